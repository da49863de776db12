"""How good a position looks, and which moves look worth trying first.

Search cannot play every game to its end (a random Root game from mid-game
is 300–400 actions, a Codex game about 120), so it stops its playouts early
and asks :func:`value`: a win chance in [0, 1] for player 0 from what a
careful player counts on the table (:func:`features`). Root: victory points,
the clearings each side rules, warriors on the map, cards in hand, the
Marquise's buildings and wood, the Eyrie's roosts, their Decree and the VP
its turmoil would cost (:func:`turmoil_chance`: a playout stops at the end
of the turn, so the Decree that fails *next* turn is read off the board),
and who moves next. Codex:
base HP, the strength of the board (ATK and HP left), workers, tech
buildings, cards in hand and gold, for each player, and who moves next.

The chance is a logistic function of those counts, weighted by a careful
player's exchange rates. Those rank moves well but are no honest
probability (they gave the Marquise 79 % after her first setup move; she
won 64 of 160 games between two equal searches), so what the tables' "Suggest a
move" prints goes through :func:`calibrated`, fitted to who won
(``tools/fit_evaluation.py``).

:func:`prior` weighs a legal action before search has tried it: the order in
which progressive widening adds moves to the tree, and the odds of guided
playouts. It knows verbs, not rules: every action it weighs is legal.
"""

from __future__ import annotations

import math
from operator import mul
from typing import Any

from game.codex import stats as codex_stats
from game.codex.stats import IS_FIGHTER
from game.woodland.cards import BIRD, SUIT_OF
from game.woodland.eyrie import decree_shortfall, recruit_count
from game.woodland.state import BUILD, EYRIE, RECRUIT, ROOST_LIMIT

# --- the counts ----------------------------------------------------------------------------

ROOT_FEATURES = ("marquise_vp", "eyrie_vp", "marquise_ruled", "eyrie_ruled",
                 "marquise_warriors", "eyrie_warriors", "marquise_hand", "eyrie_hand",
                 "buildings", "wood", "roosts", "decree", "turmoil_vp", "eyrie_to_move")
CODEX_FEATURES = ("base_0", "base_1", "board_0", "board_1", "workers_0", "workers_1",
                  "tech_0", "tech_1", "hand_0", "hand_1", "gold_0", "gold_1", "player_1_to_move")


def features(game: Any, kind: str) -> tuple[float, ...]:
    """The counts a careful player weighs, in the order of :data:`ROOT_FEATURES`
    or :data:`CODEX_FEATURES`: public facts of the table and hand sizes only,
    like everything the search reads."""
    s = game.state
    if kind == "codex":
        per: list[list[float]] = []
        for p in (0, 1):
            board = 0.0
            for i in s.play[p]:
                if IS_FIGHTER[s.code[i]]:
                    board += codex_stats.atk(s, i) + max(0, codex_stats.hp(s, i) - s.dmg[i])
            per.append([20 - s.bld_dmg[p][0], board, s.workers_of(p),
                        sum(1 for b in (1, 2, 3) if s.bld[p][b]), len(s.hand[p]), s.gold[p]])
        return tuple(per[p][k] for k in range(6) for p in (0, 1)) + (float(s.turn),)
    # The Decree acts every turn while it holds and is purged by turmoil,
    # whose Humiliation costs a VP per bird (7.7.1, none below 0 with the floor).
    risk = turmoil_chance(s)
    cards = sum(map(len, s.decree))
    owed = sum(SUIT_OF[c] == BIRD for col in s.decree for c in col) + sum(s.viziers)
    lost = min(owed, max(s.vp[EYRIE], 0)) if s.vp_floor else owed
    return (s.vp[0], s.vp[1], sum(s.ruled_by(0)[1:]), sum(s.ruled_by(1)[1:]),
            sum(s.warriors[0][1:]), sum(s.warriors[1][1:]), len(s.hands[0]), len(s.hands[1]),
            sum(sum(row[1:]) for row in s.bld), sum(s.wood[1:]), sum(s.roost[1:]),
            (1.0 - risk) * cards, risk * lost, float(s.turn))


# How likely a Decree is to fall into turmoil (7.7) at its next Daylight, by
# what the board says now (:func:`game.woodland.eyrie.decree_shortfall`).
# Short in Recruit or Build for want of supply, or in Recruit for want of a
# roost of its suit: only the Marquise can mend that. Short on the board
# alone (no clearing to build in, to move from, to fight in): the Eyrie's
# own Recruit and Move cards may mend it first. A column that will run its
# supply dry in n turns is a risk now, fading with n. In the bench games
# (docs/performance.md) 4 of 5 "certain" Decrees and 24 of 65 short on the
# board failed the next turn; 0.6 is kept above that rate because it is the
# rate of a search already steering away (0.45, with Build counted certain
# when no clearing was within the Decree's moves, did no better).
CERTAIN, ON_BOARD, PER_TURN = 0.9, 0.6, 0.4


