"""The 6 nimmt! table in a window stood on end (`ui.portrait`): the other
seats in rows across the top, then the "this turn" slots in a row over the
four rows (or beside them, as in landscape, when the window is only a
little taller than wide), your hand across the whole width (in two rows when
that gives larger cards, a hand short enough in one of them), and under it
your plaque with the status line beside it, clear of the hint button. The card sizes are searched for: the
largest rows and hand that fit the height, the spare height spread evenly
between them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.app.seats import rows_across

if TYPE_CHECKING:
    from tabletop.games.nimmt.table import NimmtTable

HAND_RATIO = 1.15  # your cards at most this much wider than the rows' (theirs are the ones to read)
PLAQUE_MIN = 22    # units: a plaque this wide holds "66 points · 10 cards" on one line
ROW_GAP = 1.2      # units between two rows, as in landscape
FAN_STEP = 0.82    # of a card's width: from one card of a fanned hand to the next, at most


def layout_tall(t: NimmtTable, size: tuple[int, int]) -> None:
    """Set every zone of table `t` for a tall window of `size`."""
    w, h = size
    u = t.u
    m = u * 1.5
    n = t.state.players
    # the other seats: rows of up to five plaques, read like text; one row beside the
    # menu button when it fits between the top corners, else under the button
    k = n - 1
    rows = -(-k // max(1, int((w - m) // (u * PLAQUE_MIN + m))))
    per = -(-k // rows)
    pw, ph = min(u * 26, (w - 2 * m - (per - 1) * m) / per), u * 12
    top = m if rows == 1 and per * pw + (per - 1) * m <= w - 2 * u * 19 else u * 6.6
    t.plaques = [pygame.Rect(round(x), round(y), round(pw), round(ph))
                 for x, y in rows_across(k, per, w / 2, top, pw, m, ph + m)]
    # yours at the lower left, the status line beside it up to the hint button
    t.me_rect = pygame.Rect(round(m), round(h - m - ph), round(u * 26), round(ph))
    hint_left = w - u * 16.5
    t.status_x, t.status_y = (t.me_rect.right + hint_left) / 2, t.me_rect.centery - u * 1.4
    t.status_w, t.status_lines = hint_left - t.me_rect.right - u * 4, 2
    # between them: the slots, the rows and your hand, each as large as the height allows
    y0 = top + rows * ph + (rows - 1) * m + u * 1.5
    room = t.me_rect.y - u * 1.5 - y0
    best = max((_fit(t, w, room, beside, hand_rows) for beside in (False, True) for hand_rows in (1, 2)),
               key=lambda f: f[0])
    _, beside, t.hand_rows, t.row_w, t.hand_w, spare = best
    zones = 2 if beside else 3
    gap = spare / (zones + 1)
    rh = t.row_w * 1.4
    rows_h = 4 * rh + 3 * ROW_GAP * u
    y = y0 + gap
    if beside:
        t.rows_beside(pygame.Rect(round(m), round(y + u * 0.4), round(w - 2 * m), round(rows_h)), t.row_w)
    else:
        t.stage_w = _stage_w(t, w, t.row_w)
        t.stage_pitch = t.stage_w * 1.25
        t.name_w = t.stage_pitch - u
        span = n * t.stage_pitch + u * 3
        t.stage = pygame.Rect(round(w / 2 - span / 2), round(y), round(span), round(t.stage_w * 1.4 + u * 4.6))
        t.stage_slots = [(t.stage.x + u * 1.5 + (s + 0.5) * t.stage_pitch, t.stage.y + u * 1.2 + t.stage_w * 0.7)
                         for s in range(n)]
        y += t.stage.height + gap
        t.rows_at(w / 2 - (u * 9 + 6 * t.row_w * 1.08) / 2, y + u * 0.4, rh)
    y += rows_h + u * 0.8 + gap
    t.hand_band = pygame.Rect(0, round(y), w, round(_hand_h(t.hand_w, t.hand_rows, u)))
    t.hand_y = y + t.hand_w * 0.812  # the middle of the (top) row: room above for a raised card
    t.mid = pygame.Rect(round(m), round(y0), round(w - 2 * m), round(y - u - y0))


def _stage_w(t: NimmtTable, w: float, row_w: float) -> float:
    """The slots' card width in a row over the rows: every seat's slot across the width."""
    return min(row_w * 0.9, (w - t.u * 6) / (int(t.state.players) * 1.25))


def _hand_h(hand_w: float, rows: int, u: float) -> float:
    """The height a hand takes: a raised card, the fan's outer cards dipped and
    turned, or two straight rows."""
    return hand_w * 1.6 + u * 1.7 if rows == 1 else hand_w * 3.05


def _fit(t: NimmtTable, w: float, room: float, beside: bool,
         hand_rows: int) -> tuple[float, bool, int, float, float, float]:
    """The largest rows (and with them the hand) of one arrangement that fit `room`:
    (score, beside, hand_rows, row card width, hand card width, height to spare)."""
    u = t.u
    n = t.state.players
    inner = w - 3 * u
    # a hand of ten: a fan with its turned outer cards, or two straight rows of five
    hand_cap = inner / 8.6 if hand_rows == 1 else inner / 5.32
    cols = 1 if n <= 5 else 2

    def need(s: float) -> float:
        """The height for row cards `s` wide (infinite where they are too wide)."""
        rows_h = 4 * s * 1.4 + 3 * ROW_GAP * u
        rows_span = u * 9 + 6 * s * 1.08
        if beside:
            stage_w = min(s * 0.95, (rows_h / -(-n // cols) * 0.92 - u * 2.8) / 1.4)
            wide = rows_span + cols * t.pitch_for(stage_w) + u * 6 > inner
            stage_h = 0.0
        else:
            wide = rows_span > inner
            stage_h = _stage_w(t, w, s) * 1.4 + u * 4.6
        hand_w = min(hand_cap, s * HAND_RATIO)
        return float("inf") if wide else stage_h + rows_h + u * 0.8 + _hand_h(hand_w, hand_rows, u)

    lo, hi = 0.0, w / 6
    for _ in range(40):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if need(mid) <= room else (lo, mid)
    hand_w = min(hand_cap, lo * HAND_RATIO)
    return lo * hand_w, beside, hand_rows, lo, hand_w, room - need(lo)


def first_row(t: NimmtTable, count: int) -> int:
    """How many of your `count` cards the first row of your hand holds: all of
    them in a one-row layout, or when they fit one straight row overlapping no
    more than a fan's cards; else the larger half (the rest in a second row)."""
    if t.hand_rows == 1 or count < 2 or _straight_step(t, count) >= t.hand_w * FAN_STEP:
        return count
    return -(-count // 2)


def _straight_step(t: NimmtTable, count: int) -> float:
    """From one card to the next in a straight row of `count` across the width."""
    return min(t.hand_w * 1.08, (t.size[0] - 3 * t.u - t.hand_w) / max(1, count - 1))


def tall_hand_spots(t: NimmtTable, count: int) -> list[tuple[float, float, float]]:
    """Centre and turn of each card of your hand across a tall window: a fan
    over the whole width, or straight rows: one while the cards fit it, else
    two (the first the longer), the one row halfway down the two rows' band."""
    w, hw, u = t.size[0], t.hand_w, t.u
    out = []
    if t.hand_rows == 1:
        step = min(hw * FAN_STEP, (w - 3 * u - hw * 1.21) / max(1, count - 1))
        for i in range(count):
            d = i - (count - 1) / 2
            out.append((w / 2 + d * step, t.hand_y + d * d * u * 0.08, -d * 2.0))
        return out
    first = first_row(t, count)
    if first == count:
        step = _straight_step(t, count)
        return [(w / 2 + (i - (count - 1) / 2) * step, t.hand_y + hw * 0.76, 0.0) for i in range(count)]
    for i in range(count):
        row, col = (0, i) if i < first else (1, i - first)
        in_row = first if row == 0 else count - first
        out.append((w / 2 + (col - (in_row - 1) / 2) * hw * 1.08, t.hand_y + row * hw * 1.52, 0.0))
    return out
