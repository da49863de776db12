"""Pieces slide and fade, worked out from the difference of two positions.

As chessground does, the table does not script a tween per action: it
compares the snapshot before and after and animates what changed. Warriors
that left one clearing and arrived in an adjacent one slide along; pieces
that vanished fade out where they were; pieces that appeared fade in. While
an animation runs, the table's layer shows the *arrival* counts held back
(``held_back``) so a sliding stack does not appear twice.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

import pygame

from game.woodland.board import Board
from scenes.woodland.layout import SLOT_SIZE, WARRIOR_SIZE, TableLayout
from scenes.woodland.pieces import building, keep_token, warrior_stack, wood_token
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


@dataclass
class Animation:
    slides: list[Slide] = field(default_factory=list)
    fades: list[Fade] = field(default_factory=list)
    age: float = 0.0

    @property
    def done(self) -> bool:
        return self.age >= DURATION or not (self.slides or self.fades)

    def held_back(self, snap: TableSnapshot) -> TableSnapshot:
        """The snapshot with the sliding warriors not yet arrived."""
        if not self.slides:
            return snap
        data = copy.deepcopy(snap.data)
        for slide in self.slides:
            row = data["clearings"][slide.clearing - 1]
            row[f"{slide.faction}_warriors"] = max(0, row[f"{slide.faction}_warriors"]
                                                  - slide.count)
        key = snap.key + "|anim"
        return TableSnapshot(data, snap.viewer, snap.rulers, snap.hand_visible, key)

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
         board: Board) -> Animation:
    """What changed on the map between two snapshots, as slides and fades."""
    anim = Animation()
    b_rows, a_rows = before.data["clearings"], after.data["clearings"]
    for faction in FACTIONS:
        key = f"{faction}_warriors"
        left = {r["clearing"]: r[key] - a[key] for r, a in zip(b_rows, a_rows, strict=True)
                if r[key] > a[key]}
        came = {r["clearing"]: a[key] - r[key] for r, a in zip(b_rows, a_rows, strict=True)
                if a[key] > r[key]}
        for dest, n in list(came.items()):
            for origin in list(left):
                if left[origin] <= 0 or origin not in board.adjacent(dest):
                    continue
                moved = min(n, left[origin])
                both_b = b_rows[origin - 1]["marquise_warriors"] and \
                    b_rows[origin - 1]["eyrie_warriors"]
                both_a = a_rows[dest - 1]["marquise_warriors"] and \
                    a_rows[dest - 1]["eyrie_warriors"]
                anim.slides.append(Slide(faction, moved,
                                         lay.warrior_spot(origin, faction, bool(both_b)),
                                         lay.warrior_spot(dest, faction, bool(both_a)), dest))
                left[origin] -= moved
                n -= moved
                came[dest] = n
                if n <= 0:
                    break
        for c, n in left.items():
            if n > 0:
                anim.fades.append(Fade(warrior_stack(faction, n, WARRIOR_SIZE),
                                       lay.warrior_spot(c, faction, False), False))
        for c, n in came.items():
            if n > 0:
                anim.fades.append(Fade(warrior_stack(faction, n, WARRIOR_SIZE),
                                       lay.warrior_spot(c, faction, False), True))
    for r, a in zip(b_rows, a_rows, strict=True):
        c = r["clearing"]
        spot = lay.spots[c]
        for field_name, kind in TOKEN_FIELDS:
            d = a[field_name] - r[field_name]
            if d == 0:
                continue
            sprite = wood_token(16) if kind == "wood" else building(kind, SLOT_SIZE)
            at = lay.wood_spot(c, 0) if kind == "wood" else spot.centre
            anim.fades.append(Fade(sprite, at, d > 0))
        if a["roost"] != r["roost"]:
            anim.fades.append(Fade(building("roost", SLOT_SIZE), spot.centre, a["roost"]))
        if a["keep"] != r["keep"]:
            anim.fades.append(Fade(keep_token(28), lay.keep_spot(c), a["keep"]))
    # Fading in over the final layer would double what is already drawn: keep
    # only what left the map (fade out) and the slides.
    anim.fades = [f for f in anim.fades if not f.appear]
    return anim
