"""Every card ability of the deck (spec §4) outside battle; birds are wild."""

from __future__ import annotations

from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused


def test_royal_claim_scores_ruled_clearings(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong")
        .warriors(marquise={1: 1, 2: 1, 5: 1})
        .crafted(marquise=["royal_claim"])
        .game()
    )
    game.apply("royal_claim")
    assert game.vp("marquise") == 3
    assert "royal_claim" in game.to_position()["discard"]


def test_stand_and_deliver_takes_a_random_card(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong")
        .warriors(marquise={1: 2})
        .crafted(marquise=["stand_and_deliver"])
        .hand(marquise=[], eyrie=["anvil", "sword"])
        .game()
    )
    game.apply("stand_and_deliver")
    s = game.state
    assert len(s.hands[CAT]) == 1 and len(s.hands[EYRIE]) == 1 and game.vp("eyrie") == 1
    assert not game.can_undo()  # a random card: irreversible


def test_stand_and_deliver_once_per_birdsong(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong")
        .crafted(marquise=["stand_and_deliver", "royal_claim"])
        .hand(eyrie=["anvil", "sword"])
        .game()
    )
    game.apply("stand_and_deliver")
    assert refused(game, "stand_and_deliver") == "4.1.3"


def test_tax_collector(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2})
        .crafted(marquise=["tax_collector"])
        .hand(marquise=[])
        .game()
    )
    game.apply("tax 5")
    assert game.state.warriors[CAT][5] == 1 and len(game.state.hands[CAT]) == 1
    assert refused(game, "tax 5") == "4.1.3"


def test_better_burrow_bank(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong_start")
        .crafted(marquise=["burrow_bank", "royal_claim"])  # Birdsong waits for a choice
        .hand(marquise=[], eyrie=[])
        .game()
    )
    assert len(game.state.hands[CAT]) == 1 and len(game.state.hands[EYRIE]) == 1


def test_cobbler_move_at_start_of_evening(board):
    game = (
        Scenario(board)
        .marquise_turn("evening_start")
        .warriors(marquise={1: 1})
        .crafted(marquise=["cobbler"])
        .game()
    )
    assert game.state.step == "cobbler"
    game.apply("move 1 5 1")
    assert game.state.warriors[CAT][5] == 1


def test_command_warren_battle_at_start_of_daylight(board):
    game = (
        Scenario(board)
        .marquise_turn("daylight_start")
        .warriors(marquise={1: 2, 5: 1}, eyrie={1: 1, 5: 1})
        .crafted(marquise=["command_warren"])
        .dice(1, 0)
        .game()
    )
    assert game.state.step == "warren"
    game.apply("battle 1")
    assert game.state.warriors[EYRIE][1] == 0
    assert game.state.actions == 3  # the Warren battle is not an action


def test_codebreakers_reveals_the_other_hand(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(marquise=["codebreakers"])
        .hand(eyrie=["sword", "anvil"])
        .warriors(marquise={1: 1})
        .game()
    )
    game.apply("codebreakers")
    assert game.to_position()["peek"]["marquise"] == ["anvil", "sword"]
    assert game.view("eyrie")["peek"]["marquise"] is None


def test_items_score_their_card_value(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1})
        .workshop(5, 10)
        .hand(marquise=["protection_racket", "anvil"])
        .game()
    )
    game.apply("craft protection_racket 5 10")
    assert game.vp("marquise") == 3
    assert game.to_position()["items"]["marquise"]["coins"] == 1


def test_birds_are_wild_when_spending_not_the_reverse(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1})
        .sawmill(5)
        .hand(marquise=["anvil", "crossbow_bird"])
        .game()
    )
    assert refused(game, "overwork 5 anvil") == "6.5.2"
    game.apply("overwork 5 crossbow_bird")
    assert game.state.wood[5] == 1


def test_stand_and_deliver_before_adding_to_the_decree(board):
    game = (
        Scenario(board)
        .eyrie_turn("birdsong_start")
        .roost(3)
        .warriors(eyrie={3: 1})
        .crafted(eyrie=["stand_and_deliver"])
        .hand(eyrie=["anvil"], marquise=["sword"])
        .game()
    )
    assert game.state.step == "decree"
    game.apply("stand_and_deliver")
    game.apply("decree battle sword")
    assert game.to_position()["eyrie"]["decree"]["battle"] == ["sword"]
    assert game.vp("marquise") == 1


def test_codebreakers_cannot_be_undone(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(marquise=["codebreakers"])
        .warriors(marquise={1: 2})
        .game()
    )
    game.apply("move 1 5 1")
    assert game.can_undo()
    game.apply("codebreakers")
    assert not game.can_undo()
