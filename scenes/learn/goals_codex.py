"""What a Codex lesson may ask for, and what its table may mark (issue 19).

A lesson's goal and fail conditions are named, declarative tests of the
Codex engine's public state — ``Game.to_position()``, ``Game.facts()`` and
the action log ``Game.history`` — never a rule worked out again: whether an
attack was allowed, what the armor absorbed or where a dead unit went is
the engine's answer, read off the state it leaves. `scenes.learn.lesson`
combines these with ``all`` / ``any`` / ``not``.

Conditions (``{"name": {args}}``; seats are 0 and 1, cards the engine's ids):

=========================== ===================================================
``in_slot``                 ``{"seat", "slot"?, "card"?}``: that seat's patrol
                            zone holds ``card`` in ``slot`` (either may be left
                            out: any card there / the card in any slot)
``slot_empty``              ``{"seat", "slot"}``
``patrol_locked``           ``{"seat"}``: the seat's arrangement is locked (it
                            is the other player's turn, Codex p.7)
``base_damage_at_least``    ``{"seat", "damage"}``
``building_damage_at_least`` ``{"seat", "building", "damage"}``
``card_damage_at_least``    ``{"card", "damage"}`` (a card in play)
``in_zone``                 ``{"card", "zone"}``: deck, hand, discard, workers,
                            codex, play or command (a hero out of play)
``exhausted`` / ``ready``   ``{"card"}``: a card in play, exhausted or not
``attacked``                ``{"target", "attacker"?}``: an attack on ``target``
                            (a card id or a building word) was made this game
``atk_at_least``            ``{"card", "atk"}``: its attack now (facts())
``gold_at_least``           ``{"seat", "gold"}``
``workers_at_least``        ``{"seat", "workers"}``
``hand_at_least``           ``{"seat", "cards"}``
``phase_is``                ``{"phase"}``: tech, main or over
``turn_is``                 ``{"seat"}``: whose turn it is
``turn_number_at_least``    ``{"turn"}``
``winner``                  ``{"seat"}``
=========================== ===================================================

Targets the table marks: ``{"slot": [seat, slot]}``, ``{"unit": id}`` (any
card in play, a hero too), ``{"building": [seat, building]}``,
``{"hero": seat}``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.codex.state import N_IDS, SLOTS

BUILDINGS = ("base", "tech1", "tech2", "tech3", "addon")
ZONES = ("deck", "hand", "discard", "workers", "codex", "play", "command")
PHASES = ("tech", "main", "over")
ATTACK_WORDS = ("base", "tech1", "tech2", "tech3", "tower", "surplus")
HERO_OFFSET = 34
PER_PLAYER = N_IDS // 2


def _player(game: Any, seat: int) -> dict[str, Any]:
    return game.to_position()["players"][seat]


def _zone_of(game: Any, card: int) -> str:
    """Where ``card`` is: a zone of its owner's, ``play`` (under either
    player), or ``command`` for a hero in no list."""
    pos = game.to_position()
    for player in pos["players"]:
        if card in player["play"]:
            return "play"
    owner = pos["players"][card // PER_PLAYER]
    for zone in ("deck", "hand", "discard", "workers", "codex"):
        if card in owner[zone]:
            return zone
    return "command" if card % PER_PLAYER == HERO_OFFSET else "none"


def _card(game: Any, card: int) -> dict[str, Any] | None:
    return game.to_position()["cards"].get(str(card))


def in_slot(game: Any, args: Mapping[str, Any]) -> bool:
    patrol = _player(game, args["seat"])["patrol"]
    slots = [args["slot"]] if "slot" in args else list(SLOTS)
    if "card" in args:
        return any(patrol[s] == args["card"] for s in slots)
    return any(patrol[s] is not None for s in slots)


def slot_empty(game: Any, args: Mapping[str, Any]) -> bool:
    return _player(game, args["seat"])["patrol"][args["slot"]] is None


def patrol_locked(game: Any, args: Mapping[str, Any]) -> bool:
    """The arrangement locks when its player's main phase ends and stays
    until that player's next turn (Codex p.7): it is locked exactly while
    the other player is the one to act."""
    return game.to_act == 1 - args["seat"]


def base_damage_at_least(game: Any, args: Mapping[str, Any]) -> bool:
    return _player(game, args["seat"])["buildings"]["base"]["damage"] >= args["damage"]


def building_damage_at_least(game: Any, args: Mapping[str, Any]) -> bool:
    building = _player(game, args["seat"])["buildings"][args["building"]]
    return building["damage"] >= args["damage"]


def card_damage_at_least(game: Any, args: Mapping[str, Any]) -> bool:
    card = _card(game, args["card"])
    return card is not None and card["damage"] >= args["damage"]


def in_zone(game: Any, args: Mapping[str, Any]) -> bool:
    return _zone_of(game, args["card"]) == args["zone"]


def exhausted(game: Any, args: Mapping[str, Any]) -> bool:
    card = _card(game, args["card"])
    return card is not None and card["exhausted"]


def ready(game: Any, args: Mapping[str, Any]) -> bool:
    card = _card(game, args["card"])
    return card is not None and not card["exhausted"]


def attacked(game: Any, args: Mapping[str, Any]) -> bool:
    """An attack on ``target`` (by ``attacker``) is in the game's log: the
    engine only logs the attacks it accepted."""
    for action in game.history:
        if action.verb != "attack" or len(action.args) < 2:
            continue
        if action.args[1] == args["target"] and args.get("attacker", action.args[0]) \
                == action.args[0]:
            return True
    return False


def atk_at_least(game: Any, args: Mapping[str, Any]) -> bool:
    card = game.facts()["cards"].get(str(args["card"]))
    return card is not None and card["atk"] >= args["atk"]


def gold_at_least(game: Any, args: Mapping[str, Any]) -> bool:
    return _player(game, args["seat"])["gold"] >= args["gold"]


def workers_at_least(game: Any, args: Mapping[str, Any]) -> bool:
    player = _player(game, args["seat"])
    return player["start_workers"] + len(player["workers"]) >= args["workers"]


def hand_at_least(game: Any, args: Mapping[str, Any]) -> bool:
    return len(_player(game, args["seat"])["hand"]) >= args["cards"]


def phase_is(game: Any, args: Mapping[str, Any]) -> bool:
    return game.to_position()["phase"] == args["phase"]


def turn_is(game: Any, args: Mapping[str, Any]) -> bool:
    return game.to_act == args["seat"]


def turn_number_at_least(game: Any, args: Mapping[str, Any]) -> bool:
    return game.to_position()["turn_number"] >= args["turn"]


def winner(game: Any, args: Mapping[str, Any]) -> bool:
    return game.winner == args["seat"]


CONDITIONS: dict[str, Callable[[Any, Mapping[str, Any]], bool]] = {
    "in_slot": in_slot,
    "slot_empty": slot_empty,
    "patrol_locked": patrol_locked,
    "base_damage_at_least": base_damage_at_least,
    "building_damage_at_least": building_damage_at_least,
    "card_damage_at_least": card_damage_at_least,
    "in_zone": in_zone,
    "exhausted": exhausted,
    "ready": ready,
    "attacked": attacked,
    "atk_at_least": atk_at_least,
    "gold_at_least": gold_at_least,
    "workers_at_least": workers_at_least,
    "hand_at_least": hand_at_least,
    "phase_is": phase_is,
    "turn_is": turn_is,
    "turn_number_at_least": turn_number_at_least,
    "winner": winner,
}

TARGETS = frozenset({"slot", "unit", "building", "hero"})


# --- checking a lesson's data -------------------------------------------------------


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 1000


def _seat(value: Any) -> bool:
    return value in (0, 1) and not isinstance(value, bool)


def _card_id(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < N_IDS


def _target(value: Any) -> bool:
    return _card_id(value) or value in ATTACK_WORDS


# Each argument's check and how a problem names it.
ARGUMENTS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "seat": (_seat, "the seat 0 or 1"),
    "slot": (lambda v: v in SLOTS, "a patrol slot (" + ", ".join(SLOTS) + ")"),
    "card": (_card_id, f"a card id from 0 to {N_IDS - 1}"),
    "attacker": (_card_id, f"a card id from 0 to {N_IDS - 1}"),
    "target": (_target, "a card id or a building (" + ", ".join(ATTACK_WORDS) + ")"),
    "building": (lambda v: v in BUILDINGS, "a building (" + ", ".join(BUILDINGS) + ")"),
    "zone": (lambda v: v in ZONES, "a zone (" + ", ".join(ZONES) + ")"),
    "phase": (lambda v: v in PHASES, "a phase (" + ", ".join(PHASES) + ")"),
    "damage": (_count, "a whole number from 0 to 1000"),
    "atk": (_count, "a whole number from 0 to 1000"),
    "gold": (_count, "a whole number from 0 to 1000"),
    "workers": (_count, "a whole number from 0 to 1000"),
    "cards": (_count, "a whole number from 0 to 1000"),
    "turn": (_count, "a whole number from 0 to 1000"),
}

# condition -> (required arguments, optional ones)
SIGNATURES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "in_slot": (("seat",), ("slot", "card")),
    "slot_empty": (("seat", "slot"), ()),
    "patrol_locked": (("seat",), ()),
    "base_damage_at_least": (("seat", "damage"), ()),
    "building_damage_at_least": (("seat", "building", "damage"), ()),
    "card_damage_at_least": (("card", "damage"), ()),
    "in_zone": (("card", "zone"), ()),
    "exhausted": (("card",), ()),
    "ready": (("card",), ()),
    "attacked": (("target",), ("attacker",)),
    "atk_at_least": (("card", "atk"), ()),
    "gold_at_least": (("seat", "gold"), ()),
    "workers_at_least": (("seat", "workers"), ()),
    "hand_at_least": (("seat", "cards"), ()),
    "phase_is": (("phase",), ()),
    "turn_is": (("seat",), ()),
    "turn_number_at_least": (("turn",), ()),
    "winner": (("seat",), ()),
}


def _condition_problem(name: str, args: Any) -> str | None:
    required, optional = SIGNATURES[name]
    if not isinstance(args, dict):
        return "takes an object of " + ", ".join(required + optional)
    missing = [a for a in required if a not in args]
    if missing:
        return f"needs {', '.join(missing)}"
    unknown = sorted(set(args) - set(required) - set(optional))
    if unknown:
        return f"unknown argument {unknown[0]!r} (takes {', '.join(required + optional)})"
    for key, value in args.items():
        check, wanted = ARGUMENTS[key]
        if not check(value):
            return f"{key} must be {wanted}, not {value!r}"
    if name == "in_slot" and "slot" not in args and "card" not in args:
        return "needs a slot, a card or both"
    return None


def _target_problem(name: str, args: Any) -> str | None:
    if name == "unit":
        return None if _card_id(args) else f"must be a card id from 0 to {N_IDS - 1}"
    if name == "hero":
        return None if _seat(args) else "must be the seat 0 or 1"
    words = SLOTS if name == "slot" else BUILDINGS
    if not (isinstance(args, list) and len(args) == 2 and _seat(args[0]) and args[1] in words):
        return f"must be [seat, {name}] with a {name} among {', '.join(words)}"
    return None


def validate(kind: str, name: str, args: Any) -> str | None:
    """What is wrong with one condition (``kind`` "condition") or highlight
    target ("target") of a lesson file, or None when it is sound."""
    if kind == "condition":
        if name not in CONDITIONS:
            return f"unknown condition (known: {', '.join(sorted(CONDITIONS))})"
        return _condition_problem(name, args)
    if name not in TARGETS:
        return f"unknown target (known: {', '.join(sorted(TARGETS))})"
    return _target_problem(name, args)
