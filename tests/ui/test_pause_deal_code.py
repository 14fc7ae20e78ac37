"""The evening player (27 Nov) wanted a hand's deal code mid-hand, to write down a problem as it happened:
only the end of a hand showed it. Esc at the table now shows it under the Pause menu's buttons, C copies
it (or says why not); a lesson's table, a stated position, shows none."""
from __future__ import annotations

import pygame

from game.engine.dealcode import decode
from game.ui import menu as menu_module
from game.ui.demo import demo_session
from game.ui.menu import PauseMenu
from game.ui.table.scene import TableScene
from uihelpers import key, spy_blit, step


def _drawn(app, monkeypatch) -> list[str]:
    drawn = spy_blit(monkeypatch, menu_module)
    app.stack.draw(pygame.Surface(app.size))
    return drawn


def test_the_pause_menu_shows_the_hands_deal_code_and_c_copies_it(app, monkeypatch):
    s = demo_session(app, "house-rummy", 4, seed=3, options={"variant": "epic"})
    table = TableScene(app, s)
    app.push(table)
    step(app, 1)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseMenu)
    lines = [t for t in _drawn(app, monkeypatch) if t.startswith("Deal code: ")]
    assert len(lines) == 1 and "C copies it" in lines[0], lines
    code = lines[0].split()[2]
    assert decode(code).seed == s.match.hand.setup["seed"] and decode(code).game == "house-rummy"
    key(app, pygame.K_c)
    assert app.stack.top is pause and pause.copied
    assert any(pause.copied in t for t in _drawn(app, monkeypatch))


def test_a_stated_position_has_no_code_in_the_pause_menu(app, monkeypatch):
    from uihelpers import table_with
    table = table_with(app, ["7S 8S 9S 2H 3C 4D KH", "AS 2S 3S 4S 5S 6S 7H"], "QH JH TH 9H", "KC")
    assert isinstance(table, TableScene) or table is None
    top = app.stack.top
    pause = PauseMenu(app, top)
    app.push(pause)
    assert pause.code is None
    assert not [t for t in _drawn(app, monkeypatch) if t.startswith("Deal code")]
