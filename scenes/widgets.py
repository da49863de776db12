"""Widgets every scene builds on: button, label, panel, option, list, tooltip.

Widgets read positions from the event (`event.pos`), never from the real
cursor, so posted events in tests behave exactly like a player's clicks.
Texts are msgids translated at draw time (see scenes.i18n), which is what
makes a language switch take effect on the next frame everywhere.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from saves.errors import printable
from scenes import theme
from scenes.i18n import Text, resolve
from scenes.stack import soonest

Colour = tuple[int, ...]


class Widget:
    focusable = False

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.tooltip: Text | None = None
        self.hovered = False
        self.focused = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def next_change(self) -> float | None:
        """Seconds until the widget changes by itself (see `Scene.next_change`)."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def activate(self) -> None:
        """What Enter does while the widget has keyboard focus."""


class Label(Widget):
    def __init__(self, rect, text: Text, size: int = 28, colour: Colour = theme.INK,
                 style: str = "regular", align: str = "left", wrap: bool = False) -> None:
        super().__init__(rect)
        self.text = text
        self.size = size
        self.colour = colour
        self.style = style
        self.align = align
        self.wrap = wrap

    def draw(self, surface: pygame.Surface) -> None:
        content = resolve(self.text)
        lines = (theme.wrap(content, self.size, self.rect.width, self.style)
                 if self.wrap else [content])
        y = self.rect.y
        for line in lines:
            img = theme.text(line, self.size, self.colour, self.style)
            if self.align == "center":
                x = self.rect.centerx - img.get_width() // 2
            elif self.align == "right":
                x = self.rect.right - img.get_width()
            else:
                x = self.rect.x
            surface.blit(img, (x, y))
            y += theme.font(self.size, self.style).get_linesize()


class Panel(Widget):
    """A parchment panel; its surface is built once per size."""

    def __init__(self, rect, colour: Colour = theme.PARCHMENT, alpha: int = 238) -> None:
        super().__init__(rect)
        self.colour = colour
        self.alpha = alpha
        self._surface: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface) -> None:
        if self._surface is None or self._surface.get_size()[0] != self.rect.width + 8:
            self._surface = theme.panel_surface(self.rect.size, self.colour, alpha=self.alpha)
        surface.blit(self._surface, self.rect.topleft)


class Button(Widget):
    focusable = True

    def __init__(self, rect, text: Text, on_click: Callable[[], Any], *,
                 tooltip: Text | None = None, size: int = 30, kind: str = "normal",
                 enabled: bool = True) -> None:
        super().__init__(rect)
        self.text = text
        self.on_click = on_click
        self.tooltip = tooltip
        self.size = size
        self.kind = kind
        self.enabled = enabled
        self._pressed = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.rect.collidepoint(event.pos) and self.enabled):
            self._pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_pressed, self._pressed = self._pressed, False
            if was_pressed and self.rect.collidepoint(event.pos) and self.enabled:
                self.on_click()
                return True
        return False

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        r = self.rect
        lit = (self.hovered or self.focused) and self.enabled
        if self.kind == "danger":
            fill = (196, 72, 56) if lit else theme.DANGER
            ink = theme.CREAM
        elif self.kind == "primary":
            fill = (240, 192, 96) if lit else theme.GOLD
            ink = theme.INK
        else:
            fill = (252, 240, 214) if lit else theme.PARCHMENT
            ink = theme.INK
        if not self.enabled:
            fill, ink = theme.PARCHMENT_DARK, theme.DISABLED
        shadow = r.move(0, 4)
        pygame.draw.rect(surface, (30, 20, 12), shadow, border_radius=12)
        pygame.draw.rect(surface, fill, r.move(0, 2 if self._pressed else 0), border_radius=12)
        pygame.draw.rect(surface, theme.BARK, r.move(0, 2 if self._pressed else 0), width=3,
                         border_radius=12)
        if self.focused and self.enabled:
            draw_focus_frame(surface, r)
        elif lit:
            pygame.draw.rect(surface, theme.GOLD, r.inflate(8, 8), width=2, border_radius=15)
        at = r.move(0, 2 if self._pressed else 0)
        lines, size = _label_lines(resolve(self.text), self.size, r.w - 14, r.h - 6)
        step = theme.font(size, "bold").get_linesize() - 2
        y = at.centery - step * (len(lines) - 1) / 2
        for line in lines:
            img = theme.text(line, size, ink, "bold")
            surface.blit(img, img.get_rect(center=(at.centerx, round(y))))
            y += step


