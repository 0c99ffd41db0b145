"""Named saves: the Save as dialog (a name entry, from the pause menu) and
the list of saved games, newest first, to load or delete (from the pause
menu and the title)."""
from __future__ import annotations

import time
from functools import partial
from typing import TYPE_CHECKING, Any, Callable

import pygame

from tabletop import store
from tabletop.app import persist, ui
from tabletop.app.main import App
from tabletop.app.scene import Scene
from tabletop.app.scenes.message import Message, confirm
from tabletop.games import GAMES

if TYPE_CHECKING:
    from tabletop.app.table_base import TableScene

MAX_NAME = 40
DOT = "  \u00b7  "  # between the parts of a save's details (see describe)


class SaveAs(Scene):
    """Type a name, Enter or Save to save the table's game under it. The
    name proposed is the save the game belongs to, if any (saving there
    brings it up to date), else a new one."""

    opaque = False

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.name = ui.TextField(table.saved_as or default_name(table.game.name), MAX_NAME)
        self.error = ""
        self.buttons = [ui.Button("Save", self.save, primary=True), ui.Button("Cancel", app.pop)]
        self.check_name()

    def check_name(self) -> None:
        """Note where the typed name saves, `target`: the save of that name
        if there is one (whatever its case, see store.existing_save), else a
        new one; and what is there: this game's own save (brought up to
        date) or another one (`taken`, what it holds), which saving replaces."""
        found = store.existing_save(self.name.value)
        self.target = found or store.save_path(self.name.value).stem
        self.own = self.target == self.table.saved_as
        self.info = store.save_info(found) if found is not None and not self.own else None
        self.taken: str | None = None if found is None or self.own else holds(self.info)

    def save(self) -> None:
        """Save under the typed name (not empty, not the autosave's); over
        another save, ask first (Cancel the default)."""
        name = self.name.value.strip()
        if not name or store.save_path(name).stem.casefold() == store.AUTOSAVE:
            self.error = "Please choose another name."
            return
        self.check_name()
        if self.taken is not None:
            confirm(self.app, f"Replace \u201c{self.target}\u201d?",
                    f"It holds {self.taken}. Saving this game there replaces it for good.", "Replace",
                    partial(self.write, self.target))
            return
        self.write(self.target)

    def write(self, name: str) -> None:
        """Save under `name` and say where."""
        error = persist.save_record(name, persist.game_record(self.table))
        if error:
            self.error = error
            return
        self.app.pop()
        listed = store.save_path(name).stem  # the name the saved games list will show
        self.table.saved_as = listed
        if not self.table.over:
            persist.autosave(self.table)  # so a game picked up by Continue still belongs to this save
        self.app.push(Message(self.app, "Saved", f"The game is saved as \u201c{listed}\u201d. "
                                                 "Load it from the title or the pause menu."))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        u = ui.menu_unit(size)
        self.box = pygame.Rect(0, 0, round(min(w * 0.7, u * 80)), round(u * 32))
        self.box.center = (w // 2, h // 2)
        self.field = pygame.Rect(self.box.x + u * 4, self.box.y + u * 13, self.box.width - u * 8, u * 6)
        ui.row_buttons(self.buttons, self.box.centerx, self.box.bottom - u * 8, u * 18, u * 5, u * 3)

    def handle(self, event: pygame.event.Event) -> bool:
        # Tab and the arrows reach the buttons (the name has no caret to
        # move); Space is typed, Enter saves unless a button has the focus
        if event.type == pygame.KEYDOWN:
            if ui.key_focus(self.buttons, event, (pygame.K_RETURN, pygame.K_KP_ENTER)):
                return True
        elif ui.handle_buttons(self.buttons, event):
            return True
        if self.name.handle(event):
            self.error = ""
            self.check_name()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.save()
            elif event.key == pygame.K_ESCAPE:
                self.app.pop()
        return True

    def draw(self, surf: pygame.Surface) -> None:
        u = ui.menu_unit(self.size)
        ui.dialog(surf, self.box, u, self.shade_under())
        ui.blit_text(surf, "Save as", round(u * 5.5), ui.BRASS, (self.box.centerx, self.box.y + u * 3), "midtop",
                     shadow=True)
        ui.blit_text(surf, "Name of the save", round(u * 2.6), ui.MUTED, (self.field.x, self.field.y - u * 0.8),
                     "bottomleft")
        pygame.draw.rect(surf, ui.CREAM, self.field, border_radius=self.field.height // 4)
        pygame.draw.rect(surf, ui.BRASS, self.field, width=2, border_radius=self.field.height // 4)
        self.name.draw(surf, (self.field.x + u * 1.5, self.field.centery), round(u * 3.4), self.field.width - u * 3)
        note = self.error
        if not note and self.taken is not None:
            what = holds(self.info, details=False)
            note = f"\u201c{self.target}\u201d already holds {what}: saving replaces it."
            if ui.fit_px(note, round(u * 2.6), self.field.width) < u * 2.2:
                note = f"This name already holds {what}: saving replaces it."
        elif not note and self.own and store.save_path(self.target).exists():
            note = "This game's save is brought up to date."
        elif not note and self.name.full:
            note = f"At most {MAX_NAME} characters."
        if note:
            ui.blit_text(surf, note, ui.fit_px(note, round(u * 2.6), self.field.width),
                         ui.RED if self.error else ui.CREAM if self.taken is not None else ui.MUTED,
                         (self.box.centerx, self.field.bottom + u * 1.5), "midtop")
        for b in self.buttons:
            b.draw(surf)


def default_name(game_name: str) -> str:
    """What a save is called unless the player names it: the game and when."""
    return f"{game_name} {time.strftime('%d %b %H.%M')}"


def game_in_progress(app: App) -> dict[str, Any] | None:
    """The record of the unfinished game that a new one would replace: the
    table's own when a game with a human is open below, else the autosave
    (which Continue picks up); None when there is none, or when no human has
    moved in it yet (a fresh deal loses nothing)."""
    from tabletop.app.table_base import TableScene
    rec = next((persist.game_record(s) for s in app.stack.scenes
                if isinstance(s, TableScene) and s.humans and not s.over), None)
    if rec is None:
        rec = persist.load(store.AUTOSAVE)[0]
    if rec is None:
        return None
    n = len(rec["seats"])
    humans = {(j - rec["first"]) % n for j, kind in enumerate(rec["seats"]) if kind == "human"}
    return rec if any(int(seat) in humans for seat, _ in rec["moves"]) else None


def leave_game_in_progress(app: App, instead: str, go: Callable[[], None], uid: str | None = None) -> None:
    """Do `go`, which replaces the game in progress by `instead` (the game
    `uid`, if known); when there is one, first ask: keep it as a named save
    (the one it belongs to, brought up to date, else a new one), let it go
    (lost, see lost_if_let_go), or cancel."""
    data = game_in_progress(app)
    if data is None:
        go()
        return
    game = GAMES[data["game"]].name
    lost = lost_if_let_go(data, uid)
    name = data.get("saved_as")
    if name:
        where = f"Keep it in \u201c{name}\u201d, brought up to date"
    else:
        name = base = default_name(game)
        for k in range(2, 100):
            if store.existing_save(name) is None:
                break
            name = f"{base} ({k})"
        where = f"Keep it as \u201c{store.save_path(name).stem}\u201d"

    def keep() -> None:
        error = persist.save_record(name, data)
        if error:
            app.push(Message(app, "Could not keep it", error))
        else:
            go()

    def let_go() -> None:
        if lost:
            persist.record_given_up(app, data)
        go()
    app.push(Message(app, "Keep your game in progress?",
                     f"Your {game} game is not finished, and {instead} takes its place. {where}, to load later?"
                     + (" If you let it go, it counts as lost." if lost else ""),
                     [("Keep it", keep), ("Let it go", let_go), ("Cancel", lambda: None)]))


def _stamp(name: str) -> object:
    """Which file the save `name` is now (a save is written anew, not over: see store.write_json),
    to know whether it was written since it was read (reading it again, whose check replays every
    move, took 10 ms of the frame a long game opens in); None when it cannot be known."""
    try:
        st = store.save_path(name).stat()
    except OSError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)


def lost_if_let_go(data: dict[str, Any], uid: str | None) -> bool:
    """Whether letting the unfinished game `data` go (see game_in_progress:
    a human has moved in it) loses it, and so counts it in the statistics
    as played and lost: it counts there (one human), no named save of it is
    left to load it from, and what takes its place is not this very game (a
    save of it, loaded)."""
    saved = data.get("saved_as")
    return (persist.counted(data["seats"]) and not (saved and store.save_path(saved).exists())
            and (uid is None or uid != data.get("uid")))


def holds(info: dict[str, Any] | None, details: bool = True) -> str:
    """What a save holds, in words: "a game of Gnoming A Round (19 moves,
    saved 07 Dec 2026, 05:57)", without the brackets unless `details`."""
    if info is None or info.get("game") not in GAMES:
        return "a game that cannot be read"
    if not details:
        return f"a game of {GAMES[info['game']].name}"
    parts = [ui.count(info["moves"], "move")] if info.get("moves") is not None else []
    parts.append("saved " + time.strftime("%d %b %Y, %H:%M", time.localtime(info["when"])))
    return f"a game of {GAMES[info['game']].name} ({', '.join(parts)})"


def describe(info: dict[str, Any] | None) -> str:
    """One line about a save: game, players, moves, when."""
    if info is None:
        return "cannot be read"
    game = GAMES[info["game"]].name if info.get("game") in GAMES else "unknown game"
    parts = [game]
    if isinstance(info.get("players"), int):
        parts.append(ui.count(info["players"], "player"))
    if info.get("moves") is not None:
        parts.append(ui.count(info["moves"], "move"))
    parts.append(time.strftime("%d %b %Y, %H:%M", time.localtime(info["when"])))
    return DOT.join(parts)


class Saves(Scene):
    """The named saves, newest first: Load or Delete (which asks first)."""

    opaque = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.first = 0  # the first row shown (the list scrolls with the wheel)
        self.close = ui.Button("Close", app.pop, primary=True)
        # each save's name, its details ("" until its row is first shown: see describe_shown), Load, Delete
        self.rows: list[tuple[str, str, ui.Button, ui.Button]] = []
        self.described: set[str] = set()  # the saves whose details are read
        self.refresh()

    def refresh(self) -> None:
        """Read the list again (after a delete or a save moved aside): the
        names; each save's file only once its row is shown (with 30 saves,
        opening the list read every one of them)."""
        persist.flush()
        try:
            names = store.list_saves()
        except OSError:
            names = []
        self.rows = [(n, "", ui.Button("Load", partial(self.load, n), primary=True),
                      ui.Button("Delete", partial(self.delete, n))) for n in names]
        self.described = set()
        self.layout(self.app.size)

    def describe_shown(self) -> None:
        """Read the details of the saves shown that are not read yet."""
        for k in range(self.first, min(len(self.rows), self.first + self.visible)):
            name, _, load, delete = self.rows[k]
            if name not in self.described:
                self.rows[k] = (name, describe(store.save_info(name)), load, delete)
                self.described.add(name)

    def load(self, name: str) -> None:
        """Resume a named save, or say why it cannot be; over a game in
        progress, the player may keep that game first."""
        data, msg = persist.load(name)
        if data is None:
            self.refresh()  # a bad file was moved aside: it leaves the list
            self.app.push(Message(self.app, "Could not load", msg or "This save could not be read."))
            return
        # a save whose moves do not replay says so once it is opened (and replaces nothing)
        leave_game_in_progress(self.app, f"\u201c{name}\u201d", partial(self._open, name, data, msg, _stamp(name)),
                               data.get("uid"))

    def _open(self, name: str, data: dict[str, Any], msg: str | None, stamp: object) -> None:
        if _stamp(name) != stamp:  # Keep it has just brought this very save up to date: read it again
            data = persist.load(name)[0] or data
        if persist.open_game(self.app, {**data, "saved_as": name}) and msg:
            self.app.push(Message(self.app, "Loaded an earlier copy", msg))

    def delete(self, name: str) -> None:
        def really() -> None:
            try:
                store.delete_game(name)
            except OSError as e:
                self.app.push(Message(self.app, "Could not delete", f"\u201c{name}\u201d: {store.reason(e)}."))
            self.refresh()
        confirm(self.app, "Delete this save?", f"\u201c{name}\u201d will be gone for good.", "Delete", really)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        u = ui.menu_unit(size)
        # a save's name and, under it, its details as large as a prompt (at 2.4 units they
        # were 11 px high at 800x500): on one line where they fit beside the buttons, else
        # the date on a line of its own (a window stood on end), in a row grown for it
        box_w = round(min(w * 0.84, u * 110))
        self.text_w = box_w - u * 40  # up to the Load button, less a margin each side
        self.detail_px = round(u * 3.4)
        split: bool | None = None
        while split != self.split_rows():  # (rows shown for the first time may be the first to split: once more)
            self.split = split = self.split_rows()
            self.row_h = u * (13 if self.split else 10)
            # as tall as the rows it shows: all of them, or as many whole ones as fit in 84% of
            # the window (one at least: the line saying there are none). It had room for three
            # rows at least, and up to a row's worth more than it showed: a band of empty panel
            # above Close (at 800x1280, 144 px with 2 saves, 116 with 30)
            fit = int((h * 0.84 - u * 22) // self.row_h)
            self.visible = max(1, min(len(self.rows), fit))
            self.box = pygame.Rect(0, 0, box_w, round(u * 22 + self.visible * self.row_h))
            self.box.center = (w // 2, h // 2)
            self.list_top = self.box.y + u * 11
            self.first = max(0, min(self.first, len(self.rows) - self.visible))  # no empty rows at the end
            self.describe_shown()
        for k, (_, _, load, delete) in enumerate(self.rows):
            i = k - self.first
            y = self.list_top + i * self.row_h + u * 1.2
            shown = 0 <= i < self.visible
            load.rect = pygame.Rect(round(self.box.right - u * 34), round(y), round(u * 14), round(u * 5)) \
                if shown else pygame.Rect(0, 0, 0, 0)
            delete.rect = pygame.Rect(round(self.box.right - u * 18), round(y), round(u * 14), round(u * 5)) \
                if shown else pygame.Rect(0, 0, 0, 0)
        self.close.rect = pygame.Rect(0, 0, round(u * 18), round(u * 5))
        self.close.rect.midbottom = (self.box.centerx, round(self.box.bottom - u * 2.5))

    def split_rows(self) -> bool:
        """Whether the saves' details read so far take a line of their own for the date."""
        return any(ui.fit_px(line, self.detail_px, self.text_w) < self.detail_px * 0.9 for _, line, _, _ in self.rows)

    def handle(self, event: pygame.event.Event) -> bool:
        order = [b for _, _, load, delete in self.rows for b in (load, delete)] + [self.close]
        if event.type == pygame.KEYDOWN and ui.key_focus(order, event):
            # the list scrolls to the row whose button has the keyboard's focus
            row = next(i for i, b in enumerate(order) if b.focus) // 2
            if row < len(self.rows):
                self.first = min(max(self.first, row - self.visible + 1), row)
                self.layout(self.size)
            return True
        if ui.handle_buttons(order, event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(len(self.rows) - self.visible, self.first + (1 if event.y < 0 else -1)))
            self.layout(self.size)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.app.pop()
        return True

    def draw(self, surf: pygame.Surface) -> None:
        u = ui.menu_unit(self.size)
        ui.dialog(surf, self.box, u, self.shade_under())
        ui.blit_text(surf, "Saved games", round(u * 5.5), ui.BRASS, (self.box.centerx, self.box.y + u * 3),
                     "midtop", shadow=True)
        if not self.rows:
            ui.blit_text(surf, "No saved games yet: Save as in the pause menu (Esc) keeps one.", round(u * 3),
                         ui.MUTED, (self.box.centerx, self.list_top + u * 4), "midtop")
        shown = self.rows[self.first:self.first + self.visible]
        for i, (name, line, load, delete) in enumerate(shown):
            y = self.list_top + i * self.row_h
            if i % 2 == 0:
                ui.panel(surf, pygame.Rect(self.box.x + u * 2, round(y), self.box.width - u * 4, round(self.row_h)),
                         (255, 255, 255, 14), 4)
            x = self.box.x + u * 4
            ui.blit_text(surf, *ui.fit(name, round(u * 3.8), self.text_w), ui.CREAM, (x, y + u * 1.2))
            parts = [p for p in (line.rpartition(DOT)[::2] if self.split else (line,)) if p]
            px = min(ui.fit_px(part, self.detail_px, self.text_w) for part in parts)
            for k, part in enumerate(parts):
                ui.blit_text(surf, part, px, ui.MUTED, (x, y + u * 5.4 + k * ui.font(px).get_linesize()))
            load.draw(surf)
            delete.draw(surf)
        if len(self.rows) > self.visible:
            more = f"{self.first + 1}-{self.first + len(shown)} of {len(self.rows)}  (scroll for more)"
            ui.blit_text(surf, more, round(u * 2.4), ui.MUTED, (self.box.right - u * 4, self.close.rect.centery),
                         "midright")
        self.close.draw(surf)
