"""Golden screenshots of the Root table: setup, mid-game, a battle, game over,
in English and Russian (compared with the tolerance of tests/scenes/test_golden.py).

``UPDATE_GOLDENS=1 python -m pytest tests/scenes/woodland/test_table_golden.py``
rewrites them, and the full-size pictures in docs/screenshots/woodland-*.png;
look at them before committing.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pygame
import pytest

from scenes.woodland.session import WoodlandSession
from tests.scenes.scene_driver import run_frames
from tests.scenes.test_golden import GOLDEN, MAX_DIFFERENT_SHARE, SIZE, different_share
from tests.scenes.woodland.table_steps import (
    centre,
    click_choice,
    drag,
    open_table,
    ready,
    spot,
    with_hand,
)
from tests.scenes.woodland.test_table_play import preset_session

DOCS = Path(__file__).resolve().parents[3] / "docs" / "screenshots"


def _random_session(seed: int, choice_seed: int, actions: int | None) -> WoodlandSession:
    session = WoodlandSession.new(seed)
    pick = random.Random(choice_seed)
    game = session.game
    n = 0
    while not game.is_over and (actions is None or n < actions):
        game.apply(pick.choice(game.legal_actions()))
        n += 1
    return session


def setup_table(app) -> None:
    table = open_table(app, WoodlandSession.new(7))
    ready(app)
    drag(app, spot(table, "keep_supply"), centre(table, 1))
    drag(app, spot(table, "track", "sawmill"), centre(table, 1))


def midgame_table(app) -> None:
    session = _random_session(11, 3, 170)
    game = session.game
    pick = random.Random(4)
    while game.to_act != 0 or game.state.phase != "daylight":
        game.apply(pick.choice(game.legal_actions()))
    open_table(app, session)
    ready(app)


def battle_table(app) -> None:
    session = with_hand(preset_session(), "eyrie", ["ambush_rabbit", "sword", "anvil"])
    table = open_table(app, session)
    ready(app)
    drag(app, spot(table, "warriors", 6, "marquise"), centre(table, 3))
    click_choice(app, table, "pass")  # no second move: the March is over (1.4)
    drag(app, spot(table, "warriors", 3, "marquise"), spot(table, "warriors", 3, "eyrie"))
    ready(app)


def game_over_table(app) -> None:
    open_table(app, _random_session(5, 2, None))


SCREENS = {"setup": setup_table, "midgame": midgame_table, "battle": battle_table,
           "gameover": game_over_table}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_table_matches_golden(app, screen, lang):
    app.set_language(lang)
    SCREENS[screen](app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window((1919, 1079)),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    run_frames(app, 60)  # slides, dice and toasts settle
    shot = pygame.transform.smoothscale(app.screen, SIZE)
    name = f"woodland-{screen}-{lang}"
    path = GOLDEN / f"{name}.png"
    if os.environ.get("UPDATE_GOLDENS"):
        pygame.image.save(shot, str(path))
        DOCS.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(DOCS / f"{name}.png"))
    assert path.exists(), f"missing golden {path.name}; create it with UPDATE_GOLDENS=1"
    golden = pygame.image.load(str(path))
    share = different_share(shot, golden)
    if share > MAX_DIFFERENT_SHARE:
        pygame.image.save(shot, str(path.with_name(f"{name}.actual.png")))
    assert share <= MAX_DIFFERENT_SHARE, (
        f"{path.name}: {share:.2%} of pixels differ (saved .actual.png beside it)")
