"""Marquise de Cat (Law §6, spec §6 tables): setup, the keep and Field
Hospitals, wood, the Daylight actions and their limits, the building track,
Hawks for Hire, Evening draws. Clearings 2, 7 and 9 are mouse clearings with
two slots; 8 is a fox clearing with two slots; 5 a rabbit one with two."""

from __future__ import annotations

import pytest

from game.woodland.errors import IllegalAction
from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE, RECRUITER, SAWMILL, WORKSHOP

from .scenario import Scenario, legal, refused

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

def test_6_3_keep_in_a_corner_and_garrison_everywhere_but_the_opposite_corner(board):
    game = Game.new(board, seed=1)
    assert legal(game) == {"keep 1", "keep 2", "keep 3", "keep 4"}
    assert refused(game, "keep 5") == "6.3"
    game.apply("keep 2")
    s = game.state
    assert s.keep == 2
    assert [s.warriors[CAT][c] for c in range(1, 13)] == [1, 1, 1, 0] + [1] * 8
    assert s.warrior_supply(CAT) == 25 - 11


def test_6_3_starting_buildings_in_open_slots_near_the_keep(board):
    game = Game.new(board, seed=1, options={"keep": 1})
    assert {a.args[1] for a in game.legal_actions()} == {1, 5, 9, 10}
    assert refused(game, "place sawmill 2") == "6.3"  # not adjacent to the keep
    game.apply("place sawmill 1")  # the keep's clearing has one slot: now full
    assert {a.args[1] for a in game.legal_actions()} == {5, 9, 10}
    assert refused(game, "place workshop 1") == "6.3"
    assert refused(game, "place sawmill 5") == "6.3"  # placed already
    game.apply("place workshop 5")
    game.apply("place recruiter 9")
    s = game.state
    assert s.step == "leader" and s.roost[3] == 1 and s.warriors[EYRIE][3] == 6


def test_6_3_tracks_after_setup(board):
    game = Game.new(board, seed=3, options={"keep": 1, "buildings": {
        "sawmill": 5, "workshop": 9, "recruiter": 10}})
    s = game.state
    assert [s.building_count(k) for k in (SAWMILL, WORKSHOP, RECRUITER)] == [1, 1, 1]
    assert sum(s.wood) == 0 and s.vp == [0, 0]


# --- 6.2.2 the keep ------------------------------------------------------------------

def test_6_2_2_only_the_marquise_places_in_the_keep(board):
    game = (
        Scenario(board).eyrie_resolving("build", "bake_sale").keep(5).roost(2)
        .warriors(eyrie={5: 3, 2: 1, 10: 1}).game()
    )
    assert game.state.rules(EYRIE, 5)
    assert refused(game, "build 5 rabbit") == "6.2.2"


def test_6_2_2_others_may_move_into_the_keep(board):
    game = (
        Scenario(board).eyrie_resolving("move", "bake_sale").keep(1).roost(5)
        .warriors(eyrie={5: 2, 10: 1}, marquise={10: 1}).game()
    )
    game.apply("move 5 1 1 rabbit")
    assert game.state.warriors[EYRIE][1] == 1


# --- 6.2.3 Field Hospitals ------------------------------------------------------------

def field_hospitals(board, *hand: str) -> Game:
    """In the Eyrie's turn they win a battle in 5 (rabbit) against the
    Marquise's 2 warriors there; the keep is in 1; the Marquise hold ``hand``."""
    game = (
        Scenario(board)
        .eyrie_battle()
        .keep(1)
        .warriors(eyrie={5: 3}, marquise={5: 2, 1: 1})
        .hand(marquise=list(hand))
        .dice(2, 0)
        .game()
    )
    game.apply("battle 5 rabbit")
    if hand:  # 1.2.1: a hand is asked about an ambush whatever it holds
        game.apply("pass")
    return game


def test_6_2_3_field_hospitals(board):
    game = field_hospitals(board, "visit_to_friends")
    assert game.to_act == CAT and game.state.queue[0][0] == "hospital"
    game.apply("hospital visit_to_friends")
    s = game.state
    assert s.warriors[CAT][5] == 0 and s.warriors[CAT][1] == 3
    assert game.to_act == EYRIE


