"""Write a file so that a crash leaves either the old file or the new one.

A save is rewritten at every phase end; a power cut or a crash in the middle
of a plain ``open(path, "w")`` would leave the player with half a file and
no game. So the new bytes go to a temporary file in the *same* folder (a
rename is only atomic within one file system), are flushed and fsynced,
and only then renamed over the old file with `os.replace`; on POSIX the
folder is fsynced too so the rename itself survives a power cut.

`before_replace` is the seam between "new bytes are durable in the temp
file" and "the rename": it does nothing in the app, and tests replace it
(``monkeypatch.setattr(saves.atomic, "before_replace", boom)``) to prove an
interrupted write keeps the previous file and leaves no temp file behind.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def before_replace(temp_path: Path, target: Path) -> None:
    """Run after the temp file is durable and before it replaces ``target``.

    Deliberately empty: it exists so tests can simulate a crash at the
    most dangerous moment of a write.
    """


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically, creating its folder if needed.

    On any failure (an OSError, a crash injected at `before_replace`, even
    KeyboardInterrupt) the temp file is removed, the previous file is left
    as it was, and the exception propagates to the caller.
    """
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    # The leading dot and the suffix keep a stray temp file out of
    # ``*.json`` listings even if cleanup itself is interrupted.
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
    temp_path = Path(temp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        before_replace(temp_path, path)
        os.replace(temp_path, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp_path.unlink(missing_ok=True)
        raise
    fsync_folder(folder)


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` encoded as UTF-8, atomically."""
    atomic_write_bytes(path, text.encode("utf-8"))


def fsync_folder(folder: Path) -> None:
    """Make a rename or delete in ``folder`` durable (POSIX only).

    Windows cannot open a folder for fsync and some file systems refuse it;
    the file's own data is already synced, so failing here is not an error.
    """
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
