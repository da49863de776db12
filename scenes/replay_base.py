"""What both replay viewers share: a game stepped through action by action.

The game is replayed once through the rules when a viewer opens, keeping
the position every ``STRIDE`` actions (both engines' ``Game.clone`` is
cheap); any other position is a checkpoint plus fewer than ``STRIDE``
actions, so stepping is instant in both directions and a long record costs
little memory: ← → one action, Home / End the start and the end, PageUp /
PageDown ten actions, a click on a log line jumps to it. The log lists
every action in words with the current one marked; a line too long for the
log's width wraps, so the Codex table's narrow column reads as well as
Root's wide one.

Hands: a replay has no pass screen, and anyone at the computer can open a
save. While the game is unfinished either player may open it, and every
earlier hand tells what the other player may still hold, so an unfinished
game's replay shows both hands face down (sizes only) and "Seat" is off.
Once the game is over nothing is left to hide, so both hands can be looked
at, one seat at a time. "Play on from here" starts a new session from the
seed and the actions so far, at the table (where the pass screen guards the
hands again).

A game's viewer says how its game starts and reads its actions, how an
action is said in the log, where the controls and the log go, and draws the
table; everything else is here (:class:`ReplayViewer`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes import i18n, theme
from scenes.i18n import N_, Text, _, resolve
from scenes.stack import Scene
from scenes.widgets import Button, WidgetGroup, label_size
from scenes.woodland.text_fit import fitted_text

PAGE = 10
STRIDE = 16
#: The replay viewer of each save mode (scenes/registry.py); Rootlog records
#: open in Root's.
REPLAY_SCENES = {"woodland": "replay", "codex": "codex_replay"}


@dataclass(frozen=True)
class Replay:
    """What a replay viewer needs: how the game started and every action."""

    seed: int
    options: dict
    actions: list[str]
    players: dict[str, str]
    title: Text
    #: Who sat at each seat (a computer level or "human"; none: two people):
    #: a game played on from here keeps them, so a computer's hand stays its own.
    seats: dict[str, str] = field(default_factory=dict)
    #: Read from the autosave, which a game played on from here replaces.
    from_autosave: bool = False


def replay_of_session(session: Any, title: Text | None = None) -> Replay:
    """The game of a session at the table as a replay (the game just
    finished, from its game-over panel); both games' sessions keep the seed,
    the options, the log and the players' names alike."""
    return Replay(session.seed, dict(session.options), list(session.game.log),
                  dict(session.players or {}),
                  title if title is not None else session.name or N_("the game just played"),
                  seats=dict(getattr(session, "seats", None) or {}))


#: A log line said when drawn, in the language of the moment: (text, rule).
Saying = Callable[[], tuple[str, str]]


