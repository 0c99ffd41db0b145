"""Known answers for Gnav, two-player capture (RULES.md §3)."""
import json
import random

import pytest

from tabletop.games.gnav import rules as R
from tabletop.rules import Action, IllegalAction, record, replay

G = R.GAME


def make(hands, discard, draw=(), captured=None, current=0, phase="play", rest="captured"):
    """A hand-built state: faces in each zone (piles bottom to top); every
    card not named goes to seat 1's captured pile (or, rest="discard", to the
    bottom of the discard pile)."""
    captured = [list(p) for p in (captured or [[], []])]
    named = [*hands[0], *hands[1], *discard, *draw, *captured[0], *captured[1]]
    assert len(set(named)) == len(named)
    others = [c for c in R.deck() if c not in named]
    if rest == "discard":
        discard = others + list(discard)
    else:
        captured[1] += others
    s = G.new(2, 0)
    s.cards = named + others
    ids = {c: i for i, c in enumerate(s.cards)}
    s.hands = [sorted(ids[c] for c in h) for h in hands]
    s.discard = [ids[c] for c in discard]
    s.draw = [ids[c] for c in draw]
    s.captured = [[ids[c] for c in p] for p in captured]
    s.current = current
    s.phase = phase
    return s


def faces(s, zone):
    return [s.cards[i] for i in zone]


def texts(s, seat=None):
    return [str(a) for a in G.legal_actions(s, s.current if seat is None else seat)]


def act(s, text):
    return G.apply(s, s.current, G.parse_action(s, text, s.current))


def all_ids(s):
    ids = [*s.draw, *s.discard, *sum(s.hands, []), *sum(s.captured, [])]
    return sorted(ids)


def check_ids(s):
    assert all_ids(s) == list(range(len(s.cards)))
    assert sorted(s.cards) == sorted(R.deck())


# -- pure functions ------------------------------------------------------------

def test_deck__36_number_cards_2S_to_10C():
    d = R.deck()
    assert len(d) == 36 == len(set(d))
    assert d[0] == "2S" and d[-1] == "10C"
    assert sorted(R.rank(c) for c in d) == sorted(list(range(2, 11)) * 4)
    assert {c[-1] for c in d} == set("SHDC")


def test_is_legal__same_rank_or_wild_or_empty_pile():
    assert R.is_legal("7H", "7S")
    assert R.is_legal("2C", "7S") and R.is_legal("10D", "7S")
    assert R.is_legal("2C", "2S") and R.is_legal("10D", "10H")
    assert not R.is_legal("8H", "7S")
    assert not R.is_legal("7H", "10S")  # only 2s and 10s are wild
    assert R.is_legal("5H", None)


def test_final_scores__ranks_plus_ten_for_more_cards():
    assert R.final_scores([["7H", "10S", "2C"], ["9D", "9C"]]) == [19 + 10, 18]
    assert R.final_scores([["2S"], ["10H", "10D"]]) == [2, 20 + 10]


def test_final_scores__equal_counts_five_each():
    assert R.final_scores([["7H", "3S"], ["9D", "9C"]]) == [15, 23]
    assert R.final_scores([[], []]) == [5, 5]


# -- setup ---------------------------------------------------------------------

def test_new__ten_each_one_face_up_rest_draw_pile_seat0_first():
    s = G.new(2, 5)
    assert [len(h) for h in s.hands] == [10, 10]
    assert len(s.discard) == 1 and len(s.draw) == 15
    check_ids(s)
    assert G.to_move(s) == [0] and s.phase == "play"
    v = G.view(s, 0).to_json()
    assert v["top"] == s.cards[s.discard[0]] and v["to_move"] == [0]


def test_new__only_two_players():
    with pytest.raises(ValueError):
        G.new(3, 0)
    assert G.players == (2, 2) and G.variants == ("standard",)


# -- playing -------------------------------------------------------------------

