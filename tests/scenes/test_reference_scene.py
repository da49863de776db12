"""The rules reference screen, driven by posted events (issue 19).

Every refusal opens it: a click on a toast's rule badge (and only the badge)
opens the reference at that rule, F1 at the last refusal's rule, a log badge
at its rule; Back and Esc return to exactly the table beneath, its game
unchanged. Inside, links, chips, the search field and Previous move between
rules and terms, in English and in Russian.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.learn.reference import ReferenceScene
from scenes.learn.rulebook import Entry, Link
from scenes.woodland.session import WoodlandSession
from tests.codex.scenario import Scenario
from tests.scenes.codex import steps as codex
from tests.scenes.scene_driver import button, click, press, run_frames, type_text
from tests.scenes.woodland.table_steps import centre, drag, last_toast, open_table, ready, spot


def reference_of(app) -> ReferenceScene:
    top = app.stack.top
    assert isinstance(top, ReferenceScene), type(top).__name__
    return top


def shown(app) -> str:
    item = reference_of(app).current
    return item.number if isinstance(item, Entry) else f"term:{item.id}"


def badge_centre(app) -> tuple[int, int]:
    run_frames(app)  # the toast is drawn, its badge placed
    toast = app.toasts.toasts[-1]
    assert toast.badge_rect is not None
    return toast.badge_rect.center


def root_refusal(app):
    """A Root table at setup where dropping the keep on clearing 5 was refused (6.3)."""
    table = open_table(app, WoodlandSession.new(7))
    ready(app)
    drag(app, spot(table, "keep_supply"), centre(table, 5))
    assert last_toast(app)[1] == "6.3"
    return table


def test_6_3_a_refusal_badge_click_opens_the_reference_and_back_returns_unchanged(app):
    table = root_refusal(app)
    before, stack = table.game.to_json(), list(app.stack)
    click(app, badge_centre(app))
    assert shown(app) == "6.3"
    assert list(app.stack)[:-1] == stack  # pushed over the table: nothing replaced
    click(app, button(app.stack.top, "Back").rect.center)
    assert list(app.stack) == stack and app.stack.top is table
    assert table.game.to_json() == before


def test_esc_leaves_the_reference_for_the_table_beneath(app):
    table = root_refusal(app)
    before = table.game.to_json()
    click(app, badge_centre(app))
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table and table.game.to_json() == before


def test_the_rest_of_a_toast_never_takes_the_click(app):
    table = root_refusal(app)
    run_frames(app)
    toast = app.toasts.toasts[-1]
    seen: list[int] = []
    real = table.handle_event

    def recording(event):
        seen.append(event.type)
        return real(event)

    table.handle_event = recording
    beside = (toast.badge_rect.right + 60, toast.badge_rect.centery)  # on the message
    click(app, beside)
    assert app.stack.top is table
    assert pygame.MOUSEBUTTONDOWN in seen and pygame.MOUSEBUTTONUP in seen


def test_f1_opens_the_reference_at_the_last_refusals_rule(app):
    table = root_refusal(app)
    app.toasts.toasts.clear()  # long gone from the screen: F1 still remembers
    press(app, pygame.K_F1)
    assert shown(app) == "6.3"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table


def test_f1_at_a_new_table_does_not_open_the_rule_refused_at_the_last_one(app):
    root_refusal(app)
    open_table(app, WoodlandSession.new(8))  # a new game, nothing refused yet
    assert app.toasts.last_refusal is None
    press(app, pygame.K_F1)
    assert isinstance(app.stack.top, ReferenceScene) and shown(app) != "6.3"


def test_the_refusal_toast_goes_when_the_reference_it_points_to_opens(app):
    root_refusal(app)
    app.toast("Saved", None, "info")
    assert any(t.kind == "refusal" for t in app.toasts.toasts)
    press(app, pygame.K_F1)
    reference_of(app)
    assert [t.kind for t in app.toasts.toasts] == ["info"]  # over the title no more


def test_f1_without_a_refusal_opens_the_index_of_the_game_beneath(app):
    game, *_ = _codex_scenario()
    table = codex.open_table(app, codex.session_of(game))
    codex.ready(app)
    press(app, pygame.K_F1)
    reference = reference_of(app)
    assert reference.game == "codex" and reference.current.game == "codex"
    press(app, pygame.K_F1)  # on top already: no second reference
    assert sum(isinstance(s, ReferenceScene) for s in app.stack) == 1
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table


def _codex_scenario():
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    sc.unit(1, "helpful_turtle", patrol="squad_leader")
    sc.hand(0, "timely_messenger", "spark").gold(0, 3)
    return sc.game(), brother


def test_codex_p7_a_refusal_badge_opens_codex_p7(app):
    game, brother = _codex_scenario()
    table = codex.open_table(app, codex.session_of(game))
    codex.ready(app)
    before = game.state_hash()
    codex.drag(app, codex.spot(table, "unit", brother), codex.spot(table, "building", 1, "base"))
    assert codex.last_toast(app)[1] == "Codex p.7"  # the badge reads as the player's words
    click(app, badge_centre(app))
    assert shown(app) == "codex p.7"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table and game.state_hash() == before


def test_a_root_log_badge_opens_its_rule(app):
    table = root_refusal(app)
    drag(app, spot(table, "keep_supply"), centre(table, 1))  # the keep: rule 6.3 in the log
    run_frames(app)
    rect, rule = table.log._badges[-1]
    click(app, rect.center)
    assert shown(app) == rule and table.log.entries
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table


def test_a_codex_log_badge_opens_its_rule(app):
    game, brother = _codex_scenario()
    table = codex.open_table(app, codex.session_of(game))
    codex.ready(app)
    codex.drag(app, codex.spot(table, "card", "timely_messenger"),
               codex.spot(table, "table", 0))
    assert game.history[-1].verb == "play"
    run_frames(app)
    assert table._log_badges, "the log shows a rule badge beside the action"
    rect, rule = table._log_badges[-1]
    assert table.rule_at(rect.center) == rule == "codex 2.4"
    click(app, rect.center)
    assert shown(app) == "codex 2.4"


def _page_spot(reference: ReferenceScene, kind: str, payload) -> tuple[int, int]:
    reference._lay_out()
    for spot_ in reference._page:
        if spot_.kind == kind and spot_.payload == payload:
            return spot_.rect.center
    raise AssertionError(f"no {kind} {payload} on the page")


def _link_word(reference: ReferenceScene, link: Link) -> tuple[int, int]:
    reference._lay_out()
    body = next(s for s in reference._page if s.kind == "body")
    word = next(w for w in reference._body.words if w.link == link)
    return word.rect.move(body.rect.topleft).center


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_links_chips_and_previous_move_between_rules(app, lang):
    app.set_language(lang)
    app.push("reference", rule="4.2.1")
    run_frames(app)
    reference = reference_of(app)
    click(app, _link_word(reference, Link("rule", "woodland", "2.5")))  # a number in the text
    assert shown(app) == "2.5"
    click(app, _link_word(reference, Link("term", "woodland", "clearing")))  # a term in it
    assert shown(app) == "term:clearing"
    click(app, _page_spot(reference, "link", Link("rule", "woodland", "4.2")))  # a chip
    assert shown(app) == "4.2"
    click(app, reference.previous_button.rect.center)
    click(app, reference.previous_button.rect.center)
    assert shown(app) == "2.5"


def test_the_lessons_of_a_rule_are_listed(app):
    app.push("reference", rule="4.2.1")
    run_frames(app)
    reference = reference_of(app)
    lessons = [s.payload.id for s in reference._page if s.kind == "lesson"]
    assert "woodland-01-must-rule" in lessons


@pytest.mark.parametrize("lang, words, wanted", [
    ("en", "ambush", "4.3.1"),
    ("ru", "засада", "4.3.1"),
    ("ru", "7.7.3", "7.7.3"),
    ("en", "p.7", "codex p.7"),
])
def test_typing_in_the_search_shows_what_it_finds(app, lang, words, wanted):
    app.set_language(lang)
    app.push("reference")
    run_frames(app)
    reference = reference_of(app)
    type_text(app, words)
    assert reference.field.text == words
    found = [row.payload for row in reference.list.rows]
    assert any(isinstance(p, Entry) and p.number == wanted for p in found)
    press(app, pygame.K_RETURN)  # Enter shows the first thing found
    assert reference.current is reference.list.rows[0].payload
    index = next(i for i, r in enumerate(reference.list.rows)
                 if getattr(r.payload, "number", "") == wanted)
    reference.list.offset = 0.0
    for _ in range(index):  # the arrows walk down the list to it
        press(app, pygame.K_DOWN)
    assert shown(app) == wanted


def test_a_click_on_a_row_of_the_index_shows_it(app):
    app.push("reference", game="woodland")
    run_frames(app)
    reference = reference_of(app)
    rows = reference.list
    y = rows.rect.y + 2 * rows.ROW_H - int(rows.offset) + rows.ROW_H // 2
    click(app, (rows.rect.centerx, y))
    assert reference.current is rows.rows[2].payload


def test_a_word_instead_of_a_number_opens_the_reference_searching_it(app):
    app.push("reference", rule="ambush")
    run_frames(app)
    reference = reference_of(app)
    assert reference.field.text == "ambush" and shown(app) == "4.3.1"


def test_the_game_tabs_show_each_index(app):
    app.push("reference")
    run_frames(app)
    reference = reference_of(app)
    click(app, reference.tabs["codex"].rect.center)
    assert reference.game == "codex" and shown(app) == "overview"  # each game's first page
    assert all(row.payload.game == "codex" for row in reference.list.rows)
    click(app, reference.tabs["woodland"].rect.center)
    assert shown(app) == "overview"


def test_on_the_root_table_a_refusal_toast_leaves_the_top_bar_readable(app):
    from scenes.woodland import layout

    root_refusal(app)
    run_frames(app)
    toast = app.toasts.toasts[-1]
    assert toast.badge_rect is not None and toast.badge_rect.top > layout.TOP_BAR.bottom


def test_a_search_that_finds_nothing_shows_no_unrelated_rule(app):
    app.push("reference", rule="4.2.1")
    run_frames(app)
    reference = reference_of(app)
    type_text(app, "x")
    last_hit = reference.current  # each letter shows the first thing found
    assert last_hit is not None
    type_text(app, "yzzy")
    assert not reference.list.rows and reference.current is None
    run_frames(app)  # the page says so (drawn without a rule)
    press(app, pygame.K_a, pygame.KMOD_CTRL)  # all of it, then cleared at once
    press(app, pygame.K_BACKSPACE)
    assert reference.field.text == "" and reference.current is last_hit, \
        "the search cleared: back to the page shown before it found nothing"


def test_enter_with_nothing_typed_leaves_the_page_as_it_is(app):
    app.push("reference", rule="4.3.1")
    run_frames(app)
    press(app, pygame.K_RETURN)
    assert shown(app) == "4.3.1"


def test_f1_in_a_lesson_before_any_refusal_opens_the_lessons_rule(app, isolated_home):
    from scenes.learn.lesson import load_lessons
    from scenes.learn.session import LessonSession

    lessons, _errors = load_lessons("codex")
    lesson = lessons[0]
    session = LessonSession.of(lesson)
    table = app.open(session.table, session)
    run_frames(app, 3)
    click(app, app.stack.top.buttons[0].rect.center)  # the lesson's card: Start
    run_frames(app, 2)
    assert app.stack.top is table and app.toasts.last_refusal is None
    press(app, pygame.K_F1)
    assert shown(app) == lesson.rules[0]


@pytest.mark.parametrize("lang, number, chapter", [
    ("en", "6.2.2", "6 · Marquise de Cat"),
    ("en", "7.2.1", "7 · Eyrie Dynasties"),
    ("en", "3.1", "3 · Victory"),
    ("ru", "4.2", "4 · Ключевые действия"),
])
def test_a_rule_without_a_parent_entry_names_its_chapter_in_the_index(app, lang, number,
                                                                      chapter):
    app.set_language(lang)
    app.push("reference", game="woodland")
    run_frames(app)
    rows = {row.payload.number: row for row in reference_of(app).list.rows
            if isinstance(row.payload, Entry)}
    assert rows[number].detail == chapter
    notes = [row for row in reference_of(app).list.rows
             if isinstance(row.payload, Entry) and not row.payload.numbered]
    assert notes and all("Root" not in row.detail for row in notes)


def test_the_reference_opens_from_the_pause_menu_and_the_lessons_screen_without_knowing_f1(app):
    from scenes.start import open_first
    from tests.scenes.scene_driver import click_button

    open_first(app, "map")
    press(app, pygame.K_ESCAPE)  # the pause menu
    click_button(app, "Rules reference")
    assert isinstance(app.stack.top, ReferenceScene)
    press(app, pygame.K_ESCAPE)
    open_first(app, "title")
    click_button(app, "Learn the rules")
    click_button(app, "Rules reference")
    assert isinstance(app.stack.top, ReferenceScene)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_reference_opened_without_a_rule_starts_on_an_overview_of_the_game(app, lang):
    """A newcomer opened it at 1.1.3 Simultaneous effects; now on a page that
    says how the game is won and played, linked to the rules it names."""
    app.set_language(lang)
    app.push("reference")
    run_frames(app)
    reference = reference_of(app)
    assert shown(app) == "overview"
    entry = reference.book.entry("overview", "woodland")
    body = entry.body()
    assert "[[3.1]]" in body and "30" in body and not entry.numbered
    app.set_language("en")


@pytest.mark.parametrize("lang, words", [("en", "overpower"), ("ru", "прорыв"),
                                         ("en", "sparkshot"), ("ru", "неистовство")])
def test_codex_6_each_keyword_is_a_glossary_term_the_search_finds(app, lang, words):
    """Play-testing: §6 listed overpower, sparkshot, frenzy… as "each card
    says what it does", and a search for "overpower" found no definition."""
    from scenes.learn.rulebook import Term, load_book

    app.set_language(lang)
    found = load_book().search(words, "codex")
    assert any(isinstance(item, Term) and item.name() == words for item in found), found
