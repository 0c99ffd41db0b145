"""Seat plaques and where seats sit around a table, shared by the tables.

The seat whose cards are shown sits at the bottom; the others go around
clockwise: along the top when there are few, down the sides as well when
there are many. Floating texts ("−7") rise from a plaque and fade.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

from tabletop.app import ui


def around(players: int, bottom: int) -> list[int]:
    """The other seats in clockwise order starting after `bottom`."""
    return [(bottom + k) % players for k in range(1, players)]


def plaque_rects(n: int, size: tuple[int, int], top: float, bottom: float,
                 ph: float | None = None) -> tuple[list[pygame.Rect], float]:
    """Rects for `n` opponent plaques (left column up, top row, right column
    down), `ph` high (12 units by default), and the width the side columns
    take (0 without them)."""
    w, h = size
    u = ui.unit(size)
    m = u * 1.5
    pw, ph = min(u * 26, w * 0.17), ph or u * 12
    side = {6: 1, 7: 1, 8: 2, 9: 2}.get(n, 0)
    top_n = n - 2 * side
    side_w = (pw + 2 * m) if side else 0.0
    rects: list[pygame.Rect] = []
    # left column, from the bottom up (clockwise from the bottom seat)
    span = bottom - top
    for k in range(side):
        y = top + span * (side - k - 0.5) / side - ph / 2
        rects.append(pygame.Rect(round(m), round(y), round(pw), round(ph)))
    # the top row runs above the side columns; its corners keep room for the menu button
    row_w = w - 2 * u * 19
    gap = (row_w - top_n * pw) / max(1, top_n)
    pw_top = pw if gap >= m else (row_w - top_n * m) / top_n
    gap = max(m, gap)
    x0 = w / 2 - (top_n * pw_top + (top_n - 1) * gap) / 2
    for k in range(top_n):
        rects.append(pygame.Rect(round(x0 + k * (pw_top + gap)), round(m), round(pw_top), round(ph)))
    for k in range(side):
        y = top + span * (k + 0.5) / side - ph / 2
        rects.append(pygame.Rect(round(w - m - pw), round(y), round(pw), round(ph)))
    return rects, side_w


def rows_across(k: int, per: int, centre_x: float, top: float, width: float, gap: float,
                step_y: float) -> list[tuple[float, float]]:
    """The top left corners of `k` boxes `width` wide in rows of `per` (the
    last row may hold fewer), read like text, each row centred on `centre_x`,
    `gap` apart, the rows `step_y` apart from `top` down (the other seats
    across a window stood on end)."""
    out = []
    for i in range(k):
        row, col = divmod(i, per)
        in_row = min(per, k - row * per)
        x0 = centre_x - (in_row * width + (in_row - 1) * gap) / 2
        out.append((x0 + col * (width + gap), top + row * step_y))
    return out


def draw_plaque(surf: pygame.Surface, rect: pygame.Rect, name: str, line: str, active: bool = False,
                mark: bool = False, lead: bool = False, u: float | None = None) -> None:
    """A seat's plaque: name, one line of figures, a tick once it has chosen,
    a warm border while it is that seat's turn (drawn once per look, then cached);
    `u`: the table's layout unit, when it is not the window's."""
    u = u or ui.unit(surf.get_size())
    pad = round(u)
    img = _plaque(rect.size, u, name, line, active, mark, lead, pad)
    surf.blit(img, (rect.x - pad, rect.y - pad))


@functools.lru_cache(maxsize=64)  # ten seats, each lit or not, with room to spare: each is a panel of its own
def _plaque(size: tuple[int, int], u: float, name: str, line: str, active: bool, mark: bool, lead: bool,
            pad: int) -> pygame.Surface:
    surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    rect = pygame.Rect(pad, pad, *size)
    border = ui.GLOW if active else (120, 96, 64, 255)
    ui.panel(surf, rect.move(0, round(u * 0.5)), (0, 0, 0, 70), round(u * 1.6))
    ui.panel(surf, rect, (32, 24, 20, 225), round(u * 1.6), border)
    name, px = ui.fit(name, round(u * 3.1), rect.width - u * 7)  # the tick's room kept
    ui.blit_text(surf, name, px, ui.BRASS if lead else ui.CREAM, (rect.x + u * 1.6, rect.y + u * 1.3))
    lpx = ui.fit_px(line, round(u * 2.5), rect.width - u * 3)
    lines = [line]
    if lpx < u * 2.2 and " \u00b7 " in line:
        if rect.height >= u * 13.5:
            # a plaque made a line taller for it: the other figures on a second line
            lines = line.split(" \u00b7 ", 1)
            lpx = min(ui.fit_px(s, round(u * 2.5), rect.width - u * 3) for s in lines)
        else:
            # too narrow for every figure at a readable size: the first one (points), which
            # the plaque cannot show otherwise, at its size
            lines = [line.split(" \u00b7 ")[0]]
            lpx = ui.fit_px(lines[0], round(u * 2.5), rect.width - u * 3)
    for k, s in enumerate(lines):
        ui.blit_text(surf, s, lpx, ui.MUTED, (rect.x + u * 1.6, rect.y + u * 4.6 + k * ui.font(lpx).get_linesize()))
    if mark:
        tick(surf, (rect.right - u * 3, rect.y + u * 2.8), u * 1.7)
    return surf


def tick(surf: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    """A green disc with a tick: this seat has chosen."""
    cx, cy = centre
    pygame.draw.circle(surf, (70, 160, 90), (round(cx), round(cy)), round(r))
    w = max(2, round(r / 3.5))
    pygame.draw.lines(surf, ui.CREAM, False, [(cx - r * 0.5, cy), (cx - r * 0.1, cy + r * 0.4),
                                               (cx + r * 0.55, cy - r * 0.45)], w)


def bull(surf: pygame.Surface, centre: tuple[float, float], size: float, colour: tuple[int, int, int]) -> None:
    """A small bullhead icon (head, two horns) for the row costs."""
    cx, cy = centre
    r = size / 2
    pygame.draw.ellipse(surf, colour, (cx - r * 0.55, cy - r * 0.45, r * 1.1, r * 1.2))
    for side in (-1, 1):
        pts = [(cx + side * r * 0.35, cy - r * 0.25), (cx + side * r * 0.95, cy - r * 0.55),
               (cx + side * r * 0.8, cy - r * 0.95), (cx + side * r * 0.7, cy - r * 0.55),
               (cx + side * r * 0.3, cy - r * 0.45)]
        pygame.draw.polygon(surf, colour, pts)


@dataclass
class FloatText:
    """A text that rises and fades (tween `t` from 0 to 1)."""

    text: str
    x: float
    y: float
    colour: tuple[int, int, int]
    t: float = 0.0
    backed: bool = False  # on a dark panel: readable over cards and light cloth alike

    def draw(self, surf: pygame.Surface) -> None:
        u = ui.unit(surf.get_size())
        img = ui.text(self.text, round(u * 5), self.colour).copy()
        if self.backed:
            text, pad = img, round(u)
            img = pygame.Surface((text.get_width() + 2 * pad, text.get_height() + pad), pygame.SRCALPHA)
            ui.panel(img, img.get_rect(), (20, 30, 26, 230), round(u * 1.5))
            img.blit(text, (pad, pad // 2))
        img.set_alpha(round(255 * min(1.0, 2.5 * (1 - self.t))))
        surf.blit(img, img.get_rect(center=(round(self.x), round(self.y - u * 6 * self.t))))
