"""Save problems in the player's language.

`saves/` explains a refusal in English and tags it with a `Problem`; here
each tag gets a translatable sentence. English players see the detailed
English sentence; other languages see the translated one, with the file
name in both, so a damaged file is always identified.
"""

from __future__ import annotations

from saves.errors import Problem, SaveError
from scenes import i18n
from scenes.i18n import N_, _

PROBLEMS: dict[Problem, str] = {
    Problem.NOT_FOUND: N_("the file does not exist"),
    Problem.UNREADABLE: N_("the file cannot be read"),
    Problem.NOT_A_FILE: N_("this is not a file"),
    Problem.TOO_LARGE: N_("the file is too large to be a save"),
    Problem.EMPTY: N_("the file is empty"),
    Problem.NOT_UTF8: N_("the file is not text"),
    Problem.TRUNCATED: N_("the file is cut short"),
    Problem.NOT_JSON: N_("the file is damaged (not valid JSON)"),
    Problem.TOO_DEEP: N_("the file is damaged (nested too deeply)"),
    Problem.NOT_AN_OBJECT: N_("the file is damaged (wrong structure)"),
    Problem.FOREIGN: N_("this is not a Woodland Tabletop save"),
    Problem.BAD_SCHEMA_VERSION: N_("the save's version number is invalid"),
    Problem.NEWER_VERSION: N_("the save was made by a newer version of the game"),
    Problem.UPGRADE_FAILED: N_("the save could not be upgraded to this version"),
    Problem.MISSING_FIELD: N_("the save is missing information"),
    Problem.BAD_FIELD: N_("the save holds a wrong value"),
    Problem.BAD_NAME: N_("this name cannot be used for a save"),
    Problem.BAD_PAYLOAD: N_("the saved game data is damaged"),
    Problem.NO_FREE_NAME: N_("too many saves with this name"),
    Problem.OUTSIDE_SAVES: N_("the file is not in the saves folder"),
    Problem.WRITE_FAILED: N_("the file could not be written"),
    Problem.NOT_A_FOLDER: N_("the saves folder is a file, not a folder"),
    Problem.LESSON: N_("a lesson is not saved; open it again from Learn the rules"),
}


def reason(kind: Problem | None, english: str | None) -> str:
    """The reason a save was refused, in the current language."""
    if i18n.language() == "en" or kind not in PROBLEMS:
        return english or ""
    return _(PROBLEMS[kind])


def explain(error: SaveError) -> str:
    return f"{error.file}: {reason(error.kind, error.problem)}"
