"""Card names stay readable in the hand: a long word is split with a hyphen
rather than shrunk, and a card overlapped by the next one sets its name in
the part that shows."""

from __future__ import annotations

import pytest

from game.woodland.cards import CARDS
from scenes import i18n, theme
from scenes.mapview import autumn_map
from scenes.rules_text import card_name
from scenes.woodland.card_art import CARD_SIZE, card_face, name_block
from scenes.woodland.text_fit import split_word
from scenes.woodland.view import TableView

HAND = ["codebreakers", "foxfolk_steel", "burrow_bank", "command_warren", "investments",
        "cobbler", "protection_racket"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_card_name_keeps_readable_type_on_a_whole_card(app, lang):
    """Readable type, every word, and above what the card gives: a third
    line of «Тропа контрабан-диста» ran under the bag (play-testing)."""
    i18n.set_language(lang)
    for card in CARDS:
        top, size, lines, step, below = name_block(card.code, CARD_SIZE, CARD_SIZE[0])
        assert size >= 13 if len(lines) < 3 else size >= 15, (card.code, size, lines)
        assert top + step * len(lines) <= below, (card.code, lines)
        joined = "".join(line if line.endswith("-") else line + " " for line in lines)
        assert joined.replace("-", "").split() == \
            card_name(card.code).replace("-", "").split()  # nothing lost


def test_a_long_russian_word_is_split_with_a_hyphen(app):
    pieces = split_word("Дешифровщики", 17, 110)
    assert len(pieces) == 2 and pieces[0].endswith("-")
    assert pieces[0][:-1] + pieces[1] == "Дешифровщики"
    assert all(theme.font(17, "bold").size(p)[0] <= 110 for p in pieces)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_overlapped_card_draws_its_name_only_where_it_shows(app, lang):
    i18n.set_language(lang)
    slots = TableView(autumn_map()).hand_slots(len(HAND))
    shown = slots[1].x - slots[0].x
    assert shown < CARD_SIZE[0]  # seven cards do overlap
    band = max(30, CARD_SIZE[1] // 5)
    for code in HAND:
        face = card_face(code, shown=shown)
        for y in range(band + 4, band + 4 + 3 * 24):
            for x in range(shown - 3, CARD_SIZE[0] - 4):
                r, g, b, _a = face.get_at((x, y))
                assert r + g + b > 300, f"{code}: ink at ({x}, {y}) under the next card"
