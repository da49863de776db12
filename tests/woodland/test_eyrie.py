"""Eyrie Dynasties (Law §7): setup (7.3), Emergency Orders (7.4.1), A New
Roost (7.4.3), Evening (7.6) and the leaders' abilities (7.8). The Decree
is in test_eyrie_decree.py, turmoil in test_eyrie_turmoil.py."""

from __future__ import annotations

import pytest

from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE, LEADERS

from .scenario import Scenario, legal, refused

OPPOSITE = {1: 3, 3: 1, 2: 4, 4: 2}


def after_cat_setup(board, keep: int) -> Game:
    """A new game where the Marquise have set up with the keep in ``keep``."""
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
    assert legal(game) == {f"leader {x}" for x in LEADERS}
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

@pytest.mark.parametrize("empty_deck", [False, True], ids=["deck", "discard_pile"])
def test_7_4_1_emergency_orders(board, empty_deck):
    sc = Scenario(board).eyrie_turn("birdsong_start").hand(eyrie=[])
    game = (sc.empty_deck() if empty_deck else sc).game()
    assert len(game.state.hands[EYRIE]) == 1 and game.state.step == "decree"


def test_7_4_1_no_draw_when_the_hand_is_not_empty(board):
    game = Scenario(board).eyrie_turn("birdsong_start").hand(eyrie=["anvil"]).game()
    assert game.to_position()["hands"]["eyrie"] == ["anvil"]


# --- 7.4.3 A New Roost ---------------------------------------------------------

def no_roost(board, marquise, eyrie=None, keep=1) -> Scenario:
    """Eyrie Birdsong with no roost on the map, the keep in ``keep``; after
    adding anvil to the Decree and ending, A New Roost is placed."""
    return (
        Scenario(board)
        .eyrie_turn("birdsong_start")
        .keep(keep)
        .warriors(marquise=marquise, eyrie=eyrie or {})
        .hand(eyrie=["anvil", "sword"])
    )


def new_roost_step(sc: Scenario) -> Game:
    game = sc.game()
    game.apply("decree move anvil")
    game.apply("end")
    return game


def test_7_4_3_a_new_roost_in_the_emptiest_clearing(board):
    game = new_roost_step(no_roost(board, {c: 1 for c in range(1, 13) if c not in (3, 7)}))
    assert legal(game) == {"roost 3", "roost 7"}
    assert refused(game, "roost 5") == "7.4.3"
    game.apply("roost 7")
    assert game.state.roost[7] == 1 and game.state.warriors[EYRIE][7] == 3


def test_7_4_3_a_new_roost_never_in_the_keeps_clearing(board):
    # Every clearing but the keep's (1) has a Marquise warrior.
    game = new_roost_step(no_roost(board, {c: 1 for c in range(2, 13)}))
    assert "roost 1" not in legal(game) and len(legal(game)) == 11


def test_7_4_3_a_new_roost_needs_an_open_slot(board):
    # Clearing 4 (1 slot) is the only one without warriors, but it is full.
    game = new_roost_step(no_roost(board, {c: 1 for c in range(2, 13) if c != 4}).sawmill(4))
    assert "roost 4" not in legal(game)
    assert legal(game) == {f"roost {c}" for c in range(2, 13) if c != 4}


def test_7_4_3_fewest_warriors_counts_every_faction(board):
    # Clearings 5 and 7 hold 3 warriors (2 + 1), all others 2 (the keep excluded).
    game = new_roost_step(no_roost(board, {c: 2 for c in range(2, 13)}, eyrie={5: 1, 7: 1}))
    assert legal(game) == {f"roost {c}" for c in range(2, 13) if c not in (5, 7)}


def test_7_4_3_single_candidate_is_placed_with_three_warriors(board):
    game = new_roost_step(no_roost(board, {c: 1 for c in range(2, 13) if c != 6}))
    s = game.state
    assert s.roost[6] == 1 and s.warriors[EYRIE][6] == 3


