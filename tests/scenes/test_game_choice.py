"""Title → New game asks which game first: Root or the Codex skirmish."""

from __future__ import annotations

import pygame
import pytest

from scenes.codex.new_game import CodexNewGameScene
from scenes.game_choice import ChooseGameScene
from scenes.start import open_first
from scenes.title import TitleScene
from scenes.woodland.new_game import NewGameScene
from tests.scenes.scene_driver import click_button, press, run_frames


def _chooser(app) -> ChooseGameScene:
    open_first(app)
    run_frames(app)
    click_button(app, "New game")
    assert isinstance(app.stack.top, ChooseGameScene)
    return app.stack.top


@pytest.mark.parametrize(("label", "screen"), [("Root", NewGameScene),
                                               ("Codex", CodexNewGameScene)])
def test_each_game_button_opens_that_games_new_game_screen(app, label, screen):
    _chooser(app)
    click_button(app, label)
    assert isinstance(app.stack.top, screen)
    press(app, pygame.K_ESCAPE)  # Back from there goes to the title, not the chooser
    assert isinstance(app.stack.top, TitleScene)


@pytest.mark.parametrize(("key", "screen"), [(pygame.K_1, NewGameScene),
                                             (pygame.K_2, CodexNewGameScene),
                                             (pygame.K_RETURN, NewGameScene)])
def test_the_keyboard_chooses_too(app, key, screen):
    _chooser(app)
    press(app, key)
    assert isinstance(app.stack.top, screen)


def test_back_and_esc_return_to_the_title(app):
    _chooser(app)
    click_button(app, "Back")
    assert isinstance(app.stack.top, TitleScene)
    click_button(app, "New game")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)
