"""Card faces and chips, drawn in code from the engine's card table.

A card face shows what a player reads across the table: the suit (colour
*and* symbol), the name, the crafting cost as suit dots, and what it gives
(an item with its VP, a persistent ability, an ambush). The full rules text
lives in the tooltip. Faces are cached per (card, size, language), since a
language switch changes the name.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.woodland.cards import ANY, CARD_INDEX, CARDS, ITEMS, SUITS
from scenes import i18n, theme
from scenes.i18n import N_, _
from scenes.rules_text import card_name
from scenes.suits import draw_suit
from scenes.woodland.pieces import item_icon
from scenes.woodland.text_fit import name_lines

CARD_SIZE = (132, 184)
CHIP_H = 30  # a card chip's height; a crowded Decree column's are lower
COMPACT_CHIP_H = 24
KIND_LABELS = {"ambush": N_("Ambush"), "persistent": N_("Persistent"), "favor": N_("Favor"),
               "item": N_("Item")}


def suit_of(code: str) -> str:
    return SUITS[CARDS[CARD_INDEX[code]].suit]


def _dark(colour: tuple[int, ...], k: float = 0.55) -> tuple[int, int, int]:
    return tuple(round(c * k) for c in colour[:3])  # type: ignore[return-value]


def draw_cost(surface: pygame.Surface, cost: tuple[int, ...], at: tuple[int, int],
              r: int) -> None:
    """Cost as a row of suit dots ("?" = a dot of every suit's colours)."""
    x, y = at
    for suit in cost:
        if suit == ANY:
            pygame.draw.circle(surface, (120, 108, 92), (x, y), r)
            mark = theme.text("?", r * 2 - 2, theme.CREAM, "bold")
            surface.blit(mark, mark.get_rect(center=(x, y + 1)))
        else:
            name = SUITS[suit]
            pygame.draw.circle(surface, theme.SUIT_COLOURS[name], (x, y), r)
            draw_suit(surface, name, (x, y + 1), r * 1.3, theme.CREAM)
        pygame.draw.circle(surface, theme.INK, (x, y), r, 1)
        x += r * 2 + 3


def name_block(code: str, size: tuple[int, int], shown: int
               ) -> tuple[int, int, list[str], int, int]:
    """(top, font size, lines, line step, bottom limit) of a card's name on
    its face: within the part that shows and above what the card gives (a
    third line of «Тропа контрабан-диста» ran under the bag): fewer lines in
    smaller type when three would not fit there."""
    w, h = size
    card = CARDS[CARD_INDEX[code]]
    band = max(30, h // 5)
    mid_y = h - 62 if h > 150 else h - 46
    below = mid_y - ((40 if h > 150 else 28) // 2 if card.item >= 0 else 10) - 2
    sizes = (17, 16, 15) if w >= 120 else (14, 13)
    top = band + 6
    for most in (3, 2, 1):
        font_size, lines = name_lines(card_name(code), shown - 12, sizes, max_lines=most)
        step = theme.font(font_size, "bold").get_linesize() - 2
        if top + step * len(lines) <= below:
            break
    return top, font_size, lines, step, below


@lru_cache(maxsize=256)
def _face(code: str, size: tuple[int, int], lang: str, shown: int) -> pygame.Surface:
    card = CARDS[CARD_INDEX[code]]
    suit = SUITS[card.suit]
    colour = theme.SUIT_COLOURS[suit]
    w, h = size
    s = pygame.Surface((w + 4, h + 5), pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0, 90), (3, 4, w, h), border_radius=9)
    pygame.draw.rect(s, theme.CREAM, (0, 0, w, h), border_radius=9)
    band = max(30, h // 5)
    pygame.draw.rect(s, colour, (0, 0, w, band), border_top_left_radius=9,
                     border_top_right_radius=9)
    pygame.draw.circle(s, _dark(colour), (band // 2 + 2, band // 2), band // 2 - 3)
    draw_suit(s, suit, (band // 2 + 2, band // 2 + 1), band * 0.55, theme.CREAM)
    # A faint suit watermark in the body, as printed cards have art there.
    mark = pygame.Surface((w, h), pygame.SRCALPHA)
    draw_suit(mark, suit, (w // 2, band + (h - band) // 2 + 4), min(w, h - band) * 0.7,
              (*colour[:3], 38))
    s.blit(mark, (0, 0))
    # The name within the part of the card that shows (a card overlapped
    # in the hand shows its left ``shown`` pixels); a word longer than that
    # is split with a hyphen (Дешифров-щики) rather than set in tiny type.
    mid = (shown // 2, h - 62 if h > 150 else h - 46)
    icon_size = 40 if h > 150 else 28
    y, size_name, lines, step, _below = name_block(code, (w, h), shown)
    for line in lines:
        img = theme.text(line, size_name, theme.INK, "bold")
        s.blit(img, img.get_rect(midtop=(shown // 2, y)))
        y += step
    # What the card gives, and its cost: in the part that shows, too.
    if card.item >= 0:
        icon = item_icon(ITEMS[card.item], icon_size)
        s.blit(icon, icon.get_rect(center=(mid[0] - 18, mid[1])))
        vp = theme.text(_("{n} VP").format(n=card.vp), 17, theme.BARK, "bold")
        s.blit(vp, vp.get_rect(midleft=(mid[0] + 6, mid[1])))
    else:
        tag = theme.text(_(KIND_LABELS[card.kind]), 15, _dark(colour, 0.7), "bold")
        s.blit(tag, tag.get_rect(center=mid))
    if card.cost:
        r = 9 if w >= 120 else 7
        total = len(card.cost) * (r * 2 + 3) - 3
        draw_cost(s, card.cost, (shown // 2 - total // 2 + r, h - 18), r)
    pygame.draw.rect(s, _dark(colour, 0.6), (0, 0, w, h), width=2, border_radius=9)
    return s


def card_face(code: str, size: tuple[int, int] = CARD_SIZE,
              shown: int | None = None) -> pygame.Surface:
    """A card's face; ``shown``: how many pixels of it, from the left, are
    not covered by the next card of a hand (the whole card by default)."""
    w = size[0]
    return _face(code, size, i18n.language(), w if shown is None else max(60, min(w, shown)))


def _warn_mark(s: pygame.Surface) -> int:
    """A red "!" at a chip's right end (a Decree card that could not be
    resolved on the board as it stands); returns the width it takes, so the
    name makes room for it rather than running under it."""
    h = s.get_height()
    r = 8  # small: the narrow Decree columns need the room for the name
    centre = (s.get_width() - r - 4, h // 2)
    pygame.draw.circle(s, theme.CREAM, centre, r + 1)
    pygame.draw.circle(s, (176, 38, 30), centre, r)
    mark = theme.text("!", 13, theme.CREAM, "bold")
    s.blit(mark, mark.get_rect(center=centre))
    return 2 * r + 6


def _chip_name(s: pygame.Surface, name: str, x: int, room: int, size: int,
               colour: tuple[int, int, int]) -> None:
    """A chip's name from ``x``, in ``room`` pixels: one line, as large as
    fits down to 12 px, else two small lines rather than a cut name
    («Походное снаряжен…», «Преданный мин…»). A compact chip (a crowded
    Decree column) has room for one line only: down to 11 px, then cut."""
    h = s.get_height()
    if h < CHIP_H:
        img = theme.fitted(name, size - 2, room, "bold", colour, smallest=11)
        s.blit(img, img.get_rect(midleft=(x, h // 2)))
        return
    if theme.font(12, "bold").size(name)[0] <= room:
        img = theme.fitted(name, size, room, "bold", colour)
        s.blit(img, img.get_rect(midleft=(x, h // 2)))
        return
    size, lines = name_lines(name, room, sizes=(13, 12), max_lines=2)
    step = size + 1
    top = h // 2 - step * len(lines) // 2
    for i, line in enumerate(lines):
        img = theme.text(line, size, colour, "bold")
        s.blit(img, img.get_rect(midleft=(x, top + step * i + step // 2)))


@lru_cache(maxsize=256)
def _chip(code: str, width: int, lang: str, dim: bool, warn: bool = False,
          h: int = CHIP_H) -> pygame.Surface:
    suit = suit_of(code)
    colour = theme.SUIT_COLOURS[suit]
    s = pygame.Surface((width, h), pygame.SRCALPHA)
    pygame.draw.rect(s, theme.CREAM, (0, 0, width, h), border_radius=7)
    # A narrow suit strip: the room is the name's (Russian names are long).
    strip = 24
    pygame.draw.rect(s, colour, (0, 0, strip, h), border_top_left_radius=7,
                     border_bottom_left_radius=7)
    draw_suit(s, suit, (strip // 2, h // 2 + 1), min(17, h - 9), theme.CREAM)
    taken = _warn_mark(s) if warn else 0
    if width > strip + 12 + taken:
        _chip_name(s, card_name(code), strip + 6, width - strip - 10 - taken, 16, theme.INK)
    pygame.draw.rect(s, _dark(colour, 0.6), (0, 0, width, h), width=2, border_radius=7)
    if dim:
        s.set_alpha(110)
    return s


def card_chip(code: str, width: int, dim: bool = False, warn: bool = False,
              height: int = CHIP_H) -> pygame.Surface:
    """A card as a one-line chip (Decree columns, crafted cards, discard
    pile); ``warn``: marked as a Decree card that cannot be resolved now;
    a ``height`` under :data:`CHIP_H`: compact (a crowded Decree column)."""
    return _chip(code, width, i18n.language(), dim, warn, height)


@lru_cache(maxsize=16)
def _vizier_chip(width: int, lang: str, warn: bool = False, h: int = CHIP_H) -> pygame.Surface:
    s = pygame.Surface((width, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (214, 226, 238), (0, 0, width, h), border_radius=7)
    strip = 24  # as a card chip's
    pygame.draw.rect(s, theme.SUIT_COLOURS["bird"], (0, 0, strip, h), border_top_left_radius=7,
                     border_bottom_left_radius=7)
    draw_suit(s, "bird", (strip // 2, h // 2 + 1), min(17, h - 9), theme.CREAM)
    taken = _warn_mark(s) if warn else 0
    _chip_name(s, _("Loyal Vizier"), strip + 6, width - strip - 10 - taken, 15, (22, 46, 96))
    pygame.draw.rect(s, (22, 46, 96), (0, 0, width, h), width=2, border_radius=7)
    return s


def vizier_chip(width: int, warn: bool = False, height: int = CHIP_H) -> pygame.Surface:
    return _vizier_chip(width, i18n.language(), warn, height)


@lru_cache(maxsize=16)
def mini_card(code: str, size: tuple[int, int]) -> pygame.Surface:
    """A card too small to read: its suit's colour and symbol (the discard pile)."""
    suit = suit_of(code)
    w, h = size
    s = pygame.Surface((w + 3, h + 3), pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0, 90), (3, 3, w, h), border_radius=5)
    pygame.draw.rect(s, theme.CREAM, (0, 0, w, h), border_radius=5)
    pygame.draw.rect(s, theme.SUIT_COLOURS[suit], (3, 3, w - 6, h - 6), border_radius=4)
    draw_suit(s, suit, (w // 2, h // 2), min(w, h) * 0.6, theme.CREAM)
    pygame.draw.rect(s, theme.INK, (0, 0, w, h), width=1, border_radius=5)
    return s


def forget() -> None:
    """Drop cached faces (fonts die with pygame.quit)."""
    _face.cache_clear()
    _chip.cache_clear()
    _vizier_chip.cache_clear()
