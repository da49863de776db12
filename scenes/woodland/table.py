"""The Root table: two people at one computer play with the mouse.

Interaction only; drawing is `TableView` (shared with the replay viewer) and
every rule question goes to the rules controller (`RootController`): what may
be picked up, where it may go (the glow), what a drop or click means, and the
refusal for any other drop, whose rule number the toast shows. The table
keeps what is about people, not rules: whose eyes are on the screen
(hot-seat privacy), what the pointer holds, how many warriors are picked up,
what animates, and the log.

Privacy: the seat shown is ``viewer``; a hand is drawn only after that seat
confirmed on the pass screen, which comes up whenever the decision moves to
the other player — between turns and in the middle of one (ambush, foil,
Field Hospitals, hits). What is drawn comes from ``game.view(viewer)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache, partial

import pygame

from game.common.gesture import Drop, Thing
from game.woodland import controller as gestures
from game.woodland.actions import Action
from game.woodland.controller import RootController
from game.woodland.errors import IllegalAction
from game.woodland.lawbook import action_rule, resolves_decree
from game.woodland.rules import context as decision_context
from scenes import i18n, theme
from scenes.i18n import N_, _, ngettext
from scenes.learn.rulebook import rule_label
from scenes.mapview import autumn_map
from scenes.pulse import Pulse
from scenes.rules_text import BUILDINGS as BUILDING_NAMES
from scenes.rules_text import FACTIONS as FACTION_NAMES
from scenes.rules_text import STEPS, card_name, name_of
from scenes.stack import Scene, soonest
from scenes.table_shell import TableShell, play_sound
from scenes.widgets import Button, draw_tooltip
from scenes.woodland import layout as L
from scenes.woodland.animation import Animation, diff
from scenes.woodland.battle_panel import ROLL_TIME, BattlePanel
from scenes.woodland.leader_cards import LeaderCard, leader_card_rects
from scenes.woodland.log_panel import LogEntry, LogPanel
from scenes.woodland.overlays import ActionList, ChoiceMenu, DiscardPile, GameOverPanel, PassScreen
from scenes.woodland.snapshot import Hit, TableSnapshot
from scenes.woodland.text_fit import fitted_lines
from scenes.woodland.tooltips import tooltip_for
from scenes.woodland.view import Held, Highlights, TableView
from scenes.woodland.words import (
    action_words,
    choice_label,
    choice_tooltip,
    drop_choice_label,
    event_words,
    offer_words,
    refusal_words,
    turmoil_cause,
    turmoil_floor,
)

FACTIONS = ("marquise", "eyrie")
COUNT_BUTTON = 34  # the − / + of the count chooser
CHOICE_HEIGHT = 42  # a one-line choice button
NEAR_MISS = 14  # pixels beside an enemy piece that still count as dropped on it
DRAG_START = 6  # pixels the pointer moves before a press becomes a drag
MEMO_TIME = 3.5  # seconds a finished battle stays on screen
EXTRA_ZONE = L.CONTROLS_RECT.inflate(-8, -8)
ROOTLOG_CACHE = 16  # Rootlog pages kept, the latest log lengths
PIECE_KINDS = ("sawmill", "workshop", "recruiter", "wood", "keep", "roost")
#: Pieces placed from the supply one at a time that a click on a lit clearing
#: places too (WoodlandTable._placing), not only a drag.
PLACED_BY_CLICK = (gestures.ROOST, gestures.KEEP)


@dataclass
class Drag:
    """What the pointer holds and how many of it."""

    source: Thing
    hit: Hit
    start: tuple[int, int]
    pos: tuple[int, int]
    count: int = 0
    max_count: int = 0
    moving: bool = False
    targets: list[Thing] = field(default_factory=list)
    #: Picked up by a click (no button held): the pieces follow the pointer
    #: until the next click drops them, and the − / + chooser can be clicked.
    sticky: bool = False
    origin: pygame.Rect | None = None  # where the stack was drawn when picked up


@dataclass
class ChoiceGrid:
    """The buttons of one decision: columns, type, and each action's place."""

    decision: tuple
    per_row: int
    size: int
    height: int
    slots: dict[Action, int]
    language: str


@dataclass
class SnapBack:
    sprite: pygame.Surface
    start: tuple[int, int]
    end: tuple[int, int]
    age: float = 0.0


@lru_cache(maxsize=8)
def _fitted_question(question: str) -> tuple[int, list[str]]:
    return fitted_lines(question, 20, L.LOG_RECT.w - 28, "bold")


#: What the table says when it passes for the person (the setting "Pass for
#: me"): the question, and why the hand could not answer it.
AUTO_PASS_WORDS = {
    "battle:ambush": N_("Passed for you: you hold no ambush card for this clearing"),
    "battle:foil": N_("Passed for you: you hold no ambush card to foil the ambush with"),
    "hospital": N_("Passed for you: no card in your hand pays for Field Hospitals here"),
}


#: Decisions asked in the other side's turn (a battle's, Field Hospitals, a
#: hit's piece) or in the setup: their actor is not whose turn it is.
_OUT_OF_TURN = ("hospital", "lose", "keep", "cat_build", "leader")


def turn_owned(ctx: str | None) -> bool:
    """Is a decision of this context taken by the player whose turn it is?"""
    return ctx is not None and not ctx.startswith("battle:") and ctx not in _OUT_OF_TURN


def _turn_heading(faction: str) -> str:
    return _("— Turn: {faction} —").format(faction=name_of(FACTION_NAMES, faction))


