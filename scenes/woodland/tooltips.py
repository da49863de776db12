"""What a hovered card, piece, clearing or track space says (rules text).

Card names and texts come from the engine's card table through
`scenes.rules_text` (so the catalogs translate exactly what the engine
holds); piece and track texts are ours, in our own words. The rule numbers
they cite are the engine's (`game.woodland.lawbook.TOPIC_RULE`), put into
the translated text at ``{r_<topic>}``, so no number is kept twice.
"""

from __future__ import annotations

from game.woodland.cards import CARD_INDEX, CARDS, SUITS
from game.woodland.controller import crafted_gesture
from game.woodland.eyrie import ROOST_DRAW, ROOST_VP
from game.woodland.lawbook import TOPIC_RULE
from game.woodland.marquise import BUILD_COST, BUILD_VP
from game.woodland.state import BUILDINGS
from scenes.i18n import N_, _, ngettext
from scenes.rules_text import (
    BUILDINGS as BUILDING_NAMES,
)
from scenes.rules_text import (
    COLUMNS,
    FACTIONS,
    ITEM_NAMES,
    card_name,
    card_text,
    name_of,
)
from scenes.rules_text import (
    LEADERS as LEADER_NAMES,
)
from scenes.rules_text import (
    SUITS as SUIT_NAMES,
)
from scenes.woodland.snapshot import Hit, TableSnapshot
from scenes.woodland.words import stuck_words

# The engine's rule numbers as the templates name them: {r_craft}, {r_keep}...
RULES = {f"r_{topic}": rule for topic, rule in TOPIC_RULE.items()}


def clearing_pieces(row: dict) -> list[str]:
    """What stands in a clearing, as rule reads it (2.5): each side's
    warriors and buildings — what decides who rules — and then the tokens,
    which do not count. Play-testing: the tooltip named the ruler beside the
    warriors alone, so a clearing ruled by its buildings looked miscounted."""
    lines = []
    buildings = {"marquise": row["sawmills"] + row["workshops"] + row["recruiters"],
                 "eyrie": int(row["roost"])}
    for faction in ("marquise", "eyrie"):
        w, b = row[f"{faction}_warriors"], buildings[faction]
        parts = []
        if w:
            parts.append(ngettext("{n} warrior", "{n} warriors", w).format(n=w))
        if b:
            parts.append(ngettext("{n} building", "{n} buildings", b).format(n=b))
        if parts:
            lines.append(_("{faction}: {pieces}").format(faction=name_of(FACTIONS, faction),
                                                        pieces=", ".join(parts)))
    tokens = [_("the keep")] if row["keep"] else []
    if row["wood"]:
        tokens.append(ngettext("{n} wood", "{n} wood", row["wood"]).format(n=row["wood"]))
    if tokens:
        lines.append(ruled(N_("Tokens, not counted for rule ({r_rule}): {tokens}"),
                           tokens=", ".join(tokens)))
    return lines


def ruled(template: str, **params: object) -> str:
    """A tooltip template translated, with its rule numbers and ``params``."""
    return _(template).format(**RULES, **params)

LEADER_TEXT = {
    "builder": N_("Builder ({r_leaders}): crafting ignores Disdain for Trade. "
                  "Viziers: Recruit, Move."),
    "charismatic": N_("Charismatic ({r_leaders}): recruiting places two warriors instead of one. "
                      "Viziers: Recruit, Battle."),
    "commander": N_("Commander ({r_leaders}): as attacker, deal one extra hit. "
                    "Viziers: Move, Battle."),
    "despot": N_("Despot ({r_leaders}): removing at least one enemy building or token in a battle "
                 "scores one more VP. Viziers: Move, Build."),
}
COLUMN_TEXT = {
    "recruit": N_("Recruit ({r_decree_recruit}): for each card, place a warrior in a "
                  "matching clearing with a roost."),
    "recruit_two": N_("Recruit ({r_decree_recruit}): for each card, place two warriors in a "
                      "matching clearing with a roost (the Charismatic, {r_leaders})."),
    "move": N_("Move ({r_decree_move}): for each card, move from a matching clearing."),
    "battle": N_("Battle ({r_decree_battle}): for each card, battle in a matching clearing."),
    "build": N_("Build ({r_decree_build}): for each card, place a roost in a matching clearing you "
                "rule without a roost."),
}
PIECE_TEXT = {
    "sawmill": N_("Sawmill: one wood here each Birdsong ({r_wood}); overwork a matching card for "
                  "one more ({r_overwork})."),
    "workshop": N_("Workshop: a crafting piece of this clearing's suit ({r_craft})."),
    "recruiter": N_("Recruiter: recruiting places a warrior here ({r_recruit})."),
    "roost": N_("Roost: the Eyrie's crafting piece; Decree recruits arrive here ({r_decree})."),
    "wood": N_("Wood: pays for Marquise buildings from connected clearings you rule ({r_build})."),
    "keep": N_("The keep ({r_keep}): only the Marquise may place pieces here; removed warriors "
               "return here through Field Hospitals."),
}


