"""Fuzzing the save-file and settings boundaries with mutated real files.

Each example damages a real save (or settings file) in one to three ways
(`tests.fuzz_mutators`), puts it on disk under a possibly hostile file name,
and asks the boundary the way the app does (`tests.fuzz_app`): the answer
must be the documented refusal or a correct acceptance, the Load screen's
texts must draw, and nothing on disk may change. Seeded (derandomized), so a
run is repeatable; ``WOODLAND_FUZZ_RUNS=5000`` tries more.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz_app import (
    file_name_from,
    font_drawer,
    real_save_bytes,
    real_settings_bytes,
    try_save_file,
    try_settings,
)
from tests.fuzz_mutators import fuzz_runs, mutate_json_file, mutate_text, mutated

FUZZ = settings(max_examples=fuzz_runs(150), deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])
SAVE = real_save_bytes()
DRAW = font_drawer()
names = st.one_of(
    st.just("evening-game.json"),
    mutated("evening-game", mutate_text).map(file_name_from),
    st.binary(min_size=1, max_size=40).map(lambda raw: file_name_from(raw.decode("latin-1"))),
)


@FUZZ
@given(data=mutated(SAVE, mutate_json_file), name=names)
def test_a_damaged_save_is_refused_or_loads_and_lists_and_draws(data: bytes, name: str) -> None:
    try_save_file(name, data, DRAW)


@FUZZ
@given(data=mutated(real_settings_bytes(), mutate_json_file, max_mutations=4))
def test_a_damaged_settings_file_gives_valid_settings_and_a_drawable_warning(
        data: bytes) -> None:
    try_settings(data, DRAW)


def test_the_fuzz_inputs_are_real_and_mostly_damaged() -> None:
    """The mutators must reach both answers, or the fuzz tests prove little."""
    rnd = random.Random(9)
    outcomes = [try_save_file("x.json", mutate_json_file(SAVE, rnd)) for _ in range(60)]
    assert try_save_file("x.json", SAVE) == "accepted"
    assert {"accepted", "refused"} <= set(outcomes)
    assert try_settings(real_settings_bytes()) == "accepted"
    assert try_settings(None) == "refused"  # a folder where the file should be
