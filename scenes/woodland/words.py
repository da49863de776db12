"""Actions and events in words, with the rule that fired, for the log panel.

The engine speaks in action texts (``move 1 5 2``) and event tuples
(``("dice", 5, 0, 3, 1, 3, 1)``); the log shows each as a sentence in the
player's language with the rule number beside it. The sentences are ours
(translated); the rule numbers are the engine's (`game.woodland.lawbook`,
the same numbers its refusals cite), so no number is kept twice.
"""

from __future__ import annotations

import contextlib

from game.woodland.actions import Action
from game.woodland.errors import IllegalAction
from game.woodland.lawbook import action_rule, event_rule, resolves_decree
from scenes.i18n import N_, _, ngettext
from scenes.rules_text import (
    BUILDINGS,
    COLUMNS,
    FACTIONS,
    LEADERS,
    SUITS,
    card_name,
    message,
    name_of,
)

FACTION_OF = ("marquise", "eyrie")

# verb -> English template; the Eyrie's Decree forms (``_eyrie``) where they differ.
# The rule each one cites is the engine's (`game.woodland.lawbook`).
MOVE_KEYS = ("move", "move_eyrie")  # their words are _move_words', by how many move


def _move_words(key: str, n: int) -> str:
    """A move's words, in the plural its count needs."""
    if key == "move_eyrie":
        return ngettext("moved {count} warrior from clearing {0} to {1} (Decree)",
                        "moved {count} warriors from clearing {0} to {1} (Decree)", n)
    return ngettext("moved {count} warrior from clearing {0} to {1}",
                    "moved {count} warriors from clearing {0} to {1}", n)


ACTION_WORDS: dict[str, str] = {
    "keep": N_("placed the keep in clearing {0}"),
    "place": N_("placed a starting {building} in clearing {1}"),
    "leader": N_("chose the {leader} as leader"),
    "wood": N_("placed wood at the sawmill in clearing {0}"),
    "royal_claim": N_("discarded Royal Claim: 1 VP per ruled clearing"),
    "stand_and_deliver": N_("used Stand and Deliver!"),
    "decree": N_("added {card} to the {column} column"),
    "roost": N_("placed a new roost in clearing {0}"),
    "end": N_("ended the phase"),
    "craft": N_("crafted {card}"),
    "battle": N_("battled in clearing {0}"),
    "recruit": N_("recruited at the recruiters"),
    "recruit_eyrie": N_("recruited in clearing {0}"),
    "build": N_("built a {building} in clearing {1}"),
    "build_eyrie": N_("built a roost in clearing {0}"),
    "battle_eyrie": N_("battled in clearing {0} (Decree)"),
    "overwork": N_("overworked the sawmill in clearing {0} with {card}"),
    "hawks": N_("spent {card} for one more action"),
    "tax": N_("used Tax Collector in clearing {0}"),
    "codebreakers": N_("looked at the other hand (Codebreakers)"),
    "turmoil": N_("fell into turmoil"),
    "pass": N_("passed"),
    "pay": N_("paid one wood from clearing {0}"),
    "place_warrior": N_("placed a warrior in clearing {0}"),
    "ambush": N_("played an ambush ({suit})"),
    "foil": N_("foiled the ambush ({suit})"),
    "armorers": N_("used Armorers: rolled hits ignored"),
    "sappers": N_("used Sappers: one extra hit"),
    "brutal_tactics": N_("used Brutal Tactics: one extra hit"),
    "effects_first": N_("let the {side} use effects first"),
    "lose": N_("lost a {piece}"),
    "hospital": N_("used Field Hospitals, spending {card}"),
    "discard": N_("discarded {card}"),
}
SIDES = {"attacker": N_("attacker"), "defender": N_("defender")}
# What a ``pass`` declined, by the decision it answered (``rules.context``;
# one line for all the battle's effect stages).
PASS_WORDS: dict[str, str] = {
    "battle:ambush": N_("did not ambush"),
    "battle:foil": N_("did not foil the ambush"),
    "battle:effects": N_("used no battle effects"),
    "hospital": N_("let the warriors go (no Field Hospitals)"),
    "daylight": N_("did not make the march's second move"),
}
# What an ``end`` ended, by the decision it answered.
#: An ``end`` taken for a player because it was the only move left.
AUTO_END_WORDS: dict[str, str] = {"daylight": N_("ended Daylight: nothing was left to do")}

