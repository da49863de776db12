"""A tooltip sits beside what it explains: never over that control, and over
none of its neighbours where the screen leaves any room (widgets.tooltip_spot)."""

from __future__ import annotations

import pygame
import pytest

from scenes import i18n, theme
from scenes.start import open_first
from scenes.widgets import tooltip_spot
from tests.scenes.scene_driver import hover

SCREEN = pygame.Rect((0, 0), theme.LOGICAL_SIZE)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("screen", ["codex_new_game", "woodland_new_game"])
def test_no_seat_choice_tooltip_covers_a_control_of_the_new_game_screen(app, screen, language):
    app.set_language(language)
    open_first(app)
    scene = app.push(screen)
    controls = [w for w in scene.group.widgets if w.visible and w.focusable]
    for seat, row in scene.kind_buttons.items():
        for kind, button in row:
            hover(app, button.rect.center)
            app.step(scene.group.TOOLTIP_DELAY + 0.1)
            box = scene.group.tooltip_box
            assert box is not None, (seat, kind)
            assert SCREEN.contains(box), (seat, kind, box)
            covered = [w.rect for w in controls if box.colliderect(w.rect)]
            assert covered == [], (seat, kind, box, covered)
    i18n.set_language("en")


def test_a_boxed_in_control_keeps_its_tooltip_off_itself():
    anchor = pygame.Rect(900, 500, 120, 44)
    around = [anchor.move(dx, dy) for dx in (-130, 0, 130) for dy in (-54, 0, 54)
              if (dx, dy) != (0, 0)]
    box, _cost = tooltip_spot((300, 90), anchor, SCREEN, around)
    assert not box.colliderect(anchor) and SCREEN.contains(box)
    assert box.collidelist(around) == -1  # the screen has room further out


def test_with_no_neighbours_the_tooltip_goes_right_below_its_control():
    anchor = pygame.Rect(300, 200, 200, 60)
    box, cost = tooltip_spot((260, 70), anchor, SCREEN)
    assert box.topleft == (anchor.left, anchor.bottom + 8) and cost == 0


def test_at_the_bottom_of_the_screen_the_tooltip_goes_above_its_control():
    anchor = pygame.Rect(300, SCREEN.bottom - 70, 200, 60)
    box, _cost = tooltip_spot((260, 70), anchor, SCREEN)
    assert box.bottom <= anchor.top and SCREEN.contains(box)


def test_a_click_puts_the_tooltip_away_until_the_pointer_moves_on(app):
    """After End main phase, its tooltip no longer covers the turn panel
    for the whole of the computer's turn."""
    open_first(app)
    scene = app.stack.top
    first, second = [w for w in scene.group.widgets if w.visible and w.tooltip][:2]
    hover(app, first.rect.center)
    app.step(scene.group.TOOLTIP_DELAY + 0.1)
    assert scene.group.tooltip_box is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.to_window(
        first.rect.center), button=3))  # a press no widget takes: nothing opens
    app.step(scene.group.TOOLTIP_DELAY + 0.1)
    assert scene.group.tooltip_box is None
    hover(app, second.rect.center)
    app.step(scene.group.TOOLTIP_DELAY + 0.1)
    assert scene.group.tooltip_box is not None
