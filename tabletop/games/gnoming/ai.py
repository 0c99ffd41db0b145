"""Gnoming A Round: the AI's knowledge of the game (no pygame).

The four functions of the AI interface (see `tabletop.ai.search`): `normal`
(heuristics from a seat's view), `determinize` (a full state sampled from a
view), `rollout` (a cheap policy inside a sampled world) and `value`.

Everything rests on one estimate, `estimate(cells, mu)`: the expected round
score of a grid whose unknown cells (None) are worth `mu` each (the mean of
the cards the seat has not seen), with matching lines scored as the rules
score them and a small credit for two-of-a-kind lines that one more card
would complete. A move is judged by how much it lowers that estimate.
"""
from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any, Sequence

from tabletop.ai.search import blend
from tabletop.rules import Action, View

from .rules import COUNTS, FIRST_OUT, GAME, HAZARD_SCORE, LINES, NEGATIVE, POSITIVE, ROUNDS, State

VALUE: dict[str, int] = {**POSITIVE, **NEGATIVE, "H": HAZARD_SCORE, "M": 0}
FACES = tuple(f for f, _ in COUNTS)
# The mean card of the full deck: what an unseen card is worth when nothing
# better is known (the rollout uses it, to stay cheap).
MU0 = sum(VALUE[f] * n for f, n in COUNTS) / sum(n for _, n in COUNTS)
# Credit, per point of value, for a line holding two equal cards and an open
# third cell: such a line often completes, and a completed line is worth
# 4 x value (three cards stop scoring and the line scores minus value).
PAIR_W = 0.5
# A discard top must beat the expected gain of a blind draw by this much in
# the rollout (the rollout does not compute that expectation).
ROLL_TAKE = 2.0
# How much of a rollout's value is the heuristic estimate taken when the
# searching seat's turn is over (the rest: the outcome at the round's end).
# The round's end alone is too noisy for the search's few hundred rollouts
# to tell candidates apart; the estimate right after the move is not.
EARLY_W = 0.6
ROWS_OF = tuple(tuple(k for k, line in enumerate(LINES) if i in line) for i in range(9))


def _line_table() -> dict[tuple[str | None, ...], tuple[float, float]]:
    """For every triple of faces (None: unknown): (matched value or nan,
    pair credit in value points). One dict look-up per line keeps `estimate`
    fast, which the rollout needs."""
    table: dict[tuple[str | None, ...], tuple[float, float]] = {}
    opts: list[str | None] = [*FACES, None]
    for a in opts:
        for b in opts:
            for c in opts:
                trio = (a, b, c)
                known = [f for f in trio if f is not None]
                vals = {POSITIVE[f] for f in known if f in POSITIVE}
                wild = all(f in POSITIVE or f == "M" for f in known)
                if len(known) == 3 and wild and len(vals) <= 1:
                    table[trio] = (float(vals.pop() if vals else 0), 0.0)
                    continue
                pair = 0.0
                # two cards agreeing on one positive value, the third open
                for v in vals:
                    agree = [k for k, f in enumerate(trio) if f == "M" or (f in POSITIVE and POSITIVE[f] == v)]
                    if len(agree) == 2:
                        rest = trio[3 - sum(agree)]
                        # replacing a negative card to complete the line costs its value
                        pair = max(pair, v * (0.5 if rest in NEGATIVE else 1.0))
                table[trio] = (math.nan, pair)
    return table


LINE_TABLE = _line_table()


def estimate(cells: Sequence[str | None], mu: float, pair_w: float = PAIR_W) -> float:
    """The expected round score of a grid (9 faces by cell, None unknown)."""
    total = 0.0
    matched = 0
    for a, b, c in LINES:
        v, pair = LINE_TABLE[(cells[a], cells[b], cells[c])]
        if v == v:  # not nan: a matching line
            total -= v
            matched |= (1 << a) | (1 << b) | (1 << c)
        elif pair:
            total -= pair_w * pair
    for i in range(9):
        f = cells[i]
        if f is None:
            total += mu
        elif not matched >> i & 1:
            total += VALUE[f]
    return total


def mulligan_cells(cells: Sequence[str | None]) -> list[int]:
    """Cells a Mulligan may be put on (at most one face-up Mulligan)."""
    ups = [i for i in range(9) if cells[i] == "M"]
    return [i for i in range(9) if not [j for j in ups if j != i]]


