"""The wooden pieces, drawn in code: warriors, buildings, tokens, items.

Each sprite is painted once per size (``lru_cache``) on an alpha surface, so
the table blits ready pictures. Shapes are chosen to read at a glance even
without colour: a cat's pointed ears, a bird's beak, a saw blade, a hammer,
a banner, a nest; a number badge tells how many warriors a stack holds.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes import theme

FACTION_COLOURS = {"marquise": (226, 116, 42), "eyrie": (58, 112, 186)}
FACTION_DARK = {"marquise": (112, 50, 16), "eyrie": (22, 46, 96)}
FACTION_LIGHT = {"marquise": (250, 184, 120), "eyrie": (150, 192, 236)}
WOOD = (150, 98, 52)
WOOD_DARK = (82, 50, 24)


def _surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


@lru_cache(maxsize=32)
def warrior(faction: str, size: int) -> pygame.Surface:
    """One warrior meeple seen from above: a head with ears or a beak."""
    s = _surface(size + 4, size + 6)
    fill, dark, light = FACTION_COLOURS[faction], FACTION_DARK[faction], FACTION_LIGHT[faction]
    cx, cy, r = size // 2 + 2, size // 2 + 4, size * 0.38
    pygame.draw.circle(s, (0, 0, 0, 90), (cx + 2, cy + 3), round(r) + 2)
    if faction == "marquise":
        for side in (-1, 1):
            ear = [(cx + side * r * 0.95, cy - r * 0.15), (cx + side * r * 0.8, cy - r * 1.35),
                   (cx + side * r * 0.15, cy - r * 0.8)]
            pts = [(round(x), round(y)) for x, y in ear]
            pygame.draw.polygon(s, fill, pts)
            pygame.draw.polygon(s, dark, pts, 2)
        pygame.draw.circle(s, fill, (cx, cy), round(r))
        pygame.draw.circle(s, dark, (cx, cy), round(r), 2)
        for side in (-1, 1):  # eyes
            pygame.draw.circle(s, dark, (round(cx + side * r * 0.38), round(cy - r * 0.1)),
                               max(2, round(r * 0.13)))
        pygame.draw.circle(s, light, (round(cx - r * 0.35), round(cy + r * 0.45)),
                           max(2, round(r * 0.16)))
    else:
        crest = [(cx - r * 0.2, cy - r * 0.8), (cx - r * 0.55, cy - r * 1.45),
                 (cx + r * 0.25, cy - r * 0.85)]
        pts = [(round(x), round(y)) for x, y in crest]
        pygame.draw.polygon(s, dark, pts)
        pygame.draw.circle(s, fill, (cx, cy), round(r))
        pygame.draw.circle(s, dark, (cx, cy), round(r), 2)
        beak = [(cx + r * 0.55, cy - r * 0.25), (cx + r * 1.35, cy + r * 0.1),
                (cx + r * 0.55, cy + r * 0.4)]
        pts = [(round(x), round(y)) for x, y in beak]
        pygame.draw.polygon(s, theme.GOLD, pts)
        pygame.draw.polygon(s, dark, pts, 2)
        pygame.draw.circle(s, dark, (round(cx + r * 0.15), round(cy - r * 0.2)),
                           max(2, round(r * 0.14)))
        pygame.draw.circle(s, light, (round(cx - r * 0.4), round(cy + r * 0.4)),
                           max(2, round(r * 0.16)))
    return s


@lru_cache(maxsize=128)
def warrior_stack(faction: str, count: int, size: int) -> pygame.Surface:
    """A counted stack: up to three meeples and, past one, a number badge."""
    shown = min(count, 3)
    one = warrior(faction, size)
    w, h = one.get_width() + 8 * (shown - 1) + 16, one.get_height() + 6 * (shown - 1) + 8
    s = _surface(w, h)
    for i in range(shown):
        s.blit(one, (8 * i, 6 * (shown - 1 - i) + 8))
    if count > 1:
        badge = theme.text(str(count), max(14, size // 2), theme.CREAM, "bold")
        r = max(badge.get_width(), badge.get_height()) // 2 + 3
        centre = (w - r - 1, r + 1)
        pygame.draw.circle(s, FACTION_DARK[faction], centre, r)
        pygame.draw.circle(s, theme.CREAM, centre, r, 2)
        s.blit(badge, badge.get_rect(center=(centre[0], centre[1] + 1)))
    return s


def _saw(s: pygame.Surface, c: tuple[int, int], r: float, colour) -> None:
    teeth = []
    for i in range(16):
        a = math.pi * 2 * i / 16
        rr = r if i % 2 == 0 else r * 0.72
        teeth.append((round(c[0] + math.cos(a) * rr), round(c[1] + math.sin(a) * rr)))
    pygame.draw.polygon(s, colour, teeth)
    pygame.draw.circle(s, (0, 0, 0, 0), c, max(2, round(r * 0.25)))


def _hammer(s: pygame.Surface, c: tuple[int, int], r: float, colour) -> None:
    x, y = c
    handle = pygame.Rect(0, 0, max(3, round(r * 0.3)), round(r * 1.5))
    handle.midtop = (x, round(y - r * 0.35))
    pygame.draw.rect(s, colour, handle, border_radius=2)
    head = pygame.Rect(0, 0, round(r * 1.5), round(r * 0.6))
    head.center = (x, round(y - r * 0.5))
    pygame.draw.rect(s, colour, head, border_radius=3)


def _banner(s: pygame.Surface, c: tuple[int, int], r: float, colour) -> None:
    x, y = c
    pygame.draw.line(s, colour, (round(x - r * 0.6), round(y - r)),
                     (round(x - r * 0.6), round(y + r)), max(2, round(r * 0.2)))
    flag = [(x - r * 0.6, y - r), (x + r * 0.8, y - r * 0.6), (x - r * 0.6, y - r * 0.1)]
    pygame.draw.polygon(s, colour, [(round(a), round(b)) for a, b in flag])
    pygame.draw.circle(s, colour, (round(x + r * 0.25), round(y + r * 0.45)), round(r * 0.35))


def _nest(s: pygame.Surface, c: tuple[int, int], r: float, colour) -> None:
    x, y = c
    trunk = pygame.Rect(0, 0, max(3, round(r * 0.35)), round(r * 1.1))
    trunk.midbottom = (x, round(y + r))
    pygame.draw.rect(s, colour, trunk)
    pygame.draw.ellipse(s, colour, pygame.Rect(round(x - r), round(y - r * 0.9),
                                               round(r * 2), round(r * 1.2)))
    pygame.draw.arc(s, (255, 255, 255, 160), pygame.Rect(round(x - r * 0.6), round(y - r * 0.6),
                                                         round(r * 1.2), round(r * 0.7)),
                    math.pi, 2 * math.pi, 2)


_ICONS = {"sawmill": _saw, "workshop": _hammer, "recruiter": _banner, "roost": _nest}


@lru_cache(maxsize=32)
def building(kind: str, size: int, faded: bool = False) -> pygame.Surface:
    """A square building tile in its faction's colour with its symbol."""
    faction = "eyrie" if kind == "roost" else "marquise"
    s = _surface(size + 3, size + 3)
    fill, dark = FACTION_COLOURS[faction], FACTION_DARK[faction]
    pygame.draw.rect(s, (0, 0, 0, 100), (3, 3, size, size), border_radius=6)
    pygame.draw.rect(s, fill, (0, 0, size, size), border_radius=6)
    pygame.draw.rect(s, dark, (0, 0, size, size), width=2, border_radius=6)
    _ICONS[kind](s, (size // 2, size // 2 + 1), size * 0.34, theme.CREAM)
    if faded:
        s.set_alpha(70)
    return s


@lru_cache(maxsize=16)
def wood_token(size: int) -> pygame.Surface:
    """A log seen from its end: rings of wood."""
    s = _surface(size + 2, size + 2)
    r = size // 2
    pygame.draw.circle(s, (0, 0, 0, 90), (r + 2, r + 2), r)
    pygame.draw.circle(s, WOOD, (r, r), r)
    pygame.draw.circle(s, WOOD_DARK, (r, r), r, 2)
    pygame.draw.circle(s, (196, 146, 92), (r, r), max(2, r // 2), 1)
    return s


@lru_cache(maxsize=32)
def wood_pile(count: int, size: int) -> pygame.Surface:
    """A clearing's wood: one log with a light rim, so it stands out on a
    brown clearing, and past one a number on a cream tag (not the dark disc
    of a warrior count, so the two numbers are not mistaken for each
    other): how much wood there is reads at 1280x720 without counting."""
    r = size // 2
    badge = theme.text(str(count), max(14, size - 4), WOOD_DARK, "bold") if count > 1 \
        else None
    tag = pygame.Rect(0, 0, 0, 0)
    if badge is not None:
        tag = pygame.Rect(0, 0, max(badge.get_width() + 8, badge.get_height()),
                          badge.get_height())
    w, h = size + 6 + tag.w * 2 // 3, size + 6 + tag.h // 2
    s = _surface(w, h)
    c = (w - r - 4, h - r - 4)
    pygame.draw.circle(s, (0, 0, 0, 110), (c[0] + 2, c[1] + 2), r + 1)
    pygame.draw.circle(s, theme.CREAM, c, r + 2)
    pygame.draw.circle(s, WOOD, c, r)
    pygame.draw.circle(s, WOOD_DARK, c, r, 2)
    pygame.draw.circle(s, (206, 158, 104), c, max(2, r // 2), 2)
    if badge is not None:
        tag.topleft = (0, 0)
        pygame.draw.rect(s, theme.CREAM, tag, border_radius=tag.h // 2)
        pygame.draw.rect(s, WOOD_DARK, tag, width=2, border_radius=tag.h // 2)
        s.blit(badge, badge.get_rect(center=(tag.centerx, tag.centery + 1)))
    return s


@lru_cache(maxsize=8)
def keep_token(size: int) -> pygame.Surface:
    """The keep: a round token with a tower, ringed in cream so it reads on
    the clearing's rim, where it sits clear of the warriors and their badge."""
    s = _surface(size + 3, size + 3)
    r = size // 2
    pygame.draw.circle(s, (0, 0, 0, 100), (r + 3, r + 3), r)
    pygame.draw.circle(s, theme.CREAM, (r, r), r)
    pygame.draw.circle(s, theme.GOLD, (r, r), r - 2)
    pygame.draw.circle(s, FACTION_DARK["marquise"], (r, r), r - 2, 2)
    tower = pygame.Rect(0, 0, round(size * 0.42), round(size * 0.46))
    tower.midbottom = (r, round(r + size * 0.28))
    pygame.draw.rect(s, FACTION_DARK["marquise"], tower)
    step = tower.w // 3
    for i in (0, 2):
        pygame.draw.rect(s, FACTION_DARK["marquise"],
                         (tower.x + i * step, tower.y - step, step, step))
    pygame.draw.rect(s, theme.GOLD, (tower.centerx - 2, tower.bottom - step - 2, 5, step + 2))
    return s


def _item_shape(s: pygame.Surface, item: str, c: tuple[int, int], r: float, colour) -> None:
    x, y = c
    if item == "boots":
        pygame.draw.rect(s, colour, (round(x - r * 0.5), round(y - r * 0.8), round(r * 0.6),
                                     round(r * 1.2)))
        pygame.draw.rect(s, colour, (round(x - r * 0.5), round(y + r * 0.1), round(r * 1.2),
                                     round(r * 0.5)), border_radius=3)
    elif item == "bag":
        pygame.draw.circle(s, colour, (x, round(y + r * 0.2)), round(r * 0.65))
        pygame.draw.polygon(s, colour, [(round(x - r * 0.35), round(y - r * 0.75)),
                                        (round(x + r * 0.35), round(y - r * 0.75)),
                                        (x, round(y - r * 0.2))])
    elif item == "crossbow":
        pygame.draw.line(s, colour, (round(x - r * 0.8), round(y + r * 0.8)),
                         (round(x + r * 0.8), round(y - r * 0.8)), 3)
        pygame.draw.arc(s, colour, pygame.Rect(round(x - r), round(y - r), round(2 * r),
                                               round(2 * r)), math.pi * 0.1, math.pi * 0.9, 3)
    elif item == "hammer":
        _hammer(s, (x, round(y + r * 0.2)), r, colour)
    elif item == "sword":
        pygame.draw.line(s, colour, (round(x - r * 0.7), round(y + r * 0.7)),
                         (round(x + r * 0.8), round(y - r * 0.8)), max(3, round(r * 0.28)))
        pygame.draw.line(s, colour, (round(x - r * 0.7), round(y + r * 0.05)),
                         (round(x - r * 0.05), round(y + r * 0.7)), 3)
    elif item == "tea":
        pygame.draw.rect(s, colour, (round(x - r * 0.55), round(y - r * 0.35), round(r * 1.1),
                                     round(r * 1.0)), border_bottom_left_radius=6,
                         border_bottom_right_radius=6)
        pygame.draw.circle(s, colour, (round(x + r * 0.65), round(y + r * 0.1)),
                           round(r * 0.3), 3)
    elif item == "coins":
        for dy in (0.45, 0.05, -0.35):
            pygame.draw.ellipse(s, colour, (round(x - r * 0.65), round(y + dy * r - r * 0.2),
                                            round(r * 1.3), round(r * 0.5)))
            pygame.draw.ellipse(s, (120, 90, 40), (round(x - r * 0.65),
                                                   round(y + dy * r - r * 0.2),
                                                   round(r * 1.3), round(r * 0.5)), 1)


@lru_cache(maxsize=64)
def item_icon(item: str, size: int, exhausted: bool = False) -> pygame.Surface:
    """An item token: a dark round tile with the item's silhouette."""
    s = _surface(size + 2, size + 2)
    r = size // 2
    pygame.draw.circle(s, (0, 0, 0, 90), (r + 2, r + 2), r)
    pygame.draw.circle(s, (70, 58, 46), (r, r), r)
    pygame.draw.circle(s, theme.GOLD, (r, r), r, 2)
    _item_shape(s, item, (r, r), r * 0.7, theme.CREAM)
    if exhausted:
        s.set_alpha(80)
    return s


@lru_cache(maxsize=8)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of a card: dark green with a gold ring."""
    w, h = size
    s = _surface(w + 4, h + 5)
    pygame.draw.rect(s, (0, 0, 0, 90), (3, 4, w, h), border_radius=9)
    pygame.draw.rect(s, (44, 70, 48), (0, 0, w, h), border_radius=9)
    pygame.draw.rect(s, theme.GOLD, (0, 0, w, h), width=2, border_radius=9)
    pygame.draw.rect(s, (78, 110, 70), (6, 6, w - 12, h - 12), width=1, border_radius=6)
    r = min(w, h) // 4
    pygame.draw.circle(s, (*theme.GOLD, 170), (w // 2, h // 2), r, 2)
    pygame.draw.circle(s, (*theme.GOLD, 120), (w // 2, h // 2), r // 2, 2)
    return s
