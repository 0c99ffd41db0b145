"""Write every card sprite and title picture as SVG: `python sprites/make_sprites.py`.

The art is drawn in code (art_<game>.py, on the small toolkit in svgkit.py)
so the four decks share one style and can be regenerated after a change; the
resulting .svg files are committed and are what the app loads.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import art_gnoming  # noqa: E402
import art_nimmt  # noqa: E402

from tabletop.app.sprites import face_file  # noqa: E402

GAMES = {"nimmt": art_nimmt, "gnoming": art_gnoming}


def main() -> None:
    """Regenerate all sprites in this folder."""
    count = 0
    for game, module in GAMES.items():
        for face, svg in module.faces().items():
            path = HERE / face_file(game, face)
            path.parent.mkdir(exist_ok=True)
            path.write_text(svg + "\n", encoding="utf-8")
            count += 1
    print(f"wrote {count} sprites")


if __name__ == "__main__":
    main()
