"""A lesson the player recorded is marked as theirs in the lesson list and
can be deleted there, after a question that starts on Cancel; the course's
own lessons cannot."""

from __future__ import annotations

import copy
import json

from scenes.dialog import Dialog
from scenes.i18n import resolve
from scenes.learn.lesson import builtin_dir, user_lessons_dir
from tests.scenes.scene_driver import click, run_frames
from tests.scenes.test_lessons_screen import click_row, open_list

GOOD = builtin_dir("woodland") / "woodland-01-must-rule.json"


def _record(stem: str = "my-march") -> None:
    """A user lesson as the maker writes it: texts inline, an id of its own."""
    data = copy.deepcopy(json.loads(GOOD.read_text(encoding="utf-8")))
    for name in ("title", "rule_text", "goal_text", "success"):
        data[name] = {"en": f"My {name}"}
    data["hints"] = []
    data.update(id=stem, order=0)  # listed first, in view
    folder = user_lessons_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{stem}.json").write_text(json.dumps(data), encoding="utf-8")


def _own_row(scene):
    listed = scene.lists["woodland"]
    index = next(i for i, row in enumerate(listed.rows) if not row.payload.builtin)
    return listed, index


def test_a_recorded_lesson_says_it_is_yours(app):
    _record()
    scene = open_list(app)
    listed, index = _own_row(scene)
    assert "Your lesson" in resolve(listed.rows[index].detail)
    assert all("Your lesson" not in resolve(row.detail) for row in listed.rows
               if row.payload.builtin)


def test_a_recorded_lesson_is_deleted_after_asking_and_a_course_lesson_cannot_be(app):
    _record()
    scene = open_list(app)
    click_row(app, scene.lists["woodland"], 1)  # the course's first lesson
    assert not scene.delete_button.visible
    listed, index = _own_row(scene)
    click_row(app, listed, index)
    assert scene.delete_button.visible
    click(app, scene.delete_button.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    assert dialog.buttons[1].focused  # Cancel: Enter alone deletes nothing
    click(app, dialog.buttons[0].rect.center)
    run_frames(app)
    assert not (user_lessons_dir() / "my-march.json").exists()
    assert all(row.payload.builtin for row in scene.lists["woodland"].rows)
    assert not scene.delete_button.visible


def test_cancel_keeps_the_recorded_lesson(app):
    _record()
    scene = open_list(app)
    listed, index = _own_row(scene)
    click_row(app, listed, index)
    click(app, scene.delete_button.rect.center)
    click(app, app.stack.top.buttons[1].rect.center)
    assert (user_lessons_dir() / "my-march.json").exists()
