"""Review of the Marquise de Cat (Law §6, spec §6 tables): setup, wood,
the Daylight actions and their limits, the building track, Field Hospitals,
Evening draws. Clearings 2, 7 and 9 are mouse clearings with two slots;
8 is a fox clearing with two slots."""

from __future__ import annotations

import pytest

from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE, RECRUITER, SAWMILL, WORKSHOP

from .scenario import Scenario, refused

# spec §6: the n-th building of a type (n = 2..6): wood cost and VP
TRACK = {
    "sawmill": [(1, 1), (2, 2), (3, 3), (3, 4), (4, 5)],
    "workshop": [(1, 2), (2, 2), (3, 3), (3, 4), (4, 5)],
    "recruiter": [(1, 1), (2, 2), (3, 3), (3, 3), (4, 4)],
}
SPOTS = (2, 2, 7, 7, 9, 9)  # six slots for buildings already on the map
ADD = {"sawmill": Scenario.sawmill, "workshop": Scenario.workshop,
       "recruiter": Scenario.recruiter}


def on_map(sc: Scenario, kind: str, n: int) -> Scenario:
    return ADD[kind](sc, *SPOTS[:n])


# --- 6.3 setup -----------------------------------------------------------------------

def test_6_3_garrison_everywhere_but_the_opposite_corner(board):
    game = Game.new(board, seed=3)
    game.apply("keep 2")
    s = game.state
    assert s.keep == 2
    assert [s.warriors[CAT][c] for c in range(1, 13)] == [1, 1, 1, 0] + [1] * 8
    assert s.warrior_supply(CAT) == 25 - 11


def test_6_3_setup_offers_only_open_slots_near_the_keep(board):
    game = Game.new(board, seed=3, options={"keep": 1})
    assert {a.args[1] for a in game.legal_actions()} == {1, 5, 9, 10}
    game.apply("place recruiter 1")  # the keep's clearing has one slot: now full
    assert {a.args[1] for a in game.legal_actions()} == {5, 9, 10}
    assert refused(game, "place workshop 12") == "6.3"  # not adjacent to the keep
    assert refused(game, "place recruiter 5") == "6.3"  # placed already


def test_6_3_tracks_after_setup(board):
    game = Game.new(board, seed=3, options={"keep": 1, "buildings": {
        "sawmill": 5, "workshop": 9, "recruiter": 10}})
    s = game.state
    assert [s.building_count(k) for k in (SAWMILL, WORKSHOP, RECRUITER)] == [1, 1, 1]
    assert sum(s.wood) == 0 and s.vp == [0, 0]


# --- 6.4 Birdsong ---------------------------------------------------------------------

def test_6_4_no_wood_left_in_the_supply(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong_start")
        .sawmill(5)
        .wood(1, 1, 1, 1, 9, 9, 9, 9)
        .crafted(marquise=["royal_claim"])
        .game()
    )
    assert game.state.wood[5] == 0 and sum(game.state.wood) == 8
    assert game.state.step == "birdsong"


# --- 6.5.2 the building track ------------------------------------------------------------

@pytest.mark.parametrize("kind", sorted(TRACK))
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_6_5_2_build_cost_and_vp_from_the_track(board, kind, n):
    cost, vp = TRACK[kind][n - 1]
    game = on_map(Scenario(board).marquise_turn().warriors(marquise={8: 1}), kind, n)
    game = game.wood(*[8] * 4).game()
    game.apply(f"build {kind} 8")
    assert game.vp("marquise") == vp
    assert game.state.wood[8] == 4 - cost
    assert game.state.actions == 2


@pytest.mark.parametrize("kind", sorted(TRACK))
def test_6_5_2_track_empty(board, kind):
    game = on_map(Scenario(board).marquise_turn().warriors(marquise={8: 1}), kind, 6)
    game = game.wood(*[8] * 8).game()
    assert f"build {kind} 8" not in {str(a) for a in game.legal_actions()}
    assert refused(game, f"build {kind} 8") == "6.5.2"


def test_6_5_2_not_enough_connected_wood(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={8: 1}).sawmill(2, 2).wood(8).game()
    )
    assert refused(game, "build sawmill 8") == "6.5.2"  # the 3rd costs 2
    assert "build workshop 8" in {str(a) for a in game.legal_actions()}


