"""The search Eyrie and turmoil (Law §7.7): a playout stops at the end of the
Eyrie's turn, so a Decree that can be carried out this turn but not the next
is seen by the evaluation alone (``evaluate.turmoil_chance``, from the
engine's ``facts()["decree_short"]``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.ai import Search
from game.ai.evaluate import CERTAIN, features, turmoil_chance, value
from game.ai.seat import Seat
from game.woodland.autumn import autumn_board

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "woodland"))
from scenario import Scenario  # noqa: E402


def charismatic_six_warriors_left(decree: dict[str, list[str]] | None = None,
                                  step: str = "decree") -> Scenario:
    """Charismatic (Viziers in Recruit and Battle; a Recruit card places 2
    warriors), a fox roost in 8, 14 warriors on the map (6 in the supply),
    defenceless Marquise buildings in 7 for the Battle Vizier, the Marquise
    holding 4 (no rule to gain there). In hand: the fox card Anvil."""
    return (Scenario(autumn_board()).eyrie_turn(step).leader("charismatic").roost(8)
            .warriors(eyrie={8: 7, 7: 7}, marquise={4: 8}).sawmill(7).workshop(7)
            .hand(eyrie=["anvil"]).vp(5, 10).decree(**(decree or {})))


def test_7_7_a_recruit_column_the_supply_cannot_feed_next_turn_is_turmoil_ahead():
    """Vizier + Anvil in Recruit place 4 of the 6 warriors this turn and leave
    2 for the 4 the column needs next turn: each suit alone could still be
    recruited (the outlook says yes), yet turmoil is certain unless the
    Marquise kills Eyrie warriors first. With the card in Move the Vizier
    alone recruited: 4 left, two turns' worth — a risk that fades."""
    later = charismatic_six_warriors_left({"recruit": ["anvil"]}).warriors(eyrie={8: 11})
    later = later.hand(eyrie=[]).marquise_turn().game()
    assert later.facts()["decree"]["recruit"] == {"fox": True, "bird": True}
    assert later.facts()["decree_short"]["recruit"] == 1
    assert turmoil_chance(later.state) == CERTAIN
    safe = charismatic_six_warriors_left({"move": ["anvil"]}).warriors(eyrie={8: 9})
    safe = safe.hand(eyrie=[]).marquise_turn().game()
    assert safe.facts()["decree_short"]["recruit"] == 0
    assert 0.0 < turmoil_chance(safe.state) < CERTAIN / 4
    # The Eyrie (seat 1) hold 10 VP and 2 Viziers: the doomed Decree is worth less to them.
    assert value(later, "woodland") > value(safe, "woodland")
    assert features(later, "woodland") != features(safe, "woodland")


@pytest.mark.parametrize("seed", range(3))
def test_7_7_the_eyrie_do_not_add_the_card_that_makes_next_turn_s_turmoil_certain(seed):
    """Adding Anvil to Recruit gains 2 warriors now and certain turmoil next
    turn (7.7.1: the 2 Viziers cost 2 VP, and the Decree is purged); Move or
    Battle cost nothing. Before the evaluation read the Decree's supply a
    turn ahead, this search chose Recruit from every seed tried."""
    game = charismatic_six_warriors_left().game()
    legal = {str(a) for a in game.legal_actions()}
    assert {"decree recruit anvil", "decree move anvil"} <= legal
    choice = Search(iterations=400, processes=1, seed=seed).choose(Seat(game, 1))
    assert str(choice) != "decree recruit anvil"
