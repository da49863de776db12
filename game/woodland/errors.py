"""Typed refusals: every "no" the engine says names the rule it enforces.

The UI never shows these objects' English text directly; it translates
``key`` with ``params`` (see :mod:`game.woodland.messages`) and prints the
rule number beside it, so a refusal reads "4.2.1 You must rule ...".
"""

from __future__ import annotations

from typing import Any

from .messages import render


class IllegalAction(Exception):
    """An action that the Law of Root does not allow right now.

    ``rule`` is the Law's number ("4.2.1", "7.4.2", "2.5"), ``key`` a message
    key from :data:`game.woodland.messages.MESSAGES`, ``params`` the values the
    message text refers to.
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


class NotationError(ValueError):
    """A line of a Rootlog record that cannot be read or replayed."""

    def __init__(self, line: int, problem: str, rule: str | None = None) -> None:
        self.line = line
        self.rule = rule
        self.problem = problem
        where = f"line {line}"
        if rule:
            where += f" (rule {rule})"
        super().__init__(f"{where}: {problem}")