def test_play__must_play_a_legal_card_if_held():
    s = make([["7H", "10S", "8C"], ["3C"]], ["5D", "7S"], ["4H"])
    assert texts(s) == ["play 7H", "play 10S"]
    with pytest.raises(IllegalAction):
        act(s, "draw")
    with pytest.raises(IllegalAction):
        act(s, "play 8C")


def test_play__match_captures_both_and_card_below_becomes_top():
    s = make([["7H", "8C"], ["3C"]], ["5D", "7S"], ["4H", "6H"])
    ev = act(s, "play 7H")
    assert faces(s, s.captured[0]) == ["7S", "7H"]
    assert faces(s, s.discard) == ["5D"]
    assert [e.kind for e in ev][:2] == ["play", "capture"] and ev[0].data["capture"] == "match"
    # refilled from the draw pile (as far as it goes), then seat 1's turn
    assert sorted(faces(s, s.hands[0])) == ["4H", "6H", "8C"] and s.draw == []
    assert G.to_move(s) == [1]


@pytest.mark.parametrize("card,top", [("2H", "2S"), ("10H", "10S")])
def test_play__wild_on_same_wild_is_a_match(card, top):
    s = make([[card, "8C"], ["3C"]], ["5D", top], ["4H"])
    ev = act(s, f"play {card}")
    assert ev[0].data["capture"] == "match"
    assert sorted(faces(s, s.captured[0])) == sorted([card, top])
    assert faces(s, s.discard) == ["5D"]


def test_play__wild_captures_top_only_and_becomes_new_top():
    s = make([["10S", "8C"], ["3C"]], ["5D", "7H"], ["4H"])
    ev = act(s, "play 10S")
    assert ev[0].data["capture"] == "wild"
    assert faces(s, s.captured[0]) == ["7H"]
    assert faces(s, s.discard) == ["5D", "10S"]


def test_play__refill_to_ten():
    hand = ["7H", "2D", "3D", "4D", "5D", "6D", "8D", "9D", "3S", "4S"]
    s = make([hand, ["3C"]], ["7S"], ["4H", "5H", "6H"])
    ev = act(s, "play 7H")
    assert len(s.hands[0]) == 10 and "6H" in faces(s, s.hands[0])
    assert [e.data["cards"] for e in ev if e.kind == "refill"] == [[s.cards.index("6H")]]
    # the match emptied the discard pile: seat 1's turn starts by turning 5H
    assert faces(s, s.draw) == ["4H"] and faces(s, s.discard) == ["5H"]
    assert G.to_move(s) == [1]


def test_play__refill_as_far_as_the_draw_pile_goes():
    s = make([["7H", "8C", "9C"], ["3C"]], ["5D", "7S"], ["4H", "6H"])
    act(s, "play 7H")
    assert sorted(faces(s, s.hands[0])) == ["4H", "6H", "8C", "9C"] and s.draw == []


# -- drawing -------------------------------------------------------------------

def test_draw__only_action_without_a_legal_card():
    s = make([["8C", "3S"], ["3C"]], ["7S"], ["4H", "9H"])
    assert texts(s) == ["draw"]


def test_draw__illegal_card_kept_and_turn_ends():
    s = make([["8C", "3S"], ["3C"]], ["7S"], ["4H", "9H"])
    act(s, "draw")
    assert "9H" in faces(s, s.hands[0]) and G.to_move(s) == [1] and s.phase == "play"


def test_draw__legal_card_play_it_or_keep_it():
    s = make([["8C", "3S"], ["3C"]], ["7S"], ["4H", "7D"])
    act(s, "draw")
    assert s.phase == "drawn" and G.to_move(s) == [0]
    assert texts(s) == ["play 7D", "keep"]
    keep = G.copy(s)
    act(keep, "keep")
    assert "7D" in faces(keep, keep.hands[0]) and G.to_move(keep) == [1]
    act(s, "play 7D")
    assert faces(s, s.captured[0]) == ["7S", "7D"]
    # refill takes the last card: the draw pile is empty, no legal card left
    assert sorted(faces(s, s.hands[0])) == ["3S", "4H", "8C"] and G.to_move(s) == [1]


