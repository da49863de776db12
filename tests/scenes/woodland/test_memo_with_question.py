"""Two battles in one step (Decree cards played for the Eyrie) queue their
panels one after the other; a question pending after them (Field Hospitals)
holds the panels until it is answered. The computer asked that question
waited for the panels too, and they for its answer: a computer-against-
computer game thought for ever (play-testing)."""

from __future__ import annotations

import random

from scenes.woodland.session import WoodlandSession
from scenes.woodland.table import WoodlandTable
from tests.scenes.scene_driver import until


def _marquise_asked_for_field_hospitals() -> WoodlandSession:
    """Seed 1 after 44 random actions: the Marquise must answer 6.2.3."""
    session = WoodlandSession.new(1)
    pick = random.Random(1)
    for _ in range(44):
        session.game.apply(pick.choice(session.game.legal_actions()))
    assert session.game.state.queue[0][0] == "hospital" and session.game.to_act == 0
    session.seats = {"marquise": "game.ai:Random", "eyrie": "human"}
    return session


def test_6_2_3_a_computer_answers_field_hospitals_after_two_battle_panels(app):
    table = WoodlandTable(app, _marquise_asked_for_field_hospitals())
    app.stack.push(table)
    done = len(table.game.history)
    memo = {"clearing": 11, "attacker": "eyrie", "defender": "marquise", "stage": "end",
            "dice": [2, 1], "rolled_hits": [2, 1], "hits": None, "effects": [],
            "ambush": None, "outcome": [], "extras": ([], [])}
    table.battle_memo, table.memo_queue = memo, [dict(memo, clearing=9)]
    table.memo_age = 0.0
    until(app, lambda: len(table.game.history) > done, seconds=30.0)
    assert table.game.history[done].verb in ("hospital", "pass"), table.game.history[done - 3:]
