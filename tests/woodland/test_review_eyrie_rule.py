"""Review of Law §7.2 (Lords of the Forest, Disdain for Trade), §7.6 Evening
and §7.8 leader abilities in battle, seed 001."""

from __future__ import annotations

import pytest

from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused


def texts(game) -> set[str]:
    return {str(a) for a in game.legal_actions()}


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
