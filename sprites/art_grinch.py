"""Grinch Grow Your Heart card art: four suits told apart by colour AND shape
(wreath ring, party horn, bauble, gift box), ranks as pips, bonus cards with a ribbon
that states the bonus and its requirement."""
from __future__ import annotations

import math

from svgkit import card_edge, document, rgrad, rotated_180, sheen, text, text_width, vgrad

INK = "#24160f"
SUITS = {
    "W": ("#2f9a48", "#e8f6e4", "WREATH"),
    "N": ("#2f6fd6", "#e5eefc", "NOISE"),
    "O": ("#d8333a", "#fde8e6", "ORNAMENT"),
    "P": ("#8b4fd2", "#f1e8fc", "PRESENT"),
}
NEXT = "WNOP"


def symbol(suit: str, cx: float, cy: float, size: float) -> str:
    """The suit's symbol about `size` across, centred on (cx, cy)."""
    colour = SUITS[suit][0]
    s = size / 100.0
    g = (f'<g transform="translate({cx:.2f} {cy:.2f}) scale({s:.4f})" stroke="{INK}" stroke-width="5" '
         'stroke-linejoin="round" stroke-linecap="round">')
    if suit == "W":  # a round wreath of leaves with a red bow
        body = (f'<path d="{_wreath_path(46, 22)}" fill="{colour}" fill-rule="evenodd"/>'
                '<circle r="34" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4" '
                'stroke-dasharray="9 8"/>'
                + '<path d="M0 30 L-22 18 L-22 44 Z M0 30 L22 18 L22 44 Z" fill="#d8333a"/>'
                '<path d="M0 30 L-12 50 M0 30 L12 50" stroke="#d8333a" stroke-width="7"/>'
                '<circle cx="0" cy="30" r="6" fill="#d8333a"/>')
    elif suit == "N":  # a party horn widening from its mouthpiece to the bell, with its sound
        body = _horn(colour)
    elif suit == "O":  # a round bauble on its cap and hook
        body = ('<path d="M0 -52 C-10 -62 10 -62 0 -52" fill="none" stroke-width="4"/>'
                '<rect x="-12" y="-50" width="24" height="14" rx="3" fill="#e8c35a"/>'
                f'<circle cx="0" cy="4" r="42" fill="{colour}"/>'
                '<path d="M-40 -6 C-14 4 14 4 40 -6 M-40 14 C-14 24 14 24 40 14" fill="none" '
                'stroke="#ffe27a" stroke-width="6"/>'
                '<ellipse cx="-16" cy="-16" rx="9" ry="6" fill="#ffffff" fill-opacity="0.6" stroke="none" '
                'transform="rotate(-35 -16 -16)"/>')
    else:  # P: a wrapped gift box with ribbon and bow
        body = (f'<rect x="-38" y="-20" width="76" height="62" rx="4" fill="{colour}"/>'
                f'<rect x="-44" y="-34" width="88" height="18" rx="4" fill="{colour}"/>'
                '<path d="M0 -34 L0 42" stroke="#ffd84d" stroke-width="11"/>'
                '<path d="M0 -36 C-10 -56 -32 -56 -28 -42 C-26 -36 -12 -36 0 -36 '
                'C12 -36 26 -36 28 -42 C32 -56 10 -56 0 -36 Z" fill="#ffd84d"/>')
    return g + body + "</g>"


def _wreath_path(outer: float, inner: float, bumps: int = 12) -> str:
    """Path data of a ring whose outer and inner edges are scalloped into leaves.

    One path of arcs (filled even-odd) instead of a dozen leaf shapes: the
    renderer is several times faster on it, and six wreaths fit on one card.
    """
    def scallop(radius: float, bulge: float, offset: float) -> str:
        pts = [(radius * math.sin(2 * math.pi * (k + offset) / bumps),
                -radius * math.cos(2 * math.pi * (k + offset) / bumps)) for k in range(bumps)]
        chord = 2 * radius * math.sin(math.pi / bumps)
        r = chord * bulge
        d = f"M{pts[0][0]:.1f} {pts[0][1]:.1f}"
        for x, y in pts[1:] + pts[:1]:
            d += f" A{r:.1f} {r:.1f} 0 0 1 {x:.1f} {y:.1f}"
        return d + " Z"
    return scallop(outer, 0.62, 0) + " " + scallop(inner, 0.62, 0.5)


