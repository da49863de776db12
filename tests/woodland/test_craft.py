"""4.1 Craft: crafting pieces by suit (Marquise workshops; Eyrie roosts, see
test_eyrie_decree.py for 7.5.1), items from the supply, persistent cards,
what cannot be crafted; 7.2.3 Disdain for Trade. What each crafted card
then does is in test_cards.py."""

from __future__ import annotations

import pytest

from game.woodland.actions import Action
from game.woodland.cards import AMBUSH, CARDS
from game.woodland.errors import IllegalAction
from game.woodland.state import EYRIE

from .scenario import Scenario, legal, refused

AMBUSH_CODES = [c.code for c in CARDS if c.kind == AMBUSH]
EVERY_SUIT = (8, 8, 5, 5, 7, 1)  # workshops: fox 8 8 1, rabbit 5 5, mouse 7


# --- 4.1 what can be crafted ---------------------------------------------------------

def test_4_1_card_not_in_hand_refused(board):
    game = Scenario(board).marquise_crafting("anvil", at=EVERY_SUIT).game()
    assert refused(game, "craft sword 8 8") == "4.1"


@pytest.mark.parametrize("code", AMBUSH_CODES)
def test_4_1_ambush_cards_are_not_craftable(board, code):
    game = Scenario(board).marquise_crafting(code, "anvil", at=EVERY_SUIT).game()
    assert not any(t.startswith(f"craft {code}") for t in legal(game))
    assert refused(game, f"craft {code} 8") == "4.1"


# --- 4.1.1 crafting pieces -------------------------------------------------------------

def test_4_1_1_workshop_suit_pays_the_cost(board):
    game = Scenario(board).marquise_crafting("anvil", "bake_sale").game()  # workshop in fox 1
    assert "craft anvil 1" in legal(game)
    assert refused(game, "craft bake_sale 1") == "4.1.1"
    game.apply("craft anvil 1")
    assert game.vp("marquise") == 2
    assert game.to_position()["items"]["marquise"]["hammer"] == 1


def test_4_1_1_any_suit_cost(board):
    game = Scenario(board).marquise_crafting("royal_claim", "anvil", at=(1, 2, 3, 5)).game()
    game.apply("craft royal_claim 1 2 3 5")
    assert game.to_position()["crafted"]["marquise"] == ["royal_claim"]


def test_4_1_1_wrong_number_of_pieces_refused(board):
    game = Scenario(board).marquise_crafting("anvil", at=EVERY_SUIT).game()
    assert refused(game, "craft anvil 8 1") == "4.1.1"
    assert refused(game, "craft anvil") == "4.1.1"


def test_4_1_1_a_card_that_cannot_be_paid_says_its_cost_and_the_pieces_left(board):
    """A card dropped on the crafting area names no pieces: the refusal
    says what the card costs and what the unused pieces could pay."""
    game = Scenario(board).marquise_crafting("visit_to_friends", "royal_claim", at=(1, 5)).game()
    with pytest.raises(IllegalAction) as refusal:
        game.check("craft royal_claim")
    assert refusal.value.rule == "4.1.1" and refusal.value.key == "craft.cannot_pay"
    assert refusal.value.params["cost_suits"] == ("any",) * 4
    assert refusal.value.params["have_suits"] == ("fox", "rabbit")
    assert "costs any, any, any, any" in str(refusal.value)
    game.apply("craft visit_to_friends 5")
    with pytest.raises(IllegalAction) as refusal:
        game.check("craft royal_claim")
    assert refusal.value.params["have_suits"] == ("fox",)


def test_4_1_1_no_unused_piece_left_is_said(board):
    game = Scenario(board).marquise_crafting("anvil", "crossbow_bird").game()
    game.apply("craft anvil 1")
    with pytest.raises(IllegalAction) as refusal:
        game.check("craft crossbow_bird")
    assert (refusal.value.rule, refusal.value.key) == ("4.1.1", "craft.no_pieces_left")


def test_4_1_1_a_payable_card_without_pieces_asks_for_them(board):
    game = Scenario(board).marquise_crafting("anvil", at=EVERY_SUIT).game()
    with pytest.raises(IllegalAction) as refusal:
        game.check("craft anvil")
    assert refusal.value.key == "craft.wrong_piece_count"


def test_4_1_1_each_piece_once_per_turn(board):
    game = Scenario(board).marquise_crafting("anvil", "crossbow_bird").game()
    game.apply("craft anvil 1")
    assert refused(game, "craft crossbow_bird 1") == "4.1.1"


