"""The autosave on the Load screen: called "Autosave" in the player's
language (a name the app gives), and never by a manual save's stale name."""

from __future__ import annotations

from saves import store
from saves.store import write_save
from scenes.codex.replay import CodexReplayScene
from scenes.i18n import resolve
from scenes.load_scene import LoadScene
from scenes.start import open_first
from tests.scenes.scene_driver import click_button, run_frames
from tests.scenes.test_save_dialog import at_table, open_save_dialog, play_on, played


def titles(app) -> list[str]:
    loader = app.stack.top
    assert isinstance(loader, LoadScene)
    return [row.title for row in loader.list.rows]


def test_the_autosave_is_titled_in_russian(app):
    played(17, 80).autosave()
    app.set_language("ru")
    open_first(app, "load")
    run_frames(app)
    assert titles(app) == ["Автосохранение"]


def test_an_old_autosave_with_a_manual_saves_name_reads_as_the_autosave(app):
    session = played(17, 80)
    write_save("Root, раунд 3", "woodland", 3, session.to_payload())
    store.autosave("woodland", 4, session.to_payload(), name="Root, раунд 3")
    app.set_language("ru")
    open_first(app, "load")
    run_frames(app)
    assert sorted(titles(app)) == ["Root, раунд 3", "Автосохранение"]


def test_saved_under_the_suggestion_then_played_on_the_list_tells_the_two_apart(app):
    session = played(17, 80)
    at_table(app, session)
    open_save_dialog(app)
    click_button(app, "Save")
    play_on(session, 1)
    at_table(app, session)
    click_button(app, "Menu")
    click_button(app, "Main menu")  # autosaves the game, one turn on
    click_button(app, "Load game")
    assert sorted(titles(app)) == ["Autosave", f"Codex, turn {session.round - 1}"]


def test_the_autosave_of_a_game_the_player_named_keeps_that_name(app):
    session = played(17, 80)
    session.save("Duel")
    session.autosave()
    open_first(app, "load")
    run_frames(app)
    assert sorted(titles(app)) == ["Autosave: Duel", "Duel"]


def test_the_replay_of_the_autosave_is_titled_as_the_autosave(app):
    session = played(17, 80)
    store.autosave("codex", session.round, session.to_payload(), name="Кодекс, ход 4")
    app.set_language("ru")
    open_first(app, "load")
    run_frames(app)
    click_button(app, "Replay")
    viewer = app.stack.top
    assert isinstance(viewer, CodexReplayScene)
    assert resolve(viewer.replay.title) == "Автосохранение"


def test_a_save_named_like_a_word_of_the_app_keeps_its_name_in_the_replay(app):
    played(17, 80).save("Replay")
    app.set_language("ru")
    open_first(app, "load")
    run_frames(app)
    assert titles(app) == ["Replay"]
    click_button(app, "Replay")
    assert resolve(app.stack.top.replay.title) == "Replay"
