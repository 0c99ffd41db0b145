"""Look and widgets shared by every scene: colours, cached text, the felt
background, panels and buttons.

Everything is sized from the window (`unit(size)`), so scenes stay readable
from 800x500 up to 4K. Rendered text is cached: font rendering is the most
expensive thing a frame would otherwise redo.
"""
from __future__ import annotations

import functools
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field
from time import perf_counter
from typing import Callable, ClassVar, Iterator

import pygame

# A warm card-room palette: green baize, brass, cream paper, walnut.
FELT = (28, 92, 64)
FELT_DARK = (14, 52, 37)
BRASS = (222, 178, 92)
CREAM = (250, 243, 226)
INK = (44, 34, 28)
WALNUT = (72, 44, 30)
WALNUT_LIGHT = (96, 62, 42)  # a control's face
PANEL = (20, 30, 26, 215)
DIALOG = (24, 38, 32, 255)  # a dialog's panel: opaque, so nothing below shows through
MUTED = (196, 206, 196)
RED = (214, 76, 60)
GLOW = (255, 214, 110)
GOOD = (150, 226, 140)
EDGE = (255, 236, 190)  # a button's thin light edge
# A disabled button: a flat grey slab, its edge and label greyed with it (still readable)
OFF_FACE = (64, 70, 66)
OFF_EDGE = (116, 124, 118)
OFF_LABEL = (158, 164, 158)


def unit(size: tuple[int, int]) -> float:
    """The base length of the layout: 1/100 of the shorter window side-ish,
    so text and margins grow with the window."""
    w, h = size
    return max(5.0, min(w / 16, h / 10) / 8)


def panel_unit(size: tuple[int, int], room: float, units: float, most: float = 0.0) -> float:
    """The unit of a menu screen's panels, `units` of them high: on a window stood on
    end (whose width keeps the unit small) up to 1.4 times the unit, or up to `most`
    (what the panels' width allows), as `room` allows."""
    u = unit(size)
    if portrait(size):
        return max(u, min(max(u * 1.4, most), room / units))
    return across_unit(size, room, units) if near_square(size) else u


def menu_unit(size: tuple[int, int]) -> float:
    """The unit of a menu screen's row of buttons at its foot (and its help
    line) and of a dialog: on a window stood on end 1.4 times the unit, whose
    width keeps it small (at 1080x1920 the buttons were 46 px high with 23 px
    labels, a saved game's line 11 px)."""
    return unit(size) * (1.4 if portrait(size) else 1.0)


NEAR_SQUARE = 1.35  # a table's cards near square (see near_square), of their size at 16:9


def near_square(size: tuple[int, int]) -> bool:
    """A window taller than 4:3 but not stood on end: its unit, bound by the
    width, leaves height unused (a layout made for 16:9 keeps bands of bare
    cloth), which panels and cards may take."""
    return size[0] * 0.75 < size[1] and not portrait(size)


def across_unit(size: tuple[int, int], room: float, units: float) -> float:
    """The unit of a menu screen's panels across a landscape window, `units` of
    them high: up to 1.4 times the unit, as `room` allows (the unit, bound by the
    height, left a third of the window bare felt under them); never below it."""
    u = unit(size)
    return max(u, min(u * 1.4, room / units))


def heading(surf: pygame.Surface, s: str, size: tuple[int, int]) -> None:
    """A menu screen's heading, across the top."""
    blit_text(surf, s, round(unit(size) * 6), BRASS, (size[0] / 2, size[1] * 0.05), "midtop", shadow=True)


def under_heading(size: tuple[int, int]) -> float:
    """A unit under a menu screen's heading: where its panels may begin."""
    u = unit(size)
    return size[1] * 0.05 + font(round(u * 6)).get_height() + u


def portrait(size: tuple[int, int]) -> bool:
    """A window stood on end (clearly taller than wide, not near square):
    a table laid out across a landscape window stacks its zones instead,
    sized from the height its unit leaves unused."""
    w, h = size
    return h > w * 1.1


