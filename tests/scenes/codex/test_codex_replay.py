"""The Codex replay viewer: a saved Codex game opens from the Load screen and
steps action by action (← → Home End PageUp PageDown, a click on the log) to
the very positions the engine reaches; an unfinished game keeps both hands
face down; "Play on from here" starts a game at that point."""

from __future__ import annotations

import random

import pygame

from game.codex.game import Game
from scenes.codex.replay import CodexReplayScene
from scenes.codex.session import CodexSession
from scenes.replay_base import STRIDE, Replay
from tests.scenes.scene_driver import click, click_button, press, run_frames


def played(seed: int = 4, actions: int = 70, *, choice_seed: int = 2) -> CodexSession:
    """A new Codex session after `actions` random legal actions (fewer if it ends)."""
    session = CodexSession.new(seed)
    pick = random.Random(choice_seed)
    for _ in range(actions):
        if session.game.is_over:
            break
        session.game.apply(pick.choice(session.game.legal_actions()))
    return session


def hash_after(replay: Replay, n: int) -> str:
    game = Game.new(replay.seed, replay.options)
    for action in replay.actions[:n]:
        game.apply(action)
    return game.state_hash()


def open_from_load_screen(app, session: CodexSession) -> CodexReplayScene:
    from scenes.load_scene import LoadScene
    from scenes.start import open_first

    path = session.save("Codex replay test")
    open_first(app, "load")
    run_frames(app)
    loader = app.stack.top
    assert isinstance(loader, LoadScene)
    index = next(i for i, row in enumerate(loader.list.rows)
                 if getattr(row.payload, "path", None) == path)
    loader.list.select(index)
    assert loader.replay_button.enabled, "a Codex save can be replayed"
    click_button(app, "Replay")
    scene = app.stack.top
    assert isinstance(scene, CodexReplayScene)
    return scene


def test_a_codex_save_opens_in_the_viewer_and_steps_to_the_engines_positions(app):
    session = played()
    scene = open_from_load_screen(app, session)
    replay = scene.replay
    n = len(replay.actions)
    assert replay.actions == session.game.log
    assert scene.index == n and scene.game.state_hash() == session.game.state_hash()
    press(app, pygame.K_HOME)
    assert scene.index == 0 and scene.game.state_hash() == hash_after(replay, 0)
    for expected in (1, 2, 3):
        press(app, pygame.K_RIGHT)
        assert scene.index == expected
        assert scene.game.state_hash() == hash_after(replay, expected)
    press(app, pygame.K_LEFT)
    assert scene.index == 2 and scene.game.state_hash() == hash_after(replay, 2)
    press(app, pygame.K_PAGEDOWN)
    assert scene.index == 12 and scene.game.state_hash() == hash_after(replay, 12)
    press(app, pygame.K_PAGEUP)
    assert scene.index == 2
    click(app, scene.group.widgets[3].rect.center)  # ">|"
    assert scene.index == n and scene.game.state_hash() == session.game.state_hash()
    click(app, scene.group.widgets[1].rect.center)  # "<"
    assert scene.index == n - 1 and scene.game.state_hash() == hash_after(replay, n - 1)
    press(app, pygame.K_END)
    press(app, pygame.K_RIGHT)  # nothing after the end
    assert scene.index == n


def test_a_click_on_a_log_line_jumps_there_and_the_log_follows(app):
    session = played(actions=90)
    scene = open_from_load_screen(app, session)
    shown = [index for _rect, index in scene._log_rows]
    assert scene.index in shown, "the current line is in view"
    press(app, pygame.K_HOME)
    shown = [index for _rect, index in scene._log_rows]
    assert shown[0] == 0 and len(shown) > 3
    rect, target = scene._log_rows[3]
    click(app, rect.center)
    assert scene.index == target == 3
    assert scene.game.state_hash() == hash_after(scene.replay, 3)
    assert scene.line_text(3).startswith("3. Player ")


def test_every_step_is_the_game_after_that_many_actions_across_checkpoints(app):
    session = played(actions=3 * STRIDE + 5)
    scene = CodexReplayScene(app, Replay(session.seed, session.options, session.game.log,
                                         {}, "test"))
    game = Game.new(session.seed, session.options)
    for n in range(len(scene.actions) + 1):
        scene.go(n)
        assert scene.game.state_hash() == game.state_hash(), n
        if n < len(scene.actions):
            game.apply(scene.actions[n])
    for n in (STRIDE, STRIDE - 1, 0, 2 * STRIDE + 1):
        scene.go(n)
        assert scene.game.state_hash() == hash_after(scene.replay, n)


def hand_face_up(scene: CodexReplayScene, app) -> bool:
    """Whether a card of the shown hand is drawn face up (a card hit exists)."""
    run_frames(app)
    return any(hit.kind == "card" for _rect, hit in scene.view.hits)


def test_an_unfinished_codex_games_replay_shows_no_hand_face_up(app):
    session = played(actions=60)
    assert not session.game.is_over
    scene = open_from_load_screen(app, session)
    assert not scene.hands_open
    for index in (0, 7, 30, 60):
        scene.go(index)
        assert not scene.snapshot().hand_visible
        assert all(isinstance(side.hand, int) for side in scene.snapshot().sides), index
        assert not hand_face_up(scene, app), index
    click_button(app, "Seat")  # off: the seat, and so the hand, stay as they are
    assert scene.seat == 0
    scene.switch_seat()
    assert scene.seat == 0 and not hand_face_up(scene, app)


def test_play_on_from_here_starts_a_codex_game_with_the_actions_so_far(app):
    from scenes.codex.table import CodexTable

    session = played(actions=60)
    scene = open_from_load_screen(app, session)
    scene.go(25)
    run_frames(app)
    click_button(app, "Play on from here")
    click_button(app, "Play on")  # the question: a new game from here
    table = app.stack.find(CodexTable)
    assert table is not None
    assert table.session.game.log == session.game.log[:25]
    assert table.session.game.state_hash() == hash_after(scene.replay, 25)


def test_back_and_esc_leave_the_viewer_for_the_load_screen(app):
    from scenes.load_scene import LoadScene

    scene = open_from_load_screen(app, played(actions=20))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, LoadScene) and app.stack.top is not scene


def test_playing_on_from_the_autosave_keeps_the_computer_and_asks_first(app):
    """An unfinished game against the computer, replayed from its autosave:
    played on from here, the computer keeps its seat (its hand is never
    offered to the person at the screen), and the question says the
    autosave is replaced."""
    from scenes.codex.table import CodexTable
    from scenes.dialog import Dialog
    from scenes.i18n import resolve
    from scenes.load_scene import LoadScene
    from scenes.start import open_first

    session = played(actions=40)
    session.seats = {"player1": "human", "player2": "easy"}
    session.autosave()
    open_first(app, "load")
    run_frames(app)
    loader = app.stack.top
    assert isinstance(loader, LoadScene)
    from saves import paths

    index = next(i for i, row in enumerate(loader.list.rows)
                 if getattr(row.payload, "path", None) == paths.autosave_path())
    loader.list.select(index)
    click_button(app, "Replay")
    scene = app.stack.top
    assert isinstance(scene, CodexReplayScene) and scene.replay.seats == session.seats
    scene.go(20)
    run_frames(app)
    click_button(app, "Play on from here")
    question = app.stack.top
    assert isinstance(question, Dialog) and "replaces the autosave" in resolve(question.message)
    click_button(app, "Play on")
    table = app.stack.find(CodexTable)
    assert table is not None and table.session.seats == session.seats
    assert table.seats.computer(1)
