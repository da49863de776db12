"""Read a JSON object from a file the player may have damaged or replaced.

Saves and settings both come from disk, where anything can be found:
half-written files, a photo renamed to ``.json``, a multi-gigabyte file,
a FIFO. This module turns any of those into a `SaveError` naming the file
and the problem, and never reads more than a fixed cap: the size is checked
with ``stat`` *before* opening, and the read itself is bounded in case the
file grows in between. Parsing is strict JSON: no NaN or Infinity (which
Python's json accepts by default), no duplicate keys (which would silently
keep the last value). Nothing here writes, so a refused file stays exactly
as it was.
"""

from __future__ import annotations

import json
import re
import stat
from pathlib import Path
from typing import Any

from saves.errors import Problem, SaveError

# Deeper than any file we write (a save is about 6 levels deep). The limit is
# what the writer can still encode: a file accepted at 900 levels would load
# and then fail to save again, which loses the game at the next phase end.
MAX_DEPTH = 64
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def read_capped(path: Path, max_bytes: int) -> bytes:
    """The bytes of ``path``, refusing non-files and files over ``max_bytes``."""
    name = path.name
    try:
        info = path.stat()
    except FileNotFoundError:
        raise SaveError(name, "the file does not exist", Problem.NOT_FOUND) from None
    except OSError as exc:
        raise SaveError(name, f"cannot read the file ({exc.strerror})", Problem.UNREADABLE) from exc
    except ValueError:
        # A path with a NUL byte in it cannot name any file.
        raise SaveError(repr(name), "this is not a valid file name", Problem.NOT_FOUND) from None
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(name, "this is not a regular file", Problem.NOT_A_FILE)
    if info.st_size > max_bytes:
        raise SaveError(name, _too_large(info.st_size, max_bytes), Problem.TOO_LARGE)
    try:
        with path.open("rb") as handle:
            data = handle.read(max_bytes + 1)
    except FileNotFoundError:
        raise SaveError(name, "the file does not exist", Problem.NOT_FOUND) from None
    except OSError as exc:
        raise SaveError(name, f"cannot read the file ({exc.strerror})", Problem.UNREADABLE) from exc
    if len(data) > max_bytes:
        raise SaveError(name, _too_large(len(data), max_bytes), Problem.TOO_LARGE)
    return data


def _too_large(size: int, max_bytes: int) -> str:
    """Say how big the file is against the cap, in units a player reads."""
    return f"the file is too large ({_human_size(size)}; the limit is {_human_size(max_bytes)})"


def _human_size(size: int) -> str:
    """Bytes as B, KiB or MiB with at most one decimal."""
    if size < 1024:
        return f"{size} B"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} KiB"
    return f"{size / (1024 * 1024):.1f} MiB"


def decode_object(data: bytes, name: str) -> dict[str, Any]:
    """Parse ``data`` as strict UTF-8 JSON whose top level is an object.

    ``name`` is the file's base name, used in the error message.
    """
    if not data.strip():
        raise SaveError(name, "the file is empty", Problem.EMPTY)
    try:
        # utf-8-sig: a byte-order mark left by a Windows text editor is harmless.
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SaveError(
            name, f"the file is not UTF-8 text (bad byte at offset {exc.start})", Problem.NOT_UTF8
        ) from None
    try:
        value = json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_float=_finite_float,
            object_pairs_hook=_unique_keys,
        )
    except json.JSONDecodeError as exc:
        if _looks_truncated(text, exc):
            raise SaveError(
                name, "the file ends too early; it was probably cut off", Problem.TRUNCATED
            ) from None
        raise SaveError(
            name,
            f"the file is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})",
            Problem.NOT_JSON,
        ) from None
    except RecursionError:
        raise SaveError(name, "the file is nested too deeply to read", Problem.TOO_DEEP) from None
    except ValueError as exc:
        # NaN/Infinity, duplicate keys, integers with thousands of digits.
        raise SaveError(name, f"the file is not valid JSON ({exc})", Problem.NOT_JSON) from None
    if not isinstance(value, dict):
        raise SaveError(
            name,
            f"the file holds a JSON {json_type(value)}, not an object",
            Problem.NOT_AN_OBJECT,
        )
    _check_contents(value, text, name)
    return value


def _check_contents(document: dict[str, Any], text: str, name: str) -> None:
    """Refuse what JSON parses but our writer cannot write back.

    A ``\\ud800`` escape decodes to a lone surrogate, which is not Unicode
    text: it cannot be encoded as UTF-8, drawn, or saved again. Nesting
    beyond `MAX_DEPTH` is refused for the same reason. Walked with a stack,
    not recursion, so the check itself cannot overflow; strings are only
    walked when the text holds a surrogate escape at all (a valid pair is
    fine), which keeps the common case to one regex search.
    """
    strings = _SURROGATE_ESCAPE.search(text) is not None
    stack: list[tuple[object, int]] = [(document, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value, name)
            continue
        if depth > MAX_DEPTH:
            raise SaveError(
                name, f"the file is nested more than {MAX_DEPTH} levels deep", Problem.TOO_DEEP
            )
        if isinstance(value, dict):
            if strings:
                stack.extend((key, depth) for key in value)
            items = value.values()
        else:
            items = value  # type: ignore[assignment]
        stack.extend(
            (inner, depth + 1)
            for inner in items
            if isinstance(inner, dict | list) or (strings and isinstance(inner, str))
        )


def _check_text(value: str, name: str) -> None:
    """Refuse a string holding a lone surrogate (see `_check_contents`)."""
    found = _LONE_SURROGATE.search(value)
    if found:
        code = ord(found.group())
        raise SaveError(
            name,
            f"the file holds the escape \\u{code:04x}, half of a character pair, "
            "which is not text",
            Problem.NOT_UTF8,
        )


def _finite_float(text: str) -> float:
    """A JSON number with a fraction or exponent, refused if it overflows.

    ``1e999`` is valid JSON syntax, but Python reads it as infinity, which
    no JSON writer may write: a save holding it would load and then fail to
    save again, losing the game at the next phase end.
    """
    value = float(text)
    if value in (float("inf"), float("-inf")):
        shown = text if len(text) <= 24 else text[:21] + "..."
        raise ValueError(f"the number {shown} is too large")
    return value


def _refuse_constant(constant: str) -> None:
    """Reject NaN, Infinity and -Infinity, which are not JSON."""
    raise ValueError(f"{constant} is not allowed in JSON")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """Build an object, refusing a key that appears twice."""
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"the key {key!r} appears twice")
        result[key] = value
    return result


def _looks_truncated(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the parser failed because the text stopped mid-value."""
    return exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")


def json_type(value: object) -> str:
    """The JSON name of a decoded value's type ("object", "array", ...), for messages."""
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list):
        return "array"
    if isinstance(value, str):
        return "string"
    if isinstance(value, bool):
        return "boolean"
    if value is None:
        return "null"
    return "number"


def describe(value: object) -> str:
    """A short rendering of a wrong value for an error message."""
    if isinstance(value, dict | list):
        return f"a JSON {json_type(value)}"
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."
