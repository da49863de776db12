"""Who sits at each seat of a table: a person or the computer (issue 18).

Both tables hold a :class:`SeatDrivers`: for each seat its kind — ``human``
or a computer level (``easy``, ``normal``, ``hard``; or, for tests, a
``game.ai:`` player text) — and, for the computer seats, a worker process
that thinks. The table asks it three things: is the seat that decides now a
person (input, the pass screen, whose hand is face up), is the computer
thinking (the indicator), and, once a frame, whether the computer has an
answer ready, which the table then takes through its own controller path —
the one a click takes, so the log, the battle panel, sounds, autosave and
animations are those of a human's move.

The worker (``spawn``: a clean interpreter, no pygame) never receives the
real game: for each decision it gets ``game.redeal(seat, seed)`` as the
engine's position JSON — the hidden cards dealt again from what the seat
knows — with the public step count, and answers the action's text. Each
question carries a number; an answer to a question the table no longer asks
(the game was undone, reloaded or left) is dropped. The table checks the
answer with ``game.check`` before it takes it.
"""

from __future__ import annotations

import atexit
import contextlib
import math
import multiprocessing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ai import LEVELS
from game.ai.worker import serve
from scenes import theme
from scenes.i18n import N_, _, decimal, every_translation, ngettext

HUMAN = "human"
SCRIPT = "script"  # a lesson's other side: its scripted replies, never saved
KINDS = (HUMAN, *LEVELS)  # what a save's "seats" may say (plus a game.ai: text)
MAX_KIND = 120
PLAYER_CLASSES = ("Search", "Random")
#: Seconds a computer's action stays on screen before its next one, at
#: animation speed 1 (after its slide or dice have finished). Play-testing
#: at 0.6: a Hard Marquise's whole turn (craft, overwork, two builds) went
#: by between two looks at the map. Settings' animation speed scales it.
BEAT = 1.0
THINKING = N_("Thinking…")
#: How many times a question is asked again when the thinking process stops
#: before answering; after that the computer plays :func:`fallback`.
RESTARTS = 1

# --- kinds -----------------------------------------------------------------------


def is_kind(value: object) -> bool:
    """A seat kind a save may carry: ``human``, a level, or a ``game.ai``
    player text (``game.ai:Search?iterations=20``) — never another module."""
    if not isinstance(value, str) or len(value) > MAX_KIND or not value.isascii():
        return False
    if value in KINDS:
        return True
    target, _sep, _query = value.partition("?")
    return target in {f"game.ai:{name}" for name in PLAYER_CLASSES}


def player_text(kind: str) -> str:
    """The player a computer kind names (``load_player``'s text)."""
    return f"game.ai:Search?level={kind}" if kind in LEVELS else kind


def kinds_of(seats: Mapping[str, str], names: Sequence[str]) -> tuple[str, ...]:
    """The kind of each seat in order; a seat a save does not name is human
    (saves from before computer players)."""
    return tuple(seats.get(name, HUMAN) for name in names)


# --- the worker ------------------------------------------------------------------


_WORKERS: list[Worker] = []


