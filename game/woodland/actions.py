"""Actions: small immutable values with a stable one-line text form.

An action is a verb and a tuple of arguments (ints for clearing numbers and
counts, strings for card codes, suits, building and leader names). Its text
is the verb and arguments joined by spaces — ``move 3 7 2``,
``craft anvil 1``, ``decree battle ambush_bird`` — and :meth:`Action.parse`
reads that text back, so logs, saves, tests and the UI share one language.
Each action has one text form: the crafting pieces a ``craft`` activates
are a set (4.1.1), so ``craft sword 12 8`` is read as ``craft sword 8 12``
(:func:`normal_form`, applied by :meth:`Action.parse` and :func:`action_of`).
The actor is never part of the action: it is always the player who must
decide now (:attr:`game.woodland.game.Game.to_act`).
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import IllegalAction

# verb -> argument kinds ("c" clearing/int, "s" word). Variants list every
# accepted arity; the parser refuses anything else.
SIGNATURES: dict[str, tuple[str, ...]] = {
    "keep": ("c",),
    "place": ("sc",),
    "leader": ("s",),
    "wood": ("c",),
    "royal_claim": ("",),
    "stand_and_deliver": ("",),
    "decree": ("ss",),
    "roost": ("c",),
    "craft": ("s", "sc", "scc", "sccc", "scccc"),
    "battle": ("c", "cs"),
    "move": ("ccc", "cccs"),
    "recruit": ("", "cs"),
    "build": ("sc", "cs"),
    "overwork": ("cs",),
    "hawks": ("s",),
    "tax": ("c",),
    "codebreakers": ("",),
    "turmoil": ("",),
    "end": ("",),
    "pass": ("",),
    "pay": ("c",),
    "place_warrior": ("c",),
    "ambush": ("s",),
    "foil": ("s",),
    "armorers": ("",),
    "sappers": ("",),
    "brutal_tactics": ("",),
    "effects_first": ("s",),
    "lose": ("s",),
    "hospital": ("s",),
    "discard": ("s",),
}


class Action(NamedTuple):
    """One decision. Equality and hashing are by value, so actions can be
    compared with the members of :meth:`Game.legal_actions`."""

    verb: str
    args: tuple = ()

    def __str__(self) -> str:
        if not self.args:
            return self.verb
        return self.verb + " " + " ".join(str(a) for a in self.args)

    @property
    def text(self) -> str:
        return str(self)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read the text form; refuses unknown verbs and wrong arguments."""
        if not isinstance(text, str):
            raise IllegalAction("notation", "action.malformed", text=repr(text))
        words = text.split()
        if not words:
            raise IllegalAction("notation", "action.malformed", text=text)
        verb, rest = words[0], words[1:]
        sigs = SIGNATURES.get(verb)
        if sigs is None:
            raise IllegalAction("notation", "action.unknown_verb", verb=verb)
        shape = "".join("c" if w.isdigit() else "s" for w in rest)
        if shape not in sigs:
            raise IllegalAction("notation", "action.bad_arguments", verb=verb, text=text)
        args = tuple(int(w) if w.isdigit() else w for w in rest)
        return normal_form(cls(verb, args))


def normal_form(a: Action) -> Action:
    """The one form of an action: a craft's clearings in ascending order
    (the order the legal-action generator writes them), else ``a`` itself."""
    if a.verb == "craft" and len(a.args) > 2:
        pieces = a.args[1:]
        if all(type(c) is int for c in pieces) and list(pieces) != sorted(pieces):
            return Action("craft", (a.args[0],) + tuple(sorted(pieces)))
    return a


def action_of(value: Action | str) -> Action:
    """Accept either an Action or its text form (in its one form)."""
    if isinstance(value, Action):
        return normal_form(value) if value.verb == "craft" else value
    return Action.parse(value)
