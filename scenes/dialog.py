"""Modal dialogs: a question or a message that must be answered first.

A dialog is an overlay scene, so the scene beneath stays visible (dimmed)
while only the dialog takes input. Esc picks the last ("cancel") choice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes import theme
from scenes.app import App
from scenes.i18n import N_, Text, resolve
from scenes.stack import Scene
from scenes.widgets import Button, WidgetGroup

Choice = tuple[Text, Callable[[], None] | None, str]


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((10, 8, 6, alpha))
    surface.blit(shade, (0, 0))


class Dialog(Scene):
    overlay = True
    WIDTH = 860

    def __init__(self, app: App, title: Text, message: Text,
                 choices: Sequence[Choice] = ((N_("OK"), None, "primary"),)) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.choices = list(choices)
        self.group = WidgetGroup()
        self._layout()

    def _layout(self) -> None:
        lines = theme.wrap(resolve(self.message), 28, self.WIDTH - 100)
        height = 200 + len(lines) * theme.font(28).get_linesize() + 40
        self.rect = pygame.Rect(0, 0, self.WIDTH, height)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        self.group.widgets.clear()
        n = len(self.choices)
        bw, gap = 240, 30
        x = self.rect.centerx - (n * bw + (n - 1) * gap) // 2
        for label, action, kind in self.choices:
            self.group.add(Button((x, self.rect.bottom - 100, bw, 64), label,
                                  self._chooser(action), kind=kind))
            x += bw + gap
        self.group.set_focus(self.group.widgets[0])

    def _chooser(self, action: Callable[[], None] | None) -> Callable[[], None]:
        def choose() -> None:
            if self.app.stack.top is self:
                self.app.stack.pop()
            if action:
                action()
        return choose

    @property
    def buttons(self) -> list[Button]:
        return [w for w in self.group.widgets if isinstance(w, Button)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.buttons[-1].activate()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.group.move_focus(1 if event.key == pygame.K_RIGHT else -1)
            return True
        self.group.handle_event(event)
        return True  # modal: nothing beneath gets input

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        surface.blit(theme.panel_surface(self.rect.size), self.rect.topleft)
        title = theme.text(resolve(self.title), 40, theme.BARK, "title")
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 34)))
        y = self.rect.y + 110
        for line in theme.wrap(resolve(self.message), 28, self.WIDTH - 100):
            img = theme.text(line, 28, theme.INK)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
            y += theme.font(28).get_linesize()
        self.group.draw(surface)
