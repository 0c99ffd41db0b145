"""A short message over the table for a few seconds, in a panel that reads
on cards and cloth alike: a refused move explained, a rule at work (the
Gnav and Gnoming A Round tables). A table keeps each kind as (text, clock
when shown) and draws the newest that is still fresh."""
from __future__ import annotations

import functools

import pygame

from tabletop.app import ui

SECONDS = 2.6
REFUSED = (255, 190, 170)  # the colour of a refused move's reason
READS = 0.9  # a message shrunk below this share of its size to keep to one line takes two

Note = tuple[str, float] | None  # text, clock when shown


def newest(clock: float, notes: list[tuple[Note, tuple[int, int, int]]]) -> tuple[str, tuple[int, int, int]] | None:
    """The newest of `notes` (each with its colour) shown less than SECONDS ago."""
    fresh = [(n, c) for n, c in notes if n is not None and clock - n[1] < SECONDS]
    if not fresh:
        return None
    (text, _), colour = max(fresh, key=lambda nc: nc[0][1])
    return text, colour


def draw(surf: pygame.Surface, text: str, colour: tuple[int, int, int], u: float, at: tuple[float, float],
         anchor: str, max_w: float, most: int = 1, short: str = "",
         room: tuple[float, float] | None = None) -> pygame.Rect:
    """The message in its panel, the text placed at `at` by `anchor` (see
    layout, which finds its lines once for as long as it shows); returns the panel."""
    lines, px, box = layout(text, colour, u, at, anchor, max_w, most, short, room)
    step = ui.font(px).get_linesize()
    ui.panel(surf, box, (20, 30, 26, 235), round(u * 1.5), colour)
    for k, line in enumerate(lines):
        ui.blit_text(surf, line, px, colour, (box.centerx, box.centery - step * len(lines) / 2 + k * step), "midtop")
    return box.copy()


@functools.lru_cache(maxsize=16)  # (a notice stands for seconds: it is laid out once, not every frame)
def layout(text: str, colour: tuple[int, int, int], u: float, at: tuple[float, float], anchor: str,
           max_w: float, most: int = 1, short: str = "",
           room: tuple[float, float] | None = None) -> tuple[tuple[str, ...], int, pygame.Rect]:
    """A message's lines, their size and its panel, the text (in `colour`) placed at `at`
    by `anchor`, in up to `most` lines where a status line has room for them
    (more lines spread evenly above and below, as `ui.blit_lines` lays them).
    A message too long for them at a size that reads (a hint's move and why
    in a small window) takes a line more, up to three, shrunk less; one with
    a `short` form takes that instead (the hint's reason in fewer words). `room`
    (top, bottom): the height free of cards there, which the panel keeps to:
    its lines only as many as fit in it, shrunk as far as it must in the end,
    and moved into it."""
    full = round(u * 2.9)
    pad = (round(u * 4), round(u * 1.4))
    high = float("inf") if room is None else room[1] - room[0]

    def fits(lines: tuple[str, ...], px: int) -> bool:
        return ui.font(px).get_linesize() * len(lines) + pad[1] <= high

    def best(msg: str, up_to: int = 3) -> tuple[tuple[str, ...], int]:
        """The fewest lines from `most` up to `up_to` at which `msg` reads, within the room;
        or the largest size at which it fits in the room at all (0: none)."""
        shrunk: tuple[tuple[str, ...], int] = ((msg,), 0)
        for n in range(most, max(most, up_to) + 1):
            lines, px = ui.fit_lines(msg, full, max_w, n) if n > 1 else ((msg,), ui.fit_px(msg, full, max_w))
            while px > 10 and not fits(lines, px):
                px -= 1
                lines = ui.fit_lines(msg, px, max_w, n)[0] if n > 1 else lines
            if fits(lines, px) and px >= full * READS:
                return lines, px
            if fits(lines, px) and px > shrunk[1]:
                shrunk = lines, px
        return shrunk
    # (the whole message in the status line's lines, else the short form in as few more as it takes)
    lines, px = best(text, most if short else 3)
    if short and px < full * READS:
        lines, px = max((lines, px), best(short), key=lambda lp: (lp[1] >= full * READS, lp[1]))
    px = max(px, 10)
    step = ui.font(px).get_linesize()
    if len(lines) == 1:
        block = ui.text(lines[0], px, colour).get_rect(**{anchor: (round(at[0]), round(at[1]))})
    else:
        block = pygame.Rect(0, 0, max(ui.font(px).size(line)[0] for line in lines), step * len(lines))
        setattr(block, anchor, (round(at[0]), round(at[1] - (len(lines) - 1) * step / 2)))
    box = block.inflate(*pad)
    if room is not None:  # (clear of the cards above and below, the top kept first)
        box.bottom = min(box.bottom, round(room[1]))
        box.top = max(box.top, round(room[0]))
    return lines, px, box
