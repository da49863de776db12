"""The Autumn map, full window: clearings, suits, slots, ruins, paths, river.

Hovering a clearing lights it and its neighbours and fills the side panel
with what the rules know about it. The pieces arrive with the rules engine.
"""

from __future__ import annotations

import math

import pygame

from scenes import theme
from scenes.i18n import N_, _, ngettext
from scenes.mapview import MapView, autumn_map
from scenes.pulse import Pulse
from scenes.stack import Scene, soonest
from scenes.suits import draw_suit
from scenes.widgets import Button, WidgetGroup

SUIT_NAMES = {"fox": N_("Fox"), "rabbit": N_("Rabbit"), "mouse": N_("Mouse"), "bird": N_("Bird")}
PANEL = pygame.Rect(1480, 40, 410, 1000)


class BoardScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.view = MapView(autumn_map())
        self.board = self.view.board
        self.hovered: int | None = None
        # The hover ring's clock: sin(4t) (MapView.draw_hover) is widest at π/8.
        self.pulse = Pulse(math.pi / 2, math.pi / 8)
        self.group = WidgetGroup()
        self.group.add(Button((PANEL.x + 30, PANEL.bottom - 100, PANEL.w - 60, 66),
                              N_("Menu"), self.open_pause, tooltip=N_("Pause menu (Esc)")))

    def open_pause(self) -> None:
        self.app.push("pause")

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.pulse.stir()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.view.clearing_at(event.pos)
        return self.group.handle_event(event)

    def update(self, dt: float) -> None:
        self.pulse.advance(dt, dt * self.app.settings.animation_speed)
        self.group.update(dt)

    def next_change(self) -> float | None:
        """A hovered clearing's ring breathes for a while after each input."""
        ring = self.pulse.next_change() if self.hovered is not None else None
        return soonest(ring, self.group.next_change())

    def resume(self) -> None:
        self.pulse.stir()

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.hovered, self.pulse.time)
        self._draw_panel(surface)
        self.group.draw(surface)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        surface.blit(theme.panel_surface(PANEL.size, alpha=232), PANEL.topleft)
        x, y = PANEL.x + 32, PANEL.y + 28
        title = theme.text(_("Autumn"), 50, theme.BARK, "title")
        surface.blit(title, (x, y))
        y += 80
        if self.hovered is None:
            y = self._draw_legend(surface, x, y)
        else:
            y = self._draw_clearing(surface, self.hovered, x, y)

    def _draw_legend(self, surface: pygame.Surface, x: int, y: int) -> int:
        for line in theme.wrap(_("Point at a clearing to see its suit, building slots and "
                                 "neighbours."), 24, PANEL.w - 64):
            surface.blit(theme.text(line, 24, theme.INK), (x, y))
            y += 32
        y += 20
        for suit in ("fox", "rabbit", "mouse"):
            pygame.draw.circle(surface, theme.SUIT_COLOURS[suit], (x + 24, y + 22), 22)
            draw_suit(surface, suit, (x + 24, y + 23), 28, theme.CREAM)
            count = sum(1 for c in self.board.clearings if c.suit.value == suit)
            label = ngettext("{suit}: {n} clearing", "{suit}: {n} clearings", count)
            surface.blit(theme.text(label.format(suit=_(SUIT_NAMES[suit]), n=count), 28,
                                    theme.INK), (x + 62, y + 4))
            y += 60
        y += 16
        for line in theme.wrap(_("Brown tracks are paths: pieces move along them. The river "
                                 "and the forests between paths are not clearings."),
                               22, PANEL.w - 64):
            surface.blit(theme.text(line, 22, theme.BARK_LIGHT), (x, y))
            y += 30
        return y

    def _draw_clearing(self, surface: pygame.Surface, number: int, x: int, y: int) -> int:
        clearing = self.board.clearing(number)
        suit = clearing.suit.value
        pygame.draw.circle(surface, theme.SUIT_COLOURS[suit], (x + 30, y + 30), 30)
        draw_suit(surface, suit, (x + 30, y + 31), 38, theme.CREAM)
        heading = _("Clearing {n}").format(n=number)
        surface.blit(theme.text(heading, 38, theme.INK, "bold"), (x + 76, y - 2))
        surface.blit(theme.text(_(SUIT_NAMES[suit]), 26, theme.BARK_LIGHT), (x + 78, y + 44))
        y += 96
        facts = [
            ngettext("{n} building slot", "{n} building slots", clearing.slots)
            .format(n=clearing.slots),
        ]
        if clearing.ruin:
            facts.append(_("A ruin fills one slot"))
        if clearing.opposite is not None:
            facts.append(_("Corner; the opposite corner is {n}").format(n=clearing.opposite))
        neighbours = ", ".join(str(n) for n in self.board.adjacent(number))
        facts.append(_("Paths to: {list}").format(list=neighbours))
        across = sorted(next(iter(p - {number})) for p in self.board.rivers if number in p)
        if across:
            facts.append(_("River to: {list}").format(list=", ".join(map(str, across))))
        for fact in facts:
            for line in theme.wrap(fact, 28, PANEL.w - 64):
                surface.blit(theme.text(line, 28, theme.INK), (x, y))
                y += 38
            y += 8
        return y
