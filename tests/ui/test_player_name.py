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
