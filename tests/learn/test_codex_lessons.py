"""The built-in Codex lessons (Codex p.7, issue 19): each loads, starts
unsolved, is solved by its "Show me", refuses each wrong try it names with
its rule, and together they cover every topic of the page."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from game.common.errors import IllegalAction
from scenes.learn.lesson import LessonRun, builtin_dir, load_lesson, load_lessons, play_demo

ROOT = Path(__file__).resolve().parents[2]
LESSONS, ERRORS = load_lessons("codex", user_dir=Path("/nonexistent"))
BY_ID = {lesson.id: lesson for lesson in LESSONS}

# Every topic of Codex p.7 and the lesson that teaches it.
PAGE_7 = {
    "Squad Leader slot: armor, attacked first": "codex-03-squad-leader",
    "Elite slot: +1 ATK": "codex-04-elite",
    "Scavenger slot: 1 gold when it dies": "codex-05-scavenger",
    "Technician slot: a card when it dies": "codex-06-technician",
    "Lookout slot: Resist 1": "codex-07-lookout",
    "exhausted units cannot patrol": "codex-02-exhausted",
    "the arrangement locks at the end of the main phase": "codex-01-patrol-zone",
    "the Squad Leader first, then the other patrollers": "codex-08-leader-then-patrollers",
    "a flying patroller may be ignored by a ground attacker": "codex-09-ground-and-fliers",
    "fliers fly over ground patrollers": "codex-10-flying-over",
    "what cannot be attacked": "codex-11-cannot-attack",
    "damage both ways at once, an exhausted defender strikes back": "codex-12-strike-back",
    "damage stays; the dead go to the discard pile": "codex-13-damage-stays",
}


def ids(lessons):
    return [lesson.id for lesson in lessons]


def test_every_codex_lesson_file_loads():
    files = sorted(builtin_dir("codex").glob("*.json"))
    assert ERRORS == []
    assert len(LESSONS) == len(files) >= 12
    assert {lesson.id for lesson in LESSONS} == {p.stem for p in files}


def test_codex_lessons_are_a_course_in_order():
    assert [lesson.order for lesson in LESSONS] == list(range(1, len(LESSONS) + 1))
    assert all(lesson.id.startswith(f"codex-{lesson.order:02d}-") for lesson in LESSONS)
    assert all(lesson.game == "codex" and "codex p.7" in lesson.rules for lesson in LESSONS)


def test_every_topic_of_codex_page_7_has_a_lesson():
    assert set(PAGE_7.values()) <= set(BY_ID)


@pytest.mark.parametrize("lesson", LESSONS, ids=ids(LESSONS))
def test_goal_is_not_met_at_the_start(lesson):
    game = lesson.new_game()
    assert not lesson.goal_met(game)
    assert lesson.failed(game) is None
    assert game.to_act == lesson.learner


@pytest.mark.parametrize("lesson", LESSONS, ids=ids(LESSONS))
def test_show_me_reaches_the_goal(lesson):
    game, run = play_demo(lesson)
    assert run.goal_met(game), lesson.id
    assert run.failed(game) is None
    assert run.demo_left == 0


WRONG = [(lesson, w) for lesson in LESSONS for w in lesson.wrong]


@pytest.mark.parametrize("lesson, wrong", WRONG,
                         ids=[f"{lesson.id}: {w.action}" for lesson, w in WRONG])
def test_each_wrong_try_is_refused_with_the_lessons_rule(lesson, wrong):
    game, _ = play_demo(lesson, demo_steps=wrong.after)
    before = game.to_json()
    with pytest.raises(IllegalAction) as refusal:
        game.apply(wrong.action)
    assert refusal.value.rule == wrong.rule
    assert wrong.rule in lesson.rules
    assert game.to_json() == before


def test_most_lessons_name_a_wrong_try():
    assert len([lesson for lesson in LESSONS if lesson.wrong]) >= len(LESSONS) // 2


@pytest.mark.parametrize("lesson", LESSONS, ids=ids(LESSONS))
def test_texts_are_in_english_and_russian(lesson):
    catalogs = {lang: json.loads((ROOT / "assets" / "locale" / lang / "lessons.json")
                                 .read_text(encoding="utf-8")) for lang in ("en", "ru")}
    keys = [lesson.title, lesson.rule_text, lesson.goal_text, lesson.success,
            *lesson.hints, *(f.why for f in lesson.fail)]
    for key in keys:
        assert key.startswith("codex.")
        assert catalogs["en"][key] and catalogs["ru"][key], key
        assert catalogs["en"][key] != catalogs["ru"][key], key


def play(lesson, *learner_actions: str):
    """The learner's own actions (not the demo), the script answering."""
    game = lesson.new_game()
    run = LessonRun(lesson, game)
    todo = list(learner_actions)
    for _ in range(40):
        if run.goal_met(game) or run.failed(game) or game.to_act < 0:
            break
        if game.to_act == lesson.learner:
            if not todo:
                break
            action = todo.pop(0)
        else:
            action = run.reply(game)
        game.apply(action)
        run.observe(action)
    return game, run


