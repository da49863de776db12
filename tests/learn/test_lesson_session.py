"""A lesson at the table: the lesson's position, the learner and the script,
and it never touches the player's autosave or saves."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from saves import paths
from saves.errors import Problem, SaveError
from saves.progress import load_progress
from scenes.learn.lesson import LessonRun, load_lessons
from scenes.learn.session import LessonSession

LESSONS, _ = load_lessons()
CODEX = next(lesson for lesson in LESSONS if lesson.game == "codex")
WOODLAND = next(lesson for lesson in LESSONS if lesson.game == "woodland")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.mark.parametrize("lesson, table, seats", [
    (CODEX, "codex_table", {"player1": "human", "player2": "script"}),
    (WOODLAND, "woodland_table", {"marquise": "human", "eyrie": "script"}),
], ids=["codex", "woodland"])
def test_a_session_holds_the_lessons_position_and_its_seats(lesson, table, seats):
    if lesson.learner == 1:
        seats = {seat: "script" if kind == "human" else "human" for seat, kind in seats.items()}
    session = LessonSession.of(lesson)
    assert session.game.to_json() == lesson.new_game().to_json()
    assert isinstance(session.lesson, LessonRun) and session.lesson.lesson is lesson
    assert session.seats == seats
    assert session.table == table
    assert session.players == {} and session.actors == [] and session.events == []


def test_restart_is_a_fresh_game_of_the_same_lesson():
    session = LessonSession.of(CODEX)
    session.game.apply(CODEX.demo[0])
    again = session.restart()
    assert again is not session and again.source is CODEX
    assert again.game.to_json() == CODEX.new_game().to_json() != session.game.to_json()


def test_a_lesson_never_writes_the_autosave(home):
    paths.saves_dir().mkdir(parents=True)
    paths.autosave_path().write_text("the player's own game", encoding="utf-8")
    session = LessonSession.of(CODEX)
    session.game.apply(CODEX.demo[0])
    session.autosave()
    assert paths.autosave_path().read_text(encoding="utf-8") == "the player's own game"
    assert [p.name for p in paths.saves_dir().iterdir()] == [paths.AUTOSAVE_FILE]


def test_saving_a_lesson_is_refused_with_a_clear_reason(home):
    session = LessonSession.of(CODEX)
    with pytest.raises(SaveError) as refused:
        session.save("my lesson")
    assert refused.value.kind == Problem.LESSON
    assert "lesson is not saved" in str(refused.value)
    assert not paths.saves_dir().exists()
    assert not hasattr(session, "to_payload")  # so the pause menu offers no Save game


def test_marking_a_lesson_done_keeps_it_in_the_progress_file():
    session = LessonSession.of(CODEX)
    assert session.mark_done() is None
    assert load_progress() == (frozenset({CODEX.id}), None)


def test_sessions_progress_and_codex_goals_import_no_pygame(tmp_path):
    code = ("import sys; from scenes.learn.lesson import load_lessons; "
            "from scenes.learn.session import LessonSession; "
            "lessons, _ = load_lessons('codex'); s = LessonSession.of(lessons[0]); "
            "s.autosave(); assert s.mark_done() is None; "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    env = dict(os.environ, WOODLAND_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=Path(__file__).resolve().parents[2], env=env)
    assert result.returncode == 0, result.stderr
