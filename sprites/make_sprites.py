"""Write every card sprite and title picture as SVG: `python sprites/make_sprites.py`.

The art is drawn in code (art_<game>.py, on the small toolkit in svgkit.py)
so the four decks share one style and can be regenerated after a change; the
resulting .svg files are committed and are what the app loads.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import art_gnav  # noqa: E402
import svgkit  # noqa: E402
import art_gnoming  # noqa: E402
import art_grinch  # noqa: E402
import art_nimmt  # noqa: E402

from tabletop.app.sprites import face_file  # noqa: E402

# The cards fanned out on each game's title picture, left to right.
TITLE_HANDS = {
    "nimmt": ["7", "33", "55", "104", "10"],
    "gnoming": ["-4", "8", "M", "3", "H"],
    "grinch": ["O3", "W1+5N", "P2+10O", "N6", None],
    "gnav": ["5H", "9C", "10S", "2D", "7H"],
}

GAMES = {"nimmt": art_nimmt, "gnoming": art_gnoming, "grinch": art_grinch, "gnav": art_gnav}


def _inner(svg: str, prefix: str) -> str:
    """A card's drawing without its <svg> wrapper, its gradient ids made unique by `prefix`."""
    body = svg[svg.index(">") + 1:svg.rindex("</svg>")]
    body = re.sub(r'id="([^"]+)"', lambda m: f'id="{prefix}{m.group(1)}"', body)
    return re.sub(r"url\(#([^)]+)\)", lambda m: f"url(#{prefix}{m.group(1)})", body)


def title_picture(game: str, cards: dict[str | None, str]) -> str:
    """A fan of five cards of `game` over a soft shadow, 600 x 400, transparent around it."""
    parts = ['<defs><radialGradient id="floor" gradientUnits="userSpaceOnUse" cx="300" cy="330" r="260">'
             '<stop offset="0" stop-color="#000000" stop-opacity="0.2"/>'
             '<stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs>',
             '<ellipse cx="300" cy="326" rx="250" ry="42" fill="url(#floor)"/>']
    hand = TITLE_HANDS[game]
    for i, face in enumerate(hand):
        angle = (i - (len(hand) - 1) / 2) * 12
        # Each card turns about a point far below the fan, like cards held in one hand.
        place = f"rotate({angle:g} 300 560) translate(222.5 78) scale(0.62)"
        parts.append(f'<g transform="{place}">'
                     '<rect x="7" y="9" width="250" height="350" rx="17" fill="#000000" fill-opacity="0.22"/>'
                     + _inner(cards[face], f"c{i}_") + "</g>")
    return svgkit.document("".join(parts), 600, 400)


def main() -> None:
    """Regenerate all sprites in this folder."""
    count = 0
    for game, module in GAMES.items():
        for face, svg in module.faces().items():
            path = HERE / face_file(game, face)
            path.parent.mkdir(exist_ok=True)
            path.write_text(svg + "\n", encoding="utf-8")
            count += 1
        if game in TITLE_HANDS:
            cards = module.faces()
            (HERE / f"title_{game}.svg").write_text(title_picture(game, cards) + "\n", encoding="utf-8")
            count += 1
    print(f"wrote {count} sprites")


if __name__ == "__main__":
    main()
