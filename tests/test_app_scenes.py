"""Title, setup, pause menu, rules and settings through real events."""
from __future__ import annotations

import math
import os
import re
from collections import Counter
from typing import Any

import pygame
import pytest

from tabletop.ai import hint
from tabletop.ai.search import Root
from tabletop.app import ui
from tabletop.app.main import default_setup
from tabletop.app.scene import Scene, SceneStack
from tabletop.app.scenes.passscreen import PassScreen
from tabletop.app.scenes.pause import Pause
from tabletop.app.scenes.rules import RulesScene
from tabletop.app.scenes.scores import GameOver, RoundScores
from tabletop.app.scenes.settings import SettingsScene
from tabletop.app.scenes.setup import Setup
from tabletop.app.scenes.title import Title
from tabletop.app.tween import Tweener, ease_in_out_cubic, ease_out_back, ease_out_cubic, linear
from tabletop.app.table_base import TableScene, reason
from tabletop.games.gnav.table import GnavTable
from tabletop.games.gnoming.table import GnomingTable
from tabletop.games.grinch.table import GrinchTable
from tabletop.games.nimmt.table import NimmtTable
from tabletop.rules import Action, Event

from test_app_driver import (DT, Driver, nimmt_setup, record_drawn, record_rects, record_rings, record_sized,
                             record_text, record_type, to_the_last_move)


def _button(scene: object, label: str) -> tuple[int, int]:
    """The centre of the scene's button with this label."""
    return next(b.rect.center for b in scene.buttons if b.label == label)  # type: ignore[attr-defined]


class _Probe(Scene):
    def __init__(self, app: object, log: list[str], name: str, consume: bool) -> None:
        self.log, self.name, self.consume = log, name, consume

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def handle(self, event: pygame.event.Event) -> bool:
        self.log.append(f"{self.name}.handle")
        return self.consume


def test_scene_stack__lifecycle_and_input_passes_down_until_consumed() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b = _Probe(None, log, "a", True), _Probe(None, log, "b", False)
    stack.push(a)
    stack.push(b)
    assert stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x)) is True
    stack.pop()
    stack.replace(_Probe(None, log, "c", False))
    assert log == ["a.enter", "a.pause", "b.enter", "b.handle", "a.handle", "b.exit", "a.resume", "a.exit",
                   "c.enter"]


def test_tween__eases_end_where_they_start_and_a_new_tween_replaces_the_old() -> None:
    for ease in (linear, ease_out_cubic, ease_in_out_cubic, ease_out_back):
        assert abs(ease(0.0)) < 1e-9 and abs(ease(1.0) - 1) < 1e-9

    class Box:
        x = 0.0
    box = Box()
    tw = Tweener()
    tw.to(box, "x", 100, 1.0, linear)
    tw.update(0.5)
    assert abs(box.x - 50) < 1e-6
    tw.to(box, "x", 0, 1.0, linear)  # replaces: heads back from 50
    tw.update(0.5)
    assert abs(box.x - 25) < 1e-6
    tw.finish()
    assert box.x == 0 and not tw.busy


def _drawn_ahead(d: Driver, made: list[object] | None = None) -> list[int]:
    """Idle frames (nothing forced to draw) until the title has drawn every screen it opens
    ahead (see Title.update); how many of `made` (type made: see _type_pieces) came in each."""
    counts: list[int] = []
    for _ in range(300):
        if all((k, d.top.size) in d.top.prepared for k in d.top.ahead()):  # (at this size: not a count,
            return counts  # which screens made ahead at a size laid out before would fill)
        before = len(made or ())
        d.app.step(DT)
        counts.append(len(made or ()) - before)
    raise AssertionError(f"drawn ahead: {sorted(d.top.prepared)}")


