"""One lookup for the app's asset files (card art under sprites/, effects under sounds/).

The same call works in every way the app is run:
- a PyInstaller executable: the bundle folder (sys._MEIPASS) or the folder of the
  executable, each holding sprites/ and sounds/;
- an installed wheel: the folders ship inside the package as tabletop/_sprites
  and tabletop/_sounds (pyproject.toml maps them there);
- a source checkout: the repository's top-level sprites/ and sounds/.
"""
from __future__ import annotations

import functools
import sys
from pathlib import Path, PurePosixPath

KINDS = ("sprites", "sounds")


def search_roots(kind: str) -> list[Path]:
    """The folders searched for assets of `kind`, in the order they are tried."""
    if kind not in KINDS:
        raise ValueError(f"unknown asset kind {kind!r}; expected one of {KINDS}")
    roots: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle) / kind)
    if getattr(sys, "frozen", False):
        roots.append(Path(sys.executable).resolve().parent / kind)
    package = Path(__file__).resolve().parent.parent  # the tabletop package folder
    roots.append(package / f"_{kind}")
    roots.append(package.parent / kind)
    return roots


@functools.lru_cache(maxsize=1024)
def find(kind: str, name: str) -> Path:
    """The path of asset `name` (e.g. "nimmt/55.svg", "deal.wav") of `kind` "sprites" or "sounds".

    Raises FileNotFoundError naming every place searched when it is nowhere.
    """
    rel = PurePosixPath(name)
    # Names are relative paths inside the asset folder, never a way out of it.
    if rel.is_absolute() or ".." in rel.parts or not rel.parts:
        raise ValueError(f"bad asset name {name!r}")
    tried = []
    for root in search_roots(kind):
        path = root.joinpath(*rel.parts)
        if path.is_file():
            return path
        tried.append(str(path))
    raise FileNotFoundError(f"{kind} asset {name!r} not found; searched: " + ", ".join(tried))
