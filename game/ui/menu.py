"""The main menu and the in-game pause menu."""
from __future__ import annotations

from typing import Any

import pygame

from . import theme
from .scene import Scene, background
from .text import blit
from .widgets import Button, ButtonColumn


class MenuScene(Scene):
    """A title and a column of buttons."""

    heading = ""
    subtitle = ""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.column = ButtonColumn(self.make_buttons())
        self.bg: dict = {}
        self.note = ""

    def make_buttons(self) -> list[Button]:
        return []

    def on_enter(self) -> None:
        focus = self.column.focus
        self.column = ButtonColumn(self.make_buttons())
        self.column.focus = min(focus, len(self.column.buttons) - 1)
        if not self.column.buttons[self.column.focus].enabled:
            self.column._move(1)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.column.handle(event)

    def back(self) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        y = self.px(60)
        blit(surface, self.heading, self.px(64), theme.GOLD, (W // 2, y), bold=True, anchor="midtop")
        y += self.px(84)
        if self.subtitle:
            blit(surface, self.subtitle, self.px(18), theme.INK_DIM, (W // 2, y), anchor="midtop")
            y += self.px(44)
        bw, bh = self.px(340), self.px(46)
        self.column.layout(W // 2 - bw // 2, y, bw, bh, self.px(12))
        self.column.draw(surface, self.px(20))
        if self.note:
            blit(surface, self.note, self.px(15), theme.INK_DIM, (W // 2, H - self.px(40)), anchor="midtop")


class MainMenu(MenuScene):
    heading = "Hoola"
    subtitle = "Battle Hoola and Seven Bridge against computer players"

    def make_buttons(self) -> list[Button]:
        try:
            can_continue = bool(self.app.storage.has_saved_match())
        except Exception:
            can_continue = False
        return [
            Button("New game", self.new_game, "N"),
            Button("Continue", self.continue_game, "C", enabled=can_continue),
            Button("Statistics", self.stats, "S"),
            Button("Settings", self.settings, "O"),
            Button("Rules", self.rules, "R"),
            Button("Quit", self.app.quit, "Q"),
        ]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_n: self.new_game, pygame.K_s: self.stats, pygame.K_o: self.settings,
                    pygame.K_r: self.rules, pygame.K_q: self.app.quit}
            if event.key == pygame.K_c and self.column.buttons[1].enabled:
                self.continue_game()
                return
            if event.key in keys:
                keys[event.key]()
                return
        super().handle(event)

    def back(self) -> None:
        self.app.quit()

    def new_game(self) -> None:
        from .setup_scene import SetupScene
        self.app.push(SetupScene(self.app))

    def continue_game(self) -> None:
        from .session import Session
        from .table.scene import TableScene
        try:
            data = self.app.storage.load_match()
            if not data:
                self.note = "There is no saved game."
                return
            session = Session.from_save(data, self.app.settings, self.app.storage)
        except Exception as e:   # a broken save is set aside by storage; here we just say so
            self.note = f"The saved game could not be read: {e}"
            return
        self.app.push(TableScene(self.app, session))

    def stats(self) -> None:
        from .settings_scene import StatsScene
        self.app.push(StatsScene(self.app))

    def settings(self) -> None:
        from .settings_scene import SettingsScene
        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        from .rules_scene import RulesScene
        self.app.push(RulesScene(self.app))


class PauseMenu(MenuScene):
    """Esc at the table: drawn over it."""

    overlay = True
    heading = "Paused"

    def __init__(self, app: Any, table: Any) -> None:
        self.table = table
        super().__init__(app)

    def make_buttons(self) -> list[Button]:
        return [
            Button("Resume", self.app.pop, "Esc"),
            Button("Rules", self.rules, "R"),
            Button("Settings", self.settings, "O"),
            Button("Save and leave to the menu", self.leave, "Q"),
        ]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_q:
            self.leave()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.rules()
            return
        super().handle(event)

    def back(self) -> None:
        self.app.pop()

    def rules(self) -> None:
        from .rules_scene import RulesScene
        self.app.push(RulesScene(self.app, self.table.state.game))

    def settings(self) -> None:
        from .settings_scene import SettingsScene
        self.app.push(SettingsScene(self.app))

    def leave(self) -> None:
        self.table.save_now()
        self.app.stack.clear_to(MainMenu(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        shade = pygame.Surface((W, H), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        y = self.px(120)
        blit(surface, self.heading, self.px(48), theme.GOLD, (W // 2, y), bold=True, anchor="midtop")
        bw, bh = self.px(360), self.px(46)
        self.column.layout(W // 2 - bw // 2, y + self.px(90), bw, bh, self.px(12))
        self.column.draw(surface, self.px(20))