def _type_pieces(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every piece of type made from now on: a size of the type (its px), a line rendered."""
    made: list[object] = []
    for name in ("__init__", "render"):
        def spy(self: ui.Type, first: Any, *args: Any, real: Any = getattr(ui.Type, name)) -> Any:
            out = real(self, first, *args)
            made.append(first)
            return out
        monkeypatch.setattr(ui.Type, name, spy)
    return made


def test_title__its_screens_are_drawn_ahead_a_slice_of_an_idle_frame_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    # the first Setup drawn ahead made its type in one idle frame of the title: 17-27 ms (46 pieces);
    # with each piece of type made taking a pretended millisecond, no frame takes much more than its share
    made = _type_pieces(monkeypatch)
    monkeypatch.setattr(ui, "perf_counter", lambda: len(made) / 1000, raising=False)
    for cached in (ui.text, ui.fit_px, ui.fit, ui.fit_lines):
        cached.cache_clear()  # (as in a new run: what other tests drew made no type here)
    d = Driver(size=(1366, 768))
    d.step()  # (the title itself)
    counts = _drawn_ahead(d, made)
    assert 0 < max(counts) <= ui.AHEAD_MS + 1, counts
    d.app.close()


def test_title__its_tiles_pictures_are_asked_of_the_faces_thread_as_it_is_laid_out() -> None:
    # the title's four pictures were rasterised in the app's first frame, one after another on the
    # frame's thread (20-30 ms of it): the faces thread makes them from its layout on, meanwhile
    from tabletop.app import sprites
    sprites.EXTRAS.clear()  # (as in a new run: none made yet)
    d = Driver(size=(1366, 768))
    title, ahead = d.top, sprites.AHEAD
    keys = [("picture", f"title_{g}.svg", title._picture(r, title.tile_u).size) for g, r in title.tiles.items()]
    with ahead.cond:
        asked = [k for k in keys if k in ahead.todo or k == ahead.busy or k in ahead.done]
    assert asked == keys
    d.step()
    assert all(k in sprites.EXTRAS for k in keys)
    d.app.close()


@pytest.mark.parametrize("size", [(1366, 768), (720, 1280)])
def test_title__its_screens_type_is_made_in_its_idle_frames_and_nothing_else_changes(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    # each Setup's first frame made its type (11-30 ms), Load's and Settings' too: the title now
    # draws them ahead, where they are not seen, changing nothing (not the deal drawn nor the setups kept)
    d = Driver(size=size)
    assert d.top.autosave is None
    rng, setups = d.app.rng.getstate(), dict(d.app.setups)
    _drawn_ahead(d)
    assert d.app.rng.getstate() == rng and d.app.setups == setups
    opens = [(game, lambda g=game: d.click(d.top.tiles[g].center)) for game in ("nimmt", "gnoming", "grinch", "gnav")]
    opens += [(label, lambda b=label: d.click(next(x for x in d.top.buttons if x.label == b).rect.center))
              for label in ("Load", "Settings")]
    for what, open_it in opens:
        made = record_type(monkeypatch)
        open_it()
        assert not isinstance(d.top, Title) and not made, f"{what}: {made} made as it opened"
        monkeypatch.undo()
        d.key(pygame.K_ESCAPE)
        assert isinstance(d.top, Title)
    d.app.close()


@pytest.mark.parametrize("game", ["grinch", "gnoming", "gnav", "nimmt"])
def test_setup_scene__its_table_is_laid_out_and_drawn_ahead_a_slice_of_an_idle_frame_at_a_time(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Grinch's cloth, drawn ahead in one idle frame of its Setup, took 13-25 ms (its sheets' type), and
    # Gnoming's table, laid out there in one frame, 9-13 ms (the sizes its seat boxes' figures fit at);
    # with each piece of type made taking a pretended millisecond, no frame takes much more than its share
    d = Driver(size=(1366, 768))
    _drawn_ahead(d)
    made = _type_pieces(monkeypatch)
    monkeypatch.setattr(ui, "perf_counter", lambda: len(made) / 1000, raising=False)
    for cached in (ui.text, ui.fit_px, ui.fit, ui.fit_lines):
        cached.cache_clear()  # (as in a new run: what other tests drew made no type here)
    d.click(d.top.tiles[game].center)
    rules = []  # (then the rules page, a paragraph a frame: not here)
    monkeypatch.setattr(Setup, "make_rules_ahead", lambda self: rules.append(self))
    counts = []
    while not rules:
        before = len(made)
        d.app.step(DT)
        counts.append(len(made) - before)
        assert len(counts) < 300, "the table was never drawn ahead"
    assert 0 < max(counts) <= ui.AHEAD_MS + 1, counts
    d.app.close()


def test_setup_scene__its_table_is_drawn_ahead_and_opens_making_no_type(monkeypatch: pytest.MonkeyPatch) -> None:
    # Gnav's table made the 14 lines of type of its first frame as it opened (12-22 ms): Setup
    # draws the table it will open ahead now, where it is not seen, in slices of its idle frames
    # (a table whose deal is seen, or whose AIs move at once, makes only the few words that change)
    d = Driver(size=(1366, 768))
    _drawn_ahead(d)
    d.click(d.top.tiles["gnav"].center)
    setup = d.top
    for _ in range(120):  # (two seconds with nothing changed: nothing forced to draw)
        d.app.step(DT)
    made = record_type(monkeypatch)
    d.click(setup.start.rect.center)
    assert isinstance(d.top, TableScene) and d.top.game.id == "gnav"
    assert not made, f"made as it opened: {made}"
    d.app.close()


@pytest.mark.parametrize("game", ["nimmt", "gnav"])
def test_setup_scene__its_rules_page_is_laid_out_ahead(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Rules from Setup laid the whole page out as it opened, every line's type made (20-25 ms)
    d = Driver(size=(1366, 768))
    d.step(12)
    d.click(d.top.tiles[game].center)
    setup = d.top
    d.step(80)  # (the table made ahead, its cloth drawn: then the page, a paragraph a frame)
    assert isinstance(setup, Setup) and setup.rules_ahead is not None and setup.rules_ahead[0] == d.app.size
    assert next(setup.rules_ahead[1], "made") == "made"
    made = record_type(monkeypatch)
    d.click(setup.rules.rect.center)
    page = d.top
    assert isinstance(page, RulesScene) and len(page.lines) > 40 and made == [], f"{len(made)} pieces made"
    monkeypatch.undo()
    d.app.close()


def test_setup_scene__players_seats_and_levels_by_clicks() -> None:
    d = Driver()
    d.click(d.top.tiles["nimmt"].center)
    setup = d.top
    assert isinstance(setup, Setup)
    n = setup.setup.players
    plus = setup.controls[1][0]
    d.click(plus.center)
    d.click(plus.center)
    assert setup.setup.players == n + 2 and len(setup.seat_rows) == n + 2
    _, name, kind, level = setup.seat_rows[1]
    d.click(kind.center)
    assert setup.setup.seats[1].human
    d.click(kind.center)
    d.click(level.center)
    assert setup.setup.seats[1].level == "hard"
    d.click(name.center)
    for ch in "Zed":
        d.post(pygame.TEXTINPUT, text=ch)
    d.key(pygame.K_RETURN)
    assert setup.setup.seats[1].name == "Zed", "the first key typed replaces the name"
    d.click(setup.start.rect.center)
    table = d.top
    assert isinstance(table, NimmtTable) and table.state.players == n + 2
    assert table.levels[1] == "hard"
    # remembered for the next game in this run
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Back to title"))
    assert isinstance(d.top, Title)
    d.click(d.top.tiles["nimmt"].center)
    assert d.top.setup.players == n + 2


def test_felt__its_shading_is_worked_out_for_a_quarter_of_it_and_is_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    # the cloth's shading, set pixel by pixel (every pixel's colour worked out), took 4-17 ms of the
    # app's first frame; its quarters mirror each other: one is worked out, each pixel as before
    worked: list[object] = []
    monkeypatch.setattr(ui, "round", lambda *a: worked.append(a) or round(*a), raising=False)
    ui._vignette.cache_clear()
    small = ui._vignette()
    monkeypatch.undo()
    ui._vignette.cache_clear()
    w, h = small.get_size()
    assert 0 < len(worked) <= w * h // 4 * 3  # (three channels a pixel)
    for y in range(h):
        for x in range(w):
            d = (((x - 31.5) / 32) ** 2 + ((y - 19.5) / 20) ** 2) ** 0.5 / 1.41
            k = min(1.0, d) ** 1.6
            assert tuple(small.get_at((x, y)))[:3] == tuple(round(a + (b - a) * k) for a, b in zip(ui.FELT, ui.FELT_DARK))


def test_dialog__its_shade_is_made_once_whatever_the_window_size_and_darkens_as_before() -> None:
    # the shade behind a dialog was a layer the size of the window, made anew at each size
    # and shade: 3-13 ms in the frame a dialog first showed (most of the first game over's 15-25)
    d = Driver(size=(1366, 768))
    t = d.start(nimmt_setup(4))
    ui._shade.cache_clear()
    for size in [(1366, 768), (1920, 1080)]:
        d.resize(size)
        d.settle(t)
        d.step()
        seen = pygame.display.get_surface().copy()
        d.key(pygame.K_ESCAPE)
        pause = d.top
        assert isinstance(pause, Pause)
        # above the panel: the table as it was, under a black layer of the shade's alpha
        layer = pygame.Surface(size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, pause.shade_under()))
        seen.blit(layer, (0, 0))
        above = pygame.Rect(0, 0, size[0], pause.box.top)
        shown = pygame.display.get_surface().subsurface(above)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(seen.subsurface(above), "RGB"), size
        d.key(pygame.K_ESCAPE)
    assert ui._shade.cache_info().misses == 1, "one shade, whatever the window's size"
    d.app.close()


def test_panel__an_opaque_one_drawn_straight_on_looks_as_its_layer_laid_over() -> None:
    under = pygame.Surface((300, 200))
    for x in range(0, 300, 7):
        pygame.draw.line(under, (x % 256, 90, 255 - x % 256), (x, 0), (300 - x, 200), 3)
    for rect, colour, radius, border in [(pygame.Rect(13, 9, 251, 170), ui.DIALOG, 24, ui.BRASS),
                                         (pygame.Rect(-20, 40, 120, 90), (250, 243, 226), 11, None),
                                         (pygame.Rect(150, 101, 187, 140), (250, 243, 226, 255), 31, (190, 160, 110))]:
        straight, laid = under.copy(), under.copy()
        ui.panel(straight, rect, colour, radius, border)
        laid.blit(ui._panel_surface(rect.size, colour, radius, border), rect.topleft)
        assert pygame.image.tobytes(straight, "RGB") == pygame.image.tobytes(laid, "RGB"), rect


def test_game_over__as_it_shows_no_layer_as_large_as_its_panel_is_made(monkeypatch: pytest.MonkeyPatch) -> None:
    # the first game over's frame took 15-25 ms, most of it making layers: one the size of the
    # window for each of its two shades, one the size of its panel (opaque: now drawn straight on)
    d = Driver(size=(1366, 768))
    t = d.start(default_setup("gnav", 2))
    seat, a = to_the_last_move(t, 3)
    d.step()  # (the table's cloth made)
    made: list[tuple[int, int]] = []

    class Made(pygame.Surface):
        def __init__(self, size: tuple[int, int], *args: Any, **kw: Any) -> None:
            made.append((size[0], size[1]))
            super().__init__(size, *args, **kw)
    monkeypatch.setattr(pygame, "Surface", Made)
    t.act(seat, a)
    over = d.play_until(t, GameOver)
    d.step(2)
    monkeypatch.undo()
    assert over.box.width > 0 and not [s for s in made if s[0] >= over.box.width and s[1] >= over.box.height]
    d.app.close()


def test_pause_menu__esc_resume_rules_restart_and_title() -> None:
    d = Driver()
    t = d.start(nimmt_setup(4))
    d.step(5)
    d.key(pygame.K_ESCAPE)
    pause = d.top
    assert isinstance(pause, Pause)
    moves = len(t.state.moves)
    d.step(120)
    assert len(t.state.moves) == moves, "the table waits while paused"
    d.click(_button(pause, "Rules (F1)"))
    rules = d.top
    assert isinstance(rules, RulesScene) and any("bullheads" in text for _, text in rules.paras)
    for _ in range(5):
        d.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0, touch=False)
    assert rules.scroll > 0
    d.key(pygame.K_ESCAPE)
    assert d.top is pause
    d.click(_button(pause, "Resume"))
    assert d.top is t
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Restart"))  # (no move of yours yet: nothing to keep, no question)
    fresh = d.top
    assert isinstance(fresh, NimmtTable) and fresh is not t
    assert fresh.state.turn == 0 and len(fresh.state.hands[0]) == 10 and all(m[0] != 0 for m in fresh.state.moves)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Back to title"))
    assert isinstance(d.top, Title) and len(d.app.stack.scenes) == 1


def test_settings_scene__volume_mute_speed_and_fullscreen() -> None:
    d = Driver(anim="normal")
    d.click(_button(d.top, "Settings"))
    s = d.top
    assert isinstance(s, SettingsScene)
    vol = d.app.settings.volume
    d.click(s.arrows[0][0].center)
    assert abs(d.app.settings.volume - (vol - 0.1)) < 1e-9
    d.click(s.arrows[3][0].center)
    assert d.app.settings.muted
    d.click(s.arrows[5][0].center)
    d.click(s.arrows[5][0].center)
    assert d.app.settings.anim == "off"
    d.click(s.arrows[7][0].center)
    assert d.app.settings.fullscreen
    d.click(s.arrows[7][0].center)
    assert not d.app.settings.fullscreen
    d.click(s.done.rect.center)
    assert isinstance(d.top, Title)
    # animation off: a table never shows anything in motion
    t = d.start(nimmt_setup(3))
    for _ in range(200):
        d.step()
        assert not t.tweener.busy
        if d.top is t and not t.animating:
            assert t.misplaced() == []


def test_rules_text__the_bundled_copy_is_the_projects_rules():
    from pathlib import Path

    from tabletop.app.rules_text import RULES_MD, SECTIONS
    assert all(RULES_MD.count(head) == 1 for head in SECTIONS.values())
    shared = Path(__file__).resolve().parents[2] / "shared" / "RULES.md"
    if shared.exists():  # beside the checkout in development and CI
        assert RULES_MD == shared.read_text(encoding="utf-8"), "refresh tabletop/app/rules_text.py from RULES.md"


@pytest.mark.parametrize("game", ["gnav", "nimmt"])
def test_table__a_card_let_go_over_a_button_is_a_drop_not_a_click(game: str) -> None:
    # found by a monkey: the Hint button took the release, so the card stayed
    # stuck to the pointer and was left hanging at the next press
    d = Driver(seed=5)
    t = d.start(default_setup(game), seed=6)
    d.settle(t)
    assert t.me == 0
    card = t.view["hands"][0][0]["id"]
    home = t.spots(t.view)[card]
    for button in (t.hint_button, t.menu_button):
        s = t.sprites[card]
        d.drag((s.x, s.y), button.rect.center)
        assert not t.drag.holding, "the release let go of the card"
        assert d.top is t and t.hint_ticket is None, "no hint asked, no menu opened"
        d.step(60)
        assert t.sprites[card].at(home), "the card sprang back to its place in the hand"
    # a press and release on the button itself is still a click
    d.click(t.hint_button.rect.center)
    assert t.hint_ticket is not None or t.hint is not None


@pytest.mark.parametrize("lost", ["press elsewhere", "focus lost", "right button"])
def test_table__a_drag_whose_release_never_comes_ends_with_the_card_home(lost: str) -> None:
    d = Driver(seed=5)
    t = d.start(default_setup("gnav"), seed=6)
    d.settle(t)
    card = t.view["hands"][0][0]["id"]
    home = t.spots(t.view)[card]
    s = t.sprites[card]
    d.post(pygame.MOUSEBUTTONDOWN, pos=(round(s.x), round(s.y)), button=1)
    d.post(pygame.MOUSEMOTION, pos=(round(s.x) + 150, round(s.y) - 200), rel=(0, 0), buttons=(1, 0, 0))
    assert t.drag.holding
    # the left button went up outside the window: no MOUSEBUTTONUP arrives
    if lost == "focus lost":
        d.post(pygame.WINDOWFOCUSLOST)
    else:
        other = t.sprites[t.view["hands"][0][-1]["id"]]
        pos = (round(other.x), round(other.y))  # another card of the hand
        button = 3 if lost == "right button" else 1
        d.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        d.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    assert not t.drag.holding
    d.step(60)
    assert t.sprites[card].at(home) and t.misplaced() == []
    assert len(t.state.moves) == 0


def test_menus__every_button_can_be_reached_and_pressed_with_the_keys() -> None:
    # only Esc and Enter worked: Rules, Save as, Settings, Restart, Back to
    # title, Statistics and a game's Title button needed the mouse
    from tabletop.app.scenes.scores import GameOver
    from tabletop.app.scenes.stats import StatsScene
    d = Driver(seed=12)
    title = d.top
    for _ in range(len(title.tiles) + [b.label for b in title.buttons].index("Statistics")):
        d.key(pygame.K_TAB)  # (from the first game, over the others)
    assert [b.label for b in title.buttons if b.focus] == ["Statistics"]
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, StatsScene)
    d.key(pygame.K_ESCAPE)
    t = d.start(nimmt_setup(2), seed=3)
    d.key(pygame.K_ESCAPE)
    pause = d.top
    assert isinstance(pause, Pause)
    d.key(pygame.K_UP)  # from nothing, Up goes to the last: Back to title
    d.key(pygame.K_UP)
    focused = next(b for b in pause.buttons if b.focus)
    assert focused is pause.buttons[-2] and focused.label != "Resume"
    d.post(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))
    assert not any(b.focus for b in pause.buttons), "the pointer takes over: one highlight at a time"
    labels = [b.label for b in pause.buttons]
    for _ in range(labels.index("Settings") + 1):
        d.key(pygame.K_DOWN)
    d.key(pygame.K_SPACE)
    assert isinstance(d.top, SettingsScene)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    assert d.top is t
    d.app.to_title()
    setup = default_setup("gnav", 2)
    setup.seats[1].level = "random"
    t = d.start(setup, seed=4)
    d.play_until(t, GameOver)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, Title), "the game's end reaches the title by keys too"


def test_setup__a_player_alone_again_after_pass_and_play_is_you_again() -> None:
    # a second human made "You" "Player 1" (for "Pass the screen to Player 1"); set back to an AI,
    # the one human left was still "Player 1" at the table
    d = Driver()
    d.click(d.top.tiles["nimmt"].center)
    setup = d.top
    assert isinstance(setup, Setup) and setup.setup.seats[0].name == "You"
    kind = setup.seat_rows[2][2]
    d.click(kind.center)
    assert [s.name for s in setup.setup.seats[:3:2]] == ["Player 1", "Player 3"]
    d.click(kind.center)
    assert setup.setup.seats[0].name == "You" and not setup.setup.seats[2].human
    assert setup.setup.seats[2].name != "Player 3"


def test_setup__a_pass_and_play_game_can_be_set_up_with_the_keys() -> None:
    # Tab, the arrows, Space and digits changed nothing: the count, the
    # variant, who starts and each seat could only be set with the mouse
    d = Driver(seed=13)
    d.key(pygame.K_1)
    setup = d.top
    assert isinstance(setup, Setup)
    n = setup.setup.players

    def press_at(pick: object) -> None:
        """Tab to the control whose action is `pick`, then Enter."""
        for _ in range(40):
            d.key(pygame.K_TAB)
            if setup.focusable()[setup.focus][1] == pick:
                d.key(pygame.K_RETURN)
                return
        raise AssertionError("the keys never reached it")
    inc_players = setup.controls[1][1]
    press_at(inc_players)
    assert setup.setup.players == n + 1
    last = setup.setup.players - 1
    press_at(next(fn for r, fn in setup.controls if r is setup.seat_rows[last][2]))  # its Human/AI switch
    assert setup.setup.seats[last].human
    d.key(pygame.K_LEFT)  # back a step, and on again
    d.key(pygame.K_RIGHT)
    press_at(setup.start.action)
    t = d.table()
    assert isinstance(t, NimmtTable) and len(t.humans) == 2 and t.state.players == n + 1


SIZES = [(960, 600), (1024, 640), (1280, 720), (1280, 1024), (1920, 1080), (2560, 1080)]


@pytest.mark.parametrize("size", SIZES + [(1080, 1920), (800, 1200), (800, 500), (900, 1400)])
def test_title__each_game_line_is_whole_and_inside_its_tile(size: tuple[int, int],
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    # at 1024x640 (the default window on a 1280x800 desktop) the 6 nimmt!
    # line once ran over the tile's bottom edge; at 800x500 the lines were 15 px
    # (three took a third line at 16, and the last line was measured as a line and its gap)
    from tabletop.app.scenes import title
    d = Driver(size=size)
    sized = record_sized(monkeypatch)
    d.step()
    drawn = [(s, r) for s, _, r in sized]
    t = d.top
    assert isinstance(t, Title)
    tiles, (w, h) = list(t.tiles.values()), t.size
    assert all(a.clip(b).width == 0 or a.clip(b).height == 0 for i, a in enumerate(tiles) for b in tiles[i + 1:])
    assert max(r.bottom for r in tiles) < min(b.rect.top for b in t.buttons) and t.buttons[-1].rect.bottom < h
    if h > w:
        # a window stood on end: two rows of two tiles, not a strip across the middle
        assert len({r.y for r in tiles}) == 2 and all(r.width > 1.2 * w / 4 for r in tiles)
    for g, blurb in title.BLURBS.items():
        tile = t.tiles[g]
        lines = [(s, r) for s, r in drawn if s in blurb and tile.collidepoint(r.center)]
        assert " ".join(s for s, _ in lines) == blurb, f"{g}: the whole line, no word dropped"
        assert all(tile.contains(r) for _, r in lines), f"{g}: inside the tile at {size}"
        assert all(px >= 16 for s, px, r in sized if s in blurb and tile.collidepoint(r.center)), f"{g} at {size}"


@pytest.mark.parametrize("size", SIZES + [(800, 500), (800, 600)])
def test_setup__the_most_seats_fit_above_the_help_line_and_buttons(size: tuple[int, int],
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    # with 10 players at 16:9 the help line was drawn across the tenth seat
    d = Driver(size=size)
    d.click(d.top.tiles["nimmt"].center)
    setup = d.top
    assert isinstance(setup, Setup)
    while setup.setup.players < 10:
        d.click(setup.controls[1][0].center)
    drawn = record_text(monkeypatch)
    d.step()
    hint = next(r for s, r in drawn if s.startswith("Click a name"))
    last = next(r for s, r in drawn if s == "10")
    assert setup.right.bottom <= hint.top and last.bottom <= setup.right.bottom
    assert hint.bottom <= min(setup.back.rect.top, setup.start.rect.top)
    assert all(setup.right.contains(row) for row, *_ in setup.seat_rows)
    assert setup.row_h >= 0.04 * size[1], "a row stays big enough to click and read"


@pytest.mark.parametrize("size", [(1080, 1920), (800, 1000)])
def test_setup__stood_on_end_the_options_sit_over_the_seats_across_the_width(size: tuple[int, int]) -> None:
    # in a tall window the landscape layout was kept: the options and a narrow seats
    # panel side by side in the top third, half the window empty felt under them
    d = Driver(size=size)
    d.click(d.top.tiles["nimmt"].center)
    setup = d.top
    assert isinstance(setup, Setup)
    w, h = size
    assert setup.left.bottom < setup.right.top and setup.right.width >= 0.85 * w
    top = setup.left.top
    while setup.setup.players < 10:
        d.click(setup.controls[1][0].center)
        assert setup.left.top == top, "adding a seat moves nothing"
    free_above = setup.left.top - h * 0.12  # (under the heading)
    free_below = setup.back.rect.top - setup.right.bottom
    assert setup.right.bottom < setup.hint_y and abs(free_above - free_below) < 0.1 * h
    assert all(setup.right.contains(row) for row, *_ in setup.seat_rows)
    assert setup.row_h >= 0.04 * w, "a row stays big enough to click and read"


def test_table__esc_as_a_round_ends_shows_its_scores_and_restart_leaves_one_table() -> None:
    # Esc while the round's last move was still moving pushed the round's
    # scores under the menu, and the menu's Restart then replaced the scores,
    # not the table: two tables were left on the stack (found by a monkey)
    from tabletop.app.scenes.scores import RoundScores
    from tabletop.app.table_base import TableScene
    d = Driver(seed=1, anim="normal")
    t = d.start(nimmt_setup(2), seed=3)
    d.settle(t)
    while not any(e.kind in ("round_end", "game_over") for e in t.last_events):
        if d.top is t and t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        else:
            d.step()
    assert t.animating and d.top is t
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, RoundScores), "the round's scores, not a menu above them"
    d.app.push(Pause(d.app, t))  # a menu over the scores all the same: Restart still replaces the table
    d.click(_button(d.top, "Restart"))
    d.click(_button(d.top, "Let it go"))
    tables = [s for s in d.app.stack.scenes if isinstance(s, TableScene)]
    assert len(tables) == 1 and tables[0] is not t and d.top is tables[0]
    assert isinstance(d.app.stack.scenes[0], Title) and len(d.app.stack.scenes) == 2
    d.app.close()


def test_round_scores__an_all_ai_game_goes_on_by_itself_a_played_one_waits() -> None:
    # a demo (every seat an AI) stopped at the first round's scores until
    # someone clicked; now they stay up a few seconds with a countdown
    from tabletop.app.scenes.scores import RoundScores
    for all_ai in (True, False):
        d = Driver(seed=2)
        setup = default_setup("nimmt", 2, all_ai=all_ai)
        t = d.start(setup, seed=4)
        scores = d.play_until(t, RoundScores)
        assert isinstance(scores, RoundScores)
        d.step(2 * 60 + 5)
        assert d.top is scores, "the scores stay up long enough to read"
        if all_ai:
            assert scores.buttons[0].label == "Next round (6)"
            d.step(round((RoundScores.AUTO_NEXT - 2) * 60))
            assert d.top is t and t.history, "the next round began by itself"
        else:
            d.step(round(30 * 60))
            assert d.top is scores and scores.buttons[0].label == "Next round", "a player's scores wait for them"
        d.app.close()


def _rules_page(game: str) -> tuple[Driver, RulesScene]:
    """A game's rules page, shown for a frame."""
    d = Driver()
    page = RulesScene(d.app, game)
    d.app.push(page)
    d.step()
    return d, page


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_rules_screen__bold_lead_ins_and_decisions_stand_out(game: str) -> None:
    # the page was one plain ink: "**" gone, leads and "[decision]" (now "[house rule]") looked
    # like the text around them, a heading began "4." and bullets were dashes
    from tabletop.app.scenes import rules
    d, page = _rules_page(game)
    pieces = [p for _, text in page.paras for word in rules._words(text) for p in word]
    assert not any("*" in p or "`" in p for p, _ in pieces)
    assert {colour for p, colour in pieces if "house" in p} == {rules.DECISION}
    assert "[house rule]" in {p for p, _ in pieces}, "the mark is one word: never broken across two lines"
    assert any(colour == rules.LEAD and p.endswith(":") for p, colour in pieces), "a lead-in like 'Goal:'"
    heading = page.paras[0]
    assert heading[0] == "h" and not re.match(r"\d+\. ", heading[1])
    assert not any(text.startswith("- ") for _, text in page.paras)
    inner_w = page.box.width - ui.unit(page.size) * 8
    assert all(line is None or indent + line.width <= inner_w for line, _, indent in page.lines)
    d.app.close()


def test_rules_screen__a_bullet_under_a_step_stands_further_in() -> None:
    # "Bouncing." and "Mulligan limit." (under "2. Play"), Gnav's "Match" and "Wild", 6 nimmt!'s
    # placing rules were drawn at the steps' own indent: the steps' parts read as more steps
    for game, step, part in (("gnoming", "2. **Play**", "\u2022 **Bouncing.**"),
                             ("gnav", "1. If you hold", "\u2022 **Match**"),
                             ("nimmt", "2. The revealed cards", "\u2022 A card goes")):
        d = Driver(size=(1366, 768))
        d.click(d.top.tiles[game].center)
        d.click(d.top.rules.rect.center)
        page = d.top
        assert isinstance(page, RulesScene)
        drawn = record_page(page)
        first = {text: drawn[k] for k, (_, text) in enumerate(page.paras)}
        at_step = next(x for t, x in first.items() if t.startswith(step))
        at_part = next(x for t, x in first.items() if t.startswith(part))
        assert at_part > at_step + ui.unit(page.size) * 2, (game, at_step, at_part)
        d.app.close()


@pytest.mark.parametrize("size", [(1366, 768), (800, 500)])
def test_rules_screen__the_steps_of_bouncing_stand_further_in_than_it(size: tuple[int, int]) -> None:
    # "Bouncing." was one block of seven sentences; its steps now stand under it, further in
    d = Driver(size=size)
    d.click(d.top.tiles["gnoming"].center)
    d.click(d.top.rules.rect.center)
    page = d.top
    assert isinstance(page, RulesScene)
    drawn = record_page(page)
    at = next(k for k, (_, text) in enumerate(page.paras) if text.startswith("\u2022 **Bouncing.**"))
    steps = drawn[at + 1:at + 5]
    assert len(set(steps)) == 1 and steps[0] > drawn[at] + ui.unit(page.size) * 2, (drawn[at], steps)
    assert drawn[at + 5] == drawn[at], "Mulligan limit. is at Bouncing's own indent"
    d.app.close()


@pytest.mark.parametrize("size", [(1366, 768), (800, 500)])
def test_rules_screen__a_bullets_lines_go_on_under_its_first_word(size: tuple[int, int]) -> None:
    # a bullet's or a step's second line started under its "\u2022" or "2.": the next bullet and the
    # rest of this one began at the same x, and a step's parts ran together
    for game in ("gnoming", "grinch", "gnav", "nimmt"):
        d = Driver(size=size)
        page = RulesScene(d.app, game)
        d.app.push(page)
        d.step()
        paras: list[list[int]] = [[]]  # each paragraph's lines' indents (a space after each paragraph)
        for img, _, indent in page.lines:
            if img is None:
                paras.append([])
            else:
                paras[-1].append(indent)
        wrapped = 0
        for (style, text), indents in zip(page.paras, paras):
            marker = text.split(" ", 1)[0]
            if style.startswith("b") and len(indents) > 1:
                hang = ui.font(page.body).size(marker + " ")[0]
                assert indents[1:] == [indents[0] + hang] * (len(indents) - 1), (game, text[:30], indents)
                wrapped += 1
        assert wrapped >= 2, game
        d.app.close()


@pytest.mark.parametrize("size", [(1366, 768), (800, 500)])
def test_rules_screen__pages_through_whole_lines_to_the_last(size: tuple[int, int]) -> None:
    # Page Down moved 0.8 of the box: a line cut in half at the bottom came back cut at the top,
    # and lines stood nearly as far apart as paragraphs (at 1366x768 34 px apart, 51 between paragraphs)
    for game in ("gnoming", "grinch", "gnav", "nimmt"):
        d = Driver(size=size)
        d.click(d.top.tiles[game].center)
        d.click(d.top.rules.rect.center)
        page = d.top
        assert isinstance(page, RulesScene)
        inner = page.inner
        seen: set[int] = set()
        for _ in range(20):
            d.step()
            shot = d.app.window
            for y in (inner.top, inner.bottom - 1):  # the page's edges: no ink of a line cut in two
                assert all(sum(shot.get_at((x, y))[:3]) > 450 for x in range(inner.left, inner.right)), (game, y)
            seen |= {top for top, h in page.rows if page.scroll <= top and top + h - page.scroll <= inner.height}
            if page.scroll >= page.max_scroll:
                break
            d.key(pygame.K_PAGEDOWN)
        assert seen == {top for top, _ in page.rows}, "every line shown whole on some page, the last one too"
        steps = [b[0] - a[0] for a, b in zip(page.rows, page.rows[1:])]
        line = min(steps)  # from a line of text to the next in its paragraph
        assert line <= 1.7 * min(h for _, h in page.rows), "lines of a paragraph close together"
        assert sorted(set(steps))[1] >= line * 1.5, "a paragraph stands clearly apart from the next"
        d.app.close()


@pytest.mark.parametrize("size", [(1366, 768), (800, 500)])
def test_rules_screen__close_is_labelled_as_large_as_the_page_reads(size: tuple[int, int],
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # at 800x500 the Close button's label was 15 px under a page of 19 px text
    d = Driver(size=size)
    page = RulesScene(d.app, "gnav")
    d.app.push(page)
    drawn = record_text(monkeypatch)
    d.step()
    label = next(r for s, r in drawn if s == "Close")
    assert label.height >= ui.font(page.body).get_height(), (label.height, page.body)
    assert page.close.rect.bottom <= size[1] - 2, "on the screen whole"
    d.app.close()


def record_page(page: RulesScene) -> list[int]:
    """Each paragraph's indent as laid out (on a rules page a space follows each)."""
    out, new = [], True
    for img, _, indent in page.lines:
        if img is None:
            new = True
        elif new:
            out.append(indent)
            new = False
    assert len(out) == len(page.paras)
    return out


def test_rules_screen__says_under_its_heading_what_decision_means() -> None:
    # "[decision]" stood in the rules (in its own colour) and nothing said what it meant
    from tabletop.app.scenes import rules
    for game in ("gnoming", "grinch", "gnav", "nimmt"):
        d = Driver(size=(1366, 768))
        d.click(d.top.tiles[game].center)
        d.click(d.top.rules.rect.center)
        page = d.top
        assert isinstance(page, RulesScene)
        style, text = page.paras[1]
        assert style == "p" and text.startswith("[house rule] marks a point the printed rules leave open")
        assert rules._words(text)[0] == (("[house rule]", rules.DECISION),)
        d.app.close()


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_rules_screen__cards_are_named_in_words_not_in_notation(game: str) -> None:
    # the page showed RULES.md's notation in brackets: "(H)", "W1+5N W1+5O W2+10P",
    # "rank + suit letter S H D C (7H, 10S)", "(notation: the number)"
    from tabletop.app.rules_text import AT_THE_TABLE_HEADING, for_players
    from tabletop.games.grinch.rules import deck
    from tabletop.games.grinch.table_sheet import SUIT_NAMES, face_name
    leads = {"W": "Wreaths", "N": "Noise", "O": "Ornaments", "P": "Presents"}  # (each suit's line begins so)
    d, page = _rules_page(game)
    shown = " ".join(text for _, text in page.paras)
    assert "`" not in for_players(game) and "notation" not in shown.lower()
    # (the rules: the page's last part names keys, H among them, not cards)
    rules = " ".join(text for _, text in page.paras[:page.paras.index(("h", AT_THE_TABLE_HEADING))])
    assert not re.search(r"\b([WNOPX]\d|\d+[SHDC]|[HMX])\b|\(M=", rules), rules
    assert "->" not in shown, "6 nimmt!'s bullheads read '55 -> 7', Grinch's rounds '2 players -> 6'"
    if game == "grinch":  # the bonus cards in words say what the rules' cards carry, named as the table names
        # them ("Wreath 1 (+5)": the page said "a 1 (+5 with any Ornaments card)")
        for face in {f for f in deck() if "+" in f}:
            line = next(text for _, text in page.paras if text.startswith(f"\u2022 **{leads[face[0]]}:**"))
            line = line.replace("\u00a0", " ")  # (a card and its bonus are joined so as not to break)
            need = "any" if face[3] == "5" else "three or more"
            assert f"{face_name(face)[:-1]} with {need} {SUIT_NAMES[face[-1]]} card" in line, (face, line)
    d.app.close()


def _my_turn(game: str, size: tuple[int, int] = (1024, 640)) -> tuple[Driver, Any]:
    """A table of `game` at rest on the human's move (6 nimmt! in Logic, choosing a card:
    there K shows the others' hands)."""
    from test_app_driver import play_by_rules
    d = Driver(size=size)
    t = d.start(nimmt_setup(4, variant="logic") if game == "nimmt" else default_setup(game), seed=5)
    if game == "nimmt":
        play_by_rules(t, lambda s: s.phase == "choose", seed=5)
    rest = 0  # frames in a row at rest on the human's move (6 nimmt!'s AIs lay theirs meanwhile)
    for _ in range(3000):
        rest = rest + 1 if t.me is not None and not t.animating else 0
        if rest > 60:
            break
        d.step()
    assert rest > 60 and d.top is t
    return d, t


@pytest.mark.parametrize("opener", [pygame.K_ESCAPE, pygame.K_F1], ids=["menu", "F1"])
@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_table__the_card_under_a_still_pointer_is_lifted_again_after_the_menu_or_f1(game: str, opener: int) -> None:
    # the menu (Esc, Resume by Esc) or the rules page (F1, Esc) and back: the card under
    # the pointer, lifted there, lay flat, and stayed flat until the pointer went to another card
    from test_app_driver import play_by_rules
    d, t = _my_turn(game)
    if game == "gnoming":  # (a discard pile's top lifts as you draw)
        play_by_rules(t, lambda s: s.phase == "draw" and t.game.to_move(s) == [0], seed=5)
    while game == "grinch" and t.phase == "draw":  # (a Who's hand lifts once the draws are made)
        d.key(pygame.K_RETURN)
        d.settle(t)
    cid, s = next((c, s) for c, s in sorted(t.sprites.items()) if t.hover_at(s.rect().center) == c)
    d.post(pygame.MOUSEMOTION, pos=s.rect().center, rel=(0, 0), buttons=(0, 0, 0))
    d.step(30)
    assert t.hover == cid and s.lift == 1.0
    flat = s.rect().move(0, 0)
    d.key(opener)
    assert d.top is not t
    d.key(pygame.K_ESCAPE)
    assert d.top is t
    d.step()
    assert t.sprites[cid].lift == 1.0, "the card under the still pointer lies flat"
    assert t.sprites[cid].rect() == flat
    d.post(pygame.MOUSEMOTION, pos=(flat.centerx, flat.centery + 1), rel=(0, 1), buttons=(0, 0, 0))
    d.step(30)
    assert t.hover == cid and t.sprites[cid].lift == 1.0
    d.app.close()


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_rules_page__ends_with_how_its_table_is_played(game: str) -> None:
    # the page had the rules only: drag or click, the arrows and Enter, the table's button letters,
    # H, L, F11 and See table (T) were told in README.md alone
    from tabletop.app.rules_text import AT_THE_TABLE_HEADING
    d, page = _rules_page(game)
    at = page.paras.index(("h", AT_THE_TABLE_HEADING))
    assert at == max(k for k, (style, _) in enumerate(page.paras) if style == "h"), "the page's last part"
    told = " ".join(text for _, text in page.paras[at + 1:])
    assert len(page.paras) - at - 1 <= 6 and all(style == "b" for style, _ in page.paras[at + 1:]), "a few bullets"
    for words in ("**Mouse:**", "**Keys:**", "drag", "Enter", " H ", " L ", "F1", "F11", "See table (T)", "Esc"):
        assert words in told, words
    d.app.close()


def _keys_named(text: str) -> list[str]:
    """The keys a text names by a letter or as F1, F11."""
    return re.findall(r"\b([A-Z]|F1?\d)\b", text)


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_rules_page__every_key_it_names_does_something_at_the_table(game: str) -> None:
    # a letter the page names that the table ignores would send a player looking for nothing:
    # each one, pressed on the human's move, changes what is on the screen (a scene over the
    # table, a hint asked, a known hand shown, a button pressed or a line saying why it is not there)
    from tabletop.app.rules_text import AT_EVERY_TABLE, AT_THE_TABLE
    keys = set(_keys_named(AT_THE_TABLE[game] + AT_EVERY_TABLE)) - {"T"}  # (T: see the next test)
    assert keys >= {"H", "L", "F1", "F11"}, keys
    for name in sorted(keys):
        d, t = _my_turn(game)
        still = d.app.canvas.copy()
        d.step(2)
        assert d.app.canvas.get_view("2").raw == still.get_view("2").raw, "nothing moves of itself"
        full = d.app.settings.fullscreen
        d.key(pygame.key.key_code(name))
        d.step(2)
        assert d.top is not t or d.app.settings.fullscreen != full or \
            d.app.canvas.get_view("2").raw != still.get_view("2").raw, f"{name} did nothing"
        d.app.close()


def test_rules_page__see_table_it_names_is_t_at_a_games_end() -> None:
    # (the one key the page names that is not the table's: the scores' over it)
    from tabletop.app.rules_text import AT_EVERY_TABLE
    from tabletop.app.scenes.scores import GameOver
    assert "T" in _keys_named(AT_EVERY_TABLE)
    d, t = _my_turn("gnav")
    seat, a = to_the_last_move(t, seed=3)
    t.act(seat, a)
    over = d.play_until(t, GameOver)
    d.key(pygame.K_t)
    assert over.seeing
    d.app.close()


@pytest.mark.parametrize("game,size", [("gnoming", (1366, 768)), ("grinch", (800, 500)), ("gnav", (800, 500)),
                                       ("nimmt", (1366, 768))])
def test_f1__opens_the_rules_at_how_the_table_is_played_and_esc_comes_back(game: str, size: tuple[int, int]) -> None:
    # F1 did nothing: the rules were two steps away (Esc, Rules), opened at their top, and
    # how to play at the table was told nowhere in the app
    from tabletop.app.rules_text import AT_THE_TABLE_HEADING
    from tabletop.app.scenes.rules import LEAD
    d, t = _my_turn(game, size)
    d.key(pygame.K_RIGHT)  # (a card or a place picked by the keys: still picked after)
    d.step(30)  # (its lift come to rest)
    state, picked = t.game.dumps(t.state), (getattr(t, "selected", None), getattr(t, "focus", None))
    before = d.app.canvas.copy()
    for key, text in ((pygame.K_F1, ""), (pygame.K_SLASH, "?")):
        d.post(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0)
        d.step(2)
        page = d.top
        assert isinstance(page, RulesScene) and d.app.stack.scenes[-2] is t
        top = page.tops[page.paras.index(("h", AT_THE_TABLE_HEADING))]
        h = dict(page.rows)[top]
        assert page.scroll <= top and top + h <= page.scroll + page.inner.height, "its heading on screen"
        y = page.inner.y + top - round(page.scroll) + h // 2
        ink = {d.app.canvas.get_at((x, y))[:3] for x in range(page.inner.x, page.inner.x + page.inner.width // 3)}
        assert any(sum(abs(a - b) for a, b in zip(c, LEAD)) < 60 for c in ink), "drawn there, in the headings' colour"
        d.key(pygame.K_ESCAPE)
        d.step(3)
        assert d.top is t and t.game.dumps(t.state) == state
        assert (getattr(t, "selected", None), getattr(t, "focus", None)) == picked
        assert d.app.canvas.get_view("2").raw == before.get_view("2").raw, "the table as it was left"
    d.app.close()


def test_pause_menu__says_rules_are_f1_and_f1_opens_them() -> None:
    # the menu's Rules named no key: F1 was to be found nowhere in the app
    d, t = _my_turn("gnav")
    d.key(pygame.K_ESCAPE)
    pause = d.top
    assert isinstance(pause, Pause) and "Rules (F1)" in [b.label for b in pause.buttons]
    d.key(pygame.K_F1)
    assert isinstance(d.top, RulesScene) and d.top.scroll == 0, "the rules, from their top"
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    assert d.top is t
    d.app.close()


def test_setup__a_game_of_one_variant_offers_no_arrows_to_change_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # Gnoming, Grinch and Gnav showed < and > around "Standard" that did nothing; then
    # "Variant: Standard" alone, a choice that was none. 6 nimmt!'s variants were bare names
    for game, arrows in (("gnav", False), ("gnoming", False), ("grinch", False), ("nimmt", True)):
        d = Driver()
        d.click(d.top.tiles[game].center)
        setup = d.top
        assert isinstance(setup, Setup)
        dec, inc = setup.controls[2][0], setup.controls[3][0]
        assert bool(dec.width and inc.width) == arrows
        assert any(r is dec for r, _ in setup.focusable()) == arrows
        drawn = record_text(monkeypatch)
        d.step()
        shown = [s for s, _ in drawn]
        assert ("Variant" in shown and "Standard" in shown) == arrows, "no row for what cannot be chosen"
        starter = next(r for s, r in drawn if s in ("Who starts", "First Grinch"))
        assert setup.left.contains(starter), "the panel closes up around the rows left"
        if arrows:
            notes = set()
            for _ in setup.game.variants:
                d.click(inc.center)
                drawn.clear()
                d.step()
                name = setup.setup.variant.capitalize()
                rect = next(r for s, r in drawn if s == name)
                under = [s for s, r in drawn if rect.bottom <= r.top < starter.top + 1 and s != "Who starts"]
                assert under and all(len(s) > 20 for s in under), "a line on the variant, under its name"
                notes.add(" ".join(under))
            assert len(notes) == len(setup.game.variants), "each its own"
        d.app.close()


def test_wording__you_win_and_one_of_a_thing(monkeypatch: pytest.MonkeyPatch) -> None:
    # "You wins!" when the player kept the name "You"; "1 moves" in the saves list
    from tabletop.app.scenes.saves import describe
    from tabletop.app.scenes.scores import GameOver
    from tabletop.rules import Outcome
    d = Driver()
    t = d.start(default_setup("nimmt", 3))
    for winners, heading in (([0], "You win!"), ([1], f"{t.names[1]} wins!"),
                             ([0, 2], f"Shared victory: You, {t.names[2]}")):
        monkeypatch.setattr(t.game, "outcome", lambda state, w=winners: Outcome([0, 0, 0], w))
        assert GameOver(d.app, t).heading() == heading
    line = describe({"game": "nimmt", "players": 2, "moves": 1, "when": 0})
    assert "2 players" in line and "1 move " in line + " " and "1 moves" not in line
    assert ui.count(1, "card") == "1 card" and ui.count(0, "card") == "0 cards"
    d.app.close()


def test_round_scores__each_line_sits_in_the_middle_of_its_row(monkeypatch: pytest.MonkeyPatch) -> None:
    # names and scores sat in the top third of their stripes
    from tabletop.app.scenes.scores import RoundScores
    d = Driver(size=(1024, 640))
    t = d.start(nimmt_setup(4))
    t.history = [[10, 20, 30, 40]]
    scores = RoundScores(d.app, t)
    d.app.push(scores)
    drawn = record_text(monkeypatch)
    d.step()
    for i, name in enumerate(t.names):
        row_mid = scores.box.y + ui.unit(scores.size) * 11 + (i + 1.5) * scores.row_h
        # the board is drawn last, over the table
        name_rect = next(r for s, r in reversed(drawn) if s.startswith(name))
        score_rect = next(r for s, r in reversed(drawn) if s == str(t.history[0][i]))
        assert abs(name_rect.centery - row_mid) <= 1.5 and abs(score_rect.centery - row_mid) <= 1.5
    d.app.close()


def test_setup__who_starts_says_what_it_chooses_and_is_gone_where_all_play_at_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # in Grinch it chooses the first Grinch, who moves last; in 6 nimmt!
    # (but for the Logic draft) everyone plays at once, and it changed nothing
    d = Driver(size=(1280, 720))
    drawn = record_text(monkeypatch)
    d.click(d.top.tiles["grinch"].center)
    assert "First Grinch" in [s for s, _ in drawn]
    d.key(pygame.K_ESCAPE)
    d.click(d.top.tiles["nimmt"].center)
    setup = d.top
    assert isinstance(setup, Setup) and setup.setup.variant == "standard"
    starter_arrows = setup.controls[4:6]
    assert all(r.width == 0 for r, _ in starter_arrows)
    drawn.clear()
    d.step()
    assert "Everyone at once" in [s for s, _ in drawn]
    while setup.setup.variant != "logic":
        d.click(setup.controls[3][0].center)
    assert all(r.width > 0 for r, _ in setup.controls[4:6]), "the Logic draft goes in seat order"
    first = setup.setup.starter
    d.click(setup.controls[5][0].center)
    assert setup.setup.starter == (first + 1) % setup.setup.players
    d.app.close()


def test_table__no_hint_while_a_rounds_count_and_scores_are_seen(monkeypatch: pytest.MonkeyPatch) -> None:
    # the Hint button stayed up through Gnoming's count and behind the round's
    # scores, where H asked about the next round's first move
    d = Driver(size=(1280, 720), seed=4)
    setup = default_setup("gnoming", 2)
    setup.seats[1].level = "random"
    t = d.start(setup, seed=3)
    for _ in range(20000):
        if t.scoring:
            break
        if d.top is t and t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        d.step()
    assert t.scoring and t.me is not None, "the next round is dealt; its first move is the human's"
    drawn = record_text(monkeypatch)
    d.step(3)
    d.key(pygame.K_h)
    assert "Hint (H)" not in [s for s, _ in drawn] and t.hint_ticket is None and t.hint is None
    d.app.close()


def test_setup__the_rules_can_be_read_before_the_game_starts() -> None:
    # the rules were only reachable from the pause menu, mid-game
    d = Driver(size=(1280, 720))
    d.click(d.top.tiles["gnav"].center)
    setup = d.top
    d.click(setup.rules.rect.center)
    assert isinstance(d.top, RulesScene) and any("capture" in text for _, text in d.top.paras)
    d.key(pygame.K_ESCAPE)
    assert d.top is setup
    d.app.close()


def test_round_scores__the_columns_say_they_are_totals_after_each_round(monkeypatch: pytest.MonkeyPatch) -> None:
    # a column headed "Round 2" held the total after round 2, read as that round's score
    d = Driver(size=(1280, 720), seed=2)
    t = d.start(nimmt_setup(3), seed=6)
    drawn = record_text(monkeypatch)
    d.play_until(t, RoundScores)
    d.step()
    shown = [s for s, _ in drawn]
    assert "After round 1" in shown and "Round 1" not in shown
    assert any(s.startswith("Points left of 66") for s in shown), "what the figures are is told"
    d.app.close()


def test_settings_and_setup__the_keys_change_settings_and_controls_light_under_the_pointer(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Settings could not be used from the keyboard, and the arrows, Human/AI
    # and the levels gave no sign under the pointer, unlike the buttons
    d = Driver(anim="normal")
    d.click(_button(d.top, "Settings"))
    s = d.top
    vol = d.app.settings.volume
    d.key(pygame.K_DOWN)
    d.key(pygame.K_LEFT)
    assert abs(d.app.settings.volume - (vol - 0.1)) < 1e-9
    d.key(pygame.K_DOWN)
    d.key(pygame.K_DOWN)
    d.key(pygame.K_RIGHT)
    assert d.app.settings.anim == "fast"
    rects = record_rects(monkeypatch, ui.lit(ui.WALNUT_LIGHT, True))
    d.post(pygame.MOUSEMOTION, pos=s.arrows[1][0].center, rel=(0, 0), buttons=(0, 0, 0))
    assert [r for r, _ in rects] == [s.arrows[1][0]], "only the arrow under the pointer is lit"
    d.key(pygame.K_ESCAPE)
    d.click(d.top.tiles["nimmt"].center)
    setup = d.top
    _, _, kind, _ = setup.seat_rows[1]
    rects.clear()
    d.post(pygame.MOUSEMOTION, pos=kind.center, rel=(0, 0), buttons=(0, 0, 0))
    assert kind in [r for r, _ in rects]
    d.app.close()


def test_table__with_animation_off_ai_moves_still_come_one_at_a_time() -> None:
    # "Off" made every AI move instant: a 4-player round passed in one frame,
    # the table jumping with no trace of who did what
    d = Driver(seed=3, anim="off")
    d.app.ai_pause = 0.45
    setup = nimmt_setup(4, variant="logic")  # the draft: one pick at a time
    setup.seats[0].human = False
    t = d.start(setup, seed=5)
    before = len(t.state.moves)
    d.step(60)  # one second
    made = len(t.state.moves) - before
    assert 1 <= made <= 10, f"{made} AI moves in a second"  # (a draft pick is held 0.18 s)
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (1024, 640), (1366, 768), (1920, 1080)])
def test_round_scores__six_round_columns_keep_their_headers_apart(size: tuple[int, int],
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    # "After round 1After round 2After round 3…" ran together from five columns on
    d = Driver(size=size, seed=2)
    t = d.start(nimmt_setup(6), seed=6)
    t.history = [[66 - 3 * k - i for i in range(6)] for k in range(6)]
    drawn = record_sized(monkeypatch)
    d.app.push(RoundScores(d.app, t))
    d.step()
    heads = [(px, r) for s, px, r in drawn if re.fullmatch(r"After round \d", s)]
    if not heads:  # too narrow for "After round 1" at 16 px: "After round" once, the columns "1"…
        said = [s for s, _, _ in drawn]
        at = said.index("After round")
        assert said[at + 1:at + 7] == [str(k) for k in range(1, 7)]
        heads = [(px, r) for _, px, r in drawn[at + 1:at + 7]]
    assert len(heads) == 6
    assert all(a.right < b.left for (_, a), (_, b) in zip(heads, heads[1:])), heads
    # read at a glance: never under 16 px (at 800x500 they were 12)
    assert min(px for px, _ in heads) >= 16
    d.app.close()


def test_setup_and_settings__tab_goes_on_from_a_name_and_shift_tab_goes_back() -> None:
    # Tab out of a name left no focus anywhere; in Settings Shift+Tab went forward
    d = Driver(size=(1280, 720))
    d.click(_button(d.top, "Settings"))
    s = d.top
    d.key(pygame.K_DOWN)
    d.key(pygame.K_DOWN)
    d.post(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode="", scancode=0)
    assert s.focus == 0
    d.key(pygame.K_ESCAPE)
    d.click(d.top.tiles["nimmt"].center)
    setup = d.top
    _, name, kind, _ = setup.seat_rows[1]
    d.click(name.center)
    d.key(pygame.K_TAB)
    items = setup.focusable()
    assert setup.editing is None and items[setup.focus][0] is kind, "on to the seat's Human/AI"
    d.app.close()


def _outside(surf: pygame.Surface, hole: pygame.Rect) -> bytes:
    """The pixels of `surf` with `hole` blacked out."""
    copy = pygame.Surface(surf.get_size())
    copy.blit(surf, (0, 0))
    copy.fill((0, 0, 0), hole)
    return pygame.image.tobytes(copy, "RGB")


@pytest.mark.parametrize("game,size", [("gnoming", (1366, 768)), ("grinch", (900, 1400)), ("gnav", (1920, 1080)),
                                       ("nimmt", (1366, 768))])
def test_game_over__see_table_shows_the_final_table_and_any_click_or_key_brings_the_scores_back(
        monkeypatch: pytest.MonkeyPatch, game: str, size: tuple[int, int]) -> None:
    # the game-over panel covered the table: the last rows, tricks or open hands
    # that decided the game could not be looked at
    from tabletop.app.scenes.scores import GameOver
    from test_app_driver import to_the_last_move
    d = Driver(size=size, seed=3)
    setup = default_setup(game, 2 if game == "gnav" else 4)
    for seat in setup.seats:
        seat.level = "random"
    t = d.start(setup, seed=5)
    d.settle(t)
    seat, a = to_the_last_move(t, 2)
    assert t.act(seat, a)
    over = d.play_until(t, GameOver)
    d.step(3)
    alone = pygame.Surface(d.app.canvas.get_size())
    t.draw(alone)  # the table as it draws itself
    assert _outside(d.app.canvas, over.back.rect) != _outside(alone, over.back.rect), "the panel is up"

    def window(at: tuple[float, float]) -> tuple[float, float]:
        """A point of the canvas in the window (the same point unless the window is below 800x500)."""
        return at[0] / d.app.scale[0], at[1] / d.app.scale[1]
    d.click(window(_button(over, "See table (T)")))
    assert d.top is over
    assert _outside(d.app.canvas, over.back.rect) == _outside(alone, over.back.rect), \
        "the whole table shows, undimmed, with only the way back to the scores over it"
    drawn = record_text(monkeypatch)
    d.click((size[0] // 2, size[1] // 2))  # anywhere
    assert over.heading() in [s for s, _ in drawn], "a click brings the scores back"
    d.key(pygame.K_t)
    assert _outside(d.app.canvas, over.back.rect) == _outside(alone, over.back.rect), "T puts them aside too"
    drawn.clear()
    d.key(pygame.K_ESCAPE)
    assert d.top is over and over.heading() in [s for s, _ in drawn], "and any key brings them back"
    d.click(window(_button(over, "Play again")))
    assert d.top is d.table() is not t and not d.table().over, "the panel's buttons still work: a new game"
    d.app.close()


def test_round_scores__the_table_can_be_seen_between_rounds_and_no_countdown_runs_meanwhile() -> None:
    from tabletop.app.scenes.scores import RoundScores
    d = Driver(seed=2)
    t = d.start(default_setup("nimmt", 3, all_ai=True), seed=4)
    scores = d.play_until(t, RoundScores)
    d.key(pygame.K_t)
    assert scores.seeing
    d.step(round((RoundScores.AUTO_NEXT + 2) * 60))
    assert d.top is scores and scores.seeing, "an all-AI game waits while its table is looked at"
    d.click(scores.back.rect.center)
    assert d.top is scores and not scores.seeing
    d.step(round((RoundScores.AUTO_NEXT + 1) * 60))
    assert d.top is t, "then it goes on by itself"
    d.app.close()


def test_a_menu_is_drawn_again_only_after_input(monkeypatch: pytest.MonkeyPatch) -> None:
    # an idle pass screen or menu took 60-90 % of a core, drawn anew 60 times a second
    d = Driver()
    t = d.start(nimmt_setup(4))
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, Pause)
    draws = []
    monkeypatch.setattr(d.app, "draw", lambda: draws.append(d.top))
    for _ in range(30):
        d.app.step(1 / 60)  # (not the driver's step, which draws every frame for the tests' sake)
    assert draws == [], "shown when it came up (by the Esc's frame), then left as it is"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    d.app.step(1 / 60)
    d.app.step(1 / 60)
    assert len(draws) == 1, "input draws it again, once"
    d.key(pygame.K_ESCAPE)
    assert d.top is t
    draws.clear()
    for _ in range(5):
        d.app.step(1 / 60)
    assert len(draws) == 5, "a table moves by itself: drawn every frame"
    d.app.close()


def test_pause_menu__opens_on_resume_so_enter_resumes_and_down_moves_on() -> None:
    # the menu opened with no focus: Enter did nothing and Down landed on Resume
    d = Driver()
    t = d.start(nimmt_setup(3))
    d.step(3)
    d.key(pygame.K_ESCAPE)
    pause = d.top
    assert isinstance(pause, Pause)
    assert [b.label for b in pause.buttons if b.focus] == ["Resume"]
    d.key(pygame.K_DOWN)
    assert [b.label for b in pause.buttons if b.focus] == ["Rules (F1)"]
    d.key(pygame.K_UP)
    d.key(pygame.K_RETURN)
    assert d.top is t


def test_settings__turning_fullscreen_on_with_the_keys_keeps_the_focus_ring() -> None:
    # the window's switch came with a pointer motion of SDL's own, which took the focus away
    d = Driver()
    d.click(_button(d.top, "Settings"))
    s = d.top
    assert isinstance(s, SettingsScene)
    for _ in range(4):
        d.key(pygame.K_DOWN)
    assert s.rows[s.focus][0].startswith("Fullscreen")
    d.key(pygame.K_RIGHT)
    d.step(3)
    assert d.app.settings.fullscreen and d.top is s
    assert s.focus == 3
    d.key(pygame.K_RIGHT)
    d.step(3)
    assert not d.app.settings.fullscreen and s.focus == 3


def test_setup__a_fixed_player_count_offers_no_arrows_to_tab_to() -> None:
    # Gnav (two players only) showed Players < and >, which took the keys' focus and did nothing
    for game, arrows in (("gnav", False), ("gnoming", True)):
        d = Driver()
        d.click(d.top.tiles[game].center)
        setup = d.top
        assert isinstance(setup, Setup)
        dec, inc = setup.controls[0][0], setup.controls[1][0]
        assert bool(dec.width and inc.width) == arrows
        d.key(pygame.K_TAB)
        assert (setup.focusable()[setup.focus][0] is dec) == arrows
        d.app.close()


def test_title__the_keys_reach_the_games_and_the_focus_stays_when_you_come_back() -> None:
    # the tiles took no focus; back from Settings the focus was gone and Left went to Quit
    from tabletop.app.scenes.stats import StatsScene
    from tabletop.games import SHOWN
    d = Driver()
    title = d.top
    assert isinstance(title, Title) and title.focus == SHOWN[0], "the focus starts on the first game"
    d.key(pygame.K_RIGHT)
    assert title.focus == SHOWN[1] and not any(b.focus for b in title.buttons)
    d.key(pygame.K_DOWN)
    assert title.focus in [b.label for b in title.buttons], "Down goes from the games to the buttons"
    d.key(pygame.K_UP)
    assert title.focus in SHOWN
    d.key(pygame.K_DOWN)
    while title.focus != "Settings":
        d.key(pygame.K_RIGHT)
    assert [b.label for b in title.buttons if b.focus] == ["Settings"]
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, SettingsScene)
    d.key(pygame.K_ESCAPE)
    assert d.top is title and title.focus == "Settings", "the focus is where it was"
    d.key(pygame.K_LEFT)
    assert title.focus == "Statistics"
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, StatsScene)
    d.key(pygame.K_ESCAPE)
    d.post(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))
    assert title.focus is None, "the pointer takes over"
    d.key(pygame.K_LEFT)
    d.key(pygame.K_UP)
    assert title.focus == SHOWN[0], "from nothing the keys come back to the first game, never to Quit"
    d.key(pygame.K_LEFT)
    assert title.focus == SHOWN[0], "nothing is left of the first game"
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_SPACE)
    assert isinstance(d.top, Setup) and d.top.game.id == SHOWN[1]
    d.key(pygame.K_ESCAPE)
    d.app.to_title()  # as a game's end or the pause menu does
    assert d.top.focus == SHOWN[0]
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, Setup) and d.top.game.id == SHOWN[0]


