"""Known answers for Gnoming A Round (RULES.md §1)."""
import random
from collections import Counter

import pytest

from tabletop.games.gnoming import rules as R
from tabletop.rules import IllegalAction

G = R.GAME


def grid(text):
    """'6 6 M / 6 -2 4 / 6 8 H' -> 3 rows of 3 faces."""
    return [row.split() for row in text.split("/")]


def make(grids, up=(), piles=((), ()), draw=(), turn=0, phase="draw"):
    """A hand-built state from faces. `grids`: one 'a b c / d e f / g h i'
    text per seat; `up`: per seat, the face-up cells (0..8); piles bottom to
    top; the draw pile's next card is the first of `draw`. Every card not
    named goes to the bottom of the draw pile."""
    cells = [sum(grid(g), []) for g in grids]
    named = [*sum(cells, []), *sum(map(list, piles), []), *draw]
    pool = R.deck()
    for c in named:
        pool.remove(c)  # raises if a face is named more often than the deck has it
    s = G.new(len(grids), 0)
    s.cards = named + pool
    ids = iter(range(len(s.cards)))
    s.grids = [[next(ids) for _ in range(9)] for _ in grids]
    s.up = [[i in (up[k] if k < len(up) else ()) for i in range(9)] for k in range(len(grids))]
    s.piles = [[next(ids) for _ in p] for p in piles]
    top = [next(ids) for _ in draw]
    s.draw = list(ids)[::-1] + top[::-1]
    s.removed, s.revealed = [], [2] * len(grids)
    s.turn, s.phase = turn, phase
    return s


def faces(s, zone):
    return [s.cards[i] for i in zone]


def texts(s, seat=None):
    return [str(a) for a in G.legal_actions(s, s.turn if seat is None else seat)]


def act(s, text, seat=None):
    seat = G.to_move(s)[0] if seat is None else seat
    return G.apply(s, seat, G.parse_action(s, text, seat))


def check_cards(s):
    """Every card of the round is in exactly one place."""
    ids = [*s.draw, *sum(s.piles, []), *sum(s.grids, []), *s.removed,
           *([s.held] if s.held is not None else [])]
    assert sorted(ids) == list(range(len(s.cards)))
    assert sorted(s.cards) == sorted(R.deck())


# -- pure functions ------------------------------------------------------------

def test_deck__110_cards_by_kind():
    d = Counter(R.deck())
    assert sum(d.values()) == 110
    assert d == Counter({"3": 14, "4": 14, "5": 14, "6": 14, "7": 13, "8": 13,
                         "-1": 6, "-2": 8, "-3": 5, "-4": 3, "H": 3, "M": 3})


def test_score_grid__the_rules_example_is_8():
    assert R.score_grid(grid("6 6 M / 6 -2 4 / 6 8 H")) == 8


@pytest.mark.parametrize("text,score", [
    ("3 4 5 / 6 7 8 / -1 -2 -3", 3 + 4 + 5 + 6 + 7 + 8 - 6),   # no line: face values
    ("5 5 5 / 3 4 6 / 7 8 3", -5 + 3 + 4 + 6 + 7 + 8 + 3),      # one row of 5s
    ("5 5 5 / 5 5 5 / 5 5 5", -5 * 6),                           # six lines
    ("M M M / 3 4 6 / 7 8 3", 0 + 31),                           # three Mulligans: value 0
    ("M 3 4 / M 5 6 / M 7 8", 33),                               # Mulligans score 0 themselves
    ("H H H / -4 -4 -4 / 3 4 5", 30 - 12 + 12),                  # Hazards +10 each
    ("-2 -2 -2 / 3 4 5 / 6 7 8", -6 + 33),                       # negative cards never match
    ("8 8 3 / 8 8 4 / 8 8 5", -8 * 2 + 12),                      # two columns of 8s
])
def test_score_grid__lines_mulligans_hazards_negatives(text, score):
    assert R.score_grid(grid(text)) == score


def test_score_grid__mulligan_stands_for_different_values_in_row_and_column():
    # row 0: 4 4 M -> 4s; column 2: M 7 7 -> 7s
    g = grid("4 4 M / 3 5 7 / 6 8 7")
    assert R.score_grid(g) == -4 - 7 + 3 + 5 + 6 + 8