END_WORDS: dict[str, str] = {
    "birdsong": N_("ended Birdsong"),
    "daylight": N_("ended Daylight"),
    "decree": N_("added no more cards to the Decree"),
}


def _named(args: tuple) -> dict[str, str]:
    """An action's named arguments in words, for every template that says
    an action (the log, the buttons, the action list): the building (or
    piece), leader, Decree column, suit, battle side and first card."""
    named: dict[str, str] = {}
    for a in args:
        if not isinstance(a, str):
            continue
        if a in BUILDINGS:
            named.setdefault("building", name_of(BUILDINGS, a))
            named.setdefault("piece", name_of(BUILDINGS, a))
        if a in LEADERS:
            named["leader"] = name_of(LEADERS, a)
        if a in COLUMNS:
            named["column"] = name_of(COLUMNS, a)
        if a in SUITS:
            named["suit"] = name_of(SUITS, a)
        if a in SIDES:
            named["side"] = _(SIDES[a])
        if "card" not in named and card_name(a) != a:
            named["card"] = card_name(a)
    return named


def action_words(action: Action, actor: int, ctx: str | None = None) -> tuple[str, str]:
    """(sentence, rule) for an action taken by ``actor`` (0 Marquise, 1 Eyrie);
    ``ctx``, the decision it answered (``rules.context``), says what a
    ``pass`` declined."""
    verb, args = action.verb, action.args
    key = verb + "_eyrie" if resolves_decree(action) else verb
    template = ACTION_WORDS.get(key)
    if verb == "pass" and ctx is not None:
        key = "battle:effects" if ctx.startswith("battle:effects") else ctx
        template = PASS_WORDS.get(key, template)
    elif verb == "end" and ctx is not None:
        template = END_WORDS.get(ctx, template)
    rule = action_rule(action, ctx)
    who = name_of(FACTIONS, FACTION_OF[actor]) if actor in (0, 1) else ""
    if template is None and key not in MOVE_KEYS:
        return f"{who}: {action}", rule
    named = _named(args)
    try:
        if template is None:
            text = _move_words(key, args[2]).format(*args, count=args[2], **named)
        else:
            text = _(template).format(*args, **named)
    except (IndexError, KeyError):
        text = str(action)
    if not who:
        return text, rule
    # TRANSLATORS: a log line: who acted, then what they did ("Marquise de Cat moved…").
    return _("{faction} {action}").format(faction=who, action=text), rule


#: Why a ``score`` event scored, where the action's words do not say it.
SCORE_REASONS = {"removal": N_("(a building or token removed)"),
                 "battle_removal": N_("(a building or token removed)"),
                 "despot": N_("(the Despot: a building or token removed in battle)")}

#: The 4.3.3 extra hits by the engine's names (the battle panel, the log).
EXTRA_NAMES = {"brutal_tactics": N_("Brutal Tactics"), "sappers": N_("Sappers"),
               "commander": N_("Commander"), "defenceless": N_("Defenceless")}


def extra_hits_words(names: list[str] | tuple[str, ...]) -> str:
    """``+1 Commander, +1 Defenceless``: one hit each."""
    return ", ".join("+1 " + _(EXTRA_NAMES.get(x, x)) for x in names)


