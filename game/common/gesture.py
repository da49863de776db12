"""The gesture protocol between a rules engine and a table (game-independent).

A table shows pieces and cards the player may pick up, makes the places where
they may be dropped glow, and turns a drop or a click into one engine action.
Pylitaire splits this into ``draggable`` / ``droppable`` / ``drop``; here the
same three questions are asked of a *controller* that derives every answer
from the engine's own legal-action list, so what glows and what the engine
accepts are one list and can never disagree. Root (`game.woodland.controller`)
and the Codex skirmish (`game.codex.controller`) implement it on the shared
:class:`StagedController`, which owns everything that does not depend on the
game: the per-state cache of gestures, staging and commit, undo, and the
drop -> refusal plumbing. A game's controller adds only which gesture each
action is and what a refused drop would have meant.

Everything here is a plain value: a :class:`Thing` names something on the
table (a source or a target), a :class:`Drop` is one target together with
the engine actions dropping there means, a :class:`Choice` is an action taken
by clicking a Thing. The controller returns engine actions and engine
refusals only; turning them into words is the table's job.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any, ClassVar, Generic, NamedTuple, Protocol, TypeVar, runtime_checkable

A = TypeVar("A", bound=Hashable)


class Thing(NamedTuple):
    """Something on the table: a kind and a key tuple, e.g. ``Thing("warriors",
    (5,))``. Hashable and compared by value. The text form is the kind and the
    key joined by spaces (``warriors 5``, ``card ambush_bird``, ``column
    move``, ``crafting``) and :meth:`parse` reads it back (digits become ints),
    so tests and scripted input (``--events``) can name things in text."""

    kind: str
    key: tuple = ()

    @classmethod
    def of(cls, kind: str, *key: Any) -> Thing:
        """``Thing.of("clearing", 7)`` == ``Thing("clearing", (7,))``."""
        return cls(kind, tuple(key))

    @classmethod
    def parse(cls, text: str) -> Thing:
        """Read the text form; refuses an empty text with ``ValueError``."""
        words = text.split()
        if not words:
            raise ValueError("empty thing")
        return cls(words[0], tuple(int(w) if w.isdigit() else w for w in words[1:]))

    def __str__(self) -> str:
        return " ".join([self.kind, *(str(k) for k in self.key)])


class Drop(NamedTuple, Generic[A]):
    """Dropping the held source on ``target`` means one of ``actions``.

    Several actions when something is still to choose (how many warriors,
    which Decree card's suit, which crafting pieces, which payment); the
    first is the *default*, what a quick drop should take (e.g. all the
    warriors). ``counts`` lists the distinct counts on offer, largest first,
    when the actions differ by a count (empty otherwise); a controller's
    ``drop(source, target, count)`` narrows the actions to one count."""

    target: Thing
    actions: tuple[A, ...]
    counts: tuple[int, ...] = ()

    @property
    def default(self) -> A:
        """The action a drop without any further choice takes."""
        return self.actions[0]

    @property
    def single(self) -> bool:
        """True when nothing is left to choose: apply :attr:`default` at once."""
        return len(self.actions) == 1


class Choice(NamedTuple, Generic[A]):
    """An action taken by clicking ``thing`` (a card, a clearing, the keep,
    the prompt bar…). Several choices may share a Thing (``effects_first
    attacker`` and ``effects_first defender`` on ``battle``): the table then
    offers them as a small menu."""

    thing: Thing
    action: A


Gesture = tuple[str, Thing, Thing | None]
"""How one action is taken: ``("drag", source, target)`` or ``("click", thing, None)``."""

CommitHook = Callable[[Any, list], None]
"""``on_commit(game, events)``: called when the staged actions can no longer
be undone — the table appends them to its log and autosaves there."""


@runtime_checkable
class Controller(Protocol[A]):
    """What a table asks of a game's rules controller. Answers are for the
    player who decides now (:meth:`who`) and are cached per state, so they may
    be asked every frame."""

    def who(self) -> int:
        """The player who must decide now (engine numbering; -1 when over)."""
        ...

    def draggable(self) -> list[Thing]:
        """Things that may be picked up now: exactly the sources of some drop."""
        ...

    def drops(self, source: Thing) -> list[Drop[A]]:
        """Every legal target for ``source`` with the actions it means (the
        glow). Empty for a Thing that may not be picked up."""
        ...

    def dests(self) -> dict[Thing, list[Thing]]:
        """chessground's ``movable.dests``: each draggable Thing with its
        legal targets, in one answer."""
        ...

    def drop(self, source: Thing, target: Thing, count: int | None = None) -> Drop[A]:
        """The legal :class:`Drop` for this gesture (narrowed to ``count``),
        else raise the engine's refusal for the action the gesture would
        mean. Never changes the game."""
        ...

    def clicks(self) -> list[Choice[A]]:
        """Every action taken by a click now, each attached to its Thing."""
        ...

    def choose(self, action: A | str) -> list[tuple]:
        """Apply a legal action (from a Drop or a Choice); returns the events
        it caused. Commits (calls the hook) when it cannot be undone."""
        ...

    def can_undo(self) -> bool:
        """Is there a staged action to take back?"""
        ...

    def undo(self) -> str:
        """Take back the last staged action; returns its text."""
        ...

    def end_phase(self) -> list[tuple]:
        """Close the current phase (commits the staged actions)."""
        ...


def group(pairs: Sequence[tuple[Thing, A]]) -> dict[Thing, list[A]]:
    """Actions per Thing, keeping the order they came in (a helper for
    controllers building their per-state tables)."""
    out: dict[Thing, list[A]] = {}
    for thing, action in pairs:
        out.setdefault(thing, []).append(action)
    return out


class StagedController(Generic[A]):
    """The game-independent half of a :class:`Controller`.

    Both games' controllers were the same code but for which gesture each
    action is; that code lives here once. After each change of the game the
    legal list is sorted into gestures once (:meth:`_gestures`, the game's
    part), so the table may ask every frame. The cache is keyed on the live
    state object, the history length, its last action and who acts, so a
    change made behind the controller's back is noticed too.

    ``on_commit(game, events)`` is called when staged actions become final:
    ``choose`` applies an action and keeps it staged while ``game.can_undo()``;
    as soon as the engine cannot undo (an irreversible step, the other
    player's decision, the end of a phase) every staged action is committed
    with the events of all of them, oldest first.

    A subclass supplies :meth:`_gestures`, :meth:`refusal`, :attr:`END` (the
    engine's end-of-phase action) and :meth:`_action_of` (its action parser);
    it may override :meth:`_make_drop` and :meth:`_count_of` where drops
    carry counts.
    """

    END: ClassVar[Any]

    def __init__(self, game: Any, on_commit: CommitHook | None = None) -> None:
        self.game = game
        self.on_commit: CommitHook | None = on_commit
        self._key: tuple | None = None
        self._drops: dict[Thing, dict[Thing, list[A]]] = {}
        self._made: dict[Thing, list[Drop[A]]] = {}  # Drops built on first ask
        self._clicks: list[Choice[A]] = []
        self._where: dict[A, Gesture] = {}
        self._staged: list[A] = []
        self._staged_events: list[list[tuple]] = []
        self._committed: list[A] = []

    # --- what a game supplies ---------------------------------------------------

    def _gestures(self, legal: list[A]) -> Iterable[Gesture]:
        """The gesture of each legal action, in the same order."""
        raise NotImplementedError

    def _action_of(self, action: A | str) -> A:
        """The engine action for an action or its text (the game's parser)."""
        raise NotImplementedError

    def refusal(self, source: Thing, target: Thing, count: int | None = None) -> Exception:
        """The engine's refusal for a drop that is not offered (returned)."""
        raise NotImplementedError

    def _count_of(self, action: A) -> int | None:
        """The count a drop action carries (None where nothing is counted)."""
        return None

    def _make_drop(self, target: Thing, actions: list[A]) -> Drop[A]:
        """One Drop of ``actions`` on ``target``, in the engine's order."""
        return Drop(target, tuple(actions))

    # --- the per-state table ----------------------------------------------------

    def _table(self) -> None:
        g = self.game
        h = g.history
        key = (id(g.state), len(h), h[-1] if h else None, g.to_act)
        if key == self._key:
            return
        legal = g.legal_actions()
        drops: dict[Thing, dict[Thing, list[A]]] = {}
        clicks: list[Choice[A]] = []
        where: dict[A, Gesture] = {}
        for action, ges in zip(legal, self._gestures(legal), strict=True):
            where[action] = ges
            kind, thing, target = ges
            if kind == "drag":
                assert target is not None
                drops.setdefault(thing, {}).setdefault(target, []).append(action)
            else:
                clicks.append(Choice(thing, action))
        self._drops, self._clicks, self._where, self._key = drops, clicks, where, key
        self._made = {}

    def refresh(self) -> None:
        """Forget the cached tables (after changing the game by other means
        in a way the cache key could miss, e.g. replacing ``game``)."""
        self._key = None

    # --- questions (cached per state) -------------------------------------------

    def who(self) -> int:
        """The player who decides now (engine numbering); -1 when over."""
        return self.game.to_act

    def draggable(self) -> list[Thing]:
        """Sources with at least one legal drop, in the engine's order."""
        self._table()
        return list(self._drops)

    def drops(self, source: Thing) -> list[Drop[A]]:
        """Legal targets of ``source`` (empty if it may not be picked up)."""
        self._table()
        made = self._made.get(source)
        if made is None:
            made = [self._make_drop(t, acts) for t, acts in self._drops.get(source, {}).items()]
            self._made[source] = made
        return list(made)

    def targets(self, source: Thing) -> list[Thing]:
        """Just the glowing targets of ``source``."""
        self._table()
        return list(self._drops.get(source, {}))

    def dests(self) -> dict[Thing, list[Thing]]:
        """Every draggable Thing with its glowing targets (chessground's
        ``movable.dests``)."""
        self._table()
        return {source: list(targets) for source, targets in self._drops.items()}

    def clicks(self) -> list[Choice[A]]:
        """Every click-taken action now, in the engine's order."""
        self._table()
        return list(self._clicks)

    def clicks_on(self, thing: Thing) -> list[Choice[A]]:
        """The click choices attached to ``thing`` (a menu when several)."""
        self._table()
        return [ch for ch in self._clicks if ch.thing == thing]

    def gesture(self, action: A | str) -> Gesture | None:
        """How a legal action is taken on the table (None if not legal now):
        for hints, tutorials and the rules demo."""
        self._table()
        return self._where.get(self._action_of(action))

    def legal(self) -> list[A]:
        """The engine's legal actions (what every gesture is built from)."""
        return self.game.legal_actions()

    # --- a drop -------------------------------------------------------------------

    def drop(self, source: Thing, target: Thing, count: int | None = None) -> Drop[A]:
        """The legal Drop for ``source`` on ``target`` (only the actions with
        ``count`` when given; a count is ignored where nothing is counted),
        or raise the engine's refusal for the action this drop would mean.
        The game is never changed."""
        self._table()
        acts = self._drops.get(source, {}).get(target)
        if acts and count is not None and self._count_of(acts[0]) is not None:
            acts = [x for x in acts if self._count_of(x) == count]
        if acts:
            return self._make_drop(target, acts)
        raise self.refusal(source, target, count)

    # --- doing --------------------------------------------------------------------

    def choose(self, action: A | str) -> list[tuple]:
        """Apply a legal action (refused: raises, nothing changes). Stages it
        while the engine can undo it; commits otherwise. Returns its events."""
        a = self._action_of(action)
        self.game.apply(a)
        events = self.game.last_events
        self._staged.append(a)
        self._staged_events.append(events)
        self._key = None
        if not self.game.can_undo():
            self._commit()
        return events

    def end_phase(self) -> list[tuple]:
        """Close the current phase (the engine's ``end``); refused when
        ``end`` is not legal now (the engine's rule). Commits."""
        return self.choose(self.END)

    def can_end_phase(self) -> bool:
        """Is ``end`` legal now (the Enter key / end button)?"""
        return self.game.is_legal(self.END)

    def can_undo(self) -> bool:
        """Is there a staged action to take back (``game.can_undo()``)?"""
        return self.game.can_undo()

    def undo(self) -> str:
        """Take back the last staged action (``game.undo``); refused with
        ``undo.nothing`` when nothing is left to take back."""
        text = self.game.undo()
        if self._staged:
            self._staged.pop()
            self._staged_events.pop()
        self._key = None
        return text

    def staged(self) -> list[A]:
        """Actions applied through this controller since the last commit
        (what undo can still take back, oldest first)."""
        return list(self._staged)

    def committed(self) -> list[A]:
        """The actions of the last commit, oldest first (what ``on_commit``
        was just told about; the table's log lines)."""
        return list(self._committed)

    def _commit(self) -> None:
        events = [e for batch in self._staged_events for e in batch]
        self._committed = list(self._staged)
        self._staged.clear()
        self._staged_events.clear()
        if self.on_commit is not None:
            self.on_commit(self.game, events)


def all_gesture_actions(ctl: Controller[A]) -> list[A]:
    """Every action some drag or click offers now (for tests and computer
    players: it must equal the engine's legal list)."""
    out: list[A] = []
    for source in ctl.draggable():
        for d in ctl.drops(source):
            out.extend(d.actions)
    out.extend(ch.action for ch in ctl.clicks())
    return out
