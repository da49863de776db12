"""Engine refusals and card texts reach the player in English and Russian."""

from __future__ import annotations

import pytest

from game.woodland.cards import CARDS
from game.woodland.errors import IllegalAction
from game.woodland.messages import MESSAGES
from scenes import i18n
from scenes.rules_text import card_name, card_text, message, refusal


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


def test_4_2_1_refusal_reads_in_english_with_its_rule_number():
    error = IllegalAction("4.2.1", "move.must_rule", origin=3, destination=7)
    assert refusal(error) == ("4.2.1", "You must rule the origin (3) or the destination (7).")


def test_4_2_1_refusal_reads_in_russian(russian):
    rule, text = refusal(IllegalAction("4.2.1", "move.must_rule", origin=3, destination=7))
    assert rule == "4.2.1"
    assert "3" in text and "7" in text
    assert "править" in text.lower()


def test_card_and_suit_parameters_are_translated_too(russian):
    text = message("battle.ambush_suit", {"suit": "fox", "clearing": 5})
    assert "fox" not in text and "5" in text
    assert card_name("ambush_bird") != "Ambush!"


def test_4_1_1_a_cost_and_the_pieces_left_read_as_suit_names(russian):
    text = message("craft.cannot_pay", {"card": "anvil", "cost_suits": ("fox", "any"),
                                        "have_suits": ("rabbit", "mouse")})
    assert "лиса, любая масть" in text and "заяц, мышь" in text


def test_every_engine_message_renders_in_both_languages_with_its_parameters():
    sample = {"card": "armorers", "suit": "mouse", "clearing": 4, "origin": 1,
              "destination": 2, "count": 3, "have": 1, "need": 2, "cost": 3, "item": "tea",
              "leader": "despot", "building": "sawmill", "piece": "roost",
              "column": "battle", "player": "eyrie", "step": "daylight", "action": "end",
              "verb": "move", "text": "move x", "params": "?", "side": "defender",
              "problem": "line 3: bad token", "cost_suits": ("fox", "any"),
              "have_suits": ("rabbit",), "card_suit": "fox"}
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        try:
            for key in MESSAGES:
                text = message(key, sample)
                assert "{" not in text, (lang, key, text)
        finally:
            i18n.set_language("en")


def test_every_card_has_a_name_and_text_in_russian(russian):
    for card in CARDS:
        assert card_name(card.code), card.code
        text = card_text(card.code)
        assert text and "{" not in text, card.code
        assert not any(ch in "abcdefghijklmnopqrstuvwxyz" for ch in text.lower()), \
            (card.code, text)


def test_7_5_2_wrong_column_names_both_columns_in_russian(russian):
    text = message("decree.wrong_column", {"column": "move", "action": "battle"})
    assert "move" not in text and "battle" not in text


def test_1_4_a_refusal_names_the_action_in_words_not_notation():
    from scenes.woodland.words import refusal_words

    rule, text = refusal_words(IllegalAction("1.4", "march.unfinished",
                                             action="build workshop 1"))
    assert rule == "1.4"
    assert "Build a workshop in clearing 1" in text and "build workshop 1" not in text
    _rule, text = refusal_words(IllegalAction("1.4", "action.not_now", action="not an action",
                                              step="x"))
    assert text.startswith("'not an action'")
