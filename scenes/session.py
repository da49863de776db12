"""What a saved game of either table is: a seed, options and an action log.

Root's and the Codex's sessions save and load the same way, so the shared
part lives here once: the payload envelope (``engine``, ``seed``,
``options``, ``actions``, ``players``) and its checks, replaying a saved log
through an engine with the first refused entry named, and the
autosave/save plumbing through `saves.store`. Each game's session keeps only
what differs: its engine, its seats, its option types, how it says a refusal.

Loading replays the log through the rules, so a damaged or forged save is
refused with the number of the first bad entry and never half-loaded. A log
longer than `CHECKPOINT_AFTER` actions is also saved with the position it
reaches (``checkpoint``: the position, how many actions it comes after, and
a SHA-256 of seed, options, those actions and the position), and opened
from it: replaying the 100,000 actions a save may hold took seconds, reading
the position takes a millisecond. The checkpoint is a cache, never the
truth: the save still holds seed, options and every action, so it can always
be replayed and verified; a checkpoint whose digest does not match (an action
or the position edited, a damaged byte) or that the engine's position reader
refuses is set aside and the whole log replayed, so such a save is accepted or
refused exactly as if it had none. Only a consistent forgery of position and
digest together is believed; the position reader still refuses every
position that is not a sound game.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
import secrets
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Protocol, TypeVar

from game.common.errors import IllegalAction, PositionError
from game.common.errors import shown as quoted
from saves import paths, store
from saves.errors import Problem, SaveError
from saves.names import check_name
from scenes.i18n import N_, Text, _, every_translation

SEED_LIMIT = 2**63
MAX_ACTIONS = 100_000
MAX_ACTION_TEXT = 120
MAX_PLAYER_NAME = 40
PAYLOAD_KEYS = frozenset({"engine", "seed", "options", "actions", "players", "seats",
                          "checkpoint"})
#: A log longer than this is saved with the position it reaches, and opened from
#: it. Up to here a full replay costs at most a few tenths of a second (about
#: 20-60 µs an action); real games are 300-600 actions.
CHECKPOINT_AFTER = 2_000
CHECKPOINT_KEYS = frozenset({"after", "position", "sha256"})
_SHA256 = re.compile(r"[0-9a-f]{64}")

G = TypeVar("G")


def random_seed() -> int:
    """A fresh seed for a new game (the player may type another)."""
    return secrets.randbelow(10**9)


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


# --- checking a payload ------------------------------------------------------------

def damaged(file: str, english: str, localised: Callable[[], str]) -> DamagedGame:
    """A `DamagedGame` whose English text starts the way every such one does."""
    return DamagedGame(file, f"the saved game is damaged: {english}", localised)


def wrong_field(file: str, key: str, expected: str, value: object) -> DamagedGame:
    """A field holding the wrong thing; the value is shown cut to 60 characters."""
    try:
        shown = repr(value)
    except ValueError:  # a number past the int conversion limit, alone or in a list
        shown = quoted(value)
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    return damaged(file, f"'{key}' must be {expected}, not {shown}",
                   lambda: _("the saved game has a wrong value in '{field}'").format(field=key))


def is_int(value: object) -> bool:
    """A JSON whole number (``True`` is an int to Python, not to a save)."""
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Envelope:
    """What a game's payloads must look like: its engine name, the option
    names its engine takes (with a type check and its wording for those that
    have one) and its seats."""

    engine: str
    option_keys: Iterable[str]
    seats: tuple[str, ...]
    option_types: Mapping[str, Callable[[object], bool]] | None = None
    option_text: Mapping[str, str] | None = None


def check_payload(payload: Any, file: str, envelope: Envelope
                  ) -> tuple[int, dict[str, Any], list[str], dict[str, str]]:
    """Type-check every field before anything is replayed."""
    if not isinstance(payload, dict):
        raise wrong_field(file, "game", "a JSON object", payload)
    unknown = sorted(set(payload) - PAYLOAD_KEYS)
    if unknown:
        raise damaged(file, f"unknown field {unknown[0]!r}",
                      lambda: _("the saved game has an unknown field '{field}'")
                      .format(field=unknown[0]))
    for key in ("engine", "seed", "options", "actions"):
        if key not in payload:
            raise damaged(file, f"the field {key!r} is missing",
                          lambda key=key: _("the saved game has no '{field}'").format(field=key))
    if payload["engine"] != envelope.engine:
        raise wrong_field(file, "engine", repr(envelope.engine), payload["engine"])
    seed = payload["seed"]
    if not is_int(seed) or not 0 <= seed < SEED_LIMIT:
        raise wrong_field(file, "seed", "a whole number from 0 to 2^63-1", seed)
    options = payload["options"]
    if not isinstance(options, dict):
        raise wrong_field(file, "options", "a JSON object", options)
    for key, value in options.items():
        if key not in envelope.option_keys:
            raise wrong_field(file, "options", "made of " + ", ".join(envelope.option_keys), key)
        if envelope.option_types is not None and not envelope.option_types[key](value):
            text = envelope.option_text[key] if envelope.option_text else "a valid option"
            raise wrong_field(file, f"options.{key}", text, value)
    actions = payload["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise wrong_field(file, "actions", f"a list of at most {MAX_ACTIONS} actions", actions)
    for number, text in enumerate(actions, start=1):
        if not isinstance(text, str) or not text.isascii() or len(text) > MAX_ACTION_TEXT:
            raise wrong_field(file, f"actions[{number}]", "the text of an action", text)
    players = payload.get("players", {})
    if not isinstance(players, dict):
        raise wrong_field(file, "players", "a JSON object", players)
    for seat, who in players.items():
        if seat not in envelope.seats:
            raise wrong_field(file, "players", "keyed by " + " and ".join(envelope.seats), seat)
        if not isinstance(who, str) or len(who) > MAX_PLAYER_NAME or not who.isprintable():
            raise wrong_field(file, f"players.{seat}", "a short name", who)
    return seed, dict(options), list(actions), dict(players)


def check_seats(payload: Mapping[str, Any], file: str, envelope: Envelope) -> dict[str, str]:
    """Who sits at each seat (``"seats"``: ``human`` or a computer level,
    ``scenes.seats.is_kind``); a save from before computer players has
    none, and a seat it does not name is a person."""
    from scenes.seats import is_kind

    seats = payload.get("seats", {})
    if not isinstance(seats, dict):
        raise wrong_field(file, "seats", "a JSON object", seats)
    for seat, kind in seats.items():
        if seat not in envelope.seats:
            raise wrong_field(file, "seats", "keyed by " + " and ".join(envelope.seats), seat)
        if not is_kind(kind):
            raise wrong_field(file, f"seats.{seat}", "human, easy, normal or hard", kind)
    return dict(seats)


# --- replaying a saved log ---------------------------------------------------------

class Engine(Protocol):
    """All the replay needs of a game: taking one action's text."""

    def apply(self, action: Any) -> Any: ...


