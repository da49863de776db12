"""Turmoil (Law §7.7): when a card of the Decree cannot be resolved fully,
the Eyrie are humiliated (7.7.1: 1 VP lost per bird in the Decree, never
below 0), purge the Decree (7.7.2), depose their leader for a face-up one
(7.7.3, A New Clutch when none is left) and rest (7.7.4)."""

from __future__ import annotations

import pytest

from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, legal, refused


def deposing(board, face_up: list[str], face_down: list[str]):
    """The Despot's Build card cannot be resolved: turmoil at once, with the
    other leaders ``face_up`` / ``face_down``."""
    sc = Scenario(board).eyrie_resolving("build", "bake_sale").roost(5).warriors(eyrie={5: 1})
    sc.pos["eyrie"]["face_up"] = face_up
    sc.pos["eyrie"]["face_down"] = face_down
    return sc.game()


def charismatic_one_warrior_short(board, vp: int) -> Scenario:
    """Charismatic must place 2 warriors for the Recruit card and only 1 is
    left in the supply; 3 birds in the Decree (2 Viziers and Armorers)."""
    return (
        Scenario(board)
        .eyrie_turn()
        .leader("charismatic")
        .roost(5)
        .warriors(eyrie={5: 19})
        .decree(recruit=["bake_sale"], battle=["armorers"])
        .vp(0, vp)
    )


def test_7_7_turmoil_when_an_action_cannot_be_taken_fully(board):
    game = charismatic_one_warrior_short(board, 5).game()
    assert game.state.step == "depose"  # Humiliate and Purge are done
    assert game.vp("eyrie") == 2  # 5 - 3 birds
    pos = game.to_position()
    assert all(not cards for cards in pos["eyrie"]["decree"].values())
    assert {"bake_sale", "armorers"} <= set(pos["discard"])
    assert legal(game) == {"leader builder", "leader commander", "leader despot"}
    game.apply("leader commander")
    assert game.state.phase in ("evening", "birdsong") or game.state.turn == CAT
    assert game.to_position()["eyrie"]["face_down"] == ["charismatic"]


def test_7_7_humiliate_purge_depose_rest(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 2}, marquise={3: 1})
        .decree(recruit=["armorers", "bake_sale"], move=["sappers"],
                battle=["anvil", "crossbow_bird"])
        .hand(eyrie=[])
        .vp(0, 10)
        .game()
    )
    game.apply("recruit 5 bird")  # the rabbit card is then the only choice
    assert game.state.col == 1 and game.state.warriors[EYRIE][5] == 4
    while game.state.col == 1 and game.state.step == "daylight":
        game.apply(min(t for t in legal(game) if t.startswith("move 5 1 1 ")))
    # Battle: neither card can be resolved (no Eyrie warriors with enemies).
    assert game.state.step == "depose"
    # 7.5.2: the log says which column failed and every card of it that did.
    assert [e[2:] for e in game.last_events if e[0] == "turmoil"] == [
        ("battle", ("fox", "bird"), 5, (("no_enemy",), ("no_enemy",)))]
    # 7.7.1: armorers, sappers, crossbow_bird + 2 Viziers = 5 birds.
    assert game.vp("eyrie") == 5
    pos = game.to_position()
    # 7.7.2: the Decree is discarded, Viziers are not cards.
    assert all(v == [] for v in pos["eyrie"]["decree"].values())
    assert {"armorers", "bake_sale", "sappers", "anvil", "crossbow_bird"} <= set(pos["discard"])
    # 7.7.3: the leader face down, a new one from the face-up leaders.
    assert pos["eyrie"]["face_down"] == ["despot"] and pos["eyrie"]["leader"] is None
    assert refused(game, "leader despot") == "7.7.3"
    game.apply("leader builder")
    pos = game.to_position()
    assert pos["eyrie"]["viziers"] == {"recruit": 1, "move": 1, "battle": 0, "build": 0}
    # 7.7.4 Rest: straight to Evening (1 roost: 0 VP, 1 card), then the Marquise.
    assert game.vp("eyrie") == 5 and game.state.turn == CAT
    assert len(pos["hands"]["eyrie"]) == 1


