"""Gold the log can explain (docs/codex-engine.md, events): the resist paid
above a card's cost (spec §6: opponents pay X more to target it — a play's
target, a spell's, an ability's) is a ``("resist", p, card, n)`` event per
card, and the upkeep's income (spec §2.3: 1 gold per worker, at most 20)
is ``("upkeep", p, gold, workers)``."""

from __future__ import annotations

from game.codex.game import Game

from .scenario import Scenario


def _resist(game: Game) -> list[tuple]:
    return [e for e in game.last_events if e[0] == "resist"]


def _stomper(lookout: bool) -> tuple[Game, int]:
    """Hired Stomper (cost 4) in hand with 5 gold; the enemy Granfalloon
    Flagbearer (a flagbearer: the arrival must hit it) in the Lookout slot
    (resist 1) or in play outside the patrol zone."""
    sc = Scenario().hand(0, "hired_stomper").gold(0, 5)
    sc.building(0, "tech1").building(0, "tech2")
    flag = sc.unit(1, "granfalloon_flagbearer", **({"patrol": "lookout"} if lookout else {}))
    return sc.game(), flag


def test_6_resist_on_an_arrivals_target_is_an_event_with_the_gold():
    game, flag = _stomper(lookout=True)
    game.apply(f"play hired_stomper {flag}")
    assert game.state.gold[0] == 0  # 4 + 1 for resist
    assert _resist(game) == [("resist", 0, flag, 1)]
    kinds = [e[0] for e in game.last_events]
    assert kinds.index("resist") < kinds.index("play")  # paid before the card is played


def test_6_no_resist_no_event():
    game, flag = _stomper(lookout=False)
    game.apply(f"play hired_stomper {flag}")
    assert game.state.gold[0] == 1
    assert _resist(game) == []


def test_6_resist_on_a_spells_target_is_an_event():
    sc = Scenario().hand(0, "spark").gold(0, 2)
    sc.hero(0)
    scout = sc.unit(1, "tenderfoot", patrol="lookout")
    game = sc.game()
    game.apply(f"play spark {scout}")
    assert game.state.gold[0] == 0
    assert _resist(game) == [("resist", 0, scout, 1)]


def test_6_resist_on_an_abilitys_target_is_an_event():
    """River Montoya from level 3: exhaust to sideline a tech 0 or I
    patroller; the one in the Lookout slot costs 1 gold more."""
    sc = Scenario(specs=("finesse", "bashing")).gold(0, 1)
    river = sc.hero(0, level=3)
    scout = sc.unit(1, "older_brother", patrol="lookout")
    game = sc.game()
    game.apply(f"use {river} {scout}")
    assert game.state.gold[0] == 0
    assert _resist(game) == [("resist", 0, scout, 1)]


def _upkeep_of_player_2(gold: int, workers: int) -> Game:
    sc = Scenario().gold(1, gold).workers(1, workers)
    game = sc.game()
    game.apply("end")
    if game.state.phase == "tech":  # the upkeep comes after the tech step
        game.apply(game.legal_actions()[0])
    return game


def test_2_3_the_upkeep_income_is_an_event_with_the_workers():
    game = _upkeep_of_player_2(gold=0, workers=5)
    assert game.state.gold[1] == 5
    assert ("upkeep", 1, 5, 5) in game.last_events


def test_2_3_the_upkeep_event_says_the_gold_gained_under_the_cap():
    game = _upkeep_of_player_2(gold=18, workers=5)
    assert game.state.gold[1] == 20
    assert ("upkeep", 1, 2, 5) in game.last_events
