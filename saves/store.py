"""The saves folder: write, read, list, delete saves and the autosave.

This is the API the Load/Save scenes and the engine's phase end call. All
files live in `saves.paths.saves_dir`; every write is atomic
(`saves.atomic`); every refusal is a `SaveError` and leaves files as they
were, so the caller only needs one ``except`` to keep the app running.

File names: a save called "Evening game" is ``evening-game.json``. When
another save already holds that file under a *different* name ("evening
game!", or a damaged file that must not be overwritten), the new save goes
to ``evening-game-2.json``, then ``-3`` and so on; saving again under the
same name overwrites that same file. So two names never silently share a
file, and `path_for_name` tells the UI in advance which file a save will
replace. The autosave has its own reserved file, ``autosave.json``, which
it always overwrites (it is the app's slot, not the player's).
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from saves import paths
from saves.atomic import atomic_write_bytes, fsync_folder
from saves.errors import Problem, SaveError, printable
from saves.jsonfile import read_capped
from saves.names import check_name, stem_candidates
from saves.savefile import MAX_SAVE_BYTES, MODES, SaveFile, decode, encode

SUFFIX = ".json"
AUTOSAVE_NAME = "Autosave"


@dataclass(frozen=True)
class SaveEntry:
    """One line of the Load scene: a readable save, or a damaged file.

    For a damaged file ``name`` is the file name (all we know), ``mode``,
    ``created`` and ``turn`` are None, ``reason`` says what is wrong and
    ``problem`` is its translatable kind. ``modified`` is the file's own
    time, which stands in for ``created`` when sorting damaged files.
    """

    path: Path
    name: str
    mode: str | None
    created: datetime | None
    turn: int | None
    modified: datetime
    is_autosave: bool = False
    finished: bool = False
    damaged: bool = False
    reason: str | None = None
    problem: Problem | None = None

    @property
    def file_name(self) -> str:
        """The file's base name, safe to draw (see `saves.errors.printable`).

        The operating system may hand us names that are not UTF-8 or hold
        control characters; showing ``path.name`` raw would crash the Load
        scene every time it opens, so the player could never delete the file.
        """
        return printable(self.path.name)


def read_save(path: Path | str) -> SaveFile:
    """Read, check and upgrade one save; `SaveError` names file and problem.

    The file is only read, never rewritten, even when it is upgraded from
    an older schema: the next save writes the current schema.
    """
    path = Path(path)
    return decode(read_capped(path, MAX_SAVE_BYTES), path)


def write_save(
    name: str,
    mode: str,
    turn: int,
    game_payload: dict[str, Any],
    *,
    created: datetime | None = None,
    finished: bool = False,
) -> Path:
    """Save a game under ``name`` and return the file written.

    ``created`` defaults to now (UTC); replays and tests may pass their own.
    ``finished``: the game has ended (see `saves.savefile`).
    Refused with `SaveError` for a bad name, a payload that is not plain
    JSON or too large, or a disk error; the previous file stays intact.
    """
    clean = check_name(name)
    return _write(_choose_path(clean), clean, mode, turn, game_payload, created, finished)


def autosave(
    mode: str,
    turn: int,
    game_payload: dict[str, Any],
    *,
    name: str = AUTOSAVE_NAME,
    created: datetime | None = None,
    finished: bool = False,
) -> Path:
    """Overwrite the autosave slot with the game as of this phase end."""
    clean = check_name(name)
    return _write(paths.autosave_path(), clean, mode, turn, game_payload, created, finished)


def path_for_name(name: str) -> Path:
    """The file `write_save` would write for ``name`` (it may exist already).

    Lets the Save scene ask "overwrite?" before saving. Raises `SaveError`
    for a name that would be refused.
    """
    return _choose_path(check_name(name))


def list_saves() -> list[SaveEntry]:
    """Every ``*.json`` in the saves folder, newest first.

    Never raises for a bad file: it is listed with ``damaged=True`` and the
    reason, so the player can see it and delete it. Damaged files sort by
    their modification time. An absent folder means no saves yet. Only a
    folder that cannot be listed at all raises `SaveError`: UNREADABLE, or
    NOT_A_FOLDER when the saves path (or a folder above it) is a file.
    """
    folder = paths.saves_dir()
    try:
        candidates = [path for path in folder.iterdir() if path.name.endswith(SUFFIX)]
    except FileNotFoundError:
        return []
    except NotADirectoryError:
        raise SaveError(
            folder.name,
            "the saves folder is a file, or lies inside one, so no save can be kept there",
            Problem.NOT_A_FOLDER,
        ) from None
    except OSError as exc:
        raise SaveError(
            folder.name, f"cannot list the saves folder ({exc.strerror})", Problem.UNREADABLE
        ) from exc
    autosave_file = paths.autosave_path()
    entries = [_entry(path, path == autosave_file) for path in candidates]
    entries.sort(key=lambda entry: entry.path.name)
    entries.sort(key=lambda entry: entry.created or entry.modified, reverse=True)
    return entries


def delete_save(path: Path | str) -> None:
    """Delete one save file (readable or damaged) from the saves folder.

    Refuses, with `SaveError`, anything that is not a ``.json`` file
    directly inside the saves folder: the path comes from the UI, and a
    bug there must not be able to delete anything else.
    """
    path = Path(path)
    folder = paths.saves_dir()
    if path.suffix != SUFFIX or path.parent.resolve() != folder.resolve():
        raise SaveError(
            path.name, "only save files in the saves folder can be deleted", Problem.OUTSIDE_SAVES
        )
    try:
        path.unlink()
    except FileNotFoundError:
        raise SaveError(path.name, "the file does not exist", Problem.NOT_FOUND) from None
    except IsADirectoryError:
        raise SaveError(path.name, "this is not a regular file", Problem.NOT_A_FILE) from None
    except OSError as exc:
        raise SaveError(
            path.name, f"cannot delete the file ({exc.strerror})", Problem.WRITE_FAILED
        ) from exc
    fsync_folder(folder)


def _choose_path(name: str) -> Path:
    """The file for ``name``: its slug, or the first free or same-name one."""
    folder = paths.saves_dir()
    for stem in stem_candidates(name):
        path = folder / f"{stem}{SUFFIX}"
        if not os.path.lexists(path):
            return path
        with contextlib.suppress(SaveError):
            if read_save(path).name == name:
                return path
    raise SaveError(
        repr(name), "too many saves share this name; choose another", Problem.NO_FREE_NAME
    )


def _write(
    path: Path,
    name: str,
    mode: str,
    turn: int,
    game_payload: dict[str, Any],
    created: datetime | None,
    finished: bool = False,
) -> Path:
    """Check the envelope values, encode and write ``path`` atomically."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, not {mode!r}")
    if not isinstance(turn, int) or isinstance(turn, bool) or turn < 0:
        raise ValueError(f"turn must be a whole number from 0 up, not {turn!r}")
    if not isinstance(game_payload, dict):
        raise SaveError(repr(name), "the game data must be a JSON object", Problem.BAD_PAYLOAD)
    moment = created if created is not None else datetime.now(UTC)
    data = encode(name, mode, moment, turn, game_payload, finished)
    try:
        atomic_write_bytes(path, data)
    except OSError as exc:
        raise SaveError(
            path.name, f"cannot write the save ({exc.strerror or exc})", Problem.WRITE_FAILED
        ) from exc
    return path


def _entry(path: Path, is_autosave: bool) -> SaveEntry:
    """A listing line for ``path``; a refused file becomes a damaged line."""
    modified = _modified(path)
    try:
        save = read_save(path)
    except SaveError as exc:
        return SaveEntry(
            path=path,
            name=printable(path.name),
            mode=None,
            created=None,
            turn=None,
            modified=modified,
            is_autosave=is_autosave,
            damaged=True,
            reason=exc.problem,
            problem=exc.kind,
        )
    return SaveEntry(
        path=path,
        name=save.name,
        mode=save.mode,
        created=save.created,
        turn=save.turn,
        modified=modified,
        is_autosave=is_autosave,
        finished=save.finished,
    )


def _modified(path: Path) -> datetime:
    """The file's modification time, or the epoch when it cannot be known.

    A file's time is whatever the file system says, and ``touch -d`` or a
    broken clock can set it outside what `datetime` holds (OverflowError,
    ValueError, or OSError from the platform's time functions).
    """
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except (OSError, OverflowError, ValueError):
        return datetime.fromtimestamp(0, UTC)
