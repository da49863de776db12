"""The whole Codex game as flat lists of ints, cheap to copy.

Every physical card (and each of the three Dancer tokens a player may make)
has a fixed *id*: player ``p`` owns ids ``p*38 … p*38+37`` — the 10 starter
cards in :data:`~game.codex.cards.STARTER` order, two copies of each of the 12
codex cards, the hero, then the Dancer tokens. Ids are the notation's numbers
(``attack 12 base``). Zones are ordered id lists per player (deck with the top
last, hand, discard, workers, codex, in play under that controller);
per-id facts (damage, exhausted, runes…) are lists indexed by id, meaningful
while the card is in play. :meth:`State.clone` copies lists, nothing deeper.
"""

from __future__ import annotations

from .cards import CARD_INDEX, CODEX, DANCER, DANCER_LIMIT, HERO_OF_SPEC, STARTER

PLAYERS = (0, 1)
PER_PLAYER = 38
N_IDS = 2 * PER_PLAYER
HERO_OFFSET = 34
TOKEN_OFFSET = 35

# Buildings (spec §3): index, target word, HP.
BASE, TECH1, TECH2, TECH3, ADDON = range(5)
BUILDING_HP = (20, 5, 5, 5, 4)
TECH_WORDS = ("base", "tech1", "tech2", "tech3")
ADDONS = ("", "tower", "surplus")  # addon kind 1 = tower, 2 = surplus
BUILD_COST = {"tech1": 1, "tech2": 4, "tech3": 5, "tower": 3, "surplus": 5}
TECH_WORKERS = {"tech1": 6, "tech2": 8, "tech3": 10}
# Building states
NONE, STARTED, BUILT = 0, 1, 2

SLOTS = ("squad_leader", "elite", "scavenger", "technician", "lookout")
SQUAD_LEADER, ELITE, SCAVENGER, TECHNICIAN, LOOKOUT = range(5)
SLOT_INDEX = {name: i for i, name in enumerate(SLOTS)}

GOLD_CAP = 20
# The turn count stops here (turn.end_turn): a position can always write it.
TURN_LIMIT = 10**6
BASE_HP = 20
HAND_MAX = 5
START_WORKERS = (4, 5)


def hero_id(p: int) -> int:
    return p * PER_PLAYER + HERO_OFFSET


def token_ids(p: int) -> range:
    start = p * PER_PLAYER + TOKEN_OFFSET
    return range(start, start + DANCER_LIMIT)


def owner_of(i: int) -> int:
    return i // PER_PLAYER


def starting_codes(spec: str) -> list[int]:
    """Card index of each of one player's 38 ids, for a player of ``spec``."""
    codes = [CARD_INDEX[c] for c in STARTER]
    for c in CODEX[spec]:
        codes += [CARD_INDEX[c], CARD_INDEX[c]]
    codes.append(CARD_INDEX[HERO_OF_SPEC[spec]])
    codes += [DANCER] * DANCER_LIMIT
    return codes


