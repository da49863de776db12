"""What both New game screens share: a name field per seat, the seed, Start.

Root's and the Codex's screens lay out and draw their own seats (factions,
decks, the score rule…); the typing, the seed check and "Start only with a
seed that deals a game" are the same, so they live here once. A screen
subclasses `NewGameForm`, sets ``SEATS`` and ``DEFAULT_NAMES``, adds its
fields with `add_seats`/`add_seed` and says in `begin` how its game starts.
"""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from scenes.i18n import N_, _
from scenes.overlay import PanelOverlay
from scenes.session import MAX_PLAYER_NAME, SEED_LIMIT, random_seed
from scenes.text_field import TextField


class NewGameForm(PanelOverlay):
    """A New game panel: seat names, the seed and the keys that type into them."""

    TITLE_TOP = 36
    dim_alpha = 130
    SEATS: tuple[str, ...] = ()
    DEFAULT_NAMES: Mapping[str, str] = {}

    names: dict[str, TextField]
    seed: TextField

    def add_seats(self, field_x: int, top: int, field_w: int, tooltip: str) -> None:
        """One name field per seat, 96 pixels apart, filled with the default."""
        self.names = {}
        y = top
        for seat in self.SEATS:
            self.names[seat] = self.group.add(TextField(
                (field_x, y, field_w, 66), _(self.DEFAULT_NAMES[seat]),
                max_length=MAX_PLAYER_NAME, on_submit=self.start,
                placeholder=self.DEFAULT_NAMES[seat], tooltip=tooltip))
            y += 96

    def add_seed(self, rect: tuple[int, int, int, int], tooltip: str) -> None:
        """The seed field, filled with a fresh seed; digits only."""
        self.seed = self.group.add(TextField(
            rect, str(random_seed()), max_length=len(str(SEED_LIMIT - 1)),
            allowed=str.isdigit, on_submit=self.start, placeholder=N_("a whole number"),
            tooltip=tooltip))
        self.error: str | None = None
        self.editing: TextField | None = None

    # --- choices ----------------------------------------------------------

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
        return {seat: (self.names[seat].text.strip() or _(self.DEFAULT_NAMES[seat]))
                for seat in self.SEATS}

    def start(self) -> None:
        """Start the game, or point at the seed if it cannot deal one."""
        seed = self.seed_value()
        if seed is None:
            self.error = _("The seed must be a whole number below 2^63")
            self.group.set_focus(self.seed)
            self.edit(self.seed)
            return
        self.begin(seed)

    def begin(self, seed: int) -> None:
        """Sit down at the table with ``seed`` (each screen starts its own game)."""
        raise NotImplementedError

    # --- input -----------------------------------------------------------------

    def edit(self, field: TextField | None) -> None:
        """Send typing to ``field`` (clicked or reached with Tab) until another."""
        for each in (*self.names.values(), self.seed):
            each.editing = each is field
        self.editing = field

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
            self.edit(None)  # the keyboard moves on; the group moves the focus
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
