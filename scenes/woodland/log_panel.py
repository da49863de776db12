"""The log panel: every action and what it made happen, in words or as Rootlog.

Two pages share the panel: *Words* (each action as a sentence with the rule
number that fired, and its events — dice, removals, VP, draws — indented
beneath) and *Rootlog* (the community notation, one line per turn, from
``game.woodland.rootlog.export_rootlog``). The text is painted into the
panel's own surface only when the entries, the scroll or the page change, so
a still frame costs one small blit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from scenes import i18n, theme
from scenes.i18n import _
from scenes.woodland.pieces import FACTION_COLOURS

LINE = 24


@dataclass
class LogEntry:
    """One line of the Words page."""

    text: str
    rule: str = ""
    faction: str | None = None  # who acted; None for an event line (indented)
    # Says the line again in the current language (a switch in Settings).
    say: Callable[[], str] | None = field(default=None, compare=False, repr=False)
    heading: bool = False  # a turn begins: "— Turn: Eyrie Dynasties —"

    def shown(self) -> str:
        return self.say() if self.say is not None else self.text


def wrap_record(line: str, size: int, width: int) -> list[str]:
    """Rootlog lines have no spaces to break at: break after a "/"."""
    font = theme.font(size)
    out: list[str] = []
    current = ""
    for token in line.replace("/", "/\0").split("\0"):
        if current and font.size(current + token)[0] > width:
            out.append(current)
            current = "  " + token
        else:
            current += token
    out.append(current)
    return out


class LogPanel:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.entries: list[LogEntry] = []
        self.page = "words"
        self.rootlog: Callable[[], list[str]] | None = None
        self._rootlog_lines: list[str] | None = None
        self.offset = 0  # lines scrolled up from the bottom
        #: An entry to show at the top when next painted (:meth:`show_from`).
        self.anchor: int | None = None
        self._settled: tuple | None = None  # what the anchor's offset was worked out for
        self._surface: pygame.Surface | None = None
        self._key: tuple | None = None
        self.tabs = {
            "words": pygame.Rect(rect.right - 236, rect.y + 8, 104, 30),
            "rootlog": pygame.Rect(rect.right - 124, rect.y + 8, 110, 30),
        }
        self.body = pygame.Rect(rect.x + 14, rect.y + 46, rect.w - 28, rect.h - 56)
        #: Called with a rule number when its badge is clicked (the table
        #: opens the rules reference there).
        self.on_rule: Callable[[str], None] | None = None
        self._badges: list[tuple[pygame.Rect, str]] = []  # where the last paint put them

    # --- content --------------------------------------------------------------

    def set_entries(self, entries: list[LogEntry]) -> None:
        if entries != self.entries:
            grew = len(entries) > len(self.entries)
            self.entries = list(entries)
            self._rootlog_lines = None
            if grew:
                self.offset = 0  # follow the newest line
                self.anchor = None

    def lines(self) -> list[tuple[str, str, str | None, bool, bool]]:
        """(text, rule, faction, is_event, first) for the current page,
        wrapped: ``first`` marks an entry's first line (its bullet)."""
        out: list[tuple[str, str, str | None, bool, bool]] = []
        width = self.body.w - 70
        if self.page == "rootlog":
            if self._rootlog_lines is None:
                self._rootlog_lines = self.rootlog() if self.rootlog else []
            for line in self._rootlog_lines:
                for part in wrap_record(line.split("  // ")[0], 17, self.body.w - 10):
                    out.append((part, "", None, False, True))
            return out
        for entry in self.entries:
            out += self._entry_lines(entry, width)
        return out

    @staticmethod
    def _entry_lines(entry: LogEntry, width: int) -> list[tuple[str, str, str | None, bool, bool]]:
        event = entry.faction is None and not entry.heading
        parts = theme.wrap(entry.shown(), 18, width - (22 if event else 0))
        return [(part, entry.rule if i == 0 else "", entry.faction, event, i == 0)
                for i, part in enumerate(parts)]

    def show_from(self, index: int) -> None:
        """Scroll the Words page so that entry ``index`` is its top line
        when what follows it does not fit (the start of the computer's turn
        just ended: play-testing, finding it took a dozen wheel clicks).
        Worked out when next painted, at the panel's height then (the
        decision box beside it may have grown or gone meanwhile)."""
        self.anchor, self._settled = index, None

    def _settle_anchor(self) -> None:
        if self.anchor is None or self.page != "words":
            return
        # once per height, entries and language: not every frame's wrapping
        key = (self.anchor, self.visible_lines, self.body.w, len(self.entries), i18n.language())
        if key == self._settled:
            return
        self._settled = key
        width = self.body.w - 70
        below = sum(len(self._entry_lines(entry, width)) for entry in self.entries[self.anchor:])
        self.offset = max(0, below - self.visible_lines)

    def shown_lines(self) -> list[str]:
        """The texts of the lines the panel shows now (the tests read it)."""
        self._settle_anchor()
        lines = self.lines()
        end = len(lines) - self.offset
        return [line[0] for line in lines[max(0, end - self.visible_lines):end]]

    @property
    def visible_lines(self) -> int:
        return self.body.h // LINE

    # --- input ----------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event, pointer: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for page, tab in self.tabs.items():
                if tab.collidepoint(event.pos):
                    self.page = page
                    self.offset = 0
                    self.anchor = None
                    return True
            rule = self.rule_at(event.pos)
            if rule is not None and self.on_rule is not None:
                self.on_rule(rule)
                return True
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pointer):
            self.scroll(event.y * 3)
            return True
        return False

    def rule_at(self, pos: tuple[int, int]) -> str | None:
        """The rule of the badge drawn under `pos` (screen pixels), if any."""
        return next((rule for rect, rule in self._badges if rect.collidepoint(pos)), None)

    def scroll(self, lines: int) -> None:
        self._settle_anchor()
        self.anchor = None  # the person scrolls from here
        total = len(self.lines())
        self.offset = max(0, min(self.offset + lines, max(0, total - self.visible_lines)))

    # --- drawing ----------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self._settle_anchor()
        key = (len(self.entries), id(self.entries[-1]) if self.entries else 0, self.page,
               self.offset, i18n.language(), self._rootlog_lines is None, tuple(self.rect))
        if self._surface is None or key != self._key:
            self._surface = self._paint()
            self._key = (len(self.entries), id(self.entries[-1]) if self.entries else 0,
                         self.page, self.offset, i18n.language(), self._rootlog_lines is None,
                         tuple(self.rect))
        surface.blit(self._surface, self.rect.topleft)

    def _paint(self) -> pygame.Surface:
        rect = self.rect
        s = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
        s.blit(theme.panel_surface(rect.size, theme.PARCHMENT, alpha=250), (0, 0))
        ox, oy = rect.x, rect.y
        title = theme.text(_("Log"), 24, theme.BARK, "title")
        s.blit(title, (18, 10))
        for page, tab in self.tabs.items():
            lit = page == self.page
            r = tab.move(-ox, -oy)
            pygame.draw.rect(s, theme.GOLD if lit else theme.PARCHMENT_DARK, r, border_radius=8)
            pygame.draw.rect(s, theme.BARK, r, width=2, border_radius=8)
            label = theme.text(_("Words") if page == "words" else _("Rootlog"), 17, theme.INK,
                               "bold")
            s.blit(label, label.get_rect(center=r.center))
        body = self.body.move(-ox, -oy)
        lines = self.lines()
        n = self.visible_lines
        end = len(lines) - self.offset
        shown = lines[max(0, end - n):end]
        y = body.y
        self._badges = []
        if not lines:
            hint = theme.text(_("Nothing has happened yet."), 18, theme.DISABLED)
            s.blit(hint, (body.x, y))
        for text, rule, faction, event, first in shown:
            x = body.x + (22 if event else 0)
            if faction and not event:
                # A bullet on an entry's first line only: a wrapped line that
                # had one read as an entry of its own.
                if first:
                    pygame.draw.circle(s, FACTION_COLOURS.get(faction, theme.BARK),
                                       (body.x + 5, y + LINE // 2), 5)
                x += 14
            mono = self.page == "rootlog"
            colour = theme.BARK_LIGHT if event else theme.INK
            img = theme.text(text, 17 if mono else 18, colour,
                             "bold" if faction is None and not event and not mono else "regular")
            s.blit(img, (x, y + 1))
            if rule:
                badge = theme.text(rule, 14, theme.CREAM, "bold")
                b = badge.get_rect(topright=(body.right - 2, y + 3)).inflate(10, 2)
                pygame.draw.rect(s, theme.BARK_LIGHT, b, border_radius=6)
                s.blit(badge, badge.get_rect(center=b.center))
                self._badges.append((b.move(ox, oy), rule))
            y += LINE
        total = len(lines)
        if total > n:
            track = pygame.Rect(body.right + 4, body.y, 6, body.h)
            pygame.draw.rect(s, theme.PARCHMENT_DARK, track, border_radius=3)
            h = max(20, track.h * n // total)
            top = track.y + (track.h - h) * (total - n - self.offset) // max(1, total - n)
            pygame.draw.rect(s, theme.BARK_LIGHT, (track.x, top, 6, h), border_radius=3)
        return s
