"""Whole-game invariants checked after every action of random games."""

from __future__ import annotations

from collections import Counter

from game.woodland.cards import CARDS, ITEM_SUPPLY
from game.woodland.game import Game
from game.woodland.state import (
    BUILDINGS_PER_TYPE,
    ROOST_LIMIT,
    WARRIOR_LIMIT,
    WOOD_LIMIT,
)


def check_invariants(game: Game) -> None:
    """Every piece, card (50) and item (12) exactly once; no slot over-filled;
    VP >= 0 (with the VP floor); a decision exists until the game ends; the
    position round-trips."""
    s = game.state
    clearings = s.geo.clearings
    for f in (0, 1):
        assert all(s.warriors[f][c] >= 0 for c in clearings)
        assert sum(s.warriors[f]) <= WARRIOR_LIMIT[f]
        assert s.vp[f] >= 0 or not s.vp_floor  # without the floor VP may go below 0
    for k in range(3):
        assert all(s.bld[k][c] >= 0 for c in clearings)
        assert sum(s.bld[k]) <= BUILDINGS_PER_TYPE
    assert all(s.wood[c] >= 0 for c in clearings) and sum(s.wood) <= WOOD_LIMIT
    assert all(s.roost[c] in (0, 1) for c in clearings) and sum(s.roost) <= ROOST_LIMIT
    assert all(s.free_slots(c) >= 0 for c in clearings), "slot over-filled"
    if s.keep:
        assert not s.roost[s.keep]
    cards = Counter(
        s.deck
        + s.discard
        + s.hands[0]
        + s.hands[1]
        + s.crafted[0]
        + s.crafted[1]
        + [c for col in s.decree for c in col]
    )
    if s.battle is not None and s.battle["ambush"] >= 0:
        cards[s.battle["ambush"]] += 1
    assert all(cards[i] == card.count for i, card in enumerate(CARDS)), "card lost or doubled"
    for i, total in enumerate(ITEM_SUPPLY):
        assert s.items[0][i] + s.items[1][i] + s.item_supply[i] == total
        assert s.item_supply[i] >= 0
    for f in (0, 1):
        assert len(set(s.crafted[f])) == len(s.crafted[f])
    leaders = s.leaders_up + s.leaders_down + ([s.leader] if s.leader >= 0 else [])
    assert sorted(leaders) == [0, 1, 2, 3]
    if game.is_over:
        assert game.legal_actions() == []
        assert max(s.vp) >= 30
    else:
        assert game.legal_actions(), f"no decision at {s.step}"
        assert max(s.vp) < 30
    loaded = Game.from_position(game.board, game.to_position())
    assert loaded.to_json() == game.to_json()
