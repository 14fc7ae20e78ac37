"""Quit and Continue through the real App and the real files: the resumed match is the uninterrupted one.

Each test plays a match in one App on a data folder, quits it (the window's close
event) mid-hand or mid claim window, copies the folder, lets the first App play on as
if nothing happened, then starts a second App on the copy, chooses Continue and
plays on with the same moves: the hand, the ledger, the turn, the legal actions and
every later choice of the bots must be the same.
"""
from __future__ import annotations

import re
import shutil

import pygame
import pytest

from uihelpers import key, post, step
from uihelpers import start_game as press_start

SEED = 424242
LEVELS = ["random", "medium", "easy"]
DT = 0.1


def new_app(folder):
    from game.controller import FakeClock
    from game.ui.app import App
    app = App((800, 500), clock=FakeClock(), data_dir=str(folder), seed=SEED)
    app.settings = app.settings.replace(animation_speed=0.0, think_scale=0.0)  # (not saved: both runs set them the same)
    return app


def table(app):
    top = app.stack.top
    assert top.__class__.__name__ == "TableScene", top
    return top


def human_move(t) -> None:
    """The player's move, a function of the position only: stay in, draw, discard the highest card."""
    st = t.ctl.state
    if st.over or t.ctl.timer is not None:
        return
    legal = st.legal_actions(0)
    for kind in ("stay_in", "draw_stock", "discard"):
        options = sorted((a for a in legal if a.kind == kind), key=str)
        if options:
            t.propose(options[-1])
            return


def play(app, until, limit: int = 600, next_hands: bool = False) -> None:
    """Step the app (fake clock, DT a frame), the player moving when it may, until ``until(table)``;
    with ``next_hands`` the player also deals on from the end-of-hand screen."""
    for _ in range(limit):
        if next_hands and app.stack.top.__class__.__name__ == "EndScene":
            key(app, pygame.K_RETURN)
            continue
        t = table(app)
        if until(t):
            return
        human_move(t)
        app.clock.advance(DT)
        app.step()
    raise AssertionError("the position wanted never came")


def snapshot(t) -> dict:
    st = t.ctl.state
    m = t.session.match
    return {
        "record": [str(a) for a in st.record],
        "view": repr(st.view(0)),
        "hands": {s: sorted(map(str, st.hands[s])) for s in range(st.players)} if hasattr(st, "hands") else None,
        "phase": st.phase, "current": st.current, "dealer": st.dealer,
        "window": None if st.window is None else (str(st.window.card), st.window.discarder, tuple(st.window.order)),
        "legal": {s: [str(a) for a in st.legal_actions(s)] for s in range(st.players)},
        "ledger": dict(m.ledger), "hands_played": m.hands_played, "stakes": list(m.stakes),
        "names": list(t.session.names), "levels": list(t.session.levels),
    }


def start_game(folder):
    app = new_app(folder)
    app.settings = app.settings.replace(opponents=list(LEVELS))
    key(app, pygame.K_n)
    press_start(app)
    t = table(app)
    assert t.session.config.seed == SEED and t.session.levels[1:] == LEVELS
    return app


def quit_and_continue(tmp_path, app, *, close_event: bool = True):
    """Quit ``app`` (close event, or the close path), copy its folder, play on in ``app`` unchanged;
    return (snapshot at the quit, the resumed app)."""
    t = table(app) if app.stack.top.__class__.__name__ == "TableScene" else None
    before = snapshot(t or app.stack.scenes[1])
    states = dict((t or app.stack.scenes[1]).session._bot_states)
    if close_event:
        post(pygame.QUIT)
        app.step()
    else:
        app.close()
    assert not app.running
    shutil.copytree(tmp_path / "a", tmp_path / "b")
    app.running = True                      # the "uninterrupted" run goes on in the same App
    resumed = new_app(tmp_path / "b")
    assert resumed.stack.top.column.buttons[1].enabled        # Continue is offered
    key(resumed, pygame.K_c)
    t2 = table(resumed)
    assert snapshot(t2) == before
    assert t2.session._bot_states == states                   # every bot's generator as it was
    return before, resumed


def play_on_both(app, resumed, extra_actions: int = 40) -> None:
    n = len(table(app).ctl.state.record) + extra_actions
    done = lambda t: t.ctl.state.over or len(t.ctl.state.record) >= n  # noqa: E731
    play(app, done)
    play(resumed, done)
    a, b = table(app), table(resumed)
    k = min(len(a.ctl.state.record), len(b.ctl.state.record), n)
    assert [str(x) for x in a.ctl.state.record][:k] == [str(x) for x in b.ctl.state.record][:k]
    assert a.ctl.state.over == b.ctl.state.over and dict(a.session.match.ledger) == dict(b.session.match.ledger)


