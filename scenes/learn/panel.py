"""A lesson on the real table: its side panel, marks, "Show me" and its end.

Both tables hold one :class:`LessonPanel` when their session is a lesson
(:class:`~scenes.learn.session.LessonSession`); it is written once, for both
(issue 19). The table gives it a rectangle (where the log is) and answers
where a lesson's highlight targets are drawn (``target_rects``); the moves
themselves go through the table's own controller as a player's do, so a
wrong try is refused by the engine with its rule, and the script's replies
come through the shell's seat driver.

The panel shows the lesson's rule numbers (a click opens the reference), its
title and goal, a hint after two wrong tries, and what happened: the goal
met (marked done in the progress file, the next lesson offered) or the
lesson lost and why. Buttons: Show me, Step back, Restart, Rule, Lessons.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

import pygame

from scenes import theme
from scenes.i18n import N_, _
from scenes.marks import draw_arrow
from scenes.widgets import Button, WidgetGroup, shared_widths

#: Seconds the arrow of a "Show me" step is shown before the move is made.
SHOW_STEP = 1.1
#: Seconds a wrong try's marks stay red.
EVIDENCE_TIME = 2.5
REFUSED = (230, 90, 70)


class LessonPanel:
    """The side panel of a lesson, over the table's log area."""

    def __init__(self, table: Any, rect: Callable[[], pygame.Rect]) -> None:
        """``table``: the scenes.table_shell.TableShell the lesson is played at."""
        self.table = table
        self.session = table.session
        self.run = table.session.lesson
        self.lesson = self.run.lesson
        self._rect = rect
        self.group = WidgetGroup()
        self.showing = False  # "Show me" is playing
        self.show_clock = 0.0
        self.evidence = 0.0  # time left of a wrong try's red marks
        self.evidence_of: Exception | None = None  # the refusal whose evidence shows
        self.outcome: str | None = None  # "done" | "lost"
        self.following: Any = None  # the course's next lesson, found once it is done
        self.why = ""
        self.watched = False  # the goal was reached by "Show me", not by the learner
        self.clock = 0.0
        self.head_rect = pygame.Rect(0, 0, 0, 0)  # the rule numbers, as drawn
        self.text_rect = pygame.Rect(0, 0, 0, 0)  # where its text goes, as drawn
        self.cut = False  # some of the text did not fit when last drawn
        table.app.last_lesson = self.lesson.id
        self._buttons()
        self._check()

    # --- controls --------------------------------------------------------------------

    def _buttons(self) -> None:
        self.show_button = Button((0, 0, 10, 10), N_("Show me"), self.show_me, size=18,
                                  kind="primary",
                                  tooltip=N_("Play the lesson's moves for you, one at a time"))
        self.back_button = Button((0, 0, 10, 10), N_("Step back"), self.step_back, size=18,
                                  tooltip=N_("Take back your last move"))
        self.restart_button = Button((0, 0, 10, 10), N_("Restart"), self.restart, size=18,
                                     tooltip=N_("Start the lesson again"))
        self.rule_button = Button((0, 0, 10, 10), N_("Rule"), self.open_rule, size=18,
                                  tooltip=N_("Read the rule in the rules reference"))
        self.list_button = Button((0, 0, 10, 10), N_("Lessons"), self.to_list, size=18,
                                  tooltip=N_("Back to the list of lessons"))
        self.next_button = Button((0, 0, 10, 10), self._next_label, self.next_lesson, size=18,
                                  kind="primary", tooltip=N_("Go on with the course"))
        self.next_button.enabled = False
        for b in (self.show_button, self.back_button, self.restart_button, self.rule_button,
                  self.list_button, self.next_button):
            self.group.add(b)

    def _layout(self, rect: pygame.Rect) -> pygame.Rect:
        """Place the buttons along the foot of ``rect``; the text area above."""
        gap, h = 6, 38
        # In a narrow panel (the Codex table's column) the longer words go
        # two to a row: three across set «Шаг назад» at 8 px at 1280x720.
        row1 = [self.next_button if self.outcome == "done" else self.show_button,
                self.back_button]
        row2 = [self.restart_button, self.rule_button, self.list_button]
        hidden = self.show_button if self.outcome == "done" else self.next_button
        hidden.rect = pygame.Rect(-100, -100, 1, 1)
        rows = [row1 + row2] if rect.w >= 700 else [row1, row2]
        y = rect.bottom - 10 - len(rows) * (h + gap) + gap
        for row in rows:
            x = rect.x + 10
            for b, w in zip(row, shared_widths(row, rect.w - 20, gap), strict=True):
                b.rect = pygame.Rect(x, y, w, h)
                x += w + gap
            y += h + gap
        return pygame.Rect(rect.x + 14, rect.y + 10, rect.w - 28,
                           rect.bottom - 10 - len(rows) * (h + gap) - rect.y - 14)

    # --- what the table reports ----------------------------------------------------

    def moved(self, action: Any) -> None:
        self.run.observe(action)
        self._check()

    def refused(self, exc: Exception) -> None:
        self.run.refused(exc)
        self.evidence = EVIDENCE_TIME
        self.evidence_of = exc
        if self.showing:
            self.showing = False

    def _check(self) -> None:
        game = self.table.game
        if self.outcome is not None:
            return
        if self.run.goal_met(game):
            self.outcome = "done"
            watched, self.showing = self.showing, False
            self.watched = watched
            self.following = self._next()
            self.next_button.enabled = True  # the next lesson, or the list after the last
            if watched:  # shown, not played: ticked once the learner reaches it
                self.table.app.toast(_("Shown: {title}. Restart to play it yourself; it is "
                                       "ticked done once you reach the goal.").format(
                                           title=self.lesson.text("title")), None, "info")
            else:
                from scenes.learn.progress import mark_done

                problem = mark_done(self.lesson.id)
                if problem:
                    self.table.app.toast(problem, None, "warning")
                self.table.app.toast(_("Lesson done: {title}").format(
                    title=self.lesson.text("title")), None, "info")
            if self.following is None:
                self.table.app.toast(self._course_end_text(), None, "info")
            return
        why = self.run.failed(game)
        if why is None and self.run.out_of_reach(game):
            why = _("After that move the goal can no longer be reached. Step back or "
                    "restart.")
        if why is not None:
            self.outcome, self.why = "lost", why
            self.showing = False

    # --- buttons -------------------------------------------------------------------------

    def show_me(self) -> None:
        """Start the demonstration from the lesson's beginning."""
        if self.run.demo_left == 0 or self.table.game.history:
            self.restart(show=True)
            return
        self.showing = True
        self.show_clock = 0.0

    def restart(self, show: bool = False) -> None:
        session = self.session.restart()
        session.intro_seen = True
        table = self.table.app.open(session.table, session)
        if show and getattr(table, "lesson_panel", None) is not None:
            table.lesson_panel.showing = True

    def step_back(self) -> None:
        """The learner's last move taken back: the lesson replayed from its start
        up to just before it (the script's replies after it go too)."""
        game = self.table.game
        learner = self.lesson.learner
        history = list(game.history)
        if not history:
            return
        actors = _actors(self.session.restart().game, history)
        last = max((i for i, who in enumerate(actors) if who == learner), default=None)
        if last is None:
            return
        session = self.session.restart()
        session.intro_seen = True
        for action in history[:last]:
            if session.game.to_act != learner:
                session.lesson.reply(session.game)
            session.game.apply(action)
            session.lesson.observe(action)
        self.table.app.open(session.table, session)

    def open_rule(self) -> None:
        rules = self.lesson.rules
        self.table.app.push("reference", rule=rules[-1] if rules else None)

    def to_list(self) -> None:
        self.table.app.open("lessons")

    def _next(self):
        from scenes.learn.lesson import load_lessons

        lessons, _errors = load_lessons(self.lesson.game)
        ids = [lesson.id for lesson in lessons]
        if self.lesson.id not in ids:
            return None
        at = ids.index(self.lesson.id)
        return lessons[at + 1] if at + 1 < len(lessons) else None

    def _next_label(self) -> str:
        return _("Next lesson") if self.following is not None or self.outcome != "done" \
            else _("All lessons")

    def _course_end_text(self) -> str:
        """Said after the course's last lesson: where to go on from here."""
        from scenes.learn.list_scene import GAME_NAMES

        other = next(game for game in GAME_NAMES if game != self.lesson.game)
        return _("That was the last lesson of the {course} course. Go on with the {other} "
                 "course, or play a game against the computer.").format(
                     course=_(GAME_NAMES[self.lesson.game]), other=_(GAME_NAMES[other]))

    def next_lesson(self) -> None:
        following = self.following
        if following is None:
            self.to_list()
            return
        from scenes.learn.session import LessonSession

        session = LessonSession.of(following)
        self.table.app.open(session.table, session)

    # --- frame ------------------------------------------------------------------------

    def update(self, dt: float, speed: float) -> None:
        self.clock += dt
        self.group.update(dt)
        if self.evidence > 0:
            self.evidence = max(0.0, self.evidence - dt)
        if not self.showing:
            return
        table = self.table
        if table.app.stack.top is not table or not table.settled():
            return
        action = self.run.demo_action(table.game)
        if action is None:
            if table.game.to_act != self.lesson.learner:
                return  # the script answers first
            self.showing = False
            return
        self.show_clock += dt * speed
        if self.show_clock >= SHOW_STEP:
            self.show_clock = 0.0
            table.take(action)

    def next_change(self) -> float | None:
        if self.showing or self.evidence > 0:
            return 0.0
        return self.group.next_change()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The panel's buttons; any press or wheel over the panel stops here
        (the log beneath it is not shown in a lesson)."""
        if self.group.handle_event(event):
            return True
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pos is not None \
                and self.head_rect.collidepoint(pos):
            self.open_rule()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
            and pos is not None and self._rect().collidepoint(pos)

    def blocks_input(self) -> bool:
        """While "Show me" plays, the person watches (the panel still works)."""
        return self.showing

    def intro(self) -> None:
        """The lesson's opening card: its rule in words and the goal."""
        from scenes.dialog import Dialog

        lesson = self.lesson

        def message() -> str:
            return _("{rule} Goal: {goal}").format(rule=lesson.text("rule_text"),
                                                   goal=lesson.text("goal_text"))

        def title() -> str:
            from scenes.learn.rulebook import rule_label

            return "{}  ·  {}".format(" · ".join(rule_label(rule) for rule in lesson.rules),
                                      lesson.text("title"))

        self.table.app.stack.push(Dialog(self.table.app, title, message,
                                         ((N_("Start"), None, "primary"),)))
        self.session.intro_seen = True

    # --- drawing -----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        rect = self._rect()
        pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=12)
        body = self._layout(rect)
        y = body.y
        from scenes.learn.rulebook import rule_label

        rules = " · ".join(rule_label(rule) for rule in self.lesson.rules)
        head = theme.text(_("Lesson · rule {rules}").format(rules=rules), 17, theme.BARK_LIGHT,
                          "bold")
        surface.blit(head, (body.x, y))
        # the rule number opens the reference, as a refusal's badge does
        self.head_rect = pygame.Rect(body.x, y, head.get_width(), head.get_height())
        pygame.draw.line(surface, theme.BARK_LIGHT, (body.x, y + head.get_height()),
                         (body.x + head.get_width(), y + head.get_height()), 1)
        y += head.get_height() + 2
        self._text_blocks(surface, body, y)
        self.group.draw(surface)

    def _blocks(self) -> list[tuple[str, int, tuple[int, int, int], str]]:
        """What the panel says, most important first: title, goal, what
        happened or a hint, then the rule (unless the note is the rule)."""
        done = self.outcome == "done"
        goal = self.lesson.text("goal_text")
        blocks = [(self.lesson.text("title"), 24, theme.INK, "bold"),
                  (_("Goal met: {goal}").format(goal=goal) if done
                   else _("Goal: {goal}").format(goal=goal), 19, theme.INK, "regular")]
        note, colour = self.note()
        if note:
            blocks.append((note, 19, colour, "bold" if self.outcome else "regular"))
        if note != self.lesson.text("rule_text"):
            blocks.append((self.lesson.text("rule_text"), 18, theme.BARK_LIGHT, "regular"))
        return blocks

    def _text_blocks(self, surface: pygame.Surface, body: pygame.Rect, y: int) -> None:
        """Draw the blocks at the largest of a few scales at which all fit;
        when even the smallest does not (a decision bar above the panel
        leaves little room), the last lines give way, cut with an ellipsis,
        so the hint, which comes before the rule, stays."""
        blocks = self._blocks()
        # Short of room, the lesson's rule text goes first (the Rule button
        # opens it in the reference), then the title (the header names the
        # rule and the intro showed the title), before any line is cut: the
        # goal and what went wrong are what the player needs now.
        ruled = self.note()[0] != self.lesson.text("rule_text")  # as _blocks decides
        brief = blocks[:-1] if ruled else blocks
        self.text_rect = pygame.Rect(body.x, y, body.w, body.bottom - y)
        self.cut = False
        for scale, shown in ((1.0, blocks), (0.86, blocks), (0.86, brief), (0.74, brief),
                             (0.74, brief[1:])):
            laid = [(theme.wrap(content, round(size * scale), body.w, style),
                     round(size * scale), colour, style) for content, size, colour, style in shown]
            need = sum(len(lines) * theme.font(size, style).get_linesize() + 5
                       for lines, size, _colour, style in laid)
            if y + need <= body.bottom:
                break
        self.cut = len(shown) < len(blocks) or y + need > body.bottom
        rows = [(line, size, colour, style, theme.font(size, style).get_linesize(),
                 5 if k + 1 == len(lines) else 0)
                for lines, size, colour, style in laid for k, line in enumerate(lines)]
        for i, (line, size, colour, style, line_h, gap) in enumerate(rows):
            if y + line_h > body.bottom:
                return
            cut = i + 1 < len(rows) and y + line_h + gap + rows[i + 1][4] > body.bottom
            if cut:
                line = theme.ellipsized(line + "…", size, body.w, style)
            surface.blit(theme.text(line, size, colour, style), (body.x, y))
            if cut:
                return
            y += line_h + gap

    def full_text(self) -> str | None:
        """All the panel says, for a tooltip over its text when that had to
        be cut or shortened for room (play-testing: the rule ended in "…"
        while the March's question was open, twice); None when it all shows."""
        if not self.cut:
            return None
        return "\n".join(content for content, _size, _colour, _style in self._blocks()[1:])

    def note(self) -> tuple[str, tuple[int, int, int]]:
        """The line under the goal: what happened, or a hint, or the rule."""
        if self.outcome == "done" and self.watched:
            # Play-testing: "goal met" with no tick and nothing said why
            # once the toast had gone; the panel keeps saying it.
            return _("Shown, not yet played: Restart and reach the goal yourself to tick "
                     "the lesson done."), (120, 80, 20)
        if self.outcome == "done":
            return self.lesson.text("success"), (40, 110, 50)
        if self.outcome == "lost":
            return _("Lost: {why}").format(why=self.why), REFUSED  # each why says how to retry
        if self.showing:
            return _("Watch: the lesson plays its moves for you."), theme.BARK_LIGHT
        if self.run.hint_due:
            hints = self.lesson.hint_texts()
            if not hints:  # a recorded lesson: its next move, as the log says it
                move = self.table.action_words(self.run.demo_action(self.table.game))
                return _("Hint: the lesson's next move is: {move}").format(move=move), \
                    (120, 80, 20)
            index = min(len(hints) - 1, (self.run.wrong_tries - 2) // 2)
            return _("Hint: {hint}").format(hint=hints[index]), (120, 80, 20)
        return self.lesson.text("rule_text"), theme.INK

    @property
    def evidence_at(self) -> list[pygame.Rect]:
        """Where the last refusal's evidence is on the table now (found as
        it is drawn, so a piece that snapped back is marked where it lies)."""
        if self.evidence <= 0 or self.evidence_of is None:
            return []
        return self.table.evidence_rects(self.evidence_of)

    def draw_marks(self, surface: pygame.Surface) -> None:
        """The lesson's highlights on the table (red for a moment after a
        wrong try: the evidence), and the next "Show me" move's arrow."""
        table = self.table
        # Still marks at rest (an idle table draws nothing new); a wrong
        # try's red ones blink while they last.
        pulse = 0.55 + 0.45 * math.sin(self.clock * 8.0) if self.evidence > 0 else 1.0
        colour = REFUSED if self.evidence > 0 else theme.GOLD
        colour = tuple(round(v * pulse) for v in colour)
        if self.outcome is None:
            for target in self.lesson.highlight:
                for r in table.target_rects(target):
                    pygame.draw.rect(surface, colour, r.inflate(12, 12), 4, border_radius=16)
        if self.evidence > 0:
            for r in self.evidence_at:
                pygame.draw.rect(surface, colour, r.inflate(18, 18), 6, border_radius=18)
        if self.showing:
            action = self.run.demo_action(table.game)
            gesture = table.ctl.gesture(action) if action is not None else None
            if gesture is not None:
                _kind, thing, target = gesture
                rects = [r for r in (table.thing_rect(thing),
                                     table.thing_rect(target) if target is not None else None)
                         if r is not None]
                for r in rects:
                    pygame.draw.circle(surface, theme.CREAM, r.center,
                                       max(r.w, r.h) // 2 + 8, 4)
                if len(rects) == 2:
                    draw_arrow(surface, rects[0].center, rects[1].center, theme.CREAM)


def _actors(game: Any, history: list[Any]) -> list[int]:
    """Who took each action of ``history`` from the lesson's start."""
    out = []
    for action in history:
        out.append(game.to_act)
        game.apply(action)
    return out


def target_key(target: Mapping[str, Any]) -> tuple[str, Any]:
    """(kind, value) of a lesson highlight target (one key each)."""
    ((kind, value),) = target.items()
    return kind, value
