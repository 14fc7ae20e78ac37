"""A question at the table answered by clicking cards (issue 26: "dialogs are part of the table").

Where the choices are cards (the card to demand, how a joker stands, the meld a discard goes to) the
player sees and clicks the cards themselves, under a short title, on a panel over the felt, rather than
reading a list of sentences.  Keys still work as in every list (1-9, arrows, Enter; Esc or Back).
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

import pygame

from game.engine import Card

from .. import theme
from ..cards import card_size
from ..i18n import _
from ..text import blit, fit, text_width, wrap
from ..widgets import ChoicePopup
from .marks import joker_mark, mark_rect


class CardChoicePopup(ChoicePopup):
    """Each choice drawn as its cards (a joker with what it stands for on it); one card a choice: the
    cards side by side, each one the button; several: a row a choice, its words beside its cards."""

    def __init__(self, title: str, labels: Sequence[str], on_pick: Callable[[int | None], None], scene: Any,
                 cards: Sequence[Sequence[Card]], stands: Sequence[Mapping[Card, str]] | None = None) -> None:
        super().__init__(title, labels, on_pick)
        self.sc = scene
        self.cards = [list(c) for c in cards]
        self.stands = [dict(s) for s in stands] if stands else [{} for __ in self.cards]

    @property
    def single(self) -> bool:
        return all(len(c) == 1 for c in self.cards)

    def draw(self, surface: pygame.Surface, size: int) -> None:
        L, art = self.sc.layout, self.sc.app.art
        T = L.table
        pad, small = L.pad, L.small
        h = max(40, int(L.pile_h * (0.8 if self.single else 0.62)))
        cw, ch = card_size(h)
        room_w = T.width - 4 * pad
        title = wrap(self.title, L.font + 2, room_w - 2 * pad, True)
        if self.single:
            tile = cw + pad
            per_row = max(1, min(len(self.cards), (room_w - 2 * pad) // tile))
            rows = -(-len(self.cards) // per_row)
            body_w = per_row * tile
            body_h = rows * (ch + small + pad)
        else:
            step = max(10, int(cw * 0.45))
            fan_w = max(cw + step * (len(c) - 1) for c in self.cards)
            label_w = max((text_width(lb, small) for lb in self.labels), default=0)
            body_w = min(room_w - 2 * pad, fan_w + 3 * pad + min(label_w, int(room_w * 0.4)) + small * 2)
            body_h = len(self.cards) * (ch + pad)
        back_h = L.font + pad
        width = max(body_w, min(room_w, max(text_width(t, L.font + 2, True) for t in title))) + 2 * pad
        height = pad + len(title) * (L.font + 6) + pad + body_h + back_h + 2 * pad
        self.box = pygame.Rect(0, 0, min(room_w, width), min(T.height - 2 * pad, height))
        self.box.center = L.middle.center
        self.box.clamp_ip(T)
        shade = pygame.Surface(T.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, T.topleft)
        panel = pygame.Surface(self.box.size, pygame.SRCALPHA)
        panel.fill((14, 40, 30, 240))
        surface.blit(panel, self.box)
        pygame.draw.rect(surface, theme.GOLD, self.box, width=2, border_radius=12)
        y = self.box.top + pad
        for line in title:
            blit(surface, line, L.font + 2, theme.GOLD, (self.box.centerx, y), bold=True, anchor="midtop")
            y += L.font + 6
        y += pad // 2
        self.rects = []
        if self.single:
            x0 = self.box.centerx - body_w // 2 + pad // 2
            for i, cards in enumerate(self.cards):
                r, c = divmod(i, per_row)
                rect = pygame.Rect(x0 + c * tile, y + r * (ch + small + pad), cw, ch)
                self._card(surface, art, cards[0], self.stands[i], rect, h, i)
                blit(surface, str(i + 1) if i < 9 else "", small, theme.INK_DIM, (rect.centerx, rect.bottom + 2),
                     anchor="midtop")
                self.rects.append(rect.inflate(4, small + 6).move(0, (small + 6) // 2))
            y += body_h
        else:
            x = self.box.left + pad
            for i, cards in enumerate(self.cards):
                row = pygame.Rect(x, y, self.box.width - 2 * pad, ch + pad // 2)
                pygame.draw.rect(surface, theme.BUTTON_HOVER if i == self.focus else theme.BUTTON, row, border_radius=8)
                blit(surface, str(i + 1) if i < 9 else "", small, theme.INK_DIM, (row.left + 6, row.centery),
                     anchor="midleft")
                cx = row.left + small + 8
                for k, c in enumerate(cards):
                    self._card(surface, art, c, self.stands[i], pygame.Rect(cx + k * step, y + pad // 4, cw, ch), h, -1)
                lx = cx + cw + step * (len(cards) - 1) + pad
                lines = wrap(self.labels[i], small, row.right - lx - 6)[:3]
                ly = row.centery - len(lines) * (small + 2) // 2
                for line in lines:
                    blit(surface, fit(line, small, row.right - lx - 6), small, theme.INK, (lx, ly))
                    ly += small + 2
                self.rects.append(row)
                y += ch + pad
        self.back = pygame.Rect(0, 0, max(110, self.box.width // 4), back_h)
        self.back.bottomright = (self.box.right - pad, self.box.bottom - pad)
        pygame.draw.rect(surface, theme.BUTTON, self.back, border_radius=6)
        pygame.draw.rect(surface, theme.INK_FAINT, self.back, width=1, border_radius=6)
        blit(surface, fit(_("Back (Esc)"), small, self.back.width - 10), small, theme.INK, self.back.center,
             anchor="center")

    def _card(self, surface: pygame.Surface, art: Any, card: Card, stands: Mapping[Card, str], rect: pygame.Rect,
              h: int, index: int) -> None:
        surface.blit(art.face(card, h), rect.topleft)
        face = stands.get(card)
        if face:                                   # what the joker stands for, as on the table
            mark = joker_mark(art, face, h)
            surface.blit(mark, mark_rect(rect, mark))
        if index == self.focus:
            pygame.draw.rect(surface, theme.HILITE, rect.inflate(6, 6), width=3, border_radius=8)
