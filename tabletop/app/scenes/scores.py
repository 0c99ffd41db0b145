"""The scoreboard between rounds and the game-over scene (winner, final
scores, play again). Both read the table's score history; neither changes
the game. Either can be put aside ("See table", key T) to look at the table
as the round or game ended; any click or key brings it back."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from tabletop.app import ui
from tabletop.app.main import App
from tabletop.app.scene import Scene
from tabletop.rules import Outcome

HEAD_PX = 16  # the columns' headers are never smaller (narrower, they say only the round's number)
CHANGE_PX = 21  # what a round changed, beside each total, is never smaller (16 px tall: read at a glance)

if TYPE_CHECKING:
    from tabletop.app.table_base import TableScene


class RoundScores(Scene):
    """After a round: every seat's score after each round so far."""

    opaque = False
    ticking = True  # a countdown, and the magnifier waits for the pointer to rest
    title = "Round over"
    AUTO_NEXT: float | None = 8.0  # seconds the scores stay up when no one at the table is a human
    FINAL = False  # the game's end
    MARK = "leads"  # the tag beside the names in front

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.buttons = self.make_buttons() + [ui.Button("See table (T)", self.see_table)]
        self.back = ui.Button("Back to scores", self.see_scores, primary=True)
        self.seeing = False  # the panel put aside: the whole table in sight, undimmed
        # an all-AI game (a demo, or a table of AIs to watch) goes on by itself
        self.left = None if table.humans else self.AUTO_NEXT

    def make_buttons(self) -> list[ui.Button]:
        return [ui.Button("Next round", self.next_round, primary=True)]

    def next_round(self) -> None:
        self.table.scoring = False
        self.table.hush_turn()
        self.app.pop()

    def see_table(self) -> None:
        self.seeing = True

    def see_scores(self) -> None:
        self.seeing = False

    def update(self, dt: float) -> None:
        # the table below does not update meanwhile: what moves on it goes on (a float
        # freezing half-risen under "See table"), its pointer rests
        self.table.run_tweens(dt)
        self.table.still += dt
        if self.left is None or self.seeing:  # nobody is hurried on while looking at the table
            return
        self.left -= dt
        if self.left <= 0:
            self.left = None
            self.buttons[0].action()
        else:
            self.buttons[0].label = f"Next round ({math.ceil(self.left)})"

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        u = ui.menu_unit(size)  # (a dialog: on a window stood on end larger, as the others)
        n = len(self.table.names)
        # below what the table keeps in sight (a round's hands shown), the rows as
        # narrow as it takes to fit there (down to a readable height)
        self.keep = round(self.table.in_sight())
        room = (h - self.keep - u * 28) / (n + 1) if self.keep else h
        self.row_h = max(min(u * 5, h * 0.55 / (n + 1), room), min(u * 3.2, h * 0.55 / (n + 1)))
        # the names and figures, and what the last round changed beside each total: that
        # never below CHANGE_PX, the names and figures a little larger still
        px = round(min(u * 3, self.row_h * 0.6))
        self.change_px = max(CHANGE_PX, round(px * 0.85))
        self.px = max(px, self.change_px + 2)
        self.box = pygame.Rect(0, 0, round(min(w * 0.86, u * 110)), round(self.row_h * (n + 1) + u * 26))
        # what the figures are and who wins, under the board: on two lines where one would
        # shrink it (Gnav's "… +10 for more cards captured (+5 each if equal)" fell to 15 px at
        # 800x500, edge to edge of the panel), the panel taller by the second line
        self.note_lines, self.note_px = ui.fit_lines(self.note(), ui.small_px(u, 2.6), self.box.width - u * 4, 2)
        self.box.height += max(0, len(self.note_lines) - 1) * ui.font(self.note_px).get_linesize()
        self.box.center = (w // 2, h // 2)
        if self.keep > self.box.top:
            self.box.top = max(self.box.top, min(self.keep + round(u), h - self.box.height - round(u)))
        ui.row_buttons(self.buttons, self.box.centerx, self.box.bottom - u * 8, u * 22, u * 5.2, u * 3)
        # in the Menu button's place, which every table keeps free (the menu waits under the scores)
        self.back.rect = self.table.menu_button.rect.copy()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            # the cards kept in sight above the board may be pointed at (see TableScene.magnify)
            self.table.pointer, self.table.still = event.pos, 0.0
        if self.seeing:
            self.back.handle(event)  # (it lights under the pointer)
            # a whole click (its release: the press must not reach a button that comes back under it)
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                self.see_scores()
            return True
        if ui.handle_buttons(self.buttons, event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t:
            self.see_table()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.table.open_log()  # how the round or the game came to this
        elif event.type == pygame.KEYDOWN and event.key in ui.PRESS_KEYS:
            self.buttons[0].press()
        return True

    def heading(self) -> str:
        return f"Round {len(self.table.history)} over"

    def placing(self) -> str:
        """Where the one human at the table came, when not first (the game's end)."""
        return ""

    def note(self) -> str:
        """The line under the board: where you came, what the figures are, who wins."""
        return " \u00b7 ".join(s for s in (self.placing(), self.table.score_figures,
                                           self.table.score_note(self.FINAL)) if s)

    def draw(self, surf: pygame.Surface) -> None:
        if self.seeing:  # the table as it is, undimmed (a small card under the pointer shown large)
            self.back.draw(surf)
            self.table.magnify(surf)
            return
        u = ui.menu_unit(self.size)
        band = pygame.Rect(0, 0, self.size[0], min(self.keep, self.box.top))
        ui.dim(surf, 50, band)  # what is kept in sight is only just dimmed
        ui.dim(surf, 150, pygame.Rect(0, band.bottom, self.size[0], self.size[1] - band.bottom))
        ui.dialog(surf, self.box, u, 0)
        ui.blit_text(surf, *ui.fit(self.heading(), round(u * 5.5), self.box.width - u * 4), ui.BRASS,
                     (self.box.centerx, self.box.y + u * 3), "midtop", shadow=True)
        self.draw_board(surf, self.box.y + u * 11)
        step = ui.font(self.note_px).get_linesize()
        top = self.box.bottom - u * 12.5 - (len(self.note_lines) - 1) * step
        for k, line in enumerate(self.note_lines):
            ui.blit_text(surf, line, self.note_px, ui.MUTED, (self.box.centerx, top + k * step), "midtop")
        for b in self.buttons:
            b.draw(surf)
        if not self.box.collidepoint(self.table.pointer):
            self.table.magnify(surf)

    def changes(self) -> list[int] | None:
        """What the last round changed of every seat's figure; None when there is
        nothing to tell: a first round played from nothing (its changes are its totals)."""
        t = self.table
        if len(t.history) > 1:
            before = t.history[-2]
        elif t.history and t.score_start:
            before = [t.score_start] * len(t.history[-1])
        else:
            return None
        return [now - was for now, was in zip(t.history[-1], before)]

    def draw_board(self, surf: pygame.Surface, top: float) -> None:
        """The table of names by round, the last column in bold brass, with what
        the last round changed beside each of its figures, and who leads (or,
        at the end, who wins) marked beside their names."""
        u = ui.menu_unit(self.size)
        t = self.table
        hist = t.history[-6:]  # the last rounds fit; older ones are in the totals anyway
        first = len(t.history) - len(hist)
        px, change_px = self.px, self.change_px
        changes = self.changes() or []
        # the changes in a strip of their own right of the last column, lined up
        said = [ui.signed(c) for c in changes]
        change_w = max((ui.font(change_px).size(c)[0] for c in said), default=0)
        strip = change_w + u if said else 0
        best = set(t.leaders())
        mark_w = self.mark_size()[1][0] + u
        labels = [name + ("  (you)" if i in t.humans and len(t.humans) == 1 and name.lower() != "you" else "")
                  for i, name in enumerate(t.names)]
        # the names' column as wide as it was, narrower only to give many rounds' columns room,
        # down to what its names (and the marks beside them) take
        name_w = min(self.box.width * 0.3, u * 30)
        need = max(ui.font(px).size(label)[0] + (mark_w if i in best else 0)
                   for i, label in enumerate(labels)) + u * 2
        name_w = max(min(name_w, need), min(name_w, self.box.width - u * 6 - strip - u * 18 * len(hist)))
        col_w = min(u * 18, (self.box.width - name_w - strip - u * 6) / max(1, len(hist)))
        block = name_w + col_w * max(1, len(hist)) + strip
        x0 = self.box.centerx - block / 2  # the board sits centred, however many rounds
        rounds = hasattr(t.state, "round")  # a game of one deal (Gnav) has no round columns
        # the figures are running totals in every game ("Round 2" read as that
        # round's score): every header says so, all at one size (narrow columns: smaller)
        heads = [f"After round {first + j + 1}" if rounds else "Score" for j in range(len(hist))]
        head_px = min(ui.fit_px(head, px, col_w * 0.94) for head in heads) if heads else px
        if rounds and head_px < HEAD_PX:
            # columns too narrow for their words at a readable size (six rounds at 800x500 read
            # at 9 px): the words once, at the head of the names' column, the rounds' numbers
            # over their columns
            heads = [str(first + j + 1) for j in range(len(hist))]
            head_px = min(px, ui.fit_px("After round", px, name_w - u))
            ui.blit_text(surf, "After round", head_px, ui.MUTED, (x0, top + self.row_h / 2), "midleft")
        # every line sits in the middle of its row (and of its stripe)
        for j, head in enumerate(heads):
            ui.blit_text(surf, head, head_px, ui.MUTED,
                         (x0 + name_w + (j + 0.5) * col_w, top + self.row_h / 2), "center")
        last_x = x0 + name_w + (len(hist) - 0.5) * col_w  # the middle of the last column
        totals_w = max((ui.font(px).size(ui.num(s))[0] for s in hist[-1]), default=0) if hist else 0
        change_x = last_x + totals_w / 2 + u
        for i, label in enumerate(labels):
            y = top + (i + 1) * self.row_h
            if i % 2 == 0:
                ui.panel(surf, pygame.Rect(x0 - u, y, block + 2 * u, self.row_h), (255, 255, 255, 14), 4)
            cy = y + self.row_h / 2
            colour = ui.BRASS if i in best else ui.CREAM
            room = name_w - u - (mark_w if i in best else 0)
            at = ui.blit_text(surf, *ui.fit(label, px, room), colour, (x0, cy), "midleft")
            if i in best:
                self.draw_mark(surf, at.right + u, cy)
            for j, row in enumerate(hist):
                if i < len(row):
                    last = j == len(hist) - 1
                    ui.blit_text(surf, ui.num(row[i]), px, colour if last else ui.CREAM,
                                 (x0 + name_w + (j + 0.5) * col_w, cy), "center")
            if i < len(said):
                # what the round just played changed, beside the total it made ("8 −34")
                ui.blit_text(surf, said[i], change_px, ui.MUTED, (change_x, cy), "midleft")

    def mark_size(self) -> tuple[int, tuple[int, int]]:
        """The size of the word in the tag beside the names in front, and the tag's."""
        u = ui.menu_unit(self.size)
        px = max(ui.SMALL_PX, round(self.change_px * 0.85))
        w, h = ui.font(px).size(self.MARK)
        return px, (w + round(u * 2.4), h + round(u * 0.8))

    def draw_mark(self, surf: pygame.Surface, left: float, cy: float) -> None:
        """The tag beside a name in front: "leads" after a round, only tinted with
        brass, and "wins" at the game's end, filled with it."""
        px, size = self.mark_size()
        box = pygame.Rect((0, 0), size)
        box.midleft = (round(left), round(cy))
        ui.panel(surf, box, ui.BRASS if self.FINAL else (*ui.BRASS, 40), box.height // 2, ui.BRASS)
        ui.blit_text(surf, self.MARK, px, ui.INK if self.FINAL else ui.BRASS, box.center, "center")


class GameOver(RoundScores):
    """The end: who won, the final scores, play again or back to the title."""

    AUTO_NEXT = None  # the end stays up
    FINAL = True
    MARK = "wins"

    def make_buttons(self) -> list[ui.Button]:
        return [ui.Button("Play again", self.again, primary=True), ui.Button("Back to title", self.app.to_title)]

    def again(self) -> None:
        self.app.pop()
        self.table.restart()

    def heading(self) -> str:
        """Who won and by how much: "Ada wins by 12 points!" (by how far ahead of
        the best of the rest; nothing said of it where a tie was broken otherwise)."""
        o = self.table.game.outcome(self.table.state)
        winners = [self.table.names[i] for i in o.winners]
        if len(winners) > 1:
            return "Shared victory: " + ", ".join(winners)
        sign = ahead(o)
        rest = [sign * s for i, s in enumerate(o.scores) if i not in o.winners]
        margin = sign * o.scores[o.winners[0]] - max(rest) if rest else 0
        by = f" by {ui.count(margin, 'point')}" if margin > 0 else ""
        return f"You win{by}!" if winners[0].lower() == "you" else f"{winners[0]} wins{by}!"

    def placing(self) -> str:
        """ "You came 3rd of 4" when you played alone against the AI and did not
        win: the heading names only the winner. Ranked by score in the sense
        the winners' score is best (ties share a place; behind every winner)."""
        t = self.table
        if len(t.humans) != 1 or not t.over:
            return ""
        me, o = t.humans[0], t.game.outcome(t.state)
        if me in o.winners:
            return ""
        mine, sign = o.scores[me], ahead(o)
        place = max(len(o.winners), sum(sign * s > sign * mine for s in o.scores)) + 1
        return f"{t.names[me]} came {ordinal(place)} of {len(o.scores)}"


def ahead(o: Outcome) -> int:
    """1 where the higher score is the better (the winners' is the highest), else -1."""
    return 1 if o.scores[o.winners[0]] >= max(o.scores) else -1


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st."""
    end = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{end}"
