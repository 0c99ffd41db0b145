"""The Grinch Grow Your Heart table: the other seats along the top, each with
its hidden hand and face-up discard pile in front of it; in the middle the
Grinch tile (who is the Grinch, hearts 3-4-5 for the turn), the draw pile and
the score sheet (a column per seat, the seven rows, the totals); your hand at
the bottom with your own discard pile beside it.

Input: a Who's two draws are forced by the rules, so they fly in by
themselves; then drag a card of your hand onto your discard pile (or
double-click it, or arrows and Enter). As the Grinch, drag (or click) the
draw pile or the top of any discard pile, twice, then discard. At the end of
a round click a lit row of your column on the score sheet (or Up/Down and
Enter); each open row shows what your hand would score there.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from tabletop.app import ui
from tabletop.app.cards import Spot
from tabletop.app.seats import FloatText, around, draw_plaque
from tabletop.app.table_base import TableScene
from tabletop.app.tween import ease_out_back, linear
from tabletop.games.grinch.rules import ROWS, bonus, score_row
from tabletop.rules import Action, Event, View

DOUBLE_CLICK = 0.4  # seconds between the clicks of a double-click
CLICK_SLOP = 6      # pixels a press may move and still be a click
HEART = (214, 52, 64)
ROW_NAMES = {"wreaths": "Wreaths", "noise": "Noise", "ornaments": "Ornaments", "presents": "Presents",
             "rainbow": "Rainbow", "match": "Match", "run": "Run"}


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


class GrinchTable(TableScene):
    """Grinch Grow Your Heart for 2 to 6 seats, any mix of humans and AIs."""

    game_id = "grinch"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bottom = self.viewer if self.viewer is not None else self.humans[0] if self.humans else 0
        self.selected: int | None = None          # hand card picked by click or keyboard
        self.source = 0                           # keyboard choice among the Grinch's sources
        self.row_choice = 0                       # keyboard row on the score sheet
        self.press: tuple[Any, tuple[int, int]] | None = None   # (what was pressed, where)
        self.last_click: tuple[int, float] = (-1, -10.0)
        self.hover: int | None = None
        self.floats: list[FloatText] = []
        self.flash: dict[tuple[int, str], float] = {}          # sheet cell -> clock when it was filled

    # -- geometry --------------------------------------------------------------
    def layout_table(self, size: tuple[int, int]) -> None:
        w, h = size
        u = ui.unit(size)
        self.u = u
        m = u * 1.5
        n = self.state.players
        # the other seats along the top; the corners stay free for the menu button
        span = w - 2 * u * 17
        k = n - 1
        gap = u * 1.5
        bw = min(u * 34, (span - (k - 1) * gap) / k)
        x0 = w / 2 - (k * bw + (k - 1) * gap) / 2
        self.pile_w = min(u * 7, bw / 3.5)
        self.back_w = self.pile_w * 0.72
        plaque_h = u * 8
        self.blocks = [pygame.Rect(round(x0 + i * (bw + gap)), round(m), round(bw), round(plaque_h))
                       for i in range(k)]
        row_y = m + plaque_h + u * 1.0 + self.pile_w * 0.7
        top_band = row_y + self.pile_w * 0.7 + u
        # your hand at the bottom, your plaque at the lower left
        self.hand_w = min(u * 11, w / 13)
        hand_h = self.hand_w * 1.4
        self.hand_y = h - m - hand_h / 2 - u * 1.2
        self.status_y = self.hand_y - hand_h / 2 - u * 3.8
        self.me_rect = pygame.Rect(round(m), round(h - m - u * 9), round(min(u * 26, w * 0.17)), round(u * 9))
        self.mid = pygame.Rect(round(m), round(top_band + u), round(w - 2 * m),
                               round(self.status_y - u * 0.8 - top_band - u))
        # the middle: Grinch tile, draw pile, score sheet, centred as a group
        self.row_h = min(u * 4.2, self.mid.height / 9.3)
        self.label_w = u * 13
        self.col_w = min(u * 11, (w * 0.58 - self.label_w) / n)
        sheet_w = self.label_w + n * self.col_w
        tile_w, pile_span = u * 22, self.hand_w * 1.6
        total = tile_w + pile_span + sheet_w + u * 8
        left = w / 2 - total / 2
        self.tile = pygame.Rect(round(left), 0, round(tile_w), round(min(self.mid.height, u * 26)))
        self.tile.centery = self.mid.centery
        self.draw_w = self.hand_w * 0.9
        self.draw_xy = (left + tile_w + u * 4 + pile_span / 2, self.mid.centery)
        dh = self.draw_w * 1.4
        self.draw_rect = pygame.Rect(round(self.draw_xy[0] - self.draw_w / 2 - u * 1.2),
                                     round(self.draw_xy[1] - dh / 2 - u * 1.2), round(self.draw_w + u * 2),
                                     round(dh + u * 2.4))
        sheet_h = self.row_h * 9 + u * 1.5
        self.sheet = pygame.Rect(round(left + total - sheet_w), round(self.mid.centery - sheet_h / 2),
                                 round(sheet_w), round(sheet_h))
        # every seat's discard pile: along the top in front of the plaque, yours beside your hand
        self.pile_xy: dict[int, tuple[float, float, float]] = {}
        self.back_xy: dict[int, tuple[float, float]] = {}
        for seat in range(n):
            if seat == self.bottom:
                hx = w / 2 + self.hand_span(5) / 2 + u * 4 + self.hand_w * 0.4
                self.pile_xy[seat] = (hx, self.hand_y, self.hand_w * 0.8)
            else:
                r = self.seat_rect(seat)
                self.back_xy[seat] = (r.x + self.back_w / 2 + u * 0.5, row_y)
                self.pile_xy[seat] = (r.right - self.pile_w * 1.56 + self.pile_w / 2 - u * 0.5, row_y, self.pile_w)

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
        """Where a card dropped counts as taken into your hand."""
        return pygame.Rect(0, round(self.hand_y - self.hand_w), round(self.pile_rect(self.bottom).x - self.u),
                           round(self.hand_w * 2))

    def row_rect(self, i: int) -> pygame.Rect:
        """Row `i` of the score sheet (0 is the first scoring row, below the names)."""
        s = self.sheet
        return pygame.Rect(s.x, round(s.y + self.u * 0.75 + (i + 1) * self.row_h), s.width, round(self.row_h))

    def cell(self, seat: int, i: int) -> pygame.Rect:
        r = self.row_rect(i)
        return pygame.Rect(round(r.x + self.label_w + seat * self.col_w), r.y, round(self.col_w), r.height)

    def spots(self, view: View) -> dict[int, Spot]:
        out: dict[int, Spot] = {}
        u = self.u
        pile = view["draw_pile"]
        for k, c in enumerate(pile):
            d = min(k, 8)  # a few edges show the pile's depth; the rest sit under the top
            out[c["id"]] = Spot(self.draw_xy[0] - d * u * 0.08, self.draw_xy[1] - d * u * 0.12, self.draw_w,
                                None, 0.0, 10 + k)
        for seat, cards in enumerate(view["discards"]):
            x, y, cw = self.pile_xy[seat]
            for k, c in enumerate(cards):
                out[c["id"]] = Spot(x + min(k, 2) * cw * 0.28, y, cw, str(c["face"]), 0.0, 80 + k)
        for seat, hand in enumerate(view["hands"]):
            if seat == self.bottom:
                x0 = self.size[0] / 2 - self.hand_span(len(hand)) / 2 + self.hand_w / 2
                for k, c in enumerate(hand):
                    d = k - (len(hand) - 1) / 2
                    face = None if c["face"] is None else str(c["face"])
                    out[c["id"]] = Spot(x0 + k * self.hand_w * 0.86, self.hand_y + d * d * u * 0.12, self.hand_w,
                                        face, -d * 1.5, 200 + k)
            else:
                bx, by = self.back_xy[seat]
                for k, c in enumerate(hand):
                    out[c["id"]] = Spot(bx + k * self.back_w * 0.34, by, self.back_w, None, 0.0, 60 + k)
        return out

    # -- animation -------------------------------------------------------------
    def settle(self, duration: float = 0.35) -> None:
        if self.viewer is not None and self.viewer != self.bottom:
            self.bottom = self.viewer  # pass-and-play: the one looking sits at the bottom
            self.layout_table(self.size)
        super().settle(duration)

    def animate(self, events: list[Event]) -> None:
        for e in events:
            d = e.data
            if e.kind == "deal":
                self.later(0.0, self._deal)
                self.later(0.7, lambda: None)
            elif e.kind == "draw":
                steal = d["from"] == "discard"
                self.later(0.05, lambda d=d: self._fly(d["card"], "take" if steal else "flip"))
                self.later(0.5 if steal else 0.3, lambda: None)
            elif e.kind == "reshuffle":
                self.later(0.0, lambda d=d: self._reshuffle(d["cards"]))
                self.later(0.5, lambda: None)
            elif e.kind == "discard":
                self.later(0.0, lambda d=d: self._fly(d["card"], "place"))
                self.later(0.45, lambda: None)
            elif e.kind == "score":
                self.later(0.0, lambda d=d: self._scored(d))
                self.later(0.6, lambda: None)

    def _fly(self, card: int, sound: str) -> None:
        """Send one card to where the current view has it."""
        spot = self.spots(self.view).get(card)
        if spot is not None and card in self.sprites:
            self.move(self.sprites[card], spot, 0.42, flip_to=spot.face)
            self.app.play(sound)

    def _reshuffle(self, cards: list[int]) -> None:
        for k, cid in enumerate(cards):
            if cid in self.sprites:
                x, y = self.draw_xy
                self.move(self.sprites[cid], Spot(x, y, self.draw_w, None, 0.0, 10), 0.4, k * 0.02, flip_to=None)
        self.app.play("deal")

    def _scored(self, d: dict[str, Any]) -> None:
        seat = d["seat"]
        self.flash[(seat, d["row"])] = self.clock
        r = self.cell(seat, ROWS.index(d["row"]))
        extra = f" +{d['bonus']}" if d["bonus"] else ""
        ft = FloatText(f"+{d['points']}{extra}", r.centerx, r.y, ui.GLOW)
        self.floats.append(ft)
        self.tweener.to(ft, "t", 1.0, 1.4, linear, on_done=lambda: self.floats.remove(ft))
        self.app.play("place")

    def _deal(self) -> None:
        """A new round: every card gathers at the draw pile and is dealt out."""
        self.sprites.clear()
        self.selected = None
        spots = self.spots(self.view)
        x, y = self.draw_xy
        for k, (cid, spot) in enumerate(sorted(spots.items(), key=lambda kv: -kv[1].z)):
            s = self.sprite(cid, Spot(x, y, self.draw_w, None, 0.0, spot.z))
            if spot.x != x or spot.y != y:
                self.move(s, spot, 0.45, delay=min(0.6, k * 0.05), flip_to=spot.face)
        self.app.play("deal")

    # -- what the human may do -----------------------------------------------
    @property
    def phase(self) -> str:
        return str(self.view["phase"])

    def sources(self) -> list[tuple[Action, pygame.Rect]]:
        """The Grinch's legal draws, each with the place it is taken from."""
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

    def discard(self, cid: int) -> bool:
        me = self.me
        face = next((c["face"] for c in self.view["hands"][me or 0] if c["id"] == cid), None)
        if me is None or face is None:
            return False
        self.selected = None
        return self.act(me, Action("discard", (face,)))

    def row_values(self) -> dict[str, tuple[int, int]]:
        """For the acting human's open rows: (row points, bonus points)."""
        v = self.view
        if self.me is None or v["phase"] != "score" or v["row_values"] is None:
            return {}
        hand = [str(c["face"]) for c in v["hands"][self.me]]
        extra = bonus(hand)
        return {r: (score_row(hand, r), extra) for r in v["row_values"]}

    # -- input -----------------------------------------------------------------
    def handle_table(self, event: pygame.event.Event) -> bool:
        t = event.type
        if t == pygame.MOUSEMOTION:
            if self.drag.holding:
                self.drag.move(event.pos)
            else:
                self._hover(self.hand_card_at(event.pos))
            return False
        if t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if t == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if t == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        cid = self.hand_card_at(pos)
        if cid is not None:
            self.press = (cid, pos)
            self.drag.grab(self.sprites[cid], pos)
            self.sprites[cid].lift = 1.0
            return True
        src = self.source_at(pos) if self.me is not None and self.phase == "draw" else None
        if src is not None:
            self.press = (src, pos)
            s = self.source_sprite(src)
            if s is not None:
                self.drag.grab(s, pos)
                s.lift = 1.0
            return True
        return False

    def _release(self, pos: tuple[int, int]) -> bool:
        held = self.drag.release()
        press, self.press = self.press, None
        me = self.me
        if press is not None and me is not None:
            what, start = press
            moved = abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > CLICK_SLOP
            if isinstance(what, Action):  # a draw: a click takes it, a drop in your hand too
                if (not moved or self.hand_zone().collidepoint(pos)) and self.act(me, what):
                    return True
            else:
                on_pile = self.pile_rect(me).inflate(round(self.u * 6), round(self.u * 6)).collidepoint(pos)
                if moved and on_pile and self.discard(what):
                    return True
                if not moved:
                    if self.last_click[0] == what and self.clock - self.last_click[1] < DOUBLE_CLICK:
                        if self.discard(what):
                            return True
                    self.last_click = (what, self.clock)
                    self.selected = None if self.selected == what else what
            if held is not None:
                self._spring_back(held)
            return True
        if held is not None:
            self._spring_back(held)
        if me is None:
            return False
        if self.phase == "score":
            for i, row in enumerate(ROWS):
                if self.row_rect(i).collidepoint(pos) and Action("score", (row,)) in self.legal():
                    return self.act(me, Action("score", (row,)))
        if self.selected is not None and self.phase == "discard" and self.pile_rect(me).collidepoint(pos):
            return self.discard(self.selected)
        return False

    def _hover(self, cid: int | None) -> None:
        if cid == self.hover:
            return
        if self.hover is not None and self.hover in self.sprites and self.hover != self.selected:
            self.ui_tween.to(self.sprites[self.hover], "lift", 0.0, 0.12)
        self.hover = cid
        if cid is not None:
            self.ui_tween.to(self.sprites[cid], "lift", 1.0, 0.12)

    def _spring_back(self, s: Any) -> None:
        """An illegal drop (or a click) sends the card home with a little bounce."""
        spot = self.spots(self.view).get(s.id)
        if spot is None:
            return
        for attr, end in (("x", spot.x), ("y", spot.y), ("angle", spot.angle)):
            self.ui_tween.to(s, attr, end, 0.35, ease_out_back)
        self.ui_tween.to(s, "lift", 1.0 if s.id == self.selected else 0.0, 0.2)

    def _key(self, key: int) -> bool:
        me = self.me
        if me is None:
            return False
        step = {pygame.K_LEFT: -1, pygame.K_UP: -1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1}.get(key)
        enter = key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        legal = self.legal()
        if self.phase == "score":
            rows = [str(a.args[0]) for a in legal]
            if step:
                self.row_choice = (self.row_choice + step) % len(ROWS)
                while ROWS[self.row_choice] not in rows:
                    self.row_choice = (self.row_choice + step) % len(ROWS)
                return True
            return enter and ROWS[self.row_choice] in rows and self.act(me, Action("score", (ROWS[self.row_choice],)))
        if self.phase == "draw":
            if step:
                self.source = (self.source + step) % max(1, len(legal))
                return True
            return enter and bool(legal) and self.act(me, legal[self.source % len(legal)])
        ids = [c["id"] for c in self.view["hands"][me]]
        if step and ids:
            i = ids.index(self.selected) if self.selected in ids else (-1 if step > 0 else 0)
            old, self.selected = self.selected, ids[(i + step) % len(ids)]
            if old in self.sprites:
                self.ui_tween.to(self.sprites[old], "lift", 0.0, 0.12)
            self.ui_tween.to(self.sprites[self.selected], "lift", 1.0, 0.12)
            return True
        return enter and self.selected in ids and self.discard(self.selected)

    # -- drawing ---------------------------------------------------------------
    def draw_table(self, surf: pygame.Surface) -> None:
        super().draw_table(surf)
        u = self.u
        v = self.view
        me = self.me
        still = not self.animating
        legal = self.legal() if still else []
        srcs = {(a.args[0], a.args[1] if len(a.args) > 1 else None) for a in legal if a.kind == "draw"}
        for s in self.sprites.values():
            s.glow = None
        # the Grinch's sources light up while legal
        for a, _ in (self.sources() if still else []):
            s = self.source_sprite(a)
            if s is not None and s is not self.drag.sprite:
                s.glow = ui.GLOW
        for seat in range(self.state.players):
            self._seat(surf, seat, v, me)
        lit_draw = ("pile", None) in srcs
        ui.panel(surf, self.draw_rect, (0, 0, 0, 50), round(u * 1.4), ui.GLOW if lit_draw else None)
        n_draw = len(v["draw_pile"])
        ui.blit_text(surf, f"Draw pile \u00b7 {n_draw}", round(u * 2.2), ui.MUTED,
                     (self.draw_rect.centerx, self.draw_rect.bottom + u * 0.4), "midtop")
        self._tile(surf, v)
        self._sheet(surf, v)
        msg = self.status()
        if msg:
            px = ui.fit_px(msg, round(u * 2.8), self.size[0] * 0.62)
            ui.blit_text(surf, msg, px, ui.CREAM, (self.size[0] / 2, self.status_y), "midtop", shadow=True)

    def _seat(self, surf: pygame.Surface, seat: int, v: View, me: int | None) -> None:
        """A seat's plaque, its Grinch badge and its discard pile's place."""
        u = self.u
        r = self.seat_rect(seat)
        grinch = seat == v["grinch"]
        line = f"{v['totals'][seat]} points \u00b7 {len(v['hands'][seat])} cards"
        draw_plaque(surf, r, self.names[seat], line, seat in v["to_move"], lead=grinch)
        if grinch:
            heart(surf, (r.right - u * 3, r.y + u * 2.9), u * 3.4, HEART)
        pr = self.pile_rect(seat)
        slot = pygame.Rect(pr.x, pr.y, round(self.pile_xy[seat][2]), pr.height)
        mine_to_drop = me == seat and self.phase == "discard" and not self.animating
        colour = ui.GLOW if mine_to_drop and (self.drag.holding or self.selected is not None) else (70, 120, 92)
        pygame.draw.rect(surf, colour, slot, max(1, round(u * 0.3)), border_radius=round(slot.width / 10))
        if not v["discards"][seat]:
            ui.blit_text(surf, "discards", ui.fit_px("discards", round(u * 1.9), slot.width * 0.9),
                         (120, 160, 136), slot.center, "center")

    def _tile(self, surf: pygame.Surface, v: View) -> None:
        """The Grinch tile: who is the Grinch, the round, hearts 3-4-5 for the turn."""
        u = self.u
        t = self.tile
        ui.panel(surf, t, (46, 86, 40, 235), round(u * 2), ui.BRASS)
        ui.blit_text(surf, f"Round {min(v['round'] + 1, v['rounds'])} of {v['rounds']}", round(u * 2.4), ui.MUTED,
                     (t.centerx, t.y + u * 1.4), "midtop")
        name = self.names[v["grinch"]]
        ui.blit_text(surf, "The Grinch", round(u * 2.4), ui.CREAM, (t.centerx, t.y + u * 4.6), "midtop")
        ui.blit_text(surf, name, ui.fit_px(name, round(u * 3.6), t.width - u * 3), ui.BRASS,
                     (t.centerx, t.y + u * 7.4), "midtop", shadow=True)
        scoring = v["phase"] in ("score", "over")
        hy = t.y + u * 16
        for k in range(3):
            x = t.x + t.width * (k + 1) / 4
            now = k == v["turn"] and not scoring
            done = k < v["turn"] or scoring
            size = u * (6.2 if now else 4.8)
            heart(surf, (x, hy), size, HEART if (now or done) else (120, 150, 110), now or done)
            ui.blit_text(surf, str(k + 3), round(u * (2.8 if now else 2.2)), ui.CREAM, (x, hy - u * 0.3), "center")
        word = "Scoring" if scoring else f"Turn {v['turn'] + 1} of 3"
        ui.blit_text(surf, word, round(u * 2.4), ui.CREAM, (t.centerx, hy + u * 4.2), "midtop")

    def _sheet(self, surf: pygame.Surface, v: View) -> None:
        """The score sheet: a column per seat, the seven rows, the totals."""
        u = self.u
        s = self.sheet
        ui.panel(surf, s, (246, 238, 216, 245), round(u * 1.2), ui.BRASS)
        px = round(min(u * 2.5, self.row_h * 0.62))
        head = self.row_rect(-1)
        for seat in range(self.state.players):
            c = pygame.Rect(round(head.x + self.label_w + seat * self.col_w), head.y, round(self.col_w), head.height)
            if seat in v["to_move"]:
                ui.panel(surf, c.inflate(-2, -2), (255, 214, 110, 150), round(u))
            name = self.names[seat]
            ui.blit_text(surf, name, ui.fit_px(name, px, self.col_w - u), ui.INK, c.center, "center")
        values = self.row_values() if not self.animating else {}
        for i, row in enumerate(ROWS):
            r = self.row_rect(i)
            if i % 2 == 0:
                ui.panel(surf, r.inflate(-round(u * 0.8), 0), (0, 0, 0, 18), 0)
            ui.blit_text(surf, ROW_NAMES[row], px, ui.INK, (r.x + u * 1.2, r.centery), "midleft")
            for seat in range(self.state.players):
                c = self.cell(seat, i)
                got = v["sheets"][seat].get(row)
                if self.clock - self.flash.get((seat, row), -9.0) < 1.6:
                    ui.panel(surf, c.inflate(-2, -2), (255, 214, 110, 200), round(u * 0.6))
                if got is not None:
                    ui.blit_text(surf, str(got), px, ui.INK, c.center, "center")
                elif seat == self.me and row in values:
                    self._open_cell(surf, c, row, values[row], px)
        tr = self.row_rect(7)
        pygame.draw.line(surf, ui.WALNUT, (tr.x + u, tr.y), (tr.right - u, tr.y), max(1, round(u * 0.25)))
        ui.blit_text(surf, "Total", px, ui.INK, (tr.x + u * 1.2, tr.centery), "midleft")
        lead = max(v["totals"])
        for seat in range(self.state.players):
            c = self.cell(seat, 7)
            colour = (170, 40, 40) if v["totals"][seat] == lead and lead > 0 else ui.INK
            ui.blit_text(surf, str(v["totals"][seat]), round(px * 1.1), colour, c.center, "center")

    def _open_cell(self, surf: pygame.Surface, c: pygame.Rect, row: str, value: tuple[int, int], px: int) -> None:
        """An open row of the acting human's column: what the hand scores there, the bonus apart."""
        u = self.u
        pointer = self.row_rect(ROWS.index(row)).collidepoint(self.app.mouse_pos())
        chosen = pointer or ROWS[self.row_choice] == row
        ui.panel(surf, c.inflate(-2, -2), (255, 214, 110, 230 if chosen else 120), round(u * 0.6), (150, 100, 30))
        base, extra = value
        img = ui.text(str(base), px, ui.INK)
        if extra:
            more = ui.text(f"+{extra}", round(px * 0.8), (30, 120, 50))
            x = c.centerx - (img.get_width() + more.get_width() + u * 0.4) / 2
            surf.blit(img, img.get_rect(midleft=(round(x), c.centery)))
            surf.blit(more, more.get_rect(midleft=(round(x + img.get_width() + u * 0.4), c.centery)))
        else:
            surf.blit(img, img.get_rect(center=c.center))

    def status(self) -> str:
        """The line above your hand: what is going on, what to do."""
        v = self.view
        if self.over:
            return "Game over"
        if self.animating:
            return ""
        seat = v["current"]
        who = self.names[seat]
        if self.me is None:
            doing = {"draw": "is the Grinch: drawing", "discard": "discards", "score": "chooses a score row"}
            return f"{who} {doing.get(v['phase'], '...')}..."
        if v["phase"] == "draw":
            return (f"You are the Grinch: take a card from the draw pile or the top of any discard pile "
                    f"({v['draws_left']} to take), drag or click it.")
        if v["phase"] == "discard":
            return "Discard: drag a card onto your discard pile (or double-click it)."
        return "Score your hand: click a lit row of your column (the bonus is shown in green)."

    def draw_over(self, surf: pygame.Surface) -> None:
        u = self.u
        if self.selected is not None and self.selected in self.sprites:
            r = self.sprites[self.selected].rect()
            pygame.draw.rect(surf, ui.GLOW, r.inflate(6, 6), max(2, round(u * 0.4)), border_radius=round(r.width / 12))
        if self.phase == "draw" and self.me is not None and not self.animating:
            srcs = self.sources()
            if srcs:
                r = srcs[self.source % len(srcs)][1]
                pygame.draw.rect(surf, ui.CREAM, r.inflate(10, 10), 1, border_radius=round(u))
        if self.hint is not None and self.hint.args:
            self._hint(surf, self.hint)
        for ft in self.floats:
            ft.draw(surf)

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
