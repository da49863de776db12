"""Turn structure (1.4): who decides now, turn order and rounds; drawing and the
hand limit (spec §2); victory at 30 VP (3.1). Undo is in test_undo.py."""

from __future__ import annotations

import pytest

from game.woodland.errors import IllegalAction
from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused

# --- 1.4 who decides now ---------------------------------------------------------------


def test_1_4_to_act_during_setup(board):
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


def test_1_4_wrong_player_is_refused(board):
    game = Scenario(board).fox_card_in_move().warriors(eyrie={1: 1}).game()
    assert game.to_act == EYRIE
    assert refused(game, "move 5 2 1 bird", player="marquise") == "1.4"
    assert refused(game, "move 5 2 1 bird", player=CAT) == "1.4"
    game.apply("move 5 2 1 bird", player="eyrie")


def test_1_4_to_act_is_the_defender_during_an_ambush_choice(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 2}, eyrie={5: 1})
        .hand(eyrie=["ambush_bird"]).game()
    )
    game.apply("battle 5")
    assert game.to_act == EYRIE
    with pytest.raises(IllegalAction) as err:
        game.check("pass", player="marquise")
    assert err.value.rule == "1.4"
    game.check("pass", player="eyrie")


def test_1_4_defender_then_attacker_decide_in_a_battle(board):
    game = (
        Scenario(board).eyrie_battle().warriors(eyrie={5: 3}, marquise={5: 2})
        .hand(marquise=["ambush_rabbit"], eyrie=["ambush_bird"]).dice(0, 0).game()
    )
    game.apply("battle 5 rabbit")
    assert game.to_act == CAT  # ambush?
    game.apply("ambush rabbit")
    assert game.to_act == EYRIE  # foil?
    game.apply("foil bird")
    assert game.to_act in (EYRIE, CAT) and game.state.battle is None


def test_1_4_turn_order_and_rounds(board):
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


# --- drawing and the hand limit (spec §2) ----------------------------------------------

def test_deck_reshuffles_the_discard_pile_when_empty(board):
    game = Scenario(board).marquise_turn("evening_start").empty_deck().hand(marquise=[]).game()
    s = game.state
    assert len(s.hands[CAT]) == 1 and len(s.deck) == 49 - len(s.hands[EYRIE]) - 0
    assert s.discard == []


def test_draw_with_deck_and_discard_empty_draws_nothing(board):
    pos = Scenario(board).marquise_turn("evening_start").hand(marquise=[]).position()
    pos["hands"]["eyrie"], pos["deck"] = pos["deck"], []  # every card out of reach
    game = Game.from_position(board, pos)
    assert game.state.hands[CAT] == []  # nothing to draw: no card, no error
    assert game.state.turn == EYRIE


def test_hand_limit_only_at_the_end_of_evening(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong_start")
        .crafted(marquise=["burrow_bank", "royal_claim"])
        .hand(marquise=["anvil", "sword", "bake_sale", "investments", "cobbler"])
        .game()
    )
    assert len(game.state.hands[CAT]) == 6 and game.state.step == "birdsong"


# --- 3.1 victory ---------------------------------------------------------------------------

def test_3_1_thirty_vp_wins_at_once_and_every_action_is_refused(board):
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
    assert game.winner == CAT and game.state.phase == "over"
    assert game.is_over and game.to_act == -1
    assert refused(game, "end") == "3.1"
    assert refused(game, "end", player="marquise") == "3.1"  # even naming a player
    assert refused(game, "pass", player="eyrie") == "3.1"


def test_3_1_crafting_an_item_wins_at_once_and_the_score_above_thirty_is_kept(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1})
        .workshop(5, 10)
        .hand(marquise=["bake_sale", "anvil"])
        .vp(29, 0)
        .game()
    )
    game.apply("craft bake_sale 5 10")
    assert game.winner == CAT and game.vp("marquise") == 32
    assert game.legal_actions() == [] and game.to_act == -1
    assert refused(game, "move 5 1 1") == "3.1"
