"""Every Codex card's hand face shows all of its words, in English and in
Russian: its name, type line, keywords and whole rules text, none cut short
with "…" (Russian texts run a third longer: Похититель кирпичей, Знаменосец
Гранфаллона and Заботливая черепаха ended in "…" on the hand). A long text
takes room from the picture before its type gets small; the tooltip keeps
the text too."""

from __future__ import annotations

import pytest

from game.codex.cards import CARDS
from scenes import i18n, theme
from scenes.codex import card_art


@pytest.fixture
def shortened(monkeypatch):
    """Every text the card faces drawn meanwhile shortened with "…" (the
    one way :mod:`scenes.theme` cuts a line: ``fitted`` and the rules text
    both go through ``ellipsized``; the rules text hands it its last line
    with the "…" already on)."""
    cut: list[str] = []
    real = theme.ellipsized

    def spy(content: str, *args, **kwargs) -> str:
        out = real(content, *args, **kwargs)
        if out != content or out.endswith("…"):
            cut.append(content)
        return out

    monkeypatch.setattr(theme, "ellipsized", spy)
    card_art._face.cache_clear()
    yield cut
    card_art._face.cache_clear()  # no face drawn with the spy outlives the test


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_words_on_a_hand_card_are_cut_short(app, lang, shortened):
    i18n.set_language(lang)
    for card in CARDS:
        card_art.card_face(card.code, card_art.HAND_SIZE, text=True)
    assert not shortened, f"cut short on the hand cards: {shortened}"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_hand_card_text_is_set_no_smaller_than_twelve_points(app, lang, monkeypatch):
    """The picture gives up room before the type shrinks below 12 points
    (8 pixels at 1280x720; the 9 points some Russian texts were set in
    came out at 6), and never more than it has above its smallest."""
    i18n.set_language(lang)
    chosen: dict[str, tuple[int, int, int]] = {}
    real = card_art.rules_layout

    def spy(text: str, width: int, room: int, spare: int, largest: int):
        size, lines, give = real(text, width, room, spare, largest)
        chosen[text] = (size, give, spare)
        return size, lines, give

    monkeypatch.setattr(card_art, "rules_layout", spy)
    card_art._face.cache_clear()
    try:
        for card in CARDS:
            card_art.card_face(card.code, card_art.HAND_SIZE, text=True)
    finally:
        card_art._face.cache_clear()
    assert len(chosen) == len({i18n._(c.text) for c in CARDS if c.text})
    small = {text[:40]: size for text, (size, _give, _spare) in chosen.items() if size < 12}
    assert not small, small
    assert all(0 <= give <= spare for _size, give, spare in chosen.values())


def test_a_long_text_takes_room_from_the_picture_first(app):
    """Text that fits only smaller takes the picture's room at one point
    less than the largest, and none of it while it fits whole."""
    text = "word " * 60
    size, lines, give = card_art.rules_layout(text, 170, 40, 200, 13)
    assert size == 12 and give > 0
    need = (theme.font(12).get_linesize() - 2) * len(lines) + 2
    assert need <= 40 + give
    assert card_art.rules_layout("short", 170, 40, 200, 13) == (13, ["short"], 0)
