"""The Grinch Grow Your Heart table's behaviour: as a Who, drag (or click) a
card from the lit draw pile into your hand, twice (it turns face up on its
way); then drag a card of your hand onto your discard pile (or double-click
it, or arrows and Enter). As the Grinch, drag (or click) the draw pile or the
top of any discard pile, twice, then discard. At the end of a round click a lit row of your column on the
score sheet (or Up/Down and Enter: the keys start on the row your hand scores
most in); each open row shows what your hand would score there, the bonus apart. Every event of the rules becomes a beat that
moves the cards, so an AI's moves can be followed. The look is table_look.py.
"""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from tabletop.app import ui
from tabletop.app.cards import Spot
from tabletop.games.grinch import table_log
from tabletop.games.grinch.rules import ROWS
from tabletop.games.grinch.table_look import GrinchLook
from tabletop.games.grinch.table_sheet import ROW_NAMES
from tabletop.rules import Action, Event, View

DOUBLE_CLICK = ui.DOUBLE_CLICK


class GrinchTable(GrinchLook):
    """Grinch Grow Your Heart for 2 to 6 seats, any mix of humans and AIs."""

    game_id = "grinch"
    telling = table_log
    hint_words = ("score-sheet point", False)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bottom = self.viewer if self.viewer is not None else self.humans[0] if self.humans else 0
        self.selected: int | None = None          # hand card picked by click or keyboard
        self.source = 0                           # keyboard choice among the Grinch's sources
        self.press: tuple[Any, tuple[int, int]] | None = None   # (what was pressed, where)
        self.last_click: tuple[int, float] = (-1, -10.0)
        self.hover: int | None = None
        # sheet cell -> (clock when it was filled, row points, bonus)
        self.flash: dict[tuple[int, str], tuple[float, int, int]] = {}

    def pass_why(self, seat: int) -> str:
        """The pass screen's reason: a turn as a Who or as the Grinch, or scoring the hand."""
        if self.state.phase == "score":
            return "to score their hand in a row of the score sheet"
        if seat == self.state.grinch:
            return "for their turn as the Grinch: take two cards, then discard one"
        return "for their turn: draw two cards, then discard one"

    # -- animation -------------------------------------------------------------
    def score_note(self, final: bool) -> str:
        if final:
            return "the most points wins"
        return f"the most points after round {self.view['rounds']} wins"

    def settle(self, duration: float = 0.35) -> None:
        if self.viewer is not None and self.viewer != self.bottom:
            self.bottom = self.viewer  # pass-and-play: the one looking sits at the bottom
            self.layout_table(self.size)
        super().settle(duration)

    def animate(self, events: list[Event]) -> None:
        for e in events:
            d = e.data
            if e.kind == "deal":
                self.later(0.0, lambda: self.gather(Spot(*self.draw_xy, self.draw_w, None)))
                self.later(0.0, self._deal)
                self.later(0.7, lambda: None)
            elif e.kind == "draw":
                steal = d["from"] == "discard"
                self.later(0.05, partial(self._fly, d["card"], "take" if steal else "flip", steal))
                self.later(0.75 if steal else 0.3, lambda: None)
            elif e.kind == "reshuffle":
                self.later(0.0, partial(self._reshuffle, d["cards"]))
                self.later(0.5, lambda: None)
            elif e.kind == "discard":
                self.later(0.0, partial(self._fly, d["card"], "place"))
                self.later(0.45, lambda: None)
            elif e.kind == "round_end":
                # every hand turns face up, and is seen a moment before the scores come up
                self.ended = self.ended_view(d)
                self.later(0.0, self._reveal)
                self.later(1.0, lambda: None)
            elif e.kind == "score":
                self.later(0.0, partial(self._scored, d))
                self.later(0.6, lambda: None)

    def _fly(self, card: int, sound: str, turn_late: bool = False) -> None:
        """Send one card to where the current view has it; a stolen card stays
        face up on its way and turns over only when it lands in a hidden hand."""
        spot = self.spots(self.view).get(card)
        if spot is None:
            return
        x, y = self.draw_xy  # a card from deep in the draw pile had no sprite yet
        s = self.sprite(card, Spot(x, y, self.draw_w, None, 0.0, 40))
        self.move(s, spot, 0.5 if turn_late else 0.42, flip_to=False if turn_late else spot.face)
        if s.lift:  # a card you lifted off a pile settles into the hand
            self.ui_tween.to(s, "lift", 0.0, 0.3)
        if turn_late and s.face != spot.face:
            self.flip(s, spot.face, 0.25, delay=0.5)
        self.app.play(sound)

    def _reshuffle(self, cards: list[int]) -> None:
        for k, cid in enumerate(cards):
            if cid in self.sprites:
                x, y = self.draw_xy
                self.move(self.sprites[cid], Spot(x, y, self.draw_w, None, 0.0, 10), 0.4, k * 0.02, flip_to=None)
        self.app.play("shuffle")

    def _scored(self, d: dict[str, Any]) -> None:
        # the filled cell lights up and tells "+6 +10" while lit: a "+N" rising from the
        # sheet had no free room to rise in (it crossed the piles, hands or tile above)
        self.flash[(d["seat"], d["row"])] = (self.clock, d["points"], d["bonus"])
        self.app.play("place")

    def ended_view(self, end: dict[str, Any]) -> View:
        """The round that ended (a `round_end` event's table), every hand face up, as a view."""
        live = self.game.view(self.state, self.viewer).data
        return View(self.game.id, self.viewer, dict(
            live, grinch=end["grinch"], hands=end["hands"], discards=end["discards"],
            draw_pile=[{"id": c, "face": None} for c in end["draw"]], shown=[],
            phase="score", current=None, to_move=[], draws_left=0, row_values=None))

    def _reveal(self) -> None:
        self.settle(0.45)
        self.app.play("flip")

    def _deal(self) -> None:
        """A new round: every card gathers at the draw pile and is dealt out (once
        the last round's scores are seen: until then its hands stay shown)."""
        self.ended = None
        self.sprites.clear()
        self.selected = self.hover = None
        v = self.view
        spots = self.spots(v)
        x, y = self.draw_xy
        for k, (cid, spot) in enumerate(sorted(spots.items(), key=lambda kv: -kv[1].z)):
            s = self.sprite(cid, Spot(x, y, self.draw_w, None, 0.0, spot.z))
            if spot.x != x or spot.y != y:
                self.move(s, spot, 0.45, delay=min(0.6, k * 0.05), flip_to=spot.face)
        self.app.play("deal")

    def discard(self, cid: int) -> bool:
        """Discard hand card `cid` for the acting human; False when that is not possible now."""
        me = self.me
        face = next((c["face"] for c in self.view["hands"][me or 0] if c["id"] == cid), None)
        if me is None or face is None:
            return False
        self.selected = None
        return self.act(me, Action("discard", (face,)))

    # -- input -----------------------------------------------------------------
    def handle_table(self, event: pygame.event.Event) -> bool:
        t = event.type
        if t == pygame.MOUSEMOTION:
            if self.drag.holding:
                self.drag.move(event.pos)
            else:
                self._hover(self.hover_at(event.pos))
                # one row is chosen, by pointer or keys: Enter scores the row lit
                if self.phase == "score":
                    self.row_choice = next((i for i in self.open_rows() if self.row_rect(i).collidepoint(event.pos)),
                                           self.row_choice)
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
            self.grab(self.sprites[cid], pos)
            return True
        src = self.source_at(pos) if self.me is not None and self.phase == "draw" else None
        if src is not None:
            self.press = (src, pos)
            s = self.source_sprite(src)
            if s is not None:
                self.grab(s, pos)
            return True
        if self.me is not None and self.phase == "draw" and any(
                self.sprites[c["id"]].rect().collidepoint(pos) for c in self.view["hands"][self.me]):
            left = self.view["draws_left"]  # (a hand card stays put until the draws are made)
            self.refuse(f"Draw first ({left} card{'s' if left != 1 else ''} to take), then discard one.")
            return True
        return False

    def _release(self, pos: tuple[int, int]) -> bool:
        held = self.drag.release()
        press, self.press = self.press, None
        me = self.me
        if press is not None and me is not None:
            what, moved = press[0], self.app.dragged()
            if isinstance(what, Action):  # a draw: a click takes it, a drop in your hand too
                if (not moved or self.hand_zone().collidepoint(pos)) and self.act(me, what):
                    return True
            else:
                on_pile = self.pile_rect(me).inflate(round(self.u * 6), round(self.u * 6)).collidepoint(pos)
                if moved and on_pile and self.discard(what):
                    return True
                if moved and not on_pile and any(self.pile_rect(s).collidepoint(pos) for s in range(len(self.names))):
                    self.refuse("Not onto another player's pile: you discard onto your own, the lit one.")
                if not moved:
                    if self.last_click[0] == what and self.clock - self.last_click[1] < DOUBLE_CLICK:
                        if self.discard(what):
                            return True
                    self.last_click = (what, self.clock)
                    self.selected = None if self.selected == what else what
            if held is not None:
                self.spring_back(held)
            return True
        if held is not None:
            self.spring_back(held)
        if me is None:
            return False
        # a click (pressed and let go there) on an open row scores it, on your pile discards
        if self.phase == "score":
            for i, row in enumerate(ROWS):
                if ui.clicked(self.row_rect(i), pos):
                    if Action("score", (row,)) in self.legal():
                        return self.act(me, Action("score", (row,)))
                    self.refuse(f"You have scored {ROW_NAMES[row]} already: each row is used once. Click a lit row.")
                    return True
        if self.phase == "draw" and me != self.view["grinch"] and any(
                ui.clicked(self.pile_rect(s), pos) for s in range(len(self.names))):
            self.refuse("Only the Grinch takes from the discard piles: draw from the draw pile.")
            return True
        if self.selected is not None and self.phase == "discard" and ui.clicked(self.pile_rect(me), pos):
            return self.discard(self.selected)
        return False

    def hover_at(self, pos: tuple[int, int]) -> int | None:
        return self.hand_card_at(pos)

    def _hover(self, cid: int | None) -> None:
        if cid == self.hover:
            return
        if self.hover is not None and self.hover in self.sprites and self.hover != self.selected:
            self.ui_tween.to(self.sprites[self.hover], "lift", 0.0, 0.12)
        self.hover = cid
        if cid is not None:
            self.ui_tween.to(self.sprites[cid], "lift", 1.0, 0.12)

    def tab_place(self) -> tuple[int | None, int]:
        """Tab steps as Right does (see _key): along the open rows of the sheet, the
        draw's sources or the hand."""
        if self.me is None:
            return None, 0
        if self.phase == "score":
            rows = sorted(self.open_rows())
            at = self.key_row()
            return (rows.index(at) if at in rows else None), len(rows)
        if self.phase == "draw":
            n = len(self.legal())
            return (self.source % n if n else None), n
        ids = [c["id"] for c in self.view["hands"][self.me]]
        return (ids.index(self.selected) if self.selected in ids else None), len(ids)

    def _key(self, key: int) -> bool:
        me = self.me
        if me is None:
            return False
        step = {pygame.K_LEFT: -1, pygame.K_UP: -1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1}.get(key)
        enter = key in ui.PRESS_KEYS
        legal = self.legal()
        if self.phase == "score":
            at = self.key_row()
            if at is None:
                return False
            if step:
                at = (at + step) % len(ROWS)
                while at not in self.open_rows():
                    at = (at + step) % len(ROWS)
                self.row_choice = at
                return True
            return enter and self.act(me, Action("score", (ROWS[at],)))
        if self.phase == "draw":
            if step:
                self.source = (self.source + step) % max(1, len(legal))
                return True
            return enter and bool(legal) and self.act(me, legal[self.source % len(legal)])
        ids = [c["id"] for c in self.view["hands"][me]]
        if enter and self.selected not in ids:
            step = 1  # no card chosen yet: Enter chooses the first, as Right would (it was silent)
        if step and ids:
            i = ids.index(self.selected) if self.selected in ids else (-1 if step > 0 else 0)
            old, self.selected = self.selected, ids[(i + step) % len(ids)]
            if old in self.sprites:
                self.ui_tween.to(self.sprites[old], "lift", 0.0, 0.12)
            self.ui_tween.to(self.sprites[self.selected], "lift", 1.0, 0.12)
            return True
        return enter and self.selected is not None and self.selected in ids and self.discard(self.selected)

