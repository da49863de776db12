"""The patrol zone (Codex p.7): five slots, their bonuses during the
opponent's turn, free arrangement while not yet patrolling, locking."""

from __future__ import annotations

from game.codex.stats import atk, has

from .scenario import Scenario, end_turn, legal, refused


def test_p7_exhausted_units_cannot_patrol():
    sc = Scenario()
    tired = sc.unit(0, "older_brother", exhausted=True)
    game = sc.game()
    refused(game, f"patrol {tired} squad_leader", "codex p.7", "patrol.exhausted")
    assert not legal(game, "patrol")


def test_p7_exhausted_heroes_cannot_patrol():
    sc = Scenario()
    troq = sc.hero(0, exhausted=True)
    game = sc.game()
    refused(game, f"patrol {troq} elite", "codex p.7", "patrol.exhausted")


def test_p7_ready_units_and_heroes_move_freely_between_slots():
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    troq = sc.hero(0)
    game = sc.game()
    game.apply(f"patrol {brother} squad_leader")
    game.apply(f"patrol {brother} lookout")
    game.apply(f"patrol {troq} squad_leader")
    game.apply(f"unpatrol {brother}")
    game.apply(f"patrol {brother} scavenger")
    assert game.state.patrol[0] == [troq, -1, brother, -1, -1]


def test_p7_one_card_per_slot():
    sc = Scenario()
    a = sc.unit(0, "older_brother")
    b = sc.unit(0, "tenderfoot")
    game = sc.game()
    game.apply(f"patrol {a} elite")
    refused(game, f"patrol {b} elite", "codex p.7", "patrol.slot_taken")


def test_p7_spells_never_patrol():
    sc = Scenario(turn=1)
    sc.hero(1)
    harmony = sc.ongoing(1, "harmony")
    game = sc.game()
    refused(game, f"patrol {harmony} elite", "codex p.7", "patrol.units_only")


def test_p7_staged_cards_are_not_patrollers_yet():
    """Bonuses only during the opponent's turn: an Elite staged in your own
    main phase has no +1 ATK yet."""
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    game = sc.game()
    game.apply(f"patrol {brother} elite")
    assert atk(game.state, brother) == 2


def test_p7_elite_gets_plus_one_atk_during_the_opponents_turn():
    sc = Scenario(turn=1)
    elite = sc.unit(0, "older_brother", patrol="elite")
    game = sc.game()
    assert atk(game.state, elite) == 3


def test_p7_squad_leader_armor_absorbs_the_first_damage():
    sc = Scenario(turn=1)
    leader = sc.unit(0, "iron_man", patrol="squad_leader")  # 3/4
    a = sc.unit(1, "tenderfoot")  # 1/2
    b = sc.unit(1, "older_brother")  # 2/2
    game = sc.game()
    game.apply(f"attack {a} {leader}")
    assert game.state.dmg[leader] == 0  # the 1 damage absorbed by armor
    game.apply(f"attack {b} {leader}")
    assert game.state.dmg[leader] == 2  # armor only once a turn


def test_p7_squad_leader_must_be_attacked_first():
    sc = Scenario(turn=1)
    leader = sc.unit(0, "iron_man", patrol="squad_leader")
    other = sc.unit(0, "tenderfoot", patrol="elite")
    attacker = sc.unit(1, "older_brother")
    game = sc.game()
    refused(game, f"attack {attacker} base", "codex p.7", "attack.squad_leader_first")
    refused(game, f"attack {attacker} {other}", "codex p.7", "attack.squad_leader_first")
    assert legal(game, "attack") == [f"attack {attacker} {leader}"]


def test_p7_squad_leader_refusal_text_names_the_rule():
    sc = Scenario(turn=1)
    sc.unit(0, "iron_man", patrol="squad_leader")
    attacker = sc.unit(1, "older_brother")
    game = sc.game()
    try:
        game.check(f"attack {attacker} base")
    except Exception as exc:  # IllegalAction
        assert str(exc) == "codex p.7 You must attack the Squad Leader first."
    else:
        raise AssertionError("accepted")


def test_p7_without_squad_leader_any_patroller_first():
    sc = Scenario(turn=1)
    a = sc.unit(0, "tenderfoot", patrol="elite")
    b = sc.unit(0, "older_brother", patrol="lookout")
    attacker = sc.unit(1, "older_brother")
    game = sc.game()
    refused(game, f"attack {attacker} base", "codex p.7", "attack.patroller_first")
    assert sorted(legal(game, "attack")) == sorted([f"attack {attacker} {a}",
                                                    f"attack {attacker} {b}"])


def test_p7_scavenger_pays_one_gold_when_it_dies_patrolling():
    sc = Scenario(turn=1)
    scav = sc.unit(0, "tenderfoot", patrol="scavenger")
    attacker = sc.unit(1, "older_brother")
    game = sc.gold(0, 3).game()
    game.apply(f"attack {attacker} {scav}")
    assert game.state.ctrl[scav] == -1
    assert game.state.gold[0] == 4
    assert scav in game.state.discard[0]


