"""A saves folder or a save the system will not let us read is treated as
absent or damaged by every screen that looks at saves, which says so in the
player's language and keeps running.

Tests run as root, whom ``chmod 000`` does not stop, so the refusals are
made where the system makes them: the os calls a folder without permissions
refuses (listing it, and reaching anything inside it: stat, lstat, open)
raise the same ``PermissionError`` a locked folder gives an ordinary user.
"""

from __future__ import annotations

import builtins
import errno
import io
import os
from collections.abc import Callable
from pathlib import Path

import pygame

from saves import paths
from saves.store import write_save
from scenes import i18n
from scenes.load_scene import LoadScene
from scenes.pause import PauseMenu
from scenes.save_scene import SaveGameScene
from scenes.start import open_first
from scenes.title import TitleScene
from scenes.woodland.session import WoodlandSession
from scenes.woodland.table import WoodlandTable
from tests.scenes.scene_driver import button, click_button, press, run_frames, widgets_of

ROOT_GAME = {"engine": "woodland", "seed": 3, "options": {}, "actions": []}


def _refusing(real: Callable, denied: Callable[[Path], bool]) -> Callable:
    """``real`` (an os call taking a path first) refusing the paths ``denied``
    names, with the error the system gives: EACCES, "Permission denied"."""

    def call(*args, **kwargs):
        target = args[0] if args else kwargs.get("path", kwargs.get("file"))
        if target is not None and not isinstance(target, int):
            path = Path(os.fsdecode(target)).absolute()
            if denied(path):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real(*args, **kwargs)

    return call


def lock_saves_folder(monkeypatch) -> None:
    """As ``chmod 000`` on the saves folder: it cannot be listed and nothing
    in it can be reached (its own stat still works: that is the parent's)."""
    folder = paths.saves_dir().absolute()

    def inside(path: Path) -> bool:
        return path.parent == folder or folder in path.parents

    def itself(path: Path) -> bool:
        return path == folder

    for name in ("stat", "lstat", "open"):
        monkeypatch.setattr(os, name, _refusing(getattr(os, name), inside))
    for name in ("listdir", "scandir"):
        monkeypatch.setattr(os, name, _refusing(getattr(os, name), itself))
    opener = _refusing(builtins.open, inside)
    monkeypatch.setattr(builtins, "open", opener)
    monkeypatch.setattr(io, "open", opener)


def lock_file(monkeypatch, locked: Path) -> None:
    """As ``chmod 000`` on one file: it is listed and has a size, but opening
    it is refused."""
    locked = locked.absolute()
    opener = _refusing(builtins.open, lambda path: path == locked)
    monkeypatch.setattr(builtins, "open", opener)
    monkeypatch.setattr(io, "open", opener)
    monkeypatch.setattr(os, "open", _refusing(os.open, lambda path: path == locked))


def autosave_root_game() -> None:
    WoodlandSession.new(3).autosave()


def shown_buttons(scene) -> list[str]:
    return [w.text for w in widgets_of(scene) if hasattr(w, "text")]


def title_of(app) -> TitleScene:
    open_first(app)
    run_frames(app, 2)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    return title


# --- the title ----------------------------------------------------------------------

def test_title_with_an_unreadable_saves_folder_opens_without_continue_and_says_why(
        app, monkeypatch):
    autosave_root_game()
    lock_saves_folder(monkeypatch)
    title = title_of(app)
    assert "Continue" not in shown_buttons(title)
    notice = title.notice()
    assert notice is not None
    assert "autosave.json" in notice and "Permission denied" in notice
    i18n.set_language("ru")
    run_frames(app)
    russian = title.notice()
    assert russian is not None and "Автосохранение" in russian and "не читается" in russian
    assert app.running


def test_title_with_an_autosave_that_cannot_be_opened_says_why(app, monkeypatch):
    autosave_root_game()
    lock_file(monkeypatch, paths.autosave_path())
    title = title_of(app)
    assert "Continue" not in shown_buttons(title)
    notice = title.notice()
    assert notice is not None and "autosave.json" in notice and "cannot read" in notice


def test_title_with_a_damaged_autosave_says_it_is_damaged(app):
    paths.saves_dir().mkdir(parents=True)
    paths.autosave_path().write_bytes(b'{"format": "woodland-tabletop-save", "sche')
    title = title_of(app)
    assert "Continue" not in shown_buttons(title)
    notice = title.notice()
    assert notice is not None and "autosave.json" in notice and "cut off" in notice
    assert paths.autosave_path().read_bytes().endswith(b'"sche')  # left as it was


def test_title_without_an_autosave_offers_no_continue_and_says_nothing(app):
    title = title_of(app)
    assert "Continue" not in shown_buttons(title)
    assert title.notice() is None


def test_continue_on_an_autosave_locked_since_the_title_opened_says_why(app, monkeypatch):
    autosave_root_game()
    title = title_of(app)
    assert "Continue" in shown_buttons(title)
    lock_saves_folder(monkeypatch)
    click_button(app, "Continue")
    assert app.stack.top is title and app.running
    assert any("autosave.json" in t.message and "Permission denied" in t.message
               for t in app.toasts.toasts)
    assert "Continue" not in shown_buttons(title)
    assert title.notice() is not None


# --- the Load and Save screens ------------------------------------------------------

def test_load_screen_over_an_unreadable_saves_folder_lists_nothing_and_says_why(
        app, monkeypatch):
    write_save("Evening", "woodland", 0, ROOT_GAME)
    lock_saves_folder(monkeypatch)
    title = title_of(app)
    click_button(app, "Load game")
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    assert scene.list.rows == []
    assert "Permission denied" in i18n.resolve(scene.list.empty_text)
    assert any("Permission denied" in t.message for t in app.toasts.toasts)
    click_button(app, "Back")
    assert app.stack.top is title and app.running


def test_load_screen_lists_an_unreadable_save_as_damaged_with_the_reason(app, monkeypatch):
    path = write_save("Evening", "woodland", 0, ROOT_GAME)
    lock_file(monkeypatch, path)
    title_of(app)
    click_button(app, "Load game")
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    (row,) = scene.list.rows
    assert row.warning and "cannot read" in row.detail
    assert not button(scene, "Load").enabled
    i18n.set_language("ru")
    scene.refresh()
    run_frames(app)
    assert "не читается" in scene.list.rows[0].detail


def test_save_screen_over_an_unreadable_saves_folder_refuses_to_save_and_says_why(
        app, monkeypatch):
    open_first(app)
    app.stack.push(WoodlandTable(app, WoodlandSession.new(5)))
    run_frames(app, 2)
    lock_saves_folder(monkeypatch)
    app.stack.push(PauseMenu(app))
    run_frames(app)
    click_button(app, "Save game")
    saver = app.stack.top
    assert isinstance(saver, SaveGameScene)
    run_frames(app, 2)
    assert saver.problem is not None and "Permission denied" in saver.problem
    assert not saver.save_button.enabled
    press(app, pygame.K_RETURN)
    assert app.stack.top is saver and app.running



def test_load_screen_counts_root_in_rounds_and_codex_in_turns():
    """As the tables and the Save screen's suggested names do."""
    from datetime import UTC, datetime
    from pathlib import Path

    from saves.store import SaveEntry
    from scenes.load_scene import describe_entry

    moment = datetime(2026, 12, 2, tzinfo=UTC)
    root = SaveEntry(Path("a.json"), "A", "woodland", moment, 4, moment)
    codex = SaveEntry(Path("b.json"), "B", "codex", moment, 9, moment)
    assert "round 4" in describe_entry(root).detail
    assert "turn 9" in describe_entry(codex).detail
