"""4.1 Craft (workshops, roosts), 7.2.3 Disdain for Trade."""

from __future__ import annotations

from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused


def crafting_cat(board, *cards, workshops=(1,)):
    return (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={9: 1})
        .workshop(*workshops)
        .hand(marquise=list(cards))
    )


def test_4_1_1_workshop_suit_pays_the_cost(board):
    game = crafting_cat(board, "anvil", "bake_sale").game()  # workshop in fox clearing 1
    assert "craft anvil 1" in {str(a) for a in game.legal_actions()}
    assert refused(game, "craft bake_sale 1") == "4.1.1"
    game.apply("craft anvil 1")
    assert game.vp("marquise") == 2
    assert game.to_position()["items"]["marquise"]["hammer"] == 1


def test_4_1_1_each_piece_once_per_turn(board):
    game = crafting_cat(board, "anvil", "crossbow_bird").game()
    game.apply("craft anvil 1")
    assert refused(game, "craft crossbow_bird 1") == "4.1.1"


def test_4_1_1_any_suit_cost(board):
    game = crafting_cat(board, "royal_claim", "anvil", workshops=(1, 2, 3, 5)).game()
    game.apply("craft royal_claim 1 2 3 5")
    assert game.to_position()["crafted"]["marquise"] == ["royal_claim"]


def test_4_1_2_item_must_be_in_supply(board):
    game = crafting_cat(board, "anvil", "crossbow_bird").items("eyrie", hammer=1).game()
    assert refused(game, "craft anvil 1") == "4.1.2"


def test_4_1_3_persistent_goes_to_play_area(board):
    game = crafting_cat(board, "armorers", "anvil").game()
    game.apply("craft armorers 1")
    pos = game.to_position()
    assert pos["crafted"]["marquise"] == ["armorers"] and "armorers" not in pos["discard"]


def test_4_1_4_no_second_copy_of_a_persistent_card(board):
    game = crafting_cat(board, "armorers", "anvil").crafted(marquise=["armorers"]).game()
    assert refused(game, "craft armorers 1") == "4.1.4"


def test_4_1_ambush_cannot_be_crafted(board):
    game = crafting_cat(board, "ambush_fox", "anvil").game()
    assert refused(game, "craft ambush_fox 1") == "4.1"


def test_6_5_1_marquise_crafts_before_actions(board):
    game = crafting_cat(board, "anvil", "crossbow_bird").game()
    game.apply("move 9 1 1")
    assert refused(game, "craft anvil 1") == "6.5.1"


def test_7_2_3_disdain_for_trade(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(1, 8)
        .warriors(eyrie={1: 1})
        .hand(eyrie=["anvil", "sword"])
        .game()
    )
    game.apply("craft anvil 1")
    assert game.vp("eyrie") == 1  # the card says 2


def test_7_2_3_builder_scores_full_value(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("builder")
        .roost(1, 8)
        .warriors(eyrie={1: 1})
        .hand(eyrie=["anvil", "sword"])
        .game()
    )
    game.apply("craft anvil 1")
    assert game.vp("eyrie") == 2


def test_7_5_1_eyrie_craft_before_the_decree(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("charismatic")
        .roost(1, 8)
        .warriors(eyrie={1: 1, 8: 1}, marquise={1: 1, 8: 1})
        .hand(eyrie=["anvil", "sword"])
        .game()
    )
    game.apply("recruit 1 bird")  # a Vizier in the Recruit column
    assert refused(game, "craft anvil 1") == "7.5.1"


def test_favor_removes_enemy_pieces_in_matching_clearings(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("builder")
        .roost(1, 8, 12)
        .warriors(eyrie={1: 1}, marquise={1: 2, 6: 1, 5: 4})
        .sawmill(6)
        .wood(6)
        .hand(eyrie=["favor_foxes", "anvil"])
        .game()
    )
    game.apply("craft favor_foxes 1 8 12")
    s = game.state
    assert s.warriors[CAT][1] == 0 and s.warriors[CAT][6] == 0 and s.bld[0][6] == 0
    assert s.warriors[CAT][5] == 4  # rabbit clearing: untouched
    assert game.vp("eyrie") == 2  # sawmill + wood
    assert s.warriors[EYRIE][1] == 1
