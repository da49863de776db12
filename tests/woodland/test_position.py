"""Positions and views (engine contract). The documented JSON round-trips;
a damaged position is refused with a PositionError naming the field, no
other exception escapes, and a position that loads is a legal situation
where someone has a decision (or the game is over). A per-player view hides
the other hand, the deck order and the generator, and nothing else. Actions
have a stable text form; malformed ones are refused as notation."""

from __future__ import annotations

import copy
import json
import random

import pytest

from game.woodland.actions import Action
from game.woodland.errors import IllegalAction, PositionError
from game.woodland.game import Game
from game.woodland.state import EYRIE

from .conftest import autumn_board
from .scenario import SETUP, Scenario, foil_pending, random_game


def base(board) -> dict:
    return Game.new(board, seed=2, options=SETUP).to_position()


def mid_battle(board) -> dict:
    return foil_pending(board).to_position()


def eyrie_daylight(board) -> dict:
    return Scenario(board).fox_card_in_move().warriors(eyrie={1: 1}).game().to_position()


def _set(pos, path, value):
    target = pos
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


# --- views ---------------------------------------------------------------------------

def test_view_hides_the_other_hand_deck_and_rng(board):
    game = Game.new(board, seed=3, options=SETUP)
    view = game.view("marquise")
    assert isinstance(view["hands"]["marquise"], list) and view["hands"]["eyrie"] == 3
    assert view["deck"] == 44 and view["rng"] is None
    json.dumps(view)


@pytest.mark.parametrize("viewer", ["marquise", "eyrie"])
def test_view_hides_only_the_hidden(board, viewer):
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


def test_view_does_not_change_the_game(board):
    game = Game.new(board, seed=6)
    before = game.to_json()
    view = game.view(EYRIE)
    view["hands"]["eyrie"].clear()
    view["clearings"][0]["marquise_warriors"] = 9
    assert game.to_json() == before


def test_a_view_is_not_a_position(board):
    view = Game.new(board, seed=2, options=SETUP).view("marquise")
    with pytest.raises(PositionError):
        Game.from_position(board, view)


# --- action text ------------------------------------------------------------------------

def test_action_text_round_trip(board):
    game = random_game(board, seed=8, steps=200)
    for action in game.legal_actions():
        assert Action.parse(str(action)) == action


@pytest.mark.parametrize("text", ["", "fly 1 2", "move 1 x", "move one two three", "keep"])
def test_malformed_actions_are_refused(board, text):
    game = Game.new(board, seed=1)
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(text)
    assert err.value.rule == "notation" and game.to_json() == before


def test_odd_action_values_are_refused(board):
    game = Scenario(board).fox_card_in_move().warriors(eyrie={1: 1}).game()
    for action in (Action("move", ("5", 2, 1, "bird")), Action("recruit", (None, "bird")),
                   Action("decree", ("move",)), Action("leader", (3,))):
        before = game.to_json()
        with pytest.raises(IllegalAction) as err:
            game.apply(action)
        assert err.value.rule and game.to_json() == before


# --- damaged positions ---------------------------------------------------------------------

CORRUPTIONS = [
    # wrong types
    (base, ("clearings", 0, "wood"), "x", "clearings[0].wood"),
    (base, ("phase",), "dusk", "phase"),
    (base, ("rng",), "zz", "rng"),
    (base, ("eyrie", "leader"), "king", "eyrie.leader"),
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
    (base, ("vp", "eyrie"), -3, "vp.eyrie"),
    (base, ("clearings", 1, "sawmills"), 3, "clearings[1]"),
    (base, ("items", "supply", "boots"), 0, "items.supply.boots"),
    (base, ("round",), -1, "round"),
    (base, ("clearings", 0, "marquise_warriors"), -2, "clearings[0].marquise_warriors"),
    (base, ("clearings", 0, "eyrie_warriors"), 21, "clearings[0].eyrie_warriors"),
    (base, ("clearings", 0, "wood"), -1, "clearings[0].wood"),
    (base, ("items", "eyrie", "sword"), -1, "items.eyrie.sword"),
    (base, ("turn_state", "decree_added"), 3, "turn_state.decree_added"),
    (mid_battle, ("battle", "clearing"), 13, "battle.clearing"),
    (mid_battle, ("battle", "hits"), [0, -1], "battle.hits"),
    # impossible wholes
    (base, ("hands", "marquise"), ["anvil", "anvil"], "hands.marquise"),
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
def test_damaged_position_names_the_field(board, make, path, value, field):
    pos = make(board)
    Game.from_position(board, copy.deepcopy(pos))  # the undamaged one loads
    _set(pos, path, value)
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field.startswith(field), str(err.value)
    with pytest.raises(PositionError):
        Game.from_position(board, json.dumps(pos))


def test_not_json_is_refused(board):
    with pytest.raises(PositionError):
        Game.from_position(board, "{not json")


def test_missing_field_is_named(board):
    pos = base(board)
    del pos["turn_state"]["march"]
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field == "turn_state.march"


def test_duplicate_card_is_named_where_it_is_extra(board):
    pos = base(board)
    pos["hands"]["marquise"].append(pos["hands"]["marquise"][0])
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field == "hands.marquise"


def test_missing_card_is_refused(board):
    pos = base(board)
    pos["deck"].pop()
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field == "deck" and "50" in err.value.problem


def test_card_moved_between_places_still_fifty(board):
    pos = base(board)
    pos["discard"].append(pos["deck"].pop())
    Game.from_position(board, pos)  # still every card once: a legal position


def test_ambush_card_only_while_it_may_be_foiled(board):
    pos = mid_battle(board)
    pos["discard"].append(pos["battle"]["ambush"])
    pos["battle"]["ambush"] = None  # every card there, but stage "foil" has no ambush
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field == "battle.ambush"


def test_pending_decision_with_no_answer_is_refused(board):
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


def test_random_damage_raises_position_error_only():
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
