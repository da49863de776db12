"""Drive the Root table the way a player does: pass screen, drags, clicks."""

from __future__ import annotations

import pygame

from scenes.woodland.overlays import PassScreen
from scenes.woodland.snapshot import Hit
from scenes.woodland.table import WoodlandTable
from tests.scenes.scene_driver import FRAME, click_button, motion, run_frames


def table_of(app) -> WoodlandTable:
    table = app.stack.find(WoodlandTable)
    assert table is not None, f"no table on the stack: {[type(s).__name__ for s in app.stack]}"
    return table


def pass_screen_ready(app) -> None:
    """Take the computer: the pass screen's Ready button."""
    assert isinstance(app.stack.top, PassScreen), type(app.stack.top).__name__
    click_button(app, "Ready: show my hand")


def point_on(app, kind: str, *key) -> tuple[int, int]:
    """A point where a press picks the first thing of ``kind`` (e.g. keep_supply):
    inside its rectangle and not covered by anything drawn over it."""
    run_frames(app)
    view = table_of(app).view
    found = [(r, h) for r, h in view.hits(kind) if not key or h.key == key]
    assert found, f"the table shows no {kind!r}"
    rect, target = found[0]
    for dy in range(0, rect.h, 3):
        for dx in range(0, rect.w, 3):
            point = (rect.x + dx, rect.y + dy)
            if view.hit_at(point) == target:
                return point
    raise AssertionError(f"{target} is drawn at {rect} but covered: a press there picks "
                         f"{view.hit_at(rect.center)}")


def clearing_centre(app, number: int) -> tuple[int, int]:
    return table_of(app).view.layout.spots[number].centre


def drag(app, start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
    """Press at ``start``, move in a few steps, release at ``end`` (layout points)."""
    pygame.event.post(motion(app.to_window(start)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.to_window(start),
                                         button=1))
    app.step(FRAME)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window((x, y)),
                                             rel=(0, 0), buttons=(1, 0, 0)))
        app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.to_window(end), button=1))
    app.step(FRAME)


def hit(kind: str, *key) -> Hit:
    return Hit(kind, tuple(key))