def test_face_up_score__face_down_cards_score_nothing_and_break_lines():
    # "?" a face-down card: row 0 (6 6 ?) is no line yet, column 0 (6 6 6) is one (-6, its 6s nothing)
    g = [[None if f == "?" else f for f in row] for row in grid("6 6 ? / 6 -2 ? / 6 H M")]
    assert R.face_up_score(g) == -6 + 6 - 2 + 10
    assert R.face_up_score([[None] * 3 for _ in range(3)]) == 0
    assert R.face_up_score(grid("6 6 M / 6 -2 4 / 6 8 H")) == 8, "all face up: the round's score"


def test_score_grid__rejects_bad_shapes_and_faces():
    with pytest.raises(ValueError):
        R.score_grid([["3", "4"]])
    with pytest.raises(ValueError):
        R.score_grid(grid("3 4 5 / 6 7 8 / 9 3 4"))


def test_round_scores__first_out_minus_five_if_lowest_or_tied_else_plus_five():
    low, mid = grid("-4 -4 -4 / 3 3 3 / 5 5 5"), grid("3 4 5 / 6 7 8 / 3 4 5")
    base = [R.score_grid(low), R.score_grid(mid)]
    assert R.round_scores([low, mid], 0) == [base[0] - 5, base[1]]
    assert R.round_scores([low, mid], 1) == [base[0], base[1] + 5]
    assert R.round_scores([low, low], 1) == [base[0], base[0] - 5]   # tied lowest
    assert R.round_scores([low, mid], None) == base


# -- setup -----------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 5, 7])
def test_new__nine_face_down_each_two_discard_piles_everyone_reveals_two(players):
    s = G.new(players, 11)
    check_cards(s)
    assert all(len(g) == 9 and not any(u) for g, u in zip(s.grids, s.up))
    assert [len(p) for p in s.piles] == [1, 1]
    assert all(s.cards[p[0]] != "H" for p in s.piles)
    assert G.to_move(s) == list(range(players))
    assert len(texts(s, 2)) == 9 and all(t.startswith("reveal") for t in texts(s, 2))
    for seat in range(players):
        act(s, "reveal 0 0", seat)
        assert G.to_move(s) == list(range(players))     # a second card still to reveal
    for seat in reversed(range(players)):
        with pytest.raises(IllegalAction):
            act(s, "reveal 0 0", seat)                    # already face up
        act(s, "reveal 2 2", seat)
    assert s.phase == "draw" and G.to_move(s) == [0]


def test_new__a_hazard_turned_for_a_discard_pile_leaves_the_round():
    for seed in range(400):
        s = G.new(3, seed)
        if s.removed:
            break
    else:
        pytest.fail("no seed turned a Hazard")
    assert all(s.cards[c] == "H" for c in s.removed)
    assert all(s.cards[p[0]] != "H" for p in s.piles)
    check_cards(s)


def test_rounds__later_rounds_start_one_seat_further_left():
    s = G.new(4, 3)
    assert s.turn == 0
    s.round = 1
    G._deal(s)
    assert s.turn == 1


# -- a turn ------------------------------------------------------------------------

def test_turn__draw_from_pile_or_either_discard_then_place_or_keep():
    s = make(["3 4 5 / 6 7 8 / 3 4 5"] * 3, piles=(["7"], ["-1"]), draw=["6"])
    assert texts(s) == ["draw pile", "draw discard 0", "draw discard 1"]
    act(s, "draw pile")
    assert s.cards[s.held] == "6" and s.phase == "play"
    assert len(texts(s)) == 10 and texts(s)[-1] == "keep"
    act(s, "keep")
    assert texts(s) == ["discard 0", "discard 1"]
    act(s, "discard 1")
    assert faces(s, s.piles[1]) == ["-1", "6"] and s.turn == 1 and s.phase == "draw"


def test_turn__placed_card_replaces_a_face_up_card_which_is_discarded():
    s = make(["3 4 5 / 6 7 8 / 3 4 5"] * 3, up=[{4}], piles=(["8"], ["-1"]))
    act(s, "draw discard 1")
    act(s, "place 1 1")
    assert faces(s, [s.grids[0][4]]) == ["-1"] and s.cards[s.held] == "7"
    assert s.phase == "discard"


