"""The tip a new player finds the first time they sit at a game's table: in one
short line, how moves are made there and that F1 shows how to play
(rules_text.tip). It fades in once the table is at rest with nothing over it,
on a stretch of bare cloth found in the picture itself (clear of every card,
pile, plaque, label and button drawn there, and of where the cards come to
rest), stays SECONDS or until the player's first move, then fades out. The
table shows it once per game (the settings remember it) and never to AIs alone.
"""
from __future__ import annotations

import functools
import math
from typing import Any

import pygame

from tabletop.app import ui

FADE = 0.5      # seconds it takes to fade in, and again to fade out
SECONDS = 12.0  # seconds it stands at full strength, unless a move sends it away sooner
EDGE = (232, 206, 150)  # its panel's thin edge (a colour of its own: not a notice's, not the glow of a move)
BACK = (20, 30, 26, 235)
QUIET = 3  # a cell of cloth whose colour is off the bare cloth's by less than this (0-255) is bare


class Tip:
    """One table's first-visit tip: where it stands, and how far through its showing it is."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.age = -1.0  # seconds since it began to fade in; below 0: not begun
        self.rect: pygame.Rect | None = None  # where it stands (None: no room found yet)
        self.lines: tuple[str, ...] = ()
        self.px = 0
        self._key: Any = None  # what the place was found for (see fit)
        self._img: tuple[Any, pygame.Surface | None] = (None, None)

    @property
    def begun(self) -> bool:
        return self.age >= 0

    @property
    def done(self) -> bool:
        return self.age >= SECONDS + 2 * FADE

    def leave(self) -> None:
        """Fade out from now, from as strong as it shows (the player made a move); one
        not begun never shows."""
        shown = self.alpha() / 255
        self.age = max(self.age, SECONDS + (2 - shown) * FADE) if self.begun else SECONDS + 2 * FADE

    def alpha(self) -> int:
        """How strongly it shows now, 0 to 255: fading in, standing, fading out."""
        if not self.begun:
            return 0
        k = min(self.age / FADE, (SECONDS + 2 * FADE - self.age) / FADE, 1.0)
        return round(255 * max(0.0, k))

    def fit(self, picture: pygame.Surface, cloth: pygame.Surface, key: Any, u: float,
            near: tuple[float, float], resting: list[pygame.Rect]) -> None:
        """Find where the tip stands in `picture` (the table as drawn, at rest), as
        laid out for `key` (the window's size and the cards' places): where it stood, if
        that is still bare cloth, else on the bare stretch nearest `near` that holds it
        (`cloth`: the bare cloth; `resting`: where cards rest that may not be drawn there yet)."""
        if key == self._key:
            return
        self._key = key
        busy, k = busy_cells(picture, cloth, u, resting)
        if self.rect is not None and self.rect.size and free_at(busy, k, self.rect, u):
            return
        self.rect = None
        full = max(14, round(u * 2.5))
        move, help_ = self.text.split(" \u00b7 ")
        wide = ui.font(full).size(move)[0]
        lines: tuple[str, ...]
        for most in range(1, 6):  # the fewest lines it finds room for: in one, else the help on a line of its own
            if most == 1:
                lines, px = (self.text,), full
            else:
                told, px = ui.fit_lines(move, full, max(wide / (most - 1) * 1.1, ui.font(full).size(help_)[0]),
                                        most - 1)
                lines = told + (help_,)
            f = ui.font(px)
            size = (max(f.size(line)[0] for line in lines) + round(u * 3),
                    f.get_linesize() * len(lines) + round(u * 1.6))
            spot = nearest_free(busy, k, size, u, near)
            if spot is not None:
                self.rect, self.lines, self.px = spot, lines, px
                return

    def draw(self, surf: pygame.Surface, u: float) -> None:
        """Draw it as strongly as it shows now (nothing before it begins or without a place)."""
        a = self.alpha()
        if self.rect is None or a <= 0:
            return
        key = (self.rect.size, self.lines, self.px)
        img = self._img[1]
        if self._img[0] != key or img is None:
            img = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            ui.panel(img, img.get_rect(), BACK, round(u * 1.5), EDGE)
            step = ui.font(self.px).get_linesize()
            top = (img.get_height() - step * len(self.lines)) / 2
            help_ = self.text.split(" \u00b7 ")[-1]
            for n, line in enumerate(self.lines):  # (straight on: the tip is not a line of the table's)
                # where to find the rest in gold, after how moves are made here in cream
                told = line.removesuffix(help_)
                parts = [ui.text(told, self.px, ui.CREAM)] if told else []
                if told != line:
                    parts.append(ui.text(help_, self.px, ui.GLOW))
                x = (img.get_width() - sum(p.get_width() for p in parts)) // 2
                for part in parts:
                    img.blit(part, (x, round(top + n * step)))
                    x += part.get_width()
            self._img = (key, img)
        img.set_alpha(a)
        surf.blit(img, self.rect)


def busy_cells(picture: pygame.Surface, cloth: pygame.Surface, u: float,
               resting: list[pygame.Rect]) -> tuple[pygame.mask.Mask, int]:
    """The cells of `picture` (squares `k` pixels a side, given with it) where anything
    is drawn over the bare `cloth` (the two shrunk to a pixel a cell, each the average
    of its pixels, so a thin line still shows, and compared), with all it encloses, or
    where a card or button of `resting` lies. (Shrunk first: copies of a 1080p picture
    took 14 ms.)"""
    k = max(4, round(u))
    w, h = picture.get_size()
    cells = (max(1, w // k), max(1, h // k))
    diff = pygame.transform.smoothscale(picture, cells)
    plain = _shrunk(cloth, cells)
    under = plain.copy()
    under.blit(diff, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(plain, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(under, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |picture - cloth|, channel by channel
    bare = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (QUIET, QUIET, QUIET, 255))
    # what is drawn is busy with all it encloses (the cloth inside an empty pile's outline):
    # the cloth is bare only where it reaches the window's edge through bare cloth
    open_ = pygame.mask.Mask(cells)
    cols, rows = cells
    edge = [(x, y) for x in range(cols) for y in (0, rows - 1)] + [(x, y) for y in range(rows) for x in (0, cols - 1)]
    for at in edge:
        if bare.get_at(at) and not open_.get_at(at):
            open_.draw(bare.connected_component(at), (0, 0))
    busy = open_
    busy.invert()
    for r in resting:
        cell = pygame.Rect(r.x // k, r.y // k, math.ceil(r.right / k) - r.x // k, math.ceil(r.bottom / k) - r.y // k)
        if cell.width > 0 and cell.height > 0:
            busy.draw(pygame.mask.Mask(cell.size, fill=True), cell.topleft)
    return busy, k


@functools.lru_cache(maxsize=2)
def _shrunk(cloth: pygame.Surface, cells: tuple[int, int]) -> pygame.Surface:
    """The bare cloth at a pixel a cell (made once for a window's size)."""
    return pygame.transform.smoothscale(cloth, cells)


def _cells(size: tuple[int, int], k: int, u: float) -> tuple[int, int]:
    """How many cells a panel of `size` pixels covers, with a unit's gap all round."""
    gap = 1.5 * u
    return math.ceil((size[0] + gap) / k) + 1, math.ceil((size[1] + gap) / k) + 1


def free_at(busy: pygame.mask.Mask, k: int, rect: pygame.Rect, u: float) -> bool:
    """Whether the panel at `rect` is still on bare cloth."""
    cw, ch = _cells(rect.size, k, u)
    at = (round((rect.centerx / k) - cw / 2), round((rect.centery / k) - ch / 2))
    return busy.overlap(pygame.mask.Mask((cw, ch), fill=True), at) is None


def nearest_free(busy: pygame.mask.Mask, k: int, size: tuple[int, int], u: float,
                 near: tuple[float, float]) -> pygame.Rect | None:
    """Where a panel of `size` stands on bare cells of `busy` (with a gap round it,
    off the window's edges), its middle nearest `near`; None where it fits nowhere."""
    cols, rows = busy.get_size()
    cw, ch = _cells(size, k, u)
    edge = max(1, math.ceil(u / k))
    if cw + 2 * edge > cols or ch + 2 * edge > rows:
        return None
    # bit (x, y) of the convolution is set where the panel's cells, their last at (x, y), meet a busy one
    hits = busy.convolve(pygame.mask.Mask((cw, ch), fill=True))
    nx, ny = near[0] / k - cw / 2, near[1] / k - ch / 2
    spots = [((x - nx) ** 2 + (y - ny) ** 2, x, y)
             for y in range(edge, rows - ch - edge + 1) for x in range(edge, cols - cw - edge + 1)
             if not hits.get_at((x + cw - 1, y + ch - 1))]
    if not spots:
        return None
    _, x, y = min(spots)
    r = pygame.Rect(0, 0, *size)
    r.center = (round((x + cw / 2) * k), round((y + ch / 2) * k))
    return r

