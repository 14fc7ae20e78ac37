"""Issue 26, items 4 and 15: the pause menu's keys are the ones its buttons show (H help and rules,
O settings, Q save and leave, Esc resume) and no other; the overlay darkens the table enough to read."""
from __future__ import annotations

import pygame

from game.ui.demo import demo_session
from game.ui.menu import PauseMenu
from game.ui.table.scene import TableScene
from uihelpers import key, step


def _paused(app):
    table = TableScene(app, demo_session(app, "hoola", 4, seed=3))
    app.push(table)
    step(app, 1)
    app.push(PauseMenu(app, table))
    step(app, 1)
    return table


def test_the_pause_menus_keys_are_the_ones_it_shows(app):
    _paused(app)
    shown = {b.key for b in app.stack.top.column.buttons}
    assert shown == {"Esc", "H", "O", "Q"}
    key(app, pygame.K_h)
    assert app.stack.top.__class__.__name__ == "RulesScene"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    key(app, pygame.K_o)
    assert app.stack.top.__class__.__name__ == "SettingsScene"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    key(app, pygame.K_r)                       # not shown, so it does nothing
    assert isinstance(app.stack.top, PauseMenu)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.__class__.__name__ == "TableScene"


def test_the_pause_overlay_darkens_the_table(app):
    _paused(app)
    surf = pygame.Surface(app.size)
    surf.fill((200, 200, 200))
    app.stack.top.draw(surf)
    r, g, b, *_ = surf.get_at((5, app.size[1] - 5))
    assert max(r, g, b) < 60
