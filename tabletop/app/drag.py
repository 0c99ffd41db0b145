"""The feel of a held card, from pymunk: the card hangs from the grab point by
a pivot joint to the pointer, so moving the pointer swings it, and a soft
rotary spring brings it back upright when the pointer rests.

Physics only gives the feel: where a dropped card belongs is decided by the
table from the rules' legal actions, never here.
"""
from __future__ import annotations

import math

import pymunk

from tabletop.app.cards import LIFT, CardSprite
from tabletop.app import sprites


class Dragger:
    """Holds at most one card at a time."""

    SUBSTEPS = 4  # small physics steps keep the joint stiff at 60 fps

    def __init__(self) -> None:
        self.space = pymunk.Space()
        self.space.damping = 0.12  # fraction of velocity kept per second: swings die down fast
        self.sprite: CardSprite | None = None
        self.start: tuple[float, float] = (0.0, 0.0)
        self._body: pymunk.Body | None = None
        self._hand: pymunk.Body | None = None
        self._target: tuple[float, float] = (0.0, 0.0)  # where the hand goes: under the pointer
        self._rise = 0.0  # how far above its place the held card is drawn (see grab)
        self._lift0 = 0.0  # how lifted it was when grabbed
        self._parts: list[pymunk.Body | pymunk.Constraint] = []

    @property
    def holding(self) -> bool:
        return self.sprite is not None

    def grab(self, sprite: CardSprite, pos: tuple[float, float]) -> None:
        """Pick `sprite` up at pointer `pos` (anywhere on the card as it is
        drawn) and hold it lifted; the point grabbed stays under the pointer."""
        self.release()
        w, h = sprites.card_size(max(1, round(sprite.w)))
        # a lifted card is drawn above its place: the hand holds the place that far below
        # the pointer (on a tall window a card pressed unlifted jumped 18 px off the pointer)
        self._rise = h * LIFT
        self.start = (sprite.x, sprite.y)
        # lifted all the way at once, its place moves down as much: the card stays where it is seen
        self._lift0 = sprite.lift
        sprite.y += (1.0 - sprite.lift) * self._rise
        sprite.lift = 1.0
        body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (w, h)))
        body.position = (sprite.x, sprite.y)
        body.angle = -math.radians(sprite.angle)
        hand = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        hand.position = self._target = (pos[0], pos[1] + self._rise)
        anchor = body.world_to_local(self._target)
        pivot = pymunk.PivotJoint(hand, body, (0, 0), anchor)
        pivot.max_bias = 6000.0  # how fast the joint corrects: follows the pointer tightly
        upright = pymunk.DampedRotarySpring(self.space.static_body, body, 0.0, 9.0e5 * (w / 80) ** 2,
                                            4.0e4 * (w / 80) ** 2)
        self.space.add(body, hand, pivot, upright)
        self._parts = [body, hand, pivot, upright]
        self._body, self._hand = body, hand
        self.sprite = sprite

    def move(self, pos: tuple[float, float]) -> None:
        """The pointer moved to `pos` (the hand gets there over the next step)."""
        self._target = (pos[0], pos[1] + self._rise)

    def step(self, dt: float) -> None:
        """Advance the physics and copy the card's place and turn to the sprite."""
        if self._body is None or self.sprite is None or dt <= 0:
            return
        dt = min(dt, 0.05)
        hand = self._hand
        if hand is not None:
            # the hand moves to the pointer over exactly this step, whatever
            # its length: its speed is what the joint feels as the swing
            hand.velocity = (self._target[0] - hand.position.x) / dt, (self._target[1] - hand.position.y) / dt
        for _ in range(self.SUBSTEPS):
            self.space.step(dt / self.SUBSTEPS)
        if hand is not None:
            hand.position, hand.velocity = self._target, (0, 0)
        b = self._body
        # a card never spins wildly: clamp the turn to what a hand would do
        b.angle = max(-0.6, min(0.6, b.angle))
        self.sprite.x, self.sprite.y = float(b.position.x), float(b.position.y)
        self.sprite.angle = -math.degrees(b.angle)

    def release(self) -> CardSprite | None:
        """Let go; returns the sprite that was held, lifted as it was when
        grabbed and shown where it is now (a click leaves it where it rested)."""
        sprite = self.sprite
        if sprite is not None:
            sprite.y -= (1.0 - self._lift0) * self._rise
            sprite.lift = self._lift0
        if self._parts:
            self.space.remove(*self._parts)
        self._parts = []
        self._body = self._hand = None
        self.sprite = None
        return sprite
