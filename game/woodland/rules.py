"""One entry point for the rules: what may be done now, do it, explain a no.

:func:`legal_actions`, :func:`apply` and :func:`explain` dispatch on the
*decision context* — the head of ``State.queue``, else the battle stage,
else the turn step — to the rule modules. :func:`advance` runs automatic
steps after every action and also takes any decision that has exactly one
possible answer — except an ``end`` closing a phase whose last action could
still be undone, which the player confirms, and a decision whose answers may
come from the decider's hidden hand (1.2.1, :mod:`hidden`), which is always
asked — so ``legal_actions()`` is empty only when the game is over.
"""

from __future__ import annotations

from collections.abc import Callable

from . import abilities, battle, craft, eyrie, marquise
from .actions import Action
from .cards import CARD_INDEX, CODES, PAYS_FOR, SUIT_OF, SUITS
from .errors import IllegalAction
from .hidden import hidden_choice
from .journal import add_warriors
from .pieces import CAT_PIECES, EYRIE_PIECES, piece_counts, remove_piece, spend
from .state import BUILDING_INDEX, CAT, EYRIE, State
from .turn import auto_step, to_act

PASS = Action("pass")
END = Action("end")


def context(s: State) -> str:
    """Name of the current decision: queue kind, ``battle:<stage>`` or step."""
    if s.queue:
        return s.queue[0][0]
    if s.battle is not None:
        return "battle:" + s.battle["stage"]
    return s.step


# --- queued decisions -----------------------------------------------------

def _hospital_actions(s: State, entry: tuple) -> list[Action]:
    """6.2.3 Field Hospitals: spend a card matching the clearing, or not."""
    _, c, _n = entry
    if not s.keep:
        return [PASS]
    pays = PAYS_FOR[s.geo.suit[c]]
    return [_HOSPITAL[card] for card in sorted(set(s.hands[CAT])) if card in pays] + [PASS]


def _lose_actions(s: State, entry: tuple) -> list[Action]:
    """4.3.4: the player taking hits picks which building/token goes — a
    choice only with two kinds or more and fewer hits than pieces (else
    one forced answer: every piece goes, in table order)."""
    _, victim, c, hits, _scorer = entry
    pieces = piece_counts(s, victim, c)
    if hits >= sum(pieces.values()):
        return [_LOSE[next(iter(pieces))]]
    return [_LOSE[p] for p in sorted(pieces)]


# Shared action values (actions are immutable): no Action built per call.
_HOSPITAL = [Action("hospital", (code,)) for code in CODES]
_DISCARD = [Action("discard", (code,)) for code in CODES]
_LOSE = {p: Action("lose", (p,)) for p in CAT_PIECES + EYRIE_PIECES}


_QUEUE_LEGAL: dict[str, Callable[[State, tuple], list[Action]]] = {
    "wood": marquise.wood_actions,
    "pay": marquise.pay_actions,
    "recruit": marquise.place_warrior_actions,
    "hospital": _hospital_actions,
    "lose": _lose_actions,
}


def _queue_handle(s: State, a: Action) -> None:
    head = s.queue[0]
    kind = head[0]
    if kind == "wood":
        marquise.place_wood(s, a.args[0])
    elif kind == "pay":
        marquise.pay_wood(s, a.args[0])
    elif kind == "recruit":
        marquise.place_recruit(s, a.args[0])
    elif kind == "hospital":
        s.queue.pop(0)
        if a.verb == "hospital":
            spend(s, CAT, CARD_INDEX[a.args[0]])
            add_warriors(s, CAT, s.keep, head[2])
            s.events.append(("field_hospitals", head[1], head[2]))
    elif kind == "lose":
        _, victim, c, hits, scorer = head
        s.queue.pop(0)
        remove_piece(s, victim, c, a.args[0], scorer)
        hits -= 1
        left = piece_counts(s, victim, c)
        if hits and left and s.winner < 0:
            if hits >= sum(left.values()):
                for piece, count in left.items():
                    for _ in range(count):
                        if s.winner < 0:
                            remove_piece(s, victim, c, piece, scorer)
            else:
                s.queue.insert(0, ("lose", victim, c, hits, scorer))


# --- steps ----------------------------------------------------------------

def _discard_actions(s: State) -> list[Action]:
    return [_DISCARD[c] for c in sorted(set(s.hands[s.turn]))]


