"""Make your own lesson: a position, the moves that followed, a goal (issue 19).

A teacher at any table records a lesson: the position where recording
started (the engine's own format), the moves played since (the learner's,
who made the first one, become the demonstration; the other side's, its
scripted replies), and a goal picked from a short menu. The menu is not
typed: :func:`goal_choices` offers the conditions of the game's goal
vocabulary (``goals_woodland`` / ``goals_codex``) that hold at the end of the
recording and did not at its start, strongest first ("the Marquise rules
clearing 5", "the Eyrie have at least 3 VP", "a unit in the Squad Leader
slot"). The rules the lesson teaches are those the engine cites for the
recorded moves. The file is written to the user's lessons folder and read
back through the same loader as the built-in ones, so a lesson that would
not load is never kept. No pygame here: the tests build lessons headless.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scenes.learn.lesson import Lesson, LessonError, goals_module, load_lesson, user_lessons_dir

#: User lessons come after the built-in course in its list.
USER_ORDER = 1000
MAX_CHOICES = 8


@dataclass(frozen=True)
class GoalChoice:
    """One condition the teacher may pick, with the words that name it."""

    condition: Mapping[str, Any]
    words: Callable[[], str]


@dataclass
class Recording:
    """What a table keeps while a teacher records (the shell holds one)."""

    game_kind: str  # "woodland" | "codex"
    start: dict[str, Any]  # the position where recording began
    start_game: Any  # a clone of the game there
    actions: list[str]
    actors: list[int]

    @classmethod
    def begin(cls, game_kind: str, game: Any) -> Recording:
        return cls(game_kind, json.loads(game.to_json()), game.clone(), [], [])

    def add(self, action: Any, actor: int) -> None:
        self.actions.append(str(action))
        self.actors.append(actor)

    def undo_to(self, count: int) -> None:
        """Forget actions taken back at the table (``count`` left)."""
        del self.actions[count:]
        del self.actors[count:]

    @property
    def learner(self) -> int:
        return self.actors[0] if self.actors else 0


# --- the goal menu ---------------------------------------------------------------------


def _woodland_candidates(game: Any, learner: int
                         ) -> Iterator[tuple[dict[str, Any], Callable[[], str]]]:
    """Root's goals, the more telling first: points, crafts, buildings,
    then warriors and rule (which most moves change on the way)."""
    from scenes.i18n import _
    from scenes.rules_text import BUILDINGS, FACTIONS, LEADERS, card_name, name_of
    from scenes.rules_text import COLUMNS as COLUMN_NAMES
    from scenes.rules_text import STEPS as PHASES

    def faction(f: str) -> str:
        return name_of(FACTIONS, f)

    factions = ("marquise", "eyrie")
    columns = ("recruit", "move", "battle", "build")
    for f in factions:
        for vp in range(30, 0, -1):
            yield ({"vp_at_least": {"faction": f, "vp": vp}},
                   lambda f=f, vp=vp: _("{faction}: at least {vp} VP").format(
                       faction=faction(f), vp=vp))
    position = game.to_position()
    for f in factions:
        for code in sorted(set((position.get("crafted") or {}).get(f) or [])):
            yield ({"crafted": {"faction": f, "card": code}},
                   lambda f=f, code=code: _("{faction}: {card} crafted").format(
                       faction=faction(f), card=card_name(code)))
    for piece in ("sawmill", "workshop", "recruiter", "roost"):
        for c in range(1, 13):
            for n in range(3, 0, -1):
                yield ({"pieces_at_least": {"clearing": c, "piece": piece, "count": n}},
                       lambda piece=piece, c=c, n=n: _(
                           "Clearing {c}: at least {n} × {building}").format(
                           c=c, n=n, building=name_of(BUILDINGS, piece)))
    for piece in ("sawmill", "workshop", "recruiter", "roost"):
        for n in range(7, 0, -1):
            yield ({"on_map_at_least": {"piece": piece, "count": n}},
                   lambda piece=piece, n=n: _("On the map: at least {n} × {building}").format(
                       n=n, building=name_of(BUILDINGS, piece)))
    for leader in LEADERS:
        yield ({"leader_is": {"leader": leader}},
               lambda leader=leader: _("The Eyrie's leader is the {leader}").format(
                   leader=name_of(LEADERS, leader)))
        yield ({"deposed": {"leader": leader}},
               lambda leader=leader: _("The {leader} is deposed").format(
                   leader=name_of(LEADERS, leader)))
    for column in columns:
        for n in range(6, 0, -1):
            yield ({"decree_holds": {"column": column, "count": n}},
                   lambda column=column, n=n: _(
                       "The Decree's {column} column holds at least {n} cards").format(
                       column=name_of(COLUMN_NAMES, column), n=n))
    for n in range(12, 0, -1):
        yield ({"decree_cards_at_least": {"count": n}},
               lambda n=n: _("The Decree holds at least {n} cards").format(n=n))
    for f in factions:
        for c in range(1, 13):
            yield ({"warriors_at_most": {"clearing": c, "faction": f, "count": 0}},
                   lambda f=f, c=c: _("{faction}: no warriors in clearing {c}").format(
                       faction=faction(f), c=c))
    for f in factions:
        for c in range(1, 13):
            for n in range(15, 0, -1):
                yield ({"warriors_at_least": {"clearing": c, "faction": f, "count": n}},
                       lambda f=f, c=c, n=n: _("{faction}: at least {n} warriors in "
                                               "clearing {c}").format(faction=faction(f), n=n, c=c))
    for f in factions:
        for c in range(1, 13):
            yield ({"rules": {"clearing": c, "faction": f}},
                   lambda f=f, c=c: _("Clearing {c} is ruled by {faction}").format(
                       faction=faction(f), c=c))
    for f in factions:
        for phase in ("birdsong", "daylight", "evening"):
            yield ({"phase_is": {"phase": phase, "turn": f}},
                   lambda f=f, phase=phase: _("{faction}: {phase} has begun").format(
                       faction=faction(f), phase=name_of(PHASES, phase)))


def _codex_candidates(game: Any, learner: int
                      ) -> Iterator[tuple[dict[str, Any], Callable[[], str]]]:
    """Codex's goals, said from the learner's side ("your", "the
    opponent's"): the table names the seats after the people at it, which
    a lesson file cannot know."""
    from scenes.codex.words import card_name_of, slot_name
    from scenes.i18n import _

    state = game.state
    names = [state.code[i] for i in range(len(state.code))]

    def base(seat: int, damage: int) -> str:
        text = (_("Your base has taken at least {damage} damage") if seat == learner
                else _("The opponent's base has taken at least {damage} damage"))
        return text.format(damage=damage)

    for seat in (1 - learner, learner):
        for damage in range(20, 0, -1):
            yield ({"base_damage_at_least": {"seat": seat, "damage": damage}},
                   lambda seat=seat, damage=damage: base(seat, damage))
    for card in range(len(names)):
        yield ({"in_zone": {"card": card, "zone": "discard"}},
               lambda card=card: _("{card} is in the discard pile").format(
                   card=card_name_of(names[card])))
    for seat in (learner, 1 - learner):
        for slot in ("squad_leader", "elite", "scavenger", "technician", "lookout"):
            for card in range(len(names)):
                yield ({"in_slot": {"seat": seat, "slot": slot, "card": card}},
                       lambda seat=seat, slot=slot, card=card: (
                           _("{card} patrols as your {slot}") if seat == learner
                           else _("{card} patrols as the opponent's {slot}")).format(
                           card=card_name_of(names[card]), slot=slot_name(slot)))
    for seat in (learner, 1 - learner):
        yield ({"patrol_locked": {"seat": seat}},
               lambda seat=seat: _("Your patrol is locked") if seat == learner
               else _("The opponent's patrol is locked"))


CANDIDATES = {"woodland": _woodland_candidates, "codex": _codex_candidates}
#: No more of one kind of goal than this in the menu, so that eight rows
#: are not all "clearing n is ruled".
PER_KIND = 2


def recorded_states(recording: Recording) -> list[Any]:
    """The games the lesson's goal is checked on before its last move: the
    start, and after each recorded action before the learner's last one (a
    goal met there would end the lesson before the demonstration does)."""
    learner_moves = [i for i, who in enumerate(recording.actors) if who == recording.learner]
    last = learner_moves[-1] if learner_moves else 0
    game = recording.start_game.clone()
    states = [game.clone()]
    for action in recording.actions[:last]:
        game.apply(action)
        states.append(game.clone())
    return states


def goal_choices(game_kind: str, start: Any, end: Any,
                 recording: Recording | None = None) -> list[GoalChoice]:
    """The conditions that hold at ``end`` and not at ``start`` (with a
    ``recording``: nor anywhere before its last move of the learner); of
    those that differ only in a number, the strongest (first generated)
    one; at most ``PER_KIND`` of a kind."""
    goals = goals_module(game_kind)
    before = recorded_states(recording) if recording is not None else [start]
    learner = recording.learner if recording is not None else 0
    out: list[GoalChoice] = []
    seen: set[str] = set()
    kinds: dict[str, int] = {}
    for condition, words in CANDIDATES[game_kind](end, learner):
        ((name, args),) = condition.items()
        family = name + json.dumps({k: v for k, v in args.items()
                                    if k not in ("vp", "count", "damage")}, sort_keys=True)
        if family in seen or kinds.get(name, 0) >= PER_KIND:
            continue
        test = goals.CONDITIONS[name]
        try:
            if test(end, args) and not any(test(g, args) for g in before):
                seen.add(family)
                kinds[name] = kinds.get(name, 0) + 1
                out.append(GoalChoice(condition, words))
        except (KeyError, IndexError, TypeError):
            continue
        if len(out) >= MAX_CHOICES:
            break
    return out


def in_each_language(words: Callable[[], str]) -> dict[str, str]:
    """``words`` said in every language of the app (a recorded lesson's
    goal reads in the learner's language, not the teacher's)."""
    from scenes import i18n

    current = i18n.language()
    try:
        out = {}
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            out[lang] = words()
        return out
    finally:
        i18n.set_language(current)


# --- the lesson file -------------------------------------------------------------------


def rules_of(game_kind: str, actions: Sequence[str]) -> list[str]:
    """The rule numbers the engine cites for these moves, in order, once each."""
    if game_kind == "codex":
        from game.codex.actions import Action as CodexAction
        from game.codex.lawbook import action_rule as codex_rule

        found = [codex_rule(CodexAction.parse(a)) for a in actions]
    else:
        from game.woodland.actions import Action
        from game.woodland.lawbook import action_rule

        found = [action_rule(Action.parse(a)) for a in actions]
    out: list[str] = []
    for rule in found:
        if rule and rule not in out:
            out.append(rule)
    return out or (["codex p.7"] if game_kind == "codex" else ["4.2"])


def lesson_data(recording: Recording, title: str, goal: Mapping[str, Any],
                lesson_id: str) -> dict[str, Any]:
    """The lesson file's object: texts inline (the same words in both
    languages: the teacher's), demo and replies from the recording."""
    learner = recording.learner
    demo = [a for a, who in zip(recording.actions, recording.actors, strict=True)
            if who == learner]
    replies = [a for a, who in zip(recording.actions, recording.actors, strict=True)
               if who != learner]

    from scenes.i18n import _

    def text(words: str) -> dict[str, str]:
        return {"en": words, "ru": words}

    return {
        "format": 1, "id": lesson_id, "game": recording.game_kind, "order": USER_ORDER,
        "rules": rules_of(recording.game_kind, recording.actions),
        "title": text(title),
        "rule_text": in_each_language(lambda: _(
            "A lesson recorded at the table: play the moves it shows (Show me plays them).")),
        "goal_text": text(title),
        "success": in_each_language(lambda: _("Well done: the goal is reached.")),
        "position": recording.start, "learner": learner,
        "goal": [dict(goal)], "replies": replies, "demo": demo,
    }


def save_lesson(recording: Recording, title: str, goal: Mapping[str, Any],
                goal_words: str | Mapping[str, str], folder: Path | None = None) -> Lesson:
    """Write the lesson to the user's folder and read it back with the loader
    (a file that would not load is removed again and the error raised)."""
    folder = folder or user_lessons_dir()
    folder.mkdir(parents=True, exist_ok=True)
    lesson_id = f"user-{time.strftime('%Y%m%d-%H%M%S')}-{len(recording.actions)}"
    data = lesson_data(recording, title, goal, lesson_id)
    data["goal_text"] = ({"en": goal_words, "ru": goal_words} if isinstance(goal_words, str)
                         else dict(goal_words))
    path = folder / f"{lesson_id}.json"
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    tmp.replace(path)
    try:
        lesson = load_lesson(path, builtin=False)
        from scenes.learn.lesson import play_demo

        game, run = play_demo(lesson)
        if not run.goal_met(game):
            raise LessonError(path, "demo", "the recorded moves do not reach the goal again")
        if run.demo_left:
            raise LessonError(path, "goal", "the goal is met before the recorded moves end")
    except LessonError:
        path.unlink(missing_ok=True)
        raise
    return lesson
