"""Review of Law §7.3 (Eyrie setup) and §7.4 (Birdsong), seed 001."""

from __future__ import annotations

import pytest

from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE, LEADERS

from .scenario import Scenario, refused

OPPOSITE = {1: 3, 3: 1, 2: 4, 4: 2}


def texts(game) -> set[str]:
    return {str(a) for a in game.legal_actions()}


def after_cat_setup(board, keep: int) -> Game:
    game = Game.new(board, seed=keep)
    game.apply(f"keep {keep}")
    while game.state.step == "cat_build":
        game.apply(game.legal_actions()[0])
    return game


# --- 7.3 setup -----------------------------------------------------------------

@pytest.mark.parametrize("keep", [1, 2, 3, 4])
def test_7_3_roost_and_six_warriors_in_the_corner_opposite_the_keep(board, keep):
    game = after_cat_setup(board, keep)
    s = game.state
    far = OPPOSITE[keep]
    assert [c for c in s.geo.clearings if s.roost[c]] == [far]
    assert [(c, s.warriors[EYRIE][c]) for c in s.geo.clearings if s.warriors[EYRIE][c]] == [
        (far, 6)
    ]
    assert s.warrior_supply(EYRIE) == 14  # 20 warriors in all
    assert 7 - s.roost_count() == 6  # 6 roosts left on the track
    assert s.warriors[CAT][far] == 0  # no Marquise garrison there either


def test_7_3_the_eyrie_choose_one_of_the_four_leaders(board):
    game = after_cat_setup(board, 1)
    assert game.to_act == EYRIE
    assert texts(game) == {f"leader {x}" for x in LEADERS}
    assert refused(game, "leader king") == "notation"
    assert refused(game, "end") == "7.3"


@pytest.mark.parametrize(
    ("leader", "viziers"),
    [
        ("builder", {"recruit": 1, "move": 1, "battle": 0, "build": 0}),
        ("charismatic", {"recruit": 1, "move": 0, "battle": 1, "build": 0}),
        ("commander", {"recruit": 0, "move": 1, "battle": 1, "build": 0}),
        ("despot", {"recruit": 0, "move": 1, "battle": 0, "build": 1}),
    ],
)
def test_7_3_viziers_tucked_per_leader_others_face_up(board, leader, viziers):
    game = after_cat_setup(board, 2)
    game.apply(f"leader {leader}")
    e = game.to_position()["eyrie"]
    assert e["leader"] == leader and e["viziers"] == viziers
    assert e["face_up"] == [x for x in LEADERS if x != leader] and e["face_down"] == []
    assert all(cards == [] for cards in e["decree"].values())


def test_7_3_leader_option_presets_the_same_setup(board):
    game = Game.new(board, seed=4, options={"keep": 4, "buildings": {
        "sawmill": 4, "workshop": 8, "recruiter": 9}, "leader": "commander"})
    s = game.state
    assert s.roost[2] == 1 and s.warriors[EYRIE][2] == 6 and s.leader == 2
    assert game.log == []


# --- 7.4.1 Emergency Orders ----------------------------------------------------

def test_7_4_1_no_draw_when_the_hand_is_not_empty(board):
    game = Scenario(board).eyrie_turn("birdsong_start").hand(eyrie=["anvil"]).game()
    assert game.to_position()["hands"]["eyrie"] == ["anvil"]


def test_7_4_1_empty_hand_empty_deck_takes_the_discard_pile(board):
    game = Scenario(board).eyrie_turn("birdsong_start").hand(eyrie=[]).empty_deck().game()
    assert len(game.state.hands[EYRIE]) == 1 and game.state.step == "decree"


# --- 7.4.2 Add to the Decree ---------------------------------------------------

def _birdsong(board, hand):
    return (
        Scenario(board)
        .eyrie_turn("birdsong_start")
        .roost(3)
        .warriors(eyrie={3: 2})
        .hand(eyrie=hand)
        .crafted(eyrie=["royal_claim"])  # keeps the Birdsong step a real choice
        .game()
    )


def test_7_4_2_at_most_one_bird_added_to_decree(board):
    game = _birdsong(board, ["armorers", "crossbow_bird", "anvil"])
    game.apply("decree battle armorers")
    assert not any(t.endswith("crossbow_bird") for t in texts(game))
    assert refused(game, "decree move crossbow_bird") == "7.4.2"
    game.apply("decree battle anvil")  # a bird then a non-bird is fine
    assert game.to_position()["eyrie"]["decree"]["battle"] == ["armorers", "anvil"]


def test_7_4_2_two_cards_in_one_column_or_any_columns(board):
    for cols in (("build", "build"), ("recruit", "battle")):
        game = _birdsong(board, ["anvil", "sword", "bake_sale"])
        game.apply(f"decree {cols[0]} anvil")
        game.apply(f"decree {cols[1]} sword")
        decree = game.to_position()["eyrie"]["decree"]
        assert sorted(decree[cols[0]] + (decree[cols[1]] if cols[0] != cols[1] else [])) == [
            "anvil", "sword"]


