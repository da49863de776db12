"""The public engine API: a Root game between the Marquise and the Eyrie.

``Game`` wraps a :class:`~game.woodland.state.State` with what the UI, the
tests and computer players need: legal actions (cached until the state
changes), ``check``/``apply`` with rule-numbered refusals, the phase
transaction (undo back to the last irreversible step), positions, per-player
views and a state hash. See docs/engine.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.common.position import canonical_json, read_json, text_hash

from . import knowledge, rules
from .actions import Action, action_of, malformed
from .board import Board
from .craft import fixed_item_vp
from .errors import IllegalAction, PositionError
from .eyrie import (
    decree_risks,
    decree_shortfall,
    outlook_of,
    recruit_count,
    resolved_columns,
    stuck_suits,
)
from .geometry import geometry_of
from .position import check_goes_on, check_setup, from_position, to_position
from .rng import seed_state, shuffle
from .state import BUILDINGS, CAT, COLUMNS, EYRIE, FACTION_INDEX, FACTIONS, State
from .turn import to_act

START_HAND = 3
OPTION_KEYS = ("keep", "buildings", "leader", "vp_floor")
def _faction_index(player: int | str) -> int:
    if isinstance(player, str):
        if player not in FACTION_INDEX:
            raise ValueError(f"unknown player {player!r}")
        return FACTION_INDEX[player]
    if player not in (CAT, EYRIE):
        raise ValueError(f"unknown player {player!r}")
    return player


class Game:
    """A game in progress. Players are ``0``/``"marquise"`` and ``1``/``"eyrie"``."""

    __slots__ = ("board", "_s", "_legal", "_undo", "history", "seed", "options", "track_undo")

    def __init__(self, board: Board, state: State, *, track_undo: bool = True) -> None:
        self.board = board
        self._s = state
        self._legal: list[Action] | None = None
        self._undo: list[tuple[State, int]] = []
        self.history: list[Action] = []
        self.seed: int | None = None
        self.options: dict[str, Any] = {}
        self.track_undo = track_undo

    # --- creation -----------------------------------------------------------

    @classmethod
    def new(cls, board: Board, seed: int = 0, options: Mapping[str, Any] | None = None,
            *, track_undo: bool = True) -> Game:
        """A new game: the deck shuffled with the seeded RNG and 3 cards dealt
        to each player; setup decisions (keep corner, the three buildings,
        the leader) come through ``legal_actions()`` unless ``options``
        presets them: ``keep`` (corner), ``buildings`` ({"sawmill": 5, ...}),
        ``leader`` (name), ``vp_floor`` (default True)."""
        options = dict(options or {})
        unknown = set(options) - set(OPTION_KEYS)
        if unknown:
            raise ValueError(f"unknown options {sorted(unknown)}")
        s = State.empty(geometry_of(board))
        s.rng = seed_state(seed)
        s.vp_floor = bool(options.get("vp_floor", True))
        s.rng = shuffle(s.rng, s.deck)
        for _ in range(START_HAND):
            for f in (CAT, EYRIE):
                s.hands[f].append(s.deck.pop())
        game = cls(board, s, track_undo=track_undo)
        game.seed = seed
        game.options = options
        presets: list[Action] = []
        if options.get("keep") is not None:
            presets.append(Action("keep", (int(options["keep"]),)))
        for name, c in dict(options.get("buildings") or {}).items():
            if name not in BUILDINGS:
                raise ValueError(f"unknown building {name!r}")
            presets.append(Action("place", (name, int(c))))
        for action in presets:
            game._apply_unlogged(action)
        if options.get("leader") is not None:
            if s.step != "leader":
                raise ValueError("the leader option needs the keep and buildings preset too")
            game._apply_unlogged(Action("leader", (str(options["leader"]),)))
        game._undo.clear()
        return game

    @classmethod
    def from_position(cls, board: Board, data: Mapping[str, Any] | str, *,
                      track_undo: bool = True) -> Game:
        """Load a position (dict or JSON text); refuses damaged data with a
        :class:`PositionError` naming the field. Automatic steps due in the
        position run at once (a saved position is already at a decision)."""
        if isinstance(data, str):
            data = read_json(data)
        s = from_position(geometry_of(board), data)
        if s.phase == "setup":
            check_setup(s)
        game = cls(board, s, track_undo=track_undo)
        # The last checks are the whole: the position must lead to a decision,
        # and the rules must be able to go on from it (check_goes_on).
        field = "pending[0]" if s.queue else "battle.stage" if s.battle is not None else "step"
        try:
            game._legal = rules.advance(s)
        except Exception as exc:  # a combination no single field check caught
            raise PositionError(field, f"inconsistent position ({type(exc).__name__})"
                                ) from None
        if not game._legal and s.winner < 0:
            raise PositionError(field, f"nobody can decide anything at {rules.context(s)!r}")
        check_goes_on(s, game._legal, field)
        return game

    def _apply_unlogged(self, action: Action) -> None:
        legal = self.legal_actions()
        if action not in legal:
            raise rules.explain(self._s, action)
        self._legal = rules.apply(self._s, action)

    # --- questions -----------------------------------------------------------

    @property
    def log(self) -> list[str]:
        """Text of every action applied since creation (presets excluded)."""
        return [str(a) for a in self.history]

    @property
    def state(self) -> State:
        """The live state (read it, never write it)."""
        return self._s

    @property
    def to_act(self) -> int:
        """Who must decide now: 0 Marquise, 1 Eyrie, -1 when the game is over."""
        return to_act(self._s)

    @property
    def winner(self) -> int | None:
        return None if self._s.winner < 0 else self._s.winner

    @property
    def is_over(self) -> bool:
        return self._s.winner >= 0

    def vp(self, player: int | str) -> int:
        return self._s.vp[_faction_index(player)]

    @property
    def last_events(self) -> list[tuple]:
        """What the last :meth:`apply` made happen, automatic steps included,
        in order: ``("score", faction, n, why)``, ``("lose_vp", faction, n)``,
        ``("draw", faction, n)``, ``("shuffle", cards)``, ``("removed",
        faction, clearing, piece, n)``, ``("battle", clearing, attacker)``,
        ``("ambush", faction, card)``, ``("foil", faction, card)``, ``("dice",
        clearing, attacker, die1, die2, rolled hits to defender, to attacker)``,
        ``("field_hospitals", clearing, n)``, ``("stolen", from, to)``,
        ``("peek", faction)``, ``("turmoil", vp_lost, column,
        suits that could not be resolved, vp owed: one per bird, why each
        suit could not: :func:`game.woodland.eyrie.stuck_reason`)``, ``("wood", sawmill
        clearings)`` (Birdsong wood placed without a decision, 6.4), ``("won",
        faction, vp)`` (the game ends, 3.1), ``("auto", player, action, decision)``
        (a decision with one answer, taken for ``player``; ``decision`` is its
        :func:`rules.context`). For the log panel and
        the battle overlay; not part of the position."""
        return list(self._s.events)

    def legal_actions(self) -> list[Action]:
        """Legal actions of :attr:`to_act` (a fresh list; empty when over)."""
        if self._legal is None:
            self._legal = rules.legal_actions(self._s)
        return list(self._legal)

    def asked_only_for_secrecy(self) -> bool:
        """Is the question now one whose only answer is ``pass``, asked only
        so that the hand stays secret (1.2.1): an ambush or a foil the hand
        holds no card for, Field Hospitals it cannot pay for? Whether it is
        asked is public; the answer is not a choice. A table with no other
        person at it may answer for the player, since nobody watches the
        pause to learn from it."""
        s = self._s
        if s.winner >= 0:
            return False
        if s.queue:
            secret = s.queue[0][0] == "hospital"
        elif s.battle is not None:
            secret = s.battle["stage"] in ("ambush", "foil")
        else:
            return False
        return secret and len(self.legal_actions()) == 1

    def check(self, action: Action | str, player: int | str | None = None) -> None:
        """Raise :class:`IllegalAction` (with the rule number) unless legal now."""
        a = action_of(action)
        if player is not None:
            self._check_player(player)
        if self._legal is None:
            self._legal = rules.legal_actions(self._s)
        if a not in self._legal:
            raise malformed(a) or rules.explain(self._s, a)

    def _check_player(self, player: int | str) -> None:
        """The refusals of :meth:`check` that name a player: the game is
        over, or another player must decide now."""
        if self._s.winner >= 0:
            raise IllegalAction("3.1", "game.over")
        if _faction_index(player) != self.to_act:
            raise IllegalAction("1.4", "turn.not_your_decision",
                                player=FACTIONS[_faction_index(player)])

    def is_legal(self, action: Action | str) -> bool:
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    # --- doing -----------------------------------------------------------------

    def apply(self, action: Action | str, player: int | str | None = None) -> None:
        """Apply a legal action; a refused one raises and changes nothing."""
        a = action_of(action)
        if player is not None:
            self._check_player(player)
        legal = self._legal
        if legal is None:
            legal = self._legal = rules.legal_actions(self._s)
        if a not in legal:
            raise malformed(a) or rules.explain(self._s, a)
        self._commit(a)

    def play(self, index: int) -> None:
        """Apply ``legal_actions()[index]``: legal by construction, so it is
        neither parsed nor looked up in the list, which is a fifth of
        :meth:`apply`'s cost in a random playout. What searches and playouts
        use; an index out of range raises :class:`IndexError` and changes
        nothing."""
        legal = self._legal
        if legal is None:
            legal = self._legal = rules.legal_actions(self._s)
        self._commit(legal[index])

    def _commit(self, a: Action) -> None:
        """Carry out ``a``, already known to be legal: handle it, run the
        automatic steps to the next decision, log it, keep the phase's undo.
        (:func:`rules.apply` written out: every decision of a game comes
        through here, and each Python call costs about as much as a few
        lines of its body.)"""
        s = self._s
        s.events.clear()
        if not self.track_undo:
            mark = rules.undo_mark(s)
            rules.handle(s, a)
            self._legal = rules.advance(s, mark)
            self.history.append(a)
            return
        before = s.clone()
        mark = rules.undo_mark(s)
        rules.handle(s, a)
        self._legal = rules.advance(s, mark)
        self.history.append(a)
        if rules.undo_mark(s) == mark and s.winner < 0:
            self._undo.append((before, len(self.history) - 1))
        else:
            self._undo.clear()  # irreversible step or phase end: commit

    def can_undo(self) -> bool:
        """Is there an action in this phase since the last irreversible step?"""
        return bool(self._undo)

    def undo(self) -> str:
        """Take back the last action; returns its text."""
        if not self._undo:
            raise IllegalAction("undo", "undo.nothing")  # the app's, not the Law's
        state, index = self._undo.pop()
        # A copy: clones share the snapshots of the undo stack (clone() copies
        # the list, not the states), and the live state is mutated in place.
        self._s = state.clone()
        self._legal = None
        text = str(self.history[index])
        del self.history[index:]
        return text

    def clone(self) -> Game:
        """An independent copy (state, log and undo stack)."""
        g = Game.__new__(Game)
        g.board = self.board
        g._s = self._s.clone()
        g._legal = self._legal
        g._undo = list(self._undo)
        g.history = list(self.history)
        g.seed = self.seed
        g.options = dict(self.options)
        g.track_undo = self.track_undo
        return g

    # --- serialising -------------------------------------------------------------

    def to_position(self) -> dict[str, Any]:
        return to_position(self._s)

    def to_json(self) -> str:
        """Canonical JSON text of the position (sorted keys, no spaces)."""
        return canonical_json(self.to_position())

    def state_hash(self) -> str:
        """A stable hash of the whole position (hex, 32 characters)."""
        return text_hash(self.to_json())

    def view(self, player: int | str) -> dict[str, Any]:
        """The position as ``player`` may see it: the other hand, the deck
        order and the RNG state (which would predict the deck) are hidden,
        and ``unseen`` lists the cards ``player`` cannot see with the sizes
        of the hidden zones and the cards known in the other hand
        (:func:`game.woodland.knowledge.unseen`)."""
        me = _faction_index(player)
        pos = self.to_position()
        other = FACTIONS[1 - me]
        pos["hands"][other] = len(pos["hands"][other])
        pos["deck"] = len(pos["deck"])
        pos["rng"] = None
        pos["peek"][other] = None
        pos["viewer"] = FACTIONS[me]
        pos["unseen"] = knowledge.unseen(self._s, me)
        pos["facts"] = self.facts()
        return pos

    def facts(self) -> dict[str, Any]:
        """What a careful player reads off the table, as values (public;
        also in every ``view``): the round, who rules each clearing (2.5,
        with 7.2.2's ties; ``ruled_on_ties``: the clearings the Eyrie rule
        by the tie alone), and for each Decree column whether each of its
        suits could be resolved on the board as it stands (7.5.2 — the
        turmoil risk, :func:`game.woodland.eyrie.decree_outlook`) and how
        many of its cards could not be resolved one after another
        (``decree_short``: each Build card needs its own roost and clearing,
        :func:`game.woodland.eyrie.decree_shortfall`), the suits of the
        column being resolved whose cards cannot be resolved now
        (``decree_stuck``, why ``turmoil`` is offered:
        :func:`game.woodland.eyrie.stuck_suits`), each column's suits that
        could not be resolved now and why (``decree_why``,
        :func:`game.woodland.eyrie.decree_risks`), the columns already
        resolved this turn (``decree_done``,
        :func:`game.woodland.eyrie.resolved_columns`), how many warriors a
        Decree Recruit card places (7.8 Charismatic: two), and what
        crafting an item scores each faction when it is not the card's VP
        (``item_vp``: None, or 1 for the Eyrie, 7.2.3)."""
        s = self._s
        cat, eyrie = s.ruled_by(CAT), s.ruled_by(EYRIE)
        risks = decree_risks(s)
        rulers = {str(c): FACTIONS[CAT] if cat[c] else FACTIONS[EYRIE] if eyrie[c] else None
                  for c in range(1, s.geo.n + 1)}
        return {"round": s.round, "turn": FACTIONS[s.turn], "rulers": rulers,
                "ruled_on_ties": s.ruled_on_ties(),
                "decree": dict(zip(COLUMNS, outlook_of(s, risks), strict=True)),
                "decree_short": dict(zip(COLUMNS, decree_shortfall(s), strict=True)),
                "decree_stuck": stuck_suits(s),
                "decree_why": dict(zip(COLUMNS, risks, strict=True)),
                "decree_done": [COLUMNS[c] for c in resolved_columns(s)],
                "decree_recruit": recruit_count(s),
                "item_vp": {FACTIONS[f]: fixed_item_vp(s, f) for f in (CAT, EYRIE)}}

    def redeal(self, player: int | str, seed: int) -> Game:
        """This game as ``player`` may imagine it: every card they cannot
        place (the other hand but its known cards, and the deck) dealt again
        from ``seed`` (:func:`game.woodland.knowledge.redeal`), a fresh RNG,
        no undo and no history. What computer players search on: the same
        for every arrangement of the cards ``player`` cannot see. When
        ``player`` is to act, their legal actions are the real game's
        (1.2.1: they depend on their own hand and public facts only) and
        are carried over rather than computed again."""
        me = _faction_index(player)
        g = Game(self.board, knowledge.redeal(self._s, me, seed), track_undo=False)
        g.options = dict(self.options)
        if me == to_act(self._s):
            g._legal = self._legal
        return g


def new_game(board: Board, seed: int = 0, options: Mapping[str, Any] | None = None) -> Game:
    """Shortcut for :meth:`Game.new`."""
    return Game.new(board, seed, options)
