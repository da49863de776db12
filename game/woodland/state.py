"""The whole game as compact plain data: lists and tuples of ints and strings.

Why this shape: a random game applies hundreds of actions and a search clones
states thousands of times, so the state is a slotted object whose fields are
small lists indexed by clearing number (index 0 unused) or by faction
(0 = Marquise de Cat, 1 = Eyrie Dynasties). :meth:`State.clone` copies those
lists by hand, which is an order of magnitude faster than ``deepcopy``.
Supplies and building tracks are *derived* (a track's next space is fixed by
how many buildings of that type are on the map, spec §2 "Remove"), so a piece
can never be both on the map and in a supply.

The JSON form of this object is the *position* (:mod:`game.woodland.position`).
"""

from __future__ import annotations

from .cards import ITEM_SUPPLY, full_deck
from .geometry import Geometry

CAT, EYRIE = 0, 1
FACTIONS = ("marquise", "eyrie")
FACTION_INDEX = {name: i for i, name in enumerate(FACTIONS)}

SAWMILL, WORKSHOP, RECRUITER = 0, 1, 2
BUILDINGS = ("sawmill", "workshop", "recruiter")
BUILDING_INDEX = {name: i for i, name in enumerate(BUILDINGS)}

RECRUIT, MOVE, BATTLE, BUILD = 0, 1, 2, 3
COLUMNS = ("recruit", "move", "battle", "build")
COLUMN_INDEX = {name: i for i, name in enumerate(COLUMNS)}

LEADERS = ("builder", "charismatic", "commander", "despot")
LEADER_INDEX = {name: i for i, name in enumerate(LEADERS)}
BUILDER, CHARISMATIC, COMMANDER, DESPOT = 0, 1, 2, 3
# 7.8: the two columns each leader tucks a Loyal Vizier into.
VIZIER_COLUMNS = ((RECRUIT, MOVE), (RECRUIT, BATTLE), (MOVE, BATTLE), (MOVE, BUILD))

# Box limits (spec §5, §6).
CAT_WARRIORS, EYRIE_WARRIORS = 25, 20
WARRIOR_LIMIT = (CAT_WARRIORS, EYRIE_WARRIORS)
BUILDINGS_PER_TYPE = 6
WOOD_LIMIT = 8
ROOST_LIMIT = 7

# The round count stops here (turn.end_turn), so a position can always write it.
ROUND_LIMIT = 10**9
# Scores run from -VP_LIMIT (without the floor at 0: pieces.lose_vp) to the win.
VP_LIMIT = 10**6

PHASES = ("setup", "birdsong", "daylight", "evening", "over")

_FIELDS = (
    "geo", "warriors", "wood", "bld", "roost", "keep", "hands", "deck", "discard",
    "crafted", "items", "item_supply", "vp", "decree", "viziers", "leader", "leaders_up",
    "leaders_down", "turn", "phase", "step", "round", "rng", "winner", "used", "actions",
    "march", "recruited", "acted", "flags", "added", "added_bird", "col", "todo", "battle",
    "queue", "peek", "known", "vp_floor", "irrev", "events", "journal",
)

# Bits of State.flags: card abilities limited to once per phase (4.1.3).
USED_TAX = 1
USED_CODEBREAKERS = 2
USED_STAND_AND_DELIVER = 4


