"""Cards moving between zones: arriving, drawing, damage, death, buildings.

Damage stays from turn to turn; a card dies when its damage reaches its HP
or its HP drops to 0 (Codex p.7). Dead units and spells go to the owner's
discard pile, tokens vanish, heroes return to the command zone with a
cooldown and give the opposing hero 2 levels (spec §5). A patroller dying in
the Scavenger slot pays its controller 1 gold, in the Technician slot draws
a card (Codex p.7). A destroyed building other than the base deals 2 damage
to its owner's base; a base with 20 damage loses the game (spec §2, §3).
"""

from __future__ import annotations

from game.common.rng import shuffle

from . import knowledge
from .cards import BANDS, CARDS, DANCER, KEYWORDS
from .state import (
    ADDON,
    BASE,
    BUILDING_HP,
    GOLD_CAP,
    NONE,
    SCAVENGER,
    TECHNICIAN,
    State,
    hero_id,
    owner_of,
)
from .stats import (
    BAND_TABLE,
    IS_FIGHTER,
    IS_HERO,
    KIND,
    MAX_LEVEL_OF,
    TWO_STEP,
    armor_left,
    band_index,
    hp,
    patrol_slot,
)

# Targets are ints: card ids below BUILDING, buildings BUILDING + 5*player + index.
BUILDING = 100


def building_target(p: int, b: int) -> int:
    return BUILDING + 5 * p + b


def irreversible(s: State) -> None:
    """Mark a step that undo cannot cross (a draw, a shuffle)."""
    s.irreversible += 1


def draw(s: State, p: int, n: int) -> None:
    """Draw ``n`` cards; an empty deck is refilled by shuffling the discard."""
    drawn = 0
    for _ in range(n):
        if not s.deck[p]:
            if not s.discard[p]:
                break
            s.deck[p] = s.discard[p]
            s.discard[p] = []
            s.rng = shuffle(s.rng, s.deck[p])
            knowledge.reshuffled(s, p)
            s.events.append(("shuffle", p, len(s.deck[p])))
        i = s.deck[p].pop()
        knowledge.drawn(s, p, i)
        s.hand[p].append(i)
        drawn += 1
    if drawn:
        s.events.append(("draw", p, drawn))
    irreversible(s)


def gain_gold(s: State, p: int, n: int) -> None:
    s.gold[p] = min(GOLD_CAP, s.gold[p] + n)


def enter_play(s: State, i: int, p: int) -> None:
    """``i`` arrives under ``p``'s control (not able to attack this turn)."""
    s.ctrl[i] = p
    s.play[p].append(i)
    s.fresh[i] = 1
    s.exhausted[i] = 0
    knowledge.forget(s, i)


def _reset(s: State, i: int) -> None:
    s.ctrl[i] = -1
    s.dmg[i] = 0
    s.exhausted[i] = 0
    s.fresh[i] = 0
    s.runes[i] = 0
    s.disabled[i] = 0
    s.attacked[i] = 0
    s.temp_atk[i] = 0
    s.temp_hp[i] = 0
    s.stealth[i] = 0
    s.armor_used[i] = 0


def leave_patrol(s: State, i: int) -> None:
    """Out of its slot; the others stay where they are (Codex p.7)."""
    c = s.ctrl[i]
    if c < 0:
        return
    row = s.patrol[c]
    for k in range(5):
        if row[k] == i:
            row[k] = -1


def leave_play(s: State, i: int) -> None:
    """Take ``i`` out of play (the caller puts it somewhere)."""
    c = s.ctrl[i]
    leave_patrol(s, i)
    _unbond(s, i)
    s.play[c].remove(i)
    _reset(s, i)


def change_control(s: State, i: int, p: int) -> None:
    """``p`` takes control of ``i`` (Final Smash): damage, runes and
    exhaustion stay; it leaves its old patrol and cannot attack this turn."""
    c = s.ctrl[i]
    leave_patrol(s, i)
    _unbond(s, i)
    s.play[c].remove(i)
    s.play[p].append(i)
    s.ctrl[i] = p
    s.fresh[i] = 1


