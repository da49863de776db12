"""What a hostile disk can hold, and what the saves package answers.

Each case once got through to drawing or writing code as text that cannot
be drawn or encoded, or made the saves package itself raise something other
than its documented `SaveError`.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from saves import Problem, SaveError, list_saves, load_settings, paths, read_save, write_save
from saves.errors import printable
from saves.jsonfile import MAX_DEPTH
from saves.settings import Settings, check_window_size, first_window, fit_window_size


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("plain name.json", "plain name.json"),
        ("Вечерняя партия", "Вечерняя партия"),
        (os.fsdecode(b"caf\xe9.json"), "caf\\xe9.json"),
        ("nul\x00here", "nul\\x00here"),
        ("two\nlines", "two\\nlines"),
        ("\u202eevil", "\\u202eevil"),
        ("half \ud83d pair", "half \\ud83d pair"),
    ],
)
def test_messages_escape_what_cannot_be_drawn(raw: str, shown: str) -> None:
    assert printable(raw) == shown
    error = SaveError(raw, f"quoting {raw}", Problem.BAD_FIELD)
    assert error.file == shown and error.problem == f"quoting {shown}"
    assert str(error).isprintable()
    str(error).encode("utf-8")  # a strict UTF-8 log or terminal takes it


def test_a_file_name_that_is_not_utf8_is_refused_with_a_printable_name(
        saves_folder: Path) -> None:
    path = saves_folder / os.fsdecode(b"\xff\xfe.json")
    path.write_bytes(b"{")
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.file == "\\xff\\xfe.json"
    assert path.read_bytes() == b"{"


@pytest.mark.parametrize("escape", ["\\ud800", "\\udfff", "\\ud83d x", "x \\ude00"])
@pytest.mark.parametrize("where", ["name", "game value", "game key"])
def test_a_lone_surrogate_escape_is_refused_because_it_could_not_be_saved_again(
        put_file: Callable[[str, Any], Path], document: Callable[..., dict[str, Any]],
        escape: str, where: str) -> None:
    marker = "MARKER"
    if where == "name":
        doc = document(name=marker)
    elif where == "game value":
        doc = document(game={"log": [marker]})
    else:
        doc = document(game={marker: 1})
    text = json.dumps(doc).replace(marker, escape)
    path = put_file("half.json", text)
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.kind is Problem.NOT_UTF8
    assert "half of a character pair" in str(caught.value)


def test_a_proper_surrogate_pair_escape_is_one_character_and_accepted(
        put_file: Callable[[str, Any], Path], document: Callable[..., dict[str, Any]]) -> None:
    text = json.dumps(document(game={"log": ["MARKER"]})).replace("MARKER", "\\ud83d\\ude00")
    save = read_save(put_file("emoji.json", text))
    assert save.game["log"] == ["\U0001f600"]


def test_nesting_up_to_the_limit_loads_and_saves_again_and_deeper_is_refused(
        put_file: Callable[[str, Any], Path], document: Callable[..., dict[str, Any]]) -> None:
    # The document is level 1 and "game" level 2, so the payload may add MAX_DEPTH - 2.
    deepest: Any = []
    for _ in range(MAX_DEPTH - 3):
        deepest = [deepest]
    save = read_save(put_file("deep.json", document(game={"x": deepest})))
    again = write_save("Deep", save.mode, save.turn, save.game)
    assert read_save(again).game == save.game
    with pytest.raises(SaveError) as caught:
        read_save(put_file("deeper.json", document(game={"x": [deepest]})))
    assert caught.value.kind is Problem.TOO_DEEP


@pytest.mark.parametrize("blocker", ["saves", "data"])
def test_a_saves_path_that_is_a_file_is_refused_as_not_a_folder(blocker: str) -> None:
    target = paths.saves_dir() if blocker == "saves" else paths.data_dir()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(b"x")
    with pytest.raises(SaveError) as caught:
        list_saves()
    assert caught.value.kind is Problem.NOT_A_FOLDER
    with pytest.raises(SaveError) as caught:
        write_save("Blocked", "woodland", 1, {})
    assert caught.value.kind is Problem.WRITE_FAILED
    assert target.read_bytes() == b"x"


def test_a_settings_folder_that_cannot_be_searched_gives_defaults(
        monkeypatch: pytest.MonkeyPatch) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"volume": 0.5}', encoding="utf-8")
    real_stat = Path.stat

    def stat(self: Path, *args: Any, **kwargs: Any) -> os.stat_result:
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real_stat(self, *args, **kwargs)

    # Simulated: tests may run as root, whom chmod does not stop.
    monkeypatch.setattr(Path, "stat", stat)
    settings, warning = load_settings()
    assert settings == Settings()
    assert warning is not None and "Permission denied" in warning


def test_a_settings_value_quoting_odd_text_gives_a_printable_warning() -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"language": "de\u0000\n\u202e"}), encoding="utf-8")
    settings, warning = load_settings()
    assert settings.language == "en"
    assert warning is not None and warning.isprintable()


@pytest.mark.parametrize("size", [(320, 320), (7680, 4320), (1280, 720)])
def test_window_sizes_in_range_are_accepted(size: tuple[int, int]) -> None:
    assert check_window_size(size) == size == Settings(window_size=size).window_size


@pytest.mark.parametrize("size", [(320, 240), (319, 320), (7681, 4320), (7680, 4321),
                                  (16384, 16384), (-1, 500), (True, 500)])
def test_window_sizes_out_of_range_are_refused_with_the_range(size: tuple[int, int]) -> None:
    with pytest.raises(ValueError, match="320x320 to 7680x4320"):
        check_window_size(size)


@pytest.mark.parametrize(("dragged", "kept"), [((100, 50), (320, 320)),
                                               ((9000, 5000), (7680, 4320)),
                                               ((800, 600), (800, 600))])
def test_a_window_dragged_out_of_range_is_remembered_at_the_nearest_size(
        dragged: tuple[int, int], kept: tuple[int, int]) -> None:
    assert fit_window_size(dragged) == kept
    Settings(window_size=fit_window_size(dragged))


@pytest.mark.parametrize("number", ["1e999", "-1e999", "1.0e400", "9" * 400 + ".0"])
def test_a_number_too_large_for_a_float_is_refused_because_it_could_not_be_saved_again(
        put_file: Callable[[str, Any], Path], document: Callable[..., dict[str, Any]],
        number: str) -> None:
    # Found by bench/fuzz.py (seed 1, save_files #34434): Python reads 1e999 as
    # infinity, and the writer (allow_nan=False) then refused to save the game.
    text = json.dumps(document(game={"x": "MARKER"})).replace('"MARKER"', number)
    with pytest.raises(SaveError) as caught:
        read_save(put_file("inf.json", text))
    assert caught.value.kind is Problem.NOT_JSON and "too large" in str(caught.value)


def test_large_finite_numbers_still_load_and_save_again(
        put_file: Callable[[str, Any], Path], document: Callable[..., dict[str, Any]]) -> None:
    save = read_save(put_file("big.json", document(game={"x": 1.7e308, "y": 5e-324})))
    assert read_save(write_save("Big", save.mode, save.turn, save.game)).game == save.game


@pytest.mark.parametrize(("desktop", "window", "fullscreen"),
                         [((3840, 2160), (2560, 1440), False), ((2560, 1440), (1920, 1080), False),
                          ((1920, 1080), (1600, 900), False), ((1920, 1200), (1600, 900), False),
                          ((1440, 900), (1280, 720), False), ((1366, 768), (1280, 720), True),
                          ((1024, 768), (1280, 720), True)])
def test_a_first_start_opens_the_largest_window_the_screen_has_room_for(
        desktop: tuple[int, int], window: tuple[int, int], fullscreen: bool) -> None:
    assert first_window(desktop) == (window, fullscreen)
    Settings(window_size=window)
