"""Where bundled files live, in a checkout and in the packaged executable.

PyInstaller unpacks data next to the program and points `sys._MEIPASS` at
it; everywhere else the assets folder sits beside the packages. Saves and
settings never go here (see `saves.paths`): a packaged program's folder may
be read-only.
"""

from __future__ import annotations

import sys
from pathlib import Path


def project_root() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    """Path of a bundled asset, e.g. ``asset_path("fonts", "NotoSans-Regular.ttf")``."""
    return project_root().joinpath("assets", *parts)
