"""The turn (spec §2): tech, ready, upkeep, main phase, discard and draw.

Only two steps ask the player anything: the tech choice (from each player's
second turn, when the codex holds two or more cards or the player has 10+
workers and may choose fewer) and the main phase, which the player ends with
``end``. Ready, upkeep and the discard/draw step run by themselves. Whether
a step asks depends only on public facts (codex contents, worker count), so
the other player learns nothing from when the engine stops (issue 8).
"""

from __future__ import annotations

from . import knowledge
from .cards import KEYWORDS
from .state import BUILT, HAND_MAX, N_IDS, STARTED, TURN_LIMIT, State, hero_id
from .stats import IS_FIGHTER, STARLET, is_max_level
from .zones import damage, draw, gain_gold, heal, settle


def tech_needed(s: State, p: int) -> bool:
    """Skipped on each player's first turn; empty codex: nothing to take."""
    return s.turn_number > 2 and bool(s.codex[p])


def tech_forced(s: State, p: int) -> bool:
    """One card left and fewer than 10 workers: it is simply taken."""
    return len(s.codex[p]) == 1 and s.workers_of(p) < 10


def start_turn(s: State) -> None:
    """Turn start: what the player controls now counts as 'since the start of
    the turn' (Codex p.7, attacking); then the tech step or ready."""
    p = s.turn
    for i in s.play[p]:
        s.fresh[i] = 0
    s.events.append(("turn", p, s.turn_number))
    if tech_needed(s, p):
        if tech_forced(s, p):
            take_tech(s, p, [s.codex[p][0]])
        else:
            s.phase = "tech"
            return
    ready_and_upkeep(s)


def take_tech(s: State, p: int, ids: list[int]) -> None:
    for i in ids:
        s.codex[p].remove(i)
        s.discard[p].append(i)
        knowledge.shown(s, i, knowledge.IN_DISCARD)
    s.events.append(("tech", p, tuple(ids)))


def ready_and_upkeep(s: State) -> None:
    """Ready (a disabled card skips one ready), the patrol zone empties
    (Codex p.7: patrollers stay in their slots until your next turn), then
    upkeep: gold per worker up to 20, Healing, the Starlet, Surplus."""
    p = s.turn
    for i in s.play[p]:
        if s.exhausted[i]:
            if s.disabled[i]:
                s.disabled[i] = 0
            else:
                s.exhausted[i] = 0
    s.patrol[p] = [-1] * 5
    h = hero_id(p)
    s.hero_max_start[p] = int(s.ctrl[h] == p and is_max_level(s, h))
    workers = s.workers_of(p)
    gold = s.gold[p]
    gain_gold(s, p, workers)
    s.events.append(("upkeep", p, s.gold[p] - gold, workers))
    healing = sum(KEYWORDS[s.code[i]].get("healing", 0) for i in s.play[p])
    if healing:
        for i in s.play[p]:
            if IS_FIGHTER[s.code[i]]:
                heal(s, i, healing)
    for i in list(s.play[p]):
        if s.code[i] == STARLET:
            damage(s, i, 1)
    settle(s)
    if s.winner >= 0:
        return
    if s.addon[p] == 2 and s.bld[p][4] == BUILT:
        draw(s, p, 1)
    s.phase = "main"


def end_turn(s: State) -> None:
    """End of the main phase: the patrol locks as arranged; discard the hand
    and draw (discarded + 2, at most 5; reshuffle when the deck runs out);
    buildings started this turn finish; this-turn effects end; next player."""
    p = s.turn
    n = len(s.hand[p])
    knowledge.hand_discarded(s, p)
    s.discard[p].extend(s.hand[p])
    s.hand[p] = []
    s.events.append(("discard", p, n))
    draw(s, p, min(n + 2, HAND_MAX))
    row = s.bld[p]
    for b in range(5):
        if row[b] == STARTED:
            row[b] = BUILT
    s.temp_atk = [0] * N_IDS
    s.temp_hp = [0] * N_IDS
    s.stealth = [0] * N_IDS
    s.armor_used = [0] * N_IDS
    s.attacked = [0] * N_IDS
    s.tower_used = [0, 0]
    s.hired[p] = 0
    settle(s)
    if s.winner >= 0:
        return
    s.turn = 1 - p
    count_turn(s)
    start_turn(s)


def count_turn(s: State) -> None:
    """One more player turn. The count stops at TURN_LIMIT, so a position
    can always write it (docs/codex-engine.md, "Position JSON"); from there
    the heroes' cooldowns count down instead. The count feeds only two rules
    — no tech on a first turn, and a dead hero's return from turn
    ``hero_ready`` on (spec §5) — and both play the same either way."""
    if s.turn_number < TURN_LIMIT:
        s.turn_number += 1
    else:
        s.hero_ready = [r - 1 if r > 0 else 0 for r in s.hero_ready]

