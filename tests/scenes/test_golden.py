"""Golden screenshots: the title and the map, in English and Russian.

Compared at half size with a tolerance, because anti-aliased text may shift
by a shade between FreeType builds. To accept a deliberate change of look,
run ``UPDATE_GOLDENS=1 python -m pytest tests/scenes/test_golden.py`` and
look at the new images before committing them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from scenes import i18n
from scenes.start import open_first
from tests.scenes.scene_driver import run_frames

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
SIZE = (960, 540)
CHANNEL_TOLERANCE = 48  # a pixel counts as different past this on any channel
MAX_DIFFERENT_SHARE = 0.006


def different_share(a: pygame.Surface, b: pygame.Surface) -> float:
    """Share of pixels that differ by more than the tolerance on some channel."""
    width, height = a.get_size()
    pa, pb = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    different = 0
    for i in range(0, len(pa), 3):
        if (abs(pa[i] - pb[i]) > CHANNEL_TOLERANCE or abs(pa[i + 1] - pb[i + 1]) >
                CHANNEL_TOLERANCE or abs(pa[i + 2] - pb[i + 2]) > CHANNEL_TOLERANCE):
            different += 1
    return different / (width * height)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("screen", ["title", "map"])
def test_screen_matches_golden(app, screen, lang):
    app.set_language(lang)
    open_first(app, screen)
    run_frames(app, 2)
    shot = pygame.transform.smoothscale(app.screen, SIZE)
    path = GOLDEN / f"{screen}-{lang}.png"
    if os.environ.get("UPDATE_GOLDENS"):
        GOLDEN.mkdir(exist_ok=True)
        pygame.image.save(shot, str(path))
    assert path.exists(), f"missing golden {path.name}; create it with UPDATE_GOLDENS=1"
    golden = pygame.image.load(str(path))
    share = different_share(shot, golden)
    if share > MAX_DIFFERENT_SHARE:
        pygame.image.save(shot, str(path.with_name(f"{screen}-{lang}.actual.png")))
    assert share <= MAX_DIFFERENT_SHARE, (
        f"{path.name}: {share:.2%} of pixels differ (saved .actual.png beside it)")
    i18n.set_language("en")


def test_golden_comparison_notices_a_real_change():
    a = pygame.Surface((40, 40))
    a.fill((90, 120, 60))
    b = a.copy()
    pygame.draw.rect(b, (250, 250, 250), (0, 0, 10, 10))  # 6.25% of pixels
    assert different_share(a, a.copy()) == 0
    assert different_share(a, b) == pytest.approx(100 / 1600)


def test_title_backdrop_asset_matches_the_map(app):
    """The pre-rendered backdrop must be re-made when the map's look changes
    (``python tools/make_backdrop.py``)."""
    from scenes.mapview import MapView, autumn_map
    from scenes.title import BACKDROP, render_backdrop

    fresh = render_backdrop(MapView(autumn_map()))
    shipped = pygame.image.load(str(BACKDROP))
    assert shipped.get_size() == fresh.get_size()
    assert different_share(fresh, shipped) <= MAX_DIFFERENT_SHARE
