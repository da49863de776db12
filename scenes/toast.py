"""Short messages that float over every scene and fade by themselves.

Toasts are not scenes on the stack on purpose: a refusal message ("4.2.1 You
must rule the origin or the destination") must never swallow the player's
next click, so the layer only draws. The one exception is a toast's rule
badge: the app asks :meth:`ToastLayer.rule_at` before the scenes get a click,
and a click on the badge (only there) opens the rules reference at that rule.
The layer also remembers the last refusal's rule, which F1 opens.
"""

from __future__ import annotations

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


class ToastLayer:
    DURATION = 4.0
    FADE = 0.6
    MAX_SHOWN = 4

    def __init__(self) -> None:
        self.toasts: list[Toast] = []
        self.speed = 1.0
        self._fresh = False  # a toast shown since the last frame was drawn
        #: The rule of the latest refusal (F1 opens the reference there).
        self.last_refusal: str | None = None

    def show(self, message: str, rule: str | None = None, kind: str = "info",
             ref: str | None = None) -> Toast:
        """Queue a message; `kind` is "info", "refusal" or "warning"; `ref`
        the rule number its badge opens (default: the badge's text)."""
        toast = Toast(message, rule, kind, ref=ref if ref is not None else rule)
        if kind == "refusal" and toast.ref:
            self.last_refusal = toast.ref
        self._fresh = True
        self.toasts.append(toast)
        del self.toasts[: -self.MAX_SHOWN]
        return toast

    def dismiss_refusals(self) -> None:
        """The refusals go at once: the reference they point to is opening
        and would be hidden beneath them (its title, tabs and search)."""
        self.toasts = [t for t in self.toasts if t.kind != "refusal"]
        self._fresh = True

    def update(self, dt: float) -> None:
        for toast in self.toasts:
            toast.age += dt * self.speed
        self.toasts = [t for t in self.toasts if t.age < self.DURATION]

    def next_change(self) -> float | None:
        """As `Scene.next_change`: a new toast at once, a fading one every
        frame, otherwise when the oldest starts to fade."""
        if self._fresh or any(t.age >= self.DURATION - self.FADE for t in self.toasts):
            return 0.0
        if not self.toasts:
            return None
        return min(self.DURATION - self.FADE - t.age for t in self.toasts) / self.speed

    def draw(self, surface: pygame.Surface, top: int = 28) -> None:
        """``top``: where the first toast goes (a scene's ``toast_top``, below
        a line it must keep readable)."""
        self._fresh = False
        y = top
        for toast in self.toasts:
            alpha = 255
            if toast.age > self.DURATION - self.FADE:
                alpha = int(255 * (self.DURATION - toast.age) / self.FADE)
            img, badge = self._render(toast)
            img.set_alpha(max(alpha, 0))
            where = img.get_rect(midtop=(surface.get_width() // 2, y))
            surface.blit(img, where)
            toast.badge_rect = badge.move(where.topleft) if badge and toast.ref else None
            y += img.get_height() + 10

    def rule_at(self, pos: tuple[int, int]) -> str | None:
        """The rule of the toast badge drawn under `pos`, if there is one."""
        for toast in self.toasts:
            if toast.badge_rect is not None and toast.badge_rect.collidepoint(pos):
                return toast.ref
        return None

    def _render(self, toast: Toast) -> tuple[pygame.Surface, pygame.Rect | None]:
        """The toast's picture and where its badge is on it."""
        accent = {"refusal": theme.DANGER, "warning": theme.GOLD}.get(toast.kind, theme.BARK_LIGHT)
        lines = theme.wrap(toast.message, 26, 900)
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
