"""A driver for the app tests: real App, real scenes, real pygame events
posted to the queue, a fixed dt per frame (no sleeping), the inline AI
worker (deterministic, no processes). Also checks the driver itself."""
from __future__ import annotations

import copy
import math
import random
import re
from typing import Any, Callable, Iterator

import pygame

from tabletop.app import ui
from tabletop.app.main import App, GameSetup, SeatSetup, default_setup
from tabletop.app.scenes.setup import table_for
from tabletop.app.table_base import TableScene

DT = 1 / 60
# what the game-over's heading says: who won, and by how much when ahead ("Ada wins by 5 points!"), or a shared victory
SAYS_WHO_WON = re.compile(r".+ wins?( by 1 point| by [0-9]+ points)?!|Shared victory: .+")


class Driver:
    """Runs an App frame by frame and feeds it mouse and key events."""

    def __init__(self, size: tuple[int, int] = (1024, 640), seed: int = 0, anim: str = "fast",
                 tips: bool = False) -> None:
        self.app = App(size=size, seed=seed, inline_ai=True, ai_pause=0.05)
        self.app.settings.anim = anim
        if not tips:  # a player who has sat at every table before: no first-visit tip fades in and out
            from tabletop.games import GAMES  # over the pictures the tests compare (see test_app_tip.py)
            self.app.settings.tips_seen = set(GAMES)
        self.app.to_title()

    @property
    def top(self) -> Any:
        return self.app.stack.top

    def table(self) -> TableScene:
        return next(s for s in reversed(self.app.stack.scenes) if isinstance(s, TableScene))

    def start(self, setup: GameSetup, seed: int = 7) -> TableScene:
        """Put a table for `setup` on the stack (as Setup's Start does)."""
        self.app.setups[setup.game] = setup
        table = table_for(setup.game)(self.app, setup, seed=seed)
        self.app.push(table)
        return table

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.shown = None  # the tests read what each frame draws: a scene not ticking too
            self.app.step(DT)

    def post(self, etype: int, **attrs: Any) -> None:
        pygame.event.post(pygame.event.Event(etype, attrs))
        self.step()

    def resize(self, size: tuple[int, int]) -> None:
        """The window's edge dragged to `size` and let go: a real resize event,
        and frames until the window's size has held long enough to be laid out for."""
        self.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        for _ in range(120):
            if not self.app.stretching:
                return
            self.step()
        raise AssertionError("the window was never laid out for its new size")

    def click(self, pos: tuple[float, float]) -> None:
        p = (round(pos[0]), round(pos[1]))
        self.post(pygame.MOUSEBUTTONDOWN, pos=p, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=p, button=1)

    def drag(self, a: tuple[float, float], b: tuple[float, float], steps: int = 8) -> None:
        """Press at a, move in steps to b (a frame each), release at b."""
        a = (round(a[0]), round(a[1]))
        self.post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
        for k in range(1, steps + 1):
            p = (round(a[0] + (b[0] - a[0]) * k / steps), round(a[1] + (b[1] - a[1]) * k / steps))
            self.post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        self.post(pygame.MOUSEBUTTONUP, pos=(round(b[0]), round(b[1])), button=1)

    def key(self, key: int) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)

    def play_until(self, table: TableScene, scene: type, max_frames: int = 20000) -> Any:
        """Run frames, the human always playing the first legal action, until
        a scene of type `scene` is on top; returns it."""
        for _ in range(max_frames):
            if isinstance(self.top, scene):
                return self.top
            if self.top is table and table.me is not None and not table.animating:
                table.act(table.me, table.legal()[0])
            self.step()
        raise AssertionError(f"no {scene.__name__} came up")

    def settle(self, table: TableScene, max_frames: int = 3000) -> None:
        """Run frames until the table is still (or another scene is on top)."""
        for _ in range(max_frames):
            if self.top is not table or not table.animating:
                return
            self.step()
        raise AssertionError("the table never came to rest")


def play_by_rules(t: TableScene, until: Callable[[Any], bool], seed: int) -> None:
    """Play on by the rules alone (random legal moves, fast) until `until(state)`
    holds; then the table catches up (at rest, what it shows the state's)."""
    g, rng = t.game, random.Random(seed)
    while not until(t.state):
        assert not g.is_over(t.state), "the game ended first"
        seat = g.to_move(t.state)[0]
        g.apply(t.state, seat, rng.choice(g.legal_actions(t.state, seat)))
    t.finish()


