"""Grinch Grow Your Heart's moves in words, for the move log."""
from __future__ import annotations

from tabletop.app import ui
from tabletop.app.scenes.movelog import HEADING, agree, listing, most, whose, won
from tabletop.games.grinch.table_sheet import ROW_NAMES, face_name
from tabletop.rules import Action, Event, View


def heading(names: list[str], rnd: int, grinch: int) -> str:
    """"Round 2: Ann is the Grinch" (`rnd` counts from 0)."""
    return f"Round {rnd + 1}: {agree(names[grinch], 'is')} the Grinch"


def opening(names: list[str]) -> list[str]:
    """The log's first line (the first deal comes with the table, not with a move)."""
    return [HEADING + heading(names, 0, 0)]


def describe(names: list[str], events: list[Event]) -> list[str]:
    """The lines a move's events make (what every seat saw: a card drawn
    from the draw pile is not named); a card is "the Wreath 3", as in the hint."""
    out = []
    for e in events:
        d = e.data
        who = names[d["seat"]] if "seat" in d else ""
        if e.kind == "deal":
            out.append(HEADING + heading(names, d["round"], d["grinch"]))
        elif e.kind == "draw" and d["from"] == "draw":
            out.append(f"{who} drew from the draw pile.")
        elif e.kind == "draw":
            card = face_name(d["face"])
            out.append(f"{who} took back the {card}." if d["pile"] == d["seat"] else
                       f"{who} took the {card} from {whose(names[d['pile']])} discard pile.")
        elif e.kind == "discard":
            out.append(f"{who} discarded the {face_name(d['face'])}.")
        elif e.kind == "reshuffle":
            out.append("The discard piles, but for their top cards, were shuffled into a new draw pile.")
        elif e.kind == "score":
            bonus = f", plus a bonus of {d['bonus']}" if d["bonus"] else ""  # the bonus counts whatever the row
            out.append(f"{who} scored {ui.num(d['points'])} in the {ROW_NAMES[d['row']]} row{bonus}.")
        elif e.kind == "round_end":
            out.append(f"Round {d['round'] + 1} over. Totals: {listing(names, d['totals'])}.")
        elif e.kind == "game_over":
            winners, best = most(d["scores"])
            out.append(f"Game over: {won(names, winners)} with {ui.count(best, 'point')}.")
    return out


def advice(names: list[str], view: View, action: Action, then: Action | None = None) -> str:
    """The hint's move in a few words, for the hint's line: "discard the
    Noise 4", "take the Wreath 3 from Ada's discard pile" (the move log's words), "score it as Run"."""
    if action.kind == "discard":
        return f"discard the {face_name(str(action.args[0]))}"
    if action.kind == "score":
        return f"score it as {ROW_NAMES[str(action.args[0])]}"
    if action.args[0] == "pile":
        return "draw from the draw pile"
    pile = int(action.args[1])
    card = face_name(view.data["discards"][pile][-1]["face"])
    return f"take back the {card}" if pile == view.seat else f"take the {card} from {whose(names[pile])} discard pile"