def event_words(event: tuple) -> tuple[str, str] | None:
    """(sentence, rule) for an engine event; None for events the action says."""
    kind = event[0]
    if kind == "dice":
        _k, c, att, d1, d2, to_def, to_att = event
        # Worded without a verb: "Marquise de Cat" is one, "Eyrie Dynasties"
        # many, and "deal" fitted only the second.
        # 4.3.2: a side deals no more rolled hits than it has warriors there;
        # when that cut a roll, the line says so (the dice show more).
        capped = to_def < max(d1, d2) or to_att < min(d1, d2)
        template = (_("Dice: {a} and {b}. Rolled hits — {att}: {x}, {dfn}: {y} "
                      "(at most one per warrior in the battle)") if capped
                    else _("Dice: {a} and {b}. Rolled hits — {att}: {x}, {dfn}: {y}"))
        return (template.format(
            a=d1, b=d2, att=name_of(FACTIONS, FACTION_OF[att]), x=to_def,
            dfn=name_of(FACTIONS, FACTION_OF[1 - att]), y=to_att), event_rule(event))
    if kind == "hits":
        _k, c, att, to_def, to_att, extra_def, extra_att = event
        if not extra_def and not extra_att:
            return None  # the dice line said it all
        extras = ", ".join(f"{name_of(FACTIONS, FACTION_OF[side])}: {extra_hits_words(names)}"
                           for side, names in ((att, extra_def), (1 - att, extra_att)) if names)
        return (_("Hits in all — {att}: {x}, {dfn}: {y} (extra hits: {extras})").format(
            att=name_of(FACTIONS, FACTION_OF[att]), x=to_def,
            dfn=name_of(FACTIONS, FACTION_OF[1 - att]), y=to_att, extras=extras),
            event_rule(event))
    if kind == "draw":
        _k, f, n = event
        return (ngettext("{faction} drew {n} card", "{faction} drew {n} cards", n).format(
            faction=name_of(FACTIONS, FACTION_OF[f]), n=n), event_rule(event))
    if kind == "shuffle":
        return (_("The discard pile was shuffled into a new deck"), event_rule(event))
    if kind == "removed":
        _k, f, c, piece, n = event
        whose = name_of(FACTIONS, FACTION_OF[f])
        if piece == "warrior":
            what = ngettext("{n} warrior", "{n} warriors", n).format(n=n)
        else:
            what = name_of(BUILDINGS, piece)
        return (_("Removed in clearing {c}: {what} of {faction}").format(
            c=c, what=what, faction=whose), event_rule(event))
    if kind == "score":
        _k, f, n, why = event
        text = ngettext("{faction} scored {n} VP", "{faction} scored {n} VP", n).format(
            faction=name_of(FACTIONS, FACTION_OF[f]), n=n)
        if why in SCORE_REASONS:  # two bare "scored 1 VP" after a removal read as a mistake
            text += " " + _(SCORE_REASONS[why])
        return (text, event_rule(event))
    if kind == "lose_vp":
        _k, f, n = event
        return (ngettext("{faction} lost {n} VP", "{faction} lost {n} VP", n).format(
            faction=name_of(FACTIONS, FACTION_OF[f]), n=n), event_rule(event))
    if kind == "field_hospitals":
        _k, c, n = event
        return (ngettext("Field Hospitals: {n} warrior from clearing {c} goes to the keep",
                         "Field Hospitals: {n} warriors from clearing {c} go to the keep",
                         n).format(n=n, c=c), event_rule(event))
    if kind == "stolen":
        _k, frm, to = event
        return (_("{to} took a random card from {frm}").format(
            to=name_of(FACTIONS, FACTION_OF[to]), frm=name_of(FACTIONS, FACTION_OF[frm])),
            event_rule(event))
    if kind == "peek":
        return (_("{faction} looked at the other hand").format(
            faction=name_of(FACTIONS, FACTION_OF[event[1]])), event_rule(event))
    if kind == "wood":
        # one wood per sawmill: a clearing with two says so once ("2 (×2)")
        per = {c: list(event[1]).count(c) for c in event[1]}
        places = ", ".join(f"{c} (×{n})" if n > 1 else str(c) for c, n in per.items())
        # The Marquise's, named: the line often follows the Eyrie's last one.
        return (ngettext("Marquise de Cat, Birdsong: a wood at the sawmill in clearing {places}",
                         "Marquise de Cat, Birdsong: a wood at each sawmill, in clearings "
                         "{places}", len(event[1])).format(places=places), event_rule(event))
    if kind == "auto":  # a decision with one answer, taken for the player
        _k, actor, action, ctx = event
        if action.verb == "end":
            # A Birdsong ended for the Marquise is the wood line's; a Daylight
            # ended because nothing was left (after the other side's answer,
            # say) is said, or the player's Evening reads as the other's.
            if ctx not in AUTO_END_WORDS or actor not in (0, 1):
                return None
            who = name_of(FACTIONS, FACTION_OF[actor])
            return (_("{faction} {action}").format(faction=who, action=_(AUTO_END_WORDS[ctx])),
                    action_rule(action, ctx))
        return action_words(action, actor, ctx)
    if kind == "won":
        return (_("Victory: {faction}, {vp} VP").format(
            faction=name_of(FACTIONS, FACTION_OF[event[1]]), vp=event[2]), event_rule(event))
    if kind == "turmoil":
        text = ngettext("Turmoil ({cause}): the Eyrie lose {n} VP, purge the Decree and "
                        "depose the leader", "Turmoil ({cause}): the Eyrie lose {n} VP, "
                        "purge the Decree and depose the leader", event[1]).format(
                            n=event[1], cause=turmoil_cause(event))
        return (text + turmoil_floor(event), event_rule(event))
    return None


