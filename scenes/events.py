"""Recorded input for ``main.py --events FILE``: read it strictly, play it back.

The file is one JSON object::

    {"events": [
      {"frame": 10, "type": "mousedown", "pos": [812, 430], "button": 1},
      {"frame": 11, "type": "mousemotion", "pos": [900, 470]},
      {"frame": 12, "type": "mouseup", "pos": [900, 470], "button": 1},
      {"frame": 20, "type": "keydown", "key": "z", "mod": ["ctrl"]},
      {"frame": 21, "type": "mousewheel", "y": -1}]}

Positions are in the 1920x1080 layout every scene draws on, so a recording
plays the same at any window size. Frames count from 1 like ``--frames``: an
event at frame 10 is handled during the tenth frame, before it is drawn.
Events of one frame keep their order in the file.

Everything is checked before the app starts, and the first problem is
reported by its place in the file (``events[3].pos``), because a script that
does something slightly different from what it says is worse than one that
is refused: types (a whole number is never a float, a bool or a string),
ranges, required and unknown fields, numbers written in ASCII digits, no
duplicate keys, no NaN or Infinity. A hostile file is refused the same way
and costs no more than the largest valid one: numbers too long for any
field (past Python's 4,300-digit conversion limit, or ``1e999``) are named
at their place, a file with more values than `MAX_EVENTS` events can hold
is refused before it is parsed, nesting deeper than the parser goes is
refused, and a refusal quotes at most 80 characters of a bad value, with
every unprintable character of it, or of the file name, escaped.

Playback gives motion events the ``rel`` and ``buttons`` a real mouse would
(from the previous position and the buttons held), so scenes cannot tell a
script from a hand.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.common.errors import shown
from saves.errors import printable

LAYOUT = (1920, 1080)
MAX_BYTES = 16 * 1024 * 1024
MAX_EVENTS = 200_000
MAX_FRAME = 10_000_000
MAX_WHEEL = 100
MOUSE_BUTTONS = (1, 2, 3, 4, 5)
MODIFIERS = {"ctrl": "KMOD_CTRL", "shift": "KMOD_SHIFT", "alt": "KMOD_ALT", "meta": "KMOD_META"}
NAMED_KEYS = {
    "escape": "K_ESCAPE", "return": "K_RETURN", "enter": "K_KP_ENTER", "space": "K_SPACE",
    "tab": "K_TAB", "backspace": "K_BACKSPACE", "delete": "K_DELETE", "left": "K_LEFT",
    "right": "K_RIGHT", "up": "K_UP", "down": "K_DOWN", "home": "K_HOME", "end": "K_END",
    "pageup": "K_PAGEUP", "pagedown": "K_PAGEDOWN", "minus": "K_MINUS", "equals": "K_EQUALS",
    **{f"f{n}": f"K_F{n}" for n in range(1, 13)},
}
KEY_NAMES = tuple(NAMED_KEYS) + tuple("abcdefghijklmnopqrstuvwxyz0123456789")
# The most values one event can hold (a keydown with four modifiers: the object, four
# fields, four names) and the commas that separate them and it from the next event:
# a file with more commas or brackets than MAX_EVENTS such events is refused unread.
MAX_COMMAS_PER_EVENT = 7
MAX_CONTAINERS_PER_EVENT = 2  # the event and its pos or mod list
# A number with more digits than this fits no field (all are under 10**7); it is
# kept unconverted, so the 4,300-digit limit of int() is never reached.
MAX_DIGITS = 30

# Fields of each event type besides frame and type: name -> required.
FIELDS: dict[str, dict[str, bool]] = {
    "mousedown": {"pos": True, "button": True},
    "mouseup": {"pos": True, "button": True},
    "mousemotion": {"pos": True},
    "mousewheel": {"y": True, "x": False},
    "keydown": {"key": True, "mod": False},
    "keyup": {"key": True, "mod": False},
}
_ASCII_NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?")


class EventsFileError(ValueError):
    """An events file that cannot be played; the message names file and place.

    The message is always printable: control characters, lone surrogates and
    bytes of a file name that are not UTF-8 are escaped (`saves.errors.printable`)."""

    def __init__(self, message: str) -> None:
        super().__init__(printable(message))


@dataclass(frozen=True)
class ScriptedEvent:
    """One checked event: its frame, type and clean fields (pos, button, key...)."""

    frame: int
    type: str
    pos: tuple[int, int] | None = None
    button: int | None = None
    key: str | None = None
    mod: tuple[str, ...] = ()
    x: int = 0
    y: int = 0


# --- reading ------------------------------------------------------------------

def load_events(path: Path | str) -> list[ScriptedEvent]:
    """The events of ``path`` in playing order; `EventsFileError` if refused."""
    path = Path(path)
    name = path.name or str(path)
    try:
        if not path.is_file():
            raise EventsFileError(f"{name}: not a file")
        with path.open("rb") as handle:
            if os.fstat(handle.fileno()).st_size > MAX_BYTES:
                raise EventsFileError(f"{name}: {_too_large()}")
            data = handle.read(MAX_BYTES + 1)  # it may have grown since
    except OSError as exc:
        raise EventsFileError(f"{name}: cannot read the file ({exc.strerror or exc})") from None
    except ValueError:  # a NUL in the name (from code; a command line cannot hold one)
        raise EventsFileError(f"{name}: not a file name the system accepts") from None
    if len(data) > MAX_BYTES:
        raise EventsFileError(f"{name}: {_too_large()}")
    return parse_events(data, name)


def _too_large() -> str:
    return f"the file is larger than {MAX_BYTES // 2**20} MiB"


def parse_events(data: bytes, name: str = "events") -> list[ScriptedEvent]:
    """Check the bytes of an events file (see the module docstring)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise EventsFileError(f"{name}: not UTF-8 text (byte {exc.start})") from None
    if text.startswith("\ufeff"):
        raise EventsFileError(f"{name}: starts with a byte-order mark; save it as plain UTF-8")
    if not text.strip():
        raise EventsFileError(f"{name}: the file is empty")
    if text.count(",") > MAX_COMMAS_PER_EVENT * MAX_EVENTS or \
            text.count("[") + text.count("{") > MAX_CONTAINERS_PER_EVENT * MAX_EVENTS + 2:
        raise EventsFileError(f"{name}: too many values for {MAX_EVENTS} events, "
                              "the most a file may hold")
    try:
        document = json.loads(text, object_pairs_hook=_no_duplicates,
                              parse_int=_ascii_int, parse_float=_ascii_float,
                              parse_constant=_no_constant)
    except _Refused as exc:
        raise EventsFileError(f"{name}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise EventsFileError(f"{name}: not valid JSON ({exc.msg} at line {exc.lineno}, "
                              f"column {exc.colno})") from None
    except RecursionError:
        raise EventsFileError(f"{name}: nested too deeply (an events file nests 4 levels: "
                              "the object, its list, an event, its pos or mod)") from None
    if not isinstance(document, dict):
        raise EventsFileError(f"{name}: must be a JSON object {{\"events\": [...]}}, "
                              f"not {_kind(document)}")
    extra = sorted(set(document) - {"events"})
    if extra:
        raise EventsFileError(f"{name}: unknown field {shown(extra[0])} "
                              "(only 'events' is allowed)")
    if "events" not in document:
        raise EventsFileError(f"{name}: no 'events' list")
    events = document["events"]
    if not isinstance(events, list):
        raise EventsFileError(f"{name}: 'events' must be a list, not {_kind(events)}")
    if len(events) > MAX_EVENTS:
        raise EventsFileError(f"{name}: {len(events)} events; at most {MAX_EVENTS} are allowed")
    checked = [_event(item, f"{name}: events[{i}]") for i, item in enumerate(events)]
    return sorted(checked, key=lambda event: event.frame)  # stable: file order within a frame


@dataclass(frozen=True)
class _TooLarge:
    """A number of the file that no field can hold, kept as its text so the
    field it is in can be named (converting it could raise, or give inf)."""

    text: str

    def describe(self) -> str:
        digits = self.text.lstrip("-")
        if digits.isdigit():
            return f"a number of {len(digits)} digits"
        return f"{shown(self.text)[1:-1]}, a number too large to use"

    def __repr__(self) -> str:  # inside a quoted list: [<a number of 5000 digits>]
        return f"<{self.describe()}>"


class _Refused(ValueError):
    """A JSON detail we refuse while parsing (raised from the hooks)."""


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _Refused(f"the key {shown(key)} appears twice in one object")
        result[key] = value
    return result


def _ascii_int(text: str) -> int | _TooLarge:
    if not _ASCII_NUMBER.fullmatch(text):
        raise _Refused(f"the number {shown(text)} is not written in ASCII digits")
    return _TooLarge(text) if len(text) > MAX_DIGITS else int(text)


def _ascii_float(text: str) -> float | _TooLarge:
    if not _ASCII_NUMBER.fullmatch(text):
        raise _Refused(f"the number {shown(text)} is not written in ASCII digits")
    value = float(text)
    return value if math.isfinite(value) else _TooLarge(text)


def _no_constant(text: str) -> None:
    raise _Refused(f"{text} is not a number JSON allows")


def _kind(value: object) -> str:
    if isinstance(value, _TooLarge):
        return value.describe()
    if isinstance(value, bool):
        return "true/false"
    if value is None:
        return "null"
    return {int: "a whole number", float: "a number with a fraction", str: "text",
            list: "a list", dict: "an object"}.get(type(value), type(value).__name__)


def _whole(value: object, where: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise EventsFileError(f"{where} must be a whole number from {low} to {high}, "
                              f"not {_kind(value)}")
    if not low <= value <= high:
        raise EventsFileError(f"{where} must be a whole number from {low} to {high}, "
                              f"not {shown(value)}")
    return value


def _pos(value: object, where: str) -> tuple[int, int]:
    w, h = LAYOUT
    if not isinstance(value, list) or len(value) != 2:
        raise EventsFileError(f"{where} must be [x, y] in the {w}x{h} layout, "
                              f"not {_kind(value)}"
                              + (f" of {len(value)}" if isinstance(value, list) else ""))
    return (_whole(value[0], f"{where}[0] (x)", 0, w - 1),
            _whole(value[1], f"{where}[1] (y)", 0, h - 1))


def _event(item: object, where: str) -> ScriptedEvent:
    if not isinstance(item, dict):
        raise EventsFileError(f"{where} must be an object, not {_kind(item)}")
    if "type" not in item:
        raise EventsFileError(f"{where} has no 'type'")
    kind = item["type"]
    if not isinstance(kind, str):  # a list or object cannot even be looked up
        raise EventsFileError(f"{where}.type must be text, not {_kind(kind)}")
    if kind not in FIELDS:
        raise EventsFileError(f"{where}.type must be one of {', '.join(FIELDS)}, "
                              f"not {shown(kind)}")
    where_kind = f"{where} ({kind})"
    fields = FIELDS[kind]
    allowed = {"frame", "type", *fields}
    extra = sorted(set(item) - allowed)
    if extra:
        raise EventsFileError(f"{where_kind}: unknown field {shown(extra[0])} "
                              f"(a {kind} has {', '.join(sorted(allowed))})")
    for field_name, required in (("frame", True), *fields.items()):
        if required and field_name not in item:
            raise EventsFileError(f"{where_kind}: the field {field_name!r} is missing")
    frame = _whole(item["frame"], f"{where}.frame", 1, MAX_FRAME)
    values: dict[str, Any] = {}
    if "pos" in item:
        values["pos"] = _pos(item["pos"], f"{where}.pos")
    if "button" in item:
        values["button"] = _whole(item["button"], f"{where}.button", 1, len(MOUSE_BUTTONS))
    if "y" in item:
        values["y"] = _whole(item["y"], f"{where}.y", -MAX_WHEEL, MAX_WHEEL)
    if "x" in item:
        values["x"] = _whole(item["x"], f"{where}.x", -MAX_WHEEL, MAX_WHEEL)
    if "key" in item:
        key = item["key"]
        if not isinstance(key, str) or key not in KEY_NAMES:
            raise EventsFileError(f"{where}.key must be a key name (a-z, 0-9, f1-f12, "
                                  f"{', '.join(k for k in NAMED_KEYS if k[0] != 'f')}), "
                                  f"not {shown(key)}")
        values["key"] = key
    if "mod" in item:
        mods = item["mod"]
        if not isinstance(mods, list) or not all(isinstance(m, str) for m in mods) \
                or any(m not in MODIFIERS for m in mods) or len(set(mods)) != len(mods):
            raise EventsFileError(f"{where}.mod must be a list of different modifiers from "
                                  f"{', '.join(MODIFIERS)}, not {shown(mods)}")
        values["mod"] = tuple(mods)
    return ScriptedEvent(frame, kind, **values)


def check_against_frames(events: Iterable[ScriptedEvent], frames: int | None) -> None:
    """Refuse events that a ``--frames`` limit would never reach."""
    if frames is None:
        return
    late = [event for event in events if event.frame > frames]
    if late:
        raise EventsFileError(f"an event is at frame {late[0].frame}, after the last frame "
                              f"(--frames {frames})")


# --- playing back ---------------------------------------------------------------

class Playback:
    """Posts each event into pygame's queue at the start of its frame."""

    def __init__(self, events: Iterable[ScriptedEvent]) -> None:
        self.pending = deque(sorted(events, key=lambda event: event.frame))
        self.pointer = (0, 0)
        self.held: set[int] = set()

    def post_due(self, app) -> None:
        """Post the events of the frame the app is about to run."""
        import pygame

        frame = app.frame_count + 1
        while self.pending and self.pending[0].frame <= frame:
            pygame.event.post(self.to_pygame(self.pending.popleft(), app))

    def to_pygame(self, event: ScriptedEvent, app):
        """The pygame event a real device would send, in window coordinates."""
        import pygame

        if event.type == "mousewheel":
            return pygame.event.Event(pygame.MOUSEWHEEL, x=event.x, y=event.y, flipped=False,
                                      precise_x=float(event.x), precise_y=float(event.y))
        if event.type in ("keydown", "keyup"):
            mod = 0
            for name in event.mod:
                mod |= getattr(pygame, MODIFIERS[name])
            code = getattr(pygame, NAMED_KEYS[event.key]) if event.key in NAMED_KEYS \
                else pygame.key.key_code(event.key)
            text = {"space": " "}.get(event.key, event.key if len(event.key) == 1 else "")
            if text and mod & pygame.KMOD_SHIFT:
                text = text.upper()
            if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
                text = ""
            kind = pygame.KEYDOWN if event.type == "keydown" else pygame.KEYUP
            return pygame.event.Event(kind, key=code, mod=mod, unicode=text, scancode=0)
        assert event.pos is not None
        pos = app.to_window(event.pos)
        if event.type == "mousemotion":
            rel = (pos[0] - self.pointer[0], pos[1] - self.pointer[1])
            self.pointer = pos
            buttons = tuple(int(b in self.held) for b in (1, 2, 3))
            return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)
        self.pointer = pos
        if event.type == "mousedown":
            self.held.add(event.button or 1)
            return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=event.button)
        self.held.discard(event.button or 1)
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=event.button)


def run_with_events(app, events: Iterable[ScriptedEvent]) -> int:
    """`App.run`, posting the recorded events frame by frame."""
    playback = Playback(events)
    while app.running:
        playback.post_due(app)
        app.step()
    return app.shutdown()
