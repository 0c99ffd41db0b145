"""A plain table for games whose own table is not built yet (Gnoming, Grinch,
Gnav): it lays out every card zone it finds in the view (public zones in
the middle, each seat's cards at its plaque, the shown seat's at the bottom)
and offers the legal actions as buttons. It runs through the same table base
as the real tables, so --smoke exercises the real scenes for every game.
"""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from tabletop.app import ui
from tabletop.app.cards import Spot, set_resting_widths
from tabletop.app.seats import around, draw_plaque, plaque_rects
from tabletop.app.table_base import TableScene
from tabletop.rules import View, scoreboard

MAX_BUTTONS = 14


def _is_card(x: Any) -> bool:
    return isinstance(x, dict) and "id" in x and "face" in x


def _cards(x: Any) -> list[dict[str, Any]]:
    """All card dicts inside nested lists."""
    if _is_card(x):
        return [x]
    if isinstance(x, list):
        return [c for item in x for c in _cards(item)]
    return []


def zones(view: View) -> tuple[list[tuple[str, list[dict[str, Any]]]], dict[int, list[dict[str, Any]]]]:
    """(public zones by name, each seat's cards) found in a view's data."""
    players = view.data.get("players") or len(view.data.get("hands", [])) or 2
    public: list[tuple[str, list[dict[str, Any]]]] = []
    seats: dict[int, list[dict[str, Any]]] = {i: [] for i in range(players)}
    for key, value in view.data.items():
        if not isinstance(value, list) or not _cards(value):
            continue
        if len(value) == players and all(isinstance(v, list) or v is None or _is_card(v) for v in value) \
                and not all(_is_card(v) for v in value):
            for i, v in enumerate(value):
                seats[i] += _cards(v)
        else:
            public.append((key, _cards(value)))
    return public, seats


class GenericTable(TableScene):
    """Cards where the view says, actions as buttons."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.game_id = self.game.id
        self.bottom = self.viewer if self.viewer is not None else self.humans[0]
        self.action_buttons: list[ui.Button] = []

    def layout_table(self, size: tuple[int, int]) -> None:
        w, h = size
        u = ui.unit(size)
        self.u = u
        self.hand_w = min(u * 9, w / 16)
        self.hand_y = h - u * 2 - self.hand_w * 0.7
        self.plaques, side = plaque_rects(self.state.players - 1, size, u * 12.5, self.hand_y - u * 14)
        left = max(side, u * 3)
        self.mid = pygame.Rect(round(left), round(u * 12.5), round(w - 2 * left),
                               round(self.hand_y - self.hand_w * 0.7 - u * 10 - u * 12.5))
        self.me_rect = pygame.Rect(round(u * 1.5), round(h - u * 11), round(min(u * 26, w * 0.17)), round(u * 9.5))
        self.tiny = max(10.0, u * 2.6)
        set_resting_widths([self.hand_w, self.tiny])

    def seat_rect(self, seat: int) -> pygame.Rect:
        if seat == self.bottom:
            return self.me_rect
        return self.plaques[around(self.state.players, self.bottom).index(seat)]

    def spots(self, view: View) -> dict[int, Spot]:
        out: dict[int, Spot] = {}
        public, seats = zones(view)
        n = max(1, len(public))
        zone_h = self.mid.height / n
        cw = min(self.hand_w, zone_h / 1.4 / 1.15)
        for z, (_, cards) in enumerate(public):
            y = self.mid.y + (z + 0.5) * zone_h
            step = min(cw * 1.08, (self.mid.width - cw * 4) / max(1, len(cards)))
            for k, c in enumerate(cards):
                out[c["id"]] = Spot(self.mid.x + cw * 3 + k * step, y, cw, _face(c), 0.0, 10 + k)
        for seat, cards in seats.items():
            if seat == self.bottom:
                step = min(self.hand_w * 0.9, (self.size[0] - 2 * self.me_rect.right) / max(1, len(cards)))
                x0 = self.size[0] / 2 - (len(cards) - 1) * step / 2
                for k, c in enumerate(cards):
                    out[c["id"]] = Spot(x0 + k * step, self.hand_y, self.hand_w, _face(c), 0.0, 100 + k)
            else:
                r = self.seat_rect(seat)
                fan = min(self.tiny * 0.6, r.width * 0.8 / max(1, len(cards)))
                for k, c in enumerate(cards):
                    out[c["id"]] = Spot(r.x + self.u * 2 + k * fan + self.tiny / 2, r.bottom - self.u * 0.9,
                                        self.tiny, _face(c), 0.0, 60 + k)
        return out

    def settle(self, duration: float = 0.35) -> None:
        if self.viewer is not None:
            self.bottom = self.viewer
        super().settle(duration)
        self._buttons()

    def _buttons(self) -> None:
        me = self.me
        acts = self.legal(me) if me is not None else []
        u = self.u
        self.action_buttons = [ui.Button(str(a), partial(self._press, me, a), clicks=False) for a in acts[:MAX_BUTTONS]]
        ui.row_buttons(self.action_buttons, self.size[0] / 2, self.hand_y - self.hand_w * 0.7 - u * 7,
                       min(u * 16, self.size[0] * 0.6 / max(1, len(self.action_buttons))), u * 4.5, u)

    def _press(self, seat: int | None, action: Any) -> None:
        if seat is not None:
            self.act(seat, action)

    def handle_table(self, event: pygame.event.Event) -> bool:
        if self.me is None:
            return False
        return any(b.handle(event) for b in list(self.action_buttons))

    def draw_table(self, surf: pygame.Surface) -> None:
        super().draw_table(surf)
        u = self.u
        view = self.view
        public, _ = zones(view)
        n = max(1, len(public))
        zone_h = self.mid.height / n
        for z, (name, _) in enumerate(public):
            y = self.mid.y + (z + 0.5) * zone_h
            ui.blit_text(surf, name.replace("_", " "), round(u * 2.6), ui.MUTED, (self.mid.x, y), "midleft")
        scores = scoreboard(view.data)
        to_move = self.game.to_move(self.state)
        for seat in range(self.state.players):
            line = f"score {ui.num(scores[seat])}" if isinstance(scores, list) and seat < len(scores) else ""
            draw_plaque(surf, self.seat_rect(seat), self.names[seat], line, seat in to_move)
        if self.me is not None and not self.animating:
            for b in self.action_buttons:
                b.draw(surf)
        ui.blit_text(surf, f"{self.game.name}: a plain table (its own table is still to come)", round(u * 2.4),
                     ui.MUTED, (self.size[0] / 2, self.mid.bottom + u), "midtop")


def _face(c: dict[str, Any]) -> str | None:
    return None if c["face"] is None else str(c["face"])
