"""One entry point for the Codex rules: what may be done now, do it, explain a no.

:func:`legal_actions` lists every decision of the player to act (always the
player whose turn it is: the opponent makes no decisions during your attacks,
Codex p.7). :func:`apply` does one listed action and runs the automatic
steps after it. :func:`explain` names the first rule a refused action breaks
(rule reference + message key), so a highlight and a refusal never disagree:
``check`` refuses exactly what ``legal_actions`` does not list.
"""

from __future__ import annotations

from . import knowledge
from .actions import ARITY, Action
from .cards import CARD_INDEX, CARDS, CODES
from .combat import (
    TRIGGER_ATTACKERS,
    all_targets,
    attack_profile,
    attack_targets,
    can_attack,
    can_start_attack,
    extra_choices,
    patrol_refusal,
    resolve_attack,
    target_word,
    word_target,
)
from .effects import (
    abilities,
    ability_options,
    play,
    play_options,
    playing,
    spell_allowed,
    unit_allowed,
    use,
)
from .state import (
    ADDON,
    ADDONS,
    BUILD_COST,
    BUILT,
    N_IDS,
    NONE,
    SLOT_INDEX,
    SLOTS,
    STARTED,
    TECH_WORDS,
    TECH_WORKERS,
    State,
    hero_id,
)
from .stats import IS_FIGHTER, KIND, MAX_LEVEL_OF, cost_of, has
from .turn import end_turn, ready_and_upkeep, take_tech
from .zones import BUILDING, building_falls, enter_play, gain_levels, leave_patrol, settle

END = Action("end")
SUMMON = Action("summon")
LEVEL = Action("level")
# Shared immutable action values for the most frequent decisions (no Action
# built per legal_actions() call): patrol moves, worker hires, builds.
PATROL = tuple(tuple(Action("patrol", (i, slot)) for slot in SLOTS) for i in range(N_IDS))
UNPATROL = tuple(Action("unpatrol", (i,)) for i in range(N_IDS))
WORKER = tuple(Action("worker", (code,)) for code in CODES)
BUILD = {name: Action("build", (name,)) for name in BUILD_COST}
_SHARED: dict[tuple, Action] = {}


def _action(verb: str, args: tuple) -> Action:
    """An Action value, shared between calls (attack, play and use texts)."""
    key = (verb, args)
    a = _SHARED.get(key)
    if a is None:
        a = _SHARED[key] = Action(verb, args)
    return a
HERO_COST = 2
P7 = "codex p.7"
#: What a card's own text allows (spec §7): its targets, its abilities.
CARD_TEXT = "codex 7"


def _codes(ids: list[int], s: State) -> list[int]:
    """Distinct card indexes among ``ids``, in card-table order."""
    return sorted({s.code[i] for i in ids})


# --- tech (spec §2.1) ---------------------------------------------------------

def tech_actions(s: State) -> list[Action]:
    p = s.turn
    codes = _codes(s.codex[p], s)
    count = {c: 0 for c in codes}
    for i in s.codex[p]:
        count[s.code[i]] += 1
    out: list[Action] = []
    for k, a in enumerate(codes):
        for b in codes[k:]:
            if a != b or count[a] >= 2:
                out.append(Action("tech", (CODES[a], CODES[b])))
    optional = s.workers_of(p) >= 10
    if optional or len(s.codex[p]) == 1:
        out += [Action("tech", (CODES[a],)) for a in codes]
    if optional:
        out.append(Action("tech"))
    return out


# --- buildings (spec §3) --------------------------------------------------------

def build_refusal(s: State, p: int, name: str) -> tuple[str, str, dict]:
    """('', '', {}) when ``p`` may build ``name`` now, else (rule, key, params)."""
    if name not in BUILD_COST:
        return "codex 3", "build.unknown", {"building": name}
    if name in TECH_WORKERS:
        b = TECH_WORDS.index(name)
        if s.bld[p][b] != NONE:
            return "codex 3", "build.exists", {"building": name}
        if s.workers_of(p) < TECH_WORKERS[name]:
            return "codex 3", "build.workers", {"building": name,
                                                "need": TECH_WORKERS[name]}
        if b > 1 and s.bld[p][b - 1] != BUILT:
            return "codex 3", "build.needs_previous", {"building": name,
                                                       "previous": TECH_WORDS[b - 1]}
        cost = 0 if s.bld_paid[p][b] else BUILD_COST[name]
    else:
        if ADDONS[s.addon[p]] == name:
            return "codex 3", "build.exists", {"building": name}
        cost = BUILD_COST[name]
    if s.gold[p] < cost:
        return "codex 2.4", "gold.not_enough", {"cost": cost, "gold": s.gold[p]}
    return "", "", {}


