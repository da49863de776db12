"""Positions as text, the same way for both engines.

Reading refuses whatever ``json.loads`` chokes on with the engines' one
:class:`~game.common.errors.PositionError`, so a hostile file can never
escape as ``ValueError`` or ``RecursionError``; writing is canonical (sorted
keys, no spaces), so the same position always has the same text and hash.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .errors import PositionError

MAX_POSITION_TEXT = 1_000_000  # characters; a real position is a few thousand


def read_json(text: str) -> Any:
    """JSON text to data, refusing with a PositionError: bad syntax, numbers
    with thousands of digits (ValueError from the int conversion limit),
    nesting deep enough to recurse out (RecursionError; the C decoder raises
    it cleanly), and text over :data:`MAX_POSITION_TEXT`, unread."""
    if len(text) > MAX_POSITION_TEXT:
        raise PositionError("position", f"longer than {MAX_POSITION_TEXT} characters")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise PositionError("position", f"not JSON ({exc.msg})") from None
    except (ValueError, RecursionError) as exc:
        raise PositionError("position", f"not a readable position ({type(exc).__name__})"
                            ) from None


def canonical_json(position: dict[str, Any]) -> str:
    """The one text of a position: sorted keys, no spaces."""
    return json.dumps(position, sort_keys=True, separators=(",", ":"))


def text_hash(text: str) -> str:
    """A stable hash of a canonical position text (hex, 32 characters)."""
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()
