"""Woodland Tabletop: start the desktop app.

Command-line flags cover play (language, window, a save to load) and
automation (quit after N frames, save a screenshot, play recorded input), which is how the tests,
the benchmark and CI drive the real program.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import replace
from pathlib import Path

MODES = ("woodland", "codex")
AVAILABLE_MODES: tuple[str, ...] = ("woodland", "codex")  # modes whose rules and table have landed
OPEN_SCENES = ("title", "map", "settings", "load")


def _size(value: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in value.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT, e.g. 1600x900, got {value!r}") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"window size {w}x{h} is out of range")
    return w, h


def _positive(value: str) -> int:
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {value!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, got {n}")
    return n


def _seed(value: str) -> int:
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {value!r}") from None
    if not 0 <= n < 2**63:
        raise argparse.ArgumentTypeError("the seed must be between 0 and 2^63-1")
    return n


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


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.new and args.new not in AVAILABLE_MODES:
        parser.error(f"the {args.new} game is not available in this version yet")
    if args.seed is not None and not args.new:
        parser.error("--seed needs --new")
    if args.screenshot and args.screenshot.suffix.lower() != ".png":
        parser.error("--screenshot must name a .png file")
    script = None
    if args.events is not None:
        from scenes.events import EventsFileError, check_against_frames, load_events

        try:
            script = load_events(args.events)
            check_against_frames(script, args.frames)
        except EventsFileError as exc:
            parser.error(f"--events {exc}")

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from saves.settings import load_settings
    from scenes.app import App
    from scenes.start import open_first

    settings, warning = load_settings()
    if args.lang:
        settings = replace(settings, language=args.lang)
    app = App(settings, size=args.size, fullscreen=True if args.fullscreen else None,
              frames=args.frames, screenshot=args.screenshot,
              report_first_frame=bool(os.environ.get("WOODLAND_REPORT_FIRST_FRAME")))
    from scenes import sound

    sound.apply_settings(app.settings)
    open_first(app, args.open, load=args.load, settings_warning=warning)
    if args.new == "woodland":
        from scenes.woodland.opening import start_game

        start_game(app, seed=args.seed)
    elif args.new == "codex":
        from scenes.codex.opening import start_game as start_codex

        start_codex(app, seed=args.seed)
    if script is not None:
        from scenes.events import run_with_events

        return run_with_events(app, script)
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
