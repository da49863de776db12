"""Settings: language (live), display, window size, frame cap, animation speed,
sound volume and mute.

Every change applies at once and is written to the settings file, so there
is no "apply" button to forget and nothing is lost if the app is closed.
"""

from __future__ import annotations

from saves.settings import WINDOW_SIZES
from scenes import sound
from scenes.i18n import LANGUAGES, N_, decimal
from scenes.overlay import PanelOverlay
from scenes.widgets import Button, OptionRow

FRAME_CAPS = [30, 60, 120, 144, 240]
ANIMATION_SPEEDS = [0.5, 1.0, 1.5, 2.0, 3.0]
VOLUMES = [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]


def _const(text: str):
    return lambda: text


class SettingsScene(PanelOverlay):
    def __init__(self, app) -> None:
        super().__init__(app, (1040, 1030), N_("Settings"))
        self.rows: dict[str, OptionRow] = {}
        self._build()

    def _build(self) -> None:
        s = self.app.settings
        x, w, y = self.panel.x + 60, self.panel.w - 120, self.panel.y + 140

        def row(key: str, caption: str, choices, current, on_change, tooltip: str) -> None:
            nonlocal y
            self.rows[key] = self.group.add(OptionRow((x, y, w, 76), caption, choices, current,
                                                      on_change, tooltip=tooltip))
            y += 90

        row("language", N_("Language"),
            [(code, _const(name)) for code, name in LANGUAGES.items()], s.language,
            self.app.set_language, N_("Language of menus, rules and messages"))
        row("display", N_("Display"),
            [(False, N_("Window")), (True, N_("Fullscreen"))], s.fullscreen,
            self._set_fullscreen, N_("F11 switches at any time"))
        sizes = list(WINDOW_SIZES)
        if tuple(s.window_size) not in sizes:
            sizes.append(tuple(s.window_size))
        row("window", N_("Window size"),
            [(size, _const(f"{size[0]} × {size[1]}")) for size in sizes],
            tuple(s.window_size), self.app.set_window_size,
            N_("Size of the window when not fullscreen; it can also be resized by dragging"))
        caps = sorted(set(FRAME_CAPS) | {s.frame_cap})
        row("frame_cap", N_("Frame cap"),
            [(c, _const(f"{c} FPS")) for c in caps], s.frame_cap,
            self._set("frame_cap"), N_("Highest frame rate; lower saves power"))
        speeds = sorted(set(ANIMATION_SPEEDS) | {s.animation_speed})
        row("animation_speed", N_("Animation speed"),
            [(v, lambda v=v: f"{decimal(v)}×") for v in speeds], s.animation_speed,
            self._set("animation_speed"), N_("How fast dice, pieces and messages move"))
        volumes = sorted(set(VOLUMES) | {s.volume})
        row("volume", N_("Volume"),
            [(v, _const(f"{round(v * 100)}%")) for v in volumes], s.volume,
            self._set_sound("volume"), N_("Loudness of dice, moves and the turn bell"))
        row("muted", N_("Sound"),
            [(False, N_("On")), (True, N_("Off"))], s.muted,
            self._set_sound("muted"), N_("Sound effects on or off"))
        row("auto_pass", N_("When no card can answer"),
            [(True, N_("Pass for me")), (False, N_("Ask me"))], s.auto_pass,
            self._set("auto_pass"),
            N_("Against the computer: an ambush, foil or Field Hospitals question your "
               "hand cannot answer is passed for you. With two people at the table it is "
               "always asked, so that the pause tells nothing about your hand (1.2.1)."))
        self.back = self.group.add(Button((self.panel.centerx - 160, self.panel.bottom - 110,
                                           320, 70), N_("Back"), self.close, kind="primary"))
        self.group.set_focus(self.rows["language"])

    def _set(self, name: str):
        def setter(value) -> None:
            self.app.change_settings(**{name: value})
        return setter

    def _set_sound(self, name: str):
        def setter(value) -> None:
            self.app.change_settings(**{name: value})
            sound.apply_settings(self.app.settings)
            sound.play("move")  # hear the new level at once
        return setter

    def _set_fullscreen(self, value: bool) -> None:
        if value != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()

    def update(self, dt: float) -> None:
        # Fullscreen may also change through F11 while this screen is open.
        row = self.rows["display"]
        if row.value != self.app.settings.fullscreen:
            row.index = 1 if self.app.settings.fullscreen else 0
        self.group.update(dt)
