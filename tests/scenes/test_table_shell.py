"""The table shell both tables share (issue 18): the hint, computer against
computer with speed, pause and step, and the pass screen only between two
people. Each behaviour is checked at both tables, by posted events."""

from __future__ import annotations

import time

import pygame
import pytest

from scenes import i18n, table_shell
from scenes.codex.overlays import PassScreen as CodexPassScreen
from scenes.codex.session import CodexSession
from scenes.woodland.overlays import PassScreen as RootPassScreen
from scenes.woodland.session import WoodlandSession
from tests.scenes.codex.steps import open_table as open_codex
from tests.scenes.scene_driver import button, click, run_frames, until
from tests.scenes.woodland.table_steps import open_table as open_root

QUICK = "game.ai:Search?iterations=40&processes=1"


def root_table(app, seats: dict[str, str]):
    session = WoodlandSession.new(7, {"keep": 1, "leader": "despot",
                                      "buildings": {"sawmill": 1, "workshop": 9,
                                                    "recruiter": 5}})
    session.seats = seats
    return open_root(app, session)


def codex_table(app, seats: dict[str, str]):
    return open_codex(app, CodexSession.new(3, seats=seats))


TABLES = {
    "root": lambda app, human, other: root_table(app, {"marquise": human, "eyrie": other}),
    "codex": lambda app, human, other: codex_table(app, {"player1": human, "player2": other}),
}


@pytest.fixture
def quick_hints(monkeypatch):
    monkeypatch.setattr(table_shell, "HINT_PLAYER", QUICK)


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_hint_shows_a_legal_move_and_applies_nothing(app, quick_hints, game):
    table = TABLES[game](app, "human", "game.ai:Random")
    assert table.acting()
    before = table.game.to_json()
    history = len(table.game.history)
    click(app, table.hint_button.rect.center)
    assert table.hint is not None and not table.hint.ready
    until(app, lambda: table.hint.ready)
    hint = table.hint
    assert hint.failed is None, hint.failed
    assert hint.action in table.game.legal_actions()
    assert hint.chance is None or 0.0 <= hint.chance <= 1.0
    assert table.hint_text().startswith("Suggested move")
    run_frames(app, 30)
    assert table.game.to_json() == before and len(table.game.history) == history, \
        "a hint never plays the move"
    assert table.hint is hint, "the hint stays until the person moves"
    table.take(hint.action)
    assert table.hint is None and len(table.game.history) == history + 1


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_hint_key_asks_too_and_a_computer_seat_never_gets_one(app, quick_hints, game):
    table = TABLES[game](app, "game.ai:Random", "human")
    assert not table.acting()
    table.ask_hint()
    assert table.hint is None, "no hint while the computer decides"


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_watch_bar_title_says_paused_but_never_the_speed(app, game):
    """Play-testing: "Computers play · normal" over two Easy seats read as
    their level; the speed has its own button."""
    table = TABLES[game](app, "game.ai:Random", "game.ai:Random")
    assert table.watch.title() == "Computers play"
    table.watch.toggle()
    assert table.watch.title() == "Computers play · paused"


@pytest.mark.parametrize("game", sorted(TABLES))
def test_computer_against_computer_runs_to_its_end_at_the_fastest_speed(app, game):
    table = TABLES[game](app, "game.ai:Random", "game.ai:Random")
    assert table.watch is not None, "two computers make a game to watch"
    while table.watch.speed != "fast":
        click(app, table.watch.speed_button.rect.center)
    assert table.watch.factor > 1
    # Big frames: the beats and slides pass at once; the moves are the computers'.
    until(app, lambda: table.game.is_over, seconds=240.0, dt=2.0)
    assert table.game.winner in (0, 1) or table.game.is_over
    assert not isinstance(app.stack.top, (RootPassScreen, CodexPassScreen))
    # The end-of-game panel came; once put away, the pause menu brings it
    # back, and the watch bar has nothing left to pause or speed up.
    run_frames(app, 2)
    panel = app.stack.top
    assert type(panel).__name__ == "GameOverPanel"
    panel.close()
    run_frames(app, 2)
    assert not any(b.enabled for b in table.watch.group.widgets)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode=""))
    run_frames(app, 2)
    click(app, button(app.stack.top, "End of the game…").rect.center)
    run_frames(app, 2)
    assert type(app.stack.top).__name__ == "GameOverPanel"


