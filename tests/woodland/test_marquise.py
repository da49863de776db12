"""Marquise de Cat (Law §6): setup, wood, actions, building, keep, Evening."""

from __future__ import annotations

from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused


def test_6_3_keep_in_a_corner_and_garrison(board):
    game = Game.new(board, seed=1)
    assert {str(a) for a in game.legal_actions()} == {"keep 1", "keep 2", "keep 3", "keep 4"}
    assert refused(game, "keep 5") == "6.3"
    game.apply("keep 1")
    s = game.state
    assert s.keep == 1 and s.warriors[CAT][3] == 0 and sum(s.warriors[CAT]) == 11


def test_6_3_starting_buildings_near_the_keep(board):
    game = Game.new(board, seed=1, options={"keep": 1})
    assert refused(game, "place sawmill 2") == "6.3"
    game.apply("place sawmill 1")
    assert refused(game, "place workshop 1") == "6.3"  # clearing 1 has one slot
    assert refused(game, "place sawmill 5") == "6.3"  # already placed
    game.apply("place workshop 5")
    game.apply("place recruiter 9")
    s = game.state
    assert s.step == "leader" and s.roost[3] == 1 and s.warriors[EYRIE][3] == 6


def test_6_4_wood_at_each_sawmill(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong_start")
        .sawmill(5, 5, 9)
        .crafted(marquise=["royal_claim"])
        .game()
    )
    assert game.state.wood[5] == 2 and game.state.wood[9] == 1


def test_6_4_short_of_wood_the_marquise_chooses(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong_start")
        .sawmill(5, 9)
        .wood(1, 1, 1, 1, 1, 1, 1)
        .game()
    )
    assert {str(a) for a in game.legal_actions()} == {"wood 5", "wood 9"}
    game.apply("wood 9")
    assert game.state.wood[9] == 1 and game.state.wood[5] == 0


def test_6_5_2_three_actions_then_hawks_for_hire(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 3})
        .hand(marquise=["armorers", "anvil"])
        .game()
    )
    for _ in range(3):
        game.apply("move 1 5 1")
        game.apply("move 5 1 1")
    assert refused(game, "battle 1") == "6.5.2" or game.state.actions == 0
    assert refused(game, "hawks anvil") == "6.5.3"
    game.apply("hawks armorers")
    assert game.state.actions == 1


def test_6_5_2_march_is_two_moves_for_one_action(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}).game()
    game.apply("move 1 5 1")
    game.apply("move 1 9 1")
    assert game.state.actions == 2


def test_6_5_2_recruit_once_per_turn(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 1}).recruiter(1, 5, 5).game()
    game.apply("recruit")
    s = game.state
    assert s.warriors[CAT][1] == 2 and s.warriors[CAT][5] == 2
    assert refused(game, "recruit") == "6.5.2"


def test_6_5_2_recruit_short_of_warriors_choose(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={12: 22, 1: 1}).recruiter(1, 5, 9).game()
    )
    game.apply("recruit")
    assert {str(a) for a in game.legal_actions()} == {
        "place_warrior 1",
        "place_warrior 5",
        "place_warrior 9",
    }
    game.apply("place_warrior 9")
    game.apply("place_warrior 5")
    assert game.state.warrior_supply(CAT) == 0 and game.state.warriors[CAT][5] == 1


def test_6_5_2_build_cost_and_vp_from_the_track(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 1, 1: 1}).sawmill(9).wood(5, 5).game()
    )
    game.apply("build sawmill 5")  # the 2nd sawmill: costs 1, scores 1
    s = game.state
    assert s.bld[0][5] == 1 and game.vp("marquise") == 1 and s.wood[5] == 1


