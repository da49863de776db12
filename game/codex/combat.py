"""Attacking (Codex p.7, spec §5): who may attack, what, and the damage.

Who: a ready unit or hero its controller has controlled since the start of
the turn (haste excepted); Readiness attacks once a turn without
exhausting. What: anything of the opponent's with HP — but an attacker that
*can* attack the Squad Leader must attack it; else if it must deal with any
other patroller it attacks one of the patrollers (its choice); patrollers it
cannot attack (a flier, for a ground unit without anti-air) may be ignored,
fliers fly over ground patrollers, anti-air may ignore flying patrollers,
and stealth (undetected), invisible (undetected) and unstoppable attackers
ignore the patrol. Damage is simultaneous, the defender strikes back even
when exhausted; swift strike goes first.
"""

from __future__ import annotations

from itertools import combinations

from .cards import CARD_INDEX
from .state import ADDON, ADDONS, BASE, BUILDING_HP, BUILT, NONE, TECH_WORDS, State
from .stats import (
    ANTI_AIR,
    FLYING,
    INVISIBLE,
    IS_FIGHTER,
    IS_UNIT,
    OVERPOWER,
    SPARKSHOT,
    TECH,
    UNSTOPPABLE,
    atk,
    has,
    hp,
    patrol_slot,
)
from .zones import (
    BUILDING,
    building_target,
    damage,
    destroy,
    exhaust,
    repair,
    settle,
)

TROJAN_DUCK = CARD_INDEX["trojan_duck"]
BRICK_THIEF = CARD_INDEX["brick_thief"]
# Attackers whose attack trigger carries a choice (extra_choices)
TRIGGER_ATTACKERS = (BRICK_THIEF, TROJAN_DUCK)


def building_word(s: State, p: int, b: int) -> str:
    return ADDONS[s.addon[p]] if b == ADDON else TECH_WORDS[b]


def buildings_of(s: State, p: int) -> list[int]:
    """Targets of ``p``'s standing buildings (base, tech, add-on)."""
    return [building_target(p, b) for b in range(5) if s.bld[p][b] != NONE]


def flying(s: State, i: int) -> bool:
    return FLYING[s.code[i]]


def can_attack(s: State, a: int, t: int) -> bool:
    """Could ``a`` attack ``t`` at all (patrol duties aside)?"""
    if t >= BUILDING:
        return True
    code = s.code
    if FLYING[code[t]] and not (FLYING[code[a]] or ANTI_AIR[code[a]]):
        return False
    return not (INVISIBLE[code[t]] and patrol_slot(s, t) < 0)


def detected(s: State, a: int) -> bool:
    """The defender's Tower detects the first stealthy/invisible attacker of
    each turn (spec §6)."""
    o = 1 - s.ctrl[a]
    return s.addon[o] == 1 and s.bld[o][ADDON] == BUILT and not s.tower_used[o]


def hidden(s: State, a: int) -> bool:
    return bool(s.stealth[a] or INVISIBLE[s.code[a]])


def ignores_patrol(s: State, a: int) -> bool:
    if UNSTOPPABLE[s.code[a]]:
        return True
    return hidden(s, a) and not detected(s, a)


def blocks(s: State, q: int, a: int) -> bool:
    """Must ``a`` deal with patroller ``q`` (it cannot ignore it)?"""
    if flying(s, a):
        return flying(s, q)  # fliers fly over ground patrollers, never over fliers
    return not flying(s, q)  # ground: fliers cannot be attacked or may be ignored (anti-air)


def can_start_attack(s: State, a: int) -> str:
    """'' when ``a`` may attack now, else the message key of why not."""
    p = s.turn
    if s.ctrl[a] != p or not IS_FIGHTER[s.code[a]]:
        return "attack.not_yours"
    if s.exhausted[a]:
        return "attack.exhausted"
    if s.fresh[a] and not has(s, a, "haste"):
        return "attack.arrived_this_turn"
    if s.attacked[a] and has(s, a, "readiness"):
        return "attack.readiness_once"
    return ""


def all_targets(s: State, a: int) -> list[int]:
    """Everything of the opponent's with HP that ``a`` could attack."""
    o = 1 - s.turn
    out = [i for i in s.play[o] if IS_FIGHTER[s.code[i]] and can_attack(s, a, i)]
    out += buildings_of(s, o)
    return out


