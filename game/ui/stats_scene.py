"""Statistics by game and opponent level, and resetting them (after a confirmation)."""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Callable

import pygame

from ai.registry import LEVELS
from game.engine import games, get_ruleset
from game.engine.counters import book_game, stats_of

from .i18n import _
from . import theme
from .scene import Scene, background
from .text import blit, fit, text_width, wrap
from .widgets import Button, ButtonColumn

#: How the session names a kept hand in ``recent.json`` ("Battle Hoola, hand 3": English, the file's form).
KEPT_TITLE = re.compile(r"(?P<game>.+), hand (?P<n>\d+)")


def recent_title(title: str) -> str:
    """A kept hand's title in the player's language (issue 26, item 3): the file keeps the English form,
    so lists written before a language switch read in the new language too."""
    m = KEPT_TITLE.fullmatch(title)
    if m is None:
        return title
    return _("{game}, hand {n}").format(game=_(m.group("game")), n=int(m.group("n")))
from .words import game_title, level_parts


def recent_label(entry: dict) -> str:
    """A kept hand in the review's list with how it went: "Battle Hoola, hand 1 · Minji won · you -2"
    (three lines read "Battle Hoola, hand 1" alike, and a returning player could not tell them apart)."""
    title = recent_title(entry.get("title", ""))
    try:
        from game.engine.review import Review
        review = Review(entry["record"])
        res = review.state(len(review)).result
        human, names = entry["human"], [str(n) for n in entry["names"]]
        if res is None:
            return title
        who = [_("You") if w == human else names[w] for w in res.winners]
        if not who:
            outcome = _("nobody won")
        else:
            both = who[0] if len(who) == 1 else _("{some} and {last}").format(some=", ".join(who[:-1]), last=who[-1])
            outcome = _("{who} won").format(who=both)
        you = signed(res.payments.get(human, 0))
        return _("{title} · {outcome} · you {amount}").format(title=title, outcome=outcome, amount=you)
    except (ValueError, KeyError, TypeError, IndexError, AttributeError):
        return title


def amount(v: Fraction | int) -> str:
    v = Fraction(v)
    return str(v.numerator) if v.denominator == 1 else f"{float(v):.2f}".rstrip("0").rstrip(".")


def signed(v: Fraction | int) -> str:
    text = amount(v)
    return "+" + text if v > 0 else text


def measures(game: str) -> list[tuple[str, Callable[[Any], str]]]:
    """The rows of the table: a label and how to show it from a :class:`game.storage.Line`.  The
    shared rows, and between them the game's own (:mod:`game.engine.counters`) in its words.  ``game``
    may be a version's book (``kalookie.north_american``)."""
    own = stats_of(game)
    unit = own.unit or get_ruleset(book_game(game)).unit
    won, lost = (_("Stakes won"), _("Stakes lost")) if unit == "stakes" else (_("Points won"), _("Points lost"))
    rows: list[tuple[str, Callable[[Any], str]]] = [
        (_("Hands played"), lambda ln: str(ln.hands)),
        (_("Hands won"), lambda ln: f"{ln.wins} (" + _("{percent} %").format(percent=round(100 * ln.win_rate)) + ")" if ln.hands else "0"),
    ]
    if own.winners_only:             # only the winner scores: no points lost, the net is the points scored
        rows.append((_("Points scored"), lambda ln: amount(ln.won)))
    else:
        rows += [(won, lambda ln: amount(ln.won)), (lost, lambda ln: amount(ln.lost)),
                 (_("Net"), lambda ln: signed(ln.net))]
    rows += [(_(c.label), lambda ln, name=c.name: str(ln.count(name))) for c in own.counters]
    if own.claim_rows is not None:
        claims_won, claims_lost = own.claim_rows
        rows += [(_(claims_won), lambda ln: str(ln.slaps_won)), (_(claims_lost), lambda ln: str(ln.slaps_lost))]
    rows += [
        (_("Best winning streak"), lambda ln: _("{best} (now {now})").format(best=ln.best_streak, now=ln.streak)
         if ln.streak else str(ln.best_streak)),
        (_("Matches played"), lambda ln: str(ln.matches)),
        (_("Matches won"), lambda ln: f"{ln.match_wins} (" + _("{percent} %").format(
            percent=round(100 * ln.match_wins / ln.matches)) + ")" if ln.matches else "0"),
    ]
    return rows


def books(games_: list[str], kept: list[str]) -> list[str]:
    """The screen's tabs: every game, each followed by the books of its versions the statistics hold."""
    out = []
    for g in games_:
        out.append(g)
        out += sorted(k for k in kept if k != g and book_game(k) == g and stats_of(k).title)
    return out


