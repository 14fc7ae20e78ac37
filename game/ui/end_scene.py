"""The end of a hand (every player's cards, points, rank, multipliers with reasons, payment; the ledger)
and the end of a match (standings and the hands played)."""
from __future__ import annotations

from typing import Any

import pygame

from .engine_text import engine_text
from .game_table import table_for
from .i18n import DEFAULT, _, language
from . import theme
from .cards import card_size
from .deal_code import copy_text, deal_code
from .scene import Scene, background
from .text import blit, fit, text_width, wrap
from game.engine.wording import Subject
from .widgets import Button, ButtonColumn
from .words import level_name



#: seconds the points count up at pace 1
COUNT_S = 0.9
#: seconds after the count during which a key or click only shows the points whole (not the next hand)
SETTLE_S = 0.6


def how_ended(match: Any, reason: str, result: Any = None, name: Any = None, game: str | None = None) -> str:
    """A hand's end in the game's words: with the ``result`` and ``name(seat)`` (None for the player), the
    game's table may say more of it (whose knock was undercut); else its ruleset's ``reason_words``.
    A lesson's first hand has no match: its ``game`` names the ruleset (the Korean check of 2026-11-27 read
    "나 승리: 빠짐", "you win: dropped out", from the bare reason "out")."""
    rs = getattr(match, "ruleset", None)
    game = getattr(match, "game", None) or game
    if rs is None and game is not None:
        from game.engine import get_ruleset
        rs = get_ruleset(game)
    if rs is None:
        from game.engine.ruleset import Ruleset
        rs = Ruleset
    if result is not None and name is not None and game is not None:
        said = table_for(game).ended_words(result, name)
        if said:
            return said
    return _(rs.reason_words.get(reason, reason.replace("_", " "))) if rs is not None else _(reason)


def session_game(session: Any) -> str | None:
    """The game a session (or a lesson's) is playing, from its set-up."""
    return getattr(getattr(session, "config", None), "game", None)


def title_size(head: str, size: int, least: int, width: int) -> int:
    """The largest bold size from ``size`` down to ``least`` at which ``head`` fits ``width`` (below it the
    title takes two lines): House Rummy's "Minji and Alice win: everyone on one side went out and the
    discard pile was closed; the most points win" ran off both sides of the window (measured plain,
    drawn bold) and lost its point."""
    while size > least and text_width(head, size, True) > width:
        size -= 1
    return size


def multiplier_text(mults: list) -> str:
    return ", ".join(f"{_(reason)} ×{k}" for reason, k in mults) if mults else "—"


def namer(session: Any) -> Any:
    """Seats as subjects of the breakdown's sentences: "you" for the player at the screen, names otherwise."""
    names = session.names

    def who(seat: int) -> Subject:
        if seat == session.human:
            # in English "you pay"; the sentences are translated from the third person ("나 pays")
            return Subject.you() if language() == DEFAULT else Subject(_("You"))
        return Subject(names[seat] if seat < len(names) else f"player {seat + 1}")
    return who