def to_the_last_move(t: TableScene, seed: int, of_round: bool = False) -> tuple[int, Any]:
    """Play on by the rules alone (random legal moves) to the game's last
    move (`of_round`: the round's), not made yet: its seat and action; the
    table at rest."""
    g, rng = t.game, random.Random(seed)
    while True:
        seat = g.to_move(t.state)[0]
        a = rng.choice(g.legal_actions(t.state, seat))
        trial = copy.deepcopy(t.state)
        events = g.apply(trial, seat, a)
        if g.is_over(trial) or of_round and any(e.kind == "round_end" for e in events):
            break
        g.apply(t.state, seat, a)
    t.finish()
    return seat, a


def record_drawn(monkeypatch: Any) -> list[tuple[int, str | None]]:
    """From now on, every card sprite the table draws, as (id, face shown)."""
    from tabletop.app import cards
    drawn: list[tuple[int, str | None]] = []
    real = cards.draw_card

    def spy(surf: pygame.Surface, game: str, s: cards.CardSprite) -> None:
        drawn.append((s.id, s.face))
        real(surf, game, s)
    monkeypatch.setattr("tabletop.app.table_base.draw_card", spy)
    return drawn


def record_text(monkeypatch: Any) -> list[tuple[str, pygame.Rect]]:
    """From now on, every text drawn, with the rectangle it took."""
    from tabletop.app import ui
    drawn: list[tuple[str, pygame.Rect]] = []
    real = ui.blit_text

    def spy(surf: pygame.Surface, s: str, *args: object, **kw: object) -> pygame.Rect:
        rect = real(surf, s, *args, **kw)  # type: ignore[arg-type]
        drawn.append((s, rect))
        return rect
    monkeypatch.setattr(ui, "blit_text", spy)
    return drawn


def record_type(monkeypatch: Any) -> list[str]:
    """Every piece of text rendered from now on (see ui.Type.render)."""
    made: list[str] = []
    real = ui.Type.render

    def spy(self: ui.Type, s: str, *args: Any) -> pygame.Surface:
        made.append(s)
        return real(self, s, *args)
    monkeypatch.setattr(ui.Type, "render", spy)
    return made


def record_sized(monkeypatch: Any) -> list[tuple[str, int, pygame.Rect]]:
    """From now on, every text drawn, with its size (px) and the rectangle it took."""
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = ui.blit_text

    def spy(surf: pygame.Surface, s: str, px: int, *args: Any, **kw: Any) -> pygame.Rect:
        rect = real(surf, s, px, *args, **kw)
        drawn.append((s, px, rect))
        return rect
    monkeypatch.setattr(ui, "blit_text", spy)
    return drawn


def texts_by_frame(d: Driver, t: TableScene, monkeypatch: Any, frames: int = 3000,
                   fresh: bool = False) -> Iterator[list[tuple[str, pygame.Rect]]]:
    """Run frames, the human playing the first legal action whenever it may,
    and give each frame's texts with their rectangles (`fresh`: the table's
    cached layer drawn anew each frame, its words too)."""
    for _ in range(frames):
        if t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        drawn = record_text(monkeypatch)
        if fresh:
            t._bg_key = None
        d.step()
        monkeypatch.undo()
        yield drawn


def record_rects(monkeypatch: Any, colour: tuple[int, ...]) -> list[tuple[pygame.Rect, int]]:
    """From now on, every rectangle drawn in `colour` (its RGB), with its
    line width (0: filled)."""
    drawn: list[tuple[pygame.Rect, int]] = []
    real = pygame.draw.rect

    def spy(surf: pygame.Surface, c: Any, rect: Any, width: int = 0, **kw: Any) -> pygame.Rect:
        if tuple(c)[:3] == tuple(colour)[:3]:
            drawn.append((pygame.Rect(rect), width))
        return real(surf, c, rect, width, **kw)
    monkeypatch.setattr(pygame.draw, "rect", spy)
    return drawn


