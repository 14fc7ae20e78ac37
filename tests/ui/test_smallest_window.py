"""Issue 26, item 14: nothing is cut or overlapped at the smallest supported window (800×500, the window's
minimum), in every game, every number of players, English and Korean.

"Cut" is measured where it happens: every text the table draws through ``fit`` (names, seat lines, the
panel, the buttons, the seats' last moves) must fit whole, so ``fit`` never has to add its "…"."""
from __future__ import annotations

import warnings

import pygame
import pytest

from game.ui import i18n
from game.ui.app import MIN_SIZE
from game.ui.session import GameConfig, Session
from game.ui.table.scene import TableScene

GAMES = {"hoola": (2, 7), "seven-bridge": (2, 5), "kalookie": (2, 5), "house-rummy": (2, 4)}
CASES = [(g, n) for g, (lo, hi) in GAMES.items() for n in range(lo, hi + 1)]


def _resize(app, size):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step()


def test_the_window_never_goes_below_its_minimum(app):
    _resize(app, (640, 480))
    assert app.size == MIN_SIZE == pygame.display.get_surface().get_size()
    with warnings.catch_warnings():                    # only its minimum is read, not its surface
        warnings.simplefilter("ignore", DeprecationWarning)
        win = pygame.Window.from_display_module()
    assert tuple(win.minimum_size) == MIN_SIZE          # the desktop cannot drag it smaller either


def _cuts(monkeypatch):
    """Record every text a table module had to cut."""
    import game.ui.table.draw as draw
    import game.ui.table.sidebar as sidebar
    import game.ui.widgets as widgets
    from game.ui.text import _fit
    cut: list[str] = []
    seen: list[str] = []

    def fit(text, size, width, bold=False):
        out = _fit(text, size, width, bold)
        seen.append(text)
        if out != text:
            cut.append(f"{text!r} in {width}px")
        return out
    for module in (draw, sidebar, widgets):
        monkeypatch.setattr(module, "fit", fit)
    return cut, seen


def _table(app, game, players):
    session = Session(GameConfig(game=game, players=players, seed=11, max_hands=2), app.settings,
                      storage=app.storage)
    t = TableScene(app, session)
    app.push(t)
    return t


def _play_mine(t):
    """The player's turn, played plainly: draw, else discard, else the first listed move."""
    legal = t.ctl.state.legal_actions(t.human)
    if not legal or t.ctl.state.over:
        return
    for kind in ("drop_out", "stay_in", "stand", "draw_stock", "discard", "pass"):
        mine = [a for a in legal if a.kind == kind]
        if mine:
            t.propose(mine[0])
            return
    t.propose(legal[0])


def _overlaps(t):
    L = t.layout
    panels = list(L.panels.values())
    out = []
    for i, a in enumerate(panels):
        out += [f"seat {a} over seat {b}" for b in panels[i + 1:] if a.colliderect(b)]
        if a.colliderect(L.meld_zone):
            out.append(f"melds {L.meld_zone} over seat {a}")
        if a.colliderect(L.hand_zone):
            out.append(f"hand over seat {a}")
        for pile in (L.stock, L.discard):
            if a.colliderect(pile):
                out.append(f"pile over seat {a}")
        if not L.table.contains(a):
            out.append(f"seat {a} off the table")
    if L.meld_zone.colliderect(L.stock) or L.meld_zone.colliderect(L.discard):
        out.append("melds over the piles")
    return out


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("game, players", CASES)
def test_nothing_is_cut_or_overlapped_at_the_smallest_window(app, monkeypatch, game, players, lang):
    _resize(app, MIN_SIZE)
    i18n.set_language(lang)
    try:
        cut, seen = _cuts(monkeypatch)
        t = _table(app, game, players)
        surf = pygame.Surface(app.size)
        for __ in range(16):                     # a few moves, so that the seats carry their last words
            app.clock.advance(0.7)
            app.step()
            _play_mine(t)
            t.draw(surf)
        assert not _overlaps(t), _overlaps(t)
        sidebar_bottom = max((r.bottom for __, r in t.drawer.button_rects), default=0)
        assert sidebar_bottom <= app.size[1]
        rects = [r for __, r in t.drawer.button_rects]
        assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]
        assert t.last_action and len(seen) > 20        # the seats' words and the panel were measured
        assert not cut, cut
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_thinking_seat_keeps_its_level_at_the_smallest_window(app, monkeypatch, lang):
    """Kalookie's seat box lost the level while its player thought ("14 cards .."): the dots are drawn
    apart, so the box still says "medium · 13 cards"."""
    import game.ui.table.draw as draw
    from game.ui.words import level_name
    _resize(app, MIN_SIZE)
    app.settings = app.settings.replace(think_scale=1.0)
    i18n.set_language(lang)
    try:
        drawn: list[str] = []
        real = draw.blit
        monkeypatch.setattr(draw, "blit", lambda surf, text, *a, **k: (drawn.append(text), real(surf, text, *a, **k))[1])
        t = _table(app, "kalookie", 5)
        thinking = None
        for __ in range(60):
            app.clock.advance(0.2)
            app.step()
            _play_mine(t)
            thinking = t.ctl.thinking()
            if thinking is not None and thinking != t.human and t.view.current == thinking:
                break
        assert thinking is not None and thinking != t.human
        drawn.clear()
        t.draw(pygame.Surface(app.size))
        n = t.view.hand_counts[thinking]
        cards = i18n._("{n} cards").format(n=n)
        assert f"{level_name(t.session.levels[thinking])} · {cards}" in drawn, drawn
    finally:
        i18n.set_language("en")
