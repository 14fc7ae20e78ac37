"""Scenes and the scene stack.  Drawing never changes game state."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from . import theme
from .text import blit

if TYPE_CHECKING:
    from .app import App


class Scene:
    """One screen.  The top of the stack gets events, updates and draws (``overlay`` scenes
    are drawn over the one below)."""

    overlay = False

    def __init__(self, app: "App") -> None:
        self.app = app

    # events and time
    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, now: float) -> None:
        pass

    def animating(self, now: float) -> bool:
        """True while something moves: the loop then runs at full frame rate."""
        return False

    def next_wake(self, now: float) -> float | None:
        """When the scene next needs a frame without input (``None``: only on input)."""
        return None

    # drawing
    def draw(self, surface: pygame.Surface) -> None:
        pass

    def on_resize(self, size: tuple[int, int]) -> None:
        pass

    def on_enter(self) -> None:
        pass

    # helpers
    @property
    def size(self) -> tuple[int, int]:
        return self.app.size

    @property
    def s(self) -> float:
        return theme.scale_for(self.app.size)

    def px(self, v: float) -> int:
        return max(1, int(round(v * self.s)))

    def title(self, surface: pygame.Surface, text: str) -> int:
        w, _ = self.size
        r = blit(surface, text, self.px(34), theme.GOLD, (w // 2, self.px(22)), bold=True, anchor="midtop")
        return r.bottom + self.px(12)


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        s = self.scenes.pop() if self.scenes else None
        if self.top is not None:
            self.top.on_enter()
        return s

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop()
        self.push(scene)

    def clear_to(self, scene: Scene) -> None:
        self.scenes = []
        self.push(scene)

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        for sc in self.scenes[max(0, start):]:
            sc.draw(surface)

    def on_resize(self, size: tuple[int, int]) -> None:
        for sc in self.scenes:
            sc.on_resize(size)


def background(surface: pygame.Surface, cache: dict[Any, pygame.Surface]) -> None:
    """The felt, drawn once per window size."""
    size = surface.get_size()
    bg = cache.get(size)
    if bg is None:
        bg = pygame.Surface(size)
        bg.fill(theme.FELT)
        w, h = size
        pygame.draw.rect(bg, theme.FELT_DARK, bg.get_rect(), width=max(4, w // 160))
        cache.clear()
        cache[size] = bg
    surface.blit(bg, (0, 0))
