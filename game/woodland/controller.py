"""The Root rules controller: gestures on the table <-> engine actions.

:class:`RootController` implements :class:`game.common.gesture.Controller`
for a :class:`~game.woodland.game.Game`. It never decides a rule: after each
change of the game it sorts ``game.legal_actions()`` into gestures once
(every legal action becomes exactly one drag or one click), so the table may
ask every frame, the glow is exactly the legal list, and a refused drop is
the engine's own :class:`~game.woodland.errors.IllegalAction` for the action
that drop would mean (``game.check``), carrying the rule number for the toast.

Gestures (``source -> target`` drags, ``thing: action`` clicks):

=========================  ==================================================
action                      gesture
=========================  ==================================================
``keep c``                  ``keep`` -> ``clearing c``
``place b c``               ``building b`` -> ``clearing c`` (setup)
``build b c`` (Marquise)    ``building b`` -> ``clearing c``
``build c suit`` (Eyrie)    ``roost`` -> ``clearing c`` (suits in one Drop)
``roost c``                 ``roost`` -> ``clearing c`` (A New Roost)
``move a b n [suit]``       ``warriors a`` -> ``clearing b`` (counts, suits)
``battle c [suit]``         ``warriors c`` -> ``enemy c`` (the other side's
                            pieces in the same clearing; suits in one Drop)
``craft card c…``           ``card x`` -> ``crafting`` (piece choices)
``decree column card``      ``card x`` -> ``column name``
``overwork c card``         ``card x`` -> ``clearing c``
``hawks card``              ``card x`` -> ``extra_action``
``tax c``                   ``crafted tax_collector`` -> ``clearing c``
``recruit c suit`` (Eyrie)  click ``clearing c``
``recruit`` (Marquise)      click ``action recruit``
``wood c``, ``pay c``,      click ``clearing c``
``place_warrior c``
``leader name``             click ``leader name``
``ambush s``, ``foil s``    click ``card ambush_s`` (in hand)
``hospital x``,             click ``card x`` (in hand)
``discard x``
``royal_claim``,            click ``crafted <code>`` (the crafted card)
``stand_and_deliver``,
``codebreakers``,
``armorers``, ``sappers``,
``brutal_tactics``
``lose piece``              click ``piece c kind`` (c = the clearing taking
                            the hits; kinds sawmill workshop recruiter wood
                            keep roost)
``effects_first side``      click ``battle``
``turmoil``                 click ``decree``
``end``                     click ``phase``
``pass``                    click ``prompt`` (the question bar)
anything else               click ``prompt`` (so a verb added to the engine
                            is still reachable, with the plain action)
=========================  ==================================================

Refusals: every drop that is not offered raises an ``IllegalAction``. When
the gesture has a meaning (a table above, read backwards: ``warriors 3 ->
clearing 9`` means ``move 3 9 n`` with n = ``count`` or all the warriors
there), the refusal is ``game.check`` of that action, so it names the rule
that forbids it (4.2.1 …). A gesture with no meaning at all (a card onto an
enemy, warriors onto ``crafting``) is refused with the rule of the current
decision and the key ``action.not_now``, ``action`` being the gesture's text
(``warriors 3 > crafting``).

Staging and commit: actions applied through :meth:`RootController.choose`
stay undoable while the engine's phase transaction allows
(``game.can_undo()``); as soon as it does not — an irreversible step, the
other player's decision, the end of a phase — the staged actions are
committed and ``on_commit(game, events)`` is called with the events of all
of them (the table appends to its log and autosaves there).
"""

from __future__ import annotations

from collections.abc import Callable

from game.common.gesture import (
    CommitHook,
    Drop,
    Gesture,
    StagedController,
    Thing,
    all_gesture_actions,
)

from .actions import Action, action_of
from .cards import BIRD, SUIT_INDEX, SUITS
from .errors import IllegalAction
from .game import Game
from .rules import not_now
from .state import CAT, EYRIE, FACTIONS

# Targets and sources that carry no key.
KEEP = Thing("keep")
ROOST = Thing("roost")
CRAFTING = Thing("crafting")
EXTRA_ACTION = Thing("extra_action")
PHASE = Thing("phase")
PROMPT = Thing("prompt")
BATTLE = Thing("battle")
DECREE = Thing("decree")
RECRUIT = Thing("action", ("recruit",))


