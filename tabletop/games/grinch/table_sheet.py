"""The Grinch table's two paper pieces, each drawn once per look and cached:
the score sheet (a column per seat, the seven rows, the totals; the acting
human's open rows show what the hand would score there, the bonus apart in
green) and the Grinch tile (who is the Grinch, the round, hearts 3-4-5 for
the turn). Both take only hashable values, so a frame that changes nothing
on them costs one blit each.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import pygame

from tabletop.app import ui
from tabletop.games.grinch.rules import ROWS

HEART = (214, 52, 64)
LIT = (255, 214, 110)
JUST = (190, 214, 236)  # a cell just filled (gold is kept for the rows you may click)
BONUS = (30, 120, 50)
LEADS = (150, 100, 30)  # the leader's total: gold, as a winner's row is elsewhere (red read as a bad score)
HEAD_PX = 16  # the names above the columns are not shrunk below this (smaller they cannot be read)
ROW_NAMES = {"wreaths": "Wreaths", "noise": "Noise", "ornaments": "Ornaments", "presents": "Presents",
             "rainbow": "Rainbow", "match": "Match", "run": "Run"}

SUIT_NAMES = {"W": "Wreath", "N": "Noise", "O": "Ornament", "P": "Present"}


def face_name(face: str) -> str:
    """A card in words: "N4" -> "Noise 4", "W1+5N" -> "Wreath 1 (+5)"."""
    extra = f" (+{face[3:-1]})" if len(face) > 2 else ""
    return f"{SUIT_NAMES[face[0]]} {face[1]}{extra}"


def heart(surf: pygame.Surface, centre: tuple[float, float], size: float, colour: tuple[int, ...],
          filled: bool = True) -> None:
    """A heart `size` pixels wide: two lobes and a point."""
    cx, cy = centre
    r = size / 4
    pts = []
    for k in range(33):  # the classic parametric heart, scaled to the size
        t = math.pi * 2 * k / 32
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((cx + x * r / 8, cy - y * r / 8))
    pygame.draw.polygon(surf, colour, pts, 0 if filled else max(1, round(size / 12)))


@dataclass(frozen=True)
class SheetGeometry:
    """Sizes of the score sheet; rows are counted from 0 below the names (-1 is the names)."""

    u: float
    row_h: float
    label_w: float
    col_w: float
    seats: int

    @property
    def size(self) -> tuple[int, int]:
        return round(self.label_w + self.seats * self.col_w), round(self.row_h * 9 + self.u * 1.5)

    @property
    def px(self) -> int:
        """The size of the sheet's lettering (the rows' names and figures): 0.62 of a row,
        or 16 px where two thirds of a row hold it (at 800x500 it was 15 px in rows of 24.5)."""
        return max(round(min(self.u * 2.5, self.row_h * 0.62)), min(16, int(self.row_h * 0.66)))

    def row(self, i: int) -> pygame.Rect:
        """Row `i` in the sheet's own coordinates (7 is the totals)."""
        return pygame.Rect(0, round(self.u * 0.75 + (i + 1) * self.row_h), self.size[0], round(self.row_h))

    def cell(self, seat: int, i: int) -> pygame.Rect:
        r = self.row(i)
        return pygame.Rect(round(self.label_w + seat * self.col_w), r.y, round(self.col_w), r.height)


