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


# --- found by the fuzz (bench/fuzz.py --only codex_positions, issue 9) ---------------

def _refused_field(pos, as_text: bool = True) -> str:
    """The field a refusal names; the same refusal for the position's text."""
    with pytest.raises(PositionError) as err:
        Game.from_position(pos)
    assert len(str(err.value)) < 300
    if as_text:
        with pytest.raises(PositionError):
            Game.from_position(json.dumps(pos))
    return err.value.field


def _mid_game() -> dict:
    return play_random(11, 4, steps=150).to_position()


@pytest.mark.parametrize("value", [
    10**5000 - 1, -(10**400), [[[[[[1]]]]]] * 3, "x" * 10_000,
    {str(k): {"a": k, "b": [1, 2, 3], "c": "x" * 30, "d": None} for k in range(40)}],
    ids=["5000 digits", "400 digits", "nested", "long text", "object of objects"])
def test_a_refusal_quotes_the_bad_value_shortly(value):
    """A 5000-digit number escaped as ValueError from the refusal's own
    ``repr``; other huge values made refusals thousands of characters long
    (an object of objects, quoted four entries deep, still hundreds)."""
    for path in (("players", 0, "gold"), ("turn",), ("version",), ("players", 1, "hired")):
        pos = _mid_game()
        target = pos
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        field = _refused_field(pos, as_text=False)  # json.dumps cannot write 5000 digits
        assert field in ("players[0].gold", "turn", "version", "players[1].hired")


def test_position_numbers_are_json_integers_not_booleans_or_floats():
    """``True == 1`` and ``1.0 == 1``: such values read as card ids and
    players, and were written back as ``true`` and ``1.0``."""
    sc = Scenario()
    a = sc.unit(0, "older_brother", patrol="elite")
    pos = copy.deepcopy(sc.pos)
    pos["players"][0]["patrol"]["elite"] = float(a)
    assert _refused_field(pos) == "players[0].patrol.elite"
    pos = _mid_game()
    pos["winner"], pos["phase"] = True, "over"
    assert _refused_field(pos) == "winner"
    pos = _mid_game()
    pos["version"] = 1.0
    assert _refused_field(pos) == "version"


_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_ARABIC = str.maketrans("0123456789", "".join(chr(0x660 + d) for d in range(10)))


@pytest.mark.parametrize("spelling", [
    lambda i: str(i).translate(_SUPERSCRIPT), lambda i: str(i).translate(_ARABIC),
    lambda i: f"0{i}", lambda i: f"+{i}", lambda i: f" {i}"],
    ids=["superscript", "arabic digits", "leading zero", "sign", "space"])
def test_card_ids_in_cards_are_written_as_to_position_writes_them(spelling):
    """``"¹".isdigit()`` is true and ``int("¹")`` raises ValueError;
    ``"٣"`` and ``"03"`` read as card 3 under another name."""
    sc = Scenario()
    i = sc.unit(0, "older_brother")
    pos = copy.deepcopy(sc.pos)
    pos["cards"][spelling(i)] = pos["cards"].pop(str(i))
    assert _refused_field(pos).startswith("cards.")


@pytest.mark.parametrize(("path", "value"), [
    (("specs",), [["bashing"], "finesse"]), (("cards", "X", "code"), ["older_brother"]),
], ids=["spec", "code"])
def test_a_list_where_a_name_belongs_is_a_position_error(path, value):
    """A list looked up among the specs or card codes raised TypeError."""
    sc = Scenario()
    i = sc.unit(0, "older_brother")
    pos = copy.deepcopy(sc.pos)
    target = pos
    for key in path[:-1]:
        target = target[str(i) if key == "X" else key]
    target[path[-1]] = value
    assert _refused_field(pos) in ("specs", f"cards.{i}.code")


@pytest.mark.parametrize("rng", ["0x00000000000abc", "0000_0000_000abc", "   0000000000abc",
                                 "\u0661" * 16, "+000000000000abc"])
def test_rng_is_sixteen_ascii_hex_digits(rng):
    """``int(x, 16)`` also reads a 0x prefix, underscores, spaces, a sign
    and other scripts' digits, which the position would not write back."""
    pos = _mid_game()
    pos["rng"] = rng
    assert _refused_field(pos) == "rng"
    pos["rng"] = "00000000000ABCDE"
    assert Game.from_position(pos).to_position()["rng"] == "00000000000abcde"


@pytest.mark.parametrize("data", [[], 5, None, "[]", "5"])
def test_a_position_that_is_not_an_object_names_the_position(data):
    with pytest.raises(PositionError) as err:
        Game.from_position(data)
    assert err.value.field == "position"