@pytest.mark.parametrize("close_event", [True, False], ids=["window-close-event", "close-path"])
def test_quit_in_the_players_turn_and_continue(tmp_path, close_event):
    app = start_game(tmp_path / "a")
    play(app, lambda t: len(t.ctl.state.record) >= 12 and t.ctl.state.current == 0 and t.ctl.state.phase == "start"
         and t.ctl.timer is None and t.ctl.state.legal_actions(0))
    before, resumed = quit_and_continue(tmp_path, app, close_event=close_event)
    assert before["current"] == 0
    play_on_both(app, resumed)


def test_quit_in_a_claim_window_and_continue(tmp_path):
    app = start_game(tmp_path / "a")
    # an engine claim window (not just the pause every battle discard gets)
    play(app, lambda t: len(t.ctl.state.record) >= 8 and t.ctl.timer is not None and t.ctl.state.window is not None)
    app.clock.advance(0.3)                  # part of the window gone, no slap yet
    app.step()
    if table(app).ctl.state.window is None:     # (a bot slapped at once: wait for the next window)
        play(app, lambda t: t.ctl.timer is not None and t.ctl.state.window is not None)
    before, resumed = quit_and_continue(tmp_path, app)
    assert before["window"] is not None
    resumed.step()
    assert table(resumed).ctl.timer is not None                # the window is open again
    play_on_both(app, resumed)


def test_quit_from_the_pause_menu_and_a_later_hand(tmp_path):
    """Quit with the pause menu over the table in the second hand: the ledger comes back too."""
    app = start_game(tmp_path / "a")
    play(app, lambda t: t.session.match.hands_played >= 1 and not t.ctl.state.over and len(t.ctl.state.record) >= 6
         and t.ctl.timer is None and t.ctl.state.current == 0, limit=3000, next_hands=True)
    hands = table(app).session.match.hands_played
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.__class__.__name__ == "PauseMenu"
    before, resumed = quit_and_continue(tmp_path, app)
    assert before["hands_played"] == hands >= 1 and any(before["ledger"].values())
    key(app, pygame.K_ESCAPE)                # back to the table in the uninterrupted run
    play_on_both(app, resumed, extra_actions=20)


def test_a_finished_match_clears_the_save(tmp_path):
    app = new_app(tmp_path / "a")
    app.settings = app.settings.replace(opponents=["random"])
    key(app, pygame.K_n)
    setup = app.stack.top
    setup.config.max_hands = 1
    press_start(app)
    assert (tmp_path / "a" / "save.json").is_file()
    play(app, lambda t: t.ctl.state.over, limit=2000)
    assert not (tmp_path / "a" / "save.json").exists()
    post(pygame.QUIT)
    app.step()
    again = new_app(tmp_path / "a")
    assert not again.stack.top.column.buttons[1].enabled


def test_quit_on_the_end_of_hand_screen_books_the_hand_once(tmp_path):
    app = start_game(tmp_path / "a")
    play(app, lambda t: t.ctl.state.over, limit=3000)
    for _ in range(20):
        app.clock.advance(0.5)
        app.step()
        if app.stack.top.__class__.__name__ == "EndScene":
            break
    match = app.stack.scenes[1].session.match
    if match.over:
        pytest.skip("the match ended with its first hand")
    assert app.storage.stats().total("hoola").hands == 1
    post(pygame.QUIT)
    app.step()
    again = new_app(tmp_path / "a")
    key(again, pygame.K_c)
    for _ in range(20):
        again.clock.advance(0.5)
        again.step()
        if again.stack.top.__class__.__name__ == "EndScene":
            break
    assert again.stack.top.__class__.__name__ == "EndScene"
    assert again.storage.stats().total("hoola").hands == 1
    old = again.stack.scenes[1].ctl.state
    key(again, pygame.K_RETURN)                       # and the next hand is dealt
    assert table(again).ctl.state is not old and table(again).session.match.hands_played >= 1


def test_every_generator_of_a_bot_is_saved_and_restored():
    """Bots with more than one generator (the Expert: its own, its timing's, its helper bot's) keep
    them through a save (the bot interface's random_state / set_random_state)."""
    from game.ui.hooks import MemoryStorage
    from game.controller.session import GameConfig, Session
    storage = MemoryStorage()
    s = Session(GameConfig(game="hoola", players=3, levels=["expert", "medium"], seed=11), storage.settings, storage)
    expert = s.bots[1]
    expert.rng.random(), expert.timing_rng.random(), expert.anchor_bot.rng.random(), s.bots[2].rng.random()
    s.checkpoint()
    s.save_now()
    back = Session.from_save(storage.load_match(), storage.settings, storage)
    for seat, bot in s.bots.items():
        mine, theirs = bot.random_state(), back.bots[seat].random_state()
        assert mine == theirs and mine
    assert set(expert.random_state()) == {"rng", "timing_rng", "anchor_bot.rng"}