@functools.lru_cache(maxsize=16)
def sheet_image(g: SheetGeometry, names: tuple[str, ...], sheets: tuple[tuple[tuple[str, int], ...], ...],
                totals: tuple[int, ...], active: tuple[int, ...], me: int | None,
                values: tuple[tuple[str, int, int], ...],
                flashing: tuple[tuple[tuple[int, str], int, int], ...]) -> pygame.Surface:
    """The score sheet. `sheets` holds each seat's filled (row, points); `values`
    the open rows of seat `me` as (row, row points, bonus) (the row Enter would score gets
    the keys' focus ring over the sheet); `flashing` the cells just filled, with their row
    points and bonus."""
    u = g.u
    surf = pygame.Surface(g.size, pygame.SRCALPHA)
    ui.panel(surf, surf.get_rect(), (246, 238, 216, 245), round(u * 1.2), ui.BRASS)
    # a lit cell keeps clear of the border (the last column's cells reach the sheet's edge)
    inner = surf.get_rect().inflate(-2 * max(4, round(u * 0.6)), -2 * max(4, round(u * 0.6)))
    px = g.px
    # the names share one size, the longest's, shrunk as ui.fit does but not below HEAD_PX: a
    # name still too long loses its end; the last column keeps clear of the sheet's border
    room = g.col_w - u * 1.6
    head = min(ui.fit(name, px, room, max(0.75, min(1.0, HEAD_PX / px)))[1] for name in names)
    for seat, name in enumerate(names):
        c = g.cell(seat, -1)
        if seat in active:
            ui.panel(surf, c.inflate(-2, -2).clip(inner), (*LIT, 150), round(u))
        ui.blit_text(surf, *ui.fit(name, head, room, 1.0), ui.INK, c.center, "center")
    filled = [dict(s) for s in sheets]
    open_rows = {r: (b, e) for r, b, e in values}
    just = {cell: (b, e) for cell, b, e in flashing}
    for i, row in enumerate(ROWS):
        r = g.row(i)
        if i % 2 == 0:
            ui.panel(surf, r.inflate(-round(u * 0.8), 0), (0, 0, 0, 18), 0)
        ui.blit_text(surf, ROW_NAMES[row], px, ui.INK, (r.x + u * 1.2, r.centery), "midleft")
        for seat in range(g.seats):
            c = g.cell(seat, i)
            got = filled[seat].get(row)
            if (seat, row) in just:  # just filled: what it got, the bonus apart
                ui.panel(surf, c.inflate(-2, -2).clip(inner), (*JUST, 220), round(u * 0.6))
                _split_value(surf, c, just[(seat, row)], px, u, "+")
            elif got is not None:
                ui.blit_text(surf, ui.num(got), px, ui.INK, c.center, "center")
            elif seat == me and row in open_rows:
                ui.panel(surf, c.inflate(-2, -2).clip(inner), (*LIT, 120), round(u * 0.6),
                         (150, 100, 30))
                _split_value(surf, c, open_rows[row], px, u)
    tr = g.row(7)
    pygame.draw.line(surf, ui.WALNUT, (tr.x + u, tr.y), (tr.right - u, tr.y), max(1, round(u * 0.25)))
    ui.blit_text(surf, "Total", px, ui.INK, (tr.x + u * 1.2, tr.centery), "midleft")
    lead = max(totals)
    for seat, total in enumerate(totals):
        colour = LEADS if total == lead and lead > 0 else ui.INK
        ui.blit_text(surf, ui.num(total), round(px * 1.1), colour, g.cell(seat, 7).center, "center")
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def _split_value(surf: pygame.Surface, c: pygame.Rect, value: tuple[int, int], px: int, u: float,
                 sign: str = "") -> None:
    """A cell's row points, then the bonus apart in green (when there is one)."""
    base, extra = value
    text = f"{sign}{ui.num(base)}"
    if not extra:
        ui.blit_text(surf, text, px, ui.INK, c.center, "center")
        return
    # the bonus a size smaller, but not below small print while the points are that large
    # (at 1280x1024 with 5 or 6 players it was 15 px, at 800x500 12: now 18 and 15, the points' own)
    bpx = max(round(px * 0.8), min(px, ui.SMALL_PX))
    w1, gap = ui.text(text, px, ui.INK).get_width(), u * 0.4
    x = c.centerx - (w1 + ui.text(f"+{extra}", bpx, BONUS).get_width() + gap) / 2
    ui.blit_text(surf, text, px, ui.INK, (round(x), c.centery), "midleft")
    ui.blit_text(surf, f"+{extra}", bpx, BONUS, (round(x + w1 + gap), c.centery), "midleft")


@functools.lru_cache(maxsize=16)
def tile_image(size: tuple[int, int], u: float, grinch: str, round_no: int, rounds: int, turn: int,
               scoring: bool) -> pygame.Surface:
    """The Grinch tile: the round, who is the Grinch, hearts 3-4-5 with this turn's big and bright."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    t = surf.get_rect()
    ui.panel(surf, t, (46, 86, 40, 235), round(u * 2), ui.BRASS)
    ui.blit_text(surf, f"Round {round_no} of {rounds}", round(u * 2.4), ui.MUTED, (t.centerx, u * 1.4), "midtop")
    ui.blit_text(surf, "The Grinch", round(u * 2.4), ui.CREAM, (t.centerx, u * 4.6), "midtop")
    ui.blit_text(surf, grinch, ui.fit_px(grinch, round(u * 3.6), t.width - u * 3), ui.BRASS,
                 (t.centerx, u * 7.4), "midtop", shadow=True)
    hy = u * 16
    for k in range(3):
        x = t.width * (k + 1) / 4
        now = k == turn and not scoring
        done = k < turn or scoring
        heart(surf, (x, hy), u * (6.2 if now else 4.8), HEART if (now or done) else (120, 150, 110), now or done)
        ui.blit_text(surf, str(k + 3), round(u * (2.8 if now else 2.2)), ui.CREAM, (x, hy - u * 0.3), "center")
    word = "Scoring" if scoring else f"Turn {turn + 1} of 3"
    ui.blit_text(surf, word, round(u * 2.4), ui.CREAM, (t.centerx, hy + u * 4.2), "midtop")
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf
