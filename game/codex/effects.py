"""Playing cards and using abilities: targets, costs and what they do.

Each card's ``effect`` (see :mod:`game.codex.cards`) names one entry here.
Targeting follows spec §6: an enemy card with Resist X costs X more gold to
target with a spell or ability (the Lookout slot gives resist 1 while
patrolling, Codex p.7); an enemy flagbearer must be the target of an enemy
spell or ability that could target it; invisible enemy cards cannot be
targeted unless they patrol. Choices are part of the action
(``play hired_stomper 40``), so playing a card is one decision.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import knowledge
from .cards import ANGRY_DANCER, CARDS, DANCER, HERO_OF_SPEC
from .combat import brick_thief_choices, brick_thief_effect, building_words, word_target
from .state import BUILT, State, hero_id, owner_of, token_ids
from .stats import (
    FLAGBEARER,
    HARMONY,
    INVISIBLE,
    IS_FIGHTER,
    IS_HERO,
    IS_UNIT,
    KIND,
    MAESTRO,
    TECH,
    VIRTUOSO,
    has,
    is_max_level,
    patrol_slot,
)
from .zones import (
    change_control,
    damage,
    destroy,
    draw,
    enter_play,
    exhaust,
    leave_patrol,
    leave_play,
    sacrifice,
    settle,
    two_step_bond,
)

NONE_WORD = "none"
TOP_WORD = "top"


def targetable(s: State, p: int, i: int) -> bool:
    """May ``p`` target card ``i`` (invisible enemies only while patrolling)?
    Only the opponent's cards can be out of reach; ``p``'s own, and the
    card ``p`` is playing, never are."""
    if s.ctrl[i] != 1 - p:
        return True
    return not (INVISIBLE[s.code[i]] and patrol_slot(s, i) < 0)


def choose(s: State, p: int, cands: Iterable[int]) -> list[tuple[int, int]]:
    """Legal targets among ``cands`` with the gold each costs to target:
    invisible enemies out, the flagbearer rule, resist (spec §6)."""
    o = 1 - p
    out = [i for i in cands if targetable(s, p, i)]
    flags = [i for i in out if s.ctrl[i] == o and FLAGBEARER[s.code[i]]]
    if flags:
        out = flags
    return [(i, has(s, i, "resist") if s.ctrl[i] == o else 0) for i in out]


def fighters(s: State, players: Iterable[int]) -> list[int]:
    return [i for q in players for i in s.play[q] if IS_FIGHTER[s.code[i]]]


def units(s: State, players: Iterable[int]) -> list[int]:
    return [i for q in players for i in s.play[q] if IS_UNIT[s.code[i]]]


def enemy_patrollers(s: State, p: int) -> list[int]:
    return [q for q in s.patrol[1 - p] if q >= 0 and s.ctrl[q] == 1 - p]


def spell_allowed(s: State, p: int, code: int) -> str:
    """'' when ``p`` may cast spell ``code`` now, else the refusal key
    (spec §2.4: a spell needs a hero in play, a spec spell that spec's hero,
    an ultimate that hero at max level since the start of the turn)."""
    card = CARDS[code]
    h = hero_id(p)
    if s.ctrl[h] != p:
        return "play.needs_hero"
    if card.spec != "neutral" and HERO_OF_SPEC[card.spec] != CARDS[s.code[h]].code:
        return "play.needs_spec_hero"
    if card.kind == "ultimate" and not (s.hero_max_start[p] and is_max_level(s, h)):
        return "play.needs_max_hero"
    return ""


def unit_allowed(s: State, p: int, code: int) -> str:
    tech = CARDS[code].tech
    if tech > 0 and s.bld[p][tech] != BUILT:
        return "play.needs_tech"
    return ""


def play_options(s: State, p: int, code: int) -> list[tuple[tuple, int]]:
    """(arguments, extra gold) for each way to play ``code`` now."""
    effect = CARDS[code].effect
    o = 1 - p
    if effect == "brick_thief":
        return [(c, 0) for c in brick_thief_choices(s, p)]
    if effect == "hired_stomper":
        # "arrives: 3 damage to a unit": once arrived it is a unit in play,
        # so it may hit itself, and must when it is the only one (spec §7).
        cands = [*units(s, (0, 1)), playing(s, p, code)]
        return [((i,), r) for i, r in choose(s, p, cands)]
    if effect == "trojan_duck":
        return [((w,), 0) for w in building_words(s, o)]
    if effect in ("wrecking_ball",):
        return [((w,), 0) for w in building_words(s, o)]
    if effect == "spark":
        return [((i,), r) for i, r in choose(s, p, enemy_patrollers(s, p))]
    if effect == "bloom":
        return [((i,), 0) for i in fighters(s, (p,)) if s.runes[i] <= 0]
    if effect in ("wither", "intimidate"):
        return [((i,), r) for i, r in choose(s, p, fighters(s, (0, 1)))]
    if effect == "the_boot":
        return [((i,), r) for i, r in choose(s, p, units(s, (0, 1)))
                if TECH[s.code[i]] <= 1]
    if effect == "final_smash":
        parts = []
        for tech in (0, 1, 2):
            found = choose(s, p, [i for i in units(s, (o,)) if TECH[s.code[i]] == tech])
            parts.append(found or [(NONE_WORD, 0)])
        return [((a, b, c), ra + rb + rc) for a, ra in parts[0] for b, rb in parts[1]
                for c, rc in parts[2]]
    if effect == "appel_stomp":
        found = choose(s, p, enemy_patrollers(s, p)) or [(NONE_WORD, 0)]
        return [((i, *top), r) for i, r in found for top in ((), (TOP_WORD,))]
    if effect == "two_step":
        mine = [i for i in units(s, (p,)) if s.partner[i] < 0]
        return [((a, b), 0) for k, a in enumerate(mine) for b in mine[k + 1:]]
    return [((), 0)]


def playing(s: State, p: int, code: int) -> int:
    """The copy of ``code`` that playing it from ``p``'s hand takes (the
    lowest id, as the notation's ``play <code>`` names no copy)."""
    return min(i for i in s.hand[p] if s.code[i] == code)


def play(s: State, p: int, i: int, args: tuple) -> None:
    """Play hand card ``i`` (already paid for) with its chosen ``args``."""
    code = s.code[i]
    card = CARDS[code]
    s.hand[p].remove(i)
    s.events.append(("play", p, i))
    if card.kind == "unit":
        enter_play(s, i, p)
        _arrives(s, p, i, args)
    elif card.kind == "ongoing":
        enter_play(s, i, p)
        if card.effect == "two_step":
            two_step_bond(s, i, args[0], args[1])
        _spell_played(s, p, i)
    else:
        top = _cast(s, p, i, args)
        if top:
            s.deck[p].append(i)
            knowledge.shown(s, i, knowledge.ON_TOP)
        else:
            s.discard[p].append(i)
            knowledge.shown(s, i, knowledge.IN_DISCARD)
        _spell_played(s, p, i)
    settle(s)


def _arrives(s: State, p: int, i: int, args: tuple) -> None:
    effect = CARDS[s.code[i]].effect
    if effect == "brick_thief":
        brick_thief_effect(s, p, args[0], args[1] if len(args) > 1 else None)
    elif effect == "hired_stomper":
        damage(s, args[0], 3)
    elif effect == "sneaky_pig":
        s.stealth[i] = 1
    elif effect == "trojan_duck":
        damage(s, word_target(s, 1 - p, args[0]), 4)


