"""The shared phase transaction: one snapshot, undo by replay, commits."""

from __future__ import annotations

from game.common.transaction import PhaseTransaction


def _replay(state: list[int], action: int) -> None:
    state.append(action)


def test_undo_rebuilds_the_state_before_the_last_action():
    txn: PhaseTransaction[list[int], int] = PhaseTransaction()
    state: list[int] = [0]
    history: list[int] = []
    for action in (1, 2, 3):
        before = None if txn.is_open else list(state)
        _replay(state, action)
        history.append(action)
        txn.record(before, len(history) - 1, reversible=True)
    assert txn.can_undo(len(history))
    assert txn.state_before_last(history, list, _replay) == [0, 1, 2]
    assert txn.snapshot == [0]  # untouched: copies of a game may share it


def test_an_irreversible_step_commits():
    txn: PhaseTransaction[list[int], int] = PhaseTransaction()
    txn.record([0], 0, reversible=True)
    assert txn.can_undo(1)
    txn.record(None, 1, reversible=False)
    assert not txn.is_open and not txn.can_undo(2)
    txn.record([5], 2, reversible=True)  # a new transaction starts after it
    assert txn.start == 2 and txn.can_undo(3) and not txn.can_undo(2)


def test_copies_are_independent():
    txn: PhaseTransaction[list[int], int] = PhaseTransaction()
    txn.record([0], 0, reversible=True)
    other = txn.copy()
    other.record(None, 1, reversible=False)
    assert txn.is_open and not other.is_open
