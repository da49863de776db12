"""Choices on the Root table that a play-test found hard to use: discard
buttons that moved under the pointer, and Tax Collector with no visible way
to use it. Driven by posted mouse events; asserted on the engine's state."""

from __future__ import annotations

import pygame

from scenes.woodland.snapshot import Hit, TableSnapshot
from scenes.woodland.tooltips import tooltip_for
from tests.scenes.scene_driver import click, run_frames
from tests.scenes.woodland.table_steps import (
    centre,
    click_choice,
    drag,
    last_toast,
    open_table,
    press_key,
    ready,
    session_at,
    spot,
)
from tests.scenes.woodland.test_table_play import preset_session

LONG_NAMES = ["codebreakers", "foxfolk_steel", "burrow_bank", "command_warren", "investments",
              "cobbler"]


def _hand_of(pos: dict, codes: list[str]) -> dict:
    pool = pos["hands"]["marquise"] + pos["deck"]
    for code in codes:
        pool.remove(code)
    pos["hands"]["marquise"] = list(codes)
    pos["deck"] = pool
    return pos


def _discarding_table(app):
    """Six cards in hand and Daylight ended: Evening's draw makes seven."""
    table = open_table(app, session_at(_hand_of(preset_session().game.to_position(),
                                                LONG_NAMES)))
    ready(app)
    press_key(app, pygame.K_RETURN)
    assert table.game.to_position()["step"] == "discard"
    return table


def _buttons(table) -> dict[str, tuple[pygame.Rect, int]]:
    return {str(b.action): (b.rect.copy(), b.size) for b in table.choice_buttons}


def test_6_6_a_discard_leaves_the_other_buttons_where_they_were(app):
    table = _discarding_table(app)
    game = table.game
    before = _buttons(table)
    assert len(before) == 7
    second = table.choice_buttons[1]
    gone = str(second.action)
    click(app, second.rect.center)
    run_frames(app, 2)
    pos = game.to_position()
    assert pos["discard"][-1] == second.action.args[0]
    assert len(pos["hands"]["marquise"]) == 6 and pos["step"] == "discard"
    after = _buttons(table)
    assert set(after) == set(before) - {gone}
    for action, (rect, _size) in after.items():
        assert rect == before[action][0], f"{action} moved"
    # The spot just clicked is empty now: a second click there discards nothing.
    click(app, second.rect.center)
    run_frames(app, 2)
    assert len(game.to_position()["hands"]["marquise"]) == 6


def test_6_6_discard_buttons_share_one_type_size_and_follow_the_hand(app):
    table = _discarding_table(app)
    sizes = {b.size for b in table.choice_buttons}
    assert len(sizes) == 1 and sizes.pop() >= 16
    hand = table.game.to_position()["hands"]["marquise"]
    by_place = sorted(table.choice_buttons, key=lambda b: (b.rect.y, b.rect.x))
    assert [b.action.args[0] for b in by_place] == sorted(
        {code for code in hand}, key=hand.index)


def _tax_table(app):
    pos = preset_session().game.to_position()
    pos["crafted"]["marquise"] = ["tax_collector"]
    pos["deck"].remove("tax_collector")
    table = open_table(app, session_at(pos))
    ready(app)
    return table


def _tax_clearings(game) -> set[int]:
    return {a.args[0] for a in game.legal_actions() if a.verb == "tax"}


def test_4_1_3_tax_collector_glows_and_a_click_lights_the_engines_clearings(app):
    table = _tax_table(app)
    game = table.game
    assert Hit("crafted", ("tax_collector", "marquise")) in table.highlights().areas
    click(app, spot(table, "crafted", "tax_collector"))
    run_frames(app, 2)
    message, rule = last_toast(app)
    assert rule == "4.1.3" and "lit clearings" in message
    lit = set(table.highlights().clearings)
    assert lit == _tax_clearings(game) and lit
    hand = len(game.to_position()["hands"]["marquise"])
    warriors = game.to_position()["clearings"][0]["marquise_warriors"]
    click(app, centre(table, 1))
    run_frames(app, 2)
    pos = game.to_position()
    assert pos["turn_state"]["used_tax_collector"]
    assert pos["clearings"][0]["marquise_warriors"] == warriors - 1
    assert len(pos["hands"]["marquise"]) == hand + 1


def test_4_1_3_tax_collector_still_works_by_dragging_it(app):
    table = _tax_table(app)
    drag(app, spot(table, "crafted", "tax_collector"), centre(table, 5))
    assert table.game.to_position()["turn_state"]["used_tax_collector"]


def test_4_1_3_a_lifted_tax_collector_goes_back_with_escape(app):
    table = _tax_table(app)
    before = table.game.to_json()
    click(app, spot(table, "crafted", "tax_collector"))
    press_key(app, pygame.K_ESCAPE)
    assert table.drag is None and table.game.to_json() == before


