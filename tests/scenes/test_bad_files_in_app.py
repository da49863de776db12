"""Damaged settings and saves are reported in the app, which keeps running."""

from __future__ import annotations

from saves import paths
from saves.settings import load_settings
from saves.store import write_save
from scenes.app import App
from scenes.dialog import Dialog
from scenes.load_scene import LoadScene
from scenes.start import open_first
from scenes.title import TitleScene
from tests.scenes.scene_driver import button, click, click_button, run_frames


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
    click_button(app, "Delete")  # confirm in the dialog
    assert not broken.exists()
    assert [row.title for row in scene.list.rows] == ["Spring offensive"]
