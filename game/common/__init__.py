"""What the rules engines share: the seeded RNG, the refusal classes, the
phase transaction (undo back to the last irreversible step) and the gesture
protocol between a rules controller and a table.

Root (`game.woodland`) and Codex (`game.codex`) raise the same
:class:`~game.common.errors.IllegalAction` and :class:`PositionError`, so the
UI, the saves and the computer players handle one kind of "no"; both tables
talk to their engine through `game.common.gesture`. No pygame here.
"""
