"""What every game table shares: the game session, card sprites keyed by card
id, turning events into animation, driving AI seats, the pass screen, the
hint, and the one rule for input during animation.

A game's table (tabletop/games/<id>/table.py) subclasses `TableScene` and
provides `layout_table(size)`, `spots(view)` (where every card of the view
rests), `animate(events)` (beats for the events of one action), `draw_table`
(the cloth, zones, seat plaques) and `handle_table` (its human input).

The flow is one-way: input -> `act(seat, action)` applies it to the rules at
once -> its events become timed beats that move sprites -> at the end every
sprite settles on the spot the new view gives it. A click or key while
anything moves finishes the animation instead of acting (and so does the
release of that click), so nobody acts on a picture that is out of date;
only a press on cards that rest, the same before and after, still counts
(6 nimmt!'s AIs lay their cards while you choose from your hand).
"""
from __future__ import annotations

import random
import time
import uuid
from collections import deque
from functools import partial
from typing import Any, Callable, Collection, Iterable

import pygame

from tabletop.ai.search import INDIFFERENT, Root
from tabletop.app import notice, persist, rules_text, sprites, ui
from tabletop.app.cards import (RESTING, STAND_INS, CardSprite, Spot, card_surface, composite, draw_card,
                                drop_stand_ins, forget_unused, set_resting_widths)
from tabletop.app.drag import Dragger
from tabletop.app.main import AI_PAUSE, App, GameSetup
from tabletop.app.scene import Scene
from tabletop.app.tip import Tip
from tabletop.app.tween import Tweener, ease_in_out_cubic, ease_in_quad, ease_out_back, ease_out_quad
from tabletop.games import GAMES
from tabletop.rules import Action, Event, IllegalAction, View, scoreboard
from tabletop.rules.core import record, replay

HINT_SECONDS = 1.0
MAGNIFY_AFTER = 0.6  # seconds the pointer rests on a small card before it is shown large
TURN_AFTER = 0.25  # seconds the table rests after the last card moved before "your turn" rings
TOLD_SECONDS = 1.2  # an AI's step in words stays in the status line at least this long (at the usual AI pause)
FLIGHT = 1000.0  # added to a card's drawing order while it flies: above everything resting
GATHER = 0.4  # seconds the last round's cards take to gather where the next deal comes from (see gather)


def reason(why: Root, unit: str, fewer: bool, short: bool = False) -> str:
    """Why the hint's move, in a few plain words, from what Hard's search found
    (`why`): a sampled search compares the move with the runner-up on the
    deals both were tried in, in the scoreboard's figures (`unit`s, `fewer`:
    fewer is better) where the move came out clearly ahead in them (by two
    standard errors), else as the search weighed them, a lead within the
    noise claimed as none; "" when nothing was measured. `short`: the same in
    fewer words, the deals last ("1.2 bullheads fewer than the next best (240
    deals)"), for where the whole does not fit on a line."""
    if why.how == "only":
        return "it is the only move."
    if why.how == "solved":
        return "worked out exactly, it does best." if short else \
            "worked out exactly over every possibility, it does best."
    if why.how != "tried":
        return ""
    deals = f"deal{'' if why.worlds == 1 else 's'}"
    tried, after = ("", f" ({why.worlds} {deals}).") if short else (f"in {why.worlds} simulated {deals} ", ".")
    gain = round(why.points, 1)
    if gain > 0 and why.points > 2 * why.points_se and why.edge >= 0:
        if short:
            return f"{gain:.1f} {unit}s {'fewer' if fewer else 'more'} than the next best{after}"
        done = f"cost {gain:.1f} {unit}s less" if fewer else f"scored {gain:.1f} {unit}s more"
        return f"{tried}it {done} on average than the next best move{after}"
    if why.edge > max(INDIFFERENT, 2 * why.edge_se):
        return f"better against the others than the next best{after}" if short else \
            f"{tried}it did better against the others than the next best move{after}"
    if abs(why.edge) <= INDIFFERENT and abs(why.points) < 0.05:
        return f"the next best did as well: either will do{after}" if short else \
            f"{tried}the next best move did as well: either will do{after}"
    return f"no other move did clearly better{after}" if short else f"{tried}no other move did clearly better{after}"


