"""Every card of the deck (spec §4): the deck as data, then what each card
does outside battle (battle cards are in test_battle.py). Immediate cards
resolve when crafted (4.1.2); persistent cards act from the play area and
name 4.1.3 when refused. Birds are wild when spending."""

from __future__ import annotations

from collections import Counter

import pytest

from game.woodland.cards import (
    AMBUSH,
    CARD_INDEX,
    CARDS,
    FAVOR,
    ITEM,
    ITEM_SUPPLY,
    ITEMS,
    PERSISTENT,
    SUITS,
    full_deck,
)
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, legal, refused

# name, suit, count, kind, cost, item, vp   (spec §4; dominance cards removed)
SPEC_DECK = [
    ("Ambush!", "bird", 2, AMBUSH, "", None, 0),
    ("Ambush!", "fox", 1, AMBUSH, "", None, 0),
    ("Ambush!", "rabbit", 1, AMBUSH, "", None, 0),
    ("Ambush!", "mouse", 1, AMBUSH, "", None, 0),
    ("Armorers", "bird", 2, PERSISTENT, "fox", None, 0),
    ("Sappers", "bird", 2, PERSISTENT, "mouse", None, 0),
    ("Brutal Tactics", "bird", 2, PERSISTENT, "fox fox", None, 0),
    ("Royal Claim", "bird", 1, PERSISTENT, "? ? ? ?", None, 0),
    ("Arms Trader", "bird", 1, ITEM, "fox fox", "sword", 2),
    ("Birdy Bindle", "bird", 1, ITEM, "mouse", "bag", 1),
    ("Crossbow", "bird", 1, ITEM, "fox", "crossbow", 1),
    ("Woodland Runners", "bird", 1, ITEM, "rabbit", "boots", 1),
    ("Stand and Deliver!", "fox", 2, PERSISTENT, "mouse mouse mouse", None, 0),
    ("Tax Collector", "fox", 3, PERSISTENT, "fox rabbit mouse", None, 0),
    ("Favor of the Foxes", "fox", 1, FAVOR, "fox fox fox", None, 0),
    ("Foxfolk Steel", "fox", 1, ITEM, "fox fox", "sword", 2),
    ("Anvil", "fox", 1, ITEM, "fox", "hammer", 2),
    ("Gently Used Knapsack", "fox", 1, ITEM, "mouse", "bag", 1),
    ("Root Tea", "fox", 1, ITEM, "mouse", "tea", 2),
    ("Travel Gear", "fox", 1, ITEM, "rabbit", "boots", 1),
    ("Protection Racket", "fox", 1, ITEM, "rabbit rabbit", "coins", 3),
    ("Better Burrow Bank", "rabbit", 2, PERSISTENT, "rabbit rabbit", None, 0),
    ("Cobbler", "rabbit", 2, PERSISTENT, "rabbit rabbit", None, 0),
    ("Command Warren", "rabbit", 2, PERSISTENT, "rabbit rabbit", None, 0),
    ("Favor of the Rabbits", "rabbit", 1, FAVOR, "rabbit rabbit rabbit", None, 0),
    ("Bake Sale", "rabbit", 1, ITEM, "rabbit rabbit", "coins", 3),
    ("Smuggler's Trail", "rabbit", 1, ITEM, "mouse", "bag", 1),
    ("Root Tea", "rabbit", 1, ITEM, "mouse", "tea", 2),
    ("A Visit to Friends", "rabbit", 1, ITEM, "rabbit", "boots", 1),
    ("Codebreakers", "mouse", 2, PERSISTENT, "mouse", None, 0),
    ("Scouting Party", "mouse", 2, PERSISTENT, "mouse mouse", None, 0),
    ("Favor of the Mice", "mouse", 1, FAVOR, "mouse mouse mouse", None, 0),
    ("Crossbow", "mouse", 1, ITEM, "fox", "crossbow", 1),
    ("Sword", "mouse", 1, ITEM, "fox fox", "sword", 2),
    ("Travel Gear", "mouse", 1, ITEM, "rabbit", "boots", 1),
    ("Investments", "mouse", 1, ITEM, "rabbit rabbit", "coins", 3),
    ("Mouse-in-a-Sack", "mouse", 1, ITEM, "mouse", "bag", 1),
    ("Root Tea", "mouse", 1, ITEM, "mouse", "tea", 2),
]

ITEM_CODES = [c.code for c in CARDS if c.kind == ITEM]


