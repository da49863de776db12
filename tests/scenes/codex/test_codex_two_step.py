"""Two Step by mouse: a drop on a partner that is in two possible pairs asks
which ("Which one?"), the log names both partners, and a refused drop says
why in words, not in the engine's notation."""

from __future__ import annotations

from game.codex.actions import Action
from scenes.i18n import resolve
from scenes.widgets import Button
from scenes.woodland.overlays import ChoiceMenu
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import drag, last_toast, open_table, ready, session_of, spot
from tests.scenes.scene_driver import click


def _table(app):
    sc = Scenario(turn=1)
    hero = sc.hero(1)
    first = sc.unit(1, "older_brother")
    fencer = sc.unit(1, "nimble_fencer")
    last = sc.unit(1, "tenderfoot")
    sc.hand(1, "two_step").gold(1, 5)
    table = open_table(app, session_of(sc.game()))
    ready(app)
    return table, hero, first, fencer, last


def test_two_step_on_nimble_fencer_asks_for_the_other_partner_and_logs_both(app):
    table, _hero, first, fencer, last = _table(app)
    game = table.game
    before = game.state_hash()
    drag(app, spot(table, "card", "two_step"), spot(table, "unit", fencer))
    menu = app.stack.top
    buttons = [w for w in menu.group.widgets if isinstance(w, Button)]
    assert isinstance(menu, ChoiceMenu) and len(buttons) == 2
    assert game.state_hash() == before  # nothing chosen silently
    labels = [resolve(b.text) for b in buttons]
    assert "Older Brother" in labels[0] and "Tenderfoot" in labels[1]
    click(app, buttons[1].rect.center)
    assert game.history[-1] == Action("play", ("two_step", fencer, last))
    line = next(x for x in table.log_lines() if "Two Step" in x)
    assert "Nimble Fencer" in line and "Tenderfoot" in line
    assert first  # the other pair was offered, not taken


def test_codex_7_two_step_on_the_hero_is_refused_in_words(app):
    table, hero, *_units = _table(app)
    before = table.game.state_hash()
    drag(app, spot(table, "card", "two_step"), spot(table, "unit", hero))
    message, rule = last_toast(app)
    assert rule == "Codex § 7" and "two_step" not in message and "play" not in message
    assert "partner" in message and table.game.state_hash() == before
