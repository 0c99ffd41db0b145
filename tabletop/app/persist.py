"""The app's side of tabletop/store.py: settings in and out of the App, the
autosave after every action, resuming a saved game at its exact place, named
saves and the statistics recorded at game over.

The store knows files; this module knows the App, its setups and its
tables. Nothing here ever raises for a bad or unwritable file: the player
gets a message (`app.notify`) and the app goes on.
"""
from __future__ import annotations

import sys
import threading
from typing import TYPE_CHECKING, Any, Callable

import pygame

from tabletop import store
from tabletop.app import ui
from tabletop.games import GAMES, SHOWN
from tabletop.rules import IllegalAction, record

if TYPE_CHECKING:
    from tabletop.app.main import App, GameSetup
    from tabletop.app.table_base import TableScene



def _warn(app: App, text: str) -> None:
    """Tell the player at the next calm moment (see App.notify)."""
    notify = getattr(app, "notify", None)
    if notify is not None:
        notify(text)
    print(f"tabletop: {text}", file=sys.stderr)


class _Writer:
    """Writes files on a thread of its own: a safe write fsyncs three times
    (~20 ms), too long for a frame. Jobs run in order; a newer job for the
    same file replaces one not yet started, so the disk gets the latest."""

    def __init__(self) -> None:
        self.cond = threading.Condition()
        self.jobs: dict[str, Callable[[], None]] = {}
        self.busy = False
        self.thread: threading.Thread | None = None

    def submit(self, key: str, job: Callable[[], None]) -> None:
        with self.cond:
            self.jobs.pop(key, None)
            self.jobs[key] = job
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(target=self._run, name="tabletop-saver", daemon=True)
                self.thread.start()
            self.cond.notify_all()

    def _run(self) -> None:
        while True:
            with self.cond:
                while not self.jobs:
                    self.cond.wait()
                key = next(iter(self.jobs))
                job = self.jobs.pop(key)
                self.busy = True
            try:
                job()
            except Exception as e:  # a bug in one job must not stop every later save
                print(f"tabletop: saving failed: {e!r}", file=sys.stderr)
            finally:
                with self.cond:
                    self.busy = False
                    self.cond.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until everything submitted is on disk."""
        with self.cond:
            self.cond.wait_for(lambda: not self.jobs and not self.busy, timeout)


WRITER = _Writer()


def flush() -> None:
    """Wait for pending saves (the app calls this when it closes; tests too)."""
    WRITER.flush()


# -- settings ---------------------------------------------------------------------

def load_settings(notices: list[str]) -> dict[str, Any] | None:
    """The stored settings, or None when there are none (or none readable;
    the reason then goes to `notices`)."""
    for folder in {store.config_dir(), store.data_dir()}:
        if folder.exists() and not folder.is_dir():
            notices.append(f"{folder} is a file, not a folder, so settings, saves and statistics cannot be "
                           "kept. Move that file away (or set TABLETOP_HOME to a folder) and start again.")
    if store.saves_dir().exists() and not store.saves_dir().is_dir():  # (saving said only "File exists")
        notices.append(f"{store.saves_dir()} is a file, not a folder, so no game can be saved. "
                       "Move that file away and start again.")
    try:
        data, msg = store.read_json(store.settings_path(), store.check_settings, *store.SETTINGS_WORDS,
                                    store.SETTINGS_PARTS)
    except OSError as e:  # an unreadable folder: run on defaults
        data, msg = None, f"The settings could not be read: {store.reason(e)}"
    if msg:
        notices.append(msg)
    return data


def window_size(stored: dict[str, Any] | None) -> tuple[int, int] | None:
    """The remembered window size, if any."""
    w = stored.get("window") if stored else None
    if not w:
        return None
    try:  # a window remembered from a bigger screen must still fit this one
        dw, dh = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        dw, dh = 20000, 20000
    return min(int(w[0]), dw), min(int(w[1]), dh)


def setup_from_store(game_id: str, s: dict[str, Any]) -> GameSetup:
    """A GameSetup from its stored form (seats in setup order, `first` the starter)."""
    from tabletop.app.main import GameSetup, SeatSetup
    seats = [SeatSetup(name, kind == "human", "normal" if kind == "human" else kind)
             for name, kind in zip(s["names"], s["seats"])]
    return GameSetup(game_id, seats, s["variant"], int(s["first"]))


def setup_to_store(setup: GameSetup) -> dict[str, Any]:
    """The stored form of a GameSetup."""
    return {"players": setup.players, "seats": ["human" if s.human else s.level for s in setup.seats],
            "names": [s.name for s in setup.seats], "variant": setup.variant,
            "first": setup.starter % setup.players}


def apply_stored(app: App, stored: dict[str, Any] | None) -> None:
    """Put stored settings and setups into a new App (before its sounds start)."""
    from tabletop.app.main import ANIM_SPEEDS
    if not stored:
        return
    s = app.settings
    s.volume = float(stored["volume"])
    s.muted = bool(stored["muted"])
    # the nearest named speed to the stored number
    s.anim = min(ANIM_SPEEDS, key=lambda k: abs(ANIM_SPEEDS[k] - float(stored["anim_speed"])))
    s.fullscreen = bool(stored["fullscreen"])
    for game_id, setup in stored["setups"].items():
        app.setups[game_id] = setup_from_store(game_id, setup)
    s.tips_seen = set(stored.get("tips_seen", ()))


def settings_to_store(app: App) -> dict[str, Any]:
    """Everything the settings file holds, from the running App."""
    from tabletop.app.main import ANIM_SPEEDS, SMALLEST
    s = app.settings
    w, h = app.windowed_size if s.fullscreen else app.window.get_size()
    setups = {}
    for game_id, setup in app.setups.items():
        try:  # a setup left half-edited (an empty name) is not remembered
            setups[game_id] = store.valid_setup(game_id, setup_to_store(setup))
        except (store.BadFile, KeyError, ValueError):
            continue
    return {"version": store.SETTINGS_VERSION, "volume": round(min(1.0, max(0.0, s.volume)), 3),
            "muted": bool(s.muted), "anim_speed": ANIM_SPEEDS.get(s.anim, 1.0), "fullscreen": bool(s.fullscreen),
            "window": [min(20000, max(SMALLEST[0], w)), min(20000, max(SMALLEST[1], h))], "setups": setups,
            "tips_seen": sorted(s.tips_seen)}


def save_settings(app: App) -> None:
    """Write the settings (on the writer thread; a failure becomes a message)."""
    data = settings_to_store(app)

    def job() -> None:
        try:
            store.save_settings(data)
        except (OSError, store.BadFile) as e:
            _warn(app, f"The settings could not be saved: {store.reason(e)}")
    WRITER.submit("settings", job)


# -- saved games ------------------------------------------------------------------

def game_record(t: TableScene) -> dict[str, Any]:
    """A table's game in the save format: setup, seed, moves, seats, names,
    first, and the game's uid and the named save it belongs to."""
    n = len(t.names)
    first = t.setup.starter % n
    # the table sits the starter at seat 0; the save keeps the setup's own order
    order = [(j - first) % n for j in range(n)]
    rec = record(t.game, t.state)
    rec.update(seats=["human" if g in t.humans else t.levels[g] for g in order],
               names=[t.names[g] for g in order], first=first, uid=t.uid, saved_as=t.saved_as)
    return rec


