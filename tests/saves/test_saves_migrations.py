"""Old saves are upgraded one schema step at a time; newer ones are refused."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from saves import CURRENT_SCHEMA, MIGRATIONS, Problem, SaveError, read_save, write_save
from saves.migrations import migrate

Put = Callable[[str, Any], Path]

SCHEMA_1_SAVE = {
    "format": "woodland-tabletop-save",
    "schema_version": 1,
    "app_version": "0.0.9",
    "name": "Old game",
    "saved_at": "2024-11-02T09:15:00+00:00",
    "turn": 4,
    "game": {"seed": 7, "log": ["birdsong"]},
}


def test_there_is_one_migration_for_every_step_below_current() -> None:
    assert CURRENT_SCHEMA == 2
    assert sorted(MIGRATIONS) == list(range(1, CURRENT_SCHEMA))


def test_schema_1_save_loads_as_a_woodland_game(put_file: Put) -> None:
    path = put_file("old.json", SCHEMA_1_SAVE)
    save = read_save(path)
    assert save.mode == "woodland"
    assert save.created == datetime(2024, 11, 2, 9, 15, tzinfo=UTC)
    assert (save.name, save.turn, save.app_version) == ("Old game", 4, "0.0.9")
    assert save.game == {"seed": 7, "log": ["birdsong"]}
    assert save.source_schema == 1


def test_reading_an_old_save_does_not_rewrite_it(put_file: Put) -> None:
    path = put_file("old.json", SCHEMA_1_SAVE)
    before = path.read_bytes()
    read_save(path)
    assert path.read_bytes() == before


def test_saving_over_an_old_save_writes_the_current_schema(put_file: Put) -> None:
    put_file("old-game.json", SCHEMA_1_SAVE)
    path = write_save("Old game", "woodland", 5, {"seed": 7})
    assert path.name == "old-game.json"
    document = json.loads(path.read_text())
    assert document["schema_version"] == CURRENT_SCHEMA
    assert "saved_at" not in document and document["created"]


def test_migration_1_to_2_renames_saved_at_and_adds_mode() -> None:
    upgraded = MIGRATIONS[1](dict(SCHEMA_1_SAVE))
    assert upgraded["schema_version"] == 2
    assert upgraded["created"] == SCHEMA_1_SAVE["saved_at"]
    assert upgraded["mode"] == "woodland"
    assert "saved_at" not in upgraded


def test_schema_1_save_without_saved_at_is_refused(put_file: Put) -> None:
    broken = {key: value for key, value in SCHEMA_1_SAVE.items() if key != "saved_at"}
    path = put_file("old.json", broken)
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.kind is Problem.UPGRADE_FAILED
    assert "old.json" in str(caught.value) and "saved_at" in str(caught.value)
    assert path.read_bytes() == before


def test_schema_1_fields_are_still_checked_after_upgrade(put_file: Put) -> None:
    path = put_file("old.json", {**SCHEMA_1_SAVE, "turn": "four"})
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.kind is Problem.BAD_FIELD and "'turn'" in str(caught.value)


def test_loading_runs_exactly_one_migration_per_version_step() -> None:
    calls: list[int] = []

    def step(version: int) -> Callable[[dict[str, Any]], dict[str, Any]]:
        def run(document: dict[str, Any]) -> dict[str, Any]:
            assert document["schema_version"] == version
            calls.append(version)
            return {**document, f"added_by_{version}": True}

        return run

    registry = {version: step(version) for version in (1, 2, 3, 4)}
    result = migrate({"schema_version": 2}, "x.json", target=5, migrations=registry)
    assert calls == [2, 3, 4]
    assert result == {
        "schema_version": 5,
        "added_by_2": True,
        "added_by_3": True,
        "added_by_4": True,
    }


def test_a_gap_in_the_migrations_is_refused_not_skipped() -> None:
    registry = {1: lambda document: document}
    with pytest.raises(SaveError) as caught:
        migrate({"schema_version": 1}, "gap.json", target=3, migrations=registry)
    assert caught.value.kind is Problem.UPGRADE_FAILED
    assert str(caught.value) == "gap.json: there is no upgrade from save schema 2 to 3"


def test_a_current_save_runs_no_migration() -> None:
    registry = {1: lambda document: pytest.fail("should not run")}
    document = {"schema_version": 2}
    assert migrate(document, "x.json", target=2, migrations=registry) is document


def test_newer_schema_is_refused_with_a_clear_message(put_file: Put) -> None:
    future = {**SCHEMA_1_SAVE, "schema_version": CURRENT_SCHEMA + 7, "app_version": "3.1.0"}
    path = put_file("future.json", future)
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.kind is Problem.NEWER_VERSION
    assert str(caught.value) == (
        f"future.json: this save was made by a newer version of Woodland Tabletop (3.1.0): "
        f"save schema {CURRENT_SCHEMA + 7}, this version reads up to {CURRENT_SCHEMA}"
    )
    assert path.read_bytes() == before
