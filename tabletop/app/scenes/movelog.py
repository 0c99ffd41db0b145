"""The moves of the game so far, in words (L at the table, or Moves in the
menu). Each game's table tells what one move did (`TableScene.describe`,
from the move's events, which hold only what every seat may see); the
table keeps the lines, and this page shows the latest of them."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.app import ui
from tabletop.app.main import App
from tabletop.app.scenes.rules import Page

if TYPE_CHECKING:
    from tabletop.app.table_base import TableScene

HEADING = "# "  # a line that starts a round (a heading on the page)
SHOWN = 400     # the page shows this many of the latest lines (a long game's opening is not needed)


def listing(names: list[str], figures: list[int]) -> str:
    """"Ann 12, Bob 7"."""
    return ", ".join(f"{n} {ui.num(x)}" for n, x in zip(names, figures))


def whose(name: str) -> str:
    """"Ann's", "your"."""
    return "your" if name == "You" else f"{name}'s"


def agree(who: str, verb: str) -> str:
    """The name with its verb: "Ann is", "You are", "Ann starts", "You start"."""
    if who == "You" or " and " in who:
        verb = "are" if verb == "is" else verb[:-1]
    return f"{who} {verb}"


def most(scores: list[int]) -> tuple[list[int], int]:
    """The seats with the most points (a game won on the most), and that many."""
    best = max(scores)
    return [i for i, x in enumerate(scores) if x == best], best


def won(names: list[str], winners: list[int]) -> str:
    """"Ann wins", "You win", "Ann and Bob win", "Ann, Bob and Cleo win"."""
    who = [names[w] for w in winners]
    return agree(" and ".join(filter(None, (", ".join(who[:-1]), who[-1]))), "wins")


def add(log: list[str], lines: list[str]) -> None:
    """Append a move's lines; a line that says again what the one before it
    said ("Ann drew from the draw pile.") is folded into it."""
    for line in lines:
        if log and line == log[-1] and line.endswith("."):
            log[-1] = line[:-1] + ", twice."
        else:
            log.append(line)


class MoveLog(Page):
    """The table's move log, opened at its latest line."""

    close_keys = Page.close_keys + (pygame.K_l,)

    def __init__(self, app: App, table: TableScene) -> None:
        lines = table.log[-SHOWN:]
        paras = [("h", "Moves so far")]
        if len(table.log) > SHOWN:
            paras.append(("p", f"(The first {len(table.log) - SHOWN} lines are left out.)"))
        paras += [("h", line[len(HEADING):]) if line.startswith(HEADING) else ("l", line) for line in lines]
        super().__init__(app, paras, at_end=True)
