"""Write the Codex lessons (assets/lessons/codex/codex-NN-name.json) from their recipes.

    python tools/make_codex_lessons.py          # write the files
    python tools/make_codex_lessons.py --check  # exit 1 if a file is out of step

Each lesson teaches one part of Codex p.7 (the patrol zone and combat) on a
position in the engine's own format. Writing that JSON by hand means some
two hundred lines of card states per lesson, so each position is built here
with the rules tests' fluent `tests.codex.scenario.Scenario` (the same
helper, so a lesson's table is set up exactly as a rules test's is) and
written with ``Game.to_position()``. The recipe names the cards; the ids in
goals, replies, wrong tries and demos come from the cards placed, so a
recipe reads as its lesson does. Texts are catalog keys (``codex.<name>.*``)
of assets/locale/<lang>/lessons.json, written by hand in both languages.

The lesson files are the data the game reads; this script is only how they
were made (tests/learn/test_codex_lessons.py keeps them in step).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.codex.scenario import Scenario  # noqa: E402

OUT = ROOT / "assets" / "lessons" / "codex"
P7 = "codex p.7"
LEARNER = 0  # the learner plays Troq Bashar's Bashing side in every Codex lesson
ENEMY = 1


@dataclass
class Recipe:
    """One lesson: its name and order, how its table is set, and what it asks."""

    order: int
    name: str
    rules: list[str]
    build: Callable[[], tuple[Scenario, dict[str, Any]]]
    goal: Callable[[dict[str, Any]], list[dict]]
    demo: Callable[[dict[str, Any]], list[str]]
    wrong: Callable[[dict[str, Any]], list[dict]] = lambda ids: []
    replies: Callable[[dict[str, Any]], list[str]] = lambda ids: []
    highlight: Callable[[dict[str, Any]], list[dict]] = lambda ids: []
    fail: Callable[[dict[str, Any]], list[dict]] = lambda ids: []
    hints: int = 1

    @property
    def id(self) -> str:
        return f"codex-{self.order:02d}-{self.name.replace('_', '-')}"

    def lesson(self) -> dict[str, Any]:
        scenario, ids = self.build()
        key = f"codex.{self.name}"
        return {
            "format": 1,
            "id": self.id,
            "game": "codex",
            "order": self.order,
            "rules": self.rules,
            "title": f"{key}.title",
            "rule_text": f"{key}.rule",
            "goal_text": f"{key}.goal",
            "success": f"{key}.success",
            "hints": [f"{key}.hint{n}" for n in range(1, self.hints + 1)],
            "position": scenario.game().to_position(),
            "learner": LEARNER,
            "goal": self.goal(ids),
            "fail": self.fail(ids),
            "highlight": self.highlight(ids),
            "replies": self.replies(ids),
            "wrong": self.wrong(ids),
            "demo": self.demo(ids),
        }


# --- tables ------------------------------------------------------------------------


def table(turn_number: int = 5) -> Scenario:
    """A mid-game table: the learner's main phase, a few cards in both hands,
    workers and buildings as a game would have them by then."""
    sc = Scenario(turn=LEARNER, turn_number=turn_number)
    sc.workers(LEARNER, 6).workers(ENEMY, 6)
    sc.building(LEARNER, "tech1").building(ENEMY, "tech1")
    sc.hand(ENEMY, "spark", "bloom", "wither")
    return sc


def their_turn_next() -> Scenario:
    """A table whose next turn is the enemy's first (turn 2: no tech step),
    so the scripted attacker comes at once after the learner ends."""
    sc = Scenario(turn=LEARNER, turn_number=1)
    sc.workers(LEARNER, 4).workers(ENEMY, 5)
    sc.hand(ENEMY, "spark", "bloom")
    return sc


def spent(card: int, goal: dict) -> dict:
    """Lost: ``card`` has attacked (it is exhausted, or died doing it) and
    ``goal`` still does not hold, so this turn cannot reach it any more."""
    return {"when": {"all": [{"not": {"ready": {"card": card}}}, {"not": goal}]},
            "why": "codex.fail.spent"}


def slot(seat: int, name: str) -> dict:
    return {"slot": [seat, name]}


def unit(card: int) -> dict:
    return {"unit": card}


# Shared fail conditions: the learner ended the turn with the goal unmet
# (attacking lessons), or the enemy's turn is over and it came back
# (lessons where the enemy attacks the learner's patrol).
ENDED = {"when": {"turn_is": {"seat": ENEMY}}, "why": "codex.fail.ended"}
CAME_BACK = {"when": {"turn_number_at_least": {"turn": 3}}, "why": "codex.fail.came_back"}


def came_back(name: str) -> dict:
    """The enemy's turn is over with the goal unmet, said as this lesson's
    own reason (what was missing), not only that it was."""
    return {"when": CAME_BACK["when"], "why": f"codex.{name}.fail"}


def locked_unmet(name: str, goal: list[dict]) -> dict:
    """The learner's patrol locked with the ``goal`` unmet: said at once, in
    this lesson's words, before the enemy's turn plays (play-testing: the
    lesson waited for turn 3, and the table jumped there with a new hand)."""
    return {"when": {"all": [ENDED["when"], {"not": {"all": goal}}]},
            "why": f"codex.{name}.fail"}


# --- the patrol zone -------------------------------------------------------------------


def zone_slots(i: dict) -> list[dict]:
    """Lesson 1's arrangement: Older Brother leads the squad, Tenderfoot is Elite."""
    return [{"in_slot": {"seat": LEARNER, "slot": "squad_leader", "card": i["brother"]}},
            {"in_slot": {"seat": LEARNER, "slot": "elite", "card": i["tenderfoot"]}}]


