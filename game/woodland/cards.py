"""The shared deck (spec §4) and the item supply, as data.

Cards with the same name and suit are interchangeable, so the engine tracks
card *types*: a hand is a list of type indices and the 50-card invariant is
"every type appears exactly ``count`` times across all places". Each type has
a stable ``code`` used in action texts, positions and logs. Texts are ours.

The four dominance cards are removed in a two-player game (spec §4), so they
are not in :data:`CARDS` at all.
"""

from __future__ import annotations

from typing import NamedTuple

# Suits as small ints (index order is the Law's fox / rabbit / mouse, then bird).
FOX, RABBIT, MOUSE, BIRD = 0, 1, 2, 3
SUITS = ("fox", "rabbit", "mouse", "bird")
SUIT_INDEX = {name: i for i, name in enumerate(SUITS)}
ANY = 4  # the "?" cost symbol: a crafting piece of any suit (4.1.1)

# Card kinds.
AMBUSH = "ambush"
PERSISTENT = "persistent"
ITEM = "item"  # immediate: take an item from the supply (4.1.2)
FAVOR = "favor"  # immediate: remove all enemy pieces in clearings of a suit

ITEMS = ("boots", "bag", "crossbow", "hammer", "sword", "tea", "coins")
ITEM_INDEX = {name: i for i, name in enumerate(ITEMS)}
ITEM_SUPPLY = (2, 2, 1, 1, 2, 2, 2)  # 12 items (spec §4)


class CardType(NamedTuple):
    """One kind of card: ``count`` identical copies are in the deck."""

    code: str
    name: str
    suit: int
    count: int
    kind: str
    cost: tuple[int, ...]
    item: int  # index into ITEMS, or -1
    vp: int  # VP for crafting an item card
    text: str


def _c(code, name, suit, count, kind, cost=(), item=None, vp=0, text=""):  # noqa: ANN001, ANN202
    return CardType(
        code, name, SUIT_INDEX[suit], count, kind,
        tuple(ANY if s == "?" else SUIT_INDEX[s] for s in cost),
        -1 if item is None else ITEM_INDEX[item], vp, text,
    )


_ITEM_TEXT = "Craft: take the {item} from the supply and score {vp} VP."

CARDS: tuple[CardType, ...] = (
    # --- bird (13) ---
    _c("ambush_bird", "Ambush!", "bird", 2, AMBUSH,
       text="As defender in any clearing, deal 2 hits before the dice."),
    _c("armorers", "Armorers", "bird", 2, PERSISTENT, ("fox",),
       text="In battle, discard this to ignore all rolled hits you would take."),
    _c("sappers", "Sappers", "bird", 2, PERSISTENT, ("mouse",),
       text="As defender in battle, discard this to deal one extra hit."),
    _c("brutal_tactics", "Brutal Tactics", "bird", 2, PERSISTENT, ("fox", "fox"),
       text="As attacker in battle you may deal one extra hit; the defender scores 1 VP."),
    _c("royal_claim", "Royal Claim", "bird", 1, PERSISTENT, ("?", "?", "?", "?"),
       text="In Birdsong, discard this to score 1 VP for every clearing you rule."),
    _c("arms_trader", "Arms Trader", "bird", 1, ITEM, ("fox", "fox"), "sword", 2),
    _c("birdy_bindle", "Birdy Bindle", "bird", 1, ITEM, ("mouse",), "bag", 1),
    _c("crossbow_bird", "Crossbow", "bird", 1, ITEM, ("fox",), "crossbow", 1),
    _c("woodland_runners", "Woodland Runners", "bird", 1, ITEM, ("rabbit",), "boots", 1),
    # --- fox (13) ---
    _c("ambush_fox", "Ambush!", "fox", 1, AMBUSH,
       text="As defender in a fox clearing, deal 2 hits before the dice."),
    _c("stand_and_deliver", "Stand and Deliver!", "fox", 2, PERSISTENT,
       ("mouse", "mouse", "mouse"),
       text="In Birdsong, take a random card from the other player; they score 1 VP."),
    _c("tax_collector", "Tax Collector", "fox", 3, PERSISTENT, ("fox", "rabbit", "mouse"),
       text="Once in Daylight, remove one of your warriors to draw a card."),
    _c("favor_foxes", "Favor of the Foxes", "fox", 1, FAVOR, ("fox", "fox", "fox"),
       text="Remove every enemy piece in fox clearings."),
    _c("foxfolk_steel", "Foxfolk Steel", "fox", 1, ITEM, ("fox", "fox"), "sword", 2),
    _c("anvil", "Anvil", "fox", 1, ITEM, ("fox",), "hammer", 2),
    _c("knapsack", "Gently Used Knapsack", "fox", 1, ITEM, ("mouse",), "bag", 1),
    _c("root_tea_fox", "Root Tea", "fox", 1, ITEM, ("mouse",), "tea", 2),
    _c("travel_gear_fox", "Travel Gear", "fox", 1, ITEM, ("rabbit",), "boots", 1),
    _c("protection_racket", "Protection Racket", "fox", 1, ITEM, ("rabbit", "rabbit"),
       "coins", 3),
    # --- rabbit (12) ---
    _c("ambush_rabbit", "Ambush!", "rabbit", 1, AMBUSH,
       text="As defender in a rabbit clearing, deal 2 hits before the dice."),
    _c("burrow_bank", "Better Burrow Bank", "rabbit", 2, PERSISTENT, ("rabbit", "rabbit"),
       text="At the start of Birdsong, you and the other player each draw a card."),
    _c("cobbler", "Cobbler", "rabbit", 2, PERSISTENT, ("rabbit", "rabbit"),
       text="At the start of Evening, you may take one move."),
    _c("command_warren", "Command Warren", "rabbit", 2, PERSISTENT, ("rabbit", "rabbit"),
       text="At the start of Daylight, you may start a battle."),
    _c("favor_rabbits", "Favor of the Rabbits", "rabbit", 1, FAVOR,
       ("rabbit", "rabbit", "rabbit"), text="Remove every enemy piece in rabbit clearings."),
    _c("bake_sale", "Bake Sale", "rabbit", 1, ITEM, ("rabbit", "rabbit"), "coins", 3),
    _c("smugglers_trail", "Smuggler's Trail", "rabbit", 1, ITEM, ("mouse",), "bag", 1),
    _c("root_tea_rabbit", "Root Tea", "rabbit", 1, ITEM, ("mouse",), "tea", 2),
    _c("visit_to_friends", "A Visit to Friends", "rabbit", 1, ITEM, ("rabbit",), "boots", 1),
    # --- mouse (12) ---
    _c("ambush_mouse", "Ambush!", "mouse", 1, AMBUSH,
       text="As defender in a mouse clearing, deal 2 hits before the dice."),
    _c("codebreakers", "Codebreakers", "mouse", 2, PERSISTENT, ("mouse",),
       text="Once in Daylight, look at the other player's hand."),
    _c("scouting_party", "Scouting Party", "mouse", 2, PERSISTENT, ("mouse", "mouse"),
       text="As attacker, ambush cards do not affect you."),
    _c("favor_mice", "Favor of the Mice", "mouse", 1, FAVOR, ("mouse", "mouse", "mouse"),
       text="Remove every enemy piece in mouse clearings."),
    _c("crossbow_mouse", "Crossbow", "mouse", 1, ITEM, ("fox",), "crossbow", 1),
    _c("sword", "Sword", "mouse", 1, ITEM, ("fox", "fox"), "sword", 2),
    _c("travel_gear_mouse", "Travel Gear", "mouse", 1, ITEM, ("rabbit",), "boots", 1),
    _c("investments", "Investments", "mouse", 1, ITEM, ("rabbit", "rabbit"), "coins", 3),
    _c("mouse_in_a_sack", "Mouse-in-a-Sack", "mouse", 1, ITEM, ("mouse",), "bag", 1),
    _c("root_tea_mouse", "Root Tea", "mouse", 1, ITEM, ("mouse",), "tea", 2),
)

