"""Make your own lesson (issue 19): from a table, record the next moves, pick
a goal from the menu of what changed, save; the lesson loads from the user's
folder like the built-in ones and its "Show me" reaches the goal again."""

from __future__ import annotations

import math

import pygame
import pytest

from scenes import i18n
from scenes.learn.lesson import load_lessons, play_demo
from scenes.learn.maker import Recording, goal_choices, save_lesson
from scenes.learn.maker_scene import LessonMakerScene
from scenes.pause import PauseMenu
from scenes.woodland.session import WoodlandSession
from tests.scenes.scene_driver import button, click, run_frames
from tests.scenes.woodland.table_steps import centre, drag, open_table, spot


def preset() -> WoodlandSession:
    session = WoodlandSession.new(7, {"keep": 1, "leader": "despot",
                                      "buildings": {"sawmill": 1, "workshop": 9,
                                                    "recruiter": 5}})
    session.seats = {"marquise": "human", "eyrie": "game.ai:Random"}
    return session


def pause(app) -> PauseMenu:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode=""))
    run_frames(app, 2)
    assert isinstance(app.stack.top, PauseMenu)
    return app.stack.top


def test_a_recorded_lesson_is_saved_and_plays_back_from_the_user_folder(app, isolated_home):
    table = open_table(app, preset())
    click(app, button(pause(app), "Record a lesson").rect.center)
    assert table.recording is not None
    start = table.game.to_json()
    drag(app, spot(table, "warriors", 1, "marquise"), centre(table, 5))
    assert len(table.recording.actions) == 1
    click(app, button(pause(app), "Finish the lesson…").rect.center)
    maker = app.stack.top
    assert isinstance(maker, LessonMakerScene)
    assert maker.choices, "what the move changed is on the goal menu"
    words = [choice.words() for choice in maker.choices]
    assert any("clearing 5" in w for w in words), words
    click(app, maker.save_button.rect.center)
    assert app.stack.top is table and table.recording is None
    lessons, errors = load_lessons()
    assert not errors, errors
    mine = [lesson for lesson in lessons if not lesson.builtin]
    assert len(mine) == 1
    lesson = mine[0]
    assert lesson.new_game().to_json() == start, "it starts where recording began"
    assert len(lesson.demo) == 1 and lesson.demo[0].startswith("move 1 5")
    game, run = play_demo(lesson)
    assert run.goal_met(game)
    assert lesson.rules == ("4.2",), "the rule the engine cites for the move"


def test_an_undo_takes_the_recorded_move_back(app, isolated_home):
    table = open_table(app, preset())
    table.start_recording()
    drag(app, spot(table, "warriors", 1, "marquise"), centre(table, 5))
    assert len(table.recording.actions) == 1
    table.undo()
    run_frames(app, 2)
    assert table.recording.actions == []


def test_goal_choices_hold_at_the_end_and_not_at_the_start(app, isolated_home):
    session = preset()
    game = session.game
    recording = Recording.begin("woodland", game)
    start = game.clone()
    for action in [a for a in game.legal_actions() if a.verb == "move"][:1]:
        recording.add(action, game.to_act)
        game.apply(action)
    choices = goal_choices("woodland", start, game)
    from scenes.learn.lesson import goals_module

    goals = goals_module("woodland")
    assert choices
    for choice in choices:
        ((name, args),) = choice.condition.items()
        assert goals.CONDITIONS[name](game, args) and not goals.CONDITIONS[name](start, args)
    lesson = save_lesson(recording, "Move", choices[0].condition, choices[0].words())
    assert lesson.learner == 0 and len(lesson.demo) == 1


def test_a_lesson_is_not_recorded_from_a_lesson(app, isolated_home):
    from scenes.learn.session import LessonSession

    builtin = load_lessons()[0][0]
    session = LessonSession.of(builtin)
    session.intro_seen = True
    table = app.open(session.table, session)
    run_frames(app, 2)
    assert not table.can_record()
    menu = pause(app)
    labels = [getattr(w, "text", None) for w in menu.group.widgets]
    assert "Record a lesson" not in labels


