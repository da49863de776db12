"""The numbers and words that rise over the cards after an attack stay
apart: two neighbouring patrollers killed by one sparkshot each get their own
"dies", not one word run into the next ("погибаепогибает")."""

from __future__ import annotations

import pytest

from scenes import i18n
from scenes.codex.table import Floater, placed
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import drag, open_table, ready, session_of, spot


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_dies_words_over_two_neighbouring_patrollers_do_not_overlap(app, lang):
    i18n.set_language(lang)
    sc = Scenario()
    ocelot = sc.unit(0, "revolver_ocelot")
    leader = sc.unit(1, "timely_messenger", patrol="squad_leader")
    beside = sc.unit(1, "brick_thief", patrol="elite")
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    drag(app, spot(table, "unit", ocelot), spot(table, "unit", leader))
    assert str(game.history[-1]) == f"attack {ocelot} {leader} {beside}"
    assert game.state.ctrl[leader] == -1 and game.state.ctrl[beside] == -1
    dies = [f for f in table.floaters if f.text == i18n._("dies")]
    assert {f.over for f in dies} == {leader, beside}
    boxes = [f.box() for f in table.floaters]
    for k, a in enumerate(table.floaters):
        for b, box in zip(table.floaters[k + 1:], boxes[k + 1:], strict=True):
            if a.over != b.over:
                assert not boxes[k].colliderect(box), (a, b)


def test_a_floater_over_the_same_card_keeps_its_place(app):
    """The damage number and "dies" over one card rise one after the other."""
    first = Floater("-2", (255, 0, 0), (900, 700), over=7)
    second = placed(Floater("dies", (255, 255, 255), (900, 710), over=7), [first])
    assert second.pos == (900, 710)


def test_a_floater_in_the_upper_half_moves_down_in_the_lower_half_up(app):
    top = Floater("dies", (255, 255, 255), (900, 200), over=1)
    low = Floater("dies", (255, 255, 255), (900, 800), over=1)
    assert placed(Floater("dies", (1, 1, 1), (940, 200), over=2), [top]).pos[1] > 200
    assert placed(Floater("dies", (1, 1, 1), (940, 800), over=2), [low]).pos[1] < 800
