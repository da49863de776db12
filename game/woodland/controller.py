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

from game.common.gesture import Choice, CommitHook, Drop, Thing

from .actions import Action, action_of
from .cards import SUITS
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


Gesture = tuple[str, Thing, Thing | None]  # ("drag", source, target) / ("click", thing, None)


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
    "royal_claim": lambda a, _: _click(crafted("royal_claim")),
    "stand_and_deliver": lambda a, _: _click(crafted("stand_and_deliver")),
    "codebreakers": lambda a, _: _click(crafted("codebreakers")),
    "armorers": lambda a, _: _click(crafted("armorers")),
    "sappers": lambda a, _: _click(crafted("sappers")),
    "brutal_tactics": lambda a, _: _click(crafted("brutal_tactics")),
    "lose": lambda a, c: _click(Thing("piece", (c, a[0]))),
    "effects_first": lambda a, _: _click(BATTLE),
    "turmoil": lambda a, _: _click(DECREE),
    "end": lambda a, _: _click(PHASE),
    "pass": lambda a, _: _click(PROMPT),
}


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


class RootController:
    """Gestures for the player who decides now in ``game``.

    ``on_commit(game, events)`` is called when staged actions become final.
    The per-state tables are rebuilt lazily when the game changed (also when
    it was changed behind the controller's back: the cache is keyed on the
    live state object and the history length and last action)."""

    def __init__(self, game: Game, on_commit: CommitHook | None = None) -> None:
        self.game = game
        self.on_commit: CommitHook | None = on_commit
        self._key: tuple | None = None
        self._drops: dict[Thing, dict[Thing, list[Action]]] = {}
        self._made: dict[Thing, list[Drop[Action]]] = {}  # Drops built on first ask
        self._clicks: list[Choice[Action]] = []
        self._where: dict[Action, Gesture] = {}
        self._staged: list[Action] = []
        self._staged_events: list[list[tuple]] = []
        self._committed: list[Action] = []

    # --- the per-state table ---------------------------------------------------

    def _table(self) -> None:
        g = self.game
        h = g.history
        key = (id(g.state), len(h), h[-1] if h else None, g.to_act)
        if key == self._key:
            return
        legal = g.legal_actions()
        lose_at = 0
        if any(a.verb == "lose" for a in legal):  # rare: read the public position
            pending = g.to_position()["pending"]
            lose_at = pending[0]["clearing"] if pending else 0
        drops: dict[Thing, dict[Thing, list[Action]]] = {}
        clicks: list[Choice[Action]] = []
        where: dict[Action, Gesture] = {}
        for action in legal:
            ges = gesture_of(action, lose_at)
            where[action] = ges
            kind, thing, target = ges
            if kind == "drag":
                assert target is not None
                drops.setdefault(thing, {}).setdefault(target, []).append(action)
            else:
                clicks.append(Choice(thing, action))
        self._drops, self._clicks, self._where, self._key = drops, clicks, where, key
        self._made = {}

    def refresh(self) -> None:
        """Forget the cached tables (after changing the game by other means
        in a way the cache key could miss, e.g. replacing ``game``)."""
        self._key = None

    # --- questions (cached per state) ----------------------------------------

    def who(self) -> int:
        """0 Marquise, 1 Eyrie, -1 when the game is over."""
        return self.game.to_act

    def draggable(self) -> list[Thing]:
        """Sources with at least one legal drop, in the engine's order."""
        self._table()
        return list(self._drops)

    def drops(self, source: Thing) -> list[Drop[Action]]:
        """Legal targets of ``source`` (empty if it may not be picked up)."""
        self._table()
        made = self._made.get(source)
        if made is None:
            made = [_make_drop(t, acts) for t, acts in self._drops.get(source, {}).items()]
            self._made[source] = made
        return list(made)

    def targets(self, source: Thing) -> list[Thing]:
        """Just the glowing targets of ``source``."""
        self._table()
        return list(self._drops.get(source, {}))

    def dests(self) -> dict[Thing, list[Thing]]:
        """Every draggable Thing with its glowing targets (chessground's
        ``movable.dests``)."""
        self._table()
        return {source: list(targets) for source, targets in self._drops.items()}

    def clicks(self) -> list[Choice[Action]]:
        """Every click-taken action now, in the engine's order."""
        self._table()
        return list(self._clicks)

    def clicks_on(self, thing: Thing) -> list[Choice[Action]]:
        """The click choices attached to ``thing`` (a menu when several)."""
        self._table()
        return [ch for ch in self._clicks if ch.thing == thing]

    def gesture(self, action: Action | str) -> Gesture | None:
        """How a legal action is taken on the table (None if not legal now):
        for hints, tutorials and the rules demo."""
        self._table()
        return self._where.get(action_of(action))

    def legal(self) -> list[Action]:
        """The engine's legal actions (what every gesture is built from)."""
        return self.game.legal_actions()

    # --- a drop -------------------------------------------------------------

    def drop(self, source: Thing, target: Thing, count: int | None = None) -> Drop[Action]:
        """The legal Drop for ``source`` on ``target`` (only the actions with
        ``count`` when given; a count is ignored where nothing is counted,
        e.g. a battle), or raise the engine's ``IllegalAction`` for the
        action this drop would mean. The game is never changed."""
        self._table()
        acts = self._drops.get(source, {}).get(target)
        if acts and count is not None and _count_of(acts[0]) is not None:
            acts = [x for x in acts if _count_of(x) == count]
        if acts:
            return _make_drop(target, acts)
        raise self.refusal(source, target, count)

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
                    return [Action("move", (a, b, n, self._suit(a)))]
                return [Action("move", (a, b, n))]
            if sk == "warriors" and tk == "enemy" and source.key == tkey:
                c = tkey[0]
                if eyrie_decree:
                    return [Action("battle", (c, self._suit(c)))]
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
                return [Action("build", (tkey[0], self._suit(tkey[0])))]
            if sk == "card" and tk == "crafting":
                return [Action("craft", (source.key[0],))]
            if sk == "card" and tk == "column":
                return [Action("decree", (tkey[0], source.key[0]))]
            if sk == "card" and tk == "clearing":
                return [Action("overwork", (tkey[0], source.key[0]))]
            if sk == "card" and tk == "extra_action":
                return [Action("hawks", (source.key[0],))]
            if sk == "crafted" and tk == "clearing" and source.key == ("tax_collector",):
                return [Action("tax", (tkey[0],))]
        except (IndexError, TypeError, KeyError):
            return []  # a malformed Thing means nothing
        return []

    def _warriors(self, c: int) -> int:
        s = self.game.state
        who = self.game.to_act
        if not isinstance(c, int) or not 1 <= c < len(s.warriors[0]) or who < 0:
            return 0
        return s.warriors[who][c]

    def _suit(self, c: int) -> str:
        suits = self.game.state.geo.suit
        if isinstance(c, int) and 0 <= c < len(suits):
            return SUITS[suits[c]]
        return "bird"

    # --- doing ----------------------------------------------------------------

    def choose(self, action: Action | str) -> list[tuple]:
        """Apply a legal action (refused: raises, nothing changes). Stages it
        while the engine can undo it; commits otherwise. Returns its events."""
        a = action_of(action)
        self.game.apply(a)
        events = self.game.last_events
        self._staged.append(a)
        self._staged_events.append(events)
        self._key = None
        if not self.game.can_undo():
            self._commit()
        return events

    def end_phase(self) -> list[tuple]:
        """Close Birdsong or Daylight (``end``); refused when ``end`` is not
        legal now (the engine's rule). Commits the phase."""
        return self.choose(Action("end"))

    def can_end_phase(self) -> bool:
        """Is ``end`` legal now (the Enter key / end button)?"""
        return self.game.is_legal(Action("end"))

    def can_undo(self) -> bool:
        return self.game.can_undo()

    def undo(self) -> str:
        """Take back the last staged action (``game.undo``); refused with
        ``undo.nothing`` (rule id ``undo``) when nothing is staged."""
        text = self.game.undo()
        if self._staged:
            self._staged.pop()
            self._staged_events.pop()
        self._key = None
        return text

    def staged(self) -> list[Action]:
        """Actions applied through this controller since the last commit
        (what undo can still take back, oldest first)."""
        return list(self._staged)

    def committed(self) -> list[Action]:
        """The actions of the last commit, oldest first (what ``on_commit``
        was just told about; the table's log lines)."""
        return list(self._committed)

    def _commit(self) -> None:
        events = [e for batch in self._staged_events for e in batch]
        self._committed = list(self._staged)
        self._staged.clear()
        self._staged_events.clear()
        if self.on_commit is not None:
            self.on_commit(self.game, events)


def all_gesture_actions(ctl: RootController) -> list[Action]:
    """Every action some drag or click offers now (for tests and players)."""
    out: list[Action] = []
    for source in ctl.draggable():
        for d in ctl.drops(source):
            out.extend(d.actions)
    out.extend(ch.action for ch in ctl.clicks())
    return out


def player_name(who: int) -> str:
    """``marquise`` / ``eyrie`` for a :meth:`RootController.who` value."""
    return FACTIONS[who]


__all__ = [
    "BATTLE", "CRAFTING", "DECREE", "EXTRA_ACTION", "KEEP", "PHASE", "PROMPT", "RECRUIT",
    "ROOST", "RootController", "all_gesture_actions", "building", "card", "clearing",
    "column", "crafted", "enemy", "gesture_of", "player_name", "warriors",
]
