"""Gnav AI knowledge: the Normal heuristic, determinisation, the rollout
policy, the value of a state, and `solve`, the exact endgame once the draw
pile is empty (the interface of `tabletop.ai.search`). Imports no pygame.

The heuristic weighs what a play captures now against what it leaves on top
of the discard pile for the opponent: a high card left on top is a gift when
the opponent can match it or holds a wild (2 or 10). Wilds are kept for tops
worth taking.
"""
from __future__ import annotations

import math
import random
from typing import Sequence

from tabletop.games.gnav.rules import GAME, MORE_CARDS_BONUS, RANKS, WILDS, State, deck, final_scores, rank
from tabletop.rules import Action, View

# The +10 for more captured cards makes every captured card worth about one
# point beyond its rank.
CARD_WORTH = 1.0
# What holding a wild is worth beyond its rank: the chance to take a high
# top later. Spending one on a low top wastes it.
WILD_KEEP = 3.0
# Scale of the value: a margin of this many points is a clear win.
VALUE_SCALE = 40.0
# Easy's slips (read by tabletop.ai): most Gnav moves are forced, so Easy
# needs more slips on the few real choices to be clearly weaker than Normal.
EASY_MISTAKE_RATE = 0.8
# Rollout policy: the share of random choices for the searching seat, and
# for its opponent. Hard cannot know whom it plays, so its rollouts model the
# opponent as half sound, half careless: against a careful opponent this
# costs nothing measurable, against a careless one it stops Hard guarding
# tops that will not be taken (measured: +1 to +1.5 points vs Random).
ROLLOUT_EPSILON = 0.05
OPPONENT_EPSILON = 0.5
# Once the draw pile is empty nothing is hidden (the opponent holds exactly
# the cards not seen), so Hard plays the endgame exactly when its game tree,
# by ranks, has at most this many positions (about 0.3 s); a larger one is
# left to the search.
SOLVE_POSITIONS = 50000
# Sweeps of the search before it may drop a candidate or stop (the shared
# default is 6). With 6 the spread of a paired difference is itself too
# rough to judge by; Gnav's rollouts are short and its decisions few, so it
# affords 20 (measured, 2,000 paired games each: +0.90 +- 0.26 % wins
# against Random, +0.45 +- 0.28 % against Normal; median think time still
# far inside its budget).
MIN_SWEEPS = 20


def _p_holds(unseen: int, hand: int, k: int) -> float:
    """Chance that a hand of `hand` cards drawn from `unseen` holds at least
    one of `k` particular cards."""
    if k <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    hand = min(hand, unseen)
    if unseen - k < hand:
        return 1.0
    return 1.0 - math.comb(unseen - k, hand) / math.comb(unseen, hand)


class Table:
    """What one seat knows that matters to the heuristic: the ranks not yet
    seen (in the opponent's hand or the draw pile) and the opponent's hand
    size."""

    def __init__(self, unseen_ranks: list[int], opp_hand: int, draw_left: int) -> None:
        self.counts = {r: 0 for r in range(2, 11)}
        for r in unseen_ranks:
            self.counts[r] += 1
        self.unseen = len(unseen_ranks)
        self.opp_hand = opp_hand
        self.draw_left = draw_left

    def threat(self, top: int | None) -> float:
        """Expected points the opponent takes from a top of rank `top` on
        their turn (None: an empty pile, nothing to take)."""
        if top is None:
            return 0.0
        k_match = self.counts[top]
        k_wild = sum(self.counts[w] for w in WILDS if w != top)
        p_match = _p_holds(self.unseen, self.opp_hand, k_match)
        p_any = _p_holds(self.unseen, self.opp_hand, k_match + k_wild)
        p_wild_only = max(0.0, p_any - p_match)
        loss = p_match * (2 * top + 2 * CARD_WORTH) + p_wild_only * (top + CARD_WORTH)
        if self.draw_left and self.unseen:
            # without a legal card they draw one, which may be legal
            loss += (1 - p_any) * (k_match + k_wild) / self.unseen * (top + CARD_WORTH)
        return loss


def play_score(card: int, top: int | None, below: int | None, table: Table) -> float:
    """The worth of playing a card of rank `card` on a top of rank `top`
    (`below`: the rank under the top, which a match uncovers)."""
    if top is None:
        # starting an empty pile captures nothing and offers the card
        return -table.threat(card) - (WILD_KEEP if card in WILDS else 0.0)
    if card == top:
        gain = card + top + 2 * CARD_WORTH
        left = below
    else:
        gain = top + CARD_WORTH
        left = card
    cost = WILD_KEEP if card in WILDS and card != top else 0.0
    return gain - table.threat(left) - cost


