"""The Gnav table (RULES.md §3): your hand fanned at the bottom with the
legal cards raised and glowing, the opponent's hand face down at the top,
the draw pile and the discard pile (its top card large) in the middle, and
each player's capture pile on the right with its card count, points and who
leads for the +10 (in a tall window your hand spans the whole width above
your plaque, the capture piles go above and below the discard pile, each on
its player's side, and everything is larger).

Input: drag a raised card onto the discard pile (or double-click it, or
arrows and Enter). With no legal card, click the draw pile (or D); a drawn
legal card offers "Play it" / "Keep it"; once the draw pile is empty a
legal play may be followed by more, or "End turn". The game ends with a
count-up of both capture piles before the game-over scene.
"""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from tabletop.app import ui
from tabletop.app.cards import CardSprite, Spot, set_resting_widths
from tabletop.app.scenes.movelog import agree
from tabletop.app.seats import FloatText
from tabletop.app.table_base import TableScene
from tabletop.app.tween import linear
from tabletop.games.gnav import table_input, table_log, table_look
from tabletop.games.gnav.rules import rank
from tabletop.rules import Action, Event, View

COUNT_SECONDS = 2.4  # the end-of-game count-up
READ_SECONDS = 2.0   # the reason the game ended, alone before the count-up
TALL_EDGE = 2.5      # units from a tall window's sides to your hand (its outer cards are turned)
OPP_SHOW = 0.4       # of each card of the opponent's ten on a tall window, at least this much shows


def _pause() -> None:
    """A beat that only waits (the time before the next beat)."""


class CountUp:
    """The progress of the end-of-game count-up, tweened from 0 to 1."""

    def __init__(self) -> None:
        self.t = 0.0


def _tilt(card_id: int) -> float:
    """A small, stable turn per card so piles look laid by hand."""
    return float((card_id * 37) % 9 - 4) * 0.9


