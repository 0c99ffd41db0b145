"""The setup of a game: number of players; for each seat human or AI, its
name and AI level; the variant; who starts. Defaults are you plus AIs at
Normal; the setup of the last game started is remembered across runs."""
from __future__ import annotations

from functools import partial
from typing import Callable, Iterator

import pygame

from tabletop.app import ui
from tabletop.app.main import AI_NAMES, LEVEL_NAMES, App, GameSetup, SeatSetup, default_setup
from tabletop.app.scene import Scene
from tabletop.app.table_base import TableScene
from tabletop.games import GAMES

MAX_NAME = 12
STILL = 0.4  # seconds the settings stay as they are before the table's cloth is drawn ahead
# what "who starts" chooses, where the first seat is not simply the first to move
STARTER_LABEL = {"grinch": "First Grinch"}
# where everyone chooses at once, no one starts
AT_ONCE = {("nimmt", "standard"), ("nimmt", "tactics")}
# a line on each variant, under its name (a game of one variant shows no variant at all)
VARIANT_NOTES = {
    ("nimmt", "standard"): "All 104 cards; ten dealt to each player each round.",
    ("nimmt", "tactics"): "Only as many cards as are dealt: every card comes into play.",
    ("nimmt", "logic"): "Tactics, but the hands are drafted from cards laid face up.",
}


def table_for(game_id: str) -> type[TableScene]:
    """The table scene of a game: its own table.py, or the generic table."""
    if game_id == "nimmt":
        from tabletop.games.nimmt.table import NimmtTable
        return NimmtTable
    if game_id == "gnoming":
        from tabletop.games.gnoming.table import GnomingTable
        return GnomingTable
    if game_id == "gnav":
        from tabletop.games.gnav.table import GnavTable
        return GnavTable
    if game_id == "grinch":
        from tabletop.games.grinch.table import GrinchTable
        return GrinchTable
    from tabletop.app.generic_table import GenericTable
    return GenericTable


