"""The battle panel names the extra hits of 4.3.3: Commander (7.8) and a
defenceless defender, instead of a bare "+N"."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes import i18n
from scenes.woodland.battle_panel import ROLL_TIME, BattlePanel, hit_lines
from scenes.woodland.overlays import PassScreen
from scenes.woodland.session import WoodlandSession
from scenes.woodland.table import WoodlandTable, battle_extras
from tests.scenes.scene_driver import run_frames
from tests.scenes.woodland.table_steps import click_choice, drag, open_table, ready, spot


def _commander_before_a_defenceless_workshop() -> WoodlandSession:
    """Seed 1 after 82 random actions: the Eyrie, led by the Commander, may
    battle in clearing 12, where the Marquise have a workshop and no warriors."""
    session = WoodlandSession.new(1)
    pick = random.Random(1)
    for _ in range(82):
        session.game.apply(pick.choice(session.game.legal_actions()))
    pos = session.game.to_position()
    assert pos["eyrie"]["leader"] == "commander" and session.game.to_act == 1
    row = pos["clearings"][11]
    assert row["marquise_warriors"] == 0 and row["workshops"] == 1 and row["eyrie_warriors"]
    return session


def test_4_3_3_commander_and_defenceless_are_named_in_the_battle_panel(app):
    session = _commander_before_a_defenceless_workshop()
    table = open_table(app, session)
    ready(app)
    drag(app, spot(table, "warriors", 12, "eyrie"), spot(table, "building", 12, "workshop"))
    # The Marquise are asked about an ambush (4.3.1) behind the pass screen: none.
    assert table.game.to_position()["battle"]["stage"] == "ambush"
    ready(app)
    click_choice(app, table, "pass")
    memo = table.battle_memo
    assert memo is not None
    assert memo["clearing"] == 12 and memo["attacker"] == "eyrie"
    assert memo["extras"] == (["commander", "defenceless"], [])
    assert session.game.to_position()["clearings"][11]["workshops"] == 0  # the hits took it
    lines = hit_lines(memo)
    lines = [line for line in lines if not line.startswith("(")]  # the dice's caps
    assert lines[:3] == [f"Eyrie Dynasties: hits rolled — {memo['rolled_hits'][0]}",
                         "+1 Commander, +1 Defenseless (4.3.3)",
                         "Marquise de Cat: hits rolled — 0"]
    assert not any("Extra hits" in line for line in lines)
    # The panel is what the table draws over the map for the next seconds
    # (behind the pass screen when the computer changes hands again).
    if isinstance(app.stack.top, PassScreen):
        ready(app)
    drawn: list[str] = []
    from scenes import theme

    real = theme.text

    def spy(content, *a, **kw):
        drawn.append(content)
        return real(content, *a, **kw)

    theme.text = spy
    try:
        run_frames(app, 60)  # the dice settle, then the lines are drawn
    finally:
        theme.text = real
    assert any("Commander" in t and "Defenseless" in t for t in drawn)
    app.set_language("ru")
    assert any("Командир" in line for line in hit_lines(memo))
    app.set_language("en")
    # The next move is not the battle's: the panel goes at once, not after
    # its seconds, so it does not cover the clearings that move is about.
    assert table.battle_memo is not None
    table.take(table.game.legal_actions()[0])
    assert table.battle_memo is None
    pygame.event.clear()


@pytest.mark.parametrize(("warriors", "named"), [(2, []), (0, ["defenceless"])])
def test_4_3_3_defenceless_named_only_if_dealt_once_the_warriors_are_gone(warriors, named):
    """After the hits, the defender's warriors are gone either way; the panel
    names the defenceless hit only when the engine dealt it (lesson 9 once
    showed "+1 Defenceless" for hits that had taken the last warrior)."""
    from tests.woodland.conftest import autumn_board
    from tests.woodland.scenario import Scenario

    game = (
        Scenario(autumn_board()).eyrie_battle(leader="builder").crafted(eyrie=["codebreakers"])
        .warriors(eyrie={5: 3}, marquise={5: warriors}).sawmill(5).workshop(5).wood(5)
        .dice(1 + warriors, 0).game()
    )
    game.apply("battle 5 rabbit")
    data = game.to_position()
    assert data["battle"]["stage"] == "end" and data["clearings"][4]["marquise_warriors"] == 0
    assert battle_extras(data["battle"], data) == (named, [])


def test_no_map_tooltip_shows_through_the_battle_panel(app):
    """The pointer resting where the panel now lies kept the tooltip of the
    warriors beneath, drawn over the panel's own words."""
    from scenes.woodland.snapshot import Hit

    session = _commander_before_a_defenceless_workshop()
    table = open_table(app, session)
    ready(app)
    drag(app, spot(table, "warriors", 12, "eyrie"), spot(table, "building", 12, "workshop"))
    ready(app)  # the Marquise decide about an ambush: the battle panel is up
    run_frames(app, 2)
    hit = Hit("warriors", (12, "eyrie"))
    table.pointer = table.battle.rect.center
    assert table.tooltip_text(hit) is None
    table.pointer = (table.battle.rect.x - 40, table.battle.rect.bottom + 40)
    assert table.tooltip_text(hit)


