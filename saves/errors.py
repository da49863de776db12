"""The one error type `saves/` raises for bad files and bad requests.

Everything that can go wrong with a file the player touches (a damaged
save, a save made by a newer version, a name with a slash in it) becomes a
`SaveError`, so the UI needs exactly one ``except`` to keep running and show
the message. The error carries the file's base name, a sentence saying what
is wrong, and a machine-readable `Problem` so the UI can translate the
message into the player's language instead of showing our English text.
"""

from __future__ import annotations

from enum import StrEnum


class Problem(StrEnum):
    """What kind of thing went wrong; stable keys for translation and tests."""

    NOT_FOUND = "not_found"
    UNREADABLE = "unreadable"
    NOT_A_FILE = "not_a_file"
    TOO_LARGE = "too_large"
    EMPTY = "empty"
    NOT_UTF8 = "not_utf8"
    TRUNCATED = "truncated"
    NOT_JSON = "not_json"
    TOO_DEEP = "too_deep"
    NOT_AN_OBJECT = "not_an_object"
    FOREIGN = "foreign"
    BAD_SCHEMA_VERSION = "bad_schema_version"
    NEWER_VERSION = "newer_version"
    UPGRADE_FAILED = "upgrade_failed"
    MISSING_FIELD = "missing_field"
    BAD_FIELD = "bad_field"
    BAD_NAME = "bad_name"
    BAD_PAYLOAD = "bad_payload"
    NO_FREE_NAME = "no_free_name"
    OUTSIDE_SAVES = "outside_saves"
    WRITE_FAILED = "write_failed"
    NOT_A_FOLDER = "not_a_folder"
    LESSON = "lesson"  # a lesson is practice: it is never saved


def printable(text: str) -> str:
    """``text`` with every character that cannot be drawn or printed escaped.

    File names come from the operating system, which allows bytes that are
    not UTF-8 (Python hands them over as lone surrogates, ``\\udcff``) and
    control characters; messages quote values from files, which may hold
    lone surrogates, NUL or newlines. Any of these crashes text drawing or
    a strict UTF-8 stream, so each becomes a visible escape: a byte that is
    not UTF-8 reads ``\\xff``, anything else ``\\u202e`` or ``\\x00``.
    Printable text comes back unchanged (and fast).
    """
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else _escape(char) for char in text)


def _escape(char: str) -> str:
    """The visible escape for one unprintable character (see `printable`)."""
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8 in an OS name
        return f"\\x{code - 0xDC00:02x}"
    return char.encode("unicode_escape").decode("ascii")


class SaveError(ValueError):
    """A save, settings file or save request was refused; nothing was changed.

    ``str(error)`` reads ``"<file>: <problem>"`` so a toast or a log line
    always says which file and what is wrong. ``file`` is a base name (never
    a full path, which may hold the user's name); for a refused save *name*
    it is that name, quoted. Both are passed through `printable`, so a
    message can always be drawn, printed or logged, whatever the file held.
    """

    def __init__(self, file: str, problem: str, kind: Problem) -> None:
        self.file = printable(file)
        self.problem = printable(problem)
        self.kind = kind
        super().__init__(f"{self.file}: {self.problem}")
