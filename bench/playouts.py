"""Random playouts on one core, a fixed amount of work: the A/B check for engine speed.

    .venv/bin/python bench/playouts.py                    # this checkout's engines
    .venv/bin/python bench/playouts.py --tree /work/main  # another checkout's, same work

From the mid-game positions of ``bench/ai.py`` (Root round 4, Codex turn 12,
seed 100) it plays ``--playouts`` clone + uniform random playouts to the end
with a seeded choice of moves (played with ``Game.play``, or ``apply`` in a
checkout from before it), ``--runs`` times, and reports the best run in
CPU seconds of this process (``time.process_time``: other processes on the
machine slow it less than they slow a wall clock). The same seeds give the
same playouts in every checkout whose engine behaves the same — the action
count printed shows it — so the ratio of two checkouts' times is the speed-up.
``bench/ai.py --playouts`` measures the two-core rate the issue asks for.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT_CAP, CODEX_CAP = 4000, 3000  # actions, as bench/ai.py


def mid_game(kind: str, seed: int):
    if kind == "codex":
        from game.codex.game import Game

        game = Game.new(seed=seed, track_undo=False)
    else:
        from game.woodland.autumn import autumn_board
        from game.woodland.game import Game as RootGame

        game = RootGame.new(autumn_board(), seed=seed, track_undo=False)
    rnd = random.Random(seed)
    mid = 12 if kind == "codex" else 4
    while not game.is_over and (game.state.turn_number if kind == "codex"
                                else game.state.round) < mid:
        legal = game.legal_actions()
        game.apply(legal[int(rnd.random() * len(legal))])
    return game, rnd


def stepper(game):
    """``game.play``, the search path; a checkout from before it existed
    (``--tree``) applies the same action with ``apply``."""
    play = getattr(game, "play", None)
    if play is not None:
        return play
    return lambda k: game.apply(game.legal_actions()[k])


def run(kind: str, playouts: int, seed: int = 100) -> tuple[float, int]:
    """(CPU seconds, actions) of ``playouts`` playouts from the mid-game."""
    game, rnd = mid_game(kind, seed)
    cap = CODEX_CAP if kind == "codex" else ROOT_CAP
    actions = 0
    start = time.process_time()
    for _ in range(playouts):
        g = game.clone()
        step = stepper(g)
        for _ in range(cap):
            if g.is_over:
                break
            step(int(rnd.random() * len(g.legal_actions())))
            actions += 1
    return time.process_time() - start, actions


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--playouts", type=int, default=300)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--game", choices=("root", "codex", "both"), default="both")
    ap.add_argument("--tree", type=Path, default=Path(__file__).resolve().parent.parent,
                    help="the checkout whose engines play (default: this one)")
    args = ap.parse_args()
    sys.path.insert(0, str(args.tree.resolve()))
    import game

    print(f"engines of {Path(game.__file__).resolve().parent}")
    for kind in ("root", "codex") if args.game == "both" else (args.game,):
        results = [run(kind, args.playouts) for _ in range(args.runs)]
        best = min(seconds for seconds, _ in results)
        actions = results[0][1]
        print(f"{kind:6} {args.playouts} playouts, {actions} actions: best of {args.runs} "
              f"{best:.3f} CPU s = {args.playouts / best:.0f} playouts/s, "
              f"{actions / best:.0f} actions/s on one core", flush=True)


if __name__ == "__main__":
    main()
