"""Attacks (Codex p.7, spec §5): who may attack, what, and the damage."""

from __future__ import annotations

from game.codex.state import hero_id

from .scenario import Scenario, end_turn, legal, refused


def test_p7_only_cards_controlled_since_the_start_of_the_turn_attack():
    sc = Scenario()
    fresh = sc.unit(0, "older_brother", fresh=True)
    game = sc.game()
    refused(game, f"attack {fresh} base", "codex p.7", "attack.arrived_this_turn")


def test_6_haste_attacks_on_arrival():
    sc = Scenario()
    game = sc.hand(0, "timely_messenger").gold(0, 1).game()
    game.apply("play timely_messenger")
    messenger = game.state.play[0][-1]
    game.apply(f"attack {messenger} base")
    assert game.state.bld_dmg[1][0] == 1


def test_p7_attacking_exhausts_and_exhausted_cannot_attack():
    sc = Scenario()
    a = sc.unit(0, "older_brother")
    game = sc.game()
    game.apply(f"attack {a} base")
    assert game.state.exhausted[a]
    refused(game, f"attack {a} base", "codex p.7", "attack.exhausted")


def test_5_readiness_attacks_once_without_exhausting():
    sc = Scenario()
    troq = sc.hero(0, level=8)
    game = sc.game()
    game.apply(f"attack {troq} base")
    assert not game.state.exhausted[troq]
    assert game.state.bld_dmg[1][0] == 4 + 1  # 4 ATK + mid band: 1 damage to the base
    refused(game, f"attack {troq} base", "codex 5", "attack.readiness_once")
    game.apply(f"patrol {troq} squad_leader")  # still ready: may patrol after attacking


def test_p7_counter_damage_is_simultaneous_even_from_exhausted_defenders():
    sc = Scenario()
    a = sc.unit(0, "older_brother")  # 2/2
    d = sc.unit(1, "older_brother", exhausted=True)
    game = sc.game()
    game.apply(f"attack {a} {d}")
    assert game.state.ctrl[a] == -1 and game.state.ctrl[d] == -1
    assert a in game.state.discard[0] and d in game.state.discard[1]


def test_p7_damage_stays_from_turn_to_turn():
    sc = Scenario()
    a = sc.unit(0, "tenderfoot")  # 1/2
    d = sc.unit(1, "maestro")  # 3/5
    game = sc.game()
    game.apply(f"attack {a} {d}")
    end_turn(game)
    end_turn(game)
    assert game.state.dmg[d] == 1


def test_p7_buildings_strike_back_nothing():
    sc = Scenario()
    a = sc.unit(0, "tenderfoot")
    game = sc.game()
    game.apply(f"attack {a} base")
    assert game.state.dmg[a] == 0 and game.state.bld_dmg[1][0] == 1


def test_p7_ground_attacker_may_ignore_a_flying_patroller():
    sc = Scenario(turn=1)
    flier = sc.unit(0, "eggship", patrol="squad_leader")
    a = sc.unit(1, "older_brother")
    game = sc.game()
    assert f"attack {a} base" in legal(game)
    refused(game, f"attack {a} {flier}", "codex p.7", "attack.cannot_reach_flier")


def test_p7_ground_attacker_must_still_attack_the_other_ground_patroller():
    sc = Scenario(turn=1)
    sc.unit(0, "eggship", patrol="squad_leader")
    ground = sc.unit(0, "tenderfoot", patrol="elite")
    a = sc.unit(1, "older_brother")
    game = sc.game()
    assert legal(game, "attack") == [f"attack {a} {ground}"]
    refused(game, f"attack {a} base", "codex p.7", "attack.patroller_first")


def test_5_fliers_fly_over_ground_patrollers():
    sc = Scenario()
    sc.unit(1, "maestro", patrol="squad_leader")
    egg = sc.unit(0, "eggship")
    game = sc.game()
    game.apply(f"attack {egg} base")
    assert game.state.bld_dmg[1][0] == 4


