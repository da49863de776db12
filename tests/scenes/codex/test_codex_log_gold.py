"""The Codex log explains gold and counts (play-test s23): the resist paid
above a card's cost says how much and whose resist (spec §6), the upkeep's
income is a line with its workers (spec §2.3), and counted lines take the
number's form ("draws 1 card", "draws 5 cards"; Russian «берёт 5 карт»)."""

from __future__ import annotations

import pytest

from game.codex.actions import Action
from scenes import i18n
from scenes.codex.words import Namer, event_words, message
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import drag, last_toast, open_table, ready, session_of, spot


def _stomper_game():
    sc = Scenario().hand(0, "hired_stomper").gold(0, 5)
    sc.building(0, "tech1").building(0, "tech2")
    flag = sc.unit(1, "granfalloon_flagbearer", patrol="lookout")
    return sc.game(), flag


def _said(game) -> list[str]:
    namer = Namer.frozen(game.state)
    return [w for e in game.last_events if (w := event_words(e, namer))]


def test_6_the_resist_paid_is_a_line_with_its_gold_and_card():
    game, flag = _stomper_game()
    game.apply(f"play hired_stomper {flag}")
    assert "+1 gold for the resist of Granfalloon Flagbearer" in _said(game)


def test_6_the_tables_log_puts_the_resist_right_under_the_play(app):
    game, flag = _stomper_game()
    table = open_table(app, session_of(game))
    ready(app)
    table.perform(Action("play", ("hired_stomper", flag)))
    lines = table.log_lines()
    at = lines.index("plays Hired Stomper: Granfalloon Flagbearer")
    assert lines[at + 1] == "+1 gold for the resist of Granfalloon Flagbearer"
    assert game.state.gold[0] == 0


def test_2_3_the_upkeep_income_is_a_log_line_with_the_workers(app):
    sc = Scenario().gold(1, 0).workers(1, 5)
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    table.perform(Action("end"))
    if game.state.phase == "tech":
        table.perform(game.legal_actions()[0])
    assert "Player 2 gains 5 gold at upkeep (5 workers)" in table.log_lines()


@pytest.mark.parametrize(("gold", "workers", "said"), [
    (1, 1, "Player 2 gains 1 gold at upkeep (1 worker)"),
    (2, 5, "Player 2 gains 2 gold at upkeep (5 workers; at most 20 gold)"),
    (0, 0, None),
])
def test_2_3_the_upkeep_line_says_the_gold_gained(gold, workers, said):
    namer = Namer.frozen(Scenario().game().state)
    assert event_words(("upkeep", 1, gold, workers), namer) == said


@pytest.mark.parametrize(("n", "said"), [(1, "Player 1 draws 1 card"),
                                         (5, "Player 1 draws 5 cards")])
def test_a_draw_line_takes_the_numbers_form(n, said):
    namer = Namer.frozen(Scenario().game().state)
    assert event_words(("draw", 0, n), namer) == said


def test_codex_p7_the_slot_taken_refusal_names_the_holder(app):
    """Play-tester l22 (lesson 1): Older Brother dropped on Tenderfoot in
    the Squad Leader slot said "nothing can go here"."""
    sc = Scenario()
    novice = sc.unit(0, "tenderfoot", patrol="squad_leader")
    brother = sc.unit(0, "older_brother", patrol="elite")
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    before = game.state_hash()
    drag(app, spot(table, "unit", brother), spot(table, "unit", novice))
    text, rule = last_toast(app)
    assert rule == "Codex p.7" and game.state_hash() == before
    assert text.startswith("Tenderfoot holds the Squad Leader slot: move it"), text


def test_codex_2_4_a_spell_dropped_in_a_slot_says_it_needs_a_hero(app):
    """Play-tester l18: Spark dropped on an empty slot of one's own."""
    sc = Scenario().hand(0, "spark").gold(0, 5)
    game = sc.game()
    table = open_table(app, session_of(game))
    ready(app)
    drag(app, spot(table, "card", "spark"), spot(table, "slot", 0, "elite"))
    assert last_toast(app) == ("A spell needs one of your heroes in play.", "Codex § 2.4")


def test_a_hand_unit_in_a_slot_is_told_to_be_played_first():
    assert message("patrol.from_hand", {"card": "tenderfoot"}) == (
        "Tenderfoot is in your hand: play it first, then drag it into a patrol slot.")


@pytest.mark.parametrize(("n", "said"), [(1, "Боря берёт 1 карту"), (3, "Боря берёт 3 карты"),
                                         (5, "Боря берёт 5 карт")])
def test_a_russian_draw_line_takes_the_numbers_form(n, said):
    """Needs the Russian catalog rebuilt with this branch's strings."""
    i18n.set_language("ru")
    try:
        namer = Namer.frozen(Scenario().game().state, ("Аня", "Боря"))
        assert event_words(("draw", 1, n), namer) == said
    finally:
        i18n.set_language("en")


def test_codex_2_3_the_first_turns_upkeep_is_in_the_log_of_a_new_game(app):
    from scenes.codex.session import CodexSession
    from tests.scenes.codex.steps import open_table as open_codex

    table = open_codex(app, CodexSession.new(3))
    lines = table.log_lines()
    assert any("upkeep" in line and "4 gold" in line for line in lines), lines
