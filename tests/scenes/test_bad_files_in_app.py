"""Damaged settings and saves are reported in the app, which keeps running."""

from __future__ import annotations

import json
import os
import shutil
import stat as stat_module
import time
from pathlib import Path

import pygame
import pytest

from saves import paths
from saves.settings import Settings, load_settings
from saves.store import write_save
from scenes.app import App
from scenes.dialog import Dialog
from scenes.i18n import resolve
from scenes.load_scene import LoadScene
from scenes.start import open_first
from scenes.title import TitleScene
from tests.saves.conftest import valid_document
from tests.saves.raw_files import write_raw
from tests.scenes.scene_driver import button, click, click_button, press, run_frames


def test_damaged_settings_file_gives_defaults_and_a_visible_warning(isolated_home):
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00\xff not json")
    settings, warning = load_settings()
    assert warning and "settings.json" in warning
    app = App(settings, size=(960, 540))
    try:
        open_first(app, settings_warning=warning)
        run_frames(app, 2)
        assert isinstance(app.stack.top, TitleScene)
        assert any("settings.json" in t.message for t in app.toasts.toasts)
        assert path.read_bytes() == b"\x00\xff not json"  # left untouched
    finally:
        app.shutdown()


def test_loading_a_damaged_save_from_the_command_line_shows_why(app, tmp_path):
    bad = tmp_path / "ruined.json"
    bad.write_text('{"format": "woodland-tabletop-save", "schema_', encoding="utf-8")
    open_first(app, load=bad)
    run_frames(app)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    message = dialog.message() if callable(dialog.message) else dialog.message
    assert "ruined.json" in message
    click_button(app, "OK")
    assert isinstance(app.stack.top, TitleScene)
    assert app.running


def test_load_screen_marks_damaged_saves_and_deletes_after_confirmation(app):
    write_save("Spring offensive", "woodland", 4, {"seed": 7})
    broken = paths.saves_dir() / "broken.json"
    broken.write_bytes(b"[1, 2")
    open_first(app, "load")
    run_frames(app)
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    rows = {row.title: row for row in scene.list.rows}
    assert rows["broken.json"].warning and "broken.json" in rows
    assert not rows["Spring offensive"].warning

    index = scene.list.rows.index(rows["broken.json"])
    click(app, (scene.list.rect.centerx, scene.list.rect.y + index * scene.list.ROW_H + 40))
    assert scene.selected.damaged
    assert not button(scene, "Load").enabled
    click_button(app, "Delete")
    assert isinstance(app.stack.top, Dialog)
    click_button(app, "Cancel")
    assert broken.exists()
    click_button(app, "Delete")
    press(app, pygame.K_RETURN)  # Enter alone takes the safe answer, Cancel
    assert broken.exists() and not isinstance(app.stack.top, Dialog)
    click_button(app, "Delete")
    click_button(app, "Delete")  # confirm in the dialog
    assert not broken.exists()
    assert [row.title for row in scene.list.rows] == ["Spring offensive"]


# --- Files the operating system allows and the Load scene must survive ----------
# Each of these once crashed the Load scene every time it opened, so the player
# could not even delete the file from inside the app.

NOT_UTF8_NAME = os.fsdecode(b"caf\xe9-\xff.json")  # Latin-1 bytes: not UTF-8


def open_load_scene(app) -> LoadScene:
    open_first(app, "load")
    run_frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    return scene


def select_row(app, scene: LoadScene, title: str) -> None:
    index = [row.title for row in scene.list.rows].index(title)
    click(app, (scene.list.rect.centerx, scene.list.rect.y + index * scene.list.ROW_H + 40))
    run_frames(app)


