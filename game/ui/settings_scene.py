"""Settings (saved through the storage hook) and statistics (read from it)."""
from __future__ import annotations

from typing import Any

import pygame

from . import theme
from .hooks import ANIMATION_SPEEDS, CLAIM_WINDOWS, THINK_SCALES, WINDOW_SIZES
from .scene import Scene, background
from .text import blit
from .widgets import Button, ButtonColumn, OptionRow, ScrollList


def _speed(v: float) -> str:
    return {0.0: "off (instant)", 0.5: "slow", 1.0: "normal", 1.5: "fast", 2.5: "very fast", 4.0: "fastest"}.get(v, f"×{v}")


def _think(v: float) -> str:
    return {0.0: "instant", 0.5: "quick", 1.0: "normal", 1.5: "slow", 2.0: "very slow"}.get(v, f"×{v}")


class SettingsScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.bg: dict = {}
        st = app.settings
        size = tuple(getattr(st, "window_size", (1280, 720)))
        rows = [
            OptionRow("window_size", "Window size", WINDOW_SIZES, size if size in WINDOW_SIZES else WINDOW_SIZES[1],
                      "Size of the window when not full screen (F11 switches; you can also drag its edges).",
                      fmt=lambda v: f"{v[0]} × {v[1]}"),
            OptionRow("animation_speed", "Animation speed", ANIMATION_SPEEDS, getattr(st, "animation_speed", 1.0),
                      "How fast cards fly across the table.", fmt=_speed),
            OptionRow("think_scale", "Computer players' pace", THINK_SCALES, getattr(st, "think_scale", 1.0),
                      "How long the computer players take over each move, so you can follow them.", fmt=_think),
            OptionRow("claim_window", "Claim window", CLAIM_WINDOWS, getattr(st, "claim_window", 1.5),
                      "Seconds to slap a discard (or answer a Pon) before play goes on.",
                      fmt=lambda v: f"{v:g} s"),
            OptionRow("sound", "Sound", (True, False), bool(getattr(st, "sound", True)),
                      "Sound effects (F2 switches at any time)." + ("" if app.sounds.available else
                                                                    " No sound device was found."),
                      fmt=lambda v: "on" if v else "off"),
            OptionRow("four_colour", "Four-colour deck", (False, True), bool(getattr(st, "four_colour", False)),
                      "Diamonds blue and clubs green, to tell the suits apart at a glance.",
                      fmt=lambda v: "on" if v else "off"),
        ]
        for row in rows:
            row.on_change = lambda v, n=row.name: self.changed(n, v)
        self.list = ScrollList(rows, row_h=self.px(56))
        self.buttons = ButtonColumn([Button("Done", self.app.pop, "Esc", accent=True)])

    def changed(self, name: str, value: Any) -> None:
        setattr(self.app.settings, name, value)
        if name == "window_size" and not self.app.fullscreen:
            self.app.resize(value)
        self.app.apply_settings()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.list.row_h = self.px(56)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_q):
            self.app.pop()
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and self.buttons.handle(event):
            return
        self.list.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        y = self.title(surface, "Settings")
        self.list.rect = pygame.Rect(W // 2 - self.px(420), y, self.px(840), self.px(56) * 6 + 8)
        self.list.draw(surface, self.px(17))
        bw, bh = self.px(200), self.px(44)
        self.buttons.layout(W // 2 - bw // 2, self.list.rect.bottom + self.px(24), bw, bh, 0)
        self.buttons.draw(surface, self.px(18), show_focus=False)
        blit(surface, "↑↓ choose · ←→ or click change · changes are saved at once · Esc: back", self.px(14),
             theme.INK_DIM, (W // 2, H - self.px(40)), anchor="midtop")


class StatsScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.bg: dict = {}
        try:
            self.stats = app.storage.load_stats() or {}
        except Exception as e:
            self.stats = {}
            self.error = f"Statistics could not be read: {e}"
        else:
            self.error = ""

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_q, pygame.K_RETURN)) or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            self.app.pop()

    @staticmethod
    def rows(stats: Any) -> list[tuple[str, list[tuple[str, str]]]]:
        """(game, [(label, value)]) from whatever the storage keeps (a dict per game, numbers inside)."""
        out = []
        if not isinstance(stats, dict):
            return out
        games = stats.get("games", stats) if isinstance(stats.get("games", None), dict) else stats
        for game, data in sorted(games.items()):
            if not isinstance(data, dict):
                continue
            items = []
            for k, v in data.items():
                if isinstance(v, (int, float)) and not isinstance(v, bool):
                    items.append((k.replace("_", " ").capitalize(), f"{v:g}" if isinstance(v, float) else str(v)))
            if items:
                out.append((str(game), items))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        y = self.title(surface, "Statistics")
        rows = self.rows(self.stats)
        x = self.px(80)
        if self.error:
            blit(surface, self.error, self.px(16), theme.BAD, (x, y))
            y += self.px(30)
        if not rows:
            blit(surface, "No games finished yet.", self.px(18), theme.INK_DIM, (W // 2, y + self.px(40)),
                 anchor="midtop")
        col_w = self.px(360)
        for i, (game, items) in enumerate(rows):
            cx = x + (i % 3) * col_w
            cy = y + (i // 3) * self.px(300)
            try:
                from game.engine import get_ruleset
                title = get_ruleset(game).title
            except Exception:
                title = game
            blit(surface, title, self.px(20), theme.GOLD, (cx, cy), bold=True)
            cy += self.px(32)
            for label, value in items[:10]:
                blit(surface, label, self.px(16), theme.INK, (cx, cy))
                blit(surface, value, self.px(16), theme.GOLD, (cx + self.px(230), cy))
                cy += self.px(24)
        blit(surface, "Esc or click: back", self.px(14), theme.INK_DIM, (W // 2, H - self.px(40)), anchor="midtop")
