"""Render the title screen's forest backdrop into assets/maps/title_backdrop.png.

    python tools/make_backdrop.py

Run it after changing the map art or the clearings' look; the tests fail
while the file is out of step with `scenes.title.render_backdrop`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from scenes.mapview import MapView, autumn_map  # noqa: E402
from scenes.title import BACKDROP, render_backdrop  # noqa: E402


def main() -> int:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((64, 64))
    pygame.image.save(render_backdrop(MapView(autumn_map())), str(BACKDROP))
    print(BACKDROP.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
