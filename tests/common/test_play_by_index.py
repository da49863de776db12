"""``Game.play(index)``, the search path of both engines: it applies
``legal_actions()[index]`` without the parse and lookup ``apply`` makes, and
must be ``apply`` in every other respect — the same position, history,
events and undo — or searches would explore a different game."""

from __future__ import annotations

import random

import pytest

from game.codex.game import Game as CodexGame
from game.woodland.autumn import autumn_board
from game.woodland.game import Game as RootGame


def new(kind: str, seed: int, track_undo: bool = True):
    if kind == "codex":
        return CodexGame.new(seed=seed, track_undo=track_undo)
    return RootGame.new(autumn_board(), seed=seed, track_undo=track_undo)


@pytest.mark.parametrize("track_undo", [True, False])
@pytest.mark.parametrize("kind", ["root", "codex"])
def test_play_index_is_apply_of_that_action(kind, track_undo):
    by_play, by_apply = new(kind, 5, track_undo), new(kind, 5, track_undo)
    rnd = random.Random(11)
    for _ in range(500):
        if by_play.is_over:
            break
        legal = by_play.legal_actions()
        assert by_apply.legal_actions() == legal
        k = rnd.randrange(len(legal))
        by_play.play(k)
        by_apply.apply(legal[k])
        assert by_play.last_events == by_apply.last_events
        assert by_play.can_undo() == by_apply.can_undo()
        assert by_play.to_json() == by_apply.to_json()
    assert by_play.log == by_apply.log
    if track_undo and by_play.can_undo():
        assert by_play.undo() == by_apply.undo()
        assert by_play.to_json() == by_apply.to_json()


@pytest.mark.parametrize("kind", ["root", "codex"])
def test_play_out_of_range_raises_and_changes_nothing(kind):
    game = new(kind, 3)
    before = game.to_json()
    n = len(game.legal_actions())
    with pytest.raises(IndexError):
        game.play(n)
    assert game.to_json() == before and game.log == []
    assert len(game.legal_actions()) == n


@pytest.mark.parametrize("kind", ["root", "codex"])
def test_play_after_the_end_raises(kind):
    game = new(kind, 2, track_undo=False)
    rnd = random.Random(2)
    while not game.is_over:
        game.play(rnd.randrange(len(game.legal_actions())))
    with pytest.raises(IndexError):
        game.play(0)
