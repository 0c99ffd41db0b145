"""The explicit registry of the four games (no discovery)."""
from __future__ import annotations

from typing import Any

from tabletop.rules import Game
from tabletop.games.nimmt.rules import GAME as _nimmt

GAMES: dict[str, Game[Any]] = {"nimmt": _nimmt}
for _id in ("gnoming", "grinch", "gnav"):
    try:  # the other games land one by one
        GAMES[_id] = __import__(f"tabletop.games.{_id}.rules", fromlist=["GAME"]).GAME
    except ImportError:
        pass
