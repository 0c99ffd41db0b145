"""The title screen: the four games as tiles (picture, player range, a line
about each); Continue (when an autosave loads), Load, Statistics, Settings
and Quit. Messages about bad files are shown over it. The keys: 1 to 4 open
a game; Tab and the arrows move a focus over the tiles and buttons (it
starts on Continue, or else the first game, and stays where it was while
another screen is on top), Enter or Space opens what it is on."""
from __future__ import annotations

import threading
from functools import partial
from importlib import import_module
from typing import TYPE_CHECKING, Any, Callable

import pygame

from tabletop.app import sprites, ui
from tabletop.app.cards import card_surface
from tabletop.app.main import App
from tabletop.app.scene import Scene
from tabletop.rules import IllegalAction
from tabletop.games import GAMES, SHOWN

if TYPE_CHECKING:  # (the tables' code, not needed to show the title, is loaded as it is shown: see ahead)
    from tabletop.app.table_base import TableScene

# (each in two lines of 16 px in the smallest window's tiles: three took room for 15 px only)
BLURBS = {
    "gnoming": "Golf with gnomes: keep your 3 by 3 grid's score low.",
    "grinch": "Draw, discard and fill your score sheet, row by row.",
    "gnav": "A duel of captures: match the top card, or play wild.",
    "nimmt": "Four rows; lay a row's sixth card and take its bullheads.",
}
PICTURE = 0.56  # share of a tile's height for its picture
BLURB_BELOW_NAME = 8.6  # units from a tile's name to its line, past the player range
LIFT = 0.8  # units a tile under the pointer or the keys' focus is lifted by
SHADOW = (0.5, 0.8)  # units a tile's shadow lies right of and below it
# what is loaded behind the title's frames, on a thread of its own (see loaded_behind)
BEHIND = ("pymunk", "multiprocessing")
_behind: threading.Thread | None = None


def loaded_behind() -> bool:
    """Whether the modules of BEHIND are there: pymunk (a held card's feel, ~12 ms)
    and multiprocessing (what starts the AI process, ~6 ms), loaded in an idle frame
    of the title each, took 10-16 ms of it. The first call, after the title's first
    frame (which they would slow), starts their thread: they load while the frames
    wait for the next, and nothing else is made ahead until they are there (the
    tables' code needs pymunk: it would wait for it in a frame). A frame gives the
    thread a moment too (frames that come without time passing, as in the tests,
    would never let it finish)."""
    global _behind
    if _behind is None:
        _behind = threading.Thread(target=lambda: [import_module(m) for m in BEHIND], name="loading", daemon=True)
        _behind.start()
    _behind.join(0.002)
    return not _behind.is_alive()


