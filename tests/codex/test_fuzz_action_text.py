"""Fuzzing the Codex action-text boundary (``Action.parse``, ``check``,
``apply``), issue 9.

Legal action texts at decisions of seeded random games and of hand-built
rich positions (``boundaries.decisions``) are damaged by
``tests.fuzzing.mutate_action_text`` (a word swapped for junk, other
scripts' digits, huge or negative numbers, a word dropped or doubled, text
damage) and tried where the original was legal; Actions built in code get
one argument (or the verb) swapped for a value no text expresses (huge,
negative, a float, a boolean, a list, bytes). ``boundaries.try_action_text``
checks each: refused with an IllegalAction whose rule and message key are in
the table, its text short, the state hash unchanged, and ``apply`` refusing
it too; or accepted only if ``legal_actions()`` lists it (with the same
types), its log line reading back as itself, the game going on.

Seeded (hypothesis ``derandomize``). ``WOODLAND_FUZZ_RUNS`` sets the number
of mutants (default 400, a few seconds); ``bench/fuzz.py --only
codex_action_text`` runs the same checks at scale.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.codex.actions import Action
from tests.fuzzing import fuzz_runs, mutate_action_text, mutated

from .boundaries import ODD_ARGS, decisions, try_action_text


def fuzz(examples: int) -> settings:
    """Seeded: the same inputs every run, and no time limit per input."""
    return settings(max_examples=examples, derandomize=True, deadline=None,
                    suppress_health_check=list(HealthCheck))


@fuzz(fuzz_runs(400))
@given(data=st.data())
def test_damaged_codex_action_text_is_applied_or_refused(data):
    index = data.draw(st.integers(0, len(decisions()) - 1), label="decision")
    text = data.draw(mutated(data.draw(st.sampled_from(decisions()[index][1])),
                             mutate_action_text), label="text")
    try_action_text(index, text)


@fuzz(fuzz_runs(400) // 2)
@given(data=st.data())
def test_codex_actions_with_odd_values_are_applied_or_refused(data):
    """Most odd values are refused as notation; some (0, 1, "x") are ints
    and names that may even make a listed action."""
    index = data.draw(st.integers(0, len(decisions()) - 1), label="decision")
    real = Action.parse(data.draw(st.sampled_from(decisions()[index][1])))
    args = list(real.args) or [None]
    args[data.draw(st.integers(0, len(args) - 1))] = data.draw(st.sampled_from(ODD_ARGS))
    try_action_text(index, Action(real.verb, tuple(args)))
