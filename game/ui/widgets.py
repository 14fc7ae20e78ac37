"""Small hand-made widgets: buttons, a focusable button column, option rows, a scroll list, a popup.

Every widget works with the mouse and the keyboard: arrows move the focus,
Enter or Space presses, Left/Right change a value.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from . import theme
from .i18n import _
from .text import blit, fit, render, wrap


@dataclass
class Button:
    label: str
    action: Callable[[], Any] | None = None
    key: str = ""                     # shown as a hint, e.g. "D"
    enabled: bool = True
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    tag: str = ""
    accent: bool = False

    def draw(self, surface: pygame.Surface, size: int, *, hover: bool = False, focus: bool = False) -> None:
        r = self.rect
        if r.width <= 0:
            return
        colour = theme.BUTTON_OFF if not self.enabled else (theme.BUTTON_HOVER if hover else theme.BUTTON)
        if self.accent and self.enabled:
            colour = (150, 110, 30) if not hover else (180, 136, 40)
        pygame.draw.rect(surface, colour, r, border_radius=max(4, r.height // 4))
        if focus:
            pygame.draw.rect(surface, theme.BUTTON_FOCUS, r, width=2, border_radius=max(4, r.height // 4))
        ink = theme.INK if self.enabled else theme.INK_FAINT
        label = self.label
        key_w = 0
        if self.key:
            kimg = render(self.key, max(9, int(size * 0.8)), theme.INK_DIM if self.enabled else theme.INK_FAINT)
            key_w = kimg.get_width() + 8
            surface.blit(kimg, kimg.get_rect(midright=(r.right - 6, r.centery)))
        label = fit(label, size, r.width - 12 - key_w)
        img = render(label, size, ink)
        surface.blit(img, img.get_rect(midleft=(r.left + 8, r.centery)) if self.key else img.get_rect(center=r.center))

    def hit(self, pos) -> bool:
        return self.enabled and self.rect.collidepoint(pos)


class ButtonColumn:
    """Buttons laid out in a column (or given rects), with a keyboard focus."""

    def __init__(self, buttons: Sequence[Button] = ()) -> None:
        self.buttons = list(buttons)
        self.focus = 0
        self.hover: int | None = None

    def layout(self, x: int, y: int, w: int, h: int, gap: int) -> int:
        for b in self.buttons:
            b.rect = pygame.Rect(x, y, w, h)
            y += h + gap
        return y

    def draw(self, surface: pygame.Surface, size: int, show_focus: bool = True) -> None:
        for i, b in enumerate(self.buttons):
            b.draw(surface, size, hover=(i == self.hover), focus=show_focus and i == self.focus)

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the event was used."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, b in enumerate(self.buttons) if b.rect.collidepoint(event.pos)), None)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, b in enumerate(self.buttons):
                if b.hit(event.pos):
                    self.focus = i
                    if b.action:
                        b.action()
                    return True
            return False
        if event.type == pygame.KEYDOWN and self.buttons:
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self._move(1)
                return True
            if event.key == pygame.K_UP:
                self._move(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                b = self.buttons[self.focus % len(self.buttons)]
                if b.enabled and b.action:
                    b.action()
                return True
        return False

    def _move(self, d: int) -> None:
        n = len(self.buttons)
        for _ in range(n):
            self.focus = (self.focus + d) % n
            if self.buttons[self.focus].enabled:
                return


@dataclass
class OptionRow:
    """A named value cycled through ``choices``; ``help`` is one line under it."""

    name: str
    label: str
    choices: Sequence[Any]
    value: Any
    help: str = ""
    fmt: Callable[[Any], str] = str
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    on_change: Callable[[Any], None] | None = None
    #: where the value ("‹ value ›") was drawn: a click on its left half steps back
    value_rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    def click_step(self, pos: tuple[int, int], button: int) -> int:
        """Which way a click at ``pos`` moves the value: back on the value's ‹ half (or with the right
        button), forward anywhere else."""
        back = button == 3 or (self.value_rect.collidepoint(pos) and pos[0] < self.value_rect.centerx)
        return -1 if back else 1

    def press(self) -> None:
        """Enter or Space on the row: the next value."""
        self.step(1)

    def click(self, pos: tuple[int, int], button: int) -> None:
        """A click on the row: a value back or forward (:meth:`click_step`)."""
        self.step(self.click_step(pos, button))

    def step(self, d: int) -> None:
        choices = list(self.choices)
        try:
            i = choices.index(self.value)
        except ValueError:
            i = 0
        j = max(0, min(len(choices) - 1, i + d))    # stops at the ends: a list in order, not a wheel
        if j == i and self.value in choices:
            return
        self.value = choices[j]
        if self.on_change:
            self.on_change(self.value)

    def shown(self) -> str:
        """The value as the list draws it."""
        return "‹ " + self.fmt(self.value) + " ›"


@dataclass
class HeaderRow(OptionRow):
    """A group's heading in a list of options: nothing to change."""

    def step(self, d: int) -> None:
        pass

    def shown(self) -> str:
        return ""


