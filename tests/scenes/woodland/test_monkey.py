"""A monkey at the table: seeded random mouse, keyboard and resize events on a
game in progress. Nothing may raise, the engine's invariants must hold, and
every line of the log must be a legal action (the log replays from the seed
through `Game.apply` to the very same position).

The monkey presses mostly where something is (pieces, clearings, buttons,
the hand) and drags from one such point to another, so it plays; it also
clicks at random, scrolls, resizes the window, opens and leaves menus. If it
leaves the table (Main menu, Quit) the game it was playing is put back, so
all events land on a game. Events are posted in batches of ``BATCH`` per
frame (one draw per batch) to keep the default run short.

Larger runs: ``MONKEY_EVENTS=200000 MONKEY_SEED=3 python -m pytest
tests/scenes/woodland/test_monkey.py`` (``MONKEY_BATCH`` sets events per
frame; 1 draws after every event).
"""

from __future__ import annotations

import os
import random

import pygame
import pytest

from game.woodland.game import Game
from saves.settings import Settings
from scenes import i18n
from scenes.app import App
from scenes.woodland.opening import open_table
from scenes.woodland.session import board
from scenes.woodland.table import WoodlandTable
from tests.scenes.woodland.play import played_session
from tests.woodland.invariants import check_invariants

EVENTS = int(os.environ.get("MONKEY_EVENTS", "20000"))
SEED = int(os.environ.get("MONKEY_SEED", "1"))
BATCH = int(os.environ.get("MONKEY_BATCH", "40"))
CHECK_EVERY = 40  # frames between invariant checks (each one round-trips the position)
LAYOUT = (1920, 1080)
# Mostly the layout's own size: any other window costs a full-screen smoothscale per
# frame (App.present), which would be most of the test's time.
SIZES = [(1280, 720), (960, 540), (1000, 1000), (800, 600)] + [(1920, 1080)] * 4
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_z, pygame.K_TAB, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE, pygame.K_BACKSPACE,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_DELETE,
        pygame.K_a, pygame.K_x] + [pygame.K_1 + i for i in range(9)]


class Monkey:
    def __init__(self, app, rng: random.Random) -> None:
        self.app = app
        self.rng = rng
        self.pointer = (960, 540)
        self.held: tuple[int, int] | None = None

    def targets(self) -> list[tuple[int, int]]:
        """Points where something is: the top scene's widgets, the table's hits."""
        top = self.app.stack.top
        points = []
        group = getattr(top, "group", None)
        if group is not None:
            points += [w.rect.center for w in group.widgets if w.visible]
        if isinstance(top, WoodlandTable):
            layer = top.view._layer
            if layer is not None:
                points += [r.center for r, _hit in layer.hits]
            points += [spot.centre for spot in top.view.layout.spots.values()]
        return points

    def point(self) -> tuple[int, int]:
        targets = self.targets()
        if targets and self.rng.random() < 0.75:
            x, y = self.rng.choice(targets)
            x += self.rng.randint(-6, 6)
            y += self.rng.randint(-6, 6)
        else:
            x, y = self.rng.randrange(LAYOUT[0]), self.rng.randrange(LAYOUT[1])
        return min(max(x, 0), LAYOUT[0] - 1), min(max(y, 0), LAYOUT[1] - 1)

    def post(self, kind: int, **fields) -> None:
        pygame.event.post(pygame.event.Event(kind, **fields))

    def motion(self, pos: tuple[int, int]) -> None:
        window = self.app.to_window(pos)
        old = self.app.to_window(self.pointer)
        buttons = (1, 0, 0) if self.held else (0, 0, 0)
        self.post(pygame.MOUSEMOTION, pos=window, rel=(window[0] - old[0], window[1] - old[1]),
                  buttons=buttons)
        self.pointer = pos

    def one(self) -> int:
        """Post one random input; returns how many events it posted."""
        roll = self.rng.random()
        if self.held is not None:  # finish a drag: move there, then let go
            end = self.point()
            self.motion(((self.pointer[0] + end[0]) // 2, (self.pointer[1] + end[1]) // 2))
            self.motion(end)
            self.post(pygame.MOUSEBUTTONUP, pos=self.app.to_window(end), button=1)
            self.held = None
            return 3
        if roll < 0.30:
            self.motion(self.point())
            return 1
        if roll < 0.55:  # press and maybe drag
            start = self.point()
            self.motion(start)
            self.post(pygame.MOUSEBUTTONDOWN, pos=self.app.to_window(start), button=1)
            if self.rng.random() < 0.5:
                self.held = start
            else:
                self.post(pygame.MOUSEBUTTONUP, pos=self.app.to_window(start), button=1)
            return 3
        if roll < 0.62:
            pos = self.app.to_window(self.point())
            button = self.rng.choice((2, 3, 4, 5))
            self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
            self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
            return 2
        if roll < 0.70:
            self.post(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-2, -1, 1, 2)), flipped=False,
                      precise_x=0.0, precise_y=1.0)
            return 1
        if roll < 0.995:
            key = self.rng.choice(KEYS)
            mod = pygame.KMOD_CTRL if key == pygame.K_z and self.rng.random() < 0.7 else 0
            if self.rng.random() < 0.05:
                mod |= pygame.KMOD_SHIFT
            char = pygame.key.name(key) if len(pygame.key.name(key)) == 1 and not mod else ""
            self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)
            self.post(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)
            return 2
        size = self.rng.choice(SIZES)  # the window dragged to a new size
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self.post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
        return 1


def _replays_from_the_start(session) -> None:
    """Every log line is a legal action, and together they make this game,
    from its seed, or for a lesson (the monkey may reach one through the
    reference's lesson chips) from the lesson's position."""
    lesson = getattr(session, "source", None)
    game = lesson.new_game() if lesson is not None \
        else Game.new(board(), session.seed, session.options)
    for number, text in enumerate(session.game.log, start=1):
        assert game.is_legal(text), f"log line {number} ({text}) is not legal there"
        game.apply(text)
    assert game.state_hash() == session.game.state_hash()


@pytest.fixture
def big_app():
    """The app at 1920x1080 (drawn straight onto the window, no scaling)."""
    application = App(Settings(), size=LAYOUT)
    pygame.event.clear()
    yield application
    application.shutdown()
    i18n.set_language("en")


def test_monkey_at_the_table_breaks_nothing(big_app):
    from scenes.start import open_first

    app = big_app
    session = played_session(seed=SEED + 30, actions=40, choice_seed=SEED)
    open_first(app)
    open_table(app, session)
    rng = random.Random(SEED)
    monkey = Monkey(app, rng)
    sessions = {id(session): session}
    posted = frames = 0
    start_log = len(session.game.log)
    while posted < EVENTS:
        batch = 0
        while batch < BATCH and posted + batch < EVENTS:
            batch += monkey.one()
        posted += batch
        app.step(1 / 60)
        frames += 1
        if not app.running:  # Quit in the pause menu: the game was autosaved; go on
            app.running = True
        table = app.stack.find(WoodlandTable)
        if table is None:  # left for the title: sit down at the same game again
            monkey.held = None
            open_table(app, session)
            table = app.stack.find(WoodlandTable)
        session = table.session
        sessions.setdefault(id(session), session)
        if frames % CHECK_EVERY == 0:
            check_invariants(session.game)
    for played in sessions.values():
        check_invariants(played.game)
        _replays_from_the_start(played)
    assert posted >= EVENTS
    # The monkey did play: the game moved on from where it sat down.
    assert any(len(s.game.log) != start_log for s in sessions.values())
