"""6 nimmt! AI: the Normal heuristic on known positions, what the seat has
not seen, determinisation details, value and a seeded strength check."""
import io
import random

from tabletop.ai import make_player
from tabletop.games.nimmt import ai
from tabletop.games.nimmt.rules import GAME, row_cost
from tabletop.rules import Action
from tabletop.simulate import run


def position(rows, hand, players=4, seed=1):
    """A fresh 4-player deal with seat 0's hand and the rows replaced (the
    other hands keep their dealt cards unless they collide)."""
    s = GAME.new(players, seed)
    used = {c for r in rows for c in r} | set(hand)
    spare = iter(c for c in range(1, 105) if c not in used and all(c not in h for h in s.hands[1:]))
    s.hands[0] = sorted(hand)
    s.hands[1:] = [sorted(c if c not in used else next(spare) for c in h) for h in s.hands[1:]]
    s.rows = [list(r) for r in rows]
    rest = [c for c in range(1, 105) if c not in used and all(c not in h for h in s.hands[1:])]
    s.cards = [*sorted(used), *[c for h in s.hands[1:] for c in h], *rest]
    return s


def test_normal__plays_the_safe_small_gap_not_the_sixth_card():
    rows = [[10], [30, 31, 32, 33, 34], [60], [80]]
    s = position(rows, [12, 35, 95, 97, 98, 99, 100, 101, 102, 103])
    legal = GAME.legal_actions(s, 0)
    # 35 would be the sixth card of a five-card row; 12 sits right after 10
    assert ai.normal(GAME.view(s, 0), legal, random.Random(0)) == Action("play", (12,))


def test_normal__takes_the_cheapest_row():
    rows = [[55], [10, 20], [3, 4], [66]]
    assert ai.choose_take(rows) == 2
    assert row_cost(rows[2]) == min(row_cost(r) for r in rows)


def test_card_risk__too_low_costs_the_cheapest_row_and_full_row_is_certain():
    rows = [[10, 11], [20], [30, 31, 32, 33, 34], [50]]
    assert ai.card_risk(rows, 5, 0, 0.1) == 3.0   # [20] or [50]: 3 bullheads each
    # nobody can land between 34 and 35: the sixth card is certain
    assert ai.card_risk(rows, 35, 0, 0.1) == row_cost(rows[2])
    # a one-card row with a small gap is nearly safe
    assert ai.card_risk(rows, 21, 0, 0.1) == 0.0


def test_unseen__everything_but_what_the_seat_saw():
    s = GAME.new(4, 3)
    view = GAME.view(s, 1)
    out = ai.unseen(view)
    assert len(out) == 104 - 10 - 4
    assert not set(out) & set(s.hands[1]) and not set(out) & {r[0] for r in s.rows}
    assert set(s.hands[0]) <= set(out)


def test_determinize__keeps_revealed_choices_and_samples_hidden_ones():
    s = GAME.new(4, 5)
    GAME.apply(s, 0, GAME.legal_actions(s, 0)[3])   # seat 0's choice: hidden from seat 2
    view = GAME.view(s, 2)
    worlds = [ai.determinize(view, random.Random(k)) for k in range(6)]
    assert all(w.chosen[0] is not None and w.chosen[1] is None for w in worlds)
    assert all(w.hands[2] == s.hands[2] and w.rows == s.rows for w in worlds)
    assert len({w.chosen[0] for w in worlds}) > 1   # the hidden card is really sampled


def test_rollout__legal_and_greedy_about_safety():
    rows = [[10], [30, 31, 32, 33, 34], [60], [80]]
    s = position(rows, [12, 35, 95, 97, 98, 99, 100, 101, 102, 103])
    legal = GAME.legal_actions(s, 0)
    picks = [ai.rollout(s, 0, legal, random.Random(k)) for k in range(50)]
    assert all(p in legal for p in picks)
    assert picks.count(Action("play", (35,))) < 10   # only the occasional random choice


def test_value__prefers_more_points_and_a_won_game():
    s = GAME.new(4, 1)
    s.points = [60, 40, 50, 30]
    v = [ai.value(s, i) for i in range(4)]
    assert v[0] > v[2] > v[1] > v[3] and all(-1 <= x <= 1 for x in v)
    s.phase = "over"
    assert ai.value(s, 0) > 0.5 and ai.value(s, 3) < -0.5


def test_normal__beats_random_seeded():
    summary = run("nimmt", 4, 6, 77, ["normal", "random", "random", "random"], rotate=True, out=io.StringIO())
    assert summary["win_rate"][0] > 0.5
    assert summary["mean_score"][0] > max(summary["mean_score"][1:]) + 10


def test_easy__weaker_than_normal_seeded():
    summary = run("nimmt", 4, 6, 78, ["easy", "normal", "normal", "normal"], rotate=True, out=io.StringIO())
    assert summary["mean_score"][0] < min(summary["mean_score"][1:])


def test_hard__avoids_a_certain_row_take_with_few_iterations():
    rows = [[10], [30, 31, 32, 33, 34], [60], [80]]
    s = position(rows, [12, 35, 95, 97, 98, 99, 100, 101, 102, 103])
    p = make_player("hard", GAME, 1, iterations=120)
    assert p.choose(GAME.view(s, 0), GAME.legal_actions(s, 0)) != Action("play", (35,))


def test_logic__a_secret_choice_from_a_known_hand_stays_secret():
    # in Logic every hand is known, so the card's id (and its absence from the
    # hand) told every later seat, Normal and Hard alike, which card was chosen
    from tabletop.ai import LEVELS
    state = GAME.new(3, 7, "logic")
    while state.phase == "draft":
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    worlds = []
    for k in (0, 9):
        s = GAME.copy(state)
        GAME.apply(s, 0, Action("play", (s.hands[0][k],)))
        worlds.append(s)
    views = [GAME.view(s, 1) for s in worlds]
    assert views[0].to_json() == views[1].to_json(), "seat 1 cannot tell which card seat 0 chose"
    assert [c["face"] for c in views[0]["hands"][0]] == state.hands[0], "the hand is still known"
    assert GAME.view(worlds[0], 0)["chosen"][0]["face"] == state.hands[0][0], "its own choice is shown"
    sampled = {GAME.dumps(ai.determinize(views[0], random.Random(n))) for n in range(12)}
    assert all(GAME.view(GAME.loads(w), 1).to_json() == views[0].to_json() for w in sampled)
    assert len({GAME.loads(w).chosen[0] for w in sampled}) > 1, "a sample guesses the choice"
    assert ai.may_come(views[0]) and sorted(ai.may_come(views[0])) == sorted(state.hands[0] + state.hands[2])
    for level in LEVELS:
        legal = GAME.legal_actions(worlds[0], 1)
        picks = [make_player(level, GAME, 3, iterations=60).choose(v, legal) for v in views]
        assert picks[0] == picks[1], level
