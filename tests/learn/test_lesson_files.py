"""Reading lesson files (scenes.learn.lesson): a broken file is refused with
an error naming the file and the field, and the lesson list skips it; user
lessons with inline texts load beside the built-ins."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenes import i18n
from scenes.learn.lesson import LessonError, builtin_dir, load_lesson, load_lessons

GOOD = builtin_dir("woodland") / "woodland-01-must-rule.json"


def _data() -> dict:
    return json.loads(GOOD.read_text(encoding="utf-8"))


def _write(folder: Path, stem: str, data: dict | str) -> Path:
    path = folder / f"{stem}.json"
    if isinstance(data, dict):
        data = dict(data, id=stem)
        data = json.dumps(data)
    path.write_text(data, encoding="utf-8")
    return path


def _inline(data: dict) -> dict:
    """The lesson with its texts inline, as a user-made lesson carries them."""
    data = copy.deepcopy(data)
    for field in ("title", "rule_text", "goal_text", "success"):
        data[field] = {"en": f"{field} in English", "ru": f"{field} по-русски"}
    data["hints"] = [{"en": "a hint"}]
    return data


BROKEN = [
    # (what is broken, change to the good lesson, field named)
    ("a missing field", lambda d: d.pop("goal"), "goal"),
    ("an unknown field", lambda d: d.update(colour="red"), "colour"),
    ("the wrong format", lambda d: d.update(format=2), "format"),
    ("an unknown game", lambda d: d.update(game="chess"), "game"),
    ("an unknown condition", lambda d: d.update(goal=[{"rulez": {}}]), "goal[0].rulez"),
    ("a bad argument", lambda d: d["goal"][0]["rules"].update(clearing=13), "goal[0].rules"),
    ("a missing argument", lambda d: d["goal"][0]["rules"].pop("faction"), "goal[0].rules"),
    ("two names in a condition", lambda d: d["goal"][0].update(vp_at_least={}), "goal[0]"),
    ("an unknown target", lambda d: d.update(highlight=[{"hex": 1}]), "highlight[0].hex"),
    ("a bad target", lambda d: d.update(highlight=[{"building": [5, "castle"]}]),
     "highlight[0].building"),
    ("a text key not in the catalog", lambda d: d.update(title="woodland.nope.title"), "title"),
    ("an inline text without English", lambda d: d.update(title={"ru": "урок"}), "title"),
    ("a bad position field", lambda d: d["position"].update(round="three"), "position.round"),
    ("a goal already met", lambda d: d.update(goal=[{"rules": {"clearing": 1,
                                                                "faction": "marquise"}}]),
     "goal"),
    ("a fail that holds at once", lambda d: d.update(fail=[{"when": {"rules": {
        "clearing": 1, "faction": "marquise"}}, "why": {"en": "x"}}]), "fail[0].when"),
    ("a wrong try without a rule", lambda d: d.update(wrong=[{"action": "move 1 5 1"}]),
     "wrong[0]"),
    ("a wrong try after the demo's end", lambda d: d.update(
        wrong=[{"action": "move 1 5 1", "rule": "4.2", "after": 9}]), "wrong[0].after"),
    ("an empty demo", lambda d: d.update(demo=[]), "demo"),
    ("a learner seat 2", lambda d: d.update(learner=2), "learner"),
]


@pytest.mark.parametrize(("problem", "change", "field"), BROKEN, ids=[b[0] for b in BROKEN])
def test_a_broken_lesson_is_refused_naming_file_and_field(tmp_path: Path, problem: str,
                                                          change, field: str) -> None:
    data = _data()
    change(data)
    path = _write(tmp_path, "broken-lesson", data)
    with pytest.raises(LessonError) as refusal:
        load_lesson(path)
    assert refusal.value.field == field, str(refusal.value)
    assert str(refusal.value).startswith(f"broken-lesson.json: {field}: ")


def test_a_file_that_is_not_json_is_refused_naming_the_file(tmp_path: Path) -> None:
    path = _write(tmp_path, "garbled", "{ not json")
    with pytest.raises(LessonError, match=r"^garbled\.json: \(file\): is not JSON"):
        load_lesson(path)


def test_the_id_must_be_the_file_name(tmp_path: Path) -> None:
    path = tmp_path / "renamed.json"
    path.write_text(json.dumps(_data()), encoding="utf-8")
    with pytest.raises(LessonError) as refusal:
        load_lesson(path)
    assert refusal.value.field == "id"


def test_the_lesson_list_skips_a_broken_user_lesson_and_reports_it(tmp_path: Path) -> None:
    broken = _data()
    broken["goal"] = [{"rulez": {}}]
    _write(tmp_path, "mine-broken", broken)
    _write(tmp_path, "mine-good", dict(_inline(_data()), order=99))
    lessons, errors = load_lessons("woodland", user_dir=tmp_path)
    assert [e.file.name for e in errors] == ["mine-broken.json"]
    assert errors[0].field == "goal[0].rulez"
    assert lessons[-1].id == "mine-good" and not lessons[-1].builtin
    assert all(lesson.builtin for lesson in lessons[:-1])


def test_a_user_lesson_may_not_take_a_built_in_id(tmp_path: Path) -> None:
    _write(tmp_path, GOOD.stem, _inline(_data()))
    lessons, errors = load_lessons("woodland", user_dir=tmp_path)
    assert [(e.file.name, e.field) for e in errors] == [(GOOD.name, "id")]
    assert sum(lesson.id == GOOD.stem for lesson in lessons) == 1


def test_inline_texts_follow_the_language(tmp_path: Path) -> None:
    lesson = load_lesson(_write(tmp_path, "mine", _inline(_data())), builtin=False)
    try:
        i18n.set_language("ru")
        assert lesson.text("title") == "title по-русски"
        assert lesson.hint_texts() == ["a hint"]  # no Russian: English
    finally:
        i18n.set_language("en")
    assert lesson.text("title") == "title in English"


def test_catalog_texts_follow_the_language() -> None:
    lesson = load_lesson(GOOD)
    try:
        i18n.set_language("ru")
        russian = lesson.text("title")
    finally:
        i18n.set_language("en")
    assert russian != lesson.text("title") and russian


def test_the_lesson_modules_import_no_pygame(tmp_path: Path) -> None:
    code = ("import sys; from scenes.learn.lesson import load_lessons, play_demo; "
            "lessons, errors = load_lessons('woodland'); play_demo(lessons[0]); "
            "assert not errors; assert 'pygame' not in sys.modules, 'pygame imported'")
    env = dict(os.environ, WOODLAND_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=Path(__file__).resolve().parents[2], env=env)
    assert result.returncode == 0, result.stderr


def test_a_game_without_a_goal_vocabulary_is_named(tmp_path: Path, monkeypatch) -> None:
    """Until a game's goals module exists, its lessons fail to load, saying so."""
    from scenes.learn import lesson as lesson_module

    def missing(game: str):
        raise ModuleNotFoundError(f"No module named 'scenes.learn.goals_{game}'",
                                  name=f"scenes.learn.goals_{game}")

    monkeypatch.setattr(lesson_module, "goals_module", missing)
    path = _write(tmp_path, "codex-01-first", dict(_data(), game="codex"))
    with pytest.raises(LessonError, match=r"codex-01-first\.json: game: no goal vocabulary "
                                          r"for 'codex' yet"):
        load_lesson(path)


