"""Every scene rendered at three window sizes; the menus reach the table; the loop idles."""
from __future__ import annotations

import pygame
import pytest

from game.ui.demo import SCENES, open_demo
from uihelpers import click, key, step, start_game

SIZES = [(800, 500), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_every_scene_renders(app, size):
    app.resize(size)
    for name in SCENES:
        from game.ui.menu import MainMenu
        app.stack.clear_to(MainMenu(app))
        open_demo(app, name, seed=5)
        step(app, 3, dt=0.2)
        surf = pygame.Surface(size)
        app.stack.draw(surf)
        assert app.screen.get_size() == size
        # something was drawn besides the felt
        colours = {surf.get_at((x, y))[:3] for x in range(0, size[0], 7) for y in range(0, size[1], 5)}
        assert len(colours) > 3, name


def test_menu_to_a_game_and_back(app):
    key(app, pygame.K_n)
    assert app.stack.top.__class__.__name__ == "SetupScene"
    key(app, pygame.K_F5)
    offer = app.stack.top                                # the first game of a kind: its course is offered
    assert offer.__class__.__name__ == "ConfirmScene" and "Battle Hoola" in offer.question
    key(app, pygame.K_ESCAPE)                            # Play now
    assert app.stack.top.__class__.__name__ == "TableScene"
    assert "hoola" in app.storage.lessons().offered     # offered once: never again
    step(app, 5, dt=0.5)
    assert app.storage.has_saved_match()
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.__class__.__name__ == "PauseMenu"
    key(app, pygame.K_q)
    assert app.stack.top.__class__.__name__ == "MainMenu"
    key(app, pygame.K_c)             # continue the saved game
    assert app.stack.top.__class__.__name__ == "TableScene"


def test_setup_lists_every_option_with_help(app):
    from game.engine import describe, get_ruleset
    from game.ui.widgets import HeaderRow
    key(app, pygame.K_n)
    setup = app.stack.top
    preset = next(r for r in setup.list.rows if r.name == "preset")
    preset.step(len(preset.choices))                  # the options are listed under "Custom" (issue 13)
    names = {r.name for r in setup.list.rows}
    for info in describe(get_ruleset("hoola").Options):
        assert info.name in names
    assert all(r.help for r in setup.list.rows if not isinstance(r, HeaderRow))
    # six players: Hoola's drop-outs
    row = next(r for r in setup.list.rows if r.name == "players")
    while row.value != 6:
        row.step(1)
        row = next(r for r in setup.list.rows if r.name == "players")
    start_game(app)
    t = app.stack.top
    assert t.ctl.state.players == 6 and t.ctl.state.phase in ("dropout", "start", "play")


def test_settings_change_and_persist(app):
    key(app, pygame.K_o)
    s = app.stack.top
    four = next(r for r in s.list.rows if r.name == "four_colour")
    click(app, four.rect.center)
    assert app.settings.four_colour is True and app.art.four_colour is True
    assert app.storage.load_settings().four_colour is True


def test_idle_table_waits_for_input(app):
    from game.ui.demo import demo_session
    from game.ui.table.scene import TableScene
    session = demo_session(app, "hoola", 2, seed=1)
    t = TableScene(app, session)
    app.push(t)
    step(app, 3, dt=1.0)
    if t.ctl.state.current == 0:
        assert not t.animating(app.now())
        assert t.next_wake(app.now()) is None or t.next_wake(app.now()) > app.now()


def test_fullscreen_toggle_and_resize_events(app):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640))
    app.step()
    assert app.size == (1000, 640)
    key(app, pygame.K_F11)
    key(app, pygame.K_F11)
    assert app.screen is not None


def test_the_game_chosen_before_learn_first_is_the_one_new_game_shows_after_the_lessons(app):
    """27 Nov (s16): a newcomer chose House Rummy, answered "Learn first", took the first lesson and came
    back to New game to find the game they had started before (Battle Hoola, then Kalookie)."""
    key(app, pygame.K_n)
    setup = app.stack.top
    assert setup.__class__.__name__ == "SetupScene" and setup.config.game == "hoola"
    key(app, pygame.K_RIGHT)                             # Game: Battle Hoola → House Rummy
    assert setup.config.game == "house-rummy"
    key(app, pygame.K_F5)
    offer = app.stack.top
    assert offer.__class__.__name__ == "ConfirmScene" and "House Rummy" in offer.question
    key(app, pygame.K_y)                                 # Learn first
    assert app.stack.top.__class__.__name__ == "CourseScene"
    while app.stack.top.__class__.__name__ != "MainMenu":
        key(app, pygame.K_ESCAPE)
    key(app, pygame.K_n)
    assert app.stack.top.config.game == "house-rummy"
