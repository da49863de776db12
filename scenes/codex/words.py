"""The Codex engine's words in the player's language.

The engine speaks in codes (``attack.squad_leader_first``, ``older_brother``,
``elite``, card ids) with English defaults in its own tables
(`game.codex.messages`, `game.codex.cards`), which `tools/catalogs.py`
extracts into the catalogs; this module translates them and names what the
engine leaves as numbers (a card id becomes "Older Brother"). Keyword names
and their reminders, slot bonuses and the log's sentences are ours.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from game.codex.actions import Action
from game.codex.cards import CARD_INDEX, CARDS
from game.codex.combat import trigger_arity
from game.codex.messages import MESSAGES, NAMES
from game.codex.state import GOLD_CAP
from game.codex.zones import FALL_DAMAGE
from game.common.errors import IllegalAction
from scenes.i18n import N_, _, ngettext
from scenes.learn.rulebook import rule_label

if TYPE_CHECKING:
    from scenes.seats import SeatName

    #: The seats' names a table hands on: () for "Player 1", "Player 2".
    Names = tuple[str | SeatName, ...]

SLOT_NAMES = {k: NAMES[k] for k in ("squad_leader", "elite", "scavenger", "technician",
                                    "lookout")}
SLOT_BONUS = {
    "squad_leader": N_("+1 armor; must be attacked first"),
    "elite": N_("+1 ATK"),
    "scavenger": N_("if it dies: +1 gold"),
    "technician": N_("if it dies: draw a card"),
    "lookout": N_("resist 1"),
}
BUILDING_NAMES = {
    "base": N_("Base"), "tech1": N_("Tech I"), "tech2": N_("Tech II"), "tech3": N_("Tech III"),
    "tower": NAMES["tower"], "surplus": NAMES["surplus"],
}
BUILDING_TEXT = {
    "tech1": N_("Needs 6 workers. Lets you play tech I units."),
    "tech2": N_("Needs 8 workers and Tech I. Lets you play tech II units."),
    "tech3": N_("Needs 10 workers and Tech II. Lets you play tech III units."),
    "tower": N_("Add-on. Detects the first stealthy or invisible attacker each turn and "
                "deals 1 damage to each attacker it sees."),
    "surplus": N_("Add-on. Draw one more card at each of your upkeeps."),
}
SPEC_NAMES = {"bashing": N_("Bashing"), "finesse": N_("Finesse"), "neutral": N_("Neutral")}
KIND_NAMES = {"unit": N_("Unit"), "spell": N_("Spell"), "ongoing": N_("Ongoing spell"),
              "ultimate": N_("Ultimate spell"), "hero": N_("Hero"), "token": N_("Token")}
KEYWORDS: dict[str, tuple[str, str]] = {
    "haste": (N_("Haste"), N_("Can attack or use abilities the turn it arrives.")),
    "resist": (N_("Resist"), N_("Opponents pay this much more gold to target it.")),
    "healing": (N_("Healing"), N_("At your upkeep remove this much damage from each of "
                                  "your units and heroes.")),
    "flagbearer": (N_("Flagbearer"), N_("An enemy spell or ability that could target a "
                                        "flagbearer must target one.")),
    "frenzy": (N_("Frenzy"), N_("More ATK during its controller's turn.")),
    "sparkshot": (N_("Sparkshot"), N_("Attacking a patroller also deals 1 damage to a "
                                      "patroller beside it.")),
    "flying": (N_("Flying"), N_("Only flying or anti-air attackers can attack it; flies "
                                "over ground patrollers.")),
    "overpower": (N_("Overpower"), N_("Damage beyond what kills a patroller goes on to "
                                      "another target.")),
    "obliterate": (N_("Obliterate"), N_("When it attacks, destroy the defender's lowest-tech "
                                        "units.")),
    "channeling": (N_("Channeling"), N_("Sacrificed when its spec's hero leaves play.")),
    "invisible": (N_("Invisible"), N_("Cannot be attacked or targeted unless patrolling; "
                                      "ignores patrollers.")),
    "anti_air": (N_("Anti-air"), N_("Can attack fliers and hits fliers that fly over it.")),
    "unstoppable": (N_("Unstoppable"), N_("May ignore patrollers.")),
    "base_strike": (N_("Base strike"), N_("When it attacks: 1 damage to the enemy base.")),
    "readiness": (N_("Readiness"), N_("Attacking does not exhaust it; attacks at most once a "
                                      "turn.")),
    "sideline_ability": (N_("Sideline"), N_("Exhaust: move an enemy tech 0 or tech I "
                                            "patroller out of the patrol zone.")),
    "cheap_tech0": (N_("Patron"), N_("Your tech 0 units cost 1 less.")),
    "swift_strike": (N_("Swift strike"), N_("Deals its combat damage first.")),
    "stealth": (N_("Stealth"), N_("Ignores patrollers unless a Tower sees it.")),
}
SUBTYPES = {"virtuoso": N_("Virtuoso")}
PHASES = {"tech": N_("Tech step"), "main": N_("Main phase"), "over": N_("Game over")}
#: Tech levels as the buildings and the cards write them ("Tech I", not "Tech 1").
ROMAN = ("0", "I", "II", "III")


def card_name_of(code: int | str) -> str:
    """A card's name from its code word or card-table index."""
    if isinstance(code, int):
        return _(CARDS[code].name) if 0 <= code < len(CARDS) else str(code)
    index = CARD_INDEX.get(code)
    return _(CARDS[index].name) if index is not None else str(code)


