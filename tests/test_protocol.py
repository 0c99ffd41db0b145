"""Every game through the common protocol: seeded random play to the end,
for every player count and variant, with the protocol's invariants checked
after every action."""
import json
import random
import subprocess
import sys

import pytest

from tabletop.games import GAMES
from tabletop.rules import Action, IllegalAction, record, replay

CASES = [(gid, p, v) for gid, g in GAMES.items()
         for p in range(g.players[0], g.players[1] + 1) for v in g.variants]


def test_registry__has_the_four_games():
    assert set(GAMES) == {"gnoming", "grinch", "gnav", "nimmt"}


def play_on(game, state, rng, limit=None):
    n = 0
    while (seats := game.to_move(state)) and (limit is None or n < limit):
        seat = rng.choice(seats)
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        n += 1
    return n


@pytest.mark.parametrize("gid,players,variant", CASES)
def test_random_play__invariants_to_the_end(gid, players, variant):
    game = GAMES[gid]
    rng = random.Random(f"{gid}{players}{variant}")
    state = game.new(players, rng.randrange(10**6), variant)
    step = 0
    while seats := game.to_move(state):
        for seat in seats:
            assert game.legal_actions(state, seat), f"no legal action for seat {seat}"
        idle = [s for s in range(players) if s not in seats]
        before = game.dumps(state)
        with pytest.raises(IllegalAction):
            game.apply(state, seats[0], Action("no-such-move", (1,)))
        if idle:
            for a in game.legal_actions(state, seats[0])[:1]:
                with pytest.raises(IllegalAction):
                    game.apply(state, idle[0], a)
        assert game.dumps(state) == before
        view = game.view(state, seats[0]).to_json()
        json.dumps(view)
        if step % 25 == 0:
            # a loaded copy plays on identically
            twin = game.loads(before)
            seed = rng.random()
            a, b = game.copy(state), twin
            play_on(game, a, random.Random(seed), 30)
            play_on(game, b, random.Random(seed), 30)
            assert game.dumps(a) == game.dumps(b)
        seat = rng.choice(seats)
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        step += 1
    out = game.outcome(state)
    assert len(out.scores) == players and out.winners
    assert game.dumps(replay(game, json.loads(json.dumps(record(game, state))))) == game.dumps(state)


def test_rules_modules__import_no_pygame():
    code = ("import sys, tabletop.rules, tabletop.games, tabletop.simulate, tabletop.bench\n"
            "for g in ('gnoming','grinch','gnav','nimmt'): __import__(f'tabletop.games.{g}.rules')\n"
            "assert 'pygame' not in sys.modules\n")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_replay__bad_move_raises():
    game = GAMES["nimmt"]
    rec = {"game": "nimmt", "variant": "standard", "players": 3, "seed": 1, "moves": [[0, "play 999"]]}
    with pytest.raises(IllegalAction):
        replay(game, rec)


def test_loads__rejects_foreign_json():
    for game in GAMES.values():
        for bad in ("[]", '{"a": 1}', "3"):
            with pytest.raises(ValueError):
                game.loads(bad)


def test_new__rejects_bad_player_count_and_variant():
    with pytest.raises(ValueError, match="2 to 10"):
        GAMES["nimmt"].new(11, 0)
    with pytest.raises(ValueError, match="variant"):
        GAMES["nimmt"].new(4, 0, "chaos")
