"""The Grinch AI knowledge (tabletop/games/grinch/ai.py): determinize puts
every card in one place, the heuristics give the known answers, and normal
beats random. The contract every game's AI keeps (samples agree with the
view, normal and rollout play legal moves) is tested in test_ai.py."""
import random
from collections import Counter

import pytest

from tabletop.games.grinch import ai
from tabletop.games.grinch import rules as R
from tabletop.rules import Action

from test_ai import play_levels, positions

G = R.GAME


def make(hands, discards=None, grinch=0, current=1, phase="discard", turn=0, drawn=0, rnd=0, sheets=None):
    """A state from faces (discard piles bottom to top); the other cards
    form the draw pile."""
    players = len(hands)
    discards = [list(p) for p in (discards or [[] for _ in hands])]
    named = [*sum(map(list, hands), []), *sum(discards, [])]
    pool = R.deck()
    for c in named:
        pool.remove(c)
    s = G.new(players, 0)
    s.cards = named + pool
    ids = iter(range(len(s.cards)))
    s.hands = [[next(ids) for _ in h] for h in hands]
    s.discards = [[next(ids) for _ in p] for p in discards]
    s.draw = list(ids)
    s.grinch, s.current, s.phase, s.turn, s.drawn, s.round = grinch, current, phase, turn, drawn, rnd
    s.sheets = [dict(x) for x in sheets] if sheets else [{} for _ in hands]
    return s


POSITIONS = positions("grinch")


def test_positions__cover_every_phase_and_player_count():
    assert {s.phase for s, _ in POSITIONS} == {"discard", "draw", "score"}
    assert {s.players for s, _ in POSITIONS} == {2, 3, 4, 5, 6}


def test_determinize__reproduces_phase_turn_and_draws_made():
    # a Who's two draws are actions too: a sample must stand at the same step of the turn
    assert any(s.phase == "draw" and s.current != s.grinch for s, _ in POSITIONS)
    for n, (s, seat) in enumerate(POSITIONS):
        d = ai.determinize(G.view(s, seat), random.Random(n))
        assert (d.phase, d.current, d.turn, d.drawn, d.round, d.grinch) == \
            (s.phase, s.current, s.turn, s.drawn, s.round, s.grinch)


def test_normal_and_rollout__a_whos_only_draw_is_returned():
    s = G.new(3, 4)
    legal = G.legal_actions(s, 1)
    assert legal == [Action("draw", ("pile",))]
    assert ai.normal(G.view(s, 1), legal, random.Random(0)) == legal[0]
    assert ai.rollout(ai.determinize(G.view(s, 1), random.Random(0)), 1, legal, random.Random(0)) == legal[0]
    G.apply(s, 1, legal[0])
    assert ai.normal(G.view(s, 1), G.legal_actions(s, 1), random.Random(0)) == legal[0]


def test_determinize__every_card_in_exactly_one_place():
    for n, (s, seat) in enumerate(POSITIONS[::3]):
        d = ai.determinize(G.view(s, seat), random.Random(n))
        ids = [*d.draw, *sum(d.hands, []), *sum(d.discards, [])]
        assert sorted(ids) == list(range(48))
        assert Counter(d.cards) == Counter(R.deck())


def test_determinize__cards_taken_from_a_top_keep_their_faces():
    # the Grinch took P5 and O4 from seat 1's pile: every sampled world leaves them in its hand
    s = make([["W6", "N6"], ["W2", "N2"], ["W3", "N3"]], discards=[[], ["O4", "P5"], []],
             grinch=0, current=0, phase="draw", turn=1)
    G.apply(s, 0, Action("draw", ("from", 1)))
    G.apply(s, 0, Action("draw", ("from", 1)))
    view = G.view(s, 2)
    assert sorted(f for _, f in view["shown"]) == ["O4", "P5"]
    left = Counter(ai.unseen(view))
    assert left["P5"] == 1 and left["O4"] == 1    # only the other copies remain unseen
    for k in range(20):
        d = ai.determinize(view, random.Random(k))
        assert {"O4", "P5"} <= {d.cards[c] for c in d.hands[0]}


