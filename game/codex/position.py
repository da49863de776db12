"""The Codex position JSON: write, validate, read (docs/codex-engine.md).

A position describes any legal moment at a decision: whose turn, the phase
(``tech`` or ``main``, or ``over``), the RNG, and per player gold, workers,
the ordered zones as card-id lists (deck top last), patrol slots, buildings
and hero facts; ``cards`` holds the state of each card in play (and of the
hero, whose level is kept). Loading checks every field's type and the
whole — every card in exactly one zone — and names the bad field in a
:class:`~game.common.errors.PositionError`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from game.common.errors import PositionError, shown
from game.common.notation import NUMBER
from game.common.rng import MASK64

from .cards import ANGRY_DANCER, CARD_INDEX, CODES, CODEX, DANCER
from .knowledge import ON_TOP, ZONE_WORDS
from .state import (
    ADDON,
    ADDONS,
    BUILDING_HP,
    BUILT,
    GOLD_CAP,
    HERO_OFFSET,
    N_IDS,
    NONE,
    PER_PLAYER,
    SLOTS,
    STARTED,
    TECH_WORDS,
    TOKEN_OFFSET,
    TURN_LIMIT,
    State,
    owner_of,
)
from .stats import IS_FIGHTER, IS_UNIT, KIND, MAX_LEVEL_OF, TWO_STEP, hp

FORMAT = "codex-position"
VERSION = 1
ZONES = ("deck", "hand", "discard", "workers", "codex", "play")
BUILDING_STATES = ("none", "started", "built")
CARD_FIELDS = ("code", "damage", "exhausted", "fresh", "runes", "level", "disabled",
               "attacked", "temp_atk", "temp_hp", "stealth", "armor_used", "partner")
PLAYER_FIELDS = ("gold", "start_workers", "hired", *ZONES, "patrol", "buildings", "addon",
                 "paid", "hero_ready", "hero_max_start", "tower_used")
TOP_FIELDS = ("format", "version", "specs", "turn", "turn_number", "phase", "winner", "rng",
              "players", "cards")
# written only when something is known (absent: nothing; older positions)
OPTIONAL_TOP = ("known",)
# This turn's changes are bought with this turn's gold: a turn starts with at
# most GOLD_CAP and gains none (the Scavenger pays the patroller's controller,
# the other player), and each gold lowers one card's ATK by at most 4
# (Intimidate: -4 for 1 gold; Discord: -2 for 2) and its HP by 1 per 2 gold
# (Discord). So a card's temp_atk >= -4 x (20 - gold of the player to act),
# a bound that every further spell keeps; in the tech phase, before the
# upkeep brings gold in, it is 0.
ATK_PER_GOLD = 4
GOLD_PER_HP = 2
# int(x, 16) alone also reads "0x", "_", spaces, a sign and other scripts' digits
RNG_TEXT = re.compile(r"[0-9a-fA-F]{16}")


def to_position(s: State) -> dict[str, Any]:
    players = []
    for p in (0, 1):
        players.append({
            "gold": s.gold[p],
            "start_workers": s.start_workers[p],
            "hired": bool(s.hired[p]),
            "deck": list(s.deck[p]),
            "hand": list(s.hand[p]),
            "discard": list(s.discard[p]),
            "workers": list(s.workers[p]),
            "codex": list(s.codex[p]),
            "play": list(s.play[p]),
            "patrol": {SLOTS[k]: (None if s.patrol[p][k] < 0 else s.patrol[p][k])
                       for k in range(5)},
            "buildings": {_bname(b): {"state": BUILDING_STATES[s.bld[p][b]],
                                      "damage": s.bld_dmg[p][b]} for b in range(5)},
            "addon": ADDONS[s.addon[p]] or None,
            "paid": [bool(s.bld_paid[p][b]) for b in (1, 2, 3)],
            "hero_ready": s.hero_ready[p],
            "hero_max_start": bool(s.hero_max_start[p]),
            "tower_used": bool(s.tower_used[p]),
        })
    cards = {}
    for i in range(N_IDS):
        if s.ctrl[i] >= 0:
            cards[str(i)] = {
                "code": CODES[s.code[i]], "damage": s.dmg[i], "exhausted": bool(s.exhausted[i]),
                "fresh": bool(s.fresh[i]), "runes": s.runes[i], "level": s.level[i],
                "disabled": bool(s.disabled[i]), "attacked": bool(s.attacked[i]),
                "temp_atk": s.temp_atk[i], "temp_hp": s.temp_hp[i],
                "stealth": bool(s.stealth[i]), "armor_used": bool(s.armor_used[i]),
                "partner": None if s.partner[i] < 0 else s.partner[i],
            }
    pos = {
        "format": FORMAT, "version": VERSION, "specs": list(s.specs), "turn": s.turn,
        "turn_number": s.turn_number, "phase": s.phase,
        "winner": None if s.winner < 0 else s.winner, "rng": f"{s.rng:016x}",
        "players": players, "cards": cards,
    }
    known = {str(i): ZONE_WORDS[z] for i, z in enumerate(s.known) if z}
    if known:
        pos["known"] = known
    return pos


def _bname(b: int) -> str:
    return "addon" if b == ADDON else TECH_WORDS[b]


def _is_int(v: Any) -> bool:
    """A JSON integer: not a boolean (``True == 1``) and not a float (``1.0 == 1``)."""
    return type(v) is int


def _int(data: Mapping, key: str, field: str, lo: int, hi: int) -> int:
    v = data.get(key)
    if not _is_int(v) or not lo <= v <= hi:
        raise PositionError(field, f"expected an integer {lo}..{hi}, got {shown(v)}")
    return v


def _bool(data: Mapping, key: str, field: str) -> bool:
    v = data.get(key)
    if not isinstance(v, bool):
        raise PositionError(field, f"expected true/false, got {shown(v)}")
    return v


def _fields(data: Any, allowed: tuple[str, ...], field: str,
            optional: tuple[str, ...] = ()) -> Mapping:
    if not isinstance(data, Mapping):
        raise PositionError(field or "position", "expected an object")
    missing = [k for k in allowed if k not in data]
    extra = [k for k in data if k not in allowed and k not in optional]
    if missing:
        raise PositionError(f"{field}.{missing[0]}" if field else missing[0], "missing")
    if extra:
        name = extra[0][:40] if isinstance(extra[0], str) and extra[0] else shown(extra[0])
        raise PositionError(f"{field}.{name}" if field else name, "unknown field")
    return data


def _ids(v: Any, field: str) -> list[int]:
    if not isinstance(v, list) or not all(_is_int(x) and 0 <= x < N_IDS for x in v):
        raise PositionError(field, f"expected a list of card ids 0..{N_IDS - 1}")
    return list(v)


def from_position(data: Mapping[str, Any]) -> State:
    """Read and validate a position; raises PositionError naming the field."""
    data = _fields(data, TOP_FIELDS, "", OPTIONAL_TOP)
    if data["format"] != FORMAT:
        raise PositionError("format", f"expected {FORMAT!r}")
    if not _is_int(data["version"]) or data["version"] != VERSION:
        raise PositionError("version", f"unsupported version {shown(data['version'])}")
    specs = data["specs"]
    if not (isinstance(specs, list) and len(specs) == 2
            and all(isinstance(x, str) and x in CODEX for x in specs)):
        raise PositionError("specs", "expected two of " + ", ".join(CODEX))
    s = State.empty((specs[0], specs[1]))
    s.turn = _int(data, "turn", "turn", 0, 1)
    s.turn_number = _int(data, "turn_number", "turn_number", 1, TURN_LIMIT)
    if data["phase"] not in ("tech", "main", "over"):
        raise PositionError("phase", "expected tech, main or over")
    s.phase = data["phase"]
    winner = data["winner"]
    if winner is not None and not (_is_int(winner) and winner in (0, 1)):
        raise PositionError("winner", "expected null, 0 or 1")
    s.winner = -1 if winner is None else winner
    if (s.winner >= 0) != (s.phase == "over"):
        raise PositionError("winner", "a winner exactly when the phase is over")
    rng = data["rng"]
    s.rng = int(rng, 16) if isinstance(rng, str) and RNG_TEXT.fullmatch(rng) else -1
    if not 0 < s.rng <= MASK64:
        raise PositionError("rng", "expected 16 hex digits, not all zero")
    players = data["players"]
    if not isinstance(players, list) or len(players) != 2:
        raise PositionError("players", "expected two players")
    seen: dict[int, str] = {}
    for p in (0, 1):
        _player(s, p, players[p], f"players[{p}]", seen)
    _cards(s, data["cards"], seen)
    _whole(s, seen)
    _known(s, data.get("known", {}))
    return s


def _known(s: State, known: Any) -> None:
    """What everybody knows of hidden cards (game.codex.knowledge): each
    entry a card in the zone it names, "top" cards the top of their deck."""
    if not isinstance(known, Mapping):
        raise PositionError("known", "expected an object of card id -> zone")
    for key, word in known.items():
        f = f"known.{key[:40]}" if isinstance(key, str) else f"known.{shown(key)}"
        if not (isinstance(key, str) and NUMBER.fullmatch(key) and str(int(key)) == key
                and int(key) < N_IDS):
            raise PositionError(f, "expected a card id")
        i = int(key)
        if word not in ZONE_WORDS[1:]:
            raise PositionError(f, "expected hand, discard, deck or top")
        p = owner_of(i)
        zone = {"hand": s.hand, "discard": s.discard}.get(word, s.deck)[p]
        if i not in zone:
            raise PositionError(f, f"card {i} is not in that zone")
        s.known[i] = ZONE_WORDS.index(word)
    for p in (0, 1):
        deck = s.deck[p]
        tops = [k for k, i in enumerate(deck) if s.known[i] == ON_TOP]
        if tops and tops != list(range(len(deck) - len(tops), len(deck))):
            raise PositionError("known", "cards known on top are the top of their deck")


def _player(s: State, p: int, d: Any, f: str, seen: dict[int, str]) -> None:
    d = _fields(d, PLAYER_FIELDS, f)
    s.gold[p] = _int(d, "gold", f + ".gold", 0, GOLD_CAP)
    s.start_workers[p] = _int(d, "start_workers", f + ".start_workers", 0, 100)
    s.hired[p] = int(_bool(d, "hired", f + ".hired"))
    for zone in ZONES:
        ids = _ids(d[zone], f"{f}.{zone}")
        for i in ids:
            if i in seen:
                raise PositionError(f"{f}.{zone}", f"card {i} is also in {seen[i]}")
            seen[i] = f"{f}.{zone}"
            if zone != "play" and owner_of(i) != p:
                raise PositionError(f"{f}.{zone}", f"card {i} belongs to the other player")
            if zone != "play" and (i % PER_PLAYER) >= HERO_OFFSET:
                raise PositionError(f"{f}.{zone}", f"card {i} (a hero or token) cannot be there")
            if zone == "codex" and (i % PER_PLAYER) < 10:
                raise PositionError(f"{f}.codex", f"card {i} is a starter card")
        getattr(s, zone)[p] = ids
    for i in s.play[p]:
        s.ctrl[i] = p
    patrol = _fields(d["patrol"], SLOTS, f + ".patrol")
    for k, slot in enumerate(SLOTS):
        v = patrol[slot]
        if v is None:
            continue
        if not _is_int(v) or v not in s.play[p] or v in s.patrol[p]:
            raise PositionError(f"{f}.patrol.{slot}",
                                f"{shown(v)} is not a card of theirs in play")
        s.patrol[p][k] = v
    blds = _fields(d["buildings"], tuple(_bname(b) for b in range(5)), f + ".buildings")
    for b in range(5):
        bd = _fields(blds[_bname(b)], ("state", "damage"), f"{f}.buildings.{_bname(b)}")
        if bd["state"] not in BUILDING_STATES:
            raise PositionError(f"{f}.buildings.{_bname(b)}.state", "none, started or built")
        s.bld[p][b] = BUILDING_STATES.index(bd["state"])
        top = 99 if b == 0 else BUILDING_HP[b] - 1  # a base at 20+ has lost
        s.bld_dmg[p][b] = _int(bd, "damage", f"{f}.buildings.{_bname(b)}.damage", 0, top)
        if s.bld[p][b] == NONE and s.bld_dmg[p][b]:
            raise PositionError(f"{f}.buildings.{_bname(b)}.damage", "no building there")
    if s.bld[p][0] != BUILT:
        raise PositionError(f"{f}.buildings.base.state", "the base is always built")
    addon = d["addon"]
    if addon not in (None, "tower", "surplus"):
        raise PositionError(f + ".addon", "null, tower or surplus")
    s.addon[p] = ADDONS.index(addon) if addon else 0
    if (s.addon[p] == 0) != (s.bld[p][ADDON] == NONE):
        raise PositionError(f + ".addon", "the add-on kind and its building disagree")
    paid = d["paid"]
    if not (isinstance(paid, list) and len(paid) == 3 and all(isinstance(x, bool) for x in paid)):
        raise PositionError(f + ".paid", "three true/false (tech1..tech3)")
    for b in (1, 2, 3):
        s.bld_paid[p][b] = int(paid[b - 1] or s.bld[p][b] != NONE)
    for b in (2, 3):
        if s.bld[p][b] != NONE and s.bld[p][b - 1] == NONE and not s.bld_paid[p][b - 1]:
            raise PositionError(f"{f}.buildings.{_bname(b)}", "built without the tech below")
    # a hero dying sets it to this turn + 3 or + 4 (spec §5): never further ahead
    s.hero_ready[p] = _int(d, "hero_ready", f + ".hero_ready", 0, s.turn_number + 4)
    s.hero_max_start[p] = int(_bool(d, "hero_max_start", f + ".hero_max_start"))
    s.tower_used[p] = int(_bool(d, "tower_used", f + ".tower_used"))
    if p != s.turn and STARTED in s.bld[p]:
        raise PositionError(f"{f}.buildings", "only the player to act has buildings started")


def _cards(s: State, cards: Any, seen: dict[int, str]) -> None:
    if not isinstance(cards, Mapping):
        raise PositionError("cards", "expected an object of card id -> state")
    in_play = {i for p in (0, 1) for i in s.play[p]}
    keys = set()
    for key, d in cards.items():
        f = f"cards.{key[:40]}" if isinstance(key, str) else f"cards.{shown(key)}"
        # the id as to_position writes it: ASCII digits, no sign, no leading zero
        if not (isinstance(key, str) and NUMBER.fullmatch(key) and str(int(key)) == key
                and int(key) in in_play):
            raise PositionError(f, "only cards in play have a state here")
        i = int(key)
        keys.add(i)
        d = _fields(d, CARD_FIELDS, f)
        code = d["code"]
        expected = s.code[i]
        if not isinstance(code, str):
            raise PositionError(f + ".code", f"expected a card code, got {shown(code)}")
        if (i % PER_PLAYER) >= TOKEN_OFFSET:
            if code not in ("dancer", "angry_dancer"):
                raise PositionError(f + ".code", "a token is a dancer or angry_dancer")
            s.code[i] = DANCER if code == "dancer" else ANGRY_DANCER
        elif CARD_INDEX.get(code) != expected:
            raise PositionError(f + ".code", f"card {i} is {CODES[expected]}")
        s.dmg[i] = _int(d, "damage", f + ".damage", 0, 99)
        s.exhausted[i] = int(_bool(d, "exhausted", f + ".exhausted"))
        s.fresh[i] = int(_bool(d, "fresh", f + ".fresh"))
        # net runes: Bloom puts +1/+1 only on a card without one, Wither -1/-1
        s.runes[i] = _int(d, "runes", f + ".runes", -20, 1)
        s.level[i] = _int(d, "level", f + ".level", 0, 8)
        s.disabled[i] = int(_bool(d, "disabled", f + ".disabled"))
        s.attacked[i] = int(_bool(d, "attacked", f + ".attacked"))
        # this turn's changes only lower ATK and HP, paid from this turn's gold;
        # none before the upkeep (the end of the last turn set them to 0)
        spent = 0 if s.phase == "tech" else GOLD_CAP - s.gold[s.turn]
        s.temp_atk[i] = _int(d, "temp_atk", f + ".temp_atk", -ATK_PER_GOLD * spent, 0)
        s.temp_hp[i] = _int(d, "temp_hp", f + ".temp_hp", -(spent // GOLD_PER_HP), 0)
        s.stealth[i] = int(_bool(d, "stealth", f + ".stealth"))
        s.armor_used[i] = int(_bool(d, "armor_used", f + ".armor_used"))
        partner = d["partner"]
        if partner is not None and not (_is_int(partner) and partner in in_play):
            raise PositionError(f + ".partner", "a partner is a card in play")
        s.partner[i] = -1 if partner is None else partner
    missing = in_play - keys
    if missing:
        raise PositionError(f"cards.{min(missing)}", "missing: every card in play has a state")


def _whole(s: State, seen: dict[int, str]) -> None:
    for p in (0, 1):
        lost = s.bld_dmg[p][0] >= BUILDING_HP[0]
        if lost != (s.winner == 1 - p):
            raise PositionError(f"players[{p}].buildings.base.damage",
                                "a base with 20 damage has lost, and only then")
    for i in range(N_IDS):
        k = i % PER_PLAYER
        if k < HERO_OFFSET and i not in seen:
            raise PositionError("players", f"card {i} ({CODES[s.code[i]]}) is in no zone")
    for p in (0, 1):
        for i in s.play[p]:
            kind = KIND[s.code[i]]
            if kind in ("spell", "ultimate"):
                raise PositionError(f"players[{p}].play", f"card {i} is a spell: never in play")
            if kind == "hero" and not 1 <= s.level[i] <= MAX_LEVEL_OF[s.code[i]]:
                raise PositionError(f"cards.{i}.level",
                                    f"a hero in play has a level 1..{MAX_LEVEL_OF[s.code[i]]}")
            if kind != "hero" and s.level[i]:
                raise PositionError(f"cards.{i}.level", "only heroes have levels")
            if owner_of(i) != p and (kind != "unit"):
                raise PositionError(f"players[{p}].play", f"card {i} belongs to the other player")
            # units, heroes and tokens die alike (IS_FIGHTER, as zones.settle asks)
            if IS_FIGHTER[s.code[i]] and s.dmg[i] >= hp(s, i) and s.winner < 0:
                # A card dies the moment its damage reaches its HP: a position
                # is always settled, so such a card is no longer in play. But
                # a base at 20 ends the game at once (spec §2): damage dealt
                # with or after the last blow (a swift strike's Tower hit, a
                # partner losing Two Step with its hero) is never resolved.
                raise PositionError(f"cards.{i}.damage",
                                    f"damage {s.dmg[i]} at or above its HP {hp(s, i)}: it has died")
        for k, i in enumerate(s.patrol[p]):
            if i >= 0 and (not IS_FIGHTER[s.code[i]] or s.exhausted[i]):
                raise PositionError(f"players[{p}].patrol.{SLOTS[k]}",
                                    "only ready units and heroes patrol")
    _partners(s)


def _partners(s: State) -> None:
    """Two Step (spec §7) is the only source of partners: a Two Step in play
    names its first partner (or none, once they are gone), and those two are
    units of the Two Step's controller naming each other, bonded by no other
    Two Step; no other card has a partner. Anything else would outlive the
    cards it names (a partner that left play cannot be saved)."""
    bonded: set[int] = set()
    for p in (0, 1):
        for j in s.play[p]:
            a = s.partner[j]
            if s.code[j] != TWO_STEP or a < 0:
                continue
            b = s.partner[a]
            if not (_unit_of(s, a, p) and b >= 0 and b != a and _unit_of(s, b, p)
                    and s.partner[b] == a) or {a, b} & bonded:
                raise PositionError(f"cards.{j}.partner",
                                    "a Two Step names one of two units of its controller "
                                    "that name each other")
            bonded |= {a, b}
    for p in (0, 1):
        for i in s.play[p]:
            if s.partner[i] >= 0 and s.code[i] != TWO_STEP and i not in bonded:
                raise PositionError(f"cards.{i}.partner",
                                    "only the two units a Two Step bonds have partners")


def _unit_of(s: State, i: int, p: int) -> bool:
    return s.ctrl[i] == p and IS_UNIT[s.code[i]]
