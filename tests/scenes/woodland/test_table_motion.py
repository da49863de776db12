"""Pieces move as the engine moves them: new pieces fade in (placement,
recruit, building, roost), warriors saved by Field Hospitals slide to the
keep, and a stack can be picked up while it is still sliding."""

from __future__ import annotations

import random

import pygame

from scenes.woodland.session import WoodlandSession
from scenes.woodland.snapshot import Hit
from tests.scenes.scene_driver import FRAME, click, motion, run_frames
from tests.scenes.woodland.table_steps import centre, click_choice, open_table, ready, spot


def _preset() -> WoodlandSession:
    return WoodlandSession.new(7, {"keep": 1, "leader": "despot",
                                   "buildings": {"sawmill": 1, "workshop": 9, "recruiter": 5}})


def _drag_now(app, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press, move, release, and one frame: the animation has only begun."""
    pygame.event.post(motion(app.to_window(start)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.to_window(start),
                                         button=1))
    app.step(FRAME)
    for i in range(1, 5):
        x = start[0] + (end[0] - start[0]) * i // 4
        y = start[1] + (end[1] - start[1]) * i // 4
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window((x, y)),
                                             rel=(1, 1), buttons=(1, 0, 0)))
        app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.to_window(end), button=1))
    app.step(FRAME)


def _appearing(table) -> list[tuple]:
    assert table.anim is not None, "nothing animates"
    return [f.piece for f in table.anim.fades if f.appear]


def test_6_5_3_recruited_warriors_fade_in_and_are_held_back_meanwhile(app):
    session = _preset()
    table = open_table(app, session)
    ready(app)
    click_choice(app, table, "recruit")
    assert (5, "marquise_warriors", 1) in _appearing(table)
    shown = table.anim.held_back(table.snap)
    assert shown.clearing(5)["marquise_warriors"] == 1  # the new one is the fade's to draw
    assert table.snap.clearing(5)["marquise_warriors"] == 2
    run_frames(app, 30)
    assert table.anim is None
    assert table.view.hits("warriors")  # and the layer shows the final stack


def test_6_5_4_a_new_building_fades_in_at_its_slot(app):
    session = _preset()
    table = open_table(app, session)
    ready(app)
    _drag_now(app, spot(table, "track", "workshop"), centre(table, 10))
    assert (10, "workshops", 1) in _appearing(table)
    fade = next(f for f in table.anim.fades if f.appear and f.piece == (10, "workshops", 1))
    run_frames(app, 30)
    rect = table.view.rect_of(Hit("building", (10, "workshop")))
    assert rect is not None and rect.collidepoint(fade.at)  # it faded in where it stays


def test_6_2_3_field_hospitals_warriors_slide_to_the_keep(app):
    session = WoodlandSession.new(0)
    pick = random.Random(0)
    for _ in range(34):
        session.game.apply(pick.choice(session.game.legal_actions()))
    game = session.game
    assert "hospital cobbler" in [str(a) for a in game.legal_actions()]
    head = game.to_position()["pending"][0]
    battle_at, saved = head["clearing"], head["warriors"]
    keep = next(r["clearing"] for r in game.to_position()["clearings"] if r["keep"])
    table = open_table(app, session)
    ready(app)
    hand = game.to_position()["hands"][table.viewer]
    click(app, spot(table, "card", hand.index("cobbler"), "cobbler"))
    assert game.log[-1] == "hospital cobbler"
    assert table.anim is not None
    slides = [(s.faction, s.count, s.clearing) for s in table.anim.slides]
    assert ("marquise", saved, keep) in slides
    slide = next(s for s in table.anim.slides if s.clearing == keep)
    assert slide.start == table.view.layout.warrior_spot(battle_at, "marquise", False) \
        or slide.start == table.view.layout.warrior_spot(battle_at, "marquise", True)
    assert not [f for f in table.anim.fades if f.appear and f.piece
                and f.piece[:2] == (keep, "marquise_warriors")]  # a slide, not a fade


def test_4_2_a_sliding_stack_can_be_picked_up_before_it_arrives(app):
    session = _preset()
    game = session.game
    table = open_table(app, session)
    ready(app)
    click_choice(app, table, "recruit")
    run_frames(app, 30)
    _drag_now(app, spot(table, "warriors", 1, "marquise"), centre(table, 5))
    assert table.anim is not None and table.anim.slides, "the stack is still sliding"
    assert game.log[-1] == "move 1 5 1"
    slide = table.anim.slides[0]
    # Press on the stack where it is now, on its way, and drop it on clearing 2.
    from scenes.woodland.animation import DURATION

    t = 1 - (1 - table.anim.age / DURATION) ** 3
    start = (round(slide.start[0] + (slide.end[0] - slide.start[0]) * t),
             round(slide.start[1] + (slide.end[1] - slide.start[1]) * t))
    assert table.view.hit_at(start) != Hit("warriors", (5, "marquise"))  # not at 5 yet
    pygame.event.post(motion(app.to_window(start)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.to_window(start),
                                         button=1))
    app.step(FRAME)
    assert table.anim is None and table.drag is not None
    assert table.drag.source.key == (5,) and table.drag.count == 3
    end = centre(table, 2)
    for i in range(1, 5):
        x = start[0] + (end[0] - start[0]) * i // 4
        y = start[1] + (end[1] - start[1]) * i // 4
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window((x, y)),
                                             rel=(1, 1), buttons=(1, 0, 0)))
        app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.to_window(end), button=1))
    app.step(FRAME)
    assert game.log[-1] == "move 5 2 3"


def test_behind_the_pass_screen_the_position_is_drawn_whole(app):
    """The last piece placed before the pass screen is not held back beneath it."""
    from scenes.woodland.overlays import PassScreen

    session = WoodlandSession.new(7)
    table = open_table(app, session)
    ready(app)
    _drag_now(app, spot(table, "keep_supply"), centre(table, 1))
    _drag_now(app, spot(table, "track", "sawmill"), centre(table, 1))
    _drag_now(app, spot(table, "track", "workshop"), centre(table, 9))
    _drag_now(app, spot(table, "track", "recruiter"), centre(table, 5))
    assert isinstance(app.stack.top, PassScreen) and table.anim is not None
    assert table.view.rect_of(Hit("building", (5, "recruiter"))) is not None


def test_behind_the_pass_screen_no_leader_cards_or_live_buttons_remain(app):
    from scenes.woodland.overlays import PassScreen

    session = WoodlandSession.new(7, {"keep": 1, "buildings": {"sawmill": 1, "workshop": 9,
                                                               "recruiter": 5}})
    table = open_table(app, session)
    ready(app)  # the Eyrie choose a leader: four leader cards
    assert len(table.leader_cards) == 4
    click_choice(app, table, "leader", "commander")
    assert isinstance(app.stack.top, PassScreen)
    assert not table.leader_cards and not table.choice_buttons
    assert not table.list_button.enabled and not table.end_button.enabled
