"""The command line: simulate and bench rules."""
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.__main__ import main


def test_simulate__json_lines_and_summary(capsys):
    assert main(["simulate", "nimmt", "--players", "3", "--games", "2", "--seed", "4", "--json"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    games, summary = lines[:-1], lines[-1]
    assert len(games) == 2 and summary["games"] == 2
    for g in games:
        assert set(g) == {"game", "variant", "players", "seed", "seats", "scores", "winners",
                          "rounds", "decisions", "seconds"}
        assert g["seats"] == ["random"] * 3 and g["decisions"] > 0
    assert abs(sum(summary["win_rate"]) - 1) < 1e-6


def test_simulate__same_seed_same_games(capsys):
    args = ["simulate", "nimmt", "--players", "4", "--games", "2", "--seed", "9", "--json"]
    main(args)
    a = [json.loads(x)["scores"] for x in capsys.readouterr().out.splitlines()[:-1]]
    main(args)
    b = [json.loads(x)["scores"] for x in capsys.readouterr().out.splitlines()[:-1]]
    assert a == b


def test_simulate__rotate_plays_each_deal_per_seat(capsys):
    assert main(["simulate", "nimmt", "--players", "3", "--games", "2", "--rotate", "--json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 * 3 + 1


def test_simulate__bad_input_clear_message(capsys):
    assert main(["simulate", "chess", "--players", "2"]) == 2
    assert "unknown game" in capsys.readouterr().err
    assert main(["simulate", "nimmt", "--players", "2", "--seats", "random,genius"]) == 2
    assert "genius" in capsys.readouterr().err


@pytest.mark.parametrize("args, says", [
    # each once ended in a traceback (a division by zero) or was silently ignored
    ("simulate grinch --players 4 --games 0", "--games: 0 is too few: at least 1"),
    ("simulate grinch --players 4 --games -1", "--games: -1 is too few: at least 1"),
    ("simulate grinch --players 4 --jobs 0", "--jobs: 0 is too few: at least 1"),
    # processes started until the machine gave out (no answer in a minute)
    ("simulate gnav --players 2 --jobs 99999999999", "--jobs: 99999999999 is too many: at most"),
    ("bench ai --strength 1 --jobs 100000", "--jobs: 100000 is too many: at most"),
    ("bench ai --strength -3", "--strength: -3 is too few: at least 1"),
    ("bench ai --players 0", "--players: 0 is too few: at least 1"),
    ("bench frames --size 10x", "'10x' is not a size like 1920x1080"),
    ("bench frames --game gnav --players 5", "Gnav is for exactly 2 players, not 5"),
    ("bench startup --exe /no/such/tabletop", "--exe /no/such/tabletop: no executable there"),
    ("simulate gnav --players 3", "Gnav is for exactly 2 players, not 3"),
    # a negative count was blamed on --seats; options a benchmark does not take were ignored
    ("simulate nimmt --players -3", "--players: -3 is too few: at least 1"),
    ("--demo nimmt --players 0", "--players: 0 is too few: at least 1"),
    ("bench rules --game nimmt", "bench rules does not take --game"),
    ("bench rules --size 10x10", "bench rules does not take --size"),
    ("bench startup --players 3", "bench startup does not take --players"),
    ("bench frames --jobs 2", "bench frames does not take --jobs"),
    # a traceback (out of memory) after trying to make the picture
    ("bench frames --size 100000x100000", "100000x100000 is too large: at most 7680x4320"),
    # "names 1 players"; a count mismatch told before the unknown level, or before the game's own count
    ("simulate nimmt --players 3 --seats hard", "--seats names 1 player, but --players is 3"),
    ("simulate nimmt --players 2 --seats hard,easy,normal", "--seats names 3 players, but --players is 2"),
    ("simulate nimmt --players 3 --seats hard,bogus", "unknown AI level 'bogus'"),
    ("simulate gnav --players 3 --seats hard", "Gnav is for exactly 2 players, not 3"),
])
def test_cli__bad_counts_and_sizes_clear_message_exit_2(args, says, capsys):
    try:
        code = main(args.split())
    except SystemExit as e:  # argparse's own usage errors
        code = e.code
    assert code == 2
    err = capsys.readouterr().err
    assert says in err and "Traceback" not in err


def test_simulate__an_empty_variant_is_refused_not_taken_for_the_default(capsys):
    assert main(["simulate", "gnav", "--players", "2", "--variant", ""]) == 2
    assert "Gnav has no variant ''" in capsys.readouterr().err


def test_demo__players_out_of_range_clear_message_no_window(capsys):
    # checked before any window opens: a clear message, exit code 2
    assert main(["--demo", "grinch", "--players", "12"]) == 2
    assert "Grinch Grow Your Heart is for 2 to 6 players, not 12" in capsys.readouterr().err
    assert main(["--players", "3"]) == 2
    assert "--players goes with --demo" in capsys.readouterr().err


def test_bench_rules__json_rows(capsys):
    from tabletop import bench
    rows = bench.rules(as_json=True, seconds=0.01)
    out = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert out == rows
    assert {r["game"] for r in rows} == {"gnoming", "nimmt", "grinch", "gnav"}
    assert {(r["players"], r["variant"]) for r in rows if r["game"] == "nimmt"} >= {(2, "logic"), (10, "standard")}
    for r in rows:
        assert r["games_per_s"] > 0 and r["rounds_per_s"] >= r["games_per_s"]


def test_simulate__stopped_jobs_end_though_the_process_has_its_own_sigterm_handler(tmp_path):
    # the app's SDL takes SIGTERM as "quit the app" (here: a handler that does nothing); the
    # --jobs processes forked from a process that ran it kept that, so the Pool's terminate,
    # stopping a run, waited on them for ever (the test suite hung on the test below); then
    # they set SIG_DFL first thing, but a terminate sent before that, on a loaded machine, was
    # still lost (the suite hung again): now they are spawned, with no handler of the app's
    script = tmp_path / "stop.py"
    script.write_text(
        "import signal, sys\n"
        "from tabletop import simulate\n"
        "class Out:\n"
        "    def write(self, text):\n"
        "        raise KeyboardInterrupt\n"
        "if __name__ == '__main__':  # (the processes are spawned: they load this file too)\n"
        "    signal.signal(signal.SIGTERM, lambda *a: None)\n"
        "    try:\n"
        "        simulate.run('gnav', 2, 10 ** 5, 0, jobs=2, out=Out())\n"
        "    except KeyboardInterrupt:\n"
        "        print('stopped')\n")
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60,
                       cwd=Path(__file__).parent.parent)
    assert r.stdout.strip() == "stopped", r.stderr


@pytest.mark.parametrize("jobs", [1, 2])
def test_simulate__games_are_dealt_as_they_are_played_not_listed_first(monkeypatch, jobs):
    # every match was listed before the first was played: --games 10**20 filled the
    # memory (120 MB in 4 s and growing, no game played) until the machine gave out;
    # and stopped (here: its output closed; a Ctrl+C), the processes played every game
    # handed to them first (minutes)
    from tabletop import simulate
    made, real = [], simulate.matches

    def counted(*args):
        for m in real(*args):
            made.append(m)
            yield m
    monkeypatch.setattr(simulate, "matches", counted)

    class Enough(Exception):
        pass

    class FirstLine:
        def write(self, text):
            raise Enough
    start = time.monotonic()
    with pytest.raises(Enough):
        simulate.run("gnav", 2, 10 ** 5, 0, jobs=jobs, out=FirstLine())
    assert time.monotonic() - start < 20, "stopped at once"
    # (the processes are handed what a pipe holds, some hundreds; then they wait)
    assert len(made) < 5000, f"{len(made)} matches made before the first was told"


def test_cli__output_whose_reader_stops_ends_quietly(tmp_path):
    # `tabletop simulate ... | head -1` ended in a BrokenPipeError traceback
    import os
    import subprocess
    import sys
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path)}
    run = subprocess.Popen([sys.executable, "-m", "tabletop", "simulate", "gnav", "--players", "2", "--games", "500",
                            "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert run.stdout.readline().startswith(b"{")
    run.stdout.close()
    err = run.stderr.read().decode()
    assert run.wait(timeout=60) == 1 and err == ""


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_cli__ctrl_c_stops_with_one_line(tmp_path, jobs):
    # a Ctrl+C in simulate printed a KeyboardInterrupt traceback (25 lines), and one more
    # from each of its processes
    import os
    import signal
    import subprocess
    import sys
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path)}
    run = subprocess.Popen([sys.executable, "-m", "tabletop", "simulate", "nimmt", "--players", "4", "--games", "9999",
                            "--jobs", jobs], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                           start_new_session=True,  # (a group of its own: the Ctrl+C reaches all of it)
                           preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # (heard, if ignored here)
    try:
        assert run.stdout.readline().startswith(b"nimmt seed 0")
        os.killpg(run.pid, signal.SIGINT)
        out, err = run.communicate(timeout=60)
    finally:  # (nothing left behind, whatever happened)
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    assert run.returncode == 130 and err.decode() == "tabletop: stopped\n"


def test_startup__the_first_frame_comes_before_the_tables_and_the_ai_processs_code_is_loaded(tmp_path):
    # before its first frame the app loaded the code every table shares (pymunk, for a held card's
    # feel, ~10 ms; the table's own, ~5 ms) and multiprocessing for the AI process (~10 ms), none of
    # which the title needs: the title loads the first after it is shown, the AI worker the second
    # as it starts its process
    import os
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    r = subprocess.run([sys.executable, "-X", "importtime", "-m", "tabletop", "--first-frame"], capture_output=True,
                       text=True, timeout=60, env=env)
    assert r.returncode == 0 and "first-frame" in r.stdout, r.stderr[-2000:]
    loaded = {line.rsplit("|", 1)[-1].strip() for line in r.stderr.splitlines() if line.startswith("import time:")}
    assert "tabletop.app.scenes.title" in loaded
    assert not loaded & {"pymunk", "tabletop.app.table_base", "multiprocessing"}, loaded & {
        "pymunk", "tabletop.app.table_base", "multiprocessing"}


# a title shown for a moment in a new process: which thread loads pymunk and multiprocessing (see
# Title.update), and what the title made ahead meanwhile, in the frames the thread took
BEHIND_PROBE = """
import json, sys, threading, time
loaded = {}
class Heard:  # (asked first for every module as it is loaded, however it is imported; finds none)
    @staticmethod
    def find_spec(name, *args):
        if name in ("pymunk", "multiprocessing") and name not in loaded:
            loaded[name] = threading.current_thread() is threading.main_thread()
sys.meta_path.insert(0, Heard)
from tabletop.app.main import App
app = App()
app.to_title()
for _ in range(120):
    app.step(1 / 60)
    time.sleep(1 / 60)
print(json.dumps({"on_the_frame_thread": loaded, "made": sorted(k for k, _ in app.stack.top.prepared)}))
app.close()
"""


def test_startup__the_title_loads_pymunk_and_multiprocessing_behind_its_frames(tmp_path):
    # each was loaded in an idle frame of the title, pymunk taking 11-16 ms of the frame thread's
    # time in it and multiprocessing 6-10 ms (the worst idle frame's: 13.5 ms, median of 9 runs)
    import os
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    r = subprocess.run([sys.executable, "-c", BEHIND_PROBE], capture_output=True, text=True, timeout=120, env=env)
    assert r.returncode == 0, r.stderr[-2000:]
    got = json.loads(r.stdout.splitlines()[-1])
    assert got["on_the_frame_thread"] == {"pymunk": False, "multiprocessing": False}
    assert {"held cards", "tables", "nimmt table"} <= set(got["made"]), "and the title went on making ahead"


def test_simulate__jobs_processes_ignore_ctrl_c_from_their_first_moment():
    # a Ctrl+C that came while a --jobs process was still starting (before its own first act
    # set it to ignore one) printed that process's KeyboardInterrupt traceback after
    # "tabletop: stopped"
    import signal
    from tabletop import simulate

    def ignores_ctrl_c(pid: int) -> bool:
        status = Path(f"/proc/{pid}/status").read_text()
        mask = int(next(line.split()[1] for line in status.splitlines() if line.startswith("SigIgn:")), 16)
        return bool(mask & (1 << (signal.SIGINT - 1)))
    pool = simulate._pool(2)
    try:
        # (at once, while they are still loading Python: a spawned process takes some 100 ms to)
        assert all(ignores_ctrl_c(p.pid) for p in pool._pool)
    finally:
        pool.terminate()
        pool.join()
    assert signal.getsignal(signal.SIGINT) is not signal.SIG_IGN, "the run itself still hears a Ctrl+C"