def turtle_staged(i: dict) -> dict:
    """Lesson 2's: the ready Helpful Turtle in a slot."""
    return {"in_slot": {"seat": LEARNER, "card": i["turtle"]}}


def patrol_zone() -> tuple[Scenario, dict]:
    sc = their_turn_next()
    ids = {"brother": sc.unit(LEARNER, "older_brother"),
           "tenderfoot": sc.unit(LEARNER, "tenderfoot")}
    sc.hand(LEARNER, "spark", "bloom")
    return sc, ids


def exhausted() -> tuple[Scenario, dict]:
    sc = their_turn_next()
    ids = {"brother": sc.unit(LEARNER, "older_brother", exhausted=True, attacked=True),
           "turtle": sc.unit(LEARNER, "helpful_turtle")}
    sc.hand(LEARNER, "spark", "bloom")
    sc.base_damage(ENEMY, 2)
    return sc, ids


def squad_leader() -> tuple[Scenario, dict]:
    sc = table()
    ids = {"brother": sc.unit(LEARNER, "older_brother"),
           "leader": sc.unit(ENEMY, "tenderfoot", patrol="squad_leader"),
           "elite": sc.unit(ENEMY, "timely_messenger", patrol="elite")}
    sc.hand(LEARNER, "tenderfoot", "wither")
    return sc, ids


def elite() -> tuple[Scenario, dict]:
    sc = their_turn_next()
    ids = {"brother": sc.unit(LEARNER, "older_brother"),
           "fencer": sc.unit(ENEMY, "nimble_fencer")}
    sc.hand(LEARNER, "timely_messenger", "spark", "bloom")
    return sc, ids


def scavenger() -> tuple[Scenario, dict]:
    sc = their_turn_next()
    ids = {"messenger": sc.unit(LEARNER, "timely_messenger"),
           "attacker": sc.unit(ENEMY, "older_brother")}
    sc.hand(LEARNER, "tenderfoot", "spark", "bloom")
    return sc, ids


def technician() -> tuple[Scenario, dict]:
    sc = their_turn_next()
    ids = {"tenderfoot": sc.unit(LEARNER, "tenderfoot"),
           "attacker": sc.unit(ENEMY, "older_brother")}
    sc.hand(LEARNER, "timely_messenger", "spark", "bloom")
    return sc, ids


