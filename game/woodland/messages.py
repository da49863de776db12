"""Message keys of every refusal, with their English default texts.

The UI translates ``key`` (en, ru catalogs) and fills ``{params}``; this
table is the one place the English wording lives. Keys are grouped by the
rule area they explain; the rule number travels separately on
:class:`~game.woodland.errors.IllegalAction`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

MESSAGES: dict[str, str] = {
    # notation / general
    "action.malformed": "This is not an action: {text}.",
    "action.unknown_verb": "Unknown action '{verb}'.",
    "action.bad_arguments": "Wrong arguments for '{verb}': {text}.",
    "action.not_now": "'{action}' cannot be taken now ({step}).",
    "turn.not_your_decision": "It is not {player}'s decision now.",
    "undo.nothing": "Nothing to undo since the last irreversible step.",
    "game.over": "The game is over.",
    "board.no_such_clearing": "There is no clearing {clearing}.",
    "suit.unknown": "Unknown suit '{suit}'.",
    "building.unknown": "Unknown building '{building}'.",
    "card.unknown": "Unknown card '{card}'.",
    "leader.unknown": "Unknown leader '{leader}'.",
    # cards in general
    "card.not_in_hand": "You do not hold {card}.",
    "card.wrong_suit": "{card} is a {card_suit} card and does not match {suit} "
                       "(birds are wild).",
    "card.not_crafted": "You have not crafted {card}.",
    "card.already_used": "{card} has already been used this phase.",
    "card.birdsong_only": "{card} is used in Birdsong.",
    "card.daylight_only": "{card} is used in Daylight.",
    "card.target_no_cards": "{card}: the other player has no cards.",
    "card.sappers_defender_only": "Sappers is used only as the defender.",
    "card.brutal_attacker_only": "Brutal Tactics is used only as the attacker.",
    "tax.no_warrior": "Tax Collector: you have no warrior in clearing {clearing}.",
    # 4.1 craft
    "craft.ambush": "Ambush cards cannot be crafted.",
    "craft.no_item": "The {item} for {card} is not in the supply.",
    "craft.duplicate": "You already have {card} in your play area.",
    "craft.wrong_piece_count": "{card} needs {need} crafting pieces.",
    "craft.no_piece": "No unused crafting piece in clearing {clearing}.",
    "craft.wrong_suits": "Those crafting pieces do not pay the cost of {card}.",
    "craft.no_pieces_left": "No crafting piece is left unused this turn to pay {card}.",
    "craft.no_pieces": "{card} costs {cost_suits}, and you have no crafting piece on the map "
                       "(the Marquise's workshops, the Eyrie's roosts).",
    "craft.cannot_pay": "{card} costs {cost_suits}; your unused crafting pieces are {have_suits}.",
    "craft.after_actions": "Crafting comes before the Daylight actions.",
    "craft.after_decree": "Crafting comes before resolving the Decree.",
    "craft.eyrie_in_daylight": "The Eyrie craft in Daylight, before resolving the Decree.",
    # 4.2 move
    "move.at_least_one": "Move at least one warrior.",
    "move.not_enough_warriors": "You have {have} warriors in clearing {clearing}, not {count}.",
    "move.not_adjacent": "Clearing {destination} is not connected to {origin} by a path.",
    "move.must_rule": "You must rule the origin ({origin}) or the destination ({destination}).",
    # 4.3 battle
    "battle.no_warriors": "You have no warriors in clearing {clearing}.",
    "battle.no_defender": "The other player has no pieces in clearing {clearing}.",
    "battle.ambush_suit": "A {suit} ambush does not match clearing {clearing}.",
    "battle.not_ambush_time": "Only the defender may ambush, before the dice.",
    "battle.not_foil_time": "Only the attacker may foil an ambush, right after it.",
    "battle.not_effects_time": "Battle effects are used after the dice.",
    "battle.not_order_time": "The attacker chooses who uses effects first only after the "
                             "dice, when both sides can use one.",
    "battle.choose_order_first": "The attacker first chooses who uses effects first.",
    "battle.unknown_side": "Unknown side '{side}' (attacker or defender).",
    "hits.no_such_piece": "You have no {piece} to lose in this clearing.",
    # Marquise
    "setup.keep_corner": "The keep goes in a corner clearing, not {clearing}.",
    "setup.already_placed": "The starting {building} is already placed.",
    "setup.near_keep": "Starting buildings go in or next to the keep's clearing, not "
                       "{clearing}.",
    "keep.no_placing": "Only the Marquise may place pieces in the keep's clearing ({clearing}).",
    "actions.none_left": "You have no actions left (spend a bird card for another).",
    "recruit.once_per_turn": "You may recruit only once per turn.",
    "recruit.no_recruiters": "You have no recruiters on the map.",
    "build.must_rule": "You must rule clearing {clearing} to build there.",
    "build.no_slot": "Clearing {clearing} has no open building slot.",
    "build.track_empty": "All your {building}s are on the map.",
    "build.not_enough_wood": "Building here costs {cost} wood; only {have} is connected.",
    "build.no_wood": "Building here costs {cost} wood, and no wood is connected to this clearing "
                     "through clearings you rule.",
    "build.wood_not_connected": "Wood in clearing {clearing} is not connected through "
                                "clearings you rule.",
    "overwork.no_sawmill": "You have no sawmill in clearing {clearing}.",
    "overwork.no_wood": "There is no wood left in the supply.",
    "hawks.bird_only": "Only a bird card buys an extra action ({card} is not one).",
    "hawks.actions_left": "Use your remaining actions first.",
    "march.unfinished": "Finish the March first: its second move, or pass (“{action}” must wait).",
    "supply.no_warriors": "Not enough warriors in your supply.",
    "supply.no_roosts": "No roosts left on your track.",
    # Eyrie
    "leader.not_available": "The {leader} is not a face-up leader.",
    "decree.must_add": "You must add at least one card to the Decree.",
    "decree.at_most_two": "You may add at most two cards to the Decree.",
    "decree.one_bird": "At most one of the added cards may be a bird.",
    "decree.closed": "Cards are added to the Decree only in the Eyrie's Birdsong, before A "
                     "New Roost.",
    "decree.unknown_column": "Unknown Decree column '{column}'.",
    "decree.done": "The Decree is already resolved.",
    "decree.wrong_column": "Resolve the {column} column now, not {action}.",
    "decree.name_suit": "Name the suit of the Decree card you resolve.",
    "decree.no_such_card": "No unresolved {suit} card in the {column} column.",
    "decree.suit_mismatch": "Clearing {clearing} does not match a {suit} card.",
    "decree.unresolved": "The Decree is not resolved yet (now: {column}).",
    "recruit.needs_roost": "Recruit only in a clearing with a roost; clearing {clearing} has none.",
    "build.roost_there": "Clearing {clearing} already has a roost.",
    "roost.fewest_warriors": "A New Roost goes in a clearing with the fewest warriors where "
                             "it fits, not {clearing}.",
    "turmoil.not_yet": "Every card left in this Decree column can be resolved now: no turmoil.",
    # Rootlog records (game/woodland/rootlog.py); a refused action in a record
    # carries the engine's own key instead
    "rootlog.error": "{problem}",
    "rootlog.syntax": "{problem}",
    "rootlog.mismatch": "{problem}",
}


def render(key: str, params: Mapping[str, Any]) -> str:
    """English text of a message (unknown keys show as themselves)."""
    text = MESSAGES.get(key, key)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text
