"""Random Codex games: invariants after every action, every listed action
applies, refused actions change nothing, determinism and save/load at every
decision, and the hidden-information property."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.codex.actions import ARITY, Action
from game.codex.cards import CODES
from game.codex.game import Game
from game.codex.state import SLOTS
from game.common.errors import IllegalAction

from .invariants import check_invariants

WORDS = CODES + SLOTS + ("base", "tech1", "tech2", "tech3", "tower", "surplus", "none", "top",
                         "x")
TURN_CAP = 120


def random_action(rnd: random.Random) -> Action:
    verb = rnd.choice(sorted(ARITY))
    lo, hi = ARITY[verb]
    n = rnd.randint(lo, hi)
    return Action(verb, tuple(rnd.randint(0, 80) if rnd.random() < 0.5 else rnd.choice(WORDS)
                              for _ in range(n)))


def play_random(seed: int, choices: int, steps: int = 100_000) -> Game:
    game = Game.new(seed=seed)
    rnd = random.Random(choices)
    for _ in range(steps):
        if game.is_over or game.state.turn_number > TURN_CAP:
            break
        legal = game.legal_actions()
        game.apply(legal[int(rnd.random() * len(legal))])
    return game


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_random_game_invariants(seed, choices):
    rnd = random.Random(choices)
    game = Game.new(seed=seed)
    while not game.is_over and game.state.turn_number <= TURN_CAP:
        check_invariants(game)
        legal = game.legal_actions()
        for action in legal[:30]:  # every listed action applies (and keeps the invariants)
            probe = game.clone()
            probe.apply(action)
            check_invariants(probe)
        for action in legal[:10]:  # explain never refuses a listed action
            game.check(action)
        for _ in range(3):
            candidate = random_action(rnd)
            if candidate in legal:
                continue
            before = game.to_json()
            try:
                game.apply(candidate)
            except IllegalAction as exc:
                assert exc.rule and exc.key
            else:
                raise AssertionError(f"{candidate} applied but was not listed")
            assert game.to_json() == before
        game.apply(rnd.choice(legal))
    check_invariants(game)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_determinism_and_save_load_at_every_decision(seed, choices):
    """Seed + actions = one game; a position saved at any decision continues
    identically (same legal actions, same hashes)."""
    rnd = random.Random(choices)
    game = Game.new(seed=seed)
    twin = Game.new(seed=seed)
    while not game.is_over and game.state.turn_number <= 60:
        loaded = Game.from_position(game.to_json())
        assert loaded.state_hash() == game.state_hash()
        assert loaded.legal_actions() == game.legal_actions()
        action = rnd.choice(game.legal_actions())
        game.apply(action)
        twin.apply(str(action))
        loaded.apply(action)
        assert loaded.state_hash() == game.state_hash() == twin.state_hash()
        assert loaded.last_events == game.last_events


def _swap_hidden(game: Game, viewer: int) -> Game:
    """The same public position with the other player's hand and deck
    shuffled together differently (what ``viewer`` cannot tell apart)."""
    other = 1 - viewer
    pos = game.to_position()
    pl = pos["players"][other]
    # A card the viewer has seen go to that hand or deck (``known``) stays
    # where it is: only what the viewer cannot tell apart moves.
    known = {int(card) for card in pos.get("known", {})}
    cards = pl["hand"] + pl["deck"]
    free = [i for i, card in enumerate(cards) if card not in known]
    pool = [cards[i] for i in free]
    rnd = random.Random(len(pool))
    rnd.shuffle(pool)
    for i, card in zip(free, pool, strict=True):
        cards[i] = card
    pl["hand"], pl["deck"] = cards[:len(pl["hand"])], cards[len(pl["hand"]):]
    return Game.from_position(pos)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
@example(seed=4981870, choices=301)  # a card known to be in that hand (``known``)
def test_hidden_information_does_not_change_who_is_asked(seed, choices):
    """Swapping the other player's hand and deck order gives the same
    sequence of to_act (and the same view and choices for the viewer) until
    that other player next decides."""
    rnd = random.Random(choices)
    game = play_random(seed, choices, steps=rnd.randint(0, 200))
    if game.is_over:
        return
    viewer = game.to_act
    twin = _swap_hidden(game, viewer)
    assert twin.view(viewer) == game.view(viewer)
    while not game.is_over and game.to_act == viewer:
        assert twin.to_act == game.to_act
        assert twin.legal_actions() == game.legal_actions()
        action = rnd.choice(game.legal_actions())
        game.apply(action)
        twin.apply(action)
    assert twin.to_act == game.to_act
    assert twin.is_over == game.is_over


def test_views_hide_the_other_hand_decks_and_rng():
    game = play_random(5, 5, steps=80)
    view = game.view(0)
    assert view["rng"] is None and view["viewer"] == 0
    assert isinstance(view["players"][1]["hand"], int)
    assert isinstance(view["players"][0]["hand"], list)
    assert isinstance(view["players"][0]["deck"], int)
    assert isinstance(view["players"][1]["deck"], int)


def test_random_games_end():
    ended = sum(play_random(seed, seed).is_over for seed in range(10))
    assert ended == 10


def test_malformed_action_values_are_refused_with_notation():
    game = Game.new(seed=1)
    for action in (Action("build"), Action("fly", (1,)), Action("attack", (1,))):
        before = game.to_json()
        try:
            game.apply(action)
        except IllegalAction as exc:
            assert exc.rule == "notation"
        else:
            raise AssertionError(action)
        assert game.to_json() == before
    for text in ("", "fly 3", "attack 1", "end now"):
        try:
            Action.parse(text)
        except IllegalAction as exc:
            assert exc.rule == "notation"
        else:
            raise AssertionError(text)