def test_pass__no_legal_card_and_empty_draw_pile():
    s = make([["8C", "3S"], ["3C"]], ["7S"])
    assert texts(s) == ["pass"]
    act(s, "pass")
    assert G.to_move(s) == [1] and s.passes == 1


def lacks(s, seat=1):
    """The public record in `seat`'s view, by face."""
    return {s.cards[i]: ranks for i, ranks in G.view(s, seat).to_json()["lacks"]}


def test_lacks__a_hand_that_must_draw_holds_no_wild_and_nothing_of_the_tops_rank():
    s = make([["8C", "3S"], ["3C"]], ["7S"], ["4H", "9H"])
    assert lacks(s) == {}
    act(s, "draw")      # the 9H does not fit the 7 either
    assert lacks(s) == {"8C": [2, 7, 10], "3S": [2, 7, 10], "9H": [2, 7, 10]}


def test_lacks__a_drawn_card_kept_fits_the_top():
    s = make([["8C", "3S"], ["3C"]], ["7S"], ["4H", "7D"])
    act(s, "draw")
    act(s, "keep")
    assert lacks(s) == {"8C": [2, 7, 10], "3S": [2, 7, 10], "7D": [3, 4, 5, 6, 8, 9]}


def test_lacks__what_is_known_adds_up_over_turns():
    s = make([["8C", "3S"], ["7D", "3C"]], ["5S", "7S"], ["9H"])
    act(s, "draw")      # seat 0: no 7, no wild; the 9H does not fit either
    act(s, "play 7D")   # seat 1 takes the 7: the 5 is on top
    act(s, "pass")      # seat 0: no 5 either, and the draw pile is empty
    assert lacks(s) == {"8C": [2, 5, 7, 10], "3S": [2, 5, 7, 10], "9H": [2, 5, 7, 10]}


# -- empty draw pile: play on or stop ------------------------------------------

def test_more__after_a_legal_play_with_empty_draw_pile_play_again_or_stop():
    s = make([["7H", "2D", "5C", "2H"], ["3C"]], ["5D", "7S"])
    act(s, "play 7H")
    assert s.phase == "more" and G.to_move(s) == [0]
    assert texts(s) == ["play 2H", "play 2D", "play 5C", "stop"]
    act(s, "play 2D")  # wild on 5D: captures it, 2D the new top
    assert faces(s, s.discard) == ["2D"] and s.phase == "more"
    assert texts(s) == ["play 2H", "stop"]
    act(s, "stop")
    assert G.to_move(s) == [1] and s.phase == "play"


def test_more__turn_ends_by_itself_without_a_legal_card():
    s = make([["7H", "8C"], ["3C"]], ["5D", "7S"])
    act(s, "play 7H")
    assert G.to_move(s) == [1]


def test_more__allowed_when_the_refill_empties_the_draw_pile():
    s = make([["7H", "5C"], ["3C"]], ["7D", "5S", "7S"], ["4H"])
    act(s, "play 7H")
    assert s.draw == [] and s.phase == "more"
    assert texts(s) == ["play 5C", "stop"]
    # with no legal card left the turn ends by itself
    s = make([["7H", "7C"], ["3C"]], ["7D", "5S", "7S"], ["4H"])
    act(s, "play 7H")
    assert s.draw == [] and G.to_move(s) == [1]
    s = make([["7H", "5C"], ["3C"]], ["7D", "5S", "7S"], ["4H"])
    act(s, "play 7H")
    assert texts(s) == ["play 5C", "stop"]


def test_more__not_while_the_draw_pile_has_cards():
    draw = ["4H", "6H", "8H", "9H", "3H", "4D", "6D", "8D", "9D", "3D"]
    s = make([["7H", "5C"], ["3C"]], ["5S", "7S"], draw)
    act(s, "play 7H")
    assert len(s.draw) == 1 and G.to_move(s) == [1]


