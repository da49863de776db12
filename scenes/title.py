"""The title screen: the forest, the name, and the ways in.

Only entries that lead somewhere are shown: "Continue" appears while there
is an autosaved game to go back to, Root or Codex (after a quit, a closed
window, a terminating signal or a crash), and only while that game is still
going on. A finished game has nothing left to continue: reopening it would
show the same last position with nothing to play, so the title offers New
game first instead; the finished game stays on the Load screen ("round 7,
game over"), where Replay watches it and Load shows its end again. "New
game" leads to the choice of
game. An autosave that is there but cannot be read (a locked folder or file)
or is damaged offers no Continue, and a line under the menu says why, so a
game that seems to have vanished is explained; the Load screen shows the
same file and lets the player delete it.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import pygame

from game import __version__
from saves.errors import SaveError
from scenes import theme
from scenes.assets import asset_path
from scenes.i18n import N_, _
from scenes.save_messages import explain
from scenes.stack import Scene
from scenes.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from saves.savefile import SaveFile
    from scenes.mapview import MapView


BACKDROP = asset_path("maps", "title_backdrop.png")
BACKDROP_SIZE = (480, 270)
WARNING = (255, 206, 150)  # the notice's text: light enough for the dark forest


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


def load_backdrop() -> pygame.Surface:
    """The pre-rendered forest view, scaled to the screen (the title's and,
    when nothing lies beneath them, its panels' background)."""
    try:
        # Converted first: smoothscale is four times faster on 32-bit pixels.
        small = pygame.image.load(str(BACKDROP)).convert()
    except (pygame.error, OSError):
        from scenes.mapview import MapView, autumn_map  # slower, same picture

        small = render_backdrop(MapView(autumn_map()))
    return pygame.transform.smoothscale(small.convert(), theme.LOGICAL_SIZE)


def read_autosave() -> tuple[SaveFile | None, SaveError | None]:
    """The autosave to continue, or why there is none worth offering.

    ``(save, None)`` for a readable Root or Codex game; ``(None, None)`` when
    there is no autosave (no file; or the saves path is a file, so nothing
    can have been saved there: the Load screen explains that folder);
    ``(None, error)`` when the file is there but the system will not
    let us read it (a locked folder or file: PermissionError) or it is
    damaged. Never raises: the title is the first screen and must open
    whatever the disk holds. Read with `saves` alone (no engine import): the
    title is the first frame and start-up time is measured.
    """
    from saves import paths
    from saves.errors import Problem
    from saves.store import read_save

    path = paths.autosave_path()
    try:
        os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None, None
    except OSError as exc:
        return None, SaveError(path.name, f"cannot read the file ({exc.strerror or exc})",
                               Problem.UNREADABLE)
    try:
        save = read_save(path)
    except SaveError as exc:
        return None, exc
    return (save, None) if save.mode in ("woodland", "codex") else (None, None)


def autosave_to_continue() -> SaveFile | None:
    """The autosave when it holds a readable Root or Codex game that is not
    over yet (the one Continue opens), else None."""
    save = read_autosave()[0]
    return save if save is not None and not save.finished else None


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self._backdrop: pygame.Surface | None = None
        save, self.autosave_problem = read_autosave()
        self._build_menu(resume=save is not None and not save.finished)

    def _build_menu(self, resume: bool) -> None:
        self.group = WidgetGroup()
        entries = (
            *(((N_("Continue"), self.continue_game, "primary",
                N_("Go back to the game you were playing")),) if resume else ()),
            (N_("New game"), self.new_game, "normal" if resume else "primary",
             N_("Root or the Codex skirmish: play the computer or a friend")),
            (N_("Learn the rules"), self.open_lessons, "normal",
             N_("Short lessons at the real table, one rule each, for Root and the Codex, "
                "and the rules reference (F1 opens it anywhere)")),
            (N_("Load game"), self.open_load, "normal",
             N_("Continue a saved game or manage your saves")),
            (N_("Settings"), self.open_settings, "normal",
             N_("Language, display and animation speed")),
            (N_("Quit"), self.app.quit, "normal", None),
        )
        # Six entries (with Continue) keep clear of the version line below.
        x, y, w = 150, 450, 460
        h, gap = (76, 22) if len(entries) <= 5 else (66, 18)
        for label, action, kind, tip in entries:
            self.group.add(Button((x, y, w, h), label, action, kind=kind, tooltip=tip))
            y += h + gap
        self.menu_bottom = y - gap
        self.group.set_focus(self.group.widgets[0])

    def notice(self) -> str | None:
        """Why there is no Continue although an autosave is there, in the
        current language (built when drawn, so a language switch applies)."""
        if self.autosave_problem is None:
            return None
        return _("The autosave cannot be opened: {reason}").format(
            reason=explain(self.autosave_problem))

    def continue_game(self) -> None:
        """Open the autosave, read again: it may have changed since the title
        opened. If it can no longer be read, say why and drop Continue."""
        save, problem = read_autosave()
        if save is None or save.finished:
            self.autosave_problem = problem
            self._build_menu(resume=False)
            if problem is not None:
                self.app.toast(self.notice(), kind="warning")
            else:
                self.app.toast(_("There is no game to continue"), kind="warning")
            return
        if save.mode == "codex":
            from scenes.codex.opening import open_codex_save

            open_codex_save(self.app, save)
            return
        from scenes.woodland.opening import open_woodland_save

        open_woodland_save(self.app, save)

    def new_game(self) -> None:
        self.app.push("choose_game")

    def open_lessons(self) -> None:
        self.app.push("lessons")

    def open_map(self) -> None:
        self.app.push("map")

    def open_load(self) -> None:
        self.app.push("load")

    def open_settings(self) -> None:
        self.app.push("settings")

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.group.handle_event(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def next_change(self) -> float | None:
        return self.group.next_change()

    @property
    def backdrop(self) -> pygame.Surface:
        """The pre-rendered forest view, scaled to the screen once."""
        if self._backdrop is None:
            self._backdrop = load_backdrop()
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
        self._draw_notice(surface)
        version = theme.text(_("Version {version}").format(version=__version__), 22,
                             (200, 184, 160))
        surface.blit(version, (150, theme.LOGICAL_SIZE[1] - 56))

    def _draw_notice(self, surface: pygame.Surface) -> None:
        """The autosave's problem under the menu, on a dark band so it reads
        over the forest."""
        notice = self.notice()
        if notice is None:
            return
        x, y, width, size = 150, self.menu_bottom + 28, 1000, 26
        lines = theme.wrap(notice, size, width)[:3]
        band = pygame.Rect(x - 18, y - 12, width + 36, 34 * len(lines) + 20)
        surface.blit(theme.shade(band.size, 170), band.topleft)
        pygame.draw.rect(surface, theme.GOLD, band, 2)
        for line in lines:
            surface.blit(theme.text(line, size, WARNING), (x, y))
            y += 34
