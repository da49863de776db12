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


def _games_beneath(app) -> list[Any]:
    """The tables of real games (not lessons) on the stack."""
    return [scene for scene in app.stack
            if getattr(scene, "lesson", None) is None and hasattr(scene, "autosave")]


def open_lesson(app, lesson: Lesson) -> None:
    """Start `lesson` at its table. The lesson takes the screen alone, so
    a game beneath is left only once the player agrees, and is autosaved
    first (its staged moves too), as leaving for the title does; Continue
    brings it back."""
    if not can_open():
        return
    if _games_beneath(app):
        from scenes.dialog import Dialog
        from scenes.i18n import N_

        app.stack.push(Dialog(
            app, N_("Leave the game for the lesson?"),
            N_("Your game is saved first; Continue on the title brings it back."),
            ((N_("Open the lesson"), lambda: _leave_for(app, lesson), "primary"),
             (N_("Stay"), None, "normal"))))
        return
    _leave_for(app, lesson)


def _leave_for(app, lesson: Lesson) -> None:
    from scenes.learn.session import LessonSession

    for scene in _games_beneath(app):
        scene.autosave()
    session = LessonSession.of(lesson)
    app.open(session.table, session)