def test_5_a_flier_cannot_ignore_flying_patrollers():
    sc = Scenario(turn=1)
    egg = sc.unit(0, "eggship", patrol="lookout")
    sc.unit(0, "iron_man", patrol="squad_leader")
    sprite = sc.unit(1, "cloud_sprite")
    game = sc.game()
    refused(game, f"attack {sprite} base", "codex p.7", "attack.patroller_first")
    assert f"attack {sprite} {egg}" in legal(game)


def test_5_a_flier_takes_no_counter_damage_from_a_ground_target():
    sc = Scenario()
    egg = sc.unit(0, "eggship")  # 4/3
    d = sc.unit(1, "nimble_fencer")  # 2/3
    game = sc.game()
    game.apply(f"attack {egg} {d}")
    assert game.state.dmg[egg] == 0 and game.state.ctrl[d] == -1


def test_6_anti_air_can_attack_fliers_and_may_ignore_flying_patrollers():
    sc = Scenario(turn=1)
    egg = sc.unit(0, "eggship", patrol="squad_leader")
    lizard = sc.unit(1, "leaping_lizard")
    game = sc.game()
    assert f"attack {lizard} {egg}" in legal(game)
    assert f"attack {lizard} base" in legal(game)


def test_6_anti_air_patrollers_hit_a_flier_flying_over():
    sc = Scenario(turn=1, specs=("finesse", "finesse"))
    sc.unit(0, "leaping_lizard", patrol="elite")  # 3/5, +1 ATK as Elite
    sprite = sc.unit(1, "cloud_sprite")  # 3/2
    game = sc.game()
    game.apply(f"attack {sprite} base")
    assert game.state.ctrl[sprite] == -1
    assert game.state.bld_dmg[0][0] == 3


def test_6_stealth_ignores_patrollers_until_a_tower_detects_it():
    sc = Scenario()
    sc.unit(1, "maestro", patrol="squad_leader")
    pig = sc.unit(0, "sneaky_pig", stealth=True)
    game = sc.game()
    assert f"attack {pig} base" in legal(game)
    sc.building(1, "tower")
    game = sc.game()
    assert f"attack {pig} base" not in legal(game)


def test_6_the_tower_detects_only_the_first_hidden_attacker_each_turn():
    sc = Scenario()
    leader = sc.unit(1, "maestro", patrol="squad_leader")
    pig = sc.unit(0, "sneaky_pig", stealth=True)
    pig2 = sc.unit(0, "sneaky_pig", stealth=True)
    sc.building(1, "tower")
    game = sc.game()
    game.apply(f"attack {pig} {leader}")
    assert game.state.dmg[pig] == 5 + 1 or game.state.ctrl[pig] == -1
    assert f"attack {pig2} base" in legal(game)
    game.apply(f"attack {pig2} base")
    assert game.state.dmg[pig2] == 0  # unseen: no tower damage


def test_6_tower_deals_one_damage_to_each_attacker_it_sees():
    sc = Scenario()
    a = sc.unit(0, "iron_man")
    sc.building(1, "tower")
    game = sc.game()
    game.apply(f"attack {a} base")
    assert game.state.dmg[a] == 1


def test_6_invisible_cannot_be_attacked_unless_patrolling():
    sc = Scenario(turn=1, specs=("finesse", "finesse"))
    stab = sc.unit(0, "backstabber")
    a = sc.unit(1, "older_brother")
    game = sc.game()
    refused(game, f"attack {a} {stab}", "codex 6", "attack.invisible")
    sc2 = Scenario(turn=1, specs=("finesse", "finesse"))
    stab2 = sc2.unit(0, "backstabber", patrol="elite")
    a2 = sc2.unit(1, "older_brother")
    assert f"attack {a2} {stab2}" in legal(sc2.game())


def test_6_invisible_attackers_ignore_patrollers():
    sc = Scenario(turn=1)
    sc.unit(0, "iron_man", patrol="squad_leader")
    stab = sc.unit(1, "backstabber")
    game = sc.game()
    assert f"attack {stab} base" in legal(game)


def test_6_unstoppable_ignores_patrollers_but_not_fliers_rules():
    sc = Scenario(turn=1)
    sc.unit(0, "iron_man", patrol="squad_leader")
    egg = sc.unit(0, "eggship")
    angry = sc.token(1, "angry_dancer")
    game = sc.game()
    assert f"attack {angry} base" in legal(game)
    refused(game, f"attack {angry} {egg}", "codex p.7", "attack.cannot_reach_flier")


