"""The Codex engine is pure: importing it loads neither pygame nor pytmx."""

from __future__ import annotations

import subprocess
import sys


def test_codex_engine_imports_no_pygame_or_pytmx():
    code = ("import sys, game.codex.game, game.codex.rules; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stdout + result.stderr
