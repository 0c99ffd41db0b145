"""The 6 nimmt! table through real mouse and key events: a whole game by
drag and drop with row choices, pass-and-play privacy, a resize mid-game."""
from __future__ import annotations

import math
import re
import threading
import time
import random
from typing import Any

import pygame
import pytest

from tabletop.app.scenes.passscreen import PassScreen
from tabletop.app.scenes.scores import GameOver, RoundScores
from tabletop.games.nimmt.rules import bullheads
from tabletop.app import ui
from tabletop.games.nimmt.table import NAME_ROOM, NimmtTable
from tabletop.rules import Action

from test_app_driver import (SAYS_WHO_WON, Driver, nimmt_setup, pick_frame_colour, play_by_rules, prompt_fits, record_drawn, status_drawn, record_frames,
                             record_sized, record_text)


def _play_by_drag(d: Driver, t: NimmtTable, card_id: int) -> None:
    s = t.sprites[card_id]
    d.drag((s.x, s.y), t.mid.center)


def test_nimmt_table__whole_game_by_drag_and_row_clicks() -> None:
    d = Driver(seed=1)
    t = d.start(nimmt_setup(3), seed=11)
    assert isinstance(t, NimmtTable)
    me = t.humans[0]
    drags = takes = rounds = 0
    for _ in range(40000):
        top = d.top
        if isinstance(top, GameOver):
            break
        if isinstance(top, RoundScores):
            rounds += 1
            d.key(pygame.K_RETURN)
            continue
        if top is t and not t.animating and t.me == me:
            phase = t.view["phase"]
            if phase == "choose":
                hand = t.view["hands"][me]
                moves = len(t.state.moves)
                # always the lowest card: it is often lower than every row
                _play_by_drag(d, t, hand[0]["id"])
                assert [me, f"play {hand[0]['face']}"] in t.state.moves[moves:], "the drop played the card"
                drags += 1
                continue
            if phase == "take":
                costs = [sum(1 for _ in r) for r in t.view["rows"]]
                row = costs.index(min(costs))
                pts = t.state.points[me]
                d.click(t.row_rects[row].center)
                assert t.view["phase"] != "take" or t.view["to_move"] != [me]
                takes += 1
                assert t.state.points[me] <= pts
                continue
        d.step()
    assert isinstance(d.top, GameOver), "the game reached its end"
    assert t.over and rounds >= 1 and drags >= 10 and takes >= 1
    # the game-over scene shows the outcome of the rules
    assert SAYS_WHO_WON.fullmatch(d.top.heading())


@pytest.mark.parametrize("size, players", [((800, 1280), 4), ((800, 1280), 10), ((1080, 1920), 10), ((800, 500), 10)])
def test_nimmt_table__the_names_under_this_turns_slots_are_small_print_where_the_slots_leave_room(
        size: tuple[int, int], players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # stood on end the names under the "this turn" slots were 15 px (800x1280) or 17 (1080x1920),
    # the slots far enough apart for small print; at 800x500 with 10 players 15 px, the band
    # wide enough for the slots apart for small print
    s = nimmt_setup(players)
    s.seats[-1].name = NAME_ROOM  # (the longest name kept whole)
    d = Driver(size=size, seed=2)
    t = d.start(s, seed=3)
    d.settle(t)
    assert t.view["phase"] == "choose"
    drawn = record_sized(monkeypatch)
    t._bg_key = None
    d.step()
    names = [(s, px, r) for s, px, r in drawn if t.stage.contains(r)]
    assert sorted(s for s, _, _ in names) == sorted(t.names), names
    assert all(px >= ui.SMALL_PX for _, px, _ in names), names
    assert len({px for _, px, _ in names}) == 1
    assert t.mid.contains(t.stage) and not any(r.colliderect(r2) for i, (_, _, r) in enumerate(names)
                                               for _, _, r2 in names[i + 1:])
    d.app.close()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080), (800, 500)])
def test_nimmt_table__names_as_long_as_name_room_show_whole_under_the_slots(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    # at 1366x768 "Human 10" (NAME_ROOM's 8 characters, 64 px) was cut to "Human..." under
    # its slot: its room was worked out as the pitch less a unit again, 63.99999 px
    s = nimmt_setup(10)
    for i, seat in enumerate(s.seats):
        seat.name = f"Human {i + 1}"
    d = Driver(size=size, seed=2)
    t = d.start(s, seed=3)
    d.settle(t)
    drawn = record_text(monkeypatch)
    t._bg_key = None
    d.step()
    names = sorted(text for text, r in drawn if t.stage.contains(r))
    assert names == sorted(t.names), names
    d.app.close()


def test_nimmt_table__illegal_drop_springs_back_and_plays_nothing() -> None:
    d = Driver(seed=2)
    t = d.start(nimmt_setup(4), seed=3)
    d.settle(t)
    card = t.view["hands"][0][3]["id"]
    home = t.spots(t.view)[card]
    s = t.sprites[card]
    # dropped on the hand area, far from the table's middle: not a move
    d.drag((s.x, s.y), (s.x + 40, s.y - 5))
    assert len(t.view["hands"][0]) == 10
    d.settle(t)
    assert t.sprites[card].at(home)


def _wait_my_turn(d: Driver, t: NimmtTable) -> None:
    """Until the human may choose and every AI card has landed."""
    for _ in range(3000):
        if isinstance(d.top, RoundScores):
            d.key(pygame.K_RETURN)
        elif t.me == 0 and not t.animating and t.view["phase"] == "take":
            d.click(t.row_rects[0].center)
        elif (t.me == 0 and not t.animating and t.view["phase"] == "choose"
              and all(c is not None for c in t.state.chosen[1:])):
            return
        d.step()
    raise AssertionError("the human's turn never came")


def test_nimmt_table__double_click_and_keyboard_play_a_card() -> None:
    d = Driver(seed=3)
    t = d.start(nimmt_setup(2), seed=5)
    _wait_my_turn(d, t)
    first = t.view["hands"][0][0]
    s = t.sprites[first["id"]]
    d.click((s.x, s.y))
    d.click((s.x, s.y))
    assert [0, f"play {first['face']}"] in t.state.moves
    _wait_my_turn(d, t)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    hand = t.view["hands"][0]
    assert t.selected == hand[1]["id"]
    d.key(pygame.K_RETURN)
    assert [0, f"play {hand[1]['face']}"] in t.state.moves


def test_nimmt_table__click_during_animation_finishes_it_without_acting() -> None:
    d = Driver(seed=4, anim="slow")
    t = d.start(nimmt_setup(3), seed=9)
    d.settle(t)
    s = t.sprites[t.view["hands"][0][0]["id"]]
    d.drag((s.x, s.y), t.mid.center)
    assert t.animating
    moves = len(t.state.moves)
    other = t.sprites[t.view["hands"][0][0]["id"]]
    d.post(pygame.MOUSEBUTTONDOWN, pos=(round(other.x), round(other.y)), button=1)
    assert not t.drag.holding, "the press only finished the animation"
    d.post(pygame.MOUSEBUTTONUP, pos=(round(other.x), round(other.y)), button=1)
    assert len(t.state.moves) >= moves and t.state.hands[0] and len(t.view["hands"][0]) == 9


def test_nimmt_table__two_humans_see_only_their_own_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver(seed=5)
    t = d.start(nimmt_setup(3, humans=2), seed=13)
    drawn = record_drawn(monkeypatch)
    passes = 0
    for _ in range(6000):
        top = d.top
        if isinstance(top, GameOver):
            break
        if isinstance(top, PassScreen):
            passes += 1
            assert not drawn, "nothing of the table is drawn under the pass screen"
            d.click((10, 10))
            continue
        if isinstance(top, RoundScores):
            d.key(pygame.K_RETURN)
            continue
        if top is t and t.me is not None and not t.animating:
            me = t.me
            # the person at the screen sits at the bottom and sees their own hand
            assert t.bottom == me
            spots = t.spots(t.view)
            assert all(spots[c["id"]].face == str(c["face"]) and spots[c["id"]].width == t.hand_w
                       for c in t.view["hands"][me])
            if t.view["phase"] == "take":
                d.click(t.row_rects[0].center)
            else:
                hand = t.view["hands"][me]
                s = t.sprites[hand[-1]["id"]]
                d.drag((s.x, s.y), t.mid.center)
            continue
        drawn.clear()
        d.step()
        # every face-up card drawn in a hand belongs to the one human allowed to look
        hands = {c: seat for seat, h in enumerate(t.state.hands) for c in
                 (t.state.cards.index(x) for x in h)}
        for cid, face in drawn:
            if face is not None and cid in hands and hands[cid] in t.humans and t.sprites.get(cid) is not None:
                seat = hands[cid]
                others = [h for h in t.humans if h != seat and h in t.game.to_move(t.state)]
                assert t.viewer == seat and not (others and seat not in t.game.to_move(t.state)), \
                    f"seat {seat}'s card drawn face up while {others} is to act"
        if passes >= 8:
            break
    assert passes >= 4


@pytest.mark.filterwarnings("ignore:Please use Window.get_surface:DeprecationWarning")
def test_nimmt_table__resize_mid_game_relayouts_every_card() -> None:
    d = Driver(seed=6)
    t = d.start(nimmt_setup(5), seed=21)
    d.settle(t)
    s = t.sprites[t.view["hands"][0][2]["id"]]
    d.drag((s.x, s.y), t.mid.center)
    d.step(3)
    d.app.resize((1600, 900))
    assert t.size == (1600, 900)
    assert t.misplaced() == [] or t.animating
    d.settle(t)
    assert t.misplaced() == []
    right = max(sp.x for sp in t.spots(t.view).values())
    assert 800 < right < 1600
    d.app.resize((1000, 1600))  # stood on end, and back
    d.settle(t)
    assert t.tall and t.misplaced() == [] and max(sp.y for sp in t.spots(t.view).values()) > 1100
    d.app.resize((1600, 900))
    d.settle(t)
    assert not t.tall and t.misplaced() == []
    # a small window is drawn as it is (crisp, not a larger picture scaled
    # down), and no window is let smaller than 800x500, where nothing could be read
    d.app.resize((900, 560))
    assert d.app.window.get_size() == d.app.size == (900, 560) and d.app.canvas is d.app.window
    d.step(2)
    assert t.misplaced() == [] or t.animating
    d.resize((200, 150))
    assert d.app.window.get_size() == d.app.size == (800, 500) and d.app.canvas is d.app.window
    assert pygame.Window.from_display_module().minimum_size == (800, 500)
    d.step(2)
    assert t.misplaced() == [] or t.animating
    # only a window manager that ignores the minimum makes a smaller window:
    # then the picture is laid out at 800x500 or more and scaled down into it
    pygame.display.set_mode((640, 400), pygame.RESIZABLE)
    d.app.resized()
    assert d.app.window.get_size() == (640, 400) and d.app.size[0] >= 800 and d.app.size[1] >= 500
    d.step(2)
    assert t.misplaced() == [] or t.animating


def test_nimmt_table__hint_marks_a_legal_card() -> None:
    d = Driver(seed=8)
    t = d.start(nimmt_setup(3), seed=2)
    d.settle(t)
    d.key(pygame.K_h)
    d.step(2)
    assert t.hint is not None and t.hint in t.legal()
    assert isinstance(t.hint, Action) and t.hint.kind == "play"


def test_nimmt_table__logic_draft_is_played_on_the_table_by_clicks() -> None:
    d = Driver(seed=9)
    t = d.start(nimmt_setup(3, variant="logic"), seed=1)
    picks = 0
    for _ in range(3000):
        if t.view["phase"] != "draft":
            break
        if t.me == 0 and not t.animating:
            card = t.view["pool"][-1]
            s = t.sprites[card["id"]]
            d.click((s.x, s.y))
            assert card["face"] in t.state.hands[0]
            picks += 1
            continue
        d.step()
    assert picks == 10 and t.view["phase"] == "choose" and len(t.view["rows"]) == 4
    d.settle(t)
    assert t.misplaced() == []


def test_nimmt_table__the_card_the_keys_pick_is_framed() -> None:
    # it was only raised a little, like the card under the pointer
    from tabletop.app import ui
    d = Driver(seed=9)
    t = d.start(nimmt_setup(3), seed=1)
    d.settle(t)
    d.key(pygame.K_RIGHT)
    d.settle(t)
    d.step()
    assert t.selected in [c["id"] for c in t.view["hands"][0]]
    assert max(abs(a - b) for a, b in zip(pick_frame_colour(d, t), ui.CREAM)) < 40


def test_nimmt_table__logic_draft_pool_is_a_grid_to_the_arrows() -> None:
    # the pool is laid out in rows of 10 or 13, but Up and Down did nothing
    d = Driver(seed=9)
    t = d.start(nimmt_setup(3, variant="logic"), seed=1)
    while not (t.me == 0 and not t.animating and t.view["phase"] == "draft"):
        d.step()
    ids = [c["id"] for c in t.view["pool"]]
    cols = t.pool_cols()
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_DOWN)
    assert t.selected == ids[cols], "Down goes a row down, to the card under"
    spots, _ = t.pool_spots(len(ids))
    assert abs(spots[ids.index(t.selected)][0] - spots[0][0]) < 1, "the same column"
    d.key(pygame.K_UP)
    assert t.selected == ids[0]
    first = t.view["pool"][0]["face"]
    d.key(pygame.K_RETURN)
    assert first in t.state.hands[0], "Enter drafts the card the arrows are on"


