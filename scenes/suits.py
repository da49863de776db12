"""Suit symbols drawn in code, so suits never depend on colour alone."""

from __future__ import annotations

import math

import pygame

Point = tuple[float, float]


def draw_suit(surface: pygame.Surface, suit: str, centre: Point, size: float,
              colour: tuple[int, ...]) -> None:
    """Draw the symbol of `suit` filling roughly a `size`-wide square."""
    cx, cy = centre
    s = size / 2
    if suit == "fox":
        # A fox head: a downward-pointing face with two sharp ears apart.
        face = [(cx - s * 0.9, cy - s * 0.3), (cx + s * 0.9, cy - s * 0.3), (cx, cy + s)]
        pygame.draw.polygon(surface, colour, [(round(x), round(y)) for x, y in face])
        for side in (-1, 1):
            ear = [(cx + side * s * 0.9, cy - s * 0.3), (cx + side * s * 0.8, cy - s),
                   (cx + side * s * 0.25, cy - s * 0.3)]
            pygame.draw.polygon(surface, colour, [(round(x), round(y)) for x, y in ear])
    elif suit == "rabbit":
        # A rabbit: round head with two long upright ears.
        pygame.draw.circle(surface, colour, (round(cx), round(cy + s * 0.38)), round(s * 0.58))
        for side in (-1, 1):
            ear = pygame.Rect(0, 0, round(s * 0.38), round(s * 1.15))
            ear.midbottom = (round(cx + side * s * 0.27), round(cy + s * 0.1))
            pygame.draw.ellipse(surface, colour, ear)
    elif suit == "mouse":
        # A mouse: round head with two big round ears.
        pygame.draw.circle(surface, colour, (round(cx), round(cy + s * 0.22)), round(s * 0.62))
        for side in (-1, 1):
            pygame.draw.circle(surface, colour, (round(cx + side * s * 0.58), round(cy - s * 0.42)),
                               round(s * 0.4))
    elif suit == "bird":
        # A bird in flight: two swept wings.
        pts: list[Point] = []
        for i in range(9):
            t = i / 8
            x = cx - s + 2 * s * t
            y = cy - s * 0.55 * math.sin(math.pi * t) * (1 if abs(t - 0.5) > 0.12 else -0.2)
            pts.append((x, y))
        pts += [(cx + s * 0.1, cy + s * 0.35), (cx - s * 0.1, cy + s * 0.35)]
        pygame.draw.polygon(surface, colour, [(round(x), round(y)) for x, y in pts])
    else:
        raise ValueError(f"unknown suit {suit!r}")
