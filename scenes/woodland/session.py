"""A Root game being played at the table: the game, how it started, its name.

A session is what a save holds: the seed, the options and the action log
(``to_payload``). Loading replays the log through the rules (``from_payload``)
instead of trusting a stored position, so a save is verified move by move as
it is opened and a damaged or forged one is refused with the number of the
first bad entry, never half-loaded. The same replay gives the replay viewer
and Rootlog export their game.

Files go through `saves.store` (saves, the autosave slot) and
`saves.atomic` (Rootlog records beside the saves), so every write is atomic
and every refusal is a `SaveError` the UI already knows how to show.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.woodland.actions import Action
from game.woodland.board import Board
from game.woodland.errors import IllegalAction
from game.woodland.game import OPTION_KEYS, Game
from saves import paths, store
from saves.atomic import atomic_write_text
from saves.errors import Problem, SaveError
from saves.names import check_name, slug
from scenes.i18n import _

ENGINE = "woodland"
MODE = "woodland"
SEED_LIMIT = 2**63
MAX_ACTIONS = 100_000
MAX_ACTION_TEXT = 120
MAX_PLAYER_NAME = 40
PAYLOAD_KEYS = frozenset({"engine", "seed", "options", "actions", "players"})
SEATS = ("marquise", "eyrie")
RECORD_SUFFIX = ".rootlog"


def random_seed() -> int:
    """A fresh seed for a new game (the player may type another)."""
    return secrets.randbelow(10**9)


def board() -> Board:
    """The Autumn board (read once from the Tiled map)."""
    from scenes.mapview import autumn_map

    return autumn_map().board


class DamagedGame(SaveError):
    """A save whose game data cannot be replayed; nothing was opened.

    ``str()`` is the English sentence (with the file); `localised` says the
    same in the player's language, built when shown so a language switch
    applies.
    """

    def __init__(self, file: str, problem: str, localised: Callable[[], str]) -> None:
        super().__init__(file, problem, Problem.BAD_PAYLOAD)
        self._localised = localised

    def localised(self) -> str:
        return f"{self.file}: {self._localised()}"


@dataclass
class WoodlandSession:
    """One game of Root at the table.

    ``options`` are the engine's options (`Game.new`); ``players`` the names
    at the Marquise's and the Eyrie's seats; ``name`` the save name once
    the game has been saved under one (None until then).
    """

    game: Game
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    players: dict[str, str] = field(default_factory=dict)
    name: str | None = None
    #: Who took each action of ``game.history`` and what it made happen
    #: (``Game.last_events``), gathered while a saved log was replayed, so
    #: the table's log of a loaded game reads as it did live. Empty when
    #: not known (a game from a position).
    actors: list[int] = field(default_factory=list)
    events: list[list[tuple]] = field(default_factory=list)

    # --- creation ----------------------------------------------------------

    @classmethod
    def new(cls, seed: int | None = None, options: Mapping[str, Any] | None = None, *,
            players: Mapping[str, str] | None = None, on_board: Board | None = None
            ) -> WoodlandSession:
        """A new game at setup (the keep's corner is the first decision)."""
        seed = random_seed() if seed is None else seed
        opts = dict(options or {})
        game = Game.new(on_board or board(), seed, opts)
        return cls(game, seed, opts, dict(players or {}))

    @classmethod
    def replay(cls, seed: int, options: Mapping[str, Any], actions: Sequence[Action | str], *,
               players: Mapping[str, str] | None = None, name: str | None = None,
               on_board: Board | None = None) -> WoodlandSession:
        """A session from the seed and the first actions of a game (trusted
        input: e.g. "play on from here" in the replay viewer)."""
        game = Game.new(on_board or board(), seed, dict(options))
        actors, events = [], []
        for action in actions:
            actors.append(game.to_act)
            game.apply(action)
            events.append(list(game.last_events))
        return cls(game, seed, dict(options), dict(players or {}), name, actors, events)

    @classmethod
    def from_payload(cls, payload: Any, *, file: str = "save", name: str | None = None,
                     on_board: Board | None = None) -> WoodlandSession:
        """Rebuild a session by replaying the saved actions through the rules.

        Raises `DamagedGame` naming the first thing wrong (a field, or the
        number and text of the first action the rules refuse); nothing is
        kept of a refused payload.
        """
        seed, options, actions, players = _check_payload(payload, file)
        try:
            game = Game.new(on_board or board(), seed, options)
        except (ValueError, TypeError, IllegalAction) as exc:
            raise _damaged(file, f"the options cannot start a game ({exc})",
                           lambda: _("the game options cannot start a game")) from None
        actors: list[int] = []
        events: list[list[tuple]] = []
        for number, text in enumerate(actions, start=1):
            actors.append(game.to_act)
            try:
                game.apply(text)
            except IllegalAction as exc:
                raise _refused(file, number, text, exc) from None
            events.append(list(game.last_events))
        return cls(game, seed, options, players, name, actors, events)

    # --- what a save holds -------------------------------------------------

    def to_payload(self) -> dict[str, Any]:
        """The game as a save's ``game`` object: enough to replay it exactly."""
        payload: dict[str, Any] = {"engine": ENGINE, "seed": self.seed,
                                   "options": dict(self.options), "actions": self.game.log}
        if self.players:
            payload["players"] = dict(self.players)
        return payload

    @property
    def round(self) -> int:
        """The round the game is in (0 during setup): a save's "turn"."""
        return self.game.state.round

    def autosave(self) -> Path:
        """Overwrite the autosave slot (called when the table commits a phase).

        Raises `SaveError`; the table shows it as a warning and play goes on.
        """
        return store.autosave(MODE, self.round, self.to_payload(),
                              name=self.name or store.AUTOSAVE_NAME)

    def save(self, name: str) -> Path:
        """Save under ``name`` (the player's own slot) and remember the name."""
        clean = check_name(name)
        path = store.write_save(clean, MODE, self.round, self.to_payload())
        self.name = clean
        return path

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
    name = None if save.name == store.AUTOSAVE_NAME else save.name
    return WoodlandSession.from_payload(save.game, file=save.path.name, name=name)


# --- checking a payload ------------------------------------------------------------

def _damaged(file: str, english: str, localised: Callable[[], str]) -> DamagedGame:
    return DamagedGame(file, f"the saved game is damaged: {english}", localised)


def _field(file: str, key: str, expected: str, value: object) -> DamagedGame:
    shown = repr(value)
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    return _damaged(file, f"'{key}' must be {expected}, not {shown}",
                    lambda: _("the saved game has a wrong value in '{field}'").format(field=key))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


OPTION_TYPES: dict[str, Callable[[object], bool]] = {
    "keep": lambda v: v is None or _is_int(v),
    "buildings": lambda v: v is None or (isinstance(v, dict) and all(
        isinstance(k, str) and _is_int(c) for k, c in v.items())),
    "leader": lambda v: v is None or isinstance(v, str),
    "vp_floor": lambda v: isinstance(v, bool),
}
OPTION_TEXT = {"keep": "a clearing number", "buildings": "building names with clearings",
               "leader": "a leader's name", "vp_floor": "true or false"}


def _check_payload(payload: Any, file: str
                   ) -> tuple[int, dict[str, Any], list[str], dict[str, str]]:
    """Type-check every field before anything is replayed."""
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
    for key, value in options.items():
        if key not in OPTION_KEYS:
            raise _field(file, "options", "made of " + ", ".join(OPTION_KEYS), key)
        if not OPTION_TYPES[key](value):
            raise _field(file, f"options.{key}", OPTION_TEXT[key], value)
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
            raise _field(file, "players", "keyed by marquise and eyrie", seat)
        if not isinstance(who, str) or len(who) > MAX_PLAYER_NAME or not who.isprintable():
            raise _field(file, f"players.{seat}", "a short name", who)
    return seed, dict(options), list(actions), dict(players)


def _refused(file: str, number: int, text: str, exc: IllegalAction) -> DamagedGame:
    """The first saved action the rules refuse, in English and localised."""
    from scenes.rules_text import refusal

    def localised() -> str:
        rule, why = refusal(exc)
        return _("saved action {n} (“{action}”) is refused by the rules: {rule} {reason}"
                 ).format(n=number, action=text, rule=rule, reason=why)

    return _damaged(file, f"action {number} ({text!r}) is refused by the rules: {exc}",
                    localised)
