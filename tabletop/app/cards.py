"""Card sprites: a picture of one physical card, keyed by its id.

A sprite holds only how the card looks now (where, how big, which side,
turned how far); the game state lives in the rules. `Spot` is where a card
belongs at rest according to the current view; the table moves sprites to
their spots.
"""
from __future__ import annotations

import functools
import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pygame

from tabletop.app import sprites, ui


@dataclass(frozen=True)
class Spot:
    """Where a card rests: centre, width in pixels, visible face (None: back),
    turn in degrees, and drawing order."""

    x: float
    y: float
    width: float
    face: str | None
    angle: float = 0.0
    z: float = 0.0

    def rect(self) -> pygame.Rect:
        """Where a card resting here lies, unturned (as `CardSprite.rect`)."""
        w, h = sprites.card_size(max(1, round(self.width)))
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.x), round(self.y))
        return r


LIFT = 0.08  # how far a lifted card (held, or under the pointer) is drawn above its place, of its height


class CardSprite:
    """How one card is shown right now."""

    def __init__(self, card_id: int, spot: Spot) -> None:
        self.id = card_id
        self.x, self.y, self.w = spot.x, spot.y, spot.width
        self.face = spot.face
        self.angle = spot.angle
        self.z = spot.z
        self.sx = 1.0      # horizontal scale: a flip runs it through zero
        self.lift = 0.0    # 0 resting .. 1 held or under the pointer
        self.glow: tuple[int, int, int] | None = None
        self.dim = False
        self.label = ""   # a small caption under the card (e.g. who played it)

    def rect(self) -> pygame.Rect:
        """The card's unturned bounds (for hit tests)."""
        w, h = sprites.card_size(max(1, round(self.w)))
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.x), round(self.y - self.lift * h * LIFT))
        return r

    def at(self, spot: Spot, tol: float = 0.51) -> bool:
        """Whether the sprite rests exactly on `spot` (face and place)."""
        return (abs(self.x - spot.x) <= tol and abs(self.y - spot.y) <= tol and abs(self.w - spot.width) <= tol
                and self.face == spot.face and abs(self.angle - spot.angle) <= 0.5 and self.sx == 1.0)

    def near(self, spot: Spot) -> bool:
        """Whether the sprite shows `spot`'s face at its size, a small shift
        away at most (a pile squaring up as a card joins it): such a card
        stays in its place in the pile and counts as there."""
        return (self.face == spot.face and self.sx == 1.0 and abs(self.w - spot.width) <= 0.51
                and math.hypot(self.x - spot.x, self.y - spot.y) <= spot.width * 0.25)


_ROTATED: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()


def _image(game: str, face: str | None, width: int) -> pygame.Surface:
    try:
        return sprites.card_image(game, face, width)
    except (FileNotFoundError, ValueError, pygame.error):
        return _plain_card(game, face, width)


