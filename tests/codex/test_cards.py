"""Every card of the Bashing vs Finesse game (spec §7), one story each."""

from __future__ import annotations

from game.codex.cards import CARD_INDEX, CARDS
from game.codex.state import hero_id
from game.codex.stats import atk, cost_of, has, hp

from .scenario import Scenario, end_turn, legal, refused

FIN = ("finesse", "finesse")


def played(game) -> int:
    return game.state.play[game.state.turn][-1]


# --- neutral starter deck ------------------------------------------------------------

def test_card_table_has_every_card_once():
    assert len(CARDS) == 10 + 2 + 12 + 12 + 2
    assert len(CARD_INDEX) == len(CARDS)


def test_timely_messenger_has_haste():
    game = Scenario().hand(0, "timely_messenger").gold(0, 1).game()
    game.apply("play timely_messenger")
    assert f"attack {played(game)} base" in legal(game)


def test_tenderfoot_is_a_virtuoso_that_maestro_makes_free():
    sc = Scenario(specs=FIN).hand(0, "tenderfoot")
    sc.unit(0, "maestro")
    game = sc.game()
    game.apply("play tenderfoot")
    assert game.state.gold[0] == 0


def test_older_brother_is_a_2_2_for_2():
    game = Scenario().hand(0, "older_brother").gold(0, 2).game()
    game.apply("play older_brother")
    s = game.state
    assert (atk(s, played(game)), hp(s, played(game)), s.gold[0]) == (2, 2, 0)


def test_brick_thief_arrives_damaging_a_building_and_repairing_one():
    sc = Scenario().hand(0, "brick_thief").gold(0, 2).base_damage(0, 3)
    sc.building(1, "tech1")
    game = sc.game()
    assert "play brick_thief tech1 base" in legal(game)
    game.apply("play brick_thief tech1 base")
    s = game.state
    assert s.bld_dmg[1][1] == 1 and s.bld_dmg[0][0] == 2


def test_codex_7_brick_thief_played_with_no_target_is_refused_as_needing_one():
    # Dropped on the table, not on a building: "cannot target that" said nothing useful.
    sc = Scenario().hand(0, "brick_thief").gold(0, 2).base_damage(0, 3)
    sc.building(1, "tech1")
    game = sc.game()
    refused(game, "play brick_thief", "codex 7", "target.needed")
    refused(game, "play brick_thief 99 base", "codex 7", "target.invalid")


def test_brick_thief_attacks_with_the_same_effect():
    sc = Scenario().base_damage(0, 1)
    thief = sc.unit(0, "brick_thief")
    game = sc.game()
    game.apply(f"attack {thief} base base base")
    s = game.state
    assert s.bld_dmg[1][0] == 1 + 2 and s.bld_dmg[0][0] == 0


def test_brick_thief_has_resist_1():
    sc = Scenario(turn=1)
    thief = sc.unit(0, "brick_thief", patrol="lookout")
    sc.hero(1)
    game = sc.hand(1, "spark").gold(1, 2).game()
    assert has(game.state, thief, "resist") == 2  # its own 1 + the Lookout's 1
    refused(game, f"play spark {thief}", "codex 6", "gold.resist")


def test_helpful_turtle_heals_1_at_upkeep():
    sc = Scenario(turn=1)
    sc.unit(0, "helpful_turtle")
    hurt = sc.unit(0, "iron_man", damage=2)
    troq = sc.hero(0, level=1, damage=1)
    game = sc.game()
    end_turn(game)
    assert game.state.dmg[hurt] == 1 and game.state.dmg[troq] == 0


def test_granfalloon_flagbearer_must_be_targeted():
    sc = Scenario(turn=1)
    flag = sc.unit(0, "granfalloon_flagbearer", patrol="elite")
    other = sc.unit(0, "tenderfoot", patrol="squad_leader")
    sc.hero(1)
    game = sc.hand(1, "spark", "wither").gold(1, 5).game()
    assert legal(game, "play") == [f"play spark {flag}", f"play wither {flag}"]
    refused(game, f"play spark {other}", "codex 6", "target.flagbearer")


def test_fruit_ninja_has_frenzy_on_its_own_turn_only():
    sc = Scenario()
    mine = sc.unit(0, "fruit_ninja")
    game = sc.game()
    assert atk(game.state, mine) == 3
    end_turn(game)
    assert atk(game.state, mine) == 2


def test_spark_deals_1_to_a_patroller_only():
    sc = Scenario()
    sc.hero(0)
    p = sc.unit(1, "tenderfoot", patrol="technician")
    free = sc.unit(1, "older_brother")
    game = sc.hand(0, "spark").gold(0, 1).game()
    refused(game, f"play spark {free}", "codex 7", "target.invalid")
    game.apply(f"play spark {p}")
    assert game.state.dmg[p] == 1
    assert game.state.discard[0][-1] in range(0, 10)


