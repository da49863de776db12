"""The rules reference with the keyboard alone (learner's report s21, item 5):
Tab and Shift+Tab reach the search field, the index, every link in the shown
text and every "See also", "Terms" and lesson chip, then Previous, the game
tabs and Back; Enter (or Space) follows the focused link or presses the
focused button; the focus is drawn, and scrolled into view. Driven by posted
KEYDOWN events, in English and in Russian.
"""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.learn.reference import PAGE_TEXT, ReferenceScene
from scenes.learn.rulebook import Entry, Link
from tests.scenes.scene_driver import press, run_frames, type_text

CLEARING = Link("term", "woodland", "clearing")
MOVE = Link("rule", "woodland", "4.2")


def open_reference(app, rule: str, lang: str = "en") -> ReferenceScene:
    app.set_language(lang)
    app.push("reference", rule=rule)
    run_frames(app)
    reference = app.stack.top
    assert isinstance(reference, ReferenceScene)
    return reference


def shown(reference: ReferenceScene) -> str:
    item = reference.current
    return item.number if isinstance(item, Entry) else f"term:{item.id}"


def focused(reference: ReferenceScene):
    """What has the focus: ("text", Link) for a link in the text, ("chip",
    payload) for a chip, else the focused widget."""
    stop = reference.focused_stop
    if stop is not None:
        return ("text" if stop.in_text else "chip", stop.payload)
    return reference.group.focused_widget


def tab_to(app, reference: ReferenceScene, wanted, limit: int = 40) -> int:
    """Tab until `wanted` has the focus; how many presses it took."""
    for count in range(1, limit + 1):
        press(app, pygame.K_TAB)
        if focused(reference) == wanted:
            return count
    raise AssertionError(f"Tab never reached {wanted}")


def test_tab_walks_the_search_the_index_the_pages_links_and_the_buttons_in_order(app):
    reference = open_reference(app, "4.2.1")
    assert focused(reference) is reference.field, "typing goes there from the start"
    seen = []
    for _ in range(len(reference._stops) + 5):
        press(app, pygame.K_TAB)
        seen.append(focused(reference))
    links = [("text", s.payload) for s in reference._stops if s.in_text]
    chips = [("chip", s.payload) for s in reference._stops if not s.in_text]
    assert links[:2] == [("text", Link("term", "woodland", "rule")), ("text", CLEARING)]
    assert ("chip", MOVE) in chips and any(kind == "chip" and not isinstance(p, Link)
                                           for kind, p in chips), "a lesson chip too"
    assert seen == [reference.list, *links, *chips, reference.tabs["woodland"],
                    reference.tabs["codex"], reference.back_button, reference.field]


def test_shift_tab_walks_back(app):
    reference = open_reference(app, "4.2.1")
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(reference) is reference.back_button
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(reference) is reference.tabs["codex"]
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(reference) == ("chip", reference._stops[-1].payload), "the last chip"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_enter_on_a_see_also_chip_opens_its_rule(app, lang):
    reference = open_reference(app, "4.2.1", lang)
    tab_to(app, reference, ("chip", MOVE))
    press(app, pygame.K_RETURN)
    assert shown(reference) == "4.2"
    assert reference.focused_stop is reference._stops[0], \
        "the focus goes on to the new page's first link, still on screen"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_enter_on_a_term_in_the_text_opens_the_term(app, lang):
    reference = open_reference(app, "4.2.1", lang)
    tab_to(app, reference, ("text", CLEARING))
    press(app, pygame.K_RETURN)
    assert shown(reference) == "term:clearing"


def test_space_follows_a_link_too(app):
    reference = open_reference(app, "4.2.1")
    tab_to(app, reference, ("text", Link("rule", "woodland", "2.5")))
    press(app, pygame.K_SPACE)
    assert shown(reference) == "2.5"


def test_previous_and_back_are_pressed_with_enter(app):
    beneath = app.stack.top
    reference = open_reference(app, "4.2.1")
    tab_to(app, reference, ("chip", MOVE))
    press(app, pygame.K_RETURN)
    assert shown(reference) == "4.2"
    tab_to(app, reference, reference.previous_button)
    press(app, pygame.K_RETURN)
    assert shown(reference) == "4.2.1"
    assert focused(reference) is reference.list, "Previous is gone: the focus is not lost"
    tab_to(app, reference, reference.back_button)
    press(app, pygame.K_RETURN)
    assert app.stack.top is beneath


def test_enter_on_a_game_tab_shows_its_index(app):
    reference = open_reference(app, "4.2.1")
    tab_to(app, reference, reference.tabs["codex"])
    press(app, pygame.K_RETURN)
    assert reference.game == "codex" and shown(reference) == "overview"  # its first page


def test_enter_on_the_index_keeps_the_row_the_arrows_chose(app):
    """With a search typed, Enter in the field shows the first hit; in the
    index it is the row chosen there, not the first."""
    reference = open_reference(app, "4.2.1")
    type_text(app, "ambush")
    press(app, pygame.K_TAB)
    assert focused(reference) is reference.list
    press(app, pygame.K_DOWN)
    chosen = reference.list.selected_row.payload
    assert chosen is not reference.list.rows[0].payload
    press(app, pygame.K_RETURN)
    assert reference.current is chosen


def test_typing_on_a_link_goes_to_the_search_field(app):
    reference = open_reference(app, "4.2.1")
    tab_to(app, reference, ("chip", MOVE))
    type_text(app, "foil")
    assert reference.field.text == "foil" and focused(reference) is reference.field
    assert shown(reference) == "4.3.1"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_focused_chip_below_the_fold_is_scrolled_into_view(app, lang):
    reference = open_reference(app, "codex 7", lang)
    reference._lay_out()
    last = reference._stops[-1]
    assert last.bounds.bottom > PAGE_TEXT.bottom, "the page is longer than the screen"
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # Back
    for _ in range(3):  # the tabs, then the last chip
        press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert reference.focused_stop is not None and not reference.focused_stop.in_text
    assert reference.scroll > 0
    assert PAGE_TEXT.contains(reference.focused_stop.bounds)


def _gold_beside(app, rect: pygame.Rect) -> bool:
    """Is the focus frame's gold just left of `rect` (within 6 pixels)?"""
    app.redraw()
    run_frames(app)
    return any(app.screen.get_at((x, rect.centery))[:3] == theme.GOLD
               for x in range(rect.x - 6, rect.x))


def test_the_focus_is_drawn_on_a_chip_and_on_a_link_in_the_text(app):
    reference = open_reference(app, "4.2.1")
    reference._lay_out()
    chip = next(s for s in reference._stops if s.payload == MOVE and not s.in_text)
    word = next(s for s in reference._stops if s.payload == CLEARING and s.in_text)
    assert not _gold_beside(app, chip.rects[0]) and not _gold_beside(app, word.rects[0])
    tab_to(app, reference, ("chip", MOVE))
    assert _gold_beside(app, chip.rects[0])
    tab_to(app, reference, ("text", CLEARING))
    assert _gold_beside(app, word.rects[0]) and not _gold_beside(app, chip.rects[0])


def test_the_focused_index_is_framed(app):
    reference = open_reference(app, "4.2.1")
    assert not _gold_beside(app, reference.list.rect)
    press(app, pygame.K_TAB)
    assert _gold_beside(app, reference.list.rect)
