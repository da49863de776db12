"""New game → Codex: the two seats (Bashing and Finesse) and the seed.

Two people at one computer, as for Root: the first seat plays Bashing with
Troq Bashar and moves first, the second Finesse with River Montoya. The seed
deals both starter decks, so a game can be dealt again.
"""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.codex import card_art as art
from scenes.codex.session import SEATS
from scenes.i18n import N_, _
from scenes.overlay import PanelOverlay
from scenes.session import MAX_PLAYER_NAME, SEED_LIMIT, random_seed
from scenes.text_field import TextField
from scenes.widgets import Button

DEFAULT_NAMES = {"player1": N_("Player 1"), "player2": N_("Player 2")}
SEAT_SPECS = {"player1": ("bashing", N_("Bashing · Troq Bashar · moves first")),
              "player2": ("finesse", N_("Finesse · River Montoya"))}


class CodexNewGameScene(PanelOverlay):
    TITLE_TOP = 36
    dim_alpha = 130

    def __init__(self, app) -> None:
        super().__init__(app, (1240, 760), N_("New game: Codex"))
        p = self.panel
        field_x, field_w = p.x + 620, 370
        self.names: dict[str, TextField] = {}
        y = p.y + 210
        for seat in SEATS:
            self.names[seat] = self.group.add(TextField(
                (field_x, y, field_w, 66), _(DEFAULT_NAMES[seat]), max_length=MAX_PLAYER_NAME,
                on_submit=self.start, placeholder=DEFAULT_NAMES[seat],
                tooltip=N_("The name shown at the table")))
            y += 96
        self.seed = self.group.add(TextField(
            (field_x, p.y + 440, field_w, 66), str(random_seed()),
            max_length=len(str(SEED_LIMIT - 1)), allowed=str.isdigit, on_submit=self.start,
            placeholder=N_("a whole number"),
            tooltip=N_("The same seed deals the same cards")))
        self.group.add(Button((field_x + field_w + 20, p.y + 440, 180, 66), N_("Random"),
                              self.new_seed, size=26, tooltip=N_("Draw a new seed")))
        bottom = p.bottom - 110
        self.start_button = self.group.add(Button((p.right - 390, bottom, 320, 72),
                                                  N_("Start"), self.start, kind="primary"))
        self.group.add(Button((p.x + 70, bottom, 300, 72), N_("Root instead…"), self.root))
        self.group.add(Button((p.x + 400, bottom, 240, 72), N_("Back"), self.close))
        self.error: str | None = None
        self.editing: TextField | None = None
        self.group.set_focus(self.start_button)

    def new_seed(self) -> None:
        self.seed.set_text(str(random_seed()))
        self.error = None

    def seed_value(self) -> int | None:
        text = self.seed.text
        if not text.isascii() or not text.isdigit():
            return None
        value = int(text)
        return value if value < SEED_LIMIT else None

    def players(self) -> dict[str, str]:
        return {seat: (self.names[seat].text.strip() or _(DEFAULT_NAMES[seat]))
                for seat in SEATS}

    def start(self) -> None:
        seed = self.seed_value()
        if seed is None:
            self.error = _("The seed must be a whole number below 2^63")
            self.group.set_focus(self.seed)
            self.edit(self.seed)
            return
        from scenes.codex.opening import start_game

        start_game(self.app, seed, self.players())

    def root(self) -> None:
        from scenes.woodland.new_game import NewGameScene

        self.app.stack.replace(NewGameScene(self.app))

    def edit(self, field: TextField | None) -> None:
        for each in (*self.names.values(), self.seed):
            each.editing = each is field
        self.editing = field

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
            self.edit(None)
            return False
        focused = self.group.focused_widget
        if isinstance(focused, TextField):
            self.edit(focused)
        field = self.editing
        if field is not None:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return True
            if field.type_key(event):
                self.error = None
                return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            field = next((f for f in (*self.names.values(), self.seed)
                          if f.rect.collidepoint(event.pos)), None)
            if field is not None:
                self.group.set_focus(field)
            self.edit(field)
        return super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        p = self.panel
        left = p.x + 70
        sub = theme.text(_("A Codex skirmish: Bashing against Finesse, one hero each"), 26,
                         theme.BARK_LIGHT)
        surface.blit(sub, sub.get_rect(midtop=(p.centerx, p.y + 112)))
        surface.blit(theme.text(_("Seats"), 30, theme.INK, "bold"), (left, p.y + 166))
        hint = theme.text(_("Two players take turns at this computer"), 22, theme.BARK_LIGHT)
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
        note = theme.text(_("The seed deals both decks"), 22, theme.BARK_LIGHT)
        surface.blit(note, note.get_rect(midleft=(left + 120, seed_y)))
        if self.error:
            err = theme.text(self.error, 24, theme.DANGER)
            surface.blit(err, (self.seed.rect.x, self.seed.rect.bottom + 8))
