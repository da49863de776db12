"""Sound effects made by code: dice, a move, a removal, the turn bell, a refusal.

Each effect is a few tenths of a second of samples computed here from sine
waves and seeded noise (no audio file is shipped or downloaded), wrapped in
an in-memory WAV so SDL_mixer converts it to whatever format the device
opened with. Synthesis runs once, when a table first needs sound
(`prepare`), not at start-up, which is measured.

Sound must never cost the game: with no audio device, the dummy driver, a
mixer that fails to open or a muted setting, `play` does nothing and
returns False. Volume and mute come from the settings (`apply_settings`,
called at start and whenever Settings changes them).
"""

from __future__ import annotations

import io
import math
import random
import struct
import sys
from array import array
from collections.abc import Callable

RATE = 22050
SOUNDS = ("dice", "move", "remove", "bell", "refuse")

_volume = 0.8
_muted = False
_sounds: dict[str, object] | None = None  # name -> pygame.mixer.Sound once prepared
_unavailable = False  # the mixer could not open: stop trying


# --- synthesis (pure: lists of floats in -1..1) ------------------------------------

def _envelope(n: int, attack: int, decay: float) -> list[float]:
    return [min(1.0, i / attack) * math.exp(-decay * i / RATE) if attack else
            math.exp(-decay * i / RATE) for i in range(n)]


def _dice() -> list[float]:
    """Three dice rattling on wood: short noise bursts with a hollow knock."""
    noise = random.Random(6)
    out = [0.0] * int(RATE * 0.32)
    for start_s, gain in ((0.0, 1.0), (0.07, 0.8), (0.12, 0.9), (0.19, 0.6), (0.24, 0.45)):
        start = int(start_s * RATE)
        for i in range(int(RATE * 0.045)):
            if start + i >= len(out):
                break
            env = math.exp(-i / (RATE * 0.008))
            knock = math.sin(2 * math.pi * 420 * i / RATE)
            out[start + i] += gain * env * (0.55 * (noise.random() * 2 - 1) + 0.45 * knock)
    return out


def _move() -> list[float]:
    """A wooden piece set down: a low knock with a touch of click."""
    noise = random.Random(2)
    n = int(RATE * 0.14)
    return [math.exp(-i / (RATE * 0.025)) * (0.8 * math.sin(2 * math.pi * 190 * i / RATE)
                                             + 0.3 * math.sin(2 * math.pi * 380 * i / RATE))
            + (0.4 * (noise.random() * 2 - 1) * math.exp(-i / (RATE * 0.002)))
            for i in range(n)]


def _remove() -> list[float]:
    """A piece taken off: a falling tone."""
    n = int(RATE * 0.24)
    phase, out = 0.0, []
    for i in range(n):
        t = i / n
        phase += 2 * math.pi * (520 - 320 * t) / RATE
        out.append(math.sin(phase) * (1 - t) ** 1.5 * min(1.0, i / 80))
    return out


def _bell() -> list[float]:
    """The turn bell: inharmonic partials ringing down (each one a damped
    rotation, cheaper than calling sin and exp per sample)."""
    n = int(RATE * 1.1)
    out = [0.0] * n
    for f, amp, decay in ((660.0, 1.0, 3.0), (1320.0, 0.5, 4.5), (1821.6, 0.35, 6.0),
                          (3564.0, 0.12, 9.0)):
        damp = math.exp(-decay / RATE)
        c, s = math.cos(2 * math.pi * f / RATE), math.sin(2 * math.pi * f / RATE)
        re, im = amp * damp, 0.0
        cr, ci = c * damp, s * damp
        for i in range(n):
            out[i] += im
            re, im = re * cr - im * ci, re * ci + im * cr
    return [v * min(1.0, i / 60) / 1.6 for i, v in enumerate(out)]


def _refuse() -> list[float]:
    """A drop snapping back: two short low buzzes."""
    out = []
    for i in range(int(RATE * 0.22)):
        t = i / RATE
        gate = 1.0 if (t % 0.11) < 0.075 else 0.0
        wave = 1.0 if math.sin(2 * math.pi * 150 * t) >= 0 else -1.0
        out.append(0.35 * gate * wave * math.exp(-t * 6))
    return out


SYNTHS: dict[str, Callable[[], list[float]]] = {
    "dice": _dice, "move": _move, "remove": _remove, "bell": _bell, "refuse": _refuse,
}


def samples(name: str) -> list[float]:
    """The samples of one effect (RATE per second, mono, peak at most 1)."""
    if name not in SYNTHS:
        raise ValueError(f"unknown sound {name!r}; the sounds are {', '.join(SOUNDS)}")
    raw = SYNTHS[name]()
    peak = max(abs(v) for v in raw) or 1.0
    return [v / peak * 0.9 for v in raw]


def wav_bytes(name: str) -> bytes:
    """One effect as a 16-bit mono WAV file in memory."""
    raw = samples(name)
    pcm = array("h", [int(v * 32767) for v in raw])
    if sys.byteorder == "big":
        pcm.byteswap()
    data = pcm.tobytes()
    header = struct.pack("<4sI4s4sIHHIIHH4sI", b"RIFF", 36 + len(data), b"WAVE", b"fmt ",
                         16, 1, 1, RATE, RATE * 2, 2, 16, b"data", len(data))
    return header + data


# --- playing -----------------------------------------------------------------------

def apply_settings(settings) -> None:
    """Take volume and mute from `saves.settings.Settings`."""
    set_volume(settings.volume, muted=getattr(settings, "muted", False))


def set_volume(volume: float, *, muted: bool = False) -> None:
    global _volume, _muted, _sounds
    _volume = min(max(float(volume), 0.0), 1.0)
    _muted = bool(muted)
    try:
        for sound in (_sounds or {}).values():
            sound.set_volume(_volume)  # type: ignore[attr-defined]
    except Exception:  # the mixer closed since (pygame.quit): make them again when needed
        _sounds = None


def volume() -> tuple[float, bool]:
    return _volume, _muted


def prepare() -> bool:
    """Open the mixer and make the sounds; False when there is no audio.

    Made again if the mixer was closed since (``pygame.quit`` between two
    apps in one process, as in the tests); after one failure it stays quiet.
    """
    global _sounds, _unavailable
    if _unavailable:
        return False
    try:
        import pygame

        if _sounds is not None and pygame.mixer.get_init():
            return True
        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
        made = {}
        for name in SOUNDS:
            sound = pygame.mixer.Sound(file=io.BytesIO(wav_bytes(name)))
            sound.set_volume(_volume)
            made[name] = sound
    except Exception as exc:  # pygame.error, ImportError, whatever a broken audio stack raises
        _unavailable = True
        _report(exc)
        return False
    _sounds = made
    return True


def play(name: str) -> bool:
    """Play one effect; False (and silence) when muted or without audio."""
    if name not in SYNTHS:
        raise ValueError(f"unknown sound {name!r}; the sounds are {', '.join(SOUNDS)}")
    if _muted or _volume <= 0.0 or not prepare():
        return False
    try:
        _sounds[name].play()  # type: ignore[index, union-attr]
    except Exception as exc:  # a device lost mid-game: go quiet, keep playing
        _report(exc)
        return False
    return True


def shutdown() -> None:
    """Forget the sounds (the mixer closes with pygame.quit)."""
    global _sounds, _unavailable
    _sounds = None
    _unavailable = False


def _report(exc: BaseException) -> None:
    print(f"warning: no sound ({type(exc).__name__}: {exc})", file=sys.stderr)
