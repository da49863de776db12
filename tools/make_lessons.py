"""Write the built-in Root lessons: assets/lessons/woodland/NN-name.json and
their texts (the ``woodland.*`` keys of assets/locale/{en,ru}/lessons.json).

    python tools/make_lessons.py            # write every file, then check each lesson
    python tools/make_lessons.py --check    # check only: the files on disk are what
                                            # this script writes, and every lesson works

The JSON files are the data the game loads; this script is how they are made,
so a position is never typed by hand. Each position starts from a real game
(`Game.new` with a preset setup), whose pieces and cards are then arranged
(`Table`), and is read back by `Game.from_position` before it is written.
Every lesson is then checked as the tests check it (scenes.learn.lesson):
it loads, its goal is not met at the start, "Show me" reaches the goal
through the engine with the scripted replies, and each wrong try is refused
with the lesson's rule. Texts are in our own words, in English and Russian
(the Russian terms of the seeds: засада, устав, гнездо, смута, ...).
Other keys of the catalogs (Codex lessons, the rules reference) are kept.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.woodland.autumn import autumn_board  # noqa: E402
from game.woodland.cards import CARD_INDEX, CARDS, SUITS  # noqa: E402
from game.woodland.errors import IllegalAction  # noqa: E402
from game.woodland.game import Game  # noqa: E402
from game.woodland.rng import below  # noqa: E402
from game.woodland.state import COLUMNS, LEADER_INDEX, LEADERS, VIZIER_COLUMNS  # noqa: E402

LESSON_DIR = ROOT / "assets" / "lessons" / "woodland"
CATALOG = ROOT / "assets" / "locale" / "{lang}" / "lessons.json"
SETUP = {"keep": 1, "buildings": {"sawmill": 1, "workshop": 5, "recruiter": 9},
         "leader": "despot"}
MARQUISE, EYRIE = 0, 1


def dice_rng(first: int, second: int) -> str:
    """A generator state whose next two dice (4.3.2) are ``first, second``."""
    for seed in range(1, 100_000):
        state, a = below(seed, 4)
        state, b = below(state, 4)
        if (a, b) == (first, second):
            return f"{seed:016x}"
    raise AssertionError("no generator state gives those dice")


class Table:
    """A mid-game position arranged by hand: a real game after setup, the map
    cleared, every card back in the deck; then pieces and cards are placed."""

    def __init__(self, turn: str = "marquise", step: str = "daylight") -> None:
        pos = Game.new(autumn_board(), seed=19, options=SETUP).to_position()
        for row in pos["clearings"]:
            for key in ("marquise_warriors", "eyrie_warriors", "sawmills", "workshops",
                        "recruiters", "wood", "crafting_used"):
                row[key] = 0
            row["keep"] = row["roost"] = False
        self.pool = pos["deck"] + pos["hands"]["marquise"] + pos["hands"]["eyrie"]
        pos["deck"], pos["hands"] = [], {"marquise": [], "eyrie": []}
        pos["round"] = 3
        pos["turn"], pos["step"] = turn, step
        pos["phase"] = {"decree": "birdsong", "new_roost": "birdsong",
                        "birdsong_start": "birdsong", "birdsong": "birdsong",
                        "daylight": "daylight", "evening": "evening",
                        "leader": "setup"}[step]
        pos["turn_state"]["actions"] = 3 if turn == "marquise" else 0
        pos["turn_state"]["decree_column"] = None
        self.pos = pos
        self.top: list[str] = []

    def _row(self, c: int) -> dict[str, Any]:
        return self.pos["clearings"][c - 1]

    def cats(self, **by_clearing: int) -> Table:
        """Marquise warriors: ``cats(c5=2)``."""
        for key, n in by_clearing.items():
            self._row(int(key[1:]))["marquise_warriors"] = n
        return self

    def birds(self, **by_clearing: int) -> Table:
        for key, n in by_clearing.items():
            self._row(int(key[1:]))["eyrie_warriors"] = n
        return self

    def build(self, piece: str, *clearings: int) -> Table:
        """Buildings and tokens: sawmill workshop recruiter wood roost keep."""
        for c in clearings:
            row = self._row(c)
            if piece in ("roost", "keep"):
                row[piece] = True
            else:
                row[piece if piece == "wood" else piece + "s"] += 1
        return self

    def hand(self, faction: str, *cards: str) -> Table:
        self.pos["hands"][faction] = list(cards)
        return self

    def crafted(self, faction: str, *cards: str) -> Table:
        self.pos["crafted"][faction] = list(cards)
        return self

    def items(self, faction: str, **counts: int) -> Table:
        for item, n in counts.items():
            self.pos["items"][faction][item] += n
            self.pos["items"]["supply"][item] -= n
        return self

    def deck_top(self, *cards: str) -> Table:
        """Cards on top of the deck, the first drawn first."""
        self.top = list(cards)
        return self

    def leader(self, name: str, deposed: tuple[str, ...] = ()) -> Table:
        e = self.pos["eyrie"]
        e["leader"] = name
        e["face_down"] = list(deposed)
        e["face_up"] = [x for x in LEADERS if x != name and x not in deposed]
        cols = VIZIER_COLUMNS[LEADER_INDEX[name]]
        e["viziers"] = {col: sum(1 for x in cols if COLUMNS[x] == col) for col in COLUMNS}
        return self

    def decree(self, **columns: list[str]) -> Table:
        for col, cards in columns.items():
            self.pos["eyrie"]["decree"][col] = list(cards)
        return self

    def resolving(self, column: str) -> Table:
        """Eyrie Daylight, crafting over, the Decree resolved up to ``column``."""
        self.pos["turn_state"]["acted"] = True
        self.pos["turn_state"]["decree_column"] = column
        return self

    def dice(self, first: int, second: int) -> Table:
        self.pos["rng"] = dice_rng(first, second)
        return self

    def vp(self, marquise: int = 0, eyrie: int = 0) -> Table:
        self.pos["vp"] = {"marquise": marquise, "eyrie": eyrie}
        return self

    def set(self, **turn_state: Any) -> Table:
        for key, value in turn_state.items():
            assert key in self.pos["turn_state"], key
            self.pos["turn_state"][key] = value
        return self

    def position(self) -> dict[str, Any]:
        """The finished position, read back by the engine (raises its
        PositionError when something does not fit)."""
        pos = copy.deepcopy(self.pos)
        placed = (pos["discard"] + pos["hands"]["marquise"] + pos["hands"]["eyrie"]
                  + pos["crafted"]["marquise"] + pos["crafted"]["eyrie"]
                  + [c for col in pos["eyrie"]["decree"].values() for c in col])
        rest = sorted(self.pool)
        for code in placed + self.top:
            rest.remove(code)
        pos["deck"] = rest + list(reversed(self.top))  # the end is the top
        ts = pos["turn_state"]
        if pos["turn"] == "eyrie" and pos["step"] == "daylight":
            col = ts["decree_column"] or "recruit"
            ts["decree_column"] = col
            ts["decree_todo"] = [SUITS[CARDS[CARD_INDEX[c]].suit]
                                 for c in pos["eyrie"]["decree"][col]
                                 ] + ["bird"] * pos["eyrie"]["viziers"][col]
        Game.from_position(autumn_board(), pos)
        return pos


def setup_position() -> dict[str, Any]:
    """The Eyrie's setup, leader still to choose (7.3): a real new game."""
    options = {k: v for k, v in SETUP.items() if k != "leader"}
    return Game.new(autumn_board(), seed=19, options=options).to_position()


