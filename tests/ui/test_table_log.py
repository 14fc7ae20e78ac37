"""Issue 26, items 12, 13 and 16: the table's log says each action once, says a discard nobody takes in
one line, logs the player's pass only when chosen, and keeps events rather than sentences, so a switch
of language words every line again. Through posted keys at a table on a stated position."""
from __future__ import annotations

import re

import pygame

from bots_for_tests import ScriptBot
from game.ui import i18n
from uihelpers import key, step, table_with

#: Seven Bridge, dealer 2: the player (seat 0) plays first and lets the K♦ go; seat 1 lets a card go;
#: seat 2 lets the 9♥ go, which the player could take with 9♦ 9♣ (a Pons, S-4) and seat 1 could not.
BRIDGE = ["9D 9C 2S 5C KD 3H JS", "2D 4C 6S 8C TD QS AH", "9H 3S 5D 7C JD KS 4H"]
STOCK = "6H 7D 8H TS QC AS 2H 3C 4D 5H"


def texts(t) -> list[str]:
    return [text for text, __ in t.log]


def bridge_table(app):
    bots = {1: ScriptBot(claims=False), 2: ScriptBot(claims=False, discard="9H")}
    return table_with(app, BRIDGE, STOCK, "KC", dealer=2, bots=bots, game="seven-bridge")


def play_to_the_nine(app, t) -> None:
    """The player draws and lets the K♦ go; the bots play until the 9♥ is offered to the player."""
    key(app, pygame.K_d)
    t.hand.selected = {c for c in t.hand.order if str(c) == "KD"}
    key(app, pygame.K_x)
    for __ in range(400):                               # up to 40 s of the fake clock
        step(app, 1, dt=0.1)
        if t.ctl.timer is not None and t.ctl.timer.human_may:
            assert t.ctl.timer.card.pretty == "9♥"
            return
    raise AssertionError(f"the 9♥ was never offered to the player: {texts(t)}")


def test_seven_bridge_says_a_discard_nobody_claims_in_one_line_and_the_players_own_pass_once(app):
    """S-4: each discard offered and let go is one line ("Nobody claims the K♦"), with none for the bots'
    passes nor for a pass made for the player (seat 1's discard, which the player could not use); the
    pass the player chose with P is one line."""
    t = bridge_table(app)
    play_to_the_nine(app, t)
    lines = texts(t)
    assert "Nobody claims the K♦" in lines and sum(s.startswith("Nobody claims the ") for s in lines) == 2
    assert "You pass" not in lines
    key(app, pygame.K_p)
    step(app, 6, dt=0.4)
    lines = texts(t)
    assert lines.count("You pass") == 1 and lines.count("Nobody claims the 9♥") == 1
    assert not [s for s in lines if s.endswith(" passes")], lines


def test_an_action_is_logged_once(app):
    """House Rummy R-2: taking the turned-up card opens the stock: "You open the stock with the 10♦" only,
    not that and "You draw 10♦"."""
    hands = ["3D 4C 2D 8S JD QS 9D 5S", "6H 7H 2C 8C JH 4S TC 6S", "KS QD 9C 2S 8D JC AH 7S"]
    t = table_with(app, hands, "TD AD 2H 3H 4H 5D 6D 7D", "", dealer=2, game="house-rummy",
                   bots={1: ScriptBot(), 2: ScriptBot()})
    step(app, 2, dt=0.3)
    key(app, pygame.K_d)
    step(app, 2, dt=0.3)
    lines = texts(t)
    took = [s for s in lines if "10♦" in s]
    assert took == ["You open the stock with the 10♦"], lines


def test_lines_written_before_a_language_switch_are_worded_again(app):
    """Item 16: the log keeps events; after a switch to Korean every line of the hand so far reads in
    Korean (names and cards aside), and back in English after switching back."""
    t = bridge_table(app)
    play_to_the_nine(app, t)
    key(app, pygame.K_p)
    step(app, 6, dt=0.4)
    english = texts(t)
    assert "You pass" in english and "Nobody claims the 9♥" in english and "You draw 6♥" in english
    i18n.set_language("ko")
    try:
        korean = texts(t)
        names = set(t.names)
        for line in korean:
            plain = line
            for n in names:
                plain = plain.replace(n, "")
            assert re.search("[가-힣]", plain) and not re.search(r"[A-Za-z]{3,}", plain), line
        from game.ui.text import josa                  # the particle the card's reading takes, as drawn
        assert "아무도 9♥를 가져가지 않음" in [josa(line) for line in korean]
        assert t.last_action.get(2) and re.search("[가-힣]", t.last_action.get(2))
    finally:
        i18n.set_language("en")
    assert texts(t) == english