# How a crafted card is used on the table, by the controller's gesture for it.
USE_TEXT = {
    "drag": N_("To use it: click this card, then one of the clearings that light up "
               "(or drag the card onto one)."),
    "click": N_("To use it: click this card when it glows, or its button."),
}


def column_cards(eyrie: dict, column: str) -> str:
    """Every card of a Decree column by name and suit, Viziers first: the
    column shows as many as fit and "+2 more", and the Decree is public,
    so the rest must be readable somewhere (turmoil is planned on it)."""
    names = [_("Loyal Vizier")] * eyrie["viziers"][column]
    names += [f"{card_name(code)} ({name_of(SUIT_NAMES, SUITS[CARDS[CARD_INDEX[code]].suit])})"
              for code in eyrie["decree"][column]]
    if not names:
        return ""
    return _("In this column: {cards}").format(cards=", ".join(names))


def card_tooltip(code: str, snap: TableSnapshot | None = None) -> str:
    """A card's name, suit, text and cost; with ``snap``, an item card says
    what crafting it scores the seat shown when that is not the card's VP
    (the engine's fact: the Eyrie's Disdain for Trade, 7.2.3)."""
    card = CARDS[CARD_INDEX[code]]
    suit = name_of(SUIT_NAMES, SUITS[card.suit])
    lines = [f"{card_name(code)} ({suit})"]
    text = card_text(code)
    if text:
        lines.append(text)
    fixed = (snap.data["facts"]["item_vp"].get(snap.viewer)
             if snap is not None and card.item >= 0 else None)
    if fixed is not None:
        lines.append(ruled(N_("For {faction} it scores {n} VP: Disdain for Trade "
                              "({r_disdain})."), faction=name_of(FACTIONS, snap.viewer),
                           n=fixed))
    if card.cost:
        cost = ", ".join("?" if s == 4 else name_of(SUIT_NAMES, SUITS[s]) for s in card.cost)
        lines.append(_("Crafting cost: {cost}").format(cost=cost))
    if card.kind == "ambush":
        lines.append(ruled(N_("Ambush cards cannot be crafted ({r_craft}).")))
    return "\n".join(lines)