@pytest.mark.parametrize("size", [(1366, 768), (900, 1400)])
def test_nimmt_table__logic_pool_keeps_its_card_size_and_stays_centred_as_it_empties(size: tuple[int, int]) -> None:
    # the cards grew as the pool emptied (to twice their size) and crowded to the left
    d = Driver(size=size, seed=9)
    t = d.start(nimmt_setup(4, variant="logic"), seed=1)
    full = 44
    sizes = {t.pool_spots(n)[1] for n in range(full, 3, -1)}
    assert sizes == {t.pool_w()}
    for n in range(full, 3, -1):
        spots, _ = t.pool_spots(n)
        for y in {y for _, y in spots}:
            xs = [x for x, yy in spots if yy == y]
            assert abs((min(xs) + max(xs)) / 2 - t.pool_area.centerx) < 1, (n, "each row centred")
    d.app.close()


def test_drag__held_card_swings_with_the_pointer_and_settles_upright() -> None:
    d = Driver(seed=10)
    t = d.start(nimmt_setup(2), seed=3)
    d.settle(t)
    s = t.sprites[t.view["hands"][0][4]["id"]]
    grab = (round(s.x), round(s.y - s.rect().height * 0.4))  # near the top edge, like a hand would
    assert not t._target_lit()
    d.post(pygame.MOUSEBUTTONDOWN, pos=grab, button=1)
    assert t.drag.holding and t._target_lit(), "the legal target lights up while a card is held"
    turns = []
    for k in range(1, 13):  # a quick sweep to the right
        d.post(pygame.MOUSEMOTION, pos=(grab[0] + 25 * k, grab[1] - 8 * k), rel=(25, -8), buttons=(1, 0, 0))
        turns.append(abs(s.angle))
    assert max(turns) > 2, "the card swings as it is pulled"
    d.step(90)  # the pointer rests: the card hangs still and upright under it
    assert abs(s.angle) < 1.0
    assert abs(s.x - (grab[0] + 300)) < 3
    d.post(pygame.MOUSEBUTTONUP, pos=(grab[0] + 300, grab[1] - 96), button=1)
    assert not t.drag.holding


def test_nimmt_table__a_double_click_while_the_ais_lay_their_cards_plays_yours() -> None:
    # each AI's hidden choice flies to the stage while you choose: a click
    # then only hurried the flights on, so a double-click at a turn's start was lost
    d = Driver(seed=5, anim="normal")
    t = d.start(nimmt_setup(4), seed=5)
    d.settle(t)
    for _ in range(600):
        d.step()
        if t.animating and t.me == 0:
            break
    assert t.animating and t.me == 0, "the AIs' cards are on their way while you choose"
    card = t.sprites[t.view["hands"][0][4]["id"]]
    assert card.at(t.spots(t.view)[card.id]), "your card rests in your hand"
    d.click((card.x, card.y))
    d.step(5)
    d.click(card.rect().center)
    assert [m for m in t.state.moves if m[0] == 0], "your card is played"


def test_nimmt_table__a_click_on_a_card_still_moving_is_not_taken_as_aimed() -> None:
    # a click during an animation counts only where the picture is true
    d = Driver(seed=5, anim="normal")
    t = d.start(nimmt_setup(4), seed=5)
    d.settle(t)
    while not (t.animating and t.me == 0):
        d.step()
    spots = t.spots(t.view)
    flying = next(s for c, s in t.sprites.items() if c in spots and not s.at(spots[c]))
    resting = t.sprites[t.view["hands"][0][0]["id"]]

    def press(pos: tuple[float, float]) -> pygame.event.Event:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    assert t.resting_under(press((flying.x, flying.y))) is None
    assert t.resting_under(press((resting.x, resting.y))) == {resting.id}
    assert t.resting_under(press((2, 2))) is None, "nothing there: a click on bare cloth is not aimed either"
    d.click((flying.x, flying.y))
    assert t.selected is None and not [m for m in t.state.moves if m[0] == 0]


@pytest.mark.parametrize("how", ["space", "click on a row"])
def test_nimmt_table__a_take_you_have_not_seen_is_not_made_by_hurrying_the_cards(how: str) -> None:
    # your lowest card leads to a take while the cards are still being
    # turned up: Space (or a click's release) to hurry them took a row at once
    d = Driver(seed=5, anim="normal")
    t = d.start(nimmt_setup(4), seed=3)
    for _ in range(200):
        while not (d.top is t and not t.animating and t.me == 0):
            d.key(pygame.K_RETURN) if d.top is not t else d.step()
        if t.view["phase"] == "take":
            t.act(0, Action("take", (0,)))
            continue
        t.act(0, min(t.legal(), key=lambda a: a.args[0]))
        if t.view["phase"] == "take" and t.me == 0:
            break
    d.step(2)
    assert t.animating and t.view["phase"] == "take"
    moves = len(t.state.moves)
    if how == "space":
        d.key(pygame.K_SPACE)
    else:
        d.click(t.row_rects[2].center)
    assert len(t.state.moves) == moves and not t.animating, "the cards are hurried home, no row is taken"


def test_table__a_click_as_a_round_ends_shows_its_scores_and_leaves_them_up() -> None:
    # the press brought the scores up, and its release pressed their "Next round"
    from tabletop.app.scenes.scores import RoundScores
    d = Driver(seed=5, anim="normal")
    t = d.start(nimmt_setup(3), seed=5)
    probe = RoundScores(d.app, t)
    probe.layout(d.app.size)
    where = probe.buttons[0].rect.center
    for _ in range(20000):
        moves = len(t.state.moves)
        d.step()
        if d.top is not t:
            d.key(pygame.K_RETURN)  # a round your own move ended
        elif len(t.state.moves) > moves and any(e.kind == "round_end" for e in t.last_events) and t.animating:
            break
        elif t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
    assert t.animating and d.top is t, "an AI's move ends the round, and it is still on its way"
    d.click(where)
    assert isinstance(d.top, RoundScores), "the round's scores are shown, not skipped"


