"""Readings of the rules where the engine once played differently from the
spec, the seed's page 7 and the designer's published rulings (issue 16).
Each test fails on the reading it replaced; docs/codex-engine.md has the
table of readings with their sources."""

from __future__ import annotations

from game.codex.state import BASE

from .scenario import Scenario, legal, refused

# --- spec §3: a destroyed building other than the base damages the base ------------


def test_3_replacing_an_add_on_destroys_it_and_damages_the_base():
    sc = Scenario().gold(0, 3)
    sc.building(0, "surplus")
    game = sc.game()
    game.apply("build tower")
    s = game.state
    assert s.addon[0] == 1 and s.bld_dmg[0][BASE] == 2
    assert ("destroyed", 104) in game.last_events


def test_3_replacing_an_add_on_can_lose_the_game():
    sc = Scenario().gold(0, 5)
    sc.building(0, "tower").base_damage(0, 18)
    game = sc.game()
    game.apply("build surplus")
    assert game.winner == 1


def test_3_a_first_add_on_damages_nothing():
    game = Scenario().gold(0, 3).game()
    game.apply("build tower")
    assert game.state.bld_dmg[0][BASE] == 0


def test_3_the_engine_says_which_add_on_a_build_would_replace_and_what_it_costs_the_base():
    """The table warns before a build destroys an add-on; it asks the engine,
    whose answer is what ``apply`` then does."""
    sc = Scenario().gold(0, 5)
    sc.building(0, "surplus")
    game = sc.game()
    assert game.replaced_addon("tower") == ("surplus", 2)
    assert game.replaced_addon("surplus") == ("", 0)  # not offered: it stands
    assert game.replaced_addon("tech1") == ("", 0)
    assert game.replaced_addon("tower", player=1) == ("", 0)  # they have none
    before = game.state.bld_dmg[0][BASE]
    game.apply("build tower")
    assert game.state.bld_dmg[0][BASE] - before == 2


def test_3_a_first_add_on_replaces_nothing():
    game = Scenario().gold(0, 3).game()
    assert game.replaced_addon("tower") == ("", 0)


# --- spec §7: Hired Stomper, "arrives: 3 damage to a unit" ---------------------------


def test_7_hired_stomper_alone_in_play_must_hit_itself():
    sc = Scenario().hand(0, "hired_stomper").gold(0, 4).building(0, "tech1").building(0, "tech2")
    stomper = sc.hand_ids(0)[0]
    game = sc.game()
    assert legal(game, "play") == [f"play hired_stomper {stomper}"]
    refused(game, "play hired_stomper", "codex 7", "target.needed")
    game.apply(f"play hired_stomper {stomper}")
    s = game.state
    assert s.ctrl[stomper] == -1 and stomper in s.discard[0]


def test_7_hired_stomper_may_hit_itself_beside_other_units():
    sc = Scenario().hand(0, "hired_stomper").gold(0, 4).building(0, "tech1").building(0, "tech2")
    stomper = sc.hand_ids(0)[0]
    brother = sc.unit(1, "older_brother")
    game = sc.game()
    assert legal(game, "play") == [f"play hired_stomper {brother}",
                                   f"play hired_stomper {stomper}"]


def test_6_hired_stomper_must_hit_an_enemy_flagbearer_not_itself():
    sc = Scenario().hand(0, "hired_stomper").gold(0, 4).building(0, "tech1").building(0, "tech2")
    flag = sc.unit(1, "granfalloon_flagbearer")
    game = sc.game()
    assert legal(game, "play") == [f"play hired_stomper {flag}"]


# --- spec §5: swift strike for every source of damage ---------------------------------


def test_5_a_swift_anti_air_patroller_shoots_a_flier_down_before_it_strikes():
    sc = Scenario(turn=1, specs=("finesse", "bashing"))
    sc.unit(0, "blademaster")  # player 0's units have swift strike
    lizard = sc.unit(0, "leaping_lizard", patrol="elite")  # 3/5 anti-air, +1 ATK
    egg = sc.unit(1, "eggship")  # 4/3 flying
    game = sc.game()
    game.apply(f"attack {egg} base")
    s = game.state
    assert s.ctrl[egg] == -1
    assert s.bld_dmg[0][BASE] == 0 and s.ctrl[lizard] == 0


def test_5_a_regular_anti_air_patroller_hits_a_flier_as_it_strikes():
    sc = Scenario(turn=1, specs=("finesse", "bashing"))
    sc.unit(0, "leaping_lizard", patrol="elite")
    egg = sc.unit(1, "eggship")
    game = sc.game()
    game.apply(f"attack {egg} base")
    assert game.state.ctrl[egg] == -1 and game.state.bld_dmg[0][BASE] == 4


def test_5_a_tower_destroyed_by_a_swift_blow_deals_no_damage():
    sc = Scenario(turn=1)
    sc.unit(1, "blademaster")
    brother = sc.unit(1, "older_brother")  # 2/2, swift strike
    sc.building(0, "tower", damage=2)
    game = sc.game()
    game.apply(f"attack {brother} tower")
    s = game.state
    assert s.addon[0] == 0 and s.dmg[brother] == 0


# --- spec §5: which anti-air patrollers a flier flies over --------------------------------


def _flier_against_lizards() -> tuple[Scenario, int, int, int, int]:
    sc = Scenario(turn=1, specs=("finesse", "bashing"))
    leader = sc.unit(0, "leaping_lizard", patrol="squad_leader")  # 3/5 anti-air
    other = sc.unit(0, "leaping_lizard", patrol="lookout")
    brother = sc.unit(0, "tenderfoot", patrol="elite")  # 1/2, ground
    egg = sc.unit(1, "eggship")  # 4/3 flying: flies over the ground patrol
    return sc, leader, other, brother, egg


