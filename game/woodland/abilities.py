"""Persistent card abilities used outside battle (4.1.3 "as the card says").

Royal Claim and Stand and Deliver! in Birdsong, Tax Collector and
Codebreakers once in Daylight, Better Burrow Bank at the start of Birdsong,
Command Warren at the start of Daylight and Cobbler at the start of Evening.
Battle abilities (Armorers, Sappers, Brutal Tactics, Scouting Party) live in
:mod:`game.woodland.battle`.
"""

from __future__ import annotations

from .actions import Action
from .battle import battle_problem, battle_targets, start_battle
from .cards import (
    BURROW_BANK,
    CODEBREAKERS,
    ROYAL_CLAIM,
    STAND_AND_DELIVER,
    TAX_COLLECTOR,
)
from .errors import IllegalAction
from .journal import CRAFTED, DISCARD, HAND, move_card
from .knowledge import peeked
from .move import do_move, move_actions, move_problem
from .pieces import draw, remove_warriors, score
from .rng import below
from .state import USED_CODEBREAKERS, USED_STAND_AND_DELIVER, USED_TAX, State

PASS = Action("pass")
END = Action("end")
ROYAL_CLAIM_ACTION = Action("royal_claim")
STAND_AND_DELIVER_ACTION = Action("stand_and_deliver")
CODEBREAKERS_ACTION = Action("codebreakers")
_TAX = [Action("tax", (c,)) for c in range(41)]
_BATTLE = [Action("battle", (c,)) for c in range(41)]


def burrow_bank(s: State) -> None:
    """Better Burrow Bank: at the start of Birdsong both players draw a card."""
    if BURROW_BANK in s.crafted[s.turn]:
        draw(s, s.turn, 1)
        draw(s, 1 - s.turn, 1)


def birdsong_ability_actions(s: State) -> list[Action]:
    f = s.turn
    out = []
    if ROYAL_CLAIM in s.crafted[f]:
        out.append(ROYAL_CLAIM_ACTION)
    if (STAND_AND_DELIVER in s.crafted[f] and not s.flags & USED_STAND_AND_DELIVER
            and s.hands[1 - f]):
        out.append(STAND_AND_DELIVER_ACTION)
    return out


def birdsong_actions(s: State) -> list[Action]:
    """Optional Birdsong card uses, then ``end`` (to Daylight)."""
    return birdsong_ability_actions(s) + [END]


def royal_claim(s: State) -> None:
    """Royal Claim: discard it to score 1 VP per clearing you rule."""
    f = s.turn
    move_card(s, CRAFTED + f, DISCARD, ROYAL_CLAIM)
    ruled = s.ruled_by(f)
    score(s, f, sum(1 for c in s.geo.clearings if ruled[c]))


def stand_and_deliver(s: State) -> None:
    """Stand and Deliver!: a random card from the other hand; they score 1 VP.
    The RNG picks the card, so the step is irreversible."""
    f = s.turn
    s.rng, i = below(s.rng, len(s.hands[1 - f]))
    move_card(s, HAND + 1 - f, HAND + f, at=i)
    s.irrev += 1
    s.flags |= USED_STAND_AND_DELIVER
    s.events.append(("stolen", 1 - f, f))
    score(s, 1 - f, 1)


def daylight_ability_actions(s: State, f: int) -> list[Action]:
    out = []
    crafted = s.crafted[f]
    if TAX_COLLECTOR in crafted and not s.flags & USED_TAX:
        wf = s.warriors[f]
        out += [_TAX[c] for c in s.geo.clearings if wf[c]]
    if CODEBREAKERS in crafted and not s.flags & USED_CODEBREAKERS:
        out.append(CODEBREAKERS_ACTION)
    return out


def tax(s: State, c: int) -> None:
    """Tax Collector: remove one of your warriors to draw a card."""
    f = s.turn
    s.flags |= USED_TAX
    remove_warriors(s, f, c, 1)
    draw(s, f, 1)


def codebreakers(s: State) -> None:
    """Codebreakers: look at the other hand (revealed: irreversible)."""
    f = s.turn
    s.flags |= USED_CODEBREAKERS
    s.peek[f] = sorted(s.hands[1 - f])
    peeked(s, f)
    s.irrev += 1
    s.events.append(("peek", f))


def ability_problem(s: State, a: Action) -> IllegalAction | None:
    """Explain a refused card ability."""
    f = s.turn
    verb = a.verb
    card = {"royal_claim": ROYAL_CLAIM, "stand_and_deliver": STAND_AND_DELIVER,
            "tax": TAX_COLLECTOR, "codebreakers": CODEBREAKERS}.get(verb)
    if card is None:
        return None
    code = {"tax": "tax_collector"}.get(verb, verb)
    if card not in s.crafted[f]:
        return IllegalAction("4.1.3", "card.not_crafted", card=code)
    if verb in ("royal_claim", "stand_and_deliver") and s.phase != "birdsong":
        return IllegalAction("4.1.3", "card.birdsong_only", card=code)
    if verb in ("tax", "codebreakers") and s.phase != "daylight":
        return IllegalAction("4.1.3", "card.daylight_only", card=code)
    if verb == "stand_and_deliver":
        if s.flags & USED_STAND_AND_DELIVER:
            return IllegalAction("4.1.3", "card.already_used", card=code)
        if not s.hands[1 - f]:
            return IllegalAction("4.1.3", "card.target_no_cards", card=code)
    if verb == "tax":
        if s.flags & USED_TAX:
            return IllegalAction("4.1.3", "card.already_used", card=code)
        c = a.args[0]
        if not 1 <= c <= s.geo.n or not s.warriors[f][c]:
            return IllegalAction("4.1.3", "tax.no_warrior", clearing=c)
    if verb == "codebreakers" and s.flags & USED_CODEBREAKERS:
        return IllegalAction("4.1.3", "card.already_used", card=code)
    return None


# --- start-of-phase abilities -------------------------------------------

def warren_actions(s: State) -> list[Action]:
    """Command Warren: at the start of Daylight, may start a battle."""
    return [_BATTLE[c] for c in battle_targets(s, s.turn)] + [PASS]


def warren_battle(s: State, c: int) -> None:
    s.step = "daylight"
    start_battle(s, c, s.turn)


def warren_problem(s: State, a: Action) -> IllegalAction | None:
    if a.verb == "battle":
        return battle_problem(s, s.turn, a.args[0])
    return None


def cobbler_actions(s: State) -> list[Action]:
    """Cobbler: at the start of Evening, may take one move."""
    return move_actions(s, s.turn) + [PASS]


def cobbler_move(s: State, a: Action) -> None:
    do_move(s, s.turn, a.args[0], a.args[1], a.args[2])
    s.step = "evening"


def cobbler_problem(s: State, a: Action) -> IllegalAction | None:
    if a.verb == "move" and len(a.args) == 3:
        return move_problem(s, s.turn, *a.args)
    return None
