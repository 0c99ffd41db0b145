"""Cards that feel physical: nothing teleports, nothing pops (tests/motion.py
checks every frame of a real table)."""
from __future__ import annotations

import random

import pytest

from tabletop.app.main import default_setup

from motion import check, summary, watch
from test_app_driver import Driver, to_the_last_move


@pytest.mark.parametrize("game", ["gnoming", "grinch", "nimmt"])
def test_a_new_round_gathers_the_last_rounds_cards(game: str) -> None:
    """The round's last move, its scores closed, the next deal: the last round's
    cards go to where the deal comes from before it (they vanished in one frame,
    the whole table at once: 17 to 40 cards each new round)."""
    d = Driver(size=(1366, 768), anim="normal")
    t = d.start(default_setup(game, 4), seed=5)
    d.settle(t)
    seat, action = to_the_last_move(t, seed=5, of_round=True)
    assert t.act(seat, action)
    report = check(d, t, random.Random(5), 400, rounds=1)
    assert t.state.round == 1
    assert not report.faults, summary(report) + "".join(f"\n{f}" for f in report.faults[:5])


@pytest.mark.parametrize("game, frames", [("gnav", 700), ("grinch", 1000)])
def test_a_card_slips_under_its_neighbour_as_it_comes_not_after_it_lands(game: str, frames: int) -> None:
    """A card drawn into Gnav's fanned hand, dealt or sorted into a Grinch hand, or
    closing up a hand, comes to rest in the layer it is drawn in: it was drawn above
    every card while it flew, over the card that covers it at rest, and dropped under
    that card as it landed (in these frames Gnav 3 times, Grinch 4; 7 and 37 a game)."""
    report = watch(game, max_frames=frames)
    assert report.frames == frames
    faults = [f for f in report.faults if f.kind == "order"]
    assert not faults, summary(report) + "".join(f"\n{f}" for f in faults[:5])


@pytest.mark.parametrize("game", ["gnoming", "nimmt"])
def test_animation_off_shows_every_move_at_its_place_in_its_own_frame(game: str) -> None:
    """Animation "Off": at the end of every frame each card is where the game
    says, an AI's move too (made after the frame's beats, it was drawn for a
    frame with its cards where they had been: 6 nimmt!'s seat ticked as
    chosen, its card not yet on the stage; 128 such frames in a game)."""
    d = Driver(size=(1366, 768), anim="off")
    t = d.start(default_setup(game, 4), seed=3)
    d.step()
    report = check(d, t, random.Random(3), 400)
    assert len(t.state.moves) > 20
    assert not report.faults, summary(report) + "".join(f"\n{f}" for f in report.faults[:5])
