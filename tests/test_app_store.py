"""Saves, resume, settings and statistics through the real app: play in the
real table scene, tear the app down, start it again on the same
TABLETOP_HOME, press Continue with a real click and find the same state and
the same picture; bad files give the message and the app goes on."""
from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop import store
from tabletop.app import persist, ui
from tabletop.app.main import App, SeatSetup, Settings, default_setup
from tabletop.app.scenes.message import Message
from tabletop.app.scenes.passscreen import PassScreen
from tabletop.app.scenes.pause import Pause
from tabletop.app.scenes.saves import SaveAs, Saves
from tabletop.app.scenes.scores import GameOver, RoundScores
from tabletop.app.scenes.settings import SettingsScene
from tabletop.app.scenes.setup import Setup
from tabletop.app.scenes.stats import StatsScene
from tabletop.app.scenes.title import Title
from tabletop.app.table_base import TableScene

from test_app_driver import (Driver, nimmt_setup, record_drawn, record_rects, record_sized, record_text,
                             to_the_last_move)


@pytest.fixture
def home() -> Path:
    """The test's own TABLETOP_HOME (tests/conftest.py)."""
    return Path(os.environ["TABLETOP_HOME"])


def _button(scene: Any, label: str) -> Any:
    return next(b for b in scene.buttons if b.label == label)


def _setup(game: str, players: int, humans: int = 1) -> Any:
    s = default_setup(game, players)
    for i, seat in enumerate(s.seats):
        seat.level = "random"
        if i < humans:
            s.seats[i] = SeatSetup(f"Human {i + 1}", True)
    s.starter = 1  # someone else starts: the save must keep who sat where
    return s


def _human_move(d: Driver, t: TableScene, rng: random.Random) -> None:
    """One move of the human whose turn it is: a real drag in 6 nimmt!, the
    table's act (the end of every input path) in the others."""
    me = t.me
    assert me is not None
    if t.game.id == "nimmt" and t.view["phase"] == "choose":
        card = t.view["hands"][me][0]["id"]
        s = t.sprites[card]
        moves = len(t.state.moves)
        d.drag((s.x, s.y), t.mid.center)
        assert len(t.state.moves) > moves, "the drop played the card"
        return
    assert t.act(me, rng.choice(t.legal(me)))


def _play(d: Driver, t: TableScene, moves: int, seed: int = 0) -> None:
    """Play until the game has at least `moves` moves and it is a human's
    turn again, with everything at rest."""
    rng = random.Random(seed)
    for _ in range(20000):
        top = d.top
        if isinstance(top, RoundScores) and not isinstance(top, GameOver):
            d.key(pygame.K_RETURN)
            continue
        if isinstance(top, PassScreen):
            d.click((10, 10))
            continue
        if top is t and not t.animating and t.me is not None and not t.tickets:
            if len(t.state.moves) >= moves:
                return
            _human_move(d, t, rng)
            continue
        d.step()
    raise AssertionError("the game never came back to a human")


def _picture(t: TableScene) -> dict[int, tuple[Any, ...]]:
    """Every card sprite's place and face, once everything has settled."""
    t.finish()
    return {cid: (round(s.x, 1), round(s.y, 1), round(s.w, 1), round(s.angle, 1), s.face, round(s.sx, 2))
            for cid, s in t.sprites.items()}


def _restart(d: Driver) -> Driver:
    """Close the app (as the window's close button does) and start it again,
    with a long AI pause so no AI seat moves before the picture is compared."""
    d.app.close()
    d = Driver(seed=99)
    d.app.ai_pause = 30.0
    return d


def test_continue__after_the_title_was_shown_a_moment_makes_no_faces_on_the_first_frame(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Continue's table rasterised the faces of its first frame (hand and rows) on the frame
    # thread as it opened; now the title has them made while it is shown
    import threading
    import time
    from tabletop.app import cards, sprites
    d = Driver(seed=1, size=(1920, 1080))
    t = d.start(_setup("nimmt", 4), seed=17)
    _play(d, t, 6)
    d = _restart(d)
    d.app.resize((1920, 1080))
    sprites.CARDS.clear()
    cards.COMPOSITES.clear()
    made: list[str] = []
    rasterise = sprites._rasterise

    def spy(*args: Any, **kw: Any) -> pygame.Surface:
        made.append(threading.current_thread().name)
        return rasterise(*args, **kw)
    monkeypatch.setattr(sprites, "_rasterise", spy)
    title = d.top
    assert isinstance(title, Title)
    end = time.perf_counter() + 20
    d.step()
    while (title.coming is None or title.coming.warm) and time.perf_counter() < end:
        d.step()
        time.sleep(0.005)
    assert "tabletop-faces" in made  # (the title's own tiles are drawn on the frame thread)
    made.clear()
    d.click(_button(title, "Continue").rect.center)
    assert isinstance(d.top, TableScene)
    assert all(getattr(s, "coming", None) is None for s in d.app.stack.scenes), "none kept under the game"
    d.step()
    assert made.count("MainThread") <= 2, f"the first frame made {made.count('MainThread')} faces itself"
    d.app.close()


def test_continue__its_table_is_laid_out_on_the_title_a_slice_of_an_idle_frame_at_a_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Continue's Gnoming table was laid out in one idle frame of the title (9-13 ms: the sizes its seat
    # boxes' figures fit at), the title's slice of drawing its screens ahead on top; with each piece of
    # type made taking a pretended millisecond, no frame takes much more than its share
    d = Driver(seed=1)
    t = d.start(_setup("gnoming", 4), seed=17)
    _play(d, t, 4)
    d = _restart(d)
    d.app.resize((1366, 768))
    title = d.top
    assert isinstance(title, Title) and title.autosave is not None
    made: list[object] = []
    for name in ("__init__", "render"):  # (every piece of type made: a size of the type, a line rendered)
        def spy(self: ui.Type, first: Any, *args: Any, real: Any = getattr(ui.Type, name)) -> Any:
            made.append(first)
            return real(self, first, *args)
        monkeypatch.setattr(ui.Type, name, spy)
    monkeypatch.setattr(ui, "perf_counter", lambda: len(made) / 1000, raising=False)
    for cached in (ui.font, ui.text, ui.fit_px, ui.fit, ui.fit_lines):
        cached.cache_clear()  # (as in a new run: what was drawn before made no type here)
    d.step()  # (the title itself)
    counts = []
    while not all((k, title.size) in title.prepared for k in title.ahead()):  # (made once it is laid out)
        before = len(made)
        d.app.step(1 / 60)
        counts.append(len(made) - before)
        assert len(counts) < 300, "Continue's table was never laid out"
    assert title.coming is not None
    assert 0 < max(counts) <= ui.AHEAD_MS + 1, counts
    d.app.close()


@pytest.mark.parametrize("game,players", [("nimmt", 4), ("gnoming", 3), ("grinch", 3), ("gnav", 2)])
def test_continue__resumes_every_game_with_the_same_state_and_picture(game: str, players: int,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver(seed=1)
    t = d.start(_setup(game, players), seed=17)
    _play(d, t, 6)
    d.settle(t)
    dump, picture, history = t.game.dumps(t.state), _picture(t), list(t.history)
    names, levels, humans = t.names, t.levels, t.humans
    assert len(t.state.moves) >= 6
    d = _restart(d)
    title = d.top
    assert isinstance(title, Title)
    drawn = record_text(monkeypatch)
    d.step()
    caption = f"{t.game.name} \u00b7 {players} players"  # which game Continue picks up
    assert any(s == caption and r.top >= _button(title, "Continue").rect.bottom for s, r in drawn)
    d.click(_button(title, "Continue").rect.center)
    t2 = d.top
    assert isinstance(t2, TableScene) and t2 is not t
    assert t2.game.dumps(t2.state) == dump
    assert (t2.names, t2.levels, t2.humans) == (names, levels, humans)
    assert t2.history == history
    assert _picture(t2) == picture
    # and it goes on: the AI seats play and the human can move again
    d.app.ai_pause = 0.05
    t2.ai_wait = 0.0
    _play(d, t2, len(t2.state.moves) + 2, seed=5)
    d.app.close()


def test_continue__keeps_the_score_history_of_finished_rounds() -> None:
    d = Driver(seed=15, anim="off")
    t = d.start(_setup("nimmt", 2), seed=6)
    for _ in range(40):
        _play(d, t, len(t.state.moves) + 1)
        if t.history:
            break
    history = list(t.history)
    assert history, "a round ended"
    d = _restart(d)
    d.click(_button(d.top, "Continue").rect.center)
    assert d.table().history == history
    d.app.close()


def test_continue__pass_and_play_resumes_behind_the_pass_screen() -> None:
    d = Driver(seed=2)
    t = d.start(nimmt_setup(3, humans=2), seed=4)
    _play(d, t, 4)
    dump = t.game.dumps(t.state)
    d = _restart(d)
    d.click(_button(d.top, "Continue").rect.center)
    assert isinstance(d.top, PassScreen), "no hand shows before the screen is passed"
    assert d.table().game.dumps(d.table().state) == dump
    d.click((10, 10))
    t2 = d.table()
    assert d.top is t2 and t2.viewer in t2.humans
    d.app.close()


def test_continue__hidden_without_an_autosave(home: Path) -> None:
    d = Driver(seed=3)
    assert "Continue" not in [b.label for b in d.top.buttons]
    assert not (home / "saves" / "autosave.json").exists()
    d.app.close()


def test_autosave__an_all_ai_table_leaves_the_autosave_alone(home: Path) -> None:
    d = Driver(seed=4)
    t = d.start(default_setup("gnav", 2, all_ai=True), seed=3)
    d.step(200)
    assert len(t.state.moves) > 0
    persist.flush()
    assert not (home / "saves" / "autosave.json").exists()
    d.app.close()


def test_corrupt_autosave__shows_the_message_and_the_title_still_works(home: Path) -> None:
    d = Driver(seed=5)
    t = d.start(_setup("nimmt", 3), seed=8)
    _play(d, t, 3)
    d.app.close()
    path = home / "saves" / "autosave.json"
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])  # a torn write
    (home / "saves" / "autosave.json.bak").unlink(missing_ok=True)
    d = Driver(seed=6)
    d.step()
    msg = d.top
    assert isinstance(msg, Message)
    [kept] = list((home / "saves").glob("autosave.json.bad-*"))  # the bad file moved aside, not overwritten
    assert msg.text == (f"Your game in progress could not be read: its file was damaged. It was kept as "
                        f"{kept.name}. A new game can start.")
    d.click(msg.buttons[0].rect.center)
    title = d.top
    assert isinstance(title, Title) and "Continue" not in [b.label for b in title.buttons]
    d.click(title.tiles["gnav"].center)
    assert isinstance(d.top, Setup)
    d.app.close()