@pytest.mark.parametrize("size", [(1024, 640), (900, 1400)])
def test_title__each_tile_shows_its_number_key_inside_it(size: tuple[int, int],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.games import SHOWN
    d = Driver(size=size)
    drawn = record_text(monkeypatch)
    d.step()
    title = d.top
    for i, g in enumerate(SHOWN):
        r = next(r for s, r in drawn if s == str(i + 1))
        assert title.tiles[g].contains(r)
        assert not any(s != str(i + 1) and q.colliderect(r) for s, q in drawn), "clear of the tile's words"


SMALL = [(800, 500), (800, 600), (900, 700), (900, 1400), (800, 1280)]


@pytest.mark.parametrize("size", SMALL)
def test_small_window__is_drawn_as_it_is_not_a_larger_picture_scaled_down(size: tuple[int, int]) -> None:
    # below 960x600 every frame was drawn 1.07-1.2 times larger and smoothscaled
    # into the window: soft, blurred text and cards
    d = Driver(size=size)
    t = d.start(nimmt_setup(4))
    d.settle(t)
    assert d.app.canvas is d.app.window and d.app.scale == (1.0, 1.0) and d.app.size == t.size == size
    d.click(t.menu_button.rect.center)  # a window point is a canvas point
    assert isinstance(d.top, Pause)
    d.app.close()


def _top_fits(d: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    """In the next frame every text the top scene draws on the window is
    inside the window and over no other, each button's label inside its
    button (texts drawn on a plaque or a card's own surface are left out)."""
    top, screen = d.top, d.app.window.get_rect()
    drawn: list[tuple[str, pygame.Rect]] = []
    labels: list[tuple[str, pygame.Rect, pygame.Rect]] = []
    real_text, real_button, real_draw = ui.blit_text, ui.Button.draw, top.draw
    mine = [False]

    def text(surf: pygame.Surface, s: str, *args: object, **kw: object) -> pygame.Rect:
        rect = real_text(surf, s, *args, **kw)  # type: ignore[arg-type]
        if mine[0] and surf.get_size() == screen.size and s.strip():
            drawn.append((s, rect))
        return rect

    def button(b: ui.Button, surf: pygame.Surface) -> None:
        n = len(drawn)
        real_button(b, surf)
        labels.extend((s, r, b.rect) for s, r in drawn[n:])

    def draw(surf: pygame.Surface) -> None:
        mine[0] = True
        real_draw(surf)
        mine[0] = False
    monkeypatch.setattr(ui, "blit_text", text)
    monkeypatch.setattr(ui.Button, "draw", button)
    monkeypatch.setattr(top, "draw", draw)
    if hasattr(top, "_bg_key"):
        top._bg_key = None  # (a table's cached layer: drawn anew)
    d.step()
    monkeypatch.undo()
    name = type(top).__name__
    assert drawn, name
    for s, r in drawn:
        assert screen.contains(r), f"{name}: {s!r} at {r} is cut off"
    for s, r, b in labels:
        assert b.contains(r), f"{name}: {s!r} runs out of its button {b}"
    for i, (s, r) in enumerate(drawn):
        for s2, r2 in drawn[i + 1:]:
            o = r.clip(r2)
            assert o.width <= 1 or o.height <= 2, f"{name}: {s!r} {r} over {s2!r} {r2}"


@pytest.mark.parametrize("size", [(800, 500), (900, 1400)])
def test_small_window__every_menu_fits(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver(size=size)
    _top_fits(d, monkeypatch)  # the title
    d.app.setups["nimmt"] = default_setup("nimmt", 10)
    d.click(d.top.tiles["nimmt"].center)
    assert isinstance(d.top, Setup)
    _top_fits(d, monkeypatch)
    d.app.push(SettingsScene(d.app))
    _top_fits(d, monkeypatch)
    d.app.pop()
    d.app.push(RulesScene(d.app, "nimmt"))
    _top_fits(d, monkeypatch)
    d.app.pop()
    t = d.start(nimmt_setup(10), seed=6)
    d.settle(t)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, Pause)
    _top_fits(d, monkeypatch)
    d.key(pygame.K_ESCAPE)
    t.history = [[66 - 3 * k - i for i in range(10)] for k in range(6)]
    d.app.push(RoundScores(d.app, t))
    _top_fits(d, monkeypatch)
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (900, 1400)])
@pytest.mark.parametrize("game,players", [("nimmt", 10), ("gnoming", 7), ("grinch", 6), ("gnav", 2)])
def test_small_window__each_table_fits(size: tuple[int, int], game: str, players: int,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver(size=size, seed=1)
    t = d.start(default_setup(game, players), seed=2)
    d.settle(t)
    for _ in range(3):  # a few turns in
        while t.me is None or t.animating:
            d.step()
        t.act(t.me, t.legal()[0])
    d.settle(t)
    _top_fits(d, monkeypatch)
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (1024, 600)])
@pytest.mark.parametrize("game,players", [("nimmt", 10), ("gnoming", 7), ("grinch", 6), ("gnav", 2)])
def test_small_window__the_tables_menu_and_hint_read_at_16_px(size: tuple[int, int], game: str, players: int,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # at 800x500 "Menu (Esc)" and "Hint (H)" were 13 px, the smallest words on every table
    d = Driver(size=size, seed=1)
    t = d.start(default_setup(game, players), seed=2)
    while t.me is None or t.animating:  # (the hint is offered on your turn)
        d.step()
    real, said = ui.blit_text, {}

    def spy(surf: pygame.Surface, s: str, px: int, *args: Any, **kw: Any) -> pygame.Rect:
        rect = real(surf, s, px, *args, **kw)
        said[s] = (px, rect)
        return rect
    monkeypatch.setattr(ui, "blit_text", spy)
    d.step()
    for button in (t.menu_button, t.hint_button):
        px, rect = said[button.label]
        assert px >= 16 and button.rect.contains(rect), (button.label, px)
        assert pygame.Rect(0, 0, *size).contains(button.rect)
    d.app.close()


def test_scores__every_negative_number_shown_has_the_minus_sign(monkeypatch: pytest.MonkeyPatch) -> None:
    # "total -13", "-13" on the scoreboard, "Lowest total wins (-31)", "-1 points": hyphens,
    # while Gnoming's prompts said "\u22123"
    from types import SimpleNamespace

    from tabletop.games.gnoming.table_draw import tie_note
    d = Driver(size=(1366, 768))
    t = d.start(default_setup("gnoming", 3))
    t.history, t.pic_totals, t.pic_round = [[-13, 5, 0]], [-13, 5, 0], 1
    drawn = record_text(monkeypatch)
    t._bg_key = None
    d.app.push(RoundScores(d.app, t))
    d.step()
    shown = [s for s, _ in drawn]
    assert "\u221213" in shown, "the scoreboard"
    assert any("Score so far \u221213" in s for s in shown), "the seat's plaque"
    assert not [s for s in shown if re.search(r"-\d", s)]
    d.app.close()
    assert tie_note(SimpleNamespace(totals=[-31, 4], scores=[[-31, 4]])) == "the lowest total wins (\u221231)"
    d = Driver(size=(1366, 768))
    t = d.start(nimmt_setup(3))
    d.settle(t)
    t.state.points[0] = t.pic_points[0] = -1
    t._view_key = t._bg_key = None
    drawn = record_text(monkeypatch)
    d.step()
    assert any(s.startswith("\u22121 points") for s, _ in drawn)
    assert not [s for s, _ in drawn if re.search(r"-\d", s)]
    d.app.close()
    assert ui.signed(5) == "+5" and ui.signed(-5) == "\u22125" and ui.signed(0) == "0"


@pytest.mark.parametrize("game", ["gnoming", "grinch", "nimmt"])
def test_scores__every_game_heads_its_columns_and_tells_its_figures_alike(game: str,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # Grinch's six columns read "Round 1…6", the others' "After round 1…"; Gnoming's end
    # said only "Lowest total wins", not what the figures are
    from tabletop.app.scenes.scores import GameOver
    from tabletop.rules import Outcome
    d = Driver(size=(1366, 768))
    t = d.start(default_setup(game, 3))
    t.history = [[10 * k + i for i in range(3)] for k in range(6 if game == "grinch" else 3)]
    monkeypatch.setattr(t.game, "outcome", lambda state: Outcome([0, 0, 0], [0]))
    if game == "gnoming":  # (how its winner was found is read from the scores)
        t.state.totals, t.state.scores = [5, 9, 12], [[5, 9, 12]]
    for board in (RoundScores(d.app, t), GameOver(d.app, t)):
        drawn = record_text(monkeypatch)
        d.app.push(board)
        d.step()
        heads = [s for s, _ in drawn if re.fullmatch(r"(After round|Round) \d", s)]
        assert heads == [f"After round {k + 1}" for k in range(len(t.history))], heads
        notes = [s for s, _ in drawn if " \u00b7 " in s and " wins" in s]
        figures = "Points left of 66 after each round" if game == "nimmt" else "Totals after each round"
        assert len(notes) == 1 and notes[0].startswith(figures + " \u00b7 "), notes
        assert notes[0].split(" \u00b7 ")[1][0].islower(), "one sentence, as in every game"
        d.app.pop()
    d.app.close()


def test_tables__keep_only_their_own_cards_at_the_sizes_they_rest_at() -> None:
    # every game's deck at every size a window had stayed cached up to the caches' bounds:
    # after a game of each at 2560x1440, about 250 MB of card images no table showed
    from tabletop.app import cards, sprites
    d = Driver(size=(1366, 768), seed=1)
    t = d.start(nimmt_setup(4), seed=1)
    d.settle(t)
    d.step()
    assert any(k[0] == "nimmt" for k in cards.COMPOSITES._items)
    d.app.pop()
    t = d.start(default_setup("gnoming", 3), seed=1)
    d.settle(t)
    d.step()
    for cache in (sprites.CARDS, cards.COMPOSITES):
        assert cache._items and all(k[0] == "gnoming" for k in cache._items), "the other game's cards are gone"
    old = set(cards.RESTING)
    d.resize((1600, 900))
    d.settle(t)
    d.step()
    assert cards.RESTING != old
    assert all(k[2] in cards.RESTING for c in (sprites.CARDS, cards.COMPOSITES) for k in c._items), "nor at sizes no card rests at"
    d.app.close()


@pytest.mark.parametrize("game, scores, winners, said", [
    ("nimmt", [10, 30, 20, 5], [1], "came 3rd of 4"),      # the most points left wins
    ("gnoming", [40, 10, 25, 60], [1], "came 3rd of 4"),   # the lowest total wins
    ("nimmt", [30, 30, 20, 5], [1], "came 2nd of 4"),      # level with the winner, behind on a tiebreak
    ("nimmt", [30, 10, 20, 5], [0], None),                 # you won: the heading says so
])
def test_game_over__says_where_you_came_when_you_did_not_win(
        monkeypatch: pytest.MonkeyPatch, game: str, scores: list[int], winners: list[int], said: str | None) -> None:
    # the end named only the winner ("Bram wins!"): a player alone against the AI
    # was not told whether they came second or last
    from tabletop.app.scenes.scores import GameOver, ordinal
    from tabletop.rules import Outcome
    d = Driver(size=(1366, 768), seed=2)
    t = d.start(nimmt_setup(4) if game == "nimmt" else default_setup("gnoming", 4), seed=1)
    monkeypatch.setattr(t.game, "is_over", lambda state: True)
    monkeypatch.setattr(t.game, "outcome", lambda state: Outcome(scores, winners))
    monkeypatch.setattr(t, "score_note", lambda final: "the best wins")  # (no rounds were played)
    drawn = record_text(monkeypatch)
    d.app.push(GameOver(d.app, t))
    d.step()
    notes = [s for s, _ in drawn if "after each round" in s]  # (the line under the scores)
    mine = t.names[t.humans[0]]
    if said is None:
        assert notes and not any(" came " in s for s in notes)
    else:
        assert notes and notes[0].startswith(f"{mine} {said} \u00b7 "), notes
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 103)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "103rd"]
    d.app.close()


