"""The Eyrie's Decree (Law §7.4.2, §7.5): adding cards to it in Birdsong,
crafting with roosts before it is resolved (7.5.1), then resolving it
(7.5.2): the columns left to right, every card of a column in any order the
Eyrie choose, each card one action in a clearing of its suit (birds wild).
When an action cannot be taken (fully), turmoil comes: test_eyrie_turmoil.py."""

from __future__ import annotations

import pytest

from game.woodland.cards import BIRD, SUIT_OF
from game.woodland.game import Game
from game.woodland.state import EYRIE

from .scenario import Scenario, legal, refusal_key, refused

# --- 7.4.2 Add to the Decree ---------------------------------------------------

def adding(board, *hand):
    """Eyrie Birdsong, adding to the Decree from ``hand``."""
    return (
        Scenario(board)
        .eyrie_birdsong()
        .hand(eyrie=list(hand))
        .crafted(eyrie=["royal_claim"])  # keeps the Birdsong step a real choice
        .game()
    )


def test_7_4_2_at_most_one_bird_added_to_decree(board):
    game = adding(board, "armorers", "crossbow_bird", "anvil")
    game.apply("decree battle armorers")
    assert not any(t.endswith("crossbow_bird") for t in legal(game))
    assert refused(game, "decree move crossbow_bird") == "7.4.2"
    game.apply("decree battle anvil")  # a bird then a non-bird is fine
    assert game.to_position()["eyrie"]["decree"]["battle"] == ["armorers", "anvil"]


@pytest.mark.parametrize("columns", [("build", "build"), ("recruit", "battle")])
def test_7_4_2_two_cards_in_one_column_or_any_columns(board, columns):
    game = adding(board, "anvil", "sword", "bake_sale")
    game.apply(f"decree {columns[0]} anvil")
    game.apply(f"decree {columns[1]} sword")
    decree = game.to_position()["eyrie"]["decree"]
    added = decree[columns[0]] + (decree[columns[1]] if columns[0] != columns[1] else [])
    assert sorted(added) == ["anvil", "sword"]


def test_7_4_2_at_most_two_cards(board):
    game = adding(board, "anvil", "sword", "bake_sale")
    game.apply("decree build anvil")
    game.apply("decree build sword")
    assert game.state.step == "birdsong"
    assert not any(t.startswith("decree") for t in legal(game))
    assert refused(game, "decree move bake_sale") == "7.4.2"
    assert refusal_key(game, "decree move bake_sale") == "decree.at_most_two"


def test_7_4_2_no_adding_once_the_eyrie_ended_adding(board):
    game = adding(board, "anvil", "sword")
    game.apply("decree build anvil")
    game.apply("end")  # one card is enough; adding is over
    assert refused(game, "decree move sword") == "7.4.2"
    assert refusal_key(game, "decree move sword") == "decree.closed"


def test_7_4_2_no_adding_outside_birdsong(board):
    game = Scenario(board).fox_card_in_move().warriors(eyrie={1: 1}).hand(
        eyrie=["sword"]).game()
    assert refused(game, "decree move sword") == "7.4.2"
    assert refusal_key(game, "decree move sword") == "decree.closed"


def test_7_4_2_must_add_at_least_one_card(board):
    game = adding(board, "anvil")
    assert "end" not in legal(game)
    assert refused(game, "end") == "7.4.2"
    assert refused(game, "decree move sword") == "7.4.2"  # not in hand
    assert refused(game, "decree fly anvil") == "notation"


def test_7_4_2_one_card_is_enough(board):
    game = adding(board, "armorers", "sappers")
    game.apply("decree move armorers")
    assert legal(game) == {"royal_claim", "end"}  # no second bird
    assert game.to_position()["hands"]["eyrie"] == ["sappers"]
    game.apply("end")
    assert game.state.step == "birdsong"


# --- 7.2.1 the Eyrie craft in Daylight, before the Decree, by activating roosts ----------

