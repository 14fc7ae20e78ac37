"""Play-test (session 12, item 4): words a newcomer met untaught are said plainly where they appear:
Kalookie's stakes on the end-of-hand screen (K-11) and House Rummy's full out in its log line (R-10)."""
from __future__ import annotations

from game.engine.actions import Event
from game.games.kalookie.rules.options import KalookieOptions
from game.ui import i18n
from game.ui.engine_text import engine_text
from game.ui.game_table import table_for


def test_K11_the_end_screen_says_what_the_stakes_are_with_the_tables_numbers():
    kalookie = table_for("kalookie")
    british = kalookie.end_notes(KalookieOptions())
    assert len(british) == 2 and "calls up 1 (2 for a kalookie)" in british[0] and "5 from each player" in british[0]
    swedish = kalookie.end_notes(KalookieOptions(version="swedish"))
    assert "calls up 1 (3 for a kalookie)" in swedish[0] and "5 from each player" in swedish[0]
    own = kalookie.end_notes(KalookieOptions(call_up_stake=4, kalookie_stake=7, initial_stake=9))
    assert "calls up 4 (7 for a kalookie)" in own[0] and "9 from each player" in own[0]
    assert kalookie.end_notes(KalookieOptions(version="north_american")) == []     # no pool to explain
    assert table_for("hoola").end_notes(None) == []


def test_K11_the_stakes_note_is_in_korean():
    i18n.set_language("ko")
    try:
        note = table_for("kalookie").end_notes(KalookieOptions())[0]
    finally:
        i18n.set_language("en")
    assert "판돈" in note and "콜업" in note and "Stakes" not in note


def test_R10_full_out_says_what_it_is_in_english_and_korean():
    line = table_for("house-rummy").event_words(Event("full_out", 2))
    assert line == "full out: seat 2 ends the hand (a whole side has gone out for good)"
    i18n.set_language("ko")
    try:
        said = engine_text(line, lambda s: "민지")
    finally:
        i18n.set_language("en")
    assert said.startswith("모두 냄: 민지") and "한 편이 모두 완전히 났음" in said      # 나다 (the Korean check of 27 Nov)
