"""The computer players, and how a text names one (``game.ai:Search?level=hard``).

Every player has one method, ``choose(seat) -> action``, called whenever its
seat must decide — its own turn and the questions asked in the middle of the
other side's turn alike (ambush, foil, hits, Field Hospitals, Codex targets).
The UI, the benches, the tests and outside players all go through it.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from typing import Any, Protocol

from .evaluate import calibrated
from .search import Tree
from .seat import Seat


class Player(Protocol):
    def choose(self, seat: Seat) -> Any: ...


def decision_seed(seed: int, seat: Seat) -> int:
    """Randomness for one decision: the player's seed, what the seat sees
    and the public step — so the same view gives the same decision whatever
    the hidden cards are, a game reloaded from its save plays on
    identically, and a view that comes back (a Codex unit staged and taken
    out again) does not bring back the same choice for ever."""
    return (seed * 1_000_003 ^ seat.view_hash() ^ seat.step * 0x9E3779B1) & ((1 << 62) - 1)


# The verbs that end a phase or decline a step, in both engines: doing nothing more.
GIVING_UP = frozenset({"end", "pass"})


class Random:
    """Uniformly random legal moves: the floor every other player must beat."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = int(seed)

    def choose(self, seat: Seat) -> Any:
        legal = seat.legal_actions()
        return random.Random(decision_seed(self.seed, seat)).choice(legal)


@dataclass(frozen=True)
class Level:
    """A level's budget, as its tooltip says it: how long and how wide."""

    name: str
    seconds: float  # the search's time (when ``iterations`` is None)
    processes: int
    noise: float  # chance to take the second most visited move instead
    iterations: int | None = None  # a fixed budget in place of the time


LEVELS = {
    # Easy's budget is a count, not a time: Codex searches gain strength
    # steeply from 200 to 500 iterations and hardly beyond, so a time budget
    # made Easy as strong as Normal on a quick position (docs/ai.md), and a
    # faster computer would make it stronger still.
    "easy": Level("easy", 0.07, 1, 0.35, iterations=200),
    "normal": Level("normal", 0.7, 2, 0.0),
    "hard": Level("hard", 2.2, 2, 0.0),
}


class Search:
    """ISMCTS (:mod:`game.ai.search`) at a level, or with an exact budget.

    ``iterations`` fixes the work (deterministic, for tests and benches) in
    place of the level's seconds; ``processes`` > 1 searches in that many
    processes and adds their visit counts (root parallelism)."""

    def __init__(self, level: str = "normal", iterations: int | None = None,
                 seconds: float | None = None, processes: int | None = None,
                 seed: int = 0, playout_turns: int = 1, widen: float | None = None,
                 explore: float | None = None, noise: float | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"level is one of {', '.join(LEVELS)}, not {level!r}")
        self.level = LEVELS[level]
        # an explicit budget wins; else the level's count, unless a time is given
        self.iterations = int(iterations) if iterations is not None else \
            (self.level.iterations if seconds is None else None)
        self.seconds = self.level.seconds if seconds is None else float(seconds)
        self.processes = self.level.processes if processes is None else int(processes)
        self.seed = int(seed)
        self.playout_turns = int(playout_turns)
        # progressive widening's k (search.WIDEN by game when None): for experiments
        self.widen = None if widen is None else float(widen)
        # UCB's exploration constant (search.EXPLORE when None): for experiments
        self.explore = None if explore is None else float(explore)
        # the chance of a slip (the level's when None): for experiments
        self.noise = self.level.noise if noise is None else float(noise)

    def choose(self, seat: Seat) -> Any:
        legal = seat.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seed = decision_seed(self.seed, seat)
        ranked, stats = self._search(seat, seed)
        visits = {a: n for a, (n, _t) in stats.items()}
        # Easy's slips: now and then the runner-up, but only one search
        # found nearly as good, and never giving up the phase (``end``,
        # ``pass``) for a move that does something: a slip is a lesser
        # move, not a pointless one.
        close = len(ranked) > 1 and visits.get(ranked[1], 0) * 2 >= visits.get(ranked[0], 0)
        if close and (ranked[1].verb not in GIVING_UP or ranked[0].verb in GIVING_UP) \
                and random.Random(seed ^ 0x5EED).random() < self.noise:
            return ranked[1]
        return ranked[0]

    def advise(self, seat: Seat, raw: bool = False) -> Advice:
        """The move this player would make, with the winning chance its
        search estimates after it and after the next best (the hint's why).
        No noise: a suggestion is always the most searched move. The
        chances are calibrated to who won (:func:`evaluate.calibrated`);
        ``raw`` gives the search's own means, which the calibration is
        fitted to (``tools/fit_evaluation.py``)."""
        legal = seat.legal_actions()
        if len(legal) == 1:
            return Advice(legal[0], None, None)
        # What the person staged before asking was their plan, not the
        # search's: attacking with it stays a suggestion (game.ai.moves).
        ranked, stats = self._search(seat, decision_seed(self.seed, seat), seat.staged())

        def chance(action: Any) -> float | None:
            mean = _mean(stats.get(action))
            return mean if raw or mean is None else calibrated(seat.kind, mean, seat.seat)

        return Advice(ranked[0], chance(ranked[0]), chance(ranked[1]) if len(ranked) > 1 else None)

    def _search(self, seat: Seat, seed: int, free: tuple[int, ...] = ()
                ) -> tuple[list[Any], dict[Any, tuple[int, float]]]:
        """The candidate moves, most visited first, and each one's statistics
        (``free``: staged units whose attacks and abilities are searched)."""
        legal = seat.candidates(seat.legal_actions(), free)
        if self.processes > 1:
            from .parallel import search_stats

            stats = search_stats(seat, seed, self.processes, self.iterations,
                                 None if self.iterations is not None else self.seconds,
                                 self.playout_turns, self.widen, self.explore, free)
        else:
            tree = Tree(seat, seed, self.playout_turns, widen=self.widen, explore=self.explore,
                        free=free)
            if self.iterations is not None:
                tree.run(iterations=self.iterations)
            else:
                tree.run(seconds=self.seconds)
            stats = tree.stats()
        ranked = sorted(legal, key=lambda a: -stats.get(a, (-1, 0.0))[0])
        return ranked, stats


@dataclass(frozen=True)
class Advice:
    """A suggested move and the searched winning chances (None: not searched,
    e.g. the only legal move)."""

    action: Any
    chance: float | None
    runner_up: float | None


def _mean(stat: tuple[int, float] | None) -> float | None:
    if not stat or stat[0] <= 0:
        return None
    return stat[1] / stat[0]


def load_player(spec: str) -> Player:
    """``module:Class`` with keyword options after ``?`` (``&`` between):
    ``game.ai:Search?level=hard&seed=3``. Numbers are read as numbers."""
    target, _, query = spec.partition("?")
    module_name, _, class_name = target.partition(":")
    if not module_name or not class_name:
        raise ValueError(f"a player is module:Class, not {spec!r}")
    cls = getattr(importlib.import_module(module_name), class_name)
    options: dict[str, Any] = {}
    for part in filter(None, query.split("&")):
        key, _, raw = part.partition("=")
        options[key] = _number(raw)
    return cls(**options)


def _number(raw: str) -> Any:
    for kind in (int, float):
        try:
            return kind(raw)
        except ValueError:
            pass
    return raw
