"""The pause menu (Esc): resume, settings, back to the title, quit."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.dialog import dim
from scenes.i18n import N_, _
from scenes.stack import Scene
from scenes.widgets import Button, WidgetGroup


class PauseMenu(Scene):
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.group = WidgetGroup()
        self.panel = pygame.Rect(0, 0, 560, 560)
        self.panel.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        x, y = self.panel.x + 80, self.panel.y + 150
        for label, action, kind in (
            (N_("Resume"), self.resume_game, "primary"),
            (N_("Settings"), self.open_settings, "normal"),
            (N_("Main menu"), self.to_title, "normal"),
            (N_("Quit"), app.quit, "danger"),
        ):
            self.group.add(Button((x, y, 400, 70), label, action, kind=kind))
            y += 94
        self.group.set_focus(self.group.widgets[0])

    def resume_game(self) -> None:
        self.app.stack.pop()

    def open_settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def to_title(self) -> None:
        from scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return True
        self.group.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 140)
        surface.blit(theme.panel_surface(self.panel.size), self.panel.topleft)
        title = theme.text(_("Paused"), 52, theme.BARK, "title")
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + 42)))
        self.group.draw(surface)
