"""The scene stack (DESIGN.md): push, pop, replace; each scene has enter,
pause, resume and exit; input passes down the stack from the top until a
scene consumes it; only the top scene is updated; `draw` changes nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from tabletop.app.main import App


class Scene:
    """One screen or dialog. `opaque` scenes hide everything below them;
    `modal` ones consume all input so nothing below reacts."""

    opaque = True
    modal = True
    # the picture changes by itself, from frame to frame (update does something); a scene
    # that is not ticking (a menu, a page) changes only with input: on top, it is not
    # drawn again until an event comes
    ticking = False
    shows_notices = False  # True: the App may put a waiting message on top of it
    # a dialog over this scene dims it only a little, as it stays in view (a
    # table); any other scene (a menu, the title) it dims well down, so that
    # nothing of it sticking out around the dialog reads as part of the dialog
    shows_through = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.size = app.size

    # lifecycle ------------------------------------------------------------
    def enter(self) -> None:
        """Put on the stack."""
        self.layout(self.app.size)

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped."""
        if self.size != self.app.size:
            self.layout(self.app.size)

    def exit(self) -> None:
        """Taken off the stack."""

    # per frame ------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """Place everything for a window of `size` (called on enter and resize)."""
        self.size = size

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one input event; True when consumed."""
        return self.modal

    def update(self, dt: float) -> None:
        """Advance time by dt seconds (only the top scene is updated)."""

    def draw(self, surf: pygame.Surface) -> None:
        """Draw the scene; must not change any state."""

    def shade_under(self, light: int = 150) -> int:
        """How much a dialog darkens what is drawn under it (see ui.dialog):
        `light` over a table, more over another menu or screen."""
        scenes = self.app.stack.scenes
        i = scenes.index(self) if self in scenes else len(scenes)
        return light if i == 0 or scenes[i - 1].shows_through else 215


class SceneStack:
    """The stack of scenes; the last one is on top."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put a scene on top (the old top is paused)."""
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene (the one below resumes)."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        self._catch_up()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        self._catch_up()

    def clear_to(self, scene: Scene) -> None:
        """Empty the stack and start again from `scene` (back to the title)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def handle(self, event: pygame.event.Event) -> bool:
        """Pass an event down from the top until a scene consumes it."""
        for scene in reversed(list(self.scenes)):
            if scene.handle(event):
                return True
        return False

    def update(self, dt: float) -> None:
        if self.scenes:
            self.scenes[-1].update(dt)

    def shown(self) -> list[Scene]:
        """The scenes seen: the highest opaque one and those above it."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def draw(self, surf: pygame.Surface) -> None:
        """Draw from the highest opaque scene upwards."""
        for scene in self.shown():
            scene.draw(surf)

    def layout(self, size: tuple[int, int]) -> None:
        """Lay the scenes seen out for a window of `size`; those hidden under an
        opaque one (the title under a table: 10-15 ms) wait until they show
        again (see _catch_up)."""
        for scene in self.shown():
            scene.layout(size)

    def _catch_up(self) -> None:
        """Lay out anew, for the window as it is now, each scene that shows
        again (what was over it popped or replaced) since the window changed
        size under it (the top one sees to that itself, as it resumes or enters)."""
        for scene in self.shown()[:-1]:
            if scene.size != scene.app.size:
                scene.layout(scene.app.size)
