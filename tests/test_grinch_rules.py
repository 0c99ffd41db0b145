"""Known answers for Grinch Grow Your Heart (RULES.md §2)."""
import json
import random

import pytest

from tabletop.games.grinch import rules as R
from tabletop.rules import Action, IllegalAction, record, replay

G = R.GAME


def make(players, hands, discards=None, draw=(), grinch=0, current=None, phase="discard",
         turn=0, drawn=0, rest="draw"):
    """A hand-built state from faces (piles bottom to top, the draw pile's
    top last). Every card not named goes under the draw pile, or with
    rest="discard" under seat 0's discard pile."""
    discards = [list(p) for p in (discards or [[] for _ in range(players)])]
    named = [*sum(map(list, hands), []), *sum(discards, []), *draw]
    pool = R.deck()
    for c in named:
        pool.remove(c)  # raises if a face is named more often than the deck has it
    s = G.new(players, 0)
    s.cards = named + pool
    ids = iter(range(len(s.cards)))
    s.hands = [[next(ids) for _ in h] for h in hands]
    s.discards = [[next(ids) for _ in p] for p in discards]
    top = [next(ids) for _ in draw]
    others = list(ids)
    if rest == "discard":
        s.discards[0] = others + s.discards[0]
        s.draw = top
    else:
        s.draw = others + top
    s.grinch, s.phase, s.turn, s.drawn = grinch, phase, turn, drawn
    s.current = (grinch + 1) % players if current is None else current
    return s


def faces(s, zone):
    return [s.cards[i] for i in zone]


def texts(s, seat=None):
    return [str(a) for a in G.legal_actions(s, s.current if seat is None else seat)]


def act(s, text):
    return G.apply(s, s.current, G.parse_action(s, text, s.current))


def check_ids(s):
    ids = [*s.draw, *sum(s.hands, []), *sum(s.discards, [])]
    assert sorted(ids) == list(range(len(s.cards)))
    assert sorted(s.cards) == sorted(R.deck())


# -- pure functions ------------------------------------------------------------

def test_deck__48_cards_two_of_each_suit_and_rank():
    d = R.deck()
    assert len(d) == 48
    plain = sorted(c[:2] for c in d)
    assert plain == sorted(f"{x}{r}" for x in "WNOP" for r in range(1, 7) for _ in range(2))


def test_deck__the_twelve_bonus_cards():
    bonus = sorted(c for c in R.deck() if len(c) > 2)
    assert bonus == sorted(["W1+5N", "W1+5O", "W2+10P", "N1+5O", "N1+5P", "N2+10W",
                            "O1+5P", "O1+5W", "O2+10N", "P1+5W", "P1+5N", "P2+10O"])
    # every 1 carries a bonus, one of each suit's 2s does
    assert sorted(c for c in R.deck() if c[1] in "12") == sorted(
        [*bonus, "W2", "N2", "O2", "P2"])


def test_rows__the_seven_rows_of_the_sheet():
    assert R.ROWS == ("wreaths", "noise", "ornaments", "presents", "rainbow", "match", "run")


@pytest.mark.parametrize("players,rounds", [(2, 6), (3, 6), (4, 4), (5, 5), (6, 6)])
def test_rounds_for__by_player_count(players, rounds):
    assert R.rounds_for(players) == rounds


@pytest.mark.parametrize("players", [1, 7])
def test_rounds_for__outside_2_to_6_raises(players):
    with pytest.raises(ValueError):
        R.rounds_for(players)


HAND = ["W3", "W1+5N", "N6", "O2+10N", "W5"]


@pytest.mark.parametrize("row,points", [("wreaths", 9), ("noise", 6), ("ornaments", 2),
                                        ("presents", 0), ("rainbow", 5 + 6 + 2)])
def test_score_row__suit_sums_and_rainbow(row, points):
    assert R.score_row(HAND, row) == points


@pytest.mark.parametrize("hand,points", [
    (["W3", "N3", "O3", "P1+5W", "P6"], 10),
    (["W3", "N3", "O3", "W3", "P6"], 20),
    (["W1+5N", "W1+5O", "N1+5O", "P1+5W", "O1+5P"], 30),
    (["W3", "N3", "O4", "P4", "P6"], 0),
])
def test_score_row__match_three_four_five_of_a_rank(hand, points):
    assert R.score_row(hand, "match") == points