def test_6_5_2_build_wood_through_ruled_clearings_only(board):
    sc = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1, 2: 1}, eyrie={1: 2})
        .sawmill(9)
        .workshop(12)
        .wood(2)
        .warriors(marquise={9: 1})
    )
    game = sc.game()
    # 5 and 2 are ruled and connected: wood in 2 pays for a sawmill in 5
    game.apply("build sawmill 5")
    assert game.state.wood[2] == 0
    game2 = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1, 9: 1}, eyrie={1: 2})
        .sawmill(12)
        .wood(9)
        .game()
    )
    assert refused(game2, "build sawmill 5") == "6.5.2"  # 9 only joins 5 through 1


def test_6_5_2_build_needs_rule_and_a_slot(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 1, 5: 1}, eyrie={5: 2})
        .sawmill(1)
        .wood(1, 1)
        .game()
    )
    assert refused(game, "build workshop 5") == "2.5"
    assert refused(game, "build workshop 1") == "6.5.2"  # clearing 1's only slot is full


def test_6_5_2_overwork(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1})
        .sawmill(5)
        .hand(marquise=["bake_sale", "anvil", "ambush_bird"])
        .game()
    )
    assert refused(game, "overwork 5 anvil") == "6.5.2"
    game.apply("overwork 5 ambush_bird")  # birds are wild
    assert game.state.wood[5] == 1


def test_6_2_2_only_the_marquise_places_in_the_keep(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .keep(5)
        .roost(2)
        .warriors(eyrie={5: 3, 2: 1, 10: 1})
        .decree(build=["bake_sale"])
        .resolving("build")
        .game()
    )
    assert game.state.rules(EYRIE, 5)
    assert refused(game, "build 5 rabbit") == "6.2.2"


def test_6_6_evening_draw_with_recruiter_bonus(board):
    game = (
        Scenario(board).marquise_turn("evening_start").recruiter(1, 5, 9).hand(marquise=[]).game()
    )
    assert len(game.state.hands[CAT]) == 2


def test_6_6_discard_down_to_five(board):
    game = (
        Scenario(board)
        .marquise_turn("evening_start")
        .hand(marquise=["anvil", "sword", "bake_sale", "investments", "cobbler"])
        .game()
    )
    assert game.to_act == CAT and len(game.state.hands[CAT]) == 6
    game.apply("discard anvil")
    assert game.state.turn == EYRIE and len(game.state.hands[CAT]) == 5


def test_6_5_2_wood_payment_chosen_among_connected_clearings(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1, 1: 1, 2: 1})
        .sawmill(9)
        .wood(1, 2)
        .game()
    )
    game.apply("build sawmill 5")  # costs 1: from clearing 1 or 2
    assert {str(a) for a in game.legal_actions()} == {"pay 1", "pay 2"}
    assert refused(game, "pay 5") == "6.5.2"
    game.apply("pay 2")
    assert game.state.wood[2] == 0 and game.state.wood[1] == 1


def test_6_2_3_no_field_hospitals_once_the_keep_is_gone(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("builder")
        .decree(battle=["ambush_fox"])
        .resolving("battle")
        .keep(1)
        .warriors(eyrie={1: 3, 12: 1}, marquise={1: 1, 12: 1})
        .hand(marquise=["anvil"])
        .dice(3, 0)
        .game()
    )
    game.apply("battle 1 fox")
    s = game.state
    assert s.keep == 0 and s.warriors[CAT][1] == 0
    assert game.to_position()["hands"]["marquise"] == ["anvil"]  # nothing to spend it on
    assert game.vp("eyrie") == 1


def test_6_2_3_field_hospitals(board):
    game = (
        Scenario(board)
        .eyrie_battle(card="ambush_rabbit")
        .keep(1)
        .warriors(eyrie={5: 3}, marquise={5: 2, 1: 1})
        .hand(marquise=["bake_sale"])
        .dice(2, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    assert game.to_act == CAT and game.state.queue[0][0] == "hospital"  # in the Eyrie's turn
    game.apply("hospital bake_sale")
    s = game.state
    assert s.warriors[CAT][5] == 0 and s.warriors[CAT][1] == 3
    assert game.to_act == EYRIE
