"""A game watched to its end, computer against computer, can be watched
again at once: both tables' game-over panels offer "Watch the replay", which
opens the game's replay viewer over the table at the game's last action,
with the hands of the finished game open one seat at a time."""

from __future__ import annotations

import pytest

from scenes.codex.overlays import GameOverPanel as CodexGameOver
from scenes.codex.replay import CodexReplayScene
from scenes.woodland.overlays import GameOverPanel as RootGameOver
from scenes.woodland.replay import ReplayScene
from tests.scenes.scene_driver import click_button, run_frames, until
from tests.scenes.test_table_shell import TABLES

VIEWERS = {"root": ReplayScene, "codex": CodexReplayScene}
PANELS = (RootGameOver, CodexGameOver)


def watched_to_its_end(app, game: str):
    table = TABLES[game](app, "game.ai:Random", "game.ai:Random")
    while table.watch.speed != "fast":
        table.watch.faster()
    # Big frames: the beats and slides pass at once; the moves are the computers'.
    until(app, lambda: table.game.is_over, seconds=240.0, dt=2.0)
    run_frames(app, 2)
    return table


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_computer_game_offers_its_replay_at_game_over_and_it_opens_at_the_end(app, game):
    table = watched_to_its_end(app, game)
    panel = app.stack.top
    assert isinstance(panel, PANELS), f"game over shows its panel, not {type(panel).__name__}"
    click_button(app, "Watch the replay")
    viewer = app.stack.top
    assert isinstance(viewer, VIEWERS[game])
    assert viewer.replay.actions == table.game.log
    assert viewer.index == len(table.game.log), "it opens at the game's end"
    assert viewer.game.state_hash() == table.game.state_hash()
    assert viewer.game.is_over and viewer.hands_open
    first = viewer.snapshot().viewer
    click_button(app, "Seat")
    assert viewer.snapshot().viewer != first, "a finished game's hands, one seat at a time"
    assert viewer.snapshot().hand_visible
    click_button(app, "Back")
    assert app.stack.top is table, "Back returns to the finished table"


@pytest.mark.parametrize("lesson_id", ["woodland-01-must-rule", "codex-01-patrol-zone"])
def test_a_lesson_table_offers_no_replay(app, lesson_id):
    """A lesson starts from a position of its own, not from a seed: its end
    has nothing to replay, while a game from a seed has."""
    from scenes.learn.lesson import load_lessons
    from scenes.learn.session import LessonSession

    lesson = next(found for found in load_lessons()[0] if found.id == lesson_id)
    session = LessonSession.of(lesson)
    table = app.open(session.table, session)
    assert table.replay_offer() is None
    game = "codex" if lesson_id.startswith("codex") else "root"
    assert TABLES[game](app, "human", "human").replay_offer() is not None
