"""The reference's way to the lessons: which lessons teach a rule, and opening one.

Lessons are data files read by `scenes.learn.lesson.load_lessons`; each
names the rule numbers it teaches, exactly as the engines cite them, which
is all the reference needs to list "Lessons for this rule". Opening one
goes through the lesson session (`scenes.learn.session.LessonSession`) and
the game's table by name, as the lessons list does; where that session is
not there, the lesson is only listed.
"""

from __future__ import annotations

from typing import Any

Lesson = Any  # scenes.learn.lesson.Lesson


def _all_lessons() -> list[Lesson]:
    try:
        from scenes.learn.lesson import load_lessons
    except ImportError:
        return []
    lessons, _errors = load_lessons()
    return list(lessons)


def lessons_for(game: str, number: str) -> list[Lesson]:
    """The lessons of `game` that teach rule `number`, in course order."""
    return [lesson for lesson in _all_lessons()
            if lesson.game == game and number in lesson.rules]


def can_open() -> bool:
    try:
        from scenes.learn.session import LessonSession  # noqa: F401
    except ImportError:
        return False
    return True


def open_lesson(app, lesson: Lesson) -> None:
    """Start `lesson` at its table, pushed over the reference: what lay
    beneath (a game in progress) stays, and Back returns through both."""
    if not can_open():
        return
    from scenes.learn.session import LessonSession

    session = LessonSession.start(lesson) if hasattr(LessonSession, "start") \
        else LessonSession(lesson)
    app.push("woodland_table" if lesson.game == "woodland" else "codex_table", session)
