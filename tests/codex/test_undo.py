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


def test_undo_restores_every_earlier_position_of_random_games():
    """Undo replays the transaction from its first snapshot: each undo must
    give back exactly the position before that action."""
    import random

    from game.codex.game import Game

    for seed in range(6):
        rnd = random.Random(seed)
        game = Game.new(seed=seed)
        for _ in range(400):
            if game.is_over:
                break
            before = game.to_json()
            game.apply(rnd.choice(game.legal_actions()))
            if game.can_undo() and rnd.random() < 0.3:
                text = game.undo()
                assert game.to_json() == before, text
                game.apply(text)
