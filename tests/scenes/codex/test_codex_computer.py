"""The Codex table against the computer: a person plays the first seat, the
computer the second, by posted events; the computer's turn plays by itself
through the table's own controller path, with no pass screen."""

from __future__ import annotations

import time

import pygame

from scenes.codex.overlays import PassScreen
from scenes.codex.session import CodexSession
from scenes.pause import PauseMenu
from tests.scenes.codex.steps import drag, open_table, press_key, spot
from tests.scenes.scene_driver import FRAME, run_frames

CHEAP = "game.ai:Search?iterations=20&processes=1"


def until(app, done, seconds: float = 90.0) -> None:
    """Frames until ``done()`` (the bound only stops a broken test)."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the computer never got there"
        app.step(FRAME)
        time.sleep(0.002)


def against_computer(kind: str = CHEAP, seed: int = 3) -> CodexSession:
    return CodexSession.new(seed, seats={"player1": "human", "player2": kind})


def test_a_human_move_then_the_computer_plays_its_turn(app):
    session = against_computer()
    game = session.game
    table = open_table(app, session)
    assert not isinstance(app.stack.top, PassScreen) and table.acting()
    s = game.state
    gold = s.gold[0]
    playable = next(c for c in table.ctl.draggable() if c.kind == "card")
    code = s.code[playable.key[0]] if isinstance(playable.key[0], int) else playable.key[0]
    drag(app, spot(table, "card", code), spot(table, "table", 0))
    assert s.gold[0] < gold, "the card was played from the hand"
    turn = s.turn_number
    press_key(app, pygame.K_RETURN)  # end the main phase
    run_frames(app, 2)
    mine = len(game.history)
    assert game.to_act == 1 and table.seats.thinking(game) and table.next_change() == 0
    assert not isinstance(app.stack.top, PassScreen), "never a pass screen for a computer"
    assert table.viewer == 0 and isinstance(table.snap.side(0).hand, list)
    assert isinstance(table.snap.side(1).hand, int), "the computer's hand is never shown"
    until(app, lambda: game.to_act == 0 and s.turn_number > turn)
    assert len(game.history) > mine and len(table.log_lines()) > mine - 1
    assert table.acting() and not isinstance(app.stack.top, PassScreen)


def test_pause_and_quit_while_the_computer_thinks(app):
    session = against_computer("game.ai:Search?iterations=4000&processes=1")
    game = session.game
    table = open_table(app, session)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert game.to_act == 1 and table.seats.worker.busy
    steps = len(game.history)
    press_key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    run_frames(app, 20)
    assert len(game.history) == steps
    app.stack.top.quit_game()
    assert not app.running
    app.stack.clear()
    assert table.seats.worker.process is None and len(game.history) == steps


def test_a_save_with_a_computer_seat_loads_and_the_computer_goes_on(app):
    session = against_computer("game.ai:Random")
    table = open_table(app, session)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 1)
    payload = session.to_payload()
    assert payload["seats"]["player2"] == "game.ai:Random"
    app.stack.clear()
    loaded = CodexSession.from_payload(payload)
    table = open_table(app, loaded)
    assert table.seats.kinds == ("human", "game.ai:Random")
    until(app, lambda: loaded.game.to_act == 0)
    assert len(loaded.game.history) > len(payload["actions"])


def test_the_pass_screen_comes_between_two_people_only(app):
    session = CodexSession.new(3)
    game = session.game
    open_table(app, session)
    assert isinstance(app.stack.top, PassScreen)  # two people: as before
    app.stack.clear()
    table = open_table(app, against_computer("game.ai:Random"))
    game = table.game
    assert not isinstance(app.stack.top, PassScreen)
    press_key(app, pygame.K_RETURN)
    until(app, lambda: game.to_act == 0)
    assert not isinstance(app.stack.top, PassScreen)


def test_after_the_computers_turn_the_tech_choice_waits_for_you(app):
    """The computer's turn stays in view (the table and its log) instead of
    under the tech overlay; "Choose tech cards…" opens it."""
    from scenes.codex.overlays import TechOverlay

    session = against_computer("game.ai:Random")
    game = session.game
    table = open_table(app, session)
    s = game.state
    press_key(app, pygame.K_RETURN)  # end the first main phase: no tech on turn 1
    until(app, lambda: game.to_act == 0 and s.phase == "tech" or game.is_over)
    assert not game.is_over
    run_frames(app, 5)
    assert app.stack.top is table, "the overlay waits"
    assert any("log" in t.message for t in app.toasts.toasts)
    table.primary_action()
    assert isinstance(app.stack.top, TechOverlay)


def test_watching_two_computers_the_hand_is_named_as_the_computers_not_yours(app):
    """Play-testing: watching, the hand read "hidden until you take the
    computer" (no seat can be taken) and, at the end, "Your hand"."""
    from scenes import i18n

    session = CodexSession.new(3, seats={"player1": CHEAP, "player2": CHEAP})
    table = open_table(app, session)
    hidden = i18n._(table.view.hand_words[1]).format(player="P")
    shown = i18n._(table.view.hand_words[0]).format(player="P")
    assert "computer" in hidden and "take" not in hidden
    assert shown == "P's hand"
    person = open_table(app, against_computer())
    assert person.viewer == 0 and person.view.hand_words[0] == "Your hand"


def test_2_each_turn_has_a_heading_and_after_the_computers_the_log_shows_its_start(app):
    """Play-testing: a computer turn is 15-25 log lines, and finding where
    it began took a dozen wheel clicks. Each turn has a heading, and when
    the person's turn comes the log shows from the computer's heading."""
    session = against_computer("game.ai:Random", seed=5)
    game = session.game
    table = open_table(app, session)

    def computer_turn_overflows() -> bool:
        texts = table.log_lines()
        heads = [k for k, t in enumerate(texts) if t.startswith("— Turn ")
                 and "Computer" in t]
        return bool(heads) and sum(len(table._log_parts(line))
                                   for line in table.lines[heads[-1]:]) > table._log_rows()

    while not game.is_over and game.state.turn_number <= 20:
        press_key(app, pygame.K_RETURN)  # the person ends the main phase
        until(app, lambda: game.to_act == 0 or game.is_over)
        run_frames(app, 3)
        if computer_turn_overflows():
            break
        if game.state.phase == "tech" and game.to_act == 0:
            table.perform(game.legal_actions()[0])
    assert computer_turn_overflows(), "no computer turn outgrew the log"
    texts = table.log_lines()
    heads = [t for t in texts if t.startswith("— Turn ")]
    assert heads[:3] == ["— Turn 1 · Player 1 —", "— Turn 2 · Computer (custom) —",
                         "— Turn 3 · Player 1 —"], heads
    last = f"— Turn {game.state.turn_number - 1} · Computer (custom) —"
    assert table.log_shown[0] == last, table.log_shown
    # the person's next action brings the log back to the newest line
    table.perform(game.legal_actions()[0])
    run_frames(app, 2)
    assert table.log_offset == 0 and table.log_shown[0] != last
