"""Player settings: the values, their limits, and the settings file.

Settings must never stop the game from starting. `load_settings` therefore
never raises: a missing file gives the defaults silently (first run), a
damaged one gives the defaults plus a message, and a file with some bad
values keeps the good ones, defaults the bad ones and says which. The rules
for each value live once, in `_RULES`, and serve both the file reader and
`Settings` itself, so a value the UI may set is exactly a value the file may
hold. Unknown keys are ignored, so an older version can read a newer file.

File (schema 1)::

    {"schema_version": 1, "app_version": "0.1.0", "language": "en",
     "fullscreen": false, "window_size": [1280, 720], "frame_cap": 60,
     "animation_speed": 1.0, "volume": 0.8, "muted": false, "score_floor_zero": true}

``muted`` came after the first release of schema 1 without a schema step:
a file without it reads as not muted (missing keys take their defaults)
and older versions ignore it (unknown keys are ignored), so both directions
already work. ``root_seats`` and ``codex_seats`` (who sat at each seat of the
last new game: ``["human", "hard"]``) and ``auto_pass`` came the same way.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import __version__
from saves import paths
from saves.atomic import atomic_write_text
from saves.errors import Problem, SaveError, printable
from saves.jsonfile import decode_object, describe, read_capped

SETTINGS_SCHEMA = 1
MAX_SETTINGS_BYTES = 64 * 1024
LANGUAGES = ("en", "ru")
FRAME_CAP_RANGE = (30, 240)
ANIMATION_SPEED_RANGE = (0.25, 4.0)
VOLUME_RANGE = (0.0, 1.0)
# The window the app may open: from a small laptop split screen up to 8K.
# One range for the settings file, the Settings dialog and ``--size``, so a
# size one of them accepts can never be refused by another.
WINDOW_WIDTH_RANGE = (320, 7680)
WINDOW_HEIGHT_RANGE = (320, 4320)
#: The window sizes the Settings dialog offers, smallest first (16:9, the
#: table's shape, so none of them letterboxes).
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
#: What a desktop keeps for itself around a window: its title bar and a task
#: bar (height), a little room on either side (width).
DESKTOP_MARGIN = (64, 120)


def _language(value: object) -> str:
    if value not in LANGUAGES:
        raise ValueError(f"must be one of {', '.join(LANGUAGES)}")
    return str(value)


def _boolean(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("must be true or false")
    return value


def _whole(value: object, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"must be a whole number from {low} to {high}")
    return value


def _number(value: object, low: float, high: float) -> float:
    # bool is an int in Python but not a number in JSON; NaN fails the range test.
    if not isinstance(value, int | float) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"must be a number from {low:g} to {high:g}")
    return float(value)


def window_size_range_text() -> str:
    """The allowed window sizes, as the refusals say it: ``320x320 to 7680x4320``."""
    (w_low, w_high), (h_low, h_high) = WINDOW_WIDTH_RANGE, WINDOW_HEIGHT_RANGE
    return f"{w_low}x{h_low} to {w_high}x{h_high}"


def _window_size(value: object) -> tuple[int, int]:
    message = f"must be [width, height], from {window_size_range_text()}"
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise ValueError(message)
    try:
        width = _whole(value[0], *WINDOW_WIDTH_RANGE)
        height = _whole(value[1], *WINDOW_HEIGHT_RANGE)
    except ValueError:
        raise ValueError(message) from None
    return (width, height)


#: Who may sit at a seat of a new game: a person or the computer at a level.
SEAT_KINDS = ("human", "easy", "normal", "hard")


def _seats(value: object) -> tuple[str, str]:
    """The two seats of the last new game of one kind, as the new-game
    screen offers them again (a person against Normal at first)."""
    if (not isinstance(value, list | tuple) or len(value) != 2
            or any(kind not in SEAT_KINDS for kind in value)):
        raise ValueError(f"must be two of {', '.join(SEAT_KINDS)}")
    return (str(value[0]), str(value[1]))


def first_window(desktop: tuple[int, int]) -> tuple[tuple[int, int], bool]:
    """The window of a first start on a screen of ``desktop`` pixels: the
    largest offered size that fits with its title bar and the task bar, or
    fullscreen where not even the smallest does (a 1366x768 laptop).

    The table is laid out for 1920x1080 and scaled; the old fixed 1280x720
    first window set a 12 px caption at 8 px even on a screen that had room
    for 1600x900, and did not fit at all on a 768-line laptop.
    """
    room_w, room_h = desktop[0] - DESKTOP_MARGIN[0], desktop[1] - DESKTOP_MARGIN[1]
    fitting = [size for size in WINDOW_SIZES if size[0] <= room_w and size[1] <= room_h]
    if not fitting:
        return WINDOW_SIZES[0], True
    return fitting[-1], False


def check_window_size(value: object) -> tuple[int, int]:
    """The size as a clean ``(width, height)``, or ValueError saying the range."""
    return _window_size(value)


def fit_window_size(size: tuple[int, int]) -> tuple[int, int]:
    """The nearest allowed size to a window the player dragged to ``size``.

    The window manager lets a window be dragged smaller (or larger) than a
    size we would open; remembering that size must not raise.
    """
    (w_low, w_high), (h_low, h_high) = WINDOW_WIDTH_RANGE, WINDOW_HEIGHT_RANGE
    return (min(max(size[0], w_low), w_high), min(max(size[1], h_low), h_high))


# One rule per field: take a raw value, return the clean one or raise
# ValueError with the sentence that ends "<field> ...".
_RULES: dict[str, Callable[[object], Any]] = {
    "language": _language,
    "fullscreen": _boolean,
    "window_size": _window_size,
    "frame_cap": lambda value: _whole(value, *FRAME_CAP_RANGE),
    "animation_speed": lambda value: _number(value, *ANIMATION_SPEED_RANGE),
    "volume": lambda value: _number(value, *VOLUME_RANGE),
    "muted": _boolean,
    "score_floor_zero": _boolean,
    "auto_pass": _boolean,
    "root_seats": _seats,
    "codex_seats": _seats,
}


@dataclass(frozen=True)
class Settings:
    """The player's choices; immutable, change with `dataclasses.replace`.

    Constructing one with an out-of-range value raises ValueError, so a
    `Settings` that exists is always one `save_settings` can write.
    ``volume`` (0-1) and ``muted`` are the sound effects'.
    ``score_floor_zero``: whether a score may drop below 0; the engine
    applies the choice, this class only keeps it. ``auto_pass``: against
    the computer, a question the hand cannot answer (an ambush with no
    ambush card) is passed for the player (``TableShell.pass_for_player``).
    """

    language: str = "en"
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    frame_cap: int = 60
    animation_speed: float = 1.0
    volume: float = 0.8
    muted: bool = False
    score_floor_zero: bool = True
    auto_pass: bool = True
    root_seats: tuple[str, str] = ("human", "normal")
    codex_seats: tuple[str, str] = ("human", "normal")

    def __post_init__(self) -> None:
        """Check every value against `_RULES` and store its clean form."""
        for field, rule in _RULES.items():
            try:
                clean = rule(getattr(self, field))
            except ValueError as exc:
                raise ValueError(f"{field} {exc}, not {getattr(self, field)!r}") from None
            object.__setattr__(self, field, clean)

    def to_json(self) -> dict[str, Any]:
        """The settings as the JSON object stored in the file."""
        values = dataclasses.asdict(self)
        values["window_size"] = list(self.window_size)
        values["root_seats"] = list(self.root_seats)
        values["codex_seats"] = list(self.codex_seats)
        return {"schema_version": SETTINGS_SCHEMA, "app_version": __version__, **values}


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings and a warning for the player, or None if all is well.

    Never raises. ``path`` defaults to `saves.paths.settings_path`.
    """
    path = paths.settings_path() if path is None else Path(path)
    # lexists, not exists: exists() raises when the folder cannot be searched
    # (PermissionError), and a broken symlink deserves a warning, not silence.
    if not os.path.lexists(path):
        return Settings(), None
    try:
        document = decode_object(read_capped(path, MAX_SETTINGS_BYTES), path.name)
    except SaveError as exc:
        return Settings(), printable(f"{exc}; using the default settings")
    values: dict[str, Any] = {}
    problems: list[str] = []
    for field, rule in _RULES.items():
        if field not in document:
            continue
        try:
            values[field] = rule(document[field])
        except ValueError as exc:
            problems.append(f"{field} {exc}, not {describe(document[field])}")
    notes = _schema_notes(document.get("schema_version"))
    if problems:
        notes.append(
            "some values were wrong and were reset to their defaults: " + "; ".join(problems)
        )
    warning = printable(f"{path.name}: " + ". ".join(notes)) if notes else None
    return Settings(**values), warning


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write ``settings`` atomically and return the file written.

    Raises `SaveError` (WRITE_FAILED) if the disk refuses; the previous
    file stays intact.
    """
    path = paths.settings_path() if path is None else Path(path)
    try:
        atomic_write_text(path, json.dumps(settings.to_json(), indent=2) + "\n")
    except OSError as exc:
        raise SaveError(
            path.name, f"cannot write the settings ({exc.strerror or exc})", Problem.WRITE_FAILED
        ) from exc
    return path


def _schema_notes(version: object) -> list[str]:
    """What to tell the player about the file's schema version, if anything.

    A missing version is accepted silently (hand-written file); a newer one
    is read as far as its fields still make sense.
    """
    if version is None:
        return []
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return [f"'schema_version' must be a whole number from 1 up, not {describe(version)}"]
    if version > SETTINGS_SCHEMA:
        return ["the file was written by a newer version; settings it added are ignored"]
    return []