CARD_INDEX = {card.code: i for i, card in enumerate(CARDS)}
CODES = tuple(card.code for card in CARDS)
N_TYPES = len(CARDS)
DECK_SIZE = sum(card.count for card in CARDS)

# Per-type lookups kept as plain tuples: the hot paths index them by int.
SUIT_OF = tuple(card.suit for card in CARDS)
KIND_OF = tuple(card.kind for card in CARDS)


def ambush_of(suit: int) -> int:
    """The ambush card type of a suit (bird: the wild one)."""
    return CARD_INDEX["ambush_" + SUITS[suit]]


AMBUSH_TYPES = frozenset(ambush_of(s) for s in (FOX, RABBIT, MOUSE, BIRD))
FAVOR_SUIT = {CARD_INDEX["favor_foxes"]: FOX, CARD_INDEX["favor_rabbits"]: RABBIT,
              CARD_INDEX["favor_mice"]: MOUSE}

ARMORERS = CARD_INDEX["armorers"]
SAPPERS = CARD_INDEX["sappers"]
BRUTAL_TACTICS = CARD_INDEX["brutal_tactics"]
ROYAL_CLAIM = CARD_INDEX["royal_claim"]
STAND_AND_DELIVER = CARD_INDEX["stand_and_deliver"]
TAX_COLLECTOR = CARD_INDEX["tax_collector"]
BURROW_BANK = CARD_INDEX["burrow_bank"]
COBBLER = CARD_INDEX["cobbler"]
COMMAND_WARREN = CARD_INDEX["command_warren"]
CODEBREAKERS = CARD_INDEX["codebreakers"]
SCOUTING_PARTY = CARD_INDEX["scouting_party"]


def full_deck() -> list[int]:
    """All 50 cards as type indices, in table order (unshuffled)."""
    deck: list[int] = []
    for i, card in enumerate(CARDS):
        deck.extend([i] * card.count)
    return deck


def matches(card: int, suit: int) -> bool:
    """Birds are wild when spending (spec §2): may this card pay for ``suit``?"""
    s = SUIT_OF[card]
    return s in (suit, BIRD)


# PAYS_FOR[suit]: the card types that may pay for ``suit`` (:func:`matches`
# as a set, for the generators that filter a whole hand at once).
PAYS_FOR = tuple(frozenset(card for card in range(N_TYPES) if matches(card, suit))
                 for suit in range(4))

assert DECK_SIZE == 50, DECK_SIZE
assert sum(ITEM_SUPPLY) == 12
