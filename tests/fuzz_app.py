"""The app boundaries' promises, checked for one input at a time.

Issue 9's standard: whatever the input, the answer is the documented refusal
(or a correct acceptance), and nothing on disk changes. Each ``try_*``
function here feeds one input to one boundary the way the app does, and
returns ``"accepted"`` or ``"refused"``; a broken promise raises `Finding`:

* ``crash``   an exception other than the boundary's documented refusal;
* ``broken``  accepted, and then the accepted value misbehaves (a save that
  cannot be saved again, settings that do not survive a round trip, a
  listing that cannot be drawn, arguments the app could not start with);
* ``message`` a refusal whose message cannot be drawn or does not name
  the file;
* ``disk``    a file or folder changed although the boundary only reads.

The fuzz tests (tests/saves, tests/scenes) and ``bench/fuzz.py`` both use
these, so the campaign checks exactly what the suite checks, only more.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from saves import paths
from saves.errors import Problem, SaveError, printable
from saves.savefile import decode, encode
from saves.settings import Settings, check_window_size, load_settings

Draw = Callable[[str], None]


class Finding(AssertionError):
    """A broken promise at a boundary: ``kind`` is crash, broken, message or disk."""

    def __init__(self, kind: str, detail: str) -> None:
        self.kind = kind
        self.detail = detail
        super().__init__(f"{kind}: {detail}")


def _crash(exc: BaseException) -> Finding:
    return Finding("crash", f"{type(exc).__name__}: {printable(str(exc))[:300]}")


def apply_refuses_too(game: Any, action: Any, before: str, shown: str) -> str:
    """After ``game.check`` refused ``action`` (either engine): ``apply``
    must refuse it as well, with the documented ``IllegalAction``, and leave
    the game's ``state_hash()`` at ``before``. Returns "refused"."""
    from game.common.errors import IllegalAction

    try:
        game.apply(action)
    except IllegalAction:
        pass
    except Exception as exc:
        raise _crash(exc) from None
    else:
        raise Finding("broken", f"check refused {shown} but apply accepted it")
    if game.state_hash() != before:
        raise Finding("changed", f"apply refused {shown} but the game changed")
    return "refused"


# --- disk ---------------------------------------------------------------------------

Snapshot = dict[str, tuple[int, bytes | None, int]]


def snapshot(folder: Path) -> Snapshot:
    """Every entry below ``folder``: type, content (files), modification time."""
    result: Snapshot = {}
    if not os.path.lexists(folder):
        return result
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = os.path.join(root, name)
            info = os.lstat(path)
            content = None
            if stat.S_ISREG(info.st_mode) and info.st_size <= 1 << 24:
                with open(path, "rb") as handle:
                    content = handle.read()
            result[os.path.relpath(path, folder)] = (info.st_mode, content, info.st_mtime_ns)
    return result


def check_unchanged(before: Snapshot, folder: Path) -> None:
    after = snapshot(folder)
    if after != before:
        changed = sorted(set(before) ^ set(after)) or sorted(
            name for name in before if before[name] != after.get(name))
        raise Finding("disk", f"changed: {[printable(name) for name in changed[:5]]}")


