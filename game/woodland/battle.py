"""4.3 Battle, as a small stage machine kept in ``State.battle``.

A battle spans several decisions by both players (ambush, foil, effects, hit
allocation, Field Hospitals), so its progress is plain data — a dict with the
clearing, attacker, defender and the current ``stage`` — and
:func:`battle_step` runs every automatic stage until someone must decide.

Stages: ``ambush`` (defender, 4.3.1) → ``foil`` (attacker, 4.3.1.I) →
``ambush_hits`` (4.3.1.II) → ``after_ambush`` → ``roll`` (4.3.2) →
``effects_order`` → ``effects_att`` → ``effects_def`` (4.3.3) → ``hits``
(4.3.4) → ``end``. At ``effects_order`` the attacker chooses who uses
effects first when both sides can (4.3.3, 1.1.3); choosing the defender
takes ``effects_def_first`` → ``effects_att_second`` instead.
"""

from __future__ import annotations

from .actions import Action
from .cards import (
    ARMORERS,
    BIRD,
    BRUTAL_TACTICS,
    CARD_INDEX,
    CODES,
    SAPPERS,
    SCOUTING_PARTY,
    SUIT_INDEX,
    SUITS,
    ambush_of,
)
from .errors import IllegalAction
from .hidden import may_hold
from .journal import CRAFTED, DISCARD, HAND, move_card, put_card, set_aside
from .pieces import deal_hits, score, spend
from .rng import below
from .state import CAT, COMMANDER, EYRIE, State

PASS = Action("pass")
SIDES = ("attacker", "defender")
EFFECTS_FIRST = [Action("effects_first", (side,)) for side in SIDES]
# Stages where the attacker decides; the effect stages of each side.
ATTACKER_STAGES = frozenset(("foil", "effects_order", "effects_att", "effects_att_second"))
ATTACKER_EFFECTS = ("effects_att", "effects_att_second")
DEFENDER_EFFECTS = ("effects_def", "effects_def_first")
# The stage after a side passes its effects.
_AFTER_EFFECTS = {"effects_att": "effects_def", "effects_def": "hits",
                  "effects_def_first": "effects_att_second", "effects_att_second": "hits"}


def battle_targets(s: State, faction: int, clearings: tuple[int, ...] | None = None
                   ) -> list[int]:
    """Clearings where ``faction`` has warriors and the enemy has any piece.

    The test is :meth:`State.has_enemy_pieces` written out per faction: this
    runs for every Daylight decision, and a method call per clearing was a
    third of its cost."""
    wf = s.warriors[faction]
    where = clearings if clearings is not None else s.geo.clearings
    if faction == CAT:
        w1, roost = s.warriors[EYRIE], s.roost
        return [c for c in where if wf[c] and (w1[c] > 0 or roost[c] > 0)]
    w0, wood, keep = s.warriors[CAT], s.wood, s.keep
    b0, b1, b2 = s.bld
    return [c for c in where if wf[c] and (w0[c] > 0 or b0[c] > 0 or b1[c] > 0 or b2[c] > 0
                                           or wood[c] > 0 or keep == c)]


def battle_problem(s: State, faction: int, c: int) -> IllegalAction | None:
    if not 1 <= c <= s.geo.n:
        return IllegalAction("4.3", "board.no_such_clearing", clearing=c)
    if not s.warriors[faction][c]:
        return IllegalAction("4.3", "battle.no_warriors", clearing=c)
    if not s.has_enemy_pieces(faction, c):
        return IllegalAction("4.3", "battle.no_defender", clearing=c)
    return None


def start_battle(s: State, c: int, attacker: int) -> None:
    """Declare a battle in ``c``; the defender is the other faction (2 players)."""
    s.battle = {
        "clearing": c, "attacker": attacker, "defender": 1 - attacker, "stage": "ambush",
        "ambush": -1, "roll": [0, 0], "hits": [0, 0], "effects": [], "despot": 0,
        "defenceless": False,
    }
    s.events.append(("battle", c, attacker))


def decider(s: State) -> int:
    """Who decides at the current battle stage."""
    b = s.battle
    assert b is not None
    return b["attacker"] if b["stage"] in ATTACKER_STAGES else b["defender"]


def _ambush_cards(s: State, faction: int, c: int) -> list[int]:
    """Ambush cards in hand that match clearing ``c`` (a bird ambush always does)."""
    hand = s.hands[faction]
    return [card for card in _MATCHING_AMBUSH[s.geo.suit[c]] if card in hand]


# Per clearing suit: the ambush cards that match (its suit's and the bird).
_MATCHING_AMBUSH = tuple((ambush_of(suit), ambush_of(BIRD)) for suit in range(4))
_EFFECT = {name: Action(name) for name in ("brutal_tactics", "sappers", "armorers")}


def _may_ambush(s: State, faction: int, c: int) -> bool:
    """1.2.1: may ``faction`` hold an ambush matching ``c``, from public facts
    only? Then the ambush (or foil) is asked whatever the hand holds."""
    return may_hold(s, faction, _MATCHING_AMBUSH[s.geo.suit[c]])


