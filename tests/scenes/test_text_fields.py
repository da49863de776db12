"""Text fields behave as in any desktop program: Ctrl+A selects all, typing
replaces a selection, a text the screen suggests is typed over, and Enter in
a dialog's field confirms the dialog. Driven through the real screens."""

from __future__ import annotations

import pygame

from saves.store import list_saves
from scenes.learn.lesson import load_lessons
from scenes.learn.maker_scene import LessonMakerScene
from scenes.start import open_first
from scenes.text_field import TextField
from scenes.woodland.new_game import NewGameScene
from tests.scenes.scene_driver import button, click, click_button, press, run_frames, type_text
from tests.scenes.test_lesson_maker import pause, preset
from tests.scenes.test_save_dialog import at_table, open_save_dialog, played
from tests.scenes.woodland.table_steps import centre, drag, open_table, spot


def key(key: int, mod: int = 0, unicode: str = "", **extra) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, **extra)


def new_game_screen(app) -> NewGameScene:
    open_first(app)
    run_frames(app)
    click_button(app, "New game")
    click_button(app, "Root")
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    return scene


def test_typing_in_the_save_dialog_replaces_the_suggested_name(app):
    at_table(app, played(17, 80))
    saver = open_save_dialog(app)
    click(app, saver.field.rect.center)  # focusing it keeps the suggestion selected
    type_text(app, "before-win")
    assert saver.field.text == "before-win"
    press(app, pygame.K_RETURN)
    assert [e.file_name for e in list_saves() if not e.is_autosave] == ["before-win.json"]


def test_end_keeps_the_suggestion_and_types_after_it(app):
    at_table(app, played(17, 80))
    saver = open_save_dialog(app)
    suggested = saver.field.text
    press(app, pygame.K_END)
    type_text(app, " b")
    assert saver.field.text == suggested + " b"


def test_ctrl_a_then_typing_replaces_a_name_the_player_typed(app):
    scene = new_game_screen(app)
    field = scene.names["marquise"]
    click(app, field.rect.center)
    type_text(app, "Ann")
    assert field.text == "Ann", "the default name was typed over"
    type_text(app, "a")
    assert field.text == "Anna", "after the first keystroke, typing goes on at the end"
    press(app, pygame.K_a, pygame.KMOD_CTRL)
    type_text(app, "Boris")
    assert field.text == "Boris"
    press(app, pygame.K_a, pygame.KMOD_CTRL)
    press(app, pygame.K_BACKSPACE)
    assert field.text == ""


def test_the_seed_field_types_over_its_random_seed(app):
    scene = new_game_screen(app)
    click(app, scene.seed.rect.center)
    type_text(app, "777")
    assert scene.seed.text == "777"


def test_ctrl_a_works_by_the_keys_place_in_a_russian_layout():
    field = TextField((0, 0, 400, 60), "Анна")
    field.type_key(key(pygame.K_END))
    assert not field.selected
    field.type_key(key(ord("ф"), pygame.KMOD_CTRL, scancode=pygame.KSCAN_A))
    assert field.selected
    field.type_key(key(ord("б"), unicode="Б"))
    assert field.text == "Б"


def test_enter_in_the_lesson_makers_title_saves_the_lesson(app, isolated_home):
    table = open_table(app, preset())
    click(app, button(pause(app), "Record a lesson").rect.center)
    drag(app, spot(table, "warriors", 1, "marquise"), centre(table, 5))
    click(app, button(pause(app), "Finish the lesson…").rect.center)
    maker = app.stack.top
    assert isinstance(maker, LessonMakerScene)
    type_text(app, "Moving")  # no click first: the title takes the keys at once
    assert maker.field.text == "Moving", "the suggested title was typed over"
    press(app, pygame.K_RETURN)
    assert app.stack.top is table and table.recording is None
    lessons, errors = load_lessons()
    assert not errors
    assert [lesson.text("title") for lesson in lessons if not lesson.builtin] == ["Moving"]


def test_a_copied_name_pastes_over_a_selection(app):
    scene = new_game_screen(app)
    first, second = scene.names["marquise"], scene.names["eyrie"]
    click(app, first.rect.center)
    type_text(app, "Anna")
    press(app, pygame.K_a, pygame.KMOD_CTRL)
    press(app, pygame.K_c, pygame.KMOD_CTRL)
    click(app, second.rect.center)
    press(app, pygame.K_v, pygame.KMOD_CTRL)
    assert second.text == "Anna", "pasted over the suggested name"
    press(app, pygame.K_v, pygame.KMOD_CTRL)
    assert second.text == "AnnaAnna", "with nothing selected, at the end"


def test_a_paste_keeps_one_line_of_what_the_field_allows(app):
    scene = new_game_screen(app)
    pygame.scrap.put_text("12 34\nignored")
    click(app, scene.seed.rect.center)
    press(app, pygame.K_v, pygame.KMOD_CTRL)
    assert scene.seed.text == "1234"


def test_cut_empties_the_field_and_keeps_the_text_on_the_clipboard(app):
    field = TextField((0, 0, 400, 60), "Codex, turn 8")
    field.type_key(key(pygame.K_x, pygame.KMOD_CTRL))
    assert field.text == "" and pygame.scrap.get_text() == "Codex, turn 8"
