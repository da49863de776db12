"""What a card in play is right now: ATK, HP, keywords, patrol status.

Printed stats are changed by runes (spec §6: +1/+1 and -1/-1 cancel, so one
net count), hero bands (§7), this-turn effects (Intimidate, Discord), Frenzy
(own turn only), the Elite slot (+1 ATK while patrolling, i.e. during the
opponent's turn — Codex p.7), Grounded Guide, Star-Crossed Starlet and Two
Step partners. Keywords come from the card, the hero's band, Nimble Fencer
(Virtuosos have haste), Blademaster (swift strike), Sneaky Pig's stealth and
the Lookout slot (resist 1 while patrolling, Codex p.7).
"""

from __future__ import annotations

from .cards import BANDS, CARD_INDEX, CARDS, KEYWORDS, MAX_LEVEL, VIRTUOSO, Band
from .state import ELITE, LOOKOUT, SQUAD_LEADER, State, hero_id

GUIDE = CARD_INDEX["grounded_guide"]
STARLET = CARD_INDEX["star_crossed_starlet"]
FENCER = CARD_INDEX["nimble_fencer"]
BLADEMASTER = CARD_INDEX["blademaster"]
MAESTRO = CARD_INDEX["maestro"]
HARMONY = CARD_INDEX["harmony"]
TWO_STEP = CARD_INDEX["two_step"]

KIND = tuple(c.kind for c in CARDS)
TECH = tuple(max(c.tech, 0) for c in CARDS)
IS_HERO = tuple(c.kind == "hero" for c in CARDS)
# Units and tokens fight, patrol and can be attacked; heroes too (IS_FIGHTER).
IS_UNIT = tuple(c.kind in ("unit", "token") for c in CARDS)
IS_FIGHTER = tuple(c.kind in ("unit", "token", "hero") for c in CARDS)
# Keywords no effect grants or removes: read straight from the table.
FLYING = tuple(bool(k.get("flying")) for k in KEYWORDS)
ANTI_AIR = tuple(bool(k.get("anti_air")) for k in KEYWORDS)
INVISIBLE = tuple(bool(k.get("invisible")) for k in KEYWORDS)
UNSTOPPABLE = tuple(bool(k.get("unstoppable")) for k in KEYWORDS)
FLAGBEARER = tuple(bool(k.get("flagbearer")) for k in KEYWORDS)
SPARKSHOT = tuple(bool(k.get("sparkshot")) for k in KEYWORDS)
OVERPOWER = tuple(bool(k.get("overpower")) for k in KEYWORDS)
BAND_TABLE: dict[int, tuple[Band, ...]] = {CARD_INDEX[k]: v for k, v in BANDS.items()}
MAX_LEVEL_OF: dict[int, int] = {CARD_INDEX[k]: v for k, v in MAX_LEVEL.items()}


def band(s: State, i: int) -> Band:
    """The band a hero's level puts it in."""
    current = None
    for b in BAND_TABLE[s.code[i]]:
        if s.level[i] >= b.level:
            current = b
    assert current is not None
    return current


def band_index(code: int, level: int) -> int:
    return sum(1 for b in BAND_TABLE[code] if level >= b.level) - 1


def patrol_slot(s: State, i: int) -> int:
    """The slot ``i`` patrols in, or -1. Patrolling happens only during the
    opponent's turn (Codex p.7): your own staged units are not patrollers."""
    c = s.ctrl[i]
    if c < 0 or c == s.turn:
        return -1
    row = s.patrol[c]
    for k in range(5):
        if row[k] == i:
            return k
    return -1


def has(s: State, i: int, name: str) -> int:
    """The value of keyword ``name`` on ``i`` now (0 when it lacks it)."""
    code = s.code[i]
    value = KEYWORDS[code].get(name, 0)
    if IS_HERO[code]:
        value = max(value, dict(band(s, i).keywords).get(name, 0))
    c = s.ctrl[i]
    if name == "haste":
        if not value and VIRTUOSO[code] and c >= 0 and _controls(s, c, FENCER):
            value = 1
    elif name == "swift_strike":
        if not value and c >= 0 and _controls(s, c, BLADEMASTER):
            value = 1
    elif name == "stealth":
        value = value or s.stealth[i]
    elif name == "resist" and patrol_slot(s, i) == LOOKOUT:
        value += 1
    return value


def _controls(s: State, p: int, code: int) -> bool:
    return any(s.code[j] == code for j in s.play[p])


def atk(s: State, i: int) -> int:
    """Current ATK (never below 0)."""
    code = s.code[i]
    a = band(s, i).atk if IS_HERO[code] else CARDS[code].atk
    a += s.runes[i] + s.temp_atk[i]
    c = s.ctrl[i]
    frenzy = KEYWORDS[code].get("frenzy", 0)
    if frenzy and s.turn == c:
        a += frenzy
    if c != s.turn and s.patrol[c][ELITE] == i:
        a += 1
    if IS_UNIT[code]:
        for j in s.play[c]:
            if s.code[j] == GUIDE and j != i:
                a += 2 if VIRTUOSO[code] else 1
    if code == STARLET:
        a += s.dmg[i]
    q = s.partner[i]
    if q >= 0 and s.ctrl[q] == c and IS_UNIT[s.code[q]]:
        a += 2
    return a if a > 0 else 0


def hp(s: State, i: int) -> int:
    """Current HP (may be 0 or less: the card then dies)."""
    code = s.code[i]
    h = band(s, i).hp if IS_HERO[code] else CARDS[code].hp
    h += s.runes[i] + s.temp_hp[i]
    c = s.ctrl[i]
    if VIRTUOSO[code]:
        for j in s.play[c]:
            if s.code[j] == GUIDE and j != i:
                h += 1
    q = s.partner[i]
    if q >= 0 and s.ctrl[q] == c and IS_UNIT[s.code[q]]:
        h += 2
    return h


def armor_left(s: State, i: int) -> int:
    """The Squad Leader's +1 armor (Codex p.7), unless already used this turn."""
    if s.armor_used[i]:
        return 0
    return 1 if patrol_slot(s, i) == SQUAD_LEADER else 0


def cost_of(s: State, p: int, code: int) -> int:
    """What playing ``code`` costs ``p`` (Maestro: Virtuosos 0; River at max
    band: tech 0 units 1 less)."""
    card = CARDS[code]
    cost = card.cost
    if card.kind != "unit":
        return cost
    if VIRTUOSO[code] and _controls(s, p, MAESTRO):
        return 0
    if card.tech == 0:
        h = hero_id(p)
        if s.ctrl[h] == p and has(s, h, "cheap_tech0"):
            cost -= 1
    return cost if cost > 0 else 0


def is_max_level(s: State, i: int) -> bool:
    return s.level[i] >= MAX_LEVEL_OF[s.code[i]]
