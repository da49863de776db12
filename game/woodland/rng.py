"""Root's dice and shuffles: the shared seeded PRNG (:mod:`game.common.rng`).

Kept as a module so existing imports (``from .rng import shuffle``) work.
"""

from __future__ import annotations

from game.common.rng import MASK64, below, next_word, seed_state, shuffle

__all__ = ["MASK64", "below", "next_word", "seed_state", "shuffle"]
