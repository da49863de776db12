"""Fuzz campaign over every input boundary of the app and the engine, on demand.

Issue 9's standard: whatever the input, the answer is the documented refusal
(or a correct acceptance), fast, and nothing on disk or in the game changes.
This script feeds each boundary ``--runs`` mutated *real* inputs (a real
save, settings file, command line, engine position, action text, Rootlog
record, damaged by `tests.fuzz_mutators`, and for the engine texts by the
engine helpers' `tests.fuzzing` when it is present) and counts, per
boundary, the inputs tried, accepted and refused, and the *findings*:

* ``crash``   an exception other than the documented refusal;
* ``broken``  accepted, then broken (cannot be saved again, does not survive
  a round trip, cannot be drawn, a game that cannot go on);
* ``message`` a refusal that cannot be drawn or names the wrong file (Codex:
  without a field, a rule or a key of the message table, or too long);
* ``disk``    a file changed by a boundary that only reads;
* ``changed`` the game or the input changed although the input was refused.

Boundaries and their documented refusals:

=================  ==============================================  ====================
boundary           what is asked                                   refusal
=================  ==============================================  ====================
save_files         ``read_save`` + ``list_saves`` + Load texts     ``SaveError``
settings           ``load_settings``                               a warning (never
                                                                   raises)
command_line       ``main.parse_arguments`` in-process             exit code 2
positions          ``Game.from_position``                          ``PositionError``
action_text        ``Action.parse``/``check``/``apply`` live       ``IllegalAction``
rootlog            ``import_rootlog``                              ``RootlogError``
codex_positions    Codex ``Game.from_position`` (dict or text),    ``PositionError``
                   then 6 random legal actions
codex_action_text  Codex ``Action.parse``/``check``/``apply``      ``IllegalAction``
                   live (texts, and Actions built with odd args)
=================  ==============================================  ====================

The Codex boundaries' per-input checks are ``tests/codex/boundaries.py``,
the same functions the Codex fuzz tests call. A Codex position accepted must
keep the invariants (every card in one zone, counts within the box), offer
a decision unless the game is over, and read back from its own text to the
same state hash, as must each position its random continuation reaches; a
Codex refusal must carry a rule and a key of the message table, its text
short, the state hash unchanged.

Input ``i`` of a boundary is made with ``random.Random(f"{seed}/{boundary}/{i}")``,
so ``--only B --first i --runs 1 --show`` replays one finding exactly.
Throughput is inputs per second of wall time, and the same-run baseline is
the time spent making the inputs (mutating), reported beside it, so a slow
boundary is told from slow mutators on a loaded machine.

Usage: .venv/bin/python bench/fuzz.py [--runs N] [--seed S] [--only a,b]
       [--first I] [--seconds S] [--scene-every K] [--show]
The last line of output is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from saves.errors import printable  # noqa: E402
from tests import fuzz_app  # noqa: E402
from tests.fuzz_app import Finding  # noqa: E402
from tests.fuzz_mutators import (  # noqa: E402
    mutate_argv,
    mutate_json,
    mutate_json_file,
    mutate_text,
)

try:  # the engine helpers' mutators, when their module has landed
    from tests import fuzzing as _engine_fuzzing  # type: ignore[attr-defined]
except ImportError:
    _engine_fuzzing = None

BOUNDARIES = ("save_files", "settings", "command_line", "positions", "action_text", "rootlog",
              "codex_positions", "codex_action_text")
MAX_EXAMPLES = 3  # inputs kept per distinct finding


@dataclass
class Tally:
    """What one boundary's campaign saw."""

    inputs: int = 0
    outcomes: Counter = field(default_factory=Counter)
    findings: Counter = field(default_factory=Counter)  # by kind
    distinct: dict[str, list[str]] = field(default_factory=dict)  # signature -> examples
    seconds: float = 0.0
    making_seconds: float = 0.0
    unmade: int = 0  # inputs a mutator could not build (too deep to copy)
    stopped_by_time: bool = False  # --seconds ran out before --runs inputs

    def figures(self) -> dict[str, Any]:
        spent = self.seconds or 1e-9
        return {
            "inputs": self.inputs,
            "accepted": self.outcomes["accepted"],
            "refused": self.outcomes["refused"],
            "findings": sum(self.findings.values()),
            "findings_by_kind": dict(self.findings),
            "distinct_findings": len(self.distinct),
            "inputs_per_s": round(self.inputs / spent, 1),
            "mutation_share": round(self.making_seconds / spent, 3),
            "unmade": self.unmade,
            "stopped_by_time": self.stopped_by_time,
        }


