"""Gnoming A Round card art: mini-golf greens for positive cards, icy water for negatives,
a water hazard for H and a garden gnome for the Mulligan."""
from __future__ import annotations

from svgkit import card_edge, clipped_polygon, document, rgrad, rotated_180, sheen, star, text, vgrad

INK = "#17301f"
NAVY = "#12305a"
HAT = "#d63a2f"


def flag(x: float, y: float, s: float = 1.0, colour: str = HAT) -> str:
    """A golf flag in its hole; (x, y) is the foot of the pole."""
    return (f'<g transform="translate({x:g} {y:g}) scale({s:g})">'
            f'<ellipse cx="0" cy="0" rx="14" ry="5" fill="#0d1f14"/>'
            f'<path d="M0 0 L0 -62" stroke="#f4f1e6" stroke-width="4" stroke-linecap="round"/>'
            f'<path d="M2 -62 L32 -51 L2 -40 Z" fill="{colour}" stroke="#5e1510" stroke-width="2" '
            'stroke-linejoin="round"/></g>')


def ball(x: float, y: float, r: float) -> str:
    """A golf ball with a few dimples."""
    dimples = "".join(f'<circle cx="{x + dx * r:.1f}" cy="{y + dy * r:.1f}" r="{r * 0.12:.1f}" '
                      'fill="#b9c3cc"/>' for dx, dy in ((-0.35, -0.2), (0.1, -0.45), (0.4, 0.05),
                                                         (-0.05, 0.3), (-0.45, 0.35), (0.3, 0.5)))
    return (f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="#ffffff" stroke="#5b6670" stroke-width="2"/>'
            + dimples)


def gnome(cx: float, cy: float, s: float) -> str:
    """A garden gnome's head: tall red hat, rosy nose, big white beard; about 200*s tall."""
    return (f'<g transform="translate({cx:g} {cy:g}) scale({s:g})" stroke="#3a1a12" stroke-width="4" '
            'stroke-linejoin="round">'
            # beard first so the face sits on it
            '<path fill="#fbfbf7" d="M-62 10 C-66 60 -38 104 0 112 C38 104 66 60 62 10 Z"/>'
            '<path fill="#f2c9a4" d="M-44 -6 C-44 22 44 22 44 -6 L44 -14 L-44 -14 Z"/>'
            '<circle cx="-17" cy="0" r="5" fill="#3a1a12" stroke="none"/>'
            '<circle cx="17" cy="0" r="5" fill="#3a1a12" stroke="none"/>'
            '<path fill="#fbfbf7" d="M-30 22 C-16 12 -6 18 0 24 C6 18 16 12 30 22 C18 34 -18 34 -30 22 Z"/>'
            '<ellipse cx="0" cy="14" rx="13" ry="11" fill="#ef8f7a"/>'
            f'<path fill="{HAT}" d="M-56 -12 C-40 -60 -10 -100 14 -118 C16 -80 36 -40 56 -12 Z"/>'
            '<rect x="-60" y="-20" width="120" height="16" rx="8" fill="#f2e6c4"/>'
            "</g>")


def _frame(colour: str, width: float = 7) -> str:
    return (f'<rect x="12" y="12" width="226" height="326" rx="12" fill="none" stroke="{colour}" '
            f'stroke-width="{width:g}"/>')


def _corners(label: str, colour: str, x: float = 24, y: float = 56) -> str:
    c = text(label, x, y, 38, colour, weight=17, anchor="start")
    return c + rotated_180(c)


def positive(v: int) -> str:
    """A positive card: a putting green with the value on it."""
    defs = (vgrad("paper", 0, 350, [(0, "#fffaf0"), (1, "#eee2c4")])
            + vgrad("green", 70, 300, [(0, "#6ccf6a"), (1, "#2f8f43")]))
    parts = [card_edge("url(#paper)"), _frame("#3c9a4f"),
             '<path d="M62 96 C92 66 180 60 206 96 C228 128 212 188 216 230 C220 280 170 300 120 292 '
             'C70 298 34 272 36 222 C38 170 32 126 62 96 Z" '
             f'fill="url(#green)" stroke="{INK}" stroke-width="3"/>']
    # mown stripes across the green
    for i in range(4):
        y = 95 + i * 48
        parts.append(f'<rect x="48" y="{y}" width="158" height="22" rx="10" fill="#ffffff" opacity="0.08"/>')
    parts.append(flag(172, 112, 0.8))
    parts.append(text(str(v), 122, 250, 118, "#ffffff", weight=19, outline=INK, outline_w=6))
    parts.append(_corners(str(v), "#24713a"))
    parts.append(sheen())
    return document("".join(parts), defs=defs)


def negative(v: int) -> str:
    """A negative card: cool ice blue, a heavy navy frame and the cup the ball drops into."""
    defs = (vgrad("ice", 0, 350, [(0, "#e6f4ff"), (1, "#a9d2f2")])
            + rgrad("cup", 125, 190, 95, [(0, "#0b1d3a", 1), (0.8, "#1d4c86", 1), (1, "#2f6db3", 1)]))
    label = "-" + str(v)
    parts = [card_edge("url(#ice)", edge=NAVY),
             '<rect x="9" y="9" width="232" height="332" rx="14" fill="none" stroke="#1d4c86" stroke-width="9"/>',
             '<rect x="22" y="22" width="206" height="306" rx="8" fill="none" stroke="#1d4c86" '
             'stroke-width="2.5" stroke-dasharray="10 7"/>',
             f'<circle cx="125" cy="190" r="95" fill="url(#cup)" stroke="{NAVY}" stroke-width="4"/>']
    parts.append(ball(194, 96, 19))
    parts.append(text(label, 122, 240, 112, "#dff1ff", weight=19, outline=NAVY, outline_w=6))
    parts.append(_corners(label, NAVY, 30, 66))
    parts.append(sheen())
    return document("".join(parts), defs=defs)