def test_7_2_1_eyrie_craft_in_daylight_before_the_decree_by_activating_roosts(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(1, 8, 5, 10)  # two rabbit roosts: the Recruit card is a real choice
        .warriors(eyrie={1: 1, 8: 1, 5: 2, 10: 1}, marquise={12: 1})
        .workshop(12)  # a Marquise workshop in fox 12 is no crafting piece of the Eyrie
        .hand(eyrie=["foxfolk_steel", "anvil"])
        .decree(recruit=["bake_sale"])
        .game()
    )
    assert game.state.phase == "daylight" and game.state.col == 0
    assert "craft foxfolk_steel 1 8" in legal(game)  # two fox roosts pay fox fox
    assert not any(12 in a.args[1:] for a in game.legal_actions() if a.verb == "craft")
    assert refused(game, "craft foxfolk_steel 1 12") == "4.1.1"
    game.apply("craft foxfolk_steel 8 1")  # the roosts in either order
    assert game.state.used[1] == 1 and game.state.used[8] == 1
    assert game.vp("eyrie") == 1  # 7.2.3 Disdain for Trade
    assert refused(game, "craft anvil 1") == "4.1.1"  # each roost once a turn
    game.apply("recruit 5 rabbit")  # resolving the Decree ends crafting
    assert refused(game, "craft anvil 1") == "7.5.1"
    assert refusal_key(game, "craft anvil 1") == "craft.after_decree"


# --- 7.5.1 crafting with roosts, before the Decree -----------------------------

def test_7_5_1_craft_with_roosts_before_the_decree_then_never(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(1, 5)
        .warriors(eyrie={1: 1, 5: 2})
        .hand(eyrie=["anvil", "travel_gear_fox"])
        .decree(recruit=["bake_sale"])
        .game()
    )
    assert "craft anvil 1" in legal(game)  # fox roost pays the fox cost
    assert "craft anvil 5" not in legal(game)
    game.apply("craft anvil 1")
    assert "craft travel_gear_fox 5" in legal(game)  # roost in 1 is used up
    assert refused(game, "craft travel_gear_fox 1") == "4.1.1"
    game.apply("recruit 5 rabbit")
    assert refused(game, "craft travel_gear_fox 5") == "7.5.1"


def test_7_5_1_a_vizier_resolved_ends_crafting_too(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("charismatic")
        .roost(1, 8)
        .warriors(eyrie={1: 1, 8: 1}, marquise={1: 1, 8: 1})
        .hand(eyrie=["anvil", "sword"])
        .game()
    )
    game.apply("recruit 1 bird")  # a Vizier in the Recruit column
    assert refused(game, "craft anvil 1") == "7.5.1"


def test_7_5_1_empty_first_column_does_not_end_crafting(board):
    """Commander's Viziers are in Move and Battle: with nothing in Recruit the
    Decree starts at Move, and crafting stays open until a card is resolved."""
    game = (
        Scenario(board).eyrie_turn().leader("commander").roost(1).warriors(eyrie={1: 2})
        .hand(eyrie=["anvil"]).game()
    )
    assert game.state.col == 1 and "craft anvil 1" in legal(game)


def test_7_5_1_no_crafting_in_birdsong(board):
    game = (
        Scenario(board).eyrie_turn("birdsong_start").roost(1).warriors(eyrie={1: 2})
        .hand(eyrie=["anvil", "sword"]).crafted(eyrie=["royal_claim"]).game()
    )
    assert not any(t.startswith("craft") for t in legal(game))
    assert refused(game, "craft anvil 1") == "7.5.1"  # Daylight, before the Decree
    assert refusal_key(game, "craft anvil 1") == "craft.eyrie_in_daylight"
    game.apply("decree move sword")
    game.apply("end")  # later in Birdsong too
    assert refused(game, "craft anvil 1") == "7.5.1"


# --- 7.5.2 the order of the Decree ---------------------------------------------------

