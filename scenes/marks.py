"""Marks drawn over a table to point at things: an arrow, a boxed note.

The hint (scenes/table_shell.py) and a lesson's "Show me"
(scenes/learn/panel.py) both point from one thing to another.
"""

from __future__ import annotations

import math

import pygame

from scenes import theme


def draw_arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int],
               colour: tuple[int, int, int], width: int = 6) -> None:
    """A thick arrow with a head, from one thing's centre to another's."""
    sx, sy = start
    ex, ey = end
    length = math.hypot(ex - sx, ey - sy)
    if length < 20:
        return
    ux, uy = (ex - sx) / length, (ey - sy) / length
    tip = (ex - ux * 18, ey - uy * 18)
    base = (tip[0] - ux * 26, tip[1] - uy * 26)
    shadow = (20, 14, 8)
    for c, w in ((shadow, width + 4), (colour, width)):
        pygame.draw.line(surface, c, (sx + ux * 18, sy + uy * 18), base, w)
    left = (base[0] - uy * 16, base[1] + ux * 16)
    right = (base[0] + uy * 16, base[1] - ux * 16)
    pygame.draw.polygon(surface, shadow, [tip, left, right])
    pygame.draw.polygon(surface, colour, [tip, left, right], 0)


def draw_note(surface: pygame.Surface, text: str, anchor: tuple[int, int],
              width: int = 760) -> pygame.Rect:
    """A boxed line or two (the hint's why), centred under ``anchor``."""
    lines = theme.wrap(text, 22, width - 40)
    images = [theme.text(line, 22, theme.CREAM) for line in lines]
    w = max(i.get_width() for i in images) + 40
    h = sum(i.get_height() for i in images) + 24
    rect = pygame.Rect(0, 0, w, h)
    rect.midtop = anchor
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (32, 24, 16, 235), box.get_rect(), border_radius=12)
    pygame.draw.rect(box, theme.GOLD, box.get_rect(), 3, border_radius=12)
    surface.blit(box, rect)
    y = rect.y + 12
    for img in images:
        surface.blit(img, (rect.x + 20, y))
        y += img.get_height()
    return rect
