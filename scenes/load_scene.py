"""Load a saved game: list saves, show damaged ones with the reason, delete.

A damaged file is listed, never hidden: the player sees which file it is and
what is wrong with it, and may delete it. Nothing here opens a file for
writing except the confirmed delete.

Saves of both games open at the table ("Load") or in their game's replay
viewer ("Replay"); Rootlog records in the saves folder (``.rootlog``/``.txt``, e.g. written at
the end of a game) are listed after the saves and open in the replay viewer.
"""

from __future__ import annotations

from datetime import datetime

import pygame

from saves.errors import SaveError, printable
from saves.store import SaveEntry, delete_save, list_saves, read_save
from scenes import theme
from scenes.dialog import Dialog
from scenes.i18n import N_, _, ngettext, resolve
from scenes.overlay import PanelOverlay
from scenes.replay_base import REPLAY_SCENES
from scenes.save_messages import explain, reason
from scenes.widgets import Button, ListRow, ScrollList

MODE_NAMES = {"woodland": N_("Root"), "codex": N_("Codex")}


def mode_name(mode: str | None) -> str:
    return _(MODE_NAMES[mode]) if mode in MODE_NAMES else "—"


# How far a save's game has gone, as its own table counts: Root in rounds
# (the Marquise then the Eyrie), Codex in turns.
PROGRESS = {"codex": N_("turn {n}")}
PROGRESS_DEFAULT = N_("round {n}")


def progress(mode: str | None, n: int | None, capital: bool = False) -> str:
    text = _(PROGRESS.get(mode or "", PROGRESS_DEFAULT)).format(n=n)
    return text[:1].upper() + text[1:] if capital else text


def entry_progress(entry: SaveEntry, capital: bool = False) -> str:
    """How far the save's game has gone, and whether it is over: a finished
    game is listed as one, since the title no longer offers to continue it."""
    text = progress(entry.mode, entry.turn, capital)
    return _("{progress}, game over").format(progress=text) if entry.finished else text


def shown_time(moment: datetime | None) -> str:
    """A save's time in the player's time zone, or in UTC, or "—".

    Any year from 1 to 9999 is a valid ``created``, but moving year 1 or
    9999 to the local zone overflows, and some platforms cannot convert
    times before 1970 at all; the list must still be drawn.
    """
    if moment is None:
        return "—"
    for convert in (lambda: moment.astimezone(), lambda: moment):
        try:
            return convert().strftime("%Y-%m-%d %H:%M")
        except (OverflowError, OSError, ValueError):
            continue
    return "—"


def entry_title(entry: SaveEntry) -> str:
    """What the list calls a readable save: the autosave by its slot, in the
    player's language (`scenes.session.shown_save_name`)."""
    from scenes.session import shown_save_name

    return resolve(shown_save_name(entry.name, entry.is_autosave))


def describe_entry(entry: SaveEntry) -> ListRow:
    if entry.damaged:
        why = reason(entry.problem, entry.reason)
        return ListRow(entry.file_name, _("Damaged: {reason}").format(reason=why),
                       entry, warning=True, badge=_("damaged"))
    when = shown_time(entry.created)
    detail = _("{mode} · {progress} · {date}").format(
        mode=mode_name(entry.mode), progress=entry_progress(entry), date=when)
    return ListRow(entry_title(entry), detail, entry)


