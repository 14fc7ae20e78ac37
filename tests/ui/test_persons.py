"""Grammar with "you" (issue 13, bug 3): the engine's notes and the log said to the player."""
from __future__ import annotations

from game.ui.persons import personal, subject

NAMES = ["You", "Minji", "Kenji", "Alice"]


def test_the_player_is_you_with_the_verb_agreeing():
    note = "seat 0's discard let seat 1 win: seat 0 pays for all"
    assert personal(note, 0, NAMES) == "Your discard let Minji win: you pay for all"
    assert personal("seat 0 ranks last: melded nothing", 0, NAMES) == "You rank last: melded nothing"
    assert personal("seat 2 knocked with 4 and has the fewest points", 0, NAMES) == \
        "Kenji knocked with 4 and has the fewest points"
    assert personal("seat 3's discard let seat 0 win: seat 3 pays for all", 0, NAMES) == \
        "Alice's discard let you win: Alice pays for all"


def test_the_log_says_who_deals():
    assert "Hand 4: " + subject(0, 0, NAMES, "deals") == "Hand 4: you deal"
    assert "Hand 4: " + subject(2, 0, NAMES, "deals") == "Hand 4: Kenji deals"
    assert subject(0, 0, NAMES, "ranks", start=True) == "You rank"