def test_7_5_2_decree_left_to_right_with_matching_suits(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("builder")
        .roost(5, 10)
        .warriors(eyrie={5: 2, 10: 1})
        .decree(recruit=["bake_sale"], move=["anvil"])
        .crafted(eyrie=["codebreakers"])
        .game()
    )
    assert refused(game, "move 5 2 1 bird") == "7.5.2"  # Recruit comes first
    assert refused(game, "recruit 5 fox") == "7.5.2"  # no fox card in Recruit
    game.apply("recruit 10 bird")  # the Vizier is wild
    assert refused(game, "recruit 1 rabbit") == "7.5.2"  # clearing 1 is fox
    game.apply("recruit 5 rabbit")
    assert game.state.warriors[EYRIE][5] == 3 and game.state.col == 1


def test_7_5_2_turmoil_when_the_chosen_card_of_a_column_cannot_be_resolved(board):
    """Cards of a column go in any order: with an unresolvable fox card and a
    resolvable bird Vizier in Move, the Eyrie may take the fox card first and
    fall into turmoil at once (the engine used to force the Vizier first)."""
    game = Scenario(board).fox_card_in_move().game()  # rabbit 5: no fox clearing to move from
    assert "turmoil" in legal(game)
    assert any(t.endswith(" bird") and t.startswith("move 5 ") for t in legal(game))
    game.apply("turmoil")
    assert game.state.step == "depose"


def test_7_5_2_resolving_another_card_first_may_make_a_card_possible(board):
    """Order matters the other way too: the Vizier move brings warriors into a
    fox clearing, from where the fox card can then move."""
    game = Scenario(board).fox_card_in_move().game()
    game.apply("move 5 1 2 bird")  # 5 (rabbit) -> 1 (fox)
    assert "turmoil" not in legal(game)
    game.apply("move 1 5 1 fox")
    # Move done; the Build Vizier had one choice (clearing 1, ruled, no roost).
    assert game.state.warriors[EYRIE][5] == 1 and game.state.roost[1] == 1


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("move 5 2 bird", "notation"),
        ("move 5 2 0 bird", "4.2"),
        ("move 5 2 3 bird", "4.2"),
        ("move 5 4 1 bird", "4.2"),
        ("move 5 2 1 dragon", "notation"),
        ("move 5 2 1 mouse", "7.5.2"),
        ("move 99 2 1 bird", "7.5.2"),
        ("recruit 5 bird", "7.5.2"),
        ("battle 5 bird", "7.5.2"),
        ("build 2 bird", "7.5.2"),
        ("decree move anvil", "7.4.2"),
        ("leader builder", "7.5"),
        ("roost 3", "7.5"),
        ("end", "7.5.2"),
        ("craft anvil 5", "7.5.1"),
    ],
)
def test_7_5_2_refusals_while_resolving_the_decree(board, text, rule):
    game = Scenario(board).fox_card_in_move().warriors(eyrie={1: 1}).game()
    assert refused(game, text).startswith(rule)


# --- 7.5.2.I Recruit -------------------------------------------------------------

def test_7_5_2_I_recruit_in_a_matching_clearing_with_a_roost(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(1, 5, 10)
        .warriors(eyrie={1: 1, 5: 1, 10: 1, 4: 1})
        .decree(recruit=["bake_sale"])  # rabbit: clearings 5 and 10 have roosts
        .game()
    )
    assert {t for t in legal(game) if t.startswith("recruit")} == {
        "recruit 5 rabbit", "recruit 10 rabbit"}
    assert refused(game, "recruit 4 rabbit") == "7.5.2.I"  # rabbit, but no roost
    assert refused(game, "recruit 1 rabbit") == "7.5.2"  # fox clearing
    assert refused(game, "recruit 2 bird") == "7.5.2"  # no such card in Recruit


def test_7_5_2_I_no_warrior_left_is_turmoil(board):
    game = (
        Scenario(board).eyrie_turn().leader("despot").roost(5).warriors(eyrie={5: 20})
        .decree(recruit=["bake_sale"]).game()
    )
    assert game.state.step == "depose"


# --- 7.5.2.II Move -----------------------------------------------------------------