def pick_frame_colour(d: Driver, t: TableScene) -> tuple[int, ...]:
    """The colour drawn half-way across the frame round the picked card, beside
    the middle of its left edge (the frame turned with the card), this frame."""
    assert t.selected is not None
    s = t.sprites[t.selected]
    return frame_colour(d, s.rect(), s.angle)


def frame_colour(d: Driver, r: pygame.Rect, angle: float = 0.0, edge: bool = False) -> tuple[int, ...]:
    """The colour drawn half-way across a picked card's frame (TableScene.frame) round
    `r`, beside the middle of its left edge (turned by `angle`), this frame; `edge`:
    on the frame's dark outer edge instead."""
    line = max(2, round(ui.unit(d.app.size) * 0.4))
    rim = max(2, line // 2)
    out, a = r.width / 2 + 2 + rim + line / 2 + ((line + rim) / 2 if edge else 0), math.radians(angle)
    return tuple(d.app.window.get_at((round(r.centerx - out * math.cos(a)), round(r.centery + out * math.sin(a)))))[:3]


def record_frames(monkeypatch: Any) -> list[tuple[pygame.Rect, int]]:
    """From now on, the bounds of every frame a table draws round what was picked
    (TableScene.frame), with how broad its band is (as record_rects gives a line's width)."""
    drawn: list[tuple[pygame.Rect, int]] = []
    real = TableScene.frame

    def spy(t: TableScene, surf: pygame.Surface, *args: Any, **kw: Any) -> pygame.Rect:
        at = real(t, surf, *args, **kw)
        drawn.append((at, ui.ring_pad(ui.ring_line(ui.unit(t.size))) - 2))
        return at
    monkeypatch.setattr(TableScene, "frame", spy)
    return drawn


def record_rings(monkeypatch: Any) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """From now on, every keys' focus ring drawn (ui.focus_ring: on the screens and,
    as TableScene.frame, at the tables) on the window, as (what it frames, its bounds)."""
    drawn: list[tuple[pygame.Rect, pygame.Rect]] = []
    real = ui.focus_ring

    def spy(surf: pygame.Surface, rect: pygame.Rect, *args: Any, **kw: Any) -> pygame.Rect:
        at = real(surf, rect, *args, **kw)
        if surf is pygame.display.get_surface():
            drawn.append((pygame.Rect(rect), at))
        return at
    monkeypatch.setattr(ui, "focus_ring", spy)
    return drawn


def nimmt_setup(players: int, humans: int = 1, variant: str = "standard") -> GameSetup:
    """You (and more humans) plus AIs at Random."""
    s = default_setup("nimmt", players)
    s.variant = variant
    for i, seat in enumerate(s.seats):
        seat.level = "random"
        if i < humans:
            s.seats[i] = SeatSetup(f"Human {i + 1}", True)
    return s


def test_driver__posted_click_reaches_the_title_scene() -> None:
    d = Driver()
    tiles = d.top.tiles
    d.click(tiles["nimmt"].center)
    assert type(d.top).__name__ == "Setup"
    assert d.top.game.id == "nimmt"


def status_drawn(d: Driver, t: Any, monkeypatch: Any, msg: str) -> list[tuple[str, int, pygame.Rect]]:
    """The table's status line `msg` as drawn in the next frame: each of its lines, its size and where."""
    with monkeypatch.context() as m:
        drawn = record_sized(m)
        t._bg_key = None  # (the status may be on the cached layer: draw it anew)
        d.step()
    return [(s, px, r) for s, px, r in drawn if len(s) > 12 and s in msg]


def prompt_fits(d: Driver, t: Any, monkeypatch: Any, phrase: str, others: list[pygame.Rect]) -> None:
    """The table's status line, drawn in the next frame, says `phrase`, lies
    inside the window and over none of `others` nor any other text."""
    drawn = record_text(monkeypatch)
    t._bg_key = None  # (the status may be on the cached layer: draw it anew)
    d.step()
    msg = t.status()
    said = [(s, r) for s, r in drawn if len(s) > 12 and s in msg]
    assert phrase in " ".join(s for s, _ in said)
    screen = pygame.Rect(0, 0, *d.app.size)
    others = [r for s, r in drawn if (s, r) not in said] + others
    assert all(screen.contains(r) and r.collidelist(others) < 0 for _, r in said)
