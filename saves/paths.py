"""Where saves, the autosave, the settings and the lesson progress live.

The locations come from platformdirs so the packaged program never writes
next to its executable. ``WOODLAND_HOME`` overrides both roots so tests and
CI run in a throw-away folder and never touch the real home. Every function
here only computes a path: folders are created by the first write
(`saves.atomic`), never on import, so starting the app or running a test
leaves no trace on disk.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "WoodlandTabletop"
HOME_ENV = "WOODLAND_HOME"

SAVES_FOLDER = "saves"
AUTOSAVE_FILE = "autosave.json"
SETTINGS_FILE = "settings.json"
PROGRESS_FILE = "lessons-progress.json"


def _home_override() -> Path | None:
    """The ``WOODLAND_HOME`` folder, or None when it is unset or empty."""
    value = os.environ.get(HOME_ENV, "")
    return Path(value).expanduser().absolute() if value else None


def data_dir() -> Path:
    """The per-user data folder (saves and the autosave go below it).

    ``appauthor=False`` keeps Windows from doubling the folder name.
    """
    home = _home_override()
    if home is not None:
        return home / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The per-user configuration folder, home of ``settings.json``."""
    home = _home_override()
    if home is not None:
        return home / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """The folder that holds every save file, the autosave included."""
    return data_dir() / SAVES_FOLDER


def autosave_path() -> Path:
    """The single autosave slot, rewritten at every phase end."""
    return saves_dir() / AUTOSAVE_FILE


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / SETTINGS_FILE


def progress_path() -> Path:
    """Which lessons the player has done (saves.progress). In the data
    folder beside the saves, not in ``lessons/``, where every ``*.json`` is
    read as a user-made lesson."""
    return data_dir() / PROGRESS_FILE
