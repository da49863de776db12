"""Modal panels drawn over the dimmed scene beneath (pause, settings, load, dialogs).

They share one behaviour: the scene below stays visible but dimmed, every
event stops at the panel (it is modal), Esc closes it, and its widgets live
in one WidgetGroup so mouse, Tab/arrows and Enter work the same everywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes import theme
from scenes.i18n import Text, resolve
from scenes.stack import Scene
from scenes.widgets import Button, WidgetGroup, label_size


class PanelOverlay(Scene):
    overlay = True
    dim_alpha = 120  # the stack dims what lies beneath (see SceneStack.draw)
    TITLE_SIZE = 56
    TITLE_TOP = 40

    def __init__(self, app, size: tuple[int, int], title: Text) -> None:
        super().__init__(app)
        self.title = title
        self.group = WidgetGroup()
        self.panel = pygame.Rect((0, 0), size)
        self.panel.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def add_button_row(self, choices: Sequence[tuple[Text, Callable[[], Any], str]], y: int,
                       height: int = 66, gap: int = 24) -> None:
        """(label, action, kind) buttons in one row across the panel, at one
        size that fits every label, the first focused."""
        width = (self.panel.w - 120 - gap * (len(choices) - 1)) // len(choices)
        size = min(label_size(label, width) for label, _action, _kind in choices)
        x = self.panel.x + 60
        for label, action, kind in choices:
            self.group.add(Button((x, y, width, height), label, action, kind=kind, size=size))
            x += width + gap
        self.group.set_focus(self.group.widgets[0])

    def after_closing(self, action: Callable[[], Any] | None) -> Callable[[], None]:
        """``action`` run once this panel has closed, so that what it opens
        goes over the scene beneath, not over the panel."""
        def run() -> None:
            self.close()
            if action is not None:
                action()

        return run

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Keys of this panel beyond Esc; return True when used."""
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return True
            if self.handle_key(event):
                return True
        self.group.handle_event(event)
        return True  # modal: nothing beneath gets input

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def next_change(self) -> float | None:
        return self.group.next_change()

    def draw_content(self, surface: pygame.Surface) -> None:
        """What the panel shows besides its title and widgets."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.panel_surface(self.panel.size), self.panel.topleft)
        # A long title (a lesson's rules and name) takes smaller type, never
        # the panel's edges.
        title = theme.fitted(resolve(self.title), self.TITLE_SIZE, self.panel.w - 60, "title",
                             theme.BARK, smallest=self.TITLE_SIZE * 2 // 3)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx,
                                                   self.panel.y + self.TITLE_TOP)))
        self.draw_content(surface)
        self.group.draw(surface)
