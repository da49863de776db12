"""Root against the computer: a person plays the Marquise, the computer the
Eyrie, by posted events; the computer's moves come through the table's own
controller path, one at a time, and it answers mid-turn questions (ambush)."""

from __future__ import annotations

import time

import pygame

from scenes.pause import PauseMenu
from scenes.woodland.overlays import PassScreen
from scenes.woodland.session import WoodlandSession
from tests.scenes.scene_driver import FRAME, run_frames
from tests.scenes.woodland.table_steps import (
    centre,
    click_choice,
    drag,
    open_table,
    press_key,
    spot,
    with_hand,
)

CHEAP = "game.ai:Search?iterations=20&processes=1"


def against_computer(session: WoodlandSession, eyrie: str = CHEAP) -> WoodlandSession:
    session.seats = {"marquise": "human", "eyrie": eyrie}
    return session


def preset() -> WoodlandSession:
    return WoodlandSession.new(7, {"keep": 1, "leader": "despot",
                                   "buildings": {"sawmill": 1, "workshop": 9, "recruiter": 5}})


def until(app, done, seconds: float = 90.0) -> None:
    """Frames until ``done()`` (the worker thinks in real time; the bound
    only stops a broken test, nothing is asserted on time)."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the computer never got there"
        app.step(FRAME)
        time.sleep(0.002)


def test_the_computer_plays_its_own_turn_after_the_humans(app):
    session = against_computer(preset())
    game = session.game
    table = open_table(app, session)
    # One person at the table: no pass screen, the Marquise hand is up.
    assert not isinstance(app.stack.top, PassScreen) and table.revealed
    drag(app, spot(table, "track", "workshop"), centre(table, 10))
    assert game.to_position()["clearings"][9]["workshops"] == 1
    history = len(game.history)
    while game.to_act == 0:  # to the end of the Marquise turn
        table.end_phase()
        run_frames(app, 1)
    assert game.to_act == 1
    # The Eyrie decide by themselves; the Marquise hand stays the viewer's.
    assert table.seats.thinking(game) and table.next_change() == 0
    assert table.snap.viewer == "marquise" and not isinstance(app.stack.top, PassScreen)
    assert table.end_button.enabled is False  # the person cannot act for the computer
    until(app, lambda: game.to_act == 0)
    eyrie_moves = [e for e in table.entries if e.faction == "eyrie"]
    assert len(game.history) > history + 3 and eyrie_moves, "the Eyrie turn is in the log"
    assert not isinstance(app.stack.top, PassScreen), "never a pass screen for a computer"
    assert table.acting()


def test_4_3_1_the_computer_answers_the_humans_battle(app):
    session = against_computer(with_hand(preset(), "eyrie", ["ambush_rabbit", "sword", "anvil"]))
    session.seats = {"eyrie": "game.ai:Random"}
    game = session.game
    table = open_table(app, session)
    drag(app, spot(table, "warriors", 6, "marquise"), centre(table, 3))
    click_choice(app, table, "pass")
    drag(app, spot(table, "warriors", 3, "marquise"), spot(table, "warriors", 3, "eyrie"))
    assert game.to_position()["battle"]["stage"] == "ambush" and game.to_act == 1
    assert not isinstance(app.stack.top, PassScreen)
    assert table.snap.viewer == "marquise" and table.revealed  # the person's own hand
    until(app, lambda: (game.to_position().get("battle") or {}).get("stage") != "ambush")
    # It answered (ambush or pass), through the log, and the battle goes on.
    assert any(e.faction == "eyrie" for e in table.entries)


def test_pause_and_quit_while_the_computer_thinks(app, isolated_home):
    session = against_computer(preset(), "game.ai:Search?iterations=4000&processes=1")
    game = session.game
    table = open_table(app, session)
    while game.to_act == 0:
        table.end_phase()
        run_frames(app, 2)
    run_frames(app, 2)
    assert table.seats.worker.busy
    steps = len(game.history)
    press_key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    run_frames(app, 30)
    assert len(game.history) == steps, "nothing is taken while the menu is up"
    app.stack.top.to_title()
    run_frames(app, 2)
    assert table.seats.worker.process is None  # the think is abandoned, its worker ended
    assert len(game.history) == steps


def test_a_save_with_a_computer_seat_loads_and_the_computer_goes_on(app):
    session = against_computer(preset(), "game.ai:Random")
    game = session.game
    table = open_table(app, session)
    while game.to_act == 0:
        table.end_phase()
        run_frames(app, 2)
    payload = session.to_payload()
    assert payload["seats"] == {"marquise": "human", "eyrie": "game.ai:Random"}
    app.stack.clear()
    loaded = WoodlandSession.from_payload(payload)
    assert loaded.seats == session.seats
    table = open_table(app, loaded)
    until(app, lambda: loaded.game.to_act == 0)
    assert len(loaded.game.history) > len(payload["actions"])


def test_older_saves_load_as_two_people(app):
    payload = preset().to_payload()
    assert "seats" not in payload
    loaded = WoodlandSession.from_payload(payload)
    table = open_table(app, loaded)
    assert table.seats.kinds == ("human", "human")
    assert isinstance(app.stack.top, PassScreen)  # between two people, as before


def test_each_turn_has_a_log_heading_and_the_computers_shows_from_its_start(app):
    """Play-testing: a computer's turn went by in the log faster than it
    could be followed, and finding where it began took scrolling. Each
    turn has a heading; when the person's turn comes, the log shows from
    the computer's heading (when the turn is longer than the panel)."""
    session = against_computer(preset(), eyrie="game.ai:Random")
    game = session.game
    table = open_table(app, session)
    for _turn in range(6):
        while game.to_act == 0 and not game.is_over:  # the person ends their turn
            table.end_phase()
            run_frames(app, 1)
        while not game.is_over and not (game.to_act == 0 and game.state.turn == 0):
            until(app, lambda: game.to_act == 0 or game.is_over)
            if game.state.turn == 1 and game.to_act == 0:  # asked in the Eyrie's turn
                table.take(game.legal_actions()[0])
        run_frames(app, 2)
        heads = [k for k, e in enumerate(table.entries) if e.heading]
        eyrie = [k for k in heads if table.entries[k].text == "— Turn: Eyrie Dynasties —"]
        width = table.log.body.w - 70
        long = eyrie and sum(len(table.log._entry_lines(e, width))
                             for e in table.entries[eyrie[-1]:]) > table.log.visible_lines
        if long:
            break
    assert long, "no Eyrie turn outgrew the log"
    assert table.entries[heads[0]].text == "— Turn: Marquise de Cat —"
    assert table.log.shown_lines()[0] == "— Turn: Eyrie Dynasties —"
    table.end_phase()  # the person acts: the log follows the newest line again
    run_frames(app, 2)
    assert table.log.offset == 0
