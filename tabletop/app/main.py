"""The application: the window, the frame loop, the scene stack and what
lives for the whole run (settings, the setups last used, sounds, the AI
worker).

`App.step(dt)` is one frame: read input, update the top scene, draw. The
real loop (`run`) feeds it the elapsed time at 60 fps; tests and the smoke
run feed it a fixed dt so they never sleep.
"""
from __future__ import annotations

import os
import random
import warnings
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterator

import pygame

from tabletop.app import ui
from tabletop.app.aiseat import make_worker
from tabletop.app.scene import Scene, SceneStack
from tabletop.store import DEFAULT_SETTINGS

DEFAULT_MIN = (1024, 640)  # the smallest default window
SMALLEST = (800, 500)      # the window is never smaller: below it nothing could be read
MIN_SIZE = SMALLEST        # drawn natively down to here; below it (a window manager that
                           # ignores the minimum) the picture is drawn larger and scaled down
LONGEST = 3.0  # the picture scaled into a window is at most this many times as long as it is wide (or
               # wide as high): a thin window would otherwise make it 800x160000, a crash
RESIZE_STILL = 0.2  # seconds a window's new size must hold before everything is laid out for it
CLICK_SLOP = 6  # pixels of the window a press may move and still be a click (see dragged)
ANIM_SPEEDS = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "off": 0.0}
LEVEL_NAMES = ("random", "easy", "normal", "hard")
AI_NAMES = ("Ada", "Bram", "Cleo", "Dmitri", "Edda", "Femi", "Gus", "Hanne", "Ivo", "Juno")


@dataclass
class Settings:
    """What the Settings scene changes (kept for the run)."""

    volume: float = DEFAULT_SETTINGS["volume"]
    muted: bool = DEFAULT_SETTINGS["muted"]
    anim: str = "normal"  # the name of DEFAULT_SETTINGS' anim_speed (see ANIM_SPEEDS)
    fullscreen: bool = DEFAULT_SETTINGS["fullscreen"]
    # the games whose table showed its first-visit tip (see TableScene.tip): not shown again
    tips_seen: set[str] = field(default_factory=set)


@dataclass
class SeatSetup:
    """One seat of a game being set up."""

    name: str
    human: bool
    level: str = "normal"


@dataclass
class GameSetup:
    """Everything the Setup scene decides for one game."""

    game: str
    seats: list[SeatSetup]
    variant: str
    starter: int = 0  # index into seats of who starts (sits at seat 0)

    @property
    def players(self) -> int:
        return len(self.seats)

    def seated(self) -> list[SeatSetup]:
        """The seats in play order: the starter first. Games deal to seat 0
        first and start there, so rotating the seats is "who starts"."""
        s = self.starter % len(self.seats)
        return self.seats[s:] + self.seats[:s]


def default_setup(game_id: str, players: int | None = None, all_ai: bool = False) -> GameSetup:
    """You plus AIs at Normal, with the game's first variant."""
    from tabletop.games import GAMES
    game = GAMES[game_id]
    lo, hi = game.players
    n = max(lo, min(hi, players or max(lo, min(4, hi))))
    seats = [SeatSetup("You", True)] + [SeatSetup(AI_NAMES[i], False) for i in range(n - 1)]
    if all_ai:
        seats[0] = SeatSetup(AI_NAMES[n - 1], False)
    return GameSetup(game_id, seats, game.variants[0])


class _Silent:
    """Stands in for the sound module when it cannot be loaded."""

    def play(self, name: str) -> None:
        pass

    def set_volume(self, v: float) -> None:
        pass

    def set_muted(self, m: bool) -> None:
        pass


def _sounds(settings: Settings) -> Any:
    try:
        from tabletop.app.sound import Sounds
        return Sounds(settings.volume, settings.muted)
    except Exception:  # no sound module or no mixer: the app runs silently
        return _Silent()


AI_PAUSE = 0.45  # seconds an AI move is held so a person can follow (tests run it shorter)


