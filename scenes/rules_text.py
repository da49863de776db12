"""The engine's words in the player's language: refusals, cards, pieces.

The engine speaks in codes (``move.must_rule``, ``ambush_bird``, ``despot``)
with English defaults in its own tables (`game.woodland.messages`,
`game.woodland.cards`). Those English texts are the msgids of our gettext
catalogs (``tools/catalogs.py`` extracts them from the engine's tables), so
the Russian catalog translates exactly what the engine says, and a new
message in the engine shows up as an untranslated string in the tests.
Names of pieces, suits and columns are ours and are marked here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.woodland.cards import CARDS, ITEMS
from game.woodland.errors import IllegalAction
from game.woodland.messages import MESSAGES
from scenes.i18n import N_, _

_CARDS = {card.code: card for card in CARDS}

SUITS = {"fox": N_("fox"), "rabbit": N_("rabbit"), "mouse": N_("mouse"), "bird": N_("bird")}
ITEM_NAMES = {"boots": N_("boots"), "bag": N_("bag"), "crossbow": N_("crossbow"),
              "hammer": N_("hammer"), "sword": N_("sword"), "tea": N_("tea"),
              "coins": N_("coins")}
LEADERS = {"builder": N_("Builder"), "charismatic": N_("Charismatic"),
           "commander": N_("Commander"), "despot": N_("Despot")}
BUILDINGS = {"sawmill": N_("sawmill"), "workshop": N_("workshop"),
             "recruiter": N_("recruiter"), "roost": N_("roost"), "keep": N_("keep"),
             "wood": N_("wood"), "warrior": N_("warrior")}
COLUMNS = {"recruit": N_("Recruit"), "move": N_("Move"), "battle": N_("Battle"),
           "build": N_("Build")}
FACTIONS = {"marquise": N_("Marquise de Cat"), "eyrie": N_("Eyrie Dynasties")}
STEPS = {
    "keep": N_("placing the keep"), "cat_build": N_("placing the first buildings"),
    "leader": N_("choosing a leader"), "birdsong": N_("Birdsong"),
    "decree": N_("adding to the Decree"), "new_roost": N_("A New Roost"),
    "daylight": N_("Daylight"), "depose": N_("choosing a new leader"),
    "evening": N_("Evening"), "discard": N_("discarding down to five"),
    "cobbler": N_("Cobbler"), "warren": N_("Command Warren"),
    "ambush": N_("the ambush"), "foil": N_("foiling the ambush"),
    "hits": N_("taking hits"), "lose": N_("choosing what to lose"),
    "hospital": N_("Field Hospitals"), "pay": N_("paying wood"), "wood": N_("placing wood"),
    "recruit": N_("recruiting"), "stage": N_("the battle"),
}

ITEM_CARD_TEXT = N_("Craft: take the {item} from the supply and score {vp} VP.")

# Which table translates the value of each message parameter.
_PARAM_TABLES: dict[str, Mapping[str, str]] = {
    "suit": SUITS, "card_suit": SUITS, "item": ITEM_NAMES, "leader": LEADERS, "building": BUILDINGS,
    "piece": BUILDINGS, "column": COLUMNS, "player": FACTIONS, "step": STEPS,
}


def card_name(code: str) -> str:
    card = _CARDS.get(code)
    return _(card.name) if card else code


def card_text(code: str) -> str:
    """What the card does, in our own words, with its item and VP filled in."""
    card = _CARDS.get(code)
    if card is None:
        return code
    if card.item >= 0:
        item = ITEMS[card.item]
        return _(ITEM_CARD_TEXT).format(item=_(ITEM_NAMES[item]), vp=card.vp)
    return _(card.text) if card.text else ""


def name_of(table: Mapping[str, str], value: Any) -> str:
    return _(table[value]) if value in table else str(value)


# A cost or a row of crafting pieces, as suit names ("any" is the "?").
_SUIT_LIST = {**SUITS, "any": N_("any suit")}


def message(key: str, params: Mapping[str, Any]) -> str:
    """An engine message (key + params) in the current language."""
    values = {}
    for name, value in params.items():
        if name.endswith("_suits"):  # a cost, the pieces one has
            values[name] = ", ".join(name_of(_SUIT_LIST, v) for v in value)
        elif name == "card" or name.endswith("_card"):
            values[name] = card_name(str(value))
        elif name in _PARAM_TABLES:
            values[name] = name_of(_PARAM_TABLES[name], value)
        elif name == "action" and value in COLUMNS:  # a Decree verb ("battle")
            values[name] = name_of(COLUMNS, value)
        else:
            values[name] = value
    template = _(MESSAGES.get(key, key))
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


def refusal(error: IllegalAction) -> tuple[str, str]:
    """(rule number, reason) for a toast: "4.2.1", "You must rule …"."""
    return error.rule, message(error.key, error.params)


def engine_msgids() -> list[tuple[str, str]]:
    """Every English text the engine can show, with where it comes from
    (read by tools/catalogs.py so the catalogs cover the engine)."""
    found: list[tuple[str, str]] = []
    for text in MESSAGES.values():
        found.append((text, "game/woodland/messages.py"))
    for card in CARDS:
        found.append((card.name, "game/woodland/cards.py"))
        if card.text:
            found.append((card.text, "game/woodland/cards.py"))
    return found
