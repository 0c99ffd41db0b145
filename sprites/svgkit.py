"""Small SVG toolkit for the card generator: a hand-drawn stroke font and shape helpers.

The SVG renderer behind pygame.image.load_sized_svg (nanosvg, through SDL_image)
draws paths, basic shapes, transforms and user-space gradients, but no <text>,
no <use>, no filters and no object-bounding-box gradients.  So every letter is
a path from the stroke font below, every gradient is given in user space, and
shadows are made at run time by pygame instead of an SVG blur.
"""
from __future__ import annotations

import math
import re

# Glyphs of a rounded monoline font, drawn on a grid where the cap height runs
# from y=0 (top) to y=100 (baseline).  Each entry is (advance width, path data);
# the path is meant to be stroked with round caps and joins.
GLYPHS: dict[str, tuple[float, str]] = {
    "0": (60, "M0 32 A30 32 0 0 1 60 32 L60 68 A30 32 0 0 1 0 68 Z"),
    "1": (46, "M8 20 L32 0 L32 100"),
    "2": (60, "M3 26 C3 9 15 0 30 0 C46 0 57 11 57 26 C57 46 38 60 2 100 L60 100"),
    "3": (60, "M4 12 C11 4 19 0 30 0 C46 0 56 10 56 24 C56 39 45 47 27 47 "
              "C47 47 60 57 60 73 C60 90 47 100 30 100 C18 100 8 95 1 86"),
    "4": (64, "M46 100 L46 0 L1 68 L63 68"),
    "5": (60, "M55 0 L11 0 L6 43 C14 38 22 36 31 36 C48 36 60 48 60 67 "
              "C60 87 47 100 30 100 C17 100 8 95 1 86"),
    "6": (60, "M52 5 C45 1 39 0 33 0 C12 0 0 24 0 68 M0 70 A30 30 0 1 0 60 70 A30 30 0 1 0 0 70"),
    "7": (60, "M0 0 L60 0 C42 28 30 60 24 100"),
    "8": (60, "M30 46 A24 23 0 1 1 30 0 A24 23 0 1 1 30 46 "
              "A28 27 0 1 1 30 100 A28 27 0 1 1 30 46 Z"),
    "9": (60, "M60 30 A30 30 0 1 0 0 30 A30 30 0 1 0 60 30 M60 32 C60 76 48 100 27 100 C21 100 15 99 8 95"),
    "-": (46, "M5 52 L41 52"),
    "+": (60, "M6 52 L54 52 M30 28 L30 76"),
    "A": (64, "M0 100 L32 0 L64 100 M12 66 L52 66"),
    "D": (60, "M4 0 L4 100 L22 100 C46 100 60 82 60 50 C60 18 46 0 22 0 Z"),
    "L": (50, "M4 0 L4 100 L50 100"),
    "E": (52, "M52 0 L4 0 L4 100 L52 100 M4 50 L42 50"),
    "F": (52, "M52 0 L4 0 L4 100 M4 50 L42 50"),
    "H": (60, "M4 0 L4 100 M56 0 L56 100 M4 50 L56 50"),
    "I": (14, "M7 0 L7 100"),
    "M": (72, "M4 100 L4 0 L36 62 L68 0 L68 100"),
    "N": (60, "M4 100 L4 0 L56 100 L56 0"),
    "O": (66, "M33 0 A33 50 0 1 0 33 100 A33 50 0 1 0 33 0 Z"),
    "P": (56, "M4 100 L4 0 L28 0 C46 0 56 10 56 27 C56 44 46 54 28 54 L4 54"),
    "R": (58, "M4 100 L4 0 L28 0 C46 0 56 10 56 26 C56 42 46 52 28 52 L4 52 M30 52 L58 100"),
    "S": (58, "M54 13 C47 4 39 0 29 0 C14 0 4 9 4 24 C4 55 56 44 56 75 C56 91 44 100 29 100 "
              "C17 100 8 96 1 87"),
    "T": (60, "M0 0 L60 0 M30 0 L30 100"),
    "W": (80, "M0 0 L20 100 L40 28 L60 100 L80 0"),
    " ": (34, ""),
}

TRACKING = 16.0  # extra space between letters, in glyph units


def text_width(text: str, size: float, weight: float = 14.0) -> float:
    """Width of `text` drawn at cap height `size`, caps included."""
    units = sum(GLYPHS[c][0] for c in text) + TRACKING * (len(text) - 1) + weight
    return units * size / 100.0


def text(s: str, x: float, y: float, size: float, colour: str, weight: float = 14.0,
         anchor: str = "middle", outline: str | None = None, outline_w: float = 0.0,
         transform: str = "") -> str:
    """SVG for `s` with its baseline at y; x is the left, centre or right edge per `anchor`.

    `weight` is the stroke width in glyph units (so it scales with `size`);
    `outline` draws a darker, wider stroke underneath first, which keeps a
    coloured figure readable on any background.
    """
    scale = size / 100.0
    width = text_width(s, size, weight)
    left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
    parts = []
    cursor = weight / 2
    for ch in s:
        adv, d = GLYPHS[ch]
        if d:
            parts.append(_shift(d, cursor))
        cursor += adv + TRACKING
    d_all = " ".join(parts)
    # Position the glyph grid so its baseline (y=100) lands on y.
    pos = f"translate({left:.2f} {y - size:.2f}) scale({scale:.4f})"
    out = [f'<g transform="{transform} {pos}" fill="none" stroke-linecap="round" stroke-linejoin="round">']
    if outline:
        out.append(f'<path d="{d_all}" stroke="{outline}" stroke-width="{weight + 2 * outline_w / scale:.2f}"/>')
    out.append(f'<path d="{d_all}" stroke="{colour}" stroke-width="{weight:.2f}"/>')
    out.append("</g>")
    return "".join(out)


