"""Upgrading old save files, one schema version at a time.

``MIGRATIONS[k]`` turns a schema-``k`` document into a schema-``k+1`` one.
Loading a file of schema ``k`` runs ``MIGRATIONS[k]``, ``MIGRATIONS[k+1]``,
... up to `CURRENT_SCHEMA` (the Tuxemon upgrader's idea): each step is
small, written once when the format changes, and never edited afterwards,
so a file from any released version can still be opened. A migration only
reshapes the envelope; it never looks inside the opaque ``game`` payload,
whose own format belongs to the engine.

Schema history
--------------
1. ``format``, ``schema_version``, ``app_version``, ``name``, ``saved_at``
   (ISO-8601 UTC), ``turn``, ``game``. Only Woodland (Root) games existed.
2. ``saved_at`` renamed ``created``; ``mode`` added ("woodland" | "codex")
   when the Codex skirmish arrived. Schema-1 saves become ``"woodland"``.

To change the format: bump `CURRENT_SCHEMA`, add ``MIGRATIONS[old]``, add a
line above, and add a test reading a file of the old schema.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from saves.errors import Problem, SaveError

Document = dict[str, Any]
Migration = Callable[[Document], Document]

CURRENT_SCHEMA = 2


def _v1_to_v2(document: Document) -> Document:
    """Schema 1 → 2: ``saved_at`` becomes ``created``; add ``mode``.

    Every schema-1 save is a Woodland game: the Codex mode did not exist yet.
    """
    if "saved_at" not in document:
        raise ValueError("a schema 1 save must have 'saved_at'")
    upgraded = {key: value for key, value in document.items() if key != "saved_at"}
    upgraded["created"] = document["saved_at"]
    upgraded.setdefault("mode", "woodland")
    upgraded["schema_version"] = 2
    return upgraded


MIGRATIONS: dict[int, Migration] = {
    1: _v1_to_v2,
}


def migrate(
    document: Document,
    file: str,
    *,
    target: int = CURRENT_SCHEMA,
    migrations: Mapping[int, Migration] = MIGRATIONS,
) -> Document:
    """Bring ``document`` from its ``schema_version`` up to ``target``.

    The caller has already checked that the version is an int in
    ``1..target``. A missing step or a step that fails becomes a
    `SaveError` naming ``file``, so a broken old file is refused like any
    other damaged one instead of crashing the app.
    """
    version: int = document["schema_version"]
    while version < target:
        step = migrations.get(version)
        if step is None:
            raise SaveError(
                file,
                f"there is no upgrade from save schema {version} to {version + 1}",
                Problem.UPGRADE_FAILED,
            )
        try:
            document = step(document)
        except (ValueError, TypeError, KeyError) as exc:
            raise SaveError(
                file,
                f"cannot upgrade from save schema {version}: {exc}",
                Problem.UPGRADE_FAILED,
            ) from exc
        version += 1
        document["schema_version"] = version
    return document
