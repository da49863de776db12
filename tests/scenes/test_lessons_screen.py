"""Learn the rules, by real clicks: the title opens the list, the rows say
what each lesson is and whether it is done, a lesson opens at its table on
its position, and progress can be reset after a confirmation."""

from __future__ import annotations

import pygame

from saves import paths
from saves.progress import load_progress
from scenes import i18n
from scenes.dialog import Dialog
from scenes.i18n import resolve
from scenes.learn.lesson import load_lessons
from scenes.learn.list_scene import LessonsScene
from scenes.learn.progress import mark_done
from scenes.learn.session import LessonSession
from scenes.title import TitleScene
from scenes.widgets import ScrollList
from tests.scenes.scene_driver import button, click, click_button, hover, press, run_frames

CODEX, _ = load_lessons("codex")


def open_list(app) -> LessonsScene:
    app.open("title")
    run_frames(app)
    click_button(app, "Learn the rules")
    scene = app.stack.top
    assert isinstance(scene, LessonsScene)
    return scene


def past_intro(app):
    """A lesson opens with its rule and goal on a card; Start shows the table."""
    from scenes.dialog import Dialog

    run_frames(app)
    card = app.stack.top
    assert isinstance(card, Dialog), "a lesson opens with its rule and goal"
    click(app, card.buttons[0].rect.center)
    return app.stack.top


def click_row(app, listed: ScrollList, index: int) -> None:
    listed.select(max(0, index - 2))  # scrolled into view, as the wheel would
    y = listed.rect.y + index * ScrollList.ROW_H - int(listed.offset) + ScrollList.ROW_H // 2
    click(app, (listed.rect.x + 40, y))


def test_the_title_opens_the_lessons_grouped_by_game_in_course_order(app):
    scene = open_list(app)
    codex = scene.lists["codex"]
    assert [row.payload.id for row in codex.rows] == [lesson.id for lesson in CODEX]
    assert codex.rows[0].title == "1. The patrol zone"
    assert codex.rows[0].detail == "Codex p.7"
    assert codex.rows[6].detail == "Codex p.7 · Codex § 6"
    assert all(row.badge == "" for row in codex.rows)
    root = scene.lists["woodland"]
    assert root.rows and all(row.payload.game == "woodland" for row in root.rows)
    assert root.rows[0].detail.startswith("Rule")


def test_choosing_a_lesson_opens_its_table_on_the_lessons_position(app):
    scene = open_list(app)
    click_row(app, scene.lists["codex"], 2)
    assert scene.selected.id == CODEX[2].id
    assert scene.lists["woodland"].selected is None  # one lesson chosen at a time
    click(app, scene.start_button.rect.center)
    table = past_intro(app)
    assert type(table).__name__ == "CodexTable" and list(app.stack) == [table]
    assert isinstance(table.session, LessonSession)
    assert table.session.source.id == CODEX[2].id
    assert table.game.to_json() == CODEX[2].new_game().to_json()
    assert table.session.seats == {"player1": "human", "player2": "script"}
    table.seats.close()


def test_enter_on_a_root_lesson_opens_the_root_table(app):
    scene = open_list(app)
    press(app, pygame.K_LEFT)
    lesson = scene.lists["woodland"].rows[0].payload
    assert scene.selected is lesson
    press(app, pygame.K_RETURN)
    table = past_intro(app)
    assert type(table).__name__ == "WoodlandTable"
    assert table.game.to_json() == lesson.new_game().to_json()
    table.seats.close()


def test_a_done_lesson_is_marked_and_can_be_played_again(app):
    assert mark_done(CODEX[0].id) is None
    scene = open_list(app)
    codex = scene.lists["codex"]
    assert codex.rows[0].badge == "done" and codex.rows[1].badge == ""
    click_row(app, codex, 0)
    assert resolve(scene.start_button.text) == "Play again"
    click_row(app, codex, 1)
    assert resolve(scene.start_button.text) == "Start lesson"
    click_row(app, codex, 0)
    click(app, scene.start_button.rect.center)
    assert past_intro(app).session.source.id == CODEX[0].id
    app.stack.top.seats.close()


