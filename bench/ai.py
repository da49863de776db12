"""Benchmark of the computer players (game/ai): strength, thinking time, playouts.

    .venv/bin/python bench/ai.py                       # the whole report (long)
    .venv/bin/python bench/ai.py --quick               # the same keys, fewer games
    .venv/bin/python bench/ai.py game.ai:Search?level=hard game.ai:Random --games 10
    .venv/bin/python bench/ai.py A B --game codex      # only one game

Two players given as ``module:Class?option=value&…`` play ``--games`` games of
each game with the seats alternated (A takes seat 0 in even games), each
game seeded by its number, so a run is repeatable. Without players, the
report pits Hard against uniform random, Hard against Easy and Normal
against Easy in both games, and reports seconds per decision of each level
(only decisions with a real choice: a lone legal action is answered at
once and not counted) and random playouts per second from a mid-game
position using both cores.

Prints a readable table and, as its last line, one JSON object: for each of
``root`` and ``codex``, ``hard_vs_random``, ``hard_vs_easy`` and
``normal_vs_easy`` as ``{"games": N, "win_rate": x, "by_seat": {…}}`` (the first player's
share of the games, a game cut off at the action cap counting half),
``decision_s`` as ``{"easy"|"normal"|"hard": {"median": s, "p95": s}}``
and ``playouts_per_s``. A Codex matchup also counts ``staged_then_acted``
(``{"a": n, "b": n}``): attacks and abilities of a unit its player had put in
a patrol slot earlier that turn, which only took it out again (Codex p.7).
Wall-clock figures: they are for this machine (2 cores) and vary with its
load, and so do the win rates, a little: a level searches for a time, so a
loaded machine makes it search less.

``--quick`` (under 15 minutes here) keeps every key and says what it did
differently: the matchups are 2 Root and 2 Codex games with every level's
time budget scaled by ``--scale`` (0.25: Hard 0.55 s a decision, the
``budget_scale`` key), and ``decision_s`` is timed at the levels' real
budgets on a fixed sample of seeded positions (``decision_positions`` per
game, each with a real choice) instead of on the match decisions.

Playouts: each of the two processes plays clone + uniform random playouts
from its mid-game position during the same window of wall-clock time (both
start at an agreed moment after their start-up), so the figure is the two
cores' joint rate, process start-up and the walk to mid-game excluded.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import load_player  # noqa: E402
from game.ai.match import play  # noqa: E402

GAMES = ("root", "codex")
LEVEL_SPEC = "game.ai:Search?level={}"
RANDOM_SPEC = "game.ai:Random"
MAX_ACTIONS = {"root": 4000, "codex": 3000}
SEAT_NAMES = {"root": ("marquise", "eyrie"), "codex": ("bashing", "finesse")}


def root_board():
    try:
        from game.woodland.autumn import autumn_board
    except ImportError:  # before the headless board: read the map
        from scenes.tiled import autumn_map_path, load_map

        return load_map(autumn_map_path()).board
    return autumn_board()


def new_game(kind: str, seed: int):
    if kind == "codex":
        from game.codex.game import Game

        return Game.new(seed=seed, track_undo=False)
    from game.woodland.game import Game as RootGame

    return RootGame.new(root_board(), seed=seed, track_undo=False)


def with_seed(spec: str, seed: int) -> str:
    joiner = "&" if "?" in spec else "?"
    return spec if "seed=" in spec or spec == "" else f"{spec}{joiner}seed={seed}"


def match(kind: str, a: str, b: str, games: int, seed: int = 0,
          times: dict[str, list[float]] | None = None, label: str = "") -> dict:
    """``a`` against ``b``: a's share of ``games`` games, seats alternated,
    and its share in each seat (``by_seat``: Marquise / Eyrie, Bashing /
    Finesse), since a goal holds for every faction and side."""
    score = 0.0
    seat_score = [0.0, 0.0]
    seat_games = [0, 0]
    wasted = {"a": 0, "b": 0}
    for k in range(games):
        game_seed = seed + k
        pa = load_player(with_seed(a, game_seed))
        pb = load_player(with_seed(b, game_seed + 10_000))
        a_seat = k % 2
        players = (pa, pb) if a_seat == 0 else (pb, pa)
        start = time.perf_counter()
        staging = StagedThenActed() if kind == "codex" else None
        result = play(new_game(kind, game_seed), players, MAX_ACTIONS[kind], staging)
        if staging is not None:
            wasted["a"] += staging.count[a_seat]
            wasted["b"] += staging.count[1 - a_seat]
        got = 0.5 if result.winner is None else 1.0 if result.winner == a_seat else 0.0
        score += got
        seat_score[a_seat] += got
        seat_games[a_seat] += 1
        if times is not None:
            for who, seconds, n in result.decisions:
                if n > 1:
                    spec = a if who == a_seat else b
                    times.setdefault(spec, []).append(seconds)
        print(f"  {kind:5} {label:16} game {k + 1}/{games}: winner "
              f"{'A' if result.winner == a_seat else 'B' if result.winner is not None else '-'}"
              f" in {result.actions} actions, {time.perf_counter() - start:.0f} s"
              + (f", staged then acted A {staging.count[a_seat]} B {staging.count[1 - a_seat]}"
                 if staging is not None else ""), flush=True)
    by_seat = {SEAT_NAMES[kind][i]: {"games": seat_games[i],
                                     "win_rate": round(seat_score[i] / seat_games[i], 3)}
               for i in (0, 1) if seat_games[i]}
    out = {"games": games, "win_rate": round(score / games, 3) if games else None,
           "by_seat": by_seat}
    if kind == "codex":
        out["staged_then_acted"] = wasted
    return out


class StagedThenActed:
    """``play``'s ``on_action`` for Codex: counts, per player, the attacks and
    abilities of units that player staged earlier in the same turn (each
    exhausts the unit, which leaves its slot: the patrol move was wasted)."""

    def __init__(self) -> None:
        self.count = [0, 0]
        self._staged: set[int] = set()
        self._turn = -1

    def __call__(self, game, action) -> None:
        s = game.state
        if s.turn_number != self._turn:
            self._staged.clear()
            self._turn = s.turn_number
        if action.verb == "patrol":
            self._staged.add(action.args[0])
        elif action.verb in ("attack", "use") and action.args[0] in self._staged:
            self.count[s.turn] += 1


def _playouts(kind: str, seconds: float, seed: int, start_at: float) -> int:
    """Clone + uniform random playout to the end, from a mid-game position,
    from the wall-clock moment ``start_at`` for ``seconds``."""
    game = new_game(kind, seed)
    rnd = random.Random(seed)
    mid = 12 if kind == "codex" else 4
    while not game.is_over and (game.state.turn_number if kind == "codex"
                                else game.state.round) < mid:
        legal = game.legal_actions()
        game.apply(legal[int(rnd.random() * len(legal))])
    while time.time() < start_at:
        time.sleep(0.005)
    done = 0
    deadline = start_at + seconds
    while time.time() < deadline:
        g = game.clone()
        for _ in range(MAX_ACTIONS[kind]):
            if g.is_over:
                break
            g.play(int(rnd.random() * len(g.legal_actions())))
        done += 1
    return done


#: Time for the playout processes to start and reach mid-game before the
#: common window opens (a late start would give the other one a core alone).
PLAYOUT_LEAD_S = 3.0


def playouts_per_s(kind: str, seconds: float = 10.0, processes: int = 2) -> float:
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(processes) as pool:
        start_at = time.time() + PLAYOUT_LEAD_S
        counts = pool.starmap(_playouts, [(kind, seconds, 100 + k, start_at)
                                          for k in range(processes)])
    return round(sum(counts) / seconds, 1)


def decision_positions(kind: str, n: int, seed: int) -> list:
    """``n`` seeded positions with a real choice, spread over games between
    uniform random players (from the tenth action on, every 23rd in Root and
    every 9th in Codex, whose games are shorter), for timing decisions at
    the levels' own budgets."""
    every = 9 if kind == "codex" else 23
    out = []
    game_seed = seed
    while len(out) < n:
        game = new_game(kind, game_seed)
        rnd = random.Random(game_seed)
        k = 0
        while not game.is_over and len(out) < n and k < MAX_ACTIONS[kind]:
            legal = game.legal_actions()
            if k >= 10 and k % every == 10 % every and len(legal) > 1:
                out.append(game.clone())
            game.apply(legal[int(rnd.random() * len(legal))])
            k += 1
        game_seed += 1
    return out


