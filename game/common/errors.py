"""Typed refusals shared by both engines: every "no" names the rule it enforces.

The UI never shows these objects' English text directly; it translates
``key`` with ``params`` from the engine's message table and prints the rule
beside it, so a refusal reads "4.2.1 You must rule ..." or "codex p.7 You
must attack the Squad Leader first.". The English text of ``str(error)``
comes from the message tables the engines register here
(:func:`register_messages`); a key means the same in every table.
"""

from __future__ import annotations

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
    try:
        return text.format(**params)
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
