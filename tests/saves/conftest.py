"""Save tests run in a throw-away WOODLAND_HOME: never the real home folder."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from saves import paths
from tests.saves.raw_files import write_raw


@pytest.fixture(autouse=True)
def woodland_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point every save and settings location at a fresh temporary folder."""
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    return home


@pytest.fixture
def saves_folder() -> Path:
    """The saves folder of the temporary home, created for hand-made files."""
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def valid_document(**changes: Any) -> dict[str, Any]:
    """A correct schema-2 save document; ``changes`` override fields."""
    document: dict[str, Any] = {
        "format": "woodland-tabletop-save",
        "schema_version": 2,
        "app_version": "0.1.0",
        "name": "Evening game",
        "mode": "woodland",
        "created": "2025-03-01T18:30:00+00:00",
        "turn": 7,
        "game": {"seed": 42, "rng": [1, 2, 3], "log": ["move 1 5 2"]},
    }
    document.update(changes)
    return document


@pytest.fixture
def document() -> Callable[..., dict[str, Any]]:
    """Factory for correct save documents (see `valid_document`)."""
    return valid_document


@pytest.fixture
def put_file(saves_folder: Path) -> Callable[[str, bytes | str | dict[str, Any]], Path]:
    """Write raw bytes, text or a JSON document as a file in the saves folder."""

    def put(name: str, content: bytes | str | dict[str, Any]) -> Path:
        return write_raw(saves_folder / name, content)

    return put
