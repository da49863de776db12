"""4.3 Battle: ambush and foil, dice, extra hits, hit allocation, scoring.

Eyrie scenarios keep a second target in clearing 10 so the battle is a real
choice (a decision with a single answer is taken automatically)."""

from __future__ import annotations

from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused


def cat_attacks(board, **kw):
    """Marquise 3 warriors vs Eyrie 2 warriors + roost in clearing 5 (rabbit)."""
    sc = Scenario(board).marquise_turn().warriors(marquise={5: 3}, eyrie={5: 2}).roost(5)
    return sc


def test_4_3_2_higher_die_to_attacker(board):
    game = cat_attacks(board).dice(1, 3).game()
    game.apply("battle 5")
    s = game.state
    assert s.warriors[EYRIE][5] == 0 and s.roost[5] == 0  # 3 hits to the defender
    assert s.warriors[CAT][5] == 2  # 1 hit to the attacker
    assert game.to_position()["battle"] is None


def test_4_3_2_dice_capped_by_warriors(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 1}, eyrie={5: 3}).dice(3, 0).game()
    game.apply("battle 5")
    assert game.state.warriors[EYRIE][5] == 2  # rolled 3, but only 1 attacking warrior


def test_4_3_4_warriors_before_buildings_and_vp(board):
    game = cat_attacks(board).dice(3, 0).game()
    game.apply("battle 5")
    s = game.state
    assert s.warriors[EYRIE][5] == 0 and s.roost[5] == 0
    assert game.vp("marquise") == 1  # 3.2.1: one roost removed


def test_4_3_4_simultaneous_hits(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 2}, eyrie={5: 2}).dice(2, 2).game()
    game.apply("battle 5")
    s = game.state
    assert s.warriors[CAT][5] == 0 and s.warriors[EYRIE][5] == 0


def test_4_3_3_defenseless_extra_hit(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 1}).roost(5).dice(0, 0).game()
    game.apply("battle 5")
    assert game.state.roost[5] == 0 and game.vp("marquise") == 1


def test_4_3_4_owner_chooses_building_or_token(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("builder")
        .crafted(eyrie=["codebreakers"])  # so the turn does not end by itself
        .decree(battle=["ambush_rabbit"])
        .resolving("battle")
        .warriors(eyrie={10: 1}, marquise={10: 1})
        .warriors(eyrie={5: 3}, marquise={5: 1})
        .sawmill(5)
        .wood(5)
        .dice(2, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    assert game.to_act == CAT
    assert {str(a) for a in game.legal_actions()} == {"lose sawmill", "lose wood"}
    game.apply("lose wood")
    s = game.state
    assert s.wood[5] == 0 and s.bld[0][5] == 1
    assert game.vp("eyrie") == 1  # the wood token removed


def test_4_3_1_ambush_two_hits_and_battle_ends(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"])
        .game()
    )
    game.apply("battle 5")
    assert game.to_act == EYRIE
    game.apply("ambush rabbit")
    s = game.state
    assert s.warriors[CAT][5] == 0 and s.battle is None  # no attacker left: no dice
    assert "ambush_rabbit" not in game.to_position()["hands"]["eyrie"]
    assert s.discard[-1] == s.discard[-1]


def test_4_3_1_bird_ambush_in_any_clearing(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 3}, eyrie={1: 1})
        .hand(eyrie=["ambush_bird", "ambush_rabbit"])
        .game()
    )
    game.apply("battle 1")
    assert {str(a) for a in game.legal_actions()} == {"ambush bird", "pass"}
    assert refused(game, "ambush rabbit") == "4.3.1"


def test_4_3_1_foil_cancels_the_ambush(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"], marquise=["ambush_bird"])
        .dice(0, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")
    assert game.to_act == CAT
    game.apply("foil bird")
    pos = game.to_position()
    assert pos["hands"]["eyrie"] == [] and pos["hands"]["marquise"] == []
    assert {"ambush_rabbit", "ambush_bird"} <= set(pos["discard"])
    assert game.state.warriors[CAT][5] == 2  # the ambush dealt nothing


def test_4_3_1_scouting_party_ignores_ambush(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2}, eyrie={5: 1})
        .crafted(marquise=["scouting_party"])
        .hand(eyrie=["ambush_bird"])
        .dice(0, 0)
        .game()
    )
    game.apply("battle 5")
    assert game.state.battle is None  # straight to the dice, no ambush asked
    assert game.to_position()["hands"]["eyrie"] == ["ambush_bird"]


