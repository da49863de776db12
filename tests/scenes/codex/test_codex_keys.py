"""Enter at the Codex table ends the main phase (README, keys), whatever
button the mouse last used: a click on **All actions…** focuses that button,
and its list closed, Enter must not open it again."""

from __future__ import annotations

import pygame
import pytest

from scenes.codex.overlays import PassScreen
from scenes.codex.table import CodexTable
from scenes.woodland.overlays import ActionList
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import open_table, press_key, ready, session_of
from tests.scenes.scene_driver import click_button, run_frames


def _table(app) -> CodexTable:
    sc = Scenario()
    sc.unit(0, "older_brother")
    sc.hand(0, "timely_messenger").gold(0, 3)
    table = open_table(app, session_of(sc.game()))
    ready(app)
    return table


@pytest.mark.parametrize("close", ["Close", "Esc"])
def test_enter_ends_the_main_phase_after_the_action_list_was_closed(app, close):
    table = _table(app)
    game = table.game
    click_button(app, "All actions…")
    assert isinstance(app.stack.top, ActionList)
    if close == "Esc":
        press_key(app, pygame.K_ESCAPE)
    else:
        click_button(app, "Close")
    run_frames(app, 2)
    assert app.stack.top is table
    press_key(app, pygame.K_RETURN)
    assert game.history[-1].verb == "end" and game.state.turn == 1
    assert isinstance(app.stack.top, PassScreen)


def test_enter_takes_a_button_the_keyboard_chose(app):
    """Tab to **All actions…**: then Enter is that button's (keyboard play)."""
    table = _table(app)
    for _ in range(8):
        press_key(app, pygame.K_TAB)
        if table.group.focused_widget is table.list_button:
            break
    assert table.group.focused_widget is table.list_button
    press_key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ActionList)
    assert table.game.state.turn == 0
