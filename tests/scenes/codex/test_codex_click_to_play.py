"""A hand card is played by two clicks as well as by a drag: clicked, it is
held (its places glow, a toast says so), and the next click plays it where
it lands; Esc or a click on nothing puts it back and changes nothing."""

from __future__ import annotations

import pygame

from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import last_toast, open_table, press_key, ready, session_of, spot
from tests.scenes.scene_driver import click, run_frames


def _table(app):
    sc = Scenario()
    sc.unit(0, "older_brother")
    sc.hand(0, "timely_messenger", "spark").gold(0, 3)
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    return game, table


def test_codex_p7_a_clicked_hand_card_is_held_then_played_where_the_next_click_lands(app):
    game, table = _table(app)
    s = game.state
    click(app, spot(table, "card", "timely_messenger"))
    assert table.drag is not None and table.drag.sticky and table.drag.targets
    message, _rule = last_toast(app)
    assert "Timely Messenger" in message and "glows" in message
    assert len(s.hand[0]) == 2  # held, not played
    click(app, spot(table, "table", 0))
    run_frames(app, 2)
    assert table.drag is None
    assert len(s.hand[0]) == 1 and s.gold[0] == 2 and game.history[-1].verb == "play"
    assert not [t for t in app.toasts.toasts if t.topic == "lift"]  # its how-to is done


def test_a_held_card_is_put_back_by_esc_and_by_a_click_on_nothing(app):
    game, table = _table(app)
    before = game.state_hash()
    click(app, spot(table, "card", "timely_messenger"))
    press_key(app, pygame.K_ESCAPE)
    assert table.drag is None and game.state_hash() == before
    click(app, spot(table, "card", "timely_messenger"))
    click(app, (960, 30))  # the top bar: no place for a card
    assert table.drag is None and game.state_hash() == before
