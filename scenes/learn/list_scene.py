"""Learn the rules: every lesson, by game and in course order, and which are done.

Opened from the title ("Learn the rules"). Root's lessons are on the left,
the Codex's on the right, each row a lesson's number in its course, title,
the rules it teaches and whether it is done. Choosing one (Start, Enter or
a double click) opens it at its table with a `LessonSession`; a done lesson
can be played again as often as the player likes. "Reset progress" (after
a confirmation) marks every lesson as not done.

Whatever the disk holds, the screen opens: a lesson file that cannot be
read is left out and a line under the lists says how many were, and a
damaged progress file counts as nothing done, with a line saying why
(`scenes.learn.progress`). Texts are built when drawn, so a language switch
in Settings applies here at once.
"""

from __future__ import annotations

import pygame

from saves.errors import printable
from scenes import i18n, theme
from scenes.dialog import Dialog
from scenes.i18n import N_, _, ngettext, resolve
from scenes.learn.lesson import GAMES, Lesson, LessonError, load_lessons
from scenes.learn.progress import done_lessons, reset_progress
from scenes.overlay import PanelOverlay
from scenes.widgets import Button, Label, ListRow, ScrollList

GAME_NAMES = {"woodland": N_("Root"), "codex": N_("Codex")}
PANEL_SIZE = (1640, 960)
LIST_TOP = 212
ROWS_SHOWN = 6
NOTE_SIZE = 20


def rules_line(lesson: Lesson) -> str:
    """The rules a lesson teaches, as the tables cite them: "Rule 4.2.1",
    "Codex p.7 · Codex 6"."""
    if lesson.game == "codex":
        from scenes.learn.rulebook import rule_label

        return " · ".join(rule_label(rule) for rule in lesson.rules)
    return ngettext("Rule {rules}", "Rules {rules}", len(lesson.rules)).format(
        rules=", ".join(lesson.rules))


def lesson_row(lesson: Lesson, number: int, done: bool) -> ListRow:
    """A lesson's row; one the player recorded says so (it can be deleted,
    the course's own cannot)."""
    rules = rules_line(lesson)
    if not lesson.builtin:
        rules = _("Your lesson") + " · " + rules
    return ListRow(f"{number}. {lesson.text('title')}", rules, lesson,
                   badge=_("done") if done else "")


def skipped_note(errors: list[LessonError]) -> str:
    return ngettext("{n} lesson file could not be read and is left out",
                    "{n} lesson files could not be read and are left out",
                    len(errors)).format(n=len(errors))


def skipped_files(errors: list[LessonError]) -> str:
    """Which files were left out and why (the note's tooltip)."""
    return "\n".join(printable(str(error)) for error in errors[:6])


