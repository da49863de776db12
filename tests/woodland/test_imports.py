"""The engine's modules depend on each other one way only: no import cycle.

The graph is read from the source (the AST), lazy imports inside functions
included — a lazy import hides a cycle from Python but not from the design
("one module one idea": a module that must import its importer is not one).
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = "game.woodland"
SOURCE = Path(__file__).resolve().parents[2] / "game" / "woodland"


def import_graph() -> dict[str, set[str]]:
    """module -> the game.woodland modules it imports (anywhere in it)."""
    modules = {p.stem for p in SOURCE.glob("*.py") if p.stem != "__init__"}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name in modules:
        tree = ast.parse((SOURCE / f"{name}.py").read_text())
        for node in ast.walk(tree):
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom):
                if node.level == 1:  # from . import x / from .x import y
                    targets = [node.module] if node.module else [a.name for a in node.names]
                elif node.level == 0 and node.module:
                    if node.module == PACKAGE:
                        targets = [a.name for a in node.names]
                    elif node.module.startswith(PACKAGE + "."):
                        targets = [node.module[len(PACKAGE) + 1:]]
            elif isinstance(node, ast.Import):
                targets = [a.name[len(PACKAGE) + 1:] for a in node.names
                           if a.name.startswith(PACKAGE + ".")]
            for target in targets:
                target = target.split(".")[0]
                if target in modules and target != name:
                    graph[name].add(target)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a path (first module repeated at the end), or None."""
    state: dict[str, int] = {}  # 1 on the current path, 2 done
    path: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        path.append(m)
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                return path[path.index(n):] + [n]
            if n not in state:
                found = visit(n)
                if found:
                    return found
        path.pop()
        state[m] = 2
        return None

    for m in sorted(graph):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_the_graph_sees_top_level_and_lazy_imports():
    graph = import_graph()
    assert {"state", "turn", "rules", "game", "marquise", "eyrie"} <= set(graph)
    assert "state" in graph["turn"] and "turn" in graph["rules"]  # top-level imports
    assert "eyrie" in graph["marquise"]  # a lazy import (setup hands over to the Eyrie)


def test_find_cycle_reports_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycle_among_engine_modules():
    assert find_cycle(import_graph()) is None