def _daylight_actions(s: State) -> list[Action]:
    if s.turn == CAT:
        return marquise.daylight_actions(s)
    return eyrie.daylight_actions(s)


_STEP_LEGAL: dict[str, Callable[[State], list[Action]]] = {
    "keep": marquise.keep_actions,
    "cat_build": marquise.setup_building_actions,
    "leader": eyrie.leader_actions,
    "depose": eyrie.leader_actions,
    "birdsong": abilities.birdsong_actions,
    "decree": eyrie.decree_add_actions,
    "new_roost": eyrie.new_roost_actions,
    "warren": abilities.warren_actions,
    "daylight": _daylight_actions,
    "cobbler": abilities.cobbler_actions,
    "discard": _discard_actions,
}


def legal_actions(s: State) -> list[Action]:
    """Every legal action of the player who must decide now."""
    if s.winner >= 0:
        return []
    if s.queue:
        head = s.queue[0]
        return _QUEUE_LEGAL[head[0]](s, head)
    if s.battle is not None:
        return battle.battle_legal(s)
    step = s.step
    if step == "daylight":  # most decisions: skip the table and one call
        return marquise.daylight_actions(s) if s.turn == CAT else eyrie.daylight_actions(s)
    fn = _STEP_LEGAL.get(step)
    return fn(s) if fn else []


def handle(s: State, a: Action) -> None:
    """Carry out an action already known to be legal (no checks here)."""
    if s.queue:
        _queue_handle(s, a)
        return
    if s.battle is not None:
        battle.do_battle_decision(s, a)
        return
    step = s.step
    verb = a.verb
    # Daylight first: it is most actions. (Royal Claim and Stand and Deliver!
    # below are Birdsong-only, never legal in Daylight, so the order of the
    # tests does not change which branch a legal action takes.)
    if step == "daylight":
        if verb == "craft":
            craft.do_craft(s, s.turn, a.args)
        elif verb == "tax":
            abilities.tax(s, a.args[0])
        elif verb == "codebreakers":
            abilities.codebreakers(s)
        elif s.turn == CAT:
            marquise.do_daylight(s, a)
        elif verb == "turmoil":
            eyrie.turmoil(s)
        elif verb == "end":
            s.step = "evening_start"
        else:
            eyrie.do_decree(s, a)
    elif step == "keep":
        marquise.place_keep(s, a.args[0])
    elif step == "cat_build":
        marquise.place_setup_building(s, BUILDING_INDEX[a.args[0]], a.args[1])
    elif step in ("leader", "depose"):
        eyrie.choose_leader(s, a.args[0])
    elif verb == "royal_claim":
        abilities.royal_claim(s)
    elif verb == "stand_and_deliver":
        abilities.stand_and_deliver(s)
    elif step == "birdsong":
        s.step = "daylight_start"
    elif step == "decree":
        if verb == "decree":
            eyrie.add_to_decree(s, a.args[0], a.args[1])
        else:
            s.step = "new_roost"
    elif step == "new_roost":
        eyrie.place_new_roost(s, a.args[0])
    elif step == "warren":
        if verb == "battle":
            abilities.warren_battle(s, a.args[0])
        else:
            s.step = "daylight"
    elif step == "cobbler":
        if verb == "move":
            abilities.cobbler_move(s, a)
        else:
            s.step = "evening"
    elif step == "discard":
        spend(s, s.turn, CARD_INDEX[a.args[0]])
    else:
        raise AssertionError(f"no handler for {a} at step {step}")


def undo_mark(s: State) -> tuple:
    """What an action that can be taken back leaves unchanged: the count of
    irreversible steps (dice, draws, revealed cards), the turn, the phase and
    who decides. The phase transaction (``Game.undo``) compares it before and
    after every action.

    Who decides is :func:`turn.to_act`; its common answer (the player whose
    turn it is: no queue, battle or setup step) is read here without the
    call, since this runs twice for every action applied."""
    if s.queue or s.battle is not None or s.winner >= 0 or s.step in _SETUP_STEPS:
        return (s.irrev, s.turn, s.phase, to_act(s))
    return (s.irrev, s.turn, s.phase, s.turn)


# The steps where to_act() is not the player whose turn it is.
_SETUP_STEPS = ("keep", "cat_build", "leader")


# Steps whose ``end`` closes the phase (Birdsong, Daylight).
_PHASE_END_STEPS = ("birdsong", "daylight")


