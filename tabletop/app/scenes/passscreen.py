"""The pass screen of pass-and-play: a full-window "Pass the screen to
<name>", and what for, that hides the whole table until that person clicks
or presses a key."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from tabletop.app import ui
from tabletop.app.main import App
from tabletop.app.scene import Scene

if TYPE_CHECKING:
    from tabletop.app.table_base import TableScene


class PassScreen(Scene):
    """Opaque: nothing of the table below is drawn while it is up. Esc
    opens the table's menu over it (save, rules, settings, leave), so no
    one's cards need be shown to reach it."""

    opaque = True

    def __init__(self, app: App, table: TableScene, name: str, on_ready: Callable[[], None],
                 why: str = "for their turn") -> None:
        super().__init__(app)
        self.table = table
        self.name = name
        self.why = why  # what the screen is passed for (see TableScene.pass_why)
        self.on_ready = on_ready
        self.armed = False  # only a press that starts on this screen counts

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.armed = True
        elif (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.armed) or (
                event.type == pygame.KEYDOWN and event.key in ui.PRESS_KEYS):
            self.app.pop()
            self.on_ready()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from tabletop.app.scenes.pause import Pause
            self.app.push(Pause(self.app, self.table))
        return True

    def draw(self, surf: pygame.Surface) -> None:
        w, h = self.size
        u = ui.unit(self.size)
        surf.fill(ui.FELT_DARK)
        ui.blit_text(surf, "Pass the screen to", round(u * 4), ui.MUTED, (w / 2, h * 0.36), "midtop")
        px = ui.fit_px(self.name, round(u * 11), w * 0.8)
        name = ui.blit_text(surf, self.name, px, ui.BRASS, (w / 2, h * 0.36 + u * 6), "midtop", shadow=True)
        ui.blit_text(surf, self.why, ui.fit_px(self.why, round(u * 4), w * 0.9), ui.CREAM,
                     (w / 2, name.bottom + u * 2), "midtop")
        ui.blit_text(surf, "Others, please look away. Click or press Enter when ready (Esc: menu).", round(u * 3),
                     ui.MUTED, (w / 2, max(h * 0.66, name.bottom + u * 9)), "midtop")
