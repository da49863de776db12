"""A hand card shows what it costs now (the engine's cost with discounts),
not its printed cost: River at level 5 makes Timely Messenger free."""

from __future__ import annotations

from scenes.codex import card_art as art
from scenes.codex.snapshot import Snapshot
from scenes.codex.view import Hit
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import open_table, ready, session_of


def test_river_at_level_5_the_hand_shows_timely_messenger_at_0(app, monkeypatch):
    sc = Scenario(turn=1)
    sc.hero(1, level=5)
    sc.hand(1, "timely_messenger", "spark").gold(1, 3)
    table = open_table(app, session_of(sc.game()))
    ready(app)
    side = table.snap.side(1)
    assert side.hand == ["timely_messenger", "spark"] and side.hand_costs == [0, 1]
    tip = table.tooltip_for(Hit("card", ("timely_messenger", 0)))
    assert "cost 0" in tip
    coins: list[tuple[str, int | None]] = []
    real = art.card_face
    monkeypatch.setattr(art, "card_face", lambda code, *a, **k: (
        coins.append((code, k.get("cost"))), real(code, *a, **k))[1])
    snap = Snapshot.of(table.game, 1)
    snap.key = ("drawn again",)  # not the layer cached for the table's snapshot
    table.view.layer(snap)
    assert ("timely_messenger", 0) in coins and ("spark", 1) in coins
