"""Light checks of the packaging spec and the start-up bench, without building anything.

Why: building the executable takes a while and happens in CI (.ci/run step 2); these
tests catch the cheap mistakes early (a spec that no longer parses, an asset folder the
spec expects but the tree lost, a bench that no longer recognises the app's first-frame
line). Nothing here measures or asserts wall-clock time.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "woodland.spec"


def _load_bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("woodland_bench_startup",
                                                  ROOT / "bench" / "startup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while decorating
    spec.loader.exec_module(module)
    return module


bench = _load_bench()


def _spec_constant(name: str) -> object:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"woodland.spec defines no {name}")


def test_spec_is_valid_python_naming_the_app() -> None:
    assert _spec_constant("APP_NAME") == "WoodlandTabletop"
    source = SPEC.read_text(encoding="utf-8")
    assert '"main.py"' in source
    assert "COLLECT(" in source  # one-folder build


def test_spec_keeps_test_and_build_tools_out() -> None:
    excludes = _spec_constant("EXCLUDES")
    assert isinstance(excludes, list)
    for module in ("tkinter", "pytest", "hypothesis", "PyInstaller", "babel", "numpy"):
        assert module in excludes
    # The game itself and what it runs on must never be excluded.
    for module in ("pygame", "pytmx", "platformdirs", "game", "scenes", "saves"):
        assert module not in excludes


def test_spec_bundles_every_module_imported_by_name() -> None:
    """Screens (scenes/registry.py), each game's lesson goals and the computer
    players are imported by name, out of the import analysis' sight: the spec
    names every module of the game's packages as a hidden import. A build that
    named only the screens had no lessons at all."""
    from scenes.learn.lesson import GAMES
    from scenes.registry import SCENES

    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    function = next(node for node in tree.body
                    if isinstance(node, ast.FunctionDef) and node.name == "_project_modules")
    namespace = {"ROOT": ROOT, "sys": sys}
    exec(compile(ast.Module([function], []), str(SPEC), "exec"), namespace)
    modules = set(namespace["_project_modules"]())
    by_name = {target.split(":")[0] for target in SCENES.values()}
    by_name |= {f"scenes.learn.goals_{game}" for game in GAMES}
    by_name |= {"game.ai", "game.ai.players"}
    assert by_name <= modules
    assert all(importlib.util.find_spec(module) for module in modules)
    assert "hiddenimports=_project_modules()" in SPEC.read_text(encoding="utf-8")


def test_assets_the_spec_requires_exist() -> None:
    assets = ROOT / "assets"
    assert list((assets / "maps").glob("*.tmx"))
    assert list((assets / "fonts").glob("*.ttf"))
    assert (assets / "fonts" / "OFL.txt").is_file()
    assert {p.name for p in (assets / "reference").glob("*.json")} >= {"woodland.json",
                                                                      "codex.json"}
    assert '"reference"' in SPEC.read_text(encoding="utf-8")


def test_bench_reads_the_first_frame_line() -> None:
    run = bench.run_child(
        [sys.executable, "-c", "print('noise'); print('first-frame', flush=True)"],
        want_marker=True)
    assert run.first_frame_s is not None and run.first_frame_s > 0


def test_bench_reports_a_failing_child() -> None:
    with pytest.raises(bench.BenchError, match="exit code 3"):
        bench.run_child([sys.executable, "-c", "import sys; sys.exit(3)"], want_marker=False)
    with pytest.raises(bench.BenchError, match="no 'first-frame' line"):
        bench.run_child([sys.executable, "-c", "print('hello')"], want_marker=True)


def test_bench_table_and_json_shape() -> None:
    figures = {
        "date": "2026-01-01", "machine": "Linux x86_64, 2 cores", "python": "3.11.7",
        "runs": 7, "app_first_frame_ms": 300.0, "app_first_frame_min_ms": 290.0,
        "app_first_frame_max_ms": 320.0, "bare_first_frame_ms": 250.0,
        "bare_first_frame_min_ms": 240.0, "bare_first_frame_max_ms": 260.0,
        "ratio": 1.2, "ratio_goal": 1.5, "ratio_goal_met": True, "memory_runs": 5,
        "board_peak_rss_mib": 80.0, "bare_peak_rss_mib": 30.0, "rss_goal_mib": 150.0,
        "rss_goal_met": True, "exe": None, "exe_first_frame_ms": None,
        "exe_board_peak_rss_mib": None, "exe_size_bytes": None, "exe_size_mib": None,
    }
    text = bench.table(figures)
    assert "1.20x" in text and "80.0 MiB" in text and "not built" in text
    assert json.loads(json.dumps(figures)) == figures


def test_folder_size_counts_files(tmp_path: Path) -> None:
    (tmp_path / "a").write_bytes(b"x" * 1000)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b").write_bytes(b"y" * 24)
    assert bench.folder_size(tmp_path) >= 1024
