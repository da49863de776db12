"""Fuzzing ``--events`` files with damaged real recordings, in-process.

Every example must end in a refusal (exit code 2, ``--events events.json:``
and a short printable reason) or in events that are in range, read back
the same and can be played, without changing any file
(`tests.scenes.events_boundary.try_events_file`). The files are real
recordings damaged by ``tests.fuzz_mutators.mutate_json_file`` (values,
text and bytes). Seeded; ``WOODLAND_FUZZ_RUNS`` tries more.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz_app import Finding
from tests.fuzz_mutators import fuzz_runs, mutate_json_file, mutated
from tests.scenes.events_boundary import REAL_EVENT_FILES, try_events_file

FUZZ = settings(max_examples=fuzz_runs(300), deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(data=st.sampled_from(REAL_EVENT_FILES).flatmap(
    lambda base: mutated(base, mutate_json_file, max_mutations=3)))
def test_any_damaged_events_file_is_refused_with_code_2_or_plays(data: bytes, tmp_path) -> None:
    try_events_file(data, tmp_path)


def test_the_damaged_events_files_reach_both_answers(tmp_path) -> None:
    rnd = random.Random(5)
    outcomes = {try_events_file(mutate_json_file(rnd.choice(REAL_EVENT_FILES), rnd), tmp_path)
                for _ in range(60)}
    assert outcomes == {"accepted", "refused"}


@pytest.mark.parametrize("data", REAL_EVENT_FILES)
def test_every_real_recording_is_accepted(data, tmp_path) -> None:
    assert try_events_file(data, tmp_path) == "accepted"


def test_an_events_file_the_reader_would_crash_on_is_a_finding(tmp_path, monkeypatch) -> None:
    import scenes.events

    def crash(path):
        raise TypeError("unhashable type: 'list'")

    monkeypatch.setattr(scenes.events, "load_events", crash)
    with pytest.raises(Finding) as caught:
        try_events_file(b'{"events": []}', tmp_path)
    assert caught.value.kind == "crash"