def attack_profile(s: State, a: int) -> tuple[bool, bool, bool]:
    """What attack_targets depends on: flying, anti-air, ignoring the patrol."""
    code = s.code[a]
    return FLYING[code], ANTI_AIR[code], ignores_patrol(s, a)


def attack_targets(s: State, a: int) -> list[int]:
    """The targets ``a`` may choose under the patrol rules (Codex p.7)."""
    o = 1 - s.turn
    cands = all_targets(s, a)
    row = s.patrol[o]
    patrollers = [q for q in row if q >= 0]
    if not patrollers or ignores_patrol(s, a):
        return cands
    mandatory = [q for q in patrollers if blocks(s, q, a)]
    if not mandatory:
        return cands
    sl = row[0]
    if sl >= 0 and sl in mandatory:
        return [sl]
    return [q for q in patrollers if q in cands]


def patrol_refusal(s: State, a: int, t: int) -> str:
    """Why the patrol forbids attacking ``t`` ('' when it does not)."""
    o = 1 - s.turn
    row = s.patrol[o]
    sl = row[0]
    legal = attack_targets(s, a)
    if t in legal:
        return ""
    if sl >= 0 and legal == [sl]:
        return "attack.squad_leader_first"
    return "attack.patroller_first"


def extra_choices(s: State, a: int, t: int) -> list[tuple]:
    """The choices an attack carries besides its target: the building an
    attack trigger hits (Brick Thief, Trojan Duck), the sparkshot patroller
    or the overpower target. One tuple per legal combination."""
    code = s.code[a]
    o = 1 - s.turn
    if code in TRIGGER_ATTACKERS:
        return _trigger_choices(s, a, t)
    slot = patrol_slot(s, t) if t < BUILDING else -1
    if slot < 0:
        return [()]
    if SPARKSHOT[code]:
        row = s.patrol[o]
        near = [row[k] for k in (slot - 1, slot + 1) if 0 <= k < 5 and row[k] >= 0]
        if near:
            return [(q,) for q in near]
    if OVERPOWER[code] and overpower_excess(s, atk(s, a), t) > 0:
        spill = overpower_targets(s, a, t)
        if spill:
            return [(x if x < BUILDING else target_word(s, x),) for x in spill]
    return [()]


def overpower_excess(s: State, blow: int, t: int) -> int:
    """What a blow exceeds the patroller's remaining HP by (spec §6). Armor
    is not counted: the excess spills "whether or not the thing actually
    dies" (the designer's ruling), so a Squad Leader's armor then absorbs 1
    of the damage it keeps and may let it live."""
    return blow - (hp(s, t) - s.dmg[t])


def _trigger_choices(s: State, a: int, t: int) -> list[tuple]:
    """Brick Thief's or Trojan Duck's building (and repair) choice, with
    Trojan Duck's obliterate picks; when that choice would kill the target
    before the blow (spec §5: "retarget if the target died"), one action per
    new target the attacker may then pick."""
    o = 1 - s.turn
    if s.code[a] == BRICK_THIEF:
        choices = brick_thief_choices(s, s.turn)
    else:
        picks = obliterate_choices(s, o, has(s, a, "obliterate"))
        choices = [(bw, *pick) for bw in building_words(s, o) for pick in picks]
    out: list[tuple] = []
    for choice in choices:
        if not _trigger_kills(s, a, t, choice):
            out.append(choice)
            continue
        sim = s.clone()
        attack_triggers(sim, a, choice)
        settle(sim)
        again = attack_targets(sim, a) if sim.winner < 0 else []
        if again:
            out += [(*choice, target_word(sim, r)) for r in again]
        else:
            out.append(choice)
    return out


def _trigger_kills(s: State, a: int, t: int, choice: tuple) -> bool:
    o = 1 - s.turn
    if t >= BUILDING:
        if word_target(s, o, choice[0]) != t:
            return False
        b = (t - BUILDING) % 5
        hit = 1 if s.code[a] == BRICK_THIEF else 4
        return s.bld_dmg[o][b] + hit >= BUILDING_HP[b]
    return s.code[a] == TROJAN_DUCK and t in obliterated(
        s, o, has(s, a, "obliterate"), choice[1:])


