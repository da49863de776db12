"""The scene stack: what is on screen and who gets the input.

Modelled on Tuxemon's state manager. Scenes are pushed, popped or replaced;
each gets lifecycle calls (enter / pause / resume / exit) so it can start or
stop what it owns. Only the top scene receives input and updates; overlay
scenes (pause, dialogs) are drawn over the scenes beneath them, down to the
first scene that is not an overlay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.app import App


class Scene:
    """Base class; override what you need."""

    #: An overlay is drawn on top of the scene below instead of replacing it.
    overlay = False

    def __init__(self, app: App) -> None:
        self.app = app

    # Lifecycle ---------------------------------------------------------
    def enter(self) -> None:
        """Called once when the scene becomes part of the stack."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    # Frame -------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used (it then goes no further)."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical 1920x1080 surface."""


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> Scene:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for `scene` without resuming the one below."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def clear(self) -> None:
        while self._scenes:
            self._scenes.pop().exit()

    def reset(self, scene: Scene) -> Scene:
        """Empty the stack and start over from `scene` (e.g. back to title)."""
        self.clear()
        return self.push(scene)

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top one and every overlay chain."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].overlay:
            start -= 1
        return self._scenes[max(start, 0):]

    def handle_event(self, event: pygame.event.Event) -> bool:
        top = self.top
        return top.handle_event(event) if top else False

    def update(self, dt: float) -> None:
        if self.top:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def find(self, kind: type[Scene]) -> Scene | None:
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None