def test_7_5_2_II_move_from_a_matching_clearing_to_any_clearing(board):
    game = (
        Scenario(board).eyrie_resolving("move", "bake_sale", leader="builder").roost(5)
        .warriors(eyrie={5: 2, 1: 2}).game()
    )
    # rabbit card: only from 5 (rabbit), to any adjacent clearing (1 fox, 2 mouse)
    assert "move 5 1 1 rabbit" in legal(game) and "move 5 2 2 rabbit" in legal(game)
    assert not any(t.startswith("move 1 ") and t.endswith("rabbit") for t in legal(game))
    assert refused(game, "move 1 5 1 rabbit") == "7.5.2"
    assert refused(game, "move 5 3 1 rabbit") == "4.2"  # not adjacent


def test_7_5_2_II_move_obeys_4_2_1_rule(board):
    game = (
        Scenario(board).eyrie_resolving("move", "bake_sale", leader="builder").roost(10)
        .warriors(eyrie={10: 1, 5: 1, 2: 2}, marquise={5: 2, 1: 2}).game()
    )
    # From 5 (rabbit, Marquise rule) only to 2 (ruled by the Eyrie), not to 1.
    assert {t for t in legal(game) if t.endswith(" rabbit") and t.startswith("move 5")} == {
        "move 5 2 1 rabbit"}
    assert refused(game, "move 5 1 1 rabbit") == "4.2.1"


# --- 7.5.2.III Battle -------------------------------------------------------------

def test_7_5_2_III_battle_in_a_matching_clearing(board):
    game = (
        Scenario(board).eyrie_resolving("battle", "bake_sale", "anvil").roost(10)
        .warriors(eyrie={5: 2, 1: 2, 10: 1}, marquise={5: 1, 1: 1}).game()
    )
    assert {t for t in legal(game) if t.startswith("battle")} == {
        "battle 5 rabbit", "battle 1 fox"}
    assert refused(game, "battle 1 rabbit") == "7.5.2"
    assert refused(game, "battle 10 rabbit") == "4.3"  # no enemy there


def test_7_5_2_III_no_enemy_in_a_matching_clearing_is_turmoil(board):
    game = (
        Scenario(board).eyrie_resolving("battle", "bake_sale").roost(5)
        .warriors(eyrie={5: 2, 1: 2}, marquise={1: 1}).vp(0, 3).game()
    )
    assert game.state.step == "depose" and game.vp("eyrie") == 1  # 2 Viziers


# --- 7.5.2.IV Build -----------------------------------------------------------------

def building(board) -> Scenario:
    """Eyrie Daylight (Despot) resolving a rabbit Build card and the bird Vizier."""
    return Scenario(board).eyrie_resolving("build", "bake_sale")


def test_7_2_2_build_where_the_eyrie_tie_for_rule(board):
    game = building(board).roost(5).warriors(eyrie={10: 1, 2: 1}, marquise={10: 1}).game()
    assert "build 10 rabbit" in legal(game)  # 1 vs 1: Lords of the Forest
    game.apply("build 10 rabbit")
    assert game.state.roost[10] == 1


def test_7_5_2_IV_build_refusals(board):
    game = (
        building(board)
        .keep(3)
        .roost(5)
        .warriors(eyrie={5: 3, 10: 1, 4: 1, 3: 2, 2: 1}, marquise={10: 2})
        .sawmill(4)
        .game()
    )
    assert refused(game, "build 5 rabbit") == "7.5.2.IV"  # a roost is there
    assert refused(game, "build 10 rabbit") == "7.5.2.IV"  # Marquise rule
    assert refused(game, "build 4 rabbit") == "7.5.2.IV"  # no open slot
    assert refused(game, "build 3 rabbit") == "6.2.2"  # the keep's clearing
    assert refused(game, "build 2 rabbit") == "7.5.2"  # mouse clearing
    assert refused(game, "build 12 rabbit") in ("7.5.2", "7.5.2.IV")
    assert "build 2 bird" in legal(game)  # the Vizier is wild


def test_7_5_2_IV_no_rule_in_an_empty_clearing(board):
    game = building(board).roost(5).warriors(eyrie={5: 1}).game()
    # Despot's Build Vizier (bird) and the rabbit card: nowhere to build.
    assert game.state.step == "depose"


