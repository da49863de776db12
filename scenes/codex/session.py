"""A Codex game being played at the table: the game, how it started, its name.

Like :class:`scenes.woodland.session.WoodlandSession`, a save holds the seed,
the options and the action log (``to_payload``), and loading replays the log
through the rules (``from_payload``), so a damaged or forged save is refused
with the number of the first bad entry and never half-loaded; a long log
opens from the position saved with it (`scenes.session.resume_saved`). Saves of mode
``codex`` go through the same `saves.store` (atomic writes, the autosave
slot) and are listed by the Load screen beside Root's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.codex.actions import Action
from game.codex.game import OPTION_KEYS, Game
from saves import store
from scenes.session import (
    DamagedGame,
    Envelope,
    SavedSession,
    check_checkpoint,
    check_payload,
    check_seats,
    random_seed,
    replay_saved,
    resume_saved,
    save_name,
    start_saved,
)

__all__ = ["CodexSession", "DamagedGame", "open_session"]

ENGINE = "codex"
MODE = "codex"
SEATS = ("player1", "player2")
ENVELOPE = Envelope(ENGINE, OPTION_KEYS, SEATS)


def typed_names(players: Mapping[str, str]) -> list[str]:
    """The names typed at New game in seat order (``""``: none), from a
    session's or a save's ``players``."""
    return [players.get(seat, "") for seat in SEATS]


@dataclass
class CodexSession(SavedSession):
    """One Codex game at the table; ``players`` names the two seats."""

    ENGINE: ClassVar[str] = ENGINE
    MODE: ClassVar[str] = MODE  # the save mode (the pause menu asks for it)

    game: Game
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    players: dict[str, str] = field(default_factory=dict)
    name: str | None = None
    #: Who sits where: "human" or a computer level per seat (none: two people).
    seats: dict[str, str] = field(default_factory=dict)

    @classmethod
    def new(cls, seed: int | None = None, options: Mapping[str, Any] | None = None, *,
            players: Mapping[str, str] | None = None,
            seats: Mapping[str, str] | None = None) -> CodexSession:
        seed = random_seed() if seed is None else seed
        opts = dict(options or {})
        return cls(Game.new(seed, opts), seed, opts, dict(players or {}),
                   seats=dict(seats or {}))

    @classmethod
    def replay(cls, seed: int, options: Mapping[str, Any], actions: Sequence[Action | str], *,
               players: Mapping[str, str] | None = None, name: str | None = None
               ) -> CodexSession:
        """A session from a seed and actions (trusted input, e.g. a test)."""
        game = Game.new(seed, dict(options))
        for action in actions:
            game.apply(action)
        return cls(game, seed, dict(options), dict(players or {}), name)

    @classmethod
    def from_payload(cls, payload: Any, *, file: str = "save", name: str | None = None
                     ) -> CodexSession:
        """Replay a saved game (from its checkpoint when it has a sound one);
        `DamagedGame` names the first thing wrong."""
        from scenes.codex.words import refusal

        seed, options, actions, players = check_payload(payload, file, ENVELOPE)
        seats = check_seats(payload, file, ENVELOPE)
        checkpoint = check_checkpoint(payload, file, actions)
        game = resume_saved(checkpoint, ENGINE, seed, options, actions,
                            Game.from_position, Action.parse)
        done = 0 if game is None or checkpoint is None else checkpoint.after
        if game is None:
            game = start_saved(file, lambda: Game.new(seed, options))
        replay_saved(game, actions[done:], file, refusal, first=done + 1)
        return cls(game, seed, options, players, name, seats)

    @property
    def round(self) -> int:
        """The save's "turn": the Codex turn number."""
        return self.game.state.turn_number


def open_session(save: store.SaveFile) -> CodexSession:
    """The session of a save of mode codex read by `saves.store.read_save`."""
    return CodexSession.from_payload(save.game, file=save.path.name, name=save_name(save))
