"""The Codex rules controller: gestures on the card table <-> engine actions.

:class:`CodexController` implements :class:`game.common.gesture.Controller`
for a :class:`~game.codex.game.Game`, the way
:class:`game.woodland.controller.RootController` does for Root: after each
change of the game it sorts ``game.legal_actions()`` into gestures once, so
every legal action is exactly one drag or one click, the glow is the legal
list, and a refused drop is ``game.check``'s own
:class:`~game.common.errors.IllegalAction` for the action the drop would
mean — with its rule ("codex p.7 You must attack the Squad Leader first").

Things (ids are the engine's card ids; they are unique across both players,
so ``unit 40`` needs no owner):

==============================  ===============================================
action                          gesture
==============================  ===============================================
``play c``                      ``card c`` -> ``table`` (no target)
``play c <id> …``               ``card c`` -> ``unit <id>`` (first target a
                                card; further choices in one Drop)
``play c <c's own id>``         ``card c`` -> ``table`` (Hired Stomper hitting
                                itself: it is not on the table yet)
``play two_step a b``            ``card two_step`` -> ``unit a``, and also
                                ``unit b``: a drop on either partner offers
                                every pair it is in (a menu when several)
``play c <building> …``         ``card c`` -> ``building <enemy> <word>``
                                (Brick Thief's repair, Trojan Duck's hit…)
``play c none …``               ``card c`` -> ``table`` (Final Smash with no
                                tech 0 target, Appel Stomp with no patroller)
``worker c``                    ``card c`` -> ``workers``
``patrol i slot``               ``unit i`` -> ``slot <slot>`` (into or between
                                slots)
``unpatrol i``                  ``unit i`` -> ``table`` (out of the zone)
``attack i t …``                ``unit i`` -> ``unit t`` / ``building <enemy>
                                <word>`` (sparkshot / overpower / trigger
                                choices in one Drop)
``use i t``                     ``unit i`` -> its target, like an attack (both
                                in one Drop when they share a target)
``use i``                       click ``unit i`` (Harmony's sacrifice)
``summon``, ``level``           click ``hero`` (the hero's panel)
``build b``                     click ``build b`` (the building panel)
``tech a [b]``                  click ``tech`` (the tech overlay picks one)
``end``                         click ``phase`` (Enter)
anything else                   click ``prompt``
==============================  ===============================================

Things name the cards of the player who decides now as sources (``card``,
``unit``); targets may be either player's (``unit 52``, ``building 1 base``).

Refusals: a drop that is not offered raises an ``IllegalAction``. When the
gesture has a meaning (the table read backwards: ``unit 3 -> slot elite`` is
``patrol 3 elite``, ``unit 3 -> unit 41`` is ``attack 3 41`` for an enemy
card and ``patrol 3 <41's slot>`` for your own patroller — the engine has no
swap, so that is "the slot is taken by 41"), it is ``game.check`` of that
action. A hand card in one of your slots is Codex p.7's (only units and
heroes in play patrol), after what a spell's play itself needs. Any other
gesture with no meaning is refused with the current step's rule and
``action.not_now`` naming the gesture (``card spark > workers`` is a
meaning; ``slot elite > table`` is not). ``drop`` never changes the game.

Staging and commit are the shared ``StagedController``'s (as for Root):
``choose`` applies; the action stays staged while ``game.can_undo()``;
otherwise (a draw, the end of the turn, the end of the game)
``on_commit(game, events)`` gets the events of every staged action, oldest
first.
"""

from __future__ import annotations

from collections.abc import Container

from game.common.errors import IllegalAction
from game.common.gesture import (
    CommitHook,
    Drop,
    Gesture,
    StagedController,
    Thing,
    all_gesture_actions,
)

from .actions import Action, action_of
from .cards import CARD_INDEX, CARDS
from .game import Game
from .state import ADDONS, SLOTS, TECH_WORDS, State

TABLE = Thing("table")
WORKERS = Thing("workers")
HERO = Thing("hero")
TECH = Thing("tech")
PHASE = Thing("phase")
PROMPT = Thing("prompt")
BUILDING_WORDS = (*TECH_WORDS, *ADDONS[1:])


def card(code: str) -> Thing:
    """A card in the deciding player's hand, by code (copies are alike)."""
    return Thing("card", (code,))


def unit(i: int) -> Thing:
    """A card in play (unit, hero, token or ongoing spell), either side."""
    return Thing("unit", (i,))


