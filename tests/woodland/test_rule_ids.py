"""Rule numbers follow the current Law of Root, and `docs/engine.md` lists them.

The rule ids the engine can raise are read from its source (the AST, so a new
refusal cannot hide): the first argument of every ``IllegalAction(...)`` call
— a literal, either branch of ``a if … else b``, or a name bound to one of
those — plus the values of the rule tables (module-level names ending in
``_RULE``) that :func:`game.woodland.rules.explain` and the Decree read from.
Every one must be a row of the rule table in `docs/engine.md`, and every row
must be raised by the engine or say that it is cited by the docs only.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game.woodland.messages import MESSAGES

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "game" / "woodland"
DOCS = ROOT / "docs" / "engine.md"
HEADING = "## Rule numbers"
RULE_ID = re.compile(r"^(\d+(\.\d+)*(\.[IV]+)?|notation|undo)$")


def _constants(node: ast.AST | None) -> list[str] | None:
    """The rule ids an expression can evaluate to, if it is made of literals."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        a, b = _constants(node.body), _constants(node.orelse)
        return a + b if a is not None and b is not None else None
    return None


def _tables(tree: ast.Module) -> dict[str, list[str]]:
    """Module-level ``*_RULE`` tables (dict values, tuple items, constants)."""
    out: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and target.id.endswith("_RULE"):
                    value = node.value
                    if isinstance(value, ast.Dict):
                        items = value.values
                    elif isinstance(value, ast.Tuple | ast.List):
                        items = value.elts
                    else:
                        items = [value]
                    out[target.id] = [c for item in items for c in (_constants(item) or [])]
    return out


def _resolve(node: ast.AST, func: ast.AST | None, tables: dict[str, list[str]]
             ) -> list[str] | None:
    """Rule ids of a rule argument: literals, a local bound to literals or to
    a ``*_RULE`` table entry, or a call of a ``*_rule`` function (its table)."""
    found = _constants(node)
    if found is not None:
        return found
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        return tables.get(node.value.id)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
            and node.func.id.endswith("_rule"):
        return [r for name, rules in tables.items() for r in rules]
    if isinstance(node, ast.Name) and func is not None:
        out: list[str] = []
        for sub in ast.walk(func):
            if isinstance(sub, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == node.id for t in sub.targets):
                got = _resolve(sub.value, None, tables)
                if got is None:
                    return None
                out += got
        return out or None
    return None


def engine_rules() -> tuple[set[str], set[tuple[str, str]]]:
    """(every rule id the engine can raise, the (rule, key) pairs written
    as literals side by side in one ``IllegalAction`` call)."""
    rules: set[str] = set()
    pairs: set[tuple[str, str]] = set()
    for path in sorted(SOURCE.glob("*.py")):
        tree = ast.parse(path.read_text())
        tables = _tables(tree)
        for values in tables.values():
            rules.update(values)
        funcs = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
        for func in funcs:
            for node in ast.walk(func):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                        and node.func.id == "IllegalAction" and node.args):
                    continue
                found = _resolve(node.args[0], func, tables)
                assert found, f"{path.name}:{node.lineno}: rule id not readable"
                rules.update(found)
                key = node.args[1] if len(node.args) > 1 else None
                if isinstance(key, ast.Constant) and _constants(node.args[0]):
                    pairs.update((r, key.value) for r in found)
    return rules, pairs


def docs_table() -> dict[str, tuple[str, set[str]]]:
    """rule id -> (title, message keys) from the table in docs/engine.md."""
    text = DOCS.read_text()
    assert HEADING in text
    section = text.split(HEADING, 1)[1].split("\n## ", 1)[0]
    rows: dict[str, tuple[str, set[str]]] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or not cells[0].startswith("`"):
            continue
        rule = cells[0].strip("`")
        assert rule not in rows, f"{rule} twice in the table"
        rows[rule] = (cells[1], set(re.findall(r"`([a-z_.]+)`", cells[2])))
    return rows


