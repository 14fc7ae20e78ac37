"""Thousands of random clicks, drags, keys and resizes per scene: never an exception."""
from __future__ import annotations

import random
import zlib

import pygame
import pytest

from game.ui.demo import open_demo
from game.ui.menu import MainMenu

KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_TAB, pygame.K_ESCAPE, pygame.K_d, pygame.K_t, pygame.K_m, pygame.K_a, pygame.K_x, pygame.K_k,
        pygame.K_b, pygame.K_l, pygame.K_g, pygame.K_o, pygame.K_i, pygame.K_p, pygame.K_c, pygame.K_s,
        pygame.K_r, pygame.K_h, pygame.K_n, pygame.K_q, pygame.K_F1, pygame.K_F2, pygame.K_F5, pygame.K_1,
        pygame.K_2, pygame.K_HOME, pygame.K_END, pygame.K_PAGEDOWN, pygame.K_PAGEUP]
SCENES = ["menu", "setup", "table", "table7", "bridge", "end", "summary", "rules", "settings", "stats"]
EVENTS_PER_SCENE = 2000


def random_event(rng: random.Random, size):
    w, h = size
    r = rng.random()
    pos = (rng.randrange(w), rng.randrange(h))
    if r < 0.35:
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3))),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
    if r < 0.55:   # a drag
        end = (rng.randrange(w), rng.randrange(h))
        mid = ((pos[0] + end[0]) // 2, (pos[1] + end[1]) // 2)
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    if r < 0.62:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    if r < 0.66:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)]
    if r < 0.675:
        size = (rng.randrange(700, 1700), rng.randrange(450, 1000))
        return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]
    k = rng.choice(KEYS)
    mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)]


@pytest.mark.parametrize("scene", SCENES)
def test_monkey(app, scene):
    rng = random.Random(zlib.crc32(scene.encode()))   # stable across runs (hash() is salted): a failure replays
    open_demo(app, scene, seed=rng.randrange(100))
    home = type(app.stack.top)
    sent = 0
    while sent < EVENTS_PER_SCENE:
        batch = []
        for _ in range(5):
            batch += random_event(rng, app.size)
        for ev in batch:
            pygame.event.post(ev)
        sent += len(batch)
        app.clock.advance(rng.choice((0.0, 0.05, 0.3, 1.0)))
        app.step()
        if not app.running or (type(app.stack.top) is not home and rng.random() < 0.2):
            app.running = True         # left the scene (or quit): go back to it, to keep testing it
            app.stack.clear_to(MainMenu(app))
            open_demo(app, scene, seed=rng.randrange(100))
        top = app.stack.top
        log = getattr(top, "log", None)
        if log is not None:
            assert not any(text.startswith("(display:") for text, _ in log)
    assert app.stack.top is not None
