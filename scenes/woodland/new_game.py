"""New game → Root: the seats, the seed, the score rule; then the table at setup.

The Marquise de Cat against the Eyrie Dynasties; each seat is a person or
the computer (Easy / Normal / Hard), by default a person against Normal.
The seed is drawn at random and can be typed over, so a game can be dealt
again; the keep, buildings and leader are chosen on the table by drag, as
setup is part of the game. The Autumn map can be explored from here before sitting down.
"""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.i18n import N_, _
from scenes.new_game import NewGameForm
from scenes.rules_text import FACTIONS
from scenes.widgets import Button, OptionRow
from scenes.woodland.pieces import FACTION_COLOURS
from scenes.woodland.session import SEATS

DEFAULT_NAMES = {"marquise": N_("Player 1"), "eyrie": N_("Player 2")}


class NewGameScene(NewGameForm):
    SEATS = SEATS
    DEFAULT_NAMES = DEFAULT_NAMES
    SEATS_SETTING = "root_seats"

    def __init__(self, app) -> None:
        super().__init__(app, (1240, 1000), N_("New game: Root"))
        p = self.panel
        left, field_x, field_w = p.x + 70, p.x + 520, 420
        self.add_seats(field_x, p.y + 210, field_w, N_("The name written in the game record"),
                       kinds_w=field_w + 230)
        self.group.add(Button((field_x + field_w + 30, p.y + 210, 200, 66), N_("Swap"),
                              self.swap_seats, size=26,
                              tooltip=N_("Exchange the two players' factions")))
        self.add_seed((field_x, p.y + 530, field_w, 66),
                      N_("The same seed deals the same cards and rolls the same dice"))
        self.group.add(Button((field_x + field_w + 30, p.y + 530, 200, 66), N_("Random"),
                              self.new_seed, size=26, tooltip=N_("Draw a new seed")))
        floor = self.app.settings.score_floor_zero
        self.floor = self.group.add(OptionRow(
            (left - 20, p.y + 664, p.w - 100, 76), N_("Score below zero"),
            [(True, N_("Never")), (False, N_("Allowed"))], floor, lambda value: None,
            tooltip=N_("Whether a player's victory points may drop below 0")))
        bottom = p.bottom - 110
        self.start_button = self.group.add(Button((p.right - 390, bottom, 320, 72),
                                                  N_("Start"), self.start, kind="primary"))
        self.group.add(Button((p.x + 70, bottom, 340, 72), N_("Explore the map"),
                              self.explore_map,
                              tooltip=N_("The Autumn map: clearings, suits, slots and paths")))
        self.group.add(Button((p.x + 440, bottom, 240, 72), N_("Back"), self.close))
        self.group.add(Button((p.right - 290, p.y + 36, 250, 60), N_("Codex instead…"),
                              self.codex, size=24,
                              tooltip=N_("The Codex skirmish: Bashing against Finesse")))
        self.group.set_focus(self.start_button)

    # --- choices ----------------------------------------------------------

    def swap_seats(self) -> None:
        """The two players change factions: names and who sits there."""
        first, second = (self.names[seat] for seat in SEATS)
        a, b = (first.text, first.selected), (second.text, second.selected)
        ka, kb = (self.kinds[seat] for seat in SEATS)
        first.set_text(b[0], select=b[1])  # a default name stays one to type over
        second.set_text(a[0], select=a[1])
        for seat, kind in zip(SEATS, (kb, ka), strict=True):
            self.kinds[seat] = kind
            for each, button in self.kind_buttons[seat]:
                button.kind = "primary" if each == kind else "normal"

    def options(self) -> dict:
        return {"vp_floor": bool(self.floor.value)}

    def begin(self, seed: int) -> None:
        from scenes.woodland.opening import start_game

        start_game(self.app, seed, self.options(), self.players(), self.seats())

    def codex(self) -> None:
        self.app.replace("codex_new_game")

    def explore_map(self) -> None:
        self.app.push("map")

    # --- drawing -------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        p = self.panel
        left = p.x + 70
        sub = theme.text(_("Marquise de Cat against the Eyrie Dynasties on the Autumn map"),
                         26, theme.BARK_LIGHT)
        surface.blit(sub, sub.get_rect(midtop=(p.centerx, p.y + 112)))
        surface.blit(theme.text(_("Seats"), 30, theme.INK, "bold"), (left, p.y + 166))
        hint = theme.text(_("Each seat: a person at this computer, or the computer"), 22,
                          theme.BARK_LIGHT)
        surface.blit(hint, (left + 120, p.y + 172))
        for seat, field in self.names.items():
            cy = field.rect.centery
            pygame.draw.circle(surface, FACTION_COLOURS[seat], (left + 18, cy), 16)
            pygame.draw.circle(surface, theme.BARK, (left + 18, cy), 16, 2)
            label = theme.text(_(FACTIONS[seat]), 30, theme.INK)
            surface.blit(label, label.get_rect(midleft=(left + 50, cy)))
        seed_y = self.seed.rect.centery
        surface.blit(theme.text(_("Seed"), 30, theme.INK, "bold"),
                     theme.text(_("Seed"), 30).get_rect(midleft=(left, seed_y)))
        if self.error:
            note = theme.text(self.error, 24, theme.DANGER)
        else:
            note = theme.text(_("Cards and dice follow the seed"), 22, theme.BARK_LIGHT)
        surface.blit(note, (self.seed.rect.x + 4, self.seed.rect.bottom + 8))
        setup = theme.text(_("Setup is played on the table: the keep, the first buildings "
                             "and the Eyrie's leader"), 22, theme.BARK_LIGHT)
        surface.blit(setup, setup.get_rect(midtop=(p.centerx, p.y + 758)))
