"""Determinism (engine contract): one seed and one action list make one
game, events included; a game saved at any decision - mid-turn, mid-battle,
with a decision pending for either player - and loaded again continues
identically."""

from __future__ import annotations

import random

import pytest

from game.woodland.game import Game
from game.woodland.state import CAT

from .scenario import Scenario, foil_pending


def _context(game: Game) -> str:
    s = game.state
    if s.queue:
        return s.queue[0][0]
    if s.battle is not None:
        return "battle:" + s.battle["stage"]
    return s.step


def continues_identically(board, game: Game, action: str) -> None:
    """Save ``game``, load it, and apply ``action`` to both: the same
    decisions before, the same position after."""
    saved = game.to_json()
    loaded = Game.from_position(board, saved)
    assert loaded.to_json() == saved
    assert loaded.to_act == game.to_act
    assert loaded.legal_actions() == game.legal_actions()
    for g in (game, loaded):
        g.apply(action)
    assert loaded.state_hash() == game.state_hash()


def test_same_seed_same_actions_same_game_and_events(board):
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
    assert again.log == game.log


def test_different_seeds_differ(board):
    assert Game.new(board, seed=1).state_hash() != Game.new(board, seed=2).state_hash()


@pytest.mark.parametrize("seed", [3, 8])
def test_save_load_at_every_decision_continues_identically(board, seed):
    """Saved at every decision of a whole random game (battles, ambushes,
    hit choices, Field Hospitals, wood payment, Depose...), the loaded game
    offers the same decisions and the next action gives the same position."""
    rnd = random.Random(seed)
    game = Game.new(board, seed=seed)
    seen = set()
    while not game.is_over:
        seen.add(_context(game))
        continues_identically(board, game, rnd.choice(game.legal_actions()))
    assert {"decree", "daylight", "battle:ambush"} <= seen or len(seen) > 6


def test_save_mid_battle_with_a_pending_foil(board):
    game = foil_pending(board)
    assert '"stage":"foil"' in game.to_json() and game.to_act == CAT
    continues_identically(board, game, "pass")


def test_save_mid_battle_after_the_dice_at_an_effect_choice(board):
    game = (
        Scenario(board).eyrie_battle().warriors(eyrie={5: 3}, marquise={5: 2})
        .crafted(marquise=["armorers", "sappers"]).dice(2, 1).game()
    )
    game.apply("battle 5 rabbit")
    assert game.to_act == CAT and game.state.battle["stage"] == "effects_def"
    continues_identically(board, game, "sappers")


def test_save_with_a_pending_hit_choice(board):
    game = Scenario(board).eyrie_battle().warriors(eyrie={5: 3}).sawmill(5).wood(5, 5)
    game = game.dice(1, 0).game()
    game.apply("battle 5 rabbit")
    assert game.to_act == CAT and game.state.queue[0][0] == "lose"
    continues_identically(board, game, "lose wood")


def test_save_at_depose_continues_identically(board):
    game = Scenario(board).eyrie_resolving("build", "bake_sale").roost(5).warriors(eyrie={5: 1})
    game = game.game()
    assert game.state.step == "depose"
    continues_identically(board, game, "leader builder")
