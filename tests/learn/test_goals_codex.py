"""The Codex goal vocabulary reads the engine's state, and refuses malformed
conditions and targets with a sentence naming what is wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenes.learn.goals_codex import CONDITIONS, TARGETS, validate
from tests.codex.scenario import Scenario


def holds(game, name: str, **args) -> bool:
    return CONDITIONS[name](game, args)


def test_a_staged_unit_is_in_its_slot_and_locks_when_the_main_phase_ends():
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    game = sc.game()
    game.apply(f"patrol {brother} elite")
    assert holds(game, "in_slot", seat=0, slot="elite", card=brother)
    assert holds(game, "in_slot", seat=0, card=brother)
    assert not holds(game, "in_slot", seat=0, slot="squad_leader")
    assert holds(game, "slot_empty", seat=0, slot="squad_leader")
    assert not holds(game, "patrol_locked", seat=0)
    game.apply("end")
    assert holds(game, "patrol_locked", seat=0)
    assert holds(game, "in_slot", seat=0, slot="elite", card=brother)


def test_an_attack_leaves_damage_exhaustion_and_the_dead_in_the_discard_pile():
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    messenger = sc.unit(1, "timely_messenger")
    game = sc.game()
    assert holds(game, "ready", card=brother) and not holds(game, "exhausted", card=brother)
    assert not holds(game, "attacked", target=messenger)
    game.apply(f"attack {brother} {messenger}")
    assert holds(game, "attacked", target=messenger, attacker=brother)
    assert not holds(game, "attacked", target=messenger, attacker=messenger)
    assert holds(game, "exhausted", card=brother)
    assert holds(game, "card_damage_at_least", card=brother, damage=1)
    assert not holds(game, "card_damage_at_least", card=brother, damage=2)
    assert holds(game, "in_zone", card=messenger, zone="discard")
    assert not holds(game, "card_damage_at_least", card=messenger, damage=0)  # not in play


def test_base_damage_gold_workers_hand_and_turn_are_read_off_the_position():
    sc = Scenario(turn_number=7).gold(0, 3).workers(0, 6).base_damage(1, 4)
    sc.hand(0, "spark", "bloom")
    game = sc.game()
    assert holds(game, "base_damage_at_least", seat=1, damage=4)
    assert not holds(game, "base_damage_at_least", seat=1, damage=5)
    assert holds(game, "building_damage_at_least", seat=1, building="base", damage=4)
    assert holds(game, "gold_at_least", seat=0, gold=3)
    assert not holds(game, "gold_at_least", seat=0, gold=4)
    assert holds(game, "workers_at_least", seat=0, workers=6)
    assert holds(game, "hand_at_least", seat=0, cards=2)
    assert not holds(game, "hand_at_least", seat=0, cards=3)
    assert holds(game, "phase_is", phase="main") and holds(game, "turn_is", seat=0)
    assert holds(game, "turn_number_at_least", turn=7)
    assert not holds(game, "turn_number_at_least", turn=8)
    assert not holds(game, "winner", seat=0)


def test_a_hero_out_of_play_is_in_the_command_zone():
    sc = Scenario()
    troq = sc.hero(0)
    game = sc.game()
    assert holds(game, "in_zone", card=troq, zone="play")
    assert holds(game, "in_zone", card=34 + 38, zone="command")


def test_the_elite_slot_shows_in_attack_during_the_opponents_turn():
    sc = Scenario(turn=1)
    brother = sc.unit(0, "older_brother", patrol="elite")
    game = sc.game()
    assert holds(game, "atk_at_least", card=brother, atk=3)
    assert not holds(game, "atk_at_least", card=brother, atk=4)


@pytest.mark.parametrize("name, args, problem", [
    ("in_slot", {"seat": 0}, "needs a slot, a card or both"),
    ("in_slot", {"seat": 2, "slot": "elite"}, "seat must be the seat 0 or 1"),
    ("in_slot", {"seat": 0, "slot": "captain"}, "slot must be a patrol slot"),
    ("in_slot", [0, "elite"], "takes an object"),
    ("slot_empty", {"seat": 0}, "needs slot"),
    ("in_zone", {"card": 99, "zone": "discard"}, "card must be a card id"),
    ("in_zone", {"card": 1, "zone": "graveyard"}, "zone must be a zone"),
    ("attacked", {"target": "castle"}, "target must be a card id or a building"),
    ("gold_at_least", {"seat": 0, "gold": -1}, "gold must be a whole number"),
    ("gold_at_least", {"seat": 0, "gold": True}, "gold must be a whole number"),
    ("exhausted", {"card": 1, "colour": "red"}, "unknown argument 'colour'"),
    ("phase_is", {"phase": "upkeep"}, "phase must be a phase"),
    ("haunted", {}, "unknown condition"),
])
def test_a_malformed_condition_is_named(name, args, problem):
    found = validate("condition", name, args)
    assert found is not None and problem in found


def test_every_condition_has_a_signature_and_sound_ones_pass():
    sound = {"in_slot": {"seat": 0, "slot": "elite"}, "slot_empty": {"seat": 1, "slot": "lookout"},
             "patrol_locked": {"seat": 0}, "base_damage_at_least": {"seat": 1, "damage": 2},
             "building_damage_at_least": {"seat": 1, "building": "tech1", "damage": 1},
             "card_damage_at_least": {"card": 2, "damage": 1},
             "in_zone": {"card": 2, "zone": "discard"}, "exhausted": {"card": 2},
             "ready": {"card": 2}, "attacked": {"target": "base", "attacker": 2},
             "atk_at_least": {"card": 2, "atk": 3}, "gold_at_least": {"seat": 0, "gold": 1},
             "workers_at_least": {"seat": 0, "workers": 6},
             "hand_at_least": {"seat": 0, "cards": 5}, "phase_is": {"phase": "main"},
             "turn_is": {"seat": 1}, "turn_number_at_least": {"turn": 3},
             "winner": {"seat": 0}}
    assert set(sound) == set(CONDITIONS)
    for name, args in sound.items():
        assert validate("condition", name, args) is None, name


@pytest.mark.parametrize("name, args, ok", [
    ("slot", [1, "squad_leader"], True), ("slot", [1, "base"], False),
    ("unit", 12, True), ("unit", "12", False), ("unit", 76, False),
    ("building", [1, "base"], True), ("building", [0, "tower"], False),
    ("hero", 0, True), ("hero", True, False), ("clearing", 5, False),
])
def test_targets_are_checked(name, args, ok):
    assert (validate("target", name, args) is None) is ok


def test_the_docs_list_every_condition_and_target():
    text = (Path(__file__).resolve().parents[2] / "docs" / "lessons.md").read_text(
        encoding="utf-8")
    codex = text[text.index("### Codex (`goals_codex.py`)"):text.index("## The per-game module")]
    for name in [*CONDITIONS, *TARGETS]:
        assert f"`{name}`" in codex, name
