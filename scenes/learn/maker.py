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


def _woodland_candidates(game: Any) -> Iterator[tuple[dict[str, Any], Callable[[], str]]]:
    from scenes.i18n import _
    from scenes.rules_text import FACTIONS, LEADERS, card_name, name_of

    def faction(f: str) -> str:
        return name_of(FACTIONS, f)

    factions = ("marquise", "eyrie")
    for f in factions:
        for c in range(1, 13):
            yield ({"rules": {"clearing": c, "faction": f}},
                   lambda f=f, c=c: _("Clearing {c} is ruled by {faction}").format(
                       faction=faction(f), c=c))
    for f in factions:
        for vp in range(30, 0, -1):
            yield ({"vp_at_least": {"faction": f, "vp": vp}},
                   lambda f=f, vp=vp: _("{faction}: at least {vp} VP").format(
                       faction=faction(f), vp=vp))
    for f in factions:
        for c in range(1, 13):
            for n in range(15, 0, -1):
                yield ({"warriors_at_least": {"clearing": c, "faction": f, "count": n}},
                       lambda f=f, c=c, n=n: _("{faction}: at least {n} warriors in "
                                               "clearing {c}").format(faction=faction(f), n=n, c=c))
    for f in factions:
        for c in range(1, 13):
            yield ({"warriors_at_most": {"clearing": c, "faction": f, "count": 0}},
                   lambda f=f, c=c: _("{faction}: no warriors in clearing {c}").format(
                       faction=faction(f), c=c))
    position = game.to_position()
    for f in factions:
        for code in sorted(set((position.get("crafted") or {}).get(f) or [])):
            yield ({"crafted": {"faction": f, "card": code}},
                   lambda f=f, code=code: _("{faction}: {card} crafted").format(
                       faction=faction(f), card=card_name(code)))
    for n in range(12, 0, -1):
        yield ({"decree_cards_at_least": {"count": n}},
               lambda n=n: _("The Decree holds at least {n} cards").format(n=n))
    for leader in LEADERS:
        yield ({"leader_is": {"leader": leader}},
               lambda leader=leader: _("The Eyrie's leader is the {leader}").format(
                   leader=name_of(LEADERS, leader)))


def _codex_candidates(game: Any) -> Iterator[tuple[dict[str, Any], Callable[[], str]]]:
    from scenes.codex.words import slot_name
    from scenes.i18n import _

    state = game.state
    names = [state.code[i] for i in range(len(state.code))]
    from scenes.codex.words import card_name_of

    for seat in (0, 1):
        for slot in ("squad_leader", "elite", "scavenger", "technician", "lookout"):
            for card in range(len(names)):
                yield ({"in_slot": {"seat": seat, "slot": slot, "card": card}},
                       lambda seat=seat, slot=slot, card=card: _(
                           "{card} patrols as {slot} for player {n}").format(
                           card=card_name_of(names[card]), slot=slot_name(slot), n=seat + 1))
    for seat in (0, 1):
        for damage in range(20, 0, -1):
            yield ({"base_damage_at_least": {"seat": seat, "damage": damage}},
                   lambda seat=seat, damage=damage: _(
                       "Player {n}'s base has taken at least {damage} damage").format(
                       n=seat + 1, damage=damage))
    for card in range(len(names)):
        yield ({"in_zone": {"card": card, "zone": "discard"}},
               lambda card=card: _("{card} is in the discard pile").format(
                   card=card_name_of(names[card])))
    for seat in (0, 1):
        yield ({"patrol_locked": {"seat": seat}},
               lambda seat=seat: _("Player {n}'s patrol is locked").format(n=seat + 1))


CANDIDATES = {"woodland": _woodland_candidates, "codex": _codex_candidates}


def goal_choices(game_kind: str, start: Any, end: Any) -> list[GoalChoice]:
    """The conditions that hold at ``end`` and not at ``start``; of those
    that differ only in a number, the strongest (first generated) one."""
    goals = goals_module(game_kind)
    out: list[GoalChoice] = []
    seen: set[str] = set()
    for condition, words in CANDIDATES[game_kind](end):
        ((name, args),) = condition.items()
        family = name + json.dumps({k: v for k, v in args.items()
                                    if k not in ("vp", "count", "damage")}, sort_keys=True)
        if family in seen:
            continue
        test = goals.CONDITIONS[name]
        try:
            if test(end, args) and not test(start, args):
                seen.add(family)
                out.append(GoalChoice(condition, words))
        except (KeyError, IndexError, TypeError):
            continue
        if len(out) >= MAX_CHOICES:
            break
    return out


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

    def text(words: str) -> dict[str, str]:
        return {"en": words, "ru": words}

    return {
        "format": 1, "id": lesson_id, "game": recording.game_kind, "order": USER_ORDER,
        "rules": rules_of(recording.game_kind, recording.actions),
        "title": text(title), "rule_text": text(title), "goal_text": text(title),
        "success": text(title), "position": recording.start, "learner": learner,
        "goal": [dict(goal)], "replies": replies, "demo": demo,
    }


def save_lesson(recording: Recording, title: str, goal: Mapping[str, Any],
                goal_words: str, folder: Path | None = None) -> Lesson:
    """Write the lesson to the user's folder and read it back with the loader
    (a file that would not load is removed again and the error raised)."""
    folder = folder or user_lessons_dir()
    folder.mkdir(parents=True, exist_ok=True)
    lesson_id = f"user-{time.strftime('%Y%m%d-%H%M%S')}-{len(recording.actions)}"
    data = lesson_data(recording, title, goal, lesson_id)
    data["goal_text"] = {"en": goal_words, "ru": goal_words}
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
    except LessonError:
        path.unlink(missing_ok=True)
        raise
    return lesson
