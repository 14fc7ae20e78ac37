"""The Settings screen: every change is applied at once and saved through the storage hook."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine import Card
from game.storage.settings import STEPS

from .i18n import _
from . import theme
from .cards import BACKS
from .engine_text import engine_text
from .scene import Scene, background
from .setup_scene import describe_default
from .text import blit, fit, render, wrap
from .widgets import ActionRow, Button, ButtonColumn, OptionRow, ScrollList, TextRow
from .words import player_name


def _speed(v: float) -> str:
    return {0.0: _("off (instant)"), 0.5: _("slow"), 1.0: _("normal"), 1.5: _("fast"), 2.5: _("very fast"), 4.0: _("fastest")}.get(v, f"×{v:g}")


def _think(v: float) -> str:
    return {0.0: _("instant"), 0.5: _("quick"), 1.0: _("normal"), 1.5: _("slow"),
            2.0: _("very slow")}.get(v, f"×{v:g}")


def _language(code: str) -> str:
    from .i18n import LANGUAGES, default_language, language
    if not code:
        said = _("as the system ({name})").format(name=LANGUAGES.get(default_language(), "English"))
    else:
        said = LANGUAGES.get(code, code)
    if (code or default_language()) != language():      # ``hoola --lang`` speaks another for this run
        said = _("{setting} · now {language}").format(setting=said, language=LANGUAGES.get(language(), language()))
    return said


def _colour(back: str) -> str:
    """A card back's colour in words."""
    return {"blue": _("Blue"), "red": _("Red"), "green": _("Green"), "purple": _("Purple"),
            "black": _("Black")}.get(back, back.capitalize())


def _on_off(v: bool) -> str:
    return _("on") if v else _("off")


def _with(choices: tuple, value: Any) -> tuple:
    """``choices`` plus the current value if it is not one of them (a window dragged to another size)."""
    if value in choices:
        return choices
    try:
        return tuple(sorted(set(choices) | {value}))
    except TypeError:
        return choices + (value,)


SAMPLE = [Card.parse(t) for t in ("AS", "KH", "QD", "JC")]


