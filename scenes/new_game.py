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
from scenes.seats import (
    HUMAN,
    LEVEL_NAMES,
    computer_label,
    computer_numbers,
    given_names,
    level_tooltip,
)
from scenes.session import MAX_PLAYER_NAME, SEED_LIMIT, random_seed
from scenes.text_field import TextField
from scenes.widgets import Button

#: Who sits where on a fresh New game screen: a person against Normal.
DEFAULT_KINDS = (HUMAN, "normal")
KIND_ROW = 50  # the height of a seat's Human / Easy / Normal / Hard row


class NewGameForm(PanelOverlay):
    """A New game panel: seat names, the seed and the keys that type into them."""

    TITLE_TOP = 36
    dim_alpha = 130
    SEATS: tuple[str, ...] = ()
    DEFAULT_NAMES: Mapping[str, str] = {}
    SEAT_STEP = 150  # from one seat's name field to the next
    #: The Settings field that remembers the seats of this kind of game.
    SEATS_SETTING = ""

    names: dict[str, TextField]
    seed: TextField

    def add_seats(self, field_x: int, top: int, field_w: int, tooltip: str,
                  kinds_w: int | None = None) -> None:
        """One name field per seat and under it who sits there (Human, or
        the computer at Easy / Normal / Hard), ``SEAT_STEP`` pixels apart."""
        self.names = {}
        self.kinds: dict[str, str] = {}
        self.kind_buttons: dict[str, list[tuple[str, Button]]] = {}
        y = top
        kinds = getattr(self.app.settings, self.SEATS_SETTING) if self.SEATS_SETTING \
            else DEFAULT_KINDS
        for seat, kind in zip(self.SEATS, kinds, strict=True):
            self.names[seat] = self.group.add(TextField(
                (field_x, y, field_w, 66), _(self.DEFAULT_NAMES[seat]),
                max_length=MAX_PLAYER_NAME, on_submit=self.start,
                placeholder=self.DEFAULT_NAMES[seat], tooltip=tooltip))
            self._add_kinds(seat, field_x, y + 74, kinds_w or field_w)
            self.set_kind(seat, kind)
            y += self.SEAT_STEP

    def _add_kinds(self, seat: str, x: int, y: int, width: int) -> None:
        gap = 8
        w = (width - 3 * gap) // 4
        row = []
        for i, kind in enumerate((HUMAN, *LEVEL_NAMES)):
            label = N_("Human") if kind == HUMAN else LEVEL_NAMES[kind]
            tip = N_("A person plays this seat at this computer") if kind == HUMAN \
                else (lambda kind=kind: _("The computer, {level}: ").format(
                    level=_(LEVEL_NAMES[kind])) + level_tooltip(kind))
            button = self.group.add(Button((x + i * (w + gap), y, w, KIND_ROW - 6), label,
                                           lambda seat=seat, kind=kind: self.set_kind(seat, kind),
                                           size=22, tooltip=tip))
            row.append((kind, button))
        self.kind_buttons[seat] = row

    def set_kind(self, seat: str, kind: str) -> None:
        """Seat ``seat`` is played by ``kind``; a name still at its default
        follows (Player 2 ↔ Computer (Normal))."""
        old = self.kinds.get(seat, HUMAN)
        self.kinds[seat] = kind
        for each, button in self.kind_buttons[seat]:
            button.kind = "primary" if each == kind else "normal"
        field = self.names[seat]
        if self._is_default(seat, old):
            field.set_text(_(self.DEFAULT_NAMES[seat]) if kind == HUMAN
                           else computer_label(kind), select=True)
        self._number_computers()

    def _is_default(self, seat: str, kind: str) -> bool:
        """Is the seat's name still one the screen gave it (not typed)?"""
        text = self.names[seat].text.strip()
        return not text or text in given_names(kind, self.SEATS.index(seat) + 1,
                                               self.DEFAULT_NAMES[seat])

    def _number_computers(self) -> None:
        """Two computers at one level are "Computer 1 (Normal)" and "Computer
        2 (Normal)"; otherwise a computer is just "Computer (Normal)". Only
        names the screen gave change."""
        if any(seat not in self.names for seat in self.SEATS):
            return  # still adding the seats
        kinds = [self.kinds.get(seat, HUMAN) for seat in self.SEATS]
        for seat, kind, number in zip(self.SEATS, kinds, computer_numbers(kinds), strict=True):
            if kind != HUMAN and self._is_default(seat, kind):
                self.names[seat].set_text(computer_label(kind, number), select=True)

    def seats(self) -> dict[str, str]:
        """Each seat's kind, for the session and its saves."""
        return dict(self.kinds)

    def remember_seats(self) -> None:
        """The next new game of this kind offers the seats of this one."""
        kinds = tuple(self.kinds[seat] for seat in self.SEATS)
        if self.SEATS_SETTING and getattr(self.app.settings, self.SEATS_SETTING) != kinds:
            self.app.change_settings(**{self.SEATS_SETTING: kinds})

    def add_seed(self, rect: tuple[int, int, int, int], tooltip: str) -> None:
        """The seed field, empty: a game is then dealt from a fresh seed that
        nobody at the table sees (a seed on screen is every deck's order and
        every roll, for whoever reads it, 1.2.1). A typed or drawn seed deals
        that game again. Digits only."""
        self.seed = self.group.add(TextField(
            rect, "", max_length=len(str(SEED_LIMIT - 1)),
            allowed=str.isdigit, on_submit=self.start,
            placeholder=N_("random, kept secret"), tooltip=tooltip))
        self.error: str | None = None
        self.editing: TextField | None = None

    # --- choices ----------------------------------------------------------

    def new_seed(self) -> None:
        self.seed.set_text(str(random_seed()), select=True)
        self.error = None

    def seed_value(self) -> int | None:
        """The typed seed, a fresh secret one when none is typed, or None
        when what is typed cannot deal a game."""
        text = self.seed.text
        if text == "":
            return random_seed()
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
        self.remember_seats()
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
