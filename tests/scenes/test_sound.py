"""Sound effects are made by code and are harmless without audio."""

from __future__ import annotations

import struct

import pygame
import pytest

from saves.settings import Settings
from scenes import sound
from scenes.settings_scene import SettingsScene
from scenes.start import open_first
from tests.scenes.scene_driver import click, click_button, run_frames


@pytest.fixture(autouse=True)
def fresh_sound():
    sound.shutdown()
    sound.set_volume(0.8, muted=False)
    yield
    sound.shutdown()
    sound.set_volume(0.8, muted=False)


@pytest.mark.parametrize("name", sound.SOUNDS)
def test_each_effect_is_short_audible_and_within_range(name):
    raw = sound.samples(name)
    assert 0.05 * sound.RATE < len(raw) < 1.5 * sound.RATE
    assert max(abs(v) for v in raw) == pytest.approx(0.9)
    assert sound.samples(name) == raw  # seeded: the same every start


def test_wav_header_says_16_bit_mono_at_the_rate():
    data = sound.wav_bytes("bell")
    riff, size, wave = struct.unpack("<4sI4s", data[:12])
    channels, rate, bits = struct.unpack("<HI", data[22:28]) + struct.unpack("<H", data[34:36])
    assert (riff, wave, size) == (b"RIFF", b"WAVE", len(data) - 8)
    assert (channels, rate, bits) == (1, sound.RATE, 16)


def test_playing_under_the_dummy_driver_works_and_respects_mute(app):
    assert sound.play("dice") is True
    assert pygame.mixer.get_init() is not None
    sound.set_volume(0.5, muted=True)
    assert sound.play("bell") is False
    sound.set_volume(0.0)
    assert sound.play("move") is False


def test_no_mixer_means_silence_not_a_crash(app, monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    assert sound.play("remove") is False
    assert sound.play("remove") is False  # and it stops trying


def test_an_unknown_effect_is_a_programming_error():
    with pytest.raises(ValueError, match="unknown sound 'boom'"):
        sound.play("boom")


def test_settings_rows_change_volume_and_mute_and_save_them(app):
    open_first(app, "settings")
    run_frames(app)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    click(app, scene.rows["muted"].right.center)
    assert app.settings.muted is True and sound.volume()[1] is True
    click(app, scene.rows["volume"].left.center)
    assert app.settings.volume == 0.6 and sound.volume()[0] == 0.6
    click_button(app, "Back")
    from saves.settings import load_settings

    stored, warning = load_settings()
    assert warning is None and stored.muted is True and stored.volume == 0.6


def test_apply_settings_reads_volume_and_mute():
    sound.apply_settings(Settings(volume=0.3, muted=True))
    assert sound.volume() == (0.3, True)


def test_volume_change_after_the_mixer_closed_is_harmless(app):
    assert sound.play("move") is True
    pygame.mixer.quit()
    sound.set_volume(0.5)  # stale sounds are dropped, not touched
    assert sound.play("move") is True  # made again with a fresh mixer