def autosave(t: TableScene) -> None:
    """After every applied action: save the game in progress, or, once it is
    over, drop the autosave and record the statistics. All-AI tables (the
    demo, the smoke run) leave the player's autosave alone."""
    if not t.humans:
        return
    if t.game.is_over(t.state):
        outcome = t.game.outcome(t.state)
        # a job of its own, so the next game's first autosave cannot replace it; and
        # first, so the app ended between the two leaves the game to finish again (its
        # uid counted: not twice), not lost from both
        _submit(t.app, f"stats-{id(t)}", lambda: record_stats(t, outcome), "The statistics")
        _submit(t.app, store.AUTOSAVE, lambda: store.delete_game(store.AUTOSAVE))
    else:
        rec = game_record(t)  # taken now: the state moves on meanwhile
        _submit(t.app, store.AUTOSAVE, lambda: store.save_game(store.AUTOSAVE, rec))


def _submit(app: App, key: str, write: Callable[[], None], what: str = "The game") -> None:
    """Queue a write; a failure becomes a message for the player."""
    def job() -> None:
        try:
            write()
        except (OSError, store.BadFile) as e:
            _warn(app, f"{what} could not be saved: {store.reason(e)}")
    WRITER.submit(key, job)


def load(name: str) -> tuple[dict[str, Any] | None, str | None]:
    """A checked save (its moves replay) and a message if it was bad."""
    flush()  # an autosave still being written is the one to read
    try:
        return store.load_game(name)
    except OSError as e:
        return None, f"This save could not be read: {store.reason(e)}"


