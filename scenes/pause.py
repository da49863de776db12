"""The pause menu (Esc): resume, save, settings, back to the title, quit.

"Save game" and "Load game" appear when a game with a session lies beneath
(the Root or the Codex table); leaving for the title or quitting autosaves that game first, so the
title's Continue goes back to exactly where it was left.
"""

from __future__ import annotations

from scenes.i18n import N_
from scenes.overlay import PanelOverlay
from scenes.widgets import Button


class PauseMenu(PanelOverlay):
    dim_alpha = 140
    TITLE_SIZE = 52
    TITLE_TOP = 42

    def __init__(self, app, session=None) -> None:
        self.session = session if session is not None else game_session(app)
        entries = [(N_("Resume"), self.resume_game, "primary")]
        self.finished = finished_table(app)
        if self.finished is not None:
            entries.append((N_("End of the game…"), self.show_game_over, "normal"))
        if self.session is not None:
            entries.append((N_("Save game"), self.save_game, "normal"))
            entries.append((N_("Load game"), self.open_load, "normal"))
        self.table = recording_table(app)
        if self.table is not None:
            if self.table.recording is None:
                entries.append((N_("Record a lesson"), self.record, "normal"))
            else:
                entries.append((N_("Finish the lesson…"), self.finish, "normal"))
        entries += [(N_("Rules reference"), self.open_reference, "normal"),
                    (N_("Settings"), self.open_settings, "normal"),
                    (N_("Main menu"), self.to_title, "normal"),
                    (N_("Quit"), self.quit_game, "danger")]
        super().__init__(app, (560, 184 + 94 * len(entries)), N_("Paused"))
        x, y = self.panel.x + 80, self.panel.y + 150
        for label, action, kind in entries:
            self.group.add(Button((x, y, 400, 70), label, action, kind=kind))
            y += 94
        self.group.set_focus(self.group.widgets[0])

    def resume_game(self) -> None:
        self.close()

    def show_game_over(self) -> None:
        """Back to the end-of-game panel (Export, the replay) after "Look at
        the table" put it away."""
        self.close()
        self.finished.show_game_over()

    def record(self) -> None:
        """Record a lesson from this position (Make your own lesson)."""
        self.close()
        self.table.start_recording()

    def finish(self) -> None:
        self.close()
        self.table.finish_recording()

    def open_settings(self) -> None:
        self.app.push("settings")

    def open_reference(self) -> None:
        """The reference over the pause menu (F1 does the same anywhere)."""
        self.app.open_reference()

    def save_game(self) -> None:
        session = self.session
        self.app.push("save", session.suggested_name(), session.save)

    def open_load(self) -> None:
        """The Load screen over the game (Root and Codex saves alike); the
        game is autosaved first, as when leaving for the title."""
        self._autosave()
        self.app.push("load")

    def _autosave(self) -> None:
        if self.session is not None:
            from scenes.woodland.opening import autosave

            autosave(self.app, self.session)

    def to_title(self) -> None:
        self._autosave()
        self.app.open("title")

    def quit_game(self) -> None:
        self._autosave()
        self.app.quit()


def game_session(app):
    """The session of the game beneath the menu, if any (a Root table)."""
    for scene in reversed(list(app.stack)):
        session = getattr(scene, "session", None)
        if session is not None and hasattr(session, "to_payload"):
            return session
    return None


def table_beneath(app):
    """The nearest table (a `scenes.table_shell.TableShell`) beneath the menu."""
    from scenes.table_shell import TableShell

    return next((s for s in reversed(list(app.stack)) if isinstance(s, TableShell)), None)


def finished_table(app):
    """The table beneath the menu whose game is over, if any."""
    table = table_beneath(app)
    return table if table is not None and table.game.is_over else None


def recording_table(app):
    """The table beneath the menu that can record a lesson, if any."""
    table = table_beneath(app)
    if table is not None and (table.can_record() or table.recording is not None):
        return table
    return None
