"""Review of the engine contract: positions.

A damaged position is refused with a PositionError naming the field; no
other exception escapes; a position that loads is a legal situation where
someone has a decision (or the game is over)."""

from __future__ import annotations

import copy
import json
import random

import pytest

from game.woodland.errors import PositionError
from game.woodland.game import Game

from .conftest import autumn_board
from .scenario import Scenario

SETUP = {"keep": 1, "buildings": {"sawmill": 1, "workshop": 5, "recruiter": 9},
         "leader": "despot"}


def base(board) -> dict:
    return Game.new(board, seed=2, options=SETUP).to_position()


def mid_battle(board) -> dict:
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"], marquise=["ambush_bird"])
        .game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")
    return game.to_position()


def eyrie_daylight(board) -> dict:
    return (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 2, 1: 1})
        .decree(move=["anvil"])
        .resolving("move")
        .game()
        .to_position()
    )


def _set(pos, path, value):
    target = pos
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


CORRUPTIONS = [
    # wrong types
    (base, ("round",), "3", "round"),
    (base, ("turn",), 1, "turn"),
    (base, ("vp",), [0, 0], "vp"),
    (base, ("vp", "marquise"), 1.5, "vp.marquise"),
    (base, ("vp_floor",), "yes", "vp_floor"),
    (base, ("clearings",), {}, "clearings"),
    (base, ("clearings", 3), [], "clearings[3]"),
    (base, ("clearings", 3, "roost"), 1, "clearings[3].roost"),
    (base, ("clearings", 3, "keep"), "no", "clearings[3].keep"),
    (base, ("deck",), "anvil", "deck"),
    (base, ("deck", 0), ["anvil"], "deck[0]"),
    (base, ("deck", 0), 7, "deck[0]"),
    (base, ("hands", "eyrie"), None, "hands.eyrie"),
    (base, ("hands", "eyrie", 0), {"card": "anvil"}, "hands.eyrie[0]"),
    (base, ("crafted", "marquise"), [["anvil"]], "crafted.marquise[0]"),
    (base, ("eyrie", "face_up"), 7, "eyrie.face_up"),
    (base, ("eyrie", "face_down"), "despot", "eyrie.face_down"),
    (base, ("eyrie", "face_up"), [["builder"]], "eyrie.face_up"),
    (base, ("eyrie", "decree", "move"), [{}], "eyrie.decree.move[0]"),
    (base, ("eyrie", "viziers"), [1, 1], "eyrie.viziers"),
    (base, ("items", "supply", "tea"), "2", "items.supply.tea"),
    (base, ("turn_state", "decree_todo"), "bird", "turn_state.decree_todo"),
    (base, ("turn_state", "decree_todo"), [["bird"]], "turn_state.decree_todo"),
    (base, ("peek", "eyrie"), [[]], "peek.eyrie[0]"),
    (base, ("pending",), [{"kind": "wood", "sawmills": 1}], "pending[0].sawmills"),
    (base, ("pending",), [{"kind": ["wood"]}], "pending[0].kind"),
    (base, ("battle",), 5, "battle"),
    (mid_battle, ("battle", "ambush"), [], "battle.ambush"),
    (mid_battle, ("battle", "dice"), 1.5, "battle.dice"),
    (mid_battle, ("battle", "effects"), -1, "battle.effects"),
    (mid_battle, ("battle", "hits"), 1.5, "battle.hits"),
    (mid_battle, ("battle", "rolled_hits"), True, "battle.rolled_hits"),
    (mid_battle, ("battle", "rolled_hits"), [0, 0, 0], "battle.rolled_hits"),
    # out of range, negative counts
    (base, ("round",), -1, "round"),
    (base, ("clearings", 0, "marquise_warriors"), -2, "clearings[0].marquise_warriors"),
    (base, ("clearings", 0, "eyrie_warriors"), 21, "clearings[0].eyrie_warriors"),
    (base, ("clearings", 0, "wood"), -1, "clearings[0].wood"),
    (base, ("items", "eyrie", "sword"), -1, "items.eyrie.sword"),
    (base, ("turn_state", "decree_added"), 3, "turn_state.decree_added"),
    (mid_battle, ("battle", "clearing"), 13, "battle.clearing"),
    (mid_battle, ("battle", "hits"), [0, -1], "battle.hits"),
    # impossible wholes
    (base, ("vp", "marquise"), 31, "vp"),
    (base, ("winner",), "eyrie", "winner"),
    (base, ("eyrie", "viziers"), {"recruit": 1, "move": 0, "battle": 1, "build": 0},
     "eyrie.viziers"),
    (mid_battle, ("battle", "ambush"), None, "deck"),  # the card is gone
    (mid_battle, ("battle", "attacker"), "eyrie", "battle.attacker"),
    (eyrie_daylight, ("turn_state", "decree_column"), None, "turn_state.decree_todo"),
    (base, ("turn_state", "decree_todo"), ["bird"], "turn_state.decree_todo"),
    # unknown keys
    (base, ("colour",), "red", "colour"),
    (base, ("clearings", 2, "eyrie_warrior"), 1, "clearings[2].eyrie_warrior"),
    (base, ("turn_state", "extra"), 0, "turn_state.extra"),
    (base, ("eyrie", "decree", "scout"), [], "eyrie.decree.scout"),
    (mid_battle, ("battle", "defender_hits"), 0, "battle.defender_hits"),
]


