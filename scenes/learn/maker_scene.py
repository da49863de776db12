"""The end of a lesson recording: its title and goal, then Save (issue 19).

Pushed over the table when the teacher finishes recording (the pause menu's
"Finish the lesson…" or the recording banner). The goals on offer are those
:func:`scenes.learn.maker.goal_choices` finds: they hold now and did not when
recording began. Save writes the lesson to the user's lessons folder, where
Learn the rules lists it with the built-in ones.
"""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.i18n import N_, _, ngettext
from scenes.learn.lesson import LessonError
from scenes.learn.maker import goal_choices, in_each_language, save_lesson
from scenes.overlay import PanelOverlay
from scenes.text_field import TextField
from scenes.widgets import Button

WIDTH = 1000


class LessonMakerScene(PanelOverlay):
    dim_alpha = 150
    TITLE_SIZE = 40
    TITLE_TOP = 30

    def __init__(self, app, table) -> None:
        recording = table.recording
        choices = goal_choices(recording.game_kind, recording.start_game, table.game, recording)
        super().__init__(app, (WIDTH, 420 + 52 * max(1, len(choices))), N_("Make a lesson"))
        self.table = table
        self.recording = recording
        self.choices = choices
        self.chosen = 0 if self.choices else -1
        p = self.panel
        self.field = self.group.add(TextField((p.x + 60, p.y + 146, p.w - 120, 60),
                                              _("My lesson"), max_length=60,
                                              on_submit=self.save,
                                              placeholder=N_("The lesson's title")))
        self.goal_buttons: list[Button] = []
        y = p.y + 262
        for i, choice in enumerate(self.choices):
            button = Button((p.x + 60, y, p.w - 120, 46), choice.words, self._picker(i),
                            size=20)
            self.goal_buttons.append(self.group.add(button))
            y += 52
        self.save_button = self.group.add(Button((p.centerx - 370, p.bottom - 96, 350, 64),
                                                 N_("Save the lesson"), self.save,
                                                 kind="primary", size=26))
        self.group.add(Button((p.centerx + 20, p.bottom - 96, 350, 64), N_("Keep recording"),
                              self.close, size=26))
        self.save_button.enabled = bool(self.choices)
        # The title is typed at once, over the suggestion, wherever the
        # pointer rests (as in the Save dialog); Enter saves.
        self.field.set_text(_("My lesson"), select=True)
        self.group.set_focus(self.field)
        self.field.editing = True
        self._sync()

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return True
        return self.field.type_key(event)

    def _picker(self, i: int):
        def pick() -> None:
            self.chosen = i
            self._sync()
        return pick

    def _sync(self) -> None:
        for i, b in enumerate(self.goal_buttons):
            b.kind = "primary" if i == self.chosen else "normal"

    def save(self) -> None:
        if self.chosen < 0:
            return
        choice = self.choices[self.chosen]
        title = self.field.text.strip() or _("My lesson")
        try:
            lesson = save_lesson(self.recording, title, choice.condition,
                                 in_each_language(choice.words))
        except (LessonError, OSError) as exc:
            self.app.toast(_("The lesson could not be saved: {error}").format(error=exc), None,
                           "warning")
            return
        self.table.recording = None
        self.close()
        self.app.toast(_("Lesson saved: {title}. Find it in Learn the rules.").format(
            title=title), None, "info")
        self.saved = lesson

    def draw_content(self, surface: pygame.Surface) -> None:
        p = self.panel
        moves = len(self.recording.actions)
        line = ngettext("{n} move recorded. The first mover is the learner; the other side's "
                        "moves become the lesson's replies.",
                        "{n} moves recorded. The first mover is the learner; the other side's "
                        "moves become the lesson's replies.", moves).format(n=moves)
        for i, text in enumerate(theme.wrap(line, 20, p.w - 120)):
            surface.blit(theme.text(text, 20, theme.INK), (p.x + 60, p.y + 86 + i * 26))
        label = _("Goal (reached by your last move, not before):") if self.choices \
            else _("Nothing has changed yet that could be a goal: play on, then finish.")
        size = 22
        lines = theme.wrap(label, size, p.w - 120, "bold")
        if len(lines) > 1:  # the space above the goals holds one line: smaller type
            size = 18
            lines = theme.wrap(label, size, p.w - 120, "bold")
        for i, text in enumerate(lines[:2]):
            surface.blit(theme.text(text, size, theme.BARK, "bold"),
                         (p.x + 60, p.y + 226 - 12 * (len(lines[:2]) - 1) + i * 24))