def test_6_5_2_wood_from_several_clearings(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={8: 1, 7: 1, 4: 1})
        .sawmill(2, 2)
        .wood(7, 4)
        .game()
    )
    game.apply("build sawmill 8")  # 2 wood: one from 7 and one from 4
    assert {str(a) for a in game.legal_actions()} == {"pay 4", "pay 7"}
    game.apply("pay 7")  # the second one is forced
    s = game.state
    assert s.wood[7] == 0 and s.wood[4] == 0 and game.vp("marquise") == 2


def test_6_5_2_removed_building_scores_again(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("builder")
        .decree(battle=["bake_sale"])
        .resolving("battle")
        .warriors(eyrie={10: 1, 5: 3}, marquise={10: 1})
        .sawmill(5, 9)
        .dice(1, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    assert game.state.building_count(SAWMILL) == 1 and game.vp("eyrie") == 1
    pos = game.to_position()
    pos.update(turn="marquise", phase="daylight", step="daylight")
    pos["turn_state"].update(actions=3, acted=False, decree_column=None, decree_todo=[])
    for row in pos["clearings"]:
        if row["clearing"] == 5:
            row.update(eyrie_warriors=0, marquise_warriors=1, wood=1)
    again = Game.from_position(board, pos)
    again.apply("build sawmill 5")  # the 2nd sawmill again: 1 wood, 1 VP
    assert again.vp("marquise") == 1 and again.state.wood[5] == 0


def test_6_5_2_build_in_the_keep_clearing(board):
    game = Scenario(board).marquise_turn().keep(8).warriors(marquise={8: 1}).wood(8).game()
    game.apply("build workshop 8")  # the first workshop: no cost, no VP
    assert game.state.bld[WORKSHOP][8] == 1


# --- 6.5.2 actions ---------------------------------------------------------------

def test_6_5_2_every_action_costs_one_of_three(board):
    game = (
        Scenario(board)
        .marquise_turn(actions=0)
        .warriors(marquise={5: 2, 8: 1}, eyrie={5: 1})
        .sawmill(8)
        .recruiter(8)
        .wood(8, 8)
        .hand(marquise=["anvil", "crossbow_bird"])
        .game()
    )
    assert refused(game, "battle 5") == "6.5.2"
    assert refused(game, "recruit") == "6.5.2"
    assert refused(game, "build workshop 8") == "6.5.2"
    assert refused(game, "overwork 8 anvil") == "6.5.2"
    assert refused(game, "move 5 1 1") == "6.5.2"


def test_6_5_2_a_battle_closes_the_march(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 3, 5: 2}, eyrie={5: 1})
        .crafted(marquise=["codebreakers"])  # so the turn does not end by itself
        .dice(0, 0)
        .game()
    )
    game.apply("move 1 9 1")  # march: 1st move (2 actions left)
    game.apply("battle 5")  # 1 action left, the march is over
    assert game.state.actions == 1 and game.state.march == 0
    game.apply("move 1 9 1")  # a new march
    game.apply("move 9 12 1")
    assert game.state.actions == 0
    assert refused(game, "move 1 9 1") == "6.5.2"


def test_6_5_2_recruit_needs_recruiters_and_warriors(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 1}).game()
    assert refused(game, "recruit") == "6.5.2"
    full = (
        Scenario(board).marquise_turn().warriors(marquise={1: 13, 12: 12}).recruiter(1).game()
    )
    assert "recruit" not in {str(a) for a in full.legal_actions()}
    assert refused(full, "recruit") == "6.5.2"


def test_6_5_2_recruit_places_at_every_recruiter(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 1}).recruiter(2, 2, 7).game()
    game.apply("recruit")
    s = game.state
    assert s.warriors[CAT][2] == 2 and s.warriors[CAT][7] == 1 and s.actions == 2


