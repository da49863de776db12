"""The save-file format: what a save holds and how it is checked.

A save is one JSON object (schema 2)::

    {"format": "woodland-tabletop-save", "schema_version": 2,
     "app_version": "0.1.0", "name": "Evening game", "mode": "woodland",
     "created": "2025-03-01T18:30:00+00:00", "turn": 7, "game": {...}}

A save of a game that has ended also holds ``"finished": true`` (absent
means a game still going on; older versions ignore the field, so it needs
no new schema): the title offers Continue only for an unfinished game, and
must know without replaying it.

Everything but ``game`` is the *envelope*, checked here field by field so
the Load scene can list saves without the engine. ``game`` is opaque: the
engine puts its seed, RNG state, initial position and action log there, and
all this module promises is that it is a JSON object. Checks run in the
order a person would diagnose a file: is it ours (``format``), can this
version read it (``schema_version``), then the fields after any upgrade.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from saves.errors import Problem, SaveError
from saves.jsonfile import decode_object, describe
from saves.migrations import CURRENT_SCHEMA, migrate
from saves.names import check_name

FORMAT = "woodland-tabletop-save"
MODES = ("woodland", "codex")
MAX_SAVE_BYTES = 8 * 1024 * 1024


def app_version() -> str:
    """The app's version, from the one place it is written (`game.__version__`);
    read from the source rather than package metadata, which costs start-up time
    and is missing in a frozen build."""
    from game import __version__

    return __version__


@dataclass(frozen=True)
class SaveFile:
    """A save that passed every check, upgraded to `CURRENT_SCHEMA`.

    ``source_schema`` is the version found on disk, so the UI can say a
    save was upgraded; ``game`` is the engine's payload, untouched.
    """

    path: Path
    name: str
    mode: str
    created: datetime
    turn: int
    game: dict[str, Any]
    app_version: str
    source_schema: int
    finished: bool = False


def encode(name: str, mode: str, created: datetime, turn: int, game: dict[str, Any],
           finished: bool = False) -> bytes:
    """The bytes of a schema-`CURRENT_SCHEMA` save; arguments already checked.

    Raises `SaveError` (BAD_PAYLOAD) if the game payload is not plain JSON
    (a set, NaN, a lone surrogate) or the result would exceed
    `MAX_SAVE_BYTES`: writing a file we would refuse to read loses a game.
    """
    document = {
        "format": FORMAT,
        "schema_version": CURRENT_SCHEMA,
        "app_version": app_version(),
        "name": name,
        "mode": mode,
        "created": format_time(created),
        "turn": turn,
        "game": game,
    }
    if finished:
        document["finished"] = True
    try:
        text = json.dumps(document, ensure_ascii=False, allow_nan=False, indent=1)
        data = (text + "\n").encode("utf-8")
    except (TypeError, ValueError, RecursionError) as exc:
        raise SaveError(
            repr(name), f"the game data cannot be saved as JSON ({exc})", Problem.BAD_PAYLOAD
        ) from None
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(
            repr(name),
            f"the game is too large to save ({len(data)} bytes; the limit is {MAX_SAVE_BYTES})",
            Problem.BAD_PAYLOAD,
        )
    return data


def format_time(moment: datetime) -> str:
    """ISO-8601 in UTC to the second, e.g. ``2025-03-01T18:30:00+00:00``."""
    if moment.tzinfo is None:
        raise ValueError("save times must be timezone-aware")
    return moment.astimezone(UTC).isoformat(timespec="seconds")


def decode(data: bytes, path: Path) -> SaveFile:
    """Check and upgrade the bytes of a save file; `SaveError` if refused."""
    file = path.name
    document = decode_object(data, file)
    _check_format(document, file)
    source_schema = _check_schema_version(document, file)
    document = migrate(document, file)
    return SaveFile(
        path=path,
        name=_field_name(document, file),
        mode=_field_mode(document, file),
        created=_field_created(document, file),
        turn=_field_turn(document, file),
        game=_field_game(document, file),
        app_version=_field_app_version(document, file),
        source_schema=source_schema,
        finished=_field_finished(document, file),
    )


def _check_format(document: dict[str, Any], file: str) -> None:
    """Refuse JSON that is not a Woodland Tabletop save at all."""
    if "format" not in document:
        raise SaveError(
            file, "this is not a Woodland Tabletop save (it has no 'format' field)", Problem.FOREIGN
        )
    found = document["format"]
    if found != FORMAT:
        shown = repr(found)[:60]
        raise SaveError(
            file,
            f"this is not a Woodland Tabletop save (its format is {shown}, not {FORMAT!r})",
            Problem.FOREIGN,
        )


def _check_schema_version(document: dict[str, Any], file: str) -> int:
    """The file's schema version, refused if invalid or newer than we read."""
    if "schema_version" not in document:
        raise SaveError(file, "the save has no 'schema_version'", Problem.MISSING_FIELD)
    version = document["schema_version"]
    if not _is_int(version) or version < 1:
        raise SaveError(
            file,
            f"'schema_version' must be a whole number from 1 up, not {describe(version)}",
            Problem.BAD_SCHEMA_VERSION,
        )
    if version > CURRENT_SCHEMA:
        made_by = document.get("app_version")
        by = f" ({made_by})" if isinstance(made_by, str) and len(made_by) <= 40 else ""
        raise SaveError(
            file,
            f"this save was made by a newer version of Woodland Tabletop{by}: "
            f"save schema {version}, this version reads up to {CURRENT_SCHEMA}",
            Problem.NEWER_VERSION,
        )
    return version