def test_bounce__matching_turned_card_may_bounce_and_chains():
    # seat 0 shows a 5 at (0,0); placing a 5 drawn card on (2,2) turns up a 5 -> bounce
    s = make(["5 3 4 / 6 7 8 / 4 3 5", "3 4 5 / 6 7 8 / 3 4 5", "3 4 5 / 6 7 8 / 3 4 5"],
             up=[{0}], piles=(["-2"], ["-1"]), draw=["-3"])
    act(s, "draw pile")
    act(s, "place 2 2")
    assert s.phase == "bounce" and s.cards[s.held] == "5"
    # the cell just filled is not offered again
    assert "bounce 2 2" not in texts(s) and "stop" in texts(s)
    act(s, "bounce 1 1")          # replaces a face-down 7: no 7 face up -> no bounce
    assert s.phase == "discard" and s.cards[s.held] == "7"
    act(s, "discard 0")
    assert faces(s, s.piles[0]) == ["-2", "7"]


def test_bounce__chain_goes_on_while_each_turned_card_matches():
    s = make(["8 3 4 / 6 7 6 / 4 3 7", "3 4 5 / 6 7 8 / 3 4 5", "3 4 5 / 6 7 8 / 3 4 5"],
             up=[{0}], piles=(["-2"], ["-1"]), draw=["6"])
    act(s, "draw pile")
    act(s, "place 1 0")           # turns up a 6, matching the 6 just put down
    assert s.phase == "bounce"
    act(s, "bounce 1 2")          # turns up the other 6: matches again
    assert s.phase == "bounce" and s.cards[s.held] == "6"
    act(s, "bounce 2 2")          # turns up a 7; the other 7, at (1,1), is face down
    assert s.phase == "discard" and s.cards[s.held] == "7"
    assert sorted(s.filled) == [3, 5, 8]


def test_bounce__stop_discards_the_card_in_hand():
    s = make(["5 3 4 / 6 7 8 / 4 3 5"] + ["3 4 5 / 6 7 8 / 3 4 5"] * 2,
             up=[{0}], piles=(["-2"], ["-1"]), draw=["5"])
    act(s, "draw pile")
    act(s, "place 2 2")
    act(s, "stop")
    assert s.phase == "discard" and s.cards[s.held] == "5"


def test_bounce__replacing_a_face_up_card_never_bounces():
    s = make(["5 3 4 / 6 7 8 / 4 3 5"] + ["3 4 5 / 6 7 8 / 3 4 5"] * 2,
             up=[{0, 8}], piles=(["-2"], ["-1"]), draw=["5"])
    act(s, "draw pile")
    act(s, "place 2 2")
    assert s.phase == "discard"


@pytest.mark.parametrize("turned", ["-3", "M", "H"])
def test_bounce__negatives_mulligans_hazards_never_bounce(turned):
    s = make([f"5 3 4 / 6 7 8 / 4 3 {turned}"] + ["3 4 5 / 6 7 8 / 3 4 5"] * 2,
             up=[{0}], piles=(["-2"], ["-1"]), draw=["5"])
    act(s, "draw pile")
    act(s, "place 2 2")
    assert s.phase != "bounce"


def test_bounce__at_most_eight_no_cell_filled_twice():
    s = make(["4 4 4 / 4 4 4 / 4 4 4"] + ["3 4 5 / 6 7 8 / 3 5 5"] * 2,
             piles=(["-2"], ["-1"]), draw=["4"])
    act(s, "draw pile")
    act(s, "place 0 0")
    bounces = 0
    while s.phase == "bounce":
        act(s, texts(s)[0])
        bounces += 1
    assert bounces == 8 and sorted(s.filled) == list(range(9))
    assert s.phase == "discard" and s.cards[s.held] == "4"


def test_mulligan_limit__only_where_no_other_face_up_mulligan_shows():
    s = make(["M 3 4 / 6 7 8 / 4 3 5"] + ["3 4 5 / 6 7 8 / 3 4 5"] * 2,
             up=[{0}], piles=(["M"], ["-1"]))
    act(s, "draw discard 0")
    assert texts(s) == ["place 0 0", "keep"]      # only onto the Mulligan it shows
    s = make(["3 3 4 / 6 7 8 / 4 3 5"] + ["3 4 5 / 6 7 8 / 3 4 5"] * 2,
             up=[{0}], piles=(["M"], ["-1"]))
    act(s, "draw discard 0")
    assert len(texts(s)) == 10                    # none showing: anywhere


