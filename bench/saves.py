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
``from_payload`` of a 1,000-action save), measured in the same run. Each
figure is the best of ``--repeat`` runs. ``--table`` also opens the save at
the real Codex table (dummy video) and draws its first frame.

Usage: .venv/bin/python bench/saves.py [--repeat N] [--table] [--root-actions N]
The last line of output is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import json
import os
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


def best_of(repeat: int, work: Callable[[], Any]) -> float:
    """The shortest wall time of ``repeat`` runs of ``work``, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - started)
    return best


def without_checkpoint(payload: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in payload.items() if key != "checkpoint"}


def measure_codex(repeat: int) -> dict[str, Any]:
    session = long_codex_session(MAX_ACTIONS)
    payload = session.to_payload()
    path = write_save("Long evening", "codex", session.round, payload)
    save = read_save(path)
    opened = open_session(save)
    assert opened.game.state_hash() == session.game.state_hash()
    unit_payload = without_checkpoint(dict(payload, actions=payload["actions"][:1000]))
    full = without_checkpoint(payload)
    created = save.created
    return {
        "actions": len(payload["actions"]),
        "file_bytes": path.stat().st_size,
        "unit_s": best_of(repeat, lambda: CodexSession.from_payload(unit_payload)),
        "read_s": best_of(repeat, lambda: read_save(path)),
        "open_s": best_of(repeat, lambda: open_session(save)),
        "full_replay_s": best_of(repeat, lambda: CodexSession.from_payload(full)),
        "save_s": best_of(repeat, lambda: encode("Long evening", "codex", created,
                                                 session.round, session.to_payload())),
        "path": path,
    }


def measure_table(path: Path) -> dict[str, float]:
    """Open the save at the real Codex table and draw its first frame (once)."""
    from saves.settings import Settings
    from scenes.app import App
    from scenes.codex.opening import open_codex_save

    app = App(Settings(), size=(1920, 1080))
    started = time.perf_counter()
    save = read_save(path)
    opened_at = time.perf_counter()
    open_codex_save(app, save)
    table_at = time.perf_counter()
    app.step(1 / 60)
    drawn_at = time.perf_counter()
    app.shutdown()
    return {"table_read_s": opened_at - started, "table_open_s": table_at - opened_at,
            "table_first_frame_s": drawn_at - table_at, "table_total_s": drawn_at - started}


def measure_root(repeat: int, actions: int) -> dict[str, Any]:
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
    return {
        "games": len(sessions), "actions": total,
        "stored_actions": len(synthetic["actions"]),
        "stored_open_s": best_of(
            repeat, lambda: WoodlandSession.from_payload(synthetic, on_board=on)),
        "replay_s": best_of(repeat, replay_all),
        "longest_actions": len(longest.game.history),
        "longest_full_replay_s": best_of(
            repeat, lambda: WoodlandSession.from_payload(without_checkpoint(stored), on_board=on)),
        "longest_stored_open_s": best_of(
            repeat, lambda: WoodlandSession.from_payload(stored, on_board=on)),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure (best kept)")
    parser.add_argument("--table", action="store_true",
                        help="also open the Codex save at the table and draw a frame")
    parser.add_argument("--root-actions", type=int, default=MAX_ACTIONS,
                        help="actions of seeded Root games to replay")
    options = parser.parse_args(argv)

    codex = measure_codex(options.repeat)
    path = codex.pop("path")
    table = measure_table(path) if options.table else {}
    root = measure_root(options.repeat, options.root_actions)
    unit = codex["unit_s"]

    rows = [
        ("unit: replay of 1,000 Codex actions", unit),
        (f"Codex save of {codex['actions']:,} actions: read_save", codex["read_s"]),
        ("  open_session (from its stored position)", codex["open_s"]),
        ("  read_save + open_session", codex["read_s"] + codex["open_s"]),
        ("  the same payload replayed in full (before)", codex["full_replay_s"]),
        ("  writing it again (to_payload + encode)", codex["save_s"]),
    ]
    if table:
        rows += [
            ("  at the table: open_codex_save", table["table_open_s"]),
            ("  at the table: first frame", table["table_first_frame_s"]),
            ("  at the table: read + open + first frame", table["table_total_s"]),
        ]
    rows += [
        (f"Root: {root['actions']:,} actions of {root['games']} games replayed",
         root["replay_s"]),
        (f"  longest game ({root['longest_actions']} actions) replayed in full",
         root["longest_full_replay_s"]),
        ("  the same from its stored position", root["longest_stored_open_s"]),
        (f"  {root['stored_actions']:,} actions behind a stored position (synthetic)",
         root["stored_open_s"]),
    ]
    print(f"{'figure':<56} {'seconds':>9} {'units':>9}")
    print("-" * 76)
    for label, seconds in rows:
        print(f"{label:<56} {seconds:>9.4f} {seconds / unit:>9.2f}")
    print(f"\n{codex['file_bytes']:,} bytes of save file; best of {options.repeat} runs; "
          f"1 unit = {unit * 1000:.1f} ms")

    figures: dict[str, Any] = {"repeat": options.repeat}
    for prefix, group in (("codex_", codex), ("", table), ("root_", root)):
        for key, value in group.items():
            figures[prefix + key] = round(value, 5) if isinstance(value, float) else value
            if key.endswith("_s") and key != "unit_s":
                figures[prefix + key[:-2] + "_units"] = round(value / unit, 3)
    print(json.dumps(figures, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
