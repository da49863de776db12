"""The Codex card table: two people at one computer play with the mouse.

Interaction only; drawing is :class:`~scenes.codex.view.CodexView` and every
rule question goes to the rules controller (:class:`CodexController`): what
may be picked up, where it may go (the glow), what a drop or click means,
and the refusal for any other drop, whose rule the toast shows ("Codex p.7
You must attack the Squad Leader first."). The table keeps what is about
people: whose eyes are on the screen (hot-seat privacy), what the pointer
holds, the combat numbers floating over the cards, and the log.

Privacy: the seat shown is ``viewer`` (the player who decides); a hand is
drawn only after that seat confirmed on the pass screen, which comes up
whenever the decision passes to the other player. What is drawn comes from
``game.view(viewer)`` (see :mod:`scenes.codex.snapshot`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache, partial

import pygame

from game.codex import controller as G
from game.codex.actions import Action
from game.codex.cards import CARD_INDEX, CARDS, CODEX
from game.codex.controller import CodexController
from game.codex.lawbook import action_rule
from game.codex.state import TECH_WORDS
from game.common.errors import IllegalAction
from game.common.gesture import Drop, Thing
from scenes import i18n, theme
from scenes.codex import card_art as art
from scenes.codex.overlays import GameOverPanel, PassScreen, TechOverlay
from scenes.codex.session import SEATS, typed_names
from scenes.codex.snapshot import Snapshot
from scenes.codex.view import (
    BAND,
    HAND_RECT,
    INFO_H,
    INFO_Y,
    LOG_RECT,
    PANEL,
    TABLE_W,
    CodexView,
    Hit,
    Vacancy,
    player_name,
    row_of,
)
from scenes.codex.words import (
    BUILDING_TEXT,
    KEYWORDS,
    PHASES,
    ROMAN,
    SLOT_BONUS,
    Namer,
    OwnerNamer,
    action_words,
    building_name,
    card_name_of,
    card_text_of,
    choice_words,
    codex_seat_names,
    event_words,
    keyword_label,
    listed_words,
    message,
    refusal,
    slot_name,
)
from scenes.i18n import N_, _
from scenes.learn.rulebook import short_label
from scenes.pulse import Pulse
from scenes.seats import SeatName
from scenes.stack import Scene, soonest
from scenes.table_shell import TableShell, play_sound
from scenes.widgets import Button, draw_tooltip

DRAG_START = 6
FX_TIME = 1.6
GHOST_TIME = FX_TIME + 0.3  # a dead card fades out over this long
FLOAT_SIZE = 34  # the floating numbers' and words' type size
FLOAT_MIN = 18  # ... and the smallest, for a long word over a narrow card
RISE = 40  # pixels a second they rise
LINE = 24
LOG_REPLAY_LIMIT = 2_000  # actions: longer logs are said without replaying them


@dataclass
class Drag:
    source: Thing
    hit: Hit
    start: tuple[int, int]
    pos: tuple[int, int]
    moving: bool = False
    targets: list[Thing] = field(default_factory=list)
    #: Picked up by a click (no button held): the card follows the pointer
    #: until the next click plays it where that lands, as on the Root table.
    sticky: bool = False


@dataclass
class Floater:
    """A number or word rising over a card: damage, armor, a death."""

    text: str
    colour: tuple[int, int, int]
    pos: tuple[int, int]
    age: float = 0.0
    delay: float = 0.0
    over: int | None = None  # the card or building it rises over (None: unknown)

    #: The widest it may be drawn: the card's width, so that a long word
    #: ("погибает", 168 pixels at full size) stays over its own card and off
    #: the next one; its type shrinks to fit (None: no limit).
    width: int | None = None

    def image(self) -> pygame.Surface:
        """The words at the largest size up to FLOAT_SIZE that fit ``width``."""
        size = FLOAT_SIZE
        while self.width is not None and size > FLOAT_MIN and \
                _float_image(self.text, size, self.colour).get_width() > self.width:
            size -= 1
        return _float_image(self.text, size, self.colour)

    def box(self) -> pygame.Rect:
        """Where it starts, the size it is drawn at."""
        w, h = self.image().get_size()
        return pygame.Rect(self.pos[0] - w // 2, self.pos[1] - h // 2, w, h)

    def drawn(self) -> pygame.Rect | None:
        """Where it is drawn now (rising as it ages, kept on the screen);
        None before its delay is up."""
        age = self.age - self.delay
        if age < 0:
            return None
        screen = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
        return self.box().move(0, -round(age * RISE)).clamp(screen)


def _float_image(text: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    return theme.shadowed_text(text, size, colour, "bold")


def placed(new: Floater, others: list[Floater]) -> Floater:
    """``new`` moved clear of the floaters over *other* cards (two neighbours
    killed by one sparkshot read "погибаепогибает" when their words met):
    lifted above them in the lower half of the table, set below them in the
    upper half, so it stays on the screen. Words over one card keep their
    places (the damage number and "dies" are meant to rise one after the
    other)."""
    screen = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
    boxes = [f.box().clamp(screen) for f in others if f.over != new.over]
    box = new.box().clamp(screen)  # where it is drawn: a card at the edge, all of it
    up = box.centery > theme.LOGICAL_SIZE[1] // 2
    for _step in range(len(boxes) + 1):
        hit = [b for b in boxes if b.colliderect(box)]
        if not hit:
            break
        if up:
            box.bottom = min(b.top for b in hit)
        else:
            box.top = max(b.bottom for b in hit)
    new.pos = box.center
    return new


def _spread_numbers(floaters: list[Floater]) -> None:
    """Two damage numbers over one card in one action (the fight's, then
    the tower's shot) side by side, not one over the other ("-3" under
    "-1"), both still over the card (``width``)."""
    by_card: dict[int | None, list[Floater]] = {}
    for f in floaters:
        if f.text.startswith("-") and f.text[1:].isdigit():
            by_card.setdefault(f.over, []).append(f)
    for numbers in by_card.values():
        k = len(numbers)
        if k < 2:
            continue
        width = min(f.width or art.PLAY_SIZE[0] for f in numbers)
        step = min(36, max(0, width - 34) // (k - 1))
        for j, f in enumerate(numbers):
            f.pos = (f.pos[0] + round((j - (k - 1) / 2) * step), f.pos[1])


@dataclass
class Ghost:
    """A card that died, fading where it stood while its damage and "dies"
    rise over it. In the in-play area its place in the row is kept
    (``vacancy``) until those marks are gone: then the row closes up."""

    face: pygame.Surface
    rect: pygame.Rect  # where it stood (in a patrol slot: where it stays)
    id: int = -1
    vacancy: Vacancy | None = None
    age: float = 0.0


@dataclass
class Strike:
    """The attack line from attacker to target while the combat plays out."""

    start: tuple[int, int]
    end: tuple[int, int]
    age: float = 0.0


@dataclass
class LogLine:
    """One line of the log, said in the current language when drawn (so a
    language switch in Settings applies to the lines already there)."""

    say: Callable[[], str | None]
    player: int | None  # who acted; None for an event line (indented)
    rule: str = ""  # the rule the action exercises (its badge opens the reference)
    heading: bool = False  # a turn begins: "— Turn 8 · Player 2 —"

    @property
    def text(self) -> str:
        return self.say() or ""


class CodexTable(TableShell):
    SEAT_NAMES = SEATS
    GAME_KIND = "codex"

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.view = CodexView()
        self.ctl = CodexController(self.game, on_commit=self._on_commit)
        self.namer = Namer(self.game.state, self.names())
        # The glows' clock: |((1.6 t) mod 2) - 1| (draw) is brightest at 0.
        self.pulse = Pulse(1.25)
        self.drag: Drag | None = None
        self.floaters: list[Floater] = []
        self.ghosts: list[Ghost] = []
        self.strikes: list[Strike] = []
        self.lines: list[LogLine] = []
        self.listed: list[Action] = []  # the action list's rows, in order (open_action_list)
        self._marks: list[int] = []
        self.log_offset = 0
        #: A line to show at the log's top at its next drawing (the start of
        #: the computer's turn just ended), then the log follows the newest.
        self.log_from: int | None = None
        self._turn_heads: list[int] = []  # where each turn's heading line is
        self.log_shown: list[str] = []  # the log's lines as last drawn, wrapped
        self._log_surface: pygame.Surface | None = None
        self._log_key: tuple | None = None
        self._log_badges: list[tuple[pygame.Rect, str]] = []  # where the log drew its badges
        self.tech_offered_at: int | None = None
        self._build_controls()
        self.snap = self._snapshot()
        self._drawn_snap: Snapshot | None = None  # the snapshot last drawn
        self._drawn_vacant: tuple[Vacancy, ...] = ()  # ... and the places it kept
        self._rebuild_log_from_history()

    @property
    def viewer(self) -> int:
        """The seat whose eyes are on the screen."""
        return self.seat_shown

    # --- lifecycle -------------------------------------------------------------

    def enter(self) -> None:
        self._check_privacy()

    def resume(self) -> None:
        self.pulse.stir()
        self._check_privacy()

    # --- controls ---------------------------------------------------------------

    def _build_controls(self) -> None:
        x, w = PANEL.x + 8, PANEL.w - 16
        self.primary = Button((x, 146, w, 54), self._primary_label, self.primary_action,
                              kind="primary", size=22,
                              tooltip=N_("End the main phase: the patrol locks (Enter)"))
        half = (w - 8) // 2
        self.undo_button = Button((x, 208, half, 46), N_("Undo"), self.undo, size=20,
                                  tooltip=N_("Take back the last action of this main phase "
                                             "(Ctrl+Z)"))
        self.menu_button = Button((x + half + 8, 208, half, 46), N_("Menu"), self.open_pause,
                                  size=20, tooltip=N_("Pause menu: save, load, settings (Esc)"))
        self.list_button = Button((x, 262, half, 44), N_("All actions…"),
                                  self.open_action_list, size=18,
                                  tooltip=N_("Every action possible now, as a list "
                                             "(keyboard: arrows and Enter)"))
        self.hint_button = self.make_hint_button((x + half + 8, 262, half, 44), size=18)
        self.start_lesson(lambda: LOG_RECT)
        if self.watching:
            # No person plays: the watch bar in place of the person's controls.
            self.menu_button.rect = pygame.Rect(x, 268, w, 40)
            self.group.add(self.menu_button)
            self.start_watching()
        else:
            for b in (self.primary, self.undo_button, self.menu_button, self.list_button,
                      self.hint_button):
                self.group.add(b)

    def open_action_list(self) -> None:
        """Every legal action in words: the keyboard's way to play."""
        if not self.acting() or self.game.is_over:
            return
        from scenes.woodland.overlays import ActionList

        actions = [action for source in self.ctl.draggable()
                   for drop in self.ctl.drops(source) for action in drop.actions]
        actions += [c.action for c in self.ctl.clicks()
                    if c.action.verb != "tech"]  # the tech overlay chooses those
        namer = OwnerNamer(self.game.state, self.names())
        labels = [listed_words(action, namer) for action in actions]
        # Two copies of a card on one side still read alike: number them.
        same, seen = Counter(labels), Counter()
        for k, label in enumerate(labels):
            if same[label] > 1:
                seen[label] += 1
                labels[k] = f"{label} ({seen[label]})"
        self.listed = actions  # what each row takes, in order
        rows = [(label, "", self._taker(action), short_label(action_rule(action)))
                for label, action in zip(labels, actions, strict=True)]
        tech = next((c.action for c in self.ctl.clicks() if c.action.verb == "tech"), None)
        if tech is not None:
            # Play-testing: the tech step listed nothing at all. Its choices
            # are pairs of cards, chosen in the picker this row opens.
            detail = _("Opens the picker of the cards your codex puts into your discard pile")
            rows.insert(0, (_("Choose tech cards…"), detail, self.open_tech,
                            short_label(action_rule(tech))))
        self.app.stack.push(ActionList(self.app, rows))

    def _primary_label(self) -> str:
        if self.game.is_over:
            return _("Game over")
        if self.game.state.phase == "tech":
            return _("Choose tech cards…")
        return _("End main phase")

    def primary_action(self) -> None:
        if self.game.is_over:
            self.show_game_over()
        elif self.game.state.phase == "tech":
            self.open_tech()
        else:
            self.end_phase()

    # --- snapshot and privacy ----------------------------------------------------

    def _snapshot(self) -> Snapshot:
        # "Your hand" only over a person's seat: watching two computers, the
        # hand shown is a computer's, face down in play and up at the end.
        self.view.hand_words = CodexView.HAND_WORDS if self.seats.human(self.viewer) \
            else CodexView.COMPUTER_HAND_WORDS
        return Snapshot.of(self.game, self.viewer, hand_visible=self.revealed,
                           names=self.names())

    def names(self) -> tuple[SeatName, ...]:
        """The seats' names: those typed at New game (none: "Player 1",
        "Player 2"), a computer seat's with its level (`scenes.seats.SeatName`)."""
        return codex_seat_names(self.seats.kinds,
                                typed_names(getattr(self.session, "players", {}) or {}))

    def _refresh(self) -> None:
        self.namer.state = self.game.state
        self._trim_log()
        self.snap = self._snapshot()
        self.pulse.stir()
        self._check_privacy()
        if self.game.is_over and not self.over_shown:
            self.over_shown = True
            self.show_game_over()

    # --- privacy (the shell decides; these are the Codex table's parts) ----------

    def pass_screen(self, seat: int) -> Scene:
        phase = _(PHASES[self.game.state.phase])
        reason = _("Your turn {n}: {phase}. The other player looks away.").format(
            n=self.game.state.turn_number, phase=phase)
        return PassScreen(self.app, seat, reason, self._reveal, self.names())

    def after_privacy(self) -> None:
        if self.acting() and self.game.state.phase == "tech" \
                and self.tech_offered_at != len(self.game.history):
            if self.lesson is not None:
                # In a lesson the table stays in view and the choice waits
                # for "Choose tech cards…": a lesson done or lost as this
                # turn began is told by its panel, not hidden by the choice.
                self.tech_offered_at = len(self.game.history)
                return
            if self.game.history and self.seats.computer(1 - self.game.state.turn):
                # After the computer's turn the table and its log stay in
                # view (what it did, whether your hero died); the glowing
                # "Choose tech cards…" opens the choice when you are ready.
                self.tech_offered_at = len(self.game.history)
                self.app.toast(_("Your turn: see what happened in the log, then choose "
                                 "your tech cards."), None, "info")
                return
            self.open_tech()

    def revealed_now(self) -> None:
        if self.game.state.phase == "tech":
            self.open_tech()

    def open_tech(self) -> None:
        if not self.acting() or self.game.state.phase != "tech":
            return
        self.tech_offered_at = len(self.game.history)
        actions = [c.action for c in self.ctl.clicks_on(G.TECH)]
        s = self.game.state
        codex = [CARDS[s.code[i]].code for i in s.codex[s.turn]]
        if self.app.stack.top is self:
            self.app.stack.push(TechOverlay(self.app, actions, codex, self.take,
                                            every=CODEX[s.specs[s.turn]]))

    # --- the log -------------------------------------------------------------------

    def _rebuild_log_from_history(self) -> None:
        self.lines, self._marks, self._turn_heads = [], [], []
        game = self.game
        if not game.history and game.seed is None:
            return
        # From a position there is no seed to replay the lines from; a log
        # far longer than any real game (they run 100-200 actions) is said
        # plainly rather than replayed a second time (the save opened it
        # from its stored position, bench/saves.py).
        if game.seed is None or len(game.history) > LOG_REPLAY_LIMIT:
            self._plain_log()
            return
        try:
            from game.codex.game import Game

            probe = Game.new(game.seed or 0, game.options, track_undo=False)
            # The first turn's upkeep comes with the deal, before any action:
            # its gold was the one the log never said (before the marks, so
            # no undo takes it out).
            opening = Namer.frozen(probe.state, self.names())
            for event in probe.last_events:
                if event[0] == "turn":
                    self._turn_heading(event)
                elif event_words(event, opening):
                    self.lines.append(LogLine(partial(event_words, event, opening), None))
            for action in game.history:
                actor = probe.to_act
                before = Namer.frozen(probe.state, self.names())
                probe.apply(action)
                self._record(action, actor, probe.last_events, before)
        except (IllegalAction, ValueError):
            self._plain_log()

    def _plain_log(self) -> None:
        """The actions alone, actor unknown (their events are not kept)."""
        namer = Namer.frozen(self.game.state, self.names())
        self.lines, self._marks = [], []
        for action in self.game.history:
            self._marks.append(len(self.lines))
            self.lines.append(LogLine(partial(action_words, action, namer), None,
                                      action_rule(action)))

    def _record(self, action: Action, actor: int, events: list[tuple],
                namer: Namer | None = None) -> None:
        namer = Namer.frozen((namer or self.namer).state, self.names())
        self._marks.append(len(self.lines))
        self.lines.append(LogLine(partial(action_words, action, namer), actor,
                                  action_rule(action)))
        self.log_offset = 0
        self.log_from = None
        for event in events:
            if event[0] == "turn":
                self._turn_heading(event)
            elif event_words(event, namer):
                self.lines.append(LogLine(partial(event_words, event, namer), None))

    def _turn_heading(self, event: tuple) -> None:
        """A heading where a turn begins. A person's turn after the
        computer's shows the log from the computer's heading: play-testing,
        its 15-25 lines took a dozen wheel clicks to find the start of."""
        _kind, player, number = event
        if self._turn_heads and self.computers_turn_ended(1 - player, player):
            self.log_from = self._turn_heads[-1]
        self._turn_heads.append(len(self.lines))
        self.lines.append(LogLine(lambda: _("— Turn {n} · {player} —").format(
            n=number, player=player_name(player, self.names())), None, heading=True))

    def _trim_log(self) -> None:
        n = len(self.game.history)
        if n < len(self._marks):
            self.lines = self.lines[:self._marks[n]]
            del self._marks[n:]
            self._turn_heads = [i for i in self._turn_heads if i < len(self.lines)]

    def log_lines(self) -> list[str]:
        """The log as text (tests and the monkey check it)."""
        return [line.text for line in self.lines]

    # --- doing ------------------------------------------------------------------------

    def perform(self, action: Action) -> bool:
        """Apply one legal action through the controller, with sound, log, fx."""
        actor = self.game.to_act
        before = dict(self.view.rects)
        old_snap = self.snap
        old_namer = Namer.frozen(self.game.state, self.names())
        try:
            events = self.ctl.choose(action)
        except IllegalAction as exc:
            self.refuse(exc)
            return False
        self._record(action, actor, events, old_namer)
        self._refresh()
        self._bury(events, before, old_snap)
        self.view.layer(self.snap, vacant=self.vacancies())  # new positions for the survivors
        self._effects(events, before)
        kinds = {e[0] for e in events}
        if "dies" in kinds or "destroyed" in kinds:
            play_sound("remove")
        elif action.verb in ("play", "patrol", "unpatrol", "attack"):
            play_sound("move")
        if action.verb == "end" and not self.game.is_over and self.seats.human(actor):
            self.app.toast(_("{player}'s patrol is locked until their next turn.").format(
                player=player_name(actor, self.names())), None, "info")
        return True

    def _target_rect(self, target: int, rects: dict) -> pygame.Rect | None:
        """Where ``target`` (a card id, or 100 + a building) is drawn now: a
        card that lives where it stands after the action, a dead one at the
        place its row keeps for it (else where it stood, ``rects``)."""
        if target < 100:
            return self.view.unit_rect(target) \
                or self.view.rect_of(Hit("vacancy", (target,))) \
                or rects.get(Hit("unit", (target,)))
        p, b = divmod(target - 100, 5)
        words = [TECH_WORDS[b]] if b < 4 else ["tower", "surplus", "addon"]
        for w in words:
            r = self.view.rect_of(Hit("building", (p, w))) or rects.get(Hit("building", (p, w)))
            if r is not None:
                return r
        return None

    def _bury(self, events: list[tuple], before: dict, old: Snapshot) -> None:
        """A ghost for each card that died, where it stood; one that stood
        in the in-play area keeps its place in the row (a Vacancy)."""
        for e in events:
            if e[0] != "dies":
                continue
            r = before.get(Hit("unit", (e[1],)))
            dead = old.card(e[1])
            if r is None or dead is None:
                continue
            vacancy = None
            for p in (0, 1):
                row = [c.id for c in row_of(old.side(p))]
                if dead.id in row:
                    vacancy = Vacancy(p, dead, tuple(row[:row.index(dead.id)]))
            self.ghosts.append(Ghost(self.view.unit_face(dead), r.copy(), dead.id, vacancy))

    def vacancies(self) -> tuple[Vacancy, ...]:
        """The places kept in the rows for the ghosts still fading."""
        return tuple(g.vacancy for g in self.ghosts if g.vacancy is not None)

    def ghost_rect(self, ghost: Ghost) -> pygame.Rect:
        """Where a ghost is drawn: its kept place (a card left of it may have
        turned as it attacked, moving the place), else where it stood."""
        if ghost.vacancy is not None:
            return self.view.rect_of(ghost.vacancy.hit) or ghost.rect
        return ghost.rect

    def _effects(self, events: list[tuple], before: dict) -> None:
        """Combat plays out: the attack line, damage both ways, armor, deaths;
        each number and word over the card it is about, as drawn after the
        action (a dead card: its ghost), never over a neighbour."""
        delay = 0.0
        first = len(self.floaters)
        for e in events:
            kind = e[0]
            if kind == "attack":
                a = self._target_rect(e[1], before)
                t = self._target_rect(e[2], before)
                if a is not None and t is not None:
                    self.strikes.append(Strike(a.center, t.center))
                delay = 0.25
            elif kind == "tower":
                # The tower shoots after the fight: its damage rises a beat
                # later, not on top of the fight's number over the same card.
                delay += 0.35
            elif kind == "damage":
                r = self._target_rect(e[1], before)
                if r is not None:
                    self._float(Floater(f"-{e[2]}", (255, 90, 70), r.center, delay=delay,
                                        over=e[1], width=r.w))
            elif kind == "armor":
                r = self._target_rect(e[1], before)
                if r is not None:
                    self._float(Floater(_("armor -1"), (170, 200, 255),
                                        (r.centerx, r.centery - 30), delay=delay, over=e[1],
                                        width=r.w))
            elif kind == "dies":
                r = self._target_rect(e[1], before)
                if r is not None:
                    self._float(Floater(_("dies"), (230, 230, 230),
                                        (r.centerx, r.centery + 24), delay=delay + 0.3, over=e[1],
                                        width=r.w))
            elif kind == "destroyed":
                r = self._target_rect(e[1], before)
                if r is not None:
                    self._float(Floater(_("destroyed"), (255, 200, 120), r.center,
                                        delay=delay + 0.3, over=e[1], width=r.w))
        _spread_numbers(self.floaters[first:])

    def _float(self, floater: Floater) -> None:
        self.floaters.append(placed(floater, self.floaters))

    def refusal_of(self, exc: IllegalAction) -> tuple[str, str]:
        return refusal(exc, self.namer)

    def end_action(self) -> Action:
        return Action("end")

    def undo(self) -> None:
        if not self.acting():
            return
        if not self.ctl.can_undo():
            self.refuse(IllegalAction("codex 2", "undo.nothing"))
            return
        text = self.ctl.undo()
        self.app.toast(_("Taken back: {action}").format(
            action=action_words(Action.parse(text), self.namer)), None, "info", topic="undo")
        self._refresh()

    def show_game_over(self) -> None:
        s = self.game.state
        summary = [
            _("Turns played: {n}").format(n=s.turn_number),
            _("Actions taken: {n}").format(n=len(self.game.history)),
        ] + [_("{player}'s base: {n} HP left").format(player=self.seat_name(p),
                                                       n=max(0, 20 - s.bld_dmg[p][0]))
             for p in (0, 1)]
        people = self.seats.humans
        you = people[0] if len(people) == 1 else None  # one person against the computer
        self.app.stack.push(GameOverPanel(self.app, self.game.winner, summary, self.to_title,
                                          self.names(), self.replay_offer(), you=you))

    # --- input ---------------------------------------------------------------------

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
        if event.type == pygame.MOUSEWHEEL and LOG_RECT.collidepoint(self.pointer):
            self.scroll_log(event.y * 3)
            return True
        if self.drag is not None and self.drag.sticky and event.type in (
                pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            if event.type == pygame.MOUSEBUTTONDOWN:
                self._release(event.pos)
            return True
        if self.group.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if (rule := self.rule_at(event.pos)) is not None:
                self.app.push("reference", rule=rule, game="codex")
                return True
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.drag:
            self._cancel_drag()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            return self._release(event.pos)
        return False

    def _cancel_drag(self) -> None:
        """Put back what is held (Esc, right click): its how-to toast goes too."""
        self.drag = None
        self.app.toasts.dismiss("lift")

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
        focused = self.keyboard_widget()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused is not None:
            focused.activate()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.primary_action()
            return True
        if key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP, pygame.K_LEFT, pygame.K_RIGHT):
            back = key in (pygame.K_UP, pygame.K_LEFT) or bool(mod & pygame.KMOD_SHIFT)
            self.move_focus(back)
            return True
        if key == pygame.K_PAGEUP:
            self.scroll_log(5)
            return True
        if key == pygame.K_PAGEDOWN:
            self.scroll_log(-5)
            return True
        return False

    def scroll_log(self, n: int) -> None:
        self.log_offset = max(0, min(max(0, len(self.lines) - 5), self.log_offset + n))

    def me(self) -> int:
        return self.game.to_act

    def source_of(self, hit: Hit) -> Thing | None:
        """The Thing a press on ``hit`` picks up (whether or not it may move)."""
        if hit.kind == "card":
            return G.card(hit.key[0])
        if hit.kind == "unit":
            c = self.snap.card(hit.key[0])
            if c is not None and self.game.state.ctrl[c.id] == self.me():
                return G.unit(c.id)
        return None

    def target_of(self, pos: tuple[int, int], source: Thing) -> Thing | None:
        """The Thing under the pointer a held ``source`` would be dropped on.

        None (the held card snaps back, nothing said) for a drop back where
        it came from or into the hand, and for a drop outside every part of
        the table, as on Root's table. Any other part of the table — an
        enemy slot, the opponent's side, a panel, the log — is an ``area``
        Thing, which means no action: the controller refuses it with the
        step's rule (docs/codex-table.md: "a drop anywhere else is
        refused")."""
        hit = self.view.hit_at(pos)
        if hit is None:
            return Thing("area", ("log",)) if LOG_RECT.collidepoint(pos) else None
        me = self.me()
        k, key = hit.kind, hit.key
        if k == "unit":
            if source == G.unit(key[0]):
                return None  # back where it came from: cancel
            return G.unit(key[0])
        if k == "slot":
            return G.slot(key[1]) if key[0] == me else Thing("area", ("slot", *key))
        if k == "building":
            return G.building(key[0], key[1])
        if k == "table":
            return G.TABLE if key[0] == me or source.kind == "card" else \
                Thing("area", ("table", *key))
        if k == "workers" and key[0] == me:
            return G.WORKERS
        if k == "card":
            return None  # back into the hand: cancel
        return Thing("area", (k, *key))

    def click_thing(self, hit: Hit) -> Thing | None:
        me = self.me()
        if hit.kind == "hero" and hit.key[0] == me:
            return G.HERO
        if hit.kind == "build":
            return G.build(hit.key[0])
        if hit.kind == "unit":
            return G.unit(hit.key[0])
        return None

    def _press(self, pos: tuple[int, int]) -> bool:
        hit = self.view.hit_at(pos)
        if hit is None or not self.acting() or self.game.is_over:
            return False
        source = self.source_of(hit)
        if source is not None:
            self.drag = Drag(source, hit, pos, pos, targets=self.ctl.targets(source))
            return True
        return self._click(hit, pos)

    def _click(self, hit: Hit, pos: tuple[int, int]) -> bool:
        thing = self.click_thing(hit)
        if thing is None:
            return False
        choices = self.ctl.clicks_on(thing)
        if not choices and thing.kind == "unit" and self._is_my_hero(thing.key[0]):
            # Levelling spends gold: it is the hero panel's deliberate click,
            # never a click on the card (which a player makes to look at it).
            self.app.toast(_("To level up your hero, click its panel; to attack or use "
                             "an ability, drag it onto the target."), None, "info")
            return True
        if not choices:
            self._explain_click(thing)
            return True
        if len(choices) == 1:
            self._taker(choices[0].action)()
        else:
            self._menu([c.action for c in choices], pos)
        return True

    def _replacing(self, name: str) -> str:
        """The warning when building ``name`` would destroy the standing
        add-on (the engine's answer, spec §3), or ''."""
        old, damage = self.game.replaced_addon(name)
        if not old:
            return ""
        return message("build.replaces", {"building": old, "damage": damage})

    def _confirm_replacing(self, action: Action) -> bool:
        """A build that replaces the add-on asks first: the old one is
        destroyed and the base takes damage, which a click should not do
        unawares. True when the question is up (the action waits for it)."""
        if action.verb != "build" or not (warning := self._replacing(str(action.args[0]))):
            return False
        from scenes.dialog import Dialog

        name = building_name(str(action.args[0]))
        self.app.stack.push(Dialog(
            self.app, lambda: _("Build {building}?").format(building=name), lambda: warning,
            ((lambda: _("Build {building}").format(building=name),
              lambda: self.take(action), "primary"),
             (N_("Cancel"), None, "normal"))))
        return True

    def _is_my_hero(self, i: int) -> bool:
        s = self.game.state
        return 0 <= i < len(s.code) and CARDS[s.code[i]].kind == "hero" and s.ctrl[i] == s.turn

    def _explain_click(self, thing: Thing) -> None:
        """A click with nothing to do: say why, from the engine."""
        s = self.game.state
        if thing == G.HERO:
            action = Action("level") if s.ctrl[s.turn * 38 + 34] >= 0 else Action("summon")
        elif thing.kind == "build":
            action = Action("build", (thing.key[0],))
        else:
            return
        try:
            self.game.check(action)
        except IllegalAction as exc:
            self.refuse(exc)

    def _drag_motion(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        drag.pos = pos
        if not drag.moving and abs(pos[0] - drag.start[0]) + abs(pos[1] - drag.start[1]) \
                > DRAG_START:
            drag.moving = True

    def _release(self, pos: tuple[int, int]) -> bool:
        drag = self.drag
        assert drag is not None
        self.drag = None
        if drag.sticky:
            self.app.toasts.dismiss("lift")  # played or put back: its how-to is done
        if not drag.moving:
            if not self._click(drag.hit, pos):
                self._lift(drag, pos)
            return True
        target = self.target_of(pos, drag.source)
        if target is None:
            return True
        try:
            drop = self.ctl.drop(drag.source, target)
        except IllegalAction as exc:
            self.refuse(exc, drag.source)
            return True
        self._resolve_drop(drop, pos)
        return True

    def _lift(self, drag: Drag, pos: tuple[int, int]) -> None:
        """A hand card clicked, not dragged: it is held and the places it may
        go glow, and a toast says so. Before, a click on a hand card did
        nothing at all, and nothing said that cards are dragged."""
        if drag.hit.kind != "card" or not drag.targets:
            return
        self.app.toast(_("{card}: click where it glows to play it there "
                         "(Esc puts it back)").format(card=card_name_of(drag.hit.key[0])),
                       None, "info", topic="lift")
        drag.moving = drag.sticky = True
        drag.pos = pos
        self.drag = drag

    def _resolve_drop(self, drop: Drop, pos: tuple[int, int]) -> None:
        if drop.single:
            self.take(drop.default)
            return
        self._menu(list(drop.actions), pos)

    def _menu(self, actions: list[Action], pos: tuple[int, int]) -> None:
        from scenes.woodland.overlays import ChoiceMenu

        self.app.stack.push(ChoiceMenu(
            self.app, N_("Which one?"),
            [(self._choice_label(a), self._taker(a)) for a in actions], near=pos))

    def _choice_label(self, action: Action) -> str:
        return choice_words(action, self.namer, offer=True)

    def _taker(self, action: Action):
        """Taking ``action`` from a menu or the list (a build that replaces
        the add-on asks first)."""
        return lambda: self._confirm_replacing(action) or self.take(action)

    # --- frame ----------------------------------------------------------------------

    def update(self, dt: float) -> None:
        speed = self.speed()
        self.pulse.advance(dt)
        for f in self.floaters:
            f.age += dt * speed
        self.floaters = [f for f in self.floaters if f.age < FX_TIME + f.delay]
        for g in self.ghosts:
            g.age += dt * speed
        # A ghost (and the place its row keeps) lasts while a word rises over it.
        over = {f.over for f in self.floaters}
        self.ghosts = [g for g in self.ghosts if g.age < GHOST_TIME or g.id in over]
        for st in self.strikes:
            st.age += dt * speed
        self.strikes = [st for st in self.strikes if st.age < 0.9]
        tech = self.game.state.phase == "tech"
        acting = self.acting()
        self.primary.enabled = self.game.is_over or (acting and (tech
                                                                or self.ctl.can_end_phase()))
        self.undo_button.enabled = acting and self.ctl.can_undo()
        self.list_button.enabled = acting and not self.game.is_over
        self.hint_button.enabled = acting and not self.game.is_over
        self.update_shell(dt)

    def settled(self) -> bool:
        return not self.floaters and not self.strikes and not self.ghosts

    def next_change(self) -> float | None:
        """Strikes and floating numbers move; a tooltip comes after its
        delay; the glows breathe for a while after each input (`Pulse`). A
        position not drawn yet (changed by anything but input) is drawn at once."""
        if self.floaters or self.strikes or self.ghosts or self.snap is not self._drawn_snap \
                or self.vacancies() != self._drawn_vacant:
            return 0.0
        tooltip = None
        if self.hover is not None and self.hover_time < self.TOOLTIP_DELAY:
            tooltip = self.TOOLTIP_DELAY - self.hover_time
        return soonest(self.pulse.next_change(), tooltip, self.shell_next_change())

    def glow_rects(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """(targets of what is held, or what may be picked up; click choices)."""
        if not self.acting() or self.game.is_over:
            return [], []
        me = self.me()
        if self.drag is not None and self.drag.moving:
            out = []
            for t in self.drag.targets:
                r = self._thing_rect(t, me)
                if r is not None:
                    out.append(r)
            return out, []
        movable = []
        for thing in self.ctl.draggable():
            if thing.kind == "card":
                for rect, hit in self.view.hits:
                    if hit.kind == "card" and hit.key[0] == thing.key[0]:
                        movable.append(rect)
            else:
                r = self._thing_rect(thing, me)
                if r is not None:
                    movable.append(r)
        clicks = []
        for choice in self.ctl.clicks():
            t = choice.thing
            r = self.thing_rect(t) if t == G.HERO or t.kind in ("build", "unit") else None
            if r is not None:
                clicks.append(r)
        return movable, clicks

    # --- the shell's questions ------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        return player_name(seat, self.names())

    def action_words(self, action: Action) -> str:
        return choice_words(action, self.namer)

    def thinking_anchor(self) -> tuple[int, int]:
        return (HAND_RECT.right - 12, HAND_RECT.y + 22)

    def thinking_left_limit(self) -> int:
        return self.view.hand_title_right + 12

    def watch_rect(self) -> pygame.Rect:
        return pygame.Rect(PANEL.x + 8, 146, PANEL.w - 16, 116)

    def record_anchor(self) -> tuple[int, int]:
        return (HAND_RECT.x + 10, HAND_RECT.bottom - 60)

    def hint_anchor(self) -> tuple[int, int]:
        """Over the lower "In play" area, clear of both rows' counters (the
        shell moves it off the cards it suggests moving)."""
        return (1100, 400)

    def hint_area(self) -> pygame.Rect:
        """The card table, not the right column (its buttons and the log)."""
        return pygame.Rect(8, 8, TABLE_W - 8, HAND_RECT.bottom - 8)

    def hint_keep_clear(self) -> list[pygame.Rect]:
        """The turn bar between the two sides (whose turn, which phase) and
        both rows of counters: a hint moved off a glowing "In play" area went
        up over the bar (a play-test at 1280x720) — and, where there is room,
        the cards in play and in hand (it lay over the player's units while
        the opponent's "In play" area stood empty)."""
        cards = [r for hit, r in self.view.rects.items() if hit.kind in ("unit", "card")]
        return [BAND.inflate(0, 12), *(pygame.Rect(8, y, TABLE_W - 8, INFO_H)
                                      for y in INFO_Y.values()), *cards]

    def target_rects(self, target) -> list[pygame.Rect]:
        """Where a lesson's highlight target is: ``{"slot": [1, "squad_leader"]}``,
        ``{"unit": 12}``, ``{"building": [1, "base"]}``, ``{"hero": 0}``."""
        ((kind, value),) = target.items()
        if kind == "unit":
            rect = self.view.unit_rect(value)
        elif kind == "hero":
            rect = self.view.rect_of(Hit("hero", (value,)))
        elif kind in ("slot", "building"):
            rect = self.view.rect_of(Hit(kind, (value[0], value[1])))
        else:
            rect = None
        return [rect] if rect is not None else []

    def evidence_targets(self, exc: IllegalAction) -> list:
        """The enemy's Squad Leader (or its patrollers) when the patrol
        forbids an attack (Codex p.7)."""
        enemy = 1 - self.game.state.turn
        if exc.key == "attack.squad_leader_first":
            return [{"slot": [enemy, "squad_leader"]}]
        if exc.key == "attack.patroller_first":
            return [{"slot": [enemy, slot]} for slot in
                    ("squad_leader", "elite", "scavenger", "technician", "lookout")]
        return []

    def thing_rect(self, thing: Thing) -> pygame.Rect | None:
        if thing.kind == "card":
            for rect, hit in self.view.hits:
                if hit.kind == "card" and hit.key[0] == thing.key[0]:
                    return rect
        if thing == G.HERO:
            return self.view.rect_of(Hit("hero", (self.me(),)))
        if thing.kind == "build":
            return self.view.rect_of(Hit("build", (thing.key[0],)))
        return self._thing_rect(thing, self.me())

    def _thing_rect(self, t: Thing, me: int) -> pygame.Rect | None:
        if t.kind == "unit":
            return self.view.unit_rect(t.key[0])
        if t.kind == "slot":
            return self.view.rect_of(Hit("slot", (me, t.key[0])))
        if t.kind == "building":
            return self.view.rect_of(Hit("building", (t.key[0], t.key[1])))
        if t == G.TABLE:
            return self.view.rect_of(Hit("table", (me,)))
        if t == G.WORKERS:
            return self.view.rect_of(Hit("workers", (me,)))
        return None

    def lifted(self) -> Hit | None:
        return self.drag.hit if self.drag is not None and self.drag.moving else None

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn_snap = self.snap
        self._drawn_vacant = self.vacancies()  # the row closes up once its ghosts are gone
        surface.blit(self.view.layer(self.snap, self.lifted(), self._drawn_vacant), (0, 0))
        self.aim_hover()
        targets, clicks = self.glow_rects()
        pulse = 0.5 + 0.5 * abs(((self.pulse.time * 1.6) % 2.0) - 1.0)
        dragging = self.drag is not None and self.drag.moving
        colour = (120, 255, 140) if dragging else (150, 230, 160)
        width = 4 if dragging else 2
        for r in targets:
            c = tuple(round(v * (0.6 + 0.4 * pulse)) for v in colour)
            if dragging:
                surface.blit(_glow(r.w + 8, r.h + 8), (r.x - 4, r.y - 4))
            pygame.draw.rect(surface, c, r.inflate(8, 8), width, border_radius=12)
        for r in clicks:
            pygame.draw.rect(surface, theme.GOLD, r.inflate(6, 6), 2, border_radius=12)
        if self.hover is not None and not dragging:
            r = self.view.rect_of(self.hover)
            if r is not None and self.hover.kind in ("card", "unit", "build", "hero"):
                pygame.draw.rect(surface, theme.CREAM, r.inflate(4, 4), 2, border_radius=10)
        self._draw_lock(surface)
        if self.lesson_panel is None:
            self._draw_log(surface)  # in a lesson, its panel is drawn there (the shell)
        self.group.draw(surface)
        self.draw_shell(surface, self.pulse.time)
        self._draw_fx(surface)
        self._draw_held(surface)
        self._draw_tooltip(surface)

    def _draw_lock(self, surface: pygame.Surface) -> None:
        """The waiting player's patrol is locked: a padlock on each used slot."""
        other = 1 - self.snap.turn
        if self.snap.winner >= 0:
            return
        for k, i in enumerate(self.snap.side(other).patrol):
            if i < 0:
                continue
            from game.codex.state import SLOTS

            r = self.view.rect_of(Hit("slot", (other, SLOTS[k])))
            if r is None:
                continue
            x, y = r.right - 14, r.y + 16
            pygame.draw.rect(surface, theme.GOLD, (x - 7, y - 2, 14, 11), border_radius=2)
            pygame.draw.arc(surface, theme.GOLD, (x - 5, y - 10, 10, 14), 0, 3.1416, 2)

    def _log_parts(self, line: LogLine) -> list[tuple[str, int | None, bool, str]]:
        """One log line wrapped to the panel: (text, who, is an event, badge)."""
        prefix = "   " if line.player is None and not line.heading else \
            "" if line.player is None else f"{player_name(line.player, self.names())}: "
        parts = theme.wrap(prefix + line.text, 17, LOG_RECT.w - (90 if line.rule else 40))
        return [(part if k == 0 or line.player is None else "   " + part,
                 line.player, line.player is None and not line.heading,
                 line.rule if k == 0 else "") for k, part in enumerate(parts)]

    def _log_rows(self) -> int:
        return (LOG_RECT.h - 56) // LINE

    def _draw_log(self, surface: pygame.Surface) -> None:
        if self.log_from is not None:  # that line at the top, if the rest overflows
            below = sum(len(self._log_parts(line)) for line in self.lines[self.log_from:])
            self.log_offset = max(0, below - self._log_rows())
            self.log_from = None
        key = (len(self.lines), self.log_offset, id(self.lines[-1]) if self.lines else 0,
               i18n.language(), self.names())
        if key != self._log_key or self._log_surface is None:
            self._log_key = key
            r = LOG_RECT
            surf = theme.panel_surface(r.size, theme.PARCHMENT, theme.BARK).copy()
            title = theme.text(_("Log"), 20, theme.BARK, "bold")
            surf.blit(title, (16, 10))
            rows = self._log_rows()
            # only the lines that can show are wrapped, from the newest back
            wrapped: list[tuple[str, int | None, bool, str]] = []
            for line in reversed(self.lines):
                if len(wrapped) >= rows + self.log_offset:
                    break
                wrapped[:0] = self._log_parts(line)
            end = len(wrapped) - self.log_offset
            shown = wrapped[max(0, end - rows):max(0, end)]
            self.log_shown = [text for text, _who, _event, _rule in shown]
            y = 44
            self._log_badges = []
            for text, who, event, rule in shown:
                colour = art.SPEC_COLOURS["bashing"] if who == 0 else \
                    art.SPEC_COLOURS["finesse"] if who == 1 else theme.BARK_LIGHT
                img = theme.text(text, 17, colour, "regular" if event else "bold")
                surf.blit(img, (16, y))
                if rule:  # the rule badge, at the right edge (over a long line's end)
                    badge = theme.text(short_label(rule), 14, theme.CREAM, "bold")
                    b = badge.get_rect(topright=(r.w - 14, y + 3)).inflate(10, 2)
                    pygame.draw.rect(surf, theme.BARK_LIGHT, b, border_radius=6)
                    surf.blit(badge, badge.get_rect(center=b.center))
                    self._log_badges.append((b.move(r.topleft), rule))
                y += LINE
            self._log_surface = surf
        surface.blit(self._log_surface, LOG_RECT.topleft)

    def badge_rule_at(self, pos: tuple[int, int]) -> str | None:
        return self.rule_at(pos)

    def rule_at(self, pos: tuple[int, int]) -> str | None:
        """The rule of the log badge drawn under `pos`, if any."""
        return next((rule for rect, rule in self._log_badges if rect.collidepoint(pos)), None)

    def _draw_fx(self, surface: pygame.Surface) -> None:
        for g in self.ghosts:
            face = g.face.copy()
            face.set_alpha(max(0, min(255, round(255 * (1 - g.age / GHOST_TIME) * 1.3))))
            surface.blit(face, face.get_rect(center=self.ghost_rect(g).center))
        for st in self.strikes:
            t = min(1.0, st.age / 0.35)
            x = st.start[0] + (st.end[0] - st.start[0]) * t
            y = st.start[1] + (st.end[1] - st.start[1]) * t
            pygame.draw.line(surface, (255, 220, 120), st.start, (x, y), 6)
            pygame.draw.circle(surface, (255, 240, 180), (round(x), round(y)), 10)
        for f in self.floaters:
            box = f.drawn()
            if box is None:
                continue
            img = f.image().copy()
            img.set_alpha(max(0, min(255, round(255 * (1 - (f.age - f.delay) / FX_TIME) * 1.4))))
            surface.blit(img, box)

    def _draw_held(self, surface: pygame.Surface) -> None:
        drag = self.drag
        if drag is None or not drag.moving:
            return
        if drag.hit.kind == "card":
            face = art.card_face(drag.hit.key[0], art.PLAY_SIZE,
                                 cost=self._hand_cost(drag.hit.key))
        else:
            c = self.snap.card(drag.hit.key[0])
            if c is None:
                return
            face = self.view.unit_face(c)
        surface.blit(face, face.get_rect(center=drag.pos))

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        text = self.shown_tooltip()
        if text:
            draw_tooltip(surface, text, self.pointer)

    def _hand_cost(self, key: tuple) -> int | None:
        """What the hand card drawn as Hit("card", (code, k)) costs now."""
        side = self.snap.side(self.viewer)
        k = key[1] if len(key) > 1 else -1
        if isinstance(side.hand, list) and 0 <= k < len(side.hand_costs) \
                and side.hand[k] == key[0]:
            return side.hand_costs[k]
        return None

    def tooltip_text(self, hover: Hit) -> str:
        return self.tooltip_for(hover)

    def tooltip_for(self, hit: Hit) -> str:
        """Card text and keyword reminders, slot bonuses, building rules."""
        k, key = hit.kind, hit.key
        if k == "card":
            return _card_tip(key[0], cost=self._hand_cost(key))
        if k == "unit":
            c = self.snap.card(key[0])
            if c is None:
                return ""
            lines = [_card_tip(c.code, c.keywords, (c.printed_atk, c.printed_hp))]
            if c.fighter:
                lines.append(_("Now: ATK {a}, HP {h}, damage {d}").format(a=c.atk, h=c.hp,
                                                                         d=c.damage))
            if c.exhausted:
                lines.append(_("Exhausted: cannot attack or patrol until it readies."))
            elif c.fresh:
                lines.append(_("Arrived this turn: attacks from your next turn (unless haste)."))
            if c.slot:
                lines.append(slot_name(c.slot) + ": " + _(SLOT_BONUS[c.slot]))
            if self._is_my_hero(c.id) and self.acting():
                lines.append(_("Drag it onto an enemy to attack, or onto its ability's "
                               "target to use it; level it up on your hero's panel."))
            return "\n".join(lines)
        if k == "slot":
            return (slot_name(key[1]) + ": " + _(SLOT_BONUS[key[1]]) + "\n"
                    + _("Bonuses apply while patrolling, during the opponent's turn "
                        "(Codex p.7). Exhausted units cannot patrol."))
        if k == "building":
            word = key[1]
            name = building_name(word) if word != "addon" else _("Add-on")
            mine = key[0] == self.viewer
            text = _(BUILDING_TEXT[word]) if word in BUILDING_TEXT else \
                (_("Your base: when it has taken 20 damage, you lose.") if mine else
                 _("The opponent's base: when it has taken 20 damage, they lose.")) \
                if word == "base" else ""
            return f"{name}\n{text}".strip()
        if k == "build":
            tip = building_name(key[0]) + "\n" + _(BUILDING_TEXT[key[0]])
            warning = self._replacing(key[0]) if self.acting() else ""
            return tip + ("\n" + warning if warning else "")
        if k == "workers":
            if key[0] != self.viewer:
                return _("The opponent's workers: each gives them 1 gold at their upkeep.")
            return _("Workers give 1 gold each at your upkeep. Drag a card from your hand "
                     "here to hire one (1 gold, once a turn).")
        if k == "hero":
            side = self.snap.side(key[0])
            return card_name_of(side.hero_code) + "\n" + card_text_of(side.hero_code) + "\n" \
                + _("Click: summon (2 gold) or level up (1 gold).")
        if k == "gold":
            return _("Gold: at most 20.")
        if k in ("deck", "discard", "codex", "handcount"):
            return {"deck": _("Cards in the deck (face down)."),
                    "discard": _("Cards in the discard pile."),
                    "codex": _("Cards left in the codex: tech them at the start of your turn."),
                    "handcount": _("Cards in hand.")}[k]
        return ""


@lru_cache(maxsize=64)
def _glow(w: int, h: int) -> pygame.Surface:
    """A translucent green wash over a legal target while something is held."""
    wash = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(wash, (120, 255, 140, 70), (0, 0, w, h), border_radius=12)
    return wash


def _card_tip(code: str, keywords: tuple = (), printed: tuple[int, int] | None = None,
              cost: int | None = None) -> str:
    """``printed``: the ATK/HP printed where the card is now (a hero's
    level band), instead of the card's first; ``cost``: what it costs now
    (a hand card, the engine's answer), instead of the printed cost."""
    card = CARDS[CARD_INDEX[code]]
    head = card_name_of(code)
    if card.kind in ("unit", "hero", "token"):
        atk_hp = printed or (card.atk, card.hp)
        head += f"  ({atk_hp[0]}/{atk_hp[1]})"
    if card.tech > 0:
        head += "  " + _("tech {n}").format(n=ROMAN[card.tech])
    head += "  · " + _("cost {n}").format(n=card.cost if cost is None else cost)
    lines = [head, card_text_of(code)]
    kws = dict(card.keywords)
    kws.update(dict(keywords))
    text = card_text_of(code).lower()
    for name, value in kws.items():
        # A keyword the card's own text explains ("Frenzy 1: ...") is not
        # explained twice.
        if name in KEYWORDS and _(KEYWORDS[name][0]).lower() not in text:
            lines.append(keyword_label(name, value) + ": " + _(KEYWORDS[name][1]))
    return "\n".join(x for x in lines if x)
