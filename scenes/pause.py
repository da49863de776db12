"""The pause menu (Esc): resume, settings, back to the title, quit."""

from __future__ import annotations

from scenes.i18n import N_
from scenes.overlay import PanelOverlay
from scenes.widgets import Button


class PauseMenu(PanelOverlay):
    dim_alpha = 140
    TITLE_SIZE = 52
    TITLE_TOP = 42

    def __init__(self, app) -> None:
        super().__init__(app, (560, 560), N_("Paused"))
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
        self.close()

    def open_settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def to_title(self) -> None:
        from scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))
