"""Eyrie Dynasties (Law §7): setup, Birdsong, the Decree, turmoil, Evening."""

from __future__ import annotations

import pytest

from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused

SETUP = {"keep": 1, "buildings": {"sawmill": 1, "workshop": 5, "recruiter": 9}}


def test_7_3_leader_and_viziers(board):
    game = Game.new(board, seed=3, options=SETUP)
    assert game.to_act == EYRIE
    game.apply("leader charismatic")
    pos = game.to_position()
    assert pos["eyrie"]["viziers"] == {"recruit": 1, "move": 0, "battle": 1, "build": 0}
    assert pos["eyrie"]["face_up"] == ["builder", "commander", "despot"]
    assert game.state.turn == CAT and game.state.phase in ("birdsong", "daylight")


def test_7_4_1_emergency_orders(board):
    game = Scenario(board).eyrie_turn("birdsong_start").hand(eyrie=[]).game()
    assert len(game.state.hands[EYRIE]) == 1 and game.state.step == "decree"


def test_7_4_2_must_add_one_or_two_cards_at_most_one_bird(board):
    game = (
        Scenario(board)
        .eyrie_turn("birdsong_start")
        .roost(3)
        .warriors(eyrie={3: 1})
        .hand(eyrie=["armorers", "sappers", "anvil"])
        .game()
    )
    assert refused(game, "end") == "7.4.2"
    game.apply("decree move armorers")
    assert refused(game, "decree battle sappers") == "7.4.2"
    game.apply("decree battle anvil")
    assert game.state.step != "decree"
    assert game.to_position()["eyrie"]["decree"]["move"] == ["armorers"]


def test_7_4_2_one_card_is_enough(board):
    game = (
        Scenario(board)
        .eyrie_turn("birdsong_start")
        .roost(3)
        .warriors(eyrie={3: 1})
        .hand(eyrie=["anvil", "sword"])
        .crafted(eyrie=["royal_claim"])
        .game()
    )
    game.apply("decree recruit anvil")
    game.apply("end")
    assert game.state.step == "birdsong"


def test_7_4_3_a_new_roost_in_the_emptiest_clearing(board):
    game = (
        Scenario(board)
        .eyrie_turn("birdsong_start")
        .keep(1)
        .warriors(marquise={c: 1 for c in range(1, 13) if c not in (3, 7)})
        .hand(eyrie=["anvil", "sword"])
        .game()
    )
    game.apply("decree recruit anvil")
    game.apply("end")
    assert {str(a) for a in game.legal_actions()} == {"roost 3", "roost 7"}
    assert refused(game, "roost 5") == "7.4.3"
    game.apply("roost 7")
    assert game.state.roost[7] == 1 and game.state.warriors[EYRIE][7] == 3


def test_7_5_2_decree_left_to_right_with_matching_suits(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("builder")
        .roost(5, 10)
        .warriors(eyrie={5: 2, 10: 1})
        .decree(recruit=["bake_sale"], move=["anvil"])
        .crafted(eyrie=["codebreakers"])
        .game()
    )
    assert refused(game, "move 5 2 1 bird") == "7.5.2"  # Recruit comes first
    assert refused(game, "recruit 5 fox") == "7.5.2"  # no fox card in Recruit
    game.apply("recruit 10 bird")  # the Vizier is wild
    assert refused(game, "recruit 1 rabbit") == "7.5.2"  # clearing 1 is fox
    game.apply("recruit 5 rabbit")
    assert game.state.warriors[EYRIE][5] == 3 and game.state.col == 1


def test_7_5_2_recruit_needs_a_roost(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("builder")
        .roost(5)
        .warriors(eyrie={5: 2, 10: 1})
        .decree(recruit=["bake_sale"])
        .game()
    )
    assert refused(game, "recruit 10 rabbit") == "7.5.2.I"


def test_7_8_charismatic_recruits_two(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("charismatic")
        .roost(5, 10)
        .warriors(eyrie={5: 1})
        .decree(recruit=["bake_sale"])
        .game()
    )
    game.apply("recruit 5 bird")
    assert game.state.warriors[EYRIE][5] == 3


def test_7_7_turmoil_when_an_action_cannot_be_taken_fully(board):
    # Charismatic must place 2 warriors; only 1 is left in the supply.
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("charismatic")
        .roost(5)
        .warriors(eyrie={5: 19})
        .decree(recruit=["bake_sale"], battle=["armorers"])
        .vp(0, 5)
        .game()
    )
    s = game.state
    assert s.step == "depose"  # Humiliate and Purge are done
    assert game.vp("eyrie") == 2  # 2 Viziers + 1 bird card in the Decree
    pos = game.to_position()
    assert all(not cards for cards in pos["eyrie"]["decree"].values())
    assert {"bake_sale", "armorers"} <= set(pos["discard"])
    assert {str(a) for a in game.legal_actions()} == {
        "leader builder",
        "leader commander",
        "leader despot",
    }
    game.apply("leader commander")
    assert game.state.phase in ("evening", "birdsong") or game.state.turn == CAT
    assert game.to_position()["eyrie"]["face_down"] == ["charismatic"]


