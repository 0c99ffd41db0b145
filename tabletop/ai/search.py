"""Hard: determinised Monte-Carlo search with racing.

Each game's `tabletop/games/<id>/ai.py` provides:
- `normal(view, legal, rng) -> Action`: the heuristic move among `legal`
  (also the fallback when the budget allows no simulation at all; Easy's
  slips pass only some of the legal actions);
- `determinize(view, rng) -> State`: a full state consistent with the view,
  hidden cards dealt uniformly at random;
- `rollout(state, seat, legal, rng) -> Action`: a fast policy inside a
  sampled world;
- `value(state, seat) -> float`: how good a state is for `seat`, about [-1, 1].
- optionally `solve(view, legal) -> Action | None`: a decision the game
  can weigh exactly, its chance small enough to enumerate or nothing left
  hidden (None: sample it).
- optionally `MIN_SWEEPS`: the game's own count of sweeps before the race
  may drop a candidate (default below).

The search never sees the real state: it samples worlds from the view. Each
*sweep* samples one world and plays every candidate action in it, followed by
the same rollout randomness (common random numbers), so the candidates are
compared on identical luck and the differences between them are far less
noisy than their values. After a few sweeps, a candidate whose paired
difference to the leader is clearly negative is dropped (a race); the search
ends when one candidate is left, when the budget is spent, or when the time
is up (anytime: the best candidate so far is returned).
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Sequence

from tabletop.rules import Action, Game, View, scoreboard

# The app's budget per decision. The think-time target is p95 <= 1 s and
# median <= 0.6 s on a 2-core machine also drawing frames; 0.4 s leaves margin
# for the determinisation of the last sweep and a loaded core.
DEFAULT_SECONDS = 0.4
# Sweeps before any candidate may be dropped: fewer and a lucky first worlds
# could eliminate the best move. A game's AI module may set its own
# `MIN_SWEEPS` (optional), where its rollouts are cheap enough to afford more.
MIN_SWEEPS = 6
# How many standard errors behind the leader a candidate must be to be dropped.
PRUNE_Z = 2.5
# A difference this small (in value units, ~0.5 % of a win) is not worth
# telling apart: when no rival can plausibly beat the leader by more, stop
# early (typically: two cards of the same rank in different suits).
INDIFFERENT = 0.01


def play_out(game: Game[Any], ai: ModuleType, state: Any, seat: int, action: Action,
             rng: random.Random) -> float:
    """Apply `action` for `seat` in a sampled world, then let the rollout
    policy play every seat until the game ends or the round changes; returns
    the game's value of the result for `seat`."""
    # `_apply` skips the legality check and the move log: inside the search
    # every action comes from `legal_actions`, and this loop is the hot path.
    apply = game._apply
    to_move = game.to_move
    legal_actions = game.legal_actions
    rollout = ai.rollout
    start_round = getattr(state, "round", None)
    apply(state, seat, action)
    while getattr(state, "round", None) == start_round:
        seats = to_move(state)
        if not seats:
            break
        s = seats[0]
        legal = legal_actions(state, s)
        apply(state, s, legal[0] if len(legal) == 1 else rollout(state, s, legal, rng))
    return float(ai.value(state, seat))


def blend(game: Game[Any], state: Any, seat: int, spread: float, early_w: float) -> float:
    """A rollout's value for `seat` from a game's `spread` at its last state
    (the seat's margin, squashed to [-1, 1]): a finished game counts its win
    or loss for half; for the searching seat (`state._searcher`), the
    estimate the game noted when that seat's turn ended (`state._early`)
    weighs `early_w`. That estimate, taken right after the move, tells the
    candidates apart where the round's noisy end alone would not."""
    if state.phase == "over":
        winners = game.outcome(state).winners
        won = 1.0 / len(winners) if seat in winners else 0.0
        spread = 0.5 * (2 * won - 1) + 0.5 * spread
    early = state.__dict__.get("_early")
    if early is None or state.__dict__.get("_searcher") != seat:
        return spread
    return early_w * float(early) + (1 - early_w) * spread


@dataclass(frozen=True)
class Root:
    """What the search found for the move it chose (the hint tells it):
    `how` is "only" (one legal move), "solved" (weighed exactly by the
    game's solver), "guess" (no world tried: the heuristic move) or "tried";
    then `worlds` is how many sampled worlds the move and the runner-up (the
    other move closest to it in value) were both played in, `edge` the mean
    of their paired value differences there (the move's minus the
    runner-up's), and `points` the same for the seat's scoreboard figure
    at the rollouts' end, turned so that positive is better for the seat;
    `edge_se` and `points_se` their standard errors (inf from one world)."""

    how: str
    worlds: int = 0
    edge: float = 0.0
    points: float = 0.0
    edge_se: float = 0.0
    points_se: float = 0.0


def figure(game: Game[Any], state: Any, seat: int) -> float:
    """The seat's figure on the scoreboard, turned so that more is better."""
    value = float(scoreboard(game.view(state, None).data)[seat])
    return -value if game.lower_wins else value


def paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """The mean of the paired differences a - b (over the shorter) and its
    standard error (inf from one pair)."""
    diffs = [x - y for x, y in zip(a, b)]
    t = len(diffs)
    m = sum(diffs) / t
    sd = math.sqrt(sum((d - m) ** 2 for d in diffs) / (t - 1)) if t > 1 else math.inf
    return m, sd / math.sqrt(t)