def test_6_2_3_field_hospitals_may_be_declined(board):
    game = field_hospitals(board, "root_tea_rabbit", "anvil")
    assert legal(game) == {"hospital root_tea_rabbit", "pass"}
    assert refused(game, "hospital anvil") == "6.2.3"  # fox card, rabbit clearing
    assert refused(game, "hospital sword") == "6.2.3"  # not in hand
    game.apply("pass")
    assert game.state.warriors[CAT][1] == 1
    assert "root_tea_rabbit" in game.to_position()["hands"]["marquise"]


def test_6_2_3_field_hospitals_without_a_matching_card_is_only_pass(board):
    # 1.2.1: asked whatever the hand holds (a fox card cannot pay in rabbit 5).
    game = field_hospitals(board, "anvil")
    assert game.to_act == CAT and legal(game) == {"pass"}
    game.apply("pass")
    assert "anvil" in game.to_position()["hands"]["marquise"]
    s = game.state
    assert s.warriors[CAT][1] == 1 and s.warriors[CAT][5] == 0 and s.battle is None


def test_6_2_3_no_field_hospitals_once_the_keep_is_gone(board):
    # No keep on the map: no question, though anvil matches fox clearing 1.
    # (The ambush is not asked either: the fox ambush is the Decree card and
    # both bird ambushes are in the discard pile, all public.)
    game = (
        Scenario(board)
        .eyrie_resolving("battle", "ambush_fox", leader="builder")
        .warriors(eyrie={1: 3, 12: 1}, marquise={1: 1, 12: 1})
        .hand(marquise=["anvil"])
        .discard_pile("ambush_bird", "ambush_bird")
        .dice(3, 0)
        .game()
    )
    game.apply("battle 1 fox")
    s = game.state
    assert s.keep == 0 and s.warriors[CAT][1] == 0
    assert game.to_position()["hands"]["marquise"] == ["anvil"]  # nothing to spend it on


# --- 6.4 Birdsong: wood ----------------------------------------------------------------

def test_6_4_wood_at_each_sawmill(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong_start")
        .sawmill(5, 5, 9)
        .crafted(marquise=["royal_claim"])
        .game()
    )
    assert game.state.wood[5] == 2 and game.state.wood[9] == 1


def test_6_4_short_of_wood_the_marquise_chooses(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong_start")
        .sawmill(5, 9)
        .wood(1, 1, 1, 1, 1, 1, 1)
        .game()
    )
    assert legal(game) == {"wood 5", "wood 9"}
    game.apply("wood 9")
    assert game.state.wood[9] == 1 and game.state.wood[5] == 0


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


# --- 6.5 crafting comes first -----------------------------------------------------------

def test_6_5_marquise_crafts_before_actions(board):
    game = Scenario(board).marquise_crafting("anvil", "crossbow_bird").game()
    game.apply("move 9 1 1")
    assert refused(game, "craft anvil 1") == "6.5"


# --- 6.5 actions -----------------------------------------------------------------

def test_6_5_every_action_costs_one_of_three(board):
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
    assert refused(game, "battle 5") == "6.5"
    assert refused(game, "recruit") == "6.5"
    assert refused(game, "build workshop 8") == "6.5"
    assert refused(game, "overwork 8 anvil") == "6.5"
    assert refused(game, "move 5 1 1") == "6.5"


def test_6_5_2_march_is_two_moves_for_one_action(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}).game()
    game.apply("move 1 5 1")
    game.apply("move 1 9 1")
    assert game.state.actions == 2


def test_6_5_2_declining_the_second_move_closes_the_march(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 3, 5: 2}, eyrie={5: 1})
        .crafted(marquise=["codebreakers"])  # so the turn does not end by itself
        .dice(0, 0)
        .game()
    )
    game.apply("move 1 9 1")  # march: 1st move (2 actions left)
    game.apply("pass")  # no second move: the march is over (1.4)
    game.apply("battle 5")  # 1 action left
    assert game.state.actions == 1 and game.state.march == 0
    game.apply("move 1 9 1")  # a new march
    game.apply("move 9 12 1")
    assert game.state.actions == 0
    assert refused(game, "move 1 9 1") == "6.5"  # no action left for a third move


def test_6_5_3_recruit_once_per_turn_at_every_recruiter(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 1}).recruiter(1, 5, 5).game()
    game.apply("recruit")
    s = game.state
    assert s.warriors[CAT][1] == 2 and s.warriors[CAT][5] == 2 and s.actions == 2
    assert refused(game, "recruit") == "6.5.3"


