"""Frame cost of each screen, in full-screen blits measured in the same run.

    python bench/frames.py [--frames N]

The quality bar (design.md) is a busy 1920x1080 frame "within a few
full-screen blits". Each screen is driven the way a player sees it (the map
with a clearing hovered is the busiest today) and timed for N frames of
update + draw (presenting is left out: it is the same for every screen and
depends on the display). The baseline is one blit of a converted full-screen
surface, timed in the same process, so the ratio holds on a noisy machine.
Prints a table, then one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["WOODLAND_HOME"] = tempfile.mkdtemp(prefix="woodland-bench-")

import pygame  # noqa: E402

from saves.settings import Settings  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.start import open_first  # noqa: E402


def time_frames(app: App, frames: int) -> float:
    """Mean seconds of one update + draw of the whole stack."""
    for _ in range(5):  # warm caches (painted map, rendered text)
        app.stack.update(1 / 60)
        app.stack.draw(app.screen)
    start = time.perf_counter()
    for _ in range(frames):
        app.stack.update(1 / 60)
        app.stack.draw(app.screen)
        app.toasts.draw(app.screen)
    return (time.perf_counter() - start) / frames


def baseline_blit(frames: int) -> float:
    source = pygame.Surface((1920, 1080)).convert()
    source.fill((90, 120, 60))
    target = pygame.display.get_surface()
    start = time.perf_counter()
    for _ in range(frames):
        target.blit(source, (0, 0))
    return (time.perf_counter() - start) / frames


def measure(frames: int) -> dict[str, float]:
    app = App(Settings(), size=(1920, 1080))
    results: dict[str, float] = {"blit_ms": baseline_blit(frames) * 1000}
    screens = [("title", "title", None), ("map", "map", None),
               ("map, clearing hovered", "map", 11), ("settings over title", "settings", None),
               ("load over title", "load", None)]
    for label, screen, hovered in screens:
        app.stack.clear()
        open_first(app, screen)
        if hovered is not None:
            app.stack.top.hovered = hovered
        results[f"{label} ms"] = time_frames(app, frames) * 1000
    app.shutdown()
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=120)
    args = parser.parse_args(argv)
    results = measure(args.frames)
    blit = results["blit_ms"]
    print(f"Frame cost (update + draw), {args.frames} frames each, 1920x1080, dummy driver")
    print(f"{'screen':28} {'ms/frame':>9} {'full-screen blits':>18}")
    print(f"{'baseline: one full blit':28} {blit:9.2f} {1:18.1f}")
    figures: dict[str, float] = {"baseline_blit_ms": round(blit, 3)}
    for key, value in results.items():
        if key == "blit_ms":
            continue
        name = key.removesuffix(" ms")
        print(f"{name:28} {value:9.2f} {value / blit:18.1f}")
        slug = name.replace(", ", "_").replace(" ", "_")
        figures[f"{slug}_ms"] = round(value, 3)
        figures[f"{slug}_blits"] = round(value / blit, 2)
    print(json.dumps(figures, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
