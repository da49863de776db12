"""The example player in docs/ai.md runs as printed."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from game.ai import Seat
from game.codex.game import Game

DOC = Path(__file__).resolve().parents[2] / "docs" / "ai.md"


def test_the_example_player_in_docs_ai_md_chooses_a_legal_move(tmp_path):
    code = re.search(r"### A player in twenty-odd lines\n\n```python\n(.*?)```",
                     DOC.read_text(encoding="utf-8"), re.S).group(1)
    module_file = tmp_path / "greedy_example.py"
    module_file.write_text(code, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("greedy_example", module_file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    game = Game.new(seed=2)
    for _ in range(6):
        game.apply(module.Greedy(deals=2).choose(Seat(game, game.to_act)))
