"""Toasts and dialogs: a toast of the table waits beneath a dialog pushed
over it (it never covers the dialog) and shows again when the dialog
closes; the dialog's own messages show over it."""

from __future__ import annotations

import pygame

from saves.store import write_save
from scenes.load_scene import LoadScene
from scenes.pause import PauseMenu
from tests.scenes.scene_driver import click_button, press, run_frames
from tests.scenes.test_save_dialog import at_table, played

TABLE_TOASTS = ("Codex p.7 You must attack the Squad Leader first.",
                "Not enough gold", "The patrol is locked")


def table_with_toasts(app):
    session = played(17, 80)
    write_save("Duel", "codex", session.round, session.to_payload())
    table = at_table(app, session)
    for message in TABLE_TOASTS:
        app.toast(message, rule="Codex p.7", kind="refusal", ref="codex p.7")
    run_frames(app)
    assert [t.message for t in app.toasts.shown()] == list(TABLE_TOASTS)
    return table


def open_load_over_the_table(app) -> LoadScene:
    click_button(app, "Menu")
    click_button(app, "Load game")
    loader = app.stack.top
    assert isinstance(loader, LoadScene)
    run_frames(app, 2)
    return loader


def picture(app) -> bytes:
    app.redraw()
    run_frames(app)
    return pygame.image.tobytes(app.screen, "RGB")


def test_the_tables_toasts_are_not_drawn_over_the_load_dialog(app):
    table_with_toasts(app)
    open_load_over_the_table(app)
    assert app.toasts.shown() == []
    with_them = picture(app)
    app.toasts.toasts.clear()
    assert picture(app) == with_them, "the table's toasts were drawn over the dialog"


def test_a_refusal_of_the_dialog_itself_shows_over_it(app, isolated_home):
    table_with_toasts(app)
    loader = open_load_over_the_table(app)
    row = next(i for i, e in enumerate(loader.entries) if e.name == "Duel")
    loader.list.select(row)
    loader.selected.path.unlink()  # gone from the disk meanwhile
    press(app, pygame.K_DELETE)
    click_button(app, "Delete")
    assert app.stack.top is loader
    shown = [t.message for t in app.toasts.shown()]
    assert len(shown) == 1 and "does not exist" in shown[0], shown


def test_the_tables_toasts_wait_and_show_again_when_the_dialogs_close(app):
    table = table_with_toasts(app)
    ages = [t.age for t in app.toasts.toasts]
    open_load_over_the_table(app)
    run_frames(app, 600)  # ten seconds with the dialog open: they would be long gone
    click_button(app, "Back")
    assert isinstance(app.stack.top, PauseMenu)
    click_button(app, "Resume")
    assert app.stack.top is table
    shown = app.toasts.shown()
    assert [t.message for t in shown] == list(TABLE_TOASTS)
    assert all(t.age < a + 0.1 for t, a in zip(shown, ages, strict=True))
    assert any(t.badge_rect is not None for t in shown), "their rule badges work again"


def test_leaving_for_the_title_drops_the_toasts_that_waited(app):
    table_with_toasts(app)
    click_button(app, "Menu")
    click_button(app, "Main menu")
    run_frames(app)
    assert app.toasts.shown() == [] and app.toasts.toasts == []


def test_a_badge_under_the_pointer_says_what_its_number_is(app, monkeypatch):
    """Play-testing: "§2.4" and "p.7" on Codex badges read alike. Resting
    the pointer on a badge says which kind of reference it is and that a
    click opens it; elsewhere nothing is said."""
    import scenes.widgets
    from tests.scenes.scene_driver import motion

    said: list[str] = []
    real = scenes.widgets.draw_tooltip
    monkeypatch.setattr(scenes.widgets, "draw_tooltip",
                        lambda surface, content, *a, **k: (said.append(content),
                                                           real(surface, content, *a, **k))[1])
    table_with_toasts(app)
    expected = {"codex p.7": "Page 7 of the printed Codex rulebook",
                "codex 2.4": "Section 2.4 of the Codex rules reference",
                "4.2.1": "Rule 4.2.1 of the Law of Root"}
    for ref, words in expected.items():
        app.toasts.toasts.clear()
        app.toast("Refused", rule=ref, kind="refusal", ref=ref)
        run_frames(app)
        badge = app.toasts.shown()[0].badge_rect
        said.clear()
        pygame.event.post(motion(app.to_window(badge.center)))
        run_frames(app)
        assert said and said[-1].startswith(words), said
        assert "Click to read it" in said[-1]
        said.clear()
        pygame.event.post(motion(app.to_window((badge.centerx, badge.bottom + 200))))
        run_frames(app)
        assert not said
