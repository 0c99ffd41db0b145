"""A click is a press and a release on the same thing: a press on one thing
(or on nothing) let go on another is no click on either, whatever came
under the still pointer meanwhile (the list scrolled by the wheel, a
message come up, the pointer moved). Real posted events on real scenes."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from test_app_driver import Driver
from tabletop.app import persist
from tabletop.app.main import default_setup
from tabletop.app.scenes.message import Message
from tabletop.app.scenes.saves import Saves
from tabletop.app.scenes.settings import SettingsScene
from tabletop.app.scenes.setup import Setup
from tabletop.app.scenes.title import Title


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _wheel(d: Driver, y: int) -> None:
    d.post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y), touch=False)


def test_press__a_save_s_load_pressed_the_list_scrolled_and_let_go_loads_nothing() -> None:
    # Load pressed on the first save, the wheel turned (the list scrolled a row under the
    # still pointer), let go: the second save was loaded, a button never pressed
    d = Driver(size=(1024, 640), seed=4)
    t = d.start(default_setup("gnav", 2), seed=1)
    for k in range(12):
        assert persist.save_record(f"game {k:02}", persist.game_record(t)) is None
    d.app.to_title()
    d.step()
    d.app.push(Saves(d.app))
    saves = d.top
    assert isinstance(saves, Saves) and len(saves.rows) > saves.visible
    loaded: list[str] = []
    saves.load = loaded.append  # type: ignore[method-assign]  # (what Load would open)
    saves.refresh()
    at = saves.rows[0][2].rect.center
    d.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    _wheel(d, -1)
    assert saves.first == 1 and saves.rows[1][2].rect.collidepoint(at)
    d.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    assert loaded == [], "a button never pressed was clicked"
    d.click(at)
    assert loaded == [saves.rows[1][0]], "pressed and let go on it, it is clicked"
    d.app.close()


def test_press__a_message_come_up_under_a_press_is_not_dismissed_by_its_release() -> None:
    # pressed on the title where a message's OK came up a moment later, let go: the message
    # was gone before it was read
    d = Driver(size=(1024, 640), seed=4)
    d.step()
    title = d.top
    assert isinstance(title, Title)
    d.app.notify("Something to read.")
    d.app.push(Message(d.app, "Please note", "x"))  # (only to find where its OK comes)
    at = d.top.buttons[0].rect.center
    d.app.pop()
    d.app.notices.clear()
    d.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    d.app.notify("Something to read.")
    d.step()
    msg = d.top
    assert isinstance(msg, Message) and msg.buttons[0].rect.collidepoint(at)
    d.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    assert d.top is msg, "dismissed by the release of a press made before it came"
    d.click(at)
    assert d.top is title
    d.app.close()


def _off(rects: list[pygame.Rect], size: tuple[int, int]) -> tuple[int, int]:
    """A point of the window on none of `rects`."""
    return next((x, y) for y in range(5, size[1], 7) for x in range(5, size[0], 7)
                if not any(r.collidepoint(x, y) for r in rects))


def test_press__off_the_title_s_games_let_go_on_one_opens_nothing() -> None:
    # a press on the bare title (or on one game) let go on a game opened its setup
    d = Driver(size=(1024, 640), seed=4)
    d.step()
    title = d.top
    off = _off([*title.tiles.values(), *(b.rect for b in title.buttons)], d.app.size)
    for start in (off, title.tiles["nimmt"].center):
        d.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        d.post(pygame.MOUSEMOTION, pos=title.tiles["gnav"].center, rel=(0, 0), buttons=(1, 0, 0))
        d.post(pygame.MOUSEBUTTONUP, pos=title.tiles["gnav"].center, button=1)
        assert d.top is title, f"pressed at {start}, let go on Gnav: opened"
    d.click(title.tiles["gnav"].center)
    assert isinstance(d.top, Setup)
    d.app.close()


def test_press__off_a_setup_s_and_the_settings_controls_let_go_on_one_changes_nothing() -> None:
    d = Driver(size=(1024, 640), seed=4)
    d.step()
    d.click(d.top.tiles["nimmt"].center)
    setup = d.top
    assert isinstance(setup, Setup)
    rects = [r for r, _ in setup.controls] + [b.rect for b in (setup.start, setup.back, setup.rules)]
    more = setup.controls[1][0].center  # (one player more)
    n = setup.setup.players
    d.drag(_off(rects, d.app.size), more)
    assert setup.setup.players == n, "pressed off it, let go on One more: one more player"
    d.click(more)
    assert setup.setup.players == n + 1
    d.key(pygame.K_ESCAPE)
    d.step()
    d.app.push(SettingsScene(d.app))
    s = d.top
    volume = d.app.settings.volume
    down = s.arrows[0][0].center
    d.drag(_off([r for r, _, _ in s.arrows] + [s.done.rect], d.app.size), down)
    assert d.app.settings.volume == volume, "pressed off it, let go on the volume's arrow: turned down"
    d.click(down)
    assert d.app.settings.volume == pytest.approx(volume - 0.1)
    d.app.close()


def test_press__held_as_a_key_changes_the_scene_and_let_go_is_no_click_on_the_new_one() -> None:
    # pressed on a game's setup, Esc back to the title with the button held, let go over a
    # game's tile there: that game's setup opened (the press was taken where it went down,
    # on another scene)
    d = Driver(size=(1024, 640), seed=4)
    d.step()
    title = d.top
    d.click(title.tiles["grinch"].center)
    setup = d.top
    assert isinstance(setup, Setup)
    rects = [r for r, _ in setup.controls] + [b.rect for b in (setup.start, setup.back, setup.rules)]
    tile = title.tiles["gnav"]
    at = next((x, y) for y in range(tile.top, tile.bottom, 3) for x in range(tile.left, tile.right, 3)
              if not any(r.collidepoint(x, y) for r in rects))
    d.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    d.key(pygame.K_ESCAPE)
    assert d.top is title
    d.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    assert d.top is title, "a press on the setup let go on the title opened a game"
    d.click(at)
    assert isinstance(d.top, Setup) and d.top.setup.game == "gnav"
    d.app.close()


def test_press__the_window_losing_focus_ends_a_press_its_late_release_clicks_nothing() -> None:
    # pressed on Settings, the window lost its focus (another window came to the front, the
    # release going there), a release come back late over it: Settings opened, as a card held
    # is let go when the focus goes (see TableScene.handle)
    d = Driver(size=(1024, 640), seed=4)
    d.step()
    title = d.top
    at = next(b for b in title.buttons if b.label == "Settings").rect.center
    d.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    d.post(pygame.WINDOWFOCUSLOST)
    d.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    assert d.top is title, "clicked by a press the window lost"
    d.click(at)
    assert isinstance(d.top, SettingsScene)
    d.app.close()


def test_press__a_double_click_that_opens_a_scene_is_one_click_not_a_second_on_the_new_scene() -> None:
    # Grinch's tile double-clicked (as an icon is): its setup opened and the second click
    # opened the third seat's name for typing, there under the pointer; Start double-clicked:
    # the second click chose a card of 6 nimmt!'s hand dealt under it
    d = Driver(size=(1024, 640), seed=4)
    d.step()
    at = d.top.tiles["grinch"].center
    d.click(at)
    d.click(at)
    setup = d.top
    assert isinstance(setup, Setup) and setup.setup.game == "grinch"
    assert setup.editing is None, "the second click of a double-click opened a name for typing"
    d.key(pygame.K_ESCAPE)
    d.click(d.top.tiles["nimmt"].center)
    at = d.top.start.rect.center
    d.click(at)
    d.click(at)
    t = d.table()
    assert d.top is t and any(s.rect().collidepoint(at) for s in t.sprites.values()), "a card under the pointer"
    assert t.selected is None, "the second click of a double-click chose a card"
    for _ in range(30):  # (a moment later, a click there is a click)
        d.step()
    d.click(at)
    assert t.selected is not None
    d.app.close()