class EndScene(Scene):
    #: the match's standings under the breakdown (a lesson's stated match shows them only where it teaches them)
    show_ledger = True

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.session = table.session
        seat = table.seat_table       # the hand as the player's seat sees it: over now, so all of it is public
        self.result = seat.result
        #: the finished hand's public facts, kept as they were (the match may deal the next hand meanwhile)
        self.options, self.players, self.dealer = seat.options, seat.players, seat.dealer
        self.side_payments = seat.side_payments
        self.record = seat.finished_record() if seat.over else None
        self.bg: dict = {}
        if self.result is not None and hasattr(self.session.match, "record_result"):
            self.session.match.record_result()     # the ledger shown below includes this hand
        self.rs = seat.ruleset
        self.code = deal_code(self.session)
        self.copied = ""
        self.question: Any = None
        self.opened = app.now()
        speed = float(getattr(app.settings, "animation_speed", 1.0) or 0.0)
        #: seconds the points take to count up before the breakdown shows (none at instant pace)
        self.count_s = COUNT_S / speed if speed > 0 else 0.0
        self._ask()

    def counted(self, now: float | None = None) -> float:
        """How far the points have counted up, 0..1 (issue 26: numbers arrive, then the reasons)."""
        if self.count_s <= 0:
            return 1.0
        now = self.app.now() if now is None else now
        return max(0.0, min(1.0, (now - self.opened) / self.count_s))

    def animating(self, now: float) -> bool:
        return self.counted(now) < 1.0

    def next_wake(self, now: float) -> float | None:
        return self.opened + self.count_s if self.counted(now) < 1.0 else None

    def shown(self, value: Any, t: float) -> Any:
        """A number part of the way through counting up (whole until the last frame, then exact)."""
        if t >= 1.0:
            return value
        e = 1 - (1 - t) ** 3
        return int(round(float(value) * e))

    def _ask(self) -> None:
        """The match's question to the player between hands (a buy-in), else Next hand / the summary."""
        ctl = self.session.controller
        self.question = ctl.pending_decision() if hasattr(ctl, "pending_decision") else None
        self.match_over = self.question is None and self.session.match.over
        self.session.save_now()
        buttons = []
        if self.question is not None:
            __, labels = self.rs.decision_words(self.question)
            for i, choice in enumerate(self.question.choices):
                buttons.append(Button(engine_text(labels.get(choice, choice)), lambda c=choice: self.answer(c),
                                      "Enter" if i == 0 else str(i + 1), accent=i == 0))
        elif self.match_over:
            buttons.append(Button(_("Match summary"), self.summary, "Enter", accent=True))
        else:
            buttons.append(Button(_("Next hand"), self.next_hand, "Enter", accent=True))
            if getattr(self.session, "sits_out", False):     # retired: the others' hands need not be watched
                buttons.append(Button(_("Skip to the end"), self.skip_to_end, "S"))
        buttons.append(Button(_("Review the hand"), self.review, "V"))
        buttons.append(Button(_("Main menu"), self.menu, "Esc"))
        self.buttons = ButtonColumn(buttons)

    def review(self) -> None:
        """Step through this hand with every card face up, its costly moves marked (issue 16)."""
        from .review_scene import ReviewScene
        if self.record is None:               # never reached: the end screen opens on a finished hand
            return
        m = self.session.match
        n = m.hands_played if m.results and m.results[-1] is self.result else m.hands_played + 1
        self.app.push(ReviewScene(self.app, self.record, self.session.human, list(self.session.names),
                                  _("Review: hand {n}").format(n=n), code=self.code or ""))

    def answer(self, choice: str) -> None:
        try:
            self.session.controller.decide(choice)
        except ValueError as e:
            self.app.notices.append(str(e))
        self._ask()

    def next_hand(self) -> None:
        self.app.pop()
        self.table.next_hand()

    def summary(self) -> None:
        self.app.replace(SummaryScene(self.app, self.session))

    def skip_to_end(self) -> None:
        """The rest of the match played by the bots without the table (the player is out of it)."""
        self.app.replace(self.app.scenes.play_out(self.session))

    def menu(self) -> None:
        self.session.save_now()
        self.app.stack.clear_to(self.app.scenes.main_menu())

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v:
            self.review()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s and any(
                b.action == self.skip_to_end for b in self.buttons.buttons):
            self.skip_to_end()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.code:
            self.copied = copy_text(self.code)
            return
        # not Space: it is the slap key and skips the cards turning over, so a second press went on to the
        # next hand before the points were seen (the newcomer play-test)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return
        if self.count_s > 0 and self.app.now() < self.opened + self.count_s + SETTLE_S and (
                event.type == pygame.MOUSEBUTTONDOWN or
                (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_n))):
            # a key meant for the cards turning over, which move on by themselves, arrives as the points
            # count up: it shows them whole and goes no further (a newcomer never saw a hand's points)
            self.opened = self.app.now() - self.count_s - SETTLE_S
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_n):
            self.buttons.buttons[0].action()
            return
        if event.type == pygame.KEYDOWN and self.question is not None:
            # a choice after the first is labelled with its number ("Retire 2"): that key answers it (the
            # evening player's Kalookie match: 2 did nothing, and the buy-in was asked again)
            number = {**{getattr(pygame, f"K_{n}"): n for n in range(1, 10)},
                      **{getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)}}.get(event.key)
            if number is not None and 2 <= number <= len(self.question.choices):
                self.answer(self.question.choices[number - 1])
                return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        res, names, sess = self.result, self.session.names, self.session
        if res is None:
            return
        who = _and([_("You") if w == sess.human else names[w] for w in res.winners])
        how = how_ended(self.session.match, res.reason, res,
                        lambda seat: None if seat == sess.human else names[seat], game=session_game(sess))
        if not res.winners:
            head = _("Nobody wins: {how}").format(how=how)
        else:
            one = len(res.winners) == 1 and sess.human not in res.winners
            head = (_("{who} wins: {how}") if one else _("{who} win: {how}")).format(
                who=who, how=how) + (_(" — Perfect!") if res.perfect else "")
        size = title_size(head, self.px(34), self.px(24), W - 40)
        y = self.px(22)
        for line in wrap(head, size, W - 40, bold=True)[:2]:
            y = blit(surface, fit(line, size, W - 40, bold=True), size, theme.GOLD, (W // 2, y),
                     bold=True, anchor="midtop").bottom
        y += self.px(12)
        t = self.counted()
        small, font = self.px(14), self.px(16)
        pad = self.px(30)
        # the game's own columns (Hoola: rank and multipliers; Seven Bridge: what doubled a hand)
        where = {"points": 0.46, "rank": 0.53, "multipliers": 0.59, "payment": 0.88}
        columns = self.rs.columns(self.options)
        seats = [s for s in range(self.players) if s in res.points or s in res.payments]
        side = set(self.side_payments)
        if not any(res.multipliers.get(s) for s in seats) and res.pays_all is None and not side:
            columns = [(k, label) for k, label in columns if k != "multipliers"]   # not a column of dashes (s18-korean)
        shown = dict(columns)
        cols = [(_("Player"), 0.0), (_("Cards left"), 0.15)] + [(_(label), where[key]) for key, label in columns]
        tw = W - 2 * pad
        for label, fx in cols:
            blit(surface, label, small, theme.INK_DIM, (pad + int(tw * fx), y), bold=True)
        y += small + self.px(8)
        # a game that keeps a sheet needs its room under the rows: the players' rows are lower then
        tallest = self.px(48) if self.show_ledger and self.rs.sheet(sess.match) else self.px(62)
        row_h = max(self.px(40), min(tallest, (H - y - self.px(220)) // max(1, len(seats))))
        card_h = int(row_h * 0.86)
        art = self.app.art
        for s in seats:
            win = s in res.winners
            if win:
                pygame.draw.rect(surface, (40, 80, 50), (pad - 6, y - 2, tw + 12, row_h), border_radius=6)
            name = (own_name(sess) if s == sess.human else names[s]) + (_(" (dealer)") if s == self.dealer else "")
            blit(surface, fit(name, font, int(tw * 0.15) - 6), font, theme.GOLD if win else theme.INK,
                 (pad, y + row_h // 2), anchor="midleft", bold=win)
            cards = list(res.hands.get(s, ()))
            cw, __ = card_size(card_h)
            space = int(tw * 0.30)
            step = min(cw + 2, (space - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for i, c in enumerate(cards):
                surface.blit(art.face(c, card_h), (pad + int(tw * 0.15) + int(step * i), y + (row_h - card_h) // 2))
            if not cards:
                blit(surface, "—", font, theme.INK_DIM, (pad + int(tw * 0.15), y + row_h // 2), anchor="midleft")
            pts = res.points.get(s)
            blit(surface, "—" if pts is None else str(self.shown(pts, t)), font, theme.INK,
                 (pad + int(tw * 0.46), y + row_h // 2), anchor="midleft")
            if "rank" in shown:
                blit(surface, str(res.ranks.get(s, "—")), font, theme.INK, (pad + int(tw * 0.53), y + row_h // 2),
                     anchor="midleft")
            mult = res.multipliers.get(s, []) if "multipliers" in shown else []
            text = multiplier_text(mult)
            if res.pays_all == s:
                text = _("pays for all; {multipliers}").format(multipliers=text) if mult else _("pays for all")
            if s in side:
                text += _(" · drop-out compensation")
            lines = wrap(text, small, int(tw * 0.28))[:2] if "multipliers" in shown else []
            ly = y + row_h // 2 - (len(lines) * (small + 2)) // 2
            for line in lines:
                blit(surface, line, small, theme.INK, (pad + int(tw * 0.59), ly))
                ly += small + 2
            pay = res.payments.get(s, 0)
            colour = theme.GREEN if pay > 0 else theme.BAD if pay < 0 else theme.INK_DIM
            blit(surface, sess.money(self.shown(pay, t)), font, colour, (pad + int(tw * 0.88), y + row_h // 2), anchor="midleft",
                 bold=True)
            y += row_h + 2
        y += self.px(6)
        m = sess.match
        tables = self.rs.sheet(m) if self.show_ledger else None
        sheet = self.show_ledger and len(m.totals) >= 2
        notes_w = tw if not sheet and not tables else int(tw * 0.55)
        sheet_top = y
        lines = table_for(sess.config.game).breakdown(self.rs, res, namer(sess), self.options) if t >= 1.0 else ()
        for note in lines[:8]:                # the reasons, once counted
            for line in wrap("· " + engine_text(note), small, notes_w)[:2]:
                blit(surface, line, small, theme.INK_DIM, (pad, y))
                y += small + 3
        for note in (table_for(sess.config.game).end_notes(self.options) if t >= 1.0 else ()):
            for line in wrap(note, small, notes_w)[:3]:      # the game's own words said plainly
                blit(surface, line, small, theme.INK_DIM, (pad, y))
                y += small + 3
        if tables:                            # the game's own sheet, as it is kept on paper (Kalookie)
            n_buttons = len(self.buttons.buttons)
            buttons_top = H - self.px(30) - n_buttons * self.px(44) - (n_buttons - 1) * self.px(10)
            sheet_tables(surface, tables, m, sess, pad + notes_w + self.px(16), sheet_top,
                         tw - notes_w - self.px(16), small, limit=buttons_top - self.px(8))
        elif sheet:                           # the score sheet: the totals after every hand, by side
            bottom = score_sheet(surface, m, sess, pad + notes_w + self.px(16), sheet_top,
                                 tw - notes_w - self.px(16), small)
            y = max(y, bottom)
        if self.show_ledger:
            self._draw_ledger(surface, y, pad, font, small)
        bw, bh = self.px(240), self.px(44)
        if self.code:                          # the hand's deal code, to share (issue 16), left of the buttons
            note = self.copied or _("C copies it; Play a deal in the menu plays it")
            line = _("Deal code: {code}  ·  {note}").format(code=self.code, note=note)
            room = W - 2 * pad - bw - self.px(16)
            lines = [line] if text_width(line, small) <= room else \
                [_("Deal code: {code}").format(code=self.code), fit(note, small, room)]
            code_y = H - self.px(30) - small - (len(lines) - 1) * (small + 3)
            for text in lines:
                blit(surface, text, small, theme.INK_DIM, (pad, code_y))
                code_y += small + 3
        n = len(self.buttons.buttons)
        top = H - self.px(30) - n * bh - (n - 1) * self.px(10)
        if self.question is not None:
            text = engine_text(self.rs.decision_words(self.question)[0])
            qy = top - self.px(10)
            lines = wrap(text, font, int(tw * 0.55))
            for line in reversed(lines):
                qy -= font + 4
                blit(surface, line, font, theme.GOLD, (W - pad - int(tw * 0.55), qy))
        self.buttons.layout(W - pad - bw, top, bw, bh, self.px(10))
        self.buttons.draw(surface, self.px(18))

    def _draw_ledger(self, surface: pygame.Surface, y: int, pad: int, font: int, small: int) -> None:
        """The match after this hand: its standings, a side each, and who is out of the game."""
        sess, m = self.session, self.session.match
        names = sess.names
        y += self.px(8)
        after = _("Match after {n} hands of {total}") if m.max_hands else _("Match after {n} hands")
        if m.hands_played == 1:
            after = _("Match after 1 hand of {total}") if m.max_hands else _("Match after 1 hand")
        r = blit(surface, after.format(n=m.hands_played, total=m.max_hands), font, theme.GOLD, (pad, y), bold=True)
        if self.rs.counts_down(m.options):     # penalty points: say which way is better (the play-test asked)
            blit(surface, _("the fewest penalty points lead"), small, theme.INK_DIM, (r.right + self.px(12), y + 2))
        y += font + 6
        x = pad
        for label in standing_labels(m, sess):
            r = blit(surface, label, font, theme.INK, (x, y))
            x = r.right + self.px(28)
        if m.out:
            blit(surface, out_line(sess), small, theme.INK_DIM, (pad, y + font + 6))


def own_name(sess: Any) -> str:
    """The player in a list of players: the name chosen in Settings, else "You" (sentences keep "you")."""
    from .i18n import LANGUAGES, catalogue
    chosen = sess.names[sess.human] if 0 <= sess.human < len(sess.names) else ""
    defaults = {"You"} | {catalogue(code).get("You", "") for code in LANGUAGES if code != "en"}
    return chosen if chosen and chosen not in defaults else _("You")     # "나" kept from a Korean start


def out_line(sess: Any) -> str:
    """Who is out of the match (Kalookie's retired players), as the match's screens say it."""
    gone = ", ".join(_("You") if s == sess.human else sess.names[s] for s in sorted(sess.match.out))
    return _("Out of the game: {names}").format(names=gone)


def standing_labels(m: Any, sess: Any) -> list[str]:
    """The match's standings, one label a side: partners share one score, so they are named together
    ("You & Kenji +125"; the issue-25 play-through read "You +125, Kenji +125" as two scores)."""
    names = [own_name(sess) if s == sess.human else sess.names[s] for s in range(m.players)]
    totals = dict(m.standings())
    sides = [side for side in m.sides if len(side) > 1]
    if not sides:
        return [f"{names[s]} {sess.money(total)}" for s, total in m.standings()]
    sides.sort(key=lambda side: -totals.get(side[0], 0))
    return [f"{' & '.join(names[s] for s in side)} {sess.money(totals.get(side[0], 0))}" for side in sides]


def _and(names: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    if len(names) < 2:
        return names[0] if names else ""
    return _("{some} and {last}").format(some=", ".join(names[:-1]), last=names[-1])


def score_sheet(surface: pygame.Surface, m: Any, sess: Any, x: int, y: int, w: int, size: int,
                rows: int = 8) -> int:
    """The match's score sheet: a column per side (partners together), the totals after each hand,
    the latest hands when there are many; returns the bottom edge."""
    names = [_("You") if s == sess.human else sess.names[s] for s in range(m.players)]
    sides = [side for side in m.sides if not all(s in m.out for s in side)] or list(m.sides)
    first = size * 4
    col = max(1, (w - first) // max(1, len(sides)))
    half = col // 2
    blit(surface, _("Hand"), size, theme.INK_DIM, (x, y), bold=True)
    for i, side in enumerate(sides):
        label = " & ".join(names[s] for s in side)
        blit(surface, fit(label, size, col - 4), size, theme.INK_DIM, (x + first + i * col, y), bold=True)
    y += size + 2
    small = max(9, int(size * 0.8))
    for i in range(len(sides)):          # each side: what the hand paid, then the total so far
        blit(surface, fit(_("hand"), small, half - 4), small, theme.INK_FAINT, (x + first + i * col, y))
        blit(surface, fit(_("total"), small, half - 4), small, theme.INK_FAINT, (x + first + i * col + half, y))
    y += small + 4
    shown = list(enumerate(m.totals, 1))[-rows:]
    for n, totals in shown:
        before = m.totals[n - 2] if n >= 2 else {}
        blit(surface, str(n), size, theme.INK_DIM, (x, y))
        for i, side in enumerate(sides):
            value = totals.get(side[0], 0)
            paid = value - before.get(side[0], 0)
            blit(surface, fit(sess.money(paid), size, half - 4), size, theme.INK_DIM, (x + first + i * col, y))
            blit(surface, fit(sess.money(value), size, half - 4), size, theme.INK, (x + first + i * col + half, y))
        y += size + 3
    return y


def sheet_tables(surface: pygame.Surface, tables: Any, m: Any, sess: Any, x: int, y: int, w: int, size: int,
                 rows: int = 5, limit: int | None = None) -> int:
    """A game's own score sheet (:meth:`Ruleset.sheet`): each table under its title, a column a
    player, the latest hands (as many as fit above ``limit``, ``rows`` at most) and every summing
    row; returns the bottom edge."""
    names = [_("You") if s == sess.human else sess.names[s] for s in range(m.players)]
    line = size + 3
    kept = {id(t): rows for t in tables}
    if limit is not None:
        # a table of running totals shows its latest hand alone; the room left goes to the others' hands
        # (Kalookie's sheet showed one hand of its penalty points after hand 2: the re-check of 27 Nov)
        running = [t for t in tables if t.running]
        fixed = sum(2 + sum(1 for r in t.rows if not r[0].isdigit()) for t in tables) * line + \
            len(tables) * (size // 2 + 1) + len(running) * line
        others = len(tables) - len(running)
        each = max(1, min(rows, (limit - y - fixed) // max(1, line * others))) if others else 1
        kept = {id(t): 1 if t.running else each for t in tables}
    first = max(size * 3, int(w * 0.3))
    col = max(1, (w - first) // max(1, m.players))
    for table in tables:                 # its title on a line of its own, then "Hand" and the names
        blit(surface, fit(_(table.title), size, w), size, theme.GOLD, (x, y), bold=True)
        y += size + 4
        blit(surface, fit(_("Hand"), size, first - 6), size, theme.INK_DIM, (x, y))
        for s, name in enumerate(names):
            blit(surface, fit(name, size, col - 4), size, theme.INK_DIM, (x + first + s * col, y), bold=True)
        y += size + 4
        hands = [r for r in table.rows if r[0].isdigit()][-kept[id(table)]:]
        sums = [r for r in table.rows if not r[0].isdigit()]
        for label, cells in hands + sums:
            colour = theme.INK if label.isdigit() else theme.GOLD
            # a running table's one hand row is the total after it: "4" read as what hand 4 paid, beside a
            # Stakes column that said otherwise (the evening player's Kalookie match, 27 Nov)
            said = _("after hand {n}").format(n=label) if table.running and label.isdigit() else _(label)
            blit(surface, fit(said, size, first - 6), size, theme.INK_DIM, (x, y))
            for s, cell in enumerate(cells):
                blit(surface, cell, size, colour, (x + first + s * col, y))
            y += size + 3
        y += size // 2
    return y


def _sheet_totals(m: Any) -> list[str] | None:
    """Each seat's "Total" of the game's own sheet (Kalookie: the payments with the pool), or None."""
    for table in m.ruleset.sheet(m) or ():
        for label, cells in table.rows:
            if label == "Total":
                return list(cells)
    return None


class SummaryScene(Scene):
    def __init__(self, app: Any, session: Any, *, settle: bool = False) -> None:
        super().__init__(app)
        self.session = session
        #: after the others' hands played out, keys and clicks wait a moment: the Esc pressed to leave "The others
        #: play on" as the match ended met the summary instead, and the match was gone unseen (s18-evening)
        self.quiet_until = app.now() + SETTLE_S if settle else 0.0
        if hasattr(session, "book_match"):        # the match in the statistics (a demo's session has none)
            session.book_match()
        self.bg: dict = {}
        self.buttons = ButtonColumn([Button(_("New game"), self.new_game, "Enter", accent=True),
                                     Button(_("Main menu"), self.menu, "Esc")])
        try:
            if self.session.storage is not None:       # a demo table keeps no saves
                self.session.storage.clear_match()
        except OSError as e:   # the finished match stays on disk; Continue will say it is over
            self.app.notices.append(_("The finished game could not be cleared from your saves: {error}").format(error=e))

    def new_game(self) -> None:
        from game.controller.session import GameConfig
        cfg = GameConfig.from_dict(self.session.config.to_dict())
        self.app.stack.clear_to(self.app.scenes.main_menu())
        self.app.push(self.app.scenes.setup(cfg))

    def menu(self) -> None:
        self.app.stack.clear_to(self.app.scenes.main_menu())

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                self.app.now() < self.quiet_until:
            return
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
        leaders = m.winners if hasattr(m, "winners") else m.leaders
        who = _and([_("You") if s == sess.human else names[s] for s in leaders])
        one = len(leaders) == 1 and sess.human not in leaders
        y = self.title(surface, (_("Match over: {who} wins!") if one else _("Match over: {who} win!")).format(who=who))
        pad, font, small = self.px(60), self.px(20), self.px(15)
        hands = _("{game}, 1 hand") if m.hands_played == 1 else _("{game}, {n} hands")
        blit(surface, hands.format(game=_(sess.game_title), n=m.hands_played), small, theme.INK_DIM, (W // 2, y),
             anchor="midtop")
        y += small + self.px(20)
        # penalty points (Kalookie's pool) are no winnings: said as what they are, and beside them what each
        # player won or lost, the pool with it (the evening player's match ended on 109, 175 and 219 in green,
        # and nothing said who took the pool)
        down = m.ruleset.counts_down(m.options)
        money = _sheet_totals(m) if down else None
        if down:
            blit(surface, _("Penalty points"), small, theme.INK_DIM, (pad + self.px(360), y), bold=True)
            if money:
                blit(surface, _("Total"), small, theme.INK_DIM, (pad + self.px(520), y), bold=True)
            y += small + self.px(8)
        for place, (s, total) in enumerate(m.standings(), 1):
            name = own_name(sess) if s == sess.human else f"{names[s]} ({level_name(sess.levels[s])})"
            blit(surface, f"{place}.", font, theme.GOLD, (pad, y), bold=True)
            blit(surface, name, font, theme.INK, (pad + self.px(40), y))
            if down:
                blit(surface, str(int(total)) if total == int(total) else str(total), font, theme.INK,
                     (pad + self.px(360), y), bold=True)
                if money:
                    cell = money[s]
                    blit(surface, cell, font, theme.GREEN if cell.startswith("+") else theme.BAD
                         if cell.startswith("-") else theme.INK, (pad + self.px(520), y), bold=True)
            else:
                blit(surface, sess.money(total), font, theme.GREEN if total > 0 else theme.BAD if total < 0 else
                     theme.INK, (pad + self.px(360), y), bold=True)
            y += font + self.px(12)
        if down and m.pool and leaders:
            took = _("You take the pool: {pool}") if sess.human in leaders else _("{who} takes the pool: {pool}")
            blit(surface, took.format(who=who, pool=int(m.pool)), small, theme.GOLD, (pad, y))
            y += small + self.px(6)
        if down and m.out:
            blit(surface, out_line(sess), small, theme.INK_DIM, (pad, y))
            y += small + self.px(6)
        y += self.px(16)
        room = max(0, (H - y - small - 6 - self.px(40)) // (small + 4))
        results = list(enumerate(m.results, 1))[-room:] if room else []
        # a long match's first hands do not fit: the heading says so (21 hands, the last 19 listed, s18-korean)
        heading = _("Hands") if len(results) == len(m.results) else _("Hands (the last {n} of {total})").format(
            n=len(results), total=len(m.results))
        blit(surface, heading, small, theme.INK_DIM, (pad, y), bold=True)
        y += small + 6
        side = m.side_of(sess.human)        # partners share a score: the hand's line says the side's, as the totals
        for i, res in results:                # do (a House Rummy line said "you +85" over a total of +120, s19-recheck)
            wins = ", ".join(_("You") if w == sess.human else names[w] for w in res.winners)
            you = sess.money(sum(res.payments.get(s, 0) for s in side) * (m.stakes[i - 1] if i - 1 < len(m.stakes)
                                                                            else 1))
            how = how_ended(m, res.reason, res, lambda seat: None if seat == sess.human else names[seat]) + (
                _(" (Perfect)") if res.perfect else "")
            if sess.human not in res.payments:  # a hand sat out after retiring: "· 나 0" read as a riddle (s18-korean)
                said = (_("{who} — {how}"), "{how}")
            else:
                said = ((_("{who} — {how}; you {amount}"), _("{how}; you {amount}")) if len(side) == 1 else
                        (_("{who} — {how}; your side {amount}"), _("{how}; your side {amount}")))
            text = f"{i:>2}. " + (said[0] if wins else said[1])     # (a void hand has no winner to name)
            # a long ending is cut, not the amount after it ("…; your side …" hid the very number)
            room = W - 2 * pad - self.px(280) - text_width(text.format(who=wins, how="", amount=you), small)
            line = text.format(who=wins, how=fit(how, small, max(room, 0)), amount=you)
            blit(surface, fit(line, small, W - 2 * pad - self.px(280)), small, theme.INK, (pad, y))
            y += small + 4
        bw, bh = self.px(240), self.px(44)
        self.buttons.layout(W - pad - bw, H - self.px(40) - 2 * bh, bw, bh, self.px(10))
        self.buttons.draw(surface, self.px(18))
