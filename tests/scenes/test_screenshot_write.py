"""``--screenshot`` while the app runs: main.py checks the path before the
start (test_cli.py), but the disk can fill or the folder vanish meanwhile.
The write must then be reported, exit 1, leave no half-written picture or
temporary file, and let the rest of the shutdown happen (issue 9)."""

from __future__ import annotations

import errno

import pygame
import pytest

from saves.settings import Settings
from scenes.app import App


def _app_with_shot(path) -> App:
    application = App(Settings(), size=(640, 360), frames=2, screenshot=path)
    pygame.event.clear()
    return application


def test_a_screenshot_is_written_whole_and_the_exit_code_is_0(tmp_path):
    shot = tmp_path / "shots" / "table.png"
    application = _app_with_shot(shot)
    assert application.run() == 0
    assert pygame.image.load(str(shot)).get_size() == (1920, 1080)
    assert [p.name for p in shot.parent.iterdir()] == ["table.png"]


def test_a_screenshot_folder_replaced_by_a_file_meanwhile_is_reported_not_raised(
        tmp_path, capsys):
    folder = tmp_path / "shots"
    folder.mkdir()
    application = _app_with_shot(folder / "table.png")
    folder.rmdir()
    folder.write_text("a file where the folder was")  # a real OSError at the write
    assert application.run() == 1
    err = capsys.readouterr().err
    assert "could not write the screenshot" in err and "table.png" in err
    assert not pygame.get_init(), "the rest of the shutdown still ran"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["shots"]


@pytest.mark.parametrize("failure", [OSError(errno.ENOSPC, "No space left on device"),
                                     pygame.error("SavePNG: could not write")])
def test_a_disk_that_fills_during_the_write_keeps_the_old_picture_and_no_temporary(
        tmp_path, monkeypatch, capsys, failure):
    shot = tmp_path / "table.png"
    shot.write_bytes(b"the picture of an earlier run")
    real_save = pygame.image.save

    def half_written(surface, name, *args):
        real_save(surface, name, *args)
        with open(name, "r+b") as handle:  # the disk filled halfway through
            handle.truncate(100)
        raise failure

    application = _app_with_shot(shot)
    monkeypatch.setattr(pygame.image, "save", half_written)
    assert application.run() == 1
    assert "No space left" in capsys.readouterr().err or isinstance(failure, pygame.error)
    assert shot.read_bytes() == b"the picture of an earlier run"
    assert [p.name for p in tmp_path.iterdir()] == ["table.png"]


def test_the_events_runner_returns_the_same_exit_code(tmp_path):
    from scenes.events import run_with_events

    folder = tmp_path / "shots"
    folder.mkdir()
    application = _app_with_shot(folder / "table.png")
    folder.rmdir()
    folder.write_text("not a folder")
    assert run_with_events(application, []) == 1


def test_a_fault_in_a_frame_still_closes_the_window_and_gives_the_signals_back(tmp_path):
    """A traceback must not leave a frozen window whose SIGTERM only asks the
    stopped loop to close."""
    import signal

    from scenes.stack import Scene

    class Faulty(Scene):
        def update(self, dt: float) -> None:
            raise RuntimeError("a fault in a frame")

    before = signal.getsignal(signal.SIGTERM)
    application = App(Settings(), size=(640, 360))
    application.stack.push(Faulty(application))
    with pytest.raises(RuntimeError, match="a fault in a frame"):
        application.run()
    assert not pygame.display.get_init()
    assert signal.getsignal(signal.SIGTERM) == before