def test_bloom_puts_a_plus_rune_on_one_without_one():
    sc = Scenario()
    troq = sc.hero(0)
    brother = sc.unit(0, "older_brother", runes=1)
    game = sc.hand(0, "bloom").gold(0, 2).game()
    refused(game, f"play bloom {brother}", "codex 7", "target.invalid")
    game.apply(f"play bloom {troq}")
    assert (atk(game.state, troq), hp(game.state, troq)) == (3, 4)


def test_wither_and_bloom_runes_cancel():
    sc = Scenario()
    sc.hero(0)
    d = sc.unit(1, "tenderfoot", runes=1)
    game = sc.hand(0, "wither").gold(0, 2).game()
    game.apply(f"play wither {d}")
    assert game.state.runes[d] == 0 and hp(game.state, d) == 2


def test_wither_kills_a_one_hp_unit():
    sc = Scenario()
    sc.hero(0)
    d = sc.token(1, "dancer")
    game = sc.hand(0, "wither").gold(0, 2).game()
    game.apply(f"play wither {d}")
    assert game.state.ctrl[d] == -1


# --- heroes ---------------------------------------------------------------------------------

def test_troq_bashar_mid_band_hits_the_base_when_he_attacks():
    sc = Scenario()
    troq = sc.hero(0, level=5)
    d = sc.unit(1, "maestro")
    game = sc.game()
    assert (atk(game.state, troq), hp(game.state, troq)) == (3, 4)
    game.apply(f"attack {troq} {d}")
    assert game.state.bld_dmg[1][0] == 1 and game.state.dmg[d] == 3


def test_river_montoya_sidelines_only_tech_0_or_i_patrollers():
    sc = Scenario(turn=1)
    big = sc.unit(0, "regular_sized_rhinoceros", patrol="squad_leader")
    small = sc.unit(0, "iron_man", patrol="elite")
    river = sc.hero(1, level=3)
    game = sc.game()
    assert legal(game, "use") == [f"use {river} {small}"]
    refused(game, f"use {river} {big}", "codex 7", "target.invalid")


def test_river_montoya_level_1_has_no_ability():
    sc = Scenario(turn=1)
    small = sc.unit(0, "iron_man", patrol="elite")
    river = sc.hero(1, level=2)
    game = sc.game()
    refused(game, f"use {river} {small}", "codex 7", "use.no_ability")


def test_river_montoya_max_band_makes_tech_0_units_cheaper():
    sc = Scenario(turn=1)
    sc.hero(1, level=5)
    game = sc.hand(1, "older_brother").gold(1, 1).game()
    assert cost_of(game.state, 1, CARD_INDEX["older_brother"]) == 1
    game.apply("play older_brother")
    assert game.state.gold[1] == 0


# --- Bashing codex ---------------------------------------------------------------------

def test_wrecking_ball_deals_2_to_a_building_for_free():
    sc = Scenario()
    sc.hero(0)
    sc.building(1, "tower")
    game = sc.hand(0, "wrecking_ball").game()
    game.apply("play wrecking_ball tower")
    assert game.state.bld_dmg[1][4] == 2


def test_the_boot_destroys_a_tech_0_or_i_unit():
    sc = Scenario()
    sc.hero(0)
    t1 = sc.unit(1, "nimble_fencer")
    t2 = sc.unit(1, "maestro")
    game = sc.hand(0, "the_boot").gold(0, 3).game()
    refused(game, f"play the_boot {t2}", "codex 7", "target.invalid")
    game.apply(f"play the_boot {t1}")
    assert game.state.ctrl[t1] == -1 and t1 in game.state.discard[1]


def test_intimidate_gives_minus_4_atk_this_turn():
    sc = Scenario()
    sc.hero(0)
    d = sc.unit(1, "maestro")
    game = sc.hand(0, "intimidate").gold(0, 1).game()
    game.apply(f"play intimidate {d}")
    assert atk(game.state, d) == 0
    end_turn(game)
    assert atk(game.state, d) == 3


def test_final_smash_destroys_returns_and_steals():
    sc = Scenario()
    sc.hero(0, level=8)
    t0 = sc.unit(1, "tenderfoot")
    t1 = sc.unit(1, "nimble_fencer")
    t2 = sc.unit(1, "maestro", damage=2, patrol="elite")
    game = sc.hand(0, "final_smash").gold(0, 6).set(0, hero_max_start=True).game()
    game.apply(f"play final_smash {t0} {t1} {t2}")
    s = game.state
    assert t0 in s.discard[1] and t1 in s.hand[1] and s.ctrl[t2] == 0 and s.fresh[t2]
    assert s.dmg[t2] == 2 and s.patrol[1][1] == -1  # damage stays; it leaves the patrol
    refused(game, f"attack {t2} base", "codex p.7", "attack.arrived_this_turn")
    end_turn(game)
    end_turn(game)
    assert t2 in s.play[0] or game.state.ctrl[t2] == 0


