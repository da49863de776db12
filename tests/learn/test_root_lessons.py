"""The built-in Root lessons (issue 19): each file loads, starts unsolved,
is solved by its own "Show me" through the engine, names wrong tries the
engine refuses with the lesson's rule, and has its texts in both languages;
together they cover every rule of seeds 000 and 001 as a course."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from game.woodland.errors import IllegalAction
from scenes.learn.lesson import LessonRun, builtin_dir, load_lesson, load_lessons, play_demo

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted(builtin_dir("woodland").glob("*.json"))
IDS = [p.stem for p in FILES]

# Every rule of the Root seeds the lessons must teach (000: §4 key actions;
# 001: §7 the Eyrie, with each Decree column, each step of turmoil, each leader).
SEED_RULES = ["4.1.1", "4.1.2", "4.1.3", "4.1.4", "4.2.1", "4.2.2", "4.3.1", "4.3.2", "4.3.3",
              "4.3.4", "7.2.1", "7.2.2", "7.2.3", "7.3", "7.4.1", "7.4.2", "7.4.3", "7.5.2.I",
              "7.5.2.II", "7.5.2.III", "7.5.2.IV", "7.6", "7.7.1", "7.7.2", "7.7.3", "7.7.4",
              "7.8"]
LEADERS = ["builder", "charismatic", "commander", "despot"]

# Tempting wrong moves the lessons let happen: the learner's actions (replies
# in between) after which the lesson is lost, with its reason.
LOSING_TRIES = {
    "woodland-03-battle-dice": ["battle 5"],
    "woodland-04-ambush": ["pass"],
    "woodland-05-foil": ["battle 12", "pass"],
    "woodland-09-choose-loss": ["lose workshop"],
}


def _lesson(stem: str):
    return load_lesson(builtin_dir("woodland") / f"{stem}.json")


def test_every_root_lesson_file_loads_without_an_error() -> None:
    lessons, errors = load_lessons("woodland", user_dir=ROOT / "no-such-folder")
    assert errors == []
    assert [lesson.id for lesson in lessons] == IDS
    assert len(lessons) >= 28


def test_the_course_order_is_the_file_order_and_unique() -> None:
    lessons = [_lesson(stem) for stem in IDS]
    orders = [lesson.order for lesson in lessons]
    assert orders == sorted(orders) and len(set(orders)) == len(orders)
    assert all(stem.startswith(f"woodland-{lesson.order:02d}-")
               for stem, lesson in zip(IDS, lessons, strict=True))


def test_every_seed_rule_has_a_lesson() -> None:
    taught = {rule for stem in IDS for rule in _lesson(stem).rules}
    assert [rule for rule in SEED_RULES if rule not in taught] == []


def test_each_eyrie_leader_has_its_own_lesson() -> None:
    for name in LEADERS:
        assert any(_lesson(stem).highlight and {"leader": name} in _lesson(stem).highlight
                   and "7.8" in _lesson(stem).rules for stem in IDS), name


def test_the_battle_lessons_come_before_the_eyrie_ones() -> None:
    """A course: the key actions (§4) first, the Eyrie (§7) after."""
    chapters = [_lesson(stem).rules[0].split(".")[0] for stem in IDS]
    assert chapters == sorted(chapters, key=lambda c: c != "4")


@pytest.mark.parametrize("stem", IDS)
def test_the_goal_is_not_met_at_the_start(stem: str) -> None:
    lesson = _lesson(stem)
    game = lesson.new_game()
    assert not lesson.goal_met(game)
    assert lesson.failed(game) is None


@pytest.mark.parametrize("stem", IDS)
def test_show_me_reaches_the_goal_through_the_engine(stem: str) -> None:
    lesson = _lesson(stem)
    game, run = play_demo(lesson)
    assert run.goal_met(game), game.log
    assert run.failed(game) is None
    assert run.demo_left == 0, "the goal was met before the demonstration ended"


@pytest.mark.parametrize("stem", [s for s in IDS if _lesson(s).wrong])
def test_each_wrong_try_is_refused_with_the_lessons_rule(stem: str) -> None:
    lesson = _lesson(stem)
    for wrong in lesson.wrong:
        game, run = play_demo(lesson, demo_steps=wrong.after)
        assert game.to_act == lesson.learner
        before = game.to_json()
        with pytest.raises(IllegalAction) as refusal:
            game.apply(wrong.action)
        assert refusal.value.rule == wrong.rule, str(refusal.value)
        assert game.to_json() == before
        run.refused(refusal.value)
        assert run.wrong_tries == 1


@pytest.mark.parametrize("stem", sorted(LOSING_TRIES))
def test_a_tempting_wrong_move_loses_the_lesson_and_says_why(stem: str) -> None:
    lesson = _lesson(stem)
    game = lesson.new_game()
    run = LessonRun(lesson, game)
    for text in LOSING_TRIES[stem]:
        while game.to_act != lesson.learner:
            reply = run.reply(game)
            game.apply(reply)
            run.observe(reply)
        game.apply(text)
        run.observe(text)
    assert run.failed(game) == lesson.failed(game) is not None
    assert not run.goal_met(game)
    assert run.demo_action(game) is None  # off the demonstration: Show me restarts


def _keys(data: dict) -> list[str]:
    keys = [data[f] for f in ("title", "rule_text", "goal_text", "success")]
    keys += data.get("hints", []) + [f["why"] for f in data.get("fail", [])]
    return keys


def test_both_languages_have_every_lesson_text() -> None:
    catalogs = {lang: json.loads((ROOT / "assets" / "locale" / lang / "lessons.json")
                                 .read_text(encoding="utf-8")) for lang in ("en", "ru")}
    for path in FILES:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["hints"], f"{path.name} has no hint"
        for key in _keys(data):
            assert catalogs["en"].get(key), f"{path.name}: {key} has no English text"
            assert re.search("[а-яё]", catalogs["ru"].get(key, ""), re.I), \
                f"{path.name}: {key} has no Russian text"


def test_no_root_lesson_text_is_left_over_in_the_catalogs() -> None:
    used = {k for p in FILES for k in _keys(json.loads(p.read_text(encoding="utf-8")))}
    for lang in ("en", "ru"):
        catalog = json.loads((ROOT / "assets" / "locale" / lang / "lessons.json")
                             .read_text(encoding="utf-8"))
        assert {k for k in catalog if k.startswith("woodland.")} == used, lang


def test_the_lesson_files_are_what_the_generator_writes() -> None:
    """assets/lessons/woodland is made by tools/make_lessons.py; an edit by
    hand would be lost at the next run."""
    spec = importlib.util.spec_from_file_location("make_lessons", ROOT / "tools" /
                                                  "make_lessons.py")
    make = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make)
    written = {}
    for order, lesson in enumerate(make.lessons(), 1):
        stem, data, _ = make.lesson_file(order, lesson)
        written[stem] = make.render(data)
    assert sorted(written) == IDS
    for stem, text in written.items():
        assert (builtin_dir("woodland") / f"{stem}.json").read_text(encoding="utf-8") == text


@pytest.mark.parametrize("stem", IDS)
def test_what_a_lesson_highlights_is_on_the_table_at_the_start(stem: str) -> None:
    lesson = _lesson(stem)
    pos = lesson.new_game().to_position()
    cards = (pos["hands"]["marquise"] + pos["hands"]["eyrie"] + pos["crafted"]["marquise"]
             + pos["crafted"]["eyrie"] + [c for col in pos["eyrie"]["decree"].values()
                                          for c in col])
    for target in lesson.highlight:
        ((kind, value),) = target.items()
        if kind == "building":
            row = pos["clearings"][value[0] - 1]
            piece = value[1]
            count = row[piece] if piece in ("roost", "keep", "wood") else row[piece + "s"]
            assert count, target
        elif kind == "warriors":
            assert pos["clearings"][value[0] - 1][f"{value[1]}_warriors"], target
        elif kind == "card":
            assert value in cards, target