def lookout() -> tuple[Scenario, dict]:
    sc = table()
    ids = {"troq": sc.hero(LEARNER, exhausted=True, attacked=True),
           "lookout": sc.unit(ENEMY, "tenderfoot", patrol="lookout"),
           "elite": sc.unit(ENEMY, "timely_messenger", patrol="elite")}
    sc.hand(LEARNER, "spark", "older_brother")
    sc.gold(LEARNER, 1)
    return sc, ids


# --- attacking -------------------------------------------------------------------------


def leader_first() -> tuple[Scenario, dict]:
    sc = table()
    sc.building(LEARNER, "tech2")
    sc.workers(LEARNER, 8)
    ids = {"rhino": sc.unit(LEARNER, "regular_sized_rhinoceros"),
           "iron_man": sc.unit(LEARNER, "iron_man"),
           "leader": sc.unit(ENEMY, "tenderfoot", patrol="squad_leader"),
           "elite": sc.unit(ENEMY, "older_brother", patrol="elite")}
    sc.hand(LEARNER, "spark", "wither")
    return sc, ids


def ground_and_fliers() -> tuple[Scenario, dict]:
    sc = table()
    ids = {"brother": sc.unit(LEARNER, "older_brother"),
           "sprite": sc.unit(ENEMY, "cloud_sprite", patrol="squad_leader"),
           "elite": sc.unit(ENEMY, "tenderfoot", patrol="elite")}
    sc.hand(LEARNER, "spark", "wither")
    return sc, ids


def flying_over() -> tuple[Scenario, dict]:
    sc = table()
    sc.building(LEARNER, "tech2")
    sc.workers(LEARNER, 8)
    ids = {"eggship": sc.unit(LEARNER, "eggship"),
           "brother": sc.unit(LEARNER, "older_brother"),
           "leader": sc.unit(ENEMY, "helpful_turtle", patrol="squad_leader")}
    sc.hand(LEARNER, "spark", "wither")
    return sc, ids


def cannot_attack() -> tuple[Scenario, dict]:
    sc = table()
    ids = {"brother": sc.unit(LEARNER, "older_brother"),
           "backstabber": sc.unit(ENEMY, "backstabber"),
           "harmony": sc.ongoing(ENEMY, "harmony"),
           "river": sc.hero(ENEMY)}
    sc.building(ENEMY, "tech2")
    sc.hand(LEARNER, "spark", "wither")
    return sc, ids


def strike_back() -> tuple[Scenario, dict]:
    sc = table()
    ids = {"iron_man": sc.unit(LEARNER, "iron_man"),
           "brother": sc.unit(ENEMY, "older_brother", exhausted=True, attacked=True),
           "lizard": sc.unit(ENEMY, "leaping_lizard", exhausted=True, attacked=True)}
    sc.building(ENEMY, "tech2")
    sc.hand(LEARNER, "spark", "wither")
    return sc, ids


def damage_stays() -> tuple[Scenario, dict]:
    sc = table()
    ids = {"brother": sc.unit(LEARNER, "older_brother"),
           "tenderfoot": sc.unit(LEARNER, "tenderfoot"),
           "lizard": sc.unit(ENEMY, "leaping_lizard", damage=3)}
    sc.building(ENEMY, "tech2")
    sc.hand(LEARNER, "spark", "wither")
    return sc, ids


