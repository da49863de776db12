"""Lessons (issue 19): read and check a lesson file, and follow a game played
through it.

A lesson is data (docs/lessons.md): a position in the engine's own format,
the rules it teaches, its texts (catalog keys of the keyed domain "lessons",
or inline ``{"en": ..., "ru": ...}`` for user-made lessons), a goal made of
named conditions, the other side's scripted replies, the wrong tries it names
and the demonstration ("Show me"). Adding one needs no code.

The conditions and highlight targets are per game, in
``scenes.learn.goals_<game>`` (``CONDITIONS``, ``TARGETS``, ``validate``);
this module only combines them (``all`` / ``any`` / ``not``) and never
decides a rule: legality and refusals are the engine's. Nothing here imports
pygame, so the lessons are checked headless and by tools.
"""

from __future__ import annotations

import copy
import functools
import importlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from scenes import i18n
from scenes.assets import asset_path

FORMAT = 1
DOMAIN = "lessons"
GAMES = ("woodland", "codex")
LANGUAGES = ("en", "ru")
USER_FOLDER = "lessons"

TEXT_FIELDS = ("title", "rule_text", "goal_text", "success")
REQUIRED = ("format", "id", "game", "order", "rules", *TEXT_FIELDS, "position",
            "learner", "goal", "demo")
OPTIONAL = ("hints", "fail", "highlight", "replies", "wrong")
COMBINATORS = ("all", "any", "not")

Text = str | Mapping[str, str]
Condition = Mapping[str, Any]


class LessonError(ValueError):
    """A lesson file that cannot be used: which file, which field, what is wrong."""

    def __init__(self, file: Path | str, field: str, problem: str) -> None:
        self.file = Path(file)
        self.field = field
        self.problem = problem
        super().__init__(f"{self.file.name}: {field}: {problem}")


# --- engines and goal vocabularies ------------------------------------------------


@functools.cache
def _woodland_board():
    from game.woodland.autumn import autumn_board

    return autumn_board()


def _new_woodland(position: Mapping[str, Any]):
    from game.woodland.game import Game

    return Game.from_position(_woodland_board(), position)


def _new_codex(position: Mapping[str, Any]):
    from game.codex.game import Game

    return Game.from_position(position)


ENGINES: dict[str, Callable[[Mapping[str, Any]], Any]] = {
    "woodland": _new_woodland, "codex": _new_codex}


def goals_module(game: str) -> ModuleType:
    """``scenes.learn.goals_<game>``: that game's conditions and targets.
    Raises ModuleNotFoundError when the game has none yet."""
    return importlib.import_module(f"scenes.learn.goals_{game}")


def holds(goals: ModuleType, condition: Condition, game: Any) -> bool:
    """Whether one (validated) condition holds in ``game`` now."""
    ((name, args),) = condition.items()
    if name == "all":
        return all(holds(goals, c, game) for c in args)
    if name == "any":
        return any(holds(goals, c, game) for c in args)
    if name == "not":
        return not holds(goals, args, game)
    return bool(goals.CONDITIONS[name](game, args))


# --- texts ------------------------------------------------------------------------


def resolve(text: Text) -> str:
    """A lesson text in the current language: a catalog key looked up in the
    "lessons" domain, or an inline object by language (English when the
    current language is missing)."""
    if isinstance(text, str):
        return i18n.keyed(DOMAIN, text)
    return text.get(i18n.language()) or text["en"]


# --- the lesson -------------------------------------------------------------------


@dataclass(frozen=True)
class FailCondition:
    """A way to lose the lesson: ``when`` holds -> the lesson is lost, ``why``
    says what went wrong (and the learner restarts)."""

    when: Condition
    why: Text


@dataclass(frozen=True)
class WrongTry:
    """A tempting wrong action the lesson names, and the rule that refuses it;
    ``after``: tried once that many demonstration actions are played (0: at
    the start), for a mistake that only tempts later."""

    action: str
    rule: str
    after: int = 0


