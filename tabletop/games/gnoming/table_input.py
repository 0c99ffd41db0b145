"""What a person may do at the Gnoming A Round table, and the mouse and keys
that do it.

Every drop target maps to a short sequence of actions (`plan`): drawing
from a discard pile straight onto a cell is "draw discard I" then "place R
C"; ending a play on a pile is "keep" (or "stop") then "discard I". A
sequence is checked on a copy of the state, so a target lights up only when
every step of it is legal, and a drop anywhere else springs back.
"""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Callable

import pygame

from tabletop.app import ui
from tabletop.app.cards import CardSprite
from tabletop.games.gnoming.table_draw import BUTTONS, HIDDEN
from tabletop.rules import Action, IllegalAction

# ("cell", i), ("pile", i), ("draw",), ("hand",), ("out",); for the keys also ("stop",), ("decline",): the buttons
Target = tuple[Any, ...]
# where a card may be refused for a reason the rules give
REFUSABLE: dict[Target, list[Action]] = {t: [] for t in [("cell", c) for c in range(9)] + [("pile", 0), ("pile", 1),
                                                                                            ("draw",)]}

if TYPE_CHECKING:  # a mixin of the table: the type checker reads it as one
    from tabletop.app.cards import Spot
    from tabletop.app.table_base import TableScene
    _Table = TableScene
else:
    _Table = object


