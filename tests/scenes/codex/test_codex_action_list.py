"""The action list says every entry in words a player can tell apart —
whose card, which card, the hand card a hire uses — without the engine's
notation, in English and Russian, and a long line wraps instead of being cut."""

from __future__ import annotations

import pygame
import pytest

from scenes import i18n, theme
from scenes.woodland.overlays import ActionList
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import open_table, ready, session_of
from tests.scenes.scene_driver import click_button


def _listing(app):
    sc = Scenario()
    sc.hero(0)
    sc.unit(0, "timely_messenger")
    sc.unit(1, "timely_messenger")
    sc.unit(1, "older_brother", patrol="squad_leader")
    sc.hand(0, "wither", "tenderfoot", "older_brother", "brick_thief", "spark")
    sc.gold(0, 9).building(1, "tech1")
    table = open_table(app, session_of(sc.game()))
    ready(app)
    click_button(app, "All actions…")
    listing = app.stack.top
    assert isinstance(listing, ActionList)
    return table, listing


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_entry_of_the_action_list_is_distinct_words_without_notation(app, lang):
    i18n.set_language(lang)
    try:
        table, listing = _listing(app)
        titles = [row.title for row in listing.list.rows]
        assert len(set(titles)) == len(titles), sorted(t for t in titles
                                                       if titles.count(t) > 1)
        notation = {str(a) for a in table.listed if a.args}  # "play wither 38", …
        for row in listing.list.rows:
            assert not row.detail and not any(n in row.title for n in notation)
            assert "_" not in row.title  # no card code such as timely_messenger
        if lang == "en":
            assert any("your Timely Messenger" in t for t in titles)
            assert any("the opponent's Timely Messenger" in t for t in titles)
            assert "Hire a worker: Tenderfoot" in titles
        width = listing.list.rect.w - 32 - 140  # the row, less the rule badge
        for title in titles:
            assert len(theme.wrap(title, 26, width, "bold")) <= 2, title
    finally:
        i18n.set_language("en")


def test_the_action_list_says_what_you_may_do_not_what_was_done(app):
    """The log's lines are said of a player ("plays Spark"); the list is said
    to the one deciding, as the Root table's is ("Play Spark")."""
    _table, listing = _listing(app)
    titles = [row.title for row in listing.list.rows]
    log_verbs = ("plays ", "hires ", "summons ", "levels ", "starts building", " attacks ",
                 " patrols as ", "puts ", " leaves the patrol", " uses its ability",
                 "ends the main")
    for title in titles:
        assert title[0].isupper() and not any(v in title for v in log_verbs), title
    for entry in ("Play Spark", "End the main phase: the patrol locks"):
        assert any(t.startswith(entry) for t in titles), (entry, titles)
    assert any(t.startswith("Attack ") and " with your Timely Messenger" in t for t in titles)
    assert any(t.startswith("Put your Timely Messenger in the ") for t in titles)


def test_2_1_in_the_tech_step_the_action_list_opens_the_tech_picker(app):
    """Play-testing: "All actions…" in the tech step showed an empty list
    with an active "Take it". Its one row opens the tech picker."""
    from scenes.codex.overlays import TechOverlay
    from tests.scenes.codex.steps import at_tech_step
    from tests.scenes.scene_driver import press, run_frames

    table = at_tech_step(app)
    game = table.game
    press(app, pygame.K_ESCAPE)  # put the picker away, as the tester did
    run_frames(app, 2)
    assert app.stack.top is table
    click_button(app, "All actions…")
    listing = app.stack.top
    assert isinstance(listing, ActionList)
    assert listing.list.rows and listing.list.rows[0].title == "Choose tech cards…"
    click_button(app, "Take it")
    run_frames(app, 2)
    assert isinstance(app.stack.top, TechOverlay)
    assert game.state.phase == "tech"  # nothing taken yet: the picker chooses
