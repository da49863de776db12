"""Moving cards and pieces, with a note of each change when a state asks for one.

Why: Rootlog (:mod:`game.woodland.rootlog`) needs to know, after every engine
step of every action it tries, which cards and pieces moved. Comparing a copy
of the whole state after each step cost about a third of an import
(docs/performance.md, "Rootlog"). So every change of a card list or of a
piece count goes through one of these functions, which notes it in
``State.journal`` when the state carries one. A state in play carries none
(None), so the rules pay one test per change.

A journal is a pair of lists ``(cards, pieces)``:

- card entries ``(place, card type, +1 or -1)``, a place being an index into
  :meth:`State.card_lists` (:data:`DECK`, :data:`DISCARD`, :data:`HAND` +
  faction, :data:`CRAFTED` + faction, :data:`DECREE` + column);
- piece entries ``(group, clearing, change)``, a group being
  :data:`WARRIORS` + faction, :data:`BUILDINGS` + building kind,
  :data:`ROOSTS`, :data:`WOOD` or :data:`KEEP` (the keep enters a clearing
  with +1 and leaves it with -1).

The same functions keep what each player knows of the other's hand
(:mod:`game.woodland.knowledge`): every card that leaves a hand leaves it
here, face up.

Reading a journal is the reader's business (Rootlog nets the entries of a
step into what it writes); the engine only keeps it complete, which
``tests/woodland/test_journal.py`` checks against whole-state comparisons
at every step of many games.
"""

from __future__ import annotations

from .knowledge import left_hand, taken
from .state import State

DECK, DISCARD, HAND, CRAFTED, DECREE = 0, 1, 2, 4, 6
WARRIORS, BUILDINGS, ROOSTS, WOOD, KEEP = 0, 2, 5, 6, 7


def move_card(s: State, src: int, dst: int, card: int | None = None, at: int = -1) -> int:
    """Move ``card`` (else the card at index ``at``) from one card list to
    the end of another; returns the card moved."""
    lists = s.card_lists()
    if card is None:
        card = lists[src].pop(at)
    else:
        lists[src].remove(card)
    lists[dst].append(card)
    if src == HAND or src == HAND + 1:
        left_hand(s, src - HAND, card)
        if dst == HAND or dst == HAND + 1:  # Stand and Deliver!
            taken(s, src - HAND, card)
    j = s.journal
    if j is not None:
        j[0].extend(((src, card, -1), (dst, card, 1)))
    return card


def set_aside(s: State, src: int, card: int) -> None:
    """Take a card out of every list for a while (an ambush being resolved)."""
    s.card_lists()[src].remove(card)
    if src == HAND or src == HAND + 1:
        left_hand(s, src - HAND, card)
    j = s.journal
    if j is not None:
        j[0].append((src, card, -1))


def put_card(s: State, dst: int, card: int) -> None:
    """Put back a card that was set aside (:func:`set_aside`)."""
    s.card_lists()[dst].append(card)
    j = s.journal
    if j is not None:
        j[0].append((dst, card, 1))


def discard_to_deck(s: State) -> None:
    """The discard pile becomes the deck (to be shuffled by the caller)."""
    j = s.journal
    if j is not None:
        j[0].extend([(DISCARD, t, -1) for t in s.discard] + [(DECK, t, 1) for t in s.discard])
    s.deck = s.discard
    s.discard = []


def add_warriors(s: State, faction: int, c: int, n: int) -> None:
    """Put ``n`` warriors in clearing ``c`` (take them away if negative)."""
    s.warriors[faction][c] += n
    j = s.journal
    if j is not None:
        j[1].append((WARRIORS + faction, c, n))


def add_building(s: State, kind: int, c: int, n: int) -> None:
    """A Marquise building of ``kind`` (sawmill, workshop, recruiter) more or less."""
    s.bld[kind][c] += n
    j = s.journal
    if j is not None:
        j[1].append((BUILDINGS + kind, c, n))


def add_roost(s: State, c: int, n: int) -> None:
    s.roost[c] += n
    j = s.journal
    if j is not None:
        j[1].append((ROOSTS, c, n))


def add_wood(s: State, c: int, n: int) -> None:
    s.wood[c] += n
    j = s.journal
    if j is not None:
        j[1].append((WOOD, c, n))


def set_keep(s: State, c: int) -> None:
    """The keep moves to clearing ``c`` (0: off the map for good)."""
    old = s.keep
    s.keep = c
    j = s.journal
    if j is not None and old != c:
        if old:
            j[1].append((KEEP, old, -1))
        if c:
            j[1].append((KEEP, c, 1))
