"""The table's drawing: what a seat may see, rulers from the engine, the
cached layer, slides from position diffs, a tooltip for everything."""

from __future__ import annotations

import random

import pygame
import pytest

from game.woodland.actions import Action
from scenes import i18n
from scenes.mapview import autumn_map
from scenes.woodland.animation import diff
from scenes.woodland.session import WoodlandSession
from scenes.woodland.snapshot import Hit, TableSnapshot
from scenes.woodland.tooltips import tooltip_for
from scenes.woodland.view import Highlights, TableView
from tests.scenes.scene_driver import motion, run_frames
from tests.scenes.woodland.table_steps import open_table, ready, spot
from tests.scenes.woodland.test_table_play import preset_session


def played(seed: int = 11, actions: int = 150) -> WoodlandSession:
    session = WoodlandSession.new(seed)
    pick = random.Random(seed)
    for _ in range(actions):
        session.game.apply(pick.choice(session.game.legal_actions()))
    return session


def test_a_seat_sees_only_its_own_hand(app):
    game = played().game
    view = TableView(autumn_map())
    for seat, other in (("marquise", "eyrie"), ("eyrie", "marquise")):
        snap = TableSnapshot.of(game, seat)
        assert isinstance(snap.hand(other), int)  # a count, from game.view
        view.draw(app.screen, snap, Highlights())
        codes = [hit.key[1] for _r, hit in view.hits("card")]
        assert codes == game.to_position()["hands"][seat]


def test_2_5_rulers_are_the_engines(app):
    game = played().game
    snap = TableSnapshot.of(game, "marquise")
    for c in game.board.numbers:
        expected = ("marquise" if game.state.rules(0, c) else
                    "eyrie" if game.state.rules(1, c) else None)
        assert snap.rulers[c] == expected


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_2_5_a_clearing_tooltip_counts_what_decides_rule_and_sets_tokens_apart(app, lang):
    """Play-testing: the tooltip named the ruler beside the warriors alone.
    Here one warrior and a sawmill against one warrior and a roost tie, and
    the Eyrie rule the tie (7.2.2); wood and the keep do not count."""
    from game.woodland.game import Game
    from tests.woodland.scenario import Scenario

    board = autumn_map().board
    scenario = Scenario(board).marquise_turn().keep(1).sawmill(2).wood(2).roost(2).warriors(
        marquise={2: 1}, eyrie={2: 1})
    game = Game.from_position(board, scenario.position())
    i18n.set_language(lang)
    try:
        snap = TableSnapshot.of(game, "marquise")
        text = tooltip_for(Hit("clearing", (2,)), snap)
        keep = tooltip_for(Hit("clearing", (1,)), snap).split("\n")
    finally:
        i18n.set_language("en")
    assert len(keep) == 3 and "2.5" in keep[2]  # nobody rules; only the keep is there
    lines = text.split("\n")
    # a 1-1 tie: the Eyrie rule it by 7.2.2, which the line cites (play-testing)
    assert "{" not in text and "7.2.2" in lines[1] and len(lines) == 5, text
    if lang == "en":
        assert lines[1].startswith("Ruled by Eyrie Dynasties: a tie")
        assert lines[2:4] == ["Marquise de Cat: 1 warrior, 1 building",
                              "Eyrie Dynasties: 1 warrior, 1 building"]
        assert lines[4].endswith(": 1 wood") and "not counted" in lines[4]
        assert keep[2].endswith(": the keep") and keep[1].startswith("Nobody rules")


def test_a_still_frame_reuses_the_painted_layer(app):
    game = preset_session().game
    view = TableView(autumn_map())
    snap = TableSnapshot.of(game, "marquise")
    first = view.layer(snap)
    assert view.layer(TableSnapshot.of(game, "marquise")) is first  # same position: kept
    game.apply("move 1 5 1")
    assert view.layer(TableSnapshot.of(game, "marquise")) is not first


