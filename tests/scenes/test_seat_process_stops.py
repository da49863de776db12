"""A computer seat whose thinking process stops before it answers (killed,
out of memory; in the packaged program, a child that could not start) is
asked again in a new process, then plays the first legal move with a
warning. Before, the table said "Thinking…" for ever and the game stalled."""

from __future__ import annotations

import pytest

from game.woodland.autumn import autumn_board
from game.woodland.game import Game
from scenes import seats
from scenes.seats import SeatDrivers
from tests.scenes.scene_driver import until
from tests.scenes.test_table_shell import TABLES

STOPPED = (-1, "error", "the computer player's process stopped")


class StoppingWorker:
    """A worker whose process stops with every question until ``answers``
    says otherwise: then it answers the question with that action's text."""

    def __init__(self, stops: int, answer: str | None = None) -> None:
        self.stops, self.reply = stops, answer
        self.busy = False
        self.asked: list[int] = []
        self._ident = 0

    def ask(self, ident: int, question: tuple) -> None:
        self.asked.append(ident)
        self._ident = ident
        self.busy = True

    def answer(self):
        self.busy = False
        if len(self.asked) <= self.stops:
            return STOPPED
        return (self._ident, "ok", self.reply)

    def stop(self) -> None:
        self.busy = False


def drivers_with(worker: StoppingWorker) -> SeatDrivers:
    drivers = SeatDrivers(("easy", "human"))
    drivers.worker = worker  # type: ignore[assignment]
    return drivers


def moves_until_answer(drivers: SeatDrivers, game, frames: int = 20):
    for _ in range(frames):
        action = drivers.move(game, 0.1, True)
        if action is not None:
            return action
    return None


def test_a_stopped_process_is_asked_again_in_a_new_one():
    game = Game.new(autumn_board(), seed=3)
    wanted = game.legal_actions()[-1]
    worker = StoppingWorker(stops=1, answer=str(wanted))
    drivers = drivers_with(worker)
    assert moves_until_answer(drivers, game) == wanted
    assert len(worker.asked) == 2, "asked once more after the stop"
    assert drivers.error is None


def test_a_process_that_keeps_stopping_gives_the_first_legal_move_and_says_why():
    game = Game.new(autumn_board(), seed=3)
    worker = StoppingWorker(stops=99)
    drivers = drivers_with(worker)
    assert moves_until_answer(drivers, game) == game.legal_actions()[0]
    assert len(worker.asked) == 1 + seats.RESTARTS
    assert drivers.error == STOPPED[2]


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_table_plays_on_and_warns_when_the_computer_cannot_answer(app, game):
    table = TABLES[game](app, "game.ai:Random", "human")
    table.seats.worker.stop()
    table.seats.worker = StoppingWorker(stops=99)
    table.seats.abandon()  # the first question went to the real worker
    first, done = table.game.legal_actions()[0], len(table.game.history)
    until(app, lambda: len(table.game.history) > done, seconds=20.0)
    assert table.game.history[done] == first
    assert any("could not decide" in toast.message for toast in app.toasts.toasts)
    assert table.seats.error is None, "said once"