def card(lesson, code: str) -> int:
    """The id of the one card in play with this code in the lesson's position."""
    (found,) = [int(i) for i, c in lesson.position["cards"].items() if c["code"] == code]
    return found


def test_elite_lesson_is_lost_when_older_brother_patrols_elsewhere():
    lesson = BY_ID["codex-04-elite"]
    game, run = play(lesson, f"patrol {card(lesson, 'older_brother')} scavenger", "end")
    assert not run.goal_met(game)
    assert run.failed(game) is not None
    assert card(lesson, "nimble_fencer") in game.to_position()["players"][1]["play"]


def test_strike_back_is_lost_when_iron_man_attacks_the_lizard():
    lesson = BY_ID["codex-12-strike-back"]
    game, run = play(lesson, f"attack {card(lesson, 'iron_man')} "
                             f"{card(lesson, 'leaping_lizard')}")
    assert not run.goal_met(game)
    assert run.failed(game) is not None


def test_squad_leader_lesson_is_lost_when_the_turn_ends_without_attacking():
    lesson = BY_ID["codex-03-squad-leader"]
    game, run = play(lesson, "end")
    assert run.failed(game) is not None


def test_lesson_files_are_what_the_generator_writes():
    spec = importlib.util.spec_from_file_location("make_codex_lessons",
                                                  ROOT / "tools" / "make_codex_lessons.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up
    try:
        spec.loader.exec_module(module)
        assert module.main(["--check"]) == 0
    finally:
        del sys.modules[spec.name]


def test_a_lesson_reloads_from_its_own_file():
    for lesson in LESSONS:
        again = load_lesson(lesson.path)
        assert (again.id, again.position, again.goal, again.demo) == \
            (lesson.id, lesson.position, lesson.goal, lesson.demo)


@pytest.mark.parametrize("lesson", LESSONS, ids=ids(LESSONS))
def test_everything_highlighted_is_on_the_table_at_the_start(lesson):
    position = lesson.position
    for target in lesson.highlight:
        ((kind, value),) = target.items()
        if kind == "unit":
            assert any(value in p["play"] for p in position["players"]), target
        elif kind == "building":
            seat, name = value
            assert position["players"][seat]["buildings"][name]["state"] == "built", target


SEED_TERMS = {  # the Russian words of Codex p.7 (seeds/002) each slot lesson uses
    "codex-03-squad-leader": "командир отряда", "codex-04-elite": "боец",
    "codex-05-scavenger": "интендант", "codex-06-technician": "техник",
    "codex-07-lookout": "скаут", "codex-02-exhausted": "повёрнут",
    "codex-01-patrol-zone": "зона патрулирования",
}


@pytest.mark.parametrize("lesson_id, term", SEED_TERMS.items())
def test_russian_texts_use_the_seeds_terms(lesson_id, term):
    ru = json.loads((ROOT / "assets" / "locale" / "ru" / "lessons.json").read_text(
        encoding="utf-8"))
    lesson = BY_ID[lesson_id]
    assert term in (ru[lesson.title] + " " + ru[lesson.rule_text]).lower()