def test_a_map_tooltip_beside_the_battle_panel_keeps_clear_of_it(app):
    """Play-testing: a warrior's tooltip just below the panel covered its
    title; it goes where it covers neither the panel nor the pointer."""
    from scenes import theme
    from scenes.widgets import draw_tooltip
    from scenes.woodland.snapshot import Hit

    session = _commander_before_a_defenceless_workshop()
    table = open_table(app, session)
    ready(app)
    drag(app, spot(table, "warriors", 12, "eyrie"), spot(table, "building", 12, "workshop"))
    ready(app)
    run_frames(app, 2)
    panel = table.battle.rect
    assert panel in table.tooltip_avoid()
    table.pointer = (panel.centerx, panel.bottom + 6)  # just under the panel
    text = table.tooltip_text(Hit("warriors", (12, "eyrie")))
    assert text
    box = draw_tooltip(pygame.Surface(theme.LOGICAL_SIZE), text, table.pointer,
                       avoid=table.tooltip_avoid())
    assert not box.colliderect(panel)


def test_battles_of_one_step_each_show_in_turn_before_the_computer_moves_on(app):
    """Play-testing: Decree battles played for the player (one clearing
    each) showed only the last one's dice, and the computer's turn ran on
    under that panel. Each shows for its while, and the table is settled
    (the computer may move) only once the last has been up its while."""
    from game.woodland.actions import Action
    from scenes.woodland.table import MEMO_TIME

    table = open_table(app, _commander_before_a_defenceless_workshop())
    ready(app)
    events = [("dice", 5, 1, 3, 1, 2, 1), ("removed", 0, 5, "warrior", 2),
              ("dice", 12, 1, 2, 0, 1, 0)]
    table._remember_battle(events, table.snap, Action("battle", (5, "rabbit")), 1)
    assert table.battle_memo["clearing"] == 5 and [m["clearing"] for m in table.memo_queue] == [12]
    assert table.battle_memo["dice"] == [3, 1] and not table.settled()
    run_frames(app, round(MEMO_TIME * 60) + 30)
    assert table.battle_memo is not None and table.battle_memo["clearing"] == 12
    assert table.battle_memo["dice"] == [2, 0] and not table.settled()
    run_frames(app, round(MEMO_TIME * 60) + 30)
    assert table.settled()


def test_4_3_2_a_die_capped_by_the_warriors_there_says_so_in_the_panel(app):
    memo = {"attacker": "eyrie", "defender": "marquise", "dice": [3, 1],
            "rolled_hits": [1, 1], "extras": ([], []), "effects": []}
    lines = hit_lines(memo)
    assert lines[0].startswith("Eyrie Dynasties") and "rolled 3" in lines[1]
    assert "per warrior" in lines[1] and lines[2].startswith("Marquise de Cat")
    assert len(lines) == 3  # the defender's 1 was dealt in full


