"""Tweens in seconds: easing functions (float -> float, 0..1 -> 0..1) and one
`Tweener` per scene that moves attributes of objects over time.

A new tween on the same object attribute replaces the running one, so a card
that is sent somewhere else mid-flight simply turns there. `finish()` jumps
every tween to its end (a click during an animation does that).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

Ease = Callable[[float], float]


def linear(t: float) -> float:
    """No easing."""
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing: cards sliding into place."""
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Slow start and end: longer journeys across the table."""
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: a card snapping into its slot."""
    c = 1.4
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def ease_in_quad(t: float) -> float:
    """Accelerating: the first half of a flip."""
    return t * t


def ease_out_quad(t: float) -> float:
    """Decelerating: the second half of a flip."""
    return 1 - (1 - t) * (1 - t)


def ease_out_elastic(t: float) -> float:
    """A spring: an illegal drop bouncing back home."""
    if t <= 0 or t >= 1:
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


@dataclass
class Tween:
    """One attribute of one object moving from `start` to `end`."""

    obj: Any
    attr: str
    start: float
    end: float
    duration: float
    ease: Ease
    delay: float = 0.0
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = None
    started: bool = field(default=False)

    def step(self, dt: float) -> bool:
        """Advance by dt seconds; True when finished."""
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return False
        if not self.started:
            # the start value is read when the tween begins, not when it is made,
            # so a delayed tween continues from wherever the object is by then
            self.started = True
            if self.start != self.start:  # NaN: "from the current value"
                self.start = float(getattr(self.obj, self.attr))
        k = 1.0 if self.duration <= 0 else min(1.0, t / self.duration)
        setattr(self.obj, self.attr, self.start + (self.end - self.start) * self.ease(k))
        return k >= 1.0


class Tweener:
    """All running tweens of one scene."""

    def __init__(self) -> None:
        self._tweens: dict[tuple[int, str], Tween] = {}
        self.speed = 1.0  # the animation-speed setting: 0.5 slow .. 2 fast

    def to(self, obj: Any, attr: str, end: float, duration: float, ease: Ease = ease_out_cubic,
           delay: float = 0.0, on_done: Callable[[], None] | None = None) -> Tween:
        """Move `obj.attr` to `end` over `duration` seconds after `delay`,
        replacing any running tween of that attribute."""
        key = (id(obj), attr)
        tw = Tween(obj, attr, math.nan, float(end), duration, ease, delay, on_done=on_done)
        self._tweens[key] = tw
        if duration <= 0 and delay <= 0:
            self._finish_one(key)
        return tw

    def _finish_one(self, key: tuple[int, str]) -> None:
        tw = self._tweens.pop(key, None)
        if tw is None:
            return
        setattr(tw.obj, tw.attr, tw.end)
        if tw.on_done:
            tw.on_done()

    def update(self, dt: float) -> None:
        """Advance every tween by dt seconds (scaled by `speed`)."""
        dt *= self.speed
        for key, tw in list(self._tweens.items()):
            if self._tweens.get(key) is tw and tw.step(dt):
                # a callback may start a new tween on the same key; keep that one
                if self._tweens.get(key) is tw:
                    del self._tweens[key]
                if tw.on_done:
                    tw.on_done()

    def finish(self) -> None:
        """Jump every tween (and tweens their callbacks start) to its end."""
        for _ in range(100):  # callbacks may chain new tweens; bounded
            if not self._tweens:
                return
            for key in list(self._tweens):
                self._finish_one(key)

    def cancel(self, obj: Any) -> None:
        """Drop the running tweens of `obj` where they are."""
        for key in [k for k in self._tweens if k[0] == id(obj)]:
            del self._tweens[key]

    def aim(self, obj: Any, attr: str) -> float | None:
        """Where the running tween of `obj.attr` ends (None: none runs)."""
        tw = self._tweens.get((id(obj), attr))
        return None if tw is None else tw.end

    def moving(self, obj: Any) -> bool:
        """Whether any tween of `obj` is running."""
        return any(k[0] == id(obj) for k in self._tweens)

    @property
    def busy(self) -> bool:
        """Whether anything is still moving."""
        return bool(self._tweens)
