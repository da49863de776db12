"""A Codex game being played at the table: the game, how it started, its name.

Like :class:`scenes.woodland.session.WoodlandSession`, a save holds the seed,
the options and the action log (``to_payload``), and loading replays the log
through the rules (``from_payload``), so a damaged or forged save is refused
with the number of the first bad entry and never half-loaded. Saves of mode
``codex`` go through the same `saves.store` (atomic writes, the autosave
slot) and are listed by the Load screen beside Root's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from game.codex.actions import Action
from game.codex.game import OPTION_KEYS, Game
from game.common.errors import IllegalAction
from saves import store
from saves.names import check_name
from scenes.i18n import _
from scenes.woodland.session import (
    MAX_ACTION_TEXT,
    MAX_ACTIONS,
    MAX_PLAYER_NAME,
    SEED_LIMIT,
    DamagedGame,
    random_seed,
)

ENGINE = "codex"
MODE = "codex"
PAYLOAD_KEYS = frozenset({"engine", "seed", "options", "actions", "players"})
SEATS = ("player1", "player2")


@dataclass
class CodexSession:
    """One Codex game at the table; ``players`` names the two seats."""

    MODE: ClassVar[str] = MODE  # the save mode (the pause menu asks for it)

    game: Game
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    players: dict[str, str] = field(default_factory=dict)
    name: str | None = None

    @classmethod
    def new(cls, seed: int | None = None, options: Mapping[str, Any] | None = None, *,
            players: Mapping[str, str] | None = None) -> CodexSession:
        seed = random_seed() if seed is None else seed
        opts = dict(options or {})
        return cls(Game.new(seed, opts), seed, opts, dict(players or {}))

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
        """Replay a saved game; `DamagedGame` names the first thing wrong."""
        seed, options, actions, players = _check_payload(payload, file)
        try:
            game = Game.new(seed, options)
        except (ValueError, TypeError) as exc:
            raise _damaged(file, f"the options cannot start a game ({exc})",
                           lambda: _("the game options cannot start a game")) from None
        for number, text in enumerate(actions, start=1):
            try:
                game.apply(text)
            except IllegalAction as exc:
                raise _refused(file, number, text, exc) from None
        return cls(game, seed, options, players, name)

    def to_payload(self) -> dict[str, Any]:
        payload: dict[str, Any] = {"engine": ENGINE, "seed": self.seed,
                                   "options": dict(self.options), "actions": self.game.log}
        if self.players:
            payload["players"] = dict(self.players)
        return payload

    @property
    def round(self) -> int:
        """The save's "turn": the Codex turn number."""
        return self.game.state.turn_number

    def autosave(self) -> Path:
        return store.autosave(MODE, self.round, self.to_payload(),
                              name=self.name or store.AUTOSAVE_NAME)

    def save(self, name: str) -> Path:
        clean = check_name(name)
        path = store.write_save(clean, MODE, self.round, self.to_payload())
        self.name = clean
        return path


def open_session(save: store.SaveFile) -> CodexSession:
    """The session of a save of mode codex read by `saves.store.read_save`."""
    name = None if save.name == store.AUTOSAVE_NAME else save.name
    return CodexSession.from_payload(save.game, file=save.path.name, name=name)


def _damaged(file: str, english: str, localised) -> DamagedGame:
    return DamagedGame(file, f"the saved game is damaged: {english}", localised)


def _field(file: str, key: str, expected: str, value: object) -> DamagedGame:
    shown = repr(value)
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    return _damaged(file, f"'{key}' must be {expected}, not {shown}",
                    lambda: _("the saved game has a wrong value in '{field}'").format(field=key))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_payload(payload: Any, file: str
                   ) -> tuple[int, dict[str, Any], list[str], dict[str, str]]:
    if not isinstance(payload, dict):
        raise _field(file, "game", "a JSON object", payload)
    unknown = sorted(set(payload) - PAYLOAD_KEYS)
    if unknown:
        raise _damaged(file, f"unknown field {unknown[0]!r}",
                       lambda: _("the saved game has an unknown field '{field}'")
                       .format(field=unknown[0]))
    for key in ("engine", "seed", "options", "actions"):
        if key not in payload:
            raise _damaged(file, f"the field {key!r} is missing",
                           lambda key=key: _("the saved game has no '{field}'").format(field=key))
    if payload["engine"] != ENGINE:
        raise _field(file, "engine", repr(ENGINE), payload["engine"])
    seed = payload["seed"]
    if not _is_int(seed) or not 0 <= seed < SEED_LIMIT:
        raise _field(file, "seed", "a whole number from 0 to 2^63-1", seed)
    options = payload["options"]
    if not isinstance(options, dict):
        raise _field(file, "options", "a JSON object", options)
    for key in options:
        if key not in OPTION_KEYS:
            raise _field(file, "options", "made of " + ", ".join(OPTION_KEYS), key)
    actions = payload["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise _field(file, "actions", f"a list of at most {MAX_ACTIONS} actions", actions)
    for number, text in enumerate(actions, start=1):
        if not isinstance(text, str) or not text.isascii() or len(text) > MAX_ACTION_TEXT:
            raise _field(file, f"actions[{number}]", "the text of an action", text)
    players = payload.get("players", {})
    if not isinstance(players, dict):
        raise _field(file, "players", "a JSON object", players)
    for seat, who in players.items():
        if seat not in SEATS:
            raise _field(file, "players", "keyed by player1 and player2", seat)
        if not isinstance(who, str) or len(who) > MAX_PLAYER_NAME or not who.isprintable():
            raise _field(file, f"players.{seat}", "a short name", who)
    return seed, dict(options), list(actions), dict(players)


def _refused(file: str, number: int, text: str, exc: IllegalAction) -> DamagedGame:
    from scenes.codex.words import refusal

    def localised() -> str:
        rule, why = refusal(exc)
        return _("saved action {n} (“{action}”) is refused by the rules: {rule} {reason}"
                 ).format(n=number, action=text, rule=rule, reason=why)

    return _damaged(file, f"action {number} ({text!r}) is refused by the rules: {exc}",
                    localised)