def test_corrupt_settings__message_and_defaults(home: Path) -> None:
    (home / "settings.json").write_text('{"version": 1, "volume": "loud"}')
    d = Driver(seed=7)
    d.step()
    assert isinstance(d.top, Message) and d.top.text.startswith("Your settings could not be read: its file was damaged. "
                                                             "It was kept as settings.json.bad-")
    assert d.top.text.endswith("The usual settings are used.")
    s, default = d.app.settings, Settings()  # (the driver sets the animation speed itself)
    assert (s.volume, s.muted, s.fullscreen) == (default.volume, default.muted, default.fullscreen)
    d.app.close()


def test_damaged_part__the_app_keeps_the_rest_of_the_settings_and_statistics_and_says_what_was_reset(
        home: Path) -> None:
    # one bad saved setup lost the volume, the window size and every other setup; one game's bad
    # record lost every game's statistics
    nimmt = {"players": 5, "seats": ["human", "hard", "easy", "normal", "hard"], "names": ["Ann", "B", "C", "D", "E"],
             "variant": "logic", "first": 2}
    (home / "settings.json").write_text(json.dumps({
        **store.DEFAULT_SETTINGS, "volume": 0.3, "window": [1100, 700],
        "setups": {"nimmt": nimmt, "gnav": {**nimmt, "players": 9}}}))
    stats = store.record_game(store.empty_stats(), "nimmt", 0, [5, 3], [0], ["human", "easy"], uid="n1")
    stats = store.record_game(stats, "gnav", 0, [9, 4], [0], ["human", "hard"], uid="g1")
    stats["games"]["gnav"]["best"] = "x"
    (home / "statistics.json").write_text(json.dumps(stats))
    d = Driver(seed=31)
    d.step()
    told = []
    while isinstance(d.top, Message):
        told.append(d.top.text)
        d.key(pygame.K_RETURN)
    [bad_settings] = [p.name for p in home.glob("settings.json.bad-*")]
    [bad_stats] = [p.name for p in home.glob("statistics.json.bad-*")]
    assert told == [f"Your settings could not all be read: its file was damaged. It was kept as {bad_settings}. "
                    "Tabletop reset the setup of Gnav, and kept everything else.",
                    f"Your statistics could not all be read: its file was damaged. It was kept as {bad_stats}. "
                    "Tabletop reset the statistics of Gnav, and kept everything else."], "each told once"
    assert d.app.settings.volume == 0.3 and store.load_settings()[0]["window"] == [1100, 700]
    assert persist.setup_to_store(d.app.setups["nimmt"]) == nimmt and "gnav" not in d.app.setups
    d.click(d.top.tiles["gnav"].center)
    assert isinstance(d.top, Setup) and d.top.setup.players == 2, "Gnav set up as it starts"
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Statistics").rect.center)
    assert isinstance(d.top, StatsScene) and [r["game"] for r in d.top.rows] == ["6 nimmt!"]
    d.app.close()


# parts a newer Tabletop wrote: a setting, a game's setup and another game's statistics this
# one does not know, and one of each that this one could not make sense of even if it knew them
NEWER_SETTINGS = {"colour_blind": True, "panel": {"side": "left", "size": [3, None]}}
NEWER_SETUPS = {"skat": {"players": 3, "seats": ["human", "hard", "hard"], "deal": "fast"}, "whist": "??"}
NEWER_STATS = {"achievements": ["first win"], "games": {"skat": {"played": 3, "fastest": 41}, "whist": [None]}}


def test_settings__parts_a_newer_version_wrote_are_kept_as_they_were_when_a_setting_changes(home: Path) -> None:
    # they were dropped: the file was taken for a damaged one, told of and moved aside, and
    # written anew without them; back at the newer version, they were gone
    before = {**store.DEFAULT_SETTINGS, "volume": 0.5, "window": [1000, 620],
              "setups": {"gnav": {"players": 2, "seats": ["human", "hard"], "names": ["Ann", "Bo"],
                                  "variant": "standard", "first": 1}, **NEWER_SETUPS}, **NEWER_SETTINGS}
    (home / "settings.json").write_text(json.dumps(before))
    d = Driver(seed=8)
    d.step()
    assert isinstance(d.top, Title), "nothing to tell"
    assert d.app.settings.volume == 0.5 and list(d.app.setups) == ["gnav"]
    d.click(_button(d.top, "Settings").rect.center)
    d.click(d.top.arrows[0][0].center)  # the volume down a step
    d.click(d.top.done.rect.center)
    d.app.close()
    after = json.loads((home / "settings.json").read_text())
    assert after["volume"] == pytest.approx(0.4), "the volume changed"
    assert {k: after[k] for k in NEWER_SETTINGS} == NEWER_SETTINGS and after["setups"] == before["setups"], \
        "the parts it does not know as they were"
    assert not list(home.glob("settings.json.bad-*")) and store.load_settings()[1] is None


def test_statistics__a_newer_versions_game_is_kept_as_it_was_when_a_game_is_recorded(home: Path) -> None:
    # the file was taken for a damaged one ("unknown game"), moved aside and written anew with
    # the known games alone: the other game's statistics were gone at the newer version
    before = store.record_game(store.empty_stats(), "nimmt", 0, [5, 3], [0], ["human", "easy"], uid="n1")
    before = {**before, **NEWER_STATS, "games": {**before["games"], **NEWER_STATS["games"]}}
    (home / "statistics.json").write_text(json.dumps(before))
    d = Driver(seed=9, anim="off")
    d.step()
    assert isinstance(d.top, Title), "nothing to tell"
    t = d.start(_setup("gnav", 2), seed=6)
    _play_to_the_end(d, t)
    persist.flush()
    after = json.loads((home / "statistics.json").read_text())
    assert after["games"]["gnav"]["played"] == 1 and after["counted"] == ["n1", t.uid]
    assert {k: v for k, v in after.items() if k not in ("counted", "games")} == {
        k: v for k, v in before.items() if k not in ("counted", "games")}
    assert {g: r for g, r in after["games"].items() if g != "gnav"} == before["games"], "every other game as it was"
    d.click(_button(d.top, "Back to title").rect.center)
    d.click(_button(d.top, "Statistics").rect.center)
    assert isinstance(d.top, StatsScene) and [r["game"] for r in d.top.rows] == ["6 nimmt!", "Gnav"]
    assert not list(home.glob("statistics.json.bad-*")) and store.load_stats()[1] is None
    d.app.close()


def test_settings__a_first_run_starts_from_the_documented_defaults(home: Path) -> None:
    # the volume was 70 % on a first run, 80 % in the settings file's defaults
    app = App(seed=29)
    assert not (home / "settings.json").exists()
    assert app.sounds.volume == store.DEFAULT_SETTINGS["volume"]
    app.save_settings()
    app.close()  # (saves are written in the background until then)
    saved = json.loads((home / "settings.json").read_text())
    keys = ("volume", "muted", "anim_speed", "fullscreen")
    assert {k: saved[k] for k in keys} == {k: store.DEFAULT_SETTINGS[k] for k in keys}


def test_settings__survive_a_restart(home: Path) -> None:
    d = Driver(seed=8)
    d.click(_button(d.top, "Settings").rect.center)
    s = d.top
    assert isinstance(s, SettingsScene)
    volume = d.app.settings.volume
    dec_volume = s.arrows[0][0]
    dec_anim = s.arrows[4][0]
    d.click(dec_volume.center)
    d.click(dec_anim.center)
    changed = (d.app.settings.volume, d.app.settings.anim)
    assert changed[0] == pytest.approx(volume - 0.1)
    d.click(s.done.rect.center)
    d.app.resize((1000, 620))
    # a game started: its setup is remembered (5 players, the last one human)
    d.click(d.top.tiles["nimmt"].center)
    setup = d.top
    assert isinstance(setup, Setup)
    inc_players = setup.controls[1][0]
    d.click(inc_players.center)
    n = setup.setup.players
    d.click(setup.seat_rows[-1][2].center)  # the last seat's Human/AI switch
    d.click(setup.start.rect.center)
    assert isinstance(d.top, TableScene)
    d.app.close()
    app = App(seed=1, inline_ai=True)  # no size given: the remembered window
    try:
        assert app.settings.volume == pytest.approx(changed[0]) and app.settings.anim == changed[1]
        assert app.window.get_size() == (1000, 620)
        app.to_title()
        app.step(0)
        app.stack.top.choose("nimmt")
        remembered = app.stack.top.setup
        assert remembered.players == n and remembered.seats[-1].human
        assert json.loads((home / "settings.json").read_text())["setups"]["nimmt"]["players"] == n
    finally:
        app.close()


def _play_to_the_end(d: Driver, t: TableScene) -> GameOver:
    rng = random.Random(3)
    for _ in range(200000):
        top = d.top
        if isinstance(top, GameOver):
            return top
        if isinstance(top, RoundScores):
            d.key(pygame.K_RETURN)
            continue
        if top is t and t.me is not None and not t.animating:
            assert t.act(t.me, rng.choice(t.legal()))
            continue
        d.step()
    raise AssertionError("the game did not end")


def test_statistics__recorded_at_game_over_and_shown(home: Path) -> None:
    d = Driver(seed=9, anim="off")
    t = d.start(_setup("gnav", 2), seed=6)
    _play_to_the_end(d, t)
    persist.flush()
    out = t.game.outcome(t.state)
    stats, msg = store.load_stats()
    assert msg is None
    st = stats["games"]["gnav"]
    won = t.humans[0] in out.winners
    assert (st["played"], st["won"], st["best"]) == (1, int(won), out.scores[t.humans[0]])
    assert st["vs"]["random"] == [1, 0] if won else [0, 1]
    assert not (home / "saves" / "autosave.json").exists(), "a finished game leaves no autosave"
    d.click(_button(d.top, "Back to title").rect.center)
    title = d.top
    assert "Continue" not in [b.label for b in title.buttons]
    d.click(_button(title, "Statistics").rect.center)
    scene = d.top
    assert isinstance(scene, StatsScene) and scene.rows[0]["played"] == "1"
    # the reset asks first: Cancel keeps them, Reset forgets them
    d.click(_button(scene, "Reset").rect.center)
    d.click(_button(d.top, "Cancel").rect.center)
    assert d.top is scene and scene.rows
    d.click(_button(scene, "Reset").rect.center)
    d.key(pygame.K_RETURN)  # Enter is Cancel too: forgetting them all is never the default
    assert d.top is scene and scene.rows and store.load_stats()[0]["games"]
    d.click(_button(scene, "Reset").rect.center)
    d.click(_button(d.top, "Reset").rect.center)
    assert d.top is scene and scene.rows == []
    assert store.load_stats()[0]["games"] == {}
    assert not _button(scene, "Reset").enabled, "nothing left to reset"
    d.app.close()