def _shift(d: str, dx: float) -> str:
    """Move absolute path data right by dx (only x of M/L/C points and arc ends)."""
    toks = re.findall(r"[A-Za-z]|-?[0-9.]+", d)
    out: list[str] = []
    cmd = ""
    i = 0
    coord = 0  # index within the current command's argument group
    while i < len(toks):
        t = toks[i]
        if t.isalpha():
            cmd, coord = t, 0
            out.append(t)
        else:
            val = float(t)
            if cmd == "A":
                # rx ry rot large sweep x y: only the 6th argument is an x.
                if coord % 7 == 5:
                    val += dx
            elif coord % 2 == 0:
                val += dx
            out.append(f"{val:g}")
            coord += 1
        i += 1
    return " ".join(out)


def document(body: str, w: float = 250, h: float = 350, defs: str = "") -> str:
    """A complete SVG document of the given view size."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:g} {h:g}" '
            f'width="{w:g}" height="{h:g}">' + (f"<defs>{defs}</defs>" if defs else "") + body + "</svg>")


def vgrad(gid: str, y0: float, y1: float, stops: list[tuple[float, str]], x0: float = 0, x1: float = 0) -> str:
    """A linear gradient in user space (the renderer ignores bounding-box units)."""
    s = "".join(f'<stop offset="{o:g}" stop-color="{c}"/>' for o, c in stops)
    return (f'<linearGradient id="{gid}" gradientUnits="userSpaceOnUse" x1="{x0:g}" y1="{y0:g}" '
            f'x2="{x1:g}" y2="{y1:g}">{s}</linearGradient>')


def rgrad(gid: str, cx: float, cy: float, r: float, stops: list[tuple[float, str, float]]) -> str:
    """A radial gradient in user space; stops are (offset, colour, opacity)."""
    s = "".join(f'<stop offset="{o:g}" stop-color="{c}" stop-opacity="{a:g}"/>' for o, c, a in stops)
    return (f'<radialGradient id="{gid}" gradientUnits="userSpaceOnUse" cx="{cx:g}" cy="{cy:g}" '
            f'r="{r:g}">{s}</radialGradient>')


def card_edge(fill: str, edge: str = "#1d1b24", w: float = 250, h: float = 350, r: float = 17) -> str:
    """The card blank: a rounded body with a thin printed edge line."""
    return (f'<rect x="1.5" y="1.5" width="{w - 3:g}" height="{h - 3:g}" rx="{r:g}" fill="{fill}" '
            f'stroke="{edge}" stroke-opacity="0.55" stroke-width="3"/>')


def sheen(w: float = 250, h: float = 350, r: float = 17) -> str:
    """A light that fades down the card, so it reads as glossy card stock rather than flat paint."""
    return ('<defs><linearGradient id="sheen" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="60" y2="220">'
            '<stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>'
            '<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>'
            # the light has faded out by y=230, so the lit rect stops there (gradients cost per pixel)
            f'<rect x="3" y="3" width="{w - 6:g}" height="{min(h - 6, 230):g}" rx="{r - 1.5:g}" fill="url(#sheen)"/>')


def star(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45) -> str:
    """Path data of a star centred on (cx, cy)."""
    pts = []
    for i in range(points * 2):
        rad = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + i * math.pi / points
        pts.append(f"{cx + rad * math.cos(a):.2f} {cy + rad * math.sin(a):.2f}")
    return "M" + " L".join(pts) + " Z"


def rotated_180(body: str, w: float = 250, h: float = 350) -> str:
    """The same drawing turned half a circle about the card centre (for corner indices)."""
    return f'<g transform="rotate(180 {w / 2:g} {h / 2:g})">{body}</g>'


def clipped_polygon(points: list[tuple[float, float]], x0: float, y0: float, x1: float, y1: float) -> str:
    """Path data of a convex polygon cut to the rectangle [x0, x1] x [y0, y1].

    The renderer has no clip paths, and a pattern that spilled past the
    rounded card corners would make them opaque; so patterns are cut here.
    """
    def cut(pts: list[tuple[float, float]], inside, cross) -> list[tuple[float, float]]:
        out: list[tuple[float, float]] = []
        for i, cur in enumerate(pts):
            prev = pts[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(cross(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cross(prev, cur))
        return out

    def at_x(x: float):
        return lambda a, b: (x, a[1] + (b[1] - a[1]) * (x - a[0]) / (b[0] - a[0]))

    def at_y(y: float):
        return lambda a, b: (a[0] + (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]), y)

    pts = points
    for inside, cross in ((lambda p: p[0] >= x0, at_x(x0)), (lambda p: p[0] <= x1, at_x(x1)),
                          (lambda p: p[1] >= y0, at_y(y0)), (lambda p: p[1] <= y1, at_y(y1))):
        pts = cut(pts, inside, cross)
        if not pts:
            return ""
    return "M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in pts) + " Z"