def test_nimmt_table__the_row_lit_is_the_row_enter_takes_after_pointer_and_keys() -> None:
    d = Driver(seed=5)
    t = d.start(nimmt_setup(3), seed=1)
    for _ in range(20000):
        if d.top is not t:
            d.key(pygame.K_RETURN)
        elif t.me == 0 and not t.animating and t.view["phase"] == "take":
            break
        elif t.me == 0 and not t.animating:
            t.act(0, min(t.legal(), key=lambda a: a.args[0]))  # the lowest card, to have a row to take
        d.step()
    moves = len(t.state.moves)
    pygame.mouse.set_pos(t.row_rects[0].center)  # the pointer rests on the first row
    d.post(pygame.MOUSEMOTION, pos=t.row_rects[0].center, rel=(0, 0), buttons=(0, 0, 0))
    assert t._lit_row() == 0
    d.key(pygame.K_DOWN)
    assert t._lit_row() == 1, "the keys go on from the row pointed at, and the light follows them"
    d.key(pygame.K_RETURN)
    assert t.state.moves[moves] == [0, "take 1"]
    pygame.mouse.set_pos((0, 0))  # where the other tests expect it


def _to_a_take(d: Driver, t: NimmtTable, wanted: object = lambda t: True) -> None:
    """Play your lowest card each turn (the AIs at random) until you must take a row
    and `wanted(t)` holds (takes before it: the first row, by the rules alone)."""
    for _ in range(40000):
        if d.top is not t:
            d.key(pygame.K_RETURN)
        elif t.me == 0 and not t.animating and t.view["phase"] == "take":
            if wanted(t):  # type: ignore[operator]
                return
            t.act(0, Action("take", (0,)))
        elif t.me == 0 and not t.animating:
            t.act(0, min(t.legal(), key=lambda a: a.args[0]))
        d.step()
    raise AssertionError("no such take came")


def _cheapest(t: NimmtTable) -> int:
    costs = [sum(bullheads(c["face"]) for c in row) for row in t.view["rows"]]
    return costs.index(min(costs))


def test_nimmt_table__the_keys_start_on_the_cheapest_row_in_a_ring_and_enter_takes_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the keys' row had an olive tint hardly apart from the hint's green one, and
    # Enter at once took row 1 (9 bullheads beside a row of 2)
    d = Driver(seed=5)
    t = d.start(nimmt_setup(4), seed=1)
    _to_a_take(d, t, lambda t: _cheapest(t) != 0)
    cheap, moves = _cheapest(t), len(t.state.moves)
    rings = record_frames(monkeypatch)
    t._bg_key = None  # the static layer drawn anew
    d.step()
    framed = [r for r, w in rings if w >= 2 and any(r.contains(rr) for rr in t.row_rects)]
    assert [r for r in framed if r.contains(t.row_rects[cheap])] == framed != [], "one ring, on the cheapest row"
    d.key(pygame.K_RETURN)
    assert t.state.moves[moves] == [0, f"take {cheap}"]


def test_nimmt_table__tab_steps_through_the_rows_to_take() -> None:
    # Tab (Right, at a table) did nothing while a row was to be taken
    d = Driver(seed=5)
    t = d.start(nimmt_setup(4), seed=1)
    _to_a_take(d, t)
    moves = len(t.state.moves)
    for _ in range((1 - _cheapest(t)) % 4):
        d.key(pygame.K_DOWN)  # (to the second row: the "?" button comes after the last, before the first)
    d.key(pygame.K_TAB)
    assert t.row_choice == 2
    d.post(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode="", scancode=0)
    d.post(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode="", scancode=0)
    d.key(pygame.K_RETURN)
    assert t.state.moves[moves] == [0, "take 0"]


