"""The search's evaluation: a win chance from public table counts, with
weights fitted to who won (``tools/fit_evaluation.py``)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from game.ai.evaluate import CODEX_FEATURES, ROOT_FEATURES, features, sigmoid, value
from game.ai.match import new_game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import fit_evaluation  # noqa: E402


def mid_game(kind: str, seed: int):
    game = new_game(kind, seed)
    rnd = random.Random(seed)
    for _ in range(60):
        game.play(rnd.randrange(len(game.legal_actions())))
    return game


@pytest.mark.parametrize("kind", ["woodland", "codex"])
def test_value_is_a_chance_until_the_end_and_certain_after(kind):
    game = mid_game(kind, 4)
    v = value(game, kind)
    assert 0.0 < v < 1.0
    assert len(features(game, kind)) == len(ROOT_FEATURES if kind == "woodland"
                                             else CODEX_FEATURES)
    rnd = random.Random(4)
    while not game.is_over:
        game.play(rnd.randrange(len(game.legal_actions())))
    assert value(game, kind) == (1.0 if game.winner == 0 else 0.0)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_root_victory_points_raise_their_side_s_chance(seed):
    """Whatever the fit, a point scored is good for the side that scores it
    (3.1: the first to 30 wins)."""
    game = mid_game("woodland", seed)
    base = value(game, "woodland")
    for side, sign in ((0, 1), (1, -1)):
        more = game.clone()
        more.state.vp[side] += 3
        assert (value(more, "woodland") - base) * sign > 0


@pytest.mark.parametrize("seed", [1, 2])
def test_codex_base_damage_lowers_its_owner_s_chance(seed):
    game = mid_game("codex", seed)
    base = value(game, "codex")
    for p, sign in ((0, -1), (1, 1)):
        hurt = game.clone()
        hurt.state.bld_dmg[p][0] += 4
        assert (value(hurt, "codex") - base) * sign > 0


def test_the_fit_recovers_the_weights_that_made_the_outcomes():
    rnd = random.Random(9)
    true_w = [1.5, -0.8, 0.3]  # two features and an intercept
    xs, ys = [], []
    for _ in range(4000):
        x = [rnd.uniform(-2, 2), rnd.uniform(-2, 2), 1.0]
        p = sigmoid(sum(w * v for w, v in zip(true_w, x, strict=True)))
        xs.append(x)
        ys.append(1.0 if rnd.random() < p else 0.0)
    w = fit_evaluation.fit(xs, ys, l2=0.01)
    for got, want in zip(w, true_w, strict=True):
        assert got == pytest.approx(want, abs=0.15)


def test_the_linear_solver_solves():
    a = [[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]]
    x = [1.0, -2.0, 0.5]
    b = [sum(r * v for r, v in zip(row, x, strict=True)) for row in a]
    assert fit_evaluation._solve(a, b) == pytest.approx(x)


@pytest.mark.parametrize("kind", ["woodland", "codex"])
def test_calibration_keeps_the_order_of_moves_and_stays_a_chance(kind):
    from game.ai.evaluate import calibrated

    for seat in (0, 1):
        chances = [calibrated(kind, p / 100, seat) for p in range(0, 101)]
        assert all(0.0 < c < 1.0 for c in chances)
        assert chances == sorted(chances)  # never reorders two moves
        assert chances[0] < chances[-1]


@pytest.mark.parametrize("kind", ["woodland", "codex"])
def test_a_hint_prints_the_calibrated_search_chance(kind):
    from game.ai.evaluate import calibrated
    from game.ai.players import Search
    from game.ai.seat import Seat

    game = mid_game(kind, 7)
    while len(game.legal_actions()) < 2:
        game.play(0)
    seat = Seat(game, game.to_act)
    player = Search(iterations=40, processes=1, seed=3)
    raw, shown = player.advise(seat, raw=True), player.advise(seat)
    assert shown.action == raw.action
    assert shown.chance == pytest.approx(calibrated(kind, raw.chance, seat.seat))
