"""Drawing the Gnoming A Round table around its cards: the seat boxes with
names, scores so far, what the face-up cards score and what each seat is
doing; the piles' slots and labels, what lights up for the acting human,
the status line, the end-of-round count (matching lines outlined, each grid
counted up line by line with the first-out −5/+5) and the scoreboards with
the tie rule.

Nothing here changes the game: it reads the table's view and picture.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.app import sprites, ui
from tabletop.games.gnoming.rules import LINES, _line_value, face_up_score, score_grid

if TYPE_CHECKING:
    from tabletop.games.gnoming.table import GnomingTable
    from tabletop.games.gnoming.table_input import Target

HIDDEN = -1  # the sprite id of a card in hand whose face the shown seat may not know
BUTTONS = ("stop", "decline")  # the actions with a button (the keys' targets (kind,))

SECONDS = 2.4          # how long the end-of-round count takes
LIT_HOT = (255, 232, 150, 150)
LINE_COLOURS = ((255, 214, 110), (150, 226, 140), (140, 200, 255), (255, 150, 200), (255, 170, 90),
                (200, 170, 255))


@dataclass
class Tally:
    """The count of one finished round: per seat, the items in the order they
    are shown — ("line", cells, value) per matching line, ("cards", None,
    value) for the rest of the grid, ("first out", None, ±5) — and `t`, how
    many items are shown so far (tweened)."""

    items: list[list[tuple[str, tuple[int, ...] | None, int]]]
    scores: list[int]
    t: float = 0.0
    steps: int = field(default=1)

    @classmethod
    def of(cls, grids: list[list[list[str]]], scores: list[int], first_out: int | None) -> Tally:
        """From the finished round's faces, its scores and who went out first."""
        items = []
        for seat, grid in enumerate(grids):
            faces = [f for row in grid for f in row]
            mine: list[tuple[str, tuple[int, ...] | None, int]] = []
            for line in LINES:
                v = _line_value([faces[i] for i in line])
                if v is not None:
                    mine.append(("line", line, -v))
            base = score_grid(grid)
            mine.append(("cards", None, base - sum(x[2] for x in mine)))
            if first_out == seat:
                mine.append(("first out", None, scores[seat] - base))
            items.append(mine)
        return cls(items, list(scores), 0.0, max(len(x) for x in items))

    def line(self, seat: int) -> str:
        """The count so far as one line: "-6 -6 cards +12 = 0", then the
        first-out adjustment and the round score."""
        shown = self.shown(seat)
        words = [ui.signed(v) if kind == "line" else f"cards {ui.signed(v)}" if kind == "cards"
                 else f"out first {ui.signed(v)}" for kind, _, v in shown]
        total = sum(v for _, _, v in shown)
        return " ".join(words) + (f" = {ui.num(total)}" if words else "")

    def short(self, seat: int) -> str:
        """The count so far in a few words, "this round \u221223" (for the small seat
        boxes, beside the score so far; the first-out adjustment is told by `out_note`)."""
        shown = self.shown(seat)
        return f"this round {ui.num(sum(v for _, _, v in shown))}" if shown else ""

    def counted(self) -> bool:
        """Whether the count is through: from then on the totals have the round's scores."""
        return int(self.t + 1e-6) >= self.steps

    def out_note(self, seat: int) -> str:
        """The first-out adjustment of `seat` once counted, in words ("" if none)."""
        out = [v for kind, _, v in self.shown(seat) if kind == "first out"]
        if not out or not out[0]:  # a round stopped by the guard has no adjustment
            return ""
        return f"Out first and lowest: {ui.signed(out[0])}" if out[0] < 0 else \
            f"Out first, not lowest: {ui.signed(out[0])}"

    def shown(self, seat: int) -> list[tuple[str, tuple[int, ...] | None, int]]:
        """The items of `seat` counted so far."""
        return self.items[seat][:int(self.t + 1e-6)]


def _card_rect(t: GnomingTable, seat: int, cell: int) -> pygame.Rect:
    sp = t.cell_spot(seat, cell, None)
    w, h = sprites.card_size(max(1, round(sp.width)))
    return pygame.Rect(round(sp.x - w / 2), round(sp.y - h / 2), w, h)


