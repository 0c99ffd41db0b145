"""The board of a round's scores and of the game's end, in every game: who
leads or wins is marked, what the round changed is told, and can be read."""
from __future__ import annotations

import pygame
import pytest

from tabletop.app import ui
from tabletop.app.main import default_setup
from tabletop.app.scenes.scores import GameOver, RoundScores
from tabletop.app.table_base import TableScene

from test_app_driver import Driver, record_sized, to_the_last_move

Drawn = list[tuple[str, int, pygame.Rect]]

# RULES.md: the lowest total wins Gnoming; the most points win Grinch, and in
# 6 nimmt! the most points left of the 66 everyone starts with
FEWEST_WIN = {"gnoming": True, "grinch": False, "nimmt": False}


def _round_ends(d: Driver, t: TableScene, seed: int) -> RoundScores:
    """Play the round on the table to its end (by the rules up to its last move,
    which the table then makes and shows); the board that comes up."""
    seat, action = to_the_last_move(t, seed, of_round=True)
    assert t.act(seat, action)
    board: RoundScores = d.play_until(t, RoundScores)
    return board


def _next_round(d: Driver, board: RoundScores) -> None:
    d.click(next(b for b in board.buttons if b.label.startswith("Next round")).rect.center)
    assert d.top is not board


def _board_drawn(d: Driver, board: RoundScores, monkeypatch: pytest.MonkeyPatch) -> Drawn:
    """What the next frame writes on the board (text, size, where): from its heading on."""
    drawn = record_sized(monkeypatch)
    d.step()
    monkeypatch.undo()
    start = max(k for k, (s, _, _) in enumerate(drawn) if s == board.heading())
    return drawn[start:]


def _rows(drawn: Drawn, t: TableScene) -> list[pygame.Rect]:
    """Each seat's name as drawn on the board, by seat (the heading, first, may name one)."""
    return [next(r for s, _, r in drawn[1:] if s.startswith(name)) for name in t.names]


def _row_of(rect: pygame.Rect, rows: list[pygame.Rect]) -> int:
    return next(i for i, r in enumerate(rows) if abs(r.centery - rect.centery) <= 2)


def _changes(drawn: Drawn, t: TableScene, before: list[int]) -> list[tuple[int, pygame.Rect, pygame.Rect]]:
    """Each seat's change since `before` as drawn right of its total on its row:
    (its size, where, where its total is)."""
    rows, out = _rows(drawn, t), []
    for i, now in enumerate(t.history[-1]):
        on_row = [(s, px, r) for s, px, r in drawn if abs(r.centery - rows[i].centery) <= 2]
        total = max((r for s, _, r in on_row if s == ui.num(now)), key=lambda r: r.x)  # (the last column's)
        change = [(px, r) for s, px, r in on_row if s == ui.signed(now - before[i]) and r.left > total.right]
        assert change, f"{t.names[i]}: no change beside {ui.num(now)}"
        out.append((*change[0], total))
    return out


@pytest.mark.parametrize("game", ["gnoming", "grinch", "nimmt"])
def test_round_scores__who_leads_is_marked_after_every_round_and_who_wins_at_the_end(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # only the game's end marked anyone: after each round the player had to find the
    # best total themselves (the fewest points in Gnoming, the most in the others)
    d = Driver(size=(1366, 768), seed=1)
    t = d.start(default_setup(game, 4), seed=5)
    d.settle(t)
    leads = 0
    for r in range(1, 40):
        board = _round_ends(d, t, r)
        drawn = _board_drawn(d, board, monkeypatch)
        rows = _rows(drawn, t)
        marks = [(s, rect) for s, _, rect in drawn if s in ("leads", "wins")]
        for _, rect in marks:  # beside the name, on its row, on the board
            assert rows[_row_of(rect, rows)].right < rect.left and board.box.contains(rect)
        marked = sorted(_row_of(rect, rows) for _, rect in marks)
        if isinstance(board, GameOver):
            assert {s for s, _ in marks} == {"wins"}
            assert marked == sorted(t.game.outcome(t.state).winners), "every winner, and only they"
            break
        last = t.history[-1]
        best = (min if FEWEST_WIN[game] else max)(last)
        front = [i for i, s in enumerate(last) if s == best]
        assert marked == (front if len(front) < len(last) else []), (r, last)  # (all level: nobody leads)
        assert {s for s, _ in marks} <= {"leads"}, "nobody has won yet"
        leads += len(marked)
        _next_round(d, board)
    else:
        raise AssertionError("the game never ended")
    assert leads, "after some round a leader was marked"
    d.app.close()


def test_round_scores__six_nimmt_s_first_round_tells_what_it_took_of_the_66_points(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # only after the second round did the board say what a round cost: everyone starts
    # with 66 points, not 0, so the first round's cost was left to a subtraction
    d = Driver(size=(800, 500), seed=1)
    t = d.start(default_setup("nimmt", 4), seed=3)
    d.settle(t)
    board = _round_ends(d, t, 1)
    assert len(t.history) == 1
    for _, change, _ in _changes(_board_drawn(d, board, monkeypatch), t, [66] * 4):
        assert board.box.contains(change)
    d.app.close()


@pytest.mark.parametrize("size", [(800, 500), (1366, 768)])
@pytest.mark.parametrize("game,players", [("gnoming", 2), ("gnoming", 7), ("grinch", 6), ("nimmt", 10)])
def test_round_scores__what_a_round_changed_reads_at_16_px_clear_of_everything(
        size: tuple[int, int], game: str, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # at 800x500 what a round changed ("63 \u22123") was 12 px tall (16 px type), with
    # 10 players 10 px (13 px type): too small to read beside its total
    d = Driver(size=size, seed=1)
    t = d.start(default_setup(game, players), seed=5)
    d.settle(t)
    _next_round(d, _round_ends(d, t, 1))
    board = _round_ends(d, t, 2)
    drawn = _board_drawn(d, board, monkeypatch)
    for px, change, total in _changes(drawn, t, t.history[-2]):
        assert change.height >= 16 and px >= ui.SMALL_PX, (px, change)
        assert total.height >= change.height, "the total reads first"
        assert board.box.contains(change)
    window = pygame.Rect((0, 0), size)
    for k, (s, _, r) in enumerate(drawn):
        assert window.contains(r), f"{s!r} at {r} is cut off"
        for s2, _, r2 in drawn[k + 1:]:
            o = r.clip(r2)
            assert o.width <= 1 or o.height <= 2, f"{s!r} {r} over {s2!r} {r2}"
    d.app.close()


@pytest.mark.parametrize("game,totals,front", [("gnoming", [9, 4, 12, 4], [1, 3]), ("nimmt", [50, 61, 61, 40], [1, 2]),
                                               ("grinch", [7, 7, 7, 7], [])])
def test_round_scores__a_shared_lead_is_marked_on_every_leader_and_a_level_table_on_nobody(
        game: str, totals: list[int], front: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    # (everyone level after a round: nobody is in front)
    d = Driver(size=(1024, 640))
    t = d.start(default_setup(game, 4))
    t.history = [totals]
    board = RoundScores(d.app, t)
    d.app.push(board)
    drawn = _board_drawn(d, board, monkeypatch)
    rows = _rows(drawn, t)
    assert sorted(_row_of(r, rows) for s, _, r in drawn if s == "leads") == front
    d.app.close()
