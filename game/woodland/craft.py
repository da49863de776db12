"""4.1 Craft: activate crafting pieces whose clearing suits pay a card's cost.

Crafting pieces are workshops (Marquise, 6.2.1) and roosts (Eyrie, 7.2.1);
each piece is activated at most once per turn (4.1.1, counted in
``State.used``). An action names the card and the clearings of the pieces
it activates (``craft anvil 8``); two pieces in one clearing are named twice.
"""

from __future__ import annotations

from .actions import Action
from .cards import (
    AMBUSH,
    ANY,
    CARD_INDEX,
    CARDS,
    FAVOR,
    FAVOR_SUIT,
    ITEM,
    ITEMS,
    PERSISTENT,
    SUITS,
)
from .errors import IllegalAction
from .journal import CRAFTED, HAND, move_card
from .pieces import remove_all_enemies, score, spend
from .state import BUILDER, CAT, State


def _crafting_sources(s: State, faction: int) -> list[int]:
    """Each clearing's crafting pieces of ``faction``: workshops, or roosts."""
    return s.bld[1] if faction == CAT else s.roost


def crafting_pieces(s: State, faction: int) -> list[int]:
    """Unused crafting pieces as a sorted list of clearings (with repeats)."""
    source = _crafting_sources(s, faction)
    used = s.used
    out: list[int] = []
    for c in s.geo.clearings:
        free = source[c] - used[c]
        if free > 0:
            out.extend([c] * free)
    return out


_PAYMENTS: dict[tuple, list[tuple[int, ...]]] = {}
# A cost symbol as a refusal names it: a suit, or "any" for the "?" (ANY).
_COST_NAMES = SUITS + ("any",)


def payments(pieces: list[int], suit_of: tuple[int, ...], cost: tuple[int, ...]
             ) -> list[tuple[int, ...]]:
    """Sorted distinct multisets of pieces paying ``cost``, memoised: the
    same few workshop/roost layouts come back turn after turn."""
    key = (tuple(pieces), suit_of, cost)
    hit = _PAYMENTS.get(key)
    if hit is None:
        if len(_PAYMENTS) > 20_000:
            _PAYMENTS.clear()
        hit = _PAYMENTS[key] = sorted(_payments(pieces, suit_of, cost))
    return hit


def _payments(pieces: list[int], suit_of: tuple[int, ...], cost: tuple[int, ...]
              ) -> set[tuple[int, ...]]:
    """All distinct multisets of pieces that pay ``cost`` (4.1.1)."""
    order = sorted(cost, key=lambda x: (x == ANY, x))
    results: set[tuple[int, ...]] = set()
    n = len(pieces)
    taken = [False] * n
    chosen: list[int] = []

    def go(i: int, start: int) -> None:
        if i == len(order):
            results.add(tuple(sorted(chosen)))
            return
        sym = order[i]
        lo = start if i > 0 and order[i - 1] == sym else 0
        for j in range(lo, n):
            if taken[j]:
                continue
            c = pieces[j]
            if sym != ANY and suit_of[c] != sym:
                continue
            taken[j] = True
            chosen.append(c)
            go(i + 1, j + 1)
            chosen.pop()
            taken[j] = False

    go(0, 0)
    return results


def fixed_item_vp(s: State, faction: int) -> int | None:
    """What crafting an item scores ``faction``, when it is not the VP the
    card shows (None): 7.2.3 Disdain for Trade, the Eyrie score 1 VP per
    item, unless their leader is the Builder (7.8)."""
    return None if faction == CAT or s.leader == BUILDER else 1


def craftable_problem(s: State, faction: int, card: int) -> IllegalAction | None:
    """Card-level reasons a card cannot be crafted (4.1.2, 4.1.4, ambush)."""
    ct = CARDS[card]
    if ct.kind == AMBUSH:
        return IllegalAction("4.1", "craft.ambush", card=ct.code)
    if ct.kind == ITEM and s.item_supply[ct.item] <= 0:
        return IllegalAction("4.1.2", "craft.no_item", card=ct.code, item=ITEMS[ct.item])
    if ct.kind == PERSISTENT and card in s.crafted[faction]:
        return IllegalAction("4.1.4", "craft.duplicate", card=ct.code)
    return None