def test_discard__never_back_onto_the_pile_it_was_taken_from():
    s = make(["3 4 5 / 6 7 8 / 3 4 5"] * 3, piles=(["6", "7"], ["-1"]))
    act(s, "draw discard 0")
    act(s, "keep")
    assert texts(s) == ["discard 1"]


def test_discard__an_empty_pile_must_be_restarted():
    s = make(["3 4 5 / 6 7 8 / 3 4 5"] * 3, up=[{4}], piles=(["8"], []), draw=["6"])
    act(s, "draw pile")
    act(s, "place 0 0")
    assert texts(s) == ["discard 1"]              # the empty pile is the only one
    act(s, "discard 1")
    assert [len(p) for p in s.piles] == [1, 1]


def test_discard__card_taken_from_the_emptied_pile_goes_to_the_other():
    s = make(["3 4 5 / 6 7 8 / 3 4 5"] * 3, piles=(["8"], ["-2"]))
    act(s, "draw discard 0")                      # pile 0 is now empty
    act(s, "keep")
    assert texts(s) == ["discard 1"]


def test_discard__both_empty_either_pile():
    s = make(["3 4 5 / 6 7 8 / 3 4 5"] * 3, piles=([], []), draw=["6"])
    act(s, "draw pile")
    act(s, "keep")
    assert texts(s) == ["discard 0", "discard 1"]


# -- Hazards -----------------------------------------------------------------------

def test_hazard__discarded_leaves_the_round_and_others_may_flip_in_turn_order():
    s = make(["3 4 5 / 6 7 8 / 3 4 5"] * 4, up=[set(), set(), {0, 1, 2, 3, 4, 5, 6, 7}, set()],
             piles=(["8"], ["-2"]), draw=["H"], turn=1)
    act(s, "draw pile")
    events = act(s, "keep")
    assert [e.kind for e in events] == ["hazard"]
    assert s.cards[s.removed[-1]] == "H" and s.held is None
    # seat 2 has one face-down card left: never offered
    assert s.phase == "hazard" and s.hazard_queue == [3, 0]
    assert "decline" in texts(s, 3) and len(texts(s, 3)) == 10
    act(s, "flip 1 1", 3)
    assert s.up[3][4] and G.to_move(s) == [0]
    act(s, "decline", 0)
    assert s.phase == "draw" and s.turn == 2
    check_cards(s)


def test_hazard__turned_by_a_bounce_chain_end_is_removed():
    s = make(["5 3 4 / 6 7 8 / 4 3 H"] + ["3 4 5 / 6 7 8 / 3 4 5"] * 2,
             up=[{0}], piles=(["-2"], ["-1"]), draw=["5"])
    act(s, "draw pile")
    act(s, "place 2 2")           # turns up the Hazard: it is the card to discard
    assert s.phase == "hazard" and s.cards[s.removed[-1]] == "H"


# -- end of round ------------------------------------------------------------------

def test_end__first_out_then_everyone_else_one_more_turn_then_scored():
    s = make(["3 3 3 / 4 4 4 / 5 5 6", "7 7 7 / 8 8 8 / 6 6 5", "3 4 5 / 6 7 8 / 3 4 5"],
             up=[{0, 1, 2, 3, 4, 5, 6, 7}], piles=(["-4"], ["-1"]), draw=["3", "4", "5"])
    act(s, "draw discard 0")
    act(s, "place 2 2")           # last face-down card: seat 0 is out
    act(s, "discard 0")
    assert s.first_out == 0 and s.turn == 1
    for _ in range(2):            # seats 1 and 2 each have one more turn
        act(s, "draw pile")
        act(s, "keep")
        act(s, texts(s)[0])
    assert s.round == 1 and s.scores[0] == [(-3 - 4 + 5 + 5 - 4) - 5, -7 - 8 + 17, 45]
    assert s.ends == ["out"] and s.outs == [0]


