"""The player's lesson progress, for the screens: read it, tick a lesson,
start over — each saying what went wrong in the player's language and never
raising, because a lesson must go on whatever the disk does.

The file itself is `saves.progress` (atomic writes, a damaged file set
aside). The table calls :func:`mark_done` when a lesson's goal is met; the
"Learn the rules" list (`scenes.learn.list_scene`) reads :func:`done_lessons`
and offers :func:`reset_progress`.
"""

from __future__ import annotations

from saves.errors import SaveError
from saves.progress import load_progress, save_progress
from scenes.i18n import _
from scenes.save_messages import explain


def done_lessons() -> tuple[frozenset[str], str | None]:
    """The ids of the lessons done, and why the progress file could not be
    read (its name and the reason; then nothing counts as done, and the
    next tick rewrites it)."""
    done, problem = load_progress()
    return done, None if problem is None else explain(problem)


def mark_done(lesson_id: str) -> str | None:
    """Tick the lesson ``lesson_id`` as done. None when it is written; else
    the reason it could not be, in the player's language (show it as a
    warning; the lesson itself is not affected)."""
    done, _problem = load_progress()
    if lesson_id in done:
        return None
    return _write(done | {lesson_id})


def reset_progress() -> str | None:
    """Forget every lesson done; None, or why the file could not be written."""
    return _write(frozenset())


def _write(done: frozenset[str]) -> str | None:
    try:
        save_progress(done)
    except SaveError as exc:
        return _("Could not save the lesson progress: {error}").format(error=explain(exc))
    return None
