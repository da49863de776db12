"""Fuzzing the command line with mutated real command lines, in-process.

Every example must end in a refusal (exit code 2 with a message, or the
help) or in arguments the app can start with, before any window opens and
without creating or changing any file (`tests.fuzz_app.try_command_line`).
Seeded; ``WOODLAND_FUZZ_RUNS`` tries more.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz_app import REAL_COMMAND_LINES, Finding, try_command_line
from tests.fuzz_mutators import fuzz_runs, mutate_argv, mutated

FUZZ = settings(max_examples=fuzz_runs(300), deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(argv=st.sampled_from(REAL_COMMAND_LINES).flatmap(
    lambda base: mutated(list(base), mutate_argv, max_mutations=4)))
def test_any_command_line_is_refused_with_code_2_or_usable(argv: list[str], tmp_path) -> None:
    (tmp_path / "out").mkdir(exist_ok=True)
    (tmp_path / "evening.json").write_bytes(b"{}")
    try_command_line(argv, tmp_path)


def test_the_mutated_command_lines_reach_both_answers(tmp_path) -> None:
    (tmp_path / "out").mkdir()
    rnd = random.Random(3)
    outcomes = {try_command_line(mutate_argv(list(rnd.choice(REAL_COMMAND_LINES)), rnd),
                                 tmp_path) for _ in range(80)}
    assert outcomes == {"accepted", "refused"}


@pytest.mark.parametrize("argv", [["-h"], ["--he"], ["-hh", "--frames", "1"]])
def test_help_in_any_spelling_counts_as_an_answer_not_a_finding(argv, tmp_path) -> None:
    assert try_command_line(argv, tmp_path) == "refused"


def test_a_command_line_the_app_would_crash_on_is_a_finding(tmp_path, monkeypatch) -> None:
    import main

    def crash(argv):
        raise UnicodeEncodeError("utf-8", "\udcff", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(main, "parse_arguments", crash)
    with pytest.raises(Finding) as caught:
        try_command_line(["--frames", "1"], tmp_path)
    assert caught.value.kind == "crash"
