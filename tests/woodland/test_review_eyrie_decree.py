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
    assert "craft anvil 1" in texts(game)  # fox roost pays the fox cost
    assert "craft anvil 5" not in texts(game)
    game.apply("craft anvil 1")
    assert "craft travel_gear_fox 5" in texts(game)  # roost in 1 is used up
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
        Scenario(board)
        .eyrie_turn()
        .leader("commander")
        .roost(1)
        .warriors(eyrie={1: 2})
        .hand(eyrie=["anvil"])
        .game()
    )
    assert game.state.col == 1 and "craft anvil 1" in texts(game)


def test_7_5_1_no_crafting_in_birdsong(board):
    game = (
        Scenario(board)
        .eyrie_turn("birdsong_start")
        .roost(1)
        .warriors(eyrie={1: 2})
        .hand(eyrie=["anvil", "sword"])
        .game()
    )
    assert not any(t.startswith("craft") for t in texts(game))
    assert refused(game, "craft anvil 1") == "7.4.2"


# --- 7.5.2.I Recruit -------------------------------------------------------------

def test_7_5_2_I_recruit_in_a_matching_clearing_with_a_roost(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(1, 5, 10)
        .warriors(eyrie={1: 1, 5: 1, 10: 1})
        .decree(recruit=["bake_sale"])  # rabbit: clearings 5 and 10 have roosts
        .game()
    )
    assert {t for t in texts(game) if t.startswith("recruit")} == {
        "recruit 5 rabbit", "recruit 10 rabbit"}
    assert refused(game, "recruit 1 rabbit") == "7.5.2"  # fox clearing
    assert refused(game, "recruit 2 bird") == "7.5.2"  # no such card in Recruit


def test_7_5_2_I_no_warrior_left_is_turmoil(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 20})
        .decree(recruit=["bake_sale"])
        .game()
    )
    assert game.state.step == "depose"


def test_7_8_charismatic_with_two_warriors_left_recruits_both(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("charismatic")
        .roost(5, 10)
        .warriors(eyrie={5: 18})
        .decree(recruit=["bake_sale"])
        .game()
    )
    game.apply("recruit 10 rabbit")
    assert game.state.warriors[EYRIE][10] == 2 and game.state.warrior_supply(EYRIE) == 0
    # The Vizier (bird) in Recruit cannot place 2 more: turmoil.
    assert game.state.step == "depose"


# --- 7.5.2.II Move -----------------------------------------------------------------

def test_7_5_2_II_move_from_a_matching_clearing_to_any_clearing(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("builder")  # Viziers: recruit, move
        .roost(5)
        .warriors(eyrie={5: 2, 1: 2})
        .decree(recruit=[], move=["bake_sale"])
        .resolving("move")
        .game()
    )
    # rabbit card: only from 5 (rabbit), to any adjacent clearing (1 fox, 2 mouse)
    assert "move 5 1 1 rabbit" in texts(game) and "move 5 2 2 rabbit" in texts(game)
    assert not any(t.startswith("move 1 ") and t.endswith("rabbit") for t in texts(game))
    assert refused(game, "move 1 5 1 rabbit") == "7.5.2"
    assert refused(game, "move 5 3 1 rabbit") == "4.2"  # not adjacent


def test_7_5_2_II_move_obeys_4_2_1_rule(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("builder")
        .roost(10)
        .warriors(eyrie={10: 1, 5: 1, 2: 2}, marquise={5: 2, 1: 2})
        .decree(move=["bake_sale"])
        .resolving("move")
        .game()
    )
    # From 5 (rabbit, Marquise rule) only to 2 (ruled by the Eyrie), not to 1.
    assert {t for t in texts(game) if t.endswith(" rabbit") and t.startswith("move 5")} == {
        "move 5 2 1 rabbit"}
    assert refused(game, "move 5 1 1 rabbit") == "4.2.1"


# --- 7.5.2.III Battle -------------------------------------------------------------

def test_7_5_2_III_battle_in_a_matching_clearing(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .warriors(eyrie={5: 2, 1: 2, 10: 1}, marquise={5: 1, 1: 1})
        .roost(10)
        .decree(battle=["bake_sale", "anvil"])
        .resolving("battle")
        .game()
    )
    assert {t for t in texts(game) if t.startswith("battle")} == {
        "battle 5 rabbit", "battle 1 fox"}
    assert refused(game, "battle 1 rabbit") == "7.5.2"
    assert refused(game, "battle 10 rabbit") == "4.3"  # no enemy there


def test_7_5_2_III_no_enemy_in_a_matching_clearing_is_turmoil(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .warriors(eyrie={5: 2, 1: 2}, marquise={1: 1})
        .roost(5)
        .decree(battle=["bake_sale"])
        .resolving("battle")
        .vp(0, 3)
        .game()
    )
    assert game.state.step == "depose" and game.vp("eyrie") == 1  # 2 Viziers


# --- 7.5.2.IV Build -----------------------------------------------------------------

def _build(board, **kw):
    return (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .decree(build=["bake_sale"])
        .resolving("build")
    )


def test_7_2_2_build_where_the_eyrie_tie_for_rule(board):
    game = _build(board).roost(5).warriors(eyrie={10: 1, 2: 1}, marquise={10: 1}).game()
    assert "build 10 rabbit" in texts(game)  # 1 vs 1: Lords of the Forest
    game.apply("build 10 rabbit")
    assert game.state.roost[10] == 1


