""""Suggest a move" (H) never covers what it suggests: its box of why goes
where it covers neither the suggested source nor its target nor the arrow
between them. On the Codex table it was drawn at one fixed place, over the
very Iron Man it suggested putting in the Squad Leader slot (a play-test at
1280x720)."""

from __future__ import annotations

import pygame
import pytest

from game.codex.actions import Action
from scenes import i18n
from scenes.codex.overlays import PassScreen
from scenes.codex.view import BAND, INFO_H, INFO_Y, TABLE_W
from scenes.table_shell import Hint, clear_place
from tests.codex.scenario import Scenario, random_positions
from tests.scenes.codex.steps import open_table, ready, session_of
from tests.scenes.scene_driver import run_frames


def _iron_man_to_the_squad_leader(app):
    """The play-test's table: the hint suggests Iron Man for the Squad Leader slot."""
    sc = Scenario()
    sc.unit(0, "tenderfoot")
    iron_man = sc.unit(0, "iron_man")
    sc.unit(0, "older_brother")
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    action = Action.parse(f"patrol {iron_man} squad_leader")
    assert action in game.legal_actions()
    table.hint = Hint(table.seats.decision(game), action=action, chance=0.2)
    return table


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hint_box_covers_neither_the_suggested_card_nor_its_slot(app, lang):
    i18n.set_language(lang)
    table = _iron_man_to_the_squad_leader(app)
    run_frames(app, 2)
    assert table.hint is not None, "the hint stays up"
    rects = table.hint_rects()
    assert len(rects) == 2, "the card and the slot glow"
    text = table.hint_text()
    box = table.hint_box(text, rects)
    fixed = pygame.Rect(box)
    fixed.midtop = table.hint_anchor()
    assert any(fixed.colliderect(r) for r in rects), \
        "this case is the play-test's: at the fixed place the box covers the card"
    for r in rects:
        assert not box.colliderect(r.inflate(14, 14)), (box, r)  # nor their glow
    assert not box.clipline(rects[0].center, rects[1].center), "nor the arrow"
    assert table.hint_area().contains(box), "on the card table, off the buttons and the log"


#: What a player reads while reading a hint: the turn bar between the sides
#: (whose turn, which phase) and both rows of counters.
READOUTS = (BAND, *(pygame.Rect(8, y, TABLE_W - 8, INFO_H) for y in INFO_Y.values()))


@pytest.mark.parametrize("size", [(1280, 720), (320, 320)])  # the play-test's, the smallest
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hint_box_never_covers_the_turn_bar_or_the_counters(app, lang, size):
    """A hint to play a card glows the whole "In play" area under the bar, and
    its box, moved off that glow, went up over the turn bar (a play-test at
    1280x720, in Russian). Every legal move's hint, in games of every stage."""
    i18n.set_language(lang)
    app.set_window_size(size)
    checked = 0
    for game in random_positions(range(2), every=6, turn_cap=24):
        table = open_table(app, session_of(game))
        if isinstance(app.stack.top, PassScreen):
            ready(app)
        for action in game.legal_actions():
            table.hint = Hint(table.seats.decision(game), action=action, chance=0.31,
                              runner_up=0.28)
            box = table.hint_box(table.hint_text(), table.hint_rects())
            covered = [r for r in READOUTS if box.colliderect(r)]
            assert not covered, (str(action), box, covered)
            checked += 1
        table.hint = None
        app.stack.pop()
    assert checked > 100


def test_a_box_clear_where_it_is_asked_for_stays_there():
    box = clear_place(pygame.Rect(0, 0, 200, 60), (500, 100), pygame.Rect(0, 0, 1000, 800),
                      [pygame.Rect(0, 600, 50, 50)])
    assert box.midtop == (500, 100)


def test_a_box_over_a_thing_to_keep_clear_moves_to_the_nearest_clear_place():
    thing = pygame.Rect(450, 120, 100, 100)
    box = clear_place(pygame.Rect(0, 0, 200, 60), (500, 100), pygame.Rect(0, 0, 1000, 800),
                      [thing])
    assert not box.colliderect(thing)
    assert abs(box.centerx - 500) + abs(box.y - 100) <= 200, "near where it was asked for"


def test_with_no_clear_place_the_box_covers_the_least():
    """Two things 20 pixels apart, a box 60 high: it sits over the gap."""
    area = pygame.Rect(0, 0, 300, 200)
    above, below = pygame.Rect(0, 0, 300, 90), pygame.Rect(0, 110, 300, 90)
    box = clear_place(pygame.Rect(0, 0, 300, 60), (150, 0), area, [above, below], grid=10)
    covered = sum(box.clip(r).w * box.clip(r).h for r in (above, below))
    assert covered == 300 * 40 and box.colliderect(pygame.Rect(0, 90, 300, 20))


def test_a_card_name_inside_the_russian_hint_takes_inner_quotes(app):
    i18n.set_language("ru")
    text = _iron_man_to_the_squad_leader(app).hint_text()
    assert "««" not in text and "»»" not in text, text
    assert "„" in text and "«" in text, text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hint_box_keeps_off_the_cards_in_play_while_the_table_has_room(app, lang):
    """A play-test at 1280x720: the box for "play Brick Thief" lay over the
    player's own units in play while the opponent's "In play" area stood
    empty. Every legal move's hint here covers no card in play or in hand."""
    i18n.set_language(lang)
    sc = Scenario()
    for code in ("older_brother", "tenderfoot", "iron_man"):
        sc.unit(0, code)
    sc.hand(0, "brick_thief", "helpful_turtle", "timely_messenger", "wither")
    sc.gold(0, 6)
    game = sc.game()
    table = open_table(app, session_of(game))
    if isinstance(app.stack.top, PassScreen):
        ready(app)
    run_frames(app, 2)
    cards = [r for hit, r in table.view.rects.items() if hit.kind in ("unit", "card")]
    assert len(cards) >= 7
    for action in game.legal_actions():
        table.hint = Hint(table.seats.decision(game), action=action, chance=0.31,
                          runner_up=0.29)
        rects = table.hint_rects()
        box = table.hint_box(table.hint_text(), rects)
        covered = [r for r in cards if box.colliderect(r) and r not in rects]
        assert not covered, (str(action), box, covered)
