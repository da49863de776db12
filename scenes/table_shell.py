"""What both tables share: seats, privacy, refusals, the hint, watching.

The Root table and the Codex table differ in what they draw and how a move
plays out on screen; everything about *who* sits at the table is the same
and lives here, written once (issue 18):

- the seats (:class:`~scenes.seats.SeatDrivers`): a person, a computer
  level, or a lesson's script; the computer's answer is taken through the
  same :meth:`take` a click uses;
- hot-seat privacy: whose eyes are on the screen (``seat_shown``), whether
  their hand is up (``revealed``), and the pass screen, which comes only
  between two people;
- refusals as toasts with their rule, undo, end of phase, autosave on every
  commit and on the way out;
- "Suggest a move": the Hard player's choice for the person deciding, shown
  as an arrow with a line of why, applied only when the person does it;
- computer against computer: speed, pause and step (:class:`WatchBar`);
- a lesson (``session.lesson``): its script answers for the other side and
  its panel follows every move (:mod:`scenes.learn.panel`).

A table supplies the hooks at the top of :class:`TableShell` (its snapshot,
how an action plays out, where things are drawn) and calls the shell's
``update_shell``/``draw_shell`` from its own frame.
"""

from __future__ import annotations

import contextlib
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.common.errors import IllegalAction
from scenes import theme
from scenes.i18n import N_, _, ngettext
from scenes.marks import draw_arrow, draw_note
from scenes.seats import BEAT, SCRIPT, SeatDrivers, draw_thinking, kinds_of
from scenes.stack import Scene, soonest
from scenes.widgets import Button, WidgetGroup

#: Watching speeds: the computer's beat and the animations run this much faster.
SPEEDS = {"slow": 0.5, "normal": 1.0, "fast": 3.0}
SPEED_NAMES = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast")}
HINT_PLAYER = "hard"


def play_sound(name: str) -> None:
    """Sound is optional: never let a missing mixer cost the game."""
    try:
        from scenes import sound
    except ImportError:
        return
    with contextlib.suppress(Exception):  # a sound must never stop play
        sound.play(name)


@dataclass
class Hint:
    """A suggestion for one decision: asked, then answered with the move
    and the searched winning chances (of it and of the next best)."""

    decision: tuple
    action: Any = None
    chance: float | None = None
    runner_up: float | None = None
    failed: str | None = None
    #: The lesson's own next move (its demonstration), not the search's.
    from_lesson: bool = False

    @property
    def ready(self) -> bool:
        return self.action is not None or self.failed is not None


#: Toasts that say how to do something (a press on the supply, a missed
#: battle drop): they go once a move is made, so they never stack over what
#: comes next (a leader choice after turmoil).
HOW_TO_TOPICS = ("supply_hint", "battle_hint")


