"""Every Codex card's name shows whole on a card in play, in English and in
Russian: on two lines at most, a word too long for the card split with a
hyphen (Своевремен-ный) rather than cut short with "…"."""

from __future__ import annotations

import pytest

from game.codex.cards import CARDS
from scenes import i18n
from scenes.codex import card_art
from tests.scenes.spy import first_arguments


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_card_name_is_whole_on_a_card_in_play(app, lang, monkeypatch):
    i18n.set_language(lang)
    cut = first_arguments(monkeypatch, card_art, "_fit")
    card_art._face.cache_clear()
    for card in CARDS:
        card_art.card_face(card.code, card_art.PLAY_SIZE)
    card_art._face.cache_clear()  # no face drawn with the spy outlives the test
    names = {i18n._(card.name) for card in CARDS}
    assert not sorted(text for text in cut if text in names), "names cut short"
