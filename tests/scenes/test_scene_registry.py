"""Scenes open one another by name through the app (scenes/registry.py), so
no scene module imports another to switch screens (docs/scenes.md).

The import graph is read from the source with ``ast``: every ``import`` and
``from … import`` of a module under ``scenes/``, at module level or inside a
function, except those under ``if TYPE_CHECKING:`` (never run)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from scenes.registry import SCENES, UnknownScene, scene_class
from scenes.stack import Scene

ROOT = Path(__file__).resolve().parents[2]
SCENES_DIR = ROOT / "scenes"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(SCENES_DIR.rglob("*.py"))}


def runtime_imports(tree: ast.Module):
    """Every import node that can run: those under ``if TYPE_CHECKING:`` are left out."""
    typing_only = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            typing_only.update(id(inner) for branch in node.body for inner in ast.walk(branch))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in typing_only:
            yield node


def imported_modules(name: str) -> set[str]:
    """The modules under scenes/ that module `name` imports."""
    found = set()
    for node in runtime_imports(ast.parse(MODULES[name].read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in MODULES)
        elif node.module and node.level == 0:
            if node.module in MODULES:
                found.add(node.module)
            # ``from scenes.woodland import layout`` imports a module too.
            found.update(f"{node.module}.{alias.name}" for alias in node.names
                         if f"{node.module}.{alias.name}" in MODULES)
    found.discard(name)
    return found


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return circles


def test_the_circle_finder_finds_a_circle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert import_circles(graph) == [["a", "b", "c"]]


def test_no_module_under_scenes_is_in_an_import_circle():
    """Before the registry, twelve scene modules (title, pause, load, the map,
    the game choice, both new-game screens, both tables, both openings and the
    replay viewer) were one circle, each importing the next to switch screens."""
    graph = {name: imported_modules(name) for name in MODULES}
    circles = import_circles(graph)
    assert not circles, "import circles under scenes/:\n" + "\n".join(
        f"{len(circle)} modules: {', '.join(circle)}" for circle in circles)


def test_no_module_under_scenes_imports_a_screen_to_open_it():
    """A registered screen's class is reached through its name only."""
    screens = {tuple(target.split(":")) for target in SCENES.values()}
    offenders = []
    for name, path in MODULES.items():
        for node in runtime_imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module != name:
                offenders += [f"{name} imports {node.module}.{alias.name}"
                              for alias in node.names if (node.module, alias.name) in screens]
    assert not offenders, "open these by name instead:\n" + "\n".join(offenders)


def names_opened_in(tree: ast.Module) -> set[str]:
    """The literal names given to ``….app.open/push/replace/scene("…")``."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in ("open", "push", "replace", "scene") \
                and ast.unparse(node.func.value).split(".")[-1] == "app" \
                and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str):
            names.add(node.args[0].value)
    return names


def test_every_screen_opened_by_name_is_in_the_registry():
    opened = set()
    for path in [*MODULES.values(), ROOT / "main.py"]:
        opened |= names_opened_in(ast.parse(path.read_text(encoding="utf-8")))
    assert opened, "no screen is opened by name: the scan has gone wrong"
    assert opened - set(SCENES) == set()


@pytest.mark.parametrize("name", sorted(SCENES))
def test_every_registered_name_is_a_scene_class(name):
    assert issubclass(scene_class(name), Scene)


def test_an_unknown_name_says_which_names_there_are():
    with pytest.raises(UnknownScene) as raised:
        scene_class("titel")
    assert "titel" in str(raised.value) and "title" in str(raised.value)


def test_the_app_opens_pushes_and_replaces_by_name(app):
    title = app.open("title")
    assert type(title) is scene_class("title") and list(app.stack) == [title]
    settings = app.push("settings")
    assert type(settings) is scene_class("settings") and list(app.stack) == [title, settings]
    choice = app.replace("choose_game")
    assert list(app.stack) == [title, choice]
    again = app.open("title")
    assert list(app.stack) == [again] and again is not title