def test_statistics__reset_is_disabled_while_nothing_is_recorded(home: Path) -> None:
    # a fresh home offered Reset, which asked to forget nothing
    d = Driver(seed=9)
    d.click(_button(d.top, "Statistics").rect.center)
    scene = d.top
    assert isinstance(scene, StatsScene) and scene.rows == []
    reset = _button(scene, "Reset")
    assert not reset.enabled
    d.click(reset.rect.center)
    assert d.top is scene, "no question asked"
    for _ in range(3):
        d.key(pygame.K_TAB)
        assert not reset.focus, "the keys pass it by"
    d.app.close()


def test_statistics__a_disabled_button_looks_disabled_as_a_whole_and_the_pointer_does_not_light_it(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Reset greyed only its face: its bright edge, drop shadow and cream label still looked live
    from tabletop.app import ui
    d = Driver(seed=9)
    d.click(_button(d.top, "Statistics").rect.center)
    scene, reset, back = d.top, _button(d.top, "Reset"), _button(d.top, "Back")
    labels: list[tuple[str, tuple[int, ...]]] = []
    real = ui.blit_text

    def spy(surf: pygame.Surface, s: str, px: int, colour: tuple[int, ...], *args: Any, **kw: Any) -> pygame.Rect:
        labels.append((s, tuple(colour)))
        return real(surf, s, px, colour, *args, **kw)
    monkeypatch.setattr(ui, "blit_text", spy)
    edges = record_rects(monkeypatch, ui.EDGE)
    shadows = record_rects(monkeypatch, (12, 30, 22))
    d.step()
    face = d.app.window.get_at((reset.rect.x + 6, reset.rect.centery))
    assert (("Back", ui.INK) in labels) and ("Reset", ui.CREAM) not in labels
    assert ("Reset", ui.OFF_LABEL) in labels
    assert [r for r, _ in edges if r == back.rect] and not [r for r, _ in edges if r == reset.rect]
    assert not [r for r, _ in shadows if r.colliderect(reset.rect)], "no drop shadow: it does not stand up"
    # hovered, then pressed: it looks just the same and nothing happens
    d.post(pygame.MOUSEMOTION, pos=reset.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    assert d.app.window.get_at((reset.rect.x + 6, reset.rect.centery)) == face
    d.post(pygame.MOUSEBUTTONDOWN, pos=reset.rect.center, button=1)
    assert d.app.window.get_at((reset.rect.x + 6, reset.rect.centery)) == face
    d.post(pygame.MOUSEBUTTONUP, pos=reset.rect.center, button=1)
    assert d.top is scene
    d.app.close()


def test_statistics__pass_and_play_is_not_recorded(home: Path) -> None:
    d = Driver(seed=10, anim="off")
    t = d.start(_setup("gnav", 2, humans=2), seed=2)
    for _ in range(100000):
        if isinstance(d.top, GameOver):
            break
        if isinstance(d.top, PassScreen):
            d.key(pygame.K_RETURN)
        elif d.top is t and t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        else:
            d.step()
    assert t.over
    persist.flush()
    assert store.load_stats()[0]["games"] == {}
    d.app.close()


def test_save_as_and_load__round_trip_from_the_pause_menu() -> None:
    d = Driver(seed=11)
    t = d.start(_setup("grinch", 3), seed=12)
    _play(d, t, 4)
    d.key(pygame.K_ESCAPE)
    pause = d.top
    assert isinstance(pause, Pause)
    d.click(_button(pause, "Save as").rect.center)
    dialog = d.top
    assert isinstance(dialog, SaveAs)
    d.post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    for ch in "my game":
        d.post(pygame.TEXTINPUT, text=ch)
    d.click(_button(dialog, "Save").rect.center)
    assert isinstance(d.top, Message) and "my game" in d.top.text
    saved = t.game.dumps(t.state)
    d.key(pygame.K_RETURN)  # the message
    d.key(pygame.K_ESCAPE)  # the pause menu
    _play(d, t, len(t.state.moves) + 3)
    assert t.game.dumps(t.state) != saved
    d.app.to_title()
    d.step()
    d.click(_button(d.top, "Load").rect.center)
    saves = d.top
    assert isinstance(saves, Saves) and [r[0] for r in saves.rows] == ["my game"]
    d.click(saves.rows[0][2].rect.center)
    assert isinstance(d.top, Message), "the game left at the title is still unfinished"
    d.click(_button(d.top, "Let it go").rect.center)
    t2 = d.top
    assert isinstance(t2, TableScene) and t2.game.dumps(t2.state) == saved
    d.app.close()


def test_saves__newest_first_and_delete_asks_first() -> None:
    d, t = _saved_as("older", "newer", seed=12)
    os.utime(store.save_path("older"), (1, 1))
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Load").rect.center)
    saves = d.top
    assert [r[0] for r in saves.rows] == ["newer", "older"]
    d.click(saves.rows[0][3].rect.center)  # Delete
    d.key(pygame.K_ESCAPE)  # Cancel is the safe answer
    assert [r[0] for r in saves.rows] == ["newer", "older"]
    d.click(saves.rows[0][3].rect.center)
    d.click(_button(d.top, "Delete").rect.center)
    assert [r[0] for r in saves.rows] == ["older"] and not store.save_path("newer").exists()
    d.app.close()


def test_saves__enter_in_the_delete_confirm_cancels_and_delete_takes_a_click_or_the_focus() -> None:
    # a permanent delete is never the default: Enter answered Delete
    d, t = _saved_as("older", "newer", seed=12)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Load").rect.center)
    saves = d.top
    d.click(saves.rows[0][3].rect.center)  # Delete
    ask = d.top
    assert isinstance(ask, Message) and [b.label for b in ask.buttons if b.focus] == ["Cancel"]
    assert [b.label for b in ask.buttons if b.primary] == ["Cancel"]
    d.key(pygame.K_RETURN)
    assert d.top is saves and [r[0] for r in saves.rows] == ["newer", "older"]
    d.click(saves.rows[0][3].rect.center)
    d.key(pygame.K_TAB)  # the focus moves to Delete: Enter then deletes
    d.key(pygame.K_RETURN)
    assert d.top is saves and [r[0] for r in saves.rows] == ["older"]
    d.click(saves.rows[0][3].rect.center)
    d.click(_button(d.top, "Delete").rect.center)
    assert d.top is saves and saves.rows == []
    d.app.close()


def test_load__a_save_whose_moves_do_not_replay_gives_the_message() -> None:
    d = Driver(seed=13)
    t = d.start(_setup("nimmt", 3), seed=2)
    _play(d, t, 2)
    rec = persist.game_record(t)
    rec["moves"].append([0, "play 999"])
    store.save_game("broken", rec)
    d.app.to_title()
    d.step()
    d.click(_button(d.top, "Load").rect.center)
    saves = d.top
    d.click(saves.rows[0][2].rect.center)
    assert isinstance(d.top, Message) and d.top.text.startswith("The save \u201cbroken\u201d could not be read: ")
    assert "damaged" in d.top.text and saves.rows == []
    d.app.close()


def test_statistics__a_corrupt_file_is_told_once_at_start_and_the_table_is_empty(home: Path) -> None:
    # a damaged statistics file was told only when Statistics was opened
    (home / "statistics.json").write_text('{"version": 1, "games": {"nimmt": {"played": -4}}}')
    d = Driver(seed=14)
    d.step()
    msg = d.top
    assert isinstance(msg, Message) and msg.text.startswith("Your statistics could not be read: ")
    assert list(home.glob("statistics.json.bad-*")), "moved aside, not overwritten"
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, Title)
    d.click(_button(d.top, "Statistics").rect.center)
    assert isinstance(d.top, StatsScene) and d.top.rows == [], "told once: not again here"
    d.app.close()


def test_autosave__a_new_deal_replaces_the_game_left_behind() -> None:
    d = Driver(seed=16)
    t = d.start(_setup("nimmt", 3), seed=3)
    _play(d, t, 3)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Restart").rect.center)
    d.click(_button(d.top, "Let it go").rect.center)
    t2 = d.table()
    assert t2 is not t and t2.seed != t.seed
    dump = t2.game.dumps(t2.state)  # the new deal, at most an AI card into it
    d = _restart(d)
    d.click(_button(d.top, "Continue").rect.center)
    resumed = d.table()
    assert resumed.seed == t2.seed and resumed.game.dumps(resumed.state) == dump
    d.app.close()


def test_settings__fullscreen_survives_a_restart() -> None:
    d = Driver(seed=17)
    d.key(pygame.K_F11)
    assert d.app.settings.fullscreen and d.app.window.get_flags() & pygame.FULLSCREEN
    d.app.close()
    d = Driver(seed=18)
    assert d.app.settings.fullscreen and d.app.window.get_flags() & pygame.FULLSCREEN
    d.key(pygame.K_F11)
    d.app.close()
    d = Driver(seed=19)
    assert not d.app.settings.fullscreen and not d.app.window.get_flags() & pygame.FULLSCREEN
    d.app.close()


def test_fullscreen__a_window_resized_from_outside_is_laid_out_anew() -> None:
    # a window manager that resizes a fullscreen window (or takes it out of
    # fullscreen itself): the app went on drawing the old size, clipped
    d = Driver(seed=20)
    t = d.start(_setup("nimmt", 4), seed=2)
    d.key(pygame.K_F11)
    assert d.app.settings.fullscreen
    pygame.display.set_mode((1100, 700), pygame.RESIZABLE)  # what the system did, unasked
    d.post(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700)
    assert d.app.size == (1100, 700) and t.size == (1100, 700)
    d.settle(t)
    hand = [t.sprites[c["id"]] for c in t.view["hands"][0]]
    assert t.misplaced() == [] and all(pygame.Rect(0, 0, 1100, 700).contains(s.rect()) for s in hand)
    d.app.close()


PLAYER = """
import random, sys
from tabletop.app import persist
from tabletop.app.main import App, default_setup
from tabletop.app.scenes.setup import table_for
app = App(size=(1024, 640), seed=1, inline_ai=True, ai_pause=0.0)
app.settings.anim = "off"
setup = default_setup("nimmt", 4)
for seat in setup.seats[1:]:
    seat.level = "random"
app.to_title()
t = table_for("nimmt")(app, setup, seed=int(sys.argv[1]))
app.push(t)
rng = random.Random(0)
acted = 0
while not t.over:
    if app.stack.top is not t:
        app.pop()  # the scoreboard between rounds
    elif t.me is not None and not t.animating:
        t.act(t.me, rng.choice(t.legal()))
        acted += 1
        if acted == 5:
            persist.flush()  # (on a loaded machine the writer may lag: its fifth move is on disk first)
            print("ready", flush=True)
    app.step(1 / 60)
"""


def test_autosave__survives_killing_the_app_mid_game(home: Path) -> None:
    import signal
    import subprocess
    import sys
    import time
    rng = random.Random(8)
    for k in range(3):
        env = {**os.environ, "TABLETOP_HOME": str(home), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        p = subprocess.Popen([sys.executable, "-c", PLAYER, str(k)], stdout=subprocess.PIPE, env=env, text=True)
        try:
            assert p.stdout is not None and p.stdout.readline().strip() == "ready"
            time.sleep(rng.uniform(0.0, 0.3))
        finally:
            p.send_signal(signal.SIGKILL)
            p.wait()
        data, msg = store.load_game(store.AUTOSAVE)
        assert data is not None and data["seed"] == k, msg
        assert len(data["moves"]) >= 5 and data["seats"][0] == "human"


def test_save_as__over_another_games_save_says_what_it_holds_and_asks_first(monkeypatch: pytest.MonkeyPatch) -> None:
    # Save as quietly replaced a save of another game ("A save of this name is replaced.")
    d = Driver(seed=11)
    other = d.start(_setup("grinch", 3), seed=12)
    _play(d, other, 3)
    assert persist.save_record("mygame", persist.game_record(other)) is None
    kept = store.load_game("mygame")[0]
    d.app.pop()
    t = d.start(_setup("nimmt", 2), seed=1)
    _play(d, t, 2)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Save as").rect.center)
    dialog = d.top
    assert isinstance(dialog, SaveAs)
    d.post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    texts = record_text(monkeypatch)
    for ch in "mygame":
        d.post(pygame.TEXTINPUT, text=ch)
    game = other.game.name
    assert f"\u201cmygame\u201d already holds a game of {game}: saving replaces it." in [s for s, _ in texts]
    d.key(pygame.K_RETURN)  # Save
    ask = d.top
    assert isinstance(ask, Message) and ask.heading == "Replace \u201cmygame\u201d?"
    assert f"It holds a game of {game} (" in ask.text and "moves, saved " in ask.text
    d.key(pygame.K_RETURN)  # Cancel is the default
    assert d.top is dialog and store.load_game("mygame")[0] == kept
    d.click(_button(dialog, "Save").rect.center)
    d.click(_button(d.top, "Cancel").rect.center)
    assert d.top is dialog and store.load_game("mygame")[0] == kept
    d.click(_button(dialog, "Save").rect.center)
    d.click(_button(d.top, "Replace").rect.center)
    assert isinstance(d.top, Message) and d.top.heading == "Saved" and t.saved_as == "mygame"
    data = store.load_game("mygame")[0]
    assert data is not None and data["game"] == "nimmt"
    d.app.close()



def test_save_as__a_name_that_differs_only_in_case_is_that_save_and_asks_first() -> None:
    # "MyGame" was checked against "mygame" by exact case: no question, and on
    # Windows or macOS (names compared whatever the case) the save was replaced unasked
    d = Driver(seed=11)
    other = d.start(_setup("grinch", 3), seed=12)
    _play(d, other, 3)
    assert persist.save_record("mygame", persist.game_record(other)) is None
    d.app.pop()
    t = d.start(_setup("nimmt", 2), seed=1)
    _play(d, t, 2)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Save as").rect.center)
    for ch in "MyGame":
        d.post(pygame.TEXTINPUT, text=ch)
    d.key(pygame.K_RETURN)
    ask = d.top
    assert isinstance(ask, Message) and ask.heading == "Replace \u201cmygame\u201d?"
    d.click(_button(ask, "Replace").rect.center)
    assert isinstance(d.top, Message) and "saved as \u201cmygame\u201d" in d.top.text and t.saved_as == "mygame"
    data = store.load_game("mygame")[0]
    assert store.list_saves() == ["mygame"] and data is not None and data["game"] == "nimmt", "replaced, not beside it"
    # and it is this game's own save now, whatever the case it is typed in
    d.key(pygame.K_RETURN)
    d.click(_button(d.top, "Save as").rect.center)
    d.post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    for ch in "MYGAME":
        d.post(pygame.TEXTINPUT, text=ch)
    assert d.top.own and d.top.taken is None
    d.app.close()


def test_saves__a_dialog_over_a_menu_dims_it_well_down_and_the_list_fits_its_rows() -> None:
    # Save as left the pause menu's title and buttons bright around it, and
    # the saved games' panel stayed full height with two rows in it
    d, t = _saved_as("one", "two", seed=11, size=(1280, 720))
    d.key(pygame.K_ESCAPE)
    pause = d.top
    resume = pause.buttons[0].rect  # above where the dialog comes
    spot = (resume.x + resume.width // 10, resume.centery)  # its brass, beside the label
    before = sum(d.app.window.get_at(spot)[:3])
    d.click(_button(pause, "Save as").rect.center)
    assert isinstance(d.top, SaveAs) and not d.top.box.collidepoint(spot)
    assert sum(d.app.window.get_at(spot)[:3]) < before * 0.25, "the menu below is dimmed well down"
    d.key(pygame.K_ESCAPE)
    assert sum(d.app.window.get_at(spot)[:3]) == before
    d.click(_button(pause, "Load").rect.center)
    saves = d.top
    assert isinstance(saves, Saves) and saves.visible >= 2
    # (0.6 of the window before each row's details grew to a prompt's size)
    assert saves.box.height < 720 * 0.7, "two rows take a panel of their size"
    assert saves.close.rect.bottom <= saves.box.bottom and saves.rows[1][2].rect.bottom < saves.close.rect.top
    for k in range(3, 30):
        assert persist.save_record(f"more {k}", persist.game_record(t)) is None
    saves.refresh()
    assert 720 * 0.84 - saves.row_h < saves.box.height <= 720 * 0.84 and saves.visible < len(saves.rows), \
        "many rows: as many whole rows as 84% of the window holds, scrolled"
    d.app.close()


def test_save_as__typed_control_characters_are_dropped_and_nothing_stops() -> None:
    # found by a monkey: a NUL typed (or pasted) into the name stopped the
    # app when the field was drawn
    d = Driver(seed=11)
    t = d.start(_setup("gnav", 2), seed=12)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Save as").rect.center)
    dialog = d.top
    assert isinstance(dialog, SaveAs)
    d.post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    for chunk in ("a\x00b", "\tc\n", "\x00"):
        d.post(pygame.TEXTINPUT, text=chunk)  # each post draws a frame
    assert dialog.name.value == "abc"
    # a name with a NUL from elsewhere (a damaged file) is drawn without it
    t.names[1] = "Ad\x00a"
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    assert d.top is t
    d.step(5)


def test_title__an_autosave_that_cannot_be_read_is_told_once(home: Path) -> None:
    (home / "saves" / "autosave.json").mkdir(parents=True)  # cannot be read, nor moved aside as bad
    d = Driver(seed=21)
    d.step()
    assert isinstance(d.top, Message) and "Is a directory" in d.top.text
    d.click(d.top.buttons[0].rect.center)
    for _ in range(3):  # the title reads the autosave again each time it comes back
        d.click(_button(d.top, "Statistics").rect.center)
        assert isinstance(d.top, StatsScene)
        d.click(_button(d.top, "Back").rect.center)
        assert isinstance(d.top, Title) and "Continue" not in [b.label for b in d.top.buttons]
    d.click(d.top.tiles["gnav"].center)
    assert isinstance(d.top, Setup)
    d.app.close()


def _saved_as(*names: str, seed: int, size: tuple[int, int] = (1024, 640)) -> tuple[Driver, TableScene]:
    """A 6 nimmt! game two moves in, saved under each of `names` (in that order)."""
    d = Driver(size=size, seed=seed)
    t = d.start(_setup("nimmt", 2), seed=1)
    _play(d, t, 2)
    for name in names:
        assert persist.save_record(name, persist.game_record(t)) is None
    return d, t


def test_saves__odd_entries_in_the_saves_folder_are_listed_and_nothing_stops(home: Path) -> None:
    d, _ = _saved_as("good", seed=22)
    folder = home / "saves"
    rec = json.loads(store.save_path("good").read_text())
    (folder / "odd.json").write_text(json.dumps({**rec, "game": ["nimmt"], "players": True}))
    (folder / "a folder.json").mkdir()
    (folder / "gone.json").symlink_to(home / "nowhere.json")
    d.app.to_title()
    d.step()
    d.click(_button(d.top, "Load").rect.center)
    saves = d.top
    assert isinstance(saves, Saves)
    assert sorted(r[0] for r in saves.rows) == ["a folder", "gone", "good", "odd"]
    assert dict((r[0], r[1]) for r in saves.rows)["odd"].startswith("unknown game  \u00b7  ")
    row = next(r for r in saves.rows if r[0] == "a folder")
    d.click(row[3].rect.center)
    d.click(_button(d.top, "Delete").rect.center)
    assert isinstance(d.top, Message) and d.top.heading == "Could not delete"
    assert "Is a directory" in d.top.text
    d.key(pygame.K_RETURN)
    assert d.top is saves and "good" in [r[0] for r in saves.rows]
    d.click(next(r for r in saves.rows if r[0] == "good")[2].rect.center)
    d.click(_button(d.top, "Let it go").rect.center)  # the game played before is unfinished
    assert isinstance(d.top, TableScene)
    d.app.close()


def test_saves__a_file_name_not_in_utf8_and_names_with_lone_surrogates_show_and_load(home: Path) -> None:
    # a save's file name in another encoding (b"Caf\xe9") or a name written "\udcff" in a
    # file is a lone surrogate to Python, which the font refused: the list, or the table
    # of the game it opened, stopped the app (UnicodeEncodeError)
    d, t = _saved_as("good", seed=24)
    rec = json.loads(store.save_path("good").read_text())
    store.delete_game("good")
    (home / "saves" / os.fsdecode(b"Caf\xe9 night.json")).write_text(json.dumps({**rec, "names": ["Bj\udcf8rn", "C\ud800"]}))
    d.app.to_title()
    d.step()
    d.click(_button(d.top, "Load").rect.center)
    saves = d.top
    assert isinstance(saves, Saves) and [r[0] for r in saves.rows] == ["Caf\udce9 night"]
    d.step(2)
    d.click(saves.rows[0][2].rect.center)
    d.click(_button(d.top, "Let it go").rect.center)  # the game played before is unfinished
    table = d.top
    assert isinstance(table, TableScene) and set(table.names) == {"Bj\udcf8rn", "C\ud800"}
    d.step(30)
    assert d.top is table
    d.app.close()


def test_load__a_save_read_from_its_backup_stays_in_the_list(home: Path) -> None:
    d, t = _saved_as("trip", seed=23)
    assert persist.save_record("trip", persist.game_record(t)) is None  # the first copy is now trip.json.bak
    store.save_path("trip").write_text("{")  # the newest torn
    data, msg = store.load_game("trip")
    assert data is not None and msg is not None and "an earlier copy was used" in msg
    assert store.list_saves() == ["trip"], "the good copy took the bad file's place"
    assert store.load_game("trip") == (data, None)
    assert list((home / "saves").glob("trip.json.bad-*")), "the bad file was moved aside"
    d.app.close()


def test_table__an_autosave_that_fails_is_told_at_the_table_once(home: Path) -> None:
    d = Driver(seed=24)
    (home / "saves" / "autosave.json").mkdir(parents=True)  # every autosave now fails
    d.app.noticed.update(d.app.notices)
    d.app.notices.clear()  # (the title's own message about it is not this test's)
    t = d.start(_setup("nimmt", 3), seed=2)
    told = []
    for _ in range(6000):
        if isinstance(d.top, Message):
            assert not t.animating and not t.drag.holding, "a message waits until the cards are at rest"
            told.append(d.top.text)
            d.click(d.top.buttons[0].rect.center)
        elif len(t.state.moves) >= 8 and told:
            break
        elif d.top is t and t.me is not None and not t.animating and not t.tickets:
            _human_move(d, t, random.Random(len(t.state.moves)))
        elif isinstance(d.top, (RoundScores, PassScreen)):
            d.key(pygame.K_RETURN)
        else:
            d.step()
    assert len(told) == 1 and told[0].startswith("The game could not be saved: Is a directory (in ")
    assert "tmp" not in told[0].split("(in ")[0], "the player is not shown a temporary file's name"
    assert isinstance(d.top, TableScene) and len(t.state.moves) >= 8
    d.app.close()


def test_settings__a_remembered_tiny_window_opens_at_the_smallest_usable_size(home: Path) -> None:
    (home / "settings.json").write_text(json.dumps({**store.DEFAULT_SETTINGS, "window": [200, 200]}))
    app = App(seed=26)
    assert app.window.get_size() == app.size == (800, 500), "drawn as it is, not scaled"
    assert not app.notices, "a valid older file, not a bad one"
    app.close()


@pytest.mark.parametrize("own", [None, "unaware"])
def test_window__windows_is_asked_for_real_pixels_before_the_display_starts(own: str | None,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    # at 150 % display scaling an app that does not ask is stretched by
    # Windows: blurred cards and text; a player's own choice is kept
    if own is None:
        monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    else:
        monkeypatch.setenv("SDL_WINDOWS_DPI_AWARENESS", own)
    seen = []
    real = pygame.init
    monkeypatch.setattr(pygame, "init", lambda: (seen.append(os.environ.get("SDL_WINDOWS_DPI_AWARENESS")), real())[1])
    App(seed=28).close()
    assert seen[:1] == [own or "permonitorv2"]


def test_home__a_file_where_the_folder_should_be_is_told_at_start(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    spot = tmp_path / "not a folder"
    spot.write_text("mine")
    monkeypatch.setenv("TABLETOP_HOME", str(spot))
    d = Driver(seed=27)
    d.step()
    assert isinstance(d.top, Message) and d.top.text.startswith(f"{spot} is a file, not a folder")
    d.key(pygame.K_RETURN)
    t = d.start(_setup("gnav", 2), seed=1)  # the AI starts: its move is autosaved, which fails
    for _ in range(600):
        if isinstance(d.top, Message):
            break
        d.step()
    assert isinstance(d.top, Message) and d.top.text.startswith("The game could not be saved: ")
    d.key(pygame.K_RETURN)
    assert d.top is t and len(t.state.moves) >= 1
    assert spot.read_text() == "mine", "the file is left as it was"
    d.app.close()


def test_home__a_file_where_the_saves_folder_should_be_is_told_at_start_and_the_rest_is_kept(home: Path) -> None:
    # nothing was said until a game was saved, and then only "File exists (in <home>)"
    (home / "saves").write_text("mine")
    d = Driver(seed=28)
    d.step()
    assert isinstance(d.top, Message)
    assert d.top.text == f"{home / 'saves'} is a file, not a folder, so no game can be saved. " \
                         "Move that file away and start again."
    d.key(pygame.K_RETURN)
    d.app.save_settings()
    persist.flush()
    assert store.load_settings()[1] is None and store.settings_path().exists(), "the settings are kept"
    assert (home / "saves").read_text() == "mine", "the file is left as it was"
    d.app.close()


def test_saves__save_as_and_load_work_with_the_keys_alone() -> None:
    # the Save as dialog's buttons and the saved games' Load and Delete could
    # not be reached without a mouse (Up and Down only scrolled the list)
    d = Driver(seed=13)
    t = d.start(_setup("nimmt", 2), seed=2)
    _play(d, t, 2)
    for k in range(12):
        assert persist.save_record(f"save {k:02}", persist.game_record(t)) is None
        os.utime(store.save_path(f"save {k:02}"), (1000 + k, 1000 + k))
    _play(d, t, len(t.state.moves) + 2)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Save as").rect.center)
    dialog = d.top
    assert isinstance(dialog, SaveAs)
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB)
    assert [b.label for b in dialog.buttons if b.focus] == ["Cancel"]
    name = dialog.name.value
    d.key(pygame.K_SPACE)
    d.post(pygame.TEXTINPUT, text=" ")
    assert dialog.name.value == " " and d.top is dialog, "Space is typed into the name, it presses nothing"
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, Pause) and not store.save_path(name).exists(), "Enter pressed the focused Cancel"
    d.click(_button(d.top, "Save as").rect.center)
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, Message) and store.save_path(name).exists(), "with no button focused, Enter saves"
    d.key(pygame.K_RETURN)
    d.click(_button(d.top, "Load").rect.center)
    saves = d.top
    assert isinstance(saves, Saves) and saves.visible < 13
    names = [r[0] for r in saves.rows]
    assert names[0] == name and names[-1] == "save 00"
    for _ in range(2 * 12 + 1):  # Load, Delete, Load, … down to the last save's Load
        d.key(pygame.K_DOWN)
    focused = next(b for row in saves.rows for b in row[2:] if b.focus)
    assert focused is saves.rows[-1][2] and focused.rect.width > 0, "the list scrolled to the focused Load"
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, Message), "loading over the game in progress asks first"
    d.key(pygame.K_ESCAPE)
    assert d.top is saves and t in d.app.stack.scenes, "Cancel keeps the game"
    d.key(pygame.K_RETURN)
    d.key(pygame.K_RETURN)
    t2 = d.top
    assert isinstance(t2, TableScene) and len(t2.state.moves) < len(t.state.moves), "the oldest save is loaded"
    d.app.close()


def test_saves__a_name_that_is_mostly_dots_is_confirmed_as_listed_and_a_delete_leaves_no_gap() -> None:
    d = Driver(seed=3)
    t = d.start(_setup("nimmt", 2), seed=2)
    _play(d, t, 2)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Save as").rect.center)
    d.post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    d.post(pygame.TEXTINPUT, text="..")
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, Message) and "\u201csave\u201d" in d.top.text, "the name the list shows"
    d.key(pygame.K_RETURN)
    for k in range(9):
        assert persist.save_record(f"more {k}", persist.game_record(t)) is None
    d.click(_button(d.top, "Load").rect.center)
    saves = d.top
    assert isinstance(saves, Saves) and len(saves.rows) > saves.visible
    for _ in range(len(saves.rows)):
        d.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0, touch=False)
    assert saves.first == len(saves.rows) - saves.visible
    d.click(saves.rows[-1][3].rect.center)  # Delete the last
    d.key(pygame.K_RETURN)
    assert saves.first == len(saves.rows) - saves.visible, "the list still ends at its last row"
    d.app.close()


