"""Fit the search's chances to who actually wins: logistic regression on
games between two equal searches.

Why: the tables' "Suggest a move" prints a winning chance, the mean value
the search found for the move. The evaluation behind it weighs the table
with a careful player's exchange rates (:mod:`game.ai.evaluate`), which rank
moves well but are no honest probability: they said 79 % for the Marquise
after her first setup move, and she won 64 of 160 games between two
equal searches.

Two fits, from one set of games (seeded, both seats the same search player
at ``--iterations``, in two processes; even seeds train, odd ones test):

1. the evaluation itself: the weights of :func:`game.ai.evaluate.features`
   at every turn boundary (where the search's playouts stop and ask),
   against the winner. For the record and for experiments: fitted weights
   predict the winner far better but searched worse (docs/performance.md),
   so the search keeps the exchange rates;
2. the printed chance: Platt scaling of the searched chance of each chosen
   move, for the seat that chose it, with a term for the seat —
   ``sigmoid(a * logit(chance) + b * seat + c)`` — against whether that seat
   won: :data:`game.ai.evaluate.CALIBRATION`.

It prints both fits with held-out log loss, accuracy and calibration tables,
and as its last line one JSON object with those figures. Newton's method on
the L2-regularised log loss, pure Python.

    .venv/bin/python tools/fit_evaluation.py --game root --games 160 --iterations 400
    .venv/bin/python tools/fit_evaluation.py --game codex --games 160 --iterations 400
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.ai.evaluate as evaluate  # noqa: E402
from game.ai.evaluate import logit, sigmoid  # noqa: E402
from game.ai.match import new_game  # noqa: E402
from game.ai.search import turn_key  # noqa: E402

KIND = {"root": "woodland", "codex": "codex"}
MAX_ACTIONS = {"root": 4000, "codex": 3000}


def collect(game: str, seed: int, iterations: int
            ) -> tuple[list[tuple], list[float], list[tuple[int, float]], int | None]:
    """One game between two equal searches: the features and the current
    evaluation at each turn boundary, the (seat, searched chance of the
    chosen move) of each real decision — the number a hint prints — and
    the winner."""
    from game.ai.players import Search
    from game.ai.seat import Seat

    kind = KIND[game]
    g = new_game(kind, seed)
    players = [Search(iterations=iterations, processes=1, seed=seed * 2 + k) for k in (0, 1)]
    rows, current, advised = [], [], []
    last = turn_key(g, kind)
    for _ in range(MAX_ACTIONS[game]):
        if g.is_over:
            break
        who = g.to_act
        advice = players[who].advise(Seat(g, who), raw=True)
        if advice.chance is not None:
            advised.append((who, advice.chance))
        g.apply(advice.action)
        key = turn_key(g, kind)
        if key != last and not g.is_over:
            last = key
            rows.append(evaluate.features(g, kind))
            current.append(evaluate.value(g, kind))
    return rows, current, advised, g.winner


def _collect_star(args: tuple) -> tuple:
    return collect(*args)


def fit(xs: list[list[float]], ys: list[float], l2: float = 1.0, rounds: int = 25
        ) -> list[float]:
    """Logistic regression by Newton's method; xs rows end with a constant 1."""
    n = len(xs[0])
    w = [0.0] * n
    for _ in range(rounds):
        grad = [l2 * wi for wi in w]
        hess = [[l2 if i == j else 0.0 for j in range(n)] for i in range(n)]
        grad[-1] -= l2 * w[-1]  # the intercept is not penalised
        hess[-1][-1] -= l2
        for x, y in zip(xs, ys, strict=True):
            p = sigmoid(sum(wi * xi for wi, xi in zip(w, x, strict=True)))
            d = p - y
            r = p * (1 - p)
            for i in range(n):
                xi = x[i]
                if xi:
                    grad[i] += d * xi
                    rx = r * xi
                    row = hess[i]
                    for j in range(n):
                        if x[j]:
                            row[j] += rx * x[j]
        step = _solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
        if max(abs(si) for si in step) < 1e-7:
            break
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is small and positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            if f:
                for c in range(col, n + 1):
                    m[r][c] -= f * m[col][c]
    out = [0.0] * n
    for r in range(n - 1, -1, -1):
        out[r] = (m[r][n] - sum(m[r][c] * out[c] for c in range(r + 1, n))) / m[r][r]
    return out


def log_loss(ps: list[float], ys: list[float]) -> float:
    eps = 1e-6
    return -sum(y * math.log(max(p, eps)) + (1 - y) * math.log(max(1 - p, eps))
                for p, y in zip(ps, ys, strict=True)) / len(ys)


def accuracy(ps: list[float], ys: list[float]) -> float:
    return sum((p > 0.5) == (y > 0.5) for p, y in zip(ps, ys, strict=True)) / len(ys)