class LessonsScene(PanelOverlay):
    """The two courses side by side, the chosen lesson's goal, and the buttons."""

    TITLE_TOP = 36
    dim_alpha = 130

    def __init__(self, app) -> None:
        super().__init__(app, PANEL_SIZE, N_("Learn the rules"))
        p = self.panel
        width = (p.w - 100 - 40) // 2
        self.lists: dict[str, ScrollList] = {}
        for column, game in enumerate(GAMES):
            rect = (p.x + 50 + column * (width + 40), p.y + LIST_TOP, width,
                    ScrollList.ROW_H * ROWS_SHOWN)
            self.lists[game] = self.group.add(ScrollList(
                rect, on_select=lambda row, game=game: self._selected(game, row),
                on_activate=lambda row: self.start(row.payload),
                empty_text=N_("No lessons yet")))
        # The reference is otherwise reached by F1, a rule badge or a lesson's
        # Rule button: a player who knows none of them looks here, at the top.
        self.group.add(Button(
            (p.right - 50 - 340, p.y + 40, 340, 56), N_("Rules reference"),
            self.app.open_reference, size=26,
            tooltip=N_("Every rule of both games, searchable (F1 anywhere)")))
        y = p.bottom - 86
        self.start_button = self.group.add(Button(
            (p.x + 50, y, 360, 62), self._start_label, self.start_selected,
            kind="primary", tooltip=N_("Open the lesson at its table (Enter)")))
        self.reset_button = self.group.add(Button(
            (p.x + 430, y, 360, 62), N_("Reset progress"), self.confirm_reset, kind="danger",
            tooltip=N_("Mark every lesson as not done")))
        back = self.group.add(Button((p.right - 330, y, 280, 62), N_("Back"), self.close))
        # Only a lesson the player recorded can be deleted: the button shows
        # beside its goal while one is selected.
        self.delete_button = self.group.add(Button(
            (p.right - 56 - 300, p.y + LIST_TOP + ScrollList.ROW_H * ROWS_SHOWN + 18, 300, 56),
            N_("Delete lesson"), self.confirm_delete, kind="danger",
            tooltip=N_("Delete this lesson you recorded from your lessons folder")))
        # Quiet notes between the buttons; hovering one shows the details.
        left = self.reset_button.rect.right + 30
        width = back.rect.x - 30 - left
        self.progress_label = self.group.add(Label(
            (left, y - 6, width, 52), N_("Lesson progress could not be read and starts afresh"),
            size=NOTE_SIZE, colour=theme.DANGER, wrap=True))
        self.skipped_label = self.group.add(Label(
            (left, y + 40, width, 52), lambda: skipped_note(self.errors), size=NOTE_SIZE,
            colour=theme.DANGER, wrap=True))
        self.selected: Lesson | None = None
        self._backdrop: pygame.Surface | None = None
        self.refresh()
        where = self._opening_row()
        if where is not None:
            listed, index = where
            listed.select(index)
            self.group.set_focus(listed)
        else:
            self.group.set_focus(self.group.widgets[-1])

    def _opening_row(self) -> tuple[ScrollList, int] | None:
        """Where the list opens: on the lesson played last, else on the
        first lesson not done (Root's course first), else on the first."""
        last = getattr(self.app, "last_lesson", None)
        for wanted in ((lambda lesson: lesson.id == last) if last else None,
                       lambda lesson: lesson.id not in self.done, lambda lesson: True):
            if wanted is None:
                continue
            for game, listed in self.lists.items():
                for index, lesson in enumerate(self.lessons[game]):
                    if wanted(lesson):
                        return listed, index
        return None

    # --- what is listed ---------------------------------------------------------------

    def refresh(self) -> None:
        """Read the lessons and the progress again; the selection stays on
        the same lesson when it is still there."""
        lessons, self.errors = load_lessons()
        self.done, self.progress_problem = done_lessons()
        self.lessons = {game: [lesson for lesson in lessons if lesson.game == game]
                        for game in GAMES}
        keep = self.selected.id if self.selected else None
        for game, listed in self.lists.items():
            rows = [lesson_row(lesson, n, lesson.id in self.done)
                    for n, lesson in enumerate(self.lessons[game], start=1)]
            index = next((i for i, row in enumerate(rows) if row.payload.id == keep), None)
            listed.on_select, on_select = None, listed.on_select
            listed.set_rows(rows)
            listed.selected = index
            listed.on_select = on_select
        self._language = i18n.language()
        self.progress_label.visible = self.progress_problem is not None
        self.progress_label.tooltip = self.progress_problem
        self.skipped_label.visible = bool(self.errors)
        self.skipped_label.tooltip = skipped_files(self.errors) or None
        self._place_notes()
        if keep is not None and not any(lst.selected is not None for lst in self.lists.values()):
            self.selected = None
        self._buttons()

    def _place_notes(self) -> None:
        """Stack the notes shown, centred on the buttons' middle line."""
        shown = [label for label in (self.progress_label, self.skipped_label) if label.visible]
        line = theme.font(NOTE_SIZE).get_linesize()
        heights = [line * len(theme.wrap(resolve(label.text), NOTE_SIZE, label.rect.w))
                   for label in shown]
        y = self.start_button.rect.centery - (sum(heights) + 6 * (len(shown) - 1)) // 2
        for label, height in zip(shown, heights, strict=True):
            label.rect.y, label.rect.h = y, height
            y += height + 6

    def _selected(self, game: str, row: ListRow | None) -> None:
        """One lesson is chosen at a time: choosing in one list clears the other."""
        if row is None:
            return
        self.selected = row.payload
        for other, listed in self.lists.items():
            if other != game:
                listed.selected = None
        self._buttons()

    def _buttons(self) -> None:
        self.start_button.enabled = self.selected is not None
        self.delete_button.visible = self.selected is not None and not self.selected.builtin
        self.reset_button.enabled = bool(self.done)

    def _start_label(self) -> str:
        if self.selected is not None and self.selected.id in self.done:
            return _("Play again")
        return _("Start lesson")

    # --- doing ------------------------------------------------------------------------

    def start_selected(self) -> None:
        if self.selected is not None:
            self.start(self.selected)

    def start(self, lesson: Lesson) -> None:
        """The lesson at its table, alone on the stack (as a game is opened)."""
        from scenes.learn.session import LessonSession

        session = LessonSession.of(lesson)
        self.app.open(session.table, session)

    def confirm_reset(self) -> None:
        if not self.done:
            return
        self.app.stack.push(Dialog(
            self.app, N_("Reset progress?"),
            lambda: ngettext("{n} lesson done will be marked as not done again.",
                             "{n} lessons done will be marked as not done again.",
                             len(self.done)).format(n=len(self.done)),
            ((N_("Reset"), self.reset, "danger"), (N_("Cancel"), None, "normal"))))

    def confirm_delete(self) -> None:
        lesson = self.selected
        if lesson is None or lesson.builtin:
            return
        self.app.stack.push(Dialog(
            self.app, N_("Delete lesson?"),
            lambda: _("“{title}” will be deleted from your lessons folder. "
                      "This cannot be undone.").format(title=lesson.text("title")),
            ((N_("Delete"), lambda: self.delete(lesson), "danger"),
             (N_("Cancel"), None, "normal"))))

    def delete(self, lesson: Lesson) -> None:
        """Remove a recorded lesson's file; a file that cannot be removed
        stays listed, with a message saying why."""
        if lesson.builtin:
            return
        try:
            lesson.path.unlink()
        except FileNotFoundError:
            pass  # already gone: the list is brought up to date below
        except OSError as exc:
            self.app.toast(_("The lesson could not be deleted: {why}").format(
                why=printable(exc.strerror or str(exc))), kind="warning")
            return
        else:
            self.app.toast(_("Lesson deleted"))
        if self.selected is lesson:
            self.selected = None
        self.refresh()

    def reset(self) -> None:
        problem = reset_progress()
        if problem is not None:
            self.app.toast(problem, kind="warning")
        else:
            self.app.toast(_("Lesson progress reset"))
        self.refresh()

    def close(self) -> None:
        """Back to what lies beneath; opened alone (e.g. from a lesson's
        table), back to the title."""
        if len(self.app.stack) == 1 and self.app.stack.top is self:
            self.app.open("title")
        else:
            super().close()

    # --- scene ------------------------------------------------------------------------

    def resume(self) -> None:
        self.refresh()  # a lesson file or the language may have changed meanwhile

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Left and Right go from one course to the other."""
        if event.key not in (pygame.K_LEFT, pygame.K_RIGHT):
            return False
        target = self.lists[GAMES[0] if event.key == pygame.K_LEFT else GAMES[1]]
        if target.rows:
            self.group.set_focus(target)
            if target.selected is None:
                target.select(0)
        return True

    def update(self, dt: float) -> None:
        if i18n.language() != self._language:
            self.refresh()
        super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if list(self.app.stack)[:1] == [self]:  # nothing beneath: the title's forest
            if self._backdrop is None:
                from scenes.title import load_backdrop

                self._backdrop = load_backdrop()
            surface.blit(self._backdrop, (0, 0))
            surface.blit(theme.shade(surface.get_size(), self.dim_alpha), (0, 0))
        super().draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        p = self.panel
        total = sum(len(listed) for listed in self.lessons.values())
        done = sum(1 for listed in self.lessons.values() for lesson in listed
                   if lesson.id in self.done)
        summary = theme.text(ngettext("{done} of {n} lesson done", "{done} of {n} lessons done",
                                      total).format(done=done, n=total), 24, theme.BARK_LIGHT)
        surface.blit(summary, summary.get_rect(midtop=(p.centerx, p.y + 118)))
        for game, listed in self.lists.items():
            self._draw_heading(surface, game, listed.rect)
        self._draw_details(surface)

    def _draw_heading(self, surface: pygame.Surface, game: str, rect: pygame.Rect) -> None:
        name = theme.text(_(GAME_NAMES[game]), 36, theme.BARK, "title")
        surface.blit(name, name.get_rect(bottomleft=(rect.x + 4, rect.y - 8)))
        lessons = self.lessons[game]
        if lessons:
            count = sum(1 for lesson in lessons if lesson.id in self.done)
            share = theme.text(_("{done} / {n} done").format(done=count, n=len(lessons)), 22,
                               theme.BARK_LIGHT)
            surface.blit(share, share.get_rect(bottomright=(rect.right - 4, rect.y - 14)))

    def _draw_details(self, surface: pygame.Surface) -> None:
        """The chosen lesson's goal, under the lists."""
        lesson = self.selected
        if lesson is None:
            return
        p = self.panel
        x, y, width = p.x + 56, p.y + LIST_TOP + ScrollList.ROW_H * ROWS_SHOWN + 18, p.w - 112
        if self.delete_button.visible:  # the goal's lines keep clear of the button
            width = self.delete_button.rect.x - 24 - x
        surface.blit(theme.text(lesson.text("title"), 28, theme.INK, "bold"), (x, y))
        y += 38
        for line in theme.wrap(lesson.text("goal_text"), 24, width)[:2]:
            surface.blit(theme.text(line, 24, theme.INK), (x, y))
            y += 30
