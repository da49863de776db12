"""Perft-style counts: the number of action sequences of depth N from known
positions (a cheap, strong regression test of the move generator)."""

from __future__ import annotations

from game.codex.game import Game


def perft(game: Game, depth: int) -> int:
    if depth == 0 or game.is_over:
        return 1
    total = 0
    for action in game.legal_actions():
        child = game.clone()
        child.apply(action)
        total += perft(child, depth - 1)
    return total


def test_perft_from_the_first_turn():
    game = Game.new(seed=1, track_undo=False)
    # seed 1: Timely Messenger, Older Brother, Brick Thief, Fruit Ninja, Bloom in
    # hand, 4 gold: 4 plays + 5 workers + summon + tower + end
    assert perft(game, 1) == 12
    assert perft(game, 2) == 118
    assert perft(game, 3) == 1174
