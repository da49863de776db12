"""Every Codex card of the Bashing vs Finesse one-hero game, as one table.

The data of spec §7 (`/work/shared/spec/codex.md`): the 10 neutral starter
cards, the two heroes with their bands, the 12 Bashing and 12 Finesse codex
cards and the Dancer tokens. A card is a row — name, kind, spec, tech, cost,
ATK/HP, keywords, subtypes, text in our own words — and its *effect* (what
happens when it arrives, attacks or is played) is named by ``effect``, which
:mod:`game.codex.effects` implements once per effect, not once per field.

Codes are the notation's words (``play tenderfoot``); a card's index in
:data:`CARDS` is what the state stores.
"""

from __future__ import annotations

from typing import NamedTuple


class Card(NamedTuple):
    code: str
    name: str
    kind: str  # unit, spell, ongoing, ultimate, hero, token
    spec: str  # neutral, bashing, finesse
    tech: int  # 0-3 for units; -1 for spells, heroes, tokens
    cost: int
    atk: int
    hp: int
    keywords: tuple[tuple[str, int], ...] = ()
    subtypes: tuple[str, ...] = ()
    effect: str = ""
    text: str = ""


class Band(NamedTuple):
    """A hero's level band: from ``level`` on, these stats and abilities."""

    level: int
    atk: int
    hp: int
    keywords: tuple[tuple[str, int], ...] = ()
    text: str = ""


def _k(*names: str, **valued: int) -> tuple[tuple[str, int], ...]:
    return tuple((n, 1) for n in names) + tuple(valued.items())


