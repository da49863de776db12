"""Review of the engine contract: refusals name a rule and change nothing
(wrong player, game over, malformed or impossible Eyrie actions)."""

from __future__ import annotations

import pytest

from game.woodland.actions import Action
from game.woodland.errors import IllegalAction
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused


def _decree_game(board):
    return (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 2, 1: 1})
        .decree(move=["anvil"])
        .resolving("move")
        .game()
    )


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


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("move 5 2 bird", "notation"),
        ("move 5 2 0 bird", "4.2"),
        ("move 5 2 3 bird", "4.2"),
        ("move 5 4 1 bird", "4.2"),
        ("move 5 2 1 dragon", "notation"),
        ("move 5 2 1 mouse", "7.5.2"),
        ("move 99 2 1 bird", "7.5.2"),
        ("recruit 5 bird", "7.5.2"),
        ("battle 5 bird", "7.5.2"),
        ("build 2 bird", "7.5.2"),
        ("decree move anvil", "7.5"),
        ("leader builder", "7.5"),
        ("roost 3", "7.5"),
        ("end", "7.5.2"),
        ("craft anvil 5", "7.5.1"),
    ],
)
def test_contract_eyrie_decree_refusals(board, text, rule):
    game = _decree_game(board)
    assert refused(game, text).startswith(rule)


def test_contract_refusal_of_odd_action_values(board):
    game = _decree_game(board)
    for action in (Action("move", ("5", 2, 1, "bird")), Action("recruit", (None, "bird")),
                   Action("decree", ("move",)), Action("leader", (3,))):
        before = game.to_json()
        with pytest.raises(IllegalAction) as err:
            game.apply(action)
        assert err.value.rule and game.to_json() == before
