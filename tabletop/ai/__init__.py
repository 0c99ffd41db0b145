"""Game-agnostic AI players. A player decides from a seat's view and its
legal actions only, never from the real state.

Levels: `random` (the baseline), `normal` (the game's own heuristics, from
`tabletop/games/<id>/ai.py`), `easy` (normal with occasional human-looking
mistakes) and `hard` (determinised Monte-Carlo search, `tabletop.ai.search`).
Each game module provides `normal`, `determinize`, `rollout` and `value`
(the interface is described in `tabletop.ai.search`).
"""
from __future__ import annotations

import importlib
import random
from types import ModuleType
from typing import Any, Protocol, Sequence

from tabletop.rules import Action, Game, View

LEVELS = ("random", "easy", "normal", "hard")

# The chance that Easy departs from Normal's choice on a decision with a real
# choice. High enough that Easy is clearly weaker, low enough that most of its
# moves still look sensible. A game's AI module may set its own
# `EASY_MISTAKE_RATE` (optional): in a game with few real choices (Gnav) each
# slip matters less, so it needs more of them.
EASY_MISTAKE_RATE = 0.3


class Player(Protocol):
    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """The action to take, from what the seat may know."""
        ...


def game_ai(game_id: str) -> ModuleType:
    """The game's AI module (`tabletop.games.<id>.ai`), imported lazily so
    that a game without one still plays at the random level."""
    return importlib.import_module(f"tabletop.games.{game_id}.ai")


class RandomPlayer:
    """A uniformly random legal action: the baseline."""

    def __init__(self, game: Game[Any], seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return legal[0] if len(legal) == 1 else self.rng.choice(list(legal))


class NormalPlayer:
    """The game's heuristics: the move a decent human would make."""

    def __init__(self, game: Game[Any], seed: int) -> None:
        self.rng = random.Random(seed)
        self.ai = game_ai(game.id)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self.ai.normal(view, legal, self.rng)  # type: ignore[no-any-return]


class EasyPlayer(NormalPlayer):
    """Normal with occasional slips. A slip is what a distracted human does:
    they overlook the sensible move and some others, and make the best of
    what they noticed: Normal's choice among a random half of the other
    moves of the same kind (another card to play, another row to take), or
    of any other kind when there is none. So a slip is a plausible move,
    seldom an absurd one such as a row that scores nothing while another
    scores well (Grinch: 11 % of slipped rows against 38 % for a row picked
    at random)."""

    def __init__(self, game: Game[Any], seed: int, mistake_rate: float | None = None) -> None:
        super().__init__(game, seed)
        self.mistake_rate = getattr(self.ai, "EASY_MISTAKE_RATE", EASY_MISTAKE_RATE) \
            if mistake_rate is None else mistake_rate

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        best = super().choose(view, legal)
        if len(legal) == 1 or self.rng.random() >= self.mistake_rate:
            return best
        others = [a for a in legal if a != best and a.kind == best.kind] or [a for a in legal if a != best]
        noticed = self.rng.sample(others, (len(others) + 1) // 2)
        return self.ai.normal(view, noticed, self.rng)  # type: ignore[no-any-return]


def make_player(level: str, game: Game[Any], seed: int, seconds: float | None = None,
                iterations: int | None = None) -> Player:
    """A player of `level` (one of LEVELS) for `game`, seeded. `seconds` and
    `iterations` set Hard's budget (default: the app's time budget); with
    `iterations` Hard is fully deterministic under its seed."""
    if level == "random":
        return RandomPlayer(game, seed)
    if level == "normal":
        return NormalPlayer(game, seed)
    if level == "easy":
        return EasyPlayer(game, seed)
    if level == "hard":
        from tabletop.ai.search import SearchPlayer
        return SearchPlayer(game, seed, seconds=seconds, iterations=iterations)
    raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")


def suggest(game: Game[Any], view: View, legal: Sequence[Action], seed: int,
            seconds: float | None = None) -> Action:
    """A synchronous Hard decision for the Hint key: what Hard would play
    from this view (within `seconds`, default the app's budget)."""
    return hint(game, view, legal, seed, seconds)[0]


def hint(game: Game[Any], view: View, legal: Sequence[Action], seed: int, seconds: float | None = None,
         iterations: int | None = None) -> tuple[Action, Any]:
    """The Hint key's answer: the move Hard makes with this seed and budget,
    and what its search found for it (`tabletop.ai.search.Root`, the
    scoreboard figures read too)."""
    from tabletop.ai.search import SearchPlayer
    player = SearchPlayer(game, seed, seconds=seconds, iterations=iterations, explain=True)
    return player.choose(view, legal), player.why
