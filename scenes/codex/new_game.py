"""New game → Codex: the two seats (Bashing and Finesse) and the seed.

Each seat a person or the computer (Easy / Normal / Hard), as for Root: the
first seat plays Bashing with Troq Bashar and moves first, the second
Finesse with River Montoya. The seed
deals both starter decks, so a game can be dealt again.
"""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.codex import card_art as art
from scenes.codex.session import SEATS
from scenes.i18n import N_, _
from scenes.new_game import NewGameForm
from scenes.widgets import Button

DEFAULT_NAMES = {"player1": N_("Player 1"), "player2": N_("Player 2")}
SEAT_SPECS = {"player1": ("bashing", N_("Bashing · Troq Bashar · moves first")),
              "player2": ("finesse", N_("Finesse · River Montoya"))}


class CodexNewGameScene(NewGameForm):
    SEATS = SEATS
    DEFAULT_NAMES = DEFAULT_NAMES
    SEATS_SETTING = "codex_seats"

    def __init__(self, app) -> None:
        super().__init__(app, (1240, 840), N_("New game: Codex"))
        p = self.panel
        field_x, field_w = p.x + 620, 370
        self.add_seats(field_x, p.y + 210, field_w, N_("The name shown at the table"),
                       kinds_w=field_w + 200)
        self.add_seed((field_x, p.y + 530, field_w, 66),
                      N_("The same seed deals the same cards"))
        self.group.add(Button((field_x + field_w + 20, p.y + 530, 180, 66), N_("Random"),
                              self.new_seed, size=26, tooltip=N_("Draw a new seed")))
        bottom = p.bottom - 110
        self.start_button = self.group.add(Button((p.right - 390, bottom, 320, 72),
                                                  N_("Start"), self.start, kind="primary"))
        self.group.add(Button((p.x + 70, bottom, 300, 72), N_("Root instead…"), self.root))
        self.group.add(Button((p.x + 400, bottom, 240, 72), N_("Back"), self.close))
        self.group.set_focus(self.start_button)

    def begin(self, seed: int) -> None:
        from scenes.codex.opening import start_game

        start_game(self.app, seed, self.players(), self.seats())

    def root(self) -> None:
        self.app.replace("woodland_new_game")

    def draw_content(self, surface: pygame.Surface) -> None:
        p = self.panel
        left = p.x + 70
        sub = theme.text(_("A Codex skirmish: Bashing against Finesse, one hero each"), 26,
                         theme.BARK_LIGHT)
        surface.blit(sub, sub.get_rect(midtop=(p.centerx, p.y + 112)))
        surface.blit(theme.text(_("Seats"), 30, theme.INK, "bold"), (left, p.y + 166))
        hint = theme.text(_("Each seat: a person at this computer, or the computer"), 22,
                          theme.BARK_LIGHT)
        surface.blit(hint, (left + 120, p.y + 172))
        for seat, field in self.names.items():
            cy = field.rect.centery
            spec, label = SEAT_SPECS[seat]
            back = art.card_back(34, 48, spec)
            surface.blit(back, back.get_rect(center=(left + 18, cy)))
            img = theme.text(_(label), 26, theme.INK)
            surface.blit(img, img.get_rect(midleft=(left + 50, cy)))
        seed_y = self.seed.rect.centery
        seed = theme.text(_("Seed"), 30, theme.INK, "bold")
        surface.blit(seed, seed.get_rect(midleft=(left, seed_y)))
        # Under the field, as on the Root screen: beside the label it ran
        # into a longer label ("Раздача №").
        if self.error:
            err = theme.text(self.error, 24, theme.DANGER)
            surface.blit(err, (self.seed.rect.x, self.seed.rect.bottom + 8))
        else:
            note = theme.text(_("The seed deals both decks"), 22, theme.BARK_LIGHT)
            surface.blit(note, (self.seed.rect.x + 4, self.seed.rect.bottom + 8))
