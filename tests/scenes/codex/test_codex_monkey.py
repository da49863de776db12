"""A monkey at the Codex table: seeded random mouse, keyboard and resize events
on a game in progress. Nothing may raise, the engine's invariants must hold,
every log line must be a legal action (the history replays from the seed
through ``Game.apply`` to the same position, and the log has one actor line
per action).

The monkey presses mostly where something is (cards, slots, buildings,
buttons) and drags from one such point to another, so it plays; it also
clicks at random, scrolls, resizes the window, opens and leaves menus. If it
leaves the table (Main menu, Quit) the same game is put back. Events go in
batches of ``BATCH`` per frame (one draw per batch) to keep the run short.

Larger runs: ``MONKEY_EVENTS=200000 MONKEY_SEED=3 python -m pytest
tests/scenes/codex/test_codex_monkey.py`` (``MONKEY_BATCH=1`` draws after
every event).
"""

from __future__ import annotations

import os
import random

import pygame
import pytest

from game.codex.game import Game
from saves.settings import Settings
from scenes import i18n
from scenes.app import App
from scenes.codex.session import CodexSession
from scenes.codex.table import CodexTable
from tests.codex.invariants import check_invariants

EVENTS = int(os.environ.get("MONKEY_EVENTS", "20000"))
# The default run's seed: its walk plays (seed 1 stopped playing once Enter
# always ended the phase: it ended three turns and sat in the tech overlay).
SEED = int(os.environ.get("MONKEY_SEED", "2"))
BATCH = int(os.environ.get("MONKEY_BATCH", "40"))
CHECK_EVERY = 25
LAYOUT = (1920, 1080)
SIZES = [(1280, 720), (960, 540), (800, 600)] + [(1920, 1080)] * 5
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_z, pygame.K_TAB, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE, pygame.K_PAGEUP,
        pygame.K_PAGEDOWN, pygame.K_a, pygame.K_1]


class Monkey:
    def __init__(self, app, rng: random.Random) -> None:
        self.app = app
        self.rng = rng
        self.pointer = (960, 540)
        self.held: tuple[int, int] | None = None

    def targets(self) -> list[tuple[int, int]]:
        top = self.app.stack.top
        points = []
        group = getattr(top, "group", None)
        if group is not None:
            points += [w.rect.center for w in group.widgets if w.visible]
        cells = getattr(top, "cells", None)
        if cells:
            points += [r.center for r, _code in cells]
        if isinstance(top, CodexTable):
            points += [r.center for r, _hit in top.view.hits]
        return points

    def point(self) -> tuple[int, int]:
        targets = self.targets()
        if targets and self.rng.random() < 0.8:
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
        roll = self.rng.random()
        if self.held is not None:
            end = self.point()
            self.motion(((self.pointer[0] + end[0]) // 2, (self.pointer[1] + end[1]) // 2))
            self.motion(end)
            self.post(pygame.MOUSEBUTTONUP, pos=self.app.to_window(end), button=1)
            self.held = None
            return 3
        if roll < 0.30:
            self.motion(self.point())
            return 1
        if roll < 0.60:
            start = self.point()
            self.motion(start)
            self.post(pygame.MOUSEBUTTONDOWN, pos=self.app.to_window(start), button=1)
            if self.rng.random() < 0.6:
                self.held = start
            else:
                self.post(pygame.MOUSEBUTTONUP, pos=self.app.to_window(start), button=1)
            return 3
        if roll < 0.66:
            pos = self.app.to_window(self.point())
            button = self.rng.choice((2, 3, 4, 5))
            self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
            self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
            return 2
        if roll < 0.72:
            self.post(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-2, -1, 1, 2)), flipped=False,
                      precise_x=0.0, precise_y=1.0)
            return 1
        if roll < 0.996:
            key = self.rng.choice(KEYS)
            mod = pygame.KMOD_CTRL if key == pygame.K_z and self.rng.random() < 0.7 else 0
            self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
            self.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
            return 2
        size = self.rng.choice(SIZES)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self.post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
        return 1


def _log_is_legal(table: CodexTable) -> None:
    session = table.session
    game = Game.new(session.seed, session.options)
    for number, action in enumerate(session.game.history, start=1):
        assert game.is_legal(action), f"log line {number} ({action}) is not legal there"
        game.apply(action)
    assert game.state_hash() == session.game.state_hash()
    actor_lines = [line for line in table.lines if line.player is not None]
    assert len(actor_lines) == len(session.game.history)


@pytest.fixture
def big_app():
    application = App(Settings(), size=LAYOUT)
    pygame.event.clear()
    yield application
    application.shutdown()
    i18n.set_language("en")


def test_monkey_at_the_codex_table_breaks_nothing(big_app):
    app = big_app
    session = CodexSession.new(SEED + 11)
    app.stack.push(CodexTable(app, session))
    rng = random.Random(SEED)
    monkey = Monkey(app, rng)
    posted = frames = 0
    while posted < EVENTS:
        batch = 0
        while batch < BATCH and posted + batch < EVENTS:
            batch += monkey.one()
        posted += batch
        app.step(1 / 60)
        frames += 1
        if not app.running:
            app.running = True
        table = app.stack.find(CodexTable)
        if table is None:
            monkey.held = None
            app.stack.reset(CodexTable(app, session))
            table = app.stack.find(CodexTable)
        if frames % CHECK_EVERY == 0:
            check_invariants(session.game)
    check_invariants(session.game)
    _log_is_legal(table)
    assert posted >= EVENTS
    assert len(session.game.history) > 5  # the monkey did play
