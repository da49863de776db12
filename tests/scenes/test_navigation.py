"""Real clicks through real scenes: title, settings, language, map, pause."""

from __future__ import annotations

import json

import pygame

from saves import paths
from scenes import i18n
from scenes.board_scene import BoardScene
from scenes.i18n import resolve
from scenes.pause import PauseMenu
from scenes.settings_scene import SettingsScene
from scenes.start import open_first
from scenes.title import TitleScene
from tests.scenes.scene_driver import button, click, click_button, hover, press, run_frames


def test_title_settings_switch_to_russian_and_back_changes_every_string(app):
    open_first(app)
    run_frames(app)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert resolve(button(title, "Settings").text) == "Settings"

    click_button(app, "Settings")
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    click(app, settings.rows["language"].right.center)  # ▶ next language
    assert app.settings.language == "ru"
    assert i18n.language() == "ru"
    assert resolve(button(settings, "Back").text) == "Назад"

    click_button(app, "Back")
    assert app.stack.top is title
    assert resolve(button(title, "Settings").text) == "Настройки"
    assert resolve(button(title, "Quit").text) == "Выход"
    stored = json.loads(paths.settings_path().read_text(encoding="utf-8"))
    assert stored["language"] == "ru"


def test_keyboard_alone_reaches_settings_and_back(app):
    open_first(app)
    run_frames(app)
    press(app, pygame.K_DOWN)  # focus moves from the first entry...
    press(app, pygame.K_DOWN)  # ...past Learn the rules and Load game...
    press(app, pygame.K_DOWN)  # ...to Settings
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_map_entry_opens_the_board_and_esc_toggles_the_pause_menu(app):
    open_first(app)
    run_frames(app)
    click_button(app, "New game")
    click_button(app, "Root")
    click_button(app, "Explore the map")
    assert isinstance(app.stack.top, BoardScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    assert app.stack.visible()[0] is app.stack.find(BoardScene)  # board still drawn beneath
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, BoardScene)


def test_pause_menu_main_menu_returns_to_a_fresh_title(app):
    open_first(app, "map")
    run_frames(app)
    press(app, pygame.K_ESCAPE)
    click_button(app, "Main menu")
    assert isinstance(app.stack.top, TitleScene)
    assert len(app.stack) == 1


def test_hovering_a_clearing_reports_it_and_its_neighbours(app):
    open_first(app, "map")
    run_frames(app)
    board = app.stack.top
    centre = board.view.layout.clearings[7].centre
    hover(app, (round(centre[0]), round(centre[1])))
    assert board.hovered == 7
    assert board.board.adjacent(7) == (3, 8, 12)
    hover(app, (1700, 900))  # the side panel is not a clearing
    assert board.hovered is None


def test_quit_from_the_title_stops_the_loop(app):
    open_first(app)
    run_frames(app)
    click_button(app, "Quit")
    assert app.running is False


def test_window_close_quits_from_any_scene(app):
    open_first(app, "settings")
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    run_frames(app)
    assert app.running is False


def test_pointer_positions_are_mapped_from_window_to_layout(app):
    # 1280x720 window shows the 1920x1080 layout at 2/3 scale.
    assert app.to_logical((640, 360)) == (960, 540)
    assert app.to_window((1920, 1080)) == (1280, 720)


def test_letterboxing_keeps_the_layout_when_the_window_is_not_16_9(app):
    app.set_window_size((1000, 1000))
    scale, rect = app.viewport()
    assert rect.width == 1000 and rect.height == 562
    assert app.to_logical(app.to_window((960, 540))) == (960, 540)


def test_a_first_start_opens_a_window_that_suits_the_screen_and_a_later_one_the_saved_size():
    from saves.settings import Settings, first_window
    from scenes.app import App

    pygame.display.init()
    size, full = first_window(pygame.display.get_desktop_sizes()[0])
    first = App(Settings(), first_start=True)
    try:
        assert (first.settings.window_size, first.settings.fullscreen) == (size, full)
    finally:
        first.shutdown()
    later = App(Settings(window_size=(1600, 900)))
    try:
        assert later.window.get_size() == (1600, 900) and not later.settings.fullscreen
    finally:
        later.shutdown()
    sized = App(Settings(), size=(1000, 600), first_start=True)  # --size wins
    try:
        assert sized.window.get_size() == (1000, 600)
    finally:
        sized.shutdown()


def test_f11_toggles_fullscreen_and_remembers_it(app):
    open_first(app)
    press(app, pygame.K_F11)
    assert app.settings.fullscreen is True
    press(app, pygame.K_F11)
    assert app.settings.fullscreen is False
    assert app.window.get_size() == (1280, 720)
