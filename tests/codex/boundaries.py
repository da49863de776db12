"""The Codex engine boundaries' promises, checked for one input at a time.

Issue 9's standard, as Root's engine boundaries keep it: whatever the input,
the answer is the documented refusal, and nothing in the game changes.
The fuzz tests (``test_fuzz_position.py``, ``test_fuzz_action_text.py``)
and the campaign in ``bench/fuzz.py`` feed the same functions, so the
campaign checks exactly what the suite checks, only more often:

* `try_position` — ``Game.from_position`` of a dict or JSON text refuses
  with a PositionError, or accepts a position the rules can go on from:
  the invariants of ``invariants.py`` hold (every card in exactly one zone,
  gold and damage within the box), ``legal_actions()`` is empty exactly when
  the game is over, and the position, and every one reached from it by
  `PLAY_STEPS` random legal actions, reads back from its own JSON text to
  the same state hash and the same legal actions.
* `try_action_text` — ``Action.parse``/``check``/``apply`` on a live
  position refuse with an IllegalAction whose rule and message key are in
  the engine's table (the text drawn short), the state hash unchanged; or
  accept an action that ``legal_actions()`` lists, and the game goes on.

A broken promise raises :class:`tests.fuzz_app.Finding` (``crash``, ``broken``,
``message`` or ``changed``), an AssertionError, so a fuzz test fails with it.
The inputs are real: positions and legal action texts of seeded random games
and of `rich_positions` (partners, tokens, a stolen unit, add-ons, heroes at
max level, a position at the reader's limits), damaged by the engine
mutators of ``tests/fuzzing.py``.
"""

from __future__ import annotations

import copy
import functools
import json
import random
from typing import Any

from game.codex.actions import Action
from game.codex.game import Game
from game.codex.messages import MESSAGES
from game.codex.state import TURN_LIMIT
from game.common.errors import IllegalAction, PositionError
from saves.errors import printable
from tests.fuzz_app import Finding, _crash, apply_refuses_too
from tests.fuzzing import (
    HUGE,
    JUNK,
    decisions_along,
    mutate_action_text,
    mutate_json,
    mutate_text,
    nudge_json,
)

from .invariants import check_invariants
from .scenario import Scenario

PLAY_STEPS = 6  # random legal actions played from an accepted position
MAX_REFUSAL = 300  # characters: a refusal's text is drawn in a toast
# Argument values no text can express: an Action built in code may hold them.
ODD_ARGS = JUNK + HUGE + (-1, -38, 10**9, 2**64, b"5", (1,), [1], {"a": 1}, object(), 1.0, "Base",
                          "tech9", "x" * 500)


# --- the real inputs -------------------------------------------------------------------

def rich_positions() -> list[str]:
    """Hand-built positions with what random games seldom reach: Two Step
    partners, Dancer and Angry Dancer tokens, a stolen unit, a Tower and a
    Surplus, heroes at their max level, every patrol slot filled, started
    buildings, a hero on cooldown."""
    out = []
    sc = Scenario(turn=1)
    sc.gold(1, 7).workers(1, 9).building(1, "tech1").building(1, "tech2", damage=2)
    sc.building(1, "tower", state="started")
    sc.hero(1, level=5)
    a = sc.unit(1, "older_brother")
    b = sc.unit(1, "fruit_ninja", damage=1)
    sc.two_step(1, a, b)
    sc.ongoing(1, "harmony")
    sc.token(1, "dancer")
    sc.token(1, "angry_dancer", exhausted=True)
    sc.unit(1, "iron_man", owner=0, fresh=True)  # stolen by Final Smash
    sc.unit(0, "eggship", patrol="squad_leader")
    sc.unit(0, "revolver_ocelot", patrol="elite", damage=2)
    sc.unit(0, "hired_stomper", patrol="scavenger")
    sc.unit(0, "helpful_turtle", patrol="technician", runes=1)
    sc.hero(0, level=8, patrol="lookout")
    sc.building(0, "tech1").building(0, "tech2").building(0, "surplus", damage=1)
    sc.hand(1, "spark", "bloom", "cloud_sprite").hand(0, "wither")
    sc.discard(1, "appel_stomp", "tenderfoot").set(1, hired=True)
    out.append(json.dumps(sc.pos))
    sc = Scenario(turn=0, phase="tech", turn_number=9)
    sc.gold(0, 3).workers(0, 10).building(0, "tech1").building(0, "tech2").building(0, "tech3")
    sc.set(0, hero_ready=11, paid=[True, True, True])
    sc.unit(0, "trojan_duck", exhausted=True)
    sc.unit(1, "backstabber", patrol="squad_leader")
    sc.unit(1, "leaping_lizard", patrol="lookout")
    sc.hero(1, level=3, patrol="elite")
    sc.hand(0, "spark").empty_deck(0)
    out.append(json.dumps(sc.pos))
    # at the reader's limits (issue 16.9): the last counted turn, a cooldown
    # four turns ahead, full gold and 100 workers; this turn's changes as far
    # as the gold spent allows, bases at 19, a card one damage from dying
    sc = Scenario(turn=1, turn_number=TURN_LIMIT)
    sc.gold(1, 15).gold(0, 20).workers(0, 100).set(0, hero_ready=TURN_LIMIT + 4)
    sc.base_damage(0, 19).base_damage(1, 19).building(0, "tech1", damage=4)
    sc.hero(1, level=1)
    sc.unit(0, "iron_man", temp_atk=-20, temp_hp=-2, damage=1, patrol="squad_leader")
    sc.unit(1, "tenderfoot", runes=1, temp_atk=-4)
    sc.hand(1, "wither", "discord", "spark", "two_step")
    out.append(json.dumps(sc.pos))
    return out


