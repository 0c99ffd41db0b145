"""6 nimmt! AI knowledge: the Normal heuristic, determinisation, the rollout
policy and the value of a state (the interface of `tabletop.ai.search`).
Imports no pygame.

The heuristic is the one a careful human uses: for each card, where would it
go, how many free places has that row, and how likely is it that other
players' cards fill the gap first so that this card becomes the sixth?
"""
from __future__ import annotations

import math
import random
from typing import Any, Sequence

from tabletop.games.nimmt.rules import GAME, ROW_LIMIT, State, bullheads, deck, row_cost, target_row
from tabletop.rules import Action, View

# A taken row rarely stays as it is: other cards join it before it is taken.
# Each expected extra card adds about one bullhead.
EXTRA_PER_SLOT = 1.1
# Scale of the value: a margin of this many points is a clear advantage.
VALUE_SCALE = 25.0
# Rollout policy: the share of random choices (diversifies the sampled games).
ROLLOUT_EPSILON = 0.1
# Bullheads by card number, for the rollout's hot loop.
_BH = [0] + [bullheads(c) for c in range(1, 105)]
# P(Poisson(lam) == k) needs k! for k = free places in a row (0..4).
_FACT = [1, 1, 2, 6, 24, 120]


def _faces(cards: list[dict[str, Any]]) -> list[int]:
    return [c["face"] for c in cards if c["face"] is not None]


def unseen(view: View) -> list[int]:
    """The cards this seat has not seen this round: other hands, hidden
    choices and (in the standard game) the cards never dealt."""
    seen = set(_faces(view["pool"]))
    for row in view["rows"]:
        seen.update(_faces(row))
    for hand in view["hands"]:
        seen.update(_faces(hand))
    for t in view["taken"]:
        seen.update(_faces(t))
    seen.update(c["face"] for c in view["chosen"] if c is not None and c["face"] is not None)
    return [c for c in deck(view["players"], view["variant"]) if c not in seen]


def may_come(view: View) -> list[int]:
    """The cards other seats may still lay this turn: the unseen ones and,
    in Logic, every card of the others' known hands."""
    known = [c["face"] for i, h in enumerate(view["hands"]) if i != view.seat for c in h]
    return unseen(view) + [f for f in known if f is not None]


def _binom_pmf(n: int, k: int, p: float) -> float:
    if k < 0 or k > n:
        return 0.0
    return math.comb(n, k) * p ** k * (1 - p) ** (n - k)


def card_risk(rows: list[list[int]], card: int, between: int, p_each: float) -> float:
    """Expected bullheads lost by playing `card` now. `between` unseen cards
    lie between the target row's last card and `card`, each played this turn
    with probability `p_each`. The card takes the row exactly when the other
    cards landing in front of it fill the row's free places and no more (one
    more, and someone else became the sixth)."""
    i = target_row(rows, card)
    if i is None:
        # too low: it takes a row of its player's choice, the cheapest
        return float(min(row_cost(r) for r in rows))
    free = ROW_LIMIT - len(rows[i])
    p_take = _binom_pmf(between, free, p_each)
    return p_take * (row_cost(rows[i]) + EXTRA_PER_SLOT * free)


def _opponents_to_play(view: View) -> int:
    """Other seats whose card of this turn is still unknown to this seat."""
    seat = view.seat
    n = 0
    for i, c in enumerate(view["chosen"]):
        if i != seat and (c is None or c["face"] is None):
            n += 1 if c is not None or view["hands"][i] else 0
    return n


def choose_card(rows: list[list[int]], hand: list[int], unseen_cards: Sequence[int], opponents: int,
                hidden_in_hands: int) -> int:
    """Normal's card: the lowest expected loss; among equally safe cards the
    one with the smallest gap (it stays safe), then the higher card (high
    cards get dangerous as the rows grow)."""
    unseen_sorted = sorted(unseen_cards)
    # each unseen card is in some hidden hand with probability
    # hidden_in_hands / len(unseen); its holder plays it with 1/hand size
    u = max(1, len(unseen_sorted))
    p_each = min(1.0, opponents / u)
    del hidden_in_hands  # the per-card chance above already accounts for it
    best, best_key = hand[0], (math.inf, 0.0, 0)
    for c in hand:
        i = target_row(rows, c)
        last = rows[i][-1] if i is not None else 0
        between = sum(1 for x in unseen_sorted if last < x < c)
        risk = card_risk(rows, c, between, p_each)
        key = (round(risk, 3), between, -c)
        if key < best_key:
            best, best_key = c, key
    return best


def choose_take(rows: list[list[int]], among: Sequence[int] | None = None) -> int:
    """The row to take for a too-low card (one of `among`, default any): the
    fewest bullheads; on a tie the longer row (it clears more danger off the
    table)."""
    return min(range(len(rows)) if among is None else among,
               key=lambda i: (row_cost(rows[i]), -len(rows[i]), i))


