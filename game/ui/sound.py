"""Sound effects made at startup from a few lines of arithmetic (no files, nothing to license).

A missing or broken mixer means sound off, never a crash.
"""
from __future__ import annotations

import math
import random
from array import array

import pygame

# name -> list of (frequency Hz or 0 for noise, seconds, volume)
RECIPES: dict[str, list[tuple[float, float, float]]] = {
    "card": [(0, 0.06, 0.35)],
    "draw": [(0, 0.05, 0.25), (0, 0.04, 0.15)],
    "slap": [(90, 0.09, 0.8), (0, 0.05, 0.5)],
    "call": [(660, 0.09, 0.35), (880, 0.14, 0.35)],
    "tick": [(1200, 0.02, 0.2)],
    "error": [(180, 0.12, 0.35)],
    "lost": [(440, 0.08, 0.3), (330, 0.14, 0.3)],
    "win": [(523, 0.1, 0.3), (659, 0.1, 0.3), (784, 0.1, 0.3), (1046, 0.22, 0.3)],
    # two low raps on the table (Battle Hoola's knock)
    "raps": [(140, 0.05, 0.7), (0, 0.02, 0.0), (140, 0.05, 0.7)],
    # a Perfect, a blast, big luck, a kalookie: the win's rising notes, twice, ending on a long high chord tone
    "fanfare": [(523, 0.09, 0.3), (659, 0.09, 0.3), (784, 0.09, 0.3), (0, 0.04, 0.0),
                (659, 0.09, 0.3), (784, 0.09, 0.3), (1046, 0.12, 0.35), (1318, 0.45, 0.3)],
}


def _samples(recipe: list[tuple[float, float, float]], rate: int, channels: int, rng: random.Random) -> array:
    out = array("h")
    for freq, secs, vol in recipe:
        n = max(1, int(rate * secs))
        for i in range(n):
            env = min(1.0, i / (rate * 0.004) if rate else 1.0) * (1.0 - i / n) ** 1.5
            if freq == 0:
                v = rng.uniform(-1.0, 1.0)
            else:
                v = math.sin(2 * math.pi * freq * i / rate)
            s = int(max(-1.0, min(1.0, v * vol * env)) * 32000)
            for _ in range(channels):
                out.append(s)
    return out


_RENDERED: dict[tuple[int, int], dict[str, bytes]] = {}


def _rendered(rate: int, channels: int) -> dict[str, bytes]:
    """Every sound's samples for a mixer format, made once per process (pure Python is slow at it)."""
    key = (rate, channels)
    if key not in _RENDERED:
        rng = random.Random(7)
        _RENDERED[key] = {name: _samples(recipe, rate, channels, rng).tobytes() for name, recipe in RECIPES.items()}
    return _RENDERED[key]


class Sounds:
    """``play(name)``; ``enabled`` follows the settings' mute, ``volume`` (0 to 1) their volume;
    ``available`` says if a mixer works."""

    def __init__(self, enabled: bool = True, volume: float = 0.8) -> None:
        self.enabled = enabled
        self.volume = max(0.0, min(1.0, float(volume)))
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            init = pygame.mixer.get_init()
            if not init:
                return
            rate, fmt, channels = init
            if abs(fmt) != 16:
                return
            for name, data in _rendered(rate, channels).items():
                self._sounds[name] = pygame.mixer.Sound(buffer=data)
            self.available = True
            self.set_volume(self.volume)
        except (pygame.error, OSError, ImportError, NotImplementedError, ValueError):
            # no audio device, no mixer module, a format it refuses: play silently
            self._sounds.clear()
            self.available = False

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))
        for s in self._sounds.values():
            try:
                s.set_volume(self.volume)
            except pygame.error:
                pass

    def play(self, name: str) -> None:
        if not (self.enabled and self.available) or self.volume <= 0:
            return
        s = self._sounds.get(name)
        if s is not None:
            try:
                s.play()
            except pygame.error:   # the device went away: silence
                pass
