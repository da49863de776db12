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