def start_saved(file: str, start: Callable[[], G],
                   errors: tuple[type[Exception], ...] = (ValueError, TypeError)) -> G:
    """The engine's new game for a save's seed and options; options it
    refuses (one of ``errors``) make the save damaged."""
    try:
        return start()
    except errors as exc:
        raise damaged(file, f"the options cannot start a game ({exc})",
                      lambda: _("the game options cannot start a game")) from None


def replay_saved(game: Engine, actions: Iterable[str], file: str,
                 refusal: Callable[[IllegalAction], tuple[str, str]], *,
                 before: Callable[[], object] | None = None,
                 after: Callable[[], object] | None = None, first: int = 1) -> None:
    """Apply each saved action in turn; the first one the rules refuse
    raises `DamagedGame` with its number (``first`` is the number of the
    first one given: the log may be replayed from a checkpoint) and text.

    ``before``/``after`` run around each action (Root's table notes who
    acted and what happened); ``refusal`` is the game's own wording of a
    rule's refusal as (rule, reason).
    """
    for number, text in enumerate(actions, start=first):
        if before is not None:
            before()
        try:
            game.apply(text)
        except IllegalAction as exc:
            raise refused(file, number, text, exc, refusal) from None
        if after is not None:
            after()


# --- the stored position of a long log ------------------------------------------------

@dataclass(frozen=True)
class Checkpoint:
    """The position a saved log reaches after its first ``after`` actions,
    bound to the save's seed, options and those actions by ``sha256``."""

    after: int
    position: dict[str, Any]
    sha256: str