def test_nimmt_table__the_hint_for_a_take_leaves_the_rows_cards_as_they_were() -> None:
    # the hint laid a green wash over its row, cards and numbers too
    d = Driver(seed=5)
    t = d.start(nimmt_setup(4), seed=1)
    _to_a_take(d, t, lambda t: sum(len(r) for r in t.view["rows"]) >= 9)
    d.step(2)
    before = d.app.window.copy()
    d.key(pygame.K_h)
    for _ in range(600):
        if t.hint is not None:
            break
        d.step()
    d.step(2)
    assert t.hint is not None and t.hint.kind == "take"
    row = int(t.hint.args[0])
    after = d.app.window
    for c in t.view["rows"][row]:
        r = t.sprites[c["id"]].rect().clip(after.get_rect())
        assert pygame.image.tobytes(before.subsurface(r), "RGB") == pygame.image.tobytes(after.subsurface(r), "RGB")
    from tabletop.app import ui
    x, y = t.slot(row, 5)  # a badge of its own in the row's free sixth place
    tag = pygame.Rect(round(x - t.row_w / 2), round(y - t.row_w * 0.7), round(t.row_w), round(t.row_w * 1.4))
    assert any(after.get_at((px, py))[:3] == ui.GOOD for px in range(tag.left, tag.right, 2)
               for py in range(tag.top, tag.bottom, 2))


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (900, 1400)])
def test_nimmt_table__the_take_prompt_names_the_keys_and_fits(size: tuple[int, int],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # it said only "click the row you take": Up/Down and Enter were never mentioned
    d = Driver(size=size, seed=5)
    t = d.start(nimmt_setup(4), seed=1)
    _to_a_take(d, t)
    prompt_fits(d, t, monkeypatch, "Up/Down and Enter",
                [t.menu_button.rect, t.hint_button.rect, t.me_rect] + t.row_rects + t.plaques)
    # and they do what it says
    moves, at = len(t.state.moves), t._lit_row()
    d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    assert t.state.moves[moves] == [0, f"take {((at or 0) + 1) % 4}"]
    d.app.close()


@pytest.mark.parametrize("frame", [1 / 60, 1 / 40, 1 / 24, "uneven"])
def test_drag__the_held_card_stays_under_the_pointer_at_any_frame_rate(frame: float | str) -> None:
    # the pointer's hand was moved for a 1/60 s frame, then again by the
    # physics for the real frame: below 60 fps the card ran away from the
    # pointer, off the window, and far enough away it stopped the app
    d = Driver(seed=10)
    t = d.start(nimmt_setup(2), seed=3)
    d.settle(t)
    s = t.sprites[t.view["hands"][0][4]["id"]]
    grab = (round(s.x), round(s.y))
    rng = random.Random(5)

    def post(etype: int, pos: tuple[int, int], **attrs: object) -> None:
        pygame.event.post(pygame.event.Event(etype, pos=pos, **attrs))
        d.app.step(rng.uniform(0.008, 0.06) if frame == "uneven" else float(frame))

    post(pygame.MOUSEBUTTONDOWN, grab, button=1)
    worst = 0.0
    for k in range(1, 61):
        p = (grab[0] + 6 * k, grab[1] - 5 * k)
        post(pygame.MOUSEMOTION, p, rel=(6, -5), buttons=(1, 0, 0))
        worst = max(worst, math.dist(s.rect().center, p))  # (as drawn: lifted)
    assert worst < 20, "while moving, the card trails the pointer by little"
    for _ in range(60):
        post(pygame.MOUSEMOTION, p, rel=(0, 0), buttons=(1, 0, 0))
    assert math.dist(s.rect().center, p) < 2, "at rest it hangs right under the pointer"
    post(pygame.MOUSEBUTTONUP, p, button=1)
    assert not t.drag.holding


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_nimmt_table__long_names_under_the_chosen_cards_stay_readable_and_apart(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    # with 10 players a 12-letter name shrank to 10 px and still ran into its neighbour's
    from tabletop.app import ui
    d = Driver(size=size)
    s = nimmt_setup(10)
    names = ["Wilhelmina W", "Ada", "Maximilian12", "WWWWWWWWWWWW"] + [f"Player {i}" for i in range(4, 10)]
    for seat, name in zip(s.seats, names):
        seat.name = name
    t = d.start(s, seed=3)
    drawn = record_text(monkeypatch)
    d.step()
    under = []
    for seat, (x, y) in enumerate(t.stage_slots):
        text, rect = next((txt, r) for txt, r in drawn
                          if abs(r.centerx - x) < 2 and abs(r.top - (y + t.stage_w * 0.7 + t.u * 0.4)) < 2)
        assert text == t.names[seat] or (text.endswith("\u2026") and t.names[seat].startswith(text[:-1]))
        assert rect.height >= 0.75 * ui.font(round(t.u * 2)).get_height() - 1, "not shrunk past reading"
        under.append(rect)
    assert all(not a.colliderect(b) for i, a in enumerate(under) for b in under[i + 1:]), "no two names touch"
    assert any(txt.endswith("\u2026") for txt, _ in drawn), "the longest name is cut, not squeezed"
    d.app.close()


def test_nimmt_table__logic_a_secret_choice_goes_face_down_to_the_stage() -> None:
    # the view no longer names the card a seat chose from its known hand:
    # the table still sends one card face down to that seat's place
    d = Driver(seed=9)
    t = d.start(nimmt_setup(3, variant="logic"), seed=1)
    checked = 0
    for _ in range(40000):
        if isinstance(d.top, RoundScores):
            break
        if t.me == 0 and not t.animating:
            v = t.view
            if v["phase"] == "choose" and all(v["chosen"][i] is not None for i in (1, 2)):
                assert all(v["chosen"][i]["id"] is None for i in (1, 2)), "seat 0 sees no id"
                assert t.misplaced() == []
                for seat in (1, 2):
                    on_stage = [s for s in t.sprites.values() if (s.x, s.y) == t.stage_slots[seat]]
                    assert len(on_stage) == 1 and on_stage[0].face is None
                    assert on_stage[0].id in [c["id"] for c in v["hands"][seat]]
                    # its plaque counts the cards left in the hand, one fewer than yours
                    assert t._plaque_lines()[seat][1].endswith(f" {len(v['hands'][0]) - 1} cards") or \
                        len(v["hands"][0]) == 2
                checked += 1
            t.act(0, t.legal()[0])
            continue
        d.step()
    assert isinstance(d.top, RoundScores) and checked >= 8
    d.key(pygame.K_RETURN)
    d.settle(t)
    assert t.misplaced() == []


def test_nimmt_table__an_arrow_while_the_ais_lay_their_cards_moves_your_choice() -> None:
    # a keyboard player's first Right at a turn's start only hurried the
    # AIs' flights on and had to be pressed again
    d = Driver(seed=5, anim="normal")
    t = d.start(nimmt_setup(4), seed=5)
    d.settle(t)
    while not (t.animating and t.me == 0):
        d.step()
    d.key(pygame.K_RIGHT)
    assert t.selected == t.view["hands"][0][0]["id"], "the first Right picked your first card"
    assert not [m for m in t.state.moves if m[0] == 0], "and played nothing"


@pytest.mark.parametrize("size", [(800, 500), (1024, 640), (1920, 1080), (900, 1400), (1000, 1150)])
def test_nimmt_table__ten_plaques_apart_and_their_figures_readable(size: tuple[int, int],
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # with ten players the top plaques were squeezed between the side columns:
    # "61 points · 6 cards" shrank to 6-10 px, its spaces gone, names cut short;
    # then the cards were left out ("61 points")
    from tabletop.app import seats, ui
    d = Driver(size=size)
    t = d.start(nimmt_setup(10))
    d.settle(t)
    screen = pygame.Rect(0, 0, *d.app.size)  # (only a window below 800x500 shows a larger canvas scaled)
    rects = t.plaques + [t.menu_button.rect]
    for i, a in enumerate(rects):
        assert screen.contains(a)
        assert not any(a.colliderect(b) for b in rects[i + 1:])
    seats._plaque.cache_clear()  # drawn anew, not from an earlier test's cache
    drawn = record_text(monkeypatch)
    d.step()
    u = ui.unit(d.app.size)
    figures = [r for s, r in drawn if "points" in s]
    assert len(figures) >= 10 and all(r.height >= ui.font(math.floor(u * 2.2)).get_height() for r in figures)
    if size[0] >= 1024:
        assert all(name in [s for s, _ in drawn] for name in t.names), "every name whole"
    # every plaque tells its cards too, as readable as its points (on a line of their own
    # where the plaque is narrow), above the backs of the hand it holds
    for seat, (name, line, active, chose) in enumerate(t._plaque_lines()):
        rect = t.seat_rect(seat)
        drawn.clear()
        seats.draw_plaque(pygame.Surface(rect.inflate(40, 40).size), rect.move(-rect.x, -rect.y), name, line, u=u)
        cards = [r for s, r in drawn if s.endswith(" cards")]
        assert len(cards) == 1 and cards[0].height >= ui.font(math.floor(u * 2.2)).get_height(), line
        assert cards[0].right <= rect.width + u and cards[0].bottom < rect.height + u - t.tiny * 1.4 - u * 1.2


def test_nimmt_table__until_a_rounds_scores_are_seen_no_plaque_counts_the_next_deal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # every plaque said "10 cards" beside an empty table as a round ended
    from tabletop.app import seats
    d = Driver(seed=2)
    t = d.start(nimmt_setup(3), seed=6)
    d.play_until(t, RoundScores)
    assert t.scoring
    seats._plaque.cache_clear()
    drawn = record_text(monkeypatch)
    t._bg_key = None
    d.step()
    lines = [s for s, _ in drawn if "points" in s]
    assert len(lines) == 3 and all(s.endswith("0 cards") for s in lines)
    assert "Round 1 over" in [s for s, _ in drawn]
    d.key(pygame.K_RETURN)
    d.settle(t)
    assert not t.scoring and len(t.view["hands"][0]) == 10


@pytest.mark.parametrize("variant", ["logic", "standard"])
def test_nimmt_table__in_logic_pointing_at_a_player_shows_their_known_hand(variant: str,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    # every hand is known in Logic and the AIs play with that knowledge;
    # the player could only see backs
    from tabletop.games.nimmt import table_draw
    d = Driver(seed=9)
    t = d.start(nimmt_setup(3, variant=variant), seed=1)
    while not (t.view["phase"] == "choose" and t.me == 0 and not t.animating):
        if t.me == 0 and not t.animating:
            t.act(0, t.legal()[0])
        d.step()
    shown: list[str | None] = []
    real = table_draw.card_surface
    monkeypatch.setattr(table_draw, "card_surface", lambda g, face, *a: shown.append(face) or real(g, face, *a))
    d.post(pygame.MOUSEMOTION, pos=t.seat_rect(2).center, rel=(0, 0), buttons=(0, 0, 0))
    d.step()
    if variant == "logic":
        hand = [str(c["face"]) for c in t.view["hands"][2]]
        assert len(hand) == 10 and shown[-10:] == hand, "seat 2's hand, face up"
    else:
        assert shown == [], "hidden hands stay hidden"
    d.post(pygame.MOUSEMOTION, pos=t.mid.center, rel=(0, 0), buttons=(0, 0, 0))
    shown.clear()
    d.step()
    assert shown == []
    # and by the keys: K shows each other player's hand in turn, then none
    peeks = []
    for _ in range(3):
        d.key(pygame.K_k)
        peeks.append(t.peek)
    assert peeks == ([1, 2, None] if variant == "logic" else [None] * 3)


def test_nimmt_table__logic_a_resumed_secret_choice_is_revealed_from_the_stage() -> None:
    # after Continue a card of that hand stood in for the secret choice on the
    # stage, and at the reveal the real card came flying from the plaque while
    # the stand-in went back
    from tabletop.app import persist
    d = Driver(seed=3, anim="normal")
    t = d.start(nimmt_setup(4, variant="logic"), seed=11)
    while not (t.me == 0 and not t.animating and t.view["phase"] == "choose"
               and all(t.view["chosen"][i] is not None for i in (1, 2, 3))):
        if t.me == 0 and not t.animating:
            t.act(0, t.legal()[0])
        d.step()
    assert persist.open_game(d.app, persist.game_record(t))
    t2 = d.table()
    d.settle(t2)
    assert t2.misplaced() == []
    t2.act(0, t2.legal()[0])
    for _ in range(400):
        for seat in (1, 2, 3):
            slot = tuple(map(round, t2.stage_slots[seat]))
            at_slot = [s for s in t2.sprites.values() if (round(s.x), round(s.y)) == slot]
            assert len(at_slot) <= 1, "one card on each stage slot, never two"
        d.step()
    d.settle(t2)
    assert t2.misplaced() == []


def test_nimmt_table__the_prompt_stays_while_the_ais_lay_their_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    # with ten players the line under the rows was blank for the first ~4 s of each
    # turn, while the AIs laid their cards, though a card could already be chosen
    d = Driver(size=(1366, 768), seed=5, anim="normal")
    t = d.start(nimmt_setup(10), seed=5)
    texts = record_text(monkeypatch)
    frames = 0
    for _ in range(900):
        texts.clear()
        t._bg_key = None  # the status line is on the static layer: draw it every frame
        d.step()
        if t.me == 0 and t.view["phase"] == "choose" and t.animating:
            frames += 1
            told = [s for s, r in texts if r.top >= t.status_y - 2 and r.top <= t.status_y + t.u * 3]
            assert any(s.startswith("Your turn: drag a card") for s in told), f"frame {frames}: {told}"
    assert frames >= 30, "the AIs' cards were seen on their way while you could choose"


def test_nimmt_table__your_hand_closes_up_right_after_your_choice() -> None:
    # the played card's gap stayed in the fan for the whole 2-3 s of the reveal
    d = Driver(seed=3, anim="normal")
    t = d.start(nimmt_setup(4), seed=11)
    while not (t.me == 0 and not t.animating and all(t.view["chosen"][i] is not None for i in (1, 2, 3))):
        d.step()
    hand = t.view["hands"][0]
    assert t.act(0, t.card_action(hand[4]["id"]))
    assert any(e.kind == "reveal" for e in t.last_events), "the last choice: the turn is revealed"
    d.step(30)  # half a second
    assert t.animating, "the turn is still being shown"
    spots = t.spots(t.view)
    rest = [c["id"] for c in t.view["hands"][0]]
    assert len(rest) == 9 and all(t.sprites[c].at(spots[c]) for c in rest), "the fan is closed up"


def test_nimmt_table__a_rows_bullheads_and_a_plaques_points_change_as_the_cards_land() -> None:
    # a row's badge already counted a card still waiting or in flight, and a plaque
    # its new points while the row it took was still on its way there
    from tabletop.app.cards import Spot
    from tabletop.games.nimmt.rules import bullheads, row_cost
    d = Driver(seed=3, anim="normal")
    t = d.start(nimmt_setup(4), seed=11)
    checked = takes = 0
    for _ in range(6000):
        if t.me == 0 and not t.animating and d.top is t:
            t.act(0, t.legal()[0])  # the lowest card (a take now and then)
            takes += any(e.kind == "take" for e in t.last_events)
        d.step()
        if d.top is not t or not t.animating or t.scoring or t.over or t.view["phase"] == "draft":
            continue
        v = t.view
        # the cards that rest in each row's slots (not those on the stage or on their way)
        landed = [[int(s.face) for s in t.sprites.values() if s.face is not None and not t.tweener.moving(s)
                   and any(s.at(Spot(*t.slot(r, k), t.row_w, s.face)) for k in range(6))] for r in range(4)]
        want = tuple(row_cost(faces) if faces else None for faces in landed)
        assert t._row_costs() == want, f"badges {t._row_costs()} while the cards landed say {want}"
        shown = [int(line.split()[0]) for _, line, _, _ in t._plaque_lines()]
        # a taken card still face up (in its row, or on the first half of its way) is not
        # counted yet; once a take's last card lies still face down on the plaque, all are
        for seat, pile in enumerate(v["taken"]):
            up = sum(bullheads(t.state.cards[c["id"]]) for c in pile if t.sprites[c["id"]].face is not None)
            moving = any(t.tweener.moving(t.sprites[c["id"]]) for c in pile)
            low = v["points"][seat] + up
            high = v["points"][seat] + (sum(bullheads(t.state.cards[c["id"]]) for c in pile) if up or moving else 0)
            assert low <= shown[seat] <= high, f"seat {seat}: {shown[seat]} points shown, {low}-{high} landed"
        checked += 1
        if takes >= 2 and checked > 400:
            break
    assert takes >= 1 and checked > 200


def test_nimmt_table__a_logic_draft_of_ai_picks_moves_along() -> None:
    # every pick was held as long as a played card: a 4-player draft took 18 s
    # of watching, a 10-player one 46 s
    d = Driver(size=(1280, 720), seed=3, anim="normal")
    d.app.ai_pause = 0.45  # the app's own
    setup = nimmt_setup(4, variant="logic")
    setup.seats[0].human = False
    t = d.start(setup, seed=5)
    frames = 0
    while t.state.phase == "draft":
        d.step()
        frames += 1
        assert frames < 60 * 14, "the draft still runs after 14 s"
    d.app.close()


TALL = [(900, 1400), (1000, 1150), (1080, 1920), (768, 1366)]


@pytest.mark.parametrize("size", TALL)
@pytest.mark.parametrize("players", [2, 4, 6, 10])
def test_nimmt_table__a_tall_window_uses_its_height(size: tuple[int, int], players: int,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    # stood on end the table kept its landscape layout: tall, mostly empty row
    # bands and small cards, the lower half of the window unused
    from tabletop.app import ui
    d = Driver(size=size, seed=2)
    s = nimmt_setup(players, variant="logic")
    for seat in s.seats:
        seat.name = "Maximilian von Lichtenstein"
    t = d.start(s, seed=4)
    d.settle(t)
    assert t.tall
    with monkeypatch.context() as m:
        m.setattr(ui, "portrait", lambda size: False)  # what this window showed before
        t.layout_table(t.size)
        wide = (t.row_w, t.hand_w)
    t.layout_table(t.size)
    # (a window only a little taller than wide has little height to give: the rows were as wide as it)
    # (the draft's pool takes the columns that make its cards largest in either layout)
    assert t.row_w >= wide[0] * (1.2 if t.size[1] > t.size[0] * 1.3 else 1.05)
    assert t.hand_w >= wide[1] * 1.5
    # a whole hand of ten in the window, clear of the buttons and your plaque, and apart from the rows
    hand = [pygame.Rect(round(x - t.hand_w / 2), round(y - t.hand_w * 0.7), round(t.hand_w), round(t.hand_w * 1.4))
            for x, y, _ in t.hand_spots(10)]
    screen = pygame.Rect(0, 0, *d.app.size)
    fixed = t.plaques + [t.me_rect, t.menu_button.rect, t.hint_button.rect, t.stage] + t.row_rects
    assert all(screen.contains(r) for r in hand + fixed)
    assert not any(h.colliderect(r) for h in hand for r in fixed)
    assert t.hand_zone().contains(hand[0].unionall(hand))
    zones = t.plaques + [t.menu_button.rect, t.stage, t.row_rects[0].unionall(t.row_rects)]
    assert not any(a.colliderect(b) for i, a in enumerate(zones) for b in zones[i + 1:])
    # the draft's pool over the middle, clear of the hand and of the plaques
    spots, cw = t.pool_spots(10 * players + 4)
    cards = [pygame.Rect(round(x - cw / 2), round(y - cw * 0.7), round(cw), round(cw * 1.4)) for x, y in spots]
    assert all(t.mid.contains(c) and not c.colliderect(t.hand_zone()) for c in cards)
    assert not any(c.colliderect(p) for c in cards for p in t.plaques + [t.menu_button.rect])
    # the status line beside your plaque, in the window and clear of the hint button
    drawn = record_text(monkeypatch)
    t._bg_key = None
    d.step()
    status = [r for txt, r in drawn if r.top >= t.me_rect.top and r.left > t.me_rect.right
              and not t.hint_button.rect.contains(r)]
    assert status and all(screen.contains(r) and not r.colliderect(t.hint_button.rect) for r in status)
    d.app.close()


@pytest.mark.parametrize("size", [(1080, 1920), (720, 1280), (800, 1000), (1440, 2560)])
def test_nimmt_table__a_short_hand_in_a_tall_window_is_one_row(size: tuple[int, int]) -> None:
    # a tall layout's two rows split every hand in half: three cards showed as 2 + 1,
    # and Down went from the first to the third
    d = Driver(size=size, seed=1)
    t = d.start(nimmt_setup(3), seed=3)
    assert isinstance(t, NimmtTable) and t.tall and t.hand_rows == 2
    screen = pygame.Rect(0, 0, *d.app.size)
    rows: dict[int, int] = {}
    for _ in range(40000):
        top = d.top
        if isinstance(top, (RoundScores, GameOver)):
            break
        if top is t and not t.animating and t.me == 0:
            if t.view["phase"] == "take":
                d.click(t.row_rects[0].center)
                continue
            hand = [t.sprites[c["id"]] for c in t.view["hands"][0]]
            lines: dict[int, list[pygame.Rect]] = {}
            for s in hand:
                assert screen.contains(s.rect()) and t.hand_zone().contains(s.rect())
                lines.setdefault(round(s.y), []).append(s.rect())
            rows[len(hand)] = len(lines)
            # two rows only when one would overlap its cards more than a fan does
            one_row_step = (t.size[0] - 3 * t.u - t.hand_w) / max(1, len(hand) - 1)
            assert (len(lines) == 2) == (len(hand) > 1 and one_row_step < t.hand_w * 0.82), (len(hand), len(lines))
            for line in lines.values():
                assert all(b.x - a.x >= t.hand_w * 0.82 - 1 for a, b in zip(line, line[1:]))
            if len(hand) == 3:
                d.key(pygame.K_RIGHT)
                d.key(pygame.K_DOWN)
                assert t.selected == hand[0].id, "one row: nothing below the first card"
            d.drag((hand[0].x, hand[0].y), t.row_rects[1].center)
            continue
        d.step()
    assert sorted(rows) == list(range(1, 11))
    assert all(rows[n] == 1 for n in range(1, 6)) and rows[10] == 2, rows
    d.app.close()


def test_nimmt_table__whole_game_in_a_tall_window_by_real_events() -> None:
    # stood on end, a whole seeded game as a person plays it: drags to the table,
    # clicks on rows, and the keys along the two rows of the hand
    d = Driver(size=(1080, 1920), seed=1)
    t = d.start(nimmt_setup(3), seed=11)
    assert isinstance(t, NimmtTable) and t.tall and t.hand_rows == 2
    me, plays, takes, keys = 0, 0, 0, False
    for _ in range(60000):
        top = d.top
        if isinstance(top, GameOver):
            break
        if isinstance(top, RoundScores):
            d.key(pygame.K_RETURN)
            continue
        if top is t and not t.animating and t.me == me:
            if t.view["phase"] == "take":
                # the dearest row, and below always the lowest card: a short game
                costs = t._row_costs()
                d.click(t.row_rects[costs.index(max(costs))].center)
                takes += 1
                continue
            hand = t.view["hands"][me]
            moves = len(t.state.moves)
            if len(hand) >= 4 and not keys:
                # the keys go along the rows of your hand and down to the row under
                d.key(pygame.K_RIGHT)
                d.key(pygame.K_DOWN)
                keys = True
                assert t.selected == hand[-(-len(hand) // 2)]["id"]
                d.key(pygame.K_RETURN)
            else:
                card = t.sprites[hand[0]["id"]]
                d.drag((card.x, card.y), t.row_rects[1].center)
            assert len(t.state.moves) > moves, "the card was played"
            plays += 1
            continue
        d.step()
    assert isinstance(d.top, GameOver) and t.over
    assert plays >= 20 and takes >= 1 and keys


def test_nimmt_table__a_tall_logic_draft_by_clicks_then_a_round() -> None:
    # the pool laid out for the height, the picks landing in the tall hand
    d = Driver(size=(1000, 1150), seed=9)
    t = d.start(nimmt_setup(3, variant="logic"), seed=1)
    assert t.tall and t.pool_cols() < 10, "fewer, larger columns than landscape's 10"
    picks = 0
    for _ in range(40000):
        if isinstance(d.top, RoundScores):
            break
        if t.me == 0 and not t.animating:
            if t.view["phase"] == "draft":
                card = t.view["pool"][picks * 7 % len(t.view["pool"])]
                s = t.sprites[card["id"]]
                d.click((s.x, s.y))
                assert card["face"] in t.state.hands[0]
                picks += 1
            elif t.view["phase"] == "take":
                d.click(t.row_rects[0].center)
            else:
                s = t.sprites[t.view["hands"][0][0]["id"]]
                d.click((s.x, s.y))
                d.click((s.x, s.y))
            continue
        d.step()
    assert picks == 10 and isinstance(d.top, RoundScores)


def test_nimmt_table__tab_steps_through_the_hand_as_right_does() -> None:
    # Setup says "(or Tab and Enter)"; at a table Tab did nothing (tables with no
    # Tab of their own take it as Right, Shift+Tab as Left: TableScene.handle)
    d = Driver(seed=3)
    t = d.start(nimmt_setup(2), seed=5)
    _wait_my_turn(d, t)
    hand = [c["id"] for c in t.view["hands"][0]]
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB)
    assert t.selected == hand[1]
    d.post(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT, unicode="", scancode=0)
    assert t.selected == hand[0]


def test_nimmt_table__opens_without_rasterising_the_deck_on_the_frame_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    # the table made all its faces as it opened: at 3840x2160 a 4-player deck's 222 took 1.8 s,
    # a freeze after Start; now the faces thread makes them while the frames go on
    from tabletop.app import cards, sprites
    made: list[str] = []
    rasterise = sprites._rasterise

    def spy(*args: object, **kw: object) -> pygame.Surface:
        made.append(threading.current_thread().name)
        return rasterise(*args, **kw)  # type: ignore[arg-type]
    monkeypatch.setattr(sprites, "_rasterise", spy)
    sprites.CARDS.clear()
    cards.COMPOSITES.clear()
    d = Driver(size=(2560, 1440), seed=1, anim="normal")
    t = d.start(nimmt_setup(4), seed=3)
    assert isinstance(t, NimmtTable)
    d.step(1)
    end = time.perf_counter() + 20
    while t.warm and time.perf_counter() < end:
        d.step(1)
        time.sleep(0.005)
    assert not t.warm, "every face of the deck was made ready"
    on_frames = made.count("MainThread")
    assert on_frames <= 16, f"the frame thread made {on_frames} faces, at most the first frame's should be"
    assert made.count("tabletop-faces") >= 150


def _spy_rasterise(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """(thread, width) of every face rasterised from now on."""
    from tabletop.app import sprites
    made: list[tuple[str, int]] = []
    rasterise = sprites._rasterise

    def spy(text: str, size: tuple[int, int], stretch: bool) -> pygame.Surface:
        made.append((threading.current_thread().name, size[0]))
        return rasterise(text, size, stretch)
    monkeypatch.setattr(sprites, "_rasterise", spy)
    return made


def _on_setup_a_moment(d: Driver) -> None:
    """Frames on Setup until the table it opens has its first cards and its cloth ready."""
    from tabletop.app.scenes.setup import STILL
    end = time.perf_counter() + 20
    d.step()
    while (d.top.coming is None or d.top.coming.warm or d.top.still <= STILL) and time.perf_counter() < end:
        d.step()
        time.sleep(0.005)
    assert d.top.coming and not d.top.coming.warm, "Setup made what the table shows first"


def test_nimmt_table__opened_from_setup_makes_no_faces_on_its_first_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    # the first frame rasterised the faces it showed (your hand of 10 and the rows' 4) on
    # the frame thread: at 3840x2160 a 10-player table opened in ~250 ms; now they are made
    # while Setup is shown, and put together with their shadows and turns; the table is dealt
    # and its cloth (rows, plaques) drawn there too
    from tabletop.app import cards, sprites
    from tabletop.app.scenes.setup import Setup
    sprites.CARDS.clear()
    cards.COMPOSITES.clear()
    d = Driver(size=(2560, 1440), seed=1, anim="normal")
    d.click(d.top.tiles["nimmt"].center)
    assert isinstance(d.top, Setup)
    made = _spy_rasterise(monkeypatch)
    _on_setup_a_moment(d)
    assert made and {name for name, _ in made} == {"tabletop-faces"}
    made.clear()
    before = set(cards.COMPOSITES._items)
    d.key(pygame.K_RETURN)
    t = d.top
    assert isinstance(t, NimmtTable)
    drawn = record_drawn(monkeypatch)
    cloths: list[int] = []
    monkeypatch.setattr(NimmtTable, "draw_static", lambda self, surf: cloths.append(1))
    d.step()
    assert not cloths, "the cloth drawn on Setup was kept"
    assert sum(1 for _, f in drawn if f is not None) >= 14, "the hand and the rows were drawn"
    on_frame = [w for name, w in made if name == "MainThread"]
    assert len(on_frame) <= 2, f"the first frame made {len(on_frame)} faces itself"
    made_here = [k for k in cards.COMPOSITES._items if k not in before]
    assert len(made_here) <= 2, f"nor put together {len(made_here)} cards with their shadows"
    d.app.close()


def test_nimmt_table__setup_changed_after_its_faces_were_asked_still_opens_right(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # a new window size, more players or another variant on Setup: the faces asked for
    # before are for another table; those of the table Start opens are asked again, the
    # stale ones are not kept, and every card shows its own face at its own size
    from tabletop.app import cards, sprites
    from tabletop.app.scenes.setup import Setup
    d = Driver(size=(1280, 720), seed=4, anim="normal")
    d.click(d.top.tiles["nimmt"].center)
    setup = d.top
    assert isinstance(setup, Setup)
    _on_setup_a_moment(d)
    d.resize((1920, 1080))
    d.click(setup.controls[1][0].center)  # one player more
    d.click(setup.controls[3][0].center)  # the next variant
    made = _spy_rasterise(monkeypatch)
    _on_setup_a_moment(d)
    made.clear()
    d.key(pygame.K_RETURN)
    t = d.top
    assert isinstance(t, NimmtTable) and t.size == (1920, 1080) and t.state.players == 5
    assert t.state.variant == setup.setup.variant != "standard"
    drawn = record_drawn(monkeypatch)
    d.step()
    assert len([w for name, w in made if name == "MainThread"]) <= 2
    shown = {s.face for s in t.spots(t.view).values()}
    assert len(drawn) >= 14 and {f for _, f in drawn} <= shown | {None}
    assert all(img.get_size() == sprites.card_size(k[2]) for k, img in sprites.CARDS._items.items())
    assert all(k[2] in cards.RESTING for c in (sprites.CARDS, cards.COMPOSITES) for k in c._items)
    asked = {("nimmt", f, max(4, round(w))) for f, w, _ in t.shown() + t.warm_list()}
    # (the title's pictures, made on the same thread after a resize, wait for it to show again)
    faces = {k for k in sprites.AHEAD.done if k[0] != "picture"}
    assert faces <= asked, "no face made for the settings left behind is held"
    d.app.close()


def test_nimmt_table__logic_the_round_that_ended_keeps_its_rows_under_its_scores(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the next deal's draft (already in the state) took the table's look: the round's
    # last row cards lay on a bare draft panel, no row panels nor bullheads, and a
    # plaque said "drafting"
    from tabletop.app import seats, ui
    d = Driver(size=(1280, 720), seed=2)
    t = d.start(nimmt_setup(3, variant="logic"), seed=6)
    board = d.play_until(t, RoundScores)
    d.key(pygame.K_t)
    assert board.seeing and t.view["phase"] == "draft" and t.scoring
    panels: list[pygame.Rect] = []
    real = ui.panel

    def spy(surf: pygame.Surface, rect: pygame.Rect, *args: Any, **kw: Any) -> None:
        panels.append(pygame.Rect(rect))
        real(surf, rect, *args, **kw)
    monkeypatch.setattr(ui, "panel", spy)
    seats._plaque.cache_clear()
    drawn = record_text(monkeypatch)
    t._bg_key = None
    d.step()
    assert all(r in panels for r in t.row_rects) and t.stage in panels, "the rows and the stage, as they were"
    assert t.mid not in panels, "no draft pool panel before the draft"
    assert sum(len(r) for r in t.pic_rows) > 0 and all(
        t.sprites[c].rect().colliderect(t.row_rects[r]) for r, row in enumerate(t.pic_rows) for c in row)
    lines = [s for s, _ in drawn if "points" in s]
    assert len(lines) == 3 and not any("drafting" in s for s in lines)


def test_nimmt_table__a_penalty_float_rises_and_fades_out_under_the_scores(monkeypatch: pytest.MonkeyPatch) -> None:
    # the round's last take put "-13" over a plaque as the scores came up; under
    # "See table" it stood half-risen for as long as one looked: the table's tweens
    # were not stepped under the scores
    d = Driver(size=(1280, 720), seed=2, anim="normal")
    t = d.start(nimmt_setup(3), seed=3)
    board = d.play_until(t, RoundScores)
    assert t.floats, "a penalty still rising as the scores come up"
    ft = t.floats[0]
    rise = ft.t
    d.key(pygame.K_t)
    assert board.seeing
    d.step(3)
    assert t.floats == [] or ft.t > rise, "it goes on rising"
    d.step(120)
    assert t.floats == [], "and is gone"
    assert t.beats and t.scoring, "the next deal still waits for the scores"


def test_nimmt_table__a_press_elsewhere_let_go_over_a_row_takes_no_row() -> None:
    # pressing on a hand card (none may be picked up then) and letting go over row 2 took it
    d = Driver(size=(1366, 768), seed=5)
    t = d.start(nimmt_setup(4), seed=1)
    _to_a_take(d, t)
    moves = len(t.state.moves)
    s = t.sprites[t.view["hands"][0][0]["id"]]
    d.drag((s.x, s.y), t.row_rects[1].center)
    d.drag((t.row_rects[0].centerx, t.row_rects[0].centery), t.row_rects[2].center)
    d.step(5)
    assert len(t.state.moves) == moves and t.view["phase"] == "take", "no row taken"
    d.click(t.row_rects[2].center)
    assert t.state.moves[moves] == [0, "take 2"], "a click on a row takes it"


@pytest.mark.parametrize("size", [(1366, 768), (1080, 1920)])
def test_nimmt_table__a_click_beside_the_rows_to_take_says_why(monkeypatch: pytest.MonkeyPatch,
                                                               size: tuple[int, int]) -> None:
    # a click beside the rows (or on the hand) while a row was to be taken did nothing, unexplained
    d = Driver(size=size, seed=5)
    t = d.start(nimmt_setup(4), seed=1)
    _to_a_take(d, t)
    moves, card = len(t.state.moves), t.state.chosen[0]
    texts = record_text(monkeypatch)
    for at in ((t.row_rects[0].right + 5, t.row_rects[0].bottom + 2), (t.mid.x + 2, t.mid.y + 2)):
        t.warn = None
        d.click(at)
        assert t.warn is not None and t.warn[0] == f"Your {card} is lower than every row: click the row you take."
        texts.clear()
        t._bg_key = None  # (the status line is on the cached layer: drawn anew)
        d.step()
        drawn = [s for s, _ in texts]
        assert t.warn[0] in drawn and not any(s.startswith("Your turn: your card is lower") for s in drawn), \
            "in the status line's stead"
    assert len(t.state.moves) == moves
    while t.clock - t.warn[1] < 3.0:
        d.step()
    texts.clear()
    t._bg_key = None
    d.step()
    assert any(s.startswith("Your turn: your card is lower") for s, _ in texts), "then the status line is back"


def test_nimmt_table__why_a_click_took_no_row_is_gone_once_a_row_is_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    # (found by the app monkey) a click beside the rows said "Your 1 is lower than every row: click
    # the row you take."; the row clicked at once, that stood over the next round's draft for seconds
    d = Driver(size=(1366, 768), seed=5)
    t = d.start(nimmt_setup(4), seed=1)
    _to_a_take(d, t)
    moves, card = len(t.state.moves), t.state.chosen[0]
    d.click((t.row_rects[0].right + 5, t.row_rects[0].bottom + 2))
    assert t.refused() is not None and t.refused()[0].startswith(f"Your {card} is lower")
    d.click(t.row_rects[1].center)
    assert t.state.moves[moves] == [0, "take 1"]
    texts = record_text(monkeypatch)
    t._bg_key = None  # (the status line is on the cached layer: drawn anew)
    d.step()
    assert not any(s.startswith(f"Your {card} is lower") for s, _ in texts), "the move made, its reason not to is gone"


@pytest.mark.parametrize("players", range(2, 11))
def test_nimmt_table__short_names_under_the_played_cards_show_whole_at_800x500(
        players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # the name under a "this turn" slot had only the card's width: "Human 1" became "Huma…" (10 players)
    d = Driver(size=(800, 500), seed=5)
    setup = nimmt_setup(players)
    setup.seats[1].name = "Player"
    if players > 2:
        setup.seats[2].name = "WWWWWWWWWWWW"  # the longest and widest a name can be
    t = d.start(setup, seed=6)
    d.settle(t)
    drawn = record_text(monkeypatch)
    t._bg_key = None  # (the names are on the cached layer: draw them anew)
    d.step()
    under = [(s, r) for s, r in drawn if t.stage.contains(r)]
    shown = [s for s, _ in under]
    assert "Human 1" in shown and "Player" in shown, shown
    assert len(under) == players
    if players > 2:
        assert "WWWWWWWWWWWW" not in shown and any(s.startswith("WWW") and s.endswith("\u2026") for s in shown)
    assert len({r.height for _, r in under}) == 1, "one size for every name"
    for i, (s, r) in enumerate(under):
        for s2, r2 in under[i + 1:]:
            assert not r.colliderect(r2), f"{s!r} {r} runs into {s2!r} {r2}"
    d.app.close()


@pytest.mark.parametrize("players", [2, 5, 6, 7, 9, 10])
@pytest.mark.parametrize("size", [(800, 500), (1024, 600), (800, 600)])
def test_nimmt_table__the_names_under_the_this_turn_slots_read_at_16_px(size: tuple[int, int], players: int,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    # at 800x500 they were 12 px, the smallest words on the table, then 15: with 7 or 9
    # players the slots' panel now closer to the rows' to have them 16
    from tabletop.app import ui
    d = Driver(size=size, seed=5)
    t = d.start(nimmt_setup(players), seed=6)
    d.settle(t)
    real, under = ui.blit_text, []

    def spy(surf: pygame.Surface, s: str, px: int, *args: Any, **kw: Any) -> pygame.Rect:
        rect = real(surf, s, px, *args, **kw)
        if t.stage.contains(rect):
            under.append((s, px, rect))
        return rect
    monkeypatch.setattr(ui, "blit_text", spy)
    t._bg_key = None  # (the names are on the cached layer: draw them anew)
    d.step()
    assert sorted(s for s, _, _ in under) == sorted(t.names)
    assert all(px >= 16 for _, px, _ in under), under
    assert all(t.stage.left - r.right >= t.u * 1.5 - 1 for r in t.row_rects), "the slots' panel clear of the rows'"
    rects = [r for _, _, r in under] + t.row_rects + t.plaques
    assert t.mid.contains(t.stage) and all(r.collidelist(rects[:i] + rects[i + 1:]) < 0
                                           for i, (_, _, r) in enumerate(under)), "apart, clear of rows and plaques"
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (1366, 768), (1080, 1920)])
@pytest.mark.parametrize("players,variant,top", [(2, "tactics", 24), (10, "tactics", 104), (6, "logic", 64)])
def test_nimmt_table__tactics_and_logic_say_which_cards_are_in_play(size: tuple[int, int], players: int,
                                                                    variant: str, top: int,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    # the table never said which variant was played nor that only cards 1 to
    # 10 x players + 4 were in it (Tactics, Logic): nothing to track them by
    d = Driver(size=size, seed=1)
    t = d.start(nimmt_setup(players, variant=variant), seed=3)
    d.settle(t)
    from tabletop.app import ui
    drawn: list[tuple[str, pygame.Rect]] = []
    real = ui.blit_text

    def spy(surf: pygame.Surface, s: str, *args: Any, **kw: Any) -> pygame.Rect:
        rect = real(surf, s, *args, **kw)
        if surf.get_size() == size:  # (not the texts inside a plaque's or a card's own picture)
            drawn.append((s, rect))
        return rect
    monkeypatch.setattr(ui, "blit_text", spy)
    t._bg_key = None
    d.step()
    said = [(s, r) for s, r in drawn if variant.capitalize() in s or f"cards 1 to {top}" in s]
    assert " ".join(s for s, _ in said).count(f"cards 1 to {top}") == 1
    assert variant.capitalize() in " ".join(s for s, _ in said)
    screen = pygame.Rect(0, 0, *size)
    others = [r for s, r in drawn if (s, r) not in said] + list(t.plaques) + [t.menu_button.rect, t.mid]
    assert all(screen.contains(r) and r.collidelist(others) < 0 for _, r in said)
    assert min(r.height for _, r in said) >= 10


def test_nimmt_table__standard_names_no_variant(monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver(size=(800, 500), seed=1)
    t = d.start(nimmt_setup(4), seed=3)
    d.settle(t)
    drawn = record_text(monkeypatch)
    t._bg_key = None
    d.step()
    assert not [s for s, _ in drawn if "cards 1 to" in s or "Standard" in s]


def test_nimmt_table__the_status_line_tells_the_turn_as_its_cards_go_to_the_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    # while the shown cards went to the rows the status line was blank: who laid which
    # card, and who took a row for how many bullheads, was told only by the move log
    d = Driver(size=(1366, 768))
    t = d.start(nimmt_setup(4))
    said: list[str] = []
    for _ in range(20000):
        if t.me is not None and not t.animating and t.app.stack.top is t:
            t.act(t.me, t.legal()[0])  # your lowest card: a row is taken soon
        drawn = record_text(monkeypatch)
        d.step()
        monkeypatch.undo()
        line = t.status()
        if line and line not in said and t.animating:
            said.append(line)
            assert any(s == line for s, _ in drawn), line
        if any(" took row " in s for s in said) and any(" laid the " in s for s in said):
            break
        if isinstance(t.app.stack.top, RoundScores):
            d.click(t.app.stack.top.buttons[0].rect.center)  # Next round
    laid = next(s for s in said if " laid the " in s)
    took = next(s for s in said if " took row " in s)
    assert laid.split(" laid the ")[0] in t.names and took.split(" took row ")[0] in t.names
    assert took.endswith(("bullhead", "bullheads")), took


def test_nimmt_table__a_full_row_taken_is_told_as_full(monkeypatch: pytest.MonkeyPatch) -> None:
    # a row taken because it had five cards read "Ann took row 4 (...): 5 bullheads", as a row
    # chosen does: the status line (and the log) now say the row was full
    d = Driver(size=(800, 500))
    t = d.start(nimmt_setup(4))
    for _ in range(20000):
        if t.me is not None and not t.animating and t.app.stack.top is t:
            t.act(t.me, t.legal()[-1])  # your highest card: rows fill up rather than one taken by choice
        drawn = record_text(monkeypatch)
        d.step()
        monkeypatch.undo()
        if ", which was full (" in t.status():
            break
        if isinstance(t.app.stack.top, RoundScores):
            d.click(t.app.stack.top.buttons[0].rect.center)  # Next round
    line = t.status()
    assert re.fullmatch(r"[\w ]+ took row \d, which was full \((\d+, ){4}\d+\): \d+ bullheads?", line), line
    assert any(s == line for s, _ in drawn), "drawn whole on the status line"
    assert any(", which was full (" in s for s in t.log)
    d.app.close()


def _logic_choosing(size: tuple[int, int], players: int,
                    monkeypatch: pytest.MonkeyPatch) -> tuple[Driver, Any, list[pygame.Rect]]:
    """A 6 nimmt! Logic table at `size` where you choose a card, and the
    known-hand boxes it draws from now on (a list the caller may clear)."""
    from tabletop.app import ui
    d = Driver(size=size, seed=9)
    t = d.start(nimmt_setup(players, variant="logic"), seed=1)
    while not (t.view["phase"] == "choose" and t.me == 0 and not t.animating):
        if t.me == 0 and not t.animating:
            t.act(0, t.legal()[0])
        d.step()
    boxes: list[pygame.Rect] = []
    real = ui.panel
    monkeypatch.setattr(ui, "panel", lambda surf, rect, colour=ui.PANEL, *a, **kw:
                        (boxes.append(pygame.Rect(rect)) if tuple(colour) == (24, 20, 16, 235) else None)
                        or real(surf, rect, colour, *a, **kw))
    return d, t, boxes


def _peek_clear(d: Driver, t: Any, boxes: list[pygame.Rect], seat: int, others: list[pygame.Rect]) -> pygame.Rect:
    """Point at `seat`'s plaque: the one box its known hand is shown in, inside
    the window and over none of `others` nor any plaque."""
    boxes.clear()
    d.post(pygame.MOUSEMOTION, pos=t.seat_rect(seat).center, rel=(0, 0), buttons=(0, 0, 0))
    d.step()
    assert t.peek == seat and len({tuple(b) for b in boxes}) == 1
    box = boxes[0]
    assert pygame.Rect(0, 0, *t.size).contains(box)
    covered = [r for r in others + [t.seat_rect(s) for s in range(len(t.names))] if box.colliderect(r)]
    assert not covered, f"seat {seat}'s hand {box} covers {covered}"
    return box


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", [(800, 500), (1366, 768)])
def test_nimmt_table__logic_a_known_hand_is_shown_in_the_bare_felt(size: tuple[int, int], players: int,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # the known hand hung under the plaque pointed at: over row 1 and its bullheads
    d, t, boxes = _logic_choosing(size, players, monkeypatch)
    others = [pygame.Rect(r) for r in [*t.row_rects, t.stage, t.me_rect, t.menu_button.rect, t.hint_button.rect]]
    for seat in range(1, players):
        _peek_clear(d, t, boxes, seat, others)


@pytest.mark.parametrize("players", [8, 10])
@pytest.mark.parametrize("size", [(800, 500), (1024, 600), (1366, 768), (1080, 1920), (720, 1280), (900, 1400),
                                  (800, 1280)])
def test_nimmt_table__logic_a_known_hand_with_no_bare_felt_hides_no_plaque_nor_row(
        size: tuple[int, int], players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # with 8 to 10 players the side plaques take the bare felt: the known hand fell back
    # under the plaque pointed at, over rows 1 and 2 (top seats) or the plaque below
    # (side seats); it now lies over the "this turn" slots, whose ticks the plaques show too
    # (stood on end it hung under a plaque of the first row over the second row of plaques
    # and the slots, at 1080x1920 with 10 players 218 px over them: now inside the slots)
    from tabletop.app import ui
    d, t, boxes = _logic_choosing(size, players, monkeypatch)
    real_text, heads = ui.blit_text, []

    def spy(surf: pygame.Surface, s: str, px: int, *args: Any, **kw: Any) -> pygame.Rect:
        rect = real_text(surf, s, px, *args, **kw)
        heads.append((s, px, rect))
        return rect
    monkeypatch.setattr(ui, "blit_text", spy)
    others = [pygame.Rect(r) for r in [*t.row_rects, t.me_rect, t.menu_button.rect, t.hint_button.rect]]
    for seat in range(1, players):
        heads.clear()
        box = _peek_clear(d, t, boxes, seat, others)
        # its heading whole and as large as in a wide box (it shrank to 11 px in a narrow one)
        said = [(s, px, r) for s, px, r in heads if box.contains(r)]
        assert " ".join(s for s, _, _ in said).startswith(f"{t.names[seat]} holds")
        assert all(px >= round(t.u * 2.4) for _, px, _ in said), said
        # stood on end, read as small print at least (at 800x1280 it was 15 px, now the plaques' names' 19)
        assert not t.tall or all(px >= ui.SMALL_PX for _, px, _ in said), said


@pytest.mark.parametrize("players", [4, 10])
@pytest.mark.parametrize("size", [(800, 500), (1024, 600), (1080, 1920), (1366, 768)])
def test_nimmt_table__each_row_shows_the_number_the_lines_name_it_by(size: tuple[int, int], players: int,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # the status line and the move log said "Bram laid the 60 on row 2", but the rows
    # carried no number: which one was row 2 was for the player to guess; then at 800x500
    # the number was squeezed above its badge, 13 px with 4 players and 11 px with 10
    from tabletop.app import ui
    from tabletop.games.nimmt.table_draw import BADGE
    d = Driver(size=size)
    t = d.start(nimmt_setup(players))
    d.settle(t)
    drawn = record_text(monkeypatch)
    real, sizes = ui.blit_text, {}

    def spy(surf: pygame.Surface, s: str, px: int, *args: Any, **kw: Any) -> pygame.Rect:
        sizes[s] = px
        return real(surf, s, px, *args, **kw)
    monkeypatch.setattr(ui, "blit_text", spy)
    t._bg_key = None  # (the rows are on the cached layer: draw them anew)
    d.step()
    cards = [s.rect() for s in t.sprites.values()]
    for r, rect in enumerate(t.row_rects):
        label = next(lr for s, lr in drawn if s == f"Row {r + 1}")
        badge_top, badge_bottom = t.badge_ys[r] - t.u * BADGE, t.badge_ys[r] + t.u * BADGE
        assert rect.contains(label) and label.bottom <= badge_top <= badge_bottom <= rect.bottom, (r, label, badge_top)
        assert label.collidelist(cards) < 0, "no card covers it"
        assert sizes[f"Row {r + 1}"] >= max(16, round(t.u * 2.1)), "as large as a plaque's lines"
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (720, 1280)])
def test_nimmt_table__the_next_deal_says_which_round_it_is(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    # Grinch and Gnoming A Round head a new deal in the status line ("Round 2: ..."); 6 nimmt!
    # showed nothing while it dealt
    d = Driver(size=size, seed=4)
    t = d.start(nimmt_setup(3), seed=8)
    d.play_until(t, RoundScores)
    d.key(pygame.K_RETURN)
    texts = record_text(monkeypatch)
    told: set[str] = set()
    while d.top is t and t.animating:
        texts.clear()
        t._bg_key = None  # (the status line is drawn on the table's cached layer: each frame's words)
        d.step()
        told |= {s for s, _ in texts}
    assert "Round 2" in told, f"the deal is not headed: {sorted(told)}"
    assert not any(" laid the " in s or " took row " in s for s in told), "not the last round's last card"


def test_nimmt_table__enter_with_no_card_chosen_chooses_the_first_and_then_plays_it() -> None:
    # Enter on a fresh turn, before any arrow, did nothing at all
    d = Driver(seed=3)
    t = d.start(nimmt_setup(2), seed=5)
    _wait_my_turn(d, t)
    assert t.selected is None
    moves = len(t.state.moves)
    first = t.view["hands"][0][0]
    d.key(pygame.K_RETURN)
    assert t.selected == first["id"] and len(t.state.moves) == moves, "chosen, not played yet"
    d.key(pygame.K_RETURN)
    assert t.state.moves[moves] == [0, f"play {first['face']}"]


def test_nimmt_table__the_take_prompt_reads_at_800x500(monkeypatch: pytest.MonkeyPatch) -> None:
    # "Your turn: your card is lower than every row; ..." shrank to 15 px at 800x500
    d = Driver(size=(800, 500), seed=5)
    t = d.start(nimmt_setup(4), seed=1)
    _to_a_take(d, t)
    d.settle(t)
    lines = status_drawn(d, t, monkeypatch, t.status())
    assert " ".join(s for s, _, _ in lines) == t.status() and "lower than every row" in t.status()
    assert all(px >= 17 for _, px, _ in lines)
    others = t.card_rects() + t.plaques + [t.me_rect, t.menu_button.rect, t.hint_button.rect]
    assert all(r.collidelist(others) < 0 and pygame.Rect(0, 0, 800, 500).contains(r) for _, _, r in lines)


@pytest.mark.parametrize("players", [2, 3])
def test_nimmt_table__after_a_rounds_scores_the_next_hand_waits_for_the_pass_screen(
        monkeypatch: pytest.MonkeyPatch, players: int) -> None:
    # everyone looks at a round's scores together: the hand of whoever made the round's last
    # move (still at the screen, and first to choose again) stayed up, and the new round's
    # ten cards were dealt to it face up, with no pass screen, for all to see
    d = Driver(seed=5)
    t = d.start(nimmt_setup(players, humans=2), seed=13)
    play_by_rules(t, lambda s: s.phase == "choose" and all(len(h) == 1 for h in s.hands)
                  and s.chosen == [None] * players, seed=3)
    drawn = record_drawn(monkeypatch)
    scored = False
    for _ in range(3000):
        top = d.top
        if isinstance(top, PassScreen):
            if scored:
                assert top.name == t.names[t.game.to_move(t.state)[0]]
                break
            d.key(pygame.K_RETURN)
            continue
        if isinstance(top, RoundScores):
            scored = True
            d.key(pygame.K_RETURN)
            continue
        if top is t and t.me is not None and not t.animating:
            assert not scored, "a hand of the new round is played with no pass screen"
            t.act(t.me, t.legal()[0])
            continue
        drawn.clear()
        d.step()
        if scored:
            hands = {t.state.cards.index(x) for h in t.state.hands for x in h}
            # (the last round's cards, gathering face up from the rows before the deal, show their old faces)
            shown = [cid for cid, face in drawn if cid in hands and face == str(t.state.cards[cid])]
            assert not shown, f"the new round's cards {shown} shown face up before the pass screen"
    else:
        raise AssertionError("no pass screen after the round's scores")


@pytest.mark.parametrize("seed", [1, 5])
def test_nimmt_table__no_pass_screen_to_the_one_still_at_the_screen_after_only_ais_moved(seed: int) -> None:
    # a person chose, then only AIs moved (one took a row) and the next trick came: the screen,
    # still in their hands, was "passed" to them again, or to the other person first; it goes
    # on to them now, as it does when they choose first in the next trick at once, and to the
    # other person behind it after their choice
    d = Driver(seed=5)
    t = d.start(nimmt_setup(4, humans=2), seed=seed)
    holder: int | None = None  # who has the screen: the last one it was passed to
    mine: int | None = None  # how many moves there were after the holder's last move
    again = passes = 0
    for _ in range(8000):
        top = d.top
        if isinstance(top, (GameOver, RoundScores)):
            break
        if isinstance(top, PassScreen):
            seat = t.names.index(top.name)
            assert seat != holder, f"the screen passed to {top.name}, who has it"
            assert holder not in t.game.to_move(t.state), "the screen taken from one who has it and is to choose too"
            holder, mine = seat, None
            passes += 1
            d.key(pygame.K_RETURN)
            continue
        if top is t and t.me is not None and not t.animating:
            assert t.me == holder
            if mine is not None and len(t.state.moves) > mine:
                again += 1  # at the screen again, only AIs having moved since
            hand = t.view["hands"][t.me]
            if t.view["phase"] == "take":
                d.click(t.row_rects[0].center)
            else:
                s = t.sprites[hand[0]["id"]]
                d.drag((s.x, s.y), t.mid.center)
            mine = len(t.state.moves)
            continue
        d.step()
    assert passes >= 4 and again >= 1
