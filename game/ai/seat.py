"""A seat: the one window a computer player has onto a game.

A player is handed a :class:`Seat`, never the game itself, so that what it
may use is what its seat may know (Law of Root 1.2.1; Codex's face-down
cards): the seat's ``view()``, the legal actions when the seat decides, and
games *redealt* from the seat's knowledge — every card the seat cannot place
dealt again from a seed (``Game.redeal``) — and nothing else: not the game's
history, whose texts name face-down cards (a Codex worker), nor its RNG. Both
engines answer the same calls with seats as ints, 0 and 1.
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection
from typing import Any, Protocol

from game.common.errors import IllegalAction
from game.common.position import canonical_json

from .moves import candidates


class SearchGame(Protocol):
    """What search needs of a game (both engines' ``Game`` classes)."""

    @property
    def to_act(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def winner(self) -> int | None: ...
    def legal_actions(self) -> list[Any]: ...
    def apply(self, action: Any) -> None: ...
    def play(self, index: int) -> None: ...
    def clone(self) -> SearchGame: ...
    def view(self, player: int) -> dict[str, Any]: ...
    def redeal(self, player: int, seed: int) -> SearchGame: ...


def kind_of(game: Any) -> str:
    """``"woodland"`` (Root) or ``"codex"``, from the engine the game comes from."""
    module = type(game).__module__
    if module.startswith("game.woodland"):
        return "woodland"
    if module.startswith("game.codex"):
        return "codex"
    raise ValueError(f"not a game of either engine: {type(game).__name__}")


class Seat:
    """Player ``seat``'s side of ``game`` (read only)."""

    __slots__ = ("_game", "seat", "kind", "step")

    def __init__(self, game: SearchGame, seat: int, step: int | None = None) -> None:
        if seat not in (0, 1):
            raise ValueError(f"a seat is 0 or 1, not {seat!r}")
        self._game = game
        self.seat = seat
        self.kind = kind_of(game)
        # how many actions the game has had: public (everyone saw each one
        # taken), unlike their texts; given when the game carries no history
        self.step = len(getattr(game, "history", ())) if step is None else step

    @property
    def to_act(self) -> int:
        """Who decides now (public): 0, 1, or -1 when the game is over."""
        return self._game.to_act

    @property
    def deciding(self) -> bool:
        return self._game.to_act == self.seat

    def view(self) -> dict[str, Any]:
        return self._game.view(self.seat)

    def view_hash(self) -> int:
        """A number for what the seat sees now: equal for every game the
        seat cannot tell apart (a player's randomness is seeded from it)."""
        text = canonical_json(self.view())
        return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")

    def legal_actions(self) -> list[Any]:
        """The seat's choices, when it is the seat that decides."""
        if not self.deciding:
            raise IllegalAction("ai", "turn.not_your_decision", player=self.seat)
        return self._game.legal_actions()

    def candidates(self, legal: list[Any], free: Collection[int] = ()) -> list[Any]:
        """The moves of ``legal`` worth searching (:mod:`game.ai.moves`;
        ``free``: staged units whose attacks and abilities stay in)."""
        return candidates(self.kind, self._game, legal, free)

    def staged(self) -> tuple[int, ...]:
        """The units in the seat's own patrol slots now (public; Codex p.7):
        in the seat's main phase, those it has staged this turn. Root: none."""
        if self.kind != "codex":
            return ()
        return tuple(i for i in self._game.state.patrol[self.seat] if i >= 0)

    def redeal(self, seed: int) -> SearchGame:
        """A full game consistent with all the seat knows, the cards it
        cannot place dealt from ``seed``: what a player may search on."""
        return self._game.redeal(self.seat, seed)