def holds_end(s: State, acts: list[Action], mark: tuple) -> bool:
    """Is ``acts`` a lone ``end`` closing the phase that the player must
    confirm? It is while the action being applied could still be taken back
    (nothing irreversible since ``mark``): playing it automatically would
    commit the phase and lose that undo."""
    return (acts[0].verb == "end" and s.step in _PHASE_END_STEPS and not s.queue
            and s.battle is None and undo_mark(s) == mark)


# advance's per-step callback: (state after the step, decision context and
# action of a forced decision or None, battle stage that ran or None).
StepHook = Callable[[State, "str | None", "Action | None", "str | None"], None]


def advance(s: State, mark: tuple | None = None, on_step: StepHook | None = None
            ) -> list[Action]:
    """Run automatic steps and forced decisions until a real choice (or the
    end of the game); returns the legal actions of that choice.

    ``mark`` is :func:`undo_mark` taken before the player's action (default:
    now, e.g. for a loaded position): a lone ``end`` that closes a phase is
    played automatically only once something irreversible happened since —
    otherwise the player confirms it (and may undo instead).

    ``on_step``, if given, is called after every step taken here:
    ``on_step(s, ctx, action, None)`` after a forced decision (``ctx`` its
    :func:`context`), ``on_step(s, None, None, stage)`` after an automatic
    battle stage, ``on_step(s, None, None, None)`` after an automatic turn
    step (Rootlog export sees each step this way)."""
    if mark is None:
        mark = undo_mark(s)
    while s.winner < 0:
        if s.queue:
            pass
        elif s.battle is not None:
            if on_step is None:
                if battle.battle_step(s):
                    continue
            else:
                stage = s.battle["stage"]
                if battle.battle_step(s):
                    on_step(s, None, None, stage)
                    continue
        elif auto_step(s):
            if on_step is not None:
                on_step(s, None, None, None)
            continue
        acts = legal_actions(s)
        # 1.2.1: a decision whose answers may come from the decider's hidden
        # hand is asked even when the hand gives it one answer.
        if len(acts) == 1 and not holds_end(s, acts, mark) and not hidden_choice(s):
            # Said as an event, so the log shows what was done for the player.
            ctx = context(s)
            s.events.append(("auto", to_act(s), acts[0], ctx))
            handle(s, acts[0])
            if on_step is not None:
                on_step(s, ctx, acts[0], None)
            continue
        return acts
    # 3.1: the game ended (possibly mid-battle); nothing is pending any more.
    s.phase = s.step = "over"
    s.queue = []
    s.battle = None
    return []


def apply(s: State, a: Action, mark: tuple | None = None) -> list[Action]:
    """Handle then advance; returns the next legal actions. ``mark`` is
    :func:`undo_mark` before the action when the caller already has it."""
    if mark is None:
        mark = undo_mark(s)
    handle(s, a)
    return advance(s, mark)


# --- explanations -----------------------------------------------------------

# The rule a refusal cites when nothing more specific applies: by decision
# context; Birdsong, Daylight and the discard by faction; else the turn
# structure (1.4: a step where that action has no place).
_CONTEXT_RULE = {
    "keep": "6.3", "cat_build": "6.3", "leader": "7.3", "depose": "7.7.3",
    "decree": "7.4.2", "new_roost": "7.4.3", "warren": "4.1.3", "cobbler": "4.1.3",
    "wood": "6.4", "pay": "6.5.4", "recruit": "6.5.3", "hospital": "6.2.3", "lose": "4.3.4",
    "battle:ambush": "4.3.1", "battle:foil": "4.3.1", "battle:effects_att": "4.3.3",
    "battle:effects_def": "4.3.3", "battle:effects_order": "4.3.3",
    "battle:effects_def_first": "4.3.3", "battle:effects_att_second": "4.3.3",
}
_FACTION_STEP_RULE = {
    ("birdsong", CAT): "6.4", ("birdsong", EYRIE): "7.4",
    ("daylight", CAT): "6.5", ("daylight", EYRIE): "7.5",
    ("discard", CAT): "6.6", ("discard", EYRIE): "7.6.2",
}
TURN_RULE = "1.4"


def _context_rule(s: State, ctx: str) -> str:
    rule = _CONTEXT_RULE.get(ctx)
    if rule is None:
        rule = _FACTION_STEP_RULE.get((ctx, s.turn), TURN_RULE)
    return rule


