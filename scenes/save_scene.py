"""Save game: type a name, see which file it becomes, confirm an overwrite.

Opened from the pause menu over any game that has a session. The name is
checked by `saves.names` as it is typed, so the player sees why a name
cannot be used before pressing Save; saving again under the same name asks
before replacing that file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from saves.errors import Problem, SaveError
from saves.names import MAX_NAME_LENGTH, check_name
from saves.store import path_for_name
from scenes import theme
from scenes.dialog import Dialog
from scenes.i18n import N_, _
from scenes.overlay import PanelOverlay
from scenes.save_messages import explain, reason
from scenes.text_field import TextField
from scenes.widgets import Button


class SaveGameScene(PanelOverlay):
    """Ask for a name, then call ``write(name) -> Path`` (which may refuse)."""

    TITLE_TOP = 36
    dim_alpha = 140

    def __init__(self, app, suggested: str, write: Callable[[str], Path]) -> None:
        super().__init__(app, (980, 520), N_("Save game"))
        self.write = write
        p = self.panel
        self.field = self.group.add(TextField(
            (p.x + 70, p.y + 170, p.w - 140, 70), suggested, max_length=MAX_NAME_LENGTH,
            on_submit=self.save, placeholder=N_("Name of the save")))
        self.save_button = self.group.add(Button((p.centerx - 290, p.bottom - 110, 280, 70),
                                                 N_("Save"), self.save, kind="primary"))
        self.group.add(Button((p.centerx + 10, p.bottom - 110, 280, 70), N_("Cancel"),
                              self.close))
        self.group.set_focus(self.field)
        #: Every key goes to the name (`handle_key`), wherever the pointer
        #: rests, so the field stays drawn as the one being typed in, with
        #: its caret and selection, while the hover lights a button.
        self.field.editing = True
        self.problem: str | None = None
        self.target: Path | None = None
        self.target_exists = False
        self._check()

    def _check(self) -> None:
        """What the name would become: a file, or the reason it cannot.

        Whether that file exists is asked here, once per change, not while
        drawing: in a saves folder the system will not let us read
        (PermissionError) the answer is unknown, so Save is refused with the
        reason rather than risk replacing a file without asking.
        """
        try:
            check_name(self.field.text)
            self.target = path_for_name(self.field.text)
            self.target_exists = self.target.exists()
            self.problem = None
        except SaveError as exc:
            self.target = None
            self.problem = reason(exc.kind, exc.problem)
        except OSError as exc:
            refused = SaveError(self.target.name, f"cannot read the file ({exc.strerror or exc})",
                                Problem.UNREADABLE)
            self.target = None
            self.problem = explain(refused)
        self.save_button.enabled = self.problem is None

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return True
        if self.field.type_key(event):
            self._check()
            return True
        return False

    def save(self) -> None:
        self._check()
        if self.problem is not None or self.target is None:
            return
        if self.target_exists:
            name = self.field.text
            self.app.stack.push(Dialog(
                self.app, N_("Replace the save?"),
                lambda: _("A save called “{name}” exists; replace it?").format(name=name),
                ((N_("Replace"), self._write, "danger"), (N_("Cancel"), None, "normal"))))
            return
        self._write()

    def _write(self) -> None:
        try:
            path = self.write(self.field.text)
        except (SaveError, OSError) as exc:
            message = explain(exc) if isinstance(exc, SaveError) else str(exc)
            self.app.toast(_("Could not save: {error}").format(error=message), kind="warning")
            return
        self.close()
        self.app.toast(_("Saved as {file}").format(file=path.name))

    def status(self) -> tuple[str, tuple[int, int, int]] | None:
        """The line under the name and its colour: why the name cannot be
        used, or what Save will do. Nothing is saved while this dialog is
        open, so it speaks of the file to come ("Will be saved as …"); the
        toast after saving says "Saved as …"."""
        if self.problem:
            return self.problem, theme.DANGER
        if self.target is not None and self.target_exists:
            return _("Replaces {file}").format(file=self.target.name), theme.DANGER
        if self.target is not None:
            return (_("Will be saved as {file}").format(file=self.target.name),
                    theme.BARK_LIGHT)
        return None

    def draw_content(self, surface: pygame.Surface) -> None:
        p = self.panel
        y = self.field.rect.bottom + 18
        status = self.status()
        if status is None:
            return
        line, colour = status
        for text in theme.wrap(line, 24, p.w - 140)[:2]:
            surface.blit(theme.text(text, 24, colour), (p.x + 74, y))
            y += 32