def _effect_options(s: State, faction: int, attacking: bool) -> list[Action]:
    b = s.battle
    crafted = s.crafted[faction]
    used = b["effects"]
    out: list[Action] = []
    # Armorers is offered only when there are rolled hits to ignore.
    incoming = b["roll"][1] if attacking else b["roll"][0]
    if attacking and BRUTAL_TACTICS in crafted and "brutal_tactics" not in used:
        out.append(_EFFECT["brutal_tactics"])
    if not attacking and SAPPERS in crafted and "sappers" not in used:
        out.append(_EFFECT["sappers"])
    tag = "armorers_att" if attacking else "armorers_def"
    if ARMORERS in crafted and incoming > 0 and tag not in used:
        out.append(_EFFECT["armorers"])
    if out:
        out.append(PASS)
    return out


def battle_legal(s: State) -> list[Action]:
    """Decisions at the current (decision) stage."""
    b = s.battle
    stage = b["stage"]
    if stage == "ambush":
        return [_PLAY["ambush"][c] for c in _ambush_cards(s, b["defender"], b["clearing"])
                ] + [PASS]
    if stage == "foil":
        return [_PLAY["foil"][c] for c in _ambush_cards(s, b["attacker"], b["clearing"])
                ] + [PASS]
    if stage in ATTACKER_EFFECTS:
        return _effect_options(s, b["attacker"], True)
    if stage in DEFENDER_EFFECTS:
        return _effect_options(s, b["defender"], False)
    if stage == "effects_order":
        return list(EFFECTS_FIRST)
    return []


def _both_use_effects(s: State, att: int, dfn: int) -> bool:
    """4.3.3: do both sides hold a usable effect (the order matters)?"""
    return bool(s.crafted[att] and s.crafted[dfn] and _effect_options(s, att, True)
                and _effect_options(s, dfn, False))


SUIT_INDEX_OF = {ambush_of(su): su for su in range(4)}
# Shared ambush/foil actions by ambush card: _PLAY["ambush"][card] = "ambush <suit>".
_PLAY = {verb: {card: Action(verb, (SUITS[su],)) for card, su in SUIT_INDEX_OF.items()}
         for verb in ("ambush", "foil")}


def battle_step(s: State) -> bool:
    """Run one automatic stage; False when the stage waits for a decision."""
    b = s.battle
    stage = b["stage"]
    c = b["clearing"]
    att, dfn = b["attacker"], b["defender"]
    if stage == "ambush":
        # Scouting Party: the attacker ignores ambushes. The question depends
        # on public facts only (1.2.1), never on what the hand holds.
        if SCOUTING_PARTY in s.crafted[att] or not _may_ambush(s, dfn, c):
            b["stage"] = "roll"
            return True
        return False
    if stage == "foil":
        if not _may_ambush(s, att, c):
            b["stage"] = "ambush_hits"
            return True
        return False
    if stage == "ambush_hits":
        put_card(s, DISCARD, b["ambush"])
        b["ambush"] = -1
        b["stage"] = "after_ambush"
        deal_hits(s, att, c, 2, dfn)
        return True
    if stage == "after_ambush":
        # 4.3.1.II: no attacking warriors left -> the battle ends at once.
        b["stage"] = "roll" if s.warriors[att][c] else "end"
        return True
    if stage == "roll":
        s.rng, d1 = below(s.rng, 4)
        s.rng, d2 = below(s.rng, 4)
        s.irrev += 1
        hi, lo = (d1, d2) if d1 >= d2 else (d2, d1)
        b["dice"] = [d1, d2]
        # 4.3.2 Maximum rolled hits: capped by your warriors in the clearing.
        b["roll"] = [min(hi, s.warriors[att][c]), min(lo, s.warriors[dfn][c])]
        s.events.append(("dice", c, att, d1, d2, b["roll"][0], b["roll"][1]))
        b["stage"] = "effects_order"
        return True
    if stage == "effects_order":
        # 4.3.3: the attacker chooses who goes first only when both can.
        if _both_use_effects(s, att, dfn):
            return False
        b["stage"] = "effects_att"
        return True
    if stage in ATTACKER_EFFECTS:
        if not _effect_options(s, att, True):
            b["stage"] = _AFTER_EFFECTS[stage]
            return True
        return False
    if stage in DEFENDER_EFFECTS:
        if not _effect_options(s, dfn, False):
            b["stage"] = _AFTER_EFFECTS[stage]
            return True
        return False
    if stage == "hits":
        used = b["effects"]
        to_def = 0 if "armorers_def" in used else b["roll"][0]
        to_att = 0 if "armorers_att" in used else b["roll"][1]
        # 4.3.3 extra hits (not capped): Brutal Tactics, Commander, defenseless.
        extra_def = [name for name, on in (
            ("brutal_tactics", "brutal_tactics" in used),
            ("commander", att == EYRIE and s.leader == COMMANDER),
            ("defenceless", not s.warriors[dfn][c])) if on]
        extra_att = ["sappers"] if "sappers" in used else []
        if "defenceless" in extra_def:
            b["defenceless"] = True  # kept: the hits may remove the last warriors
        to_def += len(extra_def)
        to_att += len(extra_att)
        b["hits"] = [to_def, to_att]
        # The totals and why they exceed the roll, for the log: the dice
        # event gives the rolled hits only, and a count of removed pieces
        # that does not match them needs its reason said.
        s.events.append(("hits", c, att, to_def, to_att, tuple(extra_def), tuple(extra_att)))
        b["stage"] = "end"
        # 4.3.4 simultaneous: both lose warriors now, choices are queued.
        deal_hits(s, dfn, c, to_def, att)
        if s.winner < 0:
            deal_hits(s, att, c, to_att, dfn)
        return True
    if stage == "end":
        s.battle = None  # (the Despot's +1 VP came with the first removal, 7.8)
        return True
    raise AssertionError(f"unknown battle stage {stage}")


