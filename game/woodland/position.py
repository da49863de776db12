"""The *position*: a documented JSON form of any legal game situation.

Saves, test scenarios and rules demos all speak it (docs/engine.md lists
every field). :func:`to_position` writes canonical data (same state → same
bytes under ``json.dumps(..., sort_keys=True)``); :func:`from_position`
refuses anything that cannot be a legal game, naming the field at fault, so a
damaged save never produces a half-broken game. Fields are checked one by one
here; the whole by :func:`check_setup` (a setup position is one setup makes)
and :func:`check_goes_on` (the rules can go on from it, and every state
reached reads back as itself), which ``Game.from_position`` runs after.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.common.errors import shown as _shown

from .cards import CARD_INDEX, CARDS, CODES, ITEM_SUPPLY, ITEMS, SUIT_INDEX, SUITS
from .errors import PositionError
from .geometry import Geometry
from .knowledge import problem as knowledge_problem
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
    ROUND_LIMIT,
    USED_CODEBREAKERS,
    USED_STAND_AND_DELIVER,
    USED_TAX,
    VIZIER_COLUMNS,
    VP_LIMIT,
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
BATTLE_STAGES = ("ambush", "foil", "ambush_hits", "after_ambush", "roll", "effects_order",
                 "effects_att", "effects_def", "effects_def_first", "effects_att_second",
                 "hits", "end")
# Effects each side may have used, by stage, before both have had their turn.
_EFFECTS_SO_FAR = {"effects_order": (), "effects_def_first": ("sappers", "armorers_def")}
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
            "defenceless": b["defenceless"],
        }
    pos = {
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
    if s.known[0] or s.known[1]:  # only then: positions without it stay as they were
        pos["known"] = {"marquise": sorted(_codes(s.known[0])),
                        "eyrie": sorted(_codes(s.known[1]))}
    return pos


# --- reading -----------------------------------------------------------------

# The fields of each object; anything else is refused (a typo in a saved
# file must not be silently ignored).
TOP_KEYS = ("format", "version", "round", "turn", "phase", "step", "winner", "rng",
            "vp_floor", "vp", "clearings", "deck", "discard", "hands", "crafted", "items",
            "eyrie", "turn_state", "battle", "pending", "peek", "known")
# ("known" is optional: written only when something is known; absent, nothing is.)
CLEARING_KEYS = ("clearing", "marquise_warriors", "eyrie_warriors", "sawmills", "workshops",
                 "recruiters", "wood", "keep", "roost", "crafting_used")
EYRIE_KEYS = ("leader", "face_up", "face_down", "decree", "viziers")
TURN_KEYS = ("actions", "march", "recruited", "acted", "used_tax_collector",
             "used_codebreakers", "used_stand_and_deliver", "decree_added",
             "decree_added_bird", "decree_column", "decree_todo")
BATTLE_KEYS = ("clearing", "attacker", "defender", "stage", "ambush", "rolled_hits", "dice",
               "hits", "effects", "eyrie_removed", "defenceless")
PENDING_KEYS = {
    "wood": ("kind", "sawmills"),
    "recruit": ("kind", "recruiters"),
    "pay": ("kind", "clearing", "wood"),
    "hospital": ("kind", "clearing", "warriors"),
    "lose": ("kind", "player", "clearing", "hits", "scorer"),
}
# Battle stages at which the defender's ambush card is on the table.
AMBUSH_STAGES = ("foil", "ambush_hits")
SETUP_STEPS = ("keep", "cat_build", "leader")
WIN_VP = 30


def _field(where: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else key


def _obj(data: Any, keys: tuple[str, ...], where: str) -> dict:
    """An object with exactly the known ``keys`` (missing ones are named by
    :func:`_get` when read; unknown ones are refused here)."""
    if not isinstance(data, dict):
        raise PositionError(where or "position", "must be an object")
    for key in data:
        if key not in keys:
            raise PositionError(_field(where, _shown(key) if not isinstance(key, str)
                                         else key[:40]), "unknown field")
    return data


def _get(data: Any, key: str, where: str) -> Any:
    if not isinstance(data, dict):
        raise PositionError(where or "position", "must be an object")
    if key not in data:
        raise PositionError(_field(where, key), "missing")
    return data[key]


def _list(value: Any, field: str) -> list:
    if not isinstance(value, list):
        raise PositionError(field, f"must be a list, got {_shown(value)}")
    return value


def _int(value: Any, field: str, lo: int = 0, hi: int = 10**9) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PositionError(field, f"must be an integer, got {_shown(value)}")
    if not lo <= value <= hi:
        raise PositionError(field, f"must be between {lo} and {hi}, got {_shown(value)}")
    return value


def _ints(value: Any, field: str, lo: int, hi: int, sizes: tuple[int, ...]) -> list[int]:
    out = [_int(x, f"{field}[{i}]", lo, hi) for i, x in enumerate(_list(value, field))]
    if len(out) not in sizes:
        raise PositionError(field, f"must hold {' or '.join(map(str, sizes))} numbers")
    return out


def _bool(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise PositionError(field, f"must be true or false, got {_shown(value)}")
    return value


def _choice(value: Any, options: tuple[str, ...] | list[str], field: str) -> str:
    if not isinstance(value, str) or value not in options:
        raise PositionError(field, f"must be one of {list(options)}, got {_shown(value)}")
    return value


def _faction(value: Any, field: str) -> int:
    return FACTIONS.index(_choice(value, FACTIONS, field))


def _card(code: Any, field: str) -> int:
    if not isinstance(code, str) or code not in CARD_INDEX:
        raise PositionError(field, f"unknown card {_shown(code)}")
    return CARD_INDEX[code]


def _cards(value: Any, field: str) -> list[int]:
    if not isinstance(value, list):
        raise PositionError(field, "must be a list of card codes")
    return [_card(code, f"{field}[{i}]") for i, code in enumerate(value)]


def from_position(geo: Geometry, data: Any) -> State:
    """Build a state from a position, refusing anything inconsistent."""
    if not isinstance(data, dict):
        raise PositionError("position", "must be a JSON object")
    if data.get("format") != FORMAT:
        raise PositionError("format", f"must be {FORMAT!r}")
    if data.get("version") != VERSION:
        raise PositionError("version", f"unsupported version {_shown(data.get('version'))}")
    _obj(data, TOP_KEYS, "")
    s = State.empty(geo)
    s.round = _int(_get(data, "round", ""), "round", 0, ROUND_LIMIT)
    s.turn = _faction(_get(data, "turn", ""), "turn")
    s.phase = _choice(_get(data, "phase", ""), PHASES, "phase")
    s.step = _choice(_get(data, "step", ""), STEPS[s.phase], "step")
    if (s.phase == "setup") != (s.round == 0):
        raise PositionError("round", "is 0 exactly during setup")
    if s.phase == "setup" and s.turn != 0:
        raise PositionError("turn", "setup is the Marquise's turn")
    winner = _get(data, "winner", "")
    s.winner = -1 if winner is None else _faction(winner, "winner")
    if (s.winner >= 0) != (s.phase == "over"):
        raise PositionError("winner", "a winner is set exactly when the phase is 'over'")
    rng = _get(data, "rng", "")
    try:
        if not isinstance(rng, str) or not 1 <= len(rng) <= 16:
            raise ValueError
        s.rng = int(rng, 16)
    except ValueError:
        raise PositionError("rng", "must be a string of up to 16 hexadecimal digits") from None
    if not 0 < s.rng <= MASK64:
        raise PositionError("rng", "must be a non-zero 64-bit value")
    s.vp_floor = _bool(_get(data, "vp_floor", ""), "vp_floor")
    vp = _obj(_get(data, "vp", ""), FACTIONS, "vp")
    for i, f in enumerate(FACTIONS):
        s.vp[i] = _int(_get(vp, f, "vp"), f"vp.{f}", -VP_LIMIT if not s.vp_floor else 0, VP_LIMIT)
        if (s.vp[i] >= WIN_VP) != (s.winner == i):
            raise PositionError(f"vp.{f}", f"{WIN_VP} VP or more exactly for the winner (3.1)")
    _read_clearings(s, _get(data, "clearings", ""))
    _read_cards(s, data)
    _read_items(s, _get(data, "items", ""))
    _read_eyrie(s, _get(data, "eyrie", ""))
    _read_turn_state(s, _get(data, "turn_state", ""))
    _read_battle(s, _get(data, "battle", ""))
    _read_pending(s, _get(data, "pending", ""))
    peek = _obj(_get(data, "peek", ""), FACTIONS, "peek")
    for i, f in enumerate(FACTIONS):
        value = _get(peek, f, "peek")
        s.peek[i] = None if value is None else _cards(value, f"peek.{f}")
    if "known" in data:
        _read_known(s, data["known"])
    return s


def _read_known(s: State, known: Any) -> None:
    """What each player knows of the other's hand (game.woodland.knowledge)
    must be true: every card listed is in that hand, as often as listed."""
    _obj(known, FACTIONS, "known")
    cards = [_cards(_get(known, f, "known"), f"known.{f}") for f in FACTIONS]
    s.known = (tuple(sorted(cards[0])), tuple(sorted(cards[1])))
    untrue = knowledge_problem(s)
    if untrue is not None:
        f, code = untrue
        raise PositionError(f"known.{FACTIONS[f]}",
                            f"{code!r} is not in the {FACTIONS[1 - f]} hand (or not that "
                            f"often): a player knows only what is true")


def _read_clearings(s: State, rows: Any) -> None:
    geo = s.geo
    if not isinstance(rows, list) or len(rows) != geo.n:
        raise PositionError("clearings", f"must be a list of {geo.n} clearings")
    keeps = 0
    for i, row in enumerate(rows):
        where = f"clearings[{i}]"
        _obj(row, CLEARING_KEYS, where)
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
    if s.step == "keep" and (s.keep or any(sum(x) for x in s.warriors + s.bld)
                             or s.roost_count() or sum(s.wood)):
        raise PositionError("clearings", "the map is empty before the keep is placed (6.3)")
    if s.step in ("cat_build", "leader") and not s.keep:
        raise PositionError("clearings", "the keep is placed first in setup (6.3)")


def _read_cards(s: State, data: dict) -> None:
    places: list[tuple[str, list[int]]] = []
    s.deck = _cards(_get(data, "deck", ""), "deck")
    s.discard = _cards(_get(data, "discard", ""), "discard")
    places += [("deck", s.deck), ("discard", s.discard)]
    hands = _obj(_get(data, "hands", ""), FACTIONS, "hands")
    crafted = _obj(_get(data, "crafted", ""), FACTIONS, "crafted")
    for i, f in enumerate(FACTIONS):
        s.hands[i] = _cards(_get(hands, f, "hands"), f"hands.{f}")
        places.append((f"hands.{f}", s.hands[i]))
    for i, f in enumerate(FACTIONS):
        s.crafted[i] = _cards(_get(crafted, f, "crafted"), f"crafted.{f}")
        places.append((f"crafted.{f}", s.crafted[i]))
        for card in s.crafted[i]:
            if CARDS[card].kind != "persistent":
                raise PositionError(f"crafted.{f}", f"{CODES[card]} is not a persistent card")
        if len(set(s.crafted[i])) != len(s.crafted[i]):
            raise PositionError(f"crafted.{f}", "the same card twice (4.1.4)")
    eyrie = _get(data, "eyrie", "")
    decree = _obj(_get(eyrie, "decree", "eyrie"), COLUMNS, "eyrie.decree")
    for i, col in enumerate(COLUMNS):
        s.decree[i] = _cards(_get(decree, col, "eyrie.decree"), f"eyrie.decree.{col}")
        places.append((f"eyrie.decree.{col}", s.decree[i]))
    battle = data.get("battle")
    if isinstance(battle, dict) and battle.get("ambush") is not None:
        places.append(("battle.ambush", [_card(battle["ambush"], "battle.ambush")]))
    # 50 cards, each exactly as often as the deck has it: name the place of a
    # surplus copy, or say which card is missing.
    seen: Counter[int] = Counter()
    for field, cards in places:
        for card in cards:
            seen[card] += 1
            if seen[card] > CARDS[card].count:
                raise PositionError(field, f"card {CODES[card]!r} once too often: the deck "
                                           f"has {CARDS[card].count} (50 cards in all)")
    for i, card in enumerate(CARDS):
        if seen[i] != card.count:
            raise PositionError("deck", f"card {card.code!r} appears {seen[i]} times in all, "
                                        f"the deck has {card.count} (50 cards in all)")


def _read_items(s: State, items: Any) -> None:
    _obj(items, ("marquise", "eyrie", "supply"), "items")
    for name, target in (("marquise", s.items[0]), ("eyrie", s.items[1]),
                         ("supply", s.item_supply)):
        row = _obj(_get(items, name, "items"), ITEMS, f"items.{name}")
        for i, item in enumerate(ITEMS):
            target[i] = _int(_get(row, item, f"items.{name}"), f"items.{name}.{item}", 0, 2)
    for i, item in enumerate(ITEMS):
        if s.items[0][i] + s.items[1][i] + s.item_supply[i] != ITEM_SUPPLY[i]:
            raise PositionError(f"items.supply.{item}",
                                f"{item} must total {ITEM_SUPPLY[i]} across supply and boards")


def _leaders(value: Any, field: str) -> list[int]:
    return [LEADER_INDEX[_choice(x, LEADERS, field)] for x in _list(value, field)]


def _read_eyrie(s: State, e: Any) -> None:
    _obj(e, EYRIE_KEYS, "eyrie")
    leader = _get(e, "leader", "eyrie")
    s.leader = -1 if leader is None else LEADER_INDEX[_choice(leader, LEADERS, "eyrie.leader")]
    s.leaders_up = _leaders(_get(e, "face_up", "eyrie"), "eyrie.face_up")
    s.leaders_down = _leaders(_get(e, "face_down", "eyrie"), "eyrie.face_down")
    every = s.leaders_up + s.leaders_down + ([s.leader] if s.leader >= 0 else [])
    if sorted(every) != [0, 1, 2, 3]:
        raise PositionError("eyrie.leader", "the 4 leaders must each be exactly once in "
                                            "leader, face_up or face_down")
    # No leader exactly while one is being chosen (setup, 7.7.3 Depose).
    choosing = s.step in ("keep", "cat_build", "leader", "depose")
    if not choosing and s.leader < 0:
        raise PositionError("eyrie.leader", "the Eyrie must have a leader now")
    if choosing and s.leader >= 0:
        raise PositionError("eyrie.leader", f"no leader yet at step {s.step!r}")
    if not s.leaders_up and s.step in ("leader", "depose"):
        raise PositionError("eyrie.face_up", "a leader must be there to choose (7.7.3)")
    viziers = _obj(_get(e, "viziers", "eyrie"), COLUMNS, "eyrie.viziers")
    for i, col in enumerate(COLUMNS):
        s.viziers[i] = _int(_get(viziers, col, "eyrie.viziers"), f"eyrie.viziers.{col}", 0, 2)
    want = [0, 0, 0, 0]
    if s.leader >= 0:
        for col in VIZIER_COLUMNS[s.leader]:
            want[col] += 1
    if s.viziers != want:
        raise PositionError("eyrie.viziers", "the 2 Loyal Viziers are tucked into the "
                                             "columns of the leader (7.3, 7.7.3)")


def _read_turn_state(s: State, t: Any) -> None:
    w = "turn_state"
    _obj(t, TURN_KEYS, w)
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
    if s.added_bird and not s.added:
        raise PositionError(f"{w}.decree_added_bird", "no card was added to the Decree")
    col = _get(t, "decree_column", w)
    s.col = 4 if col is None else COLUMNS.index(_choice(col, COLUMNS, f"{w}.decree_column"))
    todo = _list(_get(t, "decree_todo", w), f"{w}.decree_todo")
    s.todo = [SUIT_INDEX[_choice(x, SUITS, f"{w}.decree_todo")] for x in todo]
    if s.todo:
        if s.turn != 1 or s.phase not in ("daylight", "over") or s.col >= 4:
            raise PositionError(f"{w}.decree_todo", "Decree cards are resolved only in the "
                                                    "Eyrie's Daylight, in a column (7.5.2)")
        have = Counter(CARDS[c].suit for c in s.decree[s.col])
        have[3] += s.viziers[s.col]
        if any(have[x] < n for x, n in Counter(s.todo).items()):
            raise PositionError(f"{w}.decree_todo", "names cards not in the current column")


def _read_battle(s: State, b: Any) -> None:
    if b is None:
        return
    w = "battle"
    _obj(b, BATTLE_KEYS, w)
    geo = s.geo
    ambush = _get(b, "ambush", w)
    s.battle = {
        "clearing": _int(_get(b, "clearing", w), f"{w}.clearing", 1, geo.n),
        "attacker": _faction(_get(b, "attacker", w), f"{w}.attacker"),
        "defender": _faction(_get(b, "defender", w), f"{w}.defender"),
        "stage": _choice(_get(b, "stage", w), BATTLE_STAGES, f"{w}.stage"),
        "ambush": -1 if ambush is None else _card(ambush, f"{w}.ambush"),
        "roll": _ints(_get(b, "rolled_hits", w), f"{w}.rolled_hits", 0, 3, (2,)),
        "hits": _ints(_get(b, "hits", w), f"{w}.hits", 0, 99, (2,)),
        "effects": [_choice(x, EFFECTS, f"{w}.effects")
                    for x in _list(_get(b, "effects", w), f"{w}.effects")],
        "despot": _int(_get(b, "eyrie_removed", w), f"{w}.eyrie_removed", 0, 99),
        # Optional (positions written before it have none): whether the hits
        # dealt included the defenceless one, which the position after them
        # can no longer tell.
        "defenceless": _bool(b.get("defenceless", False), f"{w}.defenceless"),
    }
    if s.battle["defenceless"] and s.battle["stage"] != "end":
        raise PositionError(f"{w}.defenceless", "is known only once the hits are dealt "
                                                "(stage 'end')")
    dice = _ints(_get(b, "dice", w), f"{w}.dice", 0, 3, (0, 2))
    if dice:
        s.battle["dice"] = dice
    if s.battle["attacker"] != s.turn:
        raise PositionError(f"{w}.attacker", "the attacker is the player whose turn it is")
    if s.battle["attacker"] == s.battle["defender"]:
        raise PositionError(f"{w}.defender", "must differ from the attacker")
    if s.phase != "daylight" or s.step != "daylight":
        raise PositionError(w, "battles are fought in Daylight, at step 'daylight' (not "
                               "while a leader is chosen after Depose)")
    if len(set(s.battle["effects"])) != len(s.battle["effects"]):
        raise PositionError(f"{w}.effects", "an effect used twice")
    allowed = _EFFECTS_SO_FAR.get(s.battle["stage"])
    if allowed is not None and any(x not in allowed for x in s.battle["effects"]):
        raise PositionError(f"{w}.effects", f"an effect used before its side's turn at "
                                            f"stage {s.battle['stage']}")
    if (s.battle["ambush"] >= 0) != (s.battle["stage"] in AMBUSH_STAGES):
        raise PositionError(f"{w}.ambush", "an ambush card is on the table exactly at the "
                                           f"stages {list(AMBUSH_STAGES)}")
    if s.battle["ambush"] >= 0 and CARDS[s.battle["ambush"]].kind != "ambush":
        raise PositionError(f"{w}.ambush", "must be an ambush card")


def _read_pending(s: State, rows: Any) -> None:
    n = s.geo.n
    for i, row in enumerate(_list(rows, "pending")):
        w = f"pending[{i}]"
        kind = _choice(_get(row, "kind", w), tuple(PENDING_KEYS), f"{w}.kind")
        _obj(row, PENDING_KEYS[kind], w)
        if kind == "wood":
            s.queue.append((kind, tuple(_int(x, f"{w}.sawmills", 1, n) for x in _list(
                _get(row, "sawmills", w), f"{w}.sawmills"))))
        elif kind == "recruit":
            s.queue.append((kind, tuple(_int(x, f"{w}.recruiters", 1, n) for x in _list(
                _get(row, "recruiters", w), f"{w}.recruiters"))))
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
        _check_pending(s, s.queue[-1], w)
        _check_pending_moment(s, i, w)
    returning = sum(e[2] for e in s.queue if e[0] == "hospital")
    if returning + sum(s.warriors[0]) > WARRIOR_LIMIT[0]:
        raise PositionError("pending", f"Field Hospitals would bring back more warriors than "
                                       f"the {WARRIOR_LIMIT[0]} in the box (6.2.3)")


# When each kind of pending decision can be waiting: (phase and step, whose
# turn or None for either, whether it is the only one). Wood is asked at the
# Marquise's Birdsong (6.4), a payment or a warrior placement inside one
# Daylight action (6.5.4 Build, 6.5.3 Recruit); hits and Field Hospitals come
# from battles, Tax Collector and the Favor cards, all in Daylight.
_PENDING_MOMENT = {
    "wood": ("birdsong", 0, True),
    "pay": ("daylight", 0, True),
    "recruit": ("daylight", 0, True),
    "hospital": ("daylight", None, False),
    "lose": ("daylight", None, False),
}


def _check_pending_moment(s: State, i: int, w: str) -> None:
    """The decision must be one the rules ask at this moment: in its step,
    in the right turn, alone if it comes alone, and only while short (the
    engine places wood and recruits itself when the supply suffices)."""
    kind = s.queue[i][0]
    step, turn, alone = _PENDING_MOMENT[kind]
    if s.phase != step or s.step != step:
        raise PositionError(w, f"a {kind!r} decision is asked only at step {step!r}")
    if turn is not None and s.turn != turn:
        raise PositionError(w, f"a {kind!r} decision comes only in the Marquise's turn")
    if alone and (i > 0 or s.battle is not None):
        raise PositionError(w, f"a {kind!r} decision comes alone, not with other pending "
                               f"decisions or a battle")
    if kind == "wood" and len(s.queue[i][1]) <= s.wood_supply():
        raise PositionError(f"{w}.sawmills", "with enough wood in the supply every sawmill "
                                             "gets one without a choice (6.4)")
    if kind == "recruit" and len(s.queue[i][1]) <= s.warrior_supply(0):
        raise PositionError(f"{w}.recruiters", "with enough warriors in the supply every "
                                               "recruiter gets one without a choice (6.5.3)")


def _check_pending(s: State, entry: tuple, w: str) -> None:
    """A pending decision must be one the rules could have asked for here."""
    from .marquise import ruled_group
    from .pieces import piece_counts

    kind = entry[0]
    if kind in ("wood", "recruit"):
        field, kinds = ("sawmills", s.bld[0]) if kind == "wood" else ("recruiters", s.bld[2])
        where = entry[1]
        if not where or any(where.count(c) > kinds[c] for c in where):
            raise PositionError(f"{w}.{field}", f"must list {field} on the map")
        short = s.wood_supply() if kind == "wood" else s.warrior_supply(0)
        if short <= 0:
            raise PositionError(w, f"nothing left in the supply to place ({kind})")
    elif kind == "pay":
        c, wood = entry[1], entry[2]
        if not s.rules(0, c) or sum(s.wood[x] for x in ruled_group(s, c)) < wood:
            raise PositionError(f"{w}.wood", "more wood than the ruled clearings connected "
                                             "to the build hold (6.5.4)")
    elif kind == "lose":
        _, victim, c, _hits, scorer = entry
        if victim == scorer or not piece_counts(s, victim, c):
            raise PositionError(w, "the player taking hits has no building or token there")
    if kind in ("wood", "recruit", "pay") and s.turn != 0:
        raise PositionError(w, f"a {kind!r} decision comes only in the Marquise's turn")


# --- the whole: can the rules go on from here? ------------------------------

# How many states after the load the walk explores, at most: every answer to
# the decisions pending at the load (and to the battle in progress), each
# answer's answers, and so on until nothing is pending. A real save needs a
# few (a battle with its hits and Field Hospitals about 20); past the budget
# the walk stops, having checked the first answers of each decision.
WALK_STATES = 40


def check_setup(s: State) -> None:
    """A setup position must be one that setup produces (6.3, 7.3): from the
    cards and generator as dealt, the keep where it is and then the buildings
    placed so far, in some order, give exactly this state. Setup has so few
    positions that this one comparison replaces every per-field rule (an
    Eyrie warrior already on the map, a pending decision, a point scored)."""
    from itertools import permutations

    from . import rules
    from .actions import Action

    made = State.empty(s.geo)
    made.deck, made.hands = list(s.deck), [list(s.hands[0]), list(s.hands[1])]
    made.rng, made.vp_floor = s.rng, s.vp_floor
    placed = [(BUILDINGS[k], c) for k in range(3) for c in s.geo.clearings
              for _ in range(s.bld[k][c])]
    if len(placed) != len({name for name, _ in placed}):
        raise PositionError("clearings", "setup places one building of each kind (6.3)")
    if s.step != "keep":
        if s.keep not in s.geo.corners:
            raise PositionError("clearings", "the keep goes in a corner clearing (6.3)")
        rules.apply(made, Action("keep", (s.keep,)))
        for order in permutations(placed):
            trial = made.clone()
            for name, c in order:
                if Action("place", (name, c)) not in rules.legal_actions(trial):
                    break
                rules.apply(trial, Action("place", (name, c)))
            else:
                made = trial
                break
        else:
            raise PositionError("clearings", "buildings that setup cannot place (6.3)")
    want, got = to_position(made), to_position(s)
    where = _first_difference(got, want, "")
    if where is not None:
        raise PositionError(where or "position",
                            f"setup cannot produce this at step {s.step!r} (6.3, 7.3)")


def _first_difference(a: Any, b: Any, where: str) -> str | None:
    """The first field (in document order) where two positions differ."""
    if isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
        for key in a:
            found = _first_difference(a[key], b[key], _field(where, key))
            if found is not None:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found = _first_difference(x, y, _field(where, i))
            if found is not None:
                return found
        return None
    return None if a == b else where


def reread_problem(s: State) -> str | None:
    """Why the position of ``s`` would not load back as the same state
    (None when it does): the per-field reader is the judge of every
    invariant (box limits, slots, 50 cards, 12 items, leaders, pending)."""
    pos = to_position(s)
    try:
        back = from_position(s.geo, pos)
    except PositionError as exc:
        return f"refused at {exc.field}: {exc.problem}"
    if to_position(back) != pos:
        return "reads back as a different position"
    return None


def check_goes_on(s: State, legal: list, field: str) -> None:
    """The whole, checked by playing on (after the automatic steps of the
    load): the position reached must read back as itself, and so must every
    state reached by answering the pending decisions and the battle in
    progress — each answer tried, on copies, up to :data:`WALK_STATES` —
    and each must offer a decision until the game ends. This catches what
    no single field shows: a pending queue that breaks only once an earlier
    entry is answered, more wood placed than the box holds, a battle whose
    end leaves the Eyrie without a leader."""
    from . import rules

    problem = reread_problem(s)
    if problem is not None:
        raise PositionError(field, f"the loaded game would not save: {problem}")
    frontier: list[tuple[State, list, tuple[str, ...]]] = []
    if s.winner < 0 and (s.queue or s.battle is not None):
        frontier.append((s, legal, ()))
    explored = 0
    while frontier and explored < WALK_STATES:
        state, acts, path = frontier.pop(0)
        for a in acts:
            if explored >= WALK_STATES:
                break
            explored += 1
            after = state.clone()
            trail = path + (str(a),)
            try:
                nxt = rules.apply(after, a)
            except Exception as exc:  # a combination no field check caught
                raise PositionError(field, f"the rules cannot go on after {', '.join(trail)} "
                                           f"({type(exc).__name__})") from None
            if not nxt and after.winner < 0:
                raise PositionError(field, f"after {', '.join(trail)} nobody can decide "
                                           f"anything")
            problem = reread_problem(after)
            if problem is not None:
                raise PositionError(field, f"after {', '.join(trail)} the game would not "
                                           f"save: {problem}")
            if after.winner < 0 and (after.queue or after.battle is not None):
                frontier.append((after, nxt, trail))