def test_saves__opening_the_list_reads_only_the_saves_it_shows(monkeypatch: pytest.MonkeyPatch) -> None:
    # with 30 saves, opening Load from the title read every one of them before its first frame
    d = Driver(size=(1366, 768), seed=3)
    t = d.start(_setup("nimmt", 2), seed=2)
    _play(d, t, 2)
    for k in range(30):
        assert persist.save_record(f"game {k:02d}", persist.game_record(t)) is None
    d.app.to_title()
    d.step()
    read = _names_read(monkeypatch, store, "save_info")
    d.click(_button(d.top, "Load").rect.center)
    saves = d.top
    assert isinstance(saves, Saves) and len(saves.rows) == 30 > saves.visible
    shown = [name for name, _, _, _ in saves.rows[:saves.visible]]
    assert sorted(read) == sorted(shown), f"{len(read)} saves read for {saves.visible} rows shown"
    drawn = record_text(monkeypatch)
    d.step()
    assert all(any(s.startswith("6 nimmt!") for s, r in drawn if r.top > saves.rows[k][2].rect.top - saves.row_h / 2
                   and r.bottom < saves.rows[k][2].rect.bottom + saves.row_h / 2) for k in range(saves.visible))
    # scrolled down a row, the list reads the one row that comes into view
    d.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0, touch=False)
    assert read[len(shown):] == [saves.rows[saves.visible][0]] and saves.rows[saves.visible][1].startswith("6 nimmt!")
    d.app.close()


