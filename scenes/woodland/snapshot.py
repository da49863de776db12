"""What the table draws: one seat's view of a position, plus who rules where.

The table never works out a rule itself, so the rulers of the clearings come
from the engine (``State.rules``, 2.5 and 7.2.2) together with the seat's view
(``Game.view``), which already hides what that seat may not see. The replay
viewer builds the same snapshot from its own game, so both draw alike.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE

FACTIONS = ("marquise", "eyrie")


@dataclass(frozen=True)
class Hit:
    """Something under the pointer: ``kind`` and what identifies it."""

    kind: str
    key: tuple = ()


@dataclass
class TableSnapshot:
    data: dict[str, Any]
    viewer: str
    rulers: dict[int, str | None]
    hand_visible: bool = True
    key: str = field(default="", compare=False)

    @classmethod
    def of(cls, game: Game, viewer: str, hand_visible: bool = True) -> TableSnapshot:
        data = game.view(viewer)
        s = game.state
        rulers: dict[int, str | None] = {}
        for c in game.board.numbers:
            rulers[c] = ("marquise" if s.rules(CAT, c) else
                         "eyrie" if s.rules(EYRIE, c) else None)
        key = json.dumps([data, viewer, hand_visible], sort_keys=True)
        return cls(data, viewer, rulers, hand_visible, key)

    # Small readers, so drawing code reads as the game does.
    def clearing(self, c: int) -> dict[str, Any]:
        return self.data["clearings"][c - 1]

    def on_map(self, piece: str) -> int:
        field_name = {"sawmill": "sawmills", "workshop": "workshops",
                      "recruiter": "recruiters"}.get(piece)
        if field_name:
            return sum(row[field_name] for row in self.data["clearings"])
        if piece == "roost":
            return sum(1 for row in self.data["clearings"] if row["roost"])
        if piece == "wood":
            return sum(row["wood"] for row in self.data["clearings"])
        raise ValueError(piece)

    def warriors_on_map(self, faction: str) -> int:
        """Counting those an animation holds back to draw them moving."""
        held = self.data.get("held_warriors") or {}
        return sum(row[f"{faction}_warriors"] for row in self.data["clearings"]) \
            + held.get(faction, 0)

    def hand(self, faction: str) -> list[str] | int:
        return self.data["hands"][faction]

    def hand_size(self, faction: str) -> int:
        hand = self.data["hands"][faction]
        return hand if isinstance(hand, int) else len(hand)
