"""6 nimmt! card art: violet cards, the number large, bullheads coloured by their count."""
from __future__ import annotations

from svgkit import card_edge, document, rgrad, rotated_180, sheen, star, text, vgrad

from tabletop.games.nimmt.rules import bullheads

INK = "#1c1530"
# Bullhead counts and the colour the printed cards use for them.
HEAD_COLOUR = {1: "#f6f2e8", 2: "#5cbcff", 3: "#ffc02e", 5: "#ff4b3e", 7: "#e846f5"}


def bull_head(cx: float, cy: float, size: float, fill: str) -> str:
    """A bull's head icon `size` wide centred on (cx, cy), drawn on a 100-unit grid."""
    s = size / 100.0
    return (
        f'<g transform="translate({cx - 50 * s:.2f} {cy - 50 * s:.2f}) scale({s:.4f})" '
        f'stroke="{INK}" stroke-width="5" stroke-linejoin="round">'
        # horns sweep out and up from the brow
        f'<path fill="#f3ead2" d="M34 30 C20 30 8 22 5 5 C14 15 24 18 38 20 Z"/>'
        f'<path fill="#f3ead2" d="M66 30 C80 30 92 22 95 5 C86 15 76 18 62 20 Z"/>'
        # ears
        f'<path fill="{fill}" d="M31 38 C20 40 10 38 6 31 C14 27 24 28 33 31 Z"/>'
        f'<path fill="{fill}" d="M69 38 C80 40 90 38 94 31 C86 27 76 28 67 31 Z"/>'
        # the head narrows down to the muzzle
        f'<path fill="{fill}" d="M30 22 C42 16 58 16 70 22 C74 40 70 56 66 68 L34 68 C30 56 26 40 30 22 Z"/>'
        f'<ellipse cx="50" cy="76" rx="21" ry="15" fill="{fill}"/>'
        f'<ellipse cx="50" cy="77" rx="15" ry="9" fill="#ffffff" fill-opacity="0.35" stroke="none"/>'
        f'<circle cx="42" cy="78" r="3.5" fill="{INK}" stroke="none"/>'
        f'<circle cx="58" cy="78" r="3.5" fill="{INK}" stroke="none"/>'
        f'<circle cx="39" cy="44" r="5" fill="{INK}" stroke="none"/>'
        f'<circle cx="61" cy="44" r="5" fill="{INK}" stroke="none"/>'
        "</g>")


def _head_rows(n: int) -> list[int]:
    return {1: [1], 2: [2], 3: [3], 5: [3, 2], 7: [4, 3]}[n]


def _body_defs() -> str:
    return (vgrad("body", 0, 350, [(0, "#7461c4"), (1, "#3b2d7c")])
            + rgrad("glow", 125, 205, 120, [(0, "#ffffff", 0.22), (1, "#ffffff", 0)]))


def face(card: int) -> str:
    """The SVG of 6 nimmt! card `card`."""
    n = bullheads(card)
    colour = HEAD_COLOUR[n]
    parts = [card_edge("url(#body)"),
             '<rect x="13" y="13" width="224" height="324" rx="11" fill="none" '
             'stroke="#d9d0ff" stroke-opacity="0.45" stroke-width="2.5"/>',
             '<circle cx="125" cy="210" r="120" fill="url(#glow)"/>']
    if n == 7:
        parts.append(f'<path d="{star(125, 212, 112, 14, 0.72)}" fill="{colour}" fill-opacity="0.28"/>')
    # bullheads: one or two centred rows under the corner numbers
    rows = _head_rows(n)
    size = {1: 78, 2: 72, 3: 66, 5: 54, 7: 46}[n]
    top = 96 if len(rows) == 1 else 80
    for r, count in enumerate(rows):
        y = top + r * size * 0.74
        for i in range(count):
            x = 125 + (i - (count - 1) / 2) * size * 0.98
            parts.append(bull_head(x, y, size, colour))
    label = str(card)
    big = 108 if len(label) < 3 else 86
    base = 272 if len(rows) == 1 else 284
    parts.append(text(label, 125, base, big, colour, weight=17, outline=INK, outline_w=5.5))
    corner = text(label, 22, 52, 34 if card < 100 else 29, colour, weight=16, anchor="start", outline=INK, outline_w=3)
    parts.append(corner)
    parts.append(rotated_180(corner))
    parts.append(sheen())
    return document("".join(parts), defs=_body_defs())


def back() -> str:
    """The SVG of the 6 nimmt! card back."""
    parts = [card_edge("url(#body)"),
             '<circle cx="125" cy="175" r="120" fill="url(#glow)"/>']
    # a lattice of faint diamonds, clipped by staying inside the inner frame
    diamonds = []
    for row in range(9):
        for col in range(6):
            x = 35 + col * 36 + (18 if row % 2 else 0)
            y = 40 + row * 34
            if x > 222:
                continue
            diamonds.append(f"M{x} {y - 9} L{x + 9} {y} L{x} {y + 9} L{x - 9} {y} Z")
    parts.append(f'<path d="{" ".join(diamonds)}" fill="#ffffff" fill-opacity="0.09"/>')
    parts.append('<rect x="13" y="13" width="224" height="324" rx="11" fill="none" '
                 'stroke="#e9e2ff" stroke-opacity="0.6" stroke-width="3"/>')
    parts.append(f'<circle cx="125" cy="175" r="74" fill="#2b2060" stroke="#e9e2ff" stroke-width="4"/>')
    parts.append(bull_head(125, 168, 112, HEAD_COLOUR[5]))
    parts.append(text("6", 125, 70, 40, "#ffc02e", weight=18, outline=INK, outline_w=3))
    parts.append(text("NIMMT", 125, 306, 30, "#f6f2e8", weight=15, outline=INK, outline_w=3))
    parts.append(sheen())
    return document("".join(parts), defs=_body_defs())


def faces() -> dict[str | None, str]:
    """Every face of the game by notation (None: the back)."""
    out: dict[str | None, str] = {str(c): face(c) for c in range(1, 105)}
    out[None] = back()
    return out
