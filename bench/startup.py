"""Start-up time and peak memory of Woodland Tabletop, next to a bare pygame program.

Why this exists: a tabletop game is opened and closed often, so a slow first frame is
felt every time; and the board scene holds the map art plus every label, so its memory
is the figure that grows as later issues add pieces and cards. The issue sets two goals:

- time from process start to the first presented frame of the title scene is at most
  1.5x that of a bare ``pygame.init()`` + ``set_mode((1920, 1080))`` + one ``flip``;
- peak resident memory of the app showing the board scene is at most 150 MiB.

How it measures (Linux/macOS; memory needs ``os.wait4``):

- every run is a fresh process started with ``sys.executable`` under the SDL ``dummy``
  video/audio drivers, so no window opens and no display server is needed; each gets an
  empty ``WOODLAND_HOME`` so a real settings file can neither slow nor change the run;
- start-up: a timestamp just before ``Popen`` and one when the child's ``first-frame``
  line arrives on stdout (the app prints it right after presenting its first frame when
  ``WOODLAND_REPORT_FIRST_FRAME=1``; the bare script prints it after its flip). Python's
  own start-up is in both figures on purpose: it is what a player waits for too;
- app and bare runs are interleaved (after one untimed warm-up of each, so neither pays
  alone for a cold file cache) and the medians are compared, which keeps a burst of
  load on a shared 2-core machine from landing on one side only;
- memory: ``ru_maxrss`` of the finished child from ``os.wait4`` for that child alone,
  running ``main.py --open map --frames 60``; the largest of the runs is reported;
- if ``dist/WoodlandTabletop`` exists (``pyinstaller woodland.spec``), the packaged
  executable is timed the same way and its folder size is reported.

Output: a readable table, then as the very last line one JSON object with every figure,
for tools and for docs/performance.md. Exit status 1 if any run failed; with ``--check``
also 1 if a goal was missed. Wall-clock goals are checked here, never in the test suite,
where a busy CI machine would make them flaky.

Usage: ``.venv/bin/python bench/startup.py [--runs 7] [--check]``
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import selectors
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAIN = ROOT / "main.py"
EXE_DIR = ROOT / "dist" / "WoodlandTabletop"
EXE = EXE_DIR / ("WoodlandTabletop.exe" if sys.platform == "win32" else "WoodlandTabletop")

RATIO_GOAL = 1.5
RSS_GOAL_MIB = 150.0
TIMEOUT_S = 120.0
MARKER = "first-frame"

BARE_SCRIPT = (
    "import pygame; pygame.init(); pygame.display.set_mode((1920, 1080)); "
    "pygame.display.flip(); print('first-frame', flush=True)"
)


class BenchError(RuntimeError):
    """A measured program failed; the message carries its exit code and stderr tail."""


@dataclass(frozen=True)
class Run:
    """One finished child: seconds to its first frame (None if not asked) and peak RSS."""

    first_frame_s: float | None
    peak_rss_mib: float | None


def _child_env(home: str) -> dict[str, str]:
    """Environment for a measured child: headless, throw-away home, first-frame report on."""
    env = dict(os.environ)
    # A player's Python caches bytecode; some shells here forbid it, which would
    # time the compiler on every start instead of the app.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        WOODLAND_REPORT_FIRST_FRAME="1",
        WOODLAND_HOME=home,
    )
    return env


def _maxrss_mib(ru_maxrss: int) -> float:
    """ru_maxrss is KiB on Linux but bytes on macOS."""
    factor = 1 if sys.platform == "darwin" else 1024
    return ru_maxrss * factor / (1024 * 1024)


def _wait(proc: subprocess.Popen[bytes]) -> tuple[int, float | None]:
    """Reap the child; also give its own peak RSS where the OS can tell it (os.wait4).

    Using wait4 on this one pid (not RUSAGE_CHILDREN) keeps earlier children's peaks from
    leaking into this figure.
    """
    if hasattr(os, "wait4"):
        _pid, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        return proc.returncode, _maxrss_mib(usage.ru_maxrss)
    return proc.wait(), None


def run_child(cmd: list[str], *, want_marker: bool, cwd: Path = ROOT) -> Run:
    """Start `cmd`, time it to the first-frame line, wait for it to end, check it worked."""
    with tempfile.TemporaryDirectory(prefix="woodland-bench-") as home, \
            tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=cwd, env=_child_env(home), stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=err)
        first: float | None = None
        assert proc.stdout is not None
        stdout = proc.stdout
        with selectors.DefaultSelector() as sel:
            sel.register(stdout, selectors.EVENT_READ)
            deadline = start + TIMEOUT_S
            while True:
                if not sel.select(timeout=max(0.0, deadline - time.perf_counter())):
                    proc.kill()
                    _wait(proc)
                    raise BenchError(f"{cmd[1:]} timed out after {TIMEOUT_S:.0f} s")
                line = stdout.readline()
                if not line:
                    break
                if first is None and line.strip() == MARKER.encode():
                    first = time.perf_counter() - start
        code, rss = _wait(proc)
        stdout.close()
        if code != 0 or (want_marker and first is None):
            err.seek(0)
            tail = err.read().decode(errors="replace").strip().splitlines()[-8:]
            why = f"exit code {code}" if code != 0 else f"no {MARKER!r} line on stdout"
            raise BenchError(f"{' '.join(cmd[1:])}: {why}\n" + "\n".join(tail))
        return Run(first, rss)


def app_cmd(*extra: str) -> list[str]:
    return [sys.executable, str(MAIN), *extra]


def bare_cmd() -> list[str]:
    return [sys.executable, "-c", BARE_SCRIPT]


def folder_size(folder: Path) -> int:
    """Apparent size in bytes of `folder` and everything below it, as ``du -sb`` counts it.

    Folders count their own entry size and links are not followed, so the figure matches
    the command that docs/performance.md quotes.
    """
    return folder.lstat().st_size + sum(p.lstat().st_size for p in folder.rglob("*"))


def _median_ms(runs: list[Run]) -> float:
    return statistics.median(r.first_frame_s for r in runs if r.first_frame_s is not None) * 1e3


def _spread_ms(runs: list[Run]) -> tuple[float, float]:
    values = [r.first_frame_s * 1e3 for r in runs if r.first_frame_s is not None]
    return min(values), max(values)


def _peak(runs: list[Run]) -> float | None:
    values = [r.peak_rss_mib for r in runs if r.peak_rss_mib is not None]
    return max(values) if values else None


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 1)


def measure(runs: int, *, with_exe: bool) -> dict[str, object]:
    """Run every measurement and return the figures (what the JSON line holds)."""
    # Same 1920x1080 window as the bare baseline, so the ratio compares like
    # with like (a smaller window adds a per-frame scale the baseline lacks).
    window = ("--size", "1920x1080")
    title = app_cmd("--frames", "3", *window)
    board = app_cmd("--open", "map", "--frames", "60", *window)
    exe_title = [str(EXE), "--frames", "3", *window]
    exe_board = [str(EXE), "--open", "map", "--frames", "60", *window]
    use_exe = with_exe and EXE.is_file()

    # Warm-up (not counted): load the interpreter, pygame and the assets into the file
    # cache, and let the app's bytecode be cached as it is from a player's second start.
    run_child(bare_cmd(), want_marker=True)
    run_child(title, want_marker=True)
    if use_exe:
        run_child(exe_title, want_marker=True)

    app_runs: list[Run] = []
    bare_runs: list[Run] = []
    exe_runs: list[Run] = []
    for i in range(runs):
        # Alternate who goes first so a slow spell cannot always hit the same side.
        order = ("app", "bare") if i % 2 == 0 else ("bare", "app")
        for who in order:
            if who == "app":
                app_runs.append(run_child(title, want_marker=True))
            else:
                bare_runs.append(run_child(bare_cmd(), want_marker=True))
        if use_exe:
            exe_runs.append(run_child(exe_title, want_marker=True))

    memory_runs = max(3, min(runs, 5))
    board_runs = [run_child(board, want_marker=True) for _ in range(memory_runs)]
    exe_board_runs = ([run_child(exe_board, want_marker=True)
                       for _ in range(memory_runs)] if use_exe else [])

    app_ms = _median_ms(app_runs)
    bare_ms = _median_ms(bare_runs)
    ratio = app_ms / bare_ms
    board_rss = _peak(board_runs)
    figures: dict[str, object] = {
        "date": datetime.now(UTC).strftime("%Y-%m-%d"),
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores",
        "python": platform.python_version(),
        "runs": runs,
        "app_first_frame_ms": round(app_ms, 1),
        "app_first_frame_min_ms": round(_spread_ms(app_runs)[0], 1),
        "app_first_frame_max_ms": round(_spread_ms(app_runs)[1], 1),
        "bare_first_frame_ms": round(bare_ms, 1),
        "bare_first_frame_min_ms": round(_spread_ms(bare_runs)[0], 1),
        "bare_first_frame_max_ms": round(_spread_ms(bare_runs)[1], 1),
        "ratio": round(ratio, 3),
        "ratio_goal": RATIO_GOAL,
        "ratio_goal_met": ratio <= RATIO_GOAL,
        "memory_runs": memory_runs,
        "board_peak_rss_mib": _round(board_rss),
        "bare_peak_rss_mib": _round(_peak(bare_runs)),
        "rss_goal_mib": RSS_GOAL_MIB,
        "rss_goal_met": None if board_rss is None else board_rss <= RSS_GOAL_MIB,
        "exe": str(EXE.relative_to(ROOT)) if use_exe else None,
        "exe_first_frame_ms": round(_median_ms(exe_runs), 1) if exe_runs else None,
        "exe_board_peak_rss_mib": _round(_peak(exe_board_runs)),
        "exe_size_bytes": folder_size(EXE_DIR) if use_exe else None,
    }
    size = figures["exe_size_bytes"]
    figures["exe_size_mib"] = round(size / 2**20, 1) if isinstance(size, int) else None
    return figures


def _fmt(value: object, unit: str = "") -> str:
    if value is None:
        return "n/a"
    if isinstance(value, bool):
        return "yes" if value else "NO"
    if isinstance(value, float):
        return f"{value:.1f}{unit}" if unit != "x" else f"{value:.2f}x"
    return f"{value}{unit}"


def table(f: dict[str, object]) -> str:
    """The human-readable report."""
    rows = [
        ("title scene: start -> first frame (median)",
         _fmt(f["app_first_frame_ms"], " ms"),
         f"min {_fmt(f['app_first_frame_min_ms'])}, max {_fmt(f['app_first_frame_max_ms'])}"),
        ("bare pygame init+set_mode+flip (median)",
         _fmt(f["bare_first_frame_ms"], " ms"),
         f"min {_fmt(f['bare_first_frame_min_ms'])}, max {_fmt(f['bare_first_frame_max_ms'])}"),
        ("ratio app / bare", _fmt(f["ratio"], "x"),
         f"goal <= {RATIO_GOAL}x: {_fmt(f['ratio_goal_met'])}"),
        ("board scene peak RSS (max of runs)", _fmt(f["board_peak_rss_mib"], " MiB"),
         f"goal <= {RSS_GOAL_MIB:.0f} MiB: {_fmt(f['rss_goal_met'])}"),
        ("bare pygame peak RSS", _fmt(f["bare_peak_rss_mib"], " MiB"), ""),
    ]
    if f["exe"]:
        rows += [
            ("packaged exe: start -> first frame (median)",
             _fmt(f["exe_first_frame_ms"], " ms"), str(f["exe"])),
            ("packaged exe: board scene peak RSS", _fmt(f["exe_board_peak_rss_mib"], " MiB"),
             ""),
            ("packaged exe: folder size", _fmt(f["exe_size_mib"], " MiB"),
             f"{f['exe_size_bytes']} bytes"),
        ]
    else:
        rows.append(("packaged exe", "n/a", "dist/WoodlandTabletop not built (or --no-exe)"))
    width = max(len(r[0]) for r in rows)
    value_width = max(len(r[1]) for r in rows)
    head = (f"Woodland Tabletop start-up bench: {f['date']}, {f['machine']}, "
            f"Python {f['python']}, {f['runs']} timed runs each")
    lines = [head, "-" * len(head)]
    lines += [f"{name:<{width}}  {value:>{value_width}}  {note}".rstrip()
              for name, value, note in rows]
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=7,
                        help="timed runs of each program (default 7)")
    parser.add_argument("--no-exe", action="store_true",
                        help="skip the packaged executable even if dist/ has one")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if a goal (ratio, memory) is missed")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        figures = measure(args.runs, with_exe=not args.no_exe)
    except BenchError as exc:
        print(f"bench failed: {exc}", file=sys.stderr)
        return 1
    print(table(figures))
    print(json.dumps(figures, sort_keys=False))
    missed = figures["ratio_goal_met"] is False or figures["rss_goal_met"] is False
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
