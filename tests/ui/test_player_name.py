"""The default player name is said in the screen's language (the Korean play-test met "1. You: 7♣ 8♣"
in the dialog asking which play to add to, and "You" in Settings); a chosen name is kept as written."""
from __future__ import annotations

from game.storage.settings import Settings
from game.ui import i18n
from game.ui.words import player_name


def test_the_default_name_is_translated_and_a_chosen_one_kept():
    i18n.set_language("ko")
    try:
        assert player_name(Settings()) == "나"
        assert player_name(Settings(player_name="Jisoo")) == "Jisoo"
    finally:
        i18n.set_language("en")
    assert player_name(Settings()) == "You"


def test_no_computer_player_takes_the_players_own_name():
    """The Korean play-through of session 16: named Tom, the player met a computer "Tom" at a table of seven."""
    from game.controller.session import GameConfig
    names = GameConfig(game="hoola", players=7).seat_names("tom")
    assert names[0] == "tom" and "Tom" not in names[1:] and len(set(names)) == 7


def test_the_chosen_name_stands_in_the_lists_of_players_and_you_in_sentences():
    """Settings said the table would call the player by the chosen name, and no screen did: the end of a hand's
    rows and the match's standings list it; sentences keep "you" ("You win")."""
    from types import SimpleNamespace

    from game.ui.end_scene import own_name, standing_labels
    sess = SimpleNamespace(names=["Dana", "Minji"], human=0, money=str)
    assert own_name(sess) == "Dana"
    assert own_name(SimpleNamespace(names=["You", "Minji"], human=0)) == "You"
    assert own_name(SimpleNamespace(names=["나", "Minji"], human=0)) == "You"      # a game begun in Korean
    match = SimpleNamespace(players=2, sides=[(0,), (1,)], standings=lambda: [(0, 5), (1, -5)])
    assert standing_labels(match, sess) == ["Dana 5", "Minji -5"]