def test_moved_warriors_slide_from_the_position_diff(app):
    game = preset_session().game
    view = TableView(autumn_map())
    before = TableSnapshot.of(game, "marquise")
    game.apply("move 1 5 1")
    anim = diff(before, TableSnapshot.of(game, "marquise"), view.layout, view.board)
    assert [(s.faction, s.count, s.clearing) for s in anim.slides] == [("marquise", 1, 5)]
    held = anim.held_back(TableSnapshot.of(game, "marquise"))
    assert held.clearing(5)["marquise_warriors"] == 1  # the arriving warrior is in flight
    # ...and still not in the supply: the board's ×N does not jump while it slides
    after = TableSnapshot.of(game, "marquise")
    assert held.warriors_on_map("marquise") == after.warriors_on_map("marquise")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_everything_on_the_table_has_its_text(app, lang):
    i18n.set_language(lang)
    game = played().game
    view = TableView(autumn_map())
    snap = TableSnapshot.of(game, "marquise")
    view.draw(app.screen, snap, Highlights())
    silent = set()
    for _rect, hit in view.all_hits():
        text = tooltip_for(hit, snap)
        if not text:
            silent.add(hit.kind)
        else:
            assert "{" not in text, text  # every rule number was filled in
    # Only the board backgrounds and the step banner have no tooltip of their own.
    assert silent <= {"board", "step"}


def test_a_long_step_shows_whole_in_the_banner_on_two_lines_in_russian(app):
    """The battle banner in Russian is longer than the bar's room for one
    line: it takes two lines, and nothing is cut."""
    import pygame

    from scenes import theme
    from tests.scenes.woodland.table_steps import with_hand

    session = with_hand(WoodlandSession.new(7, {"keep": 1, "leader": "despot",
                                                "buildings": {"sawmill": 1, "workshop": 9,
                                                              "recruiter": 5}}),
                        "eyrie", ["ambush_rabbit", "sword", "anvil"])  # the battle waits
    game = session.game
    for text in ("move 6 3 1", "move 7 3 1", "battle 3"):
        game.apply(text)
    view = TableView(autumn_map())
    app.set_language("ru")
    try:
        snap = TableSnapshot.of(game, "eyrie")
        full = view.step_text(snap)
        assert full.startswith("Сражение на поляне 3")
        size, lines = view.banner_lines(snap, 560)
        assert len(lines) == 2 and " ".join(lines) == full and "…" not in full
        assert all(theme.font(size).size(line)[0] <= 560 for line in lines)
        surface = pygame.Surface(theme.LOGICAL_SIZE)
        view.draw(surface, snap, Highlights())
        step = [r for r, h in view.all_hits() if h.kind == "step"]
        assert step and step[0].h > theme.font(size).get_linesize()  # two lines drawn
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_tooltips_cite_the_engines_rule_numbers(app, lang):
    """Phases cite the turn's rule (1.4) and the VP track winning (3.1), as
    the engine's refusals do: the numbers come from `lawbook.TOPIC_RULE`."""
    from game.woodland.lawbook import TOPIC_RULE
    from scenes.woodland.snapshot import Hit

    app.set_language(lang)
    snap = TableSnapshot.of(played().game, "marquise")
    assert f"({TOPIC_RULE['turn']})" in tooltip_for(Hit("phase", ("daylight",)), snap)
    assert "(1.4)" in tooltip_for(Hit("phase", ("evening",)), snap)
    assert "(3.1)" in tooltip_for(Hit("vp_track", ()), snap)
    assert "(7.5.2.II)" in tooltip_for(Hit("decree", ("move",)), snap)
    assert "(6.4)" in tooltip_for(Hit("building", (1, "sawmill")), snap)
    assert "(6.5.5)" in tooltip_for(Hit("building", (1, "sawmill")), snap)


def test_a_piece_that_leaves_from_under_a_still_pointer_takes_its_tooltip_along(app):
    """The pointer rests on the Marquise's warriors in clearing 1; they move
    away without the mouse moving. The next picture hovers what is there
    now (the clearing), and its tooltip waits out the delay again."""
    table = open_table(app, preset_session())
    ready(app)
    where = spot(table, "warriors", 1, "marquise")
    pygame.event.post(motion(app.to_window(where)))
    run_frames(app, 40)
    assert table.hover == Hit("warriors", (1, "marquise"))
    assert table.hover_time > 0.3
    n = table.game.state.warriors[0][1]
    table.perform(Action("move", (1, table.game.state.geo.adj[1][0], n)))
    run_frames(app, 2)
    assert table.hover != Hit("warriors", (1, "marquise"))
    assert table.hover_time < 0.1