def test_end__draw_pile_runs_out_twice_round_ends_without_first_out():
    s = make(["3 4 5 / 6 7 8 / 3 4 5"] * 3, piles=(["8"], ["-2"]))
    s.draw = s.draw[-1:]                              # one card left
    s.piles[0] = [c for c in range(len(s.cards)) if c not in s.draw and c not in sum(s.grids, [])][:-1]
    s.removed = []
    s.piles[1] = [c for c in range(len(s.cards)) if c not in s.draw and c not in sum(s.grids, [])][-1:]
    check_cards(s)
    act(s, "draw pile")
    act(s, "keep")
    act(s, texts(s)[0])
    assert s.exhausted == 1 and len(s.draw) > 0 and [len(p) for p in s.piles] == [1, 1]
    check_cards(s)
    while s.round == 0:          # never place: nobody goes out
        seat = G.to_move(s)[0]
        legal = texts(s, seat)
        act(s, next(t for t in ("draw pile", "keep", "decline") if t in legal) if
            {"draw pile", "keep", "decline"} & set(legal) else legal[0], seat)
    assert s.ends == ["exhausted"] and s.outs == [None]


def test_game__three_rounds_lowest_total_wins_tie_by_round_three():
    s = G.new(3, 5)
    s.phase, s.round = "over", 2
    s.scores, s.totals = [[1, 2, 3], [4, 2, 2], [5, 9, 7]], [10, 13, 12]
    assert G.outcome(s).winners == [0]
    s.totals = [10, 10, 12]
    assert G.outcome(s).winners == [0]           # round 3: 5 < 9
    s.scores[-1] = [5, 5, 7]
    assert G.outcome(s).winners == [0, 1]        # still tied: shared


def test_outcome__raises_before_the_end():
    with pytest.raises(IllegalAction):
        G.outcome(G.new(3, 0))


# -- privacy -----------------------------------------------------------------------

def hidden_from(s, k):
    """Ids whose faces seat k may not see."""
    out = list(s.draw) + [c for g, u in zip(s.grids, s.up) for c, x in zip(g, u) if not x]
    if s.held is not None and not s.held_public and k != s.turn:
        out.append(s.held)
    return out


def test_view__face_down_cards_draw_pile_and_drawn_card_hidden():
    s = make(["3 4 5 / 6 7 8 / 3 4 5"] * 3, up=[{0}], piles=(["8"], ["-2"]), draw=["M"])
    v = G.view(s, 1).to_json()
    assert v["grids"][0][0][0]["face"] == "3" and v["grids"][0][0][1]["face"] is None
    assert v["draw"] == len(s.draw)
    act(s, "draw pile")
    assert G.view(s, 0).to_json()["held"]["face"] == "M"
    assert G.view(s, 1).to_json()["held"] == {"id": None, "face": None}


@pytest.mark.parametrize("seed", range(6))
def test_view__unchanged_when_only_hidden_cards_change(seed):
    rng = random.Random(seed)
    s = G.new(3 + seed % 5, seed)
    while G.to_move(s):
        for k in range(s.players):
            hidden = hidden_from(s, k)
            if len(hidden) >= 2:
                x, y = rng.sample(hidden, 2)
                base = G.view(s, k).to_json()
                s.cards[x], s.cards[y] = s.cards[y], s.cards[x]
                assert G.view(s, k).to_json() == base
                s.cards[x], s.cards[y] = s.cards[y], s.cards[x]
        seat = rng.choice(G.to_move(s))
        G.apply(s, seat, rng.choice(G.legal_actions(s, seat)))
        check_cards(s)


@pytest.mark.parametrize("players", range(3, 8))
def test_random_play__every_card_in_one_place_and_mulligan_limit(players):
    rng = random.Random(players)
    s = G.new(players, players * 7)
    while seats := G.to_move(s):
        seat = rng.choice(seats)
        action = rng.choice(G.legal_actions(s, seat))
        if action.kind == "place" and s.cards[s.held] == "M":
            cell = 3 * action.args[0] + action.args[1]
            others = [i for i in range(9) if i != cell and s.up[seat][i] and s.cards[s.grids[seat][i]] == "M"]
            assert not others
        G.apply(s, seat, action)
        check_cards(s)
    assert len(s.scores) == 3 and s.totals == [sum(x) for x in zip(*s.scores)]