def card_text_of(code: str) -> str:
    index = CARD_INDEX.get(code)
    return _(CARDS[index].text) if index is not None and CARDS[index].text else ""


def keyword_label(name: str, value: int) -> str:
    label = _(KEYWORDS[name][0]) if name in KEYWORDS else name
    if name in ("resist", "healing", "frenzy", "obliterate") and value:
        return f"{label} {value}"
    return label


def slot_name(slot: str) -> str:
    return _(SLOT_NAMES[slot]) if slot in SLOT_NAMES else slot


def building_name(word: str) -> str:
    return _(BUILDING_NAMES[word]) if word in BUILDING_NAMES else word


PLAYER_NAMES = ("Player 1", "Player 2")


def codex_seat_names(kinds: Sequence[str], typed: Sequence[str]) -> tuple[SeatName, ...]:
    """The two seats' names at a Codex table or its replay, from who sits
    there and the names typed at New game, in seat order
    (`scenes.codex.session.typed_names`)."""
    # here, not at the top: scenes.seats brings the computer players' processes,
    # which the words need only at a table (and start-up never)
    from scenes.seats import seat_names

    return seat_names(kinds, typed, PLAYER_NAMES)


def player_name(p: int, names: Names = ()) -> str:
    """A seat's name: the table's (a `scenes.seats.SeatName`, which says a
    computer seat's level) or one typed, else "Player 1"/"Player 2"."""
    if len(names) == 2 and names[p]:
        return str(names[p])
    return _(PLAYER_NAMES[p])


class _Names(NamedTuple):
    code: tuple[int, ...]
    addon: tuple[int, ...]
    turn: int
    ctrl: tuple[int, ...] = ()


