"""Scoring, drawing and removing pieces: the small steps every rule shares.

Each function is one step of the general rules (spec §2): scoring checks the
30-VP victory at once (3.1), drawing reshuffles an empty deck, removing a
building sends it back to its track (which here simply means it is no longer
counted on the map), and hits remove warriors before anything else (4.3.4).
"""

from __future__ import annotations

from .cards import PAYS_FOR
from .hidden import may_hold
from .journal import (
    DECK,
    DISCARD,
    HAND,
    add_building,
    add_roost,
    add_warriors,
    add_wood,
    discard_to_deck,
    move_card,
    set_keep,
)
from .knowledge import counted
from .rng import shuffle
from .state import CAT, DESPOT, EYRIE, VP_LIMIT, State

WIN_VP = 30

# Non-warrior pieces that hits or Favors can remove (4.3.4).
CAT_PIECES = ("sawmill", "workshop", "recruiter", "wood", "keep")
EYRIE_PIECES = ("roost",)


def score(s: State, faction: int, n: int, why: str = "") -> None:
    """Score ``n`` VP; reaching 30 wins immediately, even mid-battle (3.1).
    ``why``: a reason the action's own words do not give (``removal``,
    ``battle_removal``, ``despot``), for the log; "" where they do."""
    if n <= 0 or s.winner >= 0:
        return
    s.vp[faction] += n
    s.events.append(("score", faction, n, why))
    if s.vp[faction] >= WIN_VP:
        s.winner = faction
        s.events.append(("won", faction, s.vp[faction]))
        s.phase = "over"
        s.step = "over"
        s.queue = []
        s.battle = None


def lose_vp(s: State, faction: int, n: int) -> None:
    """Lose VP (Humiliate, 7.7.1); the score stays at 0 or more by default,
    and without that floor at -VP_LIMIT or more (the most a position holds:
    from there a win takes a million points)."""
    before = s.vp[faction]
    s.vp[faction] -= n
    if s.vp_floor and s.vp[faction] < 0:
        s.vp[faction] = 0
    elif s.vp[faction] < -VP_LIMIT:
        s.vp[faction] = -VP_LIMIT
    if before > s.vp[faction]:  # what was lost, not asked for: none at 0 with the floor
        s.events.append(("lose_vp", faction, before - s.vp[faction]))


def draw(s: State, faction: int, n: int = 1) -> int:
    """Draw up to ``n`` cards; an empty deck takes the shuffled discard pile
    (then each player can count the other's hand: knowledge.counted).
    Returns how many were drawn. Drawing is irreversible for undo."""
    drawn = 0
    hand, journal = s.hands[faction], s.journal
    for _ in range(n):
        if not s.deck:
            if not s.discard:
                break
            counted(s)  # the deck ran out: each hand is what is not public
            discard_to_deck(s)
            s.rng = shuffle(s.rng, s.deck)
            s.events.append(("shuffle", len(s.deck)))
        card = s.deck.pop()
        hand.append(card)
        drawn += 1
        if journal is not None:  # journal.move_card, inlined: every turn draws
            journal[0].extend(((DECK, card, -1), (HAND + faction, card, 1)))
    if drawn:
        s.irrev += 1
        s.events.append(("draw", faction, drawn))
    return drawn


def spend(s: State, faction: int, card: int) -> None:
    """Move a card from a hand to the discard pile."""
    move_card(s, HAND + faction, DISCARD, card)


def piece_counts(s: State, faction: int, c: int) -> dict[str, int]:
    """The faction's removable non-warrior pieces in ``c`` (buildings, tokens)."""
    if faction == EYRIE:
        return {"roost": s.roost[c]} if s.roost[c] else {}
    out = {}
    for i, name in enumerate(("sawmill", "workshop", "recruiter")):
        if s.bld[i][c]:
            out[name] = s.bld[i][c]
    if s.wood[c]:
        out["wood"] = s.wood[c]
    if s.keep == c:
        out["keep"] = 1
    return out


def remove_piece(s: State, victim: int, c: int, piece: str, scorer: int) -> None:
    """Remove one building or token; the enemy who removed it scores 1 VP
    (3.2.1), and the Despot 1 more with the first one in a battle (7.8), at
    once, so that a tie at 30 goes to whoever reaches it first. Buildings go
    back to their track; a removed keep never returns."""
    if piece == "roost":
        add_roost(s, c, -1)
    elif piece == "wood":
        add_wood(s, c, -1)
    elif piece == "keep":
        set_keep(s, 0)
    else:
        add_building(s, ("sawmill", "workshop", "recruiter").index(piece), c, -1)
    s.events.append(("removed", victim, c, piece, 1))
    if scorer != victim and scorer >= 0:
        score(s, scorer, 1, "battle_removal" if s.battle is not None else "removal")
        b = s.battle  # None once that point won the game
        if b is not None and scorer == EYRIE:
            b["despot"] += 1
            if b["despot"] == 1 and s.leader == DESPOT:
                score(s, EYRIE, 1, "despot")


def remove_warriors(s: State, faction: int, c: int, n: int) -> None:
    """Remove ``n`` warriors to the supply; the Marquise may then use Field
    Hospitals (6.2.3) while the keep stands. She is asked whenever public
    facts allow a card matching ``c`` in her hand (1.2.1), whatever it holds."""
    if n <= 0:
        return
    add_warriors(s, faction, c, -n)
    s.events.append(("removed", faction, c, "warrior", n))
    if faction == CAT and s.keep and may_hold(s, CAT, PAYS_FOR[s.geo.suit[c]]):
        s.queue.append(("hospital", c, n))


def deal_hits(s: State, victim: int, c: int, hits: int, scorer: int) -> None:
    """4.3.4: all warriors first, then buildings/tokens.

    The warriors go at once, so a Field Hospitals decision they raise is
    queued (and taken) before any building or token goes: the keep still
    stands when it is asked. Each hit beyond the warriors present is dealt
    to a building or token; warriors Field Hospitals puts back later do not
    take those hits. The victim chooses among different kinds when there is
    a real choice (two or more kinds, fewer hits than pieces), even when
    the points would win the game. Behind a pending decision the removal is
    queued too, so pieces go (and points score) in the order hits were dealt:
    the attacker's hits, dealt first, win a tie (3.1, the current player)."""
    if hits <= 0:
        return
    w = s.warriors[victim][c]
    k = hits if hits < w else w
    remove_warriors(s, victim, c, k)
    hits -= k
    if hits:
        pieces = piece_counts(s, victim, c)
        if not pieces:
            return
        if s.queue or (len(pieces) > 1 and hits < sum(pieces.values())):
            s.queue.append(("lose", victim, c, hits, scorer))
            return
        for piece, count in pieces.items():
            for _ in range(min(count, hits)):
                remove_piece(s, victim, c, piece, scorer)
                hits -= 1
                if s.winner >= 0:
                    return


def remove_all_enemies(s: State, faction: int, suit: int) -> None:
    """Favor of the Foxes / Rabbits / Mice: remove every enemy piece in the
    clearings of ``suit``; the crafter scores 1 VP per building or token.

    The Favor removes everything at once (it deals no hits, so 4.3.4's
    warriors-first order does not apply): Field Hospitals needs a keep that
    survives the Favor, whichever clearing comes first."""
    enemy = 1 - faction
    where = s.geo.by_suit[suit]
    for c in where:
        for piece, count in piece_counts(s, enemy, c).items():
            for _ in range(count):
                remove_piece(s, enemy, c, piece, faction)
                if s.winner >= 0:
                    return
    for c in where:
        remove_warriors(s, enemy, c, s.warriors[enemy][c])

