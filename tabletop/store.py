"""Settings, saved games and statistics on disk, written so that a crash or a
bad file never loses more than the last change.

Settings live under platformdirs' user config dir, saves and statistics under
its user data dir, both for the app name `tabletop`; `TABLETOP_HOME` puts all
of them under one folder instead. Every file is versioned JSON (never pickle),
written atomically with the previous good copy kept as `.bak`. A file that
cannot be read is moved aside (never overwritten) and the caller gets a
message for the player and the defaults; of settings or statistics, only
the parts that cannot be read are reset (see salvage), a game is whole or
not at all. Parts of settings or statistics that a newer Tabletop wrote are
kept as they are (see split).
"""
from __future__ import annotations

import copy
import json
import os
import stat
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, cast

import platformdirs

APP = "tabletop"
AUTOSAVE = "autosave"
SETTINGS_VERSION = 1
SAVE_VERSION = 3   # 3: a save may hold its game's "uid" and "saved_as" (older saves simply lack them)
STATS_VERSION = 3  # 2: the statistics remember which games they "counted" (older files: none)
                   # 3: a game's record may hold "given_up", games let go unfinished (older files: none)
COUNTED = 500      # how many finished games the statistics remember, so that none counts twice
MAX_BYTES = 4 * 1024 * 1024   # no real file is near this; a bigger one is not ours
LEVELS = ("easy", "normal", "hard", "random")
HUGE = 10 ** 9     # no count, score or format number in a real file is near this

DEFAULT_SETTINGS: dict[str, Any] = {
    "version": SETTINGS_VERSION,
    "volume": 0.8,
    "muted": False,
    "anim_speed": 1.0,          # 0 = animation off, 0.5 slow .. 2 fast
    "fullscreen": False,
    "window": None,             # [w, h] of the last window, None: 80 % of the desktop
    "setups": {},               # game id -> the last setup of that game (see valid_setup)
    "tips_seen": [],            # the games whose first-visit tip was shown (older files: none)
}
# keys a settings file may lack (written before they were added): the defaults stand in
SETTINGS_OPTIONAL = frozenset({"tips_seen"})


class BadFile(ValueError):
    """A file that is not a valid file of its kind; the text says why."""


class TooNew(BadFile):
    """A file written by a newer version of Tabletop: it is left as it is
    (that version can still read it) and is not replaced by this one."""


# -- where ------------------------------------------------------------------------

def config_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    return Path(home) if home else Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    return Path(home) if home else Path(platformdirs.user_data_dir(APP, appauthor=False))


def use_scratch_home() -> None:
    """Point TABLETOP_HOME at a new temporary folder unless it is set: for
    runs that are checks, not play (--smoke), so they never change the
    player's settings, saves or statistics."""
    if not os.environ.get("TABLETOP_HOME"):
        import tempfile
        os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-scratch-")


def saves_dir() -> Path:
    return data_dir() / "saves"


# -- safe writing and reading -----------------------------------------------------

def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:      # Windows cannot open a folder; its replace is durable enough
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_file(path: Path, data: bytes) -> None:
    """Write `data` under a temporary name beside `path`, fsync it, then
    rename it over `path`: the rename is atomic, so `path` is always either
    the old or the new file, never a torn one."""
    # one temporary name per process and thread: two writers of one file never share it
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)  # a full disk leaves no empty temporary file behind
        raise


