"""Card and picture surfaces rendered from the SVG sprites at exactly the size shown.

Cards are drawn from sprites/<game>/<face>.svg (see `face_file`) with
pygame.image.load_sized_svg, so they stay crisp at any size; every surface is
cached per size in a bounded LRU, so a frame that draws the same card again
pays a dictionary lookup.  Works with and without a display: surfaces are
converted for fast blitting only once a display mode exists.
"""
from __future__ import annotations

import functools
import io
import re
import threading
from collections import OrderedDict
from typing import Any, Callable, Hashable, Iterable

import pygame

from tabletop.app import assets

ASPECT = 1.4  # card height / width (5:7)

# Shadow geometry, in card widths: the shadow surface is larger than the card by
# 2 * SHADOW_PAD on each axis and is blitted at the card's top-left plus
# shadow_offset(width), i.e. the light comes from the upper left.
SHADOW_PAD = 0.08
SHADOW_DROP = 0.035

_ROOT_SIZE = re.compile(r'<svg\b([^>]*?)\swidth="[^"]*"\s+height="[^"]*"')



class LRU:
    """A bounded least-recently-used cache of surfaces; get and put are O(1)."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get_or_make(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The cached surface for `key`, made (and cached) on first use."""
        item = self._items.get(key)
        if item is not None:
            self._items.move_to_end(key)
            return item
        item = make()
        self._items[key] = item
        if len(self._items) > self.capacity:
            self._items.popitem(last=False)
        return item

    def __len__(self) -> int:
        return len(self._items)

    def items(self) -> list[tuple[Any, pygame.Surface]]:
        """Every key and its surface, the least recently used first."""
        return list(self._items.items())

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def clear(self) -> None:
        """Forget every surface (e.g. after the display mode changed)."""
        self._items.clear()

    def keep(self, wanted: Callable[[Any], bool]) -> None:
        """Forget the surfaces whose key is not `wanted`."""
        for key in [k for k in self._items if not wanted(k)]:
            del self._items[key]


# A 10-player 6 nimmt! table shows ~104 faces at two or three sizes at most.
CARDS = LRU(640)
EXTRAS = LRU(256)  # shadows, highlights and pictures


def card_size(width: int) -> tuple[int, int]:
    """The pixel size of a card `width` pixels wide (aspect 5:7)."""
    return width, round(width * ASPECT)


def face_file(game: str, face: str | None) -> str:
    """The sprite name of a face in RULES.md notation (None: the back), e.g. "gnoming/neg3.svg"."""
    if face is None:
        stem = "back"
    elif face.startswith("-"):
        # A leading minus makes an awkward file name on every command line.
        stem = "neg" + face[1:]
    else:
        stem = face
    return f"{game}/{stem}.svg"


@functools.lru_cache(maxsize=512)
def _svg_text(kind: str, name: str) -> str:
    return assets.find(kind, name).read_text(encoding="utf-8")


def _render_svg(text: str, size: tuple[int, int], stretch: bool) -> pygame.Surface:
    """Rasterise SVG text at exactly `size`, ready for display."""
    return _for_display(_rasterise(text, size, stretch))


def _rasterise(text: str, size: tuple[int, int], stretch: bool) -> pygame.Surface:
    """Rasterise SVG text at exactly `size` (safe off the main thread).

    load_sized_svg keeps the document's aspect and rounds up, which can be a
    pixel off; giving the root element the target size in pixels (and saying
    how to fit the viewBox) makes the result exact.
    """
    fit = "none" if stretch else "xMidYMid meet"
    sized, n = _ROOT_SIZE.subn(
        lambda m: f'<svg{m.group(1)} width="{size[0]}" height="{size[1]}" preserveAspectRatio="{fit}"',
        text, count=1)
    if n != 1:
        raise ValueError("SVG root element needs width and height attributes")
    surf = pygame.image.load_sized_svg(io.BytesIO(sized.encode("utf-8")), size)
    if surf.get_size() != size:  # should not happen; never hand out a wrong size
        surf = pygame.transform.smoothscale(surf, size)
    return surf


def _for_display(surf: pygame.Surface) -> pygame.Surface:
    # convert_alpha needs a display mode; without one keep the (slower) raw surface.
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def card_image(game: str, face: str | None, width: int) -> pygame.Surface:
    """The face (None: the back) of a card of `game`, `width` pixels wide, with alpha corners.

    Cached per (game, face, width); do not draw on the returned surface.
    Raises ValueError for a width below 1 and FileNotFoundError for an unknown face.
    """
    if width < 1:
        raise ValueError(f"card width must be at least 1 pixel, not {width}")
    key = (game, face, width)
    if key not in CARDS and (game, face) in STAND_INS and not AHEAD.ready(key):
        old = STAND_INS[(game, face)][1]  # (scaled, not kept: the faces thread is making the real one)
        return pygame.transform.scale(old, card_size(width))

    def make() -> pygame.Surface:
        early = AHEAD.take((game, face, width))
        if early is not None:
            return _for_display(early)
        return _render_svg(_svg_text("sprites", face_file(game, face)), card_size(width), stretch=True)
    return CARDS.get_or_make((game, face, width), make)