def turmoil_floor(event: tuple) -> str:
    """`` (the Decree held 3 bird cards; the score stops at 0)`` when the
    floor cut the loss (7.7.1), else ''. Three birds and "lose 2 VP" read
    as a miscount."""
    lost, owed = event[1], event[4]
    if owed <= lost:
        return ""
    return " " + ngettext("(the Decree held {owed} bird card; the score stops at 0)",
                          "(the Decree held {owed} bird cards; the score stops at 0)",
                          owed).format(owed=owed)


def turmoil_cause(event: tuple) -> str:
    """Why the Eyrie fell into turmoil, from a ``turmoil`` event: the Decree
    column and the suits of its cards that could not be resolved (7.5.2)."""
    column, stuck = event[2], event[3]
    why = event[5] if len(event) > 5 else ()
    suits = ", ".join(name_of(SUITS, suit) for suit in stuck)
    text = ngettext("Decree, {column} column: the {suits} card cannot be resolved",
                    "Decree, {column} column: the {suits} cards cannot be resolved",
                    len(stuck)).format(column=name_of(COLUMNS, column), suits=suits)
    reasons = list(dict.fromkeys(stuck_words(reason, suit)
                                 for suit, reason in zip(stuck, why, strict=False)))
    return f"{text} — {'; '.join(reasons)}" if reasons else text


def stuck_words(reason: tuple, suit: str) -> str:
    """Why a Decree card of ``suit`` cannot be resolved, from the engine's
    reason (:func:`game.woodland.eyrie.stuck_reason`): the rule alone ("no
    card can be resolved") left a person guessing which piece was missing."""
    code = reason[0]
    named = {"suit": name_of(SUITS, suit)}
    if code == "warriors":
        have, need = reason[1], reason[2]
        if need > 1:
            return ngettext("{n} warrior left in the supply, and a Recruit card places "
                            "{need} (Charismatic)",
                            "{n} warriors left in the supply, and a Recruit card places "
                            "{need} (Charismatic)", have).format(n=have, need=need)
        return _("no warriors left in the supply")
    bird = suit == "bird"
    words = {
        "no_roost": (N_("no roost in a {suit} clearing"), N_("no roost on the map")),
        "no_warriors": (N_("no Eyrie warriors in a {suit} clearing"),
                        N_("no Eyrie warriors on the map")),
        "no_path": (N_("the Eyrie rule neither end of any path out of a {suit} clearing "
                       "with their warriors"),
                    N_("the Eyrie rule neither end of any path out of a clearing with "
                       "their warriors")),
        "no_enemy": (N_("no enemy piece shares a {suit} clearing with Eyrie warriors"),
                     N_("no enemy piece shares a clearing with Eyrie warriors")),
        "roost_limit": (N_("all 7 roosts are on the map"), N_("all 7 roosts are on the map")),
        "no_site": (N_("no {suit} clearing the Eyrie rule has a free slot without a roost"),
                    N_("no clearing the Eyrie rule has a free slot without a roost")),
    }.get(code)
    if words is None:
        return code
    return _(words[1] if bird else words[0]).format(**named)


