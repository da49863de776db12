"""A second add-on destroys the first and costs the base 2 damage (spec §3):
the Buildings panel says so before, and a click asks before doing it."""

from __future__ import annotations

import pygame

from game.codex.state import BASE
from scenes.codex.table import CodexTable
from scenes.codex.view import Hit
from scenes.dialog import Dialog
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import open_table, press_key, ready, session_of, spot
from tests.scenes.scene_driver import click, click_button


def _table(app) -> CodexTable:
    sc = Scenario().gold(0, 9)
    sc.building(0, "tower")
    table = open_table(app, session_of(sc.game()))
    ready(app)
    return table


def test_3_the_surplus_row_warns_that_it_replaces_the_tower_and_damages_the_base(app):
    table = _table(app)
    tip = table.tooltip_for(Hit("build", ("surplus",)))
    assert "Replaces your Tower" in tip and "base takes 2 damage" in tip
    assert table.snap.side(0).replaces == {"surplus": "tower"}
    assert "Replaces" not in table.tooltip_for(Hit("build", ("tech1",)))


def test_3_a_click_on_surplus_asks_first_and_cancel_keeps_the_tower(app):
    table = _table(app)
    game = table.game
    before = game.state_hash()
    click(app, spot(table, "build", "surplus"))
    assert isinstance(app.stack.top, Dialog)
    assert game.state_hash() == before  # nothing spent, nothing destroyed yet
    press_key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and game.state_hash() == before
    click(app, spot(table, "build", "surplus"))
    click_button(app, table.app.stack.top.buttons[0].text)
    assert game.state.addon[0] == 2 and game.state.bld_dmg[0][BASE] == 2


def test_3_a_first_add_on_is_built_at_once(app):
    sc = Scenario().gold(0, 9)
    table = open_table(app, session_of(sc.game()))
    ready(app)
    click(app, spot(table, "build", "tower"))
    assert app.stack.top is table and table.game.state.addon[0] == 1
