"""Play the Root table through posted mouse and keyboard events.

Positions are found where the table drew things (``TableView.hits``), so a
test says "drag the keep onto clearing 1" and the events carry the pixels a
player's mouse would. Every step runs real frames of the real App.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.woodland.game import Game
from scenes.mapview import autumn_map
from scenes.woodland.overlays import ChoiceMenu, PassScreen
from scenes.woodland.session import WoodlandSession
from scenes.woodland.snapshot import Hit
from scenes.woodland.table import WoodlandTable
from scenes.woodland.words import choice_label
from tests.scenes.scene_driver import FRAME, click, motion, run_frames


def open_table(app, session: WoodlandSession) -> WoodlandTable:
    table = WoodlandTable(app, session)
    app.stack.push(table)
    run_frames(app, 2)
    return table


def session_at(position: dict[str, Any]) -> WoodlandSession:
    """A session whose game starts from a position (a test scenario)."""
    game = Game.from_position(autumn_map().board, position)
    return WoodlandSession(game, 0, {})


def with_hand(session: WoodlandSession, faction: str, codes: list[str]) -> WoodlandSession:
    """The same game with ``faction`` holding exactly ``codes`` (swapped with
    the deck, so the 50 cards stay 50): a scenario's hand."""
    pos = session.game.to_position()
    hand = pos["hands"][faction]
    deck = pos["deck"]
    pool = hand + deck
    for code in codes:
        pool.remove(code)
    pos["hands"][faction] = list(codes)
    pos["deck"] = pool
    return session_at(pos)


def ready(app) -> None:
    """Take the computer at the pass screen."""
    top = app.stack.top
    assert isinstance(top, PassScreen), f"expected the pass screen, got {type(top).__name__}"
    click(app, top.group.widgets[0].rect.center)
    run_frames(app, 2)


def spot(table: WoodlandTable, kind: str, *key) -> tuple[int, int]:
    """The centre of the thing the table drew as Hit(kind, key) (key may be a prefix)."""
    for rect, hit in table.view.hits(kind):
        if hit.key[:len(key)] == tuple(key):
            return rect.center
    shown = [h.key for _r, h in table.view.hits(kind)]
    raise AssertionError(f"no {kind} {key} on the table; it shows {shown}")


def centre(table: WoodlandTable, clearing: int) -> tuple[int, int]:
    return table.view.layout.spots[clearing].centre


def drag(app, start: tuple[int, int], end: tuple[int, int], *, wheel: int = 0,
         steps: int = 5) -> None:
    """Press at ``start``, move to ``end`` in steps (optionally turning the
    wheel on the way), release: all in logical table pixels."""
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
        if i == 1 and wheel:
            for _ in range(abs(wheel)):
                post_wheel_notch(app, (x, y), 1 if wheel > 0 else -1)
            app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.to_window(end), button=1))
    settle(app)


def post_wheel_notch(app, at: tuple[int, int], y: int) -> None:
    """One notch of a real mouse's wheel at ``at``: SDL 2 sends it twice, as
    MOUSEWHEEL and as the old button 4 (up) or 5 (down), press and release."""
    pos = app.to_window(at)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    button = 4 if y > 0 else 5
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def settle(app) -> None:
    """Run frames until the table's pieces stopped sliding."""
    run_frames(app, 2)
    table = app.stack.find(WoodlandTable)
    for _ in range(120):
        if table is None or table.anim is None:
            return
        run_frames(app)


def press_key(app, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    run_frames(app, 2)


def click_choice(app, table: WoodlandTable, verb: str, *args) -> None:
    """Click the button the table shows for an action (decision box, battle panel)."""
    wanted = [c for c in table.ctl.clicks() if c.action.verb == verb
              and tuple(c.action.args[:len(args)]) == tuple(args)]
    assert wanted, f"no click {verb} {args}; clicks: {[str(c.action) for c in table.ctl.clicks()]}"
    label = choice_label(wanted[0].action, table.snap.data)
    for button in table.choice_buttons + table.leader_cards:
        if button.text() == label:  # type: ignore[operator]
            click(app, button.rect.center)
            run_frames(app, 2)
            return
    shown = [b.text() for b in table.choice_buttons + table.leader_cards]  # type: ignore[operator]
    raise AssertionError(f"no button {label!r}; shown: {shown}")


def pick_menu(app, label_part: str) -> None:
    """Choose the entry of an open ChoiceMenu whose words contain ``label_part``."""
    top = app.stack.top
    assert isinstance(top, ChoiceMenu), type(top).__name__
    for button in top.group.widgets:
        if label_part in str(button.text):
            click(app, button.rect.center)
            run_frames(app, 2)
            return
    raise AssertionError(f"no menu entry with {label_part!r}: "
                         f"{[b.text for b in top.group.widgets]}")


def last_toast(app) -> tuple[str, str | None]:
    toast = app.toasts.toasts[-1]
    return toast.message, toast.rule


def hit(kind: str, *key) -> Hit:
    return Hit(kind, tuple(key))
