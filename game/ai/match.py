"""One game between two players, each deciding through its own seat."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .players import Player
from .seat import Seat


def new_game(kind: str, seed: int) -> Any:
    """A new game of ``kind`` (``"woodland"`` or ``"codex"``) for computer
    players: seeded, on the headless Autumn board, no undo kept."""
    if kind == "codex":
        from game.codex.game import Game

        return Game.new(seed=seed, track_undo=False)
    from game.woodland.autumn import autumn_board
    from game.woodland.game import Game as RootGame

    return RootGame.new(autumn_board(), seed=seed, track_undo=False)


@dataclass
class Result:
    winner: int | None
    actions: int
    # (seat, seconds, number of legal actions) of every decision a player took
    decisions: list[tuple[int, float, int]] = field(default_factory=list)


def play(game: Any, players: tuple[Player, Player], max_actions: int = 5000,
         on_action: Callable[[Any, Any], None] | None = None) -> Result:
    """Play ``game`` to its end (or ``max_actions``): whoever must decide —
    on their turn or in the middle of the other's — is asked through their
    own :class:`Seat`. A forced single answer is still asked (the player
    answers at once), as the table would ask a human."""
    result = Result(None, 0)
    while not game.is_over and result.actions < max_actions:
        who = game.to_act
        n = len(game.legal_actions())
        start = time.perf_counter()
        action = players[who].choose(Seat(game, who))
        result.decisions.append((who, time.perf_counter() - start, n))
        game.apply(action)
        if on_action is not None:
            on_action(game, action)
        result.actions += 1
    result.winner = game.winner
    return result
