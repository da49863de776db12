"""The battle overlay: who attacks whom, the ambush, the dice, hits, effects.

Drawn by the table over the map, away from the clearing it is about, while a
battle is on (``position["battle"]``) or its hits are being taken (a
``lose`` or ``hospital`` decision), and for a few seconds after it ended so
the dice and what was removed can be read. Its buttons (ambush, foil, pass,
effects, which piece goes) are the table's choice buttons laid in
:attr:`BattlePanel.buttons`. Dice roll for ``ROLL_TIME`` before they settle
on the engine's numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes import theme
from scenes.i18n import N_, _, ngettext
from scenes.rules_text import FACTIONS, card_name, name_of
from scenes.woodland.layout import MAP_RECT
from scenes.woodland.pieces import FACTION_COLOURS, FACTION_DARK, warrior
from scenes.woodland.text_fit import fitted_text
from scenes.woodland.words import extra_hits_words

ROLL_TIME = 0.7
SIZE = (700, 316)
DICE_LINE = 22  # the lines under the dice
TAG_LIFT = 6  # the "Decides" tag sits this far above its usual place: clear of a hovered button
STAGE_TEXT = {
    "ambush": N_("The defender may play an ambush card (4.3.1)."),
    "foil": N_("The attacker may foil the ambush with one of their own (4.3.1)."),
    "ambush_hits": N_("The ambush deals two hits (4.3.1)."),
    "after_ambush": N_("After the ambush: the dice, if any attacking warriors are left "
                       "(4.3.1, 4.3.2)."),
    "roll": N_("Rolling the dice (4.3.2)."),
    "effects_order": N_("Both sides have effects: the attacker chooses who goes first "
                        "(4.3.3)."),
    "effects_att": N_("The attacker may use battle effects (4.3.3)."),
    "effects_att_second": N_("The attacker may use battle effects (4.3.3)."),
    "effects_def": N_("The defender may use battle effects (4.3.3)."),
    "effects_def_first": N_("The defender may use battle effects (4.3.3)."),
    "hits": N_("Hits are dealt at the same time (4.3.4)."),
    "end": N_("The battle is over."),
}
EFFECT_NAMES = {"armorers_att": N_("Armorers (attacker)"),
                "armorers_def": N_("Armorers (defender)")}


def stage_words(stage: str) -> str:
    """What a battle stage means, or "" for a stage without words: the
    empty text must not be translated (gettext answers "" with the
    catalogue's header)."""
    template = STAGE_TEXT.get(stage)
    return _(template) if template else ""


def hit_lines(battle: dict) -> list[str]:
    """What the panel says under the dice: each side's rolled hits, then
    each extra hit by name (Commander, Defenceless, Brutal Tactics,
    Sappers), then Armorers. The engine adds the extras when hits are dealt
    (4.3.3), so they are listed, not summed here."""
    att, dfn = battle["attacker"], battle["defender"]
    rolled = battle.get("rolled_hits") or [0, 0]
    extras = battle.get("extras") or ([], [])
    dice = battle.get("dice") or []
    # The attacker takes the higher die, the defender the lower (4.3.2).
    die = (max(dice), min(dice)) if len(dice) == 2 else (0, 0)
    lines = []
    for faction, n, names, rolled_die in ((att, rolled[0], extras[0], die[0]),
                                          (dfn, rolled[1], extras[1], die[1])):
        lines.append(_("{faction}: {n} rolled hits").format(faction=name_of(FACTIONS, faction),
                                                            n=n))
        if n < rolled_die:  # a die above the warriors there: why it counts less (indented)
            # none counted: the side has no warriors there (a lone roost or
            # building defending), which "at most 1 per warrior" hid
            lines.append((_("(rolled {die}; no warriors in the battle to deal hits)") if n == 0
                          else _("(rolled {die}; at most 1 per warrior)")).format(
                die=rolled_die))
        if names:  # one line, indented under the side (it starts with "+")
            lines.append(extra_hits_words(names)
                         + " (4.3.3)")
    others = [_(EFFECT_NAMES[e]) for e in battle.get("effects") or [] if e in EFFECT_NAMES]
    if others:
        lines.append(_("Effects: {list}").format(list=", ".join(others)))
    return lines


#: Where the hit lines stand beside the dice, from the panel's left, and how wide.
HIT_X = 290
HIT_WIDTH = SIZE[0] - HIT_X - 20


def hit_rows(battle: dict) -> list[tuple[int, str]]:
    """:func:`hit_lines` as drawn: (indent, text) rows, each line wrapped to
    the room beside the dice (a Russian "(выпало 3; в сражении нет воинов,
    чтобы нанести урон)" lost its reason to an ellipsis). The explanations
    and extras are indented under their side, and their second rows more."""
    rows = []
    for line in hit_lines(battle):
        indent = 18 if line.startswith(("+", "(")) else 0
        for k, part in enumerate(theme.wrap(line, 20, HIT_WIDTH - indent - 8)):
            rows.append((indent + (8 if k else 0), part))
    return rows


def draw_die(surface: pygame.Surface, centre: tuple[int, int], value: int, colour) -> None:
    """A die of Root (faces 0-3): a rounded tile with pips."""
    r = pygame.Rect(0, 0, 62, 62)
    r.center = centre
    pygame.draw.rect(surface, (30, 20, 12), r.move(3, 4), border_radius=12)
    pygame.draw.rect(surface, colour, r, border_radius=12)
    pygame.draw.rect(surface, theme.INK, r, width=2, border_radius=12)
    spots = {0: [], 1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)]}
    for dx, dy in spots.get(value, []):
        pygame.draw.circle(surface, theme.INK, (r.centerx + dx * 15, r.centery + dy * 15), 7)
    if value == 0:
        pygame.draw.circle(surface, theme.INK, r.center, 14, 3)


