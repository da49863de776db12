"""Render every screen in English and Russian into docs/screenshots/.

    python tools/screenshots.py            # all screens, both languages

Runs the real app on the dummy video driver with a throwaway home folder
(a sample save and a damaged one, so the Load screen shows both kinds).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["WOODLAND_HOME"] = tempfile.mkdtemp(prefix="woodland-shots-")

import pygame  # noqa: E402

from saves import paths  # noqa: E402
from saves.settings import Settings  # noqa: E402
from saves.store import write_save  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.start import open_first  # noqa: E402

OUT = ROOT / "docs" / "screenshots"


def _pointer(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(pos),
                                         rel=(0, 0), buttons=(0, 0, 0)))


def shoot(name: str, lang: str, screen: str, *, hover: tuple[int, int] | None = None,
          pause: bool = False, then=None) -> Path:
    app = App(Settings(language=lang), size=(1920, 1080))
    pygame.event.clear()
    open_first(app, screen)
    if then is not None:  # push the screens to show over the first one
        then(app)
    if pause:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    if hover is not None:
        _pointer(app, hover)
    for _ in range(40):  # long enough for a tooltip to appear
        app.step(1 / 60)
    path = OUT / f"{name}-{lang}.png"
    pygame.image.save(app.screen, str(path))
    app.shutdown()
    return path


def _new_game(app: App) -> None:
    from scenes.woodland.new_game import NewGameScene

    app.stack.push(NewGameScene(app))  # the seed field empty: a secret random seed


def _choose_game(app: App) -> None:
    from scenes.game_choice import ChooseGameScene

    app.stack.push(ChooseGameScene(app))


def _lessons(app: App) -> None:
    """Learn the rules, three Codex lessons done, the fourth chosen."""
    from scenes.learn.progress import mark_done

    for lesson_id in ("codex-01-patrol-zone", "codex-02-exhausted", "codex-03-squad-leader"):
        mark_done(lesson_id)
    scene = app.push("lessons")
    scene.lists["codex"].select(3)


def _replay(app: App) -> None:
    """A seeded random game of 150 actions, shown at its 120th."""
    import random

    from scenes.woodland.records import Replay
    from scenes.woodland.replay import ReplayScene
    from scenes.woodland.session import WoodlandSession

    session = WoodlandSession.new(2718)
    pick = random.Random(5)
    for _ in range(150):
        session.game.apply(pick.choice(session.game.legal_actions()))
    replay = Replay(2718, {}, session.game.log, {}, "Evening at the keep")
    scene = ReplayScene(app, replay)
    scene.go(120)
    app.stack.push(scene)


def _codex_replay(app: App) -> None:
    """A seeded random Codex game played to its end (232 actions), shown at
    its 150th: a finished game, so the hand of the seat shown is face up."""
    import random

    from scenes.codex.replay import CodexReplayScene
    from scenes.codex.session import CodexSession
    from scenes.replay_base import Replay

    session = CodexSession.new(2)
    pick = random.Random(5)
    while not session.game.is_over:
        session.game.apply(pick.choice(session.game.legal_actions()))
    scene = CodexReplayScene(app, Replay(2, {}, session.game.log, {}, "Codex duel"))
    scene.go(150)
    app.stack.push(scene)


def _reference(app: App) -> None:
    """The rules reference at 4.3.1 (the ambush), over a Root game in play."""
    from scenes.woodland.session import WoodlandSession
    from scenes.woodland.table import WoodlandTable

    app.stack.push(WoodlandTable(app, WoodlandSession.new(2718)))
    app.push("reference", rule="4.3.1")


def _frames_until(app: App, done, seconds: float = 60.0, dt: float = 1 / 60) -> None:
    import time

    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        app.step(dt)
        time.sleep(0.002)


def _preset_root(seats: dict[str, str]):
    from scenes.woodland.session import WoodlandSession

    session = WoodlandSession.new(7, {"keep": 1, "leader": "despot",
                                      "buildings": {"sawmill": 1, "workshop": 9,
                                                    "recruiter": 5}})
    session.seats = seats
    return session


def _hinted(app: App, table) -> None:
    """The hint asked and shown (a fixed search budget, so the picture is the
    same each time the script runs)."""
    from scenes import table_shell

    table_shell.HINT_PLAYER = "game.ai:Search?iterations=400&processes=1"
    _frames_until(app, lambda: table.acting(), seconds=10)
    table.ask_hint()
    _frames_until(app, lambda: table.hint is not None and table.hint.ready)


def _hint_root(app: App) -> None:
    table = app.open("woodland_table", _preset_root({"marquise": "human",
                                                     "eyrie": "game.ai:Random"}))
    _hinted(app, table)


def _hint_codex(app: App) -> None:
    from scenes.codex.session import CodexSession

    session = CodexSession.new(3, seats={"player1": "human", "player2": "game.ai:Random"})
    _hinted(app, app.open("codex_table", session))


def _watch_root(app: App) -> None:
    """Computer against computer, some moves in."""
    table = app.open("woodland_table", _preset_root({"marquise": "game.ai:Random",
                                                     "eyrie": "game.ai:Random"}))
    _frames_until(app, lambda: len(table.game.history) >= 8, dt=0.05)


def _lesson(lesson_id: str, wrong_tries: int = 0):
    def show(app: App) -> None:
        from scenes.learn.lesson import load_lessons
        from scenes.learn.session import LessonSession

        lesson = next(x for x in load_lessons()[0] if x.id == lesson_id)
        session = LessonSession.of(lesson)
        session.intro_seen = True
        table = app.open(session.table, session)
        table.lesson_panel.run.wrong_tries = wrong_tries
    return show


def _maker(app: App) -> None:
    """A lesson recorded from a Root game: one move, then Finish."""
    table = app.open("woodland_table", _preset_root({"marquise": "human",
                                                     "eyrie": "game.ai:Random"}))
    app.step(1 / 60)
    table.start_recording()
    table.take(next(a for a in table.game.legal_actions()
                    if a.verb == "move" and a.args[:2] == (1, 5)))
    _frames_until(app, lambda: table.settled())
    table.finish_recording()


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    write_save("Evening at the keep", "woodland", 7, {"seed": 1})
    write_save("Codex duel", "codex", 3, {"seed": 2})
    broken = paths.saves_dir() / "half-written.json"
    broken.write_text('{"format": "woodland-tabletop-save", "sche', encoding="utf-8")
    from scenes.mapview import autumn_map

    centre = autumn_map().layout.clearings[11].centre
    for lang in ("en", "ru"):
        shots = [
            shoot("title", lang, "title", hover=(380, 640)),
            shoot("map", lang, "map", hover=(round(centre[0]), round(centre[1]))),
            shoot("settings", lang, "settings"),
            shoot("load", lang, "load"),
            shoot("pause", lang, "map", pause=True),
            shoot("choose-game", lang, "title", then=_choose_game),
            shoot("new-game", lang, "title", then=_new_game),
            shoot("replay", lang, "title", then=_replay),
            shoot("codex-replay", lang, "title", then=_codex_replay),
            shoot("reference", lang, "title", then=_reference),
            shoot("lessons", lang, "title", then=_lessons),
            shoot("root-hint", lang, "title", then=_hint_root),
            shoot("codex-hint", lang, "title", then=_hint_codex),
            shoot("root-watching", lang, "title", then=_watch_root),
            shoot("lesson-root", lang, "title", then=_lesson("woodland-01-must-rule", 2)),
            shoot("lesson-codex", lang, "title", then=_lesson("codex-08-leader-then-patrollers")),
            shoot("lesson-maker", lang, "title", then=_maker),
        ]
        for shot in shots:
            print(shot.relative_to(ROOT))
    return 0


if __name__ == "__main__":  # the computer players' worker processes import this file
    sys.exit(main())
