"""The 6 nimmt! table: four rows in the middle with their bullhead totals,
your hand fanned at the bottom, the other seats around with points, cards
left and a tick once they have chosen, and "this turn" slots where the
chosen cards wait face down, flip together and go to the rows lowest first.

Input: drag a card to the table, double-click it, click it then the table,
or arrows and Enter. A too-low card: click the row to take (each shows its
cost), or Up/Down and Enter (the keys start on the cheapest row). In the Logic variant the draft is played on
the table: click a card of the pool (or drag it to your hand).
"""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from tabletop.app import ui
from tabletop.app.cards import Spot, set_resting_widths
from tabletop.app.seats import FloatText, around, plaque_rects
from tabletop.app.table_base import TableScene
from tabletop.app.tween import linear
from tabletop.games.nimmt import table_log
from tabletop.games.nimmt.rules import START_POINTS, deck
from tabletop.games.nimmt.table_draw import BADGE, NimmtDrawing, secret_choice
from tabletop.games.nimmt.table_tall import first_row, layout_tall, tall_hand_spots
from tabletop.rules import Action, Event, View

DOUBLE_CLICK = ui.DOUBLE_CLICK
WIDEST_LINE = "66 points \u00b7 10 cards"  # a plaque's figures at a game's start
NAME_ROOM = "Human 10"  # a name under a "this turn" slot this long (8 characters) shows whole


