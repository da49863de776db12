"""Fuzzing the Codex position boundary (``Game.from_position``), issue 9.

Real positions (seeded random games at every tech decision and every 12th
other one, their ends, and hand-built positions with partners, tokens, a
stolen unit and add-ons: ``boundaries.real_positions``) are damaged by the
engine mutators of ``tests/fuzzing.py``: ``mutate_json`` (type swaps,
deletions, huge, negative and nudged numbers, other scripts' digits,
nesting, values copied or moved from elsewhere), ``nudge_json`` (plausible
damage: counts off by a few, flags flipped, cards moved, strings swapped)
or, as JSON text, ``mutate_text`` (truncation, random bytes, deep brackets,
huge digit runs). Every mutant is refused with a PositionError naming a
field, or accepted and sound: ``boundaries.try_position`` checks the
invariants, the decision on offer and the read-back from its own text, for
it and for the positions six random legal actions reach from it; and the
input itself is left as it was.

Seeded (hypothesis ``derandomize``): the same inputs every run.
``WOODLAND_FUZZ_RUNS`` sets the number of mutants (default 300, a few
seconds), e.g. ``WOODLAND_FUZZ_RUNS=5000 .venv/bin/python -m pytest
tests/codex/test_fuzz_position.py``; ``bench/fuzz.py --only
codex_positions`` runs the same checks at scale.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game.codex.game import Game
from tests.fuzzing import draw_damaged, fuzz_runs, mutate_json, mutate_text, nudge_json

from .boundaries import real_positions, try_position, with_copy


def fuzz(examples: int) -> settings:
    """Seeded: the same inputs every run, and no time limit per input."""
    return settings(max_examples=examples, derandomize=True, deadline=None,
                    suppress_health_check=list(HealthCheck))


def _refused_or_sound(data, rnd: random.Random) -> None:
    try:
        data, kept = with_copy(data)
    except RecursionError:  # nested too deep for deepcopy: the mutator's limit, not the reader's
        assume(False)
    try_position(data, kept, rnd)


@fuzz(fuzz_runs(300))
@given(data=st.data())
def test_damaged_codex_positions_are_refused_or_sound(data):
    mutant = draw_damaged(data, real_positions(), mutate_json, as_json=True)
    _refused_or_sound(mutant, data.draw(st.randoms(use_true_random=False)))


@fuzz(fuzz_runs(300))
@given(data=st.data())
def test_plausibly_damaged_codex_positions_are_refused_or_sound(data):
    """Damage no single field check sees: gold, damage or turn numbers off
    by a few, flags flipped, cards moved to other zones, codes swapped."""
    mutant = draw_damaged(data, real_positions(), nudge_json, as_json=True, max_mutations=4)
    _refused_or_sound(mutant, data.draw(st.randoms(use_true_random=False)))


@fuzz(fuzz_runs(300) // 3)
@given(data=st.data())
def test_damaged_codex_position_text_is_refused_or_sound(data):
    mutant = draw_damaged(data, real_positions(), mutate_text)
    _refused_or_sound(mutant, data.draw(st.randoms(use_true_random=False)))


def test_the_corpus_covers_both_phases_the_end_and_rich_boards():
    """The fuzz starts from positions where the whole needs checking."""
    games = [Game.from_position(text) for text in real_positions()]
    assert {g.state.phase for g in games} == {"tech", "main", "over"}
    states = [g.state for g in games]
    assert any(s.partner[i] >= 0 for s in states for i in s.play[1])  # Two Step
    assert any(i % 38 >= 35 for s in states for i in s.play[1])  # tokens
    assert any(i // 38 == 0 for s in states for i in s.play[1])  # a stolen unit
    assert any(s.addon[0] and s.addon[1] for s in states)
    assert any(min(i for i in s.patrol[1 - s.turn]) >= 0 for s in states)  # a full patrol
