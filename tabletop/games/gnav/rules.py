"""Gnav, two-player capture (RULES.md §3): pure, no pygame.

Cards are notation strings (`7H`, `10S`); the id of a card is its index in
the game's shuffled deck (`state.cards`). Zones hold ids. The draw pile and
the discard pile are lists whose last element is the top.

Phases (the seat to move is `state.current`):
- "play":  the start of a turn. Play a legal card if you hold one; else
  "draw" if the draw pile has cards; else "pass".
- "drawn": the card just drawn is legal: "play X" (that card) or "keep".
- "more":  the draw pile is empty and you just made a legal play: "play X"
  again or "stop".
- "start": the discard and draw piles are both empty at the start of your
  turn: "start X" puts any card of your hand face up; that is your turn.
- "over".
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.rules import Action, Event, Game, IllegalAction, Outcome, View, shuffled, winners_by

HAND = 10
RANKS = tuple(range(2, 11))
SUITS = "SHDC"
WILDS = (2, 10)
MORE_CARDS_BONUS = 10
TIE_BONUS = 5


def deck() -> list[str]:
    """The 36 number cards, suit by suit (S, H, D, C), ranks 2..10."""
    return [f"{r}{s}" for s in SUITS for r in RANKS]


def rank(card: str) -> int:
    """The rank of a card in notation: `10S` → 10."""
    return int(card[:-1])


def _sort_key(card: str) -> tuple[int, int]:
    return rank(card), SUITS.index(card[-1])


def is_legal(card: str, top: str | None) -> bool:
    """May `card` be played on `top`? Same rank, or a 2 or 10 (wild); on an
    empty pile (`top` None) any card starts it."""
    if top is None:
        return True
    r = rank(card)
    return r in WILDS or r == rank(top)


def is_match(card: str, top: str) -> bool:
    """A match (captures both cards) rather than a wild capture (captures the
    top only, the wild becomes the new top): same rank, so also 2 on 2 and
    10 on 10."""
    return rank(card) == rank(top)


def final_scores(captured: list[list[str]]) -> list[int]:
    """Each captured card scores its rank; more captured cards +10, an equal
    number +5 each."""
    scores = [sum(rank(c) for c in pile) for pile in captured]
    counts = [len(pile) for pile in captured]
    most = max(counts)
    leaders = [i for i, n in enumerate(counts) if n == most]
    for i in leaders:
        scores[i] += MORE_CARDS_BONUS if len(leaders) == 1 else TIE_BONUS
    return scores


@dataclass
class State:
    variant: str
    players: int
    seed: int
    moves: list[list[Any]] = field(default_factory=list)
    phase: str = "play"             # "play", "drawn", "more", "start", "over"
    cards: list[str] = field(default_factory=list)    # id -> notation
    hands: list[list[int]] = field(default_factory=list)
    draw: list[int] = field(default_factory=list)     # last = top, face down
    discard: list[int] = field(default_factory=list)  # last = top, face up
    captured: list[list[int]] = field(default_factory=list)
    current: int = 0                # the seat whose turn it is
    drawn: int | None = None        # phase "drawn": the card just drawn
    passes: int = 0                 # passes in succession
    turn: int = 0                   # turns begun so far
    # by card id, the ranks the card is known not to be (public knowledge:
    # a player who draws or passes for want of a legal card holds no wild
    # and nothing of the top's rank; a drawn card kept is legal on that top)
    lacks: list[list[int]] = field(default_factory=list)


class Gnav(Game[State]):
    id = "gnav"
    name = "Gnav"
    players = (2, 2)
    variants = ("standard",)
    state_type = State

    def _new(self, players: int, seed: int, variant: str) -> State:
        s = State(variant=variant, players=players, seed=seed)
        s.cards = shuffled(deck(), seed, "deal")
        n = len(s.cards)
        # dealt one at a time, alternately, from the top of the shuffled deck
        s.hands = [list(range(i, 2 * HAND, 2)) for i in range(players)]
        s.discard = [2 * HAND]
        s.draw = list(range(n - 1, 2 * HAND, -1))
        s.captured = [[] for _ in range(players)]
        s.lacks = [[] for _ in range(n)]
        return s

    # -- helpers ------------------------------------------------------------
    def _id(self, s: State, card: str) -> int:
        """The id of a card given in notation (36 cards: a scan is cheap)."""
        return s.cards.index(card)

    def _top(self, s: State) -> str | None:
        return s.cards[s.discard[-1]] if s.discard else None

    def _known(self, s: State, ids: list[int], legal: bool) -> None:
        """Note in public what the cards `ids` are known to be on the top
        now: legal (a drawn card kept) or not (a hand that must draw or
        pass, a drawn card that ends the turn)."""
        top = self._top(s)
        if not s.lacks or top is None:
            return
        fits = {rank(top), *WILDS}
        ranks = set(RANKS) - fits if legal else fits
        for i in ids:
            s.lacks[i] = sorted(ranks.union(s.lacks[i]))

    def _legal_cards(self, s: State, seat: int) -> list[str]:
        top = self._top(s)
        if top is None:
            return []  # an empty pile is started only by "start", at a turn's start
        return sorted((c for c in (s.cards[i] for i in s.hands[seat]) if is_legal(c, top)), key=_sort_key)

    # -- protocol -----------------------------------------------------------
    def to_move(self, s: State) -> list[int]:
        return [] if s.phase == "over" else [s.current]

    def legal_actions(self, s: State, seat: int) -> list[Action]:
        if s.phase == "over" or seat != s.current:
            return []
        if s.phase == "drawn":
            assert s.drawn is not None
            return [Action("play", (s.cards[s.drawn],)), Action("keep")]
        if s.phase == "start":
            return [Action("start", (c,)) for c in sorted((s.cards[i] for i in s.hands[seat]), key=_sort_key)]
        plays = [Action("play", (c,)) for c in self._legal_cards(s, seat)]
        if s.phase == "more":
            return plays + [Action("stop")]
        if plays:
            return plays
        return [Action("draw")] if s.draw else [Action("pass")]

    def _apply(self, s: State, seat: int, a: Action) -> list[Event]:
        if a.kind == "play":
            return self._play(s, seat, self._id(s, a.args[0]))
        if a.kind in ("draw", "pass"):
            self._known(s, s.hands[seat], False)
        if a.kind == "draw":
            s.passes = 0
            card = s.draw.pop()
            s.hands[seat] = sorted(s.hands[seat] + [card])
            ev = [Event("draw", {"seat": seat, "card": card})]
            if is_legal(s.cards[card], self._top(s)):
                s.phase, s.drawn = "drawn", card
                ev.append(Event("drawn_legal", {"seat": seat, "card": card}))
                return ev
            self._known(s, [card], False)
            return ev + self._end_turn(s)
        if a.kind == "keep":
            assert s.drawn is not None
            self._known(s, [s.drawn], True)
            ev = [Event("keep", {"seat": seat, "card": s.drawn})]
            return ev + self._end_turn(s)
        if a.kind == "stop":
            return [Event("stop", {"seat": seat})] + self._end_turn(s)
        if a.kind == "start":
            s.passes = 0
            card = self._id(s, a.args[0])
            s.hands[seat].remove(card)
            s.discard.append(card)
            ev = [Event("start", {"seat": seat, "card": card, "face": s.cards[card]})]
            return ev + self._end_turn(s)
        # pass
        s.passes += 1
        ev = [Event("pass", {"seat": seat})]
        if s.passes >= s.players:
            return ev + self._finish(s, "passes")
        return ev + self._end_turn(s)

    def _play(self, s: State, seat: int, card: int) -> list[Event]:
        s.passes = 0
        s.drawn = None
        top = s.discard.pop()
        face = s.cards[card]
        s.hands[seat].remove(card)
        if is_match(face, s.cards[top]):
            taken = [top, card]
            kind = "match"
        else:
            taken = [top]
            s.discard.append(card)
            kind = "wild"
        s.captured[seat] += taken
        ev = [Event("play", {"seat": seat, "card": card, "face": face, "capture": kind}),
              Event("capture", {"seat": seat, "cards": taken, "faces": [s.cards[c] for c in taken]})]
        refill = [s.draw.pop() for _ in range(min(HAND - len(s.hands[seat]), len(s.draw)))]
        if refill:
            s.hands[seat] = sorted(s.hands[seat] + refill)
            ev.append(Event("refill", {"seat": seat, "cards": refill}))
        if sum(len(c) for c in s.captured) == len(s.cards):
            return ev + self._finish(s, "all_captured")
        if not s.draw and s.discard and self._legal_cards(s, seat):
            s.phase = "more"
            return ev
        # an empty discard pile mid-turn ends the turn: the next turn starts it
        return ev + self._end_turn(s)

    def _end_turn(self, s: State) -> list[Event]:
        s.current = (s.current + 1) % s.players
        s.drawn = None
        s.turn += 1
        s.phase = "play"
        ev = [Event("turn", {"seat": s.current})]
        if not s.discard:
            if s.draw:
                card = s.draw.pop()
                s.discard.append(card)
                ev.append(Event("turn_up", {"card": card, "face": s.cards[card]}))
            elif s.hands[s.current]:
                s.phase = "start"
            # with no card at all in hand the seat can only pass
        return ev

    def _finish(self, s: State, why: str) -> list[Event]:
        s.phase = "over"
        s.drawn = None
        return [Event("game_over", {"reason": why, "scores": self._scores(s)})]

    def _scores(self, s: State) -> list[int]:
        return final_scores([[s.cards[c] for c in pile] for pile in s.captured])

    def view(self, s: State, seat: int | None) -> View:
        def face(i: int) -> dict[str, Any]:
            return {"id": i, "face": s.cards[i]}

        def hidden(i: int) -> dict[str, Any]:
            return {"id": i, "face": None}

        top = self._top(s)
        return View(self.id, seat, {
            "variant": s.variant, "players": s.players, "phase": s.phase,
            "current": s.current, "turn": s.turn, "passes": s.passes,
            # the game over, the cards left in hand are laid open (they score nothing)
            "hands": [sorted((face(i) for i in h), key=lambda c: _sort_key(c["face"])) if p == seat
                      else [(face if s.phase == "over" else hidden)(i) for i in sorted(h)]
                      for p, h in enumerate(s.hands)],
            "hand_sizes": [len(h) for h in s.hands],
            "draw_pile": [hidden(i) for i in s.draw],
            "discard": [face(i) for i in s.discard],   # bottom to top, all public
            "top": top,
            "drawn": s.drawn,
            # public: what each card still in a hand is known not to be
            "lacks": [[i, s.lacks[i]] for h in s.hands for i in sorted(h) if s.lacks and s.lacks[i]],
            "captured": [[face(i) for i in pile] for pile in s.captured],
            "scores": self._scores(s),
            "to_move": self.to_move(s),
        })

    def outcome(self, s: State) -> Outcome:
        if s.phase != "over":
            raise IllegalAction("the game is not over")
        scores = self._scores(s)
        return Outcome(scores, winners_by(scores))


GAME = Gnav()