class Worker:
    """One thinking process and its pipe; started on the first question."""

    def __init__(self) -> None:
        self.process: Any = None
        self.conn: Any = None
        self.busy = False  # a question is out and not answered yet

    def _start(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, child = context.Pipe()
        # not a daemon: the Normal and Hard players search in two processes
        self.process = context.Process(target=serve, args=(child,), name="computer-seat")
        self.process.start()
        child.close()
        _WORKERS.append(self)

    def ask(self, ident: int, question: tuple) -> None:
        if self.process is None or not self.process.is_alive():
            self._start()
        self.conn.send((ident, *question))
        self.busy = True

    def answer(self) -> tuple | None:
        """``(ident, "ok"|"error", text)`` when one has come, else None."""
        if self.conn is None:
            return None
        try:
            if not self.conn.poll():
                if not self.process.is_alive():
                    self.busy = False
                    return (-1, "error", "the computer player's process stopped")
                return None
            got = self.conn.recv()
        except (EOFError, OSError):
            self.busy = False
            return (-1, "error", "the computer player's process stopped")
        self.busy = False
        return got

    def stop(self) -> None:
        """End the process: at once when it is busy (the answer is not
        wanted), else by asking it to."""
        if self.process is None:
            return
        process, conn = self.process, self.conn
        self.process = self.conn = None
        self.busy = False
        if self in _WORKERS:
            _WORKERS.remove(self)
        with contextlib.suppress(BrokenPipeError, OSError):
            conn.send(None)
        process.join(0.5)
        if process.is_alive():
            process.terminate()
            process.join(1.0)
        if process.is_alive():  # its exit hung (it never has): no process left behind
            process.kill()
            process.join(1.0)
        conn.close()


@atexit.register
def _stop_all() -> None:
    for worker in list(_WORKERS):
        worker.stop()


# --- the seats at a table ----------------------------------------------------------


class SeatDrivers:
    """The two seats of a table and the computer's thinking for them.

    ``kinds[i]`` is seat ``i``'s kind. ``update`` is called once a frame
    with the game and whether the table may take an action now (it is on
    top and nothing moves); it asks the worker when a computer seat must
    decide and returns the answer once it has come, else None."""

    def __init__(self, kinds: Sequence[str]) -> None:
        self.kinds = tuple(kinds)
        self.worker = Worker()
        self._asked: tuple | None = None  # the decision the worker thinks about
        self._ident = 0
        self._ready: tuple | None = None  # (decision, action text) not taken yet
        self.wait = 0.0  # the beat left after the computer's last action
        self.clock = 0.0  # the indicator's clock
        self.error: str | None = None  # why the last answer was the fallback
        self._stops = 0  # processes stopped in a row while thinking
        self._advice_ident = -1  # the hint's question out, if any
        self._advice: tuple | None = None

    def human(self, seat: int) -> bool:
        return seat < 0 or self.kinds[seat] == HUMAN

    def computer(self, seat: int) -> bool:
        return seat >= 0 and self.kinds[seat] not in (HUMAN, SCRIPT)

    @property
    def humans(self) -> list[int]:
        return [s for s in (0, 1) if self.kinds[s] == HUMAN]

    @property
    def any_computer(self) -> bool:
        return any(k != HUMAN for k in self.kinds)

    def watcher(self, deciding: int, current: int) -> int:
        """Whose eyes are on the screen: the deciding seat when a person
        holds it, else the one person at the table, else ``current``."""
        if self.human(deciding) and deciding >= 0:
            return deciding
        people = self.humans
        return people[0] if len(people) == 1 else current

    @property
    def two_people(self) -> bool:
        """Two people share the screen: the pass screen comes between them
        (never for a computer seat)."""
        return len(self.humans) == 2

    def thinking(self, game) -> bool:
        """Is the computer deciding now (the indicator shows)?"""
        who = game.to_act
        return who >= 0 and not game.is_over and self.computer(who)

    @staticmethod
    def decision(game) -> tuple:
        return (id(game), len(game.history), game.to_act)

    def update(self, game, dt: float, ready: bool, speed: float = 1.0) -> str | None:
        """Ask, poll, and hand over the answer (an action's text) when the
        table is ready for it and the beat after the last action is over."""
        self.clock += dt
        if self.wait > 0 and ready:
            self.wait = max(0.0, self.wait - dt * speed)
        got = self.worker.answer() if self.worker.busy else None
        if got is not None:
            ident, status, text = got
            if ident == self._advice_ident and ident >= 0:
                self._advice = _advice_of(status, text)
                self._advice_ident = -1
            elif ident == self._ident and self._asked is not None:
                if status == "ok":
                    self._ready = (self._asked, text)
                    self._stops = 0
                else:
                    self.error = text
                    self._ready = (self._asked, None)
                self._asked = None
            elif ident < 0 and self._asked is not None:
                # The process stopped with the question out (killed, out of
                # memory): asked again below in a new one, then the fallback —
                # the indicator must not say "Thinking…" for ever.
                self._stops += 1
                if self._stops > RESTARTS:
                    self.error = text
                    self._ready = (self._asked, None)
                self._asked = None
        if not self.thinking(game):
            self._asked = self._ready = None
            return None
        now = self.decision(game)
        if self._ready is not None and self._ready[0] != now:
            self._ready = None  # an answer to a question no longer asked
        if self._asked is not None and self._asked != now:
            self._asked = None  # abandoned: its late answer will be dropped
        if self._ready is None and self._asked is None and not self.worker.busy:
            self._ask(game, now)
        if self._ready is not None and ready and self.wait <= 0:
            text = self._ready[1]
            self._ready = None
            self.wait = BEAT
            return text if text is not None else ""
        return None

    def move(self, game, dt: float, ready: bool, speed: float = 1.0) -> Any:
        """:meth:`update`, read as one of the game's legal actions (None:
        nothing to take now). A refused or missing answer is replaced by
        :func:`fallback`, so the game never stalls."""
        text = self.update(game, dt, ready, speed)
        if text is None:
            return None
        for action in game.legal_actions():
            if str(action) == text:
                return action
        if self.error is None:
            self.error = f"not a legal action: {text!r}"
        return fallback(game)

    def _ask(self, game, now: tuple) -> None:
        from game.ai import kind_of

        seat = game.to_act
        self._ident += 1
        self._asked = now
        step = len(game.history)
        dealt = game.redeal(seat, (step * 7919 + seat) & 0x7FFFFFFF)
        self.worker.ask(self._ident, (kind_of(game), dealt.to_json(), seat, step,
                                      player_text(self.kinds[seat])))

    def abandon(self) -> None:
        """Forget the question out (its answer will be dropped)."""
        self._asked = self._ready = None

    # --- the hint ------------------------------------------------------------------

    def advise(self, game, level: str) -> None:
        """Ask the ``level`` player, in the worker, what it would do for the
        person deciding now; :meth:`advice` gives the answer once it came.
        The worker gets the game redealt for that seat, as for its own
        moves, so a hint knows only what the person may know."""
        from game.ai import kind_of

        seat = game.to_act
        self._ident += 1
        self._advice_ident = self._ident
        self._advice = None
        step = len(game.history)
        dealt = game.redeal(seat, (step * 7919 + seat) & 0x7FFFFFFF)
        if self.worker.busy:
            self.worker.stop()  # a computer's stale question: the hint comes first
        self.worker.ask(self._ident, (kind_of(game), dealt.to_json(), seat, step,
                                      player_text(level), True))

    def advice(self) -> tuple | None:
        """``(action text, chance, runner-up chance, error)`` once the hint's
        answer has come, else None (polls the worker; called once a frame)."""
        if self._advice is None and self._advice_ident >= 0 and self.worker.busy:
            got = self.worker.answer()
            if got is not None:
                ident, status, text = got
                if ident == self._advice_ident:
                    self._advice = _advice_of(status, text)
                    self._advice_ident = -1
        if self._advice is None and self._advice_ident >= 0 and not self.worker.busy:
            self._advice = (None, None, None, "the computer player's process stopped")
            self._advice_ident = -1
        got, self._advice = self._advice, None
        return got

    def abandon_advice(self) -> None:
        self._advice_ident = -1
        self._advice = None

    def close(self) -> None:
        """The table goes: stop thinking and end the worker."""
        self.abandon()
        self.worker.stop()


def _advice_of(status: str, text: str) -> tuple:
    """The worker's advice answer read: a JSON object of the move and chances."""
    import json

    if status != "ok":
        return (None, None, None, text)
    try:
        data = json.loads(text)
        return (str(data["action"]), _chance(data.get("chance")),
                _chance(data.get("runner_up")), None)
    except (ValueError, KeyError, TypeError):
        return (None, None, None, "unreadable advice")


def _chance(value: object) -> float | None:
    if isinstance(value, (int, float)) and not isinstance(value, bool) \
            and math.isfinite(value):
        return min(1.0, max(0.0, float(value)))
    return None


def fallback(game) -> Any:
    """The move taken when the computer's answer is refused or missing: the
    first legal one (never seen in play; it keeps a game from stalling)."""
    return game.legal_actions()[0]


# --- the indicator -----------------------------------------------------------------


def draw_thinking(surface: pygame.Surface, anchor: tuple[int, int], clock: float,
                  who: str, *, right: bool = False, left_limit: int = 0) -> pygame.Rect:
    """Three dots rising in turn and "Marquise de Cat · Thinking…", in one
    line; the box is centred on ``anchor`` (``right``: its right end there).
    A box that would reach left of ``left_limit`` (a heading beside it, as
    long as a Russian hand heading) is set smaller, then without the name."""
    named = f"{who} · {_(THINKING)}" if who else _(THINKING)
    for size, words in ((20, named), (17, named), (17, _(THINKING))):
        label = theme.text(words, size, theme.CREAM, "bold")
        box = _thinking_box(surface, anchor, label, right)
        if box.x >= left_limit:
            break
    pygame.draw.rect(surface, (30, 22, 14), box, border_radius=10)
    pygame.draw.rect(surface, theme.GOLD, box, width=2, border_radius=10)
    x, cy = box.x + 14, box.centery
    for i in range(3):
        lift = max(0.0, math.sin(clock * 6.0 - i * 0.9)) * 5
        pygame.draw.circle(surface, theme.GOLD, (x + 7 + i * 15, round(cy + 2 - lift)), 5)
    surface.blit(label, label.get_rect(midleft=(x + THINKING_DOTS_W, cy)))
    return box


#: The width the three dots take at the left of the thinking box.
THINKING_DOTS_W = 52


def _thinking_box(surface: pygame.Surface, anchor: tuple[int, int], label: pygame.Surface,
                  right: bool) -> pygame.Rect:
    box = pygame.Rect(0, 0, label.get_width() + THINKING_DOTS_W + 34,
                      max(label.get_height(), 27) + 6)
    if right:
        box.midright = anchor
    else:
        box.center = anchor
    return box.clamp(surface.get_rect())


def computer_label(kind: str, number: int | None = None) -> str:
    """A computer seat's words: "Computer (Normal)", or "Computer 2
    (Normal)" when both seats are computers at one level (two seats of one
    name could not be told apart in the log)."""
    level = level_name(kind)
    if number is None:
        return _("Computer ({level})").format(level=level)
    return _("Computer {n} ({level})").format(n=number, level=level)


LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


def level_name(kind: str) -> str:
    """A computer kind's level in words ("Hard"; a ``game.ai:`` text: "custom")."""
    return _(LEVEL_NAMES.get(kind, N_("custom")))


def is_computer(kind: str) -> bool:
    """Does the computer think for a seat of this kind (not a person, not a
    lesson's script)?"""
    return kind not in (HUMAN, SCRIPT)


def computer_numbers(kinds: Sequence[str]) -> tuple[int | None, ...]:
    """Each seat's number in its computer label: 1 and 2 when both seats are
    computers at one level (else "Computer (Normal)" twice), none otherwise."""
    if len(kinds) == 2 and len(set(kinds)) == 1 and is_computer(kinds[0]):
        return (1, 2)
    return (None,) * len(kinds)


def given_names(kind: str, seat_number: int, default: str) -> set[str]:
    """The names a New game screen gives seat ``seat_number`` (1, 2) by
    itself: its default ("Player 2", a msgid) and the computer labels, in
    every language the app ships (a save keeps the name in the language it
    was started in). A name among them was not typed."""
    names = every_translation(default)
    levels = every_translation(LEVEL_NAMES.get(kind, N_("custom")))
    for template in every_translation(N_("Computer ({level})")):
        names |= {template.format(level=level) for level in levels}
    for template in every_translation(N_("Computer {n} ({level})")):
        names |= {template.format(n=seat_number, level=level) for level in levels}
    return names


@dataclass(frozen=True)
class SeatName:
    """A seat's name at a table, said in the language of the moment (a log
    line says it again after the language changed): a person's typed name
    or the seat's default ("Player 1"); a computer seat always says it is
    one and at which level — "Computer (Hard)", or a typed name with it,
    "Boris (Computer, Hard)" — so nobody at the table wonders which seat
    thinks by itself. A name New game gave (:func:`given_names`) is said
    again in the language of the moment. The New game screens give a
    computer seat the same words (:func:`computer_label`,
    :func:`computer_numbers`); the Root table names its seats by faction."""

    typed: str
    kind: str
    default: str  # a msgid: "Player 1"
    seat_number: int  # 1 or 2
    number: int | None = None  # in the computer label, see computer_numbers

    def __str__(self) -> str:
        typed = self.typed.strip()
        given = not typed or typed in given_names(self.kind, self.seat_number, self.default)
        if not is_computer(self.kind):
            return _(self.default) if given else typed
        label = computer_label(self.kind, self.number)
        if given:
            return label
        return _("{name} (Computer, {level})").format(name=typed, level=level_name(self.kind))


def seat_names(kinds: Sequence[str], typed: Sequence[str],
               defaults: Sequence[str]) -> tuple[SeatName, ...]:
    """The seats' names at a table from their kinds, the names typed at New
    game (``""``: none) and the default names (msgids)."""
    numbers = computer_numbers(kinds)
    return tuple(SeatName(name, kind, default, seat, number)
                 for seat, (kind, name, default, number)
                 in enumerate(zip(kinds, typed, defaults, numbers, strict=True), start=1))


def level_tooltip(kind: str) -> str:
    """What a level is, honestly (game.ai.players.LEVELS)."""
    level = LEVELS[kind]
    if level.iterations is not None:
        text = ngettext("Searches {n} line of play per decision",
                        "Searches {n} lines of play per decision",
                        level.iterations).format(n=level.iterations) + " "
    else:
        text = _("Searches {seconds} s per decision").format(
            seconds=decimal(level.seconds)) + " "
    text += _("in one process") if level.processes == 1 \
        else _("in {n} processes at once").format(n=level.processes)
    if level.noise:
        return text + _("; one move in {k} is the runner-up when it was nearly as good").format(
            k=round(1 / level.noise))
    return text + _("; no deliberate slips")