class App:
    """The window, the loop and the scene stack."""

    def __init__(self, size: tuple[int, int] | None = None, seed: int | None = None,
                 inline_ai: bool = False, ai_pause: float = AI_PAUSE) -> None:
        # Windows at 125 % or 150 % display scaling would otherwise stretch the
        # window's pixels, blurring every card and letter; the layout already
        # sizes everything from the window's real pixels (ignored elsewhere)
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        pygame.init()
        pygame.display.set_caption("Tabletop")
        from tabletop.app import persist
        self.notices: list[str] = []  # messages for the player, not yet shown (see notify)
        self.noticed: set[str] = set()  # every message shown so far: none is shown twice
        stored = persist.load_settings(self.notices)  # first: it holds the window size
        stats_msg = persist.read_stats()[1]  # a damaged statistics file is told at start, not when they are shown
        if stats_msg:
            self.notices.append(stats_msg)
        self.window = self._set_window(size or persist.window_size(stored) or self._default_size())
        self.windowed_size = self.window.get_size()
        self.canvas: pygame.Surface = self.window
        self.scale = (1.0, 1.0)  # canvas pixels per window pixel, across and down (see _fit)
        self.size = self.window.get_size()
        # a window being resized (its edge dragged): the picture of the size laid out
        # last is drawn stretched into it until its size holds still (see stretch)
        self.stretching = False
        self.still_size = 0.0  # seconds the window's size has held, while stretching
        # the pointer in the window at the last mouse event, and where the left button last
        # went down (in the window, not on the picture: see dragged)
        self.pointer_in_window = self.pressed_in_window = (0, 0)
        self.pressed_scene: Scene | None = None  # the top scene when the left button last went down
        # when and where (on the picture) a click last changed the top scene, to which one, and
        # whether the release of a press taken for its second click is still to come (see dispatch)
        self.changed_by_click: tuple[float, tuple[int, int], Scene | None] = (-1.0, (0, 0), None)
        self.second_click = False
        self._fit()
        self.rng = random.Random(seed)
        self.settings = Settings()
        self.setups: dict[str, GameSetup] = {}
        persist.apply_stored(self, stored)
        self.sounds = _sounds(self.settings)
        self.worker = make_worker(inline=inline_ai)
        self.ai_pause = ai_pause  # seconds an AI move is held so a person can follow
        self.stack = SceneStack()
        self.running = True
        self.frames = 0  # frames drawn
        self.shown: Any = None  # the top scene when the last frame was drawn
        self.time = 0.0
        self.silent = False  # no sound effects now (see silence)
        # the effects played this frame: each once (three cards landing at once, or a
        # skipped animation's beats run together, are one sound, not three stacked louder)
        self.sounded: set[str] = set()
        ui.Button.sound = self.play  # every button press clicks through it
        if self.settings.fullscreen:
            self.set_fullscreen(True)

    @staticmethod
    def _default_size() -> tuple[int, int]:
        try:
            dw, dh = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            dw, dh = 1600, 1000
        w, h = round(dw * 0.8), round(dh * 0.8)
        # at least the default minimum, but never larger than the desktop
        return min(dw, max(DEFAULT_MIN[0], w)), min(dh, max(DEFAULT_MIN[1], h))

    @staticmethod
    def _set_window(size: tuple[int, int]) -> pygame.Surface:
        """Open (or resize) the resizable window at `size`, at least SMALLEST,
        and tell the window manager not to let it shrink below that."""
        window = pygame.display.set_mode((max(SMALLEST[0], size[0]), max(SMALLEST[1], size[1])),
                                         pygame.RESIZABLE)
        with warnings.catch_warnings():  # its deprecation is of drawing through a Window, not used here
            warnings.simplefilter("ignore", DeprecationWarning)
            try:
                pygame.Window.from_display_module().minimum_size = SMALLEST
            except (AttributeError, pygame.error):  # an older pygame, or no window manager to tell
                pass
        return window

    def _fit(self) -> None:
        """Work out the logical canvas for the window: the window itself (crisp
        text and cards), or, only for a window below MIN_SIZE that the window
        manager let shrink past the minimum, a larger canvas scaled down."""
        w, h = max(1, self.window.get_width()), max(1, self.window.get_height())
        f = max(1.0, MIN_SIZE[0] / w, MIN_SIZE[1] / h)
        if f > 1.0:
            # the window's shape grown to the smallest size, no longer than LONGEST times
            # its other side (a thinner window gets the picture squeezed into it)
            cw = min(round(w * f), round(h * f * LONGEST))
            ch = min(round(h * f), round(cw * LONGEST))
            self.canvas = pygame.Surface((cw, ch)).convert()
            self.scale = (cw / w, ch / h)
        else:
            self.canvas = self.window
            self.scale = (1.0, 1.0)
        self.size = self.canvas.get_size()

    # scene helpers -----------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def to_title(self, then: Scene | None = None) -> None:
        """Back to the title screen, dropping everything else; from a game
        played to its end, the keys start on that game's tile. With `then`
        (a saved game's table), that opens over it at once: the title is
        not looked at until it shows (see Title.enter)."""
        from tabletop.app.scenes.title import Title
        played = next((g for g in (getattr(s, "game_id", "") for s in self.stack.scenes) if g), None)
        title = Title(self, hidden=then is not None)
        self.stack.clear_to(title)
        if then is not None:
            self.push(then)
        elif played in title.focusable() and title.first() != "Continue":
            title.set_focus(played)

    def notify(self, text: str) -> None:
        """Tell the player `text` at the next calm moment (any thread may call
        this). A message already shown or waiting is not repeated, so a
        problem met again and again (an autosave that cannot be written, a
        save that cannot be read each time the title comes back) is told once."""
        if text not in self.noticed and text not in self.notices:
            self.notices.append(text)

    def _show_notice(self) -> None:
        """Put the oldest waiting message on screen when the top scene can
        take a dialog (the title, the statistics, a table at rest)."""
        if self.notices and getattr(self.stack.top, "shows_notices", False):
            from tabletop.app.scenes.message import Message
            text = self.notices.pop(0)
            self.noticed.add(text)
            self.push(Message(self, "Please note", text))

    @property
    def anim_speed(self) -> float:
        return ANIM_SPEEDS.get(self.settings.anim, 1.0)

    def play(self, sound: str) -> None:
        """Play a sound effect (never fails)."""
        if self.silent or sound in self.sounded:
            return
        self.sounded.add(sound)
        try:
            self.sounds.play(sound)
        except Exception:
            pass

    @contextmanager
    def silence(self) -> Iterator[None]:
        """No sound effects within: a move made again that was heard when it was made."""
        self.silent = True
        try:
            yield
        finally:
            self.silent = False

    def apply_settings(self) -> None:
        """Push the settings to sound and window."""
        try:
            self.sounds.set_volume(self.settings.volume)
            self.sounds.set_muted(self.settings.muted)
        except Exception:
            pass
        full = bool(self.window.get_flags() & pygame.FULLSCREEN)
        if full != self.settings.fullscreen:
            self.set_fullscreen(self.settings.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        """Switch between fullscreen and the last windowed size."""
        self.settings.fullscreen = on
        if on:
            self.windowed_size = self.window.get_size()
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = self._set_window(self.windowed_size)
        # the window moved under a still pointer: the motion SDL reports for
        # that is not the player's, and must not take the keys' focus away
        pygame.event.pump()
        pygame.event.clear(pygame.MOUSEMOTION)
        self.resized()
        self.save_settings()

    def resize(self, size: tuple[int, int]) -> None:
        """Resize the window (what the window manager does; tests call it)."""
        self.window = self._set_window(size)
        self.resized()
        self.save_settings()

    def stretch(self, size: tuple[int, int]) -> None:
        """The window's edge is being dragged to `size`: the scenes stay laid
        out as they are, their picture drawn stretched into the window (and
        the pointer mapped back onto it), until the size has held for
        RESIZE_STILL. Laying out and drawing every card, cloth and type anew
        at each size the drag passes through froze the app (a frame of 0.1
        to 1.6 s for each)."""
        if self.canvas is self.window:
            self.canvas = pygame.Surface(self.size, 0, self.window)  # (in its format: no converted copy)
        shown = pygame.display.get_surface()
        if shown is not None and shown.get_size() == tuple(size) and min(size[0] - SMALLEST[0], size[1] - SMALLEST[1]) >= 0:
            self.window = shown  # (SDL resized it already: setting the mode again costs 10-50 ms a size)
        else:
            self.window = self._set_window(size)
        w, h = max(1, self.window.get_width()), max(1, self.window.get_height())
        self.scale = (self.size[0] / w, self.size[1] / h)
        self.stretching = True
        self.still_size = 0.0

    def _hold_size(self, dt: float) -> None:
        """Lay out for the window once its size has held still a moment."""
        if self.stretching:
            self.still_size += dt
            if self.still_size >= RESIZE_STILL:
                self.resized()
                self.save_settings()
                self.shown = None  # drawn anew, input or none

    def save_settings(self) -> None:
        """Remember the settings, window and setups across runs (never fails)."""
        from tabletop.app import persist
        persist.save_settings(self)

    def resized(self) -> None:
        """Recompute every scene's layout for the current window."""
        self.window = pygame.display.get_surface() or self.window
        self.stretching = False
        self._fit()
        if ui.Button.pressed_at is not None:
            # a press not let go yet is where it went down in the window (as `dragged` measures
            # it), on the picture laid out anew: one made on the picture stretched meanwhile (the
            # window's edge just let go) and let go on the new one was no click on what the
            # pointer stayed on, a button or a pile, compared on two pictures. Only a press on
            # something: one on bare cloth, let go on a button the new size brought under the
            # pointer, clicked it
            ui.Button.pressed_at = self.to_canvas(self.pressed_in_window) if ui.Button.pressed_on is not None else None
        self.stack.layout(self.size)

    # the frame -------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window events here, input down the scene stack."""
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE:
            if self.settings.fullscreen:
                # changed from outside (a window manager may even take a window
                # out of fullscreen): lay out for the window as it now is
                self.resized()
            else:
                self.stretch(event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if hasattr(event, "pos") and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            self.pointer_in_window = event.pos
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.pressed_in_window = event.pos
        if hasattr(event, "pos") and self.scale != (1.0, 1.0) and event.type in (
                pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            d = dict(event.dict)
            d["pos"] = self.to_canvas(event.pos)
            event = pygame.event.Event(event.type, d)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            ui.Button.pressed_at, ui.Button.pressed_on = event.pos, None  # (taken: see Button.handle)
            self.pressed_scene = self.stack.top
            when, (x, y), opened = self.changed_by_click
            if (opened is self.stack.top and self.time - when < ui.DOUBLE_CLICK
                    and abs(event.pos[0] - x) + abs(event.pos[1] - y) <= CLICK_SLOP):
                # the second click of a double-click on what opened this scene (a game's tile, Start),
                # not a click on what the new scene has under the pointer: press and release go nowhere
                self.second_click = True
                return
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.second_click:
            self.second_click = False
            return
        elif (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.stack.top is not self.pressed_scene
              or event.type == pygame.WINDOWFOCUSLOST):
            # pressed on a scene gone from the top since (a key changed it, a message came up),
            # or the window lost its focus (the release went elsewhere; one may come late): the
            # press is over, its release no click on what is there now
            ui.Button.pressed_at = ui.Button.pressed_on = None
        top = self.stack.top
        self.stack.handle(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.stack.top is not top:
            self.changed_by_click = (self.time, event.pos, self.stack.top)

    def step(self, dt: float) -> None:
        """One frame: input, update, draw, show."""
        self.sounded.clear()
        events = pygame.event.get()
        # of a frame's resizes only the last counts: the window is that size now
        last = next((e for e in reversed(events) if e.type == pygame.VIDEORESIZE), None)
        for event in events:
            if event.type != pygame.VIDEORESIZE or event is last:
                self.dispatch(event)
        if not self.stack.scenes:
            self.running = False
            return
        self.time += dt
        self._hold_size(dt)
        self.stack.update(dt)
        self._show_notice()
        top = self.stack.top
        if top is None or events or top.ticking or self.shown is not top:
            self.draw()  # (a scene that is not ticking, shown with no input since, would look the same)
            self.shown = top
            self.frames += 1

    def draw(self) -> None:
        """Draw the stack and show it (scaled down when the window is below MIN_SIZE)."""
        self.stack.draw(self.canvas)
        if self.stretching:  # (fast: the crisp picture comes once the size holds)
            pygame.transform.scale(self.canvas, self.window.get_size(), self.window)
        elif self.canvas is not self.window:
            pygame.transform.smoothscale(self.canvas, self.window.get_size(), self.window)
        pygame.display.flip()

    def dragged(self) -> bool:
        """Whether the pointer has moved more than CLICK_SLOP pixels since the left
        button went down: a drag, not a click. Measured in the window, where the hand
        moves: a new window size moves every point of the picture under a still
        pointer (stretched, then laid out anew), and a card pressed, the window
        resized and the button let go was dropped where it was never taken."""
        (x0, y0), (x1, y1) = self.pressed_in_window, self.pointer_in_window
        return abs(x1 - x0) + abs(y1 - y0) > CLICK_SLOP

    def mouse_pos(self) -> tuple[int, int]:
        """The pointer in canvas coordinates."""
        return self.to_canvas(pygame.mouse.get_pos())

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A point of the window in canvas coordinates."""
        return round(pos[0] * self.scale[0]), round(pos[1] * self.scale[1])

    def run(self, max_seconds: float | None = None) -> None:
        """The real loop at 60 fps; motion follows the measured time."""
        clock = pygame.time.Clock()
        while self.running:
            dt = min(0.1, clock.tick(60) / 1000)  # after a stall, jump rather than race
            self.step(dt)
            if max_seconds is not None and self.time >= max_seconds:
                break

    def close(self) -> None:
        """Stop the worker and pygame (pending saves are written first)."""
        from tabletop.app import persist
        persist.flush()
        try:
            self.worker.close()
        finally:
            # the fonts closed before pygame: closed after it, each kept its file open (a test
            # run's process, making an App a test, held 6,000 of them); a new App makes new ones
            ui.font.cache_clear()
            pygame.quit()
            if ui.Button.sound == self.play:
                ui.Button.sound = None
