"""Every kind of bad save file is refused with its name and problem, untouched.

Each case writes a file into the saves folder, reads it, and checks three
things: the error is a `SaveError` of the right kind, its message names the
file and the problem, and the file's bytes are exactly what they were.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from saves import CURRENT_SCHEMA, MAX_SAVE_BYTES, Problem, SaveError, read_save, write_save


def assert_refused(path: Path, kind: Problem, *words: str) -> SaveError:
    """Read ``path``; it must be refused as ``kind`` and left byte-for-byte."""
    before = path.read_bytes() if path.is_file() else None
    stamp = path.stat().st_mtime_ns if path.exists() else None
    with pytest.raises(SaveError) as caught:
        read_save(path)
    error = caught.value
    message = str(error)
    assert isinstance(error, ValueError)
    assert error.kind is kind, message
    assert error.file == path.name
    assert message.startswith(f"{path.name}: "), message
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    if before is not None:
        assert path.read_bytes() == before
        assert path.stat().st_mtime_ns == stamp
    return error


Put = Callable[[str, Any], Path]
Doc = Callable[..., dict[str, Any]]


# --- not a JSON object at all ---------------------------------------------


def test_truncated_json_is_refused(put_file: Put) -> None:
    whole = write_save("Evening game", "woodland", 3, {"log": ["a", "b"]}).read_bytes()
    path = put_file("cut.json", whole[: len(whole) // 2])
    assert_refused(path, Problem.TRUNCATED, "cut off")


def test_truncated_inside_a_string_is_refused(put_file: Put) -> None:
    path = put_file("cut.json", b'{"format": "woodland-tabl')
    assert_refused(path, Problem.TRUNCATED, "cut off")


def test_random_bytes_are_refused(put_file: Put) -> None:
    path = put_file("noise.json", bytes(range(256)) * 4)
    assert_refused(path, Problem.NOT_UTF8, "not UTF-8")


def test_invalid_utf8_is_refused(put_file: Put) -> None:
    path = put_file("latin.json", b'{"name": "caf\xe9"}')
    assert_refused(path, Problem.NOT_UTF8, "not UTF-8", "offset 13")


def test_text_that_is_not_json_is_refused(put_file: Put) -> None:
    path = put_file("notes.json", "Dear diary, today the cats won.")
    assert_refused(path, Problem.NOT_JSON, "not valid JSON", "line 1")


def test_trailing_garbage_is_refused(put_file: Put, document: Doc) -> None:
    path = put_file("tail.json", json.dumps(document()) + " extra")
    assert_refused(path, Problem.NOT_JSON, "not valid JSON")


def test_empty_file_is_refused(put_file: Put) -> None:
    path = put_file("empty.json", b"  \n")
    assert_refused(path, Problem.EMPTY, "empty")


@pytest.mark.parametrize(
    ("content", "shown"),
    [("[1, 2, 3]", "array"), ('"save"', "string"), ("42", "number"), ("null", "null")],
)
def test_top_level_that_is_not_an_object_is_refused(
    put_file: Put, content: str, shown: str
) -> None:
    path = put_file("list.json", content)
    assert_refused(path, Problem.NOT_AN_OBJECT, f"JSON {shown}, not an object")


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused(put_file: Put, document: Doc, constant: str) -> None:
    text = json.dumps(document(game={"score": 1.5})).replace("1.5", constant)
    path = put_file("nan.json", text)
    assert_refused(path, Problem.NOT_JSON, constant)


def test_duplicate_keys_are_refused(put_file: Put, document: Doc) -> None:
    text = json.dumps(document())[:-1] + ', "turn": 99}'
    path = put_file("twice.json", text)
    assert_refused(path, Problem.NOT_JSON, "'turn' appears twice")


def test_absurdly_deep_nesting_is_refused(put_file: Put) -> None:
    path = put_file("deep.json", "[" * 200_000 + "]" * 200_000)
    assert_refused(path, Problem.TOO_DEEP, "nested too deeply")


def test_integer_with_thousands_of_digits_is_refused(put_file: Put, document: Doc) -> None:
    text = json.dumps(document(turn=0)).replace('"turn": 0', '"turn": ' + "9" * 5000)
    path = put_file("bigint.json", text)
    assert_refused(path, Problem.NOT_JSON, "not valid JSON")


def test_byte_order_mark_is_tolerated(put_file: Put, document: Doc) -> None:
    path = put_file("bom.json", b"\xef\xbb\xbf" + json.dumps(document()).encode())
    assert read_save(path).name == "Evening game"


# --- not ours, or not for this version ------------------------------------


def test_json_without_format_is_refused_as_foreign(put_file: Put) -> None:
    path = put_file("package.json", {"name": "left-pad", "version": "1.3.0"})
    assert_refused(path, Problem.FOREIGN, "not a Woodland Tabletop save", "no 'format'")


def test_wrong_format_is_refused_as_foreign(put_file: Put, document: Doc) -> None:
    path = put_file("other.json", document(format="chess-save"))
    assert_refused(path, Problem.FOREIGN, "not a Woodland Tabletop save", "'chess-save'")


def test_newer_schema_version_is_refused(put_file: Put, document: Doc) -> None:
    path = put_file("future.json", document(schema_version=CURRENT_SCHEMA + 1, app_version="9.0"))
    assert_refused(
        path,
        Problem.NEWER_VERSION,
        "made by a newer version",
        "(9.0)",
        f"schema {CURRENT_SCHEMA + 1}",
    )


@pytest.mark.parametrize(
    "version", [0, -1, "2", 2.0, True, None, [2]], ids=lambda value: repr(value)
)
def test_invalid_schema_version_is_refused(put_file: Put, document: Doc, version: Any) -> None:
    path = put_file("version.json", document(schema_version=version))
    assert_refused(path, Problem.BAD_SCHEMA_VERSION, "'schema_version' must be a whole number")


def test_missing_schema_version_is_refused(put_file: Put, document: Doc) -> None:
    doc = document()
    del doc["schema_version"]
    path = put_file("noversion.json", doc)
    assert_refused(path, Problem.MISSING_FIELD, "schema_version")


# --- fields ---------------------------------------------------------------


@pytest.mark.parametrize("field", ["app_version", "name", "mode", "created", "turn", "game"])
def test_missing_field_is_refused(put_file: Put, document: Doc, field: str) -> None:
    doc = document()
    del doc[field]
    path = put_file("missing.json", doc)
    assert_refused(path, Problem.MISSING_FIELD, f"no {field!r} field")


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("turn", "abc", "whole number"),
        ("turn", -1, "whole number"),
        ("turn", 1.5, "whole number"),
        ("turn", True, "whole number"),
        ("turn", None, "whole number"),
        ("name", 5, "text"),
        ("name", ["a"], "text"),
        ("name", "a/b", "path separator"),
        ("name", "", "empty"),
        ("name", "x" * 65, "at most 64"),
        ("mode", "chess", "'woodland' or 'codex'"),
        ("mode", 1, "'woodland' or 'codex'"),
        ("created", 1700000000, "ISO-8601"),
        ("created", "yesterday", "ISO-8601"),
        ("created", "2025-03-01T18:30:00", "ISO-8601"),
        ("game", [], "JSON object"),
        ("game", "seed=4", "JSON object"),
        ("game", None, "JSON object"),
        ("app_version", 1, "version string"),
        ("app_version", "", "version string"),
    ],
)
def test_field_of_wrong_type_or_value_is_refused(
    put_file: Put, document: Doc, field: str, value: Any, expected: str
) -> None:
    path = put_file("wrong.json", document(**{field: value}))
    assert_refused(path, Problem.BAD_FIELD, f"{field!r}", expected)


def test_wrong_value_is_quoted_in_the_message(put_file: Put, document: Doc) -> None:
    path = put_file("wrong.json", document(turn="abc"))
    assert_refused(path, Problem.BAD_FIELD, "'turn' must be a whole number from 0 up, not \"abc\"")


# --- the file itself ------------------------------------------------------


def test_oversized_file_is_refused_by_size_before_reading(
    saves_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = saves_folder / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(MAX_SAVE_BYTES + 1)

    def no_reading(*args: object, **kwargs: object) -> None:
        raise AssertionError("the file was opened before its size was checked")

    with monkeypatch.context() as patch, pytest.raises(SaveError) as caught:
        patch.setattr(Path, "open", no_reading)
        patch.setattr(Path, "read_bytes", no_reading)
        read_save(path)
    assert caught.value.kind is Problem.TOO_LARGE
    assert "huge.json" in str(caught.value)
    assert "too large" in str(caught.value) and "8.0 MiB" in str(caught.value)
    assert path.stat().st_size == MAX_SAVE_BYTES + 1


def test_file_at_the_size_limit_is_still_read(saves_folder: Path, document: Doc) -> None:
    text = json.dumps(document(game={"pad": ""}))
    padding = MAX_SAVE_BYTES - len(text.encode())
    path = saves_folder / "limit.json"
    path.write_text(text.replace('"pad": ""', '"pad": "' + "x" * padding + '"'))
    assert path.stat().st_size == MAX_SAVE_BYTES
    assert len(read_save(path).game["pad"]) == padding


def test_missing_file_is_refused(saves_folder: Path) -> None:
    assert_refused(saves_folder / "ghost.json", Problem.NOT_FOUND, "does not exist")


def test_folder_named_like_a_save_is_refused(saves_folder: Path) -> None:
    folder = saves_folder / "folder.json"
    folder.mkdir()
    assert_refused(folder, Problem.NOT_A_FILE, "not a regular file")


def test_path_with_a_nul_byte_is_refused_not_crashed(saves_folder: Path) -> None:
    with pytest.raises(SaveError) as caught:
        read_save(saves_folder / "bad\x00name.json")
    assert caught.value.kind is Problem.NOT_FOUND
    assert "bad\\x00name.json" in str(caught.value)
