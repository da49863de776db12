"""A Codex refusal cites the reference entry that holds its rule (play-test
report s21 item 17): readiness is spec §5's (its keyword list §6 sends the
reader there), not the seed's page 7; what a spell or an exhaust ability may
target, and what paying "exhaust" needs, is the card's text (spec §7), not
the keyword list.

Each test makes the engine refuse, then opens the entry it cites and checks
that the entry speaks of what was refused, in English and in Russian, so a
citation pointing at an entry that never mentions the rule fails.
"""

from __future__ import annotations

import pytest

from game.common.errors import IllegalAction
from scenes import i18n
from scenes.learn.rulebook import load_book, normalise
from tests.codex.scenario import Scenario


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def refusal(game, action: str) -> IllegalAction:
    before = game.to_json()
    with pytest.raises(IllegalAction) as caught:
        game.apply(action)
    assert game.to_json() == before
    return caught.value


def assert_entry_speaks_of(rule: str, english: str, russian: str) -> None:
    entry = load_book().games["codex"].entry(rule)
    assert entry is not None, rule
    for lang, words in (("en", english), ("ru", russian)):
        i18n.set_language(lang)
        assert normalise(words) in normalise(f"{entry.title()} {entry.body()}"), (rule, lang)


def test_5_a_second_attack_with_readiness_cites_the_attack_rules():
    sc = Scenario()
    troq = sc.hero(0, level=8)  # max band: readiness
    game = sc.game()
    game.apply(f"attack {troq} base")
    refused = refusal(game, f"attack {troq} base")
    assert (refused.rule, refused.key) == ("codex 5", "attack.readiness_once")
    assert_entry_speaks_of(refused.rule, "readiness", "готовность")


def test_7_spark_at_a_base_cites_the_card_texts():
    sc = Scenario()
    sc.hero(0)
    sc.unit(1, "tenderfoot", patrol="technician")
    game = sc.hand(0, "spark").gold(0, 1).game()
    refused = refusal(game, "play spark base")
    assert (refused.rule, refused.key) == ("codex 7", "target.invalid")
    assert_entry_speaks_of(refused.rule, "Spark", "Искра")


def test_7_two_step_without_two_partnerless_units_cites_the_card_texts():
    sc = Scenario(turn=1)  # Two Step is Finesse's: River's side
    river = sc.hero(1)
    brother = sc.unit(1, "older_brother")
    game = sc.hand(1, "two_step").gold(1, 5).game()
    refused = refusal(game, f"play two_step {brother} {river}")  # a hero is no partner
    assert (refused.rule, refused.key) == ("codex 7", "target.partners")
    assert_entry_speaks_of(refused.rule, "Two Step", "Тустеп")


def _river(**state) -> tuple:
    """River Montoya at level 3 (⤵: sideline a tech 0 or I patroller) on her
    turn, an enemy Iron Man (tech I) and a Rhinoceros (tech II) patrolling."""
    sc = Scenario(turn=1)
    small = sc.unit(0, "iron_man", patrol="elite")
    big = sc.unit(0, "regular_sized_rhinoceros", patrol="squad_leader")
    river = sc.hero(1, level=state.pop("level", 3), **state)
    return sc.game(), river, small, big


def test_7_an_ability_at_a_target_its_text_does_not_name_cites_the_card_texts():
    game, river, _small, big = _river()
    refused = refusal(game, f"use {river} {big}")
    assert (refused.rule, refused.key) == ("codex 7", "target.invalid")
    assert_entry_speaks_of(refused.rule, "River Montoya", "Ривер Монтойи")


def test_7_an_exhausted_card_cannot_pay_its_exhaust_ability():
    game, river, small, _big = _river(exhausted=True)
    refused = refusal(game, f"use {river} {small}")
    assert (refused.rule, refused.key) == ("codex 7", "attack.exhausted")
    assert_entry_speaks_of(refused.rule, "exhausting its card", "карту поворачивают")


def test_7_a_card_that_arrived_this_turn_cannot_use_its_exhaust_ability():
    game, river, small, _big = _river(fresh=True)
    refused = refusal(game, f"use {river} {small}")
    assert (refused.rule, refused.key) == ("codex 7", "attack.arrived_this_turn")
    assert_entry_speaks_of(refused.rule, "since the start of the turn", "с начала хода")


def test_7_a_card_without_an_ability_cites_the_card_texts():
    game, river, small, _big = _river(level=2)  # the ability comes at level 3
    refused = refusal(game, f"use {river} {small}")
    assert (refused.rule, refused.key) == ("codex 7", "use.no_ability")
    assert_entry_speaks_of(refused.rule, "ability", "свойство")


def test_p7_attacking_while_exhausted_still_cites_page_7():
    """Only the ability's cost moved to the card texts: attacks stay the seed's."""
    sc = Scenario()
    brother = sc.unit(0, "older_brother", exhausted=True)
    game = sc.game()
    refused = refusal(game, f"attack {brother} base")
    assert (refused.rule, refused.key) == ("codex p.7", "attack.exhausted")
