"""Known answers for 6 nimmt! (RULES.md §4)."""
import random

import pytest

from tabletop.games.nimmt import rules as R
from tabletop.rules import Action, IllegalAction

G = R.GAME


def test_bullheads__every_value_and_total():
    expected = {c: 1 for c in range(1, 105)}
    for c in range(5, 105, 5):
        expected[c] = 2
    for c in range(10, 105, 10):
        expected[c] = 3
    for c in range(11, 105, 11):
        expected[c] = 5
    expected[55] = 7
    assert [R.bullheads(c) for c in range(1, 105)] == [expected[c] for c in range(1, 105)]
    assert sum(R.bullheads(c) for c in range(1, 105)) == 171


def test_deck__standard_tactics_logic():
    assert R.deck(4) == list(range(1, 105))
    assert R.deck(4, "tactics") == list(range(1, 45))
    assert R.deck(10, "logic") == list(range(1, 105))
    with pytest.raises(ValueError):
        R.deck(4, "nope")


def test_target_row__smallest_gap_or_none():
    rows = [[10], [20], [30], [5]]
    assert R.target_row(rows, 22) == 1
    assert R.target_row(rows, 31) == 2
    assert R.target_row(rows, 7) == 3
    assert R.target_row(rows, 4) is None


def test_resolve_turn__sixth_card_takes_the_row():
    rows = [[1, 2, 3, 4, 5], [50], [60], [70]]
    new, took = R.resolve_turn(rows, {0: 6})
    assert new[0] == [6] and took == {0: [1, 2, 3, 4, 5]}
    assert rows[0] == [1, 2, 3, 4, 5]  # not mutated


def test_resolve_turn__lowest_first_and_too_low_default_cheapest():
    rows = [[55], [10], [20], [30]]
    new, took = R.resolve_turn(rows, {0: 3, 1: 12, 2: 11})
    # 3 is too low: rows cost 7, 3, 3, 3 bullheads, so the cheapest is row 1
    assert took == {0: [10]}
    assert new == [[55], [3, 11, 12], [20], [30]]


def test_resolve_turn__too_low_with_chosen_row():
    rows = [[55], [10], [20], [30]]
    new, took = R.resolve_turn(rows, {0: 3, 1: 40}, take={0: 0})
    assert took == {0: [55]} and new == [[3], [10], [20], [30, 40]]


def _state(rows, hands, variant="standard"):
    s = G.new(len(hands), 1, variant)
    s.rows = rows
    s.hands = hands
    return s


def test_game__too_low_card_asks_its_player_before_placing():
    s = _state([[50], [60], [70], [80]], [[1, 99], [90, 91]])
    G.apply(s, 1, Action("play", (90,)))
    G.apply(s, 0, Action("play", (1,)))
    assert s.phase == "take" and G.to_move(s) == [0]
    assert G.legal_actions(s, 0) == [Action("take", (i,)) for i in range(4)]
    before = G.dumps(s)
    with pytest.raises(IllegalAction):
        G.apply(s, 1, Action("take", (0,)))
    assert G.dumps(s) == before
    ev = G.apply(s, 0, Action("take", (2,)))
    assert s.rows == [[50], [60], [1], [80, 90]]
    assert s.points[0] == 66 - 3
    assert [e.kind for e in ev][:2] == ["take", "place"]


def test_game__points_lost_and_game_ends_at_zero():
    s = _state([[1, 2, 3, 4, 5], [50], [60], [70]], [[6], [100]])
    s.turn = 9
    s.points = [10, 66]
    s.rows = [[51, 52, 53, 54, 55], [1], [2], [3]]
    s.hands = [[56], [100]]
    G.apply(s, 0, Action("play", (56,)))
    G.apply(s, 1, Action("play", (100,)))
    # seat 0 took 51..55: 1+1+1+1+7 = 11 bullheads
    assert s.points[0] == -1 and G.is_over(s)
    assert G.outcome(s).winners == [1]


def test_logic__public_draft_clockwise_from_rotating_first_player():
    s = G.new(3, 7, "logic")
    assert len(s.pool) == 34 and s.phase == "draft"
    assert G.to_move(s) == [0]
    order = []
    while s.phase == "draft":
        seat = G.to_move(s)[0]
        order.append(seat)
        G.apply(s, seat, G.legal_actions(s, seat)[-1])
    assert order == [0, 1, 2] * 10
    assert [len(h) for h in s.hands] == [10, 10, 10] and len(s.rows) == 4
    # every seat watched the draft: it knows what each hand holds
    view = G.view(s, 1).to_json()
    assert [c["face"] for c in view["hands"][0]] == s.hands[0]
    assert all(c["face"] is None for c in G.view(G.new(3, 7, "tactics"), 1).to_json()["hands"][0])
    # the first player rotates each round
    s2 = G.new(3, 7, "logic")
    s2.round = 1
    G._deal(s2)
    assert G.to_move(s2) == [1]


def test_tactics__every_card_dealt():
    s = G.new(5, 3, "tactics")
    used = sorted(sum(s.hands, []) + [r[0] for r in s.rows])
    assert used == list(range(1, 55))


def test_view__other_choices_hidden_until_revealed():
    s = G.new(3, 2)
    c = s.hands[0][0]
    G.apply(s, 0, Action("play", (c,)))
    assert G.view(s, 1).to_json()["chosen"][0]["face"] is None
    assert G.view(s, 0).to_json()["chosen"][0]["face"] == c


def test_view__unchanged_when_only_hidden_cards_change():
    s = G.new(4, 11)
    c = s.hands[2][0]
    G.apply(s, 2, Action("play", (c,)))
    base = G.view(s, 0).to_json()
    # swap a card of seat 1's hand with one never dealt, and seat 2's hidden
    # choice with a card of seat 3's hand: seat 0 sees none of them
    a, b = s.hands[1][3], s.cards[60]
    d = s.hands[3][5]
    swap = {a: b, b: a, c: d, d: c}
    s.cards = [swap.get(x, x) for x in s.cards]
    s.hands = [sorted(swap.get(x, x) for x in h) for h in s.hands]
    s.chosen = [None if x is None else swap.get(x, x) for x in s.chosen]
    assert G.view(s, 0).to_json() == base
    assert G.view(s, 1).to_json() != base


@pytest.mark.parametrize("variant", ["standard", "logic"])
def test_is_legal__fast_check_agrees_with_legal_actions(variant):
    rng = random.Random(variant)
    s = G.new(4, 3, variant)
    while G.to_move(s):
        for seat in range(-1, 5):
            full = G.legal_actions(s, seat) if 0 <= seat < 4 else []
            probes = [Action(k, (x,)) for k in ("play", "pick", "take") for x in (0, 1, 3, 55, 104, "7")]
            for a in probes + full:
                assert G._is_legal(s, seat, a) == (a in full)
        seat = rng.choice(G.to_move(s))
        G.apply(s, seat, rng.choice(G.legal_actions(s, seat)))