def resume(app: App, data: dict[str, Any]) -> TableScene:
    """A table at the exact place of a saved game: the same seats, names,
    levels, uid and named save, the state rebuilt by replaying every move,
    the score history and move log rebuilt from the replayed events (a last
    move that ended a round is made as the table enters: see TableScene.enter). Not yet
    on the stack. A save older than uids gets a new one (so it counts as today)."""
    from tabletop.app.scenes.setup import table_for
    setup = setup_from_store(data["game"], data)
    table: TableScene = table_for(data["game"])(app, setup, seed=int(data["seed"]), uid=data.get("uid"))
    table.saved_as = data.get("saved_as")
    game = table.game
    moves = data["moves"]
    for k, (seat, text) in enumerate(moves):
        seat, action = int(seat), game.parse_action(table.state, str(text), int(seat))
        if k == len(moves) - 1 and table.round_scores(game.apply(game.copy(table.state), seat, action)) is not None:
            # saved as a round (or the game) ended: that last move is made again as the
            # table enters, as in play, so the round is shown as it ended under its scores
            table.replay_last = (seat, action)
            break
        table.last_events = game.apply(table.state, seat, action)
        table.chronicle(table.last_events)
    if len(table.humans) >= 2:
        table.viewer = None  # pass-and-play: the pass screen comes before any hand shows
    table.ai_wait = app.ai_pause  # the player sees the table as it was before any AI moves on
    return table


def open_game(app: App, data: dict[str, Any], ready: TableScene | None = None) -> bool:
    """Show a saved game: the title below, its table on top (`ready`, when
    it was already rebuilt from `data`). False (and a message on screen) if
    its moves no longer replay."""
    from tabletop.app.scenes.message import Message
    try:
        table = ready or resume(app, data)
    except (IllegalAction, KeyError, ValueError) as e:
        print(f"tabletop: a save did not replay: {e}", file=sys.stderr)
        app.push(Message(app, "Could not resume", "This game could not be resumed: its moves do not play out "
                         "by the rules of this version of Tabletop. Its save is left as it is."))
        return False
    app.to_title(table)
    if app.stack.top is table:  # (opened under a round's scores, their chime is heard instead)
        app.play("deal")
    return True


def save_record(name: str, rec: dict[str, Any]) -> str | None:
    """Save a game's record under `name`; an error text when that failed."""
    try:
        store.save_game(name, rec)
    except OSError as e:
        return f"The game could not be saved: {store.reason(e)}"
    return None


# -- statistics -------------------------------------------------------------------

def record_stats(t: TableScene, out: Any) -> None:
    """Add a finished game (its outcome `out`) to the statistics when exactly
    one human played (see counted), once per game (see store.record_game)."""
    seats = ["human" if i in t.humans else t.levels[i] for i in range(len(t.names))]
    if counted(seats):
        _add_to_stats(t.app, t.game.id, t.humans[0], list(out.scores), list(out.winners), seats,
                      lower_wins=t.game.lower_wins, uid=t.uid)


def record_given_up(app: App, rec: dict[str, Any]) -> None:
    """Count an unfinished game (its save record `rec`) that the player let
    go for another as played and lost (on the writer thread; once, by its uid)."""
    if counted(rec["seats"]):
        _submit(app, f"stats-{rec.get('uid')}", lambda: _add_to_stats(
            app, rec["game"], rec["seats"].index("human"), None, [], rec["seats"], uid=rec.get("uid")),
            "The statistics")


def counted(seats: list[str]) -> bool:
    """Whether a game with these seats ("human" or an AI level) goes into
    the statistics: exactly one human, "you" (pass-and-play has no single
    you, the demo none)."""
    return seats.count("human") == 1


def _add_to_stats(app: App, *game: Any, **how: Any) -> None:
    """Read the statistics, add one game (store.record_game's arguments) and write them."""
    stats, msg = store.load_stats()
    if msg:
        _warn(app, msg)
    store.save_stats(store.record_game(stats, *game, **how))


def read_stats() -> tuple[dict[str, Any], str | None]:
    """The statistics and a message for the player when they could not be
    read as saved (a damaged file is set aside; see store.read_json)."""
    try:
        return store.load_stats()
    except OSError as e:  # an unreadable folder
        return store.empty_stats(), f"The statistics could not be read: {store.reason(e)}"


def stats_rows(stats: dict[str, Any]) -> list[dict[str, Any]]:
    """One display row per game that has been played: the figures as text."""
    rows = []
    for game_id in SHOWN:
        st = stats["games"].get(game_id)
        if not st or not st["played"]:
            continue
        p = st["played"]
        scored = p - st.get("given_up", 0)  # a game given up has no score
        rows.append({"game": GAMES[game_id].name, "played": str(p), "won": str(st["won"]),
                     "rate": f"{round(100 * st['won'] / p)} %",
                     "best": "-" if st["best"] is None else ui.num(st["best"]),
                     "average": ui.num(round(st['score_sum'] / scored, 1)) if scored else "-",
                     "streak": str(st["longest"]),
                     "vs": {lv: tuple(r) for lv, r in st["vs"].items() if r[0] or r[1]}})
    return rows
