"""The application: window, frame loop, input mapping, toasts, settings.

Everything is laid out on a logical 1920x1080 surface and scaled to the
window (letterboxed to keep 16:9), so scenes never care about the window
size and a resize or fullscreen toggle can never break a layout. Mouse
positions are mapped back to logical coordinates before any scene sees them.
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
import os
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pygame

from saves import paths
from saves.atomic import remove_stale_temp_files
from saves.errors import SaveError
from saves.settings import Settings, first_window, fit_window_size, save_settings
from scenes import i18n, theme
from scenes.i18n import _
from scenes.registry import scene_class
from scenes.stack import Scene, SceneStack, soonest
from scenes.toast import ToastLayer


def display_surface(size: tuple[int, int]) -> pygame.Surface:
    """A blank surface already in the window's pixel format (no convert copy)."""
    return pygame.Surface(size, 0, pygame.display.get_surface())


_POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
#: What a desktop sends a program it wants gone: logging out or shutting down
#: (SIGTERM), the terminal it runs in closed (SIGHUP). Ctrl+C (SIGINT) stays
#: Python's KeyboardInterrupt, the developer's hard stop.
TERMINATING_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP")
                            if hasattr(signal, name))
#: The longest sleep while nothing moves: a signal (which Python acts on only
#: between waits) is seen this often.
IDLE_WAKE = 0.25
#: Input that ends the loop's wait at once, inside the frame cap too: what a
#: person does on purpose (a press, a key, a typed letter, the wheel, closing
#: the window), answered in the very next frame. Not pointer motion, which
#: comes in streams and waits for the frame cap's time.
WAKING_INPUT = frozenset({pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                          pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.QUIT})
#: How far apart two clocks summing the same frame times may drift (seconds).
TIME_NOISE = 1e-6


def _badge_words(number: str) -> str:
    """:func:`scenes.learn.rulebook.badge_words`, imported when first wanted
    (a toast's badge under the pointer), not at start-up."""
    from scenes.learn.rulebook import badge_words

    return badge_words(number)


