"""A Codex seat played by the computer says so, with its level, wherever the
seat is named: the turn bar and its sides, the turn panel, the Buildings
heading, the log, the thinking indicator, the replay. A play-test read
"Player 1" and "Player 2" at a table against Hard, with nothing telling which
seat was the computer. The words are the shared ones of `scenes.seats` (the
New game screens give a computer seat the same name)."""

from __future__ import annotations

import pygame
import pytest

from scenes import i18n, theme
from scenes.codex.replay import CodexReplayScene
from scenes.codex.session import CodexSession
from scenes.codex.view import CodexView
from scenes.codex.words import PHASES, codex_seat_names
from scenes.replay_base import replay_of_session
from tests.scenes.codex.steps import open_table, press_key
from tests.scenes.scene_driver import run_frames
from tests.scenes.spy import first_arguments

EASY = {"en": "Computer (Easy)", "ru": "Компьютер (Лёгкий)"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_computer_seat_is_named_with_its_level_on_the_table_and_in_the_log(
        app, monkeypatch, lang):
    i18n.set_language(lang)
    computer = EASY[lang]
    session = CodexSession.new(3, seats={"player1": "human", "player2": "easy"})
    table = open_table(app, session)
    assert table.seat_name(1) == computer and table.seat_name(0) == i18n._("Player 1")
    band = drawn(monkeypatch, lambda: CodexView().layer(table.snap))  # (the table's is cached)
    assert f"{computer} · {i18n._('Finesse')}" in band, "the turn bar names the computer's side"
    press_key(app, pygame.K_RETURN)  # the person ends the main phase: the computer's turn
    run_frames(app, 3)
    assert table.seats.thinking(session.game)
    assert any(line.startswith(computer) for line in table.log_lines()), table.log_lines()
    shown = drawn(monkeypatch, lambda: CodexView().layer(table.snap))
    assert computer in shown, "the turn panel names it"
    assert i18n._("Buildings: {player}").format(player=computer) in shown
    turn = i18n._("{player}'s turn · {phase}").format(
        player=computer, phase=i18n._(PHASES[table.snap.phase]))
    assert turn in shown, "the turn bar's middle"
    assert not any(i18n._("Player 2") in text for text in shown), shown
    thinking = drawn(monkeypatch, lambda: table.draw(app.screen))
    assert f"{computer} · {i18n._('Thinking…')}" in thinking


def drawn(monkeypatch, draw) -> list[str]:
    """The strings set in type while ``draw()`` draws (its caches cleared)."""
    theme.text.cache_clear()
    with monkeypatch.context() as patch:
        seen = first_arguments(patch, theme, "text")
        draw()
    return [str(text) for text in seen]


def test_the_log_says_the_computer_seat_again_in_a_new_language(app):
    i18n.set_language("en")
    session = CodexSession.new(3, seats={"player1": "human", "player2": "easy"})
    table = open_table(app, session)
    press_key(app, pygame.K_RETURN)
    run_frames(app, 3)
    assert any(EASY["en"] in line for line in table.log_lines())
    i18n.set_language("ru")
    assert any(EASY["ru"] in line for line in table.log_lines()), table.log_lines()


def test_two_computers_at_one_level_are_numbered_and_a_typed_name_keeps_the_level():
    i18n.set_language("en")
    both = codex_seat_names(("hard", "hard"), ["", ""])
    assert [str(n) for n in both] == ["Computer 1 (Hard)", "Computer 2 (Hard)"]
    named = codex_seat_names(("human", "hard"), ["Anna", "Boris"])
    assert [str(n) for n in named] == ["Anna", "Boris (Computer, Hard)"]
    # the name New game gave the seat is said once, in the language of the moment
    given = codex_seat_names(("human", "normal"), ["Player 1", "Computer (Normal)"])
    assert [str(n) for n in given] == ["Player 1", "Computer (Normal)"]
    i18n.set_language("ru")
    assert [str(n) for n in given] == ["Игрок 1", "Компьютер (Средний)"]


def test_the_replay_names_the_computer_seat_as_the_table_did(app):
    i18n.set_language("en")
    session = CodexSession.new(3, seats={"player1": "hard", "player2": "human"})
    viewer = CodexReplayScene(app, replay_of_session(session))
    assert viewer.seat_name(0) == "Computer (Hard)" and viewer.seat_name(1) == "Player 2"
