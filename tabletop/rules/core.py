"""The game protocol every game implements, and the pieces they share.

A game is a `Game` subclass holding no state of its own; the state is a
plain dataclass whose fields are JSON data (ints, strings, lists, dicts with
string keys), so `dumps`/`loads` are generic. Every physical card of a round
has a stable id, its index in the round's shuffled deck (`state.cards`); the
zones of the state hold ids, and a view shows a hidden card as its id with no
face.
"""
from __future__ import annotations

import dataclasses
import json
import random
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Iterable, NamedTuple, Sequence, TypeVar


class IllegalAction(ValueError):
    """An action that is not among the legal actions of that seat now."""


class Action(NamedTuple):
    """One choice of one seat. `str(action)` is its move text. (A named
    tuple rather than a frozen dataclass: the random benchmark creates and
    compares millions of them.)"""

    kind: str
    args: tuple[Any, ...] = ()

    def __str__(self) -> str:
        return " ".join([self.kind, *(str(a) for a in self.args)])


@dataclass(frozen=True)
class Event:
    """Something that happened, in order, for the table to animate.

    `data` holds card ids, zone names and faces that are public when it
    happens (a face another seat may not see is left out: the table reads
    faces from its own view).
    """

    kind: str
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **self.data}


@dataclass(frozen=True)
class View:
    """What one seat (or an onlooker, seat None) may know of a state."""

    game: str
    seat: int | None
    data: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(json.dumps({"game": self.game, "seat": self.seat, **self.data}))
        return data

    def __getitem__(self, key: str) -> Any:
        return self.data[key]


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game: scores by seat and the winning seats."""

    scores: list[int]
    winners: list[int]


def winners_by(scores: Sequence[int], higher_wins: bool = True, tiebreak: Sequence[int] | None = None) -> list[int]:
    """Seats with the best score (ties shared); `tiebreak` scores break ties
    in the same sense (lower is better when `higher_wins` is false)."""
    sign = 1 if higher_wins else -1
    best = max(sign * s for s in scores)
    seats = [i for i, s in enumerate(scores) if sign * s == best]
    if tiebreak is not None and len(seats) > 1:
        tb = max(sign * tiebreak[i] for i in seats)
        seats = [i for i in seats if sign * tiebreak[i] == tb]
    return seats


SCOREBOARD_KEYS = ("points", "totals", "scores")


def scoreboard(data: dict[str, Any]) -> Any:
    """The figures by seat on a game's scoreboard, as a view or an event
    gives them (its "points", "totals" or "scores"); None when it has none."""
    return next((data[k] for k in SCOREBOARD_KEYS if data.get(k) is not None), None)


def shuffled(items: Iterable[Any], seed: int, *salt: Any) -> list[Any]:
    """A copy of `items` shuffled by a generator seeded from the game's seed
    and a salt (round number, reshuffle count, ...). String seeds are hashed
    with SHA-512 by `random`, so this is the same on every run and machine."""
    out = list(items)
    random.Random(":".join(str(s) for s in (seed, *salt))).shuffle(out)
    return out


S = TypeVar("S")


class Game(Generic[S]):
    """The protocol of DESIGN.md. Subclasses set `id`, `name`, `players`,
    `variants`, `state_type` and implement the underscored hooks."""

    id: ClassVar[str]
    name: ClassVar[str]
    players: ClassVar[tuple[int, int]]
    variants: ClassVar[tuple[str, ...]] = ("standard",)
    state_type: ClassVar[type]
    lower_wins: ClassVar[bool] = False  # the lowest figure on the scoreboard wins (see `scoreboard`)

    # -- to implement -----------------------------------------------------
    def _new(self, players: int, seed: int, variant: str) -> S:
        raise NotImplementedError

    def to_move(self, state: S) -> list[int]:
        """Seats that must act now (empty when the game is over)."""
        raise NotImplementedError

    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """The actions `seat` may take now; never empty for a seat to move."""
        raise NotImplementedError

    def _apply(self, state: S, seat: int, action: Action) -> list[Event]:
        raise NotImplementedError

    def view(self, state: S, seat: int | None) -> View:
        raise NotImplementedError

    def outcome(self, state: S) -> Outcome:
        raise NotImplementedError

    def _is_legal(self, state: S, seat: int, action: Action) -> bool:
        """Whether `action` is among `legal_actions(state, seat)`; a game may
        answer faster without building the whole list (apply asks this on
        every move)."""
        return seat in self.to_move(state) and action in self.legal_actions(state, seat)

    # -- shared -----------------------------------------------------------
    def new(self, players: int, seed: int, variant: str | None = None) -> S:
        """A new game, dealt from `seed`."""
        variant = self.variants[0] if variant is None else variant
        self.check_players(players)
        if variant not in self.variants:
            raise ValueError(f"{self.name} has no variant {variant!r} (it has: {', '.join(self.variants)})")
        return self._new(players, seed, variant)

    def check_players(self, players: int) -> None:
        """A clear ValueError when the game is not for this many players."""
        lo, hi = self.players
        if not lo <= players <= hi:
            allowed = f"exactly {lo}" if lo == hi else f"{lo} to {hi}"
            raise ValueError(f"{self.name} is for {allowed} players, not {players}")

    def is_over(self, state: S) -> bool:
        return not self.to_move(state)

    def apply(self, state: S, seat: int, action: Action) -> list[Event]:
        """Apply a legal action and return its events; an illegal one raises
        IllegalAction and leaves the state as it was."""
        if not self._is_legal(state, seat, action):
            raise IllegalAction(f"{action} is not a legal move for seat {seat} now")
        events = self._apply(state, seat, action)
        state.moves.append([seat, str(action)])  # type: ignore[attr-defined]
        return events

    def parse_action(self, state: S, text: str, seat: int | None = None) -> Action:
        """The legal action whose move text is `text` (of `seat`, or of any
        seat to move)."""
        seats = self.to_move(state) if seat is None else [seat]
        text = " ".join(text.split())
        for s in seats:
            for a in self.legal_actions(state, s):
                if str(a) == text:
                    return a
        raise IllegalAction(f"{text!r} is not a legal move now")

    def dumps(self, state: S) -> str:
        return json.dumps(dataclasses.asdict(state), separators=(",", ":"))  # type: ignore[call-overload]

    def loads(self, text: str) -> S:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("a saved state is a JSON object")
        names = {f.name for f in dataclasses.fields(self.state_type)}
        if set(data) != names:
            raise ValueError(f"not a {self.name} state (fields {sorted(set(data) ^ names)} differ)")
        return self.state_type(**data)  # type: ignore[no-any-return]

    def copy(self, state: S) -> S:
        """A deep, independent copy of a state."""
        return self.loads(self.dumps(state))


def record(game: Game[Any], state: Any) -> dict[str, Any]:
    """The save/replay form of a game: its setup and its move texts."""
    return {"game": game.id, "variant": state.variant, "players": state.players,
            "seed": state.seed, "moves": [list(m) for m in state.moves]}


def replay(game: Game[Any], rec: dict[str, Any]) -> Any:
    """Rebuild a state from its setup and move texts; IllegalAction if a move
    does not replay."""
    state = game.new(int(rec["players"]), int(rec["seed"]), rec.get("variant"))
    for seat, text in rec["moves"]:
        game.apply(state, int(seat), game.parse_action(state, str(text), int(seat)))
    return state