def unseen(view: View) -> list[str]:
    """The faces the seat has seen nowhere in the view (the opponent's hand
    and the draw pile hold exactly these), in deck order."""
    shown = [*view["hands"], view["discard"], *view["captured"]]
    seen = {c["face"] for zone in shown for c in zone}
    return [c for c in deck() if c not in seen]


def _seat_table(view: View) -> Table:
    seat = view.seat
    assert seat is not None, "an onlooker has no hand to play"
    return Table([rank(c) for c in unseen(view)], view["hand_sizes"][1 - seat], len(view["draw_pile"]))


def _best(options: list[tuple[float, Action]]) -> Action:
    # the first of equal options: actions are listed in a stable rank order
    return max(options, key=lambda o: o[0])[1]


def decide(kind_list: Sequence[Action], top: int | None, below: int | None, table: Table) -> Action:
    """The heuristic choice among legal actions, given ranks only."""
    options: list[tuple[float, Action]] = []
    for a in kind_list:
        if a.kind == "play":
            options.append((play_score(rank(a.args[0]), top, below, table), a))
        elif a.kind == "start":
            options.append((play_score(rank(a.args[0]), None, None, table), a))
        elif a.kind in ("stop", "keep"):
            # the opponent then faces the current top
            options.append((-table.threat(top), a))
        else:  # draw or pass: forced
            options.append((0.0, a))
    return _best(options)


