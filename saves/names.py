"""Save names: what a player may call a save, and the file stem it gets.

The name is what the Load scene shows; the file name is derived from it and
never trusted as a path. A name is refused, with a message saying why, if it
is empty, longer than `MAX_NAME_LENGTH`, holds a path separator, ``..``, NUL
or any other control character. Refusing ``..`` anywhere (not only as a
whole name) is deliberately blunt: it costs "Wait..." as a name but makes
the rule easy to state and to check.

The stem is a *slug*: NFKC-normalised, case-folded (Windows and macOS file
systems ignore case, so "Game" and "game" must map to one stem, not
silently to one file), every run of characters other than letters, digits
and ``_`` turned into ``-``. Letters of any script stay, so Russian names
give readable file names. Several names share a slug ("My game!" and
"my game?"); `saves.store` then picks ``my-game-2`` and so on, never
overwriting another name's file (see `stem_candidates`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

from saves.errors import Problem, SaveError

MAX_NAME_LENGTH = 64
MAX_SUFFIX = 999

# Stems a manual save must not take: the autosave slot, and device names
# that Windows refuses as file names whatever the extension.
RESERVED_STEMS = frozenset(
    {"autosave", "con", "prn", "aux", "nul"}
    | {f"com{i}" for i in range(1, 10)}
    | {f"lpt{i}" for i in range(1, 10)}
)

_NOT_WORD = re.compile(r"[^\w]+")


def normalise_name(name: str) -> str:
    """The name as it is stored: NFC form, surrounding whitespace removed."""
    return unicodedata.normalize("NFC", name).strip()


def check_name(name: object) -> str:
    """Return the normalised name, or raise `SaveError` saying what is wrong.

    Used both when saving (the player typed it) and when reading (the file
    may have been edited by hand), so the two can never disagree.
    """
    if not isinstance(name, str):
        raise SaveError(repr(name), "a save name must be text", Problem.BAD_NAME)
    shown = repr(name[: MAX_NAME_LENGTH + 8])
    if "\x00" in name:
        raise SaveError(shown, "a save name cannot contain a NUL character", Problem.BAD_NAME)
    clean = normalise_name(name)
    if not clean:
        raise SaveError(shown, "a save name cannot be empty", Problem.BAD_NAME)
    if len(clean) > MAX_NAME_LENGTH:
        raise SaveError(
            shown,
            f"a save name can be at most {MAX_NAME_LENGTH} characters (this one has {len(clean)})",
            Problem.BAD_NAME,
        )
    if "/" in clean or "\\" in clean:
        raise SaveError(
            shown, "a save name cannot contain a path separator ('/' or '\\')", Problem.BAD_NAME
        )
    if ".." in clean:
        raise SaveError(shown, "a save name cannot contain '..'", Problem.BAD_NAME)
    if not clean.isprintable():
        raise SaveError(
            shown, "a save name cannot contain control characters", Problem.BAD_NAME
        )
    return clean


def slug(name: str) -> str:
    """The file stem for an already checked name (never empty)."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    stem = _NOT_WORD.sub("-", folded).strip("-_")
    return stem or "save"


def stem_candidates(name: str) -> Iterator[str]:
    """File stems to try for ``name``, in order: slug, slug-2, slug-3, ...

    Reserved stems are skipped, so a save called "Autosave" or "CON" becomes
    ``autosave-2`` or ``con-2`` instead of clobbering the autosave or
    failing on Windows.
    """
    base = slug(name)
    for number in range(1, MAX_SUFFIX + 1):
        stem = base if number == 1 else f"{base}-{number}"
        if stem not in RESERVED_STEMS:
            yield stem
