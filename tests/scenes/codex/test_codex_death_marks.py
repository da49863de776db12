"""A card that dies in the in-play area keeps its place in the row while its
ghost fades and its damage and "dies" rise over it; only then does the row
close up. Before, the cards beside it slid over at once and "dies −3" rose
over the living Tenderfoot that took the dead card's place (turn 13 of a
play-test: Iron Man was finished by the Tower)."""

from __future__ import annotations

import pytest

from game.codex.actions import Action
from scenes import i18n
from scenes.codex.table import Floater
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import open_table, ready, session_of
from tests.scenes.scene_driver import run_frames


def _row_of_three(app):
    """Player 1's Tenderfoot, Timely Messenger and Older Brother in play, in
    that order; the Messenger (1/1) attacks a Leaping Lizard (3/5) patrolling
    as Squad Leader and dies of its 3 damage back."""
    sc = Scenario()
    left = sc.unit(0, "tenderfoot")
    dying = sc.unit(0, "timely_messenger")
    right = sc.unit(0, "older_brother")
    lizard = sc.unit(1, "leaping_lizard", patrol="squad_leader")
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    return game, table, left, dying, right, lizard


def _unit_rects(table) -> dict[int, object]:
    return {hit.key[0]: rect for rect, hit in table.view.hits if hit.kind == "unit"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_marks_of_a_card_that_dies_in_a_row_of_three_stay_off_its_neighbours(app, lang):
    i18n.set_language(lang)
    game, table, left, dying, right, lizard = _row_of_three(app)
    right_before = _unit_rects(table)[right]
    assert table.take(Action.parse(f"attack {dying} {lizard}"))
    assert game.state.ctrl[dying] == -1, "the Messenger died"
    marks = [f for f in table.floaters if f.over == dying]
    assert {f.text for f in marks} == {"-3", i18n._("dies")}
    for frames in range(600):
        run_frames(app)
        if table.settled():
            break
        units = _unit_rects(table)
        neighbours = [units[left], units[right]]
        boxes = [f.drawn() for f in table.floaters if f.over == dying]
        boxes += [table.ghost_rect(g) for g in table.ghosts]
        for box in filter(None, boxes):
            for rect in neighbours:
                assert not box.colliderect(rect), (box, rect, frames)
        assert units[right] == right_before, "the row waits for the marks to fade"
    else:
        raise AssertionError("the marks never faded")
    assert frames > 60, "the marks were seen rising for a while"
    run_frames(app)
    assert _unit_rects(table)[right].x < right_before.x, "then the row closes up"
    assert not table.vacancies()


def test_a_long_word_over_a_card_is_set_small_enough_to_stay_over_it(app):
    """"погибает" at full size is wider than a card in play: it shrinks to the card."""
    wide = Floater("погибает", (230, 230, 230), (500, 500), width=108)
    assert wide.box().w <= 108
    assert Floater("погибает", (230, 230, 230), (500, 500)).box().w > 108