def normal(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """The move a decent human would make, from the view and legal actions."""
    discard = view["discard"]
    top = rank(discard[-1]["face"]) if discard else None
    below = rank(discard[-2]["face"]) if len(discard) > 1 else None
    return decide(legal, top, below, _seat_table(view))


def determinize(view: View, rng: random.Random) -> State:
    """A full state consistent with the view: the seat's hand, the discard
    pile and the captured cards keep their faces; the opponent's hand and
    the draw pile get a random deal of the cards not seen, each card a face
    the public record (`lacks`) allows."""
    cards: list[str | None] = [None] * len(deck())
    zones = [*view["hands"], view["discard"], *view["captured"]]
    for zone in zones:
        for c in zone:
            if c["face"] is not None:
                cards[c["id"]] = c["face"]
    faces = unseen(view)
    rng.shuffle(faces)
    # what the public record rules out (a drawn card still in the balance
    # is known to be legal on the top)
    banned = {i: set(ranks) for i, ranks in view["lacks"]}
    lacks = [sorted(banned.get(i, ())) for i in range(len(cards))]
    drawn = view["drawn"]
    top = view["discard"][-1]["face"] if view["discard"] else None
    if drawn is not None and cards[drawn] is None and top is not None:
        banned[drawn] = set(RANKS) - {rank(top), *WILDS}
    # the most constrained cards take their faces first, each the first
    # (random) face left that fits
    for i in sorted((i for i, c in enumerate(cards) if c is None), key=lambda i: -len(banned.get(i, ()))):
        no = banned.get(i, ())
        j = next((j for j, f in enumerate(faces) if rank(f) not in no), 0)
        cards[i] = faces.pop(j)
    state = State(
        variant=view["variant"], players=view["players"], seed=rng.getrandbits(32), moves=[],
        phase=view["phase"], cards=cards,  # type: ignore[arg-type]
        hands=[sorted(c["id"] for c in h) for h in view["hands"]],
        draw=[c["id"] for c in view["draw_pile"]],
        discard=[c["id"] for c in view["discard"]],
        captured=[[c["id"] for c in pile] for pile in view["captured"]],
        current=view["current"], drawn=drawn, passes=view["passes"], turn=view["turn"],
        lacks=lacks,
    )
    state._searcher = view.seat  # type: ignore[attr-defined]
    return state


def rollout(state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """Normal's rule played in a sampled world, each seat judging the threat
    from what it could know there (the cards outside its hand and the
    piles), with random slips: few for the searching seat, many for its
    opponent. (A rollout that read the opponent's sampled hand instead was
    as strong within the noise: Hard won 75.1 % with it and 75.2 % with
    this against Random, 59.9 % and 59.7 % against Normal, 3,000 games each.)"""
    careless = ROLLOUT_EPSILON if seat == getattr(state, "_searcher", seat) else OPPONENT_EPSILON
    if rng.random() < careless:
        return rng.choice(legal)
    cards = state.cards
    opp = state.hands[1 - seat]
    table = Table([rank(cards[i]) for i in (*opp, *state.draw)], len(opp), len(state.draw))
    discard = state.discard
    top = rank(cards[discard[-1]]) if discard else None
    below = rank(cards[discard[-2]]) if len(discard) > 1 else None
    return decide(legal, top, below, table)


def value(state: State, seat: int) -> float:
    """The seat's score margin, scaled to about [-1, 1]; a finished game
    adds the win, draw or loss itself."""
    scores = final_scores([[state.cards[c] for c in pile] for pile in state.captured])
    margin = scores[seat] - scores[1 - seat]
    v = max(-1.0, min(1.0, margin / VALUE_SCALE))
    if state.phase == "over":
        v = 0.1 * v + 0.9 * (1 if margin > 0 else -1 if margin < 0 else 0)
    return v


class _TooBig(Exception):
    """The endgame's tree is larger than SOLVE_POSITIONS."""


Hand = tuple[int, ...]


def _without(hand: Hand, r: int) -> Hand:
    i = hand.index(r)
    return hand[:i] + hand[i + 1:]


class Endgame:
    """The endgame with an empty draw pile as a game of perfect information
    over ranks (suits never matter). `best` is what the player to move can
    make sure of: the points they will still capture less the opponent's,
    plus the final bonus for more cards, both playing their best."""

    def __init__(self) -> None:
        self.memo: dict[tuple[Hand, Hand, Hand, bool, int, int], float] = {}

    def best(self, me: Hand, opp: Hand, pile: Hand, more: bool, passes: int, lead: int) -> float:
        """`me` to move, holding these ranks, against `opp`; `pile` bottom
        to top; `more`: a play this turn was made, so "stop" is allowed;
        `lead`: captured cards, mine less theirs."""
        key = (me, opp, pile, more, passes, lead)
        v = self.memo.get(key)
        if v is not None:
            return v
        if len(self.memo) >= SOLVE_POSITIONS:
            raise _TooBig
        v = max(value for _, value in self.moves(me, opp, pile, more, passes, lead))
        self.memo[key] = v
        return v

    def moves(self, me: Hand, opp: Hand, pile: Hand, more: bool, passes: int,
              lead: int) -> list[tuple[tuple[str, int], float]]:
        """Each move (a kind and a rank) with its value to the mover."""
        def turn_over(me: Hand, pile: Hand, passes: int, lead: int) -> float:
            return -self.best(opp, me, pile, False, passes, -lead)

        def pass_() -> tuple[tuple[str, int], float]:
            # two passes in succession end the game
            return ("pass", 0), _final(lead) if passes + 1 >= 2 else turn_over(me, pile, passes + 1, lead)

        if not pile:
            if me:      # a turn that finds the discard pile empty starts it
                return [(("start", r), turn_over(_without(me, r), (r,), 0, lead)) for r in sorted(set(me))]
            return [pass_()]
        top = pile[-1]
        out = []
        for r in sorted(set(me)):
            if r != top and r not in WILDS:
                continue
            rest = _without(me, r)
            if r == top:
                gain, after, taken = 2 * r, pile[:-1], 2
            else:
                gain, after, taken = top, pile[:-1] + (r,), 1
            if not rest and not opp and not after:
                out.append((("play", r), gain + _final(lead + taken)))
            elif after and any(x == after[-1] or x in WILDS for x in rest):
                out.append((("play", r), gain + self.best(rest, opp, after, True, 0, lead + taken)))
            else:
                out.append((("play", r), gain + turn_over(rest, after, 0, lead + taken)))
        if more:
            out.append((("stop", 0), turn_over(me, pile, passes, lead)))
        elif not out:
            out.append(pass_())
        return out


def _final(lead: int) -> float:
    """The bonus margin at the end for a lead in captured cards."""
    return float(MORE_CARDS_BONUS if lead > 0 else -MORE_CARDS_BONUS if lead < 0 else 0)


def solve(view: View, legal: Sequence[Action]) -> Action | None:
    """Once the draw pile is empty: a move that wins whatever the opponent
    does (`Endgame`), when the game tree is small enough. None otherwise:
    against an opponent who may slip, the search's rollouts judge better
    than the assumption of a perfect one."""
    d = view.data
    seat = view.seat
    if d["draw_pile"] or d["drawn"] is not None or seat is None:
        return None
    mine = tuple(sorted(rank(c["face"]) for c in d["hands"][seat]))
    opp = tuple(sorted(rank(c) for c in unseen(view)))
    assert len(opp) == d["hand_sizes"][1 - seat], "the view's cards do not add up"
    pile = tuple(rank(c["face"]) for c in d["discard"])
    captured = [sum(rank(c["face"]) for c in p) for p in d["captured"]]
    lead = len(d["captured"][seat]) - len(d["captured"][1 - seat])
    try:
        moves = dict(Endgame().moves(mine, opp, pile, d["phase"] == "more", d["passes"], lead))
    except _TooBig:
        return None

    def worth(a: Action) -> float:
        return moves[(a.kind, rank(a.args[0]) if a.args else 0)]
    best = max(legal, key=worth)
    return best if worth(best) + captured[seat] - captured[1 - seat] > 0 else None


__all__ = ["normal", "determinize", "rollout", "value", "solve", "GAME"]
