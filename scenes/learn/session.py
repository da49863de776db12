"""A lesson at the table: what a table needs of a session, built from a Lesson.

Both tables take a session and read its ``game``, ``seats``, ``players``,
``name`` and (Root's) ``actors``/``events``, and call ``autosave()`` at every
commit and ``save(name)`` from the pause menu. A `LessonSession` gives them
the lesson's position as a fresh engine game, the learner's seat as
``human`` and the other as ``script`` (the lesson's scripted replies,
`LessonRun.reply`), and the run that follows the game (``lesson``).

A lesson is practice, not a game of the player's: it never writes the
autosave (the title's Continue still goes back to the player's own game)
and cannot be saved (``save`` is refused with a sentence saying so). It has
no ``to_payload``, so the pause menu offers no "Save game" over it. Restart
is a new session of the same lesson (:meth:`restart`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from saves.errors import Problem, SaveError
from scenes.learn.lesson import Lesson, LessonRun
from scenes.learn.progress import mark_done

HUMAN = "human"
SCRIPT = "script"
#: The table screen of each game (scenes/registry.py).
TABLES = {"woodland": "woodland_table", "codex": "codex_table"}
NOT_SAVED = "a lesson is not saved; open it again from Learn the rules"


def seat_names(game: str) -> tuple[str, str]:
    """The two seats of a game's table, as its sessions name them."""
    if game == "codex":
        from scenes.codex.session import SEATS
    else:
        from scenes.woodland.session import SEATS
    return (SEATS[0], SEATS[1])


@dataclass
class LessonSession:
    """One lesson being played at its table."""

    source: Lesson
    game: Any
    lesson: LessonRun
    seats: dict[str, str]
    players: dict[str, str] = field(default_factory=dict)
    name: str | None = None
    #: Root's table reads who took each action and its events when they
    #: are known for the whole history; a lesson starts with none.
    actors: list[int] = field(default_factory=list)
    events: list[list[tuple]] = field(default_factory=list)

    @classmethod
    def of(cls, lesson: Lesson) -> LessonSession:
        """A fresh game at the lesson's position and a run following it."""
        game = lesson.new_game()
        names = seat_names(lesson.game)
        seats = {names[seat]: HUMAN if seat == lesson.learner else SCRIPT for seat in (0, 1)}
        return cls(lesson, game, LessonRun(lesson, game), seats)

    def restart(self) -> LessonSession:
        """The same lesson from its start (a new session; this one is left)."""
        return LessonSession.of(self.source)

    @property
    def table(self) -> str:
        """The name of the screen this lesson is played on."""
        return TABLES[self.source.game]

    @property
    def round(self) -> int:
        """The game's round (Root) or turn number (Codex), as sessions say it."""
        state = self.game.state
        return getattr(state, "round", None) or getattr(state, "turn_number", 0)

    def autosave(self) -> None:
        """Nothing: a lesson never overwrites the player's autosave."""
        return None

    def save(self, name: str) -> Path:
        """Refused: a lesson is opened from its list, not from a save."""
        raise SaveError(self.source.text("title"), NOT_SAVED, Problem.LESSON)

    def mark_done(self) -> str | None:
        """Tick this lesson as done (`scenes.learn.progress.mark_done`)."""
        return mark_done(self.source.id)