@pytest.mark.parametrize(("make", "path", "value", "field"), CORRUPTIONS,
                         ids=[f"{c[3]}={c[2]!r}" for c in CORRUPTIONS])
def test_contract_damaged_position_names_the_field(board, make, path, value, field):
    pos = make(board)
    Game.from_position(board, copy.deepcopy(pos))  # the undamaged one loads
    _set(pos, path, value)
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field.startswith(field), str(err.value)
    with pytest.raises(PositionError):
        Game.from_position(board, json.dumps(pos))


def test_contract_duplicate_card_is_named_where_it_is_extra(board):
    pos = base(board)
    pos["hands"]["marquise"].append(pos["hands"]["marquise"][0])
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field == "hands.marquise"


def test_contract_missing_card_is_refused(board):
    pos = base(board)
    pos["deck"].pop()
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field == "deck" and "50" in err.value.problem


def test_contract_card_moved_between_places_still_fifty(board):
    pos = base(board)
    pos["discard"].append(pos["deck"].pop())
    Game.from_position(board, pos)  # still every card once: a legal position


def test_contract_ambush_card_only_while_it_may_be_foiled(board):
    pos = mid_battle(board)
    pos["discard"].append(pos["battle"]["ambush"])
    pos["battle"]["ambush"] = None  # every card there, but stage "foil" has no ambush
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field == "battle.ambush"


def test_contract_a_view_is_not_a_position(board):
    view = Game.new(board, seed=2, options=SETUP).view("marquise")
    with pytest.raises(PositionError):
        Game.from_position(board, view)


def test_contract_pending_decision_with_no_answer_is_refused(board):
    pos = base(board)
    pos["pending"] = [{"kind": "pay", "clearing": 7, "wood": 2}]  # no wood anywhere
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field.startswith("pending")


def _leaves(obj, path=()):
    yield path
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _leaves(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _leaves(v, path + (i,))


JUNK = [None, "x", -1, 999, [], {}, True, 1.5, [[]], {"a": 1}, [1], ["anvil"], "bird"]


def test_contract_random_damage_raises_position_error_only():
    """Every field of a few real positions (mid-battle and pending decisions
    included) replaced by junk: only PositionError may escape, and what loads
    offers a decision."""
    board = autumn_board()
    rnd = random.Random(5)
    samples = []
    for seed in (1, 2):
        game = Game.new(board, seed=seed)
        step = 0
        while not game.is_over and step < 300:
            s = game.state
            if step % 60 == 0 or s.battle is not None or s.queue:
                samples.append(game.to_position())
            game.apply(rnd.choice(game.legal_actions()))
            step += 1
    samples = samples[::4][:8]
    for pos in samples:
        for path in list(_leaves(pos)):
            if not path:
                continue
            for junk in rnd.sample(JUNK, 2):
                damaged = copy.deepcopy(pos)
                _set(damaged, path, junk)
                try:
                    game = Game.from_position(board, damaged)
                except PositionError:
                    continue
                assert game.is_over or game.legal_actions(), path