@dataclass
class ActionRow(OptionRow):
    """A row that opens something (click, Enter, Space or Left/Right): ``value`` is a summary to show."""

    action: Callable[[], None] | None = None

    def step(self, d: int) -> None:
        if self.action:
            self.action()

    def shown(self) -> str:
        return self.fmt(self.value) + "  ›"


@dataclass
class TextRow(OptionRow):
    """A row whose value is typed: click, Enter or Space to edit, Enter to keep, Esc to cancel."""

    max_len: int = 24
    editing: bool = False
    draft: str = ""
    error: str = ""

    def step(self, d: int) -> None:
        """Left and Right pass a name by (they opened the typing: returning-player play-through)."""

    def press(self) -> None:
        self.begin()

    def click(self, pos: tuple[int, int], button: int) -> None:
        self.begin()

    def begin(self) -> None:
        self.editing = True
        self.draft = str(self.value)
        self.error = ""
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    def end(self) -> None:
        self.editing = False
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass

    def commit(self) -> None:
        text = " ".join(self.draft.split())
        if not text:
            self.error = _("A name needs at least one letter. It was left as it was.")
            self.end()
            return
        self.end()
        if text != self.value:
            self.value = text
            if self.on_change:
                self.on_change(text)

    def handle_edit(self, event: pygame.event.Event) -> bool:
        """Typing while editing; True if the event was used."""
        if not self.editing:
            return False
        if event.type == pygame.TEXTINPUT:
            room = self.max_len - len(self.draft)
            self.draft += "".join(ch for ch in event.text if ch.isprintable())[:max(0, room)]
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.commit()
            elif event.key == pygame.K_ESCAPE:
                self.end()
            elif event.key == pygame.K_BACKSPACE:
                self.draft = self.draft[:-1]
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.commit()
            return not self.rect.collidepoint(event.pos)
        return event.type in (pygame.KEYUP, pygame.TEXTEDITING)

    def shown(self) -> str:
        if self.editing:
            return self.draft + "_"
        return self.fmt(self.value)


class ScrollList:
    """Option rows in a scrolling box; arrows/mouse wheel scroll, click or Left/Right changes a value."""

    def __init__(self, rows: Sequence[OptionRow], row_h: int = 46) -> None:
        self.rows = list(rows)
        self.row_h = row_h
        self.scroll = 0
        self.focus = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.active = True

    def visible_rows(self) -> int:
        return max(1, self.rect.height // self.row_h)

    def _keep_focus_visible(self) -> None:
        n = self.visible_rows()
        if self.focus < self.scroll:
            self.scroll = self.focus
        elif self.focus >= self.scroll + n:
            self.scroll = self.focus - n + 1
        self.scroll = max(0, min(self.scroll, max(0, len(self.rows) - n)))

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.rows:
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - event.y, max(0, len(self.rows) - self.visible_rows())))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.rect.collidepoint(event.pos):
            for i, row in enumerate(self.rows):
                if row.rect.collidepoint(event.pos):
                    self.focus = i
                    row.click(event.pos, event.button)
                    return True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return False
        if event.type == pygame.KEYDOWN and self.active:
            if event.key == pygame.K_DOWN:
                self.focus = min(len(self.rows) - 1, self.focus + 1)
            elif event.key == pygame.K_UP:
                self.focus = max(0, self.focus - 1)
            elif event.key == pygame.K_PAGEDOWN:
                self.focus = min(len(self.rows) - 1, self.focus + self.visible_rows())
            elif event.key == pygame.K_PAGEUP:
                self.focus = max(0, self.focus - self.visible_rows())
            elif event.key == pygame.K_RIGHT:
                self.rows[self.focus].step(1)
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE):
                self.rows[self.focus].press()
            elif event.key == pygame.K_LEFT:
                self.rows[self.focus].step(-1)
            else:
                return False
            self._keep_focus_visible()
            return True
        return False

    def draw(self, surface: pygame.Surface, size: int) -> None:
        r = self.rect
        pygame.draw.rect(surface, theme.PANEL, r, border_radius=8)
        clip = surface.get_clip()
        surface.set_clip(r)
        y = r.top + 4
        for row in self.rows:
            row.rect = pygame.Rect(0, 0, 0, 0)
        for i in range(self.scroll, len(self.rows)):
            row = self.rows[i]
            if y + self.row_h > r.bottom + 1:
                break
            row.rect = pygame.Rect(r.left + 4, y, r.width - 8, self.row_h - 4)
            if i == self.focus and self.active:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, row.rect, border_radius=6)
                pygame.draw.rect(surface, theme.BUTTON_FOCUS, row.rect, width=1, border_radius=6)
            vimg = render(row.shown(), size, theme.INK if getattr(row, "editing", False) else theme.GOLD, True)
            vrect = vimg.get_rect(topright=(row.rect.right - 8, row.rect.top + 3))
            row.value_rect = vrect
            if getattr(row, "editing", False):
                pygame.draw.rect(surface, theme.PANEL, vrect.inflate(12, 6), border_radius=4)
                pygame.draw.rect(surface, theme.GOLD, vrect.inflate(12, 6), width=1, border_radius=4)
            surface.blit(vimg, vrect)
            heading = isinstance(row, HeaderRow)
            blit(surface, fit(row.label, size, row.rect.width - vimg.get_width() - 30), size,
                 theme.GOLD if heading else theme.INK, (row.rect.left + 8, row.rect.top + 3), bold=heading)
            if row.help:
                small = max(9, int(size * 0.78))
                blit(surface, fit(row.help, small, row.rect.width - 16), small, theme.INK_DIM,
                     (row.rect.left + 8, row.rect.top + 5 + size + 2))
            y += self.row_h
        surface.set_clip(clip)
        if len(self.rows) > self.visible_rows():
            frac = self.visible_rows() / len(self.rows)
            bar_h = max(20, int(r.height * frac))
            top = r.top + int((r.height - bar_h) * self.scroll / max(1, len(self.rows) - self.visible_rows()))
            pygame.draw.rect(surface, theme.INK_FAINT, (r.right - 5, top, 3, bar_h), border_radius=2)


