"""The rules reference: both games' rules by number and by word, over anything.

Opened by name from wherever a rule number shows (``app.push("reference",
rule="4.2.1")``): a refusal toast's badge, F1 (the last refusal's rule), a
log badge, a lesson. It is an overlay pushed on the stack, so the table
beneath keeps everything and Back or Esc pops back to exactly it.

Left, the index of one game (its rules in order, then its glossary) or, while
the search field holds text, what the search finds in both games; right, the
chosen rule or term: its text with clickable links (other rules, glossary
terms), its see-also rules and terms, and the lessons that teach it. Typing
always goes to the search field; a rule number finds that rule and those
under it, words find the rules whose text holds them.

The keyboard reaches all of it, as the other screens' widgets are reached:
Tab and Shift+Tab walk the search field, the index, every link in the
shown text and every chip under it (in reading order), then Previous, the
game tabs and Back; Enter or Space follows the link or presses the button
with the gold focus frame, and the page scrolls to keep that frame in view.
The links are not widgets (they move with the text), so the scene keeps
their focus itself beside its WidgetGroup's, one of the two at a time.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes import theme
from scenes.i18n import N_, _
from scenes.learn import rich_text
from scenes.learn.lessons_link import can_open, lessons_for, open_lesson
from scenes.learn.rulebook import (
    GAME_NAMES,
    GAMES,
    Entry,
    Item,
    Link,
    load_book,
    runs,
)
from scenes.overlay import PanelOverlay
from scenes.text_field import TextField
from scenes.widgets import Button, ListRow, ScrollList, Widget, draw_focus_frame

PANEL = pygame.Rect(60, 36, 1800, 1008)
HEADER_Y = PANEL.y + 34
LIST_RECT = pygame.Rect(PANEL.x + 36, PANEL.y + 130, 600, PANEL.h - 200)
PAGE = pygame.Rect(LIST_RECT.right + 44, LIST_RECT.y, PANEL.right - LIST_RECT.right - 80,
                   LIST_RECT.h)
#: Where the page's text scrolls, under its heading.
PAGE_TEXT = pygame.Rect(PAGE.x, PAGE.y + 96, PAGE.w, PAGE.h - 104)
BODY_SIZE = 28
TITLE_W = 500  # the screen's title, left of the game tabs
CHIP_SIZE = 24
CHIP_H = 40
#: Behind a focused link in the text (the lit chips' pale gold).
FOCUS_FILL = (246, 214, 140)


@dataclass(frozen=True)
class Spot:
    """A part of the page: the text ("body"), a row caption, or a chip
    ("link" to a rule or term, "lesson") with what it opens."""

    kind: str
    payload: object
    rect: pygame.Rect
    text: str = ""


@dataclass(frozen=True)
class Stop:
    """A place on the page the keyboard's focus reaches: a link in the text
    (its words' boxes, one per line it spans) or a chip ("link", "lesson")."""

    kind: str
    payload: object
    rects: tuple[pygame.Rect, ...]
    in_text: bool = False

    @property
    def bounds(self) -> pygame.Rect:
        return self.rects[0].unionall(self.rects[1:])


#: The focus "between" the index and the page's first link: where a link
#: followed with the mouse leaves it, so that Tab goes on from the page.
PAGE_START = -1


def body_stops(body: rich_text.Layout, origin: tuple[int, int]) -> list[Stop]:
    """The links of a laid-out text as focus stops, in reading order: the
    words of one link (it may break across lines) make one stop, with a box
    per line."""
    stops: list[tuple[object, list[pygame.Rect]]] = []
    for word in body.words:
        if word.link is None:
            continue
        box = word.rect.move(origin)
        if stops and stops[-1][0] is word.link:  # the same link, not another to the same rule
            boxes = stops[-1][1]
            if boxes[-1].y == box.y:
                boxes[-1] = boxes[-1].union(box)
            else:
                boxes.append(box)
        else:
            stops.append((word.link, [box]))
    return [Stop("link", link, tuple(boxes), in_text=True) for link, boxes in stops]


def game_beneath(app) -> str | None:
    """The game of the table under the reference, if one lies beneath."""
    for scene in reversed(list(app.stack)):
        mode = getattr(getattr(scene, "session", None), "MODE", None)
        if mode in GAMES:
            return mode
    return None


class ReferenceScene(PanelOverlay):
    dim_alpha = 150

    def __init__(self, app, rule: str | None = None, *, query: str | None = None,
                 game: str | None = None) -> None:
        super().__init__(app, PANEL.size, N_("Rules reference"))
        # A refusal's toast would lie over the title, the tabs and the search.
        app.toasts.dismiss_refusals()
        self.panel = PANEL.copy()
        self.book = load_book()
        found = self.book.entry(rule, game or game_beneath(app)) if rule else None
        self.game = found.game if found else (game if game in GAMES else
                                              game_beneath(app) or GAMES[0])
        self.current: Item | None = None
        self.history: list[Item] = []
        self.scroll = 0
        self.pointer = (0, 0)
        self._page_key: tuple | None = None
        self._page: list[Spot] = []
        self._stops: list[Stop] = []
        #: The focused page stop (an index of ``_stops``, or PAGE_START), or
        #: None while a widget of the group has the focus (or none has).
        self.page_focus: int | None = None
        self._body: rich_text.Layout | None = None
        self._page_height = 0
        self.tabs: dict[str, Button] = {}
        x = PANEL.x + 560
        for name in GAMES:
            self.tabs[name] = self.group.add(Button(
                (x, HEADER_Y, 190, 62), GAME_NAMES[name], lambda g=name: self.show_game(g),
                size=28))
            x += 206
        self.field = self.group.add(TextField(
            (x + 24, HEADER_Y, PANEL.right - x - 24 - 36 - 220 - 16, 62), query or "",
            max_length=40, on_change=self._search, on_submit=self._open_first,
            placeholder=N_("Search: a rule number or a word")))
        self.back_button = self.group.add(Button(
            (PANEL.right - 36 - 220, HEADER_Y, 220, 62), N_("Back"), self.close,
            tooltip=N_("Back to where you were (Esc)")))
        self.previous_button = self.group.add(Button(
            (PAGE.right - 250, PANEL.bottom - 54, 250, 44), N_("Previous"), self.previous, size=22,
            tooltip=N_("The rule or term shown before this one")))
        self.list = self.group.add(ScrollList(LIST_RECT, on_select=self._picked,
                                              empty_text=N_("Nothing found")))
        self.list.wrap_long_titles = True  # «4.3.1 1-й этап: защищающийся может устроит…»
        self._fill_list()
        if found is not None:
            self.show(found, remember=False)
        elif rule and not query:  # not a rule number: search for it as words
            self.field.set_text(rule)
        elif not query:
            self._select_first()
        self.focus_widget(self.field)  # typing goes there; Tab goes on from it

    # --- what is shown -------------------------------------------------------------

    def show_game(self, game: str) -> None:
        """The index of `game` (the search is cleared)."""
        self.game = game
        if self.field.text:
            self.field.set_text("")  # refills the list
        else:
            self._fill_list()
        self._select_first()

    def open(self, rule: str, game: str | None = None) -> None:
        """Show rule `rule` (from F1 or a badge while the reference is open)."""
        found = self.book.entry(rule, game or self.game)
        if found is not None:
            if self.field.text:
                self.field.set_text("")
            self.show(found)

    def show(self, item: Item, *, remember: bool = True) -> None:
        if remember and self.current is not None and item != self.current:
            self.history.append(self.current)
        if item.game != self.game and not self.field.text:
            self.game = item.game
            self._fill_list()
        self.current = item
        self.scroll = 0
        self._page_key = None
        if self.page_focus is not None:  # the stop it was on is gone with its page
            self.page_focus = PAGE_START
        self._mark_in_list(item)

    def previous(self) -> None:
        if self.history:
            self.show(self.history.pop(), remember=False)
        self.previous_button.visible = bool(self.history)

    def follow(self, link: Link) -> None:
        item = self.book.resolve(link)
        if item is not None:
            self.show(item)

    def activate_stop(self, stop: Stop) -> None:
        """What a click or Enter on a link or chip of the page does."""
        if stop.kind == "lesson":
            open_lesson(self.app, stop.payload)
        else:
            self.follow(stop.payload)

    def _select_first(self) -> None:
        if self.list.rows:
            self.show(self.list.rows[0].payload, remember=False)

    # --- the index and the search --------------------------------------------------

    def _row(self, item: Item, with_game: bool) -> ListRow:
        game = _(GAME_NAMES[item.game]) + " · " if with_game else ""
        if isinstance(item, Entry):
            book = self.book.games[item.game]
            parent = book.parent(item)
            if parent is not None:
                detail = f"{parent.label} {parent.title()}"
            elif item.number == "overview":
                detail = _("Start here: how the game is won and played")
            elif not item.numbered:
                detail = _("How this app writes and takes back moves")
            else:
                detail = book.chapter(item) or book.title()
            indent = "   " * min(item.depth, 2)
            shown = f"{indent}{item.label}  {item.title()}" if item.numbered else item.title()
            # Whole: the list sets a long title in smaller type before it
            # cuts it (ScrollList.TITLE_SMALLEST).
            return ListRow(shown, game + detail, item)
        return ListRow(item.name(), game + _("Glossary"), item)

    def _fill_list(self) -> None:
        if self.field.text.strip():
            items = self.book.search(self.field.text, self.game)
            rows = [self._row(item, True) for item in items]
        else:
            rows = [self._row(item, False) for item in self.book.items(self.game)]
        on_select, self.list.on_select = self.list.on_select, None
        self.list.set_rows(rows)
        self.list.on_select = on_select
        if self.current is not None:
            self._mark_in_list(self.current)

    def _mark_in_list(self, item: Item) -> None:
        index = next((i for i, row in enumerate(self.list.rows) if row.payload == item), None)
        on_select, self.list.on_select = self.list.on_select, None
        self.list.select(index)
        self.list.on_select = on_select
        if index is not None:  # the chosen row a third down the list, not at its edge
            wanted = index * self.list.ROW_H - self.list.rect.h // 3
            self.list.offset = float(max(0, min(wanted, self.list.max_offset)))

    def _search(self, _text: str) -> None:
        self._fill_list()
        if self.field.text.strip():
            if self.list.rows:
                self.show(self.list.rows[0].payload)
            else:  # the page says nothing was found, not an unrelated rule
                if self.current is not None:
                    self.history.append(self.current)
                self.current = None
                self._page_key = None
        elif self.current is None:  # the search cleared after nothing was found
            if self.history:
                self.previous()
            else:
                self._select_first()

    def _open_first(self) -> None:
        """Enter: the search's first hit (with nothing typed, the page stays)."""
        if self.field.text.strip() and self.list.rows:
            self.show(self.list.rows[0].payload)

    def _picked(self, row: ListRow | None) -> None:
        if row is not None:
            self.show(row.payload)

    # --- the keyboard's focus ------------------------------------------------------

    def focus_order(self) -> list[Widget | int]:
        """Where Tab goes, in order: the search field, the index, the page's
        links and chips (their indexes in ``_stops``), then Previous, the
        game tabs and Back. The search and the index come first because a
        reader looks a rule up before reading it; the header's buttons,
        which Esc and the mouse serve as well, come last."""
        self._lay_out()
        order: list[Widget | int] = [self.field, self.list, *range(len(self._stops))]
        if self.previous_button.visible:
            order.append(self.previous_button)
        order += [*self.tabs.values(), self.back_button]
        return order

    def focus_widget(self, widget: Widget | None) -> None:
        self.page_focus = None
        self.group.set_focus(widget)

    def focus_stop(self, index: int) -> None:
        """Focus the page's stop `index`, scrolling the page to show it."""
        self.group.set_focus(None)
        self.page_focus = index
        self._lay_out()
        if not 0 <= index < len(self._stops):
            return
        box = self._stops[index].bounds
        top, bottom = PAGE_TEXT.y + 8, PAGE_TEXT.bottom - 8
        if box.top < top:
            self.scroll_page(box.top - top)
        elif box.bottom > bottom:
            self.scroll_page(box.bottom - bottom)

    @property
    def focused_stop(self) -> Stop | None:
        self._lay_out()
        index = self.page_focus
        if index is not None and 0 <= index < len(self._stops):
            return self._stops[index]
        return None

    def move_focus(self, delta: int) -> None:
        """Tab (+1) or Shift+Tab (-1) from what has the focus."""
        order = self.focus_order()
        if self.page_focus == PAGE_START:  # between the index and the page
            at = order.index(self.list) + (1 if delta > 0 else 0)
        else:
            here = self.page_focus if self.page_focus is not None else self.group.focused_widget
            at = order.index(here) + delta if here in order else (0 if delta > 0 else -1)
        target = order[at % len(order)]
        if isinstance(target, int):
            self.focus_stop(target)
        else:
            self.focus_widget(target)

    def activate_focus(self) -> None:
        """Enter (or Space away from the search field) on what has the focus."""
        stop = self.focused_stop
        if stop is not None:
            was = self.current
            self.activate_stop(stop)
            if self.current is not was and self.app.stack.top is self:
                self.page_focus = PAGE_START
                self.move_focus(1)  # on to the new page's first link
            return
        focused = self.group.focused_widget
        if focused is self.list:
            row = self.list.selected_row
            if row is not None:
                self.show(row.payload)
        elif focused is None or focused is self.field:
            self._open_first()
        else:
            focused.activate()
            if not focused.visible:  # Previous, with nothing left to go back to
                self.focus_widget(self.list)

    # --- input -----------------------------------------------------------------------

    def handle_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.scroll_page(-300 if key == pygame.K_PAGEUP else 300)
                return True
            if self.group.focused_widget is not self.field:
                self.focus_widget(self.list)  # the arrows walk the index
            return self.list.handle_event(event)
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focused_stop is not None \
                and not event.mod & pygame.KMOD_ALT:
            step = 1 if key == pygame.K_RIGHT else -1  # along the page's links
            self.focus_stop(max(0, min(self.page_focus + step, len(self._stops) - 1)))
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.activate_focus()
            return True
        if key == pygame.K_SPACE and self.group.focused_widget is not self.field \
                and (self.focused_stop is not None or self.group.focused_widget is not None):
            self.activate_focus()
            return True
        if key == pygame.K_LEFT and event.mod & pygame.KMOD_ALT:
            self.previous()
            return True
        if self.field.type_key(event):
            if self.group.focused_widget is not self.field:
                self.focus_widget(self.field)  # typing shows where it goes
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and PAGE.collidepoint(self.pointer):
            self.scroll_page(-event.y * 60)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            stop = self.stop_at(event.pos)
            if stop is not None:
                self.activate_stop(stop)
                return True
        used = super().handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            # Hover moves the focus, as it does over buttons: one thing lit.
            index = self._stop_index_at(event.pos)
            if index is not None:
                self.group.set_focus(None)
                self.page_focus = index
            elif self.group.focused_widget is not None:
                self.page_focus = None
        return used

    def scroll_page(self, pixels: int) -> None:
        self._lay_out()
        visible = PAGE_TEXT.h - 16
        self.scroll = max(0, min(self.scroll + pixels, max(0, self._page_height - visible)))
        self._page_key = None

    def target_at(self, pos: tuple[int, int]) -> tuple[str, object] | None:
        """What a click at `pos` on the page opens: ("link", Link) for a
        link in the text or a see-also / term chip, ("lesson", Lesson)."""
        stop = self.stop_at(pos)
        return (stop.kind, stop.payload) if stop is not None else None

    def stop_at(self, pos: tuple[int, int]) -> Stop | None:
        index = self._stop_index_at(pos)
        return self._stops[index] if index is not None else None

    def _stop_index_at(self, pos: tuple[int, int]) -> int | None:
        self._lay_out()
        if not PAGE_TEXT.collidepoint(pos):
            return None
        for index, stop in enumerate(self._stops):
            if any(r.collidepoint(pos) for r in stop.rects):
                return index
        return None

    # --- the page ----------------------------------------------------------------------

    def _lay_out(self) -> None:
        """Where the page's parts go (kept until the item, scroll or language
        change): the text, then rows of chips for see-also, terms, lessons."""
        from scenes import i18n

        key = (self.current, self.scroll, i18n.language())
        if key == self._page_key:
            return
        self._page_key = key
        self._page = []
        self._stops = []
        item = self.current
        if item is None:
            self._body, self._page_height = None, 0
            return
        width = PAGE.w - 40
        top = PAGE.y + 112 - self.scroll
        self._body = rich_text.layout(runs(item.body(), item.game), width, BODY_SIZE)
        self._page.append(Spot("body", None, pygame.Rect(PAGE.x + 20, top, width,
                                                         self._body.height)))
        self._stops = body_stops(self._body, (PAGE.x + 20, top))
        y = top + self._body.height + 14
        for caption, chips in self._chip_rows(item):
            if not chips:
                continue
            self._page.append(Spot("caption", None, pygame.Rect(PAGE.x + 20, y, width, 30),
                                   caption))
            y += 38
            x = PAGE.x + 20
            for kind, payload, text in chips:
                w = theme.font(CHIP_SIZE, "bold").size(text)[0] + 30
                if x + w > PAGE.x + 20 + width and x > PAGE.x + 20:
                    x, y = PAGE.x + 20, y + CHIP_H + 10
                chip = pygame.Rect(x, y, w, CHIP_H)
                self._page.append(Spot(kind, payload, chip, text))
                if kind == "link" or can_open():  # (a lesson only where one can open)
                    self._stops.append(Stop(kind, payload, (chip,)))
                x += w + 12
            y += CHIP_H + 16
        self._page_height = y + self.scroll - PAGE.y - 112

    def _chip_rows(self, item: Item) -> list[tuple[str, list[tuple[str, object, str]]]]:
        game = self.book.games[item.game]
        see = [e for e in (game.entry(n) for n in item.see) if e is not None]
        rows: list[tuple[str, list[tuple[str, object, str]]]] = [
            (N_("See also"), [("link", e.link, f"{e.label}  {e.title()}") for e in see])]
        if isinstance(item, Entry):
            terms = [t for t in (game.term(i) for i in item.terms) if t is not None]
            rows.append((N_("Terms"), [("link", t.link, t.name()) for t in terms]))
            rows.append((N_("Lessons for this rule"),
                         [("lesson", lesson, lesson.text("title"))
                          for lesson in lessons_for(item.game, item.number)]))
        else:
            using = [e for e in game.entries if item.id in e.terms and e.number not in item.see]
            rows.append((N_("Also used in"),
                         [("link", e.link, f"{e.label}  {e.title()}") for e in using]))
        return rows

    # --- drawing -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        self.previous_button.visible = bool(self.history)
        for name, tab in self.tabs.items():
            tab.kind = "primary" if name == self.game and not self.field.text else "normal"

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.panel_surface(PANEL.size), PANEL.topleft)
        heading = _("Rules reference")
        size = 48
        while size > 30 and theme.font(size, "title").size(heading)[0] > TITLE_W:
            size -= 2
        title = theme.text(heading, size, theme.BARK, "title")
        surface.blit(title, title.get_rect(midleft=(PANEL.x + 40, HEADER_Y + 31)))
        page = theme.panel_surface(PAGE.size, (250, 242, 224), theme.BARK_LIGHT, radius=10)
        surface.blit(page, PAGE.topleft)
        self._draw_page(surface)
        hint = theme.fitted(_("Esc: back · Tab: the next link, Enter: follow it · F1 anywhere: "
                              "the rule of the last refusal"), 20,
                            PAGE.right - 250 - 24 - (PANEL.x + 40), "regular", theme.BARK_LIGHT,
                            smallest=16)
        surface.blit(hint, hint.get_rect(midleft=(PANEL.x + 40, PANEL.bottom - 32)))
        self.group.draw(surface)
        if self.list.focused:  # a list draws no focus of its own
            draw_focus_frame(surface, self.list.rect, pad=6, radius=10)

    def _draw_page(self, surface: pygame.Surface) -> None:
        self._lay_out()
        item = self.current
        if item is None:
            if self.field.text.strip():
                note = theme.wrap(_("No rule or term matches “{query}”. Try a rule number "
                                    "(4.2.1) or another word.").format(
                                        query=self.field.text.strip()), 28, PAGE.w - 60)
                y = PAGE.y + 40
                for line in note:
                    img = theme.text(line, 28, theme.BARK_LIGHT)
                    surface.blit(img, (PAGE.x + 30, y))
                    y += theme.font(28).get_linesize()
            return
        if isinstance(item, Entry):
            number = item.label if item.numbered else \
                _("Start here") if item.number == "overview" else _("Not a rule")
            heading = item.title()
        else:
            number, heading = _("Glossary"), item.name()
        badge = theme.text(number, 30, theme.CREAM, "bold")
        box = badge.get_rect(topleft=(PAGE.x + 20, PAGE.y + 26)).inflate(24, 12)
        box.topleft = (PAGE.x + 20, PAGE.y + 22)
        pygame.draw.rect(surface, theme.BARK_LIGHT, box, border_radius=10)
        surface.blit(badge, badge.get_rect(center=box.center))
        head_w = PAGE.right - 24 - (box.right + 18)
        size = 40
        while size > 26 and theme.font(size, "title").size(heading)[0] > head_w:
            size -= 2
        head = theme.text(heading, size, theme.INK, "title")
        surface.blit(head, head.get_rect(midleft=(box.right + 18, box.centery)))
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (PAGE.x + 20, PAGE.y + 92),
                         (PAGE.right - 20, PAGE.y + 92), 2)
        clip = surface.get_clip()
        surface.set_clip(PAGE_TEXT)
        hovered = self.target_at(self.pointer)
        focused = self.focused_stop
        lit = focused.payload if focused else (hovered[1] if hovered else None)
        for spot in self._page:
            if spot.kind == "body":
                if focused is not None and focused.in_text:  # behind its words
                    for box in focused.rects:
                        pygame.draw.rect(surface, FOCUS_FILL, box.inflate(4, 4), border_radius=5)
                rich_text.draw(surface, self._body, spot.rect.topleft, lit)
            elif spot.kind == "caption":
                cap = theme.text(_(spot.text), 24, theme.BARK_LIGHT, "bold")
                surface.blit(cap, (spot.rect.x, spot.rect.y))
            else:
                chip_lit = spot.payload in (lit, hovered[1] if hovered else None)
                self._draw_chip(surface, spot.rect, spot.text, spot.kind, chip_lit)
        if focused is not None:
            for box in focused.rects:
                if focused.in_text:  # snug: a comma or a full stop after it stays legible
                    pygame.draw.rect(surface, theme.GOLD, box.inflate(4, 6), width=3,
                                     border_radius=6)
                else:
                    draw_focus_frame(surface, box, pad=6, radius=12)
        surface.set_clip(clip)
        visible = PAGE_TEXT.h - 16
        if self._page_height > visible:  # more below (or above): a scroll bar
            track = pygame.Rect(PAGE.right - 14, PAGE_TEXT.y + 6, 8, PAGE_TEXT.h - 12)
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=4)
            h = max(30, track.h * visible // self._page_height)
            top = track.y + (track.h - h) * self.scroll // max(1, self._page_height - visible)
            pygame.draw.rect(surface, theme.BARK_LIGHT, (track.x, top, 8, h), border_radius=4)

    @staticmethod
    def _draw_chip(surface: pygame.Surface, rect: pygame.Rect, text: str, kind: str,
                   lit: bool) -> None:
        fill = (246, 214, 140) if lit else (theme.CREAM if kind == "link" else (232, 240, 226))
        pygame.draw.rect(surface, fill, rect, border_radius=12)
        pygame.draw.rect(surface, rich_text.LINK_COLOUR if kind == "link" else (70, 120, 60),
                         rect, width=2, border_radius=12)
        img = theme.text(text, CHIP_SIZE, theme.INK, "bold")
        surface.blit(img, img.get_rect(center=rect.center))