def can_build(s: State, p: int, name: str) -> bool:
    """:func:`build_refusal` without the refusal (the legal-action hot path)."""
    gold = s.gold[p]
    if name in TECH_WORKERS:
        b = TECH_WORDS.index(name)
        row = s.bld[p]
        if row[b] != NONE or s.workers_of(p) < TECH_WORKERS[name]:
            return False
        if b > 1 and row[b - 1] != BUILT:
            return False
        return bool(s.bld_paid[p][b]) or gold >= BUILD_COST[name]
    return ADDONS[s.addon[p]] != name and gold >= BUILD_COST[name]


def replaced_addon(s: State, p: int, name: str) -> str:
    """The add-on that building ``name`` would destroy ('' when none): one
    add-on at a time, a new one destroys the old (spec §3), and the fallen
    one deals ``zones.FALL_DAMAGE`` to ``p``'s base like any destroyed building."""
    if name in TECH_WORKERS or name not in BUILD_COST:
        return ""
    old = ADDONS[s.addon[p]]
    return old if old and old != name else ""


def build(s: State, p: int, name: str) -> None:
    if name in TECH_WORKERS:
        b = TECH_WORDS.index(name)
        if not s.bld_paid[p][b]:
            s.gold[p] -= BUILD_COST[name]
            s.bld_paid[p][b] = 1
    else:
        b = ADDON
        s.gold[p] -= BUILD_COST[name]
        if s.addon[p]:  # one add-on at a time: the old one is destroyed (spec §3)
            s.events.append(("replaced", ADDONS[s.addon[p]]))
            building_falls(s, p, ADDON)
        s.addon[p] = ADDONS.index(name)
    s.bld[p][b] = STARTED
    s.events.append(("build", p, name))


# --- the main phase (spec §2.4) ---------------------------------------------------

def _pay_resist(s: State, p: int, args: tuple) -> int:
    """Resist paid for targeting enemy cards (spec §6): the gold, and a
    ``("resist", p, card, n)`` event for each card that cost more, so the
    log can say why a play or an ability took more than its cost."""
    total = 0
    for x in args:
        if isinstance(x, int) and x < BUILDING and s.ctrl[x] == 1 - p:
            n = has(s, x, "resist")
            if n:
                s.events.append(("resist", p, x, n))
                total += n
    return total


def main_actions(s: State) -> list[Action]:
    """Every main-phase decision (spec §2.4), in a fixed order: plays (card
    table order, then their choices), a worker, the hero, builds, patrol
    moves (Codex p.7: ready units and heroes only), attacks, abilities, end."""
    return main_actions_spanned(s)[0]


def main_actions_spanned(s: State) -> tuple[list[Action], tuple[int, int]]:
    """:func:`main_actions`, and where its patrol moves are in it
    (``legal[start:end]``), for :func:`after_staging`."""
    p = s.turn
    gold = s.gold[p]
    out: list[Action] = []
    hand_codes = _codes(s.hand[p], s)
    for code in hand_codes:
        card = CARDS[code]
        if (unit_allowed(s, p, code) if card.kind == "unit" else spell_allowed(s, p, code)):
            continue
        cost = cost_of(s, p, code)
        if cost > gold:
            continue
        name = card.code
        for args, extra in play_options(s, p, code):
            if cost + extra <= gold:
                out.append(_action("play", (name, *args)))
    if not s.hired[p] and gold >= 1:
        out += [WORKER[c] for c in hand_codes]
    h = hero_id(p)
    if s.ctrl[h] < 0:
        if s.turn_number >= s.hero_ready[p] and gold >= HERO_COST:
            out.append(SUMMON)
    elif s.level[h] < MAX_LEVEL_OF[s.code[h]] and gold >= 1:
        out.append(LEVEL)
    for name in BUILD_COST:  # (a free rebuild needs no gold)
        if can_build(s, p, name):
            out.append(BUILD[name])
    fighters = [i for i in s.play[p] if IS_FIGHTER[s.code[i]]]
    start = len(out)
    out += _staging(s, p, fighters)
    span = (start, len(out))
    by_profile: dict[tuple, list[int]] = {}
    enemy_row = s.patrol[1 - p]
    shared = _SHARED
    for i in fighters:
        if not s.exhausted[i] and not can_start_attack(s, i):
            profile = attack_profile(s, i)
            targets = by_profile.get(profile)
            if targets is None:
                targets = by_profile[profile] = attack_targets(s, i)
            # extra_choices() is [()] unless an attack trigger chooses a
            # building or the target patrols (sparkshot, overpower)
            plain = s.code[i] not in TRIGGER_ATTACKERS
            for t in targets:
                if plain and (t >= BUILDING or t not in enemy_row):
                    key = ("attack", (i, t if t < BUILDING else target_word(s, t)))
                    a = shared.get(key)
                    out.append(a if a is not None else _action(*key))
                    continue
                word = target_word(s, t)
                for extra in extra_choices(s, i, t):
                    out.append(_action("attack", (i, word, *extra)))
    for i, args, extra in abilities(s, p):
        if extra <= gold:
            out.append(_action("use", (i, *args)))
    out.append(END)
    return out, span