@pytest.mark.parametrize("hand,points", [
    (["W3", "N4", "O5", "P6", "P1+5N"], 15),
    (["W1+5N", "N2", "O3", "P4", "P4"], 15),
    (["W2", "N3", "O4", "P5", "P6"], 25),
    (["W1+5O", "N2", "O3", "P4", "W5"], 25),
    (["W1+5O", "N2", "O3", "P5", "W6"], 0),
    (["W1+5N", "N1+5O", "O3", "P4", "W6"], 0),
])
def test_score_row__run_four_or_five_consecutive_ranks(hand, points):
    assert R.score_row(hand, "run") == points


def test_score_row__rainbow_takes_highest_rank_of_each_suit():
    assert R.score_row(["W1+5N", "W6", "N2", "N3", "P4"], "rainbow") == 6 + 3 + 4


def test_score_row__a_row_may_score_zero():
    hand = ["W1+5O", "W2", "W3", "N5", "O5"]
    assert R.score_row(hand, "presents") == 0
    assert R.score_row(hand, "match") == 0


def test_score_row__unknown_row_raises():
    with pytest.raises(ValueError):
        R.score_row(HAND, "yahtzee")


# each bonus card: a hand that meets it and one that does not
BONUS = [
    ("W1+5N", ["N4"], ["O4", "P4", "W4"]),
    ("W1+5O", ["O4"], ["N4", "P4", "W4"]),
    ("W2+10P", ["P4", "P5", "P6"], ["P4", "P5", "W6"]),
    ("N1+5O", ["O4"], ["N4", "P4", "W4"]),
    ("N1+5P", ["P4"], ["N4", "O4", "W4"]),
    ("N2+10W", ["W4", "W5", "W6"], ["W4", "W5", "N6"]),
    ("O1+5P", ["P4"], ["N4", "O4", "W4"]),
    ("O1+5W", ["W4"], ["N4", "O4", "P4"]),
    ("O2+10N", ["N4", "N5", "N6"], ["N4", "N5", "O6"]),
    ("P1+5W", ["W4"], ["N4", "O4", "P4"]),
    ("P1+5N", ["N4"], ["O4", "W4", "P4"]),
    ("P2+10O", ["O4", "O5", "O6"], ["O4", "O5", "P6"]),
]


@pytest.mark.parametrize("card,meets,fails", BONUS)
def test_bonus__each_bonus_card_met_and_not_met(card, meets, fails):
    assert R.bonus([card, *meets]) == int(card[3:-1])
    assert R.bonus([card, *fails]) == 0


def test_bonus__plain_cards_carry_none():
    assert R.bonus(["W3", "N4", "O5", "P6", "P2"]) == 0


def test_bonus__several_cards_add_up():
    # W1+5N meets (N6), O2+10N does not (one N), W2+10P meets (three P)
    assert R.bonus(["W1+5N", "N6", "O2+10N"]) == 5
    assert R.bonus(["W1+5N", "W2+10P", "P3", "P4", "P5"]) == 10
    assert R.bonus(["W1+5N", "N1+5O", "O1+5P", "P1+5W", "W2"]) == 20


# -- setup and turns -------------------------------------------------------------

@pytest.mark.parametrize("players", range(2, 7))
def test_new__deals_two_each_and_the_first_who_is_to_draw(players):
    s = G.new(players, 7)
    check_ids(s)
    assert s.grinch == 0 and s.current == 1 and s.phase == "draw" and s.round == 0
    assert [len(h) for h in s.hands] == [2] * players
    assert len(s.draw) == 48 - 2 * players
    assert s.discards == [[] for _ in range(players)]
    assert G.to_move(s) == [1]
    assert texts(s) == ["draw pile"]
    assert G.view(s, 1).to_json()["draws_left"] == 2


def test_who_draw__the_first_whos_draws_are_actions_with_events():
    s = G.new(3, 7)
    top = s.draw[-1]
    ev = act(s, "draw pile")
    assert [e.to_json() for e in ev] == [{"kind": "draw", "seat": 1, "card": top, "from": "draw"}]
    assert s.phase == "draw" and s.current == 1 and len(s.hands[1]) == 3
    assert texts(s) == ["draw pile"] and G.view(s, 1).to_json()["draws_left"] == 1
    act(s, "draw pile")
    assert s.phase == "discard" and s.current == 1 and len(s.hands[1]) == 4
    assert G.view(s, 1).to_json()["draws_left"] == 0
    assert s.moves == [[1, "draw pile"], [1, "draw pile"]]


