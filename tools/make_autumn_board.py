"""Write the Autumn board for headless players: autumn.tmx -> game/woodland/autumn.py.

The TMX is the single source of truth for the board (spec/woodland.md §1),
but reading it takes pytmx, which a computer player, a benchmark or an
outside program should not need. So the rules-level board the Tiled adapter
reads from it (``scenes.tiled.load_map(...).board``: clearings, suits,
slots, ruins, corners, paths, rivers, forests) is written out as plain data
in a generated module, ``game.woodland.autumn``, whose ``autumn_board()``
builds the same :class:`~game.woodland.board.Board` with no import outside
``game/``. Run this after editing the map in Tiled (and the art tool,
``tools/make_autumn_map.py``); ``tests/woodland/test_autumn.py`` fails while
the two disagree.

Usage (from the project root)::

    .venv/bin/python tools/make_autumn_board.py          # rewrite game/woodland/autumn.py
    .venv/bin/python tools/make_autumn_board.py --check  # exit 1 if it is out of date
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pytmx may import pygame

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: make the game's packages importable
    sys.path.insert(0, str(ROOT))

TARGET = ROOT / "game" / "woodland" / "autumn.py"

_HEADER = '''"""The Autumn board (spec/woodland.md §1) as plain data, without pygame or pytmx.

Generated from assets/maps/autumn.tmx by tools/make_autumn_board.py: do not
edit. The map is the single source of truth; change it in Tiled and run the
tool (tests/woodland/test_autumn.py checks that this data is what the Tiled
adapter reads from the map). ``autumn_board()`` is the board every headless
``Game.new(autumn_board(), ...)`` plays on.
"""

from __future__ import annotations

from functools import cache

from .board import Board

'''

_FOOTER = '''

@cache
def autumn_board() -> Board:
    """The rules board of the Autumn map (one shared, immutable object)."""
    return Board.from_data(AUTUMN)
'''


def _rows(items: list[str], indent: str, width: int = 99) -> list[str]:
    """``items`` joined by ", " into lines of at most ``width`` characters."""
    lines, line = [], ""
    for item in items:
        piece = item + ","
        if line and len(indent) + len(line) + 1 + len(piece) > width:
            lines.append(indent + line)
            line = piece
        else:
            line = f"{line} {piece}" if line else piece
    if line:
        lines.append(indent + line)
    return lines


def module_text(data: dict[str, Any]) -> str:
    """The text of ``game/woodland/autumn.py`` for a board's ``to_data()``."""
    out = ["AUTUMN = {", '    "clearings": [']
    for c in data["clearings"]:
        out.append(f'        {{"number": {c["number"]}, "suit": "{c["suit"]}", '
                   f'"slots": {c["slots"]}, "ruin": {c["ruin"]}, "opposite": {c["opposite"]}}},')
    out.append("    ],")
    for key in ("paths", "rivers", "forests"):
        out.append(f'    "{key}": [')
        out += _rows([repr(list(x)) for x in data[key]], " " * 8)
        out.append("    ],")
    out.append("}")
    return _HEADER + "\n".join(out) + "\n" + _FOOTER


def current_text() -> str:
    """What the module should hold, read from the TMX through the adapter."""
    from scenes.tiled import autumn_map_path, load_map

    return module_text(load_map(autumn_map_path()).board.to_data())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if game/woodland/autumn.py is out of date")
    args = parser.parse_args()
    text = current_text()
    old = TARGET.read_text(encoding="utf-8") if TARGET.is_file() else None
    if args.check:
        if old != text:
            print(f"{TARGET.relative_to(ROOT)} is out of date: run tools/make_autumn_board.py")
            return 1
        print(f"{TARGET.relative_to(ROOT)} matches the map")
        return 0
    if old == text:
        print(f"{TARGET.relative_to(ROOT)} already matches the map")
    else:
        TARGET.write_text(text, encoding="utf-8")
        print(f"wrote {TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