def time_decisions(kind: str, spec: str, positions: list) -> list[float]:
    """Seconds of each decision of ``spec`` on ``positions`` (after one
    untimed decision: the search processes are started once and kept, as at
    the table)."""
    from game.ai import Seat

    player = load_player(spec)
    warm = positions[0]
    player.choose(Seat(warm, warm.to_act))
    out = []
    for game in positions:
        start = time.perf_counter()
        player.choose(Seat(game, game.to_act))
        out.append(time.perf_counter() - start)
    return out


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def report(kinds: tuple[str, ...], games: dict[str, int], seconds: float,
           scale: float = 1.0, sample: int = 0) -> dict:
    """The whole report. ``scale`` multiplies every level's time budget in
    the matchups; ``sample`` > 0 times each level's decisions on that many
    seeded positions at its real budget, else on the matchups' decisions."""
    figures: dict[str, dict] = {}
    for kind in kinds:
        n = games[kind]
        times: dict[str, list[float]] = {}
        specs = {level: level_spec(level, scale) for level in ("easy", "normal", "hard")}
        hard, normal, easy = specs["hard"], specs["normal"], specs["easy"]
        f = figures[kind] = {}
        f["hard_vs_random"] = match(kind, hard, RANDOM_SPEC, n, 0, times, "hard-random")
        f["hard_vs_easy"] = match(kind, hard, easy, n, 1000, times, "hard-easy")
        f["normal_vs_easy"] = match(kind, normal, easy, n, 2000, times, "normal-easy")
        f["budget_scale"] = scale
        if sample:
            positions = decision_positions(kind, sample, 5000)
            times = {specs[level]: time_decisions(kind, level_spec(level, 1.0), positions)
                     for level in specs}
            f["decision_positions"] = sample
        f["decision_s"] = {}
        for level, spec in specs.items():
            xs = times.get(spec, [])
            f["decision_s"][level] = ({"median": round(statistics.median(xs), 3),
                                       "p95": round(percentile(xs, 0.95), 3),
                                       "decisions": len(xs)} if xs else None)
        f["playouts_per_s"] = playouts_per_s(kind, seconds)
    return figures


