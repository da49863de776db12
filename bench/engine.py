"""Benchmark of the Root rules engine (game/woodland), one core.

Prints a readable table and, as its last line, one JSON object with the
figures: complete random games per second (uniform choice among the legal
actions until someone wins; games that hit the round cap are reported),
actions applied per second, mean ``legal_actions()`` time on mid-game
positions, and mean actions per game. Times are CPU seconds of this
process (``time.process_time``): the engine runs on one core, and CPU time
does not count the waits when other processes share the machine.
An "action" is one decision taken through ``Game.apply``; steps the engine
takes by itself (forced single choices, automatic phases) are not counted.

Usage: .venv/bin/python bench/engine.py [--games N] [--seed S]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.woodland import rules  # noqa: E402
from game.woodland.game import Game  # noqa: E402
from scenes.tiled import autumn_map_path, load_map  # noqa: E402

ROUND_CAP = 200


def play_games(board, games: int, seed: int, undo: bool):
    """Uniform random games; returns (actions, capped, seconds, mid-game states)."""
    rnd = random.Random(seed)
    actions = capped = 0
    samples = []
    start = time.process_time()
    for i in range(games):
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
        actions += n
    return actions, capped, time.process_time() - start, samples


def time_legal(samples, repeat: int = 5) -> float:
    """Mean microseconds of a fresh legal_actions() on mid-game states."""
    start = time.process_time()
    for _ in range(repeat):
        for s in samples:
            rules.legal_actions(s)
    return (time.process_time() - start) / (repeat * len(samples)) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    board = load_map(autumn_map_path()).board
    play_games(board, 5, 10_000, False)  # warm-up
    actions, capped, seconds, samples = play_games(board, args.games, args.seed, False)
    legal_us = time_legal(samples)
    # The same games again keeping the undo stack, as the UI does.
    undo_actions, _, undo_seconds, _ = play_games(board, args.games, args.seed, True)
    figures = {
        "games": args.games,
        "games_per_s": round(args.games / seconds, 1),
        "actions_per_s": round(actions / seconds),
        "legal_actions_us": round(legal_us, 1),
        "actions_per_game": round(actions / args.games, 1),
        "capped_games": capped,
        "actions_per_s_with_undo": round(undo_actions / undo_seconds),
        "python": sys.version.split()[0],
    }
    rows = [
        ("complete random games / s", f"{figures['games_per_s']:.1f}", ">= 30"),
        ("actions applied / s", f"{figures['actions_per_s']:,}", ">= 25,000"),
        ("actions / s keeping the undo stack", f"{figures['actions_per_s_with_undo']:,}", ""),
        ("legal_actions() mid-game, us", f"{figures['legal_actions_us']:.1f}", "< 100"),
        ("actions per game (mean)", f"{figures['actions_per_game']:.1f}", ""),
        (f"games hitting the {ROUND_CAP}-round cap", str(capped), ""),
    ]
    print(f"Root engine, {args.games} uniform random games, seed {args.seed}, "
          f"{len(samples)} mid-game samples, CPU time of one process")
    print(f"{'measure':<34}{'value':>12}  goal")
    for name, value, goal in rows:
        print(f"{name:<34}{value:>12}  {goal}")
    print(json.dumps(figures, sort_keys=True))


if __name__ == "__main__":
    main()
