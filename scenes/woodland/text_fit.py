"""Lines that must fit a given width in every language (Russian runs longer)."""

from __future__ import annotations

import pygame

from scenes import theme


def fitted_text(content: str, size: int, colour: tuple[int, ...], width: int,
                style: str = "regular") -> pygame.Surface:
    """A line that fits ``width``: a size smaller if need be, then cut with "…"."""
    for s in (size, size - 2, size - 3):
        if theme.font(s, style).size(content)[0] <= width:
            return theme.text(content, s, colour, style)
    s = size - 3
    while content and theme.font(s, style).size(content + "…")[0] > width:
        content = content[:-1]
    return theme.text(content.rstrip() + "…", s, colour, style)
