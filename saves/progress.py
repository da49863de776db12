"""Which lessons the player has done: the lesson progress file.

Progress is a nicety, so like the settings (`saves.settings`) it must never
stop anything: `load_progress` never raises — a missing file is "nothing
done yet", a damaged one is nothing done plus the reason, and lesson ids
that are not text are left out — and a write is atomic (`saves.atomic`), so
a crash leaves the old file or the new one. The ids are lesson ids
(`scenes.learn.lesson`); an id of a lesson that no longer exists is kept, so
a lesson file that is briefly broken does not lose its tick.

File (schema 1)::

    {"schema_version": 1, "app_version": "0.1.0",
     "done": ["codex-01-patrol-zone", "woodland-01-must-rule"]}
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path

from game import __version__
from saves import paths
from saves.atomic import atomic_write_text
from saves.errors import Problem, SaveError
from saves.jsonfile import decode_object, read_capped

PROGRESS_SCHEMA = 1
MAX_PROGRESS_BYTES = 256 * 1024
MAX_ID = 120  # characters; lesson ids are file names


def load_progress(path: Path | None = None) -> tuple[frozenset[str], SaveError | None]:
    """The ids of the lessons done, and why the file was set aside (or None).

    Never raises. ``path`` defaults to `saves.paths.progress_path`."""
    path = paths.progress_path() if path is None else Path(path)
    if not os.path.lexists(path):
        return frozenset(), None
    try:
        document = decode_object(read_capped(path, MAX_PROGRESS_BYTES), path.name)
    except SaveError as exc:
        return frozenset(), exc
    done = document.get("done", [])
    if not isinstance(done, list):
        return frozenset(), SaveError(path.name, "'done' must be a list of lesson ids",
                                      Problem.BAD_FIELD)
    return frozenset(i for i in done if isinstance(i, str) and 0 < len(i) <= MAX_ID), None


def save_progress(done: Iterable[str], path: Path | None = None) -> Path:
    """Write the lessons done atomically; raises `SaveError` (WRITE_FAILED)
    when the disk refuses, the previous file intact."""
    path = paths.progress_path() if path is None else Path(path)
    document = {"schema_version": PROGRESS_SCHEMA, "app_version": __version__,
                "done": sorted(set(done))}
    try:
        atomic_write_text(path, json.dumps(document, indent=2) + "\n")
    except OSError as exc:
        raise SaveError(path.name, f"cannot write the lesson progress ({exc.strerror or exc})",
                        Problem.WRITE_FAILED) from exc
    return path
