"""What a redeal costs in clones: Root's ``Game.redeal`` (game/woodland/knowledge.py).

A computer player searches on games rebuilt from its seat's view with the
hidden cards dealt again (issue 17: "at about the cost of a clone"). This
bench takes positions of seeded random games (every few decisions, and
every decision in a battle or with decisions pending), and times at each,
interleaved so that the load of the moment slows all alike:

* ``clone``: ``Game.clone()`` with ``track_undo=False`` (the yardstick);
* ``redeal``: ``Game.redeal(to_act, seed)`` (the decider's own redeal,
  which keeps the legal actions already computed);
* ``redeal other``: the redeal for the seat not deciding (its legal actions
  are computed when first asked, which is not counted here);
* ``from_position``: the way before: a position with the other hand and the
  deck dealt again by hand, loaded with ``Game.from_position`` (fewer
  repetitions: it is slow).

Times are CPU seconds of this process (``time.process_time``). It prints a
table by kind of position (nothing pending, a battle, a pending decision)
with each figure in microseconds and in clones, then, as its last line, one
JSON object with the same figures.

Usage: .venv/bin/python bench/redeal.py [--games N] [--seed S] [--reps N]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.woodland.autumn import autumn_board  # noqa: E402
from game.woodland.game import Game  # noqa: E402

ROUND_CAP = 60
EVERY = 6  # a quiet position every this many decisions


def positions(games: int, seed: int) -> list[tuple[str, Game]]:
    """(kind, game) samples of seeded random games."""
    out = []
    for k in range(seed, seed + games):
        rnd = random.Random(k)
        game = Game.new(autumn_board(), seed=k, track_undo=False)
        n = 0
        while not game.is_over and game.state.round <= ROUND_CAP:
            s = game.state
            kind = "battle" if s.battle is not None else "pending" if s.queue else "quiet"
            if kind != "quiet" or n % EVERY == 0:
                game.legal_actions()  # cached, as in play
                out.append((kind, game.clone()))
            game.apply(rnd.choice(game.legal_actions()))
            n += 1
    return out


def by_hand(game: Game, seat: int, rnd: random.Random) -> Game:
    """The way before redeal: the other hand and the deck dealt again by hand
    from a position, loaded back (known cards kept, as the rules demand)."""
    pos = game.to_position()
    other = ("marquise", "eyrie")[1 - seat]
    kept = list(pos.get("known", {}).get(("marquise", "eyrie")[seat], []))
    pool = pos["deck"] + pos["hands"][other]
    for code in kept:
        pool.remove(code)
    rnd.shuffle(pool)
    n = len(pos["hands"][other]) - len(kept)
    pos["hands"][other], pos["deck"] = kept + pool[:n], pool[n:]
    return Game.from_position(game.board, pos, track_undo=False)


def _clone(game: Game, seat: int, i: int) -> Game:
    return game.clone()


def _redeal(game: Game, seat: int, i: int) -> Game:
    return game.redeal(seat, i)


def _redeal_other(game: Game, seat: int, i: int) -> Game:
    return game.redeal(1 - seat, i)


def _from_position(game: Game, seat: int, i: int) -> Game:
    return by_hand(game, seat, random.Random(i))


OPERATIONS = {"clone": _clone, "redeal": _redeal, "redeal other": _redeal_other,
              "from_position": _from_position}


def _time(op, game: Game, seat: int, reps: int) -> float:
    """CPU seconds per call of ``op`` at ``game``."""
    t = time.process_time()
    for i in range(reps):
        op(game, seat, i)
    return (time.process_time() - t) / reps


def measure(samples: list[tuple[str, Game]], reps: int) -> dict[str, dict[str, list[float]]]:
    """Per kind of position: the per-call seconds of each operation, per sample."""
    figures: dict[str, dict[str, list[float]]] = {}
    for kind, game in samples:
        seat = game.to_act
        if seat < 0:
            continue
        row = figures.setdefault(kind, {name: [] for name in OPERATIONS})
        spent = dict.fromkeys(OPERATIONS, 0.0)
        for _ in range(3):  # interleaved rounds: the load of the moment slows all alike
            for name, op in OPERATIONS.items():
                spent[name] += _time(op, game, seat, 2 if name == "from_position" else reps)
        for name in OPERATIONS:
            row[name].append(spent[name] / 3)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--reps", type=int, default=100, help="calls per timing slice")
    args = parser.parse_args()
    samples = positions(args.games, args.seed)
    figures = measure(samples, args.reps)
    result: dict[str, object] = {"games": args.games, "positions": 0}
    print(f"{'positions':<10}{'n':>6}{'clone µs':>10}{'redeal µs':>11}{'clones':>8}"
          f"{'other µs':>10}{'clones':>8}{'from_position µs':>18}{'clones':>8}")
    every: dict[str, list[float]] = {name: [] for name in OPERATIONS}
    for kind in ("quiet", "battle", "pending", "all"):
        if kind == "all":
            row = every
        elif kind in figures:
            row = figures[kind]
            for key in every:
                every[key] += row[key]
        else:
            continue
        clone = statistics.median(row["clone"])
        # Ratios per position, then the median: each pair was timed together.
        ratios = {key: statistics.median(x / c for x, c in zip(row[key], row["clone"],
                                                               strict=True))
                  for key in ("redeal", "redeal other", "from_position")}
        print(f"{kind:<10}{len(row['clone']):>6}{clone * 1e6:>10.1f}"
              f"{statistics.median(row['redeal']) * 1e6:>11.1f}{ratios['redeal']:>8.2f}"
              f"{statistics.median(row['redeal other']) * 1e6:>10.1f}"
              f"{ratios['redeal other']:>8.2f}"
              f"{statistics.median(row['from_position']) * 1e6:>18.0f}"
              f"{ratios['from_position']:>8.0f}")
        result[kind] = {"n": len(row["clone"]), "clone_us": round(clone * 1e6, 2),
                        "redeal_clones": round(ratios["redeal"], 2),
                        "redeal_other_clones": round(ratios["redeal other"], 2),
                        "from_position_clones": round(ratios["from_position"], 1)}
        if kind == "all":
            result["positions"] = len(row["clone"])
            result["redeal_clones"] = round(ratios["redeal"], 2)
    print("(clones: the median over positions of each call's time / a clone's time there)")
    print(json.dumps(result, sort_keys=True))


if __name__ == "__main__":
    main()
