"""4.2 Move and 2.5 / 7.2.2 Rule."""

from __future__ import annotations

from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused


def test_4_2_1_must_rule_origin_or_destination(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 1}, eyrie={5: 2, 2: 1}).game()
    assert refused(game, "move 5 2 1") == "4.2.1"


def test_4_2_1_ruling_the_destination_is_enough(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 1, 1: 2}, eyrie={5: 2}).game()
    game.apply("move 5 1 1")
    assert game.state.warriors[CAT][1] == 3


def test_4_2_1_rule_recomputed_after_every_move(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 1, 9: 3}, eyrie={1: 1}).game()
    assert refused(game, "move 1 5 1") == "4.2.1"  # tie in 1: the Eyrie rule it
    game.apply("move 9 1 1")  # now the Marquise rule 1 ...
    game.apply("move 1 5 2")  # ... so the march's second move may leave it
    assert game.state.warriors[CAT][5] == 2


def test_4_2_paths_only(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}).game()
    assert refused(game, "move 1 3 1") == "4.2"
    assert refused(game, "move 1 5 3") == "4.2"  # only 2 warriors there


def test_4_2_2_a_warrior_may_move_again(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 1}).game()
    game.apply("move 1 5 1")
    game.apply("move 5 2 1")
    assert game.state.warriors[CAT][2] == 1
    assert game.state.actions == 2  # one march, two moves


def test_7_2_2_lords_of_the_forest_rule_ties(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 1}, eyrie={5: 1}).game()
    s = game.state
    assert s.rules(EYRIE, 5) and not s.rules(CAT, 5)
    assert refused(game, "move 5 2 1") == "4.2.1"


def test_7_2_2_no_rule_without_pieces(board):
    s = Scenario(board).marquise_turn().game().state
    assert not s.rules(EYRIE, 5) and not s.rules(CAT, 5)


def test_2_5_tokens_do_not_count_for_rule(board):
    game = Scenario(board).marquise_turn().keep(1).wood(5, 5).warriors(eyrie={5: 1}).game()
    assert game.state.rules(EYRIE, 5)


def test_2_5_buildings_count_for_rule(board):
    game = Scenario(board).marquise_turn().sawmill(5).workshop(5).warriors(eyrie={5: 1}).game()
    assert game.state.rules(CAT, 5)
    assert not game.state.rules(EYRIE, 5)