def test_continue__a_game_left_at_a_rounds_scores_shows_them_again() -> None:
    d = Driver(seed=2)
    t = d.start(_setup("nimmt", 3), seed=6)
    rng = random.Random(1)
    while not isinstance(d.top, RoundScores):
        if d.top is t and not t.animating and t.me is not None:
            _human_move(d, t, rng)
        else:
            d.step()
    persist.flush()
    d = _restart(d)
    d.click(_button(d.top, "Continue").rect.center)
    assert isinstance(d.top, RoundScores) and d.top.heading() == "Round 1 over"
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, TableScene) and not d.top.scoring
    d.app.close()


def _stats_shown(monkeypatch: pytest.MonkeyPatch, games: tuple[str, ...] = ("gnav", "gnoming", "nimmt", "grinch"),
                 size: tuple[int, int] = (1024, 640)) -> tuple[Driver, StatsScene, list[tuple[str, pygame.Rect]]]:
    """Statistics opened from the title at `size`, each of `games` won once
    against Normal: the app, the scene and the texts of its first frame."""
    stats = store.empty_stats()
    for game in games:
        store.record_game(stats, game, 0, [5, 3], [0], ["human", "normal"])
    store.save_stats(stats)
    d = Driver(size=size, seed=3)
    d.click(_button(d.top, "Statistics").rect.center)
    scene = d.top
    assert isinstance(scene, StatsScene)
    drawn = record_text(monkeypatch)
    d.step()
    return d, scene, drawn


