"""The Gnav table through real mouse and key events posted to the real scene:
a whole game against the AI (with a draw-then-play, a wild play and going on
after the draw pile is empty), pass-and-play with the pass screen before
every turn and no other human's card ever shown, a seeded monkey, and the
layout at 1280x720."""
from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pygame
import pytest

from tabletop.app import ui
from tabletop.app.main import GameSetup, SeatSetup, default_setup
from tabletop.app.scenes.passscreen import PassScreen
from tabletop.app.scenes.pause import Pause
from tabletop.app.scenes.scores import GameOver
from tabletop.app.table_base import TableScene
from tabletop.games.gnav.rules import is_match
from tabletop.games.gnav.table import GnavTable
from tabletop.games.gnav.table_look import card_name, count_box, end_words, possessive, status
from tabletop.rules import Action

from test_app_driver import (SAYS_WHO_WON, Driver, pick_frame_colour, play_by_rules, record_drawn, record_rects, record_text,
                             status_drawn, texts_by_frame, to_the_last_move)


def gnav_setup(humans: int = 1, level: str = "random") -> GameSetup:
    """You (and a second human) or you against an AI."""
    s = default_setup("gnav", 2)
    s.seats[1].level = level
    if humans == 2:
        s.seats[1] = SeatSetup("Bea", True)
    return s


def start(d: Driver, setup: GameSetup, seed: int) -> GnavTable:
    """Put a Gnav table on the driver's stack."""
    t = d.start(setup, seed=seed)
    assert isinstance(t, GnavTable), "gnav is played on its own table"
    return t


def table(d: Driver) -> GnavTable:
    """The Gnav table under whatever scene is on top."""
    t = d.table()
    assert isinstance(t, GnavTable)
    return t


def _button(t: GnavTable, label: str) -> pygame.Rect:
    b = next((b for b in t.buttons if b.label == label), None)
    assert b is not None, f"no {label!r} button among {[b.label for b in t.buttons]}"
    return b.rect


def _drag_to_discard(d: Driver, t: GnavTable, face: str) -> None:
    s = t.sprites[t.state.cards.index(face)]
    d.drag((s.x, s.y), t.discard_xy)


def mouse_turn(d: Driver, t: GnavTable, stats: dict[str, int]) -> None:
    """One decision of the acting human, made with the mouse only: a match
    before a wild, the drawn card always played, at most one extra play once
    the draw pile is empty."""
    me = t.me
    assert me is not None
    legal = t.legal()
    phase = t.state.phase
    moves = len(t.state.moves)
    top = t.view["top"]
    plays = [a for a in legal if a.kind == "play"]
    if phase == "drawn":
        d.click(_button(t, "Play it (P)").center)
        stats["draw_then_play"] += 1
    elif phase == "more" and (not plays or stats["end_turn"] <= stats["more"]):
        d.click(_button(t, "End turn (E)").center)
        stats["end_turn"] += 1
    elif phase == "start":
        _drag_to_discard(d, t, str(legal[0].args[0]))
        stats["start"] += 1
    elif plays:
        a = next((a for a in plays if is_match(str(a.args[0]), top)), plays[0])
        stats["wild"] += not is_match(str(a.args[0]), top)
        stats["more"] += phase == "more"
        _drag_to_discard(d, t, str(a.args[0]))
    elif Action("draw") in legal:
        d.click(t.draw_rect().center)
        stats["draw"] += 1
    else:
        d.click(_button(t, "Pass (P)").center)
        stats["pass"] += 1
    # (with animation off an AI may already have answered in the same frame)
    assert len(t.state.moves) > moves, f"the mouse made no move in phase {phase}: {legal}"
    assert t.state.moves[moves][0] == me


def _stats() -> dict[str, int]:
    return dict.fromkeys(("draw_then_play", "end_turn", "start", "wild", "more", "draw", "pass"), 0)


def test_gnav_table__whole_games_against_the_ai_by_mouse() -> None:
    """Games by mouse (animation off, for speed), "Play again" after each,
    until every kind of turn has happened: a draw-then-play and more plays
    after the draw pile ran out are rare, so it takes a few deals."""
    d = Driver(seed=1, anim="off")
    t = start(d, gnav_setup(), 4)
    stats = _stats()
    games = 0
    wanted = ("draw_then_play", "wild", "draw", "more", "end_turn", "start", "pass")
    for _ in range(100000):
        top = d.top
        if isinstance(top, GameOver):
            games += 1
            assert t.count is not None, "the capture piles were counted up first"
            assert SAYS_WHO_WON.fullmatch(top.heading())
            if all(stats[k] for k in wanted) or games >= 60:
                break
            d.click(_button_rect(top, "Play again"))
            t = table(d)
            assert isinstance(t, GnavTable) and not t.state.moves, "play again dealt a new game"
            continue
        if top is t and not t.animating and t.me == 0:
            mouse_turn(d, t, stats)
            continue
        d.step()
    assert games >= 1 and all(stats[k] for k in wanted), stats


def test_gnav_table__count_up_then_game_over() -> None:
    d = Driver(seed=7)
    t = start(d, default_setup("gnav", 2, all_ai=True), 3)
    for s in t.setup.seats:
        s.level = "random"
    t.levels = ["random", "random"]
    seen = None
    for _ in range(20000):
        if isinstance(d.top, GameOver):
            break
        if t.count is not None and d.top is t and seen is None:
            seen = t.clock
        d.step()
    assert isinstance(d.top, GameOver) and seen is not None
    assert t.count is not None and t.count.t == 1.0, "the count-up ran to its end before the game-over scene"
    assert t.clock - seen >= 1.5, "it stays long enough to be read (at the fast speed)"
    assert SAYS_WHO_WON.fullmatch(d.top.heading())


@pytest.mark.parametrize("size,names", [((1024, 640), None), ((1920, 1080), ("Maximilianne", "Wolfgangster")),
                                        ((900, 1400), ("Maximilianne", "Wolfgangster"))])
def test_gnav_table__the_count_up_leaves_no_scraps_of_the_capture_labels(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], names: tuple[str, str] | None) -> None:
    # the capture piles' labels stuck out beside the count-up's panel ("…aptures", an "s")
    d = Driver(size=size, seed=7)
    setup = gnav_setup()
    if names:
        setup.seats[0].name, setup.seats[1].name = names
    t = start(d, setup, 3)
    seat, a = to_the_last_move(t, 2)
    assert t.act(seat, a)
    while t.count is None or t.count.t < 1.0:
        d.step()
    texts = record_text(monkeypatch)
    d.step()
    box = count_box(t)
    assert any(s == "Counting the capture piles" for s, _ in texts)
    for s, r in texts:
        assert box.contains(r) or not box.colliderect(r), f"{s!r} at {r} sticks out of the count-up {box}"


def _button_rect(scene: GameOver, label: str) -> tuple[int, int]:
    return next(b.rect.center for b in scene.buttons if b.label == label)