# What a button offering an action says (present tense, a choice).
CHOICE_LABELS: dict[str, str] = {
    "pass": N_("Pass"),
    "ambush": N_("Ambush! ({suit})"),
    "foil": N_("Foil it ({suit} ambush)"),
    "armorers": N_("Armorers"),
    "sappers": N_("Sappers"),
    "brutal_tactics": N_("Brutal Tactics"),
    "lose": N_("Lose a {piece}"),
    "hospital": N_("Field Hospitals: {card}"),
    "discard": N_("Discard {card}"),
    "leader": N_("Choose the {leader}"),
    "turmoil": N_("Fall into turmoil"),
    "recruit": N_("Recruit"),
    "recruit_eyrie": N_("Recruit in clearing {0}"),
    "wood": N_("Wood to clearing {0}"),
    "pay": N_("Pay wood from clearing {0}"),
    "place_warrior": N_("Warrior to clearing {0}"),
    "royal_claim": N_("Royal Claim"),
    "stand_and_deliver": N_("Stand and Deliver!"),
    "codebreakers": N_("Codebreakers"),
    "end": N_("End the phase"),
}
PASS_LABELS = {
    "ambush": N_("No ambush"), "foil": N_("Do not foil"), "hospital": N_("Let them go"),
    "effects": N_("No more effects"), "cobbler": N_("Skip Cobbler"),
    "warren": N_("Skip Command Warren"),
}
EFFECTS_FIRST = {"attacker": N_("Attacker's effects first"),
                 "defender": N_("Defender's effects first")}


def pass_context(data: dict) -> str:
    """Which question a `pass` answers now, from the position."""
    battle = data.get("battle")
    pending = data.get("pending") or []
    if pending and pending[0]["kind"] == "hospital":
        return "hospital"
    if battle:
        stage = battle["stage"]
        if stage == "ambush":
            return "ambush"
        if stage == "foil":
            return "foil"
        return "effects"
    step = data.get("step")
    return step if step in ("cobbler", "warren") else ""


def choice_label(action: Action, data: dict) -> str:
    """The words on the button that takes ``action``."""
    verb, args = action.verb, action.args
    if verb == "pass":
        return _(PASS_LABELS.get(pass_context(data), CHOICE_LABELS["pass"]))
    if verb == "effects_first":
        return _(EFFECTS_FIRST.get(args[0], args[0]))
    key = "recruit_eyrie" if verb == "recruit" and args else verb
    template = CHOICE_LABELS.get(key)
    if template is None:
        words, _rule = action_words(action, -1)
        return words.strip()
    try:
        label = _(template).format(*args, **_named(args))
    except (IndexError, KeyError):
        return str(action)
    if resolves_decree(action):
        # Which card the button spends: three Recruit cards of three suits
        # gave six buttons of two alike words.
        label += " · " + _("{suit} card").format(suit=name_of(SUITS, args[-1]))
    return label


def choice_tooltip(action: Action, data: dict) -> str | None:
    """What a decision button's words leave out, or None. Turmoil is offered
    while other cards of the column can still be resolved; a player who
    read "no turmoil while a card can be resolved" needs to see why."""
    stuck = data["facts"].get("decree_stuck") or []
    if action.verb != "turmoil" or not stuck:
        return None
    suits = ", ".join(name_of(SUITS, suit) for suit in stuck)
    column = data["turn_state"]["decree_column"]
    why = data["facts"].get("decree_why", {}).get(column, {})
    reasons = "".join(f"\n{name_of(SUITS, suit)}: {stuck_words(why[suit], suit)}"
                      for suit in stuck if suit in why)
    return ngettext(
        "The {suits} card of the {column} column cannot be resolved now. You choose the "
        "order of a column's cards (7.5.2): take it now and fall into turmoil at once "
        "(7.7), or resolve the other cards first.",
        "The {suits} cards of the {column} column cannot be resolved now. You choose the "
        "order of a column's cards (7.5.2): take one now and fall into turmoil at once "
        "(7.7), or resolve the other cards first.",
        len(stuck)).format(suits=suits, column=name_of(COLUMNS, column)) + reasons


