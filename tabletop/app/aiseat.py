"""Asking AI players for moves without stalling the frame loop.

`make_worker()` gives the AI core's `tabletop.ai.worker.AIWorker` (a worker
process) when it is available; `InlineWorker` has the same
ask/poll/drop/close interface and decides in-process. Tests use the inline one:
deterministic, no processes, and Random/Easy/Normal decide in microseconds.
"""
from __future__ import annotations

import itertools
from typing import Any, Sequence

from tabletop.ai import hint, make_player
from tabletop.games import GAMES
from tabletop.rules import Action, View


class InlineWorker:
    """Decides at once in this process (ask computes, poll returns it).
    Hard gets a tiny iteration budget here so it never freezes a frame long."""

    def __init__(self, hard_iterations: int = 40) -> None:
        self._answers: dict[int, Any] = {}  # an action (for level "hint": the action and why)
        self._ids = itertools.count(1)
        self.hard_iterations = hard_iterations

    def ask(self, game_id: str, view: View, legal: Sequence[Action], level: str, seed: int,
            seconds: float | None = None) -> int:
        """Start a decision; returns a ticket for `poll`."""
        game = GAMES[game_id]
        ticket = next(self._ids)
        if level == "hint":  # Hard's move and why (as the worker process answers it)
            self._answers[ticket] = hint(game, view, legal, seed, iterations=self.hard_iterations)
            return ticket
        if level == "hard":
            player: Any = make_player("hard", game, seed, iterations=self.hard_iterations)
        else:
            player = make_player(level, game, seed)
        self._answers[ticket] = player.choose(view, list(legal))
        return ticket

    def poll(self, ticket: int) -> Any:
        """The decision of `ticket` once made (None while thinking)."""
        return self._answers.pop(ticket, None)

    def drop(self, ticket: int) -> None:
        """Nobody waits for `ticket` any more (see AIWorker.drop)."""
        self._answers.pop(ticket, None)

    def start(self) -> bool:
        """Nothing to start (see AIWorker.start)."""
        return True

    def close(self) -> None:
        """Nothing to stop."""
        self._answers.clear()


def make_worker(inline: bool = False) -> Any:
    """The process worker of the AI core when present (so Hard can think for
    its whole budget while frames keep coming), else the inline one."""
    if not inline:
        try:
            from tabletop.ai.worker import AIWorker
            return AIWorker()
        except ImportError:
            pass
    return InlineWorker()
