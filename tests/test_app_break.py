"""Trying to break the app: odd windows, a dying AI worker, files and
moments a player does not plan for. Each test is a way it broke."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop import store
from tabletop.app import persist
from tabletop.app.main import default_setup
from tabletop.app.scenes.pause import Pause

from test_app_driver import Driver, nimmt_setup, to_the_last_move


@pytest.mark.parametrize("size", [(30, 600), (2000, 40)])
def test_thin_window__the_picture_scaled_into_it_stays_a_sane_size_and_clicks_land(size: tuple[int, int]) -> None:
    # a window manager that ignores the minimum size let the window go thin: the
    # picture was laid out at the window's shape grown to 800x500, 800x16000 for
    # 30x600 (50 MB a layer, seconds a frame), 800x160000 for 1x200 (smoothscale
    # then corrupted memory: the app crashed, or hung in its crash handler)
    d = Driver()
    t = d.start(nimmt_setup(4))
    d.settle(t)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    d.app.resized()
    w, h = d.app.size
    assert w >= 800 and h >= 500, "laid out no smaller than the smallest window"
    assert max(w / h, h / w) <= 3.01, "nor longer than three times its width (or height)"
    d.step(2)
    assert t.size == (w, h) and (t.misplaced() == [] or t.animating)
    sx, sy = d.app.scale
    d.click((t.menu_button.rect.centerx / sx, t.menu_button.rect.centery / sy))  # a window point
    assert isinstance(d.top, Pause), "a click in the window lands on what is drawn there"
    d.app.close()


def test_leaving_a_table__the_questions_its_ais_and_hint_wait_on_are_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    # a table left while its AIs thought (Restart, Load, back to the title) left its
    # questions queued in the AI worker process, each thought through before the next
    # table's: three quick restarts of a 10-player 6 nimmt! with Hard AIs kept the new
    # deal's AIs waiting 15 s, not 5; and a hint still being thought of when the move
    # was made kept the AIs' next moves waiting for its second
    d = Driver(seed=3)
    t = d.start(nimmt_setup(10), seed=2)
    d.settle(t)
    worker, asked, dropped = d.app.worker, [], []
    real_ask = worker.ask

    def ask(*args: Any, **kw: Any) -> int:
        ticket: int = real_ask(*args, **kw)
        asked.append(ticket)
        return ticket
    monkeypatch.setattr(worker, "ask", ask)
    monkeypatch.setattr(worker, "poll", lambda ticket: None)  # every AI still thinking
    monkeypatch.setattr(worker, "drop", dropped.append)
    d.step(2)
    d.key(pygame.K_h)
    assert len(asked) == 10 and t.thinking and t.hint_ticket is not None, "nine AIs and the hint think"
    left = list(asked)
    d.key(pygame.K_ESCAPE)
    d.click(next(b for b in d.top.buttons if b.label == "Restart").rect.center)  # (no move of yours to keep)
    new = d.table()
    assert new is not t and not new.over
    assert sorted(dropped) == left, "every question of the table left is dropped"
    # at the new table: the hint asked for, then the move made before it came
    d.step(2)
    del asked[:], dropped[:]
    d.key(pygame.K_h)
    (hint,) = [a for a in asked if a == new.hint_ticket]
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RETURN)
    assert new.state.chosen[0] is not None, "the move is made"
    assert dropped == [hint], "the hint's question, no longer of use, is dropped; the AIs' still stand"
    d.app.close()


def test_game_over__the_game_is_counted_before_its_autosave_is_deleted(monkeypatch: pytest.MonkeyPatch) -> None:
    # at a game's end its autosave was deleted first and its result counted after, each
    # a write of its own: the app killed between the two lost the game from both (no
    # Continue to finish it again, no line in the statistics)
    d = Driver(seed=9, anim="off")
    t = d.start(default_setup("gnav", 2), seed=6)
    d.settle(t)
    seat, a = to_the_last_move(t, 2)
    persist.flush()
    played_when_deleted: list[int] = []
    delete = store.delete_game

    def spy(name: str) -> None:
        played_when_deleted.append(store.load_stats()[0]["games"].get("gnav", {}).get("played", 0))
        delete(name)
    monkeypatch.setattr(store, "delete_game", spy)
    assert t.act(seat, a) and t.over
    persist.flush()
    assert played_when_deleted == [1], "counted first: a kill in between leaves the autosave to finish it from"
    d.app.close()