def trigger_arity(s: State, a: int) -> int:
    """How many of an attack's extra words are its triggers' choices."""
    code = s.code[a]
    if code == BRICK_THIEF:
        p = s.turn
        damaged = any(s.bld[p][b] != NONE and s.bld_dmg[p][b] > 0 for b in range(5))
        return 2 if damaged else 1
    if code == TROJAN_DUCK:
        return 1 + len(obliterate_choices(s, 1 - s.turn, has(s, a, "obliterate"))[0])
    return 0


def attack_triggers(s: State, a: int, choice: tuple) -> None:
    """The "attacks:" triggers: Troq's 1 damage to the base, Brick Thief's
    damage and repair, Trojan Duck's 4 damage and obliterate."""
    p = s.turn
    o = 1 - p
    code = s.code[a]
    if has(s, a, "base_strike"):
        damage(s, building_target(o, BASE), 1)
    if code == BRICK_THIEF:
        brick_thief_effect(s, p, choice[0], choice[1] if len(choice) > 1 else None)
    elif code == TROJAN_DUCK:
        damage(s, word_target(s, o, choice[0]), 4)
        obliterate(s, o, has(s, a, "obliterate"), choice[1:])


def overpower_targets(s: State, a: int, t: int) -> list[int]:
    """Another patroller if any, else any other target ``a`` could attack."""
    o = 1 - s.turn
    others = [q for q in s.patrol[o] if q >= 0 and q != t and can_attack(s, a, q)]
    if others:
        return others
    return [x for x in all_targets(s, a) if x != t]


def building_words(s: State, p: int) -> list[str]:
    return [building_word(s, p, b) for b in range(5) if s.bld[p][b] != NONE]


def brick_thief_choices(s: State, p: int) -> list[tuple]:
    """1 damage to an enemy building, then repair 1 on one of yours if any
    is damaged."""
    o = 1 - p
    repairs = [building_word(s, p, b) for b in range(5)
               if s.bld[p][b] != NONE and s.bld_dmg[p][b] > 0]
    out: list[tuple] = []
    for bw in building_words(s, o):
        if repairs:
            out += [(bw, r) for r in repairs]
        else:
            out.append((bw,))
    return out


def target_word(s: State, x: int) -> int | str:
    if x < BUILDING:
        return x
    p, b = divmod(x - BUILDING, 5)
    return building_word(s, p, b)


def word_target(s: State, p: int, word: int | str) -> int:
    """The target a notation word names among ``p``'s things (-1: none)."""
    if isinstance(word, int):
        return word
    if word in TECH_WORDS:
        b = TECH_WORDS.index(word)
    elif word in ADDONS[1:] and ADDONS[s.addon[p]] == word:
        b = ADDON
    else:
        return -1
    return building_target(p, b) if s.bld[p][b] != NONE else -1


def brick_thief_effect(s: State, p: int, hit: str, fix: str | None) -> None:
    o = 1 - p
    damage(s, word_target(s, o, hit), 1)
    if fix is not None:
        t = word_target(s, p, fix)
        if t >= 0:
            repair(s, p, (t - BUILDING) % 5, 1)


def _obliterate_split(s: State, o: int, n: int) -> tuple[list[int], list[int], int]:
    """(units surely destroyed, the tie at the cut, how many of it go):
    obliterate takes ``o``'s ``n`` lowest-tech units, never heroes or
    buildings (spec §6); where units of one tech level straddle the cut,
    the attacker picks which of them go."""
    units = sorted((TECH[s.code[i]], k, i) for k, i in enumerate(s.play[o])
                   if IS_UNIT[s.code[i]])
    if len(units) <= n:
        return [i for _, _, i in units], [], 0
    cut = units[n - 1][0] if n else -1
    sure = [i for tech, _, i in units if tech < cut]
    tie = [i for tech, _, i in units if tech == cut]
    return sure, tie, n - len(sure)


def obliterate_choices(s: State, o: int, n: int) -> list[tuple[int, ...]]:
    """The attacker's picks from the tie at the cut, one tuple of ids per
    way (in order of arrival); ``[()]`` when there is nothing to choose."""
    _, tie, k = _obliterate_split(s, o, n)
    if k == len(tie):
        return [()]
    return list(combinations(tie, k))


def obliterated(s: State, o: int, n: int, pick: tuple = ()) -> list[int]:
    """The units obliterate destroys: the sure ones and the attacker's pick."""
    sure, tie, k = _obliterate_split(s, o, n)
    if k == len(tie):
        return sure + tie
    return sure + [i for i in tie if i in pick]


