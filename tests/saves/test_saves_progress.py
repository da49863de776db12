"""Lesson progress: a missing or damaged file never stops anything, writes are atomic."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from saves import atomic, paths
from saves.errors import Problem, SaveError
from saves.progress import load_progress, save_progress
from tests.saves.raw_files import write_raw


def test_no_progress_file_is_nothing_done_and_writes_nothing(woodland_home: Path) -> None:
    assert load_progress() == (frozenset(), None)
    assert not woodland_home.exists()


def test_progress_round_trips_in_the_data_folder_beside_the_saves() -> None:
    path = save_progress({"codex-01-patrol-zone", "woodland-01-must-rule"})
    assert path == paths.progress_path() and path.parent == paths.data_dir()
    assert load_progress() == (frozenset({"codex-01-patrol-zone", "woodland-01-must-rule"}),
                               None)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["schema_version"] == 1
    assert document["done"] == ["codex-01-patrol-zone", "woodland-01-must-rule"]


def test_progress_is_not_read_as_a_user_lesson() -> None:
    assert paths.progress_path().parent != paths.data_dir() / "lessons"


@pytest.mark.parametrize("content, kind", [
    (b"", Problem.EMPTY),
    (b"{\"done\": [", Problem.TRUNCATED),
    (b"not json", Problem.NOT_JSON),
    (b"[1, 2]", Problem.NOT_AN_OBJECT),
    ({"done": "codex-01-patrol-zone"}, Problem.BAD_FIELD),
])
def test_a_damaged_progress_file_is_nothing_done_with_the_reason(content, kind) -> None:
    write_raw(paths.progress_path(), content)
    done, problem = load_progress()
    assert done == frozenset()
    assert isinstance(problem, SaveError) and problem.kind == kind
    assert problem.file == paths.PROGRESS_FILE


def test_ids_that_are_not_text_are_left_out() -> None:
    write_raw(paths.progress_path(), {"done": ["codex-01-patrol-zone", 7, None, "", "x" * 500]})
    assert load_progress() == (frozenset({"codex-01-patrol-zone"}), None)


def test_a_refused_write_raises_and_keeps_the_previous_file(monkeypatch) -> None:
    save_progress({"codex-01-patrol-zone"})

    def boom(temp: Path, target: Path) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "before_replace", boom)
    with pytest.raises(SaveError) as refused:
        save_progress({"codex-01-patrol-zone", "codex-02-exhausted"})
    assert refused.value.kind == Problem.WRITE_FAILED
    assert load_progress() == (frozenset({"codex-01-patrol-zone"}), None)
    assert [p.name for p in paths.data_dir().iterdir()] == [paths.PROGRESS_FILE]
