"""Short messages that float over every scene and fade by themselves.

Toasts are not scenes on the stack on purpose: a refusal message ("4.2.1 You
must rule the origin or the destination") must never swallow the player's
next click, so the layer only draws. The one exception is a toast's rule
badge: the app asks :meth:`ToastLayer.rule_at` before the scenes get a click,
and a click on the badge (only there) opens the rules reference at that rule.
The layer also remembers the last refusal's rule, which F1 opens.

A toast belongs to the screen that was on top when it appeared (its
*owner*, taken at the end of the frame that showed it, so a message a
dialog gives while opening is the dialog's). It is drawn only while its
owner is on top: a toast of the table waits beneath a dialog pushed over
the table (the pause menu, Load, Save, a confirmation), hidden and with its
clock stopped, so it never covers the dialog's content, and shows the rest
of its time when the dialog closes. A waiting toast whose screen leaves the
stack (a game loaded over it, back to the title) is dropped: it spoke of a
screen that is gone. A toast that is showing when its screen leaves (the
Save dialog's "Saved as …" as it closes) passes to the screen now on top.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from scenes import theme


@dataclass
class Toast:
    message: str
    rule: str | None  # the badge's text ("4.2.1", "Codex p.7")
    kind: str
    age: float = 0.0
    #: The rule number the badge opens in the reference, as the engine cites
    #: it ("codex p.7"); the badge's text unless told otherwise.
    ref: str | None = None
    #: Where the badge was last drawn (logical pixels), None when not shown.
    badge_rect: pygame.Rect | None = None
    #: Where the whole toast was last drawn, None when not shown.
    rect: pygame.Rect | None = None
    #: The pointer when it was first aged: one resting there all along
    #: does not hold it (it came under the pointer, not the reverse).
    first_pointer: tuple[int, int] | None = None
    #: The screen it belongs to (None until the end of the frame that showed it).
    owner: object | None = None
    #: Another screen lies over its owner: hidden, its clock stopped.
    waiting: bool = False
    #: What it is about ("undo"): a newer toast of the same topic replaces it.
    topic: str | None = None
    #: Its picture's size, once measured, and the wrap width it was measured
    #: at (:meth:`ToastLayer.stack_rects`).
    size: tuple[int, int] | None = None
    size_wrap: int = 0

    @property
    def duration(self) -> float:
        """Seconds shown: a refusal longer, since its badge is there to be
        clicked and its reason to be read before the next try."""
        return ToastLayer.REFUSAL_DURATION if self.kind == "refusal" else ToastLayer.DURATION


class ToastLayer:
    #: The widest a toast's text runs before it wraps (logical pixels); the
    #: scene on top may ask for narrower (its ``toast_wrap``).
    WRAP = 900
    DURATION = 4.0
    REFUSAL_DURATION = 6.5
    FADE = 0.6
    MAX_SHOWN = 4

    def __init__(self) -> None:
        self.toasts: list[Toast] = []
        self.wrap = self.WRAP
        self.speed = 1.0
        self._fresh = False  # a toast shown since the last frame was drawn
        #: The rule of the latest refusal (F1 opens the reference there).
        self.last_refusal: str | None = None

    def show(self, message: str, rule: str | None = None, kind: str = "info",
             ref: str | None = None, topic: str | None = None) -> Toast:
        """Queue a message; `kind` is "info", "refusal" or "warning"; `ref`
        the rule number its badge opens (default: the badge's text). A
        `topic` ("undo") replaces the toast of that topic still showing: six
        undos in a row say the last one, not six stacked over the table; and
        a toast with the same words as one still showing replaces it."""
        toast = Toast(message, rule, kind, ref=ref if ref is not None else rule, topic=topic)
        if kind == "refusal" and toast.ref:
            self.last_refusal = toast.ref
        self._fresh = True
        # The same words again (a refusal repeated) start over, not stack.
        self.toasts = [t for t in self.toasts
                       if not (topic is not None and t.topic == topic)
                       and (t.message, t.rule, t.kind) != (message, rule, kind)]
        self.toasts.append(toast)
        del self.toasts[: -self.MAX_SHOWN]
        return toast

    def dismiss(self, topic: str) -> None:
        """The toast of ``topic`` goes at once: what it asked for is done
        (a held card's "click where it glows" once the card is played)."""
        self.toasts = [t for t in self.toasts if t.topic != topic]
        self._fresh = True

    def dismiss_refusals(self) -> None:
        """The refusals go at once: the reference they point to is opening
        and would be hidden beneath them (its title, tabs and search)."""
        self.toasts = [t for t in self.toasts if t.kind != "refusal"]
        self._fresh = True

    def update(self, dt: float, scenes: Sequence[object] = (),
               pointer: tuple[int, int] | None = None) -> None:
        """Age the toasts shown; ``scenes`` is the stack, bottom first (see
        the module docstring: who owns a toast, and when it waits). Without
        it every toast shows, as for a layer used on its own. A toast under
        ``pointer`` (moved there since it came) does not age, and one fading
        comes back: it is being read, or its rule badge is about to be
        clicked (play-testing: it went as the pointer reached the badge)."""
        top = scenes[-1] if scenes else None
        kept = []
        for toast in self.toasts:
            if toast.owner is None or not any(toast.owner is scene for scene in scenes):
                if toast.waiting:
                    continue  # its screen went while it waited beneath another
                toast.owner = top
            toast.waiting = toast.owner is not top
            if toast.first_pointer is None:
                toast.first_pointer = pointer
            held = pointer is not None and pointer != toast.first_pointer \
                and toast.rect is not None and toast.rect.collidepoint(pointer)
            if held:
                toast.age = min(toast.age, toast.duration - self.FADE)
            elif not toast.waiting:
                toast.age += dt * self.speed
            if toast.age < toast.duration:
                kept.append(toast)
        self.toasts = kept

    def shown(self) -> list[Toast]:
        """The toasts drawn now: none of those waiting beneath a dialog."""
        return [t for t in self.toasts if not t.waiting]

    def next_change(self) -> float | None:
        """As `Scene.next_change`: a new toast at once, a fading one every
        frame, otherwise when the oldest starts to fade (a waiting toast
        does not change)."""
        shown = self.shown()
        if self._fresh or any(t.age >= t.duration - self.FADE for t in shown):
            return 0.0
        if not shown:
            return None
        return min(t.duration - self.FADE - t.age for t in shown) / self.speed

    def draw(self, surface: pygame.Surface, top: int = 28, centre: int | None = None,
             pointer: tuple[int, int] | None = None,
             badge_words: Callable[[str], str] | None = None) -> None:
        """``top``: where the first toast goes (a scene's ``toast_top``, below
        a line it must keep readable); ``centre``: the x it is centred on
        (a scene's ``toast_centre``; the screen's middle by default). A
        ``pointer`` on a badge shows ``badge_words`` of its rule beneath it:
        what the number is and that a click opens it ("§2.4" and "p.7" read
        alike to a player who had not met the reference)."""
        self._draw_toasts(surface, top, centre)
        if pointer is None or badge_words is None:
            return
        for toast in self.toasts:
            badge = toast.badge_rect
            if badge is not None and toast.ref and badge.collidepoint(pointer):
                from scenes.widgets import draw_tooltip

                draw_tooltip(surface, badge_words(toast.ref), pointer, anchor=badge)
                return

    def _draw_toasts(self, surface: pygame.Surface, top: int, centre: int | None) -> None:
        self._fresh = False
        y = top
        for toast in self.toasts:
            if toast.waiting:
                toast.badge_rect = toast.rect = None  # nothing to click beneath a dialog
                continue
            alpha = 255
            if toast.age > toast.duration - self.FADE:
                alpha = int(255 * (toast.duration - toast.age) / self.FADE)
            img, badge = self._render(toast)
            img.set_alpha(max(alpha, 0))
            where = img.get_rect(midtop=(surface.get_width() // 2 if centre is None else centre,
                                         y))
            where.clamp_ip(surface.get_rect())
            surface.blit(img, where)
            toast.rect = where
            toast.badge_rect = badge.move(where.topleft) if badge and toast.ref else None
            y += img.get_height() + 10

    def stack_rects(self, top: int, centre: int, surface_w: int) -> list[pygame.Rect]:
        """Where :meth:`draw` would put the toasts shown now, the first at
        ``top``: a scene can ask whether they would cover what it shows."""
        rects = []
        y = top
        for toast in self.shown():
            if toast.size is None or toast.size_wrap != self.wrap:
                toast.size, toast.size_wrap = self._render(toast)[0].get_size(), self.wrap
            where = pygame.Rect((0, 0), toast.size)
            where.midtop = (centre, y)
            where.clamp_ip(pygame.Rect(0, 0, surface_w, where.bottom + 1))
            rects.append(where)
            y += where.h + 10
        return rects

    def rule_at(self, pos: tuple[int, int]) -> str | None:
        """The rule of the toast badge drawn under `pos`, if there is one."""
        for toast in self.toasts:
            if toast.badge_rect is not None and toast.badge_rect.collidepoint(pos):
                return toast.ref
        return None

    def _render(self, toast: Toast) -> tuple[pygame.Surface, pygame.Rect | None]:
        """The toast's picture and where its badge is on it."""
        accent = {"refusal": theme.DANGER, "warning": theme.GOLD}.get(toast.kind, theme.BARK_LIGHT)
        lines = theme.wrap(toast.message, 26, self.wrap)
        images = [theme.text(line, 26, theme.CREAM) for line in lines]
        badge = theme.text(toast.rule, 24, theme.CREAM, "bold") if toast.rule else None
        badge_w = badge.get_width() + 28 if badge else 0
        w = max(i.get_width() for i in images) + 48 + badge_w
        h = sum(i.get_height() for i in images) + 28
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (32, 24, 16, 235), (0, 0, w, h), border_radius=14)
        pygame.draw.rect(surf, accent, (0, 0, w, h), width=3, border_radius=14)
        x = 24
        box = None
        if badge:
            box = pygame.Rect(16, 0, badge.get_width() + 16, badge.get_height() + 6)
            box.centery = h // 2
            pygame.draw.rect(surf, accent, box, border_radius=8)
            surf.blit(badge, badge.get_rect(center=box.center))
            x = box.right + 14
        y = 14
        for img in images:
            surf.blit(img, (x, y))
            y += img.get_height()
        return surf, box