def _signature(finding: Finding) -> str:
    """Findings that differ only in numbers or quoted values count once."""
    import re

    text = re.sub(r"'[^']*'|\"[^\"]*\"", "…", finding.detail)
    return f"{finding.kind}: {re.sub(r'[0-9]+', 'N', text)[:140]}"


def _shown(value: Any, limit: int = 160) -> str:
    try:
        text = printable(repr(value))
    except ValueError:  # an int of thousands of digits (the str conversion limit)
        text = f"<{type(value).__name__} holding a number too long to show>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- the boundaries -----------------------------------------------------------------
# Each maker returns (make, ask): make(rnd) -> an input, ask(input) -> "accepted" or
# "refused", raising Finding when a promise is broken.

Boundary = tuple[Callable[[random.Random], Any], Callable[[Any], str]]


def save_files(options: argparse.Namespace) -> Boundary:
    base = fuzz_app.real_save_bytes()
    draw = fuzz_app.font_drawer()
    scene = _LoadSceneDrawer() if options.scene_every else None
    count = 0

    def make(rnd: random.Random) -> tuple[str, bytes]:
        data = base
        for _ in range(rnd.randrange(1, 4)):
            data = mutate_json_file(data, rnd)
        if rnd.random() < 0.3:
            name = fuzz_app.file_name_from(mutate_text("evening-game", rnd))
        elif rnd.random() < 0.1:
            name = fuzz_app.file_name_from(
                bytes(rnd.randrange(256) for _ in range(8)).decode("latin-1"))
        else:
            name = "evening-game.json"
        return name, data

    def ask(item: tuple[str, bytes]) -> str:
        nonlocal count
        outcome = fuzz_app.try_save_file(*item, draw)
        count += 1
        if scene is not None and count % options.scene_every == 0:
            scene.draw_once()
        return outcome

    return make, ask


class _LoadSceneDrawer:
    """The real Load scene in a real App (dummy video), opened and drawn."""

    def __init__(self) -> None:
        from saves.settings import Settings
        from scenes.app import App

        self.app = App(Settings(), size=(960, 540))

    def draw_once(self) -> None:
        from scenes.load_scene import LoadScene
        from scenes.title import TitleScene

        before = fuzz_app.snapshot(fuzz_app.paths.saves_dir())
        try:
            self.app.stack.clear()
            self.app.stack.push(TitleScene(self.app))
            self.app.stack.push(LoadScene(self.app))
            scene = self.app.stack.top
            for index in range(len(scene.list.rows)):
                scene.list.select(index)
                self.app.step(1 / 60)
            self.app.step(1 / 60)
        except Exception as exc:
            raise Finding("crash", f"Load scene: {type(exc).__name__}: "
                          f"{printable(str(exc))[:200]}") from None
        if not self.app.running:
            raise Finding("broken", "the app stopped while drawing the Load scene")
        fuzz_app.check_unchanged(before, fuzz_app.paths.saves_dir())


def settings(options: argparse.Namespace) -> Boundary:
    base = fuzz_app.real_settings_bytes()
    draw = fuzz_app.font_drawer()

    def make(rnd: random.Random) -> bytes | None:
        if rnd.random() < 0.01:
            return None  # a folder where the file should be
        data = base
        for _ in range(rnd.randrange(1, 5)):
            data = mutate_json_file(data, rnd)
        return data

    return make, lambda data: fuzz_app.try_settings(data, draw)


