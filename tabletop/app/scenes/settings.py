"""Settings: sound volume and mute, animation speed (slow to off) and
fullscreen; changes apply at once and are remembered across runs. The
arrows, or the keys: Up and Down pick a row, Left and Right change it."""
from __future__ import annotations

from typing import Callable

import pygame

from tabletop.app import ui
from tabletop.app.main import ANIM_SPEEDS, App
from tabletop.app.scene import Scene

SPEEDS = tuple(ANIM_SPEEDS)


class SettingsScene(Scene):
    """A dialog over whatever is below."""

    opaque = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        self.rows: list[tuple[str, Callable[[], str], Callable[[int], None]]] = [
            ("Volume", lambda: f"{round(s.volume * 100)} %", lambda d: self.volume(d)),
            ("Sound", lambda: "Muted" if s.muted else "On", lambda d: self.toggle("muted")),
            ("Animation", lambda: s.anim.capitalize(), lambda d: self.speed(d)),
            ("Fullscreen (F11)", lambda: "On" if s.fullscreen else "Off", lambda d: self.toggle("fullscreen")),
        ]
        self.done = ui.Button("Done", app.pop, primary=True)
        self.arrows: list[tuple[pygame.Rect, int, int]] = []
        self.focus: int | None = None  # the row the keys change (Up and Down move it, Left and Right change it)
        self.pointer = (-1, -1)

    def volume(self, d: int) -> None:
        s = self.app.settings
        s.volume = max(0.0, min(1.0, round(s.volume + d * 0.1, 1)))
        self.app.apply_settings()

    def speed(self, d: int) -> None:
        s = self.app.settings
        s.anim = SPEEDS[(SPEEDS.index(s.anim) + d) % len(SPEEDS)]

    def toggle(self, name: str) -> None:
        setattr(self.app.settings, name, not getattr(self.app.settings, name))
        self.app.apply_settings()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        u = ui.menu_unit(size)
        self.box = pygame.Rect(0, 0, round(min(w * 0.6, u * 80)), round(u * 52))
        self.box.center = (w // 2, h // 2)
        self.arrows = []
        for i in range(len(self.rows)):
            y = self.box.y + u * 11 + i * u * 7.5
            self.arrows.append((pygame.Rect(self.box.centerx + u * 2, y, u * 5, u * 5), i, -1))
            self.arrows.append((pygame.Rect(self.box.right - u * 8, y, u * 5, u * 5), i, 1))
        self.done.rect = pygame.Rect(0, 0, round(u * 18), round(u * 5))
        self.done.rect.midbottom = (self.box.centerx, round(self.box.bottom - u * 2.5))

    def change(self, i: int, d: int) -> None:
        """Change row `i` a step `d`, with the buttons' click (after it: heard at the
        new volume, and not when just muted)."""
        self.rows[i][2](d)
        self.app.play("click")
        self.app.save_settings()  # remembered across runs at once

    def handle(self, event: pygame.event.Event) -> bool:
        if self.done.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer, self.focus = event.pos, None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, i, d in self.arrows:
                if ui.clicked(rect, event.pos):  # (pressed there too)
                    self.change(i, d)
                    return True
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):  # (Left and Right change the row)
                back = event.key == pygame.K_UP or event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
                n = len(self.rows)
                self.focus = (n - 1 if back else 0) if self.focus is None else (self.focus + (-1 if back else 1)) % n
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focus is not None:
                self.change(self.focus, -1 if event.key == pygame.K_LEFT else 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.done.press()
            elif event.key == pygame.K_ESCAPE:
                self.app.pop()
        return True

    def draw(self, surf: pygame.Surface) -> None:
        u = ui.menu_unit(self.size)
        ui.dialog(surf, self.box, u, self.shade_under(140))
        ui.blit_text(surf, "Settings", round(u * 5.5), ui.BRASS, (self.box.centerx, self.box.y + u * 3), "midtop")
        for k, (label, value, _) in enumerate(self.rows):
            dec, inc = self.arrows[2 * k][0], self.arrows[2 * k + 1][0]
            ui.blit_text(surf, label, round(u * 3.2), ui.CREAM, (self.box.x + u * 4, dec.centery), "midleft")
            if k == self.focus:
                ui.focus_ring(surf, dec.union(inc), ui.unit(self.size))
            for rect, glyph in ((dec, "<"), (inc, ">")):
                pygame.draw.rect(surf, ui.lit(ui.WALNUT_LIGHT, rect.collidepoint(self.pointer)), rect,
                                 border_radius=rect.height // 3)
                ui.blit_text(surf, glyph, round(u * 4), ui.CREAM, rect.center, "center")
            ui.blit_text(surf, value(), round(u * 3.2), ui.BRASS, ((dec.right + inc.left) / 2, dec.centery),
                         "center")
        self.done.draw(surf)