def seat_doing(t: GnomingTable, seat: int) -> str:
    """What a seat is doing, beside its name ("out", "last turn", "turning up";
    "" for nothing of note); while a round is counted, a seat box's count so far."""
    v = t.view
    if t.tally is not None:
        return "" if seat == t.bottom else t.tally.short(seat)  # (your panel has the count in full)
    fo = v["first_out"]
    n = t.state.players
    if v["phase"] == "over" or ended(t):
        return ""
    if fo == seat:
        return "out"
    if fo is not None and (seat - fo) % n >= (v["turn"] - fo) % n:  # still to play, or playing
        return "last turn"
    if v["phase"] == "reveal" and v["revealed"][seat] < 2:
        return "turning up"
    return ""


def seat_figures(t: GnomingTable, seat: int) -> list[str]:
    """A seat's figures, worded alike for every seat: its score from the
    rounds before ("No score yet" in round 1; lowest wins) and what its
    face-up cards score now ("showing 7"; not while a round ends, when the
    cards are the counted round's). At the count the score so far is the
    rounds' before until the count is through: the round's own count is
    beside the name (`Tally.short`)."""
    tal = t.tally
    adding = tal is not None and not tal.counted()
    total = t.pic_totals[seat] - (tal.scores[seat] if tal is not None and adding else 0)
    scored = t.pic_round > 0 or (tal is not None and not adding)
    out = [f"Score so far {ui.num(total)}" if scored else "No score yet"]
    if not ended(t):
        grid = [[None if c["face"] is None else str(c["face"]) for c in row] for row in t.view["grids"][seat]]
        out.append(f"showing {ui.num(face_up_score(grid))}")
    return out


def figure_lines(t: GnomingTable, seat: int) -> list[str]:
    """A seat's figures a line each: "Score so far \u22123", "Showing 7"."""
    return [line[0].upper() + line[1:] for line in seat_figures(t, seat)]


def static_key(t: GnomingTable) -> Any:
    """What the cloth depends on: it is redrawn only after a move, a new shown
    seat or the next item of the end-of-round count."""
    tal = t.tally
    return (t.bottom, t.viewer, t.me, id(t.state), len(t.state.moves),
            None if tal is None else int(tal.t + 1e-6), t.pic_round, tuple(t.pic_totals),
            t.pic_removed)


def draw_live(t: GnomingTable, surf: pygame.Surface) -> None:
    """Over the cached cloth, under the cards: what changes from frame to frame
    (the piles too: their counts change as the cards land)."""
    _draw_piles(t, surf)
    _draw_lit(t, surf)
    _draw_hand_label(t, surf)
    _draw_status(t, surf)


