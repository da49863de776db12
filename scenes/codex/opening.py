"""Opening the Codex table: a new game from a seed, or a saved game."""

from __future__ import annotations

from scenes.codex.session import CodexSession, open_session


def start_game(app, seed: int | None = None, players: dict[str, str] | None = None,
               seats: dict[str, str] | None = None) -> None:
    """A new Codex game (Bashing vs Finesse) at the table, over what is shown;
    autosaved at once, as Root's is, so Continue finds it from the first turn
    even if the program then dies before anything is committed."""
    open_fresh(app, CodexSession.new(seed, players=players, seats=seats))


def open_fresh(app, session: CodexSession) -> None:
    """A game that has no save yet at the table (new, or played on from a
    replay), alone on the stack and autosaved at once."""
    table = app.scene("codex_table", session)
    table.autosave()
    app.stack.reset(table)


def open_codex_save(app, save) -> bool:
    """Replay a saved Codex game and open it at the table; a damaged save is
    refused with the saves' own message and nothing is opened."""
    from saves.errors import SaveError
    from scenes.woodland.opening import refuse

    try:
        session = open_session(save)
    except SaveError as exc:
        refuse(app, exc)
        return False
    app.open("codex_table", session)
    return True