class ChoicePopup:
    """A modal list of choices (e.g. which meld to make with the discard).  1-9, arrows, Enter; Esc, a
    click outside or its Back button (``back``) closes it with nothing chosen."""

    def __init__(self, title: str, labels: Sequence[str], on_pick: Callable[[int | None], None]) -> None:
        self.title = title
        self.labels = list(labels)
        self.on_pick = on_pick
        self.focus = 0
        self.rects: list[pygame.Rect] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.back = pygame.Rect(0, 0, 0, 0)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.on_pick(None)
            elif event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(self.labels)
            elif event.key == pygame.K_UP:
                self.focus = (self.focus - 1) % len(self.labels)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.on_pick(self.focus)
            elif pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < len(self.labels):
                self.on_pick(event.key - pygame.K_1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    self.on_pick(i)
                    return True
            if self.back.collidepoint(event.pos) or not self.box.collidepoint(event.pos):
                self.on_pick(None)
            return True
        if event.type == pygame.MOUSEMOTION:
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    self.focus = i
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.KEYUP, pygame.TEXTINPUT)

    def draw(self, surface: pygame.Surface, size: int) -> None:
        sw, sh = surface.get_size()
        row_h = int(size * 2.0)
        width = min(sw - 40, max(320, max((render(f"9. {s}", size, theme.INK).get_width() for s in self.labels),
                                          default=200) + 40))
        lines = wrap(self.title, size, width - 24, True)
        height = 24 + len(lines) * (size + 6) + row_h * (len(self.labels) + 1) + 12
        self.box = pygame.Rect(0, 0, width, min(sh - 20, height))
        self.box.center = (sw // 2, sh // 2)
        shade = pygame.Surface((sw, sh), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, theme.PANEL, self.box, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, self.box, width=2, border_radius=10)
        y = self.box.top + 12
        for line in lines:
            blit(surface, line, size, theme.GOLD, (self.box.left + 12, y), bold=True)
            y += size + 6
        self.rects = []
        for i, label in enumerate(self.labels):
            r = pygame.Rect(self.box.left + 10, y, self.box.width - 20, row_h - 4)
            self.rects.append(r)
            pygame.draw.rect(surface, theme.BUTTON_HOVER if i == self.focus else theme.BUTTON, r, border_radius=6)
            blit(surface, fit(f"{i + 1}. {label}", size, r.width - 16), size, theme.INK, (r.left + 8, r.centery),
                 anchor="midleft")
            y += row_h
        self.back = pygame.Rect(0, 0, max(120, self.box.width // 3), row_h - 4)
        self.back.topright = (self.box.right - 10, y + 2)
        pygame.draw.rect(surface, theme.BUTTON, self.back, border_radius=6)
        pygame.draw.rect(surface, theme.INK_FAINT, self.back, width=1, border_radius=6)
        blit(surface, fit(_("Back (Esc)"), size, self.back.width - 12), size, theme.INK, self.back.center,
             anchor="center")
