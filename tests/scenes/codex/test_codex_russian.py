"""Russian at the Codex table reads as Russian: damage with the number's own
form ("1 урон", "2 урона", "5 урона"), one term for obliterate in a card's
keyword line and its text, and tech levels in Roman numerals as the
buildings are named ("Технология I")."""

from __future__ import annotations

import pytest

from game.common.errors import IllegalAction
from scenes import i18n
from scenes.codex.words import Namer, card_text_of, event_words, keyword_label, refusal
from tests.codex.scenario import Scenario


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("n", "said"), [(1, "1 урон:"), (2, "2 урона:"), (5, "5 урона:"),
                                         (21, "21 урон:")])
def test_damage_in_the_log_takes_the_numbers_form(russian, n, said):
    game = Scenario().game()
    line = event_words(("damage", 105, n), Namer.frozen(game.state))
    assert line.startswith(said), line


def test_trojan_ducks_keyword_line_uses_the_term_of_its_text(russian):
    label = keyword_label("obliterate", 2)
    assert label in card_text_of("trojan_duck"), (label, card_text_of("trojan_duck"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_tech_refusal_names_the_building_in_roman_numerals(lang):
    i18n.set_language(lang)
    try:
        sc = Scenario().hand(0, "iron_man").gold(0, 9)
        game = sc.game()
        with pytest.raises(IllegalAction) as refused:
            game.check("play iron_man")
        _rule, text = refusal(refused.value)
        assert ("Tech I " in text or "Технология I»" in text) and " 1 " not in text, text
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("workers", "built", "build"), [
    (4, (), "tech1"),            # too few workers (build.workers)
    (8, (), "tech2"),            # no Tech I yet (build.needs_previous)
    (6, ("tech1",), "tech1"),    # already standing (build.exists)
])
def test_a_building_refusal_says_the_word_building_once(russian, workers, built, build):
    """The {building} value is already "здание «Технология I»": the template
    must not say "здание" before it again."""
    sc = Scenario().workers(0, workers).gold(0, 9)
    for name in built:
        sc.building(0, name)
    game = sc.game()
    with pytest.raises(IllegalAction) as refused:
        game.check(f"build {build}")
    _rule, text = refusal(refused.value)
    assert text.count("здани") == (2 if refused.value.key == "build.needs_previous" else 1), text
    assert "Технология I" in text, text


@pytest.mark.parametrize("key", ["gold.not_enough", "gold.resist"])
@pytest.mark.parametrize("cost", [1, 2, 5, 11, 21])
def test_a_gold_refusal_reads_right_for_every_cost(russian, key, cost):
    """"Это стоит 1 золотых": the number stands after a colon, so no noun
    has to agree with it."""
    from scenes.codex.words import message

    text = message(key, {"cost": cost, "gold": 0})
    assert f"золота: {cost}," in text and "золотых" not in text, text


def test_spark_with_no_gold_is_refused_with_the_colon_form(russian):
    sc = Scenario().hand(0, "spark")
    sc.hero(0)
    sc.unit(1, "older_brother", patrol="elite")
    game = sc.game()
    with pytest.raises(IllegalAction) as refused:
        game.check(f"play spark {game.state.patrol[1][1]}")
    assert refused.value.key == "gold.not_enough"
    assert "нужно золота: 1, а у вас: 0" in refusal(refused.value)[1].lower()


#: Past-tense and short forms that agree with a noun's gender: said of a
#: card or building whose name is filled in, they are wrong for some names.
GENDERED = ("должна", "должен", "должно", "прибыла", "прибыл ", "прибыло", "разрушено",
            "снята", "повёрнута:")


@pytest.mark.parametrize("spell", ["spark", "wither"])
def test_the_flagbearer_refusal_has_no_verb_agreeing_with_the_spell(russian, spell):
    """"Увядание должна…": Spark is feminine, Wither neuter, The Boot masculine."""
    sc = Scenario(turn=1)
    sc.unit(0, "granfalloon_flagbearer", patrol="elite")
    other = sc.unit(0, "tenderfoot", patrol="squad_leader")
    sc.hero(1)
    game = sc.hand(1, spell).gold(1, 5).game()
    with pytest.raises(IllegalAction) as refused:
        game.check(f"play {spell} {other}")
    assert refused.value.key == "target.flagbearer"
    text = refusal(refused.value, Namer(game.state))[1].lower()
    assert not [w for w in GENDERED if w in text], text


def test_a_destroyed_building_line_agrees_with_no_building_name(russian):
    sc = Scenario()
    sc.building(1, "tower")
    sc.building(1, "tech1")
    namer = Namer.frozen(sc.game().state)
    for building in (106, 109):  # Tech I (здание), Tower (Башня)
        for line in (event_words(("destroyed", building), namer),):
            assert line.startswith("Разрушена постройка: "), line
            assert not [w for w in GENDERED if w in line.lower()], line


def test_the_unit_tooltip_says_a_fresh_hero_arrived_without_a_gendered_verb(app):
    """Troq is a man, Iron Man a unit: "Прибыла в этот ход" fitted neither."""
    from scenes.codex.view import Hit
    from tests.scenes.codex.steps import open_table, ready, session_of

    sc = Scenario().gold(0, 5)
    game = sc.game()
    game.apply("summon")
    troq = game.state.play[0][-1]
    table = open_table(app, session_of(game))
    ready(app)
    i18n.set_language("ru")
    tip = table.tooltip_for(Hit("unit", (troq,))).lower()
    assert "в игре с этого хода" in tip, tip
    assert not [w for w in GENDERED if w in tip], tip


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_troqs_text_names_his_spec_as_the_table_does(lang):
    """"Герой Дробления" on Troq's card, "Натиск" everywhere else."""
    from scenes.codex.words import SPEC_NAMES

    i18n.set_language(lang)
    try:
        spec = i18n._(SPEC_NAMES["bashing"])
        assert spec[:6] in card_text_of("troq_bashar").split(".")[0], card_text_of("troq_bashar")
        assert "Дроблен" not in card_text_of("troq_bashar")
    finally:
        i18n.set_language("en")


def test_the_turtles_healing_keyword_and_its_text_use_one_term(russian):
    from scenes.codex.words import KEYWORDS

    label = keyword_label("healing", 1)
    assert label in card_text_of("helpful_turtle"), (label, card_text_of("helpful_turtle"))
    assert "Исцелен" not in card_text_of("helpful_turtle")
    assert i18n._(KEYWORDS["healing"][0]) == "Лечение"


@pytest.mark.parametrize("code", ["helpful_turtle", "star_crossed_starlet"])
def test_upkeep_is_said_as_the_upkeep_phase(russian, code):
    """"в ваше содержание" reads as "into your keep": the phase is named."""
    assert "фазе содержания" in card_text_of(code), card_text_of(code)


@pytest.mark.parametrize(("n", "said"), [(1, "снят 1 урон"), (2, "сняты 2 урона"),
                                         (5, "снято 5 урона")])
def test_a_healing_line_takes_the_numbers_form(russian, n, said):
    game = Scenario().game()
    line = event_words(("heal", 34, n), Namer.frozen(game.state))
    assert line.startswith("Лечение: с «") and line.endswith(said), line


def test_log_lines_of_a_draw_and_a_bounty_say_whose(russian):
    """A draw and a bounty say whose (the events carry it), in proper plural forms."""
    game = Scenario().game()
    namer = Namer.frozen(game.state, ("Аня", "Боря"))
    assert event_words(("draw", 1, 5), namer) == "Боря берёт 5 карт"
    assert event_words(("bounty", 34), namer) == "«Трок Башар» получает 2 уровня"


@pytest.mark.parametrize("n", [1, 2, 3, 10, 11, 21])
def test_a_heros_return_turn_reads_right_for_every_number(russian, n):
    text = i18n._("In the command zone · back on turn {n}").format(n=n)
    assert text.endswith(f"вернётся на {n}-м ходу"), text


def test_the_undo_toast_has_no_double_colon(app):
    """"Отменено: начинает строить: Башня"."""
    import pygame

    from scenes.codex.table import CodexTable
    from tests.scenes.codex.steps import last_toast, open_table, press_key, ready, session_of

    sc = Scenario().gold(0, 5)
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    i18n.set_language("ru")
    table.take(game.legal_actions()[[str(a) for a in game.legal_actions()].index("build tower")])
    press_key(app, pygame.K_z, pygame.KMOD_CTRL)
    message, _rule = last_toast(app)
    assert message.startswith("Отменено — ") and message.count(":") <= 1, message
    assert isinstance(app.stack.find(CodexTable), CodexTable)