def test_6_5_3_recruit_short_of_warriors_choose(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={12: 22, 1: 1}).recruiter(1, 5, 9).game()
    )
    game.apply("recruit")
    assert legal(game) == {"place_warrior 1", "place_warrior 5", "place_warrior 9"}
    game.apply("place_warrior 9")
    game.apply("place_warrior 5")
    assert game.state.warrior_supply(CAT) == 0 and game.state.warriors[CAT][5] == 1


def test_6_5_3_recruit_needs_recruiters_and_warriors(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 1}).game()
    assert refused(game, "recruit") == "6.5.3"
    assert refused(game, "recruit 1 bird") in ("6.5.3", "notation")  # the Eyrie's form
    full = (
        Scenario(board).marquise_turn().warriors(marquise={1: 13, 12: 12}).recruiter(1).game()
    )
    assert "recruit" not in legal(full)
    assert refused(full, "recruit") == "6.5.3"


def test_6_5_5_overwork_birds_are_wild(board):
    hand = ["bake_sale", "anvil", "ambush_bird", "crossbow_bird", "royal_claim"]
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 1}).sawmill(5)
        .hand(marquise=hand).game()
    )
    assert {t for t in legal(game) if t.startswith("overwork")} == {
        "overwork 5 bake_sale", "overwork 5 ambush_bird", "overwork 5 crossbow_bird",
        "overwork 5 royal_claim"}
    assert refused(game, "overwork 5 anvil") == "6.5.5"  # a fox card in a rabbit clearing
    game.apply("overwork 5 ambush_bird")
    assert game.state.wood[5] == 1


def test_6_5_5_overwork_refusals(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 1})
        .sawmill(5)
        .hand(marquise=["bake_sale", "anvil"])
        .game()
    )
    assert refused(game, "overwork 1 anvil") == "6.5.5"  # no sawmill in 1
    assert refused(game, "overwork 5 sword") == "6.5.5"  # not in hand
    no_wood = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 1})
        .sawmill(5)
        .wood(9, 9, 9, 9, 1, 1, 1, 1)
        .hand(marquise=["bake_sale"])
        .game()
    )
    assert not any(t.startswith("overwork") for t in legal(no_wood))
    assert refused(no_wood, "overwork 5 bake_sale") == "6.5.5"


# --- 6.5.4 building: the track, slots, wood from connected ruled clearings ----------------

@pytest.mark.parametrize("kind", sorted(TRACK))
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_6_5_4_build_cost_and_vp_from_the_track(board, kind, n):
    cost, vp = TRACK[kind][n - 1]
    game = on_map(Scenario(board).marquise_turn().warriors(marquise={8: 1}), kind, n)
    game = game.wood(*[8] * 4).game()
    game.apply(f"build {kind} 8")
    assert game.vp("marquise") == vp
    assert game.state.wood[8] == 4 - cost
    assert game.state.actions == 2


@pytest.mark.parametrize("kind", sorted(TRACK))
def test_6_5_4_track_empty(board, kind):
    game = on_map(Scenario(board).marquise_turn().warriors(marquise={8: 1}), kind, 6)
    game = game.wood(*[8] * 8).game()
    assert f"build {kind} 8" not in legal(game)
    assert refused(game, f"build {kind} 8") == "6.5.4"


def test_6_5_4_build_needs_rule_and_a_slot(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 1, 5: 1}, eyrie={5: 2})
        .sawmill(1)
        .wood(1, 1)
        .game()
    )
    assert refused(game, "build workshop 5") == "2.5"
    assert refused(game, "build workshop 1") == "6.5.4"  # clearing 1's only slot is full


def test_6_5_4_build_in_the_keep_clearing(board):
    game = Scenario(board).marquise_turn().keep(8).warriors(marquise={8: 1}).wood(8).game()
    game.apply("build workshop 8")  # the first workshop: no cost, no VP
    assert game.state.bld[WORKSHOP][8] == 1


def test_6_5_4_build_wood_through_ruled_clearings_only(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1, 2: 1, 9: 1}, eyrie={1: 2})
        .sawmill(9)
        .workshop(12)
        .wood(2)
        .game()
    )
    # 5 and 2 are ruled and connected: wood in 2 pays for a sawmill in 5
    game.apply("build sawmill 5")
    assert game.state.wood[2] == 0
    game2 = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1, 9: 1}, eyrie={1: 2})
        .sawmill(12)
        .wood(9)
        .game()
    )
    assert refused(game2, "build sawmill 5") == "6.5.4"  # 9 only joins 5 through 1


