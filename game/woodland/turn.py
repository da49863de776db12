"""Turn flow (1.4 Turn Structure): Birdsong → Daylight → Evening, then the other player.

The flow is a small table of *steps* (``State.step``). Automatic steps —
start-of-phase effects, drawing, scoring, moving on to the next Decree
column — run in :func:`auto_step`; decision steps wait for an action. The
order of the ``step`` values for each faction:

* setup: ``keep`` → ``cat_build`` → ``leader``
* Birdsong: ``birdsong_start`` (Better Burrow Bank, then wood 6.4 or
  Emergency Orders 7.4.1) → Eyrie: ``decree`` (7.4.2) → ``new_roost`` (7.4.3)
  → ``birdsong`` (card abilities, ``end``)
* Daylight: ``daylight_start`` → ``warren`` (Command Warren) → ``daylight``
  → Eyrie after turmoil: ``depose`` (7.7.3)
* Evening: ``evening_start`` → ``cobbler`` → ``evening`` (draw, roost VP) →
  ``discard`` (hand limit 5) → next turn.

Decisions that interrupt a step (hit allocation, Field Hospitals, wood
payment, short supplies) wait in ``State.queue``; a battle in progress waits
in ``State.battle``. Both are served before the step continues.
"""

from __future__ import annotations

from .abilities import burrow_bank
from .battle import decider
from .cards import COBBLER, COMMAND_WARREN
from .eyrie import emergency_orders, eyrie_evening, new_roost_candidates, next_column, start_decree
from .marquise import ACTIONS_PER_TURN, begin_wood, cat_evening
from .state import CAT, EYRIE, ROUND_LIMIT, State

HAND_LIMIT = 5

# Who decides each kind of queued decision: a fixed faction or the victim.
_QUEUE_ACTOR = {"wood": CAT, "pay": CAT, "recruit": CAT, "hospital": CAT}


def to_act(s: State) -> int:
    """The faction that must decide now (-1 once the game is over)."""
    if s.winner >= 0:
        return -1
    if s.queue:
        head = s.queue[0]
        return _QUEUE_ACTOR.get(head[0], head[1] if len(head) > 1 else s.turn)
    if s.battle is not None:
        return decider(s)
    step = s.step
    if step in ("keep", "cat_build"):
        return CAT
    if step == "leader":
        return EYRIE
    return s.turn


def reset_turn(s: State) -> None:
    """Per-turn bookkeeping: crafting pieces, actions, once-per-phase uses."""
    s.reset_turn()


def end_turn(s: State) -> None:
    """1.4: the other player takes a turn; a round is Marquise then Eyrie."""
    reset_turn(s)
    s.turn = 1 - s.turn
    if s.turn == CAT and s.round < ROUND_LIMIT:  # the count stops (no rule reads it)
        s.round += 1
    s.phase = "birdsong"
    s.step = "birdsong_start"


def auto_step(s: State) -> bool:
    """Run the current step if it needs no decision; True if anything changed.
    (Daylight first: most decisions are taken there.)"""
    step = s.step
    f = s.turn
    if step == "daylight":
        if f == EYRIE and s.col < 4 and not s.todo:
            next_column(s)
            return True
        return False
    if step == "birdsong_start":
        s.phase = "birdsong"
        burrow_bank(s)
        if f == CAT:
            begin_wood(s)
            s.step = "birdsong"
        else:
            emergency_orders(s)
            s.step = "decree"
        return True
    if step == "decree":
        if s.added >= 2 or not s.hands[EYRIE]:
            s.step = "new_roost"
            return True
        return False
    if step == "new_roost":
        if not new_roost_candidates(s):
            s.step = "birdsong"
            return True
        return False
    if step == "daylight_start":
        s.phase = "daylight"
        if f == CAT:
            s.actions = ACTIONS_PER_TURN
        else:
            start_decree(s)
        s.step = "warren" if COMMAND_WARREN in s.crafted[f] else "daylight"
        return True
    if step == "evening_start":
        s.phase = "evening"
        s.step = "cobbler" if COBBLER in s.crafted[f] else "evening"
        return True
    if step == "evening":
        if f == CAT:
            cat_evening(s)
        else:
            eyrie_evening(s)
        s.step = "discard"
        return True
    if step == "discard":
        if len(s.hands[f]) <= HAND_LIMIT:
            end_turn(s)
            return True
        return False
    return False