STAND_INS: dict[tuple[str, str | None], tuple[int, pygame.Surface]] = {}
"""(game, face) -> (width, image) of a face at a size no card rests at any
more (see cards.forget_unused): drawn scaled in place of the face at a new
size while the faces thread makes it, not made on the spot in a frame."""


Key = tuple[Any, ...]
"""What the faces thread makes: a card face as (game, face, width), or a
picture as ("picture", name, size) (see picture)."""


def _cache(key: Key) -> LRU:
    """The cache an image made by the faces thread goes to."""
    return EXTRAS if key[0] == "picture" else CARDS


def _made_ahead(key: Key) -> pygame.Surface:
    """Rasterise the image of `key` (safe off the main thread)."""
    if key[0] == "picture":
        return _rasterise(_svg_text("sprites", key[1]), key[2], stretch=False)
    game, face, width = key
    return _rasterise(_svg_text("sprites", face_file(game, face)), card_size(width), stretch=True)


class _Ahead:
    """Rasterises card faces (and pictures) on a thread of its own before they
    are needed. load_sized_svg lets go of the GIL, so on two cores a table's
    faces get ready while its frames go on: on the main thread a 4K 6 nimmt!
    table's 222 faces took 1.8 s, a freeze as it opened."""

    def __init__(self) -> None:
        self.cond = threading.Condition()
        self.todo: list[Key] = []  # popped from the end
        self.busy: Key | None = None
        self.done: dict[Key, pygame.Surface | None] = {}
        self.thread: threading.Thread | None = None

    def ask(self, keys: Iterable[Key]) -> None:
        """Render these (game, face, width), the last first, in place of the
        faces asked before and not made yet; pictures asked stay first (a
        screen's, shown now: a table made ahead under it does not drop them)."""
        todo = [k for k in dict.fromkeys(keys) if k not in _cache(k)]
        with self.cond:
            wanted = set(todo)
            self.done = {k: v for k, v in self.done.items() if k in wanted or k[0] == "picture"}
            kept = [k for k in self.todo if k[0] == "picture"]
            self.todo = []
        self.soon(todo)
        self.soon(kept)

    def soon(self, keys: Iterable[Key]) -> None:
        """Render these next (the last first), before what was asked earlier."""
        with self.cond:
            new = [k for k in keys if k not in _cache(k) and k not in self.done and k != self.busy]
            moved = set(new)
            self.todo = [k for k in self.todo if k not in moved] + new
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(target=self._run, name="tabletop-faces", daemon=True)
                self.thread.start()
            self.cond.notify_all()

    def ready(self, key: Key) -> bool:
        """Whether card_image(*key) (or picture) costs no rasterising on the
        calling thread now: made, or not (or no longer) asked of this one."""
        if key in _cache(key):
            return True
        with self.cond:
            return key in self.done or (key not in self.todo and key != self.busy)

    def take(self, key: Key) -> pygame.Surface | None:
        """The image made for `key`, if any; one still to make is dropped (the
        caller makes it now), one being made is waited for (made again here it
        would come later)."""
        with self.cond:
            if key in self.todo:
                self.todo.remove(key)
            while key == self.busy and self.thread is not None and self.thread.is_alive():
                self.cond.wait(0.1)
            return self.done.pop(key, None)

    def _run(self) -> None:
        while True:
            with self.cond:
                while not self.todo:
                    self.cond.wait()
                key = self.busy = self.todo.pop()
            try:
                surf: pygame.Surface | None = _made_ahead(key)
            except (OSError, ValueError, pygame.error):  # the caller draws its stand-in
                surf = None
            with self.cond:
                self.done[key] = surf
                self.busy = None
                self.cond.notify_all()  # (see take)


AHEAD = _Ahead()


