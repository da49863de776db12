"""Codex card faces, backs and table icons, drawn in code from the card table.

A face shows what a player reads across the table: the spec's colour, the
cost coin, the tech level, the name, an emblem for the kind, the keywords
and (on the large hand cards) the text, and ATK/HP for units and heroes.
Faces are cached per (card, size, language): a language switch changes the
name. Everything changing during play (damage, runes, exhaustion) is drawn
over a cached face by the view.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.codex.cards import CARD_INDEX, CARDS
from scenes import i18n, theme
from scenes.codex.words import KIND_NAMES, ROMAN, SUBTYPES, keyword_label
from scenes.woodland.text_fit import name_lines

HAND_SIZE = (192, 268)
PLAY_SIZE = (108, 150)
SMALL_SIZE = (132, 184)
#: The picture of a hand card never shrinks below this height for its text.
ART_MIN = 40
#: The smallest type of a hand card's rules text (logical pixels; two thirds
#: of it at 1280x720).
TEXT_FLOOR = 10

SPEC_COLOURS = {
    "neutral": (112, 124, 98),
    "bashing": (170, 62, 46),
    "finesse": (56, 98, 168),
}
TOKEN_COLOUR = (132, 110, 160)
FACE = (246, 238, 218)
RED = (196, 48, 40)
GREEN = (46, 140, 66)


def spec_colour(code: str) -> tuple[int, int, int]:
    card = CARDS[CARD_INDEX[code]]
    if card.kind == "token":
        return TOKEN_COLOUR
    return SPEC_COLOURS[card.spec]


def _dark(c: tuple[int, ...], k: float = 0.6) -> tuple[int, int, int]:
    return (round(c[0] * k), round(c[1] * k), round(c[2] * k))


def _fit(text: str, size: int, width: int, style: str = "bold",
         colour: tuple[int, ...] = theme.CREAM) -> pygame.Surface:
    """The largest rendering of ``text`` from ``size`` down that fits; at the
    smallest, shortened with an ellipsis rather than cut mid-letter."""
    return theme.fitted(text, size, width, style, colour, smallest=9)


def _fit_name(text: str, size: int, width: int) -> pygame.Surface:
    """A card's name: one line while it fits at three quarters of ``size``
    (10 points at least), else two lines at that size or less, a word too
    long for the card split with a hyphen (Своевремен-ный гонец) rather
    than set tiny or cut short; three lines only for the longest (Носорог
    обычного размера) on a small card in play; else :func:`_fit`'s
    shortened line."""
    floor = max(10, size * 3 // 4)
    for s in range(size, floor - 1, -1):
        if theme.font(s, "bold").size(text)[0] <= width:
            return theme.text(text, s, theme.CREAM, "bold")
    sizes = tuple(range(floor, 8, -1))
    for most in (2, 3):
        s, lines = name_lines(text, width, sizes=sizes, max_lines=most)
        f = theme.font(s, "bold")
        if s in sizes and len(lines) <= most and all(f.size(line)[0] <= width
                                                     for line in lines):
            if len(lines) == 1:
                return theme.text(lines[0], s, theme.CREAM, "bold")
            step = f.get_linesize() - 2
            surf = pygame.Surface((width, step * len(lines) + 2), pygame.SRCALPHA)
            for k, line in enumerate(lines):
                surf.blit(theme.text(line, s, theme.CREAM, "bold"), (0, k * step))
            return surf
    return _fit(text, size, width)


def coin(surface: pygame.Surface, centre: tuple[int, int], r: int, value: int | str) -> None:
    pygame.draw.circle(surface, (120, 84, 20), centre, r)
    pygame.draw.circle(surface, theme.GOLD, centre, r - 2)
    pygame.draw.circle(surface, (250, 214, 120), (centre[0] - r // 4, centre[1] - r // 4),
                       max(2, r // 3))
    img = theme.text(str(value), max(10, int(r * 1.2)), (60, 36, 8), "bold")
    surface.blit(img, img.get_rect(center=centre))


def sword(surface: pygame.Surface, centre: tuple[int, int], r: int,
          colour: tuple[int, int, int] = (70, 70, 78)) -> None:
    x, y = centre
    pygame.draw.line(surface, colour, (x - r, y + r), (x + r * 0.7, y - r * 0.7), max(2, r // 3))
    pygame.draw.line(surface, colour, (x - r * 0.6, y - r * 0.1 + r * 0.3),
                     (x - r * 0.1, y + r * 0.6 - r * 0.3 + r * 0.3), max(2, r // 4))


def heart(surface: pygame.Surface, centre: tuple[int, int], r: int,
          colour: tuple[int, int, int] = RED) -> None:
    x, y = centre
    pygame.draw.circle(surface, colour, (x - r // 2, y - r // 4), r // 2 + 1)
    pygame.draw.circle(surface, colour, (x + r // 2, y - r // 4), r // 2 + 1)
    pygame.draw.polygon(surface, colour, [(x - r, y - r // 6), (x + r, y - r // 6), (x, y + r)])


def shield(surface: pygame.Surface, centre: tuple[int, int], r: int,
           colour: tuple[int, int, int] = (90, 110, 140)) -> None:
    x, y = centre
    pts = [(x - r, y - r), (x + r, y - r), (x + r, y), (x, y + r), (x - r, y)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, theme.CREAM, pts, 2)


def stat_badge(surface: pygame.Surface, centre: tuple[int, int], r: int, value: int,
               kind: str, tone: int = 0) -> None:
    """ATK (round, steel) or HP (heart-red) badge; ``tone`` >0 raised, <0 lowered."""
    x, y = centre
    fill = (60, 62, 72) if kind == "atk" else (150, 36, 32)
    if kind == "atk":
        pygame.draw.circle(surface, (20, 20, 24), centre, r + 2)
        pygame.draw.circle(surface, fill, centre, r)
    else:
        rect = pygame.Rect(0, 0, r * 2, r * 2)
        rect.center = centre
        pygame.draw.rect(surface, (20, 20, 24), rect.inflate(4, 4), border_radius=r // 2 + 2)
        pygame.draw.rect(surface, fill, rect, border_radius=r // 2)
    colour = (150, 255, 150) if tone > 0 else (255, 170, 150) if tone < 0 else theme.CREAM
    img = theme.text(str(value), max(11, int(r * 1.25)), colour, "bold")
    surface.blit(img, img.get_rect(center=(x, y + 1)))


def emblem(surface: pygame.Surface, rect: pygame.Rect, kind: str,
           colour: tuple[int, int, int]) -> None:
    """A simple emblem per card kind in the art window."""
    cx, cy = rect.center
    r = min(rect.w, rect.h) // 3
    light = tuple(min(255, c + 70) for c in colour)
    if kind in ("unit", "token"):
        pygame.draw.circle(surface, light, (cx, cy - r // 3), r // 2)
        pygame.draw.ellipse(surface, light, (cx - r, cy, r * 2, r))
    elif kind == "hero":
        pts = [(cx - r, cy + r // 2), (cx - r, cy - r // 2), (cx - r // 2, cy),
               (cx, cy - r), (cx + r // 2, cy), (cx + r, cy - r // 2), (cx + r, cy + r // 2)]
        pygame.draw.polygon(surface, theme.GOLD, pts)
        pygame.draw.polygon(surface, _dark(theme.GOLD), pts, 2)
    elif kind == "ongoing":
        for k in range(3):
            pygame.draw.circle(surface, light, (cx, cy), r - k * r // 3, 2)
    else:  # spells and ultimates: a star burst
        pts = []
        for k in range(10):
            a = math.pi * k / 5 - math.pi / 2
            rr = r if k % 2 == 0 else r // 2
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.polygon(surface, light if kind == "spell" else theme.GOLD, pts)


@lru_cache(maxsize=256)
def _face(code: str, w: int, h: int, lang: str, text: bool, stats: bool = True,
          cost: int | None = None) -> pygame.Surface:
    card = CARDS[CARD_INDEX[code]]
    colour = spec_colour(code)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(6, w // 14)
    pygame.draw.rect(surf, (20, 14, 10, 120), (2, 3, w - 2, h - 2), border_radius=radius)
    pygame.draw.rect(surf, colour, (0, 0, w - 2, h - 2), border_radius=radius)
    inner = pygame.Rect(4, 4, w - 10, h - 10)
    pygame.draw.rect(surf, FACE, inner, border_radius=max(4, radius - 3))
    # name band
    r = max(9, w // 9)
    name = _fit_name(i18n._(card.name), max(11, w // 10), inner.w - 2 * r - 8)
    band = _band(inner, h, name)
    pygame.draw.rect(surf, colour, band, border_top_left_radius=radius - 3,
                     border_top_right_radius=radius - 3)
    surf.blit(name, name.get_rect(midleft=(inner.x + 2 * r + 2, band.centery)))
    art = _art_window(inner, band, h, text)
    # the kind line and the keywords, under the picture
    kind = i18n._(KIND_NAMES[card.kind])
    if card.subtypes:
        kind += " — " + ", ".join(i18n._(SUBTYPES.get(x, x)) for x in card.subtypes)
    kline = _fit(kind, max(10, w // 13), inner.w - 8, "regular", theme.BARK_LIGHT)
    kw = _fit(", ".join(keyword_label(k, v) for k, v in card.keywords), max(10, w // 12),
              inner.w - 8, "bold", theme.INK) if card.keywords else None
    head = 3 + kline.get_height() + (kw.get_height() if kw is not None else 0)
    size, lines = 0, []
    if text and card.text:
        fighter = card.kind in ("unit", "hero", "token")
        bottom = inner.bottom - (2 * max(10, w // 9) + 2 if fighter else 6)
        size, lines, give = rules_layout(i18n._(card.text), inner.w - 12,
                                         bottom - art.bottom - head, art.h - ART_MIN,
                                         max(11, w // 14))
        art.h -= give
    pygame.draw.rect(surf, _dark(colour, 0.8), art, border_radius=6)
    for k in range(0, art.h, 6):  # a little texture
        pygame.draw.line(surf, _dark(colour, 0.72), (art.x, art.y + k), (art.right - 1, art.y + k))
    emblem(surf, art, card.kind, colour)
    if card.tech > 0:
        pip = _fit(ROMAN[card.tech], max(10, w // 10), art.w, "bold", theme.GOLD)
        surf.blit(pip, pip.get_rect(topright=(art.right - 4, art.y + 2)))
    coin(surf, (inner.x + r, inner.y + r - 2), r, card.cost if cost is None else cost)
    y = art.bottom + 3
    surf.blit(kline, kline.get_rect(midtop=(inner.centerx, y)))
    y += kline.get_height()
    if kw is not None:
        surf.blit(kw, kw.get_rect(midtop=(inner.centerx, y)))
        y += kw.get_height()
    if lines:
        step = theme.font(size).get_linesize() - 2
        for line in lines:
            surf.blit(theme.text(line, size, theme.INK), (inner.x + 6, y))
            y += step
    if stats and card.kind in ("unit", "hero", "token"):
        br = max(10, w // 9)
        stat_badge(surf, (inner.x + br, inner.bottom - br), br, card.atk, "atk")
        stat_badge(surf, (inner.right - br, inner.bottom - br), br, card.hp, "hp")
    return surf


def _band(inner: pygame.Rect, h: int, name: pygame.Surface) -> pygame.Rect:
    """The name band: taller for a name on two lines."""
    return pygame.Rect(inner.x, inner.y, inner.w, max(18, h // 8, name.get_height() + 2))


def _art_window(inner: pygame.Rect, band: pygame.Rect, h: int, text: bool) -> pygame.Rect:
    return pygame.Rect(inner.x + 6, band.bottom + 4, inner.w - 12,
                       int(h * (0.30 if text else 0.36)))


def rules_layout(text: str, width: int, room: int, spare: int, largest: int
                 ) -> tuple[int, list[str], int]:
    """(type size, lines, pixels the picture gives up) of a hand card's rules
    text in ``room`` pixels under the type line. The whole picture stays
    while the text fits at ``largest`` or one point less; a longer text
    (Russian ones run a third longer: Похититель кирпичей, Знаменосец
    Гранфаллона) takes up to ``spare`` pixels of the picture before its type
    shrinks further, down to ``TEXT_FLOOR`` — at 1280x720 a 9-point text was
    about 6 pixels high, and cut short with "…" besides. Only a text too long
    even then ends in an ellipsis (the tooltip has it whole)."""
    def lines_at(size: int) -> tuple[list[str], int]:
        lines = theme.wrap(text, size, width)
        return lines, (theme.font(size).get_linesize() - 2) * len(lines) + 2

    for size in (largest, largest - 1):
        lines, need = lines_at(size)
        if need <= room:
            return size, lines, 0
    for size in range(largest - 1, TEXT_FLOOR - 1, -1):
        lines, need = lines_at(size)
        if need <= room + spare:
            return size, lines, need - room
    size = TEXT_FLOOR
    lines, _need = lines_at(size)
    step = theme.font(size).get_linesize() - 2
    keep = max(1, (room + spare - 2) // step)
    lines = lines[:keep]
    if len(lines) < len(theme.wrap(text, size, width)):
        lines[-1] = theme.ellipsized(lines[-1] + "…", size, width)
    return size, lines, spare


def art_window(code: str, size: tuple[int, int] = PLAY_SIZE, text: bool = False
               ) -> pygame.Rect:
    """Where ``card_face`` draws the picture: marks laid on a card in play
    (asleep, level) go there, clear of its name, type line and numbers."""
    w, h = size
    inner = pygame.Rect(4, 4, w - 10, h - 10)
    r = max(9, w // 9)
    name = _fit_name(i18n._(CARDS[CARD_INDEX[code]].name), max(11, w // 10),
                     inner.w - 2 * r - 8)
    return _art_window(inner, _band(inner, h, name), h, text)


def card_face(code: str, size: tuple[int, int] = PLAY_SIZE, text: bool = False,
              stats: bool = True, cost: int | None = None) -> pygame.Surface:
    """The cached face of ``code`` at ``size`` (callers only blit it);
    ``stats`` False leaves out the printed ATK/HP (a card in play shows its
    live numbers instead); ``cost`` is what the coin shows (a hand card: the
    engine's cost now, with discounts; None: the printed cost)."""
    return _face(code, size[0], size[1], i18n.language(), text, stats, cost)


@lru_cache(maxsize=16)
def card_back(w: int, h: int, spec: str = "neutral") -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(6, w // 14)
    pygame.draw.rect(surf, (20, 14, 10, 120), (2, 3, w - 2, h - 2), border_radius=radius)
    pygame.draw.rect(surf, (58, 40, 28), (0, 0, w - 2, h - 2), border_radius=radius)
    inner = pygame.Rect(5, 5, w - 12, h - 12)
    pygame.draw.rect(surf, SPEC_COLOURS.get(spec, SPEC_COLOURS["neutral"]), inner,
                     border_radius=radius - 3)
    for k in range(-h, w, 10):
        pygame.draw.line(surf, _dark(SPEC_COLOURS.get(spec, (90, 90, 90)), 0.8),
                         (inner.x + k, inner.y), (inner.x + k + inner.h, inner.bottom), 2)
    pygame.draw.rect(surf, theme.GOLD, inner, 2, border_radius=radius - 3)
    pygame.draw.circle(surf, (58, 40, 28), inner.center, min(w, h) // 5)
    pygame.draw.circle(surf, theme.GOLD, inner.center, min(w, h) // 5, 2)
    return surf


def slot_icon(surface: pygame.Surface, slot: str, centre: tuple[int, int], r: int,
              colour: tuple[int, int, int] = theme.GOLD) -> None:
    """The bonus icon of a patrol slot (Codex p.7), drawn in code."""
    x, y = centre
    if slot == "squad_leader":  # shield: +1 armor
        shield(surface, centre, r, colour)
    elif slot == "elite":  # sword: +1 ATK
        sword(surface, centre, r, colour)
    elif slot == "scavenger":  # coin: +1 gold
        coin(surface, centre, r, 1)
    elif slot == "technician":  # a card: draw
        rect = pygame.Rect(0, 0, r * 1.3, r * 1.8)
        rect.center = centre
        pygame.draw.rect(surface, colour, rect, border_radius=3)
        pygame.draw.rect(surface, theme.INK, rect, 2, border_radius=3)
        pygame.draw.line(surface, theme.INK, (rect.x + 3, rect.centery),
                         (rect.right - 3, rect.centery), 2)
    else:  # lookout: an eye: resist 1
        pygame.draw.ellipse(surface, colour, (x - r, y - r // 2, r * 2, r))
        pygame.draw.circle(surface, theme.INK, centre, r // 3 + 1)
