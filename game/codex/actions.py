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

from typing import NamedTuple

from game.common.errors import IllegalAction

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
    "attack": (2, 5),
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
        if not isinstance(text, str):
            raise IllegalAction("notation", "action.malformed", text=repr(text))
        words = text.split()
        if not words:
            raise IllegalAction("notation", "action.malformed", text=text)
        verb, rest = words[0], words[1:]
        arity = ARITY.get(verb)
        if arity is None:
            raise IllegalAction("notation", "action.unknown_verb", verb=verb)
        if not arity[0] <= len(rest) <= arity[1]:
            raise IllegalAction("notation", "action.bad_arguments", verb=verb, text=text)
        return cls(verb, tuple(int(w) if w.isdigit() else w for w in rest))


def action_of(value: Action | str) -> Action:
    if isinstance(value, Action):
        return value
    return Action.parse(value)