def picture(name: str, size: tuple[int, int]) -> pygame.Surface:
    """Any other sprite (e.g. "title_nimmt.svg") fitted, centred, into exactly
    `size`; cached. One asked of the faces thread (see picture_soon) is drawn
    meanwhile from the last made of it at another size, scaled."""
    key = ("picture", name, size)
    old = LAST_PICTURES.get(name)
    if key not in EXTRAS and old is not None and old.get_size() != size and not AHEAD.ready(key):
        return pygame.transform.scale(old, size)  # (not kept: the faces thread is making the real one)

    def make() -> pygame.Surface:
        early = AHEAD.take(key)
        return _for_display(early) if early is not None else _render_svg(_svg_text("sprites", name), size,
                                                                         stretch=False)
    img = LAST_PICTURES[name] = EXTRAS.get_or_make(key, make)
    return img


def picture_soon(names_sizes: Iterable[tuple[str, tuple[int, int]]]) -> bool:
    """Ask the faces thread for these pictures, made before at another size but
    not at this one (a screen laid out at a new size: its pictures took 13 ms
    each in a frame); whether any is still to come (see picture)."""
    keys = [("picture", n, s) for n, s in names_sizes if n in LAST_PICTURES and ("picture", n, s) not in EXTRAS]
    AHEAD.soon(keys)
    return bool(keys)


LAST_PICTURES: dict[str, pygame.Surface] = {}
"""Each picture by name as last drawn (see picture)."""


def _rounded_mask(size: tuple[int, int], radius: int, colour: tuple[int, int, int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
    return surf


def corner_radius(width: int) -> int:
    """The corner radius of a card `width` pixels wide (matches the SVG art, 17/250)."""
    return max(2, round(width * 17 / 250))


def shadow_offset(width: int) -> tuple[int, int]:
    """Where to blit card_shadow(width) relative to the card's top-left corner."""
    pad = max(2, round(width * SHADOW_PAD))
    drop = max(1, round(width * SHADOW_DROP))
    return -pad + drop, -pad + drop * 2


def card_shadow(width: int) -> pygame.Surface:
    """A soft shadow for a card `width` pixels wide, larger than the card; blit at shadow_offset(width)."""
    def make() -> pygame.Surface:
        w, h = card_size(width)
        pad = max(2, round(width * SHADOW_PAD))
        size = (w + 2 * pad, h + 2 * pad)
        # Blur at half size and scale up: the penumbra is smooth anyway, and a
        # large card's shadow costs a quarter of the work.
        k = 2 if width >= 60 else 1
        small = pygame.Surface((size[0] // k, size[1] // k), pygame.SRCALPHA)
        body = _rounded_mask((w // k, h // k), max(1, corner_radius(width) // k), (0, 0, 0, 110))
        small.blit(body, (pad // k, pad // k))
        blurred = pygame.transform.gaussian_blur(small, max(1, pad // (2 * k)))
        if k > 1:
            blurred = pygame.transform.smoothscale(blurred, size)
        return _for_display(blurred)
    return EXTRAS.get_or_make(("shadow", width), make)


def highlight(width: int, colour: pygame.typing.ColorLike) -> pygame.Surface:
    """A glowing rounded outline for a lit target card `width` pixels wide; cached per colour.

    It is larger than the card by highlight_pad(width) on every side: blit it
    at the card's top-left minus (pad, pad), i.e. centred on the card.
    """
    rgba = tuple(pygame.Color(colour))

    def make() -> pygame.Surface:
        w, h = card_size(width)
        pad = highlight_pad(width)
        size = (w + 2 * pad, h + 2 * pad)
        ring = max(2, pad // 3)  # the glow band; its blur must fade out before the edge
        r = corner_radius(width)
        # The soft part is blurred at half size for large cards (see card_shadow).
        k = 2 if width >= 60 else 1
        glow = pygame.Surface((size[0] // k, size[1] // k), pygame.SRCALPHA)
        # Clear pixels carry the glow colour too, or the blur would mix in black.
        glow.fill((*rgba[:3], 0))
        inset = 2 * (pad - ring) // k
        pygame.draw.rect(glow, (*rgba[:3], 255), glow.get_rect().inflate(-inset, -inset),
                         width=max(1, ring // k), border_radius=(r + ring) // k)
        glow = pygame.transform.gaussian_blur(glow, max(1, ring // k))
        if k > 1:
            glow = pygame.transform.smoothscale(glow, size)
        # A crisp line on top of the glow marks the exact edge of the target.
        line = max(2, width // 40)
        pygame.draw.rect(glow, (*rgba[:3], 255), glow.get_rect().inflate(-2 * pad + 2 * line, -2 * pad + 2 * line),
                         width=line, border_radius=r + line)
        return _for_display(glow)
    return EXTRAS.get_or_make(("highlight", width, rgba), make)


def highlight_pad(width: int) -> int:
    """How far highlight(width) reaches beyond the card on each side; blit it at (-pad, -pad)."""
    return max(6, round(width * 0.12))