def test_more__emptied_discard_pile_ends_the_turn():
    s = make([["7H", "9C", "4C"], ["3C", "6C"]], ["7S"])
    act(s, "play 7H")
    assert s.discard == [] and G.to_move(s) == [1]
    # seat 1 starts the new pile
    assert s.phase == "start" and texts(s) == ["start 3C", "start 6C"]


# -- empty discard pile --------------------------------------------------------

def test_empty_discard__next_turn_turns_the_draw_pile_top():
    hand = ["7H", "9C", "9D", "9H", "9S", "8C", "8D", "8H", "8S", "6C"]
    s = make([hand, ["3C"]], ["7S"], ["4H", "5H"])
    ev = act(s, "play 7H")
    # refill took 5H; the next turn turns 4H face up
    assert faces(s, s.discard) == ["4H"] and faces(s, s.draw) == []
    assert any(e.kind == "turn_up" and e.data["face"] == "4H" for e in ev)
    assert G.to_move(s) == [1] and s.phase == "play"


def test_empty_discard__start_with_any_card_captures_nothing_and_ends_turn():
    s = make([["4D"], ["3C", "9H"]], [], current=1, phase="start")
    assert texts(s) == ["start 3C", "start 9H"]
    kept = [list(p) for p in s.captured]
    act(s, "start 9H")
    assert faces(s, s.discard) == ["9H"] and s.captured == kept
    assert faces(s, s.hands[1]) == ["3C"]
    assert G.to_move(s) == [0] and texts(s) == ["pass"]


def test_empty_discard__seat_without_cards_passes():
    s = make([["7H"], ["8S"]], ["7S"])
    act(s, "play 7H")
    # seat 1 starts the pile, seat 0 has no cards at all and passes
    act(s, "start 8S")
    assert s.hands[0] == [] and texts(s) == ["pass"]
    act(s, "pass")
    assert texts(s) == ["pass"]  # seat 1 is empty-handed too
    act(s, "pass")
    assert G.is_over(s)


# -- the end -------------------------------------------------------------------

def test_end__every_card_captured():
    s = make([["7H"], []], ["7S"])
    ev = act(s, "play 7H")
    assert G.is_over(s) and ev[-1].kind == "game_over" and ev[-1].data["reason"] == "all_captured"
    assert G.to_move(s) == [] and G.legal_actions(s, 0) == []


def test_end__both_pass_in_succession():
    s = make([["8C"], ["3S"]], ["7S"])
    act(s, "pass")
    assert not G.is_over(s)
    act(s, "pass")
    assert G.is_over(s)
    out = G.outcome(s)
    assert out.scores == R.final_scores([faces(s, p) for p in s.captured])
    assert out.winners == [1]


def test_end__a_play_between_passes_resets_them():
    s = make([["8C", "4H"], ["3S", "7C"]], ["7S", "3D"])
    act(s, "pass")
    assert s.passes == 1
    act(s, "play 3S")
    assert s.passes == 0 and s.phase == "more"
    act(s, "play 7C")  # the discard pile is empty: the turn ends
    assert G.to_move(s) == [0] and s.phase == "start"
    act(s, "start 8C")
    assert not G.is_over(s) and texts(s) == ["pass"]


def test_outcome__equal_totals_are_a_draw():
    s = make([["8C"], ["3S"]], ["7S"], captured=[["9H", "4H"], ["9C", "4C"]], rest="discard")
    check_ids(s)
    act(s, "pass")
    act(s, "pass")
    out = G.outcome(s)
    assert out.scores == [18, 18] and out.winners == [0, 1]


def test_outcome__raises_before_the_end():
    with pytest.raises(IllegalAction):
        G.outcome(G.new(2, 1))


# -- view ------------------------------------------------------------------------

