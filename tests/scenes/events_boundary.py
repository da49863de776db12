"""The ``--events`` boundary's promise, checked for one file at a time.

README ("Recorded input"): a file is checked before the window opens and
refused with exit code 2 and the place of the first problem; a file that is
accepted must then play. `try_events_file` feeds one file to
``main.parse_arguments`` exactly as ``main.py --events FILE`` does, in-process,
and returns ``"accepted"`` or ``"refused"``; a broken promise raises
`tests.fuzz_app.Finding` (the kinds of the other app boundaries):

* ``crash``   anything but ``SystemExit(2)`` with ``error: --events <file>: ...``;
* ``message`` a refusal that cannot be printed, does not name the file, or
  runs past `MAX_MESSAGE` characters (it quotes a bad value whole);
* ``broken``  accepted, but the events are outside their documented ranges,
  do not read back the same from their own JSON, or cannot be turned into
  the pygame events playback posts;
* ``disk``    the folder changed (reading a script writes nothing).

Used by ``tests/scenes/test_fuzz_events.py`` and ``bench/fuzz.py``
(boundary ``events_files``); the inputs are `REAL_EVENT_FILES` damaged by
``tests.fuzz_mutators.mutate_json_file``.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from tests.fuzz_app import Finding, _crash, check_unchanged, place_file, snapshot

MAX_MESSAGE = 500  # characters of the whole "error: ..." line
FILE_NAME = "events.json"


def _document(events: list[dict[str, Any]], indent: int | None = None) -> bytes:
    return json.dumps({"events": events}, indent=indent).encode("utf-8")


# Recordings as people make them: the README's example, a drag at the table,
# every event type and optional field, keys of every kind.
REAL_EVENT_FILES: tuple[bytes, ...] = (
    _document([
        {"frame": 10, "type": "mousedown", "pos": [812, 430], "button": 1},
        {"frame": 11, "type": "mousemotion", "pos": [900, 470]},
        {"frame": 12, "type": "mouseup", "pos": [900, 470], "button": 1},
        {"frame": 20, "type": "keydown", "key": "z", "mod": ["ctrl"]},
        {"frame": 21, "type": "mousewheel", "y": -1}]),
    _document([
        {"frame": 3, "type": "keydown", "key": "return"},
        {"frame": 6, "type": "mousemotion", "pos": [1210, 640]},
        {"frame": 7, "type": "mousedown", "pos": [1210, 640], "button": 1},
        {"frame": 8, "type": "mousemotion", "pos": [1100, 700]},
        {"frame": 9, "type": "mousemotion", "pos": [990, 760]},
        {"frame": 10, "type": "mouseup", "pos": [990, 760], "button": 1},
        {"frame": 30, "type": "keyup", "key": "return"}], indent=1),
    _document([
        {"frame": 1, "type": "mousewheel", "y": 3, "x": -2},
        {"frame": 1, "type": "keydown", "key": "f11", "mod": ["shift", "alt", "meta"]},
        {"frame": 2, "type": "keyup", "key": "f11"},
        {"frame": 4, "type": "mousedown", "pos": [0, 1079], "button": 3},
        {"frame": 4, "type": "mouseup", "pos": [1919, 0], "button": 3},
        {"frame": 5, "type": "keydown", "key": "9"},
        {"frame": 9999999, "type": "keydown", "key": "pagedown", "mod": []}]),
)


def try_events_file(data: bytes, workdir: Path) -> str:
    """Put ``data`` as ``workdir/events.json`` and parse ``--events`` with it."""
    import main

    path = place_file(workdir, FILE_NAME, data)
    before = snapshot(workdir)
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            args = main.parse_arguments(["--events", str(path)])
    except SystemExit as stop:
        if stop.code != 2 or "error: --events " not in err.getvalue():
            raise Finding("crash", f"exit {stop.code!r} with {err.getvalue()[-200:]!r}") from None
        _check_refusal(err.getvalue())
        outcome = "refused"
    except Exception as exc:
        raise _crash(exc) from None
    else:
        _check_events_play(args.script)
        outcome = "accepted"
    check_unchanged(before, workdir)
    return outcome


def _check_refusal(stderr: str) -> None:
    line = stderr[stderr.index("error: --events "):].rstrip("\n")
    if "\n" in line or not line.isprintable():
        raise Finding("message", f"the refusal cannot be printed: {line[:80]!r}")
    if not line.startswith(f"error: --events {FILE_NAME}: "):
        raise Finding("message", f"the refusal does not name the file: {line[:80]!r}")
    if len(line) > MAX_MESSAGE:
        raise Finding("message", f"a refusal of {len(line)} characters: {line[:80]!r}...")


def _check_events_play(events: Any) -> None:
    """Accepted events are in range, read back the same, and can be posted."""
    from scenes import events as ev

    try:
        for event in events:
            _check_ranges(event)
        again = ev.parse_events(_document([_as_json(e) for e in events]))
        if again != events:
            raise ValueError("the events read back differently from their own JSON")
        ev.check_against_frames(events, max(e.frame for e in events) if events else None)
        _post_all(events)
    except Exception as exc:
        raise Finding("broken", f"accepted, then {type(exc).__name__}: {str(exc)[:160]}") from None


def _check_ranges(event: Any) -> None:
    from scenes import events as ev

    assert type(event.frame) is int and 1 <= event.frame <= ev.MAX_FRAME, event
    assert event.type in ev.FIELDS, event
    if event.pos is not None:
        assert all(type(v) is int for v in event.pos), event
        assert 0 <= event.pos[0] < ev.LAYOUT[0] and 0 <= event.pos[1] < ev.LAYOUT[1], event
    assert event.button is None or event.button in ev.MOUSE_BUTTONS, event
    assert event.key is None or event.key in ev.KEY_NAMES, event
    assert all(m in ev.MODIFIERS for m in event.mod) and len(set(event.mod)) == len(event.mod)
    assert -ev.MAX_WHEEL <= event.x <= ev.MAX_WHEEL and -ev.MAX_WHEEL <= event.y <= ev.MAX_WHEEL


def _as_json(event: Any) -> dict[str, Any]:
    """The file entry that reads back as ``event``."""
    from scenes.events import FIELDS

    out: dict[str, Any] = {"frame": event.frame, "type": event.type}
    for name in FIELDS[event.type]:
        value = getattr(event, name)
        out[name] = list(value) if isinstance(value, tuple) else value
    return out


def _post_all(events: Any) -> None:
    """Turn every event into the pygame event playback posts (not posted)."""
    import pygame

    from scenes.events import Playback

    if not pygame.get_init():
        pygame.init()
    window = SimpleNamespace(to_window=lambda pos: (pos[0] // 2, pos[1] // 2))
    playback = Playback(events)
    for event in events:
        made = playback.to_pygame(event, window)
        if not isinstance(made, pygame.event.EventType):
            raise TypeError(f"playback made {made!r}")