@pytest.mark.parametrize("game", ["grinch", "gnav"])
def test_title__after_a_game_played_to_its_end_the_keys_start_on_that_game(game: str) -> None:
    # they started on the first tile (6 nimmt!), whichever game had just been played
    from tabletop.app.scenes.scores import GameOver
    from test_app_driver import to_the_last_move
    d = Driver(size=(1366, 768), seed=3)
    setup = default_setup(game, 2 if game == "gnav" else 4)
    for seat in setup.seats:
        seat.level = "random"
    t = d.start(setup, seed=5)
    d.settle(t)
    seat, a = to_the_last_move(t, 2)
    assert t.act(seat, a)
    over = d.play_until(t, GameOver)
    d.click(_button(over, "Back to title"))  # (it read "Title"; the menu says "Back to title")
    title = d.top
    assert isinstance(title, Title) and title.first() != "Continue"
    assert title.focus == game
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, Setup) and d.top.game.id == game, "Enter sets up that game again"
    d.app.close()


def _hint_table(gid: str, size: tuple[int, int] = (1280, 720), seed: int = 3) -> tuple[Driver, Any]:
    """A table of `gid` (you against Random AIs) at your first move with a real choice,
    not yet hinted."""
    d = Driver(size=size, seed=4)
    setup = default_setup(gid, 2 if gid == "gnav" else 3)
    for s in setup.seats[1:]:
        s.level = "random"
    t = d.start(setup, seed=seed)
    for _ in range(3000):
        if d.top is t and t.me is not None and not t.animating:
            if len(t.legal()) > 1:
                return d, t
            t.act(t.me, t.legal()[0])
        d.step()
    raise AssertionError("no real choice came")