def drop_choice_label(action: Action) -> str:
    """Words for one of several actions a single drop may mean (a menu)."""
    verb, args = action.verb, action.args
    if verb == "craft":
        places = ", ".join(str(c) for c in args[1:])
        return ngettext("Craft with the piece in clearing {list}",
                        "Craft with the pieces in clearings {list}",
                        len(args[1:])).format(list=places) if places \
            else _("Craft {card}").format(card=card_name(args[0]))
    if verb in ("move", "battle", "build", "recruit") and args and isinstance(args[-1], str) \
            and args[-1] in SUITS:
        return _("Resolve a {suit} Decree card").format(suit=name_of(SUITS, args[-1]))
    if verb == "move":
        return ngettext("Move {n} warrior", "Move {n} warriors", args[2]).format(n=args[2])
    words, _rule = action_words(action, -1)
    return words.strip()


# An action offered, in the present tense: the "Everything you may do now"
# list (its verbs that the decision buttons do not already word).
OFFER_WORDS: dict[str, str] = {
    "move": N_("Move {count} from clearing {0} to {1}"),
    "battle": N_("Battle in clearing {0}"),
    "build": N_("Build a {building} in clearing {1}"),
    "build_eyrie": N_("Build a roost in clearing {0}"),
    "craft": N_("Craft {card}"),
    "overwork": N_("Overwork the sawmill in clearing {0} with {card}"),
    "hawks": N_("Spend {card} for one more action"),
    "tax": N_("Tax Collector in clearing {0}"),
    "decree": N_("Add {card} to the {column} column"),
    "roost": N_("New roost in clearing {0}"),
    "keep": N_("Place the keep in clearing {0}"),
    "place": N_("Place a starting {building} in clearing {1}"),
}


def offer_words(action: Action, data: dict) -> str:
    """``action`` as something one may do now ("Move 2 from clearing 1 to
    5 · fox card"): the log's words are past tense, the buttons' too short."""
    verb, args = action.verb, action.args
    decree = resolves_decree(action)
    key = verb + "_eyrie" if decree and verb == "build" else verb
    template = OFFER_WORDS.get(key)
    if template is None:
        text = choice_label(action, data)
    else:
        named = _named(args)
        if verb == "move":
            named["count"] = ngettext("{n} warrior", "{n} warriors", args[2]).format(n=args[2])
        try:
            text = _(template).format(*args, **named)
        except (IndexError, KeyError):
            text = str(action)
        if verb == "craft" and len(args) > 1:
            text += " · " + ngettext("piece in clearing {list}", "pieces in clearings {list}",
                                     len(args) - 1).format(
                                         list=", ".join(str(c) for c in args[1:]))
    if decree:
        text += " · " + _("Decree: {suit} card").format(suit=name_of(SUITS, args[-1]))
    return text


def refusal_words(error: IllegalAction) -> tuple[str, str]:
    """:func:`scenes.rules_text.refusal`, with an action the refusal names
    said in the action list's words ("Build a workshop in clearing 1"), not
    in the engine's notation ("build workshop 1")."""
    params = dict(error.params)
    text = params.get("action")
    if isinstance(text, str) and text not in COLUMNS:
        # not an action's text: said as it is
        with contextlib.suppress(IllegalAction, KeyError, IndexError, TypeError, ValueError):
            params["action"] = offer_words(Action.parse(text), {})
    return error.rule, message(error.key, params)
