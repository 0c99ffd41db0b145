"""Gnoming A Round's moves in words, for the move log."""
from __future__ import annotations

from tabletop.app.scenes.movelog import HEADING, agree, listing, won
from tabletop.games.gnoming.table_draw import card_name as name
from tabletop.rules import Action, Event, View

SIDES = ("left", "right")  # the discard piles as the table lays them out (their labels carry no number)
ENDS = {"out": "", "exhausted": " (the draw pile ran out)", "guard": " (the turn limit was reached)"}


def card(face: str) -> str:
    """"7" -> "a 7", "8" -> "an 8", "M" -> "a Mulligan"."""
    return f"an {face}" if face == "8" else f"a {name(face)}"


def cell(rc: list[int], to: bool = False) -> str:
    """A grid cell in words, as a place: [0, 2] -> "at the top right", [1, 1]
    -> "in the middle" ("turned up a 7 top right" read as a 7 called "top right");
    with `to` where a card goes: "to the top right" (a bounced card moves: "bounced
    the 8 in the middle" read as the 8 that was in the middle)."""
    r, c = ("top", "middle", "bottom")[rc[0]], ("left", "middle", "right")[rc[1]]
    where = "middle" if r == c == "middle" else f"{r} {c}"
    return f"to the {where}" if to else "in the middle" if where == "middle" else f"at the {where}"


def opening(names: list[str]) -> list[str]:
    """The log's first line (the first deal comes with the table, not with a move)."""
    return [f"{HEADING}Round 1: {agree(names[0], 'starts')}"]


def describe(names: list[str], events: list[Event]) -> list[str]:
    """The lines a move's events make (what every seat saw)."""
    out = []
    for e in events:
        d = e.data
        who = names[d["seat"]] if "seat" in d else ""
        if e.kind == "deal":
            out.append(f"{HEADING}Round {d['round'] + 1}: {agree(names[d['start']], 'starts')}")
            if d["removed"]:
                out.append("A Hazard turned up for a discard pile left the round.")
        elif e.kind == "reveal":
            out.append(f"{who} turned up {card(d['face'])} {cell(d['cell'])}.")
        elif e.kind == "draw":
            if d["from"] == "draw":
                out.append(f"{who} drew from the draw pile.")
            else:
                out.append(f"{who} took {card(d['face'])} from the {SIDES[d['pile']]} discard pile.")
        elif e.kind in ("place", "bounce"):
            old = f"a face-down {name(d['replaced_face'])}" if d["turned"] else card(d["replaced_face"])
            bounce = e.kind == "bounce"
            out.append(f"{who} {'bounced' if bounce else 'put'} the {name(d['face'])} {cell(d['cell'], bounce)}, "
                       f"in place of {old}.")
        elif e.kind == "discard":
            out.append(f"{who} discarded {card(d['face'])} onto the {SIDES[d['pile']]} discard pile.")
        elif e.kind == "hazard":
            out.append(f"{who} discarded a Hazard: it leaves the round, and the others may turn up a card.")
        elif e.kind == "flip":
            out.append(f"{who} turned up {card(d['face'])} {cell(d['cell'])} (after the Hazard).")
        elif e.kind == "decline":
            out.append(f"{who} turned up nothing (after the Hazard).")
        elif e.kind == "out":
            out.append(f"{who} turned up the last face-down card: everyone else has one more turn.")
        elif e.kind == "reshuffle":
            out.append("The discard piles, but for their top cards, were shuffled into a new draw pile.")
        elif e.kind == "round_end":
            first = "" if d["first_out"] is None else f"; {names[d['first_out']]} went out first"
            out.append(f"Round {d['round'] + 1} over{ENDS.get(d['end'], '')}{first}. "
                       f"Round scores: {listing(names, d['scores'])}.")
        elif e.kind == "game_over":
            out.append(f"Game over: {won(names, d['winners'])}. Totals: {listing(names, d['totals'])}.")
    return out


def advice(names: list[str], view: View, action: Action, then: Action | None = None) -> str:
    """The hint's move in a few words, for the hint's line, both steps of a
    move made in two (`then`: a Keep's or a Stop's discard): "turn up the
    card top left", "put the 7 in the middle", "discard the 7 onto the left
    discard pile" (a Keep and its discard)."""
    held = view.data["held"]
    mine = "it" if held is None or held["face"] is None else f"the {name(held['face'])}"
    k, a = action.kind, action.args
    if k in ("reveal", "flip"):
        return f"turn up the card {cell(list(a))}"
    if k in ("place", "bounce"):
        return f"{'put' if k == 'place' else 'bounce'} {mine} {cell(list(a), k == 'bounce')}"
    if k == "draw" and a[0] == "pile":
        return "draw from the draw pile"
    if k == "draw":
        top = view.data["piles"][a[1]][-1]["face"]
        return f"take the {name(top)} from the {SIDES[a[1]]} discard pile"
    if k == "decline":
        return "turn up nothing"
    pile = a[0] if k == "discard" else then.args[0] if then is not None else None
    where = "" if pile is None else f" onto the {SIDES[pile]} discard pile"  # (the move log's words)
    return f"{'stop and ' if k == 'stop' else ''}discard {mine}{where}"  # (a Keep keeps the grid: the card goes)
