"""Title → New game → seats and seed → the table at setup; Continue; Save; Load."""

from __future__ import annotations

import pygame

from game.woodland.game import Game
from saves import load_settings, paths
from saves.store import list_saves, read_save, write_save
from scenes.dialog import Dialog
from scenes.load_scene import LoadScene
from scenes.pause import PauseMenu
from scenes.save_scene import SaveGameScene
from scenes.start import open_first
from scenes.title import TitleScene
from scenes.woodland.new_game import NewGameScene
from scenes.woodland.overlays import PassScreen
from scenes.woodland.session import board
from tests.scenes.scene_driver import (
    button,
    clear_field,
    click,
    click_button,
    press,
    run_frames,
    type_text,
)
from tests.scenes.woodland.play import played_session
from tests.scenes.woodland.table_driver import (
    clearing_centre,
    drag,
    pass_screen_ready,
    point_on,
    table_of,
)


def _new_game_screen(app) -> NewGameScene:
    open_first(app)
    run_frames(app)
    assert not any(b.text == "Continue" for b in app.stack.top.group.widgets)
    click_button(app, "New game")
    click_button(app, "Root")
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    return scene


def two_people(app, scene) -> None:
    """The second seat to a person (a new screen offers one against Normal)."""
    seat = scene.SEATS[1]
    click(app, dict(scene.kind_buttons[seat])["human"].rect.center)
    assert scene.seats()[seat] == "human"


def test_the_seats_are_a_person_against_normal_and_swap_with_the_names(app):
    scene = _new_game_screen(app)
    assert scene.seats() == {"marquise": "human", "eyrie": "normal"}
    assert scene.names["eyrie"].text == "Computer (Normal)"
    hard = dict(scene.kind_buttons["eyrie"])["hard"]
    click(app, hard.rect.center)
    assert scene.seats()["eyrie"] == "hard" and scene.names["eyrie"].text == "Computer (Hard)"
    tip = hard.tooltip()
    assert "2.2 s" in tip and "2 process" in tip  # what Hard is (game.ai.players.LEVELS)
    easy_tip = dict(scene.kind_buttons["eyrie"])["easy"].tooltip()
    assert "200 lines of play" in easy_tip and "runner-up" in easy_tip
    click_button(app, "Swap")
    assert scene.seats() == {"marquise": "hard", "eyrie": "human"}
    assert scene.names["eyrie"].text == "Player 1"
    click(app, dict(scene.kind_buttons["marquise"])["easy"].rect.center)
    click_button(app, "Start")
    table = table_of(app)
    assert table.session.seats == {"marquise": "easy", "eyrie": "human"}
    assert read_save(paths.autosave_path()).game["seats"] == table.session.seats
    assert not isinstance(app.stack.top, PassScreen) and table.seats.thinking(table.game)
    app.stack.clear()  # the think is abandoned with the table


def test_the_next_new_game_offers_the_seats_of_the_last(app):
    scene = _new_game_screen(app)
    click(app, dict(scene.kind_buttons["eyrie"])["hard"].rect.center)
    click_button(app, "Start")
    assert app.settings.root_seats == ("human", "hard")
    assert load_settings()[0].root_seats == ("human", "hard"), "kept in the settings file"
    app.stack.clear()
    scene = NewGameScene(app)  # the title now offers Continue too
    assert scene.seats() == {"marquise": "human", "eyrie": "hard"}
    assert scene.names["eyrie"].text == "Computer (Hard)"
    app.stack.clear()


def test_two_computers_at_one_level_get_numbered_names_unless_named(app):
    scene = _new_game_screen(app)
    click(app, dict(scene.kind_buttons["marquise"])["normal"].rect.center)
    assert [scene.names[s].text for s in ("marquise", "eyrie")] == [
        "Computer 1 (Normal)", "Computer 2 (Normal)"]
    click(app, dict(scene.kind_buttons["eyrie"])["hard"].rect.center)
    assert [scene.names[s].text for s in ("marquise", "eyrie")] == [
        "Computer (Normal)", "Computer (Hard)"]
    scene.names["marquise"].set_text("Deep Claw")
    click(app, dict(scene.kind_buttons["eyrie"])["normal"].rect.center)
    assert [scene.names[s].text for s in ("marquise", "eyrie")] == [
        "Deep Claw", "Computer 2 (Normal)"]
    app.stack.clear()


def test_new_game_with_typed_seed_and_names_opens_the_table_at_setup(app):
    scene = _new_game_screen(app)
    assert scene.seed.text == ""  # a random seed, kept secret, unless one is typed
    clear_field(app, scene.seed)
    type_text(app, "12345")
    clear_field(app, scene.names["eyrie"])
    type_text(app, "Boris")
    two_people(app, scene)
    click_button(app, "Swap")
    assert scene.names["marquise"].text == "Boris"
    click_button(app, "Start")

    table = table_of(app)
    session = table.session
    assert session.seed == 12345
    assert session.players == {"marquise": "Boris", "eyrie": "Player 1"}
    game = session.game
    assert game.state.step == "keep" and game.log == [] and game.to_act == 0
    assert game.state_hash() == Game.new(board(), 12345, {"vp_floor": True}).state_hash()
    # Title beneath, table on top: Main menu and game over lead to one title.
    scenes = list(app.stack)
    assert isinstance(scenes[0], TitleScene) and scenes[1] is table
    # Autosaved at once: the title offers Continue from now on.
    assert read_save(paths.autosave_path()).game["seed"] == 12345


