"""How good a position looks, and which moves look worth trying first.

Search cannot play every game to its end (a random Root game from mid-game
is 300–400 actions, a Codex game about 120), so it stops its playouts early
and asks :func:`value`: a win chance in [0, 1] for player 0 from what a
careful player counts on the table. Root: victory points first, then the
clearings ruled, buildings and roosts (they score and recruit), warriors on
the map and cards in hand (they craft and fill the Decree). Codex: base HP,
the strength of the board (ATK and HP left), workers, tech buildings, gold
and cards in hand. The weights are a player's rough exchange rates, scaled
so that one point of difference moves the chance by a few percent.

:func:`prior` weighs a legal action before search has tried it: the order in
which progressive widening adds moves to the tree, and the odds of guided
playouts. It knows verbs, not rules: every action it weighs is legal.
"""

from __future__ import annotations

import math
from typing import Any

from game.codex import stats as codex_stats
from game.codex.stats import IS_FIGHTER
from game.woodland.eyrie import decree_outlook

# --- values ----------------------------------------------------------------------------


def _chance(diff: float, scale: float) -> float:
    return 1.0 / (1.0 + math.exp(-diff / scale))


def value(game: Any, kind: str) -> float:
    """Player 0's chance to win, 1.0 or 0.0 once the game is over."""
    if game.is_over:
        return 1.0 if game.winner == 0 else 0.0
    if kind == "codex":
        return _chance(_codex_side(game.state, 0) - _codex_side(game.state, 1), 8.0)
    return _chance(_root_side(game.state, 0) - _root_side(game.state, 1), 5.0)


def _codex_side(s: Any, p: int) -> float:
    base = 20 - s.bld_dmg[p][0]
    board = 0.0
    for i in s.play[p]:
        if IS_FIGHTER[s.code[i]]:
            board += codex_stats.atk(s, i) + max(0, codex_stats.hp(s, i) - s.dmg[i])
    tech = sum(1 for b in (1, 2, 3) if s.bld[p][b])
    return (1.0 * base + 0.45 * board + 0.6 * s.workers_of(p) + 1.5 * tech
            + 0.35 * len(s.hand[p]) + 0.08 * s.gold[p])


def _root_side(s: Any, f: int) -> float:
    ruled = sum(s.ruled_by(f)[1:])
    on_map = sum(s.warriors[f][1:])
    side = 1.0 * s.vp[f] + 0.35 * ruled + 0.05 * on_map + 0.4 * len(s.hands[f])
    if f == 0:  # the Marquise: buildings score and wood pays for them
        return side + 0.6 * sum(sum(row[1:]) for row in s.bld) + 0.25 * sum(s.wood[1:])
    # the Eyrie: roosts score each Evening; a Decree card that cannot be
    # resolved on this board is turmoil ahead (7.7)
    stuck = sum(not ok for column in decree_outlook(s) for ok in column.values())
    return side + 0.6 * sum(s.roost[1:]) - 0.8 * stuck


# --- priors ------------------------------------------------------------------------------

# Codex: playing and attacking change the game; patrol moves rearrange it.
_CODEX_PRIOR = {"play": 4.0, "attack": 4.0, "summon": 4.0, "build": 3.0, "level": 2.0,
                "use": 3.0, "tech": 1.0, "worker": 2.0, "patrol": 0.5, "unpatrol": 0.15,
                "end": 1.0}
# Root: actions that score, build or fight first; confirmations last.
_ROOT_PRIOR = {"craft": 3.0, "battle": 3.0, "build": 3.0, "roost": 3.0, "recruit": 2.0,
               "move": 1.5, "decree": 1.5, "overwork": 2.0, "end": 0.6, "pass": 0.6}


def prior(kind: str, action: Any) -> float:
    return prior_table(kind).get(action.verb, 1.0)


def prior_table(kind: str) -> dict[str, float]:
    """The prior of each verb (1.0 for a verb not listed): search reads it
    once per list of moves rather than calling :func:`prior` per move."""
    return _CODEX_PRIOR if kind == "codex" else _ROOT_PRIOR
