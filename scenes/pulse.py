"""The clock of a glow that breathes while the player is busy and rests when they do.

Legal targets and hover rings pulse to catch the eye, but a table that pulses
for ever is never at rest and costs a frame every 1/60 s while nobody plays.
So a `Pulse` runs like an ordinary clock for `LIVELY` seconds after the last
`stir` (input, a new position), then runs on to the next moment its glow is
at its brightest and stops there: no jump, and a table left alone is still.
"""

from __future__ import annotations

import math

LIVELY = 3.0  # seconds a glow keeps breathing after the last stir


class Pulse:
    """`time` is what the drawing reads; it is brightest at `peak + k·period`."""

    def __init__(self, period: float, peak: float = 0.0) -> None:
        self.period = period
        self.peak = peak
        self.time = 0.0
        self.quiet = 0.0  # real seconds since the last stir

    def stir(self) -> None:
        """Something happened: breathe again."""
        self.quiet = 0.0

    def _rest(self) -> float:
        """The brightest moment at or after `time`, where the pulse stops."""
        turns = math.ceil((self.time - self.peak) / self.period - 1e-9)
        return self.peak + turns * self.period

    def advance(self, dt: float, scaled: float | None = None) -> None:
        """`dt` real seconds passed, `scaled` of them at the animation speed."""
        self.quiet += dt
        step = dt if scaled is None else scaled
        if self.quiet < LIVELY:
            self.time += step
        else:
            self.time = min(self.time + step, self._rest())

    @property
    def moving(self) -> bool:
        return self.quiet < LIVELY or self.time < self._rest() - 1e-9

    def next_change(self) -> float | None:
        """As `Scene.next_change`: 0 while it breathes, None at rest."""
        return 0.0 if self.moving else None
