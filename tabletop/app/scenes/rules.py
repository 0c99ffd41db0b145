"""A scrollable page of text (the wheel, arrows, Page keys, Home and End): the rules of
the game being played (from the bundled RULES.md text), and the moves of the
game so far."""
from __future__ import annotations

import functools
import re
from typing import Iterator, NamedTuple

import pygame

from tabletop.app import rules_text, ui
from tabletop.app.main import App
from tabletop.app.rules_text import HOUSE_RULE, for_players
from tabletop.app.scene import Scene


def _plain(md: str) -> list[tuple[str, str]]:
    """Markdown to (style, text) paragraphs: "h" headings, "b" bullets (and
    numbered steps), "bb" bullets indented under a step, "bbb" bullets
    indented further (the steps of a "bb"), "p" text."""
    out: list[tuple[str, str]] = []
    para: list[str] = []
    nested = "b"  # the style of the bullet being read: "b", "bb" under a step (3 spaces in), "bbb" (6 in)

    def flush() -> None:
        if para:
            text = " ".join(para)
            style = nested if re.match(r"^(- |\d+\. )", text) else "p"
            out.append((style, text))
            para.clear()
    for line in md.splitlines():
        s = line.strip()
        if not s:
            flush()
        elif s.startswith("#"):
            flush()
            out.append(("h", re.sub(r"^\d+\.\s+", "", s.lstrip("#").strip())))  # no "4." before a game
        elif re.match(r"^(- |\d+\. )", s):
            flush()
            nested = ("b", "bb", "bbb")[min(2, (len(line) - len(line.lstrip(" "))) // 3)]
            para.append(s)
        else:
            para.append(s)
    flush()
    # pygame's bundled font has no arrow glyph; a bullet is a bullet
    return [(st, re.sub(r"^- ", "\u2022 ", re.sub(r"(?<!\*)\*(?!\*)|`", "", t).replace("\u2192", "->")))
            for st, t in out]


LEAD = (120, 50, 34)       # headings and the bold lead-ins ("Goal:")
DECISION = (30, 100, 110)  # HOUSE_RULE: where the originals were silent, what the app does


# a run of a word's text in one colour
Piece = tuple[str, tuple[int, int, int]]


@functools.lru_cache(maxsize=1024)  # (the same at every size: a page laid out anew reads it again)
def _words(text: str) -> tuple[tuple[Piece, ...], ...]:
    """A paragraph's words, each its pieces (piece, colour): **bold** runs in
    LEAD, HOUSE_RULE in DECISION, the rest in ink."""
    words: list[list[Piece]] = []
    bold = joined = False  # joined: the last piece ended inside a word
    for run in re.split(f"(\\*\\*|{re.escape(HOUSE_RULE)})", text):
        if run == "**":
            bold = not bold
            continue
        colour = DECISION if run == HOUSE_RULE else LEAD if bold else ui.INK
        # the mark is one word: "[house" at a line's end and "rule]" on the next read as two things
        # a no-break space joins: "Total\u00a0\u22126\u00a0...\u00a0=\u00a08" is one word, never broken
        for token in [run] if run == HOUSE_RULE else re.findall(r"[ \n]+|[^ \n]+", run):
            if token.isspace():
                joined = False
            elif joined:
                words[-1].append((token, colour))
            else:
                words.append([(token, colour)])
                joined = True
    return tuple(tuple(word) for word in words)


@functools.lru_cache(maxsize=4096)
def _wide(piece: str, px: int) -> int:
    """How wide `piece` is at `px` (a log's lines name the same players, cards and piles again and again)."""
    return ui.font(px).size(piece)[0]


@functools.lru_cache(maxsize=1024)  # (a long game's log is some 400 paragraphs: measured, they are small)
def _break(text: str, px: int, width: float, hang: float = 0) -> tuple[tuple[int, int], ...]:
    """A paragraph word-wrapped to `width`, measured but not drawn: each line's first
    word (its place in `_words`) and how wide the line is; the lines after the first
    `hang` narrower (drawn that much further in)."""
    space = _wide(" ", px)
    lines = [[0, 0]]  # (first word, width) of each line
    x = 0
    for k, word in enumerate(_words(text)):
        w = _wide(word[0][0], px) if len(word) == 1 else sum(_wide(piece, px) for piece, _ in word)
        if k > lines[-1][0] and x + w > width - (hang if len(lines) > 1 else 0):
            lines.append([k, 0])
            x = 0
        lines[-1][1] = x + w
        x += w + space
    return tuple((k, max(1, w)) for k, w in lines)


@functools.lru_cache(maxsize=64)  # (a page of rules is 15-25 paragraphs: made once, not each time it opens)
def _render_lines(text: str, px: int, width: float, hang: float = 0) -> tuple[pygame.Surface, ...]:
    """A paragraph word-wrapped to `width` (see `_break`), each line one transparent image."""
    words, lines, high, space = _words(text), _break(text, px, width, hang), ui.font(px).get_height(), _wide(" ", px)
    out = []
    for (first, wide), (end, _) in zip(lines, lines[1:] + ((len(words), 0),)):
        img = pygame.Surface((wide, high), pygame.SRCALPHA)
        x = 0
        for word in words[first:end]:
            for piece, colour in word:
                img.blit(ui.text(piece, px, colour), (x, 0))
                x += _wide(piece, px)
            x += space
        out.append(img)
    return tuple(out)


class Line(NamedTuple):
    """A line of text on a page: the `k`th of a paragraph's (`rendering`: what `_render_lines`
    is given), and how wide and high it is. It is drawn only when it comes into view: a long
    game's log of 400 moves, every line typeset as it opened (and again at each new window
    size), took 36 ms of one frame, 160 on a busy machine."""

    rendering: tuple[str, int, float, int]
    k: int
    width: int
    height: int

    def image(self) -> pygame.Surface:
        return _render_lines(*self.rendering)[self.k]


# a paragraph (style, text) as laid out: what `_render_lines` is given, its indent, its line step
Typeset = tuple[tuple[str, str], tuple[str, int, float, int], int, int]


def _box(size: tuple[int, int]) -> pygame.Rect:
    """The page's panel in a window of `size`."""
    w, h = size
    return pygame.Rect(round(w * 0.12), round(h * 0.06), round(w * 0.76), round(h * 0.8))


class Page(Scene):
    """A scrollable page of (style, text) paragraphs: "h" headings, "b"
    bullets, "bb" bullets under a step, "bbb" under those, "p" text, "l" lines (no space
    after); `at_end` opens it scrolled to the bottom."""

    close_keys: tuple[int, ...] = (pygame.K_ESCAPE, pygame.K_RETURN)

    def __init__(self, app: App, paras: list[tuple[str, str]], at_end: bool = False, at: int | None = None) -> None:
        super().__init__(app)
        self.paras = paras
        self.scroll = float("inf") if at_end else 0.0
        self.opens_at = at  # the paragraph the page opens scrolled to (at its first layout)
        # (a line, or None for the space after a paragraph; its height on the page; its indent)
        self.lines: list[tuple[Line | None, int, int]] = []
        self.rows: list[tuple[int, int]] = []  # each line of text: where it starts on the page, its height
        self.tops: list[int] = []  # each paragraph: where it starts on the page
        self.close = ui.Button("Close", app.pop, primary=True)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        u = ui.unit(size)
        self.box = _box(size)
        self.inner = self.box.inflate(-round(u * 8), -round(u * 6))
        self.lines = []
        # a page of reading: at 800x500 not the 17 px of a table's labels
        self.body = body = max(19, round(u * 2.7))
        starts = []  # where each paragraph starts in self.lines
        for (style, _), (text, px, width, hang), indent, step in self.typeset(size):
            starts.append(len(self.lines))
            high = ui.font(px).get_height()
            for k, (_, wide) in enumerate(_break(text, px, width, hang)):
                self.lines.append((Line((text, px, width, hang), k, wide, high), step, indent + (hang if k else 0)))
            if style != "l":
                self.lines.append((None, round(body * 0.8), 0))
        self.rows, y, tops = [], 0, []
        for line, step, _ in self.lines:
            tops.append(y)
            if line is not None:
                self.rows.append((y, line.height))
            y += step
        self.content_h = y
        self.tops = [tops[k] for k in starts]  # where each paragraph starts on the page
        if self.opens_at is not None:
            self.scroll, self.opens_at = float(self.tops[self.opens_at]), None
        # its label (half its height) no smaller than the page's text: at 800x500 it was 15 px by 19
        self.close.rect = pygame.Rect(round(w / 2 - u * 9), round(self.box.bottom + u * 1.5), round(u * 18),
                                      max(round(u * 5), body * 2))
        self.scroll = self.snap(self.scroll)

    def typeset(self, size: tuple[int, int]) -> list[Typeset]:
        """Each paragraph, how it is rendered in a window of `size` (what `_render_lines`
        is given: the rendering kept, a page can be made ahead a paragraph at a time),
        its indent and the step from one of its lines to the next."""
        u = ui.unit(size)
        body = max(19, round(u * 2.7))
        width = _box(size).width - u * 8  # (less the page's margins)
        out: list[Typeset] = []
        for style, text in self.paras:
            px = round(body * 1.45) if style == "h" else body
            indent = round(u * {"b": 2, "bb": 5, "bbb": 8}.get(style, 0))
            # a bullet's or a step's lines go on under its first word, not under its "\u2022" or "2.";
            # a move's (the log's lines, no space between) a little further in than it starts
            hang = ui.font(px).size(text.split(" ", 1)[0] + " ")[0] if style.startswith("b") else \
                round(u * 2) if style == "l" else 0
            # lines a little apart, paragraphs clearly apart (lines were as far apart as paragraphs nearly)
            step = round(ui.font(px).get_linesize() * 1.4)
            rendered = f"**{text}**" if style == "h" else text
            out.append(((style, text), (rendered, px, width - indent, hang), indent, step))
        return out

    def ahead(self, size: tuple[int, int]) -> Iterator[None]:
        """Make the page for a window of `size` ahead, a paragraph a step (see Setup.update),
        then lay it out and draw it where it is not seen (its panel, its button)."""
        for _, rendering, _, _ in self.typeset(size):
            _render_lines(*rendering)
            yield
        self.layout(size)
        self.draw(pygame.Surface((1, 1)))

    @property
    def max_scroll(self) -> float:
        return float(max(0, self.content_h - round(self.box.height - 8 * ui.unit(self.size))))

    def snap(self, scroll: float, on: bool = False) -> float:
        """`scroll` kept in range and, short of the end, at the top of a line
        (the page shows whole lines: none cut in half at its top): the line
        there, or with `on` (a move down the page) the next line's."""
        scroll = max(0.0, scroll)
        tops = [t for t, _ in self.rows if (t >= scroll if on else t <= scroll)]
        return min(self.max_scroll, float((min(tops) if on else max(tops)) if tops else self.content_h * on))

    def page_down(self) -> float:
        """The scroll that starts with the first line not wholly shown now."""
        return float(next((t for t, h in self.rows if t + h > self.scroll + self.inner.height), self.content_h))

    def page_up(self) -> float:
        """The scroll whose page ends just above the line on top now."""
        return float(min((t for t, _ in self.rows if t >= self.scroll - self.inner.height), default=0))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.close.handle(event):
            return True
        step = ui.unit(self.size) * 6
        scroll = self.scroll
        if event.type == pygame.MOUSEWHEEL:
            scroll -= event.y * step
        elif event.type == pygame.KEYDOWN:
            if event.key in self.close_keys:
                self.app.pop()
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                scroll = self.page_down()
            elif event.key == pygame.K_PAGEUP:
                scroll = self.page_up()
            else:
                scroll += {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_HOME: -self.content_h,
                           pygame.K_END: self.content_h}.get(event.key, 0)
        self.scroll = self.snap(scroll, on=scroll > self.scroll)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        u = ui.unit(self.size)
        surf.blit(ui.felt(self.size), (0, 0))
        ui.panel(surf, self.box, (250, 243, 226, 250), round(u * 2), ui.BRASS)
        inner = self.inner
        old = surf.get_clip()
        surf.set_clip(inner)
        y = inner.y - self.scroll
        for line, step, indent in self.lines:
            if y > inner.bottom:
                break
            # only whole lines: one cut at the page's edge reads as a smudge
            if line is not None and inner.y <= y and y + line.height <= inner.bottom:
                surf.blit(line.image(), (inner.x + indent, y))
            y += step
        surf.set_clip(old)
        if self.max_scroll > 0:  # a thin bar says how much more there is
            frac = self.box.height / (self.content_h + self.box.height)
            bar_h = max(u * 3, (self.box.height - u * 4) * frac)
            bar_y = self.box.y + u * 2 + (self.box.height - u * 4 - bar_h) * (self.scroll / self.max_scroll)
            pygame.draw.rect(surf, (180, 150, 110), (self.box.right - u * 2, bar_y, u * 0.8, bar_h),
                             border_radius=round(u * 0.4))
        self.close.draw(surf)


# under the heading: what the tag met a few lines on means
DECISIONS = f"{HOUSE_RULE} marks a point the printed rules leave open or unclear: this is how the app plays it."


class RulesScene(Page):
    """One game's rules, and last how its moves are made at the table (`at_the_table`:
    opened scrolled to that part, as F1 at the table opens it; F1 closes it too)."""

    close_keys = Page.close_keys + (pygame.K_F1,)

    def __init__(self, app: App, game_id: str, at_the_table: bool = False) -> None:
        paras = _plain(for_players(game_id))
        if any(HOUSE_RULE in text for _, text in paras):
            paras.insert(1, ("p", DECISIONS))
        paras += _plain(rules_text.at_the_table(game_id))
        super().__init__(app, paras, at=paras.index(("h", rules_text.AT_THE_TABLE_HEADING)) if at_the_table else None)
