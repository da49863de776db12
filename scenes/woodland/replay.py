"""The Root replay viewer: a saved game or a Rootlog record, action by action.

Stepping, the controls, the log and which hands may be shown are the
replay viewers' shared part (:mod:`scenes.replay_base`, whose docstring
tells why an unfinished game's hands stay face down); here is what is
Root's: the game starts from the autumn map and the seed, an action is said
by `scenes.woodland.words.action_words`, and the table is drawn by the same
`TableView` the live table uses, from the seat chosen with "Seat".
"""

from __future__ import annotations

from functools import partial

import pygame

from game.woodland.actions import Action
from game.woodland.game import Game
from game.woodland.rules import context as decision_context
from scenes.i18n import N_
from scenes.replay_base import PAGE, STRIDE, Replay, ReplayViewer, Saying
from scenes.rules_text import FACTIONS, name_of
from scenes.woodland import layout as L
from scenes.woodland.session import SEATS, WoodlandSession, board
from scenes.woodland.snapshot import TableSnapshot
from scenes.woodland.view import Highlights, TableView
from scenes.woodland.words import action_words

__all__ = ["PAGE", "STRIDE", "Replay", "ReplayScene"]


class ReplayScene(ReplayViewer):
    SEATS = SEATS
    SEAT_TIP = N_("Whose hand is shown: the Marquise's or the Eyrie's")

    def __init__(self, app, replay: Replay) -> None:
        self.view = _table_view()
        self._snapshot: tuple[tuple[int, str], TableSnapshot] | None = None
        super().__init__(app, replay)

    # --- the viewer's hooks --------------------------------------------------------

    def new_game(self) -> Game:
        return Game.new(board(), self.replay.seed, dict(self.replay.options), track_undo=False)

    def parse(self, text: str) -> Action:
        return Action.parse(text)

    def saying(self, game: Game, action: Action) -> Saying:
        return partial(action_words, action, game.to_act, decision_context(game.state))

    def control_rects(self) -> dict[str, pygame.Rect]:
        r = L.CONTROLS_RECT
        rects = {"panel": r.inflate(12, 8), "steps": pygame.Rect(r.x, r.y + 6, r.w, 48)}
        for k, name in enumerate(("play_on", "seat", "back")):
            rects[name] = pygame.Rect(r.x, r.y + 60 + 54 * k, r.w, 48)
        return rects

    def log_rect(self) -> pygame.Rect:
        return L.LOG_RECT

    def seat_name(self, seat: str) -> str:
        return name_of(FACTIONS, seat)

    def start_from_here(self) -> None:
        from scenes.woodland.opening import autosave, open_table

        session = WoodlandSession.replay(self.replay.seed, self.replay.options,
                                         self.actions[: self.index],
                                         players=self.replay.players)
        session.seats = dict(self.replay.seats)
        autosave(self.app, session)
        open_table(self.app, session)

    # --- drawing ---------------------------------------------------------------------

    def snapshot(self) -> TableSnapshot:
        key = (self.index, self.seat)
        if self._snapshot is None or self._snapshot[0] != key:
            self._snapshot = (key, TableSnapshot.of(self.game, self.seat,
                                                      hand_visible=self.hands_open))
        return self._snapshot[1]

    def draw_table(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.snapshot(), Highlights())


def _table_view() -> TableView:
    from scenes.mapview import autumn_map

    return TableView(autumn_map())