def normal(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """The move a decent human would make, from the view and legal actions."""
    kind = legal[0].kind
    rows = [[c["face"] for c in r] for r in view["rows"]]
    if kind == "take":
        return Action("take", (choose_take(rows, [a.args[0] for a in legal]),))
    if kind == "pick":
        # draft: the middle of what is left. The lowest cards end up under
        # every row (a row to take), the highest as the sixth card of one;
        # taking the edges, as this once did, lost 87 % of games to Random
        pool = [a.args[0] for a in legal]
        lo, hi = min(pool), max(pool)
        return Action("pick", (min(pool, key=lambda c: (abs(2 * c - lo - hi), c)),))
    hand = [a.args[0] for a in legal]
    hidden = sum(len(h) for i, h in enumerate(view["hands"]) if i != view.seat)
    card = choose_card(rows, hand, may_come(view), _opponents_to_play(view), hidden)
    return Action("play", (card,))


def determinize(view: View, rng: random.Random) -> State:
    """A full state consistent with the view: every card the seat has seen
    keeps its id and face; the hidden ids get a random assignment of the
    unseen faces."""
    players = view["players"]
    n = len(deck(players, view["variant"]))
    cards: list[int | None] = [None] * n
    zones = [*view["rows"], view["pool"], *view["hands"], *view["taken"],
             [c for c in view["chosen"] if c is not None]]
    for zone in zones:
        for c in zone:
            if c["face"] is not None:
                cards[c["id"]] = c["face"]
    faces = unseen(view)
    rng.shuffle(faces)
    hidden_ids = [i for i in range(n) if cards[i] is None]
    for i, f in zip(hidden_ids, faces):
        cards[i] = f
    full: list[int] = cards  # type: ignore[assignment]
    # a secret choice from a known hand (Logic): any card of that hand
    chosen = [None if c is None else c["id"] if c["id"] is not None else rng.choice(view["hands"][i])["id"]
              for i, c in enumerate(view["chosen"])]
    return State(
        variant=view["variant"], players=players, seed=rng.getrandbits(32), moves=[],
        round=view["round"], phase=view["phase"], cards=full,
        pool=sorted(full[c["id"]] for c in view["pool"]),
        drafter=view["drafter"] if view["drafter"] is not None else 0,
        hands=[sorted(full[c["id"]] for c in h if c["id"] not in chosen) for h in view["hands"]],
        rows=[[full[c["id"]] for c in r] for r in view["rows"]],
        chosen=[None if c is None else full[c] for c in chosen],
        points=list(view["points"]),
        taken=[[full[c["id"]] for c in t] for t in view["taken"]],
        turn=view["turn"],
    )


def rollout(state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """A cheap version of Normal reading the sampled state: gaps are judged
    by a uniform density of other players' cards instead of exact counts."""
    if rng.random() < ROLLOUT_EPSILON:
        return rng.choice(legal)
    kind = legal[0].kind
    rows = state.rows
    if kind == "take":
        return Action("take", (choose_take(rows, [a.args[0] for a in legal]),))
    if kind == "pick":
        return rng.choice(legal)
    hand = state.hands[seat]
    lasts = [r[-1] for r in rows]
    bh = _BH
    costs = [sum(bh[c] for c in r) for r in rows]
    cheapest = min(costs)
    # density of other players' cards on the number line this turn
    density = (state.players - 1) / max(1, len(state.cards) - 4 - state.turn * state.players - len(hand))
    best, best_key = hand[0], (math.inf, 0)
    for c in hand:
        i, top = -1, 0
        for j, last in enumerate(lasts):
            if top < last < c:
                i, top = j, last
        if i < 0:
            risk = float(cheapest)
        else:
            free = ROW_LIMIT - len(rows[i])
            lam = (c - top) * density
            risk = math.exp(-lam) * lam ** free / _FACT[free] * (costs[i] + free)
        key = (risk, c - top)
        if key < best_key:
            best, best_key = c, key
    return Action("play", (best,))


def value(state: State, seat: int) -> float:
    """The seat's points against the others (half against the leader, half
    against the average), scaled to about [-1, 1]; a finished game adds the
    win or loss itself."""
    pts = state.points
    others = [p for i, p in enumerate(pts) if i != seat]
    margin = 0.5 * (pts[seat] - max(others)) + 0.5 * (pts[seat] - sum(others) / len(others))
    v = max(-1.0, min(1.0, margin / VALUE_SCALE))
    if state.phase == "over":
        v = 0.5 * v + (0.5 if pts[seat] >= max(others) else -0.5)
    return v


__all__ = ["normal", "determinize", "rollout", "value", "GAME"]
