"""The replay viewer steps through a game action by action (← → Home End
PageUp PageDown, a click on the log) and plays on from any point."""

from __future__ import annotations

import pygame

from game.woodland.game import Game
from scenes.woodland.records import Replay, read_record
from scenes.woodland.replay import ReplayScene
from scenes.woodland.session import board
from tests.scenes.scene_driver import click, click_button, press, run_frames
from tests.scenes.woodland.play import played_session


def _hash_after(replay: Replay, n: int) -> str:
    game = Game.new(board(), replay.seed, replay.options)
    for action in replay.actions[:n]:
        game.apply(action)
    return game.state_hash()


def _open(app, actions: int = 80) -> tuple[ReplayScene, Replay, str]:
    from scenes.start import open_first

    session = played_session(seed=21, actions=actions)
    replay = Replay(session.seed, session.options, session.game.log, {}, "test")
    open_first(app)
    scene = ReplayScene(app, replay)
    app.stack.push(scene)
    run_frames(app)
    return scene, replay, session.game.state_hash()


def test_arrows_home_end_and_pages_reach_the_right_positions(app):
    scene, replay, final = _open(app)
    n = len(replay.actions)
    assert scene.index == n and scene.game.state_hash() == final  # opens at the end
    press(app, pygame.K_HOME)
    assert scene.index == 0 and scene.game.state_hash() == _hash_after(replay, 0)
    for expected in (1, 2, 3):
        press(app, pygame.K_RIGHT)
        assert scene.index == expected
        assert scene.game.state_hash() == _hash_after(replay, expected)
    press(app, pygame.K_LEFT)
    assert scene.game.state_hash() == _hash_after(replay, 2)
    press(app, pygame.K_PAGEDOWN)
    assert scene.index == 12 and scene.game.state_hash() == _hash_after(replay, 12)
    press(app, pygame.K_END)
    assert scene.index == n and scene.game.state_hash() == final
    press(app, pygame.K_RIGHT)  # nothing after the end
    assert scene.index == n
    press(app, pygame.K_HOME)
    press(app, pygame.K_LEFT)  # nothing before the start
    assert scene.index == 0


def test_the_log_follows_the_current_action_and_a_click_jumps_there(app):
    scene, replay, _final = _open(app)
    press(app, pygame.K_END)
    shown = [index for _rect, index in scene._log_rows]
    assert scene.index in shown  # the current line is in view
    rect, target = scene._log_rows[0]
    click(app, rect.center)
    assert scene.index == target
    assert scene.game.state_hash() == _hash_after(replay, target)
    assert scene.line_text(target).startswith(f"{target}.") or target == 0


def test_play_on_from_here_starts_a_session_with_the_actions_so_far(app):
    from scenes.woodland.table import WoodlandTable

    scene, replay, _final = _open(app)
    press(app, pygame.K_HOME)
    for _ in range(30):
        press(app, pygame.K_RIGHT)
    expected = _hash_after(replay, 30)
    click_button(app, "Play on from here")
    click_button(app, "Play on")  # the question: a new game from here
    table = app.stack.find(WoodlandTable)
    assert table is not None
    assert table.session.game.log == replay.actions[:30]
    assert table.session.game.state_hash() == expected


def test_a_rootlog_record_replays_to_the_games_end(app):
    session = played_session(seed=8, actions=160)
    session.players = {"marquise": "Ann", "eyrie": "Bob"}
    path = session.export_rootlog()
    replay = read_record(path)
    assert replay.actions == session.game.log and replay.players == session.players
    scene = ReplayScene(app, replay)
    app.stack.push(scene)
    run_frames(app)
    assert scene.game.state_hash() == session.game.state_hash()


def _hand_face_up(scene, app) -> bool:
    """Whether a card of the shown hand is drawn face up (a card hit exists)."""
    app.step(1 / 60)
    return bool(scene.view.hits("card"))


def test_a_finished_games_seat_switch_shows_the_other_hand(app):
    scene, _replay, _final = _open(app, actions=3000)
    assert scene.game.is_over and scene.hands_open
    assert scene.snapshot().viewer == "marquise" and scene.snapshot().hand_visible
    click_button(app, "Seat")
    assert scene.snapshot().viewer == "eyrie"
    assert isinstance(scene.snapshot().hand("eyrie"), list)
    assert isinstance(scene.snapshot().hand("marquise"), int)
    assert _hand_face_up(scene, app) == bool(scene.snapshot().hand("eyrie"))
    scene.first()
    assert scene.snapshot().hand_visible  # earlier positions too, once it is over


def test_an_unfinished_games_replay_shows_no_hand_face_up(app):
    scene, _replay, _final = _open(app, actions=80)
    assert not scene.game.is_over and not scene.hands_open
    for index in (0, 10, 40, 80):
        scene.go(index)
        assert not scene.snapshot().hand_visible
        assert not _hand_face_up(scene, app), index
    click_button(app, "Seat")  # disabled: the seat, and so the hand, stay as they are
    assert scene.seat == "marquise"
    scene.switch_seat()
    assert scene.seat == "marquise"
    assert not _hand_face_up(scene, app)


def test_the_load_screen_lists_records_and_replays_them(app):
    from scenes.load_scene import LoadScene
    from scenes.start import open_first

    session = played_session(seed=12, actions=50)
    path = session.export_rootlog()
    open_first(app, "load")
    run_frames(app)
    loader = app.stack.top
    assert isinstance(loader, LoadScene)
    index = next(i for i, row in enumerate(loader.list.rows) if row.payload.path == path)
    loader.list.select(index)
    assert not loader.load_button.enabled or loader.replay_button.enabled
    click_button(app, "Replay")
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    assert scene.game.state_hash() == session.game.state_hash()


def test_a_damaged_record_is_refused_naming_the_line(app, isolated_home):
    from saves import paths
    from scenes.dialog import Dialog
    from scenes.load_scene import LoadScene
    from scenes.start import open_first

    session = played_session(seed=12, actions=50)
    text = session.export_rootlog().read_text(encoding="utf-8")
    bad = paths.saves_dir() / "broken.rootlog"
    lines = text.splitlines()
    turn = next(i for i, line in enumerate(lines) if line.startswith("C:") and "->" in line)
    lines[turn] = "C:w1->12"  # not a path: clearing 1 is not next to 12
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    open_first(app, "load")
    run_frames(app)
    loader = app.stack.top
    assert isinstance(loader, LoadScene)
    index = next(i for i, row in enumerate(loader.list.rows) if row.payload.path == bad)
    loader.list.select(index)
    click_button(app, "Replay")
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    assert dialog.message().startswith("broken.rootlog: line ")
    click_button(app, "OK")
    assert app.stack.top is loader and app.running


def test_every_step_of_the_replay_is_the_game_after_that_many_actions(app):
    from scenes.woodland.replay import STRIDE

    scene, replay, _final = _open(app, actions=3 * STRIDE + 5)
    game = Game.new(board(), replay.seed, replay.options)
    for n in range(len(replay.actions) + 1):  # across checkpoint boundaries, in order
        scene.go(n)
        assert scene.game.state_hash() == game.state_hash(), n
        if n < len(replay.actions):
            game.apply(replay.actions[n])
    for n in (STRIDE, STRIDE - 1, 0, 2 * STRIDE + 1):  # and jumping back
        scene.go(n)
        assert scene.game.state_hash() == _hash_after(replay, n)
