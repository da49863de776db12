"""How a Root game gets onto the table: new, loaded, continued, played on.

Every way in ends in `open_table`, which leaves the stack as the title with
the table on top, so Esc → Main menu and the end of a game always lead back
to one fresh title, whatever screens were crossed to get there. A game that
cannot be opened leaves the screens as they were and says why in a dialog.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from saves.errors import SaveError
from saves.savefile import SaveFile
from scenes import sound
from scenes.i18n import N_, _
from scenes.save_messages import explain
from scenes.woodland.session import DamagedGame, WoodlandSession, open_session


def open_table(app, session: WoodlandSession) -> None:
    """Show ``session`` at the table, over a fresh title."""
    sound.prepare()
    app.open("title")
    app.push("woodland_table", session)


def start_game(app, seed: int | None = None, options: Mapping[str, Any] | None = None,
               players: Mapping[str, str] | None = None,
               seats: Mapping[str, str] | None = None) -> WoodlandSession:
    """A new game at setup, autosaved at once so Continue finds it; ``seats``
    says who sits where (``human`` or a computer level; none: two people)."""
    session = WoodlandSession.new(seed, options, players=players, seats=seats)
    autosave(app, session)
    open_table(app, session)
    return session


def autosave(app, session: WoodlandSession) -> bool:
    """Write the autosave; a disk that refuses costs a warning, not the game."""
    try:
        session.autosave()
    except (SaveError, OSError) as exc:
        message = explain(exc) if isinstance(exc, SaveError) else str(exc)
        app.toast(_("Could not autosave: {error}").format(error=message), kind="warning")
        return False
    return True


def refuse(app, exc: SaveError) -> None:
    """The dialog for a save or record that cannot be opened."""
    from scenes.dialog import Dialog

    def message() -> str:
        return exc.localised() if isinstance(exc, DamagedGame) else explain(exc)

    app.stack.push(Dialog(app, N_("Cannot load this save"), message))


def open_woodland_save(app, save: SaveFile) -> bool:
    """Replay a Root save onto the table; False (and a dialog) if refused."""
    try:
        session = open_session(save)
    except SaveError as exc:
        refuse(app, exc)
        return False
    open_table(app, session)
    return True

