"""Benchmark of the rules engines (Root: game/woodland; Codex: game/codex), one core.

Prints a readable table and, as its last line, one JSON object with the
figures: complete random games per second (uniform choice among the legal
actions until someone wins; games that hit the round cap are reported),
actions applied per second (without and with the undo stack the UI keeps),
mean ``legal_actions()`` time on mid-game positions, and mean actions per
game. Times are CPU seconds of this process (``time.process_time``): the
engine runs on one core, and CPU time does not count the waits when other
processes share the machine.
An "action" is one decision taken through ``Game.apply``; steps the engine
takes by itself (forced single choices, automatic phases) are not counted.

Same-run baseline (calibration). CPU time still varies by ±20 % from run to
run on a shared machine (other processes and virtual machines on the host
take turns on the cores and their caches), which is as large as the
optimisations we measure.
So the bench also times a fixed pure-Python *calibration unit* in the same
process, interleaved with the games (a slice after every game, a slice
around the ``legal_actions()`` timing): shuffling a 20-card list with
``random.Random``, slicing, a list comprehension over zipped small int
lists, nested loops appending tuples, a dict built and probed, ``sort``,
``set`` and ``sorted`` — the kinds of work an engine action does, about
25 µs of it on our machine. The calibration code never changes with the
engine, and both are slowed alike by the load at that moment, so the
ratios are comparable across runs and machines. Each ratio uses the units
timed during its own phase (plain games, ``legal_actions()``, games with
undo), because the load changes within a run:

* ``actions_per_unit`` = actions/s ÷ calibration units/s (how many engine
  actions cost as much CPU as one unit; higher is better);
* ``legal_actions_units`` = mean ``legal_actions()`` time ÷ one unit's time.

The absolute figures are printed too; the issue's goals are absolute.
``--runs N`` repeats the whole measurement N times and reports the median
of each figure.

Codex part (``codex_*`` figures in the same JSON line): complete random
Codex games per second (uniform choice among the legal actions for both
players, every step legal, until a base falls; games reaching the
``CODEX_TURN_CAP`` are counted in ``codex_capped_games``), actions per
second with and without the undo stack, mean ``legal_actions()`` time on
mid-game positions, actions per game, and ``codex_actions_per_unit`` — the
same-run calibration ratio as Root's, timed in slices between the Codex games.

Usage: .venv/bin/python bench/engine.py [--games N] [--codex-games N] [--seed S] [--runs N]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.codex import rules as codex_rules  # noqa: E402
from game.codex.game import Game as CodexGame  # noqa: E402
from game.codex.state import State as CodexState  # noqa: E402
from game.woodland import rules  # noqa: E402
from game.woodland.game import Game  # noqa: E402
from game.woodland.state import State  # noqa: E402
from scenes.tiled import autumn_map_path, load_map  # noqa: E402

ROUND_CAP = 200
CODEX_TURN_CAP = 400  # player turns
CODEX_CAL_UNITS_PER_GAME = 40
CAL_UNITS_PER_GAME = 80  # calibration slice after each game: ~1/4 of its time

# A fixed 13-node graph for the calibration loops (like the Autumn map's).
_CAL_ADJ = tuple(tuple(sorted({(i * 5 + 1) % 13, (i * 3 + 2) % 13, (i + 7) % 13} - {i}))
                 for i in range(13))


class Calibration:
    """The same-run baseline: a fixed pure-Python workload timed in slices
    between the engine's work (see the module docstring)."""

    def __init__(self) -> None:
        self.rnd = random.Random(0)
        self.deck = list(range(20))
        self.units = 0
        self.seconds = 0.0

    def unit(self) -> int:
        """One calibration unit (its result only keeps the work honest)."""
        deck = self.deck
        self.rnd.shuffle(deck)
        a = deck[:13]
        b = deck[7:]
        ruled = [x + y > z for x, y, z in zip(a, b, deck, strict=False)]  # deck: first 13
        out = []
        for c in range(13):
            if ruled[c]:
                for d in _CAL_ADJ[c]:
                    out.append((c, d, a[c]))
        table = {k: v for k, v in zip(deck, range(20), strict=True)}
        total = sum(table.get(x, 0) for x in a)
        out.sort()
        return total + len(out) + len(sorted(set(b)))

    def run(self, units: int) -> None:
        start = time.process_time()
        for _ in range(units):
            self.unit()
        self.seconds += time.process_time() - start
        self.units += units

    @property
    def unit_seconds(self) -> float:
        return self.seconds / self.units


