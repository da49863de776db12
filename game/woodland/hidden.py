"""Hidden information (1.2.1): whether the engine stops to ask is public.

A hand is secret; only its size is public. If the engine asked a player a
question only when their hand held a usable card (an ambush, a card for
Field Hospitals, a bird for Hawks for Hire...), the other player would learn
what is in that hand by seeing whether the game waits. So every decision
whose alternatives come from a hand is asked of its owner whenever *public
facts* allow that the hand holds a usable card — even when it does not, and
the only answer is ``pass`` or ``end``.

Public facts are what both players see: hand sizes, the discard pile,
crafted cards, the Decree, the pieces. A card type "may be in a hand" when
some copy of it is not in one of those public places, i.e. it is in the deck
or in a hand (:func:`unseen`); the test reads the hidden places but its
answer only depends on the public ones (50 cards, each somewhere). What one
player privately knows (their own hand, a Codebreakers peek, a stolen card)
is never used, or the question itself would tell the other player about it.

:func:`hidden_choice` names, for the current decision, whether its
alternatives may come from the decider's hand: ``rules.advance`` never takes
such a decision automatically, even with a single legal answer.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import gt

from .cards import BIRD, PAYS_FOR, SUIT_OF
from .state import CAT, SAWMILL, WOOD_LIMIT, State

BIRD_CARDS = frozenset(card for card in range(len(SUIT_OF)) if SUIT_OF[card] == BIRD)


def unseen(s: State, card: int) -> bool:
    """May a copy of ``card`` be in a hand, as far as both players can tell
    (not every copy is in the discard pile, a play area or the Decree)?"""
    return card in s.deck or card in s.hands[0] or card in s.hands[1]


def may_hold(s: State, faction: int, cards: Iterable[int]) -> bool:
    """May ``faction``'s hand hold one of ``cards``, from public facts only
    (hand size and which copies are public)?"""
    if not s.hands[faction]:
        return False
    return any(unseen(s, card) for card in cards)


def _cat_daylight(s: State) -> bool:
    """Marquise Daylight: crafting, Overwork and Hawks for Hire use the hand."""
    if not s.hands[CAT] or s.march:  # the March's second move is public
        return False
    if not s.acted and any(map(gt, s.bld[1], s.used)):
        return True  # a workshop is free: a card may be craftable
    if s.actions:
        if WOOD_LIMIT - sum(s.wood) > 0:
            saw = s.bld[SAWMILL]
            suits = {s.geo.suit[c] for c in s.geo.clearings if saw[c]}
            return any(may_hold(s, CAT, PAYS_FOR[suit]) for suit in suits)
        return False
    return may_hold(s, CAT, BIRD_CARDS)


def _eyrie_daylight(s: State) -> bool:
    """Eyrie Daylight: crafting (before the Decree) uses the hand."""
    return not s.acted and bool(s.hands[1]) and any(map(gt, s.roost, s.used))


def hidden_choice(s: State) -> bool:
    """May the current decision's alternatives come from the decider's
    hidden hand (so it must be asked even with a single legal answer)?

    Ambush, foil and Field Hospitals are only reached when public facts
    allow a usable card (``battle.battle_step``, ``pieces.remove_warriors``),
    so reaching them is enough. The other cases are the steps where a hand
    adds alternatives: Daylight (crafting, Overwork, Hawks for Hire), adding
    to the Decree and discarding down to five."""
    if s.queue:
        return s.queue[0][0] == "hospital"
    b = s.battle
    if b is not None:
        return b["stage"] in ("ambush", "foil")
    step = s.step
    if step == "daylight":
        return _cat_daylight(s) if s.turn == CAT else _eyrie_daylight(s)
    if step == "decree":
        return bool(s.hands[1])
    return step == "discard"
