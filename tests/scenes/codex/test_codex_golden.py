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
    app.redraw()  # picked by calls, not clicks: no input tells the app the picture changed
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


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_codex_p7_refused_attack_then_legal_targets_glow(full_app, lang):
    """A drop on the base past the Squad Leader is refused with the rule; the
    next drag shows its one legal target glowing (``docs/screenshots/
    codex-attack-*.png`` is this frame, rewritten with UPDATE_GOLDENS=1)."""
    from scenes.codex.view import Hit
    from tests.scenes.codex.steps import drag, last_toast, spot
    from tests.scenes.scene_driver import motion

    app = full_app
    app.set_language(lang)
    table = _table(app)
    attacker = next(t for t in table.ctl.draggable() if t.kind == "unit"
                    and any(x.kind == "unit" for x in table.ctl.targets(t)))
    i = attacker.key[0]
    before = table.game.state_hash()
    drag(app, table.view.unit_rect(i).center, spot(table, "building", 1, "base"))
    _message, rule = last_toast(app)
    assert rule == ("Codex p.7" if lang == "en" else "Кодекс, с. 7")
    assert table.game.state_hash() == before
    target = next(x for x in table.ctl.targets(attacker) if x.kind == "unit")
    start, end = table.view.unit_rect(i).center, table.view.unit_rect(target.key[0]).center
    pygame.event.post(motion(app.to_window(start)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.to_window(start),
                                         button=1))
    run_frames(app)
    for k in range(1, 8):
        pos = (start[0] + (end[0] - start[0]) * k // 8, start[1] + (end[1] - start[1]) * k // 8
               + 30)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(pos),
                                             rel=(1, 1), buttons=(1, 0, 0)))
        run_frames(app)
    run_frames(app, 8)
    glowing, _clicks = table.glow_rects()
    assert table.view.unit_rect(target.key[0]) in glowing
    assert table.view.rect_of(Hit("building", (1, "base"))) not in glowing
    if os.environ.get("UPDATE_GOLDENS"):
        pygame.image.save(app.screen, str(DOCS / f"codex-attack-{lang}.png"))
