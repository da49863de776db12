"""Modal panels over the Codex table: pass the computer, the tech step, the
end of the game."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.codex.actions import Action
from game.codex.cards import CARD_INDEX
from scenes import theme
from scenes.codex import card_art as art
from scenes.codex.view import player_name
from scenes.codex.words import card_name_of, card_text_of
from scenes.i18n import N_, Text, _, ngettext, resolve
from scenes.overlay import PanelOverlay
from scenes.widgets import Button, draw_tooltip

if TYPE_CHECKING:
    from scenes.codex.words import Names


class PassScreen(PanelOverlay):
    """Hot-seat privacy: the next player takes the computer before their
    hand is shown; the table beneath draws both hands face down."""

    dim_alpha = 225

    def __init__(self, app, player: int, reason: Text, on_ready: Callable[[], None],
                 names: Names = ()) -> None:
        super().__init__(app, (820, 420), N_("Pass the computer"))
        self.player = player
        self.names = names
        self.reason = reason
        self.on_ready = on_ready
        self.group.add(Button((self.panel.centerx - 190, self.panel.bottom - 104, 380, 70),
                              N_("Ready: show my hand"), self.ready, kind="primary", size=28))
        self.group.set_focus(self.group.widgets[0])

    def ready(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True  # Esc must not skip the screen
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ready()
            return True
        self.group.handle_event(event)
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        back = art.card_back(72, 100, "bashing" if self.player == 0 else "finesse")
        surface.blit(back, back.get_rect(center=(self.panel.centerx, self.panel.y + 160)))
        who = theme.text(_("{player}, it is your decision").format(
            player=player_name(self.player, self.names)), 32, theme.INK, "bold")
        surface.blit(who, who.get_rect(center=(self.panel.centerx, self.panel.y + 232)))
        y = self.panel.y + 262
        for line in theme.wrap(resolve(self.reason), 22, self.panel.w - 100):
            img = theme.text(line, 22, theme.BARK_LIGHT)
            surface.blit(img, img.get_rect(midtop=(self.panel.centerx, y)))
            y += 28


class TechOverlay(PanelOverlay):
    """The tech step: pick the codex cards to put into the discard pile.

    The choices offered are exactly the engine's ``tech`` actions (from the
    controller's clicks); the button takes the one matching the picked cards,
    so the overlay decides no rule (two cards, or fewer with 10+ workers)."""

    dim_alpha = 150
    TITLE_SIZE = 40
    TITLE_TOP = 22

    def __init__(self, app, actions: Sequence[Action], codex: Sequence[str],
                 on_take: Callable[[Action], None], every: Sequence[str] = ()) -> None:
        """``every``: the cards the codex began with. Each keeps its place,
        greyed once no copy is left: play-testing, the cards after a
        finished one moved up, and a click where Hired Stomper had been two
        turns before picked Sneaky Pig."""
        super().__init__(app, (1560, 860), N_("Tech: choose cards from your codex"))
        self.actions = list(actions)
        self.copies = Counter(codex)
        self.codes = sorted(set(self.copies) | set(every), key=lambda c: CARD_INDEX[c])
        self.picked: Counter[str] = Counter()
        self.notice = ""  # why the last click picked nothing
        self.on_take = on_take
        self.pointer = (0, 0)
        self.cells: list[tuple[pygame.Rect, str]] = []
        w, h = art.HAND_SIZE
        per_row = 6
        x0 = self.panel.x + (self.panel.w - per_row * (w + 52) + 52) // 2
        for k, code in enumerate(self.codes):
            row, col = divmod(k, per_row)
            self.cells.append((pygame.Rect(x0 + col * (w + 52), self.panel.y + 118
                                           + row * (h + 44), w, h), code))
        bottom = self.panel.bottom - 92
        self.take_button = Button((self.panel.right - 360, bottom, 320, 64), N_("Tech these"),
                                  self.take, kind="primary", size=24)
        self.group.add(self.take_button)
        # Skipping is a choice of its own (10+ workers, spec §2.1), never the
        # take button with nothing picked: a click meant for "Tech these"
        # skipped a tech by accident when that button changed its words.
        self.skip_button: Button | None = None
        if Action("tech") in self.actions:
            self.skip_button = Button((self.panel.right - 700, bottom, 320, 64),
                                      N_("Tech no cards"), self.skip, size=22)
            self.group.add(self.skip_button)
        self.group.add(Button((self.panel.x + 40, bottom, 300, 64), N_("Look at the table"),
                              self.close, size=22))
        self.group.add(Button((self.panel.x + 360, bottom, 220, 64), N_("Clear"),
                              self.clear, size=22))

    def chosen(self) -> Action | None:
        want = sorted(self.picked.elements(), key=lambda c: CARD_INDEX[c])
        for action in self.actions:
            if sorted(map(str, action.args), key=lambda c: CARD_INDEX[c]) == want:
                return action
        return None

    def most(self) -> int:
        """How many cards the engine's tech actions take at most (2, or the
        one card left in the codex)."""
        return max((len(a.args) for a in self.actions), default=0)

    def pick(self, code: str) -> None:
        """A click on a codex card: one more copy, or (all its copies picked)
        none of it. A pick past the most allowed is refused with why (it was
        silently ignored)."""
        self.notice = ""
        full = sum(self.picked.values()) >= self.most()
        if self.picked[code] < min(2, self.copies[code]) and not full:
            self.picked[code] += 1
        elif full and not self.picked[code]:
            self.notice = ngettext(
                "You may tech at most {n} card: click a picked card to put it back.",
                "You may tech at most {n} cards: click a picked card to put it back.",
                self.most()).format(n=self.most())
        else:
            del self.picked[code]

    def clear(self) -> None:
        self.picked.clear()
        self.notice = ""

    def take(self) -> None:
        action = self.chosen()
        if action is None or not action.args:
            return
        self.close()
        self.on_take(action)

    def skip(self) -> None:
        """Tech no cards (offered only when the engine allows it)."""
        if Action("tech") not in self.actions:
            return
        self.close()
        self.on_take(Action("tech"))

    def update(self, dt: float) -> None:
        super().update(dt)
        action = self.chosen()
        self.take_button.enabled = action is not None and bool(action.args)

    def hint(self) -> str:
        """What to pick: "Pick 2 cards", or "up to 2, or none" when teching
        is optional (10+ workers)."""
        n = self.most()
        if Action("tech") in self.actions:
            return ngettext("Pick up to {n} card, or none; they go to your discard pile and "
                            "come back with your draws.",
                            "Pick up to {n} cards, or none; they go to your discard pile and "
                            "come back with your draws.", n).format(n=n)
        return ngettext("Pick {n} card; it goes to your discard pile and comes back with "
                        "your draws.",
                        "Pick {n} cards; they go to your discard pile and come back with "
                        "your draws.", n).format(n=n)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, code in self.cells:
                if rect.collidepoint(event.pos):
                    if self.copies[code]:
                        self.pick(code)
                    else:
                        self.notice = _("No copy of {card} is left in your codex.").format(
                            card=card_name_of(code))
                    return True
        return super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        img = theme.text(self.hint(), 22, theme.BARK_LIGHT)
        surface.blit(img, img.get_rect(midtop=(self.panel.centerx, self.panel.y + 80)))
        if self.notice:
            img = theme.text(self.notice, 22, theme.DANGER, "bold")
            surface.blit(img, img.get_rect(midbottom=(self.panel.centerx,
                                                      self.take_button.rect.y - 14)))
        hover = None
        for rect, code in self.cells:
            face = art.card_face(code, art.HAND_SIZE, text=True)
            if not self.copies[code]:  # all teched: its place kept, greyed
                face = face.copy()
                face.fill((110, 110, 110), special_flags=pygame.BLEND_RGB_MULT)
            surface.blit(face, rect)
            n = self.picked[code]
            if n:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(10, 10), 5, border_radius=12)
                badge = theme.text(f"{n} / {self.copies[code]}", 20, theme.INK, "bold")
                box = badge.get_rect(midtop=(rect.centerx, rect.bottom + 8)).inflate(12, 2)
                pygame.draw.rect(surface, theme.GOLD, box, border_radius=8)
                surface.blit(badge, badge.get_rect(center=box.center))
            copies = theme.text(f"×{self.copies[code]}", 18, theme.BARK, "bold")
            surface.blit(copies, copies.get_rect(topleft=(rect.right + 6, rect.y)))
            if rect.collidepoint(self.pointer):
                hover = code
        if hover is not None:
            draw_tooltip(surface, card_name_of(hover) + "\n" + card_text_of(hover),
                         self.pointer)


#: The verdict's type, and the smallest it shrinks to before taking two lines.
VERDICT_SIZE = 44
VERDICT_SMALLEST = 34


class GameOverPanel(PanelOverlay):
    """Who won, a short summary, and the replay."""

    dim_alpha = 150

    def __init__(self, app, winner: int | None, summary: list[str],
                 on_title: Callable[[], None], names: Names = (),
                 on_replay: Callable[[], None] | None = None, you: int | None = None) -> None:
        super().__init__(app, (1000, 560), N_("Game over"))
        self.winner = winner
        self.names = names
        self.you = you  # the one person's seat against the computer (None: two or none)
        self.summary = summary
        choices = [(N_("Look at the table"), self.close, "primary"),
                   (N_("Watch the replay"), self.after_closing(on_replay), "normal"),
                   (N_("Main menu"), on_title, "normal")]
        if on_replay is None:
            del choices[1]
        self.add_button_row(choices, self.panel.bottom - 100)

    def verdict(self) -> str:
        """Who won, said to the person at the table: "You win!" or "You lose"
        against the computer, the winner's seat name between two people."""
        if self.winner is None:
            return ""
        name = player_name(self.winner, self.names)
        if self.you is not None:
            return _("You win!") if self.winner == self.you else \
                _("You lose: {player} wins.").format(player=name)
        return _("{player} wins!").format(player=name)

    def verdict_lines(self) -> list[pygame.Surface]:
        """The verdict as drawn: seat names are long ("Компьютер (Средний)",
        a typed name), so it takes smaller type, then a second line, never
        the panel's edges (play-testing: it ran out on both sides)."""
        width = self.panel.w - 80
        lines = theme.wrap(self.verdict(), VERDICT_SMALLEST, width, "title")
        if len(lines) == 1:
            return [theme.fitted(lines[0], VERDICT_SIZE, width, "title", theme.BARK,
                                 smallest=VERDICT_SMALLEST)]
        return [theme.fitted(line, VERDICT_SMALLEST, width, "title", theme.BARK,
                             smallest=VERDICT_SMALLEST) for line in lines[:2]]

    def draw_content(self, surface: pygame.Surface) -> None:
        cx = self.panel.centerx
        y = self.panel.y + 130
        if self.winner is not None:
            lines = self.verdict_lines()
            for title in lines:
                surface.blit(title, title.get_rect(midtop=(cx, y)))
                y += title.get_height()
            y += 80 - lines[0].get_height() if len(lines) == 1 else 28
        for line in self.summary:
            img = theme.fitted(line, 26, self.panel.w - 80, colour=theme.BARK_LIGHT, smallest=20)
            surface.blit(img, img.get_rect(midtop=(cx, y)))
            y += 36
