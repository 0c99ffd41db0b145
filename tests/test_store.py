"""Settings, saves and statistics: safe writing, bad files, migration."""
import copy
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tabletop import store
from tabletop.games import GAMES
from tabletop.rules import record


@pytest.fixture
def home():
    """The test's own TABLETOP_HOME (tests/conftest.py)."""
    return Path(os.environ["TABLETOP_HOME"])


def a_save(moves=12, game="nimmt", players=3, seed=5):
    g = GAMES[game]
    s = g.new(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = rng.choice(g.to_move(s))
        g.apply(s, seat, rng.choice(g.legal_actions(s, seat)))
    return {**record(g, s), "seats": ["human"] + ["normal"] * (players - 1),
            "names": ["You"] + [f"AI {i}" for i in range(1, players)], "first": 0}


def test_paths__tabletop_home_holds_everything(home):
    assert store.settings_path().parent == home
    assert store.save_path("x").parent == home / "saves"
    assert store.stats_path().parent == home


def test_tests_home__a_test_undoing_its_monkeypatch_keeps_its_own_home(monkeypatch):
    # the home was set with the test's own monkeypatch, so undo() mid-test put back the home all tests
    # share: autosaves made after it lay there for any later test that undid (a 6 nimmt! autosave
    # turned up in the title's test); the home is now set apart from the test's monkeypatch
    own = os.environ["TABLETOP_HOME"]
    monkeypatch.setenv("TABLETOP_VOLUME_PROBE", "1")
    monkeypatch.undo()
    assert os.environ["TABLETOP_HOME"] == own and "tabletop-tests-" not in own


def test_settings__defaults_then_round_trip():
    s, msg = store.load_settings()
    assert s == store.DEFAULT_SETTINGS and msg is None
    s["volume"], s["setups"]["nimmt"] = 0.25, {"players": 4, "seats": ["human", "hard", "easy", "normal"],
                                               "names": ["Ann", "B", "C", "D"], "variant": "logic", "first": 2}
    store.save_settings(s)
    assert store.load_settings() == (s, None)


def test_save__round_trip_list_and_delete():
    data = a_save()
    store.save_game(store.AUTOSAVE, data)
    store.save_game("Tuesday night", data)
    got, msg = store.load_game("Tuesday night")
    assert msg is None and got == {**data, "version": store.SAVE_VERSION}
    assert store.list_saves() == ["Tuesday night"]
    store.delete_game("Tuesday night")
    assert store.list_saves() == [] and store.load_game("Tuesday night") == (None, None)


def test_save__previous_copy_kept_as_bak_and_used_when_the_newest_is_bad():
    store.save_game("g", a_save(5))
    store.save_game("g", a_save(9))
    store.save_path("g").write_text('{"version": 2, "gam')
    got, msg = store.load_game("g")
    assert got["moves"] == a_save(5)["moves"]
    assert "could not be read" in msg and "earlier copy" in msg
    assert any(p.name.startswith("g.json.bad-") for p in store.saves_dir().iterdir())


def test_save__moves_that_do_not_replay_are_refused_and_moved_aside(capsys):
    data = a_save()
    data["moves"][3][1] = "play 999"
    store.save_path("x").parent.mkdir(parents=True)
    store.save_path("x").write_text(json.dumps({**data, "version": 2}))
    got, msg = store.load_game("x")
    [aside] = store.saves_dir().iterdir()
    assert got is None and msg == f"The save \u201cx\u201d could not be read: its file was damaged. It was kept as {aside.name}."
    assert "replay" in capsys.readouterr().err, "the technical reason, for whoever looks"
    assert not store.save_path("x").exists()


def test_bad_file__the_message_is_plain_and_names_where_the_file_was_kept(capsys):
    # "This save could not be read: autosave.json: it is not JSON (JSONDecodeError) (moved to …)"
    store.save_path(store.AUTOSAVE).parent.mkdir(parents=True)
    store.save_path(store.AUTOSAVE).write_text('{"version": 3, "ga')
    store.save_path(store.AUTOSAVE).with_suffix(".json.bak").write_text("[")
    got, msg = store.load_game(store.AUTOSAVE)
    kept = sorted(p.name for p in store.saves_dir().iterdir())
    assert got is None and len(kept) == 2 and all(".bad-" in k for k in kept)
    assert msg == ("Your game in progress could not be read: its file and the copy kept before it were damaged. "
                   f"They were kept as {kept[0]} and {kept[1]}. A new game can start.")
    assert "JSON" in capsys.readouterr().err and "JSON" not in msg
    store.stats_path().write_bytes(b"\xff")
    stats, msg = store.load_stats()
    [kept] = [p.name for p in store.data_dir().glob("statistics.json.bad-*")]
    assert msg == (f"Your statistics could not be read: its file was damaged. It was kept as {kept}. "
                   "They start again from nothing.")


def test_save__newer_version_is_refused_not_overwritten():
    store.save_path("x").parent.mkdir(parents=True)
    text = json.dumps({**a_save(), "version": 99})
    store.save_path("x").write_text(text)
    got, msg = store.load_game("x")
    assert got is None and "newer version" in msg
    [aside] = list(store.saves_dir().iterdir())
    assert aside.read_text() == text


def test_save__format_1_bare_record_is_migrated():
    old = {k: v for k, v in a_save().items() if k in ("game", "variant", "players", "seed", "moves")}
    store.save_path("old").parent.mkdir(parents=True)
    store.save_path("old").write_text(json.dumps({**old, "version": 1}))
    got, msg = store.load_game("old")
    assert msg is None and got["version"] == store.SAVE_VERSION and got["moves"] == old["moves"]
    assert got["seats"] == ["human", "normal", "normal"] and len(got["names"]) == 3


def test_save__a_games_uid_and_its_save_name_round_trip_and_odd_ones_are_refused():
    data = {**a_save(), "uid": "3f2a", "saved_as": "trip"}
    store.save_game("trip", data)
    assert store.load_game("trip") == ({**data, "version": store.SAVE_VERSION}, None)
    store.save_game("new", {**data, "saved_as": None})
    assert store.load_game("new")[0]["saved_as"] is None
    for odd in ({"uid": 7}, {"uid": ""}, {"saved_as": ["trip"]}, {"saved_as": "x" * 101}):
        with pytest.raises(store.BadFile):
            store.check_save({**data, **odd, "version": store.SAVE_VERSION})


def test_stats__a_game_counts_once_and_only_the_latest_games_are_remembered():
    stats = store.empty_stats()
    for _ in range(2):
        store.record_game(stats, "gnav", 0, [50, 40], [0], ["human", "hard"], uid="a")
    assert stats["games"]["gnav"]["played"] == 1 and stats["counted"] == ["a"]
    store.record_game(stats, "gnav", 0, [50, 40], [0], ["human", "hard"])
    store.record_game(stats, "gnav", 0, [50, 40], [0], ["human", "hard"])
    assert stats["games"]["gnav"]["played"] == 3, "without a uid, a game counts every time"
    for k in range(store.COUNTED):
        store.record_game(stats, "nimmt", 0, [5, 3], [0], ["human", "easy"], uid=f"g{k}")
    assert len(stats["counted"]) == store.COUNTED and "a" not in stats["counted"]
    store.save_stats(stats)
    assert store.load_stats() == (stats, None)


def test_stats__a_format_1_file_loads_and_is_written_in_the_new_format():
    old = {"version": 1, "games": store.record_game(store.empty_stats(), "gnav", 0, [5, 3], [0],
                                                     ["human", "easy"])["games"]}
    store.stats_path().parent.mkdir(parents=True, exist_ok=True)
    store.stats_path().write_text(json.dumps(old))
    stats, msg = store.load_stats()
    assert msg is None and stats["games"] == old["games"]
    store.record_game(stats, "gnav", 0, [5, 3], [0], ["human", "easy"], uid="b")
    store.save_stats(stats)
    saved = json.loads(store.stats_path().read_text())
    assert saved["version"] == store.STATS_VERSION and saved["counted"] == ["b"]
    assert saved["games"]["gnav"]["played"] == 2


def test_stats__record_games_streaks_and_record_against_levels():
    stats, _ = store.load_stats()
    for won in (True, True, False, True):
        store.record_game(stats, "gnav", 0, [50, 40] if won else [30, 60], [0] if won else [1], ["human", "hard"])
    g = stats["games"]["gnav"]
    assert (g["played"], g["won"], g["best"], g["streak"], g["longest"]) == (4, 3, 50, 1, 2)
    assert g["vs"]["hard"] == [3, 1] and g["score_sum"] == 180
    store.record_game(stats, "gnoming", 1, [20, -3, 9], [1], ["normal", "human", "easy"], lower_wins=True)
    assert stats["games"]["gnoming"]["best"] == -3
    store.save_stats(stats)
    assert store.load_stats() == (stats, None)



def test_stats__the_record_against_a_level_counts_only_the_seats_of_that_level():
    # a game lost counted as lost against every level at the table, even a
    # level whose seats you all finished ahead of (and a win as won against all)
    stats = store.empty_stats()
    store.record_game(stats, "gnav", 0, [40, 30, 50], [2], ["human", "easy", "hard"])
    vs = stats["games"]["gnav"]["vs"]
    assert (vs["easy"], vs["hard"]) == ([1, 0], [0, 1])
    # two seats of a level: ahead of one and behind the other is a loss against it
    store.record_game(stats, "gnav", 0, [40, 30, 50], [2], ["human", "normal", "normal"])
    assert vs["normal"] == [0, 1]
    # fewer points is better in Gnoming A Round
    store.record_game(stats, "gnoming", 0, [10, 20, 5], [2], ["human", "easy", "normal"], lower_wins=True)
    g = stats["games"]["gnoming"]["vs"]
    assert (g["easy"], g["normal"]) == ([1, 0], [0, 1])
    # the same score: the game's tiebreak (who is among the winners) decides; a shared place counts neither way
    store.record_game(stats, "gnoming", 0, [10, 10], [0], ["human", "hard"], lower_wins=True)
    store.record_game(stats, "gnoming", 0, [10, 10, 3], [2], ["human", "random", "easy"], lower_wins=True)
    store.record_game(stats, "nimmt", 0, [30, 30], [0, 1], ["human", "hard"])
    assert (g["hard"], g["random"], g["easy"]) == ([1, 0], [0, 0], [1, 1])
    assert stats["games"]["nimmt"]["vs"]["hard"] == [0, 0] and stats["games"]["nimmt"]["won"] == 1, \
        "a shared win is a win all the same"
    store.save_stats(stats)
    assert store.load_stats() == (stats, None)


def test_stats__a_game_given_up_is_played_and_lost_with_no_score_and_old_files_still_load():
    # (a game given up unfinished did not count at all)
    old = store.record_game(store.empty_stats(), "gnav", 0, [50, 40], [0], ["human", "easy"], uid="a")
    store.stats_path().parent.mkdir(parents=True, exist_ok=True)
    store.stats_path().write_text(json.dumps({**old, "version": 2}))
    stats, msg = store.load_stats()
    assert msg is None and stats["games"] == old["games"], "a file of format 2 loads as it is"
    for _ in range(2):
        store.record_game(stats, "gnav", 1, None, [], ["easy", "human", "hard"], uid="b")
    g = stats["games"]["gnav"]
    assert (g["played"], g["won"], g["given_up"], g["streak"], g["longest"]) == (2, 1, 1, 0, 1), "once, by its uid"
    assert (g["best"], g["score_sum"], g["vs"]["easy"], g["vs"]["hard"]) == (50, 50, [1, 1], [0, 1])
    store.save_stats(stats)
    assert store.load_stats() == ({**stats, "version": store.STATS_VERSION}, None) and store.STATS_VERSION == 3
    for odd in (-1, 2, True):  # more games given up than games lost cannot be
        with pytest.raises(store.BadFile):
            store.check_stats({**stats, "games": {"gnav": {**g, "given_up": odd}}})


# -- kill the writer --------------------------------------------------------------

WRITER = """
import sys
from pathlib import Path
from tabletop.store import write_json
path = Path(sys.argv[1])
n = int(sys.argv[2])
while True:
    write_json(path, {"n": n, "pad": "x" * (n % 5000)})
    n += 1
"""


def check_version(d):
    if not (isinstance(d, dict) and set(d) == {"n", "pad"} and d["pad"] == "x" * (d["n"] % 5000)):
        raise ValueError("not a version that was written")
    return d


def test_write_json__killed_at_random_moments_always_leaves_a_loadable_version(tmp_path):
    rng = random.Random(7)
    path = tmp_path / "f.json"
    seen = 0
    for _ in range(25):
        p = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(seen)])
        while not path.exists():              # the first writer is still starting up
            time.sleep(0.01)
        time.sleep(0.02 + rng.random() * 0.2)
        p.send_signal(signal.SIGKILL)
        p.wait()
        data, msg = store.read_json(path, check_version, "test file")
        assert msg is None, msg
        assert data is not None and data["n"] >= seen - 1   # the newest, or the one before (.bak)
        seen = data["n"] + 1
        for leftover in tmp_path.glob(".*.tmp"):   # a torn temporary file is never read
            leftover.unlink()
    assert seen > 10


