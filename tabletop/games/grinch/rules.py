"""Grinch Grow Your Heart rules (RULES.md §2): pure, no pygame.

Cards are notation strings ("W3", "W1+5N", "W2+10P"); the deck holds two
copies of each suit and rank, so zones hold card ids (the index of a card in
the round's shuffled deck, `state.cards`) and action texts name faces.

Every turn is a "draw" phase of two draws, one card each, then a "discard"
phase. A Who's only legal draw is `draw pile`; the Grinch may also take the
top of any discard pile (`draw from 2`). `new()` only deals: the first Who's
draws are actions like all the others, so each one has its event.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.rules import Action, Event, Game, IllegalAction, Outcome, View, shuffled, winners_by

SUITS = "WNOP"                       # the suit cycle W -> N -> O -> P -> W
ROWS = ("wreaths", "noise", "ornaments", "presents", "rainbow", "match", "run")
SUIT_ROWS = {"wreaths": "W", "noise": "N", "ornaments": "O", "presents": "P"}
DEAL = 2
TURNS = 3
DRAWS = 2                            # cards drawn per turn, Who or Grinch
ROUNDS = {2: 6, 3: 6, 4: 4, 5: 5, 6: 6}


def _next_suit(suit: str, k: int) -> str:
    return SUITS[(SUITS.index(suit) + k) % 4]


def deck() -> list[str]:
    """The 48 cards, sorted by suit then rank; 12 carry a bonus."""
    out: list[str] = []
    for x in SUITS:
        out += [f"{x}1+5{_next_suit(x, 1)}", f"{x}1+5{_next_suit(x, 2)}",
                f"{x}2+10{_next_suit(x, 3)}", f"{x}2"]
        for r in range(3, 7):
            out += [f"{x}{r}", f"{x}{r}"]
    return out


def suit(card: str) -> str:
    return card[0]


def rank(card: str) -> int:
    return int(card[1])


def card_key(card: str) -> tuple[int, int, str]:
    """Sort order of faces: suit, rank, plain before bonus."""
    return SUITS.index(card[0]), int(card[1]), card[2:]


def rounds_for(players: int) -> int:
    """Rounds in a game of this many players (each is the Grinch equally often)."""
    if players not in ROUNDS:
        raise ValueError(f"Grinch Grow Your Heart is for 2 to 6 players, not {players}")
    return ROUNDS[players]


def score_row(hand: list[str], row: str) -> int:
    """The hand's score in one row of the score sheet, without bonuses."""
    if row in SUIT_ROWS:
        return sum(rank(c) for c in hand if suit(c) == SUIT_ROWS[row])
    if row == "rainbow":
        best: dict[str, int] = {}
        for c in hand:
            best[suit(c)] = max(best.get(suit(c), 0), rank(c))
        return sum(best.values())
    if row == "match":
        most = max((sum(1 for c in hand if rank(c) == r) for r in range(1, 7)), default=0)
        return {3: 10, 4: 20}.get(most, 30 if most >= 5 else 0)
    if row == "run":
        ranks = {rank(c) for c in hand}
        longest = run = 0
        for r in range(1, 7):
            run = run + 1 if r in ranks else 0
            longest = max(longest, run)
        return 25 if longest >= 5 else 15 if longest == 4 else 0
    raise ValueError(f"no score-sheet row {row!r}")


def requirement(card: str) -> tuple[int, str, int] | None:
    """A bonus card's points, the suit it names and how many cards of that
    suit the hand needs (+5: one, +10: three); None for a plain card."""
    if len(card) <= 2:
        return None
    points = int(card[3:-1])
    return points, card[-1], 1 if points == 5 else 3


def bonus(hand: list[str]) -> int:
    """Points of the hand's bonus cards whose requirement the hand meets."""
    total = 0
    for c in hand:
        req = requirement(c)
        if req and sum(1 for d in hand if suit(d) == req[1]) >= req[2]:
            total += req[0]
    return total