def draw_focus_frame(surface: pygame.Surface, rect: pygame.Rect, *, pad: int = 8,
                     radius: int = 12) -> None:
    """The keyboard focus, the same on every screen: a gold ring on a dark
    one just outside ``rect`` (its corners rounded by ``radius``), so it
    reads at a glance, also beside a primary button's gold fill."""
    pygame.draw.rect(surface, theme.BARK, rect.inflate(2 * pad + 6, 2 * pad + 6), width=3,
                     border_radius=radius + 8)
    gold = max(3, min(5, pad))
    pygame.draw.rect(surface, theme.GOLD, rect.inflate(2 * pad, 2 * pad), width=gold,
                     border_radius=radius + 6)


@lru_cache(maxsize=256)
def _label_lines(label: str, size: int, width: int, height: int) -> tuple[tuple[str, ...], int]:
    """A button's label: one line at its size when it fits; else two lines
    at the largest size from there down to 12 that fits the button (a long
    Russian choice, "Оплатить древесиной с поляны 5"); else one line
    shortened with an ellipsis."""
    if theme.font(size, "bold").size(label)[0] <= width:
        return (label,), size
    for s in range(size, 11, -1):
        f = theme.font(s, "bold")
        lines = theme.wrap(label, s, width, "bold")
        if len(lines) <= 2 and 2 * f.get_linesize() - 2 <= height \
                and all(f.size(line)[0] <= width for line in lines):
            return tuple(lines), s
    return (theme.ellipsized(label, 12, width, "bold"),), 12


