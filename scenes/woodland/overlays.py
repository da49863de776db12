"""Modal panels over the table: pass the computer, choose among actions,
the discard pile, every action as a list, and the end of the game."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes import theme
from scenes.i18n import N_, Text, _, resolve
from scenes.overlay import PanelOverlay
from scenes.rules_text import FACTIONS, name_of
from scenes.widgets import Button, ListRow, ScrollList
from scenes.woodland.card_art import CARD_SIZE, card_face
from scenes.woodland.pieces import warrior


class PassScreen(PanelOverlay):
    """Hot-seat privacy: the next player takes the computer before any hand
    is shown. The table beneath draws both hands face down meanwhile."""

    dim_alpha = 215

    def __init__(self, app, faction: str, reason: Text, on_ready: Callable[[], None]) -> None:
        super().__init__(app, (820, 420), N_("Pass the computer"))
        self.faction = faction
        self.reason = reason
        self.on_ready = on_ready
        self.group.add(Button((self.panel.centerx - 190, self.panel.bottom - 104, 380, 70),
                              N_("Ready: show my hand"), self.ready, kind="primary", size=28))
        self.group.set_focus(self.group.widgets[0])

    def ready(self) -> None:
        self.close()
        self.on_ready()

    def close(self) -> None:
        # Esc must not skip the screen: the hand stays hidden until Ready.
        if self.app.stack.top is self:
            self.app.stack.pop()

    def handle_key(self, event: pygame.event.Event) -> bool:
        return event.key == pygame.K_ESCAPE

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ready()
            return True
        self.group.handle_event(event)
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        icon = warrior(self.faction, 64)
        surface.blit(icon, icon.get_rect(center=(self.panel.centerx, self.panel.y + 150)))
        who = theme.text(_("{faction}, it is your decision").format(
            faction=name_of(FACTIONS, self.faction)), 32, theme.INK, "bold")
        surface.blit(who, who.get_rect(center=(self.panel.centerx, self.panel.y + 210)))
        y = self.panel.y + 246
        for line in theme.wrap(resolve(self.reason), 24, self.panel.w - 100):
            img = theme.text(line, 24, theme.BARK_LIGHT)
            surface.blit(img, img.get_rect(midtop=(self.panel.centerx, y)))
            y += 30


#: A menu longer than this asks in steps (:func:`narrowed`).
MENU_ROWS = 6
#: What joins the parts of a choice's words ("Attack … · 4 damage to Base").
PART = " · "


def narrowed(choices: Sequence[tuple[str, Callable[[], None]]]
             ) -> tuple[str, list[tuple[str, Callable[[], None] | None,
                                         list[tuple[str, Callable[[], None]]]]]]:
    """A long menu as a first step: the words every choice shares (said once,
    above the rows) and a row for each way the choices first differ, with
    the choices behind it. Trojan Duck's 12 attacks (3 buildings × 4
    obliterate pairs) become 3 rows, then 4. Words only: the choices come
    from the engine's legal actions and each still takes exactly one.

    Returns ``(shared words, rows)``; a row is ``(words, action, [])`` for a
    lone choice or ``(words, None, the choices behind it)``."""
    parts = [label.split(PART) for label, _pick in choices]
    shared = 0
    while all(len(p) > shared + 1 for p in parts) and len({p[shared] for p in parts}) == 1:
        shared += 1
    groups: dict[str, list[int]] = {}
    for i, p in enumerate(parts):
        groups.setdefault(PART.join(p[shared:shared + 1]), []).append(i)
    if len(groups) in (1, len(choices)):  # no step would split them: one menu
        whole = [(PART.join(p[shared:]), pick, [])
                 for p, (_label, pick) in zip(parts, choices, strict=True)]
        return PART.join(parts[0][:shared]), whole
    rows: list[tuple[str, Callable[[], None] | None, list[tuple[str, Callable[[], None]]]]] = []
    for key, members in groups.items():
        if len(members) == 1:
            i = members[0]
            rows.append((PART.join(parts[i][shared:]), choices[i][1], []))
        else:
            rows.append((key, None, [(PART.join(parts[i][shared + 1:]) or key, choices[i][1])
                                     for i in members]))
    return PART.join(parts[0][:shared]), rows


def _said(*parts: str) -> str:
    """What a menu step says is chosen so far: the parts that say something."""
    return PART.join(part for part in parts if part)


#: The square around a menu's point that the menu leaves clear: the piece
#: or clearing the question is about stays in sight.
POINT_CLEAR = (180, 140)


def beside(panel: pygame.Rect, near: tuple[int, int], within: pygame.Rect,
           also_clear: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """``panel`` placed inside ``within`` clear of the point ``near`` (and,
    where there is room, of ``also_clear``: where a dragged piece came
    from): to its right where there is room, else wherever on ``within`` is
    nearest that. A menu opened on the map stays on it, so the boards
    beside the map (the Decree the question may be about) stay readable."""
    from scenes.table_shell import clear_place

    point = pygame.Rect((0, 0), POINT_CLEAR)
    point.center = near
    anchor = (point.right + panel.w // 2, near[1] - panel.h // 2)
    screen = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
    outside = [pygame.Rect(screen.x, screen.y, screen.w, within.top - screen.top),
               pygame.Rect(screen.x, within.bottom, screen.w, screen.bottom - within.bottom),
               pygame.Rect(screen.x, screen.y, within.left - screen.left, screen.h),
               pygame.Rect(within.right, screen.y, screen.right - within.right, screen.h)]
    return clear_place(panel, anchor, within, [point, *outside, *also_clear])


class ChoiceMenu(PanelOverlay):
    """Several actions for one gesture: pick one (Esc cancels). More than
    :data:`MENU_ROWS` are asked in steps (:func:`narrowed`), each step
    saying above its rows what is chosen so far (``note``)."""

    dim_alpha = 90
    TITLE_SIZE = 34
    TITLE_TOP = 24
    NOTE_SIZE = 20

    def __init__(self, app, title: Text, choices: Sequence[tuple[str, Callable[[], None]]],
                 near: tuple[int, int] | None = None, note: str = "",
                 within: pygame.Rect | None = None,
                 also_clear: Sequence[pygame.Rect] = ()) -> None:
        rows: list[tuple[str, Callable[[], None]]] = list(choices)
        if len(rows) > MENU_ROWS:
            shared, steps = narrowed(rows)
            note = _said(note, shared)
            rows = [(words, pick if pick is not None else self._step(title, words, behind, near,
                                                                      note, within,
                                                                      also_clear))
                    for words, pick, behind in steps]
        self.note_lines = theme.wrap(note, self.NOTE_SIZE, 640 - 60) if note else []
        top = 84 + len(self.note_lines) * 26 + (8 if note else 0)
        height = top + 26 + len(rows) * 62
        super().__init__(app, (640, min(height, 1000)), title)
        if near is not None and within is not None:
            self.panel = beside(self.panel, near, within, also_clear)
        elif near is not None:  # beside the point, not over the clearing it is about
            screen = pygame.Rect(0, 0, *theme.LOGICAL_SIZE)
            self.panel.midleft = (near[0] + 90, near[1])
            self.panel.clamp_ip(screen)
            if self.panel.inflate(120, 0).collidepoint(near):
                self.panel.midright = (near[0] - 90, near[1])
                self.panel.clamp_ip(screen)
        y = self.panel.y + top
        for label, action in rows:
            self.group.add(Button((self.panel.x + 30, y, self.panel.w - 60, 52), label,
                                  self._pick(action), size=22))
            y += 62
        self.group.set_focus(self.group.widgets[0])

    def _step(self, title: Text, words: str, behind: list[tuple[str, Callable[[], None]]],
              near: tuple[int, int] | None, note: str, within: pygame.Rect | None,
              also_clear: Sequence[pygame.Rect]) -> Callable[[], None]:
        """The next step: the choices behind ``words``, with them said above."""
        def ask() -> None:
            self.app.stack.push(ChoiceMenu(self.app, title, behind, near=near,
                                           note=_said(note, words), within=within,
                                           also_clear=also_clear))
        return ask

    def _pick(self, action: Callable[[], None]) -> Callable[[], None]:
        def pick() -> None:
            self.close()
            action()
        return pick

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.group.move_focus(1 if event.key == pygame.K_RIGHT else -1, wrap=False)
            return True
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        y = self.panel.y + 80
        for line in self.note_lines:
            img = theme.text(line, self.NOTE_SIZE, theme.BARK_LIGHT)
            surface.blit(img, img.get_rect(midtop=(self.panel.centerx, y)))
            y += 26


class DiscardPile(PanelOverlay):
    """The discard pile is public: every card in it, newest first."""

    dim_alpha = 150

    def __init__(self, app, cards: list[str]) -> None:
        super().__init__(app, (1500, 820), N_("Discard pile"))
        self.cards = list(reversed(cards))
        self.offset = 0
        self.group.add(Button((self.panel.centerx - 120, self.panel.bottom - 90, 240, 62),
                              N_("Close"), self.close, kind="primary"))
        self.group.set_focus(self.group.widgets[0])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.offset = max(0, self.offset - event.y)
            return True
        return super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        if not self.cards:
            img = theme.text(_("The discard pile is empty."), 28, theme.DISABLED)
            surface.blit(img, img.get_rect(center=self.panel.center))
            return
        w, h = CARD_SIZE
        per_row = (self.panel.w - 80) // (w + 12)
        rows = 3
        start = self.offset * per_row
        for i, code in enumerate(self.cards[start:start + per_row * rows]):
            x = self.panel.x + 40 + (i % per_row) * (w + 12)
            y = self.panel.y + 110 + (i // per_row) * (h + 14)
            surface.blit(card_face(code), (x, y))
        count = theme.text(_("{n} cards").format(n=len(self.cards)), 22, theme.BARK_LIGHT)
        surface.blit(count, (self.panel.x + 40, self.panel.y + 70))


class ActionList(PanelOverlay):
    """Every action possible now, in words: the keyboard's way to play
    (arrows choose, Enter takes it) and a reference of what is legal."""

    dim_alpha = 150

    def __init__(self, app, rows: Sequence[tuple[str, str, Callable[[], None]]
                                          | tuple[str, str, Callable[[], None], str]]) -> None:
        """``rows``: (what it does, a detail line or "", take it[, a badge
        such as the rule]); a row without a detail may wrap onto two lines."""
        super().__init__(app, (1100, 860), N_("Everything you may do now"))
        self.actions = [row[2] for row in rows]
        self.list = ScrollList((self.panel.x + 40, self.panel.y + 110, self.panel.w - 80, 600),
                               [ListRow(row[0], row[1], i, badge=row[3] if len(row) > 3 else "")
                                for i, row in enumerate(rows)],
                               on_activate=self._take)
        self.group.add(self.list)
        self.group.add(Button((self.panel.right - 300, self.panel.bottom - 92, 260, 62),
                              N_("Take it"), self._take_selected, kind="primary"))
        self.group.add(Button((self.panel.x + 40, self.panel.bottom - 92, 220, 62),
                              N_("Close"), self.close))
        self.group.set_focus(self.list)
        if rows:
            self.list.select(0)

    def _take(self, row: ListRow) -> None:
        self.close()
        self.actions[row.payload]()

    def _take_selected(self) -> None:
        if self.list.selected_row is not None:
            self._take(self.list.selected_row)


class GameOverPanel(PanelOverlay):
    """Winner, final VP, a short summary, the Rootlog export and the replay."""

    dim_alpha = 150

    def __init__(self, app, winner: str | None, vp: dict[str, int], summary: list[str],
                 on_export: Callable[[], None], on_title: Callable[[], None],
                 on_replay: Callable[[], None] | None = None) -> None:
        super().__init__(app, (1200, 660), N_("Game over"))
        self.winner = winner
        self.vp = vp
        self.summary = summary
        choices = [(N_("Export Rootlog"), on_export, "primary"),
                   (N_("Watch the replay"), self.after_closing(on_replay), "normal"),
                   (N_("Look at the table"), self.close, "normal"),
                   (N_("Main menu"), on_title, "normal")]
        if on_replay is None:
            del choices[1]
        self.add_button_row(choices, self.panel.bottom - 100)

    def draw_content(self, surface: pygame.Surface) -> None:
        cx = self.panel.centerx
        y = self.panel.y + 130
        if self.winner:
            icon = warrior(self.winner, 72)
            surface.blit(icon, icon.get_rect(center=(cx, y + 34)))
            y += 84
            title = theme.text(_("Victory: {faction}!").format(
                faction=name_of(FACTIONS, self.winner)), 40, theme.BARK, "title")
            surface.blit(title, title.get_rect(midtop=(cx, y)))
            y += 64
        for faction in ("marquise", "eyrie"):
            line = theme.text(_("{faction}: {n} VP").format(
                faction=name_of(FACTIONS, faction), n=self.vp[faction]), 28, theme.INK, "bold")
            surface.blit(line, line.get_rect(midtop=(cx, y)))
            y += 40
        y += 10
        for line in self.summary:
            img = theme.text(line, 24, theme.BARK_LIGHT)
            surface.blit(img, img.get_rect(midtop=(cx, y)))
            y += 32

