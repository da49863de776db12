"""The saves folder: round trip, listing, delete, naming, autosave, crash safety."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

import saves.savefile
from saves import (
    CURRENT_SCHEMA,
    FORMAT,
    Problem,
    SaveError,
    app_version,
    atomic,
    autosave,
    delete_save,
    list_saves,
    path_for_name,
    paths,
    read_save,
    write_save,
)

GAME = {
    "seed": 1234,
    "rng_state": [3, 1, 4, 1, 5, 9, 2, 6],
    "initial_position": {"clearings": {"1": {"cats": 1}}, "decree": None},
    "log": ["birdsong", "move 1 5 x2", "battle 5 eyrie"],
    "ratio": 0.5,
    "flags": [True, False, None],
    "текст": "Маркиза де Кот",
}
T0 = datetime(2025, 3, 1, 18, 30, tzinfo=UTC)


def _files(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


class PowerCut(Exception):
    """The process dies between writing the temp file and the rename."""


def _crash(temp_path: Path, target: Path) -> None:
    raise PowerCut


# --- round trip -----------------------------------------------------------


def test_round_trip_keeps_every_field_and_the_payload_exactly() -> None:
    path = write_save("Evening game", "codex", 12, GAME, created=T0)
    save = read_save(path)
    assert save.path == path
    assert save.name == "Evening game"
    assert save.mode == "codex"
    assert save.turn == 12
    assert save.created == T0
    assert save.game == GAME
    assert save.app_version == app_version()
    assert save.source_schema == CURRENT_SCHEMA


def test_written_file_is_the_documented_json_envelope() -> None:
    path = write_save("Evening game", "woodland", 3, {"seed": 1}, created=T0)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document == {
        "format": FORMAT,
        "schema_version": CURRENT_SCHEMA,
        "app_version": app_version(),
        "name": "Evening game",
        "mode": "woodland",
        "created": "2025-03-01T18:30:00+00:00",
        "turn": 3,
        "game": {"seed": 1},
    }


def test_created_defaults_to_now_in_utc() -> None:
    before = datetime.now(UTC).replace(microsecond=0)
    save = read_save(write_save("Now", "woodland", 0, {}))
    assert before <= save.created <= datetime.now(UTC)
    assert save.created.utcoffset() == timedelta(0)


def test_created_in_another_zone_is_stored_in_utc() -> None:
    moscow = datetime(2025, 3, 1, 21, 30, tzinfo=timezone(timedelta(hours=3)))
    path = write_save("Zone", "woodland", 0, {}, created=moscow)
    assert json.loads(path.read_text())["created"] == "2025-03-01T18:30:00+00:00"
    assert read_save(path).created == T0


def test_saves_record_the_app_version_from_its_single_source() -> None:
    from game import __version__

    path = write_save("Versioned", "woodland", 0, {})
    assert json.loads(path.read_text())["app_version"] == __version__ == app_version()


def test_read_accepts_a_string_path() -> None:
    path = write_save("Text path", "woodland", 1, {})
    assert read_save(str(path)).name == "Text path"


# --- listing --------------------------------------------------------------


def test_listing_an_absent_folder_is_empty_and_creates_nothing(woodland_home: Path) -> None:
    assert list_saves() == []
    assert not woodland_home.exists()


def test_listing_is_newest_first_with_damaged_files_marked(
    put_file: Callable[..., Path], saves_folder: Path
) -> None:
    write_save("Oldest", "woodland", 1, {}, created=T0)
    write_save("Newest", "codex", 9, {}, created=T0 + timedelta(days=2))
    write_save("Middle", "woodland", 5, {}, created=T0 + timedelta(days=1))
    broken = put_file("broken.json", b'{"format": "woodland-tabletop-save", "sche')
    stamp = (T0 + timedelta(hours=36)).timestamp()
    os.utime(broken, (stamp, stamp))
    put_file("notes.txt", b"not a save")
    put_file(".middle.json.abc.tmp", b"stray temp")

    entries = list_saves()

    assert [entry.name for entry in entries] == ["Newest", "broken.json", "Middle", "Oldest"]
    newest, damaged, middle, oldest = entries
    assert (newest.mode, newest.turn, newest.created) == ("codex", 9, T0 + timedelta(days=2))
    assert not newest.damaged and newest.reason is None
    assert damaged.damaged
    assert damaged.problem is Problem.TRUNCATED
    assert damaged.reason is not None and "cut off" in damaged.reason
    assert (damaged.mode, damaged.turn, damaged.created) == (None, None, None)
    assert (middle.turn, oldest.turn) == (5, 1)


def test_listing_never_raises_for_any_kind_of_bad_file(
    put_file: Callable[..., Path], saves_folder: Path, document: Callable[..., dict[str, Any]]
) -> None:
    put_file("random.json", os.urandom(64) + b"\xff")
    put_file("array.json", b"[1, 2]")
    put_file("newer.json", document(schema_version=CURRENT_SCHEMA + 1))
    put_file("badturn.json", document(turn="abc"))
    (saves_folder / "folder.json").mkdir()
    entries = {entry.path.name: entry for entry in list_saves()}
    expected = {"random.json", "array.json", "newer.json", "badturn.json", "folder.json"}
    assert set(entries) == expected
    assert all(entry.damaged and entry.reason for entry in entries.values())
    assert entries["newer.json"].problem is Problem.NEWER_VERSION
    assert entries["folder.json"].problem is Problem.NOT_A_FILE


def test_listing_marks_the_autosave() -> None:
    autosave("woodland", 4, {})
    write_save("Mine", "woodland", 2, {})
    marks = {entry.name: entry.is_autosave for entry in list_saves()}
    assert marks == {"Autosave": True, "Mine": False}


# --- delete ---------------------------------------------------------------


def test_delete_removes_the_save_from_disk_and_listing() -> None:
    keep = write_save("Keep", "woodland", 1, {})
    gone = write_save("Gone", "woodland", 1, {})
    delete_save(gone)
    assert not gone.exists()
    assert [entry.path for entry in list_saves()] == [keep]


def test_delete_works_on_a_damaged_file(put_file: Callable[..., Path]) -> None:
    broken = put_file("broken.json", b"\x00\x01garbage")
    delete_save(broken)
    assert not broken.exists()


def test_delete_refuses_files_outside_the_saves_folder(tmp_path: Path) -> None:
    outside = tmp_path / "precious.json"
    outside.write_bytes(b"{}")
    with pytest.raises(SaveError) as caught:
        delete_save(outside)
    assert caught.value.kind is Problem.OUTSIDE_SAVES
    assert "precious.json" in str(caught.value)
    assert outside.read_bytes() == b"{}"


def test_delete_refuses_a_non_json_file_in_the_saves_folder(
    put_file: Callable[..., Path],
) -> None:
    notes = put_file("notes.txt", b"keep me")
    with pytest.raises(SaveError) as caught:
        delete_save(notes)
    assert caught.value.kind is Problem.OUTSIDE_SAVES
    assert notes.read_bytes() == b"keep me"


def test_delete_refuses_a_path_that_climbs_out_of_the_folder(tmp_path: Path) -> None:
    victim = tmp_path / "victim.json"
    victim.write_bytes(b"{}")
    sneaky = paths.saves_dir() / ".." / ".." / ".." / "victim.json"
    with pytest.raises(SaveError):
        delete_save(sneaky)
    assert victim.exists()


def test_delete_of_a_missing_save_says_so(saves_folder: Path) -> None:
    with pytest.raises(SaveError) as caught:
        delete_save(saves_folder / "ghost.json")
    assert caught.value.kind is Problem.NOT_FOUND
    assert "ghost.json" in str(caught.value)


# --- file naming ----------------------------------------------------------


def test_file_name_is_a_slug_of_the_save_name() -> None:
    assert write_save("Evening Game #3", "woodland", 0, {}).name == "evening-game-3.json"
    assert write_save("Партия у Маши", "woodland", 0, {}).name == "партия-у-маши.json"
    assert write_save("!!!", "woodland", 0, {}).name == "save.json"


def test_saving_again_under_the_same_name_overwrites_that_save(saves_folder: Path) -> None:
    first = write_save("Evening game", "woodland", 1, {})
    second = write_save("Evening game", "woodland", 2, {})
    assert first == second
    assert read_save(second).turn == 2
    assert _files(saves_folder) == ["evening-game.json"]


def test_two_names_with_one_slug_get_two_files(saves_folder: Path) -> None:
    first = write_save("My game!", "woodland", 1, {})
    second = write_save("my game?", "codex", 2, {})
    third = write_save("MY GAME", "codex", 3, {})
    assert [first.name, second.name, third.name] == [
        "my-game.json",
        "my-game-2.json",
        "my-game-3.json",
    ]
    assert read_save(first).name == "My game!"
    assert read_save(second).name == "my game?"
    again = write_save("my game?", "codex", 5, {})
    assert again == second and read_save(second).turn == 5
    assert read_save(first).turn == 1


def test_a_damaged_file_in_the_way_is_never_overwritten(put_file: Callable[..., Path]) -> None:
    broken = put_file("evening-game.json", b'{"truncated": ')
    written = write_save("Evening game", "woodland", 1, {})
    assert written.name == "evening-game-2.json"
    assert broken.read_bytes() == b'{"truncated": '


def test_reserved_stems_are_skipped() -> None:
    autosave("woodland", 1, {"slot": "auto"})
    mine = write_save("Autosave", "woodland", 2, {"slot": "mine"})
    assert mine.name == "autosave-2.json"
    assert read_save(paths.autosave_path()).game == {"slot": "auto"}
    assert write_save("con", "woodland", 0, {}).name == "con-2.json"


def test_path_for_name_predicts_write_save() -> None:
    write_save("My game!", "woodland", 1, {})
    predicted = path_for_name("my game?")
    assert not predicted.exists()
    assert write_save("my game?", "woodland", 1, {}) == predicted
    assert path_for_name("My game!").exists()


def test_names_are_stored_trimmed_and_normalised() -> None:
    save = read_save(write_save("  Cafe\u0301 game  ", "woodland", 0, {}))
    assert save.name == "Caf\u00e9 game"


# --- bad names and bad payloads are refused on write ----------------------


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("../evil", "path separator"),
        ("a/b", "path separator"),
        ("..\\evil", "path separator"),
        ("..", "'..'"),
        ("Wait..", "'..'"),
        ("a\x00b", "NUL"),
        ("", "empty"),
        ("   ", "empty"),
        ("x" * 65, "at most 64"),
        ("line\nbreak", "control"),
    ],
)
def test_bad_save_names_are_refused_and_nothing_is_written(
    name: str, problem: str, woodland_home: Path
) -> None:
    with pytest.raises(SaveError) as caught:
        write_save(name, "woodland", 0, {})
    assert caught.value.kind is Problem.BAD_NAME
    assert problem in str(caught.value)
    assert repr(name[:20])[:-1] in str(caught.value)
    assert not woodland_home.exists()


def test_a_64_character_name_is_fine() -> None:
    assert read_save(write_save("x" * 64, "woodland", 0, {})).name == "x" * 64


@pytest.mark.parametrize(
    "payload",
    [[1, 2], {"rng": {1, 2}}, {"score": float("nan")}, {"text": "\ud800"}],
    ids=["not-an-object", "set", "nan", "lone-surrogate"],
)
def test_payloads_that_are_not_plain_json_are_refused(payload: Any, woodland_home: Path) -> None:
    with pytest.raises(SaveError) as caught:
        write_save("Game", "woodland", 0, payload)
    assert caught.value.kind is Problem.BAD_PAYLOAD
    assert "Game" in str(caught.value)
    assert not woodland_home.exists()


def test_a_game_too_large_to_read_back_is_not_written(saves_folder: Path) -> None:
    with pytest.raises(SaveError) as caught:
        write_save("Huge", "woodland", 0, {"log": "x" * saves.MAX_SAVE_BYTES})
    assert caught.value.kind is Problem.BAD_PAYLOAD
    assert "too large" in str(caught.value)
    assert _files(saves_folder) == []


def test_bad_mode_or_turn_is_a_programming_error() -> None:
    with pytest.raises(ValueError):
        write_save("Game", "chess", 0, {})
    with pytest.raises(ValueError):
        write_save("Game", "woodland", -1, {})


# --- interrupted writes ---------------------------------------------------


def test_interrupted_write_keeps_the_previous_save_and_leaves_no_temp(
    saves_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write_save("Evening game", "woodland", 1, {"log": ["a"]})
    before = path.read_bytes()
    monkeypatch.setattr(atomic, "before_replace", _crash)
    with pytest.raises(PowerCut):
        write_save("Evening game", "woodland", 2, {"log": ["a", "b"]})
    assert path.read_bytes() == before
    assert read_save(path).turn == 1
    assert _files(saves_folder) == ["evening-game.json"]


def test_interrupted_autosave_keeps_the_previous_autosave(
    saves_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = autosave("codex", 3, {"phase": "main"})
    before = path.read_bytes()
    monkeypatch.setattr(atomic, "before_replace", _crash)
    with pytest.raises(PowerCut):
        autosave("codex", 4, {"phase": "end"})
    assert path.read_bytes() == before
    assert _files(saves_folder) == ["autosave.json"]


def test_disk_error_during_write_becomes_a_save_error(
    saves_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def disk_full(temp_path: Path, target: Path) -> None:
        raise OSError(28, "No space left on device")

    path = write_save("Evening game", "woodland", 1, {})
    before = path.read_bytes()
    monkeypatch.setattr(atomic, "before_replace", disk_full)
    with pytest.raises(SaveError) as caught:
        write_save("Evening game", "woodland", 2, {})
    assert caught.value.kind is Problem.WRITE_FAILED
    assert "evening-game.json" in str(caught.value)
    assert "No space left" in str(caught.value)
    assert path.read_bytes() == before
    assert _files(saves_folder) == ["evening-game.json"]


# --- autosave -------------------------------------------------------------


def test_autosave_overwrites_its_slot() -> None:
    first = autosave("woodland", 1, {"n": 1})
    second = autosave("woodland", 2, {"n": 2})
    assert first == second == paths.autosave_path()
    save = read_save(second)
    assert (save.name, save.turn, save.game) == ("Autosave", 2, {"n": 2})
