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


def test_the_keys_line_says_where_tab_goes_from_where_the_keys_are(app, monkeypatch):
    """s17-recheck: a match's New game opened with Start lit and the line under the rows said "Tab: to the
    buttons"; Tab went to the rows. The line says where Tab goes from where the keys are, in both languages."""
    from game.ui import i18n, setup_scene
    from uihelpers import spy_blit
    shown = spy_blit(monkeypatch, setup_scene)
    setup = app.scenes.setup(GameConfig(game="kalookie", players=3, seed=4, options={"version": "british"}))
    app.push(setup)
    app.stack.draw(app.screen)
    assert any("Tab: to the rows" in s for s in shown) and not any("Tab: to the buttons" in s for s in shown)
    shown.clear()
    key(app, pygame.K_TAB)                                              # to the rows
    app.stack.draw(app.screen)
    assert any("Tab: to the buttons" in s for s in shown) and not any("Tab: to the rows" in s for s in shown)
    i18n.set_language("ko")
    try:
        shown.clear()
        key(app, pygame.K_TAB)                                          # back to the buttons
        app.stack.draw(app.screen)
        assert any("Tab: 항목으로" in s for s in shown)
    finally:
        i18n.set_language("en")
