"""Perft-style counts: the number of legal action sequences of depth N from
fixed positions. Any change to the move generator shows up here; when a
change is intended, re-derive the numbers and say why in the commit."""

from __future__ import annotations

import pytest

from game.woodland.game import Game

from .scenario import Scenario


def perft(game: Game, depth: int) -> int:
    if depth == 0 or game.is_over:
        return 1
    total = 0
    for action in game.legal_actions():
        child = game.clone()
        child.track_undo = False
        child.apply(action)
        total += perft(child, depth - 1)
    return total


def setup_start(board):
    """Depth 2 by hand: 4 corners x 3 building types x 4 clearings (the keep's
    and its 3 neighbours, all with a free slot) = 48."""
    return Game.new(board, seed=0)


def marquise_midgame(board):
    """Depth 1: 32 moves, battle 12, recruit, 6 builds, 3 overworks, end = 44.
    Depth 2 was 1775 while a March could be interrupted; since 1.4 (a March
    is one action) the 32 first moves are followed only by the second moves
    or ``pass``, not by the other actions (battle, recruit, builds,
    overworks, end: 375 over the 32 moves) they used to allow:
    1775 - 375 + 32 = 1432. The 12 other first
    actions keep their children (battle 12 still asks the Eyrie, who may
    hold a fox ambush: ambush fox or pass)."""
    return (
        Scenario(board)
        .marquise_turn()
        .keep(1)
        .warriors(marquise={1: 3, 5: 2, 9: 2, 10: 1, 12: 2}, eyrie={3: 4, 11: 2, 12: 1})
        .sawmill(1, 9)
        .workshop(5)
        .recruiter(10)
        .roost(3, 11)
        .wood(9)
        .hand(marquise=["anvil", "bake_sale", "ambush_bird"], eyrie=["ambush_fox", "sword"])
        .game()
    )


def eyrie_decree(board):
    return (
        Scenario(board)
        .eyrie_turn()
        .leader("commander")
        .keep(1)
        .warriors(marquise={1: 3, 5: 2, 12: 2}, eyrie={3: 4, 11: 2, 12: 2})
        .sawmill(1)
        .workshop(5)
        .roost(3, 11)
        .decree(move=["anvil"], battle=["bake_sale"])
        .hand(marquise=["ambush_fox"], eyrie=["sword"])
        .game()
    )


@pytest.mark.parametrize(
    ("make", "counts"),
    [
        (setup_start, [4, 48, 336]),
        (marquise_midgame, [44, 1432]),
        (eyrie_decree, [38, 494]),
    ],
)
def test_perft(board, make, counts):
    game = make(board)
    got = [perft(game, d) for d in range(1, len(counts) + 1)]
    assert got == counts


def test_7_4_2_perft_adding_to_the_decree(board):
    """Hand anvil, sword, armorers (bird): 3 cards x 4 columns = 12; after any
    first card, the 2 others x 4 columns + end = 9 (the bird limit only bites
    on a second bird): 12 x 9 = 108."""
    game = Scenario(board).eyrie_birdsong().hand(eyrie=["anvil", "sword", "armorers"]).game()
    assert [perft(game, d) for d in (1, 2)] == [12, 108]


def test_7_7_perft_turmoil_as_a_choice(board):
    """Move column: fox card + bird Vizier, 2 warriors in 5 (rabbit).
    Depth 1: the bird moves 5->1 / 5->2 of 1 or 2 warriors (4) + turmoil = 5.
    Depth 2: turmoil -> 3 face-up leaders; after 5->1 the fox card moves from
    1 to 5, 9 or 10 (3 with one warrior, 6 with two); after 5->2 the fox card
    is stuck, turmoil is forced -> 3 leaders each: 3 + 3 + 6 + 3 + 3 = 18."""
    game = Scenario(board).fox_card_in_move().game()
    assert [perft(game, d) for d in (1, 2)] == [5, 18]