# -- corrupt files ----------------------------------------------------------------

def corruptions():
    def nest(depth):
        return "[" * depth + "]" * depth
    return st.one_of(
        st.tuples(st.just("cut"), st.floats(0, 1)),
        st.tuples(st.just("flip"), st.integers(0, 10 ** 6), st.integers(0, 7)),
        st.tuples(st.just("type"), st.integers(0, 50), st.sampled_from(["x", None, [], {}, True, -1.5, 10 ** 30])),
        st.tuples(st.just("unknown"), st.text(min_size=1, max_size=8)),
        st.tuples(st.just("huge"), st.integers(0, 50)),
        st.tuples(st.just("deep"), st.sampled_from([nest(50), nest(5000), nest(200000)])),
        st.tuples(st.just("bytes"), st.binary(max_size=200)),
    )


def corrupt(text, how):
    kind = how[0]
    if kind == "cut":
        return text[:int(len(text) * how[1])].encode()
    if kind == "flip":
        b = bytearray(text.encode())
        b[how[1] % len(b)] ^= 1 << how[2]
        return bytes(b)
    if kind == "bytes":
        return how[1]
    if kind == "deep":
        return how[1].encode()
    data = json.loads(text)
    keys = sorted(data)
    if kind == "unknown":
        data["zz" + how[1]] = 1
    else:
        key = keys[how[1] % len(keys)]
        data[key] = how[2] if kind == "type" else 10 ** 400 if how[1] % 2 else -(10 ** 400)
    return json.dumps(data).encode()


