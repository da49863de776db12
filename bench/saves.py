"""How long a save at the documented limit of 100,000 actions takes to open.

Issue 16, item 11: opening any valid save must take no more than about a
second. A Codex game of exactly `scenes.session.MAX_ACTIONS` legal actions
(fighters moved in and out of the patrol zone, `tests/saves/long_games.py`)
is saved through `saves.store` and opened as the Load screen does
(`read_save`, then `open_session`), from the position saved with the log;
beside it the same payload without that position, replayed in full (what
every open cost before, and what a save whose position does not match its
actions still costs). Random Root games end within a few hundred actions,
so Root is measured on 100,000 actions of consecutive seeded games (the
replay a Root save of that length would need), on the longest of them
opened with a stored position (the threshold lowered to its length), and on
all those actions behind that position (not one legal game: what reading a
stored position and 100,000 action texts costs).

These machines are noisy, so each time is also given in *units*: one unit is
the replay of the first 1,000 actions of the same Codex log (a
``from_payload`` of a 1,000-action save), measured just before every run of
every figure (`Clock`). Seconds are the best of ``--repeat`` runs, units the
median of the runs' ratios. ``--table`` also opens the save at the real Codex
table (dummy video) and draws its first frame, once.

Usage: .venv/bin/python bench/saves.py [--repeat N] [--table] [--root-actions N]
The last line of output is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["WOODLAND_HOME"] = tempfile.mkdtemp(prefix="woodland-bench-saves-")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import scenes.session as shared  # noqa: E402
from saves.savefile import encode  # noqa: E402
from saves.store import read_save, write_save  # noqa: E402
from scenes.codex.session import CodexSession, open_session  # noqa: E402
from scenes.session import MAX_ACTIONS  # noqa: E402
from scenes.woodland.session import WoodlandSession, board  # noqa: E402
from tests.saves.long_games import long_codex_session, random_root_session  # noqa: E402


class Clock:
    """Times work against the unit, measured right beside each run.

    The unit is the best of three 1,000-action replays taken just before each
    run of a figure; a figure's units are the median over its runs of its time
    divided by that unit, so load that comes and goes cancels out run by run.
    """

    def __init__(self, unit: Callable[[], Any], repeat: int) -> None:
        self.unit = unit
        self.repeat = repeat
        self.units_s: list[float] = []
        self.rows: list[tuple[str, str, float, float]] = []  # label, key, seconds, units

    def _unit_s(self) -> float:
        best = min(_timed(self.unit) for _ in range(3))
        self.units_s.append(best)
        return best

    def measure(self, label: str, key: str, work: Callable[[], Any],
                repeat: int | None = None) -> float:
        seconds, ratios = [], []
        for _ in range(repeat or self.repeat):
            unit = self._unit_s()
            seconds.append(_timed(work))
            ratios.append(seconds[-1] / unit)
        self.rows.append((label, key, min(seconds), statistics.median(ratios)))
        return min(seconds)


def _timed(work: Callable[[], Any]) -> float:
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def without_checkpoint(payload: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in payload.items() if key != "checkpoint"}


def codex_save() -> tuple[CodexSession, Path, dict[str, Any]]:
    session = long_codex_session(MAX_ACTIONS)
    path = write_save("Long evening", "codex", session.round, session.to_payload())
    save = read_save(path)
    assert open_session(save).game.state_hash() == session.game.state_hash()
    return session, path, save.game


def measure_codex(clock: Clock, session: CodexSession, path: Path,
                  payload: dict[str, Any]) -> None:
    save = read_save(path)
    full = without_checkpoint(payload)
    n = len(payload["actions"])
    clock.measure(f"Codex save of {n:,} actions: read_save", "codex_read",
                  lambda: read_save(path))
    clock.measure("  open_session (from its stored position)", "codex_open",
                  lambda: open_session(save))
    clock.measure("  read_save + open_session", "codex_read_open",
                  lambda: open_session(read_save(path)))
    clock.measure("  the same payload replayed in full (as before)", "codex_full_replay",
                  lambda: CodexSession.from_payload(full))
    clock.measure("  writing it again (to_payload + encode)", "codex_save",
                  lambda: encode("Long evening", "codex", save.created, session.round,
                                 session.to_payload()))


def measure_table(clock: Clock, path: Path) -> None:
    """Open the save at the real Codex table and draw its first frame (once)."""
    from saves.settings import Settings
    from scenes.app import App
    from scenes.codex.opening import open_codex_save

    app = App(Settings(), size=(1920, 1080))

    def open_and_draw() -> None:
        open_codex_save(app, read_save(path))
        app.step(1 / 60)

    clock.measure("  at the table: read, open, first frame (once)", "table_open_draw",
                  open_and_draw, repeat=1)
    app.shutdown()


def measure_root(clock: Clock, actions: int) -> None:
    sessions = []
    total = 0
    while total < actions:
        sessions.append(random_root_session(seed=len(sessions) + 1))
        total += len(sessions[-1].game.history)
    on = board()
    payloads = [s.to_payload() for s in sessions]

    def replay_all() -> None:
        for payload in payloads:
            WoodlandSession.from_payload(payload, on_board=on)

    longest = max(sessions, key=lambda s: len(s.game.history))
    threshold = shared.CHECKPOINT_AFTER
    shared.CHECKPOINT_AFTER = len(longest.game.history) - 1
    try:
        stored = longest.to_payload()
    finally:
        shared.CHECKPOINT_AFTER = threshold
    # No Root game reached 100,000 actions, so for the cost of opening one from its stored
    # position: every game's log behind the last game's position (not one legal game; the
    # digest is made to match, which is all the stored-position path checks).
    synthetic = dict(stored, actions=[text for p in payloads
                                      for text in p["actions"]][:MAX_ACTIONS])
    synthetic["checkpoint"] = shared.make_checkpoint(
        "woodland", synthetic["seed"], synthetic["options"], synthetic["actions"],
        stored["checkpoint"]["position"])
    opened = WoodlandSession.from_payload(synthetic, on_board=on)
    assert len(opened.game.history) == len(synthetic["actions"])
    assert opened.game.state_hash() == longest.game.state_hash()
    clock.measure(f"Root: {total:,} actions of {len(sessions)} games replayed", "root_replay",
                  replay_all)
    clock.measure(f"  longest game ({len(longest.game.history)} actions) replayed in full",
                  "root_longest_full_replay",
                  lambda: WoodlandSession.from_payload(without_checkpoint(stored), on_board=on))
    clock.measure("  the same from its stored position", "root_longest_stored_open",
                  lambda: WoodlandSession.from_payload(stored, on_board=on))
    clock.measure(f"  {len(synthetic['actions']):,} actions behind a stored position "
                  "(synthetic)", "root_stored_open",
                  lambda: WoodlandSession.from_payload(synthetic, on_board=on))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure")
    parser.add_argument("--table", action="store_true",
                        help="also open the Codex save at the table and draw a frame")
    parser.add_argument("--root-actions", type=int, default=MAX_ACTIONS,
                        help="actions of seeded Root games to replay")
    options = parser.parse_args(argv)

    session, path, payload = codex_save()
    unit_payload = without_checkpoint(dict(payload, actions=payload["actions"][:1000]))
    clock = Clock(lambda: CodexSession.from_payload(unit_payload), options.repeat)
    measure_codex(clock, session, path, payload)
    if options.table:
        measure_table(clock, path)
    measure_root(clock, options.root_actions)

    unit = statistics.median(clock.units_s)
    print(f"{'figure':<58} {'seconds':>9} {'units':>9}")
    print("-" * 78)
    for label, _key, seconds, units in clock.rows:
        print(f"{label:<58} {seconds:>9.4f} {units:>9.2f}")
    print(f"\n{path.stat().st_size:,} bytes of save file; seconds: the best of "
          f"{options.repeat} runs; units: the median of each run over the unit just "
          f"before it\n1 unit (a 1,000-action Codex replay) = {unit * 1000:.1f} ms median, "
          f"{min(clock.units_s) * 1000:.1f}-{max(clock.units_s) * 1000:.1f} ms over the run")
    figures: dict[str, Any] = {"repeat": options.repeat, "codex_actions": len(payload["actions"]),
                               "codex_file_bytes": path.stat().st_size,
                               "unit_s": round(unit, 5),
                               "unit_s_min": round(min(clock.units_s), 5),
                               "unit_s_max": round(max(clock.units_s), 5)}
    for _label, key, seconds, units in clock.rows:
        figures[f"{key}_s"] = round(seconds, 5)
        figures[f"{key}_units"] = round(units, 3)
    print(json.dumps(figures, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