@dataclass(frozen=True, eq=False)
class Lesson:
    """One lesson file, checked (see docs/lessons.md for every field). Compared
    and hashed by identity: its position is a plain dict."""

    id: str
    game: str
    order: int
    rules: tuple[str, ...]
    title: Text
    rule_text: Text
    goal_text: Text
    success: Text
    position: Mapping[str, Any]
    learner: int
    goal: tuple[Condition, ...]
    demo: tuple[str, ...]
    hints: tuple[Text, ...] = ()
    fail: tuple[FailCondition, ...] = ()
    highlight: tuple[Mapping[str, Any], ...] = ()
    replies: tuple[str, ...] = ()
    wrong: tuple[WrongTry, ...] = ()
    path: Path = field(default=Path(), compare=False)
    builtin: bool = True

    def text(self, name: str) -> str:
        """``title``, ``rule_text``, ``goal_text`` or ``success`` in the current language."""
        if name not in TEXT_FIELDS:
            raise KeyError(name)
        return resolve(getattr(self, name))

    def hint_texts(self) -> list[str]:
        return [resolve(h) for h in self.hints]

    def new_game(self) -> Any:
        """A fresh engine game at the lesson's position (no history, own undo)."""
        return ENGINES[self.game](self.position)

    def goals(self) -> ModuleType:
        return goals_module(self.game)

    def goal_met(self, game: Any) -> bool:
        goals = self.goals()
        return all(holds(goals, c, game) for c in self.goal)

    def failed(self, game: Any) -> str | None:
        """Why the lesson is lost in ``game`` (the first fail condition that
        holds), or None."""
        goals = self.goals()
        for f in self.fail:
            if holds(goals, f.when, game):
                return resolve(f.why)
        return None


# --- reading ----------------------------------------------------------------------