def test_6_5_4_not_enough_connected_wood(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={8: 1}).sawmill(2, 2).wood(8).game()
    )
    assert refused(game, "build sawmill 8") == "6.5.4"  # the 3rd costs 2
    assert "build workshop 8" in legal(game)


def sawmill_paid_from_1_or_2(board) -> Scenario:
    """A warrior in 5, 1 and 2; one sawmill on the map, so the next costs one
    wood, and one wood in 1 and in 2, both connected to 5."""
    return (
        Scenario(board).marquise_turn().warriors(marquise={5: 1, 1: 1, 2: 1}).sawmill(9)
        .wood(1, 2)
    )


def test_6_5_4_wood_payment_chosen_among_connected_clearings(board):
    game = sawmill_paid_from_1_or_2(board).game()
    game.apply("build sawmill 5")  # costs 1: from clearing 1 or 2
    assert legal(game) == {"pay 1", "pay 2"}
    assert refused(game, "pay 5") == "6.5.4"
    game.apply("pay 2")
    assert game.state.wood[2] == 0 and game.state.wood[1] == 1


def test_3_1_win_while_paying_for_a_building_needs_no_payment(board):
    game = sawmill_paid_from_1_or_2(board).vp(29, 0).game()
    game.apply("build sawmill 5")
    assert game.winner == CAT and game.legal_actions() == []
    assert game.to_position()["pending"] == []


def test_6_5_4_wood_from_several_clearings(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={8: 1, 7: 1, 4: 1})
        .sawmill(2, 2)
        .wood(7, 4)
        .game()
    )
    game.apply("build sawmill 8")  # 2 wood: one from 7 and one from 4
    assert legal(game) == {"pay 4", "pay 7"}
    game.apply("pay 7")  # the second one is forced
    s = game.state
    assert s.wood[7] == 0 and s.wood[4] == 0 and game.vp("marquise") == 2


def test_6_5_4_removed_building_scores_again(board):
    game = (
        Scenario(board).eyrie_battle(leader="builder").warriors(eyrie={5: 3}).sawmill(5, 9)
        .dice(1, 0).game()
    )
    game.apply("battle 5 rabbit")
    # the sawmill goes back to its track (spec §2 Remove): the 2nd space again
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


# --- 6.5 Hawks for Hire --------------------------------------------------------------

def test_6_5_hawks_for_hire(board):
    game = (
        Scenario(board)
        .marquise_turn(actions=1)
        .warriors(marquise={1: 2})
        .hand(marquise=["ambush_bird", "brutal_tactics", "anvil"])
        .game()
    )
    assert refused(game, "hawks ambush_bird") == "6.5"  # an action is left
    game.apply("move 1 5 1")
    game.apply("move 1 9 1")
    assert refused(game, "hawks anvil") == "6.5"  # not a bird
    game.apply("hawks ambush_bird")
    assert game.state.actions == 1 and "ambush_bird" in game.to_position()["discard"]
    game.apply("move 5 1 1")
    game.apply("move 1 5 1")
    game.apply("hawks brutal_tactics")  # one more per bird card
    assert game.state.actions == 1


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


def test_6_5_4_no_connected_wood_at_all_is_said_so(board):
    """Play-testing: "costs 1 wood; only 0 is connected" read oddly."""
    game = Scenario(board).marquise_turn().warriors(marquise={8: 1}).sawmill(2).game()
    with pytest.raises(IllegalAction) as refusal:
        game.check("build sawmill 8")
    assert (refusal.value.rule, refusal.value.key) == ("6.5.4", "build.no_wood")
    some = (Scenario(board).marquise_turn().warriors(marquise={8: 1}).sawmill(2, 2)
            .wood(8).game())
    with pytest.raises(IllegalAction) as refusal:
        some.check("build sawmill 8")
    assert refusal.value.key == "build.not_enough_wood" and refusal.value.params["have"] == 1


def test_6_5_5_a_card_of_the_wrong_suit_names_its_own_suit(board):
    """Play-testing: "Sword does not match rabbit" left the player to find
    Sword's suit; the refusal names it."""
    game = (Scenario(board).marquise_turn().warriors(marquise={1: 1}).sawmill(5)
            .hand(marquise=["sword"]).game())
    with pytest.raises(IllegalAction) as refusal:
        game.check("overwork 5 sword")
    assert refusal.value.key == "card.wrong_suit"
    assert refusal.value.params["card_suit"] == "mouse" and refusal.value.params["suit"] == "rabbit"
