"""The gesture protocol between a rules engine and a table (game-independent).

A table shows pieces and cards the player may pick up, makes the places where
they may be dropped glow, and turns a drop or a click into one engine action.
Pylitaire splits this into ``draggable`` / ``droppable`` / ``drop``; here the
same three questions are asked of a *controller* that derives every answer
from the engine's own legal-action list, so what glows and what the engine
accepts are one list and can never disagree. Root (`game.woodland.controller`)
implements it now, the Codex skirmish later.

Everything here is a plain value: a :class:`Thing` names something on the
table (a source or a target), a :class:`Drop` is one target together with
the engine actions dropping there means, a :class:`Choice` is an action taken
by clicking a Thing. The controller returns engine actions and engine
refusals only; turning them into words is the table's job.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, NamedTuple, Protocol, TypeVar, runtime_checkable

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
