"""Every way out of the table keeps the game: closing the window (a QUIT
event), Esc → Main menu and Quit all autosave, staged actions included."""

from __future__ import annotations

import pygame

from saves import paths
from saves.store import read_save
from scenes.woodland.session import WoodlandSession, open_session
from tests.scenes.scene_driver import click_button, run_frames
from tests.scenes.woodland.table_steps import centre, drag, open_table, press_key, ready, spot


def _keep_staged(app):
    table = open_table(app, WoodlandSession.new(7))
    ready(app)
    drag(app, spot(table, "keep_supply"), centre(table, 1))
    assert table.game.state.keep == 1
    return table


def test_closing_the_window_autosaves_the_staged_actions(app, isolated_home):
    table = _keep_staged(app)
    log = list(table.game.log)
    assert table.ctl.staged(), "the keep is still staged: not yet committed"
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    assert not app.running
    loaded = open_session(read_save(paths.autosave_path()))
    assert loaded.game.log == log
    assert loaded.game.state.keep == 1


def test_esc_then_main_menu_autosaves_the_staged_actions(app, isolated_home):
    table = _keep_staged(app)
    log = list(table.game.log)
    press_key(app, pygame.K_ESCAPE)
    run_frames(app)
    click_button(app, "Main menu")
    loaded = open_session(read_save(paths.autosave_path()))
    assert loaded.game.log == log