def test_iron_man_is_tech_i_3_4():
    sc = Scenario().hand(0, "iron_man").gold(0, 3).building(0, "tech1")
    game = sc.game()
    game.apply("play iron_man")
    assert (atk(game.state, played(game)), hp(game.state, played(game))) == (3, 4)


def test_hired_stomper_deals_3_to_a_unit_when_it_arrives():
    sc = Scenario().hand(0, "hired_stomper").gold(0, 4).building(0, "tech1")
    sc.building(0, "tech2")
    d = sc.unit(1, "maestro")
    game = sc.game()
    game.apply(f"play hired_stomper {d}")
    assert game.state.dmg[d] == 3


def test_regular_sized_rhinoceros_is_5_6():
    sc = Scenario()
    rhino = sc.unit(0, "regular_sized_rhinoceros")
    assert (atk(sc.game().state, rhino), hp(sc.game().state, rhino)) == (5, 6)


def test_sneaky_pig_has_haste_and_stealth_on_arrival_only():
    sc = Scenario().hand(0, "sneaky_pig").gold(0, 3).building(0, "tech1").building(0, "tech2")
    sc.unit(1, "maestro", patrol="squad_leader")
    game = sc.game()
    game.apply("play sneaky_pig")
    pig = played(game)
    assert f"attack {pig} base" in legal(game)
    end_turn(game)
    assert not has(game.state, pig, "stealth")


def test_eggship_and_cloud_sprite_fly():
    sc = Scenario()
    egg = sc.unit(0, "eggship")
    sprite = sc.unit(1, "cloud_sprite")
    s = sc.game().state
    assert has(s, egg, "flying") and has(s, sprite, "flying")


def test_trojan_duck_arrives_dealing_4_to_a_building():
    sc = Scenario().hand(0, "trojan_duck").gold(0, 7).set(0, paid=[True, True, False])
    sc.building(0, "tech3")
    game = sc.game()
    game.apply("play trojan_duck base")
    assert game.state.bld_dmg[1][0] == 4


# --- Finesse codex -------------------------------------------------------------------------

def test_harmony_makes_a_dancer_per_spell_at_most_three():
    sc = Scenario(turn=1, specs=FIN)
    sc.hero(1)
    sc.ongoing(1, "harmony")
    d = sc.unit(0, "tenderfoot", patrol="elite")
    game = sc.hand(1, "spark", "bloom", "wither", "discord").gold(1, 20).game()
    game.apply(f"play spark {d}")
    game.apply("play discord")
    river = hero_id(1)
    game.apply(f"play bloom {river}")
    game.apply(f"play wither {river}")
    dancers = [i for i in game.state.play[1] if game.state.code[i] == CARD_INDEX["dancer"]]
    assert len(dancers) == 3


def test_harmony_sacrificed_turns_dancers_angry():
    sc = Scenario(turn=1, specs=FIN)
    sc.hero(1)
    harmony = sc.ongoing(1, "harmony")
    dancer = sc.token(1, "dancer")
    game = sc.game()
    game.apply(f"use {harmony}")
    s = game.state
    assert s.code[dancer] == CARD_INDEX["angry_dancer"] and harmony in s.discard[1]
    assert atk(s, dancer) == 2 and has(s, dancer, "unstoppable")


def test_channeling_spells_go_when_their_hero_dies():
    sc = Scenario(specs=("bashing", "finesse"))
    troq = sc.hero(0, level=5)
    river = sc.hero(1, level=1)
    harmony = sc.ongoing(1, "harmony")
    game = sc.game()
    game.apply(f"attack {troq} {river}")
    s = game.state
    assert s.ctrl[river] == -1 and harmony in s.discard[1]


def test_discord_weakens_the_enemys_tech_0_and_i_units_this_turn():
    sc = Scenario(turn=1, specs=FIN)
    sc.hero(1)
    t0 = sc.unit(0, "tenderfoot")
    t1 = sc.unit(0, "star_crossed_starlet")
    t2 = sc.unit(0, "maestro")
    game = sc.hand(1, "discord").gold(1, 2).game()
    game.apply("play discord")
    s = game.state
    assert (atk(s, t0), hp(s, t0)) == (0, 1)
    assert s.ctrl[t1] == -1 or hp(s, t1) == 1
    assert (atk(s, t2), hp(s, t2)) == (3, 5)
    end_turn(game)
    assert hp(game.state, t0) == 2


