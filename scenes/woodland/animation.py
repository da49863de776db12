"""Pieces slide and fade, worked out from the difference of two positions.

As chessground does, the table does not script a tween per action: it
compares the snapshot before and after and animates what changed. Warriors
that left one clearing and arrived in an adjacent one slide along; warriors
Field Hospitals save (the engine's ``field_hospitals`` event) slide from the
battle to the keep; pieces that vanished fade out where they were; pieces
that appeared (placed, recruited, built, a roost) fade in. While an
animation runs, the table's layer shows the arrivals held back
(``held_back``) so nothing is drawn twice; a press on a sliding stack ends
the animation (``slide_at``) so it can be picked up at once.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

import pygame

from game.woodland.board import Board
from scenes.woodland.layout import KEEP_SIZE, SLOT_SIZE, WARRIOR_SIZE, WOOD_SIZE, TableLayout
from scenes.woodland.pieces import building, keep_token, warrior_stack, wood_pile
from scenes.woodland.snapshot import TableSnapshot

DURATION = 0.38
FACTIONS = ("marquise", "eyrie")
TOKEN_FIELDS = (("sawmills", "sawmill"), ("workshops", "workshop"),
                ("recruiters", "recruiter"), ("wood", "wood"))


@dataclass
class Slide:
    faction: str
    count: int
    start: tuple[int, int]
    end: tuple[int, int]
    clearing: int  # where it arrives


@dataclass
class Fade:
    sprite: pygame.Surface
    at: tuple[int, int]
    appear: bool
    # What an appearing piece is in the snapshot, to hold it back while it
    # fades in: (clearing, field, amount) — e.g. (5, "marquise_warriors", 1),
    # (7, "roost", True).
    piece: tuple[int, str, int | bool] | None = None


@dataclass
class Animation:
    slides: list[Slide] = field(default_factory=list)
    fades: list[Fade] = field(default_factory=list)
    age: float = 0.0

    @property
    def done(self) -> bool:
        return self.age >= DURATION or not (self.slides or self.fades)

    def held_back(self, snap: TableSnapshot) -> TableSnapshot:
        """The snapshot without the sliding warriors and the appearing pieces
        (they are drawn by the animation until it ends)."""
        arriving = [f.piece for f in self.fades if f.appear and f.piece is not None]
        if not self.slides and not arriving:
            return snap
        data = copy.deepcopy(snap.data)
        # Warriors taken off the map only to be drawn moving are still on it
        # for the supply count (it showed ×24 for ×22 while a stack slid).
        held = data["held_warriors"] = {}
        for slide in self.slides:
            row = data["clearings"][slide.clearing - 1]
            taken = min(row[f"{slide.faction}_warriors"], slide.count)
            row[f"{slide.faction}_warriors"] -= taken
            held[slide.faction] = held.get(slide.faction, 0) + taken
        for c, name, amount in arriving:
            row = data["clearings"][c - 1]
            if isinstance(amount, bool):
                row[name] = False
            else:
                taken = min(row[name], amount)
                row[name] -= taken
                if name.endswith("_warriors"):
                    faction = name.removesuffix("_warriors")
                    held[faction] = held.get(faction, 0) + taken
        key = snap.key + "|anim"
        return TableSnapshot(data, snap.viewer, snap.rulers, snap.hand_visible, key)

    def slide_at(self, pos: tuple[int, int], reach: int = 34) -> Slide | None:
        """The slide whose stack is under ``pos`` now (or at its end)."""
        ease = 1 - (1 - min(1.0, self.age / DURATION)) ** 3
        for slide in self.slides:
            x = slide.start[0] + (slide.end[0] - slide.start[0]) * ease
            y = slide.start[1] + (slide.end[1] - slide.start[1]) * ease
            if abs(pos[0] - x) <= reach and abs(pos[1] - y) <= reach:
                return slide
            if abs(pos[0] - slide.end[0]) <= reach and abs(pos[1] - slide.end[1]) <= reach:
                return slide
        return None

    def draw(self, surface: pygame.Surface) -> None:
        t = min(1.0, self.age / DURATION)
        ease = 1 - (1 - t) ** 3
        for slide in self.slides:
            x = slide.start[0] + (slide.end[0] - slide.start[0]) * ease
            y = slide.start[1] + (slide.end[1] - slide.start[1]) * ease
            lift = 18 * (1 - abs(2 * t - 1))
            sprite = warrior_stack(slide.faction, slide.count, WARRIOR_SIZE)
            surface.blit(sprite, sprite.get_rect(center=(round(x), round(y - lift))))
        for fade in self.fades:
            sprite = fade.sprite.copy()
            alpha = t if fade.appear else 1 - t
            sprite.set_alpha(round(255 * alpha))
            surface.blit(sprite, sprite.get_rect(center=fade.at))


def diff(before: TableSnapshot, after: TableSnapshot, lay: TableLayout,
         board: Board, events: list[tuple] | None = None) -> Animation:
    """What changed on the map between two snapshots, as slides and fades
    (``events``: the engine's events of the change, for Field Hospitals)."""
    anim = Animation()
    b_rows, a_rows = before.data["clearings"], after.data["clearings"]

    def both(rows: list[dict], c: int) -> bool:
        return bool(rows[c - 1]["marquise_warriors"] and rows[c - 1]["eyrie_warriors"])

    keep = next((a["clearing"] for a in a_rows if a["keep"]), None)
    for faction in FACTIONS:
        key = f"{faction}_warriors"
        left = {r["clearing"]: r[key] - a[key] for r, a in zip(b_rows, a_rows, strict=True)
                if r[key] > a[key]}
        came = {r["clearing"]: a[key] - r[key] for r, a in zip(b_rows, a_rows, strict=True)
                if a[key] > r[key]}
        if faction == "marquise" and keep is not None:
            for event in events or []:
                if event[0] != "field_hospitals" or came.get(keep, 0) <= 0:
                    continue
                _k, c, n = event
                n = min(n, came[keep])
                anim.slides.append(Slide(faction, n, lay.warrior_spot(c, faction, both(b_rows, c)),
                                         lay.warrior_spot(keep, faction, both(a_rows, keep)),
                                         keep))
                came[keep] -= n
                if left.get(c, 0) > 0:
                    left[c] = max(0, left[c] - n)
        for dest, n in list(came.items()):
            for origin in list(left):
                if n <= 0:
                    break
                if left[origin] <= 0 or origin not in board.adjacent(dest):
                    continue
                moved = min(n, left[origin])
                anim.slides.append(Slide(faction, moved,
                                         lay.warrior_spot(origin, faction, both(b_rows, origin)),
                                         lay.warrior_spot(dest, faction, both(a_rows, dest)),
                                         dest))
                left[origin] -= moved
                n -= moved
                came[dest] = n
        for c, n in left.items():
            if n > 0:
                anim.fades.append(Fade(warrior_stack(faction, n, WARRIOR_SIZE),
                                       lay.warrior_spot(c, faction, both(b_rows, c)), False))
        for c, n in came.items():
            if n > 0:
                anim.fades.append(Fade(warrior_stack(faction, n, WARRIOR_SIZE),
                                       lay.warrior_spot(c, faction, both(a_rows, c)), True,
                                       (c, key, n)))
    for r, a in zip(b_rows, a_rows, strict=True):
        c = r["clearing"]
        spot = lay.spots[c]
        for field_name, kind in TOKEN_FIELDS:
            d = a[field_name] - r[field_name]
            if d == 0:
                continue
            row = r if d < 0 else a
            if kind == "wood":
                sprite, at = wood_pile(1, WOOD_SIZE), lay.wood_spot(c)
            else:
                sprite, at = building(kind, SLOT_SIZE), _slot_of(spot, row, kind)
            anim.fades.append(Fade(sprite, at, d > 0, (c, field_name, d) if d > 0 else None))
        if a["roost"] != r["roost"]:
            row = a if a["roost"] else r
            anim.fades.append(Fade(building("roost", SLOT_SIZE), _slot_of(spot, row, "roost"),
                                   a["roost"], (c, "roost", True) if a["roost"] else None))
        if a["keep"] != r["keep"]:
            anim.fades.append(Fade(keep_token(KEEP_SIZE), lay.keep_spot(c), a["keep"],
                                   (c, "keep", True) if a["keep"] else None))
    return anim


def _slot_of(spot, row: dict, kind: str) -> tuple[int, int]:
    """Where the view draws the last ``kind`` building of ``row`` (its slot
    order: sawmills, workshops, recruiters, the roost; the ruin's slot skipped)."""
    kinds = (["sawmill"] * row["sawmills"] + ["workshop"] * row["workshops"]
             + ["recruiter"] * row["recruiters"] + (["roost"] if row["roost"] else []))
    slots = [i for i in range(len(spot.slots)) if i != spot.ruin_slot]
    n = max((i for i, k in enumerate(kinds) if k == kind), default=0)
    if n >= len(slots):
        return spot.centre
    return spot.slots[slots[n]]
