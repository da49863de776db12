"""The two faction boards, drawn as on the real ones.

Marquise de Cat: three building tracks (costs in wood across the top, the VP
each space uncovers, the recruiter track's draw bonuses), wood and warriors
in supply, crafted items and persistent cards. Eyrie Dynasties: the roost
track (VP and draw bonus each Evening), the Decree's four columns with the
Loyal Viziers, the current leader and the others face up or face down.

The numbers come from the engine's tables (``marquise.BUILD_COST``,
``BUILD_VP``, ``eyrie.ROOST_VP``, ``ROOST_DRAW``): one fact, one place. Every
space drawn is also recorded as a hit area, which is what the tooltips and
the drop targets use.
"""

from __future__ import annotations

import pygame

from game.woodland.cards import ITEMS
from game.woodland.eyrie import ROOST_DRAW, ROOST_VP
from game.woodland.marquise import BUILD_COST, BUILD_VP
from game.woodland.state import BUILDINGS, COLUMNS, LEADERS
from scenes import theme
from scenes.i18n import _
from scenes.rules_text import BUILDINGS as BUILDING_NAMES
from scenes.rules_text import COLUMNS as COLUMN_NAMES
from scenes.rules_text import FACTIONS as FACTION_NAMES
from scenes.rules_text import LEADERS as LEADER_NAMES
from scenes.rules_text import name_of
from scenes.woodland.card_art import (
    CHIP_H,
    COMPACT_CHIP_H,
    card_chip,
    suit_of,
    vizier_chip,
)
from scenes.woodland.pieces import (
    FACTION_COLOURS,
    FACTION_DARK,
    building,
    card_back,
    item_icon,
    keep_token,
    warrior,
    wood_token,
)
from scenes.woodland.snapshot import Hit, TableSnapshot
from scenes.woodland.text_fit import fitted_text

HitList = list[tuple[pygame.Rect, Hit]]
# Recruiter spaces that uncover a card drawn each Evening (3rd and 5th, 6.6).
RECRUITER_DRAW_SPACES = (2, 4)
SPACE = 64


def board_panel(rect: pygame.Rect, faction: str) -> pygame.Surface:
    """The board's cardboard: parchment with a band in the faction's colour."""
    s = theme.panel_surface(rect.size, theme.PARCHMENT, alpha=250).copy()
    band = pygame.Rect(3, 3, rect.w - 6, 46)
    pygame.draw.rect(s, FACTION_COLOURS[faction], band, border_top_left_radius=12,
                     border_top_right_radius=12)
    pygame.draw.line(s, FACTION_DARK[faction], (3, 49), (rect.w - 3, 49), 2)
    return s


def _header(surface: pygame.Surface, rect: pygame.Rect, faction: str, snap: TableSnapshot,
            hits: HitList) -> None:
    icon = warrior(faction, 34)
    surface.blit(icon, (rect.x + 14, rect.y + 4))
    title = theme.shadowed_text(_(FACTION_NAMES[faction]), 28, theme.CREAM, "title")
    surface.blit(title, (rect.x + 58, rect.y + 6))
    # Right side: VP, cards in hand, warriors in supply.
    x = rect.right - 16
    vp = snap.data["vp"][faction]
    vp_img = theme.text(_("{n} VP").format(n=vp), 26, theme.CREAM, "bold")
    box = vp_img.get_rect(midright=(x, rect.y + 26)).inflate(20, 6)
    pygame.draw.rect(surface, FACTION_DARK[faction], box, border_radius=10)
    surface.blit(vp_img, vp_img.get_rect(center=box.center))
    hits.append((box, Hit("vp", (faction,))))
    x = box.x - 18
    n_hand = snap.hand_size(faction)
    label = theme.text(str(n_hand), 24, theme.CREAM, "bold")
    back = card_back((22, 30))
    spot = pygame.Rect(0, 0, back.get_width() + 6 + label.get_width(), 34)
    spot.midright = (x, rect.y + 26)
    surface.blit(back, (spot.x, spot.y + 1))
    surface.blit(label, label.get_rect(midleft=(spot.x + back.get_width() + 6, spot.centery)))
    hits.append((spot, Hit("hand_size", (faction,))))
    x = spot.x - 22
    limit = 25 if faction == "marquise" else 20
    supply = limit - snap.warriors_on_map(faction)
    label = theme.text(f"×{supply}", 24, theme.CREAM, "bold")
    meeple = warrior(faction, 24)
    spot = pygame.Rect(0, 0, meeple.get_width() + 2 + label.get_width(), 34)
    spot.midright = (x, rect.y + 26)
    surface.blit(meeple, (spot.x, spot.y + 1))
    surface.blit(label, label.get_rect(midleft=(spot.x + meeple.get_width() + 2, spot.centery)))
    hits.append((spot, Hit("supply", (faction,))))