class SettingsScene(Scene):
    ROW = 46

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.bg: dict = {}
        self.message = ""
        self.list = ScrollList(self.make_rows(), row_h=self.px(self.ROW))
        self.buttons = ButtonColumn([Button(_("Done"), self.app.pop, "Esc", accent=True)])

    def make_rows(self) -> list[OptionRow]:
        st, app = self.app.settings, self.app
        size = st.window_size
        volume = round(st.volume, 1)
        back = st.card_back
        rows = [
            TextRow("player_name", _("Your name"), (), player_name(st),
                    _("Shown in the lists of players after a hand and a match. Click or Enter to type; Enter keeps it, "
                      "Esc cancels.")),
            OptionRow("language", _("Language"), ("", "en", "ko"), st.language,
                      _("The language of the screens (a few of the rules engine's rarer messages stay in English)."),
                      fmt=_language),
            OptionRow("window_size", _("Window size"), _with(STEPS["window_size"], size), size,
                      _("Size of the window when not full screen (you can also drag its edges)."),
                      fmt=lambda v: f"{v[0]} × {v[1]}"),
            OptionRow("fullscreen", _("Full screen"), (False, True), bool(app.fullscreen),
                      _("Fill the whole screen (F11 switches at any time)."), fmt=_on_off),
            OptionRow("animation_speed", _("Animation speed"), _with(STEPS["animation_speed"], st.animation_speed),
                      st.animation_speed, _("How fast cards fly across the table."), fmt=_speed),
            OptionRow("think_scale", _("Computer players' pace"), _with(STEPS["think_scale"], st.think_scale),
                      st.think_scale,
                      _("How long the computer players take over each move, so you can follow them."), fmt=_think),
            OptionRow("claim_window", _("Claim window"), _with(STEPS["claim_window"], st.claim_window),
                      st.claim_window,
                      _("Seconds to slap a discard (or answer a Pon) before play goes on."), fmt=lambda v: _("{seconds} s").format(seconds=f"{v:g}")),
            OptionRow("sound", _("Sound"), (True, False), st.sound,
                      _("Sound effects (F2 switches at any time).") + ("" if app.sounds.available else
                                                                    _(" No sound device was found.")), fmt=_on_off),
            OptionRow("volume", _("Volume"), _with(STEPS["volume"], volume), volume, _("How loud the sound effects are."),
                      fmt=lambda v: _("{percent} %").format(percent=round(v * 100))),
            OptionRow("four_colour", _("Four-colour deck"), (False, True), st.four_colour,
                      _("Diamonds blue and clubs green, to tell the suits apart at a glance."), fmt=_on_off),
            OptionRow("training", _("Training opponents"), (False, True), st.training,
                      _("Easy and Medium players slap a discard more slowly, so you can learn to be first."),
                      fmt=_on_off),
            OptionRow("auto_announce", _("Announce automatically"), (True, False),
                      st.auto_announce,
                      _("When a discard leaves you one, two or three cards, say so with it (Kalookie asks "
                        "it; off: press Announce yourself)."), fmt=_on_off),
            OptionRow("undo", _("Take back moves"), (False, True), st.undo,
                      _("Undo your own moves in your turn (Ctrl+Z), back to your last draw; "
                        "such hands count apart in the statistics."), fmt=_on_off),
            OptionRow("card_back", _("Card back"), tuple(BACKS), back if back in BACKS else "blue",
                      _("The pattern on the backs of the cards."), fmt=_colour),
            ActionRow("default_game", _("Default game"), (), describe_default(st),
                      _("What New game starts with (it also keeps your last choice): the game, its options, "
                        "the opponents. Click or Enter to change."), action=self.edit_default_game),
        ]
        for row in rows:
            row.on_change = lambda v, n=row.name: self.changed(n, v)
        return rows

    def edit_default_game(self) -> None:
        from .setup_scene import SetupScene
        self.app.push(SetupScene(self.app, defaults=True))

    def on_enter(self) -> None:
        """Back from the default game's screen: show what it now is."""
        self.row("default_game").value = describe_default(self.app.settings)
        msgs = self.app.take_messages()
        if msgs:
            self.message = " ".join(msgs)

    def row(self, name: str) -> OptionRow:
        return next(r for r in self.list.rows if r.name == name)

    @property
    def editing(self) -> TextRow | None:
        return next((r for r in self.list.rows if isinstance(r, TextRow) and r.editing), None)

    def changed(self, name: str, value: Any) -> None:
        """Apply one change at once and save it."""
        app = self.app
        if name == "fullscreen":
            app.set_fullscreen(bool(value))
            self.row("fullscreen").value = app.fullscreen
            return                          # toggling saves the settings
        refused = app.change_settings(**{name: value})
        if refused is not None:             # nothing changed: the row shows the setting as it is
            self.row(name).value = getattr(app.settings, name)
        elif name == "window_size" and not app.fullscreen:
            app.resize(value)
        msgs = ([engine_text(refused)] if refused else []) + app.take_messages()
        self.message = " ".join(msgs)
        if name == "language":               # every label in the new language
            focus = self.list.focus
            self.list = ScrollList(self.make_rows(), row_h=self.px(self.ROW))
            self.list.focus = focus
            self.buttons = ButtonColumn([Button(_("Done"), self.app.pop, "Esc", accent=True)])

    def on_resize(self, size: tuple[int, int]) -> None:
        self.list.row_h = self.px(self.ROW)

    def handle(self, event: pygame.event.Event) -> None:
        row = self.editing
        if row is not None:
            used = row.handle_edit(event)
            if row.error:
                self.message, row.error = row.error, ""
            if used:
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_q):
            self.app.pop()
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and self.buttons.handle(event):
            return
        self.list.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        y = self.title(surface, _("Settings"))
        bh = self.px(44)
        width = min(W - self.px(60), self.px(860))
        rows_fit = max(3, (H - y - bh - self.px(110)) // self.list.row_h)
        self.list.rect = pygame.Rect(W // 2 - width // 2, y, width,
                                     self.list.row_h * min(len(self.list.rows), rows_fit) + 8)
        self.list.draw(surface, self.px(17))
        self.draw_previews(surface)
        bw = self.px(200)
        self.buttons.layout(W // 2 - bw // 2, self.list.rect.bottom + self.px(18), bw, bh, 0)
        self.buttons.draw(surface, self.px(18), show_focus=False)
        ty = self.list.rect.bottom + self.px(18) + bh + self.px(8)
        if self.message:
            for line in wrap(self.message, self.px(15), width)[:2]:
                blit(surface, line, self.px(15), theme.BAD, (W // 2, ty), anchor="midtop")
                ty += self.px(20)
        hint = _("↑↓ choose · ←→ or click change · changes apply and are saved at once · Esc: back")
        if self.editing is not None:        # while a name is typed, Esc cancels it and the arrows change nothing
            hint = _("Type your name · Enter: keep it · Esc: cancel")
        blit(surface, fit(hint, self.px(14), W - 20), self.px(14), theme.INK_DIM, (W // 2, H - self.px(30)),
             anchor="midtop")

    def draw_previews(self, surface: pygame.Surface) -> None:
        """A card back beside its row, four aces beside the four-colour row."""
        size = self.px(17)
        for row in self.list.rows:
            r = row.rect
            if r.width <= 0 or row.name not in ("card_back", "four_colour"):
                continue
            vw = render(row.shown(), size, theme.GOLD, True).get_width()
            h = r.height - self.px(8)
            right = r.right - 8 - vw - self.px(16)
            if row.name == "card_back":
                img = self.app.art.back(h)
                surface.blit(img, img.get_rect(midright=(right, r.centery)))
            else:
                cw = self.app.art.face(SAMPLE[0], h).get_width()
                for i, c in enumerate(reversed(SAMPLE)):
                    img = self.app.art.face(c, h)
                    surface.blit(img, img.get_rect(midright=(right - i * (cw // 2 + 2), r.centery)))


def __getattr__(name: str) -> Any:       # StatsScene lived here before it got its own module
    if name == "StatsScene":
        from .stats_scene import StatsScene
        return StatsScene
    raise AttributeError(name)