def do_battle_decision(s: State, a: Action) -> None:
    """Apply an ambush/foil/effect/pass decision (already checked legal)."""
    b = s.battle
    stage = b["stage"]
    verb = a.verb
    if stage == "ambush":
        if verb == "pass":
            b["stage"] = "roll"
        else:
            card = ambush_of(SUIT_INDEX[a.args[0]])
            set_aside(s, HAND + b["defender"], card)  # played: until resolved
            s.events.append(("ambush", b["defender"], CODES[card]))
            b["ambush"] = card
            b["stage"] = "foil"
        return
    if stage == "foil":
        if verb == "pass":
            b["stage"] = "ambush_hits"
        else:
            # 4.3.1.I: the foil and the defender's ambush are both discarded.
            spend(s, b["attacker"], ambush_of(SUIT_INDEX[a.args[0]]))
            s.events.append(("foil", b["attacker"], "ambush_" + a.args[0]))
            put_card(s, DISCARD, b["ambush"])
            b["ambush"] = -1
            b["stage"] = "roll"
        return
    if stage == "effects_order":
        b["stage"] = "effects_att" if a.args[0] == "attacker" else "effects_def_first"
        return
    attacking = stage in ATTACKER_EFFECTS
    who = b["attacker"] if attacking else b["defender"]
    if verb == "pass":
        b["stage"] = _AFTER_EFFECTS[stage]
    elif verb == "brutal_tactics":
        b["effects"] = b["effects"] + ["brutal_tactics"]
        score(s, b["defender"], 1)
    elif verb == "sappers":
        b["effects"] = b["effects"] + ["sappers"]
        _discard_crafted(s, who, SAPPERS)
    elif verb == "armorers":
        b["effects"] = b["effects"] + ["armorers_att" if attacking else "armorers_def"]
        _discard_crafted(s, who, ARMORERS)


def _discard_crafted(s: State, faction: int, card: int) -> None:
    move_card(s, CRAFTED + faction, DISCARD, card)


def battle_decision_problem(s: State, a: Action) -> IllegalAction | None:
    """Explain a refused battle decision."""
    b = s.battle
    stage = b["stage"]
    if a.verb in ("ambush", "foil"):
        if stage != a.verb:
            return IllegalAction("4.3.1", f"battle.not_{a.verb}_time")
        suit = SUIT_INDEX.get(a.args[0], -1)
        who = b["defender"] if a.verb == "ambush" else b["attacker"]
        if suit < 0:
            return IllegalAction("notation", "suit.unknown", suit=a.args[0])
        if ambush_of(suit) not in s.hands[who]:
            return IllegalAction("4.3.1", "card.not_in_hand", card=f"ambush_{a.args[0]}")
        if suit != BIRD and suit != s.geo.suit[b["clearing"]]:
            return IllegalAction("4.3.1", "battle.ambush_suit", suit=a.args[0],
                                 clearing=b["clearing"])
        return None
    if a.verb == "effects_first":
        if a.args[0] not in SIDES:
            return IllegalAction("notation", "battle.unknown_side", side=a.args[0])
        if stage != "effects_order":
            return IllegalAction("4.3.3", "battle.not_order_time")
        return None
    if a.verb in ("armorers", "sappers", "brutal_tactics"):
        if stage == "effects_order":
            return IllegalAction("4.3.3", "battle.choose_order_first")
        if stage not in ATTACKER_EFFECTS and stage not in DEFENDER_EFFECTS:
            return IllegalAction("4.3.3", "battle.not_effects_time")
        card = CARD_INDEX[a.verb]
        attacking = stage in ATTACKER_EFFECTS
        who = b["attacker"] if attacking else b["defender"]
        if card not in s.crafted[who]:
            return IllegalAction("4.1.3", "card.not_crafted", card=a.verb)
        if a.verb == "sappers" and attacking:
            return IllegalAction("4.1.3", "card.sappers_defender_only")
        if a.verb == "brutal_tactics" and not attacking:
            return IllegalAction("4.1.3", "card.brutal_attacker_only")
        return IllegalAction("4.1.3", "card.already_used", card=a.verb)
    return None


__all__ = ["CAT", "battle_legal", "battle_problem", "battle_step", "battle_targets",
           "decider", "do_battle_decision", "start_battle", "battle_decision_problem"]