def write_json(path: Path, data: Any, keep_newer: bool = True) -> None:
    """Save `data` to `path` safely, keeping the previous file as `.bak`.
    A file a newer version of Tabletop wrote there is not replaced (unless
    not `keep_newer`: a game is saved over it all the same)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if _format(path) > data.get("version", 0):
        if keep_newer:
            raise TooNew(f"{path.name} was written by a newer version of Tabletop, so it is kept as it is")
        _move_aside(path, "newer")  # a game saved there all the same: that file is kept beside it
    text = _encode(data)
    if path.exists():
        try:
            old = _read(path)
        except BadFile:  # (not a plain file, or far too large: kept beside it, not copied)
            _move_aside(path)
        else:
            _write_file(_bak(path), old)
    _write_file(path, text)
    _fsync_dir(path.parent)


def _format(path: Path) -> int:
    """The format number written in the file at `path` (0: none, or no such file)."""
    try:
        v = _json(path).get("version")
    except (OSError, ValueError, AttributeError, RecursionError):
        return 0
    return v if _whole(v, 1, HUGE) else 0


def _bak(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def _move_aside(path: Path, why: str = "bad") -> Path:
    """Rename a bad (or newer) file out of the way (never overwrite it) and return its new name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        aside = path.with_name(f"{path.name}.{why}-{stamp}" + (f"-{n}" if n else ""))
        if not aside.exists():
            os.replace(path, aside)
            return aside
    raise OSError(f"could not move {path} aside")


def _read(path: Path) -> bytes:
    """The bytes of the file at `path`, which must be a plain file of at most
    MAX_BYTES: a named pipe there waited for a writer for ever (at the start, for
    an autosave), a device (a link to /dev/zero) was read until the memory gave out."""
    nonblock = getattr(os, "O_NONBLOCK", 0)  # (a pipe opens at once, to be refused)
    with open(path, "rb", opener=lambda p, flags: os.open(p, flags | nonblock)) as f:
        _expect(stat.S_ISREG(os.fstat(f.fileno()).st_mode), "it is not a plain file")
        data = f.read(MAX_BYTES + 1)
    _expect(len(data) <= MAX_BYTES, "it is far too large")
    return data


def _json(path: Path) -> Any:
    """The JSON in the file at `path` (see _read); one saved with a byte order
    mark in front (as some editors write UTF-8, Windows' Notepad among them)
    reads as well: a setting changed by hand was taken for a damaged file."""
    return json.loads(_read(path).decode("utf-8-sig"))


def _parse(path: Path) -> Any:
    """The JSON in the file at `path`, not yet checked (BadFile when it is none)."""
    try:
        return _json(path)
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise BadFile(f"it is not JSON ({e.__class__.__name__})") from None
    except RecursionError:
        raise BadFile("it is nested too deeply") from None


# what a check raises for a file (or a part of one) that is not as Tabletop writes it
DAMAGED = (BadFile, ValueError, TypeError, KeyError, OverflowError, RecursionError)


@dataclass(frozen=True)
class Parts:
    """How a file of settings or statistics is read in parts when it cannot be
    read whole (see salvage): `blank()` is the file with every part as it starts
    (its defaults), and `words` names each part for the player; a part that
    starts as an empty object of games ("setups", "games") is a part for each
    game, its words naming the game at "{}"."""

    blank: Callable[[], dict[str, Any]]
    words: dict[str, str]


def salvage(data: Any, check: Callable[[Any], Any], parts: Parts) -> tuple[dict[str, Any], list[str]] | None:
    """The good parts of `data`, each bad or missing one as it starts, checked
    as a whole, and the words for those reset (what Tabletop does not know, a
    part or a game, is kept as it is, unsaid: see split). None when there is
    nothing to keep: not an object of a version that can be read, or not one
    good part that is not as it starts."""
    from tabletop.games import GAMES
    if not isinstance(data, dict):
        return None
    start = {**parts.blank(), "version": data.get("version")}
    kept = copy.deepcopy(start)
    lost: list[str] = []

    def fits(trial: dict[str, Any]) -> bool:
        """Whether `trial` checks as a whole; if so, it is what is kept."""
        nonlocal kept
        try:
            check(copy.deepcopy(trial))
        except DAMAGED:
            return False
        kept = trial
        return True
    if not fits(kept):
        return None  # no version that can be read: nothing in it can be trusted
    for key in sorted(set(parts.words) & (set(start) | set(data))):
        if key not in data:  # (left as it starts unless the file may go without it, as an older one did)
            if not fits({k: v for k, v in kept.items() if k != key}):
                lost.append(parts.words[key].format("every game"))
        elif isinstance(start[key], dict) and isinstance(data[key], dict):
            for game, value in data[key].items():
                if game in GAMES and not fits({**kept, key: {**kept[key], game: value}}):
                    lost.append(parts.words[key].format(GAMES[game].name))
        elif not fits({**kept, key: data[key]}):
            lost.append(parts.words[key].format("every game"))
    if all(kept.get(k, v) == v for k, v in start.items()):
        return None
    return merge(kept, split(data, parts.blank())[1]), lost


