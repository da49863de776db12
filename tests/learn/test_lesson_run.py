"""Following a game through a lesson (LessonRun): scripted replies, wrong
tries and hints, the demonstration."""

from __future__ import annotations

import pytest

from game.woodland.errors import IllegalAction
from scenes.learn.lesson import LessonRun, builtin_dir, load_lesson


def _lesson(stem: str):
    return load_lesson(builtin_dir("woodland") / f"{stem}.json")


def test_the_scripted_reply_answers_the_learners_battle_once() -> None:
    lesson = _lesson("woodland-05-foil")
    game = lesson.new_game()
    run = LessonRun(lesson, game)
    assert run.reply(game) is None  # the learner is to decide
    game.apply("battle 12")
    run.observe("battle 12")
    reply = run.reply(game)
    assert str(reply) == "ambush fox"
    assert str(run.reply(game)) == "ambush fox"  # asking again uses nothing up
    game.apply(reply)
    run.observe(reply)
    assert str(run.demo_action(game)) == "foil bird"


def test_without_a_legal_reply_the_script_passes() -> None:
    lesson = _lesson("woodland-05-foil")
    game = lesson.new_game()
    run = LessonRun(lesson, game)
    game.apply("battle 12")
    run.observe("battle 12")
    run.observe(run.reply(game))  # the reply is spent without being played...
    assert str(run.reply(game)) == "pass"  # ...so the script declines


def test_hints_are_due_after_two_wrong_tries() -> None:
    lesson = _lesson("woodland-01-must-rule")
    game = lesson.new_game()
    run = LessonRun(lesson, game)
    for n in range(2):
        assert not run.hint_due
        with pytest.raises(IllegalAction) as refusal:
            game.apply("move 10 12 1")
        run.refused(refusal.value)
        assert run.wrong_tries == n + 1
    assert run.hint_due and run.last_refusal.rule == "4.2.1"


def test_leaving_the_demonstration_stops_show_me() -> None:
    lesson = _lesson("woodland-02-moving-again")
    game = lesson.new_game()
    run = LessonRun(lesson, game)
    assert str(run.demo_action(game)) == "move 9 1 2"
    game.apply("move 9 1 1")
    run.observe("move 9 1 1")
    assert run.demo_action(game) is None


def test_following_the_demonstration_step_by_step() -> None:
    lesson = _lesson("woodland-02-moving-again")
    game = lesson.new_game()
    run = LessonRun(lesson, game)
    while (action := run.demo_action(game)) is not None:
        game.apply(action)
        run.observe(action)
    assert run.demo_left == 0 and run.goal_met(game)
