"""After a finished game the title offers no Continue (there is nothing left
to play); the finished game stays on the Load screen, marked as over."""

from __future__ import annotations

import random

from game.codex.actions import Action
from saves import paths
from saves.store import read_save
from scenes.codex.overlays import GameOverPanel, PassScreen
from scenes.codex.session import CodexSession
from scenes.codex.table import CodexTable
from scenes.load_scene import LoadScene
from scenes.start import open_first
from scenes.title import TitleScene
from tests.scenes.codex.steps import ready
from tests.scenes.scene_driver import click_button, run_frames, until


def finished(seed: int) -> CodexSession:
    session = CodexSession.new(seed)
    rnd = random.Random(seed)
    while not session.game.is_over:
        session.game.apply(rnd.choice(session.game.legal_actions()))
    return session


def menu_labels(app) -> list[str]:
    title = app.stack.top
    assert isinstance(title, TitleScene)
    return [widget.text for widget in title.group.widgets]


def test_leaving_a_finished_game_for_the_title_offers_no_continue(app):
    whole = finished(1)
    session = CodexSession.replay(whole.seed, {}, whole.game.log[:-1])
    session.seats = {"player1": "human", "player2": "human"}
    open_first(app)
    table = app.stack.push(CodexTable(app, session))
    run_frames(app, 2)
    if isinstance(app.stack.top, PassScreen):
        ready(app)
    assert table.take(Action.parse(whole.game.log[-1]))  # the winning action, at the table
    until(app, lambda: isinstance(app.stack.top, GameOverPanel), seconds=30.0, dt=0.5)
    click_button(app, "Main menu")
    assert read_save(paths.autosave_path()).finished
    assert "Continue" not in menu_labels(app)
    assert menu_labels(app)[0] == "New game"
    click_button(app, "Load game")
    loader = app.stack.top
    assert isinstance(loader, LoadScene)
    assert [row.detail.split(" · ")[1] for row in loader.list.rows] == [
        f"turn {session.round}, game over"]


def test_an_unfinished_autosave_still_offers_continue(app):
    session = finished(1)
    unfinished = CodexSession.replay(session.seed, {}, session.game.log[:-1])
    assert not unfinished.game.is_over
    unfinished.autosave()
    assert not read_save(paths.autosave_path()).finished
    open_first(app)
    run_frames(app)
    assert menu_labels(app)[0] == "Continue"