def test_6_5_2_overwork_refusals(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 1})
        .sawmill(5)
        .hand(marquise=["bake_sale", "anvil"])
        .game()
    )
    assert refused(game, "overwork 1 anvil") == "6.5.2"  # no sawmill in 1
    assert refused(game, "overwork 5 sword") == "6.5.2"  # not in hand
    no_wood = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 1})
        .sawmill(5)
        .wood(9, 9, 9, 9, 1, 1, 1, 1)
        .hand(marquise=["bake_sale"])
        .game()
    )
    assert not any(a.verb == "overwork" for a in no_wood.legal_actions())
    assert refused(no_wood, "overwork 5 bake_sale") == "6.5.2"


def test_6_5_1_no_crafting_after_an_action(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 1})
        .workshop(1)
        .sawmill(5)
        .hand(marquise=["anvil", "bake_sale"])
        .game()
    )
    game.apply("overwork 5 bake_sale")
    assert refused(game, "craft anvil 1") == "6.5.1"


# --- 6.5.3 Hawks for Hire ------------------------------------------------------------

def test_6_5_3_hawks_for_hire(board):
    game = (
        Scenario(board)
        .marquise_turn(actions=1)
        .warriors(marquise={1: 2})
        .hand(marquise=["ambush_bird", "brutal_tactics", "anvil"])
        .game()
    )
    assert refused(game, "hawks ambush_bird") == "6.5.3"  # an action is left
    game.apply("move 1 5 1")
    game.apply("move 1 9 1")
    assert refused(game, "hawks anvil") == "6.5.3"  # not a bird
    game.apply("hawks ambush_bird")
    assert game.state.actions == 1 and "ambush_bird" in game.to_position()["discard"]
    game.apply("move 5 1 1")
    game.apply("move 1 5 1")
    game.apply("hawks brutal_tactics")  # one more per bird card
    assert game.state.actions == 1


# --- 6.2.3 Field Hospitals ------------------------------------------------------------

def field_hospital_battle(board, hand):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("builder")
        .decree(battle=["bake_sale"])
        .resolving("battle")
        .keep(1)
        .warriors(eyrie={10: 1, 5: 3}, marquise={10: 1, 5: 2, 1: 1})
        .hand(marquise=hand)
        .dice(2, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    return game


def test_6_2_3_field_hospitals_may_be_declined(board):
    game = field_hospital_battle(board, ["root_tea_rabbit", "anvil"])
    assert {str(a) for a in game.legal_actions()} == {"hospital root_tea_rabbit", "pass"}
    assert refused(game, "hospital anvil") == "6.2.3"  # fox card, rabbit clearing
    assert refused(game, "hospital sword") == "6.2.3"  # not in hand
    game.apply("pass")
    s = game.state
    assert s.warriors[CAT][1] == 1 and "root_tea_rabbit" in game.to_position()["hands"][
        "marquise"]


def test_6_2_3_field_hospitals_not_offered_without_a_matching_card(board):
    game = field_hospital_battle(board, ["anvil"])
    assert "anvil" in game.to_position()["hands"]["marquise"]  # never asked to spend it
    s = game.state
    assert s.warriors[CAT][1] == 1 and s.warriors[CAT][5] == 0 and s.battle is None


# --- 6.6 Evening ------------------------------------------------------------------------

@pytest.mark.parametrize("recruiters, draws", [(0, 1), (1, 1), (2, 1), (3, 2), (4, 2),
                                               (5, 3), (6, 3)])
def test_6_6_recruiter_track_draw_bonuses(board, recruiters, draws):
    game = on_map(Scenario(board).marquise_turn("evening_start"), "recruiter", recruiters)
    game = game.hand(marquise=[]).game()
    assert len(game.state.hands[CAT]) == draws


def test_6_6_discard_down_to_five_one_by_one(board):
    game = (
        Scenario(board)
        .marquise_turn("evening_start")
        .recruiter(2, 2, 7)
        .hand(marquise=["anvil", "sword", "bake_sale", "investments", "cobbler"])
        .game()
    )
    assert len(game.state.hands[CAT]) == 7 and game.to_act == CAT
    assert refused(game, "discard royal_claim") == "6.6"
    game.apply("discard anvil")
    assert game.state.turn == CAT and len(game.state.hands[CAT]) == 6
    game.apply("discard sword")
    assert game.state.turn == EYRIE and len(game.state.hands[CAT]) == 5
