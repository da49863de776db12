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
                "Чтобы смастерить карту, активируйте ремесленные орудия (у Маркизы — "
                "мастерские) тех мастей, что указаны в её стоимости; масть орудия — масть его "
                "поляны, и каждое работает раз в ход."),
            "goal_text": ("Craft Protection Racket: its cost is two rabbits.",
                          "Смастерите «Крышевание»: его стоимость — два кролика."),
            "success": ("Two rabbit workshops paid for the coins, worth 3 VP.",
                        "Две кроличьи мастерские оплатили монеты — 3 победных очка."),
            "hints": [("Clearings 5 and 10 are rabbit clearings; clearing 1 is a fox.",
                       "Поляны 5 и 10 кроличьи; поляна 1 лисья.")],
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
