"""1.2.1 Hands are secret, only their size is public: whether and whom the
engine asks may depend only on what both players can see.

Each case below is a place where the engine used to wait only when the
hidden hand held a usable card (so the other player learned what is in it);
now the owner is asked whatever the hand holds, with ``pass``/``end`` among
the answers, whenever public facts (hand size, public cards, pieces) allow a
usable card. The property test at the end swaps the hidden hand for any
other of the same size and checks that nobody can tell.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.woodland.cards import CODES
from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE, FACTIONS

from .conftest import autumn_board
from .scenario import Scenario, legal

# --- the four places of the issue ----------------------------------------------------


def cat_attacks_in_5(board, eyrie_hand: list[str], marquise_hand: list[str] | None = None
                     ) -> Game:
    """Marquise Daylight, 3 warriors vs 2 Eyrie warriors in rabbit clearing 5;
    a second target in 10 so the battle is a real choice."""
    return (
        Scenario(board).marquise_turn()
        .warriors(marquise={5: 3, 10: 1}, eyrie={5: 2, 10: 1})
        .hand(eyrie=eyrie_hand, marquise=marquise_hand or [])
        .dice(1, 1)
        .game()
    )


@pytest.mark.parametrize("hand", [["ambush_rabbit"], ["ambush_bird"], ["anvil"],
                                  ["sword", "anvil"]])
def test_1_2_1_ambush_is_asked_whatever_the_defender_holds(board, hand):
    game = cat_attacks_in_5(board, hand)
    game.apply("battle 5")
    assert game.to_act == EYRIE and game.state.battle["stage"] == "ambush"
    assert "pass" in legal(game)
    assert not any(e[0] == "dice" for e in game.last_events)
    if "ambush_rabbit" not in hand and "ambush_bird" not in hand:
        assert legal(game) == {"pass"}
    game.apply("pass")
    assert any(e[0] == "dice" for e in game.last_events)


def test_1_2_1_no_ambush_question_with_an_empty_hand(board):
    game = cat_attacks_in_5(board, [])
    game.apply("battle 5")
    assert any(e[0] == "dice" for e in game.last_events)


def test_1_2_1_no_ambush_question_when_every_matching_ambush_is_public(board):
    # Both bird ambushes and the rabbit one are in the discard pile: no hand
    # of any size can hold one, and both players can see that.
    game = (
        Scenario(board).marquise_turn()
        .warriors(marquise={5: 3, 10: 1}, eyrie={5: 2, 10: 1})
        .hand(eyrie=["anvil", "ambush_fox"])
        .discard_pile("ambush_bird", "ambush_bird", "ambush_rabbit")
        .dice(1, 1)
        .game()
    )
    game.apply("battle 5")
    assert any(e[0] == "dice" for e in game.last_events)


@pytest.mark.parametrize("hand", [["ambush_bird"], ["anvil"]])
def test_1_2_1_foil_is_asked_whatever_the_attacker_holds(board, hand):
    game = cat_attacks_in_5(board, ["ambush_rabbit"], hand)
    game.apply("battle 5")
    game.apply("ambush rabbit")
    assert game.to_act == CAT and game.state.battle["stage"] == "foil"
    assert legal(game) == ({"foil bird", "pass"} if hand == ["ambush_bird"] else {"pass"})


def eyrie_attacks_in_5(board, marquise_hand: list[str]) -> Game:
    """Eyrie Daylight resolving a rabbit Battle card: 3 warriors vs one
    Marquise warrior in 5; the keep in 1 (fox)."""
    return (
        Scenario(board).eyrie_battle(leader="builder")
        .crafted(eyrie=["codebreakers"])  # so the Eyrie turn does not end by itself
        .keep(1)
        .warriors(eyrie={5: 3}, marquise={5: 1, 1: 1})
        .hand(marquise=marquise_hand)
        .dice(2, 0)
        .game()
    )


@pytest.mark.parametrize("hand", [["root_tea_rabbit"], ["anvil"], ["anvil", "sword"]])
def test_1_2_1_field_hospitals_asked_whatever_the_marquise_holds(board, hand):
    game = eyrie_attacks_in_5(board, hand)
    game.apply("battle 5 rabbit")
    game.apply("pass")  # no ambush (asked whatever the hand holds)
    assert game.to_act == CAT and game.state.queue[0][0] == "hospital"
    used = {"hospital root_tea_rabbit"} if "root_tea_rabbit" in hand else set()
    assert legal(game) == used | {"pass"}
    game.apply("pass")
    assert game.to_act == EYRIE


def test_1_2_1_no_field_hospitals_question_with_an_empty_hand(board):
    game = eyrie_attacks_in_5(board, [])
    game.apply("battle 5 rabbit")
    assert game.to_act == EYRIE and not game.state.queue


@pytest.mark.parametrize("hand", [["bake_sale"], ["anvil"]])
def test_1_2_1_field_hospitals_after_tax_collector_asked_whatever_the_hand(board, hand):
    game = (
        Scenario(board).marquise_turn().keep(1)
        .warriors(marquise={5: 1, 1: 1})
        .crafted(marquise=["tax_collector"])
        .hand(marquise=hand)
        .game()
    )
    game.apply("tax 5")
    assert game.to_act == CAT and game.state.queue[0][0] == "hospital"
    assert "pass" in legal(game)


def marquise_last_action(board, hand: list[str]) -> Game:
    """One action left; a battle (dice: irreversible) spends it."""
    return (
        Scenario(board).marquise_turn(actions=1)
        .warriors(marquise={5: 3, 10: 1}, eyrie={5: 2, 10: 1})
        .hand(marquise=hand)
        .dice(1, 1)
        .game()
    )


@pytest.mark.parametrize("hand", [["ambush_bird"], ["anvil"]])
def test_1_2_1_daylight_waits_after_the_last_action_whatever_the_hand(board, hand):
    game = marquise_last_action(board, hand)
    game.apply("battle 5")
    s = game.state
    assert game.to_act == CAT and s.step == "daylight" and s.actions == 0
    assert legal(game) == ({"hawks ambush_bird", "end"} if hand == ["ambush_bird"] else {"end"})


def test_1_2_1_daylight_ends_by_itself_with_an_empty_hand(board):
    game = marquise_last_action(board, [])
    game.apply("battle 5")
    assert game.state.turn == EYRIE


@pytest.mark.parametrize("rest", [["sappers"], ["anvil"]])
def test_1_2_1_second_decree_card_asked_whatever_is_left(board, rest):
    """After a bird card, a hand of birds only could add nothing more; the
    Eyrie still confirm the end of adding themselves."""
    game = Scenario(board).eyrie_birdsong().hand(eyrie=["armorers"] + rest).game()
    game.apply("decree move armorers")
    assert game.to_act == EYRIE and game.state.step == "decree"
    assert ("end" in legal(game)) and (len(legal(game)) == (1 if rest == ["sappers"] else 5))


@pytest.mark.parametrize("hand", [["sappers"], ["ambush_fox"]])
def test_1_2_1_eyrie_crafting_keeps_a_lone_decree_action_waiting(board, hand):
    """Recruit column with one fox card and a single roost (fox clearing 1):
    one way to resolve it; a free roost may craft from the hand, so the
    Eyrie decide (crafting Sappers needs a mouse roost: here it cannot)."""
    game = (
        Scenario(board).eyrie_turn().leader("despot")  # Viziers in move and build
        .decree(recruit=["anvil"])
        .roost(1).warriors(eyrie={1: 1})
        .hand(eyrie=hand)
        .game()
    )
    assert game.to_act == EYRIE and game.state.step == "daylight"
    assert legal(game) == {"recruit 1 fox"}


# --- the property: a same-size hand changes nothing the other player sees -------------

def _swapped(board, game: Game, who: int, rnd: random.Random) -> Game:
    """The position with ``who``'s hand replaced by as many cards drawn from
    the cards ``who``'s opponent cannot see (the deck and that hand, but
    the cards the opponent knows are in it, which stay: a Stand and
    Deliver! card, a Codebreakers peek), and the deck shuffled."""
    pos = game.to_position()
    name = FACTIONS[who]
    kept = list(pos.get("known", {}).get(FACTIONS[1 - who], []))
    pool = pos["deck"] + pos["hands"][name]
    for code in kept:
        pool.remove(code)
    rnd.shuffle(pool)
    n = len(pos["hands"][name]) - len(kept)
    pos["hands"][name], pos["deck"] = kept + pool[:n], pool[n:]
    return Game.from_position(board, pos, track_undo=False)


def _reloaded(board, game: Game) -> Game:
    return Game.from_position(board, game.to_position(), track_undo=False)


def _compare_until_owner_decides(board, game: Game, who: int, rnd: random.Random) -> int:
    """Play the same random choices of the other player in ``game`` and in a
    copy whose ``who`` hand was swapped; the decider, its legal actions and
    the public events must agree until ``who`` decides. Returns the number
    of steps compared."""
    a = _reloaded(board, game)
    b = _swapped(board, game, who, rnd)
    other = 1 - who
    steps = 0
    while not a.is_over:
        assert a.to_act == b.to_act, (a.log[-3:], a.to_act, b.to_act)
        if a.to_act == who:
            break
        # The decider's own hand is unchanged until it draws, steals or is
        # given another card: from then on their choices may differ.
        if sorted(a.state.hands[other]) != sorted(b.state.hands[other]):
            break
        assert a.legal_actions() == b.legal_actions(), a.log[-3:]
        action = rnd.choice(a.legal_actions())
        a.apply(action)
        b.apply(action)
        assert a.last_events == b.last_events, (str(action), a.last_events, b.last_events)
        steps += 1
    assert a.is_over == b.is_over
    return steps


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), plies=st.integers(0, 400), choice=st.integers(0, 10**6))
def test_1_2_1_the_other_players_hand_changes_nothing_they_can_see(seed, plies, choice):
    board = autumn_board()
    rnd = random.Random(choice)
    game = Game.new(board, seed=seed, track_undo=False)
    for _ in range(plies):
        if game.is_over:
            return
        game.apply(rnd.choice(game.legal_actions()))
    if game.is_over:
        return
    who = 1 - game.to_act  # the player not deciding now
    _compare_until_owner_decides(board, game, who, rnd)


def test_1_2_1_swapping_hands_along_whole_games():
    """The same check at a quarter of the decisions of a few seeded games
    (so that each of the places above comes up many times); the counts make
    sure many swaps were compared over at least one step."""
    board = autumn_board()
    reached = compared = 0
    for seed in range(4):
        rnd = random.Random(seed)
        game = Game.new(board, seed=seed, track_undo=False)
        while not game.is_over:
            if rnd.random() < 0.25:
                who = 1 - game.to_act
                compared += _compare_until_owner_decides(board, game, who, rnd) > 0
                reached += 1
            game.apply(rnd.choice(game.legal_actions()))
    assert reached > 200 and compared > 100


def test_1_2_1_card_codes_of_a_swap_stay_a_full_deck(board):
    """The swap above keeps the 50 cards (the loader checks it): a test of the
    test's own helper."""
    game = Game.new(board, seed=3, track_undo=False)
    swapped = _swapped(board, game, EYRIE, random.Random(1))
    pos = swapped.to_position()
    assert sorted(pos["deck"] + pos["hands"]["marquise"] + pos["hands"]["eyrie"]) == sorted(
        CODES[c] for c in game.state.deck + game.state.hands[0] + game.state.hands[1])
