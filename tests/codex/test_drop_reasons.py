"""A refused drop says the engine's real reason, not "nothing can go here":
a unit dropped on your own patroller means that patroller's slot, which is
taken (Codex p.7; the engine has no swap, so the holder moves first), and a
hand card dropped in your patrol slot is told what its play needs (a spell:
a hero, spec 2.4) or why it cannot patrol (Codex p.7). Every refusal leaves
the game as it was."""

from __future__ import annotations

import pytest

from game.codex import controller as G
from game.codex.actions import Action
from game.codex.controller import CodexController
from game.codex.game import Game
from game.common.errors import IllegalAction

from .scenario import Scenario, refused


def _refusal(game: Game, source, target) -> IllegalAction:
    """The refusal of a drop, checked to change nothing."""
    ctl = CodexController(game)
    assert target not in ctl.targets(source)
    before = game.state_hash()
    with pytest.raises(IllegalAction) as caught:
        ctl.drop(source, target)
    assert game.state_hash() == before
    return caught.value


def _lesson_one() -> tuple[Game, int, int]:
    """Codex lesson 1's patrol: Tenderfoot holds the Squad Leader slot,
    Older Brother the Elite slot (both ready, player 0's main phase)."""
    sc = Scenario()
    novice = sc.unit(0, "tenderfoot", patrol="squad_leader")
    brother = sc.unit(0, "older_brother", patrol="elite")
    return sc.game(), novice, brother


def test_codex_p7_a_unit_dropped_on_your_patroller_is_told_the_slot_is_taken_by_it():
    game, novice, brother = _lesson_one()
    exc = _refusal(game, G.unit(brother), G.unit(novice))
    assert (exc.rule, exc.key) == ("codex p.7", "patrol.slot_taken")
    assert exc.params == {"slot": "squad_leader", "card": novice}


def test_codex_p7_the_slot_drop_names_the_holder_too():
    """The same refusal when the drop lands on the slot beside the card."""
    game, novice, brother = _lesson_one()
    exc = _refusal(game, G.unit(brother), G.slot("squad_leader"))
    assert (exc.key, exc.params["card"]) == ("patrol.slot_taken", novice)
    refused(game, f"patrol {brother} squad_leader", "codex p.7", "patrol.slot_taken")


def test_codex_p7_patrollers_change_places_one_move_at_a_time():
    """No swap action exists: the refusal's advice (move the holder out
    first) is what the engine takes, and then the slot is free."""
    game, novice, brother = _lesson_one()
    ctl = CodexController(game)
    ctl.choose(ctl.drop(G.unit(novice), G.TABLE).default)
    ctl.choose(ctl.drop(G.unit(brother), G.slot("squad_leader")).default)
    ctl.choose(ctl.drop(G.unit(novice), G.slot("elite")).default)
    assert game.state.patrol[0][:2] == [brother, novice]


def test_a_unit_on_your_own_card_outside_the_patrol_zone_still_means_nothing():
    sc = Scenario()
    novice = sc.unit(0, "tenderfoot")
    brother = sc.unit(0, "older_brother")
    exc = _refusal(sc.game(), G.unit(brother), G.unit(novice))
    assert (exc.rule, exc.key) == ("codex 2.4", "action.not_now")


def test_codex_2_4_a_spell_in_your_slot_without_a_hero_needs_a_hero():
    """Play-tester l18: Spark on an empty patrol slot said "nothing can go
    here"; on the table the same Spark said what it needs."""
    sc = Scenario().hand(0, "spark").gold(0, 5)
    game = sc.game()
    on_slot = _refusal(game, G.card("spark"), G.slot("elite"))
    on_table = _refusal(game, G.card("spark"), G.TABLE)
    assert (on_slot.rule, on_slot.key) == ("codex 2.4", "play.needs_hero")
    assert (on_slot.rule, on_slot.key) == (on_table.rule, on_table.key)


def test_codex_2_4_a_spell_in_your_slot_without_the_gold_is_told_the_cost():
    sc = Scenario().hand(0, "spark")
    sc.hero(0)
    exc = _refusal(sc.game(), G.card("spark"), G.slot("lookout"))
    assert (exc.key, exc.params) == ("gold.not_enough", {"cost": 1, "gold": 0})


def test_codex_p7_a_playable_spell_never_patrols():
    """With a hero and the gold, the play is fine: what is wrong is the
    slot (only units and heroes patrol), not Spark's target."""
    sc = Scenario().hand(0, "spark").gold(0, 5)
    sc.hero(0)
    sc.unit(1, "tenderfoot", patrol="elite")
    exc = _refusal(sc.game(), G.card("spark"), G.slot("elite"))
    assert (exc.rule, exc.key) == ("codex p.7", "patrol.units_only")


def test_codex_p7_a_hand_unit_in_your_slot_is_played_first():
    sc = Scenario().hand(0, "tenderfoot").gold(0, 5)
    game = sc.game()
    exc = _refusal(game, G.card("tenderfoot"), G.slot("squad_leader"))
    assert (exc.rule, exc.key, exc.params) == ("codex p.7", "patrol.from_hand",
                                                {"card": "tenderfoot"})
    # as said: played, then it may go into the slot
    ctl = CodexController(game)
    ctl.choose(Action("play", ("tenderfoot",)))
    i = game.state.play[0][-1]
    assert G.slot("squad_leader") in ctl.targets(G.unit(i))


def test_a_card_not_in_hand_dropped_in_a_slot_is_refused_as_not_held():
    exc = _refusal(Scenario().game(), G.card("spark"), G.slot("elite"))
    assert (exc.rule, exc.key) == ("codex 2.4", "card.not_in_hand")
