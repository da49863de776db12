"""The scene stack: what is on screen and who gets the input.

Modelled on Tuxemon's state manager. Scenes are pushed, popped or replaced;
each gets lifecycle calls (enter / pause / resume / exit) so it can start or
stop what it owns. Only the top scene receives input and updates; overlay
scenes (pause, dialogs) are drawn over the scenes beneath them, down to the
first scene that is not an overlay.

Frames cost nothing at rest: the app draws and presents a frame only when
input arrived, the stack changed, or a scene said its picture changes by
itself now (:meth:`Scene.next_change`: an animation, a timer coming due);
otherwise it sleeps in the event queue. See docs/performance.md, "Idle".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes import i18n, theme

if TYPE_CHECKING:
    from scenes.app import App


class Scene:
    """Base class; override what you need."""

    #: An overlay is drawn on top of the scene below instead of replacing it.
    overlay = False
    #: How much an overlay darkens what lies beneath it (0-255; 0 = not at all).
    dim_alpha = 0

    def __init__(self, app: App) -> None:
        self.app = app

    # Lifecycle ---------------------------------------------------------
    def enter(self) -> None:
        """Called once when the scene becomes part of the stack."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def closing(self) -> None:
        """The window is being closed (the window's close button, not a menu):
        the last chance to keep what the scene holds, e.g. autosave a game."""

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

    def next_change(self) -> float | None:
        """Seconds until this scene's picture changes by itself, asked after
        each update: 0 when it changes now (something moves: a slide, dice,
        a pulse; or it changed since it was last drawn), the time left for
        a timed change (a tooltip's delay, a caret's blink, a message that
        goes away), None when only input can change it. The frame after the
        last 0 is drawn too, so a movement is seen where it stopped.

        Input, a change of the stack and :meth:`App.redraw` always bring a
        frame; this is for what changes with time alone, or in `update`. A
        scene that moves must say so here, or it stops on a still frame."""
        return None


def soonest(*delays: float | None) -> float | None:
    """The earliest of some `next_change` answers (None: never)."""
    known = [d for d in delays if d is not None]
    return max(0.0, min(known)) if known else None


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        #: Counts pushes, pops and replaces: the frame loop draws after any.
        self.version = 0
        self._frozen: pygame.Surface | None = None
        self._frozen_key: tuple | None = None

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> Scene:
        self.version += 1
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        self.version += 1
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for `scene` without resuming the one below."""
        self.version += 1
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def clear(self) -> None:
        self.version += 1
        while self._scenes:
            self._scenes.pop().exit()

    def closing(self) -> None:
        """Tell every scene, top first, that the window is closing."""
        for scene in reversed(self._scenes):
            scene.closing()

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

    def next_change(self) -> float | None:
        """The top scene's :meth:`Scene.next_change`: only it updates, so
        the scenes beneath it cannot change (see :meth:`draw`)."""
        return self.top.next_change() if self.top else None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes bottom-up, each overlay over its dimmed base.

        Scenes beneath the top one neither update nor take input, so while an
        overlay is on top what lies beneath it cannot change: it is drawn once
        and kept, and each frame costs one blit plus the overlay itself. The
        kept picture is remade when the scenes, the canvas or the language
        (live switching in Settings) change.
        """
        visible = self.visible()
        if len(visible) > 1:
            key = (tuple(id(scene) for scene in visible), id(surface), surface.get_size(),
                   i18n.language())
            if key != self._frozen_key:
                self._draw_scenes(visible[:-1], surface)
                self._dim_for(visible[-1], surface)
                self._frozen = surface.copy()
                self._frozen_key = key
            else:
                surface.blit(self._frozen, (0, 0))
            visible[-1].draw(surface)
        else:
            self._frozen = self._frozen_key = None
            self._draw_scenes(visible, surface)

    def _draw_scenes(self, scenes: list[Scene], surface: pygame.Surface) -> None:
        for i, scene in enumerate(scenes):
            if i > 0:
                self._dim_for(scene, surface)
            scene.draw(surface)

    @staticmethod
    def _dim_for(scene: Scene, surface: pygame.Surface) -> None:
        if scene.overlay and scene.dim_alpha:
            surface.blit(theme.shade(surface.get_size(), scene.dim_alpha), (0, 0))

    def find(self, kind: type[Scene]) -> Scene | None:
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None