def test_4_3_2_a_side_without_warriors_in_the_battle_says_so_not_per_warrior(app):
    """Play-testing: a lone roost defending read "0 rolled hits (rolled 2;
    at most 1 per warrior)"; it has no warriors there to deal hits."""
    memo = {"attacker": "marquise", "defender": "eyrie", "dice": [3, 2],
            "rolled_hits": [2, 0], "extras": ([], []), "effects": []}
    lines = hit_lines(memo)
    assert lines[2] == "Eyrie Dynasties: hits rolled — 0"
    assert "rolled 2" in lines[3] and "no warriors in the battle" in lines[3], lines
    assert "per warrior" not in lines[3]


def test_toasts_go_over_the_map_and_below_a_battle_panel_at_its_top(app):
    from scenes.woodland import layout as L
    from tests.scenes.woodland.test_table_golden import battle_table

    battle_table(app)  # a battle in clearing 3: its panel at the map's top
    table = app.stack.find(WoodlandTable)
    run_frames(app, 5)
    assert table.battle.rect.top < L.MAP_RECT.centery
    assert table.toast_top == table.battle.rect.bottom + 10  # its title stays readable
    assert table.toast_centre == L.MAP_RECT.centerx  # not over the faction boards


def _drawn(battle: dict, decider: str | None, height: int | None = None) -> pygame.Surface:
    panel = BattlePanel()
    panel.roll_age = ROLL_TIME
    panel.place(100, battle, "", [])
    panel.rect.topleft = (0, 0)
    if height is not None:  # the same panel as another drawing, to compare them
        panel.rect.h = height
    surface = pygame.Surface(panel.rect.size)
    surface.fill((0, 0, 0))
    panel.draw(surface, battle, [], False, decider, "")
    return surface