def slot(name: str) -> Thing:
    """One of the deciding player's five patrol slots."""
    return Thing("slot", (name,))


def building(p: int, word: str) -> Thing:
    """Player ``p``'s building (``base tech1 tech2 tech3 tower surplus``)."""
    return Thing("building", (p, word))


def build(name: str) -> Thing:
    """A row of the building panel (what may be built)."""
    return Thing("build", (name,))


def _target(arg: int | str, enemy: int) -> Thing:
    """The Thing an action's target argument names."""
    if isinstance(arg, int):
        return unit(arg)
    if arg in BUILDING_WORDS:
        return building(enemy, arg)
    return TABLE  # "none", "top": nothing on the table


def gesture_of(action: Action, player: int, hand: Container[int] = ()) -> Gesture:
    """How ``action`` of ``player`` is taken (the module table); ``hand``
    holds the ids in ``player``'s hand, so that a card naming itself as its
    target (Hired Stomper's arrival) is dropped on the table."""
    verb, args = action.verb, action.args
    enemy = 1 - player
    if verb == "play":
        source = card(str(args[0]))
        if len(args) == 1 or args[1] in hand:
            return ("drag", source, TABLE)
        return ("drag", source, _target(args[1], enemy))
    if verb == "worker":
        return ("drag", card(str(args[0])), WORKERS)
    if verb == "patrol":
        return ("drag", unit(args[0]), slot(str(args[1])))
    if verb == "unpatrol":
        return ("drag", unit(args[0]), TABLE)
    if verb == "attack":
        return ("drag", unit(args[0]), _target(args[1], enemy))
    if verb == "use":
        if len(args) == 1:
            return ("click", unit(args[0]), None)
        return ("drag", unit(args[0]), _target(args[1], enemy))
    if verb in ("summon", "level"):
        return ("click", HERO, None)
    if verb == "build":
        return ("click", build(str(args[0])), None)
    if verb == "tech":
        return ("click", TECH, None)
    if verb == "end":
        return ("click", PHASE, None)
    return ("click", PROMPT, None)


