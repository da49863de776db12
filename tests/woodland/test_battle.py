"""4.3 Battle: choosing it, ambush and foil, dice, effects, dealing hits,
and victory in the middle of a battle.

Clearing 5 is a rabbit clearing with 2 slots, clearing 1 a fox corner. Eyrie
attacks come from ``Scenario.eyrie_battle`` (a spare target in clearing 10
keeps the battle a real choice). Battle cards of the deck (Armorers,
Sappers, Brutal Tactics, Scouting Party) are tested here, where they act.
"""

from __future__ import annotations

import pytest

from game.woodland.rng import below
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, legal, refused


def cat_attacks(board) -> Scenario:
    """Marquise Daylight: 3 warriors vs 2 Eyrie warriors and a roost in 5."""
    return Scenario(board).marquise_turn().warriors(marquise={5: 3}, eyrie={5: 2}).roost(5)


def cat_vs_eyrie(board, cat: int, eyrie: int, clearing: int = 5) -> Scenario:
    """Marquise Daylight with ``cat`` vs ``eyrie`` warriors in ``clearing``."""
    return (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={clearing: cat}, eyrie={clearing: eyrie})
    )


# --- 4.3 choosing the battle ----------------------------------------------------

def test_4_3_battle_needs_warriors_and_an_enemy(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 2, 1: 1}, eyrie={2: 1}).game()
    assert refused(game, "battle 5") == "4.3"
    assert refused(game, "battle 2") == "4.3"


def test_4_3_needs_attacking_warriors_not_just_buildings(board):
    game = (
        Scenario(board).marquise_turn().sawmill(5).warriors(marquise={1: 1}, eyrie={5: 2}).game()
    )
    assert "battle 5" not in legal(game)
    assert refused(game, "battle 5") == "4.3"


def test_4_3_defender_with_tokens_only_can_be_attacked(board):
    game = (
        Scenario(board).eyrie_battle(leader="builder").warriors(eyrie={5: 2}).wood(5)
        .dice(1, 0).game()
    )
    assert "battle 5 rabbit" in legal(game)
    game.apply("battle 5 rabbit")
    # 1 rolled + 1 defenseless: the lone wood token goes, 1 VP
    assert game.state.wood[5] == 0 and game.vp("eyrie") == 1


# --- 4.3.1 ambush and foil ------------------------------------------------------

def test_4_3_1_ambush_two_hits_and_battle_ends(board):
    game = cat_vs_eyrie(board, 2, 1).hand(eyrie=["ambush_rabbit"]).game()
    game.apply("battle 5")
    assert game.to_act == EYRIE
    game.apply("ambush rabbit")
    s = game.state
    assert s.warriors[CAT][5] == 0 and s.battle is None  # no attacker left: no dice
    pos = game.to_position()
    assert "ambush_rabbit" not in pos["hands"]["eyrie"] and "ambush_rabbit" in pos["discard"]


def test_4_3_1_ambush_hits_then_the_battle_goes_on(board):
    game = cat_vs_eyrie(board, 4, 1).hand(eyrie=["ambush_rabbit"]).dice(1, 0).game()
    game.apply("battle 5")
    game.apply("ambush rabbit")
    s = game.state
    assert s.warriors[CAT][5] == 2  # 2 ambush hits, no dice hit back (0)
    assert s.warriors[EYRIE][5] == 0  # the dice were rolled: 1 hit
    assert s.battle is None and "ambush_rabbit" in game.to_position()["discard"]


@pytest.mark.parametrize(
    ("clearing", "other"), [(1, "ambush_rabbit"), (2, "ambush_rabbit"), (5, "ambush_fox")]
)  # fox, mouse, rabbit
def test_4_3_1_bird_ambush_in_any_clearing(board, clearing, other):
    game = cat_vs_eyrie(board, 3, 1, clearing).hand(eyrie=["ambush_bird", other]).game()
    game.apply(f"battle {clearing}")
    assert game.to_act == EYRIE and legal(game) == {"ambush bird", "pass"}
    assert refused(game, "ambush " + other.split("_")[1]) == "4.3.1"
    game.apply("ambush bird")
    assert game.state.warriors[CAT][clearing] <= 1  # 2 hits at once


