"""The phase transaction: undo inside a phase, back to the last irreversible step.

Actions within a phase can be taken back until something irreversible
happens (a draw, a shuffle, a die roll, a revealed card, the end of a phase).
Instead of a snapshot per action, the transaction keeps one: the state
before its first action, and where that action sits in the game's history.
Undoing rebuilds the state by replaying the transaction's other actions from
that snapshot — the engines are deterministic, so the replay reaches exactly
the earlier state. Used by the Codex engine; Root's ``Game`` keeps its own
per-action snapshots.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

S = TypeVar("S")
A = TypeVar("A")


class PhaseTransaction(Generic[S, A]):
    """The snapshot at the start of the open transaction (None: closed)."""

    __slots__ = ("snapshot", "start")

    def __init__(self) -> None:
        self.snapshot: S | None = None
        self.start = 0

    @property
    def is_open(self) -> bool:
        return self.snapshot is not None

    def record(self, before: S | None, index: int, reversible: bool) -> None:
        """After an action at ``history[index]``: ``before`` is the state
        before it when the transaction was closed (else None)."""
        if not reversible:
            self.snapshot = None
        elif self.snapshot is None and before is not None:
            self.snapshot = before
            self.start = index

    def can_undo(self, history_length: int) -> bool:
        return self.snapshot is not None and history_length > self.start

    def state_before_last(self, history: Sequence[A], clone: Callable[[S], S],
                          replay: Callable[[S, A], None]) -> S:
        """The state before ``history[-1]``: a copy of the snapshot with the
        transaction's earlier actions replayed (the snapshot stays untouched,
        so copies of a game may share it)."""
        assert self.snapshot is not None
        state = clone(self.snapshot)
        for action in history[self.start:len(history) - 1]:
            replay(state, action)
        return state

    def copy(self) -> PhaseTransaction[S, A]:
        other: PhaseTransaction[S, A] = PhaseTransaction()
        other.snapshot = self.snapshot
        other.start = self.start
        return other