def _choice(s):
    return ai.normal(G.view(s, s.current), G.legal_actions(s, s.current), random.Random(0))


def test_normal__scores_the_row_worth_most_with_the_later_rounds_counted():
    hand = ["W4", "W5", "N2", "O2", "P1+5W"]   # wreaths 9, rainbow 10 (+5 bonus either way)
    others = [["N3", "N4", "N5", "N6", "O6"], ["N3", "N4", "N5", "N6", "O6"], ["P3", "P4", "P5", "P6", "O5"]]
    early = make([hand, *others], phase="score", current=0, rnd=0)
    # four rounds: rainbow is the row worth most later, wreaths has stand-ins
    assert _choice(early) == Action("score", ("wreaths",))
    last = make([hand, *others], phase="score", current=0, rnd=3,
                sheets=[{"noise": 5, "ornaments": 3, "run": 0}] * 4)
    assert _choice(last) == Action("score", ("rainbow",))


def test_normal__scores_a_run_when_it_is_there():
    hand = ["W1+5N", "N3", "O2", "P4", "W3"]  # ranks 1-4: run 15
    s = make([hand, ["N4", "N5"], ["O4", "O5"], ["P5", "P6"]], phase="score", current=0, rnd=2,
             sheets=[{"rainbow": 12, "wreaths": 9}] * 4)
    assert _choice(s) == Action("score", ("run",))


def test_normal__who_keeps_the_suit_it_collects():
    s = make([["N3", "P3"], ["W6", "W5", "W4", "O2"], ["N4", "N5"], ["P5", "P6"]], current=1)
    assert _choice(s) == Action("discard", ("O2",))


def test_normal__grinch_steals_the_best_top_and_else_draws_blind():
    hands = [["W6", "W5", "W4"], ["N3", "P3", "O5"], ["N4", "N5", "O6"], ["P5", "P6", "O4"]]
    s = make(hands, discards=[[], ["O3"], ["W6"], ["P2"]], grinch=0, current=0, phase="draw", turn=1)
    assert _choice(s) == Action("draw", ("from", 2))
    s = make(hands, discards=[[], ["O2"], ["N2"], ["P2"]], grinch=0, current=0, phase="draw", turn=1)
    assert _choice(s) == Action("draw", ("pile",))


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


def early_noted_at(s, seat, first):
    """Play a world sampled for `seat` by the rollout policy, from the
    searcher's action `first`, and return (phase, current) when the value
    estimate for the searcher was noted."""
    d = ai.determinize(G.view(s, seat), random.Random(1))
    G.apply(d, seat, first)
    rng = random.Random(2)
    while "_early" not in d.__dict__:
        who = G.to_move(d)[0]
        before = (d.phase, d.current)
        legal = G.legal_actions(d, who)
        G.apply(d, who, legal[0] if len(legal) == 1 else ai.rollout(d, who, legal, rng))
    return before


def test_rollout__a_who_counts_what_the_grinch_takes_before_judging_its_discard():
    s = make([["W6", "N6"], ["W2", "N2", "O2", "P2"], ["W3", "N3"]], grinch=0, current=1, turn=0)
    # Who 1 discards; Who 2 draws and discards; the Grinch draws (perhaps Who 1's card), then discards
    assert early_noted_at(s, 1, Action("discard", ("P2",))) == ("discard", 0)


def test_value__a_rival_close_behind_the_leader_counts_too():
    def worth_to_seat_0(second):
        sheets = [{"wreaths": 50}, {"wreaths": 60}, {"wreaths": second}, {"wreaths": 30}]
        s = make([["W6", "N6"], ["W2", "N2"], ["W3", "N3"], ["W4", "N4"]], phase="draw", rnd=1,
                 sheets=sheets)
        return ai.value(s, 0)
    assert worth_to_seat_0(59) < worth_to_seat_0(40) < 0
    assert worth_to_seat_0(40) == pytest.approx(worth_to_seat_0(30), abs=0.01)   # far behind: no matter


