"""The replay viewer: a saved game or a Rootlog record, action by action.

The game is replayed once through the rules when the viewer opens, keeping
the position every ``STRIDE`` actions (``Game.clone`` is cheap); any other
position is a checkpoint plus fewer than ``STRIDE`` actions, so stepping is
instant in both directions and a long record costs little memory: ← → one
action, Home / End the start and the end, PageUp / PageDown ten actions, a
click on a log line jumps to it. The
log panel lists every action in words with the current one marked, and the
table is drawn by the same `TableView` the live table uses, from the seat
chosen with "Seat".

Hands: a replay has no pass screen, and anyone at the computer can open a
save. While the game is unfinished either player may open it, and every
earlier hand tells what the other player may still hold, so an unfinished
game's replay shows both hands face down (sizes only) and "Seat" is off.
Once the game is over nothing is left to hide (the Rootlog record of a
finished game is public), so both hands can be looked at, one seat at a
time. "Play on from here" starts a new session from the seed and the
actions so far, at the table (where the pass screen guards the hands
again).
"""

from __future__ import annotations

import pygame

from game.woodland.actions import Action
from game.woodland.game import Game
from scenes import theme
from scenes.i18n import N_, _
from scenes.rules_text import FACTIONS
from scenes.stack import Scene
from scenes.widgets import Button, WidgetGroup
from scenes.woodland import layout as L
from scenes.woodland.records import Replay
from scenes.woodland.session import SEATS, WoodlandSession, board
from scenes.woodland.snapshot import TableSnapshot
from scenes.woodland.text_fit import fitted_text
from scenes.woodland.view import Highlights, TableView
from scenes.woodland.words import action_words

LOG_LINE = 30
PAGE = 10
STRIDE = 16


