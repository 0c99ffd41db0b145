"""6 nimmt!'s moves in words, for the move log."""
from __future__ import annotations

from tabletop.app import ui
from tabletop.app.scenes.movelog import HEADING, listing, most, won
from tabletop.rules import Action, Event, View


def opening(names: list[str]) -> list[str]:
    """The log's first line (the first deal comes with the table, not with a move)."""
    return [f"{HEADING}Round 1"]


def describe(names: list[str], events: list[Event]) -> list[str]:
    """The lines a move's events make (what every seat saw: a card chosen
    is named only once all are shown)."""
    out = []
    for k, e in enumerate(events):
        d = e.data
        who = names[d["seat"]] if "seat" in d else ""
        if e.kind == "deal":
            out.append(f"{HEADING}Round {d['round'] + 1}")
        elif e.kind == "pick":
            out.append(f"{who} took the {d['face']} from the table.")
        elif e.kind == "rows":
            out.append("The four cards left start the rows: " + ", ".join(str(r[0]) for r in d["rows"]) + ".")
        elif e.kind == "reveal":
            out.append("Cards shown: " + listing([names[p["seat"]] for p in d["plays"]],
                                                 [p["face"] for p in d["plays"]]) + ".")
        elif e.kind == "too_low":
            out.append(f"{who} played lower than the last card of every row and must take a row.")
        elif e.kind == "take":
            cards = ", ".join(str(f) for f in d["faces"])
            lost = ui.count(d["bullheads"], "bullhead")
            # the card laid next (the taker's) is higher than the row's last only when the row was full
            laid = next((p.data["face"] for p in events[k:] if p.kind == "place"), 0)
            full = ", which was full" if laid > d["faces"][-1] else ""
            out.append(f"{who} took row {d['row'] + 1}{full} ({cards}): {lost}.")
        elif e.kind == "place":
            out.append(f"{who} laid the {d['face']} on row {d['row'] + 1}.")
        elif e.kind == "round_end":
            out.append(f"Round {d['round'] + 1} over. Points left: {listing(names, d['points'])}.")
        elif e.kind == "game_over":
            winners, best = most(d["scores"])
            out.append(f"Game over: {won(names, winners)} with {ui.count(best, 'point')} left.")
    return out


def advice(names: list[str], view: View, action: Action, then: Action | None = None) -> str:
    """The hint's move in a few words, for the hint's line: "play the 34",
    "take row 2", "take the 34 from the table" (a draft's pick); a card is
    "the 34", as in the move log."""
    x = action.args[0] if action.args else ""
    if action.kind == "take":
        return f"take row {int(x) + 1}"
    return f"take the {x} from the table" if action.kind == "pick" else f"play the {x}"
