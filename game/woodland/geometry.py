"""The board flattened into int-indexed tuples for the hot rule paths.

:class:`~game.woodland.board.Board` is the readable model; the rules ask
"suit of clearing 7?" or "neighbours of 3?" thousands of times per second, so
they read these tuples instead (index = clearing number, index 0 unused).
"""

from __future__ import annotations

from .board import Board
from .cards import SUIT_INDEX


class Geometry:
    """Read-only, shared by every clone of a game on the same board."""

    __slots__ = ("board", "n", "clearings", "suit", "slots", "ruin", "room", "adj", "corners",
                 "opposite", "by_suit")

    def __init__(self, board: Board) -> None:
        self.board = board
        self.n = len(board.clearings)
        self.clearings = tuple(range(1, self.n + 1))
        self.suit = (-1,) + tuple(SUIT_INDEX[c.suit.value] for c in board.clearings)
        self.slots = (0,) + tuple(c.slots for c in board.clearings)
        self.ruin = (0,) + tuple(int(c.ruin) for c in board.clearings)
        # Building slots a clearing offers once its ruin is counted (spec §1):
        # the free-slot checks subtract pieces from this one number.
        self.room = tuple(n - r for n, r in zip(self.slots, self.ruin, strict=True))
        self.adj = ((),) + tuple(board.adjacent(c.number) for c in board.clearings)
        self.corners = board.corners
        self.opposite = (0,) + tuple(c.opposite or 0 for c in board.clearings)
        self.by_suit = tuple(
            tuple(c for c in self.clearings if self.suit[c] == s) for s in range(3)
        )


_CACHE: dict[int, tuple[Board, Geometry]] = {}


def geometry_of(board: Board) -> Geometry:
    """One Geometry per Board object (boards are immutable)."""
    hit = _CACHE.get(id(board))
    if hit is not None and hit[0] is board:
        return hit[1]
    geo = Geometry(board)
    _CACHE[id(board)] = (board, geo)
    return geo
