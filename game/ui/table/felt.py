"""The table's depth: textured felt with a vignette, soft card shadows, the glow of the seat in turn.

Why a module of its own: everything here is pre-rendered once per size and
only blitted by ``draw.py`` each frame, so the look costs one blit per piece.
"""
from __future__ import annotations

import random

import pygame

from .. import theme

SHADOW_OFFSET = (0.035, 0.045)   # of the card's width: light from the top left
SHADOW_ALPHA = 95


def felt(size: tuple[int, int], area: pygame.Rect | None = None, seed: int = 7) -> pygame.Surface:
    """The felt at ``size``: fine noise like cloth, lighter under the lamp, darker at the rim of ``area``."""
    w, h = size
    area = pygame.Rect(area) if area is not None else pygame.Rect(0, 0, w, h)
    bg = pygame.Surface(size)
    bg.fill(theme.FELT)
    bg.blit(_noise_tile(w, h, seed), (0, 0))
    # the lamp: a light ellipse in the middle and a dark rim, drawn small and smoothed up
    sw, sh = 64, 36
    light = pygame.Surface((sw, sh), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, int(sw * 0.6), int(sh * 0.55))
    r.center = (sw // 2, int(sh * 0.46))
    pygame.draw.ellipse(light, (255, 255, 230, 22), r)
    light = pygame.transform.gaussian_blur(light, 6)
    vignette = _vignette(sw, sh)
    bg.blit(pygame.transform.smoothscale(vignette, area.size), area.topleft)
    bg.blit(pygame.transform.smoothscale(light, area.size), area.topleft)
    return bg


def _vignette(sw: int, sh: int) -> pygame.Surface:
    """Darker towards the corners: alpha grows with the distance from a point a little above the centre."""
    v = pygame.Surface((sw, sh), pygame.SRCALPHA)
    cx, cy = (sw - 1) / 2, sh * 0.45
    for y in range(sh):
        for x in range(sw):
            d = ((x - cx) / (sw * 0.62)) ** 2 + ((y - cy) / (sh * 0.62)) ** 2
            v.set_at((x, y), (0, 0, 0, int(max(0.0, min(1.0, d - 0.18)) * 150)))
    return v


def _noise_tile(w: int, h: int, seed: int) -> pygame.Surface:
    """A faint grain over the whole felt: a 96-pixel random tile, repeated."""
    rng = random.Random(seed)
    n = 96
    tile = pygame.Surface((n, n), pygame.SRCALPHA)
    for y in range(n):
        for x in range(n):
            v = rng.random()
            if v < 0.5:
                tile.set_at((x, y), (0, 0, 0, int(14 * (0.5 - v) * 2)))
            else:
                tile.set_at((x, y), (255, 255, 255, int(9 * (v - 0.5) * 2)))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(0, h, n):
        for x in range(0, w, n):
            out.blit(tile, (x, y))
    return out


def shadow(card_w: int, card_h: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """A soft shadow for a card of this size and where to blit it relative to the card's top left."""
    blur = max(2, round(card_w * 0.06))
    pad = blur * 2
    s = pygame.Surface((card_w + 2 * pad, card_h + 2 * pad), pygame.SRCALPHA)
    rad = max(3, int(card_w * 0.07))
    pygame.draw.rect(s, (0, 0, 0, SHADOW_ALPHA), pygame.Rect(pad, pad, card_w, card_h), border_radius=rad)
    s = pygame.transform.gaussian_blur(s, blur)
    # trim the fringe too faint to see: every frame blits these pixels, so fewer is faster
    box = s.get_bounding_rect(min_alpha=10)
    s = s.subsurface(box).copy()
    dx, dy = round(card_w * SHADOW_OFFSET[0]), round(card_w * SHADOW_OFFSET[1])
    return s, (dx - pad + box.x, dy - pad + box.y)


def glow(rect_size: tuple[int, int], colour: tuple[int, int, int], spread: int, radius: int = 8) -> pygame.Surface:
    """A soft halo around a box of ``rect_size`` (blit at the box's top left minus ``spread``)."""
    w, h = rect_size
    s = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    pygame.draw.rect(s, (*colour, 235), pygame.Rect(spread // 2, spread // 2, w + spread, h + spread),
                     border_radius=radius + spread // 2)
    return pygame.transform.gaussian_blur(s, max(1, spread // 3))


def light_strip(width: int, height: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft band of light (an ellipse, blurred), for under the hand of the player in turn."""
    s = pygame.Surface((width, height), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, int(width * 0.9), int(height * 0.5))
    r.center = (width // 2, height // 2)
    pygame.draw.ellipse(s, (*colour, 150), r)
    return pygame.transform.gaussian_blur(s, max(2, height // 6))


class Depth:
    """The cached surfaces of one window: felt per window size, shadows per card size, glows per box."""

    def __init__(self) -> None:
        self._felt: dict[tuple, pygame.Surface] = {}
        self._shadows: dict[tuple[int, int], tuple[pygame.Surface, tuple[int, int]]] = {}
        self._glows: dict[tuple, pygame.Surface] = {}
        self._shadowed: dict[int, tuple[pygame.Surface, pygame.Surface, tuple[int, int]]] = {}

    def clear(self) -> None:
        self._shadowed.clear()
        self._felt.clear()
        self._shadows.clear()
        self._glows.clear()

    def draw_felt(self, surf: pygame.Surface, area: pygame.Rect | None = None) -> None:
        """The felt, lit over ``area`` (the playing area, without the side panel)."""
        key = (surf.get_size(), tuple(area) if area is not None else None)
        bg = self._felt.get(key)
        if bg is None:
            self._felt.clear()
            bg = felt(surf.get_size(), area)
            bg = self._felt[key] = bg.convert(surf) if surf.get_bitsize() >= 24 else bg
        surf.blit(bg, (0, 0))

    def _shadow(self, w: int, h: int) -> tuple[pygame.Surface, tuple[int, int]]:
        sh = self._shadows.get((w, h))
        if sh is None:
            if len(self._shadows) > 40:
                self._shadows.clear()
            sh = self._shadows[(w, h)] = shadow(w, h)
        return sh

    def card_shadow(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The shadow under a card drawn at ``rect`` (blit it before the card)."""
        img, (dx, dy) = self._shadow(rect.width, rect.height)
        surf.blit(img, (rect.x + dx, rect.y + dy))

    def blit_card(self, surf: pygame.Surface, card_img: pygame.Surface, pos: tuple[int, int]) -> None:
        """Blit a card with its shadow: one blit of the card and its shadow composed once (cheaper
        than two blits every frame).  Keyed by the card surface, which the card art caches."""
        entry = self._shadowed.get(id(card_img))
        if entry is None or entry[0] is not card_img:
            if len(self._shadowed) > 400:
                self._shadowed.clear()
            sh, (dx, dy) = self._shadow(*card_img.get_size())
            ox, oy = min(0, dx), min(0, dy)
            w = max(sh.get_width() + dx, card_img.get_width()) - ox
            h = max(sh.get_height() + dy, card_img.get_height()) - oy
            both = pygame.Surface((w, h), pygame.SRCALPHA)
            both.blit(sh, (dx - ox, dy - oy))
            both.blit(card_img, (-ox, -oy))
            if pygame.display.get_surface() is not None:
                both = both.convert_alpha()
            entry = self._shadowed[id(card_img)] = (card_img, both, (ox, oy))   # holds card_img: id stays unique
        _, both, (ox, oy) = entry
        surf.blit(both, (pos[0] + ox, pos[1] + oy))

    def strip(self, surf: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
        """A light band filling ``rect`` (cached per size)."""
        key = ("strip", rect.size, tuple(colour))
        img = self._glows.get(key)
        if img is None:
            img = self._glows[key] = light_strip(rect.width, rect.height, colour)
        surf.blit(img, rect.topleft)

    def glow(self, surf: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], spread: int,
             alpha: int = 255) -> None:
        level = max(0, min(255, alpha)) // 32      # eight steps of brightness, each made once
        key = (rect.size, tuple(colour), spread, level)
        img = self._glows.get(key)
        if img is None:
            if len(self._glows) > 80:
                self._glows.clear()
            img = glow(rect.size, colour, spread)
            img.fill((255, 255, 255, (level * 32 + 31)), special_flags=pygame.BLEND_RGBA_MULT)
            self._glows[key] = img
        surf.blit(img, (rect.x - spread, rect.y - spread))
