"""Statistics (from the title): per game played, won, win rate, best and
average score, longest winning streak; your record against each AI level;
a reset that asks first."""
from __future__ import annotations

from typing import Any

import pygame

from tabletop import store
from tabletop.app import persist, ui
from tabletop.app.main import App
from tabletop.app.scene import Scene
from tabletop.app.scenes.message import Message, confirm

COLUMNS = (("Game", "game"), ("Played", "played"), ("Won", "won"), ("Win rate", "rate"), ("Best", "best"),
           ("Average", "average"), ("Best streak", "streak"))
LEVEL_ORDER = ("easy", "normal", "hard", "random")
# what the record against a level counts (see store.record_game), and which games count at all
VS_MEANS = "Won: you finished ahead of all its players. Lost: one of them finished ahead of you."
COUNTS = "Only games you play alone against the AI count; one you let go unfinished counts as lost."
STACKED = 1.8  # rows a game takes with its figures under its name (a window stood on end)


class StatsScene(Scene):
    """Over the felt like the title; only games with one human count."""

    shows_notices = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons = [ui.Button("Back", app.pop, primary=True), ui.Button("Reset", self.ask_reset)]
        self.rows: list[dict[str, Any]] = []
        self.stacked = False  # each game's figures under its name (see layout)
        self.load()

    def load(self) -> None:
        """Read the statistics (a bad file: the message, unless told already, and none shown)."""
        persist.flush()  # a game just finished may still be being recorded
        stats, msg = persist.read_stats()  # (a file damaged at start was told then: see App)
        self.rows = persist.stats_rows(stats)
        self.buttons[1].enabled = bool(self.rows)  # Reset: nothing recorded, nothing to forget
        if msg:
            self.app.notify(msg)

    def ask_reset(self) -> None:
        def reset() -> None:
            try:
                store.save_stats(store.empty_stats())
            except (OSError, store.BadFile) as e:
                self.app.push(Message(self.app, "Could not reset", store.reason(e)))
            self.load()
        confirm(self.app, "Reset the statistics?", "Every game played and every record so far will be forgotten.",
                "Reset", reset)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        u = ui.unit(size)
        self.box = pygame.Rect(round(w * 0.06), round(h * 0.16), round(w * 0.88), round(h * 0.66))
        # stood on end, each game's figures go on a line under its name, across the panel:
        # the width, that held the names and the figures small beside them, holds either large
        self.stacked = ui.portrait(size)
        units = 16.5 + 4.6 * self._lines()  # (the two tables at full size: see draw)
        # (what is in the panel; stood on end, its names as large as the panel's width allows)
        self.pu = ui.panel_unit(size, self.box.height, units, self.box.width / 70)
        if ui.portrait(size) and self.rows:
            # stood on end: as high as its rows need, in the same place (they ended halfway down it)
            self.box.height = round(min(self.box.height, self.pu * units))
            self.box.centery = round(h * 0.49)
        bu = ui.menu_unit(size)
        ui.row_buttons(self.buttons, w / 2, h - u * 3.5 - bu * 5.5, bu * 20, bu * 5.5, bu * 3)
        if self.rows and not ui.portrait(size):
            # across: a larger unit as the room between the heading and the buttons allows, the
            # panel as high as its rows and in the middle of that room (with a game or two played
            # the rows were small over a panel half bare; at 800x500 the figures were 14 px)
            top = ui.under_heading(size)
            room = self.buttons[0].rect.top - u * 2 - top
            self.pu = ui.across_unit(size, room, units)
            self.box.height = round(min(room, self.pu * units))
            self.box.centery = round(top + room / 2)

    def handle(self, event: pygame.event.Event) -> bool:
        if ui.handle_buttons(self.buttons, event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.app.pop()
        return True

    def _lines(self) -> float:
        """The two tables' height in rows: a header and a row a game each
        (stacked: a game's name and its figures take STACKED rows)."""
        return 2 + 2 * len(self.rows) * (STACKED if self.stacked else 1)

    def _table(self, surf: pygame.Surface, top: float, heads: list[str], cells: list[list[str]],
               first_w: float, row_h: float) -> float:
        """A header and rows, the first column wide and left-aligned (stacked:
        the first column a line of its own above the others, which span the
        panel); returns the bottom."""
        u = self.pu
        x0 = self.box.x + u * 3
        inner = self.box.width - u * 6
        if self.stacked:
            first_w = 0.0
        col_w = (inner - first_w) / max(1, len(heads) - 1)
        px = round(min(u * 2.9, row_h * 0.62))
        block = row_h * (STACKED if self.stacked else 1)  # a game's height
        below = row_h * (STACKED - 1) if self.stacked else 0.0  # its figures under its name

        def x_of(j: int) -> float:
            return x0 if j == 0 else x0 + first_w + (j - 0.5) * col_w

        head_px = min(ui.fit_px(head, round(u * 2.5), col_w - u) for head in heads[1:])  # one size for all
        for j, head in enumerate(heads):
            if j or not self.stacked:  # (stacked, the names need no heading)
                ui.blit_text(surf, head, head_px, ui.MUTED, (x_of(j), top), "topleft" if j == 0 else "midtop")
        name_px = min(ui.fit_px(row[0], px, (first_w or inner) - u) for row in cells)  # one size for all
        for i, row in enumerate(cells):
            y = top + row_h + i * block
            if i % 2 == 0:
                ui.panel(surf, pygame.Rect(x0 - u, round(y - row_h * 0.2), round(inner + u * 2), round(block)),
                         (255, 255, 255, 14), 4)
            for j, cell in enumerate(row):
                colour = ui.BRASS if heads[j] == "Win rate" else ui.CREAM
                cell_px = name_px if j == 0 else ui.fit_px(cell, px, col_w - u)
                ui.blit_text(surf, cell, cell_px, colour, (x_of(j), y + (below if j else 0)),
                             "topleft" if j == 0 else "midtop")
        return top + row_h + len(cells) * block

    def draw(self, surf: pygame.Surface) -> None:
        w, h = self.size
        u = ui.unit(self.size)
        surf.blit(ui.felt(self.size), (0, 0))
        ui.heading(surf, "Statistics", self.size)
        u = self.pu
        ui.panel(surf, self.box, ui.PANEL, round(u * 2))
        top = self.box.y + u * 3
        if not self.rows:
            ui.blit_text(surf, "No games recorded yet.", round(u * 3.6), ui.CREAM, (self.box.centerx, top + u * 8),
                         "midtop")
            ui.blit_text(surf, "A game you play alone against the AI counts once it is over.", round(u * 2.8),
                         ui.MUTED, (self.box.centerx, top + u * 14), "midtop")
        else:
            first_w = self.box.width * (0.3 if ui.portrait(self.size) else 0.24)  # (the games' names at full size)
            # both tables share the panel: rows shrink when every game has been played
            row_h = min(u * 4.6, (self.box.height - u * 16.5) / self._lines())
            cells = [[r[key] for _, key in COLUMNS] for r in self.rows]
            bottom = self._table(surf, top, [c for c, _ in COLUMNS], cells, first_w, row_h)
            left, inner = self.box.x + u * 3, self.box.width - u * 6
            ui.blit_text(surf, "Your record against each AI level (won\u2013lost)", round(u * 3), ui.BRASS,
                         (left, bottom + u * 2))
            # the footnotes no smaller than the headings: at 800x500 with four games they were 14 px,
            # with room to spare around them (16 px, under the rows' 17)
            note_px = max(16, round(u * 2.3))
            ui.blit_text(surf, VS_MEANS, ui.fit_px(VS_MEANS, note_px, inner), ui.MUTED,
                         (left, bottom + u * 5.6))
            vs = [[r["game"]] + [f"{r['vs'][lv][0]}\u2013{r['vs'][lv][1]}" if lv in r["vs"] else "-"
                                 for lv in LEVEL_ORDER] for r in self.rows]
            self._table(surf, bottom + u * 10, ["Game"] + [lv.capitalize() for lv in LEVEL_ORDER], vs, first_w,
                        row_h)
            ui.blit_text(surf, COUNTS, ui.fit_px(COUNTS, note_px, inner), ui.MUTED,
                         (self.box.centerx, self.box.bottom - u * 1.2), "midbottom")
        for b in self.buttons:
            b.draw(surf)
