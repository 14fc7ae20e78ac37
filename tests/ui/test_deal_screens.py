"""Issue 16: a hand's deal code on the end-of-hand screen, and Play a deal in the menu: a good code deals
the same cards against the same opponents; a bad one is refused with the reason, and nothing starts."""
from __future__ import annotations

import pygame

from game.engine import new_hand
from game.engine.dealcode import code_of
from game.ui.deal_scene import DealScene
from game.ui.menu import MainMenu
from uihelpers import key, post


def _type(app, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    app.step()


def test_play_a_deal_with_a_good_code_deals_the_same_cards(app):
    app.push(MainMenu(app))
    app.step()
    key(app, pygame.K_p)
    assert isinstance(app.stack.top, DealScene)
    hand = new_hand("hoola", players=4, seed=77, dealer=2)
    code = code_of(hand, "YMHE")
    _type(app, code)
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert table.__class__.__name__ == "TableScene"
    assert table.ctl.state.setup["deal"] == hand.setup["deal"] and table.ctl.state.dealer == 2   # the same cards dealt
    assert list(table.session.levels[1:4]) == ["medium", "hard", "easy"]


def test_play_a_deal_refuses_a_bad_code_with_its_reason(app):
    app.push(MainMenu(app))
    app.step()
    key(app, pygame.K_p)
    scene = app.stack.top
    _type(app, "HOOLA-YMMH-0-3F9A2C71-Q")
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene and "mistyped" in scene.error
    for _ in range(30):
        key(app, pygame.K_BACKSPACE)
    _type(app, "nonsense")
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene and "not a deal code" in scene.error


def test_the_end_screen_shows_the_hand_code(app):
    from game.ui.end_scene import EndScene
    from game.controller.session import GameConfig, Session
    from game.ui.table.scene import TableScene
    cfg = GameConfig(game="hoola", players=2, levels=["hard"] * 6, seed=5, max_hands=1)
    session = Session(cfg, app.settings, storage=app.storage)
    table = TableScene(app, session)
    app.push(table)
    st = session.match.hand
    while not st.over:
        s = st.acting_seats[0]
        st.apply(sorted(st.legal_actions(s), key=str)[0])
    end = EndScene(app, table)
    assert end.code == code_of(st, "YH") and end.code.startswith("HOOLA-YH-")
    app.push(end)
    key(app, pygame.K_c)
    assert end.copied
