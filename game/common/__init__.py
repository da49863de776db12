"""What the rules engines share: the seeded RNG, the refusal classes, the
phase transaction (undo back to the last irreversible step) and the gesture
protocol.

Root (`game.woodland`) and Codex (`game.codex`) raise the same
:class:`~game.common.errors.IllegalAction` and :class:`PositionError`, so the
UI, the saves and the computer players handle one kind of "no"; both tables
drive their engine through :mod:`game.common.gesture`.
"""
