"""A Codex turn played with posted mouse events carrying ``pos``: play a card
from the hand, a refused attack past the Squad Leader (Codex p.7), the attack
on the Squad Leader with armor and damage both ways, patrol, Enter ends the
main phase and the pass screen hides the next hand."""

from __future__ import annotations

import pygame

from game.codex.actions import Action
from scenes.codex.overlays import PassScreen
from scenes.codex.table import CodexTable
from scenes.codex.view import Hit
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import (
    drag,
    last_toast,
    open_table,
    press_key,
    ready,
    session_of,
    spot,
)
from tests.scenes.scene_driver import run_frames


def _scenario():
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    turtle = sc.unit(1, "helpful_turtle", patrol="squad_leader")
    tender = sc.unit(1, "tenderfoot", patrol="elite")
    sc.hand(0, "timely_messenger", "spark").gold(0, 3)
    return sc.game(), brother, turtle, tender


def test_codex_p7_a_turn_by_mouse_play_attack_patrol_end(app):
    game, brother, turtle, _tender = _scenario()
    table = open_table(app, session_of(game))
    ready(app)
    s = game.state
    # play Timely Messenger: drag it from the hand onto the table
    drag(app, spot(table, "card", "timely_messenger"), spot(table, "table", 0))
    messenger = next(i for i in s.play[0] if i != brother)
    assert s.gold[0] == 2 and len(s.hand[0]) == 1
    # attacking the base past the Squad Leader is refused, nothing changes
    before = game.state_hash()
    drag(app, spot(table, "unit", brother), spot(table, "building", 1, "base"))
    message, rule = last_toast(app)
    assert rule == "Codex p.7" and "Squad Leader" in message
    assert game.state_hash() == before
    # the attack on the Squad Leader: armor absorbs 1, the turtle strikes back
    drag(app, spot(table, "unit", brother), spot(table, "unit", turtle))
    assert game.history[-1].verb == "attack"
    assert s.dmg[turtle] == 1 and s.dmg[brother] == 1 and s.exhausted[brother]
    assert any("armor" in line for line in table.log_lines())
    assert table.floaters  # the damage numbers float over the cards
    # an exhausted unit refuses to patrol with the rule
    drag(app, spot(table, "unit", brother), spot(table, "slot", 0, "elite"))
    message, rule = last_toast(app)
    assert rule == "Codex p.7" and "Exhausted" in message
    # the messenger patrols as Elite
    drag(app, spot(table, "unit", messenger), spot(table, "slot", 0, "elite"))
    assert s.patrol[0][1] == messenger
    # Ctrl+Z takes the patrol back, drag again
    press_key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert game.state.patrol[0][1] == -1
    table = app.stack.find(CodexTable)
    drag(app, spot(table, "unit", messenger), spot(table, "slot", 0, "elite"))
    assert game.state.patrol[0][1] == messenger
    # Enter ends the main phase: the patrol locks, the turn passes, hands hide
    press_key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert game.state.turn == 1 and game.state.patrol[0][1] == messenger
    assert isinstance(app.stack.top, PassScreen)
    assert table.snap.hand_visible is False and isinstance(table.snap.side(1).hand, int)
    # the end of the phase committed the turn: the autosave holds it
    from saves import paths
    from saves.store import read_save

    saved = read_save(paths.autosave_path())
    assert saved.mode == "codex" and saved.game["actions"] == game.log
    ready(app)
    assert table.viewer == 1 and isinstance(table.snap.side(1).hand, list)
    assert isinstance(table.snap.side(0).hand, int)  # the other hand stays a count


def test_codex_2_4_a_card_too_dear_is_refused_as_it_drops(app):
    sc = Scenario()
    sc.hand(0, "fruit_ninja").gold(0, 1)
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    before = game.state_hash()
    drag(app, spot(table, "card", "fruit_ninja"), spot(table, "table", 0))
    message, rule = last_toast(app)
    assert rule == "Codex § 2.4" and "3" in message
    assert game.state_hash() == before


def test_codex_2_a_base_destroyed_by_an_attack_ends_the_game_on_screen(app):
    from scenes.codex.overlays import GameOverPanel

    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    sc.base_damage(1, 18)
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    drag(app, spot(table, "unit", brother), spot(table, "building", 1, "base"))
    assert game.is_over and game.winner == 0
    assert isinstance(app.stack.top, GameOverPanel)
    assert any("base" in line.lower() or "Base" in line for line in table.log_lines())


def test_tooltips_give_card_text_keyword_reminders_and_slot_bonuses(app):
    from scenes.codex.view import Hit
    from tests.scenes.scene_driver import hover

    sc = Scenario()
    messenger = sc.unit(0, "timely_messenger", fresh=True)
    sc.unit(1, "helpful_turtle", patrol="squad_leader")
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    tip = table.tooltip_for(Hit("unit", (messenger,)))
    assert "Timely Messenger" in tip and "Haste" in tip and "arrives" in tip
    slot = table.tooltip_for(Hit("slot", (1, "squad_leader")))
    assert "Squad Leader" in slot and "+1 armor" in slot and "Codex p.7" in slot
    hover(app, spot(table, "unit", messenger))
    run_frames(app, 40)
    assert table.hover == Hit("unit", (messenger,)) and table.hover_time > 0.45