def clearing(c: int) -> Thing:
    return Thing("clearing", (c,))


def warriors(c: int) -> Thing:
    return Thing("warriors", (c,))


def enemy(c: int) -> Thing:
    return Thing("enemy", (c,))


def card(code: str) -> Thing:
    return Thing("card", (code,))


def crafted(code: str) -> Thing:
    return Thing("crafted", (code,))


def building(kind: str) -> Thing:
    return Thing("building", (kind,))


def column(name: str) -> Thing:
    return Thing("column", (name,))


def _drag(source: Thing, target: Thing) -> Gesture:
    return ("drag", source, target)


def _click(thing: Thing) -> Gesture:
    return ("click", thing, None)


def _build(a: tuple) -> Gesture:
    """Marquise ``build sawmill 5`` from the track; Eyrie ``build 5 fox`` a roost."""
    if isinstance(a[0], str):
        return _drag(building(a[0]), clearing(a[1]))
    return _drag(ROOST, clearing(a[0]))


# verb -> its gesture, from the action's args and the clearing taking hits
# (the module docstring's table, as data).
_GESTURES: dict[str, Callable[[tuple, int], Gesture]] = {
    "move": lambda a, _: _drag(warriors(a[0]), clearing(a[1])),
    "battle": lambda a, _: _drag(warriors(a[0]), enemy(a[0])),
    "keep": lambda a, _: _drag(KEEP, clearing(a[0])),
    "place": lambda a, _: _drag(building(a[0]), clearing(a[1])),
    "build": lambda a, _: _build(a),
    "roost": lambda a, _: _drag(ROOST, clearing(a[0])),
    "craft": lambda a, _: _drag(card(a[0]), CRAFTING),
    "decree": lambda a, _: _drag(card(a[1]), column(a[0])),
    "overwork": lambda a, _: _drag(card(a[1]), clearing(a[0])),
    "hawks": lambda a, _: _drag(card(a[0]), EXTRA_ACTION),
    "tax": lambda a, _: _drag(crafted("tax_collector"), clearing(a[0])),
    "recruit": lambda a, _: _click(clearing(a[0]) if a else RECRUIT),
    "wood": lambda a, _: _click(clearing(a[0])),
    "pay": lambda a, _: _click(clearing(a[0])),
    "place_warrior": lambda a, _: _click(clearing(a[0])),
    "leader": lambda a, _: _click(Thing("leader", (a[0],))),
    "ambush": lambda a, _: _click(card("ambush_" + a[0])),
    "foil": lambda a, _: _click(card("ambush_" + a[0])),
    "hospital": lambda a, _: _click(card(a[0])),
    "discard": lambda a, _: _click(card(a[0])),
    "lose": lambda a, c: _click(Thing("piece", (c, a[0]))),
    "effects_first": lambda a, _: _click(BATTLE),
    "turmoil": lambda a, _: _click(DECREE),
    "end": lambda a, _: _click(PHASE),
    "pass": lambda a, _: _click(PROMPT),
}
#: Crafted cards used by a click on the card; the action's verb is the code.
CLICKED_CRAFTED = ("royal_claim", "stand_and_deliver", "codebreakers", "armorers", "sappers",
                   "brutal_tactics")
#: Crafted cards used by dragging the card onto a clearing: code -> verb.
DRAGGED_CRAFTED = {"tax_collector": "tax"}
_GESTURES.update({code: (lambda a, _, code=code: _click(crafted(code)))
                  for code in CLICKED_CRAFTED})


def crafted_gesture(code: str) -> str | None:
    """How a crafted card is used on the table: ``"click"`` (on the card),
    ``"drag"`` (the card onto a clearing), or None (it works by itself, or
    it is an item)."""
    if code in CLICKED_CRAFTED:
        return "click"
    if code in DRAGGED_CRAFTED:
        return "drag"
    return None


def gesture_of(action: Action, lose_clearing: int = 0) -> Gesture:
    """The one gesture that means ``action``: ``("drag", source, target)`` or
    ``("click", thing, None)``. ``lose_clearing`` is the clearing taking hits
    (for ``lose``). A verb not in the table is a click on the prompt, so an
    action the engine adds later is still reachable."""
    make = _GESTURES.get(action.verb)
    if make is None:
        return _click(PROMPT)
    return make(action.args, lose_clearing)


