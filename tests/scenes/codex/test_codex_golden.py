"""Golden screenshots of the Codex table (the busy sample position, the hand
shown) and of the tech overlay, in English and Russian; compared at half
size with the same tolerance as the other goldens. To accept a deliberate
change of look: ``UPDATE_GOLDENS=1 python -m pytest
tests/scenes/codex/test_codex_golden.py`` (it also rewrites the full-size
``docs/screenshots/codex-*.png``), then look at the images before committing."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from saves.settings import Settings
from scenes import i18n
from scenes.app import App
from scenes.codex.sample import busy_codex_game, fill_log
from scenes.codex.session import CodexSession
from scenes.codex.table import CodexTable
from tests.scenes.codex.steps import ready
from tests.scenes.scene_driver import run_frames
from tests.scenes.test_golden import CHANNEL_TOLERANCE, MAX_DIFFERENT_SHARE, different_share

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = ROOT / "tests" / "golden"
DOCS = ROOT / "docs" / "screenshots"
SIZE = (960, 540)
assert CHANNEL_TOLERANCE  # the same tolerance as the Root goldens


@pytest.fixture
def full_app():
    application = App(Settings(), size=(1920, 1080))
    pygame.event.clear()
    yield application
    application.shutdown()
    i18n.set_language("en")


def _table(app) -> CodexTable:
    table = CodexTable(app, CodexSession(busy_codex_game(), 0, {}))
    app.stack.push(table)
    run_frames(app, 2)
    ready(app)
    fill_log(table)
    return table


def _tech(app) -> CodexTable:
    session = CodexSession.new(6)
    game = session.game
    while game.state.phase != "tech":
        game.apply("end")
    table = CodexTable(app, session)
    app.stack.push(table)
    run_frames(app, 2)
    ready(app)
    top = app.stack.top
    top.pick(top.codes[0])
    top.pick(top.codes[3])
    return table


def _compare(app, name: str) -> None:
    run_frames(app, 3)
    shot = pygame.transform.smoothscale(app.screen, SIZE)
    path = GOLDEN / f"{name}.png"
    if os.environ.get("UPDATE_GOLDENS"):
        pygame.image.save(shot, str(path))
        pygame.image.save(app.screen, str(DOCS / f"{name}.png"))
    assert path.exists(), f"missing golden {path.name}; create it with UPDATE_GOLDENS=1"
    share = different_share(shot, pygame.image.load(str(path)))
    if share > MAX_DIFFERENT_SHARE:
        pygame.image.save(shot, str(path.with_name(f"{name}.actual.png")))
    assert share <= MAX_DIFFERENT_SHARE, f"{path.name}: {share:.2%} of pixels differ"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_codex_table_matches_golden(full_app, lang):
    full_app.set_language(lang)
    _table(full_app)
    _compare(full_app, f"codex-table-{lang}")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_codex_tech_overlay_matches_golden(full_app, lang):
    full_app.set_language(lang)
    _tech(full_app)
    _compare(full_app, f"codex-tech-{lang}")