def _record(session: WoodlandSession, actions: list[str]) -> tuple[Recording, object]:
    game = session.game
    recording = Recording.begin("woodland", game)
    for text in actions:
        recording.add(text, game.to_act)
        game.apply(text)
    return recording, game


def test_a_goal_met_before_the_last_move_is_not_offered(app, isolated_home):
    """The lesson would end after the learner's first move: a goal must
    first hold after the recording's last move of the learner."""
    recording, game = _record(preset(), ["move 1 5 1", "move 2 5 1"])
    choices = goal_choices("woodland", recording.start_game, game, recording)
    conditions = [c.condition for c in choices]
    # Three Marquise warriors in 5 came with the second move, two with the first.
    assert {"warriors_at_least": {"clearing": 5, "faction": "marquise", "count": 3}} \
        in conditions
    first = recording.start_game.clone()
    first.apply("move 1 5 1")
    from scenes.learn.lesson import goals_module

    tests = goals_module("woodland").CONDITIONS
    for condition in conditions:
        ((name, args),) = condition.items()
        assert not tests[name](first, args), condition


def test_the_goal_menu_mixes_kinds_of_goal(app, isolated_home):
    recording, game = _record(preset(), ["move 1 5 1", "pass", "build sawmill 5"])
    choices = goal_choices("woodland", recording.start_game, game, recording)
    kinds = [next(iter(c.condition)) for c in choices]
    assert max(kinds.count(k) for k in kinds) <= 2, kinds
    assert kinds[0] == "vp_at_least", "the VP the sawmill scored come first"
    assert "pieces_at_least" in kinds


def test_a_recorded_goal_reads_in_each_language(app, isolated_home):
    from scenes.learn.maker import in_each_language

    recording, game = _record(preset(), ["move 1 5 1", "pass", "build sawmill 5"])
    choice = goal_choices("woodland", recording.start_game, game, recording)[0]
    words = in_each_language(choice.words)
    assert words["en"] != words["ru"] and "VP" in words["en"] and "ПО" in words["ru"]
    lesson = save_lesson(recording, "Build", choice.condition, words)
    i18n.set_language("ru")
    try:
        assert lesson.text("goal_text") == words["ru"]
    finally:
        i18n.set_language("en")


def test_a_recorded_lesson_hints_its_next_move_after_two_wrong_tries(app, isolated_home):
    from scenes.learn.session import LessonSession

    recording, game = _record(preset(), ["move 1 5 1", "pass", "build sawmill 5"])
    choice = goal_choices("woodland", recording.start_game, game, recording)[0]
    lesson = save_lesson(recording, "Build", choice.condition, "words")
    assert not lesson.hints
    session = LessonSession.of(lesson)
    run = session.lesson
    assert not run.hint_due
    run.wrong_tries = 2
    assert run.hint_due
    assert str(run.demo_action(session.game)) == "move 1 5 1"


def test_a_decree_card_then_the_end_of_birdsong_offers_goals_of_that_end(app, isolated_home):
    """The smoke test added a card to the Decree and ended Birdsong: the
    card's goals held after the first move already, and nothing was left
    to offer. The phase now begun, and the Decree column, are goals too."""
    from tests.scenes.woodland.test_table_play import eyrie_birdsong

    session = eyrie_birdsong(["armorers", "crossbow_bird", "anvil"])
    recording, game = _record(session, ["decree recruit anvil", "end"])
    if game.state.step != "daylight":  # the Birdsong step asks its end too
        recording.add("end", game.to_act)
        game.apply("end")
    choices = goal_choices("woodland", recording.start_game, game, recording)
    kinds = [next(iter(c.condition)) for c in choices]
    assert "phase_is" in kinds, [c.words() for c in choices]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_recording_banner_covers_no_clearing(app, isolated_home, lang):
    i18n.set_language(lang)
    table = open_table(app, preset())
    table.start_recording()
    run_frames(app, 2)
    banner = pygame.Rect(table.record_anchor(), table.record_banner_size())
    assert banner.right >= table.finish_button.rect.right  # the size is the drawn one
    for number, place in table.view.layout.spots.items():
        nearest = (min(max(place.centre[0], banner.left), banner.right),
                   min(max(place.centre[1], banner.top), banner.bottom))
        assert math.dist(place.centre, nearest) > place.radius, f"clearing {number}"
