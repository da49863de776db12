"""A Decree card's chip says its whole name, in either language, with the
red "!" of a card that cannot be resolved or without it: play-testing found
«Преданный мин…» for a Loyal Vizier beside the "!" (the card chips already
took two small lines rather than cut a name; the Vizier's did not)."""

from __future__ import annotations

import pytest

from game.woodland.cards import CARDS
from scenes import i18n, theme
from scenes.rules_text import card_name
from scenes.woodland import card_art
from scenes.woodland import layout as L
from tests.scenes.spy import first_arguments

#: A Decree column's chip width, as scenes/woodland/boards.py lays it out.
CHIP_W = (L.EYRIE_BOARD.w - 36 - 3 * 10) // 4 - 10


def drawn_words(make, monkeypatch) -> list[str]:
    """The strings a chip sets in type as it is made (its caches cleared)."""
    card_art.forget()
    with monkeypatch.context() as patch:
        seen = first_arguments(patch, theme, "text")
        make()
    return [s for s in seen if s != "!"]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("warn", [False, True], ids=["plain", "marked"])
def test_7_4_every_decree_chip_shows_the_whole_name(app, monkeypatch, lang, warn):
    i18n.set_language(lang)
    chips = [(card_name(card.code), lambda c=card.code: card_art.card_chip(c, CHIP_W, warn=warn))
             for card in CARDS]
    chips.append((i18n._("Loyal Vizier"), lambda: card_art.vizier_chip(CHIP_W, warn)))
    for name, make in chips:
        words = drawn_words(make, monkeypatch)
        assert words and not any("…" in w for w in words), (name, words)
        assert " ".join(words).replace("- ", "").replace("-", "") == name.replace("-", ""), \
            (name, words)
