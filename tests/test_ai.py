"""The game-agnostic AI: levels, no peeking, determinism, budgets, the
per-game interface contract and the worker. Parametrised over every game."""
import functools
import random
import threading
import time

import pytest

from tabletop.ai import LEVELS, EasyPlayer, game_ai, hint, make_player, suggest
from tabletop.ai import search as search_module
from tabletop.ai.search import Root, search
from tabletop.ai.worker import AIWorker
from tabletop.games import GAMES

PLAYERS = {"nimmt": 4, "gnoming": 4, "grinch": 4, "gnav": 2}
HARD_ITERATIONS = 60


def midgame(gid, seed, steps):
    """A state after about `steps` random moves where the seat to move has a
    real choice; returns (state, seat)."""
    game = GAMES[gid]
    while True:
        rng = random.Random(seed)
        state = game.new(PLAYERS[gid], seed)
        n = 0
        while game.to_move(state):
            seat = game.to_move(state)[0]
            legal = game.legal_actions(state, seat)
            if n >= steps and len(legal) > 1:
                return state, seat
            game.apply(state, seat, rng.choice(legal))
            n += 1
        steps //= 2  # a short game (Gnav): stop earlier in the same deal


@functools.lru_cache(maxsize=None)
def positions(gid, games=12, per_game=25):
    """Seeded random-play positions of every player count the game allows
    and every phase it has: about `per_game` decisions spread over each
    game, and the first of each phase. (state copy, seat to move) pairs,
    shared by the tests: none may change them."""
    game = GAMES[gid]
    low, high = game.players

    def play(g, keep):
        rng = random.Random(g)
        s = game.new(low + g % (high - low + 1), 100 + g)
        k = 0
        while game.to_move(s):
            seat = game.to_move(s)[0]
            keep(k, s, seat)
            game.apply(s, seat, rng.choice(game.legal_actions(s, seat)))
            k += 1
        return k

    out = []
    for g in range(games):
        step = max(1, play(g, lambda k, s, seat: None) // per_game)
        seen = set()

        def keep(k, s, seat):
            if k % step == 0 or s.phase not in seen:
                out.append((game.copy(s), seat))
                seen.add(s.phase)
        play(g, keep)
    return out


def play_levels(gid, levels, seed):
    """One seeded game of a game's own AI functions; levels by seat
    ('normal', 'rollout' or 'random'). Returns the outcome."""
    game, ai = GAMES[gid], game_ai(gid)
    s = game.new(len(levels), seed)
    rngs = [random.Random(seed * 10 + k) for k in range(len(levels))]
    while game.to_move(s):
        seat = game.to_move(s)[0]
        legal = game.legal_actions(s, seat)
        level = levels[seat]
        if level == "normal":
            act = ai.normal(game.view(s, seat), legal, rngs[seat])
        elif level == "rollout":
            act = ai.rollout(s, seat, legal, rngs[seat])
        else:
            act = rngs[seat].choice(legal)
        game.apply(s, seat, act)
    return game.outcome(s)


def player(level, gid, seed):
    if level == "hard":
        return make_player(level, GAMES[gid], seed, iterations=HARD_ITERATIONS)
    return make_player(level, GAMES[gid], seed)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_determinize__same_view_to_move_and_legal_actions(gid):
    game, ai = GAMES[gid], game_ai(gid)
    for n, (s, seat) in enumerate(positions(gid)):
        for who in {seat, (seat + 1) % s.players}:
            view = game.view(s, who)
            world = ai.determinize(view, random.Random(n))
            assert isinstance(world, game.state_type)
            assert game.view(world, who).to_json() == view.to_json()
            assert game.to_move(world) == game.to_move(s)
            assert game.legal_actions(world, who) == game.legal_actions(s, who)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_determinize__hidden_faces_vary_with_the_rng_only(gid):
    game, ai = GAMES[gid], game_ai(gid)
    state, seat = midgame(gid, 1, 5)
    view = game.view(state, seat)
    worlds = {game.dumps(ai.determinize(view, random.Random(s))) for s in range(5)}
    assert len(worlds) > 1
    assert game.dumps(ai.determinize(view, random.Random(3))) == game.dumps(ai.determinize(view, random.Random(3)))


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_determinize__sampled_world_plays_to_the_end(gid):
    game, ai = GAMES[gid], game_ai(gid)
    rng = random.Random(5)
    for s, seat in positions(gid)[::20]:
        world = ai.determinize(game.view(s, seat), rng)
        while game.to_move(world):
            who = game.to_move(world)[0]
            game.apply(world, who, rng.choice(game.legal_actions(world, who)))
        assert game.outcome(world).winners


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_normal_and_rollout__always_return_a_legal_action(gid):
    game, ai = GAMES[gid], game_ai(gid)
    rng = random.Random(2)
    for s, seat in positions(gid):
        legal = game.legal_actions(s, seat)
        assert ai.normal(game.view(s, seat), legal, rng) in legal
        assert ai.rollout(game.copy(s), seat, legal, rng) in legal


@pytest.mark.parametrize("gid", sorted(GAMES))
@pytest.mark.parametrize("level", LEVELS)
def test_player__no_peeking_at_hidden_cards(gid, level):
    """Two states that differ only in cards the seat cannot see give the same
    decision under the same seed."""
    game, ai = GAMES[gid], game_ai(gid)
    for seed in range(3):
        state, seat = midgame(gid, 10 + seed, 4 + 5 * seed)
        view = game.view(state, seat)
        # another world the seat cannot tell apart (checked: same view)
        other = ai.determinize(view, random.Random(99 + seed))
        assert game.dumps(other) != game.dumps(state)
        assert game.view(other, seat).to_json() == view.to_json()
        # and a sample reads nothing but the view
        twin = game.view(other, seat)
        assert game.dumps(ai.determinize(twin, random.Random(seed))) == \
            game.dumps(ai.determinize(view, random.Random(seed)))
        a = player(level, gid, seed).choose(view, game.legal_actions(state, seat))
        b = player(level, gid, seed).choose(game.view(other, seat), game.legal_actions(other, seat))
        assert a == b and a in game.legal_actions(state, seat)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_hard__deterministic_with_iterations(gid):
    game = GAMES[gid]
    state, seat = midgame(gid, 3, 6)
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    first = [player("hard", gid, s).choose(view, legal) for s in range(4)]
    again = [player("hard", gid, s).choose(view, legal) for s in range(4)]
    assert first == again


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_hard__anytime_returns_in_its_time_budget(gid):
    game = GAMES[gid]
    state, seat = midgame(gid, 4, 2)
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    start = time.perf_counter()
    action = make_player("hard", game, 1, seconds=0.05).choose(view, legal)
    assert time.perf_counter() - start < 0.05 + 0.25
    assert action in legal


def test_search__no_time_at_all_falls_back_to_normal():
    game, ai = GAMES["nimmt"], game_ai("nimmt")
    state, seat = midgame("nimmt", 5, 0)
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    assert search(game, ai, view, legal, random.Random(1), seconds=0.0) == ai.normal(view, legal, random.Random(2))


@pytest.mark.parametrize("gid", sorted(GAMES))
@pytest.mark.parametrize("level", LEVELS)
def test_player__one_legal_action_is_instant(gid, level):
    game = GAMES[gid]
    state, seat = midgame(gid, 6, 3)
    only = game.legal_actions(state, seat)[-1:]
    p = make_player(level, game, 2, seconds=5.0) if level == "hard" else make_player(level, game, 2)
    start = time.perf_counter()
    assert p.choose(game.view(state, seat), only) == only[0]
    assert time.perf_counter() - start < 0.005


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_value__in_range_at_the_end_of_a_game(gid):
    game, ai = GAMES[gid], game_ai(gid)
    for seed in range(3):
        rng = random.Random(seed)
        state = game.new(PLAYERS[gid], seed)
        while game.to_move(state):
            seat = game.to_move(state)[0]
            game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        values = [ai.value(state, s) for s in range(PLAYERS[gid])]
        assert all(-1.0 <= v <= 1.0 for v in values)
        best = max(range(len(values)), key=values.__getitem__)
        assert best in game.outcome(state).winners


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_rollout__plays_legal_moves_to_the_end(gid):
    game, ai = GAMES[gid], game_ai(gid)
    rng = random.Random(7)
    state = game.new(PLAYERS[gid], 7)
    while game.to_move(state):
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        game.apply(state, seat, ai.rollout(state, seat, legal, rng))
    assert game.is_over(state)


def test_easy__departs_from_normal_sometimes_but_not_mostly():
    game = GAMES["nimmt"]
    same = total = 0
    for seed in range(40):
        state, seat = midgame("nimmt", seed, 0)
        view, legal = game.view(state, seat), game.legal_actions(state, seat)
        total += 1
        same += make_player("easy", game, seed).choose(view, legal) == \
            make_player("normal", game, seed).choose(view, legal)
    assert 0.5 * total <= same < total


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_normal__chooses_among_the_actions_it_is_given(gid):
    # Easy's slips pass Normal only some of the legal actions
    game, ai = GAMES[gid], game_ai(gid)
    for k, (state, seat) in enumerate(positions(gid)):
        legal = game.legal_actions(state, seat)
        if len(legal) < 2:
            continue
        rng = random.Random(k)
        some = rng.sample(legal, rng.randint(1, len(legal) - 1))
        assert ai.normal(game.view(state, seat), some, rng) in some


def test_easy__a_slip_is_the_best_of_half_the_other_moves():
    # the first row scored in a game of Grinch: six other open rows, of which
    # a slip notices three and takes Normal's best, so never the worst two
    from tabletop.games.grinch import ai
    from tabletop.games.grinch.rules import ROWS, score_row
    game = GAMES["grinch"]
    for seed in range(30):
        state, rng = game.new(4, seed), random.Random(seed)
        while state.phase != "score":
            seat = game.to_move(state)[0]
            game.apply(state, seat, ai.normal(game.view(state, seat), game.legal_actions(state, seat), rng))
        seat = game.to_move(state)[0]
        view, legal = game.view(state, seat), game.legal_actions(state, seat)
        hand = [state.cards[c] for c in state.hands[seat]]
        costs = ai.row_costs(ROWS, 3)
        best = make_player("normal", game, seed).choose(view, legal)
        ranked = sorted((a for a in legal if a != best),
                        key=lambda a: (score_row(hand, a.args[0]) - costs[a.args[0]], -ROWS.index(a.args[0])))
        assert EasyPlayer(game, seed, mistake_rate=1.0).choose(view, legal) in ranked[2:]


def test_make_player__unknown_level_is_a_clear_error():
    with pytest.raises(ValueError, match="genius"):
        make_player("genius", GAMES["gnav"], 0)


def test_suggest__a_legal_hard_move():
    game = GAMES["gnav"]
    state, seat = midgame("gnav", 8, 2)
    legal = game.legal_actions(state, seat)
    assert suggest(game, game.view(state, seat), legal, seed=3, seconds=0.05) in legal


def test_worker__start_spawns_the_process_on_a_thread_of_its_own(monkeypatch):
    # start() spawned the process in the frame that asked (20-120 ms: Setup's second frame)
    import multiprocessing.context
    game = GAMES["nimmt"]
    state, seat = midgame("nimmt", 9, 0)
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    spawned_on = []
    real = multiprocessing.context.SpawnProcess.start

    def spy(self):
        spawned_on.append(threading.current_thread())
        real(self)
    monkeypatch.setattr(multiprocessing.context.SpawnProcess, "start", spy)
    with AIWorker(use_process=True) as w:
        assert w.start() is False and w.start() is True, "started once: the second call finds it starting"
        ticket = w.ask("nimmt", view, legal, "normal", seed=5)  # (waits for the start, if still going)
        deadline = time.monotonic() + 60
        while w.poll(ticket) is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert w.in_process and time.monotonic() < deadline
    assert len(spawned_on) == 1 and spawned_on[0] is not threading.main_thread()


@pytest.mark.parametrize("use_process", [True, False])
def test_worker__round_trip(use_process):
    game = GAMES["nimmt"]
    state, seat = midgame("nimmt", 9, 0)
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    with AIWorker(use_process=use_process) as w:
        tickets = [w.ask("nimmt", view, legal, level, seed=5, seconds=0.05) for level in ("normal", "hard")]
        one = w.ask("nimmt", view, legal[:1], "hard", seed=5)
        assert w.poll(one) == legal[0]
        results = {}
        deadline = time.monotonic() + 60
        while len(results) < 2 and time.monotonic() < deadline:
            for t in tickets:
                if t not in results:
                    start = time.perf_counter()
                    a = w.poll(t)
                    assert time.perf_counter() - start < 0.05  # never blocks the frame loop
                    if a is not None:
                        results[t] = a
            time.sleep(0.01)
        assert w.in_process == use_process
    assert set(results) == set(tickets)
    assert results[tickets[0]] == make_player("normal", game, 5).choose(view, legal)
    assert all(a in legal for a in results.values())


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_worker__one_legal_move_is_answered_without_loading_the_games_ai(level, monkeypatch):
    # with one legal move the answer was made on the frame's thread by a player of the level, which
    # loaded the game's AI to be told so (7 of the 9 ms of Grinch's first table frame, its first draw)
    import tabletop.ai

    def loaded(game_id):
        raise AssertionError(f"{game_id}'s AI loaded for a move without a choice")
    monkeypatch.setattr(tabletop.ai, "game_ai", loaded)
    game = GAMES["grinch"]
    state = game.new(3, 4)
    seat = game.to_move(state)[0]
    legal = game.legal_actions(state, seat)[:1]
    with AIWorker(use_process=False) as w:
        assert w.poll(w.ask("grinch", game.view(state, seat), legal, level, seed=5)) == legal[0]


@pytest.mark.parametrize("use_process", [True, False])
def test_worker__a_dropped_request_is_not_thought_through(use_process):
    # a table left while its Hard AIs thought (Restart, Load, back to the title) left
    # their requests queued, each thought through for its 0.4 s: the next table's AIs
    # waited behind them (three quick restarts of a 10-player 6 nimmt!: 15 s, not 5,
    # before the new deal's AIs had chosen)
    game = GAMES["nimmt"]
    state, seat = midgame("nimmt", 9, 0)
    view, legal = game.view(state, seat), game.legal_actions(state, seat)

    def answer(w: AIWorker, ticket: int) -> tuple[object, float]:
        start = time.monotonic()
        while time.monotonic() - start < 30:
            a = w.poll(ticket)
            if a is not None:
                return a, time.monotonic() - start
            time.sleep(0.01)
        raise AssertionError("no answer in 30 s")
    with AIWorker(use_process=use_process) as w:
        answer(w, w.ask("nimmt", view, legal, "normal", seed=1))  # (the process started)
        left = [w.ask("nimmt", view, legal, "hard", seed, seconds=0.5) for seed in range(12)]  # 6 s of thinking
        for ticket in left:
            w.drop(ticket)
        a, took = answer(w, w.ask("nimmt", view, legal, "normal", seed=2))
        assert a in legal
        # at most the one begun is thought through (0.5 s); 3 s leaves room for a busy machine
        assert took < 3.0, f"the new request waited {took:.1f} s behind dropped ones"
        time.sleep(0.6)
        assert all(w.poll(ticket) is None for ticket in left), "a dropped request is never answered"
        assert w.in_process == use_process


def test_worker__a_hung_process_is_ended_and_the_thread_answers(monkeypatch):
    # a worker process that stopped answering (stopped, or stuck) without dying kept
    # every AI seat "playing..." for ever: the game could not go on. Here it answers
    # into a queue the app no longer reads: alive, and never heard (on every system)
    import multiprocessing
    from tabletop.ai import worker as worker_module
    monkeypatch.setattr(worker_module, "STALLED", 1.0)
    game = GAMES["nimmt"]
    state, seat = midgame("nimmt", 9, 0)
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    with AIWorker() as w:
        first = w.ask("nimmt", view, legal, "normal", seed=2)
        while w.poll(first) is None:  # (the process up and answering)
            time.sleep(0.01)
        heard = w._replies  # (kept: the process answers into it, unread)
        w._replies = multiprocessing.get_context("spawn").Queue()
        ticket = w.ask("nimmt", view, legal, "normal", seed=1)
        start, a = time.monotonic(), None
        while a is None and time.monotonic() - start < 15:
            a = w.poll(ticket)
            time.sleep(0.01)
        hung = w._proc
        assert a == make_player("normal", game, 1).choose(view, legal), "answered all the same"
        assert not w.in_process and not hung.is_alive(), "by the thread, the hung process ended"
        assert heard.get(timeout=5)[0] == ticket, "the process had answered, unheard"


@pytest.mark.parametrize("how", ["idle", "thinking", "deaf and idle", "deaf and asked"])
def test_worker__close_ends_the_process_without_waiting_longer_than_it_must(how):
    # close asked the process to end and sent SIGTERM: a stopped or stuck one ignored
    # both and outlived the app. Then it waited a second for any process not ended at
    # once: one thinking through a decision nobody wanted any more (quit: 0.8 s), one
    # stopped or stuck (1.0 s). A deaf one here: the requests go to a queue it does not
    # read, so it is alive and deaf to them (on every system)
    import multiprocessing
    game = GAMES["nimmt"]
    state, seat = midgame("nimmt", 9, 0)
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    w = AIWorker()
    ticket = w.ask("nimmt", view, legal, "normal", seed=1)
    while w.poll(ticket) is None:
        time.sleep(0.01)
    proc = w._proc
    assert proc is not None
    asked = w._requests  # (kept: the process reads it)
    if how.startswith("deaf"):
        w._requests = multiprocessing.get_context("spawn").Queue()
    if how.endswith(("thinking", "asked")):
        w.ask("nimmt", view, legal, "hard", seed=2, seconds=5.0)
        time.sleep(0.3)  # (the thinking one has begun)
    start = time.monotonic()
    w.close()
    took, alive = time.monotonic() - start, proc.is_alive()
    if alive:  # (not left behind by the test either)
        proc.kill()
        proc.join()
    assert not alive, "the worker outlived close"
    if how == "idle":
        assert proc.exitcode == 0, "an idle worker is asked to end, and ends by itself"
    else:
        assert asked.empty() or how == "thinking"
    # idle, it ends within 50 ms when asked, a deaf one is given QUIT_WAIT (0.25 s); the others are killed at once
    assert took < (0.6 if how.endswith("idle") else 0.3), f"close took {took:.2f} s"


def test_worker__quitting_does_not_wait_for_the_thread_s_decision(tmp_path):
    # in the thread (no process, or a hung one ended) a decision under way held the app
    # at exit until it was made: the thread pool's thread is joined then (a hint, 1 s)
    import subprocess
    import sys
    script = tmp_path / "app.py"
    script.write_text(
        "import time\n"
        "from tabletop.ai.worker import AIWorker\n"
        "from tabletop.games import GAMES\n"
        "g = GAMES['nimmt']\n"
        "s = g.new(4, 1)\n"
        "w = AIWorker(use_process=False)\n"
        "w.ask('nimmt', g.view(s, 0), g.legal_actions(s, 0), 'hard', 1, seconds=4.0)\n"
        "time.sleep(0.3)\n"
        "w.close()\n"
        "print(time.time(), flush=True)\n")
    app = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    closed = float(app.stdout.readline())
    app.wait(timeout=30)
    took = time.time() - closed
    assert took < 2.0, f"the app took {took:.1f} s to end after the worker was closed"


def test_worker__ends_when_the_app_is_killed(tmp_path):
    # a kill -9 of the app sends no sentinel: its worker (and the helper
    # process multiprocessing keeps beside it) lived on for good
    import os
    import signal
    import subprocess
    import sys
    script = tmp_path / "app.py"
    script.write_text(
        "import time\n"
        "from tabletop.ai.worker import AIWorker\n"
        "from tabletop.games import GAMES\n"
        "if __name__ == '__main__':\n"
        "    g = GAMES['nimmt']\n"
        "    s = g.new(4, 1)\n"
        "    w = AIWorker()\n"
        "    t = w.ask('nimmt', g.view(s, 0), g.legal_actions(s, 0), 'normal', 1)\n"
        "    while w.poll(t) is None:\n"
        "        time.sleep(0.01)\n"
        "    for seed in range(16):  # 8 s of Hard thinking, queued\n"
        "        w.ask('nimmt', g.view(s, 0), g.legal_actions(s, 0), 'hard', seed, seconds=0.5)\n"
        "    print(w._proc.pid, flush=True)\n"
        "    time.sleep(60)\n")
    app = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    worker = int(app.stdout.readline())
    time.sleep(0.2)
    os.kill(app.pid, signal.SIGKILL)
    app.wait()
    def alive() -> bool:  # (an ended process nobody has reaped yet counts as gone)
        try:
            with open(f"/proc/{worker}/stat") as f:
                return f.read().rsplit(")", 1)[1].split()[0] != "Z"
        except OSError:
            return False
    # the decision under way may finish (0.5 s); the queued ones are dropped, not
    # thought through (8 s); 3 s leaves room for a busy machine
    deadline = time.monotonic() + 3.0
    while time.monotonic() < deadline and alive():
        time.sleep(0.05)
    gone = not alive()
    if not gone:
        os.kill(worker, signal.SIGKILL)
    assert gone, "the worker outlived the app by 3 s"


def test_bench_ai__json_rows_per_level(capsys):
    import json

    from tabletop import bench
    rows = bench.ai(as_json=True, game="gnav", decisions={"random": 20, "easy": 20, "normal": 20, "hard": 3})
    out = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert out == rows and [r["level"] for r in rows] == list(LEVELS)
    for r in rows:
        assert set(r) == {"bench", "game", "players", "level", "decisions", "median_s", "p95_s"}
        assert r["bench"] == "ai" and r["players"] == 2 and 0 <= r["median_s"] <= r["p95_s"]
    assert rows[-1]["p95_s"] < 1.0   # Hard within its app budget


def test_bench_strength__rotated_table(capsys):
    from tabletop import bench
    rows = bench.strength(game="gnav", games=3, matchups=(("normal", "random"), ("easy", "normal")))
    assert [(r["level"], r["against"], r["games"]) for r in rows] == [("normal", "random", 6), ("easy", "normal", 6)]
    assert all(0 <= r["win_rate"] <= 1 for r in rows)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_hint__the_move_hard_makes_and_the_race_behind_it(gid, monkeypatch):
    # the hint gave no reason: it now says what Hard's search found, so the
    # search reports its root statistics, without changing its decision
    game = GAMES[gid]
    races = []

    class Spy(search_module.Race):
        def __init__(self, n):
            super().__init__(n)
            races.append(self)
    monkeypatch.setattr(search_module, "Race", Spy)
    tried = 0
    for k in range(6):
        state, seat = midgame(gid, 20 + k, 2 + 3 * k)
        view, legal = game.view(state, seat), game.legal_actions(state, seat)
        del races[:]
        action, why = hint(game, view, legal, seed=k, iterations=300)
        assert action == make_player("hard", game, k, iterations=300).choose(view, legal)
        if why.how != "tried":
            assert why.how == "solved" and hasattr(game_ai(gid), "solve")
            continue
        tried += 1
        race = races[0]
        me = legal.index(action)
        # the runner-up: the other move least behind the chosen one on their shared worlds
        behind = {i: race.behind(me, i)[0] for i in range(len(legal)) if i != me}
        runner = min(behind, key=lambda i: (behind[i], i))
        worlds = min(len(race.values[me]), len(race.values[runner]))
        assert why.worlds == worlds > 0 and why.edge == behind[runner]
        sign = -1 if game.lower_wins else 1
        mine, theirs = race.figures[me][:worlds], race.figures[runner][:worlds]
        assert why.points == pytest.approx(sum(a - b for a, b in zip(mine, theirs)) / worlds)
        # each figure is the seat's scoreboard figure in a sampled world, turned so that more is better
        assert all(sign * f == int(sign * f) for f in mine)
    assert tried >= 3


def test_hint__one_legal_move_is_the_only_move():
    game = GAMES["nimmt"]
    state, seat = midgame("nimmt", 9, 0)
    only = game.legal_actions(state, seat)[:1]
    assert hint(game, game.view(state, seat), only, seed=1, iterations=300) == (only[0], Root("only"))
