"""Starting the app in its three ways: `tabletop` (the title screen),
`tabletop --demo GAME` (every seat an AI) and `tabletop --smoke` (a short
all-AI game of every game through the real scenes, headless)."""
from __future__ import annotations

import os
import sys
import time

from tabletop.games import GAMES

SMOKE_SIZE = (1024, 640)
SMOKE_MAX_FRAMES = 60_000


def run_app(demo: str | None = None, players: int | None = None, first_frame_only: bool = False) -> int:
    """Open the window and run until it is closed."""
    from tabletop.app.main import App, default_setup
    if demo is not None and demo not in GAMES:
        raise ValueError(f"unknown game {demo!r} (games: {', '.join(GAMES)})")
    if players is not None:
        if demo is None:
            raise ValueError("--players goes with --demo GAME")
        GAMES[demo].check_players(players)
    app = App()
    try:
        if demo is None:
            app.to_title()
        else:  # (the title under the table is made only if it shows: see App.to_title)
            from tabletop.app.scenes.setup import table_for
            setup = default_setup(demo, players, all_ai=True)
            app.setups[demo] = setup
            app.to_title(table_for(demo)(app, setup))
        if first_frame_only:
            app.step(0.0)  # `bench startup`: the first frame drawn, then out
            print("first-frame", flush=True)
            return 0
        app.run()
    finally:
        app.close()
    return 0


def play_through(app: object, game_id: str, players: int | None = None, fast_frames: int = 600,
                 max_frames: int = SMOKE_MAX_FRAMES) -> bool:
    """Play one all-AI game of `game_id` through title -> setup -> table ->
    scores -> game over; True when the game-over scene was reached. Animation
    runs at "fast" for the first `fast_frames` frames, then "off"."""
    import pygame

    from tabletop.app.main import App, default_setup
    from tabletop.app.scenes.scores import GameOver, RoundScores
    from tabletop.app.scenes.setup import Setup
    from tabletop.app.scenes.title import Title
    assert isinstance(app, App)
    app.setups[game_id] = default_setup(game_id, players, all_ai=True)
    app.to_title()
    title = app.stack.top
    assert isinstance(title, Title)
    title.choose(game_id)
    setup = app.stack.top
    assert isinstance(setup, Setup)
    setup.begin()
    app.settings.anim = "fast"
    for frame in range(max_frames):
        if frame == fast_frames:
            app.settings.anim = "off"
        top = app.stack.top
        if isinstance(top, GameOver):
            app.step(1 / 60)
            return True
        if isinstance(top, RoundScores):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                 scancode=0))
        app.step(1 / 60)
        if not app.running:
            return False
    return False


def smoke() -> int:
    """`tabletop --smoke`: exit status 0 when every game played to its end."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from tabletop.store import use_scratch_home
    use_scratch_home()  # a check of the install leaves the player's settings and saves alone
    from tabletop.app.main import App
    app = App(size=SMOKE_SIZE, seed=1, inline_ai=True, ai_pause=0.05)
    failed = []
    try:
        for game_id in GAMES:
            t0 = time.perf_counter()
            ok = False
            try:
                ok = play_through(app, game_id)
            except Exception as e:  # report every game, not just the first failure
                print(f"smoke: {game_id}: {type(e).__name__}: {e}", file=sys.stderr)
            print(f"smoke: {game_id}: {'ok' if ok else 'FAILED'} ({time.perf_counter() - t0:.1f} s, "
                  f"{app.frames} frames so far)")
            if not ok:
                failed.append(game_id)
    finally:
        app.close()
    if not worker_works():
        failed.append("worker")
    return 1 if failed else 0


def worker_works(timeout: float = 60.0) -> bool:
    """One Hard decision through the AI worker process, as the app asks for
    them (the games above use an in-process worker, to be deterministic):
    checks that the process starts, also in a frozen app."""
    from tabletop.ai.worker import AIWorker
    game = GAMES["nimmt"]
    state = game.new(4, 1)
    legal = game.legal_actions(state, 0)
    t0 = time.perf_counter()
    with AIWorker() as worker:
        ticket = worker.ask("nimmt", game.view(state, 0), legal, "hard", 1, seconds=0.2)
        action = None
        while action is None and time.perf_counter() - t0 < timeout:
            time.sleep(0.02)
            action = worker.poll(ticket)
        ok = action in legal and worker.in_process
    print(f"smoke: ai worker process: {'ok' if ok else 'FAILED'} ({time.perf_counter() - t0:.1f} s)")
    return ok