def test_on_the_demonstration_the_goal_is_never_called_out_of_reach():
    """Every lesson's demonstration, and each single wrong move the reach
    search calls a dead end, agree with a search eight times as large."""
    from scenes.learn.lesson import REACH_BUDGET, LessonRun, load_lessons

    lessons, _errors = load_lessons()
    for lesson in lessons:
        game = lesson.new_game()
        run = LessonRun(lesson, game)
        for step in lesson.demo:
            while game.to_act >= 0 and game.to_act != lesson.learner and not run.goal_met(game):
                reply = run.reply(game)
                game.apply(reply)
                run.observe(reply)
            if run.goal_met(game) or game.to_act != lesson.learner:
                break
            for wrong in game.legal_actions():
                if str(wrong) == step:
                    continue
                g, r = game.clone(), run._fork()
                g.apply(wrong)
                r.observe(wrong)
                while g.to_act >= 0 and g.to_act != lesson.learner and not r.goal_met(g):
                    reply = r.reply(g)
                    g.apply(reply)
                    r.observe(reply)
                if r.out_of_reach(g):
                    assert r._reach(g, len(lesson.demo) + 1, [8 * REACH_BUDGET]) is False, \
                        (lesson.id, str(wrong))
            assert not run.out_of_reach(game), (lesson.id, step)
            action = next(a for a in game.legal_actions() if str(a) == step)
            game.apply(action)
            run.observe(action)
