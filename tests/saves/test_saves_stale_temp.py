"""Start-up removes the temp files killed writes left, and nothing else.

A ``kill -9`` between creating the temp file and renaming it over the save
loses no save (the rename never happened) but leaves the temp file for
ever. The clean-up must tell our abandoned temp files from a write in
progress in another copy of the app (by age) and from anything that merely
looks similar (by exact name, type and owner).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from saves import atomic, paths, read_save, write_save

ROOT = Path(__file__).resolve().parents[2]
HOUR = 3600.0


def age(path: Path, seconds: float) -> Path:
    """Make ``path`` look last modified ``seconds`` ago (without following links)."""
    moment = time.time() - seconds
    os.utime(path, (moment, moment), follow_symlinks=False)
    return path


def test_only_our_stale_temp_files_go(saves_folder: Path, tmp_path: Path) -> None:
    save = write_save("Evening game", "woodland", 3, {"seed": 1})
    ours_stale = [saves_folder / name for name in (
        ".evening-game.json.k2x_9aqz.tmp", ".autosave.json.00000000.tmp",
        ".вечер.json.abcdefgh.tmp")]
    for path in ours_stale:
        path.write_bytes(b"x" * 1000)
        age(path, HOUR)
    fresh = saves_folder / ".evening-game.json.fresh123.tmp"  # another app writing now
    fresh.write_bytes(b"half a save")
    age(fresh, 5)
    look_alikes = [saves_folder / name for name in (
        ".evening-game.json.k2x_9aqz.tmp.bak", "evening-game.json.abcdefgh.tmp",
        ".evening-game.json.ABCDEFGH.tmp", ".evening-game.json.abcdefg.tmp",
        ".notes.txt.abcdefgh.tmp", "notes.tmp", ".json.abcdefgh.tmp",
        ".evening-game.json.abcdefghi.tmp")]
    for path in look_alikes:
        path.write_bytes(b"someone else's")
        age(path, HOUR)
    folder_like_ours = saves_folder / ".folder.json.abcdefgh.tmp"
    folder_like_ours.mkdir()
    age(folder_like_ours, HOUR)
    elsewhere = tmp_path / "precious.txt"
    elsewhere.write_bytes(b"keep me")
    link_like_ours = saves_folder / ".link.json.abcdefgh.tmp"
    link_like_ours.symlink_to(elsewhere)
    age(link_like_ours, HOUR)

    removed = atomic.remove_stale_temp_files(saves_folder)

    assert sorted(removed) == sorted(ours_stale)
    assert not any(path.exists() for path in ours_stale)
    kept = [fresh, *look_alikes, folder_like_ours, save]
    assert all(path.exists() for path in kept)
    assert link_like_ours.is_symlink() and elsewhere.read_bytes() == b"keep me"
    assert read_save(save).name == "Evening game"


def test_the_age_limit_decides_between_stale_and_in_progress(saves_folder: Path) -> None:
    temp = saves_folder / ".evening-game.json.abcdefgh.tmp"
    temp.write_bytes(b"x")
    mtime = temp.stat().st_mtime
    limit = atomic.STALE_AFTER_SECONDS
    assert atomic.remove_stale_temp_files(saves_folder, now=mtime + limit) == []
    assert temp.exists()
    assert atomic.remove_stale_temp_files(saves_folder, now=mtime + limit + 1) == [temp]


def test_a_missing_or_unlistable_folder_has_nothing_to_clean(tmp_path: Path) -> None:
    assert atomic.remove_stale_temp_files(tmp_path / "absent") == []
    plain = tmp_path / "plain"
    plain.write_bytes(b"x")
    assert atomic.remove_stale_temp_files(plain) == []
    assert plain.read_bytes() == b"x"


_KILLED_WRITER = """
import sys, time
from pathlib import Path
from saves import atomic
def hang(temp_path, target):
    print(temp_path, flush=True)
    time.sleep(600)
atomic.before_replace = hang
atomic.atomic_write_bytes(Path(sys.argv[1]), b"new save" * 1000)
"""


def test_a_write_killed_with_sigkill_loses_nothing_and_its_temp_file_is_cleaned(
        saves_folder: Path) -> None:
    target = write_save("Evening game", "woodland", 3, {"seed": 1})
    before = target.read_bytes()
    writer = subprocess.Popen([sys.executable, "-c", _KILLED_WRITER, str(target)],
                              cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        temp = Path(writer.stdout.readline().strip())  # durable, not yet renamed
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        writer.stdout.close()
    assert temp.parent == saves_folder and temp.exists()
    assert atomic.TEMP_NAME.fullmatch(temp.name)
    assert target.read_bytes() == before
    assert atomic.remove_stale_temp_files(saves_folder) == []  # too fresh to be sure
    age(temp, HOUR)
    assert atomic.remove_stale_temp_files(saves_folder) == [temp]
    assert sorted(p.name for p in saves_folder.iterdir()) == [target.name]
    assert read_save(target).name == "Evening game"


def test_the_settings_folder_is_cleaned_too() -> None:
    folder = paths.config_dir()
    folder.mkdir(parents=True)
    temp = folder / ".settings.json.abcdefgh.tmp"
    temp.write_bytes(b"{")
    age(temp, HOUR)
    assert atomic.remove_stale_temp_files(folder) == [temp]
