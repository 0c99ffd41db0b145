"""Decisions off the frame loop: the app asks, keeps drawing, and polls.

`AIWorker` runs AI decisions in one long-lived process (multiprocessing's
"spawn" context, started on the first request), so a Hard search on one
core never stalls the pygame frame loop on the other. If that process
cannot be started (or dies), the decisions are computed in a background
thread instead: slower frames, but never a crash.

A process that answers nothing for STALLED seconds while asked is hung:
it is ended and the thread takes over its questions, so no game waits
for ever.

A frozen (PyInstaller) app must call `multiprocessing.freeze_support()`
first thing in its entry point, or the spawned worker re-runs the app.
"""
from __future__ import annotations

import queue
import threading
import time
from concurrent.futures import Future
from typing import Any

from tabletop.rules import Action, View

PARENT_CHECK = 1.0  # seconds between a waiting worker's looks at whether the app still runs
# seconds the process may go without answering while asked (one decision takes a second
# at most): longer, and it is hung (stopped, or stuck), not thinking
STALLED = 20.0
# seconds an idle process is given to end when asked at quit (it takes 30-40 ms)
QUIT_WAIT = 0.25


def decide(game_id: str, view: View, legal: list[Action], level: str, seed: int,
           seconds: float | None) -> Any:
    """One decision by a fresh player of `level` (players keep no memory
    between decisions, so a fresh one decides exactly as a kept one would
    with the same seed); level "hint": Hard's move and why (`tabletop.ai.hint`)."""
    from tabletop.ai import hint, make_player
    from tabletop.games import GAMES
    if level == "hint":
        return hint(GAMES[game_id], view, legal, seed, seconds)
    return make_player(level, GAMES[game_id], seed, seconds=seconds).choose(view, legal)


def _serve(requests: Any, replies: Any) -> None:
    """The worker process: answer requests, oldest first, until the None
    sentinel, or until the app is gone (killed, it sends no sentinel, and a
    worker left waiting would live on with its memory until the machine
    restarts). A request is (ticket, args); (ticket, None) drops the request
    of that ticket: everything sent is taken in before each decision, so
    one nobody waits for any more (a table left) is not thought through."""
    import multiprocessing
    app = multiprocessing.parent_process()
    waiting: dict[int, tuple[Any, ...]] = {}  # ticket -> args, in the order asked

    def app_gone() -> bool:
        return app is not None and not app.is_alive()
    while not app_gone():
        try:
            while True:
                req = requests.get_nowait() if waiting else requests.get(timeout=PARENT_CHECK)
                if req is None:
                    return
                ticket, args = req
                if args is None:
                    waiting.pop(ticket, None)
                else:
                    waiting[ticket] = args
        except queue.Empty:
            pass
        if not waiting or app_gone():  # (requests still queued are nobody's once it is gone)
            continue
        ticket = next(iter(waiting))
        args = waiting.pop(ticket)
        try:
            replies.put((ticket, decide(*args), None))
        except Exception as e:  # a bug in an AI must not kill the worker
            replies.put((ticket, None, f"{type(e).__name__}: {e}"))


