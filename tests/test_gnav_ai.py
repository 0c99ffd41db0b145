"""Gnav AI: the Normal heuristic on known positions, threat estimates,
determinisation of an opponent's drawn card, value and seeded strength."""
import io
import random

from tabletop.games.gnav import ai
from tabletop.games.gnav.rules import GAME, deck
from tabletop.rules import Action
from tabletop.simulate import run


def position(mine, top, below=None, opp=None, draw=6, phase="play", drawn=None):
    """Seat 0 to move holding `mine` with `top` on the discard pile (and
    `below` under it); the opponent holds `opp` (default: ten other cards)."""
    s = GAME.new(2, 1)
    used = list(mine) + [c for c in (below, top) if c] + list(opp or [])
    rest = [c for c in deck() if c not in used]
    opp = list(opp or rest[:10])
    rest = [c for c in rest if c not in opp]
    s.cards = list(mine) + opp + [c for c in (below, top) if c] + rest
    n_mine, n_opp = len(mine), len(opp)
    s.hands = [list(range(n_mine)), list(range(n_mine, n_mine + n_opp))]
    base = n_mine + n_opp
    s.discard = list(range(base, base + (2 if below else 1)))
    s.draw = list(range(len(s.discard) + base, len(s.discard) + base + draw))
    s.captured = [[], [i for i in range(len(s.cards)) if i not in
                       {*s.hands[0], *s.hands[1], *s.discard, *s.draw}]]
    s.phase, s.current, s.drawn = phase, 0, drawn
    return s


def decide(s):
    return ai.normal(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))


def test_normal__match_beats_spending_a_ten():
    s = position(["9S", "10H", "4C"], top="9D")
    assert decide(s) == Action("play", ("9S",))


def test_normal__keeps_a_drawn_ten_rather_than_waste_it_on_a_three():
    s = position(["5S", "6H", "10H"], top="3D", phase="drawn", drawn=2)
    assert GAME.legal_actions(s, 0) == [Action("play", ("10H",)), Action("keep")]
    assert decide(s) == Action("keep")


def test_normal__wild_two_on_a_high_top_when_it_is_the_best_take():
    s = position(["2S", "10H", "4C"], top="9D")
    # both wilds take the 9; the 2 leaves a cheap top, the 10 leaves ten points
    assert decide(s) == Action("play", ("2S",))


def test_table__threat_grows_with_the_rank_left_on_top():
    t = ai.Table([ai.rank(c) for c in deck()[:20]], opp_hand=10, draw_left=10)
    assert t.threat(None) == 0.0
    assert t.threat(3) < t.threat(7) < t.threat(10)


def test_determinize__opponent_drawn_card_is_legal_on_the_top():
    s = position(["5S", "6H", "7C"], top="3D", opp=["4S", "8H", "9D"], phase="drawn", drawn=None)
    # seat 1 to move, having drawn a card that fits the 3
    s.current = 1
    s.drawn = s.hands[1][0]
    s.cards[s.drawn] = "3H"
    view = GAME.view(s, 0)
    for k in range(10):
        world = ai.determinize(view, random.Random(k))
        assert ai.rank(world.cards[world.drawn]) in (3, 2, 10)
        assert GAME.view(world, 0).to_json() == view.to_json()


def test_determinize__cards_known_not_to_fit_get_faces_that_do_not():
    s = position(["5S", "6H", "7C"], top="3D", opp=["4S", "8H", "9D"])
    s.current = 1
    GAME.apply(s, 1, Action("draw"))    # no 3 and no wild; the card drawn does not fit either
    view = GAME.view(s, 0)
    assert len(view["lacks"]) == 4
    for k in range(20):
        world = ai.determinize(view, random.Random(k))
        assert all(ai.rank(world.cards[i]) not in (2, 3, 10) for i in world.hands[1])
        assert GAME.view(world, 0).to_json() == view.to_json()


def test_rollout__legal_moves_from_a_sampled_world():
    s = position(["9S", "10H", "4C"], top="9D")
    legal = GAME.legal_actions(s, 0)
    picks = [ai.rollout(s, 0, legal, random.Random(k)) for k in range(30)]
    assert all(p in legal for p in picks)
    assert picks.count(Action("play", ("9S",))) > 20


def test_rollout__models_the_searchers_opponent_as_the_more_careless():
    s = position(["9S", "10H", "4C"], top="9D")
    assert ai.determinize(GAME.view(s, 1), random.Random(0))._searcher == 1
    legal = GAME.legal_actions(s, 0)

    def slips(searcher):
        s._searcher = searcher
        return sum(ai.rollout(s, 0, legal, random.Random(k)) != Action("play", ("9S",)) for k in range(400))
    # a slip is a random pick of the three legal cards: 400 * 0.5 * 2/3 expected for the opponent
    assert 100 < slips(1) < 170
    assert slips(0) < 30


