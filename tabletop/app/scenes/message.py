"""A small dialog over whatever is below: a heading, a wrapped message and
one or more buttons. It tells the player about a bad file ("This save could
not be read: ...") and asks before anything is thrown away."""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from tabletop.app import ui
from tabletop.app.main import App
from tabletop.app.scene import Scene


class Message(Scene):
    """Dismissed by its buttons, Enter (the `default` one, the first unless
    said: brass and with the keyboard's focus) or Esc (the last)."""

    opaque = False

    def __init__(self, app: App, heading: str, text: str,
                 buttons: list[tuple[str, Callable[[], None]]] | None = None, default: int = 0) -> None:
        super().__init__(app)
        self.heading = heading
        self.text = text
        # every button closes the dialog first, then does its own thing
        choices = buttons or [("OK", lambda: None)]
        self.default = default % len(choices)
        self.buttons = [ui.Button(label, partial(self._choose, fn), primary=i == self.default)
                        for i, (label, fn) in enumerate(choices)]
        self.buttons[self.default].focus = True  # Enter presses it; Tab and the arrows move on
        self.lines: list[str] = []

    def _choose(self, fn: Callable[[], None]) -> None:
        if self.app.stack.top is self:
            self.app.pop()
        fn()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        u = ui.unit(size)
        bw = min(w * 0.7, u * 84)
        # lines of about one length (no last word alone), shrunk if it takes more than 12
        lines, self.px = ui.fit_lines(self.text, round(u * 3), bw - u * 8, 12)
        self.lines = list(lines)
        bh = u * 20 + len(self.lines) * self.px * 1.2
        self.box = pygame.Rect(0, 0, round(bw), round(bh))
        self.box.center = (w // 2, h // 2)
        ui.row_buttons(self.buttons, self.box.centerx, self.box.bottom - u * 7.5, u * 18, u * 5, u * 3)

    def handle(self, event: pygame.event.Event) -> bool:
        if ui.handle_buttons(self.buttons, event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.buttons[self.default].press()
            elif event.key == pygame.K_ESCAPE:
                self.buttons[-1].action()
        return True

    def draw(self, surf: pygame.Surface) -> None:
        u = ui.unit(self.size)
        ui.dialog(surf, self.box, u, self.shade_under())
        ui.blit_text(surf, self.heading, ui.fit_px(self.heading, round(u * 5), self.box.width - u * 6), ui.BRASS,
                     (self.box.centerx, self.box.y + u * 3), "midtop", shadow=True)
        y = self.box.y + u * 11
        for line in self.lines:
            ui.blit_text(surf, line, self.px, ui.CREAM, (self.box.centerx, y), "midtop")
            y += self.px * 1.2
        for b in self.buttons:
            b.draw(surf)


def confirm(app: App, heading: str, text: str, yes: str, on_yes: Callable[[], None]) -> None:
    """Ask before doing something that cannot be undone: Cancel is the
    default (Enter) and Esc; `yes` takes a click, or Tab or an arrow first."""
    app.push(Message(app, heading, text, [(yes, on_yes), ("Cancel", lambda: None)], default=1))