def test_7_4_3_short_of_warriors_places_what_is_left(board):
    game = new_roost_step(
        no_roost(board, {c: 1 for c in range(2, 13) if c != 6}, eyrie={2: 19})
    )
    assert game.state.roost[6] == 1 and game.state.warriors[EYRIE][6] == 1


def test_7_4_3_no_new_roost_while_one_is_on_the_map(board):
    game = new_roost_step(no_roost(board, {}).roost(8).warriors(eyrie={8: 1}))
    assert game.state.roost_count() == 1 and game.state.step != "new_roost"


def test_7_4_3_no_roost_when_no_clearing_can_take_one(board):
    """Every open slot of the map (18, ruins excluded) holds a Marquise
    building: A New Roost places nothing."""
    pos = no_roost(board, {}).crafted(eyrie=["royal_claim"]).position()
    kinds = ["sawmills"] * 6 + ["workshops"] * 6 + ["recruiters"] * 6
    free = {1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 2, 8: 2, 9: 2, 10: 1, 11: 2, 12: 1}
    for c, n in free.items():
        for _ in range(n):
            pos["clearings"][c - 1][kinds.pop()] += 1
    game = Game.from_position(board, pos)
    game.apply("decree move anvil")
    game.apply("end")
    assert game.state.roost_count() == 0 and game.state.step == "birdsong"
    assert legal(game) == {"royal_claim", "end"}


# --- 7.6 Evening -------------------------------------------------------------------

@pytest.mark.parametrize(
    ("roosts", "vp", "cards"),
    [(0, 0, 1), (1, 0, 1), (2, 1, 1), (3, 2, 2), (4, 3, 2), (5, 4, 2), (6, 4, 3), (7, 5, 3)],
)
def test_7_6_roost_track_vp_and_draw_bonuses(board, roosts, vp, cards):
    where = [2, 3, 4, 5, 6, 7, 8][:roosts]
    game = (
        Scenario(board)
        .eyrie_turn("evening_start")
        .roost(*where)
        .hand(eyrie=[], marquise=["anvil", "sword"])  # the Marquise then has choices
        .warriors(marquise={1: 2, 9: 1})
        .vp(0, 10)
        .game()
    )
    assert game.vp("eyrie") == 10 + vp
    assert len(game.state.hands[EYRIE]) == cards


def test_7_6_2_discard_down_to_five(board):
    game = (
        Scenario(board)
        .eyrie_turn("evening_start")
        .roost(2, 3, 4, 5, 6, 7)
        .hand(eyrie=["anvil", "sword", "bake_sale", "armorers"], marquise=["sappers"])
        .warriors(marquise={1: 2, 9: 1})
        .game()
    )
    assert len(game.state.hands[EYRIE]) == 7 and game.state.step == "discard"
    assert game.to_act == EYRIE
    assert refused(game, "end") == "7.6.2"
    game.apply(min(legal(game)))
    game.apply(min(legal(game)))
    assert len(game.state.hands[EYRIE]) == 5 and game.state.turn == CAT


# --- 7.8 leaders: Charismatic ---------------------------------------------------------

def test_7_8_charismatic_recruits_two(board):
    game = (
        Scenario(board).eyrie_turn().leader("charismatic").roost(5, 10).warriors(eyrie={5: 1})
        .decree(recruit=["bake_sale"]).game()
    )
    game.apply("recruit 5 bird")
    assert game.state.warriors[EYRIE][5] == 3


def test_7_8_charismatic_with_two_warriors_left_recruits_both(board):
    game = (
        Scenario(board).eyrie_turn().leader("charismatic").roost(5, 10).warriors(eyrie={5: 18})
        .decree(recruit=["bake_sale"]).game()
    )
    game.apply("recruit 10 rabbit")
    assert game.state.warriors[EYRIE][10] == 2 and game.state.warrior_supply(EYRIE) == 0
    # The Vizier (bird) in Recruit cannot place 2 more: turmoil.
    assert game.state.step == "depose"


# --- 7.8 leaders in battle: Commander and Despot ------------------------------------------