class WoodlandTable(TableShell):
    SEAT_NAMES = FACTIONS
    GAME_KIND = "woodland"
    #: Toasts over the map, not the faction boards (their titles and the
    #: Decree were covered), below the top bar, whose banner says what to
    #: do now, and below the battle panel when it sits at the map's top.
    toast_centre = L.MAP_RECT.centerx
    #: Narrow enough to pass between the top (and bottom) corner clearings:
    #: a toast at 900 covered both corners the keep may go to.
    toast_wrap = 640

    @property
    def toast_top(self) -> int:
        top = L.TOP_BAR.bottom + 10
        if (self._battle_showing() is not None or self.battle_memo) \
                and self.battle.rect.top < top + 60:
            return self.battle.rect.bottom + 10
        return self._toasts_clear_of_busy(top)

    def _toasts_clear_of_busy(self, top: int) -> int:
        """``top``, or the map's foot if the toasts there cover fewer of the
        clearings in play now (:meth:`busy_clearings`): play-testing, "click
        a lit clearing" lay over the very corner it meant, and "the only
        possible moves, made for you" over the warriors to drag next. Chosen
        when a toast comes up and kept while one is shown, so a toast never
        jumps while it is read."""
        toasts = self.app.toasts
        if not toasts.shown():
            self._toast_at = None
            return top
        if self._toast_at is not None:
            return self._toast_at
        spots = self.view.layout.spots
        circles = [spots[c] for c in self.busy_clearings() if c in spots]

        def covered(at: int) -> int:
            rects = toasts.stack_rects(at, self.toast_centre, theme.LOGICAL_SIZE[0])
            return sum(1 for spot in circles for r in rects
                       if r.inflate(2 * spot.radius, 2 * spot.radius).collidepoint(spot.centre))

        self._toast_at = top
        at_top = covered(top) if circles else 0
        if at_top:
            rects = toasts.stack_rects(0, self.toast_centre, theme.LOGICAL_SIZE[0])
            foot = L.MAP_RECT.bottom - 10 - (rects[-1].bottom if rects else 0)
            if covered(foot) < at_top:
                self._toast_at = foot
        return self._toast_at

    def busy_clearings(self, lit: bool = True) -> set[int]:
        """The clearings the person deciding works with now: the lit ones
        (unless not ``lit``) and those of the warriors they may pick up
        (what toasts and the hint's box keep clear of where they can)."""
        if not self.acting():
            return set()
        busy = set(self.highlights().clearings) if lit else set()
        return busy | self._movable_clearings()

    def _movable_clearings(self) -> frozenset[int]:
        """The clearings of the warriors the person deciding may pick up."""
        return frozenset(t.key[0] for t in self.ctl.draggable() if t.kind == "warriors")

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.view = TableView(autumn_map())
        self.ctl = RootController(self.game, on_commit=self._on_commit)
        self._toast_at: int | None = None  # where the toasts shown now were put
        # The glows' clock: sin(5t) (view.draw_highlights) is brightest at π/10.
        self.pulse = Pulse(2 * math.pi / 5, math.pi / 10)
        self.drag: Drag | None = None
        self.snap_back: SnapBack | None = None
        self.anim: Animation | None = None
        self.battle = BattlePanel()
        self._record_at: tuple[str, tuple[int, int]] | None = None  # record_anchor()
        self.battle_memo: dict | None = None
        self.memo_queue: list[dict] = []  # the step's later battles, shown after it
        self.memo_age = 0.0
        self.log = LogPanel(L.LOG_RECT)
        self.log.rootlog = self._rootlog_lines
        self.log.on_rule = lambda rule: self.app.push("reference", rule=rule, game="woodland")
        # Rootlog pages by log length (an undo returns to one already made).
        self._rootlog_cache: dict[int, tuple[tuple[str, ...], list[str]]] = {}
        self.entries: list[LogEntry] = []
        self._marks: list[int] = []
        self._turn_heads: list[tuple[int, int]] = []  # (entry, faction) where a turn begins
        #: Battles begun by each action of the history (a forced one too:
        #: the engine's ``battle`` events), for the end-of-game summary.
        self._battles: list[int] = []
        self.choice_buttons: list[Button] = []
        self.leader_cards: list[LeaderCard] = []
        self._choices_key: tuple | None = None
        self._grid: ChoiceGrid | None = None  # the decision box's button places
        self.log_tall = False  # the log over the faction boards (L, More / Less)
        self._build_controls()
        self.snap = self._snapshot()
        self._drawn_snap: TableSnapshot | None = None  # the snapshot last drawn
        self._rebuild_log_from_history()

    @property
    def viewer(self) -> str:
        """The faction whose eyes are on the screen."""
        return FACTIONS[self.seat_shown]

    # --- lifecycle -------------------------------------------------------------

    def enter(self) -> None:
        self._check_privacy()
        if self.game.is_over and not self.over_shown:
            self.over_shown = True
            self.show_game_over()

    def resume(self) -> None:
        # The pointer moved over the screen above (e.g. to Ready): forget what
        # it last rested on here, or a stale tooltip shows up at once.
        self.hover, self.hover_time = None, 0.0
        self.pulse.stir()
        self._check_privacy()

    # --- controls ---------------------------------------------------------------

    def _build_controls(self) -> None:
        r = L.CONTROLS_RECT
        x, w, h, gap = r.x + 8, r.w - 16, 46, 8
        y = r.y + 8
        self.end_button = Button((x, y, w, h + 6), self._end_label, self.end_phase,
                                 kind="primary", size=22,
                                 tooltip=N_("End the phase and commit it (Enter)"))
        y += h + 6 + gap
        half = (w - gap) * 13 // 24  # Undo is the longer word (Russian «Отменить»)
        self.undo_button = Button((x, y, half, h), N_("Undo"), self.undo, size=20,
                                  tooltip=N_("Take back the last action of this phase "
                                             "(Ctrl+Z)"))
        self.menu_button = Button((x + half + gap, y, w - half - gap, h), N_("Menu"),
                                  self.open_pause, size=20, tooltip=N_("Pause menu (Esc)"))
        y += h + gap
        self.list_button = Button((x, y, w, h), N_("All actions…"), self.open_action_list,
                                  size=22, tooltip=N_("Every action possible now, as a list "
                                                      "(keyboard: arrows and Enter)"))
        y += h + gap
        self.hint_button = self.make_hint_button((x, y, w, h), size=22)
        self.start_lesson(lambda: self.log.rect)
        if self.watching:
            # No person plays: the watch bar in place of End, Undo, the list and
            # the hint, and the Menu at the foot of the column.
            self.menu_button.rect = pygame.Rect(x, r.bottom - 8 - h, w, h)
            self.group.add(self.menu_button)
            self.start_watching()
        else:
            for b in (self.end_button, self.undo_button, self.menu_button, self.list_button,
                      self.hint_button):
                self.group.add(b)
        for b in (self.end_button, self.undo_button, self.list_button, self.hint_button):
            b.enabled = False  # until the first update asks the controller

    def watch_rect(self) -> pygame.Rect:
        r = L.CONTROLS_RECT
        return pygame.Rect(r.x + 8, r.y + 8, r.w - 16, r.h - 16 - 46 - 8)

    def _end_label(self) -> str:
        phase = self.game.state.phase
        if phase == "birdsong":
            return _("End Birdsong")
        if phase == "daylight":
            return _("End Daylight")
        return _("End the phase")

    # --- the snapshot -------------------------------------------------------------

    def _snapshot(self) -> TableSnapshot:
        return TableSnapshot.of(self.game, self.viewer, hand_visible=self.revealed)

    def _refresh(self, animate: bool = True, events: list[tuple] | None = None) -> None:
        """After the game changed: new snapshot, animation from the diff, log.

        The map is public, so what changed animates even when the other
        player takes the computer next: it plays once they pressed Ready."""
        before = self.snap
        self.snap = self._snapshot()
        self.pulse.stir()
        if animate:
            anim = diff(before, self.snap, self.view.layout, self.view.board, events)
            self.anim = anim if not anim.done else None
        self._append_log()
        self._choices_key = None
        self._check_privacy()
        if self.game.is_over and not self.over_shown:
            self.over_shown = True
            self.show_game_over()

    # --- privacy (the shell decides; these are the Root table's parts) ------------

    def view_changed(self) -> None:
        self._choices_key = None

    def before_pass(self) -> None:
        self._sync_controls()

    def pass_screen(self, seat: int) -> Scene:
        return PassScreen(self.app, FACTIONS[seat], self._pass_reason(), self._reveal)

    def _pass_reason(self) -> str:
        data = self.game.to_position()
        battle = data.get("battle")
        pending = data.get("pending") or []
        if pending and pending[0]["kind"] in ("hospital", "lose"):
            return _("Decide about {what} (the other player looks away).").format(
                what=_(STEPS["hospital" if pending[0]["kind"] == "hospital" else "lose"]))
        if battle and battle["stage"] in ("ambush", "foil"):
            return _("Decide about {what} (the other player looks away).").format(
                what=_(STEPS[battle["stage"]]))
        if battle:
            return _("Decide about {what} (the other player looks away).").format(
                what=_(STEPS["stage"]))
        if data["phase"] == "setup":
            return _("Setup: {what}.").format(what=_(STEPS.get(data["step"], data["step"])))
        return _("Your turn: {phase}.").format(phase=_(STEPS.get(data["phase"], data["phase"])))

    # --- the log -----------------------------------------------------------------------

    def _rebuild_log_from_history(self) -> None:
        """A loaded game: each action in words with the events it made happen
        (dice, draws, removals, VP), as gathered while the session replayed
        the save, so the log reads as it did in the live game."""
        self.entries = []
        self._marks = []
        self._battles = []
        self._turn_heads = []
        history = self.game.history
        actors = self.session.actors if len(self.session.actors) == len(history) \
            else self._actors_of_history()
        events = self.session.events if len(self.session.events) == len(history) \
            else [[] for _ in history]
        known = getattr(self.session, "contexts", [])  # a lesson session has none
        contexts = known if len(known) == len(history) \
            else [None] * len(history)
        for action, actor, happened, ctx in zip(history, actors, events, contexts,
                                                strict=True):
            self._add_lines(action, actor, happened, ctx)
        self.log.set_entries(self.entries)

    def _actors_of_history(self) -> list[int]:
        """Who took each action of the history: replayed from the start when
        possible (a game created from a seed), else unknown (-1)."""
        game = self.game
        if game.seed is None or not game.history:
            return [-1] * len(game.history)
        try:
            from game.woodland.game import Game

            probe = Game.new(game.board, game.seed, game.options, track_undo=False)
            out = []
            for action in game.history:
                out.append(probe.to_act)
                probe.apply(action)
            return out
        except (IllegalAction, ValueError):
            return [-1] * len(game.history)

    def _record(self, action: Action, actor: int, events: list[tuple],
                ctx: str | None = None) -> None:
        """One action and its events into the log."""
        self._add_lines(action, actor, events, ctx)
        self.log.set_entries(self.entries)

    def _add_lines(self, action: Action, actor: int, events: list[tuple],
                   ctx: str | None = None) -> None:
        """The lines of one action (``_marks``: where each action's lines
        begin, so an undo can take them out again), after a heading when it
        is the first of a faction's turn."""
        self._marks.append(len(self.entries))
        self._battles.append(sum(1 for event in events if event[0] == "battle"))
        if turn_owned(ctx) and actor >= 0 and actor != self._turn_owner():
            self._turn_heads.append((len(self.entries), actor))
            faction = FACTIONS[actor]
            self.entries.append(LogEntry(_turn_heading(faction), "", None,
                                         lambda: _turn_heading(faction), heading=True))
        text, rule = action_words(action, actor, ctx)
        self.entries.append(LogEntry(text, rule, FACTIONS[actor] if actor >= 0 else None,
                                     self._sayer(action, actor, ctx)))
        for event in events:
            words = event_words(event)
            if not words:
                continue
            if event[0] == "auto":  # a move made for a player: a line of its own, theirs
                who = event[1]
                self.entries.append(LogEntry(words[0], words[1], FACTIONS[who] if who >= 0
                                             else None, self._sayer(event)))
            elif event[0] == "wood":
                # The Marquise's Birdsong, begun by the Eyrie's last action:
                # indented under it, the line read as the Eyrie's.
                self.entries.append(LogEntry(words[0], words[1], "marquise",
                                             self._sayer(event)))
            else:
                self.entries.append(LogEntry(words[0], words[1], None, self._sayer(event)))

    @staticmethod
    def _sayer(thing: Action | tuple, actor: int = -1, ctx: str | None = None):
        """The words of a log line, made again when the language changes."""
        if isinstance(thing, Action):
            return lambda: action_words(thing, actor, ctx)[0]
        return lambda: (event_words(thing) or ("", ""))[0]

    def _append_log(self) -> None:
        """After an undo: drop the lines of the actions taken back."""
        n = len(self.game.history)
        if n < len(self._marks):
            self.entries = self.entries[:self._marks[n]]
            del self._marks[n:]
            del self._battles[n:]
            self._turn_heads = [h for h in self._turn_heads if h[0] < len(self.entries)]
            self.log.set_entries(self.entries)

    def _turn_owner(self) -> int | None:
        """Whose turn the log's last heading began (None before the first)."""
        return self._turn_heads[-1][1] if self._turn_heads else None

    def _show_computers_turn(self, before: int) -> None:
        """The turn has passed from a computer seat (``before``) to a person:
        the log shows from the computer's heading, as the Codex log does."""
        if self.game.is_over or not self.computers_turn_ended(before, self.game.state.turn):
            return
        heads = [i for i, who in self._turn_heads if who == before]
        if heads:
            self.log.show_from(heads[-1])

    def _rootlog_lines(self) -> list[str]:
        """The Rootlog page: exported (a replay of the whole game) only when
        the action log differs from the last export, not for every new log
        entry, undo-and-redo, language switch or page flip."""
        key = tuple(self.game.log)
        cached = self._rootlog_cache.get(len(key))
        if cached is not None and cached[0] == key:
            return list(cached[1])
        try:
            from game.woodland.rootlog import export_rootlog

            text = export_rootlog(self.game)
        except (ValueError, RuntimeError):
            return [_("A game loaded from a position has no Rootlog record.")]
        lines = [line for line in text.splitlines() if line and not line.startswith("//")]
        self._rootlog_cache[len(key)] = (key, lines)
        for old in sorted(self._rootlog_cache)[:-ROOTLOG_CACHE]:
            del self._rootlog_cache[old]
        return list(lines)

    # --- doing -----------------------------------------------------------------------

    def perform(self, action: Action) -> bool:
        """Apply one legal action through the controller, with sound and log."""
        actor = self.game.to_act
        before = self.snap
        turn = self.game.state.turn
        ctx = decision_context(self.game.state)
        try:
            events = self.ctl.choose(action)
        except IllegalAction as exc:
            self.refuse(exc)
            return False
        self._record(action, actor, events, ctx)
        self._show_computers_turn(turn)
        self._sounds_for(action, events)
        for event in events:
            if event[0] == "dice":
                self.battle.start_roll()
        self._announce(events)
        self._remember_battle(events, before, action, actor)
        self._refresh(events=events)
        return True

    def _announce(self, events: list[tuple]) -> None:
        """Steps that happen by themselves get a toast with their rule:
        turmoil (7.7) and why, the cards a person draws in Evening, and the
        moves the game made for a person because each was the only one
        (a Decree card with one place to go): a first Eyrie turn could end
        before its player saw what had been done."""
        # Decree cards only: a wood paid from the only sawmill that has one
        # is routine, and a toast for it hid the turn's real news.
        made = [words for event in events if event[0] == "auto" and self.seats.human(event[1])
                and resolves_decree(event[2]) and (words := event_words(event))]
        if made:
            self.app.toast(ngettext("The only possible move, made for you: {moves}",
                                    "The only possible moves, made for you: {moves}",
                                    len(made)).format(moves="; ".join(w[0] for w in made)),
                           made[0][1] or None, "info", topic="auto_moves")
        for event in events:
            if event[0] == "turmoil":
                # One toast, not one a step: five of them covered the leaders
                # to choose from. The log has each step with its rule.
                lost = _("the Eyrie lose {n} VP, purge the Decree, depose the leader and "
                         "rest").format(n=event[1])
                self.app.toast(f"{turmoil_cause(event)}: {lost}{turmoil_floor(event)}", "7.7",
                               "warning")
            elif (event[0] == "draw" and self.game.state.phase in ("evening", "birdsong")
                  and self.seats.human(event[1])):  # the computer's draws: the log says them
                words = event_words(event)
                if words:
                    self.app.toast(words[0], None, "info")

    def _sounds_for(self, action: Action, events: list[tuple]) -> None:
        kinds = {e[0] for e in events}
        if "dice" in kinds:
            play_sound("dice")
        elif "removed" in kinds:
            play_sound("remove")
        elif action.verb in ("move", "place", "build", "keep", "roost", "recruit",
                             "place_warrior"):
            play_sound("move")

    def _remember_battle(self, events: list[tuple], before: TableSnapshot, action: Action,
                         actor: int) -> None:
        """Keep a finished battle's dice and hits on screen for a moment.

        The events give the dice and the rolled hits; the extra hits are
        named from what the snapshot before the action shows (the effects
        used so far, the Eyrie's leader, the defender's warriors, which only
        the hits themselves take away) plus the effect this action used.
        The next action that is not the battle's own (its hits, Field
        Hospitals) puts the panel away at once.
        """
        at = [i for i, e in enumerate(events) if e[0] == "dice"]
        if not at and self.battle_memo is not None and not self.snap.data.get("pending"):
            # The next move is made: the last battle's panel would cover it.
            self.battle_memo = None
            self.memo_queue = []
            self._choices_key = None
        # Several battles in one step (Decree cards with one clearing each,
        # played for the player): each shows in turn, not only the last.
        # The effects used so far and by this action are the first battle's.
        first = list((before.data.get("battle") or {}).get("effects") or [])
        if action.verb in ("brutal_tactics", "sappers"):
            first.append(action.verb)
        elif action.verb == "armorers" and at:
            first.append("armorers_att" if actor == events[at[0]][2] else "armorers_def")
        memos = []
        for n, i in enumerate(at):
            _k, c, att, d1, d2, to_def, to_att = events[i]
            end = at[n + 1] if n + 1 < len(at) else len(events)
            outcome = [event_words(e) for e in events[i + 1:end]
                       if e[0] in ("removed", "score", "field_hospitals")]
            effects = first if n == 0 else []
            memo = {"clearing": c, "attacker": FACTIONS[att], "defender": FACTIONS[1 - att],
                    "stage": "end", "dice": [d1, d2], "rolled_hits": [to_def, to_att],
                    "hits": None, "effects": effects, "ambush": None,
                    "outcome": [w[0] for w in outcome if w]}
            memo["extras"] = battle_extras(memo, before.data)
            memos.append(memo)
        if memos:
            self.battle_memo, self.memo_queue = memos[0], memos[1:]
            self.memo_age = 0.0

    def refusal_of(self, exc: IllegalAction) -> tuple[str, str]:
        return refusal_words(exc)

    def end_action(self) -> Action:
        return Action("end")

    def undo(self) -> None:
        if not self.acting():
            return
        try:
            text = self.ctl.undo()  # the engine refuses when nothing can be taken back
        except IllegalAction as exc:
            self.refuse(exc)
            return
        # The player who decides again is the one who took it (an undo never
        # crosses a hand-over), so the toast says it in the log's words.
        words, _rule = action_words(Action.parse(text), self.game.to_act)
        self.app.toast(_("Taken back: {action}").format(action=words), None, "info",
                       topic="undo")
        self._refresh(animate=True)

    def open_action_list(self) -> None:
        if not self.acting():
            return
        rows = []
        ctx = decision_context(self.game.state)
        for source in self.ctl.draggable():
            for drop in self.ctl.drops(source):
                for action in drop.actions:
                    rule = action_rule(action, ctx)
                    rows.append((offer_words(action, self.snap.data), "",
                                 self._taker(action), rule_label(rule) if rule else ""))
        for choice in self.ctl.clicks():
            rule = action_rule(choice.action, ctx)
            rows.append((offer_words(choice.action, self.snap.data), "",
                         self._taker(choice.action), rule_label(rule) if rule else ""))
        self.app.stack.push(ActionList(self.app, rows))

    def _taker(self, action: Action):
        if action.verb == "turmoil":
            return lambda: self._confirm_turmoil(action)
        return lambda: self.take(action)

    def _confirm_turmoil(self, action: Action) -> None:
        """Turmoil chosen while other cards could still be resolved asks
        first: it costs VP and the leader, and one click cannot be undone
        (a lone turmoil is taken by the engine itself, not asked here)."""
        from scenes.dialog import Dialog

        self.app.stack.push(Dialog(
            self.app, N_("Fall into turmoil?"),
            N_("The Eyrie lose 1 VP for each bird card in the Decree (7.7.1), purge the "
               "Decree (7.7.2), depose the leader (7.7.3) and end Daylight (7.7.4)."),
            ((N_("Fall into turmoil"), lambda: self.take(action), "danger"),
             (N_("Cancel"), None, "normal"))))

    def show_game_over(self) -> None:
        data = self.game.to_position()
        winner = data.get("winner")
        history = self.game.history
        battles = sum(self._battles)
        crafts = sum(1 for a in history if a.verb == "craft")
        summary = [
            _("Rounds played: {n}").format(n=data["round"]),
            _("Battles: {b} · Cards crafted: {c}").format(b=battles, c=crafts),
            _("Actions taken: {n}").format(n=len(history)),
        ]
        self.app.stack.push(GameOverPanel(self.app, winner, dict(data["vp"]), summary,
                                          self.export_rootlog, self.to_title,
                                          self.replay_offer()))

    def export_rootlog(self) -> None:
        try:
            path = self.session.export_rootlog()
        except Exception as exc:  # noqa: BLE001 - SaveError, ValueError: say why
            self.app.toast(_("Could not export the record: {error}").format(error=exc), None,
                           "warning")
            return
        self.app.toast(_("Rootlog record written: {file}").format(file=path.name), None,
                       "info")

    # --- choices (clicks) ---------------------------------------------------------------

    def _with_extras(self, battle: dict) -> dict:
        """The battle with its extra hits by name (the panel lists them, and
        its height counts their lines: the buttons are laid out by it)."""
        if "extras" in battle:
            return battle
        return dict(battle, extras=battle_extras(battle, self.snap.data))

    def _battle_showing(self) -> dict | None:
        data = self.snap.data
        if data.get("battle"):
            return data["battle"]
        pending = data.get("pending") or []
        if pending and pending[0]["kind"] in ("lose", "hospital") and self.battle_memo:
            return self.battle_memo
        return None

    def _memo_unread(self) -> bool:
        """A finished battle's panel is up and has not had its while yet."""
        return self.battle_memo is not None and self.memo_age < MEMO_TIME \
            and not self.snap.data.get("pending")

    def _rebuild_choices(self) -> None:
        key = (len(self.game.history), self.game.to_act, self.acting(),
               self._battle_showing() is not None, self._memo_unread(), i18n.language())
        if key == self._choices_key:
            return
        self._choices_key = key
        for b in self.choice_buttons + self.leader_cards:
            self.group.widgets.remove(b)
        self.choice_buttons = []
        self.leader_cards = []
        if not self.acting() or self.game.is_over:
            return
        choices = [c for c in self.ctl.clicks() if c.action.verb != "end"]
        leaders = [c for c in choices if c.action.verb == "leader"]
        choices = [c for c in choices if c.action.verb != "leader"]
        if self._memo_unread():
            # The leader cards would cover the panel of the battle that
            # threw the Eyrie into turmoil (play-testing): they come once
            # it has been up its while.
            leaders = []
        for rect, choice in zip(leader_card_rects(len(leaders)), leaders, strict=True):
            card = LeaderCard(rect, choice.action.args[0],
                              choice_label(choice.action, self.snap.data),
                              self._taker(choice.action))
            card.action = choice.action
            self.group.add(card)
            self.leader_cards.append(card)
        if not choices:
            return
        choices = self._in_hand_order(choices)
        battle = self._battle_showing()
        if battle is not None:
            battle = self._with_extras(battle)
            self.battle.place(self.view.layout.spots[battle["clearing"]].centre[1], battle,
                              self._only_pass_note(battle), self.snap.data.get("pending"),
                              partial(self._occupied, battle["clearing"]))
            area = self.battle.buttons
            per_row = max(1, min(len(choices), 4))
            grid = self._choice_grid(choices, area.w, per_row, two_lines=False)
        else:
            grid = self._choice_grid(choices, L.LOG_RECT.w - 28, 4, two_lines=True)
            area = self.decision_area(grid)
        gap = 8
        w = (area.w - gap * (grid.per_row - 1)) // grid.per_row
        for choice in choices:
            row, col = divmod(grid.slots[choice.action], grid.per_row)
            rect = (area.x + col * (w + gap), area.y + row * (grid.height + 6), w, grid.height)
            label = choice_label(choice.action, self.snap.data)
            button = Button(rect, lambda label=label: label, self._taker(choice.action),
                            size=grid.size, tooltip=self._choice_tip(choice.action))
            button.action = choice.action
            self.group.add(button)
            self.choice_buttons.append(button)

    def _choice_tip(self, action: Action):
        """The button's tooltip, in the language of the moment, or None."""
        if choice_tooltip(action, self.snap.data) is None:
            return None
        return lambda: choice_tooltip(action, self.snap.data) or ""

    def _in_hand_order(self, choices: list) -> list:
        """Choices made with a card (discard, Field Hospitals, ambush) in the
        order the hand shows those cards, so button and card read alike;
        the rest keep the engine's order."""
        hand = self.snap.hand(self.viewer)
        codes = hand if isinstance(hand, list) else []

        def place(choice) -> int:
            thing = choice.thing
            if thing.kind == "card" and thing.key[0] in codes:
                return codes.index(thing.key[0])
            return len(codes)
        return sorted(choices, key=place)

    def _decision_identity(self) -> tuple:
        """What stays the same while one decision lasts (discarding down to
        five card by card, choosing pieces hit by hit)."""
        data = self.snap.data
        pending = data.get("pending") or []
        battle = data.get("battle") or {}
        return (data["round"], data["turn"], data["phase"], data["step"], self.game.to_act,
                pending[0]["kind"] if pending else None, battle.get("clearing"),
                battle.get("stage"), self._battle_showing() is not None)

    def _choice_grid(self, choices: list, width: int, per_row: int,
                     two_lines: bool) -> ChoiceGrid:
        """Where each choice's button sits: for the whole of one decision a
        button keeps its place and the set keeps one font size, so a click
        never moves the button beside it under the pointer (discarding down
        to five used to close up the row after every card)."""
        identity, lang = self._decision_identity(), i18n.language()
        grid = self._grid
        if grid is None or grid.decision != identity:
            grid = self._grid = ChoiceGrid(identity, per_row, 0, 0, {}, "")
        if grid.language != lang:  # a new decision, or the words changed language
            labels = [choice_label(c.action, self.snap.data) for c in choices]
            w = (width - 8 * (grid.per_row - 1)) // grid.per_row
            grid.size, grid.height = choice_type(labels, w - 14, two_lines)
            grid.language = lang
        for choice in choices:
            if choice.action not in grid.slots:
                taken = set(grid.slots.values())
                grid.slots[choice.action] = next(i for i in range(len(taken) + 1)
                                                 if i not in taken)
        return grid

    def decision_area(self, grid: ChoiceGrid) -> pygame.Rect:
        """The decision box's buttons, at the foot of the log column (the log
        keeps its top lines, where the newest are read, above it)."""
        rows = max(grid.slots.values(), default=0) // grid.per_row + 1
        h = rows * (grid.height + 6) - 6
        return pygame.Rect(L.LOG_RECT.x + 14, L.LOG_RECT.bottom - 14 - h, L.LOG_RECT.w - 28, h)

    def _decision_rect(self) -> pygame.Rect | None:
        """The decision box: its question above a grid of buttons, holes and all."""
        if not self.choice_buttons or self._battle_showing() is not None:
            return None
        size, lines = self._question_lines()
        extra = (len(lines) - 1) * (theme.font(size, "bold").get_linesize() - 2)
        top = min(b.rect.top for b in self.choice_buttons) - 44 - extra
        return pygame.Rect(L.LOG_RECT.x, top, L.LOG_RECT.w, L.LOG_RECT.bottom - top)

    def _question_lines(self) -> tuple[int, list[str]]:
        """The decision box's question, whole: on two lines when one would
        cut it (in Russian «…затем исполнить устав: Вер…»). Asked a few times
        a frame (the box's rect, its drawing): wrapped once per question."""
        return _fitted_question(self.question())

    # --- input --------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.pulse.stir()
        if self.drag is None and self.shell_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.pointer_moved()
            self.aim_hover()
            if self.drag is not None:
                self._drag_motion(event.pos)
                return True
        if event.type == pygame.MOUSEWHEEL:
            if self.drag is not None and self.drag.max_count > 1:
                self.drag.count = max(1, min(self.drag.max_count, self.drag.count + event.y))
                self._update_held()
                return True
            if self.log.handle_event(event, self.pointer):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5) \
                and self.drag is not None and self.drag.max_count > 1:
            # SDL 2 sends a wheel notch twice, as MOUSEWHEEL and as button 4/5;
            # the count follows the first only (both moved it by 2 a notch).
            return True
        if self.drag is not None and self.drag.sticky and event.type in (
                pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            if event.type == pygame.MOUSEBUTTONDOWN and not self._press_count(event.pos):
                self._drop_at(self.drag, event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag is not None \
                and self._press_count(event.pos):
            return True
        if self.group.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.lesson_panel is None and self.log_toggle_rect().collidepoint(event.pos):
                self.toggle_log()
                return True
            if self.log.handle_event(event, self.pointer):
                return True
            if self._under_log(event.pos):
                return True  # the boards beneath a tall log are out of reach
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.drag:
            self._cancel_drag()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            return self._release(event.pos)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key, mod = event.key, event.mod
        if key == pygame.K_ESCAPE:
            if self.drag is not None:
                self._cancel_drag()
            else:
                self.open_pause()
            return True
        if key == pygame.K_z and mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        if self.drag is not None and pygame.K_1 <= key <= pygame.K_9 and self.drag.max_count:
            self.drag.count = max(1, min(self.drag.max_count, key - pygame.K_0))
            self._update_held()
            return True
        focused = self.keyboard_widget()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused is not None:
            focused.activate()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.end_phase()
            return True
        if key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP, pygame.K_LEFT, pygame.K_RIGHT):
            back = key in (pygame.K_UP, pygame.K_LEFT) or bool(mod & pygame.KMOD_SHIFT)
            self.move_focus(back)
            return True
        if key == pygame.K_l:
            self.toggle_log()
            return True
        if key == pygame.K_PAGEUP:
            self.log.scroll(5)
            return True
        if key == pygame.K_PAGEDOWN:
            self.log.scroll(-5)
            return True
        return False

    # Pointer things ----------------------------------------------------------------------

    def _only_pass_note(self, battle: dict) -> str:
        """Why the person deciding an ambush or a foil may only pass: read
        off the engine's legal list (a lone ``pass``), said only to them."""
        if battle.get("stage") not in ("ambush", "foil") or not self.acting():
            return ""
        if [a.verb for a in self.game.legal_actions()] != ["pass"]:
            return ""
        if self.passes_for_player():
            return _("None of your cards can do it here: an ambush must match the clearing "
                     "(a bird matches any). The table passes for you.")
        return _("None of your cards can do it here: an ambush must match the clearing "
                 "(a bird matches any). You are asked all the same, so your hand stays "
                 "secret (1.2.1).")

    def _me(self) -> str | None:
        who = self.game.to_act
        return FACTIONS[who] if who >= 0 else None

    def source_of(self, hit: Hit) -> Thing | None:
        """The Thing a press on ``hit`` picks up (whether or not it may move)."""
        me = self._me()
        k, key = hit.kind, hit.key
        if k == "warriors" and key[1] == me:
            return gestures.warriors(key[0])
        if k == "card" and me == self.viewer:
            return gestures.card(key[1])
        if k == "track":
            return gestures.building(key[0])
        if k == "roost_track":
            return gestures.ROOST
        if k == "keep_supply":
            return gestures.KEEP
        if k == "crafted" and key[1] == me and gestures.crafted_gesture(key[0]) == "drag":
            return gestures.crafted(key[0])
        return None

    def click_things(self, hit: Hit) -> list[Thing]:
        """What a click on ``hit`` may mean, most specific first."""
        k, key = hit.kind, hit.key
        if k in ("clearing", "ruler", "ruin"):
            return [gestures.clearing(key[0])]
        if k == "warriors":
            return [gestures.clearing(key[0])]
        if k in ("building", "wood", "keep"):
            kind = key[1] if k == "building" else k
            return [Thing("piece", (key[0], kind)), gestures.clearing(key[0])]
        if k == "card":
            return [gestures.card(key[1])]
        if k == "crafted":
            return [gestures.crafted(key[0])]
        if k == "leader_other":
            return [Thing("leader", (key[0],))]
        if k in ("decree", "decree_card"):
            return [gestures.DECREE]
        if k == "discard":
            return [Thing("discard")]
        if k == "phase":
            return [gestures.PHASE]
        return []

    def target_of(self, pos: tuple[int, int], source: Thing,
                  targets: list[Thing] | None = None) -> Thing | None:
        """The Thing under the pointer a held ``source`` would be dropped on."""
        if self._under_log(pos):
            return None
        if EXTRA_ZONE.collidepoint(pos) and gestures.EXTRA_ACTION in (targets or []):
            return gestures.EXTRA_ACTION
        hit = self.view.hit_at(pos)
        if hit is None:
            c = self.view.layout.clearing_at(pos)
            return gestures.clearing(c) if c is not None else None
        k, key = hit.kind, hit.key
        me = self._me()
        if k in ("clearing", "ruler", "ruin", "warriors", "building", "wood", "keep"):
            c = key[0]
            if source.kind == "warriors" and source.key[0] == c:
                enemy_piece = (k == "warriors" and key[1] != me) or (
                    k == "building" and (key[1] == "roost") != (me == "eyrie")) or (
                    k in ("wood", "keep") and me == "eyrie")
                if enemy_piece:
                    return gestures.enemy(c)
                return None  # back where it came from: cancel
            return gestures.clearing(c)
        if k == "crafting":
            return gestures.CRAFTING
        if k in ("decree", "decree_card"):
            return gestures.column(key[0])
        return None

    def _press(self, pos: tuple[int, int]) -> bool:
        hit = self._finish_animation(pos)
        if hit is None:
            hit = self.view.hit_at(pos)
        if hit is None:
            return False
        if hit.kind == "discard":
            self.app.stack.push(DiscardPile(self.app, list(self.snap.data["discard"])))
            return True
        if not self.acting():
            return False
        source = self.source_of(hit)
        if source is not None and (source in self.ctl.draggable()
                                   or not self._clicks_for(hit)):
            self._begin_drag(source, hit, pos)
            return True
        if self._click(hit, pos):
            return True
        return self._explain_crafted(hit) or self._explain_click(hit)

    def _explain_click(self, hit: Hit) -> bool:
        """A click on a clearing that is not one of the lit ones while the
        decision is made by clicking clearings (Recruit, wood, payment): the
        engine says why that clearing is not one, rather than nothing. A
        press on your warrior supply then says how recruiting is done (a
        person tried dragging a warrior from it onto the map)."""
        if hit.kind == "supply" and hit.key[0] == self._me():
            recruits = [c.action for c in self.ctl.clicks()
                        if c.thing.kind == "clearing" and c.action.verb in ("recruit",
                                                                            "place_warrior")]
            if recruits:
                self.app.toast(_("The warriors come from your supply by themselves: click "
                                 "one of the lit clearings"),
                               action_rule(recruits[0], decision_context(self.game.state)),
                               "info", topic="supply_hint")
                return True
        for thing in self.click_things(hit):
            refused = self.ctl.click_refusal(thing)
            if refused is not None:
                self.refuse(refused)
                return True
        # The keep or a roost to place: a click on a clearing that does not
        # glow says why, as that drop would (6.3.1: a corner clearing).
        for thing in (t for t in self.click_things(hit) if t.kind == "clearing"):
            for source in self._placing():
                if thing not in self.ctl.targets(source):
                    self.refuse(self.ctl.refusal(source, thing), source)
                    return True
        return False

    def _explain_crafted(self, hit: Hit) -> bool:
        """A click on one of your crafted cards that cannot be used now: the
        engine says why (Daylight only, used already), so a click on a card
        never passes in silence."""
        if hit.kind != "crafted" or hit.key[1] != self._me():
            return False
        refused = self.ctl.crafted_refusal(hit.key[0])
        if refused is None:
            return False
        self.refuse(refused)
        return True

    def _finish_animation(self, pos: tuple[int, int]) -> Hit | None:
        """A press while pieces move: the animation ends at once, and a press
        on a sliding stack picks up that stack where it arrives."""
        if self.anim is None:
            return None
        slide = self.anim.slide_at(pos)
        self.anim = None
        self.view.layer(self.snap, None, self.current_column())  # the final position
        if slide is None:
            return None
        hit = Hit("warriors", (slide.clearing, slide.faction))
        return hit if self.view.rect_of(hit) is not None else None

    def _clicks_for(self, hit: Hit):
        for thing in self.click_things(hit):
            choices = self.ctl.clicks_on(thing)
            if choices:
                return choices
        return []

    def _placing(self) -> list[Thing]:
        """The lone pieces from the supply to be placed now (the keep at
        setup, a roost for A New Roost or a Decree Build card): their
        clearings glow without anything held, and a click on one places the
        piece there, as a drag would. Warriors and buildings are not among
        them: a click on the map must not move or build by surprise."""
        draggable = self.ctl.draggable()
        return [source for source in PLACED_BY_CLICK if source in draggable]

    def _placing_drop(self, hit: Hit) -> Drop | None:
        """The drop a click on ``hit`` means while a piece is being placed."""
        things = [t for t in self.click_things(hit) if t.kind == "clearing"]
        for source in self._placing():
            for drop in self.ctl.drops(source):
                if drop.target in things:
                    return drop
        return None

    def _click(self, hit: Hit, pos: tuple[int, int]) -> bool:
        choices = self._clicks_for(hit)
        if not choices:
            drop = self._placing_drop(hit)
            if drop is None:
                return False
            self._resolve_drop(drop, pos)
            return True
        if len(choices) == 1:
            self.take(choices[0].action)
        else:
            self.app.stack.push(ChoiceMenu(
                self.app, N_("Choose"),
                [(choice_label(c.action, self.snap.data), self._taker(c.action))
                 for c in choices], near=pos, within=self._menu_area(pos)))
        return True

    # Dragging -------------------------------------------------------------------------------

    def _begin_drag(self, source: Thing, hit: Hit, pos: tuple[int, int]) -> None:
        count = 0
        if source.kind == "warriors":
            count = self.snap.clearing(source.key[0])[f"{self._me()}_warriors"]
        self.drag = Drag(source, hit, pos, pos, count, count,
                         targets=self.ctl.targets(source), origin=self.view.rect_of(hit))

    def _drag_motion(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        drag.pos = pos
        if not drag.moving and (abs(pos[0] - drag.start[0]) + abs(pos[1] - drag.start[1])
                                > DRAG_START):
            drag.moving = True

    def _update_held(self) -> None:
        pass  # the held count is read from the drag each frame

    def held(self) -> Held | None:
        drag = self.drag
        if drag is None or not drag.moving:
            return None
        k, key = drag.hit.kind, drag.hit.key
        if k == "warriors":
            return Held("warriors", (key[0], key[1]), drag.count)
        if k == "card":
            return Held("card", key)
        if k == "track":
            return Held("track", (key[0],))
        if k == "roost_track":
            return Held("track", ("roost",))
        if k == "keep_supply":
            return Held("keep")
        if k == "crafted":
            return Held("crafted", (key[0],))
        return None

    def _cancel_drag(self) -> None:
        self.drag = None
        self.app.toasts.dismiss("lift")

    def _release(self, pos: tuple[int, int]) -> bool:
        drag = self.drag
        assert drag is not None
        self.drag = None
        if not drag.moving:
            # A press without a move is a click (e.g. battle menu on a stack);
            # on warriors that may move and mean nothing else it picks them up.
            if not self._click(drag.hit, pos) and not self._offer_battle(drag) \
                    and not self._lift(drag, pos):
                self._explain_crafted(drag.hit) or self._explain_click(drag.hit)
            return True
        return self._drop_at(drag, pos)

    def _lift(self, drag: Drag, pos: tuple[int, int]) -> bool:
        """Pick warriors up by a click: they follow the pointer, the − / +
        chooser beside the stack sets how many, the next click drops them.
        A crafted card used on a clearing (Tax Collector), the keep, a
        roost or a building to place are picked up the same way, and a
        toast says what to do with it: the clearings where the engine
        allows it are lit. True if something was picked up."""
        if drag.source not in self.ctl.draggable() or not drag.targets:
            return False
        if drag.source.kind == "card":
            # A hand card is played by where it goes (the crafting row, a
            # Decree column, a sawmill to overwork): clicked, it is held and
            # those places glow, as in the drag.
            self.app.toast(_("{card}: click where it glows to play it there "
                             "(Esc puts it back)").format(card=card_name(drag.source.key[0])),
                           None, "info", topic="lift")
        elif not any(t.kind == "clearing" for t in drag.targets):
            return False
        elif drag.source in PLACED_BY_CLICK or drag.source.kind == "building":
            drop = self.ctl.drops(drag.source)[0]
            piece = drag.source.key[0] if drag.source.kind == "building" else drag.source.kind
            self.app.toast(_("Click one of the lit clearings to place the {piece} there "
                             "(Esc puts it back)").format(piece=name_of(BUILDING_NAMES, piece)),
                           action_rule(drop.default), "info", topic="lift")
        elif drag.source.kind == "crafted":
            code = drag.source.key[0]
            drop = next(d for d in self.ctl.drops(drag.source) if d.target.kind == "clearing")
            self.app.toast(_("{card}: click one of the lit clearings to use it there "
                             "(Esc puts it back)").format(card=card_name(code)),
                           action_rule(drop.default), "info", topic="lift")
        elif drag.source.kind != "warriors":
            return False
        drag.moving = drag.sticky = True
        drag.pos = pos
        self.drag = drag
        return True

    def count_buttons(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect] | None:
        """(−, count, +) beside the origin stack while warriors are held."""
        drag = self.drag
        if drag is None or drag.source.kind != "warriors" or drag.max_count < 2:
            return None
        stack = drag.origin
        if stack is None:
            return None
        minus = pygame.Rect(0, 0, COUNT_BUTTON, COUNT_BUTTON)
        label = pygame.Rect(0, 0, 70, COUNT_BUTTON)
        plus = minus.copy()
        label.midtop = (stack.centerx, stack.bottom + 6)
        label.clamp_ip(L.MAP_RECT.inflate(-2 * COUNT_BUTTON - 8, -8))
        minus.midright = (label.left - 4, label.centery)
        plus.midleft = (label.right + 4, label.centery)
        return minus, label, plus

    def _press_count(self, pos: tuple[int, int]) -> bool:
        """A click on − or + of the chooser (True if it was one)."""
        rects = self.count_buttons()
        if rects is None or self.drag is None:
            return False
        minus, label, plus = rects
        step = -1 if minus.collidepoint(pos) else 1 if plus.collidepoint(pos) else 0
        if not step and not label.collidepoint(pos):
            return False
        self.drag.count = max(1, min(self.drag.max_count, self.drag.count + step))
        return True

    def _drop_at(self, drag: Drag, pos: tuple[int, int]) -> bool:
        """Drop what ``drag`` holds at ``pos`` (snaps back if nothing takes it)."""
        self.drag = None
        if drag.sticky:
            self.app.toasts.dismiss("lift")  # put down: its how-to is done
        target = self.target_of(pos, drag.source, drag.targets)
        if target is None:
            target = self._near_enemy(drag, pos)
        if target is None:
            self._hint_battle(drag, pos)
            self._snap(drag)
            return True
        count = drag.count if drag.source.kind == "warriors" else None
        if target.kind == "enemy":
            count = None
        try:
            drop = self.ctl.drop(drag.source, target, count)
        except IllegalAction as exc:
            self.refuse(exc, drag.source)
            self._snap(drag)
            return True
        self._resolve_drop(drop, pos, drag.source)
        return True

    def _home_clearing(self, drag: Drag, pos: tuple[int, int]) -> int | None:
        """The clearing warriors were dropped back into, if the battle there
        is among the engine's targets for them (None otherwise)."""
        if drag.source.kind != "warriors":
            return None
        c = drag.source.key[0]
        if gestures.enemy(c) not in drag.targets or self.view.layout.clearing_at(pos) != c:
            return None
        return c

    def _near_enemy(self, drag: Drag, pos: tuple[int, int]) -> Thing | None:
        """A drop back in its own clearing just beside an enemy piece there
        (within `NEAR_MISS` pixels, and off the stack's own place) aimed at
        that piece: it is the battle drop. At 1280x720 the two stacks of a
        clearing lie about 30 pixels apart, so a few pixels off is common."""
        c = self._home_clearing(drag, pos)
        if c is None or (drag.origin is not None and drag.origin.collidepoint(pos)):
            return None
        enemy = "eyrie" if self._me() == "marquise" else "marquise"
        for rect, hit in self.view.all_hits():
            if hit.key[:1] != (c,) or not (
                    (hit.kind == "warriors" and hit.key[1] == enemy)
                    or (hit.kind == "building" and (hit.key[1] == "roost") == (enemy == "eyrie"))
                    or (hit.kind in ("wood", "keep") and enemy == "marquise")):
                continue
            if rect.inflate(2 * NEAR_MISS, 2 * NEAR_MISS).collidepoint(pos):
                return gestures.enemy(c)
        return None

    def _hint_battle(self, drag: Drag, pos: tuple[int, int]) -> None:
        """Warriors dropped back where they came from, where a battle is
        possible: the drop cancels (a battle rolls dice and cannot be taken
        back, so a drop that may mean "never mind" never starts one), and a
        toast says how a battle is started, so the miss is not silent."""
        c = self._home_clearing(drag, pos)
        if c is None:
            return
        self.app.toast(_("To battle in clearing {c}, drop your warriors onto an enemy piece "
                         "there, or click your warriors").format(c=c),
                       action_rule(Action("battle", (c,))), "info", topic="battle_hint")

    def _offer_battle(self, drag: Drag) -> bool:
        """A click on your warriors where a battle is possible: offer it."""
        if drag.source.kind != "warriors":
            return False
        c = drag.source.key[0]
        try:
            drop = self.ctl.drop(drag.source, gestures.enemy(c))
        except IllegalAction:
            return False
        self._resolve_drop(drop, drag.pos)
        return True

    def _resolve_drop(self, drop: Drop, pos: tuple[int, int], origin: Thing | None = None
                      ) -> None:
        """Take a drop's one action, or ask which (beside ``pos``, and where
        there is room off the clearing the ``origin`` came from)."""
        if drop.single:
            self.take(drop.default)
            return
        data = self.snap.data
        # The question is headed by the move it is about ("Move 3 warriors
        # from clearing 1 to 5"), its buttons say which card pays: the choices
        # alone ("a rabbit Decree card", "a bird Decree card") named no move.
        title = (lambda: offer_words(drop.default, data).split(" · ")[0]) \
            if len({a.verb for a in drop.actions}) == 1 else N_("Which one?")
        self.app.stack.push(ChoiceMenu(
            self.app, title,
            [(drop_choice_label(a), self._taker(a)) for a in drop.actions], near=pos,
            within=self._menu_area(pos), also_clear=self._origin_square(origin)))

    def _occupied(self, but: int) -> list[pygame.Rect]:
        """The squares of the clearings with warriors or buildings, all but
        clearing ``but``: what the battle panel keeps off where it can."""
        out = []
        for c in self.view.layout.spots:
            row = self.snap.clearing(c)
            if c != but and (row["marquise_warriors"] or row["eyrie_warriors"] or row["roost"]
                             or row["sawmills"] or row["workshops"] or row["recruiters"]):
                out += self._clearing_square(c)
        return out

    def _origin_square(self, thing: Thing | None) -> list[pygame.Rect]:
        """The square round the clearing a Thing on the map stands in."""
        if thing is None or thing.kind not in ("warriors", "clearing") or not thing.key:
            return []
        return self._clearing_square(thing.key[0], pad=8)

    def _clearing_square(self, c: int, pad: int = 0) -> list[pygame.Rect]:
        """The square round clearing ``c``'s circle (none for no clearing)."""
        spot = self.view.layout.spots.get(c)
        if spot is None:
            return []
        r = pygame.Rect(0, 0, 2 * (spot.radius + pad), 2 * (spot.radius + pad))
        r.center = (round(spot.centre[0]), round(spot.centre[1]))
        return [r]

    @staticmethod
    def _menu_area(pos: tuple[int, int]) -> pygame.Rect | None:
        """Where a menu asked at ``pos`` goes: on the map for a point on it
        (the Decree and the boards the choice may be about stay in sight),
        else beside the point wherever there is room."""
        return L.MAP_RECT if L.MAP_RECT.collidepoint(pos) else None

    def _snap(self, drag: Drag) -> None:
        held_sprite = self.view.held_sprite(self._held_of(drag), self.snap)
        rect = self.view.rect_of(drag.hit)
        if held_sprite is not None and rect is not None:
            self.snap_back = SnapBack(held_sprite, drag.pos, rect.center)

    def _held_of(self, drag: Drag) -> Held:
        saved, self.drag = self.drag, drag
        held = self.held() or Held()
        self.drag = saved
        return held

    # --- frame ------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        speed = self.speed()
        self.pulse.advance(dt, dt * speed)
        self.battle.update(dt * speed)
        if self.anim is not None:
            self.anim.age += dt * speed
            if self.anim.done:
                self.anim = None
        if self.snap_back is not None:
            self.snap_back.age += dt * speed
            if self.snap_back.age > 0.25:
                self.snap_back = None
        if self.battle_memo is not None:
            self.memo_age += dt * speed
            if self.memo_age > MEMO_TIME and not (self.snap.data.get("pending")):
                self.battle_memo = self.memo_queue.pop(0) if self.memo_queue else None
                if self.battle_memo is not None:
                    self.memo_age = 0.0
                    self.battle.start_roll()
                self._choices_key = None
        self.update_shell(dt)
        self._sync_controls()

    def settled(self) -> bool:
        """Also: a finished battle's panel has been up its while (and those
        of the battles of the same step after it). Play-testing: the
        computer took a whole turn under the panel of the player's battle,
        and the round changed before it could be read."""
        # A question pending (hits, Field Hospitals) holds the panels where
        # they are until it is answered: waiting for them as well left a
        # computer asked after two Decree battles in one step thinking for
        # ever (play-testing, computer against computer).
        return self.anim is None and self.snap_back is None \
            and self.battle.roll_age >= ROLL_TIME and not self._memo_unread() \
            and (not self.memo_queue or bool(self.snap.data.get("pending")))

    def next_change(self) -> float | None:
        """Slides, a snap back and rolling dice move; a finished battle's
        panel goes after `MEMO_TIME`, a tooltip comes after its delay; the
        glows breathe for a while after each input (`Pulse`). A position
        not drawn yet (changed by anything but input) is drawn at once."""
        if self.anim is not None or self.snap_back is not None \
                or self.battle.roll_age < ROLL_TIME or self.snap is not self._drawn_snap:
            return 0.0
        memo = tooltip = None
        if self.battle_memo is not None and not self.snap.data.get("pending"):
            memo = (MEMO_TIME - self.memo_age) / self.speed()
        if self.hover is not None and self.hover_time < self.TOOLTIP_DELAY:
            tooltip = self.TOOLTIP_DELAY - self.hover_time
        return soonest(self.pulse.next_change(), memo, tooltip, self.shell_next_change())

    def _sync_controls(self) -> None:
        """Choice buttons, leader cards and the controls' states for now.

        Also called as soon as the game changes, so the picture frozen under
        a pass screen shows no stale leader cards or live buttons."""
        self._rebuild_choices()
        acting = self.acting()
        self.end_button.enabled = acting and self.ctl.can_end_phase()
        self.undo_button.enabled = acting and self.ctl.can_undo()
        self.list_button.enabled = acting and not self.game.is_over
        self.hint_button.enabled = acting and not self.game.is_over

    def highlights(self) -> Highlights:
        if not self.acting():
            return Highlights()
        clearings: set[int] = set()
        areas: set[Hit] = set()
        cards: set[int] = set()
        me = self._me()
        hand = self.snap.hand(self.viewer)
        hand_list = hand if isinstance(hand, list) else []
        if self.drag is not None and (self.drag.moving or self.drag.source.kind == "crafted"):
            # A crafted card lights its clearings as soon as it is pressed.
            for t in self.drag.targets:
                if t.kind in ("clearing", "enemy"):
                    clearings.add(t.key[0])
                elif t.kind == "crafting" and me:
                    areas.add(Hit("crafting", (me,)))
                elif t.kind == "column":
                    areas.add(Hit("decree", (t.key[0],)))
            if gestures.CRAFTING in self.drag.targets:
                # The crafting pieces this card could activate light up (4.1).
                piece = "workshop" if me == "marquise" else "roost"
                drop = next(d for d in self.ctl.drops(self.drag.source)
                            if d.target == gestures.CRAFTING)
                for action in drop.actions:
                    for c in action.args[1:]:
                        areas.add(Hit("building", (c, piece)))
            origin = self.drag.source.key[0] if self.drag.source.kind == "warriors" else None
            return Highlights(frozenset(clearings), origin, frozenset(), frozenset(areas))
        for source in self.ctl.draggable():
            if source.kind == "card" and any(
                    t.kind in ("crafting", "column") for t in self.ctl.targets(source)):
                # Cards that can be crafted or added to the Decree now.
                cards.update(i for i, code in enumerate(hand_list) if code == source.key[0])
            elif source.kind == "warriors" and self.current_column():
                areas.add(Hit("warriors", (source.key[0], me)))
            elif source.kind == "building":
                kind = source.key[0]
                areas.add(Hit("track", (kind, self.snap.on_map(kind), True)))
            elif source == gestures.ROOST:
                areas.add(Hit("roost_track", (self.snap.on_map("roost"), True)))
            elif source == gestures.KEEP:
                areas.add(Hit("keep_supply", ()))
            elif source.kind == "crafted" and me:
                # A crafted card used by dragging it (Tax Collector) glows
                # like one used by a click: it can be used now.
                areas.add(Hit("crafted", (source.key[0], me)))
            if source in PLACED_BY_CLICK:  # a click on the clearing places it (_placing)
                clearings.update(t.key[0] for t in self.ctl.targets(source)
                                 if t.kind == "clearing")
        for choice in self.ctl.clicks():
            t = choice.thing
            if t.kind == "clearing":
                clearings.add(t.key[0])
            elif t.kind == "card":
                for i, code in enumerate(hand_list):
                    if code == t.key[0]:
                        cards.add(i)
            elif t.kind == "leader":
                areas.add(Hit("leader_other", (t.key[0], True)))
            elif t.kind == "crafted" and me:
                areas.add(Hit("crafted", (t.key[0], me)))
            elif t.kind == "piece":
                c, kind = t.key
                areas.add(Hit("building", (c, kind)) if kind not in ("wood", "keep")
                          else Hit(kind, (c,)))
        if self.hover is not None and self.hover.kind == "card":
            pass
        return Highlights(frozenset(clearings), None, frozenset(cards), frozenset(areas))

    # --- the shell's questions ------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        return faction_name(FACTIONS[seat])

    def action_words(self, action: Action) -> str:
        return action_words(action, self.game.to_act)[0]

    def thinking_anchor(self) -> tuple[int, int]:
        return (L.HAND_RECT.right - 10, L.HAND_RECT.y + 19)

    def auto_pass_words(self) -> tuple[str, str | None]:
        ctx = decision_context(self.game.state)
        words = AUTO_PASS_WORDS.get(ctx)
        if words is None:
            return super().auto_pass_words()
        return _(words), action_rule(self.game.legal_actions()[0], ctx) or None

    def thinking_left_limit(self) -> int:
        return self.view.hand_title_right + 12

    def hint_anchor(self) -> tuple[int, int]:
        return (L.MAP_RECT.centerx, L.MAP_RECT.y + 10)

    def chances_mean_something(self) -> bool:
        return self.game.state.phase != "setup"

    def hint_keep_clear(self) -> list[pygame.Rect]:
        """The clearings in play (:meth:`busy_clearings`), where the map has
        room: the box lay over clearings 1 and 5 with the warriors to move."""
        # Not the glows of a drag: the box would move under the pointer.
        return [r for c in sorted(self.busy_clearings(lit=self.drag is None))
                for r in self._clearing_square(c)]

    def hint_area(self) -> pygame.Rect:
        """The map: moved off what it suggests, the box went up over the top
        bar («1 action left · the march has one more move», a play-test at
        1600x900), or could go over the boards, the hand or the buttons."""
        return L.MAP_RECT

    def record_anchor(self) -> tuple[int, int]:
        """The recording banner goes where it covers no clearing (their
        pieces are what the lesson being recorded is about): on the map's
        top or bottom edge if one has room, else over the woods between
        clearings, wherever it stays farthest from them. Found once per
        language (the banner's words set its width)."""
        lang = i18n.language()
        if self._record_at is None or self._record_at[0] != lang:
            width, height = self.record_banner_size()
            spots = list(self.view.layout.spots.values())
            m = L.MAP_RECT

            def clearance(at: tuple[int, int]) -> float:
                box = pygame.Rect(at, (width, height))
                return min(math.dist(s.centre, (min(max(s.centre[0], box.left), box.right),
                                                min(max(s.centre[1], box.top), box.bottom)))
                           - s.radius for s in spots)

            xs = range(m.x + 12, m.right - 12 - width, 8)
            edges = [(x, y) for y in (m.y + 12, m.bottom - 62) for x in xs]
            best = max(edges, key=clearance)
            if clearance(best) < 8:
                best = max(((x, y) for y in range(m.y + 12, m.bottom - 61, 16) for x in xs),
                           key=clearance)
            self._record_at = (lang, best)
        return self._record_at[1]

    def thing_rect(self, thing: Thing) -> pygame.Rect | None:
        """Where a controller Thing is on screen: a clearing's warriors or
        circle, a hand card, a Decree column, a building on the track."""
        me = self._me()
        k, key = thing.kind, thing.key
        if k == "warriors":
            r = self.view.rect_of(Hit("warriors", (key[0], me)))
            if r is not None:
                return r
        if k in ("clearing", "enemy", "warriors"):
            spot = self.view.layout.spots.get(key[0])
            if spot is None:
                return None
            radius = round(spot.radius)
            return pygame.Rect(round(spot.centre[0]) - radius, round(spot.centre[1]) - radius,
                               2 * radius, 2 * radius)
        if k == "piece":
            c, kind = key
            hit = Hit("building", (c, kind)) if kind not in ("wood", "keep") else Hit(kind, (c,))
            return self.view.rect_of(hit)
        # A building or roost is taken from the first space still covered
        # (the hint's arrow started at the empty "·" of a used space).
        by_kind = {"card": ("card", lambda h: h.key[1] == key[0]),
                   "column": ("decree", lambda h: h.key[0] == key[0]),
                   "building": ("track", lambda h: h.key[0] == key[0] and h.key[2]),
                   "crafted": ("crafted", lambda h: h.key[0] == key[0]),
                   "leader": ("leader_other", lambda h: h.key[0] == key[0]),
                   "roost": ("roost_track", lambda h: h.key[1]),
                   "keep": ("keep_supply", lambda h: True),
                   "crafting": ("crafting", lambda h: True),
                   "phase": ("phase", lambda h: True)}
        if k in by_kind:
            hit_kind, wanted = by_kind[k]
            for rect, hit in self.view.hits(hit_kind):
                if wanted(hit):
                    return rect
        if k == "extra_action":
            return EXTRA_ZONE
        return None

    def target_rects(self, target) -> list[pygame.Rect]:
        """Where a lesson's highlight target is: ``{"clearing": 5}``,
        ``{"warriors": [5, "eyrie"]}``, ``{"card": code}`` … (docs/lessons.md)."""
        ((kind, value),) = target.items()
        rects: list[pygame.Rect | None] = []
        if kind == "clearing":
            rects.append(self.thing_rect(gestures.clearing(value)))
        elif kind == "building":
            rects.append(self.thing_rect(Thing("piece", (value[0], value[1]))))
        elif kind == "warriors":
            rects.append(self.view.rect_of(Hit("warriors", (value[0], value[1]))))
        elif kind == "card":
            rects += [r for r, h in self.view.all_hits()
                      if (h.kind == "card" and h.key[1] == value)
                      or (h.kind in ("crafted", "decree_card") and value in h.key)]
        elif kind == "column":
            rects.append(self.thing_rect(gestures.column(value)))
        elif kind == "leader":
            rects += [r for r, h in self.view.all_hits()
                      if h.kind in ("leader_other", "leader") and h.key and h.key[0] == value]
        elif kind == "track":
            hit_kind = "roost_track" if value == "roost" else "track"
            rects += [r for r, h in self.view.hits(hit_kind)
                      if hit_kind == "roost_track" or h.key[0] == value]
        elif kind == "item":
            rects += [r for r, h in self.view.all_hits() if value in h.key]
        return [r for r in rects if r is not None]

    def evidence_targets(self, exc: IllegalAction) -> list:
        """The clearings, card and Decree column a refusal names."""
        out: list = []
        for key in ("clearing", "origin", "destination"):
            value = exc.params.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                out.append({"clearing": value})
        if isinstance(exc.params.get("card"), str):
            out.append({"card": exc.params["card"]})
        if isinstance(exc.params.get("column"), str):
            out.append({"column": exc.params["column"]})
        return out

    def hint_rects(self) -> list[pygame.Rect]:
        """A choice made with a button (the prompt, the battle panel, a
        leader card) glows on its button; a move, on its pieces."""
        hint = self.hint
        if hint is not None and hint.action is not None:
            for widget in self.choice_buttons + self.leader_cards:
                if getattr(widget, "action", None) == hint.action:
                    return [widget.rect]
            if hint.action == self.end_action() and self.end_button.enabled:
                return [self.end_button.rect]  # what is pressed, not the phase chip
        return super().hint_rects()

    def current_column(self) -> str | None:
        data = self.snap.data
        if data["turn"] == "eyrie" and data["phase"] == "daylight":
            return data["turn_state"]["decree_column"]
        return None

    def draw(self, surface: pygame.Surface) -> None:
        snap = self._drawn_snap = self.snap
        # Beneath an overlay (the pass screen) the position is drawn as it
        # is; what changed animates once the table is on top again.
        moving = self.anim if self.app.stack.top is self else None
        shown = moving.held_back(snap) if moving is not None else snap
        self.view.draw(surface, shown, self.highlights(), self.held(), self.hover,
                       self.pulse.time, self.current_column())
        self.aim_hover()
        if moving is not None:
            moving.draw(surface)
        self._draw_log_and_decision(surface)
        battle = self._battle_showing() or (self.battle_memo if self.battle_memo else None)
        if battle is not None:
            memo = battle is self.battle_memo and not snap.data.get("battle")
            battle = self._with_extras(battle)
            note = self._only_pass_note(battle)
            self.battle.place(self.view.layout.spots[battle["clearing"]].centre[1], battle, note,
                              snap.data.get("pending"),
                              partial(self._occupied, battle["clearing"]))
            self.battle.draw(surface, battle, snap.data.get("pending") or [], memo, self._me(),
                             note)
        self._draw_extra_zone(surface)
        self.group.draw(surface)
        self.draw_shell(surface, self.pulse.time)
        self._draw_held(surface)
        if self.snap_back is not None:
            sb = self.snap_back
            t = min(1.0, sb.age / 0.25)
            x = sb.start[0] + (sb.end[0] - sb.start[0]) * t
            y = sb.start[1] + (sb.end[1] - sb.start[1]) * t
            surface.blit(sb.sprite, sb.sprite.get_rect(center=(round(x), round(y))))
        self._draw_tooltip(surface)

    def log_area(self) -> pygame.Rect:
        """Where the log lies: its place under the boards, or the whole
        column over the boards when made tall (L); above the decision box."""
        decision = self._decision_rect()
        top = L.MARQUISE_BOARD.y if self.log_tall else L.LOG_RECT.y
        bottom = decision.y - 6 if decision is not None else L.LOG_RECT.bottom
        return pygame.Rect(L.LOG_RECT.x, top, L.LOG_RECT.w, bottom - top)

    def log_toggle_rect(self) -> pygame.Rect:
        """The log's More / Less button, left of its page tabs."""
        r = self.log.rect
        w = max(70, theme.font(17, "bold").size(self._log_toggle_label())[0] + 20)
        return pygame.Rect(r.right - 244 - w, r.y + 8, w, 30)

    def _log_toggle_label(self) -> str:
        return _("Less") if self.log_tall else _("More")

    def toggle_log(self) -> None:
        """A taller log over the faction boards, to read a whole turn of the
        other player at 1280x720 without paging; again, back to its place."""
        self.log_tall = not self.log_tall
        # To the newest line: the old offset was kept for the other height,
        # and the first paint (before the new body is laid out) showed old
        # lines over an empty foot.
        self.log.offset = 0

    def _draw_log_and_decision(self, surface: pygame.Surface) -> None:
        decision = self._decision_rect()
        self.log.rect = self.log_area()
        self.log.body = pygame.Rect(self.log.rect.x + 14, self.log.rect.y + 46,
                                    self.log.rect.w - 28, self.log.rect.h - 56)
        self.log.tabs = {
            "words": pygame.Rect(self.log.rect.right - 236, self.log.rect.y + 8, 104, 30),
            "rootlog": pygame.Rect(self.log.rect.right - 124, self.log.rect.y + 8, 110, 30),
        }
        if decision is not None:
            surface.blit(theme.panel_surface(decision.size, (250, 232, 190), theme.GOLD,
                                             alpha=250), decision.topleft)
            size, lines = self._question_lines()
            step = theme.font(size, "bold").get_linesize() - 2
            for i, line in enumerate(lines):
                img = theme.text(line, size, theme.BARK, "bold")
                surface.blit(img, (decision.x + 14, decision.y + 12 + i * step))
        if self.log.rect.h > 60 and self.lesson_panel is None:
            if self.log_tall:  # the boards beneath must not show through
                pygame.draw.rect(surface, theme.PARCHMENT, self.log.rect, border_radius=12)
            self.log.draw(surface)  # in a lesson, its panel is drawn there (the shell)
            toggle = self.log_toggle_rect()
            lit = toggle.collidepoint(self.pointer)
            pygame.draw.rect(surface, theme.GOLD if lit else theme.PARCHMENT_DARK, toggle,
                             border_radius=8)
            pygame.draw.rect(surface, theme.BARK, toggle, width=2, border_radius=8)
            label = theme.text(self._log_toggle_label(), 17, theme.INK, "bold")
            surface.blit(label, label.get_rect(center=toggle.center))

    def question(self) -> str:
        """What the decision box asks: the pending decision, else the step."""
        data = self.snap.data
        pending = data.get("pending") or []
        head = pending[0] if pending else None
        kind = head["kind"] if head else None
        if kind == "hospital":
            return ngettext("Field Hospitals: spend a card matching clearing {c} to bring "
                            "{n} warrior to the keep (6.2.3)",
                            "Field Hospitals: spend a card matching clearing {c} to bring "
                            "{n} warriors to the keep (6.2.3)",
                            head["warriors"]).format(c=head["clearing"], n=head["warriors"])
        if kind == "pay":
            return _("Choose the clearing the next wood for the build comes from (6.5.4)")
        if kind == "wood":
            return _("Wood is short: choose the sawmill that gets it (6.4)")
        if kind == "recruit":
            return _("Warriors are short: choose where the next one goes (1.5.4)")
        if kind == "lose":
            return _("Choose which piece the hits remove (4.3.4)")
        if data["step"] == "discard":
            return _("Click the cards to discard down to five (6.6)")
        return self.view.step_text(self.snap)

    def _draw_extra_zone(self, surface: pygame.Surface) -> None:
        if self.drag is None or not self.drag.moving \
                or gestures.EXTRA_ACTION not in self.drag.targets:
            return
        pygame.draw.rect(surface, (70, 50, 32), EXTRA_ZONE, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, EXTRA_ZONE, width=3, border_radius=12)
        for i, line in enumerate(theme.wrap(_("Drop a bird card here for one more action "
                                               "(6.5)"), 20, EXTRA_ZONE.w - 20)):
            img = theme.text(line, 20, theme.CREAM, "bold")
            surface.blit(img, img.get_rect(midtop=(EXTRA_ZONE.centerx,
                                                   EXTRA_ZONE.y + 60 + i * 26)))

    def _draw_count_chooser(self, surface: pygame.Surface) -> None:
        rects = self.count_buttons()
        if rects is None or self.drag is None:
            return
        minus, label, plus = rects
        box = minus.union(plus).inflate(8, 8)
        pygame.draw.rect(surface, (30, 22, 14), box, border_radius=10)
        for rect, sign, live in ((minus, "−", self.drag.count > 1),
                                 (plus, "+", self.drag.count < self.drag.max_count)):
            fill = theme.GOLD if live else theme.PARCHMENT_DARK
            if live and rect.collidepoint(self.pointer):
                fill = theme.CREAM
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            pygame.draw.rect(surface, theme.BARK, rect, width=2, border_radius=8)
            ink = theme.INK if live else theme.DISABLED
            cx, cy = rect.center  # drawn, not a glyph: every font has these
            pygame.draw.line(surface, ink, (cx - 8, cy), (cx + 8, cy), 4)
            if sign == "+":
                pygame.draw.line(surface, ink, (cx, cy - 8), (cx, cy + 8), 4)
        img = theme.text(f"{self.drag.count}/{self.drag.max_count}", 22, theme.CREAM, "bold")
        surface.blit(img, img.get_rect(center=label.center))

    def _draw_held(self, surface: pygame.Surface) -> None:
        self._draw_count_chooser(surface)
        held = self.held()
        if held is None or self.drag is None:
            return
        sprite = self.view.held_sprite(held, self.snap)
        if sprite is None:
            return
        surface.blit(sprite, sprite.get_rect(center=self.drag.pos))
        if self.drag.max_count > 1:
            label = theme.text(_("{n} of {m} · wheel or 1-9").format(
                n=self.drag.count, m=self.drag.max_count), 18, theme.CREAM, "bold")
            box = label.get_rect(midtop=(self.drag.pos[0], self.drag.pos[1] + 34)).inflate(14, 6)
            box.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, (30, 22, 14), box, border_radius=8)
            surface.blit(label, label.get_rect(center=box.center))

    def _under_log(self, pos: tuple[int, int]) -> bool:
        """A point on the tall log, over the boards it covers."""
        return self.log_tall and self.log.rect.collidepoint(pos)

    def tooltip_text(self, hover: Hit) -> str | None:
        if self._under_log(self.pointer):
            return None  # the tall log lies over the boards here
        battle = self._battle_showing() or self.battle_memo
        if battle is not None and self.battle.rect.collidepoint(self.pointer):
            return None  # the battle panel lies over the map here: not what is under it
        movable = self._movable_clearings() if self.acting() else frozenset()
        return tooltip_for(hover, self.snap, movable)

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """What a tooltip on the map keeps clear of where it has room: the
        battle panel (play-testing: a tooltip covered its title), the
        decision box, which say what is being decided, and the table's
        buttons (one covered End Daylight, Undo and Menu), and the toasts up
        now (a refusal hid the top of a clearing's tooltip)."""
        avoid = [L.CONTROLS_RECT]
        avoid += [t.rect for t in self.app.toasts.shown() if t.rect is not None]
        if self._battle_showing() is not None or self.battle_memo is not None:
            avoid.append(self.battle.rect)
        decision = self._decision_rect()
        if decision is not None:
            avoid.append(decision)
        return avoid

    def badge_rule_at(self, pos: tuple[int, int]) -> str | None:
        return self.log.rule_at(pos)

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        text = self.shown_tooltip()
        if text:
            draw_tooltip(surface, text, self.pointer, avoid=self.tooltip_avoid())


def battle_extras(battle: dict, data: dict) -> tuple[list[str], list[str]]:
    """The extra hits of a battle (4.3.3) by name, attacker's then
    defender's, from public facts of the position ``data`` taken before the
    hits were dealt: the battle effects used, the Eyrie's Commander leading
    an attack (7.8), a defender without warriors in the clearing
    (defenceless). The engine adds each as one hit; the panel names them."""
    att, dfn = battle["attacker"], battle["defender"]
    effects = battle.get("effects") or []
    to_def: list[str] = []
    to_att: list[str] = []
    if "brutal_tactics" in effects:
        to_def.append("brutal_tactics")
    if att == "eyrie" and (data.get("eyrie") or {}).get("leader") == "commander":
        to_def.append("commander")
    if battle.get("stage") == "end" and "defenceless" in battle:
        # The engine's battle after its hits, which may have removed the
        # defender's last warriors: it kept whether the defenceless hit was
        # one. (The table's own memo of a battle reads the position before.)
        if battle["defenceless"]:
            to_def.append("defenceless")
    elif not data["clearings"][battle["clearing"] - 1][f"{dfn}_warriors"]:
        to_def.append("defenceless")
    if "sappers" in effects:
        to_att.append("sappers")
    return to_def, to_att


def choice_type(labels: list[str], width: int, two_lines: bool) -> tuple[int, int]:
    """(font size, button height) that fit every label in ``width``: one
    line at the largest size that fits them all; else, where the buttons may
    grow (the decision box), two lines at a readable size in taller buttons;
    else the smallest size (a label still too long is cut by the button)."""
    for size in (20, 18, 17, 16):
        if all(theme.font(size, "bold").size(label)[0] <= width for label in labels):
            return size, CHOICE_HEIGHT
    if two_lines:
        for size in (18, 17, 16):
            font = theme.font(size, "bold")
            if all(len(lines := theme.wrap(label, size, width, "bold")) <= 2
                   and all(font.size(line)[0] <= width for line in lines)
                   for label in labels):
                return size, 2 * font.get_linesize() + 6
    for size in (15, 14):
        if all(theme.font(size, "bold").size(label)[0] <= width for label in labels):
            return size, CHOICE_HEIGHT
    return 14, CHOICE_HEIGHT


def faction_name(faction: str) -> str:
    return name_of(FACTION_NAMES, faction)