def _crafted_row(surface: pygame.Surface, rect: pygame.Rect, faction: str, snap: TableSnapshot,
                 y: int, hits: HitList) -> None:
    """Crafted items and persistent cards: the crafting area (a drop target)."""
    area = pygame.Rect(rect.x + 14, y, rect.w - 28, rect.bottom - y - 14)
    pygame.draw.rect(surface, theme.PARCHMENT_DARK, area, border_radius=8)
    pygame.draw.rect(surface, theme.BARK_LIGHT, area, width=1, border_radius=8)
    hits.append((area, Hit("crafting", (faction,))))
    caption = theme.text(_("Crafted"), 16, theme.BARK, "bold")
    surface.blit(caption, (area.x + 8, area.y + 4))
    x = area.x + 8 + caption.get_width() + 10
    cy = area.y + area.h // 2
    items = snap.data["items"][faction]
    for item in ITEMS:
        for _i in range(items[item]):
            icon = item_icon(item, 28)
            r = icon.get_rect(midleft=(x, cy))
            surface.blit(icon, r)
            hits.append((r, Hit("item", (item, faction))))
            x += 32
    if any(items.values()):
        x += 8
    for code in snap.data["crafted"][faction]:
        chip = card_chip(code, 150)
        r = chip.get_rect(midleft=(x, cy))
        if r.right > area.right - 4:
            break
        surface.blit(chip, r)
        hits.append((r, Hit("crafted", (code, faction))))
        x += 156
    if not any(items.values()) and not snap.data["crafted"][faction]:
        hint = theme.text(_("Drag a card here to craft it"), 16, theme.DISABLED)
        surface.blit(hint, hint.get_rect(midleft=(x, cy)))