@pytest.mark.parametrize("game", sorted(TABLES))
def test_watching_pauses_and_steps_one_move_at_a_time(app, game):
    table = TABLES[game](app, "game.ai:Random", "game.ai:Random")
    watch = table.watch
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" "))
    run_frames(app)
    assert watch.paused
    moves = len(table.game.history)
    for _ in range(60):
        app.step(0.5)
        time.sleep(0.005)
    assert len(table.game.history) == moves, "paused: nothing is played"
    click(app, watch.step_button.rect.center)
    until(app, lambda: len(table.game.history) > moves, dt=0.5)
    assert len(table.game.history) == moves + 1
    for _ in range(30):
        app.step(0.5)
        time.sleep(0.005)
    assert len(table.game.history) == moves + 1, "one step is one move"
    click(app, watch.pause_button.rect.center)
    assert not watch.paused
    until(app, lambda: len(table.game.history) > moves + 2, dt=0.5)


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_pass_screen_comes_between_two_people_and_never_for_a_computer(app, game):
    table = TABLES[game](app, "human", "human")
    assert table.watch is None
    passes = (RootPassScreen, CodexPassScreen)
    assert isinstance(app.stack.top, passes), "two people: the first one is asked"
    other = TABLES[game](app, "human", "game.ai:Random")
    assert app.stack.top is other and other.acting()


def test_a_suggested_end_of_the_phase_glows_on_the_button_that_ends_it(app):
    from game.woodland.actions import Action
    from scenes.woodland.overlays import PassScreen

    table = root_table(app, {"marquise": "human", "eyrie": "human"})
    if isinstance(app.stack.top, PassScreen):
        click(app, button(app.stack.top, "Ready: show my hand").rect.center)
    assert Action("end") in table.game.legal_actions()
    table.hint = table_shell.Hint(decision=(), action=Action("end"))
    assert table.hint_rects() == [table.end_button.rect]  # not the phase chip in the top bar


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_thinking_indicator_never_covers_the_heading_beside_it(app, game, monkeypatch):
    """Play-testing: in Russian the Eyrie watching the Marquise think read
    «…рубашкой вверх» under «Маркиса де Коте · Думает…»."""
    i18n.set_language("ru")
    slow = "game.ai:Search?iterations=100000&processes=1"
    table = TABLES[game](app, slow, slow)
    boxes = []
    real = table_shell.draw_thinking
    monkeypatch.setattr(table_shell, "draw_thinking",
                        lambda *a, **k: boxes.append(real(*a, **k)) or boxes[-1])
    run_frames(app, 3)
    assert boxes, "the computer thinks, and says so"
    assert boxes[-1].x >= table.thinking_left_limit()


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_log_badge_under_the_pointer_says_what_its_number_is(app, game):
    """As a toast's badge: resting on a log line's rule badge says which
    reference the number is and that a click opens it (play-testing: the
    Codex's "§2.4" and "p.7" read alike)."""
    from tests.scenes.scene_driver import motion

    if game == "root":
        from tests.scenes.woodland.play import played_session

        table = open_root(app, played_session(7, 120))
        badges = lambda: table.log._badges  # noqa: E731
        words = "of the Law of Root"
    else:
        from tests.scenes.test_save_dialog import at_table, played

        table = at_table(app, played(17, 80))
        badges = lambda: table._log_badges  # noqa: E731
        words = "Codex"
    if isinstance(app.stack.top, (RootPassScreen, CodexPassScreen)):
        click(app, app.stack.top.group.widgets[0].rect.center)
    run_frames(app, 3)
    assert badges(), "the log shows no badge to rest on"
    rect, rule = badges()[-1]
    pygame.event.post(motion(app.to_window(rect.center)))
    run_frames(app, 2)
    text = table.shown_tooltip()
    assert words in text and "Click to read it" in text, (rule, text)
    pygame.event.post(motion(app.to_window((rect.x - 300, rect.centery))))
    run_frames(app, 2)
    assert "Click to read it" not in table.shown_tooltip()


def test_root_setup_hints_say_no_winning_chance(app):
    """Play-testing: "winning chance 19%" at the keep's corner read as the
    game's verdict; a one-turn search cannot see the game from the setup.
    The move is still suggested; the chance comes once the turns begin."""
    from scenes.woodland.session import WoodlandSession as Session

    table = open_root(app, Session.new(3))
    if isinstance(app.stack.top, RootPassScreen):
        click(app, app.stack.top.group.widgets[0].rect.center)
    game = table.game
    assert game.state.phase == "setup"
    table.hint = table_shell.Hint(table.seats.decision(game), game.legal_actions()[0],
                                  chance=0.19, runner_up=0.1)
    text = table.hint_text()
    assert text.startswith("Suggested move") and "%" not in text, text
    while game.state.phase == "setup":
        game.apply(game.legal_actions()[0])
    table.hint = table_shell.Hint(table.seats.decision(game), game.legal_actions()[0],
                                  chance=0.55, runner_up=0.4)
    assert "55%" in table.hint_text()