class LoadScene(PanelOverlay):
    TITLE_TOP = 36

    def __init__(self, app) -> None:
        super().__init__(app, (1320, 860), N_("Load game"))
        self.list = self.group.add(ScrollList(
            (self.panel.x + 50, self.panel.y + 170, 860, 610), on_select=self._selected,
            on_activate=lambda row: self.load_selected(),
            empty_text=N_("No saved games yet")))
        self.folder_problem: str | None = None
        bx = self.panel.right - 330
        self.load_button = self.group.add(Button((bx, self.panel.y + 170, 280, 70),
                                                 N_("Load"), self.load_selected, kind="primary"))
        self.replay_button = self.group.add(Button(
            (bx, self.panel.y + 260, 280, 70), N_("Replay"), self.replay_selected,
            tooltip=N_("Step through the game action by action")))
        self.delete_button = self.group.add(Button((bx, self.panel.y + 350, 280, 70),
                                                   N_("Delete"), self.confirm_delete,
                                                   kind="danger"))
        self.group.add(Button((bx, self.panel.y + 710, 280, 70), N_("Back"), self.close))
        self.refresh()

    def refresh(self) -> None:
        """List the saves and records again; a folder that cannot be listed is explained.

        The scene must open whatever the folder holds: it is where the player
        deletes a bad file, so it may not itself fail on one.
        """
        from scenes.woodland.records import list_records

        try:
            self.entries = list_saves()
        except SaveError as exc:
            self.entries = []
            message = explain(exc)
            if message != self.folder_problem:
                self.app.toast(message, kind="warning")
            self.folder_problem = message
            self.list.empty_text = lambda: _("The saves folder cannot be read: {reason}").format(
                reason=message)
        else:
            self.folder_problem = None
            self.list.empty_text = N_("No saved games yet")
        self.records = list_records()
        self.list.set_rows([describe_entry(e) for e in self.entries]
                           + [describe_record(r) for r in self.records])
        if self.entries and self.list.selected is None:
            self.list.select(0)
        self._selected(self.list.selected_row)

    @property
    def selected(self) -> SaveEntry | None:
        row = self.list.selected_row
        return row.payload if row else None

    def _selected(self, row: ListRow | None) -> None:
        entry = row.payload if row else None
        is_save = isinstance(entry, SaveEntry)
        self.load_button.enabled = bool(is_save and not entry.damaged)
        self.replay_button.enabled = bool(
            (is_save and not entry.damaged and entry.mode in REPLAY_SCENES)
            or (entry is not None and not is_save))
        self.delete_button.enabled = entry is not None

    def replay_selected(self) -> None:
        entry = self.selected
        if entry is None or not self.replay_button.enabled:
            return
        from scenes.woodland.opening import refuse

        scene = REPLAY_SCENES[entry.mode] if isinstance(entry, SaveEntry) else "replay"
        try:
            replay = read_replay(entry)
        except SaveError as exc:
            refuse(self.app, exc)
            return
        self.app.push(scene, replay)

    def load_selected(self) -> None:
        entry = self.selected
        if entry is None:
            return
        if not isinstance(entry, SaveEntry):
            self.replay_selected()
            return
        try:
            save = read_save(entry.path)
        except SaveError as exc:
            message = explain(exc)
            self.app.stack.push(Dialog(self.app, N_("Cannot load this save"), lambda: message))
            self.refresh()
            return
        open_save(self.app, save)

    def confirm_delete(self) -> None:
        entry = self.selected
        if entry is None:
            return
        if isinstance(entry, SaveEntry):
            label = entry.file_name if entry.damaged else entry_title(entry)
        else:
            label = printable(entry.path.name)
        self.app.stack.push(Dialog(
            self.app, N_("Delete saved game?"),
            lambda: _("“{name}” will be deleted for good.").format(name=label),
            ((N_("Delete"), lambda: self.delete(entry), "danger"),
             (N_("Cancel"), None, "normal"))))

    def delete(self, entry) -> None:
        from scenes.woodland.records import delete_record

        try:
            if isinstance(entry, SaveEntry):
                delete_save(entry.path)
            else:
                delete_record(entry.path)
        except (SaveError, OSError) as exc:
            self.app.toast(explain(exc) if isinstance(exc, SaveError) else str(exc),
                           kind="warning")
        else:
            self.app.toast(_("Deleted {name}").format(name=printable(entry.path.name)))
        self.refresh()

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_DELETE:
            self.confirm_delete()
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            return self.list.handle_event(event)
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        self._draw_details(surface)
        n = len(self.entries)
        count = theme.text(ngettext("{n} saved game", "{n} saved games", n).format(n=n), 24,
                           theme.BARK_LIGHT)
        surface.blit(count, (self.panel.x + 56, self.panel.y + 124))

    def _draw_details(self, surface: pygame.Surface) -> None:
        """What is known about the selected file, beside the buttons."""
        entry = self.selected
        if entry is None:
            return
        x, y, width = self.panel.right - 330, self.panel.y + 450, 280
        if not isinstance(entry, SaveEntry):
            lines = [(entry.name, theme.INK, "bold"),
                     (_("Rootlog game record"), theme.INK, "regular"),
                     (shown_time(entry.modified), theme.BARK_LIGHT, "regular"),
                     (printable(entry.path.name), theme.BARK_LIGHT, "regular")]
        elif entry.damaged:
            lines = [(entry.file_name, theme.DANGER, "bold"),
                     (reason(entry.problem, entry.reason), theme.DANGER, "regular")]
        else:
            when = shown_time(entry.created)
            lines = [(entry_title(entry), theme.INK, "bold"),
                     (mode_name(entry.mode), theme.INK, "regular"),
                     (entry_progress(entry, capital=True), theme.INK, "regular"),
                     (when, theme.BARK_LIGHT, "regular"),
                     (entry.file_name, theme.BARK_LIGHT, "regular")]
        for content, colour, style in lines:
            for line in theme.wrap(content, 24, width, style)[:4]:
                surface.blit(theme.text(line, 24, colour, style), (x, y))
                y += 32
            y += 6


def read_replay(entry):
    """The save or record of a Load screen row as a replay (`SaveError` if
    it cannot be replayed through the rules)."""
    if not isinstance(entry, SaveEntry):
        from scenes.woodland.records import read_record

        return read_record(entry.path)
    save = read_save(entry.path)
    if save.mode == "codex":
        from scenes.codex.replay import replay_of_save as codex_replay

        return codex_replay(save)
    from scenes.woodland.records import replay_of_save

    return replay_of_save(save)


def describe_record(entry) -> ListRow:
    when = shown_time(entry.modified)
    detail = _("Rootlog record · {date}").format(date=when)
    return ListRow(entry.name, detail, entry, badge=_("record"))


def open_save(app, save) -> None:
    """Start the saved game; modes whose rules have not landed say so."""
    if save.mode == "woodland":
        from scenes.woodland.opening import open_woodland_save

        open_woodland_save(app, save)
        return
    if save.mode == "codex":
        from scenes.codex.opening import open_codex_save

        open_codex_save(app, save)
        return
    app.stack.push(Dialog(
        app, N_("Not playable yet"),
        lambda: _("“{name}” is a {mode} game; this version cannot play {mode} games yet.")
        .format(name=save.name, mode=mode_name(save.mode))))
