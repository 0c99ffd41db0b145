"""How the Gnav table is drawn (apart from the cards): pile slots and their
labels, the capture piles' counts and the +10 lead, seat plaques, the status
line, the empty-pile banner and the end-of-game count-up. Kept apart from
table.py, which holds the layout, animation and input."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.app import notice, ui
from tabletop.app.seats import draw_plaque
from tabletop.games.gnav.rules import MORE_CARDS_BONUS, TIE_BONUS, rank
from tabletop.rules import Action

# the buttons for the actions that are not a card: their labels, by action kind,
# each with the letter that presses it (and "Play it" for the card just drawn)
BUTTON_LABELS = {"keep": "Keep it (K)", "stop": "End turn (E)", "pass": "Pass (P)"}
PLAY_LABEL = "Play it (P)"

if TYPE_CHECKING:
    from tabletop.games.gnav.table import GnavTable

SLOT = (60, 112, 84)
STATUS_W = 0.62  # the status line's width (a notice's too), of the window's
SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def card_name(face: str) -> str:
    """A card in words: `10H` -> "10 of hearts"."""
    return f"{face[:-1]} of {SUITS[face[-1]]}"


def end_words(reason: str) -> str:
    """Why the game ended (the rules' game_over reason), in words."""
    if reason == "all_captured":
        return "Every card has been captured: the game ends."
    return "Neither player can play: the game ends. Cards not captured score nothing."


def lead_text(counts: list[int], seat: int) -> str:
    """Who gets the bonus for more captured cards, as seen by `seat`."""
    if not any(counts):
        return ""
    if counts[0] == counts[1]:
        return f"as many cards: +{TIE_BONUS} each"
    # (not "leads": beside the points it read as a lead in points)
    return f"more cards: +{MORE_CARDS_BONUS}" if counts[seat] == max(counts) else ""


def _slot(surf: pygame.Surface, centre: tuple[float, float], width: float, u: float,
          colour: tuple[int, ...] = SLOT) -> pygame.Rect:
    """The outline where a pile rests (seen when the pile is empty)."""
    w, h = width, width * 1.4
    r = pygame.Rect(round(centre[0] - w / 2), round(centre[1] - h / 2), round(w), round(h))
    pygame.draw.rect(surf, colour, r, max(1, round(u * 0.25)), border_radius=round(w / 12))
    return r


def _pile_label(t: GnavTable, surf: pygame.Surface, label: str, slot: pygame.Rect,
                colour: tuple[int, ...] = ui.MUTED) -> None:
    """A pile's name and count just above its slot, clear of the cards heaped
    on it (the discard pile's buttons are below it, a pile's shadow too); none
    under the count-up, whose panel would leave a scrap of it showing."""
    if not counting(t):
        ui.blit_text(surf, label, round(t.u * 2.5), colour, (slot.centerx, slot.y - t.u * 2.6), "midbottom",
                     shadow=True)


def possessive(name: str) -> str:
    """`Ada` -> "Ada's", `You` -> "Your", `Jess` -> "Jess'"."""
    if name.lower() == "you":
        return "Your"
    return name + ("'" if name.endswith("s") else "'s")


def counting(t: GnavTable) -> bool:
    """Whether the end-of-game count-up is on screen: not once the game-over
    scene is up, which may be put aside to show the table as the game ended."""
    return t.count is not None and t.app.stack.top is t


def status(t: GnavTable) -> str:
    """The line above the hand: what is going on, what to do."""
    v = t.view
    if t.animating and t.ending is None:
        return t.note  # who did what, while it is shown (the game's last move too, before why it ended)
    if t.over:
        return "Game over: counting the capture piles" if counting(t) else "Game over"
    seat = v["current"]
    if t.me is None or t.me != t.bottom:
        # a person waiting (pass-and-play) reads the same words as for an AI (see TableScene.busy)
        return t.said([seat]) or t.busy([seat])  # (an AI's move stays a moment: see said)
    phase = v["phase"]
    if phase == "drawn":
        drawn = card_name(t.state.cards[v["drawn"]])
        return f"{ui.YOUR_TURN}you drew the {drawn}, which you may play; Play it, or Keep it."
    if phase == "more":
        return f"{ui.YOUR_TURN}the draw pile is empty; play another legal card, or End turn."
    if phase == "start":
        return f"{ui.YOUR_TURN}both piles are empty; drag any card onto the discard pile to start it."
    legal = t.legal()
    if any(a.kind == "play" for a in legal):
        return play_prompt(v["top"][:-1])
    if Action("draw") in legal:
        return f"{ui.YOUR_TURN}no legal card, so click the draw pile (or press D)."
    return f"{ui.YOUR_TURN}no legal card and the draw pile is empty, so Pass."


def play_prompt(top: str) -> str:
    """The status line when you may play onto a card of rank `top` (the longest it says)."""
    return (f"{ui.YOUR_TURN}drag a raised card onto the {top} (the same rank captures both; "
            "a 2 or 10 captures the top).")


def draw_table(t: GnavTable, surf: pygame.Surface) -> None:
    """Everything under the cards."""
    u = t.u
    v = t.view
    me = t.me if t.me == t.bottom else None
    legal = t.legal() if me is not None else []
    # the slots, labelled
    can_draw = Action("draw") in legal and not t.animating
    r = _slot(surf, t.draw_xy, t.draw_w, u, ui.GLOW if can_draw else SLOT)
    n_draw = len(v["draw_pile"])
    label = f"Draw pile \u00b7 {n_draw}" if n_draw else "Draw pile empty"
    if can_draw:
        ui.panel(surf, t.draw_rect().inflate(round(u * 1.5), round(u * 1.5)), (255, 214, 110, 60),
                 round(u * 1.5), ui.GLOW)
    _pile_label(t, surf, label, r, ui.GLOW if can_draw else ui.MUTED)
    dr = _slot(surf, t.discard_xy, t.pile_w, u)
    if t.drag.holding:
        ui.panel(surf, t.discard_rect(), (255, 214, 110, 50), round(u * 2), ui.GLOW)
    n_discard = len(v["discard"]) - len(t.in_flight(c["id"] for c in v["discard"]))  # a card counts as it lands
    _pile_label(t, surf, f"Discard pile \u00b7 {n_discard}" if n_discard else "Discard pile empty", dr)
    counts = [len(c) for c in v["captured"]]
    for seat in range(2):
        x, y = t.cap_spot(seat)
        cr = _slot(surf, (x, y), t.cap_w, u)
        if counting(t):
            continue  # the count-up's panel says it all, and it would leave only scraps of these lines showing
        pts = sum(rank(str(c["face"])) for c in v["captured"][seat])
        lx = cr.right + u * 2.6
        who = possessive(t.names[seat]) if len(t.humans) != 1 or seat not in t.humans else "Your"
        ui.blit_text(surf, f"{who} captures", ui.small_px(u, 2.6), ui.CREAM, (lx, y - u * 4.2), "topleft",
                     shadow=True)
        figures = f"{ui.count(counts[seat], 'card')} \u00b7 {ui.count(pts, 'point')}"
        ui.blit_text(surf, figures, ui.small_px(u, 2.5), ui.MUTED, (lx, y - u * 1.2), "topleft")
        lead = lead_text(counts, seat)
        if lead:
            ui.blit_text(surf, lead, ui.small_px(u, 2.5), ui.BRASS, (lx, y + u * 1.8), "topleft")
    for seat in range(2):
        n = len(v["hands"][seat])
        draw_plaque(surf, t.seat_rect(seat), t.names[seat], f"{ui.count(n, 'card')} in hand",
                    seat in v["to_move"] and not t.over, lead=t.over and seat in t.leaders())
    # the cards the human may play glow (the base draws sprites right after this)
    lit = t.raised() if not t.animating else set()
    for s in t.sprites.values():
        s.glow = ui.GLOW if s.face in lit and s.face is not None and s.id in _hand_ids(t) else None
    note = current_notice(t)
    # a refused card is explained instead of the status line: one message at a time, the
    # springing card passing under it (the status line is drawn under the cards)
    msg = "" if note is not None and t.warn is not None and note[0] == t.warn[0] else status(t)
    if msg:
        full, room = round(u * 2.8), t.size[0] * STATUS_W
        if " (" in msg and ui.fit_lines(msg, full, room, 2)[1] < full * 0.8:
            msg = msg[:msg.index(" (")] + "."  # a small window: the reminder in brackets gives way
        t.draw_status(surf, msg, (t.size[0] / 2, t.status_y), room)
    if me is not None and not t.animating:
        for b in t.buttons:
            b.draw(surf)


def _hand_ids(t: GnavTable) -> set[int]:
    me = t.bottom
    return {c["id"] for c in t.view["hands"][me]}


def current_notice(t: GnavTable) -> tuple[str, tuple[int, int, int]] | None:
    """Why the game ended (until the game-over scene), or a fresh banner (an
    empty-pile rule at work) or a rejected drop, shown for a few seconds just
    above the status line (which still says what to do, but for a rejected
    drop: the notice says it); else the hint's reason while the hint stands."""
    if t.ending is not None:
        return t.ending, ui.BRASS
    return notice.newest(t.clock, [(t.warn, notice.REFUSED), (t.banner, ui.BRASS)]) or t.message()


def draw_over(t: GnavTable, surf: pygame.Surface) -> None:
    """Above the cards: the hint, rising texts, the banner and the count-up."""
    u = t.u
    if t.hint is not None and t.me is not None:
        rect = None
        if t.hint.args:
            cid = t.state.cards.index(str(t.hint.args[0]))
            rect = t.sprites[cid].rect() if cid in t.sprites else None
        elif t.hint.kind == "draw":
            rect = t.draw_rect()
        else:
            rect = next((b.rect for b in t.buttons if b.label == BUTTON_LABELS.get(t.hint.kind)), None)
        if rect is not None:
            pygame.draw.rect(surf, ui.GOOD, rect.inflate(8, 8), max(2, round(u * 0.5)), border_radius=round(u))
    for ft in t.floats:
        ft.draw(surf)
    note = current_notice(t)
    if note is not None:
        # (a clear gap over the status line, in two lines too: at 1.1 units its panel all but touched it)
        top = min(t.status_y, t.status_top)
        t.draw_notice(surf, note, (t.size[0] / 2, top - u * 2), "midbottom", t.size[0] * STATUS_W)
    if t.count is not None and counting(t):
        _count_up(t, surf, t.count.t)


def count_box(t: GnavTable) -> pygame.Rect:
    """Where the end-of-game count-up is drawn."""
    box = pygame.Rect(0, 0, round(min(t.size[0] * 0.7, t.u * 90)), round(t.u * 27))
    box.center = (round(t.size[0] / 2), round(t.mid.centery))
    return box


def warm(t: GnavTable) -> None:
    """Load the font sizes and make the count-up's shadow panel at layout time: doing
    it on the count-up's first frame made that the slowest frame of a game (its
    dialog's panel, opaque, is drawn straight on: nothing to make)."""
    u = t.u
    for k in (4, 3.4, 3.2, 3, 2.9, 2.8, 2.6, 2.5):
        ui.font(round(u * k))
        ui.font(ui.small_px(u, k))
    box = count_box(t)
    scratch = pygame.Surface((1, 1), pygame.SRCALPHA)
    ui.panel(scratch, box, (0, 0, 0, 90), round(u * 2))


def _count_up(t: GnavTable, surf: pygame.Surface, k: float) -> None:
    """Both capture piles counted: points run up, then the bonus, then the total."""
    u = t.u
    v = t.view
    box = count_box(t)
    # an opaque panel rather than dimming the whole window: a full-screen alpha
    # blit each frame of the count-up would be the slowest frame of the game
    ui.panel(surf, box.move(0, round(u * 0.8)), (0, 0, 0, 90), round(u * 2))
    ui.dialog(surf, box, u, 0)
    ui.blit_text(surf, "Counting the capture piles", round(u * 4), ui.BRASS, (box.centerx, box.y + u * 2),
                 "midtop", shadow=True)
    counts = [len(c) for c in v["captured"]]
    run = min(1.0, k / 0.6)       # the first 60 %: cards and points run up
    final = v["scores"]
    cols = [box.x + box.width * f for f in (0.06, 0.42, 0.62, 0.82)]
    px = round(u * 2.6)
    for j, head in enumerate(("", "cards", "points", "bonus")):
        if head:
            ui.blit_text(surf, head, px, ui.MUTED, (cols[j], box.y + u * 8.5), "midtop")
    for seat in range(2):
        y = box.y + u * (12.5 + seat * 5.5)
        pts = sum(rank(str(c["face"])) for c in v["captured"][seat])
        ui.blit_text(surf, t.names[seat], round(u * 3.2), ui.CREAM, (cols[0], y), "topleft")
        ui.blit_text(surf, str(round(counts[seat] * run)), round(u * 3.2), ui.CREAM, (cols[1], y), "midtop")
        ui.blit_text(surf, str(round(pts * run)), round(u * 3.2), ui.CREAM, (cols[2], y), "midtop")
        if k >= 0.7:
            bonus = final[seat] - pts
            ui.blit_text(surf, f"+{bonus}" if bonus else "\u2013", round(u * 3.2), ui.BRASS if bonus else ui.MUTED,
                         (cols[3], y), "midtop")
        if k >= 0.9:
            ui.blit_text(surf, f"= {final[seat]}", round(u * 3.4), ui.BRASS, (box.right - u * 3, y), "topright")
