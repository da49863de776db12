"""Review of the engine contract: turn flow (3.1) and who decides now."""

from __future__ import annotations

from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario


def test_contract_to_act_during_setup(board):
    game = Game.new(board, seed=1)
    assert game.to_act == CAT and game.state.step == "keep"
    game.apply("keep 2")
    while game.state.step == "cat_build":
        assert game.to_act == CAT
        game.apply(game.legal_actions()[0])
    assert game.state.step == "leader" and game.to_act == EYRIE
    assert game.state.turn == CAT  # the Marquise moves first once setup is done
    game.apply("leader despot")
    assert game.state.turn == CAT and game.state.round == 1


def test_contract_defender_then_attacker_in_a_battle(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .decree(battle=["bake_sale"])
        .resolving("battle")
        .warriors(eyrie={5: 3, 10: 1}, marquise={5: 2, 10: 1})
        .hand(marquise=["ambush_rabbit"], eyrie=["ambush_bird"])
        .dice(0, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    assert game.to_act == CAT  # ambush?
    game.apply("ambush rabbit")
    assert game.to_act == EYRIE  # foil?
    game.apply("foil bird")
    assert game.to_act in (EYRIE, CAT) and game.state.battle is None


def test_contract_turn_order_and_rounds(board):
    game = (
        Scenario(board)
        .eyrie_turn("evening_start")
        .roost(3)
        .warriors(eyrie={3: 1}, marquise={1: 2, 9: 1})
        .hand(marquise=["anvil", "sword"])
        .game()
    )
    # The scenario is round 3: the Eyrie's Evening ends it, round 4 begins.
    rnd_before = game.state.round
    assert game.state.turn == CAT and rnd_before == 4
    # The Marquise's turn now; after it the Eyrie's, then a new round.
    while game.state.turn == CAT:
        game.apply(sorted(game.legal_actions(), key=str)[-1])
    assert game.state.turn == EYRIE and game.state.round == rnd_before
