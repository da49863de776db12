"""A building's name in its slot on the table stays readable in both
languages: one line down to 14 points, else two lines (Технология / III),
never one line shrunk to 11 points (7 pixels at 1280x720) nor cut with "…";
and the two lines end above the HP row."""

from __future__ import annotations

import pygame
import pytest

from scenes import i18n, theme
from scenes.codex import view as V
from scenes.codex.snapshot import Building
from scenes.codex.words import building_name

WORDS = ("base", "tech1", "tech2", "tech3", "tower", "surplus")
SLOT = pygame.Rect(0, 0, 96, 92)  # a building's slot (CodexView._side)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_building_name_is_set_at_thirteen_points_or_more(app, lang):
    i18n.set_language(lang)
    names = [building_name(w) for w in WORDS] + [i18n._("Add-on")]
    for name in names:
        size, lines = V.building_title(name, SLOT.w - 8)
        assert size >= 13 and 1 <= len(lines) <= 2, (name, size, lines)
        assert " ".join(lines) == name, "all of it"
        assert all(theme.font(size, "bold").size(line)[0] <= SLOT.w - 8 for line in lines)


def test_tech_iii_in_russian_takes_two_lines_above_the_hp_row(app, monkeypatch):
    i18n.set_language("ru")
    size, lines = V.building_title(building_name("tech3"), SLOT.w - 8)
    assert lines == ["Технология", "III"] and size >= 13
    step = theme.font(size, "bold").get_linesize() - 4
    bottom = SLOT.y + 1 + step * (len(lines) - 1) + theme.font(size, "bold").get_height()
    hp_row, _status = V.building_rows(SLOT)
    assert bottom <= hp_row.top + 1
    cut: list[str] = []
    real = theme.ellipsized

    def spy(content: str, *args, **kwargs) -> str:
        out = real(content, *args, **kwargs)
        if out != content:
            cut.append(content)
        return out

    monkeypatch.setattr(theme, "ellipsized", spy)
    V.CodexView()._building(pygame.Surface(SLOT.size), SLOT, Building("tech3", "built", 0, 5),
                            0, -1)
    assert not cut
