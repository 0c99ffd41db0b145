"""Grinch Grow Your Heart: the AI's knowledge of the game (no pygame).

The four functions of the AI interface (see `tabletop.ai.search`): `normal`
(heuristics from a seat's view), `determinize` (a full state sampled from a
view), `rollout` (a cheap policy inside a sampled world) and `value`; and
`solve`, which weighs the late decisions of a round exactly.

Everything rests on one estimate, `hand_value(hand, draws, open_rows, k)`:
what a partial hand is likely worth at scoring time when `draws` more cards
will still be drawn this round (keeping the best five). Each open row gets a
potential (the points it would score now plus the expected gain of the cards
to come), minus the row's opportunity cost: what closing it now takes from
the `k` rounds still to play. Bonus cards add their points when met, or
their points times the chance that the missing suit still comes. Once at
most two draws are left, `solve` needs no estimate: it averages the exact
worth of every five-card hand the draws may bring.
"""
from __future__ import annotations

import math
import random
from collections import Counter
from typing import Callable, Sequence

from tabletop.ai.search import blend
from tabletop.rules import Action, View

from .rules import (GAME, ROWS, SUIT_ROWS, SUITS, TURNS, State, bonus, card_key, deck, requirement,
                    rounds_for, score_row)

# The points an open row typically brings in a later round when a player
# aims for it (measured from Normal's own games; see the module tests).
# They price the opportunity cost of closing a row now.
ROW_WORTH = {"wreaths": 12.0, "noise": 12.0, "ornaments": 12.0, "presents": 12.0,
             "rainbow": 16.0, "match": 9.0, "run": 9.0}
# Share of a card's expected gain actually realised: later cards compete for
# the same five places and the same turns.
DRAW_EFFICIENCY = 0.8
# How much of a rollout's value is the heuristic estimate taken when the
# searching seat's turn is over, for a Who once the Grinch has drawn too (the
# rest: the outcome at the round's end), which steadies the search's
# comparison of candidates.
EARLY_W = 0.6
# The margin that a position's value is built on is measured against a soft
# maximum of the other seats' worth, with this softness in points: any rival
# within a few points of the leader can still finish first, so what the
# search takes from (or gives to) them counts too, not from the leader alone
# (measured: +1.5 +- 1.0 % wins against 3 Normal over 800 paired games).
RIVALS_SOFTNESS = 4.0


def _binomial_at_least(need: int, d: int, p: float) -> float:
    """P(at least `need` successes in `d` draws of chance `p`)."""
    if need <= 0:
        return 1.0
    return float(sum(math.comb(d, j) * p ** j * (1 - p) ** (d - j) for j in range(need, d + 1)))


def _all_of(m: int, d: int) -> float:
    """P(each of `m` given ranks shows up among `d` cards of random rank)."""
    return float(sum((-1) ** j * math.comb(m, j) * ((6 - j) / 6) ** d for j in range(m + 1)))


MAXD = 8
RANK_AT_LEAST = [[_binomial_at_least(k, d, 1 / 6) for d in range(MAXD + 1)] for k in range(6)]
SUIT_AT_LEAST = [[_binomial_at_least(k, d, 1 / 4) for d in range(MAXD + 1)] for k in range(4)]
ALL_RANKS = [[_all_of(m, d) for d in range(MAXD + 1)] for m in range(6)]
# expected rise of a suit's best rank from one random card of that suit
RAINBOW_RISE = [sum(r - m for r in range(m + 1, 7)) / 6 for m in range(7)]
WINDOWS4 = (frozenset(range(1, 5)), frozenset(range(2, 6)), frozenset(range(3, 7)))
WINDOWS5 = (frozenset(range(1, 6)), frozenset(range(2, 7)))


def future(open_rows: Sequence[str], k: int) -> float:
    """The points the open rows are expected to bring in the `k` rounds
    still to play after this one (the best k rows)."""
    return sum(sorted((ROW_WORTH[r] for r in open_rows), reverse=True)[:k])


def row_costs(open_rows: Sequence[str], k: int) -> dict[str, float]:
    """What closing each open row now costs the later rounds."""
    base = future(open_rows, k)
    return {r: base - future([x for x in open_rows if x != r], k) for r in open_rows}


