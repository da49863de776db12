"""The phase transaction (engine contract): undo inside a phase goes back
to the last irreversible step (dice, a draw, a revealed hand, the other
player's decision); ending the phase commits. A clone is independent of its
original, undo stack included."""

from __future__ import annotations

import pytest

from game.woodland.actions import Action
from game.woodland.errors import IllegalAction
from game.woodland.game import Game
from game.woodland.state import CAT, EYRIE

from .scenario import Scenario, random_game


def test_undo_inside_a_phase(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 3}).game()
    start = game.to_json()
    game.apply("move 1 5 1")
    game.apply("move 5 2 1")
    assert game.can_undo()
    assert game.undo() == "move 5 2 1"
    game.undo()
    assert game.to_json() == start and not game.can_undo()
    with pytest.raises(IllegalAction):
        game.undo()


def test_undo_of_adding_to_the_decree_restores_the_exact_position(board):
    game = Scenario(board).eyrie_birdsong().hand(eyrie=["anvil", "sword", "armorers"]).game()
    start = game.to_json()
    game.apply("decree move anvil")
    assert game.can_undo()
    assert game.undo() == "decree move anvil"
    assert game.to_json() == start and not game.can_undo()


@pytest.mark.parametrize("eyrie_hand", [[], ["ambush_bird"]], ids=["dice", "ambush_choice"])
def test_undo_stops_at_dice_or_the_other_players_decision(board, eyrie_hand):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={1: 3, 5: 2}, eyrie={5: 1})
        .hand(eyrie=eyrie_hand).game()
    )
    game.apply("move 1 9 1")
    game.apply("pass")  # no second move (1.4: nothing else before the March is over)
    game.apply("battle 5")  # dice rolled, or the Eyrie decide: commit
    assert game.to_act == (EYRIE if eyrie_hand else CAT)
    assert not game.can_undo()


def test_undo_stops_at_phase_end(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 3}).game()
    game.apply("move 1 5 1")
    game.apply("pass")  # the March's second move declined
    game.apply("end")
    assert not game.can_undo()


def test_undo_stops_at_a_draw(board):
    game = (
        Scenario(board).eyrie_resolving("build", "bake_sale").roost(5)
        .warriors(eyrie={5: 2, 10: 1}).crafted(eyrie=["tax_collector"]).game()
    )
    game.apply("tax 5")  # draws a card: irreversible
    assert not game.can_undo()
    with pytest.raises(IllegalAction) as err:
        game.undo()
    assert err.value.rule == "undo"  # not a Law rule: the app's phase transaction


def test_undo_stops_at_codebreakers(board):
    game = (
        Scenario(board).marquise_turn().crafted(marquise=["codebreakers"])
        .warriors(marquise={1: 2}).game()
    )
    game.apply("move 1 5 1")
    game.apply("pass")  # the March's second move declined
    assert game.can_undo()
    game.apply("codebreakers")  # a revealed hand: irreversible
    assert not game.can_undo()


def test_clone_is_independent(board):
    game = random_game(board, seed=4, steps=60)
    copy = game.clone()
    before = game.to_json()
    copy.apply(copy.legal_actions()[0])
    assert game.to_json() == before


def test_clone_undo_stack_is_independent(board):
    """A clone's undo stack must not share the states the original goes on
    to mutate after its own undo (the popped snapshot became the live state
    of the original while the clone still held it)."""
    game = Scenario(board).marquise_turn().warriors(marquise={1: 3}).game()
    game.apply("move 1 5 1")
    after_first = game.to_json()
    game.apply("move 5 2 1")
    copy = game.clone()
    game.undo()
    game.apply("move 1 9 1")
    assert copy.undo() == "move 5 2 1"
    assert copy.to_json() == after_first
    copy.apply("move 1 10 1")
    assert game.state.warriors[CAT][10] == 0 and game.state.warriors[CAT][9] == 1


# --- the last action of a phase can be taken back (its end is confirmed) -------

def test_undo_the_marquise_third_daylight_action(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 3}).recruiter(1).game()
    game.apply("move 1 5 1")
    game.apply("move 5 2 1")  # first action: a march of two moves
    game.apply("move 1 9 1")
    game.apply("move 9 4 1")  # second action
    game.apply("recruit")  # the third action: only `end` is left
    assert game.legal_actions() == [Action("end")]
    assert game.state.phase == "daylight" and game.can_undo()
    assert game.undo() == "recruit"
    assert game.state.actions == 1 and game.state.warriors[CAT][1] == 1
    game.apply("recruit")
    game.apply("end")  # the player ends Daylight: commit
    assert game.state.phase != "daylight" and not game.can_undo()


def test_undo_the_eyrie_second_decree_card(board):
    game = Scenario(board).eyrie_birdsong().hand(eyrie=["anvil", "sword", "bake_sale"]).game()
    game.apply("decree move anvil")
    game.apply("decree build sword")  # two cards: adding is over, only `end` left
    assert game.legal_actions() == [Action("end")]
    assert game.state.phase == "birdsong" and game.can_undo()
    assert game.undo() == "decree build sword"
    assert sorted(game.to_position()["hands"]["eyrie"]) == ["bake_sale", "sword"]
    assert game.to_position()["eyrie"]["decree"]["build"] == []


def test_a_phase_end_after_an_irreversible_step_is_automatic(board):
    """Nothing to undo (the dice were rolled): the lone `end` is played."""
    game = (
        Scenario(board).marquise_turn(actions=1).warriors(marquise={1: 3, 5: 2}, eyrie={5: 1})
        .game()
    )
    game.apply("battle 5")
    assert game.log == ["battle 5"]
    assert game.state.phase != "daylight" or game.state.turn != CAT


def test_a_confirmed_phase_end_survives_save_and_load(board):
    game = Scenario(board).marquise_turn(actions=1).warriors(marquise={1: 3}).game()
    game.apply("move 1 5 1")
    game.apply("move 5 2 1")
    loaded = Game.from_position(board, game.to_json())
    assert loaded.legal_actions() == game.legal_actions() == [Action("end")]
    for g in (game, loaded):
        g.apply("end")
    assert loaded.state_hash() == game.state_hash()


def test_undo_mark_names_who_decides_as_to_act_does(board):
    """The phase transaction's mark reads who decides without calling
    ``to_act`` in the common case; at every position of random games (setup,
    queues, battles, the end included) it must give ``to_act``'s answer."""
    import random

    from game.woodland import rules
    from game.woodland.turn import to_act

    seen = set()
    for seed in range(6):
        rnd = random.Random(seed)
        game = Game.new(board, seed=seed, track_undo=False)
        while True:
            s = game.state
            assert rules.undo_mark(s) == (s.irrev, s.turn, s.phase, to_act(s))
            seen.add((bool(s.queue), s.battle is not None, s.step))
            if game.is_over:
                break
            game.apply(rnd.choice(game.legal_actions()))
    assert (True, False, "daylight") in seen and (False, True, "daylight") in seen
    assert (False, False, "keep") in seen and (False, False, "over") in seen
