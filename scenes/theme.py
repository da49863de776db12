"""Colours, fonts and the text cache shared by every scene.

One place for the look: a warm parchment-and-bark palette that reads well
over the autumn forest art. Rendering text is cheap but not free, so rendered
lines are cached by (font, text, colour) and the cache is bounded.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from saves.errors import printable
from scenes.assets import asset_path

LOGICAL_SIZE = (1920, 1080)

INK = (38, 28, 20)
PARCHMENT = (243, 230, 203)
PARCHMENT_DARK = (222, 203, 163)
BARK = (74, 52, 36)
BARK_LIGHT = (118, 86, 60)
GOLD = (226, 174, 72)
CREAM = (252, 246, 232)
SHADOW = (0, 0, 0, 110)
DISABLED = (150, 138, 120)
DANGER = (168, 52, 40)

SUIT_COLOURS = {
    # Fox red and mouse amber far enough apart in hue (5° and 34°) and in
    # lightness to be told apart on a small Decree chip (they were 14° and 28°).
    "fox": (200, 58, 44),
    "rabbit": (236, 196, 74),
    "mouse": (230, 152, 58),
    "bird": (92, 160, 196),
}
# Suit colours stay distinguishable for colour-blind players because every
# suit is also drawn with its own symbol (see scenes.suits).

FONT_FILES = {
    "regular": "NotoSans-Regular.ttf",
    "bold": "NotoSans-Bold.ttf",
    "title": "NotoSerif-Bold.ttf",
}


@lru_cache(maxsize=64)
def font(size: int, style: str = "regular") -> pygame.font.Font:
    return pygame.font.Font(str(asset_path("fonts", FONT_FILES[style])), size)


@lru_cache(maxsize=2048)
def text(content: str, size: int, colour: tuple[int, ...] = INK, style: str = "regular"
         ) -> pygame.Surface:
    """A rendered, anti-aliased line of text (cached).

    Never raises for odd text: SDL refuses a NUL, a lone surrogate (a file
    name that is not UTF-8) and text of zero width (a lone variation
    selector is a valid save name); those are escaped or drawn as nothing,
    because a crash while drawing repeats every frame.
    """
    face = font(size, style)
    try:
        return face.render(content, True, colour)
    except (pygame.error, ValueError):
        safe = printable(content)
        if not safe or face.size(safe)[0] == 0:
            return pygame.Surface((0, face.get_height()), pygame.SRCALPHA)
        return face.render(safe, True, colour)


def ellipsized(content: str, size: int, width: int, style: str = "regular") -> str:
    """``content`` as it is if it fits ``width`` pixels, else shortened with
    "…" at its end: what every label too long for its place shows."""
    face = font(size, style)
    if face.size(content)[0] <= width:
        return content
    while len(content) > 1 and face.size(content + "…")[0] > width:
        content = content[:-1]
    return content.rstrip() + "…"


def fitted(content: str, size: int, width: int, style: str = "regular",
           colour: tuple[int, ...] = INK, smallest: int = 12) -> pygame.Surface:
    """``content`` on one line at most ``width`` pixels wide: the largest
    type from ``size`` down to ``smallest`` at which it fits, else the
    smallest type, :func:`ellipsized`."""
    while size > smallest and font(size, style).size(content)[0] > width:
        size -= 1
    img = text(ellipsized(content, size, width, style), size, colour, style)
    if img.get_width() > width:  # not even one letter and "…" fit
        img = img.subsurface((0, 0, max(1, width), img.get_height()))
    return img


def wrap(content: str, size: int, width: int, style: str = "regular") -> list[str]:
    """Greedy word wrap so that every line fits `width` pixels.

    Unprintable characters are escaped first (see `text`): measuring a NUL
    or a lone surrogate raises, and wrapped text is often quoted from files.
    """
    f = font(size, style)
    lines: list[str] = []
    for paragraph in content.split("\n"):
        words = printable(paragraph).split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}".strip()
            if line and f.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


@lru_cache(maxsize=128)
def shadowed_text(content: str, size: int, colour: tuple[int, ...], style: str = "regular",
                  offset: int = 2) -> pygame.Surface:
    """Text with a soft drop shadow, for titles drawn straight onto art (cached)."""
    front = text(content, size, colour, style)
    back = text(content, size, (0, 0, 0), style)
    surf = pygame.Surface((front.get_width() + offset * 2, front.get_height() + offset * 2),
                          pygame.SRCALPHA)
    back = back.copy()
    back.set_alpha(150)
    for dx, dy in ((offset, offset), (offset + 1, offset), (offset, offset + 1)):
        surf.blit(back, (dx, dy))
    surf.blit(front, (0, 0))
    return surf


@lru_cache(maxsize=32)
def panel_surface(size: tuple[int, int], colour: tuple[int, ...] = PARCHMENT,
                  border: tuple[int, ...] = BARK, radius: int = 14, alpha: int = 255
                  ) -> pygame.Surface:
    """A rounded parchment panel with a bark border and a soft shadow (cached:
    callers blit it and never draw on it)."""
    w, h = size
    surf = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 70), (6, 7, w, h), border_radius=radius)
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(body, (*colour[:3], alpha), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(body, border, (0, 0, w, h), width=3, border_radius=radius)
    pygame.draw.rect(body, (*GOLD, 120), (5, 5, w - 10, h - 10), width=1,
                     border_radius=max(radius - 4, 2))
    surf.blit(body, (0, 0))
    return surf


def forget_fonts() -> None:
    """Drop cached fonts and text; they die with `pygame.quit()`."""
    font.cache_clear()
    text.cache_clear()
    shadowed_text.cache_clear()


@lru_cache(maxsize=8)
def shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A translucent dark layer that dims whatever is beneath a modal panel."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill((10, 8, 6, alpha))
    return layer
