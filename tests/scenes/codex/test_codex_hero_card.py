"""The hero's card in play is looked at and dragged, not clicked to spend:
levelling up (1 gold) is the hero panel's deliberate click (README), and the
card's tooltip says how its abilities are used."""

from __future__ import annotations

from game.codex.actions import Action
from scenes.codex.view import Hit
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import open_table, ready, session_of, spot
from tests.scenes.scene_driver import click


def _table(app):
    sc = Scenario().gold(0, 6)
    hero = sc.hero(0, level=3)
    sc.unit(1, "older_brother", patrol="squad_leader")
    table = open_table(app, session_of(sc.game()))
    ready(app)
    return table, hero


def test_a_click_on_the_hero_card_in_play_spends_no_gold(app):
    table, hero = _table(app)
    game = table.game
    before = game.state_hash()
    click(app, spot(table, "unit", hero))
    assert game.state_hash() == before and game.state.gold[0] == 6
    assert "panel" in app.toasts.toasts[-1].message
    click(app, spot(table, "hero", 0))  # the panel levels it, deliberately
    assert game.history[-1] == Action("level") and game.state.gold[0] == 5


def test_the_hero_card_tooltip_says_to_drag_it_onto_a_target(app):
    table, hero = _table(app)
    tip = table.tooltip_for(Hit("unit", (hero,)))
    assert "Drag it onto" in tip and "panel" in tip
