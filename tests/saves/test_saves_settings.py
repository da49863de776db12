"""Settings: defaults, limits, round trip, and never a crash on a bad file."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path
from typing import Any

import pytest

from saves import Settings, atomic, load_settings, paths, save_settings
from saves.settings import MAX_SETTINGS_BYTES
from tests.saves.raw_files import write_raw


def _write(content: bytes | str | dict[str, Any]) -> Path:
    """Put a settings file in place by hand, as a player or a crash might."""
    return write_raw(paths.settings_path(), content)


def test_defaults_are_the_documented_ones() -> None:
    assert Settings() == Settings(
        language="en",
        fullscreen=False,
        window_size=(1280, 720),
        frame_cap=60,
        animation_speed=1.0,
        volume=0.8,
        score_floor_zero=True,
        auto_pass=True,
        root_seats=("human", "normal"),
        codex_seats=("human", "normal"),
    )


def test_no_settings_file_gives_defaults_silently_and_writes_nothing(
    woodland_home: Path,
) -> None:
    assert load_settings() == (Settings(), None)
    assert not woodland_home.exists()


def test_round_trip_through_the_config_folder(woodland_home: Path) -> None:
    chosen = Settings(
        language="ru",
        fullscreen=True,
        window_size=(1920, 1080),
        frame_cap=144,
        animation_speed=2.5,
        volume=0.25,
        score_floor_zero=False,
        auto_pass=False,
    )
    path = save_settings(chosen)
    assert path == woodland_home / "config" / "settings.json"
    assert load_settings() == (chosen, None)


def test_settings_file_holds_schema_and_app_version() -> None:
    document = json.loads(save_settings(Settings()).read_text())
    assert document["schema_version"] == 1
    assert document["app_version"]
    assert document["window_size"] == [1280, 720]


def test_settings_are_immutable_and_changed_by_replace() -> None:
    settings = Settings()
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.volume = 0.1  # type: ignore[misc]
    assert dataclasses.replace(settings, volume=0.1).volume == 0.1


@pytest.mark.parametrize(
    "changes",
    [
        {"language": "de"},
        {"fullscreen": 1},
        {"window_size": (1280,)},
        {"window_size": (100, 720)},
        {"frame_cap": 29},
        {"frame_cap": 241},
        {"frame_cap": 60.0},
        {"animation_speed": 0.2},
        {"animation_speed": 4.5},
        {"volume": -0.1},
        {"volume": 1.01},
        {"volume": float("nan")},
        {"score_floor_zero": "yes"},
        {"root_seats": ("human",)},
        {"codex_seats": ("human", "grandmaster")},
    ],
    ids=lambda changes: f"{next(iter(changes))}={next(iter(changes.values()))!r}",
)
def test_out_of_range_values_cannot_be_constructed(changes: dict[str, Any]) -> None:
    field = next(iter(changes))
    with pytest.raises(ValueError, match=field):
        Settings(**changes)


def test_limits_themselves_are_allowed() -> None:
    for cap in (30, 240):
        assert Settings(frame_cap=cap).frame_cap == cap
    for speed in (0.25, 4.0):
        assert Settings(animation_speed=speed).animation_speed == speed
    for volume in (0, 1):
        assert Settings(volume=volume).volume == float(volume)


def test_values_are_normalised() -> None:
    settings = Settings(window_size=[800, 600], animation_speed=2, volume=1)  # type: ignore[arg-type]
    assert settings.window_size == (800, 600)
    assert isinstance(settings.animation_speed, float)
    assert isinstance(settings.volume, float)


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b'{"language": "ru", "volu', "cut off"),
        (bytes(range(256)), "not UTF-8"),
        (b"[1, 2]", "not an object"),
        (b"", "empty"),
        (b'{"volume": NaN}', "NaN"),
        (b"language = ru", "not valid JSON"),
    ],
    ids=["truncated", "random-bytes", "array", "empty", "nan", "not-json"],
)
def test_damaged_file_gives_defaults_and_a_message_naming_file_and_problem(
    content: bytes, problem: str
) -> None:
    path = _write(content)
    settings, warning = load_settings()
    assert settings == Settings()
    assert warning is not None
    assert warning.startswith("settings.json: ")
    assert problem in warning
    assert "default" in warning
    assert path.read_bytes() == content


def test_oversized_settings_file_is_refused_without_reading_it() -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    with path.open("wb") as handle:
        handle.truncate(MAX_SETTINGS_BYTES + 1)
    settings, warning = load_settings()
    assert settings == Settings()
    assert warning is not None and "settings.json" in warning and "too large" in warning


def test_settings_path_that_is_a_folder_gives_defaults_and_a_message() -> None:
    paths.settings_path().mkdir(parents=True)
    settings, warning = load_settings()
    assert settings == Settings()
    assert warning is not None and "not a regular file" in warning


def test_bad_values_fall_back_one_by_one_and_are_reported() -> None:
    path = _write(
        {
            "schema_version": 1,
            "language": "ru",
            "fullscreen": True,
            "frame_cap": 1000,
            "volume": "loud",
            "window_size": [1, 2],
            "animation_speed": 0.5,
            "score_floor_zero": None,
        }
    )
    before = path.read_bytes()
    settings, warning = load_settings()
    assert settings == Settings(language="ru", fullscreen=True, animation_speed=0.5)
    assert warning is not None
    assert warning.startswith("settings.json: ")
    assert "frame_cap must be a whole number from 30 to 240, not 1000" in warning
    assert 'volume must be a number from 0 to 1, not "loud"' in warning
    assert "window_size" in warning and "score_floor_zero" in warning
    for good in ("language", "fullscreen", "animation_speed"):
        assert good not in warning
    assert path.read_bytes() == before


def test_missing_and_unknown_keys_are_fine_and_silent() -> None:
    _write({"language": "ru", "theme": "dark", "colour_blind": True})
    assert load_settings() == (Settings(language="ru"), None)


def test_settings_from_a_newer_version_are_read_as_far_as_possible() -> None:
    _write({"schema_version": 7, "language": "ru", "volume": 0.3, "haptics": "strong"})
    settings, warning = load_settings()
    assert settings == Settings(language="ru", volume=0.3)
    assert warning is not None and "newer version" in warning


def test_bad_schema_version_is_reported_but_values_are_kept() -> None:
    _write({"schema_version": "one", "language": "ru"})
    settings, warning = load_settings()
    assert settings == Settings(language="ru")
    assert warning is not None and "schema_version" in warning


def test_booleans_are_not_numbers_and_numbers_are_not_booleans() -> None:
    _write({"frame_cap": True, "volume": False, "fullscreen": 1})
    settings, warning = load_settings()
    assert settings == Settings()
    assert warning is not None
    assert all(name in warning for name in ("frame_cap", "volume", "fullscreen"))


def test_interrupted_settings_write_keeps_the_previous_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = save_settings(Settings(language="ru"))
    before = path.read_bytes()

    def crash(temp_path: Path, target: Path) -> None:
        raise RuntimeError("power cut")

    with monkeypatch.context() as patch, pytest.raises(RuntimeError):
        patch.setattr(atomic, "before_replace", crash)
        save_settings(Settings(language="en"))
    assert path.read_bytes() == before
    assert os.listdir(path.parent) == ["settings.json"]
    assert load_settings() == (Settings(language="ru"), None)