def test_value__sign_of_the_margin_and_the_win():
    s = position(["9S"], top="9D")
    s.captured = [[s.cards.index(c) for c in ("10S", "10C", "8S")], [s.cards.index("3S")]]
    assert ai.value(s, 0) > 0 > ai.value(s, 1)
    s.phase = "over"
    assert ai.value(s, 0) > 0.5 and ai.value(s, 1) < -0.5


def test_normal__beats_random_seeded():
    summary = run("gnav", 2, 60, 11, ["normal", "random"], rotate=True, out=io.StringIO())
    assert summary["win_rate"][0] > 0.55
    assert summary["mean_score"][0] > summary["mean_score"][1]


# -- the exact endgame ---------------------------------------------------------

def endgames(count, cards, seed=0):
    """Positions from seeded random play once the draw pile is empty, with at
    most `cards` cards left in the two hands."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        s = GAME.new(2, rng.getrandbits(32))
        while GAME.to_move(s) and (s.draw or s.phase == "drawn" or sum(map(len, s.hands)) > cards):
            seat = GAME.to_move(s)[0]
            GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
        if GAME.to_move(s) and len(GAME.legal_actions(s, s.current)) > 1:
            out.append(s)
    return out


def negamax(s, seat):
    """The final margin `seat` makes sure of, both playing their best, by
    brute force on the rules engine itself."""
    if s.phase == "over":
        scores = GAME.outcome(s).scores
        return scores[seat] - scores[1 - seat]
    mover = GAME.to_move(s)[0]
    results = []
    for a in GAME.legal_actions(s, mover):
        t = GAME.copy(s)
        GAME.apply(t, mover, a)
        results.append(negamax(t, mover))
    best = max(results)
    return best if mover == seat else -best


def test_solve__the_endgame_value_of_every_move_is_exact():
    for s in endgames(25, 8):
        seat = s.current
        points = [sum(ai.rank(s.cards[i]) for i in s.captured[p]) for p in (seat, 1 - seat)]
        mine = tuple(sorted(ai.rank(s.cards[i]) for i in s.hands[seat]))
        opp = tuple(sorted(ai.rank(s.cards[i]) for i in s.hands[1 - seat]))
        pile = tuple(ai.rank(s.cards[i]) for i in s.discard)
        lead = len(s.captured[seat]) - len(s.captured[1 - seat])
        values = dict(ai.Endgame().moves(mine, opp, pile, s.phase == "more", s.passes, lead))
        for a in GAME.legal_actions(s, seat):
            t = GAME.copy(s)
            GAME.apply(t, seat, a)
            move = (a.kind, ai.rank(a.args[0]) if a.args else 0)
            assert values[move] + points[0] - points[1] == negamax(t, seat)
        chosen = ai.solve(GAME.view(s, seat), GAME.legal_actions(s, seat))
        if max(values.values()) + points[0] - points[1] > 0:
            # a sure win is played
            assert values[(chosen.kind, ai.rank(chosen.args[0]) if chosen.args else 0)] == max(values.values())
        else:
            # a draw or a loss against perfect play: the search judges the chances of a slip
            assert chosen is None


def test_solve__only_once_nothing_is_hidden_and_the_tree_is_small(monkeypatch):
    s = position(["9S", "10H", "4C"], top="9D")
    assert ai.solve(GAME.view(s, 0), GAME.legal_actions(s, 0)) is None    # the draw pile has cards
    wins = [(GAME.view(s, s.current), GAME.legal_actions(s, s.current)) for s in endgames(10, 14, seed=3)]
    wins = [(view, legal) for view, legal in wins if ai.solve(view, legal) is not None]
    assert wins
    view, legal = wins[0]
    assert ai.solve(view, legal) in legal
    monkeypatch.setattr(ai, "SOLVE_POSITIONS", 1)
    assert ai.solve(view, legal) is None


def test_search__weighs_its_own_count_of_sweeps_before_it_stops(monkeypatch):
    """Two plays of the same rank are as good as each other: the race stops
    as soon as it may, after Gnav's MIN_SWEEPS sweeps, not the shared default."""
    from tabletop.ai import search
    s = position(["7S", "7H", "4C"], top="7D")
    legal = GAME.legal_actions(s, 0)
    assert len(legal) == 2
    rollouts = []
    play_out = search.play_out
    monkeypatch.setattr(search, "play_out", lambda *a: rollouts.append(1) or play_out(*a))
    search.search(GAME, ai, GAME.view(s, 0), legal, random.Random(0), iterations=1000)
    assert ai.MIN_SWEEPS > search.MIN_SWEEPS
    assert len(rollouts) == 2 * ai.MIN_SWEEPS