class Later(Exception):
    """Drawing ahead (see `ahead`) stops here: its share of this frame is spent."""


class _Slice(threading.local):
    """While this thread draws ahead (see `ahead`; the faces thread may make type
    meanwhile): when its share of the frame is spent, and the pieces of type it made."""

    until: float | None = None
    made = 0


_slice = _Slice()


AHEAD_MS = 6.0  # of an idle frame, about what drawing ahead may spend (see ahead)


@contextmanager
def ahead(ms: float = AHEAD_MS) -> Iterator[None]:
    """Draw what is not seen (a screen made ready before it opens) in about `ms` of this
    frame: once they are spent, the next type it wants (a size of the type made, a line
    rendered, a line measured) stops it with Later, if it made a piece. Each is kept
    (see `font`, `text`): drawn again in a later frame it goes on from there, and the
    first Setup's type (20-27 ms) takes several frames, not one."""
    _slice.until, _slice.made = perf_counter() + ms / 1000, 0
    try:
        yield
    finally:
        _slice.until = None


def _type_wanted(new: bool = False) -> None:
    """Type is measured, or (`new`) made to be kept: see `ahead`."""
    if _slice.until is not None:
        if _slice.made and perf_counter() > _slice.until:
            raise Later
        _slice.made += new


class Type:
    """pygame's bundled font (it ships with pygame-ce, so it works in a
    frozen executable too) at `px` pixels, drawn at twice that and scaled
    down: at its own size the font's hinting spaces letters apart ("bu t ton",
    "Haz ard"); drawn large, its spacing is the type's own."""

    def __init__(self, px: int) -> None:
        _type_wanted(new=True)
        self.big = pygame.font.Font(None, 2 * px)

    def size(self, s: str) -> tuple[int, int]:
        _type_wanted()
        w, h = self.big.size(drawable(s))
        return (w + 1) // 2, (h + 1) // 2

    def render(self, s: str, antialias: bool, colour: tuple[int, ...]) -> pygame.Surface:
        _type_wanted(new=True)
        if not s:  # (nothing to scale: as the font itself, an empty line as tall as a line)
            return pygame.Surface((0, self.get_height()), pygame.SRCALPHA)
        img = self.big.render(drawable(s), True, colour)
        return pygame.transform.smoothscale(img, ((img.get_width() + 1) // 2, (img.get_height() + 1) // 2))

    def get_linesize(self) -> int:
        return (self.big.get_linesize() + 1) // 2

    def get_height(self) -> int:
        return (self.big.get_height() + 1) // 2


def drawable(s: str) -> str:
    """`s` as the font can take it, which a name from a damaged file or an odd
    file name must not stop the app for: a NUL left out, a lone surrogate (a
    file name not in UTF-8, a "\\udcff" in a file) shown as U+FFFD."""
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        s = s.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return s.replace("\0", "")


@functools.lru_cache(maxsize=64)
def font(px: int) -> Type:
    """The app's type at `px` pixels."""
    return Type(max(8, px))


@functools.lru_cache(maxsize=2048)
def text(s: str, px: int, colour: tuple[int, ...] = CREAM) -> pygame.Surface:
    """A rendered, cached line of text."""
    return font(px).render(s, True, colour)


# every table's prompt for a move of yours starts so (what to do follows, lower case)
YOUR_TURN = "Your turn: "
MINUS = "\u2212"  # the minus sign of print: a hyphen before a score reads as a dash


def num(n: float) -> str:
    """A number as a player reads it: `num(-13)` -> "\u221213" (the minus
    sign, not a hyphen). Every score, total or point count the app shows
    goes through here (the rules and the command line keep plain "-")."""
    return str(n).replace("-", MINUS)


def signed(n: float) -> str:
    """A change in score: "+5", "\u22125", "0"."""
    return f"+{num(n)}" if n > 0 else num(n)


def count(n: int, thing: str) -> str:
    """`count(1, "card")` -> "1 card", `count(3, "card")` -> "3 cards"."""
    return f"{num(n)} {thing}" if n == 1 else f"{num(n)} {thing}s"


class TextField:
    """A one-line text entry. The text it opens with is selected: the first
    character typed replaces it and Backspace clears it; after that typing
    adds at the end and Backspace (with Ctrl: everything) takes back. Only
    printable characters are kept (a pasted tab, newline or NUL is dropped),
    at most `limit`."""

    def __init__(self, value: str, limit: int) -> None:
        self.value = value
        self.limit = limit
        self.selected = True

    @property
    def full(self) -> bool:
        return len(self.value) >= self.limit and not self.selected

    def handle(self, event: pygame.event.Event) -> bool:
        """Take a TEXTINPUT or Backspace; True when the event was for the field."""
        if event.type == pygame.TEXTINPUT:
            kept = "".join(c for c in event.text if c.isprintable())
            self.value = ("" if self.selected else self.value) + kept
            self.value = self.value[:self.limit]
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.value = "" if self.selected or event.mod & pygame.KMOD_CTRL else self.value[:-1]
        else:
            return False
        self.selected = False
        return True

    def draw(self, surf: pygame.Surface, pos: tuple[float, float], px: int, max_w: float) -> None:
        """The text from `pos` (its middle left) at the largest size <= px
        that fits `max_w`: on a highlight while selected, else with a caret."""
        shown = self.value if self.selected else self.value + "|"
        px = fit_px(shown, px, max_w)
        if self.selected and self.value:
            mark = text(shown, px, INK).get_rect(midleft=(round(pos[0]), round(pos[1])))
            pygame.draw.rect(surf, (244, 212, 140), mark.inflate(6, 2), border_radius=3)
        blit_text(surf, shown, px, INK, pos, "midleft")


def blit_text(surf: pygame.Surface, s: str, px: int, colour: tuple[int, ...], pos: tuple[float, float],
              anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    """Draw a line of text anchored at `pos` (any pygame.Rect anchor name); returns its rect."""
    img = text(s, px, colour)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surf.blit(text(s, px, (0, 0, 0)), rect.move(max(1, px // 18), max(1, px // 18)))
    surf.blit(img, rect)
    return rect


SMALL_PX = 18  # small print is never smaller (figures and what they mean, read at a glance)


def small_px(u: float, k: float) -> int:
    """The size of a line of small print `k` units high (figures, what they mean), at least SMALL_PX."""
    return max(SMALL_PX, round(u * k))


@functools.lru_cache(maxsize=4096)
def fit_px(s: str, px: int, max_w: float) -> int:
    """The largest size <= px at which `s` is at most `max_w` wide."""
    while px > 10 and font(px).size(s)[0] > max_w:
        px -= 1
    return px


@functools.lru_cache(maxsize=1024)
def fit(s: str, px: int, max_w: float, least: float = 0.75) -> tuple[str, int]:
    """`s` and the largest size <= px at which it is at most `max_w` wide,
    but not below `least` of px (a name shrunk further cannot be read): a
    text still too wide there loses its end to an ellipsis."""
    size = max(fit_px(s, px, max_w), min(px, max(10, round(px * least))))
    f = font(size)
    if f.size(s)[0] <= max_w:
        return s, size
    while s and f.size(s + "\u2026")[0] > max_w:
        s = s[:-1]
    return s.rstrip() + "\u2026", size


@functools.lru_cache(maxsize=64)
def fit_lines(msg: str, px: int, width: float, most: int) -> tuple[tuple[str, ...], int]:
    """`msg` wrapped into at most `most` lines `width` wide, and the largest size <= px at which
    it is; lines of about one length (a last word alone on a line reads as an afterthought)."""
    lines = wrap(msg, px, width)
    while len(lines) > most and px > 10:
        px -= 1
        lines = wrap(msg, px, width)
    # (narrower while the lines stay as many; a word alone on each line can narrow no more)
    while 1 < len(lines) < len(msg.split()) and width > px and len(wrap(msg, px, width - px)) == len(lines):
        width -= px
        lines = wrap(msg, px, width)
    return tuple(lines), px


def blit_lines(surf: pygame.Surface, msg: str, px: int, pos: tuple[float, float], width: float, most: int) -> None:
    """A status message in at most `most` lines `width` wide (shrunk until it fits), centred
    on `pos` (the middle top of its one line; more lines spread evenly above and below)."""
    lines, px = fit_lines(msg, px, width, most)
    step = font(px).get_linesize()
    for k, line in enumerate(lines):
        y = pos[1] + (k - (len(lines) - 1) / 2) * step
        blit_text(surf, line, px, CREAM, (pos[0], y), "midtop", shadow=True)


def wrap(s: str, px: int, max_w: float) -> list[str]:
    """Word-wrap a paragraph to lines at most `max_w` pixels wide."""
    f = font(px)
    lines: list[str] = []
    line = ""
    for word in s.split():
        trial = f"{line} {word}" if line else word
        if f.size(trial)[0] <= max_w or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


@functools.lru_cache(maxsize=1)
def _vignette() -> pygame.Surface:
    """The cloth's shading, small, for `felt` to scale to any size: made
    once (pixel by pixel it took 25 ms, paid again at every window size).
    Its four quarters mirror each other: one is worked out, and its rows
    are laid down as bytes (set pixel by pixel, the whole took 11-17 ms of
    the app's first frame)."""
    quarter = []
    for y in range(20):
        row = []
        for x in range(32):
            # distance from the centre, 0 in the middle to ~1 at the corners
            d = (((x - 31.5) / 32) ** 2 + ((y - 19.5) / 20) ** 2) ** 0.5 / 1.41
            k = min(1.0, d) ** 1.6
            row.append(bytes(round(a + (b - a) * k) for a, b in zip(FELT, FELT_DARK)))
        half = b"".join(row)
        quarter.append(half + b"".join(reversed(row)))
    small = pygame.Surface((64, 40))
    small.blit(pygame.image.frombytes(b"".join(quarter + quarter[::-1]), (64, 40), "RGB"), (0, 0))
    return small


@functools.lru_cache(maxsize=3)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table cloth: a radial vignette of green baize, made once per size
    (drawing it is one blit a frame)."""
    w, h = size
    small = _vignette().convert() if pygame.display.get_surface() is not None else _vignette()
    surf = pygame.transform.smoothscale(small, (max(1, w), max(1, h)))  # (in the screen's format: no copy)
    # a faint weave so the cloth does not look like flat plastic: every third line a
    # shade lighter (added in place: 0.4 ms at 1600x900, where blending a layer took 8)
    for y in range(0, h, 3):
        surf.fill((4, 4, 4), (0, y, w, 1), special_flags=pygame.BLEND_RGB_ADD)
    return surf


def panel(surf: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...] = PANEL,
          radius: int | None = None, border: tuple[int, ...] | None = None) -> None:
    """A translucent rounded panel (with an optional thin border); an opaque one (a
    dialog's, a title tile's) is drawn straight on: no layer of its size to make
    (1-3 ms in the frame a dialog first showed) nor to blend each frame."""
    r = radius if radius is not None else max(4, rect.height // 6)
    if all(c[3:] in ((), (255,)) for c in (colour, border or colour)):
        _draw_panel(surf, rect, colour, r, border)
    else:
        surf.blit(_panel_surface(rect.size, colour, r, border), rect.topleft)


def dialog(surf: pygame.Surface, rect: pygame.Rect, u: float, shade: int = 150) -> None:
    """A dialog's opaque dark panel with its brass edge, over everything
    drawn so far darkened by `shade` (0: left as it is)."""
    if shade:
        dim(surf, shade)
    panel(surf, rect, DIALOG, round(u * 2), BRASS)


@functools.lru_cache(maxsize=48)  # a screen draws a score of them
def _panel_surface(size: tuple[int, int], colour: tuple[int, ...], r: int,
                   border: tuple[int, ...] | None) -> pygame.Surface:
    box = pygame.Surface(size, pygame.SRCALPHA)
    _draw_panel(box, box.get_rect(), colour, r, border)
    return box


def _draw_panel(surf: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...], r: int,
                border: tuple[int, ...] | None) -> None:
    pygame.draw.rect(surf, colour, rect, border_radius=r)
    if border:
        pygame.draw.rect(surf, border, rect, width=max(1, min(3, min(rect.size) // 60)), border_radius=r)


SHADE_BAND = (4096, 64)  # the band of shade `dim` lays down row by row


def dim(surf: pygame.Surface, alpha: int = 150, area: pygame.Rect | None = None) -> None:
    """Darken everything drawn so far (under a dialog), or only `area` of it: one band
    of shade for every window, laid down as often as it takes (a shade the size of the
    window, made anew at each size, took 3-13 ms in the frame a dialog first showed)."""
    area = (area or surf.get_rect()).clip(surf.get_rect())
    band = _shade(alpha)
    for y in range(area.top, area.bottom, SHADE_BAND[1]):
        for x in range(area.left, area.right, SHADE_BAND[0]):
            surf.blit(band, (x, y), pygame.Rect(0, 0, area.right - x, area.bottom - y))


@functools.lru_cache(maxsize=8)
def _shade(alpha: int) -> pygame.Surface:
    shade = pygame.Surface(SHADE_BAND, pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    return shade


@dataclass
class Button:
    """A clickable rounded label. `rect` is set by the owning scene's layout."""

    label: str
    action: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    primary: bool = False
    hover: bool = False
    focus: bool = False  # the keyboard's (see handle_buttons)
    # False for a button that makes a move: the move has its own sound (a card
    # put down, a knock), and a click on top of it would only blur it
    clicks: bool = True

    # Where the last left press went down (the App notes every one, whichever
    # scene takes it): a release is a click only if its press was on the same
    # button, so a card dragged from the hand and let go over a button is a
    # drop, not a click.
    pressed_at: ClassVar[tuple[int, int] | None] = None
    # What took that press as a press on itself: a button, or a table (a card or a pile
    # of it); None: a press on nothing (bare cloth), or on a scene gone from the top
    # since (see App.dispatch). A button is clicked only by the release on it of a press
    # it took: a press on one thing is no click on another that came under the pointer
    # meanwhile (the list scrolled, a message come up). Only a press taken outlives a new
    # layout of the window (see App.resized): one on bare cloth is on nothing, whatever
    # comes under it
    pressed_on: ClassVar[object | None] = None
    # How a press is heard: the App's play (once a frame, silent when muted), set as it starts
    sound: ClassVar[Callable[[str], None] | None] = None

    def press(self) -> None:
        """Press the button (a click, or a key on it): a soft click, then its action."""
        if self.clicks and Button.sound is not None:
            Button.sound("click")
        self.action()

    def handle(self, event: pygame.event.Event) -> bool:
        """Run the action on a left click inside; True when consumed."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            self.focus = False  # the pointer leads again: one highlight at a time
            return False
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.enabled
                and Button.pressed_on is self and self.rect.collidepoint(event.pos)):
            self.press()
            return True
        # the press is consumed too, so the scene below never sees half a click
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.enabled
                and self.rect.collidepoint(event.pos)):
            Button.pressed_on = self
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        """Draw the button (brass when primary, walnut otherwise)."""
        if self.rect.width <= 0:
            return
        radius = self.rect.height // 3
        if not self.enabled:  # flat and grey as a whole, edge and label too; no hover, no focus
            pygame.draw.rect(surf, OFF_FACE, self.rect, border_radius=radius)
            pygame.draw.rect(surf, OFF_EDGE, self.rect, width=hairline(self.rect.height / 5.2), border_radius=radius)
            self._label(surf, OFF_LABEL)
            return
        base = lit(BRASS if self.primary else WALNUT_LIGHT, self.hover or self.focus)
        shadow = self.rect.move(0, max(2, self.rect.height // 12))
        pygame.draw.rect(surf, (12, 30, 22), shadow, border_radius=radius)
        pygame.draw.rect(surf, base, self.rect, border_radius=radius)
        pygame.draw.rect(surf, EDGE, self.rect, width=hairline(self.rect.height / 5.2), border_radius=radius)
        self._label(surf, INK if self.primary else CREAM)
        if self.focus:  # (over its shadow, as wide as everywhere in the window)
            focus_ring(surf, self.rect, unit(surf.get_size()))

    def _label(self, surf: pygame.Surface, colour: tuple[int, ...]) -> None:
        px = fit_px(self.label, int(self.rect.height * 0.5), self.rect.width * 0.9)
        blit_text(surf, self.label, px, colour, self.rect.center, "center")


def clicked(rect: pygame.Rect, pos: tuple[int, int]) -> bool:
    """Whether a left release at `pos` ends a click on `rect`: its press went
    down there too (Button.pressed_at), as with any desktop button. A press
    elsewhere (on a card that could not be picked up, on bare cloth) let go
    over `rect` is no click on it; nor is a press on it let go elsewhere, where
    a new window size moved it from under a still pointer (the press counts
    where it went down in the window, see App.resized), nor a press on nothing
    let go over `rect` that a new window size brought under the pointer, nor
    one on a scene gone from the top since (see App.dispatch)."""
    return rect.collidepoint(pos) and Button.pressed_at is not None and rect.collidepoint(Button.pressed_at)


def lit(colour: tuple[int, ...], on: bool) -> tuple[int, ...]:
    """A control's colour, lighter while the pointer or the keys are on it."""
    return tuple(min(255, c + 28) for c in colour) if on else colour


def hairline(u: float) -> int:
    """The width of a thin edge or outline at the layout unit `u`: 1 px at the
    usual sizes, 3 on a 4K screen (where 1 px was a hairline, hardly seen)."""
    return max(1, round(u / 9))


FRAME_EDGE = (24, 18, 14)  # the dark edges of the keys' frame, either side of its cream


def ring_line(u: float) -> int:
    """How broad the cream band of the keys' frame (focus_ring) is at the layout unit `u`."""
    return max(2, round(u * 0.4))


def ring_pad(line: int) -> int:
    """How far beyond what it frames a focus_ring whose cream is `line` px broad reaches."""
    return line + 2 * max(2, line // 2) + 2


@functools.lru_cache(maxsize=32)
def ring_image(size: tuple[int, int], line: int, radius: int, angle: int) -> pygame.Surface:
    """The keys' frame round a thing of `size` with corners of `radius`, its
    cream `line` px broad between dark edges, clear of the thing by 2 px,
    turned by `angle` (as a card is)."""
    edge = max(2, line // 2)
    pad = ring_pad(line)
    img = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(img, FRAME_EDGE, img.get_rect(), line + 2 * edge, border_radius=radius + pad)
    pygame.draw.rect(img, CREAM, img.get_rect().inflate(-2 * edge, -2 * edge), line,
                     border_radius=radius + pad - edge)
    return pygame.transform.rotozoom(img, angle, 1.0) if angle else img


def focus_ring(surf: pygame.Surface, rect: pygame.Rect, u: float, radius: int | None = None,
               angle: float = 0.0) -> pygame.Rect:
    """The keyboard's focus on `rect`, on every screen and at the tables (where
    also what a click picked): cream between dark edges, so it is seen on
    felt, on a dark panel, beside a light or brass button and on paper (a
    plain cream ring was faint beside brass and lost on paper). Its breadth
    grows with the layout unit `u`; `radius`: the corners of what it frames
    (a button's, a third of its height, unless given); turned by `angle` as
    a card is. Drawn outside `rect` (see ring_pad); gives its bounds."""
    img = ring_image(rect.size, ring_line(u), rect.height // 3 if radius is None else radius, round(angle))
    at = img.get_rect(center=rect.center)
    surf.blit(img, at)
    return at


PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
DOUBLE_CLICK = 0.4  # seconds between the clicks of a double-click
FOCUS_KEYS = {pygame.K_TAB: 1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


def focus_step(event: pygame.event.Event, n: int, at: int | None,
               rects: list[pygame.Rect] | None = None) -> int | None:
    """Where a key moves a keyboard focus over `n` things from `at` (None:
    nowhere yet; the answer None: not a key that moves it). Tab and the
    arrows go on, Shift+Tab and the arrows back go back; from nowhere, to
    the first or the last. Given `rects` (where the things are, laid out
    on a grid), an arrow goes to the nearest thing that way instead, and
    from the last one that way nowhere: the focus stays."""
    step = FOCUS_KEYS.get(event.key)
    if step is None or n == 0:
        return None
    if rects is not None and at is not None and event.key in ARROWS:
        return nearest(rects, at, ARROWS[event.key])
    if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
        step = -1
    return (0 if step > 0 else n - 1) if at is None else (at + step) % n


def nearest(rects: list[pygame.Rect], at: int, way: tuple[int, int]) -> int:
    """The rect nearest to `rects[at]` in the direction `way` (a step sideways
    costs double; left and right keep within 45 degrees of the row); `at`
    when there is none."""
    (dx, dy), (x, y) = way, rects[at].center
    best, score = at, float("inf")
    for i, r in enumerate(rects):
        along = (r.centerx - x) * dx + (r.centery - y) * dy
        across = abs((r.centerx - x) * dy + (r.centery - y) * dx)
        if along > 0 and (dy or across <= along) and along + 2 * across < score:
            best, score = i, along + 2 * across
    return best


def handle_buttons(buttons: list[Button], event: pygame.event.Event) -> bool:
    """Pass `event` to a row or column of buttons: a click presses one; Tab
    (Shift+Tab back) and the arrows move a keyboard focus along them, and
    Enter or Space presses the focused one. True when consumed."""
    if event.type != pygame.KEYDOWN:
        return any(b.handle(event) for b in buttons)
    return key_focus([b for b in buttons if b.enabled and b.rect.width > 0], event)


def key_focus(order: list[Button], event: pygame.event.Event, press: tuple[int, ...] = PRESS_KEYS) -> bool:
    """A key on buttons in `order`: Tab and the arrows move the focus along
    them, a key of `press` presses the focused one. True when consumed."""
    at = next((i for i, b in enumerate(order) if b.focus), None)
    to = focus_step(event, len(order), at)
    if to is not None:
        for b in order:
            b.focus = False
        order[to].focus = True
        return True
    if event.key in press and at is not None:
        order[at].press()
        return True
    return False


def stack_buttons(buttons: list[Button], centre_x: float, top: float, width: float, height: float,
                  gap: float) -> None:
    """Lay buttons out in a centred column."""
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(round(centre_x - width / 2), round(top + i * (height + gap)), round(width),
                             round(height))


def row_buttons(buttons: list[Button], centre_x: float, y: float, width: float, height: float,
                gap: float) -> None:
    """Lay buttons out in a centred row."""
    total = len(buttons) * width + (len(buttons) - 1) * gap
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(round(centre_x - total / 2 + i * (width + gap)), round(y), round(width), round(height))