def test_4_3_1_ambush_must_match_the_clearing(board):
    game = cat_vs_eyrie(board, 2, 1).hand(eyrie=["ambush_fox", "ambush_mouse"]).dice(0, 0).game()
    game.apply("battle 5")  # rabbit clearing: the hand holds no ambush to play there,
    # but the Eyrie are asked all the same (1.2.1: a bird or rabbit ambush is unseen)
    assert game.to_act == EYRIE and legal(game) == {"pass"}
    assert refused(game, "ambush fox") == "4.3.1"
    game.apply("pass")
    assert game.state.battle is None
    assert sorted(game.to_position()["hands"]["eyrie"]) == ["ambush_fox", "ambush_mouse"]


def test_4_3_1_ambush_of_the_wrong_suit_refused(board):
    game = cat_vs_eyrie(board, 2, 1).hand(eyrie=["ambush_rabbit", "ambush_fox"]).game()
    game.apply("battle 5")
    assert legal(game) == {"ambush rabbit", "pass"}
    assert refused(game, "ambush fox") == "4.3.1"
    assert refused(game, "ambush bird") == "4.3.1"  # not in hand
    assert refused(game, "foil rabbit") == "4.3.1"  # only the attacker foils, after


def test_4_3_1_foil_cancels_the_ambush_and_no_second_one_follows(board):
    game = (
        cat_vs_eyrie(board, 2, 1)
        .hand(eyrie=["ambush_rabbit", "ambush_bird"], marquise=["ambush_bird"])
        .dice(0, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")
    assert game.to_act == CAT
    game.apply("foil bird")
    # foiled: both cards discarded, no second ambush, the dice end the battle
    pos = game.to_position()
    assert pos["hands"]["eyrie"] == ["ambush_bird"] and pos["hands"]["marquise"] == []
    assert {"ambush_rabbit", "ambush_bird"} <= set(pos["discard"])
    assert game.state.battle is None
    assert game.state.warriors[CAT][5] == 2  # the ambush dealt nothing


def test_4_3_1_foil_must_match_the_clearing(board):
    game = (
        cat_vs_eyrie(board, 3, 1).hand(eyrie=["ambush_rabbit"], marquise=["ambush_fox"])
        .dice(0, 0).game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")  # the fox ambush cannot foil (asked all the same, 1.2.1)
    assert game.to_act == CAT and legal(game) == {"pass"}
    assert refused(game, "foil fox") == "4.3.1"
    game.apply("pass")  # the hits land
    s = game.state
    assert s.warriors[CAT][5] == 1 and game.to_position()["hands"]["marquise"] == ["ambush_fox"]


def test_4_3_1_pass_on_ambush_keeps_the_card(board):
    game = cat_vs_eyrie(board, 2, 1).hand(eyrie=["ambush_rabbit"]).dice(0, 0).game()
    game.apply("battle 5")
    game.apply("pass")
    assert game.to_position()["hands"]["eyrie"] == ["ambush_rabbit"]


def test_4_3_1_attacker_may_decline_to_foil(board):
    game = (
        cat_vs_eyrie(board, 3, 1).hand(eyrie=["ambush_rabbit"], marquise=["ambush_bird"])
        .dice(0, 0).game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")
    assert legal(game) == {"foil bird", "pass"}
    game.apply("pass")
    assert game.state.warriors[CAT][5] == 1
    assert game.to_position()["hands"]["marquise"] == ["ambush_bird"]


def test_4_3_1_ambush_hits_remove_attacker_buildings_and_score(board):
    game = (
        Scenario(board).eyrie_battle(leader="builder").warriors(eyrie={5: 1}, marquise={5: 1})
        .roost(5).hand(marquise=["ambush_rabbit"]).game()
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
        Scenario(board).marquise_turn().keep(1).warriors(marquise={5: 2, 1: 1}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"], marquise=["crossbow_bird"]).game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")
    assert game.to_act == CAT and legal(game) == {"pass"}  # no foil in hand (1.2.1)
    game.apply("pass")
    assert game.to_act == CAT
    assert legal(game) == {"hospital crossbow_bird", "pass"}
    game.apply("hospital crossbow_bird")  # a bird is wild
    s = game.state
    assert s.warriors[CAT][1] == 3 and s.warriors[CAT][5] == 0 and s.battle is None


def test_4_3_1_scouting_party_ignores_ambush(board):
    game = (
        cat_vs_eyrie(board, 2, 1).crafted(marquise=["scouting_party"]).hand(eyrie=["ambush_bird"])
        .dice(0, 0).game()
    )
    game.apply("battle 5")
    assert game.state.battle is None  # straight to the dice, no ambush asked
    assert game.to_position()["hands"]["eyrie"] == ["ambush_bird"]


# --- 4.3.2 dice -------------------------------------------------------------------

def test_4_3_2_dice_faces_are_0_to_3():
    state, seen = 12345, set()
    for _ in range(2000):
        state, d = below(state, 4)
        seen.add(d)
    assert seen == {0, 1, 2, 3}


def test_4_3_2_higher_die_to_attacker(board):
    game = cat_attacks(board).dice(1, 3).game()
    game.apply("battle 5")
    s = game.state
    assert s.warriors[EYRIE][5] == 0 and s.roost[5] == 0  # 3 hits to the defender
    assert s.warriors[CAT][5] == 2  # 1 hit to the attacker
    assert game.vp("marquise") == 1  # 3.2.1: one roost removed
    assert game.to_position()["battle"] is None


def test_4_3_2_higher_die_to_the_eyrie_attacker(board):
    game = (
        Scenario(board).eyrie_battle(leader="builder").warriors(eyrie={5: 3}, marquise={5: 3})
        .dice(0, 2).game()
    )
    game.apply("battle 5 rabbit")
    s = game.state
    assert s.warriors[CAT][5] == 1 and s.warriors[EYRIE][5] == 3


def test_4_3_2_dice_are_reported_for_the_battle_overlay(board):
    game = cat_attacks(board).dice(1, 3).game()
    game.apply("battle 5")
    events = game.last_events
    assert ("battle", 5, CAT) in events
    assert ("dice", 5, CAT, 1, 3, 3, 1) in events
    assert ("score", CAT, 1, "battle_removal") in events  # 4.3.4: why, for the log


def test_4_3_2_rolled_hits_capped_by_defender_warriors(board):
    game = cat_vs_eyrie(board, 3, 1).dice(3, 3).game()
    game.apply("battle 5")
    assert game.state.warriors[CAT][5] == 2  # the defender rolled 3 but has one warrior
    assert game.state.battle is None


def test_4_3_2_rolled_hits_capped_by_attacker_warriors_even_with_buildings(board):
    game = cat_vs_eyrie(board, 1, 3).sawmill(5).dice(3, 0).game()
    game.apply("battle 5")
    assert game.state.warriors[EYRIE][5] == 2  # 1 warrior rolls 1 hit; buildings do not roll


# --- 4.3.3 effects ----------------------------------------------------------------

def test_4_3_3_defenseless_extra_hit(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 1}).roost(5).dice(0, 0).game()
    game.apply("battle 5")
    assert game.state.roost[5] == 0 and game.vp("marquise") == 1


def test_4_3_3_the_hits_event_gives_the_totals_and_names_each_extra_hit(board):
    # Commander leading an attack on a clearing with no Marquise warriors:
    # one rolled hit (one Eyrie warrior: 4.3.2), +1 Commander, +1 defenceless.
    # (The Commander's bird Vizier then battles in 10 by itself: the only target.)
    game = (Scenario(board).eyrie_battle(leader="commander")
            .warriors(eyrie={5: 1}, marquise={5: 0}).sawmill(5).workshop(5).wood(5)
            .dice(3, 0).game())
    game.apply("battle 5 rabbit")
    hits = [e for e in game.last_events if e[0] == "hits" and e[1] == 5]
    assert hits == [("hits", 5, EYRIE, 3, 0, ("commander", "defenceless"), ())]
    kinds = [e[0] for e in game.last_events]
    assert kinds.index("dice") < kinds.index("hits") < kinds.index("removed")


def test_4_3_3_defenseless_only_without_defending_warriors(board):
    game = cat_vs_eyrie(board, 2, 1).roost(5).dice(1, 0).game()
    game.apply("battle 5")
    s = game.state  # the one hit takes the warrior before the roost
    assert s.warriors[EYRIE][5] == 0 and s.roost[5] == 1 and game.vp("marquise") == 0


def _defender_chooses_what_goes(board, marquise_warriors: int):
    """Eyrie 3 warriors attack in 5: a sawmill, a workshop and a wood token,
    and ``marquise_warriors``. Two hits reach the buildings either way (two
    rolled with the warrior; one rolled and the defenceless one without), and
    the Marquise choose which pieces go (4.3.4): the battle is still there."""
    return (
        Scenario(board).eyrie_battle(leader="builder").crafted(eyrie=["codebreakers"])
        .warriors(eyrie={5: 3}, marquise={5: marquise_warriors}).sawmill(5).workshop(5)
        .wood(5).dice(1 + marquise_warriors, 0).game()
    )


@pytest.mark.parametrize(("marquise_warriors", "defenceless"), [(2, False), (0, True)])
def test_4_3_3_defenceless_is_recorded_as_dealt_not_read_off_the_hits(
        board, marquise_warriors, defenceless):
    game = _defender_chooses_what_goes(board, marquise_warriors)
    game.apply("battle 5 rabbit")
    battle = game.to_position()["battle"]
    # The defender has no warriors now in both cases; only the second had
    # none when the hits were counted.
    assert game.state.warriors[CAT][5] == 0 and battle["stage"] == "end"
    assert game.to_act == CAT
    assert battle["defenceless"] is defenceless
    assert battle["hits"][0] == 1 + marquise_warriors + defenceless


def test_4_3_3_defenceless_survives_a_position_round_trip(board):
    from game.woodland.game import Game

    game = _defender_chooses_what_goes(board, 0)
    game.apply("battle 5 rabbit")
    pos = game.to_position()
    assert Game.from_position(board, pos).to_position()["battle"]["defenceless"] is True
    del pos["battle"]["defenceless"]  # positions written before the field
    assert Game.from_position(board, pos).to_position()["battle"]["defenceless"] is False


@pytest.mark.parametrize(("attackers", "dice"), [(3, (1, 0)), (1, (3, 0))])
def test_4_3_3_brutal_tactics_extra_hit_not_capped_defender_scores(board, attackers, dice):
    game = (
        cat_vs_eyrie(board, attackers, 3).crafted(marquise=["brutal_tactics"]).dice(*dice).game()
    )
    game.apply("battle 5")
    game.apply("brutal_tactics")
    # 1 rolled (capped by the attacking warriors) + 1 extra; the defender scores 1
    assert game.state.warriors[EYRIE][5] == 1 and game.vp("eyrie") == 1


@pytest.mark.parametrize(
    ("owner", "dice", "left"),
    [("eyrie", (3, 1), {CAT: 2, EYRIE: 3}), ("marquise", (2, 2), {CAT: 3, EYRIE: 1})],
)
def test_4_3_3_armorers_ignore_the_rolled_hits_taken(board, owner, dice, left):
    game = cat_vs_eyrie(board, 3, 3).crafted(**{owner: ["armorers"]}).dice(*dice).game()
    game.apply("battle 5")
    assert game.to_act == (CAT if owner == "marquise" else EYRIE)
    assert legal(game) == {"armorers", "pass"}
    game.apply("armorers")
    assert {f: game.state.warriors[f][5] for f in (CAT, EYRIE)} == left
    pos = game.to_position()
    assert "armorers" in pos["discard"] and pos["crafted"][owner] == []


def test_4_3_3_armorers_ignores_only_rolled_hits(board):
    game = (
        cat_vs_eyrie(board, 3, 3).crafted(marquise=["brutal_tactics"], eyrie=["armorers"])
        .dice(2, 0).game()
    )
    game.apply("battle 5")
    game.apply("effects_first attacker")  # both sides have an effect (4.3.3 order)
    game.apply("brutal_tactics")  # nothing else for the attacker: on to the defender
    assert game.to_act == EYRIE
    game.apply("armorers")
    assert game.state.warriors[EYRIE][5] == 2  # the Brutal Tactics hit still lands


def both_have_effects(board) -> Scenario:
    """Marquise attack in 5 (3 vs 3, dice 2-1): she holds Brutal Tactics and
    Armorers, the Eyrie Sappers — both sides can use an effect."""
    return (
        cat_vs_eyrie(board, 3, 3).crafted(marquise=["brutal_tactics", "armorers"],
                                          eyrie=["sappers"])
        .dice(2, 1)
    )


def test_4_3_3_the_attacker_chooses_who_uses_effects_first(board):
    game = both_have_effects(board).game()
    game.apply("battle 5")
    assert game.to_act == CAT and game.state.battle["stage"] == "effects_order"
    assert legal(game) == {"effects_first attacker", "effects_first defender"}
    assert refused(game, "brutal_tactics") == "4.3.3"  # the order comes first
    assert refused(game, "pass") == "4.3.3"
    game.apply("effects_first defender")
    assert game.to_act == EYRIE and legal(game) == {"sappers", "pass"}
    game.apply("sappers")  # the defender first, then the attacker sees it
    assert game.to_act == CAT
    assert legal(game) == {"brutal_tactics", "armorers", "pass"}
    assert refused(game, "sappers") == "4.1.3"
    game.apply("armorers")  # ignores the 1 rolled hit; the Sappers hit lands
    game.apply("pass")
    assert game.state.battle is None
    assert game.state.warriors[CAT][5] == 2 and game.state.warriors[EYRIE][5] == 1


def test_4_3_3_attacker_first_then_the_defender(board):
    game = both_have_effects(board).game()
    game.apply("battle 5")
    game.apply("effects_first attacker")
    assert game.to_act == CAT and legal(game) == {"brutal_tactics", "armorers", "pass"}
    game.apply("brutal_tactics")
    game.apply("pass")
    assert game.to_act == EYRIE and legal(game) == {"sappers", "pass"}
    game.apply("pass")
    assert game.state.battle is None
    assert game.state.warriors[EYRIE][5] == 0 and game.vp("eyrie") == 1


def test_4_3_3_no_order_question_when_only_one_side_has_effects(board):
    game = cat_vs_eyrie(board, 3, 3).crafted(eyrie=["sappers"]).dice(2, 0).game()
    game.apply("battle 5")
    assert game.state.battle["stage"] == "effects_def" and legal(game) == {"sappers", "pass"}
    assert refused(game, "effects_first defender") == "4.3.3"
    assert refused(game, "effects_first sideways") == "notation"


def test_4_3_3_effect_order_decision_saves_and_loads(board):
    from game.woodland.game import Game

    game = both_have_effects(board).game()
    game.apply("battle 5")
    saved = game.to_json()
    assert game.to_position()["battle"]["stage"] == "effects_order"
    loaded = Game.from_position(board, saved)
    assert loaded.to_json() == saved and loaded.to_act == CAT
    assert legal(loaded) == legal(game)
    for g in (game, loaded):
        g.apply("effects_first defender")
    assert loaded.to_json() == game.to_json()
    assert loaded.to_position()["battle"]["stage"] == "effects_def_first"
    again = Game.from_position(board, game.to_json())
    for g in (game, again):
        g.apply("sappers")
        g.apply("pass")
    assert again.state_hash() == game.state_hash()


@pytest.mark.parametrize(("stage", "effects"), [("effects_order", ["sappers"]),
                                                ("effects_def_first", ["brutal_tactics"])])
def test_4_3_3_position_with_an_effect_used_out_of_order_is_refused(board, stage, effects):
    from game.woodland.errors import PositionError
    from game.woodland.game import Game

    game = both_have_effects(board).game()
    game.apply("battle 5")
    pos = game.to_position()
    pos["battle"]["stage"], pos["battle"]["effects"] = stage, effects
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field == "battle.effects"


def test_4_3_3_armorers_not_offered_without_rolled_hits(board):
    game = cat_vs_eyrie(board, 3, 3).crafted(marquise=["armorers"]).dice(2, 0).game()
    game.apply("battle 5")
    assert game.state.battle is None  # nothing to ignore: no question asked
    assert game.to_position()["crafted"]["marquise"] == ["armorers"]


def test_4_3_3_sappers_extra_hit_as_defender(board):
    game = cat_vs_eyrie(board, 3, 3).crafted(eyrie=["sappers"]).dice(0, 0).game()
    game.apply("battle 5")
    game.apply("sappers")
    assert game.state.warriors[CAT][5] == 2


def test_4_3_3_sappers_only_as_defender(board):
    game = (
        cat_vs_eyrie(board, 3, 3)
        .crafted(marquise=["brutal_tactics", "sappers"], eyrie=["brutal_tactics"])
        .dice(1, 0)
        .game()
    )
    game.apply("battle 5")
    assert legal(game) == {"brutal_tactics", "pass"}
    assert refused(game, "sappers") == "4.1.3"
    game.apply("pass")
    assert game.state.battle is None  # the defender's Brutal Tactics is not offered


@pytest.mark.parametrize(("effect", "crafted"), [("brutal_tactics", "marquise"),
                                                 ("sappers", "eyrie")])
def test_4_3_3_effect_before_the_dice_refused(board, effect, crafted):
    game = (
        cat_vs_eyrie(board, 3, 1).crafted(**{crafted: [effect]}).hand(eyrie=["ambush_rabbit"])
        .game()
    )
    game.apply("battle 5")
    assert game.to_act == EYRIE
    assert refused(game, effect) == "4.3.3"  # the ambush comes first


# --- 4.3.4 dealing hits -------------------------------------------------------------

def test_4_3_4_simultaneous_hits(board):
    for warriors, left in ((2, 0), (3, 1)):  # equal dice: 2 hits each way, at once
        game = cat_vs_eyrie(board, warriors, warriors).dice(2, 2).game()
        game.apply("battle 5")
        s = game.state
        assert s.warriors[CAT][5] == left and s.warriors[EYRIE][5] == left


def test_4_3_4_owner_chooses_building_or_token(board):
    game = (
        Scenario(board)
        .eyrie_battle(leader="builder")
        .crafted(eyrie=["codebreakers"])  # so the turn does not end by itself
        .warriors(eyrie={5: 3}, marquise={5: 1})
        .sawmill(5)
        .wood(5)
        .dice(2, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    assert game.state.turn == EYRIE and game.to_act == CAT
    assert legal(game) == {"lose sawmill", "lose wood"}
    assert refused(game, "lose workshop") == "4.3.4"
    assert refused(game, "lose roost") == "4.3.4"
    game.apply("lose wood")
    s = game.state
    assert s.wood[5] == 0 and s.bld[0][5] == 1
    assert game.vp("eyrie") == 1  # the wood token removed


def test_4_3_4_attacker_buildings_lost_score_for_the_defender_only(board):
    game = cat_vs_eyrie(board, 1, 3).leader("builder").sawmill(5).dice(3, 3).game()
    game.apply("battle 5")
    s = game.state
    assert s.warriors[CAT][5] == 0 and s.bld[0][5] == 0 and game.vp("eyrie") == 1
    assert s.warriors[EYRIE][5] == 2
    assert game.vp("marquise") == 0  # own pieces never score


def test_4_3_4_tokens_score_and_the_keep_is_gone_for_good(board):
    game = (
        Scenario(board).eyrie_battle(leader="builder").warriors(eyrie={5: 3}).keep(5).wood(5)
        .dice(2, 0).game()
    )
    game.apply("battle 5 rabbit")
    s = game.state
    # 2 rolled + 1 defenseless >= 2 tokens: both go, 1 VP each
    assert s.keep == 0 and s.wood[5] == 0 and game.vp("eyrie") == 2
    assert game.to_position()["clearings"][4]["keep"] is False


def test_4_3_4_extra_hits_beyond_the_pieces_are_lost(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 3}).roost(5).dice(3, 3).game()
    game.apply("battle 5")
    assert game.state.roost[5] == 0 and game.vp("marquise") == 1


# --- 3.1 victory in battle -----------------------------------------------------------

def test_3_1_victory_mid_battle(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 3}).roost(5).vp(29, 0).dice(0, 0)
        .game()
    )
    game.apply("battle 5")
    assert game.winner == CAT and game.is_over and game.legal_actions() == []
    assert game.last_events[-1] == ("won", CAT, 30)  # the log says who won, and how


def test_3_1_brutal_tactics_point_can_win_for_the_defender(board):
    game = (
        cat_vs_eyrie(board, 3, 3).crafted(marquise=["brutal_tactics"]).vp(0, 29).dice(1, 0)
        .game()
    )
    game.apply("battle 5")
    game.apply("brutal_tactics")
    assert game.winner == EYRIE and game.legal_actions() == []
    assert game.to_position()["battle"] is None


def test_3_1_ambush_point_can_win_for_the_defender(board):
    game = (
        Scenario(board).eyrie_battle(leader="builder").warriors(eyrie={5: 1}, marquise={5: 1})
        .roost(5).hand(marquise=["ambush_rabbit"]).vp(29, 0).game()
    )
    game.apply("battle 5 rabbit")
    game.apply("ambush rabbit")
    assert game.winner == CAT and game.is_over


def test_3_1_simultaneous_hits_tie_goes_to_the_current_player(board):
    # Eyrie (Commander, their turn) vs Marquise, both at 29 VP: the Eyrie's 2
    # hits take the warrior and a building/token of the Marquise's choice
    # (asked though it wins, 4.3.4), the Marquise's 2 hits (1 rolled +
    # Sappers) the warrior and the roost. Hits are simultaneous (4.3.4), so
    # both reach 30 together: the current player wins (spec §2 Victory) —
    # the Eyrie's hits were dealt first, so they are resolved first.
    game = (
        Scenario(board)
        .eyrie_battle(leader="commander")
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
    assert game.to_act == CAT and legal(game) == {"lose sawmill", "lose wood"}
    game.apply("lose sawmill")
    assert game.winner == EYRIE and game.state.roost[5] == 1