def _staging(s: State, p: int, fighters: list[int]) -> list[Action]:
    """The patrol moves of ``p``'s main phase: a staged unit out, a ready
    one into an empty slot (Codex p.7)."""
    row = s.patrol[p]
    empty = [k for k in range(5) if row[k] < 0]
    out: list[Action] = []
    for i in fighters:
        if i in row:
            out.append(UNPATROL[i])
        if not s.exhausted[i]:
            moves = PATROL[i]
            out += [moves[k] for k in empty]
    return out


def after_staging(s: State, legal: list[Action], span: tuple[int, int]
                  ) -> tuple[list[Action], tuple[int, int]]:
    """The legal actions after a ``patrol`` or ``unpatrol`` (applied to
    ``s``), from those before it (``legal``, its patrol moves at ``span``):
    only the patrol moves are listed again — the same list, in the same
    order, as :func:`main_actions_spanned` would give.

    Why that is exact: staging changes nothing but the mover's own row of
    the patrol zone, and during their own turn nothing else reads that row
    — their units are not patrollers until the turn passes
    (:func:`game.codex.stats.patrol_slot` answers -1 for them, so Elite,
    Squad Leader and Lookout do not apply yet), and attacks, targets and
    abilities read the opponent's row. Half the decisions of a main phase
    are patrol moves, and each used to rebuild the whole list."""
    p = s.turn
    moves = _staging(s, p, [i for i in s.play[p] if IS_FIGHTER[s.code[i]]])
    start, end = span
    return legal[:start] + moves + legal[end:], (start, start + len(moves))


def legal_actions(s: State) -> list[Action]:
    if s.winner >= 0:
        return []
    if s.phase == "tech":
        return tech_actions(s)
    return main_actions(s)


def legal_actions_spanned(s: State) -> tuple[list[Action], tuple[int, int] | None]:
    """:func:`legal_actions`, and the span of its patrol moves (None outside
    the main phase)."""
    if s.winner >= 0:
        return [], None
    if s.phase == "tech":
        return tech_actions(s), None
    return main_actions_spanned(s)


# --- doing ----------------------------------------------------------------------------

def _hand_card(s: State, p: int, code_word: str) -> int:
    return playing(s, p, CARD_INDEX[code_word])


def apply(s: State, a: Action) -> None:
    """Apply a *legal* action (the caller checked) and the automatic steps."""
    p = s.turn
    verb = a.verb
    if verb == "tech":
        ids: list[int] = []
        for word in a.args:
            code = CARD_INDEX[word]
            ids.append(min(i for i in s.codex[p] if s.code[i] == code and i not in ids))
        take_tech(s, p, ids)
        ready_and_upkeep(s)
    elif verb == "play":
        i = _hand_card(s, p, a.args[0])
        args = tuple(a.args[1:])
        s.gold[p] -= cost_of(s, p, s.code[i]) + _pay_resist(s, p, args)
        play(s, p, i, args)
    elif verb == "worker":
        i = _hand_card(s, p, a.args[0])
        s.gold[p] -= 1
        s.hand[p].remove(i)
        knowledge.hired_from_hand(s, p, i)
        s.workers[p].append(i)
        s.hired[p] = 1
        s.events.append(("worker", p))
    elif verb == "summon":
        h = hero_id(p)
        s.gold[p] -= HERO_COST
        s.level[h] = 1
        enter_play(s, h, p)
        s.events.append(("summon", p, h))
    elif verb == "level":
        s.gold[p] -= 1
        gain_levels(s, hero_id(p), 1)
        s.events.append(("level", p, s.level[hero_id(p)]))
    elif verb == "build":
        build(s, p, a.args[0])
        settle(s)  # a replaced add-on damages the base, which may fall
    elif verb == "patrol":
        i, slot = a.args
        leave_patrol(s, i)
        s.patrol[p][SLOT_INDEX[slot]] = i
    elif verb == "unpatrol":
        leave_patrol(s, a.args[0])
    elif verb == "attack":
        a_id = a.args[0]
        t = word_target(s, 1 - p, a.args[1])
        resolve_attack(s, a_id, t, tuple(a.args[2:]))
        settle(s)
    elif verb == "use":
        i = a.args[0]
        args = a.args[1:]
        s.gold[p] -= _pay_resist(s, p, args)
        use(s, p, i, args)
    elif verb == "end":
        end_turn(s)
    # patrol moves, workers, summons and levels change no damage or HP


