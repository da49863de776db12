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

from collections.abc import Sequence
from typing import Any


def candidates(kind: str, game: Any, legal: list[Any]) -> list[Any]:
    """``legal`` without the moves that only undo or repeat a staging."""
    if kind != "codex":
        return legal
    return [legal[i] for i in candidate_indices(kind, game, legal)]


def candidate_indices(kind: str, game: Any, legal: list[Any]) -> Sequence[int]:
    """Where :func:`candidates` are in ``legal``: what a search hands to
    ``Game.play``, which trusts an index into the game's own list and so
    skips the check ``apply`` makes."""
    if kind != "codex":
        return range(len(legal))
    row = game.state.patrol[game.state.turn]
    out = [i for i, a in enumerate(legal) if a.verb != "unpatrol"
           and not (a.verb == "patrol" and a.args[0] in row)]
    return out or range(len(legal))
