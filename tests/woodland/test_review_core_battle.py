"""Review of Law §4.3 Battle: every step of the seed's text, one test each.

Eyrie-attacks scenarios keep a second target in clearing 10 so the battle
is a real choice (a decision with a single answer is taken automatically).
Clearing 5 is a rabbit clearing with 2 slots, clearing 1 a fox corner.
"""

from __future__ import annotations

from game.woodland.rng import below
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused


def eyrie_battles(board, leader: str = "builder") -> Scenario:
    """Eyrie Daylight, resolving a rabbit Battle card (spare target in 10)."""
    return (
        Scenario(board)
        .eyrie_turn()
        .leader(leader)
        .decree(battle=["bake_sale"])
        .resolving("battle")
        .warriors(eyrie={10: 1}, marquise={10: 1})
    )


# --- 4.3 choosing the battle ----------------------------------------------------

def test_4_3_needs_attacking_warriors_not_just_buildings(board):
    game = (
        Scenario(board).marquise_turn().sawmill(5).warriors(marquise={1: 1}, eyrie={5: 2}).game()
    )
    assert "battle 5" not in {str(a) for a in game.legal_actions()}
    assert refused(game, "battle 5") == "4.3"


def test_4_3_defender_with_tokens_only_can_be_attacked(board):
    game = eyrie_battles(board).warriors(eyrie={5: 2}).wood(5).dice(1, 0).game()
    assert "battle 5 rabbit" in {str(a) for a in game.legal_actions()}
    game.apply("battle 5 rabbit")
    # 1 rolled + 1 defenseless: the lone wood token goes, 1 VP
    assert game.state.wood[5] == 0 and game.vp("eyrie") == 1


# --- 4.3.1 ambush and foil ------------------------------------------------------

def test_4_3_1_ambush_hits_then_the_battle_goes_on(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 4}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"])
        .dice(1, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")
    s = game.state
    assert s.warriors[CAT][5] == 2  # 2 ambush hits, no dice hit back (0)
    assert s.warriors[EYRIE][5] == 0  # the dice were rolled: 1 hit
    assert s.battle is None and "ambush_rabbit" in game.to_position()["discard"]


def test_4_3_1_ambush_must_match_the_clearing(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2}, eyrie={5: 1})
        .hand(eyrie=["ambush_fox", "ambush_mouse"])
        .dice(0, 0)
        .game()
    )
    game.apply("battle 5")  # rabbit clearing: no ambush to offer, straight to the dice
    assert game.state.battle is None
    assert sorted(game.to_position()["hands"]["eyrie"]) == ["ambush_fox", "ambush_mouse"]


def test_4_3_1_ambush_of_the_wrong_suit_refused(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit", "ambush_fox"])
        .game()
    )
    game.apply("battle 5")
    assert {str(a) for a in game.legal_actions()} == {"ambush rabbit", "pass"}
    assert refused(game, "ambush fox") == "4.3.1"
    assert refused(game, "ambush bird") == "4.3.1"  # not in hand
    assert refused(game, "foil rabbit") == "4.3.1"  # only the attacker foils, after


