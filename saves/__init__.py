"""Saves, the autosave and settings: where they live and how they are kept safe.

Pure Python plus platformdirs: no pygame, and no game rules: the ``game``
payload of a save belongs to the engine and is passed through untouched.
Every refusal is a `SaveError` naming the file and the problem.

Modules: `paths` (locations), `atomic` (crash-safe writes), `jsonfile`
(strict, size-capped JSON reading), `names` (save names and file stems),
`migrations` (schema upgrades), `savefile` (the save format), `store` (the
saves folder API), `settings` (player settings).
"""

from saves.errors import Problem, SaveError
from saves.migrations import CURRENT_SCHEMA, MIGRATIONS
from saves.savefile import FORMAT, MAX_SAVE_BYTES, SaveFile, app_version
from saves.settings import Settings, load_settings, save_settings
from saves.store import (
    SaveEntry,
    autosave,
    delete_save,
    list_saves,
    path_for_name,
    read_save,
    write_save,
)

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
