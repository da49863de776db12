"""Where everything sits on the 1920x1080 table, and the map's place in it.

The map art is authored at 1920x1080 but its clearings use only the middle
of it, so the table shows a crop of the map scaled into the upper left and
gives the rest to the faction boards (right), the hand (bottom) and the log.
Every map point (clearing centres, slot and warrior anchors from the Tiled
layout) goes through :meth:`TableLayout.to_table` once, here, so drawing and
hit-testing use the very same numbers.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

import pygame

from scenes.tiled import MapLayout

Point = tuple[int, int]

# The part of the map art that holds the clearings (map pixels).
MAP_CROP = pygame.Rect(95, 58, 1360, 964)
MAP_SCALE = 0.8
MAP_AT = (8, 68)

TOP_BAR = pygame.Rect(0, 0, 1920, 62)
MAP_RECT = pygame.Rect(MAP_AT, (round(MAP_CROP.w * MAP_SCALE), round(MAP_CROP.h * MAP_SCALE)))
RIGHT_X = MAP_RECT.right + 12
MARQUISE_BOARD = pygame.Rect(RIGHT_X, 68, 1912 - RIGHT_X, 330)
EYRIE_BOARD = pygame.Rect(RIGHT_X, MARQUISE_BOARD.bottom + 10, 1912 - RIGHT_X, 380)
LOG_RECT = pygame.Rect(RIGHT_X, EYRIE_BOARD.bottom + 10, 1912 - RIGHT_X,
                       1072 - EYRIE_BOARD.bottom - 10)
HAND_RECT = pygame.Rect(8, MAP_RECT.bottom + 9, 836, 1072 - MAP_RECT.bottom - 9)
CONTROLS_RECT = pygame.Rect(HAND_RECT.right + 10, HAND_RECT.y,
                            MAP_RECT.right - HAND_RECT.right - 10, HAND_RECT.h)
PROMPT_RECT = pygame.Rect(MAP_RECT.x + 150, MAP_RECT.bottom - 112, MAP_RECT.w - 300, 100)

SLOT_SIZE = 32
WARRIOR_SIZE = 38
WOOD_SIZE = 22  # the log of a wood pile
KEEP_SIZE = 32


@dataclass(frozen=True)
class ClearingSpot:
    """One clearing as the table draws it (table pixels)."""

    number: int
    centre: Point
    radius: int
    slots: tuple[Point, ...]
    warriors: Point  # the warrior anchor
    ruin_slot: int | None  # index of the slot a ruin fills


class TableLayout:
    """The map crop and scale, and every clearing's spots on the table."""

    def __init__(self, layout: MapLayout, ruins: dict[int, bool]) -> None:
        self.map_layout = layout
        self.scale = MAP_SCALE
        self._ruins = ruins

    def to_table(self, point: tuple[float, float]) -> Point:
        x, y = point
        return (round(MAP_RECT.x + (x - MAP_CROP.x) * self.scale),
                round(MAP_RECT.y + (y - MAP_CROP.y) * self.scale))

    @cached_property
    def spots(self) -> dict[int, ClearingSpot]:
        spots = {}
        for number, place in self.map_layout.clearings.items():
            slots = tuple(self.to_table(p) for p in place.slot_anchors)
            spots[number] = ClearingSpot(
                number, self.to_table(place.centre), round(place.radius * self.scale), slots,
                self.to_table(place.warrior_anchor),
                len(slots) - 1 if self._ruins.get(number) else None)
        return spots

    def clearing_at(self, pos: tuple[int, int]) -> int | None:
        for number, spot in self.spots.items():
            if math.dist(pos, spot.centre) <= spot.radius + 6:
                return number
        return None

    def wood_spot(self, number: int) -> Point:
        """Where a clearing's wood lies: on the rim, left of the warriors,
        clear of a Marquise stack beside an Eyrie one."""
        spot = self.spots[number]
        x, y = spot.centre
        return (max(MAP_RECT.x + 24, x - spot.radius - 4), y - 6)

    def warrior_spot(self, number: int, faction: str, both: bool) -> Point:
        """Marquise warriors left, Eyrie right when both are present."""
        x, y = self.spots[number].warriors
        if not both:
            return (x + 6, y + 2)
        return (x - 16, y + 2) if faction == "marquise" else (x + 28, y + 2)

    def keep_spot(self, number: int) -> Point:
        """The keep sits on the clearing's rim at the top, between the
        number and suit badges, where no warrior stack or badge reaches."""
        spot = self.spots[number]
        return (spot.centre[0], spot.centre[1] - spot.radius - 2)
