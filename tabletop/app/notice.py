"""A short message over the table for a few seconds, in a panel that reads
on cards and cloth alike: a refused move explained, a rule at work (the
Gnav and Gnoming A Round tables). A table keeps each kind as (text, clock
when shown) and draws the newest that is still fresh."""
from __future__ import annotations

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
         anchor: str, max_w: float, most: int = 1) -> pygame.Rect:
    """The message in its panel, the text placed at `at` by `anchor`, in up to
    `most` lines where a status line has room for them (more lines spread
    evenly above and below, as `ui.blit_lines` lays them); returns the panel.
    A message too long for them at a size that reads (a hint's move and why
    in a small window) takes a line more, up to three, shrunk less."""
    full = round(u * 2.9)
    while most < 3 and ui.fit_lines(text, full, max_w, most)[1] < full * READS:
        most += 1
    lines, px = ui.fit_lines(text, full, max_w, most) if most > 1 else ((text,), 0)
    if len(lines) == 1:
        px = ui.fit_px(text, full, max_w)
        step, block = 0, ui.text(text, px, colour).get_rect(**{anchor: (round(at[0]), round(at[1]))})
    else:
        step = ui.font(px).get_linesize()
        block = pygame.Rect(0, 0, max(ui.font(px).size(line)[0] for line in lines), step * len(lines))
        setattr(block, anchor, (round(at[0]), round(at[1] - (len(lines) - 1) * step / 2)))
    box = block.inflate(round(u * 4), round(u * 1.4))
    ui.panel(surf, box, (20, 30, 26, 235), round(u * 1.5), colour)
    for k, line in enumerate(lines):
        ui.blit_text(surf, line, px, colour, (box.centerx, block.y + k * step), "midtop")
    return box
