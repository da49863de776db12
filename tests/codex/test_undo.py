"""Undo inside the main phase, back to the last draw, shuffle or phase end."""

from __future__ import annotations

import pytest

from game.common.errors import IllegalAction

from .scenario import Scenario


def test_undo_takes_back_main_phase_actions():
    sc = Scenario().hand(0, "older_brother").gold(0, 5)
    a = sc.unit(0, "tenderfoot")
    game = sc.game()
    start = game.to_json()
    game.apply("play older_brother")
    game.apply(f"patrol {a} squad_leader")
    game.apply(f"attack {a} base")
    assert game.undo() == f"attack {a} base"
    assert game.undo() == f"patrol {a} squad_leader"
    assert game.undo() == "play older_brother"
    assert game.to_json() == start and game.log == []


def test_undo_stops_at_a_draw():
    sc = Scenario(turn=1, specs=("finesse", "finesse")).hand(1, "appel_stomp").gold(1, 5)
    sc.hero(1, level=5)
    sc.set(1, hero_max_start=True)
    a = sc.unit(1, "tenderfoot")
    game = sc.game()
    game.apply(f"patrol {a} elite")
    game.apply("play appel_stomp none")  # draws a card: irreversible
    assert not game.can_undo()
    with pytest.raises(IllegalAction) as err:
        game.undo()
    assert err.value.key == "undo.nothing"


def test_undo_stops_at_the_end_of_the_main_phase():
    game = Scenario().game()
    game.apply("end")
    assert not game.can_undo()