def _unbond(s: State, i: int) -> None:
    """Two Step's partnership ends when the spell or either partner leaves."""
    q = s.partner[i]
    if q < 0:
        return
    s.partner[i] = -1
    if KIND[s.code[i]] == "ongoing":
        r = s.partner[q]
        s.partner[q] = -1
        if r >= 0:
            s.partner[r] = -1
        return
    if s.partner[q] == i:
        s.partner[q] = -1
    for p in (0, 1):
        for j in s.play[p]:
            if s.code[j] == TWO_STEP and s.partner[j] in (i, q):
                s.partner[j] = -1


def exhaust(s: State, i: int) -> None:
    """Exhausted cards cannot patrol (Codex p.7): a staged one leaves its slot."""
    s.exhausted[i] = 1
    if s.ctrl[i] == s.turn or patrol_slot(s, i) >= 0:
        leave_patrol(s, i)


def damage(s: State, target: int, n: int) -> int:
    """Deal ``n`` damage (armor first); returns the damage taken."""
    if n <= 0:
        return 0
    if target >= BUILDING:
        p, b = divmod(target - BUILDING, 5)
        if s.bld[p][b] == NONE:
            return 0
        s.bld_dmg[p][b] += n
        s.events.append(("damage", target, n))
        return n
    if s.ctrl[target] < 0:
        return 0
    if armor_left(s, target):
        s.armor_used[target] = 1
        n -= 1
        s.events.append(("armor", target, 1))
    if n > 0:
        s.dmg[target] += n
        s.events.append(("damage", target, n))
    return n


def repair(s: State, p: int, b: int, n: int) -> None:
    done = min(n, s.bld_dmg[p][b])
    if done > 0:
        s.bld_dmg[p][b] -= done
        s.events.append(("repair", BUILDING + p * 5 + b, done))


def heal(s: State, i: int, n: int) -> None:
    """Remove up to ``n`` damage from card ``i`` (Healing, spec §6); the
    event says the damage actually removed, as a repair's does."""
    done = min(n, s.dmg[i])
    if done > 0:
        s.dmg[i] -= done
        s.events.append(("heal", i, done))


def gain_levels(s: State, i: int, n: int) -> None:
    """Level a hero up (never past max); a new band removes all damage."""
    code = s.code[i]
    top = MAX_LEVEL_OF[code]
    before = band_index(code, s.level[i])
    s.level[i] = min(top, s.level[i] + n)
    if band_index(code, s.level[i]) != before:
        s.dmg[i] = 0
        s.events.append(("band", i, BAND_TABLE[code][band_index(code, s.level[i])].level))


def destroy(s: State, i: int) -> None:
    """Destroy a card in play now (The Boot, obliterate, Final Smash)."""
    _die(s, [i])


# Every fighter's printed HP (a hero's in each band) is at least 1, so only
# damage, a -1/-1 rune or lost HP can bring a card to its death (settle).
_ALIVE_UNHURT = (min(c.hp for c in CARDS if c.kind in ("unit", "token")) >= 1
                 and min(b.hp for bands in BANDS.values() for b in bands) >= 1)
assert _ALIVE_UNHURT, "settle() skips hp() for unhurt cards"


