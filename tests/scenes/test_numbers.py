"""Numbers with a fraction are written as each language writes them: English
"2.2 s", Russian "2,2 с" (a decimal comma), wherever the UI shows one."""

from __future__ import annotations

import pytest

from scenes import i18n
from scenes.i18n import decimal
from scenes.seats import level_tooltip


@pytest.fixture
def language():
    """Switch the language for a test and back to English after it."""
    yield i18n.set_language
    i18n.set_language("en")


def test_english_writes_a_decimal_point_and_russian_a_decimal_comma(language):
    language("en")
    assert (decimal(2.2), decimal(0.15), decimal(1.0), decimal(0.5, 2)) \
        == ("2.2", "0.15", "1", "0.50")
    language("ru")
    assert (decimal(2.2), decimal(0.15), decimal(1.0), decimal(0.5, 2)) \
        == ("2,2", "0,15", "1", "0,50")


def test_the_level_tooltips_write_their_seconds_in_the_current_language(language):
    language("en")
    assert "2.2 s" in level_tooltip("hard") and "200 lines of play" in level_tooltip("easy")
    language("ru")
    hard, easy = level_tooltip("hard"), level_tooltip("easy")
    assert "2,2 с" in hard and "200 вариантов" in easy
    assert "2.2" not in hard


def test_the_animation_speeds_in_settings_follow_the_language(app):
    from scenes.settings_scene import SettingsScene
    from scenes.widgets import OptionRow, resolve

    scene = app.stack.push(SettingsScene(app))
    row = next(w for w in scene.group.widgets
               if isinstance(w, OptionRow) and resolve(w.caption) == "Animation speed")
    shown = {value: resolve(label) for value, label in row.choices}
    fraction = next(v for v in shown if v != int(v))  # a speed such as 0.5 or 1.5
    assert shown[fraction] == f"{fraction}×"
    app.set_language("ru")
    shown = {value: resolve(label) for value, label in row.choices}
    assert shown[fraction] == f"{fraction}×".replace(".", ",")