CARDS: tuple[Card, ...] = (
    # --- neutral starter deck (one of each) ---------------------------------
    Card("timely_messenger", "Timely Messenger", "unit", "neutral", 0, 1, 1, 1, _k("haste"),
         text="Haste: can attack the turn it arrives."),
    Card("tenderfoot", "Tenderfoot", "unit", "neutral", 0, 1, 1, 2, subtypes=("virtuoso",),
         text="A Virtuoso just starting out."),
    Card("older_brother", "Older Brother", "unit", "neutral", 0, 2, 2, 2,
         text="Dependable, if plain."),
    Card("brick_thief", "Brick Thief", "unit", "neutral", 0, 2, 2, 1, _k(resist=1),
         effect="brick_thief",
         text="Resist 1. When it arrives or attacks: 1 damage to an enemy building and "
              "repair 1 damage on one of yours."),
    Card("helpful_turtle", "Helpful Turtle", "unit", "neutral", 0, 2, 1, 2, _k(healing=1),
         text="Healing 1: at your upkeep, remove 1 damage from each of your units and heroes."),
    Card("granfalloon_flagbearer", "Granfalloon Flagbearer", "unit", "neutral", 0, 3, 2, 2,
         _k("flagbearer"),
         text="Flagbearer: an enemy spell or ability that could target a flagbearer must "
              "target one."),
    Card("fruit_ninja", "Fruit Ninja", "unit", "neutral", 0, 3, 2, 2, _k(frenzy=1),
         text="Frenzy 1: +1 ATK during your own turn."),
    Card("spark", "Spark", "spell", "neutral", -1, 1, 0, 0, effect="spark",
         text="Deal 1 damage to an enemy patroller."),
    Card("bloom", "Bloom", "spell", "neutral", -1, 2, 0, 0, effect="bloom",
         text="Put a +1/+1 rune on one of your units or heroes that has none."),
    Card("wither", "Wither", "spell", "neutral", -1, 2, 0, 0, effect="wither",
         text="Put a -1/-1 rune on a unit or hero."),
    # --- heroes ------------------------------------------------------------------
    Card("troq_bashar", "Troq Bashar", "hero", "bashing", -1, 2, 2, 3,
         text="Bashing hero. Level 5: 3/4, when he attacks, 1 damage to the enemy base. "
              "Level 8: 4/5, Readiness."),
    Card("river_montoya", "River Montoya", "hero", "finesse", -1, 2, 2, 3,
         text="Finesse hero. Level 3: 2/4, exhaust: sideline an enemy tech 0 or tech I "
              "patroller. Level 5: 3/4, your tech 0 units cost 1 less."),
    # --- Bashing codex ---------------------------------------------------------------
    Card("wrecking_ball", "Wrecking Ball", "spell", "bashing", -1, 0, 0, 0,
         effect="wrecking_ball", text="Deal 2 damage to an enemy building."),
    Card("the_boot", "The Boot", "spell", "bashing", -1, 3, 0, 0, effect="the_boot",
         text="Destroy a tech 0 or tech I unit."),
    Card("intimidate", "Intimidate", "spell", "bashing", -1, 1, 0, 0, effect="intimidate",
         text="A unit or hero gets -4 ATK this turn."),
    Card("final_smash", "Final Smash", "ultimate", "bashing", -1, 6, 0, 0, effect="final_smash",
         text="Destroy an enemy tech 0 unit, return an enemy tech I unit to its owner's hand "
              "and take control of an enemy tech II unit."),
    Card("iron_man", "Iron Man", "unit", "bashing", 1, 3, 3, 4, text="Built to last."),
    Card("revolver_ocelot", "Revolver Ocelot", "unit", "bashing", 1, 2, 3, 3, _k("sparkshot"),
         text="Sparkshot: attacking a patroller also deals 1 damage to a patroller beside it."),
    Card("hired_stomper", "Hired Stomper", "unit", "bashing", 2, 4, 4, 3, effect="hired_stomper",
         text="When it arrives: 3 damage to a unit."),
    Card("regular_sized_rhinoceros", "Regular-sized Rhinoceros", "unit", "bashing", 2, 4, 5, 6,
         text="Exactly as big as a rhinoceros should be."),
    Card("sneaky_pig", "Sneaky Pig", "unit", "bashing", 2, 3, 3, 3, _k("haste"),
         effect="sneaky_pig", text="Haste. When it arrives it has stealth this turn."),
    Card("eggship", "Eggship", "unit", "bashing", 2, 4, 4, 3, _k("flying"), text="Flying."),
    Card("harvest_reaper", "Harvest Reaper", "unit", "bashing", 2, 5, 6, 5, _k("overpower"),
         text="Overpower: damage beyond what kills a patroller goes on to another target."),
    Card("trojan_duck", "Trojan Duck", "unit", "bashing", 3, 7, 8, 9, _k(obliterate=2),
         effect="trojan_duck",
         text="Obliterate 2. When it arrives or attacks: 4 damage to an enemy building."),
    # --- Finesse codex ------------------------------------------------------------
    Card("harmony", "Harmony", "ongoing", "finesse", -1, 2, 0, 0, _k("channeling"),
         effect="harmony",
         text="Channeling. Whenever you play a spell, make a 0/1 Dancer token (at most 3). "
              "Sacrifice Harmony: your Dancers become 2/1 unstoppable Angry Dancers."),
    Card("discord", "Discord", "spell", "finesse", -1, 2, 0, 0, effect="discord",
         text="The enemy's tech 0 and tech I units get -2/-1 this turn."),
    Card("two_step", "Two Step", "ongoing", "finesse", -1, 2, 0, 0, _k("channeling"),
         effect="two_step",
         text="Channeling. Two of your units become partners: +2/+2 each while you control "
              "both."),
    Card("appel_stomp", "Appel Stomp", "ultimate", "finesse", -1, 1, 0, 0, effect="appel_stomp",
         text="Sideline an enemy patroller and draw a card; you may put Appel Stomp on top "
              "of your deck."),
    Card("nimble_fencer", "Nimble Fencer", "unit", "finesse", 1, 2, 2, 3,
         subtypes=("virtuoso",), text="Your Virtuosos have haste."),
    Card("star_crossed_starlet", "Star-Crossed Starlet", "unit", "finesse", 1, 2, 3, 2,
         subtypes=("virtuoso",),
         text="At your upkeep it takes 1 damage. +1 ATK for each damage on it."),
    Card("grounded_guide", "Grounded Guide", "unit", "finesse", 2, 5, 4, 4,
         text="Your other units get +1 ATK; your Virtuosos get +2/+1 instead."),
    Card("maestro", "Maestro", "unit", "finesse", 2, 3, 3, 5,
         text="Your Virtuosos cost 0 and have \"exhaust: 2 damage to an enemy building\"."),
    Card("backstabber", "Backstabber", "unit", "finesse", 2, 3, 3, 3, _k("invisible"),
         text="Invisible: cannot be attacked or targeted unless patrolling; slips past "
              "patrollers."),
    Card("cloud_sprite", "Cloud Sprite", "unit", "finesse", 2, 2, 3, 2, _k("flying"),
         text="Flying."),
    Card("leaping_lizard", "Leaping Lizard", "unit", "finesse", 2, 1, 3, 5, _k("anti_air"),
         text="Anti-air: can attack fliers, and hits fliers that fly over it."),
    Card("blademaster", "Blademaster", "unit", "finesse", 3, 6, 7, 5, subtypes=("virtuoso",),
         text="Your units and heroes have swift strike."),
    # --- tokens ---------------------------------------------------------------------
    Card("dancer", "Dancer", "token", "finesse", 0, 0, 0, 1, text="A token made by Harmony."),
    Card("angry_dancer", "Angry Dancer", "token", "finesse", 0, 0, 2, 1, _k("unstoppable"),
         text="Unstoppable: may ignore patrollers."),
)

