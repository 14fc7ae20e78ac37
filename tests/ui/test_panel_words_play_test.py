"""Words on the panel and over the hands, from the newcomer play-tests.

H-END-1 in the panel: while a blast is still open to the player (blasts on, nothing melded), the panel
says what the hand counts toward one and what a blast needs; once the player has melded, or with blasts
off, it says nothing of blasts.  A newcomer met "blast count 57" with nothing to say what it was."""
from __future__ import annotations

import pygame

from bots_for_tests import ScriptBot
from game.engine import Action
from uihelpers import key, step, table_with

HANDS = ["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"]


def _note(t):
    return t.game_table.status_note(t.seat_table, t.human)


def test_h_end_1_the_panel_says_what_a_blast_needs_while_one_is_open(app):
    t = table_with(app, HANDS, "QH 3C 4C 5C 6C", "6D", dealer=1, bots={1: ScriptBot()})
    # sevens count 7 toward a blast: 7+7+8+9+13+1+2 = 47 (in hand at the end, 61)
    assert t.seat_table.points()["blast"] == 47 and t.seat_table.points()["hand"] == 61
    assert _note(t) == ("Blast: your hand counts 47; 15 or less, or 83 or more, wins at the start of your turn")
    step(app, 1)
    t.ctl.state.apply(Action.parse("0 draw_stock"))
    step(app, 1)
    # drawn: a blast is called at a turn's start; the count of eight cards would mislead (the Korean play-through)
    assert "blast" in t.seat_table.points() and _note(t) == ""
    t.ctl.state.apply(Action.parse("0 meld 7H 8H 9H"))
    step(app, 1)
    assert "blast" not in t.seat_table.points() and _note(t) == ""        # melded: no blast any more


def test_h_end_1_no_blast_words_with_blasts_off_and_the_thresholds_follow_the_options(app):
    off = table_with(app, HANDS, "QH 3C 4C 5C 6C", "6D", dealer=1, bots={1: ScriptBot()},
                     options={"blasts": False})
    assert _note(off) == ""
    hangame = table_with(app, HANDS, "QH 3C 4C 5C 6C", "6D", dealer=1, bots={1: ScriptBot()},
                         options={"daepang_min": 80, "sopang_max": 14})
    assert "14 or less, or 80 or more" in _note(hangame)


def test_the_blast_note_is_korean_in_the_korean_interface(app):
    from game.ui.i18n import set_language
    t = table_with(app, HANDS, "QH 3C 4C 5C 6C", "6D", dealer=1, bots={1: ScriptBot()})
    set_language("ko")
    try:
        said = _note(t)
        assert "빵" in said and "47" in said and "Blast" not in said
    finally:
        set_language("en")


def test_while_others_may_claim_the_panel_says_so_whole(app):
    """The newcomer play-test: "Wait a moment…" beside a ring round the pile was not understood; the line a
    player reads says who may do what with which card, and for how long."""
    from types import SimpleNamespace

    from game.engine import Card
    from game.ui.table import affordances as aff
    t = table_with(app, HANDS, "QH 3C 4C 5C 6C", "6D", dealer=1, bots={1: ScriptBot()})
    timer = SimpleNamespace(card=Card.parse("6D"), human_may=False, mode="race", left=lambda now: 1.25)
    __, window, may = aff.status_lines(view=t.view, names=t.names, human=0, timer=timer, now=0.0, thinking=None,
                                        points=t.points, claim_word=t.claim_word, table=t.game_table)
    assert may == "Wait: the others may claim the 6♦ first (1.2 s)" and window == "Claim window 1.2 s"


def test_a_pass_made_for_the_player_shows_no_pass_over_their_hand(app):
    """The play-test: a discard the player could not use was passed for them, and a "Pass" bubble over
    their hand read as the game playing for them.  Other seats' passes still say so."""
    t = table_with(app, ["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC", "3H 4H 6S 8S TD QD KD"],
                   "QH 3C 4C 5C 6C JS QS", "6D", dealer=2, game="seven-bridge",
                   bots={1: ScriptBot(discard="2S"), 2: ScriptBot(discard="3H")})
    said = []
    real = t.say
    t.say = lambda seat, text, *a, **k: (said.append((seat, text)), real(seat, text, *a, **k))
    t.ctl.state.apply(Action.parse("0 draw_stock"))
    t.ctl.state.apply(Action.parse("0 discard KC"))       # Seven Bridge asks each seat in turn (S-4)
    for _ in range(80):
        step(app, 1, dt=0.25)
        if any(a.kind == "pass" and a.seat == 0 for a in t.ctl.state.record):
            break
    assert any(a.kind == "pass" and a.seat == 0 for a in t.ctl.state.record)    # passed for the player
    assert (1, "Pass") in said and (0, "Pass") not in said


def _pon_table(app, discard: str, until):
    """Seven Bridge for three: the player has drawn and thrown the K♣, and seat 1 discards ``discard``;
    the table runs until ``until(table)``."""
    t = table_with(app, ["7S 2H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC", "3H 4H 6S 8S TD QD KD"],
                   "QH 3C 4C 5C 6C JS QS", "6D", dealer=2, game="seven-bridge",
                   bots={1: ScriptBot(discard=discard, claims=False), 2: ScriptBot(discard="3H", claims=False)})
    t.ctl.state.apply(Action.parse("0 draw_stock"))
    t.ctl.state.apply(Action.parse("0 discard KC"))
    for _ in range(80):
        step(app, 1, dt=0.1)
        if until(t):
            break
    return t


def test_s4_a_called_pon_logs_its_card_once(app):
    """The play-test: "You take the 8♦" came twice in the log after the player's Pon."""
    import pygame
    t = _pon_table(app, "2S", lambda t: t.ctl.state.discard and str(t.ctl.state.discard[-1]) == "2S")
    key(app, pygame.K_c)                                   # Pon! (C) on the 2♠
    step(app, 20, dt=0.25)
    assert any(a.kind == "claim" and a.seat == 0 for a in t.ctl.state.record)
    lines = [line.text for line in t.log]
    assert sum("take the 2♠" in x for x in lines) == 1, lines


def test_s4_a_hint_is_given_for_a_pon_out_of_turn(app):
    """The Seven Bridge play-through (F9): in an out-of-turn Pon window, Hint said "A hint is for your
    turn". The player may claim or pass there, and the hint weighs that choice."""
    t = _pon_table(app, "2H", lambda t: t.ctl.state.current != 0 and any(a.kind == "claim" for a in t.legal))
    assert t.ctl.state.current != 0 and any(a.kind == "claim" for a in t.legal), "no Pon window for the test"
    t.show_hint()
    for _ in range(400):
        if getattr(t, "hinting", None) is None:
            break
        t.think_hint(0.05)
    assert t.hint is not None and t.hint[1].kind in ("claim", "pass"), t.anim.toast
    assert t.anim.toast and t.anim.toast[0].startswith("Hint:") and "your turn" not in t.anim.toast[0]


def test_s5_seven_bridge_s_log_says_lays_off_as_its_rules_do():
    """S-5: the rules screen and the review said "lays off" and the log "adds" (Seven Bridge play-through,
    F11); a game without the word keeps "adds". Both say 붙임 in Korean."""
    from game.ui import i18n
    from game.ui.game_table import table_for
    assert table_for("seven-bridge").add_words == ("You lay off {cards}", "{who} lays off {cards}")
    assert table_for("hoola").add_words == ("You add {cards}", "{who} adds {cards}")
    i18n.set_language("ko")
    try:
        assert all("붙임" in i18n._(w) for w in table_for("seven-bridge").add_words)
    finally:
        i18n.set_language("en")