def test_4_3_1_foil_must_match_the_clearing(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 3}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"], marquise=["ambush_fox"])
        .dice(0, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")  # the fox ambush cannot foil: the hits land at once
    s = game.state
    assert s.warriors[CAT][5] == 1 and game.to_position()["hands"]["marquise"] == ["ambush_fox"]


def test_4_3_1_one_ambush_per_battle(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit", "ambush_bird"], marquise=["ambush_bird"])
        .dice(0, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")
    game.apply("foil bird")
    # foiled: no second ambush, the dice are rolled and the battle is over
    assert game.state.battle is None
    assert game.to_position()["hands"]["eyrie"] == ["ambush_bird"]
    assert game.state.warriors[CAT][5] == 2


def test_4_3_1_pass_on_ambush_keeps_the_card(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"])
        .dice(0, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("pass")
    assert game.to_position()["hands"]["eyrie"] == ["ambush_rabbit"]


def test_4_3_1_attacker_may_decline_to_foil(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 3}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"], marquise=["ambush_bird"])
        .dice(0, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")
    assert {str(a) for a in game.legal_actions()} == {"foil bird", "pass"}
    game.apply("pass")
    assert game.state.warriors[CAT][5] == 1
    assert game.to_position()["hands"]["marquise"] == ["ambush_bird"]


def test_4_3_1_ambush_hits_remove_attacker_buildings_and_score(board):
    game = (
        eyrie_battles(board)
        .warriors(eyrie={5: 1}, marquise={5: 1})
        .roost(5)
        .hand(marquise=["ambush_rabbit"])
        .game()
    )
    game.apply("battle 5 rabbit")
    assert game.to_act == CAT
    game.apply("ambush rabbit")
    s = game.state
    # 2 hits: the warrior, then the roost; 1 VP to the defender; the battle ends
    assert s.warriors[EYRIE][5] == 0 and s.roost[5] == 0
    assert game.vp("marquise") == 1 and s.warriors[CAT][5] == 1 and s.battle is None


def test_4_3_1_field_hospitals_after_an_ambush(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .keep(1)
        .warriors(marquise={5: 2, 1: 1}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"], marquise=["crossbow_bird"])
        .game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")
    assert game.to_act == CAT
    assert {str(a) for a in game.legal_actions()} == {"hospital crossbow_bird", "pass"}
    game.apply("hospital crossbow_bird")  # a bird is wild
    s = game.state
    assert s.warriors[CAT][1] == 3 and s.warriors[CAT][5] == 0 and s.battle is None


# --- 4.3.2 dice -------------------------------------------------------------------

def test_4_3_2_dice_faces_are_0_to_3():
    state, seen = 12345, set()
    for _ in range(2000):
        state, d = below(state, 4)
        seen.add(d)
    assert seen == {0, 1, 2, 3}


def test_4_3_2_higher_die_to_the_eyrie_attacker(board):
    game = eyrie_battles(board).warriors(eyrie={5: 3}, marquise={5: 3}).dice(0, 2).game()
    game.apply("battle 5 rabbit")
    s = game.state
    assert s.warriors[CAT][5] == 1 and s.warriors[EYRIE][5] == 3


def test_4_3_2_equal_dice_equal_hits(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 3}, eyrie={5: 3}).dice(2, 2).game()
    game.apply("battle 5")
    s = game.state
    assert s.warriors[CAT][5] == 1 and s.warriors[EYRIE][5] == 1


def test_4_3_2_rolled_hits_capped_by_defender_warriors(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 3}, eyrie={5: 1}).dice(3, 3).game()
    game.apply("battle 5")
    s = game.state
    assert s.warriors[CAT][5] == 2  # the defender rolled 3 but has one warrior
    assert game.state.battle is None


def test_4_3_2_rolled_hits_capped_by_attacker_warriors_even_with_buildings(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 1}, eyrie={5: 3}).sawmill(5)
        .dice(3, 0).game()
    )
    game.apply("battle 5")
    assert game.state.warriors[EYRIE][5] == 2  # buildings do not roll


# --- 4.3.3 effects ----------------------------------------------------------------

def test_4_3_3_extra_hits_are_not_capped(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(marquise=["brutal_tactics"])
        .warriors(marquise={5: 1}, eyrie={5: 3})
        .dice(3, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("brutal_tactics")
    # 1 rolled (capped by 1 warrior) + 1 extra
    assert game.state.warriors[EYRIE][5] == 1 and game.vp("eyrie") == 1


def test_4_3_3_defenseless_only_without_defending_warriors(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 2}, eyrie={5: 1}).roost(5)
        .dice(1, 0).game()
    )
    game.apply("battle 5")
    s = game.state
    assert s.warriors[EYRIE][5] == 0 and s.roost[5] == 1 and game.vp("marquise") == 0


def test_4_3_3_armorers_for_the_attacker(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(marquise=["armorers"])
        .warriors(marquise={5: 3}, eyrie={5: 3})
        .dice(2, 2)
        .game()
    )
    game.apply("battle 5")
    assert game.to_act == CAT
    assert {str(a) for a in game.legal_actions()} == {"armorers", "pass"}
    game.apply("armorers")
    s = game.state
    assert s.warriors[CAT][5] == 3 and s.warriors[EYRIE][5] == 1
    assert "armorers" in game.to_position()["discard"]
    assert game.to_position()["crafted"]["marquise"] == []


def test_4_3_3_armorers_ignores_only_rolled_hits(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(marquise=["brutal_tactics"], eyrie=["armorers"])
        .warriors(marquise={5: 3}, eyrie={5: 3})
        .dice(2, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("brutal_tactics")  # nothing else for the attacker: on to the defender
    assert game.to_act == EYRIE
    game.apply("armorers")
    assert game.state.warriors[EYRIE][5] == 2  # the Brutal Tactics hit still lands


def test_4_3_3_armorers_not_offered_without_rolled_hits(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(marquise=["armorers"])
        .warriors(marquise={5: 3}, eyrie={5: 3})
        .dice(2, 0)
        .game()
    )
    game.apply("battle 5")
    assert game.state.battle is None  # nothing to ignore: no question asked
    assert game.to_position()["crafted"]["marquise"] == ["armorers"]


def test_4_3_3_sappers_only_as_defender(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(marquise=["brutal_tactics", "sappers"], eyrie=["brutal_tactics"])
        .warriors(marquise={5: 3}, eyrie={5: 3})
        .dice(1, 0)
        .game()
    )
    game.apply("battle 5")
    assert {str(a) for a in game.legal_actions()} == {"brutal_tactics", "pass"}
    assert refused(game, "sappers") == "4.1.3"
    game.apply("pass")
    assert game.state.battle is None  # the defender's Brutal Tactics is not offered


def test_4_3_3_effect_before_the_dice_refused(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(marquise=["brutal_tactics"])
        .warriors(marquise={5: 3}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"])
        .game()
    )
    game.apply("battle 5")
    assert game.to_act == EYRIE
    assert refused(game, "brutal_tactics") == "4.3.3"  # the ambush comes first
    game2 = (
        Scenario(board)
        .marquise_turn()
        .crafted(eyrie=["sappers"])
        .warriors(marquise={5: 3}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"])
        .game()
    )
    game2.apply("battle 5")
    assert refused(game2, "sappers") == "4.3.3"


# --- 4.3.4 dealing hits -------------------------------------------------------------

def test_4_3_4_attacker_buildings_lost_score_for_the_defender(board):
    game = (
        Scenario(board).marquise_turn().leader("builder")
        .warriors(marquise={5: 1}, eyrie={5: 3}).sawmill(5).dice(3, 3).game()
    )
    game.apply("battle 5")
    s = game.state
    assert s.warriors[CAT][5] == 0 and s.bld[0][5] == 0 and game.vp("eyrie") == 1
    assert s.warriors[EYRIE][5] == 2


def test_4_3_4_tokens_score_and_the_keep_is_gone_for_good(board):
    game = eyrie_battles(board).warriors(eyrie={5: 3}).keep(5).wood(5).dice(2, 0).game()
    game.apply("battle 5 rabbit")
    s = game.state
    # 2 rolled + 1 defenseless >= 2 tokens: both go, 1 VP each
    assert s.keep == 0 and s.wood[5] == 0 and game.vp("eyrie") == 2
    assert game.to_position()["clearings"][4]["keep"] is False


def test_4_3_4_extra_hits_beyond_the_pieces_are_lost(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 3}).roost(5).dice(3, 3).game()
    )
    game.apply("battle 5")
    assert game.state.roost[5] == 0 and game.vp("marquise") == 1


def test_4_3_4_own_pieces_never_score(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 1}, eyrie={5: 3}).sawmill(5)
        .dice(3, 3).game()
    )
    game.apply("battle 5")
    assert game.vp("marquise") == 0


def test_4_3_4_lose_refusal_names_the_rule(board):
    game = (
        eyrie_battles(board)
        .crafted(eyrie=["codebreakers"])
        .warriors(eyrie={5: 3}, marquise={5: 1})
        .sawmill(5)
        .wood(5)
        .dice(2, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    assert game.to_act == CAT
    assert refused(game, "lose workshop") == "4.3.4"
    assert refused(game, "lose roost") == "4.3.4"


# --- 3.3 victory in battle -----------------------------------------------------------

def test_3_3_brutal_tactics_point_can_win_for_the_defender(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(marquise=["brutal_tactics"])
        .warriors(marquise={5: 3}, eyrie={5: 3})
        .vp(0, 29)
        .dice(1, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("brutal_tactics")
    assert game.winner == EYRIE and game.legal_actions() == []
    assert game.to_position()["battle"] is None


def test_3_3_ambush_point_can_win_for_the_defender(board):
    game = (
        eyrie_battles(board)
        .warriors(eyrie={5: 1}, marquise={5: 1})
        .roost(5)
        .hand(marquise=["ambush_rabbit"])
        .vp(29, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    game.apply("ambush rabbit")
    assert game.winner == CAT and game.is_over


def test_3_3_simultaneous_hits_tie_goes_to_the_current_player(board):
    # Eyrie (Commander, their turn) vs Marquise, both at 29 VP: the Eyrie's 2
    # hits take the warrior and a building/token of the Marquise's choice, the
    # Marquise's 2 hits (1 rolled + Sappers) the warrior and the roost. Hits
    # are simultaneous (4.3.4), so both reach 30 together: the current player
    # wins (spec §2 Victory).
    game = (
        eyrie_battles(board, leader="commander")
        .warriors(eyrie={5: 1}, marquise={5: 1})
        .roost(5)
        .sawmill(5)
        .wood(5)
        .crafted(marquise=["sappers"])
        .vp(29, 29)
        .dice(1, 1)
        .game()
    )
    game.apply("battle 5 rabbit")
    game.apply("sappers")
    assert game.winner == EYRIE
