"""Typed refusals shared by both engines: every "no" names the rule it enforces.

The UI never shows these objects' English text directly; it translates
``key`` with ``params`` from the engine's message table and prints the rule
beside it, so a refusal reads "4.2.1 You must rule ..." or "codex p.7 You
must attack the Squad Leader first.". The English text of ``str(error)``
comes from the message tables the engines register here
(:func:`register_messages`); a key means the same in every table.
"""

from __future__ import annotations

import reprlib
from collections.abc import Mapping
from typing import Any

_TABLES: list[Mapping[str, str]] = []


def register_messages(table: Mapping[str, str]) -> None:
    """Make an engine's message table render refusals (once per table)."""
    if not any(t is table for t in _TABLES):
        _TABLES.append(table)


def render(key: str, params: Mapping[str, Any]) -> str:
    """English text of a message key (unknown keys show as themselves)."""
    text = key
    for table in _TABLES:
        if key in table:
            text = table[key]
            break
    # A row of suits (``*_suits``: a cost, the pieces one has) reads as a list.
    values = {k: ", ".join(map(str, v)) if k.endswith("_suits") else v
              for k, v in params.items()}
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError):
        return text


class IllegalAction(Exception):
    """An action the rules do not allow right now.

    ``rule`` is the rule reference ("4.2.1", "codex p.7", "codex 2.4"),
    ``key`` a message key of the engine's message table, ``params`` the values
    the message text refers to.
    """

    def __init__(self, rule: str, key: str, **params: Any) -> None:
        self.rule = rule
        self.key = key
        self.params = params
        super().__init__(f"{rule} {render(key, params)}")


class PositionError(ValueError):
    """A position (saved game, scenario) that cannot describe a legal game;
    the message names the offending field, e.g. ``clearings[3].wood``."""

    def __init__(self, field: str, problem: str) -> None:
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}")


# A refusal quotes the bad value, shortly: a damaged file may hold a number
# with thousands of digits (``str`` of it raises ValueError) or lists nested
# thousands deep (``repr`` recurses), so quote only the top of a container.
_REPR = reprlib.Repr()
_REPR.maxlevel = 2
_REPR.maxstring = 40
_REPR.maxother = 40
MAX_SHOWN = 80  # characters


def shown(value: Any) -> str:
    """A short, always computable quotation of a value in a refusal (both
    engines' position errors quote the bad value with it)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a number of about {int(value.bit_length() * 0.30103)} digits"
    try:
        text = _REPR.repr(value)
    except ValueError:  # a huge number inside a list
        return f"a {type(value).__name__}"
    # a few entries of a few entries each can still run to hundreds of characters
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 3] + "..."