def test_7_7_turmoil_is_a_choice_while_other_options_remain(board):
    game = (
        Scenario(board).eyrie_resolving("build", "anvil").roost(5).warriors(eyrie={5: 2})
        .crafted(eyrie=["tax_collector"]).game()
    )
    assert "turmoil" in legal(game)
    game.apply("tax 5")  # Tax Collector first, then turmoil
    assert game.state.step == "depose"


def test_7_7_turmoil_refused_while_every_remaining_card_can_be_resolved(board):
    game = Scenario(board).fox_card_in_move().warriors(eyrie={1: 1}).game()
    assert refused(game, "turmoil") == "7.7"
    assert game.facts()["decree_stuck"] == []


def test_7_5_2_the_stuck_card_is_named_while_the_column_has_cards_that_can_be_resolved(board):
    # The fox card cannot move (no Eyrie warrior in a fox clearing); the
    # Vizier can: the Eyrie may take the fox card first (7.5.2 any order).
    game = Scenario(board).fox_card_in_move().game()
    assert "turmoil" in legal(game) and any(t.startswith("move 5 ") for t in legal(game))
    assert game.facts()["decree_stuck"] == ["fox"]
    assert game.view("marquise")["facts"]["decree_stuck"] == ["fox"]  # public
    # the Vizier moves a warrior into fox clearing 1: now the fox card can move
    game.apply(next(t for t in sorted(legal(game)) if t.startswith("move 5 1 1 ")))
    assert game.state.col == 1 and game.facts()["decree_stuck"] == []
    assert "turmoil" not in legal(game)


@pytest.mark.parametrize(("floor", "vp"), [(True, 0), (False, -2)])
def test_7_7_1_vp_never_below_zero_unless_the_floor_is_off(board, floor, vp):
    sc = charismatic_one_warrior_short(board, 1)
    sc.pos["vp_floor"] = floor
    game = sc.game()
    assert game.state.step == "depose" and game.vp("eyrie") == vp


def test_7_7_3_a_new_clutch_flips_every_leader_including_the_deposed(board):
    game = deposing(board, [], ["builder", "charismatic", "commander"])
    assert legal(game) == {"leader builder", "leader charismatic", "leader commander",
                           "leader despot"}
    game.apply("leader charismatic")
    e = game.to_position()["eyrie"]
    assert e["face_down"] == [] and sorted(e["face_up"]) == ["builder", "commander", "despot"]


def test_7_7_3_deposed_leaders_stay_face_down(board):
    game = deposing(board, ["builder", "commander"], ["charismatic"])
    assert legal(game) == {"leader builder", "leader commander"}
    assert refused(game, "leader charismatic") == "7.7.3"
    game.apply("leader commander")
    assert sorted(game.to_position()["eyrie"]["face_down"]) == ["charismatic", "despot"]


def test_7_5_2_turmoil_event_names_the_column_and_the_cards_that_failed(board):
    """The log and the toast say why: the column being resolved and the
    suits of its remaining cards that cannot be resolved, not those that
    still could be."""
    game = Scenario(board).fox_card_in_move().vp(0, 5).game()  # the bird Vizier could move
    assert "turmoil" in legal(game)
    game.apply("turmoil")
    assert [e for e in game.last_events if e[0] in ("turmoil", "lose_vp")] == [
        # the Despot's 2 Viziers
        ("turmoil", 2, "move", ("fox",), 2, (("no_warriors",),)), ("lose_vp", EYRIE, 2)]


