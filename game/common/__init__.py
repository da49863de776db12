"""What the rules engines share: the seeded RNG, the refusal classes and the
phase transaction (undo back to the last irreversible step).

Root (`game.woodland`) and Codex (`game.codex`) raise the same
:class:`~game.common.errors.IllegalAction` and :class:`PositionError`, so the
UI, the saves and the computer players handle one kind of "no".
"""