@functools.cache
def real_positions() -> tuple[str, ...]:
    """Positions as JSON text (immutable): every tech decision and every 12th
    other decision of seeded random games, their ends, and `rich_positions`."""
    out = []
    for seed in (1, 2, 3, 4):
        rnd = random.Random(seed)
        game = Game.new(seed=seed)
        n = 0
        while not game.is_over:
            if game.state.phase == "tech" or n % 12 == 0:
                out.append(game.to_json())
            game.apply(rnd.choice(game.legal_actions()))
            n += 1
        out.append(game.to_json())
    return tuple(out + rich_positions())


@functools.cache
def decisions() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(position JSON, its legal action texts) along seeded random games and
    at the undecided `rich_positions`."""
    out = decisions_along(lambda seed: Game.new(seed=seed), 5)
    for text in rich_positions():
        game = Game.from_position(text)
        out.append((game.to_json(), tuple(str(a) for a in game.legal_actions())))
    return tuple(out)


# --- making damaged inputs -------------------------------------------------------------

def damaged_position(rnd: random.Random) -> Any:
    """A real position damaged 1-3 times: as data by ``mutate_json`` (type
    swaps, deletions, huge and odd numbers, nesting, moved values) or
    ``nudge_json`` (plausible: counts off by a few, flags flipped, cards
    moved, strings swapped), or as JSON text by ``mutate_text``."""
    text = rnd.choice(real_positions())
    roll = rnd.random()
    if roll < 0.15:
        for _ in range(rnd.randrange(1, 4)):
            text = mutate_text(text, rnd)
        return text
    data = json.loads(text)
    mutate = mutate_json if roll < 0.6 else nudge_json
    for _ in range(rnd.randrange(1, 4)):
        data = mutate(data, rnd)
    return data


def damaged_action(rnd: random.Random) -> tuple[int, Action | str]:
    """(index into `decisions`, input): a legal action text damaged once or
    twice by ``mutate_action_text``, or (one time in six) a legal action
    built in code with one argument swapped for a value no text expresses."""
    index = rnd.randrange(len(decisions()))
    texts = decisions()[index][1]
    text = rnd.choice(texts)
    if rnd.random() < 1 / 6:
        return index, odd_action(Action.parse(text), rnd)
    for _ in range(rnd.randrange(1, 3)):
        text = mutate_action_text(text, rnd)
    return index, text


def odd_action(real: Action, rnd: random.Random) -> Action:
    """``real`` with its verb or one argument replaced by an odd value."""
    if rnd.random() < 0.1:
        return Action(rnd.choice(ODD_ARGS), real.args)
    args = list(real.args) or [None]
    args[rnd.randrange(len(args))] = rnd.choice(ODD_ARGS)
    return Action(real.verb, tuple(args))


# --- positions -------------------------------------------------------------------------

def try_position(data: Any, kept: Any, rnd: random.Random) -> str:
    """"refused" (a PositionError) or "accepted" (and sound, see the module
    docstring); ``kept`` is a deep copy of ``data`` made beforehand, to see
    that the reader leaves its input alone."""
    try:
        game = Game.from_position(data)
    except PositionError as err:
        if not isinstance(err.field, str) or not err.field or len(str(err)) > MAX_REFUSAL:
            raise Finding("message", f"refusal without a short field: {_short(err)}") from None
        outcome = "refused"
    except Exception as exc:
        raise _crash(exc) from None
    else:
        outcome = "accepted"
        play_sound(game, rnd)
    if data is not kept and data != kept:  # (NaN != NaN; deepcopy keeps a float itself)
        raise Finding("changed", "from_position changed the data it was given")
    return outcome


def play_sound(game: Game, rnd: random.Random, steps: int = PLAY_STEPS) -> None:
    """The accepted position and the next ``steps`` reached by random legal
    actions keep the invariants and read back from their own text."""
    for step in range(steps + 1):
        try:
            check_invariants(game)
            again = Game.from_position(game.to_json())
            if again.state_hash() != game.state_hash():
                raise AssertionError("its own position text reads back as another game")
            if again.legal_actions() != game.legal_actions():
                raise AssertionError("read back, it offers other legal actions")
            if game.is_over:
                return
            action = rnd.choice(game.legal_actions())
            game.apply(action)
        except Exception as exc:
            where = "accepted" if step == 0 else f"accepted, {step} actions later"
            raise Finding("broken", f"{where}: {type(exc).__name__}: {_short(exc)}") from None


# --- action text ----------------------------------------------------------------------

@functools.cache
def _decision_game(index: int) -> Game:
    return Game.from_position(decisions()[index][0])


def try_action_text(index: int, action: Action | str) -> str:
    """Apply ``action`` (text, or an Action built in code) at decision
    ``index``: "refused" or "accepted" as the module docstring promises."""
    game = _decision_game(index).clone()
    before = game.state_hash()
    try:
        game.check(action)
    except IllegalAction as err:
        _refusal_shown(err)
        if game.state_hash() != before:
            raise Finding("changed", f"check refused {_short(action)} but the game changed"
                          ) from None
        if isinstance(action, Action) and _listed(action, game.legal_actions()):
            raise Finding("broken", f"check refused the listed {_short(action)}") from None
        return apply_refuses_too(game, action, before, _short(action))
    except Exception as exc:
        raise _crash(exc) from None
    parsed = action if isinstance(action, Action) else Action.parse(action)
    if isinstance(action, str) and str(parsed) != action:  # one text per action (issue 16)
        raise Finding("broken", f"read {_short(action)!r} as {_short(parsed)!r}, "
                      "not the text it writes")
    if parsed not in game.legal_actions():
        raise Finding("broken", f"check accepted {_short(action)}, which is not listed")
    try:
        game.apply(action)
        if Action.parse(game.log[-1]) != parsed or not all(
                type(x) in (int, str) for x in game.history[-1].args):
            raise AssertionError(f"the log reads {game.log[-1]!r}, not the listed action")
        game.legal_actions()
        if Game.from_position(game.to_json()).state_hash() != game.state_hash():
            raise AssertionError("the position after it reads back as another game")
    except Exception as exc:
        raise Finding("broken", f"accepted {_short(action)}, then {type(exc).__name__}: "
                      f"{_short(exc)}") from None
    return "accepted"


def _listed(action: Action, legal: list[Action]) -> bool:
    """``action`` is in ``legal`` with the same types (not only ``==``:
    ``True == 1`` and ``34.0 == 34``, and those are refused)."""
    return any(a == action and type(a.verb) is type(action.verb) and all(
        type(x) is type(y) for x, y in zip(a.args, action.args, strict=True)) for a in legal)


def _refusal_shown(err: IllegalAction) -> None:
    """A refusal names a rule and a key of the table, and its text is short."""
    if not (isinstance(err.rule, str) and err.rule and err.key in MESSAGES):
        raise Finding("message", f"refusal with rule {err.rule!r} and unknown key {err.key!r}")
    try:
        MESSAGES[err.key].format(**err.params)
    except Exception as exc:  # the table's text cannot show these parameters
        raise Finding("message", f"{err.key} cannot be filled in: {type(exc).__name__}"
                      ) from None
    if len(str(err)) > MAX_REFUSAL:
        raise Finding("message", f"refusal text not drawn short: {_short(err)}")


def _short(value: Any, limit: int = 160) -> str:
    try:
        text = value if isinstance(value, str) else str(value)
    except Exception as exc:  # a 5000-digit int, an object whose str() raises
        text = f"<{type(value).__name__}: {type(exc).__name__}>"
    return printable(text[:limit])


def with_copy(data: Any) -> tuple[Any, Any]:
    """(data, a deep copy of it), the copy telling whether a reader changed it."""
    return data, copy.deepcopy(data)