class Title(Scene):
    """Choose a game."""

    shows_notices = True

    def __init__(self, app: App, hidden: bool = False) -> None:
        super().__init__(app)
        self.tiles: dict[str, pygame.Rect] = {}
        self.hover: str | None = None
        self.blurb_px = 10
        self.tile_u = 5.0
        self.button_u = 5.0
        self.buttons = [ui.Button("Settings", self.settings), ui.Button("Quit", self.quit)]
        self.autosave: dict[str, Any] | None = None
        self.focus: str | None = None  # the keys': a game's id or a button's label
        self.coming: TableScene | None = None  # Continue's table, its first cards made ahead (not shown)
        self.foreseen: tuple[object, ...] = ()  # the window size and autosave it is for
        self.laid_out = False  # whether it is laid out for them (see TableScene.foresee_ahead)
        self.prepared: set[tuple[str, tuple[int, int]]] = set()  # the screens drawn ahead (see update), for a size
        self.unseen = pygame.Surface((1, 1))  # where they are drawn: nothing of them is kept but what they made
        # put under a table that opens over it at once (Continue, Load), the title is not made in
        # the frame the table opens (reading the autosave, whose check replays every move, and the
        # layout took 9-14 ms of it with a 560-move game saved, 5-8 with none), only if it shows again
        self.hidden = hidden
        if not hidden:
            self.refresh()

    def enter(self) -> None:
        if not self.hidden:
            super().enter()

    def refresh(self) -> None:
        """Look for the autosave: Continue shows only when it loads."""
        from tabletop.app import persist
        from tabletop.store import AUTOSAVE
        self.autosave, msg = persist.load(AUTOSAVE)
        self.since = self.app.frames  # (nothing is made ahead before the title is shown again)
        if msg:
            self.app.notify(msg)
        self.buttons = ([ui.Button("Continue", self.resume_game, primary=True)] if self.autosave else []) + [
            ui.Button("Load", self.saves), ui.Button("Statistics", self.stats), ui.Button("Settings", self.settings),
            ui.Button("Quit", self.quit)]
        self.set_focus(self.focus if self.focus in self.focusable() else self.first())

    def first(self) -> str:
        """Where the keys start: Continue when there is a game to go on with, else the first game."""
        return "Continue" if self.autosave else SHOWN[0]

    def focusable(self) -> dict[str, tuple[pygame.Rect, Callable[[], None]]]:
        """What the keys may move to, in reading order: the tiles, then the buttons."""
        return {**{g: (r, partial(self.choose, g)) for g, r in self.tiles.items()},
                **{b.label: (b.rect, b.press) for b in self.buttons}}

    def set_focus(self, key: str | None) -> None:
        self.focus = key
        for b in self.buttons:
            b.focus = b.label == key

    def resume_game(self) -> None:
        """Continue the autosaved game exactly where it was."""
        from tabletop.app import persist
        if self.autosave is not None:  # (the table made ready while the title was shown, if it is for it)
            ready = self.coming if self.foreseen == (self.size, self.autosave) else None
            persist.open_game(self.app, self.autosave, ready)

    def update(self, dt: float) -> None:
        # the tiles' pictures at a new size are made on the faces thread (13 ms each in a frame),
        # those of the size before drawn scaled meanwhile: drawn each frame until they are there
        self.ticking = sprites.picture_soon((_picture_name(g), self._picture(r, self.tile_u).size)
                                            for g, r in self.tiles.items())
        if self.app.frames <= self.since or not loaded_behind():
            return  # (nothing is made ahead before the title is shown)
        if not self._foresee_continue():
            return  # (its table laid out in this frame's slice: the screens ahead in the next)
        # what the title opens, drawn ahead one a frame where it is not seen: its type and panels
        # are made here, where no frame is drawn while the player only looks (see Scene.ticking)
        ahead = self.ahead()
        key = next((k for k in ahead if (k, self.size) not in self.prepared), None)
        if key is not None:
            try:
                with ui.ahead():  # (the first Setup's type took 20-27 ms: several frames now)
                    scene = ahead[key]()
                    if isinstance(scene, Scene):
                        scene.layout(self.size)
                        scene.draw(self.unseen)
            except ui.Later:
                return  # (made again in the next frame, on from the type made so far)
            self.prepared.add((key, self.size))

    def ahead(self) -> dict[str, Callable[[], object]]:
        """What the title makes ahead (see update), by name: the code every table shares, not
        loaded before the title's first frame (a held card's feel, its pymunk loaded behind the
        frames: see loaded_behind; then the table's own, ~5 ms), each game's table code (which
        its Setup loads: 5-25 ms, a frame of its own) and Setup, Load and Settings, which are
        drawn; made, they change nothing until they open (the statistics are not made: reading
        them may set a damaged file aside)."""
        from tabletop.app.scenes.saves import Saves
        from tabletop.app.scenes.settings import SettingsScene

        def setup(name: str, *args: object) -> object:  # (the Setup module's `name`, loaded by then)
            return getattr(import_module("tabletop.app.scenes.setup"), name)(*args)
        games = {k: v for g in SHOWN for k, v in ((f"{g} table", partial(setup, "table_for", g)),
                                                  (g, partial(setup, "Setup", self.app, g)))}
        return {"held cards": partial(import_module, "tabletop.app.drag"),
                "tables": partial(import_module, "tabletop.app.scenes.setup"),
                **games, "Load": partial(Saves, self.app), "Settings": partial(SettingsScene, self.app)}

    def _foresee_continue(self) -> bool:
        """Continue's table shows its cards at once: the faces thread makes them now (see
        Setup.update), once it is laid out in slices of idle frames; whether that is done."""
        from tabletop.app import persist
        if self.autosave is None:
            return True
        if self.foreseen[:1] != (self.size,) or self.foreseen[1] is not self.autosave:
            self.foreseen, self.coming, self.laid_out = (self.size, self.autosave), None, False
            try:
                self.coming = persist.resume(self.app, self.autosave)
            except (IllegalAction, KeyError, ValueError):
                return True  # (Continue says so)
        if self.coming is None:
            return True
        if not self.laid_out:
            self.laid_out = self.coming.foresee_ahead(self.size)
            return False
        self.coming._warm()
        return True

    def saves(self) -> None:
        from tabletop.app.scenes.saves import Saves
        self.app.push(Saves(self.app))

    def stats(self) -> None:
        from tabletop.app.scenes.stats import StatsScene
        self.app.push(StatsScene(self.app))

    def pause(self) -> None:
        super().pause()
        self.coming, self.foreseen = None, ()  # (not kept under a game: it would be stale)

    def resume(self) -> None:
        self.hidden = False
        self.refresh()  # a game played or a save deleted meanwhile
        self.layout(self.app.size)  # (Continue may have come or gone; the window changed size under a game)

    def settings(self) -> None:
        from tabletop.app.scenes.settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def choose(self, game_id: str) -> None:
        """Open the setup of a game."""
        from tabletop.app.scenes.setup import Setup
        self.app.play("click")
        self.app.push(Setup(self.app, game_id))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        u = ui.unit(size)
        gap = u * 2.5
        # the four tiles in a row; in a tall window two rows of two, when that
        # makes them clearly larger (a window stood on end is otherwise half empty)
        wide = min((w - gap * 5) / 4, h * 0.62 * 0.72)
        tall = min((w - gap * 3) / 2, (h * 0.62 - gap) / 2 * 0.72)
        cols = 2 if tall > wide * 1.2 else 4
        tile_w = tall if cols == 2 else wide
        tile_h = tile_w / 0.72
        self.tile_u = tu = u * tile_w / wide  # what is drawn in a tile grows with it
        left = (w - (cols * tile_w + (cols - 1) * gap)) / 2
        top = h * 0.27
        # between two rows, room for the keys' ring round a lifted tile clear of the shadow of the
        # one above it (a tall window's larger tiles lift further: at 800x1280 it lay 9 px over it)
        below = round(tu * LIFT) + round(tu * SHADOW[1]) + ui.ring_pad(ui.ring_line(u)) + u
        row_gap = max(gap, below)
        self.tiles = {g: pygame.Rect(round(left + i % cols * (tile_w + gap)), round(top + i // cols * (tile_h + row_gap)),
                                     round(tile_w), round(tile_h)) for i, g in enumerate(SHOWN)}
        bottom = max(r.bottom for r in self.tiles.values())
        # the buttons in the menu screens' unit (stood on end 1.4 times the unit: at 800x1280 their
        # labels were 15 px), as far as the row fits the width; never lower than 32 px, so that
        # their labels, half as high, read at 16 px (at 800x500 they were 15, as the tables' were)
        n = len(self.buttons)
        self.button_u = bu = min(ui.menu_unit(size), (w - gap * 2) / (n * 18 + (n - 1) * 3))
        ui.row_buttons(self.buttons, w / 2, bottom + u * 3.5, bu * 18, max(32, bu * 5), bu * 3)
        # one type size for every tile's line, the largest at which each fits
        # whole below its picture, name and player range (see `_tile`): its lines
        # apart as drawn, the last as high as its type (not a line and a gap)
        room = tile_h - _name_y(tile_h, tu) - tu * (BLURB_BELOW_NAME + 1.0)

        def high(b: str, px: int) -> float:
            return (len(ui.wrap(b, px, tile_w - tu * 3)) - 1) * px * 1.15 + ui.font(px).get_height()
        px = round(tu * 2.5)
        while px > 10 and any(high(b, px) > room for b in BLURBS.values()):
            px -= 1
        self.blurb_px = px
        # and one for the games' names, the largest at which the longest fits
        self.name_px = min(ui.fit_px(GAMES[g].name, round(tu * 4.2), tile_w - tu * 2) for g in SHOWN)
        # the tiles' pictures at this size made on the faces thread from now, the first drawn first, while
        # this thread goes on to the cloth and the type (made in the first frame, they took 20-30 ms of it)
        sprites.AHEAD.soon([("picture", _picture_name(g), self._picture(r, tu).size) for g, r in self.tiles.items()][::-1])

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if any(b.handle(event) for b in self.buttons):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.set_focus(None)  # the pointer leads again: one highlight at a time
            self.hover = next((g for g, r in self.tiles.items() if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for g, r in self.tiles.items():
                if ui.clicked(r, event.pos):  # (pressed there too)
                    self.choose(g)
                    return True
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4):
            # the keys' focus goes with it: back from its Setup, Enter opens it again (it was the first game's)
            self.set_focus(SHOWN[event.key - pygame.K_1])
            self.choose(SHOWN[event.key - pygame.K_1])
            return True
        items = self.focusable()
        keys = list(items)
        if self.focus not in items:  # (after the pointer) back where the keys start, never onto Quit
            if event.key in ui.FOCUS_KEYS:
                self.set_focus(self.first())
            return True
        to = ui.focus_step(event, len(keys), keys.index(self.focus), [r for r, _ in items.values()])
        if to is not None:
            self.set_focus(keys[to])
        elif event.key in ui.PRESS_KEYS:
            items[self.focus][1]()
        return True

    def draw(self, surf: pygame.Surface) -> None:
        w, h = self.size
        u = ui.unit(self.size)
        surf.blit(ui.felt(self.size), (0, 0))
        ui.blit_text(surf, "Tabletop", round(u * 11), ui.BRASS, (w / 2, h * 0.07), "midtop", shadow=True)
        ui.blit_text(surf, "four card games, one table", round(u * 3.6), ui.MUTED, (w / 2, h * 0.07 + u * 10.5),
                     "midtop")
        for g, r in self.tiles.items():
            self._tile(surf, g, r, g in (self.hover, self.focus), self.tile_u)
        if self.focus in self.tiles:  # (over its neighbours: never under one)
            r = self.tiles[self.focus]
            ui.focus_ring(surf, r.move(0, -round(self.tile_u * LIFT)), u, round(self.tile_u * 2))
        for b in self.buttons:
            b.draw(surf)
        if self.autosave is not None and self.autosave.get("game") in GAMES:
            # which game Continue picks up, under it
            what = f"{GAMES[self.autosave['game']].name} \u00b7 {ui.count(len(self.autosave['names']), 'player')}"
            b, mu = self.buttons[0], self.button_u
            text, px = ui.fit(what, max(16, round(mu * 2.4)), b.rect.width + mu * 9)  # (15 px at 800x500)
            if b.rect.bottom + mu * 0.8 + ui.font(px).get_height() <= h:
                # (inside the window where the button is near its edge: a row stood on end spans it)
                x = max(b.rect.centerx, ui.font(px).size(text)[0] / 2 + u * 2.5)
                ui.blit_text(surf, text, px, ui.MUTED, (x, b.rect.bottom + mu * 0.8), "midtop")
            else:  # a wide, short window: no room under the buttons, so beside them
                ui.blit_text(surf, *ui.fit(what, round(mu * 2.4), b.rect.left - mu * 2), ui.MUTED,
                             (b.rect.left - mu, b.rect.centery), "midright")

    @staticmethod
    def _picture(r: pygame.Rect, u: float) -> pygame.Rect:
        """Where the picture of the tile at `r` is drawn."""
        return pygame.Rect(r.x + u * 1.2, r.y + u * 1.2, r.width - u * 2.4, r.height * PICTURE)

    def _tile(self, surf: pygame.Surface, g: str, r: pygame.Rect, hover: bool, u: float) -> None:
        game = GAMES[g]
        lift = round(u * LIFT) if hover else 0
        r = r.move(0, -lift)
        ui.panel(surf, r.move(round(u * SHADOW[0]), round(u * SHADOW[1])), (0, 0, 0, 70), round(u * 2))
        ui.panel(surf, r, (250, 243, 226, 255), round(u * 2), ui.BRASS if hover else (190, 160, 110, 255))
        # its number key, small in the corner above the picture's fan
        ui.blit_text(surf, str(SHOWN.index(g) + 1), round(u * 2.6), (168, 140, 104),
                     (r.x + u * 1.5, r.y + u * 1.1), "topleft")
        pic = self._picture(r, u)
        try:
            img = sprites.picture(_picture_name(g), pic.size)
            surf.blit(img, pic)
        except (FileNotFoundError, ValueError, pygame.error):
            # no title picture: a small fan of the game's cards says as much
            cw = round(pic.height / 1.4 * 0.8)
            for i, a in enumerate((12, 0, -12)):
                img = card_surface(g, None if i != 1 else _sample_face(g), cw, 1.0, a)
                surf.blit(img, img.get_rect(center=(pic.centerx + (i - 1) * cw * 0.45, pic.centery)))
        y = r.y + _name_y(r.height, u)
        ui.blit_text(surf, game.name, self.name_px, ui.INK, (r.centerx, y), "midtop")
        lo, hi = game.players
        players = f"{lo} players" if lo == hi else f"{lo} to {hi} players"
        ui.blit_text(surf, players, round(u * 2.8), (150, 70, 50), (r.centerx, y + u * 5), "midtop")
        px = self.blurb_px
        for i, line in enumerate(ui.wrap(BLURBS[g], px, r.width - u * 3)):
            ui.blit_text(surf, line, px, (90, 74, 60), (r.centerx, y + u * BLURB_BELOW_NAME + i * px * 1.15),
                         "midtop")


def _picture_name(g: str) -> str:
    return f"title_{g}.svg"


def _name_y(tile_h: float, u: float) -> float:
    """How far below a tile's top the game's name is drawn: under the picture."""
    return u * 1.2 + tile_h * PICTURE + u * 1.2


def _sample_face(g: str) -> str:
    return {"nimmt": "55", "gnoming": "5", "grinch": "grinch", "gnav": "K"}.get(g, "1")

