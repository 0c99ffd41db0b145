"""Cards that feel physical: nothing teleports, nothing pops (tests/motion.py
checks every frame of a real table)."""
from __future__ import annotations

import random
import re
from typing import Any

import pygame
import pytest

from tabletop.app.main import default_setup
from tabletop.app.scenes.scores import RoundScores
from tabletop.games.gnoming import table_draw

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


def _next_round(game: str, seed: int) -> tuple[Driver, Any]:
    """A table of `game` at its first round's scores, Next round just clicked: the
    last round's cards begin to gather for the next deal."""
    d = Driver(size=(1366, 768), anim="normal")
    t = d.start(default_setup(game, 4), seed=seed)
    d.settle(t)
    seat, action = to_the_last_move(t, seed=seed, of_round=True)
    assert t.act(seat, action)
    for _ in range(3000):
        d.step()
        if isinstance(d.top, RoundScores):
            break
    d.step(5)
    assert isinstance(d.top, RoundScores)
    d.click(d.top.buttons[0].rect.center)
    return d, t


@pytest.mark.parametrize("game", ["grinch", "nimmt"])
def test_a_plaque_counts_the_new_deals_cards_as_they_land(game: str) -> None:
    """While the last round's cards gather, no hand holds any yet; then each plaque
    counts the cards landed in its hand, up to the hand (every plaque showed the new
    round's count from the first frame of the gather)."""
    d, t = _next_round(game, 5)

    def counts() -> list[int]:
        lines = [t.plaque_line(s) for s in range(4)] if game == "grinch" else [p[1] for p in t._plaque_lines()]
        return [int(re.search(r"(\d+) cards?", line).group(1)) for line in lines]  # type: ignore[union-attr]
    seen, hands = [], []
    for _ in range(200):
        d.step()
        if not t.dealing:  # (the deal has landed: an AI may move on in that frame)
            break
        seen.append(counts())
        hands = [len(h) for h in t.view["hands"]]
    assert seen[0] == [0, 0, 0, 0], seen[0]  # (the gather's first frame)
    assert seen[-1] == hands != seen[0]
    for was, now in zip(seen, seen[1:]):  # counted up as they land, never down
        assert all(a <= b for a, b in zip(was, now)), (was, now)


def test_gnoming_the_counts_outlines_go_as_the_cards_gather() -> None:
    """The end-of-round count's outlines round the matching lines of a grid go with
    the grid's cards as they gather for the next deal (they stayed up, empty frames
    round nothing, until the deal)."""
    d, t = _next_round("gnoming", 1)
    tal = t.tally
    assert tal is not None
    outlines = [(table_draw._card_rect(t, seat, cells[0]).union(table_draw._card_rect(t, seat, cells[-1]))
                 .inflate(6, 6), table_draw.LINE_COLOURS[k % len(table_draw.LINE_COLOURS)])
                for seat in range(4) for k, (kind, cells, _) in enumerate(tal.shown(seat)) if kind == "line" and cells]
    assert outlines  # (seed 1: a column of your grid matches)
    frames = 0
    while t.tally is not None:
        d.step()
        frames += 1
        screen = pygame.display.get_surface()
        for r, colour in outlines:
            assert tuple(screen.get_at((r.left + 1, r.centery)))[:3] != colour, f"frame {frames}"
    assert frames >= 5  # (the gather's frames)