def _craftable(s: State, faction: int, card: int) -> bool:
    """``craftable_problem(s, faction, card) is None`` without building the
    refusal: the legal-action generator asks this for every card in hand."""
    ct = CARDS[card]
    kind = ct.kind
    if kind == AMBUSH:
        return False
    if kind == ITEM:
        return s.item_supply[ct.item] > 0
    return kind != PERSISTENT or card not in s.crafted[faction]


# (geometry, pieces, card) -> the craft actions paying that card with those
# pieces. The same few workshop/roost layouts come back turn after turn, so
# the actions are built once and shared (they are immutable).
_CRAFTS: dict[tuple, list[Action]] = {}


def craft_actions(s: State, faction: int) -> list[Action]:
    """Every legal ``craft`` action for the faction's unused pieces."""
    hand = s.hands[faction]
    if not hand:
        return []
    pieces = crafting_pieces(s, faction)
    if not pieces:
        return []
    out: list[Action] = []
    geo = s.geo
    layout = tuple(pieces)
    n = len(pieces)
    for card in sorted(set(hand)):
        if len(CARDS[card].cost) > n or not _craftable(s, faction, card):
            continue
        key = (geo, layout, card)
        acts = _CRAFTS.get(key)
        if acts is None:
            if len(_CRAFTS) > 20_000:
                _CRAFTS.clear()
            ct = CARDS[card]
            acts = _CRAFTS[key] = [Action("craft", (ct.code,) + pay)
                                   for pay in payments(pieces, geo.suit, ct.cost)]
        out += acts
    return out


def craft_problem(s: State, faction: int, args: tuple) -> IllegalAction | None:
    """Explain a refused ``craft`` (the card and the pieces named)."""
    code, clearings = args[0], args[1:]
    card = CARD_INDEX.get(code)
    if card is None:
        return IllegalAction("notation", "card.unknown", card=code)
    if card not in s.hands[faction]:
        return IllegalAction("4.1", "card.not_in_hand", card=code)
    problem = craftable_problem(s, faction, card)
    if problem:
        return problem
    ct = CARDS[card]
    pieces = crafting_pieces(s, faction)
    if not clearings and not payments(pieces, s.geo.suit, ct.cost):
        # A card dropped on the crafting area names no pieces: say what the
        # card costs and what the unused pieces could pay (4.1.1).
        cost = tuple(_COST_NAMES[x] for x in ct.cost)
        if not pieces:
            # none at all on the map, or all of them used this turn: two
            # different answers (play-testing: "left unused this turn" read
            # as if a workshop had been used, when there was none)
            source = _crafting_sources(s, faction)
            if not any(source[c] for c in s.geo.clearings):
                return IllegalAction("4.1.1", "craft.no_pieces", card=code, cost_suits=cost)
            return IllegalAction("4.1.1", "craft.no_pieces_left", card=code)
        have = tuple(SUITS[s.geo.suit[c]] for c in pieces)
        return IllegalAction("4.1.1", "craft.cannot_pay", card=code, cost_suits=cost,
                             have_suits=have)
    if len(clearings) != len(ct.cost):
        return IllegalAction("4.1.1", "craft.wrong_piece_count", card=code, need=len(ct.cost))
    for c in clearings:
        if c not in pieces:
            return IllegalAction("4.1.1", "craft.no_piece", clearing=c)
        pieces.remove(c)
    if tuple(sorted(clearings)) not in _payments(sorted(clearings), s.geo.suit, ct.cost):
        return IllegalAction("4.1.1", "craft.wrong_suits", card=code)
    return None


def do_craft(s: State, faction: int, args: tuple) -> None:
    """Activate the pieces and resolve the card (4.1.2 / 4.1.3)."""
    card = CARD_INDEX[args[0]]
    for c in args[1:]:
        s.used[c] += 1
    ct = CARDS[card]
    if ct.kind == PERSISTENT:
        move_card(s, HAND + faction, CRAFTED + faction, card)
        return
    spend(s, faction, card)
    if ct.kind == ITEM:
        s.item_supply[ct.item] -= 1
        s.items[faction][ct.item] += 1
        fixed = fixed_item_vp(s, faction)
        score(s, faction, ct.vp if fixed is None else fixed)
    elif ct.kind == FAVOR:
        remove_all_enemies(s, faction, FAVOR_SUIT[card])
