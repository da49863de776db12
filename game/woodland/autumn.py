"""The Autumn board (spec/woodland.md §1) as plain data, without pygame or pytmx.

Generated from assets/maps/autumn.tmx by tools/make_autumn_board.py: do not
edit. The map is the single source of truth; change it in Tiled and run the
tool (tests/woodland/test_autumn.py checks that this data is what the Tiled
adapter reads from the map). ``autumn_board()`` is the board every headless
``Game.new(autumn_board(), ...)`` plays on.
"""

from __future__ import annotations

from functools import cache

from .board import Board

AUTUMN = {
    "clearings": [
        {"number": 1, "suit": "fox", "slots": 1, "ruin": False, "opposite": 3},
        {"number": 2, "suit": "mouse", "slots": 2, "ruin": False, "opposite": 4},
        {"number": 3, "suit": "rabbit", "slots": 1, "ruin": False, "opposite": 1},
        {"number": 4, "suit": "rabbit", "slots": 1, "ruin": False, "opposite": 2},
        {"number": 5, "suit": "rabbit", "slots": 2, "ruin": False, "opposite": None},
        {"number": 6, "suit": "fox", "slots": 2, "ruin": True, "opposite": None},
        {"number": 7, "suit": "mouse", "slots": 2, "ruin": False, "opposite": None},
        {"number": 8, "suit": "fox", "slots": 2, "ruin": False, "opposite": None},
        {"number": 9, "suit": "mouse", "slots": 2, "ruin": False, "opposite": None},
        {"number": 10, "suit": "rabbit", "slots": 2, "ruin": True, "opposite": None},
        {"number": 11, "suit": "mouse", "slots": 3, "ruin": True, "opposite": None},
        {"number": 12, "suit": "fox", "slots": 2, "ruin": True, "opposite": None},
    ],
    "paths": [
        [1, 5], [1, 9], [1, 10], [2, 5], [2, 6], [2, 10], [3, 6], [3, 7], [3, 11], [4, 8], [4, 9],
        [4, 12], [6, 11], [7, 8], [7, 12], [9, 12], [10, 12], [11, 12],
    ],
    "rivers": [
        [4, 7], [5, 10], [7, 11], [10, 11],
    ],
    "forests": [
        [1, 2, 5, 10], [1, 9, 10, 12], [2, 6, 10, 11, 12], [4, 9, 12], [4, 7, 8, 12],
        [3, 7, 11, 12], [3, 6, 11],
    ],
}


@cache
def autumn_board() -> Board:
    """The rules board of the Autumn map (one shared, immutable object)."""
    return Board.from_data(AUTUMN)
