"""The position JSON: round trip, and damaged positions refused by field."""

from __future__ import annotations

import copy
import json

import pytest

from game.codex.game import Game
from game.common.errors import PositionError

from .scenario import Scenario
from .test_random_games import play_random


def test_position_round_trip_mid_game():
    game = play_random(11, 4, steps=150)
    loaded = Game.from_position(json.loads(game.to_json()))
    assert loaded.to_json() == game.to_json()
    assert loaded.legal_actions() == game.legal_actions()


def test_a_finished_game_loads():
    game = play_random(2, 2)
    assert game.is_over
    assert Game.from_position(game.to_json()).winner == game.winner


def _broken(change) -> str:
    sc = Scenario()
    sc.unit(0, "older_brother", patrol="elite")
    pos = copy.deepcopy(sc.pos)
    change(pos)
    with pytest.raises(PositionError) as err:
        Game.from_position(pos)
    return err.value.field


def test_position_errors_name_the_field():
    assert _broken(lambda p: p.update(format="x")) == "format"
    assert _broken(lambda p: p["players"][0].update(gold=21)) == "players[0].gold"
    assert _broken(lambda p: p["players"][0].update(gold="3")) == "players[0].gold"
    assert _broken(lambda p: p["players"][1]["hand"].append(0)) == "players[1].hand"
    assert _broken(lambda p: p["players"][0]["deck"].pop()) == "players"
    assert _broken(lambda p: p["players"][0]["patrol"].update(lookout=5)) == \
        "players[0].patrol.lookout"
    assert _broken(lambda p: p.update(rng="zz")) == "rng"
    assert _broken(lambda p: p.pop("cards")) == "cards"
    assert _broken(lambda p: p.update(extra=1)) == "extra"
    assert _broken(lambda p: p["players"][1]["buildings"]["base"].update(damage=20)) == \
        "players[1].buildings.base.damage"


def test_exhausted_patrollers_are_refused_in_a_position():
    sc = Scenario()
    sc.unit(0, "older_brother", patrol="elite", exhausted=True)
    with pytest.raises(PositionError) as err:
        sc.game()
    assert err.value.field == "players[0].patrol.elite"


def test_not_json_is_refused():
    with pytest.raises(PositionError):
        Game.from_position("{nope")


def test_hero_levels_and_partners_are_checked():
    sc = Scenario(turn=1)
    river = sc.hero(1, level=6)  # River's max is 5
    with pytest.raises(PositionError) as err:
        sc.game()
    assert err.value.field == f"cards.{river}.level"
    sc = Scenario()
    a = sc.unit(0, "older_brother")
    b = sc.unit(0, "tenderfoot")
    sc.pos["cards"][str(a)]["partner"] = b
    with pytest.raises(PositionError) as err:
        sc.game()
    assert err.value.field == f"cards.{a}.partner"


def test_a_card_with_damage_at_its_hp_has_died_and_is_refused():
    """Codex spec §5: a card dies when its damage reaches its HP, so a
    (settled) position never holds one in play."""
    sc = Scenario()
    brother = sc.unit(0, "older_brother", damage=2)  # 2/2
    with pytest.raises(PositionError) as err:
        sc.game()
    assert err.value.field == f"cards.{brother}.damage"
    sc = Scenario()
    sc.unit(0, "older_brother", damage=1)
    assert sc.game().to_position()["cards"][str(brother)]["damage"] == 1


@pytest.mark.parametrize("text", ["[" * 100_000, '{"a": 1' + "0" * 5000 + "}", " " * 1_000_001],
                         ids=["deep nesting", "huge number", "too long"])
def test_position_text_json_cannot_read_is_a_position_error(text):
    """The same text boundary as Root's (game.common.position.read_json)."""
    with pytest.raises(PositionError) as err:
        Game.from_position(text)
    assert err.value.field == "position"
