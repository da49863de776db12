"""Review of Law §7.5 (the Decree) and §7.7 (turmoil), seed 001.

7.5.2: the columns are resolved left to right, every card of a column in
any order the Eyrie choose; each card is one action in a clearing of its
suit (birds wild). If an action cannot be taken (fully), turmoil comes at
once: 7.7.1 Humiliate, 7.7.2 Purge, 7.7.3 Depose, 7.7.4 Rest."""

from __future__ import annotations

from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused


def texts(game) -> set[str]:
    return {str(a) for a in game.legal_actions()}


# --- turmoil the moment a chosen card cannot be resolved -------------------

def test_7_5_2_turmoil_when_the_chosen_card_of_a_column_cannot_be_resolved(board):
    """Cards of a column go in any order: with an unresolvable fox card and a
    resolvable bird Vizier in Move, the Eyrie may take the fox card first and
    fall into turmoil at once (the engine used to force the Vizier first)."""
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")  # Viziers: move, build
        .roost(5)
        .warriors(eyrie={5: 2})  # rabbit clearing: no fox clearing to move from
        .decree(move=["anvil"])
        .resolving("move")
        .game()
    )
    assert "turmoil" in texts(game)
    assert any(t.endswith(" bird") and t.startswith("move 5 ") for t in texts(game))
    game.apply("turmoil")
    assert game.state.step == "depose"


def test_7_5_2_resolving_another_card_first_may_make_a_card_possible(board):
    """Order matters the other way too: the Vizier move brings warriors into a
    fox clearing, from where the fox card can then move."""
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 2})
        .decree(move=["anvil"])
        .resolving("move")
        .game()
    )
    game.apply("move 5 1 2 bird")  # 5 (rabbit) -> 1 (fox)
    assert "turmoil" not in texts(game)
    game.apply("move 1 5 1 fox")
    # Move done; the Build Vizier had one choice (clearing 1, ruled, no roost).
    assert game.state.warriors[EYRIE][5] == 1 and game.state.roost[1] == 1


def test_7_7_turmoil_refused_while_every_remaining_card_can_be_resolved(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 2, 1: 1})
        .decree(move=["anvil"])
        .resolving("move")
        .game()
    )
    assert refused(game, "turmoil") == "7.7"
