"""The Save dialog through the real screens: the name it suggests, what its
line says before and after saving, and its name field."""

from __future__ import annotations

import random

import pygame

from saves.store import list_saves, read_save, write_save
from scenes.codex.session import CodexSession
from scenes.codex.table import CodexTable
from scenes.load_scene import LoadScene
from scenes.save_scene import SaveGameScene
from scenes.session import named_by_player
from scenes.start import open_first
from tests.scenes.codex.steps import ready
from tests.scenes.codex.test_codex_session import played
from tests.scenes.scene_driver import (
    button,
    clear_field,
    click_button,
    hover,
    press,
    run_frames,
    type_text,
)
from tests.scenes.woodland.play import played_session


def play_on(session: CodexSession, turns: int) -> None:
    """Random legal actions until the game is ``turns`` turns further on,
    in that turn's main phase (past the tech choice that opens a turn)."""
    rnd = random.Random(turns)
    target = session.round + turns
    while session.round < target or session.game.state.phase != "main":
        session.game.apply(rnd.choice(session.game.legal_actions()))


def at_table(app, session: CodexSession) -> CodexTable:
    app.stack.clear()
    open_first(app)
    table = app.stack.push(CodexTable(app, session))
    run_frames(app, 2)
    ready(app)
    return table


def open_save_dialog(app) -> SaveGameScene:
    click_button(app, "Menu")
    click_button(app, "Save game")
    saver = app.stack.top
    assert isinstance(saver, SaveGameScene)
    return saver


def test_the_suggestion_follows_the_game_after_saving_under_the_suggestion(app):
    session = played(17, 80)
    at_table(app, session)
    first = session.round
    saver = open_save_dialog(app)
    assert saver.field.text == f"Codex, turn {first}"
    press(app, pygame.K_RETURN)
    assert [e.name for e in list_saves() if not e.is_autosave] == [f"Codex, turn {first}"]
    play_on(session, 3)
    at_table(app, session)
    assert open_save_dialog(app).field.text == f"Codex, turn {first + 3}"


def test_a_name_the_player_typed_stays_with_the_game(app):
    session = played(17, 80)
    at_table(app, session)
    clear_field(app, open_save_dialog(app).field)
    type_text(app, "Duel")
    press(app, pygame.K_RETURN)
    play_on(session, 2)
    at_table(app, session)
    assert open_save_dialog(app).field.text == "Duel"


def test_a_save_loaded_with_a_stale_suggestion_suggests_its_current_turn(app):
    session = played(17, 160)
    write_save("Codex, turn 4", "codex", session.round, session.to_payload())
    open_first(app, "load")
    run_frames(app)
    assert isinstance(app.stack.top, LoadScene)
    click_button(app, "Load")
    table = app.stack.find(CodexTable)
    assert table is not None and table.session.round == session.round > 4
    ready(app)
    assert open_save_dialog(app).field.text == f"Codex, turn {session.round}"


def test_suggestions_in_any_language_are_the_apps_names_not_the_players():
    for name in ("Root, round 3", "Codex, turn 14", "Root, раунд 3", "Кодекс, ход 4",
                 "Autosave"):
        assert not named_by_player(name), name
    for name in ("Evening game", "Root, round 3 before the win", "Codex, turn", "Кодекс"):
        assert named_by_player(name), name


def test_the_dialog_says_what_the_file_will_be_called_until_it_is_saved(app):
    at_table(app, played(17, 80))
    saver = open_save_dialog(app)
    line, _colour = saver.status()
    assert line == "Will be saved as codex-turn-8.json"
    assert not [e for e in list_saves() if not e.is_autosave]
    press(app, pygame.K_RETURN)
    assert app.toasts.toasts[-1].message == "Saved as codex-turn-8.json"


def test_the_name_stays_the_field_typed_in_while_the_pointer_is_on_a_button(app):
    at_table(app, played(17, 80))
    saver = open_save_dialog(app)
    hover(app, button(saver, "Cancel").rect.center)
    assert not saver.field.focused and saver.field.editing
    type_text(app, "Duel")
    assert saver.field.text == "Duel"


def test_a_root_game_saved_under_its_suggestion_is_offered_its_round_later():
    session = played_session(seed=17, actions=40)
    session.save(session.suggested_name())
    assert session.name is None
    pick = random.Random(3)
    start = session.round
    while session.round == start:
        session.game.apply(pick.choice(session.game.legal_actions()))
    assert session.suggested_name() == f"Root, round {session.round}"
    assert read_save(session.autosave()).name == "Autosave", "not the manual save's name"


def test_the_suggestion_is_in_the_players_language(app):
    app.set_language("ru")
    at_table(app, played(17, 80))
    assert open_save_dialog(app).field.text == "Кодекс, ход 8"
