"""Kalookie's versions are counted apart where their payments do not add up: the British and Swedish
pool pays stakes (K-11), the North American winner scores the cards left in the other hands (K-14), Scarne's
deals are paid by the card (K-15).  One "Points won" row had summed a British stake of 1 with a North
American 68."""
from __future__ import annotations

import random

import pygame
import pytest

from game.controller.session import GameConfig, Session
from game.engine import new_hand
from game.storage.stats import Stats, record_hand
from game.ui import stats_scene
from game.ui.stats_scene import StatsScene, book_title, books, measures
from uihelpers import spy_blit


def _finished(version: str, seed: int):
    rng = random.Random(seed)
    st = new_hand("kalookie", players=4, seed=seed, options={"version": version})
    while not st.over:
        seat = st.current if st.legal_actions(st.current) else next(
            s for s in range(st.players) if st.legal_actions(s))
        st.apply(rng.choice(st.legal_actions(seat)))
    return st.result


@pytest.mark.parametrize("version, key", [("british", "kalookie"), ("swedish", "kalookie"),
                                          ("north_american", "kalookie.north_american"),
                                          ("scarne", "kalookie.scarne")])
def test_K_11_K_14_K_15_a_match_books_its_hands_in_its_versions_book(app, version, key):
    session = Session(GameConfig(game="kalookie", players=4, seed=1, options={"version": version}),
                      app.settings, storage=app.storage)
    assert session.stats_key == key
    hoola = Session(GameConfig(game="hoola", players=4, seed=1), app.settings, storage=app.storage)
    assert hoola.stats_key == "hoola"                                # a game with one book keeps its name


def test_the_books_rows_say_stakes_for_the_pool_and_points_scored_for_the_north_american_game():
    labels = {key: [label for label, __ in measures(key)] for key in
              ("kalookie", "kalookie.north_american", "kalookie.scarne")}
    assert "Stakes won" in labels["kalookie"] and "Points won" not in labels["kalookie"]
    assert "Points scored" in labels["kalookie.north_american"] and "Net" not in labels["kalookie.north_american"]
    assert "Points won" in labels["kalookie.scarne"] and "Net" in labels["kalookie.scarne"]
    assert all("Kalookies" in rows for rows in labels.values())


def test_the_books_are_kept_apart_and_read_back():
    stats = Stats()
    british, american = _finished("british", 2), _finished("north_american", 3)
    record_hand(stats, "kalookie", "hard", british, 0)
    record_hand(stats, "kalookie.north_american", "hard", american, 0)
    again = Stats.from_dict(stats.to_dict())
    assert again.games() == ["kalookie", "kalookie.north_american"]
    assert again.line("kalookie", "hard").hands == 1 and again.line("kalookie.north_american", "hard").hands == 1
    assert abs(again.line("kalookie", "hard").net) <= 3 * 2            # stakes: at most 3 players × a stake of 2


def test_the_screen_has_a_tab_for_each_book_played_next_to_its_game(app, monkeypatch):
    assert books(["hoola", "kalookie", "seven-bridge"], ["kalookie.scarne", "kalookie", "hoola"]) == \
        ["hoola", "kalookie", "kalookie.scarne", "seven-bridge"]
    assert book_title("kalookie.north_american") == "Kalookie (North American)"
    assert book_title("kalookie", ["kalookie"]) == "Kalookie"                       # alone: the game's name
    assert book_title("kalookie", ["kalookie", "kalookie.scarne"]) == "Kalookie (British, Swedish)"
    app.storage.record_hand("kalookie.north_american", "hard", _finished("north_american", 3), 0)
    scene = StatsScene(app)
    app.push(scene)
    assert "kalookie.north_american" in scene.games
    scene.tab = scene.games.index("kalookie.north_american")
    shown = spy_blit(monkeypatch, stats_scene)
    app.stack.draw(pygame.Surface(app.size))
    text = " ".join(shown)
    assert "Kalookie (North American)" in text and "Points scored" in text
    assert all(r.right <= app.size[0] for r in scene.tab_rects)         # the tabs fit on their line


def test_reset_on_the_british_tab_names_that_book_not_all_of_kalookie(app, monkeypatch):
    """s17-recheck: with a North American book beside it, the British tab's button said "Reset Kalookie…" and
    its question "Reset the statistics of Kalookie?", though only the British and Swedish book is reset."""
    from game.ui.stats_scene import ConfirmScene
    app.storage.record_hand("kalookie", "hard", _finished("british", 2), 0)
    app.storage.record_hand("kalookie.north_american", "hard", _finished("north_american", 3), 0)
    scene = StatsScene(app)
    app.push(scene)
    scene.tab = scene.games.index("kalookie")
    app.stack.draw(pygame.Surface(app.size))
    assert scene.buttons.buttons[0].label in ("Reset Kalookie (British, Swedish)…", "Reset this game…")
    scene.buttons.buttons[0].action()
    asked = app.stack.top
    assert isinstance(asked, ConfirmScene) and "Kalookie (British, Swedish)" in asked.question, asked.question
    app.pop()
    from game.ui import i18n
    i18n.set_language("ko")
    try:                                  # a name too long for the button: the verb is not cut off
        app.stack.draw(pygame.Surface(app.size))
        label = scene.buttons.buttons[0].label
        assert label.endswith("초기화…") and stats_scene.text_width(label, scene.px(16)) <= scene.px(220) - scene.px(40)
    finally:
        i18n.set_language("en")