def draw_marquise(surface: pygame.Surface, rect: pygame.Rect, snap: TableSnapshot,
                  hits: HitList, lifted: str | None = None) -> None:
    """``lifted``: the piece held off this board ("sawmill", "keep"…): its
    space is drawn empty while it follows the pointer (its hit stays)."""
    surface.blit(board_panel(rect, "marquise"), rect.topleft)
    hits.append((rect, Hit("board", ("marquise",))))
    _header(surface, rect, "marquise", snap, hits)
    left = rect.x + 150
    top = rect.y + 60
    # Wood costs across the top.
    cap = fitted_text(_("Wood cost"), 16, theme.BARK, 126, "bold")
    surface.blit(cap, cap.get_rect(midleft=(rect.x + 18, top + 13)))
    for i, cost in enumerate(BUILD_COST):
        x = left + i * SPACE + SPACE // 2
        if i == 0:
            txt = theme.text("—", 18, theme.BARK_LIGHT)
            surface.blit(txt, txt.get_rect(center=(x, top + 13)))
            continue
        log = wood_token(16)
        label = theme.text(str(cost), 18, theme.INK, "bold")
        surface.blit(log, log.get_rect(midright=(x - 1, top + 13)))
        surface.blit(label, label.get_rect(midleft=(x + 3, top + 13)))
        hits.append((pygame.Rect(x - SPACE // 2, top, SPACE, 26), Hit("cost", (i, cost))))
    y = top + 30
    for k, kind in enumerate(BUILDINGS):
        on_map = snap.on_map(kind)
        label = fitted_text(name_of(BUILDING_NAMES, kind).capitalize(), 18, theme.INK, 128,
                            "bold")
        surface.blit(label, label.get_rect(midleft=(rect.x + 18, y + SPACE // 2 - 2)))
        for i in range(6):
            space = pygame.Rect(left + i * SPACE + 4, y + 3, SPACE - 8, SPACE - 10)
            pygame.draw.rect(surface, (232, 214, 178), space, border_radius=8)
            pygame.draw.rect(surface, theme.BARK_LIGHT, space, width=1, border_radius=8)
            vp = BUILD_VP[k][i]
            covered = i >= on_map  # still on the track
            if covered and not (lifted == kind and i == on_map):
                if vp:
                    txt = theme.text(f"+{vp}", 14, theme.BARK, "bold")
                    surface.blit(txt, txt.get_rect(midtop=(space.centerx, space.y + 1)))
                tile = building(kind, 30)
                surface.blit(tile, tile.get_rect(midbottom=(space.centerx, space.bottom - 1)))
            else:
                txt = theme.text(f"+{vp}" if vp else "·", 22, theme.BARK, "bold")
                surface.blit(txt, txt.get_rect(center=(space.centerx, space.centery)))
            if kind == "recruiter" and i in RECRUITER_DRAW_SPACES:
                back = card_back((12, 16))
                surface.blit(back, back.get_rect(topright=(space.right - 3, space.y + 3)))
            hits.append((space, Hit("track", (kind, i, i >= on_map))))
        y += SPACE - 6
    # Wood in supply, to the right of the tracks.
    wx = left + 6 * SPACE + 16
    wood_left = 8 - snap.on_map("wood")
    box = pygame.Rect(wx, top + 30, rect.right - wx - 16, 3 * (SPACE - 6) - 6)
    pygame.draw.rect(surface, (232, 214, 178), box, border_radius=10)
    pygame.draw.rect(surface, theme.BARK_LIGHT, box, width=1, border_radius=10)
    cap = theme.text(_("Wood"), 17, theme.BARK, "bold")
    surface.blit(cap, cap.get_rect(midtop=(box.centerx, box.y + 6)))
    for i in range(wood_left):
        log = wood_token(20)
        surface.blit(log, (box.x + 12 + (i % 2) * 28, box.y + 34 + (i // 2) * 26))
    hits.append((box, Hit("wood_supply", ())))
    if snap.data["phase"] == "setup" and not any(r["keep"] for r in snap.data["clearings"]):
        keep = keep_token(40)
        spot = keep.get_rect(topright=(box.right - 12, box.y + 34))
        if lifted != "keep":
            surface.blit(keep, spot)
        hits.append((spot.inflate(8, 8), Hit("keep_supply", ())))
        cap = theme.text(_("Keep"), 15, theme.BARK, "bold")
        surface.blit(cap, cap.get_rect(midtop=(spot.centerx, spot.bottom + 2)))
    count = theme.text(f"×{wood_left}", 22, theme.INK, "bold")
    surface.blit(count, count.get_rect(midbottom=(box.centerx, box.bottom - 6)))
    _crafted_row(surface, rect, "marquise", snap, y + 4, hits)


def draw_eyrie(surface: pygame.Surface, rect: pygame.Rect, snap: TableSnapshot,
               hits: HitList, current_column: str | None = None,
               lifted: str | None = None) -> None:
    surface.blit(board_panel(rect, "eyrie"), rect.topleft)
    hits.append((rect, Hit("board", ("eyrie",))))
    _header(surface, rect, "eyrie", snap, hits)
    eyrie = snap.data["eyrie"]
    top = rect.y + 58
    # Roost track: the rightmost empty space scores each Evening (7.6.1).
    cap = theme.text(_("Roosts"), 18, theme.INK, "bold")
    surface.blit(cap, cap.get_rect(midleft=(rect.x + 18, top + 26)))
    on_map = snap.on_map("roost")
    left = rect.x + 110
    for i in range(7):
        space = pygame.Rect(left + i * 62 + 3, top + 2, 56, 50)
        pygame.draw.rect(surface, (218, 228, 236), space, border_radius=8)
        pygame.draw.rect(surface, (90, 120, 150), space, width=1, border_radius=8)
        vp = ROOST_VP[i + 1]
        extra = ROOST_DRAW[i + 1] - ROOST_DRAW[i]
        if i >= on_map and not (lifted == "roost" and i == on_map):
            txt = theme.text(f"+{vp}" if vp else "0", 14, (22, 46, 96), "bold")
            surface.blit(txt, txt.get_rect(midtop=(space.centerx, space.y + 1)))
            tile = building("roost", 30)
            surface.blit(tile, tile.get_rect(midbottom=(space.centerx, space.bottom - 1)))
        else:
            txt = theme.text(f"+{vp}" if vp else "0", 22, (22, 46, 96), "bold")
            surface.blit(txt, txt.get_rect(center=space.center))
        if extra:
            back = card_back((12, 16))
            surface.blit(back, back.get_rect(topright=(space.right - 3, space.y + 3)))
        hits.append((space, Hit("roost_track", (i, i >= on_map))))
    # Leaders, to the right of the roost track.
    lx = left + 7 * 62 + 14
    leader = eyrie["leader"]
    box = pygame.Rect(lx, top + 2, rect.right - lx - 16, 50)
    pygame.draw.rect(surface, (246, 226, 170) if leader else (232, 220, 200), box,
                     border_radius=8)
    pygame.draw.rect(surface, theme.GOLD if leader else theme.BARK_LIGHT, box, width=2,
                     border_radius=8)
    title = theme.text(_("Leader"), 14, theme.BARK, "bold")
    surface.blit(title, (box.x + 8, box.y + 3))
    name = name_of(LEADER_NAMES, leader) if leader else _("to choose")
    img = theme.text(name, 22, theme.INK, "bold")
    surface.blit(img, (box.x + 8, box.y + 20))
    hits.append((box, Hit("leader", (leader,) if leader else ())))
    # The other leaders as small plaques: face up (available) or face down.
    y = top + 60
    x = rect.x + 18
    others = [(n, True) for n in eyrie["face_up"]] + [(n, False) for n in eyrie["face_down"]]
    cap = theme.text(_("Other leaders:"), 15, theme.BARK, "bold")
    surface.blit(cap, cap.get_rect(midleft=(x, y + 13)))
    x += cap.get_width() + 10
    for name, up in sorted(others, key=lambda t: LEADERS.index(t[0])):
        # Who lies face down is public (7.7.3): the dark plaque still names it.
        label = theme.text(name_of(LEADER_NAMES, name), 15,
                           theme.INK if up else theme.CREAM, "bold")
        plaque = pygame.Rect(x, y, label.get_width() + 18, 26)
        pygame.draw.rect(surface, (240, 230, 210) if up else (60, 70, 90), plaque,
                         border_radius=6)
        pygame.draw.rect(surface, theme.BARK_LIGHT, plaque, width=1, border_radius=6)
        surface.blit(label, label.get_rect(center=plaque.center))
        hits.append((plaque, Hit("leader_other", (name, up))))
        x = plaque.right + 8
    # The Decree: four columns; the Viziers tucked where the leader says.
    y += 34
    col_w = (rect.w - 36 - 3 * 10) // 4
    decree_bottom = rect.bottom - 62
    viziers = eyrie["viziers"]
    todo = list(snap.data["turn_state"]["decree_todo"])
    risks = snap.data["facts"].get("decree_why", {})
    done = set(snap.data["facts"].get("decree_done", ()))
    for i, column in enumerate(COLUMNS):
        col = pygame.Rect(rect.x + 18 + i * (col_w + 10), y, col_w, decree_bottom - y)
        lit = column == current_column
        pygame.draw.rect(surface, (250, 236, 200) if lit else (236, 226, 206), col,
                         border_radius=8)
        pygame.draw.rect(surface, theme.GOLD if lit else theme.BARK_LIGHT, col,
                         width=3 if lit else 1, border_radius=8)
        head = theme.text(name_of(COLUMN_NAMES, column), 18, theme.BARK, "bold")
        surface.blit(head, head.get_rect(midtop=(col.centerx, col.y + 4)))
        hits.append((col, Hit("decree", (column,))))
        cy = col.y + 30
        cards = list(eyrie["decree"][column])
        entries: list[tuple[str, str | None]] = [("vizier", None)] * viziers[column]
        entries += [("card", code) for code in cards]
        remaining = list(todo) if lit else []
        # Crowded (play-testing: "+2 more" hid two of five Move cards), the
        # chips go compact, one line each; too many even so, the last row
        # says how many more, in a row of its own rather than over a chip.
        step, chip_h = 32, CHIP_H
        if len(entries) > (col.bottom - cy - 4) // step:
            step, chip_h = COMPACT_CHIP_H + 2, COMPACT_CHIP_H
        room = (col.bottom - cy - 4) // step
        shown = room - 1 if len(entries) > room else room
        for n, (kind, code) in enumerate(entries):
            if n >= shown:
                more = theme.text(_("+{n} more").format(n=len(entries) - n), 15, theme.BARK)
                surface.blit(more, more.get_rect(midtop=(col.centerx, cy + 2)))
                break
            suit = "bird" if kind == "vizier" else None
            if code is not None:
                suit = suit_of(code)
            resolved = column in done
            if lit:
                if suit in remaining:
                    remaining.remove(suit)
                else:
                    resolved = True
            warn = not resolved and suit in risks.get(column, {})
            chip = vizier_chip(col.w - 10, warn, chip_h) if kind == "vizier" else card_chip(
                code, col.w - 10, dim=resolved, warn=warn, height=chip_h)  # type: ignore[arg-type]
            if kind == "vizier" and resolved:
                chip = chip.copy()
                chip.set_alpha(110)
            r = chip.get_rect(midtop=(col.centerx, cy))
            surface.blit(chip, r)
            hits.append((r, Hit("decree_card", (column, code or "vizier", resolved))))
            cy += step
    _crafted_row(surface, rect, "eyrie", snap, decree_bottom + 6, hits)
