"""The end of a hand (every player's cards, points, rank, multipliers with reasons, payment; the ledger)
and the end of a match (standings and the hands played)."""
from __future__ import annotations

from typing import Any

import pygame

from . import theme
from .cards import card_size
from .scene import Scene, background
from .text import blit, fit, wrap
from game.engine import get_ruleset
from game.engine.wording import Subject, join
from .widgets import Button, ButtonColumn



def reason_text(ruleset: Any, reason: str) -> str:
    return ruleset.reason_words.get(reason, reason.replace("_", " "))


def namer(session: Any) -> Any:
    """Seats as subjects of sentences: "you" for the player at the screen, names otherwise."""
    names = session.names

    def who(seat: int) -> Subject:
        return Subject.you() if seat == session.human else Subject(names[seat] if seat < len(names) else f"seat {seat}")
    return who


class EndScene(Scene):
    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.session = table.session
        self.state = table.state
        self.result = self.state.result
        self.bg: dict = {}
        if self.result is not None and hasattr(self.session.match, "record_result"):
            self.session.match.record_result()     # the ledger shown below includes this hand
        self.match_over = self.session.match.over
        self.session.save_now()
        buttons = []
        if self.match_over:
            buttons.append(Button("Match summary", self.summary, "Enter", accent=True))
        else:
            buttons.append(Button("Next hand", self.next_hand, "Enter", accent=True))
        buttons.append(Button("Main menu", self.menu, "Esc"))
        self.buttons = ButtonColumn(buttons)

    def next_hand(self) -> None:
        self.app.pop()
        self.table.next_hand()

    def summary(self) -> None:
        self.app.replace(SummaryScene(self.app, self.session))

    def menu(self) -> None:
        from .menu import MainMenu
        self.session.save_now()
        self.app.stack.clear_to(MainMenu(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
                                                          pygame.K_n):
            self.buttons.buttons[0].action()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        res, names, sess = self.result, self.session.names, self.session
        if res is None:
            return
        rs = self.state.ruleset
        who = namer(sess)
        head = rs.end_title(res, who)
        y = self.title(surface, fit(head, self.px(34), W - 40))
        small, font = self.px(14), self.px(16)
        pad = self.px(30)
        extra = list(rs.end_columns)
        xs = [0.46, 0.53, 0.59][:len(extra)] if len(extra) <= 3 else [0.46 + 0.42 * i / len(extra)
                                                                      for i in range(len(extra))]
        cols = [("Player", 0.0), ("Cards left", 0.15)] + list(zip(extra, xs)) + [(rs.payment_label, 0.88)]
        tw = W - 2 * pad
        for label, fx in cols:
            blit(surface, label, small, theme.INK_DIM, (pad + int(tw * fx), y), bold=True)
        y += small + self.px(8)
        seats = [s for s in range(self.state.players) if s in res.points or s in res.payments]
        side = set(self.state.side_payments)
        row_h = max(self.px(40), min(self.px(62), (H - y - self.px(220)) // max(1, len(seats))))
        card_h = int(row_h * 0.86)
        art = self.app.art
        for s in seats:
            win = s in res.winners
            if win:
                pygame.draw.rect(surface, (40, 80, 50), (pad - 6, y - 2, tw + 12, row_h), border_radius=6)
            name = ("You" if s == sess.human else names[s]) + (" (dealer)" if s == self.state.dealer else "")
            blit(surface, fit(name, font, int(tw * 0.15) - 6), font, theme.GOLD if win else theme.INK,
                 (pad, y + row_h // 2), anchor="midleft", bold=win)
            cards = list(res.hands.get(s, ()))
            cw, _ = card_size(card_h)
            space = int(tw * 0.30)
            step = min(cw + 2, (space - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for i, c in enumerate(cards):
                surface.blit(art.face(c, card_h), (pad + int(tw * 0.15) + int(step * i), y + (row_h - card_h) // 2))
            if not cards:
                blit(surface, "—", font, theme.INK_DIM, (pad + int(tw * 0.15), y + row_h // 2), anchor="midleft")
            cells = list(rs.end_cells(res, s))
            if s in side and cells:
                cells[-1] += " · drop-out compensation"
            for i, (text, fx) in enumerate(zip(cells, xs)):
                room = int(tw * ((xs[i + 1] if i + 1 < len(xs) else 0.88) - fx)) - 6
                lines = wrap(text, small if i == len(cells) - 1 and len(text) > 4 else font, room)[:2]
                size = small if len(lines) > 1 or (i == len(cells) - 1 and len(text) > 4) else font
                ly = y + row_h // 2 - (len(lines) * (size + 2)) // 2
                for line in lines:
                    blit(surface, line, size, theme.INK, (pad + int(tw * fx), ly))
                    ly += size + 2
            pay = res.payments.get(s, 0)
            colour = theme.GREEN if pay > 0 else theme.BAD if pay < 0 else theme.INK_DIM
            blit(surface, sess.money(pay), font, colour, (pad + int(tw * 0.88), y + row_h // 2), anchor="midleft",
                 bold=True)
            y += row_h + 2
        y += self.px(6)
        for note in rs.breakdown(res, who)[:8]:
            for line in wrap("· " + note, small, tw)[:2]:
                blit(surface, line, small, theme.INK_DIM, (pad, y))
                y += small + 3
        # ledger
        y += self.px(8)
        m = sess.match
        blit(surface, f"Match after {m.hands_played} hand{'s' if m.hands_played != 1 else ''}"
                      + (f" of {m.max_hands}" if m.max_hands else ""), font, theme.GOLD, (pad, y), bold=True)
        y += font + 6
        x = pad
        for s, total in m.standings():
            label = f"{'You' if s == sess.human else names[s]} {sess.money(total)}"
            r = blit(surface, label, font, theme.INK, (x, y))
            x = r.right + self.px(28)
        bw, bh = self.px(240), self.px(44)
        self.buttons.layout(W - pad - bw, H - self.px(30) - 2 * bh - self.px(10), bw, bh, self.px(10))
        self.buttons.draw(surface, self.px(18))


class SummaryScene(Scene):
    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.bg: dict = {}
        self.buttons = ButtonColumn([Button("New game", self.new_game, "Enter", accent=True),
                                     Button("Main menu", self.menu, "Esc")])
        try:
            self.session.storage.clear_match()
        except Exception:
            pass

    def new_game(self) -> None:
        from .menu import MainMenu
        from .setup_scene import SetupScene
        from .session import GameConfig
        cfg = GameConfig.from_dict(self.session.config.to_dict())
        self.app.stack.clear_to(MainMenu(self.app))
        self.app.push(SetupScene(self.app, cfg))

    def menu(self) -> None:
        from .menu import MainMenu
        self.app.stack.clear_to(MainMenu(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.new_game()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        sess, m = self.session, self.session.match
        names = sess.names
        leaders = m.leaders
        subjects = [namer(sess)(s) for s in leaders]
        verb = "win" if len(subjects) != 1 or subjects[0].second else "wins"
        y = self.title(surface, f"Match over: {join(subjects).capitalize() if subjects else 'nobody'} {verb}!")
        pad, font, small = self.px(60), self.px(20), self.px(15)
        blit(surface, f"{sess.game_title}, {m.hands_played} hands", small, theme.INK_DIM, (W // 2, y),
             anchor="midtop")
        y += small + self.px(20)
        for place, (s, total) in enumerate(m.standings(), 1):
            name = "You" if s == sess.human else f"{names[s]} ({sess.levels[s]})"
            blit(surface, f"{place}.", font, theme.GOLD, (pad, y), bold=True)
            blit(surface, name, font, theme.INK, (pad + self.px(40), y))
            blit(surface, sess.money(total), font, theme.GREEN if total > 0 else theme.BAD if total < 0 else
                 theme.INK, (pad + self.px(360), y), bold=True)
            y += font + self.px(12)
        y += self.px(16)
        blit(surface, "Hands", small, theme.INK_DIM, (pad, y), bold=True)
        y += small + 6
        room = max(0, (H - y - self.px(40)) // (small + 4))
        results = list(enumerate(m.results, 1))[-room:] if room else []
        rs = get_ruleset(sess.config.game)
        for i, res in results:
            wins = ", ".join("You" if w == sess.human else names[w] for w in res.winners)
            you = sess.money(res.payments.get(sess.human, 0) * (m.stakes[i - 1] if i - 1 < len(m.stakes) else 1))
            line = f"{i:>2}. {wins or 'Nobody'} — {reason_text(rs, res.reason)}{f' ({rs.perfect_words})' if res.perfect else ''}; " \
                   f"you {you}"
            blit(surface, fit(line, small, W - 2 * pad - self.px(280)), small, theme.INK, (pad, y))
            y += small + 4
        bw, bh = self.px(240), self.px(44)
        self.buttons.layout(W - pad - bw, H - self.px(40) - 2 * bh, bw, bh, self.px(10))
        self.buttons.draw(surface, self.px(18))