def test_7_4_2_at_most_two_cards(board):
    game = _birdsong(board, ["anvil", "sword", "bake_sale"])
    game.apply("decree build anvil")
    game.apply("decree build sword")
    assert game.state.step == "birdsong"
    assert not any(t.startswith("decree") for t in texts(game))
    assert refused(game, "decree move bake_sale").startswith("7.4")


def test_7_4_2_must_add_at_least_one_card(board):
    game = _birdsong(board, ["anvil"])
    assert "end" not in texts(game)
    assert refused(game, "end") == "7.4.2"
    assert refused(game, "decree move sword") == "7.4.2"  # not in hand
    assert refused(game, "decree fly anvil") == "notation"


def test_7_4_2_only_birds_in_hand_one_is_added(board):
    game = _birdsong(board, ["armorers", "sappers"])
    game.apply("decree move armorers")
    assert texts(game) == {"royal_claim", "end"}  # no second bird
    assert game.to_position()["hands"]["eyrie"] == ["sappers"]


# --- 7.4.3 A New Roost ---------------------------------------------------------

def _no_roost(board, marquise, eyrie=None, keep=1):
    sc = (
        Scenario(board)
        .eyrie_turn("birdsong_start")
        .keep(keep)
        .warriors(marquise=marquise, eyrie=eyrie or {})
        .hand(eyrie=["anvil", "sword"])
    )
    return sc


def test_7_4_3_a_new_roost_never_in_the_keeps_clearing(board):
    # Every clearing but the keep's (1) has a Marquise warrior.
    game = _no_roost(board, {c: 1 for c in range(2, 13)}).game()
    game.apply("decree move anvil")
    game.apply("end")
    assert "roost 1" not in texts(game) and len(texts(game)) == 11


def test_7_4_3_a_new_roost_needs_an_open_slot(board):
    # Clearing 4 (1 slot) is the only one without warriors, but it is full.
    sc = _no_roost(board, {c: 1 for c in range(2, 13) if c != 4}, keep=1).sawmill(4)
    game = sc.game()
    game.apply("decree move anvil")
    game.apply("end")
    assert "roost 4" not in texts(game)
    assert texts(game) == {f"roost {c}" for c in range(2, 13) if c != 4}


def test_7_4_3_fewest_warriors_counts_every_faction(board):
    sc = _no_roost(board, {c: 2 for c in range(2, 13)}, eyrie={5: 1, 7: 1})
    game = sc.game()
    game.apply("decree move anvil")
    # Clearings 5 and 7 hold 3 warriors (2 + 1), all others 2 (the keep excluded).
    game.apply("end")
    assert texts(game) == {f"roost {c}" for c in range(2, 13) if c not in (5, 7)}


def test_7_4_3_single_candidate_is_placed_with_three_warriors(board):
    game = _no_roost(board, {c: 1 for c in range(2, 13) if c != 6}).game()
    game.apply("decree move anvil")
    game.apply("end")
    s = game.state
    assert s.roost[6] == 1 and s.warriors[EYRIE][6] == 3


def test_7_4_3_short_of_warriors_places_what_is_left(board):
    sc = _no_roost(board, {c: 1 for c in range(2, 13) if c != 6}, eyrie={2: 19})
    game = sc.game()
    game.apply("decree move anvil")
    game.apply("end")
    assert game.state.roost[6] == 1 and game.state.warriors[EYRIE][6] == 1


def test_7_4_3_no_new_roost_while_one_is_on_the_map(board):
    game = _no_roost(board, {}).roost(8).warriors(eyrie={8: 1}).game()
    game.apply("decree move anvil")
    game.apply("end")
    assert game.state.roost_count() == 1 and game.state.step != "new_roost"


def test_7_4_3_no_roost_when_no_clearing_can_take_one(board):
    """Every open slot of the map (18, ruins excluded) holds a Marquise
    building: A New Roost places nothing."""
    pos = _no_roost(board, {}).crafted(eyrie=["royal_claim"]).position()
    kinds = ["sawmills"] * 6 + ["workshops"] * 6 + ["recruiters"] * 6
    free = {1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 2, 8: 2, 9: 2, 10: 1, 11: 2, 12: 1}
    for c, n in free.items():
        for _ in range(n):
            pos["clearings"][c - 1][kinds.pop()] += 1
    game = Game.from_position(board, pos)
    game.apply("decree move anvil")
    game.apply("end")
    assert game.state.roost_count() == 0 and game.state.step == "birdsong"
    assert texts(game) == {"royal_claim", "end"}
