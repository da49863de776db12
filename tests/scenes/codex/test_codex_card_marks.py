"""What is laid on cards and buildings leaves their printed parts readable:
"building…" is not drawn over a building's HP, "z z" stays in a unit's
picture (clear of its type line) and never marks an ongoing spell, and an
exhausted card is turned with every mark on it (a hero's level, its numbers)."""

from __future__ import annotations

import dataclasses

import pygame

from scenes.codex import card_art as art
from scenes.codex import view as V
from scenes.codex.snapshot import Building, Snapshot
from tests.codex.scenario import Scenario


def _cards(**state):
    sc = Scenario(turn=1)
    hero = sc.hero(1, level=4, **state)
    unit = sc.unit(1, "older_brother", **state)
    step_a = sc.unit(1, "tenderfoot")
    step = sc.two_step(1, unit, step_a)
    snap = Snapshot.of(sc.game(), 1)
    return snap.card(hero), snap.card(unit), snap.card(step)


def _changed(a: pygame.Surface, b: pygame.Surface) -> list[tuple[int, int]]:
    w, h = a.get_size()
    return [(x, y) for x in range(w) for y in range(h) if a.get_at((x, y)) != b.get_at((x, y))]


def test_asleep_marks_only_the_picture_of_a_unit_and_never_an_ongoing_spell(app):
    _hero, unit, step = _cards()
    fresh_unit = dataclasses.replace(unit, fresh=True)
    window = art.art_window(unit.code)
    changed = _changed(V._unit_face(unit, "en"), V._unit_face(fresh_unit, "en"))
    assert changed and all(window.collidepoint(p) for p in changed)
    fresh_step = dataclasses.replace(step, fresh=True)
    assert not _changed(V._unit_face(step, "en"), V._unit_face(fresh_step, "en"))


def test_an_exhausted_hero_is_turned_with_its_level_and_numbers(app):
    """Turned with the card: its level where the upright card has it, its
    ATK and HP turned too, left of the right edge (a crowded row's next card
    covers that edge)."""
    hero, unit, _step = _cards()
    for card in (hero, unit):
        upright = V._unit_face(dataclasses.replace(card, fighter=False), "en")  # no numbers
        turned = V._unit_face(dataclasses.replace(card, exhausted=True, fighter=False), "en")
        assert not _changed(pygame.transform.rotate(upright, 90), turned), card.code
        numbered = V._unit_face(dataclasses.replace(card, exhausted=True), "en")
        changed = _changed(turned, numbered)
        w = numbered.get_width()
        assert changed and all(x < w - 24 for x, _y in changed), card.code


def test_building_is_drawn_below_the_hp_not_over_it(app):
    rect = pygame.Rect(0, 0, 96, 92)
    built, started = pygame.Surface(rect.size), pygame.Surface(rect.size)
    view = V.CodexView()
    view._building(built, rect, Building("tech1", "built", 0, 5), 0, -1)
    view._building(started, rect, Building("tech1", "started", 0, 5), 0, -1)
    hp_row = pygame.Rect(rect.x + 4, rect.y + 37, rect.w - 8, 24)  # where "5/5" is drawn
    changed = _changed(built, started)
    assert changed and not any(hp_row.collidepoint(p) for p in changed)