def place_file(folder: Path, name: str, data: bytes) -> Path:
    """Write ``data`` as ``folder/name`` (the test's own setup, not the app)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    with open(path, "wb") as handle:
        handle.write(data)
    return path


def file_name_from(text: str) -> str:
    """A file name the OS accepts, ending ``.json``, made from any text.

    Keeps what a hostile file name may hold (bytes that are not UTF-8,
    control characters, invisible characters) and drops what no file
    system allows (``/``, NUL, more than 255 bytes).
    """
    try:
        raw = os.fsencode(text)
    except UnicodeError:
        raw = text.encode("utf-8", "ignore")
    raw = raw.replace(b"/", b"").replace(b"\x00", b"")[:240] or b"x"
    if raw in (b".", b".."):
        raw = b"x"
    return os.fsdecode(raw + b".json")


# --- save files and the Load screen ------------------------------------------------

def _check_refusal(error: SaveError, name: str) -> None:
    if not isinstance(error.kind, Problem):
        raise Finding("message", f"refusal without a Problem kind: {error!r}")
    text = str(error)
    if not text.isprintable():
        raise Finding("message", f"refusal message cannot be drawn: {text[:80]!r}")
    if error.file != printable(name):
        raise Finding("message", f"refusal names {error.file!r}, not the file {name!r}")


def draw_strings(strings: list[str], draw: Draw | None) -> None:
    """Draw each string the way the Load scene would; any exception is a finding."""
    if draw is None:
        return
    for text in strings:
        try:
            draw(text)
        except Exception as exc:
            raise Finding("broken", f"cannot draw {text[:60]!r}: {type(exc).__name__}: "
                          f"{printable(str(exc))[:120]}") from None


def listing_strings(entries: list[Any]) -> list[str]:
    """What the Load scene draws for these entries (its list rows and details)."""
    from scenes.load_scene import describe_entry, mode_name, shown_time
    from scenes.save_messages import reason

    out: list[str] = []
    for entry in entries:
        row = describe_entry(entry)
        out += [row.title, row.detail, row.badge, entry.file_name]
        if entry.damaged:
            out.append(reason(entry.problem, entry.reason))
        else:
            out += [entry.name, mode_name(entry.mode), shown_time(entry.created),
                    f"Turn {entry.turn}"]
    return out


def try_save_file(name: str, data: bytes, draw: Draw | None = None) -> str:
    """Put ``data`` as the save ``name`` in the saves folder, then read it and
    list the folder as the Load scene does. The folder is emptied first."""
    from saves.store import list_saves, read_save

    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for old in os.listdir(folder):
        os.unlink(folder / old)
    path = place_file(folder, name, data)
    before = snapshot(folder)
    outcome = "refused"
    try:
        save = read_save(path)
    except SaveError as error:
        _check_refusal(error, name)
    except Exception as exc:
        raise _crash(exc) from None
    else:
        outcome = "accepted"
        _check_saves_again(save)
    try:
        entries = list_saves()
        strings = listing_strings(entries)
    except Exception as exc:
        raise _crash(exc) from None
    if len(entries) != 1 or entries[0].damaged != (outcome == "refused"):
        raise Finding("broken", f"the listing shows {entries!r} for a file that was {outcome}")
    draw_strings(strings, draw)
    check_unchanged(before, folder)
    return outcome


def _check_saves_again(save: Any) -> None:
    """An accepted save must be writable again and read back the same."""
    try:
        again = decode(encode(save.name, save.mode, save.created, save.turn, save.game,
                              save.finished), save.path)
    except SaveError as error:
        raise Finding("broken", f"accepted, but cannot be saved again: {error}") from None
    except Exception as exc:
        raise Finding("broken", f"accepted, but saving again raised {_crash(exc)}") from None
    if (again.name, again.mode, again.created, again.turn, again.game, again.finished) != (
            save.name, save.mode, save.created, save.turn, save.game, save.finished):
        raise Finding("broken", "accepted, but saving and reading again changes it")


# --- settings -----------------------------------------------------------------------

def try_settings(data: bytes | None, draw: Draw | None = None) -> str:
    """Put ``data`` as the settings file (None: make it a folder) and load it.

    ``load_settings`` must never raise; the settings it returns must be
    valid, survive a write and a read unchanged, and its warning (shown in
    a toast) must be drawable and name the file.
    """
    path = paths.settings_path()
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    for old in os.listdir(folder):
        target = folder / old
        if target.is_dir() and not target.is_symlink():
            os.rmdir(target)
        else:
            os.unlink(target)
    if data is None:
        path.mkdir()
    else:
        place_file(folder, path.name, data)
    before = snapshot(folder)
    try:
        settings, warning = load_settings()
    except Exception as exc:
        raise _crash(exc) from None
    if not isinstance(settings, Settings):
        raise Finding("broken", f"load_settings returned {settings!r}")
    if warning is not None:
        if not warning.isprintable() or not warning.startswith(f"{path.name}: "):
            raise Finding("message", f"warning cannot be drawn or names no file: {warning!r}")
        draw_strings([warning], draw)
    check_unchanged(before, folder)
    _check_settings_round_trip(settings)
    return "refused" if warning else "accepted"


def _check_settings_round_trip(settings: Settings) -> None:
    """Loaded settings are valid, and what they write reads back the same."""
    import json

    from saves.jsonfile import decode_object
    from saves.settings import _RULES

    try:
        again = Settings(**dataclasses.asdict(settings))
        document = decode_object(json.dumps(again.to_json()).encode("utf-8"), "settings.json")
        values = {field: rule(document[field]) for field, rule in _RULES.items()}
    except Exception as exc:
        raise Finding("broken", f"loaded settings do not survive a round trip: {exc}") from None
    if Settings(**values) != settings:
        raise Finding("broken", "loaded settings change when written and read again")


# --- command line -------------------------------------------------------------------

def try_command_line(argv: list[str], workdir: Path) -> str:
    """Parse ``argv`` as ``main.py`` does, in-process, inside ``workdir``.

    A refusal is ``SystemExit(2)`` with a message on stderr (``--help`` is
    ``SystemExit(0)``); accepted arguments must be ones the app can start
    with. Parsing must create, change or delete nothing.
    """
    import main

    before = snapshot(workdir)
    cwd = os.getcwd()
    err, out = io.StringIO(), io.StringIO()
    try:
        os.chdir(workdir)
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            args = main.parse_arguments(argv)
    except SystemExit as stop:
        if stop.code == 0 and out.getvalue().startswith("usage:"):
            outcome = "refused"  # help printed (-h, --help, --he, -hh...): nothing started
        elif stop.code == 2 and "error:" in err.getvalue():
            outcome = "refused"
        else:
            raise Finding("crash", f"exit {stop.code!r} with {err.getvalue()[-200:]!r}") from None
    except Exception as exc:
        raise _crash(exc) from None
    else:
        outcome = "accepted"
        _check_arguments_usable(args, workdir)
    finally:
        os.chdir(cwd)
    check_unchanged(before, workdir)
    return outcome


def _check_arguments_usable(args: Any, workdir: Path) -> None:
    """Accepted arguments are ones `App` and the start screens can honour."""
    import main

    try:
        if args.size is not None:
            check_window_size(args.size)
            dataclasses.replace(Settings(), window_size=args.size)
        if args.lang is not None:
            dataclasses.replace(Settings(), language=args.lang)
        if args.frames is not None and not 1 <= args.frames <= main.MAX_FRAMES:
            raise ValueError(f"frames {args.frames}")
        if args.seed is not None and not 0 <= args.seed < 2**63:
            raise ValueError(f"seed {args.seed}")
        if args.screenshot is not None:
            shot = args.screenshot if args.screenshot.is_absolute() else workdir / args.screenshot
            if not shot.parent.is_dir() or shot.is_dir() or shot.suffix.lower() != ".png":
                raise ValueError(f"screenshot {args.screenshot}")
            str(shot).encode("utf-8")
    except Exception as exc:
        raise Finding("broken", f"accepted {vars(args)!r} but {type(exc).__name__}: "
                      f"{printable(str(exc))[:160]}") from None


# --- real inputs to start from ----------------------------------------------------

REAL_COMMAND_LINES: tuple[tuple[str, ...], ...] = (
    ("--frames", "3", "--screenshot", "shot.png", "--size", "960x540", "--lang", "ru"),
    ("--open", "load", "--size", "1600x900"),
    ("--load", "evening.json", "--lang", "en"),
    ("--new", "woodland", "--seed", "42"),
    ("--fullscreen", "--frames", "1", "--screenshot", "out/frame.png"),
    ("--open", "settings", "--frames", "60"),
)


def real_game_payload(seed: int = 1, actions: int = 40) -> dict[str, Any]:
    """A game payload as the app will save it: seed, action log and position."""
    import random

    from game.woodland.game import Game
    from tests.woodland.conftest import autumn_board

    rnd = random.Random(seed)
    game = Game.new(autumn_board(), seed=seed, track_undo=False)
    for _ in range(actions):
        if game.is_over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    return {"seed": seed, "log": game.log, "position": game.to_position()}


def real_save_bytes(seed: int = 1) -> bytes:
    """A save file exactly as `saves.store.write_save` writes it."""
    from datetime import UTC, datetime

    return encode("Evening game", "woodland", datetime(2025, 3, 1, 18, 30, tzinfo=UTC), 7,
                  real_game_payload(seed))


def real_settings_bytes() -> bytes:
    """A settings file as `saves.settings.save_settings` writes it, some values changed."""
    import json

    settings = Settings(language="ru", window_size=(1600, 900), frame_cap=120, volume=0.5)
    return (json.dumps(settings.to_json(), indent=2) + "\n").encode("utf-8")


def font_drawer() -> Draw:
    """Draw text with the app's own font code (`scenes.theme.text`), uncached."""
    import pygame

    from scenes import theme

    def draw(text: str) -> None:
        # Initialised at each call, not once: a test that ran before may have
        # shut pygame down (the app's shutdown does), and the font module with it.
        if not pygame.font.get_init():
            pygame.font.init()
        theme.text.__wrapped__(text, 24)
        theme.wrap(text, 24, 280)

    return draw