def test_stats__games_in_the_titles_order_under_headers_of_one_size(monkeypatch: pytest.MonkeyPatch) -> None:
    # the games came in the registry's order, not the title's, and
    # "Longest streak" was drawn smaller than the other headers
    d, scene, drawn = _stats_shown(monkeypatch, ("gnav", "gnoming", "nimmt"))
    assert [r["game"] for r in scene.rows] == ["6 nimmt!", "Gnoming A Round", "Gnav"]
    heads = {s: r.height for s, r in drawn if s in ("Played", "Won", "Win rate", "Best", "Average", "Best streak")}
    assert len(heads) == 6 and len(set(heads.values())) == 1
    d.app.close()


def test_stats__a_record_against_a_level_is_written_with_an_en_dash(monkeypatch: pytest.MonkeyPatch) -> None:
    # "1 - 0" (won - lost) was written with a hyphen and spaces
    d, _, drawn = _stats_shown(monkeypatch, ("gnav",))
    said = [s for s, _ in drawn]
    assert "1\u20130" in said and not [s for s in said if " - " in s]
    from tabletop.app import ui
    dash = ui.font(30).big.metrics("\u2013")[0]  # the font has the glyph (not a box), wider than a hyphen
    assert dash is not None and dash[4] > ui.font(30).big.metrics("-")[0][4]
    d.app.close()



@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (900, 1200)])
def test_stats__what_the_record_against_a_level_means_is_said_and_fits(size: tuple[int, int],
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    # the record against each level was shown with no word of what counts as won or lost;
    # at 800x500 with four games played these two lines were 14 px
    from tabletop.app.scenes.stats import COUNTS, VS_MEANS
    d, scene, drawn = _stats_shown(monkeypatch, size=size)
    said = dict(drawn)
    assert VS_MEANS in said and COUNTS in said
    from tabletop.app import ui
    full = ui.text(VS_MEANS, max(16, round(scene.pu * 2.3))).get_height()  # (the panel's unit: larger stood on end)
    assert full >= ui.font(16).get_height()
    for line in (VS_MEANS, COUNTS):
        assert scene.box.contains(said[line]) and said[line].height == full, "inside the panel, not shrunk"
        assert said[line].collidelist([r for s, r in drawn if s != line]) < 0, "over no other text"
    d.app.close()


@pytest.mark.parametrize("size", [(1600, 620), (2560, 1080), (1280, 720), (800, 500), (800, 1280), (1080, 1920)])
def test_title__the_buttons_and_the_game_continue_picks_up_read_inside_the_window(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    # on wide, short windows the line under Continue was drawn below the window's edge; stood on
    # end at 800x1280 the buttons' labels were 15 px, the line 14 (the unit kept small by the width)
    d = Driver(seed=1)
    t = d.start(_setup("gnav", 2), seed=3)
    _play(d, t, 2)
    persist.flush()
    d.app.close()
    d = Driver(size=size, seed=1)
    drawn = record_sized(monkeypatch)
    d.step()
    screen = pygame.Rect(0, 0, *d.app.size)
    line = next((px, r) for s, px, r in drawn if s == "Gnav \u00b7 2 players")
    assert screen.contains(line[1])
    assert not any(line[1].colliderect(b.rect) for b in d.top.buttons)
    labels = [(s, px) for s, px, _ in drawn if s in [b.label for b in d.top.buttons]]
    assert len(labels) == 5 and all(screen.contains(b.rect) for b in d.top.buttons)
    least = 16 if size == (800, 500) else ui.SMALL_PX  # (the smallest window: 15 px before)
    assert all(px >= least for _, px in labels + [("line", line[0])]), (labels, line)
    d.app.close()


def test_new_game__over_an_unfinished_one_asks_and_can_keep_it_as_a_save() -> None:
    # starting a game from the title replaced the autosave, and with it the
    # game Continue would have picked up, without a word; Restart likewise
    d = Driver(seed=3)
    t = d.start(_setup("grinch", 3), seed=2)
    _play(d, t, 6)
    moves = list(t.state.moves)
    persist.flush()
    d = _restart(d)
    assert _button(d.top, "Continue")
    d.click(d.top.tiles["nimmt"].center)
    assert isinstance(d.top, Setup)
    d.click(d.top.start.rect.center)
    ask = d.top
    assert isinstance(ask, Message) and "Grinch Grow Your Heart game is not finished" in ask.text
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, Setup), "Cancel stays in the setup"
    d.click(d.top.start.rect.center)
    d.click(_button(d.top, "Keep it").rect.center)
    new = d.top
    assert isinstance(new, TableScene) and new.game.id == "nimmt"
    persist.flush()
    kept = store.list_saves()
    assert len(kept) == 1 and kept[0].startswith("Grinch Grow Your Heart ")
    data, _ = store.load_game(kept[0])
    assert data is not None and data["game"] == "grinch" and len(data["moves"]) == len(moves), \
        "the kept save is the unfinished game"
    # Restart from the pause menu asks too; letting the game go deals again
    _play(d, new, 5)  # (the AIs choose first: the human's card is among the first four)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Restart").rect.center)
    assert isinstance(d.top, Message)
    d.click(_button(d.top, "Let it go").rect.center)
    again = d.top
    assert isinstance(again, TableScene) and again is not new and len(again.state.moves) <= 3
    assert len(store.list_saves()) == 1, "nothing more was kept"
    # a deal the human has not yet played in loses nothing: no question
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Restart").rect.center)
    assert isinstance(d.top, TableScene) and d.top is not again
    d.app.close()


def test_save_as__the_first_key_replaces_the_proposed_name_and_the_limit_is_told(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # typing added to the proposed "Gnav 07 Dec 00.38", and past 40 characters
    # the rest was dropped without a word
    d = Driver(seed=11)
    d.start(_setup("gnav", 2), seed=12)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Save as").rect.center)
    dialog = d.top
    assert isinstance(dialog, SaveAs) and dialog.name.value.startswith("Gnav ")
    for ch in "trip":
        d.post(pygame.TEXTINPUT, text=ch)
    assert dialog.name.value == "trip"
    d.post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    assert dialog.name.value == "tri", "after the first key, Backspace takes back one"
    d.post(pygame.TEXTINPUT, text="x" * 60)
    assert len(dialog.name.value) == 40 and dialog.name.full
    drawn = record_text(monkeypatch)
    d.step()
    assert "At most 40 characters." in [s for s, _ in drawn]
    d.app.close()


def test_pass_screen__esc_opens_the_menu_and_no_hand_shows(monkeypatch: pytest.MonkeyPatch) -> None:
    # Esc did nothing on the pass screen: saving or leaving meant revealing
    # the next player's hand first
    d = Driver(seed=2)
    t = d.start(nimmt_setup(3, humans=2), seed=4)
    _play(d, t, 2)
    for _ in range(2000):
        if isinstance(d.top, PassScreen):
            break
        if d.top is t and t.me is not None and not t.animating:
            _human_move(d, t, random.Random(0))
        d.step()
    screen = d.top
    assert isinstance(screen, PassScreen)
    drawn = record_drawn(monkeypatch)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, Pause) and d.top.table is t
    d.click(_button(d.top, "Save as").rect.center)
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, Message) and store.list_saves()
    d.key(pygame.K_RETURN)
    d.key(pygame.K_ESCAPE)
    assert d.top is screen and drawn == [], "not a card was drawn meanwhile"
    d.app.close()


def _save_as(d: Driver, name: str) -> None:
    """At the table: Esc, Save as, type `name` over the proposal, Enter; back at the table."""
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Save as").rect.center)
    for ch in name:
        d.post(pygame.TEXTINPUT, text=ch)
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, Message) and f"\u201c{name}\u201d" in d.top.text
    d.key(pygame.K_RETURN)  # the message
    d.key(pygame.K_ESCAPE)  # the pause menu


def _names_read(monkeypatch: pytest.MonkeyPatch, owner: Any, reader: str) -> list[str]:
    """The save named in every call of `owner.reader` (a function of a save's name) from now on."""
    names: list[str] = []
    real = getattr(owner, reader)

    def spy(name: str) -> Any:
        names.append(name)
        return real(name)
    monkeypatch.setattr(owner, reader, spy)
    return names


def _load(d: Driver, name: str) -> None:
    """From the title: Load, then that save's Load button."""
    d.click(_button(d.top, "Load").rect.center)
    saves = d.top
    assert isinstance(saves, Saves)
    d.click(next(row for row in saves.rows if row[0] == name)[2].rect.center)


def test_keep_it__a_game_from_a_named_save_goes_back_into_that_save() -> None:
    # Keep it wrote a game loaded from "trip" beside it as a second, dated
    # copy, and Save as proposed a dated name too: "trip" is its place
    d = Driver(seed=5)
    t = d.start(_setup("grinch", 3), seed=4)
    _play(d, t, 4)
    _save_as(d, "trip")
    d.app.to_title()
    d.step()
    _load(d, "trip")
    assert isinstance(d.top, Message) and "Keep it in \u201ctrip\u201d" in d.top.text, "the game saved as trip, left"
    d.click(_button(d.top, "Let it go").rect.center)
    t2 = d.table()
    _play(d, t2, len(t2.state.moves) + 3, seed=1)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Save as").rect.center)
    dialog = d.top
    assert isinstance(dialog, SaveAs) and dialog.name.value == "trip", "Save as proposes the save it came from"
    d.key(pygame.K_RETURN)
    d.key(pygame.K_RETURN)  # "saved as trip"
    assert store.list_saves() == ["trip"], "saved over its own save, nothing beside it"
    d.key(pygame.K_ESCAPE)
    # it is still trip's game after the app is closed and Continue picks it up
    d = _restart(d)
    d.click(_button(d.top, "Continue").rect.center)
    t3 = d.table()
    d.app.ai_pause, t3.ai_wait = 0.05, 0.0
    _play(d, t3, len(t3.state.moves) + 3, seed=2)
    moves = [list(m) for m in t3.state.moves]
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Restart").rect.center)
    ask = d.top
    assert isinstance(ask, Message) and "Keep it in \u201ctrip\u201d" in ask.text
    d.click(_button(ask, "Keep it").rect.center)
    assert isinstance(d.top, TableScene) and d.top is not t3 and len(d.top.state.moves) <= 3
    persist.flush()
    assert store.list_saves() == ["trip"], "no second copy"
    data, msg = store.load_game("trip")
    assert msg is None and data is not None and data["moves"] == moves, "trip is brought up to date"
    d.app.close()


