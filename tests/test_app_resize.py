"""Dragging the window's edge: a stream of resize events, one a frame. Each
size passed through was laid out and drawn anew (cards, cloth and type),
0.1 to 1.6 s a frame: the app froze while the edge moved."""
from __future__ import annotations

import threading
import time
from typing import Any

import pygame
import pytest

from test_app_driver import Driver, play_by_rules
from tabletop.app import cards, sprites
from tabletop.app.main import default_setup

START, END = (1366, 768), (1600, 900)


def _drag_edge(d: Driver, frames: int = 30) -> None:
    """The window's edge dragged from START to END, a resize event each frame."""
    for i in range(1, frames + 1):
        size = (round(START[0] + (END[0] - START[0]) * i / frames), round(START[1] + (END[1] - START[1]) * i / frames))
        d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])


def _count_layouts(monkeypatch: pytest.MonkeyPatch, scene: Any) -> list[tuple[int, int]]:
    """The size of every layout of `scene` from now on."""
    laid: list[tuple[int, int]] = []
    real = type(scene).layout

    def spy(self: Any, size: tuple[int, int]) -> None:
        if self is scene:
            laid.append(size)
        real(self, size)
    monkeypatch.setattr(type(scene), "layout", spy)
    return laid


def _spy_rasterise(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The thread of every card face rasterised from now on."""
    made: list[str] = []
    rasterise = sprites._rasterise

    def spy(text: str, size: tuple[int, int], stretch: bool) -> pygame.Surface:
        made.append(threading.current_thread().name)
        return rasterise(text, size, stretch)
    monkeypatch.setattr(sprites, "_rasterise", spy)
    return made


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_resize__a_dragged_edge_lays_the_table_out_once_it_stops_and_makes_no_face_in_a_frame(
        monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    d = Driver(size=START, seed=3, anim="normal")
    t = d.start(default_setup(game, {"gnav": 2}.get(game, 4)), seed=3)
    d.settle(t)
    # mid-game, the player to move: nothing else happens on the table while the window is resized
    play_by_rules(t, lambda s: len(s.moves) >= 6 and t.humans[0] in t.game.to_move(s), 5)
    d.settle(t)
    d.step()
    laid = _count_layouts(monkeypatch, t)
    made = _spy_rasterise(monkeypatch)
    _drag_edge(d)
    # while the edge moves the window takes each size, the table none: its picture is stretched
    assert d.app.window.get_size() == END and laid == [] and t.size == START
    for _ in range(30):
        d.step()
    assert laid == [END] and t.size == d.app.size == END and t.misplaced() == []
    # the images at the new sizes are made off the frames: the faces on the faces thread, the
    # rest in spare frame time; meanwhile those of the old size stand in, scaled
    for _ in range(600):
        if not t.warm:
            break
        time.sleep(0.005)
        d.step()
    assert not t.warm and not cards.STAND_INS
    shown = {(game, s.face, max(4, round(s.width)), round(s.angle)) for s in t.spots(t.view).values()}
    assert shown <= set(k for k, _ in cards.COMPOSITES.items()), "every card shown has its image at its new size"
    assert "MainThread" not in made, "no face was rasterised in a frame"
    d.step()
    assert laid == [END]
    d.app.close()


def test_resize__a_dragged_edge_lays_the_title_out_once_it_stops(monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver(size=START, seed=3)
    title = d.top
    d.step()
    laid = _count_layouts(monkeypatch, title)
    _drag_edge(d)
    assert laid == [] and d.app.window.get_size() == END
    d.step(30)
    assert laid == [END] and d.top is title
    d.app.close()


def test_resize__a_frame_of_several_resizes_takes_the_last() -> None:
    d = Driver(size=START, seed=3)
    for size in ((1400, 800), (1500, 850), END):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    d.step(30)
    assert d.app.window.get_size() == d.app.size == d.top.size == END
    d.app.close()


def test_resize__the_pointer_lands_where_it_is_seen_while_the_edge_moves() -> None:
    # the picture is stretched into the window until the size holds: a point of
    # the window is mapped back onto it (a click on a tile opens that tile's Setup)
    from tabletop.app.scenes.setup import Setup
    d = Driver(size=START, seed=3)
    tile = d.top.tiles["nimmt"].center
    d.post(pygame.VIDEORESIZE, size=END, w=END[0], h=END[1])
    assert d.app.stretching
    d.click((tile[0] * END[0] / START[0], tile[1] * END[1] / START[1]))
    assert isinstance(d.top, Setup) and d.top.setup.game == "nimmt"
    d.app.close()


def test_resize__a_window_the_system_resized_already_is_not_set_again(monkeypatch: pytest.MonkeyPatch) -> None:
    # setting the display mode again at each size the edge passes cost 10-50 ms a frame
    d = Driver(size=START, seed=3)
    pygame.display.set_mode(END, pygame.RESIZABLE)  # what the system did as the edge moved
    set_again: list[object] = []
    real = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda *a, **k: set_again.append(a) or real(*a, **k))
    d.post(pygame.VIDEORESIZE, size=END, w=END[0], h=END[1])
    assert set_again == [] and d.app.window.get_size() == END and d.app.stretching
    d.step(30)
    assert d.app.size == d.top.size == END
    d.app.close()


def test_resize__the_titles_pictures_are_made_off_the_frames_the_old_ones_scaled_meanwhile(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # its four pictures rasterised in the layout's frame made it 52-55 ms
    d = Driver(size=START, seed=3)
    title = d.top
    d.step(3)
    made = _spy_rasterise(monkeypatch)
    asked: list[tuple[str, str, tuple[int, int]]] = []
    picture = sprites.picture
    monkeypatch.setattr(sprites, "picture",
                        lambda name, size: asked.append(("picture", name, size)) or picture(name, size))
    d.step()
    before = set(asked)
    new = (1480, 830)  # (a size no other test makes them at: the caches outlive an app)
    d.resize(new)
    assert title.size == new
    wanted = set(asked) - before  # (those drawn for the new size)
    assert len(wanted) == 4
    assert "MainThread" not in made, "none was rasterised in the layout's frame"
    assert title.ticking, "drawn again each frame until its pictures are there"
    for _ in range(600):
        if all(k in sprites.EXTRAS for k in wanted):
            break
        time.sleep(0.005)
        d.step()
    assert all(k in sprites.EXTRAS for k in wanted) and made and "MainThread" not in made
    d.step()
    assert not title.ticking, "the new pictures are shown, and the title rests"
    d.app.close()


def test_resize__a_scene_hidden_under_another_is_laid_out_when_it_shows_again(monkeypatch: pytest.MonkeyPatch) -> None:
    # the title under a game's Setup was laid out at each resize too (10-15 ms), unseen
    from tabletop.app.scenes.setup import Setup
    d = Driver(size=START, seed=3)
    title = d.top
    d.key(pygame.K_4)
    assert isinstance(d.top, Setup)
    laid = _count_layouts(monkeypatch, title)
    d.resize(END)
    assert laid == [] and d.top.size == END
    d.key(pygame.K_ESCAPE)
    assert d.top is title and laid == [END] and title.size == END
    d.app.close()


def test_resize__a_table_under_a_dialog_is_laid_out_at_once_and_one_under_a_page_when_it_shows() -> None:
    from tabletop.app.scenes.pause import Pause
    from tabletop.app.scenes.rules import RulesScene
    d = Driver(size=START, seed=3)
    t = d.start(default_setup("gnav", 2), seed=3)
    d.settle(t)
    d.key(pygame.K_ESCAPE)
    pause = d.top
    assert isinstance(pause, Pause) and not pause.opaque
    d.resize(END)
    assert t.size == pause.size == END and t.misplaced() == [], "the table shows through the menu"
    d.click(pause.buttons[1].rect.center)  # Rules
    assert isinstance(d.top, RulesScene) and d.top.opaque
    d.resize(START)
    assert t.size == pause.size == END, "hidden under the rules' page"
    d.key(pygame.K_ESCAPE)
    assert d.top is pause and t.size == pause.size == START and t.misplaced() == []
    d.app.close()


def test_resize__a_card_dragged_as_the_layout_comes_stays_in_hand_under_the_pointer() -> None:
    # the layout 0.2 s after the edge stopped let go of it: it sprang back to the hand
    d = Driver(size=START, seed=3)
    t = d.start(default_setup("nimmt", 4), seed=3)
    d.settle(t)
    s = t.sprites[t.view["hands"][0][3]["id"]]
    grab = (round(s.x), round(s.y))
    d.post(pygame.MOUSEBUTTONDOWN, pos=grab, button=1)
    to = (grab[0], grab[1] - 200)
    for k in range(1, 9):
        d.post(pygame.MOUSEMOTION, pos=(grab[0], grab[1] - 25 * k), rel=(0, -25), buttons=(1, 0, 0))
    d.step(60)
    assert t.drag.sprite is s and s.rect().collidepoint(to)
    d.resize(END)
    # the pointer stays where it is seen on the picture stretched into the window
    at = (round(to[0] * END[0] / START[0]), round(to[1] * END[1] / START[1]))
    assert t.size == END and t.drag.sprite is s and abs(s.w - t.spots(t.view)[s.id].width) < 0.01
    d.step(30)
    assert t.drag.sprite is s and s.rect().collidepoint(at), "still in hand, under the pointer"
    d.post(pygame.MOUSEMOTION, pos=(at[0] + 60, at[1]), rel=(60, 0), buttons=(1, 0, 0))
    d.step(60)
    assert t.drag.sprite is s and abs(s.x - (at[0] + 60)) < 3, "and the drag goes on"
    d.app.close()


@pytest.mark.parametrize("end,settled", [((2400, 1400), False), ((800, 1000), False), ((800, 1000), True)])
def test_resize__a_card_pressed_and_let_go_as_the_window_changes_is_a_click_never_a_drop(end, settled) -> None:
    # a press on a card in hand, the window resized, the button let go where it went
    # down: the press and the release were compared on the picture, which the new size
    # stretched under the still pointer, so the card was dropped where the player never
    # took it: onto the rows (played) at 2400x1400 or 800x1000
    d = Driver(size=START, seed=3)
    t = d.start(default_setup("nimmt", 4), seed=3)
    d.settle(t)
    me, moves = t.me, len(t.state.moves)
    s = t.sprites[t.view["hands"][me][0]["id"]]
    at = (round(s.x), round(s.y))
    d.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    assert t.drag.sprite is s
    d.post(pygame.VIDEORESIZE, size=end, w=end[0], h=end[1])
    if settled:
        d.step(30)
    assert d.app.stretching != settled
    d.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    d.step(30)
    assert not [m for m in t.state.moves[moves:] if m[0] == me], "no card of yours played"
    assert t.selected == s.id and not t.drag.holding, "a click: the card chosen, and back in hand"
    # moved by the hand, as far as a click may not, it is a drag: let go on the rows, it is played
    d.resize(end)
    s = t.sprites[t.view["hands"][me][1]["id"]]
    at = (round(s.x), round(s.y))
    d.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    d.post(pygame.MOUSEMOTION, pos=t.mid.center, rel=(0, 0), buttons=(1, 0, 0))
    d.post(pygame.MOUSEBUTTONUP, pos=t.mid.center, button=1)
    assert [m[0] for m in t.state.moves[moves:]].count(me) == 1
    d.app.close()


def _hint_asked(d: Driver, t: Any) -> bool:
    return t.hint_ticket is not None or t.hint is not None


def _drew(d: Driver, t: Any) -> bool:
    return t.state.moves[-1:] == [[0, "draw"]]


def _drew_from_the_pile(d: Driver, t: Any) -> bool:
    return t.state.moves[-1:] == [[0, "draw pile"]]


def _menu_open(d: Driver, t: Any) -> bool:
    from tabletop.app.scenes.pause import Pause
    return isinstance(d.top, Pause)


THINGS = {"hint": ("nimmt", lambda t: t.hint_button.rect, _hint_asked),
          "menu": ("nimmt", lambda t: t.menu_button.rect, _menu_open),
          "gnav draw pile": ("gnav", lambda t: t.draw_rect(), _drew),
          "grinch draw pile": ("grinch", lambda t: t.draw_rect, _drew_from_the_pile)}


def _table_at_rest(game: str) -> tuple[Driver, Any]:
    """A table of `game` at START, the human to move (at Gnav, to draw)."""
    from tabletop.rules import Action
    d = Driver(size=START, seed=3)
    t = d.start(default_setup(game, 2 if game == "gnav" else 4), seed=4)
    if game == "gnav":
        play_by_rules(t, lambda s: 0 in t.game.to_move(s) and Action("draw") in t.game.legal_actions(s, 0), 4)
    if game == "grinch":
        play_by_rules(t, lambda s: s.round == 1 and t.game.to_move(s) == [0] and t.phase == "draw", 1)
    rest = 0  # frames in a row at rest (6 nimmt!'s AIs lay their cards while you choose)
    while rest < 60:
        rest = rest + 1 if not t.animating else 0
        d.step()
    assert t.me == 0
    return d, t


@pytest.mark.parametrize("thing", list(THINGS))
def test_resize__a_button_or_pile_pressed_on_the_stretched_picture_and_let_go_on_the_new_one_is_clicked(
        thing: str) -> None:
    # the window's edge let go and, before the table was laid out for it (RESIZE_STILL), Hint, Menu
    # or Gnav's draw pile pressed where it was seen, stretched; laid out anew under the still
    # pointer, still on it, let go: nothing (the press was compared on the stretched picture)
    game, rect_of, done = THINGS[thing]
    d, t = _table_at_rest(game)
    end = (1380, 790)
    before = rect_of(t).copy()
    t.place(end)
    after = rect_of(t).copy()
    t.place(START)
    sx, sy = START[0] / end[0], START[1] / end[1]
    # a point of the window on the thing both as seen stretched and as laid out anew, seen
    # stretched where the new layout has it no more
    at = next((x, y) for y in range(after.top, after.bottom) for x in range(after.left, after.right)
              if before.collidepoint(round(x * sx), round(y * sy)) and not after.collidepoint(round(x * sx), round(y * sy)))
    d.post(pygame.VIDEORESIZE, size=end, w=end[0], h=end[1])
    assert d.app.stretching
    d.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    assert not done(d, t), "a press alone does nothing"
    d.step(30)
    assert not d.app.stretching and t.size == end and rect_of(t) == after
    d.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    d.step(2)
    assert done(d, t), f"{thing}: pressed and let go where the pointer stayed on it, it was not clicked"
    d.app.close()


@pytest.mark.parametrize("thing", list(THINGS))
@pytest.mark.parametrize("end", [(1380, 790), (1600, 900)])
def test_resize__a_button_or_pile_pressed_then_laid_out_anew_is_clicked_only_if_still_under_the_pointer(
        thing: str, end: tuple[int, int]) -> None:
    # pressed, the window resized, let go where the press went down: the thing is clicked if it is
    # under the pointer at the release (1380x790: it moved a little), not if the new size took it
    # away from there (1600x900: as a press on a button let go off it)
    game, rect_of, done = THINGS[thing]
    d, t = _table_at_rest(game)
    before = rect_of(t).copy()
    t.place(end)
    after = rect_of(t).copy()
    t.place(START)
    common = before.clip(after)
    at = common.center if common.width and common.height else before.center
    d.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    d.resize(end)
    d.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    d.step(2)
    assert done(d, t) == after.collidepoint(at), (thing, end, before, after, at)
    d.app.close()


@pytest.mark.parametrize("thing", ["hint", "menu"])
def test_resize__a_press_on_bare_cloth_let_go_on_a_button_the_new_size_brought_under_it_is_no_click(
        thing: str) -> None:
    # pressed on bare cloth, the window resized so that a button came to lie under the still
    # pointer, let go: the button was clicked (the press was mapped onto the new picture, where
    # the button is), though a press on nothing is never a click
    game, rect_of, done = THINGS[thing]
    d, t = _table_at_rest(game)
    end = (1600, 900)
    t.place(end)
    after = rect_of(t).copy()
    t.place(START)
    bare = [(x, y) for y in range(after.top, after.bottom) for x in range(after.left, after.right)
            if not t.hint_button.rect.collidepoint(x, y) and not t.menu_button.rect.collidepoint(x, y)
            and not t.mid.collidepoint(x, y) and not any(s.rect().collidepoint(x, y) for s in t.sprites.values())]
    assert bare, "a point of the new button that was bare cloth before"
    at = bare[len(bare) // 2]
    d.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    d.resize(end)
    assert rect_of(t).collidepoint(at)
    d.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    d.step(2)
    assert not done(d, t), f"{thing}: a press on bare cloth became a click on it"
    # pressed on it and let go there, it is clicked as ever
    d.click(at)
    d.step(2)
    assert done(d, t)
    d.app.close()