def potentials(hand: Sequence[str], d: int) -> dict[str, float]:
    """Each row's expected score for a hand with `d` more cards to draw."""
    d = min(d, MAXD)
    by_suit: dict[str, list[int]] = {x: [] for x in SUITS}
    counts = [0] * 7
    for c in hand:
        r = int(c[1])
        by_suit[c[0]].append(r)
        counts[r] += 1
    out: dict[str, float] = {}
    eff = DRAW_EFFICIENCY
    for row, x in SUIT_ROWS.items():
        ranks = sorted(by_suit[x], reverse=True)[:5]
        room = 5 - len(ranks)
        out[row] = sum(ranks) + eff * min(d * 0.25, room) * 3.5
    best = [max(by_suit[x], default=0) for x in SUITS]
    out["rainbow"] = sum(best) + eff * d * 0.25 * sum(RAINBOW_RISE[m] for m in best)
    most = max(counts)
    out["match"] = 10 * (RANK_AT_LEAST[max(0, 3 - most)][d] + RANK_AT_LEAST[max(0, 4 - most)][d]
                         + RANK_AT_LEAST[max(0, 5 - most)][d]) if most + d >= 3 else 0.0
    have = frozenset(r for r in range(1, 7) if counts[r])
    p4 = max(ALL_RANKS[len(w - have)][d] for w in WINDOWS4)
    p5 = max(ALL_RANKS[len(w - have)][d] for w in WINDOWS5)
    out["run"] = 15 * p4 + 10 * p5
    return out


def bonus_potential(hand: Sequence[str], d: int) -> float:
    """Bonus points met, plus those still within reach times the chance
    that the draws meet them (measured against crediting only 0.6 of that:
    +0.46 +- 0.10 points a game, 16,000 games of one such Normal against 3)."""
    d = min(d, MAXD)
    total = 0.0
    suits = Counter(c[0] for c in hand)
    for c in hand:
        req = requirement(c)
        if req:
            points, need, count = req
            total += points * SUIT_AT_LEAST[max(0, count - suits[need])][d]
    return total


def hand_value(hand: Sequence[str], d: int, costs: dict[str, float]) -> float:
    """The hand's expected worth at scoring: its best open row's potential
    less that row's cost, plus its bonus potential."""
    pots = potentials(hand, d)
    return max(pots[r] - cost for r, cost in costs.items()) + bonus_potential(hand, d)


def best_discard(hand: list[str], d: int, costs: dict[str, float],
                 among: Sequence[str] | None = None) -> tuple[float, str]:
    """The card to give up (its face; one of `among`, default any) and the
    value of the hand kept."""
    best_v, best_f = -math.inf, hand[0]
    for f in sorted(set(hand if among is None else among), key=card_key):
        kept = list(hand)
        kept.remove(f)
        v = hand_value(kept, d, costs)
        if v > best_v:
            best_v, best_f = v, f
    return best_v, best_f


def best_row(hand: list[str], among: Sequence[str], open_rows: Sequence[str], k: int) -> str:
    """The row to score, one of `among`: its points less what closing it
    costs later."""
    costs = row_costs(open_rows, k)
    return max(among, key=lambda r: (score_row(hand, r) - costs[r], -ROWS.index(r)))


def _decide(hand: list[str], phase: str, turn: int, draws_left: int, tops: dict[int, str],
            open_rows: list[str], k: int, legal: Sequence[Action]) -> Action:
    """The shared decision of `normal` and `rollout`: the best of `legal`
    (which may be only some of the seat's legal actions)."""
    if phase == "score":
        row = best_row(hand, [a.args[0] for a in legal], open_rows, k)
        return Action("score", (row,))
    costs = row_costs(open_rows, k)
    later = 2 * (TURNS - 1 - turn)     # cards still to draw after this turn
    if phase == "discard":
        face = best_discard(hand, later, costs, [a.args[0] for a in legal])[1]
        return Action("discard", (face,))
    # a draw (the Grinch's, when a Who has only the pile): a known top against a blind card
    best_a, best_v = legal[0], -math.inf
    for a in legal:
        if a.args[0] == "pile":
            v = hand_value(hand, later + draws_left, costs)
        else:
            c = tops[int(a.args[1])]
            if draws_left == 2:
                v = hand_value([*hand, c], later + 1, costs)
            else:
                v = best_discard([*hand, c], later, costs)[0]
        if v > best_v + 1e-9:
            best_a, best_v = a, v
    return best_a


Worth = Callable[[tuple[str, ...]], float]


def _final(costs: dict[str, float]) -> Worth:
    """The worth of a finished five-card hand: its best open row less that
    row's cost, plus its bonuses (memoised: the solver meets the same hands
    again and again)."""
    memo: dict[tuple[str, ...], float] = {}

    def worth(hand: tuple[str, ...]) -> float:
        v = memo.get(hand)
        if v is None:
            h = list(hand)
            v = memo[hand] = max(score_row(h, r) - c for r, c in costs.items()) + bonus(h)
        return v
    return worth


def _best_five(six: list[str], worth: Worth) -> float:
    """The worth of the best five of six cards."""
    six = sorted(six, key=card_key)
    return max(worth(tuple(six[:i] + six[i + 1:])) for i in range(6))


