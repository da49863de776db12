"""The forest as the rules see it: clearings, suits, slots, paths.

The Tiled map is the single source of truth for this data; an adapter in
`scenes/` reads it and hands :meth:`Board.from_data` a plain mapping, so the
engine never touches pytmx. Validation lives here because a board that breaks
the rules' assumptions (a path to nowhere, a corner without an opposite) must
be refused before any game is built on it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Suit(StrEnum):
    """Suits of clearings and cards; birds only ever appear on cards."""

    FOX = "fox"
    RABBIT = "rabbit"
    MOUSE = "mouse"
    BIRD = "bird"


CLEARING_SUITS = (Suit.FOX, Suit.RABBIT, Suit.MOUSE)


class BoardError(ValueError):
    """The board data is unusable; the message names the offending part."""


@dataclass(frozen=True, slots=True)
class Clearing:
    """One clearing: its priority number (1-12), suit and building slots.

    `slots` counts every building space, including the one a ruin fills.
    `opposite` is the diagonally opposite corner for corner clearings.
    """

    number: int
    suit: Suit
    slots: int
    ruin: bool = False
    opposite: int | None = None

    @property
    def is_corner(self) -> bool:
        return self.opposite is not None


@dataclass(frozen=True)
class Board:
    """Topology of a map. Paths are the only adjacency the rules use;
    rivers and forests are carried as data for later rules and the UI."""

    clearings: tuple[Clearing, ...]
    paths: frozenset[frozenset[int]]
    rivers: frozenset[frozenset[int]] = frozenset()
    forests: tuple[frozenset[int], ...] = ()

    def __post_init__(self) -> None:
        adjacency: dict[int, list[int]] = {c.number: [] for c in self.clearings}
        for path in self.paths:
            a, b = sorted(path)
            adjacency[a].append(b)
            adjacency[b].append(a)
        object.__setattr__(
            self, "_adjacency", {n: tuple(sorted(v)) for n, v in adjacency.items()}
        )
        object.__setattr__(self, "_by_number", {c.number: c for c in self.clearings})

    def clearing(self, number: int) -> Clearing:
        return self._by_number[number]  # type: ignore[attr-defined]

    def adjacent(self, number: int) -> tuple[int, ...]:
        """Clearings one path away, in ascending order."""
        return self._adjacency[number]  # type: ignore[attr-defined]

    def are_adjacent(self, a: int, b: int) -> bool:
        return frozenset((a, b)) in self.paths

    @property
    def numbers(self) -> tuple[int, ...]:
        return tuple(c.number for c in self.clearings)

    @property
    def corners(self) -> tuple[int, ...]:
        return tuple(c.number for c in self.clearings if c.is_corner)

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Board:
        """Build and validate a board from plain data.

        Expected keys: ``clearings`` (list of mappings with number, suit,
        slots, ruin, opposite), ``paths`` and ``rivers`` (lists of
        ``[a, b]``), ``forests`` (lists of clearing numbers).
        """
        try:
            raw_clearings = list(data["clearings"])
        except (KeyError, TypeError) as exc:
            raise BoardError("board data has no list of clearings") from exc
        clearings = []
        for raw in raw_clearings:
            clearings.append(_clearing_from(raw))
        clearings.sort(key=lambda c: c.number)
        numbers = [c.number for c in clearings]
        if len(set(numbers)) != len(numbers):
            raise BoardError(f"clearing numbers repeat: {numbers}")
        if numbers != list(range(1, len(numbers) + 1)):
            raise BoardError(f"clearings must be numbered 1..{len(numbers)}, got {numbers}")
        known = set(numbers)
        for c in clearings:
            if c.opposite is not None:
                if c.opposite not in known:
                    raise BoardError(f"clearing {c.number}: opposite corner {c.opposite} unknown")
                other = clearings[c.opposite - 1]
                if other.opposite != c.number:
                    raise BoardError(
                        f"clearing {c.number}: opposite corner {c.opposite} does not point back"
                    )
        paths = _pairs(data.get("paths", ()), "path", known)
        if not paths:
            raise BoardError("board data has no paths")
        rivers = _pairs(data.get("rivers", ()), "river", known)
        forests = []
        for raw in data.get("forests", ()):
            members = frozenset(int(n) for n in raw)
            if not members <= known:
                raise BoardError(f"forest {sorted(members)} names unknown clearings")
            forests.append(members)
        return cls(tuple(clearings), paths, rivers, tuple(forests))

    def to_data(self) -> dict[str, Any]:
        return {
            "clearings": [
                {
                    "number": c.number,
                    "suit": c.suit.value,
                    "slots": c.slots,
                    "ruin": c.ruin,
                    "opposite": c.opposite,
                }
                for c in self.clearings
            ],
            "paths": sorted(sorted(p) for p in self.paths),
            "rivers": sorted(sorted(p) for p in self.rivers),
            "forests": [sorted(f) for f in self.forests],
        }


def _clearing_from(raw: Any) -> Clearing:
    if not isinstance(raw, Mapping):
        raise BoardError(f"clearing entry is not a mapping: {raw!r}")
    where = f"clearing {raw.get('number', '?')}"
    try:
        number = int(raw["number"])
        suit = Suit(raw["suit"])
        slots = int(raw["slots"])
    except KeyError as exc:
        raise BoardError(f"{where}: missing property {exc.args[0]!r}") from exc
    except (TypeError, ValueError) as exc:
        raise BoardError(f"{where}: bad value ({exc})") from exc
    if suit not in CLEARING_SUITS:
        raise BoardError(f"{where}: a clearing cannot have suit {suit.value!r}")
    if not 0 <= slots <= 4:
        raise BoardError(f"{where}: slots must be 0-4, got {slots}")
    ruin = raw.get("ruin", False)
    if not isinstance(ruin, bool):
        raise BoardError(f"{where}: ruin must be true or false, got {ruin!r}")
    if ruin and slots < 1:
        raise BoardError(f"{where}: a ruin needs a slot to fill")
    opposite = raw.get("opposite")
    return Clearing(number, suit, slots, ruin, None if opposite in (None, 0, "") else int(opposite))


def _pairs(raw: Any, what: str, known: set[int]) -> frozenset[frozenset[int]]:
    pairs = set()
    for item in raw:
        try:
            a, b = (int(n) for n in item)
        except (TypeError, ValueError) as exc:
            raise BoardError(f"{what} {item!r} is not a pair of clearing numbers") from exc
        if a == b or a not in known or b not in known:
            raise BoardError(f"{what} {a}-{b} does not join two known clearings")
        pair = frozenset((a, b))
        if pair in pairs:
            raise BoardError(f"{what} {a}-{b} appears twice")
        pairs.add(pair)
    return frozenset(pairs)
