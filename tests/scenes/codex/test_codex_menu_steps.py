"""A drop with many meanings is asked in steps: Trojan Duck's attack, 4
damage to one of three buildings times the obliterate pick, is a menu of
the buildings and then one of the picks, each step saying what is chosen
so far; the action taken is the engine's own, and Esc takes nothing."""

from __future__ import annotations

import pygame

from scenes.i18n import resolve
from scenes.widgets import Button
from scenes.woodland.overlays import MENU_ROWS, ChoiceMenu, narrowed
from tests.codex.scenario import Scenario, legal
from tests.scenes.codex.steps import drag, open_table, ready, session_of, spot
from tests.scenes.scene_driver import click, press, run_frames


def _duck_table(app, target_code: str = "nimble_fencer"):
    """Trojan Duck against a Finesse player with Tech I and II and three
    tech 0 units (obliterate 2 picks two of the three); a tech I target is
    never obliterated, so each attack is a building and a pick."""
    sc = Scenario(turn=1, specs=("finesse", "bashing")).building(0, "tech1").building(0, "tech2")
    duck = sc.unit(1, "trojan_duck")
    target = sc.unit(0, target_code)
    for code in ("tenderfoot", "older_brother", "timely_messenger"):
        sc.unit(0, code)
    table = open_table(app, session_of(sc.game()))
    ready(app)
    return table, duck, target


def _buttons(menu) -> list[Button]:
    return [w for w in menu.group.widgets if isinstance(w, Button)]


def test_codex_5_trojan_duck_attack_is_asked_building_first_then_the_obliterate_pick(app):
    table, duck, target = _duck_table(app)
    game = table.game
    attacks = [a for a in legal(game, "attack") if a.startswith(f"attack {duck} {target} ")]
    assert len(attacks) > MENU_ROWS  # the case this is for: 3 buildings x the picks
    before = game.state_hash()
    drag(app, spot(table, "unit", duck), spot(table, "unit", target))
    first = app.stack.top
    assert isinstance(first, ChoiceMenu)
    rows = [resolve(b.text) for b in _buttons(first)]
    assert len(rows) == 3 and all("4 damage to" in r for r in rows)
    assert any("Trojan Duck" in line for line in first.note_lines)
    assert game.state_hash() == before
    click(app, _buttons(first)[1].rect.center)
    second = app.stack.top
    assert isinstance(second, ChoiceMenu) and second is not first
    picks = [resolve(b.text) for b in _buttons(second)]
    assert len(picks) == 3 and len(attacks) == 9 and all("obliterates" in p for p in picks)
    assert rows[1] in " ".join(second.note_lines)  # what the first step chose
    click(app, _buttons(second)[0].rect.center)
    run_frames(app, 2)
    taken = str(game.history[-1])
    assert taken in attacks


def test_codex_5_an_obliterate_pick_that_kills_the_target_says_what_is_attacked_then(app):
    table, duck, target = _duck_table(app, "helpful_turtle")  # tech 0: it may be picked
    drag(app, spot(table, "unit", duck), spot(table, "unit", target))
    click(app, _buttons(app.stack.top)[0].rect.center)  # a building
    picks = _buttons(app.stack.top)
    deadly = next(b for b in picks if "Helpful Turtle" in resolve(b.text))
    click(app, deadly.rect.center)
    third = [resolve(b.text) for b in _buttons(app.stack.top)]
    assert len(third) > 1 and all(t.startswith("then attacks ") for t in third)
    assert len(set(third)) == len(third)  # every retarget told apart


def test_esc_in_the_second_step_takes_nothing(app):
    table, duck, target = _duck_table(app)
    game = table.game
    before = game.state_hash()
    drag(app, spot(table, "unit", duck), spot(table, "unit", target))
    click(app, _buttons(app.stack.top)[0].rect.center)
    assert isinstance(app.stack.top, ChoiceMenu)
    press(app, pygame.K_ESCAPE)
    run_frames(app, 2)
    assert not isinstance(app.stack.top, ChoiceMenu) and game.state_hash() == before


def test_narrowed_keeps_a_menu_whose_choices_differ_at_once():
    picks = [(f"Move {n} warriors", lambda: None) for n in range(1, 9)]
    shared, rows = narrowed(picks)
    assert shared == "" and [r[0] for r in rows] == [p[0] for p in picks]
    assert all(r[1] is p[1] and r[2] == [] for r, p in zip(rows, picks, strict=True))


def test_narrowed_groups_by_the_first_part_that_differs():
    a, b, c = (lambda: None), (lambda: None), (lambda: None)
    shared, rows = narrowed([("X · 1 · p", a), ("X · 1 · q", b), ("X · 2 · p", c)])
    assert shared == "X"
    assert rows[0][0] == "1" and rows[0][1] is None and rows[0][2] == [("p", a), ("q", b)]
    assert rows[1] == ("2 · p", c, [])
