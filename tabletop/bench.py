"""`tabletop bench rules`: random games per second through the public protocol."""
from __future__ import annotations

import json
import random
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
