"""The games' own dice and shuffles: a seeded PRNG whose whole state is one int.

Shared by both engines: Codex only shuffles decks; Root needs randomness
for three things only — shuffling the deck, rolling the two battle dice
(4.3.2) and taking a random card (Stand and Deliver!). Keeping the
generator's state inside the game state (one 64-bit integer, saved in the
position) is what makes "one seed + one action list = one game" hold across
saves, clones and machines. The generator is xorshift64* (Vigna), plenty for a
board game and trivially serialisable.
"""

from __future__ import annotations

import sys
from array import array
from hashlib import shake_128

MASK64 = (1 << 64) - 1
_MULT = 0x2545F4914F6CDD1D


def seed_state(seed: int) -> int:
    """Turn any integer seed into a non-zero generator state (splitmix64)."""
    z = (seed + 0x9E3779B97F4A7C15) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    z ^= z >> 31
    return z or 0x9E3779B97F4A7C15


def next_word(state: int) -> tuple[int, int]:
    """Advance the generator: returns (new state, 32 random bits)."""
    x = state
    x ^= x >> 12
    x ^= (x << 25) & MASK64
    x ^= x >> 27
    return x, ((x * _MULT) & MASK64) >> 32


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) without modulo bias: (new state, value)."""
    if n <= 1:
        return state, 0
    limit = (1 << 32) - ((1 << 32) % n)
    while True:
        state, word = next_word(state)
        if word < limit:
            return state, word % n


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state


# A random order in C-speed steps, for the redeals computer players search
# on (a Fisher-Yates pass of the generator in Python costs about fifteen
# clones of a Root state): each item (< 256) is the low byte of a 32-bit
# little-endian word whose other bits are random (SHAKE-128 of the
# generator state; the top byte cut to 6 bits, so that the words are small
# ints, which sort fastest), and one sort of those words orders the pool.
_LOW_6_BITS = bytes(b & 0x3F for b in range(256))
_BIG_ENDIAN = sys.byteorder == "big"
assert array("I").itemsize == 4


def arranged(rng: int, pool: list[int]) -> list[int]:
    """``pool`` (small ints: Root card types, Codex card ids) in a random
    order drawn from the generator state ``rng``; the same on every machine.
    Uniform but for ties of the 22 random bits (two equal words keep the
    items' order: for a whole Root deck, about one redeal in 4,000 has one)."""
    n = len(pool)
    words = bytearray(shake_128(rng.to_bytes(8, "little")).digest(4 * n))
    words[0::4] = bytes(pool)
    words[3::4] = words[3::4].translate(_LOW_6_BITS)
    tagged = array("I", words)
    if _BIG_ENDIAN:
        tagged.byteswap()
    tagged = array("I", sorted(tagged))
    if _BIG_ENDIAN:
        tagged.byteswap()
    return list(tagged.tobytes()[0::4])
