"""New game: the game, players, each opponent's level, every variant option with its help, stake, length."""
from __future__ import annotations

from typing import Any

import pygame

from game.controller.session import GameConfig, Session, bot_levels
from game.lessons import COURSES
from game.engine import build_options, describe, games, get_ruleset
from game.engine.counters import book_game
from game.storage.settings import Settings

from .engine_text import engine_text
from .game_menu import GameMenu, menu_for
from .i18n import _, n_
from . import theme
from .scene import Scene, background
from .text import blit, wrap
from .widgets import HeaderRow, Button, ButtonColumn, OptionRow, ScrollList
from .words import choices, game_title, level_name, option_label, option_value, player_name

HANDS = (1, 3, 5, 10, 20, None)
TARGETS = (None, 100, 200, 300, 500, 1000)
STAKES = (1, 2, 5, 10, 100, 1000)
DEFAULT_LEVEL = "medium"


def _built(c: GameConfig) -> Any:
    from game.engine import build_options
    return build_options(get_ruleset(c.game).Options, dict(c.options))


def describe_default(settings: Settings) -> str:
    """The remembered game in a few words, e.g. "Battle Hoola · 3 opponents: medium"."""
    c = config_from_settings(settings)
    levels = c.levels[:c.players - 1]
    who = level_name(levels[0]) if len(set(levels)) == 1 else ", ".join(map(level_name, levels))
    changed = len(c.options)
    n = c.players - 1
    text = (_("{game} · 1 opponent: {who}") if n == 1 else _("{game} · {n} opponents: {who}")).format(
        game=game_title(c.game), n=n, who=who)
    if changed:
        text += (_(" · 1 option changed") if changed == 1 else _(" · {n} options changed")).format(n=changed)
    return text


def config_from_settings(settings: Settings) -> GameConfig:
    """The last game chosen (the settings' ``default_*``): game, its options, the opponents' levels."""
    c = GameConfig()
    if settings.default_game in games():
        c.game = settings.default_game
        c.options = dict(settings.default_options)
    levels = [lv for lv in settings.opponents if lv in bot_levels()]
    if levels:
        c.players = 1 + len(levels)
        c.levels = levels + [levels[-1]] * (6 - len(levels))
    # the last match's length, stake and target, where they are ones the screen offers
    match = settings.default_match
    for key, offered in (("stake", STAKES), ("max_hands", HANDS), ("target", TARGETS)):
        if key in match and match[key] in offered:
            setattr(c, key, match[key])
    return c