def test_gnav_table__pass_and_play_shows_the_pass_screen_before_every_turn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver(seed=2)
    t = start(d, gnav_setup(humans=2), 9)
    drawn = record_drawn(monkeypatch)
    stats = _stats()
    passes = turns = 0
    cleared: set[int] = set()   # seats that got the screen since the turn went to them
    last = None
    for _ in range(60000):
        if isinstance(d.top, GameOver):
            break
        if isinstance(d.top, PassScreen):
            assert not drawn, "nothing of the table is drawn under the pass screen"
            passes += 1
            cleared.add(t.state.current)
            d.click((10, 10))
            continue
        if d.top is t and not t.animating and t.me is not None:
            if t.me != last:
                assert t.me in cleared, "a new turn began without the pass screen"
                cleared.discard(t.me)
                turns += 1
                last = t.me
            mouse_turn(d, t, stats)
            if t.state.current != last or t.over:
                last = None
            continue
        drawn.clear()
        d.step()
        hands = {c: seat for seat, h in enumerate(t.state.hands) for c in h}
        for cid, face in drawn:
            if face is not None and cid in hands and not t.over:  # (at the end every hand is laid open)
                assert t.viewer == hands[cid] and hands[cid] in t.game.to_move(t.state), \
                    f"seat {hands[cid]}'s card {face} shown while seat {t.state.current} is to act"
    assert isinstance(d.top, GameOver) and turns >= 10 and passes == turns


def test_gnav_table__illegal_drop_springs_back_and_says_why() -> None:
    d = Driver(seed=3)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    top = t.view["top"]
    bad = next((c for c in t.view["hands"][0] if t.card_action(c["id"]) is None), None)
    assert bad is not None and t.me == 0
    home = t.spots(t.view)[bad["id"]]
    s = t.sprites[bad["id"]]
    d.drag((s.x, s.y), t.discard_xy)
    assert len(t.state.moves) == 0 and t.view["top"] == top
    assert t.warn is not None and card_name(bad["face"]) in t.warn[0]
    d.step(40)
    assert t.sprites[bad["id"]].at(home)


@pytest.mark.parametrize("size", [(1366, 768), (1080, 1920)])
def test_gnav_table__a_refused_card_is_explained_in_the_status_lines_stead(monkeypatch: pytest.MonkeyPatch,
                                                                          size: tuple[int, int]) -> None:
    # "The 3 of spades cannot go on the 7…" sat over "Drag a raised card onto the 7…",
    # the springing card across both
    d = Driver(size=size, seed=3)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    bad = next(c for c in t.view["hands"][0] if t.card_action(c["id"]) is None)
    texts = record_text(monkeypatch)
    s = t.sprites[bad["id"]]
    d.drag((s.x, s.y), t.discard_xy)
    assert t.warn is not None
    for _ in range(30):
        texts.clear()
        d.step()
        drawn = [s for s, _ in texts]
        assert t.warn[0] in drawn and not any(s.startswith("Your turn: drag a raised card") for s in drawn)
    while t.clock - t.warn[1] < 3.0:
        d.step()
    texts.clear()
    d.step()
    assert any(s.startswith("Your turn: drag a raised card") for s, _ in texts), "then the status line is back"


@pytest.mark.parametrize("size", [(800, 500), (1024, 640), (1920, 1080), (900, 1400)])
def test_gnav_table__an_empty_pile_notice_leaves_the_move_to_make_readable(monkeypatch: pytest.MonkeyPatch,
                                                                          size: tuple[int, int]) -> None:
    # the notice took the status line's place: no "Drag a raised card…" that turn
    d = Driver(size=size, seed=3)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    assert t.me == 0 and any(a.kind == "play" for a in t.legal())
    banner = "The discard pile is empty: the top of the draw pile is turned up."
    t.show_banner(banner)
    texts = record_text(monkeypatch)
    d.step()
    note = next(r for s, r in texts if s == banner)
    status = next(r for s, r in texts if s.startswith("Your turn: drag a raised card"))
    panel = note.inflate(round(t.u * 4), round(t.u * 1.4))
    assert not panel.colliderect(status), f"the notice {panel} covers the status line {status}"
    hand = [t.sprites[c["id"]].rect() for c in t.view["hands"][0]]
    assert not any(panel.colliderect(r) for r in hand), "nor the hand"
    assert not any(panel.colliderect(b.rect) for b in t.buttons)
    caps = [_zones(t)[f"cap{seat}"] for seat in range(2)]
    assert not any(panel.colliderect(r) for r in caps), "nor a capture pile"


def test_gnav_table__ai_move_is_animated_from_its_hand() -> None:
    d = Driver(seed=4, anim="normal")
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    mouse_turn(d, t, _stats())
    moves = len(t.state.moves)
    for _ in range(600):
        d.step()
        if len(t.state.moves) > moves:
            break
    assert t.state.moves[moves][0] == 1 and t.animating, "the AI's move plays out on screen"
    first = t.last_events[0]
    if first.kind == "play":
        s = t.sprites[first.data["card"]]
        assert abs(s.y - t.opp_y) < 2 and s.face is None, "the card starts face down in the AI's hand"
        d.step(20)
        assert s.face == first.data["face"] and s.y > t.opp_y + 5, "it turns face up on its way to the pile"
    d.settle(t)
    assert t.misplaced() == []


def test_gnav_table__every_hint_is_outlined_end_turn_too(monkeypatch: pytest.MonkeyPatch) -> None:
    # the hint looked for a button starting "sto": "End turn" was never outlined
    from tabletop.app import ui
    d = Driver(seed=29)
    t = start(d, gnav_setup(), 29)
    for _ in range(20000):
        if d.top is t and t.me is not None and not t.animating and t.state.phase == "more":
            break
        if d.top is t and t.me is not None and not t.animating:
            t.act(t.me, next((a for a in t.legal() if a.kind == "play"), t.legal()[0]))
        d.step()
    assert t.state.phase == "more" and any(a.kind == "stop" for a in t.legal())
    outlines = record_rects(monkeypatch, ui.GOOD)
    for advice in t.legal():  # whatever Hard would advise
        t.hint, outlines[:] = advice, []
        d.step()
        aimed = _button(t, "End turn (E)") if advice.kind == "stop" else t.sprites[
            t.state.cards.index(str(advice.args[0]))].rect()
        assert any(o.contains(aimed) for o, _ in outlines), f"{advice} is outlined"


def _zones(t: GnavTable) -> dict[str, pygame.Rect]:
    """The rects of everything drawn on the table but the cards' insides."""
    v = t.view
    out: dict[str, pygame.Rect] = {"me": t.me_rect, "opp": t.opp_rect, "menu": t.menu_button.rect,
                                   "hint": t.hint_button.rect, "draw": t.draw_rect(), "discard": t.discard_rect()}
    for seat, key in ((t.bottom, "hand"), (1 - t.bottom, "opp_hand")):
        rects = [t.sprites[c["id"]].rect() for c in v["hands"][seat]]
        out[key] = rects[0].unionall(rects[1:])
    for seat in range(2):
        x, y = t.cap_spot(seat)
        out[f"cap{seat}"] = pygame.Rect(round(x - t.cap_w / 2), round(y - t.cap_w * 0.7),
                                        round(t.cap_w + t.u * 24), round(t.cap_w * 1.4))
    for b in t.buttons:
        out[b.label] = b.rect
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640), (1920, 1080), (900, 1400), (1080, 1920), (800, 1200),
                                  (720, 1280), (600, 1000), (1000, 1000), (800, 1000), (1440, 2560)])
