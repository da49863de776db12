"""Review of the engine contract: the phase transaction (undo) and clones.

Undo goes back to the last irreversible step (dice, draw, shuffle, revealed
card) and ending a phase commits; a clone is independent of its original,
undo stack included."""

from __future__ import annotations

import pytest

from game.woodland.errors import IllegalAction
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused


def test_contract_clone_undo_stack_is_independent(board):
    """A clone's undo stack must not share the states the original goes on
    to mutate after its own undo (the popped snapshot became the live state
    of the original while the clone still held it)."""
    game = Scenario(board).marquise_turn().warriors(marquise={1: 3}).game()
    game.apply("move 1 5 1")
    after_first = game.to_json()
    game.apply("move 5 2 1")
    copy = game.clone()
    game.undo()
    game.apply("move 1 9 1")
    assert copy.undo() == "move 5 2 1"
    assert copy.to_json() == after_first
    copy.apply("move 1 10 1")
    assert game.state.warriors[CAT][10] == 0 and game.state.warriors[CAT][9] == 1


def test_contract_undo_restores_the_exact_position(board):
    game = (
        Scenario(board)
        .eyrie_turn("birdsong_start")
        .roost(3)
        .warriors(eyrie={3: 2})
        .hand(eyrie=["anvil", "sword", "armorers"])
        .game()
    )
    start = game.to_json()
    game.apply("decree move anvil")
    assert game.can_undo()
    assert game.undo() == "decree move anvil"
    assert game.to_json() == start and not game.can_undo()


def test_contract_undo_stops_at_a_draw(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 2})
        .crafted(eyrie=["tax_collector"])
        .decree(build=["bake_sale"])
        .resolving("build")
        .warriors(eyrie={10: 1})
        .game()
    )
    game.apply("tax 5")  # draws a card: irreversible
    assert not game.can_undo()
    with pytest.raises(IllegalAction) as err:
        game.undo()
    assert err.value.rule == "3.1"


def test_contract_undo_stops_when_the_other_player_decides(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 2, 5: 2}, eyrie={5: 1})
        .hand(eyrie=["ambush_bird"])
        .game()
    )
    game.apply("move 1 9 1")
    game.apply("battle 5")
    assert game.to_act == EYRIE and not game.can_undo()


def test_contract_refused_undo_and_action_leave_state_identical(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 3}).game()
    assert refused(game, "move 1 3 1") == "4.2"
    assert refused(game, "recruit 1 bird") in ("6.5.2", "notation")
