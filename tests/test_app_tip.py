"""The tip a player finds the first time they sit at a game's table (tabletop/app/tip.py):
shown once per game across runs, gone after a move or by itself, on bare cloth clear of
every card and button, never at a table of AIs alone; an older settings file loads as it is."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from tabletop import store
from tabletop.app import persist, tip, ui
from tabletop.app.main import default_setup
from tabletop.app.scenes.passscreen import PassScreen
from tabletop.app.table_base import TableScene

from test_app_driver import DT, Driver, nimmt_setup, record_rings

GAMES = ("gnoming", "grinch", "gnav", "nimmt")


def _home() -> Path:
    return Path(os.environ["TABLETOP_HOME"])


def _until_shown(d: Driver, t: TableScene, frames: int = 3000) -> None:
    """Run frames until the table's tip stands at full strength."""
    for _ in range(frames):
        if t.tip is not None and t.tip.alpha() == 255:
            return
        d.step()
    raise AssertionError("the tip never showed")


def _wait_my_turn(d: Driver, t: TableScene) -> None:
    for _ in range(3000):
        if d.top is t and t.me is not None and not t.animating:
            return
        d.step()
    raise AssertionError("never my turn")


def test_tip__shown_at_a_games_first_table_and_not_at_its_next_in_a_new_run() -> None:
    d = Driver(size=(1366, 768), tips=True)
    t = d.start(default_setup("nimmt", 4))
    assert t.tip is not None and not t.tip.begun
    _until_shown(d, t)
    assert t.tip is not None and t.tip.rect is not None
    assert t.tip.text.endswith("F1: how to play")
    shown = t.tip.rect.copy()
    # it is drawn there: the picture is not the bare cloth in its middle
    d.step()
    assert pygame.display.get_surface().get_at(shown.center)[:3] != ui.felt(t.size).get_at(shown.center)[:3]
    d.app.close()
    assert json.loads((_home() / "settings.json").read_text())["tips_seen"] == ["nimmt"]

    d = Driver(size=(1366, 768), tips=True)  # a new run, the same home
    t = d.start(default_setup("nimmt", 4))
    assert t.tip is None
    d.settle(t)
    d.step(120)
    assert t.tip is None
    other = d.start(default_setup("gnav", 2))  # another game's first table still has its own
    _until_shown(d, other)
    d.app.close()
    assert json.loads((_home() / "settings.json").read_text())["tips_seen"] == ["gnav", "nimmt"]


def test_tip__fades_out_after_the_players_first_move_made_with_the_mouse() -> None:
    d = Driver(size=(1366, 768), tips=True, seed=3)
    t = d.start(nimmt_setup(2), seed=5)
    _wait_my_turn(d, t)
    _until_shown(d, t)
    first = t.view["hands"][0][0]
    s = t.sprites[first["id"]]
    d.click((s.x, s.y))  # a double-click plays it
    d.click((s.x, s.y))
    assert [0, f"play {first['face']}"] in t.state.moves
    assert t.tip is not None and t.tip.alpha() < 255, "it fades from the move on"
    d.step(round(tip.FADE / DT) + 2)
    assert t.tip is None


def test_tip__goes_by_itself_when_no_move_is_made() -> None:
    d = Driver(size=(800, 500), tips=True, seed=3)
    t = d.start(nimmt_setup(2), seed=5)
    _until_shown(d, t)
    d.step(round((tip.SECONDS + tip.FADE / 2) / DT))  # (shown in full from FADE on)
    assert t.tip is not None and 0 < t.tip.alpha() < 255, "fading, not popping away"
    d.step(round(tip.FADE / DT))
    assert t.tip is None and t.me is not None, "gone with the move still to make"


def test_tip__waits_under_the_menu_and_is_not_spent_there() -> None:
    d = Driver(size=(1366, 768), tips=True, seed=3)
    t = d.start(nimmt_setup(2), seed=5)
    _until_shown(d, t)
    assert t.tip is not None
    age = t.tip.age
    d.key(pygame.K_ESCAPE)
    assert d.top is not t
    d.step(round(tip.SECONDS / DT) + 10)
    d.key(pygame.K_ESCAPE)
    assert d.top is t and t.tip is not None and t.tip.age < age + 0.1


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [(800, 500), (1366, 768), (1920, 1080)])
def test_tip__stands_on_bare_cloth_clear_of_every_card_and_button(game: str, size: tuple[int, int]) -> None:
    d = Driver(size=size, tips=True)
    t = d.start(default_setup(game, 2 if game == "gnav" else 4))
    _until_shown(d, t)
    assert t.tip is not None and t.tip.rect is not None
    r = t.tip.rect
    assert pygame.Rect((0, 0), size).contains(r)
    assert r.collidelist(t.card_rects() + [t.menu_button.rect, t.hint_button.rect]) < 0
    assert t.tip.px >= 14


