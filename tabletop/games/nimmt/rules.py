"""6 nimmt! rules (RULES.md §4): pure, no pygame.

Cards are their numbers 1..104; the id of a card in a round is its index in
that round's shuffled deck (`state.cards`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.rules import Action, Event, Game, IllegalAction, Outcome, View, shuffled, winners_by

START_POINTS = 66
HAND = 10
ROW_LIMIT = 5
VARIANTS = ("standard", "tactics", "logic")


def bullheads(card: int) -> int:
    """Bullheads on a card: 55 → 7, multiples of 11 → 5, of 10 → 3, of 5 → 2, else 1."""
    if card == 55:
        return 7
    if card % 11 == 0:
        return 5
    if card % 10 == 0:
        return 3
    if card % 5 == 0:
        return 2
    return 1


def deck(players: int, variant: str = "standard") -> list[int]:
    """The sorted deck for this many players and variant."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown 6 nimmt! variant {variant!r}")
    top = 104 if variant == "standard" else 10 * players + 4
    return list(range(1, top + 1))


def row_cost(row: list[int]) -> int:
    """Bullheads a player loses for taking this row."""
    return sum(bullheads(c) for c in row)


def target_row(rows: list[list[int]], card: int) -> int | None:
    """The row the card must go to (last card lower, smallest gap), or None
    when the card is lower than every row's last card."""
    best: int | None = None
    for i, row in enumerate(rows):
        last = row[-1]
        if last < card and (best is None or last > rows[best][-1]):
            best = i
    return best


def cheapest_row(rows: list[list[int]]) -> int:
    """The row with the fewest bullheads, lowest index on ties."""
    return min(range(len(rows)), key=lambda i: (row_cost(rows[i]), i))


def _place(rows: list[list[int]], seat: int, card: int, take: int | None) -> tuple[int, list[int]]:
    """Place one card in `rows` (mutated); returns the row and the cards taken."""
    i = target_row(rows, card)
    if i is None:
        i = cheapest_row(rows) if take is None else take
        taken, rows[i] = rows[i], [card]
    elif len(rows[i]) >= ROW_LIMIT:
        taken, rows[i] = rows[i], [card]
    else:
        taken = []
        rows[i] = rows[i] + [card]
    return i, taken


def resolve_turn(rows: list[list[int]], plays: dict[int, int],
                 take: dict[int, int] | None = None) -> tuple[list[list[int]], dict[int, list[int]]]:
    """Place the turn's cards (seat → card), lowest first. `take` names the
    row a seat takes when its card is too low (default: the cheapest row).
    Returns the new rows and the cards each seat took. Inputs are not mutated."""
    new_rows = [list(r) for r in rows]
    took: dict[int, list[int]] = {}
    for seat, card in sorted(plays.items(), key=lambda sc: sc[1]):
        _, taken = _place(new_rows, seat, card, (take or {}).get(seat))
        if taken:
            took.setdefault(seat, []).extend(taken)
    return new_rows, took


@dataclass
class State:
    variant: str
    players: int
    seed: int
    moves: list[list[Any]] = field(default_factory=list)
    round: int = 0
    phase: str = "choose"            # "draft", "choose", "take", "over"
    cards: list[int] = field(default_factory=list)   # id -> number, this round
    pool: list[int] = field(default_factory=list)    # Logic draft: cards still on the table
    drafter: int = 0                 # Logic draft: seat to pick
    hands: list[list[int]] = field(default_factory=list)
    rows: list[list[int]] = field(default_factory=list)
    chosen: list[int | None] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    taken: list[list[int]] = field(default_factory=list)
    turn: int = 0