@pytest.mark.parametrize("gid", ["nimmt", "gnoming", "grinch", "gnav"])
def test_table__the_hint_says_why_from_the_search(gid: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # a hint only marked a move: nothing said why Hard would make it
    d, t = _hint_table(gid)
    me, asked, real_ask = t.me, [], d.app.worker.ask

    def ask(game_id: str, view: Any, legal: list[Action], level: str, seed: int, seconds: Any = None) -> int:
        asked.append((view, legal, level, seed))
        return real_ask(game_id, view, legal, level, seed, seconds)
    monkeypatch.setattr(d.app.worker, "ask", ask)
    drawn = record_text(monkeypatch)
    d.key(pygame.K_h)
    d.step(3)
    assert t.hint is not None and t.hint_why is not None
    # the figures are what Hard's search found, asked afresh with the same seed and budget
    view, legal, level, seed = asked[0]
    assert level == "hint" and view.seat == me, "from your own view only"
    action, why = hint(t.game, view, legal, seed, iterations=d.app.worker.hard_iterations)
    assert why.how == "tried" and t.hint_why == why and action == (t.hint if t.hint_then is None else action)
    move = t.telling.advice(t.names, t.game.view(t.state, me), t.hint, t.hint_then)
    line = f"Hint: {move} \u2014 " + reason(why, *t.hint_words)
    assert f"in {why.worlds} simulated deal" in line and t.hint_line() == line
    if why.edge >= 0 and round(why.points, 1) > 0 and why.points > 2 * why.points_se:
        assert f"{round(why.points, 1):.1f} {t.hint_words[0]}s" in line
    shown = [(s, r) for s, r in drawn if len(s) > 12 and s in line]
    assert " ".join(dict.fromkeys(s for s, _ in shown)) == line, f"{line!r} is on the table"
    # in the window, clear of every other text and of the buttons
    screen = pygame.Rect(0, 0, *d.app.size)
    others = [r for s, r in drawn if s != line] + [t.menu_button.rect, t.hint_button.rect]
    assert all(screen.contains(r) and r.collidelist(others) < 0 for _, r in shown)
    # the hint is taken: the line goes with it
    t.act(me, t.hint)
    del drawn[:]
    d.step(2)
    assert not [s for s, _ in drawn if s.startswith("Hint:")] and t.message() is None
    d.app.close()


def test_table__the_hint_for_the_one_legal_move_says_it_is_the_only_move(monkeypatch: pytest.MonkeyPatch) -> None:
    # a hint with no choice to make gave no word of it
    d = Driver(size=(800, 500), seed=3)
    setup = default_setup("gnav", 2)
    setup.seats[1].level = "random"
    t = d.start(setup, seed=5)
    d.settle(t)
    assert t.me is not None and len(t.legal()) == 1
    drawn = record_text(monkeypatch)
    d.key(pygame.K_h)
    d.step(2)
    assert t.hint == t.legal()[0]
    assert "Hint: play the 2 of diamonds \u2014 it is the only move." in [s for s, _ in drawn]
    d.app.close()


def test_reason__game_words_and_the_search_s_findings() -> None:
    # the words of each game's scoreboard, and only what the search measured
    tried = Root("tried", 240, 0.05, 1.24)
    assert reason(tried, *NimmtTable.hint_words) == \
        "in 240 simulated deals it cost 1.2 bullheads less on average than the next best move."
    assert reason(tried, *GnomingTable.hint_words) == \
        "in 240 simulated deals it cost 1.2 points less on average than the next best move."
    assert reason(tried, *GrinchTable.hint_words) == \
        "in 240 simulated deals it scored 1.2 score-sheet points more on average than the next best move."
    assert reason(tried, *GnavTable.hint_words) == \
        "in 240 simulated deals it scored 1.2 points more on average than the next best move."
    words = NimmtTable.hint_words
    assert reason(Root("only"), *words) == "it is the only move."
    assert reason(Root("solved"), *words) == "worked out exactly over every possibility, it does best."
    assert reason(Root("guess"), *words) == ""  # nothing tried: nothing to tell
    # ahead in the search's value but not in your own points: no points claimed
    assert reason(Root("tried", 80, 0.05, -0.5), *words) == \
        "in 80 simulated deals it did better against the others than the next best move."
    # kept as the sound move, another a little ahead but within the noise
    assert reason(Root("tried", 80, -0.05, 0.3), *words) == "in 80 simulated deals no other move did clearly better."
    assert reason(Root("tried", 80, 0.0, 0.0), *words) == \
        "in 80 simulated deals the next best move did as well: either will do."
    # a lead within the noise (a blind choice, a few deals) claims nothing: it claimed 2.2 points
    assert reason(Root("tried", 4, 0.02, 2.2, 0.05, 1.5), *words) == \
        "in 4 simulated deals no other move did clearly better."
    assert reason(Root("tried", 1, 0.3, 0.0, math.inf, math.inf), *words) == \
        "in 1 simulated deal no other move did clearly better."


@pytest.mark.parametrize("size", [(800, 500), (3840, 2160), (900, 1400)])
@pytest.mark.parametrize("gid", ["nimmt", "gnoming", "grinch", "gnav"])
def test_table__the_hint_s_reason_fits_the_window(gid: str, size: tuple[int, int],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    # the reason is a long line: in a window stood on end, where the status line has
    # two lines, it took one, shrunk to a size too small to read
    d, t = _hint_table(gid, size)
    d.key(pygame.K_h)
    d.step(3)
    assert t.hint_line().startswith("Hint: ") and " \u2014 in " in t.hint_line()
    drawn = record_text(monkeypatch)
    t._bg_key = None  # (the status may be on the cached layer: draw it anew)
    d.step()
    # the whole, or where it takes more lines than the status line has, its short form
    line = next(f for f in (t.hint_line(), t.hint_line(short=True)) if f.split()[-1] in {s for s, _ in drawn}
                or any(s.endswith(f.split()[-1]) for s, _ in drawn))
    words = line.split()
    said = [(s, r) for s, r in drawn if s.split() and " ".join(s.split()) in line and s.split()[0] in words
            and len(s) > 12]
    assert " ".join(s for s, _ in said) == line
    screen = pygame.Rect(0, 0, *d.app.size)
    others = [r for s, r in drawn if (s, r) not in said] + [t.menu_button.rect, t.hint_button.rect]
    assert all(screen.contains(r) and r.collidelist(others) < 0 for _, r in said)
    u = ui.unit(d.app.size)
    # a size that reads: where the status line has two lines, the notice's own size
    least = ui.font(round(t.u * 2.9)).size(line)[1] if getattr(t, "status_lines", 1) > 1 else u * 1.8
    assert min(r.height for _, r in said) >= least, "a size that reads"
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (1366, 768), (1080, 1920)])
def test_setup__the_seats_columns_have_headings(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    # the seat rows had no headings: "Normal" beside "AI" did not say it was the AI's level
    d = Driver(size=size, seed=3)
    s = Setup(d.app, "nimmt")
    d.app.push(s)
    for _ in range(8):
        s.set_players(s.setup.players + 1)  # the most rows: 10
    drawn = record_text(monkeypatch)
    d.step()
    heads = {t: r for t, r in drawn if t in ("Name", "Plays", "AI level")}
    assert set(heads) == {"Name", "Plays", "AI level"}
    first, name, kind, level = s.seat_rows[0]
    for rect, col in ((heads["Name"], name), (heads["Plays"], kind), (heads["AI level"], level)):
        assert s.right.contains(rect) and rect.bottom <= first.top, "in the panel, over the first row"
        assert col.left <= rect.centerx <= col.right, "over its column"
    assert s.seat_rows[-1][0].bottom <= s.right.bottom and s.right.bottom < s.hint_y, "the rows still fit"
    d.app.close()


@pytest.mark.parametrize("size", [(1024, 640), (800, 500), (1080, 1920)])
def test_message__the_lines_are_balanced_and_no_last_word_stands_alone(size: tuple[int, int], monkeypatch: Any) -> None:
    # the dialog wrapped plainly: at 1024x640 this text broke as "...and the table" / "cleared."
    from tabletop.app.scenes.message import Message, confirm
    d = Driver(size)
    text = "Every game played and every record so far will be forgotten, and the table cleared."
    confirm(d.app, "Reset the statistics?", text, "Reset", lambda: None)
    drawn = record_text(monkeypatch)
    d.step()
    msg = d.top
    assert isinstance(msg, Message) and " ".join(msg.lines) == text
    shown = [(s, r) for s, r in drawn if s in msg.lines]
    assert len(shown) == len(msg.lines) >= 2
    assert len(shown[-1][0].split()) > 1, shown
    widths = [r.width for _, r in shown]
    assert min(widths) > max(widths) * 0.6, shown
    assert all(msg.box.contains(r) for _, r in shown)


@pytest.mark.parametrize("size", [(1080, 1920), (900, 1400)])
@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_setup__stood_on_end_the_panels_fill_more_of_the_height(size: tuple[int, int], game: str,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    # at 1080x1920 the panels took the width's small unit: about a quarter of the height, half of it bare felt
    d = Driver(size=size, seed=3)
    s = Setup(d.app, game)
    d.app.push(s)
    s.set_players(s.game.players[1])  # the most rows
    drawn = record_text(monkeypatch)
    d.step()
    w, h = size
    assert s.right.bottom - s.left.top >= h * (0.4 if s.game.players[1] >= 4 else 0.25), (s.left, s.right)
    assert s.u >= ui.unit(size) * 1.3 and s.row_h >= s.u * 5.5 - 0.01, "larger, and every seat's row at full height"
    assert s.left.bottom < s.right.top and s.right.bottom < s.hint_y
    screen = pygame.Rect(0, 0, w, h)
    assert all(screen.contains(r) for _, r in drawn)
    names = [r for t, r in drawn if t == s.setup.seats[-1].name]
    assert names and all(s.right.contains(r) for r in names)
    d.app.close()


@pytest.mark.parametrize("size", [(1080, 1920), (900, 1400)])
@pytest.mark.parametrize("game", ["gnoming", "gnav"])
def test_setup__stood_on_end_the_panels_and_buttons_grow_to_the_width(size: tuple[int, int], game: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    # at 1080x1920 the panels' unit stopped at 1.4 times the window's: the options 662 px wide
    # in 1080, the seats' rows 65 px high, Back, Rules and Start 46 px high, with felt to spare
    d = Driver(size=size, seed=3)
    s = Setup(d.app, game)
    d.app.push(s)
    drawn = record_text(monkeypatch)
    d.step()
    w, h = size
    u = ui.unit(size)
    assert s.u >= u * 1.9 and s.left.width >= 0.85 * w and s.row_h >= u * 10, (s.u / u, s.left, s.row_h)
    for b in (s.back, s.rules, s.start):
        assert b.rect.height >= u * 5.5 * 1.35 and b.rect.bottom <= h - u * 3, b.rect
    hint = next(r for t, r in drawn if t.startswith("Click a name"))
    assert hint.height >= ui.font(round(u * 2.4 * 1.3)).get_height() and hint.bottom <= s.back.rect.top
    assert s.left.bottom < s.right.top and s.right.bottom < hint.top
    screen = pygame.Rect(0, 0, w, h)
    assert all(screen.contains(r) for _, r in drawn)
    d.app.close()


@pytest.mark.parametrize("size", [(1200, 1200), (1280, 1024)])
def test_setup__near_square_the_panels_are_larger_and_in_the_middle_of_the_room(size: tuple[int, int]) -> None:
    # near square the panels kept the width's unit, side by side at the top: at 1200x1200
    # the lower half of the window was bare felt down to the help line
    d = Driver(size=size, seed=3)
    s = Setup(d.app, "gnoming")
    d.app.push(s)
    d.step()
    u = ui.unit(size)
    assert s.u >= u * 1.2 and s.row_h >= u * 5.5 * 1.2, (s.u / u, s.row_h)
    top = s.size[1] * 0.12  # (under the heading)
    block = s.left.unionall([s.right])
    assert abs((block.top - top) - (s.hint_y - block.bottom)) < s.size[1] * 0.25, (block, s.hint_y)
    assert s.left.right < s.right.left and s.right.bottom < s.hint_y
    while s.setup.players < s.game.players[1]:
        s.set_players(s.setup.players + 1)
        assert s.right.bottom < s.hint_y and all(s.right.contains(r) for r, *_ in s.seat_rows)
    d.app.close()


@pytest.mark.parametrize("size", [(1080, 1920), (800, 1280)])
def test_settings__stood_on_end_the_dialog_reads_larger_and_fits(size: tuple[int, int],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # stood on end the dialog kept the width's small unit: at 1080x1920 Done was 42 px
    # high, a small box in the middle of the window
    d = Driver(size=size, seed=3)
    d.click(next(b for b in d.top.buttons if b.label == "Settings").rect.center)
    s = d.top
    assert isinstance(s, SettingsScene)
    drawn = record_text(monkeypatch)
    d.step()
    u = ui.unit(size)
    assert s.done.rect.height >= u * 5 * 1.35, s.done.rect
    label = next(r for t, r in drawn if t == "Fullscreen (F11)")
    assert label.height >= ui.font(round(u * 2.8 * 1.3)).get_height() * 0.9, label
    mine = [r for t, r in drawn if t in [row[0] for row in s.rows]]
    assert len(mine) == len(s.rows) and all(s.box.contains(r) for r in mine + [s.done.rect])
    assert all(a.right < b.left for (a, i, _), (b, j, _) in zip(s.arrows[::2], s.arrows[1::2])), "arrows apart"
    assert label.right < min(r.left for r, _, _ in s.arrows), "the labels clear of the arrows"
    d.app.close()


def _status(t: Any) -> str:
    """The table's status line (two tables keep it in a module of their own)."""
    from tabletop.games.gnav import table_look
    from tabletop.games.gnoming import table_draw
    if t.game.id in ("gnoming", "gnav"):
        return str({"gnoming": table_draw, "gnav": table_look}[t.game.id].status(t))
    return str(t.status())


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_table__every_prompt_for_your_move_starts_your_turn_and_others_are_said_alike(game: str) -> None:
    # each game opened its prompt differently ("Your turn: drag…", "Draw: drag…", "Drag a raised
    # card…", "Choose a card: drag it…") and told an AI's move to come as "Bram is thinking...",
    # "Bram draws...", "Waiting for Bram, Cleo": a player had four patterns to learn
    d = Driver(size=(1366, 768), seed=4)
    t = d.start(default_setup(game))
    real, asked = d.app.worker.poll, Counter[int]()

    def slow(ticket: int) -> Any:
        """Each AI thinks for 100 frames (the inline AI answers at once: its line was never at rest)."""
        asked[ticket] += 1
        return real(ticket) if asked[ticket] > 100 else None
    d.app.worker.poll = slow
    mine, theirs = set(), set()
    for _ in range(2500):
        if t.me is not None and not t.animating and not t.scoring and not t.over:
            mine.add(_status(t))
            t.act(t.me, t.legal()[len(mine) % len(t.legal())])
        elif t.me is None and t.thinking and not t.animating and not t.scoring and not t.over:
            theirs.add(_status(t))
        d.step()
    d.app.close()
    assert len(mine) >= 2 and all(s.startswith("Your turn: ") for s in mine), mine
    waiting = [s for s in theirs if s.endswith("...")]
    assert waiting and all(re.fullmatch(r"[A-Z][\w ,]* (is|are) [a-z][\w ]*\.\.\.", s) for s in waiting), theirs


def _told_by(d: Driver, t: Any, who: set[str], monkeypatch: pytest.MonkeyPatch) -> set[str] | None:
    """One frame on: the moves of players named in `who` that its status line told
    (in the move log's words); None when a round's scores came up (closed at once:
    the table is not read meanwhile)."""
    drawn = record_text(monkeypatch)
    t._bg_key = None  # (the status line may be on the cached layer: draw it anew)
    d.step()
    monkeypatch.undo()
    if d.app.stack.top is not t:
        d.app.pop()
        return None
    return {s for s, _ in drawn if s.split(" ")[0] in who and " " in s and any(line.startswith(s) for line in t.log)}


@pytest.mark.parametrize("game", ["gnoming", "grinch"])  # (Gnav's AI is always followed by you)
def test_table__an_ai_s_last_step_stays_in_the_status_line_long_enough_to_read(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # an AI's step was told while its cards moved, then "Bram is playing..." (or the next
    # AI's step) took its place about half a second later: too soon to read it
    d = Driver(size=(1366, 768), seed=4, anim="normal")
    d.app.ai_pause = 0.45  # (the usual pause, not the tests' short one)
    t = d.start(default_setup(game))
    ais = {t.names[s] for s in range(len(t.names)) if s not in t.humans}
    since: dict[str, tuple[float, int]] = {}  # each AI's line shown, since when and after how many moves
    read = []
    for _ in range(2400):
        if t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        told = _told_by(d, t, ais, monkeypatch)
        if told is None:
            since.clear()
            continue
        for line in set(since) - told:
            start, moves = since.pop(line)
            if t.me is None and len(t.state.moves) > moves:  # the next AI's move took its place
                read.append((t.clock - start, line))
        for line in told - set(since):
            since[line] = (t.clock, len(t.state.moves))
    d.app.close()
    assert len(read) >= 3 and min(read)[0] >= 1.2 - 0.05, sorted(read)[:3]


@pytest.mark.parametrize("gid,move", [("nimmt", "play the 96"), ("gnoming", "turn up the card at the top right"),
                                      ("grinch", "draw from the draw pile"), ("gnav", "play the 4 of spades")])
def test_table__the_hint_s_line_names_the_move_it_marks(gid: str, move: str) -> None:
    # the line gave only the reason ("Hint: in 240 simulated deals ..."), not which move
    d, t = _hint_table(gid, (800, 500))
    d.key(pygame.K_h)
    d.step(3)
    assert t.hint is not None and t.hint_why is not None
    assert t.hint_line().startswith(f"Hint: {move} \u2014 in ")
    assert t.telling.advice(t.names, t.game.view(t.state, t.me), t.hint, t.hint_then) == move
    d.app.close()


def test_advice__each_game_s_moves_in_a_few_words() -> None:
    from tabletop.games.gnav import table_log as gnav_log
    from tabletop.games.gnoming import table_log as gnoming_log
    from tabletop.games.grinch import table_log as grinch_log
    from tabletop.games.nimmt import table_log as nimmt_log
    from tabletop.rules import View
    names = ["You", "Ada", "Bram"]
    empty = View("nimmt", 0, {})
    assert [nimmt_log.advice(names, empty, a) for a in (Action("play", (34,)), Action("take", (1,)),
                                                         Action("pick", (7,)))] == [
        "play the 34", "take row 2", "take the 7 from the table"]
    assert [gnav_log.advice(names, empty, a) for a in (
        Action("play", ("10H",)), Action("start", ("4S",)), Action("keep"), Action("stop"), Action("draw"),
        Action("pass"))] == ["play the 10 of hearts", "start the discard pile with the 4 of spades",
                             "keep the card drawn", "end your turn", "draw a card", "pass"]
    piles = View("grinch", 0, {"discards": [[{"id": 1, "face": "N4"}], [{"id": 2, "face": "W3"}], []]})
    assert [grinch_log.advice(names, piles, a) for a in (
        Action("draw", ("from", 1)), Action("draw", ("from", 0)), Action("draw", ("pile",)),
        Action("discard", ("P1+5W",)), Action("score", ("run",)))] == [
        "take the Wreath 3 from Ada's discard pile", "take back the Noise 4", "draw from the draw pile",
        "discard the Present 1 (+5)", "score it as Run"]
    held = View("gnoming", 0, {"held": {"id": 9, "face": "7"}, "piles": [[{"id": 3, "face": "M"}], []]})
    assert [gnoming_log.advice(names, held, a, then) for a, then in (
        (Action("place", (0, 0)), None), (Action("bounce", (1, 1)), None), (Action("keep"), Action("discard", (1,))),
        (Action("stop"), Action("discard", (0,))), (Action("discard", (0,)), None),
        (Action("draw", ("discard", 0)), None), (Action("reveal", (2, 1)), None), (Action("decline"), None))] == [
        "put the 7 at the top left", "bounce the 7 to the middle", "discard the 7 onto the right discard pile",
        "stop and discard the 7 onto the left discard pile", "discard the 7 onto the left discard pile",
        "take the Mulligan from the left discard pile", "turn up the card at the bottom middle", "turn up nothing"]
    # the hints said "from Ada's pile", "onto the left pile", "start the pile with" where the move
    # log says "discard pile": the hint names a pile as the log does
    for log, event, words in (
            (grinch_log, Event("draw", {"seat": 0, "from": "discard", "pile": 1, "face": "W3"}),
             "the Wreath 3 from Ada's discard pile"),
            (gnoming_log, Event("discard", {"seat": 0, "face": "7", "pile": 0}), "the left discard pile"),
            (gnav_log, Event("start", {"seat": 0, "face": "4S"}), "the discard pile with the 4 of spades")):
        assert words in log.describe(names, [event])[0], (log.describe(names, [event]), words)


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_table__the_game_s_last_move_is_told_before_game_over(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Grinch's status line told the last move while its cards moved, then said "Game over";
    # Gnoming's, Gnav's and 6 nimmt!'s said "Game over" at once: the last turn's cards went
    # to the rows, the last card to a pile, with no words (every other move had them)
    d = Driver(size=(1366, 768), seed=4)
    t = d.start(default_setup(game), seed=5)
    seat, a = to_the_last_move(t, 5)
    assert t.act(seat, a) and t.over
    lines = t.telling.describe(t.names, t.last_events)
    told, after = [], []
    while d.top is t and t.animating:
        drawn = record_text(monkeypatch)
        t._bg_key = None  # (the status line may be on the cached layer: drawn anew)
        d.step()
        monkeypatch.undo()
        said = [s for s, _ in drawn if s.split(" ")[0] in t.names and " " in s
                and any(line.startswith(s) for line in lines)]
        (after if "Game over" in _status(t) else told).extend(said)
    assert told, f"the last move ({lines[0]!r}) was not told"
    assert not after, f"nor is it told beside Game over: {after}"


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_table__at_a_table_of_ais_each_ai_s_last_step_stays_long_enough_to_read(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # watching AIs alone (a demo), 6 nimmt!'s line told a turn's last card laid only while
    # it flew, then "Ada, Bram and Cleo are choosing..." while the AIs still waited the
    # 1.2 s that line is given to be read; the other tables kept it in sight that long
    d = Driver(size=(1366, 768), seed=4, anim="normal")
    d.app.ai_pause = 0.45  # (the usual pause, not the tests' short one)
    t = d.start(default_setup(game, all_ai=True))
    since: dict[str, tuple[float, int]] = {}  # each AI's line shown, since when and after how many moves
    read = []
    for _ in range(1800):
        told = _told_by(d, t, set(t.names), monkeypatch)
        if told is None:
            since.clear()
            continue
        new = told - set(since)
        for line in set(since) - told:
            start, moves = since.pop(line)
            if not (new and len(t.state.moves) == moves):  # (not the next step of the same move)
                read.append((t.clock - start, line))
        for line in new:
            since[line] = (t.clock, len(t.state.moves))
    d.app.close()
    assert len(read) >= 3 and min(read)[0] >= 1.2 - 0.05, sorted(read)[:3]


def _setup_drawn(size: tuple[int, int], game: str, players: int,
                 monkeypatch: pytest.MonkeyPatch) -> tuple[Setup, list[tuple[str, pygame.Rect]]]:
    """A Setup of `game` with `players` seats at `size`, and the texts of its frame."""
    d = Driver(size=size, seed=3)
    s = Setup(d.app, game)
    d.app.push(s)
    s.set_players(players)
    drawn = record_text(monkeypatch)
    d.step()
    return s, drawn


@pytest.mark.parametrize("game,players", [("gnoming", 4), ("gnoming", 7), ("nimmt", 10), ("grinch", 6)])
def test_setup__across_the_window_the_seats_read_at_16_px_at_800x500(game: str, players: int,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # the names, "Human"/"AI" and the levels were drawn at 12 px, with a third of the window bare felt
    s, drawn = _setup_drawn((800, 500), game, players, monkeypatch)
    least = ui.font(16).size("Ag")[1]
    seats = s.setup.seats
    words = {x.name for x in seats} | {"Human", "AI"} | {x.level.capitalize() for x in seats if not x.human}
    shown = [r for t, r in drawn if t in words and s.right.contains(r)]
    assert len(shown) >= 2 * players and min(r.height for r in shown) >= least, (least, shown)


@pytest.mark.parametrize("size", [(800, 500), (1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("game", ["gnoming", "grinch", "nimmt"])
def test_setup__across_the_window_the_most_seats_fit_without_overlap(size: tuple[int, int], game: str,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    s, drawn = _setup_drawn(size, game, GAMES_MOST[game], monkeypatch)
    w, h = size
    title = next(r for t, r in drawn if t.startswith("New game"))
    hint = next(r for t, r in drawn if t.startswith("Click a name"))
    assert title.bottom <= min(s.left.top, s.right.top) and max(s.left.bottom, s.right.bottom) <= hint.top
    assert hint.bottom <= min(b.rect.top for b in (s.back, s.rules, s.start))
    assert not s.left.colliderect(s.right)
    rows = [r for r, *_ in s.seat_rows]
    assert all(s.right.contains(r) for r in rows)
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:])), "no row over the next"
    for r, name, kind, level in s.seat_rows:
        assert r.contains(name) and r.contains(kind) and r.contains(level)
        assert name.right <= kind.left and kind.right <= level.left
    screen = pygame.Rect(0, 0, w, h)
    assert all(screen.contains(r) for _, r in drawn)
    panels = s.left.unionall([s.right])
    inside = [r for t, r in drawn if panels.colliderect(r)]
    assert all(s.left.contains(r) or s.right.contains(r) for r in inside), "every text in its panel"


@pytest.mark.parametrize("size", [(800, 500), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4])
def test_setup__across_the_window_the_panels_fill_the_room_in_the_middle(size: tuple[int, int], players: int,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    # at 1366x768 the panels ended at half the height and the felt under them was bare to the help line
    s, drawn = _setup_drawn(size, "gnoming", players, monkeypatch)
    title = next(r for t, r in drawn if t.startswith("New game"))
    hint = next(r for t, r in drawn if t.startswith("Click a name"))
    room = hint.top - title.bottom
    top, bottom = min(s.left.top, s.right.top), max(s.left.bottom, s.right.bottom)
    assert bottom - top >= 0.6 * room, (top, bottom, room)
    assert abs((top - title.bottom) - (hint.top - bottom)) <= 0.05 * room, "as much felt above as below"
    # (4 seats at 1920x1080 not blown up: a row's text at most half again the buttons')
    names = [r for t, r in drawn if t == s.setup.seats[-1].name]
    assert names and names[0].height <= 1.5 * ui.font(round(s.back.rect.height * 0.5)).size("Ag")[1]


GAMES_MOST = {"gnoming": 7, "grinch": 6, "nimmt": 10}


def test_setup__across_the_window_adding_seats_moves_no_arrow_and_the_last_name_takes_clicks() -> None:
    d = Driver(size=(800, 500), seed=3)
    d.click(d.top.tiles["nimmt"].center)
    s = d.top
    assert isinstance(s, Setup)
    plus = s.controls[1][0].copy()
    while s.setup.players < 10:
        d.click(plus.center)
        assert s.controls[1][0] == plus, "the arrow stays under the pointer"
    _, name, kind, level = s.seat_rows[-1]
    d.click(level.center)
    assert s.setup.seats[-1].level == "hard"
    d.click(name.center)
    for ch in "Zoe":
        d.post(pygame.TEXTINPUT, text=ch)
    d.key(pygame.K_RETURN)
    assert s.setup.seats[-1].name == "Zoe"
    d.click(kind.center)
    assert s.setup.seats[-1].human
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (1366, 768), (720, 1280)])
@pytest.mark.parametrize("gid", ["nimmt", "gnoming", "grinch", "gnav"])
def test_table__the_hint_s_panel_covers_no_card(gid: str, size: tuple[int, int], monkeypatch: Any) -> None:
    # in two lines the hint's panel covered the foot of 6 nimmt!'s row 4 at 1366x768 and
    # the top row of your Gnoming grid at 800x500 (the corner values of its cards)
    from tabletop.app import notice
    d, t = _hint_table(gid, size)
    t.hint = t.legal()[-1]
    t.hint_why = Root("tried", 240, 0.1, 1.2, 0.01, 0.1)  # the longest reason: a lead in points
    assert " simulated deals it " in t.hint_line()
    boxes: list[pygame.Rect] = []
    real = notice.draw

    def spy(*args: Any, **kw: Any) -> pygame.Rect:
        boxes.append(real(*args, **kw))
        return boxes[-1]
    monkeypatch.setattr(notice, "draw", spy)
    drawn = record_drawn(monkeypatch)
    d.step()
    cards = [t.sprites[cid].rect() for cid, _ in drawn]
    assert len(boxes) == 1 and cards
    assert boxes[0].collidelist(cards) < 0, f"{boxes[0]} covers {[c for c in cards if c.colliderect(boxes[0])]}"
    assert pygame.Rect(0, 0, *d.app.size).contains(boxes[0])
    d.app.close()


@pytest.mark.parametrize("gid", ["nimmt", "gnoming", "grinch", "gnav"])
def test_table__a_standing_hint_s_line_and_panel_are_made_once_not_every_frame(gid: str,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    # while the hint showed, every frame built its line four times (its move in words from a
    # fresh view, and why) and looked again where every card rests to keep its panel clear of them
    import tabletop.app.table_base as table_base
    d, t = _hint_table(gid)
    t.hint = t.legal()[-1]
    t.hint_why = Root("tried", 240, 0.1, 1.2, 0.01, 0.1)
    made: list[str] = []
    rests: list[int] = []
    real_reason, real_rects = table_base.reason, t.card_rects

    def spy_reason(*args: Any, **kw: Any) -> str:
        made.append(real_reason(*args, **kw))
        return made[-1]

    def spy_rects() -> list[pygame.Rect]:
        rests.append(1)
        return real_rects()
    monkeypatch.setattr(table_base, "reason", spy_reason)
    monkeypatch.setattr(t, "card_rects", spy_rects)
    d.step()
    assert made and len(made) <= 2 and rests == [1], "the first frame: the line (whole and short) and the room"
    made.clear(), rests.clear()
    drawn = record_text(monkeypatch)
    d.step()
    first = [s for s, _ in drawn]
    assert " ".join(first).count("Hint:") == 1
    for _ in range(10):
        del drawn[:]
        d.step()
        assert [s for s, _ in drawn] == first, "each frame shows the same"
    assert not made and not rests, f"{len(made)} lines and {len(rests)} looks at the cards in 10 frames"
    # a hint for another move: its line and panel anew
    t.hint = t.legal()[0]
    d.step()
    assert made and t.hint_line() == f"Hint: {t.telling.advice(t.names, t.view, t.hint, None)} \u2014 " + \
        real_reason(t.hint_why, *t.hint_words)
    d.app.close()


def test_reason__a_short_form_for_a_line_of_its_own() -> None:
    words = ("bullhead", True)
    assert reason(Root("tried", 240, 0.1, 1.2, 0.01, 0.1), *words, short=True) == \
        "1.2 bullheads fewer than the next best (240 deals)."
    assert reason(Root("tried", 1, 0.3, 0.0, math.inf, math.inf), "point", False, short=True) == \
        "no other move did clearly better (1 deal)."
    assert reason(Root("only"), *words, short=True) == "it is the only move."


def _off_their_spots(t: Any) -> list[int]:
    """The cards not where the table's picture puts them (a card turning over where it lies is there)."""
    spots = t.spots(t.view)
    return [c for c, sp in spots.items() if c not in t.sprites or not (
        abs(t.sprites[c].x - sp.x) <= 0.51 and abs(t.sprites[c].y - sp.y) <= 0.51
        and abs(t.sprites[c].w - sp.width) <= 0.51 and abs(t.sprites[c].angle - sp.angle) <= 0.5)]


@pytest.mark.parametrize("game", ["gnoming", "grinch", "nimmt"])
def test_pass_and_play__the_next_persons_seating_shows_its_cards_in_place_at_once(game: str) -> None:
    # as the screen went to the next person, the plaques, names and labels took their
    # seating at once while every card took 0.25 s to fly there (Gnav's "Your captures"
    # stood beside the other pile): seats and cards now change places in the same frame
    setup = default_setup(game, 3)
    for i, seat in enumerate(setup.seats):
        seat.level = "random"
        seat.human, seat.name = i < 2, f"Human {i + 1}" if i < 2 else seat.name
    d = Driver(seed=4, anim="normal")
    t = d.start(setup, seed=6)
    turned = 0
    for _ in range(20000):
        before = t.bottom
        if isinstance(d.top, PassScreen):
            d.click((10, 10))  # (the frame of the release lets the screen go)
        else:
            if d.top is t and t.me is not None and not t.animating:
                t.act(t.me, t.legal()[0])
            d.step()
        if d.top is t and t.bottom != before:
            assert not _off_their_spots(t), f"seen from seat {t.bottom}, cards still on their way"
            turned += 1
            if turned == 3:
                break
    assert turned == 3, "the screen went from one person to the other"
    d.app.close()


@pytest.mark.parametrize("size, least", [((2560, 1440), 2), ((3840, 2160), 3)])
def test_scenes__thin_edges_grow_with_the_screen(monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
                                                 least: int) -> None:
    # the buttons' light edges, the Setup's name fields and 6 nimmt!'s empty card slots
    # were 1 px at every size: a hairline hardly seen on a 4K screen
    d = Driver(size=size)
    d.key(pygame.K_1)
    d.step(2)
    assert isinstance(d.top, Setup)
    edges = record_rects(monkeypatch, ui.EDGE)
    fields = record_rects(monkeypatch, (90, 110, 96))
    d.step()
    monkeypatch.undo()
    t = d.start(nimmt_setup(4))
    d.settle(t)
    slots = record_rects(monkeypatch, (60, 110, 84))
    t._bg_key = None  # (the slots are on the cached layer: drawn anew)
    d.step()
    monkeypatch.undo()
    for what, drawn in (("button edges", edges), ("name fields", fields), ("empty slots", slots)):
        widths = {w for _, w in drawn if w}
        assert widths and min(widths) >= least, f"{what}: {widths} at {size}"
    d.app.close()


def test_title__a_game_opened_by_its_number_keeps_the_keys_focus_for_the_way_back() -> None:
    # 3 opened Grinch's Setup; Esc came back with the focus still on the first game, where
    # Enter opened 6 nimmt!'s Setup and the arrows went on from there
    from tabletop.games import SHOWN
    d = Driver()
    title = d.top
    assert isinstance(title, Title) and title.focus == SHOWN[0]
    d.key(pygame.K_3)
    assert isinstance(d.top, Setup) and d.top.game.id == SHOWN[2]
    d.key(pygame.K_ESCAPE)
    assert d.top is title and title.focus == SHOWN[2]
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, Setup) and d.top.game.id == SHOWN[2], "Enter opens the same game again"
    d.app.close()


def _across_ring(d: Driver, rect: pygame.Rect) -> tuple[tuple[int, ...], ...]:
    """The colours across the keys' focus ring round `rect` beside the middle of its
    left side, outside in: its outer edge, its cream band, its inner edge."""
    line = max(2, round(ui.unit(d.app.size) * 0.4))  # (as broad as the tables' frame)
    edge = max(2, line // 2)
    outer = rect.left - 2 - 2 * edge - line  # clear of `rect` by 2 px
    return tuple(tuple(d.app.window.get_at((x, rect.centery)))[:3]
                 for x in (outer + edge // 2, outer + edge + line // 2, rect.left - 2 - edge + edge // 2))


def _ringed(d: Driver, rings: list[tuple[pygame.Rect, pygame.Rect]], rect: pygame.Rect) -> None:
    """The next frame draws the keys' ring round `rect`: cream between dark edges."""
    rings.clear()
    d.step()
    assert rect in [r for r, _ in rings], f"no ring round {rect}"
    outer, cream, inner = _across_ring(d, rect)
    assert max(abs(a - b) for a, b in zip(cream, ui.CREAM)) < 12, f"cream {cream} round {rect}"
    assert max(outer) < 40 and max(inner) < 40, f"dark edges {outer}, {inner} round {rect}"


@pytest.mark.parametrize("size", [(1366, 768), (800, 500)])
def test_focus__every_screen_rings_the_keys_focus_cream_between_dark_edges(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    # a plain cream ring, faint beside brass and light buttons: now the tables' frame everywhere
    from tabletop.app.scenes.title import SHOWN
    d = Driver(size=size)
    rings = record_rings(monkeypatch)
    title = d.top
    d.key(pygame.K_TAB)  # a game's light tile
    _ringed(d, rings, title.tiles[title.focus].move(0, -round(title.tile_u * 0.8)))
    while title.focus != "Load":  # a walnut button
        d.key(pygame.K_TAB)
    _ringed(d, rings, next(b.rect for b in title.buttons if b.focus))
    while title.focus != "Settings":
        d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    settings = d.top
    assert isinstance(settings, SettingsScene)
    d.key(pygame.K_DOWN)  # a row of the dark dialog
    _ringed(d, rings, settings.arrows[0][0].union(settings.arrows[1][0]))
    d.key(pygame.K_ESCAPE)
    title.set_focus(SHOWN[0])
    d.key(pygame.K_RETURN)
    setup = d.top
    assert isinstance(setup, Setup)
    d.key(pygame.K_TAB)  # an arrow on its panel
    _ringed(d, rings, setup.focusable()[0][0])
    while setup.focus is None or setup.focusable()[setup.focus][0] != setup.start.rect:
        d.key(pygame.K_TAB)
    _ringed(d, rings, setup.start.rect)  # the brass button
    t = d.start(nimmt_setup(3))
    d.settle(t)
    d.key(pygame.K_ESCAPE)
    pause = d.top
    assert isinstance(pause, Pause)
    _ringed(d, rings, pause.buttons[0].rect)  # Resume, brass, in its dialog
    d.key(pygame.K_DOWN)
    _ringed(d, rings, pause.buttons[1].rect)


@pytest.mark.parametrize("game", ["grinch", "nimmt", "gnav"])
def test_focus__a_move_made_by_any_path_lets_go_of_the_picked_card(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # the picked card's frame (and lift) outlived a move made some other way than through the
    # pick (a pass-and-play seat's made directly, as the monkey does): it stayed on the card,
    # and under a Grinch round's scores on it in an opponent's laid-open hand
    d = Driver(size=(1366, 768), seed=4)
    t = d.start(default_setup(game, 3))
    for _ in range(3000):  # to where the keys pick a card of your hand
        if t.me is not None and not t.animating:
            if game != "grinch" or t.view["phase"] == "discard":
                break
            t.act(t.me, t.legal()[0])
        d.step()
    me = t.me
    assert me is not None
    d.key(pygame.K_RIGHT)
    d.step(20)  # (raised in 0.12 s)
    picked = t.selected
    assert picked is not None
    rings = record_rings(monkeypatch)
    d.step()
    assert t.sprites[picked].rect() in [r for r, _ in rings] and t.sprites[picked].lift > 0.99, "picked"
    face = next(c["face"] for c in t.view["hands"][me] if c["id"] == picked)
    a = next((a for a in t.legal() if not a.args or a.args[0] != face), t.legal()[0])
    assert t.act(me, a)  # not through the pick
    d.settle(t)
    rings.clear()
    d.step()
    s = t.sprites.get(picked)
    assert s is None or s.rect() not in [r for r, _ in rings] and s.lift == 0.0, "the frame gone with the pick"
    d.app.close()


def test_focus__the_tables_frame_and_the_screens_ring_are_one_drawing(monkeypatch: pytest.MonkeyPatch) -> None:
    # two copies of a look drift apart: the card the keys pick and the menu's button share one function
    d = Driver(size=(1366, 768), seed=9)
    t = d.start(nimmt_setup(3), seed=1)
    d.settle(t)
    rings = record_rings(monkeypatch)
    d.key(pygame.K_RIGHT)
    d.settle(t)
    rings.clear()
    d.step()
    assert t.selected is not None
    assert t.sprites[t.selected].rect() in [r for r, _ in rings], "the picked card's frame"
    d.key(pygame.K_ESCAPE)
    rings.clear()
    d.step()
    pause = d.top
    assert isinstance(pause, Pause)
    assert pause.buttons[0].rect in [r for r, _ in rings], "the focused button's ring"


@pytest.mark.parametrize("size", [(800, 500), (1366, 768), (800, 1280), (1080, 1920), (3840, 2160)])
def test_title__the_keys_ring_round_a_lifted_tile_is_clear_of_its_neighbours_and_their_shadows(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    # at 800x1280 the ring round a second-row tile lay 9 px over the shadow of the tile above it
    from tabletop.app.scenes.title import SHADOW
    d = Driver(size=size)
    rings = record_rings(monkeypatch)
    title = d.top
    assert isinstance(title, Title)
    d.key(pygame.K_TAB)
    for _ in title.tiles:
        rings.clear()
        d.step()
        ring = rings[-1][1]
        for g, r in title.tiles.items():
            if g != title.focus:
                shadow = r.move(round(title.tile_u * SHADOW[0]), round(title.tile_u * SHADOW[1]))
                assert not ring.inflate(2, 2).colliderect(r.union(shadow)), \
                    f"the ring round {title.focus} {ring} touches {g} or its shadow {r.union(shadow)}"
        d.key(pygame.K_TAB)


@pytest.mark.parametrize("game, words", [("nimmt", "to choose their card in secret"),
                                         ("grinch", "for their turn: draw two cards, then discard one"),
                                         ("gnav", "for their turn")])
@pytest.mark.parametrize("size", [(1366, 768), (800, 500)])
def test_pass_screen__says_what_the_screen_is_passed_for(monkeypatch: pytest.MonkeyPatch, game: str, words: str,
                                                        size: tuple[int, int]) -> None:
    # the pass screen named who was next, not why: 6 nimmt!'s secret choice (one at a time
    # behind the screen) read the same as a turn; it now says it under the name, whole
    setup = default_setup(game, 2)
    for i, seat in enumerate(setup.seats):
        seat.human, seat.name = True, f"Human {i + 1}"
    d = Driver(size=size, seed=4)
    t = d.start(setup, seed=6)
    for _ in range(300):
        if isinstance(d.top, PassScreen):
            break
        d.step()
    assert isinstance(d.top, PassScreen)
    drawn = record_text(monkeypatch)
    d.step()
    said = {s: r for s, r in drawn}
    line = next((s for s in said if s.startswith(words)), None)
    assert line is not None, f"the pass screen says only {list(said)}"
    name = said[t.names[t.game.to_move(t.state)[0]]]
    screen = pygame.Rect(0, 0, *size)
    assert screen.contains(said[line]) and said[line].top >= name.bottom
    assert said[line].height >= 18, "it reads at a glance"
    d.app.close()


@pytest.mark.parametrize("scores,winners,heading", [
    ([40, 52, 47], [1], "{1} wins by 5 points!"),  # the most wins
    ([13, 9, 12], [0], "You win by 1 point!"),
    ([12, 9, 15], [1], "{1} wins by 3 points!"),  # the fewest wins (as in Gnoming A Round)
    ([30, 30, 20], [0], "You win!"),  # a tie broken otherwise: no margin to tell
])
def test_game_over__says_by_how_much_the_winner_won(
        scores: list[int], winners: list[int], heading: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # the end said only "Ada wins!": a player could not tell a narrow loss from a rout
    from tabletop.app.scenes.scores import GameOver
    from tabletop.rules import Outcome
    d = Driver(size=(1366, 768))
    t = d.start(default_setup("nimmt", 3))
    monkeypatch.setattr(t.game, "outcome", lambda state: Outcome(scores, winners))
    assert GameOver(d.app, t).heading() == heading.format(*t.names)
    d.app.close()


@pytest.mark.parametrize("size", [(1366, 768), (800, 500)])
def test_game_over__a_real_end_tells_the_margin_within_the_panel(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.app.scenes.scores import GameOver
    from test_app_driver import to_the_last_move
    d = Driver(size=size, seed=3)
    setup = default_setup("gnav", 2)
    setup.seats[0].name, setup.seats[1].level = "Maximilianne", "random"
    t = d.start(setup, seed=5)
    d.settle(t)
    seat, a = to_the_last_move(t, 2)
    assert t.act(seat, a)
    over = d.play_until(t, GameOver)
    o = t.game.outcome(t.state)
    best, rest = sorted(o.scores, reverse=True)[:2]
    if best > rest:
        assert over.heading() == f"{t.names[o.winners[0]]} wins by {ui.count(best - rest, 'point')}!"
    drawn = record_text(monkeypatch)
    d.step()
    said = [r for s, r in drawn if s.startswith(over.heading()[:8])]
    assert said and over.box.contains(said[0]), "the heading within the panel"
    d.app.close()


@pytest.mark.parametrize("size", [(1366, 768), (800, 500)])
def test_round_scores__show_what_the_round_changed_beside_each_total(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    # only the running totals were shown: what the round just played cost each
    # player ("42 ... 8": 34 points) was left to a subtraction
    d = Driver(size=size, seed=2)
    t = d.start(nimmt_setup(4), seed=3)
    board = d.play_until(t, RoundScores)
    d.click(_button(board, "Next round"))
    board = d.play_until(t, RoundScores)
    assert len(t.history) == 2
    drawn = record_text(monkeypatch)
    d.step()
    for i in range(4):
        row = next(r for s, r in drawn if s.startswith(t.names[i]))  # (the name: its row)
        total = max((r for s, r in drawn if s == ui.num(t.history[1][i]) and abs(r.centery - row.centery) <= 2),
                    key=lambda r: r.x)  # (the last column's)
        change = [r for s, r in drawn if s == ui.signed(t.history[1][i] - t.history[0][i])
                  and abs(r.centery - total.centery) <= 2 and r.left > total.right]
        assert change and board.box.contains(change[0]), f"{t.names[i]}: no change beside {total}"
    d.app.close()


def test_app_close__its_fonts_let_go_of_their_files() -> None:
    # the fonts were let go after pygame.quit, each keeping its file open: a test run's
    # process, an App a test, held 6,000 of them (at a limit of 1,024 the run would fail)
    def open_files() -> int:
        return len(os.listdir("/proc/self/fd"))
    Driver(size=(800, 500)).app.close()  # (what one App opens once in a process, opened)
    before = open_files()
    for _ in range(3):
        d = Driver(size=(1024, 600))
        d.start(default_setup("nimmt", 4))
        d.step(5)
        d.app.close()
    assert open_files() <= before + 2


def test_demo__its_table_opens_over_a_title_made_only_if_it_shows(monkeypatch: pytest.MonkeyPatch) -> None:
    # --demo made the title (reading the autosave, whose check replays every move) and laid it
    # out in the first frame, under the table that opened over it at once (as Continue had)
    from tabletop.app import run
    from tabletop.app.scenes.title import Title
    looked: list[str] = []
    monkeypatch.setattr(Title, "refresh", lambda self: looked.append("refresh"))
    assert run.run_app(demo="gnav", first_frame_only=True) == 0
    assert looked == []