def test_6_swift_strike_deals_damage_first():
    sc = Scenario(turn=1)
    sc.unit(1, "blademaster")
    fencer = sc.unit(1, "nimble_fencer")  # 2/3, swift strike from Blademaster
    d = sc.unit(0, "older_brother")  # 2/2
    game = sc.game()
    game.apply(f"attack {fencer} {d}")
    assert game.state.ctrl[d] == -1 and game.state.dmg[fencer] == 0


def test_6_overpower_sends_the_excess_on():
    sc = Scenario()
    reaper = sc.unit(0, "harvest_reaper")  # 6/5
    small = sc.unit(1, "tenderfoot", patrol="elite")  # 1/2 -> 4 excess
    game = sc.game()
    assert f"attack {reaper} {small} base" in legal(game)
    assert f"attack {reaper} {small}" not in legal(game)
    game.apply(f"attack {reaper} {small} base")
    assert game.state.ctrl[small] == -1
    assert game.state.bld_dmg[1][0] == 4


def test_6_overpower_prefers_another_patroller():
    sc = Scenario()
    reaper = sc.unit(0, "harvest_reaper")
    small = sc.unit(1, "tenderfoot", patrol="elite")
    other = sc.unit(1, "maestro", patrol="lookout")
    game = sc.game()
    # 6 ATK into the 1/2 leaves 4 for the Lookout; into the 3/5 Lookout, 1 for the Elite
    assert legal(game, "attack") == [f"attack {reaper} {small} {other}",
                                     f"attack {reaper} {other} {small}"]


def test_6_sparkshot_hits_a_patroller_in_an_adjacent_slot():
    sc = Scenario()
    ocelot = sc.unit(0, "revolver_ocelot")
    leader = sc.unit(1, "maestro", patrol="squad_leader")
    beside = sc.unit(1, "tenderfoot", patrol="elite")
    sc.unit(1, "older_brother", patrol="technician")  # not adjacent to the leader
    game = sc.game()
    assert legal(game, "attack") == [f"attack {ocelot} {leader} {beside}"]
    game.apply(f"attack {ocelot} {leader} {beside}")
    assert game.state.dmg[leader] == 2  # 3 - 1 armor
    assert game.state.dmg[beside] == 1


def test_6_obliterate_destroys_the_two_lowest_tech_units():
    sc = Scenario()
    duck = sc.unit(0, "trojan_duck")
    t0 = sc.unit(1, "tenderfoot")
    t1 = sc.unit(1, "nimble_fencer")
    t2 = sc.unit(1, "maestro")
    river = sc.hero(1)
    game = sc.game()
    game.apply(f"attack {duck} base base")
    s = game.state
    assert s.ctrl[t0] == -1 and s.ctrl[t1] == -1 and s.ctrl[t2] == 1 and s.ctrl[river] == 1
    assert s.bld_dmg[1][0] == 4 + 8


def test_5_a_dead_hero_goes_to_the_command_zone_with_a_cooldown_and_a_bounty():
    sc = Scenario()
    troq = sc.hero(0, level=2)
    river = sc.hero(1, level=1, damage=2)
    game = sc.game()
    game.apply(f"attack {troq} {river}")
    s = game.state
    assert s.ctrl[river] == -1 and s.level[troq] == 4
    assert s.hero_ready[1] == s.turn_number + 3  # died on the opponent's turn
    end_turn(game)
    assert "summon" not in legal(game)
    end_turn(game)
    end_turn(game)
    game.state.gold[1] = 5
    game._legal = None
    assert "summon" in legal(game)


def test_5_a_token_vanishes_when_it_dies():
    sc = Scenario()
    a = sc.unit(0, "older_brother")
    dancer = sc.token(1, "dancer")
    game = sc.game()
    game.apply(f"attack {a} {dancer}")
    s = game.state
    assert s.ctrl[dancer] == -1 and dancer not in s.discard[1]