class BattlePanel:
    def __init__(self) -> None:
        self.rect = pygame.Rect((0, 0), SIZE)
        self._spot: tuple[tuple, tuple[bool, int]] | None = None  # (the battle, where)
        self.roll_age = ROLL_TIME
        self.tag_rect: pygame.Rect | None = None  # the "Decides" tag, where last drawn
        self.shown_dice: tuple[int, int] | None = None

    def place(self, clearing_y: int, battle: dict | None = None, note: str = "",
              pending: list[dict] | None = None,
              occupied: Callable[[], Sequence[pygame.Rect]] = tuple) -> None:
        """At the map's top or foot, centred or to one side, as tall as the
        stage's words and the note need (:meth:`height_for`): where it
        covers the fewest of the ``occupied()`` clearings (play-testing, it
        lay over the clearings the computer had just moved to) and never
        the battle's own; on a tie, centred and away from the battle.
        Chosen once a battle (``occupied`` is asked only then), so it never
        jumps as pieces are removed."""
        self.rect.h = self.height_for(battle, note, pending or [])
        key = ((battle or {}).get("clearing"), (battle or {}).get("attacker"), clearing_y)
        if self._spot is None or self._spot[0] != key:
            self._spot = (key, self._best_spot(clearing_y, occupied()))
        top, self.rect.x = self._spot[1]
        if top:
            self.rect.top = MAP_RECT.y + 16
        else:
            self.rect.bottom = MAP_RECT.bottom - 16

    def _best_spot(self, clearing_y: int, occupied: Sequence[pygame.Rect]) -> tuple[bool, int]:
        """(at the top?, left x) of the panel's place for this battle."""
        away_top = clearing_y > MAP_RECT.centery
        rect = self.rect.copy()
        best: tuple[tuple[int, int, int], tuple[bool, int]] | None = None
        for top in (True, False):
            if top:
                rect.top = MAP_RECT.y + 16
            else:
                rect.bottom = MAP_RECT.bottom - 16
            if rect.top <= clearing_y <= rect.bottom:
                continue  # never over the battle itself
            for off_centre, x in ((0, MAP_RECT.centerx - rect.w // 2), (1, MAP_RECT.x + 16),
                                  (1, MAP_RECT.right - 16 - rect.w)):
                rect.x = x
                cost = (sum(1 for r in occupied if rect.colliderect(r)), off_centre,
                        0 if top == away_top else 1)
                if best is None or cost < best[0]:
                    best = (cost, (top, x))
        if best is None:  # a battle in the middle row of a short map: away from it
            return away_top, MAP_RECT.centerx - rect.w // 2
        return best[1]

    def height_for(self, battle: dict | None, note: str, pending: list[dict] | None = None
                   ) -> int:
        """The panel's height: its usual size, taller when a note for the
        person deciding (why they may only pass), or the line under the dice,
        would run into the "Decides" tag above the buttons — both are said
        whole (in Russian the line under four hit lines ran under the tag)."""
        if battle is not None and battle.get("dice"):
            lines = theme.wrap(self.dice_text(battle, pending or []), 18, SIZE[0] - 40)
            return max(SIZE[1], self._below(battle) + len(lines) * DICE_LINE + 95 + TAG_LIFT)
        if battle is None or not note:
            return SIZE[1]
        stage = theme.wrap(stage_words(battle.get("stage", "")), 22, SIZE[0] - 80)
        lines = theme.wrap(note, 18, SIZE[0] - 80)
        needed = 124 + len(stage) * 30 + len(lines) * 24 + 96 + TAG_LIFT
        return max(SIZE[1], needed)

    @staticmethod
    def _below(battle: dict) -> int:
        """Where the lines under the dice start, from the panel's top: below
        the dice, or below the hit lines beside them when those run longer."""
        return max(196, 110 + 26 * len(hit_rows(battle)) + 4)

    @staticmethod
    def dice_text(battle: dict, pending: list[dict]) -> str:
        """The line under the dice: the stage, or the pending decision."""
        text = stage_words(battle.get("stage", ""))
        if pending and pending[0]["kind"] == "lose":
            p = pending[0]
            text = ngettext("{faction}: choose which piece the hit removes (4.3.4).",
                            "{faction}: choose which pieces the {n} hits remove (4.3.4).",
                            p["hits"]).format(faction=name_of(FACTIONS, p["player"]),
                                              n=p["hits"])
        if pending and pending[0]["kind"] == "hospital":
            text = _("Field Hospitals: spend a card of the clearing's suit to save the "
                     "warriors (6.2.3).")
        return text

    def start_roll(self) -> None:
        self.roll_age = 0.0

    def update(self, dt: float) -> None:
        self.roll_age += dt

    @property
    def buttons(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 20, self.rect.bottom - 62, self.rect.w - 40, 48)

    def draw(self, surface: pygame.Surface, battle: dict, pending: list[dict],
             memo: bool = False, decider: str | None = None, note: str = "") -> None:
        """``note``: a line for the person deciding (why they may only pass)."""
        r = self.rect
        surface.blit(theme.panel_surface(r.size, theme.PARCHMENT, alpha=245), r.topleft)
        att, dfn = battle["attacker"], battle["defender"]
        for faction, x in ((att, r.x + 24), (dfn, r.right - 24 - 48)):
            icon = warrior(faction, 48)
            surface.blit(icon, (x, r.y + 14))
        title = _("Battle in clearing {n}").format(n=battle["clearing"])
        img = theme.text(title, 28, theme.BARK, "title")
        surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + 12)))
        sub = _("{att} attack {dfn}").format(att=name_of(FACTIONS, att),
                                             dfn=name_of(FACTIONS, dfn))
        img = theme.text(sub, 20, theme.INK, "bold")
        surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + 50)))
        y = r.y + 82
        if battle.get("ambush"):
            amb = theme.text(_("Ambush played: {card}").format(card=card_name(battle["ambush"])),
                             20, theme.DANGER, "bold")
            surface.blit(amb, amb.get_rect(midtop=(r.centerx, y)))
        dice = battle.get("dice") or []
        below = r.y + 196  # where the lines under the dice start
        if len(dice) == 2:
            if self.roll_age < ROLL_TIME:
                t = int(self.roll_age * 20)
                shown = ((t * 7 + 1) % 4, (t * 5 + 2) % 4)
            else:
                shown = (max(dice), min(dice))
            draw_die(surface, (r.x + 150, r.y + 150), shown[0], FACTION_COLOURS[att])
            draw_die(surface, (r.x + 230, r.y + 150), shown[1], FACTION_COLOURS[dfn])
            if self.roll_age >= ROLL_TIME:
                ty = r.y + 110
                for indent, line in hit_rows(battle):
                    img = fitted_text(line, 20, theme.INK, HIT_WIDTH - indent)
                    surface.blit(img, (r.x + HIT_X + indent, ty))
                    ty += 26
                below = r.y + self._below(battle)
        elif not memo:
            stage = battle.get("stage", "")
            lines = theme.wrap(stage_words(stage), 22, r.w - 80)
            for i, line in enumerate(lines):
                img = theme.text(line, 22, theme.INK)
                surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + 118 + i * 30)))
            for i, line in enumerate(theme.wrap(note, 18, r.w - 80)):
                img = theme.text(line, 18, theme.BARK_LIGHT)
                surface.blit(img, img.get_rect(midtop=(r.centerx,
                                                        r.y + 124 + len(lines) * 30 + i * 24)))
        if memo and not pending and self.roll_age >= ROLL_TIME:
            y = below
            for line in (battle.get("outcome") or [])[:3]:
                img = theme.fitted(line, 18, r.w - 40, colour=theme.BARK_LIGHT, smallest=13)
                surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += 26
        if dice and not memo:
            for i, line in enumerate(theme.wrap(self.dice_text(battle, pending), 18, r.w - 40)):
                img = theme.text(line, 18, theme.BARK_LIGHT)
                surface.blit(img, img.get_rect(midtop=(r.centerx, below + i * DICE_LINE)))
        if decider and not memo:
            who = theme.text(_("Decides: {faction}").format(faction=name_of(FACTIONS, decider)),
                             16, theme.CREAM, "bold")
            tag = who.get_rect(topright=(r.right - 18, r.bottom - 88 - TAG_LIFT)).inflate(14, 6)
            self.tag_rect = tag
            pygame.draw.rect(surface, FACTION_DARK[decider], tag, border_radius=8)
            surface.blit(who, who.get_rect(center=tag.center))
        pygame.draw.line(surface, FACTION_DARK[att], (r.x + 20, r.y + 84), (r.centerx - 10,
                                                                            r.y + 84), 3)
        pygame.draw.line(surface, FACTION_DARK[dfn], (r.centerx + 10, r.y + 84),
                         (r.right - 20, r.y + 84), 3)

