"""1.2.1 at a table with one person: a question asked only so that the hand
stays secret (an ambush with no ambush card in hand) is passed for the
person after a beat, with a toast, when the setting allows; with two
people, or with the setting off, it is asked."""

from __future__ import annotations

import dataclasses

from scenes.woodland.session import WoodlandSession
from tests.scenes.scene_driver import run_frames
from tests.scenes.woodland.table_steps import open_table, with_hand

CHEAP = "game.ai:Search?iterations=20&processes=1"


def _ambush_asked(seats: dict[str, str] | None, hand: list[str]) -> WoodlandSession:
    """The Marquise battle the Eyrie in clearing 3; the Eyrie, holding
    ``hand``, are asked whether to ambush."""
    session = with_hand(WoodlandSession.new(7, {"keep": 1, "leader": "despot", "buildings": {
        "sawmill": 1, "workshop": 9, "recruiter": 5}}), "eyrie", hand)
    if seats is not None:
        session.seats = seats
    game = session.game
    for action in ("move 6 3 1", "pass", "battle 3"):
        game.apply(action)
    assert game.to_position()["battle"]["stage"] == "ambush" and game.to_act == 1
    return session


def _stage(game) -> str | None:
    return (game.to_position().get("battle") or {}).get("stage")


def test_1_2_1_no_ambush_card_against_the_computer_is_passed_for_the_person(app):
    session = _ambush_asked({"marquise": CHEAP, "eyrie": "human"}, ["sword", "anvil"])
    game = session.game
    assert game.asked_only_for_secrecy()
    asked = len(game.history)
    table = open_table(app, session)
    run_frames(app, 5)
    assert _stage(game) == "ambush", "a beat first: the question is seen"
    # ...and what the panel says there agrees with what comes next
    note = table._only_pass_note(game.to_position()["battle"])
    assert "passes for you" in note and "all the same" not in note
    run_frames(app, 60)
    assert str(game.history[asked]) == "pass"  # the Eyrie's answer, for the person
    toast = next(t for t in app.toasts.toasts if "Passed for you" in t.message)
    # It names the question it answered, and the rule's badge opens 4.3.1.
    assert "ambush" in toast.message and toast.rule == "4.3.1"


def test_1_2_1_an_ambush_card_in_hand_is_always_asked(app):
    session = _ambush_asked({"marquise": CHEAP, "eyrie": "human"}, ["ambush_rabbit", "anvil"])
    game = session.game
    assert not game.asked_only_for_secrecy()
    open_table(app, session)
    run_frames(app, 90)
    assert _stage(game) == "ambush"


def test_1_2_1_with_two_people_the_question_waits_for_the_person(app):
    session = _ambush_asked(None, ["sword", "anvil"])  # hot seat
    game = session.game
    open_table(app, session)
    run_frames(app, 90)
    assert _stage(game) == "ambush", "the other person must not learn from a skipped pause"


def test_the_setting_off_asks_every_question(app):
    app.settings = dataclasses.replace(app.settings, auto_pass=False)
    session = _ambush_asked({"marquise": CHEAP, "eyrie": "human"}, ["sword", "anvil"])
    game = session.game
    open_table(app, session)
    run_frames(app, 90)
    assert _stage(game) == "ambush"