class NimmtTable(NimmtDrawing, TableScene):
    """6 nimmt! for 2 to 10 seats, any mix of humans and AIs."""

    game_id = "nimmt"
    telling = table_log
    tells_steps = True  # a turn lays several cards and may take a row: each is told as it goes
    hint_words = ("bullhead", True)  # (its points left fall by one a bullhead)
    hand_band: pygame.Rect  # the hand's band in a window stood on end (see table_tall)
    name_least = 16  # the least size of the names under the "this turn" slots, as laid out (see rows_beside)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bottom = self.viewer if self.viewer is not None else self.humans[0]
        self.selected: int | None = None      # card id picked by click or keyboard
        self.floats: list[FloatText] = []
        self.pic_rows: list[list[int]] = []   # the rows as the animation shows them
        self.pic_points: list[int] = []       # the points as the animation shows them
        # (the card pressed, None: the cloth while a row is to be taken; where)
        self.press: tuple[int | None, tuple[int, int]] | None = None
        self.last_click: tuple[int, float] = (-1, -10.0)
        self.hover: int | None = None
        self.peek: int | None = None          # Logic: the seat whose known hand the pointer shows

    # -- geometry --------------------------------------------------------------
    score_figures = f"Points left of {START_POINTS} after each round"
    score_start = START_POINTS

    def score_note(self, final: bool) -> str:
        if final:
            return "the most points left wins"
        return "the game ends when someone has none left; the most left wins"

    def turn_key(self) -> Any:
        """Every choice here is a move of its own (a card, a row, a draft pick),
        and the next may be asked at once (you chose last: the next trick)."""
        me = super().turn_key()
        return None if me is None else (me, sum(1 for m in self.state.moves if m[0] == me))

    def pass_why(self, seat: int) -> str:
        """The pass screen's reason: everyone's secret choice, one behind the screen at a time; a row to take."""
        phase = self.state.phase
        if phase == "take":
            return "to choose the row they take: their card is lower than every row"
        if phase == "draft":
            return "to take their next card from the table"
        return "to choose their card in secret (each player chooses behind this screen)"

    def layout_table(self, size: tuple[int, int]) -> None:
        u = ui.unit(size)
        self.u = u
        self.tall = ui.portrait(size)
        self.hand_rows, self.status_lines = 1, 1
        if self.tall:
            layout_tall(self, size)
        else:
            self._layout_wide(size)
        self.pool_area = self.mid.inflate(-round(u * 2), -round(u * 2))
        self.tiny = max(10.0, u * 2.6)
        widths = [self.hand_w, self.row_w, self.stage_w, self.tiny]
        if self.state.variant == "logic":
            widths.append(self.pool_w())
        set_resting_widths(widths)

    def _layout_wide(self, size: tuple[int, int]) -> None:
        """A landscape window: the other seats along the top and down the sides,
        the rows with the "this turn" slots beside them, your hand at the bottom."""
        w, h = size
        u = self.u
        m = u * 1.5
        n = self.state.players
        self.hand_w = min(u * 11, h * 0.15 / 1.4 * 1.25, w / 14)
        hand_h = self.hand_w * 1.4
        # the fan's outer cards dip and turn: keep their corners on screen
        self.hand_y = h - m - hand_h / 2 - u * 3.2
        top = u * 15
        mid_bottom = self.hand_y - hand_h / 2 - u * 5
        self.plaques, side_w = plaque_rects(n - 1, size, top, mid_bottom)
        if any(ui.fit_px(WIDEST_LINE, round(u * 2.5), r.width - u * 3) < u * 2.2 for r in self.plaques):
            # the top row squeezed (6, 8 or 10 players in a window
            # not much wider than 16:10): plaques taller by a line, the cards on the second
            top = u * 17
            self.plaques, side_w = plaque_rects(n - 1, size, top, mid_bottom, u * 14)
        left = max(side_w, m * 2)
        self.mid = pygame.Rect(round(left), round(top), round(w - 2 * left), round(mid_bottom - top))
        self.status_y = mid_bottom + u * 1.2
        self.rows_beside(self.mid)
        self.me_rect = pygame.Rect(round(m), round(h - m - u * 12), round(min(u * 26, w * 0.17)), round(u * 12))

    def rows_beside(self, band: pygame.Rect, row_w: float | None = None) -> None:
        """The four rows and, on their right, the "this turn" slots (one column
        up to five seats, two beyond), centred in `band`; the rows' cards `row_w`
        wide, or as large as the band allows."""
        u = self.u
        n = self.state.players
        cols = 1 if n <= 5 else 2
        per_col = -(-n // cols)
        gap = u * 1.2
        rh = (band.height - 3 * gap) / 4
        self.row_w = min(rh / 1.4, (band.width * 0.72 - u * 10) / 6.6) if row_w is None else row_w
        # each slot holds a card and its owner's name under it: as large as small print where the
        # band has room for the slots so far apart, the slots' panel 3 units right of the rows' or
        # closer, 1.5 at the least; else smaller, down to 15 px (800x600 with 10 players, the rows
        # as wide as the band lets them be). At 800x500 the names were 15 px, the panels 3 units apart
        self.stage_w = min(self.row_w * 0.95, (band.height / per_col * 0.92 - u * 2.8) / 1.4)
        rows_span = u * 9 + 6 * self.row_w * 1.08
        for self.name_least in range(ui.SMALL_PX, 14, -1):
            self.name_w = self.name_room(self.stage_w, self.name_least)
            self.stage_pitch = self.name_w + u
            stage_span = cols * self.stage_pitch + u * 3
            if band.width - rows_span - stage_span >= u * 1.5:
                break
        apart = min(u * 3, max(u * 1.5, band.width - rows_span - stage_span))
        x0 = band.centerx - (rows_span + stage_span + apart) / 2
        self.rows_at(x0, band.y, rh)
        sx = x0 + rows_span + apart
        self.stage = pygame.Rect(round(sx), band.y, round(stage_span), band.height)
        step_y = band.height / per_col
        self.stage_slots = [(sx + u * 1.5 + (k // per_col + 0.5) * self.stage_pitch,
                             band.y + (k % per_col + 0.5) * step_y - u * 1.2) for k in range(n)]

    def pitch_for(self, stage_w: float) -> float:
        """From one "this turn" slot to the next beside it: the card and a gap,
        or more where the name under it needs it (see name_room; its size 16 px at least)."""
        return self.name_room(stage_w, 16) + self.u

    def name_room(self, stage_w: float, least: int) -> float:
        """How wide the name under a "this turn" slot `stage_w` wide may be: the slot and
        a quarter of it beside, less a unit, or more where NAME_ROOM needs it (whole). The
        names are drawn in this room, not in the pitch made from it less the unit again:
        at 1366x768 with 10 players that came out 63.99999 px for NAME_ROOM's 64, and
        "Human 10" was cut to "Human..."."""
        return max(stage_w * 1.25 - self.u, ui.font(self.name_px(stage_w, least)).size(NAME_ROOM)[0])

    def name_px(self, stage_w: float, least: int) -> int:
        """The size of the names under the "this turn" slots `stage_w` wide: never below
        `least` (at 800x500 they were 12, the smallest words on the table; the slots a little
        further apart), and up to small print where NAME_ROOM fits the slots' pitch at that
        size (it was 15 px at 800x1280, the slots far apart)."""
        return max(least, round(self.u * 2), ui.fit_px(NAME_ROOM, ui.SMALL_PX, stage_w * 1.25 - self.u))

    def rows_at(self, x0: float, top: float, rh: float) -> None:
        """The four rows of `row_w` cards from left edge `x0` down from `top`, `rh` high each."""
        u = self.u
        gap = u * 1.2
        rows_span = u * 9 + 6 * self.row_w * 1.08
        self.badge_x = x0 + u * 4
        self.slot0 = x0 + u * 9 + self.row_w / 2
        self.row_ys = [top + rh / 2 + i * (rh + gap) for i in range(4)]
        self.row_rects = [pygame.Rect(round(x0), round(y - rh / 2 - gap / 3), round(rows_span),
                                      round(rh + gap * 2 / 3)) for y in self.row_ys]
        # each row's number above its badge, "Row 2" as the lines name it: never below 16 px (the
        # plaques' lines in the smallest window; squeezed above a badge centred in a short row it
        # fell to 11 px at 800x500), the badge let down in the row as far as that takes
        self.row_label_px = max(16, round(u * 2.1))
        need = ui.text("Row 4", self.row_label_px).get_height() + 2
        self.badge_ys: list[float] = []
        for y, rect in zip(self.row_ys, self.row_rects):
            room, below = y - BADGE * u - rect.y, rect.bottom - (y + BADGE * u)
            self.badge_ys.append(y + min(max(0.0, need - room), max(0.0, below - 1)))

    def warm_list(self) -> list[tuple[str | None, float, float]]:
        faces: list[str | None] = [str(c) for c in deck(self.state.players, self.state.variant)]
        out = [(f, w, 0.0) for f in faces for w in (self.row_w, self.stage_w)]
        out += [(None, w, 0.0) for w in (self.hand_w, self.row_w, self.stage_w, self.tiny)]
        return out[::-1]  # popped from the end: backs first

    def slot(self, row: int, k: int) -> tuple[float, float]:
        return self.slot0 + k * self.row_w * 1.08, self.row_ys[row]

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The plaque of a seat (the bottom seat's is at the lower left)."""
        if seat == self.bottom:
            return self.me_rect
        return self.plaques[around(self.state.players, self.bottom).index(seat)]

    def hand_spots(self, count: int) -> list[tuple[float, float, float]]:
        """Centre and turn of each card of a fanned hand of `count`."""
        if self.tall:
            return tall_hand_spots(self, count)
        w = self.size[0]
        avail = w - 2 * (self.me_rect.right + self.u * 3)
        step = min(self.hand_w * 0.82, avail / max(1, count))
        out = []
        for i in range(count):
            d = i - (count - 1) / 2
            out.append((w / 2 + d * step, self.hand_y + abs(d) ** 2 * self.u * 0.08, -d * 2.0))
        return out

    def pool_cols(self) -> int:
        """How many cards a row of the Logic variant's draft pool holds: as
        many as make the full pool's cards largest (the fewest on a tie)."""
        full = 10 * self.state.players + 4
        return max(range(4, 25), key=lambda cols: (self.pool_card_w(full, cols), -cols))

    def pool_w(self) -> float:
        """The width of a pool card: the full pool's, all through the draft."""
        return self.pool_card_w(10 * self.state.players + 4, self.pool_cols())

    def pool_card_w(self, count: int, cols: int) -> float:
        a = self.pool_area
        rows = max(1, -(-count // cols))
        return min(a.width / cols / 1.1, a.height / rows / 1.4 / 1.08)

    def pool_spots(self, count: int) -> tuple[list[tuple[float, float]], float]:
        """Where the `count` cards left in the pool lie: in the full pool's
        rows and at its size all through the draft (the cards neither grow
        nor crowd to the left as it empties), the grid and its last row centred."""
        a = self.pool_area
        cols, cw = self.pool_cols(), self.pool_w()
        rows = max(1, -(-count // cols))
        step_x, step_y = cw * 1.1, cw * 1.4 * 1.08
        y0 = a.centery - (rows - 1) * step_y / 2
        out = []
        for k in range(count):
            across = min(cols, count - k // cols * cols)  # cards in this card's row
            out.append((a.centerx + (k % cols - (across - 1) / 2) * step_x, y0 + k // cols * step_y))
        return out, cw

    def spots(self, view: View) -> dict[int, Spot]:
        out: dict[int, Spot] = {}
        for r, row in enumerate(view["rows"]):
            for k, c in enumerate(row):
                x, y = self.slot(r, k)
                out[c["id"]] = Spot(x, y, self.row_w, str(c["face"]), 0.0, 10 + k)
        pos, cw = self.pool_spots(len(view["pool"]))
        for k, c in enumerate(view["pool"]):
            out[c["id"]] = Spot(pos[k][0], pos[k][1], cw, str(c["face"]), 0.0, 10)
        # a secret choice from a known hand (Logic) has no id in the view; the table
        # knows which card it is, and draws it face down on the stage all the same
        staged = {seat: self.state.cards.index(self.state.chosen[seat]) for seat in range(self.state.players)
                  if secret_choice(view, seat) and self.state.chosen[seat] is not None}
        for seat, hand in enumerate(view["hands"]):
            hand = [c for c in hand if c["id"] != staged.get(seat)]
            if seat == self.bottom:
                for k, ((x, y, a), c) in enumerate(zip(self.hand_spots(len(hand)), hand)):
                    face = None if c["face"] is None else str(c["face"])
                    out[c["id"]] = Spot(x, y, self.hand_w, face, a, 200 + k)
            else:
                plaque = self.seat_rect(seat)
                fan = min(self.tiny * 0.55, (plaque.width * 0.5) / max(1, len(hand)))
                for k, c in enumerate(hand):
                    out[c["id"]] = Spot(plaque.x + self.u * 2 + k * fan + self.tiny / 2,
                                        plaque.bottom - self.u * 1.2 - self.tiny * 0.7, self.tiny, None, 0.0, 60 + k)
        reveal = view["phase"] != "choose"
        for seat, c in enumerate(view["chosen"]):
            if c is not None:
                x, y = self.stage_slots[seat]
                face = str(c["face"]) if reveal and c["face"] is not None else None
                out[staged.get(seat, c["id"])] = Spot(x, y, self.stage_w, face, 0.0, 90)
        for seat, pile in enumerate(view["taken"]):
            plaque = self.seat_rect(seat)
            for k, c in enumerate(pile):
                out[c["id"]] = Spot(plaque.right - self.u * 3.2 - min(k, 8) * 0.6,
                                    plaque.bottom - self.u * 1.2 - self.tiny * 0.7 - min(k, 8) * 0.5,
                                    self.tiny, None, 0.0, 40 + k)
        return out

    # -- animation -------------------------------------------------------------
    def settle(self, duration: float = 0.35) -> None:
        if self.viewer is not None:
            self.bottom = self.viewer  # pass-and-play: the person at the screen sits at the bottom
        super().settle(duration)
        self.pic_rows = [[c["id"] for c in row] for row in self.view["rows"]]
        self.pic_points = list(self.view["points"])

    def animate(self, events: list[Event]) -> None:
        self.note = ""  # a new move: the last one is told (its cards are shown, with names, before any line)
        for k, e in enumerate(events):
            d = e.data
            if e.kind == "choose":
                self.later(0.0, partial(self._to_stage, d["seat"], d["card"]))
                self.later(0.18, lambda: None)
            elif e.kind == "reveal":
                self.later(0.45, partial(self._reveal, d["plays"]))
                self.later(0.75, lambda: None)
            elif e.kind == "take":
                # who takes which row, and its cost, as it goes (with the card laid next, the taker's:
                # the line tells a full row from a row chosen)
                self.later(0.0, partial(self.say, events[k:k + 2], d["seat"]))
                self.later(0.35, partial(self._take, d))
                self.later(0.55, lambda: None)
            elif e.kind == "place":
                self.later(0.0, partial(self.say, [e], d["seat"]))
                self.later(0.1, partial(self._place, d))
                self.later(0.35, lambda: None)
            elif e.kind == "pick":
                self.later(0.0, lambda: self.settle(0.4))
            elif e.kind == "deal":
                self.later(0.0, partial(self.say, [e], None))  # (the round's heading while its cards gather)
                self.later(0.0, lambda: self.gather(Spot(*self.mid.center, self.row_w, None)))
                self.later(0.0, partial(self._deal, e))

    def pause_after(self, events: list[Event]) -> float:
        # a hidden choice shows nothing to follow: the next seat may choose soon after; a
        # Logic draft's pick is one card flying to a hand (a draft of 100 picks took 45 s)
        if all(e.kind == "choose" for e in events):
            return 0.25
        return 0.4 if all(e.kind == "pick" for e in events) else 1.0

    def _to_stage(self, seat: int, card: int) -> None:
        x, y = self.stage_slots[seat]
        self.move(self.sprite(card), Spot(x, y, self.stage_w, None, 0.0, 90), 0.32, flip_to=None)
        if seat == self.bottom and not self.scoring:
            # your fan closes up at once, not after the turn's reveal (at a round's end the
            # view already holds the next deal: that hand waits for it)
            spots = self.spots(self.view)
            for c in self.view["hands"][seat]:
                s = self.sprites.get(c["id"])
                if s is not None and c["id"] in spots and c["id"] != card:
                    self.move(s, spots[c["id"]], 0.3)
        self.app.play("place")

    def _reveal(self, plays: list[dict[str, Any]]) -> None:
        for p in plays:
            s = self.sprite(p["card"])
            x, y = self.stage_slots[p["seat"]]
            self.move(s, Spot(x, y, self.stage_w, s.face, 0.0, 90), 0.1)
            self.flip(s, str(p["face"]), 0.4)
        self.app.play("flip")

    def _take(self, d: dict[str, Any]) -> None:
        r = self.seat_rect(d["seat"])
        for k, cid in enumerate(d["cards"]):
            spot = Spot(r.right - self.u * 3.2, r.bottom - self.u * 1.2 - self.tiny * 0.7, self.tiny, None, 0.0, 40 + k)
            self.move(self.sprite(cid), spot, 0.55, delay=k * 0.04, flip_to=None)
        if d["row"] < len(self.pic_rows):
            self.pic_rows[d["row"]] = []
        # as the last card lands on the plaque its points drop, and what they cost rises from
        # the taken pile (beside the plaque's lines, not over them)
        ft = FloatText(ui.signed(-d['bullheads']), r.right - self.u * 3.2, r.bottom - self.u * 4, (255, 120, 100))
        self.tweener.to(ft, "t", 0.0, 0.0, delay=0.55 + 0.04 * (len(d["cards"]) - 1),
                        on_done=partial(self._took, d, ft))
        self.app.play("take")

    def _took(self, d: dict[str, Any], ft: FloatText) -> None:
        seat = d["seat"]
        if seat < len(self.pic_points):  # (points only fall: never below the state's)
            self.pic_points[seat] = max(self.view["points"][seat], self.pic_points[seat] - d["bullheads"])
        self.floats.append(ft)
        self.tweener.to(ft, "t", 1.0, 1.6, linear, on_done=lambda: self.floats.remove(ft))

    def _place(self, d: dict[str, Any]) -> None:
        row = d["row"]
        while len(self.pic_rows) <= row:
            self.pic_rows.append([])
        x, y = self.slot(row, len(self.pic_rows[row]))
        self.pic_rows[row].append(d["card"])
        s = self.sprite(d["card"])
        s.face = str(d["face"])
        self.move(s, Spot(x, y, self.row_w, s.face, 0.0, 10 + len(self.pic_rows[row])), 0.42)
        self.app.play("place")

    def _deal(self, e: Event) -> None:
        """A new round: fresh sprites from the middle, dealt out, its heading
        ("Round 2") in the status line meanwhile (not the last round's last card)."""
        self.sprites.clear()
        self.selected = None
        spots = self.spots(self.view)
        cx, cy = self.mid.center
        for k, (cid, spot) in enumerate(sorted(spots.items(), key=lambda kv: kv[1].z)):
            s = self.sprite(cid, Spot(cx, cy, self.row_w, None))
            self.move(s, spot, 0.45, delay=min(1.2, k * 0.012), flip_to=spot.face)
        self.pic_rows = [[c["id"] for c in row] for row in self.view["rows"]]
        self.pic_points = list(self.view["points"])
        self.app.play("deal")

    # -- input -----------------------------------------------------------------
    def hand_sprite_at(self, pos: tuple[int, int]) -> int | None:
        """The topmost own hand card under the pointer that the human may play now."""
        if self.me is None or self.view["phase"] != "choose":
            return None
        mine = {c["id"] for c in self.view["hands"][self.me]}
        hits = [s for cid, s in self.sprites.items() if cid in mine and s.rect().collidepoint(pos)]
        return max(hits, key=lambda s: s.z).id if hits else None

    def pool_sprite_at(self, pos: tuple[int, int]) -> int | None:
        if self.me is None or self.view["phase"] != "draft":
            return None
        pool = {c["id"] for c in self.view["pool"]}
        hits = [s for cid, s in self.sprites.items() if cid in pool and s.rect().collidepoint(pos)]
        return max(hits, key=lambda s: s.z).id if hits else None

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card the human may take in hand now under the pointer (ids start at 0: compare to None)."""
        cid = self.hand_sprite_at(pos)
        return cid if cid is not None else self.pool_sprite_at(pos)

    def card_action(self, cid: int) -> Action | None:
        """The legal action that plays (or picks) card id `cid`."""
        face = next((c["face"] for zone in (self.view["hands"][self.me or 0], self.view["pool"])
                     for c in zone if c["id"] == cid), None)
        return next((a for a in self.legal() if a.args and a.args[0] == face), None)

    def play_card(self, cid: int) -> bool:
        a = self.card_action(cid)
        me = self.me
        if a is None or me is None:
            return False
        self.selected = None
        return self.act(me, a)

    def handle_table(self, event: pygame.event.Event) -> bool:
        t = event.type
        if t == pygame.MOUSEMOTION:
            if self.drag.holding:
                self.drag.move(event.pos)
            else:
                self._hover(self.hover_at(event.pos))
                # in Logic every hand is known (the draft was public): pointing at a
                # plaque shows that hand, as the AIs know it too
                self.peek = next((s for s in range(self.state.players) if s != self.bottom
                                  and self.seat_rect(s).collidepoint(event.pos)), None) \
                    if self.state.variant == "logic" else None
                # one row is chosen, by pointer or keys: Enter takes the row lit
                if self.view["phase"] == "take":
                    self.row_choice = next((r for r, rect in enumerate(self.row_rects)
                                            if rect.collidepoint(event.pos)), self.row_choice)
            return False
        if t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cid = self.card_at(event.pos)
            if cid is not None:
                self.press = (cid, event.pos)
                s = self.sprites[cid]
                self.grab(s, event.pos)
                return True
            if self.me is not None and self.view["phase"] == "take":
                self.press = (None, event.pos)  # (a release not on a row is then refused)
                return True
            return False
        if t == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if t == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def hover_at(self, pos: tuple[int, int]) -> int | None:
        return self.card_at(pos)

    def _hover(self, cid: int | None) -> None:
        if cid == self.hover:
            return
        for old in (self.hover,):
            if old is not None and old in self.sprites and old != self.selected:
                self.ui_tween.to(self.sprites[old], "lift", 0.0, 0.12)
        self.hover = cid
        if cid is not None:
            self.ui_tween.to(self.sprites[cid], "lift", 1.0, 0.12)

    def _release(self, pos: tuple[int, int]) -> bool:
        held = self.drag.release()
        press, self.press = self.press, None
        cid = press[0] if press is not None else None
        if held is not None and press is not None and cid is not None:
            moved = self.app.dragged()
            drafting = self.view["phase"] == "draft"
            on_target = (self.hand_zone().collidepoint(pos) if drafting else self.mid.collidepoint(pos))
            if moved and on_target and self.play_card(cid):
                return True
            if not moved:
                if drafting or (self.last_click[0] == cid and self.clock - self.last_click[1] < DOUBLE_CLICK):
                    if self.play_card(cid):
                        return True
                self.last_click = (cid, self.clock)
                self.selected = None if self.selected == cid else cid
            self.spring_back(held)
            return True
        # a click on the table plays the selected card; a click on a row takes it
        # (pressed and let go there: a press elsewhere let go over it is no click)
        if self.me is not None and self.view["phase"] == "take":
            for r, rect in enumerate(self.row_rects):
                if ui.clicked(rect, pos):
                    return self.act(self.me, Action("take", (r,)))
            if press is not None:
                self.refuse(f"Your {self.state.chosen[self.me]} is lower than every row: click the row you take.")
                return True
        if self.selected is not None and ui.clicked(self.mid, pos):
            return self.play_card(self.selected)
        return False

    def hand_zone(self) -> pygame.Rect:
        if self.tall:
            return self.hand_band
        return pygame.Rect(0, round(self.hand_y - self.hand_w), self.size[0], round(self.hand_w * 2))

    def tab_place(self) -> tuple[int | None, int]:
        """Tab steps as Right does (see _key): along the rows to take, the hand or the draft pool."""
        if self.me is None:
            return None, 0
        phase = self.view["phase"]
        if phase == "take":
            return self._lit_row() or 0, len(self.row_rects)
        ids = [c["id"] for c in (self.view["hands"][self.me] if phase == "choose" else self.view["pool"])]
        return (ids.index(self.selected) if self.selected in ids else None), len(ids)

    def _key(self, key: int) -> bool:
        if key == pygame.K_k and self.state.variant == "logic":
            # the keys' way to the known hands: each other player's in turn, then none
            others = [s for s in range(self.state.players) if s != self.bottom]
            k = others.index(self.peek) + 1 if self.peek in others else 0
            self.peek = others[k] if k < len(others) else None
            return True
        if self.me is None:
            return False
        phase = self.view["phase"]
        if phase == "take":
            at = self._lit_row() or 0
            if key in (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT):  # (and so Tab, as Right)
                self.row_choice = (at + (1 if key in (pygame.K_DOWN, pygame.K_RIGHT) else -1)) % 4
                return True
            if key in ui.PRESS_KEYS:
                return self.act(self.me, Action("take", (at,)))
            return False
        zone = self.view["hands"][self.me] if phase == "choose" else self.view["pool"]
        ids = [c["id"] for c in zone]
        if not ids:
            return False
        # the hand is a row (or two); the draft pool is a grid, where Up and Down go a row
        first = first_row(self, len(ids))
        across = self.pool_cols() if phase != "choose" else first if first < len(ids) else 0
        step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(key) or {pygame.K_UP: -1, pygame.K_DOWN: 1}.get(key, 0) * across
        if key in ui.PRESS_KEYS and self.selected not in ids:
            step = 1  # no card chosen yet: Enter chooses the first, as Right would (it was silent)
        if step:
            old = self.selected
            if old in ids:
                j = ids.index(old) + step
                self.selected = ids[j % len(ids) if abs(step) == 1 else max(0, min(len(ids) - 1, j))]
            else:
                self.selected = ids[0 if step > 0 else -1]
            if old in self.sprites:
                self.ui_tween.to(self.sprites[old], "lift", 0.0, 0.12)
            self.ui_tween.to(self.sprites[self.selected], "lift", 1.0, 0.12)
            return True
        if key in ui.PRESS_KEYS and self.selected is not None \
                and self.selected in ids:
            return self.play_card(self.selected)
        return False