# --- explaining a refusal -------------------------------------------------------------

def explain(s: State, a: Action, legal: list[Action]) -> tuple[str, str, dict]:
    """(rule, message key, params) of the first rule ``a`` breaks."""
    p = s.turn
    if s.winner >= 0:
        return "codex 2", "game.over", {}
    verb = a.verb
    arity = ARITY.get(verb)
    if arity is None:
        return "notation", "action.unknown_verb", {"verb": verb}
    if not arity[0] <= len(a.args) <= arity[1]:
        return "notation", "action.bad_arguments", {"verb": verb, "text": str(a)}
    if s.phase == "tech" and verb != "tech":
        return "codex 2.1", "tech.first", {}
    if verb == "tech":
        return _explain_tech(s, a)
    if verb in ("play", "worker"):
        return _explain_hand(s, p, a, legal)
    if verb == "summon":
        h = hero_id(p)
        if s.ctrl[h] >= 0:
            return "codex 2.4", "hero.in_play", {}
        if s.turn_number < s.hero_ready[p]:
            return "codex 5", "hero.cooldown", {"turn": s.hero_ready[p]}
        return _gold(s, p, HERO_COST, a)
    if verb == "level":
        h = hero_id(p)
        if s.ctrl[h] < 0:
            return "codex 2.4", "hero.not_in_play", {}
        if s.level[h] >= MAX_LEVEL_OF[s.code[h]]:
            return "codex 2.4", "hero.max_level", {"level": s.level[h]}
        return _gold(s, p, 1, a)
    if verb == "build":
        rule, key, params = build_refusal(s, p, str(a.args[0]))
        if rule:
            return rule, key, params
    if verb in ("patrol", "unpatrol"):
        return _explain_patrol(s, p, a)
    if verb == "attack":
        return _explain_attack(s, p, a)
    if verb == "use":
        return _explain_use(s, p, a)
    return "codex 2", "action.not_now", {"action": str(a), "step": s.phase}


def _gold(s: State, p: int, cost: int, a: Action) -> tuple[str, str, dict]:
    if s.gold[p] < cost:
        return "codex 2.4", "gold.not_enough", {"cost": cost, "gold": s.gold[p]}
    return "codex 2", "action.not_now", {"action": str(a), "step": s.phase}


def _explain_tech(s: State, a: Action) -> tuple[str, str, dict]:
    p = s.turn
    if s.phase != "tech":
        return "codex 2.1", "tech.not_now", {}
    for word in a.args:
        if word not in CARD_INDEX:
            return "notation", "card.unknown", {"card": word}
    need = 2 if len(s.codex[p]) >= 2 else len(s.codex[p])
    if s.workers_of(p) < 10 and len(a.args) != need:
        return "codex 2.1", "tech.two_cards", {"count": need}
    return "codex 2.1", "tech.not_in_codex", {"card": " ".join(map(str, a.args))}


def _explain_hand(s: State, p: int, a: Action, legal: list[Action]) -> tuple[str, str, dict]:
    if not a.args or a.args[0] not in CARD_INDEX:
        return "notation", "card.unknown", {"card": a.args[0] if a.args else ""}
    code = CARD_INDEX[str(a.args[0])]
    if not any(s.code[i] == code for i in s.hand[p]):
        return "codex 2.4", "card.not_in_hand", {"card": CODES[code]}
    if a.verb == "worker":
        if s.hired[p]:
            return "codex 2.4", "worker.once_per_turn", {}
        return _gold(s, p, 1, a)
    card = CARDS[code]
    key = unit_allowed(s, p, code) if card.kind == "unit" else spell_allowed(s, p, code)
    if key:
        rule = "codex 3" if key == "play.needs_tech" else "codex 2.4"
        return rule, key, {"card": CODES[code], "tech": card.tech}
    cost = cost_of(s, p, code)
    if cost > s.gold[p]:
        return "codex 2.4", "gold.not_enough", {"cost": cost, "gold": s.gold[p]}
    options = play_options(s, p, code)
    args = tuple(a.args[1:])
    for opt, extra in options:
        if opt == args:
            return "codex 6", "gold.resist", {"cost": cost + extra, "gold": s.gold[p]}
    flag = [i for i in _all_cards(s, 1 - p) if has(s, i, "flagbearer")]
    if flag and any(isinstance(x, int) and x not in flag for x in args) and \
            all(isinstance(o[0][0], int) and o[0][0] in flag for o in options if o[0]):
        return "codex 6", "target.flagbearer", {"card": CODES[code]}
    # The target a card may name is its own text's (spec §7), not a keyword's.
    if card.effect == "two_step":
        return CARD_TEXT, "target.partners", {"card": CODES[code]}
    if not args and options and all(opt for opt, _extra in options):
        # Played with no target where its text needs one (dropped on the
        # table): "cannot target that" did not say that a target was missing.
        return CARD_TEXT, "target.needed", {"card": CODES[code]}
    return CARD_TEXT, "target.invalid", {"card": CODES[code], "text": str(a)}


