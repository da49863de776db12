"""Typed refusals: every "no" the engine says names the rule it enforces.

``IllegalAction`` and ``PositionError`` are the shared classes of
:mod:`game.common.errors` (both engines raise the same ones); this module
registers Root's message table with them and adds Root's ``NotationError``.

The UI never shows these objects' English text directly; it translates
``key`` with ``params`` (see :mod:`game.woodland.messages`) and prints the
rule number beside it, so a refusal reads "4.2.1 You must rule ...".
"""

from __future__ import annotations

from game.common.errors import IllegalAction, PositionError, register_messages

from .messages import MESSAGES

register_messages(MESSAGES)

__all__ = ["IllegalAction", "NotationError", "PositionError"]


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
