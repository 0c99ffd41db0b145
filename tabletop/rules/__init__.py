"""The shared rules core: the game protocol, seeded shuffles, views, events,
outcomes, move texts and replay. Imports no pygame."""
from tabletop.rules.core import (
    Action,
    Event,
    Game,
    IllegalAction,
    Outcome,
    View,
    replay,
    record,
    scoreboard,
    shuffled,
    winners_by,
)

__all__ = [
    "Action", "Event", "Game", "IllegalAction", "Outcome", "View",
    "replay", "record", "scoreboard", "shuffled", "winners_by",
]
