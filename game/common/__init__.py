"""What both rules engines share: the seeded RNG and the refusal classes.

Root (`game.woodland`) and Codex (`game.codex`) raise the same
:class:`~game.common.errors.IllegalAction` and :class:`PositionError`, so the
UI, the saves and the computer players handle one kind of "no".
"""