def test_two_step_partners_get_plus_2_plus_2_while_both_stay():
    sc = Scenario(turn=1, specs=FIN)
    sc.hero(1)
    a = sc.unit(1, "tenderfoot")
    b = sc.unit(1, "nimble_fencer")
    game = sc.hand(1, "two_step").gold(1, 2).game()
    game.apply(f"play two_step {a} {b}")
    s = game.state
    assert (atk(s, a), hp(s, a), atk(s, b), hp(s, b)) == (3, 4, 4, 5)


def test_two_step_bonus_ends_when_a_partner_dies():
    sc = Scenario(specs=FIN)
    a = sc.unit(0, "tenderfoot")
    b = sc.unit(0, "nimble_fencer", damage=2)
    step = sc.ongoing(0, "two_step")
    sc.pos["cards"][str(step)]["partner"] = a
    sc.pos["cards"][str(a)]["partner"] = b
    sc.pos["cards"][str(b)]["partner"] = a
    d = sc.unit(1, "maestro")  # 3/5
    sc.hero(0)
    game = sc.game()
    assert (hp(game.state, a), hp(game.state, b)) == (4, 5)
    game.apply(f"attack {a} {d}")  # takes 3 of its 4 HP
    assert game.state.ctrl[a] == 0
    game.apply(f"attack {b} {d}")  # takes 3 more: 5 damage, dies
    s = game.state
    assert s.ctrl[b] == -1
    assert s.ctrl[a] == -1  # without its partner it is a 1/2 with 3 damage
    assert s.partner[step] == -1


def test_appel_stomp_sidelines_draws_and_may_go_on_top():
    sc = Scenario(turn=1, specs=FIN)
    sc.hero(1, level=5)
    p = sc.unit(0, "tenderfoot", patrol="squad_leader")
    game = sc.hand(1, "appel_stomp").gold(1, 1).set(1, hero_max_start=True).game()
    game.apply(f"play appel_stomp {p} top")
    s = game.state
    assert s.patrol[0][0] == -1 and len(s.hand[1]) == 1
    assert s.code[s.deck[1][-1]] == CARD_INDEX["appel_stomp"]


def test_nimble_fencer_gives_virtuosos_haste():
    sc = Scenario(specs=FIN).hand(0, "tenderfoot").gold(0, 1)
    sc.unit(0, "nimble_fencer")
    game = sc.game()
    game.apply("play tenderfoot")
    assert f"attack {played(game)} base" in legal(game)


def test_star_crossed_starlet_hurts_itself_at_upkeep_and_grows():
    sc = Scenario(turn=1, specs=FIN)
    star = sc.unit(0, "star_crossed_starlet")
    game = sc.game()
    assert atk(game.state, star) == 3
    end_turn(game)
    assert game.state.dmg[star] == 1 and atk(game.state, star) == 4
    end_turn(game)
    end_turn(game)
    assert game.state.ctrl[star] == -1  # the second upkeep kills it (2 HP)


def test_grounded_guide_boosts_other_units_and_virtuosos_more():
    sc = Scenario(specs=FIN)
    guide = sc.unit(0, "grounded_guide")
    brother = sc.unit(0, "older_brother")
    foot = sc.unit(0, "tenderfoot")
    river = sc.hero(0)
    s = sc.game().state
    assert atk(s, guide) == 4 and atk(s, brother) == 3
    assert (atk(s, foot), hp(s, foot)) == (3, 3)
    assert atk(s, river) == 2


def test_maestro_gives_virtuosos_an_exhaust_building_attack():
    sc = Scenario(specs=FIN)
    sc.unit(0, "maestro")
    foot = sc.unit(0, "tenderfoot")
    game = sc.game()
    game.apply(f"use {foot} base")
    assert game.state.bld_dmg[1][0] == 2 and game.state.exhausted[foot]


def test_blademaster_gives_swift_strike_to_heroes_too():
    sc = Scenario(specs=FIN)
    sc.unit(0, "blademaster")
    river = sc.hero(0)
    assert has(sc.game().state, river, "swift_strike")


def test_dancer_is_a_0_1_token():
    sc = Scenario(specs=FIN)
    d = sc.token(0)
    s = sc.game().state
    assert (atk(s, d), hp(s, d)) == (0, 1)


def test_the_engine_says_what_a_hand_card_costs_now_with_river_at_level_5():
    """River Montoya at max band: tech 0 units 1 less (spec §7), so Timely
    Messenger (1) costs 0 — what ``Game.cost`` says and what playing it takes."""
    from tests.codex.scenario import Scenario

    sc = Scenario(turn=1)
    sc.hero(1, level=5)
    sc.hand(1, "timely_messenger", "spark").gold(1, 3)
    game = sc.game()
    assert game.cost("timely_messenger") == 0
    assert game.cost("spark") == 1  # a spell: no discount
    assert game.cost("timely_messenger", player=0) == 1  # Troq gives none
    game.apply("play timely_messenger")
    assert game.state.gold[1] == 3
