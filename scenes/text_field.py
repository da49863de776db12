"""A one-line text field: a save's name, a player's name, a seed.

Typing uses the KEYDOWN event's ``unicode`` (what posted test events and
recorded input carry too), Backspace deletes, Enter submits. ``allowed``
filters characters (digits only for a seed) and ``max_length`` caps the
text, so the field can only ever hold a value its screen can use.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes import theme
from scenes.i18n import Text, resolve
from scenes.widgets import Widget


class TextField(Widget):
    focusable = True

    def __init__(self, rect, text: str = "", *, max_length: int = 64,
                 allowed: Callable[[str], bool] | None = None,
                 on_change: Callable[[str], None] | None = None,
                 on_submit: Callable[[], None] | None = None,
                 placeholder: Text = "", tooltip: Text | None = None) -> None:
        super().__init__(rect)
        self.text = text[:max_length]
        self.max_length = max_length
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.on_change = on_change
        self.on_submit = on_submit
        self.placeholder = placeholder
        self.tooltip = tooltip
        self.time = 0.0
        #: Typing goes here even while the pointer's hover has moved the
        #: keyboard focus to a button (set by the screen that owns the field).
        self.editing = False

    def set_text(self, text: str) -> None:
        self.text = "".join(ch for ch in text if self.allowed(ch))[: self.max_length]
        if self.on_change:
            self.on_change(self.text)

    def type_key(self, event: pygame.event.Event) -> bool:
        """Edit with one key press; True when the key was the field's."""
        if event.key == pygame.K_BACKSPACE:
            if self.text:
                self.set_text(self.text[:-1])
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE,
                         pygame.K_UP, pygame.K_DOWN):
            return False
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        char = getattr(event, "unicode", "") or ""
        if len(char) != 1 or not char.isprintable():
            return False
        if self.allowed(char) and len(self.text) < self.max_length:
            self.set_text(self.text + char)
        return True  # a printable key is never also a shortcut while typing

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        elif event.type == pygame.KEYDOWN and self.focused:
            return self.type_key(event)
        return False

    def activate(self) -> None:
        if self.on_submit:
            self.on_submit()

    def update(self, dt: float) -> None:
        self.time += dt

    def next_change(self) -> float | None:
        """The caret blinks (half a second on, half off) while one types here."""
        if not (self.focused or self.editing):
            return None
        return (math.floor(self.time * 2) + 1) / 2 - self.time

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(surface, (255, 250, 238), r, border_radius=10)
        active = self.focused or self.editing
        edge = theme.GOLD if active else theme.BARK
        pygame.draw.rect(surface, edge, r, width=3 if active else 2, border_radius=10)
        size = 30
        if self.text:
            img = theme.text(self.text, size, theme.INK)
        else:
            img = theme.text(resolve(self.placeholder), size, theme.DISABLED)
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-16, -4))
        x = r.x + 16
        if self.text and img.get_width() > r.w - 40:
            x = r.right - 24 - img.get_width()  # keep the end (where one types) in view
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        surface.set_clip(clip)
        if active and int(self.time * 2) % 2 == 0:
            cx = x + (img.get_width() if self.text else 0) + 2
            pygame.draw.line(surface, theme.INK, (cx, r.y + 14), (cx, r.bottom - 14), 2)
