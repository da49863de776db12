"""A one-line text field: a save's name, a player's name, a seed.

Typing uses the KEYDOWN event's ``unicode`` (what posted test events and
recorded input carry too), Backspace deletes, Enter submits. ``allowed``
filters characters (digits only for a seed) and ``max_length`` caps the
text, so the field can only ever hold a value its screen can use.

Selection works as in any desktop program, for the whole text (the caret
always sits at the end, so there is no partial selection to make): Ctrl+A
selects it all, and typing replaces a selection, Backspace or Delete erase
it, End or an arrow key puts the caret after it. Ctrl+C and Ctrl+X copy and
cut a selection, Ctrl+V pastes over it (or at the end): one line of what
the clipboard holds, only the characters the field allows, up to its
length. A text the screen fills in
(a suggested save name, a default seat name, a fresh seed) starts selected:
it is shown highlighted as soon as the field is active, and the first
keystroke replaces it instead of being appended to it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes import theme
from scenes.i18n import Text, resolve
from scenes.widgets import Widget

#: Behind selected text (a pale gold, the field's own accent).
SELECTION = (240, 204, 130)
#: Keys that put the caret after a selection (at the end, the only place it goes).
DESELECTING_KEYS = (pygame.K_END, pygame.K_HOME, pygame.K_LEFT, pygame.K_RIGHT)


#: The editing shortcuts, by the letter and by the key's place (a Russian
#: layout types "ф" where Ctrl+A is).
SHORTCUTS = {"select_all": (pygame.K_a, pygame.KSCAN_A), "copy": (pygame.K_c, pygame.KSCAN_C),
             "cut": (pygame.K_x, pygame.KSCAN_X), "paste": (pygame.K_v, pygame.KSCAN_V)}


def shortcut(event: pygame.event.Event) -> str | None:
    """Which editing shortcut a key press is (Ctrl, or Cmd on a Mac), if any."""
    if not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META) or event.mod & pygame.KMOD_ALT:
        return None
    scancode = getattr(event, "scancode", None)
    for name, (key, place) in SHORTCUTS.items():
        if event.key == key or (scancode == place and scancode):
            return name
    return None


def is_select_all(event: pygame.event.Event) -> bool:
    """Ctrl+A (Cmd+A on a Mac), in any keyboard layout."""
    return shortcut(event) == "select_all"


def clipboard_text() -> str:
    """The clipboard's text ("" when there is none or no clipboard)."""
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""


def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard; False when there is no clipboard (no
    window yet, a system without one), which is then left alone."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError):
        return False
    return True


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
        #: The whole text is selected: the next typed character replaces it.
        #: A text given at the start is the screen's suggestion, so it is.
        self.selected = bool(self.text)

    def set_text(self, text: str, *, select: bool | None = None) -> None:
        """Show ``text``; ``select`` True when it is a suggestion to type
        over, False when it is the player's own, None to keep the selection."""
        self.text = "".join(ch for ch in text if self.allowed(ch))[: self.max_length]
        if select is not None:
            self.selected = select
        self.selected = self.selected and bool(self.text)
        if self.on_change:
            self.on_change(self.text)

    def select_all(self) -> None:
        self.selected = bool(self.text)

    def paste(self, pasted: str) -> None:
        """Insert ``pasted`` over the selection or at the end: its first line,
        what the field allows, as much as fits."""
        line = pasted.splitlines()[0] if pasted else ""
        kept = "".join(ch for ch in line if ch.isprintable() and self.allowed(ch))
        if not kept:
            return
        base = "" if self.selected else self.text
        self.set_text(base + kept[: max(0, self.max_length - len(base))], select=False)

    def _edit_shortcut(self, name: str) -> None:
        if name == "select_all":
            self.select_all()
        elif name in ("copy", "cut") and self.selected:
            if copy_text(self.text) and name == "cut":  # never lose what was not copied
                self.set_text("", select=False)
        elif name == "paste":
            self.paste(clipboard_text())

    def type_key(self, event: pygame.event.Event) -> bool:
        """Edit with one key press; True when the key was the field's."""
        name = shortcut(event)
        if name is not None:
            self._edit_shortcut(name)
            return True
        if event.key == pygame.K_BACKSPACE:
            if self.selected:
                self.set_text("", select=False)
            elif self.text:
                self.set_text(self.text[:-1], select=False)
            return True
        if event.key == pygame.K_DELETE and self.selected:
            self.set_text("", select=False)
            return True
        if event.key in DESELECTING_KEYS and not event.mod & (pygame.KMOD_ALT | pygame.KMOD_CTRL):
            was = self.selected
            self.selected = False
            return was
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE,
                         pygame.K_UP, pygame.K_DOWN):
            return False
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        char = getattr(event, "unicode", "") or ""
        if len(char) != 1 or not char.isprintable():
            return False
        if not self.allowed(char):
            return True
        if self.selected:
            self.set_text(char, select=False)
        elif len(self.text) < self.max_length:
            self.set_text(self.text + char, select=False)
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
        where = img.get_rect(midleft=(x, r.centery))
        if active and self.selected and self.text:
            mark = pygame.Rect(where.x - 3, r.y + 12, where.w + 6, r.h - 24)
            pygame.draw.rect(surface, SELECTION, mark, border_radius=4)
        surface.blit(img, where)
        surface.set_clip(clip)
        if active and int(self.time * 2) % 2 == 0:
            cx = x + (img.get_width() if self.text else 0) + 2
            pygame.draw.line(surface, theme.INK, (cx, r.y + 14), (cx, r.bottom - 14), 2)
