"""Modal dialogs: a question or a message that must be answered first.

A dialog is a panel overlay, so the scene beneath stays visible (dimmed)
while only the dialog takes input. Esc picks the last ("cancel") choice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes import theme
from scenes.app import App
from scenes.i18n import N_, Text, resolve
from scenes.overlay import PanelOverlay
from scenes.widgets import Button

Choice = tuple[Text, Callable[[], None] | None, str]


class Dialog(PanelOverlay):
    dim_alpha = 150
    TITLE_SIZE = 40
    TITLE_TOP = 34
    WIDTH = 860

    def __init__(self, app: App, title: Text, message: Text,
                 choices: Sequence[Choice] = ((N_("OK"), None, "primary"),)) -> None:
        lines = theme.wrap(resolve(message), 28, self.WIDTH - 100)
        height = 200 + len(lines) * theme.font(28).get_linesize() + 40
        super().__init__(app, (self.WIDTH, height), title)
        self.message = message
        self.choices = list(choices)
        self.rect = self.panel
        self._layout()

    def _layout(self) -> None:
        n = len(self.choices)
        bw, gap = 240, 30
        x = self.rect.centerx - (n * bw + (n - 1) * gap) // 2
        for label, action, kind in self.choices:
            self.group.add(Button((x, self.rect.bottom - 100, bw, 64), label,
                                  self._chooser(action), kind=kind))
            x += bw + gap
        # A question whose answer destroys something (Delete, Replace, Reset)
        # starts on the safe answer: Enter alone must not wipe a save.
        safe = [b for b, (_l, _a, kind) in zip(self.buttons, self.choices, strict=True)
                if kind != "danger"]
        self.group.set_focus(safe[0] if safe else self.group.widgets[0])

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

    def close(self) -> None:
        """Esc means the last ("cancel") choice."""
        self.buttons[-1].activate()

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.group.move_focus(1 if event.key == pygame.K_RIGHT else -1, wrap=False)
            return True
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        y = self.rect.y + 110
        for line in theme.wrap(resolve(self.message), 28, self.WIDTH - 100):
            img = theme.text(line, 28, theme.INK)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
            y += theme.font(28).get_linesize()
