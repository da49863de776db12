"""Saves, the autosave and settings: where they live and how they are kept safe.

Pure Python plus platformdirs: no pygame, and no game rules: the ``game``
payload of a save belongs to the engine and is passed through untouched.
Every refusal is a `SaveError` naming the file and the problem.

Modules: `paths` (locations), `atomic` (crash-safe writes), `jsonfile`
(strict, size-capped JSON reading), `names` (save names and file stems),
`migrations` (schema upgrades), `savefile` (the save format), `store` (the
saves folder API), `settings` (player settings).
"""

import importlib
from typing import Any

# Where each public name lives. Loaded on first use (PEP 562) so that the app
# can read its settings at start-up without importing the whole save machinery.
_HOME = {
    "Problem": "errors", "SaveError": "errors",
    "CURRENT_SCHEMA": "migrations", "MIGRATIONS": "migrations",
    "FORMAT": "savefile", "MAX_SAVE_BYTES": "savefile", "SaveFile": "savefile",
    "app_version": "savefile",
    "Settings": "settings", "load_settings": "settings", "save_settings": "settings",
    "SaveEntry": "store", "autosave": "store", "delete_save": "store",
    "list_saves": "store", "path_for_name": "store", "read_save": "store",
    "write_save": "store",
}

__all__ = [
    "CURRENT_SCHEMA",
    "FORMAT",
    "MAX_SAVE_BYTES",
    "MIGRATIONS",
    "Problem",
    "SaveEntry",
    "SaveError",
    "SaveFile",
    "Settings",
    "app_version",
    "autosave",
    "delete_save",
    "list_saves",
    "load_settings",
    "path_for_name",
    "read_save",
    "save_settings",
    "write_save",
]


def __getattr__(name: str) -> Any:
    if name in _HOME:
        return getattr(importlib.import_module(f"saves.{_HOME[name]}"), name)
    raise AttributeError(f"module 'saves' has no attribute {name!r}")