def checkpoint_digest(engine: str, seed: int, options: Mapping[str, Any],
                      actions: Sequence[str], position: Mapping[str, Any]) -> str:
    """The SHA-256 that ties a position to the game it was reached in.

    Raises ValueError or TypeError for data JSON cannot write (a number past
    the int conversion limit in a damaged position)."""
    text = json.dumps([engine, seed, options, list(actions), position], sort_keys=True,
                      separators=(",", ":"), ensure_ascii=True, allow_nan=False)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def make_checkpoint(engine: str, seed: int, options: Mapping[str, Any], log: Sequence[str],
                    position: Mapping[str, Any]) -> dict[str, Any]:
    """The ``checkpoint`` of a payload whose log is ``log``: the position after it."""
    as_read = json.loads(json.dumps(position))  # as the file will give it back (text keys)
    return {"after": len(log), "position": as_read,
            "sha256": checkpoint_digest(engine, seed, options, log, as_read)}


def check_checkpoint(payload: Mapping[str, Any], file: str, actions: Sequence[str]
                     ) -> Checkpoint | None:
    """The payload's checkpoint, type-checked like every other field (None if it
    has none); whether it belongs to the actions is `resume_saved`'s question."""
    if "checkpoint" not in payload:
        return None
    value = payload["checkpoint"]
    if not isinstance(value, dict) or set(value) != CHECKPOINT_KEYS:
        raise wrong_field(file, "checkpoint", "an object of after, position and sha256", value)
    after = value["after"]
    if not is_int(after) or not 0 <= after <= len(actions):
        raise wrong_field(file, "checkpoint.after",
                          f"a whole number from 0 to {len(actions)} (the actions saved)", after)
    if not isinstance(value["position"], dict):
        raise wrong_field(file, "checkpoint.position", "a JSON object", value["position"])
    digest = value["sha256"]
    if not isinstance(digest, str) or not _SHA256.fullmatch(digest):
        raise wrong_field(file, "checkpoint.sha256", "64 hexadecimal digits", digest)
    return Checkpoint(after, value["position"], digest)


def resume_saved(checkpoint: Checkpoint | None, engine: str, seed: int,
                 options: Mapping[str, Any], actions: Sequence[str],
                 load: Callable[[dict[str, Any]], G], parse: Callable[[str], Any]) -> G | None:
    """The game at ``checkpoint``, its history the actions before it, seed
    and options those of the save; None when there is no checkpoint, when it
    does not belong to these actions (the digest differs) or when the engine
    refuses its position or one of those actions' texts: then the caller
    replays the whole log, which decides."""
    if checkpoint is None:
        return None
    done = actions[:checkpoint.after]
    try:
        if checkpoint_digest(engine, seed, options, done, checkpoint.position) \
                != checkpoint.sha256:
            return None
    except (TypeError, ValueError, RecursionError):
        return None
    try:
        game: Any = load(checkpoint.position)
        parsed: dict[str, Any] = {}  # a long log repeats a few hundred texts
        history = [parsed[t] if t in parsed else parsed.setdefault(t, parse(t)) for t in done]
    except (PositionError, IllegalAction):
        return None
    game.history = history
    game.seed = seed
    game.options = dict(options)
    return game


def refused(file: str, number: int, text: str, exc: IllegalAction,
            refusal: Callable[[IllegalAction], tuple[str, str]]) -> DamagedGame:
    """The first saved action the rules refuse, in English and localised."""

    def localised() -> str:
        rule, why = refusal(exc)
        return _("saved action {n} (“{action}”) is refused by the rules: {rule} {reason}"
                 ).format(n=number, action=text, rule=rule, reason=why)

    return damaged(file, f"action {number} ({text!r}) is refused by the rules: {exc}",
                   localised)


# --- saving ------------------------------------------------------------------------

