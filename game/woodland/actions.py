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

import re
from typing import NamedTuple

from game.common.notation import NUMBER, words

from .errors import IllegalAction

# What a word of the text may be. A number is a clearing or a count, written
# as ``str(int)`` writes it (game.common.notation.NUMBER: ASCII digits, no
# leading zero, at most three). Any other word is a name (card code, suit,
# building, leader, piece, column): lower-case ASCII letters and underscores.
# Anything else is not an action at all.
NAME = re.compile(r"[a-z][a-z_]{0,39}")
MAX_WORDS = 8  # the longest action, ``craft`` with four clearings, has 6

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
        """Read the text form, exactly as ``str`` writes it (single spaces, no
        leading zeros: :mod:`game.common.notation`, as Codex's); refuses
        anything else, unknown verbs and wrong arguments."""
        if not isinstance(text, str):
            raise IllegalAction("notation", "action.malformed", text=_shortened(repr(text)))
        # ASCII words and single spaces, nothing around (game.common.notation)
        found = words(text)
        if not found or len(found) > MAX_WORDS:
            raise IllegalAction("notation", "action.malformed", text=_shortened(repr(text[:60])))
        verb, rest = found[0], found[1:]
        sigs = SIGNATURES.get(verb)
        if sigs is None:
            raise IllegalAction("notation", "action.unknown_verb", verb=_shortened(verb))
        shape = ""
        for w in rest:
            if NUMBER.fullmatch(w):
                shape += "c"
            elif NAME.fullmatch(w):
                shape += "s"
            else:
                raise IllegalAction("notation", "action.bad_arguments", verb=verb,
                                    text=_shortened(text))
        if shape not in sigs:
            raise IllegalAction("notation", "action.bad_arguments", verb=verb,
                                text=_shortened(text))
        args = tuple(int(w) if s == "c" else w for w, s in zip(rest, shape, strict=True))
        return normal_form(cls(verb, args))


def normal_form(a: Action) -> Action:
    """The one form of an action: a craft's clearings in ascending order
    (the order the legal-action generator writes them), else ``a`` itself."""
    if a.verb == "craft" and len(a.args) > 2:
        pieces = a.args[1:]
        if all(type(c) is int for c in pieces) and list(pieces) != sorted(pieces):
            return Action("craft", (a.args[0],) + tuple(sorted(pieces)))
    return a


def malformed(a: Action) -> IllegalAction | None:
    """The notation refusal of an Action built directly (not parsed) that no
    text could express — an unknown verb, wrong arguments for the verb, a
    number outside 0-999, a word that is not a name, an argument of another
    type — or None. ``Game.check`` asks it before explaining a refusal, so
    the rules never see such values (``str`` of a 5000-digit number raises)."""
    sigs = SIGNATURES.get(a.verb) if isinstance(a.verb, str) else None
    if sigs is None:
        return IllegalAction("notation", "action.unknown_verb", verb=_shortened(repr(a.verb)))
    shape = ""
    for x in a.args if isinstance(a.args, tuple) else (None,):
        if type(x) is int and 0 <= x <= 999:
            shape += "c"
        elif type(x) is str and NAME.fullmatch(x):
            shape += "s"
        else:
            shape = "?"
            break
    if shape not in sigs:
        return IllegalAction("notation", "action.bad_arguments", verb=a.verb,
                             text=_shortened(" ".join(_quoted(x) for x in a.args[:8])
                                             if isinstance(a.args, tuple) else "?"))
    return None


def _quoted(x: object) -> str:
    if type(x) is int and not -10**60 < x < 10**60:
        return "<huge number>"
    return _shortened(repr(x)) if not isinstance(x, str) else _shortened(x)


def _shortened(text: str) -> str:
    """Text quoted in a refusal, cut so a huge input makes a short message."""
    return text if len(text) <= 60 else text[:57] + "..."


def action_of(value: Action | str) -> Action:
    """Accept either an Action or its text form (in its one form)."""
    if isinstance(value, Action):
        # True == 1 and 1.0 == 1: such an Action would equal a legal one and
        # enter the log as "keep True". Only ints and strings are arguments.
        # (A plain loop, not any() over a generator: every apply asks, and
        # the generator's frame cost four times the loop.)
        args = value.args
        if type(args) is not tuple:
            raise _not_an_action(value)
        for x in args:
            if type(x) is not int and type(x) is not str:
                raise _not_an_action(value)
        return normal_form(value) if value.verb == "craft" else value
    return Action.parse(value)


def _not_an_action(value: Action) -> IllegalAction:
    """The refusal of an Action whose arguments are not all ints and strings."""
    return malformed(value) or IllegalAction("notation", "action.malformed",
                                             text=_shortened(repr(value.verb)))