class OptionRow(Widget):
    """A setting: caption on the left, ◀ value ▶ on the right (click or arrows)."""

    focusable = True

    def __init__(self, rect, caption: Text, choices: Sequence[tuple[Any, Text]],
                 current: Any, on_change: Callable[[Any], None], *,
                 tooltip: Text | None = None) -> None:
        super().__init__(rect)
        self.caption = caption
        self.choices = list(choices)
        self.index = next((i for i, (v, _) in enumerate(self.choices) if v == current), 0)
        self.on_change = on_change
        self.tooltip = tooltip
        half = 56
        self.left = pygame.Rect(self.rect.right - 420, self.rect.y + 6, half, self.rect.h - 12)
        self.right = pygame.Rect(self.rect.right - half, self.rect.y + 6, half, self.rect.h - 12)

    @property
    def value(self) -> Any:
        return self.choices[self.index][0]

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.choices)
        self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.left.collidepoint(event.pos):
                self.step(-1)
                return True
            if self.right.collidepoint(event.pos) or (
                    self.rect.collidepoint(event.pos)
                    and event.pos[0] > self.left.right):
                self.step(1)
                return True
        elif event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key == pygame.K_RIGHT:
                self.step(1)
                return True
        return False

    def activate(self) -> None:
        self.step(1)

    def draw(self, surface: pygame.Surface) -> None:
        lit = self.hovered or self.focused
        if lit:
            pygame.draw.rect(surface, (255, 248, 230), self.rect, border_radius=10)
            pygame.draw.rect(surface, theme.GOLD, self.rect, width=2, border_radius=10)
        cap = theme.text(resolve(self.caption), 30, theme.INK, "bold")
        surface.blit(cap, cap.get_rect(midleft=(self.rect.x + 20, self.rect.centery)))
        for direction, rect in ((-1, self.left), (1, self.right)):
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, rect, border_radius=8)
            pygame.draw.rect(surface, theme.BARK, rect, width=2, border_radius=8)
            cx, cy = rect.center
            tip = (cx + 9 * direction, cy)
            pygame.draw.polygon(surface, theme.BARK, [tip, (cx - 7 * direction, cy - 11),
                                                      (cx - 7 * direction, cy + 11)])
        value = theme.text(resolve(self.choices[self.index][1]), 30, theme.INK)
        centre = ((self.left.right + self.right.left) // 2, self.rect.centery)
        surface.blit(value, value.get_rect(center=centre))


@dataclass
class ListRow:
    """One row of a ScrollList: the lines it shows and what it stands for."""

    title: str
    detail: str = ""
    payload: Any = None
    warning: bool = False
    badge: str = ""


class ScrollList(Widget):
    """A scrollable, selectable list (mouse wheel, drag-free scrollbar, arrows)."""

    focusable = True
    ROW_H = 86
    #: A row's title takes type down to this size to show whole, then "…".
    TITLE_SMALLEST = 20
    #: A title too long even then wraps onto the detail's line, which goes
    #: (the rules reference: its detail is the parent rule, which the
    #: indented list shows anyway), rather than end in "…".
    wrap_long_titles = False

    def __init__(self, rect, rows: Sequence[ListRow] = (), *,
                 on_select: Callable[[ListRow | None], None] | None = None,
                 on_activate: Callable[[ListRow], None] | None = None,
                 empty_text: Text = "") -> None:
        super().__init__(rect)
        self.rows: list[ListRow] = list(rows)
        self.offset = 0.0
        self.selected: int | None = None
        self.on_select = on_select
        self.on_activate = on_activate
        self.empty_text = empty_text
        self._pointer: tuple[int, int] | None = None

    def set_rows(self, rows: Sequence[ListRow]) -> None:
        self.rows = list(rows)
        self.selected = None if not self.rows else min(self.selected or 0, len(self.rows) - 1)
        self.offset = min(self.offset, self.max_offset)
        if self.on_select:
            self.on_select(self.selected_row)

    @property
    def selected_row(self) -> ListRow | None:
        return self.rows[self.selected] if self.selected is not None else None

    @property
    def max_offset(self) -> float:
        return max(0.0, len(self.rows) * self.ROW_H - self.rect.height)

    def scroll(self, pixels: float) -> None:
        self.offset = min(max(self.offset + pixels, 0.0), self.max_offset)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        index = int((pos[1] - self.rect.y + self.offset) // self.ROW_H)
        return index if 0 <= index < len(self.rows) else None

    def select(self, index: int | None) -> None:
        self.selected = index
        if index is not None:
            top = index * self.ROW_H
            if top < self.offset:
                self.offset = top
            elif top + self.ROW_H > self.offset + self.rect.height:
                self.offset = top + self.ROW_H - self.rect.height
        if self.on_select:
            self.on_select(self.selected_row)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            if self._pointer is None or self.rect.collidepoint(self._pointer):
                self.scroll(-event.y * self.ROW_H / 2)
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            # The same notch as the MOUSEWHEEL above (SDL 2 sends both): no
            # second scroll, and no click either.
            return self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.row_at(event.pos)
            if index is not None:
                if index == self.selected and getattr(event, "clicks", 1) >= 2 \
                        and self.on_activate:
                    self.on_activate(self.rows[index])
                self.select(index)
                return True
        elif event.type == pygame.KEYDOWN and self.rows:
            if event.key == pygame.K_DOWN:
                self.select(0 if self.selected is None
                            else min(self.selected + 1, len(self.rows) - 1))
                return True
            if event.key == pygame.K_UP:
                self.select(0 if self.selected is None else max(self.selected - 1, 0))
                return True
        return False

    def activate(self) -> None:
        if self.selected_row is not None and self.on_activate:
            self.on_activate(self.selected_row)

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (250, 242, 224), self.rect, border_radius=10)
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        if not self.rows and self.empty_text:
            img = theme.text(resolve(self.empty_text), 28, theme.DISABLED)
            surface.blit(img, img.get_rect(center=self.rect.center))
        first = int(self.offset // self.ROW_H)
        last = min(len(self.rows), first + self.rect.height // self.ROW_H + 2)
        for i in range(first, last):
            row = self.rows[i]
            y = self.rect.y + i * self.ROW_H - int(self.offset)
            r = pygame.Rect(self.rect.x + 6, y + 4, self.rect.w - 26, self.ROW_H - 8)
            if i == self.selected:
                pygame.draw.rect(surface, (246, 214, 140), r, border_radius=8)
                pygame.draw.rect(surface, theme.BARK, r, width=2, border_radius=8)
            elif i % 2:
                pygame.draw.rect(surface, (240, 228, 204), r, border_radius=8)
            colour = theme.DANGER if row.warning else theme.INK
            room = r.w - 32
            if row.badge:
                badge = theme.text(row.badge, 22, theme.CREAM, "bold")
                b = badge.get_rect(midright=(r.right - 14, r.centery)).inflate(18, 8)
                pygame.draw.rect(surface, theme.DANGER if row.warning else theme.BARK_LIGHT,
                                 b, border_radius=10)
                surface.blit(badge, badge.get_rect(center=b.center))
                room = b.x - r.x - 28
            long = self.wrap_long_titles and theme.font(self.TITLE_SMALLEST, "bold").size(
                printable(row.title))[0] > room
            if row.detail and not long:  # (printable: a file name may hold what no
                # font measures)
                title = theme.fitted(printable(row.title), 28, room, "bold", colour,
                                     smallest=self.TITLE_SMALLEST)
                # smaller type sits on the same middle line as the full size
                surface.blit(title, (r.x + 16, r.y + 6 + (theme.font(28, "bold").get_height()
                                                          - title.get_height()) // 2))
                surface.blit(theme.fitted(printable(row.detail), 22, room, "regular",
                                          theme.BARK_LIGHT if not row.warning
                                          else theme.DANGER, smallest=16),
                             (r.x + 16, r.y + 44))
            else:  # the title alone: a long one wraps onto the detail's line
                text = row.title.lstrip()  # an indent (the reference's) indents both lines
                dx = theme.font(26, "bold").size(row.title[:len(row.title) - len(text)])[0]
                for k, line in enumerate(_two_lines(text, 26, room - dx)):
                    surface.blit(theme.text(line, 26, colour, "bold"),
                                 (r.x + 16 + dx, r.y + 6 + 36 * k))
        surface.set_clip(clip)
        if self.max_offset > 0:
            track = pygame.Rect(self.rect.right - 14, self.rect.y + 6, 8, self.rect.h - 12)
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=4)
            share = self.rect.height / (len(self.rows) * self.ROW_H)
            h = max(30, int(track.h * share))
            y = track.y + int((track.h - h) * self.offset / self.max_offset)
            pygame.draw.rect(surface, theme.BARK_LIGHT, (track.x, y, 8, h), border_radius=4)
        pygame.draw.rect(surface, theme.BARK, self.rect, width=2, border_radius=10)


def _two_lines(content: str, size: int, width: int) -> list[str]:
    """``content`` wrapped to ``width`` on at most two lines (the second
    shortened with "…" if more would follow): a list row's long title."""
    lines = theme.wrap(content, size, width, "bold")
    if len(lines) <= 2:
        return lines
    return [lines[0], theme.ellipsized(" ".join(lines[1:]), size, width, "bold")]


@dataclass
class WidgetGroup:
    """Routes events to widgets, keeps keyboard focus and shows tooltips.

    Tab / arrow keys move focus among focusable widgets, Enter activates the
    focused one, and a widget hovered for half a second shows its tooltip.
    Tab goes round; the arrows stop at either end, as a menu's do: Up from
    the title's first entry used to land on Quit, one Enter from leaving.
    """

    widgets: list[Widget] = field(default_factory=list)
    focus_index: int | None = None
    _hover: Widget | None = None
    _hover_time: float = 0.0
    _pointer: tuple[int, int] = (0, 0)
    #: Where the last frame drew the hovered widget's tooltip (None: none).
    tooltip_box: pygame.Rect | None = None

    TOOLTIP_DELAY = 0.5

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    @property
    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.visible]

    def move_focus(self, delta: int, *, wrap: bool = True) -> None:
        items = self.focusable
        if not items:
            return
        current = self.focused_widget
        if current not in items:
            self.set_focus(items[0] if delta > 0 else items[-1])
            return
        index = items.index(current) + delta
        self.set_focus(items[index % len(items)] if wrap
                       else items[min(max(index, 0), len(items) - 1)])

    @property
    def focused_widget(self) -> Widget | None:
        return next((w for w in self.widgets if w.focused), None)

    def set_focus(self, widget: Widget | None) -> None:
        for w in self.widgets:
            w.focused = w is widget

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            hovered = next((w for w in reversed(self.widgets)
                            if w.visible and w.rect.collidepoint(event.pos)), None)
            if hovered is not self._hover:
                self._hover, self._hover_time = hovered, 0.0
                if hovered is not None and hovered.focusable:
                    self.set_focus(hovered)  # one highlighted entry, not two
        focused = self.focused_widget
        if event.type == pygame.KEYDOWN:
            if focused and focused.handle_event(event):
                return True
            if event.key == pygame.K_TAB:
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                self.move_focus(1 if event.key == pygame.K_DOWN else -1, wrap=False)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused:
                focused.activate()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            # A click answers the hover: its tooltip waits for the pointer
            # to reach another widget (the button may now mean another
            # thing, or the turn it ended may go on for a while beneath it).
            self._hover_time = -math.inf
        used = False
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle_event(event):
                used = True
                break
        return used

    def update(self, dt: float) -> None:
        self._hover_time += dt
        for widget in self.widgets:
            widget.update(dt)

    def next_change(self) -> float | None:
        """When the hovered widget's tooltip comes up, or a widget changes."""
        hover = self._hover
        tooltip = None
        if hover and hover.tooltip and hover.visible and self._hover_time < self.TOOLTIP_DELAY:
            tooltip = self.TOOLTIP_DELAY - self._hover_time
        return soonest(tooltip, *(w.next_change() for w in self.widgets if w.visible))

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
        hover = self._hover
        self.tooltip_box = None
        if hover and hover.tooltip and hover.visible and self._hover_time >= self.TOOLTIP_DELAY:
            neighbours = [w.rect for w in self.widgets
                          if w.visible and w.focusable and w is not hover]
            self.tooltip_box = draw_tooltip(surface, resolve(hover.tooltip), self._pointer,
                                            hover.rect, neighbours)


#: Widths a tooltip's text may wrap to, widest first: a narrower note is
#: tried where the widest would cover a control.
TOOLTIP_WIDTHS = (460, 360, 280)
TOOLTIP_SIZE = 22
TOOLTIP_GAP = 8  # between a tooltip and any control, and from the screen's edge
#: A narrower wrap than the widest costs as much as being this much farther away.
NARROWER_COST = 60
#: Where the note sits without a control to explain: below and right of the
#: pointer's tip, clear of the arrow (``draw_tooltip`` called with a point).
POINTER_BOX = (10, 14)


def shared_widths(buttons: Sequence[Button], total: int, gap: int) -> list[int]:
    """Widths for a row of ``buttons`` filling ``total`` pixels: each gets
    what its label needs at its size and the rest is shared evenly; when
    the row is short of room, each gives up room in proportion. Equal
    widths set «Следующий урок» in 12 px beside «Уроки» at 18."""
    room = total - gap * (len(buttons) - 1)
    needs = [theme.font(b.size, "bold").size(resolve(b.text))[0] + 22 for b in buttons]
    spare = room - sum(needs)
    if spare >= 0:
        widths = [n + spare // len(buttons) for n in needs]
    else:
        widths = [n * room // sum(needs) for n in needs]
    widths[-1] += room - sum(widths)  # the rounding's pixels go to the last
    return widths


def label_size(label: Text, width: int, sizes: Sequence[int] = (24, 22, 20, 18)) -> int:
    """The largest of ``sizes`` at which a button's ``label`` fits ``width``
    in the current language (Russian labels run longer), else the smallest."""
    text = resolve(label)
    return next((n for n in sizes if theme.font(n, "bold").size(text)[0] <= width - 16),
                sizes[-1])


def draw_tooltip(surface: pygame.Surface, content: str, pointer: tuple[int, int],
                 anchor: pygame.Rect | None = None,
                 avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """A small dark note beside what it explains, kept inside the screen.

    ``anchor`` is the control it explains (else the pointer's tip) and
    ``avoid`` its neighbours: the note never covers the anchor, and covers
    none of ``avoid`` where there is any room for it (`tooltip_spot`).
    Returns where it was drawn."""
    lines, (x, y, w, h) = _tooltip_layout(
        content, tuple(pointer), _rect_key(anchor) if anchor is not None else None,
        tuple(_rect_key(r) for r in avoid), surface.get_size())
    images = [theme.text(line, TOOLTIP_SIZE, theme.CREAM) for line in lines]
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, (34, 26, 18, 235), (0, 0, w, h), border_radius=8)
    pygame.draw.rect(box, (*theme.GOLD, 200), (0, 0, w, h), width=1, border_radius=8)
    cy = 8
    for img in images:
        box.blit(img, (12, cy))
        cy += img.get_height()
    surface.blit(box, (x, y))
    return pygame.Rect(x, y, w, h)


def _rect_key(rect) -> tuple[int, int, int, int]:
    r = pygame.Rect(rect)
    return (r.x, r.y, r.w, r.h)


@lru_cache(maxsize=64)
def _tooltip_layout(content: str, pointer: tuple[int, int],
                    anchor: tuple[int, int, int, int] | None,
                    avoid: tuple[tuple[int, int, int, int], ...],
                    screen: tuple[int, int]) -> tuple[tuple[str, ...],
                                                      tuple[int, int, int, int]]:
    """The lines and the box of a tooltip: the nearest free spot over the
    widths it may wrap to (cached: a tooltip shown stays where it is)."""
    target = pygame.Rect(anchor) if anchor is not None else pygame.Rect(pointer, POINTER_BOX)
    avoided = [pygame.Rect(r) for r in avoid]
    bounds = pygame.Rect((0, 0), screen)
    best: tuple[float, tuple[str, ...], pygame.Rect] | None = None
    for rank, width in enumerate(TOOLTIP_WIDTHS):
        lines = tuple(theme.wrap(content, TOOLTIP_SIZE, width))
        images = [theme.text(line, TOOLTIP_SIZE, theme.CREAM) for line in lines]
        size = (max(img.get_width() for img in images) + 24,
                sum(img.get_height() for img in images) + 16)
        spot, cost = tooltip_spot(size, target, bounds, avoided)
        cost += rank * NARROWER_COST
        if best is None or cost < best[0]:
            best = (cost, lines, spot)
        if cost == 0 or len(lines) == 1:
            break  # right beside it already, or no narrower wrap helps
    _cost, lines, spot = best
    return lines, (spot.x, spot.y, spot.w, spot.h)


#: Small costs that order equally near spots: below, right, above, left.
_SIDE_COST = {"below": 0.0, "right": 1.0, "above": 2.0, "left": 3.0}
#: A spot that must cover controls costs this much per pixel it covers.
_COVER_COST = 1.0e3


def tooltip_spot(size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect,
                 avoid: Sequence[pygame.Rect] = ()) -> tuple[pygame.Rect, float]:
    """Where a note of ``size`` goes: inside ``bounds`` (``TOOLTIP_GAP`` from
    its edge), never over ``anchor`` and over none of ``avoid`` if any spot
    allows, as near the anchor as possible (below it, left-aligned, first).

    The candidates are the spots flush with an edge of the anchor or of a
    control (each side of it, ``TOOLTIP_GAP`` apart): the nearest free spot
    always lies against one of those. A control that holds the anchor (a
    list around its row) is no neighbour to avoid. Returns the spot and its cost (its
    distance to the anchor in pixels, plus the side's small preference; a
    spot that had to cover controls costs far more)."""
    w, h = size
    area = bounds.inflate(-2 * TOOLTIP_GAP, -2 * TOOLTIP_GAP)
    gap = TOOLTIP_GAP
    near = anchor.inflate(2 * gap, 2 * gap)
    blocked = [r.inflate(2 * gap, 2 * gap) for r in avoid if not r.contains(anchor)]
    edges = [near, *blocked]
    xs = {anchor.left, anchor.right - w, *(b.right for b in edges), *(b.left - w for b in edges)}
    ys = {anchor.centery - h // 2, *(b.bottom for b in edges), *(b.top - h for b in edges)}
    xs = {min(max(x, area.left), area.right - w) for x in xs}
    ys = {min(max(y, area.top), area.bottom - h) for y in ys}
    best: tuple[float, pygame.Rect] | None = None
    for y in sorted(ys):
        for x in sorted(xs):
            box = pygame.Rect(x, y, w, h)
            if box.colliderect(near):
                continue
            cost = _distance(box, anchor) + _side(box, anchor) + abs(box.x - anchor.x) * 0.01
            covered = [box.clip(b) for b in blocked if box.colliderect(b)]
            if covered:
                cost += _COVER_COST * (1 + sum(c.w * c.h for c in covered))
            if best is None or cost < best[0]:
                best = (cost, box)
    if best is None:  # no room beside the anchor at all (it fills the screen)
        box = pygame.Rect(0, 0, w, h)
        box.topleft = (anchor.x + 18, anchor.bottom + gap)
        return box.clamp(area), _COVER_COST * w * h
    return best[1], best[0]


def _distance(box: pygame.Rect, anchor: pygame.Rect) -> float:
    """How far apart two rectangles are, past the gap they keep (0: flush)."""
    dx = max(anchor.left - box.right, box.left - anchor.right, 0)
    dy = max(anchor.top - box.bottom, box.top - anchor.bottom, 0)
    return max(0.0, math.hypot(dx, dy) - TOOLTIP_GAP)


def _side(box: pygame.Rect, anchor: pygame.Rect) -> float:
    if box.top >= anchor.bottom:
        return _SIDE_COST["below"]
    if box.bottom <= anchor.top:
        return _SIDE_COST["above"]
    return _SIDE_COST["right"] if box.left >= anchor.right else _SIDE_COST["left"]