def _horn(colour: str) -> str:
    # The horn's axis runs from the mouthpiece m to the bell b; u is the unit normal to it.
    (mx, my), (bx, by) = (-42.0, 44.0), (30.0, -18.0)
    length = math.hypot(bx - mx, by - my)
    ux, uy = -(by - my) / length, (bx - mx) / length

    def side(t: float, half: float) -> tuple[tuple[float, float], tuple[float, float]]:
        px, py = mx + (bx - mx) * t, my + (by - my) * t
        return (px - ux * half, py - uy * half), (px + ux * half, py + uy * half)

    (a, b), (c, d) = side(0, 5), side(1, 24)
    cone = f'<path d="M{a[0]:.1f} {a[1]:.1f} L{c[0]:.1f} {c[1]:.1f} L{d[0]:.1f} {d[1]:.1f} L{b[0]:.1f} {b[1]:.1f} Z" fill="{colour}"/>'
    stripes = ""
    for t in (0.3, 0.55, 0.8):
        (p, q) = side(t, 5 + 19 * t - 3)
        stripes += (f'<path d="M{p[0]:.1f} {p[1]:.1f} L{q[0]:.1f} {q[1]:.1f}" stroke="#ffffff" '
                    'stroke-width="6"/>')
    angle = math.degrees(math.atan2(uy, ux))
    bell = (f'<ellipse cx="{bx}" cy="{by}" rx="24" ry="9" transform="rotate({angle:.1f} {bx} {by})" '
            'fill="#ffe27a"/>')
    waves = "".join(
        f'<path d="M{bx + 22 * k + 8:.1f} {by - 30 * k - 6:.1f} q{10 * k} {8 * k} {8 * k + 10} {22 * k + 8}" '
        f'fill="none" stroke="{colour}" stroke-width="6"/>' for k in (1.0, 1.5))
    return cone + stripes + bell + '<path d="M-46 40 L-38 48" stroke-width="10"/>' + waves


# Pip centres for ranks 1..6 on the card face (a die-like, balanced layout).
PIPS = {
    1: [(125, 180)],
    2: [(125, 112), (125, 248)],
    3: [(125, 96), (125, 180), (125, 264)],
    4: [(88, 118), (162, 118), (88, 242), (162, 242)],
    5: [(92, 106), (158, 106), (125, 180), (92, 254), (158, 254)],
    6: [(94, 104), (156, 104), (94, 180), (156, 180), (94, 256), (156, 256)],
}


def _base(suit: str) -> tuple[list[str], str]:
    colour, paper, _ = SUITS[suit]
    defs = vgrad("paper", 0, 350, [(0, "#fffdf7"), (1, paper)])
    parts = [card_edge("url(#paper)"),
             f'<rect x="11" y="11" width="228" height="328" rx="12" fill="none" stroke="{colour}" stroke-width="6"/>',
             f'<rect x="20" y="20" width="210" height="310" rx="7" fill="none" stroke="{colour}" '
             'stroke-opacity="0.45" stroke-width="2"/>']
    return parts, defs


def _corner(rank: int, suit: str) -> str:
    colour = SUITS[suit][0]
    c = text(str(rank), 40, 62, 34, colour, weight=17, outline=INK, outline_w=2) + symbol(suit, 40, 88, 26)
    return c + rotated_180(c)


def face(card: str) -> str:
    """The SVG of a Grinch card in notation, e.g. "W3", "W1+5N", "W2+10P"."""
    suit, rest = card[0], card[1:]
    rank_text, _, bonus_text = rest.partition("+")
    rank = int(rank_text)
    parts, defs = _base(suit)
    if not bonus_text:
        size = {1: 120, 2: 84, 3: 72, 4: 68, 5: 62, 6: 60}[rank]
        parts += [symbol(suit, x, y, size) for x, y in PIPS[rank]]
    else:
        pips = [(125, 92)] if rank == 1 else [(95, 92), (155, 92)]
        parts += [symbol(suit, x, y, 72 if rank == 1 else 56) for x, y in pips]
        parts.append(_bonus_ribbon(int(bonus_text[:-1]), bonus_text[-1]))
    parts.append(_corner(rank, suit))
    parts.append(sheen())
    return document("".join(parts), defs=defs)