def test_5_a_flier_attacking_a_patroller_flies_over_the_squad_leader_only():
    sc, leader, other, brother, egg = _flier_against_lizards()
    game = sc.game()
    game.apply(f"attack {egg} {brother}")
    # the Tenderfoot (ground) strikes nothing back at a flier; the Squad
    # Leader's lizard hits it; the Lookout's lizard is not flown over
    hits = [e for e in game.last_events if e[:2] == ("damage", egg)]
    assert hits == [("damage", egg, 3)]
    assert game.state.ctrl[brother] == -1


def test_5_a_flier_attacking_the_squad_leader_flies_over_no_one():
    sc, leader, other, brother, egg = _flier_against_lizards()
    game = sc.game()
    game.apply(f"attack {egg} {leader}")
    hits = [e for e in game.last_events if e[:2] == ("damage", egg)]
    assert hits == [("damage", egg, 3)]  # the leader's counter alone
    assert game.state.ctrl[egg] == -1


def test_5_a_flier_attacking_the_base_flies_over_the_whole_patrol():
    sc, leader, other, brother, egg = _flier_against_lizards()
    game = sc.game()
    game.apply(f"attack {egg} base")
    hits = [e for e in game.last_events if e[:2] == ("damage", egg)]
    assert len(hits) == 2  # both lizards; the ground Tenderfoot has no anti-air


# --- spec §6: obliterate ties are the attacker's choice -------------------------------


def test_6_obliterate_ties_are_the_attackers_choice():
    sc = Scenario()
    duck = sc.unit(0, "trojan_duck")  # obliterate 2
    first = sc.unit(1, "tenderfoot")  # tech 0: surely destroyed
    fencer = sc.unit(1, "nimble_fencer")  # tech I
    starlet = sc.unit(1, "star_crossed_starlet")  # tech I: one of the two goes
    sc.unit(1, "maestro")  # tech II: safe
    game = sc.game()
    attacks = [a for a in legal(game, "attack") if a.startswith(f"attack {duck} base base")]
    assert attacks == [f"attack {duck} base base {fencer}", f"attack {duck} base base {starlet}"]
    game.apply(f"attack {duck} base base {starlet}")
    s = game.state
    assert s.ctrl[first] == -1 and s.ctrl[starlet] == -1 and s.ctrl[fencer] == 1


def test_6_obliterate_picks_two_of_a_three_way_tie():
    sc = Scenario()
    duck = sc.unit(0, "trojan_duck")
    a, b, c = (sc.unit(1, code) for code in ("tenderfoot", "older_brother", "fruit_ninja"))
    game = sc.game()
    attacks = [x for x in legal(game, "attack") if x.startswith(f"attack {duck} base base")]
    assert attacks == [f"attack {duck} base base {a} {b}", f"attack {duck} base base {a} {c}",
                       f"attack {duck} base base {b} {c}"]
    game.apply(f"attack {duck} base base {a} {c}")
    s = game.state
    assert s.ctrl[a] == -1 and s.ctrl[c] == -1 and s.ctrl[b] == 1


def test_6_obliterate_without_a_tie_names_no_units():
    sc = Scenario()
    duck = sc.unit(0, "trojan_duck")
    sc.unit(1, "tenderfoot")
    sc.unit(1, "maestro")
    game = sc.game()
    assert f"attack {duck} base base" in legal(game, "attack")


def test_5_obliterating_the_picked_squad_leader_retargets():
    sc = Scenario()
    duck = sc.unit(0, "trojan_duck")
    leader = sc.unit(1, "tenderfoot", patrol="squad_leader")
    other = sc.unit(1, "older_brother")
    sc.unit(1, "fruit_ninja")
    game = sc.game()
    moves = legal(game, "attack")
    # the pick that takes the Squad Leader frees the attack: a new target follows
    assert f"attack {duck} {leader} base {leader} {other} base" in moves
    game.apply(f"attack {duck} {leader} base {leader} {other} base")
    assert game.state.ctrl[leader] == -1 and game.state.bld_dmg[1][BASE] == 4 + 8


# --- spec §6: overpower against a Squad Leader's armor --------------------------------


def test_6_overpower_excess_is_beyond_remaining_hp_and_armor_then_absorbs_one():
    sc = Scenario().building(0, "tech1").building(0, "tech2")
    reaper = sc.unit(0, "harvest_reaper")  # 6/5 overpower
    leader = sc.unit(1, "tenderfoot", patrol="squad_leader")  # 1/2, armor 1
    maestro = sc.unit(1, "maestro", patrol="elite")  # 3/5
    game = sc.game()
    assert legal(game, "attack") == [f"attack {reaper} {leader} {maestro}"]
    game.apply(f"attack {reaper} {leader} {maestro}")
    s = game.state
    assert s.ctrl[leader] == 1 and s.dmg[leader] == 1  # kept 2, armor absorbed 1
    assert s.dmg[maestro] == 4


def test_6_overpower_into_a_damaged_patroller_counts_its_remaining_hp():
    sc = Scenario().building(0, "tech1").building(0, "tech2")
    reaper = sc.unit(0, "harvest_reaper")
    small = sc.unit(1, "maestro", patrol="elite", damage=3)  # 2 HP left
    game = sc.game()
    game.apply(f"attack {reaper} {small} base")
    assert game.state.ctrl[small] == -1 and game.state.bld_dmg[1][BASE] == 4
