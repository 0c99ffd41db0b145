"""The move log (L at the table): each game's moves in words, known lines
from RULES.md's vocabulary, every move told, and the page through real keys."""
from __future__ import annotations

import importlib
import random

import pygame
import pytest

from tabletop.app import persist, ui
from tabletop.app.main import default_setup
from tabletop.app.scenes.movelog import HEADING, MoveLog, add
from tabletop.app.scenes.pause import Pause
from tabletop.app.scenes.scores import GameOver
from tabletop.games import GAMES
from tabletop.rules import Event

from test_app_driver import Driver, record_type

NAMES = ["You", "Ann", "Bob", "Cleo"]


def _tell(game: str, *events: tuple[str, dict]) -> list[str]:
    mod = importlib.import_module(f"tabletop.games.{game}.table_log")
    return mod.describe(NAMES, [Event(k, d) for k, d in events])


def test_known_lines__gnoming() -> None:
    assert _tell("gnoming", ("draw", {"seat": 1, "from": "discard", "pile": 1, "id": 5, "face": "8"}),
                 ("place", {"seat": 1, "cell": [0, 2], "id": 5, "face": "8", "replaced": 9, "replaced_face": "8",
                            "turned": True}),
                 ("bounce", {"seat": 1, "cell": [1, 1], "id": 9, "face": "8", "replaced": 3,
                             "replaced_face": "M", "turned": False}),
                 ("discard", {"seat": 1, "pile": 0, "id": 3, "face": "M"})) == [
        "Ann took an 8 from the right discard pile.",  # (it said "discard pile 2", and no pile bears a number)
        "Ann put the 8 at the top right, in place of a face-down 8.",  # (it read "the 8 top right")
        "Ann bounced the 8 to the middle, in place of a Mulligan.",  # ("the 8 in the middle": the one there?)
        "Ann discarded a Mulligan onto the left discard pile."]
    assert _tell("gnoming", ("round_end", {"round": 0, "scores": [8, 20, 3, 9], "totals": [8, 20, 3, 9],
                                           "end": "out", "first_out": 0}),
                 ("deal", {"round": 1, "start": 0, "removed": []})) == [
        "Round 1 over; You went out first. Round scores: You 8, Ann 20, Bob 3, Cleo 9.", "# Round 2: You start"]
    assert _tell("gnoming", ("bounce", {"seat": 2, "cell": [2, 0], "id": 4, "face": "5", "replaced": 6,
                                        "replaced_face": "5", "turned": True})) == [
        "Bob bounced the 5 to the bottom left, in place of a face-down 5."]
    assert _tell("gnoming", ("reveal", {"seat": 0, "cell": [1, 0], "id": 2, "face": "7"}),
                 ("reveal", {"seat": 2, "cell": [2, 1], "id": 4, "face": "M"})) == [
        "You turned up a 7 at the middle left.", "Bob turned up a Mulligan at the bottom middle."]
    assert _tell("gnoming", ("discard", {"seat": 0, "pile": 1, "id": 3, "face": "-3"})) == [
        "You discarded a \u22123 onto the right discard pile."], "the minus sign of the scores, not a hyphen"
    assert _tell("gnoming", ("game_over", {"totals": [40, 30, 30, 50], "winners": [1, 2]})) == [
        "Game over: Ann and Bob win. Totals: You 40, Ann 30, Bob 30, Cleo 50."]
    assert _tell("grinch", ("game_over", {"scores": [83, 86, 86, 86]})) == [
        "Game over: Ann, Bob and Cleo win with 86 points."]  # (it read "Ann and Bob and Cleo win")
    assert _tell("gnoming", ("game_over", {"totals": [-31, 4, 0, 7], "winners": [0]})) == [
        "Game over: You win. Totals: You \u221231, Ann 4, Bob 0, Cleo 7."], "a negative total's minus sign too"


def test_known_lines__grinch_names_no_card_drawn_from_the_draw_pile() -> None:
    assert _tell("grinch", ("draw", {"seat": 1, "card": 4, "from": "draw"}),
                 ("draw", {"seat": 2, "card": 7, "face": "W1+5N", "from": "discard", "pile": 0}),
                 ("draw", {"seat": 0, "card": 8, "face": "N4", "from": "discard", "pile": 0}),
                 ("score", {"seat": 3, "row": "run", "points": 15, "bonus": 5, "total": 20})) == [
        "Ann drew from the draw pile.", "Bob took the Wreath 1 (+5) from your discard pile.", "You took back the Noise 4.",
        "Cleo scored 15 in the Run row, plus a bonus of 5."]  # (it read "15 as Run and a bonus of 5")
    assert _tell("grinch", ("deal", {"round": 2, "grinch": 0})) == ["# Round 3: You are the Grinch"]


