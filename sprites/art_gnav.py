"""Gnav card art: classic French-suited number cards 2..10 with pips in the traditional
layout; the wild 2s and 10s carry a small gold star and a thin gold inner line."""
from __future__ import annotations

from svgkit import card_edge, clipped_polygon, document, rotated_180, sheen, star, text, vgrad

RED, BLACK, GOLD = "#c8202e", "#1b1b22", "#c99a2e"
SUIT_PATH = {
    "H": "M0 42 C-30 18 -50 0 -50 -20 C-50 -38 -36 -48 -24 -48 C-12 -48 -4 -40 0 -30 "
         "C4 -40 12 -48 24 -48 C36 -48 50 -38 50 -20 C50 0 30 18 0 42 Z",
    "D": "M0 -50 C12 -30 24 -16 40 0 C24 16 12 30 0 50 C-12 30 -24 16 -40 0 C-24 -16 -12 -30 0 -50 Z",
    "S": "M0 -50 C-14 -30 -50 -12 -50 12 C-50 30 -36 38 -22 38 C-14 38 -7 34 -3 28 C-4 40 -10 47 -20 50 "
         "L20 50 C10 47 4 40 3 28 C7 34 14 38 22 38 C36 38 50 30 50 12 C50 -12 14 -30 0 -50 Z",
    "C": "M-5 8 C-8 20 -12 40 -22 50 L22 50 C12 40 8 20 5 8 Z",
}
SUIT_COLOUR = {"H": RED, "D": RED, "S": BLACK, "C": BLACK}

# Pip rows run from y=TOP to y=BOTTOM; columns left, centre, right.
TOP, BOTTOM, L, C, R = 76, 274, 88, 125, 162


def pip(suit: str, x: float, y: float, size: float, flip: bool = False) -> str:
    """One suit pip `size` across at (x, y); pips in the lower half are printed upside down."""
    s = size / 100.0
    rot = f" rotate(180)" if flip else ""
    body = f'<path d="{SUIT_PATH[suit]}"/>'
    if suit == "C":  # the club is three balls on a flared stem
        body += '<circle cx="0" cy="-24" r="22"/><circle cx="-24" cy="12" r="22"/><circle cx="24" cy="12" r="22"/>' \
                '<circle cx="0" cy="4" r="12"/>'
    return f'<g transform="translate({x:.1f} {y:.1f}) scale({s:.3f}){rot}" fill="{SUIT_COLOUR[suit]}">{body}</g>'


def layout(rank: int) -> list[tuple[float, float]]:
    """Pip centres for a rank in the traditional arrangement."""
    mid = (TOP + BOTTOM) / 2
    q = [TOP + (BOTTOM - TOP) * k / 3 for k in range(4)]
    sides3 = [(x, y) for y in (TOP, mid, BOTTOM) for x in (L, R)]
    sides4 = [(x, y) for y in q for x in (L, R)]
    return {
        2: [(C, TOP), (C, BOTTOM)],
        3: [(C, TOP), (C, mid), (C, BOTTOM)],
        4: [(L, TOP), (R, TOP), (L, BOTTOM), (R, BOTTOM)],
        5: [(L, TOP), (R, TOP), (C, mid), (L, BOTTOM), (R, BOTTOM)],
        6: sides3,
        7: sides3 + [(C, (TOP + mid) / 2)],
        8: sides3 + [(C, (TOP + mid) / 2), (C, (mid + BOTTOM) / 2)],
        9: sides4 + [(C, mid)],
        10: sides4 + [(C, (q[0] + q[1]) / 2), (C, (q[2] + q[3]) / 2)],
    }[rank]


def face(card: str) -> str:
    """The SVG of a Gnav card in notation, e.g. "7H", "10S"."""
    rank, suit = int(card[:-1]), card[-1]
    colour = SUIT_COLOUR[suit]
    wild = rank in (2, 10)
    defs = vgrad("paper", 0, 350, [(0, "#ffffff"), (1, "#f1eee6")])
    parts = [card_edge("url(#paper)")]
    if wild:
        parts.append(f'<rect x="10" y="10" width="230" height="330" rx="12" fill="none" stroke="{GOLD}" '
                     'stroke-width="2.5"/>')
    size = 50 if rank < 10 else 46
    for x, y in layout(rank):
        parts.append(pip(suit, x, y, size, flip=y > (TOP + BOTTOM) / 2 + 1))
    label = str(rank)
    idx = text(label, 34, 56, 36, colour, weight=18, anchor="middle") + pip(suit, 34, 82, 28)
    if wild:
        idx += f'<path d="{star(34, 110, 10)}" fill="{GOLD}" stroke="#8a6412" stroke-width="1.2"/>'
    parts.append(idx + rotated_180(idx))
    parts.append(sheen())
    return document("".join(parts), defs=defs)


def back() -> str:
    """The Gnav back: a classic navy lattice inside a white margin."""
    defs = vgrad("navy", 0, 350, [(0, "#2d4f9e"), (1, "#182d63")])
    parts = [card_edge("#fbfaf6"), '<rect x="14" y="14" width="222" height="322" rx="9" fill="url(#navy)"/>']
    x0, y0, x1, y1 = 20, 20, 230, 330
    bars = []
    for i in range(-9, 16):
        for sign in (1, -1):
            a = i * 26
            pts = [(a, 0), (a + 8, 0), (a + 8 + sign * 350 * 0.6, 350), (a + sign * 350 * 0.6, 350)]
            d = clipped_polygon(pts, x0, y0, x1, y1)
            if d:
                bars.append(d)
    parts.append(f'<path d="{" ".join(bars)}" fill="#ffffff" fill-opacity="0.12"/>')
    parts.append(f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="5" fill="none" '
                 'stroke="#dfe6ff" stroke-width="2.5"/>')
    parts.append('<circle cx="125" cy="175" r="46" fill="#182d63" stroke="#dfe6ff" stroke-width="3"/>')
    for i, s in enumerate("SHDC"):
        x, y = 125 + (-16 if i % 3 == 0 else 16), 175 + (-16 if i < 2 else 16)
        parts.append(pip(s, x, y, 26).replace(SUIT_COLOUR[s], "#f4f1e6" if s in "SC" else "#ff6b6b"))
    parts.append(sheen())
    return document("".join(parts), defs=defs)


def faces() -> dict[str | None, str]:
    """Every face of the game by notation (None: the back)."""
    out: dict[str | None, str] = {f"{r}{s}": face(f"{r}{s}") for r in range(2, 11) for s in "SHDC"}
    out[None] = back()
    return out
