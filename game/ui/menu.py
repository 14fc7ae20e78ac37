"""The main menu and the in-game pause menu."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine import games, get_ruleset

from .engine_text import engine_text
from .i18n import _
from . import theme
from .scene import Scene, background
from .text import blit, fit, wrap
from .widgets import Button, ButtonColumn
from .saved_words import saved_game_line
from .words import player_name


class MenuScene(Scene):
    """A title and a column of buttons."""

    heading = ""
    subtitle = ""
    #: the buttons' width at 1280x720 (narrower in a small window)
    button_width = 340

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.column = ButtonColumn(self.make_buttons())
        self.bg: dict = {}
        self.note = ""

    def make_buttons(self) -> list[Button]:
        return []

    def after_layout(self) -> None:
        """Room to move buttons after the column is laid out (the main menu's line under Continue)."""

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
        blit(surface, _(self.heading), self.px(64), theme.GOLD, (W // 2, y), bold=True, anchor="midtop")
        y += self.px(84)
        if self.subtitle:
            blit(surface, self.subtitle, self.px(18), theme.INK_DIM, (W // 2, y), anchor="midtop")
            y += self.px(44)
        bw, bh = min(self.px(self.button_width), W - self.px(40)), self.px(46)
        self.column.layout(W // 2 - bw // 2, y, bw, bh, self.px(12))
        self.after_layout()
        self.column.draw(surface, self.px(20))
        if self.note:
            blit(surface, self.note, self.px(15), theme.INK_DIM, (W // 2, H - self.px(40)), anchor="midtop")
        notices = getattr(self.app, "notices", None)
        if notices:
            self.draw_notices(surface, notices, self.column.buttons[-1].rect.bottom + self.px(16))

    def draw_notices(self, surface: pygame.Surface, notices: list[str], top: int) -> None:
        """Problems in plain words (a file set aside, a save that did not resume), in a box."""
        W, H = surface.get_size()
        size = self.px(15)
        width = min(W - self.px(40), self.px(900))
        lines: list[str] = []
        for n in notices[-4:]:
            for para in (engine_text(p) for p in str(n).split("\n")):      # each line its own sentence
                lines += wrap(para, size, width - self.px(24))
        lines = lines[:max(2, (H - top - self.px(50)) // (size + 5))]
        box = pygame.Rect(0, 0, width, len(lines) * (size + 5) + self.px(40))
        box.midtop = (W // 2, min(top, H - box.height - self.px(8)))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(surface, theme.BAD, box, width=2, border_radius=8)
        y = box.top + self.px(10)
        for line in lines:
            blit(surface, line, size, theme.INK, (box.left + self.px(12), y))
            y += size + 5
        blit(surface, _("(any key or click puts this away)"), self.px(12), theme.INK_DIM,
             (box.right - self.px(10), box.bottom - self.px(8)), anchor="bottomright")


def _titles() -> str:
    """The games' titles in words: "Battle Hoola and Seven Bridge" (as many as are registered)."""
    titles = [_(get_ruleset(g).title) for g in games()]
    return titles[0] if len(titles) == 1 else _("{some} and {last}").format(some=", ".join(titles[:-1]),
                                                                          last=titles[-1])


class MainMenu(MenuScene):
    heading = "Hoola"
    #: what Continue brings back ("" when there is no saved game)
    saved_line = ""

    @property
    def subtitle(self) -> str:      # type: ignore[override]
        return _("{games} against computer players").format(games=_titles())

    def make_buttons(self) -> list[Button]:
        try:
            can_continue = bool(self.app.storage.has_saved_match())
        except (OSError, ValueError):   # an unreadable data folder: nothing to continue
            can_continue = False
        self.saved_line = ""
        peek = getattr(self.app.storage, "peek_match", None)
        if can_continue and peek is not None:
            try:                        # a look only: a save that does not load is told by Continue
                saved = peek()
            except (OSError, ValueError, KeyError, TypeError, AttributeError, IndexError):
                saved = None
            self.saved_line = saved_game_line(saved) if saved is not None else ""
        return [
            Button(_("New game"), self.new_game, "N"),
            Button(_("Continue"), self.continue_game, "C", enabled=can_continue),
            Button(_("Play a deal"), self.play_deal, "P"),
            Button(_("Learn to play"), self.learn, "L"),
            Button(_("Statistics"), self.stats, "S"),
            Button(_("Settings"), self.settings, "O"),
            Button(_("Help and rules"), self.rules, "H"),
            Button(_("Quit"), self.app.quit, "Q"),
        ]

    def _handle_keys(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_n: self.new_game, pygame.K_s: self.stats, pygame.K_o: self.settings,
                    pygame.K_r: self.rules, pygame.K_h: self.rules, pygame.K_F1: self.rules,
                    pygame.K_q: self.app.quit, pygame.K_p: self.play_deal, pygame.K_l: self.learn}
            if event.key == pygame.K_c and self.column.buttons[1].enabled:
                self.continue_game()
                return
            if event.key in keys:
                keys[event.key]()
                return
        super().handle(event)

    def back(self) -> None:
        """Esc asks before quitting (a player leaving a dialog pressed it once too often); Q and Quit do not."""
        from .stats_scene import ConfirmScene
        self.app.push(ConfirmScene(self.app, _("Quit Hoola?"),
                                   _("Your settings, statistics and any saved game are kept."),
                                   self.app.quit, yes=_("Quit"), no=_("Stay")))

    def on_enter(self) -> None:
        first = not getattr(self, "_entered", False)
        self._entered = True
        super().on_enter()
        if first and self.column.buttons[1].enabled:
            self.column.focus = 1       # a saved game: Enter continues it
        self.app.notices += self.app.take_messages()

    def after_layout(self) -> None:
        if self.saved_line:           # a line's room under Continue
            for b in self.column.buttons[2:]:
                b.rect.move_ip(0, self.px(20))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.saved_line:
            # under Continue, in the gap before the next button: which game, which hand, the score
            b = self.column.buttons[1].rect
            size = self.px(15)
            gap_mid = (b.bottom + self.column.buttons[2].rect.top) // 2
            blit(surface, fit(self.saved_line, size, surface.get_width() - self.px(40)), size, theme.GOLD,
                 (b.centerx, gap_mid), anchor="center")

    def new_game(self) -> None:
        from .setup_scene import SetupScene
        self.app.push(SetupScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.app.notices:
            self.app.notices.clear()      # read: the next key or click puts them away
        self._handle_keys(event)

    def continue_game(self) -> None:
        from game.controller.session import Session
        from .table.scene import TableScene
        try:
            saved = self.app.storage.load_match()
            problems = self.app.take_messages()
            if saved is None:
                self.app.notices += problems or [_("There is no saved game.")]
                self.on_enter()
                return
            session = Session.from_save(saved, self.app.settings, self.app.storage,
                                        human_name=player_name(self.app.settings))
        except (ValueError, KeyError, TypeError, AttributeError, IndexError, OSError) as e:
            # a save that does not resume (its data, not the program): say so, never crash
            self.app.notices.append(_("The saved game could not be resumed: {error}. A new game can be started.").format(error=e))
            try:
                self.app.storage.set_aside_match(str(e))   # kept as save.json.bad: nothing is lost
            except OSError:
                pass
            self.on_enter()
            return
        self.app.notices += problems
        if getattr(session, "sits_out", False):
            # retired from the match (Kalookie's pool): nothing is asked of the player at the table, and Continue
            # after leaving "The others play on" put them back at a table to watch the bots' hand through before
            # Skip to the end was offered again (s18-evening): the others play on, then the match summary
            self.app.push(self.app.scenes.play_out(session))
            return
        table = TableScene(self.app, session)
        table._log(lambda: _("Resumed where the game stopped"), theme.GOLD)
        self.app.push(table)

    def play_deal(self) -> None:
        from .deal_scene import DealScene
        self.app.push(DealScene(self.app))

    def learn(self) -> None:
        self.app.push(self.app.scenes.lessons())

    def stats(self) -> None:
        from .stats_scene import StatsScene
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
        # the hand's deal code, to tell someone of it mid-hand (the end of a hand alone showed it: the
        # evening player, 27 Nov); none for a lesson's or a stated position
        from .deal_code import deal_code
        session = getattr(table, "session", None)
        self.code = deal_code(session) if session is not None and getattr(session, "match", None) else None
        self.copied = ""
        super().__init__(app)

    def make_buttons(self) -> list[Button]:
        return [
            Button(_("Resume"), self.app.pop, "Esc"),
            Button(_("Help and rules"), self.rules, "H"),
            Button(_("Settings"), self.settings, "O"),
            Button(self.leave_words(), self.leave, "Q"),
        ]

    def leave_words(self) -> str:
        """The way out, as the table names it: a lesson is not saved as a game (its step is kept), so
        "Save and leave" there promised what it does not do."""
        words = getattr(self.table, "leave_words", None)
        return words() if callable(words) else _("Save and leave to the menu")

    def handle(self, event: pygame.event.Event) -> None:
        # the keys the buttons show, and only those (issue 26: H and O did nothing, an unshown R did)
        keys = {pygame.K_q: self.leave, pygame.K_h: self.rules, pygame.K_F1: self.rules, pygame.K_o: self.settings}
        if event.type == pygame.KEYDOWN and event.key in keys:
            keys[event.key]()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.code:
            from .deal_code import copy_text
            self.copied = copy_text(self.code)
            return
        super().handle(event)

    def back(self) -> None:
        self.app.pop()

    def rules(self) -> None:
        from .rules_scene import RulesScene
        self.app.push(RulesScene(self.app, self.table.seat_table.game))

    def settings(self) -> None:
        from .settings_scene import SettingsScene
        self.app.push(SettingsScene(self.app))

    def leave(self) -> None:
        self.table.save_now()
        self.app.stack.clear_to(MainMenu(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        shade = pygame.Surface((W, H), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 205))                 # dark enough to read the menu over the table
        surface.blit(shade, (0, 0))
        y = self.px(120)
        blit(surface, _(self.heading), self.px(48), theme.GOLD, (W // 2, y), bold=True, anchor="midtop")
        bw, bh = self.px(360), self.px(46)
        self.column.layout(W // 2 - bw // 2, y + self.px(90), bw, bh, self.px(12))
        self.column.draw(surface, self.px(20))
        if self.code:
            small = self.px(14)
            note = self.copied or _("C copies it; Play a deal in the menu plays it")
            line = _("Deal code: {code}  ·  {note}").format(code=self.code, note=note)
            blit(surface, fit(line, small, W - self.px(40)), small, theme.INK_DIM, (W // 2, H - self.px(40)),
                 anchor="midtop")
