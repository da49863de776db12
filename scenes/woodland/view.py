"""TableView: draws one seat's view of a Root position, read-only.

Drawing is split from interaction so the live table and the replay viewer
draw the same wooden table. The view is given a :class:`TableSnapshot` and
*highlights* (what glows), never a Game: it cannot decide anything.

Cost per frame: everything that only changes with the position (map with
pieces, boards, banner, hand) is painted into one ``layer`` keyed by the
snapshot, the held piece and the language, so a still frame is one
full-screen blit plus the glows, the log panel and what moves. The scaled map
art itself (the slowest part) is painted once into ``base``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.woodland.cards import ITEMS
from scenes import i18n, theme
from scenes.app import display_surface
from scenes.i18n import N_, _
from scenes.mapview import MapView
from scenes.rules_text import FACTIONS as FACTION_NAMES
from scenes.rules_text import ITEM_NAMES, name_of
from scenes.tiled import MapData
from scenes.woodland import layout as L
from scenes.woodland.boards import HitList, draw_eyrie, draw_marquise
from scenes.woodland.card_art import CARD_SIZE, card_chip, card_face, mini_card
from scenes.woodland.layout import TableLayout
from scenes.woodland.pieces import (
    FACTION_COLOURS,
    FACTION_DARK,
    building,
    card_back,
    item_icon,
    keep_token,
    warrior,
    warrior_stack,
    wood_pile,
)
from scenes.woodland.snapshot import Hit, TableSnapshot
from scenes.woodland.text_fit import fitted_lines

PHASES = (("birdsong", N_("Birdsong")), ("daylight", N_("Daylight")), ("evening", N_("Evening")))
STEP_TEXT = {
    "keep": N_("Setup: place the keep in a corner"),
    "cat_build": N_("Setup: place a sawmill, a workshop and a recruiter"),
    "leader": N_("Setup: the Eyrie choose a leader"),
    "birdsong_start": N_("Birdsong begins"),
    "decree": N_("Add one or two cards to the Decree"),
    "new_roost": N_("A New Roost"),
    "birdsong": N_("Birdsong: card abilities, then end the phase"),
    "daylight_start": N_("Daylight begins"),
    "warren": N_("Command Warren: you may battle"),
    "daylight": N_("Daylight"),
    "depose": N_("Turmoil: choose a new leader"),
    "evening_start": N_("Evening begins"),
    "cobbler": N_("Cobbler: you may move once"),
    "evening": N_("Evening: draw and score"),
    "discard": N_("Discard down to five cards"),
    "over": N_("The game is over"),
}
WIN_VP = 30


@dataclass
class Highlights:
    """What glows on the table: legal targets of what is held, the origin."""

    clearings: frozenset[int] = frozenset()
    origin: int | None = None
    hand_cards: frozenset[int] = frozenset()  # indices into the hand
    areas: frozenset[Hit] = frozenset()  # board spaces, Decree columns, crafting area
    refused: frozenset[int] = frozenset()  # clearings a drop would be refused in

    @property
    def empty(self) -> bool:
        return not (self.clearings or self.origin or self.hand_cards or self.areas)


@dataclass
class Held:
    """What the layer leaves out because the pointer carries it."""

    kind: str = ""
    key: tuple = ()
    count: int = 0


@dataclass
class _Layer:
    surface: pygame.Surface
    key: tuple
    hits: HitList = field(default_factory=list)
    rects: dict[Hit, pygame.Rect] = field(default_factory=dict)


def _wood_texture(size: tuple[int, int]) -> pygame.Surface:
    """The table: warm planks with a little grain (deterministic)."""
    w, h = size
    s = display_surface(size)
    s.fill((92, 62, 40))
    plank = 120
    import random
    rng = random.Random(7)
    for i, x in enumerate(range(0, w, plank)):
        tone = 86 + (i * 37) % 22
        pygame.draw.rect(s, (tone + 6, tone - 24, tone - 48), (x, 0, plank, h))
        for _g in range(28):
            gy = rng.randrange(h)
            gx = x + rng.randrange(plank)
            length = rng.randrange(40, 200)
            pygame.draw.line(s, (tone - 14, tone - 40, tone - 60), (gx, gy),
                             (gx + rng.randrange(-6, 7), gy + length), 1)
        pygame.draw.line(s, (52, 34, 22), (x, 0), (x, h), 2)
    return s


class TableView:
    """Paints the table for a snapshot; answers what is under a point."""

    def __init__(self, data: MapData) -> None:
        self.map = MapView(data)
        ruins = {c.number: c.ruin for c in data.board.clearings}
        self.layout = TableLayout(data.layout, ruins)
        self.board = data.board
        self._base: pygame.Surface | None = None
        self._badges: pygame.Surface | None = None
        self._layer: _Layer | None = None
        self._rings: dict[tuple[int, tuple], pygame.Surface] = {}
        self.hand_title_right = L.HAND_RECT.x  # set as the hand is drawn

    # --- base ------------------------------------------------------------------

    @property
    def base(self) -> pygame.Surface:
        if self._base is None:
            base = _wood_texture(theme.LOGICAL_SIZE)
            frame = L.MAP_RECT.inflate(10, 10)
            pygame.draw.rect(base, (40, 26, 16), frame.move(4, 5), border_radius=10)
            pygame.draw.rect(base, theme.BARK, frame, border_radius=10)
            crop = self.map.base.subsurface(L.MAP_CROP)
            scaled = pygame.transform.smoothscale(crop, L.MAP_RECT.size)
            base.blit(scaled, L.MAP_RECT.topleft)
            pygame.draw.rect(base, theme.GOLD, frame, width=2, border_radius=10)
            self._base = base
            # The clearing number and suit badges go back over the pieces.
            badges = self.map._badges.subsurface(L.MAP_CROP)  # painted with the base
            self._badges = pygame.transform.smoothscale(badges, L.MAP_RECT.size)
        return self._base

    # --- the layer -----------------------------------------------------------

    def layer(self, snap: TableSnapshot, held: Held | None = None,
              current_column: str | None = None) -> _Layer:
        held = held or Held()
        key = (snap.key, held.kind, held.key, held.count, current_column, i18n.language())
        if self._layer is not None and self._layer.key == key:
            return self._layer
        surface = self._layer.surface if self._layer is not None else display_surface(
            theme.LOGICAL_SIZE)
        surface.blit(self.base, (0, 0))
        hits: HitList = []
        self._draw_pieces(surface, snap, held, hits)
        surface.blit(self._badges, L.MAP_RECT.topleft)
        lifted = held.key[0] if held.kind == "track" else "keep" if held.kind == "keep" else None
        draw_marquise(surface, L.MARQUISE_BOARD, snap, hits, lifted)
        draw_eyrie(surface, L.EYRIE_BOARD, snap, hits, current_column, lifted)
        self._draw_top_bar(surface, snap, hits)
        self._draw_hand(surface, snap, held, hits)
        rects: dict[Hit, pygame.Rect] = {}
        for rect, hit in hits:
            rects.setdefault(hit, rect)
        self._layer = _Layer(surface, key, hits, rects)
        return self._layer

    def hit_at(self, pos: tuple[int, int]) -> Hit | None:
        """The topmost thing under a point (pieces before their clearing)."""
        if self._layer is None:
            return None
        for rect, hit in reversed(self._layer.hits):
            if rect.collidepoint(pos):
                if hit.kind == "clearing":
                    spot = self.layout.spots[hit.key[0]]
                    if math.dist(pos, spot.centre) > spot.radius + 6:
                        continue
                return hit
        return None

    def rect_of(self, hit: Hit) -> pygame.Rect | None:
        if self._layer is None:
            return None
        return self._layer.rects.get(hit)

    def all_hits(self) -> list[tuple[pygame.Rect, Hit]]:
        """Every hit area of the last painted layer, bottom first."""
        return list(self._layer.hits) if self._layer is not None else []

    def hits(self, kind: str) -> list[tuple[pygame.Rect, Hit]]:
        if self._layer is None:
            return []
        return [(r, h) for r, h in self._layer.hits if h.kind == kind]

    # --- map pieces -------------------------------------------------------------

    def _draw_pieces(self, surface: pygame.Surface, snap: TableSnapshot, held: Held,
                     hits: HitList) -> None:
        lay = self.layout
        for number, spot in lay.spots.items():
            row = snap.clearing(number)
            box = pygame.Rect(0, 0, spot.radius * 2, spot.radius * 2)
            box.center = spot.centre
            hits.append((box, Hit("clearing", (number,))))
            ruler = snap.rulers.get(number)
            if ruler:
                pygame.draw.circle(surface, FACTION_COLOURS[ruler], spot.centre,
                                   spot.radius + 5, 5)
                pygame.draw.circle(surface, FACTION_DARK[ruler], spot.centre, spot.radius + 8, 1)
                crown = warrior(ruler, 18)
                at = (spot.centre[0] - 10, spot.centre[1] + spot.radius - 6)
                pygame.draw.circle(surface, theme.CREAM, (at[0] + 10, at[1] + 11), 12)
                pygame.draw.circle(surface, FACTION_DARK[ruler], (at[0] + 10, at[1] + 11), 12, 2)
                surface.blit(crown, at)
                hits.append((pygame.Rect(at[0] - 2, at[1] - 1, 24, 24), Hit("ruler", (number,))))
            kinds = (["sawmill"] * row["sawmills"] + ["workshop"] * row["workshops"]
                     + ["recruiter"] * row["recruiters"] + (["roost"] if row["roost"] else []))
            used = row["crafting_used"]
            slots = [i for i in range(len(spot.slots)) if i != spot.ruin_slot]
            for n, kind in enumerate(kinds):
                if n >= len(slots):
                    break
                faded = kind in ("workshop", "roost") and used > 0
                if faded:
                    used -= 1
                tile = building(kind, L.SLOT_SIZE, faded)
                rect = tile.get_rect(center=spot.slots[slots[n]])
                surface.blit(tile, rect)
                hits.append((rect, Hit("building", (number, kind))))
            if spot.ruin_slot is not None:
                rect = pygame.Rect(0, 0, L.SLOT_SIZE, L.SLOT_SIZE)
                rect.center = spot.slots[spot.ruin_slot]
                hits.append((rect, Hit("ruin", (number,))))
            if row["keep"]:
                token = keep_token(L.KEEP_SIZE)
                rect = token.get_rect(center=lay.keep_spot(number))
                surface.blit(token, rect)
                hits.append((rect, Hit("keep", (number,))))
            both = row["marquise_warriors"] > 0 and row["eyrie_warriors"] > 0
            # The Eyrie's stack (right) first: the Marquise's count badge,
            # at its stack's top right, lay under it (play-testing).
            for faction in ("eyrie", "marquise"):
                n = row[f"{faction}_warriors"]
                if held.kind == "warriors" and held.key == (number, faction):
                    n -= held.count
                if n <= 0:
                    continue
                stack = warrior_stack(faction, n, L.WARRIOR_SIZE)
                rect = stack.get_rect(center=lay.warrior_spot(number, faction, both))
                surface.blit(stack, rect)
                hits.append((rect, Hit("warriors", (number, faction))))
            if row["wood"]:
                # Over the warriors' edge, so the count is never hidden; a
                # press on the stack's middle still picks the warriors up.
                pile = wood_pile(row["wood"], L.WOOD_SIZE)
                rect = pile.get_rect(center=lay.wood_spot(number))
                surface.blit(pile, rect)
                hits.append((rect, Hit("wood", (number,))))

    # --- the banner --------------------------------------------------------------

    def _draw_top_bar(self, surface: pygame.Surface, snap: TableSnapshot, hits: HitList) -> None:
        bar = L.TOP_BAR
        pygame.draw.rect(surface, (58, 38, 24), bar)
        pygame.draw.line(surface, theme.GOLD, (0, bar.bottom - 2), (bar.right, bar.bottom - 2), 2)
        data = snap.data
        turn = data["turn"]
        x = 16
        rnd = data["round"]
        label = _("Setup") if data["phase"] == "setup" else _("Round {n}").format(n=rnd)
        img = theme.text(label, 22, theme.GOLD, "bold")
        surface.blit(img, img.get_rect(midleft=(x, 31)))
        x += img.get_width() + 16
        if data["phase"] not in ("setup", "over"):
            crest = warrior(turn, 30)
            surface.blit(crest, crest.get_rect(midleft=(x, 30)))
            x += 40
            for phase, name in PHASES:
                lit = data["phase"] == phase
                txt = theme.text(_(name), 20, theme.INK if lit else (200, 180, 150), "bold")
                pill = txt.get_rect(midleft=(x + 12, 31)).inflate(24, 12)
                pygame.draw.rect(surface, theme.GOLD if lit else (84, 60, 40), pill,
                                 border_radius=14)
                surface.blit(txt, txt.get_rect(center=pill.center))
                hits.append((pill, Hit("phase", (phase,))))
                x = pill.right + 8
            x += 8
        size, lines = self.banner_lines(snap, 990 - x)
        area = pygame.Rect(x, 31, 0, 0)
        step = theme.font(size, "regular").get_linesize() - 2
        top = 31 - step * (len(lines) - 1) // 2
        for i, line in enumerate(lines):  # long steps (Russian) take two lines
            img = theme.text(line, size, theme.CREAM)
            rect = img.get_rect(midleft=(x, top + i * step))
            surface.blit(img, rect)
            area = area.union(rect) if area.w else rect
        hits.append((area, Hit("step", (data["step"],))))
        self._draw_vp_track(surface, snap, pygame.Rect(1010, 6, 420, 50), hits)
        # Deck, discard pile, item supply.
        x = 1448
        back = card_back((26, 36))
        surface.blit(back, (x, 12))
        n = data["deck"] if isinstance(data["deck"], int) else len(data["deck"])
        img = theme.text(str(n), 22, theme.CREAM, "bold")
        surface.blit(img, (x + 34, 18))
        hits.append((pygame.Rect(x, 10, 34 + img.get_width(), 42), Hit("deck", (n,))))
        x += 44 + img.get_width() + 10
        discard = data["discard"]
        if discard:
            surface.blit(mini_card(discard[-1], (26, 36)), (x, 12))
        else:
            pygame.draw.rect(surface, (84, 60, 40), (x, 12, 26, 36), width=2, border_radius=6)
        img = theme.text(str(len(discard)), 22, theme.CREAM, "bold")
        surface.blit(img, (x + 36, 18))
        hits.append((pygame.Rect(x, 10, 36 + img.get_width(), 42), Hit("discard", ())))
        x += 46 + img.get_width() + 8
        supply = data["items"]["supply"]
        for item in ITEMS:
            icon = item_icon(item, 26, exhausted=supply[item] == 0)
            rect = icon.get_rect(midleft=(x, 31))
            surface.blit(icon, rect)
            if supply[item] > 1:
                cnt = theme.text(str(supply[item]), 15, theme.GOLD, "bold")
                surface.blit(cnt, (rect.right - 6, rect.bottom - 14))
            hits.append((rect, Hit("supply_item", (item, supply[item]))))
            x += 34
            if x > 1900:
                break

    def _draw_vp_track(self, surface: pygame.Surface, snap: TableSnapshot, rect: pygame.Rect,
                       hits: HitList) -> None:
        step = (rect.w - 20) / WIN_VP
        y = rect.centery
        pygame.draw.line(surface, (120, 90, 60), (rect.x + 10, y), (rect.right - 10, y), 4)
        for v in range(WIN_VP + 1):
            cx = round(rect.x + 10 + v * step)
            big = v % 5 == 0
            pygame.draw.circle(surface, theme.GOLD if big else (150, 118, 80), (cx, y),
                               6 if big else 3)
            if big:
                lab = theme.text(str(v), 12, (220, 196, 150))
                surface.blit(lab, lab.get_rect(midtop=(cx, y + 8)))
        spots = [round(rect.x + 10 + max(0, min(snap.data["vp"][f], WIN_VP)) * step)
                 for f in ("marquise", "eyrie")]
        # Close scores would stack the markers: spread them apart around
        # their middle, each with a stem down to its own space on the track.
        centres = list(spots)
        markers = [warrior(f, 24) for f in ("marquise", "eyrie")]
        gap = max(m.get_width() for m in markers) + 2
        if abs(spots[0] - spots[1]) < gap:
            mid = (spots[0] + spots[1]) / 2
            left = 0 if spots[0] <= spots[1] else 1  # the lower score (a tie: the Marquise)
            mid = max(rect.x + gap, min(rect.right - gap, mid))  # both inside the track
            centres[left] = round(mid - gap / 2)
            centres[1 - left] = round(mid + gap / 2)
        for i, faction in enumerate(("marquise", "eyrie")):
            if centres[i] != spots[i]:
                pygame.draw.line(surface, (220, 196, 150), (centres[i], y - 4), (spots[i], y),
                                 2)
            marker = markers[i]
            r = marker.get_rect(center=(centres[i], y - 14))
            surface.blit(marker, r)
            hits.append((r, Hit("vp", (faction,))))
        hits.append((rect, Hit("vp_track", ())))

    def banner_lines(self, snap: TableSnapshot, width: int) -> tuple[int, list[str]]:
        """The step text as the banner shows it: (font size, one or two lines)."""
        return fitted_lines(self.step_text(snap), 20, width)

    def step_text(self, snap: TableSnapshot) -> str:
        data = snap.data
        step = data["step"]
        faction = name_of(FACTION_NAMES, data["turn"])
        if data["phase"] == "over":
            winner = data.get("winner")
            return _("Victory: {faction}").format(faction=name_of(FACTION_NAMES, winner)) \
                if winner else _(STEP_TEXT["over"])
        battle = data.get("battle")
        if battle:
            return _("Battle in clearing {n}: {att} attack {dfn}").format(
                n=battle["clearing"], att=name_of(FACTION_NAMES, battle["attacker"]),
                dfn=name_of(FACTION_NAMES, battle["defender"]))
        text = _(STEP_TEXT.get(step, step))
        ts = data["turn_state"]
        if step == "daylight" and data["turn"] == "marquise":
            text = i18n.ngettext("Daylight: {n} action left", "Daylight: {n} actions left",
                                 ts["actions"]).format(n=ts["actions"])
            if ts["march"]:
                text += " · " + _("the march has one more move")
        elif step == "daylight" and data["turn"] == "eyrie":
            column = ts["decree_column"]
            if column:
                from scenes.rules_text import COLUMNS as COLUMN_NAMES
                # Crafting comes before the first Decree card (7.5.1), and
                # nothing said so: a newcomer found it by guessing.
                text = (_("Daylight: you may craft first (7.5.1), then resolve the Decree: "
                          "{column}") if not ts["acted"]
                        else _("Resolve the Decree: {column}")).format(
                    column=name_of(COLUMN_NAMES, column))
            elif not ts["acted"]:
                text = _("Daylight: craft, then resolve the Decree")
        if data["phase"] == "setup":
            return text
        return f"{faction}: {text}"

    # --- the hand ------------------------------------------------------------------

    def hand_slots(self, n: int) -> list[pygame.Rect]:
        """Where the cards of a hand of n lie (overlapping when many)."""
        area = L.HAND_RECT.inflate(-24, 0)
        w, h = CARD_SIZE
        step = w + 10 if n * (w + 10) <= area.w else max(24, (area.w - w) // max(n - 1, 1))
        top = L.HAND_RECT.y + 34
        return [pygame.Rect(area.x + i * step, top, w, h) for i in range(n)]

    def _draw_hand(self, surface: pygame.Surface, snap: TableSnapshot, held: Held,
                   hits: HitList) -> None:
        rect = L.HAND_RECT
        surface.blit(theme.panel_surface(rect.size, (64, 44, 30), theme.BARK, alpha=235),
                     rect.topleft)
        viewer = snap.viewer
        hand = snap.hand(viewer)
        who = name_of(FACTION_NAMES, viewer)
        if not snap.hand_visible or isinstance(hand, int):
            n = hand if isinstance(hand, int) else len(hand)
            title = i18n.ngettext("{faction}: {n} card, face down",
                                  "{faction}: {n} cards, face down", n).format(faction=who, n=n)
            self._draw_hand_title(surface, title)
            for r in self.hand_slots(n):
                surface.blit(card_back(CARD_SIZE), r)
            return
        title = i18n.ngettext("Hand of {faction}: {n} card", "Hand of {faction}: {n} cards",
                              len(hand)).format(faction=who, n=len(hand))
        self._draw_hand_title(surface, title)
        slots = self.hand_slots(len(hand))
        for i, (code, r) in enumerate(zip(hand, slots, strict=True)):
            hit = Hit("card", (i, code))
            if held.kind == "card" and held.key == (i, code):
                pygame.draw.rect(surface, (90, 66, 46), r, border_radius=9)
                pygame.draw.rect(surface, theme.GOLD, r, width=2, border_radius=9)
            else:
                # Overlapped by the next card: the name is set in what shows.
                shown = slots[i + 1].x - r.x if i + 1 < len(slots) else r.w
                surface.blit(card_face(code, shown=shown), r)
            hits.append((r, hit))

    def _draw_hand_title(self, surface: pygame.Surface, title: str) -> None:
        """The hand's heading; where it ends is kept, since the thinking
        indicator shares its line."""
        label = theme.text(title, 20, theme.GOLD, "bold")
        at = (L.HAND_RECT.x + 14, L.HAND_RECT.y + 7)
        surface.blit(label, at)
        self.hand_title_right = at[0] + label.get_width()

    # --- per frame ---------------------------------------------------------------

    def ring(self, radius: int, colour: tuple[int, ...], width: int) -> pygame.Surface:
        key = (radius, (*colour, width))
        if key not in self._rings:
            s = pygame.Surface((radius * 2 + 24, radius * 2 + 24), pygame.SRCALPHA)
            c = (radius + 12, radius + 12)
            pygame.draw.circle(s, (*colour[:3], 60), c, radius + 10)
            pygame.draw.circle(s, (0, 0, 0, 0), c, radius - 2)
            pygame.draw.circle(s, colour, c, radius + 4, width)
            self._rings[key] = s
        return self._rings[key]

    def draw(self, surface: pygame.Surface, snap: TableSnapshot, highlights: Highlights,
             held: Held | None = None, hover: Hit | None = None, pulse: float = 0.0,
             current_column: str | None = None) -> None:
        layer = self.layer(snap, held, current_column)
        surface.blit(layer.surface, (0, 0))
        self.draw_highlights(surface, highlights, hover, pulse)

    def draw_highlights(self, surface: pygame.Surface, highlights: Highlights,
                        hover: Hit | None, pulse: float) -> None:
        glow = 0.5 + 0.5 * math.sin(pulse * 5)
        for number in highlights.clearings:
            spot = self.layout.spots[number]
            colour = (255, 222, 110, round(170 + 80 * glow))
            ring = self.ring(spot.radius, colour, 5)
            surface.blit(ring, ring.get_rect(center=spot.centre))
        if highlights.origin is not None:
            spot = self.layout.spots[highlights.origin]
            ring = self.ring(spot.radius, (255, 255, 255, 230), 4)
            surface.blit(ring, ring.get_rect(center=spot.centre))
        if self._layer is not None:
            for hit in highlights.areas:
                rect = self._layer.rects.get(hit)
                if rect is not None:
                    pygame.draw.rect(surface, (255, 214, 90), rect.inflate(8, 8),
                                     width=3 + round(2 * glow), border_radius=10)
            for rect, hit in self._layer.hits:
                if hit.kind == "card" and hit.key[0] in highlights.hand_cards:
                    pygame.draw.rect(surface, (255, 214, 90), rect.inflate(6, 6),
                                     width=3, border_radius=11)
        if hover is not None and hover.kind == "clearing" and not highlights.clearings:
            spot = self.layout.spots[hover.key[0]]
            ring = self.ring(spot.radius, (255, 240, 200, 160), 3)
            surface.blit(ring, ring.get_rect(center=spot.centre))
        if hover is not None and hover.kind == "card" and self._layer is not None:
            rect = self._layer.rects.get(hover)
            if rect is not None:
                # The pointed card rises out of the fan to be read whole.
                lifted = rect.move(0, -16)
                strip = pygame.Rect(rect.x, lifted.bottom, rect.w + 4,
                                    rect.bottom + 6 - lifted.bottom)
                surface.fill((64, 44, 30), strip)  # the hand panel where the card was
                surface.blit(card_face(hover.key[1]), lifted)
                pygame.draw.rect(surface, theme.CREAM, lifted.inflate(4, 4), width=2,
                                 border_radius=10)

    def held_sprite(self, held: Held, snap: TableSnapshot) -> pygame.Surface | None:
        """What the pointer carries."""
        if held.kind == "warriors":
            return warrior_stack(held.key[1], held.count, L.WARRIOR_SIZE + 6)
        if held.kind == "card":
            return card_face(held.key[1])
        if held.kind in ("track", "building"):
            return building(held.key[0], L.SLOT_SIZE + 8)
        if held.kind == "keep":
            return keep_token(L.KEEP_SIZE + 6)
        if held.kind == "crafted":
            return card_chip(held.key[0], 170)
        return None


def item_name(item: str) -> str:
    return name_of(ITEM_NAMES, item)