def test_p7_attack_needs_a_target_of_the_opponent():
    sc = Scenario()
    a = sc.unit(0, "older_brother")
    b = sc.unit(0, "tenderfoot")
    game = sc.game()
    refused(game, f"attack {a} {b}", "codex p.7", "attack.no_such_target")
    refused(game, f"attack {a} tech2", "codex p.7", "attack.no_such_target")


def test_5_heroes_attack_and_are_attacked():
    sc = Scenario()
    troq = sc.hero(0)
    game = sc.game()
    game.apply(f"attack {troq} base")
    assert game.state.bld_dmg[1][0] == 2
    assert hero_id(0) == troq


def test_5_retarget_when_an_attack_trigger_kills_the_target():
    sc = Scenario().building(1, "tech1", damage=2)
    duck = sc.unit(0, "trojan_duck")
    game = sc.game()
    options = legal(game, "attack")
    assert f"attack {duck} tech1 tech1 base" in options
    assert f"attack {duck} tech1 tech1" not in options  # it must pick a new target
    game.apply(f"attack {duck} tech1 tech1 base")
    s = game.state
    assert s.bld[1][1] == 0
    assert s.bld_dmg[1][0] == 2 + 8  # the destroyed Tech I, then the blow
    assert ("retarget", duck, 100 + 5) in game.last_events


def test_5_obliterating_the_squad_leader_frees_the_attack():
    sc = Scenario()
    duck = sc.unit(0, "trojan_duck")
    leader = sc.unit(1, "tenderfoot", patrol="squad_leader")
    guide = sc.unit(1, "grounded_guide")
    game = sc.game()
    # obliterate 2 takes the Tenderfoot and the Guide: the Squad Leader is gone
    options = legal(game, "attack")
    assert options == [f"attack {duck} {leader} base base"]
    game.apply(options[0])
    s = game.state
    assert s.ctrl[leader] == -1 and s.ctrl[guide] == -1
    assert s.bld_dmg[1][0] == 4 + 8


def test_5_brick_thief_repair_choice_and_retarget_read_apart():
    sc = Scenario().base_damage(0, 2).building(1, "tech1", damage=4)
    thief = sc.unit(0, "brick_thief")
    game = sc.game()
    assert f"attack {thief} tech1 tech1 base base" in legal(game)
    game.apply(f"attack {thief} tech1 tech1 base base")
    s = game.state
    assert s.bld[1][1] == 0 and s.bld_dmg[0][0] == 1 and s.bld_dmg[1][0] == 2 + 2


def test_6_a_defender_with_swift_strike_hits_first():
    sc = Scenario(specs=("bashing", "finesse"))
    sc.unit(1, "blademaster")
    fencer = sc.unit(1, "nimble_fencer")  # 2/3 with swift strike
    a = sc.unit(0, "older_brother")  # 2/2: dies before it strikes
    game = sc.game()
    game.apply(f"attack {a} {fencer}")
    s = game.state
    assert s.ctrl[a] == -1 and s.dmg[fencer] == 0


def test_p7_a_staged_scavenger_pays_nothing_on_its_own_turn():
    """Not yet patrolling during its own main phase (Codex p.7)."""
    sc = Scenario()
    scav = sc.unit(0, "tenderfoot", patrol="scavenger")
    d = sc.unit(1, "maestro")
    game = sc.gold(0, 3).game()
    game.apply(f"attack {scav} {d}")
    assert game.state.ctrl[scav] == -1 and game.state.gold[0] == 3


def test_6_the_tower_detects_an_invisible_attacker():
    sc = Scenario(turn=1)
    leader = sc.unit(0, "iron_man", patrol="squad_leader")
    stab = sc.unit(1, "backstabber")
    sc.building(0, "tower")
    game = sc.game()
    assert legal(game, "attack") == [f"attack {stab} {leader}"]


def test_p7_an_ongoing_spell_has_no_health_and_cannot_be_attacked():
    sc = Scenario(specs=("bashing", "finesse"))
    a = sc.unit(0, "older_brother")
    sc.hero(1)  # Harmony's hero (channeling)
    harmony = sc.ongoing(1, "harmony")
    game = sc.game()
    refused(game, f"attack {a} {harmony}", "codex p.7", "attack.no_health")
