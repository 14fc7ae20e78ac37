"""Issue 13: help from the main menu; selectors stop at their ends."""
from __future__ import annotations

import pygame

from game.ui.widgets import OptionRow
from uihelpers import key, start_game


def test_help_and_rules_open_from_the_main_menu(app):
    key(app, pygame.K_h)
    top = app.stack.top
    assert top.__class__.__name__ == "RulesScene"
    assert "Keys and mouse at the table" in top.text()


def test_a_level_selector_stops_at_its_ends():
    seen = []
    row = OptionRow("level0", "Opponent 1: level", ("random", "easy", "medium", "hard", "expert"), "expert",
                    "How well this computer player plays.", on_change=seen.append)
    row.step(1)
    assert row.value == "expert" and seen == []          # no wrap round to "random"
    row.step(-1)
    assert row.value == "hard" and seen == ["hard"]
    for _ in range(9):
        row.step(-1)
    assert row.value == "random"


def test_new_game_asks_before_replacing_an_unfinished_one(app):
    """Issue 13, bug 8: New game does not wipe a saved, unfinished match without asking."""
    from uihelpers import step
    key(app, pygame.K_n)
    start_game(app)                        # a game starts and is saved
    step(app, 3, dt=0.5)
    saved = app.storage.load_match()
    assert saved is not None
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_q)                         # to the main menu
    key(app, pygame.K_n)
    key(app, pygame.K_F5)
    assert app.stack.top.__class__.__name__ == "ConfirmScene"
    key(app, pygame.K_ESCAPE)                    # keep it
    assert app.stack.top.__class__.__name__ == "SetupScene"
    assert app.storage.load_match().match.to_record() == saved.match.to_record()
    key(app, pygame.K_F5)
    key(app, pygame.K_y)                         # start new
    assert app.stack.top.__class__.__name__ == "TableScene"


def test_esc_on_the_main_menu_asks_before_quitting(app):
    """Session 15's left item: Esc on the main menu closed the program at once."""
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.__class__.__name__ == "ConfirmScene" and app.running
    key(app, pygame.K_ESCAPE)                    # stay
    assert app.stack.top.__class__.__name__ == "MainMenu" and app.running
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_y)                         # quit
    assert not app.running
