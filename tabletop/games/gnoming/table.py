"""The Gnoming A Round table: your 3×3 grid large at the bottom, every other
grid around the table, the draw pile and the two discard piles in the
middle with the card in hand beside them.

This module lays the table out and animates the rules' events. Input (see
`tabletop.games.gnoming.table_input`): drag from a pile (or click it) to
draw; drag the card in hand onto a lit cell or a lit discard pile (or click
the target); click lit cells to turn cards up at the start of a round or
after a Hazard; Stop and Decline (keys S and D) end a bounce chain or pass
on a Hazard flip. The arrow keys (and Tab) move a focus among whatever a click would
act on and those buttons, and Enter acts on it. The cloth, the end-of-round count and the scoreboards are
drawn by `tabletop.games.gnoming.table_draw`.
"""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from tabletop.app import ui
from tabletop.app.cards import CardSprite, Spot, draw_card, set_resting_widths
from tabletop.app.seats import FloatText, around
from tabletop.app.table_base import TableScene
from tabletop.app.tween import linear
from tabletop.games.gnoming import table_draw, table_log
from tabletop.games.gnoming.rules import COUNTS
from tabletop.games.gnoming.table_input import GnomingInput, Target
from tabletop.rules import Action, Event, View

HIDDEN = table_draw.HIDDEN
GAP = 0.08         # space between grid cards, in card widths
GRID_W = 3 + 2 * GAP
GRID_H = 3 * 1.4 + 2 * GAP
HAZARDS = dict(COUNTS)["H"]  # as many can be out of the round at once