class Table:
    """What one seat knows of the table, in plain lists: grids of faces
    (None unknown), pile tops, the unseen mean, who went out."""

    __slots__ = ("n", "seat", "grids", "tops", "mu", "first_out", "turn", "pair_w", "state")

    def __init__(self, n: int, seat: int, grids: list[list[str | None] | None], tops: list[str | None],
                 mu: float, first_out: int | None, turn: int, state: State | None = None) -> None:
        self.n, self.seat, self.grids, self.tops, self.mu = n, seat, grids, tops, mu
        self.first_out, self.turn, self.state = first_out, turn, state
        # once someone is out no line can be completed later: no pair credit
        self.pair_w = 0.0 if first_out is not None else PAIR_W

    def grid(self, seat: int) -> list[str | None]:
        """The seat's grid of known faces (built from the state on first use:
        the rollout rarely needs another seat's grid)."""
        g = self.grids[seat]
        if g is None:
            assert self.state is not None
            g = self.grids[seat] = known_cells(self.state, seat)
        return g

    def est(self, seat: int) -> float:
        return estimate(self.grid(seat), self.mu, self.pair_w)

    def out_adjust(self, seat: int, after: float) -> float:
        """Expected first-out adjustment when `seat` goes out with an
        estimated `after`: -5 if lowest, +5 otherwise. Each other seat still
        has one turn to improve (about 3 points)."""
        others = min(self.est(o) for o in range(self.n) if o != seat) - 3.0
        p = 1.0 / (1.0 + math.exp(-(others - after) / 2.0))
        return FIRST_OUT * (1.0 - 2.0 * p) + 2.0 * (1.0 - p)  # + a margin for ending a round we lose

    def gain(self, seat: int, cells: list[str | None], i: int, face: str, base: float) -> float:
        """How much putting `face` on cell `i` lowers the seat's estimate."""
        old = cells[i]
        cells[i] = face
        after = estimate(cells, self.mu, self.pair_w)
        if old is None and self.first_out is None and None not in cells:
            after += self.out_adjust(seat, after)
        cells[i] = old
        return base - after

    def best(self, seat: int, face: str, cells_ok: Sequence[int] | None = None) -> tuple[float, int]:
        """The best cell for `face` in the seat's grid and its gain."""
        cells = list(self.grid(seat))
        base = estimate(cells, self.mu, self.pair_w)
        ok = cells_ok if cells_ok is not None else (mulligan_cells(cells) if face == "M" else range(9))
        # the loop of `gain`, inlined: this is the rollout's hot spot
        mu, pw = self.mu, self.pair_w
        last = self.first_out is None and cells.count(None) == 1
        best_g, best_i = -math.inf, -1
        for i in ok:
            old = cells[i]
            cells[i] = face
            after = estimate(cells, mu, pw)
            cells[i] = old
            if last and old is None:
                after += self.out_adjust(seat, after)
            if base - after > best_g:
                best_g, best_i = base - after, i
        return best_g, best_i


def _cell(a: Action) -> int:
    return 3 * int(a.args[0]) + int(a.args[1])


def unseen(view: View) -> Counter[str]:
    """The faces the seat has not seen anywhere in the view."""
    left: Counter[str] = Counter({f: n for f, n in COUNTS})
    for g in view["grids"]:
        for row in g:
            for c in row:
                if c["face"] is not None:
                    left[c["face"]] -= 1
    for p in view["piles"]:
        for c in p:
            left[c["face"]] -= 1
    for c in view["removed"]:
        left[c["face"]] -= 1
    held = view["held"]
    if held is not None and held["face"] is not None:
        left[held["face"]] -= 1
    return +left


def table_of_view(view: View) -> tuple[Table, Counter[str]]:
    """The seat's Table and its unseen faces, from its view."""
    left = unseen(view)
    total = sum(left.values())
    mu = sum(VALUE[f] * n for f, n in left.items()) / total if total else MU0
    assert view.seat is not None, "an onlooker does not decide"
    grids: list[list[str | None] | None] = [[c["face"] for row in g for c in row] for g in view["grids"]]
    tops = [p[-1]["face"] if p else None for p in view["piles"]]
    t = Table(view["players"], view.seat, grids, tops, mu, view["first_out"], view["turn"])
    return t, left