def _as_row(card) -> tuple:
    cost = " ".join("?" if s == 4 else SUITS[s] for s in card.cost)
    item = ITEMS[card.item] if card.item >= 0 else None
    return (card.name, SUITS[card.suit], card.count, card.kind, cost, item, card.vp)


# --- spec §4 as data ---------------------------------------------------------------

def test_deck_matches_the_spec_table_exactly():
    assert sorted(_as_row(c) for c in CARDS) == sorted(SPEC_DECK)


def test_deck_counts_per_suit_without_dominance():
    per_suit = Counter()
    for card in CARDS:
        per_suit[SUITS[card.suit]] += card.count
    # spec: bird 14, fox 14, rabbit 13, mouse 13 with the 4 dominance cards
    assert per_suit == {"bird": 13, "fox": 13, "rabbit": 12, "mouse": 12}
    assert len(full_deck()) == 50
    assert not any("dominance" in c.code for c in CARDS)


def test_item_supply_is_twelve_items():
    supply = dict(zip(ITEMS, ITEM_SUPPLY, strict=True))
    assert supply == {"boots": 2, "bag": 2, "crossbow": 1, "hammer": 1, "sword": 2,
                      "tea": 2, "coins": 2}


def test_card_codes_are_unique_and_stable():
    assert len({c.code for c in CARDS}) == len(CARDS)
    assert all(CARD_INDEX[c.code] == i for i, c in enumerate(CARDS))


# --- 4.1.2 immediate cards: items and Favors ------------------------------------------

@pytest.mark.parametrize("code", ITEM_CODES)
def test_4_1_2_every_item_card(board, code):
    """The item goes from the supply to the crafter, who scores the card's VP
    (Disdain for Trade, 7.2.3, is the Eyrie's alone); the card is discarded."""
    card = CARDS[CARD_INDEX[code]]
    game = Scenario(board).marquise_crafting(code, at=(8, 8, 5, 5, 7, 1)).game()
    pieces = {"fox": [8, 8], "rabbit": [5, 5], "mouse": [7]}
    clearings = [pieces[SUITS[s]].pop() for s in card.cost]
    game.apply(f"craft {code} " + " ".join(map(str, clearings)))
    pos = game.to_position()
    item = ITEMS[card.item]
    assert pos["items"]["marquise"][item] == 1
    assert pos["items"]["supply"][item] == ITEM_SUPPLY[card.item] - 1
    assert game.vp("marquise") == card.vp
    assert pos["discard"][-1] == code and code not in pos["hands"]["marquise"]


@pytest.mark.parametrize(("code", "suit_clearings", "target", "elsewhere"), [
    ("favor_foxes", (1, 8, 8), 12, 9),
    ("favor_rabbits", (4, 5, 5), 10, 9),
    ("favor_mice", (2, 7, 7), 11, 12),
])
def test_4_1_2_favors_remove_enemy_pieces_of_their_suit(board, code, suit_clearings, target,
                                                       elsewhere):
    game = (
        Scenario(board).marquise_crafting(code, at=suit_clearings)
        .warriors(eyrie={target: 3, elsewhere: 2}, marquise={target: 1})
        .roost(target)
        .game()
    )
    game.apply(f"craft {code} " + " ".join(map(str, suit_clearings)))
    s = game.state
    assert s.warriors[EYRIE][target] == 0 and s.roost[target] == 0
    assert s.warriors[EYRIE][elsewhere] == 2  # other suits untouched
    assert s.warriors[CAT][target] == 1  # own pieces stay
    assert game.vp("marquise") == 1  # the roost; warriors score nothing
    assert game.to_position()["discard"][-1] == code


def eyrie_crafts_favor_foxes(board) -> Scenario:
    """Eyrie Daylight (Builder) with fox roosts in 1, 8, 12 to craft Favor of the Foxes."""
    return (
        Scenario(board).eyrie_turn().leader("builder").roost(1, 8, 12).warriors(eyrie={1: 1})
        .hand(eyrie=["favor_foxes", "anvil"])
    )


def test_4_1_2_eyrie_favor_scores_buildings_and_tokens(board):
    game = (
        eyrie_crafts_favor_foxes(board).warriors(marquise={1: 2, 6: 1, 5: 4}).sawmill(6).wood(6)
        .game()
    )
    game.apply("craft favor_foxes 1 8 12")
    s = game.state
    assert s.warriors[CAT][1] == 0 and s.warriors[CAT][6] == 0 and s.bld[0][6] == 0
    assert s.warriors[CAT][5] == 4  # rabbit clearing: untouched
    assert game.vp("eyrie") == 2  # sawmill + wood
    assert s.warriors[EYRIE][1] == 1


