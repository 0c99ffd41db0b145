"""A seeded monkey on the 6 nimmt! app: thousands of random clicks, drags,
keys and resizes on every scene, many while cards are moving. After every
event: no exception, the game's invariants hold, and at rest every card
sprite is exactly where the view says its card is."""
from __future__ import annotations

import random

import pygame
import pytest

from tabletop.app.scene import Scene, SceneStack
from tabletop.app.scenes.title import Title
from tabletop.app.table_base import TableScene
from tabletop.games.nimmt.rules import deck
from tabletop.games.nimmt.table import NimmtTable

from test_app_driver import Driver, nimmt_setup

KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_ESCAPE, pygame.K_h, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_PAGEDOWN, pygame.K_a, pygame.K_l]


def check_nimmt(t: NimmtTable) -> None:
    """The rules' invariants and the picture's agreement with them."""
    s = t.state
    ids = [c for h in s.hands for c in h] + [c for r in s.rows for c in r] + list(s.pool) + \
        [c for c in s.chosen if c is not None] + [c for tk in s.taken for c in tk]
    # the round's 10 per seat plus 4 are always somewhere, each in one place only
    assert len(ids) == len(set(ids)) == 10 * s.players + 4 and set(ids) <= set(deck(s.players, s.variant))
    if s.phase != "draft":
        assert len(s.rows) == 4 and all(1 <= len(r) <= 5 and r == sorted(r) for r in s.rows)
    assert all(p <= 66 for p in s.points)
    view_ids = {c["id"] for zone in ("rows", "pool") for row in t.view[zone]
                for c in (row if isinstance(row, list) else [row])}
    assert all(0 <= i < len(s.cards) for i in view_ids)
    if not t.animating and not t.ui_tween.busy and not t.drag.holding:
        assert t.misplaced() == [], "at rest every sprite is where the view puts its card"


def _random_event(d: Driver, rng: random.Random) -> None:
    w, h = d.app.size
    top = d.top
    r = rng.random()
    targets: list[tuple[float, float]] = []
    if isinstance(top, TableScene):
        targets = [(s.x, s.y) for s in top.sprites.values()]
        targets += [rect.center for rect in getattr(top, "row_rects", [])]
    elif hasattr(top, "buttons"):
        targets = [b.rect.center for b in top.buttons]
    if isinstance(top, Title) and (r < 0.5 or 0.6 <= r < 0.9):
        # other games' tables are their own tests' business (the keys could open them or Quit)
        d.click(top.tiles["nimmt"].center)
        return
    if r < 0.35:
        p = rng.choice(targets) if targets and rng.random() < 0.7 else (rng.randrange(w), rng.randrange(h))
        if not isinstance(top, Title) or _on_nimmt_or_button(top, p):
            d.click(p)
    elif r < 0.6:
        a = rng.choice(targets) if targets else (rng.randrange(w), rng.randrange(h))
        b = (rng.randrange(w), rng.randrange(h)) if rng.random() < 0.5 else (w / 2, h / 3)
        if not isinstance(top, Title):
            d.drag(a, b, steps=rng.randrange(1, 4))
    elif r < 0.9:
        d.key(rng.choice(KEYS))
    elif r < 0.93:
        size = (rng.randrange(700, 1700), rng.randrange(450, 1000))
        d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    else:
        d.step(rng.randrange(1, 30))  # let things happen; often stops mid-animation


def _on_nimmt_or_button(title: Title, p: tuple[float, float]) -> bool:
    others = [r for g, r in title.tiles.items() if g != "nimmt"]
    quit_b = [b.rect for b in title.buttons if b.label == "Quit"]
    return not any(r.collidepoint(p) for r in others + quit_b)


def test_app_monkey__random_input_on_every_scene_keeps_the_table_true(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(20261207)
    seen: set[str] = set()
    push = SceneStack.push

    def spy(stack: SceneStack, scene: Scene) -> None:
        seen.add(type(scene).__name__)  # also scenes that come and go within one burst of events
        push(stack, scene)
    monkeypatch.setattr(SceneStack, "push", spy)
    d = Driver(seed=9, anim="normal")
    # two humans and an AI by default, so pass screens come up; the monkey may change it in Setup
    d.app.setups["nimmt"] = nimmt_setup(3, humans=2)
    for i in range(2500):
        if i == 1250:  # the second half on a pass-and-play table, whatever Setup became,
            d.app.to_title()  # its round played on by the rules to its last turn (so its scores come up)
            t = d.start(nimmt_setup(3, humans=2), seed=4)
            g, moves = t.game, random.Random(4)
            while len(t.state.hands[0]) > 1:
                seat = g.to_move(t.state)[0]
                g.apply(t.state, seat, moves.choice(g.legal_actions(t.state, seat)))
            t.settle(0.0)
            t.finish()
        _random_event(d, rng)
        if not d.app.running:  # a stray Quit: start again rather than stop testing
            d.app.running = True
            d.app.to_title()
        seen.update(type(s).__name__ for s in d.app.stack.scenes)
        for scene in d.app.stack.scenes:
            if isinstance(scene, NimmtTable):
                check_nimmt(scene)
    assert {"Title", "Setup", "NimmtTable", "Pause", "RulesScene", "MoveLog", "SettingsScene", "RoundScores",
            "PassScreen"} - seen == set()