def split(data: dict[str, Any], blank: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """A settings or statistics file's `data` in two: the parts this Tabletop knows
    (those of `blank`, the file as it starts) and those it does not, which a newer
    Tabletop wrote there (a new setting, a new game's setup or statistics in an
    object of games), each as it is, damaged or not. The unknown are never read,
    and they are written back as they were with every save (see keep_unknown), so
    that going back to that version loses nothing."""
    from tabletop.games import GAMES
    known = {k: v for k, v in data.items() if k in blank}
    unknown = {k: v for k, v in data.items() if k not in blank}
    for k, v in blank.items():
        if isinstance(v, dict) and isinstance(data.get(k), dict):  # (an object of games)
            known[k] = {g: x for g, x in data[k].items() if g in GAMES}
            if len(known[k]) < len(data[k]):
                unknown[k] = {g: x for g, x in data[k].items() if g not in GAMES}
    return known, unknown


def merge(known: dict[str, Any], unknown: dict[str, Any]) -> dict[str, Any]:
    """The parts of a file split apart (see split) put together again."""
    out = {**unknown, **known}
    for k, v in unknown.items():
        if isinstance(known.get(k), dict):  # (unknown games beside the known)
            out[k] = {**v, **known[k]}
    return out


def keep_unknown(path: Path, data: dict[str, Any], blank: dict[str, Any]) -> dict[str, Any]:
    """`data`, about to be written to `path`, with the parts of the file there
    that this Tabletop does not know (see split), as they are in it."""
    try:
        there = _json(path)
    except (OSError, ValueError, RecursionError):  # (none, or not a file that can be read)
        return data
    return merge(data, split(there, blank)[1]) if isinstance(there, dict) else data


def reason(e: BaseException) -> str:
    """Why a file could not be read or written, in words for the player: a
    system error's own words and the folder, not Python's text (which names
    a temporary file)."""
    if isinstance(e, OSError) and e.strerror:
        folder = Path(e.filename).parent if e.filename else None
        return f"{e.strerror} (in {folder})" if folder else e.strerror
    if isinstance(e, BadFile):
        return str(e)
    return f"it holds something Tabletop did not write ({e.__class__.__name__})"


def read_json(path: Path, check: Callable[[Any], Any], what: str,
              instead: str = "", parts: Parts | None = None) -> tuple[Any | None, str | None]:
    """Read and check `path`, falling back to its `.bak`. Returns the checked
    data (None when neither exists or loads) and a message for the player
    when something was wrong, in plain words: `what` could not be read
    ("Your settings"), what became of the file, and `instead` ("the usual
    settings are used") when nothing could be read. Bad files are moved
    aside (the message names them: nothing is lost), the technical reason
    goes to stderr, and a good `.bak` takes the bad file's place (so a save
    list still shows it). Given `parts` (settings, statistics: not a game,
    which is whole or nothing), when neither reads whole, the good parts of
    the first that has some are kept (see salvage) and take its place, and
    the message says which parts were reset: one bad part costs that part."""
    damaged: list[str] = []  # the names the damaged files were kept under
    other: list[str] = []    # any other trouble, in words
    found: list[Any] = []    # what the damaged files held, as JSON (for their parts)
    for p in (path, _bak(path)):
        if not p.exists():
            continue
        raw = None
        try:
            raw = _parse(p)
            data = check(raw)
        except TooNew:
            other.append("it was saved by a newer version of Tabletop, so it is left as it is for that version")
            continue
        except DAMAGED as e:
            aside = _move_aside(p)
            damaged.append(aside.name)
            found.append(raw)
            print(f"tabletop: {p}: {reason(e)} (moved to {aside.name})", file=sys.stderr)
            continue
        except OSError as e:
            other.append(reason(e))
            continue
        if damaged or other:
            if p != path:
                _restore(path, lambda: _read(p))
            why = ("its file was damaged" if damaged else other[0]) + ", so an earlier copy was used"
            return data, f"{what} could not be read as last saved: {why}.{_kept(damaged)}"
        return data, None
    if not damaged and not other:
        return None, None
    if damaged and not other:
        why = "its file was damaged" if len(damaged) == 1 else "its file and the copy kept before it were damaged"
    else:
        why = "; ".join(other + (["a copy was damaged"] if damaged else []))
    for got in (salvage(raw, check, parts) for raw in found if parts is not None):
        if got is not None:
            data, lost = got
            _restore(path, lambda: _encode(data))
            told = f"reset {_and(lost)}, and kept everything else" if lost else "kept everything in it that it uses"
            return check(data), f"{what} could not all be read: {why}.{_kept(damaged)} Tabletop {told}."
    return None, f"{what} could not be read: {why}.{_kept(damaged)}" + (f" {instead}." if instead else "")


def _restore(path: Path, content: Callable[[], bytes]) -> None:
    """Write `content()` at `path` if nothing is there (a bad file was moved
    aside): what was read instead of it is read from there next time."""
    if path.exists():
        return
    try:
        _write_file(path, content())
    except (OSError, BadFile):
        pass  # (read the same way, and told again, next time)


def _encode(data: Any) -> bytes:
    """How a file is written: JSON, keys sorted, a line for each."""
    return json.dumps(data, indent=1, sort_keys=True).encode()


def _and(words: list[str]) -> str:
    """`words` as a list in a sentence: "a", "a and b", "a, b and c"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _kept(names: list[str]) -> str:
    """Where damaged files were kept, as a sentence ("" when none were)."""
    if not names:
        return ""
    return f" {'It was' if len(names) == 1 else 'They were'} kept as {' and '.join(names)}."


# -- checking ---------------------------------------------------------------------

def _expect(cond: bool, why: str) -> None:
    if not cond:
        raise BadFile(why)


def _whole(x: Any, lo: int, hi: int) -> bool:
    """Whether `x` is a whole number from `lo` to `hi`: JSON's true and
    false (to Python, 1 and 0) and 1.0 are not."""
    return type(x) is int and lo <= x <= hi


def _num(x: Any, lo: float, hi: float, name: str) -> float:
    _expect(isinstance(x, (int, float)) and not isinstance(x, bool) and lo <= x <= hi,
            f"{name} must be a number from {lo} to {hi}")
    return float(x)


def _version(data: Any, newest: int) -> int:
    _expect(isinstance(data, dict), "it is not a JSON object")
    v = data.get("version")
    _expect(_whole(v, 1, HUGE), "it has no version number")
    if v > newest:
        raise TooNew(f"it was written by a newer version of Tabletop (format {v})")
    return int(v)


def _keys(data: dict[str, Any], keys: set[str], what: str, optional: frozenset[str] = frozenset()) -> None:
    odd = (set(data) ^ keys) - optional
    _expect(not odd, f"its {what} fields are not the expected ones ({', '.join(sorted(odd))})")


def _name(x: Any) -> bool:
    """A short text naming something (a game's uid, a save)."""
    return isinstance(x, str) and 0 < len(x) <= 100


def valid_setup(game: str, setup: Any) -> dict[str, Any]:
    """A remembered setup: players, seats ("human" or an AI level), names,
    variant and the first player."""
    from tabletop.games import GAMES
    _expect(game in GAMES, f"unknown game {game!r}")
    g = GAMES[game]
    _expect(isinstance(setup, dict), "a setup is an object")
    _keys(setup, {"players", "seats", "names", "variant", "first"}, "setup")
    n = setup["players"]
    _expect(_whole(n, *g.players), "bad player count")
    _expect(isinstance(setup["seats"], list) and len(setup["seats"]) == n
            and all(s == "human" or s in LEVELS for s in setup["seats"]), "bad seats")
    _expect(isinstance(setup["names"], list) and len(setup["names"]) == n
            and all(isinstance(x, str) and 0 < len(x) <= 24 for x in setup["names"]), "bad names")
    _expect(setup["variant"] in g.variants, "bad variant")
    _expect(_whole(setup["first"], 0, n - 1), "bad first player")
    return cast(dict[str, Any], setup)


def check_settings(data: Any) -> dict[str, Any]:
    """The settings in `data` that this Tabletop knows (see split), checked."""
    _version(data, SETTINGS_VERSION)
    data = split(data, DEFAULT_SETTINGS)[0]
    _keys(data, set(DEFAULT_SETTINGS) - SETTINGS_OPTIONAL, "settings", SETTINGS_OPTIONAL)
    _num(data["volume"], 0, 1, "volume")
    _num(data["anim_speed"], 0, 4, "animation speed")
    _expect(isinstance(data["muted"], bool) and isinstance(data["fullscreen"], bool), "bad switches")
    w = data["window"]
    _expect(w is None or (isinstance(w, list) and len(w) == 2
                          and all(_whole(x, 200, 20000) for x in w)), "bad window size")
    _expect(isinstance(data["setups"], dict), "bad setups")
    for game, setup in data["setups"].items():
        valid_setup(game, setup)
    seen = data.setdefault("tips_seen", [])
    _expect(isinstance(seen, list) and len(seen) <= 100 and all(_name(g) for g in seen), "bad tips seen")
    return cast(dict[str, Any], data)


def check_save(data: Any) -> dict[str, Any]:
    """A saved game: its setup, seed and move texts plus seats and names,
    and (from format 3, optional) the game's identity `uid` and the named
    save it belongs to, `saved_as`; format 1 (the bare replay record) is
    migrated. The moves must replay."""
    from tabletop.games import GAMES
    from tabletop.rules import IllegalAction, replay
    version = _version(data, SAVE_VERSION)
    setup_keys = {"version", "game", "variant", "players", "seed", "moves"}
    if version == 1:
        _keys(data, setup_keys, "save")
        n = data["players"]
        _expect(_whole(n, 1, 10), "bad player count")
        data = {**data, "version": SAVE_VERSION, "seats": ["human"] + ["normal"] * (n - 1),
                "names": ["You"] + [f"Player {i + 1}" for i in range(1, n)], "first": 0}
    _keys(data, setup_keys | {"seats", "names", "first"}, "save", frozenset({"uid", "saved_as"}))
    _expect("uid" not in data or _name(data["uid"]), "bad game identity")
    _expect(data.get("saved_as") is None or _name(data["saved_as"]), "bad name of its save")
    _expect(data["game"] in GAMES, f"unknown game {data['game']!r}")
    _expect(_whole(data["seed"], 0, 2 ** 63 - 1), "bad seed")
    valid_setup(data["game"], {k: data[k] for k in ("players", "seats", "names", "variant", "first")})
    moves = data["moves"]
    _expect(isinstance(moves, list) and all(
        isinstance(m, list) and len(m) == 2 and _whole(m[0], 0, data["players"] - 1) and isinstance(m[1], str)
        for m in moves), "bad move list")
    try:
        replay(GAMES[data["game"]], data)
    except IllegalAction as e:
        raise BadFile(f"its moves do not replay ({e})") from None
    return cast(dict[str, Any], data)


def empty_stats() -> dict[str, Any]:
    return {"version": STATS_VERSION, "games": {}, "counted": []}


def _empty_game_stats() -> dict[str, Any]:
    return {"played": 0, "won": 0, "best": None, "score_sum": 0, "streak": 0, "longest": 0,
            "vs": {level: [0, 0] for level in LEVELS}}


def check_stats(data: Any) -> dict[str, Any]:
    """The statistics in `data` of the games this Tabletop knows (see split), checked."""
    _version(data, STATS_VERSION)
    data = split(data, empty_stats())[0]
    _keys(data, {"version", "games"}, "statistics", frozenset({"counted"}))
    _expect(isinstance(data["games"], dict), "bad games")
    _expect(isinstance(data.get("counted", []), list) and all(_name(u) for u in data.get("counted", [])),
            "bad list of the games counted")
    for st in data["games"].values():
        _expect(isinstance(st, dict), "bad game record")
        _keys(st, set(_empty_game_stats()), "game record", frozenset({"given_up"}))
        for k in ("played", "won", "streak", "longest", "given_up"):
            _expect(_whole(st.get(k, 0), 0, HUGE), f"{k} must be a whole number from 0 to {HUGE}")
        _expect(st["won"] + st.get("given_up", 0) <= st["played"], "more wins and games given up than games")
        _expect(st["best"] is None or _whole(st["best"], -HUGE, HUGE), "bad best")
        _expect(st["streak"] <= st["longest"], "a streak longer than the longest")
        _expect(_whole(st["score_sum"], -HUGE * HUGE, HUGE * HUGE), "bad score sum")
        _expect(isinstance(st["vs"], dict) and set(st["vs"]) == set(LEVELS) and all(
            isinstance(r, list) and len(r) == 2 and all(_whole(x, 0, HUGE) for x in r)
            for r in st["vs"].values()), "bad record against the AI levels")
    return cast(dict[str, Any], data)


# -- the three kinds of file ------------------------------------------------------

# the settings in the player's words, and what happens when they cannot be read
SETTINGS_WORDS = ("Your settings", "The usual settings are used")
# each setting, and each game's setup, is read on its own when the file cannot be read whole
SETTINGS_PARTS = Parts(lambda: copy.deepcopy(DEFAULT_SETTINGS), {
    "volume": "the volume", "muted": "the sound's switch (on or muted)", "anim_speed": "the animation speed",
    "fullscreen": "the choice of full screen or a window", "window": "the window's size",
    "setups": "the setup of {}"})


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> tuple[dict[str, Any], str | None]:
    """The settings (defaults for anything missing or bad) and a message."""
    data, msg = read_json(settings_path(), check_settings, *SETTINGS_WORDS, SETTINGS_PARTS)
    return (data if data is not None else copy.deepcopy(DEFAULT_SETTINGS)), msg


def save_settings(settings: dict[str, Any]) -> None:
    write_json(settings_path(), keep_unknown(settings_path(), check_settings(settings), DEFAULT_SETTINGS))


NOT_IN_FILE_NAMES = set('<>:"/\\|?*')  # nor control characters (on no system, or not on Windows)
WINDOWS_DEVICES = {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$",
                   *(f"{d}{i}" for d in ("COM", "LPT") for i in (*"123456789", "\u00b9", "\u00b2", "\u00b3"))}


def save_path(name: str) -> Path:
    """The file of a named save: the name as typed, as far as every system
    allows ("6 nimmt! 06 Dec 22.13" stays so), at most 60 characters. The
    list of saves shows the file's name, so a name maps to itself."""
    safe = "".join("_" if ch in NOT_IN_FILE_NAMES or ord(ch) < 32 else ch for ch in name)[:60].strip(" .")
    if safe.split(".")[0].strip().upper() in WINDOWS_DEVICES:
        safe = "_" + safe
    return saves_dir() / f"{safe or 'save'}.json"


def save_game(name: str, data: dict[str, Any]) -> None:
    """Save a game in progress (autosave or a named save)."""
    write_json(save_path(name), {"version": SAVE_VERSION, **{k: v for k, v in data.items() if k != "version"}},
               keep_newer=False)  # a game is saved where it goes (a newer version's file moved aside)


def load_game(name: str) -> tuple[dict[str, Any] | None, str | None]:
    if name == AUTOSAVE:
        return read_json(save_path(name), check_save, "Your game in progress", "A new game can start")
    return read_json(save_path(name), check_save, f"The save \u201c{name}\u201d")


def delete_game(name: str) -> None:
    for p in (save_path(name), _bak(save_path(name))):
        p.unlink(missing_ok=True)


def list_saves() -> list[str]:
    """Named saves, newest first (the autosave is not listed)."""
    files = [p for p in saves_dir().glob("*.json") if p.stem != AUTOSAVE]
    return [p.stem for p in sorted(files, key=_mtime, reverse=True)]


def existing_save(name: str) -> str | None:
    """The listed name of the save that saving under `name` goes over: the
    one named the same but for case, as Windows and macOS compare file
    names ("Game" is "game" there); None when there is none."""
    key = save_path(name).stem.casefold()
    try:
        return next((n for n in list_saves() if n.casefold() == key), None)
    except OSError:  # an unreadable folder: saving there says why
        return None


def _mtime(path: Path) -> float:
    """When a file was written; 0 (listed last) when that cannot be known (a broken link)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def stats_path() -> Path:
    return data_dir() / "statistics.json"


# each game's record, and the games counted, are read on their own when the file cannot be read whole
STATS_PARTS = Parts(empty_stats, {
    "games": "the statistics of {}",
    "counted": "the list of games already counted (a saved game finished again may count twice)"})


def load_stats() -> tuple[dict[str, Any], str | None]:
    data, msg = read_json(stats_path(), check_stats, "Your statistics", "They start again from nothing", STATS_PARTS)
    return (data if data is not None else empty_stats()), msg


def save_stats(stats: dict[str, Any]) -> None:
    checked = check_stats({**stats, "version": STATS_VERSION})  # one read in an older format too
    write_json(stats_path(), keep_unknown(stats_path(), checked, empty_stats()))


def record_game(stats: dict[str, Any], game: str, you: int, scores: list[int] | None, winners: list[int],
                seats: list[str], lower_wins: bool = False, uid: str | None = None) -> dict[str, Any]:
    """Add one finished game, seen from seat `you` (a human), to `stats`;
    `scores` None: a game given up unfinished (let go for another), played
    and lost, against every level at the table, with no score.

    Against each AI level at the table, the game is won when you finished
    ahead of every seat of that level and lost when one of them finished
    ahead of you. Ahead is a better score, or the same score and a place
    among the winners the other has not (the game's tiebreak); a tie with
    a seat of that level, none of them ahead of you, counts neither way.

    A game counts once: its `uid` (made at the deal, kept by its saves) is
    remembered among the last COUNTED games counted, and a later finish of
    the same game (a save of it loaded and played to the end again)
    changes nothing: the first finish is the one that counts. Without a
    uid, a game counts every time."""
    if uid is not None:
        counted = stats.setdefault("counted", [])
        if uid in counted:
            return stats
        counted.append(uid)
        del counted[:-COUNTED]
    st = stats["games"].setdefault(game, _empty_game_stats())
    won = scores is not None and you in winners
    st["played"] += 1
    st["won"] += won
    st["streak"] = st["streak"] + 1 if won else 0
    st["longest"] = max(st["longest"], st["streak"])
    if scores is None:
        st["given_up"] = st.get("given_up", 0) + 1
        for level in {s for s in seats if s in LEVELS}:
            st["vs"][level][1] += 1
        return stats

    def better(a: int, b: int) -> bool:
        return a < b if lower_wins else a > b

    def ahead(a: int, b: int) -> bool:  # seat a finished ahead of seat b
        return better(scores[a], scores[b]) or (scores[a] == scores[b] and a in winners and b not in winners)
    score = scores[you]
    if st["best"] is None or better(score, st["best"]):
        st["best"] = score
    st["score_sum"] += score
    for level in {s for s in seats if s in LEVELS}:
        theirs = [i for i, s in enumerate(seats) if s == level]
        if any(ahead(i, you) for i in theirs):
            st["vs"][level][1] += 1
        elif all(ahead(you, i) for i in theirs):
            st["vs"][level][0] += 1
    return stats


def save_info(name: str) -> dict[str, Any] | None:
    """What a save list shows (game, players, moves, when), read without
    replaying or moving anything; None when the file is not even JSON.
    Loading it is what checks it."""
    path = save_path(name)
    try:
        data = _json(path)
        when = path.stat().st_mtime
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    game, players, moves = data.get("game"), data.get("players"), data.get("moves")
    return {"game": game if isinstance(game, str) else None,
            "players": players if _whole(players, 1, HUGE) else None,
            "moves": len(moves) if isinstance(moves, list) else None, "when": when}