class SetupScene(Scene):
    """New game; with ``defaults=True`` (from Settings) it edits the remembered game instead of starting one."""

    def __init__(self, app: Any, config: GameConfig | None = None, *, defaults: bool = False,
                 ready: bool = False) -> None:
        super().__init__(app)
        self.config = config or config_from_settings(app.settings)
        self.defaults = defaults
        self.bg: dict = {}
        self.error = ""
        self.list = ScrollList([])
        first = Button(_("Keep as default"), self.keep, "F5", accent=True) if defaults else \
            Button(_("Start"), self.start, "F5", accent=True)
        self.buttons = ButtonColumn([first, Button(_("Back"), self.app.pop, "Esc")])
        self.focus_list = True
        self.rebuild()
        if ready:        # a game set up already (a match's New game, a course's first game): Enter starts it;
            # it changed the game on the first row (a second Enter turned Kalookie into Seven Bridge: s17-evening)
            self.focus_list = self.list.active = False

    # ------------------------------------------------------------------ rows
    def rebuild(self) -> None:
        c = self.config
        rs = get_ruleset(c.game)
        try:
            lo, hi = rs.player_range(build_options(rs.Options, c.options))
        except ValueError:
            lo, hi = rs.min_players, rs.max_players
        if not lo <= c.players <= hi:
            c.players = max(lo, min(hi, c.players))
        levels = bot_levels()
        rows: list[OptionRow] = [
            OptionRow("game", _("Game"), games(), c.game, _("Which rummy game to play."),
                      fmt=game_title, on_change=self._set_game),
            OptionRow("players", _("Players"), tuple(range(lo, hi + 1)), c.players,
                      _("You and the computer players (6-7: one or two sit out each hand)") if hi > 6
                      else _("You and the computer players"), on_change=self._set_players),
        ]
        default = DEFAULT_LEVEL if DEFAULT_LEVEL in levels else levels[0]
        while len(c.levels) < c.players - 1:
            c.levels.append(c.levels[-1] if c.levels else default)
        for i in range(c.players - 1):
            if c.levels[i] not in levels:
                c.levels[i] = default
            rows.append(OptionRow(f"level{i}", _("Opponent {n}: level").format(n=i + 1), levels, c.levels[i],
                                  _("How well this computer player plays."), fmt=level_name,
                                  on_change=lambda v, i=i: self._set_level(i, v)))
        if rs.unit == "stakes" and not self.defaults:
            rows.append(OptionRow("stake", _("Stake size"), STAKES, c.stake,
                                  _("What one stake is worth: every payment and score is counted in these."),
                                  on_change=lambda v: setattr(c, "stake", v)))
        if rs.uses_hand_count and not self.defaults:
            rows.append(OptionRow("hands", _("Match length (hands)"), HANDS, c.max_hands,
                                  _("The match ends after this many hands (none: play until you stop)."),
                                  fmt=lambda v: _("no limit") if v is None else str(v),
                                  on_change=lambda v: setattr(c, "max_hands", v)))
        if rs.uses_target and not self.defaults:
            rows.append(OptionRow("target", _("Target score"), TARGETS, c.target,
                                  _("The match also ends when a player reaches this score."),
                                  fmt=lambda v: _("none") if v is None else str(v),
                                  on_change=lambda v: setattr(c, "target", v)))
        rows += self.option_rows(rs, menu_for(c.game))
        focus = self.list.focus
        scroll = self.list.scroll
        self.list = ScrollList(rows, row_h=self.px(50))
        self.list.focus = min(focus, len(rows) - 1)
        self.list.scroll = scroll

    def preset(self, menu: GameMenu) -> str:
        """The preset the chosen options are exactly, or "Custom" (also when the player chose it)."""
        if getattr(self, "_custom", False):
            return "Custom"
        for name, __, opts in menu.presets:
            if dict(self.config.options) == dict(opts):
                return name
        return "Custom"

    def option_rows(self, rs: Any, menu: GameMenu) -> list[OptionRow]:
        """Presets first; under "Custom" every option, grouped, each in words (issue 13): the game's
        presets, groups and words are its menu's (:mod:`game.ui.game_menu`)."""
        c = self.config
        infos = {i.name: i for i in describe(rs.Options)}
        rows: list[OptionRow] = []
        if menu.presets:
            names = [p[0] for p in menu.presets] + ["Custom"]
            lines = {p[0]: p[1] for p in menu.presets}
            lines["Custom"] = _("Choose every rule yourself, below.")
            current = self.preset(menu)
            rows.append(OptionRow("preset", _("Rules"), names, current, _(lines.get(current, "")),
                                  fmt=lambda name: _("Custom") if name == "Custom" else _(name),
                                  on_change=self._set_preset))
            if current != "Custom":
                return rows
        groups = list(menu.option_groups) or [("", tuple(infos))]
        listed = {n for __, names in groups for n in names}
        rest = tuple(n for n in infos if n not in listed)
        if rest:
            groups.append((_("Other rules"), rest))
        for heading, names in groups:
            if heading:
                rows.append(HeaderRow(f"group:{heading}", _(heading), ("",), ""))
            for name in names:
                info = infos.get(name)
                if info is None:
                    continue
                value = c.options.get(name, info.default)
                rows.append(OptionRow(name, option_label(menu, name), choices(info), value, _(info.help),
                                      fmt=lambda v, n=name: option_value(menu, n, v),
                                      on_change=lambda v, n=name: self._set_option(n, v)))
        return rows

    def _set_preset(self, name: str) -> None:
        chosen = menu_for(self.config.game).preset_options(name)
        self._custom = chosen is None
        if chosen is not None:
            self.config.options = chosen
        self.rebuild()

    def _set_game(self, game: str) -> None:
        self._custom = False
        self.config.game = game
        self.config.options = {}
        self.config.target = None
        self.rebuild()

    def _set_players(self, n: int) -> None:
        self.config.players = n
        self.rebuild()

    def _set_level(self, i: int, v: str) -> None:
        self.config.levels[i] = v

    def _set_option(self, name: str, v: Any) -> None:
        self.config.options[name] = v
        self.rebuild()                  # a version may seat more players (North American Kaluki: six)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.rebuild()

    # ------------------------------------------------------------------ actions
    def _trim_options(self) -> None:
        c = self.config
        defaults = {i.name: i.default for i in describe(get_ruleset(c.game).Options)}
        c.options = {k: v for k, v in c.options.items() if k in defaults and v != defaults[k]}

    def keep(self) -> None:
        """(Settings) keep the game, its options and the opponents as what New game starts with."""
        self._trim_options()
        try:
            get_ruleset(self.config.game).check_players(self.config.players, _built(self.config))
        except ValueError as e:
            self.error = engine_text(str(e))
            return
        self.remember()
        self.app.pop()

    def start(self) -> None:
        """Start the game; an unfinished saved game is not wiped without asking (issue 13, bug 8)."""
        try:
            saved = bool(self.app.storage.has_saved_match())
        except (OSError, ValueError):
            saved = False
        if saved and not getattr(self, "_confirmed", False):
            from .stats_scene import ConfirmScene

            def go() -> None:
                self._confirmed = True
                self.start()
            from .saved_words import replace_question
            self.app.push(ConfirmScene(self.app, _("Start a new game?"), replace_question(self.app),
                                       go, yes=_("Start new"), no=_("Keep it")))
            return
        if self._offer_lessons():
            return
        self._begin()

    def _offer_lessons(self) -> bool:
        """The first time a game nobody has played here is started, offer its course first (once ever)."""
        game = self.config.game
        if COURSES.get(game) is None:
            return False
        try:
            played = game in {book_game(g) for g in self.app.storage.stats().games()}      # any version
            progress = self.app.storage.lessons() if hasattr(self.app.storage, "lessons") else None
        except (OSError, ValueError, AttributeError):
            return False
        if played or progress is None or progress.started(game) or game in progress.offered:
            return False
        progress.offered.append(game)
        self.app.storage.save_lessons(progress)
        from .stats_scene import ConfirmScene
        title = _(get_ruleset(game).title)

        def learn() -> None:
            # the game chosen is the one New game shows after the lessons (it showed the last one started:
            # a newcomer chose House Rummy, took its first lesson and came back to Kalookie, s16)
            self._trim_options()
            self.remember()
            self.app.push(self.app.scenes.course(COURSES[game]))
        self.app.push(ConfirmScene(
            self.app, _("New to {game}?").format(game=title),
            _("A few short lessons at the real table teach it in minutes."),
            learn, yes=_("Learn first"), no=_("Play now"), on_no=self.start))
        return True

    def _begin(self) -> None:
        c = self.config
        self._trim_options()
        c.seed = getattr(self.app, "seed", None)
        try:
            session = Session(GameConfig.from_dict(c.to_dict()), self.app.settings, self.app.storage,
                              human_name=player_name(self.app.settings))
        except ValueError as e:   # the engine refused the options: say why
            self.error = engine_text(str(e))
            return
        from .table.scene import TableScene
        self.remember()
        session.settings = self.app.settings          # as remembered: the one value everyone reads
        session.save_now()
        self.app.replace(TableScene(self.app, session))

    def remember(self) -> None:
        """Keep this game, its options, the opponents and the match's length, stake and target for the
        next time (the settings' ``default_*``)."""
        c = self.config
        refused = self.app.change_settings(default_game=c.game, default_options=dict(c.options),
                                           opponents=tuple(c.levels[:c.players - 1]),
                                           default_match={"stake": c.stake, "max_hands": c.max_hands,
                                                          "target": c.target})
        if refused is not None:      # the game starts all the same; the remembered one stays
            self.app.storage.messages.append(_("The game you chose is not kept for next time: {why}.").format(
                why=engine_text(refused)))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if event.key == pygame.K_F5 or (event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                                             and event.mod & pygame.KMOD_CTRL):
                self.buttons.buttons[0].action()
                return
            if event.key == pygame.K_TAB:
                self.focus_list = not self.focus_list
                self.list.active = self.focus_list
                return
            if self.focus_list:
                self.list.handle(event)
            else:
                self.buttons.handle(event)
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            if self.buttons.handle(event):
                return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            if event.type == pygame.MOUSEBUTTONDOWN and self.list.rect.collidepoint(event.pos):
                self.focus_list = True
                self.list.active = True
            self.list.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        y = self.title(surface, _("Default game") if self.defaults else _("New game"))
        bw, bh = self.px(200), self.px(44)
        self.list.rect = pygame.Rect(self.px(40), y, W - self.px(80) - bw - self.px(30), H - y - self.px(60))
        self.list.draw(surface, self.px(16))
        bx = self.list.rect.right + self.px(30)
        self.buttons.layout(bx, y, bw, bh, self.px(12))
        self.buttons.draw(surface, self.px(18), show_focus=not self.focus_list)
        if not self.focus_list:      # on the buttons (a match's New game opens there): Tab goes back to the rows,
            # where the line had said "Tab: to the buttons" with Start already lit (s17-recheck)
            hint = (_("↑↓ choose · Enter: press · Tab: to the rows · F5: keep as default · Esc: back")
                    if self.defaults else
                    _("↑↓ choose · Enter: press · Tab: to the rows · F5: start · Esc: back"))
        else:
            hint = (_("↑↓ choose · ←→ or click change · Tab: to the buttons · F5: keep as default · Esc: back")
                    if self.defaults else
                    _("↑↓ choose · ←→ or click change · Tab: to the buttons · F5: start · Esc: back"))
        blit(surface, hint, self.px(14), theme.INK_DIM, (self.px(40), H - self.px(44)))
        if self.error:
            blit(surface, self.error, self.px(15), theme.BAD, (self.px(40), H - self.px(24)))
        rs = get_ruleset(self.config.game)
        levels = ", ".join(level_name(lv) for lv in self.config.levels[:self.config.players - 1])
        info = [game_title(rs.name), _("{n} players").format(n=self.config.players),
                _("you + {levels}").format(levels=levels)]
        if rs.uses_hand_count and not self.defaults:    # the match's length (remembered with the game)
            hands = self.config.max_hands
            info.append(_("a match with no hand limit") if hands is None else
                        n_("a match of {n} hand", "a match of {n} hands", hands).format(n=hands))
        elif not self.defaults:     # a game of a fixed length: House Rummy's six hands were said nowhere (s16)
            try:
                hands = rs.match_defaults(_built(self.config)).get("max_hands")
            except ValueError:
                hands = None
            if hands:
                info.append(n_("a match of {n} hand", "a match of {n} hands", hands).format(n=hands))
        ty = self.buttons.buttons[-1].rect.bottom + self.px(24)
        for line in info:
            for part in wrap(line, self.px(15), W - bx - self.px(20)):
                blit(surface, part, self.px(15), theme.INK_DIM, (bx, ty))
                ty += self.px(22)