def play_games(board, games: int, seed: int, undo: bool, cal: Calibration | None = None
               ) -> tuple[int, int, float, list[State]]:
    """Uniform random games; returns (actions, capped, seconds, mid-game states).
    With ``cal``, a calibration slice runs after each game (not in ``seconds``)."""
    rnd = random.Random(seed)
    actions = capped = 0
    samples: list[State] = []
    seconds = 0.0
    for i in range(games):
        start = time.process_time()
        game = Game.new(board, seed=seed + i, track_undo=undo)
        n = 0
        while not game.is_over:
            if game.state.round > ROUND_CAP:
                capped += 1
                break
            legal = game.legal_actions()
            game.apply(legal[int(rnd.random() * len(legal))])
            n += 1
            if n % 37 == 0 and game.state.round >= 4 and len(samples) < 2000:
                samples.append(game.state.clone())
        seconds += time.process_time() - start
        actions += n
        if cal is not None:
            cal.run(CAL_UNITS_PER_GAME)
    return actions, capped, seconds, samples


def time_legal(samples: list[State], repeat: int = 5, cal: Calibration | None = None
               ) -> float:
    """Mean microseconds of a fresh legal_actions() on mid-game states."""
    seconds = 0.0
    for _ in range(repeat):
        start = time.process_time()
        for s in samples:
            rules.legal_actions(s)
        seconds += time.process_time() - start
        if cal is not None:
            cal.run(CAL_UNITS_PER_GAME * 4)
    return seconds / (repeat * len(samples)) * 1e6


def play_codex(games: int, seed: int, undo: bool, cal: Calibration | None = None
               ) -> tuple[int, int, float, list[CodexState]]:
    """Uniform random Codex games; returns (actions, capped, seconds, samples)."""
    rnd = random.Random(seed)
    actions = capped = 0
    samples: list[CodexState] = []
    seconds = 0.0
    for i in range(games):
        start = time.process_time()
        game = CodexGame.new(seed=seed + i, track_undo=undo)
        n = 0
        while not game.is_over:
            if game.state.turn_number > CODEX_TURN_CAP:
                capped += 1
                break
            legal = game.legal_actions()
            game.apply(legal[int(rnd.random() * len(legal))])
            n += 1
            if n % 23 == 0 and game.state.turn_number >= 8 and len(samples) < 2000:
                samples.append(game.state.clone())
        seconds += time.process_time() - start
        actions += n
        if cal is not None:
            cal.run(CODEX_CAL_UNITS_PER_GAME)
    return actions, capped, seconds, samples


def measure_codex(games: int, seed: int) -> dict:
    """The Codex figures, each with its own same-run calibration."""
    cal_plain, cal_legal, cal_undo = Calibration(), Calibration(), Calibration()
    play_codex(5, 10_000, False)  # warm-up
    actions, capped, seconds, samples = play_codex(games, seed, False, cal_plain)
    start = time.process_time()
    repeat = 5
    for _ in range(repeat):
        for s in samples:
            codex_rules.legal_actions(s)
        cal_legal.run(CODEX_CAL_UNITS_PER_GAME * 4)
    legal_s = time.process_time() - start - cal_legal.seconds
    legal_us = legal_s / (repeat * max(1, len(samples))) * 1e6
    undo_actions, _, undo_seconds, _ = play_codex(games, seed, True, cal_undo)
    actions_per_s = actions / seconds
    undo_per_s = undo_actions / undo_seconds
    return {
        "codex_games": games,
        "codex_games_per_s": round(games / seconds, 1),
        "codex_actions_per_s": round(actions_per_s),
        "codex_actions_per_s_with_undo": round(undo_per_s),
        "codex_legal_actions_us": round(legal_us, 1),
        "codex_actions_per_game": round(actions / games, 1),
        "codex_capped_games": capped,
        "codex_actions_per_unit": round(actions_per_s * cal_plain.unit_seconds, 3),
        "codex_actions_per_unit_with_undo": round(undo_per_s * cal_undo.unit_seconds, 3),
        "codex_games_per_kilounit": round(games / seconds * cal_plain.unit_seconds * 1000, 3),
        "codex_legal_actions_units": round(legal_us / (cal_legal.unit_seconds * 1e6), 3),
    }


