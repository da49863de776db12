"""The legal moves worth searching: the same choices without the detours.

Codex lets a player move units into, out of and between patrol slots any
number of times in the main phase (Codex p.7), so a main phase is endless
for a search that tries them all. The zone is empty when the main phase
begins (it empties at Ready), so every arrangement the rules allow is
reached by putting each unit once into an empty slot: search drops
``unpatrol`` and moves of a unit already staged. The arrangements it can
reach are exactly the legal ones; only the detours are gone.
"""

from __future__ import annotations

from typing import Any


def candidates(kind: str, game: Any, legal: list[Any]) -> list[Any]:
    """``legal`` without the moves that only undo or repeat a staging."""
    if kind != "codex":
        return legal
    row = game.state.patrol[game.state.turn]
    out = [a for a in legal if a.verb != "unpatrol"
           and not (a.verb == "patrol" and a.args[0] in row)]
    return out or legal
