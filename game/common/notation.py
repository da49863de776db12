"""How both engines read an action's text: exactly as ``str(action)`` writes it.

An action's text is ASCII words joined by single spaces, with nothing
before or after (:func:`words`): a tab, a newline, a run of spaces or a
stray space at either end is not an action's text, so a log, a save or a
test can hold only the one text of each action.

A number is ASCII digits as ``str(int)`` writes them: no sign, no leading
zero (``01`` is not 1), at most three (no clearing, count or card id
reaches 1000). ``str.isdigit`` is not the test: it is true for superscripts
and other scripts' digits, which ``int`` refuses or reads as another
number, and thousands of digits overflow ``int``'s conversion limit. Each
engine names its own words (Root's are letters and underscores, Codex's
card codes and buildings may hold digits: ``tech1``).
"""

from __future__ import annotations

import re

NUMBER = re.compile(r"0|[1-9][0-9]{0,2}")


def words(text: str) -> list[str] | None:
    """The words of an action's text, or None unless it is ASCII with single
    spaces between words and none around them (an empty text has no words)."""
    if not text.isascii():
        return None
    found = text.split(" ")
    return found if all(w and w.isprintable() for w in found) else None
