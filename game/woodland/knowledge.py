"""What each player knows of the other's hand, and a redeal that keeps it.

Hands are secret, the deck's order is hidden from both, the discard pile is
public (Law 1.2.1). But some cards of the other hand are known:

* a card Stand and Deliver! took from you is in the taker's hand (you saw
  which card went);
* Codebreakers shows the whole hand at that moment;
* when the deck runs out and the discard pile is shuffled into it, every
  card that is not public is in one of the two hands: each player can count
  the other's hand exactly.

``State.known[f]`` is the sorted tuple of card types ``f`` knows are in the
other hand (a multiset: cards of one type are alike). Every card that leaves
a hand in Root goes face up — crafted, spent (Overwork, Hawks for Hire,
Field Hospitals, a foil), discarded, added to the Decree, played as an
ambush, or taken by Stand and Deliver! in front of both — so a known card is
forgotten exactly when a card of its type is seen leaving that hand. No step
moves a card out of a hand face down, so nothing ever fades: the record is
always true, never a guess. A draw adds unknown cards and changes nothing
known. It is kept where the cards move (:mod:`game.woodland.journal`,
:func:`game.woodland.pieces.draw`, :func:`game.woodland.abilities.codebreakers`)
and, like the cards themselves, it never changes what the rules ask of whom
(:mod:`game.woodland.hidden` reads public facts only).

:func:`redeal` is what a computer player searches on: the same game with
every card a player cannot place dealt again at random, consistently with
all of the above. It depends only on what that player may know and the
seed, never on where the hidden cards really are.
"""

from __future__ import annotations

from game.common.rng import arranged

from .cards import CODES
from .rng import seed_state
from .state import State

# --- keeping it (called where cards move) -------------------------------------------


def left_hand(s: State, f: int, card: int) -> None:
    """A card of type ``card`` left ``f``'s hand face up: the other player
    knows one copy fewer of it there (if they knew of one)."""
    known = s.known
    theirs = known[1 - f]
    if card in theirs:
        i = theirs.index(card)
        theirs = theirs[:i] + theirs[i + 1:]
        s.known = (known[0], theirs) if f == 0 else (theirs, known[1])


def taken(s: State, victim: int, card: int) -> None:
    """Stand and Deliver!: ``card`` went from ``victim``'s hand into the
    taker's; the victim saw which, so they know it is there. (The taker's
    own record of the victim's hand is kept by :func:`left_hand`.)"""
    known = s.known
    mine = tuple(sorted(known[victim] + (card,)))
    s.known = (mine, known[1]) if victim == 0 else (known[0], mine)


def peeked(s: State, f: int) -> None:
    """Codebreakers: ``f`` has seen the whole other hand."""
    seen = tuple(sorted(s.hands[1 - f]))
    s.known = (seen, s.known[1]) if f == 0 else (s.known[0], seen)


def counted(s: State) -> None:
    """The deck ran out: every card not in a public place is in a hand, so
    each player knows the other's hand exactly (called as the discard pile
    becomes the deck, before it is drawn from)."""
    s.known = (tuple(sorted(s.hands[1])), tuple(sorted(s.hands[0])))


# --- using it -------------------------------------------------------------------------


def hidden_pool(s: State, seat: int) -> list[int]:
    """The cards ``seat`` cannot place, sorted: the other hand except the
    cards known to be in it, and the deck (whose order nobody knows)."""
    pool = s.hands[1 - seat] + s.deck
    for card in s.known[seat]:
        pool.remove(card)
    pool.sort()
    return pool


def unseen(s: State, seat: int) -> dict:
    """The cards ``seat`` cannot see, by code (sorted), the sizes of the
    hidden zones and the cards known to be in the other hand (for
    ``Game.view``)."""
    return {
        "cards": sorted(CODES[c] for c in hidden_pool(s, seat)),
        "sizes": {"hand": len(s.hands[1 - seat]), "deck": len(s.deck)},
        "known": sorted(CODES[c] for c in s.known[seat]),
    }


def problem(s: State) -> tuple[int, str] | None:
    """The first faction whose record is untrue (a known card not in the
    other hand) with the card's code, or None (for the position reader)."""
    for f in (0, 1):
        hand = list(s.hands[1 - f])
        for card in s.known[f]:
            if card not in hand:
                return f, CODES[card]
            hand.remove(card)
    return None


def redeal(s: State, seat: int, seed: int) -> State:
    """A copy of ``s`` with every card ``seat`` cannot place dealt again from
    ``seed``: the hidden pool (:func:`hidden_pool`), sorted, is put in a
    random order; the other hand takes the known cards and the first of it
    (sorted: a canonical order), the deck the rest. Zone sizes stay, and the
    copy gets a fresh generator seeded from ``seed`` (the real one would
    predict the deck and the dice). Its result depends only on what
    ``seat`` may know and ``seed``."""
    r = s.clone()
    rng = seed_state(seed)
    pool = arranged(rng, hidden_pool(s, seat))
    o = 1 - seat
    known = s.known[seat]
    k = len(s.hands[o]) - len(known)
    hand = pool[:k]
    hand += known
    hand.sort()
    r.hands[o] = hand
    r.deck = pool[k:]
    r.rng = rng
    return r
