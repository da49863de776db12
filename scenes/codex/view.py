"""Drawing the Codex card table for one seat, and finding what is under a point.

The viewer's side is at the bottom, the opponent's mirrored at the top: a
strip of buildings (HP), gold, workers, deck / discard / codex counts and
the hero's panel (level and band), then the five labelled patrol slots with
their bonus icons beside the cards in play (exhausted ones lie turned 90°),
and the viewer's hand along the bottom edge. The right column is the
table's: whose turn and which phase, the buttons, the building panel, the
log.

Everything a snapshot decides is drawn once into a cached layer (keyed by
the snapshot, the language and what is being dragged); a frame blits that
layer and adds only what moves — the glow of legal targets, the hover
outline, the held card, the combat numbers — so a busy table costs about
one full-screen blit. ``hits`` lists what is where, for the pointer.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.codex.cards import BANDS, CARD_INDEX, CARDS
from game.codex.state import BUILD_COST, SLOTS, TECH_WORKERS
from scenes import i18n, theme
from scenes.codex import card_art as art
from scenes.codex.snapshot import InPlay, Side, Snapshot
from scenes.codex.words import (
    PHASES,
    SLOT_BONUS,
    SPEC_NAMES,
    building_name,
    card_name_of,
    player_name,
    slot_name,
)
from scenes.i18n import N_, _

TABLE_W = 1536
PANEL = pygame.Rect(1548, 8, 364, 1064)
INFO_H = 100
FIELD_H = 216
INFO_Y = {"top": 8, "bottom": 606}
FIELD_Y = {"top": 114, "bottom": 384}
BAND = pygame.Rect(8, 336, TABLE_W - 8, 42)
HAND_RECT = pygame.Rect(8, 714, TABLE_W - 8, 358)
SLOT_W = 130
SLOT_TOP = 66  # where the card sits in a patrol slot, under its label
PLAY_X = 12 + 5 * SLOT_W + 2  # the in-play area, right of the patrol zone
HERO_X = 1130
TURN_RECT = pygame.Rect(PANEL.x, PANEL.y, PANEL.w, 132)
BUILD_RECT = pygame.Rect(PANEL.x, 316, PANEL.w, 256)
LOG_RECT = pygame.Rect(PANEL.x, 580, PANEL.w, PANEL.bottom - 580)
BUILD_ROWS = ("tech1", "tech2", "tech3", "tower", "surplus")
FELT = (44, 74, 52)
WOOD = (92, 62, 38)


@dataclass(frozen=True)
class Hit:
    """Something drawn: ``kind`` and ``key`` (``card (code, index)``, ``unit
    (id,)``, ``slot (player, name)``, ``building (player, word)``, ``table
    (player,)``, ``workers (player,)``, ``hero (player,)``, ``build (name,)``,
    ``deck``/``discard``/``codex (player,)``, ``gold (player,)``)."""

    kind: str
    key: tuple = ()


@dataclass(frozen=True)
class Vacancy:
    """The place in a row of cards in play kept for a card that has just
    died, while its damage and "dies" rise over its fading ghost: the row
    closes up only after (a row closed at once slid the next card under
    those marks, so "dies" seemed to hit a living Tenderfoot). ``card`` is
    the card as it last stood (its width: turned if exhausted); ``after``
    the ids that stood before it in its row, nearest last."""

    player: int
    card: InPlay
    after: tuple[int, ...]

    @property
    def hit(self) -> Hit:
        """Where the view records the kept place (never a pointer target)."""
        return Hit("vacancy", (self.card.id,))


class CodexView:
    """The cached picture of a snapshot and the map of what is where."""

    #: The hand's heading, face up and face down ({player}: the seat shown),
    #: for a person's seat; a table sets :attr:`hand_words` by whose seat is
    #: shown (:data:`COMPUTER_HAND_WORDS`), the replay viewer its own.
    HAND_WORDS = (N_("Your hand"), N_("{player}'s hand (face down until the computer is passed)"))
    COMPUTER_HAND_WORDS = (N_("{player}'s hand"), N_("{player}'s hand (a computer's, hidden)"))

    def __init__(self, hand_words: tuple[str, str] | None = None) -> None:
        self.hand_words = hand_words or self.HAND_WORDS
        self._layer: pygame.Surface | None = None
        self._key: tuple | None = None
        self.hits: list[tuple[pygame.Rect, Hit]] = []
        self.rects: dict[Hit, pygame.Rect] = {}
        self._felt: pygame.Surface | None = None
        self.hand_title_right = HAND_RECT.x  # set as the hand is drawn

    # --- where things are --------------------------------------------------------

    @staticmethod
    def where(snap: Snapshot, p: int) -> str:
        return "bottom" if p == snap.viewer else "top"

    def hit_at(self, pos: tuple[int, int]) -> Hit | None:
        for rect, hit in reversed(self.hits):
            if rect.collidepoint(pos):
                return hit
        return None

    def rect_of(self, hit: Hit) -> pygame.Rect | None:
        return self.rects.get(hit)

    def unit_rect(self, i: int) -> pygame.Rect | None:
        return self.rects.get(Hit("unit", (i,)))

    def _add(self, rect: pygame.Rect, hit: Hit) -> None:
        self.hits.append((rect, hit))
        self.rects[hit] = rect

    # --- the layer ------------------------------------------------------------------

    def layer(self, snap: Snapshot, lifted: Hit | None = None,
              vacant: tuple[Vacancy, ...] = ()) -> pygame.Surface:
        """The cached picture of ``snap`` (``lifted``: the thing held, drawn
        faint; ``vacant``: places kept empty for cards that just died)."""
        key = (snap.key, i18n.language(), lifted, vacant)
        if key != self._key or self._layer is None:
            if self._layer is None:
                self._layer = pygame.Surface(theme.LOGICAL_SIZE).convert() \
                    if pygame.display.get_surface() else pygame.Surface(theme.LOGICAL_SIZE)
            self.hits = []
            self.rects = {}
            self._render(self._layer, snap, lifted, vacant)
            self._key = key
        return self._layer

    def _background(self) -> pygame.Surface:
        if self._felt is None:
            felt = pygame.Surface(theme.LOGICAL_SIZE)
            felt.fill(FELT)
            for k in range(0, theme.LOGICAL_SIZE[1], 3):
                shade = 6 if (k // 3) % 2 else 0
                pygame.draw.line(felt, (FELT[0] - shade, FELT[1] - shade, FELT[2] - shade),
                                 (0, k), (TABLE_W, k))
            pygame.draw.rect(felt, WOOD, (TABLE_W + 2, 0, 1920 - TABLE_W, 1080))
            for k in range(0, 1080, 14):
                pygame.draw.line(felt, (84, 56, 34), (TABLE_W + 2, k), (1920, k + 6), 2)
            pygame.draw.rect(felt, (30, 50, 36), (0, 0, TABLE_W + 2, 1080), 6)
            self._felt = felt
        return self._felt

    def _render(self, surf: pygame.Surface, snap: Snapshot, lifted: Hit | None,
                vacant: tuple[Vacancy, ...] = ()) -> None:
        surf.blit(self._background(), (0, 0))
        for p in (0, 1):
            self._side(surf, snap, snap.side(p), self.where(snap, p), lifted,
                       tuple(v for v in vacant if v.player == p))
        self._band(surf, snap)
        self._hand(surf, snap, snap.side(snap.viewer), lifted)
        self._turn_panel(surf, snap)
        self._build_panel(surf, snap)

    # --- a side ------------------------------------------------------------------------

    def _side(self, surf: pygame.Surface, snap: Snapshot, side: Side, where: str,
              lifted: Hit | None, vacant: tuple[Vacancy, ...] = ()) -> None:
        p = side.player
        iy, fy = INFO_Y[where], FIELD_Y[where]
        mine = where == "bottom"
        # buildings
        x = 12
        for b in side.buildings:
            rect = pygame.Rect(x, iy, 96, INFO_H - 8)
            self._building(surf, rect, b, p, snap.winner)
            x += 102
        # economy
        x = 532
        gold = pygame.Rect(x, iy, 104, INFO_H - 8)
        self._chip(surf, gold, _("Gold"), str(side.gold))
        art.coin(surf, (gold.x + 24, gold.bottom - 26), 16, "")
        self._add(gold, Hit("gold", (p,)))
        x += 110
        workers = pygame.Rect(x, iy, 130, INFO_H - 8)
        self._chip(surf, workers, _("Workers"), str(side.workers),
                   _("hired this turn") if side.hired else None)
        self._worker_icons(surf, workers, side.workers)
        self._add(workers, Hit("workers", (p,)))
        x += 136
        hand_n = side.hand if isinstance(side.hand, int) else len(side.hand)
        discard_n = side.discard if isinstance(side.discard, int) else len(side.discard)
        for kind, label, n in (("deck", _("Deck"), side.deck),
                               ("discard", _("Discard"), discard_n),
                               ("codex", _("In codex"), side.codex),
                               ("handcount", _("Hand"), hand_n)):
            rect = pygame.Rect(x, iy, 84, INFO_H - 8)
            self._pile(surf, rect, label, n, side.spec if kind != "codex" else side.spec,
                       kind)
            self._add(rect, Hit(kind, (p,)))
            x += 90
        # hero panel
        hero = pygame.Rect(max(x, HERO_X), iy, TABLE_W - max(x, HERO_X) - 4, INFO_H - 8)
        self._hero_panel(surf, hero, snap, side)
        self._add(hero, Hit("hero", (p,)))
        # patrol slots
        for k, name in enumerate(SLOTS):
            rect = pygame.Rect(12 + k * SLOT_W, fy, SLOT_W - 8, FIELD_H)
            self._slot(surf, rect, name, mine, snap.turn == p)
            self._add(rect, Hit("slot", (p, name)))
        # the in-play area
        area = pygame.Rect(PLAY_X, fy, TABLE_W - PLAY_X - 4, FIELD_H)
        pygame.draw.rect(surf, (36, 62, 44), area, border_radius=12)
        pygame.draw.rect(surf, (70, 104, 78), area, 2, border_radius=12)
        self._add(area, Hit("table", (p,)))
        if not any(c.slot is None for c in side.play):
            img = theme.text(_("In play"), 20, (110, 150, 118), "bold")
            surf.blit(img, img.get_rect(center=area.center))
        free, kept = with_vacancies(row_of(side), vacant, {c.id for c in side.play})
        widths = [art.PLAY_SIZE[1] if c.exhausted else art.PLAY_SIZE[0] for c in free]
        gap = 4
        total = sum(widths) + gap * max(0, len(free) - 1)
        step_k = 1.0 if total <= area.w - 16 else (area.w - 16 - widths[-1]) / max(
            1, total - widths[-1])
        cx = area.x + 8
        for c, w in zip(free, widths, strict=True):
            if c.id in kept:  # the dead card's place: its ghost is the table's
                face = self.unit_face(c)
                self.rects[kept[c.id].hit] = face.get_rect(
                    topleft=(round(cx), area.y + (area.h - face.get_height()) // 2))
            else:
                rect = self._unit(surf, (round(cx), area.y), c, area.h, lifted)
                self._add(rect, Hit("unit", (c.id,)))
            cx += (w + gap) * step_k
        for k, name in enumerate(SLOTS):
            i = side.patrol[k]
            if i < 0:
                continue
            c = snap.card(i)
            if c is None:
                continue
            slot_rect = self.rects[Hit("slot", (p, name))]
            rect = self._unit(surf, (slot_rect.x + (slot_rect.w - art.PLAY_SIZE[0]) // 2,
                                     slot_rect.y + SLOT_TOP), c, FIELD_H - SLOT_TOP,
                               lifted)
            self._add(rect, Hit("unit", (c.id,)))

    def _building(self, surf: pygame.Surface, rect: pygame.Rect, b, p: int,
                  winner: int) -> None:
        exists = b.state != "none"
        colour = (232, 220, 190) if exists else (60, 82, 64)
        pygame.draw.rect(surf, colour, rect, border_radius=10)
        pygame.draw.rect(surf, theme.BARK if exists else (86, 118, 92), rect, 2,
                         border_radius=10)
        word = b.word if b.word else "addon"
        name = building_name(b.word) if b.word else _("Add-on")
        ink = theme.INK if exists else (130, 160, 134)
        size, lines = building_title(name, rect.w - 8)
        step = theme.font(size, "bold").get_linesize() - 4
        ty = rect.y + (5 if len(lines) == 1 else 1)
        for line in lines:
            title = art._fit(line, size, rect.w - 8, "bold", ink)
            surf.blit(title, title.get_rect(midtop=(rect.centerx, ty)))
            ty += step
        if exists:
            left = max(0, b.hp - b.damage)
            hp_row, status_row = building_rows(rect)
            art.heart(surf, (rect.x + 17, hp_row.centery + 1), 10)
            hp = art._fit(f"{left}/{b.hp}", 24, rect.w - 38, "bold",
                          art.RED if b.damage else theme.INK)
            surf.blit(hp, hp.get_rect(midleft=(rect.x + 30, hp_row.centery)))
            if b.state == "started":  # in the HP bar's place, below the number
                tag = art._fit(_("building…"), 14, status_row.w, "bold", theme.BARK_LIGHT)
                surf.blit(tag, tag.get_rect(center=status_row.center))
            else:
                bar = pygame.Rect(rect.x + 8, status_row.centery - 4, rect.w - 16, 8)
                pygame.draw.rect(surf, (90, 40, 30), bar, border_radius=4)
                fill = bar.copy()
                fill.w = round(bar.w * left / b.hp)
                pygame.draw.rect(surf, (80, 170, 90) if left > b.hp // 3 else art.RED, fill,
                                 border_radius=4)
        else:
            dash = theme.text("—", 26, (110, 140, 114), "bold")
            surf.blit(dash, dash.get_rect(center=(rect.centerx, rect.y + 54)))
        self._add(rect, Hit("building", (p, word if b.word else "addon")))

    def _chip(self, surf: pygame.Surface, rect: pygame.Rect, label: str, value: str,
              note: str | None = None) -> None:
        pygame.draw.rect(surf, (232, 220, 190), rect, border_radius=10)
        pygame.draw.rect(surf, theme.BARK, rect, 2, border_radius=10)
        img = art._fit(label, 16, rect.w - 8, "bold", theme.BARK_LIGHT)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + 4)))
        val = theme.text(value, 34, theme.INK, "bold")
        surf.blit(val, val.get_rect(midright=(rect.right - 12, rect.centery + 10)))
        if note:
            n = art._fit(note, 12, rect.w - 6, "regular", art.GREEN)
            surf.blit(n, n.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))

    def _worker_icons(self, surf: pygame.Surface, rect: pygame.Rect, n: int) -> None:
        for k in range(min(n, 10)):
            x = rect.x + 12 + (k % 5) * 11
            y = rect.y + 40 + (k // 5) * 18
            pygame.draw.circle(surf, (150, 110, 70), (x, y), 4)
            pygame.draw.rect(surf, (150, 110, 70), (x - 4, y + 4, 8, 8), border_radius=2)

    def _pile(self, surf: pygame.Surface, rect: pygame.Rect, label: str, n: int, spec: str,
              kind: str) -> None:
        pygame.draw.rect(surf, (36, 58, 42), rect, border_radius=10)
        back = art.card_back(40, 56, spec if kind != "codex" else spec)
        if n:
            for k in range(min(3, (n + 3) // 4)):
                surf.blit(back, (rect.x + 8 + k * 3, rect.y + 24 - k * 3))
        else:
            pygame.draw.rect(surf, (70, 100, 78), (rect.x + 8, rect.y + 24, 40, 56), 2,
                             border_radius=6)
        img = art._fit(label, 15, rect.w - 6, "bold", theme.CREAM)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + 3)))
        val = theme.text(str(n), 26, theme.CREAM, "bold")
        surf.blit(val, val.get_rect(bottomright=(rect.right - 6, rect.bottom - 4)))

    def _hero_panel(self, surf: pygame.Surface, rect: pygame.Rect, snap: Snapshot,
                    side: Side) -> None:
        pygame.draw.rect(surf, (232, 220, 190), rect, border_radius=10)
        pygame.draw.rect(surf, theme.GOLD if side.hero_in_play else theme.BARK, rect, 3,
                         border_radius=10)
        portrait = pygame.Rect(rect.x + 8, rect.y + 8, 56, rect.h - 16)
        colour = art.SPEC_COLOURS[side.spec]
        pygame.draw.rect(surf, colour, portrait, border_radius=8)
        art.emblem(surf, portrait, "hero", colour)
        if side.hero_in_play:
            lv = theme.text(str(side.hero_level), 20, theme.CREAM, "bold")
            surf.blit(lv, lv.get_rect(midbottom=(portrait.centerx, portrait.bottom - 2)))
        name = art._fit(card_name_of(side.hero_code), 20, rect.w - 80, "bold", theme.INK)
        surf.blit(name, (rect.x + 72, rect.y + 4))
        spec = theme.text(_(SPEC_NAMES[side.spec]), 15, theme.BARK_LIGHT, "bold")
        surf.blit(spec, (rect.right - spec.get_width() - 10, rect.y + 8))
        if side.hero_in_play:
            line = _("Level {n} of {m}").format(n=side.hero_level, m=side.hero_max)
            colour = theme.INK
        elif side.hero_ready_turn > snap.turn_number:
            line = _("In the command zone · back on turn {n}").format(n=side.hero_ready_turn)
            colour = art.RED
        else:
            line = _("In the command zone · summon: 2 gold")
            colour = theme.BARK_LIGHT
        img = art._fit(line, 17, rect.w - 82, "regular", colour)
        surf.blit(img, (rect.x + 72, rect.y + 30))
        # the bands: level thresholds with stats; the current one lit
        bands = BANDS[side.hero_code]
        bx = rect.x + 72
        bw = (rect.w - 82) // len(bands)
        for b in bands:
            lit = side.hero_in_play and side.hero_level >= b.level and not any(
                side.hero_level >= o.level > b.level for o in bands)
            box = pygame.Rect(bx, rect.y + 54, bw - 6, 32)
            pygame.draw.rect(surf, theme.GOLD if lit else (210, 196, 166), box, border_radius=6)
            txt = theme.text(_("Lv {n}: {a}/{h}").format(n=b.level, a=b.atk, h=b.hp), 15,
                             theme.INK, "bold")
            surf.blit(txt, txt.get_rect(center=box.center))
            bx += bw

    def _slot(self, surf: pygame.Surface, rect: pygame.Rect, name: str, mine: bool,
              their_turn: bool) -> None:
        pygame.draw.rect(surf, (54, 84, 62), rect, border_radius=12)
        pygame.draw.rect(surf, theme.GOLD if not their_turn else (120, 150, 120), rect, 2,
                         border_radius=12)
        art.slot_icon(surf, name, (rect.x + 16, rect.y + 17), 10)
        width = rect.w - 46  # room for the padlock of a locked patrol
        label = slot_name(name)
        lines = [label] if theme.font(15, "bold").size(label)[0] <= width else \
            theme.wrap(label, 13, width, "bold")[:2]
        ty = rect.y + (6 if len(lines) == 1 else 1)
        for line in lines:
            title = art._fit(line, 15 if len(lines) == 1 else 13, width, "bold", theme.CREAM)
            surf.blit(title, (rect.x + 30, ty))
            ty += title.get_height() - 3
        by = rect.y + 34
        for line in theme.wrap(_(SLOT_BONUS[name]), 12, rect.w - 10)[:2]:
            bonus = art._fit(line, 12, rect.w - 10, "regular", (200, 220, 196))
            surf.blit(bonus, (rect.x + 6, by))
            by += 12
        well = pygame.Rect(rect.x + (rect.w - art.PLAY_SIZE[0]) // 2, rect.y + SLOT_TOP,
                           art.PLAY_SIZE[0], art.PLAY_SIZE[1])
        pygame.draw.rect(surf, (46, 72, 54), well, border_radius=8)
        pygame.draw.rect(surf, (80, 112, 88), well, 1, border_radius=8)

    def _unit(self, surf: pygame.Surface, at: tuple[int, int], c: InPlay, h: int,
              lifted: Hit | None) -> pygame.Rect:
        face = self.unit_face(c)
        x, y = at
        rect = face.get_rect(topleft=(x, y + (h - face.get_height()) // 2))
        if lifted == Hit("unit", (c.id,)):
            ghost = face.copy()
            ghost.set_alpha(80)
            surf.blit(ghost, rect)
        else:
            surf.blit(face, rect)
        return rect

    def unit_face(self, c: InPlay) -> pygame.Surface:
        return _unit_face(c, i18n.language())

    # --- the hand ----------------------------------------------------------------------

    def _hand(self, surf: pygame.Surface, snap: Snapshot, side: Side,
              lifted: Hit | None) -> None:
        r = HAND_RECT
        pygame.draw.rect(surf, (36, 58, 42), r, border_radius=14)
        label = _(self.hand_words[0 if snap.hand_visible else 1]).format(
            player=player_name(snap.viewer, snap.names))
        img = theme.text(label, 18, (170, 200, 176), "bold")
        surf.blit(img, (r.x + 14, r.y + 8))
        self.hand_title_right = r.x + 14 + img.get_width()  # the thinking box's limit
        w, h = art.HAND_SIZE
        hand = side.hand
        n = hand if isinstance(hand, int) else len(hand)
        if not n:
            empty = theme.text(_("No cards in hand"), 22, (120, 150, 126))
            surf.blit(empty, empty.get_rect(center=r.center))
            return
        gap = 14
        step = min(w + gap, (r.w - 40 - w) / max(1, n - 1)) if n > 1 else w
        total = step * (n - 1) + w
        x0 = r.centerx - total / 2
        y = r.y + 40 + (r.h - 48 - h) // 2
        for k in range(n):
            rect = pygame.Rect(round(x0 + k * step), y, w, h)
            if isinstance(hand, int):
                surf.blit(art.card_back(w, h, side.spec), rect)
                continue
            code = hand[k]
            hit = Hit("card", (code, k))
            face = art.card_face(code, art.HAND_SIZE, text=True,
                                 cost=side.hand_costs[k] if k < len(side.hand_costs) else None)
            if lifted == hit:
                ghost = face.copy()
                ghost.set_alpha(80)
                surf.blit(ghost, rect)
            else:
                surf.blit(face, rect)
            self._add(rect, hit)

    # --- the band and the right column -------------------------------------------------

    def _band(self, surf: pygame.Surface, snap: Snapshot) -> None:
        pygame.draw.rect(surf, WOOD, BAND, border_radius=10)
        pygame.draw.rect(surf, (60, 40, 24), BAND, 2, border_radius=10)
        other = 1 - snap.viewer
        for p, anchor in ((other, "top"), (snap.viewer, "bottom")):
            side = snap.side(p)
            text = f"{player_name(p, snap.names)} · {_(SPEC_NAMES[side.spec])}"
            img = theme.text(text, 18, theme.CREAM, "bold")
            # A triangle points to the side each name is (play-testing: the
            # name of the side above read as the label of the row below).
            cy, t = BAND.centery, 7
            if anchor == "top":
                x = BAND.x + 16
                pygame.draw.polygon(surf, theme.CREAM, [(x, cy + t // 2), (x + 2 * t, cy + t // 2),
                                                        (x + t, cy - t)])
                surf.blit(img, img.get_rect(midleft=(x + 2 * t + 8, cy)))
            else:
                x = BAND.right - 16
                pygame.draw.polygon(surf, theme.CREAM, [(x, cy - t // 2), (x - 2 * t, cy - t // 2),
                                                        (x - t, cy + t)])
                surf.blit(img, img.get_rect(midright=(x - 2 * t - 8, cy)))
        if snap.winner >= 0:
            mid = _("{player} wins").format(player=player_name(snap.winner, snap.names))
        else:
            mid = _("{player}'s turn · {phase}").format(player=player_name(snap.turn, snap.names),
                                                       phase=_(PHASES[snap.phase]))
        img = theme.text(mid, 20, theme.GOLD, "bold")
        surf.blit(img, img.get_rect(center=BAND.center))

    def _turn_panel(self, surf: pygame.Surface, snap: Snapshot) -> None:
        r = TURN_RECT
        surf.blit(theme.panel_surface(r.size, theme.PARCHMENT, theme.BARK), r.topleft)
        t = theme.text(_("Turn {n}").format(n=snap.turn_number), 20, theme.BARK_LIGHT, "bold")
        surf.blit(t, (r.x + 16, r.y + 10))
        if snap.winner >= 0:
            who = _("{player} wins").format(player=player_name(snap.winner, snap.names))
            phase = _(PHASES["over"])
        else:
            who = player_name(snap.turn, snap.names)
            phase = _(PHASES[snap.phase])
        img = art._fit(who, 30, r.w - 32, "title", theme.INK)
        surf.blit(img, (r.x + 16, r.y + 36))
        ph = art._fit(phase, 24, r.w - 32, "bold", theme.DANGER if snap.phase == "tech"
                      else theme.BARK)
        surf.blit(ph, (r.x + 16, r.y + 80))
        spec = theme.text(_(SPEC_NAMES[snap.side(snap.turn).spec]), 18, theme.BARK_LIGHT)
        surf.blit(spec, spec.get_rect(topright=(r.right - 16, r.y + 12)))

    def _build_panel(self, surf: pygame.Surface, snap: Snapshot) -> None:
        r = BUILD_RECT
        surf.blit(theme.panel_surface(r.size, theme.PARCHMENT, theme.BARK), r.topleft)
        whose = snap.turn if snap.winner < 0 else snap.viewer
        # Whose they are: in the other player's turn the panel shows theirs.
        title = art._fit(_("Buildings: {player}").format(player=player_name(whose, snap.names)),
                         20, r.w - 32, "bold", theme.BARK)
        surf.blit(title, (r.x + 16, r.y + 8))
        side = snap.side(whose)
        state = {b.word or "addon": b for b in side.buildings}
        addon = side.buildings[4]
        y = r.y + 40
        for name in BUILD_ROWS:
            row = pygame.Rect(r.x + 10, y, r.w - 20, 40)
            if name in TECH_WORKERS:
                b = state[name]
                have = b.state
                # TRANSLATORS: n is 6, 8 or 10 (the tech buildings' worker counts)
                need = _("{n} workers").format(n=TECH_WORKERS[name])
            else:
                have = addon.state if addon.word == name else "none"
                need = _("replaces {building}").format(
                    building=building_name(side.replaces[name])) \
                    if name in side.replaces else _("add-on")
            colour = (236, 224, 196) if have == "none" else (214, 232, 200)
            pygame.draw.rect(surf, colour, row, border_radius=8)
            pygame.draw.rect(surf, theme.BARK_LIGHT, row, 1, border_radius=8)
            art.coin(surf, (row.x + 18, row.centery), 13, BUILD_COST[name])
            label = art._fit(building_name(name), 18, 150, "bold", theme.INK)
            surf.blit(label, label.get_rect(midleft=(row.x + 38, row.centery)))
            status = {"none": need, "started": _("building…"), "built": _("built")}[have]
            st = art._fit(status, 15, 130, "regular",
                          art.GREEN if have == "built" else
                          art.RED if have == "none" and name in side.replaces else
                          theme.BARK_LIGHT)
            surf.blit(st, st.get_rect(midright=(row.right - 10, row.centery)))
            self._add(row, Hit("build", (name,)))
            y += 42


def row_of(side: Side) -> list[InPlay]:
    """The side's cards in play outside the patrol zone, in the order the
    in-play area lays them out, left to right."""
    patrolling = {i for i in side.patrol if i >= 0}
    return [c for c in side.play if c.id not in patrolling]


def with_vacancies(row: list[InPlay], vacant: tuple[Vacancy, ...], present: set[int]
                   ) -> tuple[list[InPlay], dict[int, Vacancy]]:
    """``row`` with each dead card of ``vacant`` back where it stood (after
    the nearest card that stood before it and is still there), and those
    kept places by id. A card back in play (an undo) keeps no place."""
    row = list(row)
    kept: dict[int, Vacancy] = {}
    for v in vacant:
        if v.card.id in present:
            continue
        ids = [c.id for c in row]
        at = next((ids.index(i) + 1 for i in reversed(v.after) if i in ids), 0)
        row.insert(at, v.card)
        kept[v.card.id] = v
    return row, kept


def _tone(now: int, printed: int) -> int:
    return (now > printed) - (now < printed)


@lru_cache(maxsize=512)
def _unit_face(c: InPlay, lang: str) -> pygame.Surface:
    """A card in play with its live numbers (cached per card state, so an
    unchanged table draws no text). Every mark is laid on the upright card
    and an exhausted card is then turned a quarter left with them — damage,
    runes, a hero's level — as a real card lies turned with what is printed
    on it. Its ATK and HP turn too but are laid left of its right edge, where
    the next card of a crowded row does not cover them. "z z" (arrived this
    turn, cannot attack yet) sits in the picture, clear of the type line, and
    only on a unit or hero: an ongoing spell never attacks."""
    face = art.card_face(c.code, art.PLAY_SIZE, stats=False).copy()
    w, h = face.get_size()
    br = max(10, art.PLAY_SIZE[0] // 9)
    window = art.art_window(c.code, art.PLAY_SIZE)
    atk_at, hp_at, hurt_at = (4 + br, h - 6 - br), (w - 6 - br, h - 6 - br), (w - 18, 40)
    runes_at = (6, 30)
    if c.fighter and not c.exhausted:
        art.stat_badge(face, atk_at, br, c.atk, "atk", _tone(c.atk, c.printed_atk))
        art.stat_badge(face, hp_at, br, c.hp - c.damage,
                       "hp", -1 if c.damage else _tone(c.hp, c.printed_hp))
    if c.damage:
        pygame.draw.circle(face, (120, 10, 10), hurt_at, 14)
        pygame.draw.circle(face, art.RED, hurt_at, 12)
        img = theme.text(f"-{c.damage}", 15, theme.CREAM, "bold")
        face.blit(img, img.get_rect(center=hurt_at))
    if c.runes:
        box = pygame.Rect(*runes_at, 44, 20)
        pygame.draw.rect(face, art.GREEN if c.runes > 0 else (110, 40, 120), box,
                         border_radius=6)
        sign = "+" if c.runes > 0 else "-"
        img = theme.text(f"{sign}{abs(c.runes)}/{sign}{abs(c.runes)}", 13, theme.CREAM, "bold")
        face.blit(img, img.get_rect(center=box.center))
    if c.armor:
        art.shield(face, (w // 2, h - 22), 11)
        img = theme.text("1", 13, theme.CREAM, "bold")
        face.blit(img, img.get_rect(center=(w // 2, h - 24)))
    if CARDS[CARD_INDEX[c.code]].kind == "hero":
        box = level_box(window)
        pygame.draw.rect(face, theme.GOLD, box, border_radius=6)
        img = theme.text(i18n._("Lv {n}").format(n=c.level), 14, theme.INK, "bold")
        face.blit(img, img.get_rect(center=box.center))
    if c.fighter and c.fresh and not c.exhausted \
            and not any(k == "haste" for k, _v in c.keywords):
        box = asleep_box(window)
        img = theme.text("z z", 16, (200, 210, 255), "bold")
        pygame.draw.rect(face, (40, 40, 80), box, border_radius=6)
        face.blit(img, img.get_rect(center=box.center))
    if c.exhausted:
        face = pygame.transform.rotate(face, 90)
        if c.fighter:
            tw, th = face.get_size()
            for at, value, kind, tone in (
                    ((tw - 84, th - 6 - br), c.atk, "atk", _tone(c.atk, c.printed_atk)),
                    ((tw - 50, th - 6 - br), c.hp - c.damage, "hp",
                     -1 if c.damage else _tone(c.hp, c.printed_hp))):
                badge = pygame.Surface((2 * br + 6, 2 * br + 6), pygame.SRCALPHA)
                art.stat_badge(badge, (br + 3, br + 3), br, value, kind, tone)
                badge = pygame.transform.rotate(badge, 90)
                face.blit(badge, badge.get_rect(center=at))
    return face


def building_title(name: str, width: int) -> tuple[int, list[str]]:
    """(type size, lines) of a building's name in its slot: one line from 17
    points down to 14, else two lines (Технология / III): one line of
    "Технология III" came down to 11 points, 7 pixels at 1280x720. The
    two lines end above the HP row (:func:`building_rows`)."""
    for size in range(17, 13, -1):
        if theme.font(size, "bold").size(name)[0] <= width:
            return size, [name]
    for size in (14, 13, 12):
        lines = theme.wrap(name, size, width, "bold")
        if len(lines) <= 2 and all(theme.font(size, "bold").size(line)[0] <= width
                                   for line in lines):
            return size, lines
    return 14, [name]  # one word too long for two lines: _fit's shortened line


def building_rows(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """A building's HP row and, below it, its status row (the HP bar, or
    "building…" while it is being built): apart, so neither covers the other."""
    hp_row = pygame.Rect(rect.x + 4, rect.y + 37, rect.w - 8, 24)
    status_row = pygame.Rect(rect.x + 6, rect.bottom - 26, rect.w - 12, 22)
    return hp_row, status_row


def asleep_box(window: pygame.Rect) -> pygame.Rect:
    """Where "z z" goes: the bottom left of the card's picture (the runes
    and the damage token take its top corners, a hero's level its bottom
    right)."""
    return pygame.Rect(window.x + 3, window.bottom - 23, 34, 20)


def level_box(window: pygame.Rect) -> pygame.Rect:
    """Where a hero's level goes: the bottom right of its picture."""
    return pygame.Rect(window.right - 49, window.bottom - 23, 46, 20)
