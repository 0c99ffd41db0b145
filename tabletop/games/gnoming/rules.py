"""Gnoming A Round rules (RULES.md §1): pure, no pygame.

Card notation: "3".."8" (positive), "-1".."-4" (negative), "H" (Hazard),
"M" (Mulligan). The id of a card in a round is its index in that round's
shuffled deck (`state.cards`). A grid is 9 ids by cell, cell = 3 * row + col
(rows and columns numbered 0..2 in move texts).

Every table choice is its own action:
- setup: `reveal R C` (each player turns two of their own cards; all seats
  with reveals left are to move at once, in any order);
- draw: `draw pile` or `draw discard I` (I = 0 or 1);
- play: `place R C` (the drawn card replaces that cell's card) or `keep`
  (the drawn card is not played);
- bounce: `bounce R C` (the replaced card, turned up and matching, goes on
  to that cell) or `stop`;
- discard: `discard I` (a Hazard is removed by itself, no action);
- Hazard flips: `flip R C` or `decline`, one other seat at a time, in turn
  order from the discarder's left.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from tabletop.rules import Action, Event, Game, IllegalAction, Outcome, View, shuffled, winners_by

ROUNDS = 3
TURN_GUARD = 50          # turns per player in a round before the round is cut short
FIRST_OUT = 5
HAZARD_SCORE = 10
POSITIVE = {"3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8}
NEGATIVE = {"-1": -1, "-2": -2, "-3": -3, "-4": -4}
COUNTS = (("3", 14), ("4", 14), ("5", 14), ("6", 14), ("7", 13), ("8", 13),
          ("-1", 6), ("-2", 8), ("-3", 5), ("-4", 3), ("H", 3), ("M", 3))
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8))


def deck() -> list[str]:
    """The 110 cards in notation, in a fixed order."""
    return [face for face, n in COUNTS for _ in range(n)]


def _line_value(faces: Sequence[str | None]) -> int | None:
    """The value of a matching line (Mulligans wild, three Mulligans 0), or
    None when the line does not match (a face-down card, None, matches nothing)."""
    values = set()
    for f in faces:
        if f in POSITIVE:
            values.add(POSITIVE[f])
        elif f != "M":
            return None
    if len(values) > 1:
        return None
    return values.pop() if values else 0


def _score_cells(cells: Sequence[str | None]) -> int:
    """The score of a grid given as 9 faces by cell (None: a face-down card,
    which scores nothing and matches no line)."""
    total = 0
    in_line: set[int] = set()
    for line in LINES:
        v = _line_value([cells[i] for i in line])
        if v is not None:
            total -= v
            in_line.update(line)
    for i, f in enumerate(cells):
        if f in POSITIVE:
            if i not in in_line:
                total += POSITIVE[f]
        elif f in NEGATIVE:
            total += NEGATIVE[f]
        elif f == "H":
            total += HAZARD_SCORE
        elif f is not None and f != "M":
            raise ValueError(f"not a Gnoming card: {f!r}")
    return total


def score_grid(grid: list[list[str]]) -> int:
    """The round score of a 3×3 grid of faces (all face up), before the
    first-out adjustment."""
    if len(grid) != 3 or any(len(row) != 3 for row in grid):
        raise ValueError("a Gnoming grid is 3 rows of 3 cards")
    return _score_cells([f for row in grid for f in row])


def face_up_score(grid: list[list[str | None]]) -> int:
    """What the face-up cards of a grid score as they lie (None: a face-down
    card; a line matches only with its three cards face up)."""
    return _score_cells([f for row in grid for f in row])


def round_scores(grids: list[list[list[str]]], first_out: int | None) -> list[int]:
    """Every grid's round score with the first-out adjustment: −5 for the
    first player out when their score is the lowest or tied lowest, else +5.
    `first_out` None: no adjustment (a round cut short)."""
    scores = [score_grid(g) for g in grids]
    if first_out is not None:
        scores[first_out] += -FIRST_OUT if scores[first_out] == min(scores) else FIRST_OUT
    return scores


def _cell(r: int, c: int) -> list[int]:
    return [r, c]


@dataclass
class State:
    variant: str
    players: int
    seed: int
    moves: list[list[Any]] = field(default_factory=list)
    round: int = 0
    phase: str = "reveal"            # reveal, draw, play, bounce, discard, hazard, over
    cards: list[str] = field(default_factory=list)       # id -> face, this round
    grids: list[list[int]] = field(default_factory=list)  # seat -> 9 ids by cell
    up: list[list[bool]] = field(default_factory=list)    # seat -> 9 face-up flags
    draw: list[int] = field(default_factory=list)         # draw pile, top last
    piles: list[list[int]] = field(default_factory=list)  # the two discard piles, top last
    removed: list[int] = field(default_factory=list)      # Hazards out of the round
    revealed: list[int] = field(default_factory=list)     # setup reveals done, by seat
    turn: int = 0                    # seat whose turn it is
    held: int | None = None          # the card in hand: drawn, or replaced
    held_public: bool = False        # False: drawn from the draw pile and not yet played
    drawn: int | None = None         # the card drawn this turn
    taken_from: int | None = None    # -1 draw pile, 0/1 discard pile
    filled: list[int] = field(default_factory=list)       # cells filled this turn
    hazard_queue: list[int] = field(default_factory=list)  # seats still to answer a Hazard
    first_out: int | None = None
    exhausted: int = 0               # times the draw pile ran out this round
    turns: int = 0                   # turns played this round
    scores: list[list[int]] = field(default_factory=list)  # round -> seat -> score
    totals: list[int] = field(default_factory=list)
    ends: list[str] = field(default_factory=list)          # round -> "out", "exhausted", "guard"
    outs: list[int | None] = field(default_factory=list)   # round -> first out (None if none)
    last_grids: list[list[list[str]]] = field(default_factory=list)  # last finished round, faces


class Gnoming(Game[State]):
    id = "gnoming"
    name = "Gnoming A Round"
    players = (3, 7)
    variants = ("standard",)
    state_type = State
    lower_wins = True

    def _new(self, players: int, seed: int, variant: str) -> State:
        s = State(variant=variant, players=players, seed=seed, totals=[0] * players)
        self._deal(s)
        return s

    def _deal(self, s: State) -> list[Event]:
        n = s.players
        s.cards = shuffled(deck(), s.seed, "round", s.round)
        s.grids = [list(range(9 * i, 9 * i + 9)) for i in range(n)]
        s.up = [[False] * 9 for _ in range(n)]
        s.draw = list(range(len(s.cards) - 1, 9 * n - 1, -1))   # next card: lowest id
        s.piles = [[], []]
        s.removed = []
        for pile in s.piles:
            while True:
                card = s.draw.pop()
                if s.cards[card] == "H":
                    s.removed.append(card)   # [decision] a Hazard never starts a pile
                else:
                    pile.append(card)
                    break
        s.revealed = [0] * n
        s.turn = s.round % n
        s.phase = "reveal"
        s.first_out = None
        s.exhausted = 0
        s.turns = 0
        self._clear_turn(s)
        return [Event("deal", {"round": s.round, "start": s.turn, "grids": [list(g) for g in s.grids],
                               "piles": [[self._face(s, c) for c in p] for p in s.piles],
                               "removed": [self._face(s, c) for c in s.removed],
                               "draw": len(s.draw)})]

    @staticmethod
    def _clear_turn(s: State) -> None:
        s.held = None
        s.held_public = False
        s.drawn = None
        s.taken_from = None
        s.filled = []
        s.hazard_queue = []

    @staticmethod
    def _face(s: State, card: int) -> dict[str, Any]:
        return {"id": card, "face": s.cards[card]}

    # -- protocol ---------------------------------------------------------
    def to_move(self, s: State) -> list[int]:
        if s.phase == "reveal":
            return [i for i, k in enumerate(s.revealed) if k < 2]
        if s.phase == "hazard":
            return s.hazard_queue[:1]
        if s.phase == "over":
            return []
        return [s.turn]

    def legal_actions(self, s: State, seat: int) -> list[Action]:
        if seat not in self.to_move(s):
            return []
        up = s.up[seat]
        if s.phase in ("reveal", "hazard"):
            kind = "reveal" if s.phase == "reveal" else "flip"
            acts = [Action(kind, (i // 3, i % 3)) for i in range(9) if not up[i]]
            return acts if s.phase == "reveal" else acts + [Action("decline")]
        if s.phase == "draw":
            acts = [Action("draw", ("pile",))] if s.draw else []
            return acts + [Action("draw", ("discard", i)) for i in (0, 1) if s.piles[i]]
        assert s.held is not None
        if s.phase == "play":
            cells = range(9)
            if s.cards[s.held] == "M":
                # [decision] Mulligan limit: only into a grid showing no other face-up Mulligan
                ups = [i for i in range(9) if up[i] and s.cards[s.grids[seat][i]] == "M"]
                cells = [i for i in range(9) if not [j for j in ups if j != i]]  # type: ignore[assignment]
            return [Action("place", (i // 3, i % 3)) for i in cells] + [Action("keep")]
        if s.phase == "bounce":
            return [Action("bounce", (i // 3, i % 3)) for i in range(9) if i not in s.filled] + [Action("stop")]
        # discard
        return [Action("discard", (i,)) for i in self._discard_piles(s)]

    def _discard_piles(self, s: State) -> list[int]:
        """The piles the held card may go onto."""
        if s.held == s.drawn and s.taken_from in (0, 1):
            # [decision] never back onto the pile it was taken from this turn;
            # the other pile is then always allowed (empty or not)
            return [1 - s.taken_from]
        empty = [i for i in (0, 1) if not s.piles[i]]
        return empty or [0, 1]

    def _apply(self, s: State, seat: int, a: Action) -> list[Event]:
        kind = a.kind
        if kind == "reveal":
            cell = 3 * a.args[0] + a.args[1]
            s.up[seat][cell] = True
            s.revealed[seat] += 1
            ev = [Event("reveal", {"seat": seat, "cell": _cell(*a.args), **self._face(s, s.grids[seat][cell])})]
            if all(k >= 2 for k in s.revealed):
                s.phase = "draw"
                ev.append(Event("turn", {"seat": s.turn}))
            return ev
        if kind == "draw":
            if a.args[0] == "pile":
                s.held = s.draw.pop()
                s.taken_from = -1
                s.held_public = False
                # the id is left out: after a reshuffle it would tell which card it is
                ev = [Event("draw", {"seat": seat, "from": "draw", "draw": len(s.draw)})]
            else:
                i = a.args[1]
                s.held = s.piles[i].pop()
                s.taken_from = i
                s.held_public = True
                ev = [Event("draw", {"seat": seat, "from": "discard", "pile": i, **self._face(s, s.held)})]
            s.drawn = s.held
            s.phase = "play"
            return ev
        if kind in ("place", "bounce"):
            return self._put(s, seat, 3 * a.args[0] + a.args[1], kind)
        if kind in ("keep", "stop"):
            return self._to_discard(s, seat)
        if kind == "discard":
            assert s.held is not None
            i = a.args[0]
            s.piles[i].append(s.held)
            ev = [Event("discard", {"seat": seat, "pile": i, **self._face(s, s.held)})]
            s.held = None
            return ev + self._end_turn(s)
        # flip / decline, answering a Hazard
        if kind == "flip":
            cell = 3 * a.args[0] + a.args[1]
            s.up[seat][cell] = True
            ev = [Event("flip", {"seat": seat, "cell": _cell(*a.args), **self._face(s, s.grids[seat][cell])})]
        else:
            ev = [Event("decline", {"seat": seat})]
        s.hazard_queue.pop(0)
        if not s.hazard_queue:
            ev += self._end_turn(s)
        return ev

    def _put(self, s: State, seat: int, cell: int, kind: str) -> list[Event]:
        """Put the held card on `cell`; the card there becomes the held one."""
        assert s.held is not None
        grid, up = s.grids[seat], s.up[seat]
        card, old, was_up = s.held, grid[cell], up[cell]
        grid[cell], up[cell] = card, True
        s.filled.append(cell)
        s.held, s.held_public = old, True
        ev = [Event(kind, {"seat": seat, "cell": _cell(cell // 3, cell % 3), **self._face(s, card),
                           "replaced": old, "replaced_face": s.cards[old], "turned": not was_up})]
        if not was_up and len(s.filled) < 9 and self._matches(s, seat, old):
            s.phase = "bounce"
            return ev
        return ev + self._to_discard(s, seat)

    def _matches(self, s: State, seat: int, card: int) -> bool:
        """A turned-up card may bounce: positive and equal to a face-up
        positive card of the grid (the card just put down is one of them)."""
        face = s.cards[card]
        if face not in POSITIVE:
            return False
        return any(u and s.cards[c] == face for c, u in zip(s.grids[seat], s.up[seat]))

    def _to_discard(self, s: State, seat: int) -> list[Event]:
        assert s.held is not None
        if s.cards[s.held] != "H":
            s.phase = "discard"
            return []
        s.removed.append(s.held)
        ev = [Event("hazard", {"seat": seat, **self._face(s, s.held)})]
        s.held = None
        n = s.players
        s.hazard_queue = [o for o in ((seat + k) % n for k in range(1, n)) if s.up[o].count(False) >= 2]
        if s.hazard_queue:
            s.phase = "hazard"
            return ev
        return ev + self._end_turn(s)

    def _end_turn(self, s: State) -> list[Event]:
        seat = s.turn
        self._clear_turn(s)
        s.turns += 1
        ev: list[Event] = []
        if s.first_out is None and all(s.up[seat]):
            s.first_out = seat
            ev.append(Event("out", {"seat": seat}))
        nxt = (seat + 1) % s.players
        if s.first_out is not None and nxt == s.first_out:
            return ev + self._end_round(s, "out")
        if not s.draw:
            s.exhausted += 1
            if s.exhausted >= 2:
                return ev + self._end_round(s, "exhausted")
            # [decision] both discard piles but their tops become the new draw pile
            rest = [c for p in s.piles for c in p[:-1]]
            s.piles = [p[-1:] for p in s.piles]
            s.draw = shuffled(rest, s.seed, "round", s.round, "reshuffle", s.exhausted)
            ev.append(Event("reshuffle", {"cards": sorted(rest), "draw": len(s.draw)}))
            if not s.draw:
                return ev + self._end_round(s, "exhausted")
        if s.turns >= TURN_GUARD * s.players:
            return ev + self._end_round(s, "guard")
        s.turn = nxt
        s.phase = "draw"
        return ev + [Event("turn", {"seat": nxt})]

    def _end_round(self, s: State, end: str) -> list[Event]:
        turned = []
        for seat in range(s.players):
            for i in range(9):
                if not s.up[seat][i]:
                    s.up[seat][i] = True
                    turned.append({"seat": seat, "cell": _cell(i // 3, i % 3), **self._face(s, s.grids[seat][i])})
        grids = [[[s.cards[g[3 * r + c]] for c in range(3)] for r in range(3)] for g in s.grids]
        out = s.first_out if end == "out" else None
        scores = round_scores(grids, out)
        s.scores.append(scores)
        s.totals = [t + x for t, x in zip(s.totals, scores)]
        s.ends.append(end)
        s.outs.append(out)
        s.last_grids = grids
        ev = [Event("turn_up", {"cards": turned}),
              Event("round_end", {"round": s.round, "scores": scores, "totals": list(s.totals),
                                  "end": end, "first_out": out})]
        if s.round + 1 >= ROUNDS:
            s.phase = "over"
            return ev + [Event("game_over", {"totals": list(s.totals), "winners": self._winners(s)})]
        s.round += 1
        return ev + self._deal(s)

    def _winners(self, s: State) -> list[int]:
        # lowest total; tie: lowest round-3 score; still tied: shared
        return winners_by(s.totals, higher_wins=not self.lower_wins, tiebreak=s.scores[-1])

    def view(self, s: State, seat: int | None) -> View:
        def grid(g: list[int], up: list[bool]) -> list[list[dict[str, Any]]]:
            return [[{"id": g[3 * r + c], "face": s.cards[g[3 * r + c]] if up[3 * r + c] else None}
                     for c in range(3)] for r in range(3)]

        held: dict[str, Any] | None = None
        if s.held is not None:
            held = (self._face(s, s.held) if s.held_public or seat == s.turn
                    else {"id": None, "face": None})
        return View(self.id, seat, {
            "variant": s.variant, "players": s.players, "round": s.round, "rounds": ROUNDS,
            "phase": s.phase, "turn": s.turn, "start": s.round % s.players,
            "to_move": self.to_move(s),
            "grids": [grid(g, u) for g, u in zip(s.grids, s.up)],
            "draw": len(s.draw),
            "piles": [[self._face(s, c) for c in p] for p in s.piles],
            "removed": [self._face(s, c) for c in s.removed],
            "revealed": list(s.revealed),
            "held": held,
            "held_is_drawn": s.held is not None and s.held == s.drawn,
            "taken_from": {None: None, -1: "draw", 0: "discard 0", 1: "discard 1"}[s.taken_from],
            "filled": [_cell(i // 3, i % 3) for i in s.filled],
            "hazard_queue": list(s.hazard_queue),
            "first_out": s.first_out,
            "exhausted": s.exhausted,
            "turns": s.turns,
            "scores": [list(x) for x in s.scores],
            "totals": list(s.totals),
            "ends": list(s.ends),
            "outs": list(s.outs),
            "last_grids": s.last_grids,
        })

    def outcome(self, s: State) -> Outcome:
        if s.phase != "over":
            raise IllegalAction("the game is not over")
        return Outcome(list(s.totals), self._winners(s))


GAME = Gnoming()
