"""`tabletop bench rules`: random games per second through the public
protocol; `tabletop bench ai`: think time per decision of every AI level, and
the strength table (`--strength K`)."""
from __future__ import annotations

import json
import math
import random
import statistics
import time
from typing import Any

from tabletop.games import GAMES
from tabletop.simulate import rounds_of


def random_game(game: Any, players: int, seed: int, variant: str | None) -> int:
    """Play one game of uniformly random legal actions; returns its rounds."""
    rng = random.Random(seed)
    state = game.new(players, seed, variant)
    while True:
        seats = game.to_move(state)
        if not seats:
            return rounds_of(state)
        for seat in seats:
            game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))


def rules(as_json: bool = False, seconds: float = 1.0) -> list[dict[str, Any]]:
    """For each game, at its smallest and largest player count (and each
    variant), as many random games as fit in `seconds`."""
    rows = []
    for gid, game in GAMES.items():
        lo, hi = game.players
        for players in sorted({lo, hi, 4} if gid == "nimmt" else {lo, hi}):
            for variant in game.variants:
                games = rounds = 0
                start = time.perf_counter()
                while time.perf_counter() - start < seconds or games < 2:
                    rounds += random_game(game, players, games, variant)
                    games += 1
                el = time.perf_counter() - start
                row = {"bench": "rules", "game": gid, "players": players, "variant": variant,
                       "games_per_s": round(games / el, 1), "rounds_per_s": round(rounds / el, 1)}
                rows.append(row)
                print(json.dumps(row) if as_json else
                      f"{gid:8} {players:2}p {variant:9} {row['games_per_s']:9.1f} games/s "
                      f"{row['rounds_per_s']:9.1f} rounds/s", flush=True)
    return rows


# Players per game for the AI benchmarks: the tables the figures are quoted for.
AI_PLAYERS = {"nimmt": 4, "gnoming": 4, "grinch": 4, "gnav": 2}
# Timed decisions per level: Hard takes its full app budget on most of them.
AI_DECISIONS = {"random": 300, "easy": 300, "normal": 300, "hard": 30}


def _percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))]


def think_times(gid: str, players: int, level: str, decisions: int, seed: int = 0) -> list[float]:
    """Seconds per decision of a `level` player (seat 0 of each game, the
    other seats Normal), counting decisions with a real choice only (one
    legal action is answered without thinking)."""
    from tabletop.ai import make_player
    game = GAMES[gid]
    times: list[float] = []
    g = 0
    while len(times) < decisions:
        state = game.new(players, seed + g)
        seats = [make_player(level if s == 0 else "normal", game, seed * 31 + g * 7 + s) for s in range(players)]
        while len(times) < decisions:
            to_move = game.to_move(state)
            if not to_move:
                break
            seat = to_move[0]
            legal = game.legal_actions(state, seat)
            view = game.view(state, seat)
            start = time.perf_counter()
            action = seats[seat].choose(view, legal)
            took = time.perf_counter() - start
            if seat == 0 and len(legal) > 1:
                times.append(took)
            game.apply(state, seat, action)
        g += 1
    return times


def ai(as_json: bool = False, game: str | None = None, players: int | None = None,
       decisions: dict[str, int] | None = None) -> list[dict[str, Any]]:
    """`tabletop bench ai`: median and p95 think time per decision, for every
    game (or `game`) and level, Hard at its default app budget."""
    from tabletop.ai import LEVELS
    decisions = {**AI_DECISIONS, **(decisions or {})}
    rows = []
    for gid in ([game] if game else list(GAMES)):
        if gid not in GAMES:
            raise ValueError(f"unknown game {gid!r} (games: {', '.join(GAMES)})")
        n = players or AI_PLAYERS.get(gid, GAMES[gid].players[0])
        for level in LEVELS:
            times = think_times(gid, n, level, decisions[level])
            row: dict[str, Any] = {"bench": "ai", "game": gid, "players": n, "level": level, "decisions": len(times),
                   "median_s": round(statistics.median(times), 6), "p95_s": round(_percentile(times, 0.95), 6)}
            rows.append(row)
            print(json.dumps(row) if as_json else
                  f"{gid:8} {n:2}p {level:6} {len(times):4} decisions  median {row['median_s'] * 1000:8.2f} ms"
                  f"  p95 {row['p95_s'] * 1000:8.2f} ms", flush=True)
    return rows


# The strength table: (the player measured, its opponents).
MATCHUPS = (("hard", "random"), ("hard", "normal"), ("normal", "random"), ("easy", "normal"))


def strength(as_json: bool = False, games: int = 10, game: str | None = None, jobs: int = 1,
             seed: int = 0, matchups: tuple[tuple[str, str], ...] = MATCHUPS) -> list[dict[str, Any]]:
    """The strength table: for every game (or `game`) and matchup, one
    player against a table of another level, every deal played once per
    seat rotation; the measured player's win rate (shared wins 1/k) and mean
    score. `games` deals per matchup."""
    import io

    from tabletop.simulate import run
    rows = []
    for gid in ([game] if game else list(GAMES)):
        n = AI_PLAYERS.get(gid, GAMES[gid].players[0])
        for me, them in matchups:
            summary = run(gid, n, games, seed, [me] + [them] * (n - 1), rotate=True, jobs=jobs, out=io.StringIO())
            row: dict[str, Any] = {"bench": "ai_strength", "game": gid, "players": n, "level": me, "against": them,
                   "games": summary["games"], "win_rate": summary["win_rate"][0],
                   "mean_score": summary["mean_score"][0], "others_mean_score": round(
                       sum(summary["mean_score"][1:]) / (n - 1), 2)}
            rows.append(row)
            print(json.dumps(row) if as_json else
                  f"{gid:8} {n}p {me:>6} vs {n - 1} {them:<6} {row['games']:4} games  "
                  f"win {row['win_rate']:6.1%}  mean score {row['mean_score']:7.2f} "
                  f"(others {row['others_mean_score']:.2f})", flush=True)
    return rows
