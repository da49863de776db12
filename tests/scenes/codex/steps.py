"""Play the Codex table through posted mouse and keyboard events.

Positions are found where the table drew things (``CodexView.hits``), so a
test says "drag Older Brother onto the Squad Leader" and the events carry the
pixels a player's mouse would. Every step runs real frames of the real App.
"""

from __future__ import annotations

import pygame

from game.codex.game import Game
from scenes.codex.overlays import PassScreen
from scenes.codex.session import CodexSession
from scenes.codex.table import CodexTable
from tests.scenes.scene_driver import FRAME, click, motion, run_frames


def open_table(app, session: CodexSession) -> CodexTable:
    table = CodexTable(app, session)
    app.stack.push(table)
    run_frames(app, 2)
    return table


def session_of(game: Game) -> CodexSession:
    return CodexSession(game, game.seed or 0, {})


def ready(app) -> None:
    top = app.stack.top
    assert isinstance(top, PassScreen), f"expected the pass screen, got {type(top).__name__}"
    click(app, top.group.widgets[0].rect.center)
    run_frames(app, 2)


def at_tech_step(app, session: CodexSession | None = None) -> CodexTable:
    """A new game (seed 6) played to the first tech step, its table open
    with the tech picker up."""
    from scenes.codex.overlays import TechOverlay

    session = session or CodexSession.new(6)
    while session.game.state.phase != "tech":
        session.game.apply("end")
    table = open_table(app, session)
    ready(app)
    assert isinstance(app.stack.top, TechOverlay)
    return table


def spot(table: CodexTable, kind: str, *key) -> tuple[int, int]:
    """The centre of what the table drew as Hit(kind, key) (key may be a prefix)."""
    for rect, hit in table.view.hits:
        if hit.kind == kind and hit.key[:len(key)] == tuple(key):
            return rect.center
    shown = [h.key for _r, h in table.view.hits if h.kind == kind]
    raise AssertionError(f"no {kind} {key} on the table; it shows {shown}")


def drag(app, start: tuple[int, int], end: tuple[int, int], steps: int = 5) -> None:
    pygame.event.post(motion(app.to_window(start)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.to_window(start),
                                         button=1))
    app.step(FRAME)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window((x, y)),
                                             rel=(1, 1), buttons=(1, 0, 0)))
        app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.to_window(end), button=1))
    run_frames(app, 2)


def press_key(app, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    run_frames(app, 2)


def last_toast(app) -> tuple[str, str | None]:
    toast = app.toasts.toasts[-1]
    return toast.message, toast.rule