class Race:
    """The paired statistics of the candidates still in the race (and of
    the seat's scoreboard figure, for `Root`)."""

    def __init__(self, n: int) -> None:
        self.alive = list(range(n))
        self.values: list[list[float]] = [[] for _ in range(n)]
        self.figures: list[list[float]] = [[] for _ in range(n)]

    def mean(self, i: int) -> float:
        v = self.values[i]
        return sum(v) / len(v) if v else -math.inf

    def leader(self) -> int:
        """The live candidate with the best mean (the first listed on ties)."""
        return max(self.alive, key=lambda i: (self.mean(i), -i))

    def behind(self, lead: int, i: int) -> tuple[float, float]:
        """How far candidate `i` is behind `lead` on the shared worlds: the
        mean paired difference and its standard error (inf with one world)."""
        return paired(self.values[lead], self.values[i])

    def root(self, chosen: int) -> Root:
        """What the race found for `chosen` against its runner-up."""
        others = [i for i in range(len(self.values)) if i != chosen and self.values[i]]
        runner = min(others, key=lambda i: (self.behind(chosen, i)[0], i))
        worlds = min(len(self.values[chosen]), len(self.values[runner]))
        edge, edge_se = self.behind(chosen, runner)
        points, points_se = paired(self.figures[chosen], self.figures[runner])
        return Root("tried", worlds, edge, points, edge_se, points_se)

    def prune(self) -> bool:
        """Drop candidates clearly behind the leader; True when the race is
        decided (one candidate left, or all rivals indistinguishable)."""
        lead = self.leader()
        keep = [lead]
        close = True
        for i in self.alive:
            if i == lead:
                continue
            m, se = self.behind(lead, i)
            margin = PRUNE_Z * se
            if m > margin + 1e-9:
                continue
            keep.append(i)
            # how much better than the leader this rival might still be
            close = close and margin - m < INDIFFERENT
        self.alive = sorted(keep)
        return len(self.alive) == 1 or close


def search(game: Game[Any], ai: ModuleType, view: View, legal: Sequence[Action], rng: random.Random,
           seconds: float | None = None, iterations: int | None = None) -> Action:
    """The best of `legal` for `view.seat` by a racing determinised Monte-Carlo
    search of at most `iterations` rollouts and `seconds` of time."""
    return search_root(game, ai, view, legal, rng, seconds, iterations)[0]


def search_root(game: Game[Any], ai: ModuleType, view: View, legal: Sequence[Action], rng: random.Random,
                seconds: float | None = None, iterations: int | None = None,
                explain: bool = False) -> tuple[Action, Root]:
    """`search`, and, with `explain`, what it found for its move (`Root`;
    each rollout then also reads the seat's scoreboard figure: the rollouts
    and the decision are the same, only a little slower)."""
    legal = list(legal)
    if len(legal) == 1:
        return legal[0], Root("only")
    # a solver that gives up has spent part of the time
    deadline = None if seconds is None else time.perf_counter() + seconds
    solved = ai.solve(view, legal) if hasattr(ai, "solve") else None
    if solved is not None:
        return solved, Root("solved")
    seat = view.seat
    assert seat is not None, "an onlooker does not decide"
    # the heuristic move: the search overrides it only on evidence
    prior = legal.index(ai.normal(view, legal, random.Random(rng.getrandbits(64))))
    race = Race(len(legal))
    min_sweeps = getattr(ai, "MIN_SWEEPS", MIN_SWEEPS)
    rollouts = 0
    while iterations is None or rollouts < iterations:
        # one world and one rollout seed per sweep, shared by every candidate
        world_seed = rng.getrandbits(64)
        roll_seed = rng.getrandbits(64)
        for i in race.alive:
            if iterations is not None and rollouts >= iterations:
                break
            if deadline is not None and time.perf_counter() > deadline:
                break
            state = ai.determinize(view, random.Random(world_seed))
            race.values[i].append(play_out(game, ai, state, seat, legal[i], random.Random(roll_seed)))
            if explain:
                race.figures[i].append(figure(game, state, seat))
            rollouts += 1
        else:
            if len(race.values[race.alive[0]]) >= min_sweeps and race.prune():
                break
            continue
        # the budget ran out mid-sweep: compare complete sweeps only
        t = min(len(race.values[i]) for i in race.alive)
        for i in race.alive:
            del race.values[i][t:]
            del race.figures[i][t:]
        break
    if all(not race.values[i] for i in race.alive):
        return legal[prior], Root("guess")
    chosen = race.leader()
    if prior in race.alive and prior != chosen:
        # a lead within one standard error is noise: keep the sound move
        # (measured in Grinch, Hard against 3 Normal: trusting any lead
        # costs 0.97 +- 0.40 points a game; two or four standard errors
        # cost 0.87 and 0.51, over 240 paired games each)
        m, se = race.behind(chosen, prior)
        if m <= se:
            chosen = prior
    return legal[chosen], race.root(chosen) if explain else Root("tried")


class SearchPlayer:
    """The Hard level: `search` with a time budget (the app) or an iteration
    budget (tests: then fully deterministic under the seed)."""

    def __init__(self, game: Game[Any], seed: int, seconds: float | None = None,
                 iterations: int | None = None, explain: bool = False) -> None:
        from tabletop.ai import game_ai
        self.game = game
        self.ai = game_ai(game.id)
        self.rng = random.Random(seed)
        self.seconds = DEFAULT_SECONDS if seconds is None and iterations is None else seconds
        self.iterations = iterations
        self.explain = explain
        self.why = Root("only")  # what the search found for the last decision (with `explain`)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            self.why = Root("only")
            return legal[0]
        action, self.why = search_root(self.game, self.ai, view, legal, self.rng, self.seconds, self.iterations,
                                       self.explain)
        return action
