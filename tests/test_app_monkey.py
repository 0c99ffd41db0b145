"""A seeded monkey on the whole app, for each of the four games: random
clicks, drags, keys, typing, resizes, fullscreen switches and waits on every
scene (the title, Setup, the tables with human and AI seats and pass-and-play,
the pause menu, Settings, Load and Save as, Statistics, the rules pages, the
move log, the scores, See table, Play again, Restart), now and then a move by
the rules or a jump to a round's or the game's last move, and the app quit and
started again (Continue then picks the game up). After every event: no
exception, no frame that took more than FREEZE of CPU, each table's rules'
invariants, at rest every sprite exactly where the view says, and a game left
or reloaded equal to its autosave. Run by hand for a long soak:

    nice -n 10 python tests/test_app_monkey.py GAME SEED EVENTS
"""
from __future__ import annotations

import copy
import random
import time
import traceback
import weakref
from typing import Any, Iterator

import pygame
import pytest

from tabletop.app import persist, ui
from tabletop.app.main import GameSetup, SeatSetup, default_setup
from tabletop.app.scene import Scene, SceneStack
from tabletop.app.scenes.setup import table_for
from tabletop.app.scenes.title import Title
from tabletop.app.table_base import TableScene
from tabletop.games import GAMES
from tabletop.games.nimmt.rules import deck

from test_app_driver import Driver, to_the_last_move
from test_gnav_rules import check_ids as gnav_ids
from test_gnoming_rules import check_cards as gnoming_ids
from test_grinch_rules import check_ids as grinch_ids

KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_ESCAPE, pygame.K_h, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_PAGEDOWN, pygame.K_a, pygame.K_l,
        pygame.K_F1, pygame.K_t, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4]
FREEZE = 0.15  # seconds of CPU one frame may take (the AI's thinking, done in its own process in play, aside)


def nimmt_cards(s: Any) -> None:
    """6 nimmt!'s invariants: the round's 10 per seat plus 4 each in one place; four rows of 1 to 5 rising cards."""
    ids = [c for h in s.hands for c in h] + [c for r in s.rows for c in r] + list(s.pool) + \
        [c for c in s.chosen if c is not None] + [c for tk in s.taken for c in tk]
    assert len(ids) == len(set(ids)) == 10 * s.players + 4 and set(ids) <= set(deck(s.players, s.variant))
    if s.phase != "draft":
        assert len(s.rows) == 4 and all(1 <= len(r) <= 5 and r == sorted(r) for r in s.rows)
    assert all(p <= 66 for p in s.points)


# each game's rules' invariants on its state (its rules tests' own checks)
CHECKS = {"gnoming": gnoming_ids, "grinch": grinch_ids, "gnav": gnav_ids, "nimmt": nimmt_cards}


def check_table(t: TableScene) -> None:
    """The rules' invariants and the picture's agreement with them."""
    s = t.state
    CHECKS[t.game.id](s)
    if not t.game.is_over(s):
        assert all(t.game.legal_actions(s, seat) for seat in t.game.to_move(s)), "someone can always move"
    if not t.animating and not t.ui_tween.busy and not t.drag.holding:
        assert t.misplaced() == [], "at rest every sprite is where the view puts its card"


def mixed_setup(game: str, players: int, humans: int, rng: random.Random) -> GameSetup:
    """`humans` human seats (you first) and AIs at random levels."""
    s = default_setup(game, players)
    for i in range(len(s.seats)):
        s.seats[i] = SeatSetup(f"Human {i + 1}", True) if i < humans else \
            SeatSetup(s.seats[i].name, False, rng.choice(["random", "easy", "normal", "hard"]))
    s.variant = rng.choice(GAMES[game].variants)
    return s