def _decide(t: Table, phase: str, held: str | None, legal: Sequence[Action], rng: random.Random,
            pile_gain: Any, cheap: bool = False) -> Action:
    """The shared decision logic of `normal` and `rollout`. `pile_gain()`
    gives the expected gain of a blind draw (exact in `normal`, a constant in
    the rollout); `cheap` picks the rollout's quick discard rule."""
    me = t.seat
    kinds = {a.kind for a in legal}
    if phase == "reveal":
        return rng.choice(list(legal))
    if phase == "hazard":
        flips = [a for a in legal if a.kind == "flip"]
        if not flips:
            return legal[0]
        # a free look: prefer a cell whose lines could complete (a pair there)
        cells = t.grid(me)

        def promise(a: Action) -> float:
            i = _cell(a)
            return sum(LINE_TABLE[tuple(cells[j] for j in LINES[k])][1] for k in ROWS_OF[i])
        return max(flips, key=lambda a: (promise(a), rng.random()))
    if phase == "draw":
        best_a, best_g = legal[0], -math.inf
        for a in legal:
            if a.args[0] == "pile":
                g = pile_gain()
            else:
                top = t.tops[int(a.args[1])]
                assert top is not None
                g = t.best(me, top)[0]
            if g > best_g:
                best_a, best_g = a, g
        return best_a
    if phase in ("play", "bounce"):
        assert held is not None
        cells = list(t.grid(me))
        base = estimate(cells, t.mu, t.pair_w)
        # keeping the card (or stopping) gains nothing; it may not be among `legal`
        keep = next((a for a in legal if a.kind in ("keep", "stop")), None)
        best_a, best_g = (keep, 0.0) if keep else (legal[0], -math.inf)
        for a in legal:
            if a.kind in ("place", "bounce"):
                g = t.gain(me, cells, _cell(a), held, base)
                if g > best_g + 1e-9:
                    best_a, best_g = a, g
        return best_a
    if phase == "discard" and "discard" in kinds:
        if len(legal) == 1 or held is None:
            return legal[0]
        # cover the top the next seat would like most
        nxt = (t.turn + 1) % t.n
        if nxt == t.first_out:
            return legal[0]
        if cheap:
            # cover the lower (more useful) top; a Mulligan counts as best
            return max(legal, key=lambda a: -_worth(t.tops[int(a.args[0])]))
        scores = []
        for a in legal:
            i = int(a.args[0])
            tops = list(t.tops)
            tops[i] = held
            scores.append((max(t.best(nxt, f)[0] for f in tops if f is not None), rng.random(), a))
        return min(scores)[2]
    return rng.choice(list(legal))