def test_reset_progress_asks_first_and_then_forgets_every_lesson(app):
    mark_done(CODEX[0].id)
    mark_done(CODEX[3].id)
    scene = open_list(app)
    click_button(app, "Reset progress")
    assert isinstance(app.stack.top, Dialog)
    click_button(app, "Cancel")
    assert app.stack.top is scene
    assert load_progress()[0] == {CODEX[0].id, CODEX[3].id}
    click_button(app, "Reset progress")
    click_button(app, "Reset")
    assert app.stack.top is scene
    assert load_progress() == (frozenset(), None)
    assert all(row.badge == "" for row in scene.lists["codex"].rows)
    assert not button(scene, "Reset progress").enabled


def test_a_broken_lesson_file_is_left_out_with_a_quiet_note(app):
    folder = paths.data_dir() / "lessons"
    folder.mkdir(parents=True)
    (folder / "mine.json").write_text('{"format": 1', encoding="utf-8")
    scene = open_list(app)
    assert len(scene.lists["codex"].rows) == len(CODEX)
    assert scene.skipped_label.visible and not scene.progress_label.visible
    assert resolve(scene.skipped_label.text) == \
        "1 lesson file could not be read and is left out"
    assert "mine.json" in scene.skipped_label.tooltip
    hover(app, scene.skipped_label.rect.center)
    run_frames(app, 40)  # the tooltip with the file's problem is drawn


def test_a_damaged_progress_file_is_ignored_with_a_note_and_rewritten(app):
    paths.data_dir().mkdir(parents=True)
    paths.progress_path().write_text("garbage", encoding="utf-8")
    scene = open_list(app)
    assert scene.progress_label.visible
    assert paths.PROGRESS_FILE in scene.progress_label.tooltip
    assert all(row.badge == "" for row in scene.lists["codex"].rows)
    assert mark_done(CODEX[1].id) is None
    assert load_progress() == (frozenset({CODEX[1].id}), None)


def test_back_returns_to_the_title_and_alone_it_opens_the_title(app):
    open_list(app)
    click_button(app, "Back")
    assert isinstance(app.stack.top, TitleScene)
    app.open("lessons")
    run_frames(app)
    click_button(app, "Back")
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1


def test_the_list_speaks_russian_after_a_language_switch(app):
    scene = open_list(app)
    app.set_language("ru")
    run_frames(app)
    codex = scene.lists["codex"]
    assert codex.rows[0].title == "1. Зона патрулирования"
    assert codex.rows[0].detail == "Кодекс, с. 7"
    assert resolve(button(scene, "Back").text) == "Назад"
    i18n.set_language("en")


def test_the_list_opens_on_the_first_lesson_not_done(app):
    root, _errors = load_lessons("woodland")
    for lesson in root[:2]:
        assert mark_done(lesson.id) is None
    scene = open_list(app)
    assert scene.selected.id == root[2].id
    assert scene.lists["woodland"].selected == 2 and scene.lists["codex"].selected is None


def test_back_from_a_lesson_the_list_opens_on_that_lesson(app):
    scene = open_list(app)
    click_row(app, scene.lists["codex"], 3)
    click(app, scene.start_button.rect.center)
    table = past_intro(app)
    click(app, table.lesson_panel.list_button.rect.center)
    run_frames(app, 2)
    listing = app.stack.top
    assert isinstance(listing, LessonsScene)
    assert listing.selected.id == CODEX[3].id and listing.lists["woodland"].selected is None


def test_after_the_courses_last_lesson_the_next_button_leads_on_and_says_so(app):
    last = CODEX[-1]
    session = LessonSession.of(last)
    table = app.open(session.table, session)
    table = past_intro(app)
    panel = table.lesson_panel
    click(app, panel.show_button.rect.center)
    from tests.scenes.scene_driver import until

    until(app, lambda: panel.outcome is not None, dt=0.5)
    assert panel.outcome == "done" and panel.following is None
    assert panel.next_button.enabled and resolve(panel.next_button.text) == "All lessons"
    assert any("last lesson of the Codex course" in t.message for t in app.toasts.toasts)
    click(app, panel.next_button.rect.center)
    run_frames(app, 2)
    assert isinstance(app.stack.top, LessonsScene)
