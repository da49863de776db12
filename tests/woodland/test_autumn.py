"""The Autumn board without pygame or pytmx (game.woodland.autumn): the data
generated from the map is what the Tiled adapter reads from it, and a
headless player builds and plays a game on it importing neither."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

from game.woodland.autumn import autumn_board

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location(
        "make_autumn_board", ROOT / "tools" / "make_autumn_board.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_spec_1_the_committed_board_is_the_one_the_map_holds(board):
    """``board`` is the conftest's, read from assets/maps/autumn.tmx."""
    assert autumn_board() == board
    assert autumn_board().to_data() == board.to_data()
    assert autumn_board() is autumn_board()  # one shared object (geometry is cached per board)


def test_spec_1_the_generated_module_is_up_to_date():
    """Byte for byte what tools/make_autumn_board.py writes from the map."""
    tool = _tool()
    assert (ROOT / "game" / "woodland" / "autumn.py").read_text(encoding="utf-8") == \
        tool.current_text()


def test_a_headless_player_plays_without_pygame_or_pytmx():
    code = """
import random, sys
from game.woodland.autumn import autumn_board
from game.woodland.game import Game
game = Game.new(autumn_board(), seed=7, track_undo=False)
rnd = random.Random(7)
for _ in range(300):
    if game.is_over:
        break
    game.apply(rnd.choice(game.legal_actions()))
game.redeal(0, 1).view(0)
bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx', 'scenes'))
print(bad)
sys.exit(1 if bad else 0)
"""
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
