"""The rest of a match played by the bots with no table drawn, once the player is out of it (Kalookie's
retirement, K-11): the evening player pressed Enter through eleven hands of two bots to see who took the
pool.  The hands go by as the table would play them (:meth:`Session.play_out`), a frame's worth at a
time, with the standings counting; then the match summary."""
from __future__ import annotations

from typing import Any

import pygame

from . import theme
from .end_scene import SummaryScene, how_ended, out_line, own_name
from .i18n import _
from .scene import Scene, background
from .text import blit, fit
from .widgets import Button, ButtonColumn

#: seconds of the bots' play a frame (the window stays responsive; Esc is read between)
FRAME_WORK_S = 0.04
#: the standings stay this long after a frame that ended a hand, and the last ones before the summary: the
#: bots play a hand in a few frames, and s18-korean saw four hands and the summary in under half a second,
#: the screen a flicker; Enter, Space or a click goes to the summary at once
HAND_SHOWN_S = 0.8
END_SHOWN_S = 2.0


class PlayOutScene(Scene):
    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.bg: dict = {}
        self.buttons = ButtonColumn([Button(_("See the result now"), self.hurry, "Enter"),
                                     Button(_("Main menu"), self.menu, "Esc")])
        #: the hands played so far: the list below shows those the others play from here
        self.first = session.match.hands_played
        self.seen = self.first
        self.hold_until = 0.0
        self.ended_at: float | None = None
        self.hurried = False

    def animating(self, now: float) -> bool:
        return True                        # a frame as soon as the last one is drawn, until the match ends

    def update(self, now: float) -> None:
        if self.ended_at is not None:
            if self.hurried or now - self.ended_at >= END_SHOWN_S:
                self.app.replace(SummaryScene(self.app, self.session, settle=True))
            return
        if not self.hurried and now < self.hold_until:
            return                         # a hand's standings, read before the next is played
        try:
            done = self.session.play_out(FRAME_WORK_S)
        except ValueError as e:            # never expected: said, and the player is back at the menu, saved
            self.app.notices.append(str(e))
            self.menu()
            return
        if self.session.match.hands_played != self.seen:
            self.seen = self.session.match.hands_played
            self.hold_until = now + HAND_SHOWN_S
        if done:
            self.ended_at = now
            if self.hurried:
                self.app.replace(SummaryScene(self.app, self.session, settle=True))

    def hurry(self) -> None:
        """The rest without pauses, and the summary as soon as the match is over."""
        self.hurried = True

    def menu(self) -> None:
        self.session.save_now()            # Continue plays on from here, to the same end
        self.app.stack.clear_to(self.app.scenes.main_menu())

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.hurry()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        sess, m = self.session, self.session.match
        y = self.title(surface, _("The match is over") if self.ended_at is not None else _("The others play on"))
        pad, font, small = self.px(60), self.px(20), self.px(15)
        blit(surface, fit(_("{game}: hand {n}").format(game=_(sess.game_title), n=m.hand_number), small, W - 2 * pad),
             small, theme.INK_DIM, (W // 2, y), anchor="midtop")
        y += small + self.px(20)
        down = m.ruleset.counts_down(m.options)
        if down:
            blit(surface, _("Penalty points"), small, theme.INK_DIM, (pad + self.px(360), y), bold=True)
            y += small + self.px(8)
        for s, total in m.standings():
            name = own_name(sess) if s == sess.human else sess.names[s]
            ink = theme.INK_DIM if s in m.out else theme.INK
            blit(surface, fit(name, font, self.px(340)), font, ink, (pad, y))
            shown = str(int(total)) if total == int(total) else str(total)
            blit(surface, shown if down else sess.money(total), font, ink, (pad + self.px(360), y), bold=True)
            y += font + self.px(12)
        if m.out:
            blit(surface, fit(out_line(sess), small, W - 2 * pad), small,
                 theme.INK_DIM, (pad, y))
            y += small + self.px(6)
        y += self.px(16)
        room = max(0, (H - y - self.px(120)) // (small + 4))
        for i, res in list(enumerate(m.results, 1))[self.first:][-room:] if room else []:
            wins = ", ".join(sess.names[w] for w in res.winners if w != sess.human)
            how = how_ended(m, res.reason, res, lambda seat: None if seat == sess.human else sess.names[seat])
            line = f"{i:>2}. " + (_("{who} — {how}").format(who=wins, how=how) if wins else how)
            blit(surface, fit(line, small, W - 2 * pad), small, theme.INK, (pad, y))
            y += small + 4
        note = _("Main menu saves the game; Continue plays on from there.")
        blit(surface, fit(note, small, W - 2 * pad - self.px(260)), small, theme.INK_DIM,
             (pad, H - self.px(40) - small))
        bw, bh = self.px(240), self.px(44)
        gap = self.px(10)
        self.buttons.layout(W - pad - bw, H - self.px(40) - 2 * bh - gap, bw, bh, gap)
        self.buttons.draw(surface, self.px(18))
