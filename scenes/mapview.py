"""Drawing the Autumn map: art, clearings, slots, ruins, hover highlights.

Everything that does not change while the map is on screen is painted once
into a single `convert()`ed surface, so a frame costs one full-screen blit
plus whatever is highlighted. Hit-testing uses the same layout the drawing
uses, so what lights up is exactly what a click will pick.
"""

from __future__ import annotations

import math
import sys
from functools import lru_cache

import pygame

from scenes import theme
from scenes.app import display_surface
from scenes.suits import draw_suit
from scenes.tiled import ClearingLayout, MapData, autumn_map_path, load_map

DISC = (238, 226, 198)
SLOT = (252, 248, 236)
RUIN = (128, 120, 108)


@lru_cache(maxsize=1)
def autumn_map() -> MapData:
    return load_map(autumn_map_path())


class MapView:
    def __init__(self, data: MapData) -> None:
        self.data = data
        self.board = data.board
        self.layout = data.layout
        self._base: pygame.Surface | None = None
        self._badges: pygame.Surface | None = None
        self._glows: dict[int, tuple[pygame.Surface, tuple[int, int]]] = {}

    @property
    def base(self) -> pygame.Surface:
        """Art + clearings + badges, painted once (needs a display for convert())."""
        if self._base is None:
            self._paint()
        return self._base  # type: ignore[return-value]

    def _paint(self) -> None:
        """Paint the map with its badges, and keep the badges on a layer of
        their own too, to lay back over a highlight."""
        self._badges = pygame.Surface(self.layout.size, pygame.SRCALPHA)
        for number in self.board.numbers:
            self._paint_badges(self._badges, number)
        self._base = self._paint_under()
        self._base.blit(self._badges, (0, 0))

    def _paint_under(self) -> pygame.Surface:
        surface = display_surface(self.layout.size)
        surface.fill((48, 66, 34))
        for art in self.layout.art:
            try:
                image = pygame.image.load(str(art))
            except (pygame.error, OSError) as exc:
                # A damaged art file costs the scenery, never the game.
                print(f"warning: map art {art.name} unreadable: {exc}", file=sys.stderr)
                continue
            surface.blit(image, (0, 0))
        for number in self.board.numbers:
            self._paint_clearing(surface, number)
        return surface

    def _paint_clearing(self, surface: pygame.Surface, number: int) -> None:
        clearing = self.board.clearing(number)
        place = self.layout.clearings[number]
        cx, cy = place.centre
        r = round(place.radius)
        centre = (round(cx), round(cy))
        suit_colour = theme.SUIT_COLOURS[clearing.suit.value]
        shadow = pygame.Surface((r * 2 + 24, r * 2 + 24), pygame.SRCALPHA)
        pygame.draw.circle(shadow, (0, 0, 0, 90), (r + 14, r + 16), r + 4)
        surface.blit(shadow, (centre[0] - r - 12, centre[1] - r - 12))
        pygame.draw.circle(surface, suit_colour, centre, r)
        pygame.draw.circle(surface, DISC, centre, r - 8)
        pygame.draw.circle(surface, theme.BARK, centre, r, width=2)
        for i, (sx, sy) in enumerate(place.slot_anchors):
            slot = pygame.Rect(0, 0, 40, 40)
            slot.center = (round(sx), round(sy))
            is_ruin = clearing.ruin and i == len(place.slot_anchors) - 1
            if is_ruin:
                draw_ruin(surface, slot)
            else:
                pygame.draw.rect(surface, SLOT, slot, border_radius=7)
                pygame.draw.rect(surface, theme.BARK_LIGHT, slot, width=2, border_radius=7)

    def _paint_badges(self, surface: pygame.Surface, number: int) -> None:
        """Suit badge top-right, number badge top-left, both on the rim."""
        clearing = self.board.clearing(number)
        place = self.layout.clearings[number]
        suit_colour = theme.SUIT_COLOURS[clearing.suit.value]
        bx, by = badge_centre(place, -math.pi / 4)
        pygame.draw.circle(surface, theme.BARK, (bx, by), 25)
        pygame.draw.circle(surface, suit_colour, (bx, by), 22)
        draw_suit(surface, clearing.suit.value, (bx, by + 1), 28, theme.CREAM)
        nx, ny = badge_centre(place, -3 * math.pi / 4)
        pygame.draw.circle(surface, theme.GOLD, (nx, ny), 23)
        pygame.draw.circle(surface, theme.BARK, (nx, ny), 21)
        label = theme.text(str(number), 26, theme.CREAM, "bold")
        surface.blit(label, label.get_rect(center=(nx, ny + 1)))

    def clearing_at(self, pos: tuple[int, int]) -> int | None:
        for number, place in self.layout.clearings.items():
            if math.dist(pos, place.centre) <= place.radius + 4:
                return number
        return None

    def draw(self, surface: pygame.Surface, hovered: int | None = None,
             pulse: float = 0.0) -> None:
        surface.blit(self.base, (0, 0))
        if hovered is not None:
            self.draw_hover(surface, hovered, pulse)

    def draw_hover(self, surface: pygame.Surface, number: int, pulse: float = 0.0) -> None:
        """Light up a clearing, the paths out of it and its neighbours."""
        glow, where = self._glow(number)
        surface.blit(glow, where)
        place = self.layout.clearings[number]
        width = 7 + round(2 * math.sin(pulse * 4))
        pygame.draw.circle(surface, (255, 214, 90), tuple(round(v) for v in place.centre),
                           round(place.radius) + 8, width)
        # Badges stay on top of the highlight: re-lay them over the lit area only.
        area = glow.get_rect(topleft=where)
        surface.blit(self._badges, area.topleft, area)

    def _glow(self, number: int) -> tuple[pygame.Surface, tuple[int, int]]:
        """The still part of a hover highlight, painted once per clearing on a
        layer no bigger than the paths and neighbours it covers."""
        if number in self._glows:
            return self._glows[number]
        neighbours = self.board.adjacent(number)
        points = [p for other in neighbours
                  for p in self.layout.paths[frozenset((number, other))]]
        area = pygame.Rect(0, 0, 0, 0)
        for n in (number, *neighbours):
            place = self.layout.clearings[n]
            box = pygame.Rect(0, 0, 2 * place.radius + 24, 2 * place.radius + 24)
            box.center = (round(place.centre[0]), round(place.centre[1]))
            area = box if area.size == (0, 0) else area.union(box)
        for x, y in points:
            area.union_ip(pygame.Rect(round(x) - 8, round(y) - 8, 16, 16))
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        ox, oy = area.topleft
        for other in neighbours:
            line = self.layout.paths[frozenset((number, other))]
            pygame.draw.lines(layer, (255, 220, 120, 170), False,
                              [(round(x) - ox, round(y) - oy) for x, y in line], 9)
            near = self.layout.clearings[other]
            pygame.draw.circle(layer, (255, 236, 170, 200),
                               (round(near.centre[0]) - ox, round(near.centre[1]) - oy),
                               round(near.radius) + 5, 4)
        self._glows[number] = (layer, area.topleft)
        return self._glows[number]


def badge_centre(place: ClearingLayout, angle: float) -> tuple[int, int]:
    cx, cy = place.centre
    return (round(cx + math.cos(angle) * place.radius), round(cy + math.sin(angle) * place.radius))


def draw_ruin(surface: pygame.Surface, slot: pygame.Rect) -> None:
    """A ruin: tumbled grey stones filling the slot."""
    pygame.draw.rect(surface, RUIN, slot, border_radius=7)
    stones = [(-10, 6, 9), (5, 7, 10), (-3, -6, 8), (11, -4, 6)]
    for dx, dy, rad in stones:
        pygame.draw.circle(surface, (176, 168, 154), (slot.centerx + dx, slot.centery + dy), rad)
        pygame.draw.circle(surface, (90, 84, 76), (slot.centerx + dx, slot.centery + dy), rad, 2)
    pygame.draw.rect(surface, theme.INK, slot, width=2, border_radius=7)