def command_line(options: argparse.Namespace) -> Boundary:
    workdir = Path(tempfile.mkdtemp(prefix="woodland-fuzz-cli-"))
    (workdir / "out").mkdir()
    (workdir / "evening.json").write_bytes(b"{}")

    def make(rnd: random.Random) -> list[str]:
        argv = list(rnd.choice(fuzz_app.REAL_COMMAND_LINES))
        for _ in range(rnd.randrange(1, 5)):
            argv = mutate_argv(argv, rnd)
        return argv

    return make, lambda argv: fuzz_app.try_command_line(argv, workdir)


def _board() -> Any:
    from tests.woodland.conftest import autumn_board

    return autumn_board()


def _games(count: int, lengths: tuple[int, ...]) -> list[Any]:
    """Games of the real engine at several points of play, from fixed seeds."""
    from game.woodland.game import Game

    games = []
    for seed in range(1, count + 1):
        rnd = random.Random(seed)
        for length in lengths:
            game = Game.new(_board(), seed=seed)
            for _ in range(length):
                if game.is_over:
                    break
                game.apply(rnd.choice(game.legal_actions()))
            games.append(game)
    return games


def positions(options: argparse.Namespace) -> Boundary:
    from game.woodland.errors import PositionError
    from game.woodland.game import Game

    board = _board()
    bases = [game.to_position() for game in _games(3, (0, 25, 80, 200))]

    def make(rnd: random.Random) -> tuple[Any, Any]:
        data: Any = rnd.choice(bases)
        if rnd.random() < 0.15:
            data = mutate_text(json.dumps(data), rnd)  # the JSON-text form
        else:
            for _ in range(rnd.randrange(1, 4)):
                data = mutate_json(data, rnd)
        return data, copy.deepcopy(data)  # the copy tells whether the input was changed

    def ask(item: tuple[Any, Any]) -> str:
        data, kept = item
        try:
            game = Game.from_position(board, data)
        except PositionError:
            outcome = "refused"
        except Exception as exc:
            raise fuzz_app._crash(exc) from None
        else:
            outcome = "accepted"
            try:
                legal = game.legal_actions()
                again = Game.from_position(board, json.loads(game.to_json()))
                if again.state_hash() != game.state_hash():
                    raise ValueError("from_position(to_position()) is a different game")
                if legal:
                    game.apply(legal[0])
                    game.legal_actions()
            except Exception as exc:
                raise Finding("broken", f"accepted, then {type(exc).__name__}: "
                              f"{printable(str(exc))[:160]}") from None
        if data != kept:
            raise Finding("changed", "from_position changed the data it was given")
        return outcome

    return make, ask


def action_text(options: argparse.Namespace) -> Boundary:
    from game.woodland.actions import Action
    from game.woodland.errors import IllegalAction

    games = [game for game in _games(4, (0, 10, 40, 120)) if not game.is_over]
    mutate = getattr(_engine_fuzzing, "mutate_action_text", None) or mutate_text

    def make(rnd: random.Random) -> tuple[int, str]:
        index = rnd.randrange(len(games))
        legal = games[index].legal_actions()
        text = str(rnd.choice(legal)) if legal else "end"
        for _ in range(rnd.randrange(1, 3)):
            text = mutate(text, rnd)
        return index, text

    def ask(item: tuple[int, str]) -> str:
        index, text = item
        game = games[index].clone()
        before = game.state_hash()
        try:
            action = Action.parse(text)
            game.check(action)
        except IllegalAction:
            if game.state_hash() != before:
                raise Finding("changed", f"refused {text!r} but the game changed") from None
            return fuzz_app.apply_refuses_too(game, text, before, repr(text))
        except Exception as exc:
            raise fuzz_app._crash(exc) from None
        if not _read_as_written(text, action):  # one text per action (issue 16)
            raise Finding("broken", f"read {text!r} as {str(action)!r}, not the text it writes")
        try:
            game.apply(action)
            game.legal_actions()
            game.to_json()
        except Exception as exc:
            raise Finding("broken", f"accepted {text!r}, then {type(exc).__name__}: "
                          f"{printable(str(exc))[:160]}") from None
        return "accepted"

    return make, ask


