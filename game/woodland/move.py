"""4.2 Move: warriors from one clearing to an adjacent one, ruling either end.

Rule is recomputed from the state before every single move (4.2.1), because
each move can change who rules where; a warrior may move any number of times
in a turn (4.2.2), so nothing remembers which warriors already moved.
"""

from __future__ import annotations

from .actions import Action
from .errors import IllegalAction
from .journal import WARRIORS
from .state import State

_TABLES: dict[tuple[int, tuple], tuple] = {}
MAX_WARRIORS = 25  # the larger box (Marquise): no clearing ever holds more


def _move_table(s: State, tail: tuple) -> tuple[list, list]:
    """Shared Action values for ``move a b n (+tail)``, in two shapes:

    * ``rows[a][i][n - 1]`` for ``b = adj[a][i]``: an unruled origin slices
      the rows of its ruled neighbours;
    * ``fans[a][w]``: every move out of ``a`` with 1..w warriors, neighbour
      by neighbour (the concatenation of ``rows[a][i][:w]``) — a ruled
      origin, the common case, takes it in one list extension.

    Actions are immutable, so every game on this board shares the tables."""
    geo = s.geo
    key = (id(geo), tail)
    table = _TABLES.get(key)
    if table is None or table[0] is not geo:
        rows = [[[Action("move", (a, b, n) + tail) for n in range(1, MAX_WARRIORS + 1)]
                 for b in geo.adj[a]]
                for a in range(geo.n + 1)]
        fans = [[[m for moves in rows[a] for m in moves[:w]] for w in range(MAX_WARRIORS + 1)]
                for a in range(geo.n + 1)]
        table = _TABLES[key] = (geo, rows, fans)
    return table[1], table[2]


def move_actions(s: State, faction: int, origins: tuple[int, ...] | None = None,
                 tail: tuple = (), ruled: list[bool] | None = None) -> list[Action]:
    """Every legal ``move a b n`` for ``faction`` (optionally only from
    ``origins``); ``tail`` is appended to the arguments (the Decree suit)."""
    out: list[Action] = []
    wf = s.warriors[faction]
    geo = s.geo
    adj = geo.adj
    table = _TABLES.get((id(geo), tail))  # _move_table(), without a call when cached
    rows, fans = (table[1], table[2]) if table is not None and table[0] is geo else \
        _move_table(s, tail)
    if ruled is None:
        ruled = s.ruled_by(faction)
    for a in origins if origins is not None else geo.clearings:
        w = wf[a]
        if not w:
            continue
        if ruled[a]:
            out += fans[a][w]
        else:
            for b, moves in zip(adj[a], rows[a], strict=True):
                if ruled[b]:
                    out += moves[:w]
    return out


def can_move_from(s: State, faction: int, a: int) -> bool:
    """Is there at least one legal move out of clearing ``a``?"""
    if not s.warriors[faction][a]:
        return False
    ruled = s.ruled_by(faction)
    return ruled[a] or any(ruled[b] for b in s.geo.adj[a])


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
    j = s.journal  # journal.add_warriors twice, inlined: the commonest action
    if j is not None:
        j[1].extend(((WARRIORS + faction, a, -n), (WARRIORS + faction, b, n)))
