"""The public Codex engine API: a 1v1 Bashing vs Finesse one-hero game.

``Game`` wraps a :class:`~game.codex.state.State` with what the UI, tests and
computer players need — the same contract as the Root engine
(:mod:`game.woodland.game`): legal actions cached until the state changes,
``check``/``apply`` with rule-referenced refusals, undo within the phase back
to the last draw or shuffle, positions, per-player views, a state hash.
See docs/codex-engine.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.common.errors import IllegalAction, PositionError
from game.common.position import canonical_json, read_json, text_hash
from game.common.rng import seed_state, shuffle
from game.common.transaction import PhaseTransaction

from . import knowledge, rules
from . import messages as _messages  # noqa: F401  (registers the message table)
from .actions import Action, action_of, malformed
from .cards import CARD_INDEX, CODES, CODEX
from .position import from_position, to_position
from .state import HAND_MAX, PER_PLAYER, State
from .stats import IS_FIGHTER, atk, cost_of, hp
from .turn import start_turn
from .zones import FALL_DAMAGE

OPTION_KEYS = ("specs",)


def _player(player: int | str) -> int:
    if player in (0, 1):
        return int(player)
    raise ValueError(f"unknown player {player!r} (0 or 1)")


class Game:
    """A Codex game in progress; players are 0 (moves first) and 1."""

    __slots__ = ("_s", "_legal", "_span", "_txn", "history", "seed", "options", "track_undo")

    def __init__(self, state: State, *, track_undo: bool = True) -> None:
        self._s = state
        self._legal: list[Action] | None = None
        # where the patrol moves are in _legal (rules.after_staging), or None
        self._span: tuple[int, int] | None = None
        self._txn: PhaseTransaction[State, Action] = PhaseTransaction()
        self.history: list[Action] = []
        self.seed: int | None = None
        self.options: dict[str, Any] = {}
        self.track_undo = track_undo

    @classmethod
    def new(cls, seed: int = 0, options: Mapping[str, Any] | None = None, *,
            track_undo: bool = True) -> Game:
        """Setup (spec §1): bases at 20, 4 and 5 workers, each starter deck
        shuffled with the seeded RNG and 5 cards drawn, heroes in the command
        zone, codices of 24 beside the table; then player 0's first turn
        (no tech) runs to its main phase. ``options``: ``specs`` — the two
        players' specs, default ``["bashing", "finesse"]``."""
        options = dict(options or {})
        unknown = set(options) - set(OPTION_KEYS)
        if unknown:
            raise ValueError(f"unknown options {sorted(unknown)}")
        specs = tuple(options.get("specs", ("bashing", "finesse")))
        if len(specs) != 2 or any(x not in CODEX for x in specs):
            raise ValueError(f"specs must be two of {sorted(CODEX)}")
        s = State.empty((specs[0], specs[1]))
        s.rng = seed_state(seed)
        for p in (0, 1):
            base = p * PER_PLAYER
            deck = list(range(base, base + 10))
            s.rng = shuffle(s.rng, deck)
            s.deck[p] = deck
            s.codex[p] = list(range(base + 10, base + 34))
            for _ in range(HAND_MAX):
                s.hand[p].append(s.deck[p].pop())
        start_turn(s)
        game = cls(s, track_undo=track_undo)
        game.seed = seed
        game.options = options
        return game

    @classmethod
    def from_position(cls, data: Mapping[str, Any] | str, *, track_undo: bool = True) -> Game:
        """Load a position (dict or JSON text); PositionError names the field."""
        if isinstance(data, str):
            data = read_json(data)
        s = from_position(data)
        game = cls(s, track_undo=track_undo)
        if s.winner < 0 and not game.legal_actions():
            raise PositionError("phase", "nobody can decide anything here")
        return game

    # --- questions -------------------------------------------------------------

    @property
    def state(self) -> State:
        """The live state (read it, never write it)."""
        return self._s

    @property
    def log(self) -> list[str]:
        return [str(a) for a in self.history]

    @property
    def to_act(self) -> int:
        """Who decides now: the player whose turn it is; -1 when over."""
        return -1 if self._s.winner >= 0 else self._s.turn

    @property
    def winner(self) -> int | None:
        return None if self._s.winner < 0 else self._s.winner

    @property
    def is_over(self) -> bool:
        return self._s.winner >= 0

    @property
    def last_events(self) -> list[tuple]:
        """What the last :meth:`apply` made happen (docs/codex-engine.md)."""
        return list(self._s.events)

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal, self._span = rules.legal_actions_spanned(self._s)
        return list(self._legal)

    def asked_only_for_secrecy(self) -> bool:
        """Root's question (:meth:`game.woodland.game.Game.asked_only_for_secrecy`)
        for the shared tables: never, since no Codex decision is asked of a
        player outside their own turn, where a pause could tell about a hand."""
        return False

    def check(self, action: Action | str, player: int | str | None = None) -> None:
        """Raise :class:`IllegalAction` naming the rule unless legal now."""
        a = action_of(action)
        s = self._s
        if s.winner >= 0:
            raise IllegalAction("codex 2", "game.over")
        if player is not None and _player(player) != s.turn:
            raise IllegalAction("codex 2", "turn.not_your_decision", player=_player(player))
        if self._legal is None:
            self._legal, self._span = rules.legal_actions_spanned(s)
        if a not in self._legal:
            refusal = malformed(a)
            if refusal is not None:
                raise refusal
            rule, key, params = rules.explain(s, a, self._legal)
            raise IllegalAction(rule, key, **params)

    def cost(self, code: str, player: int | str | None = None) -> int:
        """The gold playing ``code`` from hand costs ``player`` (default: the
        player to act) now, before any resist of its targets: the printed
        cost with the discounts in play (Maestro: Virtuosos 0; River Montoya
        at level 5: tech 0 units 1 less) — what a hand card shows."""
        p = self._s.turn if player is None else _player(player)
        return cost_of(self._s, p, CARD_INDEX[code])

    def replaced_addon(self, name: str, player: int | str | None = None) -> tuple[str, int]:
        """What building ``name`` would destroy for ``player`` (default: the
        player to act): (the standing add-on it replaces, the damage that
        deals to their base), or ('', 0). One add-on at a time (spec §3)."""
        p = self._s.turn if player is None else _player(player)
        old = rules.replaced_addon(self._s, p, name)
        return (old, FALL_DAMAGE) if old else ("", 0)

    def is_legal(self, action: Action | str) -> bool:
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    # --- doing -------------------------------------------------------------------

    def apply(self, action: Action | str, player: int | str | None = None) -> None:
        """Apply a legal action; a refused one raises and changes nothing."""
        a = action_of(action)
        s = self._s
        legal = self._legal
        # check() written out, without its second action_of: every decision
        # of a game and of a search comes through here
        if s.winner >= 0 or player is not None or legal is None or a not in legal:
            self.check(a, player)
        self._commit(a)

    def play(self, index: int) -> None:
        """Apply ``legal_actions()[index]``: legal by construction, so it is
        neither parsed nor looked up in the list. What searches and playouts
        use; an index out of range raises :class:`IndexError` and changes
        nothing."""
        if self._legal is None:
            self._legal, self._span = rules.legal_actions_spanned(self._s)
        self._commit(self._legal[index])

    def _commit(self, a: Action) -> None:
        """Carry out ``a``, already known to be legal, and keep the phase's undo."""
        s = self._s
        s.events.clear()
        if self.track_undo:
            before = None if self._txn.is_open else s.clone()
            mark = (s.irreversible, s.turn_number, s.phase)
        rules.apply(s, a)
        legal, span = self._legal, self._span
        if span is not None and legal is not None and a.verb in ("patrol", "unpatrol"):
            self._legal, self._span = rules.after_staging(s, legal, span)
        else:
            self._legal = self._span = None
        self.history.append(a)
        if self.track_undo:
            # a draw, a shuffle, the end of a phase or of the game commits
            reversible = (s.irreversible, s.turn_number, s.phase) == mark and s.winner < 0
            self._txn.record(before, len(self.history) - 1, reversible)

    def can_undo(self) -> bool:
        return self._txn.can_undo(len(self.history))

    def undo(self) -> str:
        """Take back the last action of this phase; returns its text (the
        state is rebuilt from the transaction's snapshot, see
        :mod:`game.common.transaction`)."""
        if not self.can_undo():
            raise IllegalAction("codex 2", "undo.nothing")
        s = self._txn.state_before_last(self.history, State.clone, rules.apply)
        s.events.clear()
        self._s = s
        self._legal = self._span = None
        text = str(self.history[-1])
        del self.history[-1]
        return text

    def clone(self) -> Game:
        g = Game.__new__(Game)
        g._s = self._s.clone()
        g._legal = self._legal
        g._span = self._span
        g._txn = self._txn.copy()  # the snapshot itself is never mutated
        g.history = list(self.history)
        g.seed = self.seed
        g.options = dict(self.options)
        g.track_undo = self.track_undo
        return g

    # --- serialising -----------------------------------------------------------------

    def to_position(self) -> dict[str, Any]:
        return to_position(self._s)

    def to_json(self) -> str:
        return canonical_json(self.to_position())

    def state_hash(self) -> str:
        return text_hash(self.to_json())

    def view(self, player: int | str) -> dict[str, Any]:
        """The position as ``player`` may see it: the other hand, both deck
        orders, the other player's face-down workers and discard, and the RNG
        (which would predict the decks) are hidden — replaced by counts."""
        me = _player(player)
        pos = self.to_position()
        other = pos["players"][1 - me]
        for zone in ("hand", "workers", "discard"):
            other[zone] = len(other[zone])
        for p in (0, 1):
            pos["players"][p]["deck"] = len(pos["players"][p]["deck"])
        pos["rng"] = None
        pos["viewer"] = me
        pos["unseen"] = knowledge.unseen(self._s, me)
        pos["facts"] = self.facts()
        return pos

    def facts(self) -> dict[str, Any]:
        """What a careful player reads off the table, as values (public;
        also in every ``view``): the turn number, each card in play's
        attack and HP as they are now (runes, bands, Frenzy, the Elite
        slot… — :mod:`game.codex.stats`), and each player's tech choices
        still open (the codex cards left, by code, with how many)."""
        s = self._s
        cards = {str(i): {"atk": atk(s, i), "hp": hp(s, i)}
                 for p in (0, 1) for i in s.play[p] if IS_FIGHTER[s.code[i]]}
        tech_open = []
        for p in (0, 1):
            left: dict[str, int] = {}
            for i in s.codex[p]:
                left[CODES[s.code[i]]] = left.get(CODES[s.code[i]], 0) + 1
            tech_open.append(dict(sorted(left.items())))
        return {"turn": s.turn, "turn_number": s.turn_number, "cards": cards,
                "tech_open": tech_open}

    def redeal(self, player: int | str, seed: int) -> Game:
        """This game as ``player`` may imagine it: every card they cannot
        place dealt again from ``seed`` (game.codex.knowledge.redeal), a
        fresh RNG, no undo and no history. What computer players search on;
        the same for every arrangement of the cards ``player`` cannot see.
        When ``player`` is to act, their legal actions are the real game's
        (they come from their own hand and the table, never from the cards
        redealt) and are carried over rather than listed again."""
        me = _player(player)
        g = Game(knowledge.redeal(self._s, me, seed), track_undo=False)
        g.options = dict(self.options)
        if me == self._s.turn and self._s.winner < 0:
            g._legal, g._span = self._legal, self._span
        return g


def new_game(seed: int = 0, options: Mapping[str, Any] | None = None) -> Game:
    return Game.new(seed, options)