def test_exhausted_cards_lie_turned(app):
    sc = Scenario()
    tired = sc.unit(0, "older_brother", exhausted=True)
    ready_one = sc.unit(0, "tenderfoot")
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    r_tired = table.view.unit_rect(tired)
    r_ready = table.view.unit_rect(ready_one)
    assert r_tired.w > r_tired.h and r_ready.h > r_ready.w


def test_hire_summon_level_build_and_a_targeted_spell_by_mouse(app):
    from tests.scenes.scene_driver import click

    sc = Scenario()
    enemy = sc.unit(1, "older_brother", patrol="elite")
    sc.hand(0, "spark", "tenderfoot").gold(0, 9).workers(0, 6)
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    s = game.state
    # hire: a hand card onto the workers (1 gold)
    drag(app, spot(table, "card", "tenderfoot"), spot(table, "workers", 0))
    assert game.history[-1] == Action("worker", ("tenderfoot",))
    assert game.state.workers_of(0) == 7 and game.state.gold[0] == 8
    # a second hire the same turn is refused with the rule
    drag(app, spot(table, "card", "spark"), spot(table, "workers", 0))
    assert last_toast(app)[1] == "Codex § 2.4"
    # summon, then level the hero: clicks on the hero's panel
    click(app, spot(table, "hero", 0))
    assert game.history[-1] == Action("summon") and game.state.gold[0] == 6
    click(app, spot(table, "hero", 0))
    assert game.history[-1] == Action("level")
    # Spark is a drop on its target, the enemy patroller
    drag(app, spot(table, "card", "spark"), spot(table, "unit", enemy))
    assert game.history[-1] == Action("play", ("spark", enemy))
    assert game.state.dmg[enemy] == 1
    # build from the panel: Tech I (6 workers, 1 gold)
    click(app, spot(table, "build", "tech1"))
    assert game.history[-1] == Action("build", ("tech1",))
    # Tech II needs 8 workers: refused with the rule, nothing changes
    before = game.state_hash()
    click(app, spot(table, "build", "tech2"))
    assert last_toast(app)[1] == "Codex § 3" and game.state_hash() == before
    assert s is not None


def test_the_tech_overlay_takes_the_picked_codex_cards(app):
    from tests.scenes.codex.steps import at_tech_step
    from tests.scenes.scene_driver import click

    table = at_tech_step(app)
    game = table.game
    overlay = app.stack.top
    codex_before = len(game.state.codex[game.state.turn])
    first, second = overlay.cells[0], overlay.cells[4]
    click(app, first[0].center)
    assert not overlay.take_button.enabled or overlay.chosen() is None
    click(app, second[0].center)
    assert overlay.chosen() is not None
    click(app, overlay.take_button.rect.center)
    run_frames(app, 2)
    assert game.state.phase == "main" and app.stack.top is table
    assert game.history[-1].verb == "tech"
    assert sorted(game.history[-1].args) == sorted((first[1], second[1]))
    assert len(game.state.codex[game.state.turn]) == codex_before - 2


def test_the_action_list_offers_every_legal_action_and_takes_one_by_keyboard(app):
    from scenes.woodland.overlays import ActionList
    from tests.scenes.scene_driver import click_button

    game, _brother, _turtle, _tender = _scenario()
    table = open_table(app, session_of(game))
    ready(app)
    click_button(app, "All actions…")
    listing = app.stack.top
    assert isinstance(listing, ActionList)
    offered = sorted(str(a) for a in table.listed)
    assert len(listing.list.rows) == len(table.listed)
    assert offered == sorted(str(a) for a in game.legal_actions() if a.verb != "tech")
    first = table.listed[0]
    press_key(app, pygame.K_RETURN)
    assert game.history[-1] == first and app.stack.top is table


def test_log_lines_are_said_again_in_the_new_language(app):
    game, brother, turtle, _tender = _scenario()
    table = open_table(app, session_of(game))
    ready(app)
    drag(app, spot(table, "unit", brother), spot(table, "unit", turtle))
    english = table.log_lines()
    assert any("attacks" in line for line in english)
    app.set_language("ru")
    run_frames(app, 2)
    russian = table.log_lines()
    assert len(russian) == len(english) and russian != english
    assert any("атакует" in line for line in russian)


def test_a_card_that_dies_fades_where_it_stood_under_its_damage(app):
    """The dead card's ghost, its damage and its "dies" stay on its old
    spot, and the row keeps that spot empty until they are gone (see
    test_codex_death_marks.py): no card slides in under them."""
    sc = Scenario()
    brother = sc.unit(0, "older_brother")  # 2/2
    first = sc.unit(1, "tenderfoot")  # 1/2, dies to the blow
    sc.unit(1, "helpful_turtle")  # slides into the tenderfoot's place
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    where = table.view.rect_of(Hit("unit", (first,))).copy()
    drag(app, spot(table, "unit", brother), spot(table, "unit", first))
    assert game.state.ctrl[first] == -1
    assert [g.rect.center for g in table.ghosts] == [where.center]
    assert any(f.text == "-2" and f.pos == where.center for f in table.floaters)
    run_frames(app, 150)  # "dies" rises from 0.55 s to 2.15 s
    assert not table.ghosts