def _count_of(action: Action) -> int | None:
    return action.args[2] if action.verb == "move" else None


def _make_drop(target: Thing, actions: list[Action]) -> Drop[Action]:
    """Largest count first (the default is "all of them"); otherwise the
    engine's order. Stable, so the result is deterministic."""
    counts = [_count_of(x) for x in actions]
    if counts and counts[0] is not None:
        ordered = sorted(actions, key=lambda x: -(_count_of(x) or 0))
        distinct = tuple(sorted({n for n in counts if n is not None}, reverse=True))
        return Drop(target, tuple(ordered), distinct)
    return Drop(target, tuple(actions))


class RootController(StagedController[Action]):
    """Gestures for the player who decides now in ``game``.

    ``on_commit(game, events)`` is called when staged actions become final.
    The per-state tables, staging, commit and undo are
    :class:`~game.common.gesture.StagedController`'s; this class says which
    gesture each Root action is (the module table), that a move's drop
    carries its warrior count, and what a refused drop would have meant.
    :meth:`who` is 0 Marquise, 1 Eyrie, -1 when the game is over."""

    END = Action("end")

    def __init__(self, game: Game, on_commit: CommitHook | None = None) -> None:
        super().__init__(game, on_commit)
        self.game: Game = game

    def _gestures(self, legal: list[Action]) -> list[Gesture]:
        lose_at = 0
        if any(a.verb == "lose" for a in legal):  # rare: read the public position
            pending = self.game.to_position()["pending"]
            lose_at = pending[0]["clearing"] if pending else 0
        return [gesture_of(action, lose_at) for action in legal]

    def _action_of(self, action: Action | str) -> Action:
        return action_of(action)

    def _count_of(self, action: Action) -> int | None:
        return _count_of(action)

    def _make_drop(self, target: Thing, actions: list[Action]) -> Drop[Action]:
        return _make_drop(target, actions)

    def refusal(self, source: Thing, target: Thing, count: int | None = None) -> IllegalAction:
        """The engine's refusal for a drop that is not offered (see the
        module docstring). Returns it; :meth:`drop` raises it."""
        g = self.game
        if g.is_over:
            return IllegalAction("3.1", "game.over")
        for action in self.meanings(source, target, count):
            try:
                g.check(action)
            except IllegalAction as refused:
                return refused
        return not_now(g.state, f"{source} > {target}")

    def meanings(self, source: Thing, target: Thing,
                 count: int | None = None) -> list[Action]:
        """The engine action(s) a drag of ``source`` onto ``target`` would
        mean, legal or not (empty when it means nothing). Used to explain a
        refused drop; a legal meaning is always among :meth:`drops`."""
        s = self.game.state
        sk, tk = source.kind, target.kind
        tkey = target.key
        eyrie_decree = s.turn == EYRIE and s.phase == "daylight"
        try:
            if sk == "warriors" and tk == "clearing":
                a, b = source.key[0], tkey[0]
                n = count if count is not None else max(1, self._warriors(a))
                if eyrie_decree:
                    return [Action("move", (a, b, n, self._decree_suit(a)))]
                return [Action("move", (a, b, n))]
            if sk == "warriors" and tk == "enemy" and source.key == tkey:
                c = tkey[0]
                if eyrie_decree:
                    return [Action("battle", (c, self._decree_suit(c)))]
                return [Action("battle", (c,))]
            # The keep and building tracks are the Marquise's, roosts the
            # Eyrie's: the other player's pieces mean nothing to drag.
            marquise = self.game.to_act == CAT
            if sk == "keep" and tk == "clearing" and marquise:
                return [Action("keep", (tkey[0],))]
            if sk == "building" and tk == "clearing" and marquise:
                verb = "place" if s.phase == "setup" else "build"
                return [Action(verb, (source.key[0], tkey[0]))]
            if sk == "roost" and tk == "clearing" and self.game.to_act == EYRIE:
                if s.step == "new_roost":
                    return [Action("roost", (tkey[0],))]
                return [Action("build", (tkey[0], self._decree_suit(tkey[0])))]
            if sk == "card" and tk == "crafting":
                return [Action("craft", (source.key[0],))]
            if sk == "card" and tk == "column":
                return [Action("decree", (tkey[0], source.key[0]))]
            if sk == "card" and tk == "clearing":
                return [Action("overwork", (tkey[0], source.key[0]))]
            if sk == "card" and tk == "extra_action":
                return [Action("hawks", (source.key[0],))]
            if sk == "crafted" and tk == "clearing" and source.key[0] in DRAGGED_CRAFTED:
                return [Action(DRAGGED_CRAFTED[source.key[0]], (tkey[0],))]
        except (IndexError, TypeError, KeyError):
            return []  # a malformed Thing means nothing
        return []

    def click_refusal(self, thing: Thing) -> IllegalAction | None:
        """Why a click on ``thing`` does nothing while the decision is taken
        by clicking clearings (a Decree Recruit card, Birdsong wood, a
        payment, a warrior to place): the engine's refusal of what that click
        would mean there (7.5.2.I: no roost in clearing 5). None when the
        click is legal, is not on a clearing, or no such decision is open —
        a click on the map outside such a decision is just a look."""
        if thing.kind != "clearing" or self.game.is_over or self.clicks_on(thing):
            return None
        verbs = list(dict.fromkeys(choice.action.verb for choice in self.clicks()
                                   if choice.thing.kind == "clearing"))
        c = thing.key[0]
        for verb in verbs:
            decree = verb == "recruit" and self.game.state.turn == EYRIE
            action = Action(verb, (c, self._decree_suit(c)) if decree else (c,))
            try:
                self.game.check(action)
            except IllegalAction as refused:
                return refused
        return None

    def crafted_refusal(self, code: str) -> IllegalAction | None:
        """Why the crafted card ``code`` cannot be used now, in the engine's
        words (its action through ``game.check``), or None when it can be or
        when no gesture uses it (it works by itself: Cobbler, Better Burrow
        Bank…). Tax Collector is asked about a clearing holding one of the
        player's warriors, so the answer is about the card (Daylight only,
        used already), not about an empty clearing."""
        if self.game.is_over:
            return IllegalAction("3.1", "game.over")
        thing = crafted(code)
        if code in DRAGGED_CRAFTED:
            held = [c for c in range(1, len(self.game.state.warriors[0]))
                    if self._warriors(c)]
            actions = self.meanings(thing, clearing(held[0] if held else 1))
        elif code in CLICKED_CRAFTED:
            actions = [Action(code)]
        else:
            actions = []
        for action in actions:
            try:
                self.game.check(action)
            except IllegalAction as refused:
                return refused
        return None

    def _warriors(self, c: int) -> int:
        s = self.game.state
        who = self.game.to_act
        if not isinstance(c, int) or not 1 <= c < len(s.warriors[0]) or who < 0:
            return 0
        return s.warriors[who][c]

    def _decree_suit(self, c: int) -> str:
        """The Decree card a drop in clearing ``c`` would resolve: the
        clearing's suit while such a card is left in the column, else a bird
        (wild, 7.5.2), so a refusal explains the move itself ("not
        connected") rather than a card of the wrong suit."""
        suit = self._suit(c)
        todo = self.game.state.todo
        if SUIT_INDEX.get(suit, -1) not in todo and BIRD in todo:
            return "bird"
        return suit

    def _suit(self, c: int) -> str:
        suits = self.game.state.geo.suit
        if isinstance(c, int) and 0 <= c < len(suits):
            return SUITS[suits[c]]
        return "bird"


def player_name(who: int) -> str:
    """``marquise`` / ``eyrie`` for a :meth:`RootController.who` value."""
    return FACTIONS[who]


__all__ = [
    "BATTLE", "CLICKED_CRAFTED", "CRAFTING", "DECREE", "DRAGGED_CRAFTED", "EXTRA_ACTION",
    "KEEP", "PHASE", "PROMPT", "RECRUIT", "ROOST", "RootController", "all_gesture_actions",
    "building", "card", "clearing", "column", "crafted", "crafted_gesture", "enemy",
    "gesture_of", "player_name", "warriors",
]