class SavedSession:
    """The save side of a session: its payload, the autosave and a named save.

    A subclass sets ``ENGINE`` and ``MODE`` and has ``game`` (with a
    ``log``), ``seed``, ``options``, ``players``, ``name`` and a ``round`` property
    (the save's "turn").
    """

    ENGINE: ClassVar[str]
    MODE: ClassVar[str]  # the save mode (the pause menu asks for it)

    game: Any
    seed: int
    options: dict[str, Any]
    players: dict[str, str]
    name: str | None
    seats: dict[str, str]  # seat -> "human" or a computer level; none: all human

    def to_payload(self) -> dict[str, Any]:
        """The game as a save's ``game`` object: enough to replay it exactly,
        and, for a log longer than `CHECKPOINT_AFTER`, the position it reaches."""
        log = self.game.log
        payload: dict[str, Any] = {"engine": self.ENGINE, "seed": self.seed,
                                   "options": dict(self.options), "actions": log}
        if self.players:
            payload["players"] = dict(self.players)
        if self.seats:
            payload["seats"] = dict(self.seats)
        if len(log) > CHECKPOINT_AFTER:
            payload["checkpoint"] = make_checkpoint(self.ENGINE, self.seed, payload["options"],
                                                    log, self.game.to_position())
        return payload

    def suggested_name(self) -> str:
        """What the Save dialog offers: the player's own name for this game,
        else the game as it stands now ("Root, round 7")."""
        return self.name or suggested_name(self.MODE, self.round)

    def autosave(self) -> Path:
        """Overwrite the autosave slot (called when the table commits a phase).

        Raises `SaveError`; the table shows it as a warning and play goes on.
        """
        return store.autosave(self.MODE, self.round, self.to_payload(),
                              name=self.name or store.AUTOSAVE_NAME,
                              finished=self.game.is_over)

    def save(self, name: str) -> Path:
        """Save under ``name`` (the player's own slot); remember the name
        only if the player gave it (`named_by_player`), so that a game saved
        under the suggestion "Codex, turn 4" is offered "Codex, turn 14"
        ten turns later, not its old name."""
        clean = check_name(name)
        path = store.write_save(clean, self.MODE, self.round, self.to_payload(),
                                finished=self.game.is_over)
        self.name = clean if named_by_player(clean) else None
        return path


#: The name the Save dialog suggests for a game the player has not named, by
#: save mode: how far the game has gone, as its table counts (both keys are
#: given, each text uses its own).
SUGGESTED_NAMES = {"woodland": N_("Root, round {round}"), "codex": N_("Codex, turn {turn}")}
_NUMBER_KEY = re.compile(r"\{(?:round|turn)\}")


def suggested_name(mode: str, number: int) -> str:
    """The suggestion for a game of ``mode`` at round or turn ``number``."""
    template = SUGGESTED_NAMES.get(mode, SUGGESTED_NAMES["woodland"])
    return _(template).format(round=number, turn=number)


@functools.cache
def _suggestion_patterns() -> tuple[re.Pattern[str], ...]:
    """Every suggestion in every shipped language, with any number (the
    catalogs do not change while the app runs, so this is built once)."""
    patterns = []
    for template in SUGGESTED_NAMES.values():
        for text in every_translation(template):
            parts = _NUMBER_KEY.split(text)
            patterns.append(re.compile("[0-9]+".join(re.escape(part) for part in parts)))
    return tuple(patterns)


def named_by_player(name: str | None) -> bool:
    """Whether ``name`` is one the player chose for the game.

    A name counts as the player's unless the app could have made it: the
    autosave's slot name, or a Save dialog suggestion ("Root, round 3",
    "Кодекс, ход 4": any number, in any shipped language, since a game saved
    in Russian may be played on in English). Those describe the game at one
    moment and go stale as it goes on; a name the player typed ("Evening
    game") stays with the game. Someone who types a suggestion's exact
    words gets the suggestion's behaviour, which is what those words say.
    """
    if name is None or name == store.AUTOSAVE_NAME:
        return False
    return not any(pattern.fullmatch(name) for pattern in _suggestion_patterns())


def shown_save_name(name: str, is_autosave: bool) -> Text:
    """What a save is called on screen (the Load list, the replay viewer).

    A manual save is called what it was saved as. The autosave is the app's
    slot, not a save the player named, so it is "Autosave" in the language
    of the moment (this is built when drawn), with the game's name after it
    only when the player gave the game one ("Autosave: Evening game"):
    never a suggestion such as "Root, round 3", which an older autosave may
    carry from a manual save and which goes stale as the game goes on (it
    would read like that manual save, at another round). A name is returned
    as a callable, so drawing it never looks it up as a msgid (a save called
    "Replay" stays "Replay" in Russian).
    """
    if not is_autosave:
        return lambda: name
    if named_by_player(name):
        return lambda: _("Autosave: {name}").format(name=name)
    return N_("Autosave")


def is_the_autosave(save: store.SaveFile) -> bool:
    """Whether ``save`` was read from the autosave slot (its name is the app's)."""
    return save.path == paths.autosave_path()


def save_name(save: store.SaveFile) -> str | None:
    """The name a loaded session gets back: the game's own name when the
    player gave it one (`named_by_player`); none for a game never named, or
    saved under a suggestion or as the autosave (so "Save game" offers the
    game as it stands, not "Autosave" or "Root, round 3" at round 9)."""
    return save.name if named_by_player(save.name) else None