CASES = {
    "save": (lambda: store.save_path("g"), store.check_save, lambda: store.load_game("g"),
             lambda: json.dumps({**a_save(8), "version": 2}), None),
    "settings": (store.settings_path, store.check_settings, store.load_settings,
                 lambda: json.dumps({**store.DEFAULT_SETTINGS, "volume": 0.5}), store.DEFAULT_SETTINGS),
    "statistics": (store.stats_path, store.check_stats, store.load_stats,
                   lambda: json.dumps(store.record_game(store.empty_stats(), "nimmt", 0, [5, 3], [0],
                                                        ["human", "easy"])), store.empty_stats()),
}


@pytest.mark.parametrize("kind", list(CASES))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(how=corruptions())
def test_bad_file__never_raises_message_and_defaults(home, kind, how):
    path_of, check, load, good, defaults = CASES[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    for p in path.parent.iterdir():
        if p.is_file():
            p.unlink()
    bad = corrupt(good(), how)
    path.write_bytes(bad)
    data, msg = load()
    if msg is None:
        check(json.loads(bad))                    # only a file that is still valid loads silently
    elif "could not all be read" in msg:          # settings or statistics kept in part
        assert kind != "save", "a game is kept whole or not at all"
        # (with any part it does not know, a key's name turned into another: kept as it is)
        assert check(data) == data and check(json.loads(path.read_text())) == data, "what was kept stands in its place"
        assert data != defaults and all(data[k] in (json.loads(good())[k], defaults[k]) for k in data
                                        if k != "version"), "each part as it was or as it starts"
        assert any(p.read_bytes() == bad for p in path.parent.iterdir() if ".bad-" in p.name), "the file kept aside"
    else:
        assert "could not be read" in msg
        assert data == defaults
        if "newer version" in msg:                # (a larger format number) left for that version
            assert path.read_bytes() == bad
        else:
            assert not path.exists()              # moved aside, not overwritten
            assert any(p.read_bytes() == bad for p in path.parent.iterdir())
    if how[0] in ("deep", "huge") or how[0] == "type" and how[2] is None and kind != "settings":
        assert msg is not None
    if how[0] == "unknown":  # a part a newer version wrote: a game is refused, settings and statistics keep it
        assert (msg is not None) == (kind == "save")


def test_write_json__two_threads_writing_one_file_never_collide(tmp_path):
    """The app writes on a saver thread while the frame thread may write the
    same file (a statistics reset): their temporary files must not clash."""
    import threading
    path = tmp_path / "stats.json"
    errors = []

    def writer(k):
        try:
            for i in range(40):
                store.write_json(path, {"writer": k, "i": i})
        except OSError as e:  # pragma: no cover - the failure this test is about
            errors.append(e)
    threads = [threading.Thread(target=writer, args=(k,)) for k in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    data = json.loads(path.read_text())
    assert data["i"] == 39 and data["writer"] in (0, 1, 2)
    assert not list(tmp_path.glob(".*.tmp"))


@pytest.mark.parametrize("field,value", [("best", True), ("streak", 3)])
def test_stats__a_record_of_the_wrong_kind_is_refused(field, value):
    stats = store.record_game(store.empty_stats(), "nimmt", 0, [5, 3], [0], ["human", "easy"])
    stats["games"]["nimmt"][field] = value  # a boolean best; a streak longer than the longest (1)
    with pytest.raises(store.BadFile):
        store.check_stats(stats)
    store.check_stats(store.record_game(store.empty_stats(), "nimmt", 0, [5, 3], [0], ["human", "easy"]))


def test_save_path__a_save_keeps_the_name_typed_where_every_system_allows_it() -> None:
    # every default name ("6 nimmt! 06 Dec 22.13") was listed as "6 nimmt_ 06 Dec 22_13"
    cases = {"6 nimmt! 06 Dec 22.13": "6 nimmt! 06 Dec 22.13", "Mum's game (2)": "Mum's game (2)",
             "Spiel für Åse 漢字": "Spiel für Åse 漢字", "a/b\\c:d*e?": "a_b_c_d_e_", "..hidden. ": "hidden",
             "con": "_con", "LPT1.txt": "_LPT1.txt", "COM\u00b9": "_COM\u00b9", "conout$": "_conout$",
             "tab\there": "tab_here", "...": "save",
             "x" * 70: "x" * 60}
    for name, stem in cases.items():
        path = store.save_path(name)
        assert path.name == stem + ".json", name
        assert store.save_path(path.stem) == path, "the listed name finds its own file"



def test_existing_save__a_name_is_matched_whatever_its_case():
    # (names were compared by exact case: on Windows and macOS "Game" silently replaced "game")
    store.save_game("Trip to Åse", a_save())
    for typed in ("Trip to Åse", "TRIP TO åSE", "trip to åse. "):
        assert store.existing_save(typed) == "Trip to Åse"
    assert store.existing_save("Trip") is None and store.existing_save("autosave") is None


def test_newer_files__left_as_they_are_and_not_replaced_by_this_version(home, monkeypatch):
    # a statistics file or save from a newer version was renamed away as if
    # broken, and the statistics started again from nothing over it
    future_stats = {"version": store.STATS_VERSION + 1, "games": {"gnav": {"played": 50}}}
    store.stats_path().parent.mkdir(parents=True, exist_ok=True)
    store.stats_path().write_text(json.dumps(future_stats))
    stats, msg = store.load_stats()
    assert stats == store.empty_stats() and "newer version" in msg and "left as it is" in msg
    with pytest.raises(store.TooNew):
        store.save_stats(stats)
    assert json.loads(store.stats_path().read_text()) == future_stats, "kept, not moved or replaced"
    future_save = {"version": store.SAVE_VERSION + 1, "game": "gnav"}
    store.save_path("later").parent.mkdir(parents=True, exist_ok=True)
    store.save_path("later").write_text(json.dumps(future_save))
    data, msg = store.load_game("later")
    assert data is None and "newer version" in msg and store.list_saves() == ["later"]
    game = GAMES["gnav"]
    store.save_game("later", {**record(game, game.new(2, 1)), "seats": ["human", "normal"],
                              "names": ["You", "Ada"], "first": 0})
    assert store.load_game("later")[0] is not None, "a game is saved where it goes all the same"
    kept = list(store.save_path("later").parent.glob("later.json.newer-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == future_save, "and the newer file kept beside it"


def test_write_json__a_failed_write_leaves_no_temporary_file(home, monkeypatch):
    path = home / "x.json"

    def full(fd):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(store.os, "fsync", full)
    with pytest.raises(OSError):
        store.write_json(path, {"version": 1})
    assert list(home.iterdir()) == []


def _seat_1_moves_first(data):
    """(a save whose move list is edited, as a hand might: seat 1's first move)"""
    return next(m for m in data["moves"] if m[0] == 1)


def _stats():
    return store.record_game(store.empty_stats(), "nimmt", 0, [5, 3], [0], ["human", "easy"])


# a number JSON writes as true (Python's 1) or as 1.0 where a whole number is meant; each
# of the true ones was read as 1 (a setup's first player: the second seat)
ODD_NUMBERS = {
    "save: first player true": ("save", lambda d: d.update(first=True)),
    "save: first player 1.0": ("save", lambda d: d.update(first=1.0)),
    "save: a move's seat true": ("save", lambda d: _seat_1_moves_first(d).__setitem__(0, True)),
    "save: a format 1 save's players true": (
        "save", lambda d: [d.pop(k) for k in ("seats", "names", "first")] and d.update(version=1, players=True)),
    "settings: a setup's first player true": ("settings", lambda d: d["setups"].update(nimmt={
        "players": 4, "seats": ["human", "hard", "easy", "normal"], "names": ["A", "B", "C", "D"],
        "variant": "logic", "first": True})),
    "settings: a window 800.0 wide": ("settings", lambda d: d.update(window=[800.0, 600])),
    "statistics: a score sum true": ("statistics", lambda d: d["games"]["nimmt"].update(score_sum=True)),
    "statistics: games won against Easy true": ("statistics", lambda d: d["games"]["nimmt"]["vs"]["easy"].__setitem__(0, True)),
    "statistics: games played 1.0": ("statistics", lambda d: d["games"]["nimmt"].update(played=1.0)),
}


@pytest.mark.parametrize("case", list(ODD_NUMBERS))
def test_bad_file__a_whole_number_written_as_true_or_with_a_point_is_refused(home, case):
    kind, edit = ODD_NUMBERS[case]
    path_of, check, load, good, defaults = CASES[kind]
    data = json.loads(good())
    if kind == "save":
        data = {**a_save(8, game="grinch"), "version": store.SAVE_VERSION}
    check(json.loads(json.dumps(data)))  # (the file was good before the edit)
    edit(data)
    path_of().parent.mkdir(parents=True, exist_ok=True)
    path_of().write_text(json.dumps(data))
    with pytest.raises(store.BadFile):
        check(json.loads(json.dumps(data)))
    got, msg = load()
    if kind == "settings":  # refused as the part it is in: the volume set is kept (see salvage)
        assert msg is not None and "could not all be read: its file was damaged. " in msg and "Tabletop reset " in msg
        assert got["volume"] == 0.5 and check(got) == got != data
        return
    assert msg is not None and "could not be read: its file was damaged" in msg
    assert got == defaults and not path_of().exists(), "the defaults; the file kept aside"


def _within(seconds, fn):
    """fn's result, or AssertionError if it has not returned within `seconds` (a thread: never stuck here)."""
    import threading
    out = []
    t = threading.Thread(target=lambda: out.append(fn()), daemon=True)
    t.start()
    t.join(seconds)
    assert out, f"still waiting after {seconds} s"
    return out[0]


ODD_FILES = {"a named pipe": lambda p: os.mkfifo(p), "a link to a device": lambda p: os.symlink("/dev/zero", p)}


@pytest.mark.parametrize("odd", list(ODD_FILES))
@pytest.mark.parametrize("kind", list(CASES))
def test_bad_file__a_pipe_or_a_device_where_the_file_should_be_is_set_aside_at_once(home, kind, odd):
    # a named pipe there was opened to be read, which waits for a writer for ever (an
    # autosave: the app never showed its first frame); a link to /dev/zero was read
    # until the memory gave out
    path_of, check, load, good, defaults = CASES[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    ODD_FILES[odd](path)
    if kind == "save":  # (the list of saves reads it too)
        assert _within(10, lambda: store.save_info("g")) is None
    data, msg = _within(10, load)
    assert data == defaults and msg is not None and "could not be read" in msg
    assert not os.path.lexists(path) and [p for p in path.parent.iterdir() if ".bad-" in p.name], "kept aside"
    ODD_FILES[odd](path)  # and written over: kept aside too, the new file written
    _within(10, lambda: store.write_json(path, json.loads(good())))
    assert check(json.loads(path.read_text())) and len([p for p in path.parent.iterdir() if ".bad-" in p.name]) == 2


@pytest.mark.parametrize("kind", list(CASES))
def test_good_file__saved_with_a_byte_order_mark_in_front_reads_as_it_is(home, kind):
    # as some editors save UTF-8 (Windows' Notepad among them): a setting changed by hand
    # was taken for a damaged file, moved aside and the usual settings used
    path_of, check, load, good, defaults = CASES[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xef\xbb\xbf" + good().encode())
    data, msg = load()
    assert msg is None and data == check(json.loads(good())) and path.exists()


# -- a damaged part costs that part alone ---------------------------------------------

NIMMT_SETUP = {"players": 4, "seats": ["human", "hard", "easy", "normal"], "names": ["Ann", "B", "C", "D"],
               "variant": "logic", "first": 2}
GNAV_SETUP = {"players": 2, "seats": ["human", "hard"], "names": ["Ann", "Bo"], "variant": "standard", "first": 1}


def _settings_file(**parts):
    data = {**store.DEFAULT_SETTINGS, "volume": 0.3, "window": [1200, 700],
            "setups": {"nimmt": NIMMT_SETUP, "gnav": GNAV_SETUP}, **parts}
    store.settings_path().parent.mkdir(parents=True, exist_ok=True)
    store.settings_path().write_text(json.dumps(data))
    return data


def _aside(path):
    return sorted(p.name for p in path.parent.glob(path.name + "*.bad-*"))  # (its .bak too)


@pytest.mark.parametrize("bad,reset,kept", [
    # one game's setup with an unknown variant: that setup alone is dropped
    ({"setups": {"nimmt": NIMMT_SETUP, "gnav": {**GNAV_SETUP, "variant": "chess"}}}, "the setup of Gnav",
     {"setups": {"nimmt": NIMMT_SETUP}}),
    # a volume of "loud": the usual volume, the rest as it was
    ({"volume": "loud"}, "the volume", {"volume": store.DEFAULT_SETTINGS["volume"]}),
    # a window of one side, a switch of "yes": each as it starts; a setting left out, as it starts too
    ({"window": [1200], "muted": "yes", "fullscreen": None},
     "the choice of full screen or a window, the sound's switch (on or muted) and the window's size",
     {"window": None, "muted": False, "fullscreen": False}),
])
def test_settings__a_damaged_part_resets_that_part_alone_and_says_so(bad, reset, kept):
    # one bad saved setup made the whole file unreadable: the volume, the window and every other
    # game's setup were lost with it (no .bak to fall back on)
    good = _settings_file()
    _settings_file(**bad)
    if bad.get("fullscreen", 0) is None:  # (a setting missing from the file altogether)
        data = json.loads(store.settings_path().read_text())
        del data["fullscreen"]
        store.settings_path().write_text(json.dumps(data))
    got, msg = store.load_settings()
    [aside] = _aside(store.settings_path())
    assert got == {**good, **kept}
    assert msg == (f"Your settings could not all be read: its file was damaged. It was kept as {aside}. "
                   f"Tabletop reset {reset}, and kept everything else.")
    assert store.load_settings() == (got, None), "what was kept stands in the file's place"
    assert _aside(store.settings_path()) == [aside], "the damaged file is kept beside it"


def test_settings__nothing_good_to_keep_is_read_as_a_damaged_file():
    store.settings_path().parent.mkdir(parents=True, exist_ok=True)
    store.settings_path().write_text(json.dumps({**store.DEFAULT_SETTINGS, "volume": "loud"}))
    got, msg = store.load_settings()
    assert got == store.DEFAULT_SETTINGS and msg.startswith("Your settings could not be read: its file was damaged.")
    assert msg.endswith("The usual settings are used.") and not store.settings_path().exists()


def _two_games():
    stats = store.record_game(store.empty_stats(), "nimmt", 0, [5, 3], [0], ["human", "easy"], uid="n1")
    return store.record_game(stats, "gnav", 0, [9, 4], [0], ["human", "hard"], uid="g1")


@pytest.mark.parametrize("bak", ["missing", "damaged"])
def test_stats__a_damaged_game_record_resets_that_game_alone(bak):
    # one game's "best" of "x" lost every game's statistics when the .bak was bad or missing
    stats = _two_games()
    bad = copy.deepcopy(stats)
    bad["games"]["gnav"]["best"] = "x"
    store.stats_path().parent.mkdir(parents=True, exist_ok=True)
    store.stats_path().write_text(json.dumps(bad))
    if bak == "damaged":
        store.stats_path().with_name("statistics.json.bak").write_text('{"version": 3, "gam')
    got, msg = store.load_stats()
    aside = _aside(store.stats_path())
    assert got == {**stats, "games": {"nimmt": stats["games"]["nimmt"]}}
    why = "its file was damaged" if bak == "missing" else "its file and the copy kept before it were damaged"
    kept = f"It was kept as {aside[0]}." if bak == "missing" else f"They were kept as {aside[0]} and {aside[1]}."
    assert msg == (f"Your statistics could not all be read: {why}. {kept} Tabletop reset the statistics of Gnav, "
                   "and kept everything else.")
    assert store.load_stats() == (got, None)


def test_damaged_part__the_parts_a_newer_version_wrote_stay_in_the_file_read_in_its_place():
    # a newer version's setting and game: left out of what was kept, so lost at the next save
    _settings_file(volume="loud", colour_blind=True, setups={"nimmt": NIMMT_SETUP, "skat": {"players": 3}})
    got, msg = store.load_settings()
    assert "Tabletop reset the volume" in msg and "colour_blind" not in got and "skat" not in got["setups"]
    kept = json.loads(store.settings_path().read_text())
    assert kept["colour_blind"] is True and kept["setups"]["skat"] == {"players": 3}
    assert kept["volume"] == store.DEFAULT_SETTINGS["volume"] and kept["setups"]["nimmt"] == NIMMT_SETUP
    store.save_settings({**got, "muted": True})
    assert json.loads(store.settings_path().read_text()) == {**kept, "muted": True}, "and in every save after"


def test_stats__the_good_parts_of_the_copy_kept_before_when_the_file_is_no_json():
    stats = _two_games()
    bad = {**copy.deepcopy(stats), "counted": ["g1", 7]}
    store.stats_path().parent.mkdir(parents=True, exist_ok=True)
    store.stats_path().write_text("{")
    store.stats_path().with_name("statistics.json.bak").write_text(json.dumps(bad))
    got, msg = store.load_stats()
    assert got == {**stats, "counted": []}
    assert msg.endswith("Tabletop reset the list of games already counted (a saved game finished again may count "
                        "twice), and kept everything else.")


def test_save__a_game_is_kept_whole_or_not_at_all():
    data = {**a_save(), "version": store.SAVE_VERSION, "names": ["You", "AI 1", 7]}
    store.save_path("x").parent.mkdir(parents=True)
    store.save_path("x").write_text(json.dumps(data))
    got, msg = store.load_game("x")
    assert got is None and "could not be read: its file was damaged" in msg
