"""Fixtures for scene tests: an isolated home and a real App on the dummy driver."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from saves.settings import Settings
from scenes import i18n
from scenes.app import App


@pytest.fixture(autouse=True)
def isolated_home(tmp_path, monkeypatch):
    """Saves and settings of every scene test go to a fresh folder."""
    monkeypatch.setenv("WOODLAND_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def app() -> Iterator[App]:
    application = App(Settings(), size=(1280, 720))
    pygame.event.clear()
    yield application
    application.shutdown()
    i18n.set_language("en")


