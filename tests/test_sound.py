"""Sound effects: the WAV files, and Sounds with a working, a dummy and a failing audio driver."""
from __future__ import annotations

import array
import importlib.util
import logging
import wave
from pathlib import Path

import pygame
import pytest

from tabletop.app import sound
from tabletop.app.sound import Sounds

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def no_mixer_left():
    yield
    pygame.mixer.quit()


def _generator():
    spec = importlib.util.spec_from_file_location("make_sounds", REPO / "sounds" / "make_sounds.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_effects__match_what_the_generator_writes():
    assert sorted(_generator().sounds()) == sorted(sound.EFFECTS)


@pytest.mark.parametrize("name", sound.EFFECTS)
def test_wav__is_small_short_soft_and_starts_and_ends_in_silence(name):
    with wave.open(str(REPO / "sounds" / f"{name}.wav")) as w:
        assert (w.getframerate(), w.getnchannels(), w.getsampwidth()) == (22050, 1, 2)
        samples = array.array("h", w.readframes(w.getnframes()))
    seconds = len(samples) / 22050
    assert 0.03 < seconds <= (1.1 if name == "win" else 0.5)
    assert max(abs(s) for s in samples) < 0.6 * 32767  # well below full scale
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200  # no click at either end


def test_sounds__plays_every_effect_with_the_dummy_driver():
    sounds = Sounds(volume=0.5)
    for name in sound.EFFECTS:
        sounds.play(name)
    assert sounds.available
    assert pygame.mixer.get_init()


def test_sounds__set_volume_clamps_and_reaches_loaded_sounds():
    sounds = Sounds()
    sounds.play("click")
    sounds.set_volume(0.25)
    assert sounds.volume == 0.25
    assert abs(sounds._loaded["click"].get_volume() - 0.25) < 0.01
    sounds.set_volume(3)
    assert sounds.volume == 1.0
    sounds.set_volume(-1)
    assert sounds.volume == 0.0


def test_sounds__failing_audio_driver_is_silent_with_one_log_line(monkeypatch, caplog):
    def broken_init(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    sounds = Sounds()
    with caplog.at_level(logging.DEBUG, logger="tabletop.app.sound"):
        for name in ("deal", "flip", "win", "deal"):
            sounds.play(name)
        sounds.set_volume(0.3)
        sounds.set_muted(True)
        sounds.set_muted(False)
        sounds.play("click")
    assert not sounds.available
    assert len(caplog.records) == 1
    assert caplog.records[0].exc_info is None  # a line, not a traceback


def test_sounds__muted_never_starts_the_mixer(monkeypatch):
    def must_not_run(*args, **kwargs):
        raise AssertionError("mixer started while muted")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", must_not_run)
    sounds = Sounds(muted=True)
    sounds.play("deal")
    assert sounds.muted and not sounds.available


def test_sounds__unknown_name_raises_even_when_muted():
    with pytest.raises(FileNotFoundError):
        Sounds(muted=True).play("no_such_effect")


def _peak(name: str) -> int:
    with wave.open(str(REPO / "sounds" / f"{name}.wav")) as w:
        return max(abs(s) for s in array.array("h", w.readframes(w.getnframes())))


def test_wav__a_round_end_and_a_refused_move_are_softer_than_the_game_end():
    # a round's end had no sound; a refused move had none either: both quieter than win and lose,
    # the refusal softest and short (it must never nag)
    assert _peak("refuse") < _peak("round") < min(_peak("win"), _peak("lose"))
    with wave.open(str(REPO / "sounds" / "refuse.wav")) as w:
        assert w.getnframes() / w.getframerate() <= 0.25


def test_wav__a_knock_is_under_a_card_landing_and_the_count_tick_softest():
    # a pass, a kept card, a declined flip and the end-of-round count had no sound at all:
    # a knock, softer than a card put down, and a tick softer than anything (it comes in a row)
    assert _peak("tick") < _peak("refuse") < _peak("knock") < _peak("place")
    with wave.open(str(REPO / "sounds" / "tick.wav")) as w:
        assert w.getnframes() / w.getframerate() <= 0.08


def _listen(d) -> list[tuple[str, bool, object]]:
    """From now on, every effect the app plays, with whether the table was
    at rest and who could act through the screen then."""
    from tabletop.app.table_base import TableScene
    heard: list[tuple[str, bool, object]] = []

    def spy(name: str) -> None:
        t = d.top
        heard.append((name, isinstance(t, TableScene) and not t.animating, getattr(t, "me", None)))
    d.app.sounds.play = spy  # (under the app's play: what it keeps silent is not heard)
    return heard


@pytest.mark.parametrize("anim", ["fast", "off"])
@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_turn__rings_once_as_each_move_of_yours_begins_after_the_ais(game, anim):
    # Grinch and 6 nimmt! never rang "your turn"; Gnoming rang it while cards still flew;
    # a first move of a game or a round (the table just opened for you) rang too; with
    # animation off it rang in the very frame of the AI's card sounds, lost among them:
    # it rings a beat (TURN_AFTER) after the table comes to rest, alone
    from test_app_driver import DT, Driver
    from tabletop.app.main import default_setup
    from tabletop.app.scenes.scores import RoundScores
    from tabletop.app.table_base import TURN_AFTER

    d = Driver(seed=2, anim=anim)
    heard = _listen(d)
    frame, when = 0, []  # the frame each effect was heard in
    spy = d.app.sounds.play
    d.app.sounds.play = lambda name: (when.append(frame), spy(name))
    t = d.start(default_setup(game, 3), seed=5)
    # waited: the turn was with others since your last move, or since the table or a round
    # opened for you (6 nimmt!: every choice but a round's first, each a move of its own)
    acts, since, rang, waited, chose, rest, moves = 0, 0, 0, False, False, 0, 0
    for frame in range(20000):
        d.step()
        if acts == 14 or d.top.__class__.__name__ == "GameOver":
            break
        # (with animation off a move's cards are at their places in the frame it is made: it moved all the same)
        rest = rest + 1 if d.top is t and not t.animating and len(t.state.moves) == moves else 0
        moves = len(t.state.moves)
        if isinstance(d.top, RoundScores):
            d.top.next_round()
            waited = chose = False
        elif d.top is t and t.me is None:
            waited = True
        elif rest and rest * DT < TURN_AFTER - 1e-6:
            assert "turn" not in [h[0] for h in heard[since:]], "rang before the table rested a beat"
        elif rest * DT > TURN_AFTER + DT:
            turns = [k for k in range(since, len(heard)) if heard[k][0] == "turn"]
            begins = chose if game == "nimmt" else waited
            assert len(turns) == (1 if begins else 0), (acts, turns)
            assert all(heard[k][1] and heard[k][2] == t.me for k in turns), "rung at rest, for the one to act"
            assert all(when[j] <= when[k] - TURN_AFTER / DT + 1 for k in turns for j in range(k)), "alone"
            t.act(t.me, t.legal()[0])
            acts, since, rang, waited, chose, rest = acts + 1, len(heard), rang + len(turns), False, True, 0
    assert acts >= 5 and rang >= 3
    d.app.close()


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_game_end__win_when_you_are_among_the_winners_lose_when_only_ais_are(game):
    # the game's end always rang "win", also when you lost; "lose" was never played
    from test_app_driver import Driver, to_the_last_move
    from tabletop.app.main import default_setup
    from tabletop.app.scenes.scores import GameOver

    d = Driver(seed=1, anim="off")
    heard = _listen(d)
    ends = {}
    for seed in range(40):
        t = d.start(default_setup(game, 3), seed=seed)
        seat, a = to_the_last_move(t, seed)
        del heard[:]
        t.act(seat, a)
        for _ in range(600):
            d.step()
            if isinstance(d.top, GameOver):
                break
        assert isinstance(d.top, GameOver)
        won = 0 in t.game.outcome(t.state).winners
        assert [n for n, _, _ in heard if n in ("win", "lose", "round")] == ["win" if won else "lose"]
        ends[won] = True
        d.app.to_title()
        if len(ends) == 2:
            break
    assert len(ends) == 2, "both ends were heard"
    d.app.close()


def test_game_end__pass_and_play_wins_if_any_human_won_a_game_of_ais_alone_too():
    from test_app_driver import Driver
    from tabletop.app.main import SeatSetup, default_setup

    d = Driver(seed=1)
    s = default_setup("grinch", 3)
    s.seats[1] = SeatSetup("Ann", True)
    t = d.start(s)
    for winners, effect in (([1], "win"), ([0, 2], "win"), ([2], "lose")):
        t.leaders = lambda w=winners: w
        assert t.end_sound() == effect
    t = d.start(default_setup("grinch", 3, all_ai=True))
    t.leaders = lambda: [1]
    assert t.end_sound() == "win"
    d.app.close()


def test_round_end__rings_round_not_the_game_end():
    # a round's end (not the last) had no sound
    from test_app_driver import Driver
    from tabletop.app.main import default_setup
    from tabletop.app.scenes.scores import RoundScores

    d = Driver(seed=1, anim="off")
    heard = _listen(d)
    t = d.start(default_setup("grinch", 3), seed=4)
    d.play_until(t, RoundScores)
    assert [n for n, _, _ in heard if n in ("win", "lose", "round")] == ["round"]
    d.app.close()


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_turn__no_chime_as_a_saved_game_opens_on_your_move(game):
    # a game loaded or continued on your move rang "your turn" as its table opened
    from test_app_driver import Driver
    from tabletop.app import persist
    from tabletop.app.main import default_setup

    d = Driver(seed=2)
    heard = _listen(d)
    t = d.start(default_setup(game, 3), seed=5)
    for _ in range(20000):
        d.step()
        if t.me is not None and not t.animating and not t.scoring and len(t.state.moves) > 3:
            break
        if d.top is t and t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
    del heard[:]
    assert persist.open_game(d.app, persist.game_record(t))
    loaded = d.top
    d.step(120)
    assert loaded.me is not None and not loaded.animating
    assert "turn" not in [n for n, _, _ in heard]
    # and it opens with the deal's sound, from Load as from Continue (Load was silent)
    assert [n for n, _, _ in heard].count("deal") == 1
    d.app.close()


@pytest.mark.parametrize("game", ["grinch", "gnav", "nimmt"])  # (Gnoming keeps nothing secret: no pass screen)
def test_turn__no_chime_after_the_pass_screen(game):
    # in pass-and-play, "your turn" rang as soon as "Pass the screen to ..." was let go
    from test_app_driver import Driver
    from tabletop.app.main import SeatSetup, default_setup
    from tabletop.app.scenes.passscreen import PassScreen
    from tabletop.app.scenes.scores import RoundScores

    d = Driver(seed=2)
    heard = _listen(d)
    s = default_setup(game, 3)
    s.seats[1] = SeatSetup("Ann", True)
    t = d.start(s, seed=5)
    passes, since = 0, None
    for _ in range(20000):
        d.step()
        if passes == 3 or d.top.__class__.__name__ == "GameOver":
            break
        if isinstance(d.top, RoundScores):
            d.top.next_round()
        elif isinstance(d.top, PassScreen):
            d.key(pygame.K_RETURN)
            passes, since = passes + 1, len(heard)
        elif d.top is t and t.me is not None and not t.animating:
            if since is not None:
                assert "turn" not in [n for n, _, _ in heard[since:]], passes
                since = None
            t.act(t.me, t.legal()[0])
    assert passes == 3
    d.app.close()


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_round_end__continued_rings_its_scores_once_and_a_new_size_is_silent(game):
    # Continue on a game saved as a round ended played that move's card sounds and
    # the round's chime all at once as the table opened; a new window size under the
    # scores played the card sounds again
    from test_app_driver import Driver
    from tabletop.app import persist
    from tabletop.app.main import default_setup
    from tabletop.app.scenes.scores import RoundScores

    d = Driver(seed=1, anim="normal")
    t = d.start(default_setup(game, 3), seed=4)
    d.play_until(t, RoundScores, 40000)
    d.step()  # (a frame after the round's own chime: the same effect plays once a frame)
    heard = _listen(d)
    assert persist.open_game(d.app, persist.game_record(t))
    ending = "round" if isinstance(d.top, RoundScores) and not d.top.FINAL else d.table().end_sound()
    assert [n for n, _, _ in heard] == [ending]
    assert isinstance(d.top, RoundScores)
    d.step(60)
    d.resize((900, 700))
    d.step(60)
    assert [n for n, _, _ in heard] == [ending]
    d.app.close()


def test_gnav_count_up__sounds_like_cards_counted_not_your_turn():
    # Gnav's count of the capture piles at the game's end rang the "your turn" chime
    from test_app_driver import Driver, to_the_last_move
    from tabletop.app.main import default_setup
    from tabletop.app.scenes.scores import GameOver

    d = Driver(seed=1)
    heard = _listen(d)
    t = d.start(default_setup("gnav", 2), seed=3)
    seat, a = to_the_last_move(t, 3)
    del heard[:]
    t.act(seat, a)
    for _ in range(3000):
        d.step()
        if isinstance(d.top, GameOver):
            break
    assert isinstance(d.top, GameOver) and t.count is not None
    names = [n for n, _, _ in heard]
    assert "turn" not in names and names.count("shuffle") == 1
    d.app.close()


def test_sounds__an_effect_plays_once_a_frame():
    # with animation off (or a click that skips one) a 6 nimmt! trick played its
    # three or four "place" sounds in one frame, stacked into one loud knock
    from test_app_driver import Driver
    from tabletop.app.main import default_setup

    d = Driver(seed=2, anim="off")
    heard: list[tuple[int, str]] = []
    d.app.sounds.play = lambda name: heard.append((d.app.frames, name))
    t = d.start(default_setup("nimmt", 4), seed=5)
    for _ in range(600):
        d.step()
        if t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
    assert len(heard) > 30 and len({f for f, _ in heard}) < len(heard), "frames with several effects"
    assert len(set(heard)) == len(heard), "none twice in one frame"
    d.app.close()


def _esc_while_cards_move(game: str, round_end: bool, resize: bool = False) -> tuple[list[str], object]:
    """What is heard as Esc is pressed (or, `resize`, the window takes a new size)
    while an AI's move still moves cards (with `round_end`: the move, anyone's,
    that ends a round), and the scene on top then."""
    from test_app_driver import Driver
    from tabletop.app.main import default_setup

    d = Driver(seed=2, anim="normal")
    t = d.start(default_setup(game, 3), seed=5)
    heard = _listen(d)
    for _ in range(40000):
        d.step()
        if d.top is t and t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        elif d.top is not t:
            d.top.next_round()
        elif len(t.beats) >= 3 - round_end and len(t.state.moves) > 6 and (
                t.scoring if round_end else t.me is None and not t.scoring):
            break
    del heard[:]
    if resize:
        # the cards go on moving (and sounding) while the window's edge is dragged;
        # the frame it is laid out in, once its size holds, plays nothing
        from tabletop.app.main import RESIZE_STILL
        from test_app_driver import DT
        d.post(pygame.VIDEORESIZE, size=(900, 700), w=900, h=700)
        while d.app.still_size + DT < RESIZE_STILL:
            d.step()
        assert t.animating and d.app.stretching
        del heard[:]
        d.step()
        assert d.app.size == t.size == (900, 700)
    else:
        d.key(pygame.K_ESCAPE)
    top = d.top
    d.app.close()
    return [n for n, _, _ in heard], top


@pytest.mark.parametrize("game", ["gnoming", "grinch", "gnav", "nimmt"])
def test_menu__opened_while_cards_move_is_silent(game):
    # Esc while an AI's cards still moved played all their sounds at once as the menu came up
    from tabletop.app.scenes.pause import Pause

    heard, top = _esc_while_cards_move(game, False)
    assert isinstance(top, Pause) and heard == []


@pytest.mark.parametrize("game", ["gnoming", "grinch", "nimmt"])
def test_menu__opened_as_a_round_ends_brings_its_scores_with_their_chime_alone(game):
    # the move's card sounds played with the round's chime, all in one frame
    from tabletop.app.scenes.scores import RoundScores

    heard, top = _esc_while_cards_move(game, True)
    assert isinstance(top, RoundScores) and heard == ["round"]


def test_new_window_size_while_cards_move_is_silent():
    # the cards jump to their new places; their sounds all played at once
    from tabletop.app.table_base import TableScene

    heard, top = _esc_while_cards_move("grinch", False, resize=True)
    assert isinstance(top, TableScene) and heard == []


def _quiet_moves_knock(game: str, kinds: tuple[str, ...], players: int, seeds: tuple[int, ...]) -> None:
    """Games of AIs at Random (one a seed), animation off: every move of `kinds`
    (none moves a card) knocks on the table as the frame shows it, and only those do."""
    from test_app_driver import Driver
    from tabletop.app.main import default_setup

    d = Driver(seed=1, anim="off")
    setup = default_setup(game, players, all_ai=True)
    for s in setup.seats:
        s.level = "random"
    heard: list[str] = []
    d.app.sounds.play = heard.append
    made: list[str] = []
    for seed in seeds:
        t = d.start(setup, seed=seed)
        for _ in range(20000):
            d.step()
            if d.top is not t:
                if d.top.__class__.__name__ == "GameOver":
                    break
                d.top.next_round()
        made += [m[1] for m in t.state.moves if m[1] in kinds]
        d.app.to_title()
    assert set(made) == set(kinds), made
    assert heard.count("knock") == len(made)
    d.app.close()


def test_gnav__keep_end_turn_and_pass_knock_on_the_table():
    # a card kept, End turn and a pass made no sound: the AI's moves went by unheard
    _quiet_moves_knock("gnav", ("keep", "stop", "pass"), 2, (1, 26))


@pytest.mark.parametrize("kind,key", [("keep", pygame.K_k), ("stop", pygame.K_e), ("pass", pygame.K_p)])
def test_gnav__your_keep_end_turn_and_pass_knock_too(kind, key):
    from test_app_gnav import _until, gnav_setup, start
    from test_app_driver import Driver
    from tabletop.rules import Action

    d = Driver(seed=3)
    t = start(d, gnav_setup(), 5)
    d.settle(t)
    _until(t, lambda legal: Action(kind) in legal)
    d.step(2)
    heard = _listen(d)
    moves = len(t.state.moves)
    d.key(key)
    d.step(2)
    assert t.state.moves[moves] == [0, kind]
    assert [n for n, _, _ in heard] == ["knock"]
    d.app.close()


def test_gnoming__a_declined_flip_knocks_on_the_table():
    # a seat declining to flip a card for a Hazard made no sound: only "declines" rose, unheard
    _quiet_moves_knock("gnoming", ("decline",), 3, (2,))


def test_gnoming__your_declined_flip_knocks_too():
    from test_app_driver import Driver
    from test_app_gnoming import _play_until, gnoming_setup
    from tabletop.rules import Action

    d = Driver(size=(1366, 768), seed=4)
    t = d.start(gnoming_setup(3), seed=6)
    _play_until(t, 8, Action("decline"))
    d.step(2)
    heard = _listen(d)
    moves = len(t.state.moves)
    d.key(pygame.K_d)
    d.step(2)
    assert t.state.moves[moves] == [0, "decline"]
    assert [n for n, _, _ in heard] == ["knock"]
    d.app.close()


def test_gnoming_tally__ticks_as_each_figure_is_counted():
    # the count of the grids at a round's end, over two seconds before the round's chime, was silent
    from test_app_driver import Driver
    from tabletop.app.main import default_setup
    from tabletop.app.scenes.scores import RoundScores

    d = Driver(seed=1, anim="normal")
    t = d.start(default_setup("gnoming", 3), seed=4)
    frame = 0
    heard: list[tuple[int, str]] = []
    d.app.sounds.play = lambda name: heard.append((frame, name))
    counted: list[int] = []  # the frames in which the count showed a new figure in some grid

    def figures() -> int:
        return 0 if t.tally is None else sum(len(t.tally.shown(seat)) for seat in range(3))
    for frame in range(40000):
        if isinstance(d.top, RoundScores):
            break
        if d.top is t and t.me is not None and not t.animating:
            t.act(t.me, t.legal()[0])
        shown = figures()
        d.step()
        if figures() > shown:
            counted.append(frame)
    assert t.tally is not None and len(counted) == t.tally.steps >= 2
    ticks = [f for f, n in heard if n == "tick"]
    assert ticks == counted
    assert max(ticks) < next(f for f, n in heard if n == "round"), "the count, then the round's chime"
    d.app.close()


def test_turn__no_chime_amid_a_move_begun_before_it():
    # with the chime a beat after the table rests, a move begun within that beat (a Gnoming
    # draw, to be placed) would ring "your turn" once its first step rested, mid-move
    from test_app_driver import Driver
    from tabletop.app.main import default_setup

    d = Driver(seed=2, anim="off")
    heard = _listen(d)
    t = d.start(default_setup("gnoming", 3), seed=5)
    acts, waits, rest = 0, 0, 0
    for _ in range(20000):
        d.step()
        rest = rest + 1 if d.top is t and not t.animating else 0
        if acts == 40 or d.top is not t:
            break
        if rest and t.me is not None:
            mine = t.state.moves and t.state.moves[-1][0] == t.me
            if mine and rest < 30:  # a step of yours rests: think a while over the next
                continue
            waits += bool(mine)
            t.act(t.me, t.legal()[0])
            acts, rest = acts + 1, 0
    assert acts >= 10 and waits >= 3
    assert "turn" not in [n for n, _, _ in heard]
    d.app.close()


def test_buttons__a_press_on_any_button_clicks_once():
    # only card tiles, Setup's controls and the volume slider clicked: the title's buttons,
    # Settings' Done, the statistics, the table's Menu and Hint and the menu's own were silent
    from test_app_driver import Driver
    from tabletop.app.main import default_setup
    from tabletop.app.scenes.pause import Pause
    from tabletop.app.scenes.settings import SettingsScene
    from tabletop.app.scenes.stats import StatsScene
    from tabletop.app.scenes.title import Title

    d = Driver(seed=1)
    heard = _listen(d)

    def press(buttons, label: str, then: type) -> None:
        del heard[:]
        d.click(next(b for b in buttons if b.label == label).rect.center)
        assert isinstance(d.top, then), (label, d.top)
        assert [n for n, _, _ in heard] == ["click"], label
    press(d.top.buttons, "Settings", SettingsScene)
    anim = d.app.settings.anim
    del heard[:]
    d.click(d.top.arrows[5][0].center)  # Animation's ">" (only the volume's clicked)
    assert d.app.settings.anim != anim and [n for n, _, _ in heard] == ["click"]
    press([d.top.done], "Done", Title)
    press(d.top.buttons, "Statistics", StatsScene)
    press(d.top.buttons, "Back", Title)
    d.key(pygame.K_TAB)  # the keys on a button: Enter presses it, as a click would
    d.top.set_focus("Settings")
    del heard[:]
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, SettingsScene) and [n for n, _, _ in heard] == ["click"]
    d.key(pygame.K_ESCAPE)
    t = d.start(default_setup("grinch", 3), seed=5)
    while t.me is None or t.animating:  # (animation is off now: an AI's move is heard in the frame it is made)
        d.step()
    press([t.menu_button], "Menu (Esc)", Pause)
    press(d.top.buttons, "Resume", type(t))
    while not t.hintable or t.animating:
        d.step()
    del heard[:]  # the Hint button's letter is heard as a press of it (H was silent)
    d.key(pygame.K_h)
    assert [n for n, _, _ in heard] == ["click"]
    d.app.close()


def test_buttons__a_button_that_makes_a_move_knocks_without_a_click():
    # (the move's own sound says it; a click with it would only blur it)
    from test_app_gnav import _until, gnav_setup, start
    from test_app_driver import Driver
    from tabletop.rules import Action

    d = Driver(seed=3)
    t = start(d, gnav_setup(), 5)
    d.settle(t)
    _until(t, lambda legal: Action("keep") in legal)
    d.step(2)
    heard = _listen(d)
    moves = len(t.state.moves)
    d.click(next(b for b in t.buttons if b.label.startswith("Keep")).rect.center)
    d.step(2)
    assert t.state.moves[moves] == [0, "keep"]
    assert [n for n, _, _ in heard] == ["knock"]
    d.app.close()