def test_4_1_3_a_click_on_a_used_crafted_card_says_why_not(app):
    table = _tax_table(app)
    game = table.game
    drag(app, spot(table, "crafted", "tax_collector"), centre(table, 5))
    click_choice(app, table, "pass")  # Field Hospitals for the warrior taxed (6.2.3): no
    before = game.to_json()
    assert Hit("crafted", ("tax_collector", "marquise")) not in table.highlights().areas
    click(app, spot(table, "crafted", "tax_collector"))
    run_frames(app, 2)
    message, rule = last_toast(app)
    assert rule == "4.1.3" and "already" in message
    assert table.drag is None and game.to_json() == before


def test_4_1_3_crafted_card_tooltips_say_how_they_are_used(app):
    pos = preset_session().game.to_position()
    pos["crafted"]["marquise"] = ["tax_collector", "codebreakers", "cobbler"]
    for code in pos["crafted"]["marquise"]:
        pos["deck"].remove(code)
    snap = TableSnapshot.of(session_at(pos).game, "marquise")
    tax = tooltip_for(Hit("crafted", ("tax_collector", "marquise")), snap)
    assert "clearings that light up" in tax and "drag" in tax
    assert "when it glows" in tooltip_for(Hit("crafted", ("codebreakers", "marquise")), snap)
    cobbler = tooltip_for(Hit("crafted", ("cobbler", "marquise")), snap)
    assert "To use it" not in cobbler  # it is offered by itself at the start of Evening
    other = TableSnapshot.of(session_at(pos).game, "eyrie")
    assert "To use it" not in tooltip_for(Hit("crafted", ("tax_collector", "marquise")), other)


def _facing_table(app):
    """Marquise warriors beside the Eyrie's in clearing 3 (the roost's)."""
    pos = preset_session().game.to_position()
    pos["clearings"][2]["marquise_warriors"] = 2
    table = open_table(app, session_at(pos))
    ready(app)
    return table


def _beside(table, rect: pygame.Rect, c: int) -> tuple[int, int]:
    """A point a few pixels off ``rect`` on bare ground of clearing ``c``."""
    for x, y in ((rect.right + 8, rect.centery), (rect.centerx, rect.bottom + 8),
                 (rect.centerx, rect.top - 8), (rect.left - 8, rect.centery)):
        hit = table.view.hit_at((x, y))
        if hit is not None and hit.kind == "clearing" and hit.key == (c,):
            return x, y
    raise AssertionError("no bare ground beside the stack")


def test_4_3_a_drop_a_few_pixels_off_the_enemy_stack_is_the_battle(app):
    table = _facing_table(app)
    mine = table.view.rect_of(Hit("warriors", (3, "marquise")))
    theirs = table.view.rect_of(Hit("warriors", (3, "eyrie")))
    target = _beside(table, theirs, 3)
    assert not mine.collidepoint(target)
    drag(app, mine.center, target)
    pos = table.game.to_position()
    assert pos["battle"] is not None and pos["battle"]["clearing"] == 3


def test_4_3_dropped_back_on_its_own_place_cancels_and_says_how_to_battle(app):
    table = _facing_table(app)
    before = table.game.to_json()
    mine = table.view.rect_of(Hit("warriors", (3, "marquise")))
    drag(app, mine.center, (mine.centerx - 12, mine.centery + 4))
    assert table.game.to_json() == before  # no battle: dice cannot be taken back
    message, rule = last_toast(app)
    assert rule == "4.3" and "To battle in clearing 3" in message


def test_4_3_no_battle_hint_where_no_battle_is_possible(app):
    table = open_table(app, preset_session())
    ready(app)
    mine = table.view.rect_of(Hit("warriors", (1, "marquise")))
    drag(app, mine.center, (mine.centerx - 10, mine.centery))
    assert not [t for t in app.toasts.toasts if "To battle" in t.message]


def test_the_log_grows_over_the_boards_and_back_and_covers_what_lies_beneath(app):
    table = open_table(app, preset_session())
    ready(app)
    short = table.log.visible_lines
    click(app, table.log_toggle_rect().center)
    run_frames(app, 2)
    assert table.log_tall and table.log.visible_lines >= 2 * short
    # The Marquise board lies under the tall log: a press there picks nothing up.
    before = table.game.to_json()
    drag(app, spot(table, "track", "workshop"), centre(table, 10))
    assert table.game.to_json() == before
    press_key(app, pygame.K_l)
    assert not table.log_tall and table.log.visible_lines == short
    drag(app, spot(table, "track", "workshop"), centre(table, 10))
    assert table.game.to_position()["clearings"][9]["workshops"] == 1


