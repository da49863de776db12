"""Woodland Tabletop: start the desktop app.

Command-line flags cover play (language, window, a save to load) and
automation (quit after N frames, save a screenshot, play recorded input), which is how the tests,
the benchmark and CI drive the real program.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from dataclasses import replace
from pathlib import Path

MODES = ("woodland", "codex")
AVAILABLE_MODES: tuple[str, ...] = ("woodland", "codex")  # modes whose rules and table have landed
OPEN_SCENES = ("title", "map", "settings", "load")
SEAT_KINDS = ("human", "easy", "normal", "hard")  # scenes.seats.KINDS, unimported at start-up


# Numbers on the command line are ASCII digits only: int() also takes
# full-width and other scripts' digits ("２"), underscores and spaces, which
# nobody types on purpose and which a script would not expect to work.
_DIGITS = re.compile(r"[0-9]{1,19}", re.ASCII)
MAX_FRAMES = 2**31 - 1


def _whole(value: str) -> int:
    if not _DIGITS.fullmatch(value):
        raise argparse.ArgumentTypeError(
            f"expected a whole number in ASCII digits, got {value!r}")
    return int(value)


def _size(value: str) -> tuple[int, int]:
    from saves.settings import check_window_size, window_size_range_text

    parts = value.lower().split("x")
    if len(parts) != 2 or not all(_DIGITS.fullmatch(part) for part in parts):
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT in ASCII digits, e.g. 1600x900, got {value!r}")
    try:
        return check_window_size((int(parts[0]), int(parts[1])))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"window size {value} is out of range: allowed from "
            f"{window_size_range_text()}") from None


def _positive(value: str) -> int:
    n = _whole(value)
    if not 1 <= n <= MAX_FRAMES:
        raise argparse.ArgumentTypeError(
            f"expected a number of at least 1 and at most {MAX_FRAMES}, got {value}")
    return n


def _seed(value: str) -> int:
    n = _whole(value) if not value.startswith("-") else -1
    if not 0 <= n < 2**63:
        raise argparse.ArgumentTypeError("the seed must be between 0 and 2^63-1")
    return n


def _screenshot_problem(path: Path) -> str | None:
    """Why a screenshot cannot be written to ``path``, or None if it can.

    Checked before the window opens: finding out at exit, after the frames
    ran, ends in a traceback and no picture. Nothing is created here.
    """
    if path.suffix.lower() != ".png":
        return "--screenshot must name a .png file"
    where = repr(str(path))
    folder = path.parent
    try:
        if not folder.exists():
            return f"--screenshot: the folder of {where} does not exist"
        if not folder.is_dir():
            return f"--screenshot: {where} lies under a file, not a folder"
        if path.is_dir():
            return f"--screenshot: {where} is a folder"
        if path.exists() and not os.access(path, os.W_OK):
            return f"--screenshot: {where} cannot be overwritten"
        if not os.access(folder, os.W_OK | os.X_OK):
            return f"--screenshot: the folder of {where} cannot be written to"
    except (OSError, ValueError) as exc:
        return f"--screenshot: {where} cannot be used ({exc})"
    try:
        # pygame takes a str and writes it as UTF-8: a name that is not
        # UTF-8 (a lone surrogate from os.fsdecode) would be written under a
        # different, escaped name.
        str(path).encode("utf-8")
    except UnicodeError:
        return f"--screenshot: {where} is not valid UTF-8 text; use another name"
    return None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="woodland-tabletop",
        description="Woodland Tabletop: Root and Codex with every rule enforced and explained.",
    )
    parser.add_argument("--lang", choices=("en", "ru"), help="interface language")
    parser.add_argument("--new", choices=MODES, metavar="MODE",
                        help="start a new game at once: woodland or codex")
    parser.add_argument("--load", type=Path, metavar="PATH", help="load a saved game")
    parser.add_argument("--seed", type=_seed, metavar="N", help="seed for a new game")
    for n in (0, 1):
        parser.add_argument(f"--seat{n}", choices=SEAT_KINDS, metavar="KIND",
                            help=f"who plays seat {n} of a new game: " + ", ".join(SEAT_KINDS)
                            + " (default: human)")
    display = parser.add_mutually_exclusive_group()
    display.add_argument("--fullscreen", action="store_true", help="start fullscreen")
    display.add_argument("--size", type=_size, metavar="WxH", help="window size, e.g. 1600x900")
    parser.add_argument("--open", choices=OPEN_SCENES, default="title", metavar="SCREEN",
                        help="screen to open first: " + ", ".join(OPEN_SCENES))
    parser.add_argument("--frames", type=_positive, metavar="N",
                        help="quit after N frames (automation)")
    parser.add_argument("--screenshot", type=Path, metavar="PATH",
                        help="save the last frame as a PNG (automation)")
    parser.add_argument("--events", type=Path, metavar="FILE",
                        help="play recorded input from a JSON file (automation; see README)")
    return parser


def parse_arguments(argv: list[str] | None = None) -> argparse.Namespace:
    """The checked arguments; a refusal prints why and exits with code 2.

    Everything the command line can get wrong is refused here, before the
    window opens, so the app never starts on arguments it cannot honour
    (bench/fuzz.py drives this function in-process).
    """
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.new and args.new not in AVAILABLE_MODES:
        parser.error(f"the {args.new} game is not available in this version yet")
    if args.seed is not None and not args.new:
        parser.error("--seed needs --new")
    for n in (0, 1):
        if getattr(args, f"seat{n}") is not None and not args.new:
            parser.error(f"--seat{n} needs --new")
    if args.screenshot is not None:
        problem = _screenshot_problem(args.screenshot)
        if problem:
            parser.error(problem)
    args.script = None
    if args.events is not None:
        from scenes.events import EventsFileError, check_against_frames, load_events

        try:
            args.script = load_events(args.events)
            check_against_frames(args.script, args.frames)
        except EventsFileError as exc:
            parser.error(f"--events {exc}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_arguments(argv)
    script = args.script

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from saves import paths
    from saves.settings import load_settings
    from scenes.app import App
    from scenes.start import open_first

    first_start = not os.path.lexists(paths.settings_path())
    settings, warning = load_settings()
    if args.lang:
        settings = replace(settings, language=args.lang)
    app = App(settings, size=args.size, fullscreen=True if args.fullscreen else None,
              frames=args.frames, screenshot=args.screenshot,
              report_first_frame=bool(os.environ.get("WOODLAND_REPORT_FIRST_FRAME")),
              scripted=script is not None, first_start=first_start)
    from scenes import sound

    sound.apply_settings(app.settings)
    open_first(app, args.open, load=args.load, settings_warning=warning)
    kinds = (args.seat0 or "human", args.seat1 or "human")
    if args.new == "woodland":
        from scenes.woodland.opening import start_game

        start_game(app, seed=args.seed, seats=dict(zip(("marquise", "eyrie"), kinds,
                                                       strict=True)))
    elif args.new == "codex":
        from scenes.codex.opening import start_game as start_codex

        start_codex(app, seed=args.seed, seats=dict(zip(("player1", "player2"), kinds,
                                                        strict=True)))
    if script is not None:
        from scenes.events import run_with_events

        return run_with_events(app, script)
    return app.run()


if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # The packaged program is its own Python: the computer players'
        # processes (spawn) start it again with multiprocessing's arguments,
        # and this hands them to multiprocessing (PyInstaller's hook makes it
        # work on every system) before argparse would refuse them and the
        # computer would never move. Unfrozen, it does nothing, so it is not
        # imported at all.
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
