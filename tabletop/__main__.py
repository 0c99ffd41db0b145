"""The command line: the app, --demo, --smoke, simulate and bench."""
from __future__ import annotations

import argparse
import os
import shutil
import sys


def _count(text: str) -> int:
    """A count of at least 1 (games, processes, deals), or a clear usage error."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"{n} is too few: at least 1")
    return n


def _jobs(text: str) -> int:
    """A number of processes: at least 1, at most one per processor here (more
    make nothing faster; --jobs 99999999999 started processes until the machine gave out)."""
    n = _count(text)
    most = os.cpu_count() or 1
    if n > most:
        raise argparse.ArgumentTypeError(f"{n} is too many: at most {most}, one per processor here")
    return n


LARGEST = (7680, 4320)  # an 8K screen; a bigger picture is no screen's and may not fit in memory


def _size(text: str) -> tuple[int, int]:
    """A window size WxH as (w, h), or a clear usage error."""
    w, x, h = text.lower().partition("x")
    if not (x and w.isdigit() and h.isdigit() and int(w) > 0 and int(h) > 0):
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1920x1080")
    if int(w) > LARGEST[0] or int(h) > LARGEST[1]:
        raise argparse.ArgumentTypeError(f"{text} is too large: at most {LARGEST[0]}x{LARGEST[1]}")
    return int(w), int(h)


# the options each benchmark takes (besides --json); any other is a usage error, not silently ignored
BENCH_OPTIONS = {"rules": set(), "ai": {"game", "players", "strength", "jobs"},
                 "frames": {"game", "players", "size"}, "startup": {"exe"}}


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tabletop", description="A desktop card table for four card games.")
    p.add_argument("--demo", metavar="GAME", help="open the app with every seat an AI")
    p.add_argument("--players", type=_count, help="number of players for --demo")
    p.add_argument("--smoke", action="store_true", help="play one short all-AI game of every game headless")
    # for `bench startup`: draw the first frame and exit
    p.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    sub = p.add_subparsers(dest="command")
    s = sub.add_parser("simulate", help="headless games between AI players")
    s.add_argument("game")
    s.add_argument("--players", type=_count, required=True)
    s.add_argument("--games", type=_count, default=1)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--seats", help="comma-separated AI levels, one per seat (default: all random)")
    s.add_argument("--variant")
    s.add_argument("--rotate", action="store_true", help="play each deal once per seat rotation")
    s.add_argument("--jobs", type=_jobs, default=1, help="processes to spread the games over")
    s.add_argument("--json", action="store_true")
    b = sub.add_parser("bench", help="benchmarks")
    b.add_argument("what", choices=["rules", "ai", "frames", "startup"])
    b.add_argument("--game")
    b.add_argument("--players", type=_count)
    b.add_argument("--size", type=_size, help="bench frames: the window (default 1920x1080)")
    b.add_argument("--json", action="store_true")
    b.add_argument("--exe", help="bench startup: time this executable (e.g. dist/tabletop/tabletop)")
    b.add_argument("--strength", type=_count, metavar="K",
                   help="bench ai: also the strength table, K rotated deals per matchup")
    b.add_argument("--jobs", type=_jobs, help="bench ai --strength: processes for the games")
    return p


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "bench":
        for opt in ("game", "players", "size", "exe", "strength", "jobs"):
            if getattr(args, opt) is not None and opt not in BENCH_OPTIONS[args.what]:
                parser.error(f"bench {args.what} does not take --{opt}")
    try:
        if args.command == "simulate":
            from tabletop import simulate
            simulate.run(args.game, args.players, args.games, args.seed,
                         args.seats.split(",") if args.seats else None, args.variant,
                         args.json, args.rotate, args.jobs)
            return 0
        if args.command == "bench":
            if args.what == "rules":
                from tabletop import bench
                bench.rules(args.json)
                return 0
            if args.what == "ai":
                from tabletop import bench
                bench.ai(args.json, args.game, args.players)
                if args.strength:
                    bench.strength(args.json, args.strength, args.game, args.jobs or 1)
                return 0
            if args.what in ("frames", "startup"):
                from tabletop import benchframes
                if args.what == "frames":
                    from tabletop.games import GAMES
                    game = args.game or "nimmt"
                    if game not in GAMES:
                        raise ValueError(f"unknown game {game!r} (games: {', '.join(GAMES)})")
                    players = args.players or GAMES[game].players[1]
                    GAMES[game].check_players(players)
                    benchframes.frames(game, players, args.size or (1920, 1080), args.json)
                else:
                    if args.exe and shutil.which(args.exe) is None:
                        raise ValueError(f"--exe {args.exe}: no executable there")
                    benchframes.startup(args.json, command=[args.exe] if args.exe else None)
                return 0
            print(f"tabletop: 'bench {args.what}' is not built yet", file=sys.stderr)
            return 2
        from tabletop.app import run
        if args.smoke:
            return run.smoke()
        return run.run_app(args.demo, args.players, first_frame_only=args.first_frame)
    except ValueError as e:
        print(f"tabletop: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl+C: stopped as asked, said in a line, not a traceback
        print("tabletop: stopped", file=sys.stderr)
        return 130
    except BrokenPipeError:  # what reads the output stopped (`| head`): no traceback, as other tools
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # (nor one at exit, flushing)
        return 1


if __name__ == "__main__":
    # a frozen app starts its AI worker process by running itself again (only a frozen
    # one: loading multiprocessing took ~10 ms before every first frame)
    if getattr(sys, "frozen", False):
        import multiprocessing
        multiprocessing.freeze_support()
    sys.exit(main())