@functools.lru_cache(maxsize=256)
def _plain_card(game: str, face: str | None, width: int) -> pygame.Surface:
    """A drawn card for a game whose SVG art is not there (yet): never crash
    a table over a missing picture."""
    w, h = sprites.card_size(width)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = sprites.corner_radius(width)
    if face is None:
        pygame.draw.rect(surf, (120, 40, 40), surf.get_rect(), border_radius=r)
        pygame.draw.rect(surf, ui.BRASS, surf.get_rect().inflate(-w // 8, -w // 8), width=max(1, w // 30),
                         border_radius=r)
    else:
        pygame.draw.rect(surf, ui.CREAM, surf.get_rect(), border_radius=r)
        pygame.draw.rect(surf, (120, 100, 80), surf.get_rect(), width=1, border_radius=r)
        px = ui.fit_px(face, int(w * 0.45), w * 0.85)
        ui.blit_text(surf, face, px, ui.INK, (w / 2, h / 2), "center")
    return surf


def card_surface(game: str, face: str | None, width: int, sx: float = 1.0, angle: float = 0.0) -> pygame.Surface:
    """The image of a card as drawn: scaled horizontally (flip) and turned.
    Turned images are cached, since a fanned hand redraws the same angles."""
    img = _image(game, face, width)
    if sx < 0.999:
        w, h = img.get_size()
        img = pygame.transform.scale(img, (max(1, round(w * sx)), h))
    a = round(angle)
    if a % 360:
        key = (game, face, width, a) if sx >= 0.999 else None
        if key is not None and key in _ROTATED:
            _ROTATED.move_to_end(key)
            return _ROTATED[key]
        img = pygame.transform.rotozoom(img, a, 1.0)
        if key is not None:
            _ROTATED[key] = img
            if len(_ROTATED) > 600:
                _ROTATED.popitem(last=False)
    return img


RESTING: set[int] = set()
"""The widths cards rest at (set by the tables' layouts). A card changing size
in flight is drawn from the nearest resting size, scaled: rasterising the SVG
(and blurring a shadow) at every in-between width would cost a frame each."""


def set_resting_widths(widths: Sequence[float]) -> None:
    """Tell the drawing which widths cards rest at."""
    RESTING.clear()
    RESTING.update(max(4, round(w)) for w in widths)


def _base_width(width: int) -> int:
    if not RESTING or width in RESTING:
        return width
    larger = [r for r in RESTING if r >= width]
    return min(larger) if larger else max(RESTING)


def _scaled(img: pygame.Surface, k: float) -> pygame.Surface:
    if abs(k - 1) < 1e-3:
        return img
    return pygame.transform.scale(img, (max(1, round(img.get_width() * k)), max(1, round(img.get_height() * k))))


COMPOSITES = sprites.LRU(700)  # a 10-seat deck at its three sizes fits; more would be memory


def composite(game: str, face: str | None, width: int, angle: int) -> pygame.Surface:
    """Card and shadow in one surface centred on the card, turned by `angle`:
    a resting card costs one blit a frame instead of two. Cached."""
    return COMPOSITES.get_or_make((game, face, width, angle), lambda: _composite(game, face, width, angle))


STAND_INS: dict[tuple[str, str | None, int], tuple[int, pygame.Surface]] = {}
"""(game, face, angle) -> (width, image) of cards as they were drawn before the
table was laid out at new sizes, drawn scaled in place of the images at the new
sizes until those are made (see draw_card): made all in the frame after a
resize, they froze it (a face, its shadow and turn: 2 to 8 ms a card)."""


def forget_unused(game: str) -> None:
    """Drop the card images of other games and of sizes no card rests at now
    (when a table is laid out: opened, or the window resized). They piled up
    to the caches' bounds: after a game of each at 2560x1440, about 250 MB.
    Those of this game stand in for the new sizes until they are made."""
    def used(key: tuple[object, ...]) -> bool:
        return key[0] == game and key[2] in RESTING
    _stand_in(game, COMPOSITES, STAND_INS, lambda k: (k[0], k[1], k[3]))
    _stand_in(game, sprites.CARDS, sprites.STAND_INS, lambda k: (k[0], k[1]))
    sprites.CARDS.keep(used)
    COMPOSITES.keep(used)


def _stand_in(game: str, cache: sprites.LRU, stand_ins: dict[Any, tuple[int, pygame.Surface]],
              named: Callable[[Any], Any]) -> None:
    """Keep in `stand_ins`, under `named(key)`, the largest image of `cache`
    at a width no card rests at now (scaled down, it looks best)."""
    for k in [k for k in stand_ins if k[0] != game]:
        del stand_ins[k]
    for key, img in cache.items():
        was = stand_ins.get(named(key))
        if key[0] == game and key[2] not in RESTING and (was is None or was[0] < key[2]):
            stand_ins[named(key)] = (key[2], img)


def drop_stand_ins() -> None:
    """The images at the new sizes are made: the old ones stand in no more."""
    STAND_INS.clear()
    sprites.STAND_INS.clear()


def _composite(game: str, face: str | None, width: int, angle: int) -> pygame.Surface:
    card = _image(game, face, width)
    shadow = sprites.card_shadow(width)
    ox, oy = sprites.shadow_offset(width)
    w, h = card.get_size()
    sw, sh = shadow.get_size()
    ex, ey = max(-ox, ox + sw - w, 0), max(-oy, oy + sh - h, 0)
    out = pygame.Surface((w + 2 * ex, h + 2 * ey), pygame.SRCALPHA)
    out.blit(shadow, (ex + ox, ey + oy))
    out.blit(card, (ex, ey))
    if angle % 360:
        out = pygame.transform.rotozoom(out, angle, 1.0)
    return out.convert_alpha() if pygame.display.get_surface() is not None else out


def draw_card(surf: pygame.Surface, game: str, s: CardSprite) -> None:
    """Draw one sprite with its soft shadow (further away when lifted)."""
    width = max(4, round(s.w))
    base = _base_width(width)
    k = width / base
    if s.sx >= 0.999 and s.lift <= 0.001 and s.glow is None and not s.dim and not s.label:
        angle = round(s.angle)
        old = None if (game, s.face, base, angle) in COMPOSITES else STAND_INS.get((game, s.face, angle))
        img = _scaled(old[1], width / old[0]) if old else _scaled(composite(game, s.face, base, angle), k)
        surf.blit(img, img.get_rect(center=(round(s.x), round(s.y))))
        return
    w, h = sprites.card_size(width)
    lift = s.lift * h * LIFT
    cx, cy = s.x, s.y - lift
    img = _scaled(card_surface(game, s.face, base, s.sx, s.angle), k)
    if s.sx > 0.05:
        if s.angle or s.sx < 0.999:
            shadow = card_shadow_turned(base, round(s.sx, 1), round(s.angle))
        else:
            shadow = sprites.card_shadow(base)
        shadow = _scaled(shadow, k)
        ox, oy = sprites.shadow_offset(width)
        plain = sprites.card_shadow(base)
        # the plain shadow's centre sits at card centre + offset + (pad - pad): keep that centre
        sx_c = cx + ox + plain.get_width() * k / 2 - w / 2 + lift * 0.3
        sy_c = cy + oy + plain.get_height() * k / 2 - h / 2 + lift * 0.6
        surf.blit(shadow, shadow.get_rect(center=(round(sx_c), round(sy_c))))
    if s.glow is not None:
        glow = _scaled(sprites.highlight(base, s.glow), k)
        surf.blit(glow, glow.get_rect(center=(round(cx), round(cy))))
    surf.blit(img, img.get_rect(center=(round(cx), round(cy))))
    if s.dim:
        shade = _shade(img.get_size())
        surf.blit(shade, img.get_rect(center=(round(cx), round(cy))))
    if s.label:
        px = max(11, int(w * 0.2))
        px = ui.fit_px(s.label, px, w * 1.3)
        ui.blit_text(surf, s.label, px, ui.CREAM, (cx, cy + h / 2 + 2), "midtop", shadow=True)


@functools.lru_cache(maxsize=128)
def card_shadow_turned(width: int, sx: float, angle: int) -> pygame.Surface:
    """The shadow of a turned or half-flipped card."""
    sh = sprites.card_shadow(width)
    if sx < 0.999:
        sh = pygame.transform.scale(sh, (max(1, round(sh.get_width() * sx)), sh.get_height()))
    return pygame.transform.rotate(sh, angle) if angle else sh


@functools.lru_cache(maxsize=32)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0, 110), s.get_rect(), border_radius=max(2, size[0] // 14))
    return s