@pytest.mark.parametrize(("dice", "left"), [((1, 0), 1), ((0, 0), 2)])
def test_7_8_commander_extra_hit_not_capped(board, dice, left):
    game = (
        Scenario(board).eyrie_battle(leader="commander").warriors(eyrie={5: 1}, marquise={5: 3})
        .dice(*dice).game()
    )
    game.apply("battle 5 rabbit")
    assert game.state.warriors[CAT][5] == left  # rolled (1 warrior: at most 1) + 1 Commander


def test_7_8_commander_extra_hit_only_as_attacker(board):
    game = (
        Scenario(board).marquise_turn().leader("commander")
        .warriors(marquise={5: 3}, eyrie={5: 3}).dice(1, 1).game()
    )
    game.apply("battle 5")
    # 1 rolled hit each way; no Commander hit for the defending Eyrie.
    assert game.state.warriors[CAT][5] == 2 and game.state.warriors[EYRIE][5] == 2


@pytest.mark.parametrize(
    ("leader", "piece", "vp"),
    [("despot", "sawmill", 2), ("despot", "wood", 2), ("charismatic", "wood", 1)],
)
def test_7_8_despot_extra_vp_for_buildings_and_tokens(board, leader, piece, vp):
    sc = Scenario(board).eyrie_battle(leader=leader).warriors(eyrie={5: 3})
    game = getattr(sc, piece)(5).dice(1, 0).game()
    game.apply("battle 5 rabbit")
    # 1 rolled + 1 defenseless = 2 hits, one piece: 1 VP (+ 1 if the Despot leads)
    s = game.state
    assert s.bld[0][5] == 0 and s.wood[5] == 0 and game.vp("eyrie") == vp


def test_7_8_despot_scores_once_per_battle_also_as_defender(board):
    game = (
        Scenario(board).marquise_turn().leader("despot").warriors(marquise={5: 1}, eyrie={5: 3})
        .sawmill(5).workshop(5).dice(3, 3).game()
    )
    game.apply("battle 5")
    # The Eyrie deal 3 (capped by 3 warriors): the warrior, sawmill, workshop.
    s = game.state
    assert s.bld[0][5] == 0 and s.bld[1][5] == 0
    assert game.vp("eyrie") == 3  # 2 buildings + 1 Despot (once)


@pytest.mark.parametrize("wood", [False, True], ids=["sawmill", "sawmill_or_wood"])
def test_7_8_despot_vp_comes_with_the_first_removal_and_wins_a_tie_at_30(board, wood):
    """Both reach 30 in the same simultaneous hits (4.3.4): the Despot's
    +1 VP is scored with the sawmill, before the Marquise's hits take the
    roost, so the Eyrie (the current player) win. With wood there too, the
    Marquise still choose which piece goes (4.3.4) though those points win,
    and the Eyrie's hits, dealt first, are resolved first (3.1)."""
    sc = (
        Scenario(board).eyrie_battle(leader="despot")
        .warriors(eyrie={5: 1}, marquise={5: 1}).roost(5).sawmill(5)
        .crafted(eyrie=["brutal_tactics"], marquise=["sappers"])
        .vp(marquise=28, eyrie=28).dice(1, 1)
    )
    if wood:
        sc = sc.wood(5)
    game = sc.game()
    game.apply("battle 5 rabbit")
    game.apply("effects_first attacker")
    game.apply("brutal_tactics")  # the Marquise score 1: 29
    game.apply("sappers")  # 1 rolled + 1 Sappers: the warrior and the roost
    if wood:
        assert game.to_act == CAT and legal(game) == {"lose sawmill", "lose wood"}
        game.apply("lose wood")
    assert game.is_over and game.winner == EYRIE
    assert game.vp("eyrie") == 30 and game.vp("marquise") == 29
    assert game.state.roost[5] == 1  # the Marquise's hits never landed


def test_7_8_despot_no_bonus_for_warriors_only(board):
    game = (
        Scenario(board).eyrie_battle(leader="despot").warriors(eyrie={5: 3}, marquise={5: 3})
        .dice(2, 0).game()
    )
    game.apply("battle 5 rabbit")
    assert game.state.warriors[CAT][5] == 1 and game.vp("eyrie") == 0
