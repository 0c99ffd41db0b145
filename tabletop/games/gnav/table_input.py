"""The human's input on the Gnav table: drag a card onto the discard pile,
double-click it, or select it with Left and Right and press Enter; click the
draw pile or press D; K, E and P press "Keep it", "End turn" and "Play it" /
"Pass" (a letter whose button is not there says why), or Tab, Up and Down
reach the buttons and Enter presses one. What a drop or click means is
decided from the rules' legal actions (`GnavTable.card_action`), never here."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.app import ui

if TYPE_CHECKING:
    from tabletop.games.gnav.table import GnavTable

DOUBLE_CLICK = ui.DOUBLE_CLICK


def handle(t: GnavTable, event: pygame.event.Event) -> bool:
    """The human's input on the Gnav table (only called when nothing moves)."""
    kind = event.type
    if t.me is not None and any(b.handle(event) for b in list(t.buttons)):
        return True
    if kind == pygame.MOUSEMOTION:
        if t.drag.holding:
            t.drag.move(event.pos)
        else:
            hover(t, t.hover_at(event.pos))
        return False
    if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
        cid = t.my_card_at(event.pos)
        if cid is not None:
            t.press = (cid, event.pos)
            t.grab(t.sprites[cid], event.pos)
            return True
        return t.draw_rect().collidepoint(event.pos)  # a click there draws: see release
    if kind == pygame.MOUSEBUTTONUP and event.button == 1:
        return release(t, event.pos)
    if kind == pygame.KEYDOWN:
        return key(t, event)
    return False


def hover(t: GnavTable, cid: int | None) -> None:
    """Lift the card under the pointer, drop the one it left."""
    if cid == t.hover:
        return
    if t.hover in t.sprites and t.hover != t.selected:
        t.ui_tween.to(t.sprites[t.hover], "lift", 0.0, 0.12)
    t.hover = cid
    if cid is not None:
        t.ui_tween.to(t.sprites[cid], "lift", 1.0, 0.12)


def release(t: GnavTable, pos: tuple[int, int]) -> bool:
    """A let-go: a drop on the discard pile plays, a double-click plays, a
    click selects; a click on the draw pile draws."""
    held = t.drag.release()
    press, t.press = t.press, None
    if held is None or press is None:
        return ui.clicked(t.draw_rect(), pos) and t.try_draw()
    cid, moved = press[0], t.app.dragged()
    if moved and t.discard_rect().collidepoint(pos) and t.play_card(cid):
        return True
    if not moved:
        if t.last_click[0] == cid and t.clock - t.last_click[1] < DOUBLE_CLICK and t.play_card(cid):
            return True
        t.last_click = (cid, t.clock)
        t.selected = None if t.selected == cid else cid
    t.spring_back(held)
    return True


def key(t: GnavTable, event: pygame.event.Event) -> bool:
    """D draws; K, E, P press the buttons (their labels say so); Left and
    Right select a card, Tab, Up and Down a button (one or the other); Enter
    or Space plays the selected card or presses the focused button (none
    chosen yet: it chooses the first raised card; with none raised, it draws)."""
    me, k = t.me, event.key
    if me is None or me != t.bottom:
        return False
    if k == pygame.K_d:
        t.try_draw()  # (when the rules say no, it says why)
        return True
    for b in t.buttons:  # K keeps, E ends the turn, P passes / plays the drawn card
        if b.label.endswith(f"({pygame.key.name(k).upper()})"):
            b.press()
            return True
    ids = [c["id"] for c in t.view["hands"][me]]
    if k in (pygame.K_LEFT, pygame.K_RIGHT) and ids:
        i = ids.index(t.selected) if t.selected in ids else (-1 if k == pygame.K_RIGHT else 0)
        select(t, ids[(i + (1 if k == pygame.K_RIGHT else -1)) % len(ids)])
        return True
    if ui.key_focus([b for b in t.buttons if b.enabled], event):
        if k not in ui.PRESS_KEYS:
            select(t, None)  # the focus went to a button
        return True
    if k in ui.PRESS_KEYS and t.selected is not None and t.selected in ids:
        return t.play_card(t.selected)
    lit = [cid for cid in ids if t.card_action(cid) is not None]
    if k in ui.PRESS_KEYS and lit:
        select(t, lit[0])  # no card chosen yet: Enter chooses the first raised one (it was silent)
        return True
    if k in ui.PRESS_KEYS and any(a.kind == "draw" for a in t.legal()):
        return t.try_draw()  # no card may be played: Enter draws, the one thing to do (it was silent)
    return False


def tab_place(t: GnavTable) -> tuple[int | None, int]:
    """Where the keys are among the stops Tab steps through (see key): the
    buttons while there are any, else the cards of the hand, as Right does."""
    if t.me is None or t.me != t.bottom:
        return None, 0
    buttons = [b for b in t.buttons if b.enabled]
    if buttons:
        return next((i for i, b in enumerate(buttons) if b.focus), None), len(buttons)
    ids = [c["id"] for c in t.view["hands"][t.me]]
    return (ids.index(t.selected) if t.selected in ids else None), len(ids)


def select(t: GnavTable, cid: int | None) -> None:
    """Select card `cid` of the hand (None: none); a selected card takes the
    keys' focus from the buttons."""
    old, t.selected = t.selected, cid
    if old in t.sprites and old != cid:
        t.ui_tween.to(t.sprites[old], "lift", 0.0, 0.12)
    if cid is not None:
        t.ui_tween.to(t.sprites[cid], "lift", 1.0, 0.12)
        for b in t.buttons:
            b.focus = False
