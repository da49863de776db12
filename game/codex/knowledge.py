"""What the other player knows of your face-down cards, and a redeal that keeps it.

A player's hand, face-down workers, face-down discard pile and deck are
hidden from the opponent, and the deck's order from both (spec §2, Codex
p.7: the dead go to the discard "рубашкой вверх"). But some of those cards
went there in full view: a teched codex card, a spell that resolved, a unit
that died, a card Final Smash returned to the hand, an Appel Stomp put on
top of the deck. ``State.known[i]`` records, for a card in a hidden zone,
the zone everybody knows it is in (``IN_HAND``, ``IN_DISCARD``, ``IN_DECK``
somewhere in the deck after a reshuffle, ``ON_TOP`` of the deck), or
``UNKNOWN``. Knowledge only ever fades to ``UNKNOWN`` when a face-down step
could have moved the card (a draw from a deck, a worker hired from a hand),
so it is always true — never a guess.

:func:`redeal` is what a computer player searches on: the same game with
every card a player cannot see dealt again at random, consistently with all
of the above. It depends only on what that player may know and the seed,
never on where the hidden cards really are.
"""

from __future__ import annotations

from game.common.rng import arranged, next_word, seed_state

from .state import State

UNKNOWN, IN_HAND, IN_DISCARD, IN_DECK, ON_TOP = range(5)
ZONE_WORDS = ("", "hand", "discard", "deck", "top")


# --- keeping it (called where cards move) -------------------------------------------


def shown(s: State, i: int, zone: int) -> None:
    """``i`` went into a hidden zone in full view."""
    s.known[i] = zone


def forget(s: State, i: int) -> None:
    s.known[i] = UNKNOWN


def hand_discarded(s: State, p: int) -> None:
    """The whole hand goes to the discard pile: a card known in the hand is
    now known in the discard; the others stay unknown."""
    known = s.known
    for i in s.hand[p]:
        if known[i] == IN_HAND:
            known[i] = IN_DISCARD


def hired_from_hand(s: State, p: int, i: int) -> None:
    """A card goes face down from the hand to the workers: no one else can
    tell which, so no card of that hand is known to be in it any more."""
    known = s.known
    for j in s.hand[p]:
        if known[j] == IN_HAND:
            known[j] = UNKNOWN
    known[i] = UNKNOWN


def reshuffled(s: State, p: int) -> None:
    """The discard pile becomes the deck: cards known there are now known
    to be somewhere in the deck."""
    known = s.known
    for i in s.deck[p]:
        if known[i] == IN_DISCARD:
            known[i] = IN_DECK


def drawn(s: State, p: int, i: int) -> None:
    """``i`` was drawn from the top of ``p``'s deck. A card known on top is
    now known in the hand; any other draw could have been any card of the
    deck, so none of it is known to be there any more."""
    known = s.known
    if known[i] == ON_TOP:
        known[i] = IN_HAND
        return
    known[i] = UNKNOWN
    for j in s.deck[p]:
        if known[j] == IN_DECK:
            known[j] = UNKNOWN


# --- using it -------------------------------------------------------------------------


def hidden_pool(s: State, seat: int) -> list[int]:
    """The cards ``seat`` cannot place exactly, sorted: the opponent's cards
    in hand, workers, discard and deck whose zone is not known, and ``seat``'s
    own deck below any known top cards (whose order nobody knows)."""
    o = 1 - seat
    known = s.known
    pool = [i for zone in (s.hand[o], s.workers[o], s.discard[o], s.deck[o])
            for i in zone if known[i] == UNKNOWN]
    pool += [i for i in s.deck[seat] if known[i] != ON_TOP]
    return sorted(pool)


def unseen(s: State, seat: int) -> dict:
    """The cards ``seat`` cannot see, by code, with the sizes of the hidden
    zones and what is known to be where (for ``Game.view``)."""
    o = 1 - seat
    known = s.known

    def codes(ids: list[int]) -> list[int]:
        return sorted(s.code[i] for i in ids)

    opp_hidden = [i for zone in (s.hand[o], s.workers[o], s.discard[o], s.deck[o])
                  for i in zone if known[i] == UNKNOWN]
    return {
        "opponent": {
            "cards": codes(opp_hidden),
            "sizes": {"hand": len(s.hand[o]), "workers": len(s.workers[o]),
                      "discard": len(s.discard[o]), "deck": len(s.deck[o])},
            "known": {ZONE_WORDS[z]: sorted(i for zone in (s.hand[o], s.discard[o], s.deck[o])
                                            for i in zone if known[i] == z)
                      for z in (IN_HAND, IN_DISCARD, IN_DECK, ON_TOP)},
        },
        "own_deck": codes([i for i in s.deck[seat] if known[i] != ON_TOP]),
    }


def _top(s: State, p: int) -> list[int]:
    """The known top of ``p``'s deck (the last elements), bottom to top."""
    deck = s.deck[p]
    k = len(deck)
    while k and s.known[deck[k - 1]] == ON_TOP:
        k -= 1
    return deck[k:]


def redeal(s: State, seat: int, seed: int) -> State:
    """A copy of ``s`` with every card ``seat`` cannot place dealt again from
    a generator seeded by ``seed``, keeping zone sizes and every known card
    where it is known to be, and a fresh RNG for the rest of the game (the
    real one would predict the decks). Its result depends only on what
    ``seat`` may know: the hidden cards are pooled and sorted before they
    are shuffled, and every zone is rebuilt in a canonical order."""
    r = s.clone()
    rng = seed_state(seed)
    known = r.known
    o = 1 - seat
    pool = [i for zone in (r.hand[o], r.workers[o], r.discard[o], r.deck[o])
            for i in zone if known[i] == UNKNOWN]
    pool.sort()
    pool = arranged(rng, pool)
    at = 0

    def deal(n: int) -> list[int]:
        nonlocal at
        part = pool[at:at + n]
        at += n
        return part

    def keep(zone: list[int], what: int) -> list[int]:
        return sorted(i for i in zone if known[i] == what)

    hand_known = keep(r.hand[o], IN_HAND)
    r.hand[o] = hand_known + deal(len(r.hand[o]) - len(hand_known))
    r.workers[o] = deal(len(r.workers[o]))
    discard_known = keep(r.discard[o], IN_DISCARD)
    r.discard[o] = discard_known + deal(len(r.discard[o]) - len(discard_known))
    for p in (o, seat):
        top = _top(r, p)
        if p == o:
            deck_known = keep(r.deck[o], IN_DECK)
            rest = deck_known + deal(len(r.deck[o]) - len(top) - len(deck_known))
            rest.sort()
        else:  # your own deck: you know what is in it, not in which order
            rest = sorted(i for i in r.deck[p] if known[i] != ON_TOP)
        rng = next_word(rng)[0]
        r.deck[p] = arranged(rng, rest) + top
    r.rng = next_word(rng)[0]
    return r