class Setup(Scene):
    """Choose the players and options, then start."""

    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app)
        self.game = GAMES[game_id]
        self.table_type = table_for(game_id)  # (its code loaded now: the title makes a Setup ahead, see Title.ahead)
        self.setup: GameSetup = app.setups.get(game_id) or default_setup(game_id)
        self.editing: int | None = None
        self.field = ui.TextField("", MAX_NAME)  # the name being typed (seat `editing`)
        self.controls: list[tuple[pygame.Rect, Callable[[], None]]] = []
        self.start = ui.Button("Start", self.begin, primary=True)
        self.back = ui.Button("Back", self.app.pop)
        self.rules = ui.Button("Rules", self.show_rules)
        self.focus: int | None = None  # the keys' place among `focusable()`
        self.pointer = (-1, -1)  # where the mouse is: the control under it lights up
        self.seed = 0  # the deal Start makes (drawn as the scene opens, see enter)
        self.foreseen: object = None  # what the faces asked of the faces thread were for
        self.coming: TableScene | None = None  # the table they are for (not shown)
        self.laid_out = False  # whether it is laid out for them (see TableScene.foresee_ahead)
        self.since = app.frames  # the frames drawn before this scene's
        self.still = 0.0  # seconds since the settings last changed
        self.rules_ahead: tuple[tuple[int, int], Iterator[None]] | None = None  # the Rules page made ahead, its size
        self.drawn_ahead: object = None  # the settings the table made ahead was drawn for (see draw_table_ahead)

    def enter(self) -> None:
        # the deal Start makes, drawn now so its first faces can be made while the player is here
        # (not before: a Setup drawn ahead, see Title.ahead, changes nothing)
        self.app.setups[self.game.id] = self.setup
        self.seed = self.app.rng.randrange(2 ** 31)
        super().enter()

    # changes -----------------------------------------------------------------
    def set_players(self, n: int) -> None:
        lo, hi = self.game.players
        n = max(lo, min(hi, n))
        seats = self.setup.seats
        while len(seats) < n:
            used = {s.name for s in seats}
            name = next((a for a in AI_NAMES if a not in used), f"AI {len(seats) + 1}")
            seats.append(SeatSetup(name, False))
        del seats[n:]
        self.setup.starter %= n
        self.layout(self.size)

    def toggle_human(self, i: int) -> None:
        s = self.setup.seats[i]
        s.human = not s.human
        if s.human and s.name in AI_NAMES:
            s.name = f"Player {i + 1}"
        elif not s.human and not s.name.startswith(tuple(AI_NAMES)):
            used = {x.name for x in self.setup.seats}
            s.name = next((a for a in AI_NAMES if a not in used), s.name)
        # "Pass the screen to You" reads oddly once several people share the screen; one
        # alone again is "You" again (unless named otherwise meanwhile)
        humans = [x for x in self.setup.seats if x.human]
        for k, x in enumerate(self.setup.seats):
            if x.human and x.name == "You" and len(humans) > 1:
                x.name = f"Player {k + 1}"
            elif x.human and x.name == f"Player {k + 1}" and len(humans) == 1:
                x.name = "You"

    def cycle_level(self, i: int) -> None:
        s = self.setup.seats[i]
        s.level = LEVEL_NAMES[(LEVEL_NAMES.index(s.level) + 1) % len(LEVEL_NAMES)]

    def cycle_variant(self, d: int) -> None:
        vs = self.game.variants
        self.setup.variant = vs[(vs.index(self.setup.variant) + d) % len(vs)]
        self.layout(self.size)  # whether anyone starts may change with it

    def cycle_starter(self, d: int) -> None:
        self.setup.starter = (self.setup.starter + d) % self.setup.players

    def show_rules(self) -> None:
        from tabletop.app.scenes.rules import RulesScene
        self.app.push(RulesScene(self.app, self.game.id))

    @property
    def at_once(self) -> bool:
        return (self.game.id, self.setup.variant) in AT_ONCE

    def begin(self) -> None:
        """Start the game with these settings; a game with a human replaces
        the one in progress, which the player may keep first."""
        from tabletop.app.scenes.saves import leave_game_in_progress
        self.editing = None
        if any(s.human for s in self.setup.seats):
            leave_game_in_progress(self.app, "the new game", self._begin)
        else:
            self._begin()

    def _begin(self) -> None:
        for i, s in enumerate(self.setup.seats):
            s.name = s.name.strip() or f"Player {i + 1}"
        self.app.setups[self.game.id] = self.setup
        self.app.save_settings()  # the Setup scene starts from this one next time
        self.app.play("deal")
        self.app.replace(self.table())

    def table(self) -> TableScene:
        """The table these settings deal (the one made ready while Setup was shown, if they are still its)."""
        if self.coming is not None and self.foreseen == self.settings():
            return self.coming
        return self.table_type(self.app, self.setup, seed=self.seed)

    def settings(self) -> object:
        """All the table is made from."""
        return (self.size, self.setup.variant, self.setup.starter,
                tuple((s.human, s.name, s.level) for s in self.setup.seats))

    def update(self, dt: float) -> None:
        # the table's first frame shows its faces at once: have the faces thread make them
        # now (asked again when the window or the settings change: a stale guess costs only time)
        if self.app.frames <= self.since:
            return  # (Setup's own first frame first)
        if not self.app.worker.start():  # (the AIs' first questions come with the first frame)
            return  # (started in this frame: the rest in the next)
        key = self.settings()
        if self.coming is None or key != self.foreseen:
            self.foreseen, self.coming, self.still, self.laid_out = key, self.table(), 0.0, False
        if not self.laid_out:
            self.laid_out = self.coming.foresee_ahead(self.size)
            return  # (its faces put together from the next frame)
        self.coming._warm()  # (each card with its shadow and turn, once its face is made)
        self.still += dt
        if self.still < STILL:
            return  # (not while the settings change: a 4K cloth takes ~50 ms)
        if self.drawn_ahead != key:
            self.draw_table_ahead(key)
        else:
            self.make_rules_ahead()

    def draw_table_ahead(self, key: object) -> None:
        """The table drawn where it is not seen, in slices of idle frames (see ui.ahead): its
        cloth (Grinch's took 13-25 ms in one frame) and the words its first frame shows (Gnav's
        14 lines took 12-22 ms there); its cards are not dealt yet, so none is drawn."""
        assert self.coming is not None
        try:
            with ui.ahead():  # (on a layer of the window's size: the cloth's, see static_layer)
                self.coming.draw(pygame.Surface(self.size, 0, self.app.canvas))
        except ui.Later:
            return  # (drawn again in the next frame, on from the type made so far)
        self.drawn_ahead = key

    def make_rules_ahead(self) -> None:
        """Once the table is drawn ahead, the Rules page made ahead, a step a frame (opening
        it took 20-25 ms): its rules text, each paragraph's lines (kept: see rules._render_lines),
        then the page drawn where it is not seen (as the title draws Setup)."""
        from tabletop.app.scenes.rules import RulesScene
        if self.rules_ahead is None or self.rules_ahead[0] != self.size:
            self.rules_ahead = (self.size, RulesScene(self.app, self.game.id).ahead(self.size))
        else:
            next(self.rules_ahead[1], None)

    # layout ------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        u = ui.unit(size)
        self.controls = []
        n = self.setup.players
        top = h * 0.17
        bu = ui.menu_unit(size)
        ui.row_buttons([self.back, self.rules, self.start], w / 2, h - u * 3.5 - bu * 5.5, bu * 20, bu * 5.5, bu * 3)
        self.hint_y = self.back.rect.top - bu * 4  # the help line, under the seats
        # left column: players, variant (only where there is a choice; its line below it), who starts,
        # each a label above arrows around a value
        units = (13, 0 if len(self.game.variants) == 1 else 17, 13)
        # the panels' unit: stood on end, larger while each seat's row keeps its full height
        # (they filled half the window's height; the sum: see the portrait layout below)
        # (as wide as the window takes the options' panel: 56 units, see below; side by side,
        # the unit is the landscape layout's own, below)
        if ui.portrait(size):
            most = self.game.players[1]
            u = self.u = ui.panel_unit(size, self.hint_y - top, 11.2 + sum(units) + 5.5 * most, w * 0.88 / 56)
            self.head_h = head = u * 3.2
            heights = tuple(u * k for k in units)
            left_h = u * 2 + sum(heights)
            # stood on end: the options over the seats, the two in the middle of the room
            # (as many seats as the game takes: adding one moves nothing)
            self.row_h = min(u * 5.5, (self.hint_y - u * 6 - top - left_h - head) / most)
            top = max(top, (top + self.hint_y - left_h - u * 5 - head - self.row_h * most) / 2)
            left_w = min(w * 0.88, u * 56)
            self.left = pygame.Rect(round(w / 2 - left_w / 2), round(top), round(left_w), round(left_h))
            self.right = pygame.Rect(round(w * 0.06), round(top + left_h + u * 3),
                                     round(w * 0.88), round(self.row_h * n + u * 2 + head))
        else:
            # side by side (the unit, bound by the height, left a third of the window bare felt):
            # the panels take a larger unit, as the room between the heading and the help line
            # allows the options (see across_unit), the options in the middle of that room, the
            # seats' rows filling theirs up to their full height: fewer seats read larger, and
            # adding one moves none of the options' arrows (the seats level with the options,
            # or once taller in the middle too)
            base = ui.unit(size)
            top = ui.under_heading(size)
            room = self.hint_y - base - top
            u = self.u = ui.across_unit(size, room, 2 + sum(units))
            self.head_h = head = u * 3.2
            self.row_h = min(u * 5.5, (room - u * 2 - head) / max(n, 1))
            heights = tuple(u * k for k in units)
            left_h = u * 2 + sum(heights)
            left_w = w * 0.32  # (a starter's name between the arrows at the larger size)
            right_h = self.row_h * n + u * 2 + head
            mid = top + room / 2
            self.left = pygame.Rect(round(w * 0.06), round(mid - left_h / 2), round(left_w), round(left_h))
            self.right = pygame.Rect(round(w * 0.06 + left_w + u * 3), min(self.left.y, round(mid - right_h / 2)),
                                     round(w * 0.88 - left_w - u * 3), round(right_h))
        self.row_y = [self.left.y + u * 2 + sum(heights[:k]) for k in range(3)]
        bh = self.row_h * 0.72
        for k, (dec, inc) in enumerate(((lambda: self.set_players(self.setup.players - 1),
                                         lambda: self.set_players(self.setup.players + 1)),
                                        (lambda: self.cycle_variant(-1), lambda: self.cycle_variant(1)),
                                        (lambda: self.cycle_starter(-1), lambda: self.cycle_starter(1)))):
            y = self.row_y[k] + u * 5
            # a fixed count, one variant, or no one starting: no arrows to offer
            fixed = (k == 0 and self.game.players[0] == self.game.players[1]
                     or k == 1 and len(self.game.variants) == 1 or k == 2 and self.at_once)
            self.controls.append((pygame.Rect(self.left.x + u * 2, y, 0 if fixed else u * 5, u * 5), dec))
            self.controls.append((pygame.Rect(self.left.right - u * 7, y, 0 if fixed else u * 5, u * 5), inc))
        self.seat_rows = []
        for i in range(n):
            y = self.right.y + u + head + i * self.row_h
            # (from rounded edges: a row ends where the next begins, never a pixel over it)
            r = pygame.Rect(self.right.x + u, round(y), self.right.width - 2 * u, round(y + self.row_h) - round(y))
            name = pygame.Rect(r.x + r.width * 0.1, r.y + (r.height - bh) / 2, r.width * 0.42, bh)
            kind = pygame.Rect(r.x + r.width * 0.55, name.y, r.width * 0.2, bh)
            level = pygame.Rect(r.x + r.width * 0.78, name.y, r.width * 0.21, bh)
            self.seat_rows.append((r, name, kind, level))
            self.controls.append((name, partial(self._edit, i)))
            self.controls.append((kind, partial(self.toggle_human, i)))
            self.controls.append((level, partial(self.cycle_level, i)))

    def _edit(self, i: int) -> None:
        self.editing = i
        self.field = ui.TextField(self.setup.seats[i].name, MAX_NAME)

    def focusable(self) -> list[tuple[pygame.Rect, Callable[[], None]]]:
        """What the keys may move to, in reading order: the controls as drawn
        (a human seat has no level), then Back, Rules and Start."""
        hidden = [level for (_, _, _, level), s in zip(self.seat_rows, self.setup.seats) if s.human]
        return ([(r, fn) for r, fn in self.controls if r.width and not any(r is x for x in hidden)]
                + [(b.rect, b.action) for b in (self.back, self.rules, self.start)])

    # input -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.start.handle(event) or self.back.handle(event) or self.rules.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.editing = None
            for rect, fn in self.controls:
                if ui.clicked(rect, event.pos):  # (pressed there too)
                    self.app.play("click")
                    fn()
                    break
        elif self.editing is not None and self.field.handle(event):
            self.setup.seats[self.editing].name = self.field.value
        elif event.type == pygame.MOUSEMOTION:
            self.focus = None  # the pointer leads again: one highlight at a time
            self.pointer = event.pos
        elif event.type == pygame.KEYDOWN:
            items = self.focusable()
            to = ui.focus_step(event, len(items), self.focus)
            if self.editing is not None:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                    # the keys' focus goes on from the name (Tab) or stays on it (Enter)
                    name = self.seat_rows[self.editing][1]
                    at = next(k for k, (r, _) in enumerate(items) if r is name)
                    self.focus = ui.focus_step(event, len(items), at) if event.key == pygame.K_TAB else at
                    self.editing = None
            elif to is not None:
                self.focus = to
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None:  # (a Space
                # would go on to be typed into the name it opens)
                self.app.play("click")
                items[self.focus % len(items)][1]()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.begin()
            elif event.key == pygame.K_ESCAPE:
                self.app.pop()
        return True

    # drawing -----------------------------------------------------------------
    def lit(self, colour: tuple[int, ...], rect: pygame.Rect) -> tuple[int, ...]:
        return ui.lit(colour, rect.collidepoint(self.pointer))

    def draw(self, surf: pygame.Surface) -> None:
        w, h = self.size
        u = self.u
        surf.blit(ui.felt(self.size), (0, 0))
        ui.heading(surf, f"New game: {self.game.name}", self.size)
        ui.panel(surf, self.left, ui.PANEL, round(u * 2))
        ui.panel(surf, self.right, ui.PANEL, round(u * 2))
        starter = "Everyone at once" if self.at_once else self.setup.seats[self.setup.starter % self.setup.players].name
        values = (str(self.setup.players), self.setup.variant.capitalize(), starter or "?")
        labels = ("Players", "Variant", STARTER_LABEL.get(self.game.id, "Who starts"))
        for k in range(3):
            if k == 1 and len(self.game.variants) == 1:
                continue  # nothing to choose
            y = self.row_y[k]
            ui.blit_text(surf, labels[k], round(u * 3), ui.MUTED, (self.left.centerx, y), "midtop")
            dec, inc = self.controls[2 * k][0], self.controls[2 * k + 1][0]
            for rect, glyph in ((dec, "<"), (inc, ">")):
                if rect.width:
                    pygame.draw.rect(surf, self.lit(ui.WALNUT_LIGHT, rect), rect, border_radius=rect.height // 3)
                    ui.blit_text(surf, glyph, round(u * 4), ui.CREAM, rect.center, "center")
            px = ui.fit_px(values[k], round(u * 4.2), self.left.width - u * 16)
            ui.blit_text(surf, values[k], px, ui.CREAM, (self.left.centerx, dec.centery), "center")
            note = VARIANT_NOTES.get((self.game.id, self.setup.variant)) if k == 1 else None
            if note:
                lines, npx = ui.fit_lines(note, round(u * 2.3), self.left.width - u * 4, 2)
                for j, line in enumerate(lines):
                    ui.blit_text(surf, line, npx, ui.MUTED,
                                 (self.left.centerx, dec.bottom + u + j * ui.font(npx).get_linesize()), "midtop")
        if self.seat_rows:  # the columns' headings, over the first row
            _, name, kind, level = self.seat_rows[0]
            y = self.right.y + u + self.head_h / 2
            ui.blit_text(surf, "Name", round(u * 2.4), ui.MUTED, (name.x + u, y), "midleft")
            for rect, heading in ((kind, "Plays"), (level, "AI level")):
                ui.blit_text(surf, heading, round(u * 2.4), ui.MUTED, (rect.centerx, y), "center")
        for i, (r, name, kind, level) in enumerate(self.seat_rows):
            s = self.setup.seats[i]
            # (where the rows are squeezed, half their height: at 800x500 10 seats were 12 px)
            px = max(12, round(min(u * 2.2, r.height * 0.52)))
            ui.blit_text(surf, f"{i + 1}", px, ui.MUTED, (r.x + r.width * 0.05, r.centery), "center")
            editing = self.editing == i
            pygame.draw.rect(surf, (250, 243, 226) if editing else self.lit((44, 60, 52), name), name,
                             border_radius=name.height // 4)
            pygame.draw.rect(surf, ui.BRASS if editing else (90, 110, 96), name, width=ui.hairline(u),
                             border_radius=name.height // 4)
            if editing:
                self.field.draw(surf, (name.x + u, name.centery), px, name.width - u * 2)
            else:
                ui.blit_text(surf, s.name, ui.fit_px(s.name, px, name.width - u * 2), ui.CREAM,
                             (name.x + u, name.centery), "midleft")
            pygame.draw.rect(surf, self.lit(ui.BRASS if s.human else ui.WALNUT_LIGHT, kind), kind,
                             border_radius=kind.height // 3)
            ui.blit_text(surf, "Human" if s.human else "AI", px, ui.INK if s.human else ui.CREAM, kind.center,
                         "center")
            if not s.human:
                pygame.draw.rect(surf, self.lit((60, 84, 72), level), level, border_radius=level.height // 3)
                ui.blit_text(surf, s.level.capitalize(), px, ui.CREAM, level.center, "center")
        line = (f"A name is at most {MAX_NAME} characters." if self.editing is not None and self.field.full else
                "Click a name to type; click Human/AI and the level to change them (or Tab and Enter).")
        px = ui.fit_px(line, round(ui.menu_unit(self.size) * 2.4), w * 0.94)
        ui.blit_text(surf, line, px, ui.MUTED, (w / 2, self.hint_y), "midtop")
        for b in (self.back, self.rules, self.start):
            b.draw(surf)
        if self.focus is not None and self.editing is None:
            items = self.focusable()
            ui.focus_ring(surf, items[self.focus % len(items)][0], ui.unit(self.size))  # (as broad as anywhere)
