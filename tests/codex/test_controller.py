"""The Codex rules controller: every legal action is exactly one gesture, the
glow is legal, refused drops name a rule and change nothing, staging and
commit follow the engine's undo, scenario refusals read as the rules say."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.codex import controller as G
from game.codex.actions import Action
from game.codex.cards import CODES
from game.codex.controller import CodexController, all_gesture_actions, gesture_of
from game.codex.game import Game
from game.codex.messages import MESSAGES
from game.codex.state import SLOTS
from game.common.errors import IllegalAction
from game.common.gesture import Controller, Thing

from .scenario import Scenario

TURN_CAP = 60


def _positions(seed: int, every: int = 1):
    """(game, controller) at the decisions of one seeded random game."""
    rnd = random.Random(seed)
    game = Game.new(seed=seed)
    ctl = CodexController(game)
    n = 0
    while not game.is_over and game.state.turn_number <= TURN_CAP:
        if n % every == 0:
            yield game, ctl
        legal = game.legal_actions()
        # prefer doing things over ending, so the table fills up
        non_end = [a for a in legal if a.verb != "end"]
        pool = non_end if non_end and rnd.random() < 0.85 else legal
        ctl.choose(pool[int(rnd.random() * len(pool))])
        n += 1


def _hand(game: Game) -> set[int]:
    return set(game.state.hand[game.to_act])


def _things(game: Game) -> list[Thing]:
    """Every Thing the table could name now, for random drops."""
    s = game.state
    out = [G.TABLE, G.WORKERS, G.HERO, G.TECH, G.PHASE, G.PROMPT]
    out += [G.card(c) for c in CODES[:12]]
    out += [G.card(CODES[s.code[i]]) for p in (0, 1) for i in s.hand[p]]
    out += [G.unit(i) for p in (0, 1) for i in s.play[p]]
    out += [G.slot(x) for x in SLOTS]
    out += [G.building(p, w) for p in (0, 1) for w in ("base", "tech1", "tech2", "tower")]
    return out


def test_controller_satisfies_the_gesture_protocol():
    assert isinstance(CodexController(Game.new(seed=1)), Controller)


def test_gestures_equal_legal_actions_over_random_games():
    """Over many positions the union of drop and click actions is
    legal_actions() exactly (as a multiset: one gesture per action)."""
    positions = 0
    verbs: Counter[str] = Counter()
    for seed in range(12):
        for game, ctl in _positions(seed, every=3):
            offered = all_gesture_actions(ctl)
            legal = game.legal_actions()
            assert Counter(offered) == Counter(legal), (seed, len(game.history))
            for action in legal:
                assert ctl.gesture(action) == gesture_of(action, game.to_act, _hand(game))
            verbs.update(a.verb for a in legal)
            positions += 1
    assert positions > 300
    for verb in ("play", "worker", "patrol", "unpatrol", "attack", "summon", "level",
                 "build", "tech", "end"):
        assert verbs[verb] > 0, verb


def test_every_glowing_target_is_legal():
    for seed in range(6):
        for game, ctl in _positions(seed, every=4):
            dests = ctl.dests()
            assert list(dests) == ctl.draggable()
            for source, targets in dests.items():
                assert targets, source
                for target in targets:
                    drop = ctl.drop(source, target)
                    assert drop.actions
                    for action in drop.actions:
                        game.check(action)
                        gesture = gesture_of(action, game.to_act, _hand(game))
                        # Two Step is also dropped on its second partner
                        partner = action.args[0] == "two_step" and target in (
                            G.unit(x) for x in action.args[1:])
                        assert gesture == ("drag", source, target) or partner


def test_refused_drops_name_a_rule_and_leave_the_state_unchanged():
    rnd = random.Random(7)
    rules: Counter[str] = Counter()
    for seed in range(6):
        for game, ctl in _positions(seed, every=5):
            before = game.state_hash()
            things = _things(game)
            offered = ctl.dests()
            for _ in range(25):
                source, target = rnd.choice(things), rnd.choice(things)
                if target in offered.get(source, []):
                    continue
                try:
                    ctl.drop(source, target)
                except IllegalAction as exc:
                    assert exc.rule.startswith("codex") or exc.rule == "notation", exc
                    assert exc.key in MESSAGES, exc.key
                    rules[exc.key] += 1
                else:
                    raise AssertionError(f"{source} > {target} was not offered but accepted")
            assert game.state_hash() == before
    # the refusals are varied: drops with a meaning get the engine's reason
    assert len(rules) >= 5, rules


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(["card", "unit", "slot", "building", "table", "x"]),
       key=st.lists(st.one_of(st.integers(-5, 200), st.sampled_from(
           ["spark", "base", "elite", "squad_leader", "tower", "", "none"])), max_size=3),
       tkind=st.sampled_from(["card", "unit", "slot", "building", "table", "workers", "y"]),
       tkey=st.lists(st.one_of(st.integers(-5, 200), st.sampled_from(
           ["base", "elite", "lookout", "tech1", "q"])), max_size=3))
@example(kind="card", key=[0], tkind="slot", tkey=[])  # a "card" 0 dropped in a slot crashed
def test_any_drop_is_a_legal_drop_or_a_refusal_with_a_rule(kind, key, tkind, tkey):
    game = Game.new(seed=3)
    ctl = CodexController(game)
    for _ in range(3):  # a few actions in, so cards are in play
        acts = [a for a in game.legal_actions() if a.verb in ("play", "summon")]
        if acts:
            ctl.choose(acts[0])
    before = game.state_hash()
    try:
        drop = ctl.drop(Thing(kind, tuple(key)), Thing(tkind, tuple(tkey)))
    except IllegalAction as exc:
        assert (exc.rule.startswith("codex") or exc.rule == "notation") and exc.key in MESSAGES
    else:
        for action in drop.actions:
            game.check(action)
    assert game.state_hash() == before


def test_codex_p7_exhausted_units_refuse_to_patrol():
    sc = Scenario()
    tired = sc.unit(0, "older_brother", exhausted=True)
    ready = sc.unit(0, "tenderfoot")
    game = sc.game()
    ctl = CodexController(game)
    assert G.slot("elite") in ctl.targets(G.unit(ready))
    assert G.unit(tired) not in ctl.draggable() or G.slot("elite") not in ctl.targets(
        G.unit(tired))
    before = game.state_hash()
    try:
        ctl.drop(G.unit(tired), G.slot("elite"))
    except IllegalAction as exc:
        assert (exc.rule, exc.key) == ("codex p.7", "patrol.exhausted")
    else:
        raise AssertionError("an exhausted unit was offered a slot")
    assert game.state_hash() == before


def test_codex_p7_must_attack_the_squad_leader_first():
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    leader = sc.unit(1, "helpful_turtle", patrol="squad_leader")
    other = sc.unit(1, "tenderfoot", patrol="elite")
    game = sc.game()
    ctl = CodexController(game)
    attackable = [t for t in ctl.targets(G.unit(brother)) if t.kind != "slot"]
    assert attackable == [G.unit(leader)]
    for target in (G.building(1, "base"), G.unit(other)):
        try:
            ctl.drop(G.unit(brother), target)
        except IllegalAction as exc:
            assert (exc.rule, exc.key) == ("codex p.7", "attack.squad_leader_first")
        else:
            raise AssertionError(f"{target} was attackable past the Squad Leader")
    drop = ctl.drop(G.unit(brother), G.unit(leader))
    assert drop.single and drop.default == Action("attack", (brother, leader))


def test_codex_p7_patrol_moves_between_slots_and_out():
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    game = sc.game()
    ctl = CodexController(game)
    ctl.choose(ctl.drop(G.unit(brother), G.slot("squad_leader")).default)
    assert game.state.patrol[0][0] == brother
    ctl.choose(ctl.drop(G.unit(brother), G.slot("lookout")).default)
    assert game.state.patrol[0] == [-1, -1, -1, -1, brother]
    assert G.slot("lookout") not in ctl.targets(G.unit(brother))
    ctl.choose(ctl.drop(G.unit(brother), G.TABLE).default)
    assert game.state.patrol[0] == [-1] * 5


def test_targeted_spell_is_a_drop_on_its_target():
    sc = Scenario()
    sc.hero(0)
    enemy = sc.unit(1, "older_brother", patrol="elite")
    mine = sc.unit(0, "tenderfoot")
    sc.hand(0, "spark").gold(0, 5)
    game = sc.game()
    ctl = CodexController(game)
    assert ctl.targets(G.card("spark")) == [G.unit(enemy), G.WORKERS]
    try:
        ctl.drop(G.card("spark"), G.unit(mine))
    except IllegalAction as exc:
        assert exc.rule == "codex 7" and exc.key == "target.invalid"
    else:
        raise AssertionError("Spark was offered on its own side")
    ctl.choose(ctl.drop(G.card("spark"), G.unit(enemy)).default)
    assert game.state.dmg[enemy] == 1


def test_staged_actions_undo_and_commit_on_end():
    game = Game.new(seed=5)
    commits: list[list[tuple]] = []
    ctl = CodexController(game, on_commit=lambda g, events: commits.append(events))
    hand = [a for a in game.legal_actions() if a.verb == "play"]
    assert hand
    before = game.state_hash()
    ctl.choose(hand[0])
    assert ctl.staged() == [hand[0]] and ctl.can_undo()
    assert ctl.undo() == str(hand[0])
    assert game.state_hash() == before and not ctl.staged()
    ctl.choose(hand[0])
    ctl.end_phase()
    assert commits and ctl.committed() == [hand[0], Action("end")]
    assert any(e[0] == "draw" for e in commits[-1])
    try:
        ctl.undo()
    except IllegalAction as exc:
        assert exc.key == "undo.nothing"
    else:
        raise AssertionError("undo crossed the draw")


def test_cache_follows_the_game_changed_behind_the_controller():
    game = Game.new(seed=9)
    ctl = CodexController(game)
    first = ctl.draggable()
    action = next(a for a in game.legal_actions() if a.verb == "play")
    game.apply(action)
    assert Counter(all_gesture_actions(ctl)) == Counter(game.legal_actions())
    game.undo()
    assert ctl.draggable() == first


def test_game_over_refuses_with_game_over():
    game, ctl = None, None
    for seed in range(30):
        for g, c in _positions(seed):
            game, ctl = g, c
        if game is not None and game.is_over:
            break
    assert game is not None and ctl is not None and game.is_over
    assert ctl.who() == -1 and ctl.draggable() == [] and ctl.clicks() == []
    try:
        ctl.drop(G.card("spark"), G.TABLE)
    except IllegalAction as exc:
        assert exc.key == "game.over"
    else:
        raise AssertionError("a drop after the game was accepted")


def test_7_hired_stomper_hitting_itself_is_a_drop_on_the_table():
    sc = Scenario().hand(0, "hired_stomper").gold(0, 4)
    sc.building(0, "tech1").building(0, "tech2")
    stomper = sc.hand_ids(0)[0]
    brother = sc.unit(1, "older_brother")
    ctl = CodexController(sc.game())
    held = G.card("hired_stomper")
    assert ctl.targets(held) == [G.unit(brother), G.TABLE, G.WORKERS]
    assert ctl.drop(held, G.TABLE).actions == (Action("play", ("hired_stomper", stomper)),)


def _two_step_table():
    """River in play with three units of hers, Two Step in hand."""
    sc = Scenario(turn=1)
    sc.hero(1)
    first = sc.unit(1, "older_brother")
    fencer = sc.unit(1, "nimble_fencer")
    last = sc.unit(1, "tenderfoot")
    sc.hand(1, "two_step").gold(1, 5)
    game = sc.game()
    return game, CodexController(game), first, fencer, last


def test_two_step_dropped_on_a_partner_offers_every_pair_it_is_in():
    """Two Step's notation names the first partner to arrive, but a drop on
    either partner means the pairs with it: Nimble Fencer is the second of
    one pair and the first of another, so the drop has two meanings."""
    game, ctl, first, fencer, last = _two_step_table()
    drop = ctl.drop(G.card("two_step"), G.unit(fencer))
    assert set(drop.actions) == {Action("play", ("two_step", first, fencer)),
                                 Action("play", ("two_step", fencer, last))}
    assert not drop.single
    last_drop = ctl.drop(G.card("two_step"), G.unit(last))  # never first: still offered
    assert len(last_drop.actions) == 2
    assert {G.unit(first), G.unit(fencer), G.unit(last)} <= set(ctl.targets(G.card("two_step")))
    assert all(game.is_legal(a) for a in drop.actions + last_drop.actions)
    assert sorted(map(str, all_gesture_actions(ctl))) == sorted(map(str, game.legal_actions()))


def test_codex_7_two_step_on_the_hero_is_refused_with_its_partners_rule():
    game, ctl, *_units = _two_step_table()
    hero = 38 + 34
    try:
        ctl.drop(G.card("two_step"), G.unit(hero))
    except IllegalAction as exc:
        assert exc.rule == "codex 7" and exc.key == "target.partners"
        assert "two_step" not in MESSAGES[exc.key].format(card="Two Step")
    else:
        raise AssertionError("accepted")