def draw_cloth(t: GnomingTable, surf: pygame.Surface) -> None:
    """Seat boxes and the round's labels (onto the cached layer)."""
    u = t.u
    v = t.view
    to_move = v["to_move"] if not ended(t) else []
    heads = _head_lines(t)
    hu = t.hu  # (the seat boxes' heads are lettered in their own unit)
    # one size for every name in the seat boxes: the largest at which each fits its box (what a
    # seat is doing beside it cuts that name short, not every name smaller: see _head_lines)
    npx = min((ui.fit(t.names[s], round(hu * 2.7), t.box(s).width - hu * 2)[1] for s in heads),
              default=round(hu * 2.7))
    for seat in range(t.state.players):
        active = seat in to_move
        if seat == t.bottom:
            r = t.me_rect
            ui.panel(surf, r.move(0, round(u * 0.5)), (0, 0, 0, 70), round(u * 1.6))
            ui.panel(surf, r, (32, 24, 20, 225), round(u * 1.6), ui.GLOW if active else (120, 96, 64, 255))
            you = seat in t.humans and len(t.humans) == 1 and t.names[seat].lower() != "you"
            name = t.names[seat] + (" (you)" if you else "")
            x, room = r.x + u * 1.6, r.width - u * 3.2
            name_px, fig_px, big_px = me_sizes(u, hu)
            top, one, two, _ = (r.y + y for y in me_rows(u, hu))
            ui.blit_text(surf, *ui.fit(name, name_px, room), ui.CREAM, (x, top))
            if t.tally is not None:
                # the count on two lines: the items, then the round score large
                if t.tally.shown(seat):
                    items, total = t.tally.line(seat).rsplit(" = ", 1)
                    ui.blit_text(surf, items, ui.fit_px(items, fig_px, room), ui.MUTED, (x, one))
                    ui.blit_text(surf, f"= {total}", big_px, ui.BRASS, (x, two))
                continue
            for y, line in zip((one, two), figure_lines(t, seat)):
                left = ui.blit_text(surf, line, ui.fit_px(line, fig_px, room), ui.MUTED, (x, y)).width
            # what you are doing, right of the last line where it reads (the prompt says it too):
            # your name keeps the panel's width
            doing = seat_doing(t, seat)
            px = ui.fit_px(doing, fig_px, room - left - u)
            if doing and px >= fig_px * 0.9:
                ui.blit_text(surf, doing, px, ui.MUTED, (r.right - u * 1.6, y), "topright")
            continue
        r = t.box(seat)
        ui.panel(surf, r.move(0, round(u * 0.4)), (0, 0, 0, 60), round(u * 1.4))
        ui.panel(surf, r, (24, 20, 16, 170), round(u * 1.4), ui.GLOW if active else (120, 96, 64, 200))
        doing, dpx, room = heads[seat]
        name, _ = ui.fit(t.names[seat], npx, room, least=1.0)  # cut only when out of room at that size
        ui.blit_text(surf, name, npx, ui.BRASS if active else ui.CREAM, (r.x + hu, r.y + hu * 1.8), "midleft")
        if doing:
            ui.blit_text(surf, doing, dpx, ui.BRASS if t.tally is not None else ui.MUTED,
                         (r.right - hu, r.y + hu * 1.8), "midright")
        apart = figures_apart(u)  # (then a line each, as in your panel, at one size)
        lines = figure_lines(t, seat) if apart else [" \u00b7 ".join(seat_figures(t, seat))]
        if apart and t.tally is not None and t.tally.short(seat):  # the count, under the score so far
            lines.append(t.tally.short(seat).capitalize())
        most, ys = box_figures(hu) if apart else (round(hu * 2.3), (hu * 3.8,))
        px = min(ui.fit_px(line, most, r.width - hu * 2) for line in lines)
        for k, (line, y) in enumerate(zip(lines, ys)):
            colour = ui.BRASS if k and t.tally is not None else ui.MUTED
            ui.blit_text(surf, line, px, colour, (r.x + hu, r.y + y), "midleft")
    _draw_info(t, surf)
    _draw_out_note(t, surf)


def figures_apart(u: float) -> bool:
    """Whether a seat box has its figures a line each: where on one line, in
    the narrowest box (19 units wide), a score so far and a showing of three
    characters would read under 13 px (at 800x500 they shrank to 10 px)."""
    line = f"Score so far {ui.num(-23)} \u00b7 showing {ui.num(-14)}"
    return ui.fit_px(line, round(u * 2.3), u * 17) < 13


def box_figures(hu: float) -> tuple[int, tuple[float, float]]:
    """A seat box's figures a line each (see figures_apart): their size, 16 px at
    least, and where their lines' middles are below the box's top, in the box's
    head (`hu` its unit): as far apart as their type is high, about the middle of
    the two lines where they were (at 800x500 they were 14 px, 10 px apart)."""
    px = max(16, round(hu * 2.2))
    apart = max(hu * 1.65, ui.font(px).get_height() + 1)
    first = hu * 3.8 - (apart - hu * 1.65) / 2
    return px, (first, first + apart)


def me_sizes(u: float, hu: float) -> tuple[int, int, int]:
    """The sizes of your panel's words: your name (never smaller than the
    seat boxes' names, lettered in units of `hu`), your figures (small print)
    and the round's score at the count."""
    fig = ui.small_px(u, 2.5)
    return max(round(u * 3.1), fig + 2, round(hu * 2.7)), fig, max(round(u * 3.6), fig + 4)


