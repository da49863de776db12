"""Fuzzing: whatever is on disk, reading gives a save or a SaveError, nothing else."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from saves import SaveError, SaveFile, Settings, load_settings, paths, read_save, write_save

# The autouse WOODLAND_HOME fixture is function-scoped; every example
# overwrites the same file, so sharing it between examples is harmless.
FUZZ = settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
FIELDS = ["format", "schema_version", "app_version", "name", "mode", "created", "turn", "game"]


def _read_or_refuse(path: Path) -> SaveFile | SaveError:
    """Read ``path``; a SaveError is an answer, any other exception fails the test."""
    before = path.read_bytes()
    try:
        result: SaveFile | SaveError = read_save(path)
    except SaveError as error:
        assert error.file == path.name
        assert str(error).startswith(f"{path.name}: ")
        result = error
    assert path.read_bytes() == before
    return result


@FUZZ
@given(data=st.binary(max_size=2048))
def test_arbitrary_bytes_give_a_save_or_a_save_error(saves_folder: Path, data: bytes) -> None:
    path = saves_folder / "fuzz.json"
    path.write_bytes(data)
    _read_or_refuse(path)


@FUZZ
@given(field=st.sampled_from(FIELDS), value=json_values)
def test_any_json_value_in_any_field_gives_a_save_or_a_save_error(
    saves_folder: Path, document: Callable[..., dict[str, Any]], field: str, value: Any
) -> None:
    path = saves_folder / "fuzz.json"
    path.write_text(json.dumps(document(**{field: value})), encoding="utf-8")
    result = _read_or_refuse(path)
    if isinstance(result, SaveFile):
        assert isinstance(result.game, dict) and isinstance(result.turn, int)


@FUZZ
@given(drop=st.sets(st.sampled_from(FIELDS), min_size=1), extra=json_values)
def test_missing_fields_give_a_save_error(
    saves_folder: Path, document: Callable[..., dict[str, Any]], drop: set[str], extra: Any
) -> None:
    doc = {key: value for key, value in document(extra=extra).items() if key not in drop}
    path = saves_folder / "fuzz.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert isinstance(_read_or_refuse(path), SaveError)


@FUZZ
@given(payload=st.dictionaries(st.text(max_size=8), json_values, max_size=6), cut=st.floats(0, 1))
def test_every_cut_short_save_is_refused(saves_folder: Path, payload: dict, cut: float) -> None:
    whole = write_save("Fuzz", "codex", 1, payload).read_bytes()
    assert read_save(paths.saves_dir() / "fuzz.json").game == payload
    keep = int(len(whole.rstrip()) * cut)
    path = saves_folder / "short.json"
    path.write_bytes(whole[: min(keep, len(whole.rstrip()) - 1)])
    assert isinstance(_read_or_refuse(path), SaveError)


@FUZZ
@given(data=st.binary(max_size=1024))
def test_arbitrary_settings_bytes_never_raise(data: bytes) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    loaded, warning = load_settings()
    assert isinstance(loaded, Settings)
    assert warning is None or warning.startswith("settings.json: ")


@FUZZ
@given(values=st.dictionaries(st.sampled_from(list(Settings.__dataclass_fields__)), json_values))
def test_any_settings_values_never_raise_and_keep_the_valid_ones(values: dict) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(values), encoding="utf-8")
    loaded, warning = load_settings()
    assert isinstance(loaded, Settings)
    for field, value in values.items():
        if field not in (warning or ""):
            expected = tuple(value) if field == "window_size" else value
            assert getattr(loaded, field) == expected