def test_keep_it__over_loading_the_very_save_it_came_from_opens_it_as_kept() -> None:
    # the game in progress came from "trip" and "trip" itself is loaded:
    # Keep it brings trip up to date, and that is what opens
    d = Driver(seed=6)
    t = d.start(_setup("nimmt", 2), seed=3)
    _play(d, t, 2)
    _save_as(d, "trip")
    _play(d, t, len(t.state.moves) + 2)
    moves = [list(m) for m in t.state.moves]
    d.app.to_title()
    d.step()
    _load(d, "trip")
    d.click(_button(d.top, "Keep it").rect.center)
    t2 = d.table()
    assert [list(m) for m in t2.state.moves] == moves and store.list_saves() == ["trip"]
    d.app.close()


def test_load__a_save_is_read_once_unless_keep_it_wrote_it_meanwhile(monkeypatch: pytest.MonkeyPatch) -> None:
    # Load read the save a second time to open it, in case Keep it had just brought it up to date
    # (its check replays every move: 10 ms of that frame with a long game), though nothing had
    d = Driver(seed=6)
    t = d.start(_setup("nimmt", 2), seed=3)
    _play(d, t, 2)
    _save_as(d, "trip")
    reads = _names_read(monkeypatch, persist, "load")
    persist.flush()
    store.delete_game(store.AUTOSAVE)  # (no game in progress: nothing to keep)
    d.app.to_title()
    d.step()
    _load(d, "trip")
    assert isinstance(d.top, TableScene) and reads.count("trip") == 1, reads
    d.app.close()


def test_statistics__a_saved_game_finished_twice_counts_once(home: Path) -> None:
    # a save loaded near its end and finished again counted as one more game
    d = Driver(seed=9, anim="off")
    t = d.start(_setup("gnav", 2), seed=6)
    to_the_last_move(t, seed=1)
    _save_as(d, "nearly")
    _play_to_the_end(d, t)
    persist.flush()
    assert store.load_stats()[0]["games"]["gnav"]["played"] == 1
    d.click(_button(d.top, "Back to title").rect.center)
    _load(d, "nearly")
    t2 = d.top
    assert isinstance(t2, TableScene) and t2 is not t, "a finished game left nothing to keep: no question"
    _play_to_the_end(d, t2)
    persist.flush()
    st = store.load_stats()[0]["games"]["gnav"]
    assert st["played"] == 1, "the same game, finished again, is not counted again"
    # a new deal is a new game: it counts
    d.click(_button(d.top, "Play again").rect.center)
    _play_to_the_end(d, d.table())
    persist.flush()
    assert store.load_stats()[0]["games"]["gnav"]["played"] == 2
    d.app.close()


def test_continue__is_where_the_keys_start_so_enter_goes_on_with_the_game() -> None:
    # the focus started on the first game's tile: Enter began a new game beside the one to go on with
    d = Driver(seed=1)
    t = d.start(_setup("gnav", 2), seed=17)
    _play(d, t, 2)
    moves = len(t.state.moves)
    d = _restart(d)
    assert isinstance(d.top, Title) and d.top.focus == "Continue"
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, TableScene) and d.top.game.id == "gnav" and len(d.top.state.moves) == moves
    d.app.close()


def _at_rest(d: Driver, t: TableScene) -> dict[int, tuple[Any, ...]]:
    """The cards as drawn once what still moves under the scores is done (no catching up)."""
    for _ in range(600):
        if not t.tweener.busy:
            break
        d.step()
    return {cid: (round(s.x, 1), round(s.y, 1), round(s.w, 1), round(s.angle, 1), s.face, round(s.sx, 2))
            for cid, s in t.sprites.items()}


@pytest.mark.parametrize("game,players", [("gnoming", 3), ("nimmt", 3), ("grinch", 3), ("gnav", 2)])
def test_continue__at_a_rounds_end_the_table_shows_that_round_then_deals_the_next(game: str, players: int) -> None:
    # Gnoming and 6 nimmt! came back with the next round dealt under "Round 1 over" (grids
    # face down, a fresh hand lit); the game's end too (Gnav: a named save of it, loaded)
    d = Driver(seed=8, size=(1280, 720))
    t = d.start(_setup(game, players), seed=8)
    rng = random.Random(1)
    while not isinstance(d.top, RoundScores):
        if d.top is t and not t.animating and t.me is not None:
            _human_move(d, t, rng)
        else:
            d.step()
    final = isinstance(d.top, GameOver)
    ended, log, history = _at_rest(d, t), list(t.log), list(t.history)
    rec = persist.game_record(t)
    persist.flush()
    if not final:
        t.ai_wait = 1e9  # the next deal, seen before anyone moves in it
        d.key(pygame.K_RETURN)
        d.settle(t)
        dealt = _at_rest(d, t)
    d.app.close()
    d = Driver(seed=99, size=(1280, 720))
    d.app.ai_pause = 30.0
    if final:
        persist.open_game(d.app, rec)
    else:
        d.click(_button(d.top, "Continue").rect.center)
    scores = d.top
    assert isinstance(scores, GameOver if final else RoundScores)
    t2 = d.table()
    assert _at_rest(d, t2) == ended, "under the scores: the round as it ended"
    assert (t2.log, t2.history) == (log, history)
    if not final:
        d.key(pygame.K_RETURN)
        d.settle(t2)
        assert d.top is t2 and not t2.scoring
        assert _at_rest(d, t2) == dealt, "then the next round is dealt, as in play"
    d.app.close()


def _to_round_scores(game: str, hurry: bool, size: tuple[int, int] = (1280, 720)) -> tuple[Driver, TableScene]:
    """A game played to its first round's scores (`hurry`: a key pressed as the last
    move of the round is animated, which catches up at once)."""
    d = Driver(seed=8, size=size)
    t = d.start(_setup(game, 3), seed=8)
    rng = random.Random(1)
    while not isinstance(d.top, RoundScores):
        if hurry and t.scoring and d.top is t and t.animating:
            d.key(pygame.K_SPACE)
        elif d.top is t and not t.animating and t.me is not None:
            _human_move(d, t, rng)
        else:
            d.step()
    return d, t


@pytest.mark.parametrize("game", ["gnoming", "nimmt", "grinch"])
def test_scores__a_round_caught_up_with_stays_under_its_scores_and_the_next_deal_waits(game: str) -> None:
    # a click or key as a round ended ran the next deal too: it showed under the scores
    d, t = _to_round_scores(game, hurry=False)
    ended = _at_rest(d, t)
    d.app.close()
    d, t = _to_round_scores(game, hurry=True)
    assert _at_rest(d, t) == ended, "under the scores: the round as it ended, not the next deal"
    d.key(pygame.K_RETURN)
    d.settle(t)
    assert d.top is t and not t.misplaced()
    d.app.close()


@pytest.mark.parametrize("game", ["gnoming", "nimmt", "grinch"])
def test_scores__a_new_window_size_lays_out_the_round_that_ended_under_them(game: str) -> None:
    # the cards under the scores stayed where the old size had them (before: the next deal showed)
    d, t = _to_round_scores(game, hurry=False, size=(1024, 640))
    ended = _at_rest(d, t)
    d.app.close()
    d, t = _to_round_scores(game, hurry=False)
    pygame.display.set_mode((1024, 640), pygame.RESIZABLE)
    d.app.resized()
    assert t.size == (1024, 640) and isinstance(d.top, RoundScores)
    assert _at_rest(d, t) == ended
    d.key(pygame.K_RETURN)
    d.settle(t)
    assert d.top is t and not t.misplaced()
    d.app.close()


LOST = "If you let it go, it counts as lost."


def _nimmt_stats() -> dict[str, Any] | None:
    persist.flush()
    return store.load_stats()[0]["games"].get("nimmt")


def test_restart__a_game_let_go_counts_as_played_and_lost_and_the_question_says_so() -> None:
    # Restart (and a new game or a load over the one Continue picks up)
    # threw away a game about to be lost without counting it anywhere
    d = Driver(seed=21)
    t = d.start(_setup("nimmt", 3), seed=5)
    _play(d, t, 5)  # (the AIs choose first: the human's card is among the first four)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Restart").rect.center)
    ask = d.top
    assert isinstance(ask, Message) and ask.text.endswith(LOST)
    d.key(pygame.K_ESCAPE)  # Cancel: nothing counted
    assert _nimmt_stats() is None and isinstance(d.top, Pause)
    d.click(_button(d.top, "Restart").rect.center)
    d.click(_button(d.top, "Let it go").rect.center)
    new = d.table()
    assert new is not t
    st = _nimmt_stats()
    assert st is not None and (st["played"], st["won"], st["given_up"], st["best"]) == (1, 0, 1, None)
    assert st["vs"]["random"] == [0, 1]
    # a deal the human has not played in yet is not a game lost: no question, nothing counted
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Restart").rect.center)
    assert isinstance(d.top, TableScene) and d.top is not new and _nimmt_stats() == st
    # kept as a save, it is not lost; the game Continue picks up, let go for a new game, is
    t2 = d.top
    _play(d, t2, 5)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Restart").rect.center)
    d.click(_button(d.top, "Keep it").rect.center)
    assert _nimmt_stats() == st
    t3 = d.top
    _play(d, t3, 5)
    persist.flush()
    d = _restart(d)
    assert _button(d.top, "Continue")
    d.click(d.top.tiles["nimmt"].center)
    d.click(d.top.start.rect.center)
    assert isinstance(d.top, Message) and d.top.text.endswith(LOST)
    d.click(_button(d.top, "Let it go").rect.center)
    st = _nimmt_stats()
    assert st is not None and (st["played"], st["given_up"]) == (2, 2)
    d.app.close()


def test_restart__a_game_that_can_still_be_loaded_or_has_no_single_you_is_not_lost() -> None:
    from tabletop.app.scenes.saves import lost_if_let_go
    d = Driver(seed=22)
    t = d.start(_setup("nimmt", 2), seed=1)
    _play(d, t, 2)
    rec = persist.game_record(t)
    assert lost_if_let_go(rec, None) and lost_if_let_go(rec, "another game")
    assert not lost_if_let_go(rec, t.uid), "a save of this very game, loaded in its place, goes on with it"
    # its own named save still holds it: let go, it is not lost
    _save_as(d, "trip")
    _play(d, t, len(t.state.moves) + 2)
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Restart").rect.center)
    assert isinstance(d.top, Message) and "Keep it in \u201ctrip\u201d" in d.top.text and LOST not in d.top.text
    d.click(_button(d.top, "Let it go").rect.center)
    assert _nimmt_stats() is None
    d.app.close()
    # pass-and-play has no single "you": the statistics leave it out, and the question says nothing of it
    d = Driver(seed=23)
    t = d.start(_setup("gnav", 2, humans=2), seed=2)
    for _ in range(100000):
        if isinstance(d.top, PassScreen):
            d.key(pygame.K_RETURN)
        elif d.top is t and t.me is not None and not t.animating:
            if len(t.state.moves) >= 4:
                break
            t.act(t.me, t.legal()[0])
        else:
            d.step()
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Restart").rect.center)
    assert isinstance(d.top, Message) and LOST not in d.top.text
    d.click(_button(d.top, "Let it go").rect.center)
    persist.flush()
    assert store.load_stats()[0]["games"] == {}
    d.app.close()