def test_who_draw__a_who_draws_from_the_draw_pile_only_and_must_draw_first():
    s = make(3, [["W6", "N6"], ["W2", "N2"], ["W3", "N3"]], grinch=0, current=1, phase="draw",
             discards=[["P5"], ["O4"], ["O6"]])
    assert texts(s) == ["draw pile"]
    for text in ("draw from 0", "draw from 1", "discard W2"):
        with pytest.raises(IllegalAction):
            act(s, text)
    with pytest.raises(IllegalAction):
        G.apply(s, 1, Action("draw", ("from", 2)))


def test_new__only_two_to_six_players():
    for p in (1, 7):
        with pytest.raises(ValueError):
            G.new(p, 0)


def test_discard__identical_faces_are_one_action():
    s = make(3, [["W6", "N6"], ["W3", "W3", "N4", "W1+5N"], ["O5", "O2"]], current=1)
    assert texts(s) == ["discard W1+5N", "discard W3", "discard N4"]
    act(s, "discard W3")
    assert faces(s, s.hands[1]) == ["W3", "N4", "W1+5N"]
    assert faces(s, s.discards[1]) == ["W3"]


def test_turn__whos_in_seat_order_left_of_grinch_draw_two_then_discard():
    s = make(4, [["W6", "N6"], ["W2", "N2"], ["W3", "N3"], ["W4", "N4", "W5", "N5"]], grinch=2,
             draw=["P5", "P2", "O5", "O2"], current=3)
    # seat 3 (left of the Grinch seat 2) starts; it has drawn, so it discards
    ev = act(s, "discard W4")
    assert [e.kind for e in ev] == ["discard", "turn"]
    assert ev[1].data == {"seat": 0, "turn": 0, "role": "who"}
    assert s.current == 0 and s.phase == "draw" and len(s.hands[0]) == 2
    draw_ev = act(s, "draw pile") + act(s, "draw pile")
    assert [e.kind for e in draw_ev] == ["draw", "draw"]
    assert all("face" not in e.data and e.data["from"] == "draw" for e in draw_ev)
    assert s.phase == "discard" and len(s.hands[0]) == 4
    assert faces(s, s.hands[0])[2:] == ["O2", "O5"]
    act(s, "discard O5")
    assert s.current == 1 and s.phase == "draw"
    act(s, "draw pile")
    act(s, "draw pile")
    act(s, texts(s)[0])
    assert s.current == 2 and s.phase == "draw"
    assert [len(h) for h in s.hands] == [3, 3, 2, 3]


def test_turn__grinch_draws_two_then_discards_and_next_turn_starts_left_of_grinch():
    s = make(3, [["W6", "N6", "O5"], ["W2", "N2", "O2"], ["W3", "N3"]], grinch=2,
             discards=[["P5"], ["P2"], []], phase="draw", current=2)
    assert texts(s) == ["draw pile", "draw from 0", "draw from 1"]
    act(s, "draw from 0")
    assert s.phase == "draw" and s.current == 2
    assert texts(s) == ["draw pile", "draw from 1"]
    act(s, "draw pile")
    assert s.phase == "discard" and s.current == 2 and len(s.hands[2]) == 4
    ev = act(s, "discard W3")
    assert [e.kind for e in ev] == ["discard", "turn"]
    assert s.turn == 1 and s.current == 0 and s.phase == "draw" and texts(s) == ["draw pile"]
    assert len(s.hands[0]) == 3 and len(s.hands[2]) == 3


def test_grinch_draw__top_of_own_discard_pile_and_card_below_becomes_top():
    s = make(3, [["W6", "N6"], ["W2", "N2"], ["W3", "N3"]], grinch=0,
             discards=[["P5", "P6"], ["O4", "O5"], ["O6"]], phase="draw", current=0)
    assert "draw from 0" in texts(s)
    ev = act(s, "draw from 1")
    assert ev[0].data == {"seat": 0, "card": s.hands[0][-1], "face": "O5", "from": "discard", "pile": 1}
    assert faces(s, s.discards[1]) == ["O4"]
    act(s, "draw from 1")
    assert faces(s, s.discards[1]) == []
    assert faces(s, s.hands[0])[-2:] == ["O5", "O4"]
    assert "draw from 1" not in [str(a) for a in G.legal_actions(s, 0)]
    s2 = make(3, [["W6", "N6"], ["W2", "N2"], ["W3", "N3"]], grinch=0,
              discards=[["P5", "P6"], ["O4"], ["O6"]], phase="draw", current=0)
    act(s2, "draw from 0")
    assert faces(s2, s2.discards[0]) == ["P5"] and faces(s2, s2.hands[0])[-1] == "P6"


