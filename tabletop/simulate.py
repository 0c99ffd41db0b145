"""Headless games between AI players: `tabletop simulate`."""
from __future__ import annotations

import json
import signal
import time
from dataclasses import dataclass
import multiprocessing
from typing import Any, Iterator, Sequence

from tabletop.ai import LEVELS, make_player
from tabletop.games import GAMES


@dataclass(frozen=True)
class Match:
    """One game to play: its setup and the level at each table seat."""

    game: str
    players: int
    seed: int
    variant: str | None
    seats: tuple[str, ...]
    rotation: int = 0  # table seat of the first listed player


def rounds_of(state: Any) -> int:
    """How many rounds a game state has played (a one-round game: 1)."""
    return int(getattr(state, "round", 0)) + 1


def play(m: Match) -> dict[str, Any]:
    """Play one match to the end and return its JSON record."""
    game = GAMES[m.game]
    state = game.new(m.players, m.seed, m.variant)
    players = [make_player(level, game, m.seed * 1009 + seat) for seat, level in enumerate(m.seats)]
    decisions = 0
    start = time.perf_counter()
    while True:
        seats = game.to_move(state)
        if not seats:
            break
        for seat in seats:
            legal = game.legal_actions(state, seat)
            action = players[seat].choose(game.view(state, seat), legal)
            decisions += 1
            game.apply(state, seat, action)
    out = game.outcome(state)
    return {"game": m.game, "variant": state.variant, "players": m.players, "seed": m.seed,
            "seats": list(m.seats), "scores": out.scores, "winners": out.winners,
            "rounds": rounds_of(state), "decisions": decisions,
            "seconds": round(time.perf_counter() - start, 4), "rotation": m.rotation}


def matches(game: str, players: int, games: int, seed: int, seats: Sequence[str],
            variant: str | None, rotate: bool) -> Iterator[Match]:
    """The matches of a run: `games` deals, each once per seat rotation when
    `rotate` is set, so the luck of the deal cancels out."""
    for g in range(games):
        for r in range(players if rotate else 1):
            table = tuple(seats[(t - r) % players] for t in range(players))
            yield Match(game, players, seed + g, variant, table, r)


def _worker_signals() -> None:
    """A process of `--jobs`: a Ctrl+C reaches it too, but this one ends it (it says
    nothing of it; see `_pool`, which starts them so already)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _pool(jobs: int) -> Any:
    """The `--jobs` processes. Spawned, not forked: forked from a process that had run the
    app, they kept SDL's SIGTERM handler (which only asks the app to quit) until they set
    their own, and a `Pool.terminate` sent in that moment, a run stopped at once on a loaded
    machine, was lost: the pool waited for ever (the test suite hung). And with Ctrl+C
    ignored from their first moment (a signal ignored stays so in a new program): one still
    starting as a Ctrl+C came told it in a traceback of its own."""
    import threading
    main = threading.current_thread() is threading.main_thread()  # (only there can it be set)
    was = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
    try:
        return multiprocessing.get_context("spawn").Pool(jobs, _worker_signals)
    finally:
        if main:  # (a handler not set from Python, SDL's, cannot be put back: Python's own then)
            signal.signal(signal.SIGINT, was if was is not None else signal.default_int_handler)


def run(game: str, players: int, games: int, seed: int, seats: Sequence[str] | None = None,
        variant: str | None = None, as_json: bool = False, rotate: bool = False,
        jobs: int = 1, out: Any = None) -> dict[str, Any]:
    """Play the matches, print one line per game, then a summary; returns it."""
    import sys
    out = out or sys.stdout
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r} (games: {', '.join(GAMES)})")
    GAMES[game].check_players(players)
    seats = list(seats or ["random"] * players)
    # a level that does not exist is wrong whatever the count: said first
    for level in seats:
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")
    if len(seats) != players:
        named = f"{len(seats)} player" + ("" if len(seats) == 1 else "s")
        raise ValueError(f"--seats names {named}, but --players is {players}")
    wins = [0.0] * players    # by listed player, wherever it sat
    totals = [0.0] * players
    n = 0
    todo = matches(game, players, games, seed, seats, variant, rotate)  # (made as played: --games 10**20 is no list)
    pool = _pool(jobs) if jobs > 1 else None
    try:
        results = pool.imap(play, todo) if pool else map(play, todo)
        for res in results:
            n += 1
            r = res["rotation"]
            for p in range(players):
                t = (p + r) % players
                totals[p] += res["scores"][t]
                if t in res["winners"]:
                    wins[p] += 1 / len(res["winners"])
            if as_json:
                print(json.dumps({k: v for k, v in res.items() if k != "rotation"}), file=out)
            else:
                print(f"{game} seed {res['seed']}: seats {','.join(res['seats'])} "
                      f"scores {res['scores']} winners {res['winners']} ({res['seconds']:.2f}s)", file=out)
    finally:
        if pool:  # (every game played by now, or stopped: a Ctrl+C, an output closed)
            pool.terminate()
            pool.join()
    summary: dict[str, Any] = {"summary": True, "game": game, "players": players, "games": n, "seats": seats,
               "win_rate": [round(w / n, 4) for w in wins], "mean_score": [round(t / n, 2) for t in totals]}
    if as_json:
        print(json.dumps(summary), file=out)
    else:
        print(f"\n{n} games of {GAMES[game].name}, {players} players" + (" (rotated)" if rotate else ""), file=out)
        for p, level in enumerate(seats):
            print(f"  player {p + 1} ({level:>6}): win rate {summary['win_rate'][p]:6.1%}  "
                  f"mean score {summary['mean_score'][p]:7.2f}", file=out)
    return summary