def hazard() -> str:
    """The Hazard: a water hazard under warning stripes, worth +10 if it stays in a grid."""
    defs = (vgrad("sand", 0, 350, [(0, "#fff1c8"), (1, "#eccf8a")])
            + vgrad("pond", 120, 260, [(0, "#58b7e6"), (1, "#1f5f9c")]))
    parts = [card_edge("url(#sand)")]
    # black and yellow warning stripes along the top and bottom edges
    for y0 in (12, 300):
        parts.append(f'<rect x="12" y="{y0}" width="226" height="38" rx="8" fill="#f5c518"/>')
        for i in range(-1, 10):
            x = 12 + i * 26
            d = clipped_polygon([(x, y0 + 38), (x + 13, y0 + 38), (x + 27, y0), (x + 14, y0)],
                                12, y0, 238, y0 + 38)
            if d:
                parts.append(f'<path d="{d}" fill="#1b1b1b"/>')
    parts.append('<path d="M30 205 C30 150 90 130 130 140 C180 130 225 160 220 205 C225 255 170 270 125 262 '
                 'C80 272 30 255 30 205 Z" fill="url(#pond)" stroke="#17406b" stroke-width="4"/>')
    for y, x0, x1 in ((180, 62, 110), (205, 130, 190), (232, 72, 128)):
        parts.append(f'<path d="M{x0} {y} q12 -9 24 0 t24 0" fill="none" stroke="#e4f5ff" '
                     'stroke-width="4" stroke-linecap="round"/>')
    # a ball going under, with its splash
    for x, y, r in ((138, 172, 4), (145, 158, 5.5), (160, 150, 6), (175, 158, 5.5), (182, 172, 4)):
        parts.append(f'<circle cx="{x}" cy="{y}" r="{r}" fill="#e4f5ff" stroke="#17406b" stroke-width="1.5"/>')
    parts.append(f'<path d="M144 186 A16 16 0 0 1 176 186 Z" fill="#ffffff" stroke="#5b6670" stroke-width="2"/>')
    parts.append(text("+10", 125, 124, 44, "#d22b1f", weight=18, outline="#ffffff", outline_w=3))
    c = text("H", 24, 96, 36, "#b3261e", weight=18, anchor="start")
    parts.append(c + rotated_180(c))
    parts.append(sheen())
    return document("".join(parts), defs=defs)


def mulligan() -> str:
    """The Mulligan: a cheerful gnome on gold, the wild card of the deck."""
    defs = (vgrad("gold", 0, 350, [(0, "#fff3b0"), (1, "#f3b53c")])
            + rgrad("halo", 125, 175, 120, [(0, "#ffffff", 0.8), (1, "#ffffff", 0)]))
    parts = [card_edge("url(#gold)"), _frame("#b87a10", 5),
             '<circle cx="125" cy="178" r="118" fill="url(#halo)"/>']
    for x, y, r in ((52, 92, 10), (198, 112, 8), (60, 268, 8), (196, 262, 11)):
        parts.append(f'<path d="{star(x, y, r)}" fill="#ffffff" stroke="#b87a10" stroke-width="1.5"/>')
    parts.append(gnome(125, 196, 0.92))
    c = text("M", 24, 58, 38, "#8a3b0c", weight=18, anchor="start")
    parts.append(c + rotated_180(c))
    parts.append(text("WILD", 132, 62, 26, "#8a3b0c", weight=16))
    parts.append(sheen())
    return document("".join(parts), defs=defs)


def back() -> str:
    """The Gnoming back: a striped fairway with a flag and a gnome hat in a medallion."""
    defs = (vgrad("lawn", 0, 350, [(0, "#3fa357"), (1, "#1d6a36")])
            + vgrad("paper", 0, 350, [(0, "#fffaf0"), (1, "#eee2c4")]))
    parts = [card_edge("url(#paper)"),
             '<rect x="13" y="13" width="224" height="324" rx="11" fill="url(#lawn)"/>']
    for i in range(-6, 10):
        x = i * 40
        d = clipped_polygon([(x, 0), (x + 20, 0), (x + 160, 350), (x + 140, 350)], 17, 17, 233, 333)
        if d:
            parts.append(f'<path d="{d}" fill="#ffffff" opacity="0.07"/>')
    parts.append('<rect x="22" y="22" width="206" height="306" rx="7" fill="none" stroke="#eaf7d8" '
                 'stroke-width="2.5" stroke-opacity="0.7"/>')
    parts.append('<circle cx="125" cy="175" r="86" fill="#f6efd6" stroke="#17301f" stroke-width="4"/>')
    parts.append('<ellipse cx="125" cy="222" rx="66" ry="18" fill="#4fb45e"/>')
    parts.append(flag(150, 224, 1.35))
    parts.append(f'<path d="M72 226 C80 186 92 160 104 140 C108 168 116 200 128 226 Z" fill="{HAT}" '
                 'stroke="#3a1a12" stroke-width="3.5" stroke-linejoin="round"/>')
    parts.append('<rect x="66" y="218" width="68" height="13" rx="6.5" fill="#f2e6c4" stroke="#3a1a12" '
                 'stroke-width="3"/>')
    parts.append(sheen())
    return document("".join(parts), defs=defs)


def faces() -> dict[str | None, str]:
    """Every face of the game by notation (None: the back)."""
    out: dict[str | None, str] = {str(v): positive(v) for v in range(3, 9)}
    out.update({f"-{v}": negative(v) for v in range(1, 5)})
    out["H"] = hazard()
    out["M"] = mulligan()
    out[None] = back()
    return out