def test_row_costs__only_rows_needed_later_cost_anything():
    rows = list(R.ROWS)
    assert ai.row_costs(rows, 0) == {r: 0.0 for r in rows}
    costs = ai.row_costs(rows, 3)
    assert costs["rainbow"] > 0 and costs["match"] == 0 and costs["run"] == 0


def test_bonus_potential__met_bonus_in_full_and_unmet_times_the_chance_to_meet_it():
    # W1+5N is met by any Noise card; with none yet, two draws bring one with 1 - (3/4)^2
    assert ai.bonus_potential(["W1+5N", "N4"], 0) == 5
    assert ai.bonus_potential(["W1+5N", "O4"], 0) == 0
    assert ai.bonus_potential(["W1+5N", "O4"], 2) == pytest.approx(5 * (1 - 0.75 ** 2))
    # W2+10P needs three Presents: one in hand, so two of the next three draws
    assert ai.bonus_potential(["W2+10P", "P3"], 3) == pytest.approx(10 * (3 * 0.25 ** 2 * 0.75 + 0.25 ** 3))


@pytest.mark.parametrize("level", ["normal", "rollout"])
def test_strength__normal_and_rollout_beat_random(level):
    wins = 0
    for seed in range(8):
        seat = seed % 4
        levels = ["random"] * 4
        levels[seat] = level
        wins += seat in play_levels("grinch", levels, seed).winners
    assert wins >= 6


def _solve(s):
    return ai.solve(G.view(s, s.current), G.legal_actions(s, s.current))


def test_solve__who_middle_discard_keeps_the_made_suit():
    # four wreaths score 22; the O1's bonus would need a fifth card beside them
    s = make([["N3", "P3", "N4", "P5"], ["W6", "W6", "W5", "W5", "O1+5P"], ["N5", "N6", "O6"], ["P4", "P6", "O5"]],
             current=1, turn=1)
    assert _solve(s) == Action("discard", ("O1+5P",))


def test_solve__grinch_last_draws_keep_a_known_top_for_the_second_draw():
    hands = [["W3", "N3", "O3", "O3"], ["N4", "N5", "O6", "P2", "W4"], ["P5", "P6", "O4", "W5", "N6"],
             ["P4", "O5", "W6", "N2", "O1+5P"]]
    discards = [["P4"], ["W2", "W3"], ["N1+5O", "O2"], ["P6", "W1+5N"]]
    # the fifth 3 is on a top: drawing blind first keeps the chance of a
    # better card without losing the 3, which stays there for the second draw
    s = make(hands, discards, grinch=0, current=0, phase="draw", turn=2)
    assert _solve(s) == Action("draw", ("pile",))
    s = make([[*hands[0], "N6"], *hands[1:]], discards, grinch=0, current=0, phase="draw", turn=2, drawn=1)
    assert _solve(s) == Action("draw", ("from", 1))


def test_solve__leaves_every_other_decision_to_the_search():
    s = make([["N3", "P3"], ["W6", "W5", "W4", "O2"], ["N4", "N5"], ["P5", "P6"]], current=1, turn=0)
    assert _solve(s) is None        # a first-turn discard: sampled
    hands = [["W6", "W5", "W4"], ["N3", "P3", "O5"], ["N4", "N5", "O6"], ["P5", "P6", "O4"]]
    s = make(hands, discards=[[], ["O3"], ["W6"], ["P2"]], grinch=0, current=0, phase="draw", turn=1)
    assert _solve(s) is None        # the Grinch before the last turn
    s = make([["W4", "W5", "N2", "O2", "P1+5W"], ["N3", "N4", "N5", "N6", "O6"], ["N3", "N4", "N5", "N6", "O6"],
              ["P3", "P4", "P5", "P6", "O5"]], phase="score", current=0)
    assert _solve(s) is None
