"""What one seat sees of a Codex game, as plain values the view draws.

Built from ``game.view(viewer)`` — the engine's per-player view, where the
other hand, both deck orders and the other player's workers and discard are
counts — plus the public numbers of cards in play (current ATK/HP, keywords,
armor), which both players see on a real table. Nothing hidden from the
viewer is read here, so the picture cannot leak it; a snapshot with
``hand_visible`` False draws the viewer's own hand face down too (the pass
screen is up).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.codex.cards import BANDS, CARDS, KEYWORDS, MAX_LEVEL
from game.codex.game import Game
from game.codex.state import BUILDING_HP, SLOTS, hero_id
from game.codex.stats import IS_FIGHTER, armor_left, atk, has, hp, patrol_slot

if TYPE_CHECKING:
    from scenes.codex.words import Names

BUILDING_ORDER = ("base", "tech1", "tech2", "tech3", "addon")
SHOWN_KEYWORDS = ("haste", "resist", "healing", "flagbearer", "frenzy", "sparkshot", "flying",
                  "overpower", "obliterate", "channeling", "invisible", "anti_air",
                  "unstoppable", "base_strike", "readiness", "sideline_ability", "cheap_tech0",
                  "swift_strike", "stealth")


@dataclass(frozen=True)
class InPlay:
    """A card on the table with what is true of it now."""

    id: int
    code: str
    atk: int
    hp: int
    printed_atk: int
    printed_hp: int
    damage: int
    exhausted: bool
    fresh: bool  # arrived in its controller's turn now under way: cannot attack yet
    runes: int
    level: int
    armor: int
    fighter: bool
    keywords: tuple[tuple[str, int], ...]
    slot: str | None  # staged or patrolling slot


@dataclass(frozen=True)
class Building:
    word: str  # base tech1 tech2 tech3 tower surplus (addon: "" when none)
    state: str  # none started built
    damage: int
    hp: int


@dataclass
class Side:
    player: int
    spec: str
    gold: int
    workers: int
    hired: bool
    hand: list[str] | int  # codes, or a count when hidden
    deck: int
    discard: list[str] | int
    codex: int
    play: list[InPlay]
    patrol: list[int]  # five ids, -1 empty
    buildings: list[Building]
    hero_code: str
    hero_level: int
    hero_in_play: bool
    hero_ready_turn: int
    hero_max: int
    #: what each hand card costs to play now (the engine's, with discounts); [] when hidden
    hand_costs: list[int] = field(default_factory=list)
    #: add-on -> the standing add-on building it would destroy (spec §3; the engine's answer)
    replaces: dict[str, str] = field(default_factory=dict)


@dataclass
class Snapshot:
    viewer: int
    turn: int
    turn_number: int
    phase: str
    winner: int
    sides: list[Side]
    hand_visible: bool
    key: tuple = field(default=())
    names: Names = ()  # the seats' names; () = "Player 1", "Player 2"

    @classmethod
    def of(cls, game: Game, viewer: int, hand_visible: bool = True,
           names: Names = ()) -> Snapshot:
        view = game.view(viewer)
        s = game.state
        sides = []
        for p in (0, 1):
            data: dict[str, Any] = view["players"][p]
            play = []
            for i in data["play"]:
                play.append(_in_play(s, i, data["patrol"]))
            hand = data["hand"]
            if isinstance(hand, list):
                hand = [CARDS[s.code[i]].code for i in hand]
                if p == viewer and not hand_visible:
                    hand = len(hand)
            discard = data["discard"]
            if isinstance(discard, list):
                discard = [CARDS[s.code[i]].code for i in discard]
            h = hero_id(p)
            hero_code = CARDS[s.code[h]].code
            buildings = []
            for k, name in enumerate(BUILDING_ORDER):
                b = data["buildings"][name]
                word = (data["addon"] or "") if name == "addon" else name
                buildings.append(Building(word, b["state"], b["damage"], BUILDING_HP[k]))
            sides.append(Side(
                player=p, spec=view["specs"][p], gold=data["gold"],
                workers=data["start_workers"] + (data["workers"] if isinstance(
                    data["workers"], int) else len(data["workers"])),
                hired=bool(data["hired"]), hand=hand, deck=data["deck"], discard=discard,
                codex=len(data["codex"]), play=play,
                patrol=[-1 if data["patrol"][x] is None else data["patrol"][x] for x in SLOTS],
                buildings=buildings, hero_code=hero_code, hero_level=s.level[h],
                hero_in_play=s.ctrl[h] >= 0, hero_ready_turn=data["hero_ready"],
                hero_max=MAX_LEVEL[hero_code],
                hand_costs=[game.cost(c, p) for c in hand] if isinstance(hand, list) else [],
                replaces={a: old for a in ("tower", "surplus")
                          if (old := game.replaced_addon(a, p)[0])}))
        winner = view["winner"] if view["winner"] is not None else -1
        snap = cls(viewer, view["turn"], view["turn_number"], view["phase"],
                   winner if isinstance(winner, int) else -1, sides, hand_visible)
        snap.names = tuple(names)
        snap.key = (game.state_hash(), viewer, hand_visible, snap.names)
        return snap

    def side(self, p: int) -> Side:
        return self.sides[p]

    def card(self, i: int) -> InPlay | None:
        for side in self.sides:
            for c in side.play:
                if c.id == i:
                    return c
        return None


def _in_play(s, i: int, patrol: dict) -> InPlay:
    code = s.code[i]
    card = CARDS[code]
    fighter = IS_FIGHTER[code]
    slot = next((x for x in SLOTS if patrol[x] == i), None)
    if card.kind == "hero":
        band = [b for b in BANDS[card.code] if s.level[i] >= b.level]
        printed = (band[-1].atk, band[-1].hp) if band else (card.atk, card.hp)
    else:
        printed = (card.atk, card.hp)
    kws = tuple((k, has(s, i, k)) for k in SHOWN_KEYWORDS
                if fighter and has(s, i, k)) if fighter else tuple(KEYWORDS[code].items())
    return InPlay(
        id=i, code=card.code,
        atk=atk(s, i) if fighter else 0, hp=hp(s, i) if fighter else 0,
        printed_atk=printed[0], printed_hp=printed[1],
        damage=s.dmg[i], exhausted=bool(s.exhausted[i]),
        fresh=bool(s.fresh[i]) and s.ctrl[i] == s.turn,
        runes=s.runes[i], level=s.level[i],
        armor=armor_left(s, i) if patrol_slot(s, i) >= 0 else 0,
        fighter=fighter, keywords=kws, slot=slot)