def test_7_5_2_IV_build_refusals(board):
    game = (
        _build(board)
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
    assert "build 2 bird" in texts(game)  # the Vizier is wild


def test_7_5_2_IV_no_rule_in_an_empty_clearing(board):
    game = _build(board).roost(5).warriors(eyrie={5: 1}).game()
    # Despot's Build Vizier (bird) and the rabbit card: nowhere to build.
    assert game.state.step == "depose"


def test_7_5_2_IV_all_seven_roosts_on_the_map_is_turmoil(board):
    game = (
        _build(board)
        .roost(2, 3, 4, 5, 6, 7, 8)
        .warriors(eyrie={10: 3})
        .game()
    )
    assert game.state.step == "depose"


# --- 7.7 Turmoil ---------------------------------------------------------------------

def test_7_7_humiliate_purge_depose_rest(board):
    game = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 2}, marquise={3: 1})
        .decree(recruit=["armorers", "bake_sale"], move=["sappers"],
                battle=["anvil", "crossbow_bird"])
        .hand(eyrie=[])
        .vp(0, 10)
        .game()
    )
    game.apply("recruit 5 bird")  # the rabbit card is then the only choice
    assert game.state.col == 1 and game.state.warriors[EYRIE][5] == 4
    while game.state.col == 1 and game.state.step == "daylight":
        game.apply(min(t for t in texts(game) if t.startswith("move 5 1 1 ")))
    # Battle: neither card can be resolved (no Eyrie warriors with enemies).
    s = game.state
    assert s.step == "depose"
    # 7.7.1: armorers, sappers, crossbow_bird + 2 Viziers = 5 birds.
    assert game.vp("eyrie") == 5
    pos = game.to_position()
    # 7.7.2: the Decree is discarded, Viziers are not cards.
    assert all(v == [] for v in pos["eyrie"]["decree"].values())
    assert {"armorers", "bake_sale", "sappers", "anvil", "crossbow_bird"} <= set(pos["discard"])
    # 7.7.3: the leader face down, a new one from the face-up leaders.
    assert pos["eyrie"]["face_down"] == ["despot"] and pos["eyrie"]["leader"] is None
    assert refused(game, "leader despot") == "7.7.3"
    game.apply("leader builder")
    pos = game.to_position()
    assert pos["eyrie"]["viziers"] == {"recruit": 1, "move": 1, "battle": 0, "build": 0}
    # 7.7.4 Rest: straight to Evening (1 roost: 0 VP, 1 card), then the Marquise.
    assert game.vp("eyrie") == 5 and game.state.turn == CAT
    assert len(pos["hands"]["eyrie"]) == 1


def test_7_7_3_a_new_clutch_flips_every_leader_including_the_deposed(board):
    sc = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 1})
        .decree(build=["bake_sale"])
        .resolving("build")
    )
    sc.pos["eyrie"]["face_up"] = []
    sc.pos["eyrie"]["face_down"] = ["builder", "charismatic", "commander"]
    game = sc.game()
    assert texts(game) == {"leader builder", "leader charismatic", "leader commander",
                           "leader despot"}
    game.apply("leader charismatic")
    e = game.to_position()["eyrie"]
    assert e["face_down"] == [] and sorted(e["face_up"]) == ["builder", "commander", "despot"]


def test_7_7_3_deposed_leaders_stay_face_down(board):
    sc = (
        Scenario(board)
        .eyrie_turn()
        .leader("despot")
        .roost(5)
        .warriors(eyrie={5: 1})
        .decree(build=["bake_sale"])
        .resolving("build")
    )
    sc.pos["eyrie"]["face_up"] = ["builder", "commander"]
    sc.pos["eyrie"]["face_down"] = ["charismatic"]
    game = sc.game()
    assert texts(game) == {"leader builder", "leader commander"}
    assert refused(game, "leader charismatic") == "7.7.3"
    game.apply("leader commander")
    assert sorted(game.to_position()["eyrie"]["face_down"]) == ["charismatic", "despot"]


# --- perft counts (derived by hand) ------------------------------------------------

def test_7_4_2_perft_adding_to_the_decree(board):
    """Hand anvil, sword, armorers (bird): 3 cards x 4 columns = 12; after any
    first card, the 2 others x 4 columns + end = 9 (the bird limit only bites
    on a second bird): 12 x 9 = 108."""
    from .test_perft import perft

    game = (
        Scenario(board)
        .eyrie_turn("birdsong_start")
        .roost(3)
        .warriors(eyrie={3: 2})
        .hand(eyrie=["anvil", "sword", "armorers"])
        .game()
    )
    assert [perft(game, d) for d in (1, 2)] == [12, 108]


def test_7_7_perft_turmoil_as_a_choice(board):
    """Move column: fox card + bird Vizier, 2 warriors in 5 (rabbit).
    Depth 1: the bird moves 5->1 / 5->2 of 1 or 2 warriors (4) + turmoil = 5.
    Depth 2: turmoil -> 3 face-up leaders; after 5->1 the fox card moves from
    1 to 5, 9 or 10 (3 with one warrior, 6 with two); after 5->2 the fox card
    is stuck, turmoil is forced -> 3 leaders each: 3 + 3 + 6 + 3 + 3 = 18."""
    from .test_perft import perft

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
    assert [perft(game, d) for d in (1, 2)] == [5, 18]
