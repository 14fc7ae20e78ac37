"""Issue 13, bug 2: full screen and resizing — F11 and back returns to the earlier size, the setting says
what the window is and is saved at once, a late size event of the full screen is not taken for a resize,
and the layout always has the window's real size."""
from __future__ import annotations

import pygame

from uihelpers import key


def _resize_event(size):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def test_resize_is_followed_at_once_and_remembered(app):
    _resize_event((1100, 650))
    app.step()
    assert app.size == (1100, 650) == app.screen.get_size()
    assert tuple(app.settings.window_size) == (1100, 650)
    _resize_event((1280, 720))
    app.step()
    assert app.size == (1280, 720) == pygame.display.get_surface().get_size()


def test_full_screen_and_back_returns_to_the_earlier_size_and_is_saved(app):
    saved = []
    app.storage.save_settings = lambda settings: saved.append(settings.fullscreen)
    _resize_event((1100, 650))
    app.step()
    key(app, pygame.K_F11)
    assert app.fullscreen and app.settings.fullscreen and saved[-1] is True     # saved at once
    key(app, pygame.K_F11)
    assert not app.fullscreen and not app.settings.fullscreen and saved[-1] is False
    assert app.size == (1100, 650)
    _resize_event((1920, 1080))            # a late event of the full screen
    app.step()
    assert app.size == (1100, 650) and tuple(app.settings.window_size) == (1100, 650)


def test_the_table_is_laid_out_for_the_real_size(app):
    from game.controller.session import GameConfig, Session
    from game.ui.table.scene import TableScene
    t = TableScene(app, Session(GameConfig(game="hoola", players=4, seed=2, max_hands=1), app.settings,
                                storage=app.storage))
    app.push(t)
    app.step()
    for size in ((1100, 650), (1280, 720), (1024, 600)):
        _resize_event(size)
        app.step()
        assert t.layout.table.width + t.layout.sidebar.width <= size[0] + 1
        assert app.size == size == pygame.display.get_surface().get_size()