def obliterate(s: State, o: int, n: int, pick: tuple = ()) -> None:
    for i in obliterated(s, o, n, pick):
        if s.ctrl[i] >= 0:
            destroy(s, i)


def resolve_attack(s: State, a: int, t: int, extra: tuple) -> None:
    """Declare, attack triggers, exhaust, then swift and regular damage."""
    p = s.turn
    o = 1 - p
    s.events.append(("attack", a, t))
    # Detection and the Tower: it sees every attacker except an undetected
    # stealthy/invisible one, and detects the first of those each turn.
    tower = s.addon[o] == 1 and s.bld[o][ADDON] == BUILT
    seen = tower
    if tower and hidden(s, a):
        if s.tower_used[o]:
            seen = False
        else:
            s.tower_used[o] = 1
    if has(s, a, "readiness"):
        s.attacked[a] = 1
    else:
        exhaust(s, a)
    s.attacked[a] = 1
    n = trigger_arity(s, a)
    choice, extra = extra[:n], extra[n:]
    attack_triggers(s, a, choice)
    settle(s)
    if s.winner >= 0 or s.ctrl[a] != p:
        return
    gone = s.bld[o][(t - BUILDING) % 5] == NONE if t >= BUILDING else s.ctrl[t] != o
    if gone:  # the target died to an attack trigger: retarget, if named
        if not extra:
            return
        t = word_target(s, o, extra[0])
        extra = ()
        s.events.append(("retarget", a, t))
    _strike(s, a, t, extra, seen)
    settle(s)


def flown_over(s: State, a: int, t: int) -> list[int]:
    """The patrollers a flier passes on its way to ``t`` (spec §5: anti-air
    patrollers it flew over also hit it). The Squad Leader stands in front:
    attacking it passes no one, attacking another patroller passes the Squad
    Leader, and anything behind the patrol (the base, a card not
    patrolling) means flying over the whole zone."""
    row = s.patrol[1 - s.turn]
    slot = patrol_slot(s, t) if t < BUILDING else -1
    if slot == 0:
        return []
    if slot > 0:
        return [row[0]] if row[0] >= 0 else []
    return [q for q in row if q >= 0]


def _strike(s: State, a: int, t: int, extra: tuple, seen: bool) -> None:
    """Swift strike first, then regular damage all at once (spec §5).

    Every source of damage — the attacker's blow (with its sparkshot or
    overpower share), the target's counter-attack, each anti-air patroller
    the flier flew over, the Tower — deals its damage in the swift step if
    it has swift strike, else in the regular step, and only if it is still
    there by then; damage to a card that has died is lost."""
    o = 1 - s.turn
    card_target = t < BUILDING
    slot = patrol_slot(s, t) if card_target else -1
    blow = atk(s, a)
    hits: list[tuple[int, int]] = [(t, blow)]
    if slot >= 0 and extra:
        if has(s, a, "sparkshot"):
            hits.append((extra[0], 1))
        elif has(s, a, "overpower"):
            spill = word_target(s, o, extra[0]) if isinstance(extra[0], str) else extra[0]
            excess = overpower_excess(s, blow, t)
            if excess > 0 and spill >= 0:
                hits = [(t, blow - excess), (spill, excess)]
    sources: list[tuple[int, bool, list[tuple[int, int]]]] = [
        (a, bool(has(s, a, "swift_strike")), hits)]
    if card_target and not (flying(s, a) and not flying(s, t) and not has(s, t, "anti_air")):
        sources.append((t, bool(has(s, t, "swift_strike")), [(a, atk(s, t))]))
    if flying(s, a):
        for q in flown_over(s, a, t):
            if has(s, q, "anti_air"):
                sources.append((q, bool(has(s, q, "swift_strike")), [(a, atk(s, q))]))
    if seen:
        sources.append((building_target(o, ADDON), False, [(a, 1)]))
    for swift in (True, False):
        if s.winner >= 0:
            return
        for source, fast, dealt in sources:
            if fast == swift and _still_there(s, source):
                if source >= BUILDING:  # the Tower: the log names it
                    s.events.append(("tower", source, a))
                for x, n in dealt:
                    damage(s, x, n)
        if swift:
            settle(s)


def _still_there(s: State, x: int) -> bool:
    """A card still in play, or a building still standing."""
    if x >= BUILDING:
        p, b = divmod(x - BUILDING, 5)
        return s.bld[p][b] != NONE
    return s.ctrl[x] >= 0