def test_the_engine_source_is_read():
    """The scan finds the refusals we know (so the tests below can fail)."""
    rules, pairs = engine_rules()
    assert {"4.2.1", "2.5", "6.5", "6.5.4", "7.5.2.IV", "notation", "1.4", "3.1"} <= rules
    assert ("4.2.1", "move.must_rule") in pairs and ("6.5.3", "recruit.once_per_turn") in pairs
    assert all(RULE_ID.match(r) for r in rules), sorted(r for r in rules if not RULE_ID.match(r))


def test_every_rule_the_engine_raises_is_in_the_docs_table():
    rules, _ = engine_rules()
    missing = sorted(rules - set(docs_table()))
    assert not missing


def test_every_docs_row_is_raised_or_marked_docs_only():
    rules, _ = engine_rules()
    for rule, (title, keys) in docs_table().items():
        assert RULE_ID.match(rule), rule
        assert title, rule
        if rule not in rules:
            assert not keys, f"{rule} lists keys but the engine never raises it"


def test_docs_table_lists_the_keys_each_rule_is_raised_with():
    _, pairs = engine_rules()
    table = docs_table()
    missing = sorted((r, k) for r, k in pairs if k not in table[r][1])
    assert not missing
    unknown = sorted(k for _, keys in table.values() for k in keys if k not in MESSAGES)
    assert not unknown


@pytest.mark.parametrize("rule", ["4.1", "4.1.1", "4.1.2", "4.1.3", "4.1.4", "4.2", "4.2.1",
                                  "4.3", "4.3.1", "4.3.3", "4.3.4", "7.3", "7.4.2", "7.4.3",
                                  "7.5.1", "7.5.2", "7.5.2.I", "7.5.2.II", "7.5.2.III",
                                  "7.5.2.IV", "7.7", "7.7.3"])
def test_key_actions_and_eyrie_ids_are_in_the_table(rule):
    assert rule in docs_table()


@pytest.mark.parametrize("rule, title", [
    ("1.4", "turn"), ("2.5", "rule"), ("3.1", "winning"), ("6.2.2", "keep"),
    ("6.2.3", "field hospitals"), ("6.3", "setup"), ("6.4", "birdsong"), ("6.5", "daylight"),
    ("6.5.1", "battle"), ("6.5.2", "march"), ("6.5.3", "recruit"), ("6.5.4", "build"),
    ("6.5.5", "overwork"), ("6.6", "evening")])
def test_marquise_and_general_rules_have_their_law_titles(rule, title):
    assert title in docs_table()[rule][0].lower()


def test_lawbook_names_a_rule_for_every_verb_but_pass():
    from game.woodland.actions import SIGNATURES
    from game.woodland.lawbook import ACTION_RULE, DECREE_ACTION_RULE

    assert set(SIGNATURES) - set(ACTION_RULE) == {"pass"}
    assert not set(ACTION_RULE) - set(SIGNATURES)
    for verb in DECREE_ACTION_RULE:  # a Decree form exists: it ends with the card's suit
        assert any(sig.endswith("s") for sig in SIGNATURES[verb]), verb


@pytest.mark.parametrize("text, rule", [
    ("move 1 5 2", "4.2"), ("move 1 5 2 fox", "7.5.2.II"), ("battle 5", "4.3"),
    ("battle 5 bird", "7.5.2.III"), ("recruit", "6.5.3"), ("recruit 3 mouse", "7.5.2.I"),
    ("build workshop 10", "6.5.4"), ("build 7 rabbit", "7.5.2.IV"),
    ("overwork 1 anvil", "6.5.5"), ("pass", "")])
def test_7_5_2_decree_actions_cite_the_decree_step(text, rule):
    from game.woodland.actions import Action
    from game.woodland.lawbook import action_rule

    assert action_rule(Action.parse(text)) == rule


def test_lawbook_event_rules_name_known_events():
    from game.woodland.lawbook import EVENT_RULE, event_rule

    assert event_rule(("dice", 5, 0, 3, 1, 3, 1)) == "4.3.2"
    assert event_rule(("draw", 0, 1)) == ""
    assert set(EVENT_RULE) <= {"dice", "removed", "lose_vp", "field_hospitals", "stolen",
                               "peek", "turmoil", "score", "draw", "shuffle", "wood", "won",
                               "hits"}
