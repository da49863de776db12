"""The *position*: a documented JSON form of any legal game situation.

Saves, test scenarios and rules demos all speak it (docs/engine.md lists
every field). :func:`to_position` writes canonical data (same state → same
bytes under ``json.dumps(..., sort_keys=True)``); :func:`from_position`
refuses anything that cannot be a legal game, naming the field at fault, so a
damaged save never produces a half-broken game.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .cards import CARD_INDEX, CARDS, CODES, ITEM_SUPPLY, ITEMS, SUIT_INDEX, SUITS
from .errors import PositionError
from .geometry import Geometry
from .rng import MASK64
from .state import (
    BUILDINGS,
    BUILDINGS_PER_TYPE,
    COLUMNS,
    FACTIONS,
    LEADER_INDEX,
    LEADERS,
    PHASES,
    ROOST_LIMIT,
    USED_CODEBREAKERS,
    USED_STAND_AND_DELIVER,
    USED_TAX,
    WARRIOR_LIMIT,
    WOOD_LIMIT,
    State,
)

FORMAT = "woodland-position"
VERSION = 1

STEPS = {
    "setup": ("keep", "cat_build", "leader"),
    "birdsong": ("birdsong_start", "decree", "new_roost", "birdsong"),
    "daylight": ("daylight_start", "warren", "daylight", "depose"),
    "evening": ("evening_start", "cobbler", "evening", "discard"),
    "over": ("over",),
}
BATTLE_STAGES = ("ambush", "foil", "ambush_hits", "after_ambush", "roll", "effects_att",
                 "effects_def", "hits", "end")
EFFECTS = ("brutal_tactics", "sappers", "armorers_att", "armorers_def")


def _codes(cards: list[int]) -> list[str]:
    return [CODES[c] for c in cards]


def to_position(s: State) -> dict[str, Any]:
    """The JSON-able position of a state (see docs/engine.md)."""
    geo = s.geo
    clearings = []
    for c in geo.clearings:
        clearings.append({
            "clearing": c,
            "marquise_warriors": s.warriors[0][c],
            "eyrie_warriors": s.warriors[1][c],
            "sawmills": s.bld[0][c],
            "workshops": s.bld[1][c],
            "recruiters": s.bld[2][c],
            "wood": s.wood[c],
            "keep": s.keep == c,
            "roost": bool(s.roost[c]),
            "crafting_used": s.used[c],
        })
    pending = []
    for entry in s.queue:
        kind = entry[0]
        if kind == "wood":
            pending.append({"kind": kind, "sawmills": list(entry[1])})
        elif kind == "recruit":
            pending.append({"kind": kind, "recruiters": list(entry[1])})
        elif kind == "pay":
            pending.append({"kind": kind, "clearing": entry[1], "wood": entry[2]})
        elif kind == "hospital":
            pending.append({"kind": kind, "clearing": entry[1], "warriors": entry[2]})
        else:
            pending.append({"kind": kind, "player": FACTIONS[entry[1]], "clearing": entry[2],
                            "hits": entry[3], "scorer": FACTIONS[entry[4]]})
    battle = None
    if s.battle is not None:
        b = s.battle
        battle = {
            "clearing": b["clearing"], "attacker": FACTIONS[b["attacker"]],
            "defender": FACTIONS[b["defender"]], "stage": b["stage"],
            "ambush": CODES[b["ambush"]] if b["ambush"] >= 0 else None,
            "rolled_hits": list(b["roll"]), "dice": list(b.get("dice", [])),
            "hits": list(b["hits"]), "effects": list(b["effects"]),
            "eyrie_removed": b["despot"],
        }
    return {
        "format": FORMAT,
        "version": VERSION,
        "round": s.round,
        "turn": FACTIONS[s.turn],
        "phase": s.phase,
        "step": s.step,
        "winner": FACTIONS[s.winner] if s.winner >= 0 else None,
        "rng": f"{s.rng:016x}",
        "vp_floor": s.vp_floor,
        "vp": {"marquise": s.vp[0], "eyrie": s.vp[1]},
        "clearings": clearings,
        "deck": _codes(s.deck),
        "discard": _codes(s.discard),
        "hands": {"marquise": _codes(s.hands[0]), "eyrie": _codes(s.hands[1])},
        "crafted": {"marquise": _codes(s.crafted[0]), "eyrie": _codes(s.crafted[1])},
        "items": {
            "marquise": dict(zip(ITEMS, s.items[0], strict=True)),
            "eyrie": dict(zip(ITEMS, s.items[1], strict=True)),
            "supply": dict(zip(ITEMS, s.item_supply, strict=True)),
        },
        "eyrie": {
            "leader": LEADERS[s.leader] if s.leader >= 0 else None,
            "face_up": [LEADERS[i] for i in s.leaders_up],
            "face_down": [LEADERS[i] for i in s.leaders_down],
            "decree": {col: _codes(s.decree[i]) for i, col in enumerate(COLUMNS)},
            "viziers": {col: s.viziers[i] for i, col in enumerate(COLUMNS)},
        },
        "turn_state": {
            "actions": s.actions,
            "march": s.march,
            "recruited": s.recruited,
            "acted": s.acted,
            "used_tax_collector": bool(s.flags & USED_TAX),
            "used_codebreakers": bool(s.flags & USED_CODEBREAKERS),
            "used_stand_and_deliver": bool(s.flags & USED_STAND_AND_DELIVER),
            "decree_added": s.added,
            "decree_added_bird": s.added_bird,
            "decree_column": COLUMNS[s.col] if s.col < 4 else None,
            "decree_todo": [SUITS[x] for x in s.todo],
        },
        "battle": battle,
        "pending": pending,
        "peek": {"marquise": None if s.peek[0] is None else _codes(s.peek[0]),
                 "eyrie": None if s.peek[1] is None else _codes(s.peek[1])},
    }


# --- reading -----------------------------------------------------------------

def _get(data: Any, key: str, where: str) -> Any:
    if not isinstance(data, dict):
        raise PositionError(where, "must be an object")
    if key not in data:
        raise PositionError(f"{where}.{key}" if where else key, "missing")
    return data[key]


def _int(value: Any, field: str, lo: int = 0, hi: int = 10**9) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PositionError(field, f"must be an integer, got {value!r}")
    if not lo <= value <= hi:
        raise PositionError(field, f"must be between {lo} and {hi}, got {value}")
    return value


def _bool(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise PositionError(field, f"must be true or false, got {value!r}")
    return value


def _choice(value: Any, options: tuple[str, ...] | list[str], field: str) -> str:
    if value not in options:
        raise PositionError(field, f"must be one of {list(options)}, got {value!r}")
    return value


def _faction(value: Any, field: str) -> int:
    return FACTIONS.index(_choice(value, FACTIONS, field))


def _cards(value: Any, field: str) -> list[int]:
    if not isinstance(value, list):
        raise PositionError(field, "must be a list of card codes")
    out = []
    for i, code in enumerate(value):
        if code not in CARD_INDEX:
            raise PositionError(f"{field}[{i}]", f"unknown card {code!r}")
        out.append(CARD_INDEX[code])
    return out


def from_position(geo: Geometry, data: Any) -> State:
    """Build a state from a position, refusing anything inconsistent."""
    if not isinstance(data, dict):
        raise PositionError("position", "must be a JSON object")
    if data.get("format") != FORMAT:
        raise PositionError("format", f"must be {FORMAT!r}")
    if data.get("version") != VERSION:
        raise PositionError("version", f"unsupported version {data.get('version')!r}")
    s = State.empty(geo)
    s.round = _int(_get(data, "round", ""), "round")
    s.turn = _faction(_get(data, "turn", ""), "turn")
    s.phase = _choice(_get(data, "phase", ""), PHASES, "phase")
    s.step = _choice(_get(data, "step", ""), STEPS[s.phase], "step")
    winner = _get(data, "winner", "")
    s.winner = -1 if winner is None else _faction(winner, "winner")
    if (s.winner >= 0) != (s.phase == "over"):
        raise PositionError("winner", "a winner is set exactly when the phase is 'over'")
    rng = _get(data, "rng", "")
    try:
        s.rng = int(rng, 16)
    except (TypeError, ValueError):
        raise PositionError("rng", "must be a hexadecimal string") from None
    if not 0 < s.rng <= MASK64:
        raise PositionError("rng", "must be a non-zero 64-bit value")
    s.vp_floor = _bool(_get(data, "vp_floor", ""), "vp_floor")
    vp = _get(data, "vp", "")
    for i, f in enumerate(FACTIONS):
        s.vp[i] = _int(_get(vp, f, "vp"), f"vp.{f}", -10**6 if not s.vp_floor else 0)
    _read_clearings(s, _get(data, "clearings", ""))
    _read_cards(s, data)
    _read_items(s, _get(data, "items", ""))
    _read_eyrie(s, _get(data, "eyrie", ""))
    _read_turn_state(s, _get(data, "turn_state", ""))
    _read_battle(s, _get(data, "battle", ""))
    _read_pending(s, _get(data, "pending", ""))
    peek = _get(data, "peek", "")
    for i, f in enumerate(FACTIONS):
        value = _get(peek, f, "peek")
        s.peek[i] = None if value is None else _cards(value, f"peek.{f}")
    return s


def _read_clearings(s: State, rows: Any) -> None:
    geo = s.geo
    if not isinstance(rows, list) or len(rows) != geo.n:
        raise PositionError("clearings", f"must be a list of {geo.n} clearings")
    keeps = 0
    for i, row in enumerate(rows):
        where = f"clearings[{i}]"
        c = _int(_get(row, "clearing", where), f"{where}.clearing", 1, geo.n)
        if c != i + 1:
            raise PositionError(f"{where}.clearing", f"must be {i + 1} (in order)")
        s.warriors[0][c] = _int(_get(row, "marquise_warriors", where),
                                f"{where}.marquise_warriors", 0, WARRIOR_LIMIT[0])
        s.warriors[1][c] = _int(_get(row, "eyrie_warriors", where), f"{where}.eyrie_warriors",
                                0, WARRIOR_LIMIT[1])
        for k, name in enumerate(("sawmills", "workshops", "recruiters")):
            s.bld[k][c] = _int(_get(row, name, where), f"{where}.{name}", 0, 4)
        s.wood[c] = _int(_get(row, "wood", where), f"{where}.wood", 0, WOOD_LIMIT)
        if _bool(_get(row, "keep", where), f"{where}.keep"):
            s.keep = c
            keeps += 1
        s.roost[c] = int(_bool(_get(row, "roost", where), f"{where}.roost"))
        s.used[c] = _int(_get(row, "crafting_used", where), f"{where}.crafting_used", 0, 4)
        if s.free_slots(c) < 0:
            raise PositionError(where, f"more buildings than the {geo.slots[c]} slots "
                                       f"(a ruin fills one)" if geo.ruin[c] else
                                f"more buildings than the {geo.slots[c]} slots")
    if keeps > 1:
        raise PositionError("clearings", "more than one keep")
    for i, f in enumerate(FACTIONS):
        if sum(s.warriors[i]) > WARRIOR_LIMIT[i]:
            raise PositionError("clearings", f"more than {WARRIOR_LIMIT[i]} {f} warriors")
    for k, name in enumerate(BUILDINGS):
        if s.building_count(k) > BUILDINGS_PER_TYPE:
            raise PositionError("clearings", f"more than {BUILDINGS_PER_TYPE} {name}s")
    if sum(s.wood) > WOOD_LIMIT:
        raise PositionError("clearings", f"more than {WOOD_LIMIT} wood")
    if s.roost_count() > ROOST_LIMIT:
        raise PositionError("clearings", f"more than {ROOST_LIMIT} roosts")
    if s.keep and s.roost[s.keep]:
        raise PositionError("clearings", "a roost in the keep's clearing (6.2.2)")


def _read_cards(s: State, data: dict) -> None:
    s.deck = _cards(_get(data, "deck", ""), "deck")
    s.discard = _cards(_get(data, "discard", ""), "discard")
    hands = _get(data, "hands", "")
    crafted = _get(data, "crafted", "")
    for i, f in enumerate(FACTIONS):
        s.hands[i] = _cards(_get(hands, f, "hands"), f"hands.{f}")
        s.crafted[i] = _cards(_get(crafted, f, "crafted"), f"crafted.{f}")
        for card in s.crafted[i]:
            if CARDS[card].kind != "persistent":
                raise PositionError(f"crafted.{f}", f"{CODES[card]} is not a persistent card")
        if len(set(s.crafted[i])) != len(s.crafted[i]):
            raise PositionError(f"crafted.{f}", "the same card twice (4.1.4)")
    decree = _get(_get(data, "eyrie", ""), "decree", "eyrie")
    for i, col in enumerate(COLUMNS):
        s.decree[i] = _cards(_get(decree, col, "eyrie.decree"), f"eyrie.decree.{col}")
    seen = Counter(s.deck + s.discard + s.hands[0] + s.hands[1] + s.crafted[0] + s.crafted[1]
                   + [c for col in s.decree for c in col])
    battle = data.get("battle")
    if isinstance(battle, dict) and battle.get("ambush") in CARD_INDEX:
        seen[CARD_INDEX[battle["ambush"]]] += 1
    for i, card in enumerate(CARDS):
        if seen[i] != card.count:
            raise PositionError("deck", f"card {card.code!r} appears {seen[i]} times in all, "
                                        f"the deck has {card.count}")


def _read_items(s: State, items: Any) -> None:
    for name, target in (("marquise", s.items[0]), ("eyrie", s.items[1]),
                         ("supply", s.item_supply)):
        row = _get(items, name, "items")
        for i, item in enumerate(ITEMS):
            target[i] = _int(_get(row, item, f"items.{name}"), f"items.{name}.{item}", 0, 2)
    for i, item in enumerate(ITEMS):
        if s.items[0][i] + s.items[1][i] + s.item_supply[i] != ITEM_SUPPLY[i]:
            raise PositionError(f"items.supply.{item}",
                                f"{item} must total {ITEM_SUPPLY[i]} across supply and boards")


def _read_eyrie(s: State, e: Any) -> None:
    leader = _get(e, "leader", "eyrie")
    s.leader = -1 if leader is None else LEADER_INDEX[_choice(leader, LEADERS, "eyrie.leader")]
    s.leaders_up = [LEADER_INDEX[_choice(x, LEADERS, "eyrie.face_up")]
                    for x in _get(e, "face_up", "eyrie")]
    s.leaders_down = [LEADER_INDEX[_choice(x, LEADERS, "eyrie.face_down")]
                      for x in _get(e, "face_down", "eyrie")]
    every = s.leaders_up + s.leaders_down + ([s.leader] if s.leader >= 0 else [])
    if sorted(every) != [0, 1, 2, 3]:
        raise PositionError("eyrie.leader", "the 4 leaders must each be exactly once in "
                                            "leader, face_up or face_down")
    needs_leader = s.step not in ("keep", "cat_build", "leader", "depose") and s.phase != "over"
    if needs_leader and s.leader < 0:
        raise PositionError("eyrie.leader", "the Eyrie must have a leader now")
    viziers = _get(e, "viziers", "eyrie")
    for i, col in enumerate(COLUMNS):
        s.viziers[i] = _int(_get(viziers, col, "eyrie.viziers"), f"eyrie.viziers.{col}", 0, 2)
    if sum(s.viziers) not in (0, 2) or (s.leader >= 0 and sum(s.viziers) != 2):
        raise PositionError("eyrie.viziers", "the 2 Loyal Viziers are tucked with a leader")


def _read_turn_state(s: State, t: Any) -> None:
    w = "turn_state"
    s.actions = _int(_get(t, "actions", w), f"{w}.actions", 0, 60)
    s.march = _int(_get(t, "march", w), f"{w}.march", 0, 1)
    s.recruited = _bool(_get(t, "recruited", w), f"{w}.recruited")
    s.acted = _bool(_get(t, "acted", w), f"{w}.acted")
    s.flags = (USED_TAX * _bool(_get(t, "used_tax_collector", w), f"{w}.used_tax_collector")
               | USED_CODEBREAKERS * _bool(_get(t, "used_codebreakers", w),
                                           f"{w}.used_codebreakers")
               | USED_STAND_AND_DELIVER * _bool(_get(t, "used_stand_and_deliver", w),
                                                f"{w}.used_stand_and_deliver"))
    s.added = _int(_get(t, "decree_added", w), f"{w}.decree_added", 0, 2)
    s.added_bird = _bool(_get(t, "decree_added_bird", w), f"{w}.decree_added_bird")
    col = _get(t, "decree_column", w)
    s.col = 4 if col is None else COLUMNS.index(_choice(col, COLUMNS, f"{w}.decree_column"))
    todo = _get(t, "decree_todo", w)
    if not isinstance(todo, list):
        raise PositionError(f"{w}.decree_todo", "must be a list of suits")
    s.todo = [SUIT_INDEX[_choice(x, SUITS, f"{w}.decree_todo")] for x in todo]
    if s.col < 4:
        have = Counter(CARDS[c].suit for c in s.decree[s.col])
        have[3] += s.viziers[s.col]
        if any(have[x] < n for x, n in Counter(s.todo).items()):
            raise PositionError(f"{w}.decree_todo", "names cards not in the current column")


def _read_battle(s: State, b: Any) -> None:
    if b is None:
        return
    w = "battle"
    geo = s.geo
    ambush = _get(b, "ambush", w)
    s.battle = {
        "clearing": _int(_get(b, "clearing", w), f"{w}.clearing", 1, geo.n),
        "attacker": _faction(_get(b, "attacker", w), f"{w}.attacker"),
        "defender": _faction(_get(b, "defender", w), f"{w}.defender"),
        "stage": _choice(_get(b, "stage", w), BATTLE_STAGES, f"{w}.stage"),
        "ambush": -1 if ambush is None else _cards([ambush], f"{w}.ambush")[0],
        "roll": [_int(x, f"{w}.rolled_hits", 0, 3) for x in _get(b, "rolled_hits", w)],
        "hits": [_int(x, f"{w}.hits", 0, 99) for x in _get(b, "hits", w)],
        "effects": [_choice(x, EFFECTS, f"{w}.effects") for x in _get(b, "effects", w)],
        "despot": _int(_get(b, "eyrie_removed", w), f"{w}.eyrie_removed", 0, 99),
    }
    dice = _get(b, "dice", w)
    if dice:
        s.battle["dice"] = [_int(x, f"{w}.dice", 0, 3) for x in dice]
    if s.battle["attacker"] == s.battle["defender"]:
        raise PositionError(f"{w}.defender", "must differ from the attacker")
    if len(s.battle["roll"]) != 2 or len(s.battle["hits"]) != 2:
        raise PositionError(f"{w}.rolled_hits", "must hold two numbers")
    if s.battle["ambush"] >= 0 and CARDS[s.battle["ambush"]].kind != "ambush":
        raise PositionError(f"{w}.ambush", "must be an ambush card")


def _read_pending(s: State, rows: Any) -> None:
    if not isinstance(rows, list):
        raise PositionError("pending", "must be a list")
    n = s.geo.n
    for i, row in enumerate(rows):
        w = f"pending[{i}]"
        kind = _choice(_get(row, "kind", w), ("wood", "recruit", "pay", "hospital", "lose"),
                       f"{w}.kind")
        if kind == "wood":
            s.queue.append((kind, tuple(_int(x, f"{w}.sawmills", 1, n)
                                        for x in _get(row, "sawmills", w))))
        elif kind == "recruit":
            s.queue.append((kind, tuple(_int(x, f"{w}.recruiters", 1, n)
                                        for x in _get(row, "recruiters", w))))
        elif kind == "pay":
            s.queue.append((kind, _int(_get(row, "clearing", w), f"{w}.clearing", 1, n),
                            _int(_get(row, "wood", w), f"{w}.wood", 1, 4)))
        elif kind == "hospital":
            s.queue.append((kind, _int(_get(row, "clearing", w), f"{w}.clearing", 1, n),
                            _int(_get(row, "warriors", w), f"{w}.warriors", 1, 25)))
        else:
            s.queue.append((kind, _faction(_get(row, "player", w), f"{w}.player"),
                            _int(_get(row, "clearing", w), f"{w}.clearing", 1, n),
                            _int(_get(row, "hits", w), f"{w}.hits", 1, 99),
                            _faction(_get(row, "scorer", w), f"{w}.scorer")))