def test_known_lines__gnav_and_6_nimmt() -> None:
    assert _tell("gnav", ("play", {"seat": 1, "card": 3, "face": "7C", "capture": "match"}),
                 ("capture", {"seat": 1, "cards": [9, 3], "faces": ["7D", "7C"]})) == [
        "Ann played the 7 of clubs on the 7 of diamonds and captured both."]
    assert _tell("gnav", ("play", {"seat": 0, "card": 3, "face": "10H", "capture": "wild"}),
                 ("capture", {"seat": 0, "cards": [9], "faces": ["4S"]})) == [
        "You played the wild 10 of hearts on the 4 of spades and captured it; the 10 of hearts is the new top."]
    # the log said "drew 3 cards to refill the hand" and "stopped playing": the table shows cards flying
    # from the draw pile, and its button and its word for a stop are "End turn", "ended the turn"
    assert _tell("gnav", ("refill", {"seat": 1, "cards": [4, 5, 6]}), ("refill", {"seat": 0, "cards": [7]}),
                 ("stop", {"seat": 1})) == [
        "Ann drew 3 cards from the draw pile.", "You drew a card from the draw pile.", "Ann ended the turn."]
    assert _tell("nimmt", ("reveal", {"plays": [{"seat": 0, "card": 1, "face": 27}, {"seat": 2, "card": 5,
                                                                                      "face": 3}]}),
                 ("too_low", {"seat": 2, "card": 5}),
                 ("take", {"seat": 2, "row": 1, "cards": [8, 9], "faces": [55, 60], "bullheads": 10}),
                 ("place", {"seat": 2, "row": 1, "card": 5, "face": 3})) == [
        "Cards shown: You 27, Bob 3.", "Bob played lower than the last card of every row and must take a row.",
        "Bob took row 2 (55, 60): 10 bullheads.", "Bob laid the 3 on row 2."]
    # a full row read "Ann took row 4 (14, 24, 32, 64, 68): 5 bullheads." as if Ann had chosen it
    assert _tell("nimmt", ("take", {"seat": 1, "row": 3, "cards": [1, 2, 3, 4, 5], "faces": [14, 24, 32, 64, 68],
                                    "bullheads": 5}),
                 ("place", {"seat": 1, "row": 3, "card": 6, "face": 75})) == [
        "Ann took row 4, which was full (14, 24, 32, 64, 68): 5 bullheads.", "Ann laid the 75 on row 4."]


def test_a_line_said_again_is_folded_into_the_one_before() -> None:
    log: list[str] = []
    add(log, ["Ann drew from the draw pile."])
    add(log, ["Ann drew from the draw pile."])
    add(log, ["Ann drew from the draw pile.", "Ann discarded the Noise 2."])
    assert log == ["Ann drew from the draw pile, twice.", "Ann drew from the draw pile.", "Ann discarded the Noise 2."]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_move_is_told_in_a_seeded_game_to_the_end(game: str) -> None:
    """Each move of a random game adds a line, but a 6 nimmt! card chosen in
    secret before everyone has chosen (nothing is seen yet) and a Gnoming
    decision to keep the drawn card (its discard tells it)."""
    g = GAMES[game]
    mod = importlib.import_module(f"tabletop.games.{game}.table_log")
    for seed, variant in enumerate(g.variants):
        n = g.players[1] if seed % 2 else g.players[0]
        state, rng = g.new(n, seed, variant), random.Random(seed)
        names = [f"P{i}" for i in range(n)]
        while not g.is_over(state):
            seat = g.to_move(state)[0]
            events = g.apply(state, seat, rng.choice(g.legal_actions(state, seat)))
            lines = mod.describe(names, events)
            secret = [e.kind for e in events] in ([], ["choose"])
            assert (not lines) == secret, (game, [e.kind for e in events])
            assert all(line and "{" not in line and "None" not in line for line in lines)
        assert "Game over" in lines[-1]


def test_l_opens_the_moves_so_far_at_the_latest_and_the_menu_does_too() -> None:
    d = Driver(size=(1366, 768))
    t = d.start(default_setup("gnoming"))
    while len(t.log) < 25:
        if d.top is t and t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        d.step()
    d.settle(t)
    d.key(pygame.K_l)
    page = d.top
    assert isinstance(page, MoveLog)
    assert page.paras[0] == ("h", "Moves so far") and page.paras[1] == ("h", "Round 1: You start")
    assert page.paras[-1] == ("l", t.log[-1])
    d.step()
    assert page.scroll == page.max_scroll > 0, "it opens at the latest move"
    d.key(pygame.K_HOME)
    assert page.scroll == 0
    d.key(pygame.K_END)
    assert page.scroll == page.max_scroll
    d.key(pygame.K_l)
    assert d.top is t
    d.key(pygame.K_ESCAPE)
    pause = d.top
    assert isinstance(pause, Pause)
    d.click(next(b.rect.center for b in pause.buttons if b.label.startswith("Moves so far")))
    assert isinstance(d.top, MoveLog)
    d.key(pygame.K_ESCAPE)
    assert d.top is pause
    d.app.close()