def book_title(key: str, tabs: list[str] = ()) -> str:
    """A tab's name: the game's, or the game's and the version's ("Kalookie (North American)"); the
    game's own book names its versions too while a version's book stands beside it in ``tabs``."""
    game = book_game(key)
    title = stats_of(key).title
    if key == game and not (title and any(t != key and book_game(t) == game for t in tabs)):
        return game_title(game)
    return _("{game} ({version})").format(game=game_title(game), version=_(title))


def level_order(levels: list[str]) -> list[str]:
    known = list(LEVELS)
    return sorted(levels, key=lambda lv: (known.index(lv) if lv in known else len(known), lv))


class StatsScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.bg: dict = {}
        self.games = list(games())
        self.tab = 0
        self.tab_rects: list[pygame.Rect] = []
        self.error = ""
        self.stats: Any = None
        self.reload()
        self.popup: Any = None
        self.buttons = ButtonColumn([
            Button(_("Reset this game…"), self.ask_reset_game, "R"),
            Button(_("Reset all…"), self.ask_reset_all, "A"),
            Button(_("Review a recent hand…"), self.ask_recent, "V"),
            Button(_("Back"), self.app.pop, "Esc", accent=True),
        ])

    # ------------------------------------------------------------------ data
    def reload(self) -> None:
        try:
            self.stats = self.app.storage.stats()
        except (OSError, ValueError) as e:
            self.stats = None
            self.error = _("Statistics could not be read: {error}").format(error=e)
        msgs = self.app.take_messages()
        if msgs:
            self.error = " ".join(msgs)
        shown = self.game if self.games else None
        self.games = books(list(games()), self.stats.games() if self.stats is not None else [])
        if shown in self.games:
            self.tab = self.games.index(shown)
        played = [i for i, g in enumerate(self.games) if self.stats is not None and self.stats.levels(g)]
        if played and not (self.stats.levels(self.games[self.tab])):
            self.tab = played[0]

    def on_enter(self) -> None:
        self.reload()

    @property
    def game(self) -> str:
        return self.games[self.tab % len(self.games)]

    @staticmethod
    def headings(cols: list[tuple[str, Any]]) -> list[tuple[str, Any, str | None]]:
        """Each column's heading split in two lines: the level, then the help the player had (or None)."""
        out = []
        for head, line in cols:
            name, _sep, note = head.partition("\n")
            out.append((name, line, note or None))
        return out

    def columns(self) -> list[tuple[str, Any]]:
        """(heading, line) per opponent level played, then the total; a heading with the help the player
        had is two lines ("Medium\nwith hints")."""
        if self.stats is None:
            return []
        levels = level_order(self.stats.levels(self.game))
        cols = []
        for lv in levels:
            name, note = level_parts(lv, capital=True)
            cols.append((name if note is None else f"{name}\n{note}", self.stats.line(self.game, lv)))
        if len(cols) > 1:
            cols.append((_("All levels"), self.stats.total(self.game)))
        return cols

    # ------------------------------------------------------------------ reset
    def ask_reset_game(self) -> None:
        game = self.game
        # the tab's own name: "Reset the statistics of Kalookie?" on the British tab kept the North American
        # book, a tab of its own beside it (s17-recheck)
        self.app.push(ConfirmScene(self.app, _("Reset the statistics of {title}?").format(
                                       title=book_title(game, self.games)),
                                   _("Every hand of this game, against every level, is forgotten. "
                                     "This cannot be undone."), lambda: self.reset(game)))

    def ask_reset_all(self) -> None:
        self.app.push(ConfirmScene(self.app, _("Reset all statistics?"),
                                   _("Every hand of every game is forgotten. This cannot be undone."),
                                   lambda: self.reset(None)))

    def reset(self, game: str | None) -> None:
        try:
            self.app.storage.reset_stats(game)
        except (OSError, ValueError) as e:
            self.error = _("Statistics could not be reset: {error}").format(error=e)
        self.reload()

    # ------------------------------------------------------------------ input
    def ask_recent(self) -> None:
        """The last hands played (newest first): one is opened in the hand review."""
        from .widgets import ChoicePopup
        getter = getattr(self.app.storage, "recent_hands", None)
        hands = list(reversed(getter())) if getter else []
        if not hands:
            self.error = _("No hands are kept yet: the last 20 hands you finish can be reviewed here.")
            return

        def pick(i: int | None) -> None:
            self.popup = None
            if i is None:
                return
            from .review_scene import ReviewScene
            e = hands[i]
            try:
                from .deal_code import record_code
                levels = [str(lv) for lv in e.get("levels", [])] if isinstance(e.get("levels"), list) else []
                scene = ReviewScene(self.app, e["record"], e["human"], [str(n) for n in e["names"]],
                                    _("Review: {title}").format(title=recent_title(e["title"])),
                                    code=record_code(e["record"], levels, len(e["names"])))
            except (ValueError, KeyError, TypeError, IndexError) as err:
                self.error = _("That hand could not be replayed: {error}").format(error=err)
                return
            self.app.push(scene)
        self.popup = ChoicePopup(_("Review which hand?"), [recent_label(e) for e in hands[:9]], pick)

    def handle(self, event: pygame.event.Event) -> None:
        if self.popup is not None:
            self.popup.handle(event)
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_v:
                self.ask_recent()
                return
            if event.key in (pygame.K_ESCAPE, pygame.K_q, pygame.K_BACKSPACE):
                self.app.pop()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.tab = (self.tab + (1 if event.key == pygame.K_RIGHT else -1)) % len(self.games)
            elif event.key == pygame.K_r:
                self.ask_reset_game()
            elif event.key == pygame.K_a:
                self.ask_reset_all()
            else:
                self.buttons.handle(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in enumerate(self.tab_rects):
                if r.collidepoint(event.pos):
                    self.tab = i
                    return
        self.buttons.handle(event)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        y = self.title(surface, _("Statistics"))
        pad = self.px(50)
        # tabs, one per game
        self.tab_rects = []
        x = pad
        size = self.px(18)
        labels = [book_title(g, self.games) for g in self.games]
        room = W - 2 * pad - self.px(160)           # the tabs and "←→ switch game" on one line if they can
        while size > self.px(12) and sum(self.px(34) + text_width(t, size, bold=True) for t in labels) > room:
            size -= 1
        for i, g in enumerate(self.games):
            label = labels[i]
            r = pygame.Rect(x, y, self.px(24) + text_width(label, size, bold=True), self.px(36))
            on = i == self.tab % len(self.games)
            pygame.draw.rect(surface, theme.PANEL_LIGHT if on else theme.PANEL, r, border_radius=6)
            if on:
                pygame.draw.rect(surface, theme.GOLD, r, width=2, border_radius=6)
            blit(surface, label, size, theme.GOLD if on else theme.INK_DIM, r.center, anchor="center", bold=on)
            self.tab_rects.append(r)
            x = r.right + self.px(10)
        hint = _("←→ switch game")
        if x + self.px(10) + text_width(hint, self.px(13)) <= W - self.px(8):        # where it fits
            blit(surface, hint, self.px(13), theme.INK_FAINT, (x + self.px(10), y + self.px(10)))
        y += self.px(50)
        bw, bh = self.px(220), self.px(42)
        table_w = W - 2 * pad - bw - self.px(30)
        box = pygame.Rect(pad, y, table_w, H - y - self.px(60))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
        cols = self.columns()
        small, font = self.px(14), self.px(16)
        if self.error:
            for line in wrap(self.error, small, table_w - 20)[:3]:
                blit(surface, line, small, theme.BAD, (box.left + 12, box.bottom + 4))
        if not cols:
            blit(surface, _("No hands of {title} played yet.").format(title=book_title(self.game)), size, theme.INK_DIM,
                 box.center, anchor="center")
        else:
            rows = measures(self.game)
            label_w = int(table_w * 0.34)
            col_w = (table_w - label_w - self.px(20)) / len(cols)
            row_h = min(self.px(30), (box.height - self.px(50)) // (len(rows) + 1))
            ty = box.top + self.px(12)
            notes = [wrap(note, small, int(col_w) - 6)[:2] if note else [] for __, __l, note in self.headings(cols)]
            for j, (head, __, note) in enumerate(self.headings(cols)):
                cx = box.left + label_w + int(col_w * (j + 1)) - self.px(8)
                blit(surface, fit(head, small, int(col_w) - 6), small, theme.GOLD, (cx, ty), anchor="topright",
                     bold=True)
                for k, piece in enumerate(notes[j]):      # the help the player had, on lines of its own
                    blit(surface, fit(piece, small, int(col_w) - 6), small, theme.INK_DIM,
                         (cx, ty + (small + 2) * (k + 1)), anchor="topright")
            ty += row_h + self.px(4) + (small + 2) * max(len(n) for n in notes)
            for i, (label, show) in enumerate(rows):
                if i % 2 == 0:
                    pygame.draw.rect(surface, theme.PANEL_LIGHT, (box.left + 6, ty - 3, box.width - 12, row_h),
                                     border_radius=4)
                blit(surface, fit(label, font, label_w - 16), font, theme.INK, (box.left + self.px(14), ty))
                for j, (__, line) in enumerate(cols):
                    cx = box.left + label_w + int(col_w * (j + 1)) - self.px(8)
                    text = show(line)
                    colour = theme.INK
                    if label == _("Net"):
                        colour = theme.GREEN if line.net > 0 else theme.BAD if line.net < 0 else theme.INK
                    blit(surface, fit(text, font, int(col_w) - 6), font, colour, (cx, ty), anchor="topright",
                         bold=(j == len(cols) - 1 and len(cols) > 1))
                ty += row_h
        bx = box.right + self.px(30)
        label = _("Reset {title}…").format(title=book_title(self.game, self.games))
        if text_width(label, self.px(16)) > bw - self.px(40):
            # a long name is cut where the button ends: in Korean the verb, last, was lost ("칼루키 (영국식·스웨덴식)…");
            # the question that follows names the book in full
            label = _("Reset this game…")
        self.buttons.buttons[0].label = label
        self.buttons.buttons[0].enabled = bool(cols)
        self.buttons.buttons[1].enabled = bool(self.stats is not None and self.stats.games())
        self.buttons.layout(bx, box.top, bw, bh, self.px(12))
        self.buttons.draw(surface, self.px(16), show_focus=False)
        note = _("Counted from your seat, by the level of the computer players you played against "
                 "(\"Mixed\": a table of several levels).")
        if get_ruleset(book_game(self.game)).unit == "stakes":     # a points game has no stake size to speak of
            note += " " + _("Stakes are counted at a stake size of 1, whatever size you played.")
        ny = self.buttons.buttons[-1].rect.bottom + self.px(24)
        for line in wrap(note, small, bw):
            blit(surface, line, small, theme.INK_DIM, (bx, ny))
            ny += small + 4
        blit(surface, _("Esc: back · V: review a recent hand · R: reset this game · A: reset all"), self.px(14),
             theme.INK_DIM, (W // 2, H - self.px(36)), anchor="midtop")
        if self.popup is not None:
            self.popup.draw(surface, self.px(18))


class ConfirmScene(Scene):
    """A question over the screen below: Yes does ``on_yes`` and closes, No or Esc just closes."""

    overlay = True

    def __init__(self, app: Any, question: str, detail: str, on_yes: Callable[[], None],
                 yes: str | None = None, no: str | None = None, on_no: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.question, self.detail, self.on_yes, self.on_no = question, detail, on_yes, on_no
        yes, no = yes or _("Reset"), no or _("Cancel")
        self.buttons = ButtonColumn([Button(no, self.no, "Esc"), Button(yes, self.yes, "Y", accent=True)])
        self.buttons.focus = 0          # the safe answer has the focus
        self.box = pygame.Rect(0, 0, 0, 0)

    def yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def no(self) -> None:
        self.app.pop()
        if self.on_no is not None:
            self.on_no()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_n):
                self.no()
                return
            if event.key == pygame.K_y:
                self.yes()
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.buttons._move(1)
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.box.collidepoint(event.pos):
            self.no()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        shade = pygame.Surface((W, H), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        bw = min(W - 40, self.px(560))
        lines = wrap(self.detail, self.px(16), bw - self.px(40))
        bh = self.px(150) + len(lines) * self.px(22)
        self.box = pygame.Rect(0, 0, bw, bh)
        self.box.center = (W // 2, H // 2)
        pygame.draw.rect(surface, theme.PANEL, self.box, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, self.box, width=2, border_radius=10)
        y = self.box.top + self.px(18)
        blit(surface, fit(self.question, self.px(22), bw - 30), self.px(22), theme.GOLD, (W // 2, y),
             anchor="midtop", bold=True)
        y += self.px(40)
        for line in lines:
            blit(surface, line, self.px(16), theme.INK, (W // 2, y), anchor="midtop")
            y += self.px(22)
        btn_w, btn_h = self.px(160), self.px(42)
        gap = self.px(20)
        x0 = W // 2 - btn_w - gap // 2
        for i, b in enumerate(self.buttons.buttons):
            b.rect = pygame.Rect(x0 + i * (btn_w + gap), self.box.bottom - btn_h - self.px(18), btn_w, btn_h)
        self.buttons.draw(surface, self.px(18))