def measure(board, games: int, seed: int) -> dict:
    """One full measurement: plain games, legal_actions(), games with undo."""
    # One calibration per phase: each figure is divided by the baseline
    # measured during that same phase, under the same load.
    cal_plain, cal_legal, cal_undo = Calibration(), Calibration(), Calibration()
    Calibration().run(200)  # warm-up of the calibration code
    play_games(board, 5, 10_000, False)  # warm-up
    actions, capped, seconds, samples = play_games(board, games, seed, False, cal_plain)
    legal_us = time_legal(samples, cal=cal_legal)
    # The same games again keeping the undo stack, as the UI does.
    undo_actions, _, undo_seconds, _ = play_games(board, games, seed, True, cal_undo)
    actions_per_s = actions / seconds
    undo_per_s = undo_actions / undo_seconds
    all_units = cal_plain.units + cal_legal.units + cal_undo.units
    unit_s = (cal_plain.seconds + cal_legal.seconds + cal_undo.seconds) / all_units
    return {
        "games": games,
        "games_per_s": round(games / seconds, 1),
        "actions_per_s": round(actions_per_s),
        "legal_actions_us": round(legal_us, 1),
        "actions_per_game": round(actions / games, 1),
        "capped_games": capped,
        "actions_per_s_with_undo": round(undo_per_s),
        "calibration_unit_us": round(unit_s * 1e6, 2),
        "actions_per_unit": round(actions_per_s * cal_plain.unit_seconds, 3),
        "actions_per_unit_with_undo": round(undo_per_s * cal_undo.unit_seconds, 3),
        "legal_actions_units": round(legal_us / (cal_legal.unit_seconds * 1e6), 3),
        "samples": len(samples),
        "python": sys.version.split()[0],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--codex-games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=1,
                        help="repeat the measurement; report the median of each figure")
    args = parser.parse_args()
    board = load_map(autumn_map_path()).board
    runs = [{**measure(board, args.games, args.seed),
             **measure_codex(args.codex_games, args.seed)} for _ in range(args.runs)]
    figures = dict(runs[0])
    if len(runs) > 1:
        for key, value in figures.items():
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                figures[key] = type(value)(statistics.median(r[key] for r in runs))
        figures["runs"] = len(runs)
    samples = figures.pop("samples")
    rows = [
        ("complete random games / s", f"{figures['games_per_s']:.1f}", ">= 30"),
        ("actions applied / s", f"{figures['actions_per_s']:,}", ">= 25,000"),
        ("actions / s keeping the undo stack", f"{figures['actions_per_s_with_undo']:,}", ""),
        ("legal_actions() mid-game, us", f"{figures['legal_actions_us']:.1f}", "< 100"),
        ("actions per game (mean)", f"{figures['actions_per_game']:.1f}", ""),
        (f"games hitting the {ROUND_CAP}-round cap", str(figures["capped_games"]), ""),
        ("calibration unit, us", f"{figures['calibration_unit_us']:.2f}", "same-run baseline"),
        ("actions per calibration unit", f"{figures['actions_per_unit']:.3f}", ""),
        ("  ... keeping the undo stack", f"{figures['actions_per_unit_with_undo']:.3f}", ""),
        ("legal_actions() in units", f"{figures['legal_actions_units']:.3f}", ""),
    ]
    runs_text = f", median of {len(runs)} runs" if len(runs) > 1 else ""
    print(f"Root engine, {args.games} uniform random games, seed {args.seed}, "
          f"{samples} mid-game samples, CPU time of one process{runs_text}")
    print(f"{'measure':<36}{'value':>12}  goal")
    for name, value, goal in rows:
        print(f"{name:<36}{value:>12}  {goal}")
    codex_rows = [
        ("complete random games / s", f"{figures['codex_games_per_s']:.1f}", ">= 50"),
        ("actions applied / s", f"{figures['codex_actions_per_s']:,}", ""),
        ("actions / s keeping the undo stack", f"{figures['codex_actions_per_s_with_undo']:,}",
         ""),
        ("legal_actions() mid-game, us", f"{figures['codex_legal_actions_us']:.1f}", ""),
        ("actions per game (mean)", f"{figures['codex_actions_per_game']:.1f}", ""),
        (f"games hitting the {CODEX_TURN_CAP}-turn cap", str(figures["codex_capped_games"]),
         ""),
        ("actions per calibration unit", f"{figures['codex_actions_per_unit']:.3f}", ""),
        ("  ... keeping the undo stack", f"{figures['codex_actions_per_unit_with_undo']:.3f}",
         ""),
        ("games per 1000 calibration units", f"{figures['codex_games_per_kilounit']:.3f}", ""),
        ("legal_actions() in units", f"{figures['codex_legal_actions_units']:.3f}", ""),
    ]
    print()
    print(f"Codex engine, {args.codex_games} uniform random games, seed {args.seed}, "
          f"CPU time of one process{runs_text}")
    print(f"{'measure':<36}{'value':>12}  goal")
    for name, value, goal in codex_rows:
        print(f"{name:<36}{value:>12}  {goal}")
    print(json.dumps(figures, sort_keys=True))


if __name__ == "__main__":
    main()