def settle(s: State) -> None:
    """Run deaths until nothing more dies: cards with damage >= HP, buildings
    at their HP, then the base check (spec §2: 20 damage loses at once)."""
    while s.winner < 0:
        dmg, runes, temp_hp, code = s.dmg, s.runes, s.temp_hp, s.code
        # A card with no damage and no -1/-1 rune or HP loss has its
        # printed HP, at least 1 (_ALIVE_UNHURT): hp() is asked of the rest.
        dead = [i for p in (0, 1) for i in s.play[p]
                if IS_FIGHTER[code[i]] and (dmg[i] or runes[i] < 0 or temp_hp[i] < 0)
                and dmg[i] >= hp(s, i)]
        ruined = [(p, b) for p in (0, 1) for b in range(1, 5)
                  if s.bld_dmg[p][b] >= BUILDING_HP[b] and s.bld[p][b] != NONE]
        if not dead and not ruined:
            break
        for p, b in ruined:
            building_falls(s, p, b)
        if dead:
            _die(s, dead)
        _check_bases(s)
    _check_bases(s)


#: What a destroyed building other than the base deals to its owner's base (spec §3).
FALL_DAMAGE = 2


def building_falls(s: State, p: int, b: int) -> None:
    """A building other than the base is destroyed: 2 damage to its owner's
    base (spec §3). Destroyed by damage or replaced by a new add-on alike;
    the caller settles, since the base may fall with it."""
    s.bld[p][b] = NONE
    s.bld_dmg[p][b] = 0
    if b == ADDON:
        s.addon[p] = 0
    s.events.append(("destroyed", building_target(p, b)))
    s.bld_dmg[p][BASE] += FALL_DAMAGE


def _check_bases(s: State) -> None:
    if s.winner >= 0:
        return
    for p in (s.turn, 1 - s.turn):
        if s.bld_dmg[p][BASE] >= BUILDING_HP[BASE]:
            s.winner = 1 - p
            s.phase = "over"
            s.events.append(("wins", 1 - p))
            return


def _die(s: State, dead: list[int]) -> None:
    """Simultaneous deaths, then their triggers (slot payouts, bounty)."""
    payouts: list[tuple[int, int]] = []
    heroes: list[int] = []
    for i in dead:
        c = s.ctrl[i]
        slot = patrol_slot(s, i)
        if slot in (SCAVENGER, TECHNICIAN):
            payouts.append((c, slot))
        owner = owner_of(i)
        code = s.code[i]
        leave_play(s, i)
        s.events.append(("dies", i))
        if KIND[code] == "token":
            s.code[i] = DANCER
        elif IS_HERO[code]:
            heroes.append(i)
            s.level[i] = 0
            # spec §5: died on its owner's turn -> not this turn nor next
            s.hero_ready[owner] = s.turn_number + (4 if s.turn == owner else 3)
            s.hero_max_start[owner] = 0
        else:
            s.discard[owner].append(i)
            knowledge.shown(s, i, knowledge.IN_DISCARD)
    for c, slot in payouts:
        if slot == SCAVENGER:
            gain_gold(s, c, 1)
            s.events.append(("scavenger", c))
        else:
            s.events.append(("technician", c))
            draw(s, c, 1)
    for i in heroes:
        owner = owner_of(i)
        _channeling_ends(s, owner)
        other = hero_id(1 - owner)
        if s.ctrl[other] >= 0 and s.level[other] < MAX_LEVEL_OF[s.code[other]]:
            s.events.append(("bounty", other))
            gain_levels(s, other, 2)


def _channeling_ends(s: State, p: int) -> None:
    """Channeling spells go when their spec's hero leaves play (spec §6)."""
    for i in list(s.play[p]):
        if KEYWORDS[s.code[i]].get("channeling") and s.ctrl[i] == p:
            leave_play(s, i)
            s.discard[p].append(i)
            knowledge.shown(s, i, knowledge.IN_DISCARD)
            s.events.append(("sacrificed", i))


def sacrifice(s: State, i: int) -> None:
    owner = owner_of(i)
    leave_play(s, i)
    s.discard[owner].append(i)
    knowledge.shown(s, i, knowledge.IN_DISCARD)
    s.events.append(("sacrificed", i))


def two_step_bond(s: State, card: int, a: int, b: int) -> None:
    s.partner[card] = a
    s.partner[a] = b
    s.partner[b] = a