def test_4_1_1_two_pieces_in_one_clearing_both_used_up(board):
    game = Scenario(board).marquise_crafting("foxfolk_steel", "anvil", at=(8, 8)).game()
    game.apply("craft foxfolk_steel 8 8")
    assert game.vp("marquise") == 2
    assert refused(game, "craft anvil 8") == "4.1.1"


def test_4_1_1_pieces_named_in_any_order_are_one_action(board):
    """`craft sword 12 8` and `craft sword 8 12` activate the same two
    workshops: both are accepted, and the log, saves and Rootlog keep one
    text form (clearings in ascending order)."""
    game = Scenario(board).marquise_crafting("sword", "anvil", at=(8, 12)).game()
    assert "craft sword 8 12" in legal(game) and "craft sword 12 8" not in legal(game)
    assert str(Action.parse("craft sword 12 8")) == "craft sword 8 12"
    game.check("craft sword 12 8")
    assert game.is_legal(Action("craft", ("sword", 12, 8)))
    game.apply("craft sword 12 8")
    assert game.log == ["craft sword 8 12"] and game.vp("marquise") == 2
    other = Scenario(board).marquise_crafting("sword", "anvil", at=(8, 12)).game()
    other.apply(Action("craft", ("sword", 12, 8)))
    assert other.log == ["craft sword 8 12"] and other.state_hash() == game.state_hash()


def test_4_1_1_a_wrong_piece_in_any_order_is_still_4_1_1(board):
    game = Scenario(board).marquise_crafting("sword", at=(8, 5)).game()
    assert refused(game, "craft sword 8 5") == "4.1.1"
    assert refused(game, "craft sword 5 8") == "4.1.1"  # never "cannot be taken now"


# --- 4.1.2 - 4.1.4 immediate and persistent cards ----------------------------------------

def test_4_1_2_the_last_item_of_a_kind(board):
    sc = Scenario(board).marquise_crafting("crossbow_bird", "crossbow_mouse", at=EVERY_SUIT)
    game = sc.game()
    game.apply("craft crossbow_bird 8")
    assert not any(t.startswith("craft crossbow_mouse") for t in legal(game))
    assert refused(game, "craft crossbow_mouse 1") == "4.1.2"


def test_4_1_3_persistent_goes_to_play_area(board):
    game = Scenario(board).marquise_crafting("armorers", "anvil").game()
    game.apply("craft armorers 1")
    pos = game.to_position()
    assert pos["crafted"]["marquise"] == ["armorers"] and "armorers" not in pos["discard"]


def test_4_1_4_no_second_copy_of_a_persistent_card(board):
    sc = Scenario(board).marquise_crafting("armorers", "anvil").crafted(marquise=["armorers"])
    game = sc.game()
    assert refused(game, "craft armorers 1") == "4.1.4"


# --- 7.2.3 Disdain for Trade -------------------------------------------------------------

@pytest.mark.parametrize(
    ("card", "roosts", "full"),
    [("protection_racket", (5, 10), 3), ("anvil", (1,), 2), ("travel_gear_fox", (5,), 1)],
)
@pytest.mark.parametrize("leader", ["builder", "charismatic", "commander", "despot"])
def test_7_2_3_one_vp_per_item_builder_excepted(board, card, roosts, full, leader):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader(leader)
        .roost(*roosts)
        .warriors(eyrie=dict.fromkeys(roosts, 1))
        .hand(eyrie=[card, "sword"])
        .game()
    )
    game.apply(f"craft {card} " + " ".join(str(c) for c in roosts))
    # (the Decree may resolve itself afterwards: read the crafting score)
    assert game.last_events[0] == ("score", EYRIE, full if leader == "builder" else 1, "")
    assert sum(game.state.items[EYRIE]) == 1


def test_4_1_1_no_crafting_piece_on_the_map_is_said_apart_from_all_used(board):
    """Play-testing: with no workshop on the map at all, "no crafting piece
    is left unused this turn" read as if one had been used."""
    game = Scenario(board).marquise_crafting("anvil", at=()).game()
    with pytest.raises(IllegalAction) as refusal:
        game.check("craft anvil")
    assert (refusal.value.rule, refusal.value.key) == ("4.1.1", "craft.no_pieces")
    assert refusal.value.params["cost_suits"] == ("fox",)
