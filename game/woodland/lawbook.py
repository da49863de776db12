"""Which rule of the Law each action and event exercises (data, no rule logic).

The engine already cites a rule number with every refusal; the log of a
game cites the same numbers beside each action taken and each thing that
happened (``Game.last_events``). Those numbers are facts about the rules,
so they live here, beside the engine, once: the table and any other reader
(the log panel, a Rootlog annotator, docs) ask :func:`action_rule` and
:func:`event_rule` instead of keeping their own copy. Every number is a row
of the rule table in `docs/engine.md` (`tests/woodland/test_rule_ids.py`
reads the ``*_RULE`` tables below from this source, as it reads the
refusals).

Where the two factions exercise different rules with the same verb, the
action's shape tells them apart, not a guess about who acts: the Eyrie
resolve their Decree with actions that name the card's suit (``move 1 5 2
fox``, ``battle 5 bird``, ``recruit 3 mouse``, ``build 7 rabbit``; see
`actions.SIGNATURES`), and those cite the Decree's steps (7.5.2.I–IV).
"""

from __future__ import annotations

from .actions import Action
from .cards import SUITS

# verb -> the rule taking that action exercises (a verb left out, like
# ``pass``, cites none).
ACTION_RULE: dict[str, str] = {
    "keep": "6.3",
    "place": "6.3",
    "leader": "7.3",
    "wood": "6.4",
    "royal_claim": "4.1.3",
    "stand_and_deliver": "4.1.3",
    "decree": "7.4.2",
    "roost": "7.4.3",
    "end": "1.4",
    "craft": "4.1",
    "move": "4.2",
    "battle": "4.3",
    "recruit": "6.5.3",
    "build": "6.5.4",
    "overwork": "6.5.5",
    "hawks": "6.5",
    "tax": "4.1.3",
    "codebreakers": "4.1.3",
    "turmoil": "7.7",
    "pay": "6.5.4",
    "place_warrior": "1.5.4",
    "ambush": "4.3.1",
    "foil": "4.3.1",
    "armorers": "4.3.3",
    "sappers": "4.3.3",
    "brutal_tactics": "4.3.3",
    "effects_first": "4.3.3",
    "lose": "4.3.4",
    "hospital": "6.2.3",
    "discard": "6.6",
}

# verb -> the Decree step an action naming a card's suit resolves (7.5.2).
DECREE_ACTION_RULE: dict[str, str] = {
    "recruit": "7.5.2.I",
    "move": "7.5.2.II",
    "battle": "7.5.2.III",
    "build": "7.5.2.IV",
}

# event kind (``Game.last_events``) -> the rule that made it happen (draws,
# shuffles and scoring cite none: they are the turn's ordinary steps).
EVENT_RULE: dict[str, str] = {
    "dice": "4.3.2",
    "hits": "4.3.3",
    "removed": "4.3.4",
    "lose_vp": "7.7.1",
    "field_hospitals": "6.2.3",
    "stolen": "4.1.3",
    "peek": "4.1.3",
    "turmoil": "7.7",
    "wood": "6.4",
    "won": "3.1",
}


# What the table's texts explain (a piece, a track, a phase) -> its rule, so
# a tooltip cites the same number the engine's refusals and the log do.
TOPIC_RULE: dict[str, str] = {
    "rule": "2.5",
    "turn": "1.4",
    "winning": "3.1",
    "craft": "4.1",
    "move": "4.2",
    "battle": "4.3",
    "keep": "6.2.2",
    "wood": "6.4",
    "hawks": "6.5",
    "recruit": "6.5.3",
    "build": "6.5.4",
    "overwork": "6.5.5",
    "decree": "7.5.2",
    "decree_recruit": DECREE_ACTION_RULE["recruit"],
    "decree_move": DECREE_ACTION_RULE["move"],
    "decree_battle": DECREE_ACTION_RULE["battle"],
    "decree_build": DECREE_ACTION_RULE["build"],
    "roosts": "7.6.1",
    "turmoil": "7.7",
    "purge": "7.7.2",
    "depose": "7.7.3",
    "leaders": "7.8",
    "disdain": "7.2.3",
    "lords": "7.2.2",
}


def resolves_decree(action: Action) -> bool:
    """Whether ``action`` is the Eyrie resolving a Decree card (it names a suit)."""
    return action.verb in DECREE_ACTION_RULE and bool(action.args) \
        and isinstance(action.args[-1], str) and action.args[-1] in SUITS


# (decision, verb) -> the rule when an action means something else there:
# a leader chosen after turmoil is 7.7.3 Depose, not the setup's 7.3; a pass
# declines the ambush, the foil or Field Hospitals it answers.
CONTEXT_ACTION_RULE: dict[tuple[str, str], str] = {
    ("depose", "leader"): "7.7.3",
    ("battle:ambush", "pass"): "4.3.1",
    ("battle:foil", "pass"): "4.3.1",
    ("hospital", "pass"): "6.2.3",
}


def action_rule(action: Action, ctx: str | None = None) -> str:
    """The rule number ``action`` exercises ("" if none is cited or the verb
    is unknown); ``ctx``, the decision it answered (``rules.context``), when
    known."""
    if resolves_decree(action):
        return DECREE_ACTION_RULE[action.verb]
    if ctx is not None and (ctx, action.verb) in CONTEXT_ACTION_RULE:
        return CONTEXT_ACTION_RULE[ctx, action.verb]
    return ACTION_RULE.get(action.verb, "")


# why a ``score`` event scored (its fourth item) -> the rule behind it.
SCORE_RULE: dict[str, str] = {"battle_removal": "4.3.4", "despot": "7.8"}


def event_rule(event: tuple) -> str:
    """The rule number behind an engine event ("" if none is cited)."""
    if not event:
        return ""
    if event[0] == "score":
        return SCORE_RULE.get(event[3], "") if len(event) > 3 else ""
    return EVENT_RULE.get(event[0], "")