class Nimmt(Game[State]):
    id = "nimmt"
    name = "6 nimmt!"
    players = (2, 10)
    variants = VARIANTS
    state_type = State

    def _new(self, players: int, seed: int, variant: str) -> State:
        s = State(variant=variant, players=players, seed=seed, points=[START_POINTS] * players)
        self._deal(s)
        return s

    def _deal(self, s: State) -> None:
        p = s.players
        s.cards = shuffled(deck(p, s.variant), s.seed, "round", s.round)
        s.taken = [[] for _ in range(p)]
        s.chosen = [None] * p
        s.turn = 0
        if s.variant == "logic":
            s.pool = sorted(s.cards)
            s.hands = [[] for _ in range(p)]
            s.rows = []
            s.drafter = s.round % p
            s.phase = "draft"
        else:
            s.hands = [sorted(s.cards[i * HAND:(i + 1) * HAND]) for i in range(p)]
            s.rows = [[c] for c in s.cards[p * HAND:p * HAND + 4]]
            s.pool = []
            s.phase = "choose"

    # -- protocol ---------------------------------------------------------
    def to_move(self, s: State) -> list[int]:
        if s.phase == "choose":
            return [i for i, c in enumerate(s.chosen) if c is None]
        if s.phase == "draft":
            return [s.drafter]
        if s.phase == "take":
            return [self._too_low_seat(s)]
        return []

    def _too_low_seat(self, s: State) -> int:
        return min(range(s.players), key=lambda i: s.chosen[i])  # type: ignore[arg-type, return-value]

    def legal_actions(self, s: State, seat: int) -> list[Action]:
        if seat not in self.to_move(s):
            return []
        if s.phase == "choose":
            return [Action("play", (c,)) for c in s.hands[seat]]
        if s.phase == "draft":
            return [Action("pick", (c,)) for c in s.pool]
        return [Action("take", (i,)) for i in range(len(s.rows))]

    def _is_legal(self, s: State, seat: int, a: Action) -> bool:
        if s.phase == "choose" and 0 <= seat < s.players and s.chosen[seat] is None:
            return a.kind == "play" and len(a.args) == 1 and a.args[0] in s.hands[seat]
        if s.phase == "draft" and seat == s.drafter:
            return a.kind == "pick" and len(a.args) == 1 and a.args[0] in s.pool
        return super()._is_legal(s, seat, a)

    def _ids(self, s: State) -> dict[int, int]:
        """number -> id for this round, cached on the state (not a field)."""
        ids: dict[int, int] | None = getattr(s, "_ids", None)
        if ids is None or getattr(s, "_ids_of", None) is not s.cards:
            ids = {n: i for i, n in enumerate(s.cards)}
            s._ids, s._ids_of = ids, s.cards  # type: ignore[attr-defined]
        return ids

    def _apply(self, s: State, seat: int, a: Action) -> list[Event]:
        ids = self._ids(s)
        if a.kind == "pick":
            card = a.args[0]
            s.pool.remove(card)
            s.hands[seat] = sorted(s.hands[seat] + [card])
            ev = [Event("pick", {"seat": seat, "card": ids[card], "face": card})]
            if s.pool and len(s.pool) > 4:
                s.drafter = (s.drafter + 1) % s.players
            else:
                s.rows = [[c] for c in s.pool]
                s.pool = []
                s.phase = "choose"
                ev.append(Event("rows", {"rows": [[ids[c] for c in r] for r in s.rows]}))
            return ev
        if a.kind == "play":
            s.chosen[seat] = a.args[0]
            s.hands[seat].remove(a.args[0])
            ev = [Event("choose", {"seat": seat, "card": ids[a.args[0]]})]
            if all(c is not None for c in s.chosen):
                ev.append(Event("reveal", {"plays": [{"seat": i, "card": ids[c], "face": c}
                                                     for i, c in enumerate(s.chosen) if c is not None]}))
                low = self._too_low_seat(s)
                if target_row(s.rows, s.chosen[low]) is None:  # type: ignore[arg-type]
                    s.phase = "take"
                    ev.append(Event("too_low", {"seat": low, "card": ids[s.chosen[low]]}))  # type: ignore[index]
                    return ev
                ev += self._resolve(s, ids, None)
            return ev
        # take
        return self._resolve(s, ids, a.args[0])

    def _resolve(self, s: State, ids: dict[int, int], take: int | None) -> list[Event]:
        ev: list[Event] = []
        low = self._too_low_seat(s)
        for seat, card in sorted(enumerate(s.chosen), key=lambda sc: sc[1]):  # type: ignore[arg-type, return-value]
            assert card is not None
            row, taken = _place(s.rows, seat, card, take if seat == low else None)
            if taken:
                lost = row_cost(taken)
                s.taken[seat] += taken
                s.points[seat] -= lost
                ev.append(Event("take", {"seat": seat, "row": row, "cards": [ids[c] for c in taken],
                                         "faces": taken, "bullheads": lost}))
            ev.append(Event("place", {"seat": seat, "row": row, "card": ids[card], "face": card}))
        s.chosen = [None] * s.players
        s.turn += 1
        s.phase = "choose"
        if s.turn == HAND:
            ev.append(Event("round_end", {"round": s.round, "points": list(s.points)}))
            if min(s.points) <= 0:
                s.phase = "over"
                ev.append(Event("game_over", {"scores": list(s.points)}))
            else:
                s.round += 1
                self._deal(s)
                ev.append(Event("deal", {"round": s.round}))
        return ev

    def view(self, s: State, seat: int | None) -> View:
        ids = {n: i for i, n in enumerate(s.cards)}

        def face(c: int) -> dict[str, Any]:
            return {"id": ids[c], "face": c}

        def secret(i: int) -> bool:
            return s.phase == "choose" and i != seat and s.chosen[i] is not None

        def hand(i: int) -> list[dict[str, Any]]:
            h = s.hands[i]
            if i == seat:
                return [face(c) for c in h]
            if s.variant == "logic":
                # every hand was drafted in public: all are known, and a card
                # chosen in secret is still one of them as far as others know
                c = s.chosen[i]
                return [face(x) for x in sorted(h + [c] if secret(i) and c is not None else h)]
            # a hidden hand lists its ids in id order: its order by number is private
            return [{"id": x, "face": None} for x in sorted(ids[c] for c in h)]

        def choice(i: int, c: int | None) -> dict[str, Any] | None:
            if c is None:
                return None
            if not secret(i):
                return face(c)
            # in Logic the card's id would say which of the known hand it is
            return {"id": None if s.variant == "logic" else ids[c], "face": None}

        return View(self.id, seat, {
            "variant": s.variant, "players": s.players, "round": s.round, "turn": s.turn,
            "phase": s.phase, "points": list(s.points),
            "rows": [[face(c) for c in r] for r in s.rows],
            "pool": [face(c) for c in s.pool],
            "drafter": s.drafter if s.phase == "draft" else None,
            "hands": [hand(i) for i in range(s.players)],
            "chosen": [choice(i, c) for i, c in enumerate(s.chosen)],
            "taken": [[face(c) for c in t] for t in s.taken],
            "to_move": self.to_move(s),
        })

    def outcome(self, s: State) -> Outcome:
        if s.phase != "over":
            raise IllegalAction("the game is not over")
        return Outcome(list(s.points), winners_by(s.points))


GAME = Nimmt()