class GnavTable(TableScene):
    """Gnav for two seats: you against an AI, two AIs, or pass-and-play."""

    game_id = "gnav"
    telling = table_log
    button_keys = (pygame.K_k, pygame.K_e, pygame.K_p, pygame.K_d)  # (D: the draw pile's)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bottom = self.viewer if self.viewer is not None else self.humans[0]
        self.selected: int | None = None
        self.hover: int | None = None
        self.press: tuple[int, tuple[int, int]] | None = None
        self.last_click: tuple[int, float] = (-1, -10.0)
        self.floats: list[FloatText] = []
        self.banner: tuple[str, float] | None = None   # text, clock when shown
        self.count: CountUp | None = None               # the end-of-game count-up
        self.ending: str | None = None                  # why the game ended, in words
        self.buttons: list[ui.Button] = []

    # -- geometry --------------------------------------------------------------
    score_figures = "The ranks of the cards captured, +10 for more cards captured (+5 each if equal)"

    def score_note(self, final: bool) -> str:
        return "the most points wins"

    def layout_table(self, size: tuple[int, int]) -> None:
        w, h = size
        u = ui.unit(size)
        self.u = u
        m = u * 1.5
        self.tall = tall = ui.portrait(size)
        pw, ph = min(u * 26, w * 0.17), u * 11
        self.me_rect = pygame.Rect(round(m), round(h - m - ph), round(pw), round(ph))
        if tall:
            # your hand first: over the whole width above your plaque, ten cards each
            # showing 60 % of its width; only near square does the height hold it back
            self.hand_w = min((w - 2 * u * TALL_EDGE) / (1 + 9 * 0.6), h * 0.11)
            hand_h = self.hand_w * 1.4
            self.hand_y = self.me_rect.y - u * 3 - hand_h / 2
        else:
            # near square the height the width's unit leaves is the cards' (at 1200x1200 the
            # piles sat small in a middle of bare cloth)
            k = ui.NEAR_SQUARE if ui.near_square(size) else 1.0
            self.hand_w = min(u * 11, w / 13) * k
            hand_h = self.hand_w * 1.4
            self.hand_y = h - m - hand_h / 2 - u * 2.2
        self.raise_px = hand_h * 0.16
        self.opp_rect = pygame.Rect(round(m), round(m), round(pw), round(ph))
        self.status_y = self.hand_y - hand_h / 2 - self.raise_px - u * 4.4
        self.opp_w = u * (10 if tall else 6.5 * k)
        if tall:
            # the height the middle column leaves over (its piles as wide as they go) makes the
            # opponent's hand larger, up to 3/4 of yours, ten cards showing OPP_SHOW each
            # between the plaque and the menu button (at 1080x1920 it was 84 px wide, yours 162)
            spare = (self._column_fit(u, m + self.opp_w * 1.4 + u * 2.5) - w * 0.24) * 3.08 - 1
            room = (w - 2 * (self.opp_rect.right + u * 3)) / (1 + 9 * OPP_SHOW)
            self.opp_w = max(self.opp_w, min(self.opp_w + spare / 1.4, room, self.hand_w * 0.75))
        self.opp_y = m + self.opp_w * 0.7
        top = self.opp_y + self.opp_w * 0.7 + u * 2.5
        # where the play prompt takes two lines (a narrow window: 800x500), the second rising from
        # the first's place (see draw_status), the middle ends a line higher: a notice over them
        # keeps its gap under your capture pile (it was pressed onto the lines' top)
        two = not tall and not self.reads_in_one(table_look.play_prompt("10"), w * table_look.STATUS_W)
        bottom = self.status_y - u * 0.8 - (ui.font(round(u * 2.8)).get_linesize() if two else 0)
        self.mid = pygame.Rect(round(m), round(top), round(w - 2 * m), round(bottom - top))
        mh = self.mid.height
        if tall:
            self._layout_column(w, u)
        else:
            # the buttons under the discard pile take u*6.5 of the middle
            self.pile_w = min(u * 14 * k, (mh - u * 8) / 1.4 * 0.86)
            cx, cy = w / 2, self.mid.y + (mh - u * 6.5) / 2 + u * 0.6
            self.discard_xy = (cx, cy)
            self.draw_w = min(self.hand_w * 0.9, self.pile_w * 0.8)
            self.cap_w = min(u * 8 * k, (mh / 2 - u * 2) / 1.4)
            cap_x = cx + self.pile_w / 2 + u * 12 + self.cap_w / 2
            self.cap_xy = [(cap_x, self.mid.y + mh * 0.27), (cap_x, self.mid.y + mh * 0.73)]  # [top seat, bottom seat]
        cx, cy = self.discard_xy
        self.draw_xy = (cx - self.pile_w / 2 - u * 14 - self.draw_w / 2, cy)
        self.buttons_y = cy + self.pile_w * 0.7 + u * 2.2
        self._place_buttons()
        set_resting_widths([self.hand_w, self.opp_w, self.draw_w, self.pile_w, self.cap_w])
        table_look.warm(self)

    def _layout_column(self, w: int, u: float) -> None:
        """The middle of a window stood on end, down its centre line: the
        opponent's capture pile under their hand, the discard pile (the draw
        pile on its left, the buttons under it), your capture pile above
        your hand, evenly spaced; each capture pile's figures on its right."""
        top, bottom = self.mid.y, self.status_y - u * 7  # clear of a notice above the status line
        # what is not a card: the discard pile's label and buttons, the capture piles' depth
        text = u * 13.8
        self.pile_w = min(w * 0.24, self._column_fit(u, top))
        self.cap_w, self.draw_w = self.pile_w * 0.6, self.pile_w * 0.75
        cap_h, pile_h = self.cap_w * 1.4, self.pile_w * 1.4
        gap = (bottom - top - text - 2 * cap_h - pile_h) / 4
        opp_y = top + gap + u * 1.2 + cap_h / 2
        cy = opp_y + cap_h / 2 + gap + u * 4.6 + pile_h / 2
        my_y = cy + pile_h / 2 + u * 6.8 + gap + u * 1.2 + cap_h / 2
        self.discard_xy = (w / 2, cy)
        self.cap_xy = [(w / 2, opp_y), (w / 2, my_y)]  # [top seat, bottom seat]

    def _column_fit(self, u: float, top: float) -> float:
        """The discard pile's width that a tall window's middle column from
        `top` down has the height for (see _layout_column)."""
        return (self.status_y - u * 7 - top - u * 13.8 - u * 8) / 3.08

    def warm_list(self) -> list[tuple[str | None, float, float]]:
        """Every face at the discard and capture sizes (turned as they will
        rest there) and the backs: rendered in spare frame time before they fly."""
        out: list[tuple[str | None, float, float]] = []
        for cid, face in enumerate(self.state.cards):
            out += [(face, self.pile_w, 0.0), (face, self.pile_w, _tilt(cid)), (face, self.cap_w, _tilt(cid) * 0.7)]
        out += [(None, w, 0.0) for w in (self.opp_w, self.draw_w, self.hand_w)]
        return out[::-1]  # popped from the end: backs first

    def discard_rect(self) -> pygame.Rect:
        """Where a dropped card lands on the discard pile (generous)."""
        w, h = self.pile_w, self.pile_w * 1.4
        r = pygame.Rect(0, 0, round(w + self.u * 8), round(h + self.u * 4))
        r.center = (round(self.discard_xy[0]), round(self.discard_xy[1]))
        return r

    def draw_rect(self) -> pygame.Rect:
        """The draw pile's clickable area."""
        w = self.draw_w
        r = pygame.Rect(0, 0, round(w + self.u * 2), round(w * 1.4 + self.u * 2))
        r.center = (round(self.draw_xy[0]), round(self.draw_xy[1] - self.u * 0.4))
        return r

    def cap_spot(self, seat: int) -> tuple[float, float]:
        return self.cap_xy[1] if seat == self.bottom else self.cap_xy[0]

    def seat_rect(self, seat: int) -> pygame.Rect:
        return self.me_rect if seat == self.bottom else self.opp_rect

    def hand_spots(self, count: int) -> list[tuple[float, float, float]]:
        """Centre and turn of each card of the bottom fan."""
        w = self.size[0]
        edge = self.u * TALL_EDGE if self.tall else self.me_rect.right + self.u * 3  # (tall: the plaques are below)
        avail = w - 2 * edge - self.hand_w
        step = min(self.hand_w * 0.8, avail / max(1, count - 1))
        out = []
        for i in range(count):
            d = i - (count - 1) / 2
            k = d * step / (self.hand_w * 0.8)  # curve by position, not by count
            out.append((w / 2 + d * step, self.hand_y + k * k * self.u * 0.09, -k * 1.4))
        return out

    # -- what rests where --------------------------------------------------------
    def raised(self) -> set[str]:
        """Faces the acting human may play now (raised in the hand)."""
        if self.me is None or self.me != self.bottom:
            return set()
        return {str(a.args[0]) for a in self.legal() if a.kind in ("play", "start")}

    def spots(self, view: View) -> dict[int, Spot]:
        out: dict[int, Spot] = {}
        lift = self.raised()
        u = self.u
        for seat, hand in enumerate(view["hands"]):
            if seat == self.bottom:
                for (x, y, a), c in zip(self.hand_spots(len(hand)), hand):
                    face = None if c["face"] is None else str(c["face"])
                    up = self.raise_px if face in lift else 0.0
                    out[c["id"]] = Spot(x, y - up, self.hand_w, face, a, 200 + len(out) % 60)
            else:
                n = len(hand)
                room = self.size[0] - 2 * (self.opp_rect.right + u * 3)  # between the plaque and the menu
                # (tall: the cards as large as ten fit there, their fan spread over it)
                step = min(self.opp_w * 0.55, (room - self.opp_w) / max(1, n - 1) if self.tall else room / max(1, n))
                for k, c in enumerate(hand):
                    x = self.size[0] / 2 + (k - (n - 1) / 2) * step
                    face = None if c["face"] is None else str(c["face"])  # (laid open at the end)
                    out[c["id"]] = Spot(x, self.opp_y, self.opp_w, face, 0.0, 60 + k)
        dx, dy = self.draw_xy
        for k, c in enumerate(view["draw_pile"]):
            out[c["id"]] = Spot(dx - k * u * 0.03, dy - k * u * 0.06, self.draw_w, None, 0.0, 10 + k)
        pile = view["discard"]
        for k, c in enumerate(pile):
            depth = min(3, len(pile) - 1 - k)  # 0 is the top; deeper cards peek out up and left
            x, y = self.discard_xy
            out[c["id"]] = Spot(x - depth * u * 1.1, y - depth * u * 0.8, self.pile_w, str(c["face"]),
                                _tilt(c["id"]) if depth else 0.0, 30 + k)
        for seat, cap in enumerate(view["captured"]):
            x, y = self.cap_spot(seat)
            for k, c in enumerate(cap):
                j = min(k, 10)
                out[c["id"]] = Spot(x + j * u * 0.12, y - j * u * 0.12, self.cap_w, str(c["face"]),
                                    _tilt(c["id"]) * 0.7, 100 + k)
        return out

    # -- animation -------------------------------------------------------------
    def settle(self, duration: float = 0.35) -> None:
        if self.viewer is not None:
            self.bottom = self.viewer  # pass-and-play: whoever looks sits at the bottom
        super().settle(duration)
        self._make_buttons()

    def animate(self, events: list[Event]) -> None:
        for e in events:
            d = e.data
            k = e.kind
            if k == "play":
                self.later(0.0, partial(self._to_discard, d["card"], d["face"], d["seat"]))
                self.later(0.5, _pause)
            elif k == "capture":
                self.later(0.0, partial(self._capture, d))
                self.later(0.6, _pause)
            elif k in ("refill", "draw"):
                cards = d["cards"] if k == "refill" else [d["card"]]
                self.later(0.0, partial(self._from_draw, cards))
                self.later(0.25 + 0.12 * len(cards), _pause)
            elif k == "drawn_legal":
                self.later(0.0, partial(self._note, d["seat"], "drew a playable card"))
            elif k in ("keep", "stop", "pass"):  # past tense: it reads after "You" and after a name
                words = {"keep": "kept it", "stop": "ended the turn", "pass": "passed"}[k]
                self.later(0.0, partial(self._knock, d["seat"], words))
                self.later(0.5, _pause)
            elif k == "turn_up":
                self.later(0.1, partial(self._turn_up, d["card"], d["face"]))
                self.later(0.7, _pause)
            elif k == "start":
                self.later(0.0, partial(self._start, d))
                self.later(0.7, _pause)
            elif k == "turn":
                self.later(0.0, partial(self.settle, 0.3))
            elif k == "game_over":  # the cards left in hand turn face up (the view lays them open)
                self.later(0.0, partial(self.settle, 0.45))

    def _top_spot(self, cid: int, face: str | None) -> Spot:
        x, y = self.discard_xy
        return Spot(x, y, self.pile_w, face, 0.0, 30 + len(self.state.discard) + 40)

    def _to_discard(self, cid: int, face: str, seat: int) -> None:
        self.move(self.sprite(cid), self._top_spot(cid, face), 0.45, flip_to=face)
        self.app.play("place")

    def _capture(self, d: dict[str, Any]) -> None:
        final = self.spots(self.view)
        x, y = self.cap_spot(d["seat"])
        wild = self.sprites.get(self.state.discard[-1]) if len(d["cards"]) == 1 and self.state.discard else None
        for k, cid in enumerate(d["cards"]):
            spot = final.get(cid) or Spot(x, y, self.cap_w, str(d["faces"][k]), 0.0, 150)
            s = self.sprite(cid)
            delay = 0.12 + k * 0.1
            self.move(s, spot, 0.5, delay=delay, flip_to=spot.face)
            if wild is not None:
                # the captured top slides out from under the wild, then flies above everything
                s.z = wild.z - 0.5
                self.tweener.to(s, "z", 5000.0, 0.0, delay=delay + 0.2,
                                on_done=partial(self._land_z, s, spot.z))
        pts = sum(rank(str(f)) for f in d["faces"])
        self._float(f"+{pts}", x, y, ui.GOOD)
        self.app.play("take")

    def _land_z(self, s: CardSprite, z: float) -> None:
        """A captured card's drawing order once it has landed."""
        self.tweener.to(s, "z", z, 0.0, delay=0.3)

    def _from_draw(self, cards: list[int]) -> None:
        """Cards drawn fly into the hands, which make room for them as they come (they
        closed up after it: a card flew onto the one in its place and lay over it)."""
        final = self.spots(self.view)
        for k, cid in enumerate(cards):
            s = self.sprite(cid, Spot(self.draw_xy[0], self.draw_xy[1], self.draw_w, None))
            spot = final.get(cid)
            if spot is not None:
                self.move(s, spot, 0.4, delay=k * 0.12, flip_to=spot.face)
        for hand in self.view["hands"]:
            for c in hand:
                held, spot = self.sprites.get(c["id"]), final.get(c["id"])
                if c["id"] not in cards and held is not None and spot is not None and not held.at(spot):
                    self.move(held, spot, 0.4, flip_to=spot.face)
        self.app.play("deal")

    def _turn_up(self, cid: int, face: str) -> None:
        self.show_banner("The discard pile is empty: the top of the draw pile is turned up.")
        self.move(self.sprite(cid), self._top_spot(cid, face), 0.55, flip_to=face)
        self.app.play("flip")

    def _start(self, d: dict[str, Any]) -> None:
        self.show_banner(f"Both piles are empty: {agree(self.names[d['seat']], 'starts')} the pile with a card.")
        self._to_discard(d["card"], d["face"], d["seat"])

    def show_banner(self, text: str) -> None:
        """A line across the middle that explains an empty-pile rule as it happens."""
        self.banner = (text, self.clock)

    def _note(self, seat: int, words: str) -> None:
        """What a seat did, rising on a dark backing: beside the opponent's
        plaque, above yours (beside it, it rose over your hand's white cards);
        in a tall window, whose hand is above your plaque, across from it."""
        r = self.seat_rect(seat)
        if seat == self.bottom and self.tall:
            at: tuple[float, float] = (self.size[0] / 2, r.centery + self.u * 2)
        elif seat == self.bottom:
            at = (r.centerx, r.y - self.u * 4)
        else:
            at = (r.centerx + r.width * 0.6, r.centery)
        self._float(f"{self.names[seat]} {words}", *at, ui.CREAM, small=True)

    def _knock(self, seat: int, words: str) -> None:
        """A turn ended with no card moving (a card kept, End turn, a pass): said, and knocked on the table."""
        self._note(seat, words)
        self.app.play("knock")

    def _float(self, text: str, x: float, y: float, colour: tuple[int, int, int], small: bool = False) -> None:
        ft = FloatText(text, x, y, colour, backed=small)
        if small:  # whole on screen
            half = ui.font(round(self.u * 5)).size(text)[0] / 2 + self.u * 2
            ft.x = max(half, min(ft.x, self.size[0] - half))
        self.floats.append(ft)
        self.tweener.to(ft, "t", 1.0, 1.4, linear, on_done=lambda: self.floats.remove(ft))

    def show_scores(self, final: bool) -> None:
        """Before the game-over scene: why the game ended, then both capture
        piles counted up, with the bonus (the reason still shown)."""
        if not final or self.count is not None:
            super().show_scores(final)
            return
        if self.ending is None:
            why = next((e.data.get("reason") for e in self.last_events if e.kind == "game_over"), "passes")
            self.ending = table_look.end_words(str(why))
            self.later(READ_SECONDS, lambda: self.show_scores(True))
            return
        self.count = CountUp()
        self.tweener.to(self.count, "t", 1.0, COUNT_SECONDS, linear)
        self.app.play("shuffle")  # the piles thumbed through as they are counted
        self.later(COUNT_SECONDS + 0.9, lambda: TableScene.show_scores(self, True))

    # -- buttons ---------------------------------------------------------------
    def _make_buttons(self) -> None:
        me = self.me
        names = table_look.BUTTON_LABELS
        out: list[ui.Button] = []
        if me is not None and me == self.bottom:
            for a in self.legal(me):
                if a.kind == "play" and self.state.phase == "drawn":
                    out.append(ui.Button(table_look.PLAY_LABEL, partial(self._do, me, a), primary=True, clicks=False))
                elif a.kind in names:
                    out.append(ui.Button(names[a.kind], partial(self._do, me, a), clicks=False))
            if out and len(out) == len(self.legal(me)) and not self.help_button.focus:
                # nothing to do but press a button: the keys' focus starts on it (Enter presses)
                next((b for b in out if b.primary), out[0]).focus = True
        self.buttons = out
        self._place_buttons()

    def _do(self, seat: int, a: Action) -> None:
        self.selected = None
        self.act(seat, a)

    def _place_buttons(self) -> None:
        if not hasattr(self, "u"):
            return
        u = self.u
        ui.row_buttons(self.buttons, self.discard_xy[0], self.buttons_y, u * 15, u * 4.6, u * 2)

    # -- input -----------------------------------------------------------------
    def my_card_at(self, pos: tuple[int, int]) -> int | None:
        """The topmost card of the acting human's hand under the pointer."""
        if self.me is None or self.me != self.bottom:
            return None
        mine = {c["id"] for c in self.view["hands"][self.me]}
        hits = [s for cid, s in self.sprites.items() if cid in mine and s.rect().collidepoint(pos)]
        return max(hits, key=lambda s: s.z).id if hits else None

    def hover_at(self, pos: tuple[int, int]) -> int | None:
        return self.my_card_at(pos)

    def card_action(self, cid: int) -> Action | None:
        """The legal action that plays (or starts the pile with) card `cid`."""
        face = self.state.cards[cid]
        return next((a for a in self.legal() if a.kind in ("play", "start") and a.args[0] == face), None)

    def play_card(self, cid: int) -> bool:
        a, me = self.card_action(cid), self.me
        if a is None or me is None:
            top = self.view["top"]
            what = "cannot go on the " + top[:-1] if top else "cannot be played now"
            self.refuse(f"The {table_look.card_name(self.state.cards[cid])} {what}: play the same rank, a 2 or a 10.")
            return False
        self.selected = None
        return self.act(me, a)

    def try_draw(self) -> bool:
        """Draw for the acting human (a click on the draw pile, D); when the
        rules say no, say why."""
        me = self.me
        if me is None:
            return False
        if Action("draw") not in self.legal(me):
            self.refuse(self.no_draw())
            return False
        return self.act(me, Action("draw"))

    @staticmethod
    def plays_on(top: str) -> str:
        """What may be played on `top`, in words: "a 7, a 2 or a 10"; on a 2 or a 10, "a 2 or a 10"
        (it read "a 10, a 2 or a 10")."""
        return "a 2 or a 10" if rank(top) in (2, 10) else f"a {top[:-1]}, a 2 or a 10"

    def no_draw(self) -> str:
        """Why the acting human may not draw now, in the rules' words."""
        phase, top = self.state.phase, self.view["top"]
        if phase == "drawn":
            return "You have drawn this turn: play the card you drew, or keep it."
        if top and any(a.kind == "play" for a in self.legal()):
            return (f"You hold a card you can play: you must play {self.plays_on(top)}. "
                    "You draw only when you have none.")
        if phase == "start":
            return "The draw pile is empty: drag any card onto the discard pile to start it."
        return "The draw pile is empty: " + ("play another legal card, or End turn." if phase == "more" else "Pass.")

    def no_button(self, key: int) -> str:
        """Why Keep it (K), End turn (E) or Pass (P) is not there now, in the rules' words."""
        if key == pygame.K_k:
            return "Keep it (K) is for a card you just drew that you could play: you have drawn none."
        if key == pygame.K_e:
            return "End turn (E) comes once the draw pile is empty: after a play, go on playing or end your turn."
        top, phase = self.view["top"], self.state.phase
        if phase == "start":
            now = "drag any card onto the empty discard pile to start it."
        elif phase == "more":
            now = "play another legal card, or End turn (E)."
        elif any(a.kind == "play" for a in self.legal()):
            now = f"play {self.plays_on(top)}." if top else "play a card."
        else:
            now = "draw a card (D)."
        return "You pass only when you can neither play nor draw: " + now

    def handle_table(self, event: pygame.event.Event) -> bool:
        return table_input.handle(self, event)

    def tab_place(self) -> tuple[int | None, int]:
        return table_input.tab_place(self)

    def leave_stops(self) -> None:
        for b in self.buttons:
            b.focus = False

    # -- drawing ---------------------------------------------------------------
    def draw_table(self, surf: pygame.Surface) -> None:
        super().draw_table(surf)
        table_look.draw_table(self, surf)

    def draw_over(self, surf: pygame.Surface) -> None:
        table_look.draw_over(self, surf)