def test_4_1_2_eyrie_favor_and_field_hospitals(board):
    game = (
        eyrie_crafts_favor_foxes(board).warriors(marquise={6: 2, 5: 1}).keep(5)
        .hand(marquise=["root_tea_fox"]).game()
    )
    game.apply("craft favor_foxes 1 8 12")
    assert game.to_act == CAT
    game.apply("hospital root_tea_fox")
    assert game.state.warriors[CAT][5] == 3 and game.state.warriors[CAT][6] == 0


# --- 4.1.3 Royal Claim ----------------------------------------------------------------

def test_4_1_3_royal_claim_scores_each_clearing_ruled(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong")
        .warriors(marquise={1: 2, 2: 1, 5: 1, 9: 1}, eyrie={2: 1, 5: 2})
        .crafted(marquise=["royal_claim"])
        .game()
    )
    game.apply("royal_claim")
    # 1 and 9; 2 is a tie (the Marquise rule no ties, 7.2.2), 5 is the Eyrie's
    assert game.vp("marquise") == 2
    pos = game.to_position()
    assert "royal_claim" in pos["discard"] and pos["crafted"]["marquise"] == []


def test_4_1_3_royal_claim_only_in_birdsong(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={1: 1}).crafted(marquise=["royal_claim"])
        .game()
    )
    assert refused(game, "royal_claim") == "4.1.3"


def test_3_1_royal_claim_can_win(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong")
        .warriors(marquise={1: 1, 2: 1})
        .crafted(marquise=["royal_claim"])
        .vp(28, 0)
        .game()
    )
    game.apply("royal_claim")
    assert game.winner == CAT and game.vp("marquise") == 30


# --- 4.1.3 Stand and Deliver! ----------------------------------------------------------

def test_4_1_3_stand_and_deliver_takes_a_random_card(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong")
        .warriors(marquise={1: 2})
        .crafted(marquise=["stand_and_deliver"])
        .hand(marquise=[], eyrie=["anvil", "sword"])
        .game()
    )
    game.apply("stand_and_deliver")
    s = game.state
    assert len(s.hands[CAT]) == 1 and len(s.hands[EYRIE]) == 1 and game.vp("eyrie") == 1
    assert not game.can_undo()  # a random card: irreversible


def test_4_1_3_stand_and_deliver_once_per_birdsong(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong")
        .crafted(marquise=["stand_and_deliver", "royal_claim"])
        .hand(eyrie=["anvil", "sword"])
        .game()
    )
    game.apply("stand_and_deliver")
    assert refused(game, "stand_and_deliver") == "4.1.3"


def test_4_1_3_stand_and_deliver_needs_a_card_to_take(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong")
        .crafted(marquise=["stand_and_deliver", "royal_claim"])
        .hand(eyrie=[])
        .game()
    )
    assert "stand_and_deliver" not in legal(game)
    assert refused(game, "stand_and_deliver") == "4.1.3"


def test_4_1_3_stand_and_deliver_before_adding_to_the_decree(board):
    game = (
        Scenario(board)
        .eyrie_birdsong()
        .crafted(eyrie=["stand_and_deliver"])
        .hand(eyrie=["anvil"], marquise=["sword"])
        .game()
    )
    assert game.state.step == "decree"
    game.apply("stand_and_deliver")
    game.apply("decree battle sword")
    assert game.to_position()["eyrie"]["decree"]["battle"] == ["sword"]
    assert game.vp("marquise") == 1


def test_3_1_stand_and_deliver_point_can_win_for_the_target(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong")
        .crafted(marquise=["stand_and_deliver"])
        .hand(eyrie=["anvil"])
        .vp(0, 29)
        .game()
    )
    game.apply("stand_and_deliver")
    assert game.winner == EYRIE


# --- 4.1.3 Tax Collector ---------------------------------------------------------------

def test_4_1_3_tax_collector_once_per_daylight(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2})
        .crafted(marquise=["tax_collector"])
        .hand(marquise=[])
        .game()
    )
    assert refused(game, "tax 1") == "4.1.3"  # no warrior there
    game.apply("tax 5")
    assert game.state.warriors[CAT][5] == 1 and len(game.state.hands[CAT]) == 1
    assert refused(game, "tax 5") == "4.1.3"


def test_4_1_3_tax_collector_only_in_daylight(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong")
        .warriors(marquise={5: 1})
        .crafted(marquise=["tax_collector", "royal_claim"])
        .game()
    )
    assert refused(game, "tax 5") == "4.1.3"


