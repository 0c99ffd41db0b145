"""How the Grinch Grow Your Heart table looks: where everything lies (the
other seats along the top with their hidden hands and discard piles, the
Grinch tile, the draw pile and the score sheet in the middle, your hand and
pile at the bottom), what lights up from the legal actions, and the drawing.
The rarely changing part is drawn onto the base's cached static layer; the
table's behaviour (animation, input) is in table.py.
"""
from __future__ import annotations

from typing import Any

import pygame

from tabletop.app import ui
from tabletop.app.cards import Spot, set_resting_widths
from tabletop.app.seats import around, draw_plaque, rows_across
from tabletop.app.table_base import TableScene
from tabletop.games.grinch.rules import ROWS, bonus, deck, score_row
from tabletop.games.grinch.table_sheet import HEART, SheetGeometry, heart, sheet_image, tile_image
from tabletop.rules import Action, View

DRAW_DEPTH = 6  # cards of the draw pile drawn
FLASH = 1.6  # seconds a freshly filled score-sheet cell stays marked
BACK_FAN = 0.2  # of a card's width, each card of another seat's hidden hand shows of the one under it
BACK = 0.72  # a hidden hand's card, of the width of its seat's discard pile


class GrinchLook(TableScene):
    """Geometry, lights and drawing of the Grinch table (its state is set by GrinchTable)."""

    FINE_PRINT = 10.0  # a bonus's condition is small print on any card but a large one

    bottom: int
    selected: int | None
    source: int
    flash: dict[tuple[int, str], tuple[float, int, int]]
    note: str
    beside: bool  # stood on end with one other seat: its cards beside its plaque
    mid_u: float  # the unit of the middle's tile and sheet (near square larger than the table's)
    draw_xy: tuple[float, float]
    _view_cache: tuple[Any, View] | None = None
    ended: View | None = None  # the round just over, every hand face up (see GrinchTable.ended_view)

    @property
    def view(self) -> View:
        """The shown seat's view, rebuilt only when a move was made or the viewer changed
        (the drawing asks for it many times a frame); while a round's scores are still
        to be seen (and at the game's end), the round that ended, every hand face up."""
        if self.ended is not None and (self.scoring or self.over):
            return self.ended
        key = (id(self.state), len(self.state.moves), self.viewer)
        if self._view_cache is None or self._view_cache[0] != key:
            self._view_cache = (key, self.game.view(self.state, self.viewer))
        return self._view_cache[1]

    # -- geometry --------------------------------------------------------------
    def layout_table(self, size: tuple[int, int], rows: int = 0, grow: float = 0.0) -> None:
        """Lay the table out for `size` (`rows`: of the other seats, 0 for the usual; `grow`:
        how much wider the other seats' cards are than usual, stood on end)."""
        w, h = size
        n = self.state.players
        k = n - 1
        tall = ui.portrait(size)
        spare = 0.0  # (stood on end: the height the middle leaves)
        # near square the height the width's unit leaves goes to the cards and the middle
        # (at 1200x1200 they kept their 16:9 sizes, with bands of bare felt above and below
        # the middle) and, from 5 players, the other seats take two rows as on a tall window
        near = ui.near_square(size)
        kq = ui.NEAR_SQUARE if near else 1.0
        rows = rows or (2 if (tall or near) and k > 3 else 1)
        u = self._tall_unit(size, rows) if tall else ui.unit(size)
        self.u = u
        m = u * 1.5
        # the other seats along the top, the corners free for the menu button; on a tall
        # window below it, in two rows when there are many, across a column 80 units wide
        side = (w - min(w, u * 80)) / 2 + m  # (the column's inner edge)
        top, span = (ui.unit(size) * 5.4 + u * 0.8, w - 2 * side) if tall else (m, w - 2 * u * 17)
        if near:  # from the left edge (the menu button is in the right corner only) to 3 units of it
            span = self.menu_button.rect.x - u * 3 - m
        per = -(-k // rows)
        gap = u * 1.5
        bw = min(u * 34, (span - (per - 1) * gap) / per)
        # stood on end with one other seat, its cards beside its plaque, as large as your hand
        # (under it they were 70 px wide at 800x1280, the width of the column binding the unit)
        self.beside = beside = tall and k == 1
        # under a plaque, the hidden hand at its largest (six cards, in the Grinch's draw) beside
        # the discard pile (three cards fanned), each half a unit in from the plaque's edge
        cap = u * 10.5 if beside else (bw - u) / (BACK * (1 + 5 * BACK_FAN) + 1.56)
        self.pile_w = min(u * 7 * kq + grow, cap)
        self.back_w = self.pile_w * BACK
        plaque_h = u * 8
        self.blocks: list[pygame.Rect] = []
        self.row_ys: list[float] = []  # the height of each seat's hidden hand and pile
        if beside:
            high = max(plaque_h, self.pile_w * 1.4)
            self.blocks.append(pygame.Rect(round(side), round(top + (high - plaque_h) / 2), round(u * 24),
                                           round(plaque_h)))
            self.row_ys.append(top + high / 2)
        # centred; in a wide window moved left as far as it must to keep 3 units from the
        # menu button, about as 6 nimmt!'s plaques do (it filled the row to 0.5 units of it)
        row_w = per * bw + (per - 1) * gap
        cx = w / 2 if tall else min(w / 2, self.menu_button.rect.x - u * 3 - row_w / 2)
        for x, y in [] if beside else rows_across(k, per, cx, top, bw, gap,
                                                 plaque_h + u * 2 + self.pile_w * 1.4 + gap):
            self.blocks.append(pygame.Rect(round(x), round(y), round(bw), round(plaque_h)))
            self.row_ys.append(y + plaque_h + u * 1.0 + self.pile_w * 0.7)
        self.top_band = top_band = max(self.row_ys[-1] + self.pile_w * 0.7, self.blocks[-1].bottom) + u
        if not tall:
            # your hand at the bottom, your plaque at the lower left
            self.hand_w = min(u * 11, w / 13) * kq
            self.me_rect = pygame.Rect(round(m), round(h - m - u * 9), round(min(u * 26, w * 0.17)), round(u * 9))
            self.hand_x = w / 2
            if near:  # the hand and your pile, larger, between your plaque and the hint button
                room = self.hint_button.rect.x - self.me_rect.right - u * 4
                self.hand_w = min(self.hand_w, (room - u * 4) / 6.86)
                self.hand_x = self.me_rect.right + u * 2 + (room - self.hand_w * 6.86 - u * 4) / 2 \
                    + self.hand_span(6) / 2
            hand_h = self.hand_w * 1.4
            self.hand_y = h - m - hand_h / 2 - u * 1.2
            self.status_y = self.hand_y - hand_h / 2 - u * 3.8
            self.status_x, self.status_w, self.status_lines = w / 2, w * 0.62, 1
            self.mid = pygame.Rect(round(m), round(top_band + u), round(w - 2 * m),
                                   round(self.status_y - u * 0.8 - top_band - u))
            # the middle: Grinch tile, draw pile, score sheet, centred as a group (near square
            # as much larger as the width holds: its unit is `mu`)
            most = mu = u * kq * (1.3 if near else 1.0)  # (with few seats the width holds more than kq)
            while mu > u and (self._middle_w(w, mu, n) > w - 4 * m or mu * 26 > self.mid.height):
                mu = max(u, mu - u * 0.05)
            self.mid_u = mu
            self.row_h = min(most * 4.2, self.mid.height / 9.3)  # (rows may be higher than the width's unit)
            self.label_w = mu * 13
            self.col_w = min(mu * 11, (w * 0.58 - self.label_w) / n)
            if near:  # whole pixels: the cells end inside (a fifth column's ran 1 px out at 800x700)
                self.label_w, self.col_w = float(int(self.label_w)), float(int(self.col_w))
            sheet_w = self.label_w + n * self.col_w
            tile_w, pile_span = mu * 22, self.hand_w * 1.6
            total = tile_w + pile_span + sheet_w + u * 8
            left = w / 2 - total / 2
            self.tile = pygame.Rect(round(left), 0, round(tile_w), round(min(self.mid.height, mu * 26)))
            self.tile.centery = self.mid.centery
            self.draw_xy = (left + tile_w + u * 4 + pile_span / 2, self.mid.centery)
            sheet_h = self.row_h * 9 + u * 1.5
            self.sheet = pygame.Rect(round(left + total - sheet_w), round(self.mid.centery - sheet_h / 2),
                                     round(sheet_w), round(sheet_h))
        else:
            # stood on end: at the bottom your hand with your pile beside it, clear of the hint
            # button, and over them your plaque with the status line beside it; the tile and
            # the draw pile over the sheet in the middle
            self.hand_w = u * 10.5
            hand_h = self.hand_w * 1.4
            group = self.hand_span(6) + u * 4 + self.hand_w * 1.56  # the hand at its widest, your pile
            self.hand_x = w / 2 - (group - self.hand_span(6)) / 2
            self.hand_y = h - ui.unit(size) * 5.7 - u * 1.6 - hand_h / 2
            self.me_rect = pygame.Rect(round(side), round(self.hand_y - hand_h / 2 - u * 2 - plaque_h),
                                       round(u * 24), round(plaque_h))
            self.status_x = (self.me_rect.right + w - side) / 2
            self.status_w, self.status_lines = w - side - self.me_rect.right - u * 2, 2
            self.status_y = self.me_rect.centery - u * 1.4
            self.mid = pygame.Rect(round(side), round(top_band), round(span), round(self.me_rect.y - u - top_band))
            self.mid_u = u
            self.row_h = u * 4.2
            self.label_w = u * 13
            self.col_w = float(int(min(u * 13, (span - self.label_w) / n)))  # whole pixels: the cells end inside
            sheet_w, sheet_h = self.label_w + n * self.col_w, self.row_h * 9 + u * 1.5
            tile_w, tile_h, pile_span = u * 22, u * 26, self.hand_w * 1.6
            left = w / 2 - (tile_w + u * 4 + pile_span) / 2
            # room to spare goes evenly above, between and below the two
            between = max(u * 2.5, (self.mid.height - tile_h - sheet_h) / 3)
            spare = self.mid.height - tile_h - sheet_h - u * 2.5 * 3
            y = self.mid.centery - (tile_h + between + sheet_h) / 2
            self.tile = pygame.Rect(round(left), round(y), round(tile_w), round(tile_h))
            self.draw_xy = (left + tile_w + u * 4 + pile_span / 2, y + tile_h / 2)
            self.sheet = pygame.Rect(round(w / 2 - sheet_w / 2), round(y + tile_h + between),
                                     round(sheet_w), round(sheet_h))
        self.draw_w = self.hand_w  # one width for backs in the middle and in a hidden hand
        dh = self.draw_w * 1.4
        self.draw_rect = pygame.Rect(round(self.draw_xy[0] - self.draw_w / 2 - u * 1.2),
                                     round(self.draw_xy[1] - dh / 2 - u * 1.2), round(self.draw_w + u * 2),
                                     round(dh + u * 2.4))
        # every seat's discard pile: along the top in front of the plaque, yours beside your hand
        self.pile_xy: dict[int, tuple[float, float, float]] = {}
        self.back_xy: dict[int, tuple[float, float]] = {}
        others = around(n, self.bottom)
        for seat in range(n):
            if seat == self.bottom:
                # a hand holds six cards at most (five, plus two drawn, before the discard)
                hx = self.hand_x + self.hand_span(6) / 2 + u * 4 + self.hand_w / 2
                self.pile_xy[seat] = (hx, self.hand_y, self.hand_w)
            else:
                r = self.seat_rect(seat)
                row_y = self.row_ys[others.index(seat)]
                if self.beside:  # (right of the plaque; the pile at the column's edge)
                    self.back_xy[seat] = (r.right + u * 2 + self.back_w / 2, row_y)
                    right = w - (w - min(w, u * 80)) / 2 - u * 1.5
                    self.pile_xy[seat] = (right - self.pile_w * 1.56 + self.pile_w / 2, row_y, self.pile_w)
                else:
                    self.back_xy[seat] = (r.x + self.back_w / 2 + u * 0.5, row_y)
                    self.pile_xy[seat] = (r.right - self.pile_w * 1.56 + self.pile_w / 2 - u * 0.5, row_y,
                                          self.pile_w)
        self.geom = SheetGeometry(self.mid_u, self.row_h, self.label_w, self.col_w, n)
        # few resting widths: every face is rasterised at two widths only
        set_resting_widths([self.hand_w, self.pile_w, self.back_w])
        if near and rows == 2 and (self.geom.px < ui.SMALL_PX or self.mid.height < self.mid_u * 26):
            # two rows where the sheet still reads (its lettering small print or larger: rows of
            # 29 px) and the tile fits; else one (at 1280x1024 with 6 players one row kept rows of
            # 62 px but left the other seats' piles 64 px wide: now 95, the rows 30 px)
            self.layout_table(size, 1)
        elif tall and not grow and spare > 1 and self.pile_w < cap:
            # stood on end, height the middle leaves spare goes to the other seats' cards (at
            # 1080x1920 with 2 players their piles were 94 px wide over 235 px of bare felt)
            self.layout_table(size, rows, spare / 1.4 / rows)

    def _middle_w(self, w: int, mu: float, n: int) -> float:
        """The width of a landscape window's middle (tile, draw pile, sheet) at the unit `mu`."""
        col_w = min(mu * 11, (w * 0.58 - mu * 13) / n)
        return mu * 35 + self.hand_w * 1.6 + n * col_w + self.u * 8

    @staticmethod
    def _tall_unit(size: tuple[int, int], rows: int) -> float:
        """The layout unit of a tall window: the largest at which the table fits its width
        and, between the menu and hint buttons, its height (in units: the seats' rows,
        21.3 each, and 96.4 for the middle, your plaque, your hand and the gaps)."""
        w, h = size
        return min(w / 80, (h - ui.unit(size) * 11.1) / (96.4 + 21.3 * rows))

    def warm_list(self) -> list[tuple[str | None, float, float]]:
        faces: list[str | None] = [f for f in sorted(set(deck()))]
        out = [(f, w, 0.0) for f in faces for w in (self.pile_w, self.hand_w)]
        out += [(None, w, 0.0) for w in (self.hand_w, self.pile_w, self.back_w)]
        return out[::-1]  # popped from the end: backs first

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The plaque of a seat (the bottom seat's is at the lower left)."""
        if seat == self.bottom:
            return self.me_rect
        return self.blocks[around(self.state.players, self.bottom).index(seat)]

    def pile_rect(self, seat: int) -> pygame.Rect:
        """Where a seat's discard pile lies (room for three fanned cards)."""
        x, y, cw = self.pile_xy[seat]
        return pygame.Rect(round(x - cw / 2), round(y - cw * 0.7), round(cw * 1.56), round(cw * 1.4))

    def hand_span(self, count: int) -> float:
        return self.hand_w + max(0, count - 1) * self.hand_w * 0.86

    def hand_zone(self) -> pygame.Rect:
        """Where a card dropped counts as taken into your hand: the whole band below the
        status line, left of your discard pile (a drop need not be precise)."""
        top = round(self.status_y)
        return pygame.Rect(0, top, round(self.pile_rect(self.bottom).x - self.u), self.size[1] - top)

    def row_rect(self, i: int) -> pygame.Rect:
        """Row `i` of the score sheet (0 is the first scoring row, below the names)."""
        return self.geom.row(i).move(self.sheet.topleft)

    def cell(self, seat: int, i: int) -> pygame.Rect:
        """A cell of the score sheet on the screen (row 7 holds the totals)."""
        return self.geom.cell(seat, i).move(self.sheet.topleft)

    def spots(self, view: View) -> dict[int, Spot]:
        out: dict[int, Spot] = {}
        u = self.u
        # only the top few cards of the draw pile have sprites: their edges show its depth,
        # and the rest, hidden under them, would only cost drawing time
        pile = view["draw_pile"][-DRAW_DEPTH:]
        for k, c in enumerate(pile):
            d = DRAW_DEPTH - len(pile) + k
            out[c["id"]] = Spot(self.draw_xy[0] - d * u * 0.1, self.draw_xy[1] - d * u * 0.15, self.draw_w,
                                None, 0.0, 10 + k)
        for seat, cards in enumerate(view["discards"]):
            x, y, cw = self.pile_xy[seat]
            for k, c in enumerate(cards):
                out[c["id"]] = Spot(x + min(k, 2) * cw * 0.28, y, cw, str(c["face"]), 0.0, 80 + k)
        for seat, hand in enumerate(view["hands"]):
            if seat == self.bottom:
                x0 = self.hand_x - self.hand_span(len(hand)) / 2 + self.hand_w / 2
                for k, c in enumerate(hand):
                    off = k - (len(hand) - 1) / 2
                    face = None if c["face"] is None else str(c["face"])
                    out[c["id"]] = Spot(x0 + k * self.hand_w * 0.86, self.hand_y + off * off * u * 0.12,
                                        self.hand_w, face, 0.0, 200 + k)
            elif hand and hand[0]["face"] is not None:  # a round over: the hand shown, as large as a pile
                bx, by = self.back_xy[seat]
                x0 = bx - self.back_w / 2 + self.pile_w / 2
                room = self.pile_rect(seat).x - u - (x0 + self.pile_w / 2)
                step = min(self.pile_w * 0.5, room / max(1, len(hand) - 1))
                for k, c in enumerate(hand):
                    out[c["id"]] = Spot(x0 + k * step, by, self.pile_w, str(c["face"]), 0.0, 60 + k)
            else:
                bx, by = self.back_xy[seat]
                for k, c in enumerate(hand):
                    out[c["id"]] = Spot(bx + k * self.back_w * BACK_FAN, by, self.back_w, None, 0.0, 60 + k)
        return out

    # -- what the human may do -----------------------------------------------
    @property
    def phase(self) -> str:
        return str(self.view["phase"])

    def sources(self) -> list[tuple[Action, pygame.Rect]]:
        """The legal draws, each with the place it is taken from (a Who's: the draw pile only)."""
        out = []
        for a in self.legal():
            if a.kind == "draw":
                out.append((a, self.draw_rect if a.args[0] == "pile" else self._top_rect(int(a.args[1]))))
        return out

    def _top_rect(self, seat: int) -> pygame.Rect:
        pile = self.view["discards"][seat]
        s = self.sprites.get(pile[-1]["id"]) if pile else None
        return s.rect() if s is not None else self.pile_rect(seat)

    def source_at(self, pos: tuple[int, int]) -> Action | None:
        """The legal draw whose pile is under the pointer (discard tops first)."""
        hits = [a for a, r in self.sources() if r.collidepoint(pos)]
        hits.sort(key=lambda a: a.args[0] == "pile")
        return hits[0] if hits else None

    def source_sprite(self, a: Action) -> Any:
        ids = [c["id"] for c in (self.view["draw_pile"] if a.args[0] == "pile"
                                  else self.view["discards"][int(a.args[1])])]
        return self.sprites.get(ids[-1]) if ids else None

    def hand_card_at(self, pos: tuple[int, int]) -> int | None:
        """The own hand card under the pointer that may be discarded now."""
        if self.me is None or self.phase != "discard":
            return None
        mine = {c["id"] for c in self.view["hands"][self.me]}
        hits = [s for cid, s in self.sprites.items() if cid in mine and s.rect().collidepoint(pos)]
        return max(hits, key=lambda s: s.z).id if hits else None

    def row_values(self) -> dict[str, tuple[int, int]]:
        """For the acting human's open rows: (row points, bonus points)."""
        v = self.view
        if self.me is None or v["phase"] != "score" or v["row_values"] is None:
            return {}
        hand = [str(c["face"]) for c in v["hands"][self.me]]
        extra = bonus(hand)
        return {r: (score_row(hand, r), extra) for r in v["row_values"]}

    # -- drawing ---------------------------------------------------------------
    def lit_row(self) -> int | None:
        """The score-sheet row a human choosing one would score (the last
        pointed at or keyed to; none shown while the keys are on the "?" button)."""
        if self.me is None or self.phase != "score" or self.help_button.focus:
            return None
        return self.key_row()

    def open_rows(self) -> list[int]:
        """The score-sheet rows the acting human may score now, by index."""
        return [ROWS.index(str(a.args[0])) for a in self.legal() if a.kind == "score"]

    def key_row(self) -> int | None:
        """The keyboard's row on the score sheet: its choice, or else the open row your hand
        scores most in (the first of equals), so that Enter at once throws no points away."""
        open_rows = sorted(self.open_rows())
        if self.row_choice in open_rows:
            return self.row_choice
        values = self.row_values()
        return max(open_rows, key=lambda i: values.get(ROWS[i], (0, 0))[0], default=None)

    def static_key(self) -> Any:
        flashing = tuple(sorted((k, p, b) for k, (t0, p, b) in self.flash.items() if self.clock - t0 < FLASH))
        return (id(self.state), len(self.state.moves), self.viewer, self.bottom, self.animating, self.scoring,
                self.drag.holding, self.selected, self.message(), self.dealing and tuple(
                    map(self.plaque_line, range(self.state.players))),
                flashing)  # (flashing last: the sheet reads it)

    def draw_table(self, surf: pygame.Surface) -> None:
        super().draw_table(surf)
        # the draw's sources light up while legal (a glow on the card itself, so per frame)
        lit = {id(self.source_sprite(a)) for a, _ in self.sources()} if not self.animating else set()
        for s in self.sprites.values():
            s.glow = ui.GLOW if id(s) in lit and s is not self.drag.sprite else None

    def draw_static(self, surf: pygame.Surface) -> None:
        super().draw_static(surf)
        u = self.u
        v = self.view
        me = self.me
        for seat in range(self.state.players):
            self._seat(surf, seat, v, me)
        lit_draw = not self.animating and Action("draw", ("pile",)) in self.legal()
        ui.panel(surf, self.draw_rect, (0, 0, 0, 50), round(u * 1.4), ui.GLOW if lit_draw else None)
        # below the keys' frame (TableScene.frame, about u * 0.8 out), which would cut it
        ui.blit_text(surf, f"Draw pile \u00b7 {len(v['draw_pile'])}", ui.small_px(u, 2.2), ui.MUTED,
                     (self.draw_rect.centerx, self.draw_rect.bottom + u * 1.6), "midtop")
        t = self.tile
        # while a round's scores are still to be seen, the tile shows that round
        round_no = len(self.history) if self.scoring else min(v["round"] + 1, v["rounds"])
        surf.blit(tile_image(t.size, self.mid_u, self.names[self.grinch_shown()], round_no, v["rounds"], v["turn"],
                             self.scoring or v["phase"] in ("score", "over")), t.topleft)
        values = self.row_values() if not self.animating else {}
        surf.blit(sheet_image(self.geom, tuple(self.names), tuple(tuple(sorted(sh.items())) for sh in v["sheets"]),
                              tuple(v["totals"]), tuple(v["to_move"]), self.me,
                              tuple((r, b, e) for r, (b, e) in values.items()), self.static_key()[-1]),
                  self.sheet.topleft)
        if not self.message():  # (a refused move's or the hint's reason in its stead: see draw_over)
            self._status_line(surf, self.status())

    def in_sight(self) -> float:
        return self.top_band if self.ended is not None else 0.0  # the other seats' hands shown

    def grinch_shown(self) -> int:
        """The Grinch the table shows: the last round's while its scores are still to be seen."""
        g: int = self.view["grinch"]  # (the view of a round that ended names its Grinch)
        return (g - 1) % self.state.players if self.scoring and self.ended is None else g

    def plaque_line(self, seat: int) -> str:
        """A seat's figures on its plaque: points, and the cards in its hand (as they land
        in a new deal; none while the last round's scores are seen: its hands are dealt
        but not yet shown)."""
        v = self.view
        line = ui.count(v["totals"][seat], "point")
        if not self.scoring:
            line += f" \u00b7 {ui.count(self.landed(c['id'] for c in v['hands'][seat]), 'card')}"
        return line

    def _seat(self, surf: pygame.Surface, seat: int, v: View, me: int | None) -> None:
        """A seat's plaque, its Grinch badge and its discard pile's place."""
        u = self.u
        r = self.seat_rect(seat)
        grinch = seat == self.grinch_shown()
        draw_plaque(surf, r, self.names[seat], self.plaque_line(seat), seat in v["to_move"], lead=grinch, u=u)
        if grinch:
            heart(surf, (r.right - u * 3, r.y + u * 2.9), u * 3.4, HEART)
        pr = self.pile_rect(seat)
        slot = pygame.Rect(pr.x, pr.y, round(self.pile_xy[seat][2]), pr.height)
        if me == seat and self.phase == "discard" and not self.animating:
            # the target of a discard glows around the pile; brighter while a card is on its way
            aiming = self.drag.holding or self.selected is not None
            ui.panel(surf, pr.inflate(round(u * 2.4), round(u * 2.4)), (*ui.GLOW, 70 if aiming else 30),
                     round(u * 1.5), ui.GLOW if aiming else None)
        pygame.draw.rect(surf, (70, 120, 92), slot, max(1, round(u * 0.3)), border_radius=round(slot.width / 10))
        # an empty slot says what it is where that reads (16 px or more; else a plain outline,
        # as the other seats' are at 800x500, where the word was 12 px): yours, beside your
        # hand where you discard, always does
        px = ui.fit_px("discards", ui.small_px(u, 1.9), slot.width * 0.9)
        if not v["discards"][seat] and px >= 16:
            ui.blit_text(surf, "discards", px, (120, 160, 136), slot.center, "center")

    def status(self) -> str:
        """The line above your hand: what is going on, what to do."""
        v = self.view
        if self.telling_step():  # the move's own line is shown meanwhile (see draw_over)
            return ""
        if self.over:
            return "Game over"
        if self.scoring:
            return f"Round {len(self.history)} over"
        seat = v["current"]
        grinch = seat == v["grinch"]
        if self.me is None:
            doing = {"draw": "drawing as the Grinch" if grinch else "drawing", "discard": "discarding",
                     "score": "choosing a score row"}
            return self.busy([seat], doing.get(v["phase"], "playing"))
        if v["phase"] == "draw" and grinch:
            return f"{ui.YOUR_TURN}drag or click the draw pile or any discard pile's top ({v['draws_left']} to take)."
        if v["phase"] == "draw":
            return (f"{ui.YOUR_TURN}drag a card from the draw pile into your hand, or click it "
                    f"({v['draws_left']} to take).")
        if v["phase"] == "discard":
            return f"{ui.YOUR_TURN}drag a card onto your discard pile (or double-click it)."
        # (prompts as short as 6 nimmt!'s: at 800x500 a longer one shrank to 13 px, its 17)
        return f"{ui.YOUR_TURN}score your hand; click a lit row, or Up/Down and Enter (bonus in green)."

    def telling_step(self) -> bool:
        """Whether the status line tells the last step (see said): while it is animated,
        and after an AI's while it is still to be read or that AI goes on with its turn
        (not under the game's or a round's end: "Game over", "Round 2 over")."""
        return self.animating or (self.me is None and not self.over and not self.scoring
                                  and bool(self.said(self.view["to_move"])))

    def _status_line(self, surf: pygame.Surface, msg: str) -> None:
        """The status line (in as many lines as the layout has room for), shrunk until it fits."""
        ui.blit_lines(surf, msg, round(self.u * 2.8), (self.status_x, self.status_y), self.status_w,
                      self.status_lines)

    def draw_over(self, surf: pygame.Surface) -> None:
        u = self.u
        if self.phase == "draw" and self.me is not None and not self.animating and not self.help_button.focus:
            srcs = self.sources()
            if srcs:
                r = srcs[self.source % len(srcs)][1]
                self.frame(surf, r)  # Enter's source: framed as a picked card is, not glowing as the others
        lit = self.lit_row()
        if lit is not None and not self.animating:
            ui.focus_ring(surf, self.cell(self.me or 0, lit), u)  # Enter's row (its dark edges show on paper)
        if self.hint is not None and self.hint.args:
            self._hint(surf, self.hint)
        if self.telling_step():
            self._status_line(surf, self.note)
        note = self.message()
        if note is not None:  # over the cards: one springing home passes under it
            self.draw_notice(surf, note, (self.status_x, self.status_y), "midtop", self.status_w, self.status_lines)

    def notice_clears(self) -> list[pygame.Rect]:
        # the score sheet too: at 800x500 the hint's panel covered its bottom border
        return [self.sheet]

    def _hint(self, surf: pygame.Surface, a: Action) -> None:
        u = self.u
        rect: pygame.Rect | None = None
        if a.kind == "score":
            rect = self.cell(self.me or 0, ROWS.index(str(a.args[0])))
        elif a.kind == "draw":
            rect = self.draw_rect if a.args[0] == "pile" else self._top_rect(int(a.args[1]))
        else:
            ids = [c["id"] for c in self.view["hands"][self.me or 0] if c["face"] == a.args[0]]
            rect = self.sprites[ids[0]].rect() if ids and ids[0] in self.sprites else None
        if rect is not None:
            pygame.draw.rect(surf, ui.GOOD, rect.inflate(6, 6), max(2, round(u * 0.5)), border_radius=round(u))
