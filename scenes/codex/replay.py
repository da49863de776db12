"""The Codex replay viewer: a saved Codex game, action by action.

Stepping, the controls, the log and which hands may be shown are the
replay viewers' shared part (:mod:`scenes.replay_base`, whose docstring
tells why an unfinished game's hands stay face down); here is what is the
Codex table's: the game starts from the seed (Bashing against Finesse), an
action is said by `scenes.codex.words.action_words` with the card names of
the moment it was taken, and the table is drawn by the same `CodexView` the
live table uses, from the seat chosen with "Seat". The controls sit where
the live table has its buttons and the log where its log is.
"""

from __future__ import annotations

import pygame

from game.codex.actions import Action
from game.codex.game import Game
from game.codex.lawbook import action_rule
from saves.savefile import SaveFile
from scenes.codex.session import SEATS, CodexSession, typed_names
from scenes.codex.snapshot import Snapshot
from scenes.codex.view import LOG_RECT, PANEL, CodexView, player_name
from scenes.codex.words import Namer, action_words, codex_seat_names
from scenes.i18n import N_
from scenes.learn.rulebook import short_label
from scenes.replay_base import Replay, ReplayViewer, Saying
from scenes.seats import SeatName, kinds_of
from scenes.session import is_the_autosave, shown_save_name

CONTROLS_TOP = 148  # under the turn panel, where the live table's buttons are


def replay_of_save(save: SaveFile) -> Replay:
    """A Codex save as a replay; replayed (and so checked) like a load."""
    session = CodexSession.from_payload(save.game, file=save.path.name, name=save.name)
    return Replay(session.seed, session.options, session.game.log, session.players,
                  shown_save_name(save.name, is_the_autosave(save)), seats=dict(session.seats),
                  from_autosave=is_the_autosave(save))


class CodexReplayScene(ReplayViewer):
    SEATS = (0, 1)
    SEAT_TIP = N_("Whose hand is shown: Player 1's or Player 2's")
    HEADING_SIZE = 20
    LOG_SIZE = 17
    LOG_LINE = 23

    def __init__(self, app, replay: Replay) -> None:
        self.view = CodexView((N_("{player}'s hand"),
                               N_("{player}'s hand, face down: the game is not over")))
        self._snapshot: tuple[tuple[int, int], Snapshot] | None = None
        super().__init__(app, replay)

    def names(self) -> tuple[SeatName, ...]:
        """The seats' names as at the table: typed at New game (none: "Player
        1", "Player 2"), a computer seat's with its level."""
        return codex_seat_names(kinds_of(self.replay.seats, SEATS),
                                typed_names(self.replay.players))

    # --- the viewer's hooks --------------------------------------------------------

    def new_game(self) -> Game:
        return Game.new(self.replay.seed, dict(self.replay.options), track_undo=False)

    def parse(self, text: str) -> Action:
        return Action.parse(text)

    def saying(self, game: Game, action: Action) -> Saying:
        actor, namer, names = game.to_act, Namer.frozen(game.state, self.names()), self.names()
        rule = action_rule(action)

        def say() -> tuple[str, str]:
            who = player_name(actor, names) if actor in (0, 1) else ""
            text = action_words(action, namer)
            return (f"{who}: {text}" if who else text), (short_label(rule) if rule else "")

        return say

    def control_rects(self) -> dict[str, pygame.Rect]:
        x, w, gap = PANEL.x + 8, PANEL.w - 16, 6
        half = (w - gap) // 2
        top = CONTROLS_TOP
        return {"panel": pygame.Rect(PANEL.x, top - 6, PANEL.w, 164),
                "steps": pygame.Rect(x, top, w, 46),
                "play_on": pygame.Rect(x, top + 52, w, 48),
                "seat": pygame.Rect(x, top + 106, half, 46),
                "back": pygame.Rect(x + half + gap, top + 106, w - half - gap, 46)}

    def log_rect(self) -> pygame.Rect:
        return LOG_RECT

    def seat_name(self, seat: int) -> str:
        return player_name(seat, self.names())

    def start_from_here(self) -> None:
        from scenes.codex.opening import open_fresh

        session = CodexSession.replay(self.replay.seed, self.replay.options,
                                      self.actions[: self.index],
                                      players=self.replay.players)
        session.seats = dict(self.replay.seats)
        open_fresh(self.app, session)

    # --- drawing ---------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        key = (self.index, self.seat)
        if self._snapshot is None or self._snapshot[0] != key:
            self._snapshot = (key, Snapshot.of(self.game, self.seat,
                                               hand_visible=self.hands_open,
                                               names=self.names()))
        return self._snapshot[1]

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.view.layer(self.snapshot()), (0, 0))
