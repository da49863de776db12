"""Root-parallel search on both cores: one tree per process, visits added.

Each worker gets a game *redealt* from the seat's knowledge, as JSON text
(the engines' own position format — nothing else crosses the boundary), so
no process ever holds the real hidden cards: redealing a redeal is the same
as redealing the real game (``tests/*/test_knowledge.py``). The workers
differ only in their seeds, and the merge adds visit counts, so an
iteration budget gives the same answer however the processes are
scheduled. The pool is started once and kept for later decisions.
"""

from __future__ import annotations

import atexit
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from .seat import Seat

_POOL: ProcessPoolExecutor | None = None
_POOL_SIZE = 0


def _pool(size: int) -> ProcessPoolExecutor:
    global _POOL, _POOL_SIZE
    if _POOL is None or size > _POOL_SIZE:
        if _POOL is not None:
            _POOL.shutdown(cancel_futures=True)
        # spawn: a clean interpreter, never a copy of a UI process's state
        _POOL = ProcessPoolExecutor(size, mp_context=multiprocessing.get_context("spawn"))
        _POOL_SIZE = size
    return _POOL


@atexit.register
def shutdown() -> None:
    """Stop the workers (at exit, or when the table closes)."""
    global _POOL, _POOL_SIZE
    if _POOL is not None:
        _POOL.shutdown(cancel_futures=True)
        _POOL = None
        _POOL_SIZE = 0


def load_game(kind: str, text: str) -> Any:
    """A game from its position text, with no pygame anywhere."""
    if kind == "codex":
        from game.codex.game import Game as CodexGame

        return CodexGame.from_position(text, track_undo=False)
    from game.woodland.autumn import autumn_board
    from game.woodland.game import Game as RootGame

    return RootGame.from_position(autumn_board(), text, track_undo=False)


def _work(kind: str, text: str, seat: int, seed: int, iterations: int | None,
          seconds: float | None, playout_turns: int,
          widen: float | None = None, explore: float | None = None,
          free: tuple[int, ...] = ()) -> list[tuple[str, int, float]]:
    from .search import Tree

    tree = Tree(Seat(load_game(kind, text), seat), seed, playout_turns, widen=widen,
                explore=explore, free=free)
    tree.run(iterations=iterations, seconds=seconds)
    return [(str(a), n, total) for a, (n, total) in tree.stats().items()]


def search_visits(seat: Seat, seed: int, processes: int, iterations: int | None,
                  seconds: float | None, playout_turns: int = 1) -> dict[Any, int]:
    """Visit counts of the seat's legal moves, summed over ``processes``
    trees (an iteration budget is split between them)."""
    stats = search_stats(seat, seed, processes, iterations, seconds, playout_turns)
    return {a: n for a, (n, _total) in stats.items()}


def search_stats(seat: Seat, seed: int, processes: int, iterations: int | None,
                 seconds: float | None, playout_turns: int = 1, widen: float | None = None,
                 explore: float | None = None, free: tuple[int, ...] = ()
                 ) -> dict[Any, tuple[int, float]]:
    """(visits, summed value) of the seat's legal moves over ``processes``
    trees (an iteration budget is split between them; ``free`` as in
    :class:`game.ai.search.Tree`)."""
    dealt = seat.redeal(seed)
    text = dealt.to_json()
    share = None if iterations is None else max(1, iterations // processes)
    pool = _pool(processes)
    jobs = [pool.submit(_work, seat.kind, text, seat.seat, seed + 7919 * (k + 1), share,
                        seconds, playout_turns, widen, explore, free)
            for k in range(processes)]
    by_text = {str(a): a for a in seat.legal_actions()}
    total: dict[Any, tuple[int, float]] = {}
    for job in jobs:
        for text_action, n, value in job.result():
            action = by_text.get(text_action)
            if action is not None:
                seen, summed = total.get(action, (0, 0.0))
                total[action] = (seen + n, summed + value)
    return total