def test_4_1_a_clicked_hand_card_is_held_and_played_where_it_glows(app):
    session = preset_session()
    game = session.game
    table = open_table(app, session)
    ready(app)
    click(app, spot(table, "card", 0, "sappers"))
    run_frames(app, 2)
    message, _rule = last_toast(app)
    assert "Sappers" in message and "glows" in message
    assert table.drag is not None and table.drag.sticky
    assert Hit("crafting", ("marquise",)) in table.highlights().areas
    click(app, spot(table, "crafting", "marquise"))
    run_frames(app, 2)
    assert game.to_position()["crafted"]["marquise"] == ["sappers"]


def test_4_1_a_held_hand_card_goes_back_with_escape(app):
    session = preset_session()
    table = open_table(app, session)
    ready(app)
    before = table.game.to_json()
    click(app, spot(table, "card", 0, "sappers"))
    press_key(app, pygame.K_ESCAPE)
    assert table.drag is None and table.game.to_json() == before


def test_6_5_4_the_how_to_toast_leaves_the_lit_clearings_in_sight(app):
    """Play-testing: "click one of the lit clearings" lay over the top row of
    clearings, the very ones lit. With lit clearings in the top row only,
    the toast goes to the map's foot and covers none of them."""
    from scenes.mapview import autumn_map
    from tests.woodland.scenario import Scenario

    position = (Scenario(autumn_map().board).marquise_turn().keep(1).sawmill(1).wood(1)
                .warriors(marquise={1: 2, 5: 2, 2: 2}).position())
    table = open_table(app, session_at(position))
    ready(app)
    click(app, spot(table, "track", "workshop"))
    run_frames(app, 5)
    lit = table.highlights().clearings
    assert lit == {2, 5}  # the top row: clearing 1's slot is taken
    shown = app.toasts.shown()
    assert shown and shown[-1].rect is not None
    assert not covered_by(shown, table, lit)


def test_7_5_2_a_toast_keeps_off_the_warriors_to_move_and_stays_where_it_came(app):
    """Play-testing: «the only possible moves, made for you» lay over the
    warriors in clearings 5 and 2 that were to be dragged next. A toast
    goes where it covers fewer of the clearings in play, and stays there
    while it is shown."""
    from scenes.mapview import autumn_map
    from tests.woodland.scenario import Scenario

    position = (Scenario(autumn_map().board).eyrie_resolving("move", "bake_sale")
                .warriors(eyrie={5: 3, 2: 2}).position())
    table = open_table(app, session_at(position))
    ready(app)
    assert {5, 2} <= table.busy_clearings()
    app.toast("The only possible moves, made for you: a long line of words", "7.5.2.I")
    run_frames(app, 2)
    shown = app.toasts.shown()[-1]
    assert not covered_by([shown], table, {5, 2})
    where = shown.rect.copy()
    table.take(next(a for a in table.game.legal_actions() if a.verb == "move"))
    run_frames(app, 2)
    assert shown in app.toasts.shown() and shown.rect == where  # no jump while read


def test_the_hints_box_keeps_off_the_clearings_in_play(app):
    """Play-testing: the hint's box lay over clearings 1 and 5, with the
    warriors to move. Where the map has room, it covers none of them."""
    from scenes.mapview import autumn_map
    from tests.woodland.scenario import Scenario

    position = (Scenario(autumn_map().board).eyrie_resolving("move", "bake_sale")
                .warriors(eyrie={5: 3, 1: 2}).position())
    table = open_table(app, session_at(position))
    ready(app)
    keep = table.hint_keep_clear()
    assert len(keep) >= 2
    box = table.hint_box("Suggested move, as the log would record it: a line of some length.",
                         [])
    assert not any(box.colliderect(r) for r in keep), (box, keep)


def test_6_3_the_keeps_how_to_toast_passes_between_the_corners(app):
    """The keep goes in a corner: all four glow, two at the map's top and
    two at its foot, so no side of the map was free of them; a toast as
    wide as the rest covered both top corners. The map's toasts wrap
    narrower and pass between them."""
    from scenes.woodland.session import WoodlandSession

    table = open_table(app, WoodlandSession.new(3))
    ready(app)
    click(app, spot(table, "keep_supply"))
    run_frames(app, 5)
    lit = table.highlights().clearings
    assert lit == {1, 2, 3, 4}
    shown = app.toasts.shown()
    assert shown and "lit clearings" in shown[-1].message
    assert not covered_by(shown, table, lit)


def covered_by(toasts, table, clearings) -> list[int]:
    """Which of ``clearings`` the drawn ``toasts`` lie over (their circles'
    squares)."""
    spots = table.view.layout.spots
    out = []
    for c in sorted(clearings):
        square = pygame.Rect(0, 0, 2 * spots[c].radius, 2 * spots[c].radius)
        square.center = spots[c].centre
        if any(t.rect is not None and t.rect.colliderect(square) for t in toasts):
            out.append(c)
    return out
