"""4.3.4 Removal order: one set of hits removes all the warriors before any
building or token, and the player taking the hits chooses among buildings
and tokens — even when the points for them win the game.

So Field Hospitals (6.2.3: needs the keep on the map) is decided while the
keep still stands when the same hits then take the keep. Our reading of the
Law (docs/engine.md, "Removal order"): each hit is dealt to a piece present
when the hits are dealt, warriors first; the warriors Field Hospitals then
places in the keep's clearing were placed by an effect of their removal,
are not hit again by the same hits, and stay when the keep falls.
"""

from __future__ import annotations

from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, legal


def eyrie_attacks_the_keep(board, marquise_hand: list[str], vp: int = 0):
    """Eyrie Daylight (Builder) resolving a fox Battle card against fox
    clearing 8: the keep, a sawmill and a workshop, one Marquise warrior.
    3 Eyrie warriors, dice 3/0: 3 hits = the warrior and two pieces.
    Both bird ambushes and the fox one are public (no ambush question)."""
    return (
        Scenario(board)
        .eyrie_resolving("battle", "ambush_fox", leader="builder")
        .crafted(eyrie=["codebreakers"])  # so the Eyrie turn does not end by itself
        .keep(8).sawmill(8).workshop(8)
        .warriors(eyrie={8: 3}, marquise={8: 1})
        .hand(marquise=marquise_hand)
        .discard_pile("ambush_bird", "ambush_bird")
        .vp(0, vp)
        .dice(3, 0)
        .game()
    )


def test_4_3_4_warriors_go_first_so_field_hospitals_is_asked_while_the_keep_stands(board):
    game = eyrie_attacks_the_keep(board, ["anvil"])
    game.apply("battle 8 fox")
    s = game.state
    assert s.warriors[CAT][8] == 0 and s.keep == 8 and s.bld[0][8] == s.bld[1][8] == 1
    assert game.to_act == CAT and legal(game) == {"hospital anvil", "pass"}
    removed = [e for e in game.last_events if e[0] == "removed"]
    assert removed == [("removed", CAT, 8, "warrior", 1)]  # no building yet


def test_4_3_4_field_hospitals_warriors_stay_when_the_keep_falls_in_the_same_hits(board):
    game = eyrie_attacks_the_keep(board, ["anvil"])
    game.apply("battle 8 fox")
    game.apply("hospital anvil")  # the warrior goes to the keep's clearing: 8 itself
    s = game.state
    assert s.warriors[CAT][8] == 1 and s.keep == 8
    # The 2 hits left were dealt to buildings/tokens: the Marquise choose.
    assert game.to_act == CAT and legal(game) == {"lose keep", "lose sawmill", "lose workshop"}
    game.apply("lose keep")
    assert legal(game) == {"lose sawmill", "lose workshop"}
    game.apply("lose sawmill")
    s = game.state
    assert s.keep == 0 and s.bld[0][8] == 0 and s.bld[1][8] == 1
    assert s.warriors[CAT][8] == 1  # the saved warrior stays, keep gone
    assert game.vp("eyrie") == 2 and game.to_act == EYRIE


def test_4_3_4_declined_field_hospitals_then_the_keep_falls(board):
    game = eyrie_attacks_the_keep(board, ["anvil"])
    game.apply("battle 8 fox")
    game.apply("pass")
    game.apply("lose keep")
    game.apply("lose workshop")
    s = game.state
    assert s.warriors[CAT][8] == 0 and s.keep == 0 and s.bld[0][8] == 1
    assert game.to_position()["hands"]["marquise"] == ["anvil"]


def test_4_3_4_the_loser_still_chooses_when_the_points_win_the_game(board):
    game = eyrie_attacks_the_keep(board, [], vp=28)
    game.apply("battle 8 fox")
    # 2 points win the game for the Eyrie; which pieces go is still the
    # Marquise's choice, one at a time.
    assert game.to_act == CAT
    assert legal(game) == {"lose keep", "lose sawmill", "lose workshop"}
    game.apply("lose workshop")
    assert not game.is_over and game.vp("eyrie") == 29
    game.apply("lose sawmill")
    assert game.winner == EYRIE and game.state.keep == 8


def test_4_3_4_favor_takes_the_keep_then_no_field_hospitals_anywhere(board):
    """A Favor deals no hits: it removes every enemy piece of its suit at
    once. Field Hospitals needs a keep that survives it, whichever fox
    clearing comes first (warriors in 1, the keep in 6)."""
    game = (
        Scenario(board).eyrie_turn().leader("builder").roost(1, 8, 12)
        .warriors(eyrie={1: 1}, marquise={1: 2, 5: 1})
        .keep(6)
        .hand(eyrie=["favor_foxes", "anvil"], marquise=["root_tea_fox"])
        .game()
    )
    game.apply("craft favor_foxes 1 8 12")
    s = game.state
    assert s.keep == 0 and s.warriors[CAT][1] == 0 and not s.queue
    assert game.to_position()["hands"]["marquise"] == ["root_tea_fox"]
    assert game.to_act == EYRIE