class Namer:
    """Names card ids for one game (the engine's ids mean nothing to people)."""

    def __init__(self, state: Any, names: Names = ()) -> None:
        self.state = state  # game.codex.state.State; the table swaps it after undo
        self.names = tuple(names)  # the seats' names (() : "Player 1", "Player 2")

    @classmethod
    def frozen(cls, state: Any, names: Names = ()) -> Namer:
        """Names as they are now (a token's code, the add-on), kept for a log
        line that is said again in another language later."""
        return cls(_Names(tuple(state.code), tuple(state.addon), state.turn,
                          tuple(getattr(state, "ctrl", ()))), names)

    def in_play(self, value: Any) -> str:
        """A card in play, with whose it is when the other side has one of
        the same name in play too (play-testing: «2 урона: Старший брат»
        twice, one of each side's); a building, with its owner."""
        if not (isinstance(value, int) and not isinstance(value, bool)):
            return self.target(value)
        ctrl, codes = getattr(self.state, "ctrl", ()), self.state.code
        if not (0 <= value < len(ctrl) and 0 <= value < len(codes)) or ctrl[value] < 0:
            return self.target(value)
        twin = any(c >= 0 and c != ctrl[value] and codes[i] == codes[value]
                   for i, c in enumerate(ctrl))
        if not twin:
            return self.card(value)
        return _("{card} ({player})").format(card=self.card(value),
                                             player=player_name(ctrl[value], self.names))

    def target(self, value: Any) -> str:
        """A card, or a building with its owner's name: the building's owner
        is not always the player whose line it follows (a Tower shoots in
        the attacker's turn), and "own" or "the opponent's" read from
        either seat would say the wrong owner to the other."""
        if isinstance(value, int) and not isinstance(value, bool) and 100 <= value < 110:
            return _("{player}'s {building}").format(
                player=player_name((value - 100) // 5, self.names), building=self.card(value))
        return self.card(value)

    def card(self, value: Any) -> str:
        if isinstance(value, int) and not isinstance(value, bool):
            codes = self.state.code
            if 0 <= value < len(codes):
                return card_name_of(codes[value])
            if 100 <= value < 110:  # a building target (game.codex.zones.BUILDING)
                p, b = divmod(value - 100, 5)
                word = ("base", "tech1", "tech2", "tech3", "")[b] or \
                    ("", "tower", "surplus")[self.state.addon[p]] or "tower"
                return building_name(word)
            return str(value)
        if isinstance(value, str):
            if value in CARD_INDEX:
                return card_name_of(value)
            if value in BUILDING_NAMES:
                return building_name(value)
            if value in SLOT_NAMES:
                return slot_name(value)
        return str(value)


#: Refusals whose engine text quotes the action's notation ("… that: play
#: two_step 72."): the table says them in words alone.
PLAIN_REFUSALS = {
    "target.invalid": N_("{card} cannot target that."),
    "attack.bad_choice": N_("That choice does not fit this attack."),
}


#: A drop on a part of the table that takes nothing now.
NO_DROP = N_("Nothing can be dropped there now ({step}): drop it on a glowing target.")


class OwnerNamer(Namer):
    """Names a card in play with whose it is, for the player to act ("your
    Timely Messenger", "the opponent's Timely Messenger"): the action list
    offers both, and the same words for two cards would be two identical
    lines. Only over the live state (it reads who controls each card)."""

    def in_play(self, value: Any) -> str:
        """Already said with whose it is ("your", "the opponent's")."""
        return self.card(value)

    def card(self, value: Any) -> str:
        name = super().card(value)
        s = self.state
        if isinstance(value, int) and not isinstance(value, bool) \
                and 0 <= value < len(getattr(s, "ctrl", ())) and s.ctrl[value] >= 0:
            if s.ctrl[value] == s.turn:
                return _("your {card}").format(card=name)
            return _("the opponent's {card}").format(card=name)
        return name


def listed_words(action: Action, namer: Namer) -> str:
    """An entry of the action list, said to the player to act: the choice
    menu's words, and the hand card a hire puts face down (the log does not
    name it; the list is shown only to its owner)."""
    if action.verb == "worker" and action.args:
        return _("Hire a worker: {card}").format(card=card_name_of(str(action.args[0])))
    return choice_words(action, namer, offer=True)


def message(key: str, params: Mapping[str, Any], namer: Namer | None = None) -> str:
    values: dict[str, Any] = {}
    for name, value in params.items():
        if name in ("card", "target") and namer is not None:
            values[name] = namer.card(value)
        elif name == "card":
            values[name] = card_name_of(value) if isinstance(value, str) else value
        elif name in ("slot",):
            values[name] = slot_name(str(value))
        elif name in ("building", "previous"):
            values[name] = _(NAMES[value]) if value in NAMES else value
        elif name == "tech" and isinstance(value, int) and 0 <= value < len(ROMAN):
            values[name] = ROMAN[value]  # "Tech I", as the building is named
        elif name == "step":
            values[name] = _(PHASES[value]) if value in PHASES else value
        else:
            values[name] = value
    if key == "action.not_now" and " > " in str(params.get("action", "")):
        # a drag with no meaning (game.codex.controller: the action is the
        # gesture's text, "card spark > area log"), said in words
        template = _(NO_DROP)
    elif key in PLAIN_REFUSALS:
        template = _(PLAIN_REFUSALS[key])
    else:
        template = _(MESSAGES.get(key, key))
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


def refusal(exc: IllegalAction, namer: Namer | None = None) -> tuple[str, str]:
    """(rule shown as "Codex p.7", reason in the player's language)."""
    return rule_label(exc.rule), message(exc.key, exc.params, namer)


# Each action in two voices: said of a player in the log ("plays Spark"),
# and said to the player deciding, as something to do ("Play Spark").
_WORDS: dict[str, tuple[str, str]] = {
    "play": (N_("plays {card}"), N_("Play {card}")),
    "worker": (N_("hires a worker"), N_("Hire a worker")),
    "summon": (N_("summons the hero"), N_("Summon the hero")),
    "level": (N_("levels up the hero"), N_("Level up the hero")),
    "build": (N_("starts building {building}"), N_("Start building {building}")),
    # Staged, not yet patrolling: the card patrols once the main phase ends
    # (Codex p.7: "не считаются патрульными").
    "patrol": (N_("puts {card} in the {slot} slot"), N_("Put {card} in the {slot} slot")),
    "unpatrol": (N_("{card} leaves the patrol zone"), N_("Take {card} out of the patrol zone")),
    "attack": (N_("{card} attacks {target}"), N_("Attack {target} with {card}")),
    "use_on": (N_("{card} uses its ability on {target}"),
               N_("Use the ability of {card} on {target}")),
    "use": (N_("{card} uses its ability"), N_("Use the ability of {card}")),
    "tech": (N_("techs {cards}"), N_("Tech {cards}")),
    "tech_none": (N_("techs no cards"), N_("Tech no cards")),
    "end": (N_("ends the main phase: the patrol locks"),
            N_("End the main phase: the patrol locks")),
}


def _said(action: Action, namer: Namer, offer: bool) -> str:
    v, a = action.verb, action.args
    key = v
    fields: dict[str, str] = {}
    if v == "build":
        fields["building"] = building_name(str(a[0]))
    elif v == "tech":
        key = "tech" if a else "tech_none"
        fields["cards"] = ", ".join(namer.card(x) for x in a)
    elif a and v != "worker":
        fields["card"] = namer.card(a[0])
        if v == "patrol":
            fields["slot"] = slot_name(str(a[1]))
        elif v in ("attack", "use") and len(a) > 1:
            fields["target"] = namer.in_play(a[1])
            key = "use_on" if v == "use" else key
    if key not in _WORDS:
        return str(action)
    text = _(_WORDS[key][offer]).format(**fields)
    if v == "play":
        if str(a[0]) == "two_step" and len(a) > 2:  # both partners (Codex 7, Two Step)
            return text + ": " + _("{a} and {b}").format(a=namer.in_play(a[1]),
                                                         b=namer.in_play(a[2]))
        if len(a) > 1 and a[1] not in ("none", "top"):
            text += ": " + namer.in_play(a[1])
    return text


def action_words(action: Action, namer: Namer) -> str:
    """One action as a log line."""
    return _said(action, namer, offer=False)


def offer_words(action: Action, namer: Namer) -> str:
    """One action as something the player may do now, for the action list
    and the menu after a drop: the log's words are said of a player, in the
    third person ("plays Spark"); these are said to one ("Play Spark")."""
    return _said(action, namer, offer=True)


def _played(card: Any, namer: Namer, offer: bool = True) -> str:
    return (_("Play {card}") if offer else _("plays {card}")).format(card=namer.card(card))


def choice_words(action: Action, namer: Namer, offer: bool = False) -> str:
    """One of several actions a drop may mean, said with what tells it apart
    (the menu after the drop): the building Brick Thief hits and repairs, the
    sparkshot or overpower target, Appel Stomp on top of the deck, the Two
    Step partners, Final Smash's three targets. ``offer``: said to the player
    as something to do (:func:`offer_words`), else in the log's words."""
    v, a = action.verb, action.args
    text = offer_words(action, namer) if offer else action_words(action, namer)
    code = str(a[0]) if a else ""
    if v == "attack" and len(a) > 2:
        attacker = namer.state.code[a[0]] if isinstance(a[0], int) else -1
        name = CARDS[attacker].code if 0 <= attacker < len(CARDS) else ""
        if name not in ("brick_thief", "trojan_duck"):
            return text + " · " + _("also {target}").format(target=namer.in_play(a[2]))
        arity = trigger_arity(namer.state, a[0])  # the engine's count of trigger words
        if name == "brick_thief":
            text += " · " + _brick(a[2:2 + arity], namer)
        else:
            text += " · " + _("4 damage to {target}").format(target=namer.in_play(a[2]))
            picks = a[3:2 + arity]
            if picks:
                text += " · " + _("obliterates {cards}").format(
                    cards=", ".join(namer.in_play(x) for x in picks))
        # The triggers kill the target first: the attack goes on at another (§5).
        if len(a) > 2 + arity:
            text += " · " + _("then attacks {target}").format(
                target=namer.in_play(a[2 + arity]))
        return text
    if v != "play" or len(a) < 2:
        return text
    if code == "hired_stomper" and a[1] in namer.state.hand[namer.state.turn]:
        return _played(code, namer, offer) + " · " + _(
            "3 damage to itself")
    if code == "brick_thief":
        return _played(code, namer, offer) + " · " + _brick(a[1:], namer)
    if code == "appel_stomp":
        if len(a) > 2:
            return text + " · " + _("then on top of your deck")
        return text + " · " + _("then to the discard pile")
    if code == "two_step":
        return _played(code, namer, offer) + " · " + _(
            "partners: {a} and {b}").format(a=namer.in_play(a[1]), b=namer.in_play(a[2]))
    if code == "final_smash":
        parts = [namer.in_play(x) if x != "none" else "—" for x in a[1:]]
        return _played(code, namer, offer) + " · " + _(
            "destroy {a}, return {b}, take {c}").format(a=parts[0], b=parts[1], c=parts[2])
    return text


def _brick(args: tuple, namer: Namer) -> str:
    """Brick Thief hits an enemy building and repairs one of its own side's:
    said so, since both bases are "base" ("1 damage: Base, repair: Base")."""
    hit = _("1 damage to the enemy {target}").format(target=namer.card(args[0]))
    if len(args) > 1:
        return hit + ", " + _("repair own {target}").format(target=namer.card(args[1]))
    return hit


def event_words(event: tuple, namer: Namer) -> str | None:
    """What an engine event says in the log (None: not worth a line)."""
    kind = event[0]
    if kind == "damage":
        return ngettext("{n} damage to {target}", "{n} damage to {target}", event[2]).format(
            n=event[2], target=namer.in_play(event[1]))
    if kind == "repair":
        return ngettext("{n} damage repaired on {target}", "{n} damage repaired on {target}",
                        event[2]).format(n=event[2], target=namer.target(event[1]))
    if kind == "heal":
        return ngettext("Healing: {n} damage removed from {card}",
                        "Healing: {n} damage removed from {card}", event[2]).format(
            n=event[2], card=namer.card(event[1]))
    if kind == "tower":
        return _("{tower} shoots at {card}").format(tower=namer.target(event[1]),
                                                    card=namer.card(event[2]))
    if kind == "armor":
        return _("armor absorbs 1 damage on {target}").format(target=namer.card(event[1]))
    if kind == "dies":
        return _("{card} dies").format(card=namer.in_play(event[1]))
    if kind == "destroyed":
        p, b = divmod(event[1] - 100, 5)
        if b == 0:
            return _("{building} is destroyed").format(building=namer.target(event[1]))
        # the engine adds the fall's damage to the base without an event of its own
        return ngettext("{building} is destroyed: {n} damage to {base}",
                        "{building} is destroyed: {n} damage to {base}", FALL_DAMAGE).format(
            building=namer.target(event[1]), n=FALL_DAMAGE, base=namer.target(100 + 5 * p))
    if kind == "scavenger":
        return _("Scavenger: +1 gold")
    if kind == "technician":
        return _("Technician: draws a card")
    if kind == "bounty":
        return _("{card} gains 2 levels").format(card=namer.card(event[1]))
    if kind == "band":
        return _("{card} reaches level {n}").format(card=namer.card(event[1]), n=event[2])
    if kind == "sidelined":
        return _("{card} is sidelined").format(card=namer.card(event[1]))
    if kind == "token":
        return _("a Dancer token arrives")
    if kind == "sacrificed":
        return _("{card} is sacrificed").format(card=namer.card(event[1]))
    if kind == "returned":
        return _("{card} returns to its owner's hand").format(card=namer.card(event[1]))
    if kind == "stolen":
        return _("{card} changes sides").format(card=namer.card(event[1]))
    if kind == "turn":
        return _("Turn {n}").format(n=event[2])
    if kind == "draw":
        return ngettext("{player} draws {n} card", "{player} draws {n} cards", event[2]).format(
            player=player_name(event[1], namer.names), n=event[2])
    if kind == "resist":
        # ("resist", p, card, n): gold paid above the cost to target a card (spec §6)
        return ngettext("+{n} gold for the resist of {card}", "+{n} gold for the resist of {card}",
                        event[3]).format(n=event[3], card=namer.card(event[2]))
    if kind == "upkeep":
        return upkeep_words(event, namer)
    if kind == "wins":
        return _("the game is won")
    return None


def upkeep_words(event: tuple, namer: Namer) -> str | None:
    """``("upkeep", p, gold, workers)``: the gold a player's workers bring at
    the upkeep (spec §2.3: one each, the purse holds at most GOLD_CAP)."""
    _kind, p, gold, workers = event
    if not workers:
        return None
    who = player_name(p, namer.names)
    by = ngettext("{n} worker", "{n} workers", workers).format(n=workers)
    if gold < workers:
        return ngettext("{player} gains {n} gold at upkeep ({workers}; at most {cap} gold)",
                        "{player} gains {n} gold at upkeep ({workers}; at most {cap} gold)",
                        gold).format(player=who, n=gold, workers=by, cap=GOLD_CAP)
    return ngettext("{player} gains {n} gold at upkeep ({workers})",
                    "{player} gains {n} gold at upkeep ({workers})", gold).format(
        player=who, n=gold, workers=by)