def level_spec(level: str, scale: float) -> str:
    """A level's player text, its budget (a time, or Easy's iteration
    count) multiplied by ``scale``."""
    if scale == 1.0:
        return LEVEL_SPEC.format(level)
    from game.ai import LEVELS

    budget = LEVELS[level]
    if budget.iterations is not None:
        return f"{LEVEL_SPEC.format(level)}&iterations={max(1, round(budget.iterations * scale))}"
    return f"{LEVEL_SPEC.format(level)}&seconds={round(budget.seconds * scale, 4)}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("players", nargs="*", help="two players as module:Class?options")
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--game", choices=("root", "codex", "both"), default="both")
    ap.add_argument("--quick", action="store_true", help="fewer games (under 15 minutes)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--playouts", type=int, default=0, metavar="RUNS",
                    help="only the playout figure: the best of RUNS runs of 10 s per game")
    ap.add_argument("--scale", type=float, default=None,
                    help="multiply every level's time budget in the matchups "
                         "(default 1, --quick 0.25)")
    ap.add_argument("--decision-positions", type=int, default=None,
                    help="time each level on this many seeded positions per game "
                         "(default: on the matchups' decisions; --quick 12)")
    args = ap.parse_args()
    kinds = GAMES if args.game == "both" else (args.game,)
    if args.playouts:
        best = {}
        for kind in kinds:
            runs = [playouts_per_s(kind, 10.0) for _ in range(args.playouts)]
            best[kind] = max(runs)
            print(f"{kind:6} random playouts/s from mid-game, both cores: runs {runs}, "
                  f"best {best[kind]}", flush=True)
        print(json.dumps({kind: {"playouts_per_s": v} for kind, v in best.items()},
                         sort_keys=True))
        return
    if args.players:
        if len(args.players) != 2:
            ap.error("give two players, or none for the report")
        n = args.games or 10
        figures = {kind: match(kind, *args.players, n, args.seed, label="A-B") for kind in kinds}
        print()
        print(f"{'game':6} {'games':>6} {'A win rate':>11}")
        for kind, f in figures.items():
            print(f"{kind:6} {f['games']:>6} {f['win_rate']:>11.3f}")
        print(json.dumps({"a": args.players[0], "b": args.players[1], **figures},
                         sort_keys=True))
        return
    if args.quick:
        games = {"root": args.games or 2, "codex": args.games or 2}
        seconds = 5.0
        scale = args.scale if args.scale is not None else 0.25
        sample = args.decision_positions if args.decision_positions is not None else 12
    else:
        games = {"root": args.games or 10, "codex": args.games or 20}
        seconds = 20.0
        scale = args.scale if args.scale is not None else 1.0
        sample = args.decision_positions or 0
    started = time.perf_counter()
    figures = report(kinds, games, seconds, scale, sample)
    print()
    if scale != 1.0:
        print(f"matchups played with every level's time budget x {scale}")
    if sample:
        print(f"decision times: {sample} seeded positions per game, at the levels' own budgets")
    print(f"{'game':6} {'matchup':16} {'games':>6} {'win rate':>9}   by seat of the first")
    for kind, f in figures.items():
        for key in ("hard_vs_random", "hard_vs_easy", "normal_vs_easy"):
            seats = ", ".join(f"{name} {d['win_rate']:.2f} of {d['games']}"
                              for name, d in f[key]["by_seat"].items())
            print(f"{kind:6} {key:16} {f[key]['games']:>6} {f[key]['win_rate']:>9.3f}   {seats}")
    print()
    print(f"{'game':6} {'level':7} {'decisions':>10} {'median s':>9} {'p95 s':>7}")
    for kind, f in figures.items():
        for level, d in f["decision_s"].items():
            if d:
                print(f"{kind:6} {level:7} {d['decisions']:>10} {d['median']:>9.3f} "
                      f"{d['p95']:>7.3f}")
    print()
    for kind, f in figures.items():
        print(f"{kind:6} random playouts/s from mid-game, both cores: {f['playouts_per_s']}")
    print(f"({time.perf_counter() - started:.0f} s)")
    print(json.dumps(figures, sort_keys=True))


if __name__ == "__main__":
    main()