def test_grinch_draw__may_discard_the_card_just_taken():
    s = make(2, [["W6", "N6", "O5"], ["W2", "N2", "O2"]], grinch=1,
             discards=[["P6"], []], phase="draw", current=1)
    act(s, "draw from 0")
    act(s, "draw pile")
    assert "discard P6" in texts(s)
    act(s, "discard P6")
    assert faces(s, s.discards[1]) == ["P6"]


def test_round__hands_grow_two_to_five_then_scoring_left_of_grinch():
    s = G.new(3, 11)
    sizes = []
    while s.phase != "score":
        if s.phase == "discard" and s.current == 1:
            sizes.append(len(s.hands[s.grinch]))
        act(s, texts(s)[0])
    assert sizes == [2, 3, 4]
    assert [len(h) for h in s.hands] == [5, 5, 5]
    assert s.current == 1 and s.turn == 3
    assert len(s.moves) == 3 * 3 * (2 + 1)  # three turns; each of three players draws twice, discards once


# -- reshuffle ------------------------------------------------------------------

def test_reshuffle__empty_draw_pile_takes_discards_but_tops():
    s = make(2, [["W6", "N6"], ["W2", "N2"]], grinch=0, current=1, phase="draw",
             discards=[["P6"], ["O3", "O4", "O5"]], rest="discard")
    assert s.draw == []
    below = sorted(faces(s, s.discards[0][:-1]) + faces(s, s.discards[1][:-1]))
    assert texts(s) == ["draw pile"]
    ev = act(s, "draw pile") + act(s, "draw pile")
    assert [e.kind for e in ev] == ["reshuffle", "draw", "draw"]
    assert faces(s, s.discards[0]) == ["P6"] and faces(s, s.discards[1]) == ["O5"]
    assert len(s.hands[1]) == 4 and len(s.draw) == len(below) - 2
    assert sorted(faces(s, s.draw + s.hands[1][2:])) == below
    assert s.reshuffles == 1
    check_ids(s)


def test_reshuffle__draw_pile_choice_for_the_grinch():
    s = make(2, [["W6", "N6", "O5"], ["W2", "N2", "O2"]], grinch=1, current=1, phase="draw",
             discards=[["P6"], ["O3", "O4", "O5"]], rest="discard")
    assert texts(s) == ["draw pile", "draw from 0", "draw from 1"]
    ev = act(s, "draw pile")
    assert [e.kind for e in ev] == ["reshuffle", "draw"]
    assert faces(s, s.discards[1]) == ["O5"]
    check_ids(s)


def test_reshuffle__no_draw_pile_choice_when_only_tops_are_left():
    s = make(2, [["W6", "N6", "O5"], ["W2", "N2", "O2"]], grinch=1, current=1, phase="draw",
             discards=[["P6"], ["O3"]], rest="discard")
    s.hands[0] += s.discards[0][:-1]
    s.discards[0] = s.discards[0][-1:]
    assert texts(s) == ["draw from 0", "draw from 1"]


def test_reshuffle__hides_which_id_has_which_face():
    s = make(2, [["W6", "N6"], ["W2", "N2"]], grinch=0, current=1, phase="draw",
             discards=[["P6"], ["O3", "O4", "O5"]], rest="discard")
    s.shown = [s.discards[1][0]]     # O3 was once taken from a top, then discarded again
    act(s, "draw pile")
    act(s, "draw pile")
    v = G.view(s, 0).to_json()
    assert all(c["face"] is None for c in v["draw_pile"])
    assert all(c["face"] is None for c in v["hands"][1])
    assert s.shown == [] and v["shown"] == []    # its id may now hold any face


# -- scoring and rounds -------------------------------------------------------------

def scoring_state(players, hands, grinch=0, sheets=None):
    s = make(players, hands, grinch=grinch, phase="score", turn=3)
    if sheets:
        s.sheets = sheets
    return s


