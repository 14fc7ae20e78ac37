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


def test_the_p_that_opens_play_a_deal_is_not_typed_into_the_code(app):
    """Pressing P in the menu sends the key and its typed letter together: the box starts empty."""
    app.push(MainMenu(app))
    app.step()
    post(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p", scancode=0)
    post(pygame.TEXTINPUT, text="p")
    post(pygame.KEYUP, key=pygame.K_p, mod=0, unicode="p", scancode=0)
    app.step()
    scene = app.stack.top
    assert isinstance(scene, DealScene)
    assert scene.text == ""
    _type(app, "H")                  # typing afterwards still types
    assert scene.text == "H"


def _saved_game(app):
    from game.controller.session import GameConfig, Session
    cfg = GameConfig(game="seven-bridge", players=3, seed=9, max_hands=3)
    session = Session(cfg, app.settings, storage=app.storage)
    session.save_now()
    assert app.storage.has_saved_match()
    return app.storage.saved


def test_play_a_deal_asks_before_it_replaces_an_unfinished_saved_game(app):
    """New game asks before it replaces the saved game; Play a deal replaced it without a word."""
    saved = _saved_game(app)
    app.push(MainMenu(app))
    app.step()
    key(app, pygame.K_p)
    code = code_of(new_hand("hoola", players=3, seed=77, dealer=1), "YMM")
    _type(app, code)
    key(app, pygame.K_RETURN)
    question = app.stack.top
    assert question.__class__.__name__ == "ConfirmScene" and "unfinished game" in question.detail
    assert question.detail.endswith("\nSaved: Seven Bridge · hand 1 of 3 · Your score: 0")   # which game
    # "Keep it" (N): back to the code, the saved game as it was, no stray "n" in the box
    post(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)
    post(pygame.TEXTINPUT, text="n")
    app.step()
    deal = app.stack.top
    assert isinstance(deal, DealScene) and deal.text == code
    assert app.storage.saved is saved
    # asked again, "Play the deal" (Y) plays it
    key(app, pygame.K_RETURN)
    key(app, pygame.K_y)
    table = app.stack.top
    assert table.__class__.__name__ == "TableScene" and table.session.match.game == "hoola"


def test_a_played_deal_calls_the_player_by_their_name(app):
    app.settings = app.settings.replace(player_name="Mina")
    app.push(MainMenu(app))
    app.step()
    key(app, pygame.K_p)
    _type(app, code_of(new_hand("hoola", players=3, seed=77, dealer=1), "YMM"))
    key(app, pygame.K_RETURN)
    assert app.stack.top.session.names[0] == "Mina"


def test_a_long_code_with_its_games_options_is_taken_whole_and_its_end_is_shown(app):
    """27 Nov (s16): the codes of a House Rummy Epic hand (62 letters) and a Kalookie North American hand
    (75) were cut at 60 as typed and refused as mistyped; the box showed the start with "…", not the end."""
    from game.ui import deal_scene
    shown: list[str] = []
    for code, option in (("HOUSERUMMY-YMMM-0-4BE01F1E-PDNCWSZMZJGMYK5RJUW4QTAGAAP7ABGU-Y", ("variant", "epic")),
                         ("KALOOKIE-YMMM-0-46C34061-PDNCWSZNFLHMZT5TZXFS6KWJRBH4YTJNZJGE5TADABUSECIO-K",
                          ("version", "north_american"))):
        app.push(MainMenu(app))
        app.step()
        key(app, pygame.K_p)
        scene = app.stack.top
        _type(app, code)
        assert scene.text == code
        real = deal_scene.blit
        deal_scene.blit = lambda s, text, *a, **k: (shown.append(text), real(s, text, *a, **k))[1]
        try:
            scene.draw(pygame.Surface(app.size))
        finally:
            deal_scene.blit = real
        assert any(t.startswith("…") and t.endswith(code[-6:] + "_") for t in shown), shown
        key(app, pygame.K_RETURN)
        if app.stack.top.__class__.__name__ == "ConfirmScene":      # the first deal's game is saved
            key(app, pygame.K_y)
        table = app.stack.top
        assert table.__class__.__name__ == "TableScene", getattr(scene, "error", "")
        assert table.session.config.options[option[0]] == option[1]
        app.stack.pop()
