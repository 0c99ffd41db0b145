"""`tabletop bench frames` and `tabletop bench startup`.

frames: the real table with every seat a Hard AI (decisions in the AI
worker process), animation on, the dummy video driver, paced at 60 fps like
the app. Each frame's work (input, update, draw, flip; not the wait for the
next tick) is timed and filed under "animating" when cards are moving and
under "ai_thinking" when a Hard decision is pending in the worker (a frame
can be both: the AI thinks while the last move is still being animated).

The opening is timed from Start on the table's Setup, shown for
SETUP_SECONDS first as a player would, to the table's first frame drawn.

startup: the time from launching `python -m tabletop` to its first drawn
frame (the child says so on stdout after its first flip).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from typing import Any

PHASES = ("animating", "ai_thinking")
SETUP_SECONDS = 1.0  # how long the table's Setup is shown before Start


def _percentile(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def _paced(app: object, seconds: float) -> None:
    """Run the app's frames at 60 fps for `seconds`."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        t0 = time.perf_counter()
        app.step(1 / 60)  # type: ignore[attr-defined]
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))


def measure_frames(game_id: str, players: int, size: tuple[int, int], seconds: float = 30.0,
                   level: str = "hard", min_frames: int = 600,
                   cpu: dict[str, list[float]] | None = None) -> dict[str, list[float]]:
    """Frame times in ms by phase, from an all-AI game played for `seconds`
    of wall time (or until both phases have `min_frames` samples). When `cpu`
    is given it receives the frame-loop thread's CPU ms per frame too: on a
    busy machine wall time also counts waiting for a core."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from tabletop.store import use_scratch_home
    use_scratch_home()  # a benchmark leaves the player's settings and saves alone
    from tabletop.app.main import App, default_setup
    from tabletop.app.scenes.scores import GameOver, RoundScores
    from tabletop.app.scenes.setup import Setup
    app = App(size=size, seed=1)
    times: dict[str, list[float]] = {p: [] for p in PHASES}
    try:
        setup = default_setup(game_id, players, all_ai=True)
        for s in setup.seats:
            s.level = level
        app.to_title()
        app.setups[game_id] = setup
        chosen = Setup(app, game_id)
        app.push(chosen)
        _paced(app, SETUP_SECONDS)  # as a player looks at Setup before Start
        table: Any = chosen.table()
        t0, c0 = time.perf_counter(), time.thread_time()
        app.replace(table)
        app.step(1 / 60)  # the first frame: not a steady-state frame
        times["opening"] = [(time.perf_counter() - t0) * 1000]
        if cpu is not None:
            cpu["opening"] = [(time.thread_time() - c0) * 1000]
        period = 1 / 60
        start = last = time.perf_counter()
        while time.perf_counter() - start < seconds:
            top = app.stack.top
            if isinstance(top, (RoundScores, GameOver)):
                app.pop()  # straight on to the next round / a new game
                if isinstance(top, GameOver):
                    table.restart()
                    table = app.stack.top
            now = time.perf_counter()
            dt, last = now - last, now
            phases = [p for p, on in (("animating", table.animating), ("ai_thinking", table.thinking)) if on]
            t0, c0 = time.perf_counter(), time.thread_time()
            app.step(min(dt, 0.1))
            ms = (time.perf_counter() - t0) * 1000
            for phase in phases:
                times[phase].append(ms)
                if cpu is not None:
                    cpu.setdefault(phase, []).append((time.thread_time() - c0) * 1000)
            if all(len(times[p]) >= min_frames for p in PHASES):
                break
            rest = period - (time.perf_counter() - now)
            if rest > 0:
                time.sleep(rest)
    finally:
        app.close()
    return times


def frames(game_id: str, players: int, size: tuple[int, int], as_json: bool, seconds: float = 30.0) -> None:
    """Print p50/p99/max frame ms for each phase, and the ms from opening
    the table to its first frame drawn."""
    w, h = size
    cpu: dict[str, list[float]] = {}
    times = measure_frames(game_id, players, (w, h), seconds, cpu=cpu)
    for phase in PHASES:
        xs = times[phase]
        row = {"bench": "frames", "game": game_id, "players": players, "size": f"{w}x{h}", "phase": phase,
               "frames": len(xs), "p50_ms": round(_percentile(xs, 0.5), 2),
               "p99_ms": round(_percentile(xs, 0.99), 2), "max_ms": round(max(xs) if xs else float("nan"), 2)}
        if as_json:
            print(json.dumps(row))
        else:
            c = cpu.get(phase, [])
            print(f"frames {game_id} {players}p {w}x{h} {phase:12s} n={row['frames']:5d} "
                  f"p50={row['p50_ms']:.2f} ms p99={row['p99_ms']:.2f} ms max={row['max_ms']:.2f} ms "
                  f"(CPU of the frame thread: p50={_percentile(c, 0.5):.2f} p99={_percentile(c, 0.99):.2f} ms)")
    opening, opening_cpu = round(times["opening"][0], 1), round(cpu["opening"][0], 1)
    if as_json:
        print(json.dumps({"bench": "frames", "game": game_id, "players": players, "size": f"{w}x{h}",
                          "phase": "opening", "ms": opening, "cpu_ms": opening_cpu}))
    else:
        print(f"frames {game_id} {players}p {w}x{h} opening      the table's opening and first frame: {opening} ms "
              f"(CPU of the frame thread: {opening_cpu} ms)")


def startup(as_json: bool, runs: int = 5, command: list[str] | None = None) -> None:
    """Launch the app `runs` times (`command`, default `python -m tabletop`;
    e.g. the frozen executable); report the median time to its first frame."""
    from tabletop.store import use_scratch_home
    use_scratch_home()
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"), PYGAME_HIDE_SUPPORT_PROMPT="1")
    results = []
    for _ in range(runs):
        t0 = time.perf_counter()
        proc = subprocess.Popen([*(command or [sys.executable, "-m", "tabletop"]), "--first-frame"], env=env,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("first-frame"):
                results.append(time.perf_counter() - t0)
                break
        proc.wait(timeout=60)
    first = sorted(results)[len(results) // 2] if results else float("nan")
    if as_json:
        print(json.dumps({"bench": "startup", "first_frame_s": round(first, 3)}))
    else:
        print(f"startup: first frame after {first:.3f} s (median of {len(results)})")
