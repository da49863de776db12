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
