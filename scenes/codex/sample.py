"""A busy Codex table, for the render benchmark, the screenshots and the goldens.

One fixed position, as full as a table gets: each side five patrollers and
six more units (every other one exhausted), the hero in play, Tech I and II
and an add-on, five cards in hand; and a long log from a seeded game. Built
as a position, so the engine's loader checks that it is a legal one.
"""

from __future__ import annotations

import random

from game.codex.cards import CARDS
from game.codex.game import Game
from game.codex.state import SLOTS
from scenes.codex.words import Namer


def busy_codex_game():
    """A Codex main phase, turn 9, with the table as full as it gets: each
    side five patrollers and six more units (every other one exhausted),
    the hero in play, Tech I and II and an add-on, five cards in hand.
    Built as a position, so the engine's loader checks it is a legal one."""
    start = Game.new(5, track_undo=False)
    codes = start.state.code
    base = start.to_position()
    base["turn_number"] = 9
    for p, data in enumerate(base["players"]):
        owned = range(p * 38, p * 38 + 34)
        code = {i: CARDS[codes[i]] for i in owned}
        units = [i for i in owned if code[i].kind == "unit"]
        others = [i for i in owned if code[i].kind != "unit"]
        for zone in ("deck", "hand", "discard", "workers", "codex", "play"):
            data[zone] = []
        play = units[:11]
        data["play"] = play + [p * 38 + 34]
        data["hand"] = others[:5]
        data["deck"] = others[5:9]
        data["discard"] = others[9:] + units[11:]
        data["gold"] = 7
        data["start_workers"] = 9
        data["buildings"]["tech1"]["state"] = "built"
        data["buildings"]["tech2"]["state"] = "built"
        data["buildings"]["addon"]["state"] = "built"
        data["buildings"]["base"]["damage"] = 6 + 3 * p
        data["addon"] = "tower" if p == 0 else "surplus"
        data["paid"] = [True, True, False]
        data["patrol"] = {SLOTS[k]: play[k] for k in range(5)}
        for k, i in enumerate(data["play"]):
            base["cards"][str(i)] = {
                "code": CARDS[codes[i]].code, "damage": min(k % 3, CARDS[codes[i]].hp - 1),
                "exhausted": k >= 5 and k % 2 == 1, "fresh": False, "runes": int(k % 4 == 2),
                "level": 4 if i == p * 38 + 34 else 0, "disabled": False, "attacked": False,
                "temp_atk": 0, "temp_hp": 0, "stealth": False, "armor_used": False,
                "partner": None}
    base["turn"] = 0
    base["players"][0]["patrol"] = {x: None for x in SLOTS}  # your own are only staged
    for k, i in enumerate(base["players"][0]["play"][:5]):
        base["players"][0]["patrol"][SLOTS[k]] = i
    return Game.from_position(base)




def fill_log(table) -> int:
    """Fill a table's log with a seeded random game's lines (a long game)."""
    probe = Game.new(3, track_undo=False)
    pick = random.Random(3)
    for _ in range(160):
        legal = probe.legal_actions()
        if not legal:
            break
        action = pick.choice(legal)
        actor = probe.to_act
        before = Namer.frozen(probe.state)
        probe.apply(action)
        table._record(action, actor, probe.last_events, before)
    return len(table.lines)
