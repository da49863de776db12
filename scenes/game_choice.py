"""New game → which game: Root or the Codex skirmish, then that game's screen.

The app holds two games; the title's New game used to open Root's screen,
with the Codex behind a "Codex instead…" button there, which a player had to
find. Choosing the game first says at once what the app offers. Each game's
own screen still links to the other ("… instead"), for a change of mind.
"""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.i18n import N_
from scenes.overlay import PanelOverlay
from scenes.widgets import Button, Label

# (name, what the game is), in the order of their buttons
GAMES = (
    (N_("Root"), N_("The Marquise de Cat against the Eyrie Dynasties in the Autumn "
                    "forest: play the computer or a friend, every rule explained")),
    (N_("Codex"), N_("A one-hero skirmish, Bashing and Troq Bashar against Finesse and "
                     "River Montoya: play the computer or a friend")),
)


class ChooseGameScene(PanelOverlay):
    """Two big buttons, one per game, each with what the game is beneath."""

    TITLE_TOP = 36
    dim_alpha = 130

    def __init__(self, app) -> None:
        super().__init__(app, (1240, 640), N_("New game"))
        p = self.panel
        width, gap = 500, 80
        x = p.centerx - width - gap // 2
        self.choices: list[Button] = []
        for (name, blurb), action in zip(GAMES, (self.root, self.codex), strict=True):
            self.choices.append(self.group.add(Button(
                (x, p.y + 170, width, 120), name, action, size=48,
                kind="primary" if not self.choices else "normal", tooltip=blurb)))
            self.group.add(Label((x + 10, p.y + 320, width - 20, 160), blurb, size=26,
                                 colour=theme.INK, align="center", wrap=True))
            x += width + gap
        self.group.add(Button((p.centerx - 150, p.bottom - 110, 300, 72), N_("Back"),
                              self.close))
        self.group.set_focus(self.choices[0])

    def root(self) -> None:
        self.app.replace("woodland_new_game")

    def codex(self) -> None:
        self.app.replace("codex_new_game")

    def handle_key(self, event: pygame.event.Event) -> bool:
        """1 and 2 choose, as the order on screen."""
        if event.key in (pygame.K_1, pygame.K_KP1):
            self.root()
            return True
        if event.key in (pygame.K_2, pygame.K_KP2):
            self.codex()
            return True
        return False