class ReplayScene(Scene):
    def __init__(self, app, replay: Replay) -> None:
        super().__init__(app)
        self.replay = replay
        self.actions = [Action.parse(text) for text in replay.actions]
        game = Game.new(board(), replay.seed, dict(replay.options), track_undo=False)
        self.checkpoints: list[Game] = [game.clone()]  # after 0, STRIDE, 2*STRIDE... actions
        self.actors: list[int] = []
        for number, action in enumerate(self.actions, start=1):
            self.actors.append(game.to_act)
            game.apply(action)
            if number % STRIDE == 0:
                self.checkpoints.append(game.clone())
        self.index = len(self.actions)
        #: Hands are shown face up only when the game is over (see above).
        self.hands_open = game.is_over
        self._current: tuple[int, Game] = (self.index, game)
        self.seat = SEATS[0]
        self.view = _table_view()
        self._snapshot: tuple[tuple[int, str], TableSnapshot] | None = None
        self.log_offset = 0
        self._log_rows: list[tuple[pygame.Rect, int]] = []
        self.group = WidgetGroup()
        self._build_controls()
        self._follow()

    # --- controls ------------------------------------------------------------

    def _build_controls(self) -> None:
        r = L.CONTROLS_RECT
        gap = 6
        w = (r.w - 3 * gap) // 4
        steps = (("|<", self.first, N_("The start (Home)")),
                 ("<", self.back, N_("One action back (←)")),
                 (">", self.forward, N_("One action on (→)")),
                 (">|", self.last, N_("The end (End)")))
        for i, (label, action, tip) in enumerate(steps):
            self.group.add(Button((r.x + i * (w + gap), r.y + 6, w, 48), label, action,
                                  size=26, tooltip=tip))
        rows = ((N_("Play on from here"), self.play_on, "primary",
                 N_("A new game from this point, at the table")),
                (N_("Seat"), self.switch_seat, "normal",
                 N_("Whose hand is shown: the Marquise's or the Eyrie's")
                 if self.hands_open else
                 N_("The game is not over: both hands stay face down")),
                (N_("Back"), self.close, "normal", None))
        y = r.y + 60
        for label, action, kind, tip in rows:
            size = next((n for n in (24, 22, 20, 18) if theme.font(n, "bold").size(_(label))[0]
                         <= r.w - 16), 18)  # "Play on from here" runs long in Russian
            button = Button((r.x, y, r.w, 48), label, action, kind=kind, size=size,
                            tooltip=tip)
            button.enabled = action != self.switch_seat or self.hands_open
            self.group.add(button)
            y += 54

    # --- stepping -----------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The position after ``index`` actions (read it, never apply to it)."""
        if self._current[0] != self.index:
            self._current = (self.index, self.position_after(self.index))
        return self._current[1]

    def position_after(self, n: int) -> Game:
        """A fresh game after the first ``n`` actions: nearest checkpoint, then on."""
        game = self.checkpoints[n // STRIDE].clone()
        for action in self.actions[n // STRIDE * STRIDE: n]:
            game.apply(action)
        return game

    def go(self, index: int) -> None:
        self.index = min(max(index, 0), len(self.actions))
        self._follow()

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(len(self.actions))

    def back(self) -> None:
        self.go(self.index - 1)

    def forward(self) -> None:
        self.go(self.index + 1)

    def switch_seat(self) -> None:
        if not self.hands_open:
            return
        self.seat = SEATS[1 - SEATS.index(self.seat)]

    def play_on(self) -> None:
        """A new session from the seed and the actions up to here, at the table."""
        from scenes.woodland.opening import autosave, open_table

        session = WoodlandSession.replay(self.replay.seed, self.replay.options,
                                         self.actions[: self.index],
                                         players=self.replay.players)
        autosave(self.app, session)
        open_table(self.app, session)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    # --- input ---------------------------------------------------------------------

    KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_PAGEUP: -PAGE,
            pygame.K_PAGEDOWN: PAGE}

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return True
            if event.key in self.KEYS:
                self.go(self.index + self.KEYS[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.first()
                return True
            if event.key == pygame.K_END:
                self.last()
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.log_offset = min(max(self.log_offset - event.y * 3, 0), self._max_offset())
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, index in self._log_rows:
                if rect.collidepoint(event.pos):
                    self.go(index)
                    return True
        return self.group.handle_event(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def next_change(self) -> float | None:
        return self.group.next_change()

    # --- log -----------------------------------------------------------------------

    @property
    def _log_area(self) -> pygame.Rect:
        return pygame.Rect(L.LOG_RECT.x + 14, L.LOG_RECT.y + 52, L.LOG_RECT.w - 28,
                           L.LOG_RECT.h - 62)

    def _visible_lines(self) -> int:
        return max(1, self._log_area.h // LOG_LINE)

    def _max_offset(self) -> int:
        return max(0, len(self.actions) + 1 - self._visible_lines())

    def _follow(self) -> None:
        """Scroll the log so the current line (index; 0 = the start) shows."""
        shown = self._visible_lines()
        if self.index < self.log_offset:
            self.log_offset = self.index
        elif self.index >= self.log_offset + shown:
            self.log_offset = self.index - shown + 1
        self.log_offset = min(max(self.log_offset, 0), self._max_offset())

    def line_text(self, index: int) -> str:
        """Log line ``index``: 0 is the start, i the i-th action."""
        if index == 0:
            return _("The cards are dealt (seed {seed})").format(seed=self.replay.seed)
        text, rule = action_words(self.actions[index - 1], self.actors[index - 1])
        return f"{index}. {text}" + (f"  ({rule})" if rule else "")

    # --- drawing ---------------------------------------------------------------------

    def snapshot(self) -> TableSnapshot:
        key = (self.index, self.seat)
        if self._snapshot is None or self._snapshot[0] != key:
            self._snapshot = (key, TableSnapshot.of(self.game, self.seat,
                                                      hand_visible=self.hands_open))
        return self._snapshot[1]

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.snapshot(), Highlights())
        self._draw_log(surface)
        self._draw_controls_panel(surface)
        self.group.draw(surface)

    def _draw_controls_panel(self, surface: pygame.Surface) -> None:
        r = L.CONTROLS_RECT.inflate(12, 8)
        surface.blit(theme.panel_surface(r.size, alpha=235), r.topleft)

    def _draw_log(self, surface: pygame.Surface) -> None:
        r = L.LOG_RECT
        surface.blit(theme.panel_surface(r.size, alpha=240), r.topleft)
        if self.hands_open:
            heading = _("Replay: {title} · action {i} of {n} · seat: {seat}").format(
                title=self.replay.title, i=self.index, n=len(self.actions),
                seat=_(FACTIONS[self.seat]))
        else:
            heading = _("Replay: {title} · action {i} of {n} · hands face down").format(
                title=self.replay.title, i=self.index, n=len(self.actions))
        surface.blit(fitted_text(heading, 24, theme.BARK, r.w - 28, "bold"),
                     (r.x + 14, r.y + 14))
        area = self._log_area
        self._log_rows = []
        clip = surface.get_clip()
        surface.set_clip(area)
        last = min(len(self.actions), self.log_offset + self._visible_lines() - 1)
        for row, index in enumerate(range(self.log_offset, last + 1)):
            rect = pygame.Rect(area.x, area.y + row * LOG_LINE, area.w, LOG_LINE)
            self._log_rows.append((rect, index))
            current = index == self.index
            if current:
                pygame.draw.rect(surface, (246, 214, 140), rect, border_radius=6)
            colour = theme.INK if index <= self.index else theme.DISABLED
            text = self.line_text(index)
            img = theme.text(text, 22, colour, "bold" if current else "regular")
            surface.blit(img, (rect.x + 8, rect.y + 3))
        surface.set_clip(clip)


def _table_view() -> TableView:
    from scenes.mapview import autumn_map

    return TableView(autumn_map())
