"""Woodland engine fixtures: the Autumn board, loaded once per session from
the Tiled map through the adapter (the map is the single source of truth)."""

from __future__ import annotations

import pytest

from game.woodland.board import Board


def autumn_board() -> Board:
    """The rules board of assets/maps/autumn.tmx (cached)."""
    global _BOARD
    if _BOARD is None:
        from scenes.tiled import autumn_map_path, load_map

        _BOARD = load_map(autumn_map_path()).board
    return _BOARD


_BOARD: Board | None = None


@pytest.fixture(scope="session")
def board() -> Board:
    return autumn_board()