class WatchBar:
    """Speed, pause and step for a game with no person at it; it takes the
    place of the controls a person would use (End, Undo, the hint)."""

    def __init__(self, shell: TableShell, rect: pygame.Rect) -> None:
        self.shell = shell
        self.rect = rect
        self.speed = "normal"
        self.paused = False
        self.steps = 0  # actions allowed while paused (Step)
        self.group = WidgetGroup()
        # the title's band leaves room for the focus ring round the buttons
        # (draw_focus_frame reaches 11 px out): at 30 it clipped the title
        gap, title = 6, 34
        row = (rect.h - title - 3 * gap) // 2
        half = (rect.w - 3 * gap) // 2
        x, y = rect.x + gap, rect.y + title + gap
        self.pause_button = Button((x, y, half, row), self._pause_label, self.toggle, size=20,
                                   kind="primary", tooltip=N_("Pause or go on (Space)"))
        self.step_button = Button((x + half + gap, y, rect.w - 3 * gap - half, row), N_("Step"),
                                  self.step, size=20,
                                  tooltip=N_("While paused: one more move (S)"))
        self.speed_button = Button((x, y + row + gap, rect.w - 2 * gap, row), self._speed_label,
                                   self.faster, size=20,
                                   tooltip=N_("How fast the computers play: slow, normal, "
                                              "fast (F)"))
        for b in (self.pause_button, self.step_button, self.speed_button):
            self.group.add(b)
        self._sync()

    def title(self) -> str:
        """The bar's title. The speed is on its own button: in the title it
        read as a level ("Computers play · normal" with two Easy seats)."""
        if self.shell.game.is_over:
            return _("Computers play · {state}").format(state=_("game over"))
        if self.paused:
            return _("Computers play · {state}").format(state=_("paused"))
        return _("Computers play")

    def _pause_label(self) -> str:
        return _("Go on") if self.paused else _("Pause")

    def _speed_label(self) -> str:
        return _("Speed: {speed}").format(speed=_(SPEED_NAMES[self.speed]))

    def faster(self) -> None:
        """The next speed, round from fast back to slow."""
        names = list(SPEEDS)
        self.speed = names[(names.index(self.speed) + 1) % len(names)]

    def toggle(self) -> None:
        self.paused = not self.paused
        self.steps = 0
        self._sync()

    def step(self) -> None:
        if not self.paused:
            self.paused = True
        self.steps += 1
        self._sync()

    def _sync(self) -> None:
        self.step_button.enabled = self.paused

    @property
    def factor(self) -> float:
        return SPEEDS[self.speed]

    def may_move(self) -> bool:
        return not self.paused or self.steps > 0

    def moved(self) -> None:
        if self.paused and self.steps > 0:
            self.steps -= 1

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.shell.game.is_over:
            return False
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            action = {pygame.K_SPACE: self.toggle, pygame.K_s: self.step,
                      pygame.K_f: self.faster}.get(event.key)
            if action is not None:
                action()
                return True
        return self.group.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (48, 36, 24), self.rect, border_radius=10)
        pygame.draw.rect(surface, theme.BARK_LIGHT, self.rect, 2, border_radius=10)
        over = self.shell.game.is_over
        for button in (self.pause_button, self.step_button, self.speed_button):
            if over:  # nothing is left to play, pause or speed up
                button.enabled = False
        title = theme.fitted(self.title(), 17, self.rect.w - 16, "bold", theme.CREAM)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 4)))
        self.group.draw(surface)


