"""The four Eyrie leader cards, laid over the map when a leader is chosen
(setup 7.3, Depose 7.7.3): each card is a button with the leader's ability
and the Decree columns its Viziers go to, so the choice reads like the cards
on a real table. Keyboard: they are focusable like any button."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.rules_text import LEADERS, name_of
from scenes.widgets import Button
from scenes.woodland.layout import MAP_RECT
from scenes.woodland.pieces import FACTION_COLOURS, FACTION_DARK, warrior
from scenes.woodland.text_fit import fitted_text
from scenes.woodland.tooltips import leader_text

CARD = (236, 300)
GAP = 24


class LeaderCard(Button):
    def __init__(self, rect, leader: str, label: str, on_click) -> None:
        super().__init__(rect, lambda: label, on_click, size=22)
        self.leader = leader

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        r = self.rect
        lit = self.hovered or self.focused
        pygame.draw.rect(surface, (20, 14, 8), r.move(4, 6), border_radius=14)
        pygame.draw.rect(surface, (250, 242, 222), r, border_radius=14)
        band = pygame.Rect(r.x, r.y, r.w, 64)
        pygame.draw.rect(surface, FACTION_COLOURS["eyrie"], band, border_top_left_radius=14,
                         border_top_right_radius=14)
        surface.blit(warrior("eyrie", 40), (r.x + 12, r.y + 10))
        name = fitted_text(name_of(LEADERS, self.leader), 26, theme.CREAM, r.w - 76, "title")
        surface.blit(name, name.get_rect(midleft=(r.x + 62, band.centery)))
        y = band.bottom + 12
        for line in theme.wrap(leader_text(self.leader), 18, r.w - 28):
            img = theme.text(line, 18, theme.INK)
            surface.blit(img, (r.x + 14, y))
            y += 24
        pygame.draw.rect(surface, theme.GOLD if lit else FACTION_DARK["eyrie"], r,
                         width=4 if lit else 2, border_radius=14)


def leader_card_rects(n: int) -> list[pygame.Rect]:
    """n cards side by side in the middle of the map."""
    w, h = CARD
    total = n * w + (n - 1) * GAP
    x = MAP_RECT.centerx - total // 2
    y = MAP_RECT.centery - h // 2
    return [pygame.Rect(x + i * (w + GAP), y, w, h) for i in range(n)]
