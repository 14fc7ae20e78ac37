"""The statistics' list of recent hands, for a returning player: a hand whose end screen was left by a
quit and brought back by Continue was kept twice ("Battle Hoola, hand 1" twice), and hands of the same
number could not be told apart; each is kept once and says how it went."""
from __future__ import annotations

import pygame

from game.controller.session import GameConfig, Session
from game.ui.stats_scene import StatsScene
from uihelpers import key


def _finished(app, storage):
    session = Session(GameConfig(game="hoola", players=3, seed=5, max_hands=3), app.settings, storage=storage)
    st = session.match.hand
    while not st.over:
        st.apply(sorted(st.legal_actions(st.acting_seats[0]), key=str)[0])
    session.book_hand()
    return session


def test_a_hand_booked_again_after_continue_is_kept_once_in_the_files(app, tmp_path):
    from game.ui.storage_adapter import StorageAdapter
    store = StorageAdapter(str(tmp_path))
    session = _finished(app, store)
    session.save_now()
    again = Session.from_save(store.load_match(), app.settings, store)    # Continue on the end screen
    again.book_hand()
    assert len(store.recent_hands()) == 1
    assert store.stats().total("hoola").hands == 1


def test_a_hand_booked_again_is_kept_once_in_memory(app):
    session = _finished(app, app.storage)
    session._booked.clear()
    session.book_hand()
    assert len(app.storage.recent_hands()) == 1


def test_the_list_says_how_each_hand_went(app):
    session = _finished(app, app.storage)
    res = session.match.hand.result
    scene = StatsScene(app)
    app.push(scene)
    app.step()
    key(app, pygame.K_v)
    label = scene.popup.labels[0]
    winner = "You" if res.winners == (0,) else session.names[res.winners[0]]
    assert label.startswith("Battle Hoola, hand 1 · " + winner + " won · you ")


def test_a_hand_dealt_while_the_player_is_out_of_the_match_is_not_counted(app):
    """s17-evening retired from a Kalookie match and the bots played eleven more hands: each would have been
    counted in "Hands played" and kept for review, though the player sat them out whole (K-11)."""
    from dataclasses import replace
    session = Session(GameConfig(game="kalookie", players=3, seed=5), app.settings, storage=app.storage)
    st = session.match.hand
    st.context = replace(st.context, out=frozenset({session.human}))    # retired before this hand
    while not st.over:
        seat = next(s for s in range(st.players) if st.legal_actions(s))
        st.apply(sorted(st.legal_actions(seat), key=str)[0])
    session.book_hand()
    assert app.storage.stats().total(session.stats_key).hands == 0 and not app.storage.recent_hands()