def test_a_save_whose_file_name_is_not_utf8_is_listed_drawn_and_deletable(app):
    good = write_save("Spring offensive", "woodland", 4, {"seed": 7})
    odd = paths.saves_dir() / NOT_UTF8_NAME
    shutil.copyfile(good, odd)
    scene = open_load_scene(app)
    titles = [row.title for row in scene.list.rows]
    assert titles.count("Spring offensive") == 2  # both files are readable saves
    select_row(app, scene, "Spring offensive")
    entry = next(e for e in scene.entries if e.path == odd)
    assert entry.file_name == "caf\\xe9-\\xff.json"
    # Delete the odd one: it goes, the other stays.
    scene.list.select(scene.entries.index(entry))
    run_frames(app)
    click_button(app, "Delete")
    click_button(app, "Delete")
    run_frames(app, 2)
    assert not os.path.lexists(odd) and good.exists()
    assert app.running


def test_a_damaged_file_whose_name_is_not_utf8_is_listed_as_damaged(app):
    odd = paths.saves_dir() / NOT_UTF8_NAME
    odd.parent.mkdir(parents=True)
    odd.write_bytes(b"\x00garbage")
    scene = open_load_scene(app)
    assert [row.title for row in scene.list.rows] == ["caf\\xe9-\\xff.json"]
    assert scene.list.rows[0].warning
    run_frames(app, 2)
    assert app.running


def test_loading_a_file_whose_name_is_not_utf8_from_the_command_line_shows_why(app, tmp_path):
    odd = tmp_path / NOT_UTF8_NAME
    odd.write_bytes(b"{")
    open_first(app, load=odd)
    run_frames(app, 2)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    assert "caf\\xe9-\\xff.json" in dialog.message()
    click_button(app, "OK")
    assert isinstance(app.stack.top, TitleScene) and app.running


@pytest.mark.parametrize("zone", ["America/New_York", "Asia/Tokyo", "UTC"])
@pytest.mark.parametrize("created", ["0001-01-01T00:00:00+00:00", "9999-12-31T23:59:59+00:00"])
def test_a_save_created_at_the_ends_of_time_is_listed_in_any_time_zone(
        app, monkeypatch, zone, created):
    monkeypatch.setenv("TZ", zone)
    time.tzset()
    try:
        write_raw(paths.saves_dir() / "ancient.json", valid_document(created=created))
        scene = open_load_scene(app)
        assert [row.title for row in scene.list.rows] == ["Evening game"]
        assert created[:4].lstrip("0") in scene.list.rows[0].detail
        select_row(app, scene, "Evening game")
        assert app.running
    finally:
        monkeypatch.undo()
        time.tzset()


def test_a_file_time_outside_the_calendar_does_not_stop_the_listing(app, monkeypatch):
    bad = paths.saves_dir() / "future.json"
    write_raw(bad, b"[")
    real_stat = Path.stat

    def stat(path, *args, **kwargs):
        result = real_stat(path, *args, **kwargs)
        if path.name != bad.name:
            return result
        fields = list(result)
        fields[stat_module.ST_MTIME] = 10**15  # year 31 million: datetime refuses it
        return os.stat_result(fields, {"st_mtime": 1e15})

    monkeypatch.setattr(Path, "stat", stat)
    scene = open_load_scene(app)
    assert [row.title for row in scene.list.rows] == ["future.json"]
    assert app.running


@pytest.mark.parametrize("name", ["\ufe0f", "\u3164", "\u034f x"])
def test_a_save_name_that_draws_as_nothing_is_still_listed(app, name):
    write_raw(paths.saves_dir() / "blank.json", valid_document(name=name))
    scene = open_load_scene(app)
    assert len(scene.list.rows) == 1 and not scene.list.rows[0].warning
    select_row(app, scene, scene.list.rows[0].title)
    assert app.running


@pytest.mark.parametrize("version", ["\u0000", "line\nbreak", "\u202eevil", "\\ud800"])
def test_odd_text_quoted_in_a_refusal_is_drawn_escaped(app, version):
    raw = json.dumps(valid_document(schema_version=99, app_version="X")).replace(
        '"X"', json.dumps(version) if version != "\\ud800" else '"\\ud800"')
    write_raw(paths.saves_dir() / "newer.json", raw)
    scene = open_load_scene(app)
    assert scene.list.rows[0].warning
    assert scene.list.rows[0].detail.isprintable()
    select_row(app, scene, "newer.json")
    assert app.running


