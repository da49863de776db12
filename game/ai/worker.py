"""The process a table's computer seat thinks in (``scenes/seats.py`` starts it).

It holds no game between questions and never the real one: each question is
a game *redealt* for the deciding seat, as the engine's position JSON, with
the public step count and the player's text (``load_player``); the answer is
the chosen action's text. Nothing here imports pygame, so the ``spawn``ed
interpreter stays small.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal


def decide(kind: str, text: str, seat: int, step: int, player: str,
           advise: bool = False) -> str:
    """The computer's action (as text) in the game ``text``: run in the worker.
    With ``advise`` (the hint), a JSON object of the action and the winning
    chances its search estimates (``{"action", "chance", "runner_up"}``)."""
    from game.ai import Seat, load_player
    from game.ai.parallel import load_game

    game = load_game(kind, text)
    chooser = load_player(player)
    seat_view = Seat(game, seat, step=step)
    if not advise:
        return str(chooser.choose(seat_view))
    import json

    if hasattr(chooser, "advise"):
        advice = chooser.advise(seat_view)
        return json.dumps({"action": str(advice.action), "chance": advice.chance,
                           "runner_up": advice.runner_up})
    return json.dumps({"action": str(chooser.choose(seat_view))})


def _stop_now(_signum, _frame) -> None:
    """Told to stop mid-thought (the table left): the search processes of
    the Normal and Hard players go with this one, never left orphaned. The
    exit is an ordinary one, so the search pool's queues are released (an
    abrupt one left the app's terminal a warning of leaked semaphores)."""
    children = multiprocessing.active_children()
    for child in children:
        child.terminate()
    for child in children:
        child.join(0.5)
    raise SystemExit(0)


#: How much lower than the table the computer thinks (``os.nice``; its search
#: processes inherit it). The table's frames and the person's clicks come
#: first; the search takes the rest of both cores, which at rest is nearly all.
NICENESS = 10


def _think_below_the_table() -> None:
    """Lower this process's priority (where the system has niceness)."""
    with contextlib.suppress(AttributeError, OSError):
        os.nice(NICENESS)


def serve(conn) -> None:
    """The worker's loop: a question in, its answer out, until told to stop
    or the table's end of the pipe closes."""
    signal.signal(signal.SIGTERM, _stop_now)
    _think_below_the_table()
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        ident, *question = message
        try:
            answer: tuple[str, str] = ("ok", decide(*question))
        except Exception as exc:  # noqa: BLE001 - reported to the table, which plays on
            answer = ("error", f"{type(exc).__name__}: {exc}")
        try:
            conn.send((ident, *answer))
        except (BrokenPipeError, OSError):
            return
