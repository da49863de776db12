"""Codex actions: small immutable values with a one-line text form.

An action is a verb and its arguments — card ids (ints), card codes,
building words (``base tech1 tech2 tech3 tower surplus``), patrol slot names
(``squad_leader elite scavenger technician lookout``), ``none`` and
``top``: ``play tenderfoot``, ``patrol 12 squad_leader``, ``attack 12 base``,
``attack 40 52 53`` (sparkshot), ``use 34 12``, ``tech iron_man eggship``.
:meth:`Action.parse` reads the text back; the actor is always
:attr:`game.codex.game.Game.to_act`. The full table is in docs/codex-engine.md.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from game.common.errors import IllegalAction, shown
from game.common.notation import NUMBER, words

# A word that is not a number: a card code, building, slot name, ``none``,
# ``top`` (lower-case ASCII, digits after the first letter: ``tech1``).
NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
MAX_TEXT = 120  # characters: the longest action is a few dozen

# verb -> (fewest, most) arguments; ints and words are both accepted where
# the rules take either (targets are card ids or building words).
ARITY: dict[str, tuple[int, int]] = {
    "tech": (0, 2),
    "play": (1, 4),
    "worker": (1, 1),
    "summon": (0, 0),
    "level": (0, 0),
    "build": (1, 1),
    "patrol": (2, 2),
    "unpatrol": (1, 1),
    "attack": (2, 6),  # Trojan Duck: target, building, two obliterate picks, retarget
    "use": (1, 2),
    "end": (0, 0),
}


class Action(NamedTuple):
    """One decision; equal by value, so it can be looked up in legal lists."""

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
        """Read the text form, exactly as ``str`` writes it (single spaces,
        no leading zeros: :mod:`game.common.notation`, as Root's); anything
        else (other scripts, stray spaces, unknown verbs, wrong arguments)
        is a ``notation`` refusal, its text cut short (and quoted with
        ``repr`` when the spacing is wrong, so the stray space shows)."""
        if not isinstance(text, str):
            raise IllegalAction("notation", "action.malformed", text=repr(text)[:MAX_TEXT])
        found = words(text)
        if not found:  # other scripts, tabs, runs of spaces, a space at either end
            raise IllegalAction("notation", "action.malformed", text=repr(text[:MAX_TEXT]))
        verb, rest = found[0], found[1:]
        arity = ARITY.get(verb)
        if arity is None:
            raise IllegalAction("notation", "action.unknown_verb", verb=verb[:40])
        if not arity[0] <= len(rest) <= arity[1]:
            raise IllegalAction("notation", "action.bad_arguments", verb=verb,
                                text=text[:MAX_TEXT])
        args = []
        for w in rest:
            if NUMBER.fullmatch(w):
                args.append(int(w))
            elif NAME.fullmatch(w):
                args.append(w)
            else:  # other scripts' digits, thousands of digits, punctuation
                raise IllegalAction("notation", "action.bad_arguments", verb=verb,
                                    text=text[:MAX_TEXT])
        return cls(verb, tuple(args))


def malformed(a: Action) -> IllegalAction | None:
    """The notation refusal of an Action built in code (not parsed) that no
    text could express — a verb that is not one, the wrong number of
    arguments, a number outside 0-999, a word that is not a name, an argument
    of another type — or None. ``Game.check`` asks it before explaining a
    refusal, so the rules never index a list with such a value."""
    arity = ARITY.get(a.verb) if isinstance(a.verb, str) else None
    if arity is None:
        verb = a.verb if isinstance(a.verb, str) else shown(a.verb)
        return IllegalAction("notation", "action.unknown_verb", verb=verb[:40])
    args = a.args
    if not (type(args) is tuple and arity[0] <= len(args) <= arity[1] and all(
            type(x) is int and 0 <= x <= 999 or type(x) is str and NAME.fullmatch(x)
            for x in args)):
        quoted = (" ".join(x if isinstance(x, str) else shown(x) for x in args[:6])
                  if isinstance(args, tuple) else shown(args))
        return IllegalAction("notation", "action.bad_arguments", verb=a.verb,
                             text=quoted[:MAX_TEXT])
    return None


def action_of(value: Action | str) -> Action:
    """An Action, or its text read. An Action whose arguments are not all
    ints and strings is refused here: ``True == 1`` and ``1.0 == 1``, so it
    would equal a legal action and enter the log as ``patrol 34.0 elite``."""
    if isinstance(value, Action):
        args = value.args
        if type(args) is not tuple:
            raise _not_an_action(value)
        for x in args:  # a plain loop: every check and apply asks (no generator frame)
            if type(x) is not int and type(x) is not str:
                raise _not_an_action(value)
        return value
    return Action.parse(value)


def _not_an_action(value: Action) -> IllegalAction:
    """The refusal of an Action whose arguments are not all ints and strings."""
    return malformed(value) or IllegalAction("notation", "action.malformed",
                                             text=shown(value)[:MAX_TEXT])