# --- the lessons ------------------------------------------------------------------
# Each: id (NN-name), rules, learner, position, goal, fail, highlight, replies,
# wrong, demo, and texts {field: (English, Russian)}; hints and fail reasons
# are lists of (English, Russian) in order.


def lessons() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def add(name: str, **lesson: Any) -> None:
        out.append({"name": name, **lesson})

    # 1. 4.2.1 You must rule
    add("must-rule", rules=["4.2", "4.2.1"], learner=MARQUISE,
        position=Table().cats(c1=3, c10=1).birds(c10=2, c12=1).build("roost", 12)
        .build("keep", 1).position(),
        goal=[{"rules": {"clearing": 12, "faction": "marquise"}}],
        highlight=[{"clearing": 12}, {"warriors": [1, "marquise"]}],
        wrong=[{"action": "move 10 12 1", "rule": "4.2.1"}],
        demo=["move 1 9 3", "move 9 12 3"],
        texts={
            "title": ("Moving: you must rule", "Перемещение: нужно править"),
            "rule_text": (
                "A move takes any number of your warriors from one clearing to an adjacent one. "
                "You must rule the clearing you leave or the one you enter (or both). You rule a "
                "clearing when you have more warriors and buildings there than anyone else.",
                "Перемещение переносит сколько угодно ваших воинов с одной поляны на соседнюю. "
                "Вы должны править поляной, которую покидаете, или поляной, на которую входите "
                "(или обеими). Вы правите поляной, если у вас там больше воинов и зданий, чем у "
                "любого другого."),
            "goal_text": ("Take clearing 12 from the Eyrie.",
                          "Отберите у Династии поляну 12."),
            "success": (
                "Clearing 12 is yours. Your lone warrior in 10 could not go straight to 12: you "
                "ruled neither end of that path. The march from 1 through 9 did, step by step.",
                "Поляна 12 ваша. Одинокий воин с поляны 10 не мог пойти прямо на 12: вы не "
                "правили ни одним концом пути. Марш с 1 через 9 правил на каждом шаге."),
            "hints": [(
                "A march is two moves. Clearing 1 is yours; so will 9 be once you arrive.",
                "Марш — это два перемещения. Поляна 1 ваша; поляна 9 станет вашей, когда вы "
                "туда придёте.")],
        })

    # 2. 4.2.2 Unlimited movement
    add("moving-again", rules=["4.2.2"], learner=MARQUISE,
        position=Table().cats(c9=2, c4=1).build("keep", 1).birds(c2=1).position(),
        goal=[{"warriors_at_least": {"clearing": 2, "faction": "marquise", "count": 2}}],
        highlight=[{"clearing": 2}, {"warriors": [9, "marquise"]}],
        wrong=[{"action": "move 9 5 2", "rule": "4.2"}],
        demo=["move 9 1 2", "move 1 5 2", "move 5 2 2"],
        texts={
            "title": ("Moving again and again", "Снова и снова в путь"),
            "rule_text": (
                "A piece may move any number of times in a turn. When you have several moves, "
                "you may move the same warriors each time or different ones. Each move still goes "
                "to an adjacent clearing only.",
                "Один компонент можно перемещать сколько угодно раз за ход. Если у вас несколько "
                "перемещений, можно каждый раз двигать тех же воинов или других. Каждое "
                "перемещение — только на соседнюю поляну."),
            "goal_text": ("Bring both warriors from clearing 9 to clearing 2.",
                          "Приведите обоих воинов с поляны 9 на поляну 2."),
            "success": (
                "Three moves, the same two warriors each time: two marches carried them "
                "across the map.",
                "Три перемещения, каждый раз те же двое воинов: два марша провели их через всю "
                "карту."),
            "hints": [("Clearing 2 is three paths away: 9, 1, 5, 2. Use two marches.",
                       "До поляны 2 три тропы: 9, 1, 5, 2. Понадобятся два марша.")],
        })
    return out


