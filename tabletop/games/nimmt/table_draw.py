"""Drawing of the 6 nimmt! table (a mixin of `NimmtTable`): the cached
static layer (rows with their bullhead totals, the "this turn" slots, the
seat plaques, the status line) and what goes over the cards (the hint, the
points lost rising from a taker's plaque). Reads the table, changes nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.app import ui
from tabletop.app.cards import card_surface
from tabletop.app.seats import bull, draw_plaque
from tabletop.app.table_base import TableScene
from tabletop.games.nimmt.rules import cheapest_row, deck, row_cost
from tabletop.rules import View

# For the type checker the mixin is a TableScene; at run time it is a plain
# class placed before TableScene in NimmtTable's bases.
_Base = TableScene if TYPE_CHECKING else object

BADGE = 3.3  # a row's bullhead badge: its radius in units


def secret_choice(view: View, seat: int) -> bool:
    """Whether `seat` has chosen from a hand everyone knows (Logic) a card the
    view does not name: it is still listed in that hand, without an id here."""
    c = view["chosen"][seat]
    return c is not None and c["id"] is None


class NimmtDrawing(_Base):  # type: ignore[misc, valid-type]
    """Mixed into NimmtTable before TableScene; uses the table's layout."""

    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any:  # NimmtTable's layout attributes
            ...

    def _lit_row(self) -> int | None:
        """The row a human about to take would take: the last pointed at or keyed to,
        at first the cheapest (so Enter at once costs the fewest bullheads); none while
        the keys are on the "?" button."""
        if self.view["phase"] != "take" or self.me is None or self.help_button.focus:
            return None
        if self.row_choice is not None:
            return int(self.row_choice)
        return cheapest_row([[c["face"] for c in row] for row in self.view["rows"]])

    def _row_costs(self) -> tuple[int | None, ...]:
        """Each row's bullheads as the picture shows it: while cards are still
        flying, the cards landed in the rows being drawn, not the rows the state already has."""
        if self.animating and self.pic_rows:
            faces = [[self.sprites[c].face for c in row if c in self.sprites and not self.tweener.moving(self.sprites[c])]
                     for row in self.pic_rows]
            return tuple(row_cost([int(f) for f in row if f is not None]) if any(row) else None for row in faces)
        return tuple(row_cost([c["face"] for c in row]) if row else None for row in self.view["rows"])

    def _target_lit(self) -> bool:
        """Whether the table lights up as a drop target: a card is held whose
        play is among the legal actions (a drafted card goes to the hand instead)."""
        held = self.drag.sprite
        return held is not None and self.view["phase"] == "choose" and self.card_action(held.id) is not None

    def _plaque_lines(self) -> list[tuple[str, str, bool, bool]]:
        v = self.view
        out = []
        # while cards fly, a plaque's points are those of the cards landed (see NimmtTable._took)
        points = self.pic_points if self.animating and self.pic_points else v["points"]
        for seat in range(self.state.players):
            # (a secret Logic choice is still listed in its hand; the next deal waits for the scores)
            # (nor is anyone to act in it, nor drafting)
            hand_n = 0 if self.scoring else self.landed(c["id"] for c in v["hands"][seat]) - secret_choice(v, seat)
            line = f"{ui.count(points[seat], 'point')} \u00b7 " + (
                "drafting" if v["drafter"] == seat and not self.scoring else ui.count(hand_n, "card"))
            chose = v["chosen"][seat] is not None and v["phase"] == "choose"
            out.append((self.names[seat], line, seat in v["to_move"] and not self.scoring, chose))
        return out

    def static_key(self) -> Any:
        v = self.view
        costs = self._row_costs()
        holding = self._target_lit()
        return (self.bottom, costs, v["phase"], self.scoring, self.me, self._lit_row(), holding,
                tuple(self._plaque_lines()), self.status(), self.message())

    def draw_static(self, surf: pygame.Surface) -> None:
        super().draw_static(surf)
        u = self.u
        v = self.view
        my_take = v["phase"] == "take" and self.me is not None
        lit_row = self._lit_row()
        if self._target_lit():
            ui.panel(surf, self.mid.inflate(round(u), round(u)), (255, 214, 110, 40), round(u * 2), ui.GLOW)
        self._variant_note(surf)
        # the pool covers the middle; rows come after the draft (while a round's scores are
        # up, the next deal's draft waits: its rows are still on the table)
        if v["phase"] == "draft" and not self.scoring:
            ui.panel(surf, self.mid, (0, 0, 0, 40), round(u * 1.5))
            for seat, (name, line, active, chose) in enumerate(self._plaque_lines()):
                draw_plaque(surf, self.seat_rect(seat), name, line, active, chose)
            self._status(surf)
            return
        costs = self._row_costs()
        for r, rect in enumerate(self.row_rects):
            ui.panel(surf, rect, (0, 0, 0, 45), round(u * 1.5), ui.GLOW if my_take else None)
            if r == lit_row:  # framed as a picked card is (kept inside the gap between the rows)
                self.frame(surf, rect.inflate(round(u * 0.6), round(u * 0.6)), inside=True)
            # the row's number, as the status line and the move log name it ("row 2"), above its badge
            room, label = self.badge_ys[r] - u * BADGE - rect.y, f"Row {r + 1}"
            px = self.row_label_px
            while px > 8 and ui.text(label, px, ui.MUTED).get_height() > room - 2:
                px -= 1
            ui.blit_text(surf, label, px, ui.MUTED, (rect.x + u * 0.9, rect.y + room / 2), "midleft")
            cost = costs[r] if r < len(costs) else None
            if cost is not None:
                bx, by = self.badge_x, self.badge_ys[r]
                colour = (230, 90, 70) if cost >= 5 else ui.BRASS
                pygame.draw.circle(surf, (30, 22, 18), (round(bx), round(by)), round(u * BADGE))
                pygame.draw.circle(surf, colour, (round(bx), round(by)), round(u * BADGE), max(1, round(u * 0.35)))
                bull(surf, (bx, by - u * 1.2), u * 2.2, colour)
                ui.blit_text(surf, str(cost), round(u * 3), ui.CREAM, (bx, by + u * 1.2), "center")
        ui.panel(surf, self.stage, (0, 0, 0, 40), round(u * 1.5))
        for seat, (x, y) in enumerate(self.stage_slots):
            w, h = self.stage_w, self.stage_w * 1.4
            pygame.draw.rect(surf, (60, 110, 84), (x - w / 2, y - h / 2, w, h), ui.hairline(u), border_radius=round(w / 14))
            # one size for every name (the room holds 8 characters whole), a longer one cut short
            name, px = ui.fit(self.names[seat], self.name_px(self.stage_w, self.name_least), self.name_w, least=1.0)
            ui.blit_text(surf, name, px, ui.MUTED, (x, y + h / 2 + u * 0.4), "midtop")
        for seat, (name, line, active, chose) in enumerate(self._plaque_lines()):
            draw_plaque(surf, self.seat_rect(seat), name, line, active, chose)
        self._status(surf)

    def status(self) -> str:
        """The line under the rows: what is going on, what to do."""
        v = self.view
        # while a turn's cards go to the rows the line is left to them, told step by step to
        # the last card's landing (the last turn's too, before "Game over"); while others only
        # lay their hidden choices you may already choose: the prompt stays
        resolving = self.pic_rows != [[c["id"] for c in row] for row in v["rows"]] or (
            self.animating and bool(self.note))
        if self.over and not (self.animating and resolving):
            return "Game over"
        if self.animating and (resolving or self.me is None or v["phase"] not in ("choose", "draft")):
            return self.note if resolving else ""  # who laid which card, who took a row
        if self.scoring:
            return f"Round {len(self.history)} over"
        if v["phase"] == "take":
            seat = v["to_move"][0]
            if seat == self.me:
                return (f"{ui.YOUR_TURN}your card is lower than every row; "
                        "click the row you take (or Up/Down and Enter).")
            return str(self.busy([seat], "taking a row"))
        if self.me is not None:
            if v["phase"] == "draft":
                return f"{ui.YOUR_TURN}click a card of the pool to pick it (or drag it to your hand)."
            if v["variant"] == "logic":  # every hand is known there
                return (f"{ui.YOUR_TURN}drag a card to the table or double-click it. "
                        "Point at a player (or K) to see their hand.")
            return f"{ui.YOUR_TURN}drag a card to the table, or double-click it (arrows and Enter work too)."
        return self.said() or str(self.busy(v["to_move"], "choosing"))  # (an AI's last step stays a moment)

    def _variant_note(self, surf: pygame.Surface) -> None:
        """In the top left corner, a variant that plays fewer cards than the 104, and how many:
        in one line where the corner is wide (over the seats of a tall window), else in two."""
        v = self.view
        if v["variant"] == "standard":
            return
        u, m = self.u, self.u * 1.5
        head, cards = v["variant"].capitalize(), f"cards 1 to {len(deck(self.state.players, v['variant']))}"

        def room(lines: int) -> float:
            """Up to a unit short of the first thing beside the corner: a seat or the menu button."""
            band = pygame.Rect(round(m), round(m), self.size[0], round(u * (3.2 if lines == 1 else 6.4)))
            return float(min(r.x for r in self.plaques + [self.menu_button.rect] if r.colliderect(band)) - u - m)
        line = f"{head} \u00b7 {cards}"
        if ui.fit_px(line, round(u * 2.8), room(1)) >= round(u * 2.5):
            ui.blit_text(surf, line, ui.fit_px(line, round(u * 2.8), room(1)), ui.BRASS, (m, m), shadow=True)
            return
        ui.blit_text(surf, head, ui.fit_px(head, round(u * 3.2), room(2)), ui.BRASS, (m, m), shadow=True)
        ui.blit_text(surf, cards, ui.fit_px(cards, round(u * 2.5), room(2)), ui.MUTED, (m, m + u * 3.8))

    def _status(self, surf: pygame.Surface) -> None:
        msg = "" if self.message() else self.status()  # (a refused move's or the hint's reason in its stead: see draw_over)
        if msg and self.status_lines > 1:  # (standing on end: beside your plaque)
            ui.blit_lines(surf, msg, round(self.u * 2.8), (self.status_x, self.status_y), self.status_w,
                          self.status_lines)
        elif msg:
            # (as wide as the rows and the column of laid cards beside them: nothing is level with it)
            self.draw_status(surf, msg, (self.size[0] / 2, self.status_y), self.size[0] * 0.7)

    def draw_over(self, surf: pygame.Surface) -> None:
        if self.hint is not None and self.hint.args:
            face = self.hint.args[0]
            v = self.view
            zone = v["rows"] if self.hint.kind == "take" else None
            if zone is not None:
                self._hint_badge(surf, face)
            else:
                for c in v["hands"][self.me or 0] + v["pool"]:
                    if c["face"] == face and c["id"] in self.sprites:
                        r = self.sprites[c["id"]].rect()
                        pygame.draw.rect(surf, ui.GOOD, r.inflate(6, 6), max(2, round(self.u * 0.5)),
                                         border_radius=round(r.width / 12))
        for ft in self.floats:
            ft.draw(surf)
        if self.peek is not None and self.view["phase"] in ("choose", "take"):
            self._draw_known_hand(surf, self.peek)
        note = self.message()
        if note is not None:  # in the status line's place (see _status)
            tall = self.status_lines > 1
            at = (self.status_x if tall else self.size[0] / 2, self.status_y)
            self.draw_notice(surf, note, at, "midtop", self.status_w if tall else self.size[0] * 0.6, self.status_lines)

    def _hint_badge(self, surf: pygame.Surface, row: int) -> None:
        """The hint's row: a green tag in the row's sixth place (free while a row is taken),
        clear of its cards and apart from the keys' ring."""
        u = self.u
        x, y = self.slot(row, 5)
        px = ui.fit_px("Hint", round(max(u * 3, self.row_w * 0.28)), self.row_w * 0.8)  # (as large as the cards)
        tag = ui.text("Hint", px, ui.INK).get_rect(center=(round(x), round(y))).inflate(round(px * 0.4), round(px * 0.3))
        ui.panel(surf, tag, (*ui.GOOD, 255), round(px * 0.35), ui.INK)
        ui.blit_text(surf, "Hint", px, ui.INK, tag.center, "center")

    def _draw_known_hand(self, surf: pygame.Surface, seat: int) -> None:
        """Logic: the hand of `seat` face up beside its plaque (a card it chose in
        secret is still among them: which one is not known)."""
        u = self.u
        faces = [c["face"] for c in self.view["hands"][seat] if c["face"] is not None]
        if not faces:
            return
        head = f"{self.names[seat]} holds" + (", one chosen" if secret_choice(self.view, seat) else "")
        box, per, cw = self._known_hand_box(seat, len(faces), round(self.row_w * 0.72), head)
        step = cw * 0.78
        lines, px = self._known_hand_head(head, box.width)
        ui.panel(surf, box, (24, 20, 16, 235), round(u * 1.4), ui.BRASS)
        line_h = ui.font(px).get_linesize()
        for k, line in enumerate(lines):
            ui.blit_text(surf, line, px, ui.CREAM, (box.x + u * 1.5, box.y + u + k * line_h))
        top = box.y + u * 5 + (len(lines) - 1) * line_h + self._head_extra()
        for k, face in enumerate(faces):
            surf.blit(card_surface("nimmt", str(face), cw),
                      (round(box.x + u * 1.5 + k % per * step), round(top + k // per * (cw * 1.4 + u))))

    def _known_hand_head(self, head: str, width: float) -> tuple[tuple[str, ...], int]:
        """The known hand's heading in a box `width` wide: on two lines where one would
        shrink it (in a narrow box "Edda holds, one chosen" fell to 11 px); stood on end
        as large as the plaques' names (at 800x1280, 15 px of the small unit: 19)."""
        return ui.fit_lines(head, self._head_px(), width - self.u * 3, 2)

    def _head_px(self) -> int:
        """The known hand's heading's size: stood on end, the plaques' names'."""
        px: int = round(self.u * (3.1 if self.tall else 2.4))
        return px

    def _head_extra(self) -> int:
        """How much higher the heading's line is than the usual one (stood on end)."""
        return ui.font(self._head_px()).get_linesize() - ui.font(round(self.u * 2.4)).get_linesize()

    def _known_hand_box(self, seat: int, n: int, cw: int, head: str) -> tuple[pygame.Rect, int, int]:
        """Where Logic's known hand of `n` cards `cw` wide goes, how many cards to a line, and
        their width: in the bare felt beside the rows (left of them or right of the "this turn"
        slots, the side nearer the seat's plaque first) where it fits, else over the "this turn"
        slots and the felt right of them (whose news, who has chosen, the plaques' ticks tell
        too); on a window stood on end over the slots, its cards as large as their height holds;
        else under the plaque (it covered a seat and row 1; with 8 to 10 players, when there was
        no bare felt, rows 1 and 2 and the plaque below or beside it; stood on end the second
        row of plaques and the slots)."""
        u = self.u

        def box(per: int, cw: int = cw) -> pygame.Rect:
            step = cw * 0.78
            lines, width = -(-n // per), step * (per - 1) + cw + u * 3
            words, px = self._known_hand_head(head, width)
            below = (len(words) - 1) * ui.font(px).get_linesize()  # (a heading on two lines)
            return pygame.Rect(0, 0, round(width), round(lines * (cw * 1.4 + u) + u * 5.5 + below + self._head_extra()))
        plaque = self.seat_rect(seat)
        if not self.tall:
            left = pygame.Rect(self.mid.x, self.mid.y, self.row_rects[0].x - self.mid.x, self.mid.height)
            right = pygame.Rect(self.stage.right, self.mid.y, self.mid.right - self.stage.right, self.mid.height)
            stage = pygame.Rect(self.stage.x, self.mid.y, self.mid.right - self.stage.x, self.mid.height)
            for free in [*sorted((left, right), key=lambda r: abs(r.centerx - plaque.centerx)), stage]:
                free = free.inflate(-round(u * 2), -round(u * 2))
                per = min(n, int((free.width - u * 3 - cw) // (cw * 0.78)) + 1)
                per = -(-n // -(-n // per)) if per > 0 else 0  # (lines of about one length)
                r = box(max(1, per))
                if per >= 3 and r.width <= free.width and r.height <= free.height:
                    r.center = free.center
                    return r, per, cw
        else:
            free = self.stage.inflate(-round(u * 0.4), -round(u * 0.4))
            for small in range(cw, round(u * 4), -1):  # (a card under 4 units could not be read)
                r = box(n, small)
                if r.width <= free.width and r.height <= free.height:
                    r.center = free.center
                    return r, n, small
        r = box(n)
        r.midtop = (plaque.centerx, plaque.bottom + round(u))
        r.clamp_ip(pygame.Rect(0, 0, *self.size))
        return r, n, cw