class State:
    """One Codex game; every field is plain data (see the module docstring)."""

    __slots__ = (
        "specs", "turn", "turn_number", "phase", "winner", "rng", "irreversible", "events",
        # per player
        "gold", "start_workers", "hired", "deck", "hand", "discard", "workers", "codex",
        "play", "patrol", "bld", "bld_dmg", "bld_paid", "addon", "hero_ready",
        "hero_max_start", "tower_used",
        # per id
        "code", "ctrl", "dmg", "exhausted", "fresh", "runes", "level", "disabled",
        "attacked", "temp_atk", "temp_hp", "stealth", "armor_used", "partner",
        "known",
    )

    specs: tuple[str, str]
    turn: int
    turn_number: int
    phase: str
    winner: int
    rng: int
    irreversible: int
    events: list[tuple]
    gold: list[int]
    start_workers: list[int]
    hired: list[int]
    deck: list[list[int]]
    hand: list[list[int]]
    discard: list[list[int]]
    workers: list[list[int]]
    codex: list[list[int]]
    play: list[list[int]]
    patrol: list[list[int]]
    bld: list[list[int]]
    bld_dmg: list[list[int]]
    bld_paid: list[list[int]]
    addon: list[int]
    hero_ready: list[int]
    hero_max_start: list[int]
    tower_used: list[int]
    code: list[int]
    ctrl: list[int]
    dmg: list[int]
    exhausted: list[int]
    fresh: list[int]
    runes: list[int]
    level: list[int]
    disabled: list[int]
    attacked: list[int]
    temp_atk: list[int]
    temp_hp: list[int]
    stealth: list[int]
    armor_used: list[int]
    partner: list[int]
    known: list[int]  # game.codex.knowledge: a hidden card's zone known to all

    @classmethod
    def empty(cls, specs: tuple[str, str] = ("bashing", "finesse")) -> State:
        """Every card in its owner's codex/deck-less limbo: the caller deals.
        Codex cards start in the codex, the hero in the command zone (not in
        any list: ``ctrl`` is -1 and it is in no zone list), tokens in the box."""
        s = cls.__new__(cls)
        s.specs = (specs[0], specs[1])
        s.turn = 0
        s.turn_number = 1
        s.phase = "main"
        s.winner = -1
        s.rng = 1
        s.irreversible = 0
        s.events = []
        s.gold = [0, 0]
        s.start_workers = list(START_WORKERS)
        s.hired = [0, 0]
        s.deck = [[], []]
        s.hand = [[], []]
        s.discard = [[], []]
        s.workers = [[], []]
        s.codex = [[], []]
        s.play = [[], []]
        s.patrol = [[-1] * 5, [-1] * 5]
        s.bld = [[BUILT, NONE, NONE, NONE, NONE], [BUILT, NONE, NONE, NONE, NONE]]
        s.bld_dmg = [[0] * 5, [0] * 5]
        s.bld_paid = [[0] * 5, [0] * 5]
        s.addon = [0, 0]
        s.hero_ready = [0, 0]
        s.hero_max_start = [0, 0]
        s.tower_used = [0, 0]
        s.code = starting_codes(specs[0]) + starting_codes(specs[1])
        n = N_IDS
        s.ctrl = [-1] * n
        s.dmg = [0] * n
        s.exhausted = [0] * n
        s.fresh = [0] * n
        s.runes = [0] * n
        s.level = [0] * n
        s.disabled = [0] * n
        s.attacked = [0] * n
        s.temp_atk = [0] * n
        s.temp_hp = [0] * n
        s.stealth = [0] * n
        s.armor_used = [0] * n
        s.partner = [-1] * n
        s.known = [0] * n
        return s

    def clone(self) -> State:
        """A copy for search and undo: list copies only (``list.copy()`` is
        cheaper than ``[:]`` in CPython 3.11, which builds a slice first)."""
        s = State.__new__(State)
        s.specs = self.specs
        s.turn = self.turn
        s.turn_number = self.turn_number
        s.phase = self.phase
        s.winner = self.winner
        s.rng = self.rng
        s.irreversible = self.irreversible
        s.events = []
        s.gold = self.gold.copy()
        s.start_workers = self.start_workers.copy()
        s.hired = self.hired.copy()
        s.deck = [self.deck[0].copy(), self.deck[1].copy()]
        s.hand = [self.hand[0].copy(), self.hand[1].copy()]
        s.discard = [self.discard[0].copy(), self.discard[1].copy()]
        s.workers = [self.workers[0].copy(), self.workers[1].copy()]
        s.codex = [self.codex[0].copy(), self.codex[1].copy()]
        s.play = [self.play[0].copy(), self.play[1].copy()]
        s.patrol = [self.patrol[0].copy(), self.patrol[1].copy()]
        s.bld = [self.bld[0].copy(), self.bld[1].copy()]
        s.bld_dmg = [self.bld_dmg[0].copy(), self.bld_dmg[1].copy()]
        s.bld_paid = [self.bld_paid[0].copy(), self.bld_paid[1].copy()]
        s.addon = self.addon.copy()
        s.hero_ready = self.hero_ready.copy()
        s.hero_max_start = self.hero_max_start.copy()
        s.tower_used = self.tower_used.copy()
        s.code = self.code.copy()
        s.ctrl = self.ctrl.copy()
        s.dmg = self.dmg.copy()
        s.exhausted = self.exhausted.copy()
        s.fresh = self.fresh.copy()
        s.runes = self.runes.copy()
        s.level = self.level.copy()
        s.disabled = self.disabled.copy()
        s.attacked = self.attacked.copy()
        s.temp_atk = self.temp_atk.copy()
        s.temp_hp = self.temp_hp.copy()
        s.stealth = self.stealth.copy()
        s.armor_used = self.armor_used.copy()
        s.partner = self.partner.copy()
        s.known = self.known.copy()
        return s

    def workers_of(self, p: int) -> int:
        """Workers: the starting ones plus the cards hired face down."""
        return self.start_workers[p] + len(self.workers[p])

    def hero_in_command(self, p: int) -> bool:
        return self.ctrl[hero_id(p)] < 0