class CodexController(StagedController[Action]):
    """Gestures for the player who decides now in a Codex ``game``.

    ``on_commit(game, events)`` is called when staged actions become final.
    The per-state tables, staging, commit and undo are
    :class:`~game.common.gesture.StagedController`'s (Root's too); this class
    says which gesture each Codex action is and what a refused drop would
    have meant. Codex drops carry no count. :meth:`who` is 0 or 1, -1 when
    the game is over."""

    END = Action("end")

    def __init__(self, game: Game, on_commit: CommitHook | None = None) -> None:
        super().__init__(game, on_commit)
        self.game: Game = game

    def _gestures(self, legal: list[Action]) -> list[Gesture]:
        who = self.game.to_act
        hand = set(self.game.state.hand[who]) if who >= 0 else set()
        return [gesture_of(action, who, hand) for action in legal]

    def _action_of(self, action: Action | str) -> Action:
        return action_of(action)

    def gesture(self, action: Action | str) -> Gesture | None:
        """How a legal action is taken on the table (None if not legal now,
        also for a text that is no action)."""
        try:
            return super().gesture(action)
        except IllegalAction:
            return None

    def _partners(self, source: Thing) -> dict[Thing, list[Action]]:
        """Two Step's plays by either partner: ``play two_step a b`` is the
        drag onto ``a`` (the first to arrive, the notation's order), but a
        player drops it on whichever partner they think of; a drop on ``b``
        offers every pair with ``b`` too (empty for any other card)."""
        if source.kind != "card" or len(source.key) != 1:
            return {}
        index = CARD_INDEX.get(str(source.key[0]))
        if index is None or CARDS[index].effect != "two_step":
            return {}
        by: dict[Thing, list[Action]] = {}
        for drop in self.drops(source):
            for action in drop.actions:
                for arg in action.args[1:]:
                    if isinstance(arg, int):
                        by.setdefault(unit(arg), []).append(action)
        return by

    def targets(self, source: Thing) -> list[Thing]:
        """The glowing targets of ``source``: Two Step's glow on either partner."""
        found = super().targets(source)
        return found + [t for t in self._partners(source) if t not in found]

    def dests(self) -> dict[Thing, list[Thing]]:
        """Every draggable Thing with its glowing targets (Two Step's: either partner)."""
        return {source: self.targets(source) for source in self.draggable()}

    def drop(self, source: Thing, target: Thing, count: int | None = None) -> Drop[Action]:
        """The shared drop, but Two Step onto a unit offers every pair that
        unit is a partner in (several: the table asks which)."""
        pairs = self._partners(source).get(target)
        if pairs:
            return Drop(target, tuple(pairs))
        return super().drop(source, target, count)

    def refusal(self, source: Thing, target: Thing, count: int | None = None) -> IllegalAction:
        """The engine's refusal for a drop that is not offered (returned)."""
        g = self.game
        if g.is_over:
            return IllegalAction("codex 2", "game.over")
        for action in self.meanings(source, target):
            try:
                g.check(action)
            except IllegalAction as refused:
                return refused
            except (IndexError, TypeError, KeyError, ValueError):
                break  # a malformed meaning: fall through to "not now"
        s = g.state
        if s.phase == "main" and source.kind == "card" and target.kind == "slot" \
                and len(source.key) == 1:
            return self._hand_card_in_a_slot(str(source.key[0]))
        rule = "codex 2.1" if s.phase == "tech" else "codex 2.4"
        return IllegalAction(rule, "action.not_now", action=f"{source} > {target}",
                             step=s.phase)

    def _hand_card_in_a_slot(self, code: str) -> IllegalAction:
        """Why a hand card dropped in one of your patrol slots does not go
        there. Only units and heroes in play patrol (Codex p.7): a unit is
        played first and then moved in; a spell never patrols, but what its
        play itself needs (a hero, a Tech building, gold: the engine's
        refusal of ``play c``) is said first, as a drop on the table says it.
        A card not in hand is refused as that."""
        try:
            self.game.check(Action("play", (code,)))
        except IllegalAction as refused:
            if refused.key in ("card.unknown", "card.not_in_hand") or code not in CARD_INDEX:
                return refused
            spell_needs = not refused.key.startswith("target.")
            if spell_needs and CARDS[CARD_INDEX[code]].kind != "unit":
                return refused
        if CARDS[CARD_INDEX[code]].kind == "unit":
            return IllegalAction("codex p.7", "patrol.from_hand", card=code)
        return IllegalAction("codex p.7", "patrol.units_only", card=code)

    def meanings(self, source: Thing, target: Thing) -> list[Action]:
        """The engine action(s) a drag of ``source`` onto ``target`` would
        mean, legal or not (empty when it means nothing)."""
        g = self.game
        who = g.to_act
        if who < 0:
            return []
        s = g.state
        sk, tk = source.kind, target.kind
        try:
            if sk == "card" and len(source.key) == 1:
                code = str(source.key[0])
                if tk == "workers":
                    return [Action("worker", (code,))]
                if tk == "table":
                    return [Action("play", (code,)), *_self_targets(s, who, code)]
                if tk == "unit" and isinstance(target.key[0], int):
                    return [Action("play", (code, target.key[0]))]
                if tk == "building" and target.key[1] in BUILDING_WORDS:
                    return [Action("play", (code, target.key[1]))]
                return []
            if sk != "unit" or len(source.key) != 1 or not isinstance(source.key[0], int):
                return []
            i = source.key[0]
            if tk == "slot":
                return [Action("patrol", (i, target.key[0]))]
            if tk == "table":
                return [Action("unpatrol", (i,))]
            if tk == "unit" and isinstance(target.key[0], int):
                t = target.key[0]
                if 0 <= t < len(s.ctrl) and s.ctrl[t] == who:
                    # your own card: no attack, no ability aims there; on a
                    # card in your patrol zone it means that card's slot
                    row = s.patrol[who]
                    if t != i and t in row:
                        return [Action("patrol", (i, SLOTS[row.index(t)]))]
                    return []
                return [Action("attack", (i, t))]
            if tk == "building" and target.key[1] in BUILDING_WORDS and target.key[0] != who:
                return [Action("attack", (i, target.key[1]))]
        except (IndexError, TypeError):
            return []  # a malformed Thing means nothing
        return []


def _self_targets(s: State, who: int, code: str) -> list[Action]:
    """``play c <id>`` for each copy of ``c`` in hand: what a drop on the
    table may mean for a card that may target itself."""
    if code not in CARD_INDEX:
        return []
    want = CARD_INDEX[code]
    return [Action("play", (code, i)) for i in s.hand[who] if s.code[i] == want]


__all__ = [
    "HERO", "PHASE", "PROMPT", "SLOTS", "TABLE", "TECH", "WORKERS", "CodexController",
    "all_gesture_actions", "build", "building", "card", "gesture_of", "slot", "unit",
]
