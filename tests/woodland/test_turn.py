"""Turn flow (3.1), decks, victory (3.3), VP floor, who decides, undo."""

from __future__ import annotations

import random

import pytest

from game.woodland.errors import IllegalAction
from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused


def test_deck_reshuffles_the_discard_pile_when_empty(board):
    game = Scenario(board).marquise_turn("evening_start").empty_deck().hand(marquise=[]).game()
    s = game.state
    assert len(s.hands[CAT]) == 1 and len(s.deck) == 49 - len(s.hands[EYRIE]) - 0
    assert s.discard == []


def test_3_3_thirty_vp_wins_at_once(board):
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
    assert refused(game, "end") == "3.3"


def test_3_1_to_act_is_the_defender_during_an_ambush_choice(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2}, eyrie={5: 1})
        .hand(eyrie=["ambush_bird"])
        .game()
    )
    game.apply("battle 5")
    assert game.to_act == EYRIE
    with pytest.raises(IllegalAction) as err:
        game.check("pass", player="marquise")
    assert err.value.rule == "3.1"
    game.check("pass", player="eyrie")


def test_undo_inside_a_phase(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 3}).game()
    start = game.to_json()
    game.apply("move 1 5 1")
    game.apply("move 5 2 1")
    assert game.can_undo()
    assert game.undo() == "move 5 2 1"
    game.undo()
    assert game.to_json() == start and not game.can_undo()
    with pytest.raises(IllegalAction):
        game.undo()


def test_undo_stops_at_dice(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 3, 5: 2}, eyrie={5: 1}).game()
    game.apply("move 1 9 1")
    game.apply("battle 5")  # dice are rolled: commit
    assert not game.can_undo()


def test_undo_stops_at_phase_end(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 3}).game()
    game.apply("move 1 5 1")
    game.apply("end")
    assert not game.can_undo()


def test_a_random_game_ends_with_a_winner(board):
    rnd = random.Random(7)
    game = Game.new(board, seed=7)
    while not game.is_over:
        game.apply(rnd.choice(game.legal_actions()))
    assert max(game.state.vp) >= 30 and game.winner in (CAT, EYRIE)


def test_undo_stops_at_codebreakers(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(marquise=["codebreakers"])
        .warriors(marquise={1: 2})
        .game()
    )
    game.apply("move 1 5 1")
    assert game.can_undo()
    game.apply("codebreakers")  # a revealed hand: irreversible
    assert not game.can_undo()


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


def test_3_3_crafting_an_item_wins_at_once_and_the_score_above_thirty_is_kept(board):
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
    assert refused(game, "move 5 1 1") == "3.3"
