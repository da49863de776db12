"""The command line: help, clear refusals with exit code 2, automation flags."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import main

ROOT = Path(__file__).resolve().parents[2]


def test_help_exits_cleanly(capsys):
    with pytest.raises(SystemExit) as stop:
        main.main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    for flag in ("--lang", "--new", "--load", "--seed", "--fullscreen", "--size", "--frames",
                 "--screenshot", "--events"):
        assert flag in out


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--lang", "de"], "invalid choice"),
        (["--size", "big"], "expected WIDTHxHEIGHT"),
        (["--size", "10x10"], "out of range"),
        (["--frames", "0"], "at least 1"),
        (["--frames", "many"], "whole number"),
        (["--seed", "-4"], "seed"),
        (["--seed", "5"], "--seed needs --new"),
        (["--screenshot", "shot.jpg"], ".png"),
        (["--fullscreen", "--size", "800x600"], "not allowed with"),
        (["--bogus"], "unrecognized arguments"),
    ],
)
def test_bad_arguments_give_a_clear_message_and_exit_code_2(argv, needle, capsys):
    with pytest.raises(SystemExit) as stop:
        main.main(argv)
    assert stop.value.code == 2
    assert needle in capsys.readouterr().err


def test_frames_and_screenshot_run_the_real_program_headless(tmp_path):
    shot = tmp_path / "shot.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               WOODLAND_HOME=str(tmp_path / "home"))
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--frames", "3", "--screenshot", str(shot),
         "--size", "960x540", "--lang", "ru"],
        env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1920, 1080)
    assert not list(tmp_path.glob("*.json")), "nothing may be written to the working folder"


# --- Hostile arguments: refused before the window opens, exit code 2 -------------

def refuse(argv: list[str], capsys) -> str:
    """Run main with ``argv``; it must exit with code 2 and return the message."""
    with pytest.raises(SystemExit) as stop:
        main.main(argv)
    assert stop.value.code == 2
    return capsys.readouterr().err


@pytest.mark.parametrize("size", ["320x240", "319x320", "7681x4320", "16384x16384",
                                  "99999999999x1"])
def test_a_window_size_out_of_range_is_refused_with_the_allowed_range(size, capsys):
    err = refuse(["--size", size], capsys)
    assert "out of range" in err and "320x320 to 7680x4320" in err


@pytest.mark.parametrize("size", ["320x320", "7680x4320", "1600X900"])
def test_window_sizes_at_the_edges_of_the_range_are_accepted(size):
    width, height = (int(part) for part in size.lower().split("x"))
    assert main.parse_arguments(["--size", size]).size == (width, height)


@pytest.mark.parametrize(
    ("flag", "value"),
    [("--frames", "２"), ("--frames", "٣"), ("--frames", "1_0"), ("--frames", "+5"),
     ("--frames", " 5"), ("--frames", "5\n"), ("--seed", "５"), ("--seed", "1_000"),
     ("--size", "１６００x９００"), ("--size", "1600x٩٠٠"), ("--size", "1_600x900"),
     ("--size", "1600x900x2"), ("--frames", "9" * 5000)],
)
def test_numbers_must_be_ascii_digits(flag, value, capsys):
    err = refuse([flag, value], capsys)
    assert "ASCII digits" in err


def test_a_huge_frame_count_is_refused_with_the_limit(capsys):
    err = refuse(["--frames", str(2**31)], capsys)
    assert str(main.MAX_FRAMES) in err


def shot_refusal(tmp_path: Path, shot: Path, capsys) -> str:
    before = sorted(tmp_path.rglob("*"))
    err = refuse(["--frames", "1", "--screenshot", str(shot)], capsys)
    assert sorted(tmp_path.rglob("*")) == before, "a refused screenshot creates nothing"
    return err


def test_a_screenshot_into_a_missing_folder_is_refused_before_starting(tmp_path, capsys):
    err = shot_refusal(tmp_path, tmp_path / "missing" / "shot.png", capsys)
    assert "does not exist" in err


def test_a_screenshot_under_a_file_is_refused_before_starting(tmp_path, capsys):
    (tmp_path / "plain").write_text("x", encoding="utf-8")
    err = shot_refusal(tmp_path, tmp_path / "plain" / "shot.png", capsys)
    assert "under a file" in err


def test_a_screenshot_onto_a_folder_is_refused_before_starting(tmp_path, capsys):
    (tmp_path / "shot.png").mkdir()
    err = shot_refusal(tmp_path, tmp_path / "shot.png", capsys)
    assert "is a folder" in err


def test_a_screenshot_into_an_unwritable_folder_is_refused_before_starting(
        tmp_path, capsys, monkeypatch):
    # Simulated: the tests may run as root, who may write anywhere.
    monkeypatch.setattr(main.os, "access", lambda path, mode: False)
    err = shot_refusal(tmp_path, tmp_path / "shot.png", capsys)
    assert "cannot be written" in err


def test_a_screenshot_name_that_is_not_utf8_is_refused(tmp_path, capsys):
    err = shot_refusal(tmp_path, tmp_path / os.fsdecode(b"caf\xe9.png"), capsys)
    assert "not valid UTF-8" in err


@pytest.mark.parametrize(("mode", "seats"), [("woodland", ("marquise", "eyrie")),
                                             ("codex", ("player1", "player2"))])
def test_new_game_seats_from_the_command_line(mode, seats, monkeypatch, tmp_path):
    """``--new MODE --seat0 hard --seat1 human``: the game starts with the
    computer at Hard in seat 0; without --seatN a seat is a person."""
    import scenes.codex.opening as codex_opening
    import scenes.woodland.opening as root_opening
    from scenes.app import App

    started = {}
    monkeypatch.setenv("WOODLAND_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(root_opening, "start_game", lambda app, **kw: started.update(kw))
    monkeypatch.setattr(codex_opening, "start_game", lambda app, **kw: started.update(kw))
    monkeypatch.setattr(App, "run", lambda self: 0)
    assert main.main(["--new", mode, "--seat0", "hard", "--seat1", "human", "--seed", "4"]) == 0
    assert started["seats"] == {seats[0]: "hard", seats[1]: "human"} and started["seed"] == 4
    assert main.main(["--new", mode, "--seat1", "easy"]) == 0
    assert started["seats"] == {seats[0]: "human", seats[1]: "easy"}


@pytest.mark.parametrize(("argv", "needle"), [(["--seat0", "hard"], "--seat0 needs --new"),
                                              (["--new", "codex", "--seat1", "expert"],
                                               "invalid choice")])
def test_seat_flags_are_checked(argv, needle, capsys):
    with pytest.raises(SystemExit) as stop:
        main.main(argv)
    assert stop.value.code == 2 and needle in capsys.readouterr().err
