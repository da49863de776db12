"""Positions: round trips, damaged data, determinism, save/load mid-turn."""

from __future__ import annotations

import json
import random

import pytest

from game.woodland.actions import Action
from game.woodland.errors import IllegalAction, PositionError
from game.woodland.game import Game

SETUP = {"keep": 1, "buildings": {"sawmill": 1, "workshop": 5, "recruiter": 9}, "leader": "despot"}


def play(board, seed: int, steps: int, choice_seed: int = 0) -> tuple[Game, list[str]]:
    rnd = random.Random(choice_seed)
    game = Game.new(board, seed=seed)
    texts = []
    for _ in range(steps):
        if game.is_over:
            break
        action = rnd.choice(game.legal_actions())
        texts.append(str(action))
        game.apply(action)
    return game, texts


def test_same_seed_and_actions_same_game(board):
    game, texts = play(board, seed=11, steps=150)
    again = Game.new(board, seed=11)
    for text in texts:
        again.apply(text)
    assert again.state_hash() == game.state_hash()
    assert again.log == texts


def test_different_seeds_differ(board):
    assert Game.new(board, seed=1).state_hash() != Game.new(board, seed=2).state_hash()


def test_save_mid_turn_and_continue_identically(board):
    game, _ = play(board, seed=5, steps=90)
    saved = game.to_json()
    loaded = Game.from_position(board, saved)
    assert loaded.to_json() == saved
    rnd = random.Random(99)
    for _ in range(120):
        if game.is_over:
            break
        action = rnd.choice(game.legal_actions())
        assert loaded.legal_actions() == game.legal_actions()
        game.apply(action)
        loaded.apply(action)
        assert loaded.state_hash() == game.state_hash()


def test_clone_is_independent(board):
    game, _ = play(board, seed=4, steps=60)
    copy = game.clone()
    before = game.to_json()
    copy.apply(copy.legal_actions()[0])
    assert game.to_json() == before


def test_view_hides_the_other_hand_deck_and_rng(board):
    game = Game.new(board, seed=3, options=SETUP)
    view = game.view("marquise")
    assert isinstance(view["hands"]["marquise"], list) and view["hands"]["eyrie"] == 3
    assert view["deck"] == 44 and view["rng"] is None
    json.dumps(view)


def test_action_text_round_trip(board):
    game, _ = play(board, seed=8, steps=200)
    for action in game.legal_actions():
        assert Action.parse(str(action)) == action


@pytest.mark.parametrize("text", ["", "fly 1 2", "move 1 x", "move one two three", "keep"])
def test_malformed_actions_are_refused(board, text):
    game = Game.new(board, seed=1)
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(text)
    assert err.value.rule == "notation" and game.to_json() == before


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        (("vp", "eyrie"), -3, "vp.eyrie"),
        (("clearings", 0, "wood"), "x", "clearings[0].wood"),
        (("clearings", 1, "sawmills"), 3, "clearings[1]"),
        (("hands", "marquise"), ["anvil", "anvil"], "hands.marquise"),
        (("phase",), "dusk", "phase"),
        (("rng",), "zz", "rng"),
        (("eyrie", "leader"), "king", "eyrie.leader"),
        (("items", "supply", "boots"), 0, "items.supply.boots"),
    ],
)
def test_damaged_positions_name_the_field(board, path, value, field):
    pos = Game.new(board, seed=2, options=SETUP).to_position()
    target = pos
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field.startswith(field)


def test_not_json_is_refused(board):
    with pytest.raises(PositionError):
        Game.from_position(board, "{not json")


def test_missing_field_is_named(board):
    pos = Game.new(board, seed=2, options=SETUP).to_position()
    del pos["turn_state"]["march"]
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field == "turn_state.march"


def test_save_mid_battle_with_a_pending_foil(board):
    from .scenario import Scenario

    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"], marquise=["ambush_bird"])
        .game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")
    saved = game.to_json()
    assert '"stage":"foil"' in saved
    loaded = Game.from_position(board, saved)
    assert loaded.to_json() == saved and loaded.to_act == game.to_act == 0
    for g in (game, loaded):
        g.apply("pass")
    assert loaded.state_hash() == game.state_hash()
