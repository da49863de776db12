"""Atomic writes: a crash before the rename keeps the old file, leaves no temp."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from saves import atomic


class PowerCut(Exception):
    """Stands for the process dying between write and rename."""


def _crash(temp_path: Path, target: Path) -> None:
    raise PowerCut


def test_write_creates_missing_folders_and_the_file(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.json"
    atomic.atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"new"


def test_write_replaces_previous_content(tmp_path: Path) -> None:
    target = tmp_path / "file.json"
    target.write_bytes(b"old")
    atomic.atomic_write_text(target, "новое")
    assert target.read_text(encoding="utf-8") == "новое"
    assert os.listdir(tmp_path) == ["file.json"]


def test_temp_file_is_in_the_same_folder_and_complete_before_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "file.json"
    target.write_bytes(b"old")
    seen: dict[str, object] = {}

    def look(temp_path: Path, where: Path) -> None:
        seen["folder"] = temp_path.parent
        seen["temp"] = temp_path.read_bytes()
        seen["target"] = where.read_bytes()

    monkeypatch.setattr(atomic, "before_replace", look)
    atomic.atomic_write_bytes(target, b"new content")
    assert seen == {"folder": tmp_path, "temp": b"new content", "target": b"old"}


def test_steps_run_in_order_write_fsync_replace_fsync_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        events.append("fsync-folder" if "replace" in events else "fsync-file")
        real_fsync(fd)

    def replace(src: Path, dst: Path) -> None:
        events.append("replace")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(atomic, "before_replace", lambda *_: events.append("before_replace"))
    atomic.atomic_write_bytes(tmp_path / "file.json", b"x")
    expected = ["fsync-file", "before_replace", "replace"]
    if os.name == "posix":
        expected.append("fsync-folder")
    assert events == expected


def test_crash_between_write_and_replace_keeps_old_file_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "file.json"
    target.write_bytes(b"old")
    monkeypatch.setattr(atomic, "before_replace", _crash)
    with pytest.raises(PowerCut):
        atomic.atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["file.json"]


def test_crash_on_first_write_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(atomic, "before_replace", _crash)
    with pytest.raises(PowerCut):
        atomic.atomic_write_bytes(tmp_path / "file.json", b"new")
    assert os.listdir(tmp_path) == []


def test_keyboard_interrupt_also_removes_the_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupt(temp_path: Path, target: Path) -> None:
        raise KeyboardInterrupt

    target = tmp_path / "file.json"
    target.write_bytes(b"old")
    monkeypatch.setattr(atomic, "before_replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        atomic.atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["file.json"]


def test_failed_fsync_keeps_old_file_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    target = tmp_path / "file.json"
    target.write_bytes(b"old")
    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic.atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["file.json"]