@pytest.mark.parametrize("scores", [(7, 7), (7, 8), (0, 1), (30, 29)])
def test_close_scores_keep_both_vp_markers_in_sight(app, scores):
    game = preset_session().game
    game.state.vp[:] = list(scores)
    view = TableView(autumn_map())
    view.layer(TableSnapshot.of(game, "marquise"))
    track = next(r for r, _h in view.hits("vp_track"))
    a, b = (r for r, _h in view.hits("vp") if r.colliderect(track))  # not the seat panels'
    assert not a.colliderect(b)
    assert track.left <= min(a.left, b.left) and max(a.right, b.right) <= track.right


def test_7_2_3_an_item_card_in_the_eyries_hand_says_it_scores_them_one_vp(app):
    """Foxfolk Steel's text says 2 VP; crafted by the Eyrie (not the Builder)
    it scores 1: the tooltip says so, from the engine's facts."""
    game = preset_session().game
    eyrie = TableSnapshot.of(game, "eyrie")
    assert eyrie.data["facts"]["item_vp"] == {"marquise": None, "eyrie": 1}
    text = tooltip_for(Hit("card", (0, "foxfolk_steel")), eyrie)
    assert "Disdain for Trade (7.2.3)" in text and "1 VP" in text
    marquise = TableSnapshot.of(game, "marquise")
    assert "Disdain" not in tooltip_for(Hit("card", (0, "foxfolk_steel")), marquise)


def test_7_8_the_recruit_column_says_two_warriors_under_the_charismatic(app):
    from game.woodland.state import CHARISMATIC

    game = preset_session().game
    assert "place a warrior" in tooltip_for(Hit("decree", ("recruit",)),
                                            TableSnapshot.of(game, "eyrie"))
    game.state.leader = CHARISMATIC
    text = tooltip_for(Hit("decree", ("recruit",)), TableSnapshot.of(game, "eyrie"))
    assert "two warriors" in text


@pytest.mark.parametrize("near", [(400, 500), (1800, 500), (960, 1000), (100, 60)])
def test_a_which_one_menu_opens_beside_the_clearing_it_is_about(app, near):
    from scenes.woodland.overlays import ChoiceMenu

    menu = ChoiceMenu(app, "Which one?", [("A", lambda: None), ("B", lambda: None)], near=near)
    assert not menu.panel.collidepoint(near)


def test_7_5_2_a_decree_column_too_long_to_show_lists_every_card_in_its_tooltip(app):
    from scenes.rules_text import card_name
    from tests.scenes.woodland.table_steps import session_at
    from tests.woodland.scenario import Scenario

    codes = ["anvil", "sappers", "armorers", "bake_sale", "crossbow_bird", "foxfolk_steel"]
    session = session_at(
        Scenario(autumn_map().board).eyrie_turn("decree").leader("despot").decree(move=codes)
        .position())
    text = tooltip_for(Hit("decree", ("move",)), TableSnapshot.of(session.game, "marquise"))
    listed = text.split("\n")[-1]
    assert listed.startswith("In this column: Loyal Vizier, ")  # the Despot's Vizier
    for code in codes:
        assert card_name(code) in listed
    assert "(fox)" in listed and "(bird)" in listed


