"""The pause menu (Esc at the table): resume, rules (F1), the moves so far, save as, load,
settings, restart, back to the title."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.app import ui
from tabletop.app.main import App
from tabletop.app.scene import Scene

if TYPE_CHECKING:
    from tabletop.app.table_base import TableScene


class Pause(Scene):
    """A menu over the (dimmed) table; the table does not move meanwhile."""

    opaque = False

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.buttons = [ui.Button("Resume", app.pop, primary=True), ui.Button("Rules (F1)", self.rules),
                        ui.Button("Moves so far (L)", self.moves),
                        ui.Button("Save as", self.save_as), ui.Button("Load", self.load),
                        ui.Button("Settings", self.settings), ui.Button("Restart", self.restart),
                        ui.Button("Back to title", app.to_title)]
        self.buttons[0].focus = True  # Enter resumes, Up and Down move from there

    def rules(self) -> None:
        from tabletop.app.scenes.rules import RulesScene
        self.app.push(RulesScene(self.app, self.table.game.id))

    def moves(self) -> None:
        from tabletop.app.scenes.movelog import MoveLog
        self.app.push(MoveLog(self.app, self.table))

    def save_as(self) -> None:
        from tabletop.app.scenes.saves import SaveAs
        self.app.push(SaveAs(self.app, self.table))

    def load(self) -> None:
        from tabletop.app.scenes.saves import Saves
        self.app.push(Saves(self.app))

    def settings(self) -> None:
        from tabletop.app.scenes.settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def restart(self) -> None:
        """Deal again with the same seats; the player may keep the game so far."""
        from tabletop.app.scenes.saves import leave_game_in_progress

        def again() -> None:
            self.app.pop()
            self.table.restart()
        if self.table.humans:
            leave_game_in_progress(self.app, "a new deal", again)
        else:
            again()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        u = ui.unit(size)
        self.box = pygame.Rect(0, 0, round(u * 34), round(u * (13 + 7 * len(self.buttons))))
        self.box.center = (size[0] // 2, size[1] // 2)
        ui.stack_buttons(self.buttons, self.box.centerx, self.box.y + u * 11, u * 26, u * 5.2, u * 1.8)

    def handle(self, event: pygame.event.Event) -> bool:
        if ui.handle_buttons(self.buttons, event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.rules()  # (the table's F1 opens them at how it is played)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        u = ui.unit(self.size)
        ui.dialog(surf, self.box, u, self.shade_under())
        ui.blit_text(surf, "Paused", round(u * 5.5), ui.BRASS, (self.box.centerx, self.box.y + u * 3), "midtop")
        for b in self.buttons:
            b.draw(surf)
