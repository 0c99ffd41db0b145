"""A frame-by-frame motion checker for the tables: cards that feel physical.

`watch` plays a seeded game at a real table (the human by t.act, the AIs by the
Driver's inline AI), reads every card sprite after each frame, and lists what a
player would see as a fault:

- teleport: a card drawn more than a card's width from where it was drawn in the
  frame before, with no tween carrying it;
- pop: a card appearing or vanishing in plain sight (not under another card, not
  at once set on its way, not where another card lay or goes);
- face: a face changing while the card is not edge-on in a flip;
- order: a card landing under a card it overlaps, over which it flew (one of them face up);
- restless: a card changing (place, face, turn) while the table says it is at rest;
- halfway: with animation off, a card not at its place at the end of a frame.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.app.cards import CardSprite
from tabletop.app.main import default_setup
from tabletop.app.scenes.scores import GameOver, RoundScores
from tabletop.app.table_base import TableScene

from test_app_driver import Driver

KINDS = ("teleport", "pop", "face", "order", "restless", "halfway")


@dataclass(frozen=True)
class Look:
    """How one sprite is drawn in one frame (and whether a tween carries it)."""

    x: float
    y: float
    w: float
    angle: float
    face: str | None
    sx: float
    z: float
    carried: bool

    def rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, round(self.w), round(self.w * 1.4))
        r.center = (round(self.x), round(self.y))
        return r


@dataclass
class Fault:
    kind: str
    frame: int
    card: int
    what: str


@dataclass
class Report:
    faults: list[Fault] = field(default_factory=list)
    frames: int = 0

    def count(self) -> dict[str, int]:
        return {k: sum(f.kind == k for f in self.faults) for k in KINDS}


def look(t: TableScene) -> dict[int, tuple[CardSprite, Look]]:
    """Every sprite of the table as drawn now, by the object (a card id may pass
    from one sprite to another: Gnoming's unseen card in hand)."""
    out = {}
    for s in t.sprites.values():
        carried = s is t.drag.sprite or any((id(s), a) in tw._tweens for tw in (t.tweener, t.ui_tween)
                                            for a in ("x", "y"))
        out[id(s)] = (s, Look(s.x, s.y, s.w, s.angle, s.face, s.sx, s.z, carried))
    return out


def _covered(r: pygame.Rect, z: float, others: list[Look]) -> bool:
    """Whether most of `r` is hidden under a card drawn above it."""
    return any(o.z > z and r.clip(o.rect()).width * r.clip(o.rect()).height >= 0.8 * r.width * r.height
               for o in others)


def _near_any(r: pygame.Rect, face: str | None, others: list[Look]) -> bool:
    """Whether another card showing `face` lies (nearly) where `r` is: a card taking another's place."""
    return any(abs(o.x - r.centerx) < r.width * 0.3 and abs(o.y - r.centery) < r.width * 0.3 and o.face == face
               for o in others)


def compare(before: dict[int, tuple[CardSprite, Look]], after: dict[int, tuple[CardSprite, Look]],
            frame: int, at_rest: bool, report: Report) -> None:
    """The faults between two consecutive frames' looks."""
    add = report.faults.append
    olds = [lk for _, lk in before.values()]
    news = [lk for _, lk in after.values()]
    for key, (s, b) in after.items():
        if key not in before:
            r = b.rect()
            if not b.carried and not _covered(r, b.z, news) and not _near_any(r, b.face, olds):
                add(Fault("pop", frame, s.id, f"appears at {r.center} face {b.face}"))
            continue
        a = before[key][1]
        jump = ((b.x - a.x) ** 2 + (b.y - a.y) ** 2) ** 0.5
        if jump > max(a.w, b.w) and not (a.carried or b.carried):
            add(Fault("teleport", frame, s.id, f"{jump:.0f}px from {(round(a.x), round(a.y))}"))
        if a.face != b.face and min(a.sx, b.sx) > 0.05:
            add(Fault("face", frame, s.id, f"{a.face} -> {b.face} at sx {a.sx:.2f}->{b.sx:.2f}"))
        if at_rest and (jump > 0.5 or a.face != b.face or abs(a.angle - b.angle) > 0.5 or abs(a.w - b.w) > 0.5):
            add(Fault("restless", frame, s.id, f"moved {jump:.1f}px while at rest"))
    for key, (s, a) in before.items():
        if key not in after:
            r = a.rect()
            if not _covered(r, a.z, olds) and not _near_any(r, a.face, news):
                add(Fault("pop", frame, s.id, f"vanishes at {r.center} face {a.face}"))
    # drawing order of overlapping cards that stay still both
    still = [(k, lk) for k, (_, lk) in after.items()
             if k in before and abs(before[k][1].x - lk.x) < 1 and abs(before[k][1].y - lk.y) < 1]
    for i, (k1, b1) in enumerate(still):
        r1 = b1.rect()
        for k2, b2 in still[i + 1:]:
            if not r1.colliderect(b2.rect()):
                continue
            a1, a2 = before[k1][1], before[k2][1]
            if (a1.z - a2.z) * (b1.z - b2.z) >= 0 or b1.face is None and b2.face is None:
                continue  # (the same back shown either way)
            # a card landing (its flight's layer given up) under a card it was drawn over;
            # one taking off from a pile or hand rises above its neighbours, as a card picked up does
            low, high = (k1, k2) if b1.z < b2.z else (k2, k1)
            if before[low][1].z >= 1000 > after[low][1].z:
                add(Fault("order", frame, after[low][0].id, f"lands under {after[high][0].id}"))


def watch(game: str, seed: int = 1, size: tuple[int, int] = (1366, 768), anim: str = "normal",
          players: int | None = None, max_frames: int = 60000, **kw: Any) -> Report:
    """Play a seeded game of `game` to its end at a table of `players` (Gnav 2,
    else 4) in a window of `size`, checking every frame (see check)."""
    d = Driver(size=size, seed=seed, anim=anim)
    t = d.start(default_setup(game, players or (2 if game == "gnav" else 4)), seed=seed)
    d.step()  # (the first frame drawn: what a table makes before it, nobody sees)
    return check(d, t, random.Random(seed), max_frames, **kw)


def check(d: Driver, t: TableScene, rng: random.Random, frames: int, rounds: int | None = None,
          resize_at: int | None = None, shots: tuple[int, int, str] | None = None) -> Report:
    """Run `frames` frames of table `t` (fewer: to the game's end, or after `rounds`
    rounds' scores), the human playing random legal moves at rest, a round's
    scores closed with a click on Next round; checking every frame. `resize_at`:
    the window stretched to 1024x640 at that frame (mid-animation if cards move
    then); `shots`: (first, last, prefix) frames saved as prefix-<frame>.png."""
    report = Report()
    before = look(t)
    ended = 0
    for frame in range(frames):
        top = d.top
        if isinstance(top, GameOver):
            break
        if isinstance(top, RoundScores):
            ended += 1
            if rounds is not None and ended > rounds:
                break
            d.click(top.buttons[0].rect.center)
        elif top is t and t.me is not None and not t.animating and not t.drag.holding:
            t.act(t.me, rng.choice(t.legal()))
        if resize_at is not None and frame == resize_at:
            d.resize((1024, 640))
            before = look(t)
        was_rest = not t.animating and top is t
        d.step()
        after = look(t)
        at_rest = was_rest and not t.animating and d.top is t
        if d.app.anim_speed > 0:
            compare(before, after, frame, at_rest, report)
        elif d.top is t and (t.animating or t.misplaced()):  # animation off: every card at its place at once
            report.faults.append(Fault("halfway", frame, (t.misplaced() or [-1])[0], "not at its place"))
        if at_rest and t.misplaced():
            report.faults.append(Fault("restless", frame, t.misplaced()[0], "not at its place at rest"))
        if shots is not None and shots[0] <= frame <= shots[1]:
            pygame.image.save(pygame.display.get_surface(), f"{shots[2]}-{frame:05d}.png")
        before = after
        report.frames = frame + 1
    return report


def summary(report: Report) -> str:
    return " ".join(f"{k}={v}" for k, v in report.count().items())


if __name__ == "__main__":
    import sys
    args: Any = sys.argv[1:]
    for g in args or ["gnoming", "grinch", "gnav", "nimmt"]:
        rep = watch(g)
        print(g, rep.frames, summary(rep))
        for f in rep.faults[:400]:
            print("  ", f.kind, f.frame, f.card, f.what)