def test_4_3_battle_needs_warriors_and_an_enemy(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 2, 1: 1}, eyrie={2: 1}).game()
    assert refused(game, "battle 5") == "4.3"
    assert refused(game, "battle 2") == "4.3"


def test_7_8_commander_extra_hit(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("commander")
        .decree(battle=["ambush_rabbit"])
        .resolving("battle")
        .warriors(eyrie={10: 1}, marquise={10: 1})
        .warriors(eyrie={5: 1}, marquise={5: 3})
        .dice(1, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    assert game.state.warriors[CAT][5] == 1  # 1 rolled + 1 Commander


def test_7_8_despot_extra_vp(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .decree(battle=["ambush_rabbit"])
        .resolving("battle")
        .warriors(eyrie={10: 1}, marquise={10: 1})
        .warriors(eyrie={5: 3})
        .sawmill(5)
        .dice(1, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    # 1 rolled + 1 defenseless = 2 hits, one sawmill: 1 VP + 1 Despot
    assert game.state.bld[0][5] == 0 and game.vp("eyrie") == 2


def test_4_3_3_brutal_tactics_extra_hit_defender_scores(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(marquise=["brutal_tactics"])
        .warriors(marquise={5: 3}, eyrie={5: 3})
        .dice(1, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("brutal_tactics")
    assert game.state.warriors[EYRIE][5] == 1 and game.vp("eyrie") == 1


def test_4_3_3_armorers_ignore_rolled_hits(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(eyrie=["armorers"])
        .warriors(marquise={5: 3}, eyrie={5: 3})
        .dice(3, 1)
        .game()
    )
    game.apply("battle 5")
    assert game.to_act == EYRIE
    game.apply("armorers")
    s = game.state
    assert s.warriors[EYRIE][5] == 3 and s.warriors[CAT][5] == 2
    assert "armorers" in game.to_position()["discard"]


def test_4_3_3_sappers_extra_hit_as_defender(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(eyrie=["sappers"])
        .warriors(marquise={5: 3}, eyrie={5: 3})
        .dice(0, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("sappers")
    assert game.state.warriors[CAT][5] == 2


def test_4_3_4_removed_building_returns_to_track(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .decree(battle=["ambush_rabbit"])
        .resolving("battle")
        .warriors(eyrie={10: 1}, marquise={10: 1})
        .warriors(eyrie={5: 3})
        .sawmill(5, 1)
        .dice(1, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    assert game.state.building_count(0) == 1  # the next sawmill costs 1 again


def test_6_2_3_field_hospitals(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .decree(battle=["ambush_rabbit"])
        .resolving("battle")
        .warriors(eyrie={10: 1}, marquise={10: 1})
        .keep(1)
        .warriors(eyrie={5: 3}, marquise={5: 2, 1: 1})
        .hand(marquise=["bake_sale"])
        .dice(2, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    assert game.to_act == CAT
    game.apply("hospital bake_sale")
    s = game.state
    assert s.warriors[CAT][5] == 0 and s.warriors[CAT][1] == 3


def test_3_3_victory_mid_battle(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 3})
        .roost(5)
        .vp(29, 0)
        .dice(0, 0)
        .game()
    )
    game.apply("battle 5")
    assert game.winner == CAT and game.is_over and game.legal_actions() == []


def test_4_3_2_dice_are_reported_for_the_battle_overlay(board):
    game = cat_attacks(board).dice(1, 3).game()
    game.apply("battle 5")
    events = game.last_events
    assert ("battle", 5, CAT) in events
    assert ("dice", 5, CAT, 1, 3, 3, 1) in events
    assert ("score", CAT, 1) in events