def test_an_expert_resumed_plays_as_it_would_have():
    """Continue against an Expert is exact: after a save and a load, the same view gives the same
    moves and the same delays as the bot that was never interrupted."""
    from ai.expert import ExpertBot
    from game.engine import new_hand
    state = new_hand("hoola", players=3, seed=5)
    state.apply(state.legal_actions(state.current)[0])
    seat = state.current
    views = [(state.view(seat), state.legal_actions(seat))]
    steady, resumed = ExpertBot(3, rounds=3), ExpertBot(3, rounds=3)
    steady.choose(*views[0])                       # both have thought once
    resumed.choose(*views[0])
    saved = resumed.random_state()
    fresh = ExpertBot(99, rounds=3)                # a new bot restored from the save
    fresh.set_random_state(saved)
    assert [steady.choose(*views[0]) for _ in range(2)] == [fresh.choose(*views[0]) for _ in range(2)]
    assert steady.reaction_delay() == fresh.reaction_delay() and steady.think_time() == fresh.think_time()


def test_continue_keeps_the_card_order_and_the_log(app):
    """Issue 13, bug 10: Continue shows the hand as the player arranged it, and the recent log; issue 26,
    item 16: the log comes back from the hand's public record (events, not sentences), so it reads in
    the language of the moment."""
    from game.ui import i18n
    from game.controller.session import GameConfig, Session
    from game.ui.table.scene import TableScene
    storage = app.storage
    s = Session(GameConfig(game="hoola", players=3, levels=["medium", "medium"], seed=5), app.settings, storage)
    t = TableScene(app, s)
    app.push(t)
    for __ in range(3):                         # a turn of the player's (D, a card, X) and the others' moves
        for __ in range(60):
            step(app, 1, dt=0.3)
            if t.ctl.state.current == t.human and t.ctl.timer is None and t.view.legal:
                break
        if len([a for a in t.ctl.state.record if a.kind == "discard"]) >= 3:
            break
        key(app, pygame.K_d)
        t.hand.selected = {t.hand.order[-1]}
        key(app, pygame.K_x)
    t.hand.order.reverse()                      # the player's own arrangement
    t._refresh()
    s.checkpoint()
    s.save_now()
    order = [str(c) for c in t.hand.order]
    played = [text for text, _ in t.log if " discards " in text]
    assert played
    back = Session.from_save(storage.load_match(), app.settings, storage)
    t2 = TableScene(app, back)
    assert [str(c) for c in t2.hand.order] == order
    assert [text for text, _ in t2.log if " discards " in text] == played
    i18n.set_language("ko")
    try:
        said = [text for text, _ in t2.log]
        plain = [re.sub("|".join(back.names[1:]), "", text) for text in said]
        assert said and all(re.search("[가-힣]", p) and not re.search("[A-Za-z]{3,}", p) for p in plain), said
    finally:
        i18n.set_language("en")


def test_house_rummy_quit_mid_turn_and_continue(tmp_path):
    """House Rummy (R-5..R-8): quit in the player's turn after drawing, with the table as the turn found
    it kept for the whole-turn check; Continue is the same game, and play goes on the same."""
    app = new_app(tmp_path / "a")
    app.settings = app.settings.replace(opponents=list(LEVELS))
    app.settings = app.settings.replace(default_game="house-rummy")
    key(app, pygame.K_n)
    press_start(app)
    t = table(app)
    assert t.ctl.state.game == "house-rummy"

    def after_drawing(t):
        st = t.ctl.state
        if st.current == 0 and st.phase == "start" and not st.over:
            options = [a for a in st.legal_actions(0) if a.kind == "draw_stock"]
            if options:
                t.propose(options[0])
        return st.current == 0 and st.phase == "play" and len(st.record) >= 6
    play(app, after_drawing)
    assert table(app).ctl.state.turn.data.get("start") is not None
    before, resumed = quit_and_continue(tmp_path, app)
    assert before["phase"] == "play"
    play_on_both(app, resumed)


def test_kalookie_quit_mid_hand_and_continue(tmp_path):
    """Issue 11: a Kalookie match is saved like the others: quit in the player's turn, Continue is the
    same hand (pool and stakes included), and play goes on the same."""
    app = new_app(tmp_path / "a")
    app.settings = app.settings.replace(opponents=list(LEVELS))
    app.settings = app.settings.replace(default_game="kalookie")
    key(app, pygame.K_n)
    press_start(app)
    t = table(app)
    assert t.ctl.state.game == "kalookie"
    pool = t.session.match.pool
    play(app, lambda t: t.ctl.state.current == 0 and t.ctl.state.phase == "start" and len(t.ctl.state.record) >= 6)
    before, resumed = quit_and_continue(tmp_path, app)
    match = table(resumed).session.match
    assert match.game == "kalookie" and match.pool == pool and before["phase"] == "start"
    play_on_both(app, resumed)