def test_score__row_plus_bonus_in_seat_order_left_of_grinch():
    hands = [["W1+5N", "N6", "W3", "W5", "O2"], ["P1+5W", "P2", "P3", "P4", "P5"],
             ["W2+10P", "P6", "O3", "O4", "O5"]]
    s = scoring_state(3, hands, grinch=1)
    assert s.current == 2
    ev = act(s, "score ornaments")
    assert ev[0].data == {"seat": 2, "row": "ornaments", "points": 12, "bonus": 0, "total": 12}
    assert s.current == 0
    act(s, "score presents")  # scores 0, bonus still added
    assert s.sheets[0] == {"presents": 5}
    assert s.current == 1
    ev = act(s, "score run")
    assert s.sheets[1] == {"run": 25}
    assert [e.kind for e in ev] == ["score", "round_end", "deal", "turn"]
    assert ev[1].data["totals"] == [5, 25, 12]
    # the round is over (the next is dealt from all 48 cards): its end shows every hand face up
    assert [[c["face"] for c in h] for h in ev[1].data["hands"]] == [sorted(h, key=R.card_key) for h in hands]
    assert ev[1].data["grinch"] == 1
    assert s.round == 1 and s.grinch == 2 and s.current == 0 and s.phase == "draw"
    assert [len(h) for h in s.hands] == [2, 2, 2]


def test_score__each_row_at_most_once():
    s = scoring_state(2, [["W6", "N6", "O5", "P5", "W2"], ["W3", "N3", "O3", "P3", "W4"]],
                      sheets=[{}, {"run": 0, "match": 20, "wreaths": 7}])
    assert s.current == 1
    assert texts(s) == ["score noise", "score ornaments", "score presents", "score rainbow"]
    with pytest.raises(IllegalAction):
        act(s, "score run")
    act(s, "score noise")
    assert s.sheets[1] == {"run": 0, "match": 20, "wreaths": 7, "noise": 3}
    assert s.current == 0
    assert texts(s) == [f"score {r}" for r in R.ROWS]


def test_view__row_values_include_bonus_for_own_seat_only():
    s = scoring_state(2, [["W1+5N", "N6", "W3", "W5", "O2"], ["P1+5N", "P2", "P3", "P4", "P5"]])
    v = G.view(s, 0).to_json()
    assert v["row_values"]["wreaths"] == 9 + 5 and v["row_values"]["presents"] == 5
    assert G.view(s, None).to_json()["row_values"] is None


@pytest.mark.parametrize("players", range(2, 7))
def test_game__grinch_rotates_left_and_rounds_by_player_count(players):
    s = G.new(players, 3)
    grinches = []
    rng = random.Random(players)
    while not G.is_over(s):
        if not grinches or grinches[-1][0] != s.round:
            grinches.append((s.round, s.grinch))
        act(s, rng.choice(texts(s)))
    assert [g for _, g in grinches] == [r % players for r in range(R.rounds_for(players))]
    assert all(len(sheet) == R.rounds_for(players) for sheet in s.sheets)
    out = G.outcome(s)
    assert out.scores == [sum(sh.values()) for sh in s.sheets]
    assert out.winners == [i for i, t in enumerate(out.scores) if t == max(out.scores)]


def test_outcome__ties_are_shared_and_raises_before_the_end():
    s = G.new(3, 0)
    with pytest.raises(IllegalAction):
        G.outcome(s)
    s.phase = "over"
    s.sheets = [{"run": 25, "match": 10}, {"wreaths": 20}, {"rainbow": 35}]
    assert G.outcome(s).winners == [0, 2]
    assert G.to_move(s) == [] and G.legal_actions(s, 0) == []


# -- view and privacy -------------------------------------------------------------

def test_view__discard_piles_whole_and_public_hands_and_draw_hidden():
    s = make(3, [["W6", "N6"], ["W2", "N2", "O6"], ["W3", "N3"]], current=1,
             discards=[["P5", "P2"], ["O4"], []])
    for seat in (0, 2, None):
        v = G.view(s, seat).to_json()
        assert [[c["face"] for c in p] for p in v["discards"]] == [["P5", "P2"], ["O4"], []]
        assert all(c["face"] is None for c in v["hands"][1])
        assert all(c["face"] is None for c in v["draw_pile"])
        assert len(v["draw_pile"]) == len(s.draw)
    v = G.view(s, 1).to_json()
    assert [c["face"] for c in v["hands"][1]] == ["W2", "N2", "O6"]
    assert v["to_move"] == [1] and v["phase"] == "discard" and v["grinch"] == 0
    assert v["rounds"] == 6 and v["turns"] == 3


