"""The log says onto whose meld cards were added, when it is another seat's (the Seven Bridge
play-through, F11: "Minji adds 8♥" could not be followed); a card added to one's own meld, and a game
whose plays lie in spaces (House Rummy), keep the plain words. In Korean too."""
from __future__ import annotations

from game.engine import Action, Card
from game.ui import i18n
from uihelpers import step, table_at

HOOLA = ("hoola 3 dealer=2 current=0 phase=play | hands 8S 4S KC 2H 4D / TH 3S JS 9D AH / 2S 3D 4H 5C 6D | "
         "stock 2C 3C 4C | discard 6H | table #0 0 run 5S 6S 7S; #1 1 set 8H 8D 8C")


def _lines(t) -> list[str]:
    return [text for text, __ in t.log]


def test_the_players_card_added_to_another_seats_meld_names_that_seat(app):
    t = table_at(app, HOOLA)
    kenji = t.who(1)
    assert t.ctl.submit(Action("add", 0, (Card.parse("8S"),), 1), t.now()).ok
    step(app, 4, dt=0.5)
    assert f"You add 8♠ to {kenji}'s meld" in _lines(t), _lines(t)
    assert t.ctl.submit(Action("add", 0, (Card.parse("4S"),), 0), t.now()).ok      # onto the player's own
    step(app, 4, dt=0.5)
    assert "You add 4♠" in _lines(t), _lines(t)


def test_anothers_add_names_the_meld_as_yours_or_a_third_seats(app):
    t = table_at(app, HOOLA)
    kenji, third = t.who(1), t.who(2)
    nine = (Card.parse("9H"),)
    assert t._lay_line("add", 1, nine, 0) == f"{kenji} adds 9♥ to your meld"
    assert t._lay_line("add", 2, nine, 1) == f"{third} adds 9♥ to {kenji}'s meld"
    assert t._lay_line("add", 1, nine, 1) == f"{kenji} adds 9♥"                   # his own meld
    assert t._lay_line("add", 1, nine, None) == f"{kenji} adds 9♥"                # a meld no longer there
    i18n.set_language("ko")
    try:
        assert t._lay_line("add", 1, nine, 0) == f"{kenji}: 내 등록패에 9♥ 붙임"
        assert t._lay_line("add", 2, nine, 1) == f"{third}: {kenji}의 등록패에 9♥ 붙임"
    finally:
        i18n.set_language("en")


def test_seven_bridge_lays_off_on_a_named_meld_and_house_rummy_keeps_the_plain_words(app):
    t = table_at(app, HOOLA.replace("hoola 3", "seven-bridge 3") + ' | more {"has_turned":[true,true,true]}')
    kenji = t.who(1)
    assert t._lay_line("add", 0, (Card.parse("8S"),), 1) == f"You lay off 8♠ on {kenji}'s meld"
    from game.ui.game_table import table_for
    assert table_for("house-rummy").add_to_words == ()