def _read_as_written(text: str, action: Any) -> bool:
    """Root reads only the text ``str`` writes; a craft's clearings may come
    in any order (a set, read ascending)."""
    if action.verb == "craft":
        return sorted(text.split(" ")) == sorted(str(action).split(" "))
    return str(action) == text


def rootlog(options: argparse.Namespace) -> Boundary:
    from game.woodland.errors import NotationError
    from game.woodland.rootlog import export_rootlog, import_rootlog

    board = _board()
    records = [export_rootlog(game) for game in _games(3, (15, 40, 90))]
    mutate = getattr(_engine_fuzzing, "mutate_rootlog", None) or mutate_text

    def make(rnd: random.Random) -> str:
        text = rnd.choice(records)
        for _ in range(rnd.randrange(1, 3)):
            text = mutate(text, rnd)
        return text

    def ask(text: str) -> str:
        try:
            game = import_rootlog(text, board)
        except NotationError:
            return "refused"
        except Exception as exc:
            raise fuzz_app._crash(exc) from None
        try:
            game.legal_actions()
            game.to_json()
        except Exception as exc:
            raise Finding("broken", f"imported, then {type(exc).__name__}: "
                          f"{printable(str(exc))[:160]}") from None
        return "accepted"

    return make, ask


def codex_positions(options: argparse.Namespace) -> Boundary:
    from tests.codex import boundaries

    boundaries.real_positions()  # the corpus is built before the clock matters

    def make(rnd: random.Random) -> tuple[Any, Any, int]:
        data, kept = boundaries.with_copy(boundaries.damaged_position(rnd))
        return data, kept, rnd.randrange(2**32)  # the seed of the random continuation

    def ask(item: tuple[Any, Any, int]) -> str:
        data, kept, seed = item
        return boundaries.try_position(data, kept, random.Random(seed))

    return make, ask


def codex_action_text(options: argparse.Namespace) -> Boundary:
    from tests.codex import boundaries

    boundaries.decisions()
    return boundaries.damaged_action, lambda item: boundaries.try_action_text(*item)


MAKERS: dict[str, Callable[[argparse.Namespace], Boundary]] = {
    "save_files": save_files, "settings": settings, "command_line": command_line,
    "positions": positions, "action_text": action_text, "rootlog": rootlog,
    "codex_positions": codex_positions, "codex_action_text": codex_action_text,
}


# --- the campaign -------------------------------------------------------------------

