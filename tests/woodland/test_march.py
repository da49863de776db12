"""1.4 An action is not interrupted: a Marquise March (two moves, 6.5.2) is
one action, so between its two moves nothing else may happen — no other
action, card ability (Tax Collector, Codebreakers), Hawks for Hire or end
of Daylight — until the second move is made or declined with ``pass``."""

from __future__ import annotations

from game.woodland.state import CAT

from .scenario import Scenario, legal, refusal_key, refused


def marquise_with_abilities(board, actions: int = 3):
    """Marquise Daylight with Tax Collector and Codebreakers crafted, a bird
    card in hand, a recruiter, and an Eyrie warrior to battle in 5."""
    return (
        Scenario(board).marquise_turn(actions=actions)
        .warriors(marquise={1: 3, 5: 1}, eyrie={5: 1})
        .recruiter(1)
        .crafted(marquise=["tax_collector", "codebreakers"])
        .hand(marquise=["armorers"])
        .game()
    )


def test_1_4_between_the_two_moves_only_the_second_move_or_pass(board):
    game = marquise_with_abilities(board)
    game.apply("move 1 9 1")
    assert game.state.march == 1 and game.to_act == CAT
    options = legal(game)
    assert "pass" in options
    assert {a.split()[0] for a in options} == {"move", "pass"}
    for action in ("battle 5", "recruit", "tax 1", "codebreakers", "end"):
        assert refused(game, action) == "1.4"
        assert refusal_key(game, action) == "march.unfinished"


def test_1_4_no_hawks_for_hire_between_the_moves_of_the_last_march(board):
    game = marquise_with_abilities(board, actions=1)
    game.apply("move 1 9 1")
    assert game.state.actions == 0
    assert refused(game, "hawks armorers") == "1.4"
    game.apply("move 9 12 1")  # the second move ends the March
    assert "hawks armorers" in legal(game) and "tax 1" in legal(game)


def test_1_4_pass_declines_the_second_move_and_the_march_is_over(board):
    game = marquise_with_abilities(board)
    game.apply("move 1 9 1")
    game.apply("pass")
    s = game.state
    assert s.march == 0 and s.actions == 2
    assert {"battle 5", "recruit", "tax 1", "codebreakers", "end"} <= legal(game)
    assert "pass" not in legal(game)
    game.apply("move 1 9 1")  # a new March, another action
    assert game.state.actions == 1 and game.state.march == 1


def test_1_4_the_march_can_be_undone_move_by_move(board):
    game = marquise_with_abilities(board)
    start = game.to_json()
    game.apply("move 1 9 1")
    game.apply("pass")
    game.undo()
    game.undo()
    assert game.to_json() == start
