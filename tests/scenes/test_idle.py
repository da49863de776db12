"""Idle costs nothing: a frame is drawn and presented only when something on it
changed or moves, and the loop sleeps in the event queue otherwise.

Presents are counted with a patched ``pygame.display.flip``; no test here
reads a clock (bench/idle.py measures the CPU)."""

from __future__ import annotations

import math
from types import SimpleNamespace

import pygame
import pytest

from scenes import app as app_module
from scenes.pulse import LIVELY
from scenes.start import open_first
from scenes.toast import ToastLayer
from scenes.woodland.battle_panel import ROLL_TIME
from tests.scenes.scene_driver import FRAME, button, click_button, hover, motion, run_frames


@pytest.fixture
def presents(monkeypatch) -> list[int]:
    """A one-item list counting the frames presented."""
    count = [0]
    flip = pygame.display.flip

    def counted() -> None:
        count[0] += 1
        flip()

    monkeypatch.setattr(pygame.display, "flip", counted)
    return count


def presented_over(app, presents, frames: int, dt: float = FRAME) -> int:
    before = presents[0]
    for _ in range(frames):
        app.step(dt)
    return presents[0] - before


def settle(app) -> None:
    """Long enough for every glow to stop breathing (`Pulse`) and tooltips to show."""
    for _ in range(int((LIVELY + 3) / 0.5)):
        app.step(0.5)


def root_table(app):
    from scenes.woodland.opening import start_game
    from tests.scenes.woodland.table_driver import pass_screen_ready, table_of

    open_first(app)
    start_game(app, seed=1)
    run_frames(app, 2)
    pass_screen_ready(app)
    return table_of(app)


def codex_table(app):
    from scenes.codex.opening import start_game
    from scenes.codex.table import CodexTable
    from tests.scenes.codex.steps import ready

    open_first(app)
    start_game(app, seed=1)
    run_frames(app, 2)
    ready(app)
    return app.stack.find(CodexTable)


def test_the_first_frame_is_presented_then_an_idle_title_presents_nothing(app, presents):
    open_first(app)
    assert presented_over(app, presents, 1) == 1
    assert presented_over(app, presents, 300) == 0
    assert app.frame_count == 301  # the loop still runs: frames are its iterations


@pytest.mark.parametrize("opening", [root_table, codex_table], ids=["root", "codex"])
def test_a_table_at_rest_presents_nothing(app, presents, opening):
    table = opening(app)
    settle(app)
    assert app.stack.top is table
    assert presented_over(app, presents, 240) == 0
    assert table.next_change() is None


@pytest.mark.parametrize("opening", [root_table, codex_table], ids=["root", "codex"])
def test_input_at_a_table_wakes_its_glows_which_come_to_rest_again(app, presents, opening):
    table = opening(app)
    settle(app)
    pygame.event.post(motion(app.to_window((600, 400))))
    assert presented_over(app, presents, 1) == 1  # the frame of the input
    assert presented_over(app, presents, 30) == 30  # the glows breathe: every frame
    settle(app)
    assert presented_over(app, presents, 60) == 0
    assert table.next_change() is None


def test_hover_redraws_and_the_tooltip_comes_after_its_delay_then_rest(app, presents):
    open_first(app)
    run_frames(app, 2)
    title = app.stack.top
    settings = button(title, "Settings")
    assert settings.tooltip
    hover(app, (10, 10))
    before = presents[0]
    hover(app, settings.rect.center)
    assert presents[0] - before == 1  # lit at once
    frames = 1
    while presented_over(app, presents, 1) == 0:  # nothing changes before the tooltip
        frames += 1
    assert title.group._hover_time >= title.group.TOOLTIP_DELAY  # it came up in that frame
    assert frames == round(title.group.TOOLTIP_DELAY / FRAME)
    assert presented_over(app, presents, 120) == 0


def test_hover_over_the_root_map_redraws_the_frame(app, presents):
    table = root_table(app)
    settle(app)
    centre = table.view.layout.spots[3].centre
    pygame.event.post(motion(app.to_window(centre)))
    assert presented_over(app, presents, 1) == 1
    assert table.hover is not None and table.hover.kind == "clearing"


def test_a_click_redraws_and_opens_the_next_screen(app, presents):
    from scenes.settings_scene import SettingsScene

    open_first(app)
    settle(app)
    before = presents[0]
    click_button(app, "Settings")
    assert presents[0] - before == 1
    assert isinstance(app.stack.top, SettingsScene)
    settle(app)
    assert presented_over(app, presents, 60) == 0


def test_an_animation_presents_every_frame_until_it_ends(app, presents):
    """A move the table did not get by input (as a computer's would come) is
    drawn at once and its fade-in plays frame by frame."""
    table = root_table(app)
    settle(app)
    action = next(a for a in table.game.legal_actions() if a.verb == "keep")
    table.take(action)
    assert table.anim is not None
    frames = 0
    while table.anim is not None:
        assert presented_over(app, presents, 1) == 1
        frames += 1
    assert frames > 10  # about 0.38 s at 60 frames a second
    settle(app)
    assert presented_over(app, presents, 60) == 0


def test_rolling_dice_present_every_frame(app, presents):
    table = root_table(app)
    settle(app)
    table.battle.start_roll()
    assert table.next_change() == 0
    assert presented_over(app, presents, 20) == 20


