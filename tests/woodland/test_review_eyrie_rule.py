"""Review of Law §7.2 (Lords of the Forest, Disdain for Trade), §7.6 Evening
and §7.8 leader abilities in battle, seed 001."""

from __future__ import annotations

import pytest

from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused


def texts(game) -> set[str]:
    return {str(a) for a in game.legal_actions()}


# --- 7.2.2 Lords of the Forest in every rule check --------------------------------

def test_7_2_2_marquise_cannot_build_where_the_eyrie_tie(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .keep(1)
        .warriors(marquise={5: 1, 1: 2}, eyrie={5: 1})
        .wood(1, 1, 1)
        .game()
    )
    assert not any(t.startswith("build") and t.endswith(" 5") for t in texts(game))
    assert refused(game, "build sawmill 5") == "2.5"
    assert "build sawmill 1" in texts(game)


def test_7_2_2_marquise_cannot_move_between_tied_and_unruled_clearings(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1, 2: 1}, eyrie={5: 1, 2: 1})
        .game()
    )
    assert not any(t.startswith("move") for t in texts(game))
    assert refused(game, "move 5 2 1") == "4.2.1"


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
        assert "build workshop 12" not in texts(game)
        assert refused(game, "build workshop 12") == "6.5.2"
    else:
        assert "build workshop 12" in texts(game)


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


def test_7_2_2_no_rule_where_the_eyrie_have_no_pieces(board):
    game = Scenario(board).marquise_turn().wood(5).game()
    s = game.state
    assert not s.rules(EYRIE, 5) and not s.rules(CAT, 5)  # 0 vs 0, wood is a token
    assert not any(s.ruled_by(EYRIE)[1:])


# --- 7.6 Evening -------------------------------------------------------------------

@pytest.mark.parametrize(
    ("roosts", "vp", "cards"),
    [(0, 0, 1), (1, 0, 1), (2, 1, 1), (3, 2, 2), (4, 3, 2), (5, 4, 2), (6, 4, 3), (7, 5, 3)],
)
def test_7_6_roost_track_vp_and_draw_bonuses(board, roosts, vp, cards):
    where = [2, 3, 4, 5, 6, 7, 8][:roosts]
    game = (
        Scenario(board)
        .eyrie_turn("evening_start")
        .roost(*where)
        .hand(eyrie=[], marquise=["anvil", "sword"])  # the Marquise then has choices
        .warriors(marquise={1: 2, 9: 1})
        .vp(0, 10)
        .game()
    )
    assert game.vp("eyrie") == 10 + vp
    assert len(game.state.hands[EYRIE]) == cards


def test_7_6_2_discard_down_to_five(board):
    game = (
        Scenario(board)
        .eyrie_turn("evening_start")
        .roost(2, 3, 4, 5, 6, 7)
        .hand(eyrie=["anvil", "sword", "bake_sale", "armorers"], marquise=["sappers"])
        .warriors(marquise={1: 2, 9: 1})
        .game()
    )
    assert len(game.state.hands[EYRIE]) == 7 and game.state.step == "discard"
    assert game.to_act == EYRIE
    assert refused(game, "end") == "7.6.2"
    game.apply(next(iter(sorted(texts(game)))))
    game.apply(next(iter(sorted(texts(game)))))
    assert len(game.state.hands[EYRIE]) == 5 and game.state.turn == CAT