def test_stats__stood_on_end_the_panel_is_filled_with_larger_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    # at 1080x1920 the rows were drawn at the width's small unit and ended halfway down the
    # panel, its lower half bare
    from tabletop.app import ui
    from tabletop.app.scenes.stats import COUNTS
    size = (1080, 1920)
    d, scene, drawn = _stats_shown(monkeypatch, size=size)
    names = [r for s, r in drawn if s == "Gnoming A Round"]
    assert len(names) == 2 and names[0].height >= ui.font(round(ui.unit(size) * 2.9 * 1.3)).get_height()
    last = [r for s, r in drawn if s == "Gnav"][-1]  # (the second table's last row)
    counts = next(r for s, r in drawn if s == COUNTS)
    assert counts.top - last.bottom < scene.box.height * 0.15, "no bare band under the rows"
    assert all(scene.box.contains(r) for s, r in drawn if r.colliderect(scene.box))
    d.app.close()


@pytest.mark.parametrize("size", [(1080, 1920), (720, 1280)])
def test_stats__stood_on_end_each_games_figures_go_under_its_name_and_read_larger(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    # stood on end the names and six figures shared one line 1080 px wide: the headings
    # shrank to fit ("Best streak" 16 px high at 1080x1920), the panel ended 0.6 of the way
    # down its room, and Back and Reset were 46 px high
    from tabletop.app import ui
    d, scene, drawn = _stats_shown(monkeypatch, size=size)
    w, h = scene.size
    u = ui.unit(scene.size)
    head = next(r for s, r in drawn if s == "Best streak")
    assert head.height >= ui.font(round(u * 2.5 * 1.3)).get_height(), head
    name = next(r for s, r in drawn if s == "Grinch Grow Your Heart")
    figures = [r for s, r in drawn if s.startswith("100") and r.top > name.top]  # its win rate
    assert figures[0].top >= name.bottom and figures[0].centerx > w * 0.4, "the figures on a line of their own"
    assert scene.box.height >= (h * 0.66) * 0.85, scene.box
    assert all(b.rect.height >= u * 5.5 * 1.35 and b.rect.bottom <= h - u * 3 for b in scene.buttons)
    screen = pygame.Rect(0, 0, w, h)
    assert all(screen.contains(r) for _, r in drawn)
    assert all(scene.box.contains(r) for s, r in drawn if r.colliderect(scene.box))
    d.app.close()


@pytest.mark.parametrize("size", [(1200, 1200), (1280, 1024)])
def test_stats__near_square_the_rows_fill_the_panel_and_the_names_are_one_size(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    # near square the rows kept the width's unit: at 1200x1200 they ended 0.7 of the way down
    # the panel, a bare band under them
    from tabletop.app import ui
    from tabletop.app.scenes.stats import COUNTS
    d, scene, drawn = _stats_shown(monkeypatch, size=size)
    assert scene.pu >= ui.unit(size) * 1.05, scene.pu
    last = [r for s, r in drawn if s == "Gnav"][-1]
    counts = next(r for s, r in drawn if s == COUNTS)
    assert counts.top - last.bottom < scene.box.height * 0.12, "no bare band under the rows"
    names = {s: r.height for s, r in drawn if s in ("Gnav", "Grinch Grow Your Heart", "6 nimmt!")}
    assert len(set(names.values())) == 1, names
    assert all(scene.box.contains(r) for s, r in drawn if r.colliderect(scene.box))
    d.app.close()


def test_saves__stood_on_end_the_list_reads_larger_and_fits() -> None:
    # stood on end the saved games kept the width's small unit: at 1080x1920 a row was
    # 68 px high, its Load and Delete 42 px
    from tabletop.app import ui
    d, t = _saved_as("older", "a save with a longer name", seed=12, size=(1080, 1920))
    d.key(pygame.K_ESCAPE)
    d.click(_button(d.top, "Load").rect.center)
    saves = d.top
    u = ui.unit(saves.size)
    assert saves.row_h >= u * 8 * 1.35, saves.row_h
    for _, _, load, delete in saves.rows:
        for b in (load, delete):
            assert b.rect.height >= u * 5 * 1.35 and saves.box.contains(b.rect), b.rect
        assert load.rect.right < delete.rect.left
    assert saves.box.contains(saves.close.rect)
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("games", [1, 2, 4])
def test_stats__across_the_window_the_rows_fill_a_panel_in_the_middle(size: tuple[int, int], games: int,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # with a game or two played the rows stood small over a panel half bare; at 800x500
    # with all four the figures were 14 px
    from tabletop.app import ui
    from tabletop.app.scenes.stats import COUNTS
    d, scene, drawn = _stats_shown(monkeypatch, ("gnoming", "grinch", "gnav", "nimmt")[:games], size)
    title = next(r for s, r in drawn if s == "Statistics")
    counts = next(r for s, r in drawn if s == COUNTS)
    last = [r for s, r in drawn if s == "Gnoming A Round"][-1]  # (the second table's first row)
    figures = [r for s, r in drawn if s == "1\u20130"]
    assert figures and min(r.height for r in figures) >= ui.font(16).size("Ag")[1], "16 px at least"
    assert counts.top - last.bottom < scene.box.height * (0.15 + 0.1 * (games - 1)), "no bare band under the rows"
    above, below = scene.box.top - title.bottom, scene.buttons[0].rect.top - scene.box.bottom
    assert above > 0 and below > 0 and abs(above - below) <= 0.05 * size[1], "in the middle of the room"
    assert all(scene.box.contains(r) for s, r in drawn if r.colliderect(scene.box))
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (1366, 768), (720, 1280)])
def test_saves__a_save_s_details_read_as_large_as_a_prompt_and_keep_to_their_row(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    # the line under a save's name (game, players, moves, date) was 11 px high at 800x500
    # and on a window stood on end
    d = Driver(size=size, seed=11)
    t = d.start(_setup("gnoming", 4), seed=1)
    for name in ("my long named game of gnoming", "two"):
        assert persist.save_record(name, persist.game_record(t)) is None
    d.app.push(Saves(d.app))
    saves = d.top
    drawn = record_text(monkeypatch)
    d.step()
    monkeypatch.undo()
    for k, (name, line, load, delete) in enumerate(saves.rows):
        row = pygame.Rect(saves.box.x, round(saves.list_top + k * saves.row_h), saves.box.width, round(saves.row_h))
        title = next(r for s, r in drawn if s == name)
        details = [r for s, r in drawn if s and s in line and s != name and r.colliderect(row)]
        assert details and {r.height for r in details} == {details[0].height}
        assert details[0].height >= 15, f"the details are {details[0].height} px high"
        for r in details:
            assert row.contains(r) and not r.colliderect(title) and not r.colliderect(load.rect)
            assert not r.colliderect(delete.rect)
    d.app.close()


@pytest.mark.parametrize("saves", [2, 5, 30])
@pytest.mark.parametrize("size", [(800, 500), (1366, 768), (800, 1280), (1920, 1080)])
def test_saves__the_list_is_as_tall_as_its_rows_no_empty_band_above_close(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], saves: int) -> None:
    # the panel had room for three rows at least, and up to a row's worth more than it
    # showed: at 800x1280 a band of bare panel above Close (144 px with 2 saves, 116 with 30)
    d = Driver(size=size, seed=3)
    t = d.start(_setup("nimmt", 2), seed=2)
    for k in range(saves):
        assert persist.save_record(f"game {k:02d}", persist.game_record(t)) is None
    d.app.to_title()
    d.step()
    d.click(_button(d.top, "Load").rect.center)
    scene = d.top
    assert isinstance(scene, Saves)
    drawn = record_text(monkeypatch)
    d.step()
    monkeypatch.undo()
    drawn = drawn[[s for s, _ in drawn].index("Saved games"):]  # (the title under it drawn first)
    names = [r for s, r in drawn if s.startswith("game ")]
    details = [r for s, r in drawn if s.startswith("6 nimmt!") or s.startswith(("0", "1", "2", "3")) and ":" in s]
    assert len(names) == min(saves, scene.visible) and names, "every row shown is drawn"
    close = scene.close.rect
    rows_end = scene.list_top + len(names) * scene.row_h  # where the last row shown ends
    for r in names + details:
        assert scene.box.contains(r) and r.bottom <= rows_end <= close.top, f"a row's text {r} is clipped"
    gap = close.top - rows_end
    assert gap < scene.row_h / 2, f"{gap} px of bare panel between the last row and Close (a row: {scene.row_h:.0f})"
    assert scene.box.height <= size[1] * 0.84 + 1
    d.app.close()


def test_continue_and_load__the_title_under_the_game_waits_until_it_shows(monkeypatch: pytest.MonkeyPatch) -> None:
    # the title put under a saved game as Continue or Load opened it read the autosave again (its
    # check replays every move: ~30 ms of a long game's) and laid itself out, in the frame the
    # table opened, for nothing: it is not seen there
    d = Driver(seed=1)
    t = d.start(_setup("gnoming", 4), seed=17)
    _play(d, t, 6)
    assert persist.save_record("named", persist.game_record(t)) is None
    d = _restart(d)
    made: list[str] = []
    for name in ("refresh", "layout"):
        def spy(self: Title, *args: Any, real: Any = getattr(Title, name), name: str = name) -> None:
            made.append(name)
            real(self, *args)
        monkeypatch.setattr(Title, name, spy)
    d.step(30)
    made.clear()
    d.click(_button(d.top, "Continue").rect.center)
    assert isinstance(d.top, TableScene) and made == [], made
    d.app.pop()  # (were the game to go from over it, the title shows whole: its Continue, its tiles)
    title = d.top
    assert isinstance(title, Title) and made == ["refresh", "layout"]
    assert _button(title, "Continue").rect.width > 0 and len(title.tiles) == 4
    store.delete_game(store.AUTOSAVE)  # (no game in progress to keep first)
    d.app.to_title()
    d.click(_button(d.top, "Load").rect.center)
    saves = d.top
    assert isinstance(saves, Saves)
    made.clear()
    d.click(saves.rows[0][2].rect.center)
    assert isinstance(d.top, TableScene) and made == [], made
    d.app.close()
