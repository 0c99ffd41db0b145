"""The explicit registry of the games (no discovery)."""
from __future__ import annotations

from typing import Any

from tabletop.games.gnav.rules import GAME as _gnav
from tabletop.games.gnoming.rules import GAME as _gnoming
from tabletop.games.grinch.rules import GAME as _grinch
from tabletop.games.nimmt.rules import GAME as _nimmt
from tabletop.rules import Game

GAMES: dict[str, Game[Any]] = {"gnoming": _gnoming, "grinch": _grinch, "gnav": _gnav, "nimmt": _nimmt}
# the order the app shows them in (title tiles, keys 1-4, statistics)
SHOWN = ("nimmt", "gnoming", "grinch", "gnav")
