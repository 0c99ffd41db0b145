"""The Gnoming AI knowledge (tabletop/games/gnoming/ai.py): determinize puts
every card in one place, the heuristics give the known answers, and normal
beats random. The contract every game's AI keeps (samples agree with the
view, normal and rollout play legal moves) is tested in test_ai.py."""
import random
from collections import Counter

import pytest

from tabletop.games.gnoming import ai
from tabletop.games.gnoming import rules as R
from tabletop.rules import Action

from test_ai import play_levels, positions

G = R.GAME
PHASES = {"reveal", "draw", "play", "bounce", "discard", "hazard"}


def make(grids, up, piles=((), ()), held=None, taken_from=-1, phase="draw", turn=0):
    """A 4-seat (or len(grids)) state from faces: `grids` one 'a b c / d e f /
    g h i' text per seat, `up` the face-up cells per seat, piles bottom to
    top, `held` the face just drawn (phase play). The rest is the draw pile."""
    cells = [[f for row in g.split("/") for f in row.split()] for g in grids]
    named = [*sum(cells, []), *sum(map(list, piles), []), *([held] if held else [])]
    pool = R.deck()
    for c in named:
        pool.remove(c)
    s = G.new(len(grids), 0)
    s.cards = named + pool
    ids = iter(range(len(s.cards)))
    s.grids = [[next(ids) for _ in range(9)] for _ in grids]
    s.up = [[i in up[k] for i in range(9)] for k in range(len(grids))]
    s.piles = [[next(ids) for _ in p] for p in piles]
    if held:
        s.held = s.drawn = next(ids)
        s.taken_from, s.held_public = taken_from, taken_from != -1
    s.draw = list(ids)[::-1]
    s.removed, s.revealed = [], [2] * len(grids)
    s.turn, s.phase = turn, phase
    return s


POSITIONS = positions("gnoming")


def test_positions__cover_every_phase():
    assert {s.phase for s, _ in POSITIONS} == PHASES


def test_determinize__every_card_in_exactly_one_place():
    for n, (s, seat) in enumerate(POSITIONS[::5]):
        d = ai.determinize(G.view(s, seat), random.Random(n))
        ids = [*d.draw, *sum(d.piles, []), *sum(d.grids, []), *d.removed, *([d.held] if d.held is not None else [])]
        assert sorted(ids) == list(range(len(R.deck())))
        assert Counter(d.cards) == Counter(R.deck())


def test_normal__completes_a_matching_line():
    # seat 0 shows 6 6 _ on the top row; the drawn 6 goes to cell (0,2)
    s = make(["6 6 8 / 3 -2 4 / 5 7 3"] + ["3 4 5 / 6 7 8 / 3 4 5"] * 3,
             [range(9), range(2), range(2), range(2)], piles=(["5"], ["7"]), held="6", phase="play")
    act = ai.normal(G.view(s, 0), G.legal_actions(s, 0), random.Random(0))
    assert act == Action("place", (0, 2))


def test_normal__keeps_a_drawn_hazard_out_of_the_grid():
    s = make(["8 8 7 / 7 6 8 / 5 7 3"] + ["3 4 5 / 6 7 8 / 3 4 5"] * 3,
             [range(9), range(2), range(2), range(2)], piles=(["5"], ["7"]), held="H", phase="play")
    assert ai.normal(G.view(s, 0), G.legal_actions(s, 0), random.Random(0)) == Action("keep")


def test_normal__replaces_its_highest_card_with_a_low_one():
    s = make(["3 4 3 / 5 8 4 / 5 3 4"] + ["3 4 5 / 6 7 8 / 3 4 5"] * 3,
             [range(9), range(2), range(2), range(2)], piles=(["5"], ["7"]), held="-3", phase="play")
    assert ai.normal(G.view(s, 0), G.legal_actions(s, 0), random.Random(0)) == Action("place", (1, 1))