def turmoil_chance(s: Any) -> float:
    """The chance that the Eyrie's Decree fails at their next Daylight or
    soon after (7.7): what a one-turn playout cannot see, which ends before
    that Daylight. Public facts only: the Decree, the roosts and warriors on
    the map, who rules where."""
    if not any(map(len, s.decree)) and not any(s.viziers):
        return 0.0
    short = decree_shortfall(s)
    build = len(s.decree[BUILD]) + s.viziers[BUILD]
    roosts = ROOST_LIMIT - s.roost_count()
    need = (len(s.decree[RECRUIT]) + s.viziers[RECRUIT]) * recruit_count(s)
    warriors = s.warrior_supply(EYRIE)
    if build > roosts or need > warriors or (short[RECRUIT] and s.roost_count()):
        return CERTAIN
    if any(short):
        return ON_BOARD
    turns = min(roosts // build if build else 99, warriors // need if need else 99)
    return CERTAIN * PER_TURN ** turns if turns < 99 else 0.0


# --- the weights ---------------------------------------------------------------------------

# The exchange rates of a careful player, per point of the difference of the
# two sides, over a scale of 5 (Root) or 8 (Codex): one VP moves an even
# game's chance by about 5 %. Weights fitted to who won predict the winner
# far better (``tools/fit_evaluation.py``: held-out log loss 0.41 against
# 0.69 for these) but searched worse, 5 - 10 in equal-time games, so the
# search keeps these and the printed chance is calibrated instead
# (:func:`calibrated`; docs/performance.md). A Decree card is worth a card
# in hand while the Decree holds (so adding one costs nothing but the risk),
# and turmoil's VP count as VP (7.7).
ROOT_WEIGHTS = {
    "marquise_vp": 1 / 5, "eyrie_vp": -1 / 5, "marquise_ruled": 0.35 / 5,
    "eyrie_ruled": -0.35 / 5, "marquise_warriors": 0.05 / 5, "eyrie_warriors": -0.05 / 5,
    "marquise_hand": 0.4 / 5, "eyrie_hand": -0.4 / 5, "buildings": 0.6 / 5, "wood": 0.25 / 5,
    "roosts": -0.6 / 5, "decree": -0.4 / 5, "turmoil_vp": 1 / 5, "eyrie_to_move": 0.0,
    "intercept": 0.0}
CODEX_WEIGHTS = {
    "base_0": 1 / 8, "base_1": -1 / 8, "board_0": 0.45 / 8, "board_1": -0.45 / 8,
    "workers_0": 0.6 / 8, "workers_1": -0.6 / 8, "tech_0": 1.5 / 8, "tech_1": -1.5 / 8,
    "hand_0": 0.35 / 8, "hand_1": -0.35 / 8, "gold_0": 0.08 / 8, "gold_1": -0.08 / 8,
    "player_1_to_move": 0.0, "intercept": 0.0}


def _as_row(weights: dict[str, float], names: tuple[str, ...]) -> tuple[tuple[float, ...], float]:
    return tuple(weights[name] for name in names), weights["intercept"]


_WEIGHTS = {"woodland": _as_row(ROOT_WEIGHTS, ROOT_FEATURES),
            "codex": _as_row(CODEX_WEIGHTS, CODEX_FEATURES)}


# --- values --------------------------------------------------------------------------------


def value(game: Any, kind: str) -> float:
    """Player 0's chance to win, 1.0 or 0.0 once the game is over."""
    if game.is_over:
        return 1.0 if game.winner == 0 else 0.0
    weights, intercept = _WEIGHTS[kind]
    return sigmoid(intercept + sum(map(mul, weights, features(game, kind))))


def sigmoid(z: float) -> float:
    """The logistic function (clamped: no overflow for a huge ``z``)."""
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))


def logit(p: float) -> float:
    """The inverse of :func:`sigmoid`, with ``p`` kept off 0 and 1."""
    p = min(max(p, 1e-4), 1 - 1e-4)
    return math.log(p / (1 - p))


# (a, b, c) of calibrated(): P(seat wins) = sigmoid(a * logit(chance) + b * seat + c),
# fitted by tools/fit_evaluation.py (docs/performance.md). Root, refitted
# after the turmoil terms (--games 80 --iterations 400): held-out log loss
# 0.474 against 0.731 for the searched chance itself and 0.482 for the fit
# made before them; the Eyrie's term is large because the exchange rates
# favour the Marquise. Codex (--games 160 --iterations 400): 0.601 against
# 0.608 (its searched chance was nearly honest already, but for the seat:
# Finesse won 112 of 160).
CALIBRATION = {"woodland": (1.4016, 5.766, -3.0443), "codex": (1.0212, 1.4492, -0.8799)}


def calibrated(kind: str, chance: float, seat: int) -> float:
    """A searched chance (the mean value of a move's visits, for the seat
    that chose it) made to mean what it says: how often a seat with that
    estimate went on to win, fitted by ``tools/fit_evaluation.py`` (Platt
    scaling). The search ranks by its own means; only what the tables print
    goes through here. Monotone, so it never reorders two moves."""
    a, b, c = CALIBRATION[kind]
    return sigmoid(a * logit(chance) + b * seat + c)


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
