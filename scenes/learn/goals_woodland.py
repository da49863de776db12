"""Root lesson goals: named, declarative conditions over the engine's public
state, and the highlight targets the table can mark.

Every condition reads what the engine says — ``Game.to_position()`` (the
pieces, cards, Decree, leaders, turn), ``Game.facts()`` (who rules each
clearing, 2.5 with 7.2.2's ties) and ``Game.history`` (the actions played
since the lesson's position) — and never works out a rule itself. A
condition is ``{name: {arg: value, ...}}``; the table of arguments below is
both the check of a lesson file (``validate``) and the documentation
(docs/lessons.md lists it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.woodland.cards import CODES, ITEMS, SUITS
from game.woodland.state import BUILDINGS, COLUMNS, FACTIONS, LEADERS

N_CLEARINGS = 12
PIECES = (*BUILDINGS, "roost", "keep", "wood")
PHASES = ("birdsong", "daylight", "evening", "over")
STAGES = ("ambush", "foil", "ambush_hits", "after_ambush", "roll", "effects_order",
          "effects_att", "effects_def", "effects_def_first", "effects_att_second", "hits",
          "end")

# --- argument kinds: name -> (test, what it must be) --------------------------------

_KINDS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "clearing": (lambda v: _int(v) and 1 <= v <= N_CLEARINGS, f"a clearing 1-{N_CLEARINGS}"),
    "count": (lambda v: _int(v) and 0 <= v <= 100, "a whole number 0-100"),
    "vp": (lambda v: _int(v) and -100 <= v <= 100, "a whole number of VP"),
    "faction": (lambda v: v in FACTIONS, " or ".join(FACTIONS)),
    "ruler": (lambda v: v is None or v in FACTIONS, "marquise, eyrie or null (nobody)"),
    "piece": (lambda v: v in PIECES, ", ".join(PIECES)),
    "card": (lambda v: v in CODES, "a card code (game/woodland/cards.py)"),
    "item": (lambda v: v in ITEMS, ", ".join(ITEMS)),
    "column": (lambda v: v in COLUMNS, ", ".join(COLUMNS)),
    "leader": (lambda v: v in LEADERS, ", ".join(LEADERS)),
    "suit": (lambda v: v in SUITS, ", ".join(SUITS)),
    "phase": (lambda v: v in PHASES, ", ".join(PHASES)),
    "step": (lambda v: isinstance(v, str) and v.isidentifier(), "a step name (docs/engine.md)"),
    "stage": (lambda v: v in STAGES, ", ".join(STAGES)),
    "action": (lambda v: isinstance(v, str) and bool(v), "an action text, e.g. 'battle 5'"),
    "verb": (lambda v: isinstance(v, str) and v.isidentifier(), "an action verb, e.g. 'battle'"),
}


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


# --- reading the engine -------------------------------------------------------------


def _pos(game) -> dict[str, Any]:
    return game.to_position()


def _clearing(game, n: int) -> dict[str, Any]:
    return _pos(game)["clearings"][n - 1]


def _pieces(clearing: Mapping[str, Any], piece: str) -> int:
    """How many of ``piece`` stand in a clearing of the position JSON."""
    if piece in BUILDINGS:
        return clearing[piece + "s"]
    if piece in ("roost", "keep"):
        return int(clearing[piece])
    return clearing["wood"]


def _warriors(game, a) -> int:
    return _clearing(game, a["clearing"])[a["faction"] + "_warriors"]


def _pieces_on_map(game, piece: str) -> int:
    return sum(_pieces(c, piece) for c in _pos(game)["clearings"])


def _played(game, a) -> bool:
    """Whether an action was played since the lesson's position: the exact
    ``action`` text, or any action of that ``verb``."""
    texts = [str(x) for x in game.history]
    if "action" in a:
        return a["action"] in texts
    return any(t.split(" ")[0] == a["verb"] for t in texts)


def _phase_is(game, a) -> bool:
    p = _pos(game)
    return (p["phase"] == a["phase"] and ("step" not in a or p["step"] == a["step"])
            and ("turn" not in a or p["turn"] == a["turn"]))


def _decree_holds(game, a) -> bool:
    """The Decree column holds at least ``count`` cards (of ``card`` when
    given); the Loyal Viziers count as cards of the column only with
    ``viziers``: true (they are not deck cards)."""
    e = _pos(game)["eyrie"]
    cards = e["decree"][a["column"]]
    n = cards.count(a["card"]) if "card" in a else len(cards)
    if a.get("viziers"):
        n += e["viziers"][a["column"]]
    return n >= a["count"]


def _decree_cards(game) -> int:
    """Cards in the whole Decree, the Loyal Viziers not counted."""
    return sum(len(cards) for cards in _pos(game)["eyrie"]["decree"].values())


def _battle_at(game, a) -> bool:
    b = _pos(game)["battle"]
    return (b is not None and ("clearing" not in a or b["clearing"] == a["clearing"])
            and ("stage" not in a or b["stage"] == a["stage"]))


def _to_decide(game, a) -> bool:
    return game.to_act == FACTIONS.index(a["faction"])


# name -> (required args, optional args, test)
_CONDITIONS: dict[str, tuple[dict[str, str], dict[str, str], Callable[[Any, Any], bool]]] = {
    "rules": ({"clearing": "clearing", "faction": "ruler"}, {},
              lambda g, a: g.facts()["rulers"][str(a["clearing"])] == a["faction"]),
    "vp_at_least": ({"faction": "faction", "vp": "vp"}, {},
                    lambda g, a: g.vp(a["faction"]) >= a["vp"]),
    "vp_at_most": ({"faction": "faction", "vp": "vp"}, {},
                   lambda g, a: g.vp(a["faction"]) <= a["vp"]),
    "warriors_at_least": ({"clearing": "clearing", "faction": "faction", "count": "count"}, {},
                          lambda g, a: _warriors(g, a) >= a["count"]),
    "warriors_at_most": ({"clearing": "clearing", "faction": "faction", "count": "count"}, {},
                         lambda g, a: _warriors(g, a) <= a["count"]),
    "pieces_at_least": ({"clearing": "clearing", "piece": "piece", "count": "count"}, {},
                        lambda g, a: _pieces(_clearing(g, a["clearing"]), a["piece"])
                        >= a["count"]),
    "pieces_at_most": ({"clearing": "clearing", "piece": "piece", "count": "count"}, {},
                       lambda g, a: _pieces(_clearing(g, a["clearing"]), a["piece"])
                       <= a["count"]),
    "on_map_at_least": ({"piece": "piece", "count": "count"}, {},
                        lambda g, a: _pieces_on_map(g, a["piece"]) >= a["count"]),
    "on_map_at_most": ({"piece": "piece", "count": "count"}, {},
                       lambda g, a: _pieces_on_map(g, a["piece"]) <= a["count"]),
    "crafted": ({"faction": "faction", "card": "card"}, {},
                lambda g, a: a["card"] in _pos(g)["crafted"][a["faction"]]),
    "item_held": ({"faction": "faction", "item": "item"}, {"count": "count"},
                  lambda g, a: _pos(g)["items"][a["faction"]][a["item"]] >= a.get("count", 1)),
    "in_hand": ({"faction": "faction", "card": "card"}, {},
                lambda g, a: a["card"] in _pos(g)["hands"][a["faction"]]),
    "hand_at_most": ({"faction": "faction", "count": "count"}, {},
                     lambda g, a: len(_pos(g)["hands"][a["faction"]]) <= a["count"]),
    "in_discard": ({"card": "card"}, {}, lambda g, a: a["card"] in _pos(g)["discard"]),
    "decree_holds": ({"column": "column", "count": "count"}, {"card": "card", "viziers": "bool"},
                     _decree_holds),
    "decree_cards_at_least": ({"count": "count"}, {},
                              lambda g, a: _decree_cards(g) >= a["count"]),
    "decree_cards_at_most": ({"count": "count"}, {},
                             lambda g, a: _decree_cards(g) <= a["count"]),
    "viziers_in": ({"column": "column", "count": "count"}, {},
                   lambda g, a: _pos(g)["eyrie"]["viziers"][a["column"]] >= a["count"]),
    "leader_is": ({"leader": "leader"}, {}, lambda g, a: _pos(g)["eyrie"]["leader"] == a["leader"]),
    "deposed": ({"leader": "leader"}, {},
                lambda g, a: a["leader"] in _pos(g)["eyrie"]["face_down"]),
    "phase_is": ({"phase": "phase"}, {"step": "step", "turn": "faction"}, _phase_is),
    "to_decide": ({"faction": "faction"}, {}, _to_decide),
    "actions_left_at_most": ({"count": "count"}, {},
                             lambda g, a: _pos(g)["turn_state"]["actions"] <= a["count"]),
    "battle_at": ({}, {"clearing": "clearing", "stage": "stage"}, _battle_at),
    "played": ({}, {"action": "action", "verb": "verb"}, _played),
    "winner": ({"faction": "faction"}, {}, lambda g, a: _pos(g)["winner"] == a["faction"]),
}
_KINDS["bool"] = (lambda v: isinstance(v, bool), "true or false")

CONDITIONS: dict[str, Callable[[Any, Any], bool]] = {
    name: test for name, (_, _, test) in _CONDITIONS.items()}

# --- highlight targets: name -> the kinds of its value ---------------------------------

_TARGETS: dict[str, tuple[str, ...]] = {
    "clearing": ("clearing",),
    "building": ("clearing", "piece"),      # [5, "sawmill"]: that piece in that clearing
    "warriors": ("clearing", "faction"),    # [5, "eyrie"]
    "card": ("card",),                       # a card in a hand, the Decree or crafted
    "column": ("column",),                   # a Decree column
    "leader": ("leader",),
    "item": ("item",),
    "track": ("piece",),                     # a faction board track: sawmill, roost, ...
}
TARGETS: frozenset[str] = frozenset(_TARGETS)


def validate(kind: str, name: str, args: Any) -> str | None:
    """A problem with one condition's or target's arguments, or None."""
    if kind == "target":
        kinds = _TARGETS[name]
        values = args if isinstance(args, list) else [args]
        if len(values) != len(kinds):
            return f"needs {len(kinds)} value(s): {', '.join(kinds)}"
        for value, k in zip(values, kinds, strict=True):
            test, what = _KINDS[k]
            if not test(value):
                return f"{value!r} is not {what}"
        return None
    required, optional, _ = _CONDITIONS[name]
    if not isinstance(args, dict):
        return f"needs an object of {', '.join(required) or 'arguments'}"
    for arg in required:
        if arg not in args:
            return f"missing argument {arg!r}"
    for arg, value in args.items():
        k = required.get(arg) or optional.get(arg)
        if k is None:
            return f"unknown argument {arg!r} (known: {', '.join([*required, *optional])})"
        test, what = _KINDS[k]
        if not test(value):
            return f"argument {arg!r}: {value!r} is not {what}"
    if name == "played" and len(args) != 1:
        return "needs exactly one of 'action' or 'verb'"
    return None


def arguments(name: str) -> tuple[dict[str, str], dict[str, str]]:
    """(required, optional) arguments of a condition and their kinds, for the docs."""
    required, optional, _ = _CONDITIONS[name]
    return required, optional