# --- writing and checking ---------------------------------------------------------


def key(name: str, field: str) -> str:
    return f"woodland.{name.replace('-', '_')}.{field}"


def lesson_file(order: int, lesson: dict[str, Any]) -> tuple[str, dict[str, Any], dict]:
    """(file stem, lesson JSON, {key: (en, ru)})."""
    name, texts = lesson["name"], lesson["texts"]
    stem = f"woodland-{order:02d}-{name}"
    catalog: dict[str, tuple[str, str]] = {}
    data: dict[str, Any] = {"format": 1, "id": stem, "game": "woodland", "order": order,
                            "rules": lesson["rules"]}
    for field in ("title", "rule_text", "goal_text", "success"):
        data[field] = key(name, field)
        catalog[data[field]] = texts[field]
    data["hints"] = []
    for i, pair in enumerate(texts.get("hints", []), 1):
        data["hints"].append(key(name, f"hint{i}"))
        catalog[data["hints"][-1]] = pair
    data["learner"] = lesson["learner"]
    data["goal"] = lesson["goal"]
    fails = []
    for i, (when, pair) in enumerate(zip(lesson.get("fail", []), texts.get("fail", []),
                                         strict=True), 1):
        fails.append({"when": when, "why": key(name, f"fail{i}")})
        catalog[fails[-1]["why"]] = pair
    if fails:
        data["fail"] = fails
    for field in ("highlight", "replies", "wrong"):
        if lesson.get(field):
            data[field] = lesson[field]
    data["demo"] = lesson["demo"]
    data["position"] = lesson["position"]
    return stem, data, catalog


def render(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def check(path: Path) -> list[str]:
    """The lesson's own checks (as tests/learn does them); problems as text."""
    from scenes.learn.lesson import LessonError, load_lesson, play_demo

    try:
        lesson = load_lesson(path)
    except LessonError as exc:
        return [str(exc)]
    problems = []
    game, run = play_demo(lesson)
    if not run.goal_met(game):
        problems.append(f"{path.name}: the demo stops short of the goal at "
                        f"{game.state.step} (log {game.log})")
    for w in lesson.wrong:
        game, _ = play_demo(lesson, demo_steps=w.after)
        try:
            game.check(w.action)
            problems.append(f"{path.name}: wrong try {w.action!r} is legal")
        except IllegalAction as exc:
            if exc.rule != w.rule:
                problems.append(f"{path.name}: wrong try {w.action!r} is refused with "
                                f"{exc.rule} ({exc}), not {w.rule}")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="check only, write nothing")
    args = parser.parse_args()
    files: dict[Path, str] = {}
    texts: dict[str, tuple[str, str]] = {}
    for order, lesson in enumerate(lessons(), 1):
        stem, data, catalog = lesson_file(order, lesson)
        files[LESSON_DIR / f"{stem}.json"] = render(data)
        texts.update(catalog)
    stale = []
    for lang_i, lang in enumerate(("en", "ru")):
        path = Path(str(CATALOG).format(lang=lang))
        old = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        new = {k: v for k, v in old.items() if not k.startswith("woodland.")}
        new.update({k: pair[lang_i] for k, pair in texts.items()})
        files[path] = render(dict(sorted(new.items())))
    on_disk = set(LESSON_DIR.glob("*.json"))
    for path, text in files.items():
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            stale.append(path)
            if not args.check:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
    extra = sorted(on_disk - set(files))
    if not args.check:
        for path in extra:
            path.unlink()
    if args.check and (stale or extra):
        for path in stale + extra:
            print(f"out of date: {path.relative_to(ROOT)}")
        return 1
    problems = [p for path in sorted(files) if path.parent == LESSON_DIR for p in check(path)]
    for p in problems:
        print(p)
    print(f"{len([p for p in files if p.parent == LESSON_DIR])} lessons, "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