@dataclass
class State:
    variant: str
    players: int
    seed: int
    moves: list[list[Any]] = field(default_factory=list)
    round: int = 0
    grinch: int = 0
    phase: str = "draw"              # "draw", "discard", "score", "over"
    turn: int = 0                    # 0..2 within the round
    current: int = 1
    drawn: int = 0                   # the current player's draws this turn
    reshuffles: int = 0              # this round
    cards: list[str] = field(default_factory=list)       # id -> face, this round
    draw: list[int] = field(default_factory=list)        # top is last
    hands: list[list[int]] = field(default_factory=list)
    discards: list[list[int]] = field(default_factory=list)  # bottom to top
    sheets: list[dict[str, int]] = field(default_factory=list)  # row -> points (bonus included)
    # ids drawn from a discard top this round: everyone saw the face go into a hand
    shown: list[int] = field(default_factory=list)


def _left(s: State, seat: int) -> int:
    return (seat + 1) % s.players


class Grinch(Game[State]):
    id = "grinch"
    name = "Grinch Grow Your Heart"
    players = (2, 6)
    variants = ("standard",)
    state_type = State

    def _new(self, players: int, seed: int, variant: str) -> State:
        s = State(variant=variant, players=players, seed=seed, sheets=[{} for _ in range(players)])
        self._deal(s)
        return s

    def _deal(self, s: State) -> list[Event]:
        p = s.players
        s.cards = shuffled(deck(), s.seed, "round", s.round)
        s.hands = [list(range(DEAL * i, DEAL * (i + 1))) for i in range(p)]
        s.draw = list(range(len(s.cards) - 1, DEAL * p - 1, -1))
        s.discards = [[] for _ in range(p)]
        s.shown = []
        s.turn = s.drawn = s.reshuffles = 0
        ev = [Event("deal", {"round": s.round, "grinch": s.grinch,
                             "hands": [list(h) for h in s.hands], "draw": list(s.draw)})]
        return ev + self._start_turn(s, _left(s, s.grinch))

    def _start_turn(self, s: State, seat: int) -> list[Event]:
        """A player's turn starts with their two draws (a Who's from the draw pile only)."""
        s.current, s.phase, s.drawn = seat, "draw", 0
        role = "grinch" if seat == s.grinch else "who"
        return [Event("turn", {"seat": seat, "turn": s.turn, "role": role})]

    def _refill(self, s: State) -> list[Event]:
        """[decision] An empty draw pile takes every discard pile but its top,
        shuffled. The faces are dealt afresh among those ids, so a card's id
        tells no one which face it now has."""
        ids = [c for pile in s.discards for c in pile[:-1]]
        if not ids:
            return []
        faces = shuffled([s.cards[c] for c in ids], s.seed, "round", s.round, "reshuffle", s.reshuffles)
        for c, f in zip(ids, faces):
            s.cards[c] = f
        s.discards = [pile[-1:] for pile in s.discards]
        s.draw = ids
        s.shown = [c for c in s.shown if c not in ids]
        s.reshuffles += 1
        return [Event("reshuffle", {"cards": list(ids)})]

    def _draw_pile(self, s: State, seat: int) -> list[Event]:
        ev = [] if s.draw else self._refill(s)
        if not s.draw:
            return ev  # nothing anywhere to draw (cannot happen with 48 cards and at most 6 seats)
        card = s.draw.pop()
        s.hands[seat].append(card)
        return ev + [Event("draw", {"seat": seat, "card": card, "from": "draw"})]

    def _can_draw_pile(self, s: State) -> bool:
        return bool(s.draw) or any(len(p) > 1 for p in s.discards)

    # -- protocol ---------------------------------------------------------
    def to_move(self, s: State) -> list[int]:
        return [] if s.phase == "over" else [s.current]

    def legal_actions(self, s: State, seat: int) -> list[Action]:
        if s.phase == "over" or seat != s.current:
            return []
        if s.phase == "discard":
            faces = sorted({s.cards[c] for c in s.hands[seat]}, key=card_key)
            return [Action("discard", (f,)) for f in faces]
        if s.phase == "draw":
            out = [Action("draw", ("pile",))] if self._can_draw_pile(s) else []
            if seat != s.grinch:
                return out  # a Who draws from the draw pile only
            return out + [Action("draw", ("from", i)) for i in range(s.players) if s.discards[i]]
        return [Action("score", (r,)) for r in ROWS if r not in s.sheets[seat]]

    def _apply(self, s: State, seat: int, a: Action) -> list[Event]:
        if a.kind == "discard":
            # identical faces are interchangeable: the lowest id goes
            card = min(c for c in s.hands[seat] if s.cards[c] == a.args[0])
            s.hands[seat].remove(card)
            s.discards[seat].append(card)
            ev = [Event("discard", {"seat": seat, "card": card, "face": s.cards[card]})]
            if seat != s.grinch:
                return ev + self._start_turn(s, _left(s, seat))
            s.turn += 1
            if s.turn < TURNS:
                return ev + self._start_turn(s, _left(s, seat))
            s.phase, s.current = "score", _left(s, s.grinch)
            return ev + [Event("score_sheet", {"seat": s.current})]
        if a.kind == "draw":
            if a.args[0] == "pile":
                ev = self._draw_pile(s, seat)
            else:
                src = int(a.args[1])
                card = s.discards[src].pop()
                s.hands[seat].append(card)
                if card not in s.shown:
                    s.shown.append(card)
                ev = [Event("draw", {"seat": seat, "card": card, "face": s.cards[card],
                                     "from": "discard", "pile": src})]
            s.drawn += 1
            if s.drawn == DRAWS:
                s.phase = "discard"
            return ev
        # score
        row = str(a.args[0])
        hand = [s.cards[c] for c in s.hands[seat]]
        base, extra = score_row(hand, row), bonus(hand)
        s.sheets[seat][row] = base + extra
        ev = [Event("score", {"seat": seat, "row": row, "points": base, "bonus": extra,
                              "total": self._totals(s)[seat]})]
        nxt = _left(s, seat)
        if nxt != _left(s, s.grinch):
            s.current = nxt
            return ev
        # the round is over and the next is dealt from all 48 cards: its table may be
        # shown whole, every hand face up (ids in the zones' order, a hand in face order)
        def faces(ids: list[int]) -> list[dict[str, Any]]:
            return [{"id": c, "face": s.cards[c]} for c in ids]
        ev.append(Event("round_end", {
            "round": s.round, "totals": self._totals(s), "grinch": s.grinch,
            "hands": [faces(sorted(h, key=lambda c: (card_key(s.cards[c]), c))) for h in s.hands],
            "discards": [faces(p) for p in s.discards], "draw": list(s.draw)}))
        s.round += 1
        s.grinch = _left(s, s.grinch)
        if s.round == rounds_for(s.players):
            s.phase = "over"
            return ev + [Event("game_over", {"scores": self._totals(s)})]
        return ev + self._deal(s)

    def _totals(self, s: State) -> list[int]:
        return [sum(sheet.values()) for sheet in s.sheets]

    def view(self, s: State, seat: int | None) -> View:
        def face(c: int) -> dict[str, Any]:
            return {"id": c, "face": s.cards[c]}

        def hidden(c: int) -> dict[str, Any]:
            return {"id": c, "face": None}

        own = s.hands[seat] if seat is not None else []
        values = None
        if seat is not None:
            hand = [s.cards[c] for c in own]
            values = {r: score_row(hand, r) + bonus(hand) for r in ROWS if r not in s.sheets[seat]}
        return View(self.id, seat, {
            "variant": s.variant, "players": s.players, "round": s.round,
            "rounds": rounds_for(s.players), "turn": s.turn, "turns": TURNS,
            "phase": s.phase, "grinch": s.grinch,
            "current": None if s.phase == "over" else s.current,
            "draws_left": DRAWS - s.drawn if s.phase == "draw" else 0,
            "draw_pile": [hidden(c) for c in s.draw],
            # a hidden hand lists its ids in id order; one's own hand in face order
            "hands": [[face(c) for c in sorted(h, key=lambda c: (card_key(s.cards[c]), c))] if i == seat
                      else [hidden(c) for c in sorted(h)] for i, h in enumerate(s.hands)],
            "discards": [[face(c) for c in pile] for pile in s.discards],
            # the faces in hidden hands that everyone saw drawn from a discard top
            "shown": [[c, s.cards[c]] for c in s.shown
                      if any(c in h for i, h in enumerate(s.hands) if i != seat)],
            "rows": list(ROWS),
            "sheets": [dict(sheet) for sheet in s.sheets],
            "totals": self._totals(s),
            "row_values": values,
            "to_move": self.to_move(s),
        })

    def outcome(self, s: State) -> Outcome:
        if s.phase != "over":
            raise IllegalAction("the game is not over")
        totals = self._totals(s)
        return Outcome(totals, winners_by(totals))


GAME = Grinch()