def test_7_7_1_at_0_vp_turmoil_says_nothing_was_lost(board):
    """The log said "lost 2 VP" of a score already at 0 (the floor)."""
    game = Scenario(board).fox_card_in_move().vp(0, 1).game()
    game.apply("turmoil")
    assert [e for e in game.last_events if e[0] in ("turmoil", "lose_vp")] == [
        ("turmoil", 1, "move", ("fox",), 2, (("no_warriors",),)), ("lose_vp", EYRIE, 1)]
    game = Scenario(board).fox_card_in_move().game()
    game.apply("turmoil")
    assert [e for e in game.last_events if e[0] in ("turmoil", "lose_vp")] == [
        ("turmoil", 0, "move", ("fox",), 2, (("no_warriors",),))]


WHY_CASES = {
    "warriors": lambda b: charismatic_one_warrior_short(b, 5),
    "no_roost": lambda b: Scenario(b).eyrie_turn().leader("despot").roost(5)
    .warriors(eyrie={5: 1}).decree(recruit=["anvil"]),
    "no_warriors": lambda b: Scenario(b).fox_card_in_move().warriors(eyrie={5: 0}),
    "no_path": lambda b: Scenario(b).eyrie_resolving("move", "bake_sale", leader="builder")
    .roost(8).warriors(eyrie={5: 1}, marquise={5: 2, 1: 1, 2: 1}),
    "no_enemy": lambda b: Scenario(b).eyrie_resolving("battle", "bake_sale").roost(5)
    .warriors(eyrie={5: 2, 1: 2}, marquise={1: 1}),
    "no_site": lambda b: Scenario(b).eyrie_resolving("build", "bake_sale").roost(5)
    .warriors(eyrie={5: 1}),
    "roost_limit": lambda b: Scenario(b).eyrie_resolving("build", "bake_sale")
    .roost(2, 3, 4, 5, 6, 7, 8).warriors(eyrie={10: 3}),
}


@pytest.mark.parametrize("code", sorted(WHY_CASES))
def test_7_7_the_turmoil_event_says_why_each_card_could_not_be_resolved(board, code):
    """Play-testing: Charismatic's second recruit threw the Eyrie into
    turmoil and the banner named the card but not the missing piece (one
    warrior left, two a card). The event carries the reason per stuck suit."""
    game = WHY_CASES[code](board).game()
    if game.state.step != "depose":
        game.apply("turmoil")
    (event,) = [e for e in game.last_events if e[0] == "turmoil"]
    stuck, why = event[3], event[5]
    assert len(why) == len(stuck) >= 1
    assert {reason[0] for reason in why} == {code}
    if code == "warriors":
        assert why[0] == ("warriors", 1, 2)  # one in the supply, Charismatic places two


def test_7_5_2_columns_left_of_the_one_being_resolved_are_done_this_turn(board):
    """A card resolved this turn is no turmoil risk until the next Daylight:
    the facts say which columns are done, so the table need not warn of a
    Recruit card that could not recruit again as the board now stands."""
    scenario = Scenario(board).fox_card_in_move().decree(recruit=["ambush_fox"])
    game = scenario.game()
    facts = game.facts()
    assert "fox" in facts["decree_why"]["recruit"]  # no roost in a fox clearing
    assert facts["decree_done"] == ["recruit"]
    assert game.view("marquise")["facts"]["decree_done"] == ["recruit"]  # public


def test_7_5_2_no_column_is_done_before_the_eyrie_daylight(board):
    game = Scenario(board).eyrie_birdsong().game()
    assert game.facts()["decree_done"] == []
    assert Scenario(board).marquise_turn().game().facts()["decree_done"] == []


def test_7_5_2_every_column_is_done_in_the_eyrie_evening(board):
    six = ["ambush_fox", "anvil", "arms_trader", "armorers", "brutal_tactics", "crossbow_bird"]
    game = Scenario(board).eyrie_turn("discard").hand(eyrie=six).game()  # one to discard
    assert game.state.step == "discard"
    assert game.facts()["decree_done"] == ["recruit", "move", "battle", "build"]