def me_rows(u: float, hu: float) -> tuple[float, float, float, float]:
    """Where your panel's rows begin below its top (your name, then two lines
    of figures, or the count's items and the round's score large) and its height."""
    name, fig = (ui.font(px).get_height() for px in me_sizes(u, hu)[:2])
    top = u * 1.4
    one = top + name + fig * 0.7
    two = one + fig * 1.6
    return top, one, two, two + fig + top


def _head_lines(t: GnomingTable) -> dict[int, tuple[str, int, float]]:
    """Per seat box: what the seat is doing (beside the name), its size, and the room left for the name."""
    u = t.hu
    out = {}
    for seat in range(t.state.players):
        if seat == t.bottom:
            continue
        r = t.box(seat)
        # (the count goes under the score so far where the figures are a line each: the line
        # "showing" takes in play is free then; beside the name it was 13 px at 800x500)
        doing = "" if t.tally is not None and figures_apart(t.u) else seat_doing(t, seat)
        # at 16 px or more (at 800x500 it was 14 px)
        dpx = max(16, ui.fit_px(doing, round(u * 2.3), r.width * 0.55))
        out[seat] = (doing, dpx, r.width - (ui.font(dpx).size(doing)[0] + u if doing else 0) - u * 2)
    return out


def _draw_out_note(t: GnomingTable, surf: pygame.Surface) -> None:
    """Under the seat that went out first, once the count reaches it: the
    first-out rule in words (−5 if its score was the lowest, else +5); beside
    the foot of its box, towards the middle, where under it is another box
    (two boxes up a side: it lay on the lower one's name)."""
    if t.tally is None:
        return
    u = t.u
    screen = pygame.Rect(0, 0, *t.size).inflate(-2 * round(u), -2 * round(u))
    for seat in range(t.state.players):
        note = t.tally.out_note(seat)
        if not note:
            continue
        r = t.me_rect if seat == t.bottom else t.box(seat)
        others = [t.box(s) for s in range(t.state.players) if s != seat] + [t.me_rect]
        px = ui.fit_px(note, ui.small_px(u, 2.3), max(r.width, u * 22) - u * 2)  # (at 800x1280 it was 14 px)
        w, h = ui.font(px).size(note)
        under = pygame.Rect(0, 0, w + round(u * 2), h + round(u * 0.8))
        under.midtop = (r.centerx, r.bottom + round(u * 0.6))
        beside = under.copy()
        if r.centerx < t.size[0] / 2:
            beside.bottomleft = (r.right + round(u), r.bottom)
        else:
            beside.bottomright = (r.left - round(u), r.bottom)
        pill = next((p for p in (under, beside) if screen.contains(p) and p.collidelist(others) < 0), under)
        pill.clamp_ip(screen)
        ui.panel(surf, pill, (24, 20, 16, 225), pill.height // 2, ui.BRASS)
        ui.blit_text(surf, note, px, ui.BRASS, pill.center, "center")


def _draw_info(t: GnomingTable, surf: pygame.Surface) -> None:
    u = t.u
    r = t.info_rect
    # up to a unit short of the seat box beside it (a wide box reaches into the corner)
    room = min([b.x for b in t.boxes if b.y < r.bottom and b.x > r.x] + [r.right + u]) - u - r.x
    head = f"Round {min(t.pic_round, 2) + 1} of 3"
    ui.blit_text(surf, head, ui.fit_px(head, round(u * 3.2), room), ui.BRASS, r.topleft, shadow=True)
    if t.over:  # the status line says so; the count goes on without a heading
        return
    if t.view["first_out"] is not None and t.tally is None:
        ui.blit_text(surf, "Last turns!", ui.fit_px("Last turns!", round(u * 2.7), room), (255, 170, 120),
                     (r.x, r.y + u * 3.8), shadow=True)
    elif t.tally is not None:
        text = COUNTING
        ui.blit_text(surf, text, ui.fit_px(text, round(u * 2.5), room), ui.MUTED, (r.x, r.y + u * 3.8))


def _slot(surf: pygame.Surface, rect: pygame.Rect, u: float) -> None:
    ui.panel(surf, rect, (0, 0, 0, 50), max(3, rect.width // 12), (90, 140, 110, 255))


def ended(t: GnomingTable) -> bool:
    """Whether the round the cards show is over (being counted, or its last
    cards still moving): the view is the next round's already."""
    return t.tally is not None or t.pic_round != t.view["round"]


def _draw_piles(t: GnomingTable, surf: pygame.Surface) -> None:
    u = t.u
    v = t.view
    label_y = t.label_y
    px = label_px(u)
    # draw pile: a few backs, offset, so it reads as a stack
    dr = t.target_rect(("draw",))
    _slot(surf, dr, u)
    n = v["draw"] + len(t.in_flight(t.off_draw))  # a card dealt or drawn leaves it as it lands
    back = sprites.card_image("gnoming", None, max(4, round(t.pw)))
    for k in range(min(4, (n + 9) // 10), 0, -1):
        surf.blit(back, dr.move(round(k * u * 0.3), round(k * u * 0.3)))
    counting = ended(t)  # the piles' figures already belong to the next round
    if not counting:
        ui.blit_text(surf, f"Draw \u00b7 {n}", px, ui.MUTED, (dr.centerx, label_y), "midtop")
    for i in (0, 1):
        pr = t.target_rect(("pile", i))
        _slot(surf, pr, u)
        # only the cards landed on the pile count (a deal showed "1" before the card came)
        count = len(v["piles"][i]) - len(t.in_flight(c["id"] for c in v["piles"][i]))
        if count > 2:  # the edges of the cards below the top two
            edge = pr.move(round(-u * 0.75), round(-u * 0.75))
            pygame.draw.rect(surf, (214, 206, 186), edge, border_radius=max(3, pr.width // 12))
            pygame.draw.rect(surf, (120, 110, 96), edge, ui.hairline(u), border_radius=max(3, pr.width // 12))
        # (an empty pile's "Discard \u00b7 empty" shrank to 13 px at 800x500: "0" says the same as the others)
        label = f"Discard \u00b7 {count}"
        if not counting:
            room = t.pile_x[1] - t.pile_x[0] - u  # the labels of the two piles never touch
            ui.blit_text(surf, label, ui.fit_px(label, px, room), ui.MUTED, (pr.centerx, label_y), "midtop")
    # the Hazards out of the round the cards show (while counting, the view is already the next round's)
    removed = t.pic_removed if counting else len(v["removed"])
    if removed:  # under the last of them
        low = t.out_spot(removed - 1, None)
        ui.blit_text(surf, OUT_LABEL, out_label_px(t), ui.MUTED, (t.out_x, low.y + low.width * 0.7 + u * 0.8),
                     "midtop")
    hr = t.target_rect(("hand",))
    pygame.draw.rect(surf, (60, 110, 84), hr, ui.hairline(u), border_radius=max(3, hr.width // 12))


OUT_LABEL = "Out of round"  # under the Hazards out of the round
# under the round's heading through the count ("Counting the grids" shrank to fit the corner: 14 px at 800x500)
COUNTING = "Counting grids"


def label_px(u: float) -> int:
    """The size of the labels under the middle's cards (the piles, the card in hand,
    the Hazards out): small print, never smaller (at 800x500 and 800x1280 they were 15 px)."""
    return ui.small_px(u, 2.4)


def out_label_px(t: GnomingTable) -> int:
    """The size of the Hazards' label: the piles' labels' size, or as large as fits
    between the Hazards and the draw pile."""
    return ui.fit_px(OUT_LABEL, label_px(t.u), t.draw_x - t.out_x - t.u)


def _draw_hand_label(t: GnomingTable, surf: pygame.Surface) -> None:
    """Whose card is in hand, once its sprite is on the table (per frame: the
    card arrives after the move that put it there)."""
    v = t.view
    held = v["held"]
    if held is None or ended(t):
        return
    if (held["id"] if held["id"] is not None else HIDDEN) not in t.sprites:
        return
    hr = t.target_rect(("hand",))
    who = "Your hand" if v["turn"] == t.me else f"{t.names[v['turn']]}'s hand"
    px = ui.fit_px(who, label_px(t.u), t.pw * 2.2)
    ui.blit_text(surf, who, px, ui.CREAM, (hr.centerx, t.label_y), "midtop")


def current_source(t: GnomingTable) -> Target | None:
    """What the acting human holds (or would hold): the base of what lights up."""
    if t.press is not None:
        return t.press[0]
    return ("hand",) if t.state.phase in ("play", "bounce", "discard") else None


def _draw_lit(t: GnomingTable, surf: pygame.Surface) -> None:
    if t.me is None or t.held_back or t.tally is not None:
        return
    plan = t.plan(current_source(t))
    hot = t.target_at(t.pointer, plan) if t.drag.holding else None
    u = t.u
    for target in plan:
        r = t.target_rect(target).inflate(round(u * 1.4), round(u * 1.4))
        if target == hot:
            ui.panel(surf, r, LIT_HOT, round(u * 1.2))
        # a ring, not a fill: the draw pile's backs stay visible under it
        pygame.draw.rect(surf, ui.GLOW, r, max(2, round(u * 0.45)), border_radius=round(u * 1.2))
        if target == ("out",):
            ui.blit_text(surf, "Hazard: out", round(u * 2.2), ui.CREAM, r.center, "center", shadow=True)


CARD_NAMES = {"M": "Mulligan", "H": "Hazard"}  # the cards the prompts name in words


def card_name(face: str) -> str:
    """A card in words: "M" -> "Mulligan", "-3" -> "\u22123" (the scores' minus sign)."""
    return CARD_NAMES.get(face) or ui.num(int(face))


def status(t: GnomingTable) -> str:
    """The line above your grid: what is going on, what to do."""
    v = t.view
    if t.held_back and t.tally is None:
        return t.note  # who did what, while it is shown (the game's last move too, before the count)
    if t.over:
        return "Game over"
    if t.tally is not None:
        return ""
    me = t.me
    phase = v["phase"]
    if me is None:
        # an AI's step stays in sight a moment, and through the rest of its turn (see said)
        doing = {"reveal": "turning up two cards", "hazard": "answering the Hazard"}.get(phase, "playing")
        return t.said(v["to_move"]) or t.busy(v["to_move"], doing)
    prompt = _prompt(t, me)
    # pass-and-play goes from one player to the next without a pass screen (nothing is secret): say whose
    return f"{t.names[me]} \u00b7 {prompt}" if len(t.humans) > 1 else prompt


def _prompt(t: GnomingTable, me: int) -> str:
    v = t.view
    phase = v["phase"]
    held = v["held"]
    if phase == "reveal":
        left = 2 - v['revealed'][me]
        which = "1 more of your cards to turn it" if left == 1 else "2 of your cards to turn them"
        return f"{ui.YOUR_TURN}click {which} up."
    if phase == "hazard":
        # (you are asked only with two face-down cards or more: the rule's "never your last" holds)
        who = t.names[v["turn"]]
        return f"{ui.YOUR_TURN}{who} discarded a Hazard; turn up one of your face-down cards, or Decline."
    if phase == "draw":
        return f"{ui.YOUR_TURN}drag a card from the draw pile or a discard pile (or click one)."
    face = held["face"] if held else "?"
    card = card_name(face)
    if phase == "play":
        away = "to let it leave the round" if face == "H" else "to discard it"
        return f"{ui.YOUR_TURN}drop the {card} on a card of your grid, or on a lit pile {away}."
    if phase == "bounce":
        return f"{ui.YOUR_TURN}the {card} may bounce; drag it to a lit card, or press Stop to discard it."
    return f"{ui.YOUR_TURN}discard the {card} on a lit pile."


def _draw_status(t: GnomingTable, surf: pygame.Surface) -> None:
    msg = "" if t.message() else status(t)
    if msg:
        t.draw_status(surf, msg, (t.size[0] / 2, t.status_y), t.size[0] * 0.62)


def hint_rects(t: GnomingTable) -> list[pygame.Rect]:
    """Where the hint points: the target of its action (for Keep and Stop,
    the pile the card in hand should go to: `hint_then`, or each pile it may
    go to while that is not known; for Decline, its button)."""
    a = t.hint
    if a is None:
        return []
    if a.kind == "decline":
        return [t.button_of(a.kind).rect]
    if a.kind in ("keep", "stop"):  # made with the discard that follows, by one click on a pile
        return [t.target_rect(x) for x, seq in t.click_plan().items()
                if seq[0] == a and (t.hint_then is None or t.hint_then in seq)]
    if a.kind in ("reveal", "flip", "place", "bounce"):
        target: Target = ("cell", 3 * a.args[0] + a.args[1])
    elif a.kind == "draw":
        target = ("draw",) if a.args[0] == "pile" else ("pile", a.args[1])
    else:
        target = ("pile", a.args[0])
    return [t.target_rect(target)]


def draw_over(t: GnomingTable, surf: pygame.Surface) -> None:
    """Buttons, the hint, and the end-of-round count."""
    u = t.u
    focus = t.focused() if t.me is not None and not t.held_back and not t.help_button.focus else None
    if t.me is not None and not t.held_back:
        for b in t.buttons():
            b.focus = focus is not None and focus[0] in BUTTONS and t.button_of(focus[0]) is b  # it rings itself
            b.draw(surf)
    for r in hint_rects(t) if t.me is not None else []:
        # the card tinted and its gold ring covered in green: it stands out among the lit targets
        ui.panel(surf, r, (*ui.GOOD, 70), round(u))
        pygame.draw.rect(surf, ui.GOOD, r.inflate(round(u * 1.6), round(u * 1.6)), max(3, round(u * 0.7)),
                         border_radius=round(u * 1.2))
    if focus is not None and focus[0] not in BUTTONS:  # (a button rang itself)
        # above the cards, unlike the lit rings, and around them: the gold ring stays seen within
        t.frame(surf, t.target_rect(focus).inflate(round(u * 1.6), round(u * 1.6)))  # as a picked card is
    if t.tally is not None and not t.dealing:  # (not round the cards gathering for the next deal)
        for seat in range(t.state.players):
            _draw_count(t, surf, seat)
    note = t.message()
    if note is not None:  # over the cards: the one springing home passes under it
        t.draw_notice(surf, note, (t.size[0] / 2, t.status_y), "midtop", t.size[0] * 0.62)


def _draw_count(t: GnomingTable, surf: pygame.Surface, seat: int) -> None:
    """One grid's count so far: each matching line outlined with its value in
    a disc at its end (rows: right, columns: below; above for your grid),
    kept inside a seat box."""
    tal = t.tally
    assert tal is not None
    u = t.u
    rad = round(u * (2.2 if seat == t.bottom else 1.7))
    keep = t.box(seat).inflate(-2 * rad - 2, -2 * rad - 2) if seat != t.bottom else None
    for k, (kind, cells, val) in enumerate(tal.shown(seat)):
        if kind != "line" or not cells:
            continue
        colour = LINE_COLOURS[k % len(LINE_COLOURS)]
        r = _card_rect(t, seat, cells[0]).union(_card_rect(t, seat, cells[-1])).inflate(6, 6)
        pygame.draw.rect(surf, colour, r, max(2, round(u * 0.45)), border_radius=round(u))
        if cells[1] - cells[0] == 1:
            at = (r.right, r.centery)
        else:
            at = (r.centerx, r.top if seat == t.bottom else r.bottom)
        if keep is not None:
            at = (min(at[0], keep.right), min(at[1], keep.bottom))
        pygame.draw.circle(surf, (24, 18, 14), at, rad)
        pygame.draw.circle(surf, colour, at, rad, max(2, round(u * 0.35)))
        text = ui.signed(val)
        ui.blit_text(surf, text, ui.fit_px(text, round(rad * 1.2), rad * 1.7), ui.CREAM, at, "center")


def tie_note(state: Any) -> str:
    """How the winner was found: lowest total; a tie goes to the lowest round-3 score."""
    totals = state.totals
    low = min(totals)
    tied = [i for i, x in enumerate(totals) if x == low]
    if len(tied) == 1:
        return f"the lowest total wins ({ui.num(low)})"
    last = [state.scores[-1][i] for i in tied]
    if last.count(min(last)) == 1:
        return f"tied on {ui.num(low)}: the lowest round-3 score ({ui.num(min(last))}) wins"
    return f"tied on {ui.num(low)} and on round 3 ({ui.num(min(last))}): a shared victory"
