"""A returning player: the main menu says what Continue brings back (game, hand, score) and Enter continues."""
from __future__ import annotations

import pygame

from game.controller.session import GameConfig, Session
from game.ui.menu import MainMenu
from uihelpers import key, spy_blit


def _save(app, game, *, max_hands, stake=1, ledger=None, hands_done=0):
    cfg = GameConfig(game=game, players=3, seed=11, max_hands=max_hands, stake=stake)
    session = Session(cfg, app.settings, storage=app.storage)
    m = session.match
    for _ in range(hands_done):                      # finish hands with whatever is legal first
        st = m.hand
        while not st.over:
            s = st.acting_seats[0]
            st.apply(sorted(st.legal_actions(s), key=str)[0])
        m.record_result()
        m.next_hand()
    session.save_now()
    return session


def _menu(app):
    menu = MainMenu(app)
    app.push(menu)
    app.step()
    return menu


def test_no_saved_game_no_line_and_new_game_has_the_focus(app):
    menu = _menu(app)
    assert menu.saved_line == ""
    assert not menu.column.buttons[1].enabled and menu.column.focus == 0


def test_the_menu_names_the_saved_game_its_hand_and_your_total(app):
    session = _save(app, "hoola", max_hands=3, stake=2, hands_done=1)
    total = session.match.ledger[0] * 2
    menu = _menu(app)
    shown = f"+{total}" if total > 0 else str(total)
    assert menu.saved_line == f"Battle Hoola · hand 2 of 3 · Your total {shown}"
    assert menu.column.focus == 1                    # Enter continues
    key(app, pygame.K_RETURN)
    assert app.stack.top.__class__.__name__ == "TableScene"


def test_a_points_game_without_a_match_length_says_its_score(app):
    _save(app, "seven-bridge", max_hands=None)
    assert _menu(app).saved_line == "Seven Bridge · hand 1 · Your score: 0"


def test_the_line_is_drawn_between_continue_and_the_next_button(app):
    _save(app, "kalookie", max_hands=None)
    menu = _menu(app)
    cont, deal = menu.column.buttons[1].rect, menu.column.buttons[2].rect
    assert deal.top - cont.bottom >= menu.px(15) + menu.px(12)     # room for the line
    bottom = menu.column.buttons[-1].rect.bottom
    assert bottom <= app.size[1]


def test_the_line_fits_the_smallest_window(app):
    from game.ui.app import MIN_SIZE
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=MIN_SIZE, w=MIN_SIZE[0], h=MIN_SIZE[1]))
    app.step()
    _save(app, "hoola", max_hands=10)
    menu = _menu(app)
    assert menu.column.buttons[-1].rect.bottom <= MIN_SIZE[1]


def test_the_line_is_read_from_the_real_save_file_and_a_broken_one_is_left_for_continue(tmp_path):
    from game.controller import FakeClock
    from game.ui.app import App
    from game.ui.storage_adapter import StorageAdapter
    from game.storage.settings import Settings
    store = StorageAdapter(str(tmp_path))
    Session(GameConfig(game="kalookie", players=3, seed=4), Settings(), storage=store).save_now()
    app = App((1280, 720), clock=FakeClock(), data_dir=str(tmp_path))
    app.step()
    assert app.stack.top.saved_line == "Kalookie · hand 1 · Your penalty points: 0"      # lowest leads (K-1)
    (tmp_path / "save.json").write_text('{"schema": 1, "match": "nonsense"}', encoding="utf-8")
    app2 = App((1280, 720), clock=FakeClock(), data_dir=str(tmp_path))
    app2.step()
    menu = app2.stack.top
    assert menu.saved_line == "" and menu.column.buttons[1].enabled
    assert (tmp_path / "save.json").exists() and not (tmp_path / "save.json.bad").exists()


def test_new_game_s_question_names_the_saved_game(app):
    from uihelpers import start_game
    from game.ui.setup_scene import SetupScene
    _save(app, "hoola", max_hands=3)
    app.push(SetupScene(app))
    app.step()
    start_game(app)
    question = app.stack.top
    assert question.__class__.__name__ == "ConfirmScene"
    assert question.detail.endswith("\nSaved: Battle Hoola · hand 1 of 3 · Your total 0")


def test_the_new_game_summary_says_the_match_length(app, monkeypatch):
    """The returning player set a match of 3, came back, and the match length was 10 again without a word on
    the side panel: the summary now says it."""
    from game.ui import setup_scene
    from game.ui.setup_scene import SetupScene
    scene = SetupScene(app)
    app.push(scene)
    scene.config.max_hands = 3
    shown = spy_blit(monkeypatch, setup_scene)
    app.stack.draw(pygame.Surface(app.size))
    assert "a match of 3 hands" in shown
    scene.config.max_hands = 1
    app.stack.draw(pygame.Surface(app.size))
    assert "a match of 1 hand" in shown


def test_the_match_length_stake_and_target_chosen_come_back_the_next_time(app):
    """The returning player set a match of 3 and found 10 the next evening: New game now starts from the
    last match's length and stake (and target), kept in the settings with the last game."""
    from game.ui.setup_scene import SetupScene
    scene = SetupScene(app)
    app.push(scene)
    scene.config.max_hands, scene.config.stake = 3, 5
    scene.remember()
    assert dict(app.settings.default_match) == {"stake": 5, "max_hands": 3, "target": None}
    again = SetupScene(app)
    assert (again.config.max_hands, again.config.stake) == (3, 5)
    app.change_settings(default_match={"max_hands": 7})          # not one the screen offers: its own
    assert SetupScene(app).config.max_hands == 10
