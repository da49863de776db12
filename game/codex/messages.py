"""Message keys of every Codex refusal, with their English default texts.

The UI translates ``key`` and fills ``{params}``; the rule reference travels
separately on :class:`~game.common.errors.IllegalAction` ("codex p.7" for
the patrol zone and attacks, the seed's page; "codex 2.4" etc. for the
sections of spec/codex.md that complete it). Keys shared with Root's table
(``action.*``, ``game.over``, ``card.*``) mean the same there.
"""

from __future__ import annotations

from game.common.errors import register_messages

MESSAGES: dict[str, str] = {
    # notation / general
    "action.malformed": "This is not an action: {text}.",
    "action.unknown_verb": "Unknown action '{verb}'.",
    "action.bad_arguments": "Wrong arguments for '{verb}': {text}.",
    "action.not_now": "'{action}' cannot be taken now ({step}).",
    "game.over": "The game is over.",
    "turn.not_your_decision": "It is not {player}'s decision now.",
    "undo.nothing": "Nothing to undo since the last irreversible step.",
    "card.unknown": "Unknown card '{card}'.",
    "card.not_in_hand": "You do not hold {card}.",
    # 2.1 tech
    "tech.first": "First put cards from your codex into your discard pile (tech).",
    "tech.not_now": "Cards are teched only at the start of your turn.",
    "tech.two_cards": "Tech {count} cards from your codex.",
    "tech.not_in_codex": "Your codex does not hold {card}.",
    # 2.4 main phase, gold
    "gold.not_enough": "That costs {cost} gold; you have {gold}.",
    "gold.resist": "With resist that costs {cost} gold; you have {gold}.",
    "worker.once_per_turn": "You may hire only one worker a turn.",
    "play.needs_hero": "A spell needs one of your heroes in play.",
    "play.needs_spec_hero": "{card} needs a hero of its spec in play.",
    "play.needs_max_hero": "An ultimate spell needs your hero at max level since the start "
                           "of the turn.",
    "play.needs_tech": "{card} needs a finished Tech {tech} building.",
    "hero.in_play": "Your hero is already in play.",
    "hero.not_in_play": "Your hero is not in play.",
    "hero.cooldown": "Your hero died recently; it can be summoned again from turn {turn}.",
    "hero.max_level": "Your hero is at its max level ({level}).",
    "use.not_yours": "You control no card {card} in play.",
    "use.no_ability": "Card {card} has no ability to use now.",
    # 3 buildings
    "build.unknown": "Unknown building '{building}'.",
    "build.exists": "You already have a {building}.",
    "build.workers": "A {building} needs {need} workers.",
    "build.needs_previous": "A {building} needs a finished {previous}.",
    # not a refusal: the warning before an add-on replaces the standing one
    "build.replaces": "Replaces your {building}: it is destroyed and your base takes "
                      "{damage} damage.",
    # Codex p.7 patrol zone
    "patrol.not_yours": "You control no unit or hero {card} in play.",
    "patrol.units_only": "Only units and heroes patrol; buildings and spells never do.",
    "patrol.exhausted": "Exhausted units and heroes cannot patrol.",
    "patrol.slot_taken": "{card} holds the {slot} slot: move it to another slot or out of "
                         "the patrol zone first.",
    "patrol.from_hand": "{card} is in your hand: play it first, then drag it into a patrol "
                        "slot.",
    "patrol.unknown_slot": "There is no patrol slot '{slot}'.",
    "patrol.not_staged": "Card {card} is not in your patrol zone.",
    # Codex p.7 attacks
    "attack.not_yours": "You control no unit or hero {card} in play.",
    "attack.exhausted": "Exhausted units and heroes cannot attack or use exhaust abilities.",
    "attack.arrived_this_turn": "Only cards you controlled at the start of the turn can "
                                "attack or exhaust (unless they have haste).",
    "attack.readiness_once": "A card with readiness attacks at most once a turn.",
    "attack.no_such_target": "The opponent has no {target} to attack.",
    "attack.no_health": "{target} has no health to lose: only units, heroes and buildings "
                        "can be attacked.",
    "attack.squad_leader_first": "You must attack the Squad Leader first.",
    "attack.patroller_first": "You must attack one of the patrollers first.",
    "attack.cannot_reach_flier": "Only flying or anti-air attackers can attack a flier.",
    "attack.invisible": "An invisible card can be attacked only while it patrols.",
    "attack.bad_choice": "That choice does not fit this attack: {text}.",
    # 7 card texts: what a spell, an arrival or an ability may target
    "target.invalid": "{card} cannot target that: {text}.",
    "target.needed": "{card} needs a target that its text names: play it onto that target.",
    "target.flagbearer": "{card} must target an enemy flagbearer.",
    "target.partners": "{card} makes partners of two of your units that have no partner.",
}

register_messages(MESSAGES)

# Display names of the words message parameters carry ({slot}, {building},
# {previous}); the UI translates them like the texts above.
NAMES: dict[str, str] = {
    "squad_leader": "Squad Leader",
    "elite": "Elite",
    "scavenger": "Scavenger",
    "technician": "Technician",
    "lookout": "Lookout",
    "base": "base",
    "tech1": "Tech I building",
    "tech2": "Tech II building",
    "tech3": "Tech III building",
    "tower": "Tower",
    "surplus": "Surplus",
}


def render(key: str, params: dict) -> str:
    """English text of a message (unknown keys show as themselves)."""
    text = MESSAGES.get(key, key)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text