class TableScene(Scene):
    """The base of every game table."""

    ticking = True
    shows_through = True  # a dialog over the table dims it only a little
    game_id = ""
    selected: int | None = None  # the hand card picked by click or keyboard (tables that pick one)
    hover: int | None = None  # the card lifted under the pointer (see hover_at)
    # the row picked by pointer or keys when a human chooses among rows (6 nimmt!'s take, the
    # Grinch score sheet); None: the table's sensible start, which every new move returns to
    row_choice: int | None = None
    # cards narrower than this many layout units carry print too fine to read: the
    # pointer resting on one shows it large (0: a game whose cards read at any size)
    FINE_PRINT = 0.0
    u = 5.0  # the table's layout unit (each table's layout sets it; a tall Grinch has its own)
    # the game's moves in words, for the move log: a module with opening(names) (the
    # first lines, before any move) and describe(names, events) (one move's lines);
    # and for the hint, advice(names, view, action, then) (the move it marks, in a few words)
    telling: Any = None
    # how the status line tells a move (see say): whole, from when it is made (a card
    # played and what it captured, in one line); or, where one move holds several steps
    # to follow (6 nimmt!'s turn: each card laid, each row taken), step by step as the
    # table animates them, saying each
    tells_steps = False
    # the hint's words for the scoreboard (see hint_line): what its figures are
    # counted in, and whether fewer of them is better for the player
    hint_words: tuple[str, bool] = ("point", False)
    # the letters of the table's own buttons (besides the Hint's H): a letter whose
    # button is not there says why (see not_now), as a refused move does
    button_keys: Collection[int] = ()

    def __init__(self, app: App, setup: GameSetup, seed: int | None = None, uid: str | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        # the game's identity, made at the deal and kept by its saves (the
        # statistics count a game once however often it is finished)
        self.uid = uid or uuid.uuid4().hex
        # the named save this game belongs to (loaded from, saved as): Keep it
        # and Save as put it back there; a new deal belongs to none
        self.saved_as: str | None = None
        seats = setup.seated()
        self.names = [s.name for s in seats]
        self.levels = [s.level for s in seats]
        self.humans = [i for i, s in enumerate(seats) if s.human]
        self.game = GAMES[setup.game]
        self.seed = app.rng.randrange(2 ** 31) if seed is None else seed
        self.state: Any = self.game.new(len(seats), self.seed, setup.variant)
        self.tweener = Tweener()
        # pointer feedback (lift under the pointer, a card springing home) runs
        # apart: it is not the game catching up, so it never swallows a click
        self.ui_tween = Tweener()
        self.warm: list[tuple[str | None, float, float]] = []
        self.sprites: dict[int, CardSprite] = {}
        self.beats: deque[tuple[float, Callable[[], None]]] = deque()
        self.beat_wait = 0.0
        self.drag = Dragger()
        self.viewer: int | None = self._first_viewer()
        # pass-and-play: the person the screen was last given to, who has it still (their
        # cards hidden while others move); None once everyone has looked (a round's scores)
        self.holder: int | None = None
        self.tickets: dict[int, tuple[Any, int]] = {}   # seat -> (ticket, moves when asked)
        self.answers: dict[int, Action] = {}
        self.ai_wait = 0.0
        self.swallow_release = False  # the press only finished an animation: so does its release
        self.warn: notice.Note = None  # a refused move's reason, and when it was given (see refuse)
        self.hint: Action | None = None
        self.hint_then: Action | None = None  # the hint's second step, for a move made in two (see hint_after)
        self._hint_first: Action | None = None  # a hinted first step while its second is being thought of
        self.hint_ticket: Any = None
        self.hint_why: Any = None  # what Hard's search found for the hint (tabletop.ai.search.Root)
        self.clock = 0.0
        self.passing = False
        self.hint_button = ui.Button("Hint (H)", self.ask_hint)
        self.menu_button = ui.Button("Menu (Esc)", self.open_pause)
        self.help_button = ui.Button("?", self.open_help)  # how to play, as F1 (see open_help)
        self.last_events: list[Event] = []
        self.note = ""  # the last move, or step of one, in words for the status line (see say)
        self.note_by: int | None = None  # whose move or step `note` tells (None: the table's own)
        self.told_left = 0.0  # how long an AI's step just told is still to be read (see say)
        self.status_top = 0.0  # where the status line drawn last begins (see draw_status)
        self._view_key: tuple[int, int | None, int] | None = None
        self._view: View | None = None
        self._bg_key: Any = None
        self._bg: pygame.Surface | None = None
        self._landing: tuple[Any, dict[int, Spot]] = (None, {})  # in_flight's spots, made once a frame
        # the hint's line, whole and short, each with what it was made from (see hint_line), and
        # the room a notice has between the cards (see draw_notice): made once, not every frame
        self._hint_lines: dict[bool, tuple[Any, str]] = {}
        self._notice_room: tuple[Any, tuple[float, tuple[float, float]]] = (None, (0.0, (0.0, 0.0)))
        self.history: list[list[int]] = []  # scores after each round, for the scoreboard
        self.log: list[str] = self.telling.opening(self.names) if self.telling else []  # the move log
        # a round is over and the next already dealt, but its scores are still to
        # be seen: the table's figures still speak of the round that ended
        self.scoring = False
        # a new round's cards are on their way: the last round's gathering, then the deal
        # (see gather); until they have landed, a hand counts the cards landed in it
        self.dealing = False
        # a loaded game saved as a round (or the game) ended: its last move, made
        # again as the table enters (see enter), None once made
        self.replay_last: tuple[int, Action] | None = None
        self.pointer = (-1, -1)
        self.still = 0.0  # seconds the pointer has rested (any press or key starts again)
        self.rung: Any = None  # the human move whose start the "turn" chime rang (see _ring_turn)
        self.calm = 0.0  # seconds the table has been at rest, on top (see _ring_turn)
        # the line a player finds the first time they sit at this game's table (never at a
        # table of AIs alone; once per game, in pass-and-play too): see _step_tip
        self.tip: Tip | None = None
        if self.humans and self.game.id not in app.settings.tips_seen:
            self.tip = Tip(rules_text.tip(self.game.id))

    # -- seats -----------------------------------------------------------------
    def _first_viewer(self) -> int | None:
        if len(self.humans) == 1:
            return self.humans[0]
        if not self.humans:
            return 0  # an all-AI table is watched from seat 0's chair
        return None  # pass-and-play: nobody's cards until the pass screen

    @property
    def view(self) -> View:
        """What the table shows: the view of the seat whose cards are shown
        (made once per state change: every move appends to state.moves)."""
        key = (len(self.state.moves), self.viewer, id(self.state))
        if self._view_key != key:
            self._view_key, self._view = key, self.game.view(self.state, self.viewer)
        assert self._view is not None
        return self._view

    @property
    def me(self) -> int | None:
        """The human seat that may act through this screen now, if any."""
        v = self.viewer
        if v is not None and v in self.humans and v in self.game.to_move(self.state):
            return v
        return None

    def legal(self, seat: int | None = None) -> list[Action]:
        """The legal actions of `seat` (default: the acting human)."""
        seat = self.me if seat is None else seat
        return [] if seat is None else self.game.legal_actions(self.state, seat)

    def leaders(self) -> list[int]:
        """The seats in front (for highlighting): the winners once the game is over,
        before that those with the best total after the last round (the fewest points
        where the lowest total wins), ties shared; none before a round has ended, nor
        while every seat is level."""
        if self.over:
            return self.game.outcome(self.state).winners
        if not self.history:
            return []
        last = self.history[-1]
        best = (min if self.game.lower_wins else max)(last)
        front = [i for i, s in enumerate(last) if s == best]
        return front if len(front) < len(last) else []

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    # -- to provide ------------------------------------------------------------
    def layout_table(self, size: tuple[int, int]) -> None:
        """Compute the zones of the table for a window of `size`."""

    def spots(self, view: View) -> dict[int, Spot]:
        """Where every card of `view` rests, by card id."""
        return {}

    def pause_after(self, events: list[Event]) -> float:
        """How much of the AI pause to hold after these events (1: all of it;
        a table may shorten it after moves there is nothing to follow in)."""
        return 1.0

    def animate(self, events: list[Event]) -> None:
        """Queue beats for the events of one action (default: just settle)."""
        self.later(0.0, lambda: self.settle(0.35))

    def static_key(self) -> Any:
        """Everything `draw_static` depends on; the layer is redrawn when it changes."""
        return None

    def draw_static(self, surf: pygame.Surface) -> None:
        """Draw what changes rarely (cloth, zones, plaques) onto a cached layer."""
        surf.blit(ui.felt(self.size), (0, 0))

    def draw_table(self, surf: pygame.Surface) -> None:
        """Draw everything but the cards: the cached static layer by default."""
        surf.blit(self.static_layer(surf), (0, 0))

    def static_layer(self, surf: pygame.Surface) -> pygame.Surface:
        """What `draw_static` draws for a screen like `surf`, cached until `static_key` changes."""
        key = (self.size, self.static_key())
        if self._bg is None or key != self._bg_key or self._bg.get_size() != surf.get_size():
            if self._bg is None or self._bg.get_size() != surf.get_size():
                # in the screen's format from the start: no converted copy (at 4K, 15-30 ms)
                self._bg = pygame.Surface(surf.get_size(), 0, surf)  # reused: 8 MB at 1080p
            self.draw_static(self._bg)
            self._bg_key = key
        return self._bg

    def draw_over(self, surf: pygame.Surface) -> None:
        """Draw what goes above the cards (labels, banners)."""

    # what the scoreboard's figures are, the start of the line under it (its
    # columns are headed "After round 1", "After round 2"...)
    score_figures = "Totals after each round"
    # every seat's figure before the first round (6 nimmt!: the points everyone starts
    # with); what the first round changed is shown only where it is not its total
    score_start = 0

    def score_note(self, final: bool) -> str:
        """Who wins, said under the scoreboard after `score_figures`
        (`final`: under the game's end)."""
        return ""

    def in_sight(self) -> float:
        """How far down from the top the table stays in sight above a round's scores
        (the Grinch table: the hands shown as the round ended); 0: nothing to keep."""
        return 0.0

    def handle_table(self, event: pygame.event.Event) -> bool:
        """The game's own human input (only called when nothing moves)."""
        return False

    # -- lifecycle -----------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.settle(0.0)
        if self.replay_last is not None:
            # Continue at a round's end: the move that ended it is made again and seen at
            # once to its end, so the round stands under its scores as it did in play,
            # and the next deal follows them as it does in play (its sounds were heard
            # when it was made: only the scores' own, as they come up)
            seat, action = self.replay_last
            self.replay_last = None
            with self.app.silence():
                self.act(seat, action)  # (a table may start its first beats at once)
            self.finish_unheard()
        self.hush_turn()
        persist.autosave(self)  # a new deal replaces the autosave of a game left behind

    def exit(self) -> None:
        """Taken off the stack (a new deal, a saved game opened, back to the
        title): the questions its AIs and its hint wait on are dropped, or the
        worker would think them through before the next table's."""
        super().exit()
        for ticket, _ in self.tickets.values():
            self.app.worker.drop(ticket)
        self.tickets.clear()
        self.drop_hint()

    def drop_hint(self) -> None:
        """The hint being thought of is of no more use (see exit)."""
        if self.hint_ticket is not None:
            self.app.worker.drop(self.hint_ticket)
            self.hint_ticket = None

    def warm_list(self) -> list[tuple[str | None, float, float]]:
        """(face, width, angle) images worth making before they are needed,
        the first needed last."""
        return []

    def _warm(self, budget: float = 0.002) -> None:
        """Make card images ahead of need: their faces are rasterised on the
        faces thread (`sprites.AHEAD`, asked at layout), and here, in spare
        frame time, each is put together with its shadow and turn (under a ms)
        as soon as its face is there. One a frame at least, more while within
        `budget`; a face still being rasterised waits for a later frame. Once
        all are made, the images of the sizes before stand in for none."""
        t0 = time.perf_counter()
        first = True
        while self.warm and (first or time.perf_counter() - t0 < budget):
            face, width, angle = self.warm[-1]
            w = max(4, round(width))
            if not sprites.AHEAD.ready((self.game.id, face, w)):
                return
            first = False
            self.warm.pop()
            composite(self.game.id, face, w, round(angle))
        if not self.warm:
            drop_stand_ins()

    def layout(self, size: tuple[int, int]) -> None:
        held, was = self.drag.sprite, self.size
        # where the pointer holds the card in hand, in card widths from its centre (see hold_again)
        grip = (0.0, 0.0) if held is None else ((held.x - self.pointer[0]) / held.w,
                                                (held.y - self.pointer[1]) / held.w)
        super().layout(size)
        self.place(size)
        forget_unused(self.game.id)
        self.warm = self.warm_list() + self.shown()  # (the cards shown first: stand-ins show them till then)
        # the faces shown now first (those made before the table opened are kept), then the rest
        sprites.AHEAD.ask((self.game.id, face, max(4, round(width))) for face, width, _ in self.warm)
        # a new size means new spots: jump there rather than fly
        self.finish_unheard()
        if self.beats and self.scoring:  # (under a round's scores, the next deal waiting)
            self.picture_ending()
        if held is not None:
            self.hold_again(held, grip, was)

    def hold_again(self, s: CardSprite, grip: tuple[float, float], was: tuple[int, int]) -> None:
        """Take card `s` up again after a layout for a new size (which jumps every
        animation to its end, letting go of it), at its new width, held at the same
        point (`grip`, in card widths from its centre) under the pointer, which is
        where it was seen in the picture of size `was` stretched into the window: a
        card dragged when the window's size settled was dropped back on its pile."""
        p = (round(self.pointer[0] * self.size[0] / was[0]), round(self.pointer[1] * self.size[1] / was[1]))
        spot = self.spots(self.view).get(s.id) if self.sprites.get(s.id) is s else None
        s.w = spot.width if spot is not None else s.w * ui.unit(self.size) / ui.unit(was)  # (Gnoming's draw)
        self.tweener.cancel(s)
        self.ui_tween.cancel(s)  # (its spring home)
        s.x, s.y, s.lift = p[0] + grip[0] * s.w, p[1] + grip[1] * s.w, 1.0
        self.pointer = p
        self.grab(s, p)

    def place(self, size: tuple[int, int]) -> None:
        """Lay out the buttons and the table for a window of `size`."""
        u = ui.unit(size)
        # (placed first: a table's layout keeps clear of them) never lower than 32 px, so that their
        # labels, half as high, read at 16 px (at 800x500 they were 13, the smallest words on the table)
        bw, bh = round(u * 15), max(32, round(u * 4.2))
        self.menu_button.rect = pygame.Rect(size[0] - bw - round(u * 1.5), round(u * 1.2), bw, bh)
        self.hint_button.rect = pygame.Rect(size[0] - bw - round(u * 1.5), size[1] - bh - round(u * 1.5), bw, bh)
        # a small square under the menu's right end: the corner is bare cloth at every table and size
        self.help_button.rect = pygame.Rect(self.menu_button.rect.right - bh, self.menu_button.rect.bottom + round(u),
                                            bh, bh)
        self.layout_table(size)

    def shown(self) -> list[tuple[str | None, float, float]]:
        """(face, width, angle) of every card the table shows now, as in warm_list."""
        return [(s.face, s.width, s.angle) for s in self.spots(self.view).values()]

    def foresee(self, size: tuple[int, int]) -> None:
        """Before the table opens (from Setup): ask the faces thread for the
        faces it opens with in a window of `size`, and let `_warm` put them
        together, without touching what is drawn now."""
        resting = list(RESTING)
        self.size = size
        try:
            self.place(size)
        finally:  # (the layout told the drawing its widths: the scene shown keeps its own, laid out or not)
            set_resting_widths(resting)
        self.warm = self.shown()
        sprites.AHEAD.ask((self.game.id, face, max(4, round(width))) for face, width, _ in self.warm)

    def foresee_ahead(self, size: tuple[int, int]) -> bool:
        """`foresee` in a slice of an idle frame (see ui.ahead): whether it is done. Its layout
        measures type (Gnoming's seat boxes, at each size their figures might fit at: 9-13 ms
        in one frame); when the slice is spent first, it is asked again in the next frame and
        lays out again from the type made so far."""
        try:
            with ui.ahead():
                self.foresee(size)
        except ui.Later:
            return False
        return True

    def resume(self) -> None:
        super().resume()
        self.tweener.speed = self.app.anim_speed or 1.0

    # -- animation -----------------------------------------------------------
    @property
    def animating(self) -> bool:
        return bool(self.beats) or self.tweener.busy

    @property
    def shows_notices(self) -> bool:  # type: ignore[override]
        """A message (a save that failed) waits until the cards are at rest."""
        return not (self.animating or self.ui_tween.busy or self.drag.holding)

    def in_flight(self, cards: Iterable[int]) -> list[int]:
        """Those of `cards` not yet resting where the view puts them (none
        while nothing moves): a pile counts a card from when it lands there
        until it lands elsewhere, not while it waits on the pile it comes from
        (a card squaring up with its pile is there: `CardSprite.near`)."""
        if not self.animating:
            return []
        key = (self.clock, self._view_key, self.size)  # (several piles ask in one frame: one layout)
        if self._landing[0] != key:
            self._landing = (key, self.spots(self.view))
        spots = self._landing[1]
        return [c for c in cards if c not in self.sprites or c not in spots or not self.sprites[c].near(spots[c])]

    def later(self, wait: float, fn: Callable[[], None]) -> None:
        """Run `fn` `wait` seconds after the previous beat ran."""
        self.beats.append((wait, fn))

    def sprite(self, card_id: int, spot: Spot | None = None) -> CardSprite:
        """The sprite of a card, made at `spot` if it has none yet."""
        s = self.sprites.get(card_id)
        if s is None:
            s = CardSprite(card_id, spot or Spot(self.size[0] / 2, self.size[1] / 2, 10, None))
            self.sprites[card_id] = s
        return s

    def move(self, s: CardSprite, spot: Spot, duration: float, delay: float = 0.0,
             flip_to: str | None | bool = False) -> None:
        """Send a sprite to `spot` along a smooth path (turning over on the
        way when `flip_to` is a face or None for the back); it lands flat, not
        lifted as it was under the pointer (the selected card stays lifted)."""
        tw = self.tweener
        self.ui_tween.cancel(s)
        if s.id != self.selected:
            tw.to(s, "lift", 0.0, duration, ease_in_out_cubic, delay)
        if s.near(spot) and flip_to in (False, s.face):  # a shift within its pile: stays in its layer
            s.z = spot.z
        else:
            s.z = max(s.z, spot.z) + FLIGHT  # in flight: above everything resting (see tuck)
            tw.to(s, "z", spot.z, 0.0, delay=delay + duration)
        tw.to(s, "x", spot.x, duration, ease_in_out_cubic, delay)
        tw.to(s, "y", spot.y, duration, ease_in_out_cubic, delay)
        tw.to(s, "w", spot.width, duration, ease_in_out_cubic, delay)
        tw.to(s, "angle", spot.angle, duration, ease_in_out_cubic, delay)
        if flip_to is not False and flip_to != s.face:
            self.flip(s, flip_to if isinstance(flip_to, str) else None, duration, delay)

    def flip(self, s: CardSprite, face: str | None, duration: float = 0.3, delay: float = 0.0) -> None:
        """Turn a card over: x-scale to zero, swap the face, back to one."""
        half = duration / 2

        def swap() -> None:
            s.face = face
            self.tweener.to(s, "sx", 1.0, half, ease_out_quad)
        self.tweener.to(s, "sx", 0.0, half, ease_in_quad, delay, on_done=swap)

    def gather(self, spot: Spot) -> None:
        """A new round: the last round's cards go, face down, to `spot`, where the
        next deal comes from, and the deal (the next beat) waits for them to land
        there (they vanished in one frame as the deal began, the whole table at once)."""
        self.dealing = True
        if not self.sprites:
            return
        for s in self.sprites.values():
            self.move(s, spot, GATHER, flip_to=None)
        self.beats.appendleft((GATHER, lambda: None))

    def landed(self, cards: Iterable[int]) -> int:
        """How many of `cards` (a seat's hand) its plaque counts: all, but while a new
        round's cards gather and are dealt (see gather), those landed in it (it showed the
        new round's count while the last round's cards were still gathering)."""
        ids = list(cards)
        return len(ids) - len(self.in_flight(ids)) if self.dealing else len(ids)

    def grab(self, s: CardSprite, pos: tuple[int, int]) -> None:
        """Pick card `s` up at the pointer (see Dragger.grab): the hover's
        lift tween stops, or it would pull the held card off the pointer."""
        self.ui_tween.cancel(s)
        self.drag.grab(s, pos)

    def spring_back(self, s: CardSprite, home: Spot | None = None, on_done: Callable[[], None] | None = None) -> None:
        """A card dropped where it may not go (or let go of) springs home with
        a little overshoot, still raised if it is the selected card (`home`:
        where, for a card the view has no place for; `on_done`: run once home)."""
        spot = home or self.spots(self.view).get(s.id)
        if spot is None:
            return
        for attr, end in (("x", spot.x), ("y", spot.y), ("angle", spot.angle)):
            self.ui_tween.to(s, attr, end, 0.35, ease_out_back, on_done=on_done if attr == "x" else None)
        self.ui_tween.to(s, "lift", 1.0 if s.id == self.selected else 0.0, 0.2)

    def settle(self, duration: float = 0.35) -> None:
        """Move every sprite to where the current view says its card is; make
        sprites for new cards and drop those of cards gone from the view."""
        spots = self.spots(self.view)
        # faces about to be shown are rasterised on the faces thread while cards fly
        sprites.AHEAD.soon({(self.game.id, s.face, max(4, round(s.width))): None
                            for s in spots.values() if s.face is not None})
        for cid in [c for c in self.sprites if c not in spots]:
            gone = self.sprites.pop(cid)
            self.tweener.cancel(gone)
            self.ui_tween.cancel(gone)
        for cid, spot in spots.items():
            s = self.sprites.get(cid)
            if s is None:
                self.sprites[cid] = CardSprite(cid, spot)
                continue
            if s is self.drag.sprite:
                continue
            if duration <= 0 or s.at(spot):
                self.tweener.cancel(s)
                self.ui_tween.cancel(s)
                s.x, s.y, s.w, s.angle, s.z, s.face, s.sx = spot.x, spot.y, spot.width, spot.angle, spot.z, \
                    spot.face, 1.0
            else:
                self.move(s, spot, duration, flip_to=spot.face)

    def finish(self) -> None:
        """Jump to the end of every animation (a click during one does this); at a
        round's end only up to its scores: the next deal waits for them to be seen,
        the round staying on the table as it ended (as when the beats run in time)."""
        self.beat_wait = 0.0
        while self.beats and self.app.stack.top is self:  # (a new size under the scores: they wait)
            _, fn = self.beats.popleft()
            fn()
        self.tweener.finish()
        self.ui_tween.finish()
        self.drop_held()
        if not self.beats:
            self.settle(0.0)
        self.lift_at_rest()

    def lift_at_rest(self) -> None:
        """Every card flat but the picked one, which stays up as `move` leaves it (F1 or the
        menu and back dropped the card Right or a click had raised), and the one the still
        pointer rests on, lifted as its motion there lifts it (see hover_at): after the jump
        to the end of the animation (the menu or F1 opened) it lay flat under the pointer,
        and stayed flat until the pointer went to another card."""
        self.hover = self.hover_at(self.app.to_canvas(self.app.pointer_in_window))
        for s in self.sprites.values():
            s.lift = 1.0 if s.id in (self.selected, self.hover) else 0.0

    def hover_at(self, pos: tuple[int, int]) -> int | None:
        """The card the pointer at `pos` lifts (a table's hover: what it may take
        there, plain to see), None for none."""
        return None

    def finish_unheard(self) -> None:
        """finish() for a jump that is no part of play (the menu opened, a new
        window size, a saved game opened): what it jumps over is not heard, all
        at once, but for the scores' own sound if it brought them up."""
        top = self.app.stack.top
        with self.app.silence():
            self.finish()
        if self.app.stack.top is not top:
            self.app.play(self.scores_sound(self.over))

    def picture_ending(self) -> None:
        """Lay the round that ended out anew (under its scores, at a new size): the
        move that ended it made again, unseen and unheard, on the state before it
        and its animation run to its end, the next deal still waiting for the scores."""
        waiting, self.beats = self.beats, deque()
        state = self.state
        rec = record(self.game, state)
        (seat, text), rec["moves"] = rec["moves"][-1], rec["moves"][:-1]
        self.state = replay(self.game, rec)
        self.settle(0.0)
        events = self.game.apply(self.state, int(seat), self.game.parse_action(self.state, str(text), int(seat)))
        cut = next(i for i, e in enumerate(events) if e.kind in ("round_end", "game_over"))
        self.animate(events[:cut + 1])
        with self.app.silence():  # (heard when it was made)
            while self.beats:
                self.beats.popleft()[1]()
            self.tweener.finish()  # (a tween's end may sound: the Gnoming count's tick)
        self.state, self.beats = state, waiting

    def resting_under(self, event: pygame.event.Event) -> frozenset[int] | None:
        """The cards under a mouse press when there are some and all rest
        where they belong; None otherwise (and for a key, which is aimed at
        whatever the state holds, seen or not)."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return None
        spots = self.spots(self.view)
        under = {c: s for c, s in self.sprites.items() if s.rect().collidepoint(event.pos)}
        if not under or not all(c in spots and s.at(spots[c]) for c, s in under.items()):
            return None
        return frozenset(under)

    def drop_held(self) -> None:
        """Let go of a held card without acting: it springs home."""
        held = self.drag.release()
        if held is not None:
            self.spring_back(held)

    def refuse(self, why: str) -> None:
        """A drop or click that makes no move: say why, in a few plain words
        (shown for notice.SECONDS in the status line's stead, see refused),
        with a soft sound."""
        self.warn = (why, self.clock)
        self.app.play("refuse")
        if self.tip is not None:  # its reason, in the status line's stead, may run to where the tip stands
            self.tip.leave()

    def not_now(self, key: int) -> None:
        """A button's letter pressed while its button is not there (H while it is not
        your move, Gnav's K with no card drawn): say why, as a refused move does, not
        nothing (nothing once the game is over)."""
        if self.over:
            return
        if self.me is None:
            self.refuse("It is not your turn yet: " + ("a hint is for your own moves." if key == pygame.K_h
                                                        else "wait for it."))
        else:
            self.refuse(self.no_button(key))

    def no_button(self, key: int) -> str:
        """Why the button of letter `key` (one of button_keys) is not there on the
        acting human's turn now, in a few plain words."""
        return "That button is not there now."

    def refused(self) -> tuple[str, tuple[int, int, int]] | None:
        """The reason of the last refused move while it is fresh, with its colour."""
        return notice.newest(self.clock, [(self.warn, notice.REFUSED)])

    def message(self) -> tuple[str, tuple[int, int, int]] | None:
        """What the status line gives way to, with its colour: a refused move's
        reason while it is fresh, else the hint's reason while the hint stands."""
        line = self.hint_line()
        return self.refused() or ((line, ui.GOOD) if line else None)

    def misplaced(self) -> list[int]:
        """Card ids whose sprite is not where the view says (at rest: empty)."""
        spots = self.spots(self.view)
        bad = [c for c in self.sprites if c not in spots]
        bad += [c for c, sp in spots.items() if c not in self.sprites or not self.sprites[c].at(sp)]
        return bad

    # -- acting --------------------------------------------------------------
    def act(self, seat: int, action: Action) -> bool:
        """Apply an action at once and queue its animation; False if illegal."""
        key = self.turn_key() if seat == self.me else None
        try:
            events = self.game.apply(self.state, seat, action)
        except IllegalAction:
            return False
        if key is not None:  # begun before its chime (within TURN_AFTER): no chime amid its steps
            self.rung = key
        self.row_choice = None
        if seat in self.humans:  # an AI's move leaves a human's hint (and why a move was not made) standing
            self.unpick()  # (a move made by any path, not only through the pick: see unpick)
            self.hint = self.hint_then = self._hint_first = None
            self.warn = None  # (why a click made no move: a move made, it would stand over what came of it)
            self.drop_hint()
            if self.tip is not None:  # the player has found how moves are made here
                self.tip.leave()
        self.last_events = events
        # the scoreboard comes between the last turn's animation (with the round's
        # end, which a table may show) and the next deal
        ends = [i for i, e in enumerate(events) if e.kind in ("round_end", "game_over")]
        if not self.tells_steps:
            self.say(events[:ends[0]] if ends else events, seat)
        self.chronicle(events)
        self.answers.pop(seat, None)
        self.tickets.pop(seat, None)
        self._privacy(bool(ends) and not self.over)
        if ends:
            cut = ends[0]
            self.animate(events[:cut + 1])
            final = self.over
            self.scoring = not final
            self.later(0.5, lambda: self.show_scores(final))
            rest = [e for e in events[cut:] if e.kind not in ("round_end", "game_over")]
            if rest:
                if not self.tells_steps:  # a new round's heading, not the last round's last move
                    self.later(0.0, partial(self.say, rest, None))
                self.animate(rest)
        else:
            self.animate(events)
        # at the end, every card to the picture of this move; not when another move
        # came before this one's beats ran (the second step of one click): its own
        # animation and settle follow, and a round it ended must be seen to end
        moves = len(self.state.moves)
        self.later(0.0, lambda: self.settle(0.3) if len(self.state.moves) == moves else None)
        self.ai_wait = self.app.ai_pause * self.pause_after(events)
        self.calm = 0.0  # (animation off: its beats may run and end before the chime looks)
        persist.autosave(self)  # a crash or a closed window loses nothing
        return True

    def unpick(self) -> None:
        """Let go of the picked card (`selected`): its frame goes and it lies flat. A human's
        move does so, made by any path: one made some other way than through the pick (a
        pass-and-play seat's made directly, as the monkey does) left the frame on a card
        still in that hand, and under the round's scores in an opponent's laid-open hand."""
        s = self.sprites.get(self.selected) if self.selected is not None else None
        self.selected = None
        if s is not None and s is not self.drag.sprite:
            self.ui_tween.cancel(s)
            s.lift = 0.0

    def chronicle(self, events: list[Event]) -> None:
        """Keep what a move's events tell: the scores of a round that ended
        (the scoreboard), the move in words (the move log)."""
        from tabletop.app.scenes.movelog import add
        scores = self.round_scores(events)
        if scores is not None:
            self.history.append(list(scores))
        if self.telling:
            add(self.log, self.telling.describe(self.names, events))

    def busy(self, seats: list[int], doing: str = "playing") -> str:
        """The status line while others move: "Ada is playing...", "Ada and Bram are
        choosing...", "Ada, Bram and others are choosing..." (the same in every game)."""
        from tabletop.app.scenes.movelog import agree
        names = [self.names[s] for s in seats]
        who = " and ".join(names) if len(names) < 3 else ", ".join(names[:2]) + (
            f" and {names[2]}" if len(names) == 3 else " and others")
        return f"{agree(who, 'is')} {doing}..."

    def say(self, events: list[Event], by: int | None) -> None:
        """Put in the status line what seat `by` did in `events` (a move, or at a table
        that tells_steps one step of it; None: what the table did, a new round's heading),
        in the move log's words: its first line, to any ";" (what follows, the table
        shows: the line stays as short as a prompt)."""
        from tabletop.app.scenes.movelog import HEADING
        mine = [e for e in events if e.data.get("seat") == by]
        lines = self.telling.describe(self.names, mine) if self.telling else []
        self.note = lines[0].removeprefix(HEADING).split(";")[0].rstrip(".") if lines else ""
        self.note_by = by
        if self.note and by is not None and by not in self.humans:
            # an AI's is read before the next AI's line takes its place: it stays (and the
            # next AI waits) TOLD_SECONDS, in AI pauses' time (see _drive_ai)
            self.told_left = TOLD_SECONDS * self.app.ai_pause / AI_PAUSE

    def said(self, going_on: Collection[int] = ()) -> str:
        """The status line's words for the last move or step (see say) while they are
        to be read: while it is animated, while an AI's is still to be read, and while
        the seat that made it, one of `going_on`, goes on with its turn; "" after."""
        told = self.animating or self.told_left > 0 or self.note_by in going_on
        return self.note if told else ""

    @staticmethod
    def round_scores(events: list[Event]) -> list[int] | None:
        """The scores a round or game end announces among `events`, if any."""
        return next((scoreboard(e.data) for e in events if e.kind in ("round_end", "game_over")
                     and scoreboard(e.data) is not None), None)

    def _privacy(self, new_deal: bool = False) -> None:
        """In pass-and-play, hide a human's cards the moment they are not the
        one to act, before any animation: nothing private lingers. After a
        round (`new_deal`) too: everyone looks at its scores, so the next
        deal's hand comes behind the pass screen even to the one who made
        the round's last move and moves first again (6 nimmt!'s ten cards
        were dealt face up to them, the scores just dismissed). A refused
        move's reason goes with their cards: it may name one ("The 3 of
        hearts cannot go on the 5"), and the table's clock stops under the
        pass screen, so it stood for the next person to read."""
        if len(self.humans) < 2:
            return
        if self.viewer is not None and (new_deal or self.viewer not in self.game.to_move(self.state)):
            self.viewer = self.warn = None
        if new_deal:
            self.holder = None
        spots = self.spots(self.view)
        for cid, s in self.sprites.items():
            if s.face is not None and cid in spots and spots[cid].face is None:
                s.face = None

    # -- per frame -------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.still += dt
        speed = self.app.anim_speed
        moved = self.catch_up()
        self.run_tweens(dt)
        if speed > 0:
            self._run_beats(dt * speed)
        self.dealing = self.dealing and self.animating  # (the deal landed: before an AI moves on)
        self.drag.step(dt)
        # one image a frame while cards move (a frame has room for it), more when still; more
        # still while cards are shown by stand-ins, after a resize: the crisp picture is soon back
        self._warm(0.012 if STAND_INS else 0.0 if self.animating else 0.003)
        self._drive_ai(dt)
        moved = self.catch_up() or moved  # (an AI's move just made: its picture in this frame, not the next)
        self._poll_hint()
        self._maybe_pass()
        self._ring_turn(dt, moved)
        self._step_tip(dt)
        self.tuck()  # (the frame's beats and an AI's move may have sent cards off)

    def catch_up(self) -> bool:
        """With animation off, every card at its place at once: a move's beats run
        and its tweens end in the frame it is made (an AI's move made after the
        frame's beats was drawn a frame with its cards where they had been).
        Whether it ended any: the frame is one of motion all the same (see _ring_turn)."""
        if self.app.anim_speed <= 0 and self.animating:  # only then: finish() lets go of a held
            self.finish()  # card, and dragging must still work
            return True
        return False

    def _step_tip(self, dt: float) -> None:
        """The first-visit tip (see tabletop/app/tip.py) begins once the table is at rest
        on top and a place is found for it (then the settings remember it for this game),
        and ages only while the table is on top (not under the menu or the rules)."""
        tip = self.tip
        if tip is None or self.app.stack.top is not self:
            return
        if tip.begun:
            tip.age += dt
            if self.drag.holding:  # a card taken in hand: the move is found (and goes under it no more)
                tip.leave()
        elif tip.rect is not None and not self.animating:
            tip.age = 0.0
            self.app.settings.tips_seen.add(self.game.id)
            self.app.save_settings()
        if tip.done:
            self.tip = None

    def run_tweens(self, dt: float) -> None:
        """Step what moves (with animation off: end it). Also while a round's
        scores stand over the table (see RoundScores.update): what was on its
        way (a card landing, a penalty rising and fading) goes on to its end,
        and nothing new starts, the beats (the next deal) waiting."""
        speed = self.app.anim_speed
        if speed <= 0:
            self.tweener.finish()
            self.ui_tween.finish()
        else:
            self.tweener.speed = speed
            self.tweener.update(dt)
            self.ui_tween.update(dt)
            self.tuck()

    def tuck(self) -> None:
        """A card flying to a place under a card beside it (drawn into a fanned hand,
        dealt into a hand after the card that covers it) takes the layer it lands in
        once it is over its place, in a frame where no card it overlaps changes sides
        then, or as it touches a card that lies over that place: drawn above everything
        until it landed, it lay over that card and dropped under it in one frame (Gnav
        7 times a game, Grinch 37)."""
        tw = self.tweener
        flying = sorted(((s, z) for s in self.sprites.values() if s.z >= FLIGHT
                         and (z := tw.aim(s, "z")) is not None and z < FLIGHT and s is not self.drag.sprite),
                        key=lambda f: -f[0].z)  # (the highest first: those under it may follow it down)
        if not flying:
            return
        others = [o for o in self.sprites.values() if o is not self.drag.sprite]
        rects = [o.rect() for o in others]
        for s, z in flying:
            there = self.aimed_rect(s)
            r = s.rect()
            if not r.colliderect(there):
                continue
            # the cards it would pass from over to under: none, or one it lies under where it lands
            crossed = [others[i] for i in r.collidelistall(rects) if z < others[i].z < s.z]
            if not crossed or any(o.z < FLIGHT and self.aimed_rect(o).colliderect(there) for o in crossed):
                s.z = z

    def aimed_rect(self, s: CardSprite) -> pygame.Rect:
        """Where card `s` comes to rest (where it is, when it is not moving)."""
        return Spot(self._aim(s, "x"), self._aim(s, "y"), self._aim(s, "w"), None).rect()

    def _aim(self, s: CardSprite, attr: str) -> float:
        """Where `s`'s `attr` is going (where it is, when it is not moving)."""
        aim = self.tweener.aim(s, attr)
        return float(getattr(s, attr)) if aim is None else aim

    def _run_beats(self, dt: float) -> None:
        self.beat_wait += dt
        while self.beats and self.beat_wait >= self.beats[0][0]:
            wait, fn = self.beats.popleft()
            self.beat_wait -= wait
            fn()
            if self.app.stack.top is not self:
                break  # a beat opened a scene (scores); the rest waits for it
        if not self.beats:
            self.beat_wait = 0.0

    def ai_seed(self, seat: int) -> int:
        return random.Random(f"{self.seed}:{seat}:{len(self.state.moves)}").randrange(2 ** 31)

    def _drive_ai(self, dt: float) -> None:
        if self.over:
            return
        to_move = self.game.to_move(self.state)
        for seat in to_move:
            if seat in self.humans or seat in self.tickets or seat in self.answers:
                continue
            legal = self.game.legal_actions(self.state, seat)
            ticket = self.app.worker.ask(self.game.id, self.game.view(self.state, seat), legal,
                                         self.levels[seat], self.ai_seed(seat))
            self.tickets[seat] = (ticket, len(self.state.moves))
        for seat, (ticket, _) in list(self.tickets.items()):
            a = self.app.worker.poll(ticket)
            if a is not None:
                del self.tickets[seat]
                self.answers[seat] = a
        # the pause that lets a person follow an AI move scales with the animation speed;
        # with animation off it stays as at normal speed: the cards jump, but one move at a time
        self.ai_wait -= dt * (self.app.anim_speed or 1.0)
        self.told_left -= dt * (self.app.anim_speed or 1.0)
        if self.animating or self.ai_wait > 0 or self.told_left > 0 or self.passing:
            return
        for seat in sorted(self.answers):
            a = self.answers.pop(seat)
            if seat in to_move and self.act(seat, a):
                return
            # an answer for a picture that changed: ask again next frame

    @property
    def thinking(self) -> bool:
        """Whether an AI decision is still being made."""
        return bool(self.tickets)

    @property
    def hintable(self) -> bool:
        """A human is to act in the round on the table (not in the next one
        while the last one's count and scores are still being seen)."""
        return self.me is not None and not self.scoring

    def ask_hint(self) -> None:
        """Ask the Hard AI what the acting human should do."""
        me = self.me
        if me is None or not self.hintable or self.hint_ticket is not None:
            return
        self.hint_ticket = self.app.worker.ask(self.game.id, self.game.view(self.state, me), self.legal(me),
                                               "hint", self.ai_seed(me), HINT_SECONDS)

    def hint_after(self, seat: int, action: Action) -> tuple[View, list[Action]] | None:
        """When the hint `action` is only the first step of a move the table
        makes in one go (Gnoming's Keep, then a discard pile): `seat`'s view
        and legal actions after it, so the hint can name the second step
        too; None when there is none."""
        return None

    def _poll_hint(self) -> None:
        """Take the Hard AI's answer once it is in (never waiting for it);
        for a move in two steps, ask on for the second before showing it."""
        answer = None if self.hint_ticket is None else self.app.worker.poll(self.hint_ticket)
        if answer is None:
            return
        # Hard's move and why (only the move: its search failed, see AIWorker.poll)
        a, why = answer if isinstance(answer, tuple) and not isinstance(answer, Action) else (answer, None)
        self.hint_ticket = None
        me, legal = self.me, self.legal()
        first, self._hint_first = self._hint_first, None
        if first is not None:
            self.hint, self.hint_then = (first, a) if first in legal else (None, None)
            return
        self.hint, self.hint_then = (a, None) if a in legal else (None, None)
        self.hint_why = why
        after = None if self.hint is None or me is None else self.hint_after(me, a)
        if after is not None and me is not None:  # nothing shown yet: the button still says it is thinking
            self.hint, self._hint_first = None, a
            self.hint_ticket = self.app.worker.ask(self.game.id, *after, "hard", self.ai_seed(me), HINT_SECONDS)

    def hint_line(self, short: bool = False) -> str:
        """The hint in one plain line while it stands ("" when there is none):
        the move marked, in the game's words (both steps of a move made in
        two), and why, when its search measured something to tell (`short`:
        in fewer words, see reason)."""
        me = self.me
        if self.hint is None or me is None or not self.hintable:
            return ""
        key = (self.hint, self.hint_then, self.hint_why, me, len(self.state.moves), id(self.state))
        made = self._hint_lines.get(short)
        if made is not None and made[0] == key:  # (asked several times a frame, for as long as the hint stands)
            return made[1]
        move = (self.telling.advice(self.names, self.game.view(self.state, me), self.hint, self.hint_then)
                if self.telling else str(self.hint))
        why = "" if self.hint_why is None else reason(self.hint_why, *self.hint_words, short=short)
        line = f"Hint: {move} \u2014 {why}" if why else f"Hint: {move}."
        self._hint_lines[short] = (key, line)
        return line

    def draw_notice(self, surf: pygame.Surface, note: tuple[str, tuple[int, int, int]], at: tuple[float, float],
                    anchor: str, max_w: float, most: int = 1) -> pygame.Rect:
        """A notice (see message) in its panel at the status line (notice.draw), kept
        between the cards above and below it there: never over a card or its index
        (the hint's reason in two lines covered 6 nimmt!'s row 4 and your Gnoming
        grid's top row), the hint in its short form where the whole does not fit."""
        text, colour = note
        short = self.hint_line(short=True) if text and text == self.hint_line() else ""
        max_w, room = self.notice_room(at, max_w)
        return notice.draw(surf, text, colour, self.u, at, anchor, max_w, most, short, room)

    def notice_room(self, at: tuple[float, float], max_w: float) -> tuple[float, tuple[float, float]]:
        """How wide a line at `at` may be, at most `max_w` (narrower between cards
        level with it), and the height (top, bottom) free of cards there."""
        x, y, u = at[0], at[1], self.u
        # (where the cards rest changes with the view and the window only: found once for them)
        key = (at, max_w, self.size, len(self.state.moves), self.viewer, id(self.state))
        if self._notice_room[0] != key:
            cards = [r.inflate(round(u), round(u)) for r in self.card_rects()] + self.notice_clears()
            # cards level with the line (Gnoming's grids beside yours) keep it narrower; the
            # cards above and below its width, lower
            for r in cards:
                if r.top <= y <= r.bottom:
                    max_w = min(max_w, 2 * (x - r.right if r.centerx < x else r.left - x) - u * 4)
            column = pygame.Rect(round(x - max_w / 2 - u * 2), 0, round(max_w + u * 4), self.size[1])
            top = max([r.bottom for r in cards if r.colliderect(column) and r.centery < y], default=0)
            bottom = min([r.top for r in cards if r.colliderect(column) and r.centery >= y], default=self.size[1])
            self._notice_room = (key, (max_w, (top, bottom)))
        return self._notice_room[1]

    def draw_status(self, surf: pygame.Surface, msg: str, at: tuple[float, float], max_w: float) -> None:
        """The status line, its middle top at `at`, at most `max_w` wide: in one line,
        or where that would shrink it below a size that reads (a long prompt in a
        small window: Gnav's play, 6 nimmt!'s take, 15 px at 800x500), in two at a
        size that does, rising from the one's place (the last line where the one would be,
        as clear of the cards below: centred on it, Gnav's second line sat 6 px over a
        raised card at 800x500) and kept in the room between the cards there (see
        notice_room); else in one, shrunk. Where it begins is kept in `status_top`, for
        what stands above it."""
        full = round(self.u * 2.8)
        lines: tuple[str, ...] = (msg,)
        px = ui.fit_px(msg, full, max_w)
        top = at[1]
        if not self.reads_in_one(msg, max_w):
            w, (above, below) = self.notice_room(at, max_w)
            two, px2 = ui.fit_lines(msg, full, w, 2)
            step = ui.font(px2).get_linesize()
            if px2 > px and step * len(two) <= below - above:
                lines, px = two, px2
                top = min(max(at[1] - step * (len(two) - 1), above), below - step * len(two))
        step = ui.font(px).get_linesize()
        for k, line in enumerate(lines):
            ui.blit_text(surf, line, px, ui.CREAM, (at[0], top + k * step), "midtop", shadow=True)
        self.status_top = top

    def reads_in_one(self, msg: str, max_w: float) -> bool:
        """Whether the status line `msg`, at most `max_w` wide, reads in one line (else
        draw_status takes two, where it finds the room for them)."""
        full = round(self.u * 2.8)
        return ui.fit_px(msg, full, max_w) >= full * notice.READS

    def notice_clears(self) -> list[pygame.Rect]:
        """What else than the cards a notice at the status line keeps clear of
        (Grinch's score sheet), edge to edge."""
        return []

    def card_rects(self) -> list[pygame.Rect]:
        """Where each card of the view lies at rest as drawn (a card on its way
        there: where it comes to rest), for what is drawn over the table to keep clear of."""
        out = []
        for cid, spot in self.spots(self.view).items():
            s = self.sprites.get(cid)
            if s is not None and s.at(spot):
                out.append(s.rect())
            else:
                out.append(spot.rect())
        return out

    def turn_key(self) -> Any:
        """Which human move is to be made, for the "turn" chime (None: none):
        the acting seat, so a move in steps (draw, then place) rings once."""
        return self.me if self.hintable else None

    def _ring_turn(self, dt: float, moved: bool = False) -> None:
        """Chime "turn" once as a human's move begins after others' moves (an
        AI's, another person's, or their cards being shown): a beat after the
        table comes to rest after them (TURN_AFTER: not with their cards' last
        sound), not on every frame nor for each step of one move. A move that
        is the player's as the screen opens for them does not ring: they just
        asked for that screen (see hush_turn); nor one already begun."""
        key = self.turn_key()
        self.calm = 0.0 if moved or self.animating or self.app.stack.top is not self else self.calm + dt
        if key is None:
            self.rung = None
        elif key != self.rung and self.calm >= TURN_AFTER - 1e-6:
            self.rung = key
            self.app.play("turn")

    def hush_turn(self) -> None:
        """The move now to make (if any) is the player's as the screen opens
        for them: a table opened (a new deal, a saved game), a round begun
        after its scores, a pass screen let go. It is there to see: no chime."""
        self.rung = self.turn_key()

    def _maybe_pass(self) -> None:
        """With two or more humans, hand the screen over before anyone's
        private cards are shown (straight over when the one to act has
        none, or has the screen still: see holder)."""
        if len(self.humans) < 2 or self.animating or self.over or self.app.stack.top is not self:
            return
        if self.viewer is not None and self.viewer in self.game.to_move(self.state):
            return
        waiting = [s for s in self.game.to_move(self.state) if s in self.humans]
        if not waiting:
            return
        from tabletop.app.scenes.passscreen import PassScreen
        seat = self.holder if self.holder in waiting else waiting[0]  # the one with the screen goes first

        def reveal() -> None:
            self.viewer = self.holder = seat
            self.seen_from_viewer()

        def ready() -> None:
            reveal()
            self.hush_turn()
        if seat == self.holder:
            reveal()  # the screen is still theirs, only AIs having moved since: no screen to pass
        elif self.game.view(self.state, seat).data == self.game.view(self.state, None).data:
            reveal()  # nothing of theirs is secret now (a Gnoming turn's start): no screen to pass
        else:
            self.app.push(PassScreen(self.app, self, self.names[seat], ready, self.pass_why(seat)))

    def pass_why(self, seat: int) -> str:
        """What `seat` is handed the screen for, in a few words ending the pass
        screen's "Pass the screen to <name>": its turn, unless a game says more
        (6 nimmt!'s secret choice, Grinch's scoring)."""
        return "for their turn"

    def seen_from_viewer(self) -> None:
        """The table seen at once from the chair of the one now at the screen
        (pass-and-play: the pass screen has just hidden it, or nothing of theirs
        was hidden): every card jumps to its place as the seats' names and labels
        do (flown there, the cards lagged them by 0.25 s, "Your captures" beside
        the other's pile); the cards now theirs to see turn face up where they lie."""
        faces = {cid: s.face for cid, s in self.sprites.items()}
        self.settle(0.0)
        for cid, s in self.sprites.items():
            if cid in faces and s.face != faces[cid]:
                face, s.face = s.face, faces[cid]
                self.flip(s, face, 0.25)

    def open_pause(self) -> None:
        """The pause menu (Esc)."""
        from tabletop.app.scenes.pause import Pause
        self.finish_unheard()
        if self.app.stack.top is self:  # else the jump ended a round: its scores come first
            self.app.push(Pause(self.app, self))

    def open_help(self) -> None:
        """This game's rules page, opened at how its moves are made here (F1 or ?):
        over the table, as the menu's Rules opens it; Esc comes back."""
        from tabletop.app.scenes.rules import RulesScene
        self.finish_unheard()
        if self.app.stack.top is self:  # else the jump ended a round: its scores come first
            self.app.push(RulesScene(self.app, self.game.id, at_the_table=True))

    def open_log(self) -> None:
        """The moves so far, in words (L)."""
        from tabletop.app.scenes.movelog import MoveLog
        self.app.push(MoveLog(self.app, self))

    def restart(self) -> None:
        """The same setup, a new deal, in this table's place (with whatever is above it gone)."""
        while self.app.stack.top is not self and self in self.app.stack.scenes:
            self.app.pop()
        self.app.replace(type(self)(self.app, self.setup))

    def show_scores(self, final: bool) -> None:
        """The scoreboard between rounds, or the game-over scene."""
        from tabletop.app.scenes.scores import GameOver, RoundScores
        self.app.play(self.scores_sound(final))
        self.app.push(GameOver(self.app, self) if final else RoundScores(self.app, self))

    def scores_sound(self, final: bool) -> str:
        """The sound of a round's scores coming up, or of the game's end (`final`)."""
        return self.end_sound() if final else "round"

    def end_sound(self) -> str:
        """The game's end: "win" when a human at the table is among the
        winners (a shared win counts; in pass-and-play any of them), "lose"
        when only AIs won; a game of AIs alone, only watched, ends with "win"."""
        won = set(self.leaders())
        return "win" if not self.humans or won & set(self.humans) else "lose"

    # -- input -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.still = 0.0
            self.pointer = getattr(event, "pos", self.pointer)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?"):
            self.open_help()
            return True
        if self.drag.holding and event.type in (pygame.MOUSEBUTTONDOWN, pygame.WINDOWFOCUSLOST):
            # the release never came (let go outside the window, or the window
            # lost focus), or a second button cancels the drag
            self.drop_held()
        if self.menu_button.handle(event) or self.help_button.handle(event):
            return True
        if event.type == pygame.KEYDOWN and self.help_key(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.swallow_release = False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.animating and not self.drag.holding:
            # catch up first; then, for the same seat, a press still counts
            # only on cards that rested under the pointer and still do (a
            # double-click on your hand while 6 nimmt!'s AIs lay their cards),
            # a key only if it just moves the keyboard's choice (it commits nothing)
            seat, under = self.me, self.resting_under(event)
            self.finish()
            aimed = (event.type == pygame.KEYDOWN and event.key in ui.FOCUS_KEYS) or (
                under is not None and self.resting_under(event) == under)
            if not aimed or seat is None or self.me != seat or self.app.stack.top is not self:
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self.swallow_release = True
                    ui.Button.pressed_at = None  # nor does a button that came up under it act
                return True
        if event.type == pygame.MOUSEBUTTONUP and self.swallow_release:
            self.swallow_release = False
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            if self.hintable:  # (the Hint button's key, while it is shown)
                self.hint_button.press()
            else:
                self.not_now(event.key)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.open_log()
            return True
        if self.hintable and self.hint_button.handle(event):
            return True
        if self.handle_table(event):
            if event.type == pygame.MOUSEBUTTONDOWN and ui.Button.pressed_on is None:
                ui.Button.pressed_on = self  # (a card or a pile: a press on something; its buttons take their own)
            return True
        if event.type == pygame.KEYDOWN and event.key in self.button_keys:
            self.not_now(event.key)  # (the table pressed its button if it was there)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            # a table with no Tab of its own: Tab steps on as Right does, Shift+Tab back as Left
            arrow = pygame.K_LEFT if event.mod & pygame.KMOD_SHIFT else pygame.K_RIGHT
            self.handle_table(pygame.event.Event(pygame.KEYDOWN, key=arrow, mod=0, unicode="", scancode=0))
        # a table is modal: a click on bare cloth must never reach the title screen under it
        return self.modal

    def tab_place(self) -> tuple[int | None, int]:
        """Where the keys are among this table's own Tab stops (the cards, rows,
        piles or buttons Tab steps through, in its order): (the place, None when
        on none yet; how many there are now). A table with none has only "?"."""
        return None, 0

    def leave_stops(self) -> None:
        """The keys went on to the "?" button: a table whose buttons ring
        themselves takes their focus off (see tab_place)."""

    def help_key(self, event: pygame.event.Event) -> bool:
        """The "?" button in the Tab cycle, after the table's own last stop
        (Shift+Tab: before its first): Tab from there comes round to the first
        (the last), Enter or Space presses it, an arrow goes back to the table
        (the table's own place is kept meanwhile, but not shown). True when consumed."""
        back = bool(event.mod & pygame.KMOD_SHIFT)
        if not self.help_button.focus:
            at, n = self.tab_place()
            if event.key != pygame.K_TAB or (n and at != (0 if back else n - 1)):
                return False
            self.leave_stops()
            self.help_button.focus = True
            return True
        if event.key in ui.PRESS_KEYS:
            self.help_button.press()
            return True
        if event.key not in ui.FOCUS_KEYS:
            return False
        self.help_button.focus = False
        at, n = self.tab_place()
        if event.key == pygame.K_TAB and (not n or at == (n - 1 if back else 0)):
            # none of its own, or the table kept its place on the stop that comes next
            self.help_button.focus = not n
            return True
        return False  # the table steps on from its place: round to its first (last)

    # -- drawing ---------------------------------------------------------------
    def magnify(self, surf: pygame.Surface) -> None:
        """A small face-up card the pointer has rested on for a moment, shown
        large beside it (the fine print of a card on a pile can be read; also
        from above the round's scores, by the scene showing them)."""
        u = ui.unit(self.size)
        if self.still < MAGNIFY_AFTER or self.drag.holding or not self.FINE_PRINT:
            return
        under = [s for s in self.sprites.values() if s.face is not None and s.rect().collidepoint(self.pointer)]
        if not under:
            return
        s = max(under, key=lambda s: s.z)
        if s.w >= self.FINE_PRINT * self.u:
            return
        img = card_surface(self.game.id, s.face, round(min(u * 20, self.size[1] * 0.45 / 1.4)))
        r = img.get_rect(midleft=(self.pointer[0] + round(u * 3), self.pointer[1]))
        if r.right > self.size[0]:
            r.midright = (self.pointer[0] - round(u * 3), self.pointer[1])
        r.clamp_ip(surf.get_rect())
        pygame.draw.rect(surf, (8, 20, 14), r.move(round(u * 0.6), round(u * 0.8)), border_radius=r.width // 12)
        surf.blit(img, r)

    def frame(self, surf: pygame.Surface, rect: pygame.Rect, angle: float = 0.0, inside: bool = False) -> pygame.Rect:
        """The frame of what a click or the keys picked (a card, a pile's top, a row to
        take): the keys' focus ring (ui.focus_ring, as on every screen) round `rect`,
        turned as a card is by `angle` (`inside`: its outer edge on `rect`, for a zone
        that keeps it within). It is unlike the gold glow of every place a move may go,
        beside which a plain cream ring on a small pile was hard to tell apart. Gives
        the frame's bounds."""
        u = ui.unit(self.size)
        if inside:
            pad = ui.ring_pad(ui.ring_line(u))
            rect = rect.inflate(-2 * pad, -2 * pad)
        return ui.focus_ring(surf, rect, u, sprites.corner_radius(rect.width), angle)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_table(surf)
        for s in sorted(self.sprites.values(), key=lambda s: s.z):
            if s is not self.drag.sprite:
                draw_card(surf, self.game.id, s)
        if self.drag.sprite is not None:
            draw_card(surf, self.game.id, self.drag.sprite)
        picked = self.sprites.get(self.selected) if self.selected is not None else None
        if picked is not None and self.me is not None and not self.help_button.focus:
            # the card a click or the keys picked: framed, not only raised; in the keys' cream
            # and turned with it (a gold frame upright was lost among Gnav's glowing cards);
            # only while its human may act with it (see unpick)
            self.frame(surf, picked.rect(), picked.angle)
        self.draw_over(surf)
        if self.tip is not None:  # (under a card shown large)
            self.draw_tip(surf)
        if not self.animating:
            self.magnify(surf)
        self.menu_button.draw(surf)
        self.help_button.draw(surf)
        if self.hintable:
            self.hint_button.label = "Thinking..." if self.hint_ticket is not None else "Hint (H)"
            self.hint_button.draw(surf)

    def draw_tip(self, surf: pygame.Surface) -> None:
        """The first-visit tip, on bare cloth found in the picture drawn so far (found
        again when the cards have come to rest elsewhere or the window has a new size;
        the buttons, drawn after it, kept clear of by their places)."""
        assert self.tip is not None
        if self.app.stack.top is self and not self.animating and not self.drag.holding:
            key = (self.size, len(self.state.moves), self.viewer, id(self.state))
            near = (self.size[0] / 2, self.status_top or self.size[1] / 2)
            clear = self.card_rects() + [self.menu_button.rect, self.help_button.rect, self.hint_button.rect]
            # (the Hint button: also while it is hidden)
            self.tip.fit(surf, ui.felt(self.size), key, self.u, near, clear)
        self.tip.draw(surf, ui.unit(self.size))
