"""The title screen: the forest, the name, and the ways in.

Only entries that lead somewhere are shown: "Continue" appears while there
is an autosaved Root game to go back to (after a quit or a crash), "New
game" leads to Root's new-game screen (where the Autumn map can also be
explored); the Codex skirmish joins it when its table lands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import __version__
from scenes import theme
from scenes.assets import asset_path
from scenes.i18n import N_, _
from scenes.stack import Scene
from scenes.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from scenes.mapview import MapView


BACKDROP = asset_path("maps", "title_backdrop.png")
BACKDROP_SIZE = (480, 270)


def render_backdrop(view: MapView) -> pygame.Surface:
    """The map blurred and darkened towards the left where the menu sits.

    Rendered ahead of time into BACKDROP by ``tools/make_backdrop.py``: the
    title is the first thing a player sees, and painting the whole map first
    would double the start-up time. A test keeps the file in step with this.
    """
    small = pygame.transform.smoothscale(view.base, BACKDROP_SIZE)
    w, h = BACKDROP_SIZE
    shade = pygame.Surface(BACKDROP_SIZE, pygame.SRCALPHA)
    for x in range(w):
        t = max(0.0, 1.0 - x / (w * 0.75))
        pygame.draw.line(shade, (16, 10, 6, int(95 + 150 * t ** 0.9)), (x, 0), (x, h))
    small.blit(shade, (0, 0))
    return small


def autosave_to_continue():
    """The autosave when it holds a readable Root game, else None.

    Read with `saves` alone (no engine import): the title is the first
    frame and start-up time is measured.
    """
    from saves import paths

    path = paths.autosave_path()
    if not path.is_file():
        return None
    from saves.errors import SaveError
    from saves.store import read_save

    try:
        save = read_save(path)
    except (SaveError, OSError):
        return None
    return save if save.mode in ("woodland", "codex") else None


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.group = WidgetGroup()
        self._backdrop: pygame.Surface | None = None
        x, y, w, h, gap = 150, 450, 460, 76, 22
        resume = autosave_to_continue() is not None
        entries = (
            *(((N_("Continue"), self.continue_game, "primary",
                N_("Go back to the game you were playing")),) if resume else ()),
            (N_("New game"), self.new_game, "normal" if resume else "primary",
             N_("Root or the Codex skirmish, two players at one computer")),
            (N_("Load game"), self.open_load, "normal",
             N_("Continue a saved game or manage your saves")),
            (N_("Settings"), self.open_settings, "normal",
             N_("Language, display and animation speed")),
            (N_("Quit"), app.quit, "normal", None),
        )
        for label, action, kind, tip in entries:
            self.group.add(Button((x, y, w, h), label, action, kind=kind, tooltip=tip))
            y += h + gap
        self.group.set_focus(self.group.widgets[0])

    def continue_game(self) -> None:
        save = autosave_to_continue()
        if save is not None and save.mode == "codex":
            from scenes.codex.opening import open_codex_save

            open_codex_save(self.app, save)
            return
        from scenes.woodland.opening import continue_game

        continue_game(self.app)

    def new_game(self) -> None:
        from scenes.game_choice import ChooseGameScene

        self.app.stack.push(ChooseGameScene(self.app))

    def open_map(self) -> None:
        from scenes.board_scene import BoardScene

        self.app.stack.push(BoardScene(self.app))

    def open_load(self) -> None:
        from scenes.load_scene import LoadScene

        self.app.stack.push(LoadScene(self.app))

    def open_settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.group.handle_event(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    @property
    def backdrop(self) -> pygame.Surface:
        """The pre-rendered forest view, scaled to the screen once."""
        if self._backdrop is None:
            try:
                # Converted first: smoothscale is four times faster on 32-bit pixels.
                small = pygame.image.load(str(BACKDROP)).convert()
            except (pygame.error, OSError):
                from scenes.mapview import MapView, autumn_map  # slower, same picture

                small = render_backdrop(MapView(autumn_map()))
            self._backdrop = pygame.transform.smoothscale(small.convert(), theme.LOGICAL_SIZE)
        return self._backdrop

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop, (0, 0))
        title = theme.shadowed_text(_("Woodland Tabletop"), 104, theme.GOLD, "title", offset=4)
        surface.blit(title, (140, 150))
        subtitle = theme.shadowed_text(
            _("Root and Codex, every rule enforced and explained"), 34, theme.CREAM)
        surface.blit(subtitle, (150, 300))
        pygame.draw.line(surface, theme.GOLD, (152, 372), (150 + subtitle.get_width(), 372), 2)
        self.group.draw(surface)
        version = theme.text(_("Version {version}").format(version=__version__), 22,
                             (200, 184, 160))
        surface.blit(version, (150, theme.LOGICAL_SIZE[1] - 56))