def calibration(ps: list[float], ys: list[float]) -> list[tuple[str, int, float]]:
    """(predicted range, positions, share player 0 won) in tenths."""
    out = []
    for k in range(10):
        lo, hi = k / 10, (k + 1) / 10
        sel = [y for p, y in zip(ps, ys, strict=True) if lo <= p < hi or (k == 9 and p == 1.0)]
        if sel:
            out.append((f"{lo:.1f}-{hi:.1f}", len(sel), sum(sel) / len(sel)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", choices=("root", "codex"), required=True)
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--iterations", type=int, default=80, help="each search player's budget")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--processes", type=int, default=2)
    args = ap.parse_args()
    names = evaluate.ROOT_FEATURES if args.game == "root" else evaluate.CODEX_FEATURES
    jobs = [(args.game, args.seed + k, args.iterations) for k in range(args.games)]
    with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
        games = pool.map(_collect_star, jobs, chunksize=1)
    train_x, train_y, test_x, test_y, test_current = [], [], [], [], []
    cal_train_x, cal_train_y, cal_test_x, cal_test_y, cal_test_raw = [], [], [], [], []
    cal_test_now: list[float] = []
    decided = player0_won = 0
    for job, (rows, current, advised, winner) in zip(jobs, games, strict=True):
        if winner is None:
            continue
        decided += 1
        player0_won += winner == 0
        test = job[1] % 2 == 1
        y = 1.0 if winner == 0 else 0.0
        for row, cur in zip(rows, current, strict=True):
            x = [float(v) for v in row] + [1.0]
            (test_x if test else train_x).append(x)
            (test_y if test else train_y).append(y)
            if test:
                test_current.append(cur)
        for who, chance in advised:
            x = [logit(chance), float(who), 1.0]
            won = 1.0 if winner == who else 0.0
            (cal_test_x if test else cal_train_x).append(x)
            (cal_test_y if test else cal_train_y).append(won)
            if test:
                cal_test_raw.append(chance)
                cal_test_now.append(evaluate.calibrated(KIND[args.game], chance, who))
    w = fit(train_x, train_y)
    fitted = [_predict(w, x) for x in test_x]
    base = sum(test_y) / len(test_y)
    cal = fit(cal_train_x, cal_train_y, l2=0.1)
    calibrated = [_predict(cal, x) for x in cal_test_x]
    print(f"{args.game}: {args.games} games ({decided} decided, player 0 won {player0_won}), "
          f"searches of {args.iterations} iterations")
    print(f"\n1. the evaluation at turn boundaries: {len(train_y)} training and "
          f"{len(test_y)} test positions")
    print(f"{'weight':20} value")
    for name, wi in zip((*names, "intercept"), w, strict=True):
        print(f"{name:20} {wi:+.4f}")
    _scores([("fitted", fitted), ("current", test_current),
             ("base rate", [base] * len(test_y))], test_y)
    print(f"\n2. the searched chance of the chosen move, for the seat choosing: "
          f"{len(cal_train_y)} training and {len(cal_test_y)} test decisions")
    print(f"calibrated = sigmoid({cal[0]:.4f} * logit(chance) + {cal[1]:.4f} * seat "
          f"+ {cal[2]:.4f})")
    _scores([("calibrated", calibrated), ("searched", cal_test_raw),
             ("as shipped", cal_test_now)], cal_test_y)
    weights = {name: round(wi, 4) for name, wi in zip((*names, "intercept"), w, strict=True)}
    print("\nWEIGHTS =", weights)
    print("CALIBRATION =", tuple(round(c, 4) for c in cal))
    print(json.dumps({
        "game": args.game, "games": args.games, "decided": decided,
        "iterations": args.iterations, "weights": weights,
        "calibration": [round(c, 4) for c in cal],
        "value": {"train": len(train_y), "test": len(test_y),
                  "log_loss": {"fitted": round(log_loss(fitted, test_y), 4),
                               "current": round(log_loss(test_current, test_y), 4),
                               "base_rate": round(log_loss([base] * len(test_y), test_y), 4)}},
        "advice": {"train": len(cal_train_y), "test": len(cal_test_y),
                   "log_loss": {"calibrated": round(log_loss(calibrated, cal_test_y), 4),
                                "searched": round(log_loss(cal_test_raw, cal_test_y), 4),
                                "as_shipped": round(log_loss(cal_test_now, cal_test_y), 4)}}}))


def _predict(w: list[float], x: list[float]) -> float:
    return sigmoid(sum(wi * xi for wi, xi in zip(w, x, strict=True)))


def _scores(rows: list[tuple[str, list[float]]], ys: list[float]) -> None:
    print(f"{'held out':12} {'log loss':>9} {'accuracy':>9}")
    for label, ps in rows:
        print(f"{label:12} {log_loss(ps, ys):9.4f} {accuracy(ps, ys):9.3f}")
    for label, ps in rows[:2]:
        print(f"calibration, {label}: predicted, cases, share won")
        for rng, n, share in calibration(ps, ys):
            print(f"  {rng}  {n:6}  {share:.3f}")


if __name__ == "__main__":
    main()