def _all_cards(s: State, p: int) -> list[int]:
    return [i for i in s.play[p] if IS_FIGHTER[s.code[i]]]


def _explain_patrol(s: State, p: int, a: Action) -> tuple[str, str, dict]:
    i = a.args[0]
    if not isinstance(i, int) or i >= len(s.ctrl) or s.ctrl[i] != p:
        return P7, "patrol.not_yours", {"card": i}
    if not IS_FIGHTER[s.code[i]]:
        return P7, "patrol.units_only", {"card": i}
    if a.verb == "unpatrol":
        return P7, "patrol.not_staged", {"card": i}
    slot = a.args[1]
    if slot not in SLOT_INDEX:
        return P7, "patrol.unknown_slot", {"slot": slot}
    if s.exhausted[i]:
        return P7, "patrol.exhausted", {"card": i}
    holder = s.patrol[p][SLOT_INDEX[str(slot)]]
    if holder >= 0:
        # no swap in one move: the holder leaves first (Codex p.7)
        return P7, "patrol.slot_taken", {"slot": slot, "card": holder}
    return "codex 2", "action.not_now", {"action": str(a), "step": s.phase}


def _explain_attack(s: State, p: int, a: Action) -> tuple[str, str, dict]:
    i = a.args[0]
    if not isinstance(i, int) or i >= len(s.ctrl):
        return P7, "attack.not_yours", {"card": i}
    why = can_start_attack(s, i)
    if why:
        # Readiness is a keyword (spec §6) whose once-a-turn limit is §5's,
        # not the seed's page 7.
        return ("codex 5" if why == "attack.readiness_once" else P7), why, {"card": i}
    t = word_target(s, 1 - p, a.args[1])
    if 0 <= t < min(BUILDING, len(s.ctrl)) and s.ctrl[t] == 1 - p and not IS_FIGHTER[s.code[t]]:
        # There, but with no health (an ongoing spell): page 7 names what can
        # be attacked, what has HP (a unit, a hero, a building).
        return P7, "attack.no_health", {"target": t}
    if t < 0 or (t < BUILDING and (t >= len(s.ctrl) or s.ctrl[t] != 1 - p
                                   or not IS_FIGHTER[s.code[t]])):
        return P7, "attack.no_such_target", {"target": a.args[1]}
    if t not in all_targets(s, i):
        if t < BUILDING and has(s, t, "invisible") and can_attack(s, i, t) is False \
                and not has(s, t, "flying"):
            return "codex 6", "attack.invisible", {"target": t}
        return P7, "attack.cannot_reach_flier", {"target": t}
    why = patrol_refusal(s, i, t)
    if why:
        return P7, why, {"target": a.args[1]}
    return "codex 5", "attack.bad_choice", {"text": str(a)}


def _explain_use(s: State, p: int, a: Action) -> tuple[str, str, dict]:
    i = a.args[0]
    if not isinstance(i, int) or i >= len(s.ctrl) or s.ctrl[i] != p:
        return "codex 2.4", "use.not_yours", {"card": i}
    # An exhaust ability, its cost and its target are the card's text
    # (spec §7); page 7 of the seed speaks of attacks only.
    if KIND[s.code[i]] != "ongoing":
        if s.exhausted[i]:
            return CARD_TEXT, "attack.exhausted", {"card": i}
        if s.fresh[i] and not has(s, i, "haste"):
            return CARD_TEXT, "attack.arrived_this_turn", {"card": i}
    if not ability_options(s, p, i):
        return CARD_TEXT, "use.no_ability", {"card": i}
    return CARD_TEXT, "target.invalid", {"card": CODES[s.code[i]], "text": str(a)}

