"""The rules of each game, with each of its variants explained (help lines of the options)."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine import describe, games, get_ruleset

from .game_menu import menu_for
from .i18n import _
from . import theme
from .rules_text import rules_text
from .scene import Scene, background
from .text import blit, wrap
from .words import game_title, option_label, option_value

class RulesScene(Scene):
    def __init__(self, app: Any, game: str | None = None) -> None:
        super().__init__(app)
        self.games = games()
        self.index = self.games.index(game) if game in self.games else 0
        self.scroll = 0
        self.bg: dict = {}
        self.lines: list[tuple[str, bool]] = []
        self.tabs: list[tuple[int, pygame.Rect]] = []
        self._wrapped_for: tuple | None = None

    @property
    def game(self) -> str:
        return self.games[self.index]

    def text(self) -> str:
        rs, menu = get_ruleset(self.game), menu_for(self.game)
        from .table.draw import help_for
        out = [rules_text(self.game), "", _("Variants (set them in New game)")]
        for info in describe(rs.Options):
            # in the game's words, as the setup screen shows them: never an option's name or raw value
            out.append(_("• {label} (standard: {value}): {help}").format(
                label=option_label(menu, info.name), value=option_value(menu, info.name, info.default),
                help=_(info.help)))
        out += ["", _("Keys and mouse at the table (H there shows them too)")]
        out += [f"• {_(k)}: {_(text)}" for k, text in help_for(self.game)]
        return "\n".join(out)

    def _wrap(self, width: int, size: int) -> None:
        key = (self.game, width, size)
        if self._wrapped_for == key:
            return
        self._wrapped_for = key
        self.lines = []
        for para in self.text().split("\n"):
            if para == _("Variants (set them in New game)") or _looks_like_heading(para):
                if self.lines and self.lines[-1][0]:
                    self.lines.append(("", False))
                self.lines.append((para, True))
                continue
            for line in wrap(para, size, width):
                self.lines.append((line, False))

    def visible(self) -> int:
        return max(1, (self.size[1] - self.px(150)) // (self.px(17) + 5))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: self.visible(),
                    pygame.K_PAGEUP: -self.visible(), pygame.K_SPACE: self.visible()}.get(event.key)
            if step:
                self.scroll += step
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                self.index = (self.index + (-1 if event.key == pygame.K_LEFT else 1)) % len(self.games)
                self.scroll = 0
            elif event.key in (pygame.K_HOME,):
                self.scroll = 0
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_q):
                self.app.pop()
                return
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 3
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in self.tabs:
                if r.collidepoint(event.pos):
                    self.index, self.scroll = i, 0
        self.scroll = max(0, min(self.scroll, max(0, len(self.lines) - self.visible())))

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        y = self.title(surface, _("Rules"))
        x = self.px(40)
        self.tabs = []
        for i, g in enumerate(self.games):
            label = game_title(g)
            r = blit(surface, label, self.px(18), theme.GOLD if i == self.index else theme.INK_DIM, (x, y),
                     bold=i == self.index)
            self.tabs.append((i, r.inflate(12, 8)))
            if i == self.index:
                pygame.draw.line(surface, theme.GOLD, (r.left, r.bottom + 2), (r.right, r.bottom + 2), 2)
            x = r.right + self.px(30)
        y += self.px(36)
        size = self.px(16)
        width = min(W - self.px(80), self.px(1100))
        self._wrap(width, size)
        box = pygame.Rect(self.px(30), y - 6, W - self.px(60), H - y - self.px(40))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
        line_h = self.px(17) + 5
        for text, head in self.lines[self.scroll:self.scroll + self.visible()]:
            if y + line_h > box.bottom:
                break
            blit(surface, text, size + (1 if head else 0), theme.GOLD if head else theme.INK, (self.px(44), y),
                 bold=head)
            y += line_h
        blit(surface, _("↑↓ PgUp PgDn scroll · ←→ or click: other game · Esc: back"), self.px(14), theme.INK_DIM,
             (self.px(40), H - self.px(30)))


def _looks_like_heading(line: str) -> bool:
    """A short line that is not a sentence ("Hot, warm and cold cards", "카드와 점수"): every game's texts
    are written with their headings on lines of their own."""
    text = line.strip()
    return (0 < len(text) <= 48 and not text.endswith((".", ":", ")", "!", "?"))
            and (text[0].isupper() or "\uac00" <= text[0] <= "\ud7a3"))
