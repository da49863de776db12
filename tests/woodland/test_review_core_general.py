"""Review of the general rules in spec §2 and Law §4.2 Move: rule (2.5),
drawing and the reshuffle, the hand limit, victory at 30, the keep."""

from __future__ import annotations

from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, refused

# --- 2.5 rule -----------------------------------------------------------------------


def test_2_5_a_tie_is_ruled_by_nobody_for_the_marquise(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 1, 1: 1}).sawmill(5)
        .warriors(eyrie={5: 2}).game()
    )
    s = game.state
    assert not s.rules(CAT, 5)
    assert refused(game, "build workshop 5") == "2.5"


def test_2_5_tokens_alone_rule_nothing(board):
    game = (
        Scenario(board).marquise_turn().keep(5).wood(5).warriors(marquise={1: 1}).game()
    )
    s = game.state
    assert not s.rules(CAT, 5) and not s.rules(EYRIE, 5)
    assert refused(game, "build sawmill 5") == "2.5"


# --- 4.2 move ----------------------------------------------------------------------------

def test_4_2_at_least_one_warrior(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}).game()
    assert refused(game, "move 1 5 0") == "4.2"


def test_4_2_no_such_clearing(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}).game()
    assert refused(game, "move 1 13 1") == "4.2"
    assert refused(game, "move 0 1 1") == "4.2"


def test_4_2_whole_group_or_part(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 3}).game()
    moves = {str(a) for a in game.legal_actions() if a.verb == "move" and a.args[:2] == (1, 5)}
    assert moves == {"move 1 5 1", "move 1 5 2", "move 1 5 3"}


def test_4_2_1_into_an_enemy_clearing_from_a_ruled_one(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}, eyrie={5: 3}).game()
    game.apply("move 1 5 2")
    assert game.state.warriors[CAT][5] == 2


def test_4_2_1_rule_changes_as_warriors_leave(board):
    # 2 v 1 in clearing 5: moving one out leaves a tie, so the second move
    # out of 5 (to an unruled clearing) is refused.
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 2}, eyrie={5: 1, 2: 2}).game()
    )
    game.apply("move 5 1 1")
    assert refused(game, "move 5 2 1") == "4.2.1"


def test_4_2_refusals_name_the_rule_not_the_step(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}).game()
    assert refused(game, "move 1 3 1") == "4.2"  # no path from 1 to 3


# --- cards: drawing, the reshuffle, the hand limit ----------------------------------------

def test_draw_with_deck_and_discard_empty_draws_nothing(board):
    pos = Scenario(board).marquise_turn("evening_start").hand(marquise=[]).position()
    pos["hands"]["eyrie"], pos["deck"] = pos["deck"], []  # every card out of reach
    game = Game.from_position(board, pos)
    assert game.state.hands[CAT] == []  # nothing to draw: no card, no error
    assert game.state.turn == EYRIE


def test_hand_limit_only_at_the_end_of_evening(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong_start")
        .crafted(marquise=["burrow_bank", "royal_claim"])
        .hand(marquise=["anvil", "sword", "bake_sale", "investments", "cobbler"])
        .game()
    )
    assert len(game.state.hands[CAT]) == 6 and game.state.step == "birdsong"


# --- 3.3 victory ---------------------------------------------------------------------------

def test_3_3_crafting_an_item_wins_at_once(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={1: 1})
        .workshop(1)
        .hand(marquise=["anvil", "sword"])
        .vp(28, 0)
        .game()
    )
    game.apply("craft anvil 1")
    assert game.winner == CAT and game.legal_actions() == [] and game.to_act == -1
    assert refused(game, "move 1 5 1") == "3.3"


def test_3_3_royal_claim_can_win(board):
    game = (
        Scenario(board)
        .marquise_turn("birdsong")
        .warriors(marquise={1: 1, 2: 1})
        .crafted(marquise=["royal_claim"])
        .vp(28, 0)
        .game()
    )
    game.apply("royal_claim")
    assert game.winner == CAT and game.vp("marquise") == 30


def test_3_3_score_above_thirty_is_kept(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1})
        .workshop(5, 10)
        .hand(marquise=["bake_sale", "anvil"])
        .vp(29, 0)
        .game()
    )
    game.apply("craft bake_sale 5 10")
    assert game.winner == CAT and game.vp("marquise") == 32


def test_3_3_win_while_paying_for_a_building_needs_no_payment(board):
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 1, 1: 1, 2: 1})
        .sawmill(9)
        .wood(1, 2)
        .vp(29, 0)
        .game()
    )
    game.apply("build sawmill 5")
    assert game.winner == CAT and game.legal_actions() == []
    assert game.to_position()["pending"] == []
