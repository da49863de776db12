"""The legal moves worth searching: the same choices without the detours.

Codex lets a player move units into, out of and between patrol slots any
number of times in the main phase (Codex p.7), so a main phase is endless
for a search that tries them all. The zone is empty when the main phase
begins (it empties at Ready), so every arrangement the rules allow is
reached by putting each unit once into an empty slot: search drops
``unpatrol`` and moves of a unit already staged.

Nor does a staged unit attack or use an ability. Both exhaust it, and an
exhausted unit leaves its slot (Codex p.7), so "patrol, then attack" ends
where the attack alone does; a unit with readiness stays staged, where
"attack, then patrol" ends too. Staging changes nothing else in the
mover's own turn (:func:`game.codex.rules.after_staging`), so each unit's
own actions come before its staging, and the slot is taken by a unit that
is done for the turn. Without that rule a patrol move was free, the search
indifferent to it, and the computer put a unit in the Squad Leader slot and
attacked with it at once (a play-tester's turns 8 and 16). ``free`` names
the staged units whose actions stay searched: those the person staged
before asking the hint, whose staging was not the search's plan.

The end positions it can reach are exactly the legal ones; only the
detours are gone (``tests/ai/test_ai_patrol.py``). Playouts, which stop at
the end of the turn, make no patrol moves at all (``staging=False``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

# The verbs of a card's own action that exhaust it (an ability: a hero's
# sideline, a Virtuoso's damage; Harmony is no unit and never patrols).
OWN_ACTIONS = frozenset({"attack", "use"})


def candidates(kind: str, game: Any, legal: list[Any],
               free: Collection[int] = ()) -> list[Any]:
    """``legal`` without the moves that only undo or repeat a staging, nor
    the attacks and abilities of a staged unit (unless it is ``free``)."""
    if kind != "codex":
        return legal
    return [legal[i] for i in candidate_indices(kind, game, legal, free)]


def candidate_indices(kind: str, game: Any, legal: list[Any],
                      free: Collection[int] = (), staging: bool = True) -> Sequence[int]:
    """Where :func:`candidates` are in ``legal``: what a search hands to
    ``Game.play``, which trusts an index into the game's own list and so
    skips the check ``apply`` makes. Without ``staging``, no patrol moves
    at all: a playout that stops at the end of this turn never reaches the
    other side's turn, the only one in which where the patrollers stand
    counts, and a random staging would only take a unit's attacks away."""
    if kind != "codex":
        return range(len(legal))
    row = game.state.patrol[game.state.turn]
    staged = [i for i in row if i >= 0]
    busy = {i for i in staged if i not in free}  # done for the turn
    if not staging:
        out = [i for i, a in enumerate(legal) if a.verb != "patrol" and a.verb != "unpatrol"
               and not (busy and a.verb in OWN_ACTIONS and a.args[0] in busy)]
    elif not staged:
        out = [i for i, a in enumerate(legal) if a.verb != "unpatrol"]
    else:
        out = [i for i, a in enumerate(legal) if a.verb != "unpatrol"
               and not (a.verb == "patrol" and a.args[0] in row)
               and not (a.verb in OWN_ACTIONS and a.args[0] in busy)]
    return out or range(len(legal))
