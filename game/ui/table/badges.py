"""A round badge with a player's initial: who sits where, at a glance.

Pre-rendered per (name, size, colour); the table only blits it.
"""
from __future__ import annotations

import pygame

from ..text import font

#: one colour per seat, distinct on the green felt and from the gold of the turn
SEAT_COLOURS = [(70, 130, 200), (196, 92, 70), (150, 96, 186), (64, 150, 140), (200, 150, 60),
                (120, 160, 70), (190, 90, 140), (110, 120, 140)]


def initial(name: str) -> str:
    """The first letter or digit of a name, upper case ('?' for a name without one)."""
    for ch in name.strip():
        if ch.isalnum():
            return ch.upper()
    return "?"


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def badge(name: str, diameter: int, colour: tuple[int, int, int], ring: tuple[int, int, int] | None = None
          ) -> pygame.Surface:
    """A filled circle with a light rim (``ring`` for the seat in turn) and the initial in white."""
    d = max(12, int(diameter))
    ss = 3
    big = pygame.Surface((d * ss, d * ss), pygame.SRCALPHA)
    c = (d * ss // 2, d * ss // 2)
    rim = ring or (235, 235, 225)
    pygame.draw.circle(big, rim, c, d * ss // 2)
    pygame.draw.circle(big, colour, c, d * ss // 2 - max(ss, d * ss // 12))
    hi = tuple(min(255, v + 40) for v in colour)
    pygame.draw.circle(big, hi, (c[0] - d * ss // 10, c[1] - d * ss // 10), d * ss // 4)
    pygame.draw.circle(big, colour, c, d * ss // 2 - max(ss, d * ss // 12) - d * ss // 8)
    s = pygame.transform.smoothscale(big, (d, d))
    img = font(int(d * 0.58), True).render(initial(name), True, (255, 255, 255))
    s.blit(img, img.get_rect(center=(d // 2, d // 2 + 1)))
    return s


class Badges:
    """Cache of badges for the table."""

    def __init__(self) -> None:
        self._cache: dict[tuple, pygame.Surface] = {}

    def clear(self) -> None:
        self._cache.clear()

    def get(self, name: str, diameter: int, seat: int, turn: bool) -> pygame.Surface:
        key = (initial(name), int(diameter), seat, turn)
        img = self._cache.get(key)
        if img is None:
            if len(self._cache) > 64:
                self._cache.clear()
            img = self._cache[key] = badge(name, diameter, seat_colour(seat), (240, 196, 72) if turn else None)
        return img
