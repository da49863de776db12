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


def fitted_lines(content: str, size: int, width: int, style: str = "regular",
                 max_lines: int = 2) -> tuple[int, list[str]]:
    """(font size, lines) that show all of ``content`` within ``width``: one
    line, a size or two smaller if need be, else wrapped onto up to
    ``max_lines`` lines at a smaller size; only text longer than that is cut
    with "…" at the end of the last line."""
    for s in (size, size - 2):
        if theme.font(s, style).size(content)[0] <= width:
            return s, [content]
    for s in (size - 1, size - 3, size - 5):
        lines = theme.wrap(content, s, width, style)
        if len(lines) == 2 == max_lines:
            return s, _balanced(content, s, width, style) or lines
        if len(lines) <= max_lines:
            return s, lines
    s = size - 5
    lines = theme.wrap(content, s, width, style)[:max_lines]
    last = lines[-1]
    while last and theme.font(s, style).size(last + "…")[0] > width:
        last = last[:-1]
    lines[-1] = last.rstrip() + "…"
    return s, lines


def _balanced(content: str, size: int, width: int, style: str) -> list[str] | None:
    """Two lines of about the same width (a break after a ":" when one fits), so a
    long banner does not leave one word alone on its second line."""
    font = theme.font(size, style)
    words = content.split(" ")
    best: tuple[float, list[str]] | None = None
    for i in range(1, len(words)):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        wa, wb = font.size(a)[0], font.size(b)[0]
        if max(wa, wb) > width:
            continue
        score = max(wa, wb) - (width if a.endswith(":") else 0)  # a ":" break first
        if best is None or score < best[0]:
            best = (score, [a, b])
    return best[1] if best else None
