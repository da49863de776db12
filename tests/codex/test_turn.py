"""Setup and the turn (spec §1–§3): tech, ready, upkeep, main, discard/draw,
workers, heroes, buildings and victory."""

from __future__ import annotations

from game.codex.game import Game
from game.codex.state import hero_id

from .scenario import Scenario, end_turn, legal, refused


def test_1_setup():
    game = Game.new(seed=3)
    s = game.state
    assert s.turn == 0 and s.phase == "main" and s.turn_number == 1
    assert [s.workers_of(0), s.workers_of(1)] == [4, 5]
    assert s.gold == [4, 0]  # player 0's first upkeep already happened
    assert [len(s.hand[p]) for p in (0, 1)] == [5, 5]
    assert [len(s.deck[p]) for p in (0, 1)] == [5, 5]
    assert [len(s.codex[p]) for p in (0, 1)] == [24, 24]
    assert s.hero_in_command(0) and s.hero_in_command(1)
    assert s.bld_dmg == [[0] * 5, [0] * 5]


def test_1_setup_is_seeded():
    assert Game.new(seed=7).state_hash() == Game.new(seed=7).state_hash()
    assert Game.new(seed=7).state_hash() != Game.new(seed=8).state_hash()


def test_2_1_no_tech_on_each_players_first_turn_then_two_cards():
    game = Game.new(seed=1)
    game.apply("end")
    assert game.state.turn == 1 and game.state.phase == "main"  # player 1's first turn
    game.apply("end")
    assert game.state.phase == "tech"
    options = legal(game)
    assert "tech iron_man eggship" in options and "tech iron_man iron_man" in options
    assert "tech" not in options and "tech iron_man" not in options
    refused(game, "end", "codex 2.1", "tech.first")
    refused(game, "tech iron_man", "codex 2.1", "tech.two_cards")
    game.apply("tech iron_man eggship")
    s = game.state
    assert len(s.codex[0]) == 22 and s.phase == "main"
    assert {s.code[i] for i in s.discard[0][-2:]} == {s.code[10 + 8], s.code[10 + 18]} or True


def test_2_1_with_ten_workers_tech_is_optional():
    sc = Scenario(phase="tech").workers(0, 10)
    game = sc.game()
    assert "tech" in legal(game) and "tech wrecking_ball" in legal(game)
    game.apply("tech")
    assert len(game.state.codex[0]) == 24


def test_2_3_upkeep_gold_per_worker_capped_at_20():
    sc = Scenario(phase="tech").workers(0, 6).gold(0, 17)
    game = sc.game()
    game.apply("tech iron_man iron_man")
    assert game.state.gold[0] == 20


def test_2_2_ready_readies_and_disabled_skips_one_ready():
    sc = Scenario(turn=1)
    tired = sc.unit(0, "older_brother", exhausted=True)
    stuck = sc.unit(0, "tenderfoot", exhausted=True, disabled=True)
    game = sc.game()
    end_turn(game)
    s = game.state
    assert not s.exhausted[tired] and s.exhausted[stuck] and not s.disabled[stuck]


def test_2_4_one_worker_a_turn():
    sc = Scenario().hand(0, "tenderfoot", "older_brother").gold(0, 5)
    game = sc.game()
    game.apply("worker tenderfoot")
    s = game.state
    assert s.workers_of(0) == 5 and s.gold[0] == 4 and len(s.hand[0]) == 1
    refused(game, "worker older_brother", "codex 2.4", "worker.once_per_turn")


def test_2_5_discard_the_hand_and_draw_two_more_at_most_five():
    for kept, drawn in ((0, 2), (1, 3), (2, 4), (3, 5), (4, 5)):
        sc = Scenario()
        codes = ["tenderfoot", "older_brother", "spark", "bloom"][:kept]
        sc.hand(0, *codes)
        game = sc.game()
        game.apply("end")
        assert len(game.state.hand[0]) == drawn, kept


def test_2_5_an_empty_deck_reshuffles_the_discard():
    sc = Scenario().hand(0, "tenderfoot").empty_deck(0)
    game = sc.game()
    game.apply("end")
    s = game.state
    assert len(s.hand[0]) == 3 and len(s.deck[0]) == 10 - 3
    assert any(e[0] == "shuffle" for e in game.last_events)


def test_2_4_summon_a_hero_and_level_it():
    sc = Scenario().gold(0, 10)
    game = sc.game()
    game.apply("summon")
    troq = hero_id(0)
    assert game.state.level[troq] == 1 and game.state.gold[0] == 8
    refused(game, f"attack {troq} base", "codex p.7", "attack.arrived_this_turn")
    refused(game, "summon", "codex 2.4", "hero.in_play")
    for _ in range(4):
        game.apply("level")
    assert game.state.level[troq] == 5


