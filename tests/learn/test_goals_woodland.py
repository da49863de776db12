"""Root lesson goals (scenes.learn.goals_woodland): conditions read the
engine's answers, malformed ones are named, and docs/lessons.md lists every
condition and target."""

from __future__ import annotations

from pathlib import Path

from scenes.learn import goals_woodland as goals
from scenes.learn.lesson import builtin_dir, holds, load_lesson

DOCS = Path(__file__).resolve().parents[2] / "docs" / "lessons.md"


def _game(stem: str):
    return load_lesson(builtin_dir("woodland") / f"{stem}.json").new_game()


def test_rule_is_the_engines_with_the_eyries_ties_2_5_7_2_2() -> None:
    game = _game("woodland-24-lords-of-the-forest")  # two against two in clearing 10
    assert holds(goals, {"rules": {"clearing": 10, "faction": "eyrie"}}, game)
    assert holds(goals, {"rules": {"clearing": 5, "faction": "marquise"}}, game)
    assert holds(goals, {"rules": {"clearing": 11, "faction": None}}, game)


def test_combinators_all_any_not() -> None:
    game = _game("woodland-24-lords-of-the-forest")
    eyrie10 = {"rules": {"clearing": 10, "faction": "eyrie"}}
    eyrie5 = {"rules": {"clearing": 5, "faction": "eyrie"}}
    assert holds(goals, {"any": [eyrie5, eyrie10]}, game)
    assert not holds(goals, {"all": [eyrie5, eyrie10]}, game)
    assert holds(goals, {"not": eyrie5}, game)


def test_played_reads_the_history_since_the_lesson_began() -> None:
    game = _game("woodland-01-must-rule")
    assert not holds(goals, {"played": {"verb": "move"}}, game)
    game.apply("move 1 9 3")
    assert holds(goals, {"played": {"verb": "move"}}, game)
    assert holds(goals, {"played": {"action": "move 1 9 3"}}, game)


def test_a_malformed_condition_or_target_is_named() -> None:
    assert goals.validate("condition", "vp_at_least", {"faction": "cats", "vp": 3}) == \
        "argument 'faction': 'cats' is not marquise or eyrie"
    assert goals.validate("condition", "vp_at_least", {"vp": 3}) == "missing argument 'faction'"
    assert goals.validate("condition", "played", {}) == "needs exactly one of 'action' or 'verb'"
    assert goals.validate("target", "building", [5]) == "needs 2 value(s): clearing, piece"
    assert goals.validate("target", "clearing", 5) is None


def test_the_docs_list_every_condition_and_target() -> None:
    text = DOCS.read_text(encoding="utf-8")
    for name in [*goals.CONDITIONS, *goals.TARGETS]:
        assert f"`{name}`" in text, name