def test_view__discard_and_captured_public_hands_and_draw_hidden():
    s = make([["7H", "8C"], ["3C"]], ["5D", "7S"], ["4H", "6H"])
    v = G.view(s, 1).to_json()
    assert [c["face"] for c in v["discard"]] == ["5D", "7S"] and v["top"] == "7S"
    assert all(c["face"] is None for c in v["hands"][0])
    assert [c["face"] for c in v["hands"][1]] == ["3C"]
    assert all(c["face"] is None for c in v["draw_pile"]) and len(v["draw_pile"]) == 2
    assert len(v["captured"][1]) == len(s.captured[1])
    o = G.view(s, None).to_json()
    assert all(c["face"] is None for h in o["hands"] for c in h)


def test_view__unchanged_when_only_hidden_cards_change():
    s = G.new(2, 9)
    base = G.view(s, 0).to_json()
    a, b = s.hands[1][3], s.draw[0]
    s.cards[a], s.cards[b] = s.cards[b], s.cards[a]
    assert G.view(s, 0).to_json() == base
    assert G.view(s, 1).to_json() != base


def check_private(s, k, rng):
    """Swapping the faces of two cards hidden from seat k leaves k's view as it was."""
    hidden = s.hands[1 - k] + s.draw
    if len(hidden) < 2:
        return
    x, y = rng.sample(hidden, 2)
    base = G.view(s, k).to_json()
    s.cards[x], s.cards[y] = s.cards[y], s.cards[x]
    assert G.view(s, k).to_json() == base
    s.cards[x], s.cards[y] = s.cards[y], s.cards[x]


# -- random play -----------------------------------------------------------------

def play_on(state, rng, limit):
    n = 0
    while G.to_move(state) and n < limit:
        seat = G.to_move(state)[0]
        G.apply(state, seat, rng.choice(G.legal_actions(state, seat)))
        n += 1


@pytest.mark.parametrize("seed", range(40))
def test_random_play__invariants_to_the_end(seed):
    rng = random.Random(seed)
    s = G.new(2, seed)
    step = 0
    while seats := G.to_move(s):
        assert seats == [s.current]
        acts = G.legal_actions(s, s.current)
        assert acts and G.legal_actions(s, 1 - s.current) == []
        check_ids(s)
        before = G.dumps(s)
        with pytest.raises(IllegalAction):
            G.apply(s, 1 - s.current, acts[0])
        with pytest.raises(IllegalAction):
            G.apply(s, s.current, Action("play", ("11X",)))
        assert G.dumps(s) == before
        if step % 10 == 0:
            a, b = G.copy(s), G.loads(before)
            x = rng.random()
            play_on(a, random.Random(x), 20)
            play_on(b, random.Random(x), 20)
            assert G.dumps(a) == G.dumps(b)
        json.dumps(G.view(s, s.current).to_json())
        for k in (0, 1):
            check_private(s, k, rng)
        events = G.apply(s, s.current, rng.choice(acts))
        for e in events:
            if e.kind in ("draw", "refill", "keep", "drawn_legal"):
                assert "face" not in e.data and "faces" not in e.data
        step += 1
    check_ids(s)
    out = G.outcome(s)
    assert out.scores == R.final_scores([faces(s, p) for p in s.captured]) and out.winners
    assert G.dumps(replay(G, json.loads(json.dumps(record(G, s))))) == G.dumps(s)


def test_view__the_cards_left_in_hand_are_laid_open_once_the_game_is_over():
    s = make([["3S", "4H"], ["5D", "6C"]], ["7S"])
    assert [c["face"] for c in G.view(s, 0).data["hands"][1]] == [None, None]
    s.phase = "over"
    assert sorted(c["face"] for c in G.view(s, 0).data["hands"][1]) == ["5D", "6C"]
    assert sorted(c["face"] for c in G.view(s, None).data["hands"][0]) == ["3S", "4H"]
