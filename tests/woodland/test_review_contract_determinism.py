"""Review of the engine contract: determinism, save/load mid-turn (also
mid-battle and with pending decisions), per-player views."""

from __future__ import annotations

import json
import random

import pytest

from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario


def _context(game: Game) -> str:
    s = game.state
    if s.queue:
        return s.queue[0][0]
    if s.battle is not None:
        return "battle:" + s.battle["stage"]
    return s.step


@pytest.mark.parametrize("seed", [3, 8])
def test_contract_save_load_at_every_decision_continues_identically(board, seed):
    """Saved at every decision of a whole random game (battles, ambushes,
    hit choices, Field Hospitals, wood payment, Depose...), the loaded game
    offers the same decisions and the next action gives the same position."""
    rnd = random.Random(seed)
    game = Game.new(board, seed=seed)
    seen = set()
    while not game.is_over:
        saved = game.to_json()
        loaded = Game.from_position(board, saved)
        assert loaded.to_json() == saved
        assert loaded.legal_actions() == game.legal_actions()
        assert loaded.to_act == game.to_act
        seen.add(_context(game))
        action = rnd.choice(game.legal_actions())
        game.apply(action)
        loaded.apply(action)
        assert loaded.state_hash() == game.state_hash(), (action, _context(game))
    assert {"decree", "daylight", "battle:ambush"} <= seen or len(seen) > 6


def test_contract_same_seed_same_actions_same_game_and_events(board):
    rnd = random.Random(1)
    game = Game.new(board, seed=21)
    events = []
    while not game.is_over and len(game.history) < 400:
        game.apply(rnd.choice(game.legal_actions()))
        events.append(game.last_events)
    again = Game.new(board, seed=21)
    for text, ev in zip(game.log, events, strict=True):
        again.apply(text)
        assert again.last_events == ev
    assert again.state_hash() == game.state_hash()


def test_contract_save_mid_battle_after_the_dice_at_an_effect_choice(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .decree(battle=["bake_sale"])
        .resolving("battle")
        .warriors(eyrie={5: 3, 10: 1}, marquise={5: 2, 10: 1})
        .crafted(marquise=["armorers", "sappers"])
        .dice(2, 1)
        .game()
    )
    game.apply("battle 5 rabbit")
    assert game.to_act == CAT and game.state.battle["stage"] == "effects_def"
    saved = game.to_json()
    loaded = Game.from_position(board, saved)
    for g in (game, loaded):
        g.apply("sappers")
    assert loaded.state_hash() == game.state_hash()


def test_contract_save_with_a_pending_hit_choice(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .decree(battle=["bake_sale"])
        .resolving("battle")
        .warriors(eyrie={5: 3, 10: 1}, marquise={10: 1})
        .sawmill(5)
        .wood(5, 5)
        .dice(1, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    assert game.to_act == CAT and game.state.queue[0][0] == "lose"
    loaded = Game.from_position(board, game.to_json())
    assert loaded.legal_actions() == game.legal_actions()
    for g in (game, loaded):
        g.apply("lose wood")
    assert loaded.state_hash() == game.state_hash()


def test_contract_save_at_depose_continues_identically(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 1})
        .decree(build=["bake_sale"])
        .resolving("build")
        .game()
    )
    assert game.state.step == "depose"
    loaded = Game.from_position(board, game.to_json())
    for g in (game, loaded):
        g.apply("leader builder")
    assert loaded.state_hash() == game.state_hash()


@pytest.mark.parametrize("viewer", ["marquise", "eyrie"])
def test_contract_view_hides_only_the_hidden(board, viewer):
    rnd = random.Random(4)
    game = Game.new(board, seed=4)
    me = 0 if viewer == "marquise" else 1
    other = ("marquise", "eyrie")[1 - me]
    for _ in range(250):
        if game.is_over:
            break
        full = game.to_position()
        view = game.view(viewer)
        json.dumps(view)
        assert view["viewer"] == viewer
        assert view["hands"][viewer] == full["hands"][viewer]
        assert view["hands"][other] == len(full["hands"][other])
        assert view["deck"] == len(full["deck"]) and view["rng"] is None
        assert view["peek"][other] is None and view["peek"][viewer] == full["peek"][viewer]
        # Everything else is public and shown as it is.
        for key in full:
            if key not in ("hands", "deck", "rng", "peek"):
                assert view[key] == full[key], key
        game.apply(rnd.choice(game.legal_actions()))


def test_contract_view_does_not_change_the_game(board):
    game = Game.new(board, seed=6)
    before = game.to_json()
    view = game.view(EYRIE)
    view["hands"]["eyrie"].clear()
    view["clearings"][0]["marquise_warriors"] = 9
    assert game.to_json() == before
