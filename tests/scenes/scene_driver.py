"""Drive a real App with posted events, the way a player's mouse would."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.i18n import resolve
from scenes.widgets import Button, Widget

FRAME = 1 / 60


def motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def until(app: App, done, seconds: float = 120.0, dt: float = FRAME) -> None:
    """Frames of ``dt`` until ``done()``: for what happens in real time (a
    computer thinking in its worker). The bound only stops a broken test;
    nothing is asserted on time."""
    import time

    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "it never got there"
        app.step(dt)
        time.sleep(0.001)


def run_frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.step(FRAME)


def click(app: App, logical_pos: tuple[int, int]) -> None:
    """Move to a logical point and click there, as a player would."""
    pos = app.to_window(logical_pos)
    pygame.event.post(motion(pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run_frames(app)


def hover(app: App, logical_pos: tuple[int, int]) -> None:
    pos = app.to_window(logical_pos)
    pygame.event.post(motion(pos))
    run_frames(app)


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    run_frames(app)


def widgets_of(scene) -> list[Widget]:
    return scene.group.widgets


def button(scene, label: str) -> Button:
    """The scene's button whose msgid (English text) is `label`."""
    for widget in widgets_of(scene):
        if isinstance(widget, Button) and widget.text == label:
            return widget
    shown = [resolve(w.text) for w in widgets_of(scene) if isinstance(w, Button)]
    raise AssertionError(f"no button {label!r} on {type(scene).__name__}; it has {shown}")


def click_button(app: App, label: str) -> None:
    click(app, button(app.stack.top, label).rect.center)


def type_text(app: App, text: str) -> None:
    """Type ``text`` key by key into the focused field."""
    for char in text:
        key = pygame.key.key_code(char) if char != " " else pygame.K_SPACE
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char))
    run_frames(app)


def clear_field(app: App, field) -> None:
    """Click a text field and erase what it holds with Backspace."""
    click(app, field.rect.center)
    for _ in range(len(field.text)):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                             unicode="\b"))
    run_frames(app)