def normal(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """Keep low and negative cards, build matching lines, keep Hazards out,
    go out only when likely lowest, bounce and flip with profit, and cover
    the discard top the next seat would like most."""
    if len(legal) == 1:
        return legal[0]
    t, left = table_of_view(view)
    held = view["held"]["face"] if view["held"] is not None else None

    def pile_gain() -> float:
        total = sum(left.values())
        if not total:
            return 0.0
        return sum(n * max(0.0, t.best(t.seat, f)[0]) for f, n in left.items()) / total
    return _decide(t, view["phase"], held, legal, rng, pile_gain)


def _worth(face: str | None) -> float:
    """A card's value for ranking discard tops (a Mulligan as a -3)."""
    return 99.0 if face is None else -3.0 if face == "M" else float(VALUE[face])


def known_cells(s: State, seat: int) -> list[str | None]:
    """The seat's grid as its owner knows it: faces up, None down."""
    cards = s.cards
    return [cards[c] if u else None for c, u in zip(s.grids[seat], s.up[seat])]


def _table_of_state(s: State, seat: int) -> Table:
    grids: list[list[str | None] | None] = [None] * s.players
    tops = [s.cards[p[-1]] if p else None for p in s.piles]
    return Table(s.players, seat, grids, tops, MU0, s.first_out, s.turn, s)


def rollout(state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """`normal`'s logic on the seat's face-up knowledge (it never peeks at
    face-down cards, so rollout players play like real ones), with the deck
    mean for unseen cards and a fixed bar for taking a discard top."""
    phase = state.phase
    if phase == "reveal":
        return legal[rng.randrange(len(legal))]
    if "_early" not in state.__dict__:
        _note_early(state)
    t = _table_of_state(state, seat)
    held = state.cards[state.held] if state.held is not None else None
    return _decide(t, phase, held, legal, rng, lambda: ROLL_TAKE, cheap=True)


def determinize(view: View, rng: random.Random) -> State:
    """A full state agreeing with the view: the ids the view shows stay where
    they are, the unseen faces are dealt at random to the hidden cards (the
    face-down grid cells, the draw pile and a held card the seat cannot
    see). Reads nothing but the view."""
    d = view.data
    n = d["players"]
    grids = [[c["id"] for row in g for c in row] for g in d["grids"]]
    up = [[c["face"] is not None for row in g for c in row] for g in d["grids"]]
    piles = [[c["id"] for c in p] for p in d["piles"]]
    removed = [c["id"] for c in d["removed"]]
    size = sum(k for _, k in COUNTS)
    cards: list[str | None] = [None] * size
    for g in d["grids"]:
        for row in g:
            for c in row:
                cards[c["id"]] = c["face"]
    for c in [*sum(d["piles"], []), *d["removed"]]:
        cards[c["id"]] = c["face"]
    held_v = d["held"]
    held: int | None = None
    if held_v is not None and held_v["id"] is not None:
        held = held_v["id"]
        cards[held] = held_v["face"]
    placed = set(sum(grids, [])) | set(sum(piles, [])) | set(removed) | ({held} if held is not None else set())
    free = [i for i in range(size) if i not in placed]
    rng.shuffle(free)
    if held_v is not None and held_v["id"] is None:
        held = free.pop()
    draw = free
    assert len(draw) == d["draw"], "the view's draw pile does not add up"
    hidden = [i for i in range(size) if cards[i] is None]
    faces = list(unseen(view).elements())
    rng.shuffle(faces)
    for i, f in zip(hidden, faces):
        cards[i] = f
    tf = {None: None, "draw": -1, "discard 0": 0, "discard 1": 1}[d["taken_from"]]
    filled = [3 * r + c for r, c in d["filled"]]
    if held is not None and d["held_is_drawn"]:
        drawn: int | None = held
    else:
        drawn = grids[d["turn"]][filled[0]] if filled else None
    s = State(variant=d["variant"], players=n, seed=rng.getrandbits(32), moves=[], round=d["round"],
              phase=d["phase"], cards=cards, grids=grids, up=up, draw=draw, piles=piles,  # type: ignore[arg-type]
              removed=removed, revealed=list(d["revealed"]), turn=d["turn"], held=held,
              held_public=not (d["held_is_drawn"] and tf == -1), drawn=drawn, taken_from=tf,
              filled=filled, hazard_queue=list(d["hazard_queue"]), first_out=d["first_out"],
              exhausted=d["exhausted"], turns=d["turns"], scores=[list(x) for x in d["scores"]],
              totals=list(d["totals"]), ends=list(d["ends"]), outs=list(d["outs"]),
              last_grids=[[list(r) for r in g] for g in d["last_grids"]])
    # for the search: whose rollouts these are (see `_note_early`)
    s._searcher = view.seat  # type: ignore[attr-defined]
    return s


def _spread(state: State, seat: int, pair_w: float) -> float:
    """The seat's margin over the best other seat (totals plus the estimate
    of a round in progress, lower is better), squashed to [-1, 1]."""
    n = state.players
    totals = [float(x) for x in state.totals]
    if state.phase not in ("reveal", "over"):
        for o in range(n):
            totals[o] += estimate(known_cells(state, o), MU0, pair_w)
    margin = min(totals[o] for o in range(n) if o != seat) - totals[seat]
    rounds_left = ROUNDS - state.round if state.phase != "over" else 0
    return math.tanh(margin / (8.0 + 8.0 * rounds_left))


def _note_early(state: State) -> None:
    """Once the searching seat's turn is over (forced moves aside), note the
    heuristic value of the position for it: `value` blends it in."""
    seat = state.__dict__.get("_searcher")
    if seat is None or (state.turn == seat and state.phase not in ("hazard", "reveal")):
        return
    state._early = _spread(state, seat, PAIR_W)  # type: ignore[attr-defined]


def value(state: State, seat: int) -> float:
    """The seat's margin over the best other seat (totals, lower is better,
    plus the estimate of a round in progress), squashed to [-1, 1]; a
    finished game counts its win or loss too, and the searching seat's
    estimate noted when its turn ended weighs `EARLY_W`
    (`tabletop.ai.search.blend`)."""
    return blend(GAME, state, seat, _spread(state, seat, 0.0), EARLY_W)
