"""Cards that feel physical: nothing teleports, nothing pops (tests/motion.py
checks every frame of a real table)."""
from __future__ import annotations

import random

import pytest

from tabletop.app.main import default_setup

from motion import check, summary, to_round_end
from test_app_driver import Driver


@pytest.mark.parametrize("game", ["gnoming", "grinch", "nimmt"])
def test_a_new_round_gathers_the_last_rounds_cards(game: str) -> None:
    """The round's last move, its scores closed, the next deal: the last round's
    cards go to where the deal comes from before it (they vanished in one frame,
    the whole table at once: 17 to 40 cards each new round)."""
    d = Driver(size=(1366, 768), anim="normal")
    t = d.start(default_setup(game, 4), seed=5)
    d.settle(t)
    seat, action = to_round_end(t, seed=5)
    assert t.act(seat, action)
    report = check(d, t, random.Random(5), 400, rounds=1)
    assert t.state.round == 1
    assert not report.faults, summary(report) + "".join(f"\n{f}" for f in report.faults[:5])
