"""Where files live: platformdirs by default, WOODLAND_HOME when set."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest

from saves import paths, write_save


def test_woodland_home_overrides_data_and_config(woodland_home: Path) -> None:
    assert paths.data_dir() == woodland_home / "data"
    assert paths.config_dir() == woodland_home / "config"
    assert paths.saves_dir() == woodland_home / "data" / "saves"
    assert paths.autosave_path() == woodland_home / "data" / "saves" / "autosave.json"
    assert paths.settings_path() == woodland_home / "config" / "settings.json"


def test_without_woodland_home_locations_come_from_platformdirs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(paths.HOME_ENV, raising=False)
    data = Path(platformdirs.user_data_dir("WoodlandTabletop", appauthor=False))
    config = Path(platformdirs.user_config_dir("WoodlandTabletop", appauthor=False))
    assert paths.data_dir() == data
    assert paths.saves_dir() == data / "saves"
    assert paths.autosave_path() == data / "saves" / "autosave.json"
    assert paths.settings_path() == config / "settings.json"


def test_empty_woodland_home_counts_as_unset(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, "")
    data = Path(platformdirs.user_data_dir("WoodlandTabletop", appauthor=False))
    assert paths.data_dir() == data


def test_asking_for_locations_creates_no_folder(woodland_home: Path) -> None:
    paths.saves_dir()
    paths.autosave_path()
    paths.settings_path()
    assert not woodland_home.exists()


def test_first_write_creates_the_folders_inside_woodland_home(woodland_home: Path) -> None:
    written = write_save("First", "woodland", 0, {})
    assert written.is_relative_to(woodland_home)
    assert written.parent == woodland_home / "data" / "saves"


def test_importing_saves_neither_imports_pygame_nor_touches_disk(tmp_path: Path) -> None:
    home = tmp_path / "fresh-home"
    code = (
        "import sys, saves, saves.store, saves.settings\n"
        "assert 'pygame' not in sys.modules, 'saves imported pygame'\n"
    )
    env = {"WOODLAND_HOME": str(home), "PATH": ""}
    subprocess.run([sys.executable, "-c", code], check=True, env=env, cwd=Path(__file__).parents[2])
    assert not home.exists()
