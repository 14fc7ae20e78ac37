"""s17-evening: from a match's summary, "New game (Enter)" opened the set-up on its Game row, where Enter
changes the game: a second Enter turned Kalookie into Seven Bridge.  A set-up that comes filled in (a
match's New game, a course's first game) has its Start button under the keys: Enter starts the game as set."""
from __future__ import annotations

import pygame

from game.controller.session import GameConfig
from uihelpers import key


def test_enter_on_a_filled_in_set_up_starts_that_game(app, monkeypatch):
    setup = app.scenes.setup(GameConfig(game="kalookie", players=3, seed=4, options={"version": "british"}))
    started: list[str] = []
    monkeypatch.setattr(setup.buttons.buttons[0], "action", lambda: started.append(setup.config.game))
    app.push(setup)
    app.step()
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)                                           # a second Enter changes nothing
    assert started == ["kalookie", "kalookie"] and setup.config.game == "kalookie"


def test_tab_goes_to_the_rows_and_the_main_menus_new_game_still_starts_on_them(app):
    from game.ui.setup_scene import SetupScene
    setup = app.scenes.setup(GameConfig(game="kalookie", players=3, seed=4))
    app.push(setup)
    key(app, pygame.K_TAB)                                              # to the rows: Enter steps the game
    key(app, pygame.K_RETURN)
    assert app.stack.top is setup and setup.config.game != "kalookie"
    fresh = SetupScene(app)                                             # New game from the main menu
    assert fresh.focus_list and fresh.list.active
