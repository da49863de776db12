"""A drop that is not a legal target is refused with the step's rule
(docs/codex-table.md: "a drop anywhere else is refused with the engine's
rule"): a hand card on an enemy patrol slot, on the log, a unit on the
opponent's side. A drop outside every part of the table, or back into the
hand, snaps back with nothing said, as on Root's table."""

from __future__ import annotations

import pytest

from scenes.codex.view import HAND_RECT, LOG_RECT
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import drag, last_toast, open_table, ready, session_of, spot


def _table(app):
    sc = Scenario().hand(0, "spark", "tenderfoot").gold(0, 5)
    brother = sc.unit(0, "older_brother")
    sc.unit(1, "helpful_turtle", patrol="squad_leader")
    sc.hero(0)
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    return game, table, brother


@pytest.mark.parametrize("where", ["enemy slot", "log"])
def test_a_hand_card_dropped_where_it_means_nothing_is_refused_with_the_rule(app, where):
    game, table, _brother = _table(app)
    end = spot(table, "slot", 1, "elite") if where == "enemy slot" else LOG_RECT.center
    before, toasts = game.state_hash(), len(app.toasts.toasts)
    drag(app, spot(table, "card", "spark"), end)
    assert game.state_hash() == before
    assert len(app.toasts.toasts) == toasts + 1
    message, rule = last_toast(app)
    assert rule == "Codex § 2.4" and "glowing target" in message, (rule, message)


def test_a_unit_dropped_on_the_opponents_side_is_refused_with_the_rule(app):
    game, table, brother = _table(app)
    before = game.state_hash()
    drag(app, spot(table, "unit", brother), spot(table, "table", 1))
    assert game.state_hash() == before
    message, rule = last_toast(app)
    assert rule == "Codex § 2.4" and "glowing target" in message, (rule, message)


def test_a_hand_card_dropped_back_in_the_hand_snaps_back_silently(app):
    game, table, _brother = _table(app)
    before, toasts = game.state_hash(), len(app.toasts.toasts)
    drag(app, spot(table, "card", "spark"), (HAND_RECT.right - 20, HAND_RECT.bottom - 20))
    drag(app, spot(table, "card", "spark"), spot(table, "card", "tenderfoot"))
    assert game.state_hash() == before and len(app.toasts.toasts) == toasts