def test_a_saved_game_comes_back_with_its_moves_told() -> None:
    d = Driver(size=(1280, 720))
    t = d.start(default_setup("grinch"))
    while len(t.state.moves) < 30:
        if d.top is t and t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        elif d.top is not t:
            d.key(pygame.K_RETURN)
        d.step()
    again = persist.resume(d.app, persist.game_record(t))
    assert again.log == t.log and len(t.log) > 20
    d.app.close()


def test_l_on_the_game_over_scores_shows_how_the_game_ended() -> None:
    d = Driver(size=(1280, 720))
    t = d.start(default_setup("gnav"))
    over = d.play_until(t, GameOver)
    d.key(pygame.K_l)
    assert isinstance(d.top, MoveLog) and d.top.paras[-1] == ("l", t.log[-1]) and "Game over" in t.log[-1]
    d.key(pygame.K_ESCAPE)
    assert d.top is over
    d.app.close()


def test_a_move_told_on_two_lines_goes_on_further_in() -> None:
    # at 800x500 "You played the wild 2 of hearts ... the 2 of hearts is" / "the new top." began its
    # second line where the next move begins: it read as two moves
    d = Driver(size=(800, 500))
    t = d.start(default_setup("gnav"))
    t.log[:] = ["You play first.", "You played the wild 2 of hearts on the 10 of hearts and captured it; the 2 of "
                "hearts is the new top.", "Ada had no card to play and passed."]
    d.key(pygame.K_l)
    page = d.top
    assert isinstance(page, MoveLog)
    indents = [indent for img, _, indent in page.lines if img is not None]
    assert indents == [0, 0, 0, round(ui.unit(page.size) * 2), 0], "heading, a line, the long move's two lines, a line"
    d.app.close()


def _inked_as(shot: pygame.Surface, img: pygame.Surface, at: tuple[int, int]) -> bool:
    """Whether the window shows the line `img` at `at`: ink where the line is
    inked, bare paper where it is clear all round (the page's paper is light)."""
    inked = clear = 0
    w, h = img.get_size()
    for x in range(w):
        for y in range(h):
            here = sum(shot.get_at((at[0] + x, at[1] + y))[:3])
            if img.get_at((x, y))[3] >= 160:
                inked += 1
                if here > 500:
                    return False
            elif all(img.get_at((i, j))[3] == 0 for i in range(max(0, x - 1), min(w, x + 2))
                     for j in range(max(0, y - 1), min(h, y + 2))):
                clear += 1
                if here < 600:
                    return False
    return inked > 50 and clear > 50


def test_a_long_log_typesets_only_the_lines_in_view(monkeypatch: pytest.MonkeyPatch) -> None:
    # a long game's log (400 lines) was typeset whole as the page opened, and again at each new
    # window size: 36 ms of one frame on a quiet machine, 160 on a busy one
    from tabletop.app.scenes import rules
    d = Driver(size=(1366, 768))
    t = d.start(default_setup("gnoming"))
    d.settle(t)
    t.log[:] = [f"{HEADING}Round 1: You start"] + [f"Ann took move {k} from the left discard pile." for k in range(1, 400)]
    made = record_type(monkeypatch)
    ui.text.cache_clear()
    rules._render_lines.cache_clear()

    def moves_made() -> set[int]:
        """The moves whose lines were typeset since this was last asked."""
        numbers = {int(s) for s in made if s.isdigit()}
        made.clear()
        return numbers

    def last_line_shown() -> bool:
        line, _, indent = page.lines[-1]
        assert line is not None and line.rendering[0] == t.log[-1]
        top = page.inner.y + page.rows[-1][0] - round(page.scroll)
        return page.inner.y <= top and top + line.height <= page.inner.bottom and _inked_as(
            d.app.window, line.image(), (page.inner.x + indent, top))
    d.key(pygame.K_l)
    page = d.top
    assert isinstance(page, MoveLog)
    fit = page.inner.height // (page.rows[-1][0] - page.rows[-2][0]) + 1  # log lines the page holds
    shown = moves_made()
    assert 399 in shown and len(shown) <= fit, f"{len(shown)} lines typeset as it opened"
    assert page.scroll == page.max_scroll > 0 and last_line_shown(), "opened at the latest move"
    d.resize((1280, 720))
    fit = page.inner.height // (page.rows[-1][0] - page.rows[-2][0]) + 1
    shown = moves_made()
    assert 399 in shown and len(shown) <= fit, f"{len(shown)} lines typeset at a new size"
    assert page.scroll == page.max_scroll and last_line_shown(), "still at the latest move"
    d.key(pygame.K_HOME)
    assert page.scroll == 0 and moves_made() <= set(range(1, fit))
    d.key(pygame.K_END)
    assert page.scroll == page.max_scroll and last_line_shown()
    d.app.close()