def test_setup_by_drag_places_the_keep_in_the_corner_it_is_dropped_on(app):
    scene = _new_game_screen(app)
    clear_field(app, scene.seed)
    type_text(app, "7")
    two_people(app, scene)
    click_button(app, "Start")
    pass_screen_ready(app)
    drag(app, point_on(app, "keep_supply"), clearing_centre(app, 1))
    game = table_of(app).session.game
    assert game.log == ["keep 1"]
    assert game.state.step == "cat_build"


def test_a_seed_that_is_not_a_number_keeps_the_screen_with_a_message(app):
    scene = _new_game_screen(app)
    clear_field(app, scene.seed)
    type_text(app, "x-")  # not digits: the field refuses them
    assert scene.seed.text == ""
    type_text(app, "99999999999999999999")  # capped at 19 digits, over 2^63
    click_button(app, "Start")
    assert app.stack.top is scene and scene.error


def test_1_2_1_no_seed_typed_deals_a_random_game_whose_seed_is_never_shown(app):
    scene = _new_game_screen(app)
    assert scene.seed.text == "" and not scene.error
    two_people(app, scene)
    click_button(app, "Start")
    session = table_of(app).session
    assert isinstance(session.seed, int) and session.seed >= 0
    assert str(session.seed) not in scene.seed.text


def test_explore_the_map_from_the_new_game_screen(app):
    from scenes.board_scene import BoardScene

    _new_game_screen(app)
    click_button(app, "Explore the map")
    assert isinstance(app.stack.top, BoardScene)


def test_continue_on_the_title_resumes_the_autosave(app):
    session = played_session(seed=13, actions=70)
    session.autosave()
    open_first(app)
    run_frames(app)
    title = app.stack.top
    assert button(title, "Continue").kind == "primary"
    click_button(app, "Continue")
    assert table_of(app).session.game.state_hash() == session.game.state_hash()


def test_save_from_the_pause_menu_then_load_reaches_the_same_state(app):
    session = played_session(seed=17, actions=110)
    from scenes.woodland.opening import open_table

    open_first(app)
    open_table(app, session)
    run_frames(app)
    expected = session.game.state_hash()
    while app.stack.top is not table_of(app):
        pass_screen_ready(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    click_button(app, "Save game")
    saver = app.stack.top
    assert isinstance(saver, SaveGameScene)
    clear_field(app, saver.field)
    type_text(app, "Evening game")
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, PauseMenu)
    assert [e.name for e in list_saves() if not e.is_autosave] == ["Evening game"]
    # Saving again under the same name asks first.
    click_button(app, "Save game")
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, Dialog)
    click_button(app, "Replace")
    click_button(app, "Main menu")
    assert isinstance(app.stack.top, TitleScene)

    click_button(app, "Load game")
    loader = app.stack.top
    assert isinstance(loader, LoadScene)
    index = next(i for i, e in enumerate(loader.entries) if e.name == "Evening game")
    loader.list.select(index)
    click_button(app, "Load")
    loaded = table_of(app).session
    assert loaded.game.state_hash() == expected and loaded.name == "Evening game"


def test_a_damaged_woodland_save_is_refused_and_the_app_keeps_running(app):
    payload = played_session(seed=2, actions=30).to_payload()
    payload["actions"][5] = "move 1 12 3"
    write_save("Forged", "woodland", 1, payload)
    open_first(app, "load")
    run_frames(app)
    loader = app.stack.top
    click_button(app, "Load")
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    assert "action 6" in dialog.message() and "move 1 12 3" in dialog.message()
    click_button(app, "OK")
    assert app.stack.top is loader and app.running
    click_button(app, "Replay")  # the replay viewer refuses it the same way
    assert isinstance(app.stack.top, Dialog)


def test_typing_stays_in_the_clicked_field_when_the_pointer_moves_over_a_button(app):
    from tests.scenes.scene_driver import hover

    scene = _new_game_screen(app)
    clear_field(app, scene.names["marquise"])
    hover(app, button(scene, "Random").rect.center)  # hover moves the keyboard focus
    type_text(app, "Ann Lee")  # a space too: it types, it does not press the button
    assert scene.names["marquise"].text == "Ann Lee"
    assert app.stack.top is scene


def test_the_pause_menu_offers_save_only_over_a_game(app):
    open_first(app, "map")
    run_frames(app)
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseMenu) and menu.session is None
    assert "Save game" not in [b.text for b in menu.group.widgets]