def _pairs(left: Counter[str]) -> list[tuple[tuple[str, str], int]]:
    """Every unordered pair of cards from `left`, by face, with its count."""
    faces = sorted(left, key=card_key)
    return [((a, b), left[a] * left[b] if a != b else left[a] * (left[a] - 1) // 2)
            for i, a in enumerate(faces) for b in faces[i:] if a != b or left[a] > 1]


def _blind(hand: list[str], left: Counter[str], worth: Worth) -> float:
    """The average worth of five cards kept from `hand` and one blind draw
    of the cards `left`."""
    return sum(n * _best_five([*hand, x], worth) for x, n in left.items()) / sum(left.values())


def _last_draw(hand: list[str], tops: list[str], left: Counter[str], worth: Worth) -> float:
    """The Grinch's last draw: the best of a blind draw and each known top,
    each followed by the best discard."""
    return max(_blind(hand, left, worth), *(_best_five([*hand, t], worth) for t in tops))


def solve(view: View, legal: Sequence[Action]) -> Action | None:
    """The decisions whose chance is small enough to weigh exactly: a Who's
    discard in the round's middle turn (every pair the last draw may bring),
    and the Grinch's two draws in the last turn (every card the pile may
    give, and every top, each followed by the best discard). None for the
    others: the search samples those."""
    d = view.data
    seat = view.seat
    if len(legal) == 1 or seat is None:
        return None
    grinch = seat == d["grinch"]
    hand = [c["face"] for c in d["hands"][seat]]
    open_rows = [r for r in ROWS if r not in d["sheets"][seat]]
    worth = _final(row_costs(open_rows, d["rounds"] - d["round"] - 1))
    left = Counter(unseen(view))
    piles = [[c["face"] for c in p] for p in d["discards"]]

    def take(a: Action) -> tuple[list[str], list[str]]:
        """The hand after drawing a top (unchanged for the pile), and the
        tops then."""
        if a.args[0] == "pile":
            return hand, [p[-1] for p in piles if p]
        i = int(a.args[1])
        rest = [p[:-1] if j == i else p for j, p in enumerate(piles)]
        return [*hand, piles[i][-1]], [p[-1] for p in rest if p]

    if d["phase"] == "discard" and d["turn"] == TURNS - 2 and not grinch:
        pairs = _pairs(left)

        def score(a: Action) -> float:
            kept = list(hand)
            kept.remove(a.args[0])
            return sum(w * _best_five([*kept, x, y], worth) for (x, y), w in pairs)
    elif d["phase"] == "draw" and d["turn"] == TURNS - 1 and grinch:
        def score(a: Action) -> float:
            h, tops = take(a)
            if d["draws_left"] == 1:
                return _blind(h, left, worth) if a.args[0] == "pile" else _best_five(h, worth)
            if a.args[0] != "pile":
                return _last_draw(h, tops, left, worth)
            total = 0.0
            for x, n in left.items():
                rest = left.copy()
                rest[x] -= 1
                total += n * _last_draw([*h, x], tops, +rest, worth)
            return total / sum(left.values())
    else:
        return None
    return max(legal, key=score)


def normal(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """Keep cards toward the best open rows and bonuses; as the Grinch take a
    discard top when it beats a blind draw; score the row that gains most
    once the rows' worth in later rounds is counted."""
    if len(legal) == 1:
        return legal[0]
    d = view.data
    seat = view.seat
    hand = [c["face"] for c in d["hands"][seat]]
    tops = {i: p[-1]["face"] for i, p in enumerate(d["discards"]) if p}
    open_rows = [r for r in ROWS if r not in d["sheets"][seat]]
    k = d["rounds"] - d["round"] - 1
    return _decide(hand, d["phase"], d["turn"], d["draws_left"], tops, open_rows, k, legal)


def rollout(state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """`normal`'s logic read straight from a sampled state (the seat's own
    hand and the public tops only)."""
    if "_early" not in state.__dict__:
        _note_early(state)
    if len(legal) == 1:
        return legal[0]  # a Who's draw, or a last card: nothing to weigh
    cards = state.cards
    hand = [cards[c] for c in state.hands[seat]]
    tops = {i: cards[p[-1]] for i, p in enumerate(state.discards) if p}
    open_rows = [r for r in ROWS if r not in state.sheets[seat]]
    k = rounds_for(state.players) - state.round - 1
    draws_left = 2 - state.drawn if state.phase == "draw" else 0
    return _decide(hand, state.phase, state.turn, draws_left, tops, open_rows, k, legal)


def unseen(view: View) -> list[str]:
    """The faces the seat has seen nowhere in the view (other hands and the
    draw pile hold exactly these, besides the cards `shown` going into them)."""
    left = Counter(deck())
    d = view.data
    for c in d["hands"][view.seat]:
        left[c["face"]] -= 1
    for p in d["discards"]:
        for c in p:
            left[c["face"]] -= 1
    for _, face in d["shown"]:
        left[face] -= 1
    return sorted((+left).elements(), key=card_key)


def determinize(view: View, rng: random.Random) -> State:
    """A full state agreeing with the view: ids stay where the view shows
    them, the cards `shown` keep their faces, the unseen faces are dealt at
    random to the other hands and the draw pile. Reads nothing but the view."""
    d = view.data
    n = d["players"]
    assert view.seat is not None, "an onlooker's view hides every hand"
    cards: list[str | None] = [None] * len(deck())
    hands = [[c["id"] for c in h] for h in d["hands"]]
    for c in d["hands"][view.seat]:
        cards[c["id"]] = c["face"]
    discards = [[c["id"] for c in p] for p in d["discards"]]
    for p in d["discards"]:
        for c in p:
            cards[c["id"]] = c["face"]
    for i, face in d["shown"]:
        cards[i] = face
    draw = [c["id"] for c in d["draw_pile"]]
    faces = unseen(view)
    rng.shuffle(faces)
    hidden = [i for i, f in enumerate(cards) if f is None]
    assert len(hidden) == len(faces), "the view's cards do not add up"
    for i, f in zip(hidden, faces):
        cards[i] = f
    phase = d["phase"]
    current = d["current"] if d["current"] is not None else 0
    # every turn is two draws then a discard; the count stays at two until the next turn starts
    drawn = 2 - d["draws_left"] if phase == "draw" else 2
    s = State(variant=d["variant"], players=n, seed=rng.getrandbits(32), moves=[], round=d["round"],
              grinch=d["grinch"], phase=phase, turn=d["turn"], current=current, drawn=drawn,
              reshuffles=0, cards=cards, draw=draw, hands=hands,  # type: ignore[arg-type]
              discards=discards, sheets=[dict(x) for x in d["sheets"]], shown=[i for i, _ in d["shown"]])
    # for the search: whose rollouts these are (see `_note_early`)
    s._searcher = view.seat  # type: ignore[attr-defined]
    return s


def _draws_left(state: State, seat: int) -> int:
    """Cards `seat` will still draw this round."""
    if state.phase == "score":
        return 0
    n = state.players
    order = [(state.grinch + 1 + i) % n for i in range(n)]   # the Whos, then the Grinch
    later = 2 * (TURNS - 1 - state.turn)
    here, cur = order.index(seat), order.index(state.current)
    if here < cur:
        return later
    if here > cur:
        return later + 2
    return later + (2 - state.drawn if state.phase == "draw" else 0)


def _spread(state: State, seat: int, hands: bool) -> float:
    """The seat's margin over the other seats (a soft maximum of theirs,
    `RIVALS_SOFTNESS`), each counted as points scored plus what their open
    rows should still bring (and, with `hands`, what the hand in progress
    should score), squashed to [-1, 1]."""
    n = state.players
    mid = state.phase != "over" and hands
    k = rounds_for(n) - state.round - (1 if mid else 0) if state.phase != "over" else 0
    scored = set()
    if state.phase == "score":
        order = [(state.grinch + 1 + i) % n for i in range(n)]
        scored = set(order[:order.index(state.current)])
    worth = []
    for o in range(n):
        open_rows = [r for r in ROWS if r not in state.sheets[o]]
        w = sum(state.sheets[o].values()) + future(open_rows, k)
        if mid and o not in scored:
            w += hand_value([state.cards[c] for c in state.hands[o]], _draws_left(state, o),
                            row_costs(open_rows, k))
        worth.append(w)
    others = [worth[o] for o in range(n) if o != seat]
    top = max(others)
    rivals = top + RIVALS_SOFTNESS * math.log(sum(math.exp((w - top) / RIVALS_SOFTNESS) for w in others))
    margin = worth[seat] - rivals
    return math.tanh(margin / (10.0 + 8.0 * k))


def _note_early(state: State) -> None:
    """Once the searching seat's turn is over, note the heuristic value of
    the position for it: `value` blends it in. A Who waits until the Grinch
    has drawn, so that what the Grinch takes from its discard counts
    (measured: +0.4 points a game, about +1.7 % wins, against 3 Normal)."""
    seat = state.__dict__.get("_searcher")
    if seat is None or state.current == seat:
        return
    grinch_drew = state.current == state.grinch and state.phase == "discard"
    if seat != state.grinch and state.phase != "score" and not grinch_drew:
        return
    state._early = _spread(state, seat, True)  # type: ignore[attr-defined]


def value(state: State, seat: int) -> float:
    """The seat's margin over its rivals, counting what each player's open
    rows should still bring (`_spread`); a finished game counts its win or
    loss too, and the searching seat's estimate noted when its turn ended
    weighs `EARLY_W` (`tabletop.ai.search.blend`)."""
    return blend(GAME, state, seat, _spread(state, seat, False), EARLY_W)
