"""A Root game being played at the table: the game, how it started, its name.

A session is what a save holds: the seed, the options and the action log
(``to_payload``). Loading replays the log through the rules (``from_payload``),
so a save is verified move by move as it is opened and a damaged or forged
one is refused with the number of the first bad entry, never half-loaded; a
log longer than any real game opens from the position saved with it
(`scenes.session.resume_saved`). The same replay gives the replay viewer and
Rootlog export their game.

Files go through `saves.store` (saves, the autosave slot) and
`saves.atomic` (Rootlog records beside the saves), so every write is atomic
and every refusal is a `SaveError` the UI already knows how to show.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar

from game.woodland.actions import Action, action_of
from game.woodland.board import Board
from game.woodland.errors import IllegalAction
from game.woodland.game import OPTION_KEYS, Game
from game.woodland.rules import context as decision_context
from saves import paths, store
from saves.atomic import atomic_write_text
from saves.errors import Problem, SaveError
from saves.names import slug
from scenes.i18n import _
from scenes.session import (
    MAX_ACTION_TEXT,
    MAX_ACTIONS,
    MAX_PLAYER_NAME,
    PAYLOAD_KEYS,
    SEED_LIMIT,
    DamagedGame,
    Envelope,
    SavedSession,
    check_checkpoint,
    check_payload,
    check_seats,
    is_int,
    random_seed,
    replay_saved,
    resume_saved,
    save_name,
    start_saved,
)

__all__ = ["MAX_ACTIONS", "MAX_ACTION_TEXT", "MAX_PLAYER_NAME", "PAYLOAD_KEYS", "SEED_LIMIT",
           "DamagedGame", "WoodlandSession", "board", "open_session", "random_seed"]

ENGINE = "woodland"
MODE = "woodland"
SEATS = ("marquise", "eyrie")
RECORD_SUFFIX = ".rootlog"


def board() -> Board:
    """The Autumn board (read once from the Tiled map)."""
    from scenes.mapview import autumn_map

    return autumn_map().board


@dataclass
class WoodlandSession(SavedSession):
    """One game of Root at the table.

    ``options`` are the engine's options (`Game.new`); ``players`` the names
    at the Marquise's and the Eyrie's seats; ``name`` the save name once
    the game has been saved under one (None until then).
    """

    ENGINE: ClassVar[str] = ENGINE
    MODE: ClassVar[str] = MODE

    game: Game
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    players: dict[str, str] = field(default_factory=dict)
    name: str | None = None
    #: Who took each action of ``game.history`` and what it made happen
    #: (``Game.last_events``), gathered while a saved log was replayed, so
    #: the table's log of a loaded game reads as it did live. Empty when
    #: not known (a game from a position); -1 and no events for the actions
    #: before the checkpoint a long save was opened from.
    actors: list[int] = field(default_factory=list)
    events: list[list[tuple]] = field(default_factory=list)
    #: Who sits where: "human" or a computer level per seat (none: two people).
    seats: dict[str, str] = field(default_factory=dict)
    #: The decision each action answered (``rules.context``), gathered with
    #: ``actors``: the log says what a ``pass`` declined.
    contexts: list[str | None] = field(default_factory=list)

    # --- creation ----------------------------------------------------------

    @classmethod
    def new(cls, seed: int | None = None, options: Mapping[str, Any] | None = None, *,
            players: Mapping[str, str] | None = None, on_board: Board | None = None,
            seats: Mapping[str, str] | None = None) -> WoodlandSession:
        """A new game at setup (the keep's corner is the first decision)."""
        seed = random_seed() if seed is None else seed
        opts = dict(options or {})
        game = Game.new(on_board or board(), seed, opts)
        return cls(game, seed, opts, dict(players or {}), seats=dict(seats or {}))

    @classmethod
    def replay(cls, seed: int, options: Mapping[str, Any], actions: Sequence[Action | str], *,
               players: Mapping[str, str] | None = None, name: str | None = None,
               on_board: Board | None = None) -> WoodlandSession:
        """A session from the seed and the first actions of a game (trusted
        input: e.g. "play on from here" in the replay viewer)."""
        game = Game.new(on_board or board(), seed, dict(options))
        actors, events, contexts = [], [], []
        for action in actions:
            actors.append(game.to_act)
            contexts.append(decision_context(game.state))
            game.apply(action)
            events.append(list(game.last_events))
        return cls(game, seed, dict(options), dict(players or {}), name, actors, events,
                   contexts=contexts)

    @classmethod
    def from_payload(cls, payload: Any, *, file: str = "save", name: str | None = None,
                     on_board: Board | None = None) -> WoodlandSession:
        """Rebuild a session by replaying the saved actions through the rules.

        Raises `DamagedGame` naming the first thing wrong (a field, or the
        number and text of the first action the rules refuse); nothing is
        kept of a refused payload.
        """
        from scenes.rules_text import refusal

        seed, options, actions, players = check_payload(payload, file, ENVELOPE)
        seats = check_seats(payload, file, ENVELOPE)
        checkpoint = check_checkpoint(payload, file, actions)
        on = on_board or board()
        resumed = resume_saved(checkpoint, ENGINE, seed, options, actions,
                               lambda position: Game.from_position(on, position), action_of)
        done = 0 if resumed is None or checkpoint is None else checkpoint.after
        game = resumed if resumed is not None else start_saved(
            file, lambda: Game.new(on, seed, options), (ValueError, TypeError, IllegalAction))
        # Before a checkpoint, who acted and what happened are not known (-1, none).
        actors: list[int] = [-1] * done
        events: list[list[tuple]] = [[] for _ in range(done)]
        contexts: list[str | None] = [None] * done

        def before() -> None:
            actors.append(game.to_act)
            contexts.append(decision_context(game.state))

        replay_saved(game, actions[done:], file, refusal, before=before,
                     after=lambda: events.append(list(game.last_events)), first=done + 1)
        return cls(game, seed, options, players, name, actors, events, seats, contexts)

    # --- what a save holds -------------------------------------------------

    @property
    def round(self) -> int:
        """The round the game is in (0 during setup): a save's "turn"."""
        return self.game.state.round

    def export_rootlog(self, folder: Path | None = None) -> Path:
        """Write the game as a Rootlog record beside the saves; return the file.

        Named after the save (or "root") and the moment, never overwriting an
        earlier record. Raises `SaveError` if the disk refuses.
        """
        from game.woodland.rootlog import export_rootlog

        names = {"C": self.players.get("marquise") or _("Player 1"),
                 "E": self.players.get("eyrie") or _("Player 2")}
        text = export_rootlog(self.game, players=names)
        folder = paths.saves_dir() if folder is None else folder
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        base = f"{slug(self.name) if self.name else 'root'}-{stamp}"
        path = folder / f"{base}{RECORD_SUFFIX}"
        number = 2
        while path.exists():
            path = folder / f"{base}-{number}{RECORD_SUFFIX}"
            number += 1
        try:
            atomic_write_text(path, text)
        except OSError as exc:
            raise SaveError(path.name, f"cannot write the record ({exc.strerror or exc})",
                            Problem.WRITE_FAILED) from exc
        return path


def open_session(save: store.SaveFile) -> WoodlandSession:
    """The session of a save read by `saves.store.read_save` (mode woodland).

    The autosave keeps the game's own name when it had one; a game never
    named gets none back (so "Save game" asks for a name, not "Autosave").
    """
    return WoodlandSession.from_payload(save.game, file=save.path.name, name=save_name(save))


# --- what a Root payload holds ---------------------------------------------------

OPTION_TYPES: dict[str, Callable[[object], bool]] = {
    "keep": lambda v: v is None or is_int(v),
    "buildings": lambda v: v is None or (isinstance(v, dict) and all(
        isinstance(k, str) and is_int(c) for k, c in v.items())),
    "leader": lambda v: v is None or isinstance(v, str),
    "vp_floor": lambda v: isinstance(v, bool),
}
OPTION_TEXT = {"keep": "a clearing number", "buildings": "building names with clearings",
               "leader": "a leader's name", "vp_floor": "true or false"}
ENVELOPE = Envelope(ENGINE, OPTION_KEYS, SEATS, OPTION_TYPES, OPTION_TEXT)
