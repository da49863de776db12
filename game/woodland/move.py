"""4.2 Move: warriors from one clearing to an adjacent one, ruling either end.

Rule is recomputed from the state before every single move (4.2.1), because
each move can change who rules where; a warrior may move any number of times
in a turn (4.2.2), so nothing remembers which warriors already moved.
"""

from __future__ import annotations

from .actions import Action
from .errors import IllegalAction
from .state import State


def move_actions(s: State, faction: int, origins: tuple[int, ...] | None = None,
                 tail: tuple = ()) -> list[Action]:
    """Every legal ``move a b n`` for ``faction`` (optionally only from
    ``origins``); ``tail`` is appended to the arguments (the Decree suit)."""
    out: list[Action] = []
    wf = s.warriors[faction]
    adj = s.geo.adj
    rules = s.rules
    for a in origins if origins is not None else s.geo.clearings:
        w = wf[a]
        if not w:
            continue
        rules_a = rules(faction, a)
        for b in adj[a]:
            if rules_a or rules(faction, b):
                for n in range(1, w + 1):
                    out.append(Action("move", (a, b, n) + tail))
    return out


def can_move_from(s: State, faction: int, a: int) -> bool:
    """Is there at least one legal move out of clearing ``a``?"""
    if not s.warriors[faction][a]:
        return False
    if s.rules(faction, a):
        return True
    return any(s.rules(faction, b) for b in s.geo.adj[a])


def move_problem(s: State, faction: int, a: int, b: int, n: int) -> IllegalAction | None:
    """Why ``move a b n`` is illegal for ``faction`` (None if it is legal)."""
    geo = s.geo
    if not (1 <= a <= geo.n) or not (1 <= b <= geo.n):
        return IllegalAction("4.2", "board.no_such_clearing", clearing=a if not 1 <= a <= geo.n
                             else b)
    if n < 1:
        return IllegalAction("4.2", "move.at_least_one")
    if s.warriors[faction][a] < n:
        return IllegalAction("4.2", "move.not_enough_warriors", clearing=a, count=n,
                             have=s.warriors[faction][a])
    if b not in geo.adj[a]:
        return IllegalAction("4.2", "move.not_adjacent", origin=a, destination=b)
    if not (s.rules(faction, a) or s.rules(faction, b)):
        return IllegalAction("4.2.1", "move.must_rule", origin=a, destination=b)
    return None


def do_move(s: State, faction: int, a: int, b: int, n: int) -> None:
    """Carry out one move (already checked)."""
    wf = s.warriors[faction]
    wf[a] -= n
    wf[b] += n