def test_gnav_table__layout_on_screen_and_nothing_overlapping(size: tuple[int, int]) -> None:
    d = Driver(size=size, seed=5)
    setup = gnav_setup()
    setup.seats[0].name, setup.seats[1].name = "Maximilianne", "Wolfgangster"
    t = start(d, setup, 4)
    d.settle(t)
    # a hand grown by draws: keep every card the rules let you keep
    for _ in range(6):
        t.state.hands[0].append(t.state.draw.pop())
    t.state.hands[0].sort()
    t.state.phase, t.state.drawn = "drawn", t.state.hands[0][0]
    t.settle(0)
    screen = pygame.Rect((0, 0), t.size)  # (only a window below 800x500 shows a larger canvas scaled)
    for s in t.sprites.values():
        assert screen.contains(s.rect()), f"card {s.id} at {s.rect()} is cut off"
    zones = _zones(t)
    assert {"Play it (P)", "Keep it (K)"} <= set(zones)
    for (a, ra), (b, rb) in combinations(zones.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
        assert screen.contains(ra), f"{a} is cut off"


def test_gnav_table__a_tall_window_gives_its_height_to_the_piles_and_your_hand() -> None:
    # the landscape layout sized everything from the width: at 900x1400 the
    # discard pile was 105 px, the draw pile 67, the capture piles 60 and
    # your cards 74, in a middle of empty cloth
    d = Driver(size=(900, 1400), seed=5)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    w = t.size[0]
    assert t.pile_w >= w / 5 and t.draw_w >= w / 7 and t.cap_w >= w / 8, (t.pile_w, t.draw_w, t.cap_w)
    assert t.hand_w >= w / 10.5 and t.opp_w >= w / 14, (t.hand_w, t.opp_w)
    top = t.sprites[t.view["discard"][-1]["id"]].rect()
    assert top.width >= w / 5, "the discard pile's top card is drawn that large"


@pytest.mark.parametrize("size,before", [((1080, 1920), 108), ((720, 1280), 80), ((800, 1000), 80),
                                         ((1440, 2560), 144)])
def test_gnav_table__a_tall_window_gives_your_hand_the_width(size: tuple[int, int], before: float,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    # stood on end, your hand was squeezed between the plaques at the bottom: at
    # 1080x1920 cards 108 px wide in a 640 px strip, under piles twice their size
    # (720x1280 is drawn on an 800 px wide canvas, scaled)
    # and bands of empty cloth; and what you did rose from above your plaque
    d = Driver(size=size, seed=5)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    assert t.hand_w >= before * 1.3, (t.hand_w, before)
    for _ in range(4):  # a hand grown by draws
        t.state.hands[0].append(t.state.draw.pop())
    t.state.hands[0].sort()
    t._view_key = None
    t.settle(0)
    t.show_banner("The discard pile is empty: the top of the draw pile is turned up.")
    drawn = record_text(monkeypatch)
    t._bg_key = None
    d.step()
    cards = [t.sprites[c["id"]] for c in t.view["hands"][0]]
    hand = cards[0].rect().unionall([s.rect() for s in cards[1:]])
    screen = pygame.Rect((0, 0), t.size)
    assert screen.contains(hand) and hand.width >= size[0] * 0.85, hand
    for name, r in list(_zones(t).items()) + [(s, r) for s, r in drawn if s.strip()]:
        if name not in ("hand", "opp_hand"):
            assert not hand.colliderect(r), f"{name} {r} overlaps your hand {hand}"
    assert any(s.startswith("Your turn: drag a raised card") for s, _ in drawn), "the status line is shown"
    assert any(s.startswith("The discard pile is empty") for s, _ in drawn), "the notice is shown"
    t._note(0, "kept it")
    assert t.floats[-1].y - t.u * 3 >= hand.bottom, "what you did rises from under your hand"
    # every card's corner shows, and a click there selects that card
    for a, b in zip(cards, cards[1:]):
        assert b.rect().left - a.rect().left >= t.hand_w * 0.3
    for a, b in zip(cards, cards[1:] + [None]):
        right = b.rect().left if b is not None else a.rect().right
        d.click(((a.rect().left + right) / 2, a.rect().top + t.hand_w * 0.35))
        assert t.selected == a.id
    d.app.close()


@pytest.mark.parametrize("size,before", [((1080, 1920), 84), ((720, 1280), 62), ((900, 1400), 70),
                                         ((1440, 2560), 112)])
def test_gnav_table__a_tall_window_gives_the_opponents_hand_the_height_the_piles_leave(
        size: tuple[int, int], before: float) -> None:
    # the opponent's cards stayed 10 units wide (84 px at 1080x1920, half of yours) over
    # a band of empty cloth, while the piles under them were already as wide as they go
    d = Driver(size=size, seed=5)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    theirs = [t.sprites[c["id"]].rect() for c in t.view["hands"][1]]
    assert theirs[0].width >= before * 1.35 and t.opp_w >= t.hand_w * 0.7, (theirs[0].width, t.hand_w)
    fan = theirs[0].unionall(theirs[1:])
    assert fan.left > t.opp_rect.right and fan.right < t.menu_button.rect.left, "between the plaque and the menu"
    assert t.pile_w >= t.size[0] * 0.24 - 0.5, "the piles are as large as before"
    d.app.close()


@pytest.mark.parametrize("size,before", [((1200, 1200), (131, 92)), ((1280, 1024), (140, 98))])
def test_gnav_table__near_square_the_cards_take_the_height_the_width_leaves(
        size: tuple[int, int], before: tuple[float, float]) -> None:
    # near square the cards kept their 16:9 sizes, bound by the width: at 1200x1200 the
    # discard pile 131 px wide and your cards 92, in a middle of bare cloth
    d = Driver(size=size, seed=5)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    assert t.pile_w >= before[0] * 1.3 and t.hand_w >= before[1] * 1.3, (t.pile_w, t.hand_w)
    screen = pygame.Rect((0, 0), t.size)
    zones = _zones(t)
    for (a, ra), (b, rb) in combinations(zones.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
    assert all(screen.contains(r) for r in zones.values())
    d.app.close()


@pytest.mark.parametrize("hover_frames", [0, 2])
def test_gnav_table__a_card_dragged_in_a_tall_window_stays_under_the_pointer_where_grabbed(
        hover_frames: int) -> None:
    # pressed at once (or while its lift under the pointer was still rising) a card
    # (turned in the fan, it swings upright about the pointer: a few pixels sideways)
    # jumped up to 18 px off the pointer at 1080x1920, then sank back as that lift ran on
    d = Driver(size=(1080, 1920), seed=5)
    t = start(d, gnav_setup(), 4)
    for _ in range(3000):
        if d.top is t and t.me == 0 and not t.animating and t.raised():
            break
        if d.top is t and t.me == 0 and not t.animating:
            t.act(0, t.legal()[0])
        d.step()
    d.settle(t)
    cid = next(c["id"] for c in reversed(t.view["hands"][0]) if c["face"] in t.raised())
    s = t.sprites[cid]
    r = s.rect()
    grab = (r.centerx, r.top + r.height // 4)
    if hover_frames:
        d.post(pygame.MOUSEMOTION, pos=grab, rel=(0, 0), buttons=(0, 0, 0))
        d.step(hover_frames - 1)
    r = s.rect()
    seen = (grab[0] - r.centerx, grab[1] - r.centery)  # where on the card, as drawn, the press lands
    d.post(pygame.MOUSEBUTTONDOWN, pos=grab, button=1)
    for _ in range(10):  # held still: the card does not move under the pointer
        r = s.rect()
        assert abs(grab[0] - r.centerx - seen[0]) <= 8 and abs(grab[1] - r.centery - seen[1]) <= 2, (r.center, seen)
        d.step()
    x, y = t.discard_xy
    for k in range(1, 13):
        p = (round(grab[0] + (x - grab[0]) * k / 12), round(grab[1] + (y - grab[1]) * k / 12))
        d.post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
    d.step(30)
    r = s.rect()
    assert abs(p[0] - r.centerx - seen[0]) <= 8 and abs(p[1] - r.centery - seen[1]) <= 2, (p, r.center, seen)
    d.post(pygame.MOUSEBUTTONUP, pos=p, button=1)
    assert t.state.moves[-1][0] == 0 and t.state.moves[-1][1].startswith(("play", "start")), "the drop played it"
    d.app.close()


def test_gnav_table__turns_by_mouse_in_a_tall_window() -> None:
    d = Driver(size=(1080, 1920), seed=1)
    t = start(d, gnav_setup(), 4)
    stats = _stats()
    turns = 0
    for _ in range(20000):
        if turns >= 8 or isinstance(d.top, GameOver):
            break
        if d.top is t and not t.animating and t.me == 0:
            mouse_turn(d, t, stats)
            turns += 1
            continue
        d.step()
    plays = [m for m in t.state.moves if m[0] == 0 and m[1].startswith("play")]
    assert turns >= 8 and len(plays) >= 6, (stats, t.state.moves)
    assert len(t.view["captured"][0]) >= 6, "each drag onto the discard pile captured"


def test_gnav_table__monkey_keeps_every_card_where_the_state_says() -> None:
    rng = random.Random(77)
    d = Driver(seed=6)
    t = start(d, gnav_setup(), 12)
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_d, pygame.K_k, pygame.K_e, pygame.K_p,
            pygame.K_h, pygame.K_SPACE, pygame.K_ESCAPE]
    games = 0
    for i in range(500):
        top = d.top
        if isinstance(top, (Pause, GameOver)) and rng.random() < 0.7:
            if isinstance(top, GameOver):
                games += 1
            d.key(pygame.K_ESCAPE) if isinstance(top, Pause) else d.click(top.buttons[0].rect.center)
        w, h = d.app.size
        r = rng.random()
        t = table(d)
        if r < 0.35 and t.sprites:
            s = rng.choice(list(t.sprites.values()))
            target = rng.choice([t.discard_xy, (rng.randrange(w), rng.randrange(h))])
            d.drag((s.x, s.y), target, steps=rng.randint(1, 4))
        elif r < 0.6:
            pos = rng.choice([t.draw_rect().center, (rng.randrange(w), rng.randrange(h))]
                             + [b.rect.center for b in t.buttons])
            d.click(pos)
        elif r < 0.8:
            d.key(rng.choice(keys))
        elif r < 0.82:
            d.app.resize(rng.choice([(1024, 640), (1280, 720), (1600, 900), (900, 1400)]))
        else:
            d.step(rng.randint(1, 12))
        t = table(d)
        spots = t.spots(t.view)
        assert sorted(spots) == list(range(36)), "every card of the deck has exactly one place"
        assert sum(len(h) for h in t.view["hands"]) + len(t.view["draw_pile"]) + len(t.view["discard"]) + \
            sum(len(c) for c in t.view["captured"]) == 36
        if d.top is t and not t.animating and not t.drag.holding and not t.ui_tween.busy:
            assert t.misplaced() == [], f"event {i}: sprites off their spots"
    assert games >= 1 or len(t.state.moves) >= 20


def test_gnav_table__keyboard_plays_and_hint_marks_a_legal_move() -> None:
    d = Driver(seed=8)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    d.key(pygame.K_h)
    d.step(2)
    assert t.hint is not None and t.hint in t.legal()
    hand = [c["id"] for c in t.view["hands"][0]]
    target = next(cid for cid in hand if t.card_action(cid) is not None)
    for _ in range(hand.index(target) + 1):
        d.key(pygame.K_RIGHT)
    assert t.selected == target
    d.key(pygame.K_RETURN)
    assert t.state.moves[0] == [0, f"play {t.state.cards[target]}"]


@pytest.mark.parametrize("size", [(1366, 768), (1080, 1920)])
def test_gnav_table__the_end_says_why_before_the_count(monkeypatch: pytest.MonkeyPatch,
                                                       size: tuple[int, int]) -> None:
    # it ended with 12 and 14 cards in hand and only "Game over" said, the count-up at once
    d = Driver(size=size, seed=7)
    t = start(d, gnav_setup(), 3)
    seat, a = to_the_last_move(t, 2)
    assert a.kind == "pass"
    texts = record_text(monkeypatch)
    assert t.act(seat, a)
    why = end_words("passes")
    assert why.startswith("Neither player can play") and "score nothing" in why
    before = during = 0
    for _ in range(3000):
        if d.top is not t:
            break
        texts.clear()
        d.step()
        shown = [r for s, r in texts if s == why]
        if t.count is None:
            before += bool(shown)
        elif t.count.t < 1.0:
            assert shown, "the reason stays while the capture piles are counted"
            assert not shown[0].colliderect(count_box(t)), "clear of the count-up"
            during += 1
    assert isinstance(d.top, GameOver) and during
    assert before * 1 / 60 * d.app.anim_speed >= 1.2, "it is read before the count begins"


def test_gnav_table__every_card_captured_is_its_own_reason() -> None:
    assert end_words("all_captured").startswith("Every card has been captured")


@pytest.mark.parametrize("size", [(1366, 768), (1080, 1920)])
def test_gnav_table__what_you_did_rises_clear_of_your_hand_on_a_dark_backing(size: tuple[int, int]) -> None:
    # "You passes" rose in cream over the white cards of your hand, unreadable
    d = Driver(size=size, seed=7)
    t = start(d, gnav_setup(), 3)
    g, rng, seat = t.game, random.Random(2), t.bottom
    while g.legal_actions(t.state, seat) != [Action("pass")]:  # by the rules alone, to your pass
        who = g.to_move(t.state)[0]
        g.apply(t.state, who, rng.choice(g.legal_actions(t.state, who)))
    t.finish()
    assert t.act(seat, Action("pass"))
    d.step(2)
    ft = next((f for f in t.floats if f.text == "You passed"), None)
    assert ft is not None, [f.text for f in t.floats]
    assert ft.backed, "on a dark backing, readable on any background"
    img = ui.font(round(t.u * 5)).size(ft.text)
    hand = [t.sprites[c["id"]].rect() for c in t.view["hands"][seat]]
    window = pygame.Rect(0, 0, *size)
    for k in range(11):  # over its whole rise
        r = pygame.Rect(0, 0, *img).inflate(round(t.u * 2), round(t.u))
        r.center = (round(ft.x), round(ft.y - t.u * 6 * k / 10))
        assert window.contains(r)
        assert not any(r.colliderect(h) for h in hand), f"{r} over the hand"
        assert not r.colliderect(t.seat_rect(seat)), "nor over your plaque"


def test_gnav_table__at_the_end_the_opponents_cards_left_in_hand_turn_face_up() -> None:
    # the end said cards left in hand score nothing, and the opponent's stayed face down
    d = Driver(size=(1366, 768), seed=2)
    t = start(d, gnav_setup(), 6)
    seat, a = to_the_last_move(t, seed=3)
    hand = [c["id"] for c in t.view["hands"][1 - t.bottom]]
    assert hand and all(t.sprites[c].face is None for c in hand)
    t.act(seat, a)
    d.step(90)
    left = t.view["hands"][1 - t.bottom]
    assert left and all(t.sprites[c["id"]].face == c["face"] is not None for c in left)
    d.app.close()


def test_gnav_table__seen_from_the_game_over_the_capture_piles_say_whose_they_are(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # with the game-over panel put aside, the capture piles stood unlabelled (the
    # count-up's panel had said it all) and the status line still said "counting"
    d = Driver(size=(1366, 768), seed=7)
    t = start(d, gnav_setup(), 5)
    seat, a = to_the_last_move(t, 2)
    assert t.act(seat, a)
    over = d.play_until(t, GameOver)
    d.key(pygame.K_t)
    texts = record_text(monkeypatch)
    d.step()
    shown = [s for s, _ in texts]
    assert "Your captures" in shown and "Ada's captures" in shown
    assert "Game over" in shown and not any(s.startswith("Game over: counting") for s in shown)
    assert over.seeing
    d.app.close()


def _until(t: GnavTable, want: object) -> None:
    """Play on by the rules alone (random legal moves, the first seed that
    gets there) until `want(legal)` holds on your turn; the table laid out
    anew for it, at rest."""
    import copy
    g = t.game
    for seed in range(100):
        s, rng = copy.deepcopy(t.state), random.Random(seed)
        while not g.is_over(s):
            seat = g.to_move(s)[0]
            legal = g.legal_actions(s, seat)
            if seat == 0 and want(legal):  # type: ignore[operator]
                t.state.__dict__.update(s.__dict__)
                t.settle(0)
                return
            g.apply(s, seat, rng.choice(legal))
    raise AssertionError("never came up")


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (900, 1400)])
def test_gnav_table__pass_keep_and_end_turn_show_their_keys_and_fit(size: tuple[int, int],
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # "Pass", "Keep it" and "End turn" answered P, K and E, which nothing said
    for kind, labels in (("pass", ["Pass (P)"]), ("keep", ["Play it (P)", "Keep it (K)"]),
                         ("stop", ["End turn (E)"])):
        d = Driver(size=size, seed=3)
        t = start(d, gnav_setup(), 5)
        d.settle(t)
        _until(t, lambda legal, kind=kind: Action(kind) in legal)
        d.step(2)
        drawn = record_text(monkeypatch)
        d.step()
        shown = [b.label for b in t.buttons]
        assert [x for x in shown if x in labels] == labels, shown
        for b in t.buttons:
            r = next(r for s, r in drawn if s == b.label)
            assert b.rect.contains(r), f"{b.label!r} does not fit its button at {size}"
        monkeypatch.undo()
        d.app.close()


def test_gnav_table__enter_presses_pass_when_it_is_all_there_is_to_do() -> None:
    # no legal card and the draw pile empty: Enter, Space, Tab and Down did nothing
    d = Driver(seed=3)
    t = start(d, gnav_setup(), 5)
    d.settle(t)
    _until(t, lambda legal: legal == [Action("pass")])
    d.step(2)
    moves = len(t.state.moves)
    assert [b.label for b in t.buttons if b.focus] == ["Pass (P)"], "the focus starts on the one thing to do"
    d.key(pygame.K_RETURN)
    assert t.state.moves[moves] == [0, "pass"]


def test_gnav_table__tab_reaches_end_turn_and_the_arrows_go_back_to_the_cards() -> None:
    d = Driver(seed=3)
    t = start(d, gnav_setup(), 5)
    d.settle(t)
    _until(t, lambda legal: legal[-1] == Action("stop") and len(legal) > 1)
    d.step(2)
    assert not any(b.focus for b in t.buttons), "a card may be played: no button is the default"
    d.key(pygame.K_RIGHT)
    assert t.selected is not None
    d.key(pygame.K_TAB)
    assert [b.label for b in t.buttons if b.focus] == ["End turn (E)"] and t.selected is None
    d.key(pygame.K_RIGHT)
    assert t.selected is not None and not any(b.focus for b in t.buttons), "one focus at a time"
    d.key(pygame.K_DOWN)
    moves = len(t.state.moves)
    d.key(pygame.K_SPACE)
    assert t.state.moves[moves] == [0, "stop"]


def test_gnav_table__enter_plays_the_card_just_drawn() -> None:
    d = Driver(seed=3)
    t = start(d, gnav_setup(), 5)
    d.settle(t)
    _until(t, lambda legal: Action("keep") in legal)
    d.step(2)
    assert [b.label for b in t.buttons if b.focus] == ["Play it (P)"]
    moves = len(t.state.moves)
    d.key(pygame.K_DOWN)
    assert [b.label for b in t.buttons if b.focus] == ["Keep it (K)"]
    d.key(pygame.K_RETURN)
    assert t.state.moves[moves] == [0, "keep"]


def test_gnav_table__the_discard_pile_counts_a_card_only_as_it_lands(monkeypatch: pytest.MonkeyPatch) -> None:
    # a match took the pile's only card; the card turned up for it was counted ("· 1") while it flew
    d = Driver(size=(1366, 768))
    t = start(d, gnav_setup(), seed=0)
    d.settle(t)
    top = t.view["discard"][-1]["face"]
    assert t.act(0, next(a for a in t.legal() if is_match(a.args[0], top)))
    turned = next(e.data["card"] for e in t.last_events if e.kind == "turn_up")
    t.ai_wait = 1e9  # the AI's answer waits: this move is watched to its end
    texts = record_text(monkeypatch)
    labels = []
    while t.animating:
        texts.clear()
        d.step()
        label = next(s for s, _ in texts if s.startswith("Discard pile"))
        labels.append((label, t.sprites[turned].at(t.spots(t.view)[turned])))
    flying = [label for label, landed in labels if not landed]
    assert len(flying) > 10 and set(flying) == {"Discard pile empty"}, "on its way, it is not counted"
    assert {label for label, landed in labels if landed} == {"Discard pile \u00b7 1"}, "as it lands, it is"


def test_gnav_table__a_click_on_the_draw_pile_while_you_can_play_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    # the click did nothing, and the message about a card refused before it stayed
    d = Driver(size=(1366, 768), seed=3)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    bad = next(c for c in t.view["hands"][0] if t.card_action(c["id"]) is None)
    assert t.me == 0 and any(a.kind == "play" for a in t.legal())
    s = t.sprites[bad["id"]]
    d.drag((s.x, s.y), t.discard_xy)
    assert t.warn is not None and card_name(bad["face"]) in t.warn[0]
    d.step(40)
    texts = record_text(monkeypatch)
    d.click(t.draw_rect().center)
    rank = t.view["top"][:-1]
    assert t.warn is not None and t.warn[0].startswith(f"You hold a card you can play: you must play a {rank}, a 2 or")
    texts.clear()
    d.step()
    drawn = [s for s, _ in texts]
    assert t.warn[0] in drawn and not any(card_name(bad["face"]) in s for s in drawn), "the new reason, not the old"
    assert len(t.state.moves) == 0


def test_gnav_table__a_press_on_the_draw_pile_let_go_elsewhere_draws_nothing() -> None:
    # the press drew at once, where every other table acts on a click: pressed and let go on it
    d = Driver(size=(1366, 768), seed=3)
    t = start(d, gnav_setup(), 4)
    g = t.game  # (a deal where you come to draw)
    play_by_rules(t, lambda s: 0 in g.to_move(s) and Action("draw") in g.legal_actions(s, 0), 4)
    moves = len(t.state.moves)
    pile = t.draw_rect().center
    d.post(pygame.MOUSEBUTTONDOWN, pos=pile, button=1)
    assert len(t.state.moves) == moves, "a press alone draws nothing"
    d.post(pygame.MOUSEMOTION, pos=(20, 20), rel=(0, 0), buttons=(1, 0, 0))
    d.post(pygame.MOUSEBUTTONUP, pos=(20, 20), button=1)
    assert len(t.state.moves) == moves, "nor a press let go elsewhere"
    d.click(pile)
    assert t.state.moves[moves] == [0, "draw"]


def test_gnav_table__a_refused_move_sounds_softly_once() -> None:
    # a refusal was said in words only: no sound told that the drop or click did nothing
    d = Driver(size=(1366, 768), seed=3)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    heard: list[str] = []
    d.app.play = heard.append  # type: ignore[method-assign]
    bad = next(c for c in t.view["hands"][0] if t.card_action(c["id"]) is None)
    s = t.sprites[bad["id"]]
    d.drag((s.x, s.y), t.discard_xy)
    assert t.warn is not None and heard.count("refuse") == 1
    d.click(t.draw_rect().center)
    assert heard.count("refuse") == 2 and len(t.state.moves) == 0
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (1366, 768), (1920, 1080), (1080, 1920)])
def test_gnav_table__both_pile_labels_sit_just_above_their_piles(size: tuple[int, int],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # the discard pile's label was above its card but the draw pile's below its own
    # (in a tall window, level with the discard pile's label, far above its pile)
    d = Driver(size=size, seed=5)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    drawn = record_text(monkeypatch)
    t._bg_key = None  # (the labels may be on the cached layer: draw them anew)
    d.step()
    label = {s.split(" \u00b7")[0]: r for s, r in drawn if s.startswith(("Draw pile", "Discard pile"))}
    tops = {"Draw pile": t.draw_xy[1] - t.draw_w * 0.7, "Discard pile": t.discard_xy[1] - t.pile_w * 0.7}
    gaps = {k: tops[k] - label[k].bottom for k in tops}
    assert all(g > 0 for g in gaps.values()), gaps
    assert abs(gaps["Draw pile"] - gaps["Discard pile"]) <= 1, gaps
    screen = pygame.Rect((0, 0), t.size)
    zones = _zones(t)
    for k, r in label.items():
        assert screen.contains(r), k
        assert [z for z, zr in zones.items() if zr.colliderect(r)] == [], k
        assert not any(s.rect().colliderect(r) for s in t.sprites.values()), f"{k}: a card covers it"
    d.app.close()


def test_gnav_table__a_card_dropped_on_the_pile_lands_flat_and_leaves_its_label_readable(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the dragged card stayed lifted on the pile while the pointer rested there:
    # in a tall window it stood over the "Discard pile" label above it
    d = Driver(size=(1080, 1920), seed=5)
    t = start(d, gnav_setup(), 5)
    d.settle(t)
    while t.me is None or t.animating or not any(a.kind == "play" for a in t.legal()):
        mouse_turn(d, t, _stats()) if t.me is not None and not t.animating else d.step()
    plays = [a for a in t.legal() if a.kind == "play"]
    play = next((a for a in plays if not is_match(str(a.args[0]), t.view["top"])), plays[0])  # a wild stays on top
    _drag_to_discard(d, t, str(play.args[0]))
    d.settle(t)
    d.step(30)
    top = t.sprites[t.state.cards.index(str(play.args[0]))]
    assert top.lift == 0.0
    drawn = record_text(monkeypatch)
    t._bg_key = None
    d.step()
    label = next(r for s, r in drawn if s.startswith("Discard pile"))
    assert not any(s.rect().colliderect(label) for s in t.sprites.values()), "a card covers the pile's label"
    d.app.close()


def test_gnav_table__the_status_line_says_what_the_ai_just_did(monkeypatch: pytest.MonkeyPatch) -> None:
    # while Ada's card went to the pile the status line was blank, then "Ada is thinking...":
    # which card she played, and what it captured, was never told at the table
    d = Driver(size=(1366, 768))
    t = d.start(default_setup("gnav"))
    screen = pygame.Rect(0, 0, 1366, 768)
    for drawn in texts_by_frame(d, t, monkeypatch):
        if t.animating and any(e.data.get("seat") == 1 and e.kind == "play" for e in t.last_events):
            line = next((s, r) for s, r in drawn if s.startswith("Ada played the "))
            assert screen.contains(line[1]), line
            assert ";" not in line[0], "a wild card's new top is seen: the line stays as short as a prompt"
            return
    raise AssertionError("Ada never played a card")


def test_gnav_table__the_capture_bonus_says_it_is_for_more_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    # under "1 card · 9 points" it said "leads: +10", read as ten points ahead when
    # it is the bonus for capturing more cards; a tie said "tied: +5 each"
    d = Driver(size=(1366, 768))
    t = d.start(default_setup("gnav"))
    said: set[str] = set()
    for drawn in texts_by_frame(d, t, monkeypatch, fresh=True):  # (the piles' words may be on the cached layer)
        said |= {s for s, _ in drawn if "+5" in s or "+10" in s}
        if "more cards: +10" in said and "as many cards: +5 each" in said:
            break
    assert {"more cards: +10", "as many cards: +5 each"} <= said, said


@pytest.mark.parametrize("size", [(800, 500), (1366, 768), (1920, 1080), (3840, 2160), (1080, 1920), (900, 1400)])
def test_gnav_table__an_empty_pile_notice_stands_clear_of_the_status_line(monkeypatch: pytest.MonkeyPatch,
                                                                         size: tuple[int, int]) -> None:
    # the notice's panel ended 0.4 units over the status line (4 px at 1366x768): all but touching it
    d = Driver(size=size, seed=3)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    banner = "The discard pile is empty: the top of the draw pile is turned up."
    t.show_banner(banner)
    texts = record_text(monkeypatch)
    t._bg_key = None
    d.step()
    note = next(r for s, r in texts if s == banner)
    status = next(r for s, r in texts if s.startswith("Your turn: drag a raised card"))
    panel = note.inflate(round(t.u * 4), round(t.u * 1.4))  # (as notice.draw frames it)
    assert status.top - panel.bottom >= t.u, f"the notice {panel} all but touches the status line {status}"


@pytest.mark.parametrize("size,reminder", [((800, 500), None), ((1366, 768), True)])
def test_gnav_table__a_small_window_drops_the_prompts_reminder_to_keep_it_readable(
        size: tuple[int, int], reminder: bool | None, monkeypatch: pytest.MonkeyPatch) -> None:
    # at 800x500 the play prompt, reminder and all, shrank to 10 px (other games' are 17-18)
    d = Driver(size=size, seed=3)
    t = start(d, gnav_setup(), 4)
    for _ in range(2000):
        d.step()
        if t.me is not None and not t.animating and any(a.kind == "play" for a in t.legal()):
            break
    texts = record_text(monkeypatch)
    d.step()
    prompt = [(s, r) for s, r in texts if s.startswith("Your turn: drag a raised card onto the")]
    assert len(prompt) == 1
    s, r = prompt[0]
    if reminder is not None:  # (at 800x500 it stays if it fits at a size that reads, else it goes)
        assert ("captures" in s) == reminder
    assert r.height >= ui.font(round(t.u * 2.8 * 0.8)).size(s)[1], f"{s!r} drawn {r.height} px high"
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (1024, 600), (1366, 768)])
def test_gnav_table__the_capture_piles_figures_read_whole_in_a_small_window(size: tuple[int, int],
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # at 800x500 they were 16 px, where the bundled font all but drops a space: "+5each"
    d = Driver(size=size, seed=3)
    t = start(d, gnav_setup(), 5)
    real, sizes = ui.blit_text, {}

    def spy(surf: pygame.Surface, s: str, px: int, *args: object, **kw: object) -> pygame.Rect:
        rect = real(surf, s, px, *args, **kw)  # type: ignore[arg-type]
        sizes[s] = (px, rect)
        return rect
    for _ in range(3000):  # on until the piles are level: the tie's line is the longest
        if t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        sizes.clear()
        monkeypatch.setattr(ui, "blit_text", spy)
        t._bg_key = None  # (the piles' words are on the cached layer)
        d.step()
        monkeypatch.undo()
        if "as many cards: +5 each" in sizes:
            break
    lines = {s: v for s, v in sizes.items() if s.endswith(" captures") or " points" in s or s.endswith("+5 each")}
    assert len(lines) >= 5, lines
    screen = pygame.Rect(0, 0, *size)
    rects = [r for _, r in lines.values()]
    for s, (px, r) in lines.items():
        assert px >= max(18, round(t.u * 2.5)) and px == ui.small_px(t.u, 2.6 if "captures" in s else 2.5)
        assert screen.contains(r) and not r.colliderect(t.menu_button.rect) and not r.colliderect(t.hint_button.rect)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "apart"
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (1024, 600), (1366, 768)])
def test_game_over__gnav_says_how_captures_score_at_full_size(size: tuple[int, int],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # "You came 2nd of 2 · The ranks of the cards captured, +10 for more cards captured
    # (+5 each if equal) · the most points wins" ran edge to edge of the panel, shrunk
    # to 15 px at 800x500 (24 at 1366x768): it now takes two lines at the full size, and at
    # 800x500 18 px, where "+5 each" keeps its space
    from tabletop.rules import Outcome
    d = Driver(size=size, seed=2)
    t = start(d, gnav_setup(), 1)
    monkeypatch.setattr(t.game, "is_over", lambda state: True)
    monkeypatch.setattr(t.game, "outcome", lambda state: Outcome([20, 31], [1]))
    real, said = ui.blit_text, []

    def spy(surf: pygame.Surface, s: str, px: int, *args: object, **kw: object) -> pygame.Rect:
        rect = real(surf, s, px, *args, **kw)  # type: ignore[arg-type]
        said.append((s, px, rect))
        return rect
    monkeypatch.setattr(ui, "blit_text", spy)
    board = GameOver(d.app, t)
    d.app.push(board)
    d.step()
    u = ui.unit(size)
    said = said[[s for s, _, _ in said].index(board.heading()):]  # (the board's words, not the table's under it)
    below = board.box.y + u * 11 + board.row_h * 3  # (under the board's heads and two names)
    note = [(s, px, r) for s, px, r in said if r.y >= below and s not in {b.label for b in board.buttons}]
    assert " ".join(s for s, _, _ in note) == ("You came 2nd of 2 \u00b7 The ranks of the cards captured, +10 for more "
                                               "cards captured (+5 each if equal) \u00b7 the most points wins")
    others = [b.rect for b in board.buttons] + [r for s, px, r in said if (s, px, r) not in note]
    for s, px, r in note:
        assert px == max(18, round(u * 2.6)), (s, px)
        assert board.box.contains(r) and r.collidelist(others) < 0, (s, r)
    d.app.close()


def test_gnav_table__waiting_for_a_person_says_so_as_every_game_does() -> None:
    # pass-and-play, under the pass screen: the one to play is named in the shared
    # words for waiting ("Bea is playing..."), not Gnav's own ("Bea to play")
    from tabletop.games.gnav.table_look import status
    d = Driver(seed=2)
    t = start(d, gnav_setup(humans=2), 9)
    for _ in range(600):
        if isinstance(d.top, PassScreen) and not t.animating:
            break
        if d.top is t and t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        d.step()
    assert isinstance(d.top, PassScreen) and t.me is None
    seat = t.view["current"]
    assert seat in t.humans
    assert status(t) == t.busy([seat]) and status(t).endswith(" playing..."), status(t)


def test_gnav_table__the_empty_piles_banner_says_you_start_not_you_starts() -> None:
    # with both piles empty and the human to start the pile, the banner read "You starts the pile"
    d = Driver(seed=3)
    t = start(d, gnav_setup(), 5)
    rng = random.Random(5)
    while not (t.state.phase == "start" and t.game.to_move(t.state) == [0]):
        seat = t.game.to_move(t.state)[0]
        t.game.apply(t.state, seat, rng.choice(t.game.legal_actions(t.state, seat)))
    t.finish()
    d.step(5)
    _drag_to_discard(d, t, str(t.legal()[0].args[0]))
    assert t.state.moves[-1][1].startswith("start"), "the drop started the pile"
    assert t.banner is not None
    assert t.banner[0] == "Both piles are empty: You start the pile with a card."


def test_gnav_table__after_the_pass_screen_names_and_labels_move_with_their_cards(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # pass-and-play: as the screen was let go, the capture piles' labels and the plaques
    # took the new seating at once while the cards took 0.25 s to fly there, so for some
    # frames "Your captures" stood beside Bea's pile (and each name by the other's hand)
    d = Driver(seed=2, anim="normal")
    t = start(d, gnav_setup(humans=2), 9)
    play_by_rules(t, lambda s: all(s.captured) and s.current == 1 and not t.game.is_over(s), 4)
    for _ in range(100):
        if isinstance(d.top, PassScreen):
            break
        d.step()
    assert isinstance(d.top, PassScreen) and t.bottom == 0
    d.click((10, 10))
    frames = 0
    while True:
        texts = record_text(monkeypatch)
        d.step()
        monkeypatch.undo()
        frames += 1
        assert t.bottom == 1, "seen from the chair of the one to play"
        for seat in range(2):
            label = next(r for s, r in texts if s == f"{possessive(t.names[seat])} captures")
            plaque = t.seat_rect(seat)  # (where draw_plaque puts its cached picture)
            piles = [t.sprites[c].y for c in (t.state.captured[seat][0], t.state.captured[1 - seat][0])]
            hands = [sum(t.sprites[c].y for c in h) / len(h) for h in (t.state.hands[seat], t.state.hands[1 - seat])]
            assert abs(label.centery - piles[0]) < abs(label.centery - piles[1]), \
                f"frame {frames}: {possessive(t.names[seat])} captures beside the other pile"
            assert abs(plaque.centery - hands[0]) < abs(plaque.centery - hands[1]), \
                f"frame {frames}: the plaque of {t.names[seat]} nearer the other hand"
        if not t.animating:
            break
    assert t.me == 1 and not t.misplaced()
    d.app.close()


def test_gnav_table__enter_with_no_card_chosen_chooses_the_first_raised_card_then_plays_it() -> None:
    # Enter on a fresh turn, before any arrow, did nothing at all
    d = Driver(seed=8)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    assert t.selected is None and not any(b.focus for b in t.buttons)
    hand = [c["id"] for c in t.view["hands"][0]]
    target = next(cid for cid in hand if t.card_action(cid) is not None)
    d.key(pygame.K_RETURN)
    assert t.selected == target and t.state.moves == [], "chosen (a card that may be played), not played yet"
    d.key(pygame.K_RETURN)
    assert t.state.moves[0] == [0, f"play {t.state.cards[target]}"]


def test_gnav_table__enter_draws_when_no_card_may_be_played() -> None:
    # "no legal card, so click the draw pile (or press D)": Enter did nothing
    d = Driver(seed=3)
    t = start(d, gnav_setup(), 5)
    d.settle(t)
    _until(t, lambda legal: legal == [Action("draw")])
    d.step(2)
    moves = len(t.state.moves)
    d.key(pygame.K_RETURN)
    assert t.state.moves[moves] == [0, "draw"]


@pytest.mark.parametrize("size", [(1366, 768), (3840, 2160)])
def test_gnav_table__the_card_the_keys_pick_stands_apart_from_the_glowing_ones(size: tuple[int, int]) -> None:
    # its frame was the gold of the glow round every card that may be played, and upright
    # round a turned card: among the glowing cards the keys' choice was hard to find
    from tabletop.app import ui
    d = Driver(size=size, seed=8)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    d.key(pygame.K_RETURN)
    d.settle(t)
    d.step()
    picked = t.sprites[t.selected or 0]
    assert t.card_action(picked.id) is not None and picked.glow == ui.GLOW and abs(picked.angle) > 1
    assert max(abs(a - b) for a, b in zip(pick_frame_colour(d, t), ui.CREAM)) < 40
    d.app.close()


def test_gnav_table__a_buttons_letter_while_its_button_is_not_there_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    # K, E and P with no Keep it, End turn or Pass button did nothing and said nothing;
    # so did D and H on the other's turn
    d = Driver(size=(1366, 768), seed=3)
    t = start(d, gnav_setup(), 4)
    d.settle(t)
    assert t.me == 0 and t.state.phase == "play" and not t.buttons
    heard: list[str] = []
    d.app.play = heard.append  # type: ignore[method-assign]
    top = t.plays_on(t.view["top"])
    for key, words in ((pygame.K_k, "Keep it (K) is for a card you just drew that you could play"),
                       (pygame.K_e, "End turn (E) comes once the draw pile is empty"),
                       (pygame.K_p, f"You pass only when you can neither play nor draw: play {top}."),
                       (pygame.K_d, "You hold a card you can play")):
        drawn = record_text(monkeypatch)
        refusals = heard.count("refuse")
        d.key(key)
        d.step()
        monkeypatch.undo()
        assert t.warn is not None and t.warn[0].startswith(words)
        assert any(len(s) > 12 and s in t.warn[0] for s, _ in drawn), "said in the status line's stead"
        assert heard.count("refuse") == refusals + 1, "with the soft sound of a refused move, once"
    warn = t.warn
    d.key(pygame.K_q)  # no button's letter: nothing
    assert t.warn == warn and len(t.state.moves) == 0
    d.app.ai_pause = 5.0  # the AI's move waits: the table rests on its turn (as while a Hard AI thinks)
    t.act(0, next(a for a in t.legal() if a.kind == "play"))
    for _ in range(600):
        if d.top is t and not t.animating and t.me is None:
            break
        d.step()
    moves = len(t.state.moves)
    d.key(pygame.K_d)
    assert t.warn is not None and t.warn[0] == "It is not your turn yet: wait for it."
    d.key(pygame.K_h)
    assert t.warn[0] == "It is not your turn yet: a hint is for your own moves."
    assert len(t.state.moves) == moves
    d.app.close()


def test_gnav_table__what_may_go_on_a_wild_card_is_not_said_with_its_rank_twice() -> None:
    # "you must play a 10, a 2 or a 10"
    assert GnavTable.plays_on("10S") == "a 2 or a 10" and GnavTable.plays_on("2H") == "a 2 or a 10"
    assert GnavTable.plays_on("7D") == "a 7, a 2 or a 10"


def test_gnav_table__a_long_prompt_takes_two_lines_at_a_size_that_reads_at_800x500(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the play prompt shrank to 15 px in one line at 800x500 (its reminder in brackets kept)
    d = Driver(size=(800, 500), seed=1)
    t = d.start(gnav_setup(), seed=4)
    for _ in range(3000):
        if t.me is not None and not t.animating and any(a.kind == "play" for a in t.legal()):
            break
        if t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        d.step()
    d.settle(t)
    lines = status_drawn(d, t, monkeypatch, status(t))
    assert " ".join(s for s, _, _ in lines) == status(t) and "(the same rank" in status(t)
    assert len(lines) == 2 and all(px >= 17 for _, px, _ in lines)
    assert all(r.collidelist(t.card_rects()) < 0 and pygame.Rect(0, 0, 800, 500).contains(r) for _, _, r in lines)


def test_gnav_table__a_prompt_in_two_lines_keeps_its_room_over_the_raised_cards_at_800x500(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # its second line sat 6 px over a card raised under it (the lines spread above and below the
    # one's place): now they rise from it, as clear of the cards as one line; the middle ends a
    # line higher, a notice over them (the empty-pile banner) kept between them and your captures
    d = Driver(size=(800, 500), seed=1)
    t = d.start(gnav_setup(), seed=4)
    for _ in range(3000):
        if t.me is not None and not t.animating and any(a.kind == "play" for a in t.legal()) \
                and t.view["captured"][t.bottom]:
            break
        if t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        d.step()
    d.settle(t)
    t.banner = ("The discard pile is empty: the top of the draw pile is turned up.", t.clock)
    notes: list[pygame.Rect] = []
    real = TableScene.draw_notice

    def spy(self: TableScene, *args: Any, **kw: Any) -> pygame.Rect:
        notes.append(real(self, *args, **kw))
        return notes[-1]
    monkeypatch.setattr(TableScene, "draw_notice", spy)
    lines = status_drawn(d, t, monkeypatch, status(t))
    assert len(lines) == 2 and all(px >= 17 for _, px, _ in lines)
    top, bottom = lines[0][2].top, lines[-1][2].bottom
    # the highest a card of your hand stands: raised, at the middle of the fan
    raised = min(y - t.hand_w * 0.7 - t.raise_px for _, y, _ in t.hand_spots(len(t.view["hands"][t.bottom])))
    assert raised - bottom >= t.u * 2, f"{raised - bottom:.0f} px between the prompt and a raised card"
    captures = [t.sprites[c["id"]].rect() for c in t.view["captured"][t.bottom]]
    note = notes[-1]
    assert note.bottom <= top - t.u and note.top >= max(r.bottom for r in captures), (note, top, captures)


def test_gnav_table__a_refusal_naming_your_card_is_gone_when_the_screen_is_passed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # pass-and-play: "The 7 of hearts cannot go on…", a card of the one at the screen, stood
    # on after their legal move, through the pass screen (the table's clock stops under it),
    # for the other person to read in their turn
    d = Driver(seed=3)
    t = start(d, gnav_setup(humans=2), 4)
    for _ in range(300):
        if isinstance(d.top, PassScreen):
            d.key(pygame.K_RETURN)
        elif t.me is not None and not t.animating:
            break
        d.step()
    me = t.me
    assert me is not None
    bad = next((c for c in t.view["hands"][me] if t.card_action(c["id"]) is None), None)
    good = next((c for c in t.view["hands"][me] if t.card_action(c["id"]) is not None), None)
    assert bad is not None and good is not None
    s = t.sprites[bad["id"]]
    d.drag((s.x, s.y), t.discard_xy)
    named = card_name(bad["face"])
    assert t.warn is not None and named in t.warn[0]
    d.step(30)  # it springs home
    s = t.sprites[good["id"]]
    d.drag((s.x, s.y), t.discard_xy)
    assert t.viewer is None, "the move went through"
    for _ in range(300):
        if isinstance(d.top, PassScreen):
            break
        d.step()
    assert isinstance(d.top, PassScreen)
    d.key(pygame.K_RETURN)
    assert t.viewer is not None and t.viewer != me
    drawn = record_text(monkeypatch)
    d.step()
    assert not [s for s, _ in drawn if named in s], f"the other person reads '{named}'"