def _bonus_ribbon(points: int, need: str) -> str:
    """A gold ribbon: "+5" large, then "IF 1+" and the needed suit's symbol, then its name."""
    count = 3 if points == 10 else 1
    word = SUITS[need][2] + ("S" if count > 1 else "")
    out = ['<path d="M24 146 L226 146 L216 196 L226 244 L24 244 L34 196 Z" '
           'fill="#f7d56a" stroke="#8a5a00" stroke-width="3" stroke-linejoin="round"/>',
           '<path d="M34 153 L216 153" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>',
           text(f"+{points}", 125, 190, 36, "#b3261e", weight=18, outline="#fff6d8", outline_w=2.5)]
    cond = f"IF {count}+"
    w = text_width(cond, 20, 15)
    left = 125 - (w + 8 + 30) / 2
    out.append(text(cond, left, 218, 19, INK, weight=15, anchor="start"))
    out.append(symbol(need, left + w + 8 + 15, 208, 30))
    out.append(text(word, 125, 237, 12, INK, weight=15))
    return "".join(out)


def back() -> str:
    """The Grinch back: green fur with a big red heart growing three sizes."""
    defs = (vgrad("fur", 0, 350, [(0, "#7cbf3a"), (1, "#2f6b1a")])
            + rgrad("heartglow", 125, 180, 110, [(0, "#fff3a0", 0.85), (1, "#fff3a0", 0)]))
    # a cream margin, as on a printed back, keeps the green card apart from a green table
    parts = [card_edge("#fbf6e6"), '<rect x="12" y="12" width="226" height="326" rx="11" fill="url(#fur)"/>']
    # tufts of fur in staggered rows, kept inside the frame
    tufts = []
    for row in range(11):
        for col in range(7):
            x = 32 + col * 31 + (15 if row % 2 else 0)
            y = 34 + row * 29
            if x > 220:
                continue
            tufts.append(f"M{x - 7} {y + 4} C{x - 3} {y - 6} {x + 3} {y - 6} {x + 7} {y + 4}")
    # one path for all tufts: far quicker to rasterise than 70 separate shapes
    parts.append(f'<path d="{" ".join(tufts)}" fill="none" stroke="#1f4d12" stroke-opacity="0.35" '
                 'stroke-width="3" stroke-linecap="round"/>')
    parts.append('<rect x="20" y="20" width="210" height="310" rx="6" fill="none" stroke="#e9f7c8" '
                 'stroke-opacity="0.7" stroke-width="2.5"/>')
    parts.append('<circle cx="125" cy="180" r="110" fill="url(#heartglow)"/>')
    for scale, op in ((1.0, 0.25), (0.78, 0.45)):
        parts.append(_heart(125, 180, 150 * scale, "#ffffff", op))
    parts.append(_heart(125, 180, 112, "#d8232f", 1.0, INK))
    parts.append('<ellipse cx="94" cy="152" rx="14" ry="9" fill="#ffffff" fill-opacity="0.55" '
                 'transform="rotate(-30 94 152)"/>')
    parts.append(sheen())
    return document("".join(parts), defs=defs)


def _heart(cx: float, cy: float, size: float, fill: str, opacity: float, stroke: str | None = None) -> str:
    s = size / 100.0
    st = f'stroke="{stroke}" stroke-width="{4 / s:.2f}"' if stroke else ""
    return (f'<path transform="translate({cx} {cy}) scale({s:.3f})" fill="{fill}" fill-opacity="{opacity}" {st} '
            'd="M0 38 C-30 16 -50 -2 -50 -22 C-50 -40 -36 -50 -24 -50 C-12 -50 -4 -42 0 -32 '
            'C4 -42 12 -50 24 -50 C36 -50 50 -40 50 -22 C50 -2 30 16 0 38 Z"/>')


def faces() -> dict[str | None, str]:
    """Every face of the game by notation (None: the back), bonus cards as in RULES.md §2."""
    out: dict[str | None, str] = {}
    for i, suit in enumerate(NEXT):
        nxt, two, prev = NEXT[(i + 1) % 4], NEXT[(i + 2) % 4], NEXT[(i + 3) % 4]
        for card in (f"{suit}1+5{nxt}", f"{suit}1+5{two}", f"{suit}2+10{prev}", f"{suit}2",
                     *(f"{suit}{r}" for r in range(3, 7))):
            out[card] = face(card)
    out[None] = back()
    return out