def tooltip_for(hit: Hit, snap: TableSnapshot,
                movable: frozenset[int] | None = None) -> str | None:
    """The rules text for whatever the pointer rests on, or None.
    ``movable``: the clearings whose warriors the viewer may pick up now
    (the table's controller knows); their tooltip says how to move them,
    others' not (play-testing: "Drag to move" during setup). None: all."""
    k, key = hit.kind, hit.key
    data = snap.data
    if k == "card":
        return card_tooltip(key[1], snap)
    if k == "crafted":
        text = card_tooltip(key[0])
        how = crafted_gesture(key[0])
        if key[1] == snap.viewer and how:
            text += "\n" + _(USE_TEXT[how])
        return text
    if k == "decree_card":
        text = card_tooltip(key[1]) if key[1] != "vizier" else ruled(N_(
            "Loyal Vizier: a bird card tucked by the leader; it stays in the "
            "Decree through turmoil ({r_purge})."))
        if key[2:3] == (True,):
            return text + "\n" + ruled(N_("Resolved this turn ({r_decree})."))
        suit = "bird" if key[1] == "vizier" else SUITS[CARDS[CARD_INDEX[key[1]]].suit]
        reason = data["facts"].get("decree_why", {}).get(key[0], {}).get(suit)
        if reason is not None:
            text += "\n" + ruled(N_("Cannot be resolved on the board as it stands: {why}. If "
                                    "it still cannot when its column comes, the Eyrie fall "
                                    "into turmoil ({r_turmoil})."),
                                 why=stuck_words(reason, suit))
        return text
    if k == "clearing" or k == "ruler":
        c = key[0]
        row = snap.clearing(c)
        ruler = snap.rulers.get(c)
        lines = [_("Clearing {n}").format(n=c)]
        if ruler and c in data["facts"].get("ruled_on_ties", ()):
            # play-testing: a 1-1 tie read as miscounted with 2.5 alone
            lines.append(ruled(N_("Ruled by {faction}: a tie, and the Eyrie rule ties "
                                  "({r_lords})"), faction=name_of(FACTIONS, ruler)))
        elif ruler:
            lines.append(ruled(N_("Ruled by {faction} ({r_rule})"),
                               faction=name_of(FACTIONS, ruler)))
        else:
            lines.append(ruled(N_("Nobody rules it ({r_rule})")))
        lines += clearing_pieces(row)
        return "\n".join(lines)
    if k == "warriors":
        c, faction = key
        n = snap.clearing(c)[f"{faction}_warriors"]
        text = ngettext("{faction}: {n} warrior in clearing {c}",
                        "{faction}: {n} warriors in clearing {c}", n).format(
            faction=name_of(FACTIONS, faction), n=n, c=c)
        if faction == snap.viewer and (movable is None or c in movable):
            text += ". " + ruled(N_("Drag to move ({r_move}); the wheel changes how many; drop "
                                    "on an enemy piece here to battle ({r_battle})."))
        return text
    if k == "building":
        return ruled(PIECE_TEXT[key[1]])
    if k == "wood":
        n = snap.clearing(key[0])["wood"]
        return ngettext("{n} wood in clearing {c}", "{n} wood in clearing {c}", n).format(
            n=n, c=key[0]) + "\n" + ruled(PIECE_TEXT["wood"])
    if k == "wood_supply":
        return ruled(PIECE_TEXT["wood"])
    if k in ("keep", "keep_supply"):
        return ruled(PIECE_TEXT["keep"])
    if k == "ruin":
        return _("A ruin fills one building slot all game.")
    if k == "track":
        kind, i, on_track = key
        t = BUILDINGS.index(kind)
        text = _("{building} space {n}: costs {cost} wood, scores {vp} VP when built").format(
            building=name_of(BUILDING_NAMES, kind).capitalize(), n=i + 1, cost=BUILD_COST[i],
            vp=BUILD_VP[t][i])
        if kind == "recruiter" and i in (2, 4):
            text += " · " + _("uncovers one more card drawn each Evening")
        return text + " ({})".format(RULES["r_build"])
    if k == "cost":
        return ruled(N_("Wood cost of the next building of a type ({r_build})."))
    if k == "roost_track":
        i = key[0]
        text = ruled(N_("Roost space {n}: with {n} roosts on the map the Eyrie score {vp} VP "
                        "each Evening ({r_roosts})"), n=i + 1, vp=ROOST_VP[i + 1])
        extra = ROOST_DRAW[i + 1]
        if extra:
            text += " · " + ngettext("and draw {n} more card", "and draw {n} more cards",
                                     extra).format(n=extra)
        return text
    if k == "leader" and key:
        return ruled(LEADER_TEXT[key[0]])
    if k == "leader":
        return ruled(N_("The Eyrie have no leader now; they choose one ({r_depose})."))
    if k == "leader_other":
        name, up = key
        if up:
            return ruled(LEADER_TEXT[name])
        return ruled(N_("{leader}: deposed, face down until all are face down ({r_depose})."),
                     leader=name_of(LEADER_NAMES, name))
    if k == "decree":
        text = ruled(COLUMN_TEXT["recruit_two" if key[0] == "recruit"
                                 and data["facts"]["decree_recruit"] == 2 else key[0]])
        cards = column_cards(data["eyrie"], key[0])
        return text + "\n" + cards if cards else text
    if k == "item" or k == "supply_item":
        return _("Item: {item}").format(item=name_of(ITEM_NAMES, key[0]))
    if k == "vp":
        return ruled(N_("{faction}: {n} VP; 30 wins at once ({r_winning})"),
                     faction=name_of(FACTIONS, key[0]), n=data["vp"][key[0]])
    if k == "vp_track":
        return ruled(N_("Victory track: the first to 30 VP wins ({r_winning})."))
    if k == "deck":
        return ngettext("Deck: {n} card", "Deck: {n} cards", key[0]).format(n=key[0])
    if k == "discard":
        n = len(data["discard"])
        return ngettext("Discard pile: {n} card (click to look)",
                        "Discard pile: {n} cards (click to look)", n).format(n=n)
    if k == "hand_size":
        n = snap.hand_size(key[0])
        text = ngettext("{faction}: {n} card in hand", "{faction}: {n} cards in hand", n).format(
            faction=name_of(FACTIONS, key[0]), n=n)
        seen = (data.get("peek") or {}).get(snap.viewer)
        # What Codebreakers showed is the viewer's secret: only behind their Ready.
        if key[0] != snap.viewer and seen is not None and snap.hand_visible:
            # With each card's suit: which clearing an Ambush! there matches is
            # what the look is for.
            text += "\n" + _("Last seen with Codebreakers: {cards}").format(
                cards=", ".join(_seen_card(str(c)) for c in seen) or "—")
        return text
    if k == "supply":
        return _("Warriors in the supply of {faction}").format(
            faction=name_of(FACTIONS, key[0]))
    if k == "crafting":
        return ruled(N_("Crafting area: drag a card here to craft it with your crafting "
                        "pieces ({r_craft})."))
    if k == "phase":
        return ruled({"birdsong": N_("Birdsong: the first phase of a turn ({r_turn})."),
                      "daylight": N_("Daylight: the second phase, the main actions ({r_turn})."),
                      "evening": N_("Evening: the last phase; draw and score ({r_turn}).")
                      }[key[0]])
    if k == "column":
        return name_of(COLUMNS, key[0])
    if k == "extra_action":
        return ruled(N_("Spend a bird card for one more action ({r_hawks})."))
    return None


def leader_text(name: str) -> str:
    return ruled(LEADER_TEXT[name])


def _seen_card(code: str) -> str:
    """A card named with its suit: "Ambush! (fox)"."""
    index = CARD_INDEX.get(code)
    if index is None:
        return card_name(code)
    return f"{card_name(code)} ({name_of(SUIT_NAMES, SUITS[CARDS[index].suit])})"