def test_p7_technician_draws_a_card_when_it_dies_patrolling():
    sc = Scenario(turn=1)
    tech = sc.unit(0, "tenderfoot", patrol="technician")
    attacker = sc.unit(1, "older_brother")
    game = sc.game()
    deck = len(game.state.deck[0])
    game.apply(f"attack {attacker} {tech}")
    assert len(game.state.hand[0]) == 1 and len(game.state.deck[0]) == deck - 1


def test_p7_lookout_has_resist_1_while_patrolling():
    sc = Scenario(turn=1)
    look = sc.unit(0, "iron_man", patrol="lookout")
    sc.hero(1)
    sc.hand(1, "spark")
    game = sc.gold(1, 1).game()
    assert has(game.state, look, "resist") == 1
    refused(game, f"play spark {look}", "codex 6", "gold.resist")
    game2 = sc.gold(1, 2).game()
    game2.apply(f"play spark {look}")
    assert game2.state.gold[1] == 0 and game2.state.dmg[look] == 1


def test_p7_no_bonus_during_your_own_turn():
    sc = Scenario()
    look = sc.unit(0, "iron_man", patrol="lookout")
    game = sc.game()
    assert has(game.state, look, "resist") == 0


def test_p7_arrangement_locks_at_the_end_of_the_main_phase():
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    sc.unit(1, "tenderfoot")
    game = sc.game()
    game.apply(f"patrol {brother} squad_leader")
    end_turn(game)
    assert game.state.turn == 1
    assert game.state.patrol[0][0] == brother
    # the opponent cannot move it, and it is now a patroller with armor
    refused(game, f"unpatrol {brother}", "codex p.7", "patrol.not_yours")
    assert not game.can_undo()


def test_p7_slots_empty_at_your_next_ready():
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    game = sc.game()
    game.apply(f"patrol {brother} squad_leader")
    end_turn(game)
    end_turn(game)
    assert game.state.turn == 0
    assert game.state.patrol[0] == [-1] * 5


def test_p7_attacking_exhausts_so_a_staged_attacker_leaves_its_slot():
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    game = sc.game()
    game.apply(f"patrol {brother} elite")
    game.apply(f"attack {brother} base")
    assert game.state.patrol[0] == [-1] * 5
    refused(game, f"patrol {brother} elite", "codex p.7", "patrol.exhausted")


def test_p7_a_sidelined_patroller_leaves_without_the_others_shifting():
    sc = Scenario(turn=1)
    a = sc.unit(0, "tenderfoot", patrol="squad_leader")
    b = sc.unit(0, "older_brother", patrol="elite")
    river = sc.hero(1, level=3)
    game = sc.game()
    game.apply(f"use {river} {a}")
    assert game.state.patrol[0] == [-1, b, -1, -1, -1]
    assert game.state.exhausted[river]


def test_p7_patrollers_are_only_the_non_active_players():
    sc = Scenario()
    mine = sc.unit(0, "older_brother", patrol="elite")
    theirs = sc.unit(1, "older_brother", patrol="elite")
    game = sc.game()
    from game.codex.stats import patrol_slot
    assert patrol_slot(game.state, mine) == -1
    assert patrol_slot(game.state, theirs) == 1


def test_p7_an_exhausted_patroller_leaves_its_slot_without_the_others_shifting():
    """During the opponent's turn only effects move patrollers; one that gets
    exhausted (a disabling effect) leaves, the slots stay where they are."""
    from game.codex.zones import exhaust

    sc = Scenario(turn=1)
    a = sc.unit(0, "tenderfoot", patrol="squad_leader")
    b = sc.unit(0, "older_brother", patrol="elite")
    game = sc.game()
    s = game.state.clone()
    exhaust(s, a)
    assert s.patrol[0] == [-1, b, -1, -1, -1]


def test_p7_a_patrol_move_relists_only_the_patrol_moves():
    """After ``patrol``/``unpatrol`` the engine splices new patrol moves into
    the old legal list (rules.after_staging) instead of rebuilding it: over
    seeded random games, in which half the actions are patrol moves, the
    list it offers is exactly the one a rebuild from scratch gives."""
    import random

    from game.codex import rules
    from game.codex.game import Game

    spliced = 0
    for seed in range(12):
        game = Game.new(seed=seed, track_undo=False)
        rnd = random.Random(seed)
        while not game.is_over:
            offered = game.legal_actions()
            assert offered == rules.legal_actions(game.state)
            action = offered[rnd.randrange(len(offered))]
            spliced += action.verb in ("patrol", "unpatrol")
            game.apply(action)
    assert spliced > 500