CARD_INDEX: dict[str, int] = {c.code: i for i, c in enumerate(CARDS)}
CODES: tuple[str, ...] = tuple(c.code for c in CARDS)
KEYWORDS: tuple[dict[str, int], ...] = tuple(dict(c.keywords) for c in CARDS)
VIRTUOSO: tuple[bool, ...] = tuple("virtuoso" in c.subtypes for c in CARDS)

STARTER: tuple[str, ...] = ("timely_messenger", "tenderfoot", "older_brother", "brick_thief",
                            "helpful_turtle", "granfalloon_flagbearer", "fruit_ninja", "spark",
                            "bloom", "wither")
CODEX: dict[str, tuple[str, ...]] = {
    "bashing": ("wrecking_ball", "the_boot", "intimidate", "final_smash", "iron_man",
                "revolver_ocelot", "hired_stomper", "regular_sized_rhinoceros", "sneaky_pig",
                "eggship", "harvest_reaper", "trojan_duck"),
    "finesse": ("harmony", "discord", "two_step", "appel_stomp", "nimble_fencer",
                "star_crossed_starlet", "grounded_guide", "maestro", "backstabber",
                "cloud_sprite", "leaping_lizard", "blademaster"),
}
HERO_OF_SPEC = {"bashing": "troq_bashar", "finesse": "river_montoya"}

# Hero bands (spec §7): reaching a band sets these stats and removes all damage.
BANDS: dict[str, tuple[Band, ...]] = {
    "troq_bashar": (Band(1, 2, 3), Band(5, 3, 4, _k("base_strike")),
                    Band(8, 4, 5, _k("base_strike", "readiness"))),
    "river_montoya": (Band(1, 2, 3), Band(3, 2, 4, _k("sideline_ability")),
                      Band(5, 3, 4, _k("sideline_ability", "cheap_tech0"))),
}
MAX_LEVEL = {code: bands[-1].level for code, bands in BANDS.items()}

# Dancer tokens: Harmony makes at most this many.
DANCER_LIMIT = 3
DANCER = CARD_INDEX["dancer"]
ANGRY_DANCER = CARD_INDEX["angry_dancer"]