RECIPES: list[Recipe] = [
    Recipe(
        1, "patrol_zone", [P7], patrol_zone,
        goal=lambda i: [*zone_slots(i), {"patrol_locked": {"seat": LEARNER}}],
        demo=lambda i: [f"patrol {i['brother']} elite", f"patrol {i['brother']} squad_leader",
                        f"patrol {i['tenderfoot']} elite", "end"],
        replies=lambda i: ["end"],
        highlight=lambda i: [slot(LEARNER, "squad_leader"), slot(LEARNER, "elite"),
                             unit(i["brother"]), unit(i["tenderfoot"])],
        fail=lambda i: [locked_unmet("patrol_zone", zone_slots(i))], hints=2),
    Recipe(
        2, "exhausted", [P7], exhausted,
        goal=lambda i: [turtle_staged(i), {"patrol_locked": {"seat": LEARNER}}],
        demo=lambda i: [f"patrol {i['turtle']} squad_leader", "end"],
        wrong=lambda i: [{"action": f"patrol {i['brother']} squad_leader", "rule": P7},
                         {"action": f"patrol {i['brother']} elite", "rule": P7}],
        replies=lambda i: ["end"],
        highlight=lambda i: [unit(i["brother"]), unit(i["turtle"])],
        fail=lambda i: [locked_unmet("exhausted", [turtle_staged(i)])]),
    Recipe(
        3, "squad_leader", [P7], squad_leader,
        goal=lambda i: [{"attacked": {"attacker": i["brother"], "target": i["leader"]}}],
        demo=lambda i: [f"attack {i['brother']} {i['leader']}"],
        wrong=lambda i: [{"action": f"attack {i['brother']} base", "rule": P7},
                         {"action": f"attack {i['brother']} {i['elite']}", "rule": P7}],
        highlight=lambda i: [slot(ENEMY, "squad_leader"), unit(i["brother"])],
        fail=lambda i: [ENDED], hints=2),
    Recipe(
        4, "elite", [P7], elite,
        goal=lambda i: [{"in_zone": {"card": i["fencer"], "zone": "discard"}}],
        demo=lambda i: [f"patrol {i['brother']} elite", "end"],
        replies=lambda i: [f"attack {i['fencer']} {i['brother']}", "end"],
        highlight=lambda i: [slot(LEARNER, "elite"), unit(i["brother"]), unit(i["fencer"])],
        fail=lambda i: [came_back("elite")], hints=2),
    Recipe(
        5, "scavenger", [P7], scavenger,
        goal=lambda i: [{"in_zone": {"card": i["messenger"], "zone": "discard"}},
                        {"gold_at_least": {"seat": LEARNER, "gold": 1}}],
        demo=lambda i: [f"patrol {i['messenger']} scavenger", "end"],
        replies=lambda i: [f"attack {i['attacker']} {i['messenger']}", "end"],
        highlight=lambda i: [slot(LEARNER, "scavenger"), unit(i["messenger"])],
        fail=lambda i: [came_back("scavenger")], hints=2),
    Recipe(
        6, "technician", [P7], technician,
        # After the end of the turn the learner holds 5 cards (3 discarded + 2);
        # the Technician's death draws the sixth.
        goal=lambda i: [{"in_zone": {"card": i["tenderfoot"], "zone": "discard"}},
                        {"hand_at_least": {"seat": LEARNER, "cards": 6}}],
        demo=lambda i: [f"patrol {i['tenderfoot']} technician", "end"],
        replies=lambda i: [f"attack {i['attacker']} {i['tenderfoot']}", "end"],
        highlight=lambda i: [slot(LEARNER, "technician"), unit(i["tenderfoot"])],
        fail=lambda i: [came_back("technician")], hints=2),
    Recipe(
        7, "lookout", [P7, "codex 6"], lookout,
        goal=lambda i: [{"in_zone": {"card": i["elite"], "zone": "discard"}}],
        demo=lambda i: [f"play spark {i['elite']}"],
        wrong=lambda i: [{"action": f"play spark {i['lookout']}", "rule": "codex 6"}],
        highlight=lambda i: [slot(ENEMY, "lookout"), slot(ENEMY, "elite")],
        fail=lambda i: [ENDED], hints=2),
    Recipe(
        8, "leader_then_patrollers", [P7], leader_first,
        goal=lambda i: [{"attacked": {"target": i["elite"]}}],
        demo=lambda i: [f"attack {i['rhino']} {i['leader']}",
                        f"attack {i['iron_man']} {i['elite']}"],
        wrong=lambda i: [{"action": f"attack {i['rhino']} base", "rule": P7},
                         {"action": f"attack {i['iron_man']} {i['elite']}", "rule": P7}],
        highlight=lambda i: [slot(ENEMY, "squad_leader"), slot(ENEMY, "elite"),
                             unit(i["rhino"]), unit(i["iron_man"])],
        fail=lambda i: [ENDED], hints=2),
    Recipe(
        9, "ground_and_fliers", [P7], ground_and_fliers,
        goal=lambda i: [{"attacked": {"attacker": i["brother"], "target": i["elite"]}}],
        demo=lambda i: [f"attack {i['brother']} {i['elite']}"],
        wrong=lambda i: [{"action": f"attack {i['brother']} {i['sprite']}", "rule": P7},
                         {"action": f"attack {i['brother']} base", "rule": P7}],
        highlight=lambda i: [slot(ENEMY, "squad_leader"), slot(ENEMY, "elite")],
        fail=lambda i: [ENDED], hints=2),
    Recipe(
        10, "flying_over", [P7], flying_over,
        goal=lambda i: [{"attacked": {"attacker": i["eggship"], "target": "base"}}],
        demo=lambda i: [f"attack {i['eggship']} base"],
        wrong=lambda i: [{"action": f"attack {i['brother']} base", "rule": P7}],
        highlight=lambda i: [unit(i["eggship"]), slot(ENEMY, "squad_leader"),
                             {"building": [ENEMY, "base"]}],
        fail=lambda i: [ENDED, spent(i["eggship"], {"attacked": {"attacker": i["eggship"],
                                                                 "target": "base"}})],
        hints=1),
    Recipe(
        11, "cannot_attack", [P7, "codex 6"], cannot_attack,
        goal=lambda i: [{"any": [{"attacked": {"attacker": i["brother"], "target": target}}
                                 for target in ("base", "tech1", "tech2", i["river"])]}],
        demo=lambda i: [f"attack {i['brother']} tech2"],
        wrong=lambda i: [{"action": f"attack {i['brother']} {i['backstabber']}",
                          "rule": "codex 6"},
                         {"action": f"attack {i['brother']} {i['harmony']}", "rule": P7}],
        highlight=lambda i: [unit(i["backstabber"]), unit(i["harmony"]),
                             {"building": [ENEMY, "tech2"]}],
        fail=lambda i: [ENDED], hints=2),
    Recipe(
        12, "strike_back", [P7], strike_back,
        goal=lambda i: [{"in_zone": {"card": i["brother"], "zone": "discard"}},
                        {"card_damage_at_least": {"card": i["iron_man"], "damage": 2}}],
        demo=lambda i: [f"attack {i['iron_man']} {i['brother']}"],
        highlight=lambda i: [unit(i["iron_man"]), unit(i["brother"]), unit(i["lizard"])],
        fail=lambda i: [ENDED, spent(i["iron_man"], {"in_zone": {"card": i["brother"],
                                                                 "zone": "discard"}})],
        hints=2),
    Recipe(
        13, "damage_stays", [P7], damage_stays,
        goal=lambda i: [{"in_zone": {"card": i["lizard"], "zone": "discard"}}],
        demo=lambda i: [f"attack {i['brother']} {i['lizard']}"],
        highlight=lambda i: [unit(i["lizard"]), unit(i["brother"])],
        fail=lambda i: [ENDED, spent(i["brother"], {"in_zone": {"card": i["lizard"],
                                                                "zone": "discard"}})],
        hints=2),
]


def render(lesson: dict[str, Any]) -> str:
    return json.dumps(lesson, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="only report files that differ from their recipes")
    args = parser.parse_args(argv)
    stale = []
    wanted = {f"{r.id}.json": render(r.lesson()) for r in RECIPES}
    for name, text in wanted.items():
        path = OUT / name
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current != text:
            stale.append(name)
            if not args.check:
                OUT.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
    extra = sorted(p.name for p in OUT.glob("*.json") if p.name not in wanted) \
        if OUT.exists() else []
    for name in stale:
        print(("out of step: " if args.check else "wrote ") + f"assets/lessons/codex/{name}")
    for name in extra:
        print(f"not made by a recipe: assets/lessons/codex/{name}")
    return 1 if args.check and (stale or extra) else 0


if __name__ == "__main__":
    sys.exit(main())