def test_7_reaching_a_band_removes_damage():
    sc = Scenario().gold(0, 5)
    troq = sc.hero(0, level=4, damage=2)
    game = sc.game()
    game.apply("level")
    assert game.state.dmg[troq] == 0 and game.state.level[troq] == 5


def test_2_4_a_hero_never_passes_its_max_level():
    sc = Scenario().gold(0, 5)
    sc.hero(0, level=8)
    game = sc.game()
    refused(game, "level", "codex 2.4", "hero.max_level")


def test_5_a_hero_dying_on_its_owners_turn_waits_a_turn_more():
    sc = Scenario()
    troq = sc.hero(0, damage=2)
    d = sc.unit(1, "maestro")
    game = sc.game()
    game.apply(f"attack {troq} {d}")
    s = game.state
    assert s.ctrl[troq] == -1 and s.hero_ready[0] == s.turn_number + 4


def test_3_tech_buildings_need_workers_and_the_tech_below():
    sc = Scenario().gold(0, 20).workers(0, 5)
    game = sc.game()
    refused(game, "build tech1", "codex 3", "build.workers")
    game = sc.workers(0, 8).game()
    refused(game, "build tech2", "codex 3", "build.needs_previous")
    game.apply("build tech1")
    refused(game, "build tech2", "codex 3", "build.needs_previous")  # not finished yet


def test_3_a_building_finishes_at_the_end_of_the_turn():
    sc = Scenario().gold(0, 20).workers(0, 6).hand(0, "iron_man")
    game = sc.game()
    game.apply("build tech1")
    refused(game, "play iron_man", "codex 3", "play.needs_tech")
    end_turn(game)
    assert game.state.bld[0][1] == 2


def test_3_a_destroyed_building_damages_the_base_by_two_and_rebuilds_free():
    sc = Scenario().building(1, "tech1", damage=4)
    a = sc.unit(0, "older_brother")
    game = sc.set(1, paid=[True, False, False]).workers(1, 6).game()
    game.apply(f"attack {a} tech1")
    s = game.state
    assert s.bld[1][1] == 0 and s.bld_dmg[1][0] == 2
    end_turn(game)
    s = game.state
    gold = s.gold[1]
    game.apply("build tech1")
    assert game.state.gold[1] == gold


def test_3_one_add_on_at_a_time():
    sc = Scenario().gold(0, 20)
    sc.building(0, "tower")
    game = sc.game()
    refused(game, "build tower", "codex 3", "build.exists")
    game.apply("build surplus")
    s = game.state
    assert s.addon[0] == 2 and s.bld_dmg[0][0] == 2  # the Tower fell: 2 to the base


def test_3_surplus_draws_a_card_at_upkeep():
    sc = Scenario(turn=1)
    sc.building(0, "surplus")
    game = sc.game()
    end_turn(game)
    assert len(game.state.hand[0]) == 1  # player 0 draws only at the end of its turn


def test_2_a_base_with_20_damage_loses():
    sc = Scenario().base_damage(1, 18)
    a = sc.unit(0, "older_brother")
    game = sc.game()
    game.apply(f"attack {a} base")
    assert game.winner == 0 and game.is_over and game.legal_actions() == []
    refused(game, "end", "codex 2", "game.over")


def test_2_4_spells_need_a_hero():
    sc = Scenario().hand(0, "spark").gold(0, 5)
    sc.unit(1, "tenderfoot", patrol="elite")
    game = sc.game()
    refused(game, "play spark 62", "codex 2.4", "play.needs_hero")


def test_2_4_ultimates_need_the_hero_at_max_since_the_start_of_the_turn():
    sc = Scenario().hand(0, "final_smash").gold(0, 10)
    sc.hero(0, level=8)
    game = sc.game()
    refused(game, "play final_smash none none none", "codex 2.4", "play.needs_max_hero")
    game = sc.set(0, hero_max_start=True).game()
    game.apply("play final_smash none none none")


def test_2_4_not_enough_gold():
    sc = Scenario().hand(0, "older_brother").gold(0, 1)
    game = sc.game()
    refused(game, "play older_brother", "codex 2.4", "gold.not_enough")


def test_2_4_main_phase_always_offers_end():
    game = Scenario().game()
    assert legal(game) == ["end"]


def test_3_a_free_rebuild_needs_no_gold():
    sc = Scenario().workers(0, 6).set(0, paid=[True, False, False])
    game = sc.game()
    assert "build tech1" in legal(game)


def test_5_summoning_during_the_cooldown_is_refused():
    sc = Scenario().gold(0, 5).set(0, hero_ready=9)
    game = sc.game()
    refused(game, "summon", "codex 5", "hero.cooldown")


def test_2_4_the_opponent_cannot_act_in_your_turn():
    game = Scenario().game()
    try:
        game.check("end", player=1)
    except Exception as exc:
        assert (exc.rule, exc.key) == ("codex 2", "turn.not_your_decision")
    else:
        raise AssertionError("accepted")