class _Reader:
    """Checks one file's data field by field; every problem names the field."""

    def __init__(self, path: Path, builtin: bool) -> None:
        self.path = path
        self.builtin = builtin

    def error(self, where: str, problem: str) -> LessonError:
        return LessonError(self.path, where, problem)

    def string(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or not value:
            raise self.error(where, f"must be a non-empty string, not {_brief(value)}")
        return value

    def strings(self, value: Any, where: str, *, empty: bool = True) -> tuple[str, ...]:
        if not isinstance(value, list):
            raise self.error(where, f"must be a list of strings, not {_brief(value)}")
        if not value and not empty:
            raise self.error(where, "must not be empty")
        return tuple(self.string(v, f"{where}[{i}]") for i, v in enumerate(value))

    def text(self, value: Any, where: str) -> Text:
        """A catalog key present in the English catalog, or an inline object
        with at least English."""
        if isinstance(value, str):
            if not i18n.has_keyed(DOMAIN, value, "en"):
                raise self.error(where, f"catalog key {value!r} is not in "
                                        f"assets/locale/en/{DOMAIN}.json")
            return value
        if isinstance(value, dict):
            if "en" not in value:
                raise self.error(where, "an inline text needs its English ('en')")
            for lang, text in value.items():
                if lang not in LANGUAGES:
                    raise self.error(f"{where}.{lang}", f"unknown language (known: "
                                                        f"{', '.join(LANGUAGES)})")
                self.string(text, f"{where}.{lang}")
            return dict(value)
        raise self.error(where, f"must be a catalog key or {{'en': ..., 'ru': ...}}, "
                                f"not {_brief(value)}")

    def entry(self, kind: str, value: Any, where: str, goals: ModuleType) -> Mapping[str, Any]:
        """One condition (kind "condition") or highlight target ("target"):
        an object with exactly one name."""
        if not isinstance(value, dict) or len(value) != 1:
            raise self.error(where, f"a {kind} is an object with exactly one name, "
                                    f"not {_brief(value)}")
        ((name, args),) = value.items()
        here = f"{where}.{name}"
        if kind == "condition" and name in COMBINATORS:
            if name == "not":
                self.entry(kind, args, here, goals)
            elif not isinstance(args, list) or not args:
                raise self.error(here, "needs a non-empty list of conditions")
            else:
                for i, c in enumerate(args):
                    self.entry(kind, c, f"{here}[{i}]", goals)
            return value
        known = goals.CONDITIONS if kind == "condition" else goals.TARGETS
        if name not in known:
            raise self.error(here, f"unknown {kind} (known: {', '.join(sorted(known))})")
        problem = goals.validate(kind, name, args)
        if problem:
            raise self.error(here, problem)
        return value

    def lesson(self, data: Any) -> Lesson:
        if not isinstance(data, dict):
            raise self.error("(file)", "a lesson is one JSON object")
        for name in REQUIRED:
            if name not in data:
                raise self.error(name, "missing")
        for name in data:
            if name not in REQUIRED and name not in OPTIONAL:
                raise self.error(name, "unknown field")
        if data["format"] != FORMAT or isinstance(data["format"], bool):
            raise self.error("format", f"must be {FORMAT}, not {_brief(data['format'])}")
        lesson_id = self.string(data["id"], "id")
        if lesson_id != self.path.stem:
            raise self.error("id", f"must be the file's name {self.path.stem!r}, "
                                   f"not {lesson_id!r}")
        game = data["game"]
        if game not in GAMES:
            raise self.error("game", f"must be one of {', '.join(GAMES)}, not {_brief(game)}")
        try:
            goals = goals_module(game)
        except ModuleNotFoundError as exc:
            if exc.name != f"scenes.learn.goals_{game}":
                raise  # a bug inside the goal module, not a missing one
            raise self.error("game", f"no goal vocabulary for {game!r} yet "
                                     f"(scenes/learn/goals_{game}.py)") from None
        order = data["order"]
        if not isinstance(order, int) or isinstance(order, bool) or order < 0:
            raise self.error("order", f"must be a whole number >= 0, not {_brief(order)}")
        rules = self.strings(data["rules"], "rules", empty=False)
        texts = {name: self.text(data[name], name) for name in TEXT_FIELDS}
        hints = data.get("hints", [])
        if not isinstance(hints, list):
            raise self.error("hints", f"must be a list of texts, not {_brief(hints)}")
        hint_texts = tuple(self.text(h, f"hints[{i}]") for i, h in enumerate(hints))
        learner = data["learner"]
        if learner not in (0, 1) or isinstance(learner, bool):
            raise self.error("learner", f"must be the seat 0 or 1, not {_brief(learner)}")
        goal = self.conditions(data["goal"], "goal", goals, empty=False)
        fail = self.fails(data.get("fail", []), goals)
        highlight = data.get("highlight", [])
        if not isinstance(highlight, list):
            raise self.error("highlight", f"must be a list of targets, not {_brief(highlight)}")
        targets = tuple(self.entry("target", t, f"highlight[{i}]", goals)
                        for i, t in enumerate(highlight))
        replies = self.strings(data.get("replies", []), "replies")
        demo = self.strings(data["demo"], "demo", empty=False)
        wrong = self.wrongs(data.get("wrong", []))
        for i, w in enumerate(wrong):
            if w.after > len(demo):
                raise self.error(f"wrong[{i}].after", f"the demo has only {len(demo)} actions")
        position = data["position"]
        if not isinstance(position, dict):
            raise self.error("position", f"must be a position object, not {_brief(position)}")
        lesson = Lesson(id=lesson_id, game=game, order=order, rules=rules, **texts,
                        position=position, learner=learner, goal=goal, demo=demo,
                        hints=hint_texts, fail=fail, highlight=targets, replies=replies,
                        wrong=wrong, path=self.path, builtin=self.builtin)
        self.start(lesson, goals)
        return lesson

    def conditions(self, value: Any, where: str, goals: ModuleType, *,
                   empty: bool = True) -> tuple[Condition, ...]:
        if not isinstance(value, list) or (not value and not empty):
            raise self.error(where, f"must be a non-empty list of conditions, "
                                    f"not {_brief(value)}")
        return tuple(self.entry("condition", c, f"{where}[{i}]", goals)
                     for i, c in enumerate(value))

    def fails(self, value: Any, goals: ModuleType) -> tuple[FailCondition, ...]:
        if not isinstance(value, list):
            raise self.error("fail", f"must be a list, not {_brief(value)}")
        out = []
        for i, f in enumerate(value):
            where = f"fail[{i}]"
            if not isinstance(f, dict) or set(f) != {"when", "why"}:
                raise self.error(where, "must be {'when': CONDITION, 'why': TEXT}")
            out.append(FailCondition(self.entry("condition", f["when"], f"{where}.when", goals),
                                     self.text(f["why"], f"{where}.why")))
        return tuple(out)

    def wrongs(self, value: Any) -> tuple[WrongTry, ...]:
        if not isinstance(value, list):
            raise self.error("wrong", f"must be a list, not {_brief(value)}")
        out = []
        for i, w in enumerate(value):
            where = f"wrong[{i}]"
            if not isinstance(w, dict) or not {"action", "rule"} <= set(w) <= {
                    "action", "rule", "after"}:
                raise self.error(where, "must be {'action': TEXT, 'rule': RULE, "
                                        "'after': N (optional)}")
            after = w.get("after", 0)
            if not isinstance(after, int) or isinstance(after, bool) or after < 0:
                raise self.error(f"{where}.after", f"must be a whole number >= 0, "
                                                   f"not {_brief(after)}")
            out.append(WrongTry(self.string(w["action"], f"{where}.action"),
                                self.string(w["rule"], f"{where}.rule"), after))
        return tuple(out)

    def start(self, lesson: Lesson, goals: ModuleType) -> None:
        """The position loads, and the lesson is neither won nor lost there."""
        try:
            game = lesson.new_game()
        except ValueError as exc:  # the engines' PositionError
            where = getattr(exc, "field", None)
            raise self.error(f"position.{where}" if where else "position", str(exc)) from None
        if all(holds(goals, c, game) for c in lesson.goal):
            raise self.error("goal", "already met at the start")
        for i, f in enumerate(lesson.fail):
            if holds(goals, f.when, game):
                raise self.error(f"fail[{i}].when", "already holds at the start")


def _brief(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if _jsonable(value) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _jsonable(value: Any) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


def load_lesson(path: Path | str, *, builtin: bool = True) -> Lesson:
    """Read one lesson file; raises LessonError naming the file and the field."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LessonError(path, "(file)", f"cannot be read ({exc})") from None
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise LessonError(path, "(file)", f"is not JSON ({exc})") from None
    return _Reader(path, builtin).lesson(data)


def builtin_dir(game: str) -> Path:
    return asset_path("lessons", game)


def user_lessons_dir() -> Path:
    from saves.paths import data_dir

    return data_dir() / USER_FOLDER


def load_lessons(game: str | None = None, user_dir: Path | None = None
                 ) -> tuple[list[Lesson], list[LessonError]]:
    """Every lesson (of ``game``, or all), built-ins then the user's, sorted
    by (game, order); broken files are reported in the second list, never
    raised, and left out. A user lesson whose id is taken is reported too."""
    found: list[tuple[Path, bool]] = []
    for g in GAMES:
        if game is None or g == game:
            found += [(p, True) for p in sorted(builtin_dir(g).glob("*.json"))]
    user = user_lessons_dir() if user_dir is None else user_dir
    if user.is_dir():
        found += [(p, False) for p in sorted(user.glob("*.json"))]
    lessons: list[Lesson] = []
    errors: list[LessonError] = []
    seen: set[str] = set()
    for path, builtin in found:
        try:
            lesson = load_lesson(path, builtin=builtin)
        except LessonError as exc:
            errors.append(exc)
            continue
        if game is not None and lesson.game != game:
            continue
        if lesson.id in seen:
            errors.append(LessonError(path, "id", f"{lesson.id!r} is taken by another lesson"))
            continue
        seen.add(lesson.id)
        lessons.append(lesson)
    lessons.sort(key=lambda lesson: (GAMES.index(lesson.game), lesson.order, lesson.id))
    return lessons, errors


# --- following a game -------------------------------------------------------------


HINT_AFTER = 2


#: Positions :meth:`LessonRun.out_of_reach` may look at after one move.
REACH_BUDGET = 800


class LessonRun:
    """Follows one game played through a lesson at the table.

    The table calls :meth:`observe` after every action it applies (the
    learner's and the script's), :meth:`refused` after every refusal, asks
    :meth:`reply` whenever the other seat must decide, and :meth:`demo_action`
    for "Show me". The run only remembers which replies were used and how far
    the demonstration got; the state is the engine's."""

    def __init__(self, lesson: Lesson, game: Any = None) -> None:
        self.lesson = lesson
        self.game = game
        self.wrong_tries = 0
        self.last_refusal: Exception | None = None
        self._used: set[int] = set()
        self._offered: tuple[int | None, str] | None = None
        self._demo_at = 0
        self._off_demo = False

    # what the table reports

    def observe(self, action: Any) -> None:
        """After an applied action: a reply just offered is used up; any other
        action is the learner's, and follows the demonstration or leaves it."""
        text = str(action)
        if self._offered is not None and text == self._offered[1]:
            index = self._offered[0]
            if index is not None:
                self._used.add(index)
            self._offered = None
            return
        self._offered = None
        demo = self.lesson.demo
        if not self._off_demo and self._demo_at < len(demo) and text == demo[self._demo_at]:
            self._demo_at += 1
        else:
            self._off_demo = True

    def refused(self, exc: Exception) -> None:
        """After a refusal (an IllegalAction): one more wrong try."""
        self.wrong_tries += 1
        self.last_refusal = exc

    @property
    def hint_due(self) -> bool:
        """A hint is shown after two wrong tries: the lesson's own, or, for a
        lesson without any (one a teacher recorded), its next move."""
        return self.wrong_tries >= HINT_AFTER and (
            bool(self.lesson.hints)
            or (self.game is not None and self.demo_action(self.game) is not None))

    # what the table asks

    def reply(self, game: Any) -> Any:
        """The scripted answer when the other seat must decide: the first
        unused reply legal now; else ``pass`` when legal (a script declines
        rather than springs what the lesson does not name), else ``end``;
        else the first legal action. None when the learner (or nobody) is to decide."""
        if game.to_act < 0 or game.to_act == self.lesson.learner:
            self._offered = None
            return None
        legal = game.legal_actions()
        by_text = {str(a): a for a in legal}
        for i, text in enumerate(self.lesson.replies):
            if i not in self._used and text in by_text:
                self._offered = (i, text)
                return by_text[text]
        # Declining first, then ending the phase: never the first legal
        # action while another is there (a Codex patrol and unpatrol of the
        # same card are each other's first action: the turn would not end).
        chosen = by_text.get("pass") or by_text.get("end") or legal[0]
        self._offered = (None, str(chosen))
        return chosen

    def demo_action(self, game: Any) -> Any:
        """The next demonstration action from here, or None when the demo
        cannot continue (done, the learner left it, or not the learner's turn
        to decide)."""
        demo = self.lesson.demo
        if self._off_demo or self._demo_at >= len(demo) or game.to_act != self.lesson.learner:
            return None
        text = demo[self._demo_at]
        for action in game.legal_actions():
            if str(action) == text:
                return action
        return None

    @property
    def demo_left(self) -> int:
        return 0 if self._off_demo else len(self.lesson.demo) - self._demo_at

    def goal_met(self, game: Any) -> bool:
        return self.lesson.goal_met(game)

    def failed(self, game: Any) -> str | None:
        return self.lesson.failed(game)

    def out_of_reach(self, game: Any, budget: int = REACH_BUDGET) -> bool:
        """Has the learner, off the demonstration, made the goal unreachable?
        A bounded search over the learner's moves (the script answering as
        at the table), at most the demonstration's length plus one: True
        only when it looked at every line and none reached the goal; when
        the budget runs out the answer is no (the lesson stays open). A
        lesson's own fail conditions say why in its words; this catches the
        wrong moves they do not name (a Battle card spent on the wrong
        clearing, the only Recruit of the turn used up)."""
        if not self._off_demo or game.to_act != self.lesson.learner or self.goal_met(game):
            return False
        return self._reach(game, len(self.lesson.demo) + 1, [budget]) is False

    def _fork(self) -> LessonRun:
        run = copy.copy(self)
        run._used = set(self._used)
        return run

    def _reach(self, game: Any, depth: int, left: list[int]) -> bool | None:
        """From this run at ``game``: True, the goal can be reached; False, it
        cannot within ``depth`` learner moves; None, the budget ran out first."""
        if self.goal_met(game):
            return True
        if depth == 0 or game.to_act != self.lesson.learner or self.failed(game) is not None:
            return False
        for action in game.legal_actions():
            if left[0] <= 0:
                return None
            left[0] -= 1
            g, r = game.clone(), self._fork()
            g.apply(action)
            r.observe(action)
            for _ in range(MAX_STEPS):  # the script's answers, as the table plays them
                if g.to_act < 0 or g.to_act == self.lesson.learner or r.goal_met(g):
                    break
                reply = r.reply(g)
                g.apply(reply)
                r.observe(reply)
            found = r._reach(g, depth - 1, left)
            if found is not False:
                return found
        return False


MAX_STEPS = 400


def play_demo(lesson: Lesson, demo_steps: int | None = None) -> tuple[Any, LessonRun]:
    """Play "Show me" through the engine: the demonstration for the learner,
    the scripted replies for the other seat, from a fresh game. Stops when
    the goal is met (or the lesson lost), when ``demo_steps`` demonstration
    actions have been played and the learner is to decide again, or when
    neither side can go on. Returns the game and its run (what the tests and
    the lesson checks of tools/make_lessons.py read)."""
    game = lesson.new_game()
    run = LessonRun(lesson, game)
    for _ in range(MAX_STEPS):
        if run.goal_met(game) or run.failed(game) is not None or game.to_act < 0:
            break
        if game.to_act == lesson.learner:
            played = len(lesson.demo) - run.demo_left
            if demo_steps is not None and played >= demo_steps:
                break
            action = run.demo_action(game)
        else:
            action = run.reply(game)
        if action is None:
            break
        game.apply(action)
        run.observe(action)
    return game, run
