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
                "ruled neither end of that path. Step by step it worked: each move left or "
                "entered a clearing you ruled.",
                "Поляна 12 ваша. Одинокий воин с поляны 10 не мог пойти прямо на 12: вы не "
                "правили ни одним концом пути. Шаг за шагом получилось: каждое перемещение "
                "начиналось или заканчивалось на поляне, которой вы правили."),
            "hints": [(
                "Two moves, one after the other (the Marquise's March action is exactly "
                "that). Clearing 1 is yours; so will 9 be once you arrive.",
                "Два перемещения одно за другим (действие Маркисы «Марш» — как раз это). "
                "Поляна 1 ваша; поляна 9 станет вашей, когда вы туда придёте.")],
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
    # 3. 4.3.2 Dice and the maximum rolled hits
    add("battle-dice", rules=["4.3", "4.3.2"], learner=MARQUISE,
        position=Table().cats(c12=3, c5=1, c1=1).build("keep", 1).birds(c12=3, c5=3)
        .build("roost", 3).dice(3, 1).position(),
        goal=[{"warriors_at_most": {"clearing": 12, "faction": "eyrie", "count": 0}}],
        fail=[{"played": {"action": "battle 5"}}],
        highlight=[{"clearing": 12}, {"clearing": 5}],
        demo=["battle 12"],
        texts={
            "title": ("Battle: the dice", "Сражение: кубики"),
            "rule_text": (
                "In a battle both dice are rolled: the attacker deals the higher number of hits, "
                "the defender the lower. But nobody deals more rolled hits than they have warriors "
                "in the battle clearing.",
                "В сражении бросают оба кубика: нападающий наносит урон, равный большему "
                "значению, защищающийся — меньшему. Но никто не нанесёт от броска больше урона, "
                "чем у него воинов на поляне сражения."),
            "goal_text": ("The dice will show 3 and 1. Wipe out three Eyrie warriors in one "
                          "battle.",
                          "На кубиках выпадет 3 и 1. Уничтожьте трёх воинов Династии одним "
                          "сражением."),
            "success": ("Three warriors could deal all three hits. The Eyrie dealt the lower "
                        "die, 1: you lost one warrior.",
                        "Три воина смогли нанести весь урон — 3. Династия нанесла меньшее "
                        "значение, 1: вы потеряли одного воина."),
            "hints": [("Where do you have three warriors?", "Где у вас три воина?")],
            "fail": [("Your single warrior in 5 could deal only one hit, however high the die. "
                      "Restart and battle where you have three.",
                      "Ваш единственный воин на поляне 5 нанёс только 1 урон, как бы высоко ни "
                      "выпал кубик. Начните заново и сражайтесь там, где у вас три воина.")],
        })

    # 4. 4.3.1 Ambush (the learner defends)
    add("ambush", rules=["4.3.1"], learner=MARQUISE,
        position=Table("eyrie").leader("despot").decree(battle=["anvil"]).resolving("battle")
        .cats(c8=2).build("sawmill", 8).birds(c8=2, c5=1, c3=1).build("roost", 3)
        .hand("marquise", "ambush_fox").dice(3, 0).position(),
        goal=[{"warriors_at_most": {"clearing": 8, "faction": "eyrie", "count": 0}}],
        fail=[{"warriors_at_most": {"clearing": 8, "faction": "marquise", "count": 0}}],
        highlight=[{"clearing": 8}, {"card": "ambush_fox"}],
        wrong=[{"action": "ambush rabbit", "rule": "4.3.1"}],
        demo=["ambush fox"],
        texts={
            "title": ("Ambush!", "Засада!"),
            "rule_text": (
                "When you are attacked, before the dice you may play an ambush card matching the "
                "battle clearing (a bird ambush fits any clearing). It deals two hits at once; if "
                "the attacker then has no warriors there, the battle is over.",
                "Когда на вас нападают, до броска кубиков вы можете разыграть карту засады, "
                "совпадающую с поляной сражения (птичья засада подходит к любой поляне). Она "
                "сразу наносит 2 урона; если у нападающего там не осталось воинов, сражение "
                "окончено."),
            "goal_text": ("The Eyrie attack your sawmill in fox clearing 8. Stop them before "
                          "they roll.",
                          "Династия напала на вашу лесопилку на лисьей поляне 8. Остановите её "
                          "до броска."),
            "success": ("Two hits, two warriors: the attackers are gone and the dice were never "
                        "rolled.",
                        "Два урона — два воина: нападающих больше нет, и кубики так и не "
                        "бросили."),
            "hints": [("Clearing 8 is a fox clearing, and you hold the fox ambush.",
                       "Поляна 8 лисья, а у вас в руке лисья засада.")],
            "fail": [("Without the ambush the dice fell 3 and 0: the Eyrie dealt two hits and "
                      "your warriors fell. Restart and play the ambush.",
                      "Без засады на кубиках выпало 3 и 0: Династия нанесла 2 урона, и ваши "
                      "воины пали. Начните заново и разыграйте засаду.")],
        })

    # 5. 4.3.1 Foiling an ambush (the learner attacks)
    add("foil", rules=["4.3.1"], learner=MARQUISE,
        position=Table().cats(c12=2, c1=1).build("keep", 1).birds(c12=2).build("roost", 3)
        .hand("eyrie", "ambush_fox").hand("marquise", "ambush_bird").dice(2, 0).position(),
        goal=[{"warriors_at_most": {"clearing": 12, "faction": "eyrie", "count": 0}}],
        fail=[{"warriors_at_most": {"clearing": 12, "faction": "marquise", "count": 0}}],
        highlight=[{"clearing": 12}, {"card": "ambush_bird"}],
        replies=["ambush fox"],
        wrong=[{"action": "foil fox", "rule": "4.3.1", "after": 1}],
        demo=["battle 12", "foil bird"],
        texts={
            "title": ("Foiling an ambush", "Обнаружение засады"),
            "rule_text": (
                "When the defender plays an ambush, the attacker may foil it by playing a "
                "matching ambush card too. The defender's ambush is then discarded and deals no "
                "hits; the battle goes on to the dice.",
                "Когда защищающийся разыгрывает засаду, нападающий может обнаружить её, тоже "
                "разыграв совпадающую карту засады. Тогда засада защищающегося сбрасывается без "
                "урона, и сражение переходит к броску кубиков."),
            "goal_text": ("Battle the Eyrie in clearing 12 and win, whatever they play.",
                          "Сразитесь с Династией на поляне 12 и победите, что бы она ни "
                          "разыграла."),
            "success": ("Your bird ambush cancelled theirs, and the dice did the rest.",
                        "Ваша птичья засада отменила засаду Династии, а кубики сделали "
                        "остальное."),
            "hints": [("A bird ambush matches any clearing: keep it for their ambush.",
                       "Птичья засада подходит к любой поляне: приберегите её против их "
                       "засады.")],
            "fail": [("The ambush dealt two hits and both your warriors fell before the dice. "
                      "Restart and foil it with your bird ambush.",
                      "Засада нанесла 2 урона, и оба ваших воина пали до броска. Начните заново "
                      "и обнаружьте засаду своей птичьей.")],
        })

    # 6. 4.3.3 Defenceless
    add("defenceless", rules=["4.3.3"], learner=MARQUISE,
        position=Table().cats(c5=1, c1=1).build("keep", 1).build("roost", 5, 3).birds(c3=2)
        .dice(0, 0).position(),
        goal=[{"pieces_at_most": {"clearing": 5, "piece": "roost", "count": 0}}],
        highlight=[{"building": [5, "roost"]}],
        demo=["battle 5"],
        texts={
            "title": ("Defenceless", "Беззащитность"),
            "rule_text": (
                "If the defender has no warriors in the battle clearing, the attacker deals one "
                "extra hit. Extra hits are never capped by your warriors.",
                "Если на поляне сражения нет воинов защищающегося, нападающий наносит 1 "
                "дополнительный урон. Дополнительный урон не ограничен числом ваших воинов."),
            "goal_text": ("The roost in clearing 5 stands alone. The dice will roll 0 and 0. "
                          "Destroy it anyway.",
                          "Гнездо на поляне 5 стоит без охраны. На кубиках выпадет 0 и 0. "
                          "Всё равно разрушьте его."),
            "success": ("No rolled hits, yet one extra hit for a defenceless clearing took the "
                        "roost, and scored you 1 VP.",
                        "Урона от броска не было, но дополнительный урон за беззащитность "
                        "снёс гнездо и принёс вам 1 победное очко."),
            "hints": [("Battle in 5: nobody guards that roost.",
                       "Сразитесь на поляне 5: это гнездо никто не охраняет.")],
        })

    # 7. 4.3.3 Extra hits from an effect
    add("extra-hits", rules=["4.3.3", "4.1.3"], learner=MARQUISE,
        position=Table().cats(c8=1, c1=1).build("keep", 1).birds(c8=2).build("roost", 3)
        .crafted("marquise", "brutal_tactics").dice(3, 0).position(),
        goal=[{"warriors_at_most": {"clearing": 8, "faction": "eyrie", "count": 0}}],
        highlight=[{"clearing": 8}, {"card": "brutal_tactics"}],
        demo=["battle 8", "brutal_tactics"],
        texts={
            "title": ("Extra hits", "Дополнительный урон"),
            "rule_text": (
                "After the dice, each side may use effects, such as Brutal Tactics: as attacker "
                "you may deal one extra hit, and the defender scores 1 VP. Extra hits are not "
                "capped by your warriors in the clearing.",
                "После броска стороны могут применить эффекты, например «Зверскую тактику»: "
                "нападая, вы можете нанести 1 дополнительный урон, а защищающийся получает 1 "
                "победное очко. Дополнительный урон не ограничен числом ваших воинов на "
                "поляне."),
            "goal_text": ("One warrior against two in clearing 8, and the dice will show 3. Clear "
                          "the clearing.",
                          "Один воин против двух на поляне 8, на кубике выпадет 3. Очистите "
                          "поляну."),
            "success": ("The roll was capped at one hit by your single warrior; Brutal Tactics "
                        "added the second. The Eyrie scored 1 VP for it.",
                        "Урон от броска ограничен одним — у вас один воин; «Зверская тактика» "
                        "добавила второй. Династия получила за это 1 очко."),
            "hints": [("Attack in 8, then use Brutal Tactics when the effects are asked.",
                       "Нападите на поляне 8, а когда спросят об эффектах, примените «Зверскую "
                       "тактику».")],
        })

    # 8. 4.3.4 Warriors first, then buildings and tokens
    add("warriors-first", rules=["4.3.4", "3.2.1"], learner=MARQUISE,
        position=Table().cats(c10=3, c1=1).build("keep", 1).birds(c10=1, c3=2)
        .build("roost", 10, 3).dice(2, 0).position(),
        goal=[{"pieces_at_most": {"clearing": 10, "piece": "roost", "count": 0}},
              {"vp_at_least": {"faction": "marquise", "vp": 1}}],
        highlight=[{"building": [10, "roost"]}, {"warriors": [10, "eyrie"]}],
        demo=["battle 10"],
        texts={
            "title": ("Dealing hits", "Нанесение урона"),
            "rule_text": (
                "Hits are dealt at the same time. Whoever takes hits removes one piece per hit: "
                "all their warriors first, and only then buildings or tokens. Each enemy building "
                "or token you remove scores you 1 VP.",
                "Урон наносится одновременно. Получивший урон убирает по компоненту за каждый "
                "урон: сначала всех своих воинов и только потом здания или жетоны. За каждое "
                "убранное здание или жетон противника вы получаете 1 победное очко."),
            "goal_text": ("A warrior guards the roost in clearing 10. The dice will show 2. Take "
                          "the roost.",
                          "Гнездо на поляне 10 охраняет воин. На кубике выпадет 2. Заберите "
                          "гнездо."),
            "success": ("The first hit had to take the warrior, the second took the roost: 1 VP.",
                        "Первый урон пришёлся на воина, второй — на гнездо: 1 победное очко."),
            "hints": [("Battle in 10: two hits are enough for a warrior and a roost.",
                       "Сразитесь на поляне 10: двух уронов хватит на воина и гнездо.")],
        })

    # 9. 4.3.4 The victim chooses among buildings
    add("choose-loss", rules=["4.3.4"], learner=MARQUISE,
        position=Table("eyrie").leader("despot").decree(battle=["anvil"]).resolving("battle")
        .cats(c8=1, c1=1).build("keep", 1).build("sawmill", 8).build("workshop", 8)
        .birds(c8=2, c3=1).build("roost", 3).dice(2, 0).position(),
        goal=[{"played": {"verb": "lose"}},
              {"pieces_at_least": {"clearing": 8, "piece": "workshop", "count": 1}}],
        fail=[{"pieces_at_most": {"clearing": 8, "piece": "workshop", "count": 0}}],
        highlight=[{"building": [8, "workshop"]}, {"building": [8, "sawmill"]}],
        demo=["lose sawmill"],
        texts={
            "title": ("Which building goes", "Какое здание убрать"),
            "rule_text": (
                "When hits reach your buildings and tokens, you choose which of them go — but "
                "only after all your warriors there are removed.",
                "Когда урон доходит до ваших зданий и жетонов, вы сами выбираете, какие убрать, "
                "— но только после того, как убраны все ваши воины на поляне."),
            "goal_text": ("The Eyrie dealt two hits in clearing 8: your warrior is gone, and one "
                          "building must go. Keep the workshop.",
                          "Династия нанесла 2 урона на поляне 8: ваш воин убран, и одно здание "
                          "тоже придётся убрать. Сохраните мастерскую."),
            "success": ("You gave up the sawmill and kept the workshop. The Eyrie scored 1 VP "
                        "for it, and the Despot 1 more.",
                        "Вы отдали лесопилку и сохранили мастерскую. Династия получила за неё 1 "
                        "очко и ещё 1 благодаря Деспоту."),
            "hints": [("Choose the sawmill.", "Выберите лесопилку.")],
            "fail": [("The workshop is gone. Restart and give up the sawmill instead.",
                      "Мастерская убрана. Начните заново и отдайте вместо неё лесопилку.")],
        })

    # 10. 4.1.1 Crafting: the cost
    add("craft-cost", rules=["4.1", "4.1.1"], learner=MARQUISE,
        position=Table().cats(c1=1, c5=1, c10=1).build("keep", 1)
        .build("workshop", 1, 5, 10).birds(c3=1).build("roost", 3)
        .hand("marquise", "protection_racket").position(),
        goal=[{"item_held": {"faction": "marquise", "item": "coins"}}],
        highlight=[{"building": [5, "workshop"]}, {"building": [10, "workshop"]},
                   {"card": "protection_racket"}],
        wrong=[{"action": "craft protection_racket 1 5", "rule": "4.1.1"}],
        demo=["craft protection_racket 5 10"],
        texts={
            "title": ("Crafting: the cost", "Ремесло: стоимость"),
            "rule_text": (
                "To craft a card, activate crafting pieces (the Marquise's workshops) of the "
                "suits in the card's cost; a piece has the suit of its clearing and works once a "
                "turn.",
                "Чтобы смастерить карту, активируйте ремесленные орудия (у Маркисы — "
                "мастерские) тех мастей, что указаны в её стоимости; масть орудия — масть его "
                "поляны, и каждое работает раз в ход."),
            "goal_text": ("Craft Protection Racket: its cost is two rabbits.",
                          "Смастерите «Плату за защиту»: его стоимость — два кролика."),
            "success": ("Two rabbit workshops paid for the coins, worth 3 VP.",
                        "Две кроличьи мастерские оплатили монеты — 3 победных очка."),
            "hints": [("Clearings 5 and 10 are rabbit clearings; clearing 1 is a fox.",
                       "Поляны 5 и 10 кроличьи; поляна 1 лисья."),
                      ("Craft first: once the Marquise has moved, battled or built this "
                       "Daylight, crafting is over for the turn (6.5). Step back if you did.",
                       "Мастерите сначала: после перемещения, сражения или постройки ремесло "
                       "в этот день уже закрыто (6.5). Если так вышло, сделайте шаг назад.")],
        })

    # 11. 4.1.2 Immediate effects: items from the supply
    add("items", rules=["4.1.2"], learner=MARQUISE,
        position=Table().cats(c1=1, c9=1).build("keep", 1).build("workshop", 1)
        .birds(c3=1).build("roost", 3).items("eyrie", crossbow=1)
        .hand("marquise", "crossbow_mouse", "anvil").position(),
        goal=[{"item_held": {"faction": "marquise", "item": "hammer"}},
              {"vp_at_least": {"faction": "marquise", "vp": 2}}],
        highlight=[{"card": "anvil"}, {"item": "hammer"}],
        wrong=[{"action": "craft crossbow_mouse 1", "rule": "4.1.2"}],
        demo=["craft anvil 1"],
        texts={
            "title": ("Items", "Предметы"),
            "rule_text": (
                "A card with an immediate effect is used at once and discarded. An item card "
                "takes its item from the supply and scores its VP; if that item is not in the "
                "supply, the card cannot be crafted.",
                "Карта с мгновенным свойством применяется сразу и сбрасывается. Карта "
                "предмета берёт предмет из запаса и приносит свои очки; если такого предмета "
                "нет в запасе, карту нельзя смастерить."),
            "goal_text": ("Craft an item with your fox workshop.",
                          "Смастерите предмет своей лисьей мастерской."),
            "success": ("The hammer is yours, and 2 VP with it. The crossbow was not in the "
                        "supply: the Eyrie already hold the only one.",
                        "Молот ваш, а с ним 2 очка. Арбалета в запасе не было: единственный уже "
                        "у Династии."),
            "hints": [("The Eyrie took the crossbow. Look at the Anvil.",
                       "Арбалет забрала Династия. Посмотрите на «Наковальню».")],
        })

    # 12. 4.1.3 Persistent effects
    add("persistent", rules=["4.1.3"], learner=MARQUISE,
        position=Table().cats(c1=1, c9=1).build("keep", 1).build("workshop", 9)
        .birds(c3=1).build("roost", 3).hand("marquise", "codebreakers")
        .hand("eyrie", "ambush_bird", "sappers").position(),
        goal=[{"played": {"verb": "codebreakers"}}],
        highlight=[{"card": "codebreakers"}, {"building": [9, "workshop"]}],
        wrong=[{"action": "codebreakers", "rule": "4.1.3"}],
        demo=["craft codebreakers 9", "codebreakers"],
        texts={
            "title": ("Persistent cards", "Длительные свойства"),
            "rule_text": (
                "A card with a persistent effect stays in front of you once crafted, and you "
                "use its ability as the card says, turn after turn.",
                "Смастерённая карта с длительным свойством остаётся в вашей игровой зоне, и вы "
                "применяете её свойство так, как указано на карте, ход за ходом."),
            "goal_text": ("Look at the Eyrie's hand.", "Посмотрите карты в руке Династии."),
            "success": ("Codebreakers stays in your play area: once each Daylight you may look "
                        "at their hand again.",
                        "«Дешифровщики» остаются в вашей игровой зоне: раз в каждый день можно "
                        "снова заглянуть в их руку."),
            "hints": [("Craft Codebreakers with the mouse workshop in 9 first.",
                       "Сначала смастерите «Дешифровщиков» мышиной мастерской на поляне 9.")],
        })

    # 13. 4.1.4 No second copy
    add("no-duplicates", rules=["4.1.4"], learner=MARQUISE,
        position=Table().cats(c1=1, c9=1).build("keep", 1).build("workshop", 1, 9)
        .birds(c3=1).build("roost", 3).crafted("marquise", "armorers")
        .hand("marquise", "armorers", "sappers").position(),
        goal=[{"crafted": {"faction": "marquise", "card": "sappers"}}],
        highlight=[{"card": "sappers"}],
        wrong=[{"action": "craft armorers 1", "rule": "4.1.4"}],
        demo=["craft sappers 9"],
        texts={
            "title": ("No second copy", "Одинаковые карты"),
            "rule_text": (
                "You cannot craft a persistent card when one of the same name is already in your "
                "play area.",
                "Нельзя смастерить карту с длительным свойством, если в вашей игровой зоне уже "
                "есть карта с таким же названием."),
            "goal_text": ("Add a new persistent card to your play area.",
                          "Добавьте в свою игровую зону новую длительную карту."),
            "success": ("Sappers joined your Armorers. A second Armorers was never an option.",
                        "«Сапёры» присоединились к «Оружейникам». Вторых «Оружейников» "
                        "смастерить было нельзя."),
            "hints": [("You already have Armorers. Sappers costs a mouse.",
                       "«Оружейники» у вас уже есть. «Сапёры» стоят одну мышь.")],
        })
    # 14. 7.3 Eyrie setup: choose a leader
    add("eyrie-setup", rules=["7.3", "7.8"], learner=EYRIE,
        position=setup_position(),
        goal=[{"any": [{"leader_is": {"leader": name}} for name in LEADERS]}],
        highlight=[{"clearing": 3}, {"building": [3, "roost"]}],
        demo=["leader commander"],
        texts={
            "title": ("The Eyrie arrive", "Прибытие Династии"),
            "rule_text": (
                "The Eyrie start with a roost and six warriors in the corner opposite the keep "
                "and six more roosts on their track. They choose one of four leaders; the others "
                "wait face up. The leader card tucks two Loyal Viziers, bird cards, into two "
                "Decree columns.",
                "Династия начинает с гнездом и шестью воинами на угловой поляне напротив "
                "цитадели, остальные шесть гнёзд — на шкале. Она выбирает одного из четырёх "
                "лидеров, остальные лежат рядом лицом вверх. Карта лидера указывает, в какие "
                "два столбца устава подложить двух преданных министров — птичьи карты."),
            "goal_text": ("Choose your first leader.", "Выберите первого лидера."),
            "success": ("Your leader is in place, with the two Viziers in its Decree columns. "
                        "Each leader has an ability of its own: later lessons show all four.",
                        "Лидер на месте, два министра — в его столбцах устава. У каждого лидера "
                        "своя способность: все четыре покажут следующие уроки."),
            "hints": [("Click one of the four leaders.", "Нажмите на одного из четырёх лидеров.")],
        })

    # 15. 7.4.1 Emergency Orders
    add("emergency-orders", rules=["7.4.1"], learner=EYRIE,
        position=Table("eyrie", "birdsong_start").leader("despot").build("roost", 3)
        .birds(c3=2).cats(c1=1, c9=1).build("keep", 1).deck_top("bake_sale").position(),
        goal=[{"any": [{"decree_holds": {"column": col, "count": 1, "card": "bake_sale"}}
                       for col in COLUMNS]}],
        highlight=[{"card": "bake_sale"}],
        demo=["decree recruit bake_sale"],
        texts={
            "title": ("Emergency Orders", "Срочный приказ"),
            "rule_text": (
                "At the start of Birdsong, if the Eyrie have no cards in hand, they draw one. "
                "Then they must add to the Decree.",
                "В начале утра, если у Династии нет карт в руке, она берёт одну. Затем она "
                "обязана добавить карты в устав."),
            "goal_text": ("Your hand was empty, so you drew a card. Add it to the Decree.",
                          "Рука была пуста, поэтому вы взяли карту. Добавьте её в устав."),
            "success": ("Even with an empty hand, the Decree always grows.",
                        "Даже с пустой рукой устав всегда растёт."),
            "hints": [("Drag the card to a Decree column; Recruit suits your rabbit roost.",
                       "Перетащите карту в столбец устава; вербовка подойдёт к кроличьему "
                       "гнезду.")],
        })

    # 16. 7.4.2 Add to the Decree
    add("add-to-decree", rules=["7.4.2"], learner=EYRIE,
        position=Table("eyrie", "birdsong_start").leader("despot").build("roost", 3)
        .birds(c3=2).cats(c1=1, c9=1).build("keep", 1)
        .hand("eyrie", "birdy_bindle", "crossbow_bird", "anvil", "bake_sale").position(),
        goal=[{"decree_cards_at_least": {"count": 2}}],
        highlight=[{"column": "recruit"}, {"column": "move"}, {"column": "battle"},
                   {"column": "build"}],
        wrong=[{"action": "decree move crossbow_bird", "rule": "7.4.2", "after": 1}],
        demo=["decree recruit birdy_bindle", "decree recruit bake_sale"],
        texts={
            "title": ("Adding to the Decree", "Пополнение устава"),
            "rule_text": (
                "In Birdsong the Eyrie must add one or two cards to the Decree, in any columns, "
                "but at most one of them may be a bird. Every card added must be carried out in "
                "Daylight, now and every turn after.",
                "Утром Династия обязана добавить в устав 1 или 2 карты, в любые столбцы, но "
                "птичьей может быть только одна. Каждую карту устава придётся выполнять днём — "
                "в этот ход и во все следующие."),
            "goal_text": ("Add two cards to the Decree.", "Добавьте в устав две карты."),
            "success": ("Two cards, one bird: the Decree grew by two orders.",
                        "Две карты, одна птичья: в уставе два новых приказа."),
            "hints": [("After one bird card, the second must be a fox, rabbit or mouse.",
                       "После одной птичьей карты вторая должна быть лисьей, кроличьей или "
                       "мышиной.")],
        })

    # 17. 7.4.3 A New Roost
    marquise_all = {f"c{c}": 1 for c in range(1, 13) if c not in (3, 6)}
    add("new-roost", rules=["7.4.3"], learner=EYRIE,
        position=Table("eyrie", "birdsong_start").leader("despot").cats(**marquise_all)
        .build("keep", 1).hand("eyrie", "bake_sale").position(),
        goal=[{"on_map_at_least": {"piece": "roost", "count": 1}}],
        highlight=[{"clearing": 3}, {"clearing": 6}],
        wrong=[{"action": "roost 5", "rule": "7.4.3", "after": 1}],
        demo=["decree recruit bake_sale", "roost 3"],
        texts={
            "title": ("A New Roost", "Новое гнездо"),
            "rule_text": (
                "If the Eyrie have no roost on the map at the end of Birdsong, they place a "
                "roost and three warriors in a clearing with the fewest warriors where both can "
                "go (an open slot, not the keep's clearing).",
                "Если в конце утра у Династии нет гнёзд на поле, она ставит гнездо и трёх "
                "воинов на поляну, где меньше всего воинов и куда можно поставить оба "
                "компонента (есть свободная ячейка, не поляна цитадели)."),
            "goal_text": ("Add to the Decree, then return to the map.",
                          "Пополните устав, а затем вернитесь на поле."),
            "success": ("Back on the map: a roost and three warriors in an empty clearing.",
                        "Снова на поле: гнездо и три воина на пустой поляне."),
            "hints": [("Clearings 3 and 6 have no warriors at all.",
                       "На полянах 3 и 6 вовсе нет воинов.")],
        })

    # 18. 7.2.1 Eyrie crafting
    add("eyrie-crafting", rules=["7.2.1"], learner=EYRIE,
        position=Table("eyrie").leader("despot").build("roost", 8, 2).birds(c8=2, c2=1)
        .cats(c1=1, c9=1).build("keep", 1).decree(recruit=["sword"])
        .hand("eyrie", "armorers", "bake_sale").position(),
        goal=[{"crafted": {"faction": "eyrie", "card": "armorers"}}],
        highlight=[{"building": [8, "roost"]}, {"card": "armorers"}],
        wrong=[{"action": "craft armorers 2", "rule": "4.1.1"}],
        demo=["craft armorers 8"],
        texts={
            "title": ("Eyrie crafting", "Ремесло Династии"),
            "rule_text": (
                "The Eyrie craft with their roosts, in Daylight, before they resolve the Decree. "
                "Once the first Decree card is carried out, crafting is over for the turn.",
                "Династия мастерит днём с помощью гнёзд, до розыгрыша карт устава. Как только "
                "выполнена первая карта устава, ремесло на этот ход закончено."),
            "goal_text": ("Craft Armorers before you start the Decree.",
                          "Смастерите «Оружейников», пока не начали выполнять устав."),
            "success": ("The fox roost paid for Armorers. Now the Decree can begin.",
                        "Лисье гнездо оплатило «Оружейников». Теперь можно выполнять устав."),
            "hints": [("Armorers costs a fox: your roost in 8 stands in a fox clearing.",
                       "«Оружейники» стоят одну лису: ваше гнездо на поляне 8 — лисье.")],
        })

    # 19. 7.2.3 Disdain for Trade
    add("disdain-for-trade", rules=["7.2.3"], learner=EYRIE,
        position=Table("eyrie").leader("despot").build("roost", 8, 12).birds(c8=2, c12=1)
        .cats(c1=1, c9=1).build("keep", 1).decree(recruit=["anvil"])
        .hand("eyrie", "foxfolk_steel", "bake_sale").position(),
        goal=[{"item_held": {"faction": "eyrie", "item": "sword"}}],
        highlight=[{"card": "foxfolk_steel"}],
        demo=["craft foxfolk_steel 8 12"],
        texts={
            "title": ("Disdain for Trade", "Презрение ручного труда"),
            "rule_text": (
                "The Eyrie score only 1 VP for any item they craft, whatever the card says.",
                "За любой смастерённый предмет Династия получает только 1 победное очко, "
                "что бы ни было указано на карте."),
            "goal_text": ("Craft the sword with your two fox roosts.",
                          "Смастерите меч двумя лисьими гнёздами."),
            "success": ("The card promised 2 VP; the Eyrie scored 1. Only the Builder ignores "
                        "this.",
                        "Карта обещала 2 очка, Династия получила 1. Это правило не действует "
                        "только на Строителя."),
            "hints": [("Foxfolk Steel costs two foxes: roosts in 8 and 12.",
                       "«Лисья сталь» стоит две лисы: гнёзда на полянах 8 и 12.")],
        })

    # 20. 7.5 Decree: Recruit
    add("decree-recruit", rules=["7.5", "7.5.2.I"], learner=EYRIE,
        position=Table("eyrie").leader("despot").decree(recruit=["bake_sale"])
        .resolving("recruit").build("roost", 3, 4).birds(c3=2, c4=1, c5=1)
        .cats(c1=1, c9=1, c5=1).build("keep", 1).position(),
        goal=[{"any": [{"warriors_at_least": {"clearing": 3, "faction": "eyrie", "count": 3}},
                       {"warriors_at_least": {"clearing": 4, "faction": "eyrie", "count": 2}}]}],
        highlight=[{"column": "recruit"}, {"building": [3, "roost"]}, {"building": [4, "roost"]}],
        wrong=[{"action": "recruit 5 rabbit", "rule": "7.5.2.I"}],
        demo=["recruit 3 rabbit"],
        texts={
            "title": ("The Decree: Recruit", "Устав: вербовка"),
            "rule_text": (
                "In Daylight the Eyrie carry out the Decree column by column, left to right, "
                "every card of a column in any order. A Recruit card places a warrior in a "
                "clearing of its suit that has a roost.",
                "Днём Династия выполняет устав по столбцам, слева направо, все карты столбца в "
                "любом порядке. Карта вербовки ставит воина на поляну своей масти, где есть "
                "гнездо."),
            "goal_text": ("Carry out the rabbit Recruit card.",
                          "Выполните кроличью карту вербовки."),
            "success": ("A new warrior at a rabbit roost. Clearing 5 is a rabbit clearing too, "
                        "but without a roost nobody can be recruited there.",
                        "Новый воин у кроличьего гнезда. Поляна 5 тоже кроличья, но без гнезда "
                        "там не вербуют."),
            "hints": [("Recruit at a roost: clearings 3 and 4.",
                       "Вербуйте у гнезда: поляны 3 и 4.")],
        })

    # 21. 7.5 Decree: Move
    add("decree-move", rules=["7.5", "7.5.2.II"], learner=EYRIE,
        position=Table("eyrie").leader("charismatic").decree(move=["anvil"])
        .resolving("move").build("roost", 8, 2).birds(c8=3, c2=1).cats(c7=1, c1=1, c9=1)
        .build("keep", 1).position(),
        goal=[{"rules": {"clearing": 7, "faction": "eyrie"}}],
        highlight=[{"column": "move"}, {"clearing": 7}, {"warriors": [8, "eyrie"]}],
        wrong=[{"action": "move 2 5 1 fox", "rule": "7.5.2"}],
        demo=["move 8 7 3 fox"],
        texts={
            "title": ("The Decree: Move", "Устав: перемещение"),
            "rule_text": (
                "A Move card moves warriors out of a clearing of its suit, by the usual rules of "
                "movement. A bird card works in any clearing.",
                "Карта перемещения уводит воинов с поляны своей масти по обычным правилам "
                "перемещения. Птичья карта подходит к любой поляне."),
            "goal_text": ("With the fox Move card, take clearing 7.",
                          "Лисьей картой перемещения захватите поляну 7."),
            "success": ("The warriors left fox clearing 8, as the card demanded, and now rule 7.",
                        "Воины ушли с лисьей поляны 8, как требовала карта, и теперь правят "
                        "поляной 7."),
            "hints": [("A fox card moves from a fox clearing: 8.",
                       "Лисья карта уводит с лисьей поляны: 8.")],
        })

    # 22. 7.5 Decree: Battle
    add("decree-battle", rules=["7.5", "7.5.2.III"], learner=EYRIE,
        position=Table("eyrie").leader("despot").decree(battle=["sword"])
        .resolving("battle").build("roost", 2).birds(c2=1, c7=2, c9=1, c12=2)
        .cats(c7=1, c9=1, c12=2, c1=1).build("recruiter", 7).build("keep", 1)
        .dice(2, 0).position(),
        goal=[{"pieces_at_most": {"clearing": 7, "piece": "recruiter", "count": 0}}],
        highlight=[{"column": "battle"}, {"building": [7, "recruiter"]}],
        wrong=[{"action": "battle 12 mouse", "rule": "7.5.2"}],
        demo=["battle 7 mouse"],
        texts={
            "title": ("The Decree: Battle", "Устав: сражение"),
            "rule_text": (
                "A Battle card starts a battle in a clearing of its suit.",
                "Карта сражения начинает сражение на поляне своей масти."),
            "goal_text": ("With the mouse Battle card, destroy the recruiter in clearing 7. The "
                          "dice will show 2.",
                          "Мышиной картой сражения уничтожьте вербовщика на поляне 7. На кубике "
                          "выпадет 2."),
            "success": ("Warrior first, then the recruiter: 1 VP, and 1 more for the Despot.",
                        "Сначала воин, затем вербовщик: 1 очко и ещё 1 благодаря Деспоту."),
            "hints": [("Clearing 12 is a fox clearing; 7 is a mouse one.",
                       "Поляна 12 лисья, а поляна 7 — мышиная.")],
        })

    # 23. 7.5 Decree: Build
    add("decree-build", rules=["7.5", "7.5.2.IV"], learner=EYRIE,
        position=Table("eyrie").leader("despot").decree(build=["bake_sale"])
        .resolving("build").build("roost", 3).birds(c3=1, c5=2, c4=1, c12=1)
        .cats(c5=1, c4=2, c1=1, c9=1).build("keep", 1).position(),
        goal=[{"pieces_at_least": {"clearing": 5, "piece": "roost", "count": 1}}],
        highlight=[{"column": "build"}, {"clearing": 5}],
        wrong=[{"action": "build 4 rabbit", "rule": "7.5.2.IV"}],
        demo=["build 5 rabbit"],
        texts={
            "title": ("The Decree: Build", "Устав: строительство"),
            "rule_text": (
                "A Build card places a roost in a clearing of its suit that you rule, that has "
                "no roost and an open slot.",
                "Карта строительства ставит гнездо на поляну своей масти, которой вы правите, "
                "где нет гнезда и есть свободная ячейка."),
            "goal_text": ("Build a roost with the rabbit Build card.",
                          "Постройте гнездо по кроличьей карте строительства."),
            "success": ("You rule clearing 5, so the roost could go there. In 4 the Marquise "
                        "rule.",
                        "Вы правите поляной 5, поэтому гнездо встало там. Поляной 4 правит "
                        "Маркиса."),
            "hints": [("Count the warriors in 4 and in 5.",
                       "Посчитайте воинов на полянах 4 и 5.")],
        })

    # 24. 7.2.2 Lords of the Forest
    add("lords-of-the-forest", rules=["7.2.2", "2.5"], learner=EYRIE,
        position=Table("eyrie").leader("charismatic").decree(move=["bake_sale"])
        .resolving("move").build("roost", 3).birds(c3=1, c10=2, c5=1)
        .cats(c10=2, c5=2, c2=3, c1=1, c9=1).build("keep", 1).position(),
        goal=[{"warriors_at_least": {"clearing": 2, "faction": "eyrie", "count": 1}}],
        highlight=[{"clearing": 10}, {"clearing": 2}],
        wrong=[{"action": "move 5 2 1 rabbit", "rule": "4.2.1"}],
        demo=["move 10 2 2 rabbit"],
        texts={
            "title": ("Lords of the Forest", "Хозяева леса"),
            "rule_text": (
                "When the Eyrie tie with another player for the most warriors and buildings in a "
                "clearing, the Eyrie rule it. They never rule a clearing where they have no "
                "pieces.",
                "При равенстве воинов и зданий на поляне ею правит Династия. Но она не правит "
                "поляной, где у неё нет компонентов."),
            "goal_text": ("With the rabbit Move card, bring warriors into clearing 2.",
                          "Кроличьей картой перемещения приведите воинов на поляну 2."),
            "success": ("Two against two in clearing 10: a tie, so you ruled it and could leave "
                        "it for 2. From 5, where the Marquise outnumber you, you could not.",
                        "Двое на двое на поляне 10 — равенство, значит, правили вы и могли уйти "
                        "на 2. С поляны 5, где воинов Маркисы больше, — не могли."),
            "hints": [("You rule clearing 10 by the tie.",
                       "Поляной 10 вы правите благодаря равенству.")],
        })

    # 25. 7.6 Evening: the roost track
    add("evening-roosts", rules=["7.6", "7.6.1"], learner=EYRIE,
        position=Table("eyrie").leader("commander").decree(build=["bake_sale"])
        .resolving("build").build("roost", 3, 8).birds(c3=1, c8=1, c5=2, c10=1)
        .cats(c1=1, c9=1).build("keep", 1).hand("eyrie", "anvil").position(),
        goal=[{"vp_at_least": {"faction": "eyrie", "vp": 2}}],
        highlight=[{"track": "roost"}, {"clearing": 5}, {"clearing": 10}],
        demo=["build 5 rabbit", "end"],
        texts={
            "title": ("Evening: roosts score", "Вечер: очки за гнёзда"),
            "rule_text": (
                "In Evening the Eyrie score the VP shown under the rightmost empty space of the "
                "roost track, then draw a card, plus one for each card symbol uncovered. The more "
                "roosts on the map, the more they score.",
                "Вечером Династия получает очки, указанные под крайней правой свободной ячейкой "
                "шкалы гнёзд, затем берёт 1 карту плюс по 1 за каждый открытый символ добора. "
                "Чем больше гнёзд на поле, тем больше очков."),
            "goal_text": ("Build your third roost, and score it in Evening.",
                          "Постройте третье гнездо и получите за него очки вечером."),
            "success": ("Three roosts on the map: 2 VP this Evening, and an extra card.",
                        "Три гнезда на поле: 2 очка этим вечером и лишняя карта."),
            "hints": [("Build in a rabbit clearing you rule: 5 or 10.",
                       "Стройте на кроличьей поляне, которой правите: 5 или 10.")],
        })

    # 26-29. 7.7 Turmoil, step by step. The mouse Recruit card cannot be carried out:
    # no roost in a mouse clearing.
    def turmoil_table(leader: str, deposed: tuple[str, ...] = ()) -> Table:
        return (Table("eyrie").leader(leader, deposed)
                .decree(recruit=["bake_sale", "sword"], move=["crossbow_bird"],
                        battle=["birdy_bindle"], build=["anvil"])
                .resolving("recruit").build("roost", 3, 8).birds(c3=2, c8=2, c5=1)
                .cats(c1=1, c9=1, c2=1).build("keep", 1).hand("eyrie", "favor_mice"))

    add("turmoil-humiliate", rules=["7.7", "7.7.1"], learner=EYRIE,
        position=turmoil_table("despot").vp(eyrie=6).position(),
        goal=[{"vp_at_most": {"faction": "eyrie", "vp": 2}}],
        highlight=[{"column": "recruit"}, {"card": "crossbow_bird"}, {"card": "birdy_bindle"}],
        wrong=[{"action": "recruit 2 mouse", "rule": "7.5.2.I"}],
        demo=["turmoil"],
        texts={
            "title": ("Turmoil: Humiliate", "Смута: унижение"),
            "rule_text": (
                "When the Eyrie cannot carry out a Decree card, they fall into turmoil at once. "
                "First, Humiliate: they lose 1 VP for each bird card in the Decree, the Loyal "
                "Viziers included.",
                "Если Династия не может выполнить карту устава, немедленно начинается смута. "
                "Сначала унижение: Династия теряет 1 очко за каждую птичью карту в уставе, "
                "включая преданных министров."),
            "goal_text": ("The mouse Recruit card cannot be done: you have no mouse roost. Fall "
                          "into turmoil and count the cost.",
                          "Мышиную карту вербовки не выполнить: мышиного гнезда нет. Впадите в "
                          "смуту и посчитайте потери."),
            "success": ("Two bird cards and two Viziers: 4 VP lost.",
                        "Две птичьи карты и два министра: потеряно 4 очка."),
            "hints": [("Choose \"Fall into turmoil\".", "Выберите «Впасть в смуту».")],
        })

    add("turmoil-purge", rules=["7.7", "7.7.2"], learner=EYRIE,
        position=turmoil_table("builder").vp(eyrie=5).position(),
        goal=[{"decree_cards_at_most": {"count": 0}},
              {"viziers_in": {"column": "recruit", "count": 1}}],
        highlight=[{"column": "recruit"}, {"column": "move"}, {"column": "battle"},
                   {"column": "build"}],
        demo=["turmoil", "leader charismatic"],
        texts={
            "title": ("Turmoil: Purge", "Смута: чистка"),
            "rule_text": (
                "Second, Purge: every card of the Decree is discarded, except the two Loyal "
                "Viziers.",
                "Затем чистка: все карты устава сбрасываются, кроме двух преданных министров."),
            "goal_text": ("Fall into turmoil, watch the Decree empty, and choose a new leader.",
                          "Впадите в смуту, посмотрите, как пустеет устав, и выберите нового "
                          "лидера."),
            "success": ("Only the Viziers are left: the next Decree starts almost from scratch.",
                        "Остались только министры: следующий устав начинается почти с нуля."),
            "hints": [("Choose \"Fall into turmoil\".", "Выберите «Впасть в смуту».")],
        })

    add("turmoil-depose", rules=["7.7", "7.7.3"], learner=EYRIE,
        position=turmoil_table("commander", ("despot",)).vp(eyrie=5).position(),
        goal=[{"any": [{"leader_is": {"leader": "builder"}},
                       {"leader_is": {"leader": "charismatic"}}]},
              {"deposed": {"leader": "commander"}}],
        highlight=[{"leader": "builder"}, {"leader": "charismatic"}],
        wrong=[{"action": "leader despot", "rule": "7.7.3", "after": 1}],
        demo=["turmoil", "leader builder"],
        texts={
            "title": ("Turmoil: Depose", "Смута: свержение"),
            "rule_text": (
                "Third, Depose: the leader is turned face down and set aside. Choose a new one "
                "among the face-up leaders and tuck the Viziers into its columns. When none is "
                "face up, all turn face up again.",
                "Затем свержение: лидер переворачивается лицом вниз и откладывается. Выберите "
                "нового из лежащих лицом вверх и подложите министров в его столбцы. Если таких "
                "не осталось, все лидеры снова переворачиваются лицом вверх."),
            "goal_text": ("Fall into turmoil and choose a new leader.",
                          "Впадите в смуту и выберите нового лидера."),
            "success": ("A new leader, new Vizier columns. The Despot, deposed earlier, could "
                        "not come back yet.",
                        "Новый лидер — новые столбцы министров. Деспот, свергнутый раньше, пока "
                        "вернуться не мог."),
            "hints": [("The Despot lies face down: choose the Builder or the Charismatic.",
                       "Деспот лежит лицом вниз: выберите Строителя или Харизматика.")],
        })

    add("turmoil-rest", rules=["7.7", "7.7.4"], learner=EYRIE,
        position=turmoil_table("charismatic").vp(eyrie=5).position(),
        goal=[{"not": {"phase_is": {"phase": "daylight", "turn": "eyrie"}}},
              {"on_map_at_most": {"piece": "roost", "count": 2}}],
        highlight=[{"column": "build"}],
        demo=["turmoil", "leader despot"],
        texts={
            "title": ("Turmoil: Rest", "Смута: отдых"),
            "rule_text": (
                "Last, Rest: Daylight ends at once, and the Eyrie go to Evening. The rest of "
                "the Decree is not carried out this turn.",
                "Наконец, отдых: день сразу заканчивается, и Династия переходит к вечеру. "
                "Остаток устава в этот ход не выполняется."),
            "goal_text": ("Fall into turmoil, choose a leader, and rest.",
                          "Впадите в смуту, выберите лидера и отдыхайте."),
            "success": ("Daylight ended: the Build card never came. Evening scored your roosts "
                        "and the turn passed to the Marquise.",
                        "День окончен: до карты строительства дело не дошло. Вечером вы "
                        "получили очки за гнёзда, и ход перешёл к Маркисе."),
            "hints": [("Choose \"Fall into turmoil\", then any leader.",
                       "Выберите «Впасть в смуту», а затем любого лидера.")],
        })

    # 30-33. 7.8 The four leaders
    add("leader-builder", rules=["7.8", "7.2.3"], learner=EYRIE,
        position=Table("eyrie").leader("builder").build("roost", 8, 12).birds(c8=2, c12=1)
        .cats(c1=1, c9=1).build("keep", 1).decree(recruit=["anvil"])
        .hand("eyrie", "foxfolk_steel", "bake_sale").position(),
        goal=[{"vp_at_least": {"faction": "eyrie", "vp": 2}}],
        highlight=[{"leader": "builder"}, {"card": "foxfolk_steel"}],
        demo=["craft foxfolk_steel 8 12"],
        texts={
            "title": ("The Builder", "Строитель"),
            "rule_text": (
                "The Builder's Viziers go to Recruit and Move. Crafting, the Builder ignores "
                "Disdain for Trade: items score their full VP.",
                "Преданные министры Строителя — в столбцах вербовки и перемещения. Мастеря, "
                "Строитель игнорирует «Презрение ручного труда»: предметы приносят все свои "
                "очки."),
            "goal_text": ("Craft the sword and score its full value.",
                          "Смастерите меч и получите за него все очки."),
            "success": ("2 VP, as printed: the Builder does not scorn trade.",
                        "2 очка, как на карте: Строитель не презирает ремесло."),
            "hints": [("Your fox roosts in 8 and 12 pay for Foxfolk Steel.",
                       "Лисьи гнёзда на полянах 8 и 12 оплатят «Лисью сталь».")],
        })

    add("leader-charismatic", rules=["7.8", "7.5.2.I"], learner=EYRIE,
        position=Table("eyrie").leader("charismatic").decree(recruit=["anvil"])
        .resolving("recruit").build("roost", 8, 2).birds(c8=1, c2=1)
        .cats(c1=1, c9=1, c12=1).build("keep", 1).position(),
        goal=[{"warriors_at_least": {"clearing": 8, "faction": "eyrie", "count": 3}}],
        highlight=[{"leader": "charismatic"}, {"building": [8, "roost"]}],
        demo=["recruit 8 fox"],
        texts={
            "title": ("The Charismatic", "Харизматик"),
            "rule_text": (
                "The Charismatic's Viziers go to Recruit and Battle. Each recruit places two "
                "warriors instead of one — and with fewer than two in the supply, the recruit "
                "cannot be carried out.",
                "Преданные министры Харизматика — в столбцах вербовки и сражения. Каждая "
                "вербовка ставит двух воинов вместо одного — а если в запасе меньше двух, "
                "вербовку не выполнить."),
            "goal_text": ("Recruit with the fox card at your fox roost.",
                          "Вербуйте по лисьей карте у лисьего гнезда."),
            "success": ("Two warriors from one card.", "Два воина по одной карте."),
            "hints": [("Your fox roost is in clearing 8.", "Ваше лисье гнездо — на поляне 8.")],
        })

    add("leader-commander", rules=["7.8"], learner=EYRIE,
        position=Table("eyrie").leader("commander").decree(battle=["anvil"])
        .resolving("battle").build("roost", 3).birds(c3=1, c8=1, c12=1)
        .cats(c8=2, c12=1, c1=1, c9=1).build("keep", 1).dice(3, 0).position(),
        goal=[{"warriors_at_most": {"clearing": 8, "faction": "marquise", "count": 0}}],
        highlight=[{"leader": "commander"}, {"clearing": 8}],
        demo=["battle 8 fox"],
        texts={
            "title": ("The Commander", "Командир"),
            "rule_text": (
                "The Commander's Viziers go to Move and Battle. As attacker, the Eyrie deal one "
                "extra hit.",
                "Преданные министры Командира — в столбцах перемещения и сражения. Нападая, "
                "Династия наносит 1 дополнительный урон."),
            "goal_text": ("One warrior against two in clearing 8; the dice will show 3. Clear "
                          "clearing 8.",
                          "Один воин против двух на поляне 8, на кубике выпадет 3. Очистите "
                          "поляну 8."),
            "success": ("One rolled hit for your one warrior, one more from the Commander.",
                        "Один урон от броска — у вас один воин, и ещё один от Командира."),
            "hints": [("Battle in 8 with the fox card.", "Сразитесь на поляне 8 по лисьей "
                                                         "карте.")],
        })

    add("leader-despot", rules=["7.8", "3.2.1"], learner=EYRIE,
        position=Table("eyrie").leader("despot").decree(battle=["anvil"])
        .resolving("battle").build("roost", 3).birds(c3=1, c8=1, c12=1)
        .cats(c12=1, c1=1, c9=1).build("sawmill", 8).build("keep", 1).dice(0, 0).position(),
        goal=[{"vp_at_least": {"faction": "eyrie", "vp": 2}}],
        highlight=[{"leader": "despot"}, {"building": [8, "sawmill"]}],
        demo=["battle 8 fox"],
        texts={
            "title": ("The Despot", "Деспот"),
            "rule_text": (
                "The Despot's Viziers go to Move and Build. When the Eyrie remove at least one "
                "enemy building or token in a battle, they score 1 VP more.",
                "Преданные министры Деспота — в столбцах перемещения и строительства. Если в "
                "сражении Династия убирает хотя бы одно здание или жетон противника, она "
                "получает ещё 1 очко."),
            "goal_text": ("Destroy the undefended sawmill in clearing 8.",
                          "Уничтожьте беззащитную лесопилку на поляне 8."),
            "success": ("1 VP for the sawmill and 1 from the Despot: 2 VP from one hit.",
                        "1 очко за лесопилку и 1 от Деспота: 2 очка за один урон."),
            "hints": [("Battle in 8: no warrior guards the sawmill.",
                       "Сразитесь на поляне 8: лесопилку никто не охраняет.")],
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
