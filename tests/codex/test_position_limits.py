"""Every limit the position reader enforces holds for every position play
reaches from an accepted one (issue 16.9): positions at each limit, played
forward by seeded random legal actions, always read back from their own text."""

from __future__ import annotations

import random

import pytest

from game.codex.game import Game
from game.codex.state import TURN_LIMIT
from game.common.errors import PositionError

from .boundaries import play_sound
from .scenario import Scenario

STEPS = 400  # random legal actions from each position at its limits


def _at_turn(turn_number: int, seed: int = 0) -> Scenario:
    """Both players mid-game at ``turn_number``: player 0 to act with 20 gold
    and 100 workers, player 1's hero dead on their own turn (back four turns
    on: the furthest a cooldown reaches), cards in hand for both."""
    sc = Scenario(turn=0, turn_number=turn_number)
    sc.gold(0, 20).gold(1, 20).workers(0, 100).workers(1, 7)
    sc.set(1, hero_ready=turn_number + 4)
    sc.hero(0, level=1)
    sc.unit(0, "older_brother")
    sc.unit(1, "tenderfoot", patrol="squad_leader")
    sc.hand(0, "intimidate", "timely_messenger", "wither").hand(1, "discord", "spark")
    return sc


@pytest.mark.parametrize("seed", range(4))
def test_codex_2_a_game_at_the_turn_limit_plays_on_and_reads_back(seed):
    """Found by issue 16: a position at turn_number 10^6, the reader's
    limit, was accepted; one ``end`` took it to 10^6 + 1, and the game's
    own to_json() was refused from then on. The count stops at the limit."""
    game = _at_turn(TURN_LIMIT).game()
    game.apply("end")
    assert game.state.turn_number == TURN_LIMIT
    assert Game.from_position(game.to_json()).state_hash() == game.state_hash()
    play_sound(game, random.Random(seed), STEPS)


def test_codex_5_when_the_turn_count_stops_the_hero_cooldowns_count_down_instead():
    """The count feeds two rules: no tech on a first turn, and a dead
    hero's return (summon from turn ``hero_ready`` on, spec §5). The same
    game at turn 1,000 and at the limit offers the same actions at every
    step, so stopping the count changes no rule."""
    early, late = _at_turn(1000).game(), _at_turn(TURN_LIMIT).game()
    rnd = random.Random(5)
    summoned = False
    for _ in range(600):
        assert early.legal_actions() == late.legal_actions()
        if early.is_over:
            break
        action = rnd.choice(early.legal_actions())
        summoned |= action.verb == "summon" and early.state.turn == 1
        early.apply(action)
        late.apply(action)
    assert late.state.turn_number == TURN_LIMIT and early.state.turn_number > 1004
    assert summoned, "player 1's hero came back from its cooldown in both games"


@pytest.mark.parametrize(("temp_atk", "gold"), [(-99, 1), (-76, 1), (-80, 0), (-4, 20)])
def test_codex_6_this_turns_atk_changes_are_paid_from_this_turns_gold(temp_atk, gold):
    """A unit at -99 ATK this turn (the reader's old limit) went to -103
    with one more Intimidate and could not be read back. Each gold spent
    lowers a card's ATK by at most 4 (Intimidate: -4 for 1; Discord: -2 for
    2) and a turn spends at most 20 gold, none coming in: so a card's
    ``temp_atk`` is at least -4 x (20 - the acting player's gold)."""
    sc = Scenario()
    sc.hero(0, level=1)
    target = sc.unit(1, "maestro", temp_atk=temp_atk)
    sc.hand(0, "intimidate").gold(0, gold)
    if -temp_atk > 4 * (20 - gold):
        with pytest.raises(PositionError) as err:
            sc.game()
        assert err.value.field == f"cards.{target}.temp_atk"
        return
    game = sc.game()
    for action in game.legal_actions():
        probe = game.clone()
        probe.apply(action)
        assert Game.from_position(probe.to_json()).state_hash() == probe.state_hash()


@pytest.mark.parametrize(("temp_hp", "gold", "accepted"),
                         [(-9, 1, True), (-9, 2, True), (-10, 2, False), (-99, 0, False)])
def test_codex_6_this_turns_hp_changes_are_paid_from_this_turns_gold(temp_hp, gold, accepted):
    """Discord (2 gold) is the only thing that lowers HP this turn, by 1:
    ``temp_hp`` is at least -(20 - gold) / 2. At -99 (the old limit) one
    more Discord went past what the reader accepts."""
    sc = Scenario(turn=1)
    sc.hero(1, level=1)
    i = sc.unit(0, "trojan_duck", temp_hp=temp_hp, runes=1)  # 8/9 +1: 10 HP
    sc.hand(1, "discord").gold(1, gold)
    if not accepted:
        with pytest.raises(PositionError) as err:
            sc.game()
        assert err.value.field == f"cards.{i}.temp_hp"
        return
    game = sc.game()
    play_sound(game, random.Random(1), 40)


def _worn() -> Scenario:
    """Everything at the edge a going game allows: bases at 19, buildings
    one damage from falling, cards one from dying, runes at +1 and at the
    lowest a living card can carry, heroes at max level, no gold left."""
    sc = Scenario(turn=1)
    sc.base_damage(0, 19).base_damage(1, 19).workers(0, 10).workers(1, 10)
    for p in (0, 1):
        sc.building(p, "tech1", damage=4).building(p, "tech2", damage=4)
        sc.building(p, "tech3", damage=4)
    sc.building(0, "tower", damage=3).building(1, "surplus", damage=3)
    sc.set(0, paid=[True, True, True]).set(1, paid=[True, True, True])
    sc.hero(0, level=8, damage=4)  # Troq at max: 4/5
    sc.hero(1, level=5, damage=3)  # River at max: 3/4
    sc.unit(0, "trojan_duck", damage=8, patrol="squad_leader")  # 8/9
    sc.unit(0, "iron_man", runes=-3)  # 3/4 at -3: 0/1
    sc.unit(1, "leaping_lizard", runes=1, damage=5)  # 3/5 +1: 4/6
    sc.unit(1, "blademaster", temp_atk=-80)  # 20 gold of Intimidates and Discords
    sc.hand(1, "spark", "wither", "bloom", "appel_stomp").gold(1, 0)
    return sc


@pytest.mark.parametrize("seed", range(8))
def test_positions_at_every_damage_limit_play_on_and_read_back(seed):
    game = _worn().game()
    play_sound(game, random.Random(seed), STEPS)


@pytest.mark.parametrize("field", ["temp_atk", "temp_hp"])
def test_codex_2_no_changes_this_turn_before_the_upkeep(field):
    """Found by the fuzz (bench/fuzz.py --only codex_positions --seed 1,
    #31515, #64634): a unit at -1 ATK (or HP) this turn in the tech phase,
    with 14 gold, was within the bound; the upkeep then brought the gold
    to 20, and the same -1 was past it. The end of a turn sets this turn's
    changes to 0 and nothing is played before the upkeep: in the tech
    phase they are 0."""
    sc = Scenario(turn=0, phase="tech", turn_number=9)
    sc.gold(0, 14).workers(0, 6)
    i = sc.unit(1, "older_brother", **{field: -1})
    assert _refused(sc) == f"cards.{i}.{field}"
    sc.pos["cards"][str(i)][field] = 0
    game = sc.game()
    game.apply(game.legal_actions()[0])
    assert game.state.gold[0] == 20


def _refused(sc: Scenario) -> str:
    with pytest.raises(PositionError) as err:
        sc.game()
    return err.value.field
