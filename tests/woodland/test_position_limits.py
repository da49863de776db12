"""The round counter's limit holds for every position play reaches from an
accepted one (issue 16.9, as for Codex's turn count): a position at the
reader's limit plays on and always reads back from its own text."""

from __future__ import annotations

import random

import pytest

from game.woodland.game import Game
from game.woodland.state import ROUND_LIMIT, VP_LIMIT

from .scenario import random_game


@pytest.mark.parametrize("seed", range(3))
def test_a_game_at_the_round_limit_plays_on_and_reads_back(board, seed):
    """A position at round 10^9, the reader's limit, was accepted; the
    next Marquise turn took it to 10^9 + 1, and the game's own to_json()
    was refused from then on. The count stops at the limit (the round
    feeds no rule: 0 is setup, the rest only counts)."""
    pos = random_game(board, seed, 40, choice_seed=seed).to_position()
    assert pos["round"] >= 1 and pos["winner"] is None
    pos["round"] = ROUND_LIMIT
    game = Game.from_position(board, pos)
    rnd = random.Random(seed)
    turns = 0
    for _ in range(1500):
        if game.is_over:
            break
        turn = game.state.turn
        game.apply(rnd.choice(game.legal_actions()))
        turns += game.state.turn != turn
        again = Game.from_position(board, game.to_json())
        assert again.state_hash() == game.state_hash()
        assert again.legal_actions() == game.legal_actions()
    assert turns >= 2 and game.state.round == ROUND_LIMIT


def test_7_7_1_without_the_score_floor_a_score_at_the_limit_stays_readable(board):
    """Without the floor at 0 (``vp_floor`` off) Humiliate (7.7.1) lowers
    the Eyrie's score without end; the reader takes scores down to -10^6,
    and one more turmoil there left a position it refused (-1,000,002).
    A score stops at the limit: the one rule this adds, at a score from
    which winning takes a million points."""
    game = Game.new(board, seed=0, options={"vp_floor": False})
    rnd = random.Random(0)
    for _ in range(60):
        game.apply(rnd.choice(game.legal_actions()))
    pos = game.to_position()
    pos["vp"]["eyrie"] = -VP_LIMIT
    game = Game.from_position(board, pos)
    humiliated = False
    for _ in range(4000):
        if game.is_over or humiliated:
            break
        game.apply(rnd.choice(game.legal_actions()))
        humiliated = any(e[0] == "turmoil" for e in game.last_events)
        assert Game.from_position(board, game.to_json()).state_hash() == game.state_hash()
    assert humiliated and game.state.vp[1] == -VP_LIMIT
