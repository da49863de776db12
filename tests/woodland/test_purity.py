"""The engine is pure: importing it loads neither pygame nor pytmx."""

from __future__ import annotations

import subprocess
import sys


def test_engine_imports_no_pygame_or_pytmx():
    code = ("import sys, game.woodland.game, game.woodland.rules; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stdout
