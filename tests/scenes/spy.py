"""Watching what a drawing function is asked to set in type, for tests that
check no name is cut short."""

from __future__ import annotations

from typing import Any


def first_arguments(monkeypatch, owner: Any, name: str) -> list:
    """Wrap ``owner.name`` (for the rest of the test) so that each call's
    first argument is kept in the returned list; the real function still
    does the work."""
    seen: list = []
    real = getattr(owner, name)

    def spy(first, *args, **kwargs):
        seen.append(first)
        return real(first, *args, **kwargs)

    monkeypatch.setattr(owner, name, spy)
    return seen