def test_no_clearing_tooltip_covers_the_tables_buttons(app):
    """Play-testing: clearing 7's tooltip lay over End Daylight, Undo and
    Menu. Every clearing's tooltip keeps clear of the buttons."""
    from scenes import theme
    from scenes.widgets import draw_tooltip
    from scenes.woodland import layout as L

    table = open_table(app, played())
    ready(app)
    for c in table.game.board.numbers:
        table.pointer = tuple(round(v) for v in table.view.layout.spots[c].centre)
        text = table.tooltip_text(Hit("clearing", (c,)))
        box = draw_tooltip(pygame.Surface(theme.LOGICAL_SIZE), text, table.pointer,
                           avoid=table.tooltip_avoid())
        assert not box.colliderect(L.CONTROLS_RECT), (c, box)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hint_box_stays_on_the_map_off_the_top_bar(app, lang):
    """Play-testing at 1600x900: a hint for the March's second move, moved
    off the warriors it suggested, went up over the top bar and its «1
    action left · the march has one more move». Every legal move's hint, in
    games of several stages, stays on the map."""
    from scenes.table_shell import Hint
    from scenes.woodland import layout as L
    from tests.scenes.woodland.table_steps import session_at
    from tests.woodland.scenario import Scenario

    i18n.set_language(lang)
    marching = Scenario(autumn_map().board).marquise_turn(actions=1).keep(2).set(march=1) \
        .warriors(marquise={5: 3, 1: 1}, eyrie={1: 1, 9: 1})  # the play-test's: 5 to 1
    checked = 0
    for session in (session_at(marching.position()), played(3, 60), played(11, 150),
                    played(5, 260)):
        table = open_table(app, session)
        if not table.acting():
            ready(app)
        game = table.game
        for action in game.legal_actions():
            table.hint = Hint(table.seats.decision(game), action=action, chance=0.42,
                              runner_up=0.41)
            box = table.hint_box(table.hint_text(), table.hint_rects())
            assert L.MAP_RECT.contains(box) and not box.colliderect(L.TOP_BAR), (
                str(action), box)
            checked += 1
    assert checked > 20


def test_4_2_warriors_say_how_to_move_them_only_when_they_may_move(app):
    """Play-testing: during setup the Marquise's warriors said "Drag to move
    (4.2)…", which nothing allowed yet."""
    table = open_table(app, WoodlandSession.new(7))
    ready(app)
    table.game.apply("keep 1")  # the warriors are out; the buildings come next
    table.ctl.refresh()
    table._refresh()
    assert "Drag to move" not in table.tooltip_text(Hit("warriors", (5, "marquise")))
    table = open_table(app, played(3, 40))  # the Marquise's Daylight
    if not table.acting():
        ready(app)
    me = table.viewer
    movable = [t.key[0] for t in table.ctl.draggable() if t.kind == "warriors"]
    assert movable, "this position has warriors to move"
    assert "Drag to move" in table.tooltip_text(Hit("warriors", (movable[0], me)))


def test_a_clearing_tooltip_keeps_clear_of_a_toast_up_now(app):
    """Play-testing: a refusal toast hid the top of a clearing's tooltip."""
    from scenes import theme
    from scenes.widgets import draw_tooltip

    table = open_table(app, played())
    ready(app)
    app.toast("Warriors may only move where you rule: neither end is yours", "4.2.1",
              "refusal")
    run_frames(app, 2)
    toast = app.toasts.shown()[-1]
    assert toast.rect is not None and toast.rect in table.tooltip_avoid()
    table.pointer = (toast.rect.centerx, toast.rect.bottom + 8)  # just under the toast
    c = table.game.board.numbers[0]
    text = table.tooltip_text(Hit("clearing", (c,)))
    box = draw_tooltip(pygame.Surface(theme.LOGICAL_SIZE), text, table.pointer,
                       avoid=table.tooltip_avoid())
    assert not box.colliderect(toast.rect)


def test_2_5_in_a_shared_clearing_both_warrior_counts_show(app):
    """Play-testing: in a clearing with both sides' warriors, the Eyrie's
    stack covered the Marquise's count badge (its top right). The badge is
    drawn over the Eyrie's stack now: what lies under it is the Marquise's."""
    from tests.scenes.woodland.table_steps import session_at
    from tests.woodland.scenario import Scenario

    position = (Scenario(autumn_map().board).marquise_turn().keep(1)
                .warriors(marquise={12: 2, 5: 1}, eyrie={12: 4}).position())
    table = open_table(app, session_at(position))
    ready(app)
    rects = {hit.key: rect for rect, hit in table.view.hits("warriors")}
    cat, birds = rects[(12, "marquise")], rects[(12, "eyrie")]
    badge = (cat.right - 10, cat.top + 10)  # the count badge's middle
    assert birds.collidepoint(badge)  # the stacks do overlap there
    hit = table.view.hit_at(badge)
    assert hit is not None and hit.key == (12, "marquise")