class GnomingTable(GnomingInput, TableScene):
    """Gnoming A Round for 3 to 7 seats, any mix of humans and AIs."""

    game_id = "gnoming"
    telling = table_log
    hint_words = ("point", True)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bottom = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)
        self.press: tuple[Target | None, tuple[int, int]] | None = None
        self.ghost: CardSprite | None = None      # the face-down card lifted off the draw pile
        self.pointer: tuple[int, int] = (0, 0)     # the last pointer position seen
        self.hover: int | None = None              # the card lifted under the pointer
        self.focus: Target | None = None           # the target the arrow keys are on
        self.drop_at: tuple[float, float] | None = None
        self.floats: list[FloatText] = []
        self.tally: table_draw.Tally | None = None
        self.pic_round = 0
        self.pic_totals: list[int] = [0] * self.state.players
        self.pic_removed = 0                        # the Hazards out of the pictured round
        self.off_draw: list[int] = []               # cards dealt or drawn off the draw pile, not yet landed
        self._plans: dict[Any, dict[Target, list[Action]]] = {}
        self.steady = False  # the cards moving are another seat's, and you could act before they moved
        # (moves: heard as the card goes to the discard pile, as a knock)
        self.stop_button = ui.Button("Stop (S)", self.press_stop, clicks=False)
        self.decline_button = ui.Button("Decline (D)", self.press_decline, clicks=False)

    def enter(self) -> None:
        super().enter()
        if not self.state.moves:  # a fresh game (not a loaded one): deal it out
            self.later(0.0, self._deal)
            self.later(1.1, lambda: None)

    # -- geometry --------------------------------------------------------------
    def layout_table(self, size: tuple[int, int]) -> None:
        w, h = size
        u = ui.unit(size)
        self.u = u
        m = u * 1.5
        portrait = ui.portrait(size)
        # the head: the name, and the figures under it (on two lines where one would not read),
        # lettered in units of `hu`: stood on end, where the width keeps the unit small, as large
        # as your panel's small print (at 800x1280 the figures were 14 px, the names 17)
        self.hu = max(u, ui.SMALL_PX / 2.2) if portrait else u
        self.pad, self.head = u * 0.9, self.hu * (6.0 if table_draw.figures_apart(u) else 5.0)
        self.label_h, self.status_h = u * 4, u * 3.6
        corner = u * 17  # the top corners keep the round label and the menu button
        me_w = min(u * 24, w * 0.17)
        if portrait:
            self._layout_portrait(w, h, u, m, me_w)
            self._layout_middle(w, u, m, me_w, corner, portrait)
        else:
            # the other grids along the top (and up the sides from 5 players); or all of them at
            # the sides, in one or two columns a side, when that makes both your cards and theirs
            # larger (a wide window: the row along the top took height your grid could have had)
            k = self.state.players - 1
            plans = [(2 if k >= 4 else 0, 1), (k, 1), (k, 2)]
            usual = self._fit_landscape(w, h, u, m, me_w, corner, *plans[0]) or (1.0, 1.0)  # (else: any that fits)
            best, gain = plans[0], 1.05
            for plan in plans[1:]:
                fit = self._fit_landscape(w, h, u, m, me_w, corner, *plan)
                grows = 0.0 if fit is None else min(fit[0] / usual[0], fit[1] / usual[1])
                if grows > gain:
                    best, gain = plan, grows
            self._fit_landscape(w, h, u, m, me_w, corner, *best)
        set_resting_widths([self.bw, self.ow, self.pw, self.pw * 0.55])

    def _fit_landscape(self, w: float, h: float, u: float, m: float, me_w: float, corner: float,
                       n_side: int, cols: int) -> tuple[float, float] | None:
        """Lay out a landscape window with `n_side` other grids at the sides
        in `cols` columns a side: the width of your cards and of the others'
        (None: it does not fit; laid out as small as it goes)."""
        def fits(ow_max: float) -> bool:
            # the side boxes centred on their band, else as low as they go (clear of the
            # Hazards out of the round, left of the draw pile)
            for low in (False, True):
                self._layout_landscape(w, h, u, m, corner, ow_max, n_side, cols, low)
                self._layout_middle(w, u, m, me_w, corner, False)
                if not self._crowded():
                    return True
            return False
        if fits(u * 9):
            return self.bw, self.ow
        if not fits(u * 3):
            return None
        # near square with 5 or 6 players the side boxes reach your name or the buttons: the
        # largest grids that clear them (steps of u/2 left them up to 9 % smaller than that)
        lo, hi = u * 3, u * 9
        for _ in range(12):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if fits(mid) else (lo, mid)
        fits(lo)
        return self.bw, self.ow

    def _crowded(self) -> bool:
        """Whether a seat box overlaps your grid, your name, the buttons (the "?"
        under Menu too: with 5 players it covered the top of the right column's
        first box), the piles with their labels or the status line; or the piles
        the round label or the menu button."""
        u, w = self.u, self.size[0]
        left, top = self.draw_x - self.pw * 0.5 - u, self.mid_y - self.pw * 0.7 - u  # (with its lit ring)
        piles = pygame.Rect(round(left), round(top), round(self.hand_x + self.pw * 0.5 + u - left),
                            round(self.label_y + u * 2.5 - top))
        status = pygame.Rect(round(w * 0.19), round(self.status_y), round(w * 0.62), round(u * 3))
        out = self.out_rect()
        mine = [self.box(self.bottom), self.me_rect, self.stop_button.rect, self.menu_button.rect,
                self.help_button.rect.inflate(round(u), round(u)), piles, out, status]
        return any(b.colliderect(r) for b in self.boxes for r in mine) or \
            any(r.collidelist([self.info_rect, self.menu_button.rect]) >= 0 for r in (piles, out))

    def out_rect(self) -> pygame.Rect:
        """Where the Hazards out of the round are shown at the most (every
        Hazard of the deck, stacked, "Out of round" under them) and where a
        Hazard is dropped to put it out: kept clear of the seat boxes."""
        u = self.u
        first, last = self.out_spot(0, None), self.out_spot(HAZARDS - 1, None)
        label_w, label_h = ui.font(table_draw.out_label_px(self)).size(table_draw.OUT_LABEL)
        top = first.y - first.width * 0.7
        bottom = last.y + last.width * 0.7 + u * 0.8 + label_h  # the label under the last
        r = pygame.Rect(round(self.out_x - label_w / 2), round(top), label_w, round(bottom - top))
        return r.union(self.target_rect(("out",)))

    def _layout_middle(self, w: float, u: float, m: float, me_w: float, corner: float, portrait: bool) -> None:
        """The middle row (Hazards out of the round, draw pile, two discard
        piles, the card in hand), the buttons, your name and the round label."""
        step = max(self.pw * 1.5, u * 12.5)  # room for each pile's label
        # landscape: the discard piles a little left of centre, the buttons right of the hand;
        # portrait: the discard piles centred over your grid, the buttons under the hand
        cx = w / 2 - (0 if portrait else step * 0.5)
        self.draw_x = cx - step * 1.5
        self.pile_x = [cx - step * 0.5, cx + step * 0.5]
        self.hand_x = cx + step * 2.0
        self.out_x = self.draw_x - step
        if not portrait:
            # a side box level with the Hazards out of the round: they move over towards
            # the draw pile, as far as there is room (800x500, 5 players: their label
            # reached 4 px into the upper box on the left)
            out = self.out_rect()
            over = max((b.right - out.left for b in self.boxes if b.left < out.left and b.colliderect(out)), default=0)
            if over > 0:
                self.out_x += max(0.0, min(over + u * 0.5, self.draw_x - self.pw * 0.5 - u * 0.5 - out.right))
        # the piles' labels clear the stacked backs and the lit rings around the piles
        self.label_y = self.mid_y + self.pw * 0.7 + u * 1.9
        bw_btn, bh_btn = u * 15, u * 4.4
        for b in (self.stop_button, self.decline_button):
            if portrait:
                b.rect = pygame.Rect(round(self.hand_x - bw_btn / 2), round(self.label_y + u * 2.8), round(bw_btn),
                                     round(bh_btn))
            else:
                b.rect = pygame.Rect(round(self.hand_x + self.pw * 0.5 + u * 2), round(self.mid_y - bh_btn / 2),
                                     round(bw_btn), round(bh_btn))
        grid_h = self.bw * GRID_H
        me_h = table_draw.me_rows(u, self.hu)[-1]
        self.me_rect = pygame.Rect(round(self.grid_left - u * 3 - me_w), round(self.grid_top + grid_h / 2 - me_h / 2),
                                   round(me_w), round(me_h))
        # in portrait the seat boxes start below the round label: it has half the width
        self.info_rect = pygame.Rect(round(m), round(u * 1.2), round(w / 2 - m if portrait else corner - 2 * m),
                                     round(u * (7 if portrait else 9)))

    def _layout_landscape(self, w: float, h: float, u: float, m: float, corner: float, ow_max: float,
                          n_side: int, cols: int, low: bool = False) -> None:
        """The other grids in a row along the top and `n_side` of them at the
        sides in `cols` columns a side (the left takes the odd one; `low`: as
        low as they go, else centred on the sides), yours at the bottom, the
        piles in the band between."""
        k = self.state.players - 1
        left, right = (n_side + 1) // 2, n_side // 2
        top_n = k - n_side
        row_w = w - 2 * corner
        caps = [ow_max]
        if top_n:
            box_max = (row_w - (top_n - 1) * m) / top_n
            caps += [(box_max - 2 * self.pad) / GRID_W,
                     (h * (0.33 if n_side else 0.29) - self.head - 2 * self.pad) / GRID_H]
        # the sides: over the hint button; under the round label (with a row along the top: under it)
        lo, hi = u * 10.2, h - m - u * 6
        rows = -(-left // cols)
        if not top_n:
            caps.append(((hi - lo - (rows - 1) * m) / rows - self.head - 2 * self.pad) / GRID_H)
        self.ow = min(caps)
        top_bottom = m + self.ow * GRID_H + self.head + 2 * self.pad if top_n else u * 6  # (else: under the menu)
        avail = h - top_bottom - 4 * m - self.label_h - self.status_h
        self.bw = min(avail / (GRID_H + 1.4), u * 12, w / 14)
        self.pw = self.bw * 0.92
        if not top_n:  # your grid stays the largest (a row along the top holds the others lower)
            self.ow = min(self.ow, self.bw * 0.75)
        bw_box = max(self.ow * GRID_W + 2 * self.pad, u * 19)
        bh_box = self.ow * GRID_H + self.head + 2 * self.pad
        if top_n:
            lo = top_bottom + m

        def side(n: int, outer: float, inward: int) -> list[pygame.Rect]:
            """n boxes at one side in the rows of the left side, centred between lo and hi: row
            by row from the top, each row from the outer column (the places short are the top's
            inner ones); a side rows short centred on the left's rows too, unless `low` (the one
            box on the right with 4 players stood level with the lower left one, bare felt over it)."""
            short = 0 if low else (rows * cols - n) // cols  # (the rows left empty at the top)
            y0 = (hi if low else (lo + hi) / 2) - (rows * bh_box + (rows - 1) * m) / (1 if low else 2) \
                - short * (bh_box + m) / 2
            cells = [(row, col) for row in range(rows) for col in range(cols)][rows * cols - n:]  # (col 0: inner)
            cells.sort(key=lambda c: (c[0], -c[1]))
            x0 = outer - (bw_box if inward < 0 else 0)
            return [pygame.Rect(round(x0 + inward * (cols - 1 - col) * (bw_box + m)), round(y0 + row * (bh_box + m)),
                                round(bw_box), round(bh_box)) for row, col in cells]
        # opponents clockwise from the bottom seat: up the left (read backwards), along the top, down the right
        rects = side(left, m, 1)[::-1]
        slot = row_w / max(1, top_n)
        for j in range(top_n):
            cx = corner + slot * (j + 0.5)
            rects.append(pygame.Rect(round(cx - bw_box / 2), round(m), round(bw_box), round(bh_box)))
        rects += side(right, w - m, -1)
        self.boxes = rects
        self.grid_top = h - m - self.bw * GRID_H
        self.grid_left = w / 2 - self.bw * GRID_W / 2
        band_top, band_bottom = top_bottom + m, self.grid_top - self.status_h
        self.mid_y = (band_top + band_bottom - self.label_h) / 2
        self.status_y = band_bottom + u * 0.3

    def _layout_portrait(self, w: float, h: float, u: float, m: float, me_w: float) -> None:
        """A window stood on end: the other grids in one or two rows across the
        top (in turn order, read like text), your grid large at the bottom and
        the piles centred between, every size taken from the height."""
        k: int = self.state.players - 1
        top = u * 8.5  # under the round label and the menu button
        gap = u * 4.5  # between two rows of boxes: room for a first-out note under the upper one
        # the middle row: Hazards out, draw pile, then the discard piles centred (4.15 pile widths a side)
        pw_cap = (w / 2 - m - u * 0.7) / 4.15
        # your grid between your name panel on its left and the hint button on its right
        bw_cap = min(w / 2 - m - u * 3 - me_w, w / 2 - u * 17.5) / (GRID_W / 2)
        best: tuple[float, int, float, float, float] | None = None
        for rows in (1, 2) if k >= 4 else (1,):
            slot = (w - 2 * m) / -(-k // rows)
            ow_cap = (slot - m - 2 * self.pad) / GRID_W
            # above and below the piles: their labels, the buttons, the status line; the boxes' heads
            fixed = top + rows * (self.head + 2 * self.pad) + (rows - 1) * gap + m + u * 18.4

            def need(bw: float) -> float:
                return fixed + rows * GRID_H * min(ow_cap, bw * 0.5) + 1.4 * min(pw_cap, bw * 0.75) + GRID_H * bw
            lo, hi = 0.0, bw_cap  # the largest grid that fits the height (need grows with bw)
            for _ in range(30):
                lo, hi = ((lo + hi) / 2, hi) if need((lo + hi) / 2) <= h else (lo, (lo + hi) / 2)
            slack = h - need(lo)
            # room to spare (your grid as wide as it goes): the other grids grow, up to 0.7 of yours
            ow = min(ow_cap, lo * 0.7, min(ow_cap, lo * 0.5) + slack / (rows * GRID_H))
            if best is None or min(2 * ow, lo) > min(2 * best[2], best[0]) + 0.5:
                best = (lo, rows, ow, min(pw_cap, lo * 0.75), slot)
        assert best is not None
        self.bw, rows, self.ow, self.pw, slot = best
        bw_box = max(self.ow * GRID_W + 2 * self.pad, u * 19)
        bh_box = self.ow * GRID_H + self.head + 2 * self.pad
        per_row = -(-k // rows)
        rects = []
        for j in range(k):
            row, col = divmod(j, per_row)
            n = min(per_row, k - row * per_row)
            cx = w / 2 + (col - (n - 1) / 2) * slot
            rects.append(pygame.Rect(round(cx - bw_box / 2), round(top + row * (bh_box + gap)), round(bw_box),
                                     round(bh_box)))
        self.boxes = rects
        self.grid_top = h - m - self.bw * GRID_H
        self.grid_left = w / 2 - self.bw * GRID_W / 2
        band_bottom = self.grid_top - self.status_h
        self.status_y = band_bottom + u * 0.3
        # the piles with the labels and buttons under them (from 2u above to 10.3u below the cards)
        # centred between the boxes (and a first-out note under one) and the status line
        boxes_bottom = top + rows * bh_box + (rows - 1) * gap
        self.mid_y = (boxes_bottom + u * 2.5 + band_bottom) / 2 - u * 4.15

    def notice_clears(self) -> list[pygame.Rect]:
        # the rings lit, hinted or focused around your grid's cards, and a gap (at 800x1280 the
        # hint's panel lay on the lit rings of your top row)
        k = round(self.u * 4)
        return [self.box(self.bottom).inflate(k, k)]

    def warm_list(self) -> list[tuple[str | None, float, float]]:
        faces: list[str | None] = [f for f, _ in COUNTS]
        out = [(f, w, 0.0) for f in faces for w in (self.bw, self.ow, self.pw)]
        out += [(None, w, 0.0) for w in (self.bw, self.ow, self.pw)] + [("H", self.pw * 0.55, 0.0)]
        return out[::-1]  # popped from the end: backs first

    def box(self, seat: int) -> pygame.Rect:
        """The zone of a seat: its opponent box, or the bottom grid's rect."""
        if seat == self.bottom:
            return pygame.Rect(round(self.grid_left), round(self.grid_top), round(self.bw * GRID_W),
                               round(self.bw * GRID_H))
        return self.boxes[around(self.state.players, self.bottom).index(seat)]

    def cell_spot(self, seat: int, cell: int, face: str | None, lift: float = 0.0) -> Spot:
        """Where the card of a grid cell rests."""
        if seat == self.bottom:
            cw, x0, y0 = self.bw, self.grid_left, self.grid_top
            z = 100.0
        else:
            r = self.box(seat)
            cw = self.ow
            x0, y0 = r.centerx - cw * GRID_W / 2, r.y + self.head + self.pad
            z = 10.0
        x = x0 + cw / 2 + (cell % 3) * cw * (1 + GAP)
        y = y0 + cw * 0.7 + (cell // 3) * cw * (1.4 + GAP)
        return Spot(x, y, cw, face, 0.0, z + cell + lift)

    def pile_spot(self, i: int, depth: int, face: str | None) -> Spot:
        """The card `depth` below the top of discard pile i (the pile looks stacked)."""
        d = min(depth, 3) * self.u * 0.25
        return Spot(self.pile_x[i] - d, self.mid_y - d, self.pw, face, 0.0, 50 - depth)

    def hand_spot(self, face: str | None) -> Spot:
        return Spot(self.hand_x, self.mid_y, self.pw, face, 0.0, 400)

    def draw_spot(self) -> Spot:
        return Spot(self.draw_x, self.mid_y, self.pw, None, 0.0, 45)

    def out_spot(self, k: int, face: str | None) -> Spot:
        return Spot(self.out_x, self.mid_y + k * self.u * 1.2 - self.u * 1.2, self.pw * 0.55, face, 0.0, 30 + k)

    def target_rect(self, t: Target) -> pygame.Rect:
        """The screen area of a drop target (cells of the shown seat only)."""
        if t[0] in table_draw.BUTTONS:
            return self.button_of(t[0]).rect.copy()
        if t[0] == "cell":
            sp = self.cell_spot(self.me if self.me is not None else self.bottom, t[1], None)
        elif t[0] == "pile":
            sp = self.pile_spot(t[1], 0, None)
        elif t[0] == "draw":
            sp = self.draw_spot()
        elif t[0] == "out":
            sp = Spot(self.out_x, self.mid_y, self.pw * 0.8, None)
        else:
            sp = self.hand_spot(None)
        w, hh = sp.width, sp.width * 1.4
        return pygame.Rect(round(sp.x - w / 2), round(sp.y - hh / 2), round(w), round(hh))

    # -- the picture of a view -------------------------------------------------
    def spots(self, view: View) -> dict[int, Spot]:
        out: dict[int, Spot] = {}
        for seat, grid in enumerate(view["grids"]):
            for cell in range(9):
                c = grid[cell // 3][cell % 3]
                out[c["id"]] = self.cell_spot(seat, cell, _face(c))
        for i, pile in enumerate(view["piles"]):
            # only the top two: the rest is drawn as the pile's edge
            for depth, c in enumerate(reversed(pile[-2:])):
                out[c["id"]] = self.pile_spot(i, depth, _face(c))
        for k, c in enumerate(view["removed"]):
            out[c["id"]] = self.out_spot(k, _face(c))
        held = view["held"]
        if held is not None:
            out[HIDDEN if held["id"] is None else held["id"]] = self.hand_spot(_face(held))
        return out

    def settle(self, duration: float = 0.35) -> None:
        if self.viewer is not None and self.viewer != self.bottom:
            self.bottom = self.viewer
            self.layout_table(self.size)
        super().settle(duration)
        v = self.view
        self.pic_round, self.pic_totals = v["round"], list(v["totals"])
        self.pic_removed = len(v["removed"])
        self._plans.clear()
        if self.hover in self.sprites and self.sprites[self.hover] is not self.drag.sprite:
            self.sprites[self.hover].lift = 0.0  # a new picture: nothing is under the pointer yet
        self.hover = None

    # -- animation -------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.off_draw = self.in_flight(self.off_draw)  # (before this frame's beats move any of them again)
        super().update(dt)

    def act(self, seat: int, action: Action) -> bool:
        before = self.me
        if not super().act(seat, action):
            return False
        # (AIs act only at rest, so the animation now running is this move's)
        self.steady = before is not None and seat != before and self.me == before
        # its cards start at once: an AI's move (made after this frame's beats) was
        # drawn for a frame with the piles' new counts before any card had left
        self._run_beats(0.0)
        return True

    @property
    def held_back(self) -> bool:
        """Whether your prompt, lit targets and buttons wait for the cards to
        rest: not while only other seats' cards move and you could already act
        (the opening reveal: each AI turning its cards made them blink)."""
        return self.animating and not self.steady

    def animate(self, events: list[Event]) -> None:
        for e in events:
            d = e.data
            kind = e.kind
            if kind == "deal":
                self.later(0.0, lambda: self.gather(self.draw_spot()))
                self.later(0.0, self._deal)
                self.later(1.1, lambda: None)
            elif kind in ("reveal", "flip"):
                self.later(0.0, partial(self._turn, d))
                self.later(0.35, lambda: None)
            elif kind == "decline":
                self.later(0.0, partial(self._decline, d["seat"]))
                self.later(0.4, lambda: None)
            elif kind == "draw":
                self.later(0.0, partial(self._draw, d))
                self.later(0.5, lambda: None)
            elif kind in ("place", "bounce"):
                self.later(0.0, partial(self._put, d, kind))
                self.later(0.55, lambda: None)
            elif kind in ("discard", "hazard"):
                self.later(0.0, partial(self._discard, d))
                self.later(0.45 if kind == "discard" else 0.8, lambda: None)
            elif kind == "out":
                self.later(0.0, partial(self._float, d["seat"], "Out! Last turns", ui.GLOW))
                self.later(0.6, lambda: None)
            elif kind == "reshuffle":
                self.later(0.0, self._reshuffle)
                self.later(0.6, lambda: None)
            elif kind == "turn_up":
                self.later(0.0, partial(self._turn_up, d["cards"]))
                self.later(0.5 + min(1.0, 0.05 * len(d["cards"])), self._start_tally)
                self.later(table_draw.SECONDS + 0.6, lambda: None)

    def _claim(self, card: int) -> CardSprite:
        """The sprite of a card just named by an event; an unseen card in hand
        (sprite HIDDEN) turns out to be this one."""
        if card not in self.sprites and HIDDEN in self.sprites:
            s = self.sprites.pop(HIDDEN)
            s.id = card
            self.sprites[card] = s
        return self.sprite(card, self.draw_spot())

    def _deal(self) -> None:
        """A new round: every card back to the draw pile, then dealt out face down."""
        self.tally = None
        self.sprites.clear()
        v = self.view
        self.pic_round, self.pic_totals = v["round"], list(v["totals"])
        self.pic_removed = len(v["removed"])
        spots = self.spots(v)
        # round the table a cell at a time, as a dealer would; then the piles are turned
        dealt = [g[c // 3][c % 3]["id"] for c in range(9) for g in v["grids"]]
        order = dealt + sorted(set(spots) - set(dealt))
        for k, cid in enumerate(order):
            spot = spots[cid]
            s = self.sprite(cid, self.draw_spot())
            self.move(s, spot, 0.4, delay=min(0.9, k * 0.012), flip_to=spot.face)
        self.off_draw = order
        self.app.play("deal")

    def _turn(self, d: dict[str, Any]) -> None:
        s = self._claim(d["id"])
        self.flip(s, str(d["face"]), 0.3)
        self.app.play("flip")

    def _draw(self, d: dict[str, Any]) -> None:
        held = self.view["held"]
        if d["from"] == "discard":
            s = self.sprite(d["id"])
            face: str | None = str(d["face"])
        else:
            cid = HIDDEN if held is None or held["id"] is None else held["id"]
            face = None if held is None else _face(held)
            start = self.draw_spot()
            if self.drop_at is not None:
                start = Spot(self.drop_at[0], self.drop_at[1], self.pw, None, 0.0, 400)
            self.sprites.pop(cid, None)
            s = self.sprite(cid, start)
            self.off_draw = [cid]
        self.drop_at = None
        self.move(s, self.hand_spot(face), 0.4, flip_to=face)
        self.app.play("take")

    def _put(self, d: dict[str, Any], kind: str) -> None:
        seat, cell = d["seat"], 3 * d["cell"][0] + d["cell"][1]
        s = self._claim(d["id"])
        self.move(s, self.cell_spot(seat, cell, str(d["face"])), 0.4, flip_to=str(d["face"]))
        old = self.sprite(d["replaced"], self.cell_spot(seat, cell, None))
        self.move(old, self.hand_spot(str(d["replaced_face"])), 0.45, delay=0.08,
                  flip_to=str(d["replaced_face"]))
        self.app.play("bounce" if kind == "bounce" else "place")

    def _discard(self, d: dict[str, Any]) -> None:
        s = self._claim(d["id"])
        if "pile" in d:
            self.move(s, self.pile_spot(d["pile"], 0, str(d["face"])), 0.35, flip_to=str(d["face"]))
            self.app.play("place")
        else:  # a Hazard leaves the round
            self.pic_removed += 1  # (the view may be the next round's already: the round's own count)
            self.move(s, self.out_spot(self.pic_removed - 1, "H"), 0.6, flip_to="H")
            self._float(d["seat"], "Hazard! Others may flip a card", (255, 150, 90))

    def _reshuffle(self) -> None:
        # the grids stay; the old pile cards (all but the tops) go under the draw pile
        keep = set(self.spots(self.view))
        for cid, s in self.sprites.items():
            if cid not in keep:
                self.move(s, self.draw_spot(), 0.45, flip_to=None)
        self.app.play("shuffle")

    def _turn_up(self, cards: list[dict[str, Any]]) -> None:
        for k, c in enumerate(cards):
            seat, cell = c["seat"], 3 * c["cell"][0] + c["cell"][1]
            s = self.sprite(c["id"], self.cell_spot(seat, cell, None))
            self.flip(s, str(c["face"]), 0.3, delay=min(1.0, k * 0.05))
        self.app.play("flip")

    def _start_tally(self) -> None:
        v = self.view
        self.tally = table_draw.Tally.of(v["last_grids"], v["scores"][-1], v["outs"][-1])
        self.pic_totals = list(v["totals"])
        self._count_on(self.tally)

    def _count_on(self, tal: table_draw.Tally) -> None:
        """The count's next figure in each grid, after its share of the count's
        time, with a soft tick as it shows (a bead moved along)."""
        if tal is not self.tally or tal.t >= tal.steps:
            return

        def shown() -> None:
            self.app.play("tick")
            self._count_on(tal)
        self.tweener.to(tal, "t", round(tal.t) + 1.0, table_draw.SECONDS / tal.steps, linear, on_done=shown)

    def _decline(self, seat: int) -> None:
        """No card flipped for a Hazard: said, and knocked on the table."""
        self._float(seat, "declines", ui.MUTED)
        self.app.play("knock")

    def _float(self, seat: int, text: str, colour: tuple[int, ...]) -> None:
        r = self.box(seat)
        ft = FloatText(text, r.centerx, r.centery, colour[:3])  # type: ignore[arg-type]
        self.floats.append(ft)
        self.tweener.to(ft, "t", 1.0, 1.4, linear, on_done=lambda: self.floats.remove(ft))

    # -- drawing ---------------------------------------------------------------
    def static_key(self) -> Any:
        return table_draw.static_key(self)

    def draw_static(self, surf: pygame.Surface) -> None:
        super().draw_static(surf)
        table_draw.draw_cloth(self, surf)

    def draw_table(self, surf: pygame.Surface) -> None:
        super().draw_table(surf)
        table_draw.draw_live(self, surf)
        if self.ghost is not None and self.ghost is not self.drag.sprite:  # going back onto the draw pile
            draw_card(surf, self.game.id, self.ghost)

    def draw_over(self, surf: pygame.Surface) -> None:
        table_draw.draw_over(self, surf)
        for ft in self.floats:
            ft.draw(surf)

    def score_note(self, final: bool) -> str:
        if final:
            return table_draw.tie_note(self.state)
        return "the lowest total after round 3 wins"


def _face(c: dict[str, Any]) -> str | None:
    return None if c["face"] is None else str(c["face"])