def clickables(scene: Scene) -> list[tuple[float, float]]:
    """The middle of everything on `scene` one could click: its buttons and
    the rectangles it keeps (tiles, rows, arrows, piles), and a table's cards."""
    found: list[tuple[float, float]] = []

    def walk(v: Any, depth: int) -> None:
        if isinstance(v, ui.Button):
            found.append(v.rect.center)
        elif isinstance(v, pygame.Rect) and v.width * v.height > 0:
            found.append(v.center)
        elif depth < 2 and isinstance(v, (list, tuple)):
            for x in v:
                walk(x, depth + 1)
        elif depth < 2 and isinstance(v, dict):
            for x in v.values():
                walk(x, depth + 1)
    for name, v in vars(scene).items():
        if name not in ("app", "table", "below") and not isinstance(v, Scene):
            walk(v, 0)
    if isinstance(scene, TableScene):
        found += [(s.x, s.y) for s in scene.sprites.values()]
    return found


def _random_event(d: Driver, rng: random.Random, game: str = "nimmt") -> None:
    """One random input on whatever is on top: a click (mostly on something), a
    drag, a key, some typing, a resize, a fullscreen switch, or frames waited.
    On the title it opens mostly `game`."""
    w, h = d.app.size
    top = d.top
    r = rng.random()
    targets = clickables(top)
    if isinstance(top, Title) and r < 0.5:
        d.click(top.tiles[game].center if rng.random() < 0.8 else rng.choice(targets))
    elif r < 0.35:
        d.click(rng.choice(targets) if targets and rng.random() < 0.8 else (rng.randrange(w), rng.randrange(h)))
    elif r < 0.6:
        a = rng.choice(targets) if targets else (rng.randrange(w), rng.randrange(h))
        b = (rng.randrange(w), rng.randrange(h)) if rng.random() < 0.5 else rng.choice(targets or [(w / 2, h / 3)])
        d.drag(a, b, steps=rng.randrange(1, 4))
    elif r < 0.88:
        d.key(rng.choice(KEYS))
    elif r < 0.9:
        d.post(pygame.TEXTINPUT, text=rng.choice("abcXYZ 7-é"))
    elif r < 0.93:
        size = (rng.randrange(700, 1700), rng.randrange(450, 1000))
        d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    elif r < 0.935:
        d.key(pygame.K_F11)
    else:
        d.step(rng.randrange(1, 30))  # let things happen; often stops mid-animation


def _diff(a: dict[str, Any], b: dict[str, Any] | None) -> str:
    """What differs between two game records (of their moves, the first that does)."""
    if b is None:
        return "nothing saved"
    out = [f"{k}: {a.get(k)!r} != {b.get(k)!r}" for k in sorted(set(a) | set(b)) if k != "moves" and a.get(k) != b.get(k)]
    m, n = a.get("moves", []), b.get("moves", [])
    k = next((i for i, (x, y) in enumerate(zip(m, n)) if x != y), min(len(m), len(n)))
    if m != n:
        out.append(f"moves {len(m)} != {len(n)}, from move {k}: {m[k:k + 3]} != {n[k:k + 3]}")
    return "; ".join(out)