def _bonded() -> tuple[Scenario, int, int, int]:
    """Player 1's River, two units and a Two Step bonding them: (scenario, a, b, step)."""
    sc = Scenario(turn=1)
    sc.hero(1, level=1)
    a = sc.unit(1, "older_brother")
    b = sc.unit(1, "fruit_ninja")
    return sc, a, b, sc.two_step(1, a, b)


def test_codex_7_two_step_partners_are_the_two_units_a_two_step_bonds():
    """Found by the fuzz: a hero naming a partner kept naming it after the
    partner left play, and that position could not be read back."""
    sc, a, b, step = _bonded()
    sc.game()
    hero = 38 + 34
    sc.pos["cards"][str(hero)]["partner"] = a
    assert _refused_field(sc.pos) == f"cards.{hero}.partner"
    sc, a, b, step = _bonded()
    sc.pos["cards"][str(step)]["partner"] = None  # no Two Step bonds them
    assert _refused_field(sc.pos) == f"cards.{a}.partner"
    sc, a, b, step = _bonded()
    sc.pos["cards"][str(a)]["partner"] = a  # a partner of itself
    assert _refused_field(sc.pos) == f"cards.{step}.partner"
    sc, a, b, step = _bonded()
    enemy = sc.unit(0, "tenderfoot")
    sc.pos["cards"][str(b)]["partner"] = enemy
    sc.pos["cards"][str(enemy)]["partner"] = b
    assert _refused_field(sc.pos) == f"cards.{step}.partner"


def test_codex_5_a_hero_cooldown_ends_at_most_four_turns_ahead():
    """A hero dying sets its return to this turn + 3 or + 4; further ahead
    no game reaches (and the position could carry numbers that grow)."""
    sc = Scenario()
    sc.set(0, hero_ready=sc.pos["turn_number"] + 4)
    sc.game()
    sc.set(0, hero_ready=sc.pos["turn_number"] + 5)
    assert _refused_field(sc.pos) == "players[0].hero_ready"


@pytest.mark.parametrize(("field", "value"), [("runes", 2), ("temp_atk", 1), ("temp_hp", 99),
                                              ("temp_atk", 99)])
def test_codex_6_runes_and_this_turns_changes_stay_within_what_cards_give(field, value):
    """Bloom puts a +1/+1 rune only on a card without one, and this turn's
    changes (Intimidate, Discord) only lower ATK and HP. Found by the fuzz:
    a unit at +99 ATK hit a base for over 99 damage, and the finished game
    could not be read back."""
    sc = Scenario()
    i = sc.unit(0, "older_brother", **{field: value})
    assert _refused_field(sc.pos) == f"cards.{i}.{field}"


def test_codex_2_a_base_at_20_ends_the_game_before_the_last_damage_resolves():
    """Found by the action-text fuzz: with swift strike the attacker's blow
    destroyed the Tower, the base reached 20 and the game ended, and the
    finished game's position could not be read back. (The Tower then dealt
    its hit too, leaving the attacker at lethal damage; now a Tower the
    swift step destroyed deals nothing, spec §5.)"""
    sc = Scenario(turn=1)
    sc.unit(1, "blademaster")  # swift strike for player 1's units
    brother = sc.unit(1, "older_brother", damage=1)  # 2/2
    sc.building(0, "tower", damage=2).base_damage(0, 18)
    game = sc.game()
    game.apply(f"attack {brother} tower")
    assert game.winner == 1 and game.state.ctrl[brother] == 1
    assert game.state.dmg[brother] == 1
    assert Game.from_position(game.to_json()).state_hash() == game.state_hash()


def test_an_unknown_field_without_a_name_is_quoted():
    """An empty key named the field '' (found by the fuzz)."""
    pos = _mid_game()
    pos[""] = 1
    assert _refused_field(pos) == "''"


@pytest.mark.parametrize(("code", "damage"), [("dancer", 1), ("angry_dancer", 1), ("dancer", 5)])
def test_codex_5_a_token_with_damage_at_its_hp_has_died_and_is_refused(code, damage):
    """Issue 16: a Dancer (0/1) or an Angry Dancer (2/1) with damage at its
    HP was accepted (the check asked only units and heroes), although play
    never leaves one in play: tokens die like units and vanish."""
    sc = Scenario(turn=1)
    sc.hero(1, level=1)
    sc.ongoing(1, "harmony")
    token = sc.token(1, code, damage=damage)
    assert _refused_field(sc.pos) == f"cards.{token}.damage"
    sc.pos["cards"][str(token)]["damage"] = 0
    assert Game.from_position(sc.pos).state.ctrl[token] == 1