def _explain_specific(s: State, ctx: str, a: Action) -> IllegalAction | None:
    verb = a.verb
    f = s.turn
    if verb == "decree" and ctx != "decree":
        return eyrie.decree_closed_problem(s)
    if verb == "craft" and f == EYRIE and s.phase == "birdsong":
        return IllegalAction("7.5.1", "craft.eyrie_in_daylight")
    if ctx == "keep" and verb == "keep":
        if a.args[0] not in s.geo.corners:
            return IllegalAction("6.3", "setup.keep_corner", clearing=a.args[0])
    elif ctx == "cat_build" and verb == "place":
        return marquise.setup_building_problem(s, a)
    elif ctx in ("leader", "depose") and verb == "leader":
        return eyrie.leader_problem(s, a.args[0])
    elif ctx == "decree" and verb in ("decree", "end"):
        return eyrie.decree_add_problem(s, a)
    elif ctx == "decree" and verb in ("royal_claim", "stand_and_deliver"):
        return abilities.ability_problem(s, a)
    elif ctx == "new_roost" and verb == "roost":
        return IllegalAction("7.4.3", "roost.fewest_warriors", clearing=a.args[0])
    elif ctx == "warren":
        return abilities.warren_problem(s, a)
    elif ctx == "cobbler":
        return abilities.cobbler_problem(s, a)
    elif ctx == "discard" and verb == "discard":
        card = CARD_INDEX.get(a.args[0])
        if card is None or card not in s.hands[f]:
            return IllegalAction(_context_rule(s, ctx), "card.not_in_hand", card=a.args[0])
    elif ctx.startswith("battle:"):
        return battle.battle_decision_problem(s, a)
    elif ctx == "hospital" and verb == "hospital":
        card = CARD_INDEX.get(a.args[0])
        if card is None or card not in s.hands[CAT]:
            return IllegalAction("6.2.3", "card.not_in_hand", card=a.args[0])
        c = s.queue[0][1]
        return IllegalAction("6.2.3", "card.wrong_suit", card=a.args[0],
                             card_suit=SUITS[SUIT_OF[card]], suit=SUITS[s.geo.suit[c]])
    elif ctx == "lose" and verb == "lose":
        return IllegalAction("4.3.4", "hits.no_such_piece", piece=a.args[0])
    elif ctx == "pay" and verb == "pay":
        return IllegalAction("6.5.4", "build.wood_not_connected", clearing=a.args[0])
    elif ctx in ("birdsong", "daylight"):
        problem = abilities.ability_problem(s, a)
        if problem:
            return problem
        if ctx == "birdsong" and verb in ("tax", "codebreakers"):
            return None
        if ctx == "daylight":
            if verb == "craft":
                if s.acted:
                    return IllegalAction("6.5" if f == CAT else "7.5.1",
                                         "craft.after_actions" if f == CAT
                                         else "craft.after_decree")
                return craft.craft_problem(s, f, a.args)
            if f == CAT:
                return marquise.daylight_problem(s, a)
            if verb == "end" and s.col < 4:
                return IllegalAction("7.5.2", "decree.unresolved", column=eyrie.COLUMNS[s.col])
            if verb == "turmoil":
                return IllegalAction("7.7", "turmoil.not_yet")
            return eyrie.decree_problem(s, a)
    return None


def explain(s: State, a: Action) -> IllegalAction:
    """The rule an illegal action breaks (never call it for a legal one)."""
    if s.winner >= 0:
        return IllegalAction("3.1", "game.over")
    ctx = context(s)
    try:
        problem = _explain_specific(s, ctx, a)
    except (TypeError, ValueError, IndexError, KeyError, AttributeError):
        problem = IllegalAction("notation", "action.bad_arguments", verb=a.verb, text=str(a))
    if problem is not None:
        return problem
    return IllegalAction(_context_rule(s, ctx), "action.not_now", action=str(a),
                         step=ctx)




def not_now(s: State, what: str) -> IllegalAction:
    """The refusal for a gesture that means no action at all here (a card
    dropped on the VP track): it names the rule of the decision at hand, so
    the table's toast can say which rule governs what happens now."""
    ctx = context(s)
    return IllegalAction(_context_rule(s, ctx), "action.not_now", action=what, step=ctx)