class State:
    """Everything that decides the rest of the game, plus three transient
    fields that are not part of the position: ``irrev`` (counts irreversible
    steps, read by the undo stack), ``events`` (what just happened, for
    the UI's log and dice; see :attr:`Game.last_events`) and ``journal``
    (None, or the card and piece changes noted for Rootlog,
    :mod:`game.woodland.journal`; a clone starts without one)."""

    __slots__ = _FIELDS

    geo: Geometry
    warriors: list[list[int]]
    wood: list[int]
    bld: list[list[int]]
    roost: list[int]
    keep: int
    hands: list[list[int]]
    deck: list[int]
    discard: list[int]
    crafted: list[list[int]]
    items: list[list[int]]
    item_supply: list[int]
    vp: list[int]
    decree: list[list[int]]
    viziers: list[int]
    leader: int
    leaders_up: list[int]
    leaders_down: list[int]
    turn: int
    phase: str
    step: str
    round: int
    rng: int
    winner: int
    used: list[int]
    actions: int
    march: int
    recruited: bool
    acted: bool
    flags: int
    added: int
    added_bird: bool
    col: int
    todo: list[int]
    battle: dict | None
    queue: list[tuple]
    peek: list[list[int] | None]
    known: tuple[tuple[int, ...], tuple[int, ...]]  # [f]: cards f knows the other holds
    vp_floor: bool
    irrev: int
    events: list[tuple]
    journal: tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]] | None

    def reset_turn(self) -> None:
        """Per-turn bookkeeping: crafting pieces used, actions, once-per-phase uses
        (fresh at setup and at the start of every turn)."""
        self.used = [0] * (self.geo.n + 1)
        self.actions = 0
        self.march = 0
        self.recruited = False
        self.acted = False
        self.flags = 0
        self.added = 0
        self.added_bird = False
        self.col = 0
        self.todo = []

    @classmethod
    def empty(cls, geo: Geometry) -> State:
        """A board with nothing on it, before setup (the deck is all 50 cards)."""
        n = geo.n + 1
        s = cls()
        s.geo = geo
        s.warriors = [[0] * n, [0] * n]
        s.wood = [0] * n
        s.bld = [[0] * n, [0] * n, [0] * n]
        s.roost = [0] * n
        s.keep = 0
        s.hands = [[], []]
        s.deck = full_deck()
        s.discard = []
        s.crafted = [[], []]
        s.items = [[0] * 7, [0] * 7]
        s.item_supply = list(ITEM_SUPPLY)
        s.vp = [0, 0]
        s.decree = [[], [], [], []]
        s.viziers = [0, 0, 0, 0]
        s.leader = -1
        s.leaders_up = [0, 1, 2, 3]
        s.leaders_down = []
        s.turn = CAT
        s.phase = "setup"
        s.step = "keep"
        s.round = 0
        s.rng = 1
        s.winner = -1
        s.reset_turn()
        s.battle = None
        s.queue = []
        s.peek = [None, None]
        s.known = ((), ())
        s.vp_floor = True
        s.irrev = 0
        s.events = []
        s.journal = None
        return s

    def clone(self) -> State:
        """A fully independent copy (hand-written: lists copied, tuples shared).

        ``list.copy()`` rather than ``[:]``: in CPython 3.11 a slice first
        builds a slice object, ~20 % more work per copy, and the undo stack
        clones the state before every action."""
        c = State.__new__(State)
        c.geo = self.geo
        w = self.warriors
        c.warriors = [w[0].copy(), w[1].copy()]
        c.wood = self.wood.copy()
        b = self.bld
        c.bld = [b[0].copy(), b[1].copy(), b[2].copy()]
        c.roost = self.roost.copy()
        c.keep = self.keep
        h = self.hands
        c.hands = [h[0].copy(), h[1].copy()]
        c.deck = self.deck.copy()
        c.discard = self.discard.copy()
        cr = self.crafted
        c.crafted = [cr[0].copy(), cr[1].copy()]
        it = self.items
        c.items = [it[0].copy(), it[1].copy()]
        c.item_supply = self.item_supply.copy()
        c.vp = self.vp.copy()
        d = self.decree
        c.decree = [d[0].copy(), d[1].copy(), d[2].copy(), d[3].copy()]
        c.viziers = self.viziers.copy()
        c.leader = self.leader
        c.leaders_up = self.leaders_up.copy()
        c.leaders_down = self.leaders_down.copy()
        c.turn = self.turn
        c.phase = self.phase
        c.step = self.step
        c.round = self.round
        c.rng = self.rng
        c.winner = self.winner
        c.used = self.used.copy()
        c.actions = self.actions
        c.march = self.march
        c.recruited = self.recruited
        c.acted = self.acted
        c.flags = self.flags
        c.added = self.added
        c.added_bird = self.added_bird
        c.col = self.col
        c.todo = self.todo.copy()
        c.battle = dict(self.battle) if self.battle is not None else None
        c.queue = self.queue.copy()
        p = self.peek
        c.peek = [None if p[0] is None else p[0].copy(), None if p[1] is None else p[1].copy()]
        c.known = self.known  # tuples: shared, replaced when they change
        c.vp_floor = self.vp_floor
        c.irrev = self.irrev
        c.events = []
        c.journal = None
        return c

    def card_lists(self) -> tuple[list[int], ...]:
        """Every list a card can be in, in the order of the places of
        :mod:`game.woodland.journal`: deck, discard, the two hands, the two
        crafted rows, the four Decree columns."""
        h, cr, d = self.hands, self.crafted, self.decree
        return (self.deck, self.discard, h[0], h[1], cr[0], cr[1], d[0], d[1], d[2], d[3])

    # --- derived quantities the rules ask about -------------------------

    def warrior_supply(self, faction: int) -> int:
        return WARRIOR_LIMIT[faction] - sum(self.warriors[faction])

    def building_count(self, kind: int) -> int:
        return sum(self.bld[kind])

    def wood_supply(self) -> int:
        return WOOD_LIMIT - sum(self.wood)

    def roost_count(self) -> int:
        return sum(self.roost)

    def free_slots(self, c: int) -> int:
        """Open building slots in clearing ``c`` (a ruin fills one, spec §1)."""
        b = self.bld
        return self.geo.room[c] - b[0][c] - b[1][c] - b[2][c] - self.roost[c]

    def ruled_by(self, faction: int) -> list[bool]:
        """Which clearings ``faction`` rules (index 0 unused): 2.5 Rule, most
        warriors + buildings (tokens do not count), with 7.2.2 Lords of the
        Forest: the Eyrie also rule ties, but never a clearing where they have
        no warriors or buildings. The one place rule is computed: one pass
        over the lists, since the move generator asks about every clearing."""
        w0, w1 = self.warriors
        b0, b1, b2 = self.bld
        if faction == CAT:
            return [a + b + c + d > e + r
                    for a, b, c, d, e, r in zip(w0, b0, b1, b2, w1, self.roost, strict=True)]
        return [0 < e + r >= a + b + c + d
                for a, b, c, d, e, r in zip(w0, b0, b1, b2, w1, self.roost, strict=True)]

    def ruled_on_ties(self) -> list[int]:
        """The clearings the Eyrie rule by 7.2.2 alone: as many Marquise
        warriors and buildings there as theirs (a public fact, for saying
        why they rule)."""
        w0, w1 = self.warriors
        b0, b1, b2 = self.bld
        return [c for c in self.geo.clearings
                if 0 < w1[c] + self.roost[c] == w0[c] + b0[c] + b1[c] + b2[c]]

    def rules(self, faction: int, c: int) -> bool:
        """Does ``faction`` rule clearing ``c``? (:meth:`ruled_by`; callers
        that ask about several clearings take :meth:`ruled_by` once.)"""
        return self.ruled_by(faction)[c]

    def has_enemy_pieces(self, faction: int, c: int) -> bool:
        """Does the other faction have any piece (warrior, building, token) in c?"""
        if faction == CAT:
            return self.warriors[1][c] > 0 or self.roost[c] > 0
        b = self.bld
        return (self.warriors[0][c] > 0 or b[0][c] > 0 or b[1][c] > 0 or b[2][c] > 0
                or self.wood[c] > 0 or self.keep == c)
