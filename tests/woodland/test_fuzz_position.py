"""Fuzzing the position boundary (``Game.from_position``), issue 9.

Real positions from seeded random games (setup steps, battles at every
stage reached, pending decisions, ordinary turns, finished games) are
damaged by ``tests.fuzzing.mutate_json`` (type swaps, deletions, huge,
negative and nudged numbers, other scripts' digits, nesting, values copied
or moved from elsewhere), by ``tests.fuzzing.nudge_json`` (plausible damage:
counts off by a few, flags flipped, cards moved, strings swapped) or, as
JSON text, by ``tests.fuzzing.mutate_text``
(truncation, random bytes, deep brackets, huge digit runs). Every mutant
must be refused with a PositionError, or be accepted and then keep the
invariants of ``invariants.py`` (which include the round trip through
``to_json``/``from_position``) for every state reached by random play.

Seeded (hypothesis ``derandomize``): the same inputs every run. The number
of mutants is ``WOODLAND_FUZZ_RUNS`` (default 150, a few seconds), e.g.
``WOODLAND_FUZZ_RUNS=5000 .venv/bin/python -m pytest tests/woodland/test_fuzz_position.py``.
"""

from __future__ import annotations

import functools
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.woodland.errors import PositionError
from game.woodland.game import Game
from tests.fuzzing import draw_damaged, fuzz_runs, mutate_json, mutate_text, nudge_json

from .conftest import autumn_board
from .invariants import check_invariants

PLAY_STEPS = 25


@functools.cache
def real_positions() -> tuple[str, ...]:
    """Positions of seeded random games, as JSON text (immutable): every
    setup and battle or pending-decision position, every 20th other one,
    and the end."""
    board = autumn_board()
    out = []
    for seed in (1, 2, 3, 4):
        rnd = random.Random(seed)
        game = Game.new(board, seed=seed)
        n = 0
        while not game.is_over:
            s = game.state
            if s.phase == "setup" or s.queue or s.battle is not None or n % 20 == 0:
                out.append(game.to_json())
            game.apply(rnd.choice(game.legal_actions()))
            n += 1
        out.append(game.to_json())
    return tuple(out)


def load_and_play(data, rnd: random.Random) -> str:
    """Refused, or accepted and sound for PLAY_STEPS random actions."""
    board = autumn_board()
    try:
        game = Game.from_position(board, data)
    except PositionError:
        return "refused"
    for _ in range(PLAY_STEPS):
        check_invariants(game)
        if game.is_over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    return "accepted"


@settings(max_examples=fuzz_runs(150), derandomize=True, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_damaged_real_positions_are_refused_or_sound(data):
    mutant = draw_damaged(data, real_positions(), mutate_json, as_json=True)
    load_and_play(mutant, data.draw(st.randoms(use_true_random=False)))


@settings(max_examples=fuzz_runs(150), derandomize=True, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_plausibly_damaged_positions_are_refused_or_sound(data):
    """Damage no single field check sees: counts off by a few, flags
    flipped, cards moved, steps and factions swapped."""
    mutant = draw_damaged(data, real_positions(), nudge_json, as_json=True, max_mutations=4)
    load_and_play(mutant, data.draw(st.randoms(use_true_random=False)))


@settings(max_examples=fuzz_runs(150) // 3, derandomize=True, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_damaged_position_text_is_refused_or_sound(data):
    mutant = draw_damaged(data, real_positions(), mutate_text)
    load_and_play(mutant, data.draw(st.randoms(use_true_random=False)))


def test_the_corpus_covers_setup_battles_and_pending_decisions():
    """The fuzz starts from the positions that need the whole checked."""
    steps = [json.loads(p) for p in real_positions()]
    assert {p["step"] for p in steps} >= {"keep", "cat_build", "leader", "daylight", "over"}
    assert any(p["battle"] for p in steps) and any(p["pending"] for p in steps)
    kinds = {e["kind"] for p in steps for e in p["pending"]}
    assert kinds >= {"wood", "pay", "hospital"}


def test_the_mutators_replay_from_their_seed_and_damage():
    """bench/fuzz.py and these tests rely on it: the same Random, the same
    mutant; and a mutant differs from its base."""
    base = json.loads(real_positions()[5])
    text = real_positions()[5]
    for mutator, value in ((mutate_json, base), (nudge_json, base), (mutate_text, text)):
        first = [mutator(value, random.Random(seed)) for seed in range(30)]
        again = [mutator(value, random.Random(seed)) for seed in range(30)]
        assert repr(first) == repr(again)
        assert sum(m != value for m in first) >= 15  # some damage is a no-op (0 - 1 -> 0)
    assert base == json.loads(text)  # the base itself is never changed


def test_the_mutators_damage_a_number_too_long_to_write_again():
    """A second mutation of a 5000-digit number (``HUGE``) took ``str`` of
    it, which raises ValueError, and stopped the campaign (found by
    ``bench/fuzz.py --only codex_positions --seed 2``)."""
    data = {"a": [10**5000 - 1, 1], "b": 10**5000 - 1}
    for seed in range(400):
        mutate_json(data, random.Random(seed))
