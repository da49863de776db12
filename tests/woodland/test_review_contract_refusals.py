"""Review of the engine contract: refusals name a rule and change nothing
(wrong player, game over, malformed or impossible Eyrie actions)."""

from __future__ import annotations

import pytest

from game.woodland.actions import Action
from game.woodland.errors import IllegalAction
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario


def _decree_game(board):
    return Scenario(board).fox_card_in_move().warriors(eyrie={1: 1}).game()


def _refused_as(game, action, player=None) -> str:
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(action, player=player)
    assert game.to_json() == before
    assert err.value.key
    return err.value.rule


def test_contract_wrong_player_is_3_1(board):
    game = _decree_game(board)
    assert game.to_act == EYRIE
    assert _refused_as(game, "move 5 2 1 bird", player="marquise") == "3.1"
    assert _refused_as(game, "move 5 2 1 bird", player=CAT) == "3.1"
    game.apply("move 5 2 1 bird", player="eyrie")


def test_contract_game_over_is_3_3_even_naming_a_player(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1})
        .sawmill(9)
        .wood(5, 5)
        .vp(29, 0)
        .game()
    )
    game.apply("build sawmill 5")
    assert game.is_over and game.to_act == -1
    assert _refused_as(game, "end") == "3.3"
    assert _refused_as(game, "end", player="marquise") == "3.3"
    assert _refused_as(game, "pass", player="eyrie") == "3.3"


def test_contract_refusal_of_odd_action_values(board):
    game = _decree_game(board)
    for action in (Action("move", ("5", 2, 1, "bird")), Action("recruit", (None, "bird")),
                   Action("decree", ("move",)), Action("leader", (3,))):
        before = game.to_json()
        with pytest.raises(IllegalAction) as err:
            game.apply(action)
        assert err.value.rule and game.to_json() == before
