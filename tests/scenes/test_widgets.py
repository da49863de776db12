"""Widgets behave as a player expects, with input taken from the events."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.toast import ToastLayer
from scenes.widgets import Button, ListRow, OptionRow, ScrollList, WidgetGroup


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield
    theme.forget_fonts()


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def test_button_fires_only_when_pressed_and_released_on_it():
    clicks = []
    b = Button((100, 100, 200, 60), "OK", lambda: clicks.append(1))
    b.handle_event(down((150, 120)))
    b.handle_event(up((600, 600)))  # dragged off before release: no click
    assert clicks == []
    b.handle_event(down((150, 120)))
    b.handle_event(up((160, 130)))
    assert clicks == [1]


def test_disabled_button_ignores_clicks_and_enter():
    clicks = []
    b = Button((0, 0, 100, 40), "Load", lambda: clicks.append(1), enabled=False)
    b.handle_event(down((10, 10)))
    b.handle_event(up((10, 10)))
    b.activate()
    assert clicks == []


def test_tooltip_appears_only_after_the_pointer_rests():
    group = WidgetGroup()
    b = group.add(Button((0, 0, 100, 40), "Quit", lambda: None, tooltip="Leave the game"))
    group.handle_event(move((10, 10)))
    group.update(0.2)
    assert group._hover is b and group._hover_time < group.TOOLTIP_DELAY
    group.update(0.4)
    assert group._hover_time >= group.TOOLTIP_DELAY
    surface = pygame.Surface((400, 200))
    surface.fill((0, 0, 0))
    group.widgets.clear()  # draw the tooltip alone
    before = pygame.image.tobytes(surface, "RGB")
    group.draw(surface)
    assert pygame.image.tobytes(surface, "RGB") != before
    group.handle_event(move((300, 150)))  # pointer leaves: tooltip gone
    assert group._hover is None


def test_tab_goes_round_the_arrows_stop_at_the_ends_and_enter_activates():
    hits = []
    group = WidgetGroup()
    a = group.add(Button((0, 0, 10, 10), "A", lambda: hits.append("a")))
    b = group.add(Button((0, 20, 10, 10), "B", lambda: hits.append("b")))
    group.handle_event(key(pygame.K_TAB))
    assert a.focused
    group.handle_event(key(pygame.K_DOWN))
    assert b.focused and not a.focused
    group.handle_event(key(pygame.K_RETURN))
    group.handle_event(key(pygame.K_DOWN))  # the last entry: Down stays
    assert b.focused and hits == ["b"]
    group.handle_event(key(pygame.K_TAB))  # Tab goes round
    assert a.focused
    group.handle_event(key(pygame.K_UP))  # the first entry (Quit is last): Up stays
    assert a.focused and not b.focused


def test_option_row_steps_both_ways_and_wraps():
    seen = []
    row = OptionRow((0, 0, 900, 70), "Frame cap", [(30, "30"), (60, "60"), (120, "120")], 60,
                    seen.append)
    row.handle_event(down(row.right.center))
    row.handle_event(down(row.right.center))
    row.handle_event(down(row.left.center))
    assert seen == [120, 30, 120]


def test_one_wheel_notch_scrolls_a_list_once_and_selects_nothing():
    """SDL 2 sends a notch as MOUSEWHEEL and as button 5: one scroll, no click."""
    rows = [ListRow(f"Save {i}") for i in range(20)]
    lst = ScrollList((0, 0, 500, 300), rows)
    lst.handle_event(move((100, 100)))
    lst.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert lst.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 100),
                                               button=5))
    assert lst.offset == lst.ROW_H / 2 and lst.selected is None


def test_scroll_list_scrolls_within_bounds_and_selects_by_click_and_keys():
    rows = [ListRow(f"Save {i}") for i in range(20)]
    picked = []
    lst = ScrollList((0, 0, 500, 300), rows, on_select=picked.append)
    lst.handle_event(move((100, 100)))
    lst.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-100))
    assert lst.offset == lst.max_offset == 20 * lst.ROW_H - 300
    lst.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=100))
    assert lst.offset == 0
    lst.handle_event(down((100, lst.ROW_H + 10)))
    assert lst.selected == 1 and picked[-1].title == "Save 1"
    for _ in range(5):
        lst.handle_event(key(pygame.K_DOWN))
    assert lst.selected == 6
    assert lst.offset > 0  # scrolled so the selection stays visible


def test_toast_carries_the_rule_number_and_fades_out():
    layer = ToastLayer()
    toast = layer.show("You must rule the origin or the destination", rule="4.2.1",
                       kind="refusal")
    assert toast.rule == "4.2.1"
    surface = pygame.Surface((1920, 1080))
    layer.update(1.0)
    layer.draw(surface)
    assert layer.toasts == [toast]
    layer.update(layer.DURATION)
    assert layer.toasts == [toast], "a refusal stays longer, to be read and its badge clicked"
    layer.update(layer.REFUSAL_DURATION - layer.DURATION - 1.0)
    assert layer.toasts == []
    info = layer.show("Saved")
    layer.update(layer.DURATION)
    assert info not in layer.toasts


def test_toasts_never_pile_up_beyond_a_few():
    layer = ToastLayer()
    for i in range(10):
        layer.show(f"message {i}")
    assert [t.message for t in layer.toasts] == [f"message {i}" for i in range(6, 10)]


def test_a_toast_of_a_topic_replaces_the_one_still_showing():
    layer = ToastLayer()
    layer.show("Taken back: moved 2 warriors", topic="undo")
    layer.show("Not your turn", rule="1.4", kind="refusal")
    layer.show("Taken back: built a sawmill", topic="undo")
    assert [t.message for t in layer.toasts] == ["Not your turn", "Taken back: built a sawmill"]


def test_the_same_words_again_start_over_instead_of_stacking():
    layer = ToastLayer()
    first = layer.show("Nothing to undo", rule="1.4", kind="refusal")
    layer.update(2.0)
    again = layer.show("Nothing to undo", rule="1.4", kind="refusal")
    layer.show("Nothing to undo", rule="6.1", kind="refusal")  # another rule: its own toast
    assert layer.toasts == [again, layer.toasts[1]] and again is not first
    assert again.age == 0.0


def test_label_wraps_long_text_within_its_width():
    from scenes.widgets import Label

    label = Label((0, 0, 200, 300), "a " * 60, size=20, wrap=True)
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    label.draw(surface)
    # Ink lands only inside the label's 200 px column, and on several lines.
    right = pygame.Rect(205, 0, 195, 300)
    assert pygame.transform.average_color(surface, right)[:3] == (0, 0, 0)
    third_line = pygame.Rect(0, 2 * theme.font(20).get_linesize(), 200, 20)
    assert pygame.transform.average_color(surface, third_line)[:3] != (0, 0, 0)


def test_panel_is_painted_once_and_reused():
    from scenes.widgets import Panel

    panel = Panel((10, 10, 300, 200), alpha=255)
    surface = pygame.Surface((400, 300))
    panel.draw(surface)
    first = panel._surface
    panel.draw(surface)
    assert panel._surface is first
    assert surface.get_at((160, 110))[:3] == theme.PARCHMENT


def test_a_long_button_label_goes_on_two_lines_or_ends_in_an_ellipsis():
    from scenes import theme
    from scenes.widgets import _label_lines

    lines, size = _label_lines("Оплатить древесиной с поляны 1", 20, 146, 36)
    assert len(lines) == 2 and size >= 12
    assert all(theme.font(size, "bold").size(line)[0] <= 146 for line in lines)
    assert _label_lines("Pass", 20, 146, 36) == (("Pass",), 20)
    (short,), _size = _label_lines("Supercalifragilisticexpialidocious-and-more", 20, 80, 36)
    assert short.endswith("…") and theme.font(12, "bold").size(short)[0] <= 80


def test_ellipsized_keeps_what_fits_and_shortens_the_rest():
    from scenes import theme

    assert theme.ellipsized("Pass", 18, 200) == "Pass"
    cut = theme.ellipsized("Тропа контрабандистов", 18, 90, "bold")
    assert cut.endswith("…") and theme.font(18, "bold").size(cut)[0] <= 90


def test_the_motion_after_the_app_resizes_its_window_does_not_move_the_focus(app):
    """The pointer did not move; the window did: the keyboard's focus stays
    (the next arrow key changed the volume instead of the size)."""
    app._open_window()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    seen: list[int] = []
    real = app.stack.handle_event
    app.stack.handle_event = lambda event: seen.append(event.type) or real(event)
    app.step(1 / 60)
    assert pygame.MOUSEMOTION not in seen
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(12, 10), rel=(2, 0),
                                         buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert pygame.MOUSEMOTION in seen, "a real movement afterwards counts"


def test_a_row_of_buttons_gives_each_label_the_room_it_needs(app):
    """The lesson panel's row set «Следующий урок» in 12 px beside «Уроки» at
    18 when the five buttons were equal; shared widths fit every label."""
    from scenes.widgets import shared_widths

    labels = ["Следующий урок", "Шаг назад", "Заново", "Правило", "Уроки"]
    row = [Button((0, 0, 10, 10), label, lambda: None, size=18) for label in labels]
    widths = shared_widths(row, 800, 6)
    assert sum(widths) + 6 * 4 == 800
    for label, w in zip(labels, widths, strict=True):
        assert theme.font(18, "bold").size(label)[0] <= w - 14, (label, w)
    tight = shared_widths(row, 300, 6)  # short of room: everyone gives some up
    assert sum(tight) + 24 == 300 and tight[0] > tight[-1]


@pytest.mark.parametrize("wrap", [True, False])
def test_a_reference_row_too_long_for_its_line_wraps_whole_instead_of_ending_in_an_ellipsis(
        app, monkeypatch, wrap):
    """Play-testing: «4.3.1 1-й этап: защищающийся может устроит…» in the
    rules reference's list. A list that asks for it (the reference) sets such
    a title on two lines; others (saves, lessons) keep their detail line."""
    title = "      4.3.1  1-й этап: защищающийся может устроить засаду"
    rows = [ListRow(title, "4.3 Сражение")]
    lst = ScrollList(pygame.Rect(0, 0, 560, 300), rows)
    lst.wrap_long_titles = wrap
    drawn: list[str] = []
    real = theme.text

    def spy(content, *args, **kwargs):
        drawn.append(content)
        return real(content, *args, **kwargs)

    spy.cache_clear = real.cache_clear  # type: ignore[attr-defined]  # theme.forget_fonts
    monkeypatch.setattr(theme, "text", spy)
    lst.draw(pygame.Surface((600, 340)))
    words = " ".join(" ".join(drawn).split())
    if wrap:
        assert "устроить засаду" in words and "…" not in words
        assert "4.3 Сражение" not in words  # the parent goes; the indent shows it
    else:
        assert "засаду" not in words  # cut short, detail kept


def test_a_toast_under_the_pointer_waits_to_be_read_and_its_badge_clicked(app):
    """Play-testing: a refusal went as the pointer reached its rule badge.
    A toast the pointer moved onto does not age (one fading comes back);
    a pointer that was there all along holds nothing."""
    layer = ToastLayer()
    toast = layer.show("Warriors may only move where you rule", "4.2.1", "refusal")
    surface = pygame.Surface((1920, 1080))
    layer.update(0.1, (), pointer=(5, 5))
    layer.draw(surface)
    assert toast.rect is not None
    layer.update(toast.duration - 0.3, (), pointer=(5, 5))  # fading, 0.2 s left
    layer.update(0.5, (), pointer=toast.badge_rect.center)  # reached the badge
    assert toast in layer.toasts, "held, not gone"
    for _ in range(20):
        layer.update(1.0, (), pointer=toast.badge_rect.center)
    assert toast in layer.toasts, "held while the pointer rests on it"
    layer.update(layer.FADE - 0.1, (), pointer=(5, 5))  # left: it fades from the start
    assert toast in layer.toasts, "the fade came back whole"
    layer.update(0.2, (), pointer=(5, 5))
    assert toast not in layer.toasts
    still = layer.show("Another", None, "info")
    layer.update(0.1, (), pointer=(960, 40))
    layer.draw(surface)
    assert still.rect.collidepoint((960, 40))
    layer.update(still.duration, (), pointer=(960, 40))  # never moved onto it
    assert still not in layer.toasts
