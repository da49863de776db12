"""The Codex computer's patrol moves (Codex p.7): a unit that takes a slot is
done for the turn, and pruning the detours loses no position.

An attack or an ability exhausts the unit, and an exhausted unit leaves its
slot, so a unit staged and then sent to attack was a wasted move (a
play-tester saw Normal put River Montoya in the Squad Leader slot and attack
with her at once). ``game.ai.moves`` orders each unit's own actions before
its staging; these tests hold the search to that and check that the order
still reaches everything the rules allow."""

from __future__ import annotations

import random

from game.ai import Search, Seat
from game.ai.moves import candidate_indices, candidates
from game.codex.game import Game
from tests.codex.scenario import Scenario


def _stage_or_attack_positions(seeds: range, every: int = 2):
    """The start of a main phase (nothing staged yet) in seeded random
    games, every ``every``-th turn, where some unit could take a slot or
    attack: the choice the play-tester saw made badly."""
    for seed in seeds:
        rnd = random.Random(seed)
        game = Game.new(seed=seed, track_undo=False)
        done = -1
        while not game.is_over and game.state.turn_number <= 30:
            s = game.state
            legal = game.legal_actions()
            if (s.phase == "main" and s.turn_number != done and s.turn_number % every == 0
                    and not any(i >= 0 for i in s.patrol[s.turn])):
                staging = {a.args[0] for a in legal if a.verb == "patrol"}
                if staging & {a.args[0] for a in legal if a.verb == "attack"}:
                    done = s.turn_number
                    yield game.clone()
            game.apply(legal[int(rnd.random() * len(legal))])


def _main_phase(game: Game, player: Search) -> list:
    """The actions ``player`` chooses until its main phase ends, each one
    checked legal before it is applied."""
    me, turn = game.to_act, game.state.turn_number
    line = []
    while not game.is_over and game.state.turn_number == turn and game.to_act == me:
        action = player.choose(Seat(game, me))
        game.check(action)  # raises IllegalAction with its rule
        line.append(action)
        game.apply(action)
    return line


def _staged_then_acting(line: list) -> list[str]:
    """The attacks and abilities of units staged earlier in the same turn."""
    staged: set[int] = set()
    out = []
    for action in line:
        if action.verb == "patrol":
            staged.add(action.args[0])
        elif action.verb in ("attack", "use") and action.args[0] in staged:
            out.append(str(action))
    return out


def test_p7_the_computer_never_stages_a_unit_and_then_attacks_with_it():
    """Over seeded turns where a unit could patrol or attack, the whole
    main phase Normal chooses is legal, and no unit it put in a slot
    attacks or uses an ability later that turn. (Before the fix, at this
    budget, 15 of these 26 turns had one: the patrol move cost nothing, so
    the search was indifferent to it.)"""
    wasted = []
    turns = staged = 0
    for k, game in enumerate(_stage_or_attack_positions(range(3))):
        line = _main_phase(game, Search("normal", iterations=150, processes=1, seed=k))
        wasted += _staged_then_acting(line)
        turns += 1
        staged += any(a.verb == "patrol" for a in line)
    assert turns >= 20 and staged >= 10, (turns, staged)  # it still patrols, and often
    assert wasted == []


def test_p7_a_staged_unit_s_attacks_and_abilities_are_not_searched():
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    tender = sc.unit(0, "tenderfoot", patrol="squad_leader")
    game = sc.game()
    legal = game.legal_actions()
    kept = {str(a) for a in candidates("codex", game, legal)}
    assert f"attack {tender} base" in {str(a) for a in legal}
    assert f"attack {tender} base" not in kept
    assert f"patrol {tender} elite" not in kept and f"unpatrol {tender}" not in kept
    assert f"attack {brother} base" in kept and f"patrol {brother} elite" in kept
    # the person's own staging (the hint) keeps them
    assert f"attack {tender} base" in {str(a) for a in candidates("codex", game, legal, {tender})}


def test_p7_a_one_turn_playout_makes_no_patrol_moves():
    """A playout stops at the end of the turn, before the only turn in which
    the patrollers count, so it spends no random move on them (and a random
    staging takes no unit's attack away)."""
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    tender = sc.unit(0, "tenderfoot", patrol="squad_leader")
    game = sc.game()
    legal = game.legal_actions()
    played = {str(legal[i]) for i in candidate_indices("codex", game, legal, staging=False)}
    searched = {str(a) for a in candidates("codex", game, legal)}
    assert any(a.startswith("patrol ") for a in searched)
    assert played == {a for a in searched if not a.startswith("patrol ")}
    assert f"attack {brother} base" in played and f"attack {tender} base" not in played


def _reachable(game: Game, moves) -> set[str]:
    """Every position of this main phase reachable by ``moves(game)``'s
    actions (depth first, each position once), as position texts."""
    turn = game.state.turn_number
    seen: set[str] = set()
    stack = [game]
    while stack:
        g = stack.pop()
        text = g.to_json()
        if text in seen:
            continue
        seen.add(text)
        for action in moves(g):
            if action.verb == "end":
                continue
            after = g.clone()
            after.apply(action)
            if not after.is_over and after.state.turn_number == turn:
                stack.append(after)
    return seen


def test_p7_the_searched_moves_reach_every_position_the_rules_allow():
    """Perft-style: a main phase with a unit, a hero with readiness (it
    attacks and stays staged) and an enemy patroller. The positions reached
    by the searched moves alone are all those the legal moves reach, in
    which units go in and out of slots and attack after staging."""
    sc = Scenario()
    sc.unit(0, "older_brother")
    sc.hero(0, level=8)  # Troq Bashar's top band: readiness
    sc.unit(1, "tenderfoot", patrol="squad_leader")
    game = sc.game()
    everything = _reachable(game, Game.legal_actions)
    searched = _reachable(game, lambda g: candidates("codex", g, g.legal_actions()))
    assert len(everything) > 40
    assert searched == everything


def test_a_hint_may_still_attack_with_a_unit_the_person_staged():
    """The hint searches for a person, whose staging is not the search's
    plan: the lethal attack of the unit they put in a slot stays its
    suggestion."""
    sc = Scenario()
    tender = sc.unit(0, "tenderfoot", patrol="squad_leader")
    sc.base_damage(1, 19)
    game = sc.game()
    advice = Search("hard", iterations=60, processes=1, seed=1).advise(Seat(game, 0))
    assert str(advice.action) == f"attack {tender} base"
