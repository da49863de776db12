"""A save says whether its game is over (``finished``), so the title can
leave out Continue without replaying the game; the field is optional."""

from __future__ import annotations

import json

import pytest

from saves import paths
from saves.errors import Problem, SaveError
from saves.store import autosave, list_saves, read_save, write_save


def test_a_finished_game_is_saved_and_listed_as_finished():
    write_save("Done", "codex", 17, {"n": 1}, finished=True)
    autosave("codex", 17, {"n": 1}, finished=True)
    assert all(entry.finished for entry in list_saves())
    assert read_save(paths.autosave_path()).finished


def test_a_save_without_the_field_is_a_game_going_on():
    path = write_save("Going on", "woodland", 3, {"n": 1})
    assert "finished" not in json.loads(path.read_text(encoding="utf-8"))
    assert not read_save(path).finished


@pytest.mark.parametrize("value", ["yes", 1, None, []])
def test_finished_must_be_true_or_false(value):
    path = write_save("Odd", "woodland", 3, {"n": 1})
    document = json.loads(path.read_text(encoding="utf-8"))
    document["finished"] = value
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        read_save(path)
    assert refused.value.kind is Problem.BAD_FIELD and "'finished'" in refused.value.problem