class TableShell(Scene):
    """The part of a table that is about people and seats (see the module)."""

    #: The seats' names in a save's ``"seats"`` field, in engine order.
    SEAT_NAMES: Sequence[str] = ()

    # --- hooks a table supplies --------------------------------------------------

    def _snapshot(self) -> Any:
        """What the table draws of the game for ``seat_shown`` now."""
        raise NotImplementedError

    def perform(self, action: Any) -> bool:
        """Play one action on the table (controller, log, sounds, effects);
        False when the engine refused it (the refusal was shown)."""
        raise NotImplementedError

    def refusal_of(self, exc: IllegalAction) -> tuple[str, str]:
        """(rule, reason in the player's language) of a refusal."""
        raise NotImplementedError

    def pass_screen(self, seat: int) -> Scene:
        """The privacy screen that hands the computer to ``seat``."""
        raise NotImplementedError

    def settled(self) -> bool:
        """Nothing moves on the table: the computer's next action may come."""
        return True

    def seat_name(self, seat: int) -> str:
        return str(seat)

    def action_words(self, action: Any) -> str:
        """An action in the log's words."""
        return str(action)

    def thinking_anchor(self) -> tuple[int, int]:
        """Where the right end of the thinking indicator goes."""
        return (1900, 20)

    def thinking_left_limit(self) -> int:
        """How far left the thinking indicator may reach (what it sits
        beside ends there)."""
        return 0

    def thing_rect(self, thing: Any) -> pygame.Rect | None:
        """Where a controller Thing is drawn now (None when it is not)."""
        return None

    def watch_rect(self) -> pygame.Rect:
        """Where the watch bar goes (in place of the person's controls)."""
        return pygame.Rect(40, 940, 300, 130)

    def view_changed(self) -> None:
        """The seat shown or its hand changed: drop cached choices."""

    def show_game_over(self) -> None:
        """The end-of-game panel (the winner, the summary, Export and the
        replay); shown when the game ends and again from the pause menu."""
        raise NotImplementedError

    #: Seconds the pointer rests on a thing before its tooltip comes.
    TOOLTIP_DELAY = 0.45
    #: What the pointer carries (each table's drag), None when nothing.
    drag: Any = None

    def badge_rule_at(self, pos: tuple[int, int]) -> str | None:
        """The rule of a log line's badge under ``pos`` (each table's log):
        resting on it says what the number is, as a toast's badge does."""
        return None

    def tooltip_text(self, hover: Any) -> str | None:
        """The rules text of a thing drawn on the table (each table's)."""
        return None

    def shown_tooltip(self) -> str:
        """The tooltip the table draws now ('' for none): only while the
        table is the top scene (under a menu, the pass screen or the
        game-over panel the pointer is on them, not on the thing it last
        rested on), not while dragging, not over a button (its own). A log
        badge says what its rule number is; a lesson panel whose text was
        cut says all of it; both at once, with no delay."""
        if self.app.stack.top is not self:
            return ""
        if self.drag is not None and self.drag.moving:
            return ""
        rule = self.badge_rule_at(self.pointer)
        if rule is not None:
            from scenes.learn.rulebook import badge_words

            return badge_words(rule)
        panel = self.lesson_panel
        if panel is not None and panel.text_rect.collidepoint(self.pointer) \
                and not any(w.visible and w.rect.collidepoint(self.pointer)
                            for w in panel.group.widgets):
            return panel.full_text() or ""
        if self.hover is None or self.hover_time < self.TOOLTIP_DELAY:
            return ""
        if any(w.visible and w.rect.collidepoint(self.pointer) for w in self.group.widgets):
            return ""
        return self.tooltip_text(self.hover) or ""

    def aim_hover(self) -> None:
        """Take what lies under the pointer now as the thing hovered. Called
        on every motion and after each picture is drawn: a piece removed or
        a card played from under a still pointer must not keep its tooltip
        until the mouse moves (a new thing waits out the delay again)."""
        hit = self.view.hit_at(self.pointer)
        if hit != self.hover:
            self.hover, self.hover_time = hit, 0.0

    def revealed_now(self) -> None:
        """The person confirmed on the pass screen."""

    def after_privacy(self) -> None:
        """The privacy check is done and the table is on top."""

    # --- set-up -------------------------------------------------------------------

    def __init__(self, app, session) -> None:
        super().__init__(app)
        # F1 opens the reference at this table's last refusal, never at one
        # made at a table left before (a Root lesson's, in a Codex lesson).
        app.toasts.last_refusal = None
        self.session = session
        self.game = session.game
        self.lesson = getattr(session, "lesson", None)
        self.seats = SeatDrivers(kinds_of(getattr(session, "seats", {}) or {}, self.SEAT_NAMES))
        who = self.game.to_act
        self.seat_shown = self.seats.watcher(who, who if who >= 0 else 0)
        self.revealed = False
        self.asked_pass = False
        self.over_shown = False
        self.pointer = (0, 0)
        self.hover: Any = None
        self.hover_time = 0.0
        self.group = WidgetGroup()
        #: Enter activates a widget only when Tab or an arrow chose it; a
        #: button the pointer passed over or clicked keeps no claim on Enter,
        #: which ends the phase (README, keys).
        self.keyboard_focus = False
        self.hint: Hint | None = None
        self._hint_place: tuple[tuple, pygame.Rect] | None = None  # hint_box's last answer
        #: No person at the table: a game to watch (set up by `start_watching`).
        self.watching = not self.seats.humans and not self.lesson
        self.watch: WatchBar | None = None
        self.lesson_panel: Any = None  # scenes.learn.panel.LessonPanel in a lesson
        self.recording: Any = None  # scenes.learn.maker.Recording while a teacher records
        self.refused_from: Any = None  # the Thing last dropped and refused (its evidence)
        self._recorded_from = 0  # the history's length when recording began
        self._auto_pass_wait = BEAT  # pass_for_player's beat before it answers
        self.finish_button = Button((0, 0, 120, 38), N_("Finish…"), self.finish_recording,
                                    size=18, tooltip=N_("Give the lesson its title and goal"))

    def reference_rule(self) -> str | None:
        """What F1 opens before any refusal: the rule a lesson teaches."""
        if self.lesson is not None and self.lesson.lesson.rules:
            return self.lesson.lesson.rules[0]
        return None

    def start_lesson(self, rect: Any) -> None:
        """A lesson's session: its panel goes where ``rect()`` says (the log's
        place); a table calls it once its layout is known."""
        if self.lesson is not None:
            from scenes.learn.panel import LessonPanel

            self.lesson_panel = LessonPanel(self, rect)

    # --- make your own lesson -----------------------------------------------------

    #: The game's name in lesson files ("woodland" | "codex").
    GAME_KIND = ""

    def can_record(self) -> bool:
        """A lesson can be recorded from any game (not from a lesson)."""
        return self.lesson is None and not self.game.is_over and bool(self.GAME_KIND)

    def start_recording(self) -> None:
        """From now on the moves are recorded into a lesson (see
        :mod:`scenes.learn.maker`); Finish asks for its title and goal."""
        from scenes.learn.maker import Recording

        if not self.can_record():
            return
        self.recording = Recording.begin(self.GAME_KIND, self.game)
        self._recorded_from = len(self.game.history)
        self.app.toast(_("Recording a lesson: play the moves to teach, then Finish."), None,
                       "info")

    def finish_recording(self) -> None:
        if self.recording is not None:
            self.app.push("lesson_maker", self)

    def stop_recording(self) -> None:
        self.recording = None

    def _sync_recording(self) -> None:
        """An undo at the table takes the recorded moves back too."""
        if self.recording is not None:
            self.recording.undo_to(max(0, len(self.game.history) - self._recorded_from))

    def record_anchor(self) -> tuple[int, int]:
        """The top-left of the recording banner."""
        return (20, 76)

    @staticmethod
    def _record_words(n: int) -> str:
        return ngettext("Recording a lesson · {n} move", "Recording a lesson · {n} moves",
                        n).format(n=n)

    def record_banner_size(self) -> tuple[int, int]:
        """The recording banner's size with its longest count (two digits),
        for a table to find it a place before it is drawn."""
        return self._banner_size(theme.text(self._record_words(88), 20, theme.CREAM, "bold"))

    def _banner_size(self, words: pygame.Surface) -> tuple[int, int]:
        """The red dot, the words and the Finish button, in one box."""
        return words.get_width() + 56 + self.finish_button.rect.w + 10, 50

    def draw_recording(self, surface: pygame.Surface) -> None:
        if self.recording is None:
            return
        img = theme.text(self._record_words(len(self.recording.actions)), 20, theme.CREAM,
                         "bold")
        x, y = self.record_anchor()
        box = pygame.Rect((x, y), self._banner_size(img))
        pygame.draw.rect(surface, (120, 30, 24), box, border_radius=12)
        pygame.draw.rect(surface, theme.CREAM, box, 2, border_radius=12)
        pygame.draw.circle(surface, (255, 90, 80), (x + 22, y + 25), 8)  # the red "rec" dot
        surface.blit(img, (x + 40, y + (50 - img.get_height()) // 2))
        self.finish_button.rect.topleft = (x + img.get_width() + 56, y + 6)
        self.finish_button.draw(surface)

    def target_rects(self, target: Any) -> list[pygame.Rect]:
        """Where a lesson's highlight target is drawn now (none: not shown)."""
        return []

    def evidence_rects(self, exc: IllegalAction) -> list[pygame.Rect]:
        """What on the table a refusal is about (the clearing you do not
        rule, the Squad Leader to attack first, the piece you held), from the
        refusal's own parameters and the thing that was dropped."""
        rects = []
        source = self.refused_from
        if source is not None:
            rects.append(self.thing_rect(source))
        for target in self.evidence_targets(exc):
            rects += self.target_rects(target)
        return [r for r in rects if r is not None]

    def evidence_targets(self, exc: IllegalAction) -> list[Any]:
        """Highlight targets (as a lesson names them) a refusal points at."""
        return []

    def start_watching(self) -> None:
        """Put the watch bar up; a table calls it once its layout is known."""
        if self.watching:
            self.watch = WatchBar(self, self.watch_rect())

    def make_hint_button(self, rect: tuple[int, int, int, int], size: int = 20) -> Button:
        """The "Suggest a move" button, for a table's control column."""
        return Button(rect, N_("Suggest a move"), self.ask_hint, size=size,
                      tooltip=N_("The Hard computer player's choice for you, with its "
                                 "winning chance; nothing is played until you do it (H)"))

    # --- lifecycle ------------------------------------------------------------------

    def closing(self) -> None:
        """The window closes: autosave everything, staged actions included,
        as Quit and Main menu in the pause menu do; the computer stops."""
        self.seats.close()
        self.autosave()

    def exit(self) -> None:
        self.seats.close()  # left for the title or another game: thinking abandoned

    def autosave(self) -> bool:
        """Write the autosave; a disk that refuses costs a warning toast in
        the player's language, never the game."""
        from saves.errors import SaveError
        from scenes.save_messages import explain

        try:
            self.session.autosave()
        except (SaveError, OSError) as exc:
            message = explain(exc) if isinstance(exc, SaveError) else str(exc)
            self.app.toast(_("Could not autosave: {error}").format(error=message), None,
                           "warning")
            return False
        return True

    def _on_commit(self, game, events: list[tuple]) -> None:
        """The controller committed the staged actions: save the game."""
        self.autosave()

    def open_pause(self) -> None:
        self.app.push("pause")

    def to_title(self) -> None:
        self.app.open("title")

    # --- the replay of the game just finished -------------------------------------

    def replay_offer(self) -> Callable[[], None] | None:
        """What the game-over panel's "Watch the replay" does: the game in its
        game's replay viewer; None for a game that does not replay from a
        seed (a lesson starts from a position of its own)."""
        from scenes.replay_base import REPLAY_SCENES

        mode = getattr(self.session, "MODE", None)
        if self.lesson is not None or mode not in REPLAY_SCENES \
                or getattr(self.session, "seed", None) is None:
            return None
        return self.watch_replay

    def watch_replay(self) -> None:
        """The game in its replay viewer over the table, at its end (Back
        comes back here); the computer-against-computer game is watched
        again this way, action by action."""
        from scenes.replay_base import REPLAY_SCENES, replay_of_session

        self.app.push(REPLAY_SCENES[self.session.MODE], replay_of_session(self.session))

    # --- privacy ----------------------------------------------------------------------

    def _reshow(self) -> None:
        self.snap = self._snapshot()
        self.view_changed()

    def _check_privacy(self) -> None:
        """Whose eyes are on the screen, and whether their hand may be up:
        the deciding person; with one person at the table, always theirs;
        between two people, only after the pass screen."""
        who = self.game.to_act
        if who < 0:
            if not self.revealed:
                self.revealed = True
                self._reshow()
            return
        seat = self.seats.watcher(who, self.seat_shown)
        if seat != self.seat_shown:
            self.seat_shown = seat
            self.revealed = False
            self._reshow()
        if not self.revealed and self.seats.human(seat) and not self.seats.two_people:
            self.revealed = True  # one person at the table: their hand stays theirs
            self._reshow()
        if not self.revealed and not self.asked_pass and self.app.stack.top is self \
                and self.seats.human(seat):
            self.asked_pass = True
            self.before_pass()
            self.app.stack.push(self.pass_screen(seat))
        elif self.app.stack.top is self:
            self.after_privacy()

    def before_pass(self) -> None:
        """The picture frozen under the pass screen is about to be taken."""

    def _reveal(self) -> None:
        self.revealed = True
        self.asked_pass = False
        self._reshow()
        play_sound("bell")
        self.revealed_now()

    def acting(self) -> bool:
        """May the person at the screen act now: their hand is up and the
        decision is theirs (not the computer's or a lesson's script), and no
        lesson has ended (a lesson done or lost stops; its panel goes on)?"""
        if self.lesson_panel is not None and self.lesson_panel.outcome is not None:
            return False
        return self.revealed and self.seats.human(self.game.to_act)

    # --- doing ------------------------------------------------------------------------

    def take(self, action: Any) -> bool:
        """Play one action as a click would (the computer, the hint's
        owner and a lesson's script come through here too)."""
        self.hint = None
        actor = self.game.to_act
        if not self.perform(action):
            return False
        for topic in HOW_TO_TOPICS:  # what they asked for is done: out of the way
            self.app.toasts.dismiss(topic)
        if self.recording is not None:
            self._sync_recording()
            self.recording.add(action, actor)
        if self.lesson is not None:
            self.lesson_moved(action)
        return True

    def refuse(self, exc: IllegalAction, source: Any = None) -> None:
        """Say a refusal with its rule; ``source``: what was dropped."""
        self.refused_from = source
        rule, reason = self.refusal_of(exc)
        # ``ref``: the engine's own rule number, which the badge opens in the reference
        self.app.toast(reason, rule, "refusal", ref=exc.rule)
        play_sound("refuse")
        if self.lesson is not None:
            self.lesson_refused(exc)

    def lesson_moved(self, action: Any) -> None:
        """A lesson follows the move (its goal, its demonstration)."""
        if self.lesson_panel is not None:
            self.lesson_panel.moved(action)
        else:
            self.lesson.observe(action)

    def lesson_refused(self, exc: IllegalAction) -> None:
        """A lesson counts the wrong try and shows the evidence."""
        if self.lesson_panel is not None:
            self.lesson_panel.refused(exc)
        else:
            self.lesson.refused(exc)

    def end_phase(self) -> None:
        if not self.acting():
            return
        try:
            self.game.check("end")
        except IllegalAction as exc:
            self.refuse(exc)
            return
        self.take(self.end_action())

    def end_action(self) -> Any:
        """The engine's "end" action."""
        raise NotImplementedError

    # --- the hint ----------------------------------------------------------------------

    def ask_hint(self) -> None:
        """Ask the Hard player what it would do for the person deciding."""
        if not self.acting() or self.game.is_over:
            return
        decision = self.seats.decision(self.game)
        if self.hint is not None and self.hint.decision == decision:
            return
        # In a lesson the move to suggest is the one it teaches, while the
        # learner is still on its demonstration: the search's best move for
        # the whole game may be another.
        demo = self.lesson.demo_action(self.game) if self.lesson is not None else None
        if demo is not None:
            self.hint = Hint(decision, action=demo, from_lesson=True)
            return
        self.hint = Hint(decision)
        self.seats.advise(self.game, HINT_PLAYER)

    def _update_hint(self) -> None:
        hint = self.hint
        if hint is None:
            return
        if hint.decision != self.seats.decision(self.game) or not self.acting():
            self.hint = None
            self.seats.abandon_advice()
            return
        if hint.ready:
            return
        got = self.seats.advice()
        if got is None:
            return
        text, chance, runner_up, error = got
        if error is not None or text is None:
            hint.failed = error or "no answer"
            return
        for action in self.game.legal_actions():
            if str(action) == text:
                hint.action, hint.chance, hint.runner_up = action, chance, runner_up
                return
        hint.failed = "not legal"

    def hint_text(self) -> str:
        hint = self.hint
        if hint is None:
            return ""
        if hint.failed is not None:
            return _("No suggestion this time.")
        if hint.action is None:
            return _("The Hard player is looking for a move…")
        # TRANSLATORS: {move} is the move as the log would record it, in quotes.
        template = _("“{move}”")
        move = self.action_words(hint.action)
        if template.startswith("«"):  # quotes within «…» are „…“: ««Железный человек» атакует»
            move = move.replace("«", "„").replace("»", "“")
        words = template.format(move=move)
        if hint.from_lesson:
            return _("The lesson's next move, as the log would record it: {move}.").format(
                move=words)
        if hint.chance is None or self.lesson is not None or not self.chances_mean_something():
            # (a lesson is a short exercise: a whole game's chances say nothing of it)
            return _("Suggested move, as the log would record it: {move}.").format(move=words)
        line = _("Suggested move, as the log would record it: {move}. Winning chance after "
                 "it, as the search estimates: {chance}.").format(move=words,
                                                                  chance=percent(hint.chance))
        if hint.runner_up is not None and round(100 * hint.runner_up) < round(100 * hint.chance):
            # the runner-up is the next most searched move; said only when it
            # is estimated lower (a less searched move can look better by luck)
            line += " " + _("Next best: {chance}.").format(chance=percent(hint.runner_up))
        return line

    def computers_turn_ended(self, before: int, now: int) -> bool:
        """Has the turn just passed from a computer seat (``before``) to a
        person (``now``)? Then each table's log shows from the computer's
        turn heading, so the person can read what it did from its start."""
        return now != before and self.seats.human(now) and not self.seats.human(before)

    def chances_mean_something(self) -> bool:
        """Whether the search's winning chance is worth saying now: not
        where its one-turn look ahead cannot see the game yet (Root's
        setup: play-testing read 19% at the keep's corner as the game's
        verdict)."""
        return True

    def hint_rects(self) -> list[pygame.Rect]:
        """The hinted move's source and target on the table now."""
        hint = self.hint
        if hint is None or hint.action is None:
            return []
        gesture = self.ctl.gesture(hint.action)
        if gesture is None:
            return []
        _kind, thing, target = gesture
        rects = [self.thing_rect(thing)]
        if target is not None:
            rects.append(self.thing_rect(target))
        return [r for r in rects if r is not None]

    def draw_hint(self, surface: pygame.Surface, clock: float) -> None:
        if self.hint is None:
            return
        rects = self.hint_rects()
        glow = 0.6 + 0.4 * math.sin(clock * 5.0)
        colour = tuple(round(v * glow) for v in theme.GOLD)
        for r in rects:
            pygame.draw.rect(surface, colour, r.inflate(14, 14), 5, border_radius=14)
        if len(rects) == 2:
            draw_arrow(surface, rects[0].center, rects[1].center, theme.GOLD)
        text = self.hint_text()
        if text:
            draw_note(surface, text, self.hint_box(text, rects).midtop)

    def hint_anchor(self) -> tuple[int, int]:
        """Where the hint's line of why is drawn (its top centre) when that
        covers none of what it points at (see :meth:`hint_box`)."""
        return (760, 120)

    def hint_area(self) -> pygame.Rect:
        """Where the hint's box may be moved to (a table keeps it off its
        buttons and log)."""
        return pygame.Rect((0, 0), theme.LOGICAL_SIZE)

    def hint_keep_clear(self) -> list[pygame.Rect]:
        """What the hint's box never covers besides what it points at: the
        readouts a player looks at while reading it (the Codex table's turn
        bar, which a hint moved off a glowing "In play" area covered)."""
        return []

    def hint_box(self, text: str, rects: list[pygame.Rect]) -> pygame.Rect:
        """Where the box with the hint's why goes: at :meth:`hint_anchor`
        unless it would cover the suggested source or target (their glow),
        the arrow between them or :meth:`hint_keep_clear` — on the Codex
        table it covered the very Iron Man and Tenderfoot it suggested
        moving; then the nearest place in :meth:`hint_area` that covers
        none, or failing that the one covering least. Found once per text
        and places."""
        keep = self.hint_keep_clear()
        key = (text, tuple(map(tuple, rects)), self.hint_anchor(), tuple(self.hint_area()),
               tuple(map(tuple, keep)))
        if self._hint_place is not None and self._hint_place[0] == key:
            return self._hint_place[1]
        size = draw_note(pygame.Surface((1, 1)), text, (0, 0)).size  # measured, not shown
        box = clear_place(pygame.Rect((0, 0), size), self.hint_anchor(), self.hint_area(),
                          [r.inflate(24, 24) for r in rects] + keep,
                          (rects[0].center, rects[1].center) if len(rects) == 2 else None)
        self._hint_place = (key, box)
        return box

    # --- the computer's moves and watching ------------------------------------------

    def speed(self) -> float:
        base = self.app.settings.animation_speed
        return base * (self.watch.factor if self.watch is not None else 1.0)

    def computer_moves(self, dt: float) -> None:
        """A computer seat (or a lesson's script) decides: its answer, once
        the last action has finished moving, is taken as a click would."""
        ready = self.app.stack.top is self and self.settled()
        if self.watch is not None and not self.watch.may_move():
            ready = False
        who = self.game.to_act
        if self.lesson is not None and who >= 0 and self.seats.kinds[who] == SCRIPT:
            ended = self.lesson_panel is not None and self.lesson_panel.outcome is not None
            if ready and not self.game.is_over and not ended:
                action = self.lesson.reply(self.game)
                if action is not None:
                    self.take(action)
            return
        if self.pass_for_player(dt, ready):
            return
        action = self.seats.move(self.game, dt, ready, self.speed())
        if action is not None:
            if self.seats.error is not None:
                self._computer_failed(self.seats.error)
                self.seats.error = None
            self.take(action)
            if self.watch is not None:
                self.watch.moved()

    def _computer_failed(self, why: str) -> None:
        """The computer's move is the fallback: say so, not silently (its
        cause, for a bug report, on stderr)."""
        print(f"warning: the computer player gave no answer ({why})", file=sys.stderr)
        self.app.toast(_("The computer player could not decide, so it made the first "
                         "possible move."), None, "warning", topic="computer_failed")

    def passes_for_player(self) -> bool:
        """Whether the question now asked is one :meth:`pass_for_player`
        answers by itself (so the table does not tell the person they are
        asked "all the same" a beat before it passes for them)."""
        who = self.game.to_act
        return (self.app.settings.auto_pass and self.lesson is None and self.watch is None
                and who >= 0 and self.seats.humans == [who]
                and self.game.asked_only_for_secrecy())

    def pass_for_player(self, dt: float, ready: bool) -> bool:
        """Answer for the person a question their hand cannot answer
        (:meth:`asked_only_for_secrecy`: an ambush with no ambush card),
        after a beat that shows it was asked, when the setting allows and no
        other person is at the table, so nobody can learn from the pause.
        True while such a question waits."""
        if not self.passes_for_player():
            self._auto_pass_wait = BEAT
            return False
        if ready:
            self._auto_pass_wait -= dt * self.speed()
            if self._auto_pass_wait <= 0:
                self._auto_pass_wait = BEAT
                words, rule = self.auto_pass_words()
                self.app.toast(words, rule, topic="auto_pass")
                self.take(self.game.legal_actions()[0])
        return True

    def auto_pass_words(self) -> tuple[str, str | None]:
        """What :meth:`pass_for_player` says as it passes, and the rule
        badge: a table names the question it answered."""
        return _("Passed for you: no card in your hand can answer this"), None

    def update_shell(self, dt: float) -> None:
        """Once a frame, after the table's own animations advanced."""
        self.hover_time += dt
        self.group.update(dt)
        if self.watch is not None:
            self.watch.group.update(dt)
        self._update_hint()
        self._sync_recording()
        panel = self.lesson_panel
        if panel is not None:
            if not getattr(self.session, "intro_seen", False) and self.app.stack.top is self:
                panel.intro()
            panel.update(dt, self.speed())
        self.computer_moves(dt)

    def shell_next_change(self) -> float | None:
        if self.seats.thinking(self.game) and (self.watch is None or self.watch.may_move()):
            return 0.0
        if self.hint is not None:
            return 0.0  # the hint's glow breathes; it goes with the next move
        if self.lesson_panel is not None:
            return soonest(self.lesson_panel.next_change(), self.group.next_change())
        return soonest(self.group.next_change(),
                       self.watch.group.next_change() if self.watch is not None else None)

    def keyboard_widget(self) -> Any:
        """The widget Enter activates, if the keyboard chose it (else None:
        Enter ends the phase)."""
        return self.group.focused_widget if self.keyboard_focus else None

    def move_focus(self, back: bool) -> None:
        """Tab or an arrow: the keyboard chooses the next (or previous) control."""
        self.keyboard_focus = True
        self.group.move_focus(-1 if back else 1)

    def pointer_moved(self) -> None:
        """The mouse moved: the focus it gives a hovered button is not the
        keyboard's choice."""
        self.keyboard_focus = False

    def shell_event(self, event: pygame.event.Event) -> bool:
        """The shell's own input, before the table's."""
        if self.recording is not None and self.finish_button.handle_event(event):
            return True
        if self.watch is not None and self.watch.handle_event(event):
            return True
        panel = self.lesson_panel
        if panel is not None:
            if panel.handle_event(event):
                return True
            if panel.blocks_input() and event.type in (pygame.MOUSEBUTTONDOWN,
                                                       pygame.MOUSEBUTTONUP):
                return True  # "Show me" is playing: the table is watched
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h \
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.ask_hint()
            return True
        return False

    def draw_shell(self, surface: pygame.Surface, clock: float) -> None:
        """The shell's layer: thinking, the hint, the watch bar."""
        held = self.watch is not None and not self.watch.may_move()  # paused: nobody thinks
        if self.seats.thinking(self.game) and not held:
            draw_thinking(surface, self.thinking_anchor(), self.seats.clock,
                          self.seat_name(self.game.to_act), right=True,
                          left_limit=self.thinking_left_limit())
        self.draw_hint(surface, clock)
        self.draw_recording(surface)
        if self.watch is not None:
            self.watch.draw(surface)
        if self.lesson_panel is not None:
            self.lesson_panel.draw_marks(surface)
            self.lesson_panel.draw(surface)


def clear_place(box: pygame.Rect, anchor: tuple[int, int], area: pygame.Rect,
                keep_clear: list[pygame.Rect],
                line: tuple[tuple[int, int], tuple[int, int]] | None = None,
                grid: int = 12) -> pygame.Rect:
    """``box`` moved to cover none of ``keep_clear`` nor (if it can) the
    ``line``: its top centre at ``anchor`` if that does, else at the nearest
    point of a ``grid``-pixel lattice over ``area`` that does; if no place
    in ``area`` is clear, the one covering the least of ``keep_clear``."""
    def placed_at(x: int, y: int) -> pygame.Rect:
        at = box.copy()
        at.midtop = (x, y)
        return at

    def cost(at: pygame.Rect) -> tuple[int, int, int]:
        covered = 0
        for r in keep_clear:
            overlap = at.clip(r)
            covered += overlap.w * overlap.h
        crosses = 1 if line is not None and at.clipline(*line) else 0
        dx, dy = at.centerx - preferred.centerx, at.y - preferred.y
        return covered, crosses, dx * dx + dy * dy

    preferred = placed_at(*anchor)
    best, best_cost = preferred, cost(preferred)
    if best_cost[:2] == (0, 0):
        return best
    half = box.w // 2
    for y in range(area.top, area.bottom - box.h + 1, grid):
        for x in range(area.left + half, area.right - box.w + half + 1, grid):
            at = placed_at(x, y)
            c = cost(at)
            if c < best_cost:
                best, best_cost = at, c
    return best


def percent(x: float) -> str:
    return f"{round(100 * x)}%"