def hidden_ids(s, k):
    """The ids whose faces seat k cannot know (a card drawn from a discard
    top was seen by all)."""
    return [c for c in [*s.draw, *(c for i, h in enumerate(s.hands) if i != k for c in h)]
            if c not in s.shown]


def check_private(s, k, rng):
    hid = hidden_ids(s, k)
    if len(hid) < 2:
        return
    before = json.dumps(G.view(s, k).to_json(), sort_keys=True)
    t = G.copy(s)
    a, b = rng.sample(hid, 2)
    t.cards[a], t.cards[b] = t.cards[b], t.cards[a]
    assert json.dumps(G.view(t, k).to_json(), sort_keys=True) == before


def test_view__a_card_drawn_from_a_discard_top_stays_known_while_held():
    s = make(3, [["W6", "N6"], ["W2", "N2"], ["W3", "N3"]], discards=[[], ["O4", "P5"], []],
             current=0, phase="draw", turn=1)
    act(s, "draw from 1")                      # the Grinch takes P5, and everyone sees it
    pid = s.hands[0][-1]
    for seat in (1, 2, None):
        v = G.view(s, seat).to_json()
        assert v["shown"] == [[pid, "P5"]]
        assert all(c["face"] is None for c in v["hands"][0])    # the hand itself stays hidden
    assert G.view(s, 0).to_json()["shown"] == []
    act(s, "draw from 1")                      # O4 joins it
    assert [f for _, f in G.view(s, 2).to_json()["shown"]] == ["P5", "O4"]
    act(s, "discard P5")                       # back on a pile, in plain sight: no longer listed
    assert [f for _, f in G.view(s, 2).to_json()["shown"]] == ["O4"]
    s.phase, s.current = "score", 1
    for seat in (1, 2, 0):
        act(s, f"score {R.ROWS[seat]}")
    assert s.round == 1 and s.shown == []      # a new round starts without a record


def test_view__unchanged_when_only_hidden_cards_change():
    rng = random.Random(5)
    s = G.new(4, 5)
    for _ in range(60):
        if G.is_over(s):
            break
        for k in [*range(4), None]:
            check_private(s, k, rng)
        act(s, rng.choice(texts(s)))


# -- random play -----------------------------------------------------------------

@pytest.mark.parametrize("players", range(2, 7))
@pytest.mark.parametrize("seed", [1, 2])
def test_random_play__invariants_to_the_end(players, seed):
    rng = random.Random(seed * 100 + players)
    s = G.new(players, seed)
    steps = 0
    while not G.is_over(s):
        check_ids(s)
        movers = G.to_move(s)
        assert len(movers) == 1
        for k in movers:
            assert G.legal_actions(s, k)
        k = movers[0]
        if steps % 7 == 0:
            before = G.dumps(s)
            with pytest.raises(IllegalAction):
                G.apply(s, k, Action("discard", ("X9",)))
            with pytest.raises(IllegalAction):
                G.apply(s, (k + 1) % players, G.legal_actions(s, k)[0])
            assert G.dumps(s) == before
        if steps % 25 == 0:
            check_private(s, rng.randrange(players), rng)
            t = G.loads(G.dumps(s))
            a = rng.choice(G.legal_actions(s, k))
            u = G.copy(s)
            assert [e.to_json() for e in G.apply(t, k, a)] == [e.to_json() for e in G.apply(u, k, a)]
            assert G.dumps(t) == G.dumps(u)
        G.apply(s, k, rng.choice(G.legal_actions(s, k)))
        steps += 1
        assert steps < 10_000
    check_ids(s)
    # a round: three turns of two draws and a discard per player, then one score each
    assert len(s.moves) == R.rounds_for(players) * (3 * 3 * players + players)
    assert G.dumps(replay(G, record(G, s))) == G.dumps(s)
    assert G.dumps(G.loads(G.dumps(s))) == G.dumps(s)
    out = G.outcome(s)
    assert out.winners and set(out.winners) <= set(range(players))
