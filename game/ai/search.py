"""Information-set Monte Carlo tree search that never peeks.

Each iteration deals the cards the seat cannot see again (``Seat.redeal``:
consistent with all it knows, the same whatever the real cards are), walks
one shared tree down the moves that are legal in that deal, adds a move,
plays on with a guided playout to the end of the turn and asks
:func:`game.ai.evaluate.value`, then credits the moves it walked
(single-observer ISMCTS, Cowling, Powley and Whitehouse 2012). A child's
exploration term counts the visits in which it was *available*, since in
another deal the opponent may not hold the card that move needs.

Root's and Codex's move lists are wide (warrior counts, crafts, Decree
cards, patrol moves), so a node widens progressively: it offers ⌈k·√n⌉
children after n visits (k = 1 in Root, 2 in Codex: :data:`WIDEN`), the
most promising by
:func:`game.ai.evaluate.prior` first, and a lone legal move (a confirmation)
is played without a node. Dice and shuffles are chance: each deal carries
its own fresh RNG, so chance is averaged over iterations.

Budgets are iterations (deterministic: tests, benches) or seconds (play).
The search's randomness comes from its seed and the decision's public step,
so one seed and one action list still give one game.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Collection
from typing import Any

from .evaluate import prior_table, value
from .moves import candidate_indices, candidates
from .seat import Seat

EXPLORE = 0.7
# Progressive widening, k in ⌈k·√n⌉. Root's lists are long (warrior counts,
# Decree cards): the narrower tree plans deeper and beat k = 2 in 25 of 36
# games at equal iterations (300 and 1,500 a decision; Codex was even at
# k = 1, so it keeps 2). docs/performance.md has the runs.
WIDEN = {"woodland": 1.0, "codex": 2.0}


class Node:
    __slots__ = ("action", "player", "children", "visits", "total", "avail")

    def __init__(self, action: Any, player: int) -> None:
        self.action = action
        self.player = player  # who chose the action leading here
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.total = 0.0  # sum of values for ``player``
        self.avail = 0


class Tree:
    """One search: the root for the seat's decision and the loop."""

    def __init__(self, seat: Seat, seed: int, playout_turns: int = 1,
                 playout_cap: int = 80, evaluate: Callable[[Any, str], float] = value,
                 widen: float | None = None, explore: float | None = None,
                 free: Collection[int] = ()) -> None:
        self.seat = seat
        self.kind = seat.kind
        self.rng = random.Random(seed)
        self.root = Node(None, -1)
        self.playout_turns = playout_turns
        self.playout_cap = playout_cap
        self.evaluate = evaluate
        self.priors = prior_table(self.kind)
        self.widen = WIDEN[self.kind] if widen is None else widen
        self.explore = EXPLORE if explore is None else explore
        self.iterations = 0
        # units staged before the search whose attacks and abilities it
        # still tries (the hint's: the person staged them), this turn only
        self.free = frozenset(free)
        self.free_turn = seat.view()["turn_number"] if self.free else None

    def _free(self, game: Any) -> Collection[int]:
        """:mod:`game.ai.moves`' ``free`` for a position of this search
        (Codex only: Root has no patrol)."""
        if self.free and game.state.turn_number == self.free_turn:
            return self.free
        return ()

    def run(self, iterations: int | None = None, seconds: float | None = None) -> None:
        """Search for ``iterations`` or ``seconds``. A timed search stops
        early once the most visited move cannot be overtaken in the time
        left (at the rate so far): more thought could not change the move."""
        start = time.perf_counter()
        deadline = None if seconds is None else start + seconds
        n = 0
        while True:
            if iterations is not None and n >= iterations:
                break
            if deadline is not None:
                now = time.perf_counter()
                if now >= deadline:
                    break
                if n and n % 16 == 0 and self._decided(n * (deadline - now) / (now - start)):
                    break
            self.iterate()
            n += 1

    def _decided(self, remaining: float) -> bool:
        counts = sorted((c.visits for c in self.root.children.values()), reverse=True)
        if len(counts) < 2:
            return False
        return counts[0] - counts[1] > remaining

    def iterate(self) -> None:
        game = self.seat.redeal(self.rng.getrandbits(62))
        node = self.root
        path = [node]
        kind = self.kind
        explore = self.explore

        def ucb(c: Node) -> float:
            return _ucb(c, explore)

        while not game.is_over:
            legal = candidates(kind, game, game.legal_actions(), self._free(game))
            if len(legal) == 1:  # a confirmation or forced answer: no choice here
                game.apply(legal[0])
                continue
            mover = game.to_act
            children = node.children
            available = [children[a] for a in legal if a in children]
            for c in available:
                c.avail += 1
            if len(children) < _width(node.visits, self.widen) or not available:
                untried = [a for a in legal if a not in children]
                if untried:
                    action = self._pick_new(untried)
                    child = children[action] = Node(action, mover)
                    child.avail += 1
                    game.apply(action)
                    path.append(child)
                    break
            node = max(available, key=ucb)
            game.apply(node.action)
            path.append(node)
        v = self.playout(game)
        self.root.visits += 1
        for n in path[1:]:
            n.visits += 1
            n.total += v if n.player == 0 else 1.0 - v
        self.iterations += 1

    def _pick_new(self, untried: list[Any]) -> Any:
        """The most promising untried move (:func:`game.ai.evaluate.prior`);
        ties broken at random."""
        get = self.priors.get
        weights = [get(a.verb, 1.0) for a in untried]
        best = max(weights)
        top = [a for a, w in zip(untried, weights, strict=True) if w == best]
        return top[self.rng.randrange(len(top))] if len(top) > 1 else top[0]

    def playout(self, game: Any) -> float:
        """Guided random moves until ``playout_turns`` turns have ended (or
        the cap), then the evaluation: player 0's chance. One turn by
        default: a random opponent's whole turn only adds noise (at 150
        iterations, one turn beat two in 7 of 8 Codex games, bench/ai.py).
        A one-turn Codex playout makes no patrol moves: the patrollers count
        only in the other side's turn, after the evaluation (game.ai.moves)."""
        kind = self.kind
        rng = self.rng
        get = self.priors.get
        free = self.free
        # one turn: its patrol moves never count before the evaluation
        staging = self.playout_turns > 1
        turns = 0
        last = turn_key(game, kind)
        for _ in range(self.playout_cap):
            if game.is_over:
                break
            legal = game.legal_actions()
            indices = candidate_indices(kind, game, legal, free and self._free(game), staging)
            if len(indices) == 1:
                game.play(indices[0])
            else:
                weights = [get(legal[i].verb, 1.0) for i in indices]
                game.play(rng.choices(indices, weights)[0])
            key = turn_key(game, kind)
            if key != last:
                last = key
                turns += 1
                if turns >= self.playout_turns:
                    break
        return self.evaluate(game, kind)

    def visits(self) -> dict[Any, int]:
        return {a: c.visits for a, c in self.root.children.items()}

    def stats(self) -> dict[Any, tuple[int, float]]:
        """(visits, summed value for the seat) of each move tried at the root."""
        return {a: (c.visits, c.total) for a, c in self.root.children.items()}

    def best(self, legal: list[Any]) -> Any:
        """The most visited legal move (the legal list's order breaks ties)."""
        children = self.root.children
        return max(legal, key=lambda a: children[a].visits if a in children else -1)


def _width(visits: int, k: float) -> int:
    return max(2, math.ceil(k * math.sqrt(visits)))


def _ucb(c: Node, explore: float) -> float:
    if not c.visits:
        return math.inf
    return c.total / c.visits + explore * math.sqrt(math.log(max(c.avail, 1)) / c.visits)


def turn_key(game: Any, kind: str) -> tuple:
    """Changes exactly when a turn ends (where playouts stop and evaluate)."""
    s = game.state
    if kind == "codex":
        return (s.turn_number,)
    return (s.round, s.turn)