def test_7_5_2_IV_all_seven_roosts_on_the_map_is_turmoil(board):
    game = building(board).roost(2, 3, 4, 5, 6, 7, 8).warriors(eyrie={10: 3}).game()
    assert game.state.step == "depose"


# --- what the Decree can still do: facts()["decree_short"] ---------------------

def test_7_5_2_facts_decree_short_counts_a_roost_for_every_build_card(board):
    """Two birds in Build (the Despot's Vizier and Armorers), six roosts on
    the map: each suit could be resolved once (the outlook says so), but the
    supply holds one roost for two cards, so one card is short — and the
    second card does throw the Eyrie into turmoil (7.7)."""
    game = (Scenario(board).eyrie_resolving("build", "armorers")
            .roost(2, 3, 4, 6, 7, 8).warriors(eyrie={5: 1, 10: 1}).game())
    facts = game.facts()
    assert facts["decree"]["build"] == {"bird": True}
    assert facts["decree_short"] == {"recruit": 0, "move": 0, "battle": 0, "build": 1}
    game.apply("build 5 bird")  # the other card has no roost: turmoil at once
    assert [e[:4] for e in game.last_events if e[0] == "turmoil"] == [
        ("turmoil", 0, "build", ("bird",))]


def test_7_5_2_facts_decree_short_counts_a_clearing_for_every_build_card(board):
    """Two fox cards in Build and one fox clearing to build in: one short,
    although roosts are plenty (and a bird card could use a clearing of
    another suit)."""
    game = (Scenario(board).eyrie_resolving("build", "anvil", "sword")
            .warriors(eyrie={1: 1, 5: 1}).game())
    short = game.facts()["decree_short"]
    assert short["build"] == 1  # the Vizier (bird) takes rabbit 5, one fox card takes 1


def _column_can_be_finished(game, col: int) -> bool:
    """Whether some order of the column's own actions resolves all of it
    (brute force over its legal decree actions; crafting and card abilities
    left out: Tax Collector, say, gives a warrior back to the supply)."""
    from game.woodland.state import COLUMNS

    for action in game.legal_actions():
        if action.verb != COLUMNS[col]:
            continue
        after = game.clone()
        after.apply(action)  # a lone turmoil left is taken at once
        if any(e[0] == "turmoil" and e[2] == COLUMNS[col] for e in after.last_events):
            continue
        s = after.state  # done with the column (the game may have gone on by itself)
        if s.col != col or s.turn != EYRIE or s.step != "daylight":
            return True
        if _column_can_be_finished(after, col):
            return True
    return False


@pytest.mark.parametrize("column", ["recruit", "build"])
def test_7_5_2_decree_short_is_exactly_a_column_that_cannot_be_finished(board, column):
    """At the start of Recruit or Build (whose actions change nothing the
    others need), a column short of cards in the facts is exactly one that no
    order of its actions gets through: turmoil then, unless a card ability
    changes the board first (7.7)."""
    import random

    from game.woodland.state import COLUMNS

    col = COLUMNS.index(column)
    seen = {True: 0, False: 0}
    for seed in range(60):
        rnd = random.Random(seed)
        game = Game.new(board, seed=seed, track_undo=False)
        while not game.is_over and game.state.round <= 12:
            s = game.state
            full = sorted(s.todo) == sorted(
                [SUIT_OF[c] for c in s.decree[col]] + [BIRD] * s.viziers[col])
            if (game.to_act == EYRIE and s.turn == EYRIE and s.step == "daylight"
                    and s.col == col and full and s.battle is None and not s.queue
                    and len(s.todo) > 1):
                short = game.facts()["decree_short"][column] > 0
                assert short == (not _column_can_be_finished(game.clone(), col)), seed
                seen[short] += 1
            legal_now = game.legal_actions()
            game.apply(legal_now[int(rnd.random() * len(legal_now))])
    assert seen[True] >= 3 and seen[False] >= 3, seen