class _Fallback:
    """The thread that makes the decisions when the process cannot: one at a
    time, in the order asked. A daemon: a quit does not wait for the decision
    under way, as it did for a ThreadPoolExecutor's thread (joined at exit: a
    hint asked just before, a second)."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[tuple[Future[Any], tuple[Any, ...]] | None] = queue.SimpleQueue()
        threading.Thread(target=self._run, name="tabletop-ai", daemon=True).start()

    def submit(self, args: tuple[Any, ...]) -> Future[Any]:
        fut: Future[Any] = Future()
        self._jobs.put((fut, args))
        return fut

    def _run(self) -> None:
        while (job := self._jobs.get()) is not None:
            fut, args = job
            if fut.set_running_or_notify_cancel():  # (a dropped one is not thought through)
                try:
                    fut.set_result(decide(*args))
                except Exception as e:
                    fut.set_exception(e)

    def shutdown(self) -> None:
        """End the thread once the decision under way, if any, is made (nobody waits for it)."""
        self._jobs.put(None)


class AIWorker:
    """Asynchronous AI decisions: `ask` returns a ticket at once, `poll`
    returns the action when it is ready (None before; for level "hint" the
    action and why, see `decide`), `close` ends it."""

    def __init__(self, use_process: bool = True) -> None:
        self._use_process = use_process
        self._proc: Any = None
        self._requests: Any = None
        self._replies: Any = None
        self._next = 0
        self._pending: dict[int, tuple[Any, ...]] = {}   # ticket -> request args
        self._done: dict[int, Any] = {}  # an action (for level "hint": the action and why)
        self._futures: dict[int, Future[Any]] = {}
        self._threads: _Fallback | None = None
        self._lock = threading.Lock()
        self._spawning = threading.Lock()  # held while the process is being started
        self._starter: threading.Thread | None = None  # the thread `start` starts it on
        self._heard = 0.0  # when the process last answered (or was asked, idle)

    # -- the process, or the thread fallback ------------------------------
    def _process(self) -> bool:
        """Start the worker process if needed; False when it cannot run."""
        if not self._use_process:
            return False
        with self._spawning:  # (a start begun on the starter thread is waited for)
            if self._proc is not None and self._proc.is_alive():
                return True
            if self._proc is not None:  # it died: fall back for good
                self._use_process = False
                return False
            try:
                import multiprocessing  # (here, not before the app's first frame: ~10 ms)
                ctx = multiprocessing.get_context("spawn")
                self._requests, self._replies = ctx.Queue(), ctx.Queue()
                proc = ctx.Process(target=_serve, args=(self._requests, self._replies),
                                   name="tabletop-ai", daemon=True)
                proc.start()
                self._proc = proc
                return True
            except Exception:
                self._use_process = False
                self._proc = None
                return False

    def _in_thread(self, ticket: int, args: tuple[Any, ...]) -> None:
        if self._threads is None:
            self._threads = _Fallback()
        self._futures[ticket] = self._threads.submit(args)

    # -- the interface ------------------------------------------------------
    def ask(self, game_id: str, view: View, legal: list[Action], level: str, seed: int,
            seconds: float | None = None) -> int:
        """Queue a decision; returns its ticket at once."""
        with self._lock:
            ticket = self._next
            self._next += 1
        args = (game_id, view, list(legal), level, seed, seconds)
        if len(legal) == 1:
            # no choice: no need to wait, nor to load the game's AI to be told so on the frame's thread
            # (Grinch's first table frame loaded it for its first draw: 7 of its 9 ms); the hint says why
            self._done[ticket] = legal[0] if level != "hint" else decide(*args)
            return ticket
        if not self._pending:
            self._heard = time.monotonic()
        self._pending[ticket] = args
        if self._process():
            try:
                self._requests.put((ticket, args))
                return ticket
            except Exception:
                self._use_process = False
        self._in_thread(ticket, args)
        return ticket

    def poll(self, ticket: int) -> Any:
        """The action for `ticket` if it is ready, else None; never blocks."""
        if ticket in self._done:
            return self._done.pop(ticket)
        if self._replies is not None:
            while True:
                try:
                    t, action, error = self._replies.get_nowait()
                except (queue.Empty, OSError, ValueError, EOFError):
                    break
                self._heard = time.monotonic()
                args = self._pending.pop(t, None)
                if args is None:  # dropped while it was being thought through
                    continue
                if error is not None:  # the AI failed: any legal move keeps the game going
                    action = args[2][0]
                self._done[t] = action
        if ticket in self._done:
            return self._done.pop(ticket)
        fut = self._futures.get(ticket)
        if fut is not None:
            if not fut.done():
                return None
            del self._futures[ticket]
            args = self._pending.pop(ticket)
            try:
                return fut.result()
            except Exception:
                return args[2][0]
        if self._pending and self.in_process and time.monotonic() - self._heard > STALLED:
            self._end_hung()
        if ticket in self._pending and not self._process():
            # the process died with this request in it: redo it in a thread
            self._in_thread(ticket, self._pending[ticket])
        return None

    def _end_hung(self) -> None:
        """The process is hung: end it; the thread answers from now on (see poll)."""
        try:
            self._proc.kill()
            self._proc.join(timeout=1.0)
        except Exception:
            pass
        self._use_process = False

    def drop(self, ticket: int) -> None:
        """Nobody waits for `ticket` any more (its table was left, its move made
        meanwhile): not thought through if not begun, its answer never kept."""
        self._done.pop(ticket, None)
        fut = self._futures.pop(ticket, None)
        if fut is not None:
            fut.cancel()
        if self._pending.pop(ticket, None) is not None and self.in_process:
            try:
                self._requests.put((ticket, None))
            except Exception:
                pass

    @property
    def in_process(self) -> bool:
        """Whether decisions are being made in the worker process (False:
        not started yet, or fallen back to the thread)."""
        return self._proc is not None and self._proc.is_alive()

    def start(self) -> bool:
        """Start the worker process now, not on the first question (a table's
        first frame), on a thread of its own: starting it takes 20-100 ms, too
        long for a frame (Setup's second frame was one of them). Whether it was
        already running or starting (or cannot run)."""
        running = self._proc is not None or not self._use_process or self._starter is not None
        if not running:
            self._starter = threading.Thread(target=self._process, name="tabletop-ai-start", daemon=True)
            self._starter.start()
        return running

    def close(self) -> None:
        """Stop the worker process and thread; pending tickets are dropped. An idle
        process is asked to end and given QUIT_WAIT to do so; one that is thinking
        (nobody wants its answers now), known to be hung, or that does not end when
        asked (stopped, or stuck: no request nor SIGTERM ends it) is killed."""
        if self._starter is not None:  # (a process being started is stopped once it is)
            self._starter.join()
            self._starter = None
        if self._proc is not None:
            proc, self._proc = self._proc, None
            if self._use_process and not self._pending:
                try:
                    self._requests.put(None)
                    proc.join(timeout=QUIT_WAIT)
                except Exception:
                    pass
            if proc.is_alive():
                proc.kill()
                proc.join(timeout=1.0)
        if self._threads is not None:
            for fut in self._futures.values():
                fut.cancel()
            self._threads.shutdown()
            self._threads = None
        self._pending.clear()
        self._futures.clear()

    def __enter__(self) -> "AIWorker":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