@pytest.mark.parametrize("game", GAMES)
def test_tip__never_at_a_table_of_ais_alone(game: str) -> None:
    d = Driver(size=(800, 500), tips=True)
    t = d.start(default_setup(game, all_ai=True))
    assert t.tip is None
    d.step(240)
    assert t.tip is None
    d.app.close()
    assert d.app.settings.tips_seen == set()


def test_tip__pass_and_play_shows_it_once_for_the_game_after_the_pass_screen() -> None:
    d = Driver(size=(1366, 768), tips=True, seed=5)
    t = d.start(nimmt_setup(3, humans=2), seed=13)
    passes = shown = 0
    was = False
    for _ in range(3000):
        if isinstance(d.top, PassScreen):
            if passes == 0:  # (nothing of the table is seen before the first person sits down)
                assert t.tip is not None and not t.tip.begun
            passes += 1
            d.click((10, 10))
            continue
        now = t.tip is not None and t.tip.begun
        shown += now and not was
        was = now
        if d.top is t and t.me is not None and not t.animating and t.tip is None and len(t.state.moves) >= 3:
            break
        if d.top is t and t.me is not None and not t.animating and (t.tip is None or t.tip.alpha() == 255):
            t.act(t.me, t.legal()[0])
        d.step()
    assert passes >= 2 and shown == 1 and t.tip is None and d.app.settings.tips_seen == {"nimmt"}


def test_tip__an_older_settings_file_without_it_loads_cleanly() -> None:
    old = {k: v for k, v in store.DEFAULT_SETTINGS.items() if k != "tips_seen"}
    old["volume"] = 0.5
    (_home() / "settings.json").write_text(json.dumps(old))
    d = Driver(size=(1366, 768), tips=True)
    d.step()
    assert not d.app.notices and d.app.settings.volume == 0.5
    assert type(d.top).__name__ == "Title", "no message that the settings could not be read"
    t = d.start(default_setup("grinch", 3))
    _until_shown(d, t)
    d.app.close()
    persist.flush()
    saved = json.loads((_home() / "settings.json").read_text())
    assert saved["volume"] == 0.5 and saved["tips_seen"] == ["grinch"]
    assert store.check_settings(old) == {**old, "tips_seen": []}


@pytest.mark.parametrize("game,size", [("gnoming", (800, 500)), ("grinch", (800, 500)), ("gnav", (1366, 768)),
                                       ("nimmt", (1920, 1080))])
def test_help_button__a_click_opens_the_rules_at_how_the_table_is_played_and_esc_comes_back(
        game: str, size: tuple[int, int]) -> None:
    from tabletop.app.rules_text import AT_THE_TABLE_HEADING
    from tabletop.app.scenes.rules import RulesScene
    d = Driver(size=size, tips=True)
    t = d.start(default_setup(game, 2 if game == "gnav" else 4))
    _wait_my_turn(d, t)
    b = t.help_button.rect
    # on bare cloth, clear of every card and of the menu above it
    assert b.width > 0 and b.collidelist(t.card_rects() + [t.menu_button.rect]) < 0
    mine = [m for m in t.state.moves if m[0] in t.humans]
    d.click(b.center)
    d.step(2)
    page = d.top
    assert isinstance(page, RulesScene) and d.app.stack.scenes[-2] is t
    top = page.tops[page.paras.index(("h", AT_THE_TABLE_HEADING))]
    assert page.scroll <= top < page.scroll + page.inner.height, "opened at how the table is played"
    d.key(pygame.K_ESCAPE)
    d.step(2)
    assert d.top is t and [m for m in t.state.moves if m[0] in t.humans] == mine, "the click made no move"


