"""Idle CPU: what the app costs while nothing on its screen changes or moves.

    python bench/idle.py [--runs 3] [--warmup 6] [--seconds 5] [--size 1920x1080]

The goal (issue 18): a table at rest and the title use at most 0.1 of the CPU
that a bare pygame loop flipping 60 frames a second uses in the same run.

Every situation runs in a fresh process, the real frame loop (`App.run`) as
`main.py` starts it:

- **bare**: ``set_mode`` with the app's window size and flags, then
  ``event.get`` + ``display.flip`` + ``Clock.tick(60)`` in a loop: the
  baseline the ratios are taken to;
- **title**: the title screen, nothing under the pointer;
- **root_table**: a new Root game (seed 1), its pass screen dismissed, the
  Marquise's setup decision waiting on the table, nothing moving;
- **codex_table**: a new Codex game (seed 1), likewise at its first main phase.

A timer thread in the child waits ``--warmup`` seconds (start-up, autosave and
the glow that breathes for a few seconds after the last input are over by
then), reads ``time.process_time()`` (the CPU of every thread of the process)
and the wall clock, waits ``--seconds`` more, reads them again and posts a
window close. The share of a core is CPU seconds / wall seconds; each round
runs the four situations one after another and divides by that round's bare
loop, and the table shows the median of the rounds, so a burst of load on a
shared machine lands on one round rather than on one side.

Use the ``dummy`` video driver (the default here) or a real display, e.g.
``xvfb-run -a -s "-screen 0 1920x1080x24" env SDL_VIDEODRIVER=x11 python
bench/idle.py``. Prints a readable table, then as its last line one JSON
object ``{"root_table": r, "codex_table": r, "title": r}`` (ratios to bare).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITUATIONS = ("bare", "title", "root_table", "codex_table")
GOAL = 0.1
TIMEOUT_S = 120.0


# --- the child: one situation in its own process ----------------------------------------

def _measure_in_thread(warmup: float, seconds: float, stop) -> dict[str, float]:
    """Start the timer thread; its figures land in the returned dict."""
    result: dict[str, float] = {}

    def run() -> None:
        time.sleep(warmup)
        cpu0, wall0, presents0 = time.process_time(), time.perf_counter(), _presents[0]
        time.sleep(seconds)
        result.update(cpu=time.process_time() - cpu0, wall=time.perf_counter() - wall0,
                      presents=_presents[0] - presents0)
        stop()

    threading.Thread(target=run, daemon=True).start()
    return result


_presents = [0]


def _count_presents(pygame) -> None:
    flip = pygame.display.flip

    def counted_flip(*args):
        _presents[0] += 1
        return flip(*args)

    pygame.display.flip = counted_flip


def _bare(size: tuple[int, int], warmup: float, seconds: float) -> dict[str, float]:
    import pygame

    pygame.display.init()
    pygame.display.set_mode(size, pygame.RESIZABLE)
    _count_presents(pygame)
    running = [True]
    result = _measure_in_thread(warmup, seconds, lambda: running.__setitem__(0, False))
    clock = pygame.time.Clock()
    while running[0]:
        pygame.event.get()
        pygame.display.flip()
        clock.tick(60)
    pygame.quit()
    return result


def _app(situation: str, size: tuple[int, int], warmup: float,
         seconds: float) -> dict[str, float]:
    """The app as main.py starts it (title, or a new game at seed 1)."""
    import pygame

    from saves.settings import load_settings
    from scenes import sound
    from scenes.app import App
    from scenes.start import open_first

    settings, warning = load_settings()
    app = App(settings, size=size)
    sound.apply_settings(app.settings)
    open_first(app, "title", settings_warning=warning)
    if situation == "root_table":
        from scenes.woodland.opening import start_game

        start_game(app, seed=1)
    elif situation == "codex_table":
        from scenes.codex.opening import start_game as start_codex

        start_codex(app, seed=1)
    top = app.stack.top
    if type(top).__name__ == "PassScreen":  # the table itself at rest, not the pass screen
        top.ready()
    _count_presents(pygame)
    result = _measure_in_thread(
        warmup, seconds, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))
    app.run()
    return result


def child(situation: str, size: tuple[int, int], warmup: float, seconds: float) -> int:
    if situation == "bare":
        result = _bare(size, warmup, seconds)
    else:
        result = _app(situation, size, warmup, seconds)
    import pygame

    result["driver"] = os.environ.get("SDL_VIDEODRIVER", "?")
    result["pygame"] = pygame.version.ver
    print(json.dumps(result), flush=True)
    return 0


# --- the parent: rounds of every situation ---------------------------------------------

def run_child(situation: str, args: argparse.Namespace) -> dict:
    env = dict(os.environ)
    env["WOODLAND_HOME"] = tempfile.mkdtemp(prefix="woodland-idle-")
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    command = [sys.executable, str(Path(__file__).resolve()), "--child", situation,
               "--size", args.size, "--warmup", str(args.warmup),
               "--seconds", str(args.seconds)]
    done = subprocess.run(command, env=env, capture_output=True, text=True,
                          timeout=TIMEOUT_S + args.warmup + args.seconds, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"{situation} failed (exit {done.returncode}):\n{done.stderr}")
    return json.loads(lines[-1])


def parse_size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="rounds of every situation")
    parser.add_argument("--warmup", type=float, default=6.0, help="seconds before measuring")
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds measured")
    parser.add_argument("--size", default="1920x1080", help="window size, WxH")
    parser.add_argument("--child", choices=SITUATIONS, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.child:
        sys.path.insert(0, str(ROOT))
        return child(args.child, parse_size(args.size), args.warmup, args.seconds)

    shares: dict[str, list[float]] = {s: [] for s in SITUATIONS}
    rates: dict[str, list[float]] = {s: [] for s in SITUATIONS}
    ratios: dict[str, list[float]] = {s: [] for s in SITUATIONS if s != "bare"}
    driver = "?"
    for _ in range(args.runs):
        round_shares = {}
        for situation in SITUATIONS:
            figures = run_child(situation, args)
            driver = figures["driver"]
            round_shares[situation] = figures["cpu"] / figures["wall"]
            shares[situation].append(round_shares[situation])
            rates[situation].append(figures["presents"] / figures["wall"])
        for situation in ratios:
            ratios[situation].append(round_shares[situation] / round_shares["bare"])

    print(f"Idle CPU, {args.size}, SDL video driver {driver}, {args.runs} rounds of "
          f"{args.seconds:g} s after {args.warmup:g} s (medians)")
    print(f"{'situation':14} {'% of a core':>12} {'frames/s':>9} {'ratio to bare':>14}")
    result = {}
    for situation in SITUATIONS:
        share = statistics.median(shares[situation]) * 100
        rate = statistics.median(rates[situation])
        if situation == "bare":
            print(f"{'bare 60 fps':14} {share:12.1f} {rate:9.1f} {1:14.2f}")
            continue
        ratio = statistics.median(ratios[situation])
        result[situation] = round(ratio, 3)
        print(f"{situation:14} {share:12.1f} {rate:9.1f} {ratio:14.3f}")
    met = all(r <= GOAL for r in result.values())
    print(f"goal: every ratio <= {GOAL}: {'met' if met else 'not met'}")
    if driver == "dummy":
        print("(dummy driver: its flip presents nothing, so the bare loop costs almost "
              "nothing; the goal is a real display's, see docs/performance.md)")
    print(json.dumps({k: result[k] for k in ("root_table", "codex_table", "title")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
