"""Game-agnostic AI players. A player decides from a seat's view and its
legal actions only, never from the real state."""
from __future__ import annotations

import random
from typing import Any, Protocol, Sequence

from tabletop.rules import Action, Game, View

LEVELS = ("random", "easy", "normal", "hard")


class Player(Protocol):
    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """The action to take, from what the seat may know."""
        ...


class RandomPlayer:
    """A uniformly random legal action: the baseline."""

    def __init__(self, game: Game[Any], seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return legal[0] if len(legal) == 1 else self.rng.choice(list(legal))


def make_player(level: str, game: Game[Any], seed: int) -> Player:
    """A player of `level` (one of LEVELS) for `game`, seeded."""
    if level == "random":
        return RandomPlayer(game, seed)
    raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")
