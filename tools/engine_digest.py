"""Digest of seeded random Root games: the A/B check for engine speed work.

A speed change must not change behaviour. This script plays uniform random
games (as ``bench/engine.py`` does) and hashes, at every decision, the legal
actions in the order the engine lists them, the action chosen, the events
it raised and the state hash after it; with ``--undo`` it also takes back
actions now and then (``Game.undo``) and hashes the state after that. One
line per seed and a final total, so two versions of the engine compare with
``diff``: run it in each checkout (or point ``--tree`` at another checkout)
and compare the outputs.

``--without-known`` hashes each position without its optional ``known``
field (what each player knows of the other's hand, game.woodland.knowledge),
so a checkout that writes it can be compared with one that does not: the
legal actions, choices and events are hashed as always.

``--codex`` plays seeded random Codex games instead (game.codex: the legal
actions in order, the action, its events and the state hash after it; with
``--undo``, takes back actions now and then), for the same A/B check of the
Codex engine.

Usage: .venv/bin/python tools/engine_digest.py [--games N] [--seed S] [--undo]
       [--without-known] [--codex] [--tree DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROUND_CAP = 200  # as bench/engine.py
UNDO_CHANCE = 0.05


def game_digest(board, seed: int, undo: bool, without_known: bool = False
                ) -> tuple[str, int]:
    """(digest, decisions) of one seeded game; the choices come from a
    ``random.Random(seed)`` separate from the game's own RNG."""
    from game.common.position import canonical_json, text_hash
    from game.woodland.game import Game

    def position_hash() -> str:
        if not without_known:
            return game.state_hash()
        pos = game.to_position()
        pos.pop("known", None)
        return text_hash(canonical_json(pos))

    rnd = random.Random(seed)
    game = Game.new(board, seed=seed, track_undo=undo)
    h = hashlib.blake2b(digest_size=16)
    n = 0
    while not game.is_over and game.state.round <= ROUND_CAP:
        legal = game.legal_actions()
        h.update("|".join(map(str, legal)).encode())
        if undo and game.can_undo() and rnd.random() < UNDO_CHANCE:
            h.update(b"undo " + game.undo().encode())
        else:
            action = legal[int(rnd.random() * len(legal))]
            game.apply(action)
            h.update(f"{action}{game.last_events}".encode())
            n += 1
        h.update(position_hash().encode())
    return h.hexdigest(), n


def codex_digest(seed: int, undo: bool) -> tuple[str, int]:
    """(digest, decisions) of one seeded random Codex game."""
    from game.codex.game import Game

    rnd = random.Random(seed)
    game = Game.new(seed=seed, track_undo=undo)
    h = hashlib.blake2b(digest_size=16)
    n = 0
    while not game.is_over and n < CODEX_CAP:
        legal = game.legal_actions()
        h.update("|".join(map(str, legal)).encode())
        if undo and game.can_undo() and rnd.random() < UNDO_CHANCE:
            h.update(b"undo " + game.undo().encode())
        else:
            action = legal[int(rnd.random() * len(legal))]
            game.apply(action)
            h.update(f"{action}{game.last_events}".encode())
            n += 1
        h.update(game.state_hash().encode())
    return h.hexdigest(), n


CODEX_CAP = 20_000  # actions: a random Codex game ends far sooner


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--undo", action="store_true", help="keep the undo stack, undo at times")
    parser.add_argument("--without-known", action="store_true",
                        help="hash positions without their optional 'known' field")
    parser.add_argument("--codex", action="store_true", help="Codex games instead of Root")
    parser.add_argument("--tree", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="the checkout whose engine plays (default: this one)")
    args = parser.parse_args()
    sys.path.insert(0, str(args.tree.resolve()))
    import game

    print(f"engine {Path(game.__file__).resolve().parent}", file=sys.stderr)
    if args.codex:
        def one(seed: int) -> tuple[str, int]:
            return codex_digest(seed, args.undo)
    else:
        from scenes.tiled import autumn_map_path, load_map

        board = load_map(autumn_map_path()).board

        def one(seed: int) -> tuple[str, int]:
            return game_digest(board, seed, args.undo, args.without_known)
    total = hashlib.blake2b(digest_size=16)
    decisions = 0
    for seed in range(args.seed, args.seed + args.games):
        digest, n = one(seed)
        decisions += n
        total.update(digest.encode())
        print(f"seed {seed} decisions {n} {digest}")
    print(f"total {args.games} games {decisions} decisions {total.hexdigest()}")


if __name__ == "__main__":
    main()
