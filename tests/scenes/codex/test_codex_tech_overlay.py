"""The tech overlay (spec §2.1): a pick past the most allowed says why, the
subtitle says "up to 2, or none" when teching is optional (10+ workers), and
skipping is a button of its own, never the take button with nothing picked."""

from __future__ import annotations

import pytest

from game.codex.actions import Action
from game.codex.cards import CARDS
from scenes import i18n
from scenes.codex.overlays import TechOverlay
from tests.codex.scenario import Scenario


def _overlay(app, workers: int) -> tuple[TechOverlay, list[Action]]:
    game = Scenario(phase="tech").workers(0, workers).game()
    actions = [a for a in game.legal_actions() if a.verb == "tech"]
    taken: list[Action] = []
    codex = [CARDS[game.state.code[i]].code for i in game.state.codex[0]]
    overlay = TechOverlay(app, actions, codex, taken.append)
    app.stack.push(overlay)
    return overlay, taken


def test_a_third_pick_is_refused_with_why(app):
    overlay, _taken = _overlay(app, 6)
    first, second, third = overlay.codes[:3]
    overlay.pick(first)
    overlay.pick(second)
    assert overlay.notice == ""
    overlay.pick(third)
    assert sum(overlay.picked.values()) == 2 and not overlay.picked[third]
    assert "at most 2 cards" in overlay.notice
    overlay.pick(first)  # a picked card goes back: no refusal
    assert overlay.notice == "" and not overlay.picked[first]


@pytest.mark.parametrize(("lang", "said"), [("en", "Pick up to 2 cards, or none"),
                                            ("ru", "Выберите до 2 карт или ни одной")])
def test_with_ten_workers_the_subtitle_says_up_to_two_or_none(app, lang, said):
    i18n.set_language(lang)
    overlay, _taken = _overlay(app, 10)
    assert overlay.hint().startswith(said), overlay.hint()


@pytest.mark.parametrize(("lang", "said"), [("en", "Pick 2 cards;"), ("ru", "Выберите 2 карты;")])
def test_with_six_workers_the_subtitle_says_two(app, lang, said):
    i18n.set_language(lang)
    overlay, _taken = _overlay(app, 6)
    assert overlay.hint().startswith(said), overlay.hint()


def test_skipping_the_tech_is_its_own_button(app):
    overlay, taken = _overlay(app, 10)
    overlay.update(0.0)
    assert overlay.skip_button is not None
    assert not overlay.take_button.enabled  # nothing picked: the take button takes nothing
    overlay.take()
    assert taken == []
    overlay.skip()
    assert taken == [Action("tech")]


def test_no_skip_button_when_teching_is_required(app):
    overlay, taken = _overlay(app, 6)
    assert overlay.skip_button is None
    overlay.skip()
    assert taken == []


def test_2_1_a_card_whose_copies_are_all_teched_keeps_its_place_greyed(app):
    """Play-testing: once both copies of a card were teched it vanished and
    the cards after it moved up, so a click where Hired Stomper had been
    picked Sneaky Pig. Every card of the codex keeps its place; one with no
    copy left takes no pick."""
    from tests.scenes.codex.steps import at_tech_step
    from tests.scenes.scene_driver import click, run_frames

    session = at_tech_step(app).session
    game = session.game
    places = {code: rect for rect, code in app.stack.top.cells}
    # Both copies of the first card leave the codex (as two techs would).
    s = game.state
    gone = CARDS[s.code[s.codex[s.turn][0]]].code
    ids = [i for i in s.codex[s.turn] if CARDS[s.code[i]].code == gone]
    assert len(ids) == 2
    s.codex[s.turn] = [i for i in s.codex[s.turn] if i not in ids]
    s.discard[s.turn] += ids
    app.stack.pop()
    app.stack.pop()
    at_tech_step(app, session)
    overlay = app.stack.top
    assert {code: rect for rect, code in overlay.cells} == places
    click(app, places[gone].center)
    run_frames(app)
    assert not overlay.picked[gone] and "No copy" in overlay.notice
