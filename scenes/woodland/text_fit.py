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


VOWELS = set("aeiouyаеёиоуыэюя")
NO_START = set("йьъ")  # letters a Russian line never starts a word piece with


def _breaks(word: str) -> list[int]:
    """Where a word may be split across lines: after a hyphen it has, else
    after a vowel before a consonant or between two consonants (Дешифров-щики),
    each piece keeping a vowel, so no piece is an unreadable "ts"."""
    low = word.lower()
    out = []
    for i in range(2, len(word) - 1):
        a, b = low[i - 1], low[i]
        if not (VOWELS & set(low[:i])) or not (VOWELS & set(low[i:])):
            continue
        if a == "-":
            out.append(i)
        elif not a.isalpha() or not b.isalpha() or b in NO_START or low[i + 1] in NO_START:
            continue
        elif (a in VOWELS and b not in VOWELS) or (a not in VOWELS and b not in VOWELS
                                                   and low[i - 2] in VOWELS):
            out.append(i)
    return out


def split_word(word: str, size: int, width: int, style: str = "bold") -> list[str]:
    """A word too long for ``width`` in pieces that fit, each but the last
    ending in a hyphen (none added after a hyphen the word has); the word
    whole when no split fits."""
    f = theme.font(size, style)
    if f.size(word)[0] <= width:
        return [word]
    for i in reversed(_breaks(word)):
        head = word[:i] if word[i - 1] == "-" else word[:i] + "-"
        if f.size(head)[0] <= width:
            return [head, *split_word(word[i:], size, width, style)]
    return [word]


def _wrapped(name: str, size: int, width: int, split: bool, style: str) -> list[str]:
    f = theme.font(size, style)
    words: list[str] = []
    for word in name.split():
        words += split_word(word, size, width, style) if split else [word]
    lines: list[str] = []
    for word in words:
        candidate = f"{lines[-1]} {word}" if lines else word
        if lines and not lines[-1].endswith("-") and f.size(candidate)[0] <= width:
            lines[-1] = candidate
        else:
            lines.append(word)  # the rest of a split word starts its own line
    return lines


def name_lines(name: str, width: int, sizes: tuple[int, ...] = (17, 16, 15),
               max_lines: int = 3, style: str = "bold") -> tuple[int, list[str]]:
    """(font size, lines) of a card name within ``width``: wrapped at the
    largest of ``sizes`` that fits; failing that, a word longer than the
    width is split with a hyphen (Дешифров-щики) rather than set in tiny
    type. Only when neither fits in ``max_lines`` does the type shrink
    further (to 12)."""
    def fits(size: int, lines: list[str]) -> bool:
        f = theme.font(size, style)
        return len(lines) <= max_lines and all(f.size(line)[0] <= width for line in lines)

    for split in (False, True):
        for size in sizes:
            lines = _wrapped(name, size, width, split, style)
            if fits(size, lines):
                return size, lines
    for size in range(sizes[-1] - 1, 11, -1):
        lines = _wrapped(name, size, width, True, style)
        if fits(size, lines):
            return size, lines
    return 12, theme.wrap(name, 12, width, style)[:max_lines]
