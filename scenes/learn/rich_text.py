"""Wrapped text whose links can be clicked: the body of a rule in the reference.

`theme.wrap` breaks plain strings; a rule's text also carries links (other
rules, glossary terms) that must be drawn apart and found again under the
pointer. This lays the runs of `scenes.learn.rulebook.runs` out word by word
(a link of several words may break between them, each word still the link)
and remembers where every word went, so drawing and hit-testing read the
same layout. A "\\n" in a text starts a new paragraph.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes import theme

LINK_COLOUR = (40, 92, 138)
LINK_HOVER = (176, 96, 24)


@dataclass(frozen=True)
class Word:
    """One placed word (relative to the layout's top-left) and its link."""

    text: str
    rect: pygame.Rect
    link: object | None


@dataclass(frozen=True)
class Layout:
    words: tuple[Word, ...]
    height: int
    size: int

    def link_at(self, pos: tuple[int, int]) -> object | None:
        """The link under `pos` (layout coordinates), if any."""
        for word in self.words:
            if word.link is not None and word.rect.collidepoint(pos):
                return word.link
        return None


def _tokens(runs) -> list[tuple[str, object | None, bool]]:
    """(word, link, space before it); a paragraph break is ("\\n", None, False)."""
    out: list[tuple[str, object | None, bool]] = []
    space = False
    for text, link in runs:
        for p, paragraph in enumerate(text.split("\n")):
            if p:
                out.append(("\n", None, False))
                space = False
            for i, word in enumerate(paragraph.split(" ")):
                if i:
                    space = True
                if word:
                    out.append((word, link, space))
                    space = False
    return out


def layout(runs, width: int, size: int = 28, *, line_gap: int = 10,
           paragraph_gap: int = 16) -> Layout:
    """Place `runs` ((text, link or None) pairs) in lines at most `width` wide."""
    face = theme.font(size)
    space_w = face.size(" ")[0]
    line_h = face.get_linesize() + line_gap
    words: list[Word] = []
    x = y = 0
    for word, link, space in _tokens(runs):
        if word == "\n":
            x, y = 0, y + line_h + paragraph_gap
            continue
        w = face.size(word)[0]
        gap = space_w if space and x else 0
        if x and x + gap + w > width:
            x, y, gap = 0, y + line_h, 0
        words.append(Word(word, pygame.Rect(x + gap, y, w, face.get_linesize()), link))
        x += gap + w
    height = y + line_h if words else 0
    return Layout(tuple(words), height, size)


def draw(surface: pygame.Surface, text: Layout, origin: tuple[int, int],
         hovered: object | None = None, colour=theme.INK) -> None:
    """Draw a layout at `origin`; link words underlined, the hovered link lit."""
    ox, oy = origin
    words = text.words
    for i, word in enumerate(words):
        ink = colour
        if word.link is not None:
            ink = LINK_HOVER if word.link == hovered else LINK_COLOUR
        img = theme.text(word.text, text.size, ink)
        r = word.rect.move(ox, oy)
        surface.blit(img, r.topleft)
        if word.link is not None:
            base = r.bottom - max(3, text.size // 7)
            right = r.right
            after = words[i + 1] if i + 1 < len(words) else None
            if after is not None and after.link is word.link and after.rect.y == word.rect.y:
                right = after.rect.x + ox  # one link of two words: one line under both
            pygame.draw.line(surface, ink, (r.x, base), (right, base), 2)
