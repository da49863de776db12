"""Random games under hypothesis: invariants after every action, every
listed action applies, and random refused actions change nothing."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.woodland.actions import SIGNATURES, Action
from game.woodland.cards import CODES, SUITS
from game.woodland.errors import IllegalAction
from game.woodland.game import Game
from game.woodland.state import BUILDINGS, CAT, COLUMNS, EYRIE, LEADERS

from .conftest import autumn_board
from .invariants import check_invariants

WORDS = CODES + SUITS + BUILDINGS + COLUMNS + LEADERS + ("wood", "keep", "roost", "x")


def random_action(rnd: random.Random) -> Action:
    """Any well-formed action text, legal or (mostly) not."""
    verb = rnd.choice(sorted(SIGNATURES))
    shape = rnd.choice(SIGNATURES[verb])
    args = tuple(rnd.randint(0, 13) if k == "c" else rnd.choice(WORDS) for k in shape)
    return Action(verb, args)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_random_game_invariants(seed, choices):
    board = autumn_board()
    rnd = random.Random(choices)
    game = Game.new(board, seed=seed)
    for _ in range(400):
        check_invariants(game)
        if game.is_over:
            break
        legal = game.legal_actions()
        for action in legal[:25]:  # every listed action applies
            probe = game.clone()
            probe.apply(action)
        for _ in range(4):
            candidate = random_action(rnd)
            if candidate in legal:
                continue
            before = game.to_json()
            try:
                game.apply(candidate)
            except IllegalAction as exc:
                assert exc.rule and exc.key
            else:
                raise AssertionError(f"{candidate} applied but was not listed")
            assert game.to_json() == before
        game.apply(rnd.choice(legal))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_complete_random_games_end(seed):
    rnd = random.Random(seed)
    game = Game.new(autumn_board(), seed=seed, options=None)
    for _ in range(20_000):
        if game.is_over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    assert game.is_over
    assert max(game.state.vp) >= 30 and min(game.state.vp) >= 0
    assert game.winner in (CAT, EYRIE)