def test_normal__takes_a_useful_discard_top_and_leaves_a_useless_one():
    grids = ["8 8 7 / 7 6 8 / 5 7 3"] + ["3 4 5 / 6 7 8 / 3 4 5"] * 3
    ups = [range(9), range(2), range(2), range(2)]
    s = make(grids, ups, piles=(["5", "-4"], ["7"]))
    assert ai.normal(G.view(s, 0), G.legal_actions(s, 0), random.Random(0)) == Action("draw", ("discard", 0))
    s = make(grids, ups, piles=(["3", "6"], ["4", "5"]))
    assert ai.normal(G.view(s, 0), G.legal_actions(s, 0), random.Random(0)) == Action("draw", ("pile",))


def test_normal__goes_out_only_when_likely_lowest():
    # seat 0's last face-down cell is (2,2); a -2 in hand
    others_good = ["3 3 3 / 4 4 4 / -2 -1 -1"] * 3
    others_bad = ["8 7 6 / 7 6 8 / 6 8 7"] * 3
    mine = "3 4 5 / 4 3 5 / 3 5 6"
    for others, out in ((others_good, False), (others_bad, True)):
        s = make([mine] + others, [range(8), range(9), range(9), range(9)], piles=(["5"], ["7"]),
                 held="-2", phase="play")
        act = ai.normal(G.view(s, 0), G.legal_actions(s, 0), random.Random(0))
        assert (act == Action("place", (2, 2))) is out, act


def test_normal__bounces_a_turned_card_to_complete_a_line():
    # a 4 placed on the face-down (1,1) turns up a 7; 7 7 _ in the bottom row
    s = make(["3 4 5 / 4 7 4 / 7 7 8"] + ["3 4 5 / 6 7 8 / 3 4 5"] * 3,
             [[0, 1, 2, 3, 5, 6, 7, 8], range(2), range(2), range(2)], piles=(["5"], ["6"]),
             held="4", phase="play")
    G.apply(s, 0, Action("place", (1, 1)))
    assert s.phase == "bounce"
    assert ai.normal(G.view(s, 0), G.legal_actions(s, 0), random.Random(0)) == Action("bounce", (2, 2))


def test_normal__covers_the_top_the_next_seat_wants():
    # seat 0 discards a 7; pile 1's top -4 would help seat 1, so it is covered
    s = make(["3 4 5 / 4 3 5 / 3 5 6"] + ["8 8 7 / 7 6 8 / 5 7 8"] * 3,
             [range(9)] * 4, piles=(["5", "6"], ["3", "-4"]), held="7", phase="play")
    G.apply(s, 0, Action("keep"))
    assert ai.normal(G.view(s, 0), G.legal_actions(s, 0), random.Random(0)) == Action("discard", (1,))


def test_estimate__scores_known_grids_like_the_rules():
    for text in ("6 6 M / 6 -2 4 / 6 8 H", "5 5 5 / 5 5 5 / 5 5 5", "4 4 M / 3 5 7 / 6 8 7"):
        cells = [f for row in text.split("/") for f in row.split()]
        assert ai.estimate(cells, 4.0, 0.0) == R.score_grid([cells[0:3], cells[3:6], cells[6:9]])


def test_value__winner_above_loser_and_within_bounds():
    s = G.new(4, 3)
    rng = random.Random(3)
    while G.to_move(s):
        seat = G.to_move(s)[0]
        G.apply(s, seat, rng.choice(G.legal_actions(s, seat)))
    vals = [ai.value(s, seat) for seat in range(4)]
    assert all(-1 <= v <= 1 for v in vals)
    best = G.outcome(s).winners[0]
    assert vals[best] == max(vals)
    assert vals[best] > 0 > min(vals)


@pytest.mark.parametrize("level", ["normal", "rollout"])
def test_strength__normal_and_rollout_beat_random(level):
    wins = 0
    for seed in range(4):
        seat = seed % 4
        levels = ["random"] * 4
        levels[seat] = level
        out = play_levels("gnoming", levels, seed)
        wins += seat in out.winners
    assert wins >= 3