class App:
    def __init__(self, settings: Settings, *, size: tuple[int, int] | None = None,
                 fullscreen: bool | None = None, frames: int | None = None,
                 screenshot: Path | None = None, report_first_frame: bool = False,
                 scripted: bool = False, first_start: bool = False) -> None:
        pygame.display.init()
        if first_start and size is None and fullscreen is None:
            # No settings file yet: a window that suits this screen, not one fixed size.
            desktop = pygame.display.get_desktop_sizes()[0]
            window_size, fullscreen = first_window(desktop)
            settings = dataclasses.replace(settings, window_size=window_size)
        self.settings = settings
        self.pointer: tuple[int, int] | None = None  # logical, the last pointer event's
        if size is not None:
            self.settings = dataclasses.replace(self.settings, window_size=size, fullscreen=False)
        if fullscreen is not None:
            self.settings = dataclasses.replace(self.settings, fullscreen=fullscreen)
        self.frames_left = frames
        self.screenshot_path = screenshot
        self.report_first_frame = report_first_frame
        self.frame_count = 0
        #: Recorded input plays (``--events``): as with ``--frames``, every
        #: loop iteration is a frame at the frame cap, idle or not.
        self.scripted = scripted
        #: Seconds of frames run (the sum of every step's dt).
        self.time = 0.0
        self._redraw = True  # draw the next frame whatever the scenes say
        self._wake_at: float | None = 0.0  # when the picture changes by itself
        self._moving = False  # the last answer was "moving": pace at the frame cap
        self._last_wait = 0.0  # perf_counter when the last wait ended (the cap's start)
        self._stack_version = -1
        self.running = True
        self.stack = SceneStack()
        self.toasts = ToastLayer()
        self.toasts.speed = settings.animation_speed
        self.clock = pygame.time.Clock()
        i18n.set_language(settings.language)
        pygame.font.init()
        self.screen: pygame.Surface | None = None
        self.window = self._open_window()
        self._scaled: pygame.Surface | None = None
        self._language_listeners: list[Callable[[], None]] = []
        self._resized = False  # window dragged to a new size: remember it at exit
        self._still_pointer = False  # set when the app itself resizes the window
        self._signalled: int | None = None  # a terminating signal not yet acted on
        self._badge_pressed = False  # a toast badge took the press: its release too
        #: The lesson opened last (its id): the lesson list opens on it.
        self.last_lesson: str | None = None
        self._previous_handlers: dict[int, object] = {}
        self._catch_terminating_signals()
        self.clean_up_after_crashes()

    def clean_up_after_crashes(self) -> None:
        """Remove temp files that writes killed mid-way left behind.

        Only our own, abandoned ones (see `remove_stale_temp_files`); saves
        themselves are never lost by a crash, only these leftovers.
        """
        for folder in (paths.saves_dir(), paths.config_dir()):
            remove_stale_temp_files(folder)

    def _catch_terminating_signals(self) -> None:
        """Turn SIGTERM and SIGHUP into a window close at the next frame.

        Killed outright, the app would lose every action since the table's
        last autosave; handled, it takes the same way out as the window's
        close button (`Scene.closing`, then a clean shutdown, exit code 0).
        SDL does this for SIGTERM on its own, but only when nobody set a
        handler before it and not for SIGHUP, so the app says it itself.
        The handler only sets a flag (safe at any point of the frame);
        `shutdown` puts the previous handlers back. Signals can only be
        caught in the main thread; elsewhere they keep their default.
        """
        for signum in TERMINATING_SIGNALS:
            try:
                self._previous_handlers[signum] = signal.signal(signum, self._on_signal)
            except (ValueError, OSError):  # not the main thread
                return

    def _on_signal(self, signum: int, _frame) -> None:
        """Ask for the window close; a second signal before the first was
        acted on (a loop that no longer steps) gets the signal's own effect,
        so the program can always be stopped."""
        if self._signalled is not None or not self.running:
            self._restore_signal_handlers()
            signal.raise_signal(signum)
            return
        self._signalled = signum

    def _restore_signal_handlers(self) -> None:
        for signum, handler in self._previous_handlers.items():
            with contextlib.suppress(ValueError, OSError, TypeError):
                signal.signal(signum, handler if handler is not None else signal.SIG_DFL)
        self._previous_handlers.clear()

    # Window ------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self.settings.fullscreen:
            window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            window = pygame.display.set_mode(self.settings.window_size, pygame.RESIZABLE)
        pygame.display.set_caption(_("Woodland Tabletop"))
        self._fit_canvas(window)
        # The window changed under a pointer that did not move: the motion
        # SDL reports for it must not move the keyboard's focus (a size
        # chosen with the arrow keys, then the next key changing the volume).
        self._still_pointer = True
        return window

    def _fit_canvas(self, window: pygame.Surface) -> None:
        """Draw straight onto a 1920x1080 window; otherwise onto a logical
        canvas that `present` scales (saves a full-screen copy per frame)."""
        self.redraw()
        if window.get_size() == theme.LOGICAL_SIZE:
            self.screen = window
        elif self.screen is None or self.screen.get_size() != theme.LOGICAL_SIZE \
                or self.screen is pygame.display.get_surface():
            self.screen = display_surface(theme.LOGICAL_SIZE)

    def toggle_fullscreen(self) -> None:
        self.change_settings(fullscreen=not self.settings.fullscreen)
        self.window = self._open_window()

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.change_settings(window_size=size)
        if not self.settings.fullscreen:
            self.window = self._open_window()

    def viewport(self) -> tuple[float, pygame.Rect]:
        """Scale and on-window rectangle of the logical surface (letterboxed)."""
        ww, wh = self.window.get_size()
        lw, lh = theme.LOGICAL_SIZE
        scale = min(ww / lw, wh / lh)
        w, h = round(lw * scale), round(lh * scale)
        return scale, pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        scale, rect = self.viewport()
        return (round((pos[0] - rect.x) / scale), round((pos[1] - rect.y) / scale))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Where a logical point lies on the real window (tests post there)."""
        scale, rect = self.viewport()
        return (round(pos[0] * scale + rect.x), round(pos[1] * scale + rect.y))

    def _map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type not in _POINTER_EVENTS or not hasattr(event, "pos"):
            return event
        data = dict(event.__dict__)
        data["pos"] = self.to_logical(event.pos)
        self.pointer = data["pos"]  # a toast under it waits (ToastLayer.update)
        if "rel" in data:
            scale, _rect = self.viewport()
            data["rel"] = (int(data["rel"][0] / scale), int(data["rel"][1] / scale))
        return pygame.event.Event(event.type, data)

    # Settings and language ------------------------------------------------
    def change_settings(self, **changes) -> None:
        """Apply and save setting changes (Settings validates every value)."""
        self.settings = dataclasses.replace(self.settings, **changes)
        self.persist_settings()

    def persist_settings(self) -> None:
        try:
            save_settings(self.settings)
        except (SaveError, OSError) as exc:
            # A read-only or full disk must not stop play; say so and go on.
            self.toasts.show(_("Could not save settings: {error}").format(error=exc),
                             kind="warning")

    def set_language(self, lang: str) -> None:
        self.change_settings(language=lang)
        i18n.set_language(lang)
        pygame.display.set_caption(_("Woodland Tabletop"))
        for listener in list(self._language_listeners):
            listener()
        self.redraw()

    def on_language_change(self, listener: Callable[[], None]) -> None:
        self._language_listeners.append(listener)

    def toast(self, message: str, rule: str | None = None, kind: str = "info",
              ref: str | None = None, topic: str | None = None) -> None:
        """Show a message; `rule` is its badge, `ref` the rule number the
        badge opens in the reference when it differs from the badge's text,
        `topic` what it replaces (:meth:`ToastLayer.show`)."""
        self.toasts.show(message, rule, kind, ref, topic)

    def redraw(self) -> None:
        """Draw the next frame even if no input came and no scene moves: for
        a change from outside both (a result from another process, a
        setting), which `Scene.next_change` cannot foresee."""
        self._redraw = True

    # Screens by name (scenes/registry.py) --------------------------------------
    def scene(self, name: str, *args, **kwargs) -> Scene:
        """A new screen `name` (``Class(self, *args, **kwargs)``), not yet shown."""
        return scene_class(name)(self, *args, **kwargs)

    def push(self, name: str, *args, **kwargs) -> Scene:
        """Show screen `name` over the current one (Back pops it)."""
        return self.stack.push(self.scene(name, *args, **kwargs))

    def replace(self, name: str, *args, **kwargs) -> Scene:
        """Show screen `name` instead of the top one."""
        return self.stack.replace(self.scene(name, *args, **kwargs))

    def open(self, name: str, *args, **kwargs) -> Scene:
        """Show screen `name` alone: every other scene leaves the stack."""
        return self.stack.reset(self.scene(name, *args, **kwargs))

    # Loop --------------------------------------------------------------------
    def quit(self) -> None:
        self.running = False

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.stack.closing()  # e.g. a table autosaves its staged actions
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.WINDOWSIZECHANGED and not self.settings.fullscreen:
            self.window = pygame.display.get_surface()
            self._fit_canvas(self.window)
            # The window manager allows sizes Settings refuses (dragged tiny).
            self.settings = dataclasses.replace(self.settings,
                                    window_size=fit_window_size(self.window.get_size()))
            self._resized = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            # The last refusal's rule; before any, the rule the screen is
            # about (a lesson's), else the reference's index.
            topic = getattr(self.stack.top, "reference_rule", None)
            self.open_reference(self.toasts.last_refusal or (topic() if topic else None))
            return
        if event.type == pygame.MOUSEMOTION and self._still_pointer:
            self._still_pointer = False
            if not any(event.buttons):
                return
        event = self._map_event(event)
        if self._toast_badge_click(event):
            return
        self.stack.handle_event(event)

    # The rules reference ------------------------------------------------------
    def open_reference(self, rule: str | None = None) -> None:
        """The rules reference at `rule` (its index without one) over whatever
        is shown, which stays as it is beneath; when the reference is on top
        already, it turns to that rule."""
        top = self.stack.top
        if top is not None and isinstance(top, scene_class("reference")):
            if rule:
                top.open(rule)
            return
        self.push("reference", rule=rule)

    def _toast_badge_click(self, event: pygame.event.Event) -> bool:
        """A press on a toast's rule badge opens the reference at that rule
        (the press and its release go no further); anywhere else on a toast
        the click belongs to the scene beneath, as always."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            rule = self.toasts.rule_at(event.pos)
            if rule:
                self._badge_pressed = True
                self.open_reference(rule)
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._badge_pressed:
            self._badge_pressed = False
            return True
        return False

    @property
    def automated(self) -> bool:
        """``--frames`` or ``--events``: every loop iteration is one frame at
        the frame cap, idle or not, so a script's frame numbers keep their
        meaning and take the time they always took."""
        return self.frames_left is not None or self.scripted

    def step(self, dt: float | None = None) -> None:
        """One frame: input, update, and draw + present if anything on the
        picture changed (see the module docstring). Tests call this
        directly, with `dt`; without it the step first waits for its time."""
        slept, events = False, []
        if dt is None:
            dt, slept, events = self._wait()
        events += pygame.event.get()
        if slept and events:
            # Nothing moved during the sleep: bring the timers (toasts,
            # tooltips, a caret) up to now first, so that what this input
            # starts (a slide, dice) begins at its beginning.
            self._advance(dt)
            dt = 0.0
        for event in events:
            self.handle_event(event)
            if not self.running:
                return
        if self._signalled is not None:  # told to stop: as the close button
            self._signalled = None
            self.handle_event(pygame.event.Event(pygame.QUIT))
            return
        if self.stack.top is None:
            self.quit()
            return
        self._advance(dt)
        if self._frame_wanted(bool(events)):
            self.stack.draw(self.screen)
            self.toasts.wrap = getattr(self.stack.top, "toast_wrap", ToastLayer.WRAP)
            self.toasts.draw(self.screen, getattr(self.stack.top, "toast_top", 28),
                             getattr(self.stack.top, "toast_centre", None),
                             self.pointer, _badge_words)
            self.present()
        self.frame_count += 1
        if self.frame_count == 1 and self.report_first_frame:
            print("first-frame", flush=True)
        if self.frames_left is not None:
            self.frames_left -= 1
            if self.frames_left <= 0:
                self.quit()

    def _advance(self, dt: float) -> None:
        self.stack.update(dt)
        self.toasts.speed = self.settings.animation_speed
        self.toasts.update(dt, list(self.stack), self.pointer)
        self.time += dt

    def _frame_wanted(self, had_input: bool) -> bool:
        """Whether this step draws: input, a changed stack, `redraw`, a timed
        change come due, or something moving (and the frame after the last
        moving one, which shows where it stopped). Remembers when the
        picture next changes by itself, for the next step and the sleep.

        The scenes keep their own clocks, so a change due now may be a hair
        short of it on the scene's clock: then it is not drawn yet but at the
        next step, rather than once unchanged and once more changed."""
        due = self._wake_at is not None and self.time >= self._wake_at - TIME_NOISE
        wake = soonest(self.stack.next_change(), self.toasts.next_change())
        if wake is not None and 0 < wake <= TIME_NOISE:
            due = False
        self._moving = wake == 0
        self._wake_at = None if wake is None else self.time + wake
        changed = self.stack.version != self._stack_version
        self._stack_version = self.stack.version
        wanted = had_input or changed or self._redraw or due or self._moving
        self._redraw = False
        return wanted

    def _wait(self) -> tuple[float, bool, list[pygame.event.Event]]:
        """Sleep until this frame's time; returns dt, whether it slept idle
        and the events that came meanwhile (the rest are still queued).

        The loop waits in the event queue, never in a plain sleep, so that
        a press or a key (`WAKING_INPUT`) ends the wait at once and its
        frame is drawn now, even while something moves or the computer
        thinks (issue 18: a click shows its answer within a frame). While
        something moves that wait lasts until the frame cap's next frame;
        at rest until input, the next timed change or `IDLE_WAKE`. Pointer
        motion and other events are gathered until the frame cap's time,
        so a moving mouse never draws faster than the cap. Automation
        (``--frames``, ``--events``) keeps the plain frame cap."""
        cap = self.settings.frame_cap
        if self.automated:
            return self.clock.tick(cap) / 1000.0, False, []
        idle = not (self._moving or self._redraw)
        frame_due = self._last_wait + 1 / cap
        until = frame_due
        if idle:
            timeout = IDLE_WAKE if self._wake_at is None \
                else min(IDLE_WAKE, self._wake_at - self.time)
            until = max(frame_due, time.perf_counter() + timeout)
        woke: list[pygame.event.Event] = []
        while True:
            left = (frame_due if woke else until) - time.perf_counter()
            if left <= 0:
                break
            event = pygame.event.wait(max(1, math.ceil(left * 1000)))  # (0: forever)
            if event.type == pygame.NOEVENT:
                break
            woke.append(event)
            if event.type in WAKING_INPUT:
                break
        self._last_wait = time.perf_counter()
        return self.clock.tick() / 1000.0, idle, woke

    def present(self) -> None:
        scale, rect = self.viewport()
        if self.screen is self.window:
            pass
        elif rect.size == theme.LOGICAL_SIZE:
            self.window.blit(self.screen, rect.topleft)
        else:
            if self._scaled is None or self._scaled.get_size() != rect.size:
                self._scaled = display_surface(rect.size)
            pygame.transform.smoothscale(self.screen, rect.size, self._scaled)
            self.window.fill((0, 0, 0))
            self.window.blit(self._scaled, rect.topleft)
        pygame.display.flip()

    def run(self) -> int:
        """Run frames until quit; the caller has pushed the first scenes.
        Returns the exit code: 1 when the screenshot asked for could not be
        written (:meth:`save_screenshot`), else 0."""
        try:
            while self.running:
                self.step()
        except BaseException:
            # A fault (or Ctrl+C) still closes the window, gives SIGTERM back
            # its default and lets the scenes go (a computer seat's process
            # with them); then the traceback is printed as usual.
            with contextlib.suppress(Exception):
                self.shutdown()
            raise
        return self.shutdown()

    def save_screenshot(self) -> bool:
        """Write the ``--screenshot`` picture, if one was asked for.

        ``main.py`` checks the path before the app starts, but the disk can
        fill or the folder vanish while the app runs: the picture goes to a
        temporary file beside it and replaces the target only once whole, so
        a failure leaves no half-written PNG and no temporary file. A failure
        is reported on stderr and returns False; it never raises, so the rest
        of the shutdown (settings, pygame) still happens."""
        if self.screenshot_path is None or self.screen is None:
            return True
        target = self.screenshot_path
        temporary = target.with_name(f".{target.stem}.{os.getpid()}.part.png")
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.screen, str(temporary))
            os.replace(temporary, target)
        except (OSError, pygame.error) as exc:
            with contextlib.suppress(OSError):
                temporary.unlink(missing_ok=True)
            print(f"woodland: could not write the screenshot {target}: {exc}",
                  file=sys.stderr)
            return False
        return True

    def shutdown(self) -> int:
        """Close the app; the exit code is :meth:`run`'s."""
        written = self.save_screenshot()
        self._restore_signal_handlers()
        self.stack.clear()
        if self._resized:
            self.persist_settings()
        theme.forget_fonts()
        pygame.quit()
        return 0 if written else 1
