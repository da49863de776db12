"""Every way out of either table keeps the game in the autosave, the actions
staged since the last commit included: closing the window (a posted QUIT),
the pause menu's Main menu and Quit, and a terminating signal (SIGTERM,
SIGHUP), in process and to the real program. Each test starts a new game,
stages its first action by mouse (nothing committed yet: during the first
turn only the opening autosave exists), leaves, and reloads the autosave to
the same game. Continue on the title then brings that game back."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from saves import paths
from saves.settings import Settings
from saves.store import read_save
from scenes.app import App
from scenes.codex import opening as codex_opening
from scenes.codex.session import CodexSession
from scenes.codex.session import open_session as open_codex
from scenes.codex.table import CodexTable
from scenes.pause import PauseMenu
from scenes.start import open_first
from scenes.title import TitleScene
from scenes.woodland import opening as root_opening
from scenes.woodland.session import WoodlandSession
from scenes.woodland.session import open_session as open_root
from scenes.woodland.table import WoodlandTable
from tests.scenes.codex import steps as codex_steps
from tests.scenes.scene_driver import click_button, press, run_frames
from tests.scenes.woodland import table_steps as root_steps

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("woodland", "codex")
TABLES = {"woodland": WoodlandTable, "codex": CodexTable}
OPEN_SESSION = {"woodland": open_root, "codex": open_codex}


def start_and_stage(app, game: str):
    """A new game from the New game path, its first action staged by mouse."""
    if game == "woodland":
        root_opening.start_game(app, seed=7)
        run_frames(app, 2)
        root_steps.ready(app)
        table = app.stack.find(WoodlandTable)
        root_steps.drag(app, root_steps.spot(table, "keep_supply"), root_steps.centre(table, 1))
        assert table.game.state.keep == 1
    else:
        codex_opening.start_game(app, seed=4)
        run_frames(app, 2)
        codex_steps.ready(app)
        table = app.stack.find(CodexTable)
        card = next(a for a in table.game.legal_actions()
                    if a.verb == "play" and len(a.args) == 1).args[0]
        codex_steps.drag(app, codex_steps.spot(table, "card", card),
                         codex_steps.spot(table, "table", 0))
        assert [a.verb for a in table.game.history] == ["play"]
    assert table.ctl.staged(), "the action is staged, not yet committed"
    assert read_save(paths.autosave_path()).game["actions"] == [], "only the opening autosave"
    return table


def assert_autosave_holds(game: str, table) -> None:
    save = read_save(paths.autosave_path())
    assert save.mode == game
    loaded = OPEN_SESSION[game](save)
    assert loaded.game.log == table.game.log and loaded.game.log
    assert loaded.game.state_hash() == table.game.state_hash()


def open_pause(app) -> None:
    press(app, pygame.K_ESCAPE)
    run_frames(app)
    assert isinstance(app.stack.top, PauseMenu)


@pytest.mark.parametrize("game", GAMES)
def test_closing_the_window_autosaves_the_staged_actions(app, game):
    table = start_and_stage(app, game)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    assert not app.running
    assert_autosave_holds(game, table)


@pytest.mark.parametrize("game", GAMES)
def test_closing_the_window_over_the_pause_menu_autosaves_the_staged_actions(app, game):
    table = start_and_stage(app, game)
    open_pause(app)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    assert not app.running
    assert_autosave_holds(game, table)


@pytest.mark.parametrize("game", GAMES)
def test_pause_menu_main_menu_autosaves_the_staged_actions(app, game):
    table = start_and_stage(app, game)
    open_pause(app)
    click_button(app, "Main menu")
    assert isinstance(app.stack.top, TitleScene) and app.running
    assert_autosave_holds(game, table)


@pytest.mark.parametrize("game", GAMES)
def test_pause_menu_quit_autosaves_the_staged_actions(app, game):
    table = start_and_stage(app, game)
    open_pause(app)
    click_button(app, "Quit")
    assert not app.running
    assert_autosave_holds(game, table)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
@pytest.mark.parametrize("game", GAMES)
def test_a_terminating_signal_autosaves_the_staged_actions(app, game, signum):
    table = start_and_stage(app, game)
    # Without a handler the signal would end the test run itself.
    assert callable(signal.getsignal(signum)), "the app does not catch this signal"
    os.kill(os.getpid(), signum)
    app.step(1 / 60)
    assert not app.running
    assert_autosave_holds(game, table)


def test_shutting_the_app_down_gives_the_signals_back(app):
    before = {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGHUP)}
    other = App(Settings(), size=(640, 360))
    assert all(callable(signal.getsignal(s)) for s in before)
    other.shutdown()
    assert {s: signal.getsignal(s) for s in before} == before


@pytest.mark.parametrize("game", GAMES)
def test_continue_after_closing_the_window_brings_the_game_back(app, game):
    table = start_and_stage(app, game)
    log, state = list(table.game.log), table.game.state_hash()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    app.shutdown()
    again = App(Settings(), size=(1280, 720))
    try:
        open_first(again)
        run_frames(again, 2)
        click_button(again, "Continue")
        run_frames(again, 2)
        back = again.stack.find(TABLES[game])
        assert back is not None
        assert back.game.log == log and back.game.state_hash() == state
    finally:
        again.shutdown()


def played(game: str, seed: int, actions: int):
    session = WoodlandSession.new(seed) if game == "woodland" else CodexSession.new(seed)
    rnd = random.Random(seed)
    for _ in range(actions):
        legal = session.game.legal_actions()
        if not legal:
            break
        session.game.apply(rnd.choice(legal))
    return session


@pytest.mark.parametrize("game", GAMES)
def test_the_real_program_told_to_terminate_at_the_table_autosaves_and_exits_0(
        tmp_path, game):
    """``main.py --load`` opens the game at the table without autosaving; a
    SIGTERM after the first frame must leave the autosave holding it."""
    session = played(game, 12, 25)
    saved = session.save("Evening")
    assert not paths.autosave_path().exists()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               WOODLAND_REPORT_FIRST_FRAME="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    program = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--load", str(saved)],
                               cwd=ROOT, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        for line in program.stdout:
            if line.strip() == "first-frame":
                break
        program.send_signal(signal.SIGTERM)
        _out, err = program.communicate(timeout=120)
    finally:
        if program.poll() is None:
            program.kill()
            program.wait()
    assert program.returncode == 0, err
    save = read_save(paths.autosave_path())
    assert save.mode == game and save.name == "Evening"
    assert save.game["actions"] == session.game.log
