"""What a word of an action's text may be, for both engines.

A number is ASCII digits only, at most three of them (no clearing, count or
card id reaches 1000). ``str.isdigit`` is not the test: it is true for
superscripts and other scripts' digits, which ``int`` refuses or reads as
another number, and thousands of digits overflow ``int``'s conversion
limit. Each engine names its own words (Root's are letters and underscores,
Codex's card codes and buildings may hold digits: ``tech1``).
"""

from __future__ import annotations

import re

NUMBER = re.compile(r"[0-9]{1,3}")
