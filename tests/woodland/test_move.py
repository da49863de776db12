"""4.2 Move, and rule: 2.5 (warriors and buildings, not tokens) with the
Eyrie's Lords of the Forest (7.2.2) in every rule check."""

from __future__ import annotations

import inspect

import pytest

from game.woodland.state import CAT, EYRIE, State

from .scenario import Scenario, legal, random_game, refused

# --- 4.2 move ----------------------------------------------------------------------------

def test_4_2_along_a_path_with_warriors_you_have(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}).game()
    assert refused(game, "move 1 3 1") == "4.2"  # no path from 1 to 3
    assert refused(game, "move 1 5 3") == "4.2"  # only 2 warriors there
    assert refused(game, "move 1 5 0") == "4.2"  # at least one warrior
    assert refused(game, "move 1 13 1") == "4.2"  # no such clearing
    assert refused(game, "move 0 1 1") == "4.2"


def test_4_2_whole_group_or_part(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 3}).game()
    moves = {str(a) for a in game.legal_actions() if a.verb == "move" and a.args[:2] == (1, 5)}
    assert moves == {"move 1 5 1", "move 1 5 2", "move 1 5 3"}


def test_4_2_2_a_warrior_may_move_again(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 1}).game()
    game.apply("move 1 5 1")
    game.apply("move 5 2 1")
    assert game.state.warriors[CAT][2] == 1
    assert game.state.actions == 2  # one march, two moves


# --- 4.2.1 rule the origin or the destination ------------------------------------------------

def test_4_2_1_must_rule_origin_or_destination(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 1}, eyrie={5: 2, 2: 1}).game()
    assert refused(game, "move 5 2 1") == "4.2.1"


def test_4_2_1_ruling_the_origin_is_enough(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}, eyrie={5: 3}).game()
    game.apply("move 1 5 2")
    assert game.state.warriors[CAT][5] == 2


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


def test_4_2_1_rule_changes_as_warriors_leave(board):
    # 2 v 1 in clearing 5: moving one out leaves a tie, so the second move
    # out of 5 (to an unruled clearing) is refused.
    game = Scenario(board).marquise_turn().warriors(marquise={5: 2}, eyrie={5: 1, 2: 2}).game()
    game.apply("move 5 1 1")
    assert refused(game, "move 5 2 1") == "4.2.1"


# --- 2.5 rule -----------------------------------------------------------------------------

def test_2_5_tokens_do_not_count_for_rule(board):
    game = Scenario(board).marquise_turn().keep(1).wood(5, 5).warriors(eyrie={5: 1}).game()
    assert game.state.rules(EYRIE, 5)


def test_2_5_tokens_alone_rule_nothing(board):
    game = Scenario(board).marquise_turn().keep(5).wood(5).warriors(marquise={1: 1}).game()
    s = game.state
    assert not s.rules(CAT, 5) and not s.rules(EYRIE, 5)  # 0 v 0, even for the Eyrie
    assert not any(s.ruled_by(EYRIE)[1:])  # no Eyrie piece, no Eyrie rule (7.2.2)
    assert refused(game, "build sawmill 5") == "2.5"


def test_2_5_buildings_count_for_rule(board):
    game = Scenario(board).marquise_turn().sawmill(5).workshop(5).warriors(eyrie={5: 1}).game()
    assert game.state.rules(CAT, 5)
    assert not game.state.rules(EYRIE, 5)


def test_2_5_a_tie_is_ruled_by_nobody_for_the_marquise(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 1, 1: 1}, eyrie={5: 2}).sawmill(5)
        .game()
    )
    assert not game.state.rules(CAT, 5)
    assert refused(game, "build workshop 5") == "2.5"


@pytest.mark.parametrize("seed", range(6))
def test_2_5_rule_is_computed_in_one_place(board, seed):
    """``State.rules`` (one clearing) reads ``State.ruled_by`` (every
    clearing), so the two can never disagree; both match 2.5 with 7.2.2
    written out from the position."""
    assert "ruled_by" in inspect.getsource(State.rules)
    for steps in (40, 120, 250):
        game = random_game(board, seed, steps, choice_seed=seed)
        s = game.state
        for row in game.to_position()["clearings"]:
            c = row["clearing"]
            cat = row["marquise_warriors"] + row["sawmills"] + row["workshops"] + row["recruiters"]
            eyrie = row["eyrie_warriors"] + row["roost"]
            assert s.rules(CAT, c) == s.ruled_by(CAT)[c] == (cat > eyrie)
            assert s.rules(EYRIE, c) == s.ruled_by(EYRIE)[c] == (0 < eyrie >= cat)


# --- 7.2.2 Lords of the Forest in every rule check --------------------------------------

def test_7_2_2_lords_of_the_forest_rule_ties(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 1, 2: 1}, eyrie={5: 1, 2: 1}).game()
    )
    s = game.state
    assert s.rules(EYRIE, 5) and not s.rules(CAT, 5)
    assert game.facts()["ruled_on_ties"] == [2, 5]  # said as a public fact
    assert not any(t.startswith("move") for t in legal(game))  # tied clearings only
    assert refused(game, "move 5 2 1") == "4.2.1"


def test_7_2_2_marquise_cannot_build_where_the_eyrie_tie(board):
    game = (
        Scenario(board).marquise_turn().keep(1).warriors(marquise={5: 1, 1: 2}, eyrie={5: 1})
        .wood(1, 1, 1).game()
    )
    assert not any(t.startswith("build") and t.endswith(" 5") for t in legal(game))
    assert refused(game, "build sawmill 5") == "2.5"
    assert "build sawmill 1" in legal(game)


@pytest.mark.parametrize("eyrie_in_9", [0, 1])
def test_7_2_2_wood_does_not_travel_through_a_tied_clearing(board, eyrie_in_9):
    # The only wood is in 1; it reaches 12 only through 9 (10 is nobody's).
    game = (
        Scenario(board)
        .marquise_turn()
        .keep(4)
        .warriors(marquise={12: 1, 9: 1, 1: 1}, eyrie={9: eyrie_in_9})
        .sawmill(4)
        .workshop(8)  # the next workshop costs 1 wood
        .wood(1)
        .game()
    )
    if eyrie_in_9:  # 1 vs 1 in 9: the Eyrie rule it, the path is cut
        assert "build workshop 12" not in legal(game)
        assert refused(game, "build workshop 12") == "6.5.4"
    else:
        assert "build workshop 12" in legal(game)


def test_7_2_2_royal_claim_counts_the_eyrie_ties(board):
    game = (
        Scenario(board)
        .eyrie_turn("birdsong")
        .roost(5)
        .warriors(eyrie={5: 1, 2: 1, 10: 1}, marquise={2: 1, 10: 2})
        .crafted(eyrie=["royal_claim"])
        .game()
    )
    game.apply("royal_claim")
    assert game.vp("eyrie") == 2  # 5 (alone) and 2 (tie), not 10