def _changed(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect:
    """The bounding box of the pixels that differ between two drawings."""
    mask = pygame.mask.from_threshold(a, (0, 0, 0), (1, 1, 1, 255), b)
    mask.invert()  # set where a's pixel differs from b's
    boxes = mask.get_bounding_rects()
    assert boxes, "the drawings do not differ"
    return boxes[0].unionall(boxes[1:])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_4_3_3_the_line_under_the_dice_stays_clear_of_the_decides_tag(app, lang):
    """Play-testing: in Russian, the line under four hit lines ran under the
    "Decides" tag. It is said whole, the panel growing for it."""
    i18n.set_language(lang)
    # four hit lines beside the dice: the line under them starts low
    battle = {"attacker": "eyrie", "defender": "marquise", "clearing": 5, "dice": [3, 1],
              "rolled_hits": [1, 1], "stage": "effects_def", "extras": (["commander"], [])}
    quiet = dict(battle, stage="")  # no line under the dice
    full = _drawn(battle, None)
    words = _changed(full, _drawn(quiet, None, full.get_height()))
    tag = _changed(_drawn(battle, "marquise"), _drawn(battle, None))
    assert not words.colliderect(tag), (words, tag)


def test_the_decides_tag_stays_clear_of_a_hovered_button(app):
    """Play-testing at 1600x900: hovering "Let them go" drew its ring over
    the "Decides: Marquise de Cat" tag just above the buttons."""
    battle = {"clearing": 1, "attacker": "marquise", "defender": "eyrie", "stage": "hits",
              "dice": [3, 2], "rolled_hits": [2, 1], "hits": None, "effects": [],
              "ambush": None}
    panel = BattlePanel()
    panel.roll_age = ROLL_TIME
    panel.place(100, battle, "", [])
    panel.draw(pygame.Surface((1920, 1080)), battle, [], False, "marquise", "")
    assert panel.tag_rect is not None
    assert not panel.tag_rect.colliderect(panel.buttons.inflate(8, 8))  # a hovered ring


def test_7_7_3_the_new_leader_cards_wait_for_the_battle_panel_that_brought_turmoil(app):
    """Play-testing: a Decree battle, then turmoil — the leader cards came at
    once over the battle's panel, and its dice could not be read."""
    from game.woodland.actions import Action
    from scenes.mapview import autumn_map
    from scenes.woodland.table import MEMO_TIME
    from tests.scenes.woodland.table_steps import session_at
    from tests.woodland.scenario import Scenario

    scenario = Scenario(autumn_map().board).eyrie_turn("depose").roost(3).warriors(eyrie={3: 2})
    scenario.pos["eyrie"]["leader"] = None
    scenario.pos["eyrie"]["face_up"] = ["builder", "charismatic", "commander"]
    scenario.pos["eyrie"]["face_down"] = ["despot"]
    scenario.pos["eyrie"]["viziers"] = {c: 0 for c in scenario.pos["eyrie"]["viziers"]}
    table = open_table(app, session_at(scenario.position()))
    if isinstance(app.stack.top, PassScreen):
        ready(app)
    assert table.leader_cards, "the leader choice is up"
    table._remember_battle([("dice", 6, 1, 2, 1, 2, 1)], table.snap,
                           Action("battle", (6, "bird")), 1)
    run_frames(app, 2)
    assert table.battle_memo is not None and not table.leader_cards
    run_frames(app, round(MEMO_TIME * 60) + 20)
    assert table.leader_cards, "once the panel has been up its while"


def test_4_3_the_battle_panel_keeps_off_the_occupied_clearings_where_it_can(app):
    """Play-testing: a battle in clearing 10 put the panel over 12 and 8,
    where the computer had just moved. It goes where it covers the fewest
    occupied clearings, never over the battle's own, and stays there for
    the battle."""
    from scenes.mapview import autumn_map
    from scenes.woodland import layout as L
    from scenes.woodland.view import TableView

    spots = TableView(autumn_map()).layout.spots

    def square(c: int) -> pygame.Rect:
        s = spots[c]
        r = pygame.Rect(0, 0, 2 * s.radius, 2 * s.radius)
        r.center = s.centre
        return r

    battle = {"clearing": 10, "attacker": "marquise", "stage": "ambush"}
    panel = BattlePanel()
    occupied = [square(c) for c in (12, 4, 9)]
    panel.place(spots[10].centre[1], battle, "", [])  # nothing occupied: centred, at the foot
    assert panel.rect.colliderect(square(12))  # where it lay over the computer's move
    battle = {"clearing": 10, "attacker": "eyrie", "stage": "ambush"}  # the next battle
    panel.place(spots[10].centre[1], battle, "", [], lambda: occupied)
    assert not panel.rect.colliderect(square(10))
    assert not any(panel.rect.colliderect(r) for r in occupied), panel.rect
    assert L.MAP_RECT.contains(panel.rect)
    where = panel.rect.copy()
    panel.place(spots[10].centre[1], battle, "", [], list)  # pieces removed: no jump
    assert panel.rect == where


def test_4_3_2_the_hit_lines_wrap_beside_the_dice_and_lose_no_words(app):
    """Play-testing (ru): "(выпало 3; в сражении нет воинов, чтобы…" lost
    its reason to an ellipsis; the rows beside the dice wrap instead, and
    the panel grows with them."""
    from scenes import theme
    from scenes.woodland.battle_panel import HIT_WIDTH, hit_rows

    memo = {"attacker": "marquise", "defender": "eyrie", "dice": [3, 3],
            "rolled_hits": [1, 0], "extras": (["defenceless"], []), "effects": []}
    i18n.set_language("ru")
    try:
        lines, rows = hit_lines(memo), hit_rows(memo)
        assert len(rows) > len(lines), "the long explanation takes two rows"
        for indent, text in rows:
            assert theme.font(20).size(text)[0] <= HIT_WIDTH - indent, text
        assert " ".join(text for _, text in rows) == " ".join(lines)
        panel = BattlePanel()
        assert panel.height_for(memo, "") >= BattlePanel._below(memo) + 95
    finally:
        i18n.set_language("en")