@pytest.mark.parametrize("game", GAMES)
def test_help_button__tab_reaches_it_after_the_tables_own_stops_and_enter_presses_it(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Tab stepped through the cards, rows and buttons but never reached the "?" button
    from tabletop.app.scenes.rules import RulesScene
    d = Driver(size=(1366, 768))
    t = d.start(default_setup(game, 2 if game == "gnav" else 4))
    _wait_my_turn(d, t)
    n = t.tab_place()[1]
    assert n > 0, "the table has stops of its own to step through"
    for _ in range(n + 1):
        if t.help_button.focus:
            break
        d.key(pygame.K_TAB)
    assert t.help_button.focus and t.tab_place()[0] in (n - 1, None), "on after the table's last stop"
    rings = record_rings(monkeypatch)
    d.step()
    assert [r for r, _ in rings] == [t.help_button.rect], "the focus ring on it, and on nothing else"
    d.key(pygame.K_TAB)
    assert not t.help_button.focus and t.tab_place()[0] == 0, "round to the first stop"
    shift_tab = dict(key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode="", scancode=0)
    d.post(pygame.KEYDOWN, **shift_tab)
    assert t.help_button.focus, "Shift+Tab from the first stop goes back to it"
    d.post(pygame.KEYDOWN, **shift_tab)
    assert not t.help_button.focus and t.tab_place()[0] == n - 1, "and on back to the last"
    d.key(pygame.K_TAB)
    moves = len(t.state.moves)
    d.key(pygame.K_RETURN)
    d.step(2)
    assert isinstance(d.top, RulesScene) and len(t.state.moves) == moves, "Enter pressed it, and made no move"


def test_tip__fades_as_a_card_is_taken_in_hand_and_never_brightens_as_it_goes() -> None:
    d = Driver(size=(1366, 768), tips=True, seed=3)
    t = d.start(nimmt_setup(2), seed=5)
    _wait_my_turn(d, t)
    for _ in range(3000):  # half faded in
        if t.tip is not None and t.tip.alpha() >= 128:
            break
        d.step()
    assert t.tip is not None and t.tip.alpha() < 255
    s = t.sprites[t.view["hands"][0][0]["id"]]
    alphas = [t.tip.alpha()]
    d.post(pygame.MOUSEBUTTONDOWN, pos=(round(s.x), round(s.y)), button=1)
    for k in range(1, 41):
        d.post(pygame.MOUSEMOTION, pos=(round(s.x), round(s.y) - 6 * k), rel=(0, -6), buttons=(1, 0, 0))
        assert t.drag.holding
        alphas.append(t.tip.alpha() if t.tip is not None else 0)
    assert alphas == sorted(alphas, reverse=True) and alphas[-1] == 0, alphas


def test_tip__fades_as_a_refused_move_is_told() -> None:
    # a refused move's reason takes the status line's place, two or three lines at 800x500,
    # where the tip was found room beside a line of one: it ran under the tip
    d = Driver(size=(800, 500), tips=True)
    t = d.start(default_setup("gnav", 2))
    _wait_my_turn(d, t)
    _until_shown(d, t)
    d.key(pygame.K_k)  # Keep, with no card drawn: told why not
    assert t.refused() is not None
    d.step(round(tip.FADE / DT) + 2)
    assert t.tip is None or t.tip.alpha() == 0
    d.app.close()


@pytest.mark.parametrize("game,players,size", [("gnoming", 5, (800, 500)), ("gnoming", 5, (1366, 768)),
                                               ("gnoming", 7, (1600, 620)), ("grinch", 6, (800, 500)),
                                               ("nimmt", 10, (800, 500))])
def test_help_button__stands_on_bare_cloth(game: str, players: int, size: tuple[int, int],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # with 5 players Gnoming's right column of seat boxes began under the "?" (at 800x500 14 px of it)
    d = Driver(size=size)
    t = d.start(default_setup(game, players))
    d.settle(t)
    monkeypatch.setattr(t.help_button, "draw", lambda surf: None)
    picture = pygame.Surface(size)
    t.draw(picture)
    felt, r = ui.felt(size), t.help_button.rect
    drawn = [(x, y) for x in range(r.left, r.right) for y in range(r.top, r.bottom)
             if max(abs(a - b) for a, b in zip(picture.get_at((x, y))[:3], felt.get_at((x, y))[:3])) > 8]
    assert not drawn, f"{len(drawn)} pixels of the table under the button"
