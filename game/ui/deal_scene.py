"""Deal codes on the screen (issue 16): a hand's code to share, and "Play a deal" that takes one.

A code (``game.engine.dealcode``) names the game, its options, the seats and the deal; the seats
are letters: ``Y`` for the one who shared it, then the computer players' levels.  Whoever types the
code in sits at the first seat and meets the same opponents with the same cards.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.engine import Match
from game.engine.dealcode import decode

from .deal_code import LEVELS, paste_text
from .engine_text import engine_text
from .i18n import _
from . import theme
from .scene import Scene, background
from .text import blit, text_width, wrap

#: the most a typed or pasted code keeps: a code with its game's options runs to 75 letters (Kalookie North
#: American's); at 60 the end of it was cut and every such code refused as mistyped (27 Nov, s16)
CODE_MOST = 200
from .widgets import Button, ButtonColumn


class DealScene(Scene):
    """Type or paste a deal code and play that deal against the same opponents."""

    def __init__(self, app: Any, text: str = "") -> None:
        super().__init__(app)
        self.text = text
        self.error = ""
        self.bg: dict = {}
        self.column = ButtonColumn([Button(_("Play this deal"), self.play, "Enter", accent=True),
                                    Button(_("Back"), self.back, "Esc")])
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    def on_enter(self) -> None:
        # the key that opened this screen (P in the menu) or answered a question over it (N) also
        # comes as typed text in the same frame: that letter is not part of the code
        self._entered_at = getattr(self.app, "frames", 0)

    def back(self) -> None:
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass
        self.app.pop()

    def play(self) -> None:
        from game.controller.session import GameConfig, Session
        from .table.scene import TableScene
        from .words import player_name
        try:
            code = decode(self.text)
            hand = code.deal()
        except ValueError as e:
            said = engine_text(str(e))
            self.error = said[:1].upper() + said[1:]
            return
        if self._would_replace_saved_game():
            return
        letters = (code.seats or "Y" + "M" * (code.players - 1))[1:]
        levels = [LEVELS.get(ch, "medium") for ch in letters]
        cfg = GameConfig(game=code.game, players=code.players, levels=levels + ["medium"] * 6,
                         options=dict(code.options), max_hands=1, seed=code.seed)
        match = Match(code.game, players=code.players, seed=code.seed, options=dict(code.options), max_hands=1,
                      dealer=code.dealer)
        match.hand = hand
        session = Session(cfg, self.app.settings, storage=self.app.storage, match=match,
                          human_name=player_name(self.app.settings))
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass
        self.app.replace(TableScene(self.app, session))

    def _would_replace_saved_game(self) -> bool:
        """An unfinished saved game is not replaced by a played deal without asking, as New game asks."""
        if getattr(self, "_confirmed", False):
            return False
        try:
            saved = bool(self.app.storage.has_saved_match())
        except (OSError, ValueError):
            saved = False
        if not saved:
            return False
        from .stats_scene import ConfirmScene

        def go() -> None:
            self._confirmed = True
            self.play()
        from .saved_words import replace_question
        self.app.push(ConfirmScene(self.app, _("Play this deal instead?"), replace_question(self.app, True),
                                   go, yes=_("Play the deal"), no=_("Keep it")))
        return True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT:
            if getattr(self.app, "frames", 0) == getattr(self, "_entered_at", None):
                return
            self.text = (self.text + "".join(ch for ch in event.text if ch.isprintable()))[:CODE_MOST]
            self.error = ""
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                return
            if event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                self.text = (self.text + paste_text().strip())[:CODE_MOST]
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.play()
                return
            if event.key == pygame.K_ESCAPE:
                self.back()
                return
        self.column.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        y = self.title(surface, _("Play a deal"))
        font, small = self.px(20), self.px(15)
        w = min(W - self.px(80), self.px(720))
        x = (W - w) // 2
        for line in wrap(_("Type or paste (Ctrl+V) the code of a hand, like HOOLA-YMMH-0-3F9A2C71-K. You get "
                           "the same cards against the same opponents."), small, w):
            blit(surface, line, small, theme.INK_DIM, (x, y))
            y += small + 4
        y += self.px(12)
        box = pygame.Rect(x, y, w, font + self.px(18))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD, box, width=2, border_radius=8)
        blit(surface, _tail(self.text + "_", font, w - 16), font, theme.INK, (box.left + 8, box.centery),
             anchor="midleft")
        y = box.bottom + self.px(10)
        for line in wrap(self.error, small, w):
            blit(surface, line, small, theme.BAD, (x, y))
            y += small + 4
        bw, bh = self.px(260), self.px(44)
        self.column.layout(W // 2 - bw // 2, max(y + self.px(20), H // 2), bw, bh, self.px(12))
        self.column.draw(surface, self.px(18))


def _tail(text: str, size: int, width: int) -> str:
    """The end of what is typed, where the typing goes on: a long code shows "…" and its last letters."""
    if text_width(text, size) <= width:
        return text
    while len(text) > 1 and text_width("…" + text, size) > width:
        text = text[1:]
    return "…" + text
