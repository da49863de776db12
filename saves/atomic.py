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
import re
import stat
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
# What `atomic_write_bytes` names its temp files: a dot, the target's name
# (every file we write is ``*.json``), a dot, tempfile's 8 random characters
# (lower-case letters, digits, "_"), ".tmp". Anything else is not ours.
TEMP_NAME = re.compile(r"\.(?P<target>.+\.json)\.[a-z0-9_]{8}\.tmp", re.ASCII)
# A write takes well under a second even for the largest save; a temp file
# this much older than now belongs to a write that was killed, not to one
# another copy of the app is doing right now.
STALE_AFTER_SECONDS = 15 * 60


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


def remove_stale_temp_files(
    folder: Path, *, older_than: float = STALE_AFTER_SECONDS, now: float | None = None
) -> list[Path]:
    """Delete the temp files a killed write left in ``folder``; return them.

    A ``kill -9`` or a power cut between `tempfile.mkstemp` and the rename
    leaves a temp file that nothing will ever remove (a thousand killed
    saves once left 428 MiB). Only files that are certainly ours and
    certainly abandoned go: the name must match `TEMP_NAME`, the entry must
    be a regular file (not a symlink or a folder), owned by this user where
    ownership exists, and last modified more than ``older_than`` seconds
    ago, so a write in progress in another copy of the app is left alone.
    Never raises: a folder that is missing or unreadable simply has nothing
    to clean, and a file that cannot be removed stays for the next start.
    """
    moment = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except (OSError, ValueError):
        return removed
    for entry in entries:
        if not TEMP_NAME.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode):
            continue
        if hasattr(os, "getuid") and info.st_uid != os.getuid():
            continue
        if moment - info.st_mtime <= older_than:
            continue
        with contextlib.suppress(OSError):
            os.unlink(entry.path)
            removed.append(Path(entry.path))
    if removed:
        fsync_folder(folder)
    return removed