class ReplayViewer(Scene):
    """Stepping, controls and the log of a replay (see the module)."""

    #: The seats a finished game's "Seat" goes round, in engine order.
    SEATS: Sequence[Any] = ()
    SEAT_TIP: str = ""  # each viewer names its seats
    HEADING_SIZE = 24
    LOG_SIZE = 22
    LOG_LINE = 30

    # --- hooks a game's viewer supplies -------------------------------------------

    def new_game(self) -> Any:
        """The game before its first action."""
        raise NotImplementedError

    def parse(self, text: str) -> Any:
        """An action from its text form."""
        raise NotImplementedError

    def saying(self, game: Any, action: Any) -> Saying:
        """How ``action``, about to be applied to ``game``, is said in the log."""
        raise NotImplementedError

    def control_rects(self) -> dict[str, pygame.Rect]:
        """Where the controls go: ``steps`` (the four step buttons in a row),
        ``play_on``, ``seat``, ``back``; ``panel`` the backing drawn under them."""
        raise NotImplementedError

    def log_rect(self) -> pygame.Rect:
        raise NotImplementedError

    def seat_name(self, seat: Any) -> str:
        return str(seat)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The position after ``index`` actions, from ``seat``, by the live table's view."""
        raise NotImplementedError

    def play_on(self) -> None:
        """Asked first: a new game from here, with the same seats, takes the
        autosave's place (and so the place of a game read from it)."""
        from scenes.dialog import Dialog

        message = N_("A new game starts from this move, with the same players and computers.")
        if self.replay.from_autosave:
            message = N_("A new game starts from this move, with the same players and "
                         "computers. It replaces the autosave, which holds the game you are "
                         "watching: save that game under a name first to keep it.")
        self.app.stack.push(Dialog(self.app, N_("Play on from here?"), message,
                                   ((N_("Play on"), self.start_from_here, "primary"),
                                    (N_("Cancel"), None, "normal"))))

    def start_from_here(self) -> None:
        """A new session from the seed and the actions up to here, with the
        replay's seats, at the table."""
        raise NotImplementedError

    # --- set-up ------------------------------------------------------------------------

    def __init__(self, app, replay: Replay) -> None:
        super().__init__(app)
        self.replay = replay
        self.actions = [self.parse(text) for text in replay.actions]
        game = self.new_game()
        self.checkpoints: list[Any] = [game.clone()]  # after 0, STRIDE, 2*STRIDE... actions
        self.actors: list[int] = []
        self.sayings: list[Saying] = []
        for number, action in enumerate(self.actions, start=1):
            self.actors.append(game.to_act)
            self.sayings.append(self.saying(game, action))
            game.apply(action)
            if number % STRIDE == 0:
                self.checkpoints.append(game.clone())
        self.index = len(self.actions)
        #: Hands are shown face up only when the game is over (see the module).
        self.hands_open = game.is_over
        self._current: tuple[int, Any] = (self.index, game)
        self.seat = self.SEATS[0]
        self.log_offset = 0
        self._log_rows: list[tuple[pygame.Rect, int]] = []
        self._wrapped: dict[int, list[str]] = {}
        self._wrapped_in = i18n.language()
        self.group = WidgetGroup()
        self._build_controls()
        self._follow()

    def _build_controls(self) -> None:
        rects = self.control_rects()
        r = rects["steps"]
        gap = 6
        w = (r.w - 3 * gap) // 4
        steps = (("|<", self.first, N_("The start (Home)")),
                 ("<", self.back, N_("One action back (Left arrow key)")),
                 (">", self.forward, N_("One action on (Right arrow key)")),
                 (">|", self.last, N_("The end (End)")))
        for i, (label, action, tip) in enumerate(steps):
            self.group.add(Button((r.x + i * (w + gap), r.y, w, r.h), label, action,
                                  size=26, tooltip=tip))
        rows = (("play_on", N_("Play on from here"), self.play_on, "primary",
                 N_("A new game from this point, at the table")),
                ("seat", N_("Seat"), self.switch_seat, "normal",
                 self.SEAT_TIP if self.hands_open else
                 N_("The game is not over: both hands stay face down")),
                ("back", N_("Back"), self.close, "normal", None))
        for name, label, action, kind, tip in rows:
            rect = rects[name]
            button = Button(rect, label, action, kind=kind, size=label_size(label, rect.w),
                            tooltip=tip)
            button.enabled = action != self.switch_seat or self.hands_open
            self.group.add(button)

    # --- stepping -----------------------------------------------------------------

    @property
    def game(self) -> Any:
        """The position after ``index`` actions (read it, never apply to it)."""
        if self._current[0] != self.index:
            self._current = (self.index, self.position_after(self.index))
        return self._current[1]

    def position_after(self, n: int) -> Any:
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
        self.seat = self.SEATS[1 - list(self.SEATS).index(self.seat)]

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

    # --- the log -----------------------------------------------------------------------

    def line_text(self, index: int) -> str:
        """Log line ``index``: 0 is the start, i the i-th action."""
        if index == 0:
            return _("The cards are dealt (seed {seed})").format(seed=self.replay.seed)
        text, rule = self.sayings[index - 1]()
        return f"{index}. {text}" + (f"  ({rule})" if rule else "")

    @property
    def _log_area(self) -> pygame.Rect:
        r = self.log_rect()
        top = 18 + 2 * (self.HEADING_SIZE + 6)
        return pygame.Rect(r.x + 14, r.y + top, r.w - 28, r.h - top - 10)

    def _rows(self, index: int) -> list[str]:
        """Line ``index`` wrapped to the log's width (kept until the language changes)."""
        if self._wrapped_in != i18n.language():
            self._wrapped, self._wrapped_in = {}, i18n.language()
        rows = self._wrapped.get(index)
        if rows is None:
            rows = theme.wrap(self.line_text(index), self.LOG_SIZE,
                              self._log_area.w - 16 - self._indent(index), "bold") or [""]
            self._wrapped[index] = rows
        return rows

    def _indent(self, index: int) -> int:
        """How far a line's continuation rows stand in: past its number, so
        they do not read as the next numbered line."""
        return theme.font(self.LOG_SIZE, "bold").size(f"{index}. ")[0] if index else 0

    def _fits_from(self, offset: int, index: int) -> bool:
        """Whether all of line ``index`` shows when the log starts at line ``offset``."""
        room = self._log_area.h // self.LOG_LINE
        used = sum(len(self._rows(k)) for k in range(offset, index + 1))
        return used <= room

    def _max_offset(self) -> int:
        """The first line shown when the last line is at the bottom."""
        offset = len(self.actions)
        while offset > 0 and self._fits_from(offset - 1, len(self.actions)):
            offset -= 1
        return offset

    def _follow(self) -> None:
        """Scroll the log so the current line (index; 0 = the start) shows."""
        if self.index < self.log_offset:
            self.log_offset = self.index
        while self.log_offset < self.index and not self._fits_from(self.log_offset, self.index):
            self.log_offset += 1
        self.log_offset = min(max(self.log_offset, 0), self._max_offset())

    # --- drawing ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self._draw_log(surface)
        r = self.control_rects()["panel"]
        surface.blit(theme.panel_surface(r.size, alpha=235), r.topleft)
        self.group.draw(surface)

    def heading(self) -> tuple[str, str]:
        """The log's two heading lines: which game, and where in it."""
        title = _("Replay: {title}").format(title=resolve(self.replay.title))
        if self.hands_open:
            where = _("Action {i} of {n} · seat: {seat}").format(
                i=self.index, n=len(self.actions), seat=self.seat_name(self.seat))
        else:
            where = _("Action {i} of {n} · hands face down").format(
                i=self.index, n=len(self.actions))
        return title, where

    def _draw_log(self, surface: pygame.Surface) -> None:
        r = self.log_rect()
        surface.blit(theme.panel_surface(r.size, alpha=240), r.topleft)
        title, where = self.heading()
        size = self.HEADING_SIZE
        surface.blit(fitted_text(title, size, theme.BARK, r.w - 28, "bold"), (r.x + 14, r.y + 12))
        surface.blit(fitted_text(where, size - 2, theme.BARK_LIGHT, r.w - 28, "bold"),
                     (r.x + 14, r.y + 18 + size + 4))
        area = self._log_area
        self._log_rows = []
        clip = surface.get_clip()
        surface.set_clip(area)
        y = area.y
        for index in range(self.log_offset, len(self.actions) + 1):
            rows = self._rows(index)
            rect = pygame.Rect(area.x, y, area.w, len(rows) * self.LOG_LINE)
            if rect.bottom > area.bottom:
                break
            self._log_rows.append((rect, index))
            current = index == self.index
            if current:
                pygame.draw.rect(surface, (246, 214, 140), rect, border_radius=6)
            colour = theme.INK if index <= self.index else theme.DISABLED
            pad = (self.LOG_LINE - theme.font(self.LOG_SIZE).get_linesize()) // 2
            indent = self._indent(index)
            for k, row in enumerate(rows):
                img = theme.text(row, self.LOG_SIZE, colour, "bold" if current else "regular")
                surface.blit(img, (rect.x + 8 + (indent if k else 0),
                                   rect.y + k * self.LOG_LINE + pad))
            y = rect.bottom
        surface.set_clip(clip)