def test_4_1_3_tax_collector_warrior_may_go_to_field_hospitals(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .keep(1)
        .warriors(marquise={5: 1, 1: 1})
        .crafted(marquise=["tax_collector"])
        .hand(marquise=["bake_sale"])
        .deck_top("anvil")
        .game()
    )
    game.apply("tax 5")
    assert game.to_act == CAT and "hospital bake_sale" in legal(game)
    game.apply("hospital bake_sale")
    s = game.state
    assert s.warriors[CAT][5] == 0 and s.warriors[CAT][1] == 2
    assert game.to_position()["hands"]["marquise"] == ["anvil"]


# --- 4.1.3 Codebreakers ----------------------------------------------------------------

def test_4_1_3_codebreakers_reveals_the_other_hand_once_per_daylight(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .crafted(marquise=["codebreakers"])
        .hand(eyrie=["sword", "anvil"])
        .warriors(marquise={1: 1})
        .game()
    )
    game.apply("codebreakers")
    assert game.to_position()["peek"]["marquise"] == ["anvil", "sword"]
    assert game.view("eyrie")["peek"]["marquise"] is None
    assert refused(game, "codebreakers") == "4.1.3"


# --- 4.1.3 Better Burrow Bank ----------------------------------------------------------

@pytest.mark.parametrize("empty_deck", [False, True], ids=["deck", "reshuffle"])
def test_4_1_3_better_burrow_bank_both_draw(board, empty_deck):
    sc = (
        Scenario(board)
        .marquise_turn("birdsong_start")
        .crafted(marquise=["burrow_bank", "royal_claim"])  # Birdsong waits for a choice
        .hand(marquise=[], eyrie=[])
    )
    s = (sc.empty_deck() if empty_deck else sc).game().state
    assert len(s.hands[CAT]) == 1 and len(s.hands[EYRIE]) == 1
    assert len(s.deck) + len(s.discard) == 50 - 2 - 2  # two crafted cards


def test_4_1_3_better_burrow_bank_only_for_its_owner(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong_start")
        .crafted(eyrie=["burrow_bank"], marquise=["royal_claim"])
        .hand(marquise=[], eyrie=[])
        .game()
    )
    assert game.state.hands == [[], []]


# --- 4.1.3 Cobbler ---------------------------------------------------------------------

def cobbler(board) -> Scenario:
    return Scenario(board).marquise_turn("evening_start").crafted(marquise=["cobbler"])


def test_4_1_3_cobbler_move_at_start_of_evening(board):
    game = cobbler(board).warriors(marquise={1: 1}).game()
    assert game.state.step == "cobbler"
    game.apply("move 1 5 1")
    assert game.state.warriors[CAT][5] == 1


def test_4_1_3_cobbler_may_pass(board):
    game = cobbler(board).warriors(marquise={1: 1}).hand(marquise=[]).game()
    assert legal(game) >= {"move 1 5 1", "pass"}
    assert refused(game, "move 1 3 1") == "4.2"
    game.apply("pass")
    assert game.state.warriors[CAT][1] == 1 and game.state.turn == EYRIE


def test_4_1_3_cobbler_move_follows_4_2_1(board):
    game = cobbler(board).warriors(marquise={5: 1, 1: 1}, eyrie={5: 2}).game()
    assert refused(game, "move 5 2 1") == "4.2.1"


# --- 4.1.3 Command Warren --------------------------------------------------------------

def command_warren(board) -> Scenario:
    return Scenario(board).marquise_turn("daylight_start").crafted(marquise=["command_warren"])


def test_4_1_3_command_warren_battle_at_start_of_daylight(board):
    game = command_warren(board).warriors(marquise={1: 2, 5: 1}, eyrie={1: 1, 5: 1}).dice(1, 0)
    game = game.game()
    assert game.state.step == "warren"
    game.apply("battle 1")
    assert game.state.warriors[EYRIE][1] == 0
    assert game.state.actions == 3  # the Warren battle is not an action


def test_4_1_3_command_warren_may_pass_and_needs_a_target(board):
    game = command_warren(board).warriors(marquise={1: 2, 9: 1}, eyrie={1: 1}).game()
    assert legal(game) == {"battle 1", "pass"}
    assert refused(game, "battle 9") == "4.3"
    game.apply("pass")
    assert game.state.step == "daylight" and game.state.actions == 3
    assert game.state.warriors[EYRIE][1] == 1