def test_a_toast_shows_at_once_holds_still_then_fades_frame_by_frame(app, presents):
    open_first(app)
    settle(app)
    app.toast("Hello")
    assert presented_over(app, presents, 2) == 2  # shown (and the frame after a change)
    still = round((ToastLayer.DURATION - ToastLayer.FADE) / FRAME) - 3
    assert presented_over(app, presents, still) == 0
    fading = presented_over(app, presents, round(ToastLayer.FADE / FRAME) + 4)
    assert fading >= round(ToastLayer.FADE / FRAME)
    assert not app.toasts.toasts
    assert presented_over(app, presents, 60) == 0


def test_the_caret_of_a_field_one_types_in_blinks_twice_a_second(app, presents):
    from scenes.save_scene import SaveGameScene

    open_first(app)
    scene = app.stack.push(SaveGameScene(app, "My game", lambda name: None))
    assert scene.field.focused
    run_frames(app, 2)
    assert presented_over(app, presents, 120) == 4  # 2 s: off, on, off, on


def test_a_language_switch_redraws(app, presents):
    open_first(app)
    settle(app)
    app.set_language("ru")
    assert presented_over(app, presents, 1) == 1


# --- the loop's sleep --------------------------------------------------------------


@pytest.fixture
def waits(monkeypatch) -> list[int]:
    """Timeouts (ms) the loop asked ``pygame.event.wait`` for; it returns at
    once with whatever is queued, or nothing (no clock is read)."""
    asked: list[int] = []

    def wait(timeout: int = 0):
        asked.append(timeout)
        queued = pygame.event.get()
        for event in queued[1:]:
            pygame.event.post(event)
        return queued[0] if queued else pygame.event.Event(pygame.NOEVENT)

    monkeypatch.setattr(pygame.event, "wait", wait)
    return asked


def test_at_rest_the_loop_sleeps_in_the_event_queue(app, presents, waits):
    open_first(app)
    app.step()  # the first frame: drawn without waiting
    assert waits == []
    settle(app)
    for _ in range(5):
        app.step()
    assert waits == [round(app_module.IDLE_WAKE * 1000)] * 5
    assert presents[0] == 1 + 0  # only the first frame (settle draws nothing new)


def test_the_sleep_ends_when_the_next_timed_change_is_due(app, waits):
    open_first(app)
    settle(app)
    app.toast("Hello")
    run_frames(app, 2)  # shown
    age = app.toasts.toasts[0].age
    app.step(ToastLayer.DURATION - ToastLayer.FADE - 0.1 - age)  # 0.1 s before it fades
    app.step()
    assert waits == [100]


def test_input_wakes_the_sleeping_loop_and_is_handled_in_that_step(app, presents, waits):
    from scenes.settings_scene import SettingsScene

    open_first(app)
    settle(app)
    target = app.to_window(button(app.stack.top, "Settings").rect.center)
    before = presents[0]
    for event in (motion(target),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)):
        pygame.event.post(event)
    app.step()
    assert isinstance(app.stack.top, SettingsScene)  # the events kept their order
    assert presents[0] - before == 1


@pytest.fixture
def still_clock(app, monkeypatch):
    """The loop's clocks stopped: every wait has its whole frame left, and
    each step's dt is one frame, however slow the machine."""
    monkeypatch.setattr(app_module, "time", SimpleNamespace(perf_counter=lambda: 100.0))
    monkeypatch.setattr(app, "clock", SimpleNamespace(tick=lambda *_cap: round(FRAME * 1000)))


def test_while_something_moves_the_loop_waits_in_the_queue_for_one_frame(
        app, waits, still_clock):
    table = root_table(app)
    settle(app)
    table.battle.start_roll()
    app.step(FRAME)
    for _ in range(5):
        app.step()
    assert table.battle.roll_age < ROLL_TIME  # still rolling
    frame_ms = math.ceil(1000 / app.settings.frame_cap)
    assert waits == [frame_ms] * 4  # the first step's frame was already due


def test_a_press_ends_the_frame_caps_wait_at_once_and_pointer_motion_does_not(
        app, monkeypatch, still_clock):
    table = root_table(app)
    settle(app)
    table.battle.start_roll()  # moving: the loop paces at the frame cap
    app.step(FRAME)
    app.step()
    on_menu = app.to_window(table.menu_button.rect.center)
    coming = [motion(on_menu), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=on_menu, button=1)]
    asked: list[int] = []

    def wait(timeout: int = 0):
        asked.append(timeout)
        return coming.pop(0) if coming else pygame.event.Event(pygame.NOEVENT)

    monkeypatch.setattr(pygame.event, "wait", wait)
    app.step()
    assert len(asked) == 2  # the motion waited on for the frame's time, the press ended it
    assert table.menu_button._pressed  # and was answered in that very frame


def test_frames_and_scripts_step_at_the_frame_cap_and_never_sleep(app, waits):
    open_first(app)
    settle(app)
    app.frames_left = 5
    while app.running:
        app.step()
    assert waits == [] and app.frame_count > 5
    app.running, app.frames_left, app.scripted = True, None, True
    app.step()
    assert waits == []