class Monkey:
    """The app driven at random for one game, checked after every event; what
    went wrong collected in `faults`, the slowest frame of each scene in `worst`."""

    def __init__(self, game: str, seed: int, mp: pytest.MonkeyPatch) -> None:
        self.game, self.seed, self.rng = game, seed, random.Random(seed)
        self.faults: list[str] = []
        self.worst: dict[str, float] = {}  # scene (or "A>B" for a frame that changed it): CPU seconds
        self.seen: set[str] = set()
        self.events = self.frames = self.restarts = self.continues = 0
        # each table's last autosave: its record, None once over (a game loaded is autosaved under
        # the uid it was saved with: the table it replaced has its own)
        self.saved: weakref.WeakKeyDictionary[TableScene, Any] = weakref.WeakKeyDictionary()
        self.last_saved: Any = None  # the last autosave written (what Continue must bring back)
        self.continued = False
        self.ai_time = 0.0
        self.tables: list[TableScene] = []
        push = SceneStack.push

        def spy(stack: SceneStack, scene: Scene) -> None:
            self.seen.add(type(scene).__name__)  # also scenes that come and go within one burst of events
            push(stack, scene)
        mp.setattr(SceneStack, "push", spy)
        autosave = persist.autosave

        def saving(t: TableScene) -> None:
            if t.humans:
                rec = None if t.game.is_over(t.state) else copy.deepcopy(persist.game_record(t))
                self.saved[t] = self.last_saved = rec
            autosave(t)
        mp.setattr(persist, "autosave", saving)
        resume = Title.resume_game

        def cont(title: Title) -> None:
            self.continued = True
            resume(title)
        mp.setattr(Title, "resume_game", cont)
        self.d = self.new_app()

    def new_app(self) -> Driver:
        """An app as the player starts it (what Quit left: the settings, the autosave)."""
        d = Driver(size=(self.rng.randrange(800, 1500), self.rng.randrange(500, 950)), seed=self.seed,
                   anim=self.rng.choice(["normal", "fast", "off"]))
        d.app.setups[self.game] = self.setup()
        step, ask = d.app.step, d.app.worker.ask

        def asked(*a: Any, **kw: Any) -> Any:
            t0 = time.thread_time()
            try:
                return ask(*a, **kw)
            finally:
                self.ai_time += time.thread_time() - t0

        def timed(dt: float) -> None:
            before = type(d.app.stack.top).__name__
            self.ai_time, t0 = 0.0, time.thread_time()
            step(dt)
            cpu = time.thread_time() - t0 - self.ai_time
            after = type(d.app.stack.top).__name__
            key = before if after == before else f"{before}>{after}"
            self.worst[key] = max(self.worst.get(key, 0.0), cpu)
            self.frames += 1
            if cpu > FREEZE:
                self.faults.append(f"event {self.events}: a frame of {cpu * 1000:.0f} ms CPU at {key}")
        d.app.worker.ask = asked
        d.app.step = timed  # type: ignore[method-assign]
        return d

    def setup(self) -> GameSetup:
        lo, hi = GAMES[self.game].players
        players = self.rng.randint(lo, min(hi, 6))
        return mixed_setup(self.game, players, self.rng.choice([1, 1, 2, 0]), self.rng)

    def event(self) -> None:
        """One event: mostly input; now and then a move by the rules, or a jump to a last move."""
        d, rng = self.d, self.rng
        t = d.top
        if isinstance(t, TableScene) and t.me is not None and not t.animating and not t.drag.holding:
            r = rng.random()
            if r < 0.25:
                t.act(t.me, rng.choice(t.legal()))
                return
            if r < 0.27:
                to_the_last_move(t, rng.randrange(1000), of_round=rng.random() < 0.7)
                persist.autosave(t)  # (the moves made by the rules alone, not at the table)
                return
        settings = [b for b in vars(t).get("buttons", []) if b.label == "Settings"]
        if settings and rng.random() < 0.05:  # (among the title's tiles and the menu's eight buttons)
            d.click(settings[0].rect.center)
        elif isinstance(t, Title) and rng.random() < 0.02:
            d.post(pygame.QUIT)  # the window closed
        elif isinstance(t, Title) and "Continue" in t.focusable() and rng.random() < 0.2:
            d.click(t.focusable()["Continue"][0].center)
        else:
            _random_event(d, rng, self.game)

    def quit_and_start_again(self) -> None:
        """Quit pressed or the window closed: the app closes; started again, its
        Continue offers the game last autosaved."""
        self.d.app.close()
        self.d = self.new_app()
        self.restarts += 1
        title = self.d.top
        assert isinstance(title, Title)
        got = title.autosave and {k: title.autosave[k] for k in self.last_saved or {}}
        assert got == self.last_saved, "Continue offers the game left, as it was"

    def check(self) -> None:
        d = self.d
        tables = [s for s in d.app.stack.scenes if isinstance(s, TableScene)]
        self.seen.update(type(s).__name__ for s in d.app.stack.scenes)
        for t in tables:
            check_table(t)
        for t in self.tables:  # a game left (back to the title, another opened, Restart) lost nothing
            if t not in tables and t.humans and not t.game.is_over(t.state) and t in self.saved:
                left, saved = persist.game_record(t), self.saved[t]
                assert left == saved, f"the autosave holds the game left: {_diff(left, saved)}"
        new = [t for t in tables if t not in self.tables]
        if self.continued and new:
            self.continues += 1
            back = persist.game_record(new[0])
            assert back == self.last_saved, f"Continue brings back the game left: {_diff(back, self.last_saved)}"
        self.continued = False
        self.tables = tables

    def run(self, events: int) -> Iterator[int]:
        """Drive `events` events, checking after each; yields every 500th."""
        for _ in range(events):
            self.events += 1
            try:
                self.event()
                if not self.d.app.running:
                    self.quit_and_start_again()
                self.check()
            except Exception:
                self.faults.append(f"event {self.events} on {type(self.d.top).__name__}:\n{traceback.format_exc()}")
                self.d.app.running = True
                self.d.app.to_title()
                self.tables = []
            if self.events % 500 == 0:
                yield self.events


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_app_monkey__random_input_on_every_scene_keeps_the_game_true(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    m = Monkey(game, 20261208 + len(game), monkeypatch)
    for _ in m.run(600):
        pass
    # last, the app quit and started again: its Continue brings back the game as it was left
    m.d.post(pygame.QUIT)
    m.quit_and_start_again()
    assert m.last_saved is not None, "the monkey played a game with a human"
    m.d.click(m.d.top.focusable()["Continue"][0].center)
    m.check()
    assert m.faults == [] and m.continues >= 1
    assert {"Title", "Setup", table_for(game).__name__, "Pause", "SettingsScene", "RulesScene"} - m.seen == set()


def _alive(s: pygame.Surface) -> bool:
    try:
        return s.get_width() >= 0
    except pygame.error:
        return False


def _surfaces() -> str:
    """The pygame Surfaces alive (held by any object the garbage collector
    tracks: Surfaces themselves are not), how many and their MB of pixels."""
    import gc
    found = {id(r): r for o in gc.get_objects() for r in gc.get_referents(o) if isinstance(r, pygame.Surface)}
    live = [x for x in found.values() if _alive(x)]  # (not those of an app closed, its display gone)
    return f"{len(live)} ({sum(x.get_width() * x.get_height() * x.get_bytesize() for x in live) / 1e6:.0f} MB)" \
        f" and {len(found) - len(live)} of apps closed"


if __name__ == "__main__":
    import os
    import sys
    import tracemalloc
    os.environ["SDL_VIDEODRIVER"] = os.environ["SDL_AUDIODRIVER"] = "dummy"
    game, seed, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    tracemalloc.start()
    with pytest.MonkeyPatch.context() as mp:
        m = Monkey(game, seed, mp)
        t0 = time.time()
        told = 0
        for k in m.run(n):
            cur = tracemalloc.get_traced_memory()[0]
            sprites = sum(len(t.sprites) for t in m.tables)
            print(f"{game} seed {seed}: {k} events, {m.frames} frames, {time.time() - t0:.0f} s, "
                  f"traced {cur / 1e6:.1f} MB, sprites {sprites}, surfaces {_surfaces()}", flush=True)
            for f in m.faults[told:]:
                print("FAULT", f, flush=True)
            told = len(m.faults)
        print("seen:", sorted(m.seen), "restarts:", m.restarts, "continues:", m.continues)
        print("worst frames (ms CPU):", ", ".join(f"{k} {v * 1000:.0f}" for k, v in
                                                 sorted(m.worst.items(), key=lambda kv: -kv[1])))
