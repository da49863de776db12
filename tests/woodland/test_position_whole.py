"""Positions the rules cannot go on from are refused (issue 9).

Each field of these positions is fine on its own; the whole is not: a setup
position setup cannot produce, pending decisions at a moment the rules never
ask them or that break once an earlier one is answered, a battle while a
leader is chosen, text that ``json.loads`` cannot read. Every refusal is a
PositionError naming a field, and the undamaged neighbour still loads."""

from __future__ import annotations

import copy
import json

import pytest

from game.woodland.errors import PositionError
from game.woodland.game import Game
from game.woodland.position import reread_problem

from .scenario import Scenario, foil_pending


def _refused(board, pos) -> PositionError:
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    with pytest.raises(PositionError):
        Game.from_position(board, json.dumps(pos))
    return err.value


def _cat_build(board) -> dict:
    game = Game.new(board, seed=3)
    game.apply("keep 1")
    return game.to_position()


def _birdsong_short_of_wood(board) -> dict:
    """Marquise Birdsong: 3 sawmills, 2 wood left in the supply."""
    pos = (Scenario(board).marquise_turn("birdsong").sawmill(1, 5, 9).wood(2, 3, 4, 6, 7, 8)
           .warriors(marquise={1: 1, 5: 1, 9: 1}).position())
    pos["pending"] = [{"kind": "wood", "sawmills": [1, 5, 9]}]
    return pos


# --- setup -------------------------------------------------------------------------

def test_6_3_setup_position_is_one_setup_produces(board):
    pos = _cat_build(board)
    Game.from_position(board, copy.deepcopy(pos))
    pos["clearings"][5]["eyrie_warriors"] = 17  # the Eyrie would end setup with 23 (box: 20)
    err = _refused(board, pos)
    assert err.field == "clearings[5].eyrie_warriors"


@pytest.mark.parametrize(("path", "value", "field"), [
    (("vp", "marquise"), 2, "vp.marquise"),
    (("clearings", 0, "wood"), 1, "clearings[0].wood"),
    (("clearings", 2, "marquise_warriors"), 1, "clearings[2].marquise_warriors"),  # Eyrie corner
    (("turn_state", "actions"), 3, "turn_state.actions"),
])
def test_6_3_setup_has_nothing_setup_does_not_place(board, path, value, field):
    pos = _cat_build(board)
    target = pos
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    assert _refused(board, pos).field == field


def test_6_3_keep_only_in_a_corner(board):
    pos = _cat_build(board)
    pos["clearings"][0]["keep"] = False
    pos["clearings"][4]["keep"] = True
    assert _refused(board, pos).field == "clearings"


def test_6_3_buildings_setup_cannot_place_are_refused(board):
    game = Game.new(board, seed=3)
    game.apply("keep 1")
    game.apply("place sawmill 1")
    Game.from_position(board, game.to_position())
    pos = game.to_position()
    pos["clearings"][0]["sawmills"] = 0
    pos["clearings"][6]["sawmills"] = 1  # clearing 7 is not next to the keep
    assert _refused(board, pos).field == "clearings"


def test_6_4_wood_decision_only_in_marquise_birdsong(board):
    pos = _cat_build(board)
    pos["clearings"][0]["sawmills"] = 1
    pos["pending"] = [{"kind": "wood", "sawmills": [1]}]
    assert _refused(board, pos).field.startswith("pending[0]")


# --- pending decisions --------------------------------------------------------------

def test_6_4_one_wood_decision_at_a_time(board):
    pos = _birdsong_short_of_wood(board)
    Game.from_position(board, copy.deepcopy(pos))
    pos["pending"].append(copy.deepcopy(pos["pending"][0]))  # would place 9 wood
    assert _refused(board, pos).field == "pending[1]"


def test_6_4_wood_is_a_choice_only_when_short(board):
    pos = _birdsong_short_of_wood(board)
    pos["clearings"][1]["wood"] = 0  # 3 in the supply for 3 sawmills: no choice
    assert _refused(board, pos).field == "pending[0].sawmills"


def test_4_3_4_pending_queue_checked_as_each_entry_is_reached(board):
    """lose, hospital, lose: each entry has its pieces at the load, but once
    the first takes both buildings the last has nothing to take."""
    pos = (Scenario(board).eyrie_turn("daylight").keep(1).sawmill(5).workshop(5)
           .warriors(marquise={1: 2, 5: 1}, eyrie={5: 3}).hand(marquise=["anvil"])
           .position())
    Game.from_position(board, copy.deepcopy(pos))
    pos["pending"] = [
        {"kind": "lose", "player": "marquise", "clearing": 5, "hits": 2, "scorer": "eyrie"},
        {"kind": "hospital", "clearing": 5, "warriors": 1},
        {"kind": "lose", "player": "marquise", "clearing": 5, "hits": 1, "scorer": "eyrie"},
    ]
    # (Whether the first entry is asked or resolved at once, the last one
    # has nothing left: "nobody can decide", or the state reached does not
    # read back.)
    assert _refused(board, pos).field == "pending[0]"


def test_6_2_3_field_hospitals_cannot_overfill_the_box(board):
    pos = (Scenario(board).eyrie_turn("daylight").keep(1).warriors(marquise={1: 20}, eyrie={5: 3})
           .position())
    pos["pending"] = [{"kind": "hospital", "clearing": 5, "warriors": 6}]
    assert _refused(board, pos).field == "pending"


def test_7_7_3_no_battle_while_a_leader_is_chosen(board):
    pos = foil_pending(board).to_position()
    pos["step"] = "depose"
    pos["eyrie"]["face_up"].append(pos["eyrie"]["leader"])
    pos["eyrie"]["leader"] = None
    pos["eyrie"]["viziers"] = dict.fromkeys(pos["eyrie"]["viziers"], 0)
    assert _refused(board, pos).field == "battle"


def test_every_state_reached_from_a_load_reads_back(board):
    """The walk at load answers the pending decisions on copies: each state
    reached is one the reader accepts as itself."""
    game = Game.from_position(board, _birdsong_short_of_wood(board))
    for action in game.legal_actions():
        after = game.clone()
        after.apply(action)
        assert reread_problem(after.state) is None


# --- text json.loads cannot read -------------------------------------------------------

@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000,
    '{"round": ' + "1" * 5000 + "}",
    '{"format": "woodland-position", "version": 1, "round": -' + "9" * 4400 + "}",
    "\ufeff{}",
    "",
])
def test_unreadable_position_text_is_a_position_error(board, text):
    with pytest.raises(PositionError) as err:
        Game.from_position(board, text)
    assert err.value.field == "position" or err.value.field == "round"


def test_huge_numbers_and_deep_lists_in_data_are_refused_briefly(board):
    pos = _cat_build(board)
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    for path, value in ((("round",), 10**5000 - 1), (("vp", "eyrie"), -(10**400)),
                        (("deck",), deep), (("clearings", 2, "wood"), deep)):
        damaged = copy.deepcopy(pos)
        target = damaged
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        with pytest.raises(PositionError) as err:
            Game.from_position(board, damaged)
        assert len(str(err.value)) < 200


def test_6_3_setup_places_one_building_of_each_kind(board):
    """Checked before trying the orders of placement (18 buildings would
    have 18! orders)."""
    pos = _cat_build(board)
    for i in range(12):
        pos["clearings"][i]["sawmills"] = 1 if i != 0 else 0
        pos["clearings"][i]["workshops"] = 0
    assert _refused(board, pos).field == "clearings"
