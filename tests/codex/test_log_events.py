"""What the log is told (docs/codex-engine.md, events): a repair and the
Tower's shot are events of their own, so a person can follow what happened,
and the log names whose building a line is about."""

from __future__ import annotations

from scenes.codex.words import Namer, event_words

from .scenario import Scenario


def _lines(game) -> list[str]:
    namer = Namer.frozen(game.state)
    return [w for e in game.last_events if (w := event_words(e, namer))]


def test_brick_thief_repair_is_an_event_with_the_damage_removed():
    sc = Scenario().hand(0, "brick_thief").gold(0, 2).base_damage(0, 3)
    sc.building(1, "tech1")
    game = sc.game()
    game.apply("play brick_thief tech1 base")
    assert ("repair", 100, 1) in game.last_events
    assert ("damage", 106, 1) in game.last_events
    lines = _lines(game)
    assert "1 damage to Player 2's Tech I" in lines
    assert "1 damage repaired on Player 1's Base" in lines


def test_a_repair_of_an_undamaged_building_says_nothing():
    sc = Scenario().hand(0, "brick_thief").gold(0, 2)
    sc.building(1, "tech1")
    game = sc.game()
    game.apply("play brick_thief tech1")
    assert not [e for e in game.last_events if e[0] == "repair"]


def test_the_tower_is_named_as_the_source_of_its_damage():
    sc = Scenario()
    a = sc.unit(0, "iron_man")
    sc.building(1, "tower")
    game = sc.game()
    game.apply(f"attack {a} base")
    events = game.last_events
    at = events.index(("tower", 109, a))
    assert events[at + 1] == ("damage", a, 1)
    assert "Player 2's Tower shoots at Iron Man" in _lines(game)


def test_a_tower_shooting_in_the_attackers_turn_is_named_with_its_owner():
    """Player 2 attacks; Player 1's Tower shoots. Said from the attacker's
    side ("the opponent's Tower") it read as the other seat's Tower to the
    Tower's owner: the line names the owner."""
    sc = Scenario(turn=1)
    a = sc.unit(1, "older_brother")
    sc.building(0, "tower")
    game = sc.game()
    game.apply(f"attack {a} base")
    namer = Namer.frozen(game.state, ("Ann", "Bob"))
    lines = [w for e in game.last_events if (w := event_words(e, namer))]
    assert "Ann's Tower shoots at Older Brother" in lines
    assert any(line.endswith("to Ann's Base") for line in lines)


def test_a_replaced_add_on_is_logged_with_the_damage_its_fall_deals_the_base():
    """Building a second add-on destroys the first (spec §3); the 2 damage to
    the base has no damage event of its own, so the destroyed line says it."""
    sc = Scenario().gold(0, 5)
    sc.building(0, "tower")
    game = sc.game()
    namer = Namer.frozen(game.state)  # as the table names a line: from before the action
    game.apply("build surplus")
    lines = [w for e in game.last_events if (w := event_words(e, namer))]
    assert "Player 1's Tower is destroyed: 2 damage to Player 1's Base" in lines


def test_healing_at_upkeep_is_an_event_with_the_damage_removed():
    """The Turtle's Healing 1 (spec §6) changed damage with no line in the
    log: the engine says ("heal", id, n), n the damage actually removed, and
    an undamaged card gets no event."""
    sc = Scenario(turn=1)
    sc.unit(0, "helpful_turtle")
    hurt = sc.unit(0, "iron_man", damage=2)
    troq = sc.hero(0, level=1, damage=1)
    whole = sc.unit(0, "older_brother")
    game = sc.game()
    namer = Namer.frozen(game.state)
    game.apply("end")
    events = list(game.last_events)
    if game.state.phase == "tech":
        game.apply(game.legal_actions()[0])
        events += game.last_events
    heals = [e for e in events if e[0] == "heal"]
    assert sorted(heals) == sorted([("heal", hurt, 1), ("heal", troq, 1)])
    assert not [e for e in heals if e[1] == whole]
    assert game.state.dmg[hurt] == 1 and game.state.dmg[troq] == 0
    assert "Healing: 1 damage removed from Iron Man" in [event_words(e, namer) for e in heals]
