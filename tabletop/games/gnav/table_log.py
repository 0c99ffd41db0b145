"""Gnav's moves in words, for the move log."""
from __future__ import annotations

from tabletop.app.scenes.movelog import agree, listing, most, won
from tabletop.games.gnav.table_look import card_name, end_words
from tabletop.rules import Action, Event, View


def opening(names: list[str]) -> list[str]:
    """The log's first line (the deal comes with the table, not with a move)."""
    return [f"{agree(names[0], 'plays')} first."]


def describe(names: list[str], events: list[Event]) -> list[str]:
    """The lines a move's events make (what both seats saw: a card drawn is
    named only once it is played)."""
    out = []
    for e in events:
        d = e.data
        who = names[d["seat"]] if "seat" in d else ""
        if e.kind == "capture":
            played = next(p.data for p in events if p.kind == "play")
            card = card_name(played["face"])
            if played["capture"] == "match":
                out.append(f"{who} played the {card} on the {card_name(d['faces'][0])} and captured both.")
            else:
                out.append(f"{who} played the wild {card} on the {card_name(d['faces'][0])} and captured it; "
                           f"the {card} is the new top.")
        elif e.kind == "refill":  # as the table shows it: cards fly from the draw pile to the hand
            count = f"{len(d['cards'])} cards" if len(d["cards"]) > 1 else "a card"
            out.append(f"{who} drew {count} from the draw pile.")
        elif e.kind == "draw":
            out.append(f"{who} had no card to play and drew one.")
        elif e.kind == "keep":
            out.append(f"{who} kept the card drawn.")
        elif e.kind == "pass":
            out.append(f"{who} had no card to play and passed.")
        elif e.kind == "stop":
            out.append(f"{who} ended the turn.")  # the End turn button; the table says "ended the turn"
        elif e.kind == "start":
            out.append(f"{who} started the discard pile with the {card_name(d['face'])}.")
        elif e.kind == "turn_up":
            out.append(f"The {card_name(d['face'])} was turned up to start the discard pile.")
        elif e.kind == "game_over":
            winners, best = most(d["scores"])
            result = "a draw" if len(winners) > 1 else won(names, winners)
            out.append(f"{end_words(d['reason'])} Game over: {result}. Scores: {listing(names, d['scores'])}.")
    return out


def advice(names: list[str], view: View, action: Action, then: Action | None = None) -> str:
    """The hint's move in a few words, for the hint's line: "play the 7 of
    clubs", "keep the card drawn", "end your turn"."""
    if action.kind == "play":
        return f"play the {card_name(str(action.args[0]))}"
    if action.kind == "start":
        return f"start the discard pile with the {card_name(str(action.args[0]))}"  # (the move log's words)
    return {"keep": "keep the card drawn", "stop": "end your turn", "draw": "draw a card"}.get(action.kind, "pass")