class GnomingInput(_Table):
    """The human side of the table (mixed into `GnomingTable`, whose state,
    sprites, geometry and `act` it uses)."""

    # provided by the table (besides what every table has)
    press: tuple[Target | None, tuple[int, int]] | None
    ghost: CardSprite | None
    drop_at: tuple[float, float] | None
    stop_button: ui.Button
    decline_button: ui.Button
    _plans: dict[Any, dict[Target, list[Action]]]
    hover: int | None
    focus: Target | None
    target_rect: Callable[[Target], pygame.Rect]
    draw_spot: Callable[[], Spot]
    button_keys = (pygame.K_s, pygame.K_d)  # Stop's and Decline's letters

    # -- what the human may do -------------------------------------------------
    def plan(self, source: Target | None) -> dict[Target, list[Action]]:
        """Each target the human may drop (or click) on, with the legal action
        sequence it stands for; `source` is what is held (None: a click)."""
        me = self.me
        if me is None:
            return {}
        key = (len(self.state.moves), me, source)
        if key not in self._plans:
            self._plans[key] = self._make_plan(me, source)
        return self._plans[key]

    def _make_plan(self, me: int, source: Target | None) -> dict[Target, list[Action]]:
        phase = self.state.phase
        cand: dict[Target, list[Action]] = {}
        if phase in ("reveal", "hazard"):
            kind = "reveal" if phase == "reveal" else "flip"
            cand = {("cell", c): [Action(kind, (c // 3, c % 3))] for c in range(9)}
        elif phase == "draw":
            if source is None:
                cand = {("draw",): [Action("draw", ("pile",))]}
                cand.update({("pile", i): [Action("draw", ("discard", i))] for i in (0, 1)})
            elif source == ("draw",):
                cand = {("hand",): [Action("draw", ("pile",))]}
            elif source[0] == "pile":
                take = Action("draw", ("discard", source[1]))
                cand = {("hand",): [take]}
                cand.update({("cell", c): [take, Action("place", (c // 3, c % 3))] for c in range(9)})
        elif phase == "play":
            cand = {("cell", c): [Action("place", (c // 3, c % 3))] for c in range(9)}
            cand.update(self._to_piles(Action("keep")))
        elif phase == "bounce":
            cand = {("cell", c): [Action("bounce", (c // 3, c % 3))] for c in range(9)}
            cand.update(self._to_piles(Action("stop")))
        elif phase == "discard":
            cand = {("pile", i): [Action("discard", (i,))] for i in (0, 1)}
        return {t: seq for t, seq in cand.items() if self._legal_seq(me, seq)}

    def _to_piles(self, first: Action) -> dict[Target, list[Action]]:
        """Ending the play with the card in hand: onto a discard pile, or out
        of the round when it is a Hazard."""
        if self.state.held is not None and self.state.cards[self.state.held] == "H":
            return {("out",): [first]}
        return {("pile", i): [first, Action("discard", (i,))] for i in (0, 1)}

    def _legal_seq(self, seat: int, seq: list[Action]) -> bool:
        if seq[0] not in self.legal(seat):
            return False
        if len(seq) == 1:
            return True
        trial = copy.deepcopy(self.state)
        try:
            for a in seq:
                self.game.apply(trial, seat, a)
        except IllegalAction:
            return False
        return True

    def hint_after(self, seat: int, action: Action) -> tuple[Any, list[Action]] | None:
        """A Keep or a Stop is made together with its discard (a click or a
        drop on a pile): the seat's view and choice of piles after it, for
        the hint to name the pile. (The seat's own view: it knows the card
        in its hand.)"""
        if action.kind not in ("keep", "stop"):
            return None
        trial = copy.deepcopy(self.state)
        self.game.apply(trial, seat, action)
        if trial.phase != "discard" or seat not in self.game.to_move(trial):
            return None
        return self.game.view(trial, seat), self.game.legal_actions(trial, seat)

    def _run(self, seq: list[Action]) -> bool:
        """Apply a planned sequence; the later steps only while still legal."""
        me = self.me
        if me is None or not seq:
            return False
        done = False
        for a in seq:
            if self.me != me or not self.act(me, a):
                break
            done = True
        return done

    def refusal(self, source: Target | None, target: Target) -> str | None:
        """Why what the human holds (`source`; None: a click) may not go to
        `target`, a target the plan left out, in the rules' words; None when
        the rules give no reason (a card let go of on the wrong zone)."""
        v, me = self.view, self.me
        if me is None:
            return None
        phase, held = v["phase"], v["held"]
        if phase == "reveal" and target[0] != "cell":
            left = 2 - v["revealed"][me]
            which = "1 more of your cards: click it" if left == 1 else "2 of your cards: click them"
            return f"No drawing yet: first turn up {which} in your grid."
        if target[0] == "draw":
            return None
        cell = target[1]
        if target[0] == "cell":
            if phase in ("reveal", "hazard"):
                face_up = v["grids"][me][cell // 3][cell % 3]["face"] is not None
                return "That card is already face up: click a face-down one." if face_up else None
            if phase == "draw" and source == ("draw",):
                return "Take the draw pile's card into your hand first: you see it there, then place it."
            if phase == "bounce":
                filled = [3 * r + c for r, c in v["filled"]]
                return "A bounce may not go to a spot already filled this turn." if cell in filled else None
            card = held if phase == "play" else (
                v["piles"][source[1]][-1] if phase == "draw" and source is not None and source[0] == "pile" else None)
            if card is not None and card["face"] == "M":
                return "Your grid may show only one face-up Mulligan: this one may only replace it."
            return None
        if phase not in ("play", "bounce", "discard") or held is None:
            return None
        if held["face"] == "H":
            return "A Hazard goes on no pile: it leaves the round (drop it on \"Hazard: out\")."
        if v["held_is_drawn"] and v["taken_from"] == f"discard {cell}":
            return "Not back onto the pile you took it from: onto the other one."
        if not v["piles"][1 - cell]:
            return "The other discard pile is empty: your discard must restart it."
        return None

    def _refuse(self, source: Target | None, pos: tuple[int, int]) -> None:
        """A drop or click that makes no move: say why, when the rules say."""
        target = self.target_at(pos, REFUSABLE)
        if target is not None and source is None and not ui.clicked(self.hit_rect(target), pos):
            return  # a press elsewhere let go over it: no click on it
        why = None if target is None else self.refusal(source, target)
        if why is not None:
            self.refuse(why)

    def press_stop(self) -> None:
        """The Stop button: end a bounce chain (the card in hand is then discarded)."""
        self._run([Action("stop")])

    def press_decline(self) -> None:
        """The Decline button: turn no card up after another player's Hazard."""
        self._run([Action("decline")])

    def no_button(self, key: int) -> str:
        """Why Stop (S) or Decline (D) is not there now, in the rules' words."""
        if key == pygame.K_s:
            return "Stop (S) ends a chain of bounces: it comes when a card you turned up may bounce."
        return "Decline (D) comes after another player's Hazard: you may then turn up a card of yours, or not."

    def button_of(self, kind: str) -> ui.Button:
        """The button of a "stop" or "decline"."""
        return self.stop_button if kind == "stop" else self.decline_button

    def buttons(self) -> list[ui.Button]:
        """The buttons the acting human has now."""
        legal = self.legal()
        return [self.button_of(k) for k in BUTTONS if Action(k) in legal]

    # -- input -----------------------------------------------------------------
    def source_at(self, pos: tuple[int, int]) -> Target | None:
        """What the human may pick up under the pointer."""
        phase = self.state.phase
        if self.me is None:
            return None
        if phase == "draw":
            for t in self.plan(None):
                if t[0] in ("draw", "pile") and self.target_rect(t).collidepoint(pos):
                    return t
        elif phase in ("play", "bounce", "discard"):
            s = self.sprites.get(self.state.held if self.state.held in self.sprites else HIDDEN)
            if s is not None and s.rect().collidepoint(pos):
                return ("hand",)
        return None

    def hit_rect(self, t: Target) -> pygame.Rect:
        """Where the pointer counts as on target `t` (a little beyond it)."""
        return self.target_rect(t).inflate(8, 8)

    def target_at(self, pos: tuple[int, int], plan: dict[Target, list[Action]]) -> Target | None:
        return next((t for t in plan if self.hit_rect(t).collidepoint(pos)), None)

    def handle_table(self, event: pygame.event.Event) -> bool:
        t = event.type
        if t == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.focus = None  # the pointer leads again: one highlight at a time
            if self.drag.holding:
                self.drag.move(event.pos)
            else:
                self._hover(event.pos)
            return False
        if t == pygame.KEYDOWN:
            key = {pygame.K_s: Action("stop"), pygame.K_d: Action("decline")}.get(event.key)
            if key is not None:
                return key in self.legal() and self._run([key])
            return self._key(event.key, bool(event.mod & pygame.KMOD_SHIFT))
        if t not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        if any(b.handle(event) for b in self.buttons()):
            return True
        if t == pygame.MOUSEBUTTONDOWN:
            src = self.source_at(event.pos)
            if src is None:
                return False
            self.press = (src, event.pos)
            if src[0] == "pile":
                s = self.sprites.get(self.view["piles"][src[1]][-1]["id"])
            elif src == ("draw",):
                s = self.ghost = CardSprite(HIDDEN, self.draw_spot())
            else:
                s = self.sprites.get(self.state.held if self.state.held in self.sprites else HIDDEN)
            if s is not None:
                self.grab(s, event.pos)
            return True
        return self._release(event.pos)

    def click_plan(self) -> dict[Target, list[Action]]:
        """What a click (or Enter) on each target does now."""
        return self.plan(("hand",) if self.state.phase in ("play", "bounce", "discard") else None)

    def key_plan(self) -> dict[Target, list[Action]]:
        """What Enter on each target the keys may reach does now: a click's
        targets and the Stop and Decline buttons."""
        plan, legal = dict(self.click_plan()), self.legal()
        plan.update({(b,): [Action(b)] for b in BUTTONS if Action(b) in legal})
        return plan

    def focused(self) -> Target | None:
        """The target the keys' focus is on: the one it was put on, or when
        that is no target any more (a card turned up, a turn ended by Enter)
        the nearest target to where it was."""
        plan = self.key_plan()
        if self.focus is None or not plan:
            return None
        if self.focus in plan:
            return self.focus
        x0, y0 = self.target_rect(self.focus).center

        def far(t: Target) -> float:
            x, y = self.target_rect(t).center
            return (x - x0) ** 2 + (y - y0) ** 2
        return min(plan, key=far)

    def tab_place(self) -> tuple[int | None, int]:
        order = self.tab_order()
        at = self.focused()
        return (order.index(at) if at in order else None), len(order)

    def tab_order(self) -> list[Target]:
        """The targets the keys may reach, in the order Tab steps through them (reading order)."""
        plan = self.key_plan()
        return sorted(plan, key=lambda t: (self.target_rect(t).centery, self.target_rect(t).centerx))

    def _key(self, key: int, back: bool = False) -> bool:
        """Arrows move a focus among the targets a click would act on and
        the buttons (to the nearest one that way), Tab (`back`: Shift+Tab) to the next (the
        previous) in reading order; Enter or Space acts on it (presses a
        focused button)."""
        plan = self.key_plan()
        if not plan:
            return False
        centre = {t: self.target_rect(t).center for t in plan}
        enter = key in ui.PRESS_KEYS
        way = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}.get(key)
        if not enter and way is None and key != pygame.K_TAB:
            return False
        at = self.focused()
        if at is None:  # the first press shows where the focus is: the top left target
            self.focus = min(plan, key=lambda t: (centre[t][1], centre[t][0]))
            return True
        self.focus = at
        if enter:
            return self._run(plan[at])
        if way is None:
            order = self.tab_order()
            self.focus = order[(order.index(at) + (-1 if back else 1)) % len(order)]
            return True
        x0, y0 = centre[at]

        def along(t: Target) -> float:
            return (centre[t][0] - x0) * way[0] + (centre[t][1] - y0) * way[1]
        ahead = [t for t in plan if along(t) > 0]
        if ahead:  # the nearest that way, a step across counting double
            self.focus = min(ahead, key=lambda t: along(t) + 2 * abs((centre[t][0] - x0) * way[1]
                                                                     + (centre[t][1] - y0) * way[0]))
        return True

    def hover_at(self, pos: tuple[int, int]) -> int | None:
        """The card the pointer would pick up (the card in hand or a discard pile's top)."""
        src = self.source_at(pos)
        if src == ("hand",):
            return self.state.held if self.state.held in self.sprites else HIDDEN
        if src is not None and src[0] == "pile":
            return int(self.view["piles"][src[1]][-1]["id"])
        return None

    def _hover(self, pos: tuple[int, int]) -> None:
        """Lift the card the pointer would pick up (see hover_at), so it is
        plain what can be taken."""
        cid = self.hover_at(pos)
        if cid == self.hover:
            return
        for old in (self.hover, cid):
            if old is not None and old in self.sprites:
                self.ui_tween.to(self.sprites[old], "lift", 1.0 if old == cid else 0.0, 0.12)
        self.hover = cid

    def _release(self, pos: tuple[int, int]) -> bool:
        held = self.drag.release()
        press, self.press = self.press, None
        self.ghost = None
        if press is None:  # a plain click: on a target of the card in hand, a pile or a cell
            plan = self.click_plan()
            hit = self.target_at(pos, plan)
            if hit is None:
                self._refuse(None, pos)
            return hit is not None and ui.clicked(self.hit_rect(hit), pos) and self._run(plan[hit])
        src, moved = press[0], self.app.dragged()
        plan = self.plan(src)
        if not moved:
            seq = plan.get(("hand",)) if src != ("hand",) else None
        else:
            hit = self.target_at(pos, plan)
            seq = plan.get(hit) if hit is not None else None
        if seq is not None:
            if held is not None:
                if src == ("draw",):  # the drawn card appears where the lifted back was let go
                    self.drop_at = (held.x, held.y)
                if held.id in self.sprites:
                    self.sprites[held.id].lift = 0.0
            if self._run(seq):
                return True
        elif moved:
            self._refuse(src, pos)
        if held is not None and src == ("draw",):
            self._ghost_home(held)
        elif held is not None and held.id in self.sprites:
            self.spring_back(held)
        return True

    def _ghost_home(self, ghost: CardSprite) -> None:
        """The card lifted off the draw pile, let go anywhere but in your hand,
        goes back onto the pile face down: nothing was seen, so nothing is drawn
        (RULES: you draw, then decide), as any card let go of elsewhere springs back."""
        self.ghost = ghost

        def gone() -> None:
            if self.ghost is ghost:
                self.ghost = None
        self.spring_back(ghost, self.draw_spot(), gone)

    def drop_held(self) -> None:
        super().drop_held()
        self.press = None
        self.ghost = None