def test_a_saves_folder_that_cannot_be_listed_is_explained(app, monkeypatch):
    paths.saves_dir().mkdir(parents=True)
    real_iterdir = Path.iterdir

    def iterdir(path):
        if path == paths.saves_dir():
            raise PermissionError(13, "Permission denied")
        return real_iterdir(path)

    # Tests may run as root, for whom chmod 000 does not stop listing.
    monkeypatch.setattr(Path, "iterdir", iterdir)
    scene = open_load_scene(app)
    assert scene.list.rows == []
    assert "Permission denied" in resolve(scene.list.empty_text)
    assert any("saves" in toast.message for toast in app.toasts.toasts)
    click_button(app, "Back")
    assert isinstance(app.stack.top, TitleScene) and app.running


@pytest.mark.parametrize("blocker", ["saves", "data"])
def test_a_saves_folder_that_is_a_file_is_explained_and_left_alone(app, blocker):
    target = paths.saves_dir() if blocker == "saves" else paths.data_dir()
    write_raw(target, b"not a folder")
    scene = open_load_scene(app)
    assert scene.list.rows == []
    assert "is a file" in resolve(scene.list.empty_text)
    assert target.read_bytes() == b"not a folder"
    assert app.running


def test_a_settings_file_that_is_a_folder_gives_defaults_and_the_app_runs(isolated_home):
    folder = paths.settings_path()
    (folder / "inside").mkdir(parents=True)
    settings, warning = load_settings()
    assert warning and "not a regular file" in warning
    app = App(settings, size=(960, 540))
    try:
        open_first(app, settings_warning=warning)
        run_frames(app, 2)
        app.change_settings(volume=0.5)  # cannot be written: a warning, not a crash
        run_frames(app, 2)
        assert any("Could not save settings" in t.message for t in app.toasts.toasts)
        assert sorted(p.name for p in folder.iterdir()) == ["inside"]
        assert app.running
    finally:
        app.shutdown()


def test_starting_the_app_removes_stale_temp_files_of_killed_saves(isolated_home):
    stale = []
    for folder, name in ((paths.saves_dir(), ".evening.json.abcdefgh.tmp"),
                         (paths.config_dir(), ".settings.json.abcdefgh.tmp")):
        folder.mkdir(parents=True)
        path = folder / name
        path.write_bytes(b"half")
        os.utime(path, (time.time() - 3600, time.time() - 3600))
        stale.append(path)
    fresh = paths.saves_dir() / ".other.json.abcdefgh.tmp"
    fresh.write_bytes(b"being written")
    app = App(Settings(), size=(960, 540))
    try:
        assert not any(path.exists() for path in stale)
        assert fresh.exists()
    finally:
        app.shutdown()


def test_a_window_dragged_smaller_than_allowed_is_remembered_at_the_smallest_size(app):
    open_first(app)
    pygame.display.set_mode((200, 150), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=200, y=150))
    run_frames(app, 2)
    assert app.settings.window_size == (320, 320)
    assert app.running


@pytest.mark.parametrize("name", ["ancient.rootlog", NOT_UTF8_NAME.replace(".json", ".txt")])
def test_a_record_with_an_odd_name_or_a_file_time_outside_the_calendar_is_listed(
        app, monkeypatch, name):
    record = paths.saves_dir() / name
    write_raw(record, "not a record\n")
    real_stat = Path.stat

    def stat(path, *args, **kwargs):
        result = real_stat(path, *args, **kwargs)
        if path.name != record.name:
            return result
        fields = list(result)
        fields[stat_module.ST_MTIME] = 10**15
        return os.stat_result(fields, {"st_mtime": 1e15})

    monkeypatch.setattr(Path, "stat", stat)
    scene = open_load_scene(app)
    assert len(scene.list.rows) == 1
    scene.list.select(0)
    run_frames(app, 2)
    assert app.running
