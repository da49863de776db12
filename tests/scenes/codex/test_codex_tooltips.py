"""Tooltips belong to what the pointer is on: none from the table under the
game-over panel, the pause menu or a "Which one?" menu, and the opponent's
Workers are described, not offered for hiring."""

from __future__ import annotations

import pygame

from scenes.codex.overlays import GameOverPanel
from scenes.codex.view import Hit
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import drag, open_table, press_key, ready, session_of, spot
from tests.scenes.scene_driver import hover, run_frames


def test_the_base_tooltip_does_not_stay_over_the_game_over_panel(app):
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    sc.base_damage(1, 18)
    table = open_table(app, session_of(sc.game()))
    ready(app)
    drag(app, spot(table, "unit", brother), spot(table, "building", 1, "base"))
    assert isinstance(app.stack.top, GameOverPanel)
    run_frames(app, 40)
    assert table.hover == Hit("building", (1, "base"))  # where the drop left the pointer
    assert table.shown_tooltip() == ""


def test_no_table_tooltip_under_the_pause_menu(app):
    sc = Scenario()
    table = open_table(app, session_of(sc.game()))
    ready(app)
    hover(app, spot(table, "building", 1, "base"))
    run_frames(app, 40)
    assert "base" in table.shown_tooltip().lower()
    press_key(app, pygame.K_ESCAPE)
    assert app.stack.top is not table
    run_frames(app, 40)
    assert table.shown_tooltip() == ""


def test_the_opponents_workers_tooltip_offers_no_hiring(app):
    table = open_table(app, session_of(Scenario().game()))
    ready(app)
    mine = table.tooltip_for(Hit("workers", (0,)))
    theirs = table.tooltip_for(Hit("workers", (1,)))
    assert "hire" in mine
    assert "hire" not in theirs and "Drag" not in theirs and "opponent" in theirs


def test_no_card_tooltip_under_the_which_one_menu(app):
    from scenes.woodland.overlays import ChoiceMenu

    sc = Scenario(turn=1)
    sc.hero(1)
    sc.unit(1, "older_brother")
    fencer = sc.unit(1, "nimble_fencer")
    sc.unit(1, "tenderfoot")
    sc.hand(1, "two_step").gold(1, 5)
    table = open_table(app, session_of(sc.game()))
    ready(app)
    drag(app, spot(table, "card", "two_step"), spot(table, "unit", fencer))
    assert isinstance(app.stack.top, ChoiceMenu)
    run_frames(app, 40)
    assert table.shown_tooltip() == ""
