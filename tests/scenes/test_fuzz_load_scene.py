"""Fuzzing the Load screen itself: damaged saves under hostile names, drawn.

The boundary fuzz in tests/saves draws every text the Load screen would;
this one opens the real scene over a folder of several mutated files,
draws frames, selects every row (which draws its details) and checks the
app is still running and the files are as they were. Fewer examples: each
one runs the real app.
"""

from __future__ import annotations

import random

import pytest

from saves import paths
from scenes.load_scene import LoadScene
from scenes.start import open_first
from tests.fuzz_app import check_unchanged, file_name_from, place_file, real_save_bytes, snapshot
from tests.fuzz_mutators import fuzz_runs, mutate_json_file, mutate_text
from tests.scenes.scene_driver import run_frames

SAVE = real_save_bytes()


@pytest.mark.parametrize("seed", range(max(1, fuzz_runs(150) // 30)))
def test_the_load_screen_draws_any_folder_of_damaged_saves(app, seed: int) -> None:
    rnd = random.Random(seed)
    folder = paths.saves_dir()
    for _ in range(8):
        data = SAVE
        for _ in range(rnd.randrange(1, 4)):
            data = mutate_json_file(data, rnd)
        place_file(folder, file_name_from(mutate_text("evening-game", rnd)), data)
    before = snapshot(folder)
    open_first(app, "load")
    run_frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    assert len(scene.list.rows) == len(before)
    for index in range(len(scene.list.rows)):
        scene.list.select(index)
        run_frames(app)
    assert app.running and app.stack.top is scene
    check_unchanged(before, folder)