def _require(document: dict[str, Any], key: str, file: str) -> Any:
    """The value of a required field, or a MISSING_FIELD error."""
    if key not in document:
        raise SaveError(file, f"the save has no {key!r} field", Problem.MISSING_FIELD)
    return document[key]


def _bad(file: str, key: str, expected: str, value: object) -> SaveError:
    """A BAD_FIELD error: which field, what it should be, what it is."""
    return SaveError(
        file, f"the field {key!r} must be {expected}, not {describe(value)}", Problem.BAD_FIELD
    )


def _is_int(value: object) -> bool:
    """True for JSON integers (Python's bool is an int, JSON's is not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _field_name(document: dict[str, Any], file: str) -> str:
    value = _require(document, "name", file)
    if not isinstance(value, str):
        raise _bad(file, "name", "text", value)
    try:
        return check_name(value)
    except SaveError as exc:
        raise SaveError(
            file, f"the field 'name' is not a valid save name: {exc.problem}", Problem.BAD_FIELD
        ) from None


def _field_mode(document: dict[str, Any], file: str) -> str:
    value = _require(document, "mode", file)
    if value not in MODES:
        raise _bad(file, "mode", " or ".join(repr(mode) for mode in MODES), value)
    return value


def _field_created(document: dict[str, Any], file: str) -> datetime:
    value = _require(document, "created", file)
    expected = "an ISO-8601 date and time with a time zone"
    if not isinstance(value, str) or len(value) > 64:
        raise _bad(file, "created", expected, value)
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise _bad(file, "created", expected, value) from None
    if moment.tzinfo is None:
        raise _bad(file, "created", expected, value)
    try:
        return moment.astimezone(UTC)
    except OverflowError:
        raise _bad(file, "created", expected, value) from None


def _field_turn(document: dict[str, Any], file: str) -> int:
    value = _require(document, "turn", file)
    if not _is_int(value) or value < 0:
        raise _bad(file, "turn", "a whole number from 0 up", value)
    return value


def _field_game(document: dict[str, Any], file: str) -> dict[str, Any]:
    value = _require(document, "game", file)
    if not isinstance(value, dict):
        raise _bad(file, "game", "a JSON object", value)
    return value


def _field_app_version(document: dict[str, Any], file: str) -> str:
    value = _require(document, "app_version", file)
    if not isinstance(value, str) or not value or len(value) > 64:
        raise _bad(file, "app_version", "a version string", value)
    return value


def _field_finished(document: dict[str, Any], file: str) -> bool:
    """Whether the game has ended: optional, ``false`` when absent."""
    value = document.get("finished", False)
    if not isinstance(value, bool):
        raise _bad(file, "finished", "true or false", value)
    return value