def test_7_7_3_a_new_clutch(board):
    sc = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 1})
        .decree(build=["bake_sale"])
        .resolving("build")
    )
    sc.pos["eyrie"]["face_up"] = []
    sc.pos["eyrie"]["face_down"] = ["builder", "charismatic", "commander"]
    game = sc.game()
    assert game.state.step == "depose"
    assert len(game.legal_actions()) == 4  # all leaders face up again


def test_7_6_1_roost_track_vp_and_draws(board):
    game = Scenario(board).eyrie_turn("evening_start").roost(2, 5, 6).hand(eyrie=[]).game()
    assert game.vp("eyrie") == 2
    assert len(game.state.hands[EYRIE]) == 2  # 1 + the bonus of the 3rd roost


def test_7_5_2_build_a_roost_where_you_rule(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(2)
        .warriors(eyrie={10: 1, 5: 1}, marquise={5: 2})
        .decree(build=["bake_sale"])
        .resolving("build")
        .game()
    )
    assert refused(game, "build 5 rabbit") == "7.5.2.IV"
    game.apply("build 10 rabbit")
    assert game.state.roost[10] == 1


def test_7_7_turmoil_is_a_choice_while_other_options_remain(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 2})
        .decree(build=["anvil"])
        .resolving("build")
        .crafted(eyrie=["tax_collector"])
        .game()
    )
    assert "turmoil" in {str(a) for a in game.legal_actions()}
    game.apply("tax 5")  # Tax Collector first, then turmoil
    assert game.state.step == "depose"


def test_7_7_turmoil_refused_while_a_card_can_be_resolved(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 2, 10: 1})
        .decree(build=["bake_sale"])
        .resolving("build")
        .game()
    )
    assert refused(game, "turmoil") == "7.7"


# --- 7.8 leaders in battle ----------------------------------------------------------

@pytest.mark.parametrize(("dice", "left"), [((1, 0), 1), ((0, 0), 2)])
def test_7_8_commander_extra_hit_not_capped(board, dice, left):
    game = (
        Scenario(board).eyrie_battle(leader="commander").warriors(eyrie={5: 1}, marquise={5: 3})
        .dice(*dice).game()
    )
    game.apply("battle 5 rabbit")
    assert game.state.warriors[CAT][5] == left  # rolled (1 warrior: at most 1) + 1 Commander


def test_7_8_commander_extra_hit_only_as_attacker(board):
    game = (
        Scenario(board).marquise_turn().leader("commander")
        .warriors(marquise={5: 3}, eyrie={5: 3}).dice(1, 1).game()
    )
    game.apply("battle 5")
    # 1 rolled hit each way; no Commander hit for the defending Eyrie.
    assert game.state.warriors[CAT][5] == 2 and game.state.warriors[EYRIE][5] == 2


@pytest.mark.parametrize(
    ("leader", "piece", "vp"),
    [("despot", "sawmill", 2), ("despot", "wood", 2), ("charismatic", "wood", 1)],
)
def test_7_8_despot_extra_vp_for_buildings_and_tokens(board, leader, piece, vp):
    sc = Scenario(board).eyrie_battle(leader=leader).warriors(eyrie={5: 3})
    game = getattr(sc, piece)(5).dice(1, 0).game()
    game.apply("battle 5 rabbit")
    # 1 rolled + 1 defenseless = 2 hits, one piece: 1 VP (+ 1 if the Despot leads)
    s = game.state
    assert s.bld[0][5] == 0 and s.wood[5] == 0 and game.vp("eyrie") == vp


def test_7_8_despot_scores_once_per_battle_also_as_defender(board):
    game = (
        Scenario(board).marquise_turn().leader("despot").warriors(marquise={5: 1}, eyrie={5: 3})
        .sawmill(5).workshop(5).dice(3, 3).game()
    )
    game.apply("battle 5")
    # The Eyrie deal 3 (capped by 3 warriors): the warrior, sawmill, workshop.
    s = game.state
    assert s.bld[0][5] == 0 and s.bld[1][5] == 0
    assert game.vp("eyrie") == 3  # 2 buildings + 1 Despot (once)


def test_7_8_despot_no_bonus_for_warriors_only(board):
    game = (
        Scenario(board).eyrie_battle(leader="despot").warriors(eyrie={5: 3}, marquise={5: 3})
        .dice(2, 0).game()
    )
    game.apply("battle 5 rabbit")
    assert game.state.warriors[CAT][5] == 1 and game.vp("eyrie") == 0