def run_boundary(name: str, options: argparse.Namespace) -> Tally:
    make, ask = MAKERS[name](options)
    tally = Tally()
    started = time.perf_counter()
    for index in range(options.first, options.first + options.runs):
        if options.seconds and time.perf_counter() - started > options.seconds:
            tally.stopped_by_time = True
            break
        rnd = random.Random(f"{options.seed}/{name}/{index}")
        made = time.perf_counter()
        try:
            item = make(rnd)
        except RecursionError:  # a mutator went too deep: not the boundary's fault
            tally.unmade += 1
            continue
        finally:
            tally.making_seconds += time.perf_counter() - made
        tally.inputs += 1
        try:
            tally.outcomes[ask(item)] += 1
        except Finding as finding:
            tally.findings[finding.kind] += 1
            examples = tally.distinct.setdefault(_signature(finding), [])
            if len(examples) < MAX_EXAMPLES:
                examples.append(f"#{index} {_shown(item)}")
            if options.show:
                print(f"  {name} #{index}: {finding}\n    input: {_shown(item, 400)}")
        except RecursionError:  # in the campaign's own checks, not caught as a Finding
            tally.findings["crash"] += 1
            examples = tally.distinct.setdefault("crash: RecursionError in the checks", [])
            if len(examples) < MAX_EXAMPLES:
                examples.append(f"#{index}")
    tally.seconds = time.perf_counter() - started
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2000, help="inputs per boundary")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--first", type=int, default=0, help="index of the first input")
    parser.add_argument("--only", default=",".join(BOUNDARIES),
                        help="comma-separated boundaries: " + ", ".join(BOUNDARIES))
    parser.add_argument("--scene-every", type=int, default=200, metavar="K",
                        help="open and draw the real Load scene every K save inputs (0: never)")
    parser.add_argument("--seconds", type=float, default=0, metavar="S",
                        help="stop each boundary after S seconds even if --runs is not reached "
                             "(0: no limit); the table says which stopped early")
    parser.add_argument("--show", action="store_true", help="print every finding")
    options = parser.parse_args(argv)
    chosen = [name.strip() for name in options.only.split(",") if name.strip()]
    unknown = sorted(set(chosen) - set(BOUNDARIES))
    if unknown:
        parser.error(f"unknown boundaries {unknown}; choose from {', '.join(BOUNDARIES)}")
    home = tempfile.mkdtemp(prefix="woodland-fuzz-home-")
    os.environ["WOODLAND_HOME"] = home

    tallies: dict[str, Tally] = {}
    for name in chosen:
        tallies[name] = run_boundary(name, options)
        figures = tallies[name].figures()
        print(f"{name}: {figures['inputs']} inputs, {figures['findings']} findings, "
              f"{figures['inputs_per_s']}/s", flush=True)

    print()
    header = (f"{'boundary':<17} {'inputs':>8} {'accepted':>9} {'refused':>8} "
              f"{'findings':>9} {'distinct':>9} {'inputs/s':>9} {'mutating':>9}")
    print(header)
    print("-" * len(header))
    for name, tally in tallies.items():
        f = tally.figures()
        early = "  (time limit)" if tally.stopped_by_time else ""
        print(f"{name:<17} {f['inputs']:>8} {f['accepted']:>9} {f['refused']:>8} "
              f"{f['findings']:>9} {f['distinct_findings']:>9} {f['inputs_per_s']:>9} "
              f"{f['mutation_share']:>8.0%}{early}")
    for name, tally in tallies.items():
        if not tally.distinct:
            continue
        print(f"\nfindings at {name} ({dict(tally.findings)}):")
        for signature, examples in sorted(tally.distinct.items()):
            print(f"  {signature}")
            for example in examples:
                print(f"      {example}")
    mutators = "tests.fuzz_mutators" + (" + tests.fuzzing" if _engine_fuzzing else "")
    print(f"\nseed {options.seed}, inputs from #{options.first}, up to {options.runs} "
          f"per boundary, mutators {mutators}")
    print(json.dumps({
        "seed": options.seed, "first": options.first, "runs": options.runs,
        "mutators": mutators,
        "boundaries": {name: tally.figures() for name, tally in tallies.items()},
        "findings_total": sum(sum(t.findings.values()) for t in tallies.values()),
    }, sort_keys=True))
    return 0


# --- events files (issue 16, item 10) -------------------------------------------------
# Kept in a block of its own, registered after the table above, so work on the other
# boundaries' lines does not collide with it. Boundary ``events_files``: ``--events FILE``
# as main.parse_arguments reads it; the refusal is exit code 2 naming the file and the
# place; the per-input checks are tests/scenes/events_boundary.py (as the suite's).

def events_files(options: argparse.Namespace) -> Boundary:
    from tests.scenes.events_boundary import REAL_EVENT_FILES, try_events_file

    workdir = Path(tempfile.mkdtemp(prefix="woodland-fuzz-events-"))

    def make(rnd: random.Random) -> bytes:
        data = rnd.choice(REAL_EVENT_FILES)
        for _ in range(rnd.randrange(1, 4)):
            data = mutate_json_file(data, rnd)
        return data

    return make, lambda data: try_events_file(data, workdir)


BOUNDARIES += ("events_files",)
MAKERS["events_files"] = events_files


if __name__ == "__main__":
    sys.exit(main())