def _cast(s: State, p: int, i: int, args: tuple) -> bool:
    """Resolve a spell; True when it goes on top of the deck (Appel Stomp)."""
    effect = CARDS[s.code[i]].effect
    o = 1 - p
    if effect == "spark":
        damage(s, args[0], 1)
    elif effect == "bloom":
        s.runes[args[0]] += 1
    elif effect == "wither":
        s.runes[args[0]] -= 1
    elif effect == "wrecking_ball":
        damage(s, word_target(s, o, args[0]), 2)
    elif effect == "the_boot":
        destroy(s, args[0])
    elif effect == "intimidate":
        s.temp_atk[args[0]] -= 4
    elif effect == "discord":
        for u in units(s, (o,)):
            if TECH[s.code[u]] <= 1:
                s.temp_atk[u] -= 2
                s.temp_hp[u] -= 1
    elif effect == "final_smash":
        smash, back, steal = args
        if smash != NONE_WORD and s.ctrl[smash] >= 0:
            destroy(s, smash)
        if back != NONE_WORD and s.ctrl[back] >= 0:
            owner = owner_of(back)
            leave_play(s, back)
            s.hand[owner].append(back)
            knowledge.shown(s, back, knowledge.IN_HAND)
            s.events.append(("returned", back))
        if steal != NONE_WORD and s.ctrl[steal] >= 0:
            change_control(s, steal, p)
            s.events.append(("stolen", steal))
    elif effect == "appel_stomp":
        if args[0] != NONE_WORD:
            sideline(s, args[0])
        draw(s, p, 1)
        return len(args) > 1 and args[1] == TOP_WORD
    return False


def _spell_played(s: State, p: int, i: int) -> None:
    """Harmony: whenever you play a spell, make a Dancer (at most 3)."""
    for h in s.play[p]:
        if s.code[h] == HARMONY and h != i:
            for t in token_ids(p):
                if s.ctrl[t] < 0:
                    s.code[t] = DANCER
                    enter_play(s, t, p)
                    s.events.append(("token", t))
                    break


def sideline(s: State, i: int) -> None:
    """Move a patroller out of the patrol zone; its slot stays empty."""
    leave_patrol(s, i)
    s.events.append(("sidelined", i))


# --- abilities (use <id> [target]) ------------------------------------------------

def ability_options(s: State, p: int, i: int) -> list[tuple[tuple, int]]:
    """(arguments, extra gold) for each use of ``i``'s ability now; [] if none."""
    code = s.code[i]
    if code == HARMONY:
        return [((), 0)]
    if KIND[code] == "ongoing" or s.exhausted[i]:
        return []
    if s.fresh[i] and not has(s, i, "haste"):
        return []
    if IS_HERO[code] and has(s, i, "sideline_ability"):
        cands = [q for q in enemy_patrollers(s, p) if IS_UNIT[s.code[q]]
                 and TECH[s.code[q]] <= 1]
        return [((q,), r) for q, r in choose(s, p, cands)]
    if VIRTUOSO[code] and any(s.code[j] == MAESTRO for j in s.play[p]):
        return [((w,), 0) for w in building_words(s, 1 - p)]
    return []


def abilities(s: State, p: int) -> list[tuple[int, tuple, int]]:
    """(card, arguments, extra gold) of every ability use ``p`` has now: only
    Harmony, River from her mid band and Virtuosos beside a Maestro have one."""
    out: list[tuple[int, tuple, int]] = []
    code = s.code
    maestro = any(code[j] == MAESTRO for j in s.play[p])
    for i in s.play[p]:
        c = code[i]
        if c == HARMONY or IS_HERO[c] or (maestro and VIRTUOSO[c]):
            out += [(i, args, extra) for args, extra in ability_options(s, p, i)]
    return out


def use(s: State, p: int, i: int, args: tuple) -> None:
    code = s.code[i]
    s.events.append(("use", p, i))
    if code == HARMONY:
        for t in token_ids(p):
            if s.ctrl[t] == p and s.code[t] == DANCER:
                s.code[t] = ANGRY_DANCER
        sacrifice(s, i)
    elif IS_HERO[code]:
        exhaust(s, i)
        sideline(s, args[0])
    else:
        exhaust(s, i)
        damage(s, word_target(s, 1 - p, args[0]), 2)
    settle(s)

